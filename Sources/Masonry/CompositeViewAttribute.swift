@_spi(LayoutInternals) import AutoLayout

/// A group of attributes of one view or layout guide, as a target (SnapKit's
/// `view.snp.edges`): `make.edges.equalTo(container.mas.edges)`,
/// `make.edges.equalTo(container.mas.margins)`.
///
/// Each single constraint relates its own attribute to the group's matching one: the same
/// attribute when the group has it, else its margin counterpart (`left` to `leftMargin`,
/// `centerX` to `centerXWithinMargins`), else its plain counterpart (`leftMargin` to `left`),
/// else the group's first attribute. So `edges` to `edges` pairs left with left, `edges` to
/// `margins` pairs left with leftMargin, as SnapKit does.
///
/// The view and item are not retained, as ``ViewAttribute``'s are not.
public final class CompositeViewAttribute: ConstraintTarget, CustomStringConvertible {
    /// The view the attributes belong to (a layout guide's owning view).
    public var view: View? { storedView.view ?? storedItem.guide?.owningView }
    private let storedView: UnretainedItem
    /// The item constraints relate: the view itself, or a layout guide of it.
    public var item: (any LayoutItem)? { storedItem.item }
    private let storedItem: UnretainedItem
    /// The attributes, in order.
    public let layoutAttributes: [LayoutAttribute]

    /// The attributes `layoutAttributes` of `item`, which belongs to `view`.
    public init(view: View?, item: (any LayoutItem)?, layoutAttributes: [LayoutAttribute]) {
        self.storedView = UnretainedItem(view: view)
        self.storedItem = UnretainedItem(item)
        self.layoutAttributes = layoutAttributes
    }

    /// The group's attribute that a constraint on `attribute` relates to.
    public func attribute(matching attribute: LayoutAttribute) -> LayoutAttribute {
        if layoutAttributes.contains(attribute) { return attribute }
        if let margin = attribute.marginCounterpart, layoutAttributes.contains(margin) { return margin }
        if let plain = attribute.plainCounterpart, layoutAttributes.contains(plain) { return plain }
        return layoutAttributes.first ?? attribute
    }

    /// The single attribute a constraint on `attribute` relates to.
    func viewAttribute(matching attribute: LayoutAttribute) -> ViewAttribute {
        ViewAttribute(view: view, item: item, layoutAttribute: self.attribute(matching: attribute))
    }

    /// `View:red.(left, right, top, bottom)`.
    public var description: String {
        let name = item?.layoutDescription ?? "nil"
        return name + ".(" + layoutAttributes.map(\.description).joined(separator: ", ") + ")"
    }
}

extension LayoutAttribute {
    /// The same edge or center within the margins (`left` gives `leftMargin`).
    var marginCounterpart: LayoutAttribute? {
        switch self {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return nil
        }
    }

    /// The same edge or center without the margins (`leftMargin` gives `left`).
    var plainCounterpart: LayoutAttribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}

/// The composite attributes SnapKit's `snp` offers, for ``ViewDSL`` and ``LayoutGuideDSL``.
enum CompositeAttributeSet {
    static let edges: [LayoutAttribute] = [.left, .right, .top, .bottom]
    static let size: [LayoutAttribute] = [.width, .height]
    static let center: [LayoutAttribute] = [.centerX, .centerY]
    static let horizontalEdges: [LayoutAttribute] = [.left, .right]
    static let verticalEdges: [LayoutAttribute] = [.top, .bottom]
    static let directionalEdges: [LayoutAttribute] = [.top, .leading, .bottom, .trailing]
    static let directionalHorizontalEdges: [LayoutAttribute] = [.leading, .trailing]
    static let directionalVerticalEdges: [LayoutAttribute] = [.top, .bottom]
    static let margins: [LayoutAttribute] = [.leftMargin, .rightMargin, .topMargin, .bottomMargin]
    static let directionalMargins: [LayoutAttribute] = [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]
    static let centerWithinMargins: [LayoutAttribute] = [.centerXWithinMargins, .centerYWithinMargins]
}
