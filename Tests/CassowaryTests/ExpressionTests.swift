import Testing
import Cassowary

/// The terms of an expression as (variable, coefficient) pairs, for exact comparison.
private func termsOf(_ e: LinearExpression) -> [(ObjectIdentifier, Double)] {
    e.terms.map { (ObjectIdentifier($0.variable), $0.coefficient) }
}

private func hasTerms(_ e: LinearExpression, _ expected: [(Variable, Double)], constant: Double) -> Bool {
    let got = termsOf(e)
    guard got.count == expected.count, e.constant == constant else { return false }
    for (g, x) in zip(got, expected) where g.0 != ObjectIdentifier(x.0) || g.1 != x.1 { return false }
    return true
}

@Suite("Expressions and constraints")
struct ExpressionTests {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")

    @Test func variableHasNameAndStartsAtZero() {
        #expect(x.name == "x")
        #expect(x.value == 0)
        #expect(x.description == "x")
        let anonymous = Variable()
        #expect(anonymous.name == "")
        #expect(!anonymous.description.isEmpty)
    }

    /// Terms and expressions are `Sendable`, as the constraints that hold them are: an
    /// expression built in one task can be handed to another (this does not compile otherwise).
    @Test func expressionsCrossTasks() async {
        let expression = 2 * x + 3
        let handed = await Task.detached { expression }.value
        #expect(handed.terms.map(\.coefficient) == [2] && handed.constant == 3 && handed.terms.first?.variable === x)
        let term = await Task.detached { Term(self.x, 4) }.value
        #expect(term.coefficient == 4)
    }

    @Test func termsFromMultiplicationDivisionAndNegation() {
        let t1 = 2 * x
        #expect(t1.variable === x && t1.coefficient == 2)
        let t2 = x * 3
        #expect(t2.variable === x && t2.coefficient == 3)
        let t3 = x / 4
        #expect(t3.coefficient == 0.25)
        let t4 = -x
        #expect(t4.coefficient == -1)
        let t5 = -(2 * x)
        #expect(t5.coefficient == -2)
        let t6 = (2 * x) * 3
        #expect(t6.coefficient == 6)
        let t7 = 3 * (2 * x)
        #expect(t7.coefficient == 6)
        let t8 = (6 * x) / 4
        #expect(t8.coefficient == 1.5)
        let t9 = Term(x)
        #expect(t9.coefficient == 1)
        // Division is multiplication by the reciprocal, as in kiwi: the same bits as
        // kiwisolver's `Term(x, 10) / 3` (3.333333333333333, not 3.3333333333333335).
        #expect((Term(x, 10) / 3).coefficient == 10 * (1.0 / 3))
        #expect((Term(x, 10) / 3).coefficient != 10.0 / 3)
    }

    @Test func expressionArithmetic() {
        let e = 2 * x + 10
        #expect(hasTerms(e, [(x, 2)], constant: 10))
        #expect(hasTerms(x + y, [(x, 1), (y, 1)], constant: 0))
        #expect(hasTerms(x - y, [(x, 1), (y, -1)], constant: 0))
        #expect(hasTerms(x + 2 * y, [(x, 1), (y, 2)], constant: 0))
        #expect(hasTerms(x - 2 * y, [(x, 1), (y, -2)], constant: 0))
        #expect(hasTerms(2 * x + y, [(x, 2), (y, 1)], constant: 0))
        #expect(hasTerms(2 * x - 3 * y, [(x, 2), (y, -3)], constant: 0))
        #expect(hasTerms(x - 5, [(x, 1)], constant: -5))
        #expect(hasTerms(5 - x, [(x, -1)], constant: 5))
        #expect(hasTerms(5 + x, [(x, 1)], constant: 5))
        #expect(hasTerms(5 - 2 * x, [(x, -2)], constant: 5))
        #expect(hasTerms(2 * x - 5, [(x, 2)], constant: -5))
        let sum = x + y + 3
        #expect(hasTerms(sum + z, [(x, 1), (y, 1), (z, 1)], constant: 3))
        #expect(hasTerms(sum - z, [(x, 1), (y, 1), (z, -1)], constant: 3))
        #expect(hasTerms(sum + 2 * z, [(x, 1), (y, 1), (z, 2)], constant: 3))
        #expect(hasTerms(sum - 2 * z, [(x, 1), (y, 1), (z, -2)], constant: 3))
        #expect(hasTerms(z + sum, [(z, 1), (x, 1), (y, 1)], constant: 3))
        #expect(hasTerms(z - sum, [(z, 1), (x, -1), (y, -1)], constant: -3))
        #expect(hasTerms(2 * z - sum, [(z, 2), (x, -1), (y, -1)], constant: -3))
        #expect(hasTerms(sum + 1.5, [(x, 1), (y, 1)], constant: 4.5))
        #expect(hasTerms(sum - 1.5, [(x, 1), (y, 1)], constant: 1.5))
        #expect(hasTerms(10 - sum, [(x, -1), (y, -1)], constant: 7))
        #expect(hasTerms(10 + sum, [(x, 1), (y, 1)], constant: 13))
        #expect(hasTerms(sum + (z - 1), [(x, 1), (y, 1), (z, 1)], constant: 2))
        #expect(hasTerms(sum - (z - 1), [(x, 1), (y, 1), (z, -1)], constant: 4))
        // Terms are kept as written: the same variable may appear twice.
        #expect(hasTerms(x + x, [(x, 1), (x, 1)], constant: 0))
    }

    @Test func expressionScalingAndNegation() {
        let e = x + 2 * y + 4
        #expect(hasTerms(e * 3, [(x, 3), (y, 6)], constant: 12))
        #expect(hasTerms(3 * e, [(x, 3), (y, 6)], constant: 12))
        #expect(hasTerms(e / 2, [(x, 0.5), (y, 1)], constant: 2))
        #expect(hasTerms(-e, [(x, -1), (y, -2)], constant: -4))
    }

    @Test func expressionValue() throws {
        let solver = Solver()
        try solver.addConstraint(x == 3)
        try solver.addConstraint(y == 4)
        solver.updateVariables()
        #expect(x.value == 3 && y.value == 4)
        #expect((2 * x + y - 1).value == 9)
        #expect(LinearExpression(7).value == 7)
    }

    @Test func constraintKeepsEverythingOnTheLeft() {
        let c = x + 2 == 20
        #expect(c.relation == .equal)
        #expect(c.strength == .required)
        #expect(hasTerms(c.expression, [(x, 1)], constant: -18))

        let le = x <= y
        #expect(le.relation == .lessThanOrEqual)
        #expect(hasTerms(le.expression, [(x, 1), (y, -1)], constant: 0))

        // A number on the left is mirrored, as kiwi does: `10 <= x` is `x - 10 >= 0`.
        let ge = 10 <= x
        #expect(ge.relation == .greaterThanOrEqual)
        #expect(hasTerms(ge.expression, [(x, 1)], constant: -10))

        let ge2 = 2 * x >= y + 3
        #expect(ge2.relation == .greaterThanOrEqual)
        #expect(hasTerms(ge2.expression, [(x, 2), (y, -1)], constant: -3))
    }

    @Test func constraintCombinesLikeTerms() {
        let c = x + y + 2 * x - y + z == 3 * x + 1
        // x: 1 + 2 - 3 = 0 is dropped; y: 1 - 1 = 0 is dropped; z stays.
        #expect(hasTerms(c.expression, [(z, 1)], constant: -1))

        let d = x + 2 * y + 3 * x + 5 >= y - 2
        #expect(hasTerms(d.expression, [(x, 4), (y, 1)], constant: 7))

        let e = x - x == 5
        #expect(e.expression.terms.isEmpty)
        #expect(e.expression.constant == -5)

        let zero = Constraint(LinearExpression([Term(x, 0), Term(y, 2)], 1), .equal)
        #expect(hasTerms(zero.expression, [(y, 2)], constant: 1))
    }

    @Test func everyOperandPairBuildsAConstraint() {
        let t = 2 * y
        let e = z + 1
        let cs: [Constraint] = [
            x == y, x <= y, x >= y,
            x == t, x <= t, x >= t,
            x == e, x <= e, x >= e,
            x == 1.0, x <= 1.0, x >= 1.0,
            1.0 == x, 1.0 <= x, 1.0 >= x,
            t == x, t <= x, t >= x,
            t == 2 * z, t <= 2 * z, t >= 2 * z,
            t == e, t <= e, t >= e,
            t == 1.0, t <= 1.0, t >= 1.0,
            1.0 == t, 1.0 <= t, 1.0 >= t,
            e == x, e <= x, e >= x,
            e == t, e <= t, e >= t,
            e == x + 1, e <= x + 1, e >= x + 1,
            e == 1.0, e <= 1.0, e >= 1.0,
            1.0 == e, 1.0 <= e, 1.0 >= e,
        ]
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        // With a number on the left (rows 4, 9 and 14 of three) the relation is mirrored.
        let mirrored: [Relation] = [.equal, .greaterThanOrEqual, .lessThanOrEqual]
        for (k, c) in cs.enumerated() {
            #expect(c.relation == ([4, 9, 14].contains(k / 3) ? mirrored : relations)[k % 3])
            #expect(c.strength.isRequired)
        }
        // Spot-check shapes: lhs - rhs, or rhs - lhs with a number on the left.
        #expect(hasTerms(cs[3].expression, [(x, 1), (y, -2)], constant: 0))
        #expect(hasTerms(cs[6].expression, [(x, 1), (z, -1)], constant: -1))
        #expect(hasTerms(cs[12].expression, [(x, 1)], constant: -1))
        #expect(hasTerms(cs[21].expression, [(y, 2), (z, -1)], constant: -1))
        #expect(hasTerms(cs[33].expression, [(z, 1), (y, -2)], constant: 1))
        #expect(hasTerms(cs[36].expression, [(z, 1), (x, -1)], constant: 0))
        #expect(hasTerms(cs[42].expression, [(z, 1)], constant: 0))
    }

    @Test func longMixedExpressionTypeChecks() {
        let left = Variable("left"), width = Variable("width"), right = Variable("right"), margin = Variable("margin")
        let c = left + width + 8 <= right - 2 * margin
        #expect(c.relation == .lessThanOrEqual)
        #expect(hasTerms(c.expression, [(left, 1), (width, 1), (right, -1), (margin, 2)], constant: 8))
    }

    @Test func strengthCopyWithBar() {
        let c = x >= 0
        let w = c | .weak
        #expect(w !== c)
        #expect(w.strength == .weak)
        #expect(c.strength == .required)
        #expect(w.relation == .greaterThanOrEqual)
        #expect(hasTerms(w.expression, [(x, 1)], constant: 0))
        let s = (x == 10) | Strength.create(0, 2, 0)
        #expect(s.strength.value == 2000)
    }

    @Test func explicitInitialiser() {
        let e: LinearExpression = 2 * x + 10
        let c = Constraint(e, .greaterThanOrEqual, strength: .strong)
        #expect(c.relation == .greaterThanOrEqual)
        #expect(c.strength == .strong)
        #expect(hasTerms(c.expression, [(x, 2)], constant: 10))
        let d = Constraint(c, strength: .medium)
        #expect(d.strength == .medium && d !== c)
        #expect(hasTerms(d.expression, [(x, 2)], constant: 10))
        let r = Constraint(e, .equal)
        #expect(r.strength == .required)
    }

    @Test func descriptions() {
        #expect((2 * x).description == "2 * x")
        #expect(Term(x).description == "x")
        #expect((2 * x + y - 10).description == "2 * x + y - 10")
        #expect((-x + 3).description == "-x + 3")
        #expect((x - 2.5 * y).description == "x - 2.5 * y")
        #expect(LinearExpression(4).description == "4")
        #expect(LinearExpression().description == "0")
        #expect((x + 2 == 20).description == "x - 18 == 0 | required")
        #expect(((x <= y) | .weak).description == "x - y <= 0 | weak")
        #expect(((x >= 1) | .strong).description == "x - 1 >= 0 | strong")
        #expect(((x == 1) | .medium).description == "x - 1 == 0 | medium")
        #expect(Relation.equal.description == "==")
        #expect(Relation.lessThanOrEqual.description == "<=")
        #expect(Relation.greaterThanOrEqual.description == ">=")
    }
}
