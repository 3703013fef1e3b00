import Foundation
import Testing
@testable import Cassowary

/// An adversarial review of folded error pairs (`Solver+Pairs.swift`): the tableau is checked
/// as a certificate of optimality after every step (no row holds a folded minus, the
/// objective is what the installed errors and their rows make it, every installed
/// constraint's row agrees with the values, every restricted symbol is non-negative and every
/// parametric one has a non-negative reduced cost), and the optimum is compared with a fresh
/// solver's, through the paths that read or rewrite a pair: phase one, the slack subject,
/// refusals taken back, removals, suggestions, constant changes, the long-step dual simplex,
/// constraints shared by two solvers and reset.
@Suite struct FoldedPairReviewTests {
    // MARK: The certificate

    /// The value of a solver symbol: its simplex row's constant when basic, else 0.
    static func value(_ solver: Solver, _ symbol: Int32) -> Double {
        let r = solver.rowOf[Int(symbol)]
        guard r >= 0, let row = solver.rows[Int(r)] else { return 0 }
        return row.constant
    }

    /// Checks the tableau after `step`; returns the number of issues recorded.
    @discardableResult
    static func certify(_ solver: Solver, _ installed: [Constraint], _ step: String) -> Int {
        var issues = 0
        func fail(_ text: String) {
            issues += 1
            Issue.record("after \(step): \(text)")
        }
        // No row, in the tableau or the phase-one objective, holds a folded minus.
        var allRows = solver.rows.compactMap { $0 }
        if let artificial = solver.artificial { allRows.append(artificial) }
        for row in allRows {
            for symbol in row.symbols where solver.isFoldedMinus(symbol) {
                fail("row of \(row.basic) holds the folded minus \(symbol)")
            }
        }
        // Columns list exactly the rows that mention each symbol.
        var mentions = Array(repeating: Set<Int32>(), count: solver.symbolCount)
        for (index, row) in solver.rows.enumerated() {
            guard let row else { continue }
            for symbol in row.symbols { mentions[Int(symbol)].insert(Int32(index)) }
        }
        for s in 0..<solver.symbolCount where Set(solver.columns.rows(of: Int32(s))) != mentions[s] {
            fail("the column of \(s) lists \(Set(solver.columns.rows(of: Int32(s)))), rows \(mentions[s])")
        }
        // Simplex rows are in parametric form.
        for row in solver.rows.compactMap({ $0 }) where solver.kinds[Int(row.basic)] != .external {
            for symbol in row.symbols where solver.rowOf[Int(symbol)] >= 0 {
                fail("the simplex row of \(row.basic) mentions the basic \(symbol)")
            }
        }
        // The objective: each installed error's strength times its row (basic) or itself.
        var expected = Array(repeating: 0.0, count: solver.symbolCount)
        var scale = 1.0
        for s in 0..<solver.symbolCount where solver.kinds[s] == .error {
            guard let owner = solver.ownerOf[s], solver.tag(of: owner) != nil else { continue }
            let strength = owner.strength.value
            let r = solver.rowOf[s]
            if r >= 0, let row = solver.rows[Int(r)] {
                for (k, symbol) in row.symbols.enumerated() {
                    let c = row.coefficients[k] * strength
                    expected[Int(symbol)] += c
                    if solver.isFoldedPlus(symbol) { expected[Int(symbol) + 1] -= c }
                    scale = Swift.max(scale, Swift.abs(c))
                }
            } else {
                expected[s] += strength
                scale = Swift.max(scale, strength)
            }
        }
        for s in 0..<solver.symbolCount where Swift.abs(expected[s] - solver.objective[s]) > 1e-7 * scale {
            fail("objective[\(s)] is \(solver.objective[s]), the rows make it \(expected[s])")
        }
        // Dual feasibility: no parametric symbol that may enter has a negative reduced cost
        // (folded minuses included, read from the objective, which holds them in full).
        for s in 0..<solver.symbolCount {
            let kind = solver.kinds[s]
            guard kind == .slack || kind == .error, solver.rowOf[s] < 0 else { continue }
            if expected[s] < -1e-7 * scale { fail("symbol \(s) has the reduced cost \(expected[s])") }
        }
        // Primal: every restricted basic symbol is non-negative, and every installed
        // constraint's row agrees with the values.
        for row in solver.rows.compactMap({ $0 }) where solver.kinds[Int(row.basic)] != .external {
            if row.constant < -1e-7 { fail("the basic \(row.basic) is \(row.constant)") }
        }
        solver.writeAllVariables()
        for c in installed {
            guard let tag = solver.tag(of: c) else { fail("\(c) is not installed"); continue }
            let lhs = c.expression.value - c.expression.constant + tag.constant
            var size = Swift.abs(tag.constant)
            for t in c.expression.terms { size += Swift.abs(t.coefficient * t.variable.value) }
            let eps = 1e-7 * Swift.max(1, size)
            let residual: Double
            switch c.relation {
            case .equal:
                if c.strength.isRequired {
                    residual = lhs
                } else {
                    // expression == plus - minus
                    residual = lhs - (value(solver, tag.marker) - value(solver, tag.other))
                }
            case .lessThanOrEqual, .greaterThanOrEqual:
                var sum = lhs + tag.markerCoefficient * value(solver, tag.marker)
                if tag.other >= 0 { sum -= tag.markerCoefficient * value(solver, tag.other) }
                residual = sum
            }
            if Swift.abs(residual) > eps { fail("\(c) is off by \(residual)") }
        }
        return issues
    }

    /// What the solver minimises, from the variables' values: the installed constraints'
    /// weighted violations and the edits' distances from their suggestions.
    static func cost(_ installed: [Constraint], _ edits: [Edit]) -> (cost: Double, scale: Double) {
        let e = edits.map { (variable: $0.variable, value: $0.value, strength: $0.strength) }
        return (weightedError(installed, edits: e), weightedErrorScale(installed, edits: e))
    }

    struct Edit {
        let variable: Variable
        let strength: Strength
        var value: Double
        var constraint: Constraint { (variable == value) | strength }
    }

    /// The optimum a fresh solver of the same constraints finds, at its own values (which it
    /// writes into the shared variables; the caller writes its solver's back).
    static func freshCost(_ installed: [Constraint], _ edits: [Edit]) throws -> Double {
        let fresh = Solver()
        for c in installed { try fresh.addConstraint(c) }
        for e in edits { try fresh.addConstraint(e.constraint) }
        fresh.writeAllVariables()
        return cost(installed, edits).cost
    }

    // MARK: Random operations

    /// Random additions (optional equalities of two to five terms with coefficients other
    /// than one, bounds, required equalities that may conflict), removals, edits and
    /// suggestions, constant changes that may be refused, and resets. After each step the
    /// tableau is certified and its cost compared with a fresh solver's; a refused change
    /// leaves the values as they were.
    static func run(seed: UInt64, steps: Int, longRowThreshold: Int, slackSubjects: Bool) throws {
        var random = SplitMix64(seed: seed)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        let solver = Solver()
        solver.longRowThreshold = longRowThreshold
        solver.usesSlackSubjects = slackSubjects
        let xs = (0..<10).map { Variable("x\($0)") }
        var installed: [Constraint] = []
        var edits: [Edit] = []
        let strengths: [Strength] = [.weak, .medium, .strong, Strength(500), Strength(3)]
        let coefficients: [Double] = [1, 2, 0.5, -1, 3, 1, 1]
        func optionalEquality() -> Constraint {
            let n = 2 + pick(4)
            var expression = LinearExpression(Double(pick(81) - 40))
            for _ in 0..<n {
                expression = expression + LinearExpression(xs[pick(10)]) * coefficients[pick(coefficients.count)]
            }
            return Constraint(expression, .equal, strength: strengths[pick(strengths.count)])
        }
        for step in 0..<steps {
            let label = "seed \(seed) step \(step)"
            let before = xs.map(\.value)
            var refused = false
            switch pick(12) {
            case 0, 1, 2:
                let c = optionalEquality()
                try solver.addConstraint(c)
                installed.append(c)
            case 3:
                let x = xs[pick(10)]
                let c = pick(2) == 0 ? x >= Double(pick(60) - 30) : x <= Double(pick(60))
                let strong = pick(3) == 0
                let constraint = strong ? c | .strong : c
                do { try solver.addConstraint(constraint); installed.append(constraint) } catch { refused = true }
            case 4:
                // A required equality: may conflict with the bounds or another equality.
                let a = xs[pick(10)], b = xs[pick(10)]
                if a === b { continue }
                let c = a == b * coefficients[pick(coefficients.count)] + Double(pick(41) - 20)
                do { try solver.addConstraint(c); installed.append(c) } catch { refused = true }
            case 5, 6:
                if !installed.isEmpty {
                    let c = installed.remove(at: pick(installed.count))
                    try solver.removeConstraint(c)
                }
            case 7:
                let x = xs[pick(10)]
                if let k = edits.firstIndex(where: { $0.variable === x }) {
                    if pick(4) == 0 {
                        try solver.removeEditVariable(x)
                        edits.remove(at: k)
                    } else {
                        let v = Double(pick(200) - 80)
                        try solver.suggestValue(x, v)
                        edits[k].value = v
                    }
                } else {
                    let strength: Strength = pick(2) == 0 ? .strong : Strength(2000)
                    try solver.addEditVariable(x, strength: strength)
                    edits.append(Edit(variable: x, strength: strength, value: 0))
                }
            case 8, 9:
                if let k = edits.indices.randomElement(using: &random) {
                    let v = Double(pick(200) - 80)
                    try solver.suggestValue(edits[k].variable, v)
                    edits[k].value = v
                }
            case 10:
                if !installed.isEmpty {
                    let c = installed[pick(installed.count)]
                    do { try solver.updateConstant(of: c, to: Double(pick(81) - 40)) } catch { refused = true }
                }
            default:
                if pick(8) == 0 {
                    // Reset and add everything again (refused ones were never kept).
                    solver.reset()
                    var kept: [Constraint] = []
                    for c in installed {
                        do { try solver.addConstraint(c); kept.append(c) } catch {}
                    }
                    installed = kept
                    for e in edits {
                        try solver.addEditVariable(e.variable, strength: e.strength)
                        try solver.suggestValue(e.variable, e.value)
                    }
                }
            }
            // The incremental update (which follows the columns from the changed symbols to
            // the definitions) writes what the full evaluation writes.
            solver.updateVariables()
            let incremental = xs.map(\.value)
            if certify(solver, installed, label) > 0 { return }
            for (k, x) in xs.enumerated() where Swift.abs(x.value - incremental[k]) > 1e-9 * Swift.max(1, Swift.abs(x.value)) {
                Issue.record("\(label): the incremental update wrote \(incremental[k]) for \(x.name), the full one \(x.value)")
                return
            }
            if refused {
                // The solver holds what it held before, at the same solution.
                for (k, x) in xs.enumerated() where Swift.abs(x.value - before[k]) > 1e-6 * Swift.max(1, Swift.abs(before[k])) {
                    Issue.record("\(label): a refused change moved \(x.name) from \(before[k]) to \(x.value)")
                    return
                }
            }
            let ours = cost(installed, edits)
            let ourValues = xs.map(\.value)
            let theirs = try freshCost(installed, edits)
            let theirValues = xs.map(\.value)
            solver.writeAllVariables()
            if Swift.abs(ours.cost - theirs) > 1e-9 * ours.scale + 1e-6 {
                Issue.record("\(label): cost \(ours.cost), a fresh solver's \(theirs) (scale \(ours.scale)); values \(ourValues), fresh \(theirValues); constraints \(installed.map { "\($0) [\($0.strength)]" }); edits \(edits.map { "\($0.variable.name) = \($0.value) [\($0.strength)]" })")
                return
            }
        }
    }

    /// FOLDED_REVIEW_SEEDS="a-b" runs more seeds through the three configurations. Seeds 1043
    /// and 1095 (of 1000-1150) fail the cost comparison by about 1e-9 of the scale: values
    /// drift by up to 4e-7 (required rows broken by that much), in the incremental solver
    /// (1043) or the fresh one (1095), bit for bit the same before pairs were folded (f19fa86).
    /// Seeds 3000-3299 (at b802912): 3008, 3031, 3073, 3146, 3153, 3187, 3265 and 3280 fail
    /// the cost comparison the same way (1.1e-9 to 7.2e-9 of the scale), 3228 the certificate
    /// (`x4 >= 0` off by 3.7e-7). In 3073 and 3280 the fresh solver is the one that drifted
    /// (5.9e-7 and 1.2e-6 from kiwisolver given the same constraints in the same order; on
    /// 3280 kiwisolver is within 1e-13 of 179/24 for x2), and 400 shuffled orders of 3280's
    /// system drift at most 9e-9 (kiwisolver: 1.5e-9): an unlucky pivot path, not a bad step.
    @Test func moreSeedsFromTheEnvironment() throws {
        guard let spec = ProcessInfo.processInfo.environment["FOLDED_REVIEW_SEEDS"] else { return }
        let bounds = spec.split(separator: "-").compactMap { UInt64($0) }
        guard let first = bounds.first else { return }
        for seed in first...(bounds.last ?? first) {
            try Self.run(seed: seed, steps: 300, longRowThreshold: Solver.flipThreshold, slackSubjects: true)
            try Self.run(seed: seed, steps: 300, longRowThreshold: 2, slackSubjects: true)
            try Self.run(seed: seed, steps: 300, longRowThreshold: Solver.flipThreshold, slackSubjects: false)
        }
    }

    @Test(arguments: 1...6 as ClosedRange<UInt64>)
    func randomOperations(seed: UInt64) throws {
        try Self.run(seed: seed, steps: 200, longRowThreshold: Solver.flipThreshold, slackSubjects: true)
    }

    /// Every dual step on the long-step path (bound flipping, cached candidates, the primal
    /// bound of a folded minus).
    @Test(arguments: 101...106 as ClosedRange<UInt64>)
    func randomOperationsOnTheLongStepPath(seed: UInt64) throws {
        try Self.run(seed: seed, steps: 200, longRowThreshold: 2, slackSubjects: true)
    }

    /// Required rows without a subject go through phase one (the artificial objective reads
    /// folded pairs) rather than a free slack.
    @Test(arguments: 201...206 as ClosedRange<UInt64>)
    func randomOperationsThroughPhaseOne(seed: UInt64) throws {
        try Self.run(seed: seed, steps: 200, longRowThreshold: Solver.flipThreshold, slackSubjects: false)
    }
}

extension FoldedPairReviewTests {
    // MARK: A long row of folded pairs

    /// Twenty pulls `xᵢ == 3i` (strength 100 + i: x₀ the weakest), each bounded to ±5, and a
    /// required `Σ xᵢ == W` with W an edit variable. The required row, added last, has no
    /// subject of its own: it goes in through phase one (or a free slack) with twenty-one
    /// folded pairs, and every suggestion is a dual step on a row that stands for 42 error
    /// terms or more. A suggestion's excess goes to the weakest pulls first, each up to 5.
    static func longRowScreen(longRowThreshold: Int, slackSubjects: Bool) throws -> (Solver, [Variable], Variable, [Constraint]) {
        let solver = Solver()
        solver.longRowThreshold = longRowThreshold
        solver.usesSlackSubjects = slackSubjects
        let xs = (0..<20).map { Variable("x\($0)") }
        let w = Variable("W")
        var installed: [Constraint] = []
        for (i, x) in xs.enumerated() {
            let c = Double(3 * i)
            installed.append((x == c) | Strength(Double(100 + i)))
            installed.append(x >= c - 5)
            installed.append(x <= c + 5)
        }
        for c in installed { try solver.addConstraint(c) }
        try solver.addEditVariable(w, strength: .strong)
        try solver.suggestValue(w, 570)
        var sum = LinearExpression(0)
        for x in xs { sum = sum + LinearExpression(x) }
        let total = sum == LinearExpression(w)
        try solver.addConstraint(total)
        installed.append(total)
        return (solver, xs, w, installed)
    }

    /// The values `longRowScreen` must reach for a suggestion `570 + excess`.
    static func expectedScreen(excess: Double) -> (xs: [Double], w: Double) {
        var remaining = Swift.min(Swift.max(excess, -100), 100)
        var values: [Double] = []
        for i in 0..<20 {
            let take = Swift.min(Swift.max(remaining, -5), 5)
            values.append(Double(3 * i) + take)
            remaining -= take
        }
        return (values, 570 + Swift.min(Swift.max(excess, -100), 100))
    }

    @Test(arguments: [(Solver.flipThreshold, true), (Solver.flipThreshold, false), (2, true), (1_000_000, true)])
    func suggestionsThroughALongRowOfFoldedPairs(threshold: Int, slackSubjects: Bool) throws {
        let (solver, xs, w, screen) = try Self.longRowScreen(longRowThreshold: threshold, slackSubjects: slackSubjects)
        var installed = screen
        // Σ 3i over 0..<20 is 570: the suggestion holds and every pull too.
        solver.updateVariables()
        #expect(w.value == 570)
        for (i, x) in xs.enumerated() { #expect(abs(x.value - Double(3 * i)) < 1e-9, "x\(i) = \(x.value)") }
        Self.certify(solver, installed, "adding the sum")
        for excess in [23.0, -37, 130, 0, 99, -100, -250, 7.5, 41] {
            try solver.suggestValue(w, 570 + excess)
            solver.updateVariables()
            let expected = Self.expectedScreen(excess: excess)
            #expect(abs(w.value - expected.w) < 1e-9, "excess \(excess): W = \(w.value), expected \(expected.w)")
            for (i, x) in xs.enumerated() {
                #expect(abs(x.value - expected.xs[i]) < 1e-9, "excess \(excess): x\(i) = \(x.value), expected \(expected.xs[i])")
            }
            Self.certify(solver, installed, "suggesting an excess of \(excess)")
        }
        // Removing the sum leaves every pull exact, the edit free.
        try solver.removeConstraint(installed.removeLast())
        solver.updateVariables()
        for (i, x) in xs.enumerated() { #expect(abs(x.value - Double(3 * i)) < 1e-9, "x\(i) = \(x.value)") }
        #expect(w.value == 611)
        Self.certify(solver, installed, "removing the sum")
    }

    // MARK: Refusals

    /// A required constraint refused while folded pairs fill the rows it went through: the
    /// explanation names exactly the required constraint it conflicts with, the values are
    /// those from before, and the tableau is still a certificate of the optimum.
    @Test(arguments: [true, false])
    func aRefusalThroughFoldedPairsIsTakenBack(slackSubjects: Bool) throws {
        let solver = Solver()
        solver.usesSlackSubjects = slackSubjects
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let floor = x >= 20, yFloor = y >= 0
        var installed: [Constraint] = [
            (x == 10) | .medium, (y == x + 5) | .weak, (z == y * 2 - x) | .strong, floor, y <= 40, yFloor,
        ]
        for c in installed { try solver.addConstraint(c) }
        solver.updateVariables()
        #expect(x.value == 20)
        #expect(y.value == 25)
        #expect(z.value == 30)
        Self.certify(solver, installed, "building")
        // x + y <= 30 holds at y = 10, where the weak y == x + 5 breaks by 15.
        let tight = x + y <= 30
        try solver.addConstraint(tight)
        installed.append(tight)
        solver.updateVariables()
        #expect(x.value == 20)
        #expect(y.value == 10)
        #expect(z.value == 0)
        Self.certify(solver, installed, "adding x + y <= 30")
        // x <= 15 conflicts with x >= 20 alone.
        let ceiling = x <= 15
        let error = solverError { try solver.addConstraint(ceiling) }
        let refusal = unsatisfiable(error)
        #expect(refusal?.constraint === ceiling)
        #expect(refusal.map { sameConstraints($0.conflicting, [floor]) } == true, "\(String(describing: refusal?.conflicting))")
        #expect(!solver.hasConstraint(ceiling))
        solver.updateVariables()
        #expect(x.value == 20)
        #expect(y.value == 10)
        #expect(z.value == 0)
        Self.certify(solver, installed, "refusing x <= 15")
        // x + y <= -5 conflicts with x >= 20 and y >= 0 together: refused, and taken back.
        let error2 = solverError { try solver.updateConstant(of: tight, to: 5) }
        #expect(unsatisfiable(error2)?.constraint === tight)
        #expect(unsatisfiable(error2).map { sameConstraints($0.conflicting, [floor, yFloor]) } == true,
                "\(String(describing: unsatisfiable(error2)?.conflicting))")
        #expect(tight.expression.constant == -30)
        solver.updateVariables()
        #expect(x.value == 20)
        #expect(y.value == 10)
        Self.certify(solver, installed, "refusing x + y <= -5")
    }

    // MARK: Shared constraints

    /// Two solvers share the constraints (each keeps its own pairs' states and tags); one
    /// changes a shared constraint's constant and removes another. Both stay certificates of
    /// their own optimum.
    @Test func constraintsSharedByTwoSolversKeepTheirOwnPairs() throws {
        let a = Solver(), b = Solver()
        let xs = (0..<6).map { Variable("x\($0)") }
        var shared: [Constraint] = []
        for i in 1..<6 {
            shared.append((xs[i] == xs[i - 1] + 10) | .medium)
            shared.append((xs[i] == 7 * Double(i)) | .weak)
        }
        shared.append(xs[0] >= 0)
        shared.append(xs[5] <= 40)
        for c in shared { try a.addConstraint(c) }
        for c in shared.reversed() { try b.addConstraint(c) }
        // The mediums want x5 = x0 + 50 > 40: one of them breaks by 10, the cheapest way.
        for (solver, name) in [(a, "a"), (b, "b")] {
            Self.certify(solver, shared, "building \(name)")
            solver.writeAllVariables()
            let c = Self.cost(shared, [])
            #expect(abs(c.cost - (try Self.freshCost(shared, []))) < 1e-6, "\(name)")
        }
        // a moves one medium pull's constant (b keeps its own): each solver's rows follow
        // its own constant.
        try a.updateConstant(of: shared[0], to: -20)
        #expect(a.tag(of: shared[0])?.constant == -20)
        #expect(b.tag(of: shared[0])?.constant == -10)
        Self.certify(a, shared, "a's constant change")
        Self.certify(b, shared, "b after a's constant change")
        try a.removeConstraint(shared[2])
        var left = shared
        left.remove(at: 2)
        Self.certify(a, left, "a's removal")
        Self.certify(b, shared, "b after a's removal")
        a.writeAllVariables()
        let ours = Self.cost(left, []).cost
        #expect(abs(ours - (try Self.freshCost(left, []))) < 1e-6)
        a.reset()
        Self.certify(b, shared, "b after a's reset")
        for c in left { try a.addConstraint(c) }
        Self.certify(a, left, "a after its reset")
    }
}
