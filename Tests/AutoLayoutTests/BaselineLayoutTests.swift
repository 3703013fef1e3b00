import Foundation
import Testing
@testable import AutoLayout

/// A view whose baselines are those of views it names (`nil`: its own). Held weakly, as a
/// view that names its superview (a cycle of redirects) would otherwise keep it alive.
final class BaselineContainer: View {
    weak var firstBaselineView: View?
    weak var lastBaselineView: View?
    /// Names the view only while it is a subview, as a well-behaved override does.
    var onlyWhileInside = false

    override var forFirstBaselineLayout: View { pick(firstBaselineView) }
    override var forLastBaselineLayout: View { pick(lastBaselineView) }

    private func pick(_ view: View?) -> View {
        guard let view else { return self }
        if onlyWhileInside && !view.isDescendant(of: self) { return self }
        return view
    }
}

func makeContainer(_ name: String, in parent: View, frame: CGRect? = nil) -> BaselineContainer {
    let container = frame.map { BaselineContainer(frame: $0) } ?? BaselineContainer()
    container.name = name
    container.translatesAutoresizingMaskIntoConstraints = frame != nil
    parent.addSubview(container)
    return container
}

/// A label of font size 10 (characters 5 wide, lines 12 high, baseline 8 below a line's top)
/// laid by its frame.
func makeFramedLabel(_ name: String, _ text: String, in parent: View, x: Double, y: Double) -> Label {
    let label = makeLabel(name, text, in: parent)
    label.translatesAutoresizingMaskIntoConstraints = true
    label.frame = CGRect(x: x, y: y, width: Double(text.count) * 5, height: 12)
    return label
}

@Suite struct BaselineLayoutTests {
    /// A frame-laid container whose first baseline is an inner label's, 30 points down in it:
    /// a sibling aligned by first baseline lines up with the inner label, not the container's
    /// bottom. The constraint stays the container's (its description, its installation on the
    /// common ancestor), and the inner label is placed by the engine (its variables are used).
    @Test func firstBaselineOfAFramedContainerIsItsInnerLabels() {
        let root = makeRoot()
        let container = makeContainer("container", in: root, frame: CGRect(x: 20, y: 100, width: 200, height: 60))
        let inner = makeFramedLabel("inner", "Inner", in: container, x: 10, y: 30)
        container.firstBaselineView = inner
        let side = makeLabel("side", "Side", in: root)
        let align = side.firstBaselineAnchor.constraint(equalTo: container.firstBaselineAnchor)
        activate([align, side.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 240)])
        root.layoutIfNeeded()
        // The inner label's baseline: 100 + 30 + 8 = 138; the side label's top 8 above it.
        expectFrame(side, 240, 130, 20, 12)
        expectFrame(inner, 10, 30, 25, 12)
        #expect(align.description.contains("Label:side.firstBaseline == BaselineContainer:container.firstBaseline"))
        #expect(root.constraints.contains { $0 === align })
        #expect(align.ancestor === root)
        #expect(inner.engineUses == 1 && inner.liveBaselineDependents.count == 1)
        // The last baseline is not redirected: the container's bottom, 160.
        let other = makeLabel("other", "Other", in: root)
        activate([other.lastBaselineAnchor.constraint(equalTo: container.lastBaselineAnchor),
                  other.leftAnchor.constraint(equalTo: root.leftAnchor)])
        root.layoutIfNeeded()
        expectFrame(other, 0, 152, 25, 12)
        // Moving the container by its frame moves the aligned label with the inner one.
        container.frame = CGRect(x: 20, y: 150, width: 200, height: 60)
        root.layoutIfNeeded()
        expectFrame(side, 240, 180, 20, 12)
        expectFrame(other, 0, 202, 25, 12)
    }

    /// A constrained container whose last baseline is a two-line label's, pinned 10 below its
    /// top: the sibling aligns with the second line. A change of the inner label's text (a
    /// third line) moves the sibling, though the constraint does not name the inner label.
    @Test func lastBaselineOfAConstrainedContainerFollowsItsInnerLabel() {
        let root = makeRoot()
        let container = makeContainer("container", in: root)
        let inner = makeLabel("inner", "one two three", in: container, lines: 0)
        inner.preferredMaxLayoutWidth = 40  // "one two" / "three", 35 x 24
        container.lastBaselineView = inner
        let side = makeLabel("side", "Side", in: root)
        let first = makeLabel("first", "First", in: root)
        activate(place(container, in: root, 20, 50, 200, 100) + [
            inner.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            side.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 240),
            LayoutConstraint(item: side, attribute: .lastBaseline, relatedBy: .equal, toItem: container, attribute: .lastBaseline),
            // The first baseline is still the container's bottom (150).
            first.firstBaselineAnchor.constraint(equalTo: container.firstBaselineAnchor),
            first.leftAnchor.constraint(equalTo: root.leftAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(container, 20, 50, 200, 100)
        expectFrame(inner, 10, 10, 35, 24)
        // The inner label's second line: top 60 + 12, baseline 8 lower, 80.
        expectFrame(side, 240, 72, 20, 12)
        expectFrame(first, 0, 142, 25, 12)
        inner.text = "one two three four"  // a third line: its baseline at 60 + 24 + 8
        root.layoutIfNeeded()
        expectFrame(inner, 10, 10, 35, 36)
        expectFrame(side, 240, 84, 20, 12)
    }

    /// Redirects chain: the outer container names an inner container, which names a label.
    /// The constraint reads the label's baseline through both frames, and a scroll of the
    /// inner container (its bounds origin) moves the label and the aligned sibling.
    @Test func chainedRedirectsResolveToTheLastView() {
        let root = makeRoot()
        let outer = makeContainer("outer", in: root, frame: CGRect(x: 0, y: 200, width: 300, height: 80))
        let middle = makeContainer("middle", in: outer, frame: CGRect(x: 20, y: 10, width: 200, height: 50))
        let label = makeFramedLabel("label", "Deep", in: middle, x: 5, y: 15)
        outer.firstBaselineView = middle
        middle.firstBaselineView = label
        #expect(outer.baselineLayoutView(first: true).view === label)
        let side = makeLabel("side", "Side", in: root)
        let align = side.firstBaselineAnchor.constraint(equalTo: outer.firstBaselineAnchor)
        activate([align, side.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 240)])
        root.layoutIfNeeded()
        // 200 + 10 + 15 + 8 = 233.
        expectFrame(side, 240, 225, 20, 12)
        #expect(align.baselineViews?.first == nil && align.baselineViews?.second?.takeUnretainedValue() === label)
        #expect(label.engineUses == 1 && middle.engineUses == 1 && outer.engineUses == 1)
        middle.bounds = CGRect(x: 0, y: 5, width: 200, height: 50)
        root.layoutIfNeeded()
        expectFrame(side, 240, 220, 20, 12)
    }

    /// A redirect to a view outside the subtree, and a cycle of redirects: each ends the chain
    /// at the view that named the wrong one, whose own baseline (its bottom) the constraint
    /// reads, with a diagnostic; the constraint stays active.
    @Test func invalidRedirectsFallBackWithADiagnostic() {
        let root = makeRoot()
        let container = makeContainer("container", in: root, frame: CGRect(x: 0, y: 100, width: 200, height: 60))
        let stranger = makeFramedLabel("stranger", "Elsewhere", in: root, x: 0, y: 0)
        container.firstBaselineView = stranger
        let side = makeLabel("side", "Side", in: root)
        let align = side.firstBaselineAnchor.constraint(equalTo: container.firstBaselineAnchor)
        let diagnostics = LayoutDiagnostics.record {
            LayoutConstraint.activate([align, side.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 240)])
        }
        #expect(diagnostics.map(\.kind) == [.invalidBaselineView])
        #expect(diagnostics.first?.message == "\(align): BaselineContainer:container.forFirstBaselineLayout returned Label:stranger, which is neither that view nor one of its descendants; the constraint reads the first baseline of BaselineContainer:container instead")
        #expect(diagnostics.first?.constraints.first === align)
        root.layoutIfNeeded()
        #expect(align.isActive)
        expectFrame(side, 240, 152, 20, 12)  // the container's bottom, 160
        #expect(stranger.engineUses == 0 && stranger.baselineDependents.isEmpty)

        // outer -> middle -> outer: the middle container's own bottom, 300 + 10 + 40.
        let outer = makeContainer("outer", in: root, frame: CGRect(x: 0, y: 300, width: 300, height: 80))
        let middle = makeContainer("middle", in: outer, frame: CGRect(x: 20, y: 10, width: 200, height: 40))
        outer.lastBaselineView = middle
        middle.lastBaselineView = outer
        let low = makeLabel("low", "Low", in: root)
        let cycle = low.lastBaselineAnchor.constraint(equalTo: outer.lastBaselineAnchor)
        let cycleDiagnostics = LayoutDiagnostics.record {
            LayoutConstraint.activate([cycle, low.leftAnchor.constraint(equalTo: root.leftAnchor)])
        }
        #expect(cycleDiagnostics.map(\.kind) == [.invalidBaselineView])
        #expect(cycleDiagnostics.first?.message == "\(cycle): BaselineContainer:middle.forLastBaselineLayout returned BaselineContainer:outer, which leads back up the chain of baseline views from BaselineContainer:outer (a cycle); the constraint reads the last baseline of BaselineContainer:middle instead")
        root.layoutIfNeeded()
        expectFrame(low, 0, 342, 15, 12)  // middle's bottom 350, the label's baseline 8 below its top
    }

    /// The inner label leaves the container: the constraint stays active and is read afresh
    /// at once. An override that still names the label falls back to the container's own
    /// baseline, with a diagnostic; one that checks gives it without. The label keeps no
    /// trace of the constraint, and can be freed.
    @Test func removingTheBaselineViewResolvesTheRedirectAgain() {
        let root = makeRoot()
        let container = makeContainer("container", in: root, frame: CGRect(x: 20, y: 100, width: 200, height: 60))
        var inner: Label? = makeFramedLabel("inner", "Inner", in: container, x: 10, y: 30)
        container.firstBaselineView = inner
        let side = makeLabel("side", "Side", in: root)
        let align = side.firstBaselineAnchor.constraint(equalTo: container.firstBaselineAnchor)
        activate([align, side.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 240)])
        root.layoutIfNeeded()
        expectFrame(side, 240, 130, 20, 12)

        let diagnostics = LayoutDiagnostics.record { inner?.removeFromSuperview() }
        #expect(diagnostics.map(\.kind) == [.invalidBaselineView])
        #expect(align.isActive && align.baselineViews == nil && align.engine != nil)
        #expect(inner?.baselineDependents.isEmpty == true && inner?.engineUses == 0)
        root.layoutIfNeeded()
        expectFrame(side, 240, 152, 20, 12)  // the container's bottom, 160

        // Back inside, under a wrapper: the redirect is read again when asked to.
        let wrapper = makeContainer("wrapper", in: container, frame: CGRect(x: 0, y: 20, width: 100, height: 30))
        if let inner { wrapper.addSubview(inner) }
        #expect(LayoutDiagnostics.record { container.invalidateBaselines() }.isEmpty)
        root.layoutIfNeeded()
        expectFrame(side, 240, 150, 20, 12)  // 100 + 20 + 30 + 8 = 158

        // Moved out by a checking override: no diagnostic, and the label goes away freely.
        container.onlyWhileInside = true
        weak let freed = inner
        let quiet = LayoutDiagnostics.record { inner?.removeFromSuperview() }
        #expect(quiet.isEmpty)
        container.firstBaselineView = nil
        inner = nil
        #expect(freed == nil)
        root.layoutIfNeeded()
        expectFrame(side, 240, 152, 20, 12)
        #expect(wrapper.engineUses == 0)
    }

    /// Removing a view between the container and its baseline view re-reads the redirect the
    /// same way; a constraint that names the moved view itself is still deactivated.
    @Test func removingAnIntermediateViewReroutesAndDeactivatesOnlyWhatNamesIt() {
        let root = makeRoot()
        let container = makeContainer("container", in: root, frame: CGRect(x: 0, y: 100, width: 200, height: 60))
        let wrapper = makeContainer("wrapper", in: container, frame: CGRect(x: 0, y: 10, width: 100, height: 40))
        let label = makeFramedLabel("label", "Text", in: wrapper, x: 0, y: 5)
        container.firstBaselineView = wrapper
        container.onlyWhileInside = true
        wrapper.firstBaselineView = label
        let side = makeLabel("side", "Side", in: root)
        let named = makeView("named", in: root)
        let align = side.firstBaselineAnchor.constraint(equalTo: container.firstBaselineAnchor)
        let tie = named.topAnchor.constraint(equalTo: wrapper.bottomAnchor)
        activate([align, side.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 240), tie] + [
            named.leftAnchor.constraint(equalTo: root.leftAnchor),
            named.widthAnchor.constraint(equalToConstant: 5), named.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        expectFrame(side, 240, 115, 20, 12)  // 100 + 10 + 5 + 8 = 123
        let diagnostics = LayoutDiagnostics.record { wrapper.removeFromSuperview() }
        #expect(diagnostics.map(\.kind) == [.constraintsRemovedWithView])
        #expect(diagnostics.first?.constraints.count == 1 && diagnostics.first?.constraints.first === tie)
        #expect(align.isActive && !tie.isActive)
        root.layoutIfNeeded()
        expectFrame(side, 240, 152, 20, 12)
    }

    /// The root is freed while the baseline view outlives it: the view drops the stale entry,
    /// and goes on in a new tree.
    @Test func aBaselineViewOutlivingItsRootKeepsNoStaleConstraint() {
        let label = Label()
        label.text = "Kept"
        label.fontSize = 10
        label.name = "kept"
        do {
            let root = makeRoot()
            let container = makeContainer("container", in: root, frame: CGRect(x: 0, y: 100, width: 200, height: 60))
            container.addSubview(label)
            label.frame = CGRect(x: 0, y: 0, width: 20, height: 12)
            container.firstBaselineView = label
            let side = makeLabel("side", "Side", in: root)
            activate([side.firstBaselineAnchor.constraint(equalTo: container.firstBaselineAnchor),
                      side.leftAnchor.constraint(equalTo: root.leftAnchor)])
            root.layoutIfNeeded()
            expectFrame(side, 0, 100, 20, 12)
        }
        #expect(label.superview == nil && label.liveBaselineDependents.isEmpty)
        let other = makeRoot()
        other.addSubview(label)
        label.removeFromSuperview()
        #expect(label.baselineDependents.isEmpty)
    }

    /// A fitting size reads the redirected baseline too, placing the inner label's path.
    @Test func fittingSizeReadsTheRedirectedBaseline() {
        let root = makeRoot()
        let card = makeContainer("card", in: root)
        let title = makeLabel("title", "Title", in: card)
        let stamp = makeView("stamp", in: card)
        let box = makeContainer("box", in: card)
        let inner = makeLabel("inner", "In", in: box)
        box.firstBaselineView = inner
        activate([
            title.leftAnchor.constraint(equalTo: card.leftAnchor), title.topAnchor.constraint(equalTo: card.topAnchor),
            title.rightAnchor.constraint(equalTo: card.rightAnchor),
            box.leftAnchor.constraint(equalTo: card.leftAnchor), box.topAnchor.constraint(equalTo: title.bottomAnchor),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 40),
            inner.leftAnchor.constraint(equalTo: box.leftAnchor), inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 20),
            // The stamp hangs 10 below the box's first baseline, the inner label's: 12 + 20 + 8.
            stamp.topAnchor.constraint(equalTo: box.firstBaselineAnchor, constant: 10),
            stamp.leftAnchor.constraint(equalTo: card.leftAnchor), stamp.widthAnchor.constraint(equalToConstant: 5),
            stamp.heightAnchor.constraint(equalToConstant: 5),
            stamp.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        let size = card.systemLayoutSizeFitting(
            CGSize(width: 0, height: 0), withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 25, height: 55))
    }
}
