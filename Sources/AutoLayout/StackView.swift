import Foundation

/// A view that lines up its arranged subviews along an axis, as `UIStackView`: it makes and
/// keeps the constraints that place them, from its ``axis``, ``distribution``, ``alignment``
/// and ``spacing``.
///
/// Arranged subviews are subviews (``addArrangedSubview(_:)`` adds the view as a subview if
/// it is not one) whose `translatesAutoresizingMaskIntoConstraints` the stack turns off. A
/// hidden arranged subview takes no room: it gets no length along the axis and no spacing,
/// and its neighbours close up. ``removeArrangedSubview(_:)`` takes a view out of the
/// arrangement but leaves it a subview; removing it from the stack (`removeFromSuperview()`)
/// takes it out of both, as in UIKit.
///
/// The constraints are made again in the stack's ``updateConstraints()`` after any change,
/// so the frames follow at the next layout pass. Their identifiers start with `UISV-`, as
/// UIKit's do (for reading diagnostics). Along the axis the arranged views span the stack
/// (or its layout margins, with ``isLayoutMarginsRelativeArrangement``) from edge to edge;
/// across it, an alignment other than ``Alignment/fill`` lets the stack shrink to its
/// largest view unless something else sizes it.
///
/// Where UIKit leaves a layout to the views' content hugging and compression resistance
/// (``Distribution/fill`` with views that have no size of their own, or several views of the
/// same hugging priority), so does this stack: which view stretches is then not specified.
///
/// A hidden view takes no room: it has no length along the axis, it does not bound the stack
/// across it (unless the alignment is ``Alignment/fill``, which lines every arranged view up
/// with the stack's edges, hidden or not, as UIKit's does), and a stack whose views are all
/// hidden has no size that its views give it. It
/// sits, as UIKit places it (so that it grows from there when shown again), in the middle of
/// the space it closed: half the spacing after the visible view before it (between baselines
/// in a baseline-relative stack); before the first visible view it sits at that view's start,
/// after the last one at that view's end; across the axis it is aligned as the others are
/// (baseline rows included). The space between two visible views is the spacing after the
/// first of them: a hidden view's custom spacing is not used while it is hidden.
///
/// UIKit's layout is followed constraint for constraint (its alignment spanner, the
/// `UISV-ambiguity-suppression` of views with no size across the axis, the optional equal
/// centering), with two deliberate exceptions: in a baseline row every visible view stays
/// inside the stack (UIKit bounds the row by its first view only, so that a taller view after
/// it can stick out, and by that view even when it is hidden), and `fillProportionally`
/// shares the stack's length less its spaces, so that the views fill any length in
/// proportion (UIKit's multipliers are exact only at the stack's natural length).
open class StackView: View {
    /// How the arranged views share the stack's length along its axis, as
    /// `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable, Hashable {
        /// The views fill the length; their content hugging and compression resistance
        /// decide which grow or shrink.
        case fill
        /// All views get the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic lengths along the axis (shared again
        /// when one of them changes).
        case fillProportionally
        /// The views keep their lengths; the spaces between them are equal (at least
        /// ``StackView/spacing``).
        case equalSpacing
        /// The views keep their lengths; their centers are equally spaced (the spaces
        /// between views at least ``StackView/spacing``). Where that would leave less than
        /// the spacing between two views, the centers give way first, then the views, as in
        /// UIKit.
        case equalCentering
    }

    /// How the arranged views sit across the stack's axis, as `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable, Hashable {
        /// Each view spans the stack across the axis.
        case fill
        /// Against the leading edge (a vertical stack) or the top (a horizontal one).
        case leading
        /// First baselines aligned (horizontal stacks; a vertical one aligns as `fill`). In a
        /// stack taller than the row, the row sits against the bottom, as in UIKit.
        case firstBaseline
        /// Centered across the axis.
        case center
        /// Against the trailing edge (a vertical stack) or the bottom (a horizontal one).
        case trailing
        /// Last baselines aligned (horizontal stacks; a vertical one aligns as `fill`). In a
        /// stack taller than the row, the row sits against the top.
        case lastBaseline

        /// The top of a horizontal stack: ``leading``.
        public static let top = Alignment.leading
        /// The bottom of a horizontal stack: ``trailing``.
        public static let bottom = Alignment.trailing
    }

    /// For ``setCustomSpacing(_:after:)``: the stack's ``spacing`` after that view.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// For ``spacing`` or ``setCustomSpacing(_:after:)``: the system spacing
    /// (``View/systemSpacing``).
    public static let spacingUseSystem = CGFloat.leastNormalMagnitude

    /// The views the stack arranges, in order (a subset of ``View/subviews``).
    public private(set) var arrangedSubviews: [View] = []

    /// The axis the views line up along (``LayoutAxis/horizontal`` by default).
    public var axis: LayoutAxis = .horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }

    /// How the views share the length along the axis (``Distribution/fill`` by default).
    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }

    /// How the views sit across the axis (``Alignment/fill`` by default).
    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }

    /// The space between adjacent views (0 by default; the least space for the two
    /// `equal...` distributions). ``spacingUseSystem`` gives the system spacing.
    public var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }

    /// Whether the views are laid out within the stack's layout margins rather than its
    /// bounds (`false` by default).
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// Whether the spacing of a vertical stack is measured between baselines (`false` by
    /// default), as `UIStackView.isBaselineRelativeArrangement`: from the last baseline of
    /// one view to the first baseline of the view below it, so that lines of text keep a
    /// steady rhythm whatever their fonts. The first and last views still meet the stack's
    /// top and bottom with their edges, as in UIKit. A horizontal stack ignores it (its
    /// ``alignment`` aligns baselines across the axis).
    public var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// The first visible arranged view (whose own redirect the engine follows), as UIKit's
    /// stack: a stack in a baseline-aligned row lines up by its first view's baseline.
    open override var forFirstBaselineLayout: View {
        arrangedSubviews.first(where: { !$0.isHidden }) ?? self
    }

    /// The last visible arranged view, as UIKit's stack.
    open override var forLastBaselineLayout: View {
        arrangedSubviews.last(where: { !$0.isHidden }) ?? self
    }

    /// Spacing set after particular views, by view.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and guides the stack made for the current arrangement.
    private var arrangementConstraints: [LayoutConstraint] = []
    private var spacerGuides: [LayoutGuide] = []
    private var arrangementIsStale = true
    /// The intrinsic lengths `fillProportionally` shared the stack by, by view.
    private var proportionalLengths: [ObjectIdentifier: CGFloat] = [:]

    /// Creates an empty horizontal stack with a zero frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a horizontal stack of `views`, as `UIStackView(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews

    /// Adds `view` at the end of the arrangement (moving it there if it is arranged already),
    /// and as a subview if it is not one.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Puts `view` at `index` of the arrangement (clamped to `0...arrangedSubviews.count`,
    /// counted without the view when it is arranged already), adding it as a subview if it is
    /// not one.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self else {
            LayoutDiagnostics.emit(.invalidHierarchy, "cannot arrange \(layoutDescription) in itself", [])
            return
        }
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: current) }
        if view.superview !== self {
            addSubview(view)
            // Refused (the stack is inside the view): not arranged either.
            guard view.superview === self else { return }
            // The overrides the addition ran (the view's `didMoveToSuperview()`, the stack's
            // `didAddSubview(_:)`) may have arranged it already: it is arranged once, here.
            if let again = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: again) }
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: Swift.max(0, Swift.min(index, arrangedSubviews.count)))
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement; it stays a subview (remove it from its superview
    /// to take it out of both), without the stack's constraints.
    public func removeArrangedSubview(_ view: View) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the space after `arrangedSubview` (``spacingUseDefault``: the stack's ``spacing``).
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The space set after `arrangedSubview` with ``setCustomSpacing(_:after:)``, else
    /// ``spacingUseDefault``.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The constraints the stack made for its arrangement (made at the update pass).
    var arrangementConstraintsForDebugging: [LayoutConstraint] { arrangementConstraints }

    // MARK: Keeping the arrangement

    /// Makes the arrangement's constraints again when something changed since they were made,
    /// then calls `super.updateConstraints()`.
    open override func updateConstraints() {
        if arrangementIsStale { rebuildArrangement() }
        super.updateConstraints()
    }

    /// Takes an arranged view that leaves the stack out of the arrangement, as UIKit does.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        guard let index = arrangedSubviews.firstIndex(where: { $0 === subview }) else { return }
        // The constraints come out before the view leaves (see `arrangementDidChange()`), so
        // that leaving the tree takes none of them with it (which would be reported as
        // constraints removed with the view).
        arrangementDidChange()
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(subview)] = nil
    }

    /// Asks the new tree for an update pass when the arrangement waits to be made.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        // Another tree: its update pass makes the constraints.
        if arrangementIsStale { setNeedsUpdateConstraints() }
    }

    /// An arranged view hidden or shown: the stack closes up or makes room.
    override func subviewVisibilityDidChange(_ view: View) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementDidChange() }
    }

    /// A subview's intrinsic size changed: `fillProportionally` shares the length again when
    /// its length along the axis is not the one the shares were made with.
    override func subviewIntrinsicContentSizeDidChange(_ view: View) {
        guard distribution == .fillProportionally, !arrangementIsStale,
              let used = proportionalLengths[ObjectIdentifier(view)]
        else { return }
        let size = view.readIntrinsicContentSize()
        if Swift.max(0, axis == .horizontal ? size.width : size.height) != used { arrangementDidChange() }
    }

    /// The arrangement is out of date: its constraints come out at once (a constraint made
    /// before the next update pass must not meet the old arrangement: refused against it, it
    /// would stay out after the new one made room), and new ones are made at the update pass
    /// (once, however many changes came in between).
    private func arrangementDidChange() {
        if !arrangementIsStale {
            arrangementIsStale = true
            dropArrangement()
        }
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    private func dropArrangement() {
        proportionalLengths = [:]
        LayoutConstraint.deactivate(arrangementConstraints)
        arrangementConstraints = []
        for guide in spacerGuides { removeLayoutGuide(guide) }
        spacerGuides = []
    }

    /// The attributes of the axis and across it, on the arranged views and on the stack (its
    /// margins when the arrangement is relative to them).
    private struct Attributes {
        let start, end, center, length: LayoutAttribute
        let crossStart, crossEnd, crossCenter, crossLength: LayoutAttribute
        let edgeStart, edgeEnd, edgeCrossStart, edgeCrossEnd, edgeCrossCenter: LayoutAttribute
        /// What the spacing between neighbours is measured from (on the view before) and to
        /// (on the view after): their edges, or their baselines.
        let spacedFrom, spacedTo: LayoutAttribute

        init(axis: LayoutAxis, margins: Bool, baselines: Bool) {
            crossLength = axis == .horizontal ? .height : .width
            if axis == .horizontal {
                (start, end, center, length) = (.leading, .trailing, .centerX, .width)
                (spacedFrom, spacedTo) = (.trailing, .leading)
                (crossStart, crossEnd, crossCenter) = (.top, .bottom, .centerY)
                (edgeStart, edgeEnd) = margins ? (.leadingMargin, .trailingMargin) : (.leading, .trailing)
                (edgeCrossStart, edgeCrossEnd, edgeCrossCenter) =
                    margins ? (.topMargin, .bottomMargin, .centerYWithinMargins) : (.top, .bottom, .centerY)
            } else {
                (start, end, center, length) = (.top, .bottom, .centerY, .height)
                (spacedFrom, spacedTo) = baselines ? (.lastBaseline, .firstBaseline) : (.bottom, .top)
                (crossStart, crossEnd, crossCenter) = (.leading, .trailing, .centerX)
                (edgeStart, edgeEnd) = margins ? (.topMargin, .bottomMargin) : (.top, .bottom)
                (edgeCrossStart, edgeCrossEnd, edgeCrossCenter) =
                    margins ? (.leadingMargin, .trailingMargin, .centerXWithinMargins) : (.leading, .trailing, .centerX)
            }
        }
    }

    /// The space after `view`: its custom spacing, else the stack's.
    private func spacing(after view: View) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? View.systemSpacing : value
    }

    /// The constraints of an arrangement as they are made.
    private struct ConstraintList {
        var constraints: [LayoutConstraint] = []

        mutating func add(
            _ first: any LayoutItem, _ firstAttribute: LayoutAttribute, _ second: (any LayoutItem)?,
            _ secondAttribute: LayoutAttribute, relation: LayoutRelation = .equal, multiplier: CGFloat = 1,
            constant: CGFloat = 0, priority: LayoutPriority = .required, _ identifier: String
        ) {
            let constraint = LayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                attribute: secondAttribute, multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = identifier
            constraints.append(constraint)
        }
    }

    /// Makes the arrangement's constraints afresh (the old ones came out when it went stale:
    /// see `arrangementDidChange()`).
    private func rebuildArrangement() {
        arrangementIsStale = false
        let a = Attributes(axis: axis, margins: isLayoutMarginsRelativeArrangement, baselines: isBaselineRelativeArrangement)
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var list = ConstraintList()
        arrangeAlongTheAxis(visible, a, &list)
        arrangeAcrossTheAxis(visible, a, &list)
        arrangeHiddenViews(visible, a, &list)
        // The views whose baselines stand for the stack's may have changed.
        invalidateBaselines()
        // Overrides ran meanwhile (the intrinsic sizes `fillProportionally` shares out, the
        // baselines): one that changed the arrangement (a view removed or added) made it
        // stale again, and this list describes views that may have left. It is dropped; the
        // update pass that change asked for makes the arrangement afresh. (Activated, it
        // would stay active beside the next one: a stale arrangement is not dropped again.)
        if arrangementIsStale {
            proportionalLengths = [:]
            return
        }
        arrangementConstraints = list.constraints
        LayoutConstraint.activate(list.constraints)
    }

    /// Along the axis: edge to edge, the spaces between neighbours, the lengths.
    private func arrangeAlongTheAxis(_ visible: [View], _ a: Attributes, _ list: inout ConstraintList) {
        if let first = visible.first, let last = visible.last {
            list.add(first, a.start, self, a.edgeStart, "UISV-canvas-connection")
            list.add(last, a.end, self, a.edgeEnd, "UISV-canvas-connection")
        }
        for (previous, view) in zip(visible, visible.dropFirst()) {
            let gap = spacing(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                list.add(view, a.spacedTo, previous, a.spacedFrom, constant: gap, "UISV-spacing")
            case .equalSpacing, .equalCentering:
                list.add(view, a.spacedTo, previous, a.spacedFrom, relation: .greaterThanOrEqual, constant: gap, "UISV-spacing")
            }
        }
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            if let first = visible.first {
                for view in visible.dropFirst() { list.add(view, a.length, first, a.length, "UISV-fill-equally") }
            }
        case .fillProportionally:
            // The stack's length (or its margins' width or height), the spaces taken out, in
            // proportion to the views' intrinsic lengths.
            let canvas: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
            for (view, share) in proportionalShares(of: visible) {
                list.add(view, a.length, canvas, a.length, multiplier: share.multiplier, constant: share.constant,
                         priority: LayoutPriority(999), "UISV-fill-proportionally")
            }
        case .equalSpacing, .equalCentering:
            guard visible.count > 2 else { break }
            // A guide between each pair, from one's end (or center) to the next one's start
            // (or center), all of the same length.
            let (from, to) = distribution == .equalSpacing ? (a.spacedFrom, a.spacedTo) : (a.center, a.center)
            var firstGuide: LayoutGuide?
            for (left, right) in zip(visible, visible.dropFirst()) {
                let guide = LayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                spacerGuides.append(guide)
                list.add(guide, a.start, left, from, "UISV-distributing-edge")
                list.add(guide, a.end, right, to, "UISV-distributing-edge")
                if let firstGuide {
                    // Equally spaced centers give way before the views or the least spacing
                    // do, as UIKit's (at 149).
                    list.add(guide, a.length, firstGuide, a.length,
                             priority: distribution == .equalCentering ? LayoutPriority(149) : .required, "UISV-distributing")
                } else {
                    firstGuide = guide
                }
            }
        }
        if distribution == .equalSpacing || distribution == .equalCentering, !visible.isEmpty {
            // Nothing else sizing the stack along the axis, its spaces are the least.
            list.add(self, a.length, nil, .notAnAttribute, constant: 0, priority: LayoutPriority(49), "UISV-canvas-fit")
        }
    }

    /// Across the axis: the alignment, and the stack as small as its views allow unless it
    /// fills them or is sized otherwise. Hidden views line up with the others but take no
    /// room: they do not bound the stack.
    private func arrangeAcrossTheAxis(_ visible: [View], _ a: Attributes, _ list: inout ConstraintList) {
        let baseline: LayoutAttribute? = axis == .horizontal
            ? (alignment == .firstBaseline ? .firstBaseline : alignment == .lastBaseline ? .lastBaseline : nil)
            : nil
        let crossAlignment: Alignment = baseline == nil && (alignment == .firstBaseline || alignment == .lastBaseline) ? .fill : alignment
        for view in arrangedSubviews {
            let bounds = !view.isHidden
            switch crossAlignment {
            case .fill where visible.isEmpty:
                // Every view hidden: none takes room, so none fills the stack; they line up
                // with the first one, at the stack's start.
                if let first = arrangedSubviews.first, view !== first {
                    list.add(view, a.crossStart, first, a.crossStart, "UISV-alignment")
                    list.add(view, a.crossEnd, first, a.crossEnd, "UISV-alignment")
                } else {
                    list.add(view, a.crossStart, self, a.edgeCrossStart, "UISV-alignment")
                }
            case .fill:
                list.add(view, a.crossStart, self, a.edgeCrossStart, "UISV-alignment")
                list.add(view, a.crossEnd, self, a.edgeCrossEnd, "UISV-alignment")
            case .leading:
                list.add(view, a.crossStart, self, a.edgeCrossStart, "UISV-alignment")
                if bounds { list.add(view, a.crossEnd, self, a.edgeCrossEnd, relation: .lessThanOrEqual, "UISV-canvas-fit") }
            case .trailing:
                list.add(view, a.crossEnd, self, a.edgeCrossEnd, "UISV-alignment")
                if bounds { list.add(view, a.crossStart, self, a.edgeCrossStart, relation: .greaterThanOrEqual, "UISV-canvas-fit") }
            case .center:
                list.add(view, a.crossCenter, self, a.edgeCrossCenter, "UISV-alignment")
                if bounds { list.add(view, a.crossStart, self, a.edgeCrossStart, relation: .greaterThanOrEqual, "UISV-canvas-fit") }
            case .firstBaseline, .lastBaseline:
                break
            }
        }
        if let baseline { alignBaselines(baseline, visible, a, &list) }
        if crossAlignment != .fill || visible.isEmpty, !arrangedSubviews.isEmpty {
            list.add(self, a.crossLength, nil, .notAnAttribute, constant: 0, priority: LayoutPriority(49), "UISV-canvas-fit")
            // A view with nothing to size it across the axis (no intrinsic size there) has
            // no length rather than any length the stack allows, as in UIKit.
            for view in arrangedSubviews {
                list.add(view, a.crossLength, nil, .notAnAttribute, constant: 0, priority: LayoutPriority(25),
                         "UISV-ambiguity-suppression")
            }
        }
    }

    /// A baseline row: every view's baseline on the first visible view's, and, as UIKit's
    /// stack, a guide spanning the visible views (the alignment spanner) that holds them
    /// inside the stack, as small as they allow. The spanner's bottom is the stack's for first
    /// baselines and its top the stack's for last ones, so in a stack taller than the row the
    /// row sits against that edge. (UIKit keeps only the first view below the stack's top, so
    /// a taller view after it can stick out; here every visible view stays inside.)
    private func alignBaselines(_ baseline: LayoutAttribute, _ visible: [View], _ a: Attributes, _ list: inout ConstraintList) {
        guard let first = visible.first else {
            // Every view hidden: against the top.
            for view in arrangedSubviews { list.add(view, a.crossStart, self, a.edgeCrossStart, "UISV-alignment") }
            return
        }
        for view in arrangedSubviews where view !== first { list.add(view, baseline, first, baseline, "UISV-alignment") }
        let spanner = LayoutGuide()
        spanner.identifier = "UISV-alignment-spanner"
        addLayoutGuide(spanner)
        spacerGuides.append(spanner)
        list.add(spanner, a.start, self, a.edgeStart, "UISV-spanning-boundary")
        list.add(spanner, a.end, self, a.edgeEnd, "UISV-spanning-boundary")
        for view in visible {
            list.add(spanner, a.crossStart, view, a.crossStart, relation: .lessThanOrEqual, "UISV-spanning-boundary")
            list.add(spanner, a.crossEnd, view, a.crossEnd, relation: .greaterThanOrEqual, "UISV-spanning-boundary")
        }
        list.add(spanner, a.crossLength, nil, .notAnAttribute, constant: 0, priority: LayoutPriority(51), "UISV-spanning-fit")
        if baseline == .firstBaseline {
            list.add(spanner, a.crossEnd, self, a.edgeCrossEnd, "UISV-canvas-connection")
            list.add(spanner, a.crossStart, self, a.edgeCrossStart, relation: .greaterThanOrEqual, "UISV-canvas-connection")
        } else {
            list.add(spanner, a.crossStart, self, a.edgeCrossStart, "UISV-canvas-connection")
            list.add(spanner, a.crossEnd, self, a.edgeCrossEnd, relation: .lessThanOrEqual, "UISV-canvas-connection")
        }
    }

    /// A hidden view takes no length, in the middle of the space it closed (half the spacing
    /// after the visible view before it, measured as the spacing is: between baselines in a
    /// baseline-relative stack), at the end of the last visible view after it, or at the start
    /// of the first one before it; with every view hidden, at the stack's start, and the stack
    /// has no length along the axis unless something else sizes it.
    private func arrangeHiddenViews(_ visible: [View], _ a: Attributes, _ list: inout ConstraintList) {
        for (index, view) in arrangedSubviews.enumerated() where view.isHidden {
            list.add(view, a.length, nil, .notAnAttribute, constant: 0, "UISV-hiding")
            if let before = arrangedSubviews[..<index].last(where: { !$0.isHidden }) {
                let between = arrangedSubviews[(index + 1)...].contains(where: { !$0.isHidden })
                list.add(view, a.spacedTo, before, a.spacedFrom, constant: between ? spacing(after: before) / 2 : 0, "UISV-hiding")
            } else if let first = visible.first {
                list.add(view, a.spacedFrom, first, a.spacedTo, "UISV-hiding")
            } else {
                list.add(view, a.start, self, a.edgeStart, "UISV-hiding")
            }
        }
        if visible.isEmpty, !arrangedSubviews.isEmpty {
            list.add(self, a.length, nil, .notAnAttribute, constant: 0, priority: LayoutPriority(49), "UISV-canvas-fit")
        }
    }

    /// `fillProportionally`: each view's share of the stack's length, by intrinsic length
    /// along the axis (equal shares when none has one), less its share of the spaces.
    private func proportionalShares(of visible: [View]) -> [(View, (multiplier: CGFloat, constant: CGFloat))] {
        guard visible.count > 1 else { return [] }
        let lengths = visible.map { view -> CGFloat in
            let size = view.readIntrinsicContentSize()
            let length = Swift.max(0, axis == .horizontal ? size.width : size.height)
            proportionalLengths[ObjectIdentifier(view)] = length
            return length
        }
        let total = lengths.reduce(0, +)
        var spaces: CGFloat = 0
        for view in visible.dropLast() { spaces += spacing(after: view) }
        return zip(visible, lengths).map { view, length in
            let share = total > 0 ? length / total : 1 / CGFloat(visible.count)
            return (view, (share, -spaces * share))
        }
    }
}
