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

    /// Items are held weakly (without `weak` references: views and guides clear them when they
    /// go away), so constraints, guides and views outlive one another safely.
    @Test func constraintsAndGuidesOutliveTheirViews() {
        var kept: [LayoutConstraint] = []
        var onGuide: [LayoutConstraint] = []
        var guide: LayoutGuide?
        var marginsGuide: LayoutGuide?
        do {
            let root = makeRoot()
            let a = makeView("a", in: root)
            let g = LayoutGuide()
            a.addLayoutGuide(g)
            kept = place(a, in: root, 1, 2, 3, 4) + [a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)]
            onGuide = [g.leftAnchor.constraint(equalTo: a.leftAnchor), g.widthAnchor.constraint(equalToConstant: 5)]
            activate(Array(kept[0..<4]) + onGuide)
            root.layoutIfNeeded()
            guide = g
            marginsGuide = a.layoutMarginsGuide
            #expect(a.namingConstraints.count == 6)
            #expect(kept[0].secondItem === root && onGuide[0].firstItem === g)
        }
        for constraint in kept {
            #expect(constraint.firstItem == nil && constraint.secondItem == nil)
            #expect(!constraint.isActive)  // the view they were installed on is gone
        }
        #expect(onGuide[0].firstItem === guide && onGuide[0].secondItem == nil)
        #expect(guide?.owningView == nil && marginsGuide?.owningView == nil)
        #expect(guide?.namingConstraints.count == 2)
        // Deactivating, changing and activating them again reports, never crashes.
        do {
            let diagnostics = LayoutDiagnostics.record {
                LayoutConstraint.deactivate(kept + onGuide)
                kept[0].constant = 9
                LayoutConstraint.activate(kept + onGuide)
            }
            #expect(diagnostics.count == kept.count + onGuide.count)
            #expect(!(kept + onGuide).contains { $0.isActive })
        }
        onGuide = []
        #expect(guide?.namingConstraints.isEmpty == true)
    }

    /// A view forgets the constraints that named it when they go away.
    @Test func viewsForgetFreedConstraints() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        for round in 0..<50 {
            let constraints = place(a, in: root, CGFloat(round), 0, 10, 10) + [a.widthAnchor.constraint(equalTo: a.heightAnchor)]
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            expectFrame(a, Double(round), 0, 10, 10)
            LayoutConstraint.deactivate(constraints)
        }
        #expect(a.namingConstraints.isEmpty)
        #expect(root.namingConstraints.count == 2)  // the engine's size constraints of the root
    }

    /// Constraints point at their engine without retaining it; the engine clears that when
    /// it goes, for the constraints in the solver and for the broken ones, so that a
    /// constraint outliving its tree is safe to change.
    @Test func constraintsOutlivingTheirEngine() {
        weak var weakEngine: LayoutEngine?
        var kept: [LayoutConstraint] = []
        var broken: LayoutConstraint?
        var rootSize: LayoutConstraint?
        let diagnostics = LayoutDiagnostics.record {
            let root = makeRoot()
            let child = makeView("child", in: root)
            kept = place(child, in: root, 1, 2, 3, 4)
            LayoutConstraint.activate(kept)
            let conflicting = child.widthAnchor.constraint(equalToConstant: 30)
            conflicting.isActive = true
            broken = conflicting
            root.layoutIfNeeded()
            rootSize = root.constraintsAffectingLayout(for: .horizontal).last
            weakEngine = root.engineStorage
            #expect(conflicting.engine === root.engineStorage)
        }
        #expect(diagnostics.map(\.kind) == [.unsatisfiable])
        #expect(weakEngine == nil)
        for constraint in kept + [broken, rootSize].compactMap({ $0 }) {
            #expect(constraint.engine == nil)
            constraint.constant += 1
            constraint.priority = .defaultHigh
        }
        #expect(kept[2].constant == 4)
        #expect(broken?.constant == 31)
    }

    /// An item of a type the engine cannot place (neither a view nor a layout guide) is held
    /// weakly, as UIKit holds every item: the constraint names it while it lives, activation
    /// refuses it with a diagnostic, and it reads `nil` once freed.
    @Test func itemsOfOtherTypesAreHeldWeaklyAndRefused() {
        final class Widget: LayoutItem {
            var name: String? { "widget" }
        }
        let root = makeRoot()
        var widget: Widget? = Widget()
        let constraint = LayoutConstraint(
            item: widget!, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 1, constant: 0)
        let reversed = LayoutConstraint(
            item: root, attribute: .width, relatedBy: .equal, toItem: widget, attribute: .width, multiplier: 1, constant: 0)
        #expect(constraint.firstItem === widget && constraint.secondItem === root)
        #expect(reversed.firstItem === root && reversed.secondItem === widget)
        #expect(constraint.description.contains("Widget:widget.width == View:root.width"))
        let diagnostics = LayoutDiagnostics.record { LayoutConstraint.activate([constraint, reversed]) }
        #expect(diagnostics.map(\.kind) == [.unsupportedItem, .unsupportedItem])
        #expect(!constraint.isActive && !reversed.isActive)
        widget = nil
        #expect(constraint.firstItem == nil && constraint.secondItem === root)
        #expect(reversed.firstItem === root && reversed.secondItem == nil)
    }
}
