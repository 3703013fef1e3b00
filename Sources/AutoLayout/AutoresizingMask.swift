/// How a view resizes when its superview's size changes, as `UIView.AutoresizingMask`.
///
/// Along each axis, the flexible parts (margin before, size, margin after) share the change
/// of the superview's size in proportion to their sizes when the view's autoresizing was set
/// up; when the flexible parts add up to zero they share it equally. The fixed parts keep
/// their sizes. A view that takes part in Auto Layout with
/// ``View/translatesAutoresizingMaskIntoConstraints`` gets this as four constraints (origin
/// and size on each axis, linear in the superview's size), a view that does not is resized
/// directly, step by step from its current frame, as UIKit's springs and struts; both give
/// the same frames, except after the superview has passed through a zero size: there every
/// flexible part of a directly resized view shrank to zero, so the next growth is shared
/// equally (UIKit's direct path loses the proportions the same way), where the constraints
/// keep the proportions they were set up with.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The raw bits (UIKit's values).
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin grows and shrinks (the right margin stays).
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows and shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows and shrinks (the bottom margin stays).
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows and shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The share of a change of the container's length that goes to the origin and to the
    /// length of an item on one axis.
    static func factors(
        origin: Double, length: Double, container: Double,
        flexibleLeading: Bool, flexibleLength: Bool, flexibleTrailing: Bool
    ) -> (origin: Double, length: Double) {
        let trailing = container - origin - length
        var total = 0.0
        var count = 0.0
        if flexibleLeading { total += origin; count += 1 }
        if flexibleLength { total += length; count += 1 }
        if flexibleTrailing { total += trailing; count += 1 }
        if count == 0 { return (0, 0) }
        let lead: Double
        let size: Double
        if total != 0 && total.isFinite {
            lead = flexibleLeading ? origin / total : 0
            size = flexibleLength ? length / total : 0
        } else {
            lead = flexibleLeading ? 1 / count : 0
            size = flexibleLength ? 1 / count : 0
        }
        // The margin before moves the origin; so does any flexible part before it.
        return (lead, size)
    }

    /// ``factors(origin:length:container:flexibleLeading:flexibleLength:flexibleTrailing:)``
    /// on both axes, for a frame at `origin` of `size` in a container of `container` size.
    func factors(origin: CGPoint, size: CGSize, container: CGSize)
        -> (horizontal: (origin: Double, length: Double), vertical: (origin: Double, length: Double))
    {
        (AutoresizingMask.factors(
            origin: origin.x, length: size.width, container: container.width,
            flexibleLeading: contains(.flexibleLeftMargin), flexibleLength: contains(.flexibleWidth),
            flexibleTrailing: contains(.flexibleRightMargin)),
         AutoresizingMask.factors(
            origin: origin.y, length: size.height, container: container.height,
            flexibleLeading: contains(.flexibleTopMargin), flexibleLength: contains(.flexibleHeight),
            flexibleTrailing: contains(.flexibleBottomMargin)))
    }

    /// UIKit's debug notation for one axis: `-` fixed, `&` flexible (margin, size, margin).
    static func notation(_ leading: Bool, _ length: Bool, _ trailing: Bool) -> String {
        (leading ? "&" : "-") + (length ? "&" : "-") + (trailing ? "&" : "-")
    }
}

extension View {
    /// UIKit's name for ``AutoresizingMask``.
    public typealias AutoresizingMask = AutoLayout.AutoresizingMask
}
