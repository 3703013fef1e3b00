import Masonry
import Testing

// Review of `View.alignmentRectInsets` through the DSL: make, update and remake constraints,
// composites, multipliers, right-to-left, distribution, in-place refreshes and lifetimes.

/// A card whose body is inset from its frame: 4 top, 6 left, 8 bottom, 10 right by default.
private final class CardView: View {
    var insets = EdgeInsets(top: 4, left: 6, bottom: 8, right: 10)
    override var alignmentRectInsets: EdgeInsets { insets }
}

private func card(_ name: String, in parent: View) -> CardView {
    let view = CardView()
    view.mas.key = name
    parent.addSubview(view)
    return view
}

@Suite struct AlignmentRectReviewDSLTests {
    /// Constants against the superview (`equalTo(10)`) read an inset superview's body.
    @Test func constantsAgainstAnInsetSuperview() {
        let root = makeRoot()
        let box = card("box", in: root)
        box.mas.makeConstraints { make in
            make.left.top.equalTo(20)
            make.size.equalTo(CGSize(width: 200, height: 100))
        }
        let child = makeView("child", in: box)
        child.mas.makeConstraints { make in
            make.left.top.equalTo(10)
            make.right.bottom.equalTo(-10)
        }
        root.layoutIfNeeded()
        expectFrame(box, 14, 16, 216, 112)
        // The body spans (6, 4) to (206, 104) in the box's bounds.
        expectFrame(child, 16, 14, 180, 80)
    }

    @Test func centerAndEdgesComposites() {
        let root = makeRoot()
        let box = card("box", in: root)
        box.mas.makeConstraints { make in
            make.center.equalTo(root)
            make.size.equalTo(CGSize(width: 100, height: 50))
        }
        let fill = makeView("fill", in: box)
        fill.mas.makeConstraints { make in make.edges.equalTo(box).insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        root.layoutIfNeeded()
        expectFrame(box, 144, 371, 116, 62)
        expectFrame(fill, 8, 5, 94, 46)
    }

    /// `updateConstraints` changes the constant in place and the insets still apply.
    @Test func updateKeepsTheInsets() {
        let root = makeRoot()
        let box = card("box", in: root)
        box.mas.makeConstraints { make in
            make.left.top.equalTo(20)
            make.width.height.equalTo(50)
        }
        root.layoutIfNeeded()
        expectFrame(box, 14, 16, 66, 62)
        let before = (root.constraints + box.constraints).map(ObjectIdentifier.init)
        box.mas.updateConstraints { make in
            make.left.equalTo(40)
            make.width.equalTo(80)
        }
        root.layoutIfNeeded()
        expectFrame(box, 34, 16, 96, 62)
        #expect((root.constraints + box.constraints).map(ObjectIdentifier.init) == before)
    }

    @Test func remakeKeepsTheInsets() {
        let root = makeRoot()
        let box = card("box", in: root)
        box.mas.makeConstraints { make in
            make.left.top.equalTo(20)
            make.size.equalTo(CGSize(width: 200, height: 100))
        }
        root.layoutIfNeeded()
        box.mas.remakeConstraints { make in
            make.right.bottom.equalTo(root).offset(-20)
            make.size.equalTo(CGSize(width: 200, height: 100))
        }
        root.layoutIfNeeded()
        // Body (180, 680, 200, 100).
        expectFrame(box, 174, 676, 216, 112)
        #expect(box.mas.installedConstraints.count == 4)
    }

    /// `make.right.equalTo(container.mas.right).multipliedBy(0.5)`: half the body's right edge
    /// (206 in the container's bounds).
    @Test func multiplierOnAnInsetContainersRight() {
        let root = makeRoot()
        let container = card("container", in: root)
        container.mas.makeConstraints { make in
            make.left.top.equalTo(0)
            make.size.equalTo(CGSize(width: 200, height: 100))
        }
        let child = makeView("child", in: container)
        child.mas.makeConstraints { make in
            make.right.equalTo(container.mas.right).multipliedBy(0.5)
            make.top.equalTo(container)
            make.width.equalTo(30)
            make.height.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(container, -6, -4, 216, 112)
        expectFrame(child, 73, 4, 30, 10)
    }

    /// Right-to-left: leading is the body's right edge, whose inset is the right one (10).
    @Test func leadingInRightToLeft() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let box = card("box", in: root)
        box.mas.makeConstraints { make in
            make.leading.equalTo(20)
            make.top.equalTo(0)
            make.size.equalTo(CGSize(width: 200, height: 100))
        }
        let first = makeView("first", in: box)
        first.mas.makeConstraints { make in
            make.leading.top.equalTo(box)
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(box, 174, -4, 216, 112)
        // The body's right edge in the box's bounds: 216 - 10.
        expectFrame(first, 196, 4, 10, 10)
    }

    @Test func distributionOfInsetViews() {
        let root = makeRoot()
        let views = ["a", "b", "c"].map { name -> View in
            let view = card(name, in: root)
            view.insets = EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
            return view
        }
        views.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 5)
        for view in views {
            view.mas.makeConstraints { make in
                make.top.equalTo(10)
                make.height.equalTo(20)
            }
        }
        root.layoutIfNeeded()
        let width: CGFloat = 370.0 / 3
        expectFrame(views[0], 3, 8, width + 4, 24)
        expectFrame(views[1], 13 + width, 8, width + 4, 24)
        expectFrame(views[2], 23 + 2 * width, 8, width + 4, 24)
    }

    /// New insets after layout reach the DSL's constraints in place: the same constraints stay
    /// installed and active.
    @Test func invalidateAfterLayoutRefreshesDSLConstraintsInPlace() {
        let root = makeRoot()
        let box = card("box", in: root)
        let made = box.mas.makeConstraints { make in
            make.left.top.equalTo(20)
            make.size.equalTo(CGSize(width: 200, height: 100))
        }
        let sibling = makeView("sibling", in: root)
        sibling.mas.makeConstraints { make in
            make.left.equalTo(box.mas.right).offset(5)
            make.top.equalTo(box.mas.bottom)
            make.size.equalTo(box)
        }
        root.layoutIfNeeded()
        expectFrame(box, 14, 16, 216, 112)
        expectFrame(sibling, 225, 120, 200, 100)
        let layoutConstraints = made.flatMap(\.layoutConstraints).map(ObjectIdentifier.init)

        box.insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        box.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        expectFrame(box, 20, 20, 200, 100)
        expectFrame(sibling, 225, 120, 200, 100)
        #expect(made.allSatisfy { $0.isActive })
        let after = made.flatMap(\.layoutConstraints).map(ObjectIdentifier.init)
        #expect(after == layoutConstraints)
        #expect(box.mas.installedConstraints.count == 4 && sibling.mas.installedConstraints.count == 4)
    }

    @Test func insetViewsMadeWithTheDSLAreFreed() {
        weak var weakRoot: View?, weakBox: View?, weakChild: View?
        do {
            let root = makeRoot()
            let box = card("box", in: root)
            let child = makeView("child", in: box)
            box.mas.makeConstraints { make in
                make.center.equalTo(root)
                make.size.equalTo(CGSize(width: 100, height: 50))
            }
            child.mas.makeConstraints { make in make.edges.equalTo(box) }
            root.layoutIfNeeded()
            box.insets = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
            box.invalidateIntrinsicContentSize()
            box.mas.remakeConstraints { make in make.edges.equalTo(root) }
            root.layoutIfNeeded()
            expectFrame(box, -1, -1, 402, 802)
            expectFrame(child, 1, 1, 400, 800)
            weakRoot = root; weakBox = box; weakChild = child
        }
        #expect(weakRoot == nil && weakBox == nil && weakChild == nil)
    }
}
