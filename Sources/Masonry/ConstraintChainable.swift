import AutoLayout

/// A constraint that has no relation yet, so more attributes can be chained onto it
/// (`make.left.right.top`, `make.width.and.height`): each chained attribute turns it into
/// (or extends) a ``CompositeConstraint``, as Masonry's delegate does.
///
/// Relations return a plain ``Constraint``, which has none of these properties: chaining an
/// attribute after a relation does not compile.
public protocol ConstraintChainable: Constraint {
    /// Adds `attribute` of the same view to this constraint, as a composite.
    func chain(_ attribute: LayoutAttribute) -> CompositeConstraint
}

extension ConstraintChainable {
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
    /// Reads well and does nothing: `make.width.and.height`.
    public var and: Self { self }
    /// Reads well and does nothing: `make.left.with.right`.
    public var with: Self { self }
}

extension ViewConstraint: ConstraintChainable {
    /// Replaces this constraint by a composite of it and a new one on `attribute`.
    public func chain(_ attribute: LayoutAttribute) -> CompositeConstraint {
        if hasLayoutRelation {
            isInvalid = true
            MasonryDiagnostics.report(
                .invalidAttributePairing,
                "\(summary): attributes must be chained before the relation (\(attribute) came after it), so the constraint is not installed")
            return CompositeConstraint(children: [self])
        }
        guard let delegate else { return CompositeConstraint(children: [self]) }
        let made = delegate.constraint(self, addConstraintWith: attribute)
        if let composite = made as? CompositeConstraint { return composite }
        return CompositeConstraint(children: [self, made])
    }
}

extension CompositeConstraint: ConstraintChainable {
    /// Adds a child on `attribute` and returns this composite.
    public func chain(_ attribute: LayoutAttribute) -> CompositeConstraint {
        if hasRelation {
            MasonryDiagnostics.report(
                .invalidAttributePairing, "attributes must be chained before the relation (\(attribute) came after it); it is ignored")
            return self
        }
        addChild(attribute)
        return self
    }
}
