import Testing
@testable import AutoLayout

@Suite struct GeometryTests {
    @Test func siblings() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        activate(place(a, in: root, 10, 20, 100, 50))
        activate([
            b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 8),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2, constant: 1),
        ])
        root.layoutIfNeeded()
        expectFrame(a, 10, 20, 100, 50)
        expectFrame(b, 118, 20, 50, 101)
        expectFrame(root, 0, 0, 320, 480)
    }

    @Test func edgesAndCenters() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        activate([
            a.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            a.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -40),
            a.widthAnchor.constraint(equalToConstant: 185),
            a.heightAnchor.constraint(equalToConstant: 38),
        ])
        let b = makeView("b", in: root)
        activate([
            b.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            b.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 40),
            b.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        expectFrame(a, 67.5, 181, 185, 38)
        expectFrame(b, 10, 259, 300, 201)
    }

    @Test func cousinsInOffsetContainers() {
        let root = makeRoot()
        let boxA = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        boxA.name = "boxA"
        root.addSubview(boxA)
        let boxB = View(frame: CGRect(x: 200, y: 50, width: 100, height: 100))
        boxB.name = "boxB"
        root.addSubview(boxB)
        let a = makeView("a", in: boxA)
        let b = makeView("b", in: boxB)
        activate(place(a, in: boxA, 5, 5, 20, 20))
        activate([
            b.leftAnchor.constraint(equalTo: a.leftAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 10),
            b.widthAnchor.constraint(equalTo: a.widthAnchor),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(boxA, 10, 10, 100, 100)
        expectFrame(boxB, 200, 50, 100, 100)
        expectFrame(a, 5, 5, 20, 20)
        // a's left in root: 15, so b's x in boxB is 15 - 200; a's bottom in root: 35, + 10 - 50.
        expectFrame(b, -185, -5, 20, 20)
    }

    @Test func descendantAgainstAncestorThroughOffsetContainers() {
        let root = makeRoot()
        let outer = View(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
        root.addSubview(outer)
        let inner = View(frame: CGRect(x: 15, y: 25, width: 100, height: 100))
        outer.addSubview(inner)
        let leaf = makeView("leaf", in: inner)
        activate([
            leaf.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50),
            leaf.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            leaf.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -100),
            leaf.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.25),
        ])
        root.layoutIfNeeded()
        // In inner's coordinates: 50 - 20 - 15 = 15; 60 - 30 - 25 = 5; width 320 - 100 - 50.
        expectFrame(leaf, 15, 5, 170, 120)
        expectFrame(outer, 20, 30, 200, 200)
        expectFrame(inner, 15, 25, 100, 100)
    }

    @Test func boundsOriginOfAncestorAndIntermediate() {
        let root = makeRoot()
        let container = View(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        root.addSubview(container)
        let a = makeView("a", in: container)
        activate(place(a, in: container, 10, 10, 50, 50))
        let b = makeView("b", in: root)
        activate([
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.leftAnchor.constraint(equalTo: a.leftAnchor),
            b.widthAnchor.constraint(equalToConstant: 5),
            b.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        expectFrame(a, 10, 10, 50, 50)
        expectFrame(b, 10, 160, 5, 5)
        // Scrolling the container: its own top is its bounds' minY, so `a` follows the scroll
        // in its coordinates, and stays put on screen; b sees a through the scrolled container.
        container.bounds.origin = CGPoint(x: 0, y: 40)
        root.layoutIfNeeded()
        expectFrame(a, 10, 50, 50, 50)
        expectFrame(b, 10, 160, 5, 5)
        root.bounds.origin = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        expectFrame(b, 10, 160, 5, 5)
        expectFrame(a, 10, 50, 50, 50)
    }

    @Test func positionMultiplierActsInCommonAncestorSpace() {
        let root = makeRoot()
        let container = View(frame: CGRect(x: 100, y: 50, width: 200, height: 300))
        container.name = "container"
        root.addSubview(container)
        let child = makeView("child", in: container)
        activate([
            child.rightAnchor.constraint(equalTo: container.rightAnchor).withMultiplier(0.5),
            child.bottomAnchor.constraint(equalTo: container.bottomAnchor).withMultiplier(0.5),
            child.widthAnchor.constraint(equalToConstant: 40),
            child.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        expectFrame(child, 60, 120, 40, 30)
        container.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        root.layoutIfNeeded()
        expectFrame(child, 10, 20, 40, 30)
    }

    @Test func sizeMultipliersAndRootResize() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 10),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2),
        ])
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 170, 340)
        root.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 250, 500)
        expectFrame(root, 0, 0, 480, 320)
    }

    @Test func inequalitiesAndPriorities() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let wide = a.widthAnchor.constraint(equalToConstant: 500)
        wide.priority = .defaultHigh
        activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.rightAnchor.constraint(lessThanOrEqualTo: root.rightAnchor, constant: -10),
            a.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
            wide,
        ])
        root.layoutIfNeeded()
        expectFrame(a, 10, 0, 300, 0 + 20)
    }
}

extension LayoutConstraint {
    /// A copy with another multiplier (as the usual UIKit helper).
    func withMultiplier(_ multiplier: CGFloat) -> LayoutConstraint {
        let copy = LayoutConstraint(
            item: firstItem!, attribute: firstAttribute, relatedBy: relation, toItem: secondItem,
            attribute: secondAttribute, multiplier: multiplier, constant: constant)
        copy.priority = priority
        return copy
    }
}

/// UIKit's insets types are C structs: `UIEdgeInsets()` and `NSDirectionalEdgeInsets()` are
/// zero on every side, and code written for UIKit uses them that way.
@Suite struct InsetsInitialiserTests {
    @Test func emptyInitialisersAreZeroOnEverySide() {
        let insets = EdgeInsets()
        #expect(insets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(insets == .zero)
        var directional = DirectionalEdgeInsets()
        #expect(directional == DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        directional.leading = 8
        #expect(directional == DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 0))
    }
}
