import AutoLayout

/// A constraint made by the DSL (Masonry's `MASConstraint`): one relation between two
/// attributes (a ``ViewConstraint``) or a group of them (a ``CompositeConstraint``).
///
/// The relation and modifier methods (in `Constraint+DSL.swift`) build it; after
/// `makeConstraints` it is installed and ``install()``, ``uninstall()``, ``isActive`` and the
/// `update` methods act on its layout constraints.
public class Constraint {
    /// Who grows or replaces this constraint while it is being built (`nil` once it is gone).
    var delegate: (any ConstraintDelegate)? {
        get { delegateLink?.target }
        set { delegateLink = newValue?.delegateLink }
    }
    @exclusivity(unchecked) private var delegateLink: DelegateLink?

    init() {}

    // MARK: Model (overridden by the two kinds)

    /// Sets the relation and the target; returns the constraint that stands for this one
    /// afterwards (a composite when the target is an array).
    func applyRelation(_ relation: LayoutRelation, to target: ResolvedTarget) -> Constraint { self }

    /// The single constraints, in chain order.
    var singles: [ViewConstraint] { [] }

    /// Calls `body` with each single constraint, in chain order. The DSL's per-constraint
    /// paths use this rather than `singles`, which allocates an array on every call.
    func visitSingles(_ body: (ViewConstraint) -> Void) {}

    /// Raises a diagnostic about this constraint, listing those of its layout constraints
    /// that exist (installed, prepared or uninstalled), as the engine's own diagnostics list
    /// the constraints involved.
    func report(_ kind: LayoutDiagnostic.Kind, _ message: String) {
        var involved: [LayoutConstraint] = []
        visitSingles { single in
            if let made = single.layoutConstraint { involved.append(made) }
        }
        MasonryDiagnostics.report(kind, message, involved)
    }

    /// Sets the debug key.
    func applyKey(_ key: String) {}

    /// Chains `attribute` of the same item onto this constraint (`make.left.right`),
    /// returning the composite that stands for it afterwards.
    func chain(_ attribute: LayoutAttribute) -> CompositeConstraint { CompositeConstraint(children: [self]) }

    /// Whether the constraint was made through an array target or chaining and already
    /// has a relation (chaining an attribute afterwards is refused).
    var hasRelation: Bool {
        var found = false
        visitSingles { if $0.hasLayoutRelation { found = true } }
        return found
    }

    // MARK: Lifecycle

    /// Installs the layout constraints (again, after ``uninstall()``, reusing the same ones).
    public func install() {
        visitSingles { $0.installSingle() }
    }

    /// Removes the layout constraints from the views they were installed on; ``install()``
    /// puts the same ones back.
    public func uninstall() {
        visitSingles { $0.uninstallSingle() }
    }

    /// Installs the layout constraints (as ``install()``).
    public func activate() { install() }

    /// Uninstalls the layout constraints (as ``uninstall()``).
    public func deactivate() { uninstall() }

    /// Whether the constraint takes part in layout (a composite while any child does).
    ///
    /// Setting it installs or uninstalls the constraint, as SnapKit's `isActive` does.
    public var isActive: Bool {
        get {
            var active = false
            visitSingles { if $0.isActiveSingle { active = true } }
            return active
        }
        set {
            if newValue { install() } else { uninstall() }
        }
    }

    /// The layout constraints made so far, in chain order (those of a composite's children).
    public var layoutConstraints: [LayoutConstraint] { singles.compactMap { $0.layoutConstraint } }
}
