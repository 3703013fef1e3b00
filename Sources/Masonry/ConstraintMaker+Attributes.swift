import AutoLayout

// The attributes a constraint can start from: each property starts a new top-level
// constraint on the maker's view.
extension ConstraintMaker {
    /// The left edge.
    public var left: ViewConstraint { add(.left) }
    /// The right edge.
    public var right: ViewConstraint { add(.right) }
    /// The top edge.
    public var top: ViewConstraint { add(.top) }
    /// The bottom edge.
    public var bottom: ViewConstraint { add(.bottom) }
    /// The leading edge.
    public var leading: ViewConstraint { add(.leading) }
    /// The trailing edge.
    public var trailing: ViewConstraint { add(.trailing) }
    /// The width.
    public var width: ViewConstraint { add(.width) }
    /// The height.
    public var height: ViewConstraint { add(.height) }
    /// The horizontal center.
    public var centerX: ViewConstraint { add(.centerX) }
    /// The vertical center.
    public var centerY: ViewConstraint { add(.centerY) }
    /// The baseline: the last baseline, as `NSLayoutAttributeBaseline`.
    public var baseline: ViewConstraint { add(.lastBaseline) }
    /// The first baseline.
    public var firstBaseline: ViewConstraint { add(.firstBaseline) }
    /// The last baseline.
    public var lastBaseline: ViewConstraint { add(.lastBaseline) }
    /// The left margin.
    public var leftMargin: ViewConstraint { add(.leftMargin) }
    /// The right margin.
    public var rightMargin: ViewConstraint { add(.rightMargin) }
    /// The top margin.
    public var topMargin: ViewConstraint { add(.topMargin) }
    /// The bottom margin.
    public var bottomMargin: ViewConstraint { add(.bottomMargin) }
    /// The leading margin.
    public var leadingMargin: ViewConstraint { add(.leadingMargin) }
    /// The trailing margin.
    public var trailingMargin: ViewConstraint { add(.trailingMargin) }
    /// The horizontal center within the margins.
    public var centerXWithinMargins: ViewConstraint { add(.centerXWithinMargins) }
    /// The vertical center within the margins.
    public var centerYWithinMargins: ViewConstraint { add(.centerYWithinMargins) }

    // MARK: Composites

    /// Left, right, top and bottom (Masonry's order).
    public var edges: CompositeConstraint { add(.edges) }
    /// Width and height.
    public var size: CompositeConstraint { add(.size) }
    /// CenterX and centerY.
    public var center: CompositeConstraint { add(.center) }
    /// Left and right (SnapKit's).
    public var horizontalEdges: CompositeConstraint { add([.left, .right] as ConstraintAttributes) }
    /// Top and bottom (SnapKit's).
    public var verticalEdges: CompositeConstraint { add([.top, .bottom] as ConstraintAttributes) }
    /// Top, leading, bottom and trailing (SnapKit's).
    public var directionalEdges: CompositeConstraint { add(ordered: [.top, .leading, .bottom, .trailing]) }
    /// Leading and trailing (SnapKit's).
    public var directionalHorizontalEdges: CompositeConstraint { add(ordered: [.leading, .trailing]) }
    /// Top and bottom, with the directional composites (SnapKit's).
    public var directionalVerticalEdges: CompositeConstraint { add(ordered: [.top, .bottom]) }
    /// The four margins: left, right, top and bottom.
    public var margins: CompositeConstraint { add([.leftMargin, .rightMargin, .topMargin, .bottomMargin] as ConstraintAttributes) }
    /// The directional margins: top, leading, bottom and trailing.
    public var directionalMargins: CompositeConstraint {
        add(ordered: [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
    }
    /// CenterX and centerY within the margins.
    public var centerWithinMargins: CompositeConstraint {
        add([.centerXWithinMargins, .centerYWithinMargins] as ConstraintAttributes)
    }

    /// A composite of the attributes in `attributes`, in Masonry's fixed order whatever the
    /// order they are written in (`make.attributes([.top, .left])` is left then top).
    public func attributes(_ attributes: ConstraintAttributes) -> CompositeConstraint { add(attributes) }
}
