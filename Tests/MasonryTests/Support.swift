import Masonry
import Testing

/// A named view.
func makeView(_ name: String, _ frame: CGRect = .zero) -> View {
    let view = View(frame: frame)
    view.mas.key = name
    return view
}

/// A named view, added to `parent` when there is one.
func makeView(_ name: String, in parent: View?, frame: CGRect = .zero) -> View {
    let view = makeView(name, frame)
    parent?.addSubview(view)
    return view
}

/// A root of 400 x 800 named "root".
func makeRoot(width: CGFloat = 400, height: CGFloat = 800) -> View {
    makeView("root", CGRect(x: 0, y: 0, width: width, height: height))
}

/// Checks a frame to 1e-6.
func expectFrame(
    _ view: View, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let f = view.frame
    let ok = abs(f.minX - x) < 1e-6 && abs(f.minY - y) < 1e-6 && abs(f.width - width) < 1e-6 && abs(f.height - height) < 1e-6
    #expect(ok, "frame of \(view.name ?? "?") is \(f), expected (\(x) \(y); \(width) \(height))", sourceLocation: sourceLocation)
}

extension LayoutDiagnostic {
    /// `kind: message`, with object addresses (printed for constraints and views without a
    /// name) replaced by `0x…`: comparable between two runs of the same scenario.
    var textWithoutAddresses: String {
        "\(kind): \(message)".replacing(/0x[0-9a-f]+/, with: "0x…")
    }
}

/// Lays `root` out, checking that no diagnostic is raised.
func layOut(_ root: View, sourceLocation: SourceLocation = #_sourceLocation) {
    let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
    #expect(diagnostics.map(\.kind) == [], "unexpected diagnostics: \(diagnostics)", sourceLocation: sourceLocation)
}
