import Foundation
import Synchronization

/// A problem the engine found and recovered from: the layout goes on, and the diagnostic
/// says what was refused or broken.
public struct LayoutDiagnostic: CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// Required constraints conflict; one was broken (left out of the solver). The
        /// diagnostic's constraints are the minimal conflicting set, the broken one last, the
        /// others in the tree's order (by their first items' places in a depth-first walk from
        /// the root, then their attributes), which depends on the constraints alone.
        case unsatisfiable
        /// The constraint's items are in different view trees, an item is a layout guide that
        /// belongs to no view, or a layout DSL's position relative to the superview was asked
        /// of a view without one; it was not activated.
        case noCommonAncestor
        /// A NaN or infinite constant or multiplier, a multiplier of 0 on a second item, a
        /// priority outside `0 < p <= 1000`, or another value a layout DSL cannot use (a
        /// multiplier changed after installation, fewer than two views to distribute, a target
        /// of an unknown type); the value (or constraint) was refused.
        case invalidValue
        /// An active constraint's priority cannot move between required and optional;
        /// nothing changed.
        case invalidPriorityChange
        /// Attributes that cannot be related (a position with a size, an x with a y, leading
        /// with left, a position with a constant), or a layout DSL constraint built wrongly
        /// (a relation given twice, an attribute chained after the relation); the constraint
        /// was not activated.
        case invalidAttributePairing
        /// The constraint was installed on a view that is not an ancestor of both items.
        case hierarchyNotPrepared
        /// A view was removed or moved: the constraints that tied it to its old place were
        /// deactivated.
        case constraintsRemovedWithView
        /// A view cannot be added to itself or to one of its descendants.
        case invalidHierarchy
        /// The constraint has lost an item (it was freed).
        case missingItem
        /// An item of a type the engine does not know how to place.
        case unsupportedItem
        /// The solver refused an operation for another reason (a bug if it ever happens).
        case solverFailure
        /// `layoutSubviews` kept changing constraints; the layout pass stopped repeating.
        case layoutDidNotConverge
        /// A view's ``View/forFirstBaselineLayout`` or ``View/forLastBaselineLayout`` named a
        /// view that is neither itself nor one of its descendants (a view elsewhere, or one
        /// back up a chain of such redirects, a cycle): the constraint reads that view's own
        /// baseline instead, and stays active.
        case invalidBaselineView
        /// A visual format string (``LayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``)
        /// does not parse, names a view or metric it was not given, or asks for options it
        /// cannot have: no constraint was made. The message quotes the format with a caret
        /// under the place.
        case invalidVisualFormat
    }

    /// What went wrong.
    public let kind: Kind
    /// A sentence (or a few lines) naming the constraints and views involved by their
    /// descriptions.
    public let message: String
    /// The constraints involved.
    public let constraints: [LayoutConstraint]

    /// Creates a diagnostic.
    public init(kind: Kind, message: String, constraints: [LayoutConstraint]) {
        self.kind = kind
        self.message = message
        self.constraints = constraints
    }

    /// `[AutoLayout] kind: message`.
    public var description: String { "[AutoLayout] \(kind): \(message)" }
}

/// Where diagnostics go: by default to standard error; inside ``record(_:)``, into the
/// list it returns.
public enum LayoutDiagnostics {
    /// Collects diagnostics for one ``record(_:)`` call.
    final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [LayoutDiagnostic] = []

        func append(_ diagnostic: LayoutDiagnostic) {
            lock.lock()
            items.append(diagnostic)
            lock.unlock()
        }

        var diagnostics: [LayoutDiagnostic] {
            lock.lock()
            defer { lock.unlock() }
            return items
        }

        /// Engines that queued additions while this recording was current, each with the
        /// thread it did so on.
        private var engines: [(engine: Weak, thread: ObjectIdentifier)] = []

        struct Weak {
            weak var engine: LayoutEngine?
        }

        /// Notes that `engine` queued additions, whose refusals belong here.
        func note(_ engine: LayoutEngine) {
            lock.lock()
            engines.append((Weak(engine: engine), ObjectIdentifier(Thread.current)))
            lock.unlock()
        }

        /// Settles the engines that queued additions on this thread while the recording was
        /// current, so that their refusals come in before what follows. (Those of another
        /// thread are that thread's to settle: they report here all the same.)
        func settleEngines() {
            lock.lock()
            if engines.isEmpty {
                lock.unlock()
                return
            }
            let thread = ObjectIdentifier(Thread.current)
            var mine: [LayoutEngine] = []
            engines.removeAll { entry in
                guard entry.thread == thread else { return entry.engine.engine == nil }
                if let engine = entry.engine.engine { mine.append(engine) }
                return true
            }
            lock.unlock()
            for engine in mine { engine.settleAdditions() }
        }
    }

    @TaskLocal static var collector: Collector?

    /// Counts the recordings begun and ended: an engine that queues additions checks whether
    /// the current recording may have changed with one relaxed load, not a task-local read.
    static let recordings = Atomic<Int>(0)

    /// Runs `body` and returns the diagnostics raised inside it, in order, instead of writing
    /// them to standard error. Concurrency-safe: the recording is task-local, so concurrent
    /// tasks (and tests) each see only their own diagnostics.
    public static func record(_ body: () throws -> Void) rethrows -> [LayoutDiagnostic] {
        let collector = Collector()
        recordings.add(1, ordering: .relaxed)
        defer { recordings.add(1, ordering: .relaxed) }
        try $collector.withValue(collector) {
            // Additions queued inside the body are reported inside it.
            defer { collector.settleEngines() }
            try body()
        }
        return collector.diagnostics
    }

    /// Raises a diagnostic: into the innermost ``record(_:)`` of the current task, else to
    /// standard error. Layers built on the engine (the layout DSL) report their own problems
    /// through this, and every diagnostic passes here: a debugger's breakpoint on it stops at
    /// each one (where UIKit has its `UIViewAlertForUnsatisfiableConstraints`).
    public static func report(_ diagnostic: LayoutDiagnostic) {
        if let collector {
            // Refusals of additions queued earlier in this recording come first.
            collector.settleEngines()
            collector.append(diagnostic)
        } else {
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        }
    }

    /// Raises a diagnostic.
    static func emit(_ kind: LayoutDiagnostic.Kind, _ message: String, _ constraints: [LayoutConstraint]) {
        report(LayoutDiagnostic(kind: kind, message: message, constraints: constraints))
    }
}
