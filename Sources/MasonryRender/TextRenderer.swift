import Masonry

/// Draws a laid-out view tree on a character grid with Unicode box-drawing characters: each
/// view a box (where boxes meet, the lines join), its key on its top edge and its text on
/// the line below. For a terminal, and for readable test expectations. Deterministic.
///
/// The grid has ``columns`` + 1 columns; a cell is `width / columns` points wide and twice as
/// tall, since a terminal's characters are about twice as tall as they are wide. A root much
/// taller than wide is cut off after ``maximumRows`` rows, so that any size gives a picture of
/// bounded memory.
public struct TextRenderer: Sendable {
    /// The widest grid a renderer draws, in cells.
    public static let maximumColumns = 1_000

    /// The tallest grid a renderer draws, in cells; the rest of a taller root is left out.
    public static let maximumRows = 2_000

    /// How many cells the root's width spans, from 1 to ``maximumColumns``.
    public var columns: Int {
        get { storedColumns }
        set { storedColumns = min(max(newValue, 1), TextRenderer.maximumColumns) }
    }

    private var storedColumns: Int

    /// Creates a renderer whose grid spans the root's width with `columns` cells (clamped to
    /// 1 ... ``maximumColumns``).
    public init(columns: Int = 64) {
        storedColumns = 1
        self.columns = columns
    }

    /// The picture of `root` as it is laid out now.
    public func render(_ root: View) -> String {
        render(RenderSnapshot(root))
    }

    private struct Directions: OptionSet {
        let rawValue: UInt8
        static let up = Directions(rawValue: 1)
        static let down = Directions(rawValue: 2)
        static let left = Directions(rawValue: 4)
        static let right = Directions(rawValue: 8)
    }

    /// The picture of a snapshot: lines separated by `\n`, trailing spaces removed.
    public func render(_ snapshot: RenderSnapshot) -> String {
        let width = Double(snapshot.size.width)
        let height = Double(snapshot.size.height)
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return "" }
        let columns = self.columns
        let cellWidth = width / Double(columns)
        let cellHeight = cellWidth * 2
        let rows = TextRenderer.cell(height / cellHeight, limit: TextRenderer.maximumRows, floor: 1)
        var lines = [[Directions]](repeating: [Directions](repeating: [], count: columns + 1), count: rows + 1)
        var text = [[Character?]](repeating: [Character?](repeating: nil, count: columns + 1), count: rows + 1)

        func column(_ x: Double) -> Int { TextRenderer.cell(x / cellWidth, limit: columns) }
        func row(_ y: Double) -> Int { TextRenderer.cell(y / cellHeight, limit: rows) }

        func horizontal(_ r: Int, _ c0: Int, _ c1: Int) {
            guard c0 < c1 else { return }
            for c in c0...c1 {
                if c > c0 { lines[r][c].insert(.left) }
                if c < c1 { lines[r][c].insert(.right) }
            }
        }
        func vertical(_ c: Int, _ r0: Int, _ r1: Int) {
            guard r0 < r1 else { return }
            for r in r0...r1 {
                if r > r0 { lines[r][c].insert(.up) }
                if r < r1 { lines[r][c].insert(.down) }
            }
        }
        func write(_ string: String, row r: Int, from c0: Int, to c1: Int) {
            var c = c0
            for character in string {
                guard c < c1, c <= columns else { break }
                text[r][c] = character
                c += 1
            }
        }

        for node in snapshot.nodes {
            // A view its clipping superviews hide entirely is left out (the boxes of those
            // partly shown are drawn whole: a box cut at the clip would draw an edge the view
            // does not have).
            if node.isClippedAway { continue }
            let f = node.frame
            let c0 = column(Double(f.minX)), c1 = column(Double(f.maxX))
            let r0 = row(Double(f.minY)), r1 = row(Double(f.maxY))
            if c0 == c1 && r0 == r1 { continue }
            if c0 == c1 {
                vertical(c0, r0, r1)
            } else if r0 == r1 {
                horizontal(r0, c0, c1)
            } else {
                horizontal(r0, c0, c1)
                horizontal(r1, c0, c1)
                vertical(c0, r0, r1)
                vertical(c1, r0, r1)
            }
            if node.depth > 0, c1 - c0 >= 2 {
                write(node.label, row: r0, from: c0 + 1, to: c1)
            }
            if let string = node.text, r1 - r0 >= 2, c1 - c0 >= 2 {
                write(string, row: r0 + 1, from: c0 + 1, to: c1)
            }
        }

        var output: [String] = []
        for r in 0...rows {
            var line = ""
            for c in 0...columns {
                if let character = text[r][c] {
                    line.append(character)
                } else {
                    line.append(TextRenderer.character(for: lines[r][c]))
                }
            }
            while line.last == " " { line.removeLast() }
            output.append(line)
        }
        return output.joined(separator: "\n") + "\n"
    }

    /// `value` rounded to a cell index in `floor ... limit`, clamped before the conversion so
    /// that a huge, infinite or NaN coordinate (a view pushed off the screen) cannot trap.
    private static func cell(_ value: Double, limit: Int, floor: Int = 0) -> Int {
        guard !value.isNaN else { return floor }
        return Int(min(max(value.rounded(), Double(floor)), Double(limit)))
    }

    private static func character(for d: Directions) -> Character {
        let up = d.contains(.up), down = d.contains(.down), left = d.contains(.left), right = d.contains(.right)
        switch (up, down, left, right) {
        case (false, false, false, false): return " "
        case (false, false, _, _): return "─"
        case (_, _, false, false): return "│"
        case (false, true, false, true): return "┌"
        case (false, true, true, false): return "┐"
        case (true, false, false, true): return "└"
        case (true, false, true, false): return "┘"
        case (true, true, false, true): return "├"
        case (true, true, true, false): return "┤"
        case (false, true, true, true): return "┬"
        case (true, false, true, true): return "┴"
        case (true, true, true, true): return "┼"
        default: return "┼"
        }
    }
}

/// Writes a laid-out view tree as JSON: the root's size and every view's key, depth and
/// frame in the root's coordinates, in drawing order, each number exact (the shortest text
/// that reads back as the same `Double`). Deterministic (keys sorted).
public struct JSONRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The JSON document of `root` as it is laid out now.
    public func render(_ root: View) -> String {
        render(RenderSnapshot(root))
    }

    /// The JSON document of a snapshot.
    public func render(_ snapshot: RenderSnapshot) -> String {
        func string(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                default:
                    if scalar.value < 0x20 {
                        let hex = String(scalar.value, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            return out + "\""
        }
        func frame(_ f: CGRect) -> String {
            "{\"height\": \(exactNumber(f.height)), \"width\": \(exactNumber(f.width)), \"x\": \(exactNumber(f.minX)), \"y\": \(exactNumber(f.minY))}"
        }
        var out = "{\n"
        out += "  \"constraints\": \(snapshot.constraints.count),\n"
        out += "  \"size\": {\"height\": \(exactNumber(snapshot.size.height)), \"width\": \(exactNumber(snapshot.size.width))},\n"
        out += "  \"views\": [\n"
        for (i, node) in snapshot.nodes.enumerated() {
            out += "    {\"depth\": \(node.depth), \"frame\": \(frame(node.frame)), \"key\": "
            out += node.name.map(string) ?? "null"
            if let text = node.text { out += ", \"text\": \(string(text))" }
            out += "}" + (i + 1 < snapshot.nodes.count ? "," : "") + "\n"
        }
        out += "  ]\n}\n"
        return out
    }
}
