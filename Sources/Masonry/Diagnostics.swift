import AutoLayout

/// Reports the DSL's own diagnostics (a relation defined twice, too few views to distribute,
/// a view without the superview a constraint needs...) through AutoLayout's diagnostics, so
/// that `LayoutDiagnostics.record { }` collects them with the engine's.
enum MasonryDiagnostics {
    /// Raises a diagnostic of `kind` with `message` (which names the views by key).
    static func report(_ kind: LayoutDiagnostic.Kind, _ message: String, _ constraints: [LayoutConstraint] = []) {
        LayoutDiagnostics.report(LayoutDiagnostic(kind: kind, message: "Masonry: " + message, constraints: constraints))
    }
}
