import AutoLayout
import Cassowary
import Foundation
import Synchronization

// MARK: Workloads

/// A 1 000-view screen, as a settings form: 25 sections stacked in the root, each a column of
/// 13 rows, each row a label and a field (rows of fields, nested two levels: root > section >
/// row > fields). 25 + 325 + 650 = 1 000 views under the root. Each section's height follows
/// its last row.
struct EngineScreen {
    static let sections = 25, rows = 13
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    var views: [View] = []
    var rowHeights: [LayoutConstraint] = []
    /// Every constraint of the screen (activated by `init()` unless told otherwise).
    var constraints: [LayoutConstraint] = []

    init(activate: Bool = true) {
        var constraints: [LayoutConstraint] = []
        var previousSection: View?
        for _ in 0..<Self.sections {
            let section = View()
            section.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(section)
            views.append(section)
            constraints += [
                section.topAnchor.constraint(equalTo: previousSection?.bottomAnchor ?? root.topAnchor, constant: 8),
                section.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 8),
                section.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -8),
            ]
            var previousRow: View?
            for _ in 0..<Self.rows {
                let row = View()
                row.translatesAutoresizingMaskIntoConstraints = false
                section.addSubview(row)
                let label = View(), field = View()
                for view in [label, field] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                    row.addSubview(view)
                }
                views += [row, label, field]
                let height = row.heightAnchor.constraint(equalToConstant: 44)
                rowHeights.append(height)
                constraints += [
                    row.topAnchor.constraint(equalTo: previousRow?.bottomAnchor ?? section.topAnchor, constant: 4),
                    row.leftAnchor.constraint(equalTo: section.leftAnchor),
                    row.rightAnchor.constraint(equalTo: section.rightAnchor),
                    height,
                    label.leftAnchor.constraint(equalTo: row.leftAnchor, constant: 8),
                    label.topAnchor.constraint(equalTo: row.topAnchor, constant: 4),
                    label.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -4),
                    label.widthAnchor.constraint(equalToConstant: 100),
                    field.leftAnchor.constraint(equalTo: label.rightAnchor, constant: 8),
                    field.rightAnchor.constraint(equalTo: row.rightAnchor, constant: -8),
                    field.topAnchor.constraint(equalTo: label.topAnchor),
                    field.heightAnchor.constraint(equalTo: label.heightAnchor),
                ]
                previousRow = row
            }
            if let previousRow {
                constraints.append(section.bottomAnchor.constraint(equalTo: previousRow.bottomAnchor, constant: 4))
            }
            previousSection = section
        }
        self.constraints = constraints
        if activate { LayoutConstraint.activate(constraints) }
    }
}

/// The screen's constraints straight into a solver: four variables per view (its frame in
/// its superview's coordinates), each constraint written in its items' common ancestor's
/// space as the engine writes it, the root's size as required constraints.
func bareSolverScreen() throws -> (Solver, [Variable]) {
    let (variables, constraints) = bareScreenConstraints()
    let solver = Solver()
    for constraint in constraints { try solver.addConstraint(constraint) }
    return (solver, variables)
}

/// The screen's variables and solver constraints, made but not added to a solver.
func bareScreenConstraints() -> ([Variable], [Constraint]) {
    var constraints: [Constraint] = []
    var variables: [Variable] = []
    func frame() -> (x: Variable, y: Variable, w: Variable, h: Variable) {
        let f = (x: Variable(), y: Variable(), w: Variable(), h: Variable())
        variables += [f.x, f.y, f.w, f.h]
        return f
    }
    func add(_ terms: [(Variable, Double)], _ constant: Double) {
        constraints.append(Constraint(LinearExpression(terms.map { Term($0.0, $0.1) }, constant), .equal))
    }
    let rootWidth = Variable(), rootHeight = Variable()
    add([(rootWidth, 1)], -375)
    add([(rootHeight, 1)], -812)
    var previousSection: (x: Variable, y: Variable, w: Variable, h: Variable)?
    for _ in 0..<EngineScreen.sections {
        let s = frame()
        // top == previous.bottom + 8 (or the root's top), left == 8, right == root.right - 8
        if let p = previousSection { add([(s.y, 1), (p.y, -1), (p.h, -1)], -8) } else { add([(s.y, 1)], -8) }
        add([(s.x, 1)], -8)
        add([(s.x, 1), (s.w, 1), (rootWidth, -1)], 8)
        var previousRow: (x: Variable, y: Variable, w: Variable, h: Variable)?
        for _ in 0..<EngineScreen.rows {
            let r = frame(), l = frame(), f = frame()
            if let p = previousRow { add([(r.y, 1), (p.y, -1), (p.h, -1)], -4) } else { add([(r.y, 1)], -4) }
            add([(r.x, 1)], 0)
            add([(r.x, 1), (r.w, 1), (s.w, -1)], 0)
            add([(r.h, 1)], -44)
            add([(l.x, 1)], -8)
            add([(l.y, 1)], -4)
            add([(l.y, 1), (l.h, 1), (r.h, -1)], 4)
            add([(l.w, 1)], -100)
            add([(f.x, 1), (l.x, -1), (l.w, -1)], -8)
            add([(f.x, 1), (f.w, 1), (r.w, -1)], 8)
            add([(f.y, 1), (l.y, -1)], 0)
            add([(f.h, 1), (l.h, -1)], 0)
            previousRow = r
        }
        if let p = previousRow { add([(s.h, 1), (p.y, -1), (p.h, -1)], -4) }
        previousSection = s
    }
    return (variables, constraints)
}

/// The stack's constraints straight into a solver, as the engine writes them (each row's
/// frame in the content view's coordinates; the content view's in the root's).
func bareSolverStack(_ n: Int) throws -> (Solver, [Variable]) {
    let solver = Solver()
    var variables: [Variable] = []
    variables.reserveCapacity(4 * n + 6)
    func add(_ terms: [(Variable, Double)], _ constant: Double) throws {
        try solver.addConstraint(Constraint(LinearExpression(terms.map { Term($0.0, $0.1) }, constant), .equal))
    }
    let rootWidth = Variable(), rootHeight = Variable()
    try add([(rootWidth, 1)], -375)
    try add([(rootHeight, 1)], -812)
    let cx = Variable(), cy = Variable(), cw = Variable(), ch = Variable()
    variables += [rootWidth, rootHeight, cx, cy, cw, ch]
    try add([(cy, 1)], 0)
    try add([(cx, 1)], 0)
    try add([(cx, 1), (cw, 1), (rootWidth, -1)], 0)
    var previous: (y: Variable, h: Variable)?
    for _ in 0..<n {
        let x = Variable(), y = Variable(), w = Variable(), h = Variable()
        variables += [x, y, w, h]
        if let p = previous { try add([(y, 1), (p.y, -1), (p.h, -1)], 0) } else { try add([(y, 1)], 0) }
        try add([(x, 1)], 0)
        try add([(x, 1), (w, 1), (cw, -1)], 0)
        try add([(h, 1)], -44)
        previous = (y, h)
    }
    if let p = previous { try add([(ch, 1), (p.y, -1), (p.h, -1)], 0) }
    return (solver, variables)
}

/// A vertical stack of `n` rows in a content view whose height follows its last row, each
/// row's top at the previous row's bottom (a scrolling list).
func engineStack(_ n: Int) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(content)
    var constraints = [
        content.topAnchor.constraint(equalTo: root.topAnchor),
        content.leftAnchor.constraint(equalTo: root.leftAnchor),
        content.rightAnchor.constraint(equalTo: root.rightAnchor),
    ]
    constraints.reserveCapacity(4 * n + 4)
    var previous: View?
    for _ in 0..<n {
        let row = View()
        row.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(row)
        constraints += [
            row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? content.topAnchor),
            row.leftAnchor.constraint(equalTo: content.leftAnchor),
            row.rightAnchor.constraint(equalTo: content.rightAnchor),
            row.heightAnchor.constraint(equalToConstant: 44),
        ]
        previous = row
    }
    if let previous { constraints.append(content.bottomAnchor.constraint(equalTo: previous.bottomAnchor)) }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return root
}

/// `n` views directly under the root, each placed against the root (a grid).
func engineFlat(_ n: Int) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(4 * n)
    for i in 0..<n {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        constraints += [
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: CGFloat(i % 100) * 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i / 100) * 10),
            view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.01),
            view.heightAnchor.constraint(equalToConstant: 8),
        ]
    }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return root
}

/// `n` views in a tree of fan-out 4 (depth about log4 n), each inset in its parent at half
/// its parent's size.
func engineNested(_ n: Int) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(4 * n)
    var parents: [View] = [root]
    var next = 0
    for i in 0..<n {
        let parent = parents[next]
        if parent.subviews.count == 3 { next += 1 }
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        parents.append(view)
        constraints += [
            view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: CGFloat(i % 4)),
            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 2),
            view.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
            view.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 0.5),
        ]
    }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return root
}

/// One first layout of the screen, everything included (tearing it down is not timed).
func timeEngineScreen() -> Double {
    var screen: EngineScreen?
    let seconds = timed { screen = laidOutEngineScreen() }
    withExtendedLifetime(screen) {}
    return seconds
}

/// Frees a screen's root: the timed part of the teardown rows, out of line so that a profiler
/// can count it alone (`--toggle-collect='*releaseRoot*'`).
@inline(never)
func releaseRoot(_ root: inout View?) { root = nil }

/// The timed part of `timeEngineScreen()`, kept out of line so that a profiler can count it
/// alone (`valgrind --tool=callgrind --toggle-collect='*laidOutEngineScreen*'`).
@inline(never)
func laidOutEngineScreen() -> EngineScreen {
    let made = EngineScreen()
    made.root.layoutIfNeeded()
    return made
}

/// The same constraints straight into a new solver, solved and read.
func timeBareScreen() throws -> Double {
    try timeBareSolver(bareSolverScreen)
}

/// Times making a solver with `build`, solving it and reading every variable (the solver is
/// freed after the clock stops).
@inline(never)
func timeBareSolver(_ build: () throws -> (Solver, [Variable])) throws -> Double {
    var kept: (Solver, [Variable])?
    let seconds = try timed { kept = try solvedBareSolver(build) }
    withExtendedLifetime(kept) {}
    return seconds
}

/// The timed part of `timeBareSolver(_:)`, kept out of line so that a profiler can count it
/// alone (`valgrind --tool=callgrind --toggle-collect='*solvedBareSolver*'`).
@inline(never)
func solvedBareSolver(_ build: () throws -> (Solver, [Variable])) rethrows -> (Solver, [Variable]) {
    let (solver, variables) = try build()
    solver.updateVariables()
    var sum = 0.0
    for variable in variables { sum += variable.value }
    if sum.isNaN { print("NaN") }
    return (solver, variables)
}

/// Activating the screen's constraints and the first layout pass (views and constraints made
/// beforehand).
func timeEngineScreenActivateAndLayout() -> Double {
    let screen = EngineScreen(activate: false)
    let seconds = timed {
        LayoutConstraint.activate(screen.constraints)
        screen.root.layoutIfNeeded()
    }
    withExtendedLifetime(screen) {}
    return seconds
}

/// Adding the same constraints to a solver and reading the solution (the variables and
/// constraints made beforehand).
func timeBareScreenAddAndSolve() throws -> Double {
    let (variables, constraints) = bareScreenConstraints()
    let solver = Solver()
    let seconds = try timed {
        for constraint in constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        var sum = 0.0
        for variable in variables { sum += variable.value }
        if sum.isNaN { print("NaN") }
    }
    withExtendedLifetime((solver, variables, constraints)) {}
    return seconds
}

/// The median over `pairs` of `engine / bare`, each pair timed back to back (bare first).
func pairedRatio(_ pairs: Int, _ body: () throws -> (bare: Double, engine: Double)) rethrows -> (Double, Int) {
    var ratios: [Double] = []
    for _ in 0..<(fixedRuns ?? pairs) {
        let (bare, engine) = try body()
        ratios.append(engine / bare)
    }
    ratios.sort()
    return (ratios[ratios.count / 2], ratios.count)
}

/// The engine's workloads (issue 4): rows named `engine ...`.
///
/// Each build row times everything a screen costs: making the views and their constraints,
/// activating them and the first layout pass (tearing the tree down afterwards is not timed).
func runEngineBenchmarks(_ recorder: Recorder) throws {
    let reps = recorder.reps
    func record(_ name: String, _ value: (Double, Int)) { recorder.record(name, value) }
    func wanted(_ name: String) -> Bool { recorder.wanted(name) }

    if wanted("engine screen 1000 first layout") {
        record("engine screen 1000 first layout", measure(reps) { timeEngineScreen() })
    }
    if wanted("engine bare solver screen 1000") {
        record("engine bare solver screen 1000", try measure(reps) { try timeBareScreen() })
    }
    // The same two, counting only the layout work: activating the constraints and the first
    // layout pass, against adding the same constraints to a solver and reading the solution
    // (the views, layout constraints, variables and solver constraints made beforehand).
    if wanted("engine screen 1000 activate and layout") {
        record("engine screen 1000 activate and layout", measure(reps) { timeEngineScreenActivateAndLayout() })
    }
    if wanted("engine bare solver screen 1000 add and solve") {
        record("engine bare solver screen 1000 add and solve", try measure(reps) { try timeBareScreenAddAndSolve() })
    }
    // The goal is a ratio, and this VM's speed changes by up to 2x from one minute to the
    // next (the same process measures the first layout at 3.2 ms or 5.3 ms): rows measured
    // one after the other can see different machines. So the ratio is also measured in pairs,
    // each engine build right after a bare solver build, and reported as the median of the
    // pairs' ratios.
    if wanted("engine screen 1000 first layout / bare solver") {
        recorder.recordRatio("engine screen 1000 first layout / bare solver", try pairedRatio(reps) {
            (try timeBareScreen(), timeEngineScreen())
        })
    }
    if wanted("engine screen 1000 activate and layout / bare solver add and solve") {
        recorder.recordRatio("engine screen 1000 activate and layout / bare solver add and solve", try pairedRatio(reps) {
            (try timeBareScreenAddAndSolve(), timeEngineScreenActivateAndLayout())
        })
    }
    // The first layout with every processor already busy (a thread spinning on each, as
    // other work of the application or other processes would): the worker thread then gets
    // a share of a core at best, and the caller must not wait for it.
    if wanted("engine screen 1000 first layout, every core busy") {
        let spinners = BusyThreads(count: ProcessInfo.processInfo.activeProcessorCount)
        record("engine screen 1000 first layout, every core busy", measure(reps) { timeEngineScreen() })
        spinners.stop()
    }
    // A server's load: one screen per processor, each built on a thread of its own at the
    // same time (the worker is shared by all trees), timed until the last one is laid out.
    if wanted("engine screen 1000 first layout, one per core at once") {
        let builders = ScreenBuilders(count: ProcessInfo.processInfo.activeProcessorCount)
        record("engine screen 1000 first layout, one per core at once", measure(reps) { builders.timeRound() })
        builders.stop()
    }
    if wanted("engine screen 1000 resize relayout") {
        let screen = EngineScreen()
        screen.root.layoutIfNeeded()
        var wide = false
        record("engine screen 1000 resize relayout", measure(reps * 20) {
            wide.toggle()
            let width: CGFloat = wide ? 414 : 375
            return timed {
                screen.root.frame = CGRect(x: 0, y: 0, width: width, height: 812)
                screen.root.layoutIfNeeded()
            }
        })
    }
    if wanted("engine screen 1000 constant relayout") {
        let screen = EngineScreen()
        screen.root.layoutIfNeeded()
        let height = screen.rowHeights[screen.rowHeights.count / 2]
        var tall = false
        record("engine screen 1000 constant relayout", measure(reps * 20) {
            tall.toggle()
            let constant: CGFloat = tall ? 60 : 44
            return timed {
                height.constant = constant
                screen.root.layoutIfNeeded()
            }
        })
    }
    // Scrolling: a list of 1 000 rows in a scroll view, its content offset moved, then laid
    // out. Content pinned to the scroll view's edges does not move; only what reads the
    // scroll view's bounds origin needs looking at.
    if wanted("engine scroll 1000 offset") {
        let (root, scroll) = scrollingList(1000)
        var step = 0
        record("engine scroll 1000 offset", measure(reps * 20) {
            step += 1
            let offset = CGPoint(x: 0, y: CGFloat((step * 37) % 40_000))
            return timed {
                scroll.contentOffset = offset
                root.layoutIfNeeded()
            }
        })
    }
    // Dropping a laid-out screen: its root is freed with the tree alone holding the views,
    // or while another owner (a controller's properties, say) still holds every view, so that
    // each section leaves the dying tree as a root of its own, as UIKit removes the subviews
    // of a view it frees. Only the root's release is timed.
    if wanted("engine screen 1000 teardown") {
        record("engine screen 1000 teardown", measure(reps) {
            var root: View? = laidOutEngineScreen().root
            let seconds = timed { releaseRoot(&root) }
            if root != nil { print("kept") }
            return seconds
        })
    }
    if wanted("engine screen 1000 teardown, views held") {
        record("engine screen 1000 teardown, views held", measure(reps) {
            var root: View?
            var views: [View] = []
            do {
                let screen = laidOutEngineScreen()
                root = screen.root
                views = screen.views
            }
            let seconds = timed { releaseRoot(&root) }
            if root != nil { print("kept") }
            withExtendedLifetime(views) {}
            return seconds
        })
    }
    // A deep chain of frame-placed views that something else holds (an array), a constraint
    // from the leaf to the middle view, laid out, cut below the top, then let go of: each
    // freed view's child, still held, becomes a root of its own (as UIKit removes the
    // subviews of a view it frees). Only the release of the array is timed.
    for depth in [250, 1000] {
        let name = "engine chain \(depth) teardown, views held"
        guard wanted(name) else { continue }
        record(name, measure(depth >= 1000 ? 3 : reps, budget: 10) {
            var views = heldChain(depth)
            let seconds = timed { releaseViews(&views) }
            if !views.isEmpty { print("kept") }
            return seconds
        })
    }
    // Removing every other one of `n` sibling views placed against their superview (the
    // engine flat screen), front to back, with the diagnostics recorded: each removal
    // deactivates the three constraints tying the view to the root. Only the removals are
    // timed. Quadratic: each removal searches the subviews and shifts the rest down.
    for n in [10_000, 100_000] {
        let name = "engine flat \(n) remove half"
        guard wanted(name) else { continue }
        record(name, measure(n >= 100_000 ? 3 : 5, budget: 20) {
            let root = engineFlat(n)
            let removed = stride(from: 0, to: n, by: 2).map { root.subviews[$0] }
            var diagnostics: [LayoutDiagnostic] = []
            let seconds = timed {
                diagnostics = LayoutDiagnostics.record { removeEach(removed) }
            }
            if root.subviews.count != n - removed.count || diagnostics.count != removed.count {
                print("left \(root.subviews.count), \(diagnostics.count) diagnostics")
            }
            return seconds
        })
    }
    if wanted("engine stack 10000 toggle a link") {
        // In the laid-out 10 000-row stack, an inequality between two neighbours far down
        // (row 9 000's bottom at most row 9 001's top) activated, laid out, deactivated and
        // laid out again, 100 times: each addition is written in the solver's parametric
        // symbols, through the definitions of every row above.
        record("engine stack 10000 toggle a link", measure(3, budget: 10) {
            let root = engineStack(10_000)
            let rows = root.subviews[0].subviews
            let link = rows[9_000].bottomAnchor.constraint(lessThanOrEqualTo: rows[9_001].topAnchor)
            let seconds = timed {
                for _ in 0..<100 {
                    link.isActive = true
                    root.layoutIfNeeded()
                    link.isActive = false
                    root.layoutIfNeeded()
                }
            }
            if rows[9_001].frame.minY != 9_001 * 44 { print("row 9001 at \(rows[9_001].frame.minY)") }
            return seconds
        })
    }
    // A horizontal stack view of `n` views with intrinsic sizes in a stack of a fixed width,
    // laid out once, for each distribution that spaces the views out.
    for n in [500, 2500] {
        for distribution in [StackView.Distribution.fill, .equalSpacing, .equalCentering] {
            let name = "engine stack view \(n) \(distribution)"
            guard wanted(name) else { continue }
            record(name, measure(n >= 2500 ? 3 : 5, budget: 20) {
                var root: View?
                let seconds = timed { root = engineStackView(n, distribution) }
                withExtendedLifetime(root) {}
                return seconds
            })
        }
    }
    if wanted("engine labels 1000") {
        record("engine labels 1000", measure(reps) {
            var root: View?
            let seconds = timed { root = engineLabels(250) }
            withExtendedLifetime(root) {}
            return seconds
        })
    }
    if wanted("engine priorities 400") {
        // 400 views in a row, each with two optional widths at priorities of its own (800
        // distinct priorities, each a strength level): laid out once.
        record("engine priorities 400", measure(5, budget: 10) {
            var root: View?
            let seconds = timed { root = engineDistinctPriorities(400) }
            withExtendedLifetime(root) {}
            return seconds
        })
    }
    for rows in [50, 100, 200] {
        // `autolayoutTrace()` of the labels' list (4 views a row): every view's frame probed
        // for ambiguity, the list laid out beforehand (not timed).
        let name = "engine autolayoutTrace labels \(rows)"
        guard wanted(name) else { continue }
        record(name, measure(rows >= 200 ? 3 : 5, budget: 10) {
            let root = engineLabels(rows)
            var lines = 0
            let seconds = timed { lines = root.autolayoutTrace().split(separator: "\n").count }
            if lines != 4 * rows + 1 { print("trace lines: \(lines)") }
            return seconds
        })
    }
    if wanted("engine bare solver stack 10000") {
        record("engine bare solver stack 10000", try measure(5, budget: 10) {
            try timeBareSolver { try bareSolverStack(10_000) }
        })
    }
    for n in [100, 1000, 10_000] {
        for (label, build) in [("stack", engineStack), ("flat", engineFlat), ("nested", engineNested)] as [(String, (Int) -> View)] {
            let name = label == "stack" ? "engine stack \(n) layout" : "engine \(label) \(n)"
            guard wanted(name) else { continue }
            record(name, measure(n >= 10_000 ? 5 : reps, budget: 10) {
                var root: View?
                let seconds = timed { root = build(n) }
                withExtendedLifetime(root) {}
                return seconds
            })
        }
    }
}

/// A list of `rows` rows (4 views each: the row, an icon, a title and a value label) stacked
/// in the root: each label sized by its text through its hugging and compression
/// resistance (optional inequalities), the value label's leading at least 8 points after
/// the title's trailing edge, the row 44 points high or as high as its title needs if more
/// (a low-priority height). Laid out once.
func engineLabels(_ rows: Int) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(15 * rows)
    var previous: View?
    for i in 0..<rows {
        let row = View(), icon = View(), title = Label(), value = Label()
        title.text = "Setting \(i)"
        value.text = i % 3 == 0 ? "On" : "A longer value \(i % 7)"
        value.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        for view in [row, icon, title, value] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(row)
        for view in [icon, title, value] { row.addSubview(view) }
        // As short as the bounds above allow (without it the height is ambiguous upwards).
        let rowHeight = row.heightAnchor.constraint(equalToConstant: 44)
        rowHeight.priority = .defaultLow
        constraints += [
            row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
            row.leftAnchor.constraint(equalTo: root.leftAnchor),
            row.rightAnchor.constraint(equalTo: root.rightAnchor),
            row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            row.heightAnchor.constraint(greaterThanOrEqualTo: title.heightAnchor, constant: 8),
            rowHeight,
            icon.leftAnchor.constraint(equalTo: row.leftAnchor, constant: 16),
            icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            icon.widthAnchor.constraint(equalToConstant: 24),
            icon.heightAnchor.constraint(equalToConstant: 24),
            title.leftAnchor.constraint(equalTo: icon.rightAnchor, constant: 12),
            title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            value.leftAnchor.constraint(greaterThanOrEqualTo: title.rightAnchor, constant: 8),
            value.rightAnchor.constraint(equalTo: row.rightAnchor, constant: -16),
            value.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ]
        previous = row
    }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return root
}

/// A scroll view filling a 375 x 812 root, with a content view pinned to its edges (as wide
/// as it) holding `rows` rows 44 points high, each below the one before, the last one's
/// bottom the content's. Laid out once.
func scrollingList(_ rows: Int) -> (root: View, scroll: ScrollView) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    let scroll = ScrollView(), content = View()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    content.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    scroll.addSubview(content)
    var constraints = [
        scroll.leftAnchor.constraint(equalTo: root.leftAnchor), scroll.rightAnchor.constraint(equalTo: root.rightAnchor),
        scroll.topAnchor.constraint(equalTo: root.topAnchor), scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        content.leftAnchor.constraint(equalTo: scroll.leftAnchor), content.rightAnchor.constraint(equalTo: scroll.rightAnchor),
        content.topAnchor.constraint(equalTo: scroll.topAnchor), content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
        content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
    ]
    var previous: View?
    for _ in 0..<rows {
        let row = View()
        row.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(row)
        constraints += [
            row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? content.topAnchor),
            row.leftAnchor.constraint(equalTo: content.leftAnchor),
            row.rightAnchor.constraint(equalTo: content.rightAnchor),
            row.heightAnchor.constraint(equalToConstant: 44),
        ]
        previous = row
    }
    if let previous { constraints.append(content.bottomAnchor.constraint(equalTo: previous.bottomAnchor)) }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return (root, scroll)
}

/// A chain of `depth` frame-placed views (each the only subview of the one before), the
/// leaf's left tied to the middle view's, laid out, then cut off below its tenth view.
func heldChain(_ depth: Int) -> [View] {
    var views: [View] = [View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))]
    for _ in 1..<depth {
        let view = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        views[views.count - 1].addSubview(view)
        views.append(view)
    }
    let leaf = views[depth - 1], middle = views[depth / 2]
    leaf.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
        leaf.leftAnchor.constraint(equalTo: middle.leftAnchor, constant: 5),
        leaf.topAnchor.constraint(equalTo: middle.topAnchor, constant: 5),
        leaf.widthAnchor.constraint(equalToConstant: 10),
        leaf.heightAnchor.constraint(equalToConstant: 10),
    ])
    views[0].layoutIfNeeded()
    views[10].removeFromSuperview()
    return views
}

/// A view with an intrinsic size: an arranged view of the stack view rows.
final class SizedView: View {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: CGSize { size }
}

/// A horizontal stack of `n` views (widths 10 to 29, heights 20 to 26) with `distribution`,
/// pinned to the root's top left corner and 40 points wider than the views and their least
/// spaces of 2, laid out.
func engineStackView(_ n: Int, _ distribution: StackView.Distribution) -> View {
    var views: [View] = []
    var width: CGFloat = 40
    for index in 0..<n {
        let view = SizedView(CGFloat(10 + index % 20), CGFloat(20 + index % 7))
        views.append(view)
        width += view.size.width + (index == 0 ? 0 : 2)
    }
    let stack = StackView(arrangedSubviews: views)
    stack.distribution = distribution
    stack.spacing = 2
    stack.alignment = StackView.Alignment.center
    let root = View(frame: CGRect(x: 0, y: 0, width: width + 20, height: 100))
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
        stack.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        stack.widthAnchor.constraint(equalToConstant: width),
    ])
    root.layoutIfNeeded()
    return root
}

/// Takes each of `views` out of its superview, in order: the timed part of the remove-half
/// rows, out of line for a profiler (`--toggle-collect='*removeEach*'`).
@inline(never)
func removeEach(_ views: [View]) {
    for view in views { view.removeFromSuperview() }
}

/// Empties `views`: the timed part of the chain teardown rows, out of line so that a profiler
/// can count it alone (`--toggle-collect='*releaseViews*'`).
@inline(never)
func releaseViews(_ views: inout [View]) { views = [] }

/// Threads that spin until stopped, to keep every processor busy.
final class BusyThreads: @unchecked Sendable {
    private let running = Atomic<Bool>(true)
    private let exited = Atomic<Int>(0)
    private let count: Int

    init(count: Int) {
        self.count = count
        for _ in 0..<count {
            Thread { [self] in
                var x = 0
                while running.load(ordering: .relaxed) { x &+= 1 }
                withExtendedLifetime(x) {}
                exited.add(1, ordering: .releasing)
            }.start()
        }
        // Give the threads time to be scheduled.
        pause(microseconds: 20_000)
    }

    func stop() {
        running.store(false, ordering: .relaxed)
        while exited.load(ordering: .acquiring) < count { pause(microseconds: 1_000) }
    }
}

/// Threads that build a screen each, all at once, whenever asked: a server's workers, kept
/// between rounds so that their heaps are warm.
final class ScreenBuilders: @unchecked Sendable {
    private let count: Int
    private let round = Atomic<Int>(0), finished = Atomic<Int>(0), exited = Atomic<Int>(0)
    private let quit = Atomic<Bool>(false)
    /// The round's first start and last end (uptime nanoseconds), taken by the builders.
    private let firstStart = Atomic<UInt64>(UInt64.max), lastEnd = Atomic<UInt64>(0)

    init(count: Int) {
        self.count = count
        for _ in 0..<count {
            Thread { [self] in
                var seen = 0
                var screen: EngineScreen?
                while true {
                    var now = round.load(ordering: .acquiring)
                    // Asleep between rounds, so as not to take the core of a slower builder.
                    while now == seen && !quit.load(ordering: .relaxed) {
                        pause(microseconds: 50)
                        now = round.load(ordering: .acquiring)
                    }
                    if quit.load(ordering: .relaxed) { break }
                    seen = now
                    screen = nil  // the last round's, freed before the clock starts
                    finished.add(1, ordering: .releasing)
                    while round.load(ordering: .acquiring) == seen && !quit.load(ordering: .relaxed) {}
                    if quit.load(ordering: .relaxed) { break }
                    seen += 1
                    let start = DispatchTime.now().uptimeNanoseconds
                    screen = laidOutEngineScreen()
                    let end = DispatchTime.now().uptimeNanoseconds
                    var earliest = firstStart.load(ordering: .relaxed)
                    while start < earliest {
                        let (exchanged, current) = firstStart.compareExchange(expected: earliest, desired: start, ordering: .relaxed)
                        if exchanged { break }
                        earliest = current
                    }
                    var latest = lastEnd.load(ordering: .relaxed)
                    while end > latest {
                        let (exchanged, current) = lastEnd.compareExchange(expected: latest, desired: end, ordering: .relaxed)
                        if exchanged { break }
                        latest = current
                    }
                    finished.add(1, ordering: .releasing)
                }
                withExtendedLifetime(screen) {}
                exited.add(1, ordering: .releasing)
            }.start()
        }
    }

    /// One round: the previous screens freed (not timed), then every thread builds one; the
    /// time until the last is laid out.
    func timeRound() -> Double {
        finished.store(0, ordering: .relaxed)
        round.add(1, ordering: .releasing)
        while finished.load(ordering: .acquiring) < count { pause(microseconds: 1_000) }
        finished.store(0, ordering: .relaxed)
        firstStart.store(UInt64.max, ordering: .relaxed)
        lastEnd.store(0, ordering: .relaxed)
        round.add(1, ordering: .releasing)
        // Asleep, and long: this thread must not take a builder's core. The builders time
        // the round themselves.
        while finished.load(ordering: .acquiring) < count { pause(microseconds: 1_000) }
        return Double(lastEnd.load(ordering: .acquiring) - firstStart.load(ordering: .acquiring)) / 1e9
    }

    func stop() {
        quit.store(true, ordering: .relaxed)
        while exited.load(ordering: .acquiring) < count { pause(microseconds: 100) }
    }
}

/// `n` views in a row, each 10 wide at priority 300 + i and at least 30 wide at 299 + i (the
/// first wins): every optional constraint at a priority of its own. Laid out once.
func engineDistinctPriorities(_ n: Int) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 10_000, height: 100))
    var constraints: [LayoutConstraint] = []
    var previous: View?
    for i in 0..<n {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let narrow = view.widthAnchor.constraint(equalToConstant: 10)
        narrow.priority = LayoutPriority(Float(300 + i))
        let wide = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 30)
        wide.priority = LayoutPriority(Float(299 + i))
        constraints += [
            view.leftAnchor.constraint(equalTo: previous?.rightAnchor ?? root.leftAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            narrow, wide,
        ]
        previous = view
    }
    LayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return root
}
