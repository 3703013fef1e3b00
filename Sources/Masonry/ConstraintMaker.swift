import AutoLayout

/// What the closure of `makeConstraints`, `updateConstraints` and `remakeConstraints`
/// receives (Masonry's `MASConstraintMaker`): each attribute property starts a new
/// constraint on the maker's view; `install()` installs them all when the closure returns.
public final class ConstraintMaker: ConstraintDelegate {
    /// The view being constrained (not retained: Masonry's maker holds it weakly); for a layout
    /// guide's maker, the guide's owning view.
    public var view: View? { storedView.view }
    private let storedView: UnretainedItem
    /// The layout guide being constrained (`layoutGuide.mas.makeConstraints`), or `nil`.
    public var layoutGuide: LayoutGuide? { storedItem.guide }
    /// The first item of every constraint made: the view or the layout guide.
    private var item: (any LayoutItem)? { storedItem.item }
    private let storedItem: UnretainedItem
    /// The top-level constraints made so far, in order.
    @exclusivity(unchecked) private(set) var constraints: [Constraint] = []
    /// `updateConstraints`: match installed constraints and change their constants.
    @exclusivity(unchecked) var updateExisting = false
    /// `remakeConstraints`: uninstall the view's constraints first.
    @exclusivity(unchecked) var removeExisting = false

    /// Made on first use, cleared when the maker goes.
    @exclusivity(unchecked) private var delegateLinkStorage: DelegateLink?
    var delegateLink: DelegateLink { DelegateLink.of(self, storedIn: &delegateLinkStorage) }

    deinit { delegateLinkStorage?.target = nil }

    /// `attribute` of the item being constrained.
    private func parts(_ attribute: LayoutAttribute) -> AttributeParts {
        AttributeParts(storedView: storedView, storedItem: storedItem, layoutAttribute: attribute)
    }

    /// A maker for `view`.
    init(view: View) {
        self.storedView = UnretainedItem(view: view)
        self.storedItem = storedView
        // A closure usually makes a handful: one allocation instead of growing 1, 2, 4, 8.
        constraints.reserveCapacity(8)
    }

    /// A maker for `guide` (its constraints start from the guide).
    init(guide: LayoutGuide) {
        self.storedView = UnretainedItem(view: guide.owningView)
        self.storedItem = UnretainedItem(guide)
        constraints.reserveCapacity(8)
    }

    /// Runs `closure` with this maker and installs what it made: `makeConstraints`, or with
    /// `update` `updateConstraints`, or with `remake` `remakeConstraints`.
    func run(_ closure: (ConstraintMaker) -> Void, update: Bool, remake: Bool) -> [Constraint] {
        updateExisting = update
        removeExisting = remake
        closure(self)
        return install()
    }

    /// Installs the constraints made (after uninstalling the view's DSL constraints when
    /// remaking) and returns them.
    func install() -> [Constraint] {
        if removeExisting, let item {
            for installed in installedConstraints(of: item) { installed.uninstall() }
        }
        let made = constraints
        for constraint in made {
            constraint.visitSingles { $0.updateExisting = updateExisting }
            constraint.install()
        }
        constraints.removeAll()
        return made
    }

    /// Makes the layout constraints of the constraints made without installing them.
    func prepare() -> [Constraint] {
        let made = constraints
        for constraint in made {
            constraint.visitSingles { $0.prepare() }
        }
        constraints.removeAll()
        return made
    }

    /// Starts a constraint on `attribute` (Masonry's `addConstraintWithLayoutAttribute:`).
    func add(_ attribute: LayoutAttribute) -> ViewConstraint {
        let made = constraint(nil, addConstraintWith: attribute)
        if let single = made as? ViewConstraint { return single }
        return ViewConstraint(first: parts(attribute))
    }

    /// Starts a composite on `attributes`, in Masonry's fixed order.
    func add(_ attributes: ConstraintAttributes) -> CompositeConstraint {
        // Straight from the fixed order, without an intermediate array of attributes (every
        // `make.size` and `make.edges` comes through here).
        var children: [Constraint] = []
        children.reserveCapacity(attributes.rawValue.nonzeroBitCount)
        for (option, attribute) in ConstraintAttributes.ordered where attributes.contains(option) {
            children.append(ViewConstraint(first: parts(attribute)))
        }
        if children.isEmpty {
            MasonryDiagnostics.report(.invalidAttributePairing, "make.attributes(_:) was given no attribute")
        }
        let composite = CompositeConstraint(children: children)
        composite.delegate = self
        constraints.append(composite)
        return composite
    }

    /// Starts a composite of explicit attributes in the given order.
    func add(ordered attributes: [LayoutAttribute]) -> CompositeConstraint {
        let children: [Constraint] = attributes.map {
            ViewConstraint(first: parts($0))
        }
        let composite = CompositeConstraint(children: children)
        composite.delegate = self
        constraints.append(composite)
        return composite
    }

    /// The constraints made inside `body`, as one composite that modifiers apply to
    /// (Masonry's `group`). They stay top-level constraints of the maker.
    @discardableResult public func group(_ body: () -> Void) -> Constraint {
        let start = constraints.count
        body()
        let children = Array(constraints[start...])
        let composite = CompositeConstraint(children: [])
        composite.adoptWithoutReparenting(children)
        composite.delegate = self
        return composite
    }

    // MARK: ConstraintDelegate

    func constraint(_ constraint: Constraint, shouldBeReplacedWith replacement: Constraint) {
        guard let index = constraints.firstIndex(where: { $0 === constraint }) else { return }
        constraints[index] = replacement
        replacement.delegate = self
    }

    func constraint(_ constraint: Constraint?, addConstraintWith attribute: LayoutAttribute) -> Constraint {
        let made = ViewConstraint(first: parts(attribute))
        if let single = constraint as? ViewConstraint {
            let composite = CompositeConstraint(children: [single, made])
            composite.delegate = self
            self.constraint(single, shouldBeReplacedWith: composite)
            return composite
        }
        if constraint == nil {
            made.delegate = self
            constraints.append(made)
        }
        return made
    }
}

/// The DSL constraints installed with `item` as their first item (Masonry's
/// `mas_installedConstraints`), one per single constraint, in install order: read from the
/// item's own entry in the ``InstalledRegistry``.
func installedConstraints(of item: any LayoutItem) -> [ViewConstraint] {
    let layoutConstraints = InstalledRegistry.shared.installed(for: item)
    var found: [ViewConstraint] = []
    found.reserveCapacity(layoutConstraints.count)
    for layoutConstraint in layoutConstraints {
        guard let owner = layoutConstraint.owner else { continue }
        found.append(owner)
    }
    return found
}
