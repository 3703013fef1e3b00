import Testing
import Cassowary

/// Variables and constraints may be used by several solvers at once, and outlive them.
@Suite("Variables and constraints shared between solvers")
struct SharedObjectsTests {
    @Test func oneConstraintInTwoSolvers() throws {
        let x = Variable("x"), y = Variable("y")
        let shared = x + y == 10
        let first = Solver(), second = Solver()
        try first.addConstraint(shared)
        try second.addConstraint(shared)
        try first.addConstraint(x == 3)
        try second.addConstraint(x == 7)
        first.updateVariables()
        #expect(x.value == 3 && y.value == 7)
        second.updateVariables()
        #expect(x.value == 7 && y.value == 3)
        #expect(first.hasConstraint(shared) && second.hasConstraint(shared))
        try first.removeConstraint(shared)
        #expect(!first.hasConstraint(shared))
        #expect(second.hasConstraint(shared))
        try second.updateConstant(of: shared, to: -20)
        second.updateVariables()
        #expect(y.value == 13)
        #expect(throws: SolverError.self) { try first.removeConstraint(shared) }
    }

    @Test func aConstraintMovesOnAfterItsSolverIsGone() throws {
        let x = Variable("x")
        let c = x == 4
        do {
            let gone = Solver()
            try gone.addConstraint(c)
            gone.updateVariables()
            #expect(x.value == 4)
        }
        let next = Solver()
        #expect(!next.hasConstraint(c))
        try next.addConstraint(c)
        try next.addConstraint((x == 9) | .weak)
        next.updateVariables()
        #expect(x.value == 4)
        #expect(throws: SolverError.self) { try next.addConstraint(c) }
    }

    @Test func resetReleasesEverything() throws {
        let x = Variable("x")
        let c = x == 1
        let solver = Solver()
        try solver.addConstraint(c)
        solver.reset()
        #expect(!solver.hasConstraint(c))
        try solver.addConstraint(c)
        let other = Solver()
        try other.addConstraint(x == 2)
        other.updateVariables()
        #expect(x.value == 2)
        solver.updateVariables()
        #expect(x.value == 1)
    }
}
