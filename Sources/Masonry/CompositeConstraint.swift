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

    /// The composite a constraint was absorbed into, when this composite only stands for
    /// that constraint (see ``init(standingFor:in:)``).
    @exclusivity(unchecked) private(set) var absorbingParent: CompositeConstraint?

    /// Stands for `single`, a child of `parent`, without taking it over: what chaining onto a
    /// constraint already absorbed into a composite returns (`let c = make.left; _ = c.right;
    /// c.top`). Masonry returns the new single constraint there, which `parent` has added to
    /// its children: a relation or modifier that follows applies to it alone, and chaining
    /// on adds to `parent` again.
    init(standingFor single: Constraint, in parent: CompositeConstraint) {
        self.children = [single]
        self.absorbingParent = parent
        super.init()
    }

    /// Made on first use, cleared when the composite goes.
    @exclusivity(unchecked) private var delegateLinkStorage: DelegateLink?
    var delegateLink: DelegateLink { DelegateLink.of(self, storedIn: &delegateLinkStorage) }

    deinit { delegateLinkStorage?.target = nil }

    override var singles: [ViewConstraint] { children.flatMap { $0.singles } }

    override func visitSingles(_ body: (ViewConstraint) -> Void) {
        for child in children { child.visitSingles(body) }
    }

    override func chain(_ attribute: LayoutAttribute) -> CompositeConstraint { chainComposite(attribute) }

    /// Installs the children as one: when any child is refused (bad input, each reported),
    /// the children installed or updated by this call are taken back, so that a statement
    /// such as `make.left.top.equalTo(a.mas.left)` is never half installed.
    public override func install() {
        var count = 0
        visitSingles { _ in count += 1 }
        // The outcomes on the stack: every `make.size` and `make.edges` comes through here.
        // Each with its single: an override the engine calls while a child goes in may chain
        // onto this composite or give a child an array target (which replaces it), so the
        // children visited again for the undo would not be those installed, and could be more
        // than were counted. The singles installed are kept (retained: one replaced is held by
        // nothing else) and taken back from this list.
        withUnsafeTemporaryAllocation(of: (ViewConstraint, ViewConstraint.InstallOutcome).self, capacity: count) { outcomes in
            var made = 0
            var refused = false
            visitSingles { single in
                // A nested child that joined after the count is not part of this install.
                guard made < count else { return }
                let outcome = single.installSingle()
                if case .refused = outcome { refused = true }
                outcomes.initializeElement(at: made, to: (single, outcome))
                made += 1
            }
            if refused {
                // Last first: two children that updated the same installed constraint give
                // it back the first one's previous constant.
                for k in (0..<made).reversed() { outcomes[k].0.undoInstall(outcomes[k].1) }
            }
            outcomes.baseAddress?.deinitialize(count: made)
        }
    }

    override func applyRelation(_ relation: LayoutRelation, to target: ResolvedTarget) -> Constraint {
        if case .value(let value) = target, !value.isFinite, !isActive {
            // One diagnostic for the statement, not one per child: the children take the
            // relation (so that what follows is checked as usual), then all are refused.
            for child in children { _ = child.applyRelation(relation, to: .value(.number(0))) }
            refuseValue("\(value.text) is not a finite value")
            return self
        }
        if case .list(let targets) = target, targets.isEmpty {
            // One diagnostic for the statement; children not made yet take the relation, so
            // that what follows is checked as usual.
            visitSingles { single in
                if !single.isMade && !single.hasLayoutRelation {
                    single.relation = relation
                    single.hasLayoutRelationStorage = true
                }
            }
            refuseEmptyArray(relation)
            return self
        }
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

    /// Keys the composite `key` and its children `key[0]`, `key[1]`... (as Masonry does); one
    /// that stands for a single constraint keys it `key`.
    override func applyKey(_ key: String) {
        self.key = key
        if absorbingParent != nil {
            for child in children { child.applyKey(key) }
            return
        }
        for (index, child) in children.enumerated() { child.applyKey("\(key)[\(index)]") }
    }

    /// Adds a child on `attribute` (chaining `make.left.right.top`), made by the maker at the
    /// top of the delegate chain, and returns it.
    @discardableResult
    func addChild(_ attribute: LayoutAttribute) -> Constraint? {
        var source = delegate
        while let composite = source as? CompositeConstraint { source = composite.delegate }
        guard let source else { return nil }
        let child = source.constraint(self, addConstraintWith: attribute)
        child.delegate = self
        children.append(child)
        return child
    }

    // MARK: ConstraintDelegate

    func constraint(_ constraint: Constraint, shouldBeReplacedWith replacement: Constraint) {
        guard let index = children.firstIndex(where: { $0 === constraint }) else { return }
        children[index] = replacement
        replacement.delegate = self
    }

    /// A child of this composite chains another attribute: the new constraint joins the
    /// children (as in Masonry, whose composite is then the child's delegate).
    func constraint(_ constraint: Constraint?, addConstraintWith attribute: LayoutAttribute) -> Constraint {
        addChild(attribute) ?? ViewConstraint(first: AttributeParts(storedView: UnretainedItem(view: nil), storedItem: UnretainedItem(view: nil), layoutAttribute: attribute))
    }
}

extension CompositeConstraint {
    /// Takes `children` as its own without becoming their delegate (a group's children stay
    /// the maker's).
    func adoptWithoutReparenting(_ children: [Constraint]) {
        self.children = children
    }
}
