import Testing
@testable import AutoLayout

@Suite struct ActivationTests {
    @Test func activateInstallsOnClosestCommonAncestor() {
        let root = makeRoot()
        let container = makeView("container", in: root)
        let a = makeView("a", in: container)
        let b = makeView("b", in: container)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        let pair = a.leftAnchor.constraint(equalTo: b.rightAnchor)
        let toRoot = a.topAnchor.constraint(equalTo: root.topAnchor)
        activate([width, pair, toRoot])
        #expect(a.constraints.count == 1 && a.constraints[0] === width)
        #expect(container.constraints.count == 1 && container.constraints[0] === pair)
        #expect(root.constraints.count == 1 && root.constraints[0] === toRoot)
        #expect(width.isActive && pair.isActive && toRoot.isActive)
        #expect(pair.firstItem === a && pair.secondItem === b)
        LayoutConstraint.deactivate([pair])
        #expect(!pair.isActive)
        #expect(container.constraints.isEmpty)
        container.removeConstraint(width)  // not installed there: nothing happens
        #expect(width.isActive)
        a.removeConstraint(width)
        #expect(!width.isActive && a.constraints.isEmpty)
    }

    @Test func addConstraintOnAnAncestorAndRemoveConstraints() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let constraints = place(a, in: root, 1, 2, 3, 4)
        root.addConstraints(constraints)
        #expect(root.constraints.count == 4)
        #expect(constraints.allSatisfy { $0.isActive })
        root.layoutIfNeeded()
        expectFrame(a, 1, 2, 3, 4)
        root.removeConstraints(Array(constraints[2...]))
        #expect(root.constraints.count == 2)
        #expect(root.constraints[0] === constraints[0] && root.constraints[1] === constraints[1])
    }

    @Test func deactivatedConstraintsStopActing() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let fixed = place(a, in: root, 10, 10, 100, 100)
        activate(fixed)
        let wider = a.widthAnchor.constraint(equalToConstant: 200)
        wider.priority = .defaultHigh
        activate([wider])
        root.layoutIfNeeded()
        expectFrame(a, 10, 10, 100, 100)
        fixed[2].isActive = false
        root.layoutIfNeeded()
        expectFrame(a, 10, 10, 200, 100)
        fixed[2].isActive = true
        root.layoutIfNeeded()
        expectFrame(a, 10, 10, 100, 100)
    }

    @Test func constantChangesGoThroughTheSolverInPlace() throws {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let constraints = place(a, in: root, 10, 10, 100, 100)
        activate(constraints)
        root.layoutIfNeeded()
        let solverConstraint = try #require(constraints[0].solverConstraint)
        constraints[0].constant = 50
        constraints[3].constant = 25
        root.layoutIfNeeded()
        expectFrame(a, 50, 10, 100, 25)
        #expect(constraints[0].solverConstraint === solverConstraint)
        #expect(a.layoutEngine.solver.hasConstraint(solverConstraint))
        #expect(constraints[0].constant == 50)
    }

    @Test func priorityChangesBetweenOptionalLevels() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        let small = a.widthAnchor.constraint(equalToConstant: 100)
        small.priority = LayoutPriority(300)
        let large = a.widthAnchor.constraint(equalToConstant: 200)
        large.priority = LayoutPriority(400)
        activate([small, large])
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 200, 10)
        small.priority = LayoutPriority(500)
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 100, 10)
        #expect(small.priority == .medium)
        let diagnostics = LayoutDiagnostics.record { small.priority = .required }
        #expect(diagnostics.map(\.kind) == [.invalidPriorityChange])
        #expect(diagnostics.first?.constraints.first === small)
        #expect(small.priority == .medium)
        // Inactive: any change is allowed.
        small.isActive = false
        small.priority = .required
        #expect(small.priority == .required)
    }

    @Test func priorityOrderingDominatesSums() {
        // One 751 constraint against two 750 ones pulling the other way on the same variable.
        let root = makeRoot()
        let a = makeView("a", in: root)
        activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        let high = a.widthAnchor.constraint(equalToConstant: 100)
        high.priority = .defaultHigh
        var lows: [LayoutConstraint] = []
        for _ in 0 ..< 100 {
            let low = a.widthAnchor.constraint(equalToConstant: 50)
            low.priority = .defaultLow
            lows.append(low)
        }
        activate([high] + lows)
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 100, 10)
    }

    @Test func removingAViewDeactivatesTheConstraintsThroughIt() {
        let root = makeRoot()
        let container = makeView("container", in: root)
        let a = makeView("a", in: container)
        let b = makeView("b", in: container)
        let outside = makeView("outside", in: root)
        activate(place(container, in: root, 10, 10, 200, 200))
        let inner = place(a, in: container, 5, 5, 20, 20)
        activate(inner)
        let sibling = [
            b.leftAnchor.constraint(equalTo: a.rightAnchor),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 7),
            b.heightAnchor.constraint(equalToConstant: 7),
        ]
        activate(sibling)
        let crossing = outside.leftAnchor.constraint(equalTo: a.rightAnchor)
        activate([crossing] + [outside.topAnchor.constraint(equalTo: root.topAnchor),
                               outside.widthAnchor.constraint(equalToConstant: 1),
                               outside.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        expectFrame(outside, 35, 0, 1, 1)
        let diagnostics = LayoutDiagnostics.record { a.removeFromSuperview() }
        #expect(diagnostics.map(\.kind) == [.constraintsRemovedWithView])
        let named = Set(diagnostics[0].constraints.map(ObjectIdentifier.init))
        // inner[0], inner[1] tie a to container; sibling[0], sibling[1] tie b to a; and crossing.
        let expected = Set([inner[0], inner[1], sibling[0], sibling[1], crossing].map(ObjectIdentifier.init))
        #expect(named == expected)
        #expect(!crossing.isActive && !inner[0].isActive && !sibling[0].isActive)
        #expect(inner[2].isActive && inner[3].isActive)  // a's own size moves with it
        #expect(a.constraints.count == 2)
        #expect(root.constraints.count == 3)  // container.left, container.top, outside.top
        #expect(a.references.count == 2)
        #expect(a.superview == nil)
        // The removed view is a root with its own engine for its size constraints.
        a.layoutIfNeeded()
        #expect(a.engineStorage != nil)
    }

    /// Found by the stress test (seed 20062): a constraint between two views of a subtree,
    /// installed on a view above the subtree, stayed active on that view after the subtree was
    /// removed, out of every engine.
    @Test func removingASubtreeDeactivatesItsConstraintsHeldAboveIt() {
        let root = makeRoot()
        let container = makeView("container", in: root)
        let a = makeView("a", in: container)
        let b = makeView("b", in: container)
        activate(place(container, in: root, 10, 10, 200, 200))
        activate(place(a, in: container, 5, 5, 20, 20))
        let heldAbove = b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 3)
        root.addConstraint(heldAbove)
        let heldInside = b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4)
        container.addConstraint(heldInside)
        activate([b.widthAnchor.constraint(equalToConstant: 7), b.heightAnchor.constraint(equalToConstant: 7)])
        root.layoutIfNeeded()
        expectFrame(b, 28, 29, 7, 7)

        let diagnostics = LayoutDiagnostics.record { container.removeFromSuperview() }
        #expect(diagnostics.map(\.kind) == [.constraintsRemovedWithView])
        #expect(diagnostics.first?.constraints.contains { $0 === heldAbove } == true)
        #expect(!heldAbove.isActive)
        #expect(!root.constraints.contains { $0 === heldAbove })
        #expect(heldInside.isActive && container.constraints.contains { $0 === heldInside })
        #expect(heldInside.engine === container.layoutEngine)
        // The subtree lays out alone: b keeps its place under a, and nothing ties its left.
        container.layoutIfNeeded()
        #expect(b.frame.minY == 29 && b.frame.size == CGSize(width: 7, height: 7))
    }

    @Test func movingASubtreeToAnotherRootMigratesItsConstraints() {
        let first = makeRoot()
        let second = makeRoot(width: 1000, height: 1000)
        second.name = "second"
        let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.name = "container"
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        first.addSubview(container)
        let a = makeView("a", in: container)
        activate([
            a.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
            a.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -10),
            a.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            a.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
        ])
        first.layoutIfNeeded()
        expectFrame(a, 10, 10, 80, 50)
        let firstEngine = first.layoutEngine
        second.addSubview(container)
        #expect(firstEngine.lookup.count == 2)  // only the root's size constraints remain
        #expect(container.constraints.count == 4 && container.constraints.allSatisfy(\.isActive))
        container.frame = CGRect(x: 100, y: 100, width: 200, height: 300)
        second.layoutIfNeeded()
        expectFrame(a, 10, 10, 180, 150)
        second.frame = CGRect(x: 0, y: 0, width: 1100, height: 1100)
        second.layoutIfNeeded()
        expectFrame(container, 100, 100, 300, 400)
        expectFrame(a, 10, 10, 280, 200)
        // A root with its own engine joining another tree brings its constraints along.
        let third = makeRoot(width: 50, height: 50)
        container.removeFromSuperview()
        container.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        container.layoutIfNeeded()
        expectFrame(a, 10, 10, 20, 20)
        third.addSubview(container)
        #expect(container.engineStorage == nil)
        third.layoutIfNeeded()
        expectFrame(a, 10, 10, 20, 20)
    }
}
