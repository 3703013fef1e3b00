/// A sum of terms plus a constant: `2 * x + y - 10`.
///
/// Named `LinearExpression` rather than `Expression` so that it never collides with
/// Foundation's `Expression` in a file that imports both.
///
/// Terms are kept as written; the same variable may appear more than once, and the solver
/// adds such terms together.
public struct LinearExpression: Sendable {
    /// The terms, in the order they were written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], _ constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `term`.
    public init(_ term: Term) { self.init([term], 0) }

    /// Creates the expression `1 * variable`.
    public init(_ variable: Variable) { self.init([Term(variable)], 0) }

    /// Creates the constant expression `constant`.
    public init(_ constant: Double) { self.init([], constant) }

    /// The value of the expression from the variables' current ``Variable/value``.
    ///
    /// Complexity: O(number of terms).
    public var value: Double {
        var sum = constant
        for term in terms { sum += term.coefficient * term.variable.value }
        return sum
    }

    /// `true` when every coefficient and the constant are finite numbers.
    var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

extension LinearExpression: CustomStringConvertible {
    /// `2 * x + y - 10`.
    public var description: String {
        var text = ""
        for (index, term) in terms.enumerated() {
            if index == 0 {
                text = term.coefficient < 0 ? "-" + Term(term.variable, -term.coefficient).description : term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant > 0 { text += " + " + formatNumber(constant) }
        if constant < 0 { text += " - " + formatNumber(-constant) }
        return text
    }
}
