import AutoLayout

/// One relation between the attribute of a view and a target (Masonry's
/// `MASViewConstraint`): what `make.left` starts and `equalTo(_:)`, `offset(_:)`... complete.
public final class ViewConstraint: Constraint {
    /// The left-hand side: an attribute of the view being constrained.
    public var firstViewAttribute: ViewAttribute {
        if let firstViewAttributeStorage { return firstViewAttributeStorage }
        let made = ViewAttribute(parts: first)
        firstViewAttributeStorage = made
        return made
    }
    /// What `firstViewAttribute` names, held inline (the object is made when asked for).
    let first: AttributeParts
    @exclusivity(unchecked) private var firstViewAttributeStorage: ViewAttribute?
    /// The right-hand side, or `nil` for a constant (a position then relates to the superview).
    @exclusivity(unchecked) public private(set) var secondViewAttribute: ViewAttribute?

    @exclusivity(unchecked) var relation: LayoutRelation = .equal
    @exclusivity(unchecked) var hasLayoutRelationStorage = false
    @exclusivity(unchecked) var constant: CGFloat = 0
    @exclusivity(unchecked) var multiplier: CGFloat = 1
    @exclusivity(unchecked) var priority: LayoutPriority = .required
    @exclusivity(unchecked) var key: String?
    /// Set when building went wrong (the diagnostic is already out): never installed.
    @exclusivity(unchecked) var isInvalid = false
    /// Whether `install` first looks for a similar installed constraint (`updateConstraints`).
    @exclusivity(unchecked) var updateExisting = false

    /// The view the layout constraint is installed on.
    var installedView: View? {
        get { installedViewStorage.view }
        set { installedViewStorage = UnretainedItem(view: newValue) }
    }
    @exclusivity(unchecked) private var installedViewStorage = UnretainedItem(view: nil)
    /// The layout constraint while installed (it holds this constraint then); `nil` once
    /// it is freed.
    var installedLayoutConstraint: MasonryLayoutConstraint? {
        get { installedLink?.constraint }
        set { installedLink = newValue?.link }
    }
    @exclusivity(unchecked) private var installedLink: LayoutConstraintLink?
    /// The layout constraint while not installed (prepared, or uninstalled for reuse).
    @exclusivity(unchecked) var heldLayoutConstraint: MasonryLayoutConstraint?

    init(first: AttributeParts) {
        self.first = first
    }

    /// Masonry's `initWithFirstViewAttribute:`: the constraint hands out this very object.
    convenience init(firstViewAttribute: ViewAttribute) {
        self.init(first: firstViewAttribute.parts)
        firstViewAttributeStorage = firstViewAttribute
    }

    /// The relation was set by `equalTo` and the like.
    var hasLayoutRelation: Bool { hasLayoutRelationStorage }

    override var singles: [ViewConstraint] { [self] }

    override func visitSingles(_ body: (ViewConstraint) -> Void) { body(self) }

    override func chain(_ attribute: LayoutAttribute) -> CompositeConstraint { chainSingle(attribute) }

    /// The layout constraint, once made.
    var layoutConstraint: MasonryLayoutConstraint? { installedLayoutConstraint ?? heldLayoutConstraint }
    /// Whether the layout constraint was made (installed, prepared, or uninstalled to be
    /// installed again; also when it was freed since, with a view removed from its
    /// superview, and will be made again from this constraint's values): a change refused
    /// from then on leaves the constraint as it was, so that installing it again works,
    /// rather than marking it invalid.
    var isMade: Bool { wasMade || layoutConstraint != nil }
    @exclusivity(unchecked) private var wasMade = false

    var isActiveSingle: Bool { layoutConstraint?.isActive ?? false }

    /// A copy as the constraint stands (relation, constant, priority, multiplier), for one
    /// element of an array target.
    func copy() -> ViewConstraint {
        // The copies of an array target share the original's attribute object, as they did
        // when every constraint was made with one.
        let copy = ViewConstraint(firstViewAttribute: firstViewAttribute)
        copy.relation = relation
        copy.constant = constant
        copy.priority = priority
        copy.multiplier = multiplier
        copy.delegate = delegate
        return copy
    }

    /// `View:red.left == View:root.left` as far as it is known, for diagnostics.
    var summary: String {
        var text = first.description + " " + relation.description
        if let secondViewAttribute { text += " " + secondViewAttribute.description } else { text += " " + format(constant) }
        return text
    }

    // MARK: Relations

    override func applyRelation(_ relation: LayoutRelation, to resolved: ResolvedTarget) -> Constraint {
        if case .list(let targets) = resolved {
            if hasLayoutRelation {
                refuseRedefinition(relation)
                return self
            }
            if targets.isEmpty {
                if !isMade {
                    self.relation = relation
                    hasLayoutRelationStorage = true
                }
                refuseEmptyArray(relation)
                return self
            }
            var children: [Constraint] = []
            for element in targets {
                let child = copy()
                child.relation = relation
                child.hasLayoutRelationStorage = true
                child.setSecond(ResolvedTarget(element))
                children.append(child)
            }
            let composite = CompositeConstraint(children: children)
            composite.delegate = delegate
            delegate?.constraint(self, shouldBeReplacedWith: composite)
            return composite
        }
        if hasLayoutRelation {
            var isValue = false
            if case .value = resolved { isValue = true }
            if !(self.relation == relation && isValue) {
                refuseRedefinition(relation)
                return self
            }
        }
        self.relation = relation
        hasLayoutRelationStorage = true
        setSecond(resolved)
        return self
    }

    private func refuseRedefinition(_ relation: LayoutRelation) {
        // A constraint already refused (an attribute chained after its relation) says so once.
        if isInvalid { return }
        // One already made (installed, or uninstalled to be installed again) stays as it is.
        if isMade {
            report(
                .invalidAttributePairing,
                "redefinition of the relation of \(summary) (with \(relation)); a constraint has one relation, so it is left as it was")
            return
        }
        isInvalid = true
        report(
            .invalidAttributePairing,
            "redefinition of the relation of \(summary) (with \(relation)); a constraint has one relation, so it is not installed")
    }

    private func setSecond(_ target: ResolvedTarget) {
        switch target {
        case .value(let value):
            applyValue(value)
        case .view(let view):
            secondViewAttribute = ViewAttribute(view: view, layoutAttribute: first.layoutAttribute)
        case .composite(let composite):
            secondViewAttribute = composite.viewAttribute(matching: first.layoutAttribute)
        case .attribute(let attribute):
            if attribute.layoutAttribute == .notAnAttribute {
                secondViewAttribute = ViewAttribute(
                    view: attribute.view, item: attribute.item, layoutAttribute: first.layoutAttribute)
            } else {
                secondViewAttribute = attribute
            }
        case .list:
            isInvalid = true
            report(.invalidValue, "\(summary): an array target cannot be nested inside another array")
        case .unsupported(let type):
            isInvalid = true
            report(.invalidValue, "\(summary): \(type) is not a target the DSL can relate to")
        }
    }

    /// Sets the second item to the first view's superview (`equalToSuperview()`).
    func applyRelationToSuperview(_ relation: LayoutRelation) -> Constraint {
        guard let superview = containerOfFirstItem else {
            if hasLayoutRelation { refuseRedefinition(relation); return self }
            self.relation = relation
            hasLayoutRelationStorage = true
            isInvalid = true
            report(
                .noCommonAncestor, "\(summary): \(first.view.map(describe) ?? "the view") has no superview to relate to")
            return self
        }
        return applyRelation(relation, to: .view(superview))
    }

    /// What a position with no second item relates to: the superview of a view, the
    /// owning view of a layout guide (as SnapKit's `superview` of a guide).
    var containerOfFirstItem: View? {
        guard let view = first.view else { return nil }
        return first.item is LayoutGuide ? view : view.superview
    }

    // MARK: Constants

    /// Sets the constant as Masonry's value setters do for the first attribute.
    func applyValue(_ value: ConstantValue) {
        guard value.isFinite else {
            refuseValue("\(value.text) is not a finite value")
            return
        }
        let attribute = first.layoutAttribute
        switch value {
        case .number(let number):
            setConstant(number)
        case .size(let size):
            if attribute == .width { setConstant(size.width) } else if attribute == .height { setConstant(size.height) }
        case .point(let point):
            if attribute == .centerX { setConstant(point.x) } else if attribute == .centerY { setConstant(point.y) }
        case .insets(let insets):
            switch attribute {
            case .left, .leading: setConstant(insets.left)
            case .top: setConstant(insets.top)
            case .bottom: setConstant(-insets.bottom)
            case .right, .trailing: setConstant(-insets.right)
            default: break
            }
        case .directionalInsets(let insets):
            let rightToLeft = first.view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
            switch attribute {
            case .leading, .leadingMargin: setConstant(insets.leading)
            case .trailing, .trailingMargin: setConstant(-insets.trailing)
            case .left, .leftMargin: setConstant(rightToLeft ? insets.trailing : insets.leading)
            case .right, .rightMargin: setConstant(rightToLeft ? -insets.leading : -insets.trailing)
            case .top, .topMargin: setConstant(insets.top)
            case .bottom, .bottomMargin: setConstant(-insets.bottom)
            default: break
            }
        }
    }

    private func setConstant(_ value: CGFloat) {
        constant = value
        layoutConstraint?.constant = value
    }

    // MARK: Multiplier, priority, key

    /// Sets the multiplier (refused after install, as Masonry asserts, and once the layout
    /// constraint is made at all: a layout constraint's multiplier is fixed, and Masonry would
    /// reinstall the old one without a word).
    func applyMultiplier(_ value: CGFloat, written: String) {
        guard !isActiveSingle else {
            report(
                .invalidValue, "\(summary): the multiplier cannot change after the constraint is installed (\(written) refused)")
            return
        }
        guard !isMade else {
            report(
                .invalidValue,
                "\(summary): the multiplier cannot change once its layout constraint is made (prepared, or installed before); \(written) refused, make a new constraint instead")
            return
        }
        guard value.isFinite else {
            isInvalid = true
            report(.invalidValue, "\(summary): \(written) is not a finite multiplier, so the constraint is not installed")
            return
        }
        multiplier = value
    }

    /// Sets the priority before install (refused after install, as Masonry asserts).
    func applyPriority(_ value: LayoutPriority) {
        guard !isActiveSingle else {
            report(
                .invalidPriorityChange,
                "\(summary): the priority cannot change after the constraint is installed (\(value) refused); use update(priority:)")
            return
        }
        guard value.isValid else {
            if isMade {
                report(.invalidValue, "\(summary): priority \(value) is not above 0 and at most 1000, so the priority is unchanged")
                return
            }
            isInvalid = true
            report(.invalidValue, "\(summary): priority \(value) is not above 0 and at most 1000, so the constraint is not installed")
            return
        }
        priority = value
        // Not active here: uninstalled, prepared, or taken out with a view removed from its
        // superview (then linked, not held); either way the next install reuses it.
        layoutConstraint?.priority = value
    }

    /// Changes the priority of the installed constraint in place (between two optional
    /// priorities; the engine refuses a move to or from required with a diagnostic).
    func updatePriority(_ value: LayoutPriority) {
        guard let layoutConstraint else {
            applyPriority(value)
            return
        }
        layoutConstraint.priority = value
        if layoutConstraint.priority == value { priority = value }
    }

    override func applyKey(_ key: String) {
        self.key = key
        layoutConstraint?.identifier = key
    }

    // MARK: Installation

    /// Makes the layout constraint (Masonry's `install` up to `addConstraint`): the second
    /// item defaults to the superview for a position and to nothing for a size. Returns `nil`
    /// (after a diagnostic) when it cannot be made.
    func makeLayoutConstraint() -> (MasonryLayoutConstraint, View)? {
        if isInvalid { return nil }
        guard let firstView = first.view, let firstItem = first.item else {
            report(Self.missingKind(firstViewAttribute), "\(summary): \(Self.whyMissing(firstViewAttribute))")
            return nil
        }
        var secondItem = secondViewAttribute?.item
        var secondAttribute = secondViewAttribute?.layoutAttribute ?? .notAnAttribute
        let installedView: View
        if let secondViewAttribute {
            guard let secondView = secondViewAttribute.view, secondItem != nil else {
                report(Self.missingKind(secondViewAttribute), "\(summary): \(Self.whyMissing(secondViewAttribute, second: true))")
                return nil
            }
            guard let common = firstView.closestCommonSuperview(with: secondView) else {
                // The engine refuses it with its own noCommonAncestor diagnostic.
                let refused = LayoutConstraint(
                    item: firstItem, attribute: first.layoutAttribute, relatedBy: relation,
                    toItem: secondItem, attribute: secondAttribute, multiplier: multiplier, constant: constant)
                refused.identifier = key
                refused.isActive = true
                return nil
            }
            installedView = common
        } else if first.isSizeAttribute {
            installedView = firstView
        } else {
            guard let superview = containerOfFirstItem else {
                report(
                    .noCommonAncestor,
                    "\(summary): \(describe(firstItem)) has no superview, which a position without a second item is related to")
                return nil
            }
            secondItem = superview
            secondAttribute = first.layoutAttribute
            installedView = superview
        }
        let layoutConstraint = MasonryLayoutConstraint(
            item: firstItem, attribute: first.layoutAttribute, relatedBy: relation,
            toItem: secondItem, attribute: secondAttribute, multiplier: multiplier, constant: constant)
        layoutConstraint.priority = priority
        layoutConstraint.identifier = key
        return (layoutConstraint, installedView)
    }

    /// The diagnostic kind for an item that cannot be placed: a guide in no view is in no
    /// hierarchy (the engine, like UIKit, refuses it as having no common ancestor); a freed
    /// item is missing.
    static func missingKind(_ attribute: ViewAttribute) -> LayoutDiagnostic.Kind {
        attribute.item is LayoutGuide ? .noCommonAncestor : .missingItem
    }

    /// Why an attribute's item cannot be placed: a layout guide not added to a view yet (its
    /// item is alive but has no owning view), or an item that was freed.
    static func whyMissing(_ attribute: ViewAttribute, second: Bool = false) -> String {
        if let guide = attribute.item as? LayoutGuide {
            return "\(describe(guide)) is in no view yet; add it with addLayoutGuide(_:) before constraining it"
        }
        return second ? "the second view was freed before the constraint was installed"
            : "the view was freed before the constraint was installed"
    }

    /// Makes the layout constraint without installing it (`prepareConstraints`).
    func prepare() {
        guard layoutConstraint == nil, let (layoutConstraint, view) = makeLayoutConstraint() else { return }
        wasMade = true
        heldLayoutConstraint = layoutConstraint
        installedView = view
    }

    /// Installs the constraint: reuses its layout constraint when it has one, else makes it
    /// and, when updating, changes the constant of a similar installed one instead.
    /// What ``installSingle()`` did, so that a composite can take it back.
    enum InstallOutcome {
        /// Already installed: nothing to do.
        case unchanged
        /// Installed now.
        case installed
        /// `updateConstraints` changed the constant of a similar installed constraint.
        case updated(MasonryLayoutConstraint, previousConstant: CGFloat)
        /// Refused: bad input, reported where it was found.
        case refused
    }

    @discardableResult
    func installSingle() -> InstallOutcome {
        if isActiveSingle { return .unchanged }
        if isInvalid { return .refused }
        if let existing = layoutConstraint {
            // On its items' closest common superview as they are now: the hierarchy may have
            // changed since it was made. Without one, the engine says why it cannot go in.
            if let view = installationView(for: existing) {
                installedView = view
                view.addConstraint(existing)
            } else {
                existing.isActive = true
            }
            guard existing.isActive else { return .refused }
            didInstall(existing)
            return .installed
        }
        guard let (layoutConstraint, view) = makeLayoutConstraint() else { return .refused }
        installedView = view
        if updateExisting, let similar = similarConstraint(to: layoutConstraint) {
            let previous = similar.constant
            similar.setSharedConstant(layoutConstraint.constant)
            wasMade = true
            installedLayoutConstraint = similar
            heldLayoutConstraint = nil
            return .updated(similar, previousConstant: previous)
        }
        view.addConstraint(layoutConstraint)
        guard layoutConstraint.isActive else { return .refused }  // the engine said why
        didInstall(layoutConstraint)
        return .installed
    }

    /// The view an existing layout constraint is installed on now: its items' closest common
    /// superview, or the first item's view for a size with no second item; `nil` when they
    /// share no superview.
    private func installationView(for existing: MasonryLayoutConstraint) -> View? {
        guard let first = first.view else { return nil }
        guard let secondItem = existing.secondItem else { return first }
        guard let second = (secondItem as? View) ?? (secondItem as? LayoutGuide)?.owningView else { return nil }
        return first.closestCommonSuperview(with: second)
    }

    /// Takes back what ``installSingle()`` did (a sibling in the same composite was refused).
    func undoInstall(_ outcome: InstallOutcome) {
        switch outcome {
        case .installed:
            uninstallSingle()
        case .updated(let similar, let previousConstant):
            similar.setSharedConstant(previousConstant)
            installedLayoutConstraint = nil
        case .unchanged, .refused:
            break
        }
    }

    private func didInstall(_ layoutConstraint: MasonryLayoutConstraint) {
        wasMade = true
        if layoutConstraint.owner == nil { layoutConstraint.owner = self }
        installedLayoutConstraint = layoutConstraint
        heldLayoutConstraint = nil
        if let item = first.item {
            InstalledRegistry.shared.register(layoutConstraint, for: item, reference: first.itemReference)
        }
    }

    /// Uninstalls the constraint, keeping its layout constraint for a later install.
    func uninstallSingle() {
        guard let layoutConstraint else { return }
        layoutConstraint.isActive = false
        heldLayoutConstraint = layoutConstraint
        installedLayoutConstraint = nil
        if layoutConstraint.owner === self { layoutConstraint.owner = nil }
        if let item = first.item {
            InstalledRegistry.shared.unregister(layoutConstraint, for: item, reference: first.itemReference)
        }
    }

    /// The last installed DSL-made constraint of the same first item that differs from
    /// `layoutConstraint` in its constant only (Masonry's `layoutConstraintSimilarTo:`; the
    /// same items mean the same installed view). Looks at the first item's own DSL
    /// constraints only.
    private func similarConstraint(to layoutConstraint: LayoutConstraint) -> MasonryLayoutConstraint? {
        guard let item = layoutConstraint.firstItem else { return nil }
        for existing in InstalledRegistry.shared.installed(for: item).reversed() {
            if existing.firstItem !== layoutConstraint.firstItem { continue }
            if existing.secondItem !== layoutConstraint.secondItem { continue }
            if existing.firstAttribute != layoutConstraint.firstAttribute { continue }
            if existing.secondAttribute != layoutConstraint.secondAttribute { continue }
            if existing.relation != layoutConstraint.relation { continue }
            if existing.multiplier != layoutConstraint.multiplier { continue }
            if existing.priority != layoutConstraint.priority { continue }
            return existing
        }
        return nil
    }
}

/// `View:red` (type and key, or address), as descriptions print views.
func describe(_ item: any LayoutItem) -> String {
    "\(type(of: item)):" + (item.name ?? "0x" + String(UInt(bitPattern: ObjectIdentifier(item)), radix: 16))
}

/// A number as `%g` prints it.
func format(_ value: CGFloat) -> String {
    value == 0 ? "0" : String(format: "%g", Double(value))
}
