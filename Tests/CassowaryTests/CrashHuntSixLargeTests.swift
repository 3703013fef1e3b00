import Foundation
import Testing
import Cassowary

// A sixth crash hunt, on large systems: required equalities added after optional constraints
// that pull their variables apart (a stack of views sharing its length equally, added after
// the views' own heights). Each addition goes through phase one (the new row names no user
// variable and none of the constraint's own symbols can be its subject); phase one pivoted
// in place through every earlier view's row each time: cubic in the views (800 views took
// 26 s in a release build, kiwi's own solver takes 43 s), now about linear.

/// `n` heights, each `h[i] == heights(i)` at a strength below required, then `h[i] == h[0]`
/// (required) for every `i`, and a column of positions `y[i + 1] == y[i] + h[i]` from 0.
private func equalHeights(_ n: Int, _ heights: (Int) -> Double) throws -> (solver: Solver, h: [Variable], y: [Variable]) {
    let solver = Solver()
    let h = (0..<n).map { Variable("h\($0)") }
    let y = (0..<n).map { Variable("y\($0)") }
    for i in 0..<n {
        try solver.addConstraint(Constraint(LinearExpression(h[i]) - heights(i), .equal, strength: Strength(999_000)))
    }
    try solver.addConstraint(Constraint(LinearExpression(y[0]), .equal))
    for i in 1..<n {
        try solver.addConstraint(y[i] == y[i - 1] + h[i - 1])
    }
    for i in 1..<n {
        try solver.addConstraint(h[i] == h[0])
    }
    solver.updateVariables()
    return (solver, h, y)
}

@Suite struct CrashHuntSixLargeTests {
    /// Heights 1, 2 and 3 in turn: the shared height is their median, 2, and every view
    /// starts 2 below the one before.
    @Test func equalHeightsAfterConflictingOnes() throws {
        let n = 1_500
        let (_, h, y) = try equalHeights(n) { Double(1 + $0 % 3) }
        #expect(h.allSatisfy { close($0.value, 2) })
        #expect(close(y[1].value, 2))
        #expect(close(y[n - 1].value, Double(2 * (n - 1))))
    }

    /// Every height the same: each required equality holds already when it comes (the
    /// artificial row's constant is zero).
    @Test func equalHeightsThatAgree() throws {
        let n = 1_500
        let (_, h, y) = try equalHeights(n) { _ in 5 }
        #expect(h.allSatisfy { close($0.value, 5) })
        #expect(close(y[n - 1].value, Double(5 * (n - 1))))
    }

    /// Two views' heights pulled to 1 and 3 at different strengths: the stronger wins once
    /// they must be equal, and a required height that contradicts a required one is still
    /// refused, leaving the solution as it was.
    @Test func strongerPullWinsAndRefusalStillWorks() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b")
        try solver.addConstraint(Constraint(LinearExpression(a) - 1, .equal, strength: .medium))
        try solver.addConstraint(Constraint(LinearExpression(b) - 3, .equal, strength: .strong))
        try solver.addConstraint(a == b)
        solver.updateVariables()
        #expect(close(a.value, 3) && close(b.value, 3))
        try solver.addConstraint(Constraint(LinearExpression(a) - 4, .equal))
        let refused = Constraint(LinearExpression(b) - 7, .equal)
        #expect(unsatisfiable(solverError { try solver.addConstraint(refused) }) != nil)
        #expect(!solver.hasConstraint(refused))
        solver.updateVariables()
        #expect(close(a.value, 4) && close(b.value, 4))
    }
}
