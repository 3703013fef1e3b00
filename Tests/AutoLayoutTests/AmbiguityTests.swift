import Testing
@testable import AutoLayout

@Suite struct AmbiguityTests {
    @Test func ambiguousAndDeterminedLayouts() {
        let root = makeRoot()
        let fixed = makeView("fixed", in: root)
        activate(place(fixed, in: root, 1, 2, 3, 4))
        let loose = makeView("loose", in: root)
        activate([loose.leftAnchor.constraint(equalTo: root.leftAnchor), loose.topAnchor.constraint(equalTo: root.topAnchor),
                  loose.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(!fixed.hasAmbiguousLayout)
        #expect(loose.hasAmbiguousLayout)  // no width
        #expect(!root.hasAmbiguousLayout)
        // Optional constraints determine a view too.
        let width = loose.widthAnchor.constraint(equalToConstant: 30)
        width.priority = .fittingSizeLevel
        activate([width])
        #expect(!loose.hasAmbiguousLayout)
        root.layoutIfNeeded()
        expectFrame(loose, 0, 0, 30, 10)
        expectFrame(fixed, 1, 2, 3, 4)
    }

    @Test func exerciseMovesAnAmbiguousView() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        activate([
            a.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor, constant: 10),
            a.leftAnchor.constraint(lessThanOrEqualTo: root.leftAnchor, constant: 100),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.hasAmbiguousLayout)
        // Bounded by inequalities only, x sits on a bound (10); exercising moves it 10 points.
        expectFrame(a, 10, 0, 10, 10)
        a.exerciseAmbiguityInLayout()
        expectFrame(a, 20, 0, 10, 10)
    }

    @Test func exercisingMovesAnEdgeNoConstraintMentionsAndHoldsItUntilTheNextChange() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        activate([width, a.heightAnchor.constraint(equalToConstant: 10), a.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 10, 10)
        #expect(a.hasAmbiguousLayout)
        a.exerciseAmbiguityInLayout()
        expectFrame(a, 10, 0, 10, 10)
        // Asking again does not undo it; exercising again moves it on.
        #expect(a.hasAmbiguousLayout)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        expectFrame(a, 10, 0, 10, 10)
        a.exerciseAmbiguityInLayout()
        expectFrame(a, 20, 0, 10, 10)
        // A change to the constraints lets it go: the next layout places it by them alone.
        width.constant = 12
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 12, 10)
        #expect(a.hasAmbiguousLayout)
    }

    @Test func constraintsAffectingLayoutByAxis() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let constraints = place(a, in: root, 1, 2, 3, 4)
        let aspect = b.widthAnchor.constraint(equalTo: a.heightAnchor)
        activate(constraints + [aspect])
        let horizontal = a.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init)
        let vertical = a.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init)
        #expect(horizontal == [constraints[0], constraints[2]].map(ObjectIdentifier.init))
        #expect(vertical == [constraints[1], constraints[3], aspect].map(ObjectIdentifier.init))
        #expect(b.constraintsAffectingLayout(for: .horizontal).map(ObjectIdentifier.init) == [ObjectIdentifier(aspect)])
        #expect(root.constraintsAffectingLayout(for: .horizontal).last?.identifier == "root")
    }
}
