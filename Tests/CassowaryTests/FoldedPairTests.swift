import Testing
@testable import Cassowary

/// An optional equality's two errors are folded into the plus while neither is basic (see
/// `Solver+Pairs.swift`): rows hold the plus alone, unfolding writes the minus back before
/// either becomes basic, and a pivot that takes one out of the basis folds them again.
@Suite struct FoldedPairTests {
    /// Every folded pair is absent from the rows as a minus; every unfolded pair's minus is
    /// there when its plus is; no row mentions a folded minus; columns list exactly the rows
    /// that mention each symbol.
    static func checkInvariant(_ solver: Solver, _ step: String) {
        for case let row? in solver.rows {
            for symbol in row.symbols {
                #expect(!solver.isFoldedMinus(symbol), "after \(step): a row mentions the folded minus e\(symbol)")
            }
        }
        for symbol in 0..<solver.symbolCount {
            let listed = Set(solver.columns.rows(of: Int32(symbol)))
            var mentioning = Set<Int32>()
            for (index, row) in solver.rows.enumerated() where row?.find(Int32(symbol)) ?? -1 >= 0 {
                mentioning.insert(Int32(index))
            }
            #expect(listed == mentioning, "after \(step): the column of symbol \(symbol) is \(listed), rows \(mentioning)")
        }
    }

    /// The plus errors of the installed constraints' pairs, by state.
    static func pairs(_ solver: Solver) -> (folded: Int, unfolded: Int) {
        var folded = 0, unfolded = 0
        for symbol in 0..<solver.symbolCount where solver.ownerOf[symbol] != nil {
            if solver.pairState[symbol] == PairState.folded { folded += 1 }
            if solver.pairState[symbol] == PairState.unfolded { unfolded += 1 }
        }
        return (folded, unfolded)
    }

    @Test func aSatisfiedOptionalEqualityKeepsItsPairFolded() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x == 10)
        try solver.addConstraint((y == x + 5) | .medium)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 15)
        #expect(Self.pairs(solver).folded == 1)
        #expect(Self.pairs(solver).unfolded == 0)
        Self.checkInvariant(solver, "adding y == x + 5")
        // The dump writes the pair out: the plus and then the minus, opposite.
        let dump = solver.description
        #expect(dump.contains("y = 5 + x + e3 - e4"), "\(dump)")
        #expect(dump.contains("Objective: 1000 * e3 + 1000 * e4"), "\(dump)")
    }

    @Test func competingPullsUnfoldTheLoserAndRemovingTheWinnerFoldsItBack() throws {
        let solver = Solver()
        let x = Variable("x")
        let strong = (x == 10) | .strong
        let weak = (x == 20) | .weak
        try solver.addConstraint(strong)
        try solver.addConstraint(weak)
        solver.updateVariables()
        #expect(x.value == 10)
        // The weak equality's error takes up the difference: basic, so its pair is unfolded.
        #expect(Self.pairs(solver).unfolded >= 1)
        Self.checkInvariant(solver, "adding the weak pull")

        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(x.value == 20)
        Self.checkInvariant(solver, "removing the strong pull")

        try solver.addConstraint(strong)
        solver.updateVariables()
        #expect(x.value == 10)
        Self.checkInvariant(solver, "adding the strong pull again")
        try solver.removeConstraint(weak)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(Self.pairs(solver).unfolded == 0)
        Self.checkInvariant(solver, "removing the weak pull")
    }

    /// A screen of views pulled towards earlier ones: each pull's error is basic when it
    /// goes in and leaves at the next pivot, which folds its pair again; at the end every
    /// pair is folded and the solution is the one every pull allows.
    @Test func pullsTowardsEarlierViewsEndFoldedAndExact() throws {
        var random = SplitMix64(seed: 11)
        let solver = Solver()
        let width = Variable("W")
        try solver.addConstraint(width == 300)
        var lefts: [Variable] = [], offsets: [(anchor: Int, dx: Double)] = []
        for i in 0..<60 {
            let x = Variable("x\(i)")
            try solver.addConstraint(x >= 0)
            try solver.addConstraint(x + 10 <= width)
            if i > 0 {
                let anchor = Int(random.next() % UInt64(i))
                let dx = Double(Int(random.next() % 41) - 20)
                offsets.append((anchor, dx))
                try solver.addConstraint((x == lefts[anchor] + dx) | .medium)
            }
            lefts.append(x)
        }
        Self.checkInvariant(solver, "building")
        #expect(Self.pairs(solver) == (folded: 59, unfolded: 0))
        solver.updateVariables()
        // Offsets of at most 20 over a tree of 60 fit in 290 points: every pull holds.
        for (i, pull) in offsets.enumerated() {
            #expect(abs(lefts[i + 1].value - (lefts[pull.anchor].value + pull.dx)) < 1e-9)
        }
        for x in lefts { #expect(x.value >= -1e-9 && x.value + 10 <= 300 + 1e-9) }

        // Narrowing the screen until the tree no longer fits breaks pulls (their errors turn
        // basic, unfolding their pairs); widening it again lets them hold.
        try solver.removeConstraint(solver.constraintsForTests.first { $0.expression.constant == -300 }!)
        let narrow = width == 40
        try solver.addConstraint(narrow)
        solver.updateVariables()
        Self.checkInvariant(solver, "narrowing")
        #expect(Self.pairs(solver).unfolded > 0)
        for x in lefts { #expect(x.value >= -1e-9 && x.value + 10 <= 40 + 1e-9) }
        try solver.removeConstraint(narrow)
        try solver.addConstraint(width == 300)
        solver.updateVariables()
        Self.checkInvariant(solver, "widening again")
        for (i, pull) in offsets.enumerated() {
            #expect(abs(lefts[i + 1].value - (lefts[pull.anchor].value + pull.dx)) < 1e-9)
        }
    }

    /// Edit variables are optional equalities too: suggestions move their constants with
    /// the pair folded or not.
    @Test func suggestionsThroughFoldedAndUnfoldedPairs() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(x <= 100)
        try solver.addConstraint((y == x * 2) | .weak)
        try solver.addEditVariable(x, strength: .strong)
        for (suggestion, expected) in [(30.0, 30.0), (150, 100), (-5, -5), (100, 100)] {
            try solver.suggestValue(x, suggestion)
            solver.updateVariables()
            #expect(x.value == expected)
            #expect(y.value == 2 * expected)
            Self.checkInvariant(solver, "suggesting \(suggestion)")
        }
        try solver.removeEditVariable(x)
        Self.checkInvariant(solver, "removing the edit")
    }
}

extension FoldedPairTests {
    /// Random additions and removals of pulls, bounds and edits, with suggestions: after
    /// each step the pairs keep their invariant, every required constraint holds, and the
    /// optimum costs what a fresh solver of the same constraints finds.
    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func randomOperationsKeepPairsConsistentAndOptimal(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        let solver = Solver()
        let xs = (0..<8).map { Variable("x\($0)") }
        var installed: [Constraint] = []
        let strengths: [Strength] = [.weak, .medium, .strong, Strength(500)]
        var edited: Variable?
        for step in 0..<150 {
            switch pick(6) {
            case 0, 1:
                let a = xs[pick(8)], b = xs[pick(8)]
                let c = (a == b + Double(pick(41) - 20)) | strengths[pick(4)]
                try solver.addConstraint(c)
                installed.append(c)
            case 2:
                let c = pick(2) == 0 ? xs[pick(8)] >= Double(pick(50)) : xs[pick(8)] <= Double(50 + pick(50))
                do { try solver.addConstraint(c); installed.append(c) } catch {}
            case 3:
                if !installed.isEmpty {
                    let c = installed.remove(at: pick(installed.count))
                    try solver.removeConstraint(c)
                }
            case 4:
                if let v = edited {
                    try solver.suggestValue(v, Double(pick(200) - 50))
                } else {
                    edited = xs[pick(8)]
                    try solver.addEditVariable(edited!, strength: .strong)
                }
            default:
                if let v = edited, pick(3) == 0 { try solver.removeEditVariable(v); edited = nil }
            }
            Self.checkInvariant(solver, "seed \(seed) step \(step)")
            guard edited == nil else { continue }
            // The variables are shared with the fresh solver below: its values first, then
            // this solver's written over them in full.
            let fresh = Solver()
            for c in installed { try fresh.addConstraint(c) }
            fresh.updateVariables()
            let theirs = weightedError(installed)
            solver.writeAllVariables()
            for c in installed where c.strength.isRequired { #expect(!c.isViolated, "seed \(seed) step \(step): \(c)") }
            let ours = weightedError(installed)
            #expect(abs(ours - theirs) <= 1e-6 * Swift.max(1, theirs), "seed \(seed) step \(step): cost \(ours), fresh \(theirs)")
        }
    }
}

extension Solver {
    /// The installed constraints (for tests that remove one they did not keep).
    var constraintsForTests: [Constraint] {
        ownerOf.compactMap { $0 }.filter { tag(of: $0) != nil }
    }
}
