import Testing
@testable import Cassowary

/// `updateVariables()` re-evaluates only the definitions that depend on what changed; after
/// every kind of change it must write exactly what a full evaluation writes.
@Suite("Incremental updateVariables")
struct IncrementalValuesTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
    }

    /// The values after the incremental path, then after a forced full evaluation.
    static func bothWays(_ solver: Solver, _ variables: [Variable]) -> ([Double], [Double]) {
        if !solver.definitionOrderIsValid || !solver.updateChangedVariables() {
            solver.updateVariables()
        }
        let incremental = variables.map(\.value)
        solver.lastVariableWrite = -10  // as if another solver had written since
        solver.updateVariables()
        return (incremental, variables.map(\.value))
    }

    @Test(arguments: 1...10)
    func sameValuesAsAFullEvaluation(seed: Int) throws {
        var random = Generator(state: UInt64(seed))
        let solver = Solver()
        let container = Variable("container")
        try solver.addEditVariable(container, strength: .strong)
        try solver.suggestValue(container, 2000)
        var variables = [container]
        var gaps: [Constraint] = []
        var removable: [Constraint] = []
        var previous: Variable?
        for i in 0..<30 {
            let left = Variable("left\(i)"), width = Variable("width\(i)"), right = Variable("right\(i)")
            let gap = previous.map { left == $0 + 8 } ?? (left == 8)
            for c in [gap, right == left + width, width >= 10, (width == Double(20 + random.next(80))) | .weak] {
                try solver.addConstraint(c)
            }
            let pull = (left == Double(random.next(2000))) | Strength(0.5)
            try solver.addConstraint(pull)
            removable.append(pull)
            gaps.append(gap)
            variables += [left, width, right]
            previous = right
        }
        if let previous { try solver.addConstraint(previous <= container) }
        solver.updateVariables()

        for step in 0..<40 {
            switch random.next(4) {
            case 0: try solver.suggestValue(container, Double(500 + random.next(3000)))
            case 1: try solver.updateConstant(of: gaps[random.next(gaps.count)], to: -Double(random.next(20)))
            case 2:
                if let pull = removable.popLast() { try solver.removeConstraint(pull) }
            default:
                let extra = (variables[1 + random.next(variables.count - 1)] <= Double(random.next(3000))) | .medium
                try solver.addConstraint(extra)
            }
            let (incremental, full) = Self.bothWays(solver, variables)
            #expect(incremental == full, "seed \(seed) step \(step)")
        }
    }

    /// `updateVariables(notifying:)` reports the variables it wrote, and only once every value
    /// is written: a caller reading a group (a view's frame) on the first of them sees the
    /// whole solution.
    @Test func notifiesAfterEveryValueIsWritten() throws {
        let solver = Solver()
        let width = Variable("width"), left = Variable("left"), right = Variable("right"), other = Variable("other")
        try solver.addEditVariable(width, strength: .strong)
        try solver.addConstraint(left == 10)
        try solver.addConstraint(right == left + width)
        try solver.addConstraint(other == 3)
        try solver.suggestValue(width, 100)
        var first: [String] = []
        solver.updateVariables { first.append($0.name) }
        #expect(Set(first) == ["width", "left", "right", "other"])  // the first call writes all
        #expect(right.value == 110)

        try solver.suggestValue(width, 40)
        var seen: [(String, [Double])] = []
        solver.updateVariables { variable in
            seen.append((variable.name, [width.value, left.value, right.value, other.value]))
        }
        // What moved is reported (only that, unless another solver wrote variables in between,
        // as tests running in parallel do: then everything is), and each report already sees
        // the final values.
        #expect(Set(seen.map(\.0)).isSuperset(of: ["width", "right"]))
        for (_, values) in seen { #expect(values == [40, 10, 50, 3]) }
    }
}
