import Testing
@testable import AutoLayout

/// `LayoutConstraint.firstAnchor` and `secondAnchor`, as UIKit's: a constraint's two sides
/// read back as anchors, from which the same constraint can be made again.
@Suite struct ConstraintAnchorsTests {
    @Test func anchorsNameTheItemsAndAttributesOfBothSides() throws {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let gap = b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8)
        let first = try #require(gap.firstAnchor)
        let second = try #require(gap.secondAnchor)
        #expect(first.item === b && first.attribute == .left)
        #expect(second.item === a && second.attribute == .right)
        #expect(first.description == "View:b.left" && second.description == "View:a.right")
    }

    @Test func aConstantHasNoSecondAnchor() throws {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let width = a.widthAnchor.constraint(equalToConstant: 40)
        #expect(try #require(width.firstAnchor).attribute == .width)
        #expect(width.secondAnchor == nil)
    }

    @Test func theAnchorsMakeTheSameConstraintAgain() throws {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        activate(place(a, in: root, 20, 30, 100, 50))
        let template = b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8)
        let first = try #require(template.firstAnchor), second = try #require(template.secondAnchor)
        let again = first.constraint(equalTo: second, constant: template.constant)
        activate([again, b.topAnchor.constraint(equalTo: a.bottomAnchor),
                  b.widthAnchor.constraint(equalToConstant: 60), b.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        expectFrame(b, 128, 80, 60, 10)
    }

    @Test func untypedAnchorsOnDifferentAxesAreRefusedWhenActivated() throws {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let horizontal = try #require(a.leftAnchor.constraint(equalTo: root.leftAnchor).firstAnchor)
        let vertical = try #require(b.topAnchor.constraint(equalTo: root.topAnchor).firstAnchor)
        let mixed = horizontal.constraint(equalTo: vertical)
        let diagnostics = LayoutDiagnostics.record { mixed.isActive = true }
        #expect(!mixed.isActive)
        #expect(diagnostics.map(\.kind) == [.invalidAttributePairing])
        #expect(diagnostics.first?.message.contains("a horizontal position cannot be related to a vertical one (left, top)") == true)
    }

    @Test func anAnchorOfAFreedItemIsNil() {
        let root = makeRoot()
        var constraint: LayoutConstraint?
        do {
            let a = View()
            root.addSubview(a)
            constraint = a.widthAnchor.constraint(equalToConstant: 5)
            a.removeFromSuperview()
        }
        #expect(constraint?.firstItem == nil)
        #expect(constraint?.firstAnchor == nil)
    }
}
