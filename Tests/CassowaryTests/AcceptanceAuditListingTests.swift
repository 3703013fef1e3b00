import Cassowary
import Foundation
import Testing

@Suite struct CassowaryAcceptanceAuditTests {
    @Test func listingCompilesAndSolves() throws {
        let x = Variable("x")
        let e: LinearExpression = 2 * x + 10
        let c: Constraint = x + 2 == 20
        let w = (x >= 0) | .weak
        let c2 = Constraint(e, .greaterThanOrEqual, strength: .strong)
        #expect(Strength.create(1000, 1000, 1000) == Strength.required)
        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength.strong.value == 1_000_000 && Strength.medium.value == 1000 && Strength.weak.value == 1)
        let solver = Solver()
        try solver.addConstraint(c)
        try solver.addConstraint(w)
        try solver.addConstraint(c2)
        #expect(solver.hasConstraint(c))
        solver.updateVariables()
        #expect(x.value == 18)
        try solver.updateConstant(of: c, to: -28)
        solver.updateVariables()
        #expect(x.value == 28)
        #expect(c.expression.constant == -28)
        try solver.removeConstraint(c)
        #expect(!solver.hasConstraint(c))
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        try solver.suggestValue(x, 42)
        solver.updateVariables()
        #expect(x.value == 42)
        try solver.removeEditVariable(x)
        #expect(x.name == "x")
        solver.reset()
        #expect(!solver.hasConstraint(c2))
    }

    @Test func errorsLeaveTheSolverAsItWas() throws {
        let x = Variable("x")
        let solver = Solver()
        let a = x == 10
        let a2 = x == 10
        try solver.addConstraint(a)
        try solver.addConstraint(a2)
        let bad = x == 20
        do {
            try solver.addConstraint(bad)
            Issue.record("expected unsatisfiable")
        } catch SolverError.unsatisfiableConstraint(let failed, let conflicting) {
            #expect(failed === bad)
            #expect(conflicting.count == 1)
        }
        #expect(!solver.hasConstraint(bad))
        try solver.removeConstraint(a)
        do { try solver.addConstraint(bad); Issue.record("a2 still holds x at 10") } catch {}
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(throws: SolverError.self) { try solver.addConstraint(a2) }
        #expect(throws: SolverError.self) { try solver.removeConstraint(bad) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .required) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.self) { try solver.suggestValue(x, 1) }
        #expect(throws: SolverError.self) { try solver.addConstraint(x == Double.nan) }
    }

    @Test func strengthsAreHierarchical() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10) | .strong)
        for _ in 0..<50 { try solver.addConstraint((x == 20) | .medium) }
        solver.updateVariables()
        #expect(x.value == 10)
    }
}
