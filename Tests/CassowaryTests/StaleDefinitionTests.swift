import Testing
@testable import Cassowary

/// Definitions receive the rows of solver symbols that additions and removals make basic
/// lazily: marked stale, refreshed when an expansion reads them (see `Solver.substitute`).
@Suite struct StaleDefinitionTests {
    /// The solver symbols a definition mentions that are basic (the terms a refresh replaces).
    static func basicSolverSymbols(of row: Row, in solver: Solver) -> [Int32] {
        row.symbols.filter { solver.rowOf[Int($0)] >= 0 && solver.kinds[Int($0)] != .external }
    }

    /// After additions and removals only (no suggestion or constant change, which leave
    /// references on purpose), a definition mentions a basic solver symbol only while it is
    /// marked stale, or when it is the `x = c ± s` form that is never refreshed.
    static func checkInvariant(_ solver: Solver, _ step: String) {
        for case let row? in solver.rows where solver.kinds[Int(row.basic)] == .external {
            let basics = basicSolverSymbols(of: row, in: solver)
            if basics.isEmpty || row.isStale { continue }
            let exempt = row.count == 1 && abs(row.coefficients[0]) == 1
            #expect(exempt, "after \(step): a definition that is not stale mentions basic \(basics)")
        }
    }

    /// Random flat-screen-like systems (edges, pulls, sizes) leave stale definitions; reading
    /// one in a new constraint refreshes it, and the new constraint holds.
    @Test func aStaleDefinitionIsRefreshedWhenAnExpansionReadsIt() throws {
        var random = SplitMix64(seed: 5)
        var refreshed = 0
        for _ in 0..<10 {
            let solver = Solver()
            let width = Variable("W")
            try solver.addConstraint(width == 200)
            var lefts: [Variable] = []
            for i in 0..<30 {
                let x = Variable("x\(i)"), w = Variable("w\(i)")
                try solver.addConstraint(x >= 0)
                try solver.addConstraint(x + w <= width)
                if i > 0 {
                    let anchor = lefts[Int(random.next() % UInt64(i))]
                    try solver.addConstraint((x == anchor + Double(Int(random.next() % 41) - 20)) | .medium)
                }
                try solver.addConstraint(w == Double(10 + Int(random.next() % 30)))
                lefts.append(x)
                // A stale definition that a refresh would change, if there is one.
                let stale = solver.rows.compactMap { $0 }.first { row in
                    solver.kinds[Int(row.basic)] == .external && row.isStale
                        && !(row.count == 1 && abs(row.coefficients[0]) == 1)
                        && !Self.basicSolverSymbols(of: row, in: solver).isEmpty
                }
                guard let row = stale, let variable = solver.variableOf[Int(row.basic)]?.takeUnretainedValue() else { continue }
                // A constraint on the variable alone has no fresh variable to be solved for:
                // its row is expanded, which reads the definition. (One with a fresh
                // variable would just refer to it.)
                solver.updateVariables()
                let before = variable.value
                try solver.addConstraint(variable >= before - 1_000)
                #expect(!row.isStale)
                #expect(Self.basicSolverSymbols(of: row, in: solver).isEmpty)
                solver.updateVariables()
                #expect(abs(variable.value - before) < 1e-9)
                refreshed += 1
            }
        }
        #expect(refreshed > 10)
    }

    @Test func stalenessNeverHidesAReferenceAfterAdditionsAndRemovals() throws {
        var random = SplitMix64(seed: 77)
        for _ in 0..<20 {
            let solver = Solver()
            let variables = (0..<8).map { Variable("v\($0)") }
            var added: [Constraint] = []
            for step in 0..<60 {
                if !added.isEmpty && random.next() % 5 == 0 {
                    let victim = added.remove(at: Int(random.next() % UInt64(added.count)))
                    try solver.removeConstraint(victim)
                    Self.checkInvariant(solver, "removal \(step)")
                    continue
                }
                let a = variables[Int(random.next() % 8)], b = variables[Int(random.next() % 8)]
                let k = Double(Int(random.next() % 5) - 2), c = Double(Int(random.next() % 200) - 100)
                let expression = 1.0 * a + k * b + c
                let constraint: Constraint
                switch random.next() % 4 {
                case 0: constraint = (expression >= 0) | .strong
                case 1: constraint = (expression == 0) | .weak
                case 2: constraint = expression <= 0
                default: constraint = (expression == 0) | .medium
                }
                do {
                    try solver.addConstraint(constraint)
                    added.append(constraint)
                } catch SolverError.unsatisfiableConstraint {
                    // A required constraint that conflicts: refused, nothing changed.
                }
                Self.checkInvariant(solver, "addition \(step)")
            }
            // Printing refreshes every stale definition.
            _ = solver.description
            for case let row? in solver.rows where solver.kinds[Int(row.basic)] == .external {
                #expect(!row.isStale)
            }
        }
    }
}
