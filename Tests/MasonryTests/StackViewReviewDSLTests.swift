import AutoLayout
import Testing
@testable import Masonry

// Review of `StackView` with arranged views (and the stack itself) constrained through the
// Masonry DSL. Expected frames worked out by hand from UIKit's stack view rules: the views
// span the stack along its axis with the spacing between them, `fill` gives the rest to the
// view that no constraint sizes, `center` centers across the axis.

/// A view with a fixed intrinsic content size.
private final class Sized: View {
    let size: CGSize
    init(_ name: String, _ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        mas.key = name
    }
    override var intrinsicContentSize: CGSize { size }
}

private func namedStack(_ views: [View]) -> StackView {
    let stack = StackView(arrangedSubviews: views)
    stack.mas.key = "stack"
    return stack
}

@Suite struct StackViewReviewDSLTests {
    /// Arranged views sized by `makeConstraints`, changed with `updateConstraints` and
    /// `remakeConstraints`: the stack's arrangement holds through all of them.
    @Test func arrangedViewsSizedWithTheDSL() {
        let root = makeRoot()
        let a = makeView("a"), b = makeView("b"), c = makeView("c")
        let stack = namedStack([a, b, c])
        root.addSubview(stack)
        stack.mas.makeConstraints { make in
            make.left.top.equalTo(10)
            make.width.equalTo(300)
            make.height.equalTo(50)
        }
        a.mas.makeConstraints { make in make.width.equalTo(40) }
        b.mas.makeConstraints { make in make.width.equalTo(60) }
        layOut(root)
        expectFrame(stack, 10, 10, 300, 50)
        expectFrame(a, 0, 0, 40, 50)
        expectFrame(b, 40, 0, 60, 50)
        expectFrame(c, 100, 0, 200, 50)

        a.mas.updateConstraints { make in make.width.equalTo(80) }
        layOut(root)
        expectFrame(a, 0, 0, 80, 50)
        expectFrame(b, 80, 0, 60, 50)
        expectFrame(c, 140, 0, 160, 50)

        // The new alignment is laid out before the heights are made (made before the pass,
        // they conflict with the old alignment's constraints: see StackViewReviewTests).
        stack.alignment = .center
        c.mas.makeConstraints { make in make.height.equalTo(stack) }
        root.layoutIfNeeded()
        a.mas.remakeConstraints { make in
            make.width.equalTo(20)
            make.height.equalTo(10)
        }
        b.mas.updateConstraints { make in make.height.equalTo(30) }
        layOut(root)
        expectFrame(a, 0, 20, 20, 10)
        expectFrame(b, 20, 10, 60, 30)
        expectFrame(c, 80, 0, 220, 50)

        b.isHidden = true
        root.layoutIfNeeded()
        expectFrame(a, 0, 20, 20, 10)
        expectFrame(c, 20, 0, 280, 50)
    }

    /// A vertical, centered stack whose views have DSL sizes; the stack is as tall as its
    /// views and spacing (20 + 4 + 10).
    @Test func verticalCenteredStackOfDSLSizedViews() {
        let root = makeRoot()
        let a = makeView("a"), b = makeView("b")
        let stack = namedStack([a, b])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 4
        root.addSubview(stack)
        stack.mas.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.equalTo(200)
        }
        a.mas.makeConstraints { make in
            make.width.equalTo(30)
            make.height.equalTo(20)
        }
        b.mas.makeConstraints { make in
            make.width.equalTo(50)
            make.height.equalTo(10)
        }
        layOut(root)
        expectFrame(stack, 0, 0, 200, 34)
        expectFrame(a, 85, 0, 30, 20)
        expectFrame(b, 75, 24, 50, 10)
        #expect(!stack.hasAmbiguousLayout && !a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    /// An arranged view's width tied to a view outside the stack with the DSL; updating the
    /// outside view's width re-lays the stack; remaking the stack's own constraints moves it
    /// without touching the arrangement.
    @Test func arrangedViewTiedToAnOutsideView() {
        let root = makeRoot()
        let ruler = makeView("ruler", in: root)
        ruler.mas.makeConstraints { make in
            make.left.equalTo(0)
            make.top.equalTo(300)
            make.width.equalTo(70)
            make.height.equalTo(5)
        }
        let a = makeView("a"), b = Sized("b", 30, 12)
        let stack = namedStack([a, b])
        root.addSubview(stack)
        stack.mas.makeConstraints { make in
            make.left.top.equalTo(10)
            make.height.equalTo(20)
        }
        a.mas.makeConstraints { make in make.width.equalTo(ruler) }
        layOut(root)
        expectFrame(a, 0, 0, 70, 20)
        expectFrame(b, 70, 0, 30, 20)
        expectFrame(stack, 10, 10, 100, 20)

        ruler.mas.updateConstraints { make in make.width.equalTo(90) }
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 90, 20)
        expectFrame(b, 90, 0, 30, 20)
        expectFrame(stack, 10, 10, 120, 20)

        stack.mas.remakeConstraints { make in
            make.right.equalTo(root).offset(-10)
            make.bottom.equalTo(root).offset(-10)
            make.height.equalTo(20)
        }
        layOut(root)
        expectFrame(stack, 270, 770, 120, 20)
        expectFrame(a, 0, 0, 90, 20)
        expectFrame(b, 90, 0, 30, 20)
    }

    /// A stack as the content of a DSL-built scroll view (MASExampleScrollView's shape, with
    /// a stack for the column): the stack sets the content size.
    @Test func stackAsScrollViewContent() {
        let root = makeRoot()
        let scroll = ScrollView()
        scroll.mas.key = "scroll"
        root.addSubview(scroll)
        scroll.mas.makeConstraints { make in make.edges.equalTo(root) }
        let views = (0..<4).map { index -> View in
            let view = makeView("v\(index)")
            view.mas.makeConstraints { make in make.height.equalTo(100 + 50 * index) }
            return view
        }
        let stack = namedStack(views)
        stack.axis = .vertical
        stack.spacing = 20
        scroll.addSubview(stack)
        stack.mas.makeConstraints { make in
            make.edges.equalTo(scroll)
            make.width.equalTo(scroll)
        }
        layOut(root)
        // 100 + 150 + 200 + 250 + 3 x 20.
        expectFrame(stack, 0, 0, 400, 760)
        expectFrame(views[3], 0, 510, 400, 250)
        #expect(scroll.contentSize == CGSize(width: 400, height: 760))
        views[1].isHidden = true
        root.layoutIfNeeded()
        expectFrame(views[2], 0, 120, 400, 200)
        #expect(scroll.contentSize == CGSize(width: 400, height: 590))
    }

    /// The same change in one pass, as Masonry code usually writes it: alignment, then
    /// `remakeConstraints` / `updateConstraints` giving heights, then one layout.
    @Test func alignmentAndRemadeHeightsInOnePass() {
        let root = makeRoot()
        let a = makeView("a"), b = makeView("b")
        let stack = namedStack([a, b])
        root.addSubview(stack)
        stack.mas.makeConstraints { make in
            make.left.top.equalTo(10)
            make.width.equalTo(300)
            make.height.equalTo(50)
        }
        a.mas.makeConstraints { make in make.width.equalTo(40) }
        root.layoutIfNeeded()
        expectFrame(b, 40, 0, 260, 50)
        let diagnostics = LayoutDiagnostics.record {
            stack.alignment = .center
            a.mas.remakeConstraints { make in
                make.width.equalTo(20)
                make.height.equalTo(10)
            }
            b.mas.updateConstraints { make in make.height.equalTo(30) }
            root.layoutIfNeeded()
        }
        // The fill alignment's constraints are out as soon as the alignment changes: the DSL's heights meet no conflict.
        #expect(diagnostics.map(\.kind) == [])
        #expect(a.frame == CGRect(x: 0, y: 20, width: 20, height: 10))
        #expect(b.frame == CGRect(x: 20, y: 10, width: 280, height: 30))
    }
}
