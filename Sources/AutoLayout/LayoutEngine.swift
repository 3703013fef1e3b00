import Cassowary
import Foundation
import Synchronization

/// The Auto Layout engine of one view tree: one incremental ``Cassowary/Solver`` owned by the
/// root view, created when the first constraint in the tree is activated.
///
/// Everything is incremental: an activated constraint is added to the solver, a deactivated
/// one removed, a changed constant goes through `updateConstant`, a resized root updates the
/// constants of the root's size constraints. The solver is never rebuilt.
///
/// A view takes part (its frame comes from the solver) while some solver constraint uses its
/// variables: as an item, as an intermediate view between an item and the common ancestor,
/// or as the ancestor itself. A view with ``View/translatesAutoresizingMaskIntoConstraints``
/// then gets its autoresizing constraints; they go away with its last use.
final class LayoutEngine {
    /// The solver itself; reached through ``solver`` except where additions are queued and
    /// settled.
    let solverStorage = Solver()
    /// The solver, with every queued addition settled (see ``settleAdditions()``).
    var solver: Solver {
        settleFirst()
        return solverStorage
    }
    unowned let root: View
    /// Whether the solver changed since the variables were last read.
    /// The scroll views of the tree whose content area a constraint read: they take their
    /// content size after each solve (see ``captureContentSizes()``).
    var contentScrollViews: [WeakScrollView] = []
    @exclusivity(unchecked) var needsSolve = true
    /// The layout constraint of each constraint in the solver.
    /// The constraints in the solver (each knows its index, ``LayoutConstraint/installedSlot``),
    /// with every queued addition settled.
    var installed: [LayoutConstraint] {
        get {
            settleFirst()
            return installedStorage
        }
        _modify {
            settleFirst()
            yield &installedStorage
        }
    }
    /// The same, queued additions included (as if they had all gone in).
    @exclusivity(unchecked) var installedStorage: [LayoutConstraint] = []
    /// The layout constraint of each constraint in the solver, made when a diagnostic needs it
    /// (a dictionary kept up to date would cost a hash insertion per constraint).
    var lookup: [ObjectIdentifier: LayoutConstraint] {
        var map: [ObjectIdentifier: LayoutConstraint] = [:]
        map.reserveCapacity(installed.count)
        for constraint in installed {
            if let solverConstraint = constraint.solverConstraint { map[ObjectIdentifier(solverConstraint)] = constraint }
        }
        return map
    }
    var rootWidth: LayoutConstraint
    var rootHeight: LayoutConstraint
    /// User constraints whose addition conflicted only with other views' autoresizing
    /// constraints: they are out of the solver until the next solve, which adds them again
    /// against the state of that moment (see ``addToSolver(_:deferringMaskConflicts:)``).
    var pendingConstraints: [LayoutConstraint] {
        get {
            settleFirst()
            return pendingStorage
        }
        _modify {
            settleFirst()
            yield &pendingStorage
        }
    }
    @exclusivity(unchecked) var pendingStorage: [LayoutConstraint] = []
    /// Views that entered the engine while a constraint was being added. Their intrinsic
    /// sizes (user code: an overridden getter) are read once that constraint is in the
    /// solver, so that a getter that deactivates it or moves a view finds the engine in a
    /// consistent state, and its changes go through the usual paths.
    @exclusivity(unchecked) var viewsAwaitingContentSize: [View] = []
    /// Variables that ``View/exerciseAmbiguityInLayout()`` moved, each held where it put it by
    /// an edit weaker than any constraint, until the constraints next change: a variable that
    /// no constraint mentions would otherwise fall back at the next solve.
    @exclusivity(unchecked) var exercisedVariables: [Variable] = []
    /// For each placed view's slot, the parts of its frame the solver's tableau shows pinned
    /// (bits 0 to 3: x, y, width, height; see ``ambiguousVariables(of:)``), as of the
    /// solver's revision `forcedPartsRevision`. Probes move the revision on, but leave the
    /// constraints as they found them, so each one carries the revision along.
    @exclusivity(unchecked) var forcedParts: [UInt8] = []
    @exclusivity(unchecked) var forcedPartsRevision = -1
    /// Constraints of this engine that could not join the solver (broken, reported): kept so
    /// that `deinit` can clear their `engine`, and dropped when they leave the engine.
    var brokenConstraints: [LayoutConstraint] {
        get {
            settleFirst()
            return brokenStorage
        }
        _modify {
            settleFirst()
            yield &brokenStorage
        }
    }
    @exclusivity(unchecked) var brokenStorage: [LayoutConstraint] = []

    // MARK: Queued additions (see SolverWorker.swift)

    /// The number of user constraints added one after the other, with no solve between them,
    /// after which a burst hands its additions to the worker (`Int.max`: never, see
    /// ``LayoutWorkerThread``). Below it, the hand-over would cost more than it saves.
    static let burstLength = Atomic<Int>(initialBurstLength)
    static let defaultBurstLength = 64
    /// The number of installed constraints below which settling takes the worker's additions
    /// over at once instead of waiting for them (see `settleAdditions()`).
    static let smallSolver = 2048
    /// 64 where there is more than one processor, else never; the environment variable
    /// `AUTOLAYOUT_BURST_LENGTH` sets it (CI runs the whole suite with 0, every user addition
    /// queued, to check that queued additions behave as additions made at once).
    static var initialBurstLength: Int {
        if let text = ProcessInfo.processInfo.environment["AUTOLAYOUT_BURST_LENGTH"], let length = Int(text), length >= 0 {
            return length
        }
        return ProcessInfo.processInfo.activeProcessorCount > 1 ? defaultBurstLength : Int.max
    }
    /// This engine's own ``burstLength`` (for tests: 0 queues every user addition, `Int.max`
    /// none).
    @exclusivity(unchecked) var burstLengthOverride: Int?
    /// User constraints added since the last solve.
    @exclusivity(unchecked) var userAdditionsSinceSolve = 0
    /// Where the burst going on goes (nil: none, or not chosen yet), chosen when it became a
    /// burst, at `burstStart` (uptime, nanoseconds) after `burstBase` user additions; timed
    /// until the next solve (see `BurstScheduler`).
    @exclusivity(unchecked) var burstPlace: BurstPlace?
    @exclusivity(unchecked) var burstStart: UInt64 = 0
    @exclusivity(unchecked) var burstBase = 0
    /// The layout constraints of the additions handed to the worker and not yet settled, in
    /// order: the ring positions `queuedBase...` of ``additionQueue``. Each is in
    /// ``installedStorage`` already, as if its addition had succeeded.
    @exclusivity(unchecked) var queuedConstraints: [LayoutConstraint] = []
    @exclusivity(unchecked) var queuedBase = 0
    @exclusivity(unchecked) var additionQueue: AdditionQueue?
    /// ``additionQueue``, lent without a retain (it holds the queue from its making to the
    /// engine's end): every queued addition reads it, and a retain and a release each time
    /// cost as much as the push.
    @exclusivity(unchecked) private var additionQueueLink: Unmanaged<AdditionQueue>?
    /// Set while ``settleAdditions()`` runs: additions made meanwhile (recovering from a
    /// refusal) go in at once.
    @exclusivity(unchecked) var settling = false
    /// The diagnostics recording that was current when the queued additions were made (`nil`:
    /// none, standard error): their refusals are reported there, as they would have been at
    /// once. ``LayoutDiagnostics/recordings`` tells when it may have changed.
    @exclusivity(unchecked) var queuedCollector: LayoutDiagnostics.Collector?
    @exclusivity(unchecked) var queuedRecordings = 0
    /// The views the engine places (``View/engineUses`` above zero; each knows its index,
    /// ``View/placedSlot``): after a solve, only their frames are compared with the solution.
    /// Not retained (that would keep the root, which holds the engine, alive): a placed view is
    /// in the tree, held by its superview, and leaves the list when it leaves the tree (its
    /// constraints go then), or the list goes with the root.
    @exclusivity(unchecked) var placedViews: [Unmanaged<View>] = []
    /// How many calls of ``changingConstantsTogether(_:)`` are running.
    @exclusivity(unchecked) var constantBatchDepth = 0
    /// Constants the solver refused inside ``changingConstantsTogether(_:)``: it kept their old
    /// values, and they are tried again once every constant of the change has moved.
    @exclusivity(unchecked) var refusedConstants: [LayoutConstraint] = []
    /// Set while the root is being freed: the engine goes with it, so a constraint leaving
    /// it (with a subview that outlives the root) leaves the engine's lists but not the
    /// solver, whose rows would be rewritten for nothing (removing a constraint can pivot).
    @exclusivity(unchecked) var retiring = false
    /// Set when the root was resized (most frames then move): the next layout pass compares
    /// the engine subviews of every view, rather than the solve marking the candidates.
    @exclusivity(unchecked) var compareAllFrames = false

    init(root: View) {
        self.root = root
        let size = root.storedFrame.size
        rootWidth = LayoutConstraint(
            kind: .rootSize, item: root, attribute: .width, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: size.width, identifier: "root")
        rootHeight = LayoutConstraint(
            kind: .rootSize, item: root, attribute: .height, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: size.height, identifier: "root")
        for constraint in [rootWidth, rootHeight] {
            constraint.active = true
            constraint.engine = self
            constraint.ancestor = root
            addToSolver(constraint)
        }
    }

    deinit {
        // Queued additions are dropped: the worker never touches the solver again.
        if let additionQueue {
            additionQueue.detach()
            SolverWorker.shared.unregister(additionQueue)
        }
        for constraint in queuedConstraints { constraint.isQueued = false }
        queuedConstraints.removeAll()
        // The tree is going away: its constraints forget the solver and the views they were
        // evaluated in (``LayoutConstraint/ancestor`` is not retained).
        for constraint in installedStorage {
            constraint.solverConstraint = nil
            constraint.installedSlot = -1
            // Not off the views' lists: some may be freed already (a view that outlives the
            // root drops the stale entry when it next reads the list).
            constraint.baselineViews = nil
            forget(constraint)
        }
        // Only those still this engine's: a waiting or broken constraint may have moved to
        // another tree's engine since.
        for constraint in pendingStorage + brokenStorage where constraint.engine === self {
            forget(constraint)
        }
        forget(rootWidth)
        forget(rootHeight)
    }

    /// Clears what the constraint holds of this engine without retaining.
    private func forget(_ constraint: LayoutConstraint) {
        constraint.engine = nil
        constraint.ancestor = nil
    }

    /// The constraint leaves this engine: it no longer waits here, nor needs clearing at
    /// `deinit`.
    func release(_ constraint: LayoutConstraint) {
        settleFirst()
        forget(constraint)
        if !brokenConstraints.isEmpty, let index = brokenConstraints.firstIndex(where: { $0 === constraint }) {
            brokenConstraints.remove(at: index)
        }
        if !pendingConstraints.isEmpty, let index = pendingConstraints.firstIndex(where: { $0 === constraint }) {
            pendingConstraints.remove(at: index)
        }
    }

    // MARK: Installing

    /// Puts an activated user constraint into the solver, evaluated in `ancestor`'s space.
    /// A constraint that conflicts with the required ones stays active but broken (out of the
    /// solver), with an ``LayoutDiagnostic/Kind/unsatisfiable`` diagnostic.
    func install(_ constraint: LayoutConstraint, in ancestor: View) {
        constraint.engine = self
        constraint.ancestor = ancestor
        addToSolver(constraint)
    }

    /// Takes a constraint out of the solver (it keeps its owner and `isActive`).
    func uninstall(_ constraint: LayoutConstraint) {
        settleFirst()
        removeFromSolver(constraint)
        release(constraint)
    }

    /// Adds an installed constraint to the solver.
    ///
    /// UIKit makes the constraints of autoresizing masks only when it lays out, so a batch of
    /// constraints activated before a layout pass never conflicts with the masks of views
    /// whose `translatesAutoresizingMaskIntoConstraints` is turned off before that pass (as
    /// Masonry does view by view in `makeConstraints`, and as code that activates first and
    /// turns the mask off after does). Here masks are constraints at once; so a user
    /// constraint that conflicts with autoresizing constraints is not reported yet: it waits,
    /// out of the solver, and the next solve adds it again, reporting a conflict that still
    /// holds then (a view that still translates its mask), with the same diagnostic. A
    /// conflict with user constraints only is reported at once.
    func addToSolver(_ constraint: LayoutConstraint, deferringMaskConflicts: Bool = true) {
        guard constraint.solverConstraintStorage == nil, let ancestor = constraint.ancestorLink else { return }
        ancestor._withUnsafeGuaranteedRef { addToSolver(constraint, in: $0, deferringMaskConflicts: deferringMaskConflicts) }
        if !viewsAwaitingContentSize.isEmpty { installAwaitedContentSizes() }
    }

    /// Installs the content-size constraints of the views listed by ``retainPath(of:in:)``,
    /// in the order they entered, skipping those that left the engine or got theirs in the
    /// meantime (the getters may add and remove constraints and views, and so call this
    /// again from inside: each view is done once).
    private func installAwaitedContentSizes() {
        var index = 0
        while index < viewsAwaitingContentSize.count {
            let view = viewsAwaitingContentSize[index]
            index += 1
            let slot = view.placedSlot
            guard slot >= 0, slot < placedViews.count, placedViews[slot].toOpaque() == Unmanaged.passUnretained(view).toOpaque(),
                  view.installedIntrinsicSize == nil, view.contentSizeConstraints.isEmpty
            else { continue }
            installContentSize(of: view)
        }
        // One by one: `removeAll(keepingCapacity:)` takes a generic path that cost about 160
        // instructions for the one or two views usually listed.
        while !viewsAwaitingContentSize.isEmpty { viewsAwaitingContentSize.removeLast() }
    }

    private func addToSolver(_ constraint: LayoutConstraint, in ancestor: View, deferringMaskConflicts: Bool) {
        // The baseline redirects are resolved first: overrides run, and may have taken the
        // constraint out (or put it in again from inside).
        if constraint.kind == .user, constraint.readsBaseline, !recordBaselineViews(of: constraint, in: ancestor) { return }
        var terms: [Term] = []
        terms.reserveCapacity(4)
        // Before the path is retained: building the expression may run overrides
        // (`alignmentRectInsets`, `firstBaselineOffsetFromTop`, a text measurer) that remove
        // a view or deactivate the constraint. The engine is unchanged until they have run;
        // a constraint they took out (or installed again from inside) is not added here.
        let base = expression(of: constraint, in: ancestor, terms: &terms)
        guard awaitsAddition(constraint, in: ancestor) else { return }
        retainPath(of: constraint, in: ancestor)
        constraint.baseConstant = base
        if constraint.readsEnvironment { noteEnvironmentReads(of: constraint) }
        let relation: Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let reduced = Cassowary.Constraint.isReduced(terms)
        let expression = LinearExpression(consume terms, base - Double(constraint.storedConstant))
        let strength = constraint.storedPriority.strength
        // The expression and the solver constraint are handed on (`consume`), not copied: a
        // retain and a release each otherwise, on every constraint.
        let solverConstraint: Cassowary.Constraint
        if reduced {
            solverConstraint = Cassowary.Constraint(reduced: consume expression, relation, strength: strength)
        } else {
            solverConstraint = Cassowary.Constraint(consume expression, relation, strength: strength)
        }
        // A user constraint, or a content-size one (a label entering the engine) while a
        // burst is queued: content-size constraints are optional inequalities, refused only
        // for a value that is not finite, which they never read.
        if (constraint.kind == .user && deferringMaskConflicts || constraint.kind == .contentSize && !queuedConstraints.isEmpty) && !settling {
            if constraint.kind == .user { userAdditionsSinceSolve &+= 1 }
            if !queuedConstraints.isEmpty || startsBurst() {
                // In the solver's order, as if it had gone in: the worker adds it, and
                // `settleAdditions()` takes that back should the solver refuse it.
                let lent = Unmanaged.passUnretained(solverConstraint)
                constraint.solverConstraintStorage = consume solverConstraint
                constraint.installedSlot = installedStorage.count
                installedStorage.append(constraint)
                changed()
                enqueue(constraint, lent)
                return
            }
        }
        settleFirst()
        do {
            // Lent without a retain: the local holds it until it moves into the constraint.
            try Unmanaged.passUnretained(solverConstraint)._withUnsafeGuaranteedRef { try solverStorage.addConstraint($0) }
            constraint.solverConstraint = consume solverConstraint
            constraint.installedSlot = installedStorage.count
            installedStorage.append(constraint)
            changed()
        } catch {
            recover(from: error, adding: constraint, in: ancestor, deferringMaskConflicts: deferringMaskConflicts)
        }
    }

    /// Whether `constraint` is still to be added here, in `ancestor`'s space, after overrides
    /// ran while it was being added: not deactivated or moved to another engine or space, nor
    /// added, broken or left waiting by an installation from inside them.
    ///
    /// Asked of every addition, so compared by address, without a retain.
    @inline(__always)
    func awaitsAddition(_ constraint: LayoutConstraint, in ancestor: View) -> Bool {
        guard constraint.active, constraint.solverConstraintStorage == nil,
              constraint.ancestorLink?.toOpaque() == Unmanaged.passUnretained(ancestor).toOpaque(),
              constraint.engineLink?.toOpaque() == Unmanaged.passUnretained(self).toOpaque()
        else { return false }
        if brokenStorage.isEmpty && pendingStorage.isEmpty { return true }
        return !brokenStorage.contains(where: { $0 === constraint }) && !pendingStorage.contains(where: { $0 === constraint })
    }

    /// What follows the solver's refusal to add `constraint` (the engine's state as before
    /// the addition): the root's size breaks what blocks it, a conflict with autoresizing
    /// constraints waits for the next solve, any other is reported and the constraint broken.
    private func recover(from error: any Error, adding constraint: LayoutConstraint, in ancestor: View, deferringMaskConflicts: Bool) {
        // The report's constraints are found first (the conflicting set may include
        // autoresizing constraints that releasing the path removes), and its text made last:
        // descriptions are user code, which may deactivate the constraint or move its views,
        // and the path retained along the tree as it was must be released before.
        if constraint.kind == .rootSize, let blocking = constraintBlockingRootSize(error) {
            // The root's size is its frame, a fact: the most recent constraint it
            // conflicts with breaks instead, and the size goes in (each round breaks one).
            let prepared = prepareReport(error, breaking: blocking, alsoNaming: constraint)
            removeFromSolver(blocking)
            noteBroken(blocking)
            emit(prepared)
            addToSolver(constraint, deferringMaskConflicts: false)
            return
        }
        if deferringMaskConflicts, constraint.kind == .user, conflictCanWait(error, constraint) {
            pendingConstraints.append(constraint)
            needsSolve = true
            root.needsLayoutFlag = true
            releasePath(of: constraint, in: ancestor)
        } else {
            if case SolverError.invalidValue? = error as? SolverError { constraint.outForInvalidValue = true }
            let prepared = prepareReport(error, breaking: constraint)
            noteBroken(constraint)
            releasePath(of: constraint, in: ancestor)
            emit(prepared)
        }
    }

    /// Whether the user constraint being added starts a queue for the worker: the burst is
    /// longer than the burst length, no other engine has a burst on the worker
    /// (``SolverWorker/isBusy``), the worker was not short of processor time lately
    /// (``SolverWorker/isAvoided``), and bursts lately went faster on the worker than at once
    /// (`BurstScheduler`, asked once a burst). A burst length set apart from the default, as
    /// tests and `AUTOLAYOUT_BURST_LENGTH` do, queues regardless.
    private func startsBurst() -> Bool {
        let length = burstLengthOverride ?? Self.burstLength.load(ordering: .relaxed)
        guard userAdditionsSinceSolve > length else { return false }
        if length != Self.defaultBurstLength || burstLengthOverride != nil { return true }
        let worker = SolverWorker.shared
        // A burst sent to the worker starts a queue again after something settled it, unless
        // the worker is taken or starved since.
        if let burstPlace { return burstPlace == .worker && !worker.isBusy && !worker.isAvoided }
        guard !worker.isBusy && !worker.isAvoided else { return false }
        let now = DispatchTime.now().uptimeNanoseconds
        let place = worker.chooseBurstPlace(at: now)
        burstPlace = place
        burstBase = userAdditionsSinceSolve - 1
        burstStart = now
        return place == .worker
    }

    /// The burst going on ended at a solve: its time goes to the scheduler.
    private func finishBurst(_ place: BurstPlace) {
        burstPlace = nil
        let elapsed = DispatchTime.now().uptimeNanoseconds &- burstStart
        SolverWorker.shared.noteBurst(place, nanoseconds: elapsed, activations: userAdditionsSinceSolve - burstBase)
    }

    /// Hands a user constraint's addition to the worker (it is in ``installedStorage``, and
    /// holds `lent`, its solver constraint as made).
    private func enqueue(_ constraint: LayoutConstraint, _ lent: Unmanaged<Cassowary.Constraint>) {
        // Settling may remake the installed constraints' solver constraints, this one's too:
        // after it, the constraint's own is read again.
        var solverConstraint = lent
        let link: Unmanaged<AdditionQueue>
        if let additionQueueLink {
            link = additionQueueLink
        } else {
            let made = AdditionQueue(solver: solverStorage)
            additionQueue = made
            link = .passUnretained(made)
            additionQueueLink = link
        }
        let recordings = LayoutDiagnostics.recordings.load(ordering: .relaxed)
        if !queuedConstraints.isEmpty && recordings != queuedRecordings && LayoutDiagnostics.collector !== queuedCollector {
            // A recording began or ended since the queue began: what is queued is reported
            // where it was made, and this addition starts a new queue.
            settleAdditions()
            // Recovering from a refusal may have taken this one out of the solver's way.
            guard let current = constraint.solverConstraintStorage else { return }
            solverConstraint = Unmanaged.passUnretained(current)
        }
        if !queuedConstraints.isEmpty, !link._withUnsafeGuaranteedRef({ $0.push(solverConstraint) }) {
            // Full: wait for the worker, or, should it stall (busy with other engines, or
            // asleep), add the lot here and start again.
            if !link._withUnsafeGuaranteedRef({ $0.waitForRoom(SolverWorker.shared) }) || !link._withUnsafeGuaranteedRef({ $0.push(solverConstraint) }) {
                settleAdditions()
                guard let current = constraint.solverConstraintStorage else { return }
                solverConstraint = Unmanaged.passUnretained(current)
            }
        }
        if queuedConstraints.isEmpty {
            queuedRecordings = recordings
            queuedCollector = LayoutDiagnostics.collector
            // Other trees' queues of this recording first: their refusals were made before
            // this tree's next ones, and come in that order.
            queuedCollector?.settleEngines()
            queuedCollector?.note(self)
            link._withUnsafeGuaranteedRef { SolverWorker.shared.register($0) }
            // An empty ring has room.
            _ = link._withUnsafeGuaranteedRef { $0.push(solverConstraint) }
        }
        // Retained here until settled: it holds the solver constraint the ring refers to.
        constraint.isQueued = true
        queuedConstraints.append(constraint)
        SolverWorker.shared.nudge()
    }

    /// Waits for the additions handed to the worker (or makes the rest itself) and recovers
    /// from each refusal, in order, as ``addToSolver(_:deferringMaskConflicts:)`` does at
    /// once: the constraint comes out of ``installedStorage`` (later ones move down a slot, as
    /// if it had never gone in), and is reported into the recording it was made in.
    func settleAdditions() {
        guard !settling, !queuedConstraints.isEmpty, let queue = additionQueue else { return }
        settling = true
        defer { settling = false }
        // A small solver (up to a couple of thousand constraints, a few hundred kilobytes) is
        // as quick to add to from this core as from the worker's: the rest is added here at
        // once rather than waited for (a stack of 100 rows with the other core busy: 0.77 ms
        // waiting, 0.26 ms taking over; the same, within the noise, on an idle machine). A
        // large one stays in the worker's cache: waited for.
        if installedStorage.count >= Self.smallSolver { queue.waitForWorker(SolverWorker.shared) }
        queue.beginSettling()
        let waiting = queuedConstraints
        queuedConstraints.removeAll(keepingCapacity: true)
        // A short burst stopped by something that needed its outcome: the next ones of this
        // layout go in at once (handing over and taking back costs more than it saves).
        if waiting.count < Self.defaultBurstLength {
            userAdditionsSinceSolve = 0
            burstPlace = nil
        }
        let base = queuedBase
        queuedBase += waiting.count
        let collector = queuedCollector
        queuedCollector = nil
        // Where the worker stopped: every addition before it went in.
        var index = queue.doneCount - base
        // By index: a slice's iterator retains and releases every element.
        for position in 0..<index { waiting[position].isQueued = false }
        let failure = queue.takeFailure()
        if failure != nil || index < waiting.count {
            LayoutDiagnostics.$collector.withValue(collector) {
                if let failure {
                    waiting[index].isQueued = false
                    withdraw(waiting[index], refusedWith: failure)
                    index += 1
                }
                // The rest, here (the worker is kept out), each refusal recovered from before
                // the next addition, as one by one. Recovering may take a later one out before
                // it went in (`removeFromSolver`): it is skipped.
                while index < waiting.count {
                    let constraint = waiting[index]
                    if constraint.isQueued {
                        constraint.isQueued = false
                        do {
                            try solverStorage.addConstraint(queue.constraint(at: base + index))
                        } catch {
                            withdraw(constraint, refusedWith: error)
                        }
                    }
                    index += 1
                }
            }
        }
        queue.endSettling()
        SolverWorker.shared.unregister(queue)
    }

    /// A queued addition the solver refused: out of ``installedStorage`` (the later ones move
    /// down a slot, as if it had never gone in), then recovered from as at once.
    private func withdraw(_ constraint: LayoutConstraint, refusedWith error: any Error) {
        constraint.solverConstraintStorage = nil
        let slot = constraint.installedSlot
        if slot >= 0, slot < installedStorage.count, installedStorage[slot] === constraint {
            installedStorage.remove(at: slot)
            for later in slot..<installedStorage.count { installedStorage[later].installedSlot = later }
        }
        constraint.installedSlot = -1
        if tearingDown {
            // The root is being freed: nothing to recover, only the report that was due (a
            // conflict that would have waited for the next solve never gets one).
            if !conflictCanWait(error, constraint) {
                // Noted before the report runs descriptions (user code, which may
                // deactivate it).
                let prepared = prepareReport(error, breaking: constraint)
                noteBroken(constraint)
                emit(prepared)
            }
            return
        }
        if let ancestor = constraint.ancestor {
            recover(from: error, adding: constraint, in: ancestor, deferringMaskConflicts: true)
        }
    }

    /// Settles queued additions before an operation other than adding a user constraint:
    /// every step of it then sees the engine as one-by-one additions would have left it.
    @inline(__always)
    func settleFirst() {
        if !queuedConstraints.isEmpty { settleAdditions() }
    }

    /// Set when the root's `deinit` begins (the root can no longer be reached).
    @exclusivity(unchecked) private(set) var tearingDown = false

    /// The root is being freed: queued additions are settled while the views are still there
    /// to name.
    func settleBeforeTeardown() {
        tearingDown = true
        settleAdditions()
    }

    /// Lists a constraint the engine broke (out of the solver, still active), once.
    func noteBroken(_ constraint: LayoutConstraint) {
        if !brokenConstraints.contains(where: { $0 === constraint }) { brokenConstraints.append(constraint) }
    }

    /// The constraint's constant was built from margins or safe-area insets read now, between
    /// two environment passes: the next pass checks it again against the values it settles on
    /// (it compares them with its own previous ones only, which the constraint may not have
    /// seen).
    func noteEnvironmentReads(of constraint: LayoutConstraint) {
        let origins = constraint.offsetOrigins?.views ?? (nil, nil)
        for view in [constraint.firstView, constraint.secondView, constraint.firstGuide?.owningView, constraint.secondGuide?.owningView,
                     origins.0, origins.1] {
            guard let view, !view.environmentReadsPending else { continue }
            view.environmentReadsPending = true
            view.markEnvironmentChanged(sizeChanged: false)
        }
    }

    /// The constraint to break so that the root's size can go in: the most recently installed
    /// user constraint of the failed addition's conflicting set; without one, a content-size
    /// constraint (a required hugging or compression resistance), then an autoresizing one.
    /// The root's size is never the one to give way.
    func constraintBlockingRootSize(_ error: Error) -> LayoutConstraint? {
        guard case let SolverError.unsatisfiableConstraint(_, conflicting)? = error as? SolverError else { return nil }
        let lookup = self.lookup
        let candidates = conflicting.compactMap { lookup[ObjectIdentifier($0)] }
        for kind in [LayoutConstraint.Kind.user, .contentSize, .autoresizing] {
            if let latest = candidates.filter({ $0.kind == kind }).max(by: { $0.installedSlot < $1.installedSlot }) {
                return latest
            }
        }
        return nil
    }

    /// Whether a failed addition's conflicting set holds autoresizing constraints or the
    /// root's size.
    ///
    /// The root's size counts because a view is often constrained before it joins its tree
    /// (`width == 50` on a fresh view, then `addSubview`): until then it is a root of its
    /// own whose zero frame UIKit would never impose. The conflict is reported only if it
    /// still holds when that root is laid out.
    func conflictCanWait(_ error: Error, _ constraint: LayoutConstraint) -> Bool {
        guard case let SolverError.unsatisfiableConstraint(_, conflicting)? = error as? SolverError else { return false }
        let lookup = self.lookup
        var deferrable = false
        for solverConstraint in conflicting {
            guard let other = lookup[ObjectIdentifier(solverConstraint)] else { continue }
            switch other.kind {
            case .rootSize:
                deferrable = true
            case .autoresizing:
                deferrable = true
            case .user, .contentSize:
                continue
            }
        }
        return deferrable
    }

    /// Adds the waiting constraints again (at the start of a solve), reporting those that
    /// still conflict.
    func addPendingConstraints() {
        settleFirst()
        let waiting = pendingConstraints
        pendingConstraints = []
        for constraint in waiting where constraint.active && constraint.engine === self && constraint.solverConstraint == nil {
            addToSolver(constraint, deferringMaskConflicts: false)
        }
    }

    func removeFromSolver(_ constraint: LayoutConstraint) {
        settleFirst()
        guard let solverConstraint = constraint.solverConstraint else {
            // Taken out while it was being added (by an override run then): its baseline
            // redirects may be recorded already, its path not yet retained.
            if constraint.baselineViews != nil { forgetBaselineViews(of: constraint) }
            return
        }
        constraint.solverConstraint = nil
        // Queued and not yet added: taken out while its queue is being settled (recovering
        // from an earlier refusal), it never goes in.
        let neverAdded = constraint.isQueued
        constraint.isQueued = false
        let slot = constraint.installedSlot
        if slot >= 0, slot < installed.count, installed[slot] === constraint {
            let last = installed.count - 1
            if slot != last {
                let moved = installed[last]
                installed[slot] = moved
                moved.installedSlot = slot
            }
            installed.removeLast()
        }
        constraint.installedSlot = -1
        if !retiring && !neverAdded {
            do {
                try solver.removeConstraint(solverConstraint)
            } catch {
                LayoutDiagnostics.emit(.solverFailure, "removing \(constraint) failed: \(error)", [constraint])
            }
        }
        if let ancestor = constraint.ancestor { releasePath(of: constraint, in: ancestor) }
        changed()
    }

    func changed() {
        needsSolve = true
        if !exercisedVariables.isEmpty { releaseExercisedVariables() }
        // The layout pass then calls layoutSubviews() on the views whose engine-placed subviews
        // got new frames (the root too when its own did), not on every root.
    }

    // MARK: Uses of views

    /// Calls `body` for every view whose variables the constraint's expression uses.
    @inline(__always)
    func forEachPathView(of constraint: LayoutConstraint, in ancestor: View, _ body: (View) -> Void) {
        switch constraint.kind {
        case .rootSize, .contentSize:
            return
        case .autoresizing:
            if constraint.secondItem != nil { body(ancestor) }
        case .user:
            if constraint.offsetOrigins != nil {
                // The starts are found out of line; `body` stays here (handed to another
                // function, it would be made a closure with its captures retained).
                let starts = offsetPathStarts(of: constraint)
                for index in 0..<4 {
                    let start: Unmanaged<View>?
                    switch index {
                    case 0: start = starts.0
                    case 1: start = starts.1
                    case 2: start = starts.2
                    default: start = starts.3
                    }
                    if let start { forEachPathView(of: start, in: ancestor, body) }
                }
                return
            }
            // Views as items (the usual case) through their links, without retains. A
            // redirected baseline walks from the view it reads, which passes the item.
            if var first = constraint.firstViewLink {
                var second = constraint.secondViewLink
                if constraint.readsBaseline, let baselineViews = constraint.baselineViews {
                    first = baselineViews.first ?? first
                    second = baselineViews.second ?? second
                }
                forEachPathView(of: first, in: ancestor, body)
                if let second {
                    forEachPathView(of: second, in: ancestor, body)
                    return
                }
                if constraint.secondAttribute == .notAnAttribute { return }
            }
            let (first, second) = constraint.itemViews
            if constraint.firstViewLink == nil, let first { forEachPathView(of: Unmanaged.passUnretained(first), in: ancestor, body) }
            if let second {
                forEachPathView(of: constraint.baselineViews?.second ?? Unmanaged.passUnretained(second), in: ancestor, body)
            }
        }
    }

    /// Where the paths of a constraint whose sides are measured between anchors start: each
    /// of its up to four views (or the views their baselines are read from).
    @inline(never)
    func offsetPathStarts(of constraint: LayoutConstraint)
        -> (Unmanaged<View>?, Unmanaged<View>?, Unmanaged<View>?, Unmanaged<View>?)
    {
        guard let origins = constraint.offsetOrigins else { return (nil, nil, nil, nil) }
        let (first, second) = constraint.itemViews
        let (firstOrigin, secondOrigin) = origins.views
        let record = constraint.baselineViews
        let read = [
            record?.first ?? first.map(Unmanaged.passUnretained),
            constraint.secondAttribute == .notAnAttribute ? nil : record?.second ?? second.map(Unmanaged.passUnretained),
            origins.firstAttribute == .notAnAttribute ? nil : record?.firstOrigin ?? firstOrigin.map(Unmanaged.passUnretained),
            origins.secondAttribute == .notAnAttribute || constraint.secondAttribute == .notAnAttribute
                ? nil : record?.secondOrigin ?? secondOrigin.map(Unmanaged.passUnretained),
        ]
        return (read[0], read[1], read[2], read[3])
    }

    @inline(__always)
    func forEachPathView(of view: Unmanaged<View>, in ancestor: View, _ body: (View) -> Void) {
        // Through unretained links (the tree holds every view on the path).
        let stop = Unmanaged.passUnretained(ancestor).toOpaque()
        var link = view
        while true {
            link._withUnsafeGuaranteedRef(body)
            if link.toOpaque() == stop { return }
            guard let next = link._withUnsafeGuaranteedRef({ $0.superviewReference }), next.toOpaque() != stop else { return }
            link = next
        }
    }

    func retainPath(of constraint: LayoutConstraint, in ancestor: View) {
        forEachPathView(of: constraint, in: ancestor) { view in
            view.engineUses += 1
            if view.engineUses == 1 {
                view.needsLayoutFlag = true
                view.placedSlot = placedViews.count
                view.unretainedLayoutVariables._withUnsafeGuaranteedRef { $0.setContext(view.placedSlot) }
                view.superviewReference?._withUnsafeGuaranteedRef { $0.noteChangedEngineSubview(view) }
                placedViews.append(Unmanaged.passUnretained(view))
                if view.superviewReference != nil, view.translatesAutoresizingMaskIntoConstraints, view.autoresizingConstraints.isEmpty {
                    installAutoresizing(of: view)
                }
                viewsAwaitingContentSize.append(view)
            }
        }
    }

    func releasePath(of constraint: LayoutConstraint, in ancestor: View) {
        forEachPathView(of: constraint, in: ancestor) { view in
            view.engineUses -= 1
            if view.engineUses <= 0 {
                view.engineUses = 0
                let slot = view.placedSlot
                if slot >= 0, slot < placedViews.count, placedViews[slot].toOpaque() == Unmanaged.passUnretained(view).toOpaque() {
                    let last = placedViews.count - 1
                    if slot != last {
                        let moved = placedViews[last]
                        placedViews[slot] = moved
                        moved._withUnsafeGuaranteedRef {
                            $0.placedSlot = slot
                            $0.unretainedLayoutVariables._withUnsafeGuaranteedRef { $0.setContext(slot) }
                        }
                    }
                    placedViews.removeLast()
                }
                view.placedSlot = -1
                view.unretainedLayoutVariables._withUnsafeGuaranteedRef { $0.setContext(-1) }
                if !view.autoresizingConstraints.isEmpty { uninstallAutoresizing(of: view) }
                if !view.contentSizeConstraints.isEmpty || view.installedIntrinsicSize != nil { uninstallContentSize(of: view) }
            }
        }
        if constraint.baselineViews != nil { forgetBaselineViews(of: constraint) }
    }

    // MARK: Autoresizing constraints

    /// The four constraints that reproduce `view`'s autoresizing from its current frame and
    /// its superview's current size (a superview that does not autoresize its subviews
    /// holds the frame as it is, whatever the mask).
    static func makeAutoresizingConstraints(of view: View, in superview: View) -> [LayoutConstraint] {
        // The raw origin and size, as the solver's variables hold them (CGRect's minX and
        // width standardize a negative size: the constraints would turn such a frame over).
        let origin = view.storedFrame.origin, length = view.storedFrame.size
        let size = superview.storedFrame.size
        let mask = superview.autoresizesSubviews ? view.autoresizingMask : []
        let (h, v) = mask.factors(origin: origin, size: length, container: size)
        let identifier = "h=" + AutoresizingMask.notation(
            mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            + " v=" + AutoresizingMask.notation(
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        func make(_ attribute: LayoutAttribute, _ value: Double, _ factor: Double, _ dimension: LayoutAttribute, _ container: Double)
            -> LayoutConstraint
        {
            if factor == 0 {
                return LayoutConstraint(
                    kind: .autoresizing, item: view, attribute: attribute, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: value, identifier: identifier)
            }
            return LayoutConstraint(
                kind: .autoresizing, item: view, attribute: attribute, toItem: superview, attribute: dimension,
                multiplier: factor, constant: value - factor * container, identifier: identifier)
        }
        return [
            make(.left, origin.x, h.origin, .width, size.width),
            make(.width, length.width, h.length, .width, size.width),
            make(.top, origin.y, v.origin, .height, size.height),
            make(.height, length.height, v.length, .height, size.height),
        ]
    }

    func installAutoresizing(of view: View) {
        settleFirst()
        guard let superview = view.superview, view.autoresizingConstraints.isEmpty else { return }
        let constraints = LayoutEngine.makeAutoresizingConstraints(of: view, in: superview)
        view.autoresizingConstraints = constraints
        installEngineMade(constraints, in: superview)
    }

    func uninstallAutoresizing(of view: View) {
        settleFirst()
        let constraints = view.autoresizingConstraints
        view.autoresizingConstraints = []
        uninstallEngineMade(constraints)
    }

    /// Puts constraints the engine made for a view (its autoresizing mask, its content size)
    /// into the solver, evaluated in `ancestor`'s space.
    func installEngineMade(_ constraints: [LayoutConstraint], in ancestor: View) {
        for constraint in constraints {
            constraint.active = true
            constraint.engine = self
            constraint.ancestor = ancestor
            addToSolver(constraint)
        }
    }

    /// Takes constraints the engine made out of the solver and out of the engine.
    func uninstallEngineMade(_ constraints: [LayoutConstraint]) {
        settleFirst()
        for constraint in constraints {
            removeFromSolver(constraint)
            constraint.active = false
            release(constraint)
        }
    }

    /// After the frame of an autoresizing view in the engine was set: its constraints take
    /// the new frame, in place where only their constants change.
    func refreshAutoresizing(of view: View) {
        settleFirst()
        guard let superview = view.superview else { return }
        let old = view.autoresizingConstraints
        let new = LayoutEngine.makeAutoresizingConstraints(of: view, in: superview)
        let sameShape = old.count == new.count && zip(old, new).allSatisfy {
            $0.multiplier == $1.multiplier && ($0.secondItem == nil) == ($1.secondItem == nil) && $0.solverConstraint != nil
        }
        if sameShape {
            changingConstantsTogether {
                for (current, replacement) in zip(old, new) where current.storedConstant != replacement.storedConstant {
                    current.storedConstant = replacement.storedConstant
                    constantDidChange(current)
                }
            }
        } else {
            uninstallAutoresizing(of: view)
            installAutoresizing(of: view)
        }
    }

    // MARK: Changes

    /// The root's frame changed size: its size constraints take the new size in place.
    func rootSizeDidChange() {
        settleFirst()
        compareAllFrames = true
        let size = root.storedFrame.size
        changingConstantsTogether {
            if rootWidth.storedConstant != size.width {
                rootWidth.storedConstant = size.width
                constantDidChange(rootWidth)
            }
            if rootHeight.storedConstant != size.height {
                rootHeight.storedConstant = size.height
                constantDidChange(rootHeight)
            }
        }
    }

    /// The constant of an active constraint changed: update the solver in place.
    func constantDidChange(_ constraint: LayoutConstraint) {
        settleFirst()
        guard let solverConstraint = constraint.solverConstraint else {
            if constraint.outForInvalidValue { addAgainIfValuesAreFinite(constraint) }
            return
        }
        updateSolverConstant(of: constraint, solverConstraint)
    }

    /// Puts back a constraint left out for a value that was not finite (a NaN root size,
    /// margin or inset), once every value it reads is finite again.
    func addAgainIfValuesAreFinite(_ constraint: LayoutConstraint) {
        settleFirst()
        guard constraint.engine === self, constraint.active, constraint.solverConstraint == nil,
              let ancestor = constraint.ancestor
        else { return }
        var terms: [Term] = []
        let base = expression(of: constraint, in: ancestor, terms: &terms)
        guard (base - Double(constraint.storedConstant)).isFinite, terms.allSatisfy({ $0.coefficient.isFinite }) else { return }
        constraint.outForInvalidValue = false
        if let index = brokenConstraints.firstIndex(where: { $0 === constraint }) { brokenConstraints.remove(at: index) }
        addToSolver(constraint, deferringMaskConflicts: false)
    }

    /// Gives the solver the constraint's current constant (`baseConstant - constant`), in place.
    ///
    /// If the solver refuses, it kept the old one: the constraint comes out, and goes in again
    /// with the new one when the refusal was a conflict (the addition then names the
    /// conflicting set, the solver's explanation of a failed addition, and the layout goes on
    /// without it); a value the solver cannot take (not finite) leaves it broken, reported.
    private func updateSolverConstant(of constraint: LayoutConstraint, _ solverConstraint: Cassowary.Constraint) {
        do {
            try solver.updateConstant(of: solverConstraint, to: constraint.baseConstant - Double(constraint.storedConstant))
            changed()
        } catch {
            if constantBatchDepth > 0, case SolverError.unsatisfiableConstraint = error {
                if !refusedConstants.contains(where: { $0 === constraint }) { refusedConstants.append(constraint) }
                return
            }
            removeFromSolver(constraint)
            if case SolverError.unsatisfiableConstraint = error {
                addToSolver(constraint)
            } else {
                constraint.outForInvalidValue = true
                // Noted before the report runs descriptions (user code, which may
                // deactivate it).
                noteBroken(constraint)
                report(error, breaking: constraint)
            }
        }
    }

    /// Runs `body`, which moves several constants that hold together: a root's width and
    /// height, the four autoresizing constants of a frame, every constant a bounds origin, a
    /// margin or a safe area moves. The solver takes them one at a time, so one can conflict
    /// with another that has not moved yet (`v.width == root.width` grows before
    /// `v.width <= root.height` does); such a refusal waits until all have moved, and only a
    /// conflict that still holds then breaks a constraint and is reported.
    func changingConstantsTogether(_ body: () -> Void) {
        settleFirst()
        constantBatchDepth += 1
        body()
        constantBatchDepth -= 1
        if constantBatchDepth == 0 && !refusedConstants.isEmpty { settleRefusedConstants() }
    }

    /// Gives the solver the constants it refused during a change, once the change is whole.
    private func settleRefusedConstants() {
        var waiting = refusedConstants
        refusedConstants = []
        // Each round takes what now fits; one refusal may have waited on another.
        var progress = true
        while progress && !waiting.isEmpty {
            progress = false
            var stillRefused: [LayoutConstraint] = []
            for constraint in waiting {
                guard constraint.engine === self, let solverConstraint = constraint.solverConstraint else { continue }
                do {
                    try solver.updateConstant(of: solverConstraint, to: constraint.baseConstant - Double(constraint.storedConstant))
                    changed()
                    progress = true
                } catch SolverError.unsatisfiableConstraint {
                    stillRefused.append(constraint)
                } catch {
                    updateSolverConstant(of: constraint, solverConstraint)
                }
            }
            waiting = stillRefused
        }
        // Those left hold each other back (two equalities that move together): all come out,
        // then go in again with their new constants, and a real conflict is reported as for
        // any addition.
        for constraint in waiting { removeFromSolver(constraint) }
        for constraint in waiting where constraint.engine === self && constraint.active { addToSolver(constraint) }
    }

    /// The priority of an active constraint changed between two optional levels. The solver's
    /// strengths are fixed per constraint, so this one constraint is replaced.
    func priorityDidChange(_ constraint: LayoutConstraint) {
        settleFirst()
        guard constraint.solverConstraint != nil else { return }
        removeFromSolver(constraint)
        addToSolver(constraint)
    }

    /// The constants of the given installed constraints may have changed (a bounds origin or
    /// margins moved): recompute them and update the solver in place.
    ///
    /// Margins and safe areas read here, between two environment passes, are noted for the
    /// next pass (see ``noteEnvironmentReads(of:)``), except by that pass itself.
    func refreshConstants(of constraints: [LayoutConstraint], notingReads: Bool = true) {
        settleFirst()
        changingConstantsTogether { refreshConstantsOneByOne(of: constraints, notingReads: notingReads) }
    }

    private func refreshConstantsOneByOne(of constraints: [LayoutConstraint], notingReads: Bool) {
        let me = Unmanaged.passUnretained(self).toOpaque()
        for constraint in constraints {
            // The callers' lists are made before overrides run (the environment pass's hooks,
            // baseline redirects, the getters an expression reads): a constraint whose views
            // moved to another tree since is that engine's to refresh. Its solver constraint
            // is unknown to this solver, and the failed update took it out of the other's.
            guard constraint.engineLink?.toOpaque() == me else { continue }
            guard let solverConstraint = constraint.solverConstraint, let ancestor = constraint.ancestor else {
                if constraint.outForInvalidValue { addAgainIfValuesAreFinite(constraint) }
                continue
            }
            var terms: [Term] = []
            let base = expression(of: constraint, in: ancestor, terms: &terms)
            // The same for overrides the expression ran: the constraint may have been taken
            // out, moved, or put in again with another solver constraint.
            guard constraint.solverConstraintStorage === solverConstraint, constraint.engineLink?.toOpaque() == me else { continue }
            if notingReads && constraint.readsEnvironment { noteEnvironmentReads(of: constraint) }
            if base != constraint.baseConstant {
                constraint.baseConstant = base
                updateSolverConstant(of: constraint, solverConstraint)
            }
        }
    }

    /// A view's bounds origin changed (a scroll): the constraints that may see it are
    /// refreshed. Only a constraint evaluated in the view's space or above it reads the
    /// origin: the view's own edges when it is the ancestor, or the path of an item below it
    /// up to an ancestor above it. One evaluated inside a subview never crosses the view, so
    /// scrolling a long list looks at each of its constraints once and rebuilds none of them.
    ///
    /// - Complexity: O(v + c) for the v views below the view and the c constraints naming
    ///   them, plus the rebuilding of the few that may see the origin.
    func boundsOriginDidChange(of view: View) {
        settleFirst()
        let depth = view.depth
        var affected: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        func consider(_ constraint: LayoutConstraint) {
            guard constraint.active else { return }
            // Not in a solver (left out for a value that was not finite): looked at again.
            if let ancestor = constraint.ancestorLink, ancestor._withUnsafeGuaranteedRef({ $0.depth }) > depth { return }
            if seen.insert(ObjectIdentifier(constraint)).inserted { affected.append(constraint) }
        }
        var stack = [view]
        while let member = stack.popLast() {
            for constraint in member.references { consider(constraint) }
            for constraint in member.baselineDependents { consider(constraint) }
            stack.append(contentsOf: member.subviews)
        }
        refreshConstants(of: affected)
    }

    // MARK: Solving

    /// Reads the solution into the variables if anything changed. Returns whether it did.
    func solveIfNeeded() -> Bool {
        settleFirst()
        if let burstPlace { finishBurst(burstPlace) }
        userAdditionsSinceSolve = 0
        if !pendingConstraints.isEmpty { addPendingConstraints() }
        if solver.hasSeenOversizedValues { rebuildSolverIfValuesAreBackInRange() }
        guard needsSolve else { return false }
        needsSolve = false
        if compareAllFrames {
            solver.updateVariables()
        } else {
            writeSolution()
        }
        if !contentScrollViews.isEmpty { captureContentSizes() }
        return true
    }

    /// Each scroll view of the tree whose content area a constraint read takes the content
    /// size just solved (``ScrollView/contentSize`` is the size of the last layout pass). Those
    /// that left the tree are forgotten, and register again with the engine they go to.
    func captureContentSizes() {
        contentScrollViews.removeAll { entry in
            guard let view = entry.view else { return true }
            guard view.engineStorageOfTree === self else {
                view.registeredEngine = nil
                return true
            }
            return false
        }
        for entry in contentScrollViews { entry.view?.captureSolvedContentSize() }
    }

    /// Makes the solver afresh from the installed constraints once every constant is back
    /// within ``Solver/precisionLimit``, after larger ones (a layout feedback loop that
    /// diverged, frames of 1e24) left their rounding in its tableau: the incremental solution
    /// could then miss a required constraint by a point where a fresh solver is exact. The
    /// constraints go in again in the order they hold in ``installed``; one that no longer
    /// fits (it held only through that rounding) is broken and reported, as any conflict.
    func rebuildSolverIfValuesAreBackInRange() {
        settleFirst()
        for constraint in installed {
            guard let solverConstraint = constraint.solverConstraint else { continue }
            if Swift.abs(solverConstraint.expression.constant) > Solver.precisionLimit { return }
        }
        solver.reset()
        exercisedVariables.removeAll()
        var kept: [LayoutConstraint] = []
        var refused: [LayoutConstraint] = []
        var reports: [PreparedReport] = []
        kept.reserveCapacity(installed.count)
        for constraint in installed {
            guard let solverConstraint = constraint.solverConstraint else { continue }
            do {
                try solver.addConstraint(solverConstraint)
                constraint.installedSlot = kept.count
                kept.append(constraint)
            } catch {
                constraint.solverConstraint = nil
                constraint.installedSlot = -1
                reports.append(prepareReport(error, breaking: constraint))
                noteBroken(constraint)
                refused.append(constraint)
            }
        }
        installed = kept
        // Only now, with the engine whole again: releasing a path may take autoresizing
        // constraints out of the solver.
        for constraint in refused {
            if let ancestor = constraint.ancestor { releasePath(of: constraint, in: ancestor) }
        }
        // And the reports last: their descriptions are user code, which may change
        // constraints, and must find `installed` whole.
        for report in reports { emit(report) }
        // Every variable is written again; the layout pass compares every frame.
        needsSolve = true
        compareAllFrames = true
    }

    /// Writes the solver's solution into the variables and marks, as layout candidates, the
    /// superviews of placed views whose solved frames now differ from their frames: the only
    /// views the layout pass needs to compare (see ``View/layoutPass(compareAll:)``). Only
    /// the views of the variables the solver wrote can differ (a frame variable's context is
    /// its view's slot in `placedViews`); a frame set by hand on a placed view marks its
    /// superview itself, and so does a view placed anew. Every read of the solution goes
    /// through here (but after a resize, when the layout pass compares every view anyway),
    /// so that no write escapes the marking.
    func writeSolution() {
        // A view's four variables usually come one after the other: its frame is compared
        // once (the solver writes every value before it reports the first).
        var lastSlot = -1
        solver.updateVariables { variable in
            let slot = variable.context
            guard slot >= 0, slot < placedViews.count, slot != lastSlot else { return }
            lastSlot = slot
            placedViews[slot]._withUnsafeGuaranteedRef { view in
                if view.solvedFrameDiffers {
                    view.superviewReference?._withUnsafeGuaranteedRef { $0.noteChangedEngineSubview(view) }
                }
            }
        }
    }

    // MARK: Diagnostics

    /// `constraints` in the order of their items in the tree: by the first item's place in a
    /// depth-first walk from the root (a layout guide after its owning view), then the first
    /// attribute, the second item and attribute, the relation, multiplier, constant and
    /// priority. The solver's explanation lists them as its rows hold them, which depends on
    /// how the rows came about (whether an addition was queued for the worker, for one); this
    /// order depends on the constraints alone.
    static func inTreeOrder(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        guard constraints.count > 1 else { return constraints }
        /// The indices from the root down to `item` (each view's among its superview's
        /// subviews; a guide's among its owner's guides, after the owner's subviews).
        func place(_ item: (any LayoutItem)?) -> [Int] {
            guard let item else { return [] }
            var path: [Int] = []
            var view: View
            if let guide = item as? LayoutGuide {
                guard let owner = guide.owningView else { return [Int.max] }
                let guides = owner.layoutGuides
                path.append(owner.subviews.count + (guides.firstIndex { $0 === guide } ?? guides.count))
                view = owner
            } else if let itemView = item as? View {
                view = itemView
            } else {
                return [Int.max]
            }
            while let superview = view.superview {
                path.append(superview.subviews.firstIndex { $0 === view } ?? superview.subviews.count)
                view = superview
            }
            return path.reversed()
        }
        func before(_ a: [Int], _ b: [Int]) -> Bool? {
            for (x, y) in zip(a, b) where x != y { return x < y }
            return a.count == b.count ? nil : a.count < b.count
        }
        let keyed = constraints.map { (constraint: $0, first: place($0.firstItem), second: place($0.secondItem)) }
        return keyed.enumerated().sorted { lhs, rhs in
            let a = lhs.element, b = rhs.element
            if let order = before(a.first, b.first) { return order }
            if a.constraint.firstAttribute != b.constraint.firstAttribute {
                return a.constraint.firstAttribute.rawValue < b.constraint.firstAttribute.rawValue
            }
            if let order = before(a.second, b.second) { return order }
            let x = a.constraint, y = b.constraint
            if x.secondAttribute != y.secondAttribute { return x.secondAttribute.rawValue < y.secondAttribute.rawValue }
            if x.relation != y.relation { return x.relation.rawValue < y.relation.rawValue }
            if x.multiplier != y.multiplier { return x.multiplier < y.multiplier }
            if x.constant != y.constant { return x.constant < y.constant }
            if x.priority != y.priority { return x.priority < y.priority }
            return lhs.offset < rhs.offset
        }.map(\.element.constraint)
    }

    func report(_ error: Error, breaking constraint: LayoutConstraint, alsoNaming added: LayoutConstraint? = nil) {
        emit(prepareReport(error, breaking: constraint, alsoNaming: added))
    }

    /// A report whose constraints are found (the conflicting set, through the solver's
    /// lookup, which changes as the engine recovers) and whose text is not made yet: making
    /// it reads the constraints' descriptions, which a subclass may override with code that
    /// changes constraints and views.
    struct PreparedReport {
        let error: any Error
        let constraint: LayoutConstraint
        let named: [LayoutConstraint]
    }

    /// The first half of ``report(_:breaking:alsoNaming:)``: runs no user code.
    func prepareReport(_ error: Error, breaking constraint: LayoutConstraint, alsoNaming added: LayoutConstraint? = nil)
        -> PreparedReport
    {
        guard case let .unsatisfiableConstraint(_, conflicting)? = error as? SolverError else {
            return PreparedReport(error: error, constraint: constraint, named: [])
        }
        var named: [LayoutConstraint] = []
        let lookup = self.lookup
        for solverConstraint in conflicting {
            if let layoutConstraint = lookup[ObjectIdentifier(solverConstraint)], layoutConstraint !== constraint {
                named.append(layoutConstraint)
            }
        }
        named = Self.inTreeOrder(named)
        if let added { named.append(added) }
        named.append(constraint)
        return PreparedReport(error: error, constraint: constraint, named: named)
    }

    /// The second half: the text, and the diagnostic raised. The engine must be consistent
    /// by then (descriptions are user code).
    func emit(_ report: PreparedReport) {
        let constraint = report.constraint
        if let error = report.error as? SolverError {
            switch error {
            case .unsatisfiableConstraint:
                let list = report.named.map { "    \($0)" }.joined(separator: "\n")
                LayoutDiagnostics.emit(
                    .unsatisfiable,
                    "Unable to simultaneously satisfy constraints.\n\(list)\nWill attempt to recover by breaking constraint\n    \(constraint)",
                    report.named)
                return
            case .invalidValue:
                // The solver's own text names its internal row; the user's constraint and
                // what it reads say more.
                LayoutDiagnostics.emit(
                    .invalidValue,
                    "\(constraint) refused: a value it reads (a frame, margin, safe-area inset, alignmentRectInsets or baseline) is not a finite number",
                    [constraint])
                return
            default:
                break
            }
        }
        LayoutDiagnostics.emit(.solverFailure, "\(constraint) could not be installed: \(report.error)", [constraint])
    }
}
