import Testing
@testable import Cassowary

/// Cases found by a random hunt for wrong answers, thrown internal errors and crashes under
/// extreme values (suggestions and constants from 1e9 to 1.8e308, NaN and infinities,
/// subnormals, coefficients far apart), each reduced to a few lines. The hunt compared every
/// answer with a fresh solver given the same constraints, suggestions and constants.
@Suite struct ExtremeValueHuntTests {
    /// `x` follows a strong edit, `y == x + 10` and `y <= 100` are required.
    private func clampedEdit() throws -> (Solver, Variable, Variable) {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addEditVariable(x, strength: .strong)
        try solver.addConstraint(y == x + 10)
        try solver.addConstraint(y <= 100)
        return (solver, x, y)
    }

    /// A suggestion of 1e200 left its rounding in the row constants (1e200 + 90 - 1e200 is
    /// 0) and the feasibility tolerance scaled for it (1e187) for good: every later
    /// suggestion within that tolerance counted as feasible, and `x` read 0 whatever came
    /// next. Once the large value is gone the constants are recomputed from the exact ones.
    @Test func answersAreExactAgainAfterASuggestionOf1e200() throws {
        let (solver, x, y) = try clampedEdit()
        try solver.suggestValue(x, 1e200)
        try solver.suggestValue(x, 1000)
        solver.updateVariables()
        #expect(x.value == 90 && y.value == 100)
        try solver.suggestValue(x, -1000)
        solver.updateVariables()
        #expect(x.value == -1000 && y.value == -990)
        try solver.suggestValue(x, 7)
        solver.updateVariables()
        #expect(x.value == 7 && y.value == 17)
        #expect(!solver.hasSeenOversizedValues)
    }

    /// After 1e15 the tolerance was 100: a suggestion of 7 left the edit's error row at -83,
    /// counted as feasible, and `x` stayed at 90.
    @Test func answersAreExactAgainAfterASuggestionOf1e15() throws {
        let (solver, x, y) = try clampedEdit()
        try solver.suggestValue(x, 5)
        try solver.suggestValue(x, 1e15)
        solver.updateVariables()
        #expect(x.value == 90 && y.value == 100)
        try solver.suggestValue(x, 7)
        solver.updateVariables()
        #expect(x.value == 7 && y.value == 17)
    }

    /// After 1e18 every suggestion within 1e5 stood as feasible: `x` stayed at 128 (and the
    /// required `y <= 100` read 138) whatever was suggested.
    @Test func aRequiredBoundHoldsAgainAfterASuggestionOf1e18() throws {
        let (solver, x, y) = try clampedEdit()
        try solver.suggestValue(x, 1e18)
        for (suggested, expected) in [(1000.0, 90.0), (-1000, -1000), (1000, 90)] {
            try solver.suggestValue(x, suggested)
            solver.updateVariables()
            #expect(x.value == expected && y.value == expected + 10)
        }
    }

    /// A constant of 1e200 on an unrelated variable made every row within 1e187 of feasible
    /// stand: a required `y <= 100` read 1010 and 2010. A row a pivot can repair is now
    /// repaired from kiwi's 1e-8 on; only one no pivot repairs stands within the large
    /// values' rounding.
    @Test func anUnrelatedLargeConstantDoesNotLoosenARequiredBound() throws {
        let (solver, x, y) = try clampedEdit()
        let far = Variable("far")
        try solver.addConstraint(far == 1e200)
        for suggested in [1000.0, 2000] {
            try solver.suggestValue(x, suggested)
            solver.updateVariables()
            #expect(x.value == 90 && y.value == 100 && far.value == 1e200)
        }
        #expect(solver.hasSeenOversizedValues)
    }

    /// A large constant that shrinks restores the precision of the rest even while another
    /// stays past ``Solver/precisionLimit``, and the tolerance follows the largest one left.
    @Test func aShrinkingConstantRestoresPrecisionWhileAnotherStaysLarge() throws {
        let (solver, x, y) = try clampedEdit()
        let far = Variable("far"), big = Variable("big")
        let place = far == 1e200
        let pin = big == 1e12
        try solver.addConstraint(place)
        try solver.addConstraint(pin)
        try solver.suggestValue(x, 1e17)
        try solver.suggestValue(x, 3)
        solver.updateVariables()
        #expect(x.value == 3 && y.value == 13)
        try solver.updateConstant(of: place, to: -1e11)
        solver.updateVariables()
        #expect(far.value == 1e11 && big.value == 1e12)
        #expect(solver.hasSeenOversizedValues && solver.oversizedMagnitude == 1e12)
        try solver.removeConstraint(place)
        try solver.suggestValue(x, 4)
        solver.updateVariables()
        #expect(x.value == 4 && y.value == 14 && big.value == 1e12)
        try solver.removeConstraint(pin)
        #expect(!solver.hasSeenOversizedValues && solver.feasibilityTolerance == 1e-8)
    }

    /// A suggestion of -1.8e308 made `v1`'s row overflow in the dual simplex (v1 >= 1.5 · 1.8e308):
    /// the answer read -inf and inf, and every later one NaN (a suggestion of 7 gave NaN).
    /// It is refused with a typed error and the solver keeps its answer.
    @Test func aSuggestionWhoseSolutionOverflowsIsRefused() throws {
        let solver = Solver()
        let v0 = Variable("v0"), v1 = Variable("v1")
        try solver.addConstraint(-1.5 * v1 - v0 + 100 <= 0)
        try solver.addConstraint(-1.5 * v0 - v1 + 0.25 <= 0)
        try solver.addEditVariable(v0, strength: Strength(1))
        try solver.suggestValue(v0, 5)
        solver.updateVariables()
        let before = (v0.value, v1.value)
        #expect(before == (5, 63.33333333333332))
        guard case .invalidValue? = solverError({ try solver.suggestValue(v0, -Double.greatestFiniteMagnitude) }) else {
            Issue.record("expected invalidValue"); return
        }
        #expect(!solver.hasSeenOversizedValues)
        solver.updateVariables()
        #expect(v0.value == before.0 && v1.value == before.1)
        try solver.suggestValue(v0, 7)
        solver.updateVariables()
        // The refused change's pivots are taken back; the coefficients keep their rounding.
        #expect(abs(v0.value - 7) < 1e-12 && abs(v1.value - 62) < 1e-12)
    }

    /// `0.5 a - 1.5 b + 1e308 == 0` alone puts `a` at -2e308: it read -inf. Refused.
    @Test func aConstraintWhoseSolutionOverflowsIsRefused() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        let overflowing = (0.5 * a - 1.5 * b + 1e308 == 0) | .strong
        guard case .invalidValue? = solverError({ try solver.addConstraint(overflowing) }) else {
            Issue.record("expected invalidValue"); return
        }
        #expect(!solver.hasConstraint(overflowing) && !solver.hasSeenOversizedValues)
        try solver.addConstraint(a == 3)
        solver.updateVariables()
        #expect(a.value == 3 && b.value == 0)
    }

    /// Reduced from random seed 6: the sixth addition overflowed into NaNs, and the primal
    /// simplex's ratio test, finding no row, threw "the objective is unbounded" with the
    /// constraint half installed. It is refused as overflowing and taken out again.
    @Test func anOverflowInThePrimalSimplexIsRefusedNotAnInternalError() throws {
        let solver = Solver()
        let v1 = Variable("v1"), v2 = Variable("v2"), v3 = Variable("v3"), v4 = Variable("v4"), v5 = Variable("v5")
        try solver.addConstraint(v3 + Double.greatestFiniteMagnitude == 0)
        try solver.addConstraint((-v2 - 100 <= 0) | Strength(1000))
        try solver.addConstraint((-1.5 * v4 - 1e308 <= 0) | Strength(1000))
        try solver.addConstraint((-1.5 * v1 + 3 * v5 + 1e24 <= 0) | Strength(1_001_000_999))
        try solver.addConstraint((-2 * v4 + 3 * v2 + v5 - 1e300 == 0) | Strength(0))
        let last = (-2 * v1 + 2 * v5 + 0.5 * v3 + 10 == 0) | Strength(999_999)
        guard case .invalidValue? = solverError({ try solver.addConstraint(last) }) else {
            Issue.record("expected invalidValue"); return
        }
        #expect(!solver.hasConstraint(last))
        solver.updateVariables()
        #expect(v3.value == -Double.greatestFiniteMagnitude && v2.value == -100)
    }

    /// Reduced from random seed 5328: `2 v1 <= 1e20` and `1.5 v1 >= 10`, the first's
    /// constant changed to 5 (`v1 <= -2.5`, a conflict), was accepted within the rounding of
    /// 1e20 and then threw an internal error when the constants were recomputed. The
    /// recomputation is now part of the change, which is refused as unsatisfiable.
    @Test func aConflictHiddenByALargeConstantsRoundingIsRefused() throws {
        let solver = Solver()
        let v1 = Variable("v1")
        let bound = 2 * v1 - 1e20 <= 0
        let floor = -1.5 * v1 + 10 <= 0
        try solver.addConstraint(bound)
        try solver.addConstraint(floor)
        let refused = unsatisfiable(solverError { try solver.updateConstant(of: bound, to: 5) })
        #expect(refused?.constraint === bound && refused.map { sameConstraints($0.conflicting, [floor]) } == true)
        #expect(solver.hasSeenOversizedValues && bound.expression.constant == -1e20)
        try solver.updateConstant(of: bound, to: -20)
        solver.updateVariables()
        #expect(!solver.hasSeenOversizedValues)
        #expect(v1.value >= 10 / 1.5 - 1e-12 && v1.value <= 10)
    }
}
