import AutoLayout

/// A set of attributes for `make.attributes(_:)` (Masonry's `MASAttribute`). Whatever the
/// order they are written in, the constraints come in Masonry's fixed order: left, right,
/// top, bottom, leading, trailing, width, height, centerX, centerY, baseline, firstBaseline,
/// lastBaseline, then the margins.
public struct ConstraintAttributes: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt32
    /// Creates a set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The left edge.
    public static let left = ConstraintAttributes(rawValue: 1 << 0)
    /// The right edge.
    public static let right = ConstraintAttributes(rawValue: 1 << 1)
    /// The top edge.
    public static let top = ConstraintAttributes(rawValue: 1 << 2)
    /// The bottom edge.
    public static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    /// The leading edge.
    public static let leading = ConstraintAttributes(rawValue: 1 << 4)
    /// The trailing edge.
    public static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    /// The width.
    public static let width = ConstraintAttributes(rawValue: 1 << 6)
    /// The height.
    public static let height = ConstraintAttributes(rawValue: 1 << 7)
    /// The horizontal center.
    public static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    /// The vertical center.
    public static let centerY = ConstraintAttributes(rawValue: 1 << 9)
    /// The baseline (the last baseline, as `NSLayoutAttributeBaseline`).
    public static let baseline = ConstraintAttributes(rawValue: 1 << 10)
    /// The first baseline.
    public static let firstBaseline = ConstraintAttributes(rawValue: 1 << 11)
    /// The last baseline.
    public static let lastBaseline = ConstraintAttributes(rawValue: 1 << 12)
    /// The left margin.
    public static let leftMargin = ConstraintAttributes(rawValue: 1 << 13)
    /// The right margin.
    public static let rightMargin = ConstraintAttributes(rawValue: 1 << 14)
    /// The top margin.
    public static let topMargin = ConstraintAttributes(rawValue: 1 << 15)
    /// The bottom margin.
    public static let bottomMargin = ConstraintAttributes(rawValue: 1 << 16)
    /// The leading margin.
    public static let leadingMargin = ConstraintAttributes(rawValue: 1 << 17)
    /// The trailing margin.
    public static let trailingMargin = ConstraintAttributes(rawValue: 1 << 18)
    /// The horizontal center within the margins.
    public static let centerXWithinMargins = ConstraintAttributes(rawValue: 1 << 19)
    /// The vertical center within the margins.
    public static let centerYWithinMargins = ConstraintAttributes(rawValue: 1 << 20)

    /// Left, right, top and bottom.
    public static let edges: ConstraintAttributes = [.left, .right, .top, .bottom]
    /// Width and height.
    public static let size: ConstraintAttributes = [.width, .height]
    /// CenterX and centerY.
    public static let center: ConstraintAttributes = [.centerX, .centerY]

    /// Each member with its layout attribute, in Masonry's fixed order.
    static let ordered: [(ConstraintAttributes, LayoutAttribute)] = [
        (.left, .left), (.right, .right), (.top, .top), (.bottom, .bottom),
        (.leading, .leading), (.trailing, .trailing), (.width, .width), (.height, .height),
        (.centerX, .centerX), (.centerY, .centerY), (.baseline, .lastBaseline),
        (.firstBaseline, .firstBaseline), (.lastBaseline, .lastBaseline),
        (.leftMargin, .leftMargin), (.rightMargin, .rightMargin), (.topMargin, .topMargin),
        (.bottomMargin, .bottomMargin), (.leadingMargin, .leadingMargin), (.trailingMargin, .trailingMargin),
        (.centerXWithinMargins, .centerXWithinMargins), (.centerYWithinMargins, .centerYWithinMargins),
    ]
}
