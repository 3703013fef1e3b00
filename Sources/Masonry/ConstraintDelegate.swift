import AutoLayout

/// Who a constraint asks to grow or replace it while it is being built (Masonry's
/// `MASConstraintDelegate`): the maker for a top-level constraint, a composite for its
/// children.
protocol ConstraintDelegate: AnyObject {
    /// Puts `replacement` where `constraint` was (a single constraint becoming a composite).
    func constraint(_ constraint: Constraint, shouldBeReplacedWith replacement: Constraint)
    /// Makes a new single constraint on `attribute` of the maker's view, chained after
    /// `constraint` (`nil` for a new top-level constraint).
    func constraint(_ constraint: Constraint?, addConstraintWith attribute: LayoutAttribute) -> Constraint
}
