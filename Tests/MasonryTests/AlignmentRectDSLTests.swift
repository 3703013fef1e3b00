import Masonry
import Testing

/// A badge drawn 4 points beyond its body on every side.
private final class BadgedView: View {
    override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 4, left: 4, bottom: 4, right: 4) }
}

/// The DSL constrains alignment rectangles, as Masonry does through Auto Layout.
@Suite struct AlignmentRectDSLTests {
    @Test func edgesAndSizeHoldTheBody() {
        let root = makeRoot()
        let box = makeView("box", in: root, frame: .zero)
        let badged = BadgedView()
        badged.mas.key = "badged"
        root.addSubview(badged)
        box.mas.makeConstraints { make in
            make.edges.equalTo(root).insets(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        }
        badged.mas.makeConstraints { make in
            make.top.left.equalTo(box)
            make.size.equalTo(CGSize(width: 50, height: 20))
        }
        root.layoutIfNeeded()
        expectFrame(box, 20, 10, 340, 760)
        expectFrame(badged, 16, 6, 58, 28)

        let inner = makeView("inner", in: badged)
        inner.mas.makeConstraints { make in make.edges.equalTo(badged) }
        root.layoutIfNeeded()
        expectFrame(inner, 4, 4, 50, 20)
    }
}
