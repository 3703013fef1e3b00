import Cassowary
import Testing
@testable import AutoLayout

/// The engine hands the solver expressions with one term per variable: those between two
/// views go as built, those relating a view to itself are combined first.
@Suite struct EngineExpressionTests {
    @Test func aViewRelatedToItselfHasItsTermsCombined() {
        let root = makeRoot(width: 300, height: 200)
        let a = makeView("a", in: root)
        let left = a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        let top = a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
        // left == right - 40: the left edges cancel, leaving width == 40.
        let span = a.leftAnchor.constraint(equalTo: a.rightAnchor, constant: -40)
        // width == 2 * width - 30: width == 30 ... for the height: height == 2 * height - 30.
        let twice = a.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2, constant: -30)
        activate([left, top, span, twice])
        root.layoutIfNeeded()
        expectFrame(a, 10, 20, 40, 30)
        let spanTerms = span.solverConstraint?.expression.terms ?? []
        #expect(spanTerms.count == 1)
        #expect(spanTerms.first?.variable === a.layoutVariables.width && spanTerms.first?.coefficient == -1)
        let twiceTerms = twice.solverConstraint?.expression.terms ?? []
        #expect(twiceTerms.count == 1 && twiceTerms.first?.coefficient == -1)
    }

    @Test func constraintsBetweenTwoViewsKeepTheirTermsAsBuilt() {
        let root = makeRoot(width: 300, height: 200)
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let constraints = place(a, in: root, 5, 6, 50, 60) + [
            b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.heightAnchor.constraint(equalToConstant: 12),
        ]
        activate(constraints)
        root.layoutIfNeeded()
        expectFrame(b, 63, 6, 25, 12)
        // b.left - (a.left + a.width) - 8: three distinct variables.
        let terms = constraints[4].solverConstraint?.expression.terms ?? []
        #expect(terms.map(\.coefficient) == [1, -1, -1])
        #expect(constraints[4].solverConstraint?.expression.constant == -8)
    }
}
