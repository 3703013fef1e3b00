import Testing
import Cassowary

/// Behaviour a mutation-testing campaign found unpinned by the rest of the suite.
@Suite struct MutantGapTests {
    /// Only a coefficient under 1e-8 is dropped (kiwi's `nearZero`): `1e-7 x == 5e-7` gives
    /// x = 5, as kiwisolver 1.5.1 does.
    @Test func aSmallButNotNegligibleCoefficientIsKept() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x * 1e-7 == 5e-7)
        solver.updateVariables()
        #expect(abs(x.value - 5) < 1e-9)
    }

    /// An inequality `>=` is violated as soon as its expression is below zero, however little
    /// (kiwi's `violated()`: `value() < 0.0`; kiwisolver 1.5.1 says true for -5e-9 >= 0).
    @Test func aGreaterOrEqualIsViolatedByATinyNegativeValue() throws {
        let solver = Solver()
        let y = Variable("y")
        try solver.addConstraint(y == -5e-9)
        solver.updateVariables()
        #expect(y.value == -5e-9)
        #expect((y >= 0).isViolated)
        #expect(!(y == 0).isViolated)
    }
}
