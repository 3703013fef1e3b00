import Masonry
import Testing

// Review of `ScrollView` through the Masonry DSL, as Masonry's own examples write scroll
// views: MASExampleScrollView (Examples/Masonry iOS Examples/MASExampleScrollView.m) and the
// contentLayoutGuide / frameLayoutGuide example of Masonry pull request #594. Rules: Apple's
// Auto Layout Guide, "Working with Scroll Views" (edges and margins against the content are
// the content area, width, height and centers the frame).

@Suite struct ScrollViewReviewDSLTests {
    private func makeScrollView(in superview: View) -> ScrollView {
        let scrollView = ScrollView()
        scrollView.mas.key = "scrollView"
        superview.addSubview(scrollView)
        scrollView.mas.makeConstraints { make in
            make.edges.equalTo(superview)
        }
        return scrollView
    }

    /// MASExampleScrollView, line for line: a content view with `edges` and `width` equal to
    /// the scroll view, ten views 25, 50 ... 250 tall in a column, and the content view's
    /// bottom on the last view's bottom. The column defines the content size; scrolling moves
    /// no frame.
    private func masonryExample() -> (root: View, scrollView: ScrollView, contentView: View, views: [View]) {
        let superview = makeRoot()
        let scrollView = makeScrollView(in: superview)
        let contentView = makeView("contentView", in: scrollView)
        contentView.mas.makeConstraints { make in
            make.edges.equalTo(scrollView)
            make.width.equalTo(scrollView)
        }
        var lastView: View?
        var height: CGFloat = 25
        var views: [View] = []
        for i in 0..<10 {
            let view = makeView("view\(i)", in: contentView)
            let previous = lastView
            let viewHeight = height
            view.mas.makeConstraints { make in
                if let previous {
                    make.top.equalTo(previous.mas.bottom)
                } else {
                    make.top.equalTo(0)
                }
                make.left.equalTo(0)
                make.width.equalTo(contentView.mas.width)
                make.height.equalTo(viewHeight)
            }
            height += 25
            lastView = view
            views.append(view)
        }
        contentView.mas.makeConstraints { make in
            make.bottom.equalTo(lastView!.mas.bottom)
        }
        return (superview, scrollView, contentView, views)
    }

    @Test func masonryScrollViewExample() {
        let (root, scrollView, contentView, views) = masonryExample()
        root.layoutIfNeeded()
        expectFrame(scrollView, 0, 0, 400, 800)
        expectFrame(contentView, 0, 0, 400, 1375)
        var y: CGFloat = 0
        for (i, view) in views.enumerated() {
            let h = CGFloat(25 * (i + 1))
            expectFrame(view, 0, y, 400, h)
            y += h
        }
        #expect(scrollView.contentSize == CGSize(width: 400, height: 1375))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 400, height: 1375))

        scrollView.contentOffset = CGPoint(x: 0, y: 575)
        root.layoutIfNeeded()
        expectFrame(contentView, 0, 0, 400, 1375)
        expectFrame(views[9], 0, 1125, 400, 250)
        #expect(scrollView.bounds == CGRect(x: 0, y: 575, width: 400, height: 800))
        #expect(scrollView.contentSize == CGSize(width: 400, height: 1375))

        // Rotated: the content follows the frame's width, the column's height stays.
        root.frame = CGRect(x: 0, y: 0, width: 800, height: 400)
        root.layoutIfNeeded()
        expectFrame(contentView, 0, 0, 800, 1375)
        #expect(scrollView.contentSize == CGSize(width: 800, height: 1375))
    }

    /// `updateConstraints` of the last view's height and of the content view's bottom: the
    /// content size follows at the next layout pass.
    @Test func updateConstraintsChangesTheContentSize() {
        let (root, scrollView, contentView, views) = masonryExample()
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 400, height: 1375))
        views[9].mas.updateConstraints { make in
            make.height.equalTo(500)
        }
        root.layoutIfNeeded()
        expectFrame(views[9], 0, 1125, 400, 500)
        expectFrame(contentView, 0, 0, 400, 1625)
        #expect(scrollView.contentSize == CGSize(width: 400, height: 1625))
        contentView.mas.updateConstraints { make in
            make.bottom.equalTo(views[9].mas.bottom).offset(20)
        }
        root.layoutIfNeeded()
        expectFrame(contentView, 0, 0, 400, 1645)
        #expect(scrollView.contentSize == CGSize(width: 400, height: 1645))
        #expect(contentView.mas.installedConstraints.count == 6)
        // Shrinking below the visible height: the content size is the content's, smaller
        // than the frame.
        for view in views {
            view.mas.updateConstraints { make in
                make.height.equalTo(10)
            }
        }
        root.layoutIfNeeded()
        expectFrame(contentView, 0, 0, 400, 120)
        #expect(scrollView.contentSize == CGSize(width: 400, height: 120))
    }

    /// `updateConstraints` of the content view's bottom against the scroll view (one of the
    /// `edges`): the content area's bottom moves 100 below the content view.
    @Test func updateConstraintsAgainstTheScrollViewEdge() {
        let (root, scrollView, contentView, _) = masonryExample()
        root.layoutIfNeeded()
        contentView.mas.updateConstraints { make in
            make.bottom.equalTo(scrollView).offset(-100)
        }
        root.layoutIfNeeded()
        expectFrame(contentView, 0, 0, 400, 1375)
        #expect(scrollView.contentSize == CGSize(width: 400, height: 1475))
        #expect(contentView.mas.installedConstraints.count == 6)
    }

    /// `remakeConstraints` turns the vertical column into a horizontal pager: height equal to
    /// the scroll view, three pages of the frame's width.
    @Test func remakeConstraintsToAHorizontalPager() {
        let (root, scrollView, contentView, _) = masonryExample()
        root.layoutIfNeeded()
        for view in contentView.subviews { view.removeFromSuperview() }
        contentView.mas.remakeConstraints { make in
            make.edges.equalTo(scrollView)
            make.height.equalTo(scrollView)
            make.width.equalTo(scrollView).multipliedBy(3)
        }
        root.layoutIfNeeded()
        expectFrame(contentView, 0, 0, 1200, 800)
        #expect(scrollView.contentSize == CGSize(width: 1200, height: 800))
        scrollView.contentOffset = CGPoint(x: 400, y: 0)
        root.layoutIfNeeded()
        expectFrame(contentView, 0, 0, 1200, 800)
    }

    /// Masonry pull request #594's example: the content guide as the first item of a
    /// constraint (`contentLayoutGuide.mas.makeConstraints { make.width.equalTo(frameLayoutGuide) }`),
    /// forty views 80 tall, 8 apart, 24 from the content guide's top and bottom, centered on
    /// it, 24 narrower than the frame guide.
    @Test func contentAndFrameGuidesAsInMasonryPullRequest594() {
        let root = makeRoot()
        let scrollView = makeScrollView(in: root)
        let frameLayoutGuide = scrollView.frameLayoutGuide
        let contentLayoutGuide = scrollView.contentLayoutGuide
        contentLayoutGuide.mas.makeConstraints { make in
            make.width.equalTo(frameLayoutGuide)
        }
        var previous: View?
        let count = 40
        var views: [View] = []
        for i in 0..<count {
            let v = makeView("v\(i)", in: scrollView)
            let prev = previous
            v.mas.makeConstraints { make in
                if let prev {
                    make.top.equalTo(prev.mas.bottom).offset(8)
                } else {
                    make.top.equalTo(contentLayoutGuide).offset(24)
                }
                make.centerX.equalTo(contentLayoutGuide)
                make.height.equalTo(80)
                make.width.equalTo(frameLayoutGuide).offset(-24)
                if i == count - 1 {
                    make.bottom.equalTo(contentLayoutGuide).offset(-24)
                }
            }
            previous = v
            views.append(v)
        }
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 400, height: 3560))
        expectFrame(views[0], 12, 24, 376, 80)
        expectFrame(views[39], 12, 3456, 376, 80)
        scrollView.contentOffset = CGPoint(x: 0, y: 2760)
        root.layoutIfNeeded()
        expectFrame(views[0], 12, 24, 376, 80)
        expectFrame(views[39], 12, 3456, 376, 80)
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 2760, width: 400, height: 800))
    }

    /// `edges` against the guides as targets: content on the content guide, as wide as the
    /// frame guide; an overlay on the frame guide's edges stays on the visible rectangle.
    @Test func edgesOnTheGuides() {
        let root = makeRoot()
        let scrollView = makeScrollView(in: root)
        let content = makeView("content", in: scrollView)
        let overlay = makeView("overlay", in: scrollView)
        content.mas.makeConstraints { make in
            make.edges.equalTo(scrollView.contentLayoutGuide)
            make.width.equalTo(scrollView.frameLayoutGuide)
            make.height.equalTo(2400)
        }
        overlay.mas.makeConstraints { make in
            make.edges.equalTo(scrollView.frameLayoutGuide).insets(EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        }
        root.layoutIfNeeded()
        expectFrame(content, 0, 0, 400, 2400)
        expectFrame(overlay, 10, 10, 380, 780)
        #expect(scrollView.contentSize == CGSize(width: 400, height: 2400))
        scrollView.contentOffset = CGPoint(x: 0, y: 1600)
        root.layoutIfNeeded()
        expectFrame(content, 0, 0, 400, 2400)
        expectFrame(overlay, 10, 1610, 380, 780)
    }

    /// Insets and the margins composite against the scroll view: the content area inset.
    @Test func insetsAndMarginsAgainstTheScrollView() {
        let root = makeRoot()
        let scrollView = makeScrollView(in: root)
        let inset = makeView("inset", in: scrollView)
        inset.mas.makeConstraints { make in
            make.edges.equalTo(scrollView).insets(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
            make.width.equalTo(scrollView).offset(-60)
            make.height.equalTo(1000)
        }
        root.layoutIfNeeded()
        expectFrame(inset, 20, 10, 340, 1000)
        #expect(scrollView.contentSize == CGSize(width: 400, height: 1040))

        inset.mas.remakeConstraints { make in
            make.edges.equalTo(scrollView.mas.margins)
            make.width.equalTo(scrollView).offset(-16)
            make.height.equalTo(scrollView).multipliedBy(2)
        }
        root.layoutIfNeeded()
        expectFrame(inset, 8, 8, 384, 1600)
        #expect(scrollView.contentSize == CGSize(width: 400, height: 1616))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        expectFrame(inset, 8, 8, 384, 1600)
    }

    /// `equalToSuperview()` inside a scroll view: edges are the content area, the width the
    /// frame's. A header floats by a constraint to the scroll view's superview.
    @Test func equalToSuperviewAndAFloatingHeader() {
        let root = makeRoot()
        let scrollView = makeScrollView(in: root)
        let content = makeView("content", in: scrollView)
        let header = makeView("header", in: scrollView)
        content.mas.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalToSuperview()
            make.height.equalTo(3000)
        }
        header.mas.makeConstraints { make in
            make.top.equalTo(root).offset(20)
            make.left.right.equalTo(root)
            make.height.equalTo(44)
        }
        root.layoutIfNeeded()
        expectFrame(content, 0, 0, 400, 3000)
        expectFrame(header, 0, 20, 400, 44)
        #expect(scrollView.contentSize == CGSize(width: 400, height: 3000))
        for y in stride(from: 0, through: 2200, by: 275) {
            scrollView.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            root.layoutIfNeeded()
            expectFrame(content, 0, 0, 400, 3000)
            expectFrame(header, 0, 20 + CGFloat(y), 400, 44)
        }
    }

    /// The example's views are freed with their tree.
    @Test func freedAfterUse() {
        weak var weakScroll: ScrollView?
        weak var weakContent: View?
        weak var weakLast: View?
        do {
            let (root, scrollView, contentView, views) = masonryExample()
            root.layoutIfNeeded()
            scrollView.contentOffset = CGPoint(x: 0, y: 100)
            root.layoutIfNeeded()
            weakScroll = scrollView
            weakContent = contentView
            weakLast = views.last
        }
        #expect(weakScroll == nil && weakContent == nil && weakLast == nil)
    }
}
