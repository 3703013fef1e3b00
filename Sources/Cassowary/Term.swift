/// A variable multiplied by a coefficient: one term of a ``LinearExpression``.
public struct Term: Sendable {
    /// The unknown.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Creates the term `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term's value from the variable's current ``Variable/value``: `coefficient *
    /// variable.value`, as kiwi's `Term::value()`.
    ///
    /// Complexity: O(1).
    public var value: Double { coefficient * variable.value }
}

extension Term: CustomStringConvertible {
    /// `2 * x`, or `x` when the coefficient is 1.
    public var description: String {
        coefficient == 1 ? variable.description : "\(formatNumber(coefficient)) * \(variable)"
    }
}

/// Prints integral values without a fraction (`10` rather than `10.0`).
func formatNumber(_ value: Double) -> String {
    // Compared through Int64 rather than `rounded()`, which would need libm at link time.
    if value.isFinite, abs(value) < 1e15, Double(Int64(value)) == value {
        return String(Int64(value))
    }
    return String(value)
}
