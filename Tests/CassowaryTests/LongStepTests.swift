import Testing
@testable import Cassowary

/// The dual simplex's long-step path (bound flipping on long rows) must reach the same
/// optimum as kiwi's one-pivot-at-a-time path.
@Suite("Long-step dual simplex")
struct LongStepTests {
    /// A seeded generator, so that failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }
    }

    struct Row {
        let constraints: [Constraint]
        let widths: [Variable]
        let container: Variable
        let solver: Solver
    }

    /// A row of views with random minimum and preferred widths and gaps at mixed strengths,
    /// the last one kept inside an edited container width.
    static func build(seed: UInt64, views: Int, threshold: Int) throws -> Row {
        var random = Generator(state: seed)
        let solver = Solver()
        solver.longRowThreshold = threshold
        let container = Variable("container")
        try solver.addEditVariable(container, strength: .strong)
        var constraints: [Constraint] = []
        var widths: [Variable] = []
        var previous: Variable? = nil
        for i in 0..<views {
            let left = Variable("left\(i)"), width = Variable("width\(i)")
            let gap = Double(random.int(0...12))
            let start = previous.map { left == $0 + gap } ?? (left == gap)
            let minimum = width >= Double(random.int(5...30))
            let preferred = (width == Double(random.int(40...140))) | [Strength.weak, .medium, Strength(3)][random.int(0...2)]
            let maximum = (width <= Double(random.int(100...200))) | .medium
            for c in [start, minimum, preferred, maximum] {
                try solver.addConstraint(c)
                constraints.append(c)
            }
            widths.append(width)
            let right = Variable("right\(i)")
            let edge = right == left + width
            try solver.addConstraint(edge)
            constraints.append(edge)
            previous = right
        }
        if let last = previous {
            let inside = last <= container - 4
            try solver.addConstraint(inside)
            constraints.append(inside)
        }
        return Row(constraints: constraints, widths: widths, container: container, solver: solver)
    }

    /// The strength-weighted violation of the non-required constraints and of the edit.
    static func error(_ row: Row, container: Double) -> Double {
        var total = Strength.strong.value * abs(row.container.value - container)
        for c in row.constraints where !c.strength.isRequired {
            let v = c.expression.value
            switch c.relation {
            case .equal: total += c.strength.value * abs(v)
            case .lessThanOrEqual: total += c.strength.value * max(0, v)
            case .greaterThanOrEqual: total += c.strength.value * max(0, -v)
            }
        }
        return total
    }

    static func requiredHold(_ row: Row) -> Bool {
        row.constraints.filter(\.strength.isRequired).allSatisfy { c in
            let v = c.expression.value
            switch c.relation {
            case .equal: return abs(v) < 1e-6
            case .lessThanOrEqual: return v < 1e-6
            case .greaterThanOrEqual: return v > -1e-6
            }
        }
    }

    @Test(arguments: 1...12)
    func sameOptimumAsOnePivotAtATime(seed: Int) throws {
        let views = 40
        let fast = try Self.build(seed: UInt64(seed), views: views, threshold: 24)
        let plain = try Self.build(seed: UInt64(seed), views: views, threshold: .max)
        var random = Generator(state: UInt64(seed) &* 7919)
        for _ in 0..<8 {
            let width = Double(random.int(views * 10...views * 200))
            try fast.solver.suggestValue(fast.container, width)
            fast.solver.updateVariables()
            let fastError = Self.error(fast, container: width)
            #expect(Self.requiredHold(fast))
            try plain.solver.suggestValue(plain.container, width)
            plain.solver.updateVariables()
            let plainError = Self.error(plain, container: width)
            #expect(Self.requiredHold(plain))
            #expect(abs(fastError - plainError) <= 1e-6 * max(1, plainError),
                    "seed \(seed), container \(width): \(fastError) vs \(plainError)")
        }
    }
}
