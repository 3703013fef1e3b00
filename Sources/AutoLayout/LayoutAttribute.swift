/// A part of an item's layout that a constraint relates, as `NSLayoutConstraint.Attribute`
/// (raw values are UIKit's).
public enum LayoutAttribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// No attribute: the second attribute of a constraint with a constant only.
    case notAnAttribute = 0
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge (left in a left-to-right layout).
    case leading = 5
    /// The trailing edge (right in a left-to-right layout).
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal center.
    case centerX = 9
    /// The vertical center.
    case centerY = 10
    /// The baseline of the last line of text (the bottom for a plain view).
    case lastBaseline = 11
    /// The baseline of the first line of text (the bottom for a plain view).
    case firstBaseline = 12
    /// The left edge inset by the left layout margin.
    case leftMargin = 13
    /// The right edge inset by the right layout margin.
    case rightMargin = 14
    /// The top edge inset by the top layout margin.
    case topMargin = 15
    /// The bottom edge inset by the bottom layout margin.
    case bottomMargin = 16
    /// The leading edge inset by the leading layout margin.
    case leadingMargin = 17
    /// The trailing edge inset by the trailing layout margin.
    case trailingMargin = 18
    /// The horizontal center of the area inside the layout margins.
    case centerXWithinMargins = 19
    /// The vertical center of the area inside the layout margins.
    case centerYWithinMargins = 20

    /// `NSLayoutAttributeBaseline`: the last baseline.
    public static let baseline = LayoutAttribute.lastBaseline

    /// The name Masonry's debug descriptions print (`lastBaseline` prints as `baseline`, as in
    /// Masonry, where `NSLayoutAttributeBaseline` is the last baseline).
    public var description: String {
        switch self {
        case .notAnAttribute: return "notAnAttribute"
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "baseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        }
    }

    /// The axis the attribute lies along, or `nil` for ``notAnAttribute``.
    @inline(__always)
    public var axis: LayoutAxis? {
        switch self {
        case .notAnAttribute: return nil
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        }
    }

    /// `true` for ``width`` and ``height``.
    @inline(__always)
    public var isDimension: Bool {
        switch self {
        case .width, .height: return true
        default: return false
        }
    }

    /// `true` for ``firstBaseline`` and ``lastBaseline``, which a view may redirect to a
    /// descendant (``View/forFirstBaselineLayout``).
    var isBaseline: Bool {
        switch self {
        case .firstBaseline, .lastBaseline: return true
        default: return false
        }
    }

    /// `true` for the attributes read inside the layout margins.
    var readsMargins: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            return true
        default:
            return false
        }
    }

    /// `true` for the attributes that follow the layout direction (leading and trailing, with
    /// or without margins). Auto Layout refuses to relate them to left or right.
    @inline(__always)
    public var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        default: return false
        }
    }

    /// Left, right and their margins: the positions that cannot be related to leading or
    /// trailing (UIKit refuses the pair; centerX goes with either).
    @inline(__always)
    var isAbsoluteHorizontal: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: return true
        default: return false
        }
    }

    /// A position along x (not the width).
    var isHorizontalPosition: Bool { axis == .horizontal && !isDimension }
}

/// How the two sides of a constraint compare, as `NSLayoutConstraint.Relation` (raw values
/// are UIKit's).
public enum LayoutRelation: Int, Sendable, Hashable, CustomStringConvertible {
    /// `<=`
    case lessThanOrEqual = -1
    /// `==`
    case equal = 0
    /// `>=`
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`, as Masonry prints relations.
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A layout axis, as `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Int, Sendable, Hashable, CustomStringConvertible {
    /// Along x: left, right, widths.
    case horizontal = 0
    /// Along y: top, bottom, heights.
    case vertical = 1

    /// `horizontal` or `vertical`.
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

extension LayoutConstraint {
    /// UIKit's nested spelling, `NSLayoutConstraint.Attribute`.
    public typealias Attribute = LayoutAttribute
    /// UIKit's nested spelling, `NSLayoutConstraint.Relation`.
    public typealias Relation = LayoutRelation
    /// UIKit's nested spelling, `NSLayoutConstraint.Axis`.
    public typealias Axis = LayoutAxis
}
