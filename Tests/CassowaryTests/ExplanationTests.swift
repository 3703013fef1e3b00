import Testing
import Cassowary

/// Adds `constraints`, then `failing`, which must be refused; returns the explanation.
private func explanation(
    _ solver: Solver, _ constraints: [Constraint], _ failing: Constraint,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> [Constraint]? {
    for c in constraints { try solver.addConstraint(c) }
    let error = solverError(sourceLocation: sourceLocation) { try solver.addConstraint(failing) }
    guard let u = unsatisfiable(error) else {
        Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))", sourceLocation: sourceLocation)
        return nil
    }
    #expect(u.constraint === failing, sourceLocation: sourceLocation)
    #expect(!solver.hasConstraint(failing), sourceLocation: sourceLocation)
    return u.conflicting
}

@Suite("Explanations of unsatisfiable constraints")
struct ExplanationTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")

    @Test func twoBounds() throws {
        let c1 = x >= 10
        let got = try explanation(Solver(), [c1], x <= 5)
        #expect(sameConstraints(got ?? [], [c1]))
    }

    @Test func equalityChain() throws {
        let c1 = x == y, c2 = y == z, c3 = z == 5
        let got = try explanation(Solver(), [c1, c2, c3], x == 6)
        #expect(sameConstraints(got ?? [], [c1, c2, c3]))
    }

    @Test func equalityChainInAnotherOrder() throws {
        let c1 = z == 5, c2 = y == z, c3 = x == y
        let got = try explanation(Solver(), [c1, c2, c3], x == 6)
        #expect(sameConstraints(got ?? [], [c1, c2, c3]))
    }

    @Test func unrelatedRequiredConstraintsAreNeverIncluded() throws {
        let unrelated1 = w == 3
        let unrelated2 = w + y >= -1000
        let c1 = x == y, c2 = y == z, c3 = z == 5
        let unrelated3 = z <= 100
        let got = try explanation(Solver(), [unrelated1, c1, unrelated2, c2, c3, unrelated3], x == 6)
        #expect(sameConstraints(got ?? [], [c1, c2, c3]))
    }

    @Test func nonRequiredConstraintsAndEditsAreNeverIncluded() throws {
        let solver = Solver()
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, 7)
        let c1 = x >= 10
        let got = try explanation(solver, [(x == 3) | .strong, (x <= 2) | .medium, c1, (y == x) | .weak], x <= 5)
        #expect(sameConstraints(got ?? [], [c1]))
    }

    @Test func inequalityChain() throws {
        let c1 = x >= y + 10, c2 = y >= z + 10, c3 = z >= 0
        let loose = x <= 100
        let got = try explanation(Solver(), [c1, loose, c2, c3, w >= x], x <= 15)
        #expect(sameConstraints(got ?? [], [c1, c2, c3]))
    }

    @Test func mixedChain() throws {
        // left == 8, right == left + width, width >= 20: right <= 20 is impossible.
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let c1 = left == 8, c2 = right == left + width, c3 = width >= 20
        let pref = (width == 100) | .weak
        let got = try explanation(Solver(), [c1, pref, c2, c3, left <= 50], right <= 20)
        #expect(sameConstraints(got ?? [], [c1, c2, c3]))
    }

    @Test func redundantEqualities() throws {
        let c1 = x + y == 10, c2 = x == 3
        let got = try explanation(Solver(), [c1, z == 1, c2], y == 8)
        #expect(sameConstraints(got ?? [], [c1, c2]))
    }

    @Test func removedConstraintsAreNotIncluded() throws {
        let solver = Solver()
        let old = x >= 20
        try solver.addConstraint(old)
        try solver.removeConstraint(old)
        let c1 = x >= 10
        let got = try explanation(solver, [c1], x <= 5)
        #expect(sameConstraints(got ?? [], [c1]))
    }

    @Test func theExplanationIsMinimal() throws {
        // Both c1 and c2 alone conflict with x <= 5: a minimal set holds exactly one.
        let c1 = x >= 10, c2 = x >= 20
        let got = try explanation(Solver(), [c1, c2], x <= 5) ?? []
        #expect(got.count == 1)
        #expect(sameConstraints(got, [c1]) || sameConstraints(got, [c2]))
    }

    @Test func theExplanationReallyConflicts() throws {
        // Check by brute force: the set plus the failing constraint is infeasible, and
        // dropping any one member makes it feasible.
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let cs = [a + b == 10, b - c >= 2, c >= 1, d == a + 4, d <= 20, a >= 0, c + d <= 30]
        let failing = a >= 9
        let got = try explanation(Solver(), cs, failing) ?? []
        #expect(!got.isEmpty)
        func feasible(_ set: [Constraint]) -> Bool {
            let s = Solver()
            do { for k in set { try s.addConstraint(k) } } catch { return false }
            return true
        }
        #expect(!feasible(got + [failing]))
        for k in got.indices {
            var smaller = got
            smaller.remove(at: k)
            #expect(feasible(smaller + [failing]))
        }
        // a + b == 10, b - c >= 2, c >= 1 gives a <= 7.
        #expect(sameConstraints(got, [cs[0], cs[1], cs[2]]))
    }

    @Test func explanationAfterSuggestions() throws {
        let solver = Solver()
        let cw = Variable("cw"), width = Variable("width")
        try solver.addEditVariable(cw, strength: .strong)
        try solver.suggestValue(cw, 300)
        let c1 = width <= cw - 16
        let c2 = cw <= 400
        try solver.addConstraint(c1)
        try solver.addConstraint(c2)
        try solver.addConstraint((width == 1000) | .weak)
        let got = try explanation(solver, [], width >= 390)
        #expect(sameConstraints(got ?? [], [c1, c2]))
        solver.updateVariables()
        #expect(close(cw.value, 300) && close(width.value, 284))
    }

    // MARK: updateConstant into infeasibility

    @Test func updateConstantExplanationNamesTheOtherBound() throws {
        let solver = Solver()
        let low = x >= 10, high = x <= 20
        try solver.addConstraint(low)
        try solver.addConstraint(high)
        try solver.addConstraint((x == 30) | .weak)
        let u = unsatisfiable(solverError { try solver.updateConstant(of: high, to: -5) })
        #expect(u?.constraint === high)
        #expect(sameConstraints(u?.conflicting ?? [], [low]))
    }

    @Test func updateConstantExplanationNamesEveryConstraintInvolved() throws {
        let solver = Solver()
        let fix = x == 10, floor = y >= 5, link = y == x + 1
        for c in [fix, floor, link] { try solver.addConstraint(c) }
        let u = unsatisfiable(solverError { try solver.updateConstant(of: link, to: 10) })
        #expect(u?.constraint === link)
        #expect(sameConstraints(u?.conflicting ?? [], [fix, floor]))
    }

    @Test func updateConstantExplanationExcludesUnrelatedConstraints() throws {
        let solver = Solver()
        let c1 = x == y, c2 = y == z, c3 = z <= 5
        let target = x >= 0
        for c in [w == 1, c1, c2, c3, w <= x + 100, target] { try solver.addConstraint(c) }
        let u = unsatisfiable(solverError { try solver.updateConstant(of: target, to: -6) })
        #expect(u?.constraint === target)
        #expect(sameConstraints(u?.conflicting ?? [], [c1, c2, c3]))
        #expect(target.expression.constant == 0)
    }
}
