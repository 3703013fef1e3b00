import ArgumentParser
import Masonry
import MasonryGallery
import MasonryRender

/// `masonry render EXAMPLE --size WxH`: prints one example's picture.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out one example and print it as SVG, text or JSON.",
        discussion: "Run `masonry examples` for the names."
    )

    @Argument(help: "The example's name, required (see `masonry examples`).")
    var example: String?

    @Option(parsing: .unconditional, help: "The container size, WIDTHxHEIGHT in points.")
    var size: String = "393x852"

    @Option(help: "svg, text or json.")
    var format: String = "svg"

    @Flag(help: "Lay out right-to-left.")
    var rtl = false

    @Option(name: .customLong("safe-area"), parsing: .unconditional, help: "The safe-area insets TOP,LEFT,BOTTOM,RIGHT.")
    var safeArea: String?

    @Option(help: "Draw on top (SVG only): constraints or guides; may be repeated.")
    var overlay: [String] = []

    @Option(parsing: .unconditional, help: "The state to show, 0 for the first (for examples that animate or react to taps).")
    var state: Int = 0

    @Option(parsing: .unconditional, help: "The text picture's width in characters, 1 to 1000 (a very tall picture stops after 2000 lines).")
    var columns: Int = 64

    func run() throws {
        do {
            try render()
        } catch {
            throw error.exit()
        }
    }

    private func render() throws(UsageError) {
        guard let name = example else {
            let known = Gallery.examples.map(\.name).joined(separator: ", ")
            throw UsageError(message: "missing EXAMPLE: masonry render EXAMPLE --size WxH; known examples: \(known)")
        }
        let example = try GalleryArguments.example(name)
        let size = try GalleryArguments.size(self.size)
        let insets = try safeArea.map { text throws(UsageError) in try GalleryArguments.insets(text) } ?? .zero
        guard ["svg", "text", "json"].contains(format) else {
            throw UsageError(message: "unknown format '\(format)': use --format svg, text or json")
        }
        var overlays: RenderOverlay = insets == .zero ? [] : .safeArea
        for item in overlay {
            switch item {
            case "constraints": overlays.insert(.constraints)
            case "guides": overlays.formUnion(.guides)
            default: throw UsageError(message: "unknown overlay '\(item)': use --overlay constraints or --overlay guides")
            }
        }
        guard columns > 0, columns <= TextRenderer.maximumColumns else {
            throw UsageError(message: "--columns must be from 1 to \(TextRenderer.maximumColumns), for example --columns 64")
        }
        let environment = GalleryEnvironment(
            size: size, safeAreaInsets: insets, layoutDirection: rtl ? .rightToLeft : .leftToRight)
        let layout = example.make(environment)
        guard state >= 0, state < layout.stateCount else {
            throw UsageError(message: "'\(example.name)' has \(layout.stateCount) state(s): use --state 0 to \(layout.stateCount - 1)")
        }
        var snapshot: RenderSnapshot?
        var caption = layout.initialTitle
        let stepDiagnostics = layout.forEachState { index, title, root in
            if index == state {
                snapshot = RenderSnapshot(root, safeAreaInsets: insets)
                caption = title
            }
        }
        for diagnostic in layout.diagnostics + stepDiagnostics {
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        }
        guard let snapshot else { return }
        switch format {
        case "text":
            print(TextRenderer(columns: columns).render(snapshot), terminator: "")
        case "json":
            print(JSONRenderer().render(snapshot), terminator: "")
        default:
            let title = "\(example.title) — \(GalleryArguments.sizeText(size)) — \(caption)"
            print(SVGRenderer(overlay: overlays, title: title).render(snapshot), terminator: "")
        }
    }
}
