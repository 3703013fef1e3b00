import Testing
@testable import Cassowary

/// A required row with no subject of its own may be solved for an installed inequality's
/// slack (then repaired by the dual simplex) instead of going through an artificial variable.
/// Both paths must accept and refuse the same constraints and reach the same optimum.
@Suite("Required rows solved for an existing slack")
struct SlackSubjectTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
    }

    /// Sizes set after the edges, as Masonry users write them: `left >= 0`, `right <= W`,
    /// a medium pull towards an earlier view, then `width == 10`.
    @Test func sizeAfterEdges() throws {
        func build(slack: Bool) throws -> (error: Double, lefts: [Variable], widths: [Variable]) {
            let solver = Solver()
            solver.usesSlackSubjects = slack
            let width = Variable("W")
            try solver.addConstraint(width == 60)
            var lefts: [Variable] = [], widths: [Variable] = []
            var pulls: [Constraint] = []
            var random = Generator(state: 5)
            for i in 0..<40 {
                let x = Variable("x\(i)"), w = Variable("w\(i)")
                try solver.addConstraint(x >= 0)
                try solver.addConstraint(x + w <= width)
                if i > 0 {
                    let anchor = lefts[random.next(i)]
                    let pull = (x == anchor + Double(random.next(41) - 20)) | .medium
                    try solver.addConstraint(pull)
                    pulls.append(pull)
                }
                try solver.addConstraint(w == Double(10 + random.next(30)))
                lefts.append(x)
                widths.append(w)
            }
            solver.updateVariables()
            return (weightedError(pulls), lefts, widths)
        }
        let fast = try build(slack: true)
        let fastWidths = fast.widths.map(\.value)
        let fastInside = zip(fast.lefts, fast.widths).allSatisfy { $0.value >= -1e-9 && $0.value + $1.value <= 60 + 1e-9 }
        let plain = try build(slack: false)
        let plainWidths = plain.widths.map(\.value)
        // Every size holds exactly, every view stays inside, and the pulls cost the same.
        #expect(fastWidths == plainWidths)
        #expect(fastInside)
        #expect(relativelyClose(fast.error, plain.error), "\(fast.error) vs \(plain.error)")
        #expect(fast.error > 0)
    }

    @Test(arguments: 1...40)
    func randomSystemsAgree(seed: Int) throws {
        var random = Generator(state: UInt64(seed))
        let variables = (0..<6).map { Variable("v\($0)") }
        var specs: [(terms: [(Int, Double)], constant: Double, relation: Relation, strength: Strength)] = []
        for _ in 0..<14 {
            var terms: [(Int, Double)] = []
            for _ in 0..<(1 + random.next(3)) { terms.append((random.next(6), Double(random.next(7) - 3))) }
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual][random.next(4)]
            let strength: Strength = [.required, .required, .required, .strong, .medium, .weak][random.next(6)]
            specs.append((terms, Double(random.next(201) - 100), relation, strength))
        }
        func run(slack: Bool) throws -> (accepted: [Bool], error: Double, required: Bool) {
            let solver = Solver()
            solver.usesSlackSubjects = slack
            var accepted: [Bool] = []
            var installed: [Constraint] = []
            for spec in specs {
                let expression = LinearExpression(spec.terms.map { Term(variables[$0.0], $0.1) }, spec.constant)
                let constraint = Constraint(expression, spec.relation, strength: spec.strength)
                do {
                    try solver.addConstraint(constraint)
                    accepted.append(true)
                    installed.append(constraint)
                } catch SolverError.unsatisfiableConstraint {
                    accepted.append(false)
                }
            }
            solver.updateVariables()
            let required = installed.filter(\.strength.isRequired).allSatisfy { c in
                let v = c.expression.value
                switch c.relation {
                case .equal: return abs(v) < 1e-6
                case .lessThanOrEqual: return v < 1e-6
                case .greaterThanOrEqual: return v > -1e-6
                }
            }
            return (accepted, weightedError(installed), required)
        }
        let fast = try run(slack: true)
        let plain = try run(slack: false)
        #expect(fast.accepted == plain.accepted, "seed \(seed)")
        #expect(fast.required && plain.required, "seed \(seed)")
        #expect(relativelyClose(fast.error, plain.error), "seed \(seed): \(fast.error) vs \(plain.error)")
    }
}
