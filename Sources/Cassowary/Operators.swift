// Operators that build expressions and constraints, as kiwi's (and kiwisolver's) do.
//
// A comparison with a number on the left is kept as kiwi keeps it, mirrored: `10 <= x` is
// `x - 10 >= 0`, `20 == x + 2` is `x - 18 == 0` (kiwi's C++ symbolics and kiwisolver's
// reflected comparisons both do this), so that a constraint's stored expression and its
// `updateConstant(of:to:)` constant do not depend on which side the number was written.
//
// Every operator is a concrete overload between `Variable`, `Term`, `LinearExpression` and
// `Double` (no generics, no protocols), which keeps the type checker fast on long
// expressions such as `left + width + 8 <= right - 2 * margin`.

// MARK: Multiplication and division by a number

extension Variable {
    /// `coefficient * variable`
    public static func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
    /// `coefficient * variable`
    public static func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
    /// `variable / denominator`
    public static func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
    /// `-variable`
    public static prefix func - (operand: Variable) -> Term { Term(operand, -1) }
}

extension Term {
    /// Scales the coefficient.
    public static func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
    /// Scales the coefficient.
    public static func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, rhs.coefficient * lhs) }
    /// Divides the coefficient (times the reciprocal, as kiwi computes it: the same bits).
    public static func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * (1 / rhs)) }
    /// Negates the coefficient.
    public static prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
}

extension LinearExpression {
    /// Scales every coefficient and the constant.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, lhs.constant * rhs)
    }
    /// Scales every coefficient and the constant.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }
    /// Divides every coefficient and the constant.
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }
    /// Negates every coefficient and the constant.
    public static prefix func - (operand: LinearExpression) -> LinearExpression { operand * -1 }

    /// The sum of two expressions.
    static func sum(_ lhs: LinearExpression, _ rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.terms.append(contentsOf: rhs.terms)
        result.constant += rhs.constant
        return result
    }
}

// MARK: Sums, differences and constraints between every pair of operands

extension Variable {
    /// `lhs + rhs`
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), LinearExpression(rhs)) }
    /// `lhs - rhs`
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)) }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)), .equal) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)), .lessThanOrEqual) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)), .greaterThanOrEqual) }
    /// `lhs + rhs`
    public static func + (lhs: Variable, rhs: Term) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), LinearExpression(rhs)) }
    /// `lhs - rhs`
    public static func - (lhs: Variable, rhs: Term) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)) }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Term) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)), .equal) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Term) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)), .lessThanOrEqual) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Term) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)), .greaterThanOrEqual) }
    /// `lhs + rhs`
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), rhs) }
    /// `lhs - rhs`
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), -rhs) }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -rhs), .equal) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -rhs), .lessThanOrEqual) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -rhs), .greaterThanOrEqual) }
    /// `lhs + rhs`
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), LinearExpression(rhs)) }
    /// `lhs - rhs`
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)) }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)), .equal) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)), .lessThanOrEqual) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)), .greaterThanOrEqual) }
    /// `lhs + rhs`
    public static func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), LinearExpression(rhs)) }
    /// `lhs - rhs`
    public static func - (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)) }
    /// The required constraint `lhs == rhs`, kept as kiwi keeps it: `rhs == lhs`, that is
    /// `rhs - lhs == 0`.
    public static func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(rhs), -LinearExpression(lhs)), .equal) }
    /// The required constraint `lhs <= rhs`, kept as kiwi keeps it: `rhs >= lhs`, that is
    /// `rhs - lhs >= 0`.
    public static func <= (lhs: Double, rhs: Variable) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(rhs), -LinearExpression(lhs)), .greaterThanOrEqual) }
    /// The required constraint `lhs >= rhs`, kept as kiwi keeps it: `rhs <= lhs`, that is
    /// `rhs - lhs <= 0`.
    public static func >= (lhs: Double, rhs: Variable) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(rhs), -LinearExpression(lhs)), .lessThanOrEqual) }
}

extension Term {
    /// `lhs + rhs`
    public static func + (lhs: Term, rhs: Variable) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), LinearExpression(rhs)) }
    /// `lhs - rhs`
    public static func - (lhs: Term, rhs: Variable) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)) }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Term, rhs: Variable) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)), .equal) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Term, rhs: Variable) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)), .lessThanOrEqual) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Term, rhs: Variable) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)), .greaterThanOrEqual) }
    /// `lhs + rhs`
    public static func + (lhs: Term, rhs: Term) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), LinearExpression(rhs)) }
    /// `lhs - rhs`
    public static func - (lhs: Term, rhs: Term) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)) }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Term, rhs: Term) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)), .equal) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Term, rhs: Term) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)), .lessThanOrEqual) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Term, rhs: Term) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)), .greaterThanOrEqual) }
    /// `lhs + rhs`
    public static func + (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), rhs) }
    /// `lhs - rhs`
    public static func - (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), -rhs) }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Term, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -rhs), .equal) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Term, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -rhs), .lessThanOrEqual) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Term, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -rhs), .greaterThanOrEqual) }
    /// `lhs + rhs`
    public static func + (lhs: Term, rhs: Double) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), LinearExpression(rhs)) }
    /// `lhs - rhs`
    public static func - (lhs: Term, rhs: Double) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)) }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Term, rhs: Double) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)), .equal) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Term, rhs: Double) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)), .lessThanOrEqual) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Term, rhs: Double) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)), .greaterThanOrEqual) }
    /// `lhs + rhs`
    public static func + (lhs: Double, rhs: Term) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), LinearExpression(rhs)) }
    /// `lhs - rhs`
    public static func - (lhs: Double, rhs: Term) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), -LinearExpression(rhs)) }
    /// The required constraint `lhs == rhs`, kept as kiwi keeps it: `rhs == lhs`, that is
    /// `rhs - lhs == 0`.
    public static func == (lhs: Double, rhs: Term) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(rhs), -LinearExpression(lhs)), .equal) }
    /// The required constraint `lhs <= rhs`, kept as kiwi keeps it: `rhs >= lhs`, that is
    /// `rhs - lhs >= 0`.
    public static func <= (lhs: Double, rhs: Term) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(rhs), -LinearExpression(lhs)), .greaterThanOrEqual) }
    /// The required constraint `lhs >= rhs`, kept as kiwi keeps it: `rhs <= lhs`, that is
    /// `rhs - lhs <= 0`.
    public static func >= (lhs: Double, rhs: Term) -> Constraint { Constraint(LinearExpression.sum(LinearExpression(rhs), -LinearExpression(lhs)), .lessThanOrEqual) }
}

extension LinearExpression {
    /// `lhs + rhs`
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { LinearExpression.sum(lhs, LinearExpression(rhs)) }
    /// `lhs - rhs`
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { LinearExpression.sum(lhs, -LinearExpression(rhs)) }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(LinearExpression.sum(lhs, -LinearExpression(rhs)), .equal) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(LinearExpression.sum(lhs, -LinearExpression(rhs)), .lessThanOrEqual) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: LinearExpression, rhs: Variable) -> Constraint { Constraint(LinearExpression.sum(lhs, -LinearExpression(rhs)), .greaterThanOrEqual) }
    /// `lhs + rhs`
    public static func + (lhs: LinearExpression, rhs: Term) -> LinearExpression { LinearExpression.sum(lhs, LinearExpression(rhs)) }
    /// `lhs - rhs`
    public static func - (lhs: LinearExpression, rhs: Term) -> LinearExpression { LinearExpression.sum(lhs, -LinearExpression(rhs)) }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: LinearExpression, rhs: Term) -> Constraint { Constraint(LinearExpression.sum(lhs, -LinearExpression(rhs)), .equal) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: LinearExpression, rhs: Term) -> Constraint { Constraint(LinearExpression.sum(lhs, -LinearExpression(rhs)), .lessThanOrEqual) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: LinearExpression, rhs: Term) -> Constraint { Constraint(LinearExpression.sum(lhs, -LinearExpression(rhs)), .greaterThanOrEqual) }
    /// `lhs + rhs`
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { LinearExpression.sum(lhs, rhs) }
    /// `lhs - rhs`
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { LinearExpression.sum(lhs, -rhs) }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression.sum(lhs, -rhs), .equal) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression.sum(lhs, -rhs), .lessThanOrEqual) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression.sum(lhs, -rhs), .greaterThanOrEqual) }
    /// `lhs + rhs`
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { LinearExpression.sum(lhs, LinearExpression(rhs)) }
    /// `lhs - rhs`
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { LinearExpression.sum(lhs, -LinearExpression(rhs)) }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(LinearExpression.sum(lhs, -LinearExpression(rhs)), .equal) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(LinearExpression.sum(lhs, -LinearExpression(rhs)), .lessThanOrEqual) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: LinearExpression, rhs: Double) -> Constraint { Constraint(LinearExpression.sum(lhs, -LinearExpression(rhs)), .greaterThanOrEqual) }
    /// `lhs + rhs`
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), rhs) }
    /// `lhs - rhs`
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression.sum(LinearExpression(lhs), -rhs) }
    /// The required constraint `lhs == rhs`, kept as kiwi keeps it: `rhs == lhs`, that is
    /// `rhs - lhs == 0`.
    public static func == (lhs: Double, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression.sum(rhs, -LinearExpression(lhs)), .equal) }
    /// The required constraint `lhs <= rhs`, kept as kiwi keeps it: `rhs >= lhs`, that is
    /// `rhs - lhs >= 0`.
    public static func <= (lhs: Double, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression.sum(rhs, -LinearExpression(lhs)), .greaterThanOrEqual) }
    /// The required constraint `lhs >= rhs`, kept as kiwi keeps it: `rhs <= lhs`, that is
    /// `rhs - lhs <= 0`.
    public static func >= (lhs: Double, rhs: LinearExpression) -> Constraint { Constraint(LinearExpression.sum(rhs, -LinearExpression(lhs)), .lessThanOrEqual) }
}

// MARK: Strength

extension Constraint {
    /// A copy of the constraint with another strength (kiwi's `constraint | strength`).
    public static func | (lhs: Constraint, rhs: Strength) -> Constraint { Constraint(lhs, strength: rhs) }
}
