import Testing
@testable import AutoLayout

// Review of `ScrollView` against UIKit's documented rules for scroll views.
//
// Sources quoted below:
// - Apple, Auto Layout Guide, "Working with Scroll Views"
//   (developer.apple.com/library/ios/documentation/UserExperience/Conceptual/AutolayoutPG/WorkingwithScrollViews.html):
//   constraints between the scroll view and objects outside it attach to its frame; between
//   its edges or margins and its content, to the content area; between its height, width or
//   centers and its content, to the frame; content tied to views outside floats.
// - Apple, Technical Note TN2154 "UIScrollView And Autolayout": "The UIScrollView class scrolls
//   its content by changing the origin of its bounds. [...] the top, left, bottom, and right
//   edges within a scroll view now mean the edges of its content view."
// - UIKit API reference: `UIScrollView.contentLayoutGuide` ("based on the untranslated content
//   rectangle"), `frameLayoutGuide` ("based on the untransformed frame rectangle"),
//   `UIScrollView.contentSize` (a settable stored property: "The size of the content view").
// - UIKit's header for `UIView.layoutMarginsGuide`: "The edges of this guide are constrained
//   to equal the edges of the view inset by the layoutMargins".

@Suite struct ScrollViewReviewTests {
    /// A 320 x 480 scroll view filling a root of that size.
    private func makeScroller(name: String = "scroll") -> (root: View, scroll: ScrollView) {
        let root = makeRoot()
        let scroll = ScrollView()
        scroll.name = name
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        activate(pinEdges(scroll, to: root))
        return (root, scroll)
    }

    private func pinEdges(_ view: View, to other: View, _ inset: CGFloat = 0) -> [LayoutConstraint] {
        [
            view.leftAnchor.constraint(equalTo: other.leftAnchor, constant: inset),
            view.rightAnchor.constraint(equalTo: other.rightAnchor, constant: -inset),
            view.topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
            view.bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
        ]
    }

    private func pinEdges(_ view: View, to guide: LayoutGuide) -> [LayoutConstraint] {
        [
            view.leftAnchor.constraint(equalTo: guide.leftAnchor), view.rightAnchor.constraint(equalTo: guide.rightAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor), view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ]
    }

    /// The usual vertical scroller: a content view pinned to the four edges, as wide as the
    /// scroll view, `height` tall.
    private func addContent(to scroll: ScrollView, height: CGFloat = 1000) -> View {
        let content = makeView("content", in: scroll)
        activate(pinEdges(content, to: scroll) + [
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: height),
        ])
        return content
    }

    // MARK: Nested scroll views

    /// A horizontal scroll view inside the content of a vertical one. Each scroll view's edges
    /// are its own content area for its own descendants; the inner scroll view's edges, read
    /// against the outer one, are an ordinary view's frame. A view inside the inner scroll
    /// view tied to the outer frame guide stays in the outer visible rectangle through both
    /// offsets; one tied to the root floats.
    @Test func nestedScrollViews() {
        let (root, outer) = makeScroller(name: "outer")
        let outerContent = addContent(to: outer)
        let inner = ScrollView()
        inner.name = "inner"
        inner.translatesAutoresizingMaskIntoConstraints = false
        outerContent.addSubview(inner)
        let innerContent = makeView("innerContent", in: inner)
        let sticky = makeView("sticky", in: inner)
        let floater = makeView("floater", in: inner)
        activate([
            inner.leftAnchor.constraint(equalTo: outerContent.leftAnchor),
            inner.rightAnchor.constraint(equalTo: outerContent.rightAnchor),
            // Against the outer scroll view (their closest common ancestor): its content area.
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 100),
            inner.heightAnchor.constraint(equalToConstant: 200),
        ] + pinEdges(innerContent, to: inner) + [
            innerContent.heightAnchor.constraint(equalTo: inner.heightAnchor),
            innerContent.widthAnchor.constraint(equalToConstant: 800),
            sticky.topAnchor.constraint(equalTo: outer.frameLayoutGuide.topAnchor, constant: 10),
            sticky.leftAnchor.constraint(equalTo: outer.frameLayoutGuide.leftAnchor),
            sticky.widthAnchor.constraint(equalToConstant: 50), sticky.heightAnchor.constraint(equalToConstant: 20),
            floater.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            floater.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
            floater.widthAnchor.constraint(equalToConstant: 10), floater.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(outer, 0, 0, 320, 480)
        expectFrame(outerContent, 0, 0, 320, 1000)
        expectFrame(inner, 0, 100, 320, 200)
        expectFrame(innerContent, 0, 0, 800, 200)
        expectFrame(sticky, 0, -90, 50, 20)
        expectFrame(floater, 5, -95, 10, 10)
        #expect(outer.contentSize == CGSize(width: 320, height: 1000))
        #expect(inner.contentSize == CGSize(width: 800, height: 200))

        inner.contentOffset = CGPoint(x: 300, y: 0)
        outer.contentOffset = CGPoint(x: 0, y: 50)
        root.layoutIfNeeded()
        expectFrame(outerContent, 0, 0, 320, 1000)
        expectFrame(inner, 0, 100, 320, 200)
        expectFrame(innerContent, 0, 0, 800, 200)
        // The outer visible top is 50 in the outer content, -50 in the inner scroll view's
        // bounds (it sits at 100); its left is 0, 300 in the inner bounds (scrolled by 300).
        expectFrame(sticky, 300, -40, 50, 20)
        expectFrame(floater, 305, -45, 10, 10)
        #expect(outer.contentSize == CGSize(width: 320, height: 1000))
        #expect(inner.contentSize == CGSize(width: 800, height: 200))
        // Back: exactly where they were.
        inner.contentOffset = .zero
        outer.contentOffset = .zero
        root.layoutIfNeeded()
        expectFrame(sticky, 0, -90, 50, 20)
        expectFrame(floater, 5, -95, 10, 10)
    }

    // MARK: Autoresizing

    /// A scroll view placed by its autoresizing mask (translatesAutoresizingMaskIntoConstraints
    /// true, frame set), its content by constraints. Resizing the root resizes it by its mask;
    /// the content (as wide as its frame) and the content size follow. A subview placed by its
    /// own mask keeps its frame in the content, wherever the view is scrolled.
    @Test func scrollViewPlacedByItsAutoresizingMask() {
        let root = makeRoot()
        let scroll = ScrollView(frame: CGRect(x: 10, y: 20, width: 300, height: 400))
        scroll.name = "scroll"
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        #expect(scroll.translatesAutoresizingMaskIntoConstraints)
        root.addSubview(scroll)
        let content = addContent(to: scroll, height: 900)
        let legacy = makeView("legacy", in: scroll, autoresizing: true)
        legacy.frame = CGRect(x: 5, y: 950, width: 50, height: 50)
        legacy.autoresizingMask = [.flexibleWidth]
        // Something reads the legacy view, so that the engine places it.
        let tag = makeView("tag", in: content)
        activate([
            tag.leftAnchor.constraint(equalTo: legacy.leftAnchor), tag.topAnchor.constraint(equalTo: content.topAnchor),
            tag.widthAnchor.constraint(equalToConstant: 10), tag.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(scroll, 10, 20, 300, 400)
        expectFrame(content, 0, 0, 300, 900)
        expectFrame(legacy, 5, 950, 50, 50)
        expectFrame(tag, 5, 0, 10, 10)
        #expect(scroll.contentSize == CGSize(width: 300, height: 900))

        root.frame = CGRect(x: 0, y: 0, width: 420, height: 580)
        root.layoutIfNeeded()
        expectFrame(scroll, 10, 20, 400, 500)
        expectFrame(content, 0, 0, 400, 900)
        // The mask reads the scroll view's size (its frame's), not its content size.
        expectFrame(legacy, 5, 950, 150, 50)
        #expect(scroll.contentSize == CGSize(width: 400, height: 900))

        scroll.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        expectFrame(content, 0, 0, 400, 900)
        expectFrame(legacy, 5, 950, 150, 50)
        expectFrame(scroll, 10, 20, 400, 500)

        // Setting the frame directly: the same.
        scroll.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.layoutIfNeeded()
        expectFrame(content, 0, 0, 200, 900)
        #expect(scroll.contentSize == CGSize(width: 200, height: 900))
    }

    /// The pre-Auto Layout pattern: content placed by its autoresizing mask and a content size
    /// set by hand. No constraint reads the content area, so the content size is the one set.
    @Test func contentByAutoresizingKeepsTheContentSizeSet() {
        let (root, scroll) = makeScroller()
        scroll.contentSize = CGSize(width: 320, height: 1200)
        let legacy = makeView("legacy", in: scroll, autoresizing: true)
        legacy.frame = CGRect(x: 0, y: 0, width: 320, height: 1200)
        let label = makeView("label", in: legacy)
        activate(place(label, in: legacy, 10, 1100, 100, 20))
        root.layoutIfNeeded()
        expectFrame(legacy, 0, 0, 320, 1200)
        expectFrame(label, 10, 1100, 100, 20)
        #expect(scroll.contentSize == CGSize(width: 320, height: 1200))
        scroll.contentOffset = CGPoint(x: 0, y: 720)
        root.layoutIfNeeded()
        expectFrame(legacy, 0, 0, 320, 1200)
        expectFrame(label, 10, 1100, 100, 20)
        #expect(scroll.contentSize == CGSize(width: 320, height: 1200))
    }

    // MARK: Constraints made before the tree

    /// Content constraints activated while the scroll view is alone (a root of its own), then
    /// the scroll view added to its tree and constrained there.
    @Test func contentConstrainedBeforeTheScrollViewJoinsItsTree() {
        let root = makeRoot()
        let scroll = ScrollView()
        scroll.name = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        let content = addContent(to: scroll, height: 700)
        root.addSubview(scroll)
        activate(pinEdges(scroll, to: root))
        root.layoutIfNeeded()
        expectFrame(scroll, 0, 0, 320, 480)
        expectFrame(content, 0, 0, 320, 700)
        #expect(scroll.contentSize == CGSize(width: 320, height: 700))
    }

    /// The same, the scroll view laid out as a root of its own first.
    @Test func scrollViewLaidOutAloneThenMovedIntoATree() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.name = "scroll"
        let content = addContent(to: scroll, height: 700)
        scroll.layoutIfNeeded()
        expectFrame(content, 0, 0, 100, 700)
        #expect(scroll.contentSize == CGSize(width: 100, height: 700))

        let root = makeRoot()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        activate(pinEdges(scroll, to: root, 10))
        root.layoutIfNeeded()
        expectFrame(scroll, 10, 10, 300, 460)
        expectFrame(content, 0, 0, 300, 700)
        #expect(scroll.contentSize == CGSize(width: 300, height: 700))
    }

    // MARK: Removing views

    /// Removing the content view deactivates its constraints with the scroll view; another
    /// content view then defines the content size.
    @Test func replacingTheContentView() {
        let (root, scroll) = makeScroller()
        let content = makeView("content", in: scroll)
        let edges = pinEdges(content, to: scroll)
        let width = content.widthAnchor.constraint(equalTo: scroll.widthAnchor)
        let height = content.heightAnchor.constraint(equalToConstant: 1000)
        activate(edges + [width, height])
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))

        content.removeFromSuperview()
        #expect((edges + [width]).allSatisfy { !$0.isActive })
        #expect(height.isActive)
        root.layoutIfNeeded()

        let page = makeView("page", in: scroll)
        activate(pinEdges(page, to: scroll) + [
            page.widthAnchor.constraint(equalToConstant: 960), page.heightAnchor.constraint(equalTo: scroll.heightAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(page, 0, 0, 960, 480)
        #expect(scroll.contentSize == CGSize(width: 960, height: 480))
    }

    /// Once the content that defined the content size is removed, no constraint reads the
    /// content area any more, and the content size is settable again.
    ///
    /// UIKit: `contentSize` is a stored, settable property ("The size of the content view");
    /// Auto Layout only writes it from the content area it solves. With no constraint left
    /// on the content area (the content view removed, its constraints deactivated, as UIKit
    /// does), `scrollView.contentSize = CGSize(width: 111, height: 222)` reads back 111 x 222,
    /// and `contentLayoutGuide.layoutFrame` is (0, 0, 111, 222).
    ///
    @Test func contentSizeIsSettableAgainAfterTheContentIsRemoved() {
        let (root, scroll) = makeScroller()
        let content = addContent(to: scroll)
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        content.removeFromSuperview()
        root.layoutIfNeeded()
        scroll.contentSize = CGSize(width: 111, height: 222)
        #expect(scroll.contentSize == CGSize(width: 111, height: 222))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 111, height: 222))
    }

    /// Removing the scroll view: its constraints with the root and a constraint of an outside
    /// view on its content guide are deactivated; those with its content stay, and solve in
    /// its own tree when it is laid out there.
    @Test func removingTheScrollView() {
        let (root, scroll) = makeScroller()
        let content = addContent(to: scroll)
        let marker = makeView("marker", in: root)
        let onGuide = marker.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor)
        activate([onGuide] + place(marker, in: root, 0, 0, 10, 10).filter { $0.firstAttribute != .top })
        root.layoutIfNeeded()
        let outside = scroll.constraints(affecting: root)
        scroll.removeFromSuperview()
        #expect(!onGuide.isActive)
        #expect(outside.allSatisfy { !$0.isActive })
        #expect(!scroll.constraints.isEmpty && scroll.constraints.allSatisfy { $0.isActive })
        scroll.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        scroll.layoutIfNeeded()
        expectFrame(content, 0, 0, 200, 1000)
        #expect(scroll.contentSize == CGSize(width: 200, height: 1000))
        // The root lays out without it, with nothing to report.
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        expectFrame(marker, 0, marker.frame.minY, 10, 10)
    }

    /// Taking the scroll view out of its tree keeps its content size.
    ///
    /// UIKit: `contentSize` is stored state of the scroll view; removing a view from its
    /// superview does not change its geometry (its frame, bounds and content size stay as the
    /// last layout left them), and the constraints with its content stay active.
    ///
    @Test func contentSizeSurvivesRemovalFromTheTree() {
        let (root, scroll) = makeScroller()
        _ = addContent(to: scroll)
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        scroll.removeFromSuperview()
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 1000))
    }

    // MARK: Scrolling

    /// Fifty offsets one after the other: content pinned to the edges never moves, what is
    /// tied to the centers or the frame guide follows the visible rectangle, what is tied to a
    /// view outside floats, an outside view tied to the content guide moves with the content;
    /// back at zero, every frame is the first one exactly (no drift).
    @Test func scrollingRepeatedlyDoesNotDrift() {
        let (root, scroll) = makeScroller()
        let content = addContent(to: scroll, height: 2000)
        let badge = makeView("badge", in: content)
        let tracker = makeView("tracker", in: scroll)
        let floater = makeView("floater", in: scroll)
        let marker = makeView("marker", in: root)
        activate([
            badge.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: scroll.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 100), badge.heightAnchor.constraint(equalToConstant: 40),
            tracker.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
            tracker.rightAnchor.constraint(equalTo: scroll.frameLayoutGuide.rightAnchor, constant: -10),
            tracker.widthAnchor.constraint(equalToConstant: 30), tracker.heightAnchor.constraint(equalToConstant: 30),
            floater.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            floater.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            floater.widthAnchor.constraint(equalToConstant: 50), floater.heightAnchor.constraint(equalToConstant: 10),
            marker.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 5),
            marker.leftAnchor.constraint(equalTo: scroll.contentLayoutGuide.leftAnchor, constant: 7),
            marker.widthAnchor.constraint(equalToConstant: 10), marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        func check(_ x: Double, _ y: Double, sourceLocation: SourceLocation = #_sourceLocation) {
            expectFrame(content, 0, 0, 320, 2000, sourceLocation: sourceLocation)
            // badge is in content, which sits at the content origin: content coordinates.
            expectFrame(badge, 110 + x, 220 + y, 100, 40, sourceLocation: sourceLocation)
            expectFrame(tracker, 280 + x, 10 + y, 30, 30, sourceLocation: sourceLocation)
            expectFrame(floater, 20 + x, 20 + y, 50, 10, sourceLocation: sourceLocation)
            expectFrame(marker, 7 - x, 5 - y, 10, 10, sourceLocation: sourceLocation)
            #expect(scroll.contentSize == CGSize(width: 320, height: 2000), sourceLocation: sourceLocation)
            #expect(scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 480), sourceLocation: sourceLocation)
        }
        root.layoutIfNeeded()
        check(0, 0)
        for i in 1...50 {
            let x = Double((i * 13) % 50), y = Double(i * 37 % 1520) + 0.25
            scroll.contentOffset = CGPoint(x: x, y: y)
            root.layoutIfNeeded()
            check(x, y)
        }
        scroll.contentOffset = .zero
        root.layoutIfNeeded()
        check(0, 0)
    }

    // MARK: Fitting

    /// A view holding a scroll view: the content's size defines the content size, not the
    /// scroll view's frame, so it does not reach the container's fitting size; the scroll
    /// view's own height may follow its content's through an explicit constraint (a common
    /// "self-sizing up to a maximum" pattern). Fitting changes neither frames nor content size.
    @Test func fittingAViewThatHoldsAScrollView() {
        let root = makeRoot()
        let container = makeView("container", in: root)
        let scroll = ScrollView()
        scroll.name = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(scroll)
        let content = makeView("content", in: scroll)
        let follow = scroll.heightAnchor.constraint(equalTo: content.heightAnchor)
        follow.priority = LayoutPriority(250)
        activate(pinEdges(scroll, to: container) + pinEdges(content, to: scroll) + [
            container.leftAnchor.constraint(equalTo: root.leftAnchor), container.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.widthAnchor.constraint(equalToConstant: 300),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
            follow,
            scroll.heightAnchor.constraint(lessThanOrEqualToConstant: 600),
        ])
        root.layoutIfNeeded()
        expectFrame(container, 0, 0, 300, 600)
        expectFrame(content, 0, 0, 300, 1000)
        #expect(scroll.contentSize == CGSize(width: 300, height: 1000))

        #expect(container.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 300, height: 600))
        #expect(scroll.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 300, height: 600))
        // Without the pull of the content, the content area gives the frame nothing.
        follow.isActive = false
        root.layoutIfNeeded()
        #expect(container.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 300, height: 0))
        #expect(container.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == CGSize(width: 300, height: 600))
        // Nothing moved.
        expectFrame(content, 0, 0, 300, 1000)
        #expect(scroll.contentSize == CGSize(width: 300, height: 1000))
    }

    /// The scroll view itself, with content pinned to its edges and no size of its own: the
    /// content defines the content size, not the frame, so its compressed fitting size is zero.
    @Test func fittingTheScrollViewItself() {
        let (root, scroll) = makeScroller()
        let content = makeView("content", in: scroll)
        activate(pinEdges(content, to: scroll) + [
            content.widthAnchor.constraint(equalToConstant: 500), content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 500, height: 1000))
        #expect(scroll.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == .zero)
        #expect(scroll.contentSize == CGSize(width: 500, height: 1000))
        expectFrame(scroll, 0, 0, 320, 480)
        expectFrame(content, 0, 0, 500, 1000)
    }

    /// `systemLayoutSizeFitting` of a scroll view no layout pass has read yet leaves its
    /// content size alone (fitting is documented to change nothing in the tree's layout, as
    /// UIKit's, which solves in a separate engine and never writes `contentSize`). Probed
    /// because the content layout guide is made lazily by the first expression that reads
    /// the content area: here activation already made it, so fitting gives it stand-in
    /// variables.
    @Test func fittingBeforeAnyLayoutLeavesTheContentSize() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.name = "scroll"
        let content = makeView("content", in: scroll)
        activate(pinEdges(content, to: scroll) + [
            content.widthAnchor.constraint(equalToConstant: 500), content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        #expect(scroll.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == .zero)
        #expect(scroll.contentSize == .zero)
        scroll.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 500, height: 1000))
    }

    /// A constant that changes only the content size (no frame moves) still updates it at the
    /// next layout pass (TN2154's example: 100 + 200 + 500 wide, 131 + 200 + 269 tall).
    @Test func contentSizeFollowsAConstantThatMovesNoFrame() {
        let (root, scroll) = makeScroller()
        let box = makeView("box", in: scroll)
        let trailing = scroll.rightAnchor.constraint(equalTo: box.rightAnchor, constant: 500)
        let bottom = scroll.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 269)
        activate([
            box.leftAnchor.constraint(equalTo: scroll.leftAnchor, constant: 100), trailing,
            box.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 131), bottom,
            box.widthAnchor.constraint(equalToConstant: 200), box.heightAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 800, height: 600))
        trailing.constant = 700
        bottom.constant = 0
        root.layoutIfNeeded()
        expectFrame(box, 100, 131, 200, 200)
        #expect(scroll.contentSize == CGSize(width: 1000, height: 331))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 1000, height: 331))
    }

    /// The visual format language inside a scroll view: `|` is the scroll view, so `|-` is
    /// its leading margin and `|` its edge, against the content: the content area.
    @Test func visualFormatInsideAScrollView() {
        let (root, scroll) = makeScroller()
        let content = makeView("content", in: scroll)
        let views: [String: Any] = ["content": content]
        activate(
            LayoutConstraint.constraints(withVisualFormat: "H:|-[content]-|", metrics: nil, views: views)
                + LayoutConstraint.constraints(withVisualFormat: "V:|[content(1000)]|", metrics: nil, views: views)
                + [content.widthAnchor.constraint(equalTo: scroll.widthAnchor, constant: -16)])
        root.layoutIfNeeded()
        expectFrame(content, 8, 0, 304, 1000)
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        scroll.contentOffset = CGPoint(x: 0, y: 400)
        root.layoutIfNeeded()
        expectFrame(content, 8, 0, 304, 1000)
    }

    /// A scroll view without text has its bottom as its baseline (the engine's own rule: "a
    /// baseline is ... its bottom unless it says otherwise"; UIKit: a view that is its own
    /// `forLastBaselineLayout` has its baseline at its bottom edge). Read by its content, the
    /// scroll view's bottom is the content area's (Apple's rule for edges), so its last
    /// baseline is the same line, not the visible bottom (which would move with the offset).
    @Test func baselineOfTheScrollViewIsItsBottomForItsContent() {
        let (root, scroll) = makeScroller()
        let content = addContent(to: scroll)
        let byBottom = makeView("byBottom", in: content)
        let byBaseline = makeView("byBaseline", in: content)
        activate([
            byBottom.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            byBaseline.bottomAnchor.constraint(equalTo: scroll.lastBaselineAnchor),
            byBottom.leftAnchor.constraint(equalTo: content.leftAnchor),
            byBaseline.leftAnchor.constraint(equalTo: content.leftAnchor),
        ] + [byBottom, byBaseline].flatMap {
            [$0.widthAnchor.constraint(equalToConstant: 10), $0.heightAnchor.constraint(equalToConstant: 10)]
        })
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        expectFrame(byBottom, 0, 990, 10, 10)
        expectFrame(byBaseline, 0, 990, 10, 10)
    }

    // MARK: Ambiguity

    /// Content pinned to the four edges with a width and a height is fully determined.
    @Test func fullyConstrainedContentIsNotAmbiguous() {
        let (root, scroll) = makeScroller()
        let content = addContent(to: scroll)
        root.layoutIfNeeded()
        #expect(!content.hasAmbiguousLayout)
        #expect(!scroll.hasAmbiguousLayout)
        #expect(content.constraintsAffectingLayout(for: .horizontal).count == 3)
        #expect(content.constraintsAffectingLayout(for: .vertical).count == 3)
    }

    /// Edges alone do not size the content: the horizontal constraints between the content and
    /// the scroll view define the content size, not the content's width (TN2154; Xcode's
    /// "Scroll View has ambiguous scrollable content width").
    @Test func contentWithoutAWidthIsAmbiguous() {
        let (root, scroll) = makeScroller()
        let content = makeView("content", in: scroll)
        activate(pinEdges(content, to: scroll) + [content.heightAnchor.constraint(equalToConstant: 1000)])
        root.layoutIfNeeded()
        #expect(content.hasAmbiguousLayout)
        let horizontal = content.constraintsAffectingLayout(for: .horizontal)
        #expect(Set(horizontal.map(\.firstAttribute)) == [.left, .right])
        #expect(content.constraintsAffectingLayout(for: .vertical).count == 3)
        #expect(!scroll.hasAmbiguousLayout)
    }

    /// Content placed by its top and left edges and sized, without far edges: its frame is
    /// determined, and nothing reads the content size, which keeps the value set.
    @Test func contentWithoutFarEdgesIsPlacedAndLeavesTheContentSize() {
        let (root, scroll) = makeScroller()
        scroll.contentSize = CGSize(width: 1, height: 2)
        let content = makeView("content", in: scroll)
        activate(place(content, in: scroll, 15, 25, 400, 900))
        root.layoutIfNeeded()
        expectFrame(content, 15, 25, 400, 900)
        #expect(!content.hasAmbiguousLayout)
        #expect(scroll.contentSize == CGSize(width: 1, height: 2))
        scroll.contentOffset = CGPoint(x: 10, y: 10)
        root.layoutIfNeeded()
        expectFrame(content, 15, 25, 400, 900)
    }

    // MARK: Right to left

    /// Right to left with both guides: leading is the content area's right edge; the frame
    /// guide's leading is the visible rectangle's right edge and follows the offset.
    @Test func rightToLeftWithTheGuides() {
        let (root, scroll) = makeScroller()
        for view in [root, scroll] { view.semanticContentAttribute = .forceRightToLeft }
        let content = makeView("content", in: scroll)
        let badge = makeView("badge", in: scroll)
        content.semanticContentAttribute = .forceRightToLeft
        badge.semanticContentAttribute = .forceRightToLeft
        let guide = scroll.contentLayoutGuide
        activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -30),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.widthAnchor.constraint(equalToConstant: 600),
            content.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor),
            badge.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 5),
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        expectFrame(content, 30, 0, 600, 480)
        expectFrame(badge, 295, 0, 20, 20)
        #expect(scroll.contentSize == CGSize(width: 640, height: 480))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 640, height: 480))
        scroll.contentOffset = CGPoint(x: 100, y: 0)
        root.layoutIfNeeded()
        expectFrame(content, 30, 0, 600, 480)
        expectFrame(badge, 395, 0, 20, 20)
    }

    /// Right to left with the margin attributes: leading margin is the content area's right
    /// edge inset by the right margin.
    @Test func rightToLeftWithMarginAttributes() {
        let (root, scroll) = makeScroller()
        for view in [root, scroll] { view.semanticContentAttribute = .forceRightToLeft }
        scroll.layoutMargins = EdgeInsets(top: 1, left: 20, bottom: 2, right: 40)
        let row = makeView("row", in: scroll)
        row.semanticContentAttribute = .forceRightToLeft
        activate([
            LayoutConstraint(item: row, attribute: .leading, relatedBy: .equal, toItem: scroll, attribute: .leadingMargin),
            LayoutConstraint(item: row, attribute: .trailing, relatedBy: .equal, toItem: scroll, attribute: .trailingMargin),
            LayoutConstraint(item: row, attribute: .top, relatedBy: .equal, toItem: scroll, attribute: .topMargin),
            LayoutConstraint(item: row, attribute: .bottom, relatedBy: .equal, toItem: scroll, attribute: .bottomMargin),
            row.widthAnchor.constraint(equalToConstant: 700), row.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // Content area 20 + 700 + 40 wide: the row starts 20 in from its left.
        expectFrame(row, 20, 1, 700, 50)
        #expect(scroll.contentSize == CGSize(width: 760, height: 53))
    }

    // MARK: Margins

    /// The margin attributes against the scroll view are the content area inset by its
    /// margins (scrolling with the content); centers within margins are the frame's (the
    /// visible rectangle inset by the margins). Changing the margins follows.
    @Test func marginAttributes() {
        let (root, scroll) = makeScroller()
        scroll.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let content = makeView("content", in: scroll)
        let badge = makeView("badge", in: scroll)
        activate([
            LayoutConstraint(item: content, attribute: .left, relatedBy: .equal, toItem: scroll, attribute: .leftMargin),
            LayoutConstraint(item: content, attribute: .top, relatedBy: .equal, toItem: scroll, attribute: .topMargin),
            LayoutConstraint(item: scroll, attribute: .rightMargin, relatedBy: .equal, toItem: content, attribute: .right),
            LayoutConstraint(item: scroll, attribute: .bottomMargin, relatedBy: .equal, toItem: content, attribute: .bottom),
            content.widthAnchor.constraint(equalToConstant: 500), content.heightAnchor.constraint(equalToConstant: 700),
            LayoutConstraint(item: badge, attribute: .centerX, relatedBy: .equal, toItem: scroll, attribute: .centerXWithinMargins),
            LayoutConstraint(item: badge, attribute: .centerY, relatedBy: .equal, toItem: scroll, attribute: .centerYWithinMargins),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        expectFrame(content, 20, 10, 500, 700)
        #expect(scroll.contentSize == CGSize(width: 560, height: 740))
        // Visible 20 ... 280 across, 10 ... 450 down: centered at (150, 230).
        expectFrame(badge, 140, 220, 20, 20)
        scroll.contentOffset = CGPoint(x: 50, y: 60)
        root.layoutIfNeeded()
        expectFrame(content, 20, 10, 500, 700)
        expectFrame(badge, 190, 280, 20, 20)
        scroll.layoutMargins = .zero
        root.layoutIfNeeded()
        expectFrame(content, 0, 0, 500, 700)
        #expect(scroll.contentSize == CGSize(width: 500, height: 700))
        expectFrame(badge, 200, 290, 20, 20)
    }

    /// (Reasoned; Apple documents no example.) The scroll view's `layoutMarginsGuide` is the
    /// content area inset by the margins, as the margin attributes are.
    ///
    /// UIKit: the guide's anchors are the margin attributes ("Use this layout guide's anchors
    /// to create constraints with the view's margin"), and UIKit places the guide with
    /// constraints between it and the view's edges ("The edges of this guide are constrained
    /// to equal the edges of the view inset by the layoutMargins": `H:|-(8)-[UIViewLayoutMarginsGuide]`
    /// in UIKit's logs). The guide lives in the scroll view's bounds space, like its content,
    /// so by the Auto Layout Guide's rule ("constraints between the edges or margins of the
    /// scroll view and its content attach to the scroll view's content area") those edges are
    /// the content area's. Content pinned to a scroll view's margins guide is the classic
    /// "scrollable stack with margins" and defines the content size.

    @Test func layoutMarginsGuideIsTheContentAreaInsetByTheMargins() {
        let (root, scroll) = makeScroller()
        let content = makeView("content", in: scroll)
        let diagnostics = LayoutDiagnostics.record {
            LayoutConstraint.activate(pinEdges(content, to: scroll.layoutMarginsGuide) + [
                content.widthAnchor.constraint(equalToConstant: 500), content.heightAnchor.constraint(equalToConstant: 700),
            ])
            root.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        expectFrame(content, 8, 8, 500, 700)
        #expect(scroll.contentSize == CGSize(width: 516, height: 716))
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        expectFrame(content, 8, 8, 500, 700)
    }

    /// The safe-area guide of a scroll view at rest: its top and left are the inherited safe
    /// area's, whichever rectangle UIKit reads it in (content area and visible rectangle
    /// coincide at offset zero). What it does once scrolled is not documented; not pinned here.
    @Test func safeAreaGuideAtRest() {
        let (root, scroll) = makeScroller()
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let tag = makeView("tag", in: scroll)
        activate([
            tag.topAnchor.constraint(equalTo: scroll.safeAreaLayoutGuide.topAnchor),
            tag.leftAnchor.constraint(equalTo: scroll.safeAreaLayoutGuide.leftAnchor, constant: 3),
            tag.widthAnchor.constraint(equalToConstant: 50), tag.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(scroll.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        expectFrame(tag, 3, 44, 50, 20)
    }

    // MARK: Layout guides of the user's

    /// Guides added by the user to the scroll view live in its bounds space, as its content
    /// does: pinned to its edges, a guide is the content area (the pre-iOS 11 way to name it)
    /// and defines the content size; centered on it, a guide follows the visible rectangle.
    @Test func userGuidesOfTheScrollView() {
        let (root, scroll) = makeScroller()
        let area = LayoutGuide()
        area.identifier = "area"
        let middle = LayoutGuide()
        middle.identifier = "middle"
        scroll.addLayoutGuide(area)
        scroll.addLayoutGuide(middle)
        let item = makeView("item", in: scroll)
        activate([
            area.leftAnchor.constraint(equalTo: scroll.leftAnchor), area.rightAnchor.constraint(equalTo: scroll.rightAnchor),
            area.topAnchor.constraint(equalTo: scroll.topAnchor), area.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            area.widthAnchor.constraint(equalTo: scroll.widthAnchor), area.heightAnchor.constraint(equalToConstant: 900),
            middle.centerXAnchor.constraint(equalTo: scroll.centerXAnchor), middle.centerYAnchor.constraint(equalTo: scroll.centerYAnchor),
            middle.widthAnchor.constraint(equalToConstant: 100), middle.heightAnchor.constraint(equalToConstant: 100),
        ] + pinEdges(item, to: area))
        root.layoutIfNeeded()
        #expect(area.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 900))
        #expect(middle.layoutFrame == CGRect(x: 110, y: 190, width: 100, height: 100))
        expectFrame(item, 0, 0, 320, 900)
        #expect(scroll.contentSize == CGSize(width: 320, height: 900))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(area.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 900))
        #expect(middle.layoutFrame == CGRect(x: 110, y: 490, width: 100, height: 100))
        expectFrame(item, 0, 0, 320, 900)
        let guides = scroll.layoutGuides
        let a = guides.firstIndex { $0 === area }, m = guides.firstIndex { $0 === middle }
        #expect(a != nil && m != nil && a! < m!)
    }

    // MARK: The scroll view's own guides

    /// The content and frame guides belong to their scroll view: adding them to another view
    /// (another scroll view included) or removing them is refused with a diagnostic naming the
    /// guide, and changes nothing; constraints on them stay active. Adding one to its own
    /// scroll view again is a no-op, as UIKit's `addLayoutGuide` of a guide already there.
    @Test func theScrollViewsGuidesCannotMove() {
        let (root, scroll) = makeScroller()
        let (_, other) = makeScroller(name: "other")
        let plain = View()
        let content = makeView("content", in: scroll)
        let onContent = pinEdges(content, to: scroll.contentLayoutGuide)
        let onFrame = content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor)
        activate(onContent + [onFrame, content.heightAnchor.constraint(equalToConstant: 800)])
        root.layoutIfNeeded()
        let before = scroll.layoutGuides
        let diagnostics = LayoutDiagnostics.record {
            scroll.removeLayoutGuide(scroll.contentLayoutGuide)
            other.addLayoutGuide(scroll.contentLayoutGuide)
            plain.addLayoutGuide(scroll.frameLayoutGuide)
            other.removeLayoutGuide(scroll.frameLayoutGuide)  // not its guide: nothing to remove
            scroll.addLayoutGuide(scroll.contentLayoutGuide)
            scroll.addLayoutGuide(scroll.frameLayoutGuide)
        }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchy, .invalidHierarchy, .invalidHierarchy])
        #expect(diagnostics.count == 3 && diagnostics[0].message.contains("UIScrollViewContentLayoutGuide"))
        #expect(diagnostics.count == 3 && diagnostics[2].message.contains("UIScrollViewFrameLayoutGuide"))
        #expect(scroll.layoutGuides.count == before.count && zip(scroll.layoutGuides, before).allSatisfy { $0 === $1 })
        #expect(scroll.contentLayoutGuide.owningView === scroll && scroll.frameLayoutGuide.owningView === scroll)
        #expect(other.layoutGuides.allSatisfy { $0 !== scroll.contentLayoutGuide && $0 !== scroll.frameLayoutGuide })
        #expect(plain.layoutGuides.isEmpty)
        #expect((onContent + [onFrame]).allSatisfy { $0.isActive })
        root.layoutIfNeeded()
        expectFrame(content, 0, 0, 320, 800)
        #expect(scroll.contentSize == CGSize(width: 320, height: 800))
    }

    // MARK: Lifetime

    /// Everything is freed after use: a tree with nested scroll views, guides and constraints
    /// between them; a scroll view removed from a root that lives on.
    @Test func freedAfterUse() {
        weak var weakOuter: ScrollView?
        weak var weakInner: ScrollView?
        weak var weakContent: View?
        weak var weakContentGuide: LayoutGuide?
        weak var weakFrameGuide: LayoutGuide?
        weak var weakUserGuide: LayoutGuide?
        do {
            let (root, outer) = makeScroller(name: "outer")
            let content = addContent(to: outer)
            let inner = ScrollView()
            inner.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(inner)
            let guide = LayoutGuide()
            inner.addLayoutGuide(guide)
            activate(place(inner, in: content, 0, 10, 100, 100) + [
                guide.leftAnchor.constraint(equalTo: inner.contentLayoutGuide.leftAnchor),
                guide.rightAnchor.constraint(equalTo: inner.contentLayoutGuide.rightAnchor),
                guide.topAnchor.constraint(equalTo: inner.contentLayoutGuide.topAnchor),
                guide.bottomAnchor.constraint(equalTo: inner.contentLayoutGuide.bottomAnchor),

                guide.widthAnchor.constraint(equalToConstant: 300), guide.heightAnchor.constraint(equalTo: outer.frameLayoutGuide.heightAnchor),
            ])
            root.layoutIfNeeded()
            #expect(inner.contentSize == CGSize(width: 300, height: 480))
            outer.contentOffset = CGPoint(x: 0, y: 10)
            root.layoutIfNeeded()
            weakOuter = outer
            weakInner = inner
            weakContent = content
            weakContentGuide = outer.contentLayoutGuide
            weakFrameGuide = outer.frameLayoutGuide
            weakUserGuide = guide
        }
        #expect(weakOuter == nil && weakInner == nil && weakContent == nil)
        #expect(weakContentGuide == nil && weakFrameGuide == nil && weakUserGuide == nil)

        // Removed from a root that lives on.
        let root = makeRoot()
        do {
            let scroll = ScrollView()
            scroll.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(scroll)
            activate(pinEdges(scroll, to: root))
            let marker = makeView("marker", in: root)
            activate(place(marker, in: root, 0, 0, 10, 10).filter { $0.firstAttribute != .width } + [
                marker.widthAnchor.constraint(equalTo: scroll.contentLayoutGuide.widthAnchor, multiplier: 0.5),
            ])
            _ = addContent(to: scroll)
            root.layoutIfNeeded()
            scroll.removeFromSuperview()
            weakOuter = scroll
            weakContentGuide = scroll.contentLayoutGuide
        }
        root.layoutIfNeeded()
        #expect(weakOuter == nil && weakContentGuide == nil)
    }

    /// A content guide held after its scroll view is freed has no owning view and an empty
    /// frame.
    @Test func guideOutlivingItsScrollView() {
        var guide: LayoutGuide?
        do {
            let (root, scroll) = makeScroller()
            _ = addContent(to: scroll)
            root.layoutIfNeeded()
            guide = scroll.contentLayoutGuide
            #expect(guide?.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 1000))
        }
        #expect(guide?.owningView == nil)
        #expect(guide?.layoutFrame == .zero)
    }
}

extension View {
    /// The active constraints naming this view and `other` (test helper).
    fileprivate func constraints(affecting other: View) -> [LayoutConstraint] {
        other.constraints.filter { $0.firstItem === self || $0.secondItem === self }
    }
}
