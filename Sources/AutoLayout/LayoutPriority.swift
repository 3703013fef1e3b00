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
    /// The mapping: 1000 (and above) is ``Cassowary/Strength/required``; an optional
    /// priority `p` becomes the weight `10^(9p/1000)`, so 1 weighs about 1.02, 50 (fitting
    /// size) 2.8, 250 (low) 178, 500 (medium) 31 623, 750 (high) 5.6e6 and 999 9.8e8, just
    /// under the solver's required strength (1.001e9). The order of priorities is kept, and
    /// each priority outweighs `10^(0.009 d)` constraints of a priority `d` below it of the
    /// same error: one high (750) constraint outweighs 31 000 low (250) ones, one 999
    /// constraint outweighs 174 high ones; neighbouring priorities (750 and 751) differ by 2%.
    /// This is as steep as the solver's range of strengths allows while the weights stay
    /// representable without the objective losing the lowest levels to rounding. Content
    /// hugging and compression resistance use the same mapping.
    var strength: Strength {
        if rawValue >= 1000 { return .required }
        let p = Double(Swift.max(rawValue, 0))
        return Strength(Foundation.pow(10, 9 * p / 1000))
    }
}
