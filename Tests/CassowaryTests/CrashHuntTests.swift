import Foundation
import Testing
import Cassowary

// Crash hunting: misuse of the solver's public API must throw a typed error (or be refused
// as documented), never trap.

@Suite struct CrashHuntSolverTests {
    @Test func solverKeepsWorkingAfterReset() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let old = x == 10
        try solver.addConstraint(old)
        try solver.addEditVariable(y, strength: .strong)
        solver.reset()
        #expect(!solver.hasConstraint(old))
        #expect(!solver.hasEditVariable(y))
        // Constraints and edits from before the reset are unknown now.
        guard case .unknownConstraint(let c)? = solverError({ try solver.removeConstraint(old) }) else {
            Issue.record("expected unknownConstraint"); return
        }
        #expect(c === old)
        guard case .unknownEditVariable(let v)? = solverError({ try solver.suggestValue(y, 3) }) else {
            Issue.record("expected unknownEditVariable"); return
        }
        #expect(v === y)
        guard case .unknownConstraint? = solverError({ try solver.updateConstant(of: old, to: -4) }) else {
            Issue.record("expected unknownConstraint"); return
        }
        // The same objects go back in and solve.
        try solver.addConstraint(old)
        try solver.addConstraint(y == x * 2 + 1)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 21)
        // Reset twice in a row, and on an empty solver.
        solver.reset()
        solver.reset()
        try solver.addConstraint(x == 3)
        solver.updateVariables()
        #expect(x.value == 3)
    }

    @Test func editVariableMisuseThrows() throws {
        let solver = Solver()
        let x = Variable("x")
        // Never an edit variable.
        guard case .unknownEditVariable(let a)? = solverError({ try solver.suggestValue(x, 1) }) else {
            Issue.record("expected unknownEditVariable"); return
        }
        #expect(a === x)
        guard case .unknownEditVariable? = solverError({ try solver.removeEditVariable(x) }) else {
            Issue.record("expected unknownEditVariable"); return
        }
        try solver.addEditVariable(x, strength: .strong)
        guard case .duplicateEditVariable(let d)? = solverError({ try solver.addEditVariable(x, strength: .weak) }) else {
            Issue.record("expected duplicateEditVariable"); return
        }
        #expect(d === x)
        try solver.suggestValue(x, 42)
        solver.updateVariables()
        #expect(x.value == 42)
        try solver.removeEditVariable(x)
        // Removed twice.
        guard case .unknownEditVariable? = solverError({ try solver.removeEditVariable(x) }) else {
            Issue.record("expected unknownEditVariable"); return
        }
        guard case .unknownEditVariable? = solverError({ try solver.suggestValue(x, 5) }) else {
            Issue.record("expected unknownEditVariable"); return
        }
        // Required strength, and strengths out of range (clipped: negative to 0, NaN and
        // infinity to required).
        guard case .badRequiredStrength? = solverError({ try solver.addEditVariable(x, strength: .required) }) else {
            Issue.record("expected badRequiredStrength"); return
        }
        guard case .badRequiredStrength? = solverError({ try solver.addEditVariable(x, strength: Strength(.nan)) }) else {
            Issue.record("expected badRequiredStrength"); return
        }
        guard case .badRequiredStrength? = solverError({ try solver.addEditVariable(x, strength: Strength(.infinity)) }) else {
            Issue.record("expected badRequiredStrength"); return
        }
        // A zero strength (Strength(-5) clips to 0): the edit has no pull at all.
        try solver.addEditVariable(x, strength: Strength(-5))
        #expect(Strength(-5).value == 0)
        try solver.suggestValue(x, 7)
        try solver.addConstraint((x == 3) | .weak)
        solver.updateVariables()
        #expect(x.value == 3)
        // A suggestion that is not finite.
        for bad in [Double.nan, .infinity, -.infinity] {
            guard case .invalidValue? = solverError({ try solver.suggestValue(x, bad) }) else {
                Issue.record("expected invalidValue for \(bad)"); return
            }
        }
    }

    @Test func extremeFiniteValuesDoNotTrap() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        try solver.addConstraint(x == 1e300)
        try solver.addConstraint(y == -0.0)
        try solver.addConstraint(z == Double.leastNonzeroMagnitude)
        try solver.addConstraint(w == Double.greatestFiniteMagnitude)
        solver.updateVariables()
        #expect(x.value == 1e300)
        #expect(y.value == 0)
        #expect(w.value == Double.greatestFiniteMagnitude)
        #expect(solver.hasSeenOversizedValues)
        // Arithmetic that overflows to infinity inside the solver must not trap either: a
        // second equation that makes the system overflow.
        let a = Variable("a"), b = Variable("b")
        _ = try? solver.addConstraint(a * Double.greatestFiniteMagnitude + b * Double.greatestFiniteMagnitude == Double.greatestFiniteMagnitude)
        _ = try? solver.addConstraint((a == -Double.greatestFiniteMagnitude) | .strong)
        _ = try? solver.addConstraint(b * 1e-300 == 1e300)
        solver.updateVariables()
        // Coefficients of zero and a variable cancelled by itself: constant equations.
        let c = Variable("c")
        try solver.addConstraint(c * 0 == 0)
        try solver.addConstraint(c - c == 0)
        guard case .unsatisfiableConstraint? = solverError({ try solver.addConstraint(c - c == 5) }) else {
            Issue.record("expected unsatisfiableConstraint"); return
        }
        // Non-finite coefficients and constants.
        for bad in [Double.nan, .infinity] {
            guard case .invalidValue? = solverError({ try solver.addConstraint(c * bad == 1) }) else {
                Issue.record("expected invalidValue for coefficient \(bad)"); return
            }
            guard case .invalidValue? = solverError({ try solver.addConstraint(c == bad) }) else {
                Issue.record("expected invalidValue for constant \(bad)"); return
            }
        }
    }

    @Test func strengthsAtTheirBounds() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 1) | Strength(0))
        try solver.addConstraint((x == 2) | Strength.create(1000, 1000, 1000))
        try solver.addConstraint((x == 3) | Strength.create(1000, 1000, 999))
        solver.updateVariables()
        // create(1000, 1000, 1000) is the required value.
        #expect(Strength.create(1000, 1000, 1000).isRequired)
        #expect(x.value == 2)
        #expect(Strength(.greatestFiniteMagnitude) == .required)
    }

    @Test func duplicateAndSharedConstraints() throws {
        let a = Solver(), b = Solver()
        let x = Variable("x")
        let c = x == 5
        try a.addConstraint(c)
        guard case .duplicateConstraint(let d)? = solverError({ try a.addConstraint(c) }) else {
            Issue.record("expected duplicateConstraint"); return
        }
        #expect(d === c)
        // The same constraint (and variable) in a second solver, then the first one goes.
        try b.addConstraint(c)
        try b.addConstraint(x >= 1)
        a.reset()
        b.updateVariables()
        #expect(x.value == 5)
        try b.removeConstraint(c)
        guard case .unknownConstraint? = solverError({ try b.removeConstraint(c) }) else {
            Issue.record("expected unknownConstraint"); return
        }
        try a.addConstraint(c)
        a.updateVariables()
        #expect(x.value == 5)
        b.updateVariables()
        #expect(x.value == 1)
    }

    @Test func solverFreedWhileItsObjectsLiveOn() throws {
        let x = Variable("x")
        let c = x == 9
        do {
            let s = Solver()
            try s.addConstraint(c)
            try s.addEditVariable(x, strength: .medium)
        }
        let t = Solver()
        try t.addConstraint(c)
        try t.addEditVariable(x, strength: .weak)
        t.updateVariables()
        #expect(x.value == 9)
        try t.removeConstraint(c)
        try t.suggestValue(x, 4)
        t.updateVariables()
        #expect(x.value == 4)
    }

    /// v1, v2 and v3 at v0 + 1, + 2 and + 3, written once with v0 an edit variable at 0, then
    /// v0 suggested at 10 (not yet written).
    private func chainWithItsEditMoved() throws -> (Solver, [Variable]) {
        let solver = Solver()
        let vars = (0..<4).map { Variable("v\($0)") }
        for k in 1..<4 { try solver.addConstraint(vars[k] == vars[0] + Double(k)) }
        try solver.addEditVariable(vars[0], strength: .strong)
        solver.updateVariables()
        try solver.suggestValue(vars[0], 10)
        return (solver, vars)
    }

    /// `updateVariables(notifying:)` whose callback changes the solver (re-entrancy): the
    /// solver must not read its own arrays after they were emptied or resized under it.
    @Test func notifyingCallbackThatResetsTheSolver() throws {
        // The incremental path is taken only if no other solver wrote variables in between
        // (tests run in parallel): the scenario is tried until it is.
        var incremental = false
        for _ in 0..<50 where !incremental {
            // A change of one edit variable: the incremental path reports only what moved.
            let (solver, vars) = try chainWithItsEditMoved()
            var seen: [String] = []
            solver.updateVariables { variable in
                seen.append(variable.name)
                solver.reset()
            }
            // The first callback resets the solver: the incremental loop stops reading the
            // emptied arrays; the full one notifies every variable it wrote, from its copy
            // (in the solver's order of first use, so compared as a sorted list).
            #expect(seen.count == 1 || seen.sorted() == ["v0", "v1", "v2", "v3"])
            incremental = seen.count == 1
            #expect(!solver.hasEditVariable(vars[0]))
            try solver.addConstraint(vars[1] == 77)
            solver.updateVariables()
            #expect(vars[1].value == 77)
        }
        #expect(incremental)
    }

    /// The full path of `updateVariables(notifying:)` (taken here for certain: another
    /// solver writes its variables in between) notifies every variable once, from its own
    /// copy of the list, even when the first callback resets the solver.
    @Test func notifyingCallbackThatResetsTheSolverOnTheFullPath() throws {
        let (solver, vars) = try chainWithItsEditMoved()
        let other = Solver()
        let elsewhere = Variable("elsewhere")
        try other.addConstraint(elsewhere == 3)
        other.updateVariables()
        var seen: [String: Double] = [:]
        solver.updateVariables { variable in
            seen[variable.name] = variable.value
            solver.reset()
        }
        #expect(seen == ["v0": 10, "v1": 11, "v2": 12, "v3": 13])
        #expect(elsewhere.value == 3)
        #expect(!solver.hasEditVariable(vars[0]))
    }

    /// The variables handed to the callback stay alive for it even when the solver was
    /// their only holder and the callback resets it (the solver lends them without a retain
    /// each, and its list of variables goes with the reset).
    @Test func variablesHeldOnlyByTheSolverOutliveAResetInTheCallback() throws {
        // Every variable reported (the first update).
        let solver = Solver()
        for k in 0..<20 { try solver.addConstraint(Variable("w\(k)") == Double(k)) }
        var names: [String] = []
        var values: [Double] = []
        solver.updateVariables { variable in
            solver.reset()
            names.append(variable.name)
            values.append(variable.value)
        }
        #expect(names == (0..<20).map { "w\($0)" })
        #expect(values == (0..<20).map(Double.init))

        // Only what moved (a suggestion): the edit variable first, then the one only the
        // solver holds, whose callback resets the solver; the loop stops there.
        let other = Solver()
        let edit = Variable("edit")
        try other.addEditVariable(edit, strength: .strong)
        try other.addConstraint(Variable("only") == edit + 1)
        other.updateVariables()
        try other.suggestValue(edit, 5)
        var seen: [String] = []
        other.updateVariables { variable in
            if !seen.isEmpty { other.reset() }
            seen.append("\(variable.name)=\(variable.value)")
        }
        #expect(seen == ["edit=5.0", "only=6.0"])
    }

    @Test func notifyingCallbackThatAddsConstraints() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == 1)
        try solver.addEditVariable(y, strength: .strong)
        solver.updateVariables()
        try solver.suggestValue(y, 2)
        var added = false
        var extra: [Variable] = []
        solver.updateVariables { _ in
            guard !added else { return }
            added = true
            for k in 0..<64 {
                let v = Variable("e\(k)")
                extra.append(v)
                try? solver.addConstraint(v == Double(k))
            }
        }
        solver.updateVariables()
        #expect(extra[63].value == 63)
        #expect(y.value == 2)
    }

    @Test func manyConstraintsInAChain() throws {
        let solver = Solver()
        let count = 20_000
        let vars = (0..<count).map { Variable("x\($0)") }
        try solver.addConstraint(vars[0] == 0)
        for k in 1..<count { try solver.addConstraint(vars[k] == vars[k - 1] + 1) }
        solver.updateVariables()
        #expect(vars[count - 1].value == Double(count - 1))
        // A conflict at the far end names the whole chain (a minimal set).
        let bad = vars[count - 1] == 0
        guard let (constraint, conflicting) = unsatisfiable(solverError({ try solver.addConstraint(bad) })) else {
            Issue.record("expected unsatisfiableConstraint"); return
        }
        #expect(constraint === bad)
        #expect(conflicting.count == count)
    }
}

@Suite struct CrashHuntSolverCallbackTests {
    /// A suggestion made from inside the callback is kept for the next update (it used to be
    /// cleared with the changes the callback was reporting).
    @Test func suggestionFromInsideTheCallbackIsNotLost() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addConstraint(z == y * 2)
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .strong)
        solver.updateVariables()
        try solver.suggestValue(x, 1)
        // Only x changed, but the solver reports every variable when another solver (a test
        // running in parallel) wrote variables since its last update: x is among them.
        var notified: [Variable] = []
        solver.updateVariables { variable in
            notified.append(variable)
            if variable === x { try? solver.suggestValue(y, 5) }
        }
        #expect(notified.contains { $0 === x })
        #expect(notified.count == 1 || notified.count == 3)
        #expect(x.value == 1)
        #expect(y.value == 0)
        solver.updateVariables()
        #expect(y.value == 5)
        #expect(z.value == 10)
    }
}
