/// A reference to a DSL layout constraint that reads `nil` once the constraint is freed, as
/// a `weak` reference does, but without being one.
///
/// A weak reference gives its object a side table, after which every retain and release of
/// the object takes the runtime's slower path, and the engine retains an installed
/// constraint all through activation and layout. The constraint owns its link (made on
/// first use) and clears it in its `deinit`. Like views, not thread-safe: a constraint and
/// the DSL objects that refer to it belong to one view tree.
final class LayoutConstraintLink {
    @exclusivity(unchecked) fileprivate var target: Unmanaged<MasonryLayoutConstraint>?

    fileprivate init(_ constraint: MasonryLayoutConstraint) {
        target = Unmanaged.passUnretained(constraint)
    }

    /// The constraint, until it is freed.
    var constraint: MasonryLayoutConstraint? { target?.takeUnretainedValue() }
}

extension MasonryLayoutConstraint {
    /// The constraint's link (made on first use).
    var link: LayoutConstraintLink {
        if let linkStorage { return linkStorage }
        let made = LayoutConstraintLink(self)
        linkStorage = made
        return made
    }

    /// Called from `deinit`: links read `nil` from now on.
    func clearLink() { linkStorage?.target = nil }
}
