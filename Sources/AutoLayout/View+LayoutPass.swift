import Foundation

extension View {
    /// Marks the view as needing `layoutSubviews()` at the next layout pass.
    public func setNeedsLayout() {
        needsLayoutFlag = true
    }

    /// Whether `setNeedsLayout()` (or a size change) is pending.
    public var needsLayout: Bool { needsLayoutFlag }

    /// Runs the layout pass of the view's tree now if anything is pending:
    ///
    /// 1. the constraint update pass (``updateConstraintsIfNeeded()`` from the root:
    ///    `updateConstraints()` on each flagged view, subviews before their superview);
    /// 2. the engine's solution is read (incrementally: only if a constraint, a constant or the
    ///    root's size changed);
    /// 3. `layoutSubviews()` top-down (a view before its subviews), on the views marked by
    ///    `setNeedsLayout()` or resized and, when the solution changed, on the views whose
    ///    engine-placed subviews got new frames (as UIKit's engine marks them).
    ///    The base `layoutSubviews()` gives each subview the engine places its frame, in this
    ///    view's coordinates.
    ///
    /// Before step 1, when the root was resized, the tree changed or trait overrides changed,
    /// the trait pass calls ``traitCollectionDidChange(_:)`` on the views whose traits changed
    /// (parents first), so that they can swap constraint sets. After step 3, when the solution
    /// changed, the environment pass recomputes safe area insets and effective margins
    /// (``safeAreaInsetsDidChange()``, ``layoutMarginsDidChange()``, constraints on them
    /// refreshed) and lets labels re-measure their text for their new widths.
    ///
    /// If `layoutSubviews()` (or the environment pass) changes constraints, the pass runs again (at most 8 times; then a
    /// ``LayoutDiagnostic/Kind/layoutDidNotConverge`` diagnostic).
    ///
    /// A view the engine places but no constraint fully determines gets, for the undetermined
    /// parts of its frame, the solver's basic solution (as kiwi's): a position or size that no
    /// constraint pins reads 0, also once the constraint that pinned it is deactivated, and one
    /// that inequalities only bound sits on one of its bounds. A view the engine does not place
    /// keeps the frame it was given (resized by its autoresizing mask).
    ///
    /// An override may call it again (UIKit code often does, from `layoutSubviews()`). Past
    /// ``layoutNestingLimit`` calls inside one another, the tree's layout stops where it is,
    /// every level returning, with a ``LayoutDiagnostic/Kind/layoutDidNotConverge``
    /// diagnostic; a later call starts afresh.
    public func layoutIfNeeded() {
        let root = rootView
        guard root.enterLayoutNesting("layoutIfNeeded()") else { return }
        defer { root.leaveLayoutNesting() }
        var rounds = 0
        root.installAwaitedConstraints()
        while true {
            if root.traitsNeedUpdate { root.updateTraitCollections() }
            if root.constraintUpdatePending {
                root.constraintUpdatePending = false
                root.runConstraintUpdates(in: root)
            }
            let solved = root.engineStorage?.solveIfNeeded() ?? false
            let compareAll = root.engineStorage?.compareAllFrames ?? false
            root.engineStorage?.compareAllFrames = false
            root.layoutPass(compareAll: compareAll)
            if root.environmentNeedsUpdate {
                root.updateEnvironment(everything: true)
            } else if solved || root.environmentPath {
                // Frames moved: by the solution, or by autoresizing masks alone (a tree
                // without constraints), which marks the paths to the views that moved.
                root.updateEnvironment(everything: false)
            }
            rounds += 1
            // Again while a layout or update override changed constraints, or asked for an
            // update pass of views whose turn had passed (a superview's `updateConstraints()`
            // changing a stack view below it), or changed traits after the trait pass (a
            // `traitCollectionDidChange(_:)` resizing the root to another size class: its
            // views would keep the constraint set of the size class they were told of).
            guard !root.layoutAbandoned, let engine = root.engineStorage,
                engine.needsSolve || root.constraintUpdatePending || root.traitsNeedUpdate
            else { break }
            if rounds >= 8 {
                LayoutDiagnostics.emit(
                    .layoutDidNotConverge,
                    "layoutSubviews() of views in \(root.layoutDescription) kept changing constraints; the layout stopped after \(rounds) passes",
                    [])
                break
            }
        }
    }

    /// How many calls of `layoutIfNeeded()` and `updateConstraintsIfNeeded()` may run inside
    /// one another in one tree (overrides calling them again): 16. UIKit sets no limit; code
    /// that goes on calling itself there never ends.
    public static let layoutNestingLimit = 16

    /// On a root: counts one more nested layout call, or, past the limit, abandons the
    /// tree's layout (every level then returns) and reports it. `false`: do not lay out.
    func enterLayoutNesting(_ call: String) -> Bool {
        if layoutAbandoned { return false }
        if layoutNesting >= View.layoutNestingLimit {
            layoutAbandoned = true
            LayoutDiagnostics.emit(
                .layoutDidNotConverge,
                "\(call) was called inside the layout of \(layoutDescription) \(layoutNesting) levels deep (from layoutSubviews(), updateConstraints() or another override); the layout stopped there",
                [])
            return false
        }
        layoutNesting += 1
        return true
    }

    /// On a root: the end of a call counted by ``enterLayoutNesting(_:)``; the outermost one
    /// clears an abandoned layout, so that the next call lays out again.
    func leaveLayoutNesting() {
        layoutNesting -= 1
        if layoutNesting == 0 { layoutAbandoned = false }
    }

    /// Marks `subview` (an engine-placed subview whose solved frame differs from its frame)
    /// for the next layout pass.
    func noteChangedEngineSubview(_ subview: View) {
        engineFramesCandidate = true
        if changedEngineSubviewsIncomplete { return }
        let entry = Unmanaged.passUnretained(subview)
        if let last = changedEngineSubviews.last, last.toOpaque() == entry.toOpaque() { return }
        if changedEngineSubviews.count >= View.changedEngineSubviewsLimit {
            forgetEngineChanges()
            return
        }
        if changedEngineSubviews.isEmpty {
            // A few subviews are compared as cheaply as they are listed: no list (and no
            // allocation, a third of a first layout's cost here) for them.
            if subviews.count <= View.subviewsComparedWithoutList {
                changedEngineSubviewsIncomplete = true
                return
            }
            // Room for several at once: a superview usually gets its subviews' changes together.
            changedEngineSubviews.reserveCapacity(8)
        }
        changedEngineSubviews.append(entry)
    }

    /// Past this many changed subviews, comparing them all is as cheap as keeping the list.
    static let changedEngineSubviewsLimit = 32
    /// A superview with at most this many subviews compares them all rather than list the
    /// changed ones.
    static let subviewsComparedWithoutList = 4

    /// Drops the list of changed subviews (a subview left, or too many changed): the next
    /// layout pass compares every subview.
    func forgetEngineChanges() {
        changedEngineSubviews.removeAll(keepingCapacity: true)
        changedEngineSubviewsIncomplete = true
    }

    /// Whether the engine places this view and its solved frame differs from its frame
    /// (compared field by field: Foundation's `==` on rectangles is an out-of-line call).
    @inline(__always)
    var solvedFrameDiffers: Bool {
        guard engineUses > 0 else { return false }
        let f = storedFrame
        return unretainedLayoutVariables._withUnsafeGuaranteedRef { v in
            let (x, y, width, height) = (v.x.value, v.y.value, v.width.value, v.height.value)
            // The frame holds solved values as `solvedValue` reads them: a part equal to its
            // solution as it stands (the usual case: whole points) needs no reading.
            return (f.origin.x != x && f.origin.x != solvedValue(x)) || (f.origin.y != y && f.origin.y != solvedValue(y))
                || (f.size.width != width && f.size.width != solvedValue(width))
                || (f.size.height != height && f.size.height != solvedValue(height))
        }
    }

    /// Takes the solved frame, if the engine places this view and it differs (the values
    /// read once: this runs for every subview after a resize).
    @inline(__always)
    func applySolvedFrame() {
        guard engineUses > 0 else { return }
        let (rawX, rawY, rawWidth, rawHeight) = unretainedLayoutVariables._withUnsafeGuaranteedRef { v in
            (v.x.value, v.y.value, v.width.value, v.height.value)
        }
        let f = storedFrame
        // Only the parts that moved are read (a row pushed down moves along y alone; see
        // `solvedFrameDiffers`); a part that did not keeps the frame's value (a solved -0
        // stays the frame's 0).
        let x = f.origin.x == rawX ? f.origin.x : solvedValue(rawX)
        let y = f.origin.y == rawY ? f.origin.y : solvedValue(rawY)
        let width = f.size.width == rawWidth ? f.size.width : solvedValue(rawWidth)
        let height = f.size.height == rawHeight ? f.size.height : solvedValue(rawHeight)
        if f.origin.x != x || f.origin.y != y || f.size.width != width || f.size.height != height {
            if x.isFinite && y.isFinite && width.isFinite && height.isFinite {
                setFrame(CGRect(x: x, y: y, width: width, height: height), fromEngine: true)
            } else {
                applyNonFiniteSolution(x, y, width, height)
            }
        }
    }

    /// A solution that is not finite (finite constants and multipliers can still overflow:
    /// `height == root.height * 1e308`): the parts that are finite are taken, the others keep
    /// their value, so that code reading frames never sees an infinity or a NaN, and an
    /// ``LayoutDiagnostic/Kind/invalidValue`` diagnostic names the constraints along the axes
    /// concerned. Reported at every layout pass while the constraints stay so.
    @inline(never)
    private func applyNonFiniteSolution(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        let f = storedFrame
        let kept = CGRect(
            x: x.isFinite ? x : f.origin.x, y: y.isFinite ? y : f.origin.y,
            width: width.isFinite ? width : f.size.width, height: height.isFinite ? height : f.size.height)
        var named: [LayoutConstraint] = []
        var parts: [String] = []
        if !x.isFinite || !width.isFinite {
            named += constraintsAffectingLayout(for: .horizontal)
            if !x.isFinite { parts.append("x = \(x)") }
            if !width.isFinite { parts.append("width = \(width)") }
        }
        if !y.isFinite || !height.isFinite {
            named += constraintsAffectingLayout(for: .vertical)
            if !y.isFinite { parts.append("y = \(y)") }
            if !height.isFinite { parts.append("height = \(height)") }
        }
        let list = named.map { "    \($0)" }.joined(separator: "\n")
        LayoutDiagnostics.emit(
            .invalidValue,
            "The constraints of \(layoutDescription) give it a frame that is not a finite number (\(parts.joined(separator: ", "))): a constant or multiplier overflowed. Those parts keep their values; the constraints that place it there:\n\(list)",
            named)
        if kept != f { setFrame(kept, fromEngine: true) }
    }

    func applyEngineFramesToSubviews() {
        if applyingListedEngineFrames && !changedEngineSubviewsIncomplete {
            // Only the subviews the solve reported (setting a frame from the engine runs no
            // overridable code, and a subview leaving empties the list, so they stay alive).
            var k = 0
            while k < changedEngineSubviews.count {
                changedEngineSubviews[k]._withUnsafeGuaranteedRef { $0.applySolvedFrame() }
                k += 1
            }
            return
        }
        var index = 0
        while index < subviews.count {
            // Compared without retaining the subview (the array holds it): only those whose
            // solved frame differs are set (setting an equal frame does nothing).
            // Setting a frame from the engine runs no overridable code (the subview's own
            // autoresizing subviews follow), so the array keeps the subview alive throughout.
            Unmanaged.passUnretained(subviews[index])._withUnsafeGuaranteedRef { $0.applySolvedFrame() }
            index += 1
        }
    }

    /// Whether a subview the engine places has a solved frame other than its current one
    /// (among the listed ones only, with `listedOnly`).
    func engineFramesOfSubviewsChanged(listedOnly: Bool) -> Bool {
        if listedOnly {
            for entry in changedEngineSubviews where entry._withUnsafeGuaranteedRef({ $0.solvedFrameDiffers }) {
                return true
            }
            return false
        }
        var index = 0
        while index < subviews.count {
            if Unmanaged.passUnretained(subviews[index])._withUnsafeGuaranteedRef({ $0.solvedFrameDiffers }) { return true }
            index += 1
        }
        return false
    }

    /// `layoutSubviews()` top-down on the views marked as needing layout and, after a solve,
    /// on the views whose engine-placed subviews got new frames (the engine marks the
    /// candidates when it reads the solution, ``LayoutEngine/solveIfNeeded()``).
    ///
    /// With `compareAll` (after a resize of the root), every view compares its engine subviews.
    func layoutPass(compareAll: Bool = false) {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            let candidate = view.engineFramesCandidate
            view.engineFramesCandidate = false
            // The candidates are marked when the solution is read, which may have been before
            // this pass (a diagnostic query solves): they are compared whatever `everything` says.
            // Unless the view needs layout for another reason (or the root was resized), only
            // the subviews the solve reported are compared and set.
            let listedOnly = !compareAll && !view.needsLayoutFlag && !view.changedEngineSubviewsIncomplete
            if view.needsLayoutFlag || ((candidate || compareAll) && view.engineFramesOfSubviewsChanged(listedOnly: listedOnly)) {
                view.needsLayoutFlag = false
                view.applyingListedEngineFrames = listedOnly
                view.layingOutSubviews = true
                view.layoutSubviews()
                view.layingOutSubviews = false
                view.applyingListedEngineFrames = false
            }
            if candidate || view.changedEngineSubviewsIncomplete {
                view.changedEngineSubviews.removeAll(keepingCapacity: true)
                view.changedEngineSubviewsIncomplete = false
            }
            var index = view.subviews.count
            while index > 0 {
                index -= 1
                // A leaf with nothing pending has nothing to do: not visited (nor retained).
                let visit = Unmanaged.passUnretained(view.subviews[index])._withUnsafeGuaranteedRef {
                    !$0.subviews.isEmpty || $0.needsLayoutFlag || $0.engineFramesCandidate
                }
                if visit { stack.append(view.subviews[index]) }
            }
        }
    }

    /// Marks the view as needing `updateConstraints()` at the next layout pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraintsFlag = true
        rootView.constraintUpdatePending = true
    }

    /// Whether `setNeedsUpdateConstraints()` is pending (every view starts with it pending).
    public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

    /// Runs `updateConstraints()` now on this view and its descendants that need it,
    /// subviews before their superview (as UIKit's constraint pass, bottom-up).
    ///
    /// Calls nested in one another through the overrides are limited as in
    /// ``layoutIfNeeded()``.
    public func updateConstraintsIfNeeded() {
        let root = rootView
        guard root.enterLayoutNesting("updateConstraintsIfNeeded()") else { return }
        defer { root.leaveLayoutNesting() }
        runConstraintUpdates(in: root)
    }

    /// The constraint update pass of ``updateConstraintsIfNeeded()`` over this view's subtree
    /// (`root` is the tree's root, which counts the nesting).
    func runConstraintUpdates(in root: View) {
        // Post-order without recursion: visit children first.
        var stack: [(View, Bool)] = [(self, false)]
        while !root.layoutAbandoned, let (view, childrenDone) = stack.popLast() {
            if childrenDone {
                if view.needsUpdateConstraintsFlag {
                    view.needsUpdateConstraintsFlag = false
                    view.updateConstraints()
                }
            } else {
                stack.append((view, true))
                var index = view.subviews.count
                while index > 0 {
                    index -= 1
                    stack.append((view.subviews[index], false))
                }
            }
        }
    }

}
