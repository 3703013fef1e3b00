import Testing
@testable import AutoLayout

@Suite struct MemoryTests {
    @Test func viewsConstraintsAndEngineAreFreed() {
        weak var weakRoot: View?
        weak var weakChild: View?
        weak var weakConstraint: LayoutConstraint?
        weak var weakEngine: LayoutEngine?
        weak var weakAutoresizing: LayoutConstraint?
        do {
            let root = makeRoot()
            let child = makeView("child", in: root)
            let box = View(frame: CGRect(x: 1, y: 1, width: 1, height: 1))
            root.addSubview(box)
            let constraints = place(child, in: root, 1, 2, 3, 4) + [child.topAnchor.constraint(equalTo: box.bottomAnchor)]
            activate(constraints)
            root.layoutIfNeeded()
            weakRoot = root
            weakChild = child
            weakConstraint = constraints[0]
            weakEngine = root.engineStorage
            weakAutoresizing = box.autoresizingConstraints.first
            #expect(weakEngine != nil && weakAutoresizing != nil)
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakConstraint == nil)
        #expect(weakEngine == nil)
        #expect(weakAutoresizing == nil)
    }

    @Test func removedSubtreesAndDeactivatedConstraintsAreFreed() {
        let root = makeRoot()
        weak var weakChild: View?
        weak var weakConstraint: LayoutConstraint?
        do {
            let child = makeView("child", in: root)
            let constraints = place(child, in: root, 1, 2, 3, 4)
            activate(constraints)
            root.layoutIfNeeded()
            weakChild = child
            weakConstraint = constraints[0]
            _ = LayoutDiagnostics.record { child.removeFromSuperview() }
        }
        #expect(weakChild == nil)
        #expect(weakConstraint == nil)
        #expect(root.layoutEngine.lookup.count == 2)  // the root's own size constraints
        #expect(root.constraints.isEmpty)
    }
}
