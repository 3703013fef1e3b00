import AutoLayout

/// A group of constraints built and changed together (Masonry's `MASCompositeConstraint`):
/// `make.left.right`, `make.edges`, `make.attributes(_:)`, `make.group { }`, or the children
/// of an array target. Its children keep the chain's order.
public final class CompositeConstraint: Constraint, ConstraintDelegate {
    /// The children, in chain order (single constraints or nested composites).
    @exclusivity(unchecked) public private(set) var children: [Constraint]
    @exclusivity(unchecked) var key: String?

    init(children: [Constraint]) {
        self.children = children
        super.init()
        for child in children { child.delegate = self }
    }

    /// Made on first use, cleared when the composite goes.
    @exclusivity(unchecked) private var delegateLinkStorage: DelegateLink?
    var delegateLink: DelegateLink {
        if let link = delegateLinkStorage { return link }
        let link = DelegateLink(self)
        delegateLinkStorage = link
        return link
    }

    deinit { delegateLinkStorage?.target = nil }

    override var singles: [ViewConstraint] { children.flatMap { $0.singles } }

    override func visitSingles(_ body: (ViewConstraint) -> Void) {
        for child in children { child.visitSingles(body) }
    }

    override func chain(_ attribute: LayoutAttribute) -> CompositeConstraint { chainComposite(attribute) }

    override func applyRelation(_ relation: LayoutRelation, to target: ResolvedTarget) -> Constraint {
        for child in children { _ = child.applyRelation(relation, to: target) }
        return self
    }

    /// Applies `equalToSuperview()` and the like to each child.
    func applyRelationToSuperview(_ relation: LayoutRelation) {
        for child in children {
            if let single = child as? ViewConstraint {
                _ = single.applyRelationToSuperview(relation)
            } else if let composite = child as? CompositeConstraint {
                composite.applyRelationToSuperview(relation)
            }
        }
    }

    /// Keys the composite `key` and its children `key[0]`, `key[1]`... (as Masonry does).
    override func applyKey(_ key: String) {
        self.key = key
        for (index, child) in children.enumerated() { child.applyKey("\(key)[\(index)]") }
    }

    /// Adds a child on `attribute` (chaining `make.left.right.top`).
    func addChild(_ attribute: LayoutAttribute) {
        guard let delegate else { return }
        let child = delegate.constraint(self, addConstraintWith: attribute)
        child.delegate = self
        children.append(child)
    }

    // MARK: ConstraintDelegate

    func constraint(_ constraint: Constraint, shouldBeReplacedWith replacement: Constraint) {
        guard let index = children.firstIndex(where: { $0 === constraint }) else { return }
        children[index] = replacement
        replacement.delegate = self
    }

    func constraint(_ constraint: Constraint?, addConstraintWith attribute: LayoutAttribute) -> Constraint {
        let made = delegate?.constraint(self, addConstraintWith: attribute)
        return made ?? ViewConstraint(firstViewAttribute: ViewAttribute(view: nil, item: nil, layoutAttribute: attribute))
    }
}

extension CompositeConstraint {
    /// Takes `children` as its own without becoming their delegate (a group's children stay
    /// the maker's).
    func adoptWithoutReparenting(_ children: [Constraint]) {
        self.children = children
    }
}
