import Testing
import SolverScript
@testable import Cassowary

/// A known precision fault, kept as a test so that it is seen and so that a fix shows (the
/// known issue then stops being recorded, which fails this test).
///
/// Found by `.ci/run`'s fresh differential batch (seed 69518, system 79). The solver keeps user
/// variables as definitions that refer to each other, so a relation that a required equality
/// makes exact may be held only by simplex rows, whose rounding grows with every pivot: after
/// the additions, removals and suggestions below, the required equality
/// `-v4 - 1.5 * v3 + 3 * v1 + 48 == 0` misses by 7.5e-6, where kiwisolver stays within 1e-12.
/// Until the solver redefined a variable pinned by a required equality (`redefine(through:)`),
/// `v4` itself, fixed by `-3 * v4 - 42.5 == 0`, drifted by 1e-4.
@Suite struct KnownPrecisionIssueTests {
    static let system = """
        strength custom 0 3 0 0.5
        constraint -v3 + -5 * v2 + -3.5 * v2 + v2 + 99 >= 0 | strong
        constraint -v4 + -1.5 * v3 + 3 * v1 + 48 == 0 | required
        constraint -5 * v3 + 4 * v5 + -v0 + -2 * v4 + 64 == 0 | custom
        constraint -3.5 * v1 + 4.5 * v5 + v0 + -v4 + -33 >= 0 | strong
        constraint 97 + 4 * v0 + v5 + 0 * v4 >= 0 | medium
        constraint -4 * v0 + v2 + -v5 + -70 <= 0 | strong
        constraint -3 * v4 + -42.5 == 0 | required
        constraint -v0 + -2 * v5 + -3 * v3 + v2 + -50 == 0 | weak
        constraint -1.5 * v3 + 2.5 * v1 + -3 * v0 + -41 == 0 | strong
        constraint v4 + -2.5 * v0 + -2 * v2 + -97 <= 0 | strong
        edit v1 strong
        edit v5 strong
        constraint v4 + -74 == 0 | weak
        constraint -3 * v5 + v1 + 5 * v4 + -4 * v3 + -5 == 0 | required
        constraint -v2 + -5 * v4 + 4 * v3 + v1 + -15 >= 0 | medium
        constraint v5 + 52 == 0 | weak
        suggest 324 317
        constraint -v4 + -3 * v5 + -v2 + -3 * v1 + 10 >= 0 | weak
        remove 3
        constraint v3 + -85 >= 0 | required
        remove 15
        suggest 17.5 282

        """

    /// The worst violation of a required constraint at the last snapshot.
    static func worstRequiredResidual(_ snapshot: ScriptRun.Snapshot) -> Double {
        var worst = 0.0
        for constraint in snapshot.installed where constraint.strength.isRequired {
            var value = constraint.expression.constant
            for term in constraint.expression.terms { value += term.coefficient * term.variable.value }
            switch constraint.relation {
            case .equal: worst = max(worst, abs(value))
            case .lessThanOrEqual: worst = max(worst, value)
            case .greaterThanOrEqual: worst = max(worst, -value)
            }
        }
        return worst
    }

    @Test func aVariablePinnedByARequiredEqualityStaysExact() throws {
        let script = try SystemScript(parsing: Self.system, fileName: "system-079.txt")
        let result = try script.run()
        let v4 = try #require(result.snapshots.last?.values.first { $0.name == "v4" }?.value)
        // kiwisolver: -14.16666666666606; -3 * v4 - 42.5 == 0 is required.
        #expect(abs(v4 - (-42.5 / 3)) < 1e-12, "v4 = \(v4)")
    }

    @Test func aRequiredRelationHeldOnlyBySimplexRowsDrifts() throws {
        let script = try SystemScript(parsing: Self.system, fileName: "system-079.txt")
        let result = try script.run()
        let snapshot = try #require(result.snapshots.last)
        let worst = Self.worstRequiredResidual(snapshot)
        withKnownIssue("a required relation held only by simplex rows drifts (seed 69518, system 79)") {
            #expect(worst < 1e-9, "worst required residual \(worst)")
        }
        // How far it is today: a drift of the order of 1e-5, not a wrong solution.
        #expect(worst < 1e-4, "worst required residual \(worst)")
    }
}
