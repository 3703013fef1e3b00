import Testing
@testable import Cassowary

/// Strengths above level 0: a higher level outweighs any amount of a lower one.
@Suite("Strength levels")
struct StrengthLevelTests {
    @Test func levelsOrderStrengthsAndAreClipped() {
        #expect(Strength(1, level: 2) > Strength(1e6, level: 1))
        #expect(Strength(2, level: 1) > Strength(1, level: 1))
        #expect(Strength(1, level: 1) > Strength.strong)
        #expect(Strength.required > Strength(1e6, level: 999_000_000))
        #expect(Strength(1, level: -4).level == 0)
        #expect(Strength(1, level: -4) == Strength(1))
        // A required strength has no level: it is above all of them.
        #expect(Strength(2e12, level: 7).level == 0)
        #expect(Strength(2e12, level: 7) == .required)
        var strength = Strength(3, level: 5)
        strength.level = -1
        #expect(strength.level == 0)
        strength.level = 9
        strength.value = 5e12
        #expect(strength == .required)
        #expect(Strength(1.5, level: 750).description == "1.5 at level 750")
        #expect(Strength(1, level: 0).description == "weak")
    }

    @Test func aLevelHoldsAWindowOfSymbols() {
        let level = LevelObjective(level: 3)
        level[40] = 0  // a zero outside the window does not grow it
        #expect(level.window.isEmpty)
        level[40] = 2
        #expect(level.offset == 40 && level.window == [2])
        level[43] = -1
        #expect(level.offset == 40 && level.window.count == 4)
        level[10] = 5
        #expect(level.offset == 10 && level.window.count == 34)
        #expect(level[10] == 5 && level[40] == 2 && level[43] == -1 && level[11] == 0 && level[1000] == 0 && level[0] == 0)
        let dense = level.takeDense(count: 50)
        #expect(dense.count == 50)
        #expect(dense[10] == 5 && dense[40] == 2 && dense[43] == -1)
        #expect(dense.enumerated().allSatisfy { [10, 40, 43].contains($0.offset) || $0.element == 0 })
        #expect(level.window.isEmpty)
    }

    @Test func oneConstraintOfAHigherLevelBeatsManyOfALowerOne() throws {
        // Weights: two constraints of value 1 outweigh one of 1.02, as two at priority 749
        // outweighed one at 750 under the old mapping.
        let x = Variable("x")
        let weighted = Solver()
        try weighted.addConstraint((x == 10) | Strength(1.02))
        try weighted.addConstraint((x == 20) | Strength(1))
        try weighted.addConstraint((x == 20) | Strength(1))
        weighted.updateVariables()
        #expect(x.value == 20)

        let y = Variable("y")
        let leveled = Solver()
        try leveled.addConstraint((y == 10) | Strength(1, level: 750))
        for _ in 0..<1000 { try leveled.addConstraint((y == 20) | Strength(1e6, level: 749)) }
        leveled.updateVariables()
        #expect(y.value == 10)
    }

    @Test func valuesWeighWithinALevel() throws {
        for (first, second, expected) in [(3.0, 1.0, 10.0), (1, 3, 20)] {
            let x = Variable("x")
            let solver = Solver()
            try solver.addConstraint((x == 10) | Strength(first, level: 4))
            try solver.addConstraint((x == 20) | Strength(second, level: 4))
            solver.updateVariables()
            #expect(x.value == expected)
        }
    }

    @Test func levelZeroIsBelowEveryOtherLevel() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10) | .strong)
        try solver.addConstraint((x == 30) | Strength(1, level: 1))
        solver.updateVariables()
        #expect(x.value == 30)
    }

    @Test func requiredConstraintsBoundEveryLevel() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint(x <= 40)
        try solver.addConstraint((x >= 50) | Strength(1, level: 999))
        try solver.addConstraint((x == 0) | Strength(1, level: 998))
        solver.updateVariables()
        #expect(x.value == 40)
    }

    @Test func removingTheHigherLevelHandsOverToTheLowerOne() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let high = (x == 10) | Strength(1, level: 3)
        try solver.addConstraint(high)
        try solver.addConstraint((x == 20) | Strength(1, level: 2))
        try solver.addConstraint((x == 20) | Strength(1, level: 2))
        let follow = (y == x + 5) | Strength(1, level: 1)
        try solver.addConstraint(follow)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 15)
        // The lowest level in use is in `objective`, the others above it.
        #expect(solver.baseLevel == 1)
        #expect(solver.upperObjectives.map(\.level) == [3, 2])
        try solver.removeConstraint(high)
        solver.updateVariables()
        #expect(x.value == 20)
        #expect(y.value == 25)
        // The level went with its last error.
        #expect(solver.upperObjectives.map(\.level) == [2])
        #expect(!solver.description.contains("level 3"))
        #expect(solver.description.contains("Objective at level 2"))
        #expect(solver.description.contains("Objective at level 1"))
        // The lowest level's last error goes: the next one up takes its place.
        try solver.removeConstraint(follow)
        #expect(solver.baseLevel == 2)
        #expect(solver.upperObjectives.isEmpty)
        solver.updateVariables()
        #expect(x.value == 20)
        // A level below the lowest moves the lowest up; one in an empty solver takes its place.
        try solver.addConstraint((x == 0) | Strength(1, level: 1))
        #expect(solver.baseLevel == 1)
        #expect(solver.upperObjectives.map(\.level) == [2])
        solver.updateVariables()
        #expect(x.value == 20)
        let empty = Solver()
        try empty.addConstraint((x == 3) | Strength(2, level: 40))
        #expect(empty.baseLevel == 40)
        #expect(empty.upperObjectives.isEmpty)
    }

    @Test func inequalitiesAcrossLevels() throws {
        // Three at level 2 push x below 40; one at level 3 holds it at least 50.
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<3 { try solver.addConstraint((x <= 40) | Strength(5, level: 2)) }
        let floor = (x >= 50) | Strength(1, level: 3)
        try solver.addConstraint(floor)
        solver.updateVariables()
        #expect(x.value == 50)
        try solver.removeConstraint(floor)
        solver.updateVariables()
        #expect(x.value == 40)
    }

    @Test func editVariablesAtALevel() throws {
        let x = Variable("x"), width = Variable("width")
        let solver = Solver()
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x + 100 <= width)
        // A cap at a higher level than the edit wins over the suggestion; lower ones lose.
        try solver.addConstraint((x <= 300) | Strength(1, level: 6))
        for _ in 0..<5 { try solver.addConstraint((x == 0) | Strength(1e6, level: 4)) }
        try solver.addEditVariable(width, strength: Strength(1, level: 5))
        try solver.suggestValue(width, 250)
        solver.updateVariables()
        #expect(width.value == 250)
        #expect(x.value == 0)
        // The suggestion wins over five level-4 constraints.
        try solver.addConstraint((x == width - 100) | Strength(1, level: 5))
        try solver.suggestValue(width, 500)
        solver.updateVariables()
        #expect(width.value == 500)
        #expect(x.value == 300)
        try solver.suggestValue(width, 120)
        solver.updateVariables()
        #expect(width.value == 120)
        #expect(x.value == 20)
        try solver.removeEditVariable(width)
        solver.updateVariables()
        // Without the suggestion, the level-5 equality and the level-4 pulls to 0 remain.
        #expect(x.value == 0)
        #expect(width.value == 100)
    }

    /// A probe below every level, added and removed many times (as `autolayoutTrace()` does
    /// once per variable): the lowest level's row is reused, cleared where it was written.
    @Test func probesBelowEveryLevelReuseOneRow() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let pin = (x == 10) | Strength(1, level: 5)
        try solver.addConstraint(pin)
        try solver.addConstraint((y == x + 1) | Strength(1, level: 5))
        try solver.addConstraint((y <= 30) | Strength(1, level: 6))
        for round in 0..<50 {
            let probed = round % 2 == 0 ? x : y
            try solver.addEditVariable(probed, strength: Strength(1e-3))
            #expect(solver.baseLevel == 0)
            #expect(solver.upperObjectives.map(\.level) == [6, 5])
            try solver.suggestValue(probed, 500)
            solver.updateVariables()
            #expect(x.value == 10)
            #expect(y.value == 11)
            // What rounding could leave in the probe's row is cleared with it.
            if round == 0 { solver.addToObjective(solver.symbol(for: y), 0.25) }
            try solver.removeEditVariable(probed)
            #expect(solver.baseLevel == 5)
            #expect(solver.upperObjectives.map(\.level) == [6])
            #expect(solver.spareObjective.count == solver.objective.count)
            #expect(solver.spareObjective.allSatisfy { $0 == 0 })
        }
        // Without the pin, x is free for the probe and y follows it, until y's cap (a higher
        // level than y == x + 1) holds x at 29.
        try solver.removeConstraint(pin)
        try solver.addEditVariable(x, strength: Strength(1e-3))
        try solver.suggestValue(x, 25)
        solver.updateVariables()
        #expect(x.value == 25)
        #expect(y.value == 26)
        try solver.suggestValue(x, 40)
        solver.updateVariables()
        #expect(x.value == 29)
        #expect(y.value == 30)
    }

    /// Random small systems, each solved with levels 1 and 2 and again at level 0 with
    /// kiwi's strong and medium weights (strict for so few constraints): the errors of each
    /// level at the optimum must be the same (the optimum's values may differ where it is
    /// not unique). Suggestions and removals included.
    @Test func randomSystemsMatchSeparatedWeights() throws {
        var generator = SplitMix64(seed: 0x5EED_1E7E1)
        for _ in 0..<300 {
            let vars = (0..<3).map { Variable("v\($0)") }
            let refs = (0..<3).map { Variable("r\($0)") }
            let leveled = Solver(), weighted = Solver()
            // Levels 0, 1 and 2, or 7, 8 and 9: the lowest level in use need not be 0.
            let offset = Bool.random(using: &generator) ? 0 : 7
            var specs: [(terms: [(Int, Double)], constant: Double, relation: Relation, level: Int, value: Double)] = []
            var pairs: [(Constraint, Constraint)] = []
            for solverVars in [vars, refs] {
                let solver = solverVars[0] === vars[0] ? leveled : weighted
                for v in solverVars {
                    try solver.addConstraint(v >= 0)
                    try solver.addConstraint(v <= 100)
                }
            }
            for _ in 0..<Int.random(in: 3...9, using: &generator) {
                var terms: [(Int, Double)] = [(Int.random(in: 0..<3, using: &generator), Double(Int.random(in: 1...2, using: &generator)))]
                if Bool.random(using: &generator) {
                    terms.append((Int.random(in: 0..<3, using: &generator), Double([-2, -1, 1, 2].randomElement(using: &generator)!)))
                }
                let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &generator)!
                specs.append((terms, -Double(Int.random(in: 0...120, using: &generator)), relation,
                              Int.random(in: 0...2, using: &generator), Double(Int.random(in: 1...2, using: &generator))))
            }
            func make(_ spec: (terms: [(Int, Double)], constant: Double, relation: Relation, level: Int, value: Double),
                      _ vs: [Variable], _ strength: Strength) -> Constraint {
                Constraint(LinearExpression(spec.terms.map { Term(vs[$0.0], $0.1) }, spec.constant), spec.relation, strength: strength)
            }
            for spec in specs {
                let a = make(spec, vars, Strength(spec.value, level: spec.level + offset))
                let b = make(spec, refs, Strength(spec.value * [1.0, 1e3, 1e6][spec.level]))
                try leveled.addConstraint(a)
                try weighted.addConstraint(b)
                pairs.append((a, b))
            }
            func errors(_ vs: [Variable]) -> [Double] {
                var perLevel = [0.0, 0.0, 0.0]
                for spec in specs {
                    var value = spec.constant
                    for (i, c) in spec.terms { value += c * vs[i].value }
                    let violation: Double
                    switch spec.relation {
                    case .equal: violation = Swift.abs(value)
                    case .lessThanOrEqual: violation = Swift.max(value, 0)
                    case .greaterThanOrEqual: violation = Swift.max(-value, 0)
                    }
                    perLevel[spec.level] += spec.value * violation
                }
                return perLevel
            }
            func compare() {
                leveled.updateVariables()
                weighted.updateVariables()
                let e1 = errors(vars), e2 = errors(refs)
                for level in 0..<3 { #expect(Swift.abs(e1[level] - e2[level]) < 1e-6, "level \(level): \(e1) against \(e2)") }
            }
            compare()
            // An edit at level 1 (medium weight in the reference), suggested twice.
            try leveled.addEditVariable(vars[0], strength: Strength(1, level: 1 + offset))
            try weighted.addEditVariable(refs[0], strength: Strength(1e3))
            specs.append(([(0, 1)], 0, .equal, 1, 1))
            for value in [Double(Int.random(in: 0...100, using: &generator)), 37] {
                try leveled.suggestValue(vars[0], value)
                try weighted.suggestValue(refs[0], value)
                specs[specs.count - 1].constant = -value
                compare()
            }
            try leveled.removeEditVariable(vars[0])
            try weighted.removeEditVariable(refs[0])
            specs.removeLast()
            if offset > 0 {
                // A probe below every level (as the engine's ambiguity checks): the lowest
                // level moves up while it is there, and comes back when it goes.
                for value in [0.0, 100] {
                    try leveled.addEditVariable(vars[1], strength: Strength(1e-3))
                    try weighted.addEditVariable(refs[1], strength: Strength(1e-3))
                    #expect(leveled.baseLevel == 0)
                    try leveled.suggestValue(vars[1], value)
                    try weighted.suggestValue(refs[1], value)
                    compare()
                    try leveled.removeEditVariable(vars[1])
                    try weighted.removeEditVariable(refs[1])
                    #expect(leveled.baseLevel >= 7)
                    #expect(leveled.spareObjective.allSatisfy { $0 == 0 })
                    compare()
                }
            }
            // Half the constraints removed, in a random order.
            var order = Array(pairs.indices)
            order.shuffle(using: &generator)
            var removed = Set<Int>()
            for index in order.prefix(pairs.count / 2) {
                try leveled.removeConstraint(pairs[index].0)
                try weighted.removeConstraint(pairs[index].1)
                removed.insert(index)
            }
            specs = specs.enumerated().filter { !removed.contains($0.offset) }.map(\.element)
            compare()
            // The rest removed: every level goes.
            for index in pairs.indices where !removed.contains(index) {
                try leveled.removeConstraint(pairs[index].0)
            }
            #expect(leveled.upperObjectives.isEmpty)
            #expect(leveled.baseErrorSymbols == 0)
        }
    }
}
