import Foundation
import Testing
@testable import AutoLayout

/// Probes of the baseline redirect's lifetime rules: views freed, moved, both sides into one
/// view, the root redirecting, fitting through an invalid redirect.
@Suite struct BaselineAdversarialTests {
    /// The baseline view freed while the constraint stays active.
    @Test func freedBaselineViewThenRelayoutConstantDeactivate() {
        let root = makeRoot()
        let container = makeContainer("container", in: root, frame: CGRect(x: 20, y: 100, width: 200, height: 60))
        var inner: Label? = makeFramedLabel("inner", "Inner", in: container, x: 10, y: 30)
        container.firstBaselineView = inner
        let side = makeLabel("side", "Side", in: root)
        let align = side.firstBaselineAnchor.constraint(equalTo: container.firstBaselineAnchor)
        activate([align, side.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 240)])
        root.layoutIfNeeded()
        weak let freed = inner
        _ = LayoutDiagnostics.record { inner?.removeFromSuperview() }
        container.firstBaselineView = nil
        inner = nil
        #expect(freed == nil)
        root.layoutIfNeeded()
        expectFrame(side, 240, 152, 20, 12)
        align.constant = 10
        root.layoutIfNeeded()
        expectFrame(side, 240, 162, 20, 12)
        container.invalidateBaselines()
        container.frame = CGRect(x: 20, y: 50, width: 200, height: 60)
        root.layoutIfNeeded()
        expectFrame(side, 240, 112, 20, 12)
        align.isActive = false
        align.isActive = true
        root.layoutIfNeeded()
        expectFrame(side, 240, 112, 20, 12)
    }

    /// The label moved to another tree, then freed there.
    @Test func baselineViewMovedToAnotherTree() {
        let root = makeRoot()
        let container = makeContainer("container", in: root, frame: CGRect(x: 20, y: 100, width: 200, height: 60))
        var inner: Label? = makeFramedLabel("inner", "Inner", in: container, x: 10, y: 30)
        container.firstBaselineView = inner
        container.onlyWhileInside = true
        let side = makeLabel("side", "Side", in: root)
        let align = side.firstBaselineAnchor.constraint(equalTo: container.firstBaselineAnchor)
        activate([align, side.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 240)])
        root.layoutIfNeeded()
        var other: View? = makeRoot()
        if let inner { other?.addSubview(inner) }
        other?.layoutIfNeeded()
        root.layoutIfNeeded()
        expectFrame(side, 240, 152, 20, 12)
        weak let freed = inner
        container.firstBaselineView = nil
        inner = nil
        other = nil
        #expect(freed == nil)
        // back: a new label
        let again = makeFramedLabel("again", "Again", in: container, x: 0, y: 0)
        container.firstBaselineView = again
        container.invalidateBaselines()
        root.layoutIfNeeded()
        expectFrame(side, 240, 100, 20, 12)
        align.isActive = false
        #expect(again.baselineDependents.isEmpty && again.engineUses == 0)
    }

    /// Redirect changed without invalidateBaselines, then the old target freed.
    @Test func changedWithoutInvalidateThenOldFreed() {
        let root = makeRoot()
        let container = makeContainer("container", in: root, frame: CGRect(x: 20, y: 100, width: 200, height: 60))
        var a: Label? = makeFramedLabel("a", "Aaaa", in: container, x: 0, y: 10)
        let b = makeFramedLabel("b", "Bbbb", in: container, x: 0, y: 30)
        container.firstBaselineView = a
        let side = makeLabel("side", "Side", in: root)
        let align = side.firstBaselineAnchor.constraint(equalTo: container.firstBaselineAnchor)
        activate([align, side.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 240)])
        root.layoutIfNeeded()
        expectFrame(side, 240, 110, 20, 12)
        container.firstBaselineView = b
        root.layoutIfNeeded()
        expectFrame(side, 240, 110, 20, 12)  // not told
        weak let freed = a
        let d = LayoutDiagnostics.record { a?.removeFromSuperview() }
        #expect(d.isEmpty)
        a = nil
        #expect(freed == nil)
        root.layoutIfNeeded()
        expectFrame(side, 240, 130, 20, 12)
        align.constant = 1
        root.layoutIfNeeded()
        expectFrame(side, 240, 131, 20, 12)
        align.isActive = false
        #expect(b.baselineDependents.isEmpty)
    }

    /// Both sides of one constraint redirected into the same view.
    @Test func bothSidesSameView() {
        let root = makeRoot()
        let outer = makeContainer("outer", in: root, frame: CGRect(x: 0, y: 100, width: 200, height: 60))
        var label: Label? = makeFramedLabel("label", "Label", in: outer, x: 0, y: 10)
        outer.firstBaselineView = label
        outer.lastBaselineView = label
        let c = LayoutConstraint(item: outer, attribute: .firstBaseline, relatedBy: .equal, toItem: outer, attribute: .lastBaseline)
        let d0 = LayoutDiagnostics.record { activate([c]) }
        #expect(d0.isEmpty)
        root.layoutIfNeeded()
        #expect(label?.baselineDependents.count == 1)
        weak let freed = label
        let d = LayoutDiagnostics.record { label?.removeFromSuperview() }
        #expect(d.map(\.kind) == [.invalidBaselineView, .invalidBaselineView])
        outer.firstBaselineView = nil
        outer.lastBaselineView = nil
        label = nil
        #expect(freed == nil)
        root.layoutIfNeeded()
        c.isActive = false
        #expect(c.baselineViews == nil)
    }

    /// The root redirects.
    @Test func rootRedirects() {
        let root = BaselineContainer(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.name = "root"
        var label: Label? = makeFramedLabel("label", "Label", in: root, x: 0, y: 40)
        root.firstBaselineView = label
        root.onlyWhileInside = true
        let stamp = makeView("stamp", in: root)
        activate([stamp.topAnchor.constraint(equalTo: root.firstBaselineAnchor),
                  stamp.leftAnchor.constraint(equalTo: root.leftAnchor),
                  stamp.widthAnchor.constraint(equalToConstant: 5), stamp.heightAnchor.constraint(equalToConstant: 5)])
        root.layoutIfNeeded()
        expectFrame(stamp, 0, 48, 5, 5)
        weak let freed = label
        label?.removeFromSuperview()
        root.firstBaselineView = nil
        label = nil
        #expect(freed == nil)
        root.layoutIfNeeded()
        expectFrame(stamp, 0, 480, 5, 5)
    }

    /// The container removed while the baseline view is held elsewhere.
    @Test func containerRemovedLabelHeld() {
        let root = makeRoot()
        var container: BaselineContainer? = makeContainer("container", in: root, frame: CGRect(x: 20, y: 100, width: 200, height: 60))
        let inner = makeFramedLabel("inner", "Inner", in: container!, x: 10, y: 30)
        container?.firstBaselineView = inner
        let side = makeLabel("side", "Side", in: root)
        let align = side.firstBaselineAnchor.constraint(equalTo: container!.firstBaselineAnchor)
        activate([align, side.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 240)])
        root.layoutIfNeeded()
        _ = LayoutDiagnostics.record { container?.removeFromSuperview() }
        #expect(!align.isActive)
        weak let freedContainer = container
        container = nil
        #expect(freedContainer == nil)
        #expect(inner.superview == nil && inner.liveBaselineDependents.isEmpty)
        root.addSubview(inner)
        inner.removeFromSuperview()
        #expect(inner.baselineDependents.isEmpty)
    }

    /// Container (a root) freed while the constraint is active and the label survives;
    /// constraint kept by the caller and activated again later elsewhere.
    @Test func rootFreedConstraintKept() {
        let label = Label()
        label.text = "Kept"
        label.fontSize = 10
        var align: LayoutConstraint?
        do {
            let root = makeRoot()
            let container = makeContainer("container", in: root, frame: CGRect(x: 0, y: 100, width: 200, height: 60))
            container.addSubview(label)
            label.frame = CGRect(x: 0, y: 0, width: 20, height: 12)
            container.firstBaselineView = label
            let side = makeLabel("side", "Side", in: root)
            align = side.firstBaselineAnchor.constraint(equalTo: container.firstBaselineAnchor)
            activate([align!, side.leftAnchor.constraint(equalTo: root.leftAnchor)])
            root.layoutIfNeeded()
        }
        #expect(align?.firstItem == nil)
        let other = makeRoot()
        other.addSubview(label)
        let side2 = makeLabel("side2", "Side", in: other)
        activate([side2.topAnchor.constraint(equalTo: label.firstBaselineAnchor), side2.leftAnchor.constraint(equalTo: other.leftAnchor)])
        other.layoutIfNeeded()
        expectFrame(side2, 0, 8, 20, 12)  // the kept label's first baseline, 0 + 8
        label.removeFromSuperview()
        #expect(label.baselineDependents.isEmpty)
    }
}

@Suite struct BaselineAdversarialMoveTests {
    /// The label moved deeper inside the container, then up, then to a sibling container.
    @Test func movesWithinAndOut() {
        let root = makeRoot()
        let container = makeContainer("container", in: root, frame: CGRect(x: 20, y: 100, width: 200, height: 60))
        let wrapper = makeContainer("wrapper", in: container, frame: CGRect(x: 0, y: 20, width: 100, height: 30))
        let sibling = makeContainer("sibling", in: root, frame: CGRect(x: 0, y: 300, width: 100, height: 30))
        let inner = makeFramedLabel("inner", "Inner", in: container, x: 10, y: 30)
        container.firstBaselineView = inner
        let side = makeLabel("side", "Side", in: root)
        let align = side.firstBaselineAnchor.constraint(equalTo: container.firstBaselineAnchor)
        activate([align, side.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 240)])
        root.layoutIfNeeded()
        expectFrame(side, 240, 130, 20, 12)
        #expect(LayoutDiagnostics.record { wrapper.addSubview(inner) }.isEmpty)
        root.layoutIfNeeded()
        expectFrame(side, 240, 150, 20, 12)  // 100 + 20 + 30 + 8 = 158
        #expect(inner.liveBaselineDependents.count == 1 && wrapper.engineUses == 1)
        wrapper.bounds = CGRect(x: 0, y: 10, width: 100, height: 30)
        root.layoutIfNeeded()
        expectFrame(side, 240, 140, 20, 12)
        #expect(LayoutDiagnostics.record { container.addSubview(inner) }.isEmpty)
        root.layoutIfNeeded()
        expectFrame(side, 240, 130, 20, 12)
        #expect(wrapper.engineUses == 0)
        #expect(LayoutDiagnostics.record { sibling.addSubview(inner) }.map(\.kind) == [.invalidBaselineView])
        root.layoutIfNeeded()
        expectFrame(side, 240, 152, 20, 12)
        #expect(inner.baselineDependents.isEmpty)
        align.isActive = false
        #expect(inner.engineUses == 0 && wrapper.engineUses == 0)
    }

    /// The container itself moved into another tree with the label: the constraint named it,
    /// and goes; a constraint inside the container's subtree follows.
    @Test func containerMovedWithInsideConstraint() {
        let root = makeRoot()
        let container = makeContainer("container", in: root, frame: CGRect(x: 20, y: 100, width: 200, height: 60))
        let inner = makeFramedLabel("inner", "Inner", in: container, x: 10, y: 30)
        container.firstBaselineView = inner
        let stamp = makeView("stamp", in: container)
        let tie = stamp.topAnchor.constraint(equalTo: container.firstBaselineAnchor)
        activate([tie, stamp.leftAnchor.constraint(equalTo: container.leftAnchor),
                  stamp.widthAnchor.constraint(equalToConstant: 5), stamp.heightAnchor.constraint(equalToConstant: 5)])
        root.layoutIfNeeded()
        expectFrame(stamp, 0, 38, 5, 5)
        let other = makeRoot()
        other.addSubview(container)
        inner.frame = CGRect(x: 10, y: 40, width: 25, height: 12)
        other.layoutIfNeeded()
        expectFrame(stamp, 0, 48, 5, 5)
        #expect(tie.isActive && inner.liveBaselineDependents.count == 1)
        container.removeFromSuperview()
        container.layoutIfNeeded()
        expectFrame(stamp, 0, 48, 5, 5)
    }

    /// A fitting size through a chain whose middle redirects out of the subtree.
    @Test func fittingWithInvalidRedirect() {
        let root = makeRoot()
        let card = BaselineContainer()
        card.name = "card"
        root.addSubview(card)
        let stranger = makeLabel("stranger", "Elsewhere", in: root)
        card.firstBaselineView = stranger
        let stamp = makeView("stamp", in: card)
        let activation = LayoutDiagnostics.record { LayoutConstraint.activate([
            stamp.topAnchor.constraint(equalTo: card.topAnchor, constant: 30),
            stamp.leftAnchor.constraint(equalTo: card.leftAnchor), stamp.widthAnchor.constraint(equalToConstant: 5),
            stamp.heightAnchor.constraint(equalToConstant: 5),
            stamp.bottomAnchor.constraint(equalTo: card.firstBaselineAnchor, constant: -10),
            stamp.rightAnchor.constraint(equalTo: card.rightAnchor),
        ]) }
        #expect(activation.map(\.kind) == [.invalidBaselineView])
        let diagnostics = LayoutDiagnostics.record {
            let size = card.systemLayoutSizeFitting(
                CGSize(width: 0, height: 0), withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
            #expect(size == CGSize(width: 5, height: 45))
        }
        #expect(diagnostics.isEmpty)
    }
}
