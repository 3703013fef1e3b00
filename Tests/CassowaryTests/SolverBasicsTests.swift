import Testing
import Cassowary

@Suite("Solver basics")
struct SolverBasicsTests {
    @Test func emptySolverAndUnusedVariables() {
        let solver = Solver()
        let x = Variable("x")
        solver.updateVariables()
        #expect(x.value == 0)
        #expect(!solver.hasConstraint(x == 1))
    }

    @Test func simpleEquality() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x + 2 == 20
        try solver.addConstraint(c)
        #expect(solver.hasConstraint(c))
        solver.updateVariables()
        #expect(close(x.value, 18))
    }

    @Test func valuesAreWrittenOnlyByUpdateVariables() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x == 5)
        #expect(x.value == 0)
        solver.updateVariables()
        #expect(close(x.value, 5))
    }

    @Test func kiwiBasicSanity() throws {
        // kiwi py/tests/test_kiwi_solver_basic_sanity.py
        let solver = Solver()
        let x0 = Variable("x0"), x1 = Variable("x1")
        try solver.addConstraint(x0 >= 0)
        try solver.addConstraint(x1 >= 0)
        solver.updateVariables()
        #expect(close(x0.value, 0) && close(x1.value, 0))
        try solver.addConstraint(x1 == x0)
        solver.updateVariables()
        #expect(close(x0.value, 0) && close(x1.value, 0))
        try solver.addEditVariable(x1, strength: Strength(1))
        try solver.suggestValue(x1, 1)
        solver.updateVariables()
        #expect(close(x0.value, 1) && close(x1.value, 1))
        try solver.removeEditVariable(x1)
    }

    @Test func systemOfEqualities() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        try solver.addConstraint(x + y + z == 6)
        try solver.addConstraint(x - y == -1)
        try solver.addConstraint(2 * z == x + 4)
        solver.updateVariables()
        // x + y + z = 6, y = x + 1, z = x/2 + 2 -> 2.5x + 3 = 6 -> x = 1.2
        #expect(close(x.value, 1.2))
        #expect(close(y.value, 2.2))
        #expect(close(z.value, 2.6))
    }

    @Test func strengthsDecideNonRequiredConflicts() throws {
        // kiwi py/tests/test_solver.py test_solving_with_strength
        let solver = Solver()
        let v1 = Variable("foo"), v2 = Variable("bar")
        try solver.addConstraint(v1 + v2 == 0)
        try solver.addConstraint(v1 == 10)
        try solver.addConstraint((v2 >= 0) | .weak)
        solver.updateVariables()
        #expect(close(v1.value, 10) && close(v2.value, -10))

        solver.reset()
        try solver.addConstraint(v1 + v2 == 0)
        try solver.addConstraint((v1 >= 10) | .medium)
        try solver.addConstraint((v2 == 2) | .strong)
        solver.updateVariables()
        #expect(close(v1.value, -2) && close(v2.value, 2))
    }

    @Test(arguments: [
        (Strength.weak, Strength.medium, 20.0),
        (Strength.medium, Strength.weak, 10.0),
        (Strength.strong, Strength.medium, 10.0),
        (Strength.medium, Strength.strong, 20.0),
        (Strength.create(0, 1, 0, weight: 2), Strength.medium, 10.0),
        (Strength.create(0, 0, 3), Strength.create(0, 0, 2), 10.0),
        (Strength.create(0, 0, 2), Strength.create(0, 0, 3), 20.0),
    ])
    func strongerOfTwoWins(first: Strength, second: Strength, expected: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10) | first)
        try solver.addConstraint((x == 20) | second)
        solver.updateVariables()
        #expect(close(x.value, expected))
    }

    @Test func oneStrongOutweighsManyMediums() throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<999 { try solver.addConstraint((x == 0) | .medium) }
        try solver.addConstraint((x == 10) | .strong)
        solver.updateVariables()
        #expect(close(x.value, 10))
    }

    @Test func weightsAddUpWithinALevel() throws {
        // Three weak x == 0 against two weak x == 10: the majority wins.
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<3 { try solver.addConstraint((x == 0) | .weak) }
        for _ in 0..<2 { try solver.addConstraint((x == 10) | .weak) }
        solver.updateVariables()
        #expect(close(x.value, 0))
        try solver.addConstraint((x == 10) | Strength(2))
        solver.updateVariables()
        #expect(close(x.value, 10))
    }

    @Test func requiredBoundsClipAWeakPreference() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 100)
        let pull = (x == 150) | .weak
        try solver.addConstraint(pull)
        solver.updateVariables()
        #expect(close(x.value, 100))
        try solver.removeConstraint(pull)
        try solver.addConstraint((x == -50) | .weak)
        solver.updateVariables()
        #expect(close(x.value, 0))
    }

    @Test func simpleLayout() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(left == 10)
        try solver.addConstraint(width >= 50)
        try solver.addConstraint(right <= 100)
        try solver.addConstraint((width == 200) | .weak)
        solver.updateVariables()
        #expect(close(left.value, 10))
        #expect(close(width.value, 90))
        #expect(close(right.value, 100))
    }

    @Test func inequalityBetweenVariables() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x <= y)
        try solver.addConstraint(y == x + 3)
        try solver.addConstraint(x == 10)
        solver.updateVariables()
        #expect(close(x.value, 10) && close(y.value, 13))
    }

    @Test func removalRestoresThePreviousSolution() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint((x == 10) | .weak)
        try solver.addConstraint(y == 2 * x)
        solver.updateVariables()
        #expect(close(x.value, 10) && close(y.value, 20))
        let strong = (x == 20) | .strong
        try solver.addConstraint(strong)
        solver.updateVariables()
        #expect(close(x.value, 20) && close(y.value, 40))
        try solver.removeConstraint(strong)
        #expect(!solver.hasConstraint(strong))
        solver.updateVariables()
        #expect(close(x.value, 10) && close(y.value, 20))

        let bound = y <= 6
        try solver.addConstraint(bound)
        solver.updateVariables()
        #expect(close(x.value, 3) && close(y.value, 6))
        try solver.removeConstraint(bound)
        solver.updateVariables()
        #expect(close(x.value, 10) && close(y.value, 20))
    }

    @Test func removingAndReaddingTheSameObject() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 7
        try solver.addConstraint((x == 1) | .weak)
        for _ in 0..<5 {
            try solver.addConstraint(c)
            solver.updateVariables()
            #expect(close(x.value, 7))
            try solver.removeConstraint(c)
            solver.updateVariables()
            #expect(close(x.value, 1))
        }
    }

    @Test func removingOneOfTwoIdenticalRequiredEqualitiesKeepsTheOther() throws {
        let solver = Solver()
        let x = Variable("x")
        let c1 = x == 10
        let c2 = x == 10
        try solver.addConstraint((x == 0) | .weak)
        try solver.addConstraint(c1)
        try solver.addConstraint(c2)
        solver.updateVariables()
        #expect(close(x.value, 10))
        try solver.removeConstraint(c1)
        solver.updateVariables()
        #expect(close(x.value, 10))
        #expect(solver.hasConstraint(c2))
        try solver.removeConstraint(c2)
        solver.updateVariables()
        #expect(close(x.value, 0))
    }

    @Test func removingTheSecondOfTwoIdenticalRequiredEqualitiesKeepsTheFirst() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let c1 = x + y == 10
        let c2 = x + y == 10
        try solver.addConstraint((x == 0) | .weak)
        try solver.addConstraint((y == 0) | .weak)
        try solver.addConstraint(c1)
        try solver.addConstraint(c2)
        try solver.addConstraint(y == 3)
        try solver.removeConstraint(c2)
        solver.updateVariables()
        #expect(close(x.value, 7) && close(y.value, 3))
        try solver.removeConstraint(c1)
        solver.updateVariables()
        #expect(close(x.value, 0) && close(y.value, 3))
    }

    @Test func removingOneOfTwoIdenticalRequiredInequalitiesKeepsTheOther() throws {
        let solver = Solver()
        let x = Variable("x")
        let c1 = x >= 10
        let c2 = x >= 10
        try solver.addConstraint((x == 0) | .weak)
        try solver.addConstraint(c1)
        try solver.addConstraint(c2)
        try solver.removeConstraint(c1)
        solver.updateVariables()
        #expect(close(x.value, 10))
        try solver.addConstraint(c1)
        try solver.removeConstraint(c2)
        solver.updateVariables()
        #expect(close(x.value, 10))
    }

    @Test func removingOneOfTwoIdenticalEqualitiesThroughAChain() throws {
        // x defined through y; two copies of y == 5; removing either keeps x == y + 1 == 6.
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint((x == 0) | .weak)
        try solver.addConstraint(x == y + 1)
        let a = y == 5, b = y == 5
        try solver.addConstraint(a)
        try solver.addConstraint(b)
        try solver.removeConstraint(b)
        solver.updateVariables()
        #expect(close(x.value, 6) && close(y.value, 5))
        try solver.addConstraint(b)
        try solver.removeConstraint(a)
        solver.updateVariables()
        #expect(close(x.value, 6) && close(y.value, 5))
    }

    @Test func resetForgetsEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x == 3
        try solver.addConstraint(c)
        try solver.addEditVariable(x, strength: .strong)
        solver.reset()
        #expect(!solver.hasConstraint(c))
        #expect(!solver.hasEditVariable(x))
        // The same objects can be used again.
        try solver.addConstraint(c)
        solver.updateVariables()
        #expect(close(x.value, 3))
    }

    @Test func constraintOfConstantsOnly() throws {
        let solver = Solver()
        let x = Variable("x")
        let trivial = x - x == 0
        try solver.addConstraint(trivial)
        #expect(solver.hasConstraint(trivial))
        try solver.removeConstraint(trivial)
        let impossible = x - x == 1
        let error = solverError { try solver.addConstraint(impossible) }
        #expect(unsatisfiable(error)?.constraint === impossible)
        #expect(unsatisfiable(error)?.conflicting.isEmpty == true)
        #expect(!solver.hasConstraint(impossible))
        let weakImpossible = (x - x == 1) | .weak
        try solver.addConstraint(weakImpossible)
        #expect(solver.hasConstraint(weakImpossible))
    }

    @Test func descriptionDumpsTheTableau() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == 1)
        try solver.addConstraint((y == 5) | .weak)
        try solver.addEditVariable(y, strength: .strong)
        // The edit (y == 0, strong) has overridden the weak y == 5: e4 carries the difference.
        // y's definition names only parametric symbols: e4 became basic after it was written,
        // and its row was substituted in.
        #expect(solver.description == """
            Objective: 2 * e3 + 999999 * e5 + 1000001 * e6
            Tableau:
              e4 = 5 + e3 - e5 + e6
            Infeasible: (none)
            Variables:
              x = 1 - d1
              y = e5 - e6
            Constraints: 3
            Edit Variables: y
            """)
    }

    /// kiwi's `violated()`: read from the values the last `updateVariables()` wrote.
    @Test func constraintsReportWhetherTheCurrentValuesBreakThem() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let place = x == 10
        let above = y >= x + 5
        let wish = (y == 12) | .weak      // loses to `above`: y is 15
        let cap = x <= 100
        // Before any solve every value reads 0: x - 10 is -10, y - x - 5 is -5, x - 100 is -100.
        #expect(place.isViolated && above.isViolated && !cap.isViolated)
        for c in [place, above, wish, cap] { try solver.addConstraint(c) }
        solver.updateVariables()
        #expect(x.value == 10 && y.value == 15)
        #expect(!place.isViolated && !above.isViolated && !cap.isViolated)
        #expect(wish.isViolated)
        // Values move only when updateVariables() writes them.
        try solver.updateConstant(of: place, to: -50)   // x == 50, while x still reads 10
        #expect(place.isViolated)
        solver.updateVariables()
        #expect(x.value == 50 && y.value == 55 && !place.isViolated && wish.isViolated)
        // A half-point off an inequality's bound is on the wrong side; 1e-9 off an equality is not.
        let exactly = x == 50.000000001
        let atLeast = x >= 50.5
        #expect(!exactly.isViolated && atLeast.isViolated)
    }

    /// kiwi's SolverTest.ConstraintViolated: a weak wish the required bound overrules.
    @Test func weakWishAgainstARequiredBoundIsViolated() throws {
        let solver = Solver()
        let v = Variable("v")
        let floor = (v >= 10) | .required
        let wish = (v <= -5) | .weak
        try solver.addConstraint(floor)
        try solver.addConstraint(wish)
        solver.updateVariables()
        #expect(v.value == 10)
        #expect(!floor.isViolated && wish.isViolated)
    }

    /// kiwi's SimplexTest.Maximization: a linear program maximised through a weak edit
    /// variable suggested far past the optimum. The optimum of z = -2 x1 + 7 x2 + 4 x3 under
    /// the three constraints is 39, at (13, 3, 11).
    @Test func maximisingThroughAWeakSuggestion() throws {
        let solver = Solver()
        let x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3"), z = Variable("z")
        for x in [x1, x2, x3] { try solver.addConstraint(x >= 0) }
        try solver.addConstraint(2 * x1 - 5 * x2 <= 11)
        try solver.addConstraint(-1 * x1 + 3 * x2 + x3 == 7)
        try solver.addConstraint(x1 - 8 * x2 + 4 * x3 >= 33)
        try solver.addConstraint(z == -2 * x1 + 7 * x2 + 4 * x3)
        try solver.addEditVariable(z, strength: .weak)
        try solver.suggestValue(z, 1e6)
        solver.updateVariables()
        #expect(abs(x1.value - 13) < 1e-9 && abs(x2.value - 3) < 1e-9 && abs(x3.value - 11) < 1e-9)
        #expect(abs(z.value - 39) < 1e-9)
    }
}

