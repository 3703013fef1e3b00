import Foundation
import Masonry
import MasonryRender
import Testing

// A fourth crash hunt on the pictures: colors, frames and text that are not finite, huge,
// empty or full of markup and control characters; deep trees; grids of one and a thousand
// columns.

@Suite struct CrashHuntFourRenderTests {
    /// A root 100 x 50 with one subview `v` at `frame`, laid out by its frame only.
    private func tree(_ frame: CGRect, color: Color? = nil) -> (root: View, view: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.name = "root"
        let view = View(frame: frame)
        view.name = "v"
        view.backgroundColor = color
        root.addSubview(view)
        root.layoutIfNeeded()
        return (root, view)
    }

    /// Colors whose components are not numbers or out of range: the fill is clamped, a NaN
    /// component reads as 0.
    @Test func colorsThatAreNotNumbers() {
        let cases: [(Color, String)] = [
            (Color(red: .nan, green: 0.5, blue: 1), "fill=\"#0080ff\""),
            (Color(red: .infinity, green: -.infinity, blue: 2, alpha: 1), "fill=\"#ff00ff\""),
            (Color(red: 1, green: .nan, blue: .nan, alpha: 0.5), "fill=\"#ff0000\" fill-opacity=\"0.5\""),
            (Color(red: 1, green: 1, blue: 1, alpha: .nan), "fill=\"none\""),
            (Color(red: 0, green: 0, blue: 0, alpha: .infinity), "fill=\"#000000\""),
        ]
        for (color, expected) in cases {
            let (root, _) = tree(CGRect(x: 10, y: 10, width: 20, height: 20), color: color)
            let svg = SVGRenderer().render(root)
            #expect(svg.contains("<rect x=\"10\" y=\"10\" width=\"20\" height=\"20\" \(expected) stroke=\"#000000\""), "\(color)")
            #expect(isWellFormedXML(svg))
        }
    }

    /// Frames set directly to NaN, infinities and the largest values: every picture is made,
    /// numbers that are not finite are written as 0 (SVG), null (JSON), or left out (text).
    @Test func framesThatAreNotFinite() {
        let frames: [CGRect] = [
            CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
            CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
            CGRect(x: -CGFloat.infinity, y: CGFloat.nan, width: CGFloat.nan, height: -CGFloat.infinity),
            CGRect(x: 1e308, y: -1e308, width: 1e308, height: 1e308),
            CGRect(x: -5, y: -5, width: -20, height: -20),
        ]
        for frame in frames {
            let (root, _) = tree(frame, color: .red)
            let svg = SVGRenderer(overlay: [.guides, .constraints]).render(root)
            #expect(isWellFormedXML(svg))
            #expect(!svg.contains("nan") && !svg.contains("inf"), "\(frame)")
            let json = JSONRenderer().render(root)
            #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "\(json)")
            let text = TextRenderer(columns: 10).render(root)
            // The root's box is always there, whatever its subview does.
            #expect(text.hasPrefix("┌"))
        }
        let (root, _) = tree(CGRect(x: CGFloat.nan, y: 1, width: 2, height: 3))
        #expect(JSONRenderer().render(root).contains("{\"height\": 3, \"width\": 2, \"x\": null, \"y\": 1}"))
        let (huge, _) = tree(CGRect(x: 1e308, y: 0, width: 1, height: 1))
        // A coordinate whose thousandths overflow is written whole, not as "inf".
        let hugeSVG = SVGRenderer().render(huge)
        #expect(hugeSVG.contains("<rect x=\"1000000000000000010979063629440455417404923096773118463368106829031575854049114915"))
        #expect(!hugeSVG.contains("inf"))
    }

    /// Roots of no size, negative size or not-a-number size.
    @Test func rootsWithoutAnArea() {
        for size in [CGSize.zero, CGSize(width: -10, height: 5), CGSize(width: CGFloat.nan, height: 5), CGSize(width: 5, height: CGFloat.infinity)] {
            let root = View(frame: CGRect(origin: .zero, size: size))
            root.name = "root"
            let child = View(frame: CGRect(x: 1, y: 1, width: 2, height: 2))
            root.addSubview(child)
            root.layoutIfNeeded()
            #expect(TextRenderer().render(root) == "")
            #expect(isWellFormedXML(SVGRenderer().render(root)))
            #expect(JSONRenderer().render(root).contains("\"views\": [\n    {\"depth\": 0"))
        }
    }

    /// A label's text with XML markup, quotes and control characters: escaped, and the
    /// control characters (which XML 1.0 cannot hold) replaced.
    @Test func textWithMarkupAndControlCharacters() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let label = Label(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        label.name = "<k&\"'>"
        label.numberOfLines = 0
        label.text = "a<b>&\"c'\u{0}\u{1}\u{7}\u{1B}[0m\u{7F}\u{FFFE}x\n\ty\r\nz"
        root.addSubview(label)
        root.layoutIfNeeded()
        let svg = SVGRenderer(overlay: [.guides, .constraints], title: "<title>&\u{0}").render(root)
        #expect(isWellFormedXML(svg), "\(svg)")
        #expect(svg.contains("a&lt;b&gt;&amp;&quot;c&#39;"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" })
        let json = JSONRenderer().render(root)
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let views = object?["views"] as? [[String: Any]]
        #expect(views?.last?["key"] as? String == "<k&\"'>")
        #expect((views?.last?["text"] as? String)?.hasPrefix("a<b>&\"c'\u{0}\u{1}") == true)
        let text = TextRenderer(columns: 80).render(root)
        #expect(text.contains("┌<k&\"'>"))
    }

    /// Grids of one column, a thousand, and values outside the range (clamped).
    @Test func extremeColumnCounts() {
        let (root, _) = tree(CGRect(x: 10, y: 10, width: 20, height: 20), color: .blue)
        // One cell 100 points wide and 200 high: the 50-point root is a line on row 0, the
        // view inside one cell is left out.
        #expect(TextRenderer(columns: 1).render(root) == "──\n\n")
        #expect(TextRenderer(columns: 0).columns == 1 && TextRenderer(columns: -5).columns == 1)
        #expect(TextRenderer(columns: .max).columns == 1_000 && TextRenderer(columns: .min).columns == 1)
        let wide = TextRenderer(columns: 1_000).render(root)
        let lines = wide.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.count == 1_001)
        // 1 000 columns over 100 points: 10 per point horizontally, 5 vertically; 250 rows.
        #expect(lines.count == 252)
        #expect(lines[50].dropFirst(100).hasPrefix("┌v"))
    }

    /// A chain of 10 000 nested views, each inset by a little: every picture walks it without
    /// a call per level.
    @Test func tenThousandDeepChain() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var parent = root
        for k in 0..<10_000 {
            let child = View(frame: CGRect(x: 0.01, y: 0.01, width: 100, height: 100))
            child.name = "c\(k)"
            parent.addSubview(child)
            parent = child
        }
        root.layoutIfNeeded()
        let snapshot = RenderSnapshot(root)
        #expect(snapshot.nodes.count == 10_001)
        #expect(snapshot.nodes.last?.depth == 10_000)
        #expect(abs((snapshot.nodes.last?.frame.minX ?? 0) - 100) < 1e-6)
        #expect(JSONRenderer().render(snapshot).contains("{\"depth\": 10000, \"frame\": {\"height\": 100, \"width\": 100"))
        #expect(!TextRenderer(columns: 20).render(snapshot).isEmpty)
        #expect(SVGRenderer().render(snapshot).hasSuffix("</svg>\n"))
    }
}
