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

    @Test func textPictureOfNestedViewsAndText() {
        let layout = Gallery.seedButton(GalleryEnvironment(size: CGSize(width: 320, height: 160)))
        layout.root.layoutIfNeeded()
        let text = TextRenderer(columns: 32).render(layout.root)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 10)  // 8 rows of 20 points, plus the closing line and the final newline
        #expect(text.contains("┌button"))
        #expect(text.contains("Button"))
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

    @Test func snapshotsUseRootCoordinatesAndScrollOffsets() throws {
        let layout = Gallery.scroll(GalleryEnvironment(size: CGSize(width: 320, height: 568)))
        var offsets: [Double] = []
        layout.forEachState { _, _, root in
            let snapshot = RenderSnapshot(root)
            if let node = snapshot.node(named: "view0") { offsets.append(Double(node.frame.minY)) }
        }
        #expect(offsets == [0, -(1375 - 568), -75])
    }

    @Test func labelsAndButtonsShowTheirText() throws {
        let layout = Gallery.safeArea(GalleryEnvironment(size: CGSize(width: 393, height: 852)))
        let snapshot = RenderSnapshot(layout.root)
        #expect(snapshot.node(named: "XY")?.text == "XY")
        #expect(snapshot.node(named: "view1")?.text == nil)
    }
}
