import Testing
import Cassowary

/// A system built from scratch on a fresh solver: its variables and constraints by index.
private struct Built {
    let solver: Solver
    let variables: [Variable]
    let constraints: [Constraint]
    var edits: [(variable: Variable, value: Double, strength: Strength)] = []
}

/// Builds the system twice; on one solver updates the constant of constraint `index` in
/// place, on the other removes it and adds a copy with the new constant. Both must agree
/// on every variable, and on the expression the updated constraint now has.
private func compareWithRemoveAndAdd(
    _ build: () throws -> Built, index: Int, constants: [Double], unique: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let updated = try build()
    let replaced = try build()
    var current = replaced.constraints[index]
    for constant in constants {
        try updated.solver.updateConstant(of: updated.constraints[index], to: constant)
        #expect(updated.constraints[index].expression.constant == constant, sourceLocation: sourceLocation)
        #expect(updated.solver.hasConstraint(updated.constraints[index]), sourceLocation: sourceLocation)

        try replaced.solver.removeConstraint(current)
        var expression = current.expression
        expression.constant = constant
        current = Constraint(expression, current.relation, strength: current.strength)
        try replaced.solver.addConstraint(current)

        updated.solver.updateVariables()
        let a = updated.variables.map(\.value)
        let errorA = weightedError(updated.constraints, edits: updated.edits)
        for c in updated.constraints where c.strength.isRequired {
            #expect(holds(c), "\(c) after constant \(constant)", sourceLocation: sourceLocation)
        }
        replaced.solver.updateVariables()
        let b = replaced.variables.map(\.value)
        let errorB = weightedError(replaced.constraints.map { $0 === replaced.constraints[index] ? current : $0 }, edits: replaced.edits)
        #expect(relativelyClose(errorA, errorB), "weighted error after constant \(constant)", sourceLocation: sourceLocation)
        guard unique else { continue }
        for k in a.indices {
            #expect(close(a[k], b[k]), "\(updated.variables[k].name) after constant \(constant)", sourceLocation: sourceLocation)
        }
    }
}

@Suite("updateConstant(of:to:)")
struct UpdateConstantTests {
    @Test func theIssueExample() throws {
        let solver = Solver()
        let x = Variable("x")
        let c = x + 2 == 20
        try solver.addConstraint(c)
        solver.updateVariables()
        #expect(close(x.value, 18))
        try solver.updateConstant(of: c, to: -28)
        #expect(c.expression.constant == -28)
        #expect(c.expression.terms.count == 1 && c.expression.terms[0].variable === x && c.expression.terms[0].coefficient == 1)
        #expect(c.description == "x - 28 == 0 | required")
        solver.updateVariables()
        #expect(close(x.value, 28))
    }

    @Test func requiredEqualityTight() throws {
        try compareWithRemoveAndAdd({
            let s = Solver(), x = Variable("x"), y = Variable("y")
            let cs = [x + 2 == 20, y == 2 * x, (y == 0) | .weak]
            for c in cs { try s.addConstraint(c) }
            return Built(solver: s, variables: [x, y], constraints: cs)
        }, index: 0, constants: [-28, -18, 5, 0, -1e6])
    }

    @Test func requiredInequalityTightAndSlack() throws {
        // x >= 10, pulled to 50 weakly: slack at first, tight once the bound passes 50.
        try compareWithRemoveAndAdd({
            let s = Solver(), x = Variable("x")
            let cs = [x >= 10, (x == 50) | .weak]
            for c in cs { try s.addConstraint(c) }
            return Built(solver: s, variables: [x], constraints: cs)
        }, index: 0, constants: [-20, -60, -50, -49, -70, -10, 0])

        let s = Solver(), x = Variable("x")
        let bound = x >= 10
        try s.addConstraint(bound)
        try s.addConstraint((x == 50) | .weak)
        try s.updateConstant(of: bound, to: -20)
        s.updateVariables()
        #expect(close(x.value, 50))
        try s.updateConstant(of: bound, to: -60)
        s.updateVariables()
        #expect(close(x.value, 60))
        try s.updateConstant(of: bound, to: -10)
        s.updateVariables()
        #expect(close(x.value, 50))
    }

    @Test func requiredUpperBound() throws {
        try compareWithRemoveAndAdd({
            let s = Solver(), x = Variable("x"), y = Variable("y")
            let cs = [x + y <= 100, (x == 80) | .strong, (y == 80) | .weak, x >= 0, y >= 0]
            for c in cs { try s.addConstraint(c) }
            return Built(solver: s, variables: [x, y], constraints: cs)
        }, index: 0, constants: [-120, -200, -50, -10, -160])
    }

    @Test func nonRequiredEquality() throws {
        try compareWithRemoveAndAdd({
            let s = Solver(), x = Variable("x"), y = Variable("y")
            let cs = [(x == 10) | .strong, (x == 20) | .weak, y == x + 1, y <= 40]
            for c in cs { try s.addConstraint(c) }
            return Built(solver: s, variables: [x, y], constraints: cs)
        }, index: 0, constants: [-30, -50, 0, -39, -10])

        let s = Solver(), x = Variable("x")
        let strong = (x == 10) | .strong
        try s.addConstraint(strong)
        try s.addConstraint((x == 20) | .weak)
        try s.updateConstant(of: strong, to: -30)
        s.updateVariables()
        #expect(close(x.value, 30))
    }

    @Test func nonRequiredInequality() throws {
        try compareWithRemoveAndAdd({
            let s = Solver(), x = Variable("x")
            let cs = [(x <= 10) | .medium, (x == 20) | .weak, x >= 0]
            for c in cs { try s.addConstraint(c) }
            return Built(solver: s, variables: [x], constraints: cs)
        }, index: 0, constants: [-15, -25, -5, 3, -20])

        let s = Solver(), x = Variable("x")
        let cap = (x <= 10) | .medium
        try s.addConstraint(cap)
        try s.addConstraint((x == 20) | .weak)
        try s.updateConstant(of: cap, to: -15)
        s.updateVariables()
        #expect(close(x.value, 15))
        try s.updateConstant(of: cap, to: -25)
        s.updateVariables()
        #expect(close(x.value, 20))
    }

    @Test func withEditVariables() throws {
        try compareWithRemoveAndAdd({
            let s = Solver(), w = Variable("w"), a = Variable("a"), b = Variable("b")
            let cs = [a + b + 20 <= w, a >= 10, b >= 10, (a == 100) | .weak, (b == 100) | .weak, (a == b) | .medium]
            for c in cs { try s.addConstraint(c) }
            try s.addEditVariable(w, strength: .strong)
            try s.suggestValue(w, 150)
            return Built(solver: s, variables: [w, a, b], constraints: cs, edits: [(w, 150, .strong)])
        }, index: 0, constants: [40, 0, 100, 200, -200, 20])
    }

    /// A variable defined through a chain of other variables: left_i == right_{i-1} + 8.
    private static func chain(_ n: Int, containerWidth: Double) throws -> Built {
        let s = Solver()
        let cw = Variable("cw")
        var variables = [cw]
        var constraints: [Constraint] = []
        var previous: LinearExpression = LinearExpression(0)
        for i in 0..<n {
            let left = Variable("left\(i)"), width = Variable("width\(i)"), right = Variable("right\(i)")
            variables += [left, width, right]
            constraints += [left == previous + 8, right == left + width, width >= 20, (width == 100) | .weak]
            previous = LinearExpression(right)
        }
        constraints.append(previous <= cw - 8)
        for c in constraints { try s.addConstraint(c) }
        try s.addEditVariable(cw, strength: .strong)
        try s.suggestValue(cw, containerWidth)
        return Built(solver: s, variables: variables, constraints: constraints, edits: [(cw, containerWidth, .strong)])
    }

    @Test(arguments: [1300.0, 600.0])
    func constraintDefinedThroughAChain(containerWidth: Double) throws {
        // constraint 20 is left_5 == right_4 + 8, kept as left5 - right4 - 8 == 0.
        let unique = containerWidth > 1200
        try compareWithRemoveAndAdd({ try Self.chain(10, containerWidth: containerWidth) },
                                    index: 20, constants: [-12, -8, -40, -0.5, -8], unique: unique)
        // and the last constraint, right_9 <= cw - 8 (kept as right9 - cw + 8 <= 0).
        try compareWithRemoveAndAdd({ try Self.chain(10, containerWidth: containerWidth) },
                                    index: 40, constants: [100, 8, -30, 8], unique: unique)
        // and a width's preference.
        try compareWithRemoveAndAdd({ try Self.chain(10, containerWidth: containerWidth) },
                                    index: 23, constants: [-60, -150, -100], unique: unique)
    }

    @Test func chainPositionsShiftExactly() throws {
        let built = try Self.chain(10, containerWidth: 1300)
        let link = built.constraints[20]
        try built.solver.updateConstant(of: link, to: -12)
        built.solver.updateVariables()
        // variables: cw, then (left, width, right) per view.
        for i in 0..<10 {
            let left = built.variables[1 + 3 * i].value
            let expected = 8 + 108 * Double(i) + (i >= 5 ? 4 : 0)
            #expect(close(left, expected), "left\(i)")
            #expect(close(built.variables[2 + 3 * i].value, 100), "width\(i)")
        }
        try built.solver.updateConstant(of: link, to: -8)
        built.solver.updateVariables()
        for i in 0..<10 {
            #expect(close(built.variables[1 + 3 * i].value, 8 + 108 * Double(i)), "left\(i)")
        }
    }

    @Test func intoInfeasibilityThrowsAndChangesNothing() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        let low = x >= 10
        let high = x <= 20
        try s.addConstraint(low)
        try s.addConstraint(high)
        try s.addConstraint((x == 30) | .weak)
        try s.addConstraint(y == x + 1)
        s.updateVariables()
        #expect(close(x.value, 20) && close(y.value, 21))

        let error = solverError { try s.updateConstant(of: high, to: -5) }
        let u = unsatisfiable(error)
        #expect(u?.constraint === high)
        // The conflicting set is checked in ExplanationTests.updateConstantExplanationNamesTheOtherBound.
        #expect(high.expression.constant == -20)
        #expect(s.hasConstraint(high))
        s.updateVariables()
        #expect(close(x.value, 20) && close(y.value, 21))

        // Still works afterwards.
        try s.updateConstant(of: high, to: -15)
        s.updateVariables()
        #expect(close(x.value, 15) && close(y.value, 16))
        try s.updateConstant(of: low, to: -12)
        s.updateVariables()
        #expect(close(x.value, 15))
        try s.removeConstraint(high)
        s.updateVariables()
        #expect(close(x.value, 30))
    }

    @Test func equalityIntoInfeasibility() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        let fix = x == 10
        let floor = y >= 5
        let link = y == x + 1
        try s.addConstraint(fix)
        try s.addConstraint(floor)
        try s.addConstraint(link)
        // link: y - x - 1 == 0 -> y - x + 10 == 0 would need y = 0 < 5.
        let error = solverError { try s.updateConstant(of: link, to: 10) }
        let u = unsatisfiable(error)
        #expect(u?.constraint === link)
        // The conflicting set is checked in ExplanationTests.updateConstantExplanationNamesEveryConstraintInvolved.
        #expect(link.expression.constant == -1)
        s.updateVariables()
        #expect(close(x.value, 10) && close(y.value, 11))
        try s.updateConstant(of: link, to: 4)
        s.updateVariables()
        #expect(close(x.value, 10) && close(y.value, 6))
    }

    @Test func redundantEqualityIntoInfeasibility() throws {
        let s = Solver(), x = Variable("x"), y = Variable("y")
        let sum = x + y == 10
        let fx = x == 3
        let fy = y == 7
        try s.addConstraint(sum)
        try s.addConstraint(fx)
        try s.addConstraint(fy)
        let error = solverError { try s.updateConstant(of: fy, to: -8) }
        let u = unsatisfiable(error)
        #expect(u?.constraint === fy)
        #expect(sameConstraints(u?.conflicting ?? [], [sum, fx]))
        #expect(fy.expression.constant == -7)
        s.updateVariables()
        #expect(close(x.value, 3) && close(y.value, 7))
        // Moving the sum and one part together works.
        try s.removeConstraint(fy)
        try s.updateConstant(of: sum, to: -12)
        s.updateVariables()
        #expect(close(x.value, 3) && close(y.value, 9))
    }

    @Test func nonRequiredUpdatesNeverThrow() throws {
        let s = Solver(), x = Variable("x")
        try s.addConstraint(x <= 20)
        let pref = (x >= 10) | .strong
        try s.addConstraint(pref)
        try s.updateConstant(of: pref, to: -50)
        s.updateVariables()
        #expect(close(x.value, 20))
        #expect(pref.expression.constant == -50)
    }

    @Test func unknownAndInvalid() throws {
        let s = Solver(), x = Variable("x")
        let c = x == 1
        if case .unknownConstraint(let got)? = solverError({ try s.updateConstant(of: c, to: 3) }) {
            #expect(got === c)
        } else { Issue.record("expected unknownConstraint") }
        #expect(c.expression.constant == -1)
        try s.addConstraint(c)
        if case .invalidValue? = solverError({ try s.updateConstant(of: c, to: .nan) }) {} else {
            Issue.record("expected invalidValue")
        }
        #expect(c.expression.constant == -1)
        try s.updateConstant(of: c, to: -1)   // no change
        s.updateVariables()
        #expect(close(x.value, 1))
    }

    @Test func backAndForthManyTimes() throws {
        let built = try Self.chain(50, containerWidth: 50 * 60)
        built.solver.updateVariables()
        let before = built.variables.map(\.value)
        let link = built.constraints[4 * 25]
        for _ in 0..<20 {
            try built.solver.updateConstant(of: link, to: -12)
            try built.solver.updateConstant(of: link, to: -8)
        }
        built.solver.updateVariables()
        // The narrow chain has many optima; the objective and the required constraints decide.
        for c in built.constraints where c.strength.isRequired { #expect(holds(c)) }
        let after = built.variables.map(\.value)
        #expect(close(after[0], before[0]))
        #expect(relativelyClose(weightedError(built.constraints, edits: built.edits), 50 * 100 - (3000 - 8 - 8 * 50)))
    }
}

/// A refused change of constant leaves the solution exactly as it was however large the
/// attempted constant: undone by the opposite shift, 15 + 1e300 - 1e300 would be 0.
@Suite("updateConstant(of:to:) refused with a huge constant")
struct HugeRefusedConstantTests {
    @Test(arguments: [1e300, -1e300, 1e20, -3.5e9, 12_345.5])
    func theSolutionIsKept(_ attempted: Double) throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let low = x >= 10.25, high = x <= 20.75
        try solver.addConstraint(low)
        try solver.addConstraint(high)
        try solver.addConstraint((x == 15.3) | .weak)
        try solver.addConstraint(y == x * 2 + 0.1)
        solver.updateVariables()
        let before = (x.value, y.value)
        #expect(before.0 == 15.3 && Swift.abs(before.1 - 30.7) < 1e-12)
        // A positive attempt raises the lower bound to x >= attempted, past x <= 20.75; a
        // negative one lowers the upper bound to x <= attempted, under x >= 10.25.
        let changed = attempted > 0 ? low : high
        do {
            try solver.updateConstant(of: changed, to: -attempted)
            Issue.record("expected the change to be refused")
        } catch SolverError.unsatisfiableConstraint(let constraint, let conflicting) {
            #expect(constraint === changed)
            #expect(conflicting.count == 1 && conflicting.first === (attempted > 0 ? high : low))
        }
        solver.updateVariables()
        #expect(x.value == before.0 && y.value == before.1)
        #expect(changed.expression.constant == (attempted > 0 ? -10.25 : -20.75))
        // The solver goes on exactly: a change within range moves x as before.
        try solver.updateConstant(of: high, to: -12.5)
        solver.updateVariables()
        #expect(x.value == 12.5 && Swift.abs(y.value - 25.1) < 1e-12)
    }
}

/// The exact undo does not depend on the size of the change: a change of 10 000 on a
/// constraint of coefficient 1e-6 moves its rows by 1e10, and still nothing of it stays.
@Test func aRefusedChangeOnAScaledConstraintLeavesNoTrace() throws {
    let solver = Solver()
    let x = Variable("x")
    let low = Constraint(LinearExpression([Term(x, 1e-6)], -10.25e-6), .greaterThanOrEqual)
    let high = x <= 20.75
    try solver.addConstraint(low)
    try solver.addConstraint(high)
    try solver.addConstraint((x == 15.3) | .weak)
    solver.updateVariables()
    #expect(x.value == 15.3)
    for attempted in [-9_999.9, -0.5, -1e300] {
        #expect(throws: SolverError.self) { try solver.updateConstant(of: low, to: attempted) }
        solver.updateVariables()
        #expect(x.value == 15.3)
    }
    try solver.updateConstant(of: high, to: -12.5)
    solver.updateVariables()
    #expect(x.value == 12.5)
}
