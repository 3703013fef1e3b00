import Testing
import SolverScript
@testable import Cassowary

/// A known precision fault, kept as a test so that it is seen and so that a fix shows (the
/// known issue then stops being recorded, which fails this test).
///
/// Found by `.ci/run`'s fresh differential batch (seed 69518, system 79). The required
/// equality `-3 v4 - 42.5 == 0` is substituted into the definitions of other user variables
/// (the solver keeps user variables as definitions that refer to each other), so `v4` is read
/// through a chain of definitions whose coefficients multiply the rounding of every pivot:
/// after an edit and a suggest it is off by 8e-7, and by 1e-4 after a few more additions and
/// removals, where kiwisolver stays within 1e-12.
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

    @Test func aRequiredValueReadThroughLongDefinitionChainsDrifts() throws {
        let script = try SystemScript(parsing: Self.system, fileName: "system-079.txt")
        let result = try script.run()
        let v4 = try #require(result.snapshots.last?.values.first { $0.name == "v4" }?.value)
        // kiwisolver: -14.16666666666606 (v4 is fixed by the required -3 v4 - 42.5 == 0).
        withKnownIssue("required equality read through chained definitions drifts (seed 69518, system 79)") {
            #expect(abs(v4 - (-42.5 / 3)) < 1e-9, "v4 = \(v4)")
        }
        // How far it is today: a drift of the order of 1e-4, not a wrong solution.
        #expect(abs(v4 - (-42.5 / 3)) < 1e-3, "v4 = \(v4)")
    }
}
