import Testing
import Cassowary

// Robustness audit of the solver: callbacks that change the solver, shared objects, refused
// constant changes.

@Suite struct AuditRobustnessSolverTests {
    @Test func callbackThatRemovesSuggestsAndUpdatesAgain() throws {
        let s = Solver()
        let vs = (0..<40).map { Variable("v\($0)") }
        var cs: [Constraint] = []
        for k in 1..<40 { let c = vs[k] == vs[k - 1] + 1; cs.append(c); try s.addConstraint(c) }
        try s.addEditVariable(vs[0], strength: .strong)
        try s.suggestValue(vs[0], 1)
        s.updateVariables()
        try s.suggestValue(vs[0], 2)
        var calls = 0
        s.updateVariables { _ in
            calls += 1
            if calls == 1 {
                try? s.removeConstraint(cs[5]); try? s.removeConstraint(cs[20])
                try? s.suggestValue(vs[0], 10)
                s.updateVariables { _ in calls += 1000 }
                s.updateVariables()
                try? s.removeEditVariable(vs[0])
                try? s.addConstraint(vs[0] == 100)
            }
        }
        s.updateVariables()
        #expect(calls == 40_040)
        #expect([vs[0].value, vs[4].value, vs[6].value, vs[39].value] == [100, 104, 0, 18])
        try s.addConstraint(vs[6] == 3)
        s.updateVariables()
        #expect([vs[6].value, vs[19].value, vs[21].value] == [3, 16, 0])
    }

    @Test func resetInsideNestedCallbacks() throws {
        let s = Solver()
        let a = Variable("a"), b = Variable("b")
        try s.addEditVariable(a, strength: .strong)
        try s.addConstraint(b == a * 2)
        try s.suggestValue(a, 1); s.updateVariables()
        try s.suggestValue(a, 2)
        s.updateVariables { _ in
            s.updateVariables { _ in s.reset(); try? s.addConstraint(a == 9) }
            s.reset()
            try? s.addEditVariable(b, strength: .weak)
            try? s.suggestValue(b, 4)
        }
        s.updateVariables()
        #expect(b.value == 4)
        #expect(s.hasEditVariable(b) && !s.hasEditVariable(a))
    }

    @Test func constraintAndEditVariableSharedByTwoSolvers() throws {
        let s1 = Solver(), s2 = Solver()
        let x = Variable("x"), y = Variable("y")
        let c = x == y + 1
        try s1.addConstraint(c); try s2.addConstraint(c)
        try s1.addEditVariable(y, strength: .strong); try s2.addEditVariable(y, strength: .strong)
        try s1.suggestValue(y, 5); try s2.suggestValue(y, 50)
        s1.updateVariables()
        #expect(x.value == 6)
        s2.updateVariables()
        #expect(x.value == 51)
        s1.reset()
        #expect(!s1.hasConstraint(c) && s2.hasConstraint(c))
        try s2.updateConstant(of: c, to: -3)
        s2.updateVariables()
        #expect(x.value == 53)
        try s1.addConstraint(c)
        try s2.removeConstraint(c)
        #expect(throws: SolverError.self) { try s2.removeConstraint(c) }
        s1.updateVariables()
        #expect(x.value == 3 && y.value == 0)
    }

    @Test func refusedConstantChangesKeepTheSolution() throws {
        for k in 0..<3 {
            let s = Solver()
            let x = Variable("x"), y = Variable("y")
            let c1 = x >= 10, c2 = x <= 20
            try s.addConstraint(c1); try s.addConstraint(c2); try s.addConstraint(y == x * 2)
            try s.addConstraint((x == 15) | .weak)
            s.updateVariables()
            #expect(throws: SolverError.self) {
                switch k {
                case 0: try s.updateConstant(of: c1, to: -30)
                case 1: try s.updateConstant(of: c2, to: .nan)
                default: try s.updateConstant(of: c2, to: 25)
                }
            }
            s.updateVariables()
            #expect(x.value == 15 && y.value == 30)
            #expect(s.hasConstraint(c1) && s.hasConstraint(c2))
        }
    }

    @Test func constraintsWithoutVariablesOrWithCancellingTerms() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(Constraint(LinearExpression(), .equal))
        try s.addConstraint(Constraint(LinearExpression(5), .lessThanOrEqual, strength: .weak))
        try s.addConstraint(Constraint(LinearExpression([Term(x, 1), Term(x, 1), Term(x, -2)], 4), .equal, strength: .strong))
        let bad = Constraint(LinearExpression([Term(x, 1), Term(x, 1), Term(x, -2)], 4), .equal)
        guard case .unsatisfiableConstraint(let c, let conflicting)? = { () -> SolverError? in
            do { try s.addConstraint(bad); return nil } catch { return error as? SolverError }
        }() else {
            Issue.record("expected unsatisfiableConstraint")
            return
        }
        #expect(c === bad && conflicting.isEmpty)
        #expect(!s.hasConstraint(bad))
        try s.addConstraint(x == 7)
        s.updateVariables()
        #expect(x.value == 7)
    }
}
