import AutoLayout

// The protocol ViewDSL (`view.mas`) and LayoutGuideDSL (`guide.mas`) adopt, so that the
// named attributes they share are written once.

/// A DSL type that hands out the attributes of one layout item and of the safe area next to
/// it: ``ViewDSL`` (`view.mas`) and ``LayoutGuideDSL`` (`guide.mas`).
///
/// Adopters provide ``attribute(_:)`` and ``safeAreaAttribute(_:)``; every named attribute
/// (`left`, `centerX`, `safeAreaLayoutGuideTop`...) is built on those two.
public protocol ConstraintAttributeProvider {
    /// The attribute `attribute` of the item.
    func attribute(_ attribute: LayoutAttribute) -> ViewAttribute

    /// The attribute `attribute` of the safe area: a view's own `safeAreaLayoutGuide`, a
    /// layout guide's owning view's.
    func safeAreaAttribute(_ attribute: LayoutAttribute) -> ViewAttribute
}

// MARK: Attributes

extension ConstraintAttributeProvider {
    /// The left edge.
    public var left: ViewAttribute { attribute(.left) }
    /// The right edge.
    public var right: ViewAttribute { attribute(.right) }
    /// The top edge.
    public var top: ViewAttribute { attribute(.top) }
    /// The bottom edge.
    public var bottom: ViewAttribute { attribute(.bottom) }
    /// The leading edge.
    public var leading: ViewAttribute { attribute(.leading) }
    /// The trailing edge.
    public var trailing: ViewAttribute { attribute(.trailing) }
    /// The width.
    public var width: ViewAttribute { attribute(.width) }
    /// The height.
    public var height: ViewAttribute { attribute(.height) }
    /// The horizontal center.
    public var centerX: ViewAttribute { attribute(.centerX) }
    /// The vertical center.
    public var centerY: ViewAttribute { attribute(.centerY) }
    /// The baseline: the last baseline, as `NSLayoutAttributeBaseline` (a guide's is its
    /// bottom edge).
    public var baseline: ViewAttribute { attribute(.lastBaseline) }
    /// The first baseline (a guide's is its bottom edge).
    public var firstBaseline: ViewAttribute { attribute(.firstBaseline) }
    /// The last baseline (a guide's is its bottom edge).
    public var lastBaseline: ViewAttribute { attribute(.lastBaseline) }
    /// The left margin (a guide's margins are its edges).
    public var leftMargin: ViewAttribute { attribute(.leftMargin) }
    /// The right margin (a guide's margins are its edges).
    public var rightMargin: ViewAttribute { attribute(.rightMargin) }
    /// The top margin (a guide's margins are its edges).
    public var topMargin: ViewAttribute { attribute(.topMargin) }
    /// The bottom margin (a guide's margins are its edges).
    public var bottomMargin: ViewAttribute { attribute(.bottomMargin) }
    /// The leading margin (a guide's margins are its edges).
    public var leadingMargin: ViewAttribute { attribute(.leadingMargin) }
    /// The trailing margin (a guide's margins are its edges).
    public var trailingMargin: ViewAttribute { attribute(.trailingMargin) }
    /// The horizontal center within the margins (a guide's is its horizontal center).
    public var centerXWithinMargins: ViewAttribute { attribute(.centerXWithinMargins) }
    /// The vertical center within the margins (a guide's is its vertical center).
    public var centerYWithinMargins: ViewAttribute { attribute(.centerYWithinMargins) }
}

// MARK: Safe area

extension ConstraintAttributeProvider {
    /// The safe area as an item with no attribute: related to, it takes the first item's
    /// attribute (`make.edges.equalTo(view.mas.safeAreaLayoutGuide)`).
    ///
    /// A view's `safeAreaLayoutGuide` is the item. A layout guide has no safe area of its
    /// own: its owning view's is the item, and the items are `nil` until the guide is added
    /// to a view.
    public var safeAreaLayoutGuide: ViewAttribute { safeAreaAttribute(.notAnAttribute) }

    /// The top of the safe area (a guide's owning view's).
    public var safeAreaLayoutGuideTop: ViewAttribute { safeAreaAttribute(.top) }
    /// The bottom of the safe area (a guide's owning view's).
    public var safeAreaLayoutGuideBottom: ViewAttribute { safeAreaAttribute(.bottom) }
    /// The left of the safe area (a guide's owning view's).
    public var safeAreaLayoutGuideLeft: ViewAttribute { safeAreaAttribute(.left) }
    /// The right of the safe area (a guide's owning view's).
    public var safeAreaLayoutGuideRight: ViewAttribute { safeAreaAttribute(.right) }
    /// The leading edge of the safe area (a guide's owning view's).
    public var safeAreaLayoutGuideLeading: ViewAttribute { safeAreaAttribute(.leading) }
    /// The trailing edge of the safe area (a guide's owning view's).
    public var safeAreaLayoutGuideTrailing: ViewAttribute { safeAreaAttribute(.trailing) }
    /// The width of the safe area (a guide's owning view's).
    public var safeAreaLayoutGuideWidth: ViewAttribute { safeAreaAttribute(.width) }
    /// The height of the safe area (a guide's owning view's).
    public var safeAreaLayoutGuideHeight: ViewAttribute { safeAreaAttribute(.height) }
    /// The horizontal center of the safe area (a guide's owning view's).
    public var safeAreaLayoutGuideCenterX: ViewAttribute { safeAreaAttribute(.centerX) }
    /// The vertical center of the safe area (a guide's owning view's).
    public var safeAreaLayoutGuideCenterY: ViewAttribute { safeAreaAttribute(.centerY) }
}

// MARK: Composites

extension ConstraintAttributeProvider {
    /// Several attributes of the item as one target, for the composites below.
    private func composite(_ attributes: [LayoutAttribute]) -> CompositeViewAttribute {
        let item = attribute(.notAnAttribute)
        return CompositeViewAttribute(view: item.view, item: item.item, layoutAttributes: attributes)
    }

    /// Left, right, top and bottom, as one target (SnapKit's `snp.edges`).
    public var edges: CompositeViewAttribute { composite(CompositeAttributeSet.edges) }
    /// Width and height, as one target.
    public var size: CompositeViewAttribute { composite(CompositeAttributeSet.size) }
    /// CenterX and centerY, as one target.
    public var center: CompositeViewAttribute { composite(CompositeAttributeSet.center) }
    /// Left and right, as one target.
    public var horizontalEdges: CompositeViewAttribute { composite(CompositeAttributeSet.horizontalEdges) }
    /// Top and bottom, as one target.
    public var verticalEdges: CompositeViewAttribute { composite(CompositeAttributeSet.verticalEdges) }
    /// Top, leading, bottom and trailing, as one target.
    public var directionalEdges: CompositeViewAttribute { composite(CompositeAttributeSet.directionalEdges) }
    /// Leading and trailing, as one target.
    public var directionalHorizontalEdges: CompositeViewAttribute { composite(CompositeAttributeSet.directionalHorizontalEdges) }
    /// Top and bottom, as one target (for the directional composites).
    public var directionalVerticalEdges: CompositeViewAttribute { composite(CompositeAttributeSet.directionalVerticalEdges) }
    /// The four margins, as one target (a guide's margins are its edges).
    public var margins: CompositeViewAttribute { composite(CompositeAttributeSet.margins) }
    /// The directional margins, as one target.
    public var directionalMargins: CompositeViewAttribute { composite(CompositeAttributeSet.directionalMargins) }
    /// The centers within the margins, as one target.
    public var centerWithinMargins: CompositeViewAttribute { composite(CompositeAttributeSet.centerWithinMargins) }
}
