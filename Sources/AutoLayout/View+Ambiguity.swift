import Cassowary
import Foundation

extension View {
    /// Whether the constraints leave this view's frame undetermined: some part of it (x, y,
    /// width or height) can move without breaking any constraint or making an optional one
    /// worse. `false` for a view the engine does not place. (Solves the tree first.)
    public var hasAmbiguousLayout: Bool {
        installAwaitedConstraints()
        guard engineUses > 0, superview != nil else { return false }
        let engine = layoutEngine
        _ = engine.solveIfNeeded()
        return !engine.ambiguousVariables(of: self).isEmpty
    }

    /// Moves this view to another of the frames its ambiguous constraints allow (as UIKit's
    /// debugging aid), then lays the tree out again. Does nothing if the layout is not ambiguous.
    ///
    /// Each ambiguous part of the frame moves 10 points (less where a constraint stops it
    /// sooner) and stays there until the constraints of the tree next change; calling it
    /// again moves it further.
    public func exerciseAmbiguityInLayout() {
        installAwaitedConstraints()
        guard engineUses > 0, superview != nil else { return }
        let engine = layoutEngine
        _ = engine.solveIfNeeded()
        let ambiguous = engine.ambiguousVariables(of: self)
        guard !ambiguous.isEmpty else { return }
        for variable in ambiguous { engine.shift(variable, by: 10) }
        // Not `changed()`, which lets the moved variables go.
        engine.needsSolve = true
        needsLayoutFlag = true
        layoutIfNeeded()
    }

    /// The tree this view is in, a view a line, for reading while debugging: what UIKit's
    /// `_autolayoutTrace` prints in the debugger.
    ///
    /// Each view, depth first from the root, is indented by `|   ` per level and shown by its
    /// ``description`` (type, name and frame). A `*` marks the views the engine places (those
    /// its constraints name); the others keep the frames they are given. A view whose frame
    /// the constraints leave undetermined (see ``hasAmbiguousLayout``) ends with the parts
    /// that can move:
    ///
    /// ```
    /// <View:root; frame = (0 0; 320 480)>
    /// |   *<View:card; frame = (20 20; 280 0)> - AMBIGUOUS LAYOUT for View:card.height
    /// |   |   *<Label:title; frame = (8 8; 264 20.5)>
    /// ```
    ///
    /// The frames are those of the last layout pass: the trace runs none. Complexity: one
    /// reading of the solver's rows for the whole tree, then a probe (as dear as a small
    /// change of a constant) of each part of a frame the rows do not show pinned.
    public func autolayoutTrace() -> String {
        installAwaitedConstraints()
        let root = rootView
        let engine = root.engineStorage
        if let engine { _ = engine.solveIfNeeded() }
        var lines: [String] = []
        // Depth first, each view before its subviews, with a stack of its own rather than a
        // call per level, which could overflow a thread's stack on a deep tree.
        var pending: [(view: View, depth: Int)] = [(root, 0)]
        while let (view, depth) = pending.popLast() {
            var line = String(repeating: "|   ", count: depth)
            let placed = engine != nil && view.engineUses > 0 && view.superview != nil
            if placed { line += "*" }
            line += view.description
            if placed, let engine {
                let variables = view.layoutVariables
                let parts = engine.ambiguousVariables(of: view).map { variable -> String in
                    if variable === variables.x { return "minX" }
                    if variable === variables.y { return "minY" }
                    return variable === variables.width ? "width" : "height"
                }
                if !parts.isEmpty {
                    line += " - AMBIGUOUS LAYOUT for " + parts.map { "\(view.layoutDescription).\($0)" }.joined(separator: ", ")
                }
            }
            lines.append(line)
            // Last pushed, first traced: the subviews in their order (as they are once the
            // view's line is written, as the loop over them saw them).
            for subview in view.subviews.reversed() { pending.append((subview, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }

    /// The active constraints that name this view with an attribute on `axis` (its
    /// autoresizing and content hugging / compression resistance constraints included, and a
    /// root's size constraint), the constraints
    /// that directly place it along that axis.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        installAwaitedConstraints()
        var result: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        for constraint in references where !seen.contains(ObjectIdentifier(constraint)) {
            let (first, second) = constraint.itemViews
            let origins = constraint.offsetOrigins
            let (firstOrigin, secondOrigin) = origins?.views ?? (nil, nil)
            if (first === self && constraint.firstAttribute.axis == axis)
                || (second === self && constraint.secondAttribute.axis == axis)
                || (firstOrigin === self && origins?.firstAttribute.axis == axis)
                || (secondOrigin === self && origins?.secondAttribute.axis == axis)
            {
                seen.insert(ObjectIdentifier(constraint))
                result.append(constraint)
            }
        }
        for constraint in autoresizingConstraints where constraint.firstAttribute.axis == axis {
            result.append(constraint)
        }
        for constraint in contentSizeConstraints where constraint.firstAttribute.axis == axis {
            result.append(constraint)
        }
        if superview == nil, let engine = engineStorage {
            result.append(axis == .horizontal ? engine.rootWidth : engine.rootHeight)
        }
        return result
    }
}

extension LayoutEngine {
    /// A strength below every priority's (1 weighs about 1.02): a probe never outweighs a
    /// constraint.
    static let probeStrength = Strength(1e-3)

    /// The variables of `view`'s frame that can move (probed with a weak edit each way).
    ///
    /// A variable the tableau shows pinned (``Solver/hasForcedValue(_:)``) is not probed:
    /// each probe pivots, and probing every view of a large tree cost a pass over every
    /// definition per probe. Not while a variable is held by
    /// ``View/exerciseAmbiguityInLayout()``: its edit's error then costs something, and the
    /// tableau shows the held variable pinned where a probe moves it.
    func ambiguousVariables(of view: View) -> [Variable] {
        settleFirst()
        let v = view.layoutVariables
        let pinned = exercisedVariables.isEmpty ? forcedParts(of: view) : 0
        var result: [Variable] = []
        var probed = false
        for (part, variable) in [v.x, v.y, v.width, v.height].enumerated() where pinned & (1 << part) == 0 {
            probed = true
            if probe(variable) { result.append(variable) }
        }
        if probed { writeSolution() }
        return result
    }

    /// The parts of `view`'s frame the tableau shows pinned, as bits (x, y, width, height).
    /// Found for every placed view at once, after each change of the constraints: the
    /// solver remembers the rows it has read only until it next changes, and a chain of rows
    /// (a stack of views, each below the last) read afresh for each view was quadratic.
    func forcedParts(of view: View) -> UInt8 {
        let slot = view.placedSlot
        guard slot >= 0, slot < placedViews.count, placedViews[slot].toOpaque() == Unmanaged.passUnretained(view).toOpaque() else {
            return 0
        }
        if forcedPartsRevision != solver.revision || forcedParts.count != placedViews.count {
            forcedParts.removeAll(keepingCapacity: true)
            forcedParts.reserveCapacity(placedViews.count)
            for placed in placedViews {
                let v = placed._withUnsafeGuaranteedRef { $0.layoutVariables }
                var bits: UInt8 = 0
                for (part, variable) in [v.x, v.y, v.width, v.height].enumerated() where solver.hasForcedValue(variable) {
                    bits |= 1 << part
                }
                forcedParts.append(bits)
            }
            forcedPartsRevision = solver.revision
        }
        return forcedParts[slot]
    }

    /// Whether `variable` moves when pulled 1 point either way by a probe weaker than any
    /// constraint; restores it afterwards.
    func probe(_ variable: Variable) -> Bool {
        settleFirst()
        let start = variable.value
        // A variable exercised before already has its edit: probe with it and leave it.
        let exercised = exercisedVariables.contains { $0 === variable }
        let revisionBefore = solver.revision
        if !exercised {
            do {
                try solver.addEditVariable(variable, strength: LayoutEngine.probeStrength)
            } catch {
                return false
            }
        }
        defer {
            let restored = (try? solver.suggestValue(variable, start)) != nil
            let removed = exercised || (try? solver.removeEditVariable(variable)) != nil
            // The constraints are as they were: what was found pinned still is.
            if restored && removed && forcedPartsRevision == revisionBefore { forcedPartsRevision = solver.revision }
        }
        var moved = false
        for delta in [1.0, -1.0] {
            guard (try? solver.suggestValue(variable, start + delta)) != nil else { continue }
            writeSolution()
            if Swift.abs(variable.value - start) > 1e-7 { moved = true }
        }
        return moved
    }

    /// Moves an ambiguous variable by `delta` and holds it there (see ``exercisedVariables``).
    func shift(_ variable: Variable, by delta: Double) {
        settleFirst()
        let start = variable.value
        if !exercisedVariables.contains(where: { $0 === variable }) {
            guard (try? solver.addEditVariable(variable, strength: LayoutEngine.probeStrength)) != nil else { return }
            exercisedVariables.append(variable)
        }
        try? solver.suggestValue(variable, start + delta)
        writeSolution()
    }

    /// Lets the variables ``View/exerciseAmbiguityInLayout()`` moved go: the constraints
    /// changed, and the next solve places them by the constraints alone.
    func releaseExercisedVariables() {
        settleFirst()
        for variable in exercisedVariables { try? solver.removeEditVariable(variable) }
        exercisedVariables.removeAll()
    }
}
