import Foundation
import Testing
import Cassowary
import SolverScript

/// A solver that has held constants of 1e15 (a layout loop growing without bound, replayed
/// from the engine fuzz: Fixtures/oversized_refusal.txt) keeps those values only to within
/// an eighth of a point. A required constraint added then was tried, refused, and its pivots
/// taken back; the rows came back a few ulps of 1e15 below zero, which kiwi's absolute 1e-8
/// counted as infeasible and no pivot could repair: the refusal failed with an internal
/// error and left the tableau infeasible. Feasibility is now judged within the rounding
/// noise of the largest value the solver has seen (``Solver/precisionLimit`` and above).
@Suite struct OversizedRefusalTests {
    @Test func aRequiredConstraintAfterOversizedConstantsGoesInCleanly() throws {
        let url = try fixturesURL().appendingPathComponent("oversized_refusal.txt")
        let script = try SystemScript(parsing: String(contentsOf: url, encoding: .utf8), fileName: "oversized_refusal.txt")
        let run = try script.run()
        #expect(run.unsatisfiable.isEmpty)
        let last = try #require(run.snapshots.last)
        #expect(last.label == "suggest 5")
        // The last constraint (`v44016 == 0`, required) holds against a weak edit pulling
        // the variable to 5, to within the noise of values near 1e15 (one ulp: 0.125).
        let value = try #require(last.values.first { $0.name == "v44016" }?.value)
        #expect(abs(value) <= 0.125)
    }

    /// Below ``Solver/precisionLimit`` nothing changes: kiwi's absolute tolerance.
    @Test func smallValuesKeepKiwisTolerance() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(LinearExpression([Term(x, 1)], -1e8), .equal))
        try solver.addConstraint(Constraint(LinearExpression([Term(y, 1), Term(x, -1)], 0), .greaterThanOrEqual))
        #expect(!solver.hasSeenOversizedValues)
        // y <= x - 1e-7 with y >= x: a conflict of a tenth of a millionth is still one.
        #expect(throws: SolverError.self) {
            try solver.addConstraint(Constraint(LinearExpression([Term(y, -1), Term(x, 1)], -1e-7), .greaterThanOrEqual))
        }
        solver.updateVariables()
        #expect(x.value == 1e8 && y.value == 1e8)
    }
}
