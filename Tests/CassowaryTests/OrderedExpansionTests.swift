import Testing
@testable import Cassowary

/// `Solver.expandedInOrder(_:)`: expanding a row through the definitions latest first, in
/// the dependency order, gives the row the walk over everything reachable gives.
@Suite struct OrderedExpansionTests {
    /// The terms of `row` as a dictionary, for comparing rows whatever their order.
    static func terms(_ row: Row) -> [Int32: Double] {
        var terms: [Int32: Double] = [:]
        for (k, symbol) in row.symbols.enumerated() { terms[symbol] = row.coefficients[k] }
        return terms
    }

    static func expectSame(_ a: Row, _ b: Row, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let ta = terms(a), tb = terms(b)
        #expect(abs(a.constant - b.constant) <= 1e-9 * max(1, abs(b.constant)), "\(context)", sourceLocation: sourceLocation)
        #expect(Set(ta.keys) == Set(tb.keys), "\(context): \(ta) vs \(tb)", sourceLocation: sourceLocation)
        for (symbol, c) in tb { #expect(abs((ta[symbol] ?? 0) - c) <= 1e-9 * max(1, abs(c)), "\(context)", sourceLocation: sourceLocation) }
    }

    /// Random systems (chains of definitions, inequalities, optional pulls) and random rows
    /// over their variables' symbols: both expansions agree, and the ordered one is taken
    /// while the order is valid.
    @Test func agreesWithTheWalkOverEverythingReachable() throws {
        var random = SplitMix64(seed: 0x0DE7)
        var compared = 0
        for round in 0..<40 {
            let solver = Solver()
            let v = (0..<12).map { Variable("v\($0)") }
            try solver.addConstraint(v[0] == 3)
            for i in 1..<v.count {
                let j = Int(random.next() % UInt64(i))
                switch random.next() % 4 {
                case 0: try solver.addConstraint(v[i] == v[j] * Double(random.next() % 3 + 1) + Double(i))
                case 1: try solver.addConstraint(v[i] >= v[j] + 2)
                case 2: try solver.addConstraint((v[i] == v[j] - 5) | Strength(1, level: Int(random.next() % 3)))
                default: try solver.addConstraint(v[i] + v[j] == 40)
                }
            }
            solver.updateVariables()
            guard solver.definitionOrderIsValid else { continue }
            for sample in 0..<6 {
                let row = Row(constant: Double(sample))
                var symbols: [Int32: Double] = [:]
                for _ in 0..<3 {
                    let variable = v[Int(random.next() % UInt64(v.count))]
                    guard let symbol = solver.knownSymbol(of: variable) else { continue }
                    symbols[symbol, default: 0] += Double(Int(random.next() % 5) - 2)
                }
                for (symbol, c) in symbols.sorted(by: { $0.key < $1.key }) where c != 0 { row.append(symbol, c) }
                guard let ordered = solver.expandedInOrder(row) else {
                    Issue.record("round \(round): a definition outside a valid order")
                    continue
                }
                // The walk, as `expanded` takes it when the order is not valid.
                solver.definitionOrderIsValid = false
                let walked = solver.expanded(row)
                solver.updateVariables()  // rebuilds the order
                Self.expectSame(ordered, walked, "round \(round) sample \(sample)")
                compared += 1
            }
        }
        #expect(compared > 150)
    }

    /// Along a chain of 2 000 definitions, the difference of two neighbours far down
    /// cancels after one level: the ordered expansion reads only the definitions it needs.
    @Test func neighboursOfALongChainCancelAfterOneLevel() throws {
        let solver = Solver()
        let n = 2_000
        let v = (0..<n).map { Variable("v\($0)") }
        try solver.addConstraint(v[0] == 0)
        for i in 1..<n { try solver.addConstraint(v[i] == v[i - 1] + 44) }
        solver.updateVariables()
        #expect(solver.definitionOrderIsValid)
        let row = Row(constant: -44)
        let (a, b) = (solver.knownSymbol(of: v[1_500])!, solver.knownSymbol(of: v[1_501])!)
        row.append(Swift.min(a, b), a < b ? -1 : 1)
        row.append(Swift.max(a, b), a < b ? 1 : -1)
        let expanded = try #require(solver.expandedInOrder(row))
        // v1501 - v1500 - 44 is, in parametric symbols, the marker of the equality that
        // defines v1501 (zero): everything above cancels.
        #expect(expanded.count == 1)
        #expect(expanded.count == 1 && solver.kinds[Int(expanded.symbols[0])] == .dummy)
        #expect(expanded.constant == 0)
        // And an inequality between them goes in and holds.
        try solver.addConstraint(v[1_501] >= v[1_500] + 10)
        solver.updateVariables()
        #expect(v[1_501].value == 1_501 * 44)
    }

    /// A burst that leaves the order invalid: once the walks have read as many definitions as
    /// there are rows, the order is rebuilt and the next expansions take it; the next update
    /// still writes every variable, and the values are a fresh solver's.
    @Test func aLongBurstRebuildsTheOrderOnce() throws {
        let solver = Solver()
        let n = 400
        let v = (0..<n).map { Variable("v\($0)") }
        // Defined from the far end: each new definition is referred to by an older one.
        for i in 0..<(n - 1) { try solver.addConstraint(v[i] == v[i + 1] + 3) }
        try solver.addConstraint(v[n - 1] == 7)
        #expect(!solver.definitionOrderIsValid)
        var rebuiltDuringTheBurst = false
        var gaps: [Constraint] = []
        for i in 0..<(n - 1) {
            let gap = v[i] >= v[i + 1] + 1
            try solver.addConstraint(gap)
            gaps.append(gap)
            if solver.definitionOrderIsValid { rebuiltDuringTheBurst = true }
        }
        #expect(rebuiltDuringTheBurst)
        // The update after it writes every variable, as it would have without the rebuild.
        #expect(solver.fullWriteDue)
        solver.updateVariables()
        #expect(!solver.fullWriteDue)
        #expect(v[0].value == 7 + 3 * Double(n - 1))
        #expect(v[n / 2].value == 7 + 3 * Double(n - 1 - n / 2))
        // A fresh solver, given the same constraints, agrees everywhere.
        let fresh = Solver()
        let w = (0..<n).map { Variable("w\($0)") }
        for i in 0..<(n - 1) { try fresh.addConstraint(w[i] == w[i + 1] + 3) }
        try fresh.addConstraint(w[n - 1] == 7)
        for i in 0..<(n - 1) { try fresh.addConstraint(w[i] >= w[i + 1] + 1) }
        fresh.updateVariables()
        #expect(zip(v, w).allSatisfy { $0.value == $1.value })
    }
}
