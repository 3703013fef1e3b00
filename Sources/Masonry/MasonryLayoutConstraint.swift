import AutoLayout
import Foundation

/// The layout constraint the DSL installs (Masonry's `MASLayoutConstraint`): a
/// ``LayoutConstraint`` that knows the DSL constraint it was made by, so that
/// `updateConstraints` matches only DSL-made constraints and `installedConstraints` can find
/// them again.
///
/// While installed it holds its ``ViewConstraint`` (as a view holds Masonry's
/// `mas_installedConstraints`); the DSL constraint holds it back through a
/// ``LayoutConstraintLink`` then (a weak reference in effect), so there is no cycle.
final class MasonryLayoutConstraint: LayoutConstraint {
    /// The DSL constraint that installed this constraint (set while installed).
    @exclusivity(unchecked) var owner: ViewConstraint?
    /// Whether the ``InstalledRegistry`` lists it under its first item.
    @exclusivity(unchecked) var isRegistered = false
    /// See ``link``.
    @exclusivity(unchecked) var linkStorage: LayoutConstraintLink?

    deinit { clearLink() }

    /// Sets the constant here and in the DSL constraint that installed it (an
    /// `updateConstraints` match), so that a later install made afresh from that DSL
    /// constraint (after this one was freed with a removed view) has the same constant.
    func setSharedConstant(_ value: CGFloat) {
        constant = value
        owner?.constant = value
    }

    /// Masonry's debug description with this module's type name:
    /// `<LayoutConstraint:KEY View:red.left == View:root.left + 10>`.
    override var description: String {
        let text = super.description
        let prefix = "<" + String(describing: type(of: self))
        guard text.hasPrefix(prefix) else { return text }
        return "<LayoutConstraint" + text.dropFirst(prefix.count)
    }
}
