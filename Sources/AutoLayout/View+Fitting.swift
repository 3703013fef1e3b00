import Cassowary
import Foundation

extension View {
    /// The target size for the smallest size the constraints allow (as
    /// `UIView.layoutFittingCompressedSize`): zero by zero.
    public static var layoutFittingCompressedSize: CGSize { CGSize(width: 0, height: 0) }

    /// The target size for the largest size the constraints allow (as
    /// `UIView.layoutFittingExpandedSize`): 10 000 000 on each side.
    public static var layoutFittingExpandedSize: CGSize { CGSize(width: 10_000_000, height: 10_000_000) }

    /// The size the view's constraints give it when it is as close to `targetSize` as they
    /// allow, each dimension pulled towards the target at ``LayoutPriority/fittingSizeLevel``
    /// (50): pass ``layoutFittingCompressedSize`` for the smallest size, or
    /// ``layoutFittingExpandedSize`` for the largest. As UIKit's.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when each dimension is pulled towards
    /// `targetSize` at the given priority, as UIKit's: the self-sizing cell computation
    /// (`.required` horizontally for the cell's width, `.fittingSizeLevel` vertically for the
    /// height its content needs).
    ///
    /// The view is solved on its own, apart from its superview: with the active constraints
    /// among the views (and guides) of its subtree, the autoresizing constraints of its
    /// subviews, the content hugging and compression resistance of its subtree's intrinsic
    /// sizes (the view's own included), and the two target constraints. A multi-line label
    /// with an automatic preferred width wraps at the width it gets there (solved again until
    /// the widths settle). Nothing in the tree's layout changes. As in UIKit, the views of
    /// the subtree waiting for `updateConstraints()` get it first (a ``StackView`` makes its
    /// arrangement there).
    ///
    /// A size that overflows (finite constants and multipliers can: `height == width * 1e308`)
    /// is reported with an ``LayoutDiagnostic/Kind/invalidValue`` diagnostic, and its
    /// infinite parts come back as the largest finite value of their sign (a NaN as 0), as a
    /// layout pass never sets a frame that is not finite.
    ///
    /// So is a target that is not finite (read as ``layoutFittingExpandedSize`` for +∞, as
    /// ``layoutFittingCompressedSize`` for NaN and -∞) and a priority that is not above 0
    /// and at most 1000 (read as ``LayoutPriority/fittingSizeLevel``).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        var problems: [String] = []
        func target(_ value: CGFloat, _ name: String) -> CGFloat {
            if value.isFinite { return value }
            problems.append("target \(name) \(formatNumber(value))")
            return value > 0 ? View.layoutFittingExpandedSize.width : View.layoutFittingCompressedSize.width
        }
        func priority(_ value: LayoutPriority, _ name: String) -> LayoutPriority {
            if value.isValid { return value }
            problems.append("\(name) fitting priority \(formatNumber(CGFloat(value.rawValue)))")
            return .fittingSizeLevel
        }
        let width = target(targetSize.width, "width"), height = target(targetSize.height, "height")
        let horizontal = priority(horizontalFittingPriority, "horizontal")
        let vertical = priority(verticalFittingPriority, "vertical")
        if !problems.isEmpty {
            LayoutDiagnostics.emit(
                .invalidValue,
                "systemLayoutSizeFitting of \(layoutDescription): \(problems.joined(separator: ", ")); a target that is not finite "
                    + "is read as layoutFittingExpandedSize (+inf) or layoutFittingCompressedSize (nan, -inf), a priority not in "
                    + "(0, 1000] as fittingSizeLevel",
                [])
        }
        // As UIKit: constraints waiting for an update pass in the subtree are made first (a
        // stack view's arrangement, an override of `updateConstraints()`).
        let root = rootView
        if root.enterLayoutNesting("systemLayoutSizeFitting(_:)") {
            runConstraintUpdates(in: root)
            root.leaveLayoutNesting()
        }
        let size = solvedFittingSize(
            CGSize(width: width, height: height), horizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        guard !size.width.isFinite || !size.height.isFinite else { return size }
        func finite(_ value: CGFloat) -> CGFloat {
            value.isNaN ? 0 : value.isFinite ? value : (value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude)
        }
        LayoutDiagnostics.emit(
            .invalidValue,
            "The constraints of \(layoutDescription) give it a fitting size that is not a finite number (width = \(size.width), height = \(size.height)): a constant or multiplier overflowed",
            [])
        return CGSize(width: finite(size.width), height: finite(size.height))
    }

    private func solvedFittingSize(
        _ targetSize: CGSize, horizontalFittingPriority: LayoutPriority, verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        let views = View.subtree(of: self)
        // Stand-in variables, so that the tree's own (and its engine's solution) stay untouched.
        func fresh() -> FrameVariables { FrameVariables() }
        for view in views {
            view.fittingVariables = fresh()
            for guide in view.settingsStorage?.layoutGuides ?? [] { guide.fittingVariables = fresh() }
        }
        defer {
            for view in views {
                view.fittingVariables = nil
                for guide in view.settingsStorage?.layoutGuides ?? [] { guide.fittingVariables = nil }
            }
        }

        let inside = View.constraintsReferencing(subtreeOf: self).inside.filter { $0.active && $0.kind == .user }
        var placed = Set<ObjectIdentifier>([ObjectIdentifier(self)])
        // The redirects resolved now, as the engine would install them: a baseline read
        // through a descendant places that descendant's path too.
        var baselineViews = inside.map { $0.resolveBaselineViews(reporting: false) }
        // The record does not retain the views it names, and the intrinsic sizes read at each
        // pass are user code that may remove and free them: they are held here.
        let heldBaselineViews = baselineViews.flatMap { $0?.distinct.map { $0.takeUnretainedValue() } ?? [] }
        defer { withExtendedLifetime(heldBaselineViews) {} }
        for (constraint, redirect) in zip(inside, baselineViews) {
            let (first, second) = constraint.itemViews
            let (firstOrigin, secondOrigin) = constraint.offsetOrigins?.views ?? (nil, nil)
            let read = [redirect?.first?.takeUnretainedValue() ?? first, redirect?.second?.takeUnretainedValue() ?? second,
                        redirect?.firstOrigin?.takeUnretainedValue() ?? firstOrigin,
                        redirect?.secondOrigin?.takeUnretainedValue() ?? secondOrigin]
            for view in read.compactMap({ $0 }) {
                var current: View? = view
                while let v = current, v !== self, placed.insert(ObjectIdentifier(v)).inserted { current = v.superview }
            }
        }
        let labels = views.compactMap { $0 as? Label }.filter {
            placed.contains(ObjectIdentifier($0)) && $0.numberOfLines != 1 && $0.preferredMaxLayoutWidth <= 0
        }
        // Each label wraps first on one line, then at the width it got, as UIKit's two
        // intrinsic-size passes do; its size and its baselines alike.
        var wrapWidths: [ObjectIdentifier: CGFloat] = [:]
        defer { for label in labels { label.fittingWrappingWidth = nil } }
        var result = CGSize.zero
        // A required target the view's own constraints cannot meet, found in the last pass:
        // reported once at the end (the rest of the subtree's conflicts were the engine's to
        // report when they were activated).
        var refusedTargets: [(LayoutConstraint, [LayoutConstraint])] = []
        // Constraints left out because a value they read is not finite (a NaN inset or
        // margin), in the last pass: reported once at the end, as the engine reports them.
        var unreadable: [LayoutConstraint] = []
        for _ in 0..<6 {
            // A view read for a baseline that left its item's subtree in the previous pass (an
            // intrinsic size getter removed it) is no longer read: the item's own baseline is.
            baselineViews = zip(inside, baselineViews).map { constraint, record in record?.keepingViewsBelowItems(of: constraint) }
            refusedTargets = []
            unreadable = []
            // Which layout constraint each solver constraint stands for, to name a conflict.
            var source: [ObjectIdentifier: LayoutConstraint] = [:]
            for label in labels { label.fittingWrappingWidth = .some(wrapWidths[ObjectIdentifier(label)]) }
            let solver = Solver()
            @discardableResult
            func add(
                _ constraint: LayoutConstraint, in ancestor: View, constant: CGFloat, priority: LayoutPriority,
                baselineViews: BaselineViews? = nil
            ) -> [LayoutConstraint]? {
                var terms: [Term] = []
                let base = LayoutEngine.expression(of: constraint, in: ancestor, baselineViews: baselineViews, terms: &terms)
                guard (base - Double(constant)).isFinite, terms.allSatisfy({ $0.coefficient.isFinite }) else {
                    unreadable.append(constraint)
                    return nil
                }
                let relation: Relation
                switch constraint.relation {
                case .equal: relation = .equal
                case .lessThanOrEqual: relation = .lessThanOrEqual
                case .greaterThanOrEqual: relation = .greaterThanOrEqual
                }
                let made = Cassowary.Constraint(
                    LinearExpression(terms, base - Double(constant)), relation, strength: priority.strength)
                // A conflict leaves the constraint out, as the engine does; the conflicting set
                // is returned for the caller to report.
                do {
                    try solver.addConstraint(made)
                    source[ObjectIdentifier(made)] = constraint
                    return nil
                } catch SolverError.unsatisfiableConstraint(_, let conflicting) {
                    return conflicting.compactMap { source[ObjectIdentifier($0)] }
                } catch {
                    return []
                }
            }
            for (constraint, redirect) in zip(inside, baselineViews) {
                guard let ancestor = constraint.spaceView else { continue }
                add(constraint, in: ancestor, constant: constraint.storedConstant, priority: constraint.storedPriority,
                    baselineViews: redirect)
            }
            for view in views where view !== self && placed.contains(ObjectIdentifier(view)) {
                guard let parent = view.superview, view.translatesAutoresizingMaskIntoConstraints else { continue }
                for constraint in LayoutEngine.makeAutoresizingConstraints(of: view, in: parent) {
                    add(constraint, in: parent, constant: constraint.storedConstant, priority: .required)
                }
            }
            for view in views where placed.contains(ObjectIdentifier(view)) {
                // A wrapped label's intrinsic size reads its fitting width (set above).
                let size = view.readIntrinsicContentSize()
                for constraint in view.makeContentSizeConstraints(for: size) {
                    add(constraint, in: view, constant: constraint.storedConstant, priority: constraint.storedPriority)
                }
            }
            // On the frame, as the size returned is the frame's (not the alignment rectangle's).
            let width = LayoutConstraint(
                contentSizeOf: self, attribute: .width, relation: .equal, constant: targetSize.width,
                priority: horizontalFittingPriority, identifier: "fitting", kind: .rootSize)
            let height = LayoutConstraint(
                contentSizeOf: self, attribute: .height, relation: .equal, constant: targetSize.height,
                priority: verticalFittingPriority, identifier: "fitting", kind: .rootSize)
            if let conflicting = add(width, in: self, constant: targetSize.width, priority: horizontalFittingPriority) {
                refusedTargets.append((width, conflicting))
            }
            if let conflicting = add(height, in: self, constant: targetSize.height, priority: verticalFittingPriority) {
                refusedTargets.append((height, conflicting))
            }
            solver.updateVariables()
            let v = layoutVariables
            result = CGSize(width: solvedValue(v.width.value), height: solvedValue(v.height.value))
            var settled = true
            for label in labels {
                // The label wraps its text in its alignment rectangle, the width its intrinsic
                // size describes.
                let solved = label.alignmentWidth(ofFrameWidth: solvedValue(label.layoutVariables.width.value))
                let wrap: CGFloat? = solved > 0 ? solved : nil
                if wrapWidths[ObjectIdentifier(label)] != wrap {
                    wrapWidths[ObjectIdentifier(label)] = wrap
                    settled = false
                }
            }
            if settled { break }
        }
        if !unreadable.isEmpty {
            LayoutDiagnostics.emit(
                .invalidValue,
                "systemLayoutSizeFitting of \(layoutDescription): left out, as a value they read (a margin, safe-area inset, "
                    + "alignmentRectInsets or baseline) is not a finite number:\n"
                    + unreadable.map { "    \($0)" }.joined(separator: "\n"),
                unreadable)
        }
        for (target, conflicting) in refusedTargets {
            let dimension = target.firstAttribute == .width ? "width" : "height"
            let list = conflicting.map { "    \($0)" }.joined(separator: "\n")
            LayoutDiagnostics.emit(
                .unsatisfiable,
                "systemLayoutSizeFitting of \(layoutDescription): the required target \(dimension) "
                    + "\(formatNumber(target.storedConstant)) cannot hold with the view's constraints; it is left out"
                    + (list.isEmpty ? "" : ". It conflicts with:\n\(list)"),
                conflicting)
        }
        return result
    }
}
