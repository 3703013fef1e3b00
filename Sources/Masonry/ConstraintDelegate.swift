import AutoLayout

/// Who a constraint asks to grow or replace it while it is being built (Masonry's
/// `MASConstraintDelegate`): the maker for a top-level constraint, a composite for its
/// children.
protocol ConstraintDelegate: AnyObject {
    /// The link that the constraints this delegate serves hold instead of the delegate
    /// itself (see ``DelegateLink``).
    var delegateLink: DelegateLink { get }
    /// Puts `replacement` where `constraint` was (a single constraint becoming a composite).
    func constraint(_ constraint: Constraint, shouldBeReplacedWith replacement: Constraint)
    /// Makes a new single constraint on `attribute` of the maker's view, chained after
    /// `constraint` (`nil` for a new top-level constraint).
    func constraint(_ constraint: Constraint?, addConstraintWith attribute: LayoutAttribute) -> Constraint
}

/// How a constraint reaches its delegate without a `weak` reference: the delegate (a maker or a
/// composite) owns its link and clears it in its `deinit`, and constraints hold the link, so
/// that a constraint kept past its maker reads `nil`, as Masonry's weak delegate does.
///
/// A weak reference would give each maker and composite a side table (an allocation, and
/// every later retain and release of the object on the runtime's slow path) and make each
/// assignment a runtime call; the DSL sets a delegate on every constraint it makes. Like views,
/// not thread-safe.
final class DelegateLink {
    @exclusivity(unchecked) unowned(unsafe) var target: (any ConstraintDelegate)?

    init(_ target: any ConstraintDelegate) { self.target = target }

    /// The link kept in `storage`, made for `owner` on first use (a delegate's
    /// `delegateLink`; the delegate clears `storage`'s target in its `deinit`).
    static func of(_ owner: any ConstraintDelegate, storedIn storage: inout DelegateLink?) -> DelegateLink {
        if let link = storage { return link }
        let link = DelegateLink(owner)
        storage = link
        return link
    }
}
