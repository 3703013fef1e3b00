import Cassowary
import Foundation

/// How much a constraint matters, as `UILayoutPriority`: a number above 0 and at most 1000
/// (UIKit's named levels run from 1 to 1000), where 1000 is required and anything less is
/// optional.
public struct LayoutPriority: RawRepresentable, Sendable, Hashable, Comparable,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible
{
    /// The number: above 0 and at most 1000 for a usable priority (``isValid``).
    public var rawValue: Float

    /// Creates a priority from its number.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from its number.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from an integer literal (`999`).
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }
    /// Creates a priority from a floating-point literal (`999.5`).
    public init(floatLiteral value: Float) { self.rawValue = value }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: UIKit's default high priority (the default compression resistance).
    public static let defaultHigh = LayoutPriority(750)
    /// 500: Masonry's medium priority.
    public static let medium = LayoutPriority(500)
    /// 250: UIKit's default low priority (the default content hugging).
    public static let defaultLow = LayoutPriority(250)
    /// 50: the level at which a view's fitting size is computed.
    public static let fittingSizeLevel = LayoutPriority(50)
    /// 510: a drag that can resize the scene.
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 500: the scene's size stays put.
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// 490: a drag that cannot resize the scene.
    public static let dragThatCannotResizeScene = LayoutPriority(490)

    /// `true` for 1000 (and above).
    public var isRequired: Bool { rawValue >= 1000 }

    /// `true` when the priority can be given to a constraint: a number in `0 < p <= 1000`.
    public var isValid: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }

    /// Orders priorities by their numbers: the lower one gives way first.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `priority + amount`, as UIKit's operator.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// `priority - amount`, as UIKit's operator.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The number, printed as `%g`.
    public var description: String { formatNumber(Double(rawValue)) }

    /// The name Masonry's debug description prints after `^`: `low`, `medium`, `high`,
    /// `fitting size`, `required`, or the number.
    var masonryName: String {
        switch rawValue {
        case 1000: return "required"
        case 750: return "high"
        case 500: return "medium"
        case 250: return "low"
        case 50: return "fitting size"
        default: return formatNumber(Double(rawValue))
        }
    }

    /// The solver strength for this priority.
    ///
    /// 1000 (and above) is ``Cassowary/Strength/required``. An optional priority is a
    /// strength level of its own (``Cassowary/Strength/level``, the priority in millionths),
    /// as UIKit documents priorities: higher priority constraints are met before lower
    /// priority constraints. However many constraints of priority 749 pull one way, one of
    /// priority 750 pulling the other wins; constraints of the same priority weigh equally,
    /// their errors added up. Content hugging and compression resistance are such levels too.
    /// Priorities that differ by less than a millionth share a level.
    @inline(__always)
    var strength: Strength {
        if rawValue >= 1000 { return .required }
        let p = Double(Swift.max(rawValue, 0))
        return Strength(1, level: Int((p * 1_000_000).rounded()))
    }
}
