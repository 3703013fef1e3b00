import Cassowary
import Foundation

extension View {
    /// The value of a dimension of ``intrinsicContentSize`` that the view does not have
    /// (as `UIView.noIntrinsicMetric`): -1.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells the engine that ``intrinsicContentSize`` changed: the view's content hugging and
    /// compression resistance constraints take the new size (in place when only the values
    /// changed), as in UIKit. When ``alignmentRectInsets`` changed too, the constraints on
    /// the view's edges, centers and size take the new insets.
    public func invalidateIntrinsicContentSize() {
        intrinsicContentSizeWillChange()
        needsLayoutFlag = true
        superview?.needsLayoutFlag = true
        superview?.subviewIntrinsicContentSizeDidChange(self)
        guard engineUses > 0, let engine = engineStorageOfTree else {
            // No installed constraint reads the view: the next one (or a fitting size) asks
            // for its insets afresh.
            alignmentInsetsState = 0
            return
        }
        guard !readingIntrinsicContentSize else { return }
        refreshAlignmentInsetsIfChanged(in: engine)
        engine.refreshContentSize(of: self)
    }

    /// ``intrinsicContentSize``, read for the engine (see ``readingIntrinsicContentSize``).
    /// A dimension that is not finite (an override's NaN, a label's NaN font size or a
    /// measurer's infinite width) is read as ``noIntrinsicMetric``, with an
    /// ``LayoutDiagnostic/Kind/invalidValue`` diagnostic (once while the size stays the
    /// same): no constraint can hold it.
    func readIntrinsicContentSize() -> CGSize {
        let wasReading = readingIntrinsicContentSize
        readingIntrinsicContentSize = true
        defer { readingIntrinsicContentSize = wasReading }
        let size = intrinsicContentSize
        if size.width.isFinite && size.height.isFinite {
            if settingsStorage?.reportedNonFiniteIntrinsicSize != nil { settingsStorage?.reportedNonFiniteIntrinsicSize = nil }
            return size
        }
        // Once while it stays the same: a label re-measured at each new width would say it
        // again at every frame of an animation.
        let text = "(\(formatNumber(size.width)), \(formatNumber(size.height)))"
        if settingsStorage?.reportedNonFiniteIntrinsicSize != text {
            settings.reportedNonFiniteIntrinsicSize = text
            LayoutDiagnostics.emit(
                .invalidValue,
                "\(layoutDescription)'s intrinsicContentSize \(text) is not finite; a dimension that is not finite is read as noIntrinsicMetric",
                [])
        }
        return CGSize(
            width: size.width.isFinite ? size.width : View.noIntrinsicMetric,
            height: size.height.isFinite ? size.height : View.noIntrinsicMetric)
    }

    /// Tells the engine that the view's baselines (``firstBaselineOffsetFromTop``,
    /// ``lastBaselineOffsetFromBottom``, a label's text) changed: the constraints on them
    /// take the new values in place, those that read them for an ancestor
    /// (``forFirstBaselineLayout``) too. When ``forFirstBaselineLayout`` or
    /// ``forLastBaselineLayout`` now names another view, the constraints whose baselines it
    /// resolves go into the solver again, reading the new one: those on the view's own
    /// baselines, and those on an ancestor's whose chain of redirects runs through it.
    public func invalidateBaselines() {
        // A link in the middle of a chain is named by no constraint and read by none: the
        // constraints it resolves are listed with the view at the chain's end, below it.
        let below = engineUses > 0 && !subviews.isEmpty ? baselineDependentsBelow() : []
        guard !references.isEmpty || !baselineDependents.isEmpty || !below.isEmpty, let engine = engineStorageOfTree
        else { return }
        var redirected: [LayoutConstraint] = []
        var refreshed: [LayoutConstraint] = []
        func sort(_ constraint: LayoutConstraint, refreshing: Bool) {
            if constraint.solverConstraint != nil, constraint.readsBaseline,
               !BaselineViews.same(constraint.baselineViews, constraint.resolveBaselineViews(reporting: false))
            {
                redirected.append(constraint)
            } else if refreshing {
                refreshed.append(constraint)
            }
        }
        // Only the constraints that read a baseline depend on it (refreshing the others would
        // only re-read their margins and insets, a last bit apart perhaps).
        for constraint in references { sort(constraint, refreshing: constraint.readsBaseline) }
        // The dependents are few, and may also name the view (or be listed twice below).
        for constraint in liveBaselineDependents + below
        where !redirected.contains(where: { $0 === constraint }) && !refreshed.contains(where: { $0 === constraint }) {
            sort(constraint, refreshing: constraint.baselineViews?.contains(self) == true)
        }
        if !redirected.isEmpty { engine.reinstall(redirected) }
        engine.refreshConstants(of: refreshed)
    }

    /// The live baseline dependents of the view's descendants, found along the paths the
    /// engine retains (a view with no engine uses has no recorded path through it).
    private func baselineDependentsBelow() -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        var walk = subviews.filter { $0.engineUses > 0 }
        while let view = walk.popLast() {
            if !view.baselineDependents.isEmpty { found += view.liveBaselineDependents }
            for subview in view.subviews where subview.engineUses > 0 { walk.append(subview) }
        }
        return found
    }

    /// How much the view resists growing beyond its intrinsic size on `axis` (250,
    /// ``LayoutPriority/defaultLow``, by default), as UIKit's.
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets how much the view resists growing beyond its intrinsic size on `axis`: the
    /// priority of the constraint `size <= intrinsic size` on that axis. A priority outside
    /// 0 < p <= 1000 is refused with an ``LayoutDiagnostic/Kind/invalidValue`` diagnostic.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard checkContentPriority(priority, "content hugging") else { return }
        guard contentHuggingPriority(for: axis) != priority else { return }
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
        contentPrioritiesDidChange()
    }

    /// How much the view resists shrinking below its intrinsic size on `axis` (750,
    /// ``LayoutPriority/defaultHigh``, by default), as UIKit's.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets how much the view resists shrinking below its intrinsic size on `axis`: the
    /// priority of the constraint `size >= intrinsic size` on that axis. A priority outside
    /// 0 < p <= 1000 is refused with an ``LayoutDiagnostic/Kind/invalidValue`` diagnostic.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard checkContentPriority(priority, "compression resistance") else { return }
        guard contentCompressionResistancePriority(for: axis) != priority else { return }
        if axis == .horizontal { compressionPriorities.horizontal = priority } else { compressionPriorities.vertical = priority }
        contentPrioritiesDidChange()
    }

    private func checkContentPriority(_ priority: LayoutPriority, _ what: String) -> Bool {
        if priority.isValid { return true }
        LayoutDiagnostics.emit(
            .invalidValue, "\(what) priority \(priority) refused for \(layoutDescription): a priority must be above 0 and at most 1000", [])
        return false
    }

    private func contentPrioritiesDidChange() {
        guard engineUses > 0, let engine = engineStorageOfTree else { return }
        engine.uninstallContentSize(of: self)
        engine.installContentSize(of: self)
        superview?.needsLayoutFlag = true
    }

    /// The content-size constraints of `view` for the intrinsic size `size`: per present
    /// dimension, `dimension <= size @ hugging` and `dimension >= size @ compression`.
    func makeContentSizeConstraints(for size: CGSize) -> [LayoutConstraint] {
        var made: [LayoutConstraint] = []
        func add(_ attribute: LayoutAttribute, _ value: CGFloat, _ axis: LayoutAxis) {
            guard value.isFinite, value >= 0 else { return }
            made.append(LayoutConstraint(
                contentSizeOf: self, attribute: attribute, relation: .lessThanOrEqual, constant: value,
                priority: contentHuggingPriority(for: axis), identifier: "hug"))
            made.append(LayoutConstraint(
                contentSizeOf: self, attribute: attribute, relation: .greaterThanOrEqual, constant: value,
                priority: contentCompressionResistancePriority(for: axis), identifier: "compression"))
        }
        add(.width, size.width, .horizontal)
        add(.height, size.height, .vertical)
        return made
    }
}

extension LayoutEngine {
    /// Adds the content hugging and compression resistance constraints of a view that has
    /// just entered the engine (nothing for a view without an intrinsic size).
    func installContentSize(of view: View, size read: CGSize? = nil) {
        let size = read ?? view.readIntrinsicContentSize()
        view.installedIntrinsicSize = size
        // Most views have no intrinsic size: nothing to make.
        guard size.width >= 0 || size.height >= 0 else { return }
        let constraints = view.makeContentSizeConstraints(for: size)
        guard !constraints.isEmpty else { return }
        view.contentSizeConstraints = constraints
        // Behind a queued burst, if one is going (see `addToSolver`).
        installEngineMade(constraints, in: view)
    }

    /// Removes a view's content-size constraints (it left the engine, or they are rebuilt).
    func uninstallContentSize(of view: View) {
        settleFirst()
        let constraints = view.contentSizeConstraints
        view.contentSizeConstraints = []
        view.installedIntrinsicSize = nil
        uninstallEngineMade(constraints)
    }

    /// The intrinsic size of a view in the engine may have changed: update the constants of
    /// its content-size constraints in place, or rebuild them when a dimension appeared or
    /// went away.
    func refreshContentSize(of view: View) {
        settleFirst()
        let size = view.readIntrinsicContentSize()
        guard let old = view.installedIntrinsicSize else {
            installContentSize(of: view, size: size)
            return
        }
        if old == size { return }
        func present(_ value: CGFloat) -> Bool { value.isFinite && value >= 0 }
        let sameShape = present(old.width) == present(size.width) && present(old.height) == present(size.height)
            && view.contentSizeConstraints.allSatisfy { $0.solverConstraint != nil }
        guard sameShape else {
            uninstallContentSize(of: view)
            installContentSize(of: view, size: size)
            return
        }
        view.installedIntrinsicSize = size
        changingConstantsTogether {
            for constraint in view.contentSizeConstraints {
                let value = constraint.firstAttribute == .width ? size.width : size.height
                if constraint.storedConstant != value {
                    constraint.storedConstant = value
                    constantDidChange(constraint)
                }
            }
        }
    }
}
