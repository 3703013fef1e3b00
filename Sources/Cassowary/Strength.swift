/// How much the solver cares about a constraint, as in kiwi: a number built from three
/// levels, so that any amount of a weaker level never outweighs one unit of a stronger one
/// (as long as each level's count stays under 1000).
public struct Strength: Sendable, Hashable, Comparable {
    /// The numeric weight used in the objective function, always in `0 ... required`: a value
    /// set outside is clipped as ``init(_:)`` clips it.
    public var value: Double {
        didSet { value = Strength.clipped(value) }
    }

    /// Creates a strength with an explicit numeric weight (clipped to `0 ... required`; NaN
    /// gives required, as kiwi's clip does).
    public init(_ value: Double) {
        self.value = Strength.clipped(value)
    }

    private static func clipped(_ value: Double) -> Double {
        value.isNaN ? requiredValue : Swift.min(Swift.max(value, 0), requiredValue)
    }

    private static let requiredValue: Double = 1_001_001_000

    /// Builds a strength from its three levels, each multiplied by `weight` and clipped to
    /// `0 ... 1000`, as kiwi's `strength::create`.
    public static func create(_ a: Double, _ b: Double, _ c: Double, weight: Double = 1) -> Strength {
        func clip(_ x: Double) -> Double { Swift.max(0, Swift.min(1000, x)) }
        var result = clip(a * weight) * 1_000_000
        result += clip(b * weight) * 1000
        result += clip(c * weight)
        return Strength(result)
    }

    /// A constraint that must hold: 1 001 001 000.
    public static let required = Strength(requiredValue)
    /// 1 000 000.
    public static let strong = Strength(1_000_000)
    /// 1 000.
    public static let medium = Strength(1000)
    /// 1.
    public static let weak = Strength(1)

    /// `true` for ``required``.
    public var isRequired: Bool { value >= Strength.requiredValue }

    /// Orders strengths by their values: the weaker one gives way first.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }
}

extension Strength: CustomStringConvertible {
    /// `required`, `strong`, `medium`, `weak`, or the number.
    public var description: String {
        switch value {
        case Strength.required.value: return "required"
        case Strength.strong.value: return "strong"
        case Strength.medium.value: return "medium"
        case Strength.weak.value: return "weak"
        default: return formatNumber(value)
        }
    }
}
