import Masonry

/// What a picture draws on top of the views.
public struct RenderOverlay: OptionSet, Sendable, Hashable {
    /// The overlays as bits: `constraints` 1, guides 2, the safe area 4.
    public let rawValue: Int
    /// The overlays whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Each active constraint as a thin line between the attributes it joins (solid for
    /// equalities, dashed for inequalities; faint for optional priorities); a constraint
    /// between distances (`anchorWithOffset(to:)`) as one line along each length it relates.
    public static let constraints = RenderOverlay(rawValue: 1 << 0)
    /// The safe area: the band outside it shaded.
    public static let safeArea = RenderOverlay(rawValue: 1 << 2)
    /// Layout margins and the views' layout guides as dashed rectangles, and the safe area
    /// shaded.
    public static let guides = RenderOverlay(rawValue: 1 << 1 | 1 << 2)
}

/// Draws a laid-out view tree as an SVG document: each view a rectangle at its frame in the
/// root's coordinates, filled with its background color, outlined and labelled with its key;
/// a view's text drawn inside it. The output is deterministic: the same tree gives the same
/// bytes.
public struct SVGRenderer: Sendable {
    /// The overlays to draw.
    public var overlay: RenderOverlay
    /// A title for the document (`<title>`), if any.
    public var title: String?
    /// Whether each view's key is printed in its top-left corner.
    public var showsLabels: Bool

    /// Creates a renderer.
    public init(overlay: RenderOverlay = [], title: String? = nil, showsLabels: Bool = true) {
        self.overlay = overlay
        self.title = title
        self.showsLabels = showsLabels
    }

    /// The SVG document of `root` as it is laid out now.
    public func render(_ root: View, safeAreaInsets: EdgeInsets? = nil) -> String {
        render(RenderSnapshot(root, safeAreaInsets: safeAreaInsets))
    }

    /// The SVG document of a snapshot.
    public func render(_ snapshot: RenderSnapshot) -> String {
        let w = fmt(snapshot.size.width)
        let h = fmt(snapshot.size.height)
        var out = ""
        out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\""
        out += " font-family=\"Helvetica, Arial, sans-serif\">\n"
        if let title { out += "  <title>\(xmlEscape(title))</title>\n" }
        out += "  <defs>\n"
        for node in snapshot.nodes where node.text != nil {
            out += "    <clipPath id=\"clip\(node.index)\"><rect \(rectAttributes(node.frame))/></clipPath>\n"
        }
        for node in snapshot.nodes {
            guard let clip = node.clip else { continue }
            out += "    <clipPath id=\"inside\(node.index)\"><rect \(rectAttributes(clip.isNull ? .zero : clip))/></clipPath>\n"
        }
        out += "  </defs>\n"
        out += "  <rect x=\"0\" y=\"0\" width=\"\(w)\" height=\"\(h)\" fill=\"#ffffff\"/>\n"
        for node in snapshot.nodes {
            out += drawNode(node)
        }
        if !overlay.isDisjoint(with: .guides) {
            out += drawGuides(snapshot, margins: overlay.contains(.guides))
        }
        if overlay.contains(.constraints) {
            out += drawConstraints(snapshot)
        }
        out += "</svg>\n"
        return out
    }

    private func rectAttributes(_ frame: CGRect) -> String {
        "x=\"\(fmt(frame.minX))\" y=\"\(fmt(frame.minY))\" width=\"\(fmt(max(frame.width, 0)))\" height=\"\(fmt(max(frame.height, 0)))\""
    }

    private func drawNode(_ node: RenderNode) -> String {
        var out = "  <g id=\"view\(node.index)\""
        if node.clip != nil { out += " clip-path=\"url(#inside\(node.index))\"" }
        out += node.opacity < 1 ? " opacity=\"\(fmt(max(node.opacity, 0)))\">\n" : ">\n"
        let fill: String
        var opacity = ""
        if let color = node.color, color.alpha > 0 {
            fill = color.hex
            if color.alpha < 1 { opacity = " fill-opacity=\"\(fmt(color.alpha))\"" }
        } else {
            fill = "none"
        }
        let stroke = node.depth == 0 ? "#999999" : "#000000"
        out += "    <rect \(rectAttributes(node.frame)) fill=\"\(fill)\"\(opacity) stroke=\"\(stroke)\" stroke-width=\"1\">"
        out += "<title>\(xmlEscape(node.label)) \(fmt(node.frame.minX)) \(fmt(node.frame.minY)) \(fmt(node.frame.width))x\(fmt(node.frame.height))</title></rect>\n"
        let dark = node.color.map(\.isLight) ?? true
        let ink = dark ? "#000000" : "#ffffff"
        if node.text != nil, node.frame.width > 0, node.frame.height > 0 {
            if let fontSize = node.fontSize {
                // A label: its lines centered vertically, as UIKit draws them, each on the
                // baseline the layout computed (the label's measurer's metrics).
                let lineHeight = node.lineHeight ?? fontSize * 1.2
                let ascender = node.lineAscender ?? fontSize * 0.8
                let top = node.frame.minY + (node.frame.height - lineHeight * CGFloat(node.textLines.count)) / 2
                for (i, line) in node.textLines.enumerated() {
                    let baseline = node.firstBaseline.map { node.frame.minY + $0 + CGFloat(i) * lineHeight }
                        ?? top + CGFloat(i) * lineHeight + ascender
                    let offset = i < node.lineOffsets.count ? node.lineOffsets[i] : 0
                    out += "    <text x=\"\(fmt(node.frame.minX + offset))\" y=\"\(fmt(baseline))\" font-size=\"\(fmt(fontSize))\""
                    // As wide as the layout measured the line.
                    let length = i < node.lineWidths.count ? node.lineWidths[i] : CGFloat(line.count) * fontSize * 0.5
                    out += " font-family=\"monospace\" textLength=\"\(fmt(length))\" lengthAdjust=\"spacingAndGlyphs\""
                    out += " fill=\"\(ink)\" clip-path=\"url(#clip\(node.index))\">\(xmlEscape(line))</text>\n"
                }
            } else if let text = node.text {
                out += "    <text x=\"\(fmt(node.frame.minX + 4))\" y=\"\(fmt(node.frame.minY + min(node.frame.height - 3, 26)))\""
                out += " font-size=\"14\" fill=\"\(ink)\" clip-path=\"url(#clip\(node.index))\">\(xmlEscape(text))</text>\n"
            }
        }
        if showsLabels, node.depth > 0, node.frame.width >= 8, node.frame.height >= 8 {
            out += "    <text x=\"\(fmt(node.frame.minX + 2))\" y=\"\(fmt(node.frame.minY + 10))\" font-size=\"9\" fill=\"\(ink)\">\(xmlEscape(node.label))</text>\n"
        }
        out += "  </g>\n"
        return out
    }

    private func drawGuides(_ snapshot: RenderSnapshot, margins: Bool) -> String {
        var out = "  <g id=\"guides\">\n"
        let s = snapshot.safeAreaInsets
        if s != .zero {
            let w = snapshot.size.width, h = snapshot.size.height
            let inner = CGRect(x: s.left, y: s.top, width: max(w - s.left - s.right, 0), height: max(h - s.top - s.bottom, 0))
            out += "    <path d=\"M0 0H\(fmt(w))V\(fmt(h))H0Z M\(fmt(inner.minX)) \(fmt(inner.minY))V\(fmt(inner.maxY))H\(fmt(inner.maxX))V\(fmt(inner.minY))Z\""
            out += " fill=\"#000000\" fill-opacity=\"0.15\" fill-rule=\"evenodd\"><title>safe area \(s)</title></path>\n"
        }
        for node in snapshot.nodes where margins {
            let m = node.layoutMargins
            let rect = CGRect(
                x: node.frame.minX + m.left, y: node.frame.minY + m.top,
                width: node.frame.width - m.left - m.right, height: node.frame.height - m.top - m.bottom)
            guard rect.width > 0, rect.height > 0 else { continue }
            out += "    <rect \(rectAttributes(rect)) fill=\"none\" stroke=\"#0066cc\" stroke-width=\"0.5\" stroke-dasharray=\"3 2\"/>\n"
        }
        for guide in snapshot.guides where margins {
            out += "    <rect \(rectAttributes(guide.frame)) fill=\"none\" stroke=\"#7b2fbe\" stroke-width=\"1\" stroke-dasharray=\"4 2\">"
            out += "<title>guide \(xmlEscape(guide.name ?? "")) \(fmt(guide.frame.minX)) \(fmt(guide.frame.minY)) \(fmt(guide.frame.width))x\(fmt(guide.frame.height))</title></rect>\n"
        }
        out += "  </g>\n"
        return out
    }

    private func drawConstraints(_ snapshot: RenderSnapshot) -> String {
        var out = "  <g id=\"constraints\" fill=\"none\">\n"
        for constraint in snapshot.constraints {
            let color = constraint.isEquality ? "#d0021b" : "#f5a623"
            let dash = constraint.isEquality ? "" : " stroke-dasharray=\"2 2\""
            let opacity = constraint.isRequired ? "1" : "0.5"
            out += "    <line x1=\"\(fmt(constraint.from.x))\" y1=\"\(fmt(constraint.from.y))\" x2=\"\(fmt(constraint.to.x))\" y2=\"\(fmt(constraint.to.y))\""
            out += " stroke=\"\(color)\" stroke-width=\"1\" stroke-opacity=\"\(opacity)\"\(dash)><title>\(xmlEscape(constraint.description))</title></line>\n"
            out += "    <circle cx=\"\(fmt(constraint.from.x))\" cy=\"\(fmt(constraint.from.y))\" r=\"1.5\" fill=\"\(color)\" fill-opacity=\"\(opacity)\"/>\n"
            // The other length of a constraint between distances, in the same style: the
            // two lines read as "this one relates to that one".
            if let other = constraint.otherSide {
                out += "    <line x1=\"\(fmt(other.from.x))\" y1=\"\(fmt(other.from.y))\" x2=\"\(fmt(other.to.x))\" y2=\"\(fmt(other.to.y))\""
                out += " stroke=\"\(color)\" stroke-width=\"1\" stroke-opacity=\"\(opacity)\"\(dash)><title>\(xmlEscape(constraint.description))</title></line>\n"
                out += "    <circle cx=\"\(fmt(other.from.x))\" cy=\"\(fmt(other.from.y))\" r=\"1.5\" fill=\"\(color)\" fill-opacity=\"\(opacity)\"/>\n"
            }
        }
        out += "  </g>\n"
        return out
    }
}
