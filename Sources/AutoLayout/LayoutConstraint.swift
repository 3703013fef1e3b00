import Cassowary
import Foundation

/// A relation between two attributes of layout items, as `NSLayoutConstraint`:
///
///     firstItem.firstAttribute  relation  secondItem.secondAttribute * multiplier + constant
///
/// Both sides are evaluated in the coordinate space of the items' closest common ancestor,
/// that ancestor seen through its bounds. A constraint does nothing until it is active
/// (``isActive``, ``activate(_:)`` or ``View/addConstraint(_:)``); while active it is held
/// by the view it is installed on (``View/constraints``).
///
/// The items are held weakly (as in UIKit), so views, constraints and the engine never form
/// a retain cycle.
open class LayoutConstraint: CustomStringConvertible {
    /// Where a constraint comes from.
    enum Kind {
        /// Made by the user (or the DSL).
        case user
        /// Made by the engine from a view's frame and autoresizing mask.
        case autoresizing
        /// Holds a view's frame size (not its alignment rectangle's): a root's to its frame,
        /// a fitted view's towards the fitting target.
        case rootSize
        /// Made by the engine from a view's intrinsic content size: content hugging (`<=`) or
        /// compression resistance (`>=`) on one dimension.
        case contentSize
    }

    /// The item on the left-hand side (held weakly, as in UIKit).
    public var firstItem: (any LayoutItem)? {
        if let view = firstView { return view }
        if let guide = firstGuide { return guide }
        return firstForeign
    }
    /// The attribute of ``firstItem``.
    public let firstAttribute: LayoutAttribute
    /// How the two sides compare.
    public let relation: LayoutRelation
    /// The item on the right-hand side, or `nil` for a constant (held weakly, as in UIKit).
    public var secondItem: (any LayoutItem)? {
        if let view = secondView { return view }
        if let guide = secondGuide { return guide }
        return secondForeign
    }
    /// The attribute of ``secondItem`` (``LayoutAttribute/notAnAttribute`` when there is none).
    public let secondAttribute: LayoutAttribute
    /// ``firstItem``'s ``firstAttribute`` as an anchor, as `NSLayoutConstraint.firstAnchor`;
    /// `nil` once the item is freed (items are held weakly).
    ///
    /// The anchor is untyped, as UIKit's is: a constraint made from two such anchors on
    /// different axes is refused when activated, with an
    /// ``LayoutDiagnostic/Kind/invalidAttributePairing`` diagnostic.
    ///
    /// For a side made from `anchorWithOffset(to:)`, the anchor is that dimension (its
    /// description names both anchors).
    public var firstAnchor: LayoutAnchor<AnyObject>? {
        firstItem.map { LayoutAnchor(item: OffsetPair.pair($0, firstAttribute, offsetOrigins?.firstOrigin), attribute: firstAttribute) }
    }
    /// ``secondItem``'s ``secondAttribute`` as an anchor, as `NSLayoutConstraint.secondAnchor`;
    /// `nil` for a constant (no second item) or once the item is freed.
    public var secondAnchor: LayoutAnchor<AnyObject>? {
        guard secondAttribute != .notAnAttribute else { return nil }
        return secondItem.map { LayoutAnchor(item: OffsetPair.pair($0, secondAttribute, offsetOrigins?.secondOrigin), attribute: secondAttribute) }
    }
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat
    /// A name for debugging; descriptions print it (Masonry prints its key there).
    public var identifier: String? {
        get { identifierStorage }
        set {
            // Queued and perhaps to be refused: reported under the identifier it had then.
            if isQueued, let engine { engine.settleAdditions() }
            identifierStorage = newValue
        }
    }
    // Stored apart: another module writing a public stored property of a class checks
    // exclusivity at run time (about 80 instructions), and the DSL sets a key on every
    // constraint it makes.
    @exclusivity(unchecked) var identifierStorage: String?

    @exclusivity(unchecked) var storedConstant: CGFloat
    @exclusivity(unchecked) var storedPriority: LayoutPriority
    let kind: Kind

    // MARK: Engine state (internal)

    /// `true` between activation and deactivation.
    @exclusivity(unchecked) var active = false
    /// Made active by the first pass of ``activate(_:)`` and not yet at its turn in the
    /// second: a move of its views in between gives it back (see ``withdrawFromBatch()``)
    /// rather than deactivating it, so that it is activated at its turn as one by one.
    @exclusivity(unchecked) var batchTurnPending = false
    /// Whether either side is a baseline (and may be read through another view): fixed at
    /// creation, as the attributes are, and read on every installation.
    @exclusivity(unchecked) var readsBaseline: Bool
    /// For a constraint made from `anchorWithOffset(to:)` dimensions: the anchors its sides
    /// are measured from (set at creation).
    @exclusivity(unchecked) var offsetOrigins: OffsetOrigins?
    /// Whether the constraint was made with a second item: without one now, it was freed.
    let madeWithSecondItem: Bool
    /// Whether an item is a layout guide (read on every installation: loading the guide
    /// references to compare them with `nil` retained and released each).
    @exclusivity(unchecked) var namesGuide = false
    /// Set while the engine keeps the constraint out of the solver because a value it read
    /// (its constant, a margin, an inset, the root's size) was not finite: it goes back in when
    /// that value is finite again.
    @exclusivity(unchecked) var outForInvalidValue = false
    /// The view whose ``View/constraints`` hold this constraint.
    /// (Cleared by the owner's `deinit`: the owner holds the constraint while it is set.)
    @exclusivity(unchecked) unowned(unsafe) var owner: View?
    /// The index in the owner's storage, and the index in the engine's `installed` list (32
    /// bits each: the object is read by every activation, the smaller the better).
    @exclusivity(unchecked) var slots: (owner: Int32, installed: Int32) = (-1, -1)
    /// The indices in the `references` of the first and second item's views.
    @exclusivity(unchecked) var referenceSlots: (Int32, Int32) = (-1, -1)
    /// The engine the constraint belongs to while active. Not retained, and not `weak` (a
    /// weak reference costs an atomic side-table update on every install): the engine keeps
    /// every constraint it is set on in one of its lists (installed, waiting or broken) and
    /// clears it in its `deinit`.
    var engine: LayoutEngine? {
        get { engineLink?.takeUnretainedValue() }
        set { engineLink = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// The same pointer, compared without a retain (``LayoutEngine/awaitsAddition(_:in:)``).
    @exclusivity(unchecked) var engineLink: Unmanaged<LayoutEngine>?
    /// The closest common ancestor the expression was built in (set while the constraint is
    /// in an engine, whose tree holds the view; the engine clears it when it goes away).
    var ancestor: View? {
        get { ancestorLink?.takeUnretainedValue() }
        set { ancestorLink = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// The same, as stored: reading an `unowned(unsafe)` property retains and releases the
    /// object, and the hot paths read these links without either (`_withUnsafeGuaranteedRef`).
    @exclusivity(unchecked) var ancestorLink: Unmanaged<View>?
    /// While the constraint is in the solver and a baseline it reads is redirected to a
    /// descendant (``View/forFirstBaselineLayout``): the views whose baselines it reads.
    /// Recorded as it goes in and cleared as it comes out, so that its expression and the
    /// views whose variables it uses stay the same in between, whatever the overrides say.
    @exclusivity(unchecked) var baselineViews: BaselineViews?

    // MARK: Items (internal)
    //
    // Views and guides are not held with `weak` references: a weak reference gives its object
    // a side table, which makes every retain and release of it slower, and every constrained
    // view would have one. A view or guide item is held `unowned(unsafe)` and registered with
    // the item (``ConstraintItemRegistry``), which clears the reference in its `deinit`; the
    // constraint's own `deinit` unregisters it. Items of other types are held weakly.

    var firstView: View? {
        get { firstViewLink?.takeUnretainedValue() }
        set { firstViewLink = newValue.map { Unmanaged.passUnretained($0) } }
    }
    @exclusivity(unchecked) var firstViewLink: Unmanaged<View>?
    @exclusivity(unchecked) unowned(unsafe) var firstGuide: LayoutGuide?
    var firstForeign: (any LayoutItem)? { foreignItems?.first }
    var secondView: View? {
        get { secondViewLink?.takeUnretainedValue() }
        set { secondViewLink = newValue.map { Unmanaged.passUnretained($0) } }
    }
    @exclusivity(unchecked) var secondViewLink: Unmanaged<View>?
    @exclusivity(unchecked) unowned(unsafe) var secondGuide: LayoutGuide?
    var secondForeign: (any LayoutItem)? { foreignItems?.second }
    /// Items of other types, held weakly in a box made only for them: two `weak` fields on
    /// every constraint cost a runtime call each to make and to destroy.
    @exclusivity(unchecked) var foreignItems: ForeignItems?
    /// This constraint's links in its first and second items' lists of the constraints that
    /// name them (``ConstraintItemRegistry``).
    @exclusivity(unchecked) var firstNaming = NamingLinks()
    @exclusivity(unchecked) var secondNaming = NamingLinks()

    /// Sets the items; a dimension of `anchorWithOffset(to:)` (its item an ``OffsetPair``)
    /// gives its target as the item and its origin to measure that side from.
    func setItems(_ first: any LayoutItem, _ second: (any LayoutItem)?) {
        if let view = Self.plainView(first) ?? first as? View {
            firstView = view
            view.registerNaming(self, isSecond: false)
        } else if let guide = first as? LayoutGuide {
            firstGuide = guide
            namesGuide = true
            guide.registerNaming(self, isSecond: false)
        } else {
            setUnusualItem(first, isSecond: false)
        }
        guard let second else { return }
        if let view = Self.plainView(second) ?? second as? View {
            secondView = view
            view.registerNaming(self, isSecond: true)
        } else if let guide = second as? LayoutGuide {
            secondGuide = guide
            namesGuide = true
            guide.registerNaming(self, isSecond: true)
        } else {
            setUnusualItem(second, isSecond: true)
        }
    }

    /// `item` when it is a `View` itself (not a subclass), without the runtime's cast: a
    /// comparison of its class with `View`'s, which is most items. (The cast looked through
    /// the class's ancestors for every item of every constraint made.)
    @inline(__always)
    private static func plainView(_ item: any LayoutItem) -> View? {
        guard ObjectIdentifier(type(of: item)) == ObjectIdentifier(View.self) else { return nil }
        return unsafeDowncast(item, to: View.self)
    }

    /// An item that is neither a view nor a guide: a pair of anchors taken apart, or a
    /// foreign item.
    @inline(never)
    private func setUnusualItem(_ item: any LayoutItem, isSecond: Bool) {
        if let pair = item as? OffsetPair {
            measure(isSecond: isSecond, from: pair.origin)
            if let view = pair.target as? View {
                if isSecond { secondView = view } else { firstView = view }
                view.registerNaming(self, isSecond: isSecond)
                return
            }
            if let guide = pair.target as? LayoutGuide {
                if isSecond { secondGuide = guide } else { firstGuide = guide }
                namesGuide = true
                guide.registerNaming(self, isSecond: isSecond)
                return
            }
            setUnusualItem(pair.target, isSecond: isSecond)
            return
        }
        if foreignItems == nil { foreignItems = ForeignItems() }
        if isSecond { foreignItems?.second = item } else { foreignItems?.first = item }
    }

    /// Whether the constant depends on margins or a safe area (a margin attribute, or a guide:
    /// the margins and safe-area guides read them, and a guide's owner may preserve them).
    var readsEnvironment: Bool {
        namesGuide || firstAttribute.readsMargins || secondAttribute.readsMargins
            || (offsetOrigins.map { $0.firstAttribute.readsMargins || $0.secondAttribute.readsMargins } ?? false)
    }

    /// Makes the first (or second) side measured from `origin`: a side made from a dimension
    /// of `anchorWithOffset(to:)`.
    func measure(isSecond: Bool, from origin: OffsetOrigin) {
        let origins = offsetOrigins ?? OffsetOrigins()
        offsetOrigins = origins
        if isSecond {
            origins.secondItem = origin.item
            origins.secondAttribute = origin.attribute
        } else {
            origins.firstItem = origin.item
            origins.firstAttribute = origin.attribute
        }
        if origin.attribute.isBaseline { readsBaseline = true }
        if origin.item is LayoutGuide { namesGuide = true }
    }


    /// The first or second item is going away: this constraint forgets its reference to it.
    func itemWillGoAway(isSecond: Bool) {
        if isSecond {
            secondView = nil
            secondGuide = nil
        } else {
            firstView = nil
            firstGuide = nil
        }
        namesGuide = firstGuide != nil || secondGuide != nil
            || offsetOrigins?.firstItem is LayoutGuide || offsetOrigins?.secondItem is LayoutGuide
    }

    deinit {
        if let link = firstViewLink { link._withUnsafeGuaranteedRef { $0.unregisterNaming(self, isSecond: false) } }
        if let guide = firstGuide { guide.unregisterNaming(self, isSecond: false) }
        if let link = secondViewLink { link._withUnsafeGuaranteedRef { $0.unregisterNaming(self, isSecond: true) } }
        if let guide = secondGuide { guide.unregisterNaming(self, isSecond: true) }
    }
    /// The solver's constraint while installed in the solver (`nil` when broken), once the
    /// engine's queued additions are settled (see `LayoutEngine.settleAdditions()`).
    var solverConstraint: Cassowary.Constraint? {
        get {
            // Only a queued constraint's engine is read: elsewhere `engine` may name an
            // engine gone since (the engine clears it only for the constraints it lists).
            if isQueued, let engine { engine.settleAdditions() }
            return solverConstraintStorage
        }
        set { solverConstraintStorage = newValue }
    }
    /// The same, set as soon as the addition is queued.
    @exclusivity(unchecked) var solverConstraintStorage: Cassowary.Constraint?
    /// Whether the constraint's addition waits in its engine's queue (which holds it).
    @exclusivity(unchecked) var isQueued = false
    /// The constant of the solver expression apart from `-constant` (bounds offsets).
    @exclusivity(unchecked) var baseConstant: Double = 0

    /// Creates a constraint, as `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    ///
    /// Nothing is checked here: an invalid constraint (an x attribute against a y one, a
    /// position against a constant, NaN values...) is refused with a ``LayoutDiagnostic``
    /// when it is activated.
    public init(
        item: any LayoutItem, attribute firstAttribute: LayoutAttribute,
        relatedBy relation: LayoutRelation,
        toItem secondItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0
    ) {
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondAttribute = secondAttribute
        self.readsBaseline = firstAttribute.isBaseline || secondAttribute.isBaseline
        self.multiplier = multiplier
        self.storedConstant = constant
        self.storedPriority = .required
        self.kind = .user
        self.madeWithSecondItem = secondItem != nil
        setItems(item, secondItem)
    }

    /// An engine-made constraint.
    init(kind: Kind, item: View, attribute: LayoutAttribute, toItem: View?, attribute secondAttribute: LayoutAttribute,
         multiplier: CGFloat, constant: CGFloat, identifier: String)
    {
        self.firstAttribute = attribute
        self.relation = .equal
        self.secondAttribute = secondAttribute
        self.readsBaseline = attribute.isBaseline || secondAttribute.isBaseline
        self.multiplier = multiplier
        self.storedConstant = constant
        self.storedPriority = .required
        self.kind = kind
        self.madeWithSecondItem = toItem != nil
        self.identifier = identifier
        setItems(item, toItem)
    }

    /// An engine-made content-size constraint: `view.dimension relation constant @ priority`.
    init(contentSizeOf view: View, attribute: LayoutAttribute, relation: LayoutRelation, constant: CGFloat,
         priority: LayoutPriority, identifier: String, kind: Kind = .contentSize)
    {
        self.firstAttribute = attribute
        self.relation = relation
        self.secondAttribute = .notAnAttribute
        self.readsBaseline = attribute.isBaseline
        self.multiplier = 1
        self.storedConstant = constant
        self.storedPriority = priority
        self.kind = kind
        self.madeWithSecondItem = false
        self.identifier = identifier
        setItems(view, nil)
    }

    /// The constant added to the right-hand side.
    ///
    /// Changing it on an active constraint goes through the solver's incremental
    /// `updateConstant` (the constraint is never removed and added again). A NaN or infinite
    /// value is refused with an ``LayoutDiagnostic/Kind/invalidValue`` diagnostic.
    public var constant: CGFloat {
        get { storedConstant }
        set {
            // Refused even when it equals the stored value (an infinite constant given to
            // the initializer): the diagnostic is about the value, not the change.
            guard newValue.isFinite else {
                LayoutDiagnostics.emit(.invalidValue, "constant \(newValue) refused for \(self): it is not a finite number", [self])
                return
            }
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            if active, let engine { engine.constantDidChange(self) }
        }
    }

    /// The priority (``LayoutPriority/required`` by default).
    ///
    /// UIKit's rule holds: an active constraint cannot move between required and optional;
    /// trying it reports an ``LayoutDiagnostic/Kind/invalidPriorityChange`` diagnostic and
    /// changes nothing. A priority outside `0 < p <= 1000` is refused with
    /// ``LayoutDiagnostic/Kind/invalidValue``.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue != storedPriority else { return }
            guard newValue.isValid else {
                LayoutDiagnostics.emit(.invalidValue, "priority \(newValue) refused for \(self): a priority must be above 0 and at most 1000", [self])
                return
            }
            if active, newValue.isRequired != storedPriority.isRequired {
                let from = storedPriority.isRequired ? "required" : "optional"
                let to = newValue.isRequired ? "required" : "optional"
                LayoutDiagnostics.emit(
                    .invalidPriorityChange,
                    "priority of the active constraint \(self) cannot change from \(from) to \(to) (\(newValue)); deactivate it first",
                    [self])
                return
            }
            storedPriority = newValue
            if active, let engine { engine.priorityDidChange(self) }
        }
    }

    /// Whether the constraint takes part in layout. Setting `true` installs it on the closest
    /// common ancestor of its items (as ``activate(_:)``); setting `false` removes it.
    public var isActive: Bool {
        get { active }
        set {
            if newValue { activate(on: nil) } else { deactivateNow() }
        }
    }

    /// Activates each constraint, installing it on its items' closest common ancestor.
    /// Invalid constraints are refused one by one with a diagnostic; the others are activated.
    public static func activate(_ constraints: [LayoutConstraint]) {
        activate(constraints, on: nil)
    }

    /// Activates a batch, each constraint on `owner` (``View/addConstraints(_:)``) or on its
    /// items' closest common ancestor.
    static func activate(_ constraints: [LayoutConstraint], on owner: View?) {
        // Unretained: the array holds every constraint for the whole call. Two passes: each
        // constraint checked and made active, then each into its engine, in order (the
        // second pass's code, the engine's and the solver's, then runs in one stretch: about
        // 5% faster on a 1 000-view screen, for the instruction cache). The result is that of
        // activating them one by one: code run in between (an intrinsic-size getter) may
        // move views, so a constraint whose items had no common ancestor in the first pass,
        // or whose views a move in between took apart, is activated afresh at its turn.
        constraints.withUnsafeBufferPointer { buffer in
            withUnsafeTemporaryAllocation(of: BatchEntry.self, capacity: buffer.count) { entries in
                for index in buffer.indices {
                    entries.initializeElement(
                        at: index, to: Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { $0.enterBatch(on: owner) })
                }
                for index in buffer.indices {
                    Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { constraint in
                        switch entries[index] {
                        case .skip:
                            break
                        case .retry:
                            constraint.activate(on: owner)
                        case .install(let ancestor):
                            guard constraint.batchTurnPending else { return }  // deactivated in between
                            constraint.batchTurnPending = false
                            if constraint.active {
                                constraint.installInEngine(in: ancestor)
                            } else {
                                constraint.activate(on: owner)  // given back by a move in between
                            }
                        }
                    }
                }
            }
        }
    }

    /// Deactivates each constraint, removing it from the view it was installed on.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivateNow() }
    }

    /// Masonry's debug description with this module's type names:
    /// `<LayoutConstraint:KEY View:red.width == View:root.width * 0.5 + 10 ^high>`.
    ///
    /// The constraint's ``identifier`` (else its address); each item as its type and name
    /// (else its address); the attributes; the relation; ` * m` when the multiplier is not 1;
    /// the constant as `%g` (always when there is no second attribute, else ` + c` or ` - c`
    /// when it is not zero); ` ^low`, ` ^medium`, ` ^high`, ` ^fitting size` or ` ^N` when
    /// the priority is not required.
    open var description: String {
        var text = "<" + String(describing: type(of: self)) + ":" + (identifier ?? shortIdentity(self))
        let origins = offsetOrigins
        var first = firstItem?.layoutDescription ?? "nil"
        if firstAttribute != .notAnAttribute { first += "." + firstAttribute.description }
        if let origins, origins.firstAttribute != .notAnAttribute {
            first = "(" + first + " - " + (origins.firstItem?.layoutDescription ?? "nil") + "." + origins.firstAttribute.description + ")"
        }
        text += " " + first + " " + relation.description
        if secondItem != nil || secondAttribute != .notAnAttribute {
            // A second item that was freed reads as a missing first one does.
            var second = secondItem?.layoutDescription ?? "nil"
            if secondAttribute != .notAnAttribute { second += "." + secondAttribute.description }
            if let origins, origins.secondAttribute != .notAnAttribute {
                second = "(" + second + " - " + (origins.secondItem?.layoutDescription ?? "nil") + "." + origins.secondAttribute.description + ")"
            }
            text += " " + second
        }
        if multiplier != 1 { text += " * " + formatNumber(multiplier) }
        if secondAttribute == .notAnAttribute {
            text += " " + formatNumber(storedConstant)
        } else if storedConstant != 0 {
            text += (storedConstant < 0 ? " - " : " + ") + formatNumber(Swift.abs(storedConstant))
        }
        if !storedPriority.isRequired { text += " ^" + storedPriority.masonryName }
        return text + ">"
    }
}

/// A constraint's items that are neither views nor layout guides, held weakly (as UIKit holds
/// every item).
final class ForeignItems {
    weak var first: (any LayoutItem)?
    weak var second: (any LayoutItem)?
}

extension LayoutConstraint {
    /// The index in the owner's storage (-1: none).
    var ownerSlot: Int {
        get { Int(slots.owner) }
        set { slots.owner = Int32(truncatingIfNeeded: newValue) }
    }

    /// The index in the engine's `installed` list while in the solver (-1: none).
    var installedSlot: Int {
        get { Int(slots.installed) }
        set { slots.installed = Int32(truncatingIfNeeded: newValue) }
    }
}
