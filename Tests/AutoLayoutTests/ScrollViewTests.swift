import Testing
@testable import AutoLayout

/// `ScrollView`: UIKit's Auto Layout rules for scroll views (the content area for edges
/// and margins, the frame for sizes and centers, the two layout guides).
@Suite struct ScrollViewTests {
    /// A 320 x 480 scroll view filling a root of that size.
    private func makeScroller() -> (root: View, scroll: ScrollView) {
        let root = makeRoot()
        let scroll = ScrollView()
        scroll.name = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        activate([
            scroll.leftAnchor.constraint(equalTo: root.leftAnchor), scroll.rightAnchor.constraint(equalTo: root.rightAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor), scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        return (root, scroll)
    }

    /// Content pinned to the four edges defines the content size; its width tied to the
    /// scroll view's width is the frame's, so it scrolls vertically only.
    @Test func contentPinnedToTheEdgesDefinesTheContentSize() {
        let (root, scroll) = makeScroller()
        let content = makeView("content", in: scroll)
        activate([
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        root.layoutIfNeeded()
        expectFrame(scroll, 0, 0, 320, 480)
        expectFrame(content, 0, 0, 320, 1000)
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 1000))

        // Scrolling moves the bounds, not the content pinned to the edges.
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        root.layoutIfNeeded()
        expectFrame(content, 0, 0, 320, 1000)
        #expect(scroll.bounds == CGRect(x: 0, y: 200, width: 320, height: 480))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 200, width: 320, height: 480))

        // The content grows: so does the content size.
        content.constraints.first { $0.firstAttribute == .height }?.constant = 1500
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 1500))
    }

    /// Insets from the edges add to the content size on both sides.
    @Test func spacesToTheEdgesCountInTheContentSize() {
        let (root, scroll) = makeScroller()
        let box = makeView("box", in: scroll)
        activate([
            box.leftAnchor.constraint(equalTo: scroll.leftAnchor, constant: 100),
            scroll.rightAnchor.constraint(equalTo: box.rightAnchor, constant: 500),
            box.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 131),
            scroll.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 269),
            box.widthAnchor.constraint(equalToConstant: 200),
            box.heightAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        expectFrame(box, 100, 131, 200, 200)
        #expect(scroll.contentSize == CGSize(width: 800, height: 600))
    }

    /// Centers are the frame's: content centered on the scroll view stays in the middle of
    /// the visible rectangle wherever it is scrolled.
    @Test func centersAreTheFrames() {
        let (root, scroll) = makeScroller()
        let badge = makeView("badge", in: scroll)
        activate([
            badge.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: scroll.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 100),
            badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        expectFrame(badge, 110, 220, 100, 40)
        scroll.contentOffset = CGPoint(x: 50, y: 300)
        root.layoutIfNeeded()
        expectFrame(badge, 160, 520, 100, 40)
        // No constraint sizes the content: the content size is the one set.
        #expect(scroll.contentSize == .zero)
        scroll.contentSize = CGSize(width: 640, height: 960)
        #expect(scroll.contentSize == CGSize(width: 640, height: 960))
    }

    /// A subview tied to a view outside the scroll view floats over the scrolling content.
    @Test func contentTiedOutsideFloats() {
        let (root, scroll) = makeScroller()
        let header = makeView("header", in: scroll)
        activate([
            header.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            header.leftAnchor.constraint(equalTo: root.leftAnchor),
            header.widthAnchor.constraint(equalToConstant: 320),
            header.heightAnchor.constraint(equalToConstant: 44),
        ])
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        root.layoutIfNeeded()
        expectFrame(header, 0, 210, 320, 44)
    }

    /// The explicit guides (iOS 11's): edges on the content guide, the width on the frame
    /// guide.
    @Test func contentAndFrameLayoutGuides() {
        let (root, scroll) = makeScroller()
        let panel = makeView("panel", in: scroll)
        let content = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
        activate([
            panel.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            panel.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
            panel.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            panel.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            panel.heightAnchor.constraint(equalToConstant: 1000),
            panel.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -40),
        ])
        root.layoutIfNeeded()
        expectFrame(panel, 20, 20, 280, 1000)
        #expect(scroll.contentSize == CGSize(width: 320, height: 1040))
        #expect(scroll.layoutGuides.count == 2)
        #expect(content.owningView === scroll && frame.owningView === scroll)

        // From outside the scroll view, the content guide moves with the scroll offset.
        let marker = makeView("marker", in: root)
        activate([
            marker.topAnchor.constraint(equalTo: content.topAnchor, constant: 5),
            marker.leftAnchor.constraint(equalTo: frame.leftAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalTo: content.heightAnchor, multiplier: 0.01),
        ])
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        root.layoutIfNeeded()
        expectFrame(marker, 0, -95, 10, 10.4)
    }

    /// Margins are the content area's, inset by the scroll view's layout margins.
    @Test func marginsAreTheContentAreas() {
        let (root, scroll) = makeScroller()
        let content = makeView("content", in: scroll)
        activate([
            LayoutConstraint(item: content, attribute: .leading, relatedBy: .equal, toItem: scroll, attribute: .leadingMargin),
            LayoutConstraint(item: content, attribute: .top, relatedBy: .equal, toItem: scroll, attribute: .topMargin),
            LayoutConstraint(item: scroll, attribute: .bottomMargin, relatedBy: .equal, toItem: content, attribute: .bottom),
            LayoutConstraint(item: scroll, attribute: .trailingMargin, relatedBy: .equal, toItem: content, attribute: .trailing),
            content.widthAnchor.constraint(equalToConstant: 500),
            content.heightAnchor.constraint(equalToConstant: 700),
        ])
        root.layoutIfNeeded()
        // 8 inside the content area's edges (the default margins).
        expectFrame(content, 8, 8, 500, 700)
        // Scrolled, the content stays where it is.
        scroll.contentOffset = CGPoint(x: 100, y: 100)
        root.layoutIfNeeded()
        expectFrame(content, 8, 8, 500, 700)
        #expect(scroll.contentSize == CGSize(width: 516, height: 716))
    }

    /// Only the axes constraints size take the solved size; the other keeps the one set.
    @Test func contentSizePerAxis() {
        let (root, scroll) = makeScroller()
        scroll.contentSize = CGSize(width: 111, height: 222)
        let row = makeView("row", in: scroll)
        activate([
            row.leftAnchor.constraint(equalTo: scroll.leftAnchor),
            row.rightAnchor.constraint(equalTo: scroll.rightAnchor),
            row.widthAnchor.constraint(equalToConstant: 900),
            row.topAnchor.constraint(equalTo: scroll.topAnchor),
            row.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 900, height: 222))
    }

    /// Right to left, leading is the content area's right edge.
    @Test func rightToLeftContent() {
        let (root, scroll) = makeScroller()
        root.semanticContentAttribute = .forceRightToLeft
        scroll.semanticContentAttribute = .forceRightToLeft
        let content = makeView("content", in: scroll)
        content.semanticContentAttribute = .forceRightToLeft
        activate([
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor, constant: -30),
            content.widthAnchor.constraint(equalToConstant: 600),
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // Content area 640 wide: leading 10 from its right edge, trailing 30 from its left.
        expectFrame(content, 30, 0, 600, 50)
        #expect(scroll.contentSize == CGSize(width: 640, height: 50))
    }

    /// The guides are the scroll view's own: they cannot be added elsewhere or removed.
    @Test func guidesStayWithTheScrollView() {
        let (_, scroll) = makeScroller()
        let other = View()
        let diagnostics = LayoutDiagnostics.record {
            other.addLayoutGuide(scroll.contentLayoutGuide)
            scroll.removeLayoutGuide(scroll.frameLayoutGuide)
        }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchy, .invalidHierarchy])
        #expect(scroll.contentLayoutGuide.owningView === scroll && scroll.frameLayoutGuide.owningView === scroll)
        #expect(other.layoutGuides.isEmpty)
    }

    /// A laid-out scroll view and its content are freed with their tree.
    @Test func freedWithItsTree() {
        weak var weakScroll: ScrollView?
        weak var weakGuide: LayoutGuide?
        do {
            let (root, scroll) = makeScroller()
            let content = makeView("content", in: scroll)
            activate([
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
                content.heightAnchor.constraint(equalToConstant: 900),
            ])
            root.layoutIfNeeded()
            #expect(scroll.contentSize.height == 900)
            weakScroll = scroll
            weakGuide = scroll.contentLayoutGuide
        }
        #expect(weakScroll == nil && weakGuide == nil)
    }
}

/// `scrollRectToVisible(_:animated:)`: the least scroll that shows the rectangle, within the
/// content.
@Suite struct ScrollRectToVisibleTests {
    @Test func scrollsAsLittleAsNeeded() {
        let root = makeRoot()
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.addSubview(scroll)
        scroll.contentSize = CGSize(width: 1000, height: 2000)
        // Below the visible rectangle: its bottom edge comes to the bottom.
        scroll.scrollRectToVisible(CGRect(x: 10, y: 900, width: 50, height: 100), animated: true)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 520))
        // Already visible: no scroll.
        scroll.scrollRectToVisible(CGRect(x: 10, y: 600, width: 50, height: 100), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 520))
        // Above and to the right: its top edge to the top, its right edge to the right.
        scroll.scrollRectToVisible(CGRect(x: 700, y: 100, width: 100, height: 50), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 480, y: 100))
        // Taller than the visible rectangle: its top edge wins.
        scroll.scrollRectToVisible(CGRect(x: 480, y: 300, width: 10, height: 900), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 480, y: 300))
        // Past the content's end: clamped to the last full screen.
        scroll.scrollRectToVisible(CGRect(x: 990, y: 1990, width: 100, height: 100), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 680, y: 1520))
        #expect(scroll.bounds.origin == CGPoint(x: 680, y: 1520))
    }
}
