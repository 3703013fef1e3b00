import Testing
@testable import Cassowary

/// Removing a required link of a chain that only its own definition mentions drops that
/// definition directly (see `Solver.removeMarker`): the values must be those of the long way.
@Suite struct ChainLinkRemovalTests {
    /// A chain `x₀ = 0`, `xₖ = xₖ₋₁ + 1`; each link then replaced, top to bottom, by
    /// `xₖ = xₖ₋₁ + 2`.
    @Test func replacingEveryLinkOfAChainTopToBottom() throws {
        let solver = Solver()
        let xs = (0...40).map { Variable("x\($0)") }
        try solver.addConstraint(xs[0] == 0)
        var links: [Constraint] = []
        for k in 1...40 {
            let link = xs[k] == xs[k - 1] + 1
            try solver.addConstraint(link)
            links.append(link)
        }
        solver.updateVariables()
        #expect(xs.map(\.value) == (0...40).map { Double($0) })
        for k in 1...40 {
            try solver.removeConstraint(links[k - 1])
            // The link's variable is free, and the links below it still hold to it.
            #expect(!solver.hasConstraint(links[k - 1]))
            let link = xs[k] == xs[k - 1] + 2
            try solver.addConstraint(link)
            links[k - 1] = link
        }
        solver.updateVariables()
        #expect(xs.map(\.value) == (0...40).map { Double(2 * $0) })
        // Removed bottom to top and added back at 3: the same values the long way gives.
        for k in stride(from: 40, through: 1, by: -1) {
            try solver.removeConstraint(links[k - 1])
            let link = xs[k] == xs[k - 1] + 3
            try solver.addConstraint(link)
            links[k - 1] = link
        }
        solver.updateVariables()
        #expect(xs.map(\.value) == (0...40).map { Double(3 * $0) })
    }

    /// A link also read by an inequality and a weak pull goes the long way, and the pull
    /// takes the freed variable.
    @Test func aLinkThatOtherRowsReadIsRemovedTheLongWay() throws {
        let solver = Solver()
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try solver.addConstraint(a == 10)
        let link = b == a + 5
        try solver.addConstraint(link)
        try solver.addConstraint(c == b + 1)
        try solver.addConstraint(b <= 40)
        try solver.addConstraint((b == 30) | .weak)
        solver.updateVariables()
        #expect([a.value, b.value, c.value] == [10, 15, 16])
        try solver.removeConstraint(link)
        solver.updateVariables()
        #expect([a.value, b.value, c.value] == [10, 30, 31])
    }
}
