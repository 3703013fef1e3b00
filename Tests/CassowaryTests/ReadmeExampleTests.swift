import Testing
import Cassowary

/// The README's solver example, exactly as printed there.
@Test func readmeSolverExample() throws {
    let solver = Solver()
    let left = Variable("left"), width = Variable("width")
    try solver.addConstraint(left >= 0)
    try solver.addConstraint((width == 100) | .weak)
    try solver.addConstraint(left + width <= 300)
    try solver.addEditVariable(left, strength: .strong)
    try solver.suggestValue(left, 250)
    solver.updateVariables()
    #expect(left.value == 250)
    #expect(width.value == 50)

    let gap = left == 8
    #expect(gap.expression.constant == -8)
    try solver.addConstraint(gap)
    try solver.updateConstant(of: gap, to: -12)
    solver.updateVariables()
    #expect(left.value == 12)
    #expect(width.value == 100)
    #expect(gap.expression.constant == -12)
}
