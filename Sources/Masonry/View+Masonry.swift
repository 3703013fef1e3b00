import AutoLayout

extension View {
    /// The Masonry additions: `view.mas.makeConstraints { make in ... }`, `view.mas.left`...
    public var mas: ViewDSL { ViewDSL(view: self) }
}

/// The Masonry additions of a view (Masonry's `View+MASAdditions`, SnapKit's
/// `ConstraintViewDSL`), reached through `view.mas`.
public struct ViewDSL: ConstraintAttributeProvider {
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
    // The named attributes (`left`, `safeAreaLayoutGuideTop`...) are ConstraintAttributeProvider's.

    /// The attribute `attribute` of the view.
    public func attribute(_ attribute: LayoutAttribute) -> ViewAttribute {
        ViewAttribute(view: view, layoutAttribute: attribute)
    }

    /// The attribute `attribute` of the view's `safeAreaLayoutGuide`.
    public func safeAreaAttribute(_ attribute: LayoutAttribute) -> ViewAttribute {
        ViewAttribute(view: view, item: view.safeAreaLayoutGuide, layoutAttribute: attribute)
    }

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
