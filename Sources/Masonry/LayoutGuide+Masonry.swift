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
public struct LayoutGuideDSL {
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

    /// The attribute `attribute` of the guide.
    public func attribute(_ attribute: LayoutAttribute) -> ViewAttribute {
        ViewAttribute(view: guide.owningView, item: guide, layoutAttribute: attribute)
    }

    /// The left edge.
    public var left: ViewAttribute { attribute(.left) }
    /// The right edge.
    public var right: ViewAttribute { attribute(.right) }
    /// The top edge.
    public var top: ViewAttribute { attribute(.top) }
    /// The bottom edge.
    public var bottom: ViewAttribute { attribute(.bottom) }
    /// The leading edge.
    public var leading: ViewAttribute { attribute(.leading) }
    /// The trailing edge.
    public var trailing: ViewAttribute { attribute(.trailing) }
    /// The width.
    public var width: ViewAttribute { attribute(.width) }
    /// The height.
    public var height: ViewAttribute { attribute(.height) }
    /// The horizontal center.
    public var centerX: ViewAttribute { attribute(.centerX) }
    /// The vertical center.
    public var centerY: ViewAttribute { attribute(.centerY) }
    /// The baseline (a guide's is its bottom edge).
    public var baseline: ViewAttribute { attribute(.lastBaseline) }
    /// The first baseline (a guide's is its bottom edge).
    public var firstBaseline: ViewAttribute { attribute(.firstBaseline) }
    /// The last baseline (a guide's is its bottom edge).
    public var lastBaseline: ViewAttribute { attribute(.lastBaseline) }
    /// The left margin (a guide's margins are its edges).
    public var leftMargin: ViewAttribute { attribute(.leftMargin) }
    /// The right margin.
    public var rightMargin: ViewAttribute { attribute(.rightMargin) }
    /// The top margin.
    public var topMargin: ViewAttribute { attribute(.topMargin) }
    /// The bottom margin.
    public var bottomMargin: ViewAttribute { attribute(.bottomMargin) }
    /// The leading margin.
    public var leadingMargin: ViewAttribute { attribute(.leadingMargin) }
    /// The trailing margin.
    public var trailingMargin: ViewAttribute { attribute(.trailingMargin) }
    /// The horizontal center within the margins.
    public var centerXWithinMargins: ViewAttribute { attribute(.centerXWithinMargins) }
    /// The vertical center within the margins.
    public var centerYWithinMargins: ViewAttribute { attribute(.centerYWithinMargins) }

    // MARK: Safe area

    /// The owning view's safe area as an item with no attribute (a guide has no safe area of
    /// its own): related to, it takes the first item's attribute, as
    /// `view.mas.safeAreaLayoutGuide` does. `nil` items until the guide is added to a view.
    public var safeAreaLayoutGuide: ViewAttribute { safeArea(.notAnAttribute) }

    private func safeArea(_ attribute: LayoutAttribute) -> ViewAttribute {
        let owner = guide.owningView
        return ViewAttribute(view: owner, item: owner?.safeAreaLayoutGuide, layoutAttribute: attribute)
    }
    /// The top of the owning view's safe area.
    public var safeAreaLayoutGuideTop: ViewAttribute { safeArea(.top) }
    /// The bottom of the owning view's safe area.
    public var safeAreaLayoutGuideBottom: ViewAttribute { safeArea(.bottom) }
    /// The left of the owning view's safe area.
    public var safeAreaLayoutGuideLeft: ViewAttribute { safeArea(.left) }
    /// The right of the owning view's safe area.
    public var safeAreaLayoutGuideRight: ViewAttribute { safeArea(.right) }
    /// The leading edge of the owning view's safe area.
    public var safeAreaLayoutGuideLeading: ViewAttribute { safeArea(.leading) }
    /// The trailing edge of the owning view's safe area.
    public var safeAreaLayoutGuideTrailing: ViewAttribute { safeArea(.trailing) }
    /// The width of the owning view's safe area.
    public var safeAreaLayoutGuideWidth: ViewAttribute { safeArea(.width) }
    /// The height of the owning view's safe area.
    public var safeAreaLayoutGuideHeight: ViewAttribute { safeArea(.height) }
    /// The horizontal center of the owning view's safe area.
    public var safeAreaLayoutGuideCenterX: ViewAttribute { safeArea(.centerX) }
    /// The vertical center of the owning view's safe area.
    public var safeAreaLayoutGuideCenterY: ViewAttribute { safeArea(.centerY) }

    // MARK: Hierarchy

    /// The nearest view that both the guide's owning view and `other` are or descend from,
    /// `nil` when the guide has no owning view or they are in different trees.
    public func closestCommonSuperview(_ other: View) -> View? {
        guide.owningView?.closestCommonSuperview(with: other)
    }
}
