import AutoLayout

// Chaining another attribute (`make.left.right.top`, `make.width.and.height`) extends a
// constraint into a composite, as Masonry's `MASConstraint` does: the properties are on
// every ``Constraint`` (so `let c: Constraint = make.left; c.right` works, as it does with a
// `MASConstraint *`), and chaining after a relation (`make.left.equalTo(a).right`, which
// Masonry asserts against) gives a diagnostic and leaves that constraint uninstalled.

/// A constraint onto which attributes can be chained (every ``Constraint``): kept for code
/// that names the capability; the chaining properties themselves are on ``Constraint``.
public protocol ConstraintChainable: Constraint {}

extension ViewConstraint: ConstraintChainable {}
extension CompositeConstraint: ConstraintChainable {}

extension Constraint {
    /// Chains the left edge.
    public var left: CompositeConstraint { chain(.left) }
    /// Chains the right edge.
    public var right: CompositeConstraint { chain(.right) }
    /// Chains the top edge.
    public var top: CompositeConstraint { chain(.top) }
    /// Chains the bottom edge.
    public var bottom: CompositeConstraint { chain(.bottom) }
    /// Chains the leading edge.
    public var leading: CompositeConstraint { chain(.leading) }
    /// Chains the trailing edge.
    public var trailing: CompositeConstraint { chain(.trailing) }
    /// Chains the width.
    public var width: CompositeConstraint { chain(.width) }
    /// Chains the height.
    public var height: CompositeConstraint { chain(.height) }
    /// Chains the horizontal center.
    public var centerX: CompositeConstraint { chain(.centerX) }
    /// Chains the vertical center.
    public var centerY: CompositeConstraint { chain(.centerY) }
    /// Chains the baseline (the last baseline).
    public var baseline: CompositeConstraint { chain(.lastBaseline) }
    /// Chains the first baseline.
    public var firstBaseline: CompositeConstraint { chain(.firstBaseline) }
    /// Chains the last baseline.
    public var lastBaseline: CompositeConstraint { chain(.lastBaseline) }
    /// Chains the left margin.
    public var leftMargin: CompositeConstraint { chain(.leftMargin) }
    /// Chains the right margin.
    public var rightMargin: CompositeConstraint { chain(.rightMargin) }
    /// Chains the top margin.
    public var topMargin: CompositeConstraint { chain(.topMargin) }
    /// Chains the bottom margin.
    public var bottomMargin: CompositeConstraint { chain(.bottomMargin) }
    /// Chains the leading margin.
    public var leadingMargin: CompositeConstraint { chain(.leadingMargin) }
    /// Chains the trailing margin.
    public var trailingMargin: CompositeConstraint { chain(.trailingMargin) }
    /// Chains the horizontal center within the margins.
    public var centerXWithinMargins: CompositeConstraint { chain(.centerXWithinMargins) }
    /// Chains the vertical center within the margins.
    public var centerYWithinMargins: CompositeConstraint { chain(.centerYWithinMargins) }
    /// Reads well and does nothing: `make.width.and.height`, `equalTo(view).and.priorityLow()`.
    public var and: Self { self }
    /// Reads well and does nothing: `make.left.with.right`, `equalTo(view).with.offset(10)`.
    public var with: Self { self }
}

extension ViewConstraint {
    /// Replaces this constraint by a composite of it and a new one on `attribute`.
    func chainSingle(_ attribute: LayoutAttribute) -> CompositeConstraint {
        if hasLayoutRelation {
            if !isMade { isInvalid = true }
            report(
                .invalidAttributePairing,
                "\(summary): attributes must be chained before the relation (\(attribute) came after it), so the constraint is \(isMade ? "left as it was" : "not installed")")
            return CompositeConstraint(children: [self])
        }
        guard let delegate else { return CompositeConstraint(children: [self]) }
        let made = delegate.constraint(self, addConstraintWith: attribute)
        if let composite = made as? CompositeConstraint { return composite }
        // Already absorbed into a composite, which took the new constraint as a child.
        if let parent = delegate as? CompositeConstraint { return CompositeConstraint(standingFor: made, in: parent) }
        return CompositeConstraint(children: [self, made])
    }
}

extension CompositeConstraint {
    /// Adds a child on `attribute` and returns this composite.
    func chainComposite(_ attribute: LayoutAttribute) -> CompositeConstraint {
        if hasRelation {
            let made = singles.allSatisfy(\.isMade)
            for single in singles where !single.isMade { single.isInvalid = true }
            report(
                .invalidAttributePairing,
                "\(singles.first?.summary ?? "a composite"): attributes must be chained before the relation (\(attribute) came after it), so the constraint is \(made ? "left as it was" : "not installed")")
            return self
        }
        if let parent = absorbingParent {
            guard let made = parent.addChild(attribute) else { return self }
            return CompositeConstraint(standingFor: made, in: parent)
        }
        addChild(attribute)
        return self
    }
}
