import Foundation
import Masonry
import MasonryRender
import Testing

// Review of 72082b4 (clipsToBounds in the pictures: RenderNode.clip, the SVG clip paths, the
// text picture leaving out views clipped away) and 9253651 (a shrunk label drawn at its
// displayed size): the renderer side.
//
// `ReviewClipShrinkRenderFixes` failed on the reviewed code, each test showing a bug since fixed.
// `ReviewClipShrinkRenderPins` passes: edge cases worth keeping.

private func named(_ name: String, _ frame: CGRect, in superview: View? = nil) -> View {
    let view = View(frame: frame)
    view.name = name
    superview?.addSubview(view)
    return view
}

private func scroller(_ frame: CGRect, in superview: View) -> ScrollView {
    let view = ScrollView(frame: frame)
    view.name = "scroller"
    superview.addSubview(view)
    return view
}

// MARK: - Fixed bugs (each test failed on the reviewed code)

@Suite struct ReviewClipShrinkRenderFixes {
    /// HIGH (trap). `TextRenderer` tests `clip.intersection(node.frame)`; Foundation's
    /// `CGRect.intersection` traps (a `ClosedRange` precondition) when either rectangle has a
    /// NaN coordinate or size, or spans -inf ... +inf. A scroll view given a NaN
    /// `contentOffset` places its subviews at NaN: the text picture crashes.
    @Test func aTextPictureOfAScrollViewWithANaNOffsetDoesNotTrap() async {
        await #expect(processExitsWith: .success) {
            let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let scroll = ScrollView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            root.addSubview(scroll)
            scroll.addSubview(View(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
            scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
            _ = TextRenderer(columns: 20).render(root)
        }
    }

    /// HIGH (trap). A view with a NaN frame inside a scroll view: the same trap in the text
    /// picture.
    @Test func aTextPictureOfANaNFrameInAScrollViewDoesNotTrap() async {
        await #expect(processExitsWith: .success) {
            let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let scroll = ScrollView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            root.addSubview(scroll)
            scroll.addSubview(View(frame: CGRect(x: CGFloat.nan, y: 0, width: 50, height: 50)))
            _ = TextRenderer(columns: 20).render(root)
        }
    }

    /// HIGH (trap). A clipping view with a NaN frame inside another clipping view: building
    /// the snapshot (`clip.intersection(frame)` in `visit`) traps, so the SVG picture, the text
    /// picture and every other use of `RenderSnapshot` crash.
    @Test func aSnapshotOfANaNScrollViewInAScrollViewDoesNotTrap() async {
        await #expect(processExitsWith: .success) {
            let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let outer = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(outer)
            outer.addSubview(ScrollView(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)))
            _ = RenderSnapshot(root)
        }
    }

    /// HIGH (trap, not new: the walk was recursive before, the clip adds to each frame).
    /// `RenderSnapshot.init` recurses once per level (`visit`, `collect`, `collectGuides`): a
    /// chain of 100 000 views (the depth CrashHuntTests.veryDeepHierarchy requires every walk
    /// to survive) under a scroll view overflows the stack. (Checked at 5 000 here: each
    /// view's layout margins read its safe area up the chain, so a snapshot of a chain costs
    /// its depth squared.)
    @Test func aSnapshotOfAVeryDeepClippedChainDoesNotOverflowTheStack() async {
        await #expect(processExitsWith: .success) {
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(scroll)
            var last: View = scroll
            for _ in 0..<5_000 {
                let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                view.clipsToBounds = true
                last.addSubview(view)
                last = view
            }
            let snapshot = RenderSnapshot(root)
            if snapshot.nodes.count != 5_002 { exit(1) }
        }
    }

    /// MEDIUM. "The text picture leaves out nodes clipped away entirely" tests
    /// `clip.intersection(frame).isNull`, but Foundation's intersection of rectangles that
    /// only touch, or with an empty clip, is an empty rectangle, not `.null`: the content of a
    /// zero-size scroll view (nothing of it shows, in UIKit or in the SVG picture) and a view
    /// just below a scroll view's bottom edge are drawn.
    @Test func viewsClippedAwayByAnEmptyClipAreLeftOut() {
        let root = named("root", CGRect(x: 0, y: 0, width: 200, height: 200))
        let collapsed = scroller(CGRect(x: 10, y: 10, width: 0, height: 0), in: root)
        _ = named("hidden", CGRect(x: 0, y: 0, width: 100, height: 100), in: collapsed)
        let scroll = scroller(CGRect(x: 10, y: 120, width: 100, height: 40), in: root)
        _ = named("touching", CGRect(x: 0, y: 40, width: 100, height: 40), in: scroll)  // 160 ... 200
        let snapshot = RenderSnapshot(root)
        #expect(snapshot.node(named: "hidden")?.clip == CGRect(x: 10, y: 10, width: 0, height: 0))
        let text = TextRenderer(columns: 40).render(snapshot)
        #expect(!text.contains("hidden"))  // was drawn
        #expect(!text.contains("touching"))  // was drawn
    }

    /// MEDIUM (UIKit's documented default). `UILabel.baselineAdjustment` is `.alignBaselines`
    /// by default: when a one-line label shrinks its text, the text keeps the baseline it has
    /// at the font's size ("Adjust text relative to the position of its baseline"), the one
    /// the layout aligns (`firstBaseline`, 8 here). The SVG centres the shrunk line instead:
    /// a 50 × 12 label at 10 points shrunk to 100/19 draws its baseline at 7.053, off the
    /// baseline its neighbours are aligned to.
    @Test func aShrunkOneLineLabelKeepsItsBaseline() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = Label()
        label.text = "The quick brown fox"
        label.fontSize = 10
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.frame = CGRect(x: 0, y: 0, width: 50, height: 12)
        root.addSubview(label)
        let svg = SVGRenderer(showsLabels: false).render(root)
        #expect(svg.contains("<text x=\"0\" y=\"8\" font-size=\"5.263\""))  // was y="7.053"
    }

    /// LOW (performance). `RenderSnapshot` asks for `displayedLines(in:)` (which runs the
    /// font-size search) and then `displayedFontSize(in:)` (which runs it again): every
    /// shrinking label that does not fit at its font's size is searched twice, each search
    /// 32 layouts of the whole text (1.1 s for 100 000 characters on many lines in a debug
    /// build, against 0.02 s without shrinking). The snapshot should measure no more than
    /// `displayedLines(in:)` plus the widths of its lines and of its text box.
    @Test func aSnapshotSearchesTheFontSizeOnce() throws {
        let counter = CountingMeasurer()
        let label = Label()
        label.text = "The quick brown fox jumps over the lazy dog"
        label.fontSize = 10
        label.numberOfLines = 0
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.textMeasurer = counter
        label.frame = CGRect(x: 0, y: 0, width: 50, height: 24)
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(label)
        counter.reset()
        let lines = label.displayedLines(in: CGSize(width: 50, height: 24))
        let alone = counter.reset()
        let node = try #require(RenderSnapshot(root).nodes.last)
        let inSnapshot = counter.reset()
        #expect(node.textLines == lines)
        // Once: the search, the widths of the lines drawn, and the text box measured.
        #expect(inSnapshot < alone + alone / 4)  // was about twice
    }
}

/// The default metrics, counting the widths asked for.
final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    /// The count so far, set back to 0.
    @discardableResult func reset() -> Int {
        lock.lock(); defer { lock.unlock() }
        let old = count
        count = 0
        return old
    }
    func width(of text: Substring, fontSize: CGFloat) -> CGFloat {
        lock.lock(); count += 1; lock.unlock()
        return CGFloat(text.count) * fontSize / 2
    }
    func lineHeight(fontSize: CGFloat) -> CGFloat { fontSize * 1.2 }
    func ascender(fontSize: CGFloat) -> CGFloat { fontSize * 0.8 }
}

// MARK: - Pins (pass on the reviewed code)

@Suite struct ReviewClipShrinkRenderPins {
    /// A scrolled scroll view clips to its frame, not to its content's place.
    @Test func aScrolledScrollViewClipsToItsFrame() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scroll = scroller(CGRect(x: 10, y: 20, width: 100, height: 50), in: root)
        let content = named("content", CGRect(x: 0, y: 0, width: 100, height: 300), in: scroll)
        let box = named("box", CGRect(x: 5, y: 60, width: 40, height: 40), in: content)
        box.clipsToBounds = true
        box.bounds.origin = CGPoint(x: 3, y: 4)
        let inner = named("inner", CGRect(x: 0, y: 0, width: 100, height: 100), in: box)
        _ = inner
        _ = named("gone", CGRect(x: 0, y: 0, width: 100, height: 10), in: content)
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        let snapshot = RenderSnapshot(root)
        #expect(snapshot.node(named: "content")?.frame == CGRect(x: 10, y: -30, width: 100, height: 300))
        #expect(snapshot.node(named: "content")?.clip == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(snapshot.node(named: "box")?.frame == CGRect(x: 15, y: 30, width: 40, height: 40))
        // The box's frame (not moved by its own bounds origin) within the scroll view's.
        #expect(snapshot.node(named: "inner")?.frame == CGRect(x: 12, y: 26, width: 100, height: 100))
        #expect(snapshot.node(named: "inner")?.clip == CGRect(x: 15, y: 30, width: 40, height: 40))
        let text = TextRenderer(columns: 40).render(snapshot)
        #expect(!text.contains("gone"))  // -30 ... -20, above the scroll view
        #expect(text.contains("inner"))
    }

    /// Clips that do not meet: `.null`, drawn as an empty rectangle; the SVG stays XML and
    /// the same bytes each time.
    @Test func disjointClipsAreEmptyAndTheSVGIsDeterministic() throws {
        func tree() -> View {
            let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let a = scroller(CGRect(x: 0, y: 0, width: 50, height: 50), in: root)
            let b = ScrollView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
            a.addSubview(b)
            let label = Label()
            label.text = "<&\">"
            label.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
            label.name = "label"
            b.addSubview(label)
            return root
        }
        let snapshot = RenderSnapshot(tree())
        let label = try #require(snapshot.node(named: "label"))
        #expect(label.clip?.isNull == true)
        let svg = SVGRenderer().render(snapshot)
        #expect(svg.contains("<clipPath id=\"inside\(label.index)\"><rect x=\"0\" y=\"0\" width=\"0\" height=\"0\"/></clipPath>"))
        #expect(svg == SVGRenderer().render(tree()))
        #expect(!TextRenderer(columns: 40).render(snapshot).contains("label"))
    }

    /// A hidden scroll view's subviews are left out with it; infinite frames do not trap the
    /// snapshot or the SVG.
    @Test func hiddenAndInfiniteClippingViews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let hidden = scroller(CGRect(x: 0, y: 0, width: 50, height: 50), in: root)
        hidden.isHidden = true
        _ = named("under", CGRect(x: 0, y: 0, width: 10, height: 10), in: hidden)
        let wide = ScrollView(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 50))
        root.addSubview(wide)
        _ = named("far", CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 10), in: wide)
        let snapshot = RenderSnapshot(root)
        #expect(snapshot.node(named: "under") == nil)
        #expect(snapshot.node(named: "far")?.clip == CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 50))
        let svg = SVGRenderer().render(snapshot)
        #expect(isWellFormedXML(svg))
        _ = TextRenderer(columns: 20).render(snapshot)
    }

    /// A SVG of a deep (but not stack-breaking) clipped chain stays linear: one clip path per
    /// node, no nested groups.
    @Test func aDeepClippedChainIsFlat() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var last: View = root
        for _ in 0..<1_000 {
            let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            last.addSubview(view)
            last = view
        }
        let svg = SVGRenderer().render(root)
        #expect(svg.components(separatedBy: "<clipPath id=\"inside").count - 1 == 999)  // every scroll view but the first is inside one
        #expect(isWellFormedXML(svg))
    }

    /// A clipping view of negative width clips as its standardized frame, with or without a
    /// clipping root that hides nothing.
    @Test func aClipThatHidesNothingChangesNothing() throws {
        func clipRect(rootClips: Bool) throws -> String {
            let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            root.clipsToBounds = rootClips
            let box = View(frame: CGRect(x: 110, y: 10, width: -100, height: 50))
            box.clipsToBounds = true
            root.addSubview(box)
            _ = named("child", CGRect(x: 0, y: 0, width: 20, height: 20), in: box)
            let snapshot = RenderSnapshot(root)
            let child = try #require(snapshot.node(named: "child"))
            let svg = SVGRenderer().render(snapshot)
            let start = try #require(svg.range(of: "<clipPath id=\"inside\(child.index)\">"))
            let end = try #require(svg[start.upperBound...].range(of: "</clipPath>"))
            return String(svg[start.upperBound..<end.lowerBound])
        }
        #expect(try clipRect(rootClips: false) == "<rect x=\"10\" y=\"10\" width=\"100\" height=\"50\"/>")
        #expect(try clipRect(rootClips: true) == "<rect x=\"10\" y=\"10\" width=\"100\" height=\"50\"/>")
    }
}
