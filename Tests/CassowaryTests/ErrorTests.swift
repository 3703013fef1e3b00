import Testing
import Cassowary

/// A small system with a unique solution used to check that errors change nothing.
private struct Fixture {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    var constraints: [Constraint] = []

    init() throws {
        constraints = [
            x >= 10,
            y == x + 5,
            (x == 0) | .weak,
            z <= 100,
            (z == 200) | .medium,
        ]
        for c in constraints { try solver.addConstraint(c) }
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(y, 15)
    }

    /// The solution: x 10, y 15, z 100.
    func expectOriginal(sourceLocation: SourceLocation = #_sourceLocation) {
        solver.updateVariables()
        #expect(close(x.value, 10), sourceLocation: sourceLocation)
        #expect(close(y.value, 15), sourceLocation: sourceLocation)
        #expect(close(z.value, 100), sourceLocation: sourceLocation)
        for c in constraints {
            #expect(solver.hasConstraint(c), sourceLocation: sourceLocation)
        }
        #expect(solver.hasEditVariable(y), sourceLocation: sourceLocation)
    }

    /// Further work still succeeds and is solved correctly; restores the original state.
    func expectStillWorks(sourceLocation: SourceLocation = #_sourceLocation) throws {
        try solver.suggestValue(y, 30)
        solver.updateVariables()
        #expect(close(x.value, 25) && close(y.value, 30), sourceLocation: sourceLocation)
        let extra = z <= 50
        try solver.addConstraint(extra)
        solver.updateVariables()
        #expect(close(z.value, 50), sourceLocation: sourceLocation)
        try solver.removeConstraint(extra)
        try solver.suggestValue(y, 15)
        expectOriginal(sourceLocation: sourceLocation)
    }
}

@Suite("Errors leave the solver as it was")
struct ErrorTests {
    /// A strength is clipped to `0 ... required` however it is made, as kiwi clips it: set
    /// out of range, it cannot make the objective unbounded or put a NaN in it.
    @Test func aStrengthSetOutOfRangeIsClipped() throws {
        var negative = Strength.weak
        negative.value = -1
        var notANumber = Strength.weak
        notANumber.value = .nan
        var huge = Strength.medium
        huge.value = 2e9
        #expect(negative.value == 0 && notANumber == .required && huge == .required)

        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.addConstraint((x == 5) | .weak)
        try solver.addConstraint(Constraint(x - 3, .equal, strength: negative))
        solver.updateVariables()
        #expect(x.value == 5)
        let refused = #expect(throws: SolverError.self) { try solver.addEditVariable(y, strength: notANumber) }
        guard case .badRequiredStrength? = refused else {
            Issue.record("expected badRequiredStrength, got \(String(describing: refused))")
            return
        }
        try solver.addEditVariable(y, strength: .medium)
        try solver.suggestValue(y, 7)
        solver.updateVariables()
        #expect(x.value == 5 && y.value == 7)
    }

    /// A refused constraint leaves an optimum of the constraints that stay: views squeezed
    /// in a container keep the least total shortfall (the refused minimum tried to widen one).
    @Test func aRefusedAdditionLeavesAnOptimum() throws {
        let solver = Solver()
        let container = Variable("container"), origin = Variable("origin")
        try solver.addConstraint(origin == 0)
        var widths: [Variable] = [], previousRight: Variable?
        for i in 0..<3 {
            let left = Variable("l\(i)"), width = Variable("w\(i)"), right = Variable("r\(i)")
            for constraint in [
                left == (previousRight ?? origin) + 8, right == left + width, width >= 20, (width == 100) | .weak,
            ] { try solver.addConstraint(constraint) }
            widths.append(width)
            previousRight = right
        }
        try solver.addConstraint(previousRight! <= container - 8)
        try solver.addEditVariable(container, strength: .strong)
        try solver.suggestValue(container, 180)
        try solver.addConstraint(container <= 180)
        solver.updateVariables()
        // 180 - 4 x 8 = 148 for three views of at least 20: 108 short of 300 in all.
        #expect(widths.map(\.value).reduce(0, +) == 148)
        #expect(throws: SolverError.self) { try solver.addConstraint(widths[2] >= 180) }
        solver.updateVariables()
        #expect(widths.map(\.value).reduce(0, +) == 148)
        #expect(widths.allSatisfy { $0.value >= 20 && $0.value <= 100 })
    }

    /// Views squeezed in a container share the shortfall in many optimal ways: a refused
    /// change must leave the very solution there was (a tied optimum elsewhere would make a
    /// layout jump after an error), through each path a refusal can take.
    @Test(arguments: [3, 5, 12, 40])
    func refusedChangesLeaveATiedSolutionAsItWas(views: Int) throws {
        let solver = Solver()
        let container = Variable("container"), origin = Variable("origin")
        try solver.addConstraint(origin == 0)
        var widths: [Variable] = [], minima: [Constraint] = [], previousRight: Variable?
        for i in 0..<views {
            let left = Variable("l\(i)"), width = Variable("w\(i)"), right = Variable("r\(i)")
            let minimum = width >= 20
            for constraint in [left == (previousRight ?? origin) + 8, right == left + width, minimum, (width == 100) | .weak] {
                try solver.addConstraint(constraint)
            }
            widths.append(width)
            minima.append(minimum)
            previousRight = right
        }
        try solver.addConstraint(previousRight! <= container - 8)
        try solver.addEditVariable(container, strength: .strong)
        let size = Double(views) * 60
        try solver.suggestValue(container, size)
        try solver.addConstraint(container <= size)
        solver.updateVariables()
        let before = widths.map(\.value)
        // 60 per view less 8 per gap: 52n - 8 to share, at least 20 each.
        #expect(before.reduce(0, +) == Double(52 * views - 8))
        #expect(throws: SolverError.self) { try solver.updateConstant(of: minima[views / 2], to: -Double(20 + 32 * views)) }
        solver.updateVariables()
        #expect(widths.map(\.value) == before)
        #expect(throws: SolverError.self) { try solver.addConstraint(widths[views - 1] >= Double(60 * views)) }
        solver.updateVariables()
        #expect(widths.map(\.value) == before)
        #expect(throws: SolverError.self) { try solver.addConstraint(widths[0] + widths[views - 1] == Double(60 * views)) }
        solver.updateVariables()
        #expect(widths.map(\.value) == before)
    }

    /// ``Solver/hasSeenOversizedValues`` counts the values that came in, not those refused.
    @Test func refusedCallsDoNotCountAsOversizedValues() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x == 1)
        #expect(throws: SolverError.self) { try solver.addConstraint(x == 1e12) }
        #expect(throws: SolverError.self) { try solver.updateConstant(of: x == 2, to: 1e12) }
        #expect(!solver.hasSeenOversizedValues)
        try solver.addConstraint((x == 1e12) | .weak)
        #expect(solver.hasSeenOversizedValues)
    }

    @Test func duplicateConstraint() throws {
        let f = try Fixture()
        let error = solverError { try f.solver.addConstraint(f.constraints[1]) }
        if case .duplicateConstraint(let c)? = error { #expect(c === f.constraints[1]) } else {
            Issue.record("expected duplicateConstraint, got \(String(describing: error))")
        }
        f.expectOriginal()
        try f.expectStillWorks()
    }

    @Test func unknownConstraint() throws {
        let f = try Fixture()
        let stranger = f.x == 3
        let error = solverError { try f.solver.removeConstraint(stranger) }
        if case .unknownConstraint(let c)? = error { #expect(c === stranger) } else {
            Issue.record("expected unknownConstraint, got \(String(describing: error))")
        }
        f.expectOriginal()
        try f.expectStillWorks()
    }

    @Test func removingTwice() throws {
        let f = try Fixture()
        let c = f.z <= 40
        try f.solver.addConstraint(c)
        try f.solver.removeConstraint(c)
        let error = solverError { try f.solver.removeConstraint(c) }
        if case .unknownConstraint(let got)? = error { #expect(got === c) } else {
            Issue.record("expected unknownConstraint")
        }
        f.expectOriginal()
        try f.expectStillWorks()
    }

    @Test func identicalButDistinctObjectIsNotADuplicate() throws {
        let f = try Fixture()
        let twin = f.y == f.x + 5
        try f.solver.addConstraint(twin)
        f.expectOriginal()
        try f.solver.removeConstraint(twin)
        f.expectOriginal()
    }

    @Test func editVariableErrors() throws {
        let f = try Fixture()
        if case .duplicateEditVariable(let v)? = solverError({ try f.solver.addEditVariable(f.y, strength: .weak) }) {
            #expect(v === f.y)
        } else { Issue.record("expected duplicateEditVariable") }
        f.expectOriginal()
        if case .unknownEditVariable(let v)? = solverError({ try f.solver.removeEditVariable(f.z) }) {
            #expect(v === f.z)
        } else { Issue.record("expected unknownEditVariable") }
        if case .unknownEditVariable(let v)? = solverError({ try f.solver.suggestValue(f.x, 3) }) {
            #expect(v === f.x)
        } else { Issue.record("expected unknownEditVariable") }
        if case .badRequiredStrength? = solverError({ try f.solver.addEditVariable(f.z, strength: .required) }) {
        } else { Issue.record("expected badRequiredStrength") }
        if case .badRequiredStrength? = solverError({ try f.solver.addEditVariable(f.z, strength: Strength.create(1000, 1000, 1000)) }) {
        } else { Issue.record("expected badRequiredStrength") }
        #expect(!f.solver.hasEditVariable(f.z))
        f.expectOriginal()
        try f.expectStillWorks()
    }

    @Test(arguments: ["nan coefficient", "infinite coefficient", "nan constant", "infinite constant", "negative infinite constant"])
    func invalidConstraintValues(kind: String) throws {
        let f = try Fixture()
        let c: Constraint
        switch kind {
        case "nan coefficient": c = Double.nan * f.x + f.z == 0
        case "infinite coefficient": c = f.x * Double.infinity <= 3
        case "nan constant": c = f.x == Double.nan
        case "infinite constant": c = (f.x + Double.infinity >= f.y) | .weak
        default: c = f.z - f.x == -Double.infinity
        }
        let error = solverError { try f.solver.addConstraint(c) }
        if case .invalidValue? = error {} else { Issue.record("expected invalidValue, got \(String(describing: error))") }
        #expect(!f.solver.hasConstraint(c))
        f.expectOriginal()
        try f.expectStillWorks()
    }

    @Test func invalidUpdatedConstant() throws {
        let f = try Fixture()
        for bad in [Double.nan, .infinity, -.infinity] {
            let error = solverError { try f.solver.updateConstant(of: f.constraints[0], to: bad) }
            if case .invalidValue? = error {} else { Issue.record("expected invalidValue, got \(String(describing: error))") }
            #expect(f.constraints[0].expression.constant == -10)
            f.expectOriginal()
        }
        try f.expectStillWorks()
    }

    @Test func invalidSuggestion() throws {
        let f = try Fixture()
        for bad in [Double.nan, .infinity, -.infinity] {
            let error = solverError { try f.solver.suggestValue(f.y, bad) }
            if case .invalidValue? = error {} else { Issue.record("expected invalidValue, got \(String(describing: error))") }
            f.expectOriginal()
        }
        try f.expectStillWorks()
    }

    @Test func infeasibleRequiredConstraint() throws {
        // kiwi py/tests/test_solver.py test_managing_constraints
        let solver = Solver()
        let v = Variable("foo")
        let c1 = v >= 1
        let c2 = v <= 0
        #expect(!solver.hasConstraint(c1))
        try solver.addConstraint(c1)
        #expect(solver.hasConstraint(c1))
        let error = solverError { try solver.addConstraint(c2) }
        let u = unsatisfiable(error)
        #expect(u?.constraint === c2)
        #expect(sameConstraints(u?.conflicting ?? [], [c1]))
        #expect(!solver.hasConstraint(c2))
        try solver.removeConstraint(c1)
        #expect(!solver.hasConstraint(c1))
        try solver.addConstraint(c2)
        #expect(solver.hasConstraint(c2))
        solver.updateVariables()
        #expect(v.value == 0)  // v <= 0 alone: the basic solution, v's slack at 0
        solver.reset()
        #expect(!solver.hasConstraint(c2))
    }

    /// Several ways for a required addition to fail, each through a different path of the
    /// solver (direct definition, expanded definition, all-dummy row, artificial variable).
    @Test(arguments: 0..<7)
    func failedAddLeavesTheSolverExactlyAsBefore(kind: Int) throws {
        let f = try Fixture()
        let bad: Constraint
        switch kind {
        case 0: bad = f.x == 5                       // x >= 10
        case 1: bad = f.x <= 9                       // x >= 10
        case 2: bad = f.y - f.x == 4                 // y == x + 5: all dummies
        case 3: bad = f.y - f.x >= 6                 // y == x + 5
        case 4: bad = f.x + f.y <= 20                // x >= 10, y == x + 5 -> x + y >= 25
        case 5: bad = f.z + f.x - f.y >= 106         // z <= 100, y = x + 5 -> z - 5 <= 95
        default: bad = 2 * f.y == f.x + 14           // x >= 10, y == x + 5 -> x = 4
        }
        // The minimal conflicting set among the required x >= 10 (0), y == x + 5 (1), z <= 100 (3).
        let minimal: [Int] = [[0], [0], [1], [1], [0, 1], [1, 3], [0, 1]][kind]
        let error = solverError { try f.solver.addConstraint(bad) }
        let u = unsatisfiable(error)
        #expect(u?.constraint === bad)
        #expect(sameConstraints(u?.conflicting ?? [], minimal.map { f.constraints[$0] }), "\(u?.conflicting ?? [])")
        #expect(!f.solver.hasConstraint(bad))
        f.expectOriginal()
        try f.expectStillWorks()
        // The same constraint object can be added once what it conflicts with is gone.
        for c in u?.conflicting ?? [] { try f.solver.removeConstraint(c) }
        try f.solver.addConstraint(bad)
        #expect(f.solver.hasConstraint(bad))
        f.solver.updateVariables()
        #expect(holds(bad))
    }

    @Test func repeatedFailuresDoNotAccumulate() throws {
        let f = try Fixture()
        for k in 0..<50 {
            let bad = f.x <= Double(k % 9)
            let error = solverError { try f.solver.addConstraint(bad) }
            let u = unsatisfiable(error)
            #expect(u?.constraint === bad)
            #expect(sameConstraints(u?.conflicting ?? [], [f.constraints[0]]), "x >= 10 alone")
        }
        f.expectOriginal()
        try f.expectStillWorks()
    }

    @Test func nonRequiredConflictsNeverThrow() throws {
        let f = try Fixture()
        let c = (f.x <= 0) | .strong
        try f.solver.addConstraint(c)
        f.solver.updateVariables()
        #expect(close(f.x.value, 10))
        try f.solver.removeConstraint(c)
        f.expectOriginal()
    }

    @Test func errorDescriptionsNameTheirSubject() {
        let x = Variable("x")
        let c = x + 2 == 20
        #expect(SolverError.duplicateConstraint(c).description == "duplicate constraint x - 18 == 0 | required")
        #expect(SolverError.unknownConstraint(c).description == "unknown constraint x - 18 == 0 | required")
        #expect(SolverError.duplicateEditVariable(x).description == "duplicate edit variable x")
        #expect(SolverError.unknownEditVariable(x).description == "unknown edit variable x")
        #expect(SolverError.unsatisfiableConstraint(c, conflicting: [x >= 30]).description
            == "unsatisfiable constraint x - 18 == 0 | required; it conflicts with:\n  x - 30 >= 0 | required")
        #expect(SolverError.badRequiredStrength.description == "an edit variable cannot have the required strength")
        #expect(SolverError.invalidValue("t").description == "invalid value: t")
        #expect(SolverError.internalError("t").description == "internal solver error: t")
    }
}

/// A required constraint that cannot hold on its own (no variable left once coefficients
/// under the solver's precision count as 0, as kiwi counts them) says so, rather than
/// listing an empty set of conflicts; the solver is unchanged and goes on.
@Test func aConstraintThatCannotHoldOnItsOwnSaysWhy() throws {
    let solver = Solver()
    let y = Variable("y")
    try solver.addConstraint(y >= 2)
    for constraint in [y * 1e-9 == 1, LinearExpression(5) == 0] {
        do {
            try solver.addConstraint(constraint)
            Issue.record("expected \(constraint) to be refused")
        } catch let error as SolverError {
            guard case .unsatisfiableConstraint(let refused, let conflicting) = error else {
                Issue.record("\(error)")
                continue
            }
            #expect(refused === constraint && conflicting.isEmpty)
            #expect("\(error)" == "unsatisfiable constraint \(constraint): it cannot hold on its own (coefficients smaller "
                + "than 1e-8 count as 0, as in kiwi, and what is left is a nonzero constant)")
        }
        #expect(!solver.hasConstraint(constraint))
    }
    try solver.addConstraint(y * 1e-8 == 1)
    solver.updateVariables()
    #expect(Swift.abs(y.value - 1e8) < 1e-6)
}
