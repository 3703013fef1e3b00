import Testing
import Cassowary

// Behaviours checked by kiwi's own test suites (github.com/nucleic/kiwi, py/tests/*.py and
// tests/*.cpp) that the other files of this target did not already check with the same or
// equivalent inputs. Each test names the kiwi test it ports. Differences of spelling (Swift
// operators, typed `SolverError`s, `description` instead of `str`/`dump`) are by design;
// Python-only concerns (type errors, string strengths, pickling, garbage collection) are
// not ported.

/// Checks that `expression` is exactly `expected` (same variable objects, same order, same
/// coefficients) plus `constant`.
private func expectExpression(
    _ expression: LinearExpression, _ expected: [(Variable, Double)], constant: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(expression.constant == constant, sourceLocation: sourceLocation)
    #expect(expression.terms.count == expected.count, "\(expression)", sourceLocation: sourceLocation)
    for (got, want) in zip(expression.terms, expected) {
        #expect(got.variable === want.0, "expected \(want.0), got \(got.variable)", sourceLocation: sourceLocation)
        #expect(got.coefficient == want.1, "\(want.0): expected \(want.1), got \(got.coefficient)", sourceLocation: sourceLocation)
    }
}

private let allRelations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]

/// Adding a constraint with a non-finite coefficient or constant is refused as
/// `invalidValue`, and the solver does not keep it.
private func expectRefusedAsInvalid(_ constraint: Constraint, sourceLocation: SourceLocation = #_sourceLocation) {
    let solver = Solver()
    let error = solverError(sourceLocation: sourceLocation) { try solver.addConstraint(constraint) }
    if case .invalidValue? = error {} else {
        Issue.record("expected invalidValue, got \(String(describing: error))", sourceLocation: sourceLocation)
    }
    #expect(!solver.hasConstraint(constraint), sourceLocation: sourceLocation)
}

// MARK: - py/tests/test_constraint.py, tests/ConstraintTest.cpp

@Suite("kiwi test_constraint.py")
struct KiwiConstraintTests {
    // kiwi py/tests/test_constraint.py: test_constraint_creation (and test_constraint_repr);
    // tests/ConstraintTest.cpp: ConstraintCreationEQ/LE/GE, ConstraintCreationWithStrength.
    @Test(arguments: allRelations)
    func constraintCreation(relation: Relation) {
        let v = Variable("foo")
        let c = Constraint(v + 1, relation)
        #expect(c.strength == .required)
        #expect(c.relation == relation)
        expectExpression(c.expression, [(v, 1)], constant: 1)
        // kiwi prints `1 * foo + 1 == 0 | strength = 1.001e+09`; ours omits a unit
        // coefficient and names the strength.
        #expect(c.description == "foo + 1 \(relation) 0 | required")

        for strength in [Strength.weak, .medium, .strong, .required] {
            let s = Constraint(v + 1, relation, strength: strength)
            #expect(s.strength == strength)
            #expect(s.relation == relation)
            expectExpression(s.expression, [(v, 1)], constant: 1)
        }
    }

    // kiwi py/tests/test_constraint.py: test_constraint_or_operator;
    // tests/ConstraintTest.cpp: ConstraintOrOperator.
    @Test func constraintOrOperator() {
        let v = Variable("foo")
        let c = Constraint(v + 1, .equal)
        let custom = Strength.create(1, 1, 0)
        #expect(custom.value == 1_001_000)
        for strength in [Strength.weak, .medium, .strong, .required, custom] {
            let copy = c | strength
            #expect(copy !== c)
            #expect(copy.strength == strength)
            #expect(copy.relation == .equal)
            expectExpression(copy.expression, [(v, 1)], constant: 1)
        }
        #expect(c.strength == .required)
    }
}

// MARK: - py/tests/test_expression.py, tests/ExpressionTest.cpp

@Suite("kiwi test_expression.py")
struct KiwiExpressionTests {
    // kiwi py/tests/test_expression.py: test_expression_creation;
    // tests/ExpressionTest.cpp: ExpressionCreation.
    @Test func expressionCreation() {
        let v = Variable("foo"), v2 = Variable("bar"), v3 = Variable("aux")
        let e1 = LinearExpression([v * 1, v2 * 2, v3 * 3])
        let e2 = LinearExpression([v * 1, v2 * 2, v3 * 3], 10)
        expectExpression(e1, [(v, 1), (v2, 2), (v3, 3)], constant: 0)
        expectExpression(e2, [(v, 1), (v2, 2), (v3, 3)], constant: 10)
        // kiwi prints `1 * foo + 2 * bar + 3 * aux + 10`.
        #expect(e2.description == "foo + 2 * bar + 3 * aux + 10")
        #expect(e1.description == "foo + 2 * bar + 3 * aux")
    }

    // kiwi py/tests/test_expression.py: test_expression_rich_compare_operations (the three
    // relations that build constraints); tests/ExpressionTest.cpp:
    // ExpressionRichCompareOperations.
    @Test(arguments: allRelations)
    func expressionRichCompareOperations(relation: Relation) {
        let v1 = Variable("foo"), v2 = Variable("bar")
        let e1 = Term(v1, 10) + 5
        let e2 = v2 - 10
        let c: Constraint
        switch relation {
        case .equal: c = e1 == e2
        case .lessThanOrEqual: c = e1 <= e2
        case .greaterThanOrEqual: c = e1 >= e2
        }
        #expect(c.relation == relation)
        #expect(c.strength == .required)
        expectExpression(c.expression, [(v1, 10), (v2, -1)], constant: 15)
    }

    // kiwi py/tests/test_expression.py: test_expression_div (`e / 0`). kiwisolver raises
    // ZeroDivisionError; in Swift (as in kiwi's C++) the division gives infinities, and
    // the solver refuses the resulting constraint as an invalid value.
    @Test func expressionDivisionByZero() {
        let v = Variable("foo")
        let e = Term(v, 10) + 5
        let div = e / 0
        #expect(div.terms.count == 1 && div.terms[0].variable === v)
        #expect(div.terms[0].coefficient == .infinity)
        #expect(div.constant == .infinity)
        expectRefusedAsInvalid(div == 0)
        expectRefusedAsInvalid((div >= 1) | .weak)
    }
}

// MARK: - py/tests/test_term.py, tests/TermTest.cpp

@Suite("kiwi test_term.py")
struct KiwiTermTests {
    // kiwi py/tests/test_term.py: test_term_creation; tests/TermTest.cpp: TermCreation.
    @Test func termCreation() {
        let v = Variable("foo")
        let t = Term(v)
        #expect(t.variable === v && t.coefficient == 1)
        let t100 = Term(v, 100)
        #expect(t100.variable === v && t100.coefficient == 100)
        #expect(t100.description == "100 * foo")
    }

    // kiwi py/tests/test_term.py: test_term_add; tests/TermTest.cpp: TermAdd.
    @Test func termAdd() {
        let v = Variable("foo"), v2 = Variable("bar")
        let t = Term(v, 10), t2 = Term(v2)
        expectExpression(t + 2, [(v, 10)], constant: 2)
        expectExpression(2.0 + t, [(v, 10)], constant: 2)
        expectExpression(t + v2, [(v, 10), (v2, 1)], constant: 0)
        expectExpression(v2 + t, [(v2, 1), (v, 10)], constant: 0)
        expectExpression(t + t2, [(v, 10), (v2, 1)], constant: 0)
    }

    // kiwi py/tests/test_term.py: test_term_sub; tests/TermTest.cpp: TermSub.
    @Test func termSub() {
        let v = Variable("foo"), v2 = Variable("bar")
        let t = Term(v, 10), t2 = Term(v2)
        expectExpression(t - 2, [(v, 10)], constant: -2)
        expectExpression(2.0 - t, [(v, -10)], constant: 2)
        expectExpression(t - v2, [(v, 10), (v2, -1)], constant: 0)
        expectExpression(v2 - t, [(v2, 1), (v, -10)], constant: 0)
        expectExpression(t - t2, [(v, 10), (v2, -1)], constant: 0)
    }

    // kiwi py/tests/test_term.py: test_term_rich_compare_operations (the three relations
    // that build constraints); tests/TermTest.cpp: TermRichCompareOperations.
    @Test(arguments: allRelations)
    func termRichCompareOperations(relation: Relation) {
        let v = Variable("foo"), v2 = Variable("bar")
        let t1 = Term(v, 10), t2 = Term(v2, 20)
        let c: Constraint
        switch relation {
        case .equal: c = t1 == t2 + 1
        case .lessThanOrEqual: c = t1 <= t2 + 1
        case .greaterThanOrEqual: c = t1 >= t2 + 1
        }
        #expect(c.relation == relation)
        #expect(c.strength == .required)
        expectExpression(c.expression, [(v, 10), (v2, -20)], constant: -1)
    }

    // kiwi py/tests/test_term.py: test_term_div (`t / 0`): an infinite coefficient here,
    // refused by the solver as an invalid value.
    @Test func termDivisionByZero() {
        let v = Variable("foo")
        let div = Term(v, 10) / 0
        #expect(div.variable === v && div.coefficient == .infinity)
        expectRefusedAsInvalid(div == 1)
    }
}

// MARK: - py/tests/test_variable.py, tests/VariableTest.cpp

@Suite("kiwi test_variable.py")
struct KiwiVariableTests {
    // kiwi py/tests/test_variable.py: test_variable_methods; tests/VariableTest.cpp:
    // VariableMethods. kiwi's context is an arbitrary object (None at first); ours is an
    // Int the solver never touches (-1 at first).
    @Test func variableMethods() {
        let v = Variable()
        #expect(v.name == "")
        v.name = "Δ"
        #expect(v.name == "Δ")
        #expect(v.description == "Δ")
        v.name = "foo"
        #expect(v.name == "foo")
        #expect(v.value == 0)
        #expect(v.context == -1)
        v.context = 42
        #expect(v.context == 42)
        #expect(v.description == "foo")
    }

    // The context is the caller's: solving neither reads nor changes it.
    // kiwi py/tests/test_variable.py: test_variable_methods (context round trip).
    @Test func contextSurvivesSolving() throws {
        let v = Variable("foo")
        v.context = 7
        let solver = Solver()
        try solver.addConstraint(v == 3)
        solver.updateVariables()
        #expect(v.value == 3)
        #expect(v.context == 7)
    }

    // kiwi py/tests/test_variable.py: test_variable_addition; tests/VariableTest.cpp:
    // VariableAddition.
    @Test func variableAddition() {
        let v = Variable("foo"), v2 = Variable("bar")
        expectExpression(v + 2, [(v, 1)], constant: 2)
        expectExpression(2.0 + v, [(v, 1)], constant: 2)
        expectExpression(v + v2, [(v, 1), (v2, 1)], constant: 0)
    }

    // kiwi py/tests/test_variable.py: test_variable_rich_compare_operations;
    // tests/VariableTest.cpp: VariableRichCompareOperations (the mirrored `v2 + 1 op v`).
    @Test(arguments: allRelations)
    func variableRichCompareOperations(relation: Relation) {
        let v = Variable("foo"), v2 = Variable("Δ")
        let c: Constraint, mirrored: Constraint
        switch relation {
        case .equal: c = v == v2 + 1; mirrored = v2 + 1 == v
        case .lessThanOrEqual: c = v <= v2 + 1; mirrored = v2 + 1 <= v
        case .greaterThanOrEqual: c = v >= v2 + 1; mirrored = v2 + 1 >= v
        }
        #expect(c.relation == relation && c.strength == .required)
        expectExpression(c.expression, [(v, 1), (v2, -1)], constant: -1)
        #expect(mirrored.relation == relation && mirrored.strength == .required)
        expectExpression(mirrored.expression, [(v2, 1), (v, -1)], constant: 1)
    }

    // kiwi py/tests/test_variable.py: test_variable_division (`v / 0`): an infinite
    // coefficient here, refused by the solver as an invalid value.
    @Test func variableDivisionByZero() {
        let v = Variable("foo")
        let div = v / 0
        #expect(div.variable === v && div.coefficient == .infinity)
        expectRefusedAsInvalid(div <= 3)
    }
}

// MARK: - py/tests/test_solver.py, tests/SolverTest.cpp

@Suite("kiwi test_solver.py")
struct KiwiSolverTests {
    // kiwi py/tests/test_solver.py: test_solving_under_constrained_system (the term's
    // value: kiwi's `Term::value()`, ours `Term.value`).
    @Test func underConstrainedSystemTermValue() throws {
        let s = Solver()
        let v = Variable("foo")
        let c = 2 * v + 1 >= 0
        try s.addEditVariable(v, strength: .weak)
        try s.addConstraint(c)
        try s.suggestValue(v, 10)
        s.updateVariables()
        #expect(c.expression.value == 21)
        let first = try #require(c.expression.terms.first)
        #expect(first.variable === v)
        #expect(first.coefficient == 2)
        #expect(first.value == 20)
        #expect(Term(v, -0.5).value == -5)
        #expect(first.variable.value == 10)
    }

    // kiwi py/tests/test_solver.py: test_dumping_solver; tests/SolverTest.cpp:
    // DumpingSolver. kiwi's dump has Objective, Tableau, Infeasible, Variables, Edit
    // Variables and Constraints sections; ours is `description`, with the same section
    // names (its Variables are the user variables' definitions).
    @Test func dumpingSolver() throws {
        let v1 = Variable("foo"), v2 = Variable("bar")
        let s = Solver()
        try s.addEditVariable(v2, strength: .weak)
        try s.addConstraint(v1 + v2 == 0)
        let cap = v2 <= -1
        try s.addConstraint(cap)
        try s.addConstraint((v2 >= 0) | .weak)
        s.updateVariables()
        #expect(v2.value == -1 && v1.value == 1)

        let bad = v2 >= 1
        let error = solverError { try s.addConstraint(bad) }
        guard case let .unsatisfiableConstraint(c, conflicting)? = error else {
            Issue.record("expected unsatisfiableConstraint, got \(String(describing: error))")
            return
        }
        #expect(c === bad)
        #expect(conflicting.count == 1 && conflicting.first === cap)
        #expect(!s.hasConstraint(bad))

        let state = s.description
        // Worked by hand: the weak edit on bar (errors e1, e2), foo + bar == 0 (dummy d4),
        // bar <= -1 (slack s5), bar >= 0 weak (slack s7, error e8). bar = -1, foo = 1, and the
        // objective e1 + e2 + e8 is 2 + 2 * e1 + 2 * s5 + s7 (printed without its constant).
        #expect(state == """
            Objective: 2 * e1 + 2 * s5 + s7
            Tableau:
              e2 = 1 + e1 + s5
              e8 = 1 + s5 + s7
            Infeasible: (none)
            Variables:
              bar = -1 - s5
              foo = -bar - d4
            Constraints: 4
            Edit Variables: bar
            """)
        let lines = state.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Objective: ") == true, "\(state)")
        for header in ["Objective", "Tableau", "Infeasible", "Variables", "Edit Variables", "Constraints"] {
            #expect(state.contains(header), "\(header): \(state)")
        }
        #expect(lines.contains("Variables:"), "\(state)")
        #expect(lines.contains("Constraints: 4"), "\(state)")
        #expect(lines.contains("Edit Variables: bar"), "\(state)")
        #expect(lines.contains("Infeasible: (none)"), "\(state)")
        // The definitions name the user variables.
        #expect(lines.contains { $0.hasPrefix("  foo = ") }, "\(state)")
        #expect(lines.contains { $0.hasPrefix("  bar = ") }, "\(state)")

        s.updateVariables()
        #expect(v2.value == -1 && v1.value == 1)
    }
}
