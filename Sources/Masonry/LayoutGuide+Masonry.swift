import AutoLayout

extension LayoutGuide {
    /// The Masonry additions of a layout guide, so that constraints can start from a guide
    /// as SnapKit's can: `guide.mas.makeConstraints { make in make.left.equalTo(10) }`,
    /// `guide.mas.right`...
    public var mas: LayoutGuideDSL { LayoutGuideDSL(guide: self) }
}

/// The Masonry additions of a layout guide, reached through `layoutGuide.mas`: the same as a
/// view's where they apply.
///
/// A guide's constraints relate it to its owning view where a view's relate to its
/// superview: a position with no second item (`make.left.equalTo(10)`) and
/// `equalToSuperview()` mean the owning view's same attribute; a size with no second item
/// is installed on the owning view. Add the guide to a view (`View.addLayoutGuide(_:)`)
/// before constraining it.
public struct LayoutGuideDSL: ConstraintAttributeProvider {
    /// The guide.
    public let guide: LayoutGuide

    /// The additions of `guide`.
    public init(guide: LayoutGuide) { self.guide = guide }

    // MARK: Making constraints

    /// Runs `closure` with a maker whose attributes start from the guide and installs what
    /// it made. Returns the top-level constraints.
    @discardableResult public func makeConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        run(closure, update: false, remake: false)
    }

    /// As ``makeConstraints(_:)``, but a constraint similar to an installed DSL constraint
    /// of the guide (same items, attributes, relation, multiplier and priority) changes
    /// that one's constant in place instead of being added.
    @discardableResult public func updateConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        run(closure, update: true, remake: false)
    }

    /// As ``makeConstraints(_:)``, after uninstalling every DSL constraint whose first item
    /// is the guide.
    @discardableResult public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        run(closure, update: false, remake: true)
    }

    /// Makes the constraints and their layout constraints without installing them.
    @discardableResult public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let maker = ConstraintMaker(guide: guide)
        closure(maker)
        return maker.prepare()
    }

    /// Uninstalls every DSL constraint whose first item is the guide.
    public func removeConstraints() {
        for constraint in installedConstraints { constraint.uninstall() }
    }

    /// The installed DSL constraints whose first item is the guide, one per single
    /// constraint.
    public var installedConstraints: [Constraint] { Masonry.installedConstraints(of: guide) }

    private func run(_ closure: (ConstraintMaker) -> Void, update: Bool, remake: Bool) -> [Constraint] {
        ConstraintMaker(guide: guide).run(closure, update: update, remake: remake)
    }

    // MARK: Key

    /// The guide's name in every description and diagnostic.
    public var key: String? {
        get { guide.name }
        nonmutating set { guide.name = newValue }
    }

    // MARK: Attributes
    // The named attributes (`left`, `safeAreaLayoutGuideTop`...) are ConstraintAttributeProvider's.

    /// The attribute `attribute` of the guide.
    public func attribute(_ attribute: LayoutAttribute) -> ViewAttribute {
        ViewAttribute(view: guide.owningView, item: guide, layoutAttribute: attribute)
    }

    /// The attribute `attribute` of the owning view's `safeAreaLayoutGuide` (a guide has no
    /// safe area of its own), with `nil` items until the guide is added to a view.
    public func safeAreaAttribute(_ attribute: LayoutAttribute) -> ViewAttribute {
        let owner = guide.owningView
        return ViewAttribute(view: owner, item: owner?.safeAreaLayoutGuide, layoutAttribute: attribute)
    }

    // MARK: Hierarchy

    /// The nearest view that both the guide's owning view and `other` are or descend from,
    /// `nil` when the guide has no owning view or they are in different trees.
    public func closestCommonSuperview(_ other: View) -> View? {
        guide.owningView?.closestCommonSuperview(with: other)
    }
}
