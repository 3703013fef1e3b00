// Acceptance audit of issue 3 (the Cassowary solver), written as a grader would: every name of
// the issue's API listing used with the stated shape, kiwi's py/tests behaviours, and exact
// solutions compared with kiwisolver 1.5.1's (the expected numbers below were printed by
// kiwisolver for the same systems, added in the same order).

import Cassowary
import Testing

private func aaThrows(_ body: () throws -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch let error as SolverError {
        return error
    } catch {
        return nil
    }
}

private func aaSolve(_ constraints: [Constraint]) throws -> Solver {
    let solver = Solver()
    for constraint in constraints { try solver.addConstraint(constraint) }
    solver.updateVariables()
    return solver
}

@Suite("Acceptance audit: issue 3 API listing")
struct AcceptanceListingTests {
    @Test func listingCompilesWithTheStatedShapes() throws {
        let x = Variable("x")
        #expect(x.name == "x")
        #expect(x.value == 0)
        let e: LinearExpression = 2 * x + 10
        #expect(e.terms.count == 1 && e.terms[0].variable === x && e.terms[0].coefficient == 2 && e.constant == 10)
        let t = Term(x, 3)
        #expect(t.variable === x && t.coefficient == 3)
        let built = LinearExpression([Term(x, 2)], 10)
        #expect(built.constant == 10 && built.terms[0].coefficient == 2)
        let c: Constraint = x + 2 == 20
        #expect(c.relation == .equal && c.strength == .required)
        #expect(c.expression.constant == -18 && c.expression.terms.count == 1 && c.expression.terms[0].coefficient == 1)
        let w = (x >= 0) | .weak
        #expect(w.strength == .weak && w.relation == .greaterThanOrEqual)
        let c2 = Constraint(e, .greaterThanOrEqual, strength: .strong)
        #expect(c2.strength == .strong && c2.relation == .greaterThanOrEqual && c2.expression.constant == 10)
        let relations: [Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
        #expect(relations.count == 3)

        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength.strong.value == 1_000_000)
        #expect(Strength.medium.value == 1000)
        #expect(Strength.weak.value == 1)
        #expect(Strength.create(1, 0, 0, weight: 1).value == 1_000_000)
        #expect(Strength.create(1000, 1000, 1000) == .required)

        let solver = Solver()
        try solver.addConstraint(c)
        #expect(solver.hasConstraint(c))
        try solver.removeConstraint(c)
        #expect(!solver.hasConstraint(c))
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        try solver.suggestValue(x, 42)
        solver.updateVariables()
        #expect(x.value == 42)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        try solver.addConstraint(c)
        try solver.updateConstant(of: c, to: -28)
        #expect(c.expression.constant == -28)
        solver.updateVariables()
        #expect(x.value == 28)
        #expect(!solver.description.isEmpty)
        solver.reset()
        #expect(!solver.hasConstraint(c))
    }

    @Test func everySolverErrorCaseHasTheListedShape() {
        let x = Variable("x")
        let c = x == 1
        let errors: [SolverError] = [
            .unsatisfiableConstraint(c, conflicting: [c]),
            .duplicateConstraint(c),
            .unknownConstraint(c),
            .duplicateEditVariable(x),
            .unknownEditVariable(x),
            .badRequiredStrength,
            .invalidValue("nan"),
            .internalError("x"),
        ]
        var seen = 0
        for error in errors {
            switch error {
            case let .unsatisfiableConstraint(constraint, conflicting: list): seen += constraint === c && list.count == 1 ? 1 : 0
            case let .duplicateConstraint(constraint): seen += constraint === c ? 1 : 0
            case let .unknownConstraint(constraint): seen += constraint === c ? 1 : 0
            case let .duplicateEditVariable(variable): seen += variable === x ? 1 : 0
            case let .unknownEditVariable(variable): seen += variable === x ? 1 : 0
            case .badRequiredStrength: seen += 1
            case let .invalidValue(text): seen += text == "nan" ? 1 : 0
            case let .internalError(text): seen += text == "x" ? 1 : 0
            }
        }
        #expect(seen == 8)
        let asError: any Error = SolverError.badRequiredStrength
        #expect(asError is SolverError)
    }

    @Test func operatorAlgebraBetweenEveryPairOfOperands() {
        let x = Variable("x"), y = Variable("y")
        let t = 3 * y
        let e = x + 1
        // + and - for each pair, in both orders.
        let sums: [LinearExpression] = [x + y, x + t, x + e, x + 2.0, 2.0 + x, t + x, t + t, t + e, t + 2.0, 2.0 + t, e + x, e + t, e + e, e + 2.0, 2.0 + e]
        let differences: [LinearExpression] = [x - y, x - t, x - e, x - 2.0, 2.0 - x, t - x, t - t, t - e, t - 2.0, 2.0 - t, e - x, e - t, e - e, e - 2.0, 2.0 - e]
        #expect(sums.map(\.constant) == [0, 0, 1, 2, 2, 0, 0, 1, 2, 2, 1, 1, 2, 3, 3])
        #expect(differences.map(\.constant) == [0, 0, -1, -2, 2, 0, 0, -1, -2, 2, 1, 1, 0, -1, 1])
        let d = 2.0 - e
        #expect(d.terms.count == 1 && d.terms[0].variable === x && d.terms[0].coefficient == -1)
        // * and / by a number, unary minus.
        #expect((x * 2).coefficient == 2 && (2 * x).coefficient == 2 && (x / 4).coefficient == 0.25)
        #expect((t * 2).coefficient == 6 && (2 * t).coefficient == 6 && (t / 2).coefficient == 1.5)
        let scaled = (x + 2) * 3
        #expect(scaled.terms[0].coefficient == 3 && scaled.constant == 6)
        #expect((3 * (x + 2)).constant == 6 && ((x + 2) / 2).constant == 1 && ((x + 2) / 2).terms[0].coefficient == 0.5)
        #expect((-x).coefficient == -1 && (-t).coefficient == -3)
        let negated = -(x + 2)
        #expect(negated.constant == -2 && negated.terms[0].coefficient == -1)
    }

    @Test func comparisonsBetweenEveryPairOfOperandsBuildRequiredConstraints() {
        let x = Variable("x"), y = Variable("y")
        let t = 2 * y
        let e = x + 5
        let constraints: [Constraint] = [
            x == y, x <= t, x >= e, x == 1, 1 == x,
            t == x, t <= t, t >= e, t <= 1, 1 >= t,
            e == x, e <= t, e >= e, e == 1, 1 <= e,
        ]
        #expect(constraints.allSatisfy { $0.strength == .required })
        // A number on the left is moved to the right, as kiwi does.
        let mirrored = 10 <= x
        #expect(mirrored.relation == .greaterThanOrEqual && mirrored.expression.constant == -10 && mirrored.expression.terms[0].coefficient == 1)
        let mirroredEqual = 20 == x + 2
        #expect(mirroredEqual.expression.constant == -18 && mirroredEqual.expression.terms[0].coefficient == 1)
        let lessThan = x <= y
        #expect(lessThan.relation == .lessThanOrEqual && lessThan.expression.terms.map(\.coefficient) == [1, -1])
        // Like terms are combined in the stored expression.
        let combined = x + x + y == 0
        #expect(combined.expression.terms.count == 2 && combined.expression.terms[0].coefficient == 2)
    }

    @Test func variablesAndConstraintsAreNotEquatable() {
        #expect(!(Variable.self is any Equatable.Type))
        #expect(!(Constraint.self is any Equatable.Type))
        let x = Variable("x"), y = Variable("y")
        let c: Constraint = x == y
        #expect(c.expression.terms.count == 2)
        let same = Variable("x")
        #expect(same !== x && same.name == x.name)
    }

    @Test func longExpressionCompiles() {
        let left = Variable("left"), width = Variable("width"), right = Variable("right"), margin = Variable("margin")
        let c = left + width + 8 <= right - 2 * margin
        #expect(c.relation == .lessThanOrEqual && c.expression.constant == 8 && c.expression.terms.count == 4)
    }
}

@Suite("Acceptance audit: kiwi py/tests behaviours")
struct AcceptanceKiwiTests {
    @Test func strengthOrderingCreationAndClipping() {
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
        #expect(Strength.create(0, 0, 1) < Strength.create(0, 1, 0))
        #expect(Strength.create(0, 1, 0) < Strength.create(1, 0, 0))
        #expect(Strength.create(1, 0, 0, weight: 1) < Strength.create(1, 0, 0, weight: 4))
        // kiwisolver: create(2000, -5, 0.5, 2) == 1000000001, create(1, 2, 3, 0.5) == 501001.5,
        // create(0, 0, 1, 1e9) == 1000.
        #expect(Strength.create(2000, -5, 0.5, weight: 2).value == 1_000_000_001)
        #expect(Strength.create(1, 2, 3, weight: 0.5).value == 501_001.5)
        #expect(Strength.create(0, 0, 1, weight: 1e9).value == 1000)
        // Constraint strengths are clipped to 0 ... required (kiwisolver: `| 1e12` gives required, `| -5` gives 0).
        let x = Variable("x")
        #expect(((x >= 0) | Strength(1e12)).strength == .required)
        #expect(((x >= 0) | Strength(-5)).strength.value == 0)
    }

    @Test func strengthOperatorMakesACopyAndKeepsTheOriginal() {
        let v = Variable("foo")
        let c = Constraint(v + 1, .equal)
        for s in [Strength.weak, .medium, .strong, .required, .create(1, 1, 0)] {
            let copy = c | s
            #expect(copy !== c)
            #expect(copy.strength == s)
            #expect(copy.relation == c.relation && copy.expression.constant == 1 && copy.expression.terms[0].variable === v)
        }
        #expect(c.strength == .required)
    }

    @Test func constraintCreationFromAnExpression() {
        let v = Variable("foo")
        for relation in [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual] {
            let c = Constraint(v + 1, relation)
            #expect(c.strength == .required && c.relation == relation)
            #expect(c.expression.constant == 1 && c.expression.terms.count == 1 && c.expression.terms[0].variable === v)
            #expect(c.description.contains(relation.description))
            for s in [Strength.weak, .medium, .strong, .required] {
                #expect(Constraint(v + 1, relation, strength: s).strength == s)
            }
        }
    }

    @Test func managingEditVariables() throws {
        let s = Solver()
        let v1 = Variable("foo"), v2 = Variable("bar")
        #expect(!s.hasEditVariable(v1))
        try s.addEditVariable(v1, strength: .weak)
        #expect(s.hasEditVariable(v1))
        guard case let .duplicateEditVariable(dup)? = aaThrows({ try s.addEditVariable(v1, strength: .medium) }) else {
            Issue.record("expected duplicateEditVariable")
            return
        }
        #expect(dup === v1)
        guard case let .unknownEditVariable(unknown)? = aaThrows({ try s.removeEditVariable(v2) }) else {
            Issue.record("expected unknownEditVariable")
            return
        }
        #expect(unknown === v2)
        try s.removeEditVariable(v1)
        #expect(!s.hasEditVariable(v1))
        guard case .badRequiredStrength? = aaThrows({ try s.addEditVariable(v1, strength: .required) }) else {
            Issue.record("expected badRequiredStrength")
            return
        }
        // A strength above required is clipped to required (kiwisolver: BadRequiredStrength for 2e9).
        guard case .badRequiredStrength? = aaThrows({ try s.addEditVariable(v1, strength: Strength(2e9)) }) else {
            Issue.record("expected badRequiredStrength for a strength above required")
            return
        }
        #expect(!s.hasEditVariable(v1))
        try s.addEditVariable(v2, strength: .strong)
        #expect(s.hasEditVariable(v2))
        guard case let .unknownEditVariable(unknownSuggest)? = aaThrows({ try s.suggestValue(v1, 10) }) else {
            Issue.record("expected unknownEditVariable from suggestValue")
            return
        }
        #expect(unknownSuggest === v1)
        s.reset()
        #expect(!s.hasEditVariable(v2))
        // Strength zero is allowed for an edit variable (kiwisolver accepts it).
        try s.addEditVariable(v1, strength: Strength(0))
        #expect(s.hasEditVariable(v1))
    }

    @Test func constraintViolated() throws {
        let s = Solver()
        let v = Variable("foo")
        let c1 = (v >= 10) | .required
        let c2 = (v <= -5) | .weak
        try s.addConstraint(c1)
        try s.addConstraint(c2)
        s.updateVariables()
        #expect(v.value >= 10)
        #expect(!c1.isViolated)
        #expect(c2.isViolated)
    }
}

@Suite("Acceptance audit: exact solutions against kiwisolver 1.5.1")
struct AcceptanceKiwiSolutionTests {
    // Each expected value was printed by kiwisolver for the same constraints added in the same order.

    @Test func tiesBetweenEqualStrengthsGoToTheFirstAdded() throws {
        let x = Variable("x")
        _ = try aaSolve([(x == 10) | .weak, (x == 20) | .weak])
        #expect(x.value == 10)
        _ = try aaSolve([(x == 20) | .weak, (x == 10) | .weak])
        #expect(x.value == 20)
        _ = try aaSolve([(x >= 10) | .weak, (x <= 5) | .weak])
        #expect(x.value == 10)
        _ = try aaSolve([(x <= 5) | .weak, (x >= 10) | .weak])
        #expect(x.value == 5)
    }

    @Test func mediansOfEqualWeakEqualities() throws {
        let x = Variable("x")
        _ = try aaSolve([(x == 10) | .weak, (x == 20) | .weak, (x == 30) | .weak])
        #expect(x.value == 20)
        _ = try aaSolve([(x == 30) | .weak, (x == 10) | .weak, (x == 20) | .weak])
        #expect(x.value == 20)
        _ = try aaSolve([(x == 10) | .weak, (x == 20) | .weak, (x == 30) | .weak, (x == 40) | .weak])
        #expect(x.value == 20)
        _ = try aaSolve([(x == 40) | .weak, (x == 10) | .weak, (x == 30) | .weak, (x == 20) | .weak])
        #expect(x.value == 30)
    }

    @Test func equalitiesAtSeveralStrengths() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        _ = try aaSolve([(x == 10) | .weak, (x == 20) | .medium, (x == 30) | .strong])
        #expect(x.value == 30)
        _ = try aaSolve([(x == 10) | .medium, (x == 20) | .medium, (x == 30) | .strong, (x == 40) | .strong])
        #expect(x.value == 30)
        _ = try aaSolve([(x == 40) | .strong, (x == 30) | .strong, (x == 20) | .medium])
        #expect(x.value == 30)
        _ = try aaSolve([x + y == 100, (x == 10) | .strong, (y == 10) | .medium, (x == y) | .weak])
        #expect(x.value == 10 && y.value == 90)
        _ = try aaSolve([x + y + z == 30, (x == 5) | .weak, (y == 5) | .medium, (z == 5) | .strong])
        #expect(x.value == 20 && y.value == 5 && z.value == 5)
        _ = try aaSolve([(x == 10) | .weak, (x == 20) | .weak, (x == 20) | .weak, (x == 10) | .medium])
        #expect(x.value == 10)
        _ = try aaSolve([(x == 10) | .weak, (x >= 20) | .medium, (x <= 15) | .medium])
        #expect(x.value == 15)
        _ = try aaSolve([(x == 10) | .weak, (x <= 15) | .medium, (x >= 20) | .medium])
        #expect(x.value == 15)
        _ = try aaSolve([(x >= 10) | .weak, (x >= 20) | .weak, (x <= 15) | .medium])
        #expect(x.value == 15)
    }

    @Test func tiesBetweenTwoVariablesFollowTheOrderOfAddition() throws {
        let x = Variable("x"), y = Variable("y")
        _ = try aaSolve([x + y == 10, (x == 3) | .weak, (y == 3) | .weak])
        #expect(x.value == 3 && y.value == 7)
        _ = try aaSolve([(x == 3) | .weak, (y == 3) | .weak, x + y == 10])
        #expect(x.value == 7 && y.value == 3)
        _ = try aaSolve([x >= 0, y >= 0, x + y <= 10, (x == 8) | .strong, (y == 8) | .strong])
        #expect(x.value == 8 && y.value == 2)
        _ = try aaSolve([x >= 0, y >= 0, x + y <= 10, (y == 8) | .strong, (x == 8) | .strong])
        #expect(x.value == 2 && y.value == 8)
        let a = Variable("a"), b = Variable("b")
        _ = try aaSolve([a - b <= 0, (a == 50) | .weak, (b == 40) | .weak])
        #expect(a.value == 50 && b.value == 50)
        _ = try aaSolve([(b == 40) | .weak, (a == 50) | .weak, a - b <= 0])
        #expect(a.value == 50 && b.value == 50)
    }

    @Test func weightsWithinALevelAndAcrossLevels() throws {
        let x = Variable("x")
        var weak999: [Constraint] = (0..<999).map { _ in (x == 0) | .weak }
        _ = try aaSolve(weak999 + [(x == 1) | .medium])
        #expect(x.value == 1)
        weak999.append((x == 0) | .weak)
        weak999.append((x == 0) | .weak)
        _ = try aaSolve(weak999 + [(x == 1) | .medium])
        #expect(x.value == 0)
        _ = try aaSolve([(x == 10) | .create(0, 0, 3), (x == 20) | .create(0, 0, 2)])
        #expect(x.value == 10)
        _ = try aaSolve([(x == 10) | .create(0, 1, 0, weight: 1.5), (x == 20) | .medium])
        #expect(x.value == 10)
        _ = try aaSolve([(x == 10) | .create(0, 0, 1000), (x == 20) | .medium])
        #expect(x.value == 10)
        _ = try aaSolve([(x == 20) | .medium, (x == 10) | .create(0, 0, 1000)])
        #expect(x.value == 20)
    }

    @Test func editVariablesAndSuggestions() throws {
        let x = Variable("x"), y = Variable("y")
        do {
            let s = Solver()
            try s.addEditVariable(x, strength: .strong)
            try s.addConstraint(x <= 50)
            try s.suggestValue(x, 80)
            s.updateVariables()
            #expect(x.value == 50)
            try s.suggestValue(x, 20)
            s.updateVariables()
            #expect(x.value == 20)
        }
        do {
            // Before any suggestion an edit variable is held at 0 (kiwi's edit constraint `x == 0`).
            let s = Solver()
            try s.addEditVariable(x, strength: .weak)
            try s.addConstraint((x >= 10) | .weak)
            s.updateVariables()
            #expect(x.value == 0)
        }
        do {
            let s = Solver()
            try s.addEditVariable(x, strength: .medium)
            try s.addConstraint((x == 30) | .weak)
            s.updateVariables()
            #expect(x.value == 0)
            try s.removeEditVariable(x)
            s.updateVariables()
            #expect(x.value == 30)
        }
        do {
            let s = Solver()
            try s.addEditVariable(x, strength: .strong)
            try s.addEditVariable(y, strength: .weak)
            try s.addConstraint(x + y == 100)
            try s.addConstraint((y >= 30) | .medium)
            try s.suggestValue(x, 90)
            try s.suggestValue(y, 5)
            s.updateVariables()
            #expect(x.value == 90 && y.value == 10)
        }
        do {
            let s = Solver()
            try s.addEditVariable(x, strength: .medium)
            try s.addEditVariable(y, strength: .medium)
            try s.addConstraint(x + y == 100)
            try s.suggestValue(x, 30)
            try s.suggestValue(y, 30)
            s.updateVariables()
            #expect(x.value == 70 && y.value == 30)
            try s.suggestValue(x, 80)
            try s.suggestValue(y, 80)
            s.updateVariables()
            #expect(x.value == 20 && y.value == 80)
        }
        do {
            let s = Solver()
            try s.addEditVariable(x, strength: .weak)
            try s.addEditVariable(y, strength: .weak)
            try s.addConstraint(x == y)
            try s.suggestValue(x, 10)
            try s.suggestValue(y, 20)
            s.updateVariables()
            #expect(x.value == 20 && y.value == 20)
            try s.suggestValue(x, 30)
            try s.suggestValue(y, 0)
            s.updateVariables()
            #expect(x.value == 0 && y.value == 0)
        }
        do {
            let s = Solver()
            try s.addEditVariable(x, strength: .weak)
            let c = (x == 10) | .weak
            try s.addConstraint(c)
            try s.suggestValue(x, 20)
            s.updateVariables()
            #expect(x.value == 10)
            try s.removeConstraint(c)
            try s.suggestValue(x, 30)
            s.updateVariables()
            #expect(x.value == 30)
        }
    }

    @Test func removalRestoresTheWeakerSolutionAndUnreferencedVariablesReadZero() throws {
        let x = Variable("x")
        let s = Solver()
        let c = x >= 10
        try s.addConstraint(c)
        try s.addConstraint((x <= 5) | .strong)
        s.updateVariables()
        #expect(x.value == 10)
        try s.removeConstraint(c)
        s.updateVariables()
        #expect(x.value == 5)

        let y = Variable("y")
        let s2 = Solver()
        let a = (y == 10) | .weak, b = (y == 20) | .weak
        try s2.addConstraint(a)
        try s2.addConstraint(b)
        try s2.removeConstraint(a)
        s2.updateVariables()
        #expect(y.value == 20)
        try s2.removeConstraint(b)
        s2.updateVariables()
        #expect(y.value == 0)
    }

    @Test func resetRemovalAndSharedVariablesAsKiwisolver() throws {
        // kiwisolver: 5; after reset 5; 5 3; 7 3; after remove 0 3; s2 9; s after s2 0.
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.addConstraint(x == 5)
        s.updateVariables()
        #expect(x.value == 5)
        s.reset()
        s.updateVariables()
        #expect(x.value == 5)
        try s.addConstraint(y == 3)
        s.updateVariables()
        #expect(x.value == 5 && y.value == 3)
        let c = x + y == 10
        try s.addConstraint(c)
        s.updateVariables()
        #expect(x.value == 7 && y.value == 3)
        try s.removeConstraint(c)
        s.updateVariables()
        #expect(x.value == 0 && y.value == 3)
        let s2 = Solver()
        try s2.addEditVariable(x, strength: .strong)
        try s2.suggestValue(x, 9)
        s2.updateVariables()
        #expect(x.value == 9)
        s.updateVariables()
        #expect(x.value == 0)
    }

}

@Suite("Acceptance audit: errors leave the solver as it was")
struct AcceptanceErrorTests {
    @Test func invalidValuesAreRefusedAndChangeNothing() throws {
        let x = Variable("x")
        let s = Solver()
        try s.addConstraint(x >= 5)
        for bad in [Constraint(LinearExpression([Term(x, .nan)], 0), .equal),
                    Constraint(LinearExpression([Term(x, 1)], .infinity), .equal),
                    x / 0 == 3] {
            guard case .invalidValue? = aaThrows({ try s.addConstraint(bad) }) else {
                Issue.record("expected invalidValue for \(bad)")
                continue
            }
            #expect(!s.hasConstraint(bad))
        }
        try s.addEditVariable(x, strength: .strong)
        for value in [Double.nan, .infinity, -.infinity] {
            guard case .invalidValue? = aaThrows({ try s.suggestValue(x, value) }) else {
                Issue.record("expected invalidValue for suggest \(value)")
                continue
            }
        }
        let c = x == 7
        try s.addConstraint(c)
        guard case .invalidValue? = aaThrows({ try s.updateConstant(of: c, to: .nan) }) else {
            Issue.record("expected invalidValue for updateConstant NaN")
            return
        }
        #expect(c.expression.constant == -7)
        s.updateVariables()
        #expect(x.value == 7)
    }

    @Test func updateConstantErrors() throws {
        let x = Variable("x")
        let s = Solver()
        let notAdded = x == 3
        guard case let .unknownConstraint(unknown)? = aaThrows({ try s.updateConstant(of: notAdded, to: 1) }) else {
            Issue.record("expected unknownConstraint")
            return
        }
        #expect(unknown === notAdded)
        #expect(notAdded.expression.constant == -3)
        let low = x >= 10
        let high = x <= 20
        try s.addConstraint(low)
        try s.addConstraint(high)
        guard case let .unsatisfiableConstraint(bad, conflicting)? = aaThrows({ try s.updateConstant(of: low, to: -30) }) else {
            Issue.record("expected unsatisfiableConstraint from updateConstant into infeasibility")
            return
        }
        #expect(bad === low)
        #expect(conflicting.count == 1 && conflicting.first === high)
        #expect(low.expression.constant == -10)
        try s.addConstraint((x == 100) | .weak)
        s.updateVariables()
        #expect(x.value == 20)
        try s.updateConstant(of: high, to: -25)
        s.updateVariables()
        #expect(x.value == 25)
    }

    @Test func updateConstantEqualsRemoveAndAdd() throws {
        // x + 2 == 20 kept as x - 18 == 0 becomes x - 28 == 0.
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        let c = x + 2 == 20
        try s.addConstraint(c)
        try s.addConstraint(y == x + 5)
        try s.updateConstant(of: c, to: -28)
        s.updateVariables()
        #expect(x.value == 28 && y.value == 33)
        #expect(c.expression.constant == -28)
        // Of a non-required inequality, slack and then tight.
        let w = (x <= 40) | .medium
        try s.addConstraint((y == 80) | .weak)
        try s.addConstraint(w)
        try s.updateConstant(of: w, to: -20)
        s.updateVariables()
        #expect(x.value == 28 && y.value == 33)
    }

    @Test func conflictingSetIsMinimalAndExcludesUnrelated() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let s = Solver()
        let unrelated = z == 4
        let a = x >= 10
        let b = y >= x
        let other = y >= 0
        try s.addConstraint(unrelated)
        try s.addConstraint(a)
        try s.addConstraint(other)
        try s.addConstraint(b)
        let bad = y <= 5
        guard case let .unsatisfiableConstraint(c, conflicting)? = aaThrows({ try s.addConstraint(bad) }) else {
            Issue.record("expected unsatisfiableConstraint")
            return
        }
        #expect(c === bad)
        let ids = Set(conflicting.map(ObjectIdentifier.init))
        #expect(ids == Set([ObjectIdentifier(a), ObjectIdentifier(b)]))
        #expect(!s.hasConstraint(bad))
        s.updateVariables()
        #expect(x.value == 10 && z.value == 4)
    }

    @Test func identicalRequiredConstraintsStayEnforcedAfterRemovingOne() throws {
        // kiwisolver 1.5.1 loses the second; the issue says ours does not.
        let x = Variable("x")
        let s = Solver()
        let first = x == 10, second = x == 10
        try s.addConstraint(first)
        try s.addConstraint(second)
        try s.addConstraint((x == 0) | .strong)
        try s.removeConstraint(first)
        s.updateVariables()
        #expect(x.value == 10)
    }

    @Test func constraintsAndVariablesSharedBetweenSolvers() throws {
        let x = Variable("x")
        let c = x == 10
        let s1 = Solver(), s2 = Solver()
        try s1.addConstraint(c)
        #expect(!s2.hasConstraint(c))
        try s2.addConstraint(c)
        #expect(s1.hasConstraint(c) && s2.hasConstraint(c))
        try s1.removeConstraint(c)
        #expect(!s1.hasConstraint(c) && s2.hasConstraint(c))
        s2.updateVariables()
        #expect(x.value == 10)
    }
}
