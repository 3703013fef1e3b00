import Foundation
import Masonry
import MasonryGallery
import MasonryRender
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Whether `text` parses as XML.
func isWellFormedXML(_ text: String) -> Bool {
    let parser = XMLParser(data: Data(text.utf8))
    return parser.parse()
}

@Suite struct RendererTests {
    func threeColumns() -> ExampleLayout {
        Gallery.seedThreeColumns(GalleryEnvironment(size: CGSize(width: 300, height: 150)))
    }

    @Test func textPictureOfTheThreeColumns() {
        let layout = threeColumns()
        layout.root.layoutIfNeeded()
        let expected = """
            ┌green────┬red──────┬blue─────┐
            │         │         │         │
            │         │         │         │
            │         │         │         │
            │         │         │         │
            │         │         │         │
            │         │         │         │
            │         │         │         │
            └─────────┴─────────┴─────────┘

            """
        #expect(TextRenderer(columns: 30).render(layout.root) == expected)
    }

    /// Sizes and frames past `Int`'s range, infinite or NaN, are clamped to the grid: a text
    /// picture of any view tree is drawn, never a trap.
    @Test func textPictureOfExtremeSizesAndFrames() {
        let tall = TextRenderer(columns: 4).render(View(frame: CGRect(x: 0, y: 0, width: 1, height: 1e300)))
        let tallLines = tall.split(separator: "\n")
        #expect(tallLines.count == TextRenderer.maximumRows + 1)
        #expect(tallLines.first == "┌───┐" && tallLines[1] == "│   │" && tallLines.last == "└───┘")
        let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let far = View(frame: CGRect(x: 1e300, y: -1e300, width: 1e300, height: 10))
        let lost = View(frame: CGRect(x: CGFloat.nan, y: 5, width: 10, height: 10))
        root.addSubview(far)
        root.addSubview(lost)
        #expect(TextRenderer(columns: 4).render(root) == "┌───┐\n└───┘\n")
        #expect(TextRenderer(columns: 1_000_000).columns == TextRenderer.maximumColumns)
        #expect(TextRenderer(columns: 0).columns == 1)
        var renderer = TextRenderer()
        renderer.columns = -3
        #expect(renderer.columns == 1)
    }

    @Test func textPictureOfNestedViewsAndText() {
        let layout = Gallery.seedButton(GalleryEnvironment(size: CGSize(width: 320, height: 160)))
        layout.root.layoutIfNeeded()
        let text = TextRenderer(columns: 32).render(layout.root)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 10)  // 8 rows of 20 points, plus the closing line and the final newline
        // 10 points a column, 20 a row: the button's 67.5...252.5 by 40...78 is columns 7 to 25, rows 2 to 4.
        #expect(text == """
            ┌───────────────────────────────┐
            │                               │
            │      ┌button───────────┐      │
            │      │Button           │      │
            │      └─────────────────┘      │
            │                               │
            │                               │
            │                               │
            └───────────────────────────────┘

            """)
    }

    @Test func svgIsDeterministicWellFormedAndDrawsEveryView() {
        let first = threeColumns()
        let second = threeColumns()
        first.root.layoutIfNeeded()
        second.root.layoutIfNeeded()
        let renderer = SVGRenderer(overlay: [.constraints, .guides], title: "three <columns> & more")
        let a = renderer.render(first.root, safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        let b = renderer.render(second.root, safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        #expect(a == b)
        #expect(isWellFormedXML(a))
        #expect(a.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"150\""))
        #expect(a.contains("<title>three &lt;columns&gt; &amp; more</title>"))
        #expect(a.contains("<rect x=\"0\" y=\"0\" width=\"100\" height=\"150\" fill=\"#00ff00\""))
        #expect(a.contains("<rect x=\"100\" y=\"0\" width=\"100\" height=\"150\" fill=\"#ff0000\""))
        #expect(a.contains("<rect x=\"200\" y=\"0\" width=\"100\" height=\"150\" fill=\"#0000ff\""))
        #expect(a.contains(">green</text>"))
        // 12 constraints, each a line; the safe area shaded.
        #expect(a.components(separatedBy: "<line ").count - 1 == 12)
        #expect(a.contains("fill-rule=\"evenodd\""))
    }

    @Test func everyGalleryPictureIsWellFormed() {
        for example in Gallery.examples {
            let environment = GalleryEnvironment.demoSizes[2]
            let layout = example.make(environment)
            layout.forEachState { index, _, root in
                let svg = SVGRenderer(overlay: [.constraints, .guides])
                    .render(RenderSnapshot(root, safeAreaInsets: environment.safeAreaInsets))
                #expect(isWellFormedXML(svg), "\(example.name) state \(index)")
            }
        }
    }

    @Test func jsonListsEveryViewWithItsFrame() throws {
        let layout = threeColumns()
        layout.root.layoutIfNeeded()
        let json = JSONRenderer().render(layout.root)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let views = try #require(object["views"] as? [[String: Any]])
        #expect(views.count == 4)
        #expect(views.compactMap { $0["key"] as? String } == ["root", "red", "green", "blue"])
        let red = try #require(views[1]["frame"] as? [String: Double])
        #expect(red == ["x": 100, "y": 0, "width": 100, "height": 150])
        #expect(object["constraints"] as? Int == 12)
    }

    /// JSON is data: each number is the shortest text that reads back as the frame's own
    /// `Double` (a third of 320 as 106.66666666666667, not 106.667). Read with `Double(_:)`:
    /// Foundation's JSON parser on Linux can land one unit in the last place away.
    @Test func jsonFramesAreExact() throws {
        let layout = Gallery.seedThreeColumns(GalleryEnvironment(size: CGSize(width: 320, height: 100)))
        layout.root.layoutIfNeeded()
        let json = JSONRenderer().render(layout.root)
        let snapshot = RenderSnapshot(layout.root)
        for key in ["red", "green", "blue"] {
            let frame = try #require(snapshot.node(named: key)?.frame)
            let line = try #require(json.split(separator: "\n").first { $0.contains("\"key\": \"\(key)\"") })
            for (name, value) in [("width", frame.width), ("x", frame.minX)] {
                let text = try #require(line.split(separator: "\"\(name)\": ").dropFirst().first?.prefix { $0 != "," && $0 != "}" })
                #expect(Double(String(text)) == Double(value), "\(key).\(name): \(text)")
            }
        }
        #expect(json.contains("{\"height\": 100, \"width\": 106.66666666666666, \"x\": 106.66666666666667, \"y\": 0}, \"key\": \"red\""))
    }

    @Test func snapshotsUseRootCoordinatesAndScrollOffsets() throws {
        let layout = Gallery.scroll(GalleryEnvironment(size: CGSize(width: 320, height: 568)))
        var offsets: [Double] = []
        layout.forEachState { _, _, root in
            let snapshot = RenderSnapshot(root)
            if let node = snapshot.node(named: "view0") { offsets.append(Double(node.frame.minY)) }
        }
        #expect(offsets == [0, -(1375 - 568), -75])
    }

    /// Constraints to a layout guide are drawn like any other, and `--overlay guides` draws
    /// the guide itself.
    @Test func layoutGuidesAndTheirConstraintsAreDrawn() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.mas.key = "root"
        let guide = LayoutGuide()
        guide.identifier = "g"
        root.addLayoutGuide(guide)
        let view = View()
        view.mas.key = "v"
        root.addSubview(view)
        guide.mas.makeConstraints { make in
            make.left.equalTo(20)
            make.top.equalTo(10)
            make.width.equalTo(50)
            make.height.equalTo(30)
        }
        view.mas.makeConstraints { make in
            make.left.equalTo(guide.mas.right)
            make.top.equalTo(guide.mas.top)
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        let snapshot = RenderSnapshot(root)
        #expect(snapshot.guides == [RenderGuide(name: "g", frame: CGRect(x: 20, y: 10, width: 50, height: 30))])
        #expect(snapshot.constraints.count == 8)
        let toGuide = try #require(snapshot.constraints.first { $0.description.contains("v.left") })
        #expect(toGuide.from == CGPoint(x: 70, y: 15) && toGuide.to == CGPoint(x: 70, y: 25))
        let svg = SVGRenderer(overlay: .guides).render(snapshot)
        #expect(svg.contains("<title>guide g 20 10 50x30</title>"))
        #expect(!SVGRenderer().render(snapshot).contains("guide g"))
    }

    /// A label's lines sit on the baselines the layout computed, as wide as it measured them.
    @Test func labelTextIsDrawnOnTheLayoutsBaselines() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = Label()
        label.text = "Hi"
        label.font = .systemFont(ofSize: 10)
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        root.addSubview(label)
        let node = try #require(RenderSnapshot(root).nodes.last)
        #expect(node.lineHeight == 12 && node.lineAscender == 8 && node.lineWidths == [10])
        // Centered: the line's top at (40 - 12) / 2 = 14, its baseline 8 below.
        let svg = SVGRenderer().render(root)
        #expect(svg.contains("<text x=\"0\" y=\"22\" font-size=\"10\" font-family=\"monospace\" textLength=\"10\""))
    }

    /// A label too small for its text is drawn as UIKit draws it: the lines that fit, the last
    /// one truncated (the default mode, the tail) and as wide as its characters.
    @Test func aSqueezedLabelIsDrawnTruncated() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = Label()
        label.text = "The quick brown fox jumps over the lazy dog"
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.frame = CGRect(x: 0, y: 0, width: 50, height: 30)
        root.addSubview(label)
        let node = try #require(RenderSnapshot(root).nodes.last)
        #expect(node.textLines == ["The quick", "brown fox…"])
        #expect(node.lineWidths == [45, 50])
        // Two lines centered in 30: the first line's top at 3, baselines 8 below each top.
        let svg = SVGRenderer().render(root)
        #expect(svg.contains("<text x=\"0\" y=\"11\" font-size=\"10\" font-family=\"monospace\" textLength=\"45\""))
        #expect(svg.contains("y=\"23\" font-size=\"10\" font-family=\"monospace\" textLength=\"50\""))
        #expect(svg.contains(">brown fox…</text>"))
        label.lineBreakMode = .byTruncatingHead
        #expect(RenderSnapshot(root).nodes.last?.textLines == ["The quick", "…lazy dog"])
    }

    /// Lines are drawn where the label's alignment puts them: centered, and at the right edge
    /// for the natural alignment of a right-to-left label.
    @Test func labelLinesFollowTheTextAlignment() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = Label()
        label.text = "Hi"
        label.font = .systemFont(ofSize: 10)
        label.frame = CGRect(x: 20, y: 0, width: 100, height: 40)
        root.addSubview(label)
        #expect(RenderSnapshot(root).nodes.last?.lineOffsets == [0])
        label.textAlignment = .center
        #expect(RenderSnapshot(root).nodes.last?.lineOffsets == [45])
        #expect(SVGRenderer().render(root).contains("<text x=\"65\" y=\"22\" font-size=\"10\""))
        label.textAlignment = .natural
        label.semanticContentAttribute = .forceRightToLeft
        #expect(RenderSnapshot(root).nodes.last?.lineOffsets == [90])
        #expect(SVGRenderer().render(root).contains("<text x=\"110\" y=\"22\" font-size=\"10\""))
    }

    /// A view that clips to its bounds (a scroll view by default) shows its subviews inside its
    /// frame only: the SVG clips them there, the text picture leaves out those outside.
    @Test func clippingSuperviewsClipTheirSubviews() throws {
        #expect(!View().clipsToBounds)
        #expect(ScrollView(frame: .zero).clipsToBounds)
        #expect(!Label().clipsToBounds)
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scroller = ScrollView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        scroller.name = "scroller"
        let content = View(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        content.name = "content"
        let box = View(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        box.name = "box"
        box.clipsToBounds = true
        let inner = View(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        inner.name = "inner"
        let below = View(frame: CGRect(x: 0, y: 150, width: 100, height: 40))
        below.name = "below"
        let outside = View(frame: CGRect(x: 120, y: 10, width: 50, height: 50))
        outside.name = "outside"
        root.addSubview(scroller)
        root.addSubview(outside)
        scroller.addSubview(content)
        content.addSubview(box)
        content.addSubview(below)
        box.addSubview(inner)
        let snapshot = RenderSnapshot(root)
        #expect(snapshot.node(named: "scroller")?.clip == nil)
        #expect(snapshot.node(named: "content")?.clip == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(snapshot.node(named: "box")?.clip == CGRect(x: 10, y: 10, width: 100, height: 100))
        // The box (30, 30, 50, 50 in the root) and the scroll view's frame.
        #expect(snapshot.node(named: "inner")?.clip == CGRect(x: 30, y: 30, width: 50, height: 50))
        #expect(snapshot.node(named: "outside")?.clip == nil)
        let contentNode = try #require(snapshot.node(named: "content"))
        let svg = SVGRenderer().render(snapshot)
        #expect(svg.contains("<clipPath id=\"inside\(contentNode.index)\"><rect x=\"10\" y=\"10\" width=\"100\" height=\"100\"/></clipPath>"))
        #expect(svg.contains("<g id=\"view\(contentNode.index)\" clip-path=\"url(#inside\(contentNode.index))\">"))
        #expect(isWellFormedXML(svg))
        let text = TextRenderer(columns: 40).render(snapshot)
        #expect(text.contains("box"))
        #expect(!text.contains("below"))
        // Told not to clip, the scroll view shows everything.
        scroller.clipsToBounds = false
        let unclipped = RenderSnapshot(root)
        #expect(unclipped.node(named: "content")?.clip == nil)
        #expect(unclipped.node(named: "inner")?.clip == CGRect(x: 30, y: 30, width: 50, height: 50))
        #expect(TextRenderer(columns: 40).render(unclipped).contains("below"))
    }

    /// A label shrinking its text to fit is drawn at the smaller size.
    @Test func aShrunkLabelIsDrawnAtItsDisplayedSize() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = Label()
        label.text = "The quick brown fox"
        label.font = .systemFont(ofSize: 10)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.frame = CGRect(x: 0, y: 0, width: 50, height: 12)
        root.addSubview(label)
        let node = try #require(RenderSnapshot(root).nodes.last)
        let size = try #require(node.fontSize)
        #expect(abs(size - 100 / 19) < 1e-6)
        #expect(node.textLines == ["The quick brown fox"])
        #expect(node.lineHeight == size * 1.2 && node.lineWidths == [19 * size / 2])
    }

    @Test func labelsAndButtonsShowTheirText() throws {
        let layout = Gallery.safeArea(GalleryEnvironment(size: CGSize(width: 393, height: 852)))
        let snapshot = RenderSnapshot(layout.root)
        #expect(snapshot.node(named: "XY")?.text == "XY")
        #expect(snapshot.node(named: "view1")?.text == nil)
    }
}

@Suite("Pictures of hidden and transparent views") struct HiddenViewPictureTests {
    func tree() -> (View, View, View, View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.mas.key = "root"
        let shown = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        shown.mas.key = "shown"
        let hidden = View(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        hidden.mas.key = "hidden"
        let insideHidden = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        insideHidden.mas.key = "insideHidden"
        root.addSubview(shown)
        root.addSubview(hidden)
        hidden.addSubview(insideHidden)
        return (root, shown, hidden, insideHidden)
    }

    @Test func hiddenViewsAndTheirSubviewsAreLeftOut() {
        let (root, _, hidden, _) = tree()
        hidden.isHidden = true
        let snapshot = RenderSnapshot(root)
        #expect(snapshot.nodes.map(\.name) == ["root", "shown"])
        #expect(snapshot.nodes.map(\.index) == [0, 1])
        let svg = SVGRenderer().render(snapshot)
        #expect(!svg.contains("hidden"))
        #expect(isWellFormedXML(svg))
    }

    @Test func alphaMultipliesDownTheTreeIntoTheGroupsOpacity() {
        let (root, shown, hidden, inside) = tree()
        shown.alpha = 0.5
        hidden.alpha = 0.5
        inside.alpha = 0.5
        let snapshot = RenderSnapshot(root)
        #expect(snapshot.nodes.map(\.opacity) == [1, 0.5, 0.5, 0.25])
        let svg = SVGRenderer().render(snapshot)
        #expect(svg.contains("<g id=\"view0\">"))
        #expect(svg.contains("<g id=\"view1\" opacity=\"0.5\">"))
        #expect(svg.contains("<g id=\"view3\" opacity=\"0.25\">"))
    }
}
