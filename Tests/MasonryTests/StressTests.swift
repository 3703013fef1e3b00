// A seeded, deterministic randomized stress test of the engine and the DSL: long random
// sequences of operations on view trees (hierarchy edits, constraints made, changed and
// dropped, environment changes, layout and queries), checking after every layout pass that
// frames are finite and the required constraints in the solver hold, and at the end that
// everything is freed. Meant to be run under AddressSanitizer as well:
//
//     swift build --build-tests --scratch-path .build-asan --sanitize=address
//     swift test --skip-build --scratch-path .build-asan --sanitize=address --filter Stress
//
// Environment knobs (for longer hunts): STRESS_SEEDS (default 20), STRESS_FIRST_SEED (0),
// STRESS_OPS (default 300), STRESS_TRACE=1 (print every operation to standard error before
// running it, so that the last line before a crash names the operation), STRESS_CHECK_VALUES=0
// (see `StressConfig.checksValues`), STRESS_DEBUG=1 (print the engine's state of a constraint
// the value check finds not holding, and the values a fresh solver gives it),
// STRESS_SOLVERCHECK=1 (after every operation, print each required equality of every engine
// that its solver's own solution does not satisfy: the first step it prints is where the
// incremental solver went wrong).

import Foundation
import Testing
@_spi(LayoutInternals) @testable import AutoLayout
@testable import Masonry
@testable import Cassowary

// MARK: - Random numbers

/// SplitMix64: small, fast, and the same sequence on every platform.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed &* 0x2545_F491_4F6C_DD1D &+ 0x1234_5678 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
    mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }
    mutating func chance(_ p: Double) -> Bool { unit() < p }
    mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }
    /// A value in -range ... range on a half-point grid.
    mutating func coordinate(_ range: Int) -> CGFloat { CGFloat(int(4 * range + 1) - 2 * range) / 2 }
}

// MARK: - Configuration

enum StressConfig {
    static func env(_ name: String) -> Int? { ProcessInfo.processInfo.environment[name].flatMap { Int($0) } }
    static var seeds: [UInt64] {
        let first = env("STRESS_FIRST_SEED") ?? 0
        return (0..<(env("STRESS_SEEDS") ?? 20)).map { UInt64(first + $0) }
    }
    static var operations: Int { env("STRESS_OPS") ?? 300 }
    static var extendedSeeds: [UInt64] {
        let first = env("STRESS_FIRST_SEED") ?? 0
        return (0..<(env("STRESS_SEEDS") ?? 10)).map { UInt64(first + $0) }
    }
    static var trace: Bool { (env("STRESS_TRACE") ?? 0) >= 1 }
    /// Every required constraint in the solver is also evaluated against the frames,
    /// independently of the engine (STRESS_CHECK_VALUES=0 turns that off), except in a tree
    /// whose solver still holds values past `Solver.precisionLimit`: a random margin and
    /// safe-area feedback (constants read from frames that the same constraints set, with
    /// multipliers of 4) can diverge (`layoutDidNotConverge`) to frames of 1e16 to 1e39,
    /// where sums are exact only to a point or more. Once the constants are back in range the
    /// engine rebuilds its solver and the check applies again: that fixed seeds 6492 and 9334
    /// (a required equality missed by 2 points in a tableau that had held 6e16). Seeds
    /// 0 ..< 10 000 at 300 operations, 20 000 ..< 20 400 and 30 000 ..< 32 000 at 1 200 pass.
    static var checksValues: Bool { (env("STRESS_CHECK_VALUES") ?? 1) >= 1 }
    /// Live views at most (STRESS_MAX_VIEWS; 70 unless told: the seeds above were found and
    /// reduced with that cap, so changing the default would change their sequences).
    static var maxViews: Int { env("STRESS_MAX_VIEWS") ?? 70 }
    /// Trees at the start (STRESS_ROOTS; 2 unless told, for the same reason).
    static var roots: Int { max(1, env("STRESS_ROOTS") ?? 2) }
}

// MARK: - Weak boxes

final class WeakBox<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}

/// A user constraint the harness made (held weakly), and whether a diagnostic said it was
/// broken (then it is excused from the "required constraints hold" check).
final class ConstraintRecord {
    weak var constraint: LayoutConstraint?
    var excused = false
    let label: String
    init(_ constraint: LayoutConstraint, label: String) {
        self.constraint = constraint
        self.label = label
    }
}

/// A view that answers an intrinsic size (so that content hugging and compression
/// resistance constraints take part).
final class StressIntrinsicView: View {
    var size = CGSize(width: 40, height: 20)
    override var intrinsicContentSize: CGSize { size }
}

/// Restates its width in `traitCollectionDidChange(_:)`, as size-class-adaptive code does.
final class StressTraitView: View {
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let compact = traitCollection.horizontalSizeClass == .compact
        mas.updateConstraints { make in make.width.equalTo(compact ? 30 : 60).priority(.defaultHigh) }
    }
}

/// Restates its height in `updateConstraints()`, Masonry's recommended pattern
/// (`side` changes, then `setNeedsUpdateConstraints()`).
final class StressUpdatingView: View {
    var side: CGFloat = 20
    override func updateConstraints() {
        mas.updateConstraints { make in make.height.equalTo(side).priority(.defaultHigh) }
        super.updateConstraints()
    }
}

/// Sizes its first subview from its own width in `layoutSubviews()` (settles in two passes).
final class StressAdaptiveView: View {
    override func layoutSubviews() {
        super.layoutSubviews()
        guard let first = subviews.first else { return }
        let half = (bounds.width / 2).rounded(.down)
        guard half.isFinite, abs(half) < 1e6 else { return }
        first.mas.updateConstraints { make in make.width.equalTo(half).priority(.defaultHigh) }
    }
}

/// Keeps a layout guide of its own, placed by size class: its constraints are remade in
/// `traitCollectionDidChange(_:)` and its height restated in `updateConstraints()`, so that
/// guides are constrained from the overrides as views are.
final class StressGuideView: View {
    let guide = LayoutGuide()
    var guideHeight: CGFloat = 10
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if guide.owningView !== self { addLayoutGuide(guide) }
        let regular = traitCollection.horizontalSizeClass == .regular
        guide.mas.remakeConstraints { make in
            make.left.equalTo(self).offset(regular ? 20 : 4)
            make.top.equalTo(self.mas.topMargin)
            make.width.equalTo(self).multipliedBy(regular ? 0.5 : 0.25).priority(.defaultHigh)
        }
        if let first = subviews.first {
            first.mas.remakeConstraints { make in
                make.left.equalTo(guide.mas.right).priority(.defaultHigh)
                make.top.equalTo(guide.mas.bottom).priorityMedium()
            }
        }
    }
    override func updateConstraints() {
        if guide.owningView === self {
            guide.mas.updateConstraints { make in make.height.equalTo(guideHeight).priority(.defaultHigh) }
        }
        super.updateConstraints()
    }
}

// MARK: - The harness

final class StressHarness {
    let seed: UInt64
    var rng: SplitMix64
    var step = 0
    var trace: [String] = []
    var violations: [String] = []
    var diagnosticCounts: [String: Int] = [:]
    /// How many times the value checks ran (optimality of a tree's solution; a required
    /// constraint's sides compared), so that a test can tell they were not all skipped.
    var optimalityChecks = 0, requiredValueChecks = 0

    // Strong references: the roots, a few detached views, a few constraints, DSL handles and
    // guides that outlive their views. Everything else is held by the trees.
    var roots: [View] = []
    var loose: [View] = []
    var keptConstraints: [LayoutConstraint] = []
    var keptHandles: [Masonry.Constraint] = []
    var keptGuides: [LayoutGuide] = []

    // Weak references to everything made, for picking and for the final lifetime check.
    var views: [WeakBox<View>] = []
    var guides: [WeakBox<LayoutGuide>] = []
    var records: [ConstraintRecord] = []
    var handles: [WeakBox<Masonry.Constraint>] = []
    var engines: [WeakBox<LayoutEngine>] = []
    var nameCounter = 0
    /// Set when the engine's bookkeeping is broken (a dangling pointer the next solve would
    /// dereference): the run stops there, reported, rather than crash the test process.
    var aborted = false

    /// Adds the operations on arrays of views, content priorities and batch removal (off
    /// for `randomOperations`, so that its seeds keep the sequences they were reduced from).
    let extended: Bool
    /// Adds views that keep a layout guide placed from their overrides (`StressGuideView`).
    let guideViews: Bool
    /// Live views at most, and trees at the start.
    let maxViews: Int
    let rootCount: Int

    init(seed: UInt64, extended: Bool = false, guideViews: Bool = false,
         maxViews: Int = StressConfig.maxViews, rootCount: Int = StressConfig.roots) {
        self.seed = seed
        self.extended = extended
        self.guideViews = guideViews
        self.maxViews = maxViews
        self.rootCount = rootCount
        rng = SplitMix64(seed: seed)
    }

    // MARK: Bookkeeping

    func log(_ line: String) {
        trace.append("\(step): \(line)")
        if trace.count > 60 { trace.removeFirst(trace.count - 60) }
        if StressConfig.trace { FileHandle.standardError.write(Data("[stress \(seed)] \(step): \(line)\n".utf8)) }
    }

    func violation(_ text: String) {
        violations.append("seed \(seed) step \(step): \(text)\n  last operations:\n    " + trace.suffix(25).joined(separator: "\n    "))
        if StressConfig.env("STRESS_STOP") == 1 { fatalError("stopping at the first violation: \(violations[0])") }
    }

    func newName(_ prefix: String) -> String {
        nameCounter += 1
        return "\(prefix)\(nameCounter)"
    }

    func makeView() -> View {
        let view: View
        if guideViews, rng.chance(0.1) {
            let guideView = StressGuideView()
            guideView.guideHeight = CGFloat(rng.int(40))
            guideView.guide.identifier = newName("G")
            guides.append(WeakBox(guideView.guide))
            view = guideView
            view.name = newName("a")
            views.append(WeakBox(view))
            return view
        }
        if extended, rng.chance(0.2) {
            view = rng.pick([{ StressTraitView() }, { StressUpdatingView() }, { StressAdaptiveView() }] as [() -> View])()
            view.name = newName("a")
            views.append(WeakBox(view))
            return view
        }
        switch rng.int(10) {
        case 0:
            let label = Label(frame: .zero)
            label.text = rng.pick(["hi", "hello world", "a b c d e f g h", ""])
            label.numberOfLines = rng.pick([0, 1, 2])
            view = label
        case 1: view = StressIntrinsicView(frame: .zero)
        default: view = View(frame: CGRect(x: rng.coordinate(50), y: rng.coordinate(50), width: CGFloat(rng.int(100)), height: CGFloat(rng.int(100))))
        }
        view.name = newName(view is Label ? "L" : "v")
        views.append(WeakBox(view))
        return view
    }

    func makeRoot() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: CGFloat(200 + rng.int(400)), height: CGFloat(200 + rng.int(600))))
        root.name = newName("R")
        views.append(WeakBox(root))
        return root
    }

    func register(_ constraint: LayoutConstraint) {
        if records.contains(where: { $0.constraint === constraint }) { return }
        records.append(ConstraintRecord(constraint, label: constraint.description))
    }

    func register(handles made: [Masonry.Constraint]) {
        for handle in made {
            handles.append(WeakBox(handle))
            for constraint in handle.layoutConstraints { register(constraint) }
            if keptHandles.count < 8, rng.chance(0.15) { keptHandles.append(handle) }
        }
    }

    func noteEngine(of view: View) {
        if let engine = view.rootView.engineStorage, !engines.contains(where: { $0.value === engine }) {
            engines.append(WeakBox(engine))
        }
    }

    var aliveViews: [View] {
        views.removeAll { $0.value == nil }
        return views.compactMap(\.value)
    }

    func randomView() -> View? {
        let alive = aliveViews
        return alive.isEmpty ? nil : rng.pick(alive)
    }

    /// A view of `view`'s tree, most of the time (so that constraints are valid), else any.
    func randomPartner(of view: View) -> View? {
        if rng.chance(0.8) {
            let tree = View.subtree(of: view.rootView)
            return rng.pick(tree)
        }
        return randomView()
    }

    func randomItem(near view: View) -> (any LayoutItem)? {
        guard let partner = randomPartner(of: view) else { return nil }
        switch rng.int(10) {
        case 0: return partner.layoutMarginsGuide
        case 1: return partner.safeAreaLayoutGuide
        case 2:
            if let guide = partner.layoutGuides.first { return guide }
            return partner
        default: return partner
        }
    }

    static let horizontalAbsolute: [LayoutAttribute] = [.left, .right, .centerX, .leftMargin, .rightMargin, .centerXWithinMargins]
    static let horizontalDirectional: [LayoutAttribute] = [.leading, .trailing, .centerX, .leadingMargin, .trailingMargin]
    static let vertical: [LayoutAttribute] = [.top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins]
    static let dimensions: [LayoutAttribute] = [.width, .height]

    /// A pair of attributes: compatible most of the time, anything otherwise.
    func randomAttributes() -> (LayoutAttribute, LayoutAttribute) {
        if rng.chance(0.06) {
            let all = LayoutAttribute.allCases
            return (rng.pick(all), rng.pick(all))
        }
        let family: [LayoutAttribute]
        switch rng.int(4) {
        case 0: family = StressHarness.horizontalAbsolute
        case 1: family = StressHarness.horizontalDirectional
        case 2: family = StressHarness.vertical
        default: family = StressHarness.dimensions
        }
        return (rng.pick(family), rng.pick(family))
    }

    func randomPriority() -> LayoutPriority {
        rng.chance(0.55) ? .required : rng.pick([1, 50, 250, 251, 500, 750, 999] as [LayoutPriority])
    }

    func randomMultiplier() -> CGFloat {
        switch rng.int(20) {
        case 0: return 0
        case 1: return .nan
        case 2: return -1
        case 3, 4: return 0.5
        case 5, 6: return 2
        default: return 1
        }
    }

    func randomConstant() -> CGFloat {
        switch rng.int(40) {
        case 0: return .nan
        case 1: return .infinity
        default: return rng.coordinate(100)
        }
    }

    // MARK: Running an operation

    /// Runs `body` with its diagnostics recorded; broken constraints are excused from then
    /// on. Returns whether the layout said it did not converge.
    @discardableResult
    func run(_ body: () -> Void) -> [LayoutDiagnostic] {
        let diagnostics = LayoutDiagnostics.record(body)
        for diagnostic in diagnostics {
            diagnosticCounts["\(diagnostic.kind)", default: 0] += 1
            switch diagnostic.kind {
            case .unsatisfiable:
                // (Registered here if the harness has not yet: the DSL's constraints are
                // registered after the statement that made them.)
                if let broken = diagnostic.constraints.last, broken.kind == .user {
                    register(broken)
                    for record in records where record.constraint === broken { record.excused = true }
                }
            case .solverFailure:
                violation("solver failure: \(diagnostic.message)")
            default:
                break
            }
        }
        return diagnostics
    }

    func randomActiveRecord() -> LayoutConstraint? {
        records.removeAll { $0.constraint == nil }
        let active = records.compactMap { $0.constraint }.filter(\.isActive)
        return active.isEmpty ? nil : rng.pick(active)
    }

    func randomRecord() -> LayoutConstraint? {
        records.removeAll { $0.constraint == nil }
        let all = records.compactMap(\.constraint)
        return all.isEmpty ? nil : rng.pick(all)
    }

    func describe(_ item: (any LayoutItem)?) -> String { item?.layoutDescription ?? "nil" }

    // MARK: Operations

    func operation() {
        step += 1
        var weights: [(Int, () -> Void)] = [
            (8, opCreateView), (6, opMoveView), (5, opRemoveView), (2, opDropTree), (7, opAnchorConstraint),
            (7, opDSLMake), (3, opDSLUpdateRemake), (5, opChangeConstant), (4, opChangePriority),
            (4, opToggleActive), (3, opSetFrame), (2, opResizeRoot), (3, opAutoresizing), (2, opDirection),
            (3, opMarginsAndSafeArea), (3, opGuides), (10, opLayout), (3, opQueries), (3, opTouchKept), (1, opBounds),
            (1, opIntrinsic),
        ]
        let extra: [(Int, () -> Void)] = [
            (3, opArrayDSL), (2, opContentPriorities), (2, opBatchRemoval), (2, opTraitsAndUpdates),
        ]
        if extended { weights += extra }
        if guideViews { weights.append((5, opCreateMany)) }
        let total = weights.reduce(0) { $0 + $1.0 }
        var pick = rng.int(total)
        for (weight, op) in weights {
            if pick < weight { op(); return }
            pick -= weight
        }
    }

    func opCreateView() {
        guard aliveViews.count < maxViews else { return opRemoveView() }
        let view = makeView()
        if loose.count < 4, rng.chance(0.15) {
            log("create \(view.name!) (detached)")
            loose.append(view)
            return
        }
        guard let parent = randomView() else { return }
        let index = rng.int(parent.subviews.count + 2) - 1
        log("create \(view.name!) in \(parent.name!) at \(index)")
        run { parent.insertSubview(view, at: index) }
    }

    /// Several views at once, each under the last or a random one (deeper and larger trees).
    func opCreateMany() {
        let count = 3 + rng.int(10)
        for _ in 0..<count {
            guard aliveViews.count < maxViews, let parent = rng.chance(0.5) ? views.last?.value : randomView() else { return }
            let view = makeView()
            log("create \(view.name!) in \(parent.name!) (batch)")
            run { parent.addSubview(view) }
            if rng.chance(0.5), let other = randomPartner(of: view) {
                log("  make \(view.name!) against \(other.name!)")
                run {
                    let made = view.mas.makeConstraints { make in dslStatement(make, view: view, other: other) }
                    register(handles: made)
                }
            }
        }
    }

    func opMoveView() {
        guard let view = randomView() else { return }
        let parent: View
        if rng.chance(0.3), let root = roots.first(where: { $0 !== view.rootView }) {
            parent = rng.pick(View.subtree(of: root))  // into the other tree
        } else if let other = randomView() {
            parent = other
        } else { return }
        let index = rng.int(parent.subviews.count + 3) - 1
        log("move \(view.name!) (in \(view.superview?.name ?? "-")) to \(parent.name!) at \(index)")
        let wasLoose = loose.firstIndex { $0 === view }
        run {
            if rng.chance(0.5) { parent.insertSubview(view, at: index) } else { parent.addSubview(view) }
        }
        if let wasLoose, view.superview != nil { loose.remove(at: wasLoose) }
        if let index = roots.firstIndex(where: { $0 === view }), view.superview != nil {
            // A root moved under another view: its place as a root goes to a fresh one.
            roots[index] = makeRoot()
            log("  (root replaced by \(roots[index].name!))")
        }
    }

    func opRemoveView() {
        guard let view = randomView(), view.superview != nil else { return }
        let keep = loose.count < 4 && rng.chance(0.4)
        log("remove \(view.name!) from \(view.superview!.name!)\(keep ? " (kept)" : " (dropped)")")
        run { view.removeFromSuperview() }
        if keep { loose.append(view) }
    }

    func opDropTree() {
        if !loose.isEmpty, rng.chance(0.5) {
            let index = rng.int(loose.count)
            log("drop detached \(loose[index].name!)")
            run { loose.remove(at: index) }
            return
        }
        let index = rng.int(roots.count)
        let fresh = makeRoot()
        log("drop tree \(roots[index].name!), new root \(fresh.name!)")
        run { roots[index] = fresh }
    }

    func opAnchorConstraint() {
        guard let view = randomView() else { return }
        let first: any LayoutItem = rng.chance(0.85) ? view : (randomItem(near: view) ?? view)
        var (a, b) = randomAttributes()
        let relation = rng.pick([LayoutRelation.equal, .equal, .greaterThanOrEqual, .lessThanOrEqual])
        let priority = randomPriority()
        let constraint: LayoutConstraint
        if a.isDimension, rng.chance(0.3) {
            b = .notAnAttribute
            constraint = LayoutConstraint(
                item: first, attribute: a, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: abs(rng.coordinate(120)))
        } else if let second = randomItem(near: view) {
            if rng.chance(0.5) {
                constraint = LayoutConstraint(
                    item: first, attribute: a, relatedBy: relation, toItem: second, attribute: b,
                    multiplier: randomMultiplier(), constant: randomConstant())
            } else {
                // The anchor API, for the typed families.
                let c = randomConstant()
                switch a.axis {
                case .horizontal? where !a.isDimension && !b.isDimension && b.axis == .horizontal && !(a.isDirectional && b.isAbsoluteHorizontal) && !(b.isDirectional && a.isAbsoluteHorizontal):
                    let x1 = LayoutXAxisAnchor(item: first, attribute: a), x2 = LayoutXAxisAnchor(item: second, attribute: b)
                    constraint = relation == .equal ? x1.constraint(equalTo: x2, constant: c)
                        : relation == .greaterThanOrEqual ? x1.constraint(greaterThanOrEqualTo: x2, constant: c) : x1.constraint(lessThanOrEqualTo: x2, constant: c)
                case .vertical? where !a.isDimension && !b.isDimension && b.axis == .vertical:
                    let y1 = LayoutYAxisAnchor(item: first, attribute: a), y2 = LayoutYAxisAnchor(item: second, attribute: b)
                    constraint = relation == .equal ? y1.constraint(equalTo: y2, constant: c)
                        : relation == .greaterThanOrEqual ? y1.constraint(greaterThanOrEqualTo: y2, constant: c) : y1.constraint(lessThanOrEqualTo: y2, constant: c)
                default:
                    if a.isDimension && b.isDimension {
                        let d1 = LayoutDimension(item: first, attribute: a), d2 = LayoutDimension(item: second, attribute: b)
                        constraint = d1.constraint(equalTo: d2, multiplier: randomMultiplier(), constant: c)
                    } else {
                        constraint = LayoutConstraint(
                            item: first, attribute: a, relatedBy: relation, toItem: second, attribute: b, multiplier: 1, constant: c)
                    }
                }
            }
        } else { return }
        constraint.priority = priority
        register(constraint)
        let activate = rng.chance(0.85)
        log("constraint \(constraint)\(activate ? " activated" : "")")
        if activate { run { constraint.isActive = true } }
        if !constraint.isActive || keptConstraints.count < 12 && rng.chance(0.2) {
            if keptConstraints.count < 12 { keptConstraints.append(constraint) }
        }
        noteEngine(of: view)
    }

    /// One random DSL statement on `make` (for `view`, with `other` a view nearby).
    func dslStatement(_ make: ConstraintMaker, view: View, other: View) {
        let c = rng.coordinate(60)
        let p = randomPriority()
        let superview = view.superview
        switch rng.int(16) {
        case 0: make.left.equalTo(other.mas.right).offset(c).priority(p)
        case 1: make.width.equalTo(other).multipliedBy(rng.pick([0.5, 1, 2] as [CGFloat])).priority(p)
        case 2: make.edges.equalTo(other).insets(EdgeInsets(top: c, left: 2, bottom: 3, right: -c))
        case 3: make.size.equalTo(CGSize(width: abs(c), height: abs(c) + 5)).priority(p)
        case 4: make.top.equalToSuperview().offset(c)
        case 5: make.center.equalTo(other).priority(p)
        case 6: make.height.equalTo(abs(c)).priority(p)
        case 7: make.leading.trailing.equalTo(other.mas.safeAreaLayoutGuide).inset(abs(c))
        case 8: make.left.equalTo(other.mas.leading)  // leading against left: refused
        case 9: make.width.greaterThanOrEqualTo(other.mas.height).priority(p)
        case 10: make.top.equalTo(view.mas.safeAreaLayoutGuideTop).offset(c)  // the view's own guide
        case 11: make.left.right.equalTo(superview ?? other).offset(c)
        case 12: make.top.equalTo([other, superview ?? other] as [View]).offset(c)
        case 13: make.centerY.equalTo(other.mas.bottomMargin).dividedBy(rng.pick([1, 2] as [CGFloat]))
        case 14: make.leadingMargin.equalTo(other.mas.trailingMargin).offset(c).priority(p)
        default: make.width.equalTo(c)  // may be negative: unsatisfiable only with others
        }
    }

    func opDSLMake() {
        guard let view = randomView(), let other = randomPartner(of: view) else { return }
        let count = 1 + rng.int(3)
        log("mas.makeConstraints on \(view.name!) with \(other.name!) x\(count)")
        var made: [Masonry.Constraint] = []
        run {
            if rng.chance(0.15), let guide = view.layoutGuides.first {
                made = guide.mas.makeConstraints { make in
                    make.edges.equalTo(other).inset(rng.coordinate(20))
                }
            } else {
                made = view.mas.makeConstraints { make in
                    for _ in 0..<count { dslStatement(make, view: view, other: other) }
                }
            }
        }
        register(handles: made)
        noteEngine(of: view)
    }

    func opDSLUpdateRemake() {
        guard let view = randomView() else { return }
        let superview = view.superview
        let c = rng.coordinate(60)
        var made: [Masonry.Constraint] = []
        switch rng.int(4) {
        case 0:
            log("mas.updateConstraints on \(view.name!) (left/width \(c))")
            run {
                made = view.mas.updateConstraints { make in
                    if let superview { make.left.equalTo(superview).offset(c) }
                    make.width.equalTo(abs(c))
                }
            }
        case 1:
            log("mas.remakeConstraints on \(view.name!) (edges \(c))")
            run {
                made = view.mas.remakeConstraints { make in
                    if let superview { make.edges.equalTo(superview).inset(abs(c)) } else { make.size.equalTo(CGSize(width: 10, height: 10)) }
                }
            }
        case 2:
            log("mas.removeConstraints on \(view.name!)")
            run { view.mas.removeConstraints() }
        default:
            log("mas.updateConstraints on \(view.name!) (top \(c))")
            run {
                made = view.mas.updateConstraints { make in
                    make.top.equalToSuperview().offset(c).priority(rng.chance(0.5) ? .required : .defaultHigh)
                }
            }
        }
        register(handles: made)
        noteEngine(of: view)
    }

    /// Masonry's `NSArray` additions on two to four siblings: a shared make, update or remake,
    /// or a distribution with random spacings (which may well conflict).
    func opArrayDSL() {
        guard let parent = randomView(), parent.subviews.count >= 2 else { return }
        let count = min(parent.subviews.count, 2 + rng.int(3))
        let start = rng.int(parent.subviews.count - count + 1)
        let siblings = Array(parent.subviews[start ..< start + count])
        let names = siblings.map { $0.name ?? "?" }.joined(separator: ",")
        let c = rng.coordinate(40)
        var made: [Masonry.Constraint] = []
        switch rng.int(5) {
        case 0:
            log("[\(names)].mas.makeConstraints (top \(c), height \(abs(c)))")
            run {
                made = siblings.mas.makeConstraints { make in
                    make.top.equalTo(parent).offset(c)
                    make.height.equalTo(abs(c)).priority(randomPriority())
                }
            }
        case 1:
            log("[\(names)].mas.updateConstraints (top \(c))")
            run { made = siblings.mas.updateConstraints { make in make.top.equalTo(parent).offset(c) } }
        case 2:
            log("[\(names)].mas.remakeConstraints (centerY, size \(abs(c)))")
            run {
                made = siblings.mas.remakeConstraints { make in
                    make.centerY.equalTo(parent)
                    make.size.equalTo(abs(c))
                }
            }
        default:
            let axis: LayoutAxis = rng.chance(0.5) ? .horizontal : .vertical
            let lead = rng.coordinate(20), tail = rng.coordinate(20)
            if rng.chance(0.5) {
                log("[\(names)] distributed along \(axis), fixed spacing \(c), lead \(lead), tail \(tail)")
                run { made = siblings.mas.distributeViews(along: axis, fixedSpacing: c, leadSpacing: lead, tailSpacing: tail) }
            } else {
                log("[\(names)] distributed along \(axis), fixed length \(abs(c)), lead \(lead), tail \(tail)")
                run { made = siblings.mas.distributeViews(along: axis, fixedItemLength: abs(c), leadSpacing: lead, tailSpacing: tail) }
            }
        }
        register(handles: made)
        noteEngine(of: parent)
    }

    /// Size classes through `traitOverrides` (which `StressTraitView`s and `StressGuideView`s
    /// answer), or a new side for a `StressUpdatingView` (a new guide height for a
    /// `StressGuideView`) and `setNeedsUpdateConstraints()`.
    func opTraitsAndUpdates() {
        guard let view = randomView() else { return }
        if guideViews, rng.chance(0.3), let guideView = aliveViews.compactMap({ $0 as? StressGuideView }).first(where: { _ in rng.chance(0.5) }) {
            let height = CGFloat(rng.int(60))
            log("guide height of \(guideView.name!) to \(height), setNeedsUpdateConstraints")
            run {
                guideView.guideHeight = height
                guideView.setNeedsUpdateConstraints()
            }
            return
        }
        if rng.chance(0.5), let updating = aliveViews.compactMap({ $0 as? StressUpdatingView }).first(where: { _ in rng.chance(0.5) }) {
            let side = CGFloat(rng.int(80))
            log("side of \(updating.name!) to \(side), setNeedsUpdateConstraints")
            run {
                updating.side = side
                updating.setNeedsUpdateConstraints()
            }
            return
        }
        let classes: [UserInterfaceSizeClass] = [.unspecified, .compact, .regular]
        let overrides = TraitCollection(horizontalSizeClass: rng.pick(classes), verticalSizeClass: rng.pick(classes))
        log("traitOverrides of \(view.name!) to \(overrides)")
        run { view.traitOverrides = overrides }
    }

    /// A view's content hugging or compression resistance priority on one axis.
    func opContentPriorities() {
        let candidates = aliveViews.filter { $0 is Label || $0 is StressIntrinsicView }
        guard let view = candidates.isEmpty ? randomView() : rng.pick(candidates) else { return }
        let axis: LayoutAxis = rng.chance(0.5) ? .horizontal : .vertical
        let priority = randomPriority()
        if rng.chance(0.5) {
            log("hugging of \(view.name!) along \(axis) to \(priority)")
            run { view.setContentHuggingPriority(priority, for: axis) }
        } else {
            log("compression resistance of \(view.name!) along \(axis) to \(priority)")
            run { view.setContentCompressionResistancePriority(priority, for: axis) }
        }
    }

    /// Several constraints at once: `LayoutConstraint.deactivate` of a few recorded ones, or
    /// a view's `removeConstraints(constraints)`.
    func opBatchRemoval() {
        if rng.chance(0.5) {
            var picked: [LayoutConstraint] = []
            for _ in 0 ..< 1 + rng.int(4) { if let c = randomRecord() { picked.append(c) } }
            log("deactivate \(picked.count) at once")
            run { LayoutConstraint.deactivate(picked) }
        } else {
            guard let view = randomView() else { return }
            log("\(view.name!).removeConstraints(its \(view.constraints.count))")
            run { view.removeConstraints(view.constraints) }
        }
    }

    func opChangeConstant() {
        guard let constraint = rng.chance(0.8) ? randomActiveRecord() : randomRecord() else { return }
        let old = constraint.constant
        let value: CGFloat = rng.chance(0.1) ? rng.pick([.nan, .infinity, -.infinity]) : rng.coordinate(150)
        log("constant of \(constraint) to \(value)")
        let diagnostics = run { constraint.constant = value }
        if !value.isFinite {
            if constraint.constant != old && !(constraint.constant.isNaN && old.isNaN) { violation("non-finite constant \(value) accepted") }
            if !diagnostics.contains(where: { $0.kind == .invalidValue }) { violation("no diagnostic for constant \(value)") }
        } else if constraint.constant != value {
            violation("constant \(value) not taken (\(constraint.constant))")
        }
    }

    func opChangePriority() {
        guard let constraint = rng.chance(0.8) ? randomActiveRecord() : randomRecord() else { return }
        let old = constraint.priority
        let value: LayoutPriority
        switch rng.int(10) {
        case 0: value = LayoutPriority(.nan)
        case 1: value = LayoutPriority(0)
        case 2: value = LayoutPriority(1001)
        case 3, 4: value = .required
        default: value = rng.pick([1, 50, 250, 500, 749, 999] as [LayoutPriority])
        }
        log("priority of \(constraint) to \(value)")
        let diagnostics = run { constraint.priority = value }
        let invalid = !value.isValid
        let switching = constraint.isActive && old.isRequired != value.isRequired
        if invalid || switching {
            if constraint.priority != old { violation("priority \(value) accepted (was \(old))") }
            if diagnostics.isEmpty { violation("no diagnostic for priority \(value)") }
        } else if constraint.priority != value {
            violation("priority \(value) not taken")
        }
    }

    func opToggleActive() {
        switch rng.int(4) {
        case 0:
            guard let constraint = randomActiveRecord() else { return }
            log("deactivate \(constraint)")
            run { if rng.chance(0.5) { constraint.isActive = false } else { LayoutConstraint.deactivate([constraint]) } }
            if constraint.isActive { violation("deactivated constraint still active") }
        case 1:
            guard let constraint = randomRecord(), !constraint.isActive else { return }
            log("activate \(constraint)")
            run { LayoutConstraint.activate([constraint]) }
        case 2:
            // Through the owner: addConstraint on a random view (may not be an ancestor).
            guard let constraint = randomRecord(), !constraint.isActive, let view = randomView() else { return }
            log("\(view.name!).addConstraint(\(constraint))")
            run { view.addConstraint(constraint) }
        default:
            guard let view = randomView(), !view.constraints.isEmpty else { return }
            let constraint = rng.pick(view.constraints)
            log("\(view.name!).removeConstraint(\(constraint))")
            run { view.removeConstraint(constraint) }
        }
    }

    func opSetFrame() {
        guard let view = randomView() else { return }
        let frame = CGRect(x: rng.coordinate(100), y: rng.coordinate(100), width: CGFloat(rng.int(300)), height: CGFloat(rng.int(300)))
        log("frame of \(view.name!) to \(frame)")
        run {
            switch rng.int(3) {
            case 0: view.frame = frame
            case 1: view.center = CGPoint(x: frame.minX, y: frame.minY)
            default: view.bounds = CGRect(origin: view.bounds.origin, size: frame.size)
            }
        }
    }

    func opResizeRoot() {
        let root = rng.pick(roots)
        let size = CGSize(width: CGFloat(rng.int(900)), height: CGFloat(rng.int(1200)))
        log("resize root \(root.name!) to \(size)")
        run { root.frame = CGRect(origin: root.frame.origin, size: size) }
    }

    func opAutoresizing() {
        guard let view = randomView() else { return }
        if rng.chance(0.5) {
            let value = !view.translatesAutoresizingMaskIntoConstraints
            log("translatesAutoresizingMaskIntoConstraints of \(view.name!) to \(value)")
            run { view.translatesAutoresizingMaskIntoConstraints = value }
        } else {
            let mask = AutoresizingMask(rawValue: UInt(rng.int(64)))
            log("autoresizingMask of \(view.name!) to \(mask.rawValue)")
            run { view.autoresizingMask = mask }
        }
    }

    func opDirection() {
        guard let view = randomView() else { return }
        let value = rng.pick([SemanticContentAttribute.unspecified, .forceLeftToRight, .forceRightToLeft, .playback, .spatial])
        log("semanticContentAttribute of \(view.name!) to \(value)")
        run { view.semanticContentAttribute = value }
    }

    func opMarginsAndSafeArea() {
        guard let view = randomView() else { return }
        let insets = EdgeInsets(top: CGFloat(rng.int(30)), left: CGFloat(rng.int(30)), bottom: CGFloat(rng.int(30)), right: CGFloat(rng.int(30)))
        switch rng.int(5) {
        case 0:
            log("layoutMargins of \(view.name!) to \(insets)")
            run { view.layoutMargins = insets }
        case 1:
            log("directionalLayoutMargins of \(view.name!)")
            run { view.directionalLayoutMargins = DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right) }
        case 2:
            log("preservesSuperviewLayoutMargins of \(view.name!) toggled")
            run { view.preservesSuperviewLayoutMargins.toggle() }
        case 3:
            log("insetsLayoutMarginsFromSafeArea of \(view.name!) toggled")
            run { view.insetsLayoutMarginsFromSafeArea.toggle() }
        default:
            let target = rng.chance(0.6) ? view.rootView : view
            log("safeAreaInsets of \(target.name!) to \(insets)")
            run { target.safeAreaInsets = insets }
        }
    }

    func opGuides() {
        guard let view = randomView() else { return }
        switch rng.int(4) {
        case 0, 1:
            let guide = LayoutGuide()
            guide.identifier = newName("g")
            guides.append(WeakBox(guide))
            log("add guide \(guide.identifier) to \(view.name!), constrained")
            run {
                view.addLayoutGuide(guide)
                let made = guide.mas.makeConstraints { make in
                    make.left.top.equalTo(view).offset(rng.coordinate(20))
                    if rng.chance(0.7) { make.width.height.equalTo(view).multipliedBy(0.5).priority(randomPriority()) }
                }
                register(handles: made)
            }
            if keptGuides.count < 4, rng.chance(0.3) { keptGuides.append(guide) }
        case 2:
            guard let guide = view.layoutGuides.last else { return }
            log("remove guide \(guide.identifier) from \(view.name!)")
            run { view.removeLayoutGuide(guide) }
        default:
            // A kept guide into another view (perhaps another tree).
            guard !keptGuides.isEmpty else { return }
            let guide = rng.pick(keptGuides)
            log("move kept guide \(guide.identifier) to \(view.name!)")
            run {
                view.addLayoutGuide(guide)
                let constraint = guide.widthAnchor.constraint(equalTo: view.widthAnchor, constant: rng.coordinate(10))
                register(constraint)
                constraint.isActive = true
            }
        }
    }

    func opBounds() {
        guard let view = randomView() else { return }
        let origin = CGPoint(x: rng.coordinate(20), y: rng.coordinate(20))
        log("bounds origin of \(view.name!) to \(origin)")
        run { view.bounds = CGRect(origin: origin, size: view.bounds.size) }
    }

    func opIntrinsic() {
        guard let view = aliveViews.filter({ $0 is Label || $0 is StressIntrinsicView }).randomElement(using: &rng) else { return }
        log("intrinsic content of \(view.name!) changed")
        run {
            if let label = view as? Label {
                label.text = rng.pick(["x", "two words", "a much longer text that wraps over lines", ""])
            } else if let view = view as? StressIntrinsicView {
                view.size = CGSize(width: CGFloat(rng.int(80)), height: CGFloat(rng.int(40)))
                view.invalidateIntrinsicContentSize()
            }
            view.setContentHuggingPriority(rng.pick([1, 250, 750, 1000] as [LayoutPriority]), for: rng.chance(0.5) ? .horizontal : .vertical)
        }
    }

    func opLayout() {
        guard let view = randomView() else { return }
        log("layoutIfNeeded on \(view.name!) (root \(view.rootView.name!))")
        let diagnostics = run { view.layoutIfNeeded() }
        noteEngine(of: view)
        check(view.rootView, converged: !diagnostics.contains { $0.kind == .layoutDidNotConverge })
    }

    func opQueries() {
        guard let view = randomView() else { return }
        switch rng.int(4) {
        case 0:
            log("hasAmbiguousLayout of \(view.name!)")
            run { _ = view.hasAmbiguousLayout }
        case 1:
            log("exerciseAmbiguityInLayout of \(view.name!)")
            // (It lays out only when it moved something: lay the tree out before checking.)
            let diagnostics = run {
                view.exerciseAmbiguityInLayout()
                view.layoutIfNeeded()
            }
            check(view.rootView, converged: !diagnostics.contains { $0.kind == .layoutDidNotConverge })
        case 2:
            log("constraintsAffectingLayout of \(view.name!)")
            run {
                for axis in [LayoutAxis.horizontal, .vertical] {
                    for constraint in view.constraintsAffectingLayout(for: axis) { _ = constraint.description }
                }
            }
        default:
            let root = view.rootView
            log("systemLayoutSizeFitting of \(view.name!)")
            let converged = !run { root.layoutIfNeeded() }.contains { $0.kind == .layoutDidNotConverge }
            let before = View.subtree(of: root).map(\.frame)
            var size = CGSize.zero
            run {
                size = rng.chance(0.5) ? view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
                    : view.systemLayoutSizeFitting(
                        CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            }
            if size.width.isNaN || size.height.isNaN { violation("fitting size \(size) is NaN") }
            let after = View.subtree(of: root).map(\.frame)
            if before != after { violation("systemLayoutSizeFitting changed frames of the tree") }
            run { root.layoutIfNeeded() }
            let again = View.subtree(of: root).map(\.frame)
            if converged, before.count == again.count, zip(before, again).contains(where: { !$0.0.isClose(to: $0.1) }) {
                violation("layout after systemLayoutSizeFitting differs from the layout before it")
            }
        }
    }

    func opTouchKept() {
        switch rng.int(3) {
        case 0:
            guard let constraint = keptConstraints.randomElement(using: &rng) else { return }
            log("touch kept \(constraint) (first item \(describe(constraint.firstItem)))")
            run {
                _ = constraint.description
                constraint.constant = rng.coordinate(30)
                if rng.chance(0.5) { constraint.isActive.toggle() }
                _ = constraint.isActive
                constraint.priority = rng.chance(0.5) ? .required : .defaultLow
            }
        case 1:
            guard let handle = keptHandles.randomElement(using: &rng) else { return }
            log("touch kept handle \(handle.layoutConstraints.map(\.description))")
            run {
                _ = handle.isActive
                switch rng.int(4) {
                case 0: handle.uninstall()
                case 1: handle.install()
                case 2: handle.update(offset: rng.coordinate(30))
                default: handle.update(priority: rng.chance(0.5) ? .required : .defaultHigh)
                }
                for constraint in handle.layoutConstraints { _ = constraint.description }
            }
            for constraint in handle.layoutConstraints { register(constraint) }
        default:
            if keptConstraints.count > 6 {
                log("drop a kept constraint")
                keptConstraints.remove(at: rng.int(keptConstraints.count))
            } else if keptHandles.count > 4 {
                log("drop a kept handle")
                keptHandles.remove(at: rng.int(keptHandles.count))
            }
        }
    }

    // MARK: Checks

    /// The rectangle of `item` in `ancestor`'s bounds coordinates, and its owner view.
    func rect(of item: any LayoutItem, in ancestor: View) -> CGRect? {
        func up(_ point: CGPoint, from start: View) -> CGPoint? {
            var p = point
            var s: View? = start
            while let current = s, current !== ancestor {
                p.x += current.frame.origin.x - current.bounds.origin.x
                p.y += current.frame.origin.y - current.bounds.origin.y
                s = current.superview
            }
            return s == nil ? nil : p
        }
        if let view = item as? View {
            if view === ancestor { return view.bounds }
            guard let superview = view.superview, let origin = up(view.frame.origin, from: superview) else { return nil }
            return CGRect(origin: origin, size: view.frame.size)
        }
        if let guide = item as? LayoutGuide, let owner = guide.owningView {
            let frame = guide.layoutFrame
            guard let origin = up(frame.origin, from: owner) else { return nil }
            return CGRect(origin: origin, size: frame.size)
        }
        return nil
    }

    /// The value of `attribute` of `item` in `ancestor`'s coordinates, along the flipped x
    /// axis for a horizontal position when `flip` is set (see AttributeExpression.swift).
    func value(_ attribute: LayoutAttribute, of item: any LayoutItem, in ancestor: View, flip: Bool) -> Double? {
        guard let r = rect(of: item, in: ancestor) else { return nil }
        // Raw origin and size: CGRect's minX, width... standardize a negative size, which
        // the engine keeps as solved (as UIKit's frames do).
        var x = Double(r.origin.x), y = Double(r.origin.y), w = Double(r.size.width), h = Double(r.size.height)
        if let view = item as? View, attribute == .firstBaseline || attribute == .lastBaseline {
            let (factor, offset) = view.baselineParts(first: attribute == .firstBaseline)
            return y + factor * h + offset
        }
        let flipped = flip && attribute.isHorizontalPosition
        let (edge, margins) = attribute.resolved(rightToLeft: flipped)
        if margins, let view = item as? View {
            let m = view.layoutMargins
            x += Double(m.left); y += Double(m.top)
            w -= Double(m.left + m.right); h -= Double(m.top + m.bottom)
        }
        let v: Double
        switch edge {
        case .left: v = x
        case .right: v = x + w
        case .centerX: v = x + w / 2
        case .width: v = w
        case .top: v = y
        case .bottom: v = y + h
        case .centerY: v = y + h / 2
        case .height: v = h
        }
        return flipped ? -v : v
    }

    /// The incremental solution is optimal: its weighted error (the sum over the optional
    /// constraints in the solver of strength times violation) equals that of a fresh solver
    /// given the same constraints over copies of the variables. The optimum may not be
    /// unique (ambiguous layouts), but its weighted error is.
    func checkOptimality(of engine: LayoutEngine) {
        let solver = engine.solver
        guard StressConfig.checksValues, !solver.hasSeenOversizedValues, !engine.needsSolve, solver.edits.isEmpty else { return }
        optimalityChecks += 1
        let constraints = engine.installed.compactMap(\.solverConstraint)
        if let missing = constraints.first(where: { !solver.hasConstraint($0) }) {
            violation("the engine lists \(missing) as in its solver, which does not hold it")
            return
        }
        var copies: [ObjectIdentifier: Variable] = [:]
        func copy(_ variable: Variable) -> Variable {
            if let made = copies[ObjectIdentifier(variable)] { return made }
            let made = Variable(variable.name)
            copies[ObjectIdentifier(variable)] = made
            return made
        }
        let fresh = Solver()
        var copied: [Cassowary.Constraint] = []
        for constraint in constraints {
            let expression = LinearExpression(
                constraint.expression.terms.map { Term(copy($0.variable), $0.coefficient) }, constraint.expression.constant)
            let made = Cassowary.Constraint(expression, constraint.relation, strength: constraint.strength)
            do {
                try fresh.addConstraint(made)
            } catch {
                violation("a fresh solver refuses \(constraint), which the engine's solver holds: \(error)")
                return
            }
            copied.append(made)
        }
        fresh.updateVariables()
        func weightedError(_ list: [Cassowary.Constraint]) -> (error: Double, scale: Double) {
            var error = 0.0, scale = 1.0
            for constraint in list where constraint.strength < .required {
                var value = constraint.expression.constant
                for term in constraint.expression.terms { value += term.coefficient * term.variable.value }
                let violation: Double
                switch constraint.relation {
                case .equal: violation = abs(value)
                case .lessThanOrEqual: violation = max(0, value)
                case .greaterThanOrEqual: violation = max(0, -value)
                }
                error += constraint.strength.value * violation
                scale += constraint.strength.value * (abs(constraint.expression.constant) + 1)
            }
            return (error, scale)
        }
        let incremental = weightedError(constraints), reference = weightedError(copied)
        if abs(incremental.error - reference.error) > 1e-9 * max(incremental.scale, reference.scale) {
            violation("the engine's solution of \(engine.root.name ?? "?") is not optimal: weighted error \(incremental.error), a fresh solver's \(reference.error)")
        }
    }

    func check(_ root: View, converged: Bool) {
        let tree = View.subtree(of: root)
        for view in tree {
            let f = view.frame
            if !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite) {
                violation("frame of \(view.name ?? "?") is not finite: \(f)")
            }
            for guide in view.layoutGuides {
                let g = guide.layoutFrame
                if !(g.minX.isFinite && g.minY.isFinite && g.width.isFinite && g.height.isFinite) {
                    violation("layout frame of guide \(guide.identifier) is not finite: \(g)")
                }
            }
        }
        guard converged else { return }
        if let engine = root.engineStorage {
            let waiting = engine.pendingConstraints.filter { $0.isActive && $0.engine === engine && $0.solverConstraint == nil }
            if !waiting.isEmpty { violation("constraints still pending after layoutIfNeeded: \(waiting)") }
            checkOptimality(of: engine)
        }
        records.removeAll { $0.constraint == nil }
        for record in records {
            guard let constraint = record.constraint, constraint.isActive, constraint.kind == .user else { continue }
            let (firstView, secondView) = constraint.itemViews
            guard let firstView, firstView.rootView === root, let firstItem = constraint.firstItem else { continue }
            if let secondView, secondView.rootView !== root {
                violation("active constraint \(constraint) relates two trees")
                continue
            }
            if constraint.engine !== root.engineStorage {
                violation("active constraint \(constraint) is not in its tree's engine")
                continue
            }
            guard constraint.priority.isRequired, !record.excused else { continue }
            // Values past the solver's precision limit (a feedback loop that diverged) are
            // still in this tree: its sums are exact only to about 1e-16 of them.
            if root.engineStorage?.solver.hasSeenOversizedValues == true { continue }
            guard constraint.solverConstraint != nil else {
                violation("required constraint \(constraint) is active but out of the solver, without an unsatisfiable diagnostic")
                record.excused = true
                continue
            }
            let ancestor = secondView.flatMap { firstView.closestCommonSuperview(with: $0) } ?? firstView
            let flip = (constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional)
                && firstView.effectiveUserInterfaceLayoutDirection == .rightToLeft
            guard let lhs = value(constraint.firstAttribute, of: firstItem, in: ancestor, flip: flip) else { continue }
            var rhs = Double(constraint.constant)
            if constraint.secondAttribute != .notAnAttribute, let secondItem = constraint.secondItem {
                guard let second = value(constraint.secondAttribute, of: secondItem, in: ancestor, flip: flip) else { continue }
                rhs += Double(constraint.multiplier) * second
            }
            let tolerance = 1e-6 * max(1, abs(lhs), abs(rhs)) / 100 + 1e-6
            if StressConfig.checksValues { requiredValueChecks += 1 }
            let holds: Bool
            switch constraint.relation {
            case .equal: holds = abs(lhs - rhs) <= tolerance
            case .greaterThanOrEqual: holds = lhs >= rhs - tolerance
            case .lessThanOrEqual: holds = lhs <= rhs + tolerance
            }
            if !holds && StressConfig.checksValues {
                violation("required constraint \(constraint) does not hold: \(lhs) vs \(rhs) (ancestor \(ancestor.name ?? "?"))")
                if ProcessInfo.processInfo.environment["STRESS_DEBUG"] != nil, let engine = constraint.engine {
                    print("DEBUG in solver", constraint.solverConstraint != nil, "broken", engine.brokenConstraints.contains { $0 === constraint }, "pending", engine.pendingConstraints.contains { $0 === constraint }, "root", engine.root.name ?? "?", engine.root.frame, "rootW", engine.rootWidth.constant, "rootW in solver", engine.rootWidth.solverConstraint != nil, "rootW broken", engine.brokenConstraints.contains { $0 === engine.rootWidth }, "excused", record.excused)
                    print("DEBUG expr", constraint.solverConstraint.map { "\($0.expression)" } ?? "-", "strength", constraint.solverConstraint.map { "\($0.strength)" } ?? "-", "base", constraint.baseConstant)
                    if let ancestor = constraint.ancestor {
                        var terms = constraint.solverConstraint?.expression.terms ?? []
                        terms.removeAll()
                        print("DEBUG fresh base", LayoutEngine.expression(of: constraint, in: ancestor, terms: &terms))
                    }
                    if let sc = constraint.solverConstraint {
                        let current = [constraint.firstItem, constraint.secondItem].compactMap { $0 as? View }.flatMap { v -> [ObjectIdentifier] in
                            let f = v.layoutVariables
                            return [f.x, f.y, f.width, f.height].map(ObjectIdentifier.init)
                        }
                        print("DEBUG terms", sc.expression.terms.map { "\($0.variable.name.isEmpty ? "v" : $0.variable.name)=\($0.variable.value) current=\(current.contains(ObjectIdentifier($0.variable)))" })
                        if let e = constraint.engine {
                            e.solver.lastVariableWrite = -10
                            e.solver.updateVariables()
                            print("DEBUG after full update", sc.expression.terms.map { $0.variable.value }, "has", e.solver.hasConstraint(sc))
                            let fresh = Solver()
                            var failures = 0
                            for lc in e.installed {
                                guard let c = lc.solverConstraint else { continue }
                                do { try fresh.addConstraint(Cassowary.Constraint(c.expression, c.relation, strength: c.strength)) } catch { failures += 1 }
                            }
                            fresh.updateVariables()
                            print("DEBUG fresh solver: installed \(e.installed.count) failures \(failures) values", sc.expression.terms.map { $0.variable.value })
                            e.solver.lastVariableWrite = -10
                            e.solver.updateVariables()
                            for view in [constraint.firstItem, constraint.secondItem].compactMap({ $0 as? View }) {
                                for c in view.autoresizingConstraints + view.contentSizeConstraints {
                                    print("DEBUG   auto/content", c, "inSolver", c.solverConstraint != nil, "expr", c.solverConstraint.map { "\($0.expression)" } ?? "-")
                                }
                            }
                        }
                    }
                    for view in [constraint.firstItem, constraint.secondItem].compactMap({ $0 as? View }) {
                        let v = view.layoutVariables
                        print("DEBUG view", view.name ?? "?", "frame", view.frame, "solved", v.x.value, v.y.value, v.width.value, v.height.value,
                              "bounds origin", view.bounds.origin, "margins", view.layoutMargins, "rtl", view.isRightToLeft,
                              "super", view.superview?.name ?? "-", "uses", view.engineUses)
                    }
                }
                record.excused = true  // once per constraint
            }
        }
    }

    /// The engines' bookkeeping agrees with the trees: each engine's placed-view list holds
    /// exactly the views of its tree with uses (a stale entry there is a dangling pointer the
    /// next solve dereferences), and its installed user constraints name views of its tree.
    func checkSolvers() {
        var seen = Set<ObjectIdentifier>()
        for view in aliveViews {
            let root = view.rootView
            guard seen.insert(ObjectIdentifier(root)).inserted, let e = root.engineStorage else { continue }
            let fresh = Solver()
            var variables: [Variable] = []
            var failures = 0
            for lc in e.installed {
                guard let c = lc.solverConstraint else { continue }
                variables += c.expression.terms.map(\.variable)
                do { try fresh.addConstraint(Cassowary.Constraint(c.expression, c.relation, strength: c.strength)) } catch { failures += 1 }
            }
            fresh.updateVariables()
            // Only the required equalities are compared: their residuals must be zero in both.
            e.solver.lastVariableWrite = -10
            e.solver.updateVariables()
            for lc in e.installed {
                guard let c = lc.solverConstraint, c.strength.isRequired, c.relation == .equal else { continue }
                let residual = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * $1.variable.value }
                if abs(residual) > 1e-6 * max(1, abs(c.expression.constant)) {
                    print("SOLVERCHECK step \(step): \(lc) residual \(residual) (fresh failures \(failures))")
                }
            }
        }
    }

    func checkEngines() {
        if ProcessInfo.processInfo.environment["STRESS_SOLVERCHECK"] != nil { checkSolvers() }
        var seen = Set<ObjectIdentifier>()
        for view in aliveViews {
            let root = view.rootView
            guard seen.insert(ObjectIdentifier(root)).inserted else { continue }
            let tree = View.subtree(of: root)
            let members = Set(tree.map { ObjectIdentifier($0) })
            let placed = tree.filter { $0.engineUses > 0 }
            guard let engine = root.engineStorage else {
                if !placed.isEmpty { violation("tree of \(root.name ?? "?") has placed views but no engine") }
                continue
            }
            if engine.placedViews.count != placed.count {
                aborted = true
                violation("engine of \(root.name ?? "?") lists \(engine.placedViews.count) placed views, its tree has \(placed.count): \(placed.map { $0.name ?? "?" })")
            }
            if StressConfig.env("STRESS_TRACE") == 2 {
                log("  engine of \(root.name ?? "?"): placed \(placed.map { "\($0.name ?? "?")#\($0.placedSlot)/\($0.engineUses)" }), installed \(engine.installed.map(\.description)), broken \(engine.brokenConstraints.map(\.description)), pending \(engine.pendingConstraints.map(\.description))")
            }
            for view in placed {
                let slot = view.placedSlot
                if !(slot >= 0 && slot < engine.placedViews.count
                    && engine.placedViews[slot].toOpaque() == Unmanaged.passUnretained(view).toOpaque())
                {
                    aborted = true
                    violation("placed view \(view.name ?? "?") is not at its slot \(slot) in its engine")
                } else if view.layoutVariables.x.context != slot {
                    violation("variables of \(view.name ?? "?") have context \(view.layoutVariables.x.context), slot \(slot)")
                }
            }
            for constraint in engine.installed where constraint.kind == .user {
                let (first, second) = constraint.itemViews
                if let first, !members.contains(ObjectIdentifier(first)) {
                    violation("engine of \(root.name ?? "?") has \(constraint) whose first view is outside its tree")
                }
                if let second, !members.contains(ObjectIdentifier(second)) {
                    violation("engine of \(root.name ?? "?") has \(constraint) whose second view is outside its tree")
                }
            }
        }
    }

    // MARK: The run

    func runAll(operations: Int) {
        roots = (0..<rootCount).map { _ in makeRoot() }
        for _ in 0..<operations where !aborted {
            operation()
            // STRESS_WATCH=text prints, after every step, the state of each recorded constraint
            // whose description contains the text (with STRESS_TRACE=1, to follow one down).
            if let watch = ProcessInfo.processInfo.environment["STRESS_WATCH"] {
                for record in records {
                    guard let c = record.constraint, c.description.contains(watch) else { continue }
                    let (a, b) = c.itemViews
                    FileHandle.standardError.write(Data("   WATCH \(step) \(c.description) active=\(c.isActive) engine=\(c.engine.map { String(describing: ObjectIdentifier($0)) } ?? "nil") solver=\(c.solverConstraint != nil) owner=\(c.owner?.name ?? "nil") first=\(a?.name ?? "nil")/root \(a?.rootView.name ?? "-") second=\(b?.name ?? "nil")/root \(b?.rootView.name ?? "-") rootEngine=\(a?.rootView.engineStorage.map { String(describing: ObjectIdentifier($0)) } ?? "nil")\n".utf8))
                }
            }
            checkEngines()
        }
        step += 1
        log("final layout")
        for root in roots where !aborted {
            let diagnostics = run { root.layoutIfNeeded() }
            noteEngine(of: root)
            check(root, converged: !diagnostics.contains { $0.kind == .layoutDidNotConverge })
        }
        // Touch what outlives the trees, then drop everything.
        log("drop everything")
        run {
            roots.removeAll()
            loose.removeAll()
            for constraint in keptConstraints {
                _ = constraint.description
                _ = constraint.isActive
                constraint.constant = 1
                constraint.isActive = true  // items freed: refused with a diagnostic
                constraint.isActive = false
            }
            for handle in keptHandles {
                _ = handle.isActive
                handle.install()
                handle.uninstall()
            }
            keptConstraints.removeAll()
            keptHandles.removeAll()
            keptGuides.removeAll()
        }
    }

    func leaks() -> [String] {
        var result: [String] = []
        let views = self.views.compactMap(\.value)
        if !views.isEmpty { result.append("\(views.count) views alive: \(views.prefix(5).map { $0.name ?? "?" })") }
        let constraints = records.compactMap(\.constraint)
        if !constraints.isEmpty { result.append("\(constraints.count) constraints alive: \(constraints.prefix(3).map(\.description))") }
        let handles = self.handles.compactMap(\.value)
        if !handles.isEmpty { result.append("\(handles.count) DSL constraints alive") }
        let guides = self.guides.compactMap(\.value)
        if !guides.isEmpty { result.append("\(guides.count) guides alive") }
        let engines = self.engines.compactMap(\.value)
        if !engines.isEmpty { result.append("\(engines.count) engines alive") }
        return result
    }
}

extension CGRect {
    func isClose(to other: CGRect) -> Bool {
        abs(minX - other.minX) < 1e-6 && abs(minY - other.minY) < 1e-6 && abs(width - other.width) < 1e-6 && abs(height - other.height) < 1e-6
    }
}

extension SplitMix64: RandomNumberGenerator {}

// MARK: - The tests

@Suite struct StressTests {
    @Test(arguments: StressConfig.seeds)
    func randomOperations(seed: UInt64) {
        var violations: [String] = []
        var leaks: [String] = []
        var counts: [String: Int] = [:]
        var checksRan = (optimality: 0, requiredValues: 0)
        do {
            let harness = StressHarness(seed: seed)
            harness.runAll(operations: StressConfig.operations)
            violations = harness.violations
            checksRan = (harness.optimalityChecks, harness.requiredValueChecks)
            counts = harness.diagnosticCounts
            leaks = harness.leaks()
            if StressConfig.trace {
                FileHandle.standardError.write(Data("[stress \(seed)] diagnostics: \(counts.sorted { $0.key < $1.key })\n".utf8))
            }
        }
        for text in violations.prefix(5) { Issue.record(Comment(rawValue: text)) }
        if violations.count > 5 { Issue.record("seed \(seed): \(violations.count - 5) more violations") }
        #expect(leaks.isEmpty, "seed \(seed): \(leaks)")
        expectValueChecksRan(checksRan.optimality, checksRan.requiredValues, seed: seed)
    }

    /// The same with the operations on arrays of views, content priorities and batch removal.
    @Test(arguments: StressConfig.extendedSeeds)
    func randomOperationsExtended(seed: UInt64) {
        let harness = StressHarness(seed: seed, extended: true)
        harness.runAll(operations: StressConfig.operations)
        for text in harness.violations.prefix(5) { Issue.record(Comment(rawValue: text)) }
        #expect(harness.leaks().isEmpty, "seed \(seed): \(harness.leaks())")
        expectValueChecksRan(harness.optimalityChecks, harness.requiredValueChecks, seed: seed)
    }

    /// The extended operations on larger forests: up to 160 live views in four trees, with
    /// views that keep a layout guide placed from their overrides (`StressGuideView`).
    @Test(arguments: StressConfig.extendedSeeds)
    func randomOperationsWide(seed: UInt64) {
        let harness = StressHarness(
            seed: seed, extended: true, guideViews: true,
            maxViews: StressConfig.env("STRESS_MAX_VIEWS") ?? 160, rootCount: StressConfig.env("STRESS_ROOTS") ?? 4)
        harness.runAll(operations: StressConfig.operations)
        for text in harness.violations.prefix(5) { Issue.record(Comment(rawValue: text)) }
        #expect(harness.leaks().isEmpty, "seed \(seed): \(harness.leaks())")
        expectValueChecksRan(harness.optimalityChecks, harness.requiredValueChecks, seed: seed)
    }

    /// Seeds whose value check once failed, each for a bug now fixed: negative sizes under
    /// autoresizing (63, 88), a frame and its mirror image (675), a root's required content
    /// hugging against its size (928, 1043, 1188), margin constants left stale by moves and
    /// changes of direction (499, 565, 1051, 1331, 1415, 1417), margins or a safe area read
    /// by a constraint between two passes (943, 1083, 1319, 1468) or by a refresh of constants
    /// between two passes (290), a constraint kept after the view it was installed on
    /// went away, still reported active (3774), and a tableau left inexact by a diverged
    /// feedback loop (6492, 9334).
    @Test(arguments: [63, 88, 290, 499, 565, 675, 928, 943, 1043, 1051, 1083, 1188, 1319, 1331, 1415, 1417, 1468, 3774, 6492, 9334] as [UInt64])
    func formerFailures(seed: UInt64) {
        let harness = StressHarness(seed: seed)
        harness.runAll(operations: 300)
        for text in harness.violations.prefix(3) { Issue.record(Comment(rawValue: text)) }
        #expect(harness.violations.isEmpty)
        #expect(harness.leaks().isEmpty)
        expectValueChecksRan(harness.optimalityChecks, harness.requiredValueChecks, seed: seed)
    }

    /// No violation means something only if the value checks ran: with them on (the
    /// default), a run of operations checks optimality and required constraints many times.
    func expectValueChecksRan(_ optimality: Int, _ requiredValues: Int, seed: UInt64,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        guard StressConfig.checksValues else { return }
        #expect(optimality > 0 && requiredValues > 0,
                "seed \(seed): \(optimality) optimality checks, \(requiredValues) required-value checks", sourceLocation: sourceLocation)
    }
}

// MARK: - Reductions of what the stress test found

@Suite struct StressReproTests {
    /// Found by `randomOperations` (seeds 5, 8, 129...), reduced by hand.
    ///
    /// A constraint that is *pending* (deferred because it conflicted only with a root size or
    /// another view's autoresizing mask) stays in its engine's `pendingConstraints` after
    /// `LayoutEngine.move` uninstalls it from that engine. When its tree moves into another
    /// tree, the constraint is installed in the new tree's engine, and then the old engine
    /// (the moved root's, released by `view.engineStorage = nil`, alive until `move` returns)
    /// runs its `deinit`, which sets `engine = nil` and `ancestor = nil` on everything still in
    /// `pendingConstraints`, including the constraint now installed elsewhere. From then on
    /// `isActive = false` cannot take it out of the solver (`engine?.uninstall` is a no-op): it
    /// keeps constraining, and it keeps its views in the engine's unretained `placedViews`.
    /// When those views are freed, the next `releasePath` swap (or solve) touches freed memory:
    /// ASan reports heap-use-after-free in `LayoutEngine.releasePath` / `writeSolution`
    /// (`View.solvedFrameDiffers`), a plain build crashes there with SIGSEGV.
    @Test func pendingConstraintLosesItsEngineWhenItsTreeMoves() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.name = "root"
        let v = View()
        v.name = "v"
        root.addSubview(v)
        v.translatesAutoresizingMaskIntoConstraints = false
        let vWidth = v.widthAnchor.constraint(equalToConstant: 20)
        vWidth.isActive = true  // v is the first placed view (slot 0)
        weak var weakC: View?
        var w: LayoutConstraint?
        do {
            let c = View()  // a root of its own, zero-sized
            c.name = "c"
            let s = View()  // translates its zero frame: width == 0
            s.name = "s"
            c.addSubview(s)
            weakC = c
            c.translatesAutoresizingMaskIntoConstraints = false
            let constraint = c.widthAnchor.constraint(equalTo: s.widthAnchor, constant: 10)
            w = constraint
            let diagnostics = LayoutDiagnostics.record {
                constraint.isActive = true  // conflicts with c's root size and s's mask: deferred
                root.addSubview(c)  // into root's engine; c's old engine goes and clears `engine`
                root.layoutIfNeeded()
            }
            #expect(diagnostics.isEmpty)
            #expect(c.frame.width == 10)
            #expect(constraint.engine === root.engineStorage, "the moved constraint lost its engine")

            constraint.isActive = false
            let w30 = c.widthAnchor.constraint(equalToConstant: 30)
            let conflicts = LayoutDiagnostics.record {
                w30.isActive = true
                root.layoutIfNeeded()
            }
            #expect(conflicts.isEmpty, "the deactivated constraint is still in the solver: \(conflicts)")
            w30.isActive = false
            c.removeFromSuperview()
        }
        #expect(weakC == nil)
        // c and s are freed; if the deactivated constraint still holds them in the engine's
        // placed views, this swap writes into the freed s (the last entry moves to v's slot).
        vWidth.isActive = false
        root.layoutIfNeeded()
        _ = w?.description
    }
}
