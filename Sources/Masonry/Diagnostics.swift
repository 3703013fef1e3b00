import AutoLayout

/// Reports the DSL's own diagnostics (a relation defined twice, too few views to distribute,
/// a view without the superview a constraint needs...) through AutoLayout's diagnostics, so
/// that `LayoutDiagnostics.record { }` collects them with the engine's.
///
/// AutoLayout has no public way to raise a diagnostic yet (`LayoutDiagnostics.emit` is
/// internal). Until it has, each report goes through the engine's own checks with a carrier
/// constraint whose description is the DSL's message, chosen so that the engine reports it
/// with the requested kind. The carrier is never installed and nothing else changes.
enum MasonryDiagnostics {
    /// Raises a diagnostic of `kind` whose message contains `message`.
    static func report(_ kind: LayoutDiagnostic.Kind, _ message: String) {
        let first = View()
        first.name = "Masonry"
        switch kind {
        case .noCommonAncestor:
            let second = View()
            second.name = "nil"
            let carrier = DiagnosticCarrier(message, item: first, attribute: .width, toItem: second, attribute: .width)
            carrier.isActive = true
        case .invalidValue:
            let carrier = DiagnosticCarrier(message, item: first, attribute: .width, toItem: nil, attribute: .notAnAttribute)
            carrier.constant = .nan
        case .invalidPriorityChange:
            let carrier = DiagnosticCarrier(message, item: first, attribute: .width, toItem: nil, attribute: .notAnAttribute)
            carrier.isActive = true
            carrier.priority = .medium
            carrier.isActive = false
        default:
            let carrier = DiagnosticCarrier(message, item: first, attribute: .notAnAttribute, toItem: nil, attribute: .notAnAttribute)
            carrier.isActive = true
        }
    }
}

/// A constraint that only carries a DSL message into AutoLayout's diagnostics: its
/// description is the message.
final class DiagnosticCarrier: LayoutConstraint {
    let message: String

    init(_ message: String, item: View, attribute: LayoutAttribute, toItem: View?, attribute second: LayoutAttribute) {
        self.message = message
        super.init(item: item, attribute: attribute, relatedBy: .equal, toItem: toItem, attribute: second)
    }

    override var description: String { "Masonry: " + message + " —" }
}
