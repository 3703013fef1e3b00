@testable import Cassowary
import Testing

/// Review 13 of 209ca92 (the definitions' order rebuilt with rows read unretained and the
/// compiled arrays written in one go): the order and compiled arrays are those of the
/// previous version (kept below), and the values those of the forest the constraints make.
@Suite struct ReviewThirteenDefinitionOrderTests {
    /// The previous commit's `rebuildDefinitionOrder` (before 209ca92), read-only on `solver`.
    static func oldOrder(_ solver: Solver) -> (order: [Int32], start: [Int32], symbols: [Int32], coefficients: [Double], basic: [Int32]) {
        var order: [Int32] = []
        var marked = Set<Int32>()
        var stack: [(symbol: Int32, next: Int)] = []
        for row in solver.rows {
            guard let row, solver.kinds[Int(row.basic)] == .external, !marked.contains(row.basic) else { continue }
            marked.insert(row.basic)
            stack.append((row.basic, 0))
            while let top = stack.last {
                guard let definition = solver.rows[Int(solver.rowOf[Int(top.symbol)])] else { return ([], [], [], [], []) }
                var next = top.next
                var pushed = false
                while next < definition.symbols.count {
                    let child = definition.symbols[next]
                    next += 1
                    if solver.rowOf[Int(child)] >= 0 && solver.kinds[Int(child)] == .external && !marked.contains(child) {
                        marked.insert(child)
                        stack[stack.count - 1].next = next
                        stack.append((child, 0))
                        pushed = true
                        break
                    }
                }
                if !pushed {
                    stack.removeLast()
                    order.append(solver.rowOf[Int(top.symbol)])
                }
            }
        }
        var start: [Int32] = [], symbols: [Int32] = [], coefficients: [Double] = [], basic: [Int32] = []
        for index in order {
            guard let row = solver.rows[Int(index)] else { continue }
            start.append(Int32(symbols.count))
            symbols.append(contentsOf: row.symbols)
            coefficients.append(contentsOf: row.coefficients)
            basic.append(row.basic)
        }
        start.append(Int32(symbols.count))
        return (order, start, symbols, coefficients, basic)
    }

    /// Rebuilds the order now and compares it with the old algorithm's.
    static func expectRebuildAsBefore(_ solver: Solver, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        _ = solver.description  // refreshes stale definitions first, so both read the same rows
        solver.rebuildDefinitionOrder()
        let old = oldOrder(solver)
        #expect(solver.definitionOrder == old.order, "\(context)", sourceLocation: sourceLocation)
        // Freshly rebuilt, each definition's copy starts where the one before it ends.
        #expect(solver.compiledStart == Array(old.start.dropLast()), "\(context)", sourceLocation: sourceLocation)
        #expect(solver.compiledEnd == Array(old.start.dropFirst()), "\(context)", sourceLocation: sourceLocation)
        #expect(solver.compiledGarbage == 0, "\(context)", sourceLocation: sourceLocation)
        #expect(solver.compiledSymbols == old.symbols, "\(context)", sourceLocation: sourceLocation)
        #expect(solver.compiledCoefficients == old.coefficients, "\(context)", sourceLocation: sourceLocation)
        #expect(solver.compiledBasic == old.basic, "\(context)", sourceLocation: sourceLocation)
    }

    /// x = y + 1 defined first, then y by a later constraint, then z under y: each new
    /// definition refers to a variable an older one uses.
    @Test func aDefinitionReferredToBeforeItExists() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        try solver.addConstraint(x == y + 1)
        try solver.addConstraint(y == 2.0 * z - 3)
        let pin = z == 5
        try solver.addConstraint(pin)
        try solver.addConstraint(w == x + y + z)
        #expect(!solver.definitionOrderIsValid)
        solver.updateVariables()
        #expect(solver.definitionOrder.count == 4)
        #expect(z.value == 5)
        #expect(y.value == 7)
        #expect(x.value == 8)
        #expect(w.value == 20)
        Self.expectRebuildAsBefore(solver, "chain")
        try solver.removeConstraint(pin)
        try solver.addConstraint(z == -1)
        solver.updateVariables()
        #expect(y.value == -5)
        #expect(x.value == -4)
        #expect(w.value == -10)
        Self.expectRebuildAsBefore(solver, "re-pinned")
    }

    /// Random forests of required definitions v[i] = a·v[j] + b (j > i), added and removed in
    /// random order, each root pinned to a constant: after every step the values are the
    /// forest's (computed here), a fresh solver given the same constraints agrees, and the
    /// rebuilt order and compiled arrays are the old algorithm's.
    @Test func randomForestsMatchTheirValuesAFreshSolverAndTheOldOrder() throws {
        var random = SplitMix64(seed: 1313)
        let n = 14
        for round in 0..<12 {
            let solver = Solver()
            let v = (0..<n).map { Variable("v\($0)") }
            var definition: [(parent: Int, a: Double, b: Double, constraint: Constraint)?] = Array(repeating: nil, count: n)
            var pins: [(value: Double, constraint: Constraint)?] = Array(repeating: nil, count: n)
            var order: [Constraint] = []
            for i in 0..<n {
                let pin = (v[i] == Double(i * 3 - 7))
                try solver.addConstraint(pin)
                pins[i] = (Double(i * 3 - 7), pin)
                order.append(pin)
            }
            for step in 0..<120 {
                let i = Int(random.next() % UInt64(n - 1))
                if let existing = definition[i] {
                    try solver.removeConstraint(existing.constraint)
                    order.removeAll { $0 === existing.constraint }
                    definition[i] = nil
                    let value = Double(Int(random.next() % 41) - 20)
                    let pin = v[i] == value
                    try solver.addConstraint(pin)
                    pins[i] = (value, pin)
                    order.append(pin)
                } else if let pin = pins[i] {
                    try solver.removeConstraint(pin.constraint)
                    order.removeAll { $0 === pin.constraint }
                    pins[i] = nil
                    let parent = i + 1 + Int(random.next() % UInt64(n - 1 - i))
                    let a = Double(Int(random.next() % 5) - 2), b = Double(Int(random.next() % 21) - 10)
                    let made = (v[i] == a * v[parent] + b)
                    try solver.addConstraint(made)
                    definition[i] = (parent, a, b, made)
                    order.append(made)
                }
                // Expected values: parents have higher indices, so go down from the top.
                var expected = Array(repeating: 0.0, count: n)
                for k in stride(from: n - 1, through: 0, by: -1) {
                    if let d = definition[k] { expected[k] = d.a * expected[d.parent] + d.b } else if let p = pins[k] { expected[k] = p.value }
                }
                solver.updateVariables()
                for k in 0..<n {
                    #expect(abs(v[k].value - expected[k]) < 1e-9, "round \(round) step \(step): v\(k) = \(v[k].value), expected \(expected[k])")
                }
                if step % 10 == 9 {
                    let fresh = Solver()
                    let w = (0..<n).map { Variable("w\($0)") }
                    for k in 0..<n {
                        if let d = definition[k] { try fresh.addConstraint(w[k] == d.a * w[d.parent] + d.b) }
                        if let p = pins[k] { try fresh.addConstraint(w[k] == p.value) }
                    }
                    fresh.updateVariables()
                    for k in 0..<n { #expect(abs(w[k].value - v[k].value) < 1e-9, "round \(round) step \(step): fresh v\(k)") }
                    Self.expectRebuildAsBefore(solver, "round \(round) step \(step)")
                }
            }
            #expect(order.count == n)
        }
    }

    /// A long chain whose definitions arrive from the far end: v0 = v1 + 1, v1 = v2 + 1...,
    /// then the last pinned; every rebuild walks the whole chain.
    @Test func aLongChainDefinedFromTheFarEnd() throws {
        let solver = Solver()
        let n = 300
        let v = (0..<n).map { Variable("v\($0)") }
        for i in 0..<(n - 1) { try solver.addConstraint(v[i] == v[i + 1] + 1) }
        try solver.addConstraint(v[n - 1] == 10)
        // Each definition referred to by an older one: the order is rebuilt.
        #expect(!solver.definitionOrderIsValid)
        solver.updateVariables()
        // Every variable is a definition, each after the definitions it reads.
        #expect(solver.definitionOrder.count == n)
        var placed = Set<Int32>()
        var inOrder = true
        for d in 0..<solver.definitionOrder.count {
            for k in Int(solver.compiledStart[d])..<Int(solver.compiledEnd[d]) {
                let s = solver.compiledSymbols[k]
                if solver.rowOf[Int(s)] >= 0 && solver.kinds[Int(s)] == .external && !placed.contains(s) { inOrder = false }
            }
            placed.insert(solver.compiledBasic[d])
        }
        #expect(inOrder)
        #expect(solver.compiledCoefficients.count == solver.compiledSymbols.count)
        #expect(v[0].value == Double(10 + n - 1))
        #expect(v[n / 2].value == Double(10 + n - 1 - n / 2))
        Self.expectRebuildAsBefore(solver, "chain \(n)")
        #expect(solver.definitionOrder.count == Set(solver.definitionOrder).count)
        #expect(solver.compiledEnd.last == Int32(solver.compiledSymbols.count))
    }
}
