import Foundation

/// One attribute of one item, from which constraints are made, as `NSLayoutAnchor`.
///
/// Anchors are typed by axis (``LayoutXAxisAnchor``, ``LayoutYAxisAnchor``,
/// ``LayoutDimension``), so relating an x attribute to a y one does not compile.
/// The constraints they make are not active: activate them.
public class LayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    /// The item.
    public let item: any LayoutItem
    /// The attribute.
    public let attribute: LayoutAttribute

    init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    func make(_ relation: LayoutRelation, _ other: LayoutAnchor<AnchorType>, multiplier: CGFloat = 1, constant: CGFloat)
        -> LayoutConstraint
    {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other.item, attribute: other.attribute,
            multiplier: multiplier, constant: constant)
    }

    /// `self relation anchor + multiplier * systemSpacing`, for the `SystemSpacing` methods.
    func spaced(_ relation: LayoutRelation, _ other: LayoutAnchor<AnchorType>, _ multiplier: CGFloat) -> LayoutConstraint {
        make(relation, other, constant: multiplier * View.systemSpacing)
    }

    /// `self == anchor`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: constant)
    }

    /// `View:red.left`; `(View:blue.left - View:red.right)` for a dimension measured between
    /// two anchors.
    public var description: String {
        if let pair = item as? OffsetPair { return pair.description }
        return "\(item.layoutDescription).\(attribute)"
    }
}

/// An anchor on the x axis (left, right, leading, trailing, centerX).
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + multiplier * systemSpacing`: this anchor trails `anchor` by the
    /// system spacing (``View/systemSpacing``) times `multiplier`, as
    /// `NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        spaced(.equal, anchor, multiplier)
    }
    /// `self >= anchor + multiplier * systemSpacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        spaced(.greaterThanOrEqual, anchor, multiplier)
    }
    /// `self <= anchor + multiplier * systemSpacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        spaced(.lessThanOrEqual, anchor, multiplier)
    }
}

/// An anchor on the y axis (top, bottom, centerY, baselines).
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + multiplier * systemSpacing`: this anchor lies below `anchor` by the
    /// system spacing (``View/systemSpacing``) times `multiplier`, as
    /// `NSLayoutYAxisAnchor.constraint(equalToSystemSpacingBelow:multiplier:)`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        spaced(.equal, anchor, multiplier)
    }
    /// `self >= anchor + multiplier * systemSpacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        spaced(.greaterThanOrEqual, anchor, multiplier)
    }
    /// `self <= anchor + multiplier * systemSpacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        spaced(.lessThanOrEqual, anchor, multiplier)
    }
}

extension View {
    /// The system spacing of the `SystemSpacing` anchor methods: 8 points, UIKit's standard
    /// space between the edges of two views. (UIKit derives the spacing between two baselines
    /// from the fonts; here it is 8 points too.)
    public static let systemSpacing: CGFloat = 8
}

/// A size anchor (width, height), which can also be related to a constant or to another
/// size with a multiplier.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    func make(_ relation: LayoutRelation, constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: constant)
    }

    /// `self == constant`.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint { make(.equal, constant: constant) }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, constant: constant)
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, constant: constant)
    }

    /// `self == anchor * multiplier`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: 0)
    }
    /// `self == anchor * multiplier + constant`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self >= anchor * multiplier`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: 0)
    }
    /// `self >= anchor * multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
    /// `self <= anchor * multiplier`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: 0)
    }
    /// `self <= anchor * multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}

extension LayoutItem {
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The leading edge.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The horizontal center.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The vertical center.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

extension View {
    /// The baseline of the first line of text (the bottom edge for a plain view).
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for a plain view).
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
