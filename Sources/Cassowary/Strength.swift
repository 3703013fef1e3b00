/// How much the solver cares about a constraint, as in kiwi: a number built from three
/// parts, so that any amount of a weaker part never outweighs one unit of a stronger one
/// (as long as each part's count stays under 1000).
///
/// A strength also has a ``level``, 0 unless set: the symbolic weights of the original
/// Cassowary paper. Constraints of a higher level are satisfied as well as they can be
/// before any of a lower level is considered, however many there are and whatever their
/// values; within a level, values weigh against each other as kiwi's do. Auto Layout's
/// priorities are such levels ("higher priority constraints are met before lower priority
/// constraints"), which weights alone cannot give for 999 of them: two constraints at 749
/// would outweigh one at 750.
public struct Strength: Sendable, Hashable, Comparable {
    /// The numeric weight used in the objective function, always in `0 ... required`: a value
    /// set outside is clipped as ``init(_:)`` clips it.
    public var value: Double {
        didSet {
            value = Strength.clipped(value)
            if isRequired { level = 0 }
        }
    }

    /// The strength's level: any amount of a lower level's error weighs less than the least
    /// error of a higher level. 0 for kiwi's strengths; never negative (a negative level set
    /// is clipped to 0). A required strength is above every level.
    public var level: Int {
        didSet { level = isRequired ? 0 : Swift.max(level, 0) }
    }

    /// Creates a strength with an explicit numeric weight (clipped to `0 ... required`; NaN
    /// gives required, as kiwi's clip does), at level 0.
    public init(_ value: Double) {
        self.value = Strength.clipped(value)
        self.level = 0
    }

    /// Creates a strength of `value` at `level` (clipped to `0...`): see ``level``.
    public init(_ value: Double, level: Int) {
        self.value = Strength.clipped(value)
        self.level = 0
        if !isRequired { self.level = Swift.max(level, 0) }
    }

    private static func clipped(_ value: Double) -> Double {
        value.isNaN ? requiredValue : Swift.min(Swift.max(value, 0), requiredValue)
    }

    private static let requiredValue: Double = 1_001_001_000

    /// Builds a strength from its three parts, each multiplied by `weight` and clipped to
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

    /// Orders strengths as the solver weighs them: required above all, then by level, then
    /// by value. The weaker one gives way first.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        if lhs.isRequired || rhs.isRequired { return !lhs.isRequired && rhs.isRequired }
        return lhs.level != rhs.level ? lhs.level < rhs.level : lhs.value < rhs.value
    }
}

extension Strength: CustomStringConvertible {
    /// `required`, `strong`, `medium`, `weak`, or the number; `at level N` follows a level
    /// other than 0.
    public var description: String {
        if level != 0 && !isRequired { return "\(formatNumber(value)) at level \(level)" }
        switch value {
        case Strength.required.value: return "required"
        case Strength.strong.value: return "strong"
        case Strength.medium.value: return "medium"
        case Strength.weak.value: return "weak"
        default: return formatNumber(value)
        }
    }
}
