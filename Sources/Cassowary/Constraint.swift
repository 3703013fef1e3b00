/// How a constraint's expression compares with zero.
public enum Relation: Sendable, Hashable {
    /// `expression <= 0`
    case lessThanOrEqual
    /// `expression == 0`
    case equal
    /// `expression >= 0`
    case greaterThanOrEqual
}

extension Relation: CustomStringConvertible {
    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// A linear relation between variables with a strength: `expression relation 0`.
///
/// A constraint is a class compared by identity: the solver knows a constraint by the object
/// that was added, so two constraints with the same terms are two different constraints.
/// It is kept, as in kiwi, with everything moved to the left: `x + 2 == 20` is stored as
/// `x - 18 == 0`. A number written on the left is moved to the right instead, as kiwi does:
/// `20 == x + 2` is also `x - 18 == 0`, and `10 <= x` is `x - 10 >= 0`.
///
/// Like ``Variable``, a constraint is `Sendable` only so that errors can carry it; it is not
/// synchronised.
public final class Constraint: @unchecked Sendable {
    /// The left-hand side of `expression relation 0`, with like terms combined.
    ///
    /// ``Solver/updateConstant(of:to:)`` changes its constant.
    @exclusivity(unchecked) public internal(set) var expression: LinearExpression
    /// How the expression compares with zero.
    public let relation: Relation
    /// The strength, clipped to ``Strength/required``.
    public let strength: Strength
    /// The serial of the solver this constraint's tag is stored for (0: none).
    @exclusivity(unchecked) var homeSolver = 0
    @exclusivity(unchecked) var homeTag = Tag(marker: -1, other: -1, markerCoefficient: 1, constant: 0)

    /// Creates `expression relation 0` with the given strength.
    ///
    /// Terms of the same variable are added together and zero terms dropped.
    /// Complexity: O(n) expected in the number of terms (a scan for short expressions, a hash
    /// table for long ones).
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = Constraint.reduce(expression)
        self.relation = relation
        self.strength = strength
    }

    /// Creates `expression relation 0` from terms that name distinct variables with nonzero
    /// coefficients (``isReduced(_:)``), without checking them again.
    package init(reduced expression: LinearExpression, _ relation: Relation, strength: Strength) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// A copy of `other` with another strength.
    public convenience init(_ other: Constraint, strength: Strength) {
        self.init(other.expression, other.relation, strength: strength)
    }

    /// Whether the variables' current values (as last written by
    /// ``Solver/updateVariables()``) break the constraint, as kiwi's `violated()`: an equality
    /// whose expression is not within 1e-8 of zero, an inequality on the wrong side of zero.
    /// A broken optional constraint reads `true`. Before any solve every variable reads 0,
    /// so a constraint then reads as violated when 0 breaks it.
    ///
    /// Complexity: O(number of terms).
    public var isViolated: Bool {
        let value = expression.value
        switch relation {
        case .equal: return !nearZero(value)
        case .greaterThanOrEqual: return value < 0
        case .lessThanOrEqual: return value > 0
        }
    }

    /// Whether the terms (at most eight of them) name distinct variables with nonzero
    /// coefficients: what ``reduce(_:)`` would return unchanged. The layout engine checks
    /// its own terms with it before it hands them on through ``init(reduced:_:strength:)``.
    package static func isReduced(_ terms: [Term]) -> Bool {
        terms.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            if count > 8 { return false }
            for i in 0..<count {
                if buffer[i].coefficient == 0 { return false }
                let variable = ObjectIdentifier(buffer[i].variable)
                var j = i &+ 1
                while j < count {
                    if ObjectIdentifier(buffer[j].variable) == variable { return false }
                    j &+= 1
                }
            }
            return true
        }
    }

    /// Adds up the terms of each variable, keeping first-appearance order.
    static func reduce(_ expression: LinearExpression) -> LinearExpression {
        // The usual case: a few distinct variables, nothing to combine or drop.
        if isReduced(expression.terms) { return expression }
        if expression.terms.count < 2 {
            return LinearExpression(expression.terms.filter { $0.coefficient != 0 }, expression.constant)
        }
        var terms: [Term] = []
        terms.reserveCapacity(expression.terms.count)
        if expression.terms.count <= 16 {
            // Expressions are short: a linear scan beats hashing.
            for term in expression.terms {
                if let at = terms.firstIndex(where: { $0.variable === term.variable }) {
                    terms[at].coefficient += term.coefficient
                } else {
                    terms.append(term)
                }
            }
        } else {
            var index: [ObjectIdentifier: Int] = [:]
            for term in expression.terms {
                let key = ObjectIdentifier(term.variable)
                if let at = index[key] {
                    terms[at].coefficient += term.coefficient
                } else {
                    index[key] = terms.count
                    terms.append(term)
                }
            }
        }
        return LinearExpression(terms.filter { $0.coefficient != 0 }, expression.constant)
    }
}

extension Constraint: CustomStringConvertible {
    /// `x - 18 == 0 | required`.
    public var description: String {
        "\(expression) \(relation) 0 | \(strength)"
    }
}
