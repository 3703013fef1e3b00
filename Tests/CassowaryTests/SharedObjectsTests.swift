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

    /// Each solver measures a new constant from the one its own row holds, whatever
    /// another solver sharing the constraint did to it (kiwi: a removal and an addition).
    @Test func updatingTheConstantOfASharedConstraintInEachSolver() throws {
        let x = Variable("x")
        let equal = x == 5
        let a = Solver(), b = Solver()
        try a.addConstraint(equal)
        try b.addConstraint(equal)
        try a.updateConstant(of: equal, to: -7)
        try b.updateConstant(of: equal, to: -7)
        b.updateVariables()
        #expect(x.value == 7)
        a.updateVariables()
        #expect(x.value == 7)

        let y = Variable("y")
        let atLeast = y >= 5
        let c = Solver(), d = Solver()
        for solver in [c, d] {
            try solver.addConstraint(atLeast)
            try solver.addConstraint((y == 0) | .weak)
        }
        try c.updateConstant(of: atLeast, to: -10)
        try d.updateConstant(of: atLeast, to: -8)
        d.updateVariables()
        #expect(y.value == 8)
        c.updateVariables()
        #expect(y.value == 10)
        #expect(atLeast.expression.constant == -8)
    }

    /// A term too small to matter leaves its variable out of the solver, as kiwi's: the
    /// solver never writes it, after an addition or after a refused one.
    @Test func aNegligibleTermDoesNotBringItsVariableIn() throws {
        let x = Variable("x"), fresh = Variable("fresh")
        let owner = Solver(), other = Solver()
        try owner.addConstraint(fresh == 5)
        owner.updateVariables()
        try other.addConstraint(x + 1e-12 * fresh == 3)
        other.updateVariables()
        #expect(x.value == 3 && fresh.value == 5)

        let y = Variable("y"), unused = Variable("unused")
        let keeper = Solver(), refusing = Solver()
        try keeper.addConstraint(unused == 5)
        keeper.updateVariables()
        try refusing.addConstraint(y == 3)
        #expect(throws: SolverError.self) { try refusing.addConstraint(y + 1e-12 * unused == 4) }
        refusing.updateVariables()
        #expect(y.value == 3 && unused.value == 5)
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
