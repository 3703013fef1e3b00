import Cassowary
import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as `UILayoutGuide`:
/// constraints relate it with every attribute, as they relate views.
///
/// A guide made with `LayoutGuide()` is placed by its constraints once added to a view with
/// ``View/addLayoutGuide(_:)``; its ``layoutFrame`` is in the owning view's coordinates.
/// Every view also has two guides it defines itself: ``View/layoutMarginsGuide`` (its bounds
/// inset by its layout margins) and ``View/safeAreaLayoutGuide`` (its bounds inset by its
/// safe area insets).
///
/// A guide's leading and trailing follow its owning view's layout direction. Margin
/// attributes read a guide's plain edges, and its baselines are its bottom.
public final class LayoutGuide: LayoutItem, ConstraintItemRegistry, CustomStringConvertible {
    /// What places the guide.
    enum Kind {
        /// Its own constraints (a guide made with `LayoutGuide()`).
        case user
        /// The owning view's bounds inset by its layout margins.
        case layoutMargins
        /// The owning view's bounds inset by its safe area insets.
        case safeArea
        /// A ``ScrollView``'s content area: its origin at the content's origin, its size
        /// the content size (two variables of its own).
        case scrollContent
        /// A ``ScrollView``'s frame, seen from its content: the visible rectangle.
        case scrollFrame
    }

    let kind: Kind
    /// A guide the view makes for itself with its own variables (``View/readableContentGuide``):
    /// placed like a user guide, but it stays with its view, as the margins guide does.
    @exclusivity(unchecked) var belongsToItsView = false

    /// The view the guide was added to (held weakly, as in UIKit), or `nil`.
    public internal(set) var owningView: View? {
        get { owningViewStorage }
        set { owningViewStorage = newValue }
    }
    /// Not `weak` (see ``View/superviewStorage``): the owning view holds its guides and
    /// clears this when it goes away.
    @exclusivity(unchecked) unowned(unsafe) var owningViewStorage: View?
    /// The list of every constraint that names this guide as an item (unretained; threaded
    /// through the constraints).
    @exclusivity(unchecked) var namingHead: NamingEntry?

    /// The guide's ``ItemReference``, once asked for.
    @exclusivity(unchecked) var itemReferenceStorage: ItemReference?
    /// A user guide's ``layoutFrame`` as last read: a part the solution gives as no finite
    /// number (an overflow) reads as it was, as a view's frame keeps its value then.
    @exclusivity(unchecked) var lastFiniteLayoutFrame = CGRect.zero

    deinit {
        itemReferenceStorage?.guideLink = nil
        itemReferenceStorage?.layerDataStorage = nil
        clearNamingConstraints()
    }

    /// A name for debugging, as `UILayoutGuide.identifier` (`""` by default).
    public var identifier: String = "" {
        // As for a view's name: queued refusals are described with the names they were made under.
        willSet { owningView?.engineStorageOfTree?.settleFirst() }
    }

    /// The name printed in descriptions and diagnostics; the ``identifier`` when none was set.
    public var name: String? {
        get { storedName ?? (identifier.isEmpty ? nil : identifier) }
        set {
            owningView?.engineStorageOfTree?.settleFirst()
            storedName = newValue
        }
    }

    private var storedName: String?
    private var variables: FrameVariables?
    /// Stand-in variables while a fitting size is computed apart from the tree's engine.
    var fittingVariables: FrameVariables?

    /// Creates a guide placed by its own constraints; add it to a view with
    /// ``View/addLayoutGuide(_:)`` before constraining it.
    public init() {
        self.kind = .user
    }

    init(kind: Kind, owner: View, identifier: String) {
        self.kind = kind
        self.owningView = owner
        self.identifier = identifier
    }

    /// Whether the guide has frame variables (made by the first expression that read it).
    var hasLayoutVariables: Bool { variables != nil }

    /// New frame variables, as the guide leaves an engine (see ``View/discardLayoutVariables()``).
    func discardLayoutVariables() { variables = nil }

    /// The solver variables of the guide's frame in its owning view's bounds coordinates.
    var layoutVariables: FrameVariables {
        if let fittingVariables { return fittingVariables }
        if let variables { return variables }
        let made = FrameVariables()
        variables = made
        return made
    }

    /// The guide's rectangle in its owning view's coordinate space (its bounds' space), as of
    /// the last layout pass; `.zero` without an owning view.
    ///
    /// The margins guide is the owning view's bounds inset by ``View/layoutMargins``; the
    /// safe-area guide its bounds inset by ``View/safeAreaInsets``. Never an infinity or a
    /// NaN: where constraints overflow, the parts that are not finite keep their last value
    /// (and the views placed by them report it, ``LayoutDiagnostic/Kind/invalidValue``).
    public var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        switch kind {
        // The edges the constraints on the guide see: the owner's edges moved by the insets,
        // not clamped (a view smaller than its insets gets a guide of negative size, as the
        // engine's expressions for it give).
        case .layoutMargins:
            // A scroll view's: its content area inset by the margins, as its content reads it.
            if let scrollView = owner as? ScrollView {
                return CGRect(origin: .zero, size: scrollView.contentSize).movingEdges(by: owner.layoutMargins)
            }
            return owner.bounds.movingEdges(by: owner.layoutMargins)
        case .safeArea:
            return owner.bounds.movingEdges(by: owner.safeAreaInsets)
        case .scrollContent:
            return CGRect(origin: .zero, size: (owner as? ScrollView)?.contentSize ?? .zero)
        case .scrollFrame:
            return owner.bounds
        case .user:
            guard let variables else { return .zero }
            let (x, y) = (solvedValue(variables.x.value), solvedValue(variables.y.value))
            let (width, height) = (solvedValue(variables.width.value), solvedValue(variables.height.value))
            let last = lastFiniteLayoutFrame
            let frame = CGRect(
                x: x.isFinite ? x : last.origin.x, y: y.isFinite ? y : last.origin.y,
                width: width.isFinite ? width : last.size.width, height: height.isFinite ? height : last.size.height)
            lastFiniteLayoutFrame = frame
            return frame
        }
    }

    /// The baseline of the guide: its bottom edge.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the guide: its bottom edge.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// `<LayoutGuide:name; layoutFrame = (x y; w h); owningView = View:root>`.
    public var description: String {
        let f = layoutFrame
        return "<\(layoutDescription); layoutFrame = (\(formatNumber(f.minX)) \(formatNumber(f.minY)); \(formatNumber(f.width)) \(formatNumber(f.height))); owningView = \(owningView?.layoutDescription ?? "nil")>"
    }
}

extension CGRect {
    /// The rectangle with each edge moved inwards by `insets`, as `UIEdgeInsetsInsetRect`
    /// does: narrower than zero if the insets overlap.
    func movingEdges(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }

    /// The rectangle with each edge moved inwards by `insets` (as `UIEdgeInsetsInsetRect`),
    /// never narrower or shorter than zero.
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: Swift.max(0, width - insets.left - insets.right),
            height: Swift.max(0, height - insets.top - insets.bottom))
    }
}

extension View {
    /// The guides added with ``addLayoutGuide(_:)``, in order.
    public var layoutGuides: [LayoutGuide] { settingsStorage?.layoutGuides ?? [] }

    /// Adds `guide` to this view, which becomes its ``LayoutGuide/owningView`` (removing it
    /// from its previous owner first, which deactivates the constraints on it, with a
    /// ``LayoutDiagnostic/Kind/constraintsRemovedWithView`` diagnostic naming them, as a moved
    /// view's). A view's margins, safe-area or readable content guide belongs to that view:
    /// adding it to another is refused with an ``LayoutDiagnostic/Kind/invalidHierarchy``
    /// diagnostic.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .user, !guide.belongsToItsView else {
            if guide.owningView !== self { refuseSystemGuide(guide, "cannot be added to \(layoutDescription)") }
            return
        }
        if guide.owningView === self { return }
        guide.owningView?.detachLayoutGuide(guide, movingTo: self)
        guide.owningView = self
        settings.layoutGuides.append(guide)
    }

    /// Removes `guide` from this view; the active constraints on it are deactivated, with a
    /// ``LayoutDiagnostic/Kind/constraintsRemovedWithView`` diagnostic naming them. The view's
    /// own margins, safe-area and readable content guides cannot be removed (an
    /// ``LayoutDiagnostic/Kind/invalidHierarchy`` diagnostic says so).
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        if guide.kind != .user || guide.belongsToItsView {
            if guide.owningView === self { refuseSystemGuide(guide, "cannot be removed from it") }
            return
        }
        detachLayoutGuide(guide, movingTo: nil)
    }

    private func detachLayoutGuide(_ guide: LayoutGuide, movingTo newOwner: View?) {
        guard guide.owningView === self, let settings = settingsStorage,
              let index = settings.layoutGuides.firstIndex(where: { $0 === guide })
        else { return }
        // A constraint between the guide and its view is listed once per end.
        var seen = Set<ObjectIdentifier>()
        let attached = references.filter {
            $0.active && ($0.firstItem === guide || $0.secondItem === guide
                || $0.offsetOrigins?.firstItem === guide || $0.offsetOrigins?.secondItem === guide)
                && seen.insert(ObjectIdentifier($0)).inserted
        }
        LayoutConstraint.deactivate(attached)
        settings.layoutGuides.remove(at: index)
        guide.owningView = nil
        guide.discardLayoutVariables()
        guard !attached.isEmpty else { return }
        let action = newOwner.map { "moved to \($0.layoutDescription)" } ?? "removed from \(layoutDescription)"
        let list = attached.map { "    \($0)" }.joined(separator: "\n")
        LayoutDiagnostics.emit(
            .constraintsRemovedWithView,
            "\(guide.layoutDescription) was \(action); these constraints on it were deactivated:\n\(list)", attached)
    }

    private func refuseSystemGuide(_ guide: LayoutGuide, _ what: String) {
        let owner = guide.owningView?.layoutDescription ?? "a freed view"
        LayoutDiagnostics.emit(
            .invalidHierarchy,
            "\(guide.layoutDescription) is the guide \(owner) defines for itself and \(what); nothing changed", [])
    }

    /// The guide of the area inside the view's layout margins (``layoutMargins``), as
    /// `UIView.layoutMarginsGuide`. Constraints on it follow the margins when they change.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = settingsStorage?.layoutMarginsGuide { return guide }
        let guide = LayoutGuide(kind: .layoutMargins, owner: self, identifier: "UIViewLayoutMarginsGuide")
        settings.layoutMarginsGuide = guide
        return guide
    }

    /// The guide of the area of the view not covered by its safe area insets
    /// (``safeAreaInsets``), as `UIView.safeAreaLayoutGuide`.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = settingsStorage?.safeAreaLayoutGuide { return guide }
        let guide = LayoutGuide(kind: .safeArea, owner: self, identifier: "UIViewSafeAreaLayoutGuide")
        settings.safeAreaLayoutGuide = guide
        return guide
    }
}
