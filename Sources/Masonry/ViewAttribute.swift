@_spi(LayoutInternals) import AutoLayout

/// One attribute of one view or layout item (Masonry's `MASViewAttribute`): `view.mas.left`,
/// `view.mas.width`, or an item with no attribute (`view.mas.safeAreaLayoutGuide`), which takes
/// the attribute of the constraint it is related to.
///
/// The view and item are not retained (Masonry holds them weakly): attributes kept by
/// constraints never keep views alive, and read `nil` once their view is freed.
public final class ViewAttribute: Hashable, CustomStringConvertible {
    /// What the attribute names.
    let parts: AttributeParts

    /// The view the attribute belongs to (the owning view of a layout guide, looked up when
    /// read, so a guide's attribute made before the guide was added still finds it).
    public var view: View? { parts.view }
    /// The item constraints relate: the view itself, or a layout guide of it.
    public var item: (any LayoutItem)? { parts.item }
    /// The item's ``ItemReference`` (views and guides).
    var itemReference: ItemReference? { parts.itemReference }
    /// The attribute, or `LayoutAttribute.notAnAttribute` for an item alone.
    public var layoutAttribute: LayoutAttribute { parts.layoutAttribute }

    /// The attribute `layoutAttribute` of `view`.
    public convenience init(view: View, layoutAttribute: LayoutAttribute) {
        self.init(view: view, item: view, layoutAttribute: layoutAttribute)
    }

    /// The attribute `layoutAttribute` of `item`, which belongs to `view` in the hierarchy.
    public init(view: View?, item: (any LayoutItem)?, layoutAttribute: LayoutAttribute) {
        let storedView = UnretainedItem(view: view)
        let storedItem: UnretainedItem
        if let view, let item, ObjectIdentifier(view) == ObjectIdentifier(item) {
            storedItem = storedView
        } else {
            storedItem = UnretainedItem(item)
        }
        parts = AttributeParts(storedView: storedView, storedItem: storedItem, layoutAttribute: layoutAttribute)
    }

    /// The attribute that `parts` name.
    init(parts: AttributeParts) {
        self.parts = parts
    }

    /// `true` for width and height, which need no second item.
    public var isSizeAttribute: Bool { parts.layoutAttribute.isDimension }

    /// Two attributes are equal when they name the same view and attribute, as Masonry's
    /// `isEqual:` decides: `view.mas.safeAreaLayoutGuideTop == view.mas.top`, since a guide's
    /// attribute belongs to its owning view. Attributes with no view (a guide not in a
    /// hierarchy, a freed view) compare their items.
    public static func == (lhs: ViewAttribute, rhs: ViewAttribute) -> Bool {
        guard lhs.layoutAttribute == rhs.layoutAttribute else { return false }
        let (left, right) = (lhs.view, rhs.view)
        if left == nil && right == nil { return lhs.item === rhs.item }
        return left === right
    }

    /// Hashes the view (the item when there is none) and the attribute, as `==` compares.
    public func hash(into hasher: inout Hasher) {
        if let view { hasher.combine(ObjectIdentifier(view)) } else { hasher.combine(item.map { ObjectIdentifier($0) }) }
        hasher.combine(layoutAttribute)
    }

    /// `View:red.left`.
    public var description: String { parts.description }
}

/// An attribute of an item, held inline: what a ``ViewAttribute`` names, without the object
/// (a constraint's own first attribute is read far more often than it is handed out).
struct AttributeParts {
    let storedView: UnretainedItem
    let storedItem: UnretainedItem
    let layoutAttribute: LayoutAttribute

    /// See ``ViewAttribute/view``.
    var view: View? { storedView.view ?? storedItem.guide?.owningView }
    /// See ``ViewAttribute/item``.
    var item: (any LayoutItem)? { storedItem.item }
    /// The item's ``ItemReference`` (views and guides).
    var itemReference: ItemReference? { storedItem.reference }
    /// `true` for width and height, which need no second item.
    var isSizeAttribute: Bool { layoutAttribute.isDimension }

    /// `View:red.left`.
    var description: String {
        let name = item?.layoutDescription ?? "nil"
        return layoutAttribute == .notAnAttribute ? name : name + "." + layoutAttribute.description
    }
}
