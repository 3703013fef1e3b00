import AutoLayout

extension View {
    /// The Masonry additions: `view.mas.makeConstraints { make in ... }`, `view.mas.left`...
    public var mas: ViewDSL { ViewDSL(view: self) }
}

/// The Masonry additions of a view (Masonry's `View+MASAdditions`, SnapKit's
/// `ConstraintViewDSL`), reached through `view.mas`.
public struct ViewDSL {
    /// The view.
    public let view: View

    /// The additions of `view`.
    public init(view: View) { self.view = view }

    // MARK: Making constraints

    /// Turns off the view's autoresizing constraints, runs `closure` with a maker and installs
    /// what it made. Returns the top-level constraints.
    @discardableResult public func makeConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        run(closure, update: false, remake: false)
    }

    /// As ``makeConstraints(_:)``, but a constraint similar to an installed DSL constraint
    /// (same items, attributes, relation, multiplier and priority) changes that one's
    /// constant in place instead of being added.
    @discardableResult public func updateConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        run(closure, update: true, remake: false)
    }

    /// As ``makeConstraints(_:)``, after uninstalling every DSL constraint whose first item
    /// is the view.
    @discardableResult public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        run(closure, update: false, remake: true)
    }

    /// Makes the constraints and their layout constraints without installing them;
    /// ``Constraint/install()`` or ``Constraint/activate()`` installs them later.
    @discardableResult public func prepareConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(view: view)
        closure(maker)
        return maker.prepare()
    }

    /// Uninstalls every DSL constraint whose first item is the view.
    public func removeConstraints() {
        for constraint in installedConstraints { constraint.uninstall() }
    }

    /// The installed DSL constraints whose first item is the view, one per single
    /// constraint (Masonry's `mas_installedConstraints`).
    public var installedConstraints: [Constraint] { Masonry.installedConstraints(of: view) }

    private func run(_ closure: (ConstraintMaker) -> Void, update: Bool, remake: Bool) -> [Constraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        return ConstraintMaker(view: view).run(closure, update: update, remake: remake)
    }

    // MARK: Key

    /// The view's name in every description and diagnostic (Masonry's `mas_key`).
    public var key: String? {
        get { view.name }
        nonmutating set { view.name = newValue }
    }

    // MARK: Attributes

    /// The attribute `attribute` of the view.
    public func attribute(_ attribute: LayoutAttribute) -> ViewAttribute {
        ViewAttribute(view: view, layoutAttribute: attribute)
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
    /// The baseline: the last baseline, as `NSLayoutAttributeBaseline`.
    public var baseline: ViewAttribute { attribute(.lastBaseline) }
    /// The first baseline.
    public var firstBaseline: ViewAttribute { attribute(.firstBaseline) }
    /// The last baseline.
    public var lastBaseline: ViewAttribute { attribute(.lastBaseline) }
    /// The left margin.
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

    /// The safe area as an item with no attribute: related to, it takes the first item's
    /// attribute (`make.edges.equalTo(view.mas.safeAreaLayoutGuide)`).
    ///
    /// The view's `safeAreaLayoutGuide` is the item.
    public var safeAreaLayoutGuide: ViewAttribute { safeArea(.notAnAttribute) }

    private func safeArea(_ attribute: LayoutAttribute) -> ViewAttribute {
        ViewAttribute(view: view, item: view.safeAreaLayoutGuide, layoutAttribute: attribute)
    }
    /// The top of the safe area.
    public var safeAreaLayoutGuideTop: ViewAttribute { safeArea(.top) }
    /// The bottom of the safe area.
    public var safeAreaLayoutGuideBottom: ViewAttribute { safeArea(.bottom) }
    /// The left of the safe area.
    public var safeAreaLayoutGuideLeft: ViewAttribute { safeArea(.left) }
    /// The right of the safe area.
    public var safeAreaLayoutGuideRight: ViewAttribute { safeArea(.right) }
    /// The leading edge of the safe area.
    public var safeAreaLayoutGuideLeading: ViewAttribute { safeArea(.leading) }
    /// The trailing edge of the safe area.
    public var safeAreaLayoutGuideTrailing: ViewAttribute { safeArea(.trailing) }
    /// The width of the safe area.
    public var safeAreaLayoutGuideWidth: ViewAttribute { safeArea(.width) }
    /// The height of the safe area.
    public var safeAreaLayoutGuideHeight: ViewAttribute { safeArea(.height) }
    /// The horizontal center of the safe area.
    public var safeAreaLayoutGuideCenterX: ViewAttribute { safeArea(.centerX) }
    /// The vertical center of the safe area.
    public var safeAreaLayoutGuideCenterY: ViewAttribute { safeArea(.centerY) }

    // MARK: Hierarchy

    /// The nearest view that both this view and `other` are or descend from (Masonry's
    /// `mas_closestCommonSuperview:`), `nil` when they are in different trees.
    public func closestCommonSuperview(_ other: View) -> View? {
        view.closestCommonSuperview(with: other)
    }
}

/// Names each view by its key in `views` (Masonry's `MASAttachKeys`), so that descriptions
/// and diagnostics print `View:red`: `attachKeys(["red": red, "blue": blue])`.
public func attachKeys(_ views: [String: View]) {
    for (key, view) in views { view.name = key }
}
