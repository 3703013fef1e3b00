import Testing
import Cassowary

@Suite("Edit variables")
struct EditVariableTests {
    @Test func managingEditVariables() throws {
        // kiwi py/tests/test_solver.py test_managing_edit_variable
        let solver = Solver()
        let v1 = Variable("foo"), v2 = Variable("bar")
        #expect(!solver.hasEditVariable(v1))
        try solver.addEditVariable(v1, strength: .weak)
        #expect(solver.hasEditVariable(v1))
        if case .duplicateEditVariable(let v)? = solverError({ try solver.addEditVariable(v1, strength: .medium) }) {
            #expect(v === v1)
        } else { Issue.record("expected duplicateEditVariable") }
        if case .unknownEditVariable(let v)? = solverError({ try solver.removeEditVariable(v2) }) {
            #expect(v === v2)
        } else { Issue.record("expected unknownEditVariable") }
        try solver.removeEditVariable(v1)
        #expect(!solver.hasEditVariable(v1))
        if case .badRequiredStrength? = solverError({ try solver.addEditVariable(v1, strength: .required) }) {
        } else { Issue.record("expected badRequiredStrength") }
        #expect(!solver.hasEditVariable(v1))
        try solver.addEditVariable(v2, strength: .strong)
        #expect(solver.hasEditVariable(v2))
        if case .unknownEditVariable(let v)? = solverError({ try solver.suggestValue(v1, 10) }) {
            #expect(v === v1)
        } else { Issue.record("expected unknownEditVariable") }
        solver.reset()
        #expect(!solver.hasEditVariable(v2))
    }

    @Test func suggestAgainstAWeakEquality() throws {
        let solver = Solver()
        let v1 = Variable("foo")
        try solver.addEditVariable(v1, strength: .medium)
        try solver.addConstraint((v1 == 1) | .weak)
        try solver.suggestValue(v1, 2)
        solver.updateVariables()
        #expect(close(v1.value, 2))
    }

    @Test func suggestEnteringSeveralRows() throws {
        let solver = Solver()
        let v1 = Variable("foo"), v2 = Variable("bar")
        try solver.addEditVariable(v2, strength: .weak)
        try solver.addConstraint(v1 + v2 == 0)
        try solver.addConstraint(v2 <= -1)
        try solver.addConstraint((v2 >= 0) | .weak)
        try solver.suggestValue(v2, 0)
        solver.updateVariables()
        #expect(close(v2.value, -1))
        #expect(close(v1.value, 1))
    }

    @Test func underConstrainedSystem() throws {
        let solver = Solver()
        let v = Variable("foo")
        let c = 2 * v + 1 >= 0
        try solver.addEditVariable(v, strength: .weak)
        try solver.addConstraint(c)
        try solver.suggestValue(v, 10)
        solver.updateVariables()
        #expect(close(c.expression.value, 21))
        #expect(close(v.value, 10))
    }

    @Test func editVariableWithoutOtherConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .strong)
        solver.updateVariables()
        #expect(close(x.value, 0))
        try solver.suggestValue(x, 42)
        solver.updateVariables()
        #expect(close(x.value, 42))
    }

    @Test func resuggesting() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(y == 2 * x + 1)
        try solver.addConstraint(x <= 100)
        try solver.addEditVariable(x, strength: .strong)
        for value in [10.0, 20, 5, 150, -3, 100, 99.5] {
            try solver.suggestValue(x, value)
            solver.updateVariables()
            let expected = min(value, 100)
            #expect(close(x.value, expected))
            #expect(close(y.value, 2 * expected + 1))
        }
    }

    @Test func suggestionsCompeteByStrength() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x + y == 100)
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .weak)
        try solver.suggestValue(x, 30)
        try solver.suggestValue(y, 90)
        solver.updateVariables()
        #expect(close(x.value, 30) && close(y.value, 70))
        try solver.removeEditVariable(x)
        solver.updateVariables()
        #expect(close(x.value, 10) && close(y.value, 90))
    }

    @Test func removingAnEditVariableHandsBackToTheConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 5) | .weak)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 30)
        solver.updateVariables()
        #expect(close(x.value, 30))
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        solver.updateVariables()
        #expect(close(x.value, 5))
        // It can be added again, with another strength; the old suggestion is forgotten.
        try solver.addEditVariable(x, strength: .medium)
        solver.updateVariables()
        #expect(close(x.value, 0))  // a new edit variable starts as `x == 0`
        try solver.suggestValue(x, 12)
        solver.updateVariables()
        #expect(close(x.value, 12))
    }

    @Test func requiredConstraintsBeatSuggestions() throws {
        let solver = Solver()
        let x = Variable("x"), w = Variable("w")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(w == x * 2)
        try solver.addEditVariable(w, strength: .strong)
        try solver.suggestValue(w, 4)
        solver.updateVariables()
        #expect(close(x.value, 10) && close(w.value, 20))
        try solver.suggestValue(w, 40)
        solver.updateVariables()
        #expect(close(x.value, 20) && close(w.value, 40))
    }

    @Test func mediumEditAgainstStrongConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x <= 50) | .strong)
        try solver.addEditVariable(x, strength: .medium)
        try solver.suggestValue(x, 80)
        solver.updateVariables()
        #expect(close(x.value, 50))
        try solver.suggestValue(x, 20)
        solver.updateVariables()
        #expect(close(x.value, 20))
    }

    @Test func invalidSuggestionsChangeNothing() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 7)
        for bad in [Double.nan, .infinity, -.infinity] {
            if case .invalidValue? = solverError({ try solver.suggestValue(x, bad) }) {
            } else { Issue.record("expected invalidValue for \(bad)") }
            solver.updateVariables()
            #expect(close(x.value, 7))
        }
        try solver.suggestValue(x, 8)
        solver.updateVariables()
        #expect(close(x.value, 8))
    }

    @Test func editVariableInAChain() throws {
        // container width drives three boxes.
        let solver = Solver()
        let cw = Variable("cw")
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(a >= 0)
        try solver.addConstraint(b >= 0)
        try solver.addConstraint(a + b + 30 == cw)
        try solver.addConstraint((a == b) | .medium)
        try solver.addEditVariable(cw, strength: .strong)
        try solver.suggestValue(cw, 230)
        solver.updateVariables()
        #expect(close(a.value, 100) && close(b.value, 100))
        try solver.suggestValue(cw, 10)
        solver.updateVariables()
        #expect(close(cw.value, 30) && close(a.value, 0) && close(b.value, 0))
    }
}
