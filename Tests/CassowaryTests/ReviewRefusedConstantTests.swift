import Testing
@testable import Cassowary

/// Review of the exact undo of a refused change of constant (`changeConstant`): the cases the
/// copy of the constants covers, beyond the single-bound system of `HugeRefusedConstantTests`.
@Suite struct ReviewRefusedConstantTests {
    /// `x >= 10.25` written with a coefficient of 1e-6 on x, so that a change of its constant
    /// moves x's row by a million times as much.
    @Test(arguments: [1e6, 1e300])
    func aSmallCoefficientAboveTheLimitComesBackExactly(_ attempted: Double) throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let low = Constraint(LinearExpression([Term(x, 1e-6)], -10.25e-6), .greaterThanOrEqual)
        let high = x <= 20.75
        try solver.addConstraint(low)
        try solver.addConstraint(high)
        try solver.addConstraint((x == 15.3) | .weak)
        try solver.addConstraint(y == x * 2 + 0.1)
        solver.updateVariables()
        let before = (x.value, y.value)
        #expect(before.0 == 15.3)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: low, to: -attempted) }
        solver.updateVariables()
        #expect(x.value == before.0 && y.value == before.1)
        #expect(low.expression.constant == -10.25e-6)
        try solver.updateConstant(of: high, to: -12.5)
        solver.updateVariables()
        #expect(x.value == 12.5 && y.value == 25.1)
    }

    /// A chain of 30 links whose total is capped: the refused cap's pivots run on the long
    /// rows, through the long-step path or kiwi's, and are taken back exactly.
    @Test(arguments: [1, 24, 1000])
    func aRefusalOnTheLongStepPathComesBackExactly(_ threshold: Int) throws {
        for attempted in [5e4, 1e300] {
            let solver = Solver()
            solver.longRowThreshold = threshold
            var variables: [Variable] = []
            var constraints: [Constraint] = []
            var previous = Variable("x0")
            variables.append(previous)
            constraints.append(previous == 0)
            for i in 0..<30 {
                let width = Variable("w\(i)"), next = Variable("x\(i + 1)")
                variables += [width, next]
                constraints.append(next == previous + width)
                constraints.append(width >= 1.5)
                constraints.append((width == 10.3 + Double(i) * 0.1) | .weak)
                previous = next
            }
            let cap = previous <= 200.7
            constraints.append(cap)
            for constraint in constraints { try solver.addConstraint(constraint) }
            solver.updateVariables()
            let before = variables.map(\.value)
            #expect(throws: SolverError.self) { try solver.updateConstant(of: cap, to: attempted) }
            solver.updateVariables()
            #expect(variables.map(\.value) == before)
            #expect(cap.expression.constant == -200.7)
            // The same as a fresh solver of the same constraints, bit for bit.
            let fresh = Solver()
            for constraint in constraints { try fresh.addConstraint(constraint) }
            fresh.updateVariables()
            #expect(variables.map(\.value) == before)
        }
    }

    /// A constraint shared by two solvers: refused in one, it keeps that solver's solution
    /// and its constant; the other takes the change.
    @Test func aSharedConstraintRefusedInOneSolver() throws {
        let a = Solver(), b = Solver()
        let x = Variable("x")
        let low = x >= 1
        try a.addConstraint(low)
        try b.addConstraint(low)
        try a.addConstraint(x <= 20.5)
        try b.addConstraint(x <= 1e6)
        try a.addConstraint((x == 7.3) | .weak)
        try b.addConstraint((x == 7.3) | .weak)
        #expect(throws: SolverError.self) { try a.updateConstant(of: low, to: -5e4) }
        a.updateVariables()
        #expect(x.value == 7.3 && low.expression.constant == -1)
        try b.updateConstant(of: low, to: -5e4)
        b.updateVariables()
        #expect(x.value == 5e4 && low.expression.constant == -5e4)
        a.updateVariables()
        #expect(x.value == 7.3)
    }
}
