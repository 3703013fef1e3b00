import Cassowary
import Foundation

/// The four solver variables of a frame (a view's in its superview's coordinates, a guide's
/// in its owning view's bounds): one object, so that reading them costs one retain.
final class FrameVariables {
    let x = Variable(), y = Variable(), width = Variable(), height = Variable()

    /// Tags the four variables with their view's slot among the engine's placed views.
    func setContext(_ slot: Int) {
        x.context = slot
        y.context = slot
        width.context = slot
        height.context = slot
    }
}

/// The identity of a view tree, for the cached roots and depths of its views: bumping the
/// generation makes all of them stale at once (a subtree left or joined, the root went away,
/// a ``View/semanticContentAttribute`` changed: the cached layout directions).
final class TreeIdentity {
    /// Not retained: read only while the generation matches, and the root bumps it when it goes.
    let rootLink: Unmanaged<View>
    var root: View { rootLink.takeUnretainedValue() }
    @exclusivity(unchecked) var generation = 0
    init(root: View) { self.rootLink = Unmanaged.passUnretained(root) }
}

/// A rectangle in a tree of views, as `UIView`: the thing Auto Layout places.
///
/// A view without a superview is a root: its frame is where layout starts, and it owns the
/// layout engine (one incremental solver, created when the first constraint in its tree is
/// activated) for its whole tree.
///
/// Views are not thread-safe; a tree belongs to the thread (or task) that uses it.
open class View: LayoutItem, ConstraintItemRegistry, CustomStringConvertible {
    // Stored properties in the order the layout pass reads them: the fields of its walks over
    // the tree share the object header's cache line and the next (a view has many more, read
    // rarely), so that a walk costs one or two cache lines per view. Swift lays out a class's
    // stored properties in declaration order.

    // MARK: Tree and layout pass (hot)

    /// The subviews, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []
    /// The view this view is a subview of (held weakly, as in UIKit: the superview clears it
    /// when it goes away).
    public internal(set) var superview: View? {
        get { superviewStorage }
        set {
            superviewStorage = newValue
            superviewReference = newValue.map { Unmanaged.passUnretained($0) }
        }
    }
    /// Not a `weak` reference: a weak reference gives the view a side table, which makes every
    /// retain and release of it slower. The superview holds its subviews, so the pointer is
    /// valid while it is set; the superview's `deinit` and every unlinking clear it.
    @exclusivity(unchecked) unowned(unsafe) var superviewStorage: View?
    /// The same pointer, for loops that must not retain (see ``LayoutEngine/solveIfNeeded()``).
    @exclusivity(unchecked) var superviewReference: Unmanaged<View>?
    /// The variables ``layoutVariables`` returns, unretained (`variables` or `fittingVariables`
    /// holds them), for the expression builder: a retain and release per read is a good part
    /// of building a constraint's terms otherwise.
    @exclusivity(unchecked) private var currentVariables: Unmanaged<FrameVariables>?
    /// How many solver constraints (besides the view's own autoresizing ones) use this view's
    /// variables. The engine places the view while it is above zero.
    @exclusivity(unchecked) var engineUses = 0
    /// The stamp of the last subtree walk that listed this view (see
    /// ``constraintsReferencing(subtreeOf:)``): whether a view is in the subtree is then one
    /// comparison, not a hash of its identity into a set.
    @exclusivity(unchecked) var subtreeWalkStamp: UInt64 = 0
    @exclusivity(unchecked) var needsLayoutFlag = true
    /// On a view whose engine-placed subviews had solved frames other than their current ones
    /// when the solution was read: the layout pass compares them again there.
    @exclusivity(unchecked) var engineFramesCandidate = false
    /// Set when the list overflowed or a subview left: compare every subview.
    @exclusivity(unchecked) var changedEngineSubviewsIncomplete = false
    /// True only while the layout pass calls `layoutSubviews()` for the listed subviews alone.
    @exclusivity(unchecked) var applyingListedEngineFrames = false
    /// Set while the layout pass runs this view's `layoutSubviews()`.
    @exclusivity(unchecked) var layingOutSubviews = false
    /// Set when the frame changed since the environment pass last looked at the view:
    /// ``EnvironmentChange/frame`` (its own insets and margins may change) and
    /// ``EnvironmentChange/size`` (its subviews' may too, as they read its bounds).
    @exclusivity(unchecked) var environmentChanges: UInt8 = 0
    /// Whether this view or one below it has `environmentChanges` (set up the superview chain,
    /// stopping at the first view that has it: the environment pass walks only these paths).
    @exclusivity(unchecked) var environmentPath = false
    @exclusivity(unchecked) var needsUpdateConstraintsFlag = true
    /// Whether subviews are resized by their masks when this view's size changes (default `true`).
    ///
    /// Off, the subviews keep their frames, placed by frames or by the engine alike: the
    /// constraints that translate their masks then hold their frames as they are.
    @exclusivity(unchecked) public var autoresizesSubviews = true {
        didSet {
            guard oldValue != autoresizesSubviews else { return }
            for subview in subviews where !subview.autoresizingConstraints.isEmpty { subview.autoresizingSettingsDidChange() }
        }
    }
    @exclusivity(unchecked) var storedFrame: CGRect
    /// Which engine-placed subviews those are, when few: the layout pass then compares and
    /// sets only them (not every subview) unless something else asks for a full comparison.
    /// Not retained: the list is emptied whenever a subview leaves (``forgetEngineChanges()``).
    @exclusivity(unchecked) var changedEngineSubviews: [Unmanaged<View>] = []
    /// Whether the frame and ``autoresizingMask`` become constraints when the view takes
    /// part in Auto Layout (default `true`, as in UIKit; the DSL turns it off).
    @exclusivity(unchecked) public var translatesAutoresizingMaskIntoConstraints: Bool = true {
        didSet {
            guard oldValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoresizingSettingsDidChange()
        }
    }
    /// On a root: whether the trait collections of the tree must be recomputed.
    var traitsNeedUpdate = true
    /// On a root: whether the safe area insets and margins of the tree must be re-examined
    /// after the next layout pass even if the solution did not change.
    var environmentNeedsUpdate = true
    /// Set when a constraint read this view's margins or safe area since the last environment
    /// pass (see ``LayoutEngine/noteEnvironmentReads(of:)``).
    @exclusivity(unchecked) var environmentReadsPending = false
    /// What the engine knows of ``alignmentRectInsets`` (see ``readAlignmentInsets()``):
    /// 0 not read yet, 1 zero, 2 the insets kept in the view's settings, 3 being read.
    @exclusivity(unchecked) var alignmentInsetsState: UInt8 = 0
    /// Set on a ``ScrollView``: its edges and margins, read by constraints with its
    /// content, are its content area's (see ``ScrollView``). A flag rather than a cast, as
    /// the expression builder asks it of every ancestor.
    @exclusivity(unchecked) var scrollsContent = false
    /// ``isRightToLeft``, cached while the tree cache (``cachedTree``) is current: 0 not
    /// known, 1 left-to-right, 2 right-to-left. Filling the tree cache clears it, and a change
    /// of ``semanticContentAttribute`` bumps the tree's generation, so that a stale value is
    /// never read. Without it each leading or trailing constraint walked up to the root, which
    /// made constraining every view of a deep chain quadratic in its depth.
    @exclusivity(unchecked) var cachedDirection: UInt8 = 0
    var traitOverridesStorage = TraitCollection()
    /// The trait collection seen at the last trait pass (`nil` before the first).
    var lastTraitCollection: TraitCollection?
    /// How the view resizes when its superview's size changes (`[]` by default).
    public var autoresizingMask: AutoresizingMask = [] {
        didSet {
            guard oldValue != autoresizingMask else { return }
            autoresizingSettingsDidChange()
        }
    }
    /// The view's index in ``LayoutEngine/placedViews`` while the engine places it.
    @exclusivity(unchecked) var placedSlot = -1

    // MARK: Environment pass (safe area, margins)

    /// The safe area insets and margins seen at the last environment pass (change detection).
    @exclusivity(unchecked) var lastSafeAreaInsets: EdgeInsets = .zero
    @exclusivity(unchecked) var lastLayoutMargins: EdgeInsets?
    /// The active user constraints that name this view as an item.
    @exclusivity(unchecked) var references: [LayoutConstraint] = []
    /// The settings most views keep at their defaults, once one is changed (see
    /// ``ViewSettings``).
    @exclusivity(unchecked) var settingsStorage: ViewSettings?

    // MARK: Engine state (activation)

    /// The same, unretained (``cachedTree`` holds it), for reads without a retain.
    @exclusivity(unchecked) var cachedTreeLink: Unmanaged<TreeIdentity>?
    @exclusivity(unchecked) var cachedGeneration = 0
    @exclusivity(unchecked) var cachedDepth = 0
    /// The tree identity, its generation and the depth when the cache was filled; current
    /// while the generation matches.
    @exclusivity(unchecked) var cachedTree: TreeIdentity? {
        didSet { cachedTreeLink = cachedTree.map { Unmanaged.passUnretained($0) } }
    }
    /// On a root, once asked for: the identity of its tree, which the cached roots and depths
    /// of its views point to.
    @exclusivity(unchecked) var ownTree: TreeIdentity?
    /// The frame variables, made on first use (``layoutVariables``, which also keeps
    /// `currentVariables` in step: no observer here, whose optional reads cost three retains
    /// per view).
    @exclusivity(unchecked) private var variables: FrameVariables?
    /// Stand-in variables while a fitting size is computed apart from the tree's engine.
    @exclusivity(unchecked) var fittingVariables: FrameVariables? {
        didSet { currentVariables = (fittingVariables ?? variables).map { Unmanaged.passUnretained($0) } }
    }
    /// The list of every constraint that names this view as an item, active or not
    /// (unretained; threaded through the constraints).
    @exclusivity(unchecked) var namingHead: NamingEntry?
    /// The constraints installed on this view (with `nil` holes, compacted from time to time).
    @exclusivity(unchecked) var ownedStorage: [LayoutConstraint?] = []
    @exclusivity(unchecked) var ownedHoles = 0
    /// The view's ``ItemReference``, once asked for.
    @exclusivity(unchecked) var itemReferenceStorage: ItemReference?
    /// On a root: whether some view of the tree may need `updateConstraints()` (the layout
    /// pass skips the walk of the constraint update pass otherwise).
    @exclusivity(unchecked) var constraintUpdatePending = true
    /// On a root without an engine: whether active constraints of its tree wait to go into
    /// the engine it gets on first use (a subtree that outlived the view it hung from, see
    /// ``LayoutEngine/move(_:to:at:reporting:deferringInstall:)``).
    @exclusivity(unchecked) var awaitsEngineInstall = false
    /// The layout engine, on a root only.
    @exclusivity(unchecked) var engineStorage: LayoutEngine? {
        didSet { engineLink = engineStorage.map { Unmanaged.passUnretained($0) } }
    }
    /// The same, unretained (``engineStorage`` holds it), for reads without a retain.
    @exclusivity(unchecked) var engineLink: Unmanaged<LayoutEngine>?
    /// The view's autoresizing constraints while they are in the engine.
    @exclusivity(unchecked) var autoresizingConstraints: [LayoutConstraint] = []
    /// The content-size constraints (hugging and compression resistance) while in the engine.
    @exclusivity(unchecked) var contentSizeConstraints: [LayoutConstraint] = []
    /// The intrinsic size the content-size constraints were made from.
    @exclusivity(unchecked) var installedIntrinsicSize: CGSize?
    /// Set while the engine reads ``intrinsicContentSize``: an invalidation from inside the
    /// getter is then moot (the value being read is the new one) and must not read it again.
    @exclusivity(unchecked) var readingIntrinsicContentSize = false
    /// On a root: whether the tree's layout went past ``layoutNestingLimit`` and is unwinding
    /// (see ``layoutNesting``).
    @exclusivity(unchecked) var layoutAbandoned = false

    // MARK: Rarely read

    @exclusivity(unchecked) var boundsOrigin: CGPoint = .zero
    /// The name printed in every description and diagnostic (Masonry's `mas_key`).
    public var name: String? {
        // A refusal still queued in the tree's engine is described with the names it was
        // made under, as when it is reported at once.
        willSet { engineStorageOfTree?.settleFirst() }
    }
    /// On a root: how many calls of `layoutIfNeeded()` and `updateConstraintsIfNeeded()` are
    /// running inside one another (overrides may call them).
    @exclusivity(unchecked) var layoutNesting = 0

    /// Gives the view (and its guides) new frame variables, as it leaves an engine. A solver
    /// writes every variable it has seen, constrained or not (as kiwi does), so the old
    /// engine, still alive with the old tree, would otherwise write its stale values over
    /// those the new engine solves.
    func discardLayoutVariables() {
        variables = nil
        currentVariables = fittingVariables.map { Unmanaged.passUnretained($0) }
        if let settings = settingsStorage {
            for guide in settings.layoutGuides { guide.discardLayoutVariables() }
        }
    }

    /// ``layoutVariables`` without a retain: valid while the view keeps them (until
    /// ``discardLayoutVariables()`` or the end of a fitting computation).
    @inline(__always)
    var unretainedLayoutVariables: Unmanaged<FrameVariables> {
        if let currentVariables { return currentVariables }
        return Unmanaged.passUnretained(layoutVariables)
    }

    /// The solver variables of the frame in the superview's coordinates.
    var layoutVariables: FrameVariables {
        if let fittingVariables { return fittingVariables }
        if let variables { return variables }
        let made = FrameVariables()
        variables = made
        currentVariables = Unmanaged.passUnretained(made)  // no fitting variables: returned above
        return made
    }

    /// Creates a view with the given frame.
    public init(frame: CGRect) {
        self.storedFrame = frame
    }

    /// Creates a view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    deinit {
        // Additions still queued for the tree's solver are settled first, while the tree is
        // whole: a refusal is reported as it would have been when it was made.
        engineStorage?.settleBeforeTeardown()
        // What held this view without retaining it forgets it (see `superviewStorage`,
        // ``LayoutConstraint/firstView`` and ``ItemReference``).
        itemReferenceStorage?.viewLink = nil
        itemReferenceStorage?.layerDataStorage = nil
        // The cached roots and depths of the tree go stale (the subviews become roots).
        if let ownTree { ownTree.generation &+= 1 }
        View.letGoOfSubviews(of: self)
        clearNamingConstraints()
        // The constraints installed on this view go with it (its tree, and the engine, go too):
        // kept elsewhere, they are no longer active, as in UIKit, where a constraint is active
        // while a view holds it.
        for case let constraint? in ownedStorage where constraint.owner === self {
            constraint.owner = nil
            guard constraint.kind == .user, constraint.active else { continue }
            constraint.active = false
            // Views that outlive this one must not list it among their active constraints.
            if let first = constraint.firstView, first !== self { first.removeReference(constraint, slot: 0) }
            if let second = constraint.secondView, second !== self { second.removeReference(constraint, slot: 1) }
            if let (firstOrigin, secondOrigin) = constraint.offsetOrigins?.views {
                if let view = firstOrigin, view !== self { view.removeReference(constraint, slot: 2) }
                if let view = secondOrigin, view !== self { view.removeReference(constraint, slot: 3) }
            }
        }
        if let settings = settingsStorage {
            for guide in settings.layoutGuides where guide.owningView === self { guide.owningView = nil }
            if let guide = settings.layoutMarginsGuide, guide.owningView === self { guide.owningView = nil }
            if let guide = settings.safeAreaLayoutGuide, guide.owningView === self { guide.owningView = nil }
        }
    }

    /// Releases the subviews of a view being freed (always a root: a superview holds its
    /// subviews), and the subviews of each one freed with it, in a loop.
    ///
    /// - A subview that only this loop still holds goes at the end of its turn; its own
    ///   subviews are taken over first, so that its `deinit` has none. Left to the runtime,
    ///   each `deinit` would free its subviews from inside the previous one, one stack frame
    ///   per level: a chain of ten thousand views overflowed the stack.
    /// - A subview held elsewhere survives as a root of its own. It leaves the tree as
    ///   `removeFromSuperview()` takes it out, as UIKit removes the subviews of a view it
    ///   frees: the constraints between its subtree and the rest are deactivated, the ones
    ///   inside it stay active and go into its own engine, and it keeps nothing of the old one.
    ///   It then gets ``willMove(toSuperview:)`` with `nil` and ``didMoveToSuperview()``.
    private static func letGoOfSubviews(of view: View) {
        guard !view.subviews.isEmpty else { return }
        view.engineStorage?.retiring = true
        // The tree intact: find the views held elsewhere (without retaining any view on the
        // way, which would make it look held), then take each out.
        var survivors: [View] = []
        var walk: [Unmanaged<View>] = [Unmanaged.passUnretained(view)]
        while let parent = walk.popLast() {
            parent._withUnsafeGuaranteedRef { parent in
                for index in parent.subviews.indices {
                    if isKnownUniquelyReferenced(&parent.subviews[index]) {
                        if !parent.subviews[index].subviews.isEmpty { walk.append(Unmanaged.passUnretained(parent.subviews[index])) }
                    } else {
                        survivors.append(parent.subviews[index])
                    }
                }
            }
        }
        var departed: [View] = []
        for survivor in survivors where survivor.superviewStorage != nil {
            LayoutEngine.move(survivor, to: nil, at: 0, reporting: false, deferringInstall: true)
            departed.append(survivor)
        }
        // Told they left, as `removeFromSuperview()` tells a view, once none of them can reach
        // the view being freed any more (an override reading `superview` reads `nil`, even in
        // `willMove(toSuperview:)`); the freed view itself gets no `willRemoveSubview(_:)`.
        for survivor in departed where survivor.superviewStorage == nil {
            survivor.willMove(toSuperview: nil)
            survivor.didMoveToSuperview()
        }
        // The rest goes with this view.
        for subview in view.subviews where subview.superviewStorage === view { subview.superview = nil }
        guard view.subviews.contains(where: { !$0.subviews.isEmpty }) else { return }
        var pending: [View] = []
        swap(&pending, &view.subviews)
        while var next = pending.popLast() {
            guard isKnownUniquelyReferenced(&next), !next.subviews.isEmpty else { continue }
            for subview in next.subviews where subview.superviewStorage === next { subview.superview = nil }
            pending.append(contentsOf: next.subviews)
            next.subviews = []
        }
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates.
    ///
    /// Setting it on a root resizes the layout (the engine updates the root's size
    /// constraints in place); on a view with ``translatesAutoresizingMaskIntoConstraints``
    /// it updates the view's autoresizing constraints; a view placed by constraints gets the
    /// engine's frame back at the next layout pass.
    open var frame: CGRect {
        get { storedFrame }
        set { setFrame(newValue, fromEngine: false) }
    }

    /// The view's own coordinate space: its origin (a scroll offset, `.zero` by default) and
    /// its size. Setting the size keeps the center.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            if newValue.size != storedFrame.size {
                let c = center
                setFrame(
                    CGRect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height),
                    fromEngine: false)
            }
            if newValue.origin != boundsOrigin {
                boundsOrigin = newValue.origin
                needsLayoutFlag = true
                // The subviews' safe areas and preserved margins read the bounds origin.
                rootView.environmentNeedsUpdate = true
                engineStorageOfTree?.boundsOriginDidChange(of: self)
            }
        }
    }

    /// The center of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            // The raw size (`width` and `height` of a CGRect are standardized): a frame the
            // engine solved to a negative size keeps it, only moved.
            let size = storedFrame.size
            setFrame(
                CGRect(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2, width: size.width, height: size.height),
                fromEngine: false)
        }
    }

    /// `resizingSubviews` false: the caller resizes the subviews itself (``resizeSubviews(from:)``
    /// walking a chain of resizing views).
    func setFrame(_ newFrame: CGRect, fromEngine: Bool, resizingSubviews: Bool = true) {
        let old = storedFrame
        // Field by field: CGRect's `==` compares standardized rectangles, so a frame of
        // negative size and its mirror image (the same points, the size's sign flipped) would
        // count as equal and the new one would never be stored.
        guard old.origin != newFrame.origin || old.size != newFrame.size else { return }
        storedFrame = newFrame
        markEnvironmentChanged(sizeChanged: old.size != newFrame.size)
        if old.size != newFrame.size {
            needsLayoutFlag = true
            if resizingSubviews && autoresizesSubviews { resizeSubviews(from: old.size) }
        }
        if fromEngine { return }
        if superview == nil {
            if old.size != newFrame.size {
                if TraitCollection.sizeClasses(for: old.size) != TraitCollection.sizeClasses(for: newFrame.size) {
                    traitsNeedUpdate = true
                }
                engineStorage?.rootSizeDidChange()
            }
        } else if engineUses > 0 {
            // The superview's next layout gives the engine's frame back; unless this is that
            // layout: an override of its `layoutSubviews()` adjusting a frame after `super`
            // keeps the frame it set, as in UIKit, and leaves nothing pending.
            if let superview = superviewStorage, !superview.layingOutSubviews { superview.needsLayoutFlag = true }
            if !autoresizingConstraints.isEmpty { engineStorageOfTree?.refreshAutoresizing(of: self) }
        }
    }

    /// Records a frame change for the environment pass (see ``environmentChanges``).
    @inline(__always)
    func markEnvironmentChanged(sizeChanged: Bool) {
        environmentChanges |= sizeChanged ? 3 : 1
        if environmentPath { return }
        environmentPath = true
        var current = superviewReference
        while let link = current, !link._withUnsafeGuaranteedRef({ $0.environmentPath }) {
            current = link._withUnsafeGuaranteedRef { view in
                view.environmentPath = true
                return view.superviewReference
            }
        }
    }

    /// Applies the autoresizing masks of the subviews the engine does not place, after this
    /// view's size changed from `oldSize` (UIKit's springs and struts), and so on down: the
    /// subviews of a subview resized in turn.
    func resizeSubviews(from oldSize: CGSize) {
        // The views whose subviews are still to be resized, with their old sizes: a list
        // rather than a call per level, so that a chain of resizing views 100 000 deep cannot
        // overflow the stack. Empty (a resized view without resizing grandchildren, the usual
        // case) it allocates nothing.
        // Every engine-placed view whose size changes comes here: a leaf returns at once.
        if subviews.isEmpty { return }
        var pending: [(view: View, oldSize: CGSize)] = []
        resizeOwnSubviews(from: oldSize, into: &pending)
        while !pending.isEmpty {
            let next = pending.removeLast()
            next.view.resizeOwnSubviews(from: next.oldSize, into: &pending)
        }
    }

    /// One level of ``resizeSubviews(from:)``: this view's own subviews, each resized one
    /// with subviews of its own listed in `pending`.
    private func resizeOwnSubviews(from oldSize: CGSize, into pending: inout [(view: View, oldSize: CGSize)]) {
        let newSize = storedFrame.size
        for subview in subviews where subview.engineUses == 0 && subview.translatesAutoresizingMaskIntoConstraints {
            let mask = subview.autoresizingMask
            if mask.isEmpty { continue }
            // Raw origin and size, as the engine's autoresizing constraints read them.
            let o = subview.storedFrame.origin, s = subview.storedFrame.size
            let (h, v) = mask.factors(origin: o, size: s, container: oldSize)
            let dw = newSize.width - oldSize.width
            let dh = newSize.height - oldSize.height
            let resized = CGRect(
                x: o.x + h.origin * dw, y: o.y + v.origin * dh, width: s.width + h.length * dw, height: s.height + v.length * dh)
            // A change that is not finite (a superview sized to NaN or an infinity, or from
            // such a size) leaves the frame as it was rather than NaN from then on.
            guard resized.origin.x.isFinite, resized.origin.y.isFinite, resized.size.width.isFinite, resized.size.height.isFinite
            else { continue }
            subview.setFrame(resized, fromEngine: true, resizingSubviews: false)
            // As `setFrame` would have: its subviews follow when its size changed.
            if resized.size != s, subview.autoresizesSubviews, !subview.subviews.isEmpty {
                pending.append((subview, s))
            }
        }
    }

    // MARK: Hierarchy

    /// The root of the tree (the view itself when it has no superview), from the view's cache
    /// when it is current: O(1) amortised, whatever the depth.
    var rootView: View { rootLink.takeUnretainedValue() }

    /// ``rootView``, unretained (the tree holds its root while the view is in it).
    var rootLink: Unmanaged<View> {
        if superviewReference == nil { return Unmanaged.passUnretained(self) }
        if let tree = cachedTreeLink {
            let generation = cachedGeneration
            if let root = tree._withUnsafeGuaranteedRef({ $0.generation == generation ? $0.rootLink : nil }) { return root }
        }
        return refreshTreeCache().root
    }

    /// The number of superviews above the view (0 on a root), cached with ``rootView``.
    var depth: Int {
        if superviewReference == nil { return 0 }
        if let tree = cachedTreeLink {
            let generation = cachedGeneration
            if tree._withUnsafeGuaranteedRef({ $0.generation == generation }) { return cachedDepth }
        }
        return refreshTreeCache().depth
    }

    /// Whether the cached root and depth (and ``cachedDirection``) are current.
    @inline(__always)
    var treeCacheIsCurrent: Bool {
        guard let tree = cachedTreeLink else { return false }
        let generation = cachedGeneration
        return tree._withUnsafeGuaranteedRef { $0.generation == generation }
    }

    /// Finds the root and depth from the nearest view (this one or above) whose cache is
    /// current, then caches them on every view walked past (so that the next view below asks
    /// one step only).
    func refreshTreeCache() -> (root: Unmanaged<View>, depth: Int) {
        // Through unretained links: every view on the way is held by the one above it.
        var link = Unmanaged.passUnretained(self)
        var steps = 0
        var found: (tree: TreeIdentity, depth: Int)?
        while found == nil {
            link._withUnsafeGuaranteedRef { view in
                if let cached = view.cachedTreeLink {
                    let generation = view.cachedGeneration
                    if cached._withUnsafeGuaranteedRef({ $0.generation == generation }) {
                        found = (cached.takeUnretainedValue(), view.cachedDepth)
                        return
                    }
                }
                guard let parent = view.superviewReference else {
                    let own = view.ownTree ?? TreeIdentity(root: view)
                    view.ownTree = own
                    view.cachedTree = own
                    view.cachedGeneration = own.generation
                    view.cachedDepth = 0
                    view.cachedDirection = 0
                    found = (own, 0)
                    return
                }
                link = parent
                steps += 1
            }
        }
        guard let (tree, baseDepth) = found else { return (Unmanaged.passUnretained(self), 0) }
        var current = Unmanaged.passUnretained(self)
        var depth = baseDepth + steps
        let result = depth
        while depth > baseDepth {
            let next: Unmanaged<View>? = current._withUnsafeGuaranteedRef { view in
                view.cachedTree = tree
                view.cachedGeneration = tree.generation
                view.cachedDepth = depth
                view.cachedDirection = 0
                return view.superviewReference
            }
            depth -= 1
            guard let next else { break }
            current = next
        }
        return (tree.rootLink, result)
    }

    /// Before `view` leaves its tree or joins another: every cached root and depth of its
    /// current tree (which holds its subtree) stops being current.
    static func invalidateTreeCaches(around view: View) {
        if view.superviewReference == nil {
            // A root (a fresh view, usually): only its own identity, if it has one, is in use.
            if let tree = view.ownTree { tree.generation &+= 1 }
            view.ownTree = nil
            return
        }
        let root = view.rootView
        if let tree = root.ownTree { tree.generation &+= 1 }
        if root === view { view.ownTree = nil }
    }

    /// The engine of the tree, if it has one yet.
    var engineStorageOfTree: LayoutEngine? { rootLink._withUnsafeGuaranteedRef { $0.engineStorage } }

    /// The tree's engine, created on first use (on the root), with the constraints that
    /// waited for it (``awaitsEngineInstall``) installed.
    var layoutEngine: LayoutEngine {
        let root = rootView
        if let engine = root.engineStorage { return engine }
        let engine = LayoutEngine(root: root)
        root.engineStorage = engine
        if root.awaitsEngineInstall { engine.installAwaitedConstraints() }
        return engine
    }

    /// Gives the tree its engine if constraints of the tree wait for one: before a layout
    /// pass or a question about the solution.
    func installAwaitedConstraints() {
        let root = rootView
        if root.awaitsEngineInstall, root.engineStorage == nil { _ = root.layoutEngine }
    }

    /// Adds `view` on top of the subviews (moving it from its previous superview, which
    /// deactivates the constraints that tied it there).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the valid range).
    ///
    /// Adding a view to itself or to one of its descendants is refused with an
    /// ``LayoutDiagnostic/Kind/invalidHierarchy`` diagnostic.
    ///
    /// A view that moves to a new superview gets ``willMove(toSuperview:)`` before the move and
    /// ``didMoveToSuperview()`` after it; its old superview gets ``willRemoveSubview(_:)`` and
    /// this view ``didAddSubview(_:)``, as in UIKit. A view that is already a subview only
    /// changes place among the subviews, without those calls.
    public func insertSubview(_ view: View, at index: Int) {
        guard canAdopt(view) else { return }
        if view.superview === self {
            reorderSubview(view, to: index)
            return
        }
        view.willMove(toSuperview: self)
        view.superview?.willRemoveSubview(view)
        // The overrides above may have changed the tree: check again.
        guard canAdopt(view) else { return }
        if view.superview === self {
            reorderSubview(view, to: index)
            return
        }
        LayoutEngine.move(view, to: self, at: Swift.max(0, Swift.min(index, subviews.count)))
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Whether `view` may become a subview (it is not this view or one of its ancestors); a
    /// diagnostic says why not.
    private func canAdopt(_ view: View) -> Bool {
        if view === self || isDescendant(of: view) {
            LayoutDiagnostics.emit(
                .invalidHierarchy, "cannot add \(view.layoutDescription) to \(layoutDescription): a view cannot be its own descendant", [])
            return false
        }
        return true
    }

    /// Moves a subview to `index` among the subviews (clamped), counted without it.
    func reorderSubview(_ view: View, to index: Int) {
        if let current = subviews.firstIndex(where: { $0 === view }) { subviews.remove(at: current) }
        subviews.insert(view, at: Swift.max(0, Swift.min(index, subviews.count)))
    }

    /// Removes the view from its superview. The active constraints between the view's
    /// subtree and the rest of the old tree are deactivated (as UIKit does), with a
    /// ``LayoutDiagnostic/Kind/constraintsRemovedWithView`` diagnostic naming them; the
    /// constraints inside the subtree stay active and move with it.
    ///
    /// The view gets ``willMove(toSuperview:)`` with `nil` and its superview
    /// ``willRemoveSubview(_:)`` before the removal, and the view ``didMoveToSuperview()``
    /// after it, as in UIKit.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        // The overrides above may have removed the view already.
        guard superview != nil else { return }
        LayoutEngine.move(self, to: nil, at: 0)
        didMoveToSuperview()
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        if view === self { return true }
        // Compared through unretained links: this runs on every `addSubview` (a cycle check).
        let target = Unmanaged.passUnretained(view).toOpaque()
        let parent = superviewReference?.toOpaque()
        if view.subviews.isEmpty || target == parent { return target == parent }
        guard rootView === view.rootView else { return false }
        var steps = depth - view.depth
        if steps <= 0 { return false }
        var current = Unmanaged.passUnretained(self)
        while steps > 0, let next = current._withUnsafeGuaranteedRef({ $0.superviewReference }) {
            current = next
            steps -= 1
        }
        return current.toOpaque() == target
    }

    /// The nearest view that both this view and `view` are (or descend from), as Masonry's
    /// `mas_closestCommonSuperview`; `nil` when they are in different trees.
    public func closestCommonSuperview(with view: View) -> View? {
        View.closestCommonAncestor(Unmanaged.passUnretained(self), Unmanaged.passUnretained(view))?.takeUnretainedValue()
    }

    /// ``closestCommonSuperview(with:)`` over unretained links (the trees hold every view
    /// on the way).
    static func closestCommonAncestor(_ a: Unmanaged<View>, _ b: Unmanaged<View>) -> Unmanaged<View>? {
        if a.toOpaque() == b.toOpaque() { return a }
        // The usual cases first: siblings, and a view and its superview.
        let superA = a._withUnsafeGuaranteedRef { $0.superviewReference }
        let superB = b._withUnsafeGuaranteedRef { $0.superviewReference }
        if let superA, let superB, superA.toOpaque() == superB.toOpaque() { return superA }
        if let superA, superA.toOpaque() == b.toOpaque() { return b }
        if let superB, superB.toOpaque() == a.toOpaque() { return a }
        var x: Unmanaged<View>? = a
        var y: Unmanaged<View>? = b
        var depthA = a._withUnsafeGuaranteedRef { $0.depth }
        var depthB = b._withUnsafeGuaranteedRef { $0.depth }
        while depthA > depthB, let next = x { x = next._withUnsafeGuaranteedRef { $0.superviewReference }; depthA -= 1 }
        while depthB > depthA, let next = y { y = next._withUnsafeGuaranteedRef { $0.superviewReference }; depthB -= 1 }
        while let p = x, let q = y {
            if p.toOpaque() == q.toOpaque() { return p }
            x = p._withUnsafeGuaranteedRef { $0.superviewReference }
            y = q._withUnsafeGuaranteedRef { $0.superviewReference }
        }
        return nil
    }

    // MARK: Layout pass (overridable)

    /// Lays out the subviews. The base implementation gives every subview the engine places
    /// its solved frame; subclasses that override it call `super.layoutSubviews()` first and
    /// may then adjust frames, as in UIKit.
    open func layoutSubviews() {
        applyEngineFramesToSubviews()
    }

    /// Updates the view's constraints; override to change them in one batch (call
    /// `super.updateConstraints()` as in UIKit). The base implementation does nothing.
    open func updateConstraints() {}

    // MARK: Environment hooks (overridable)

    /// Called when the view's ``safeAreaInsets`` changed (during the layout pass, after the
    /// frames that define them were set), as in UIKit. The base implementation does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Called when the view's effective ``layoutMargins`` changed (set, or moved by the safe
    /// area or a preserved superview margin), as in UIKit. The base implementation does nothing.
    open func layoutMarginsDidChange() {}

    /// Called when the view's ``traitCollection`` changed (its root was resized across a size
    /// class boundary, it moved to another tree, or trait overrides changed), at the start of
    /// the layout pass, before the constraint update pass, so that an override can swap
    /// constraint sets. `previousTraitCollection` is `nil` the first time a view gets traits.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Hierarchy hooks (overridable)

    /// Called on the view just before it moves to `newSuperview`, or is removed from its
    /// superview when `newSuperview` is `nil`, as in UIKit. The base implementation does
    /// nothing.
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called on the view just after it moved to a new superview or was removed from its
    /// superview (``superview`` is then `nil`), as in UIKit. Its constraints to its old place
    /// are already deactivated, so an override may make new ones (Masonry's
    /// `makeConstraints` in `didMoveToSuperview` is a common pattern). The base
    /// implementation does nothing.
    open func didMoveToSuperview() {}

    /// Called on the view just after `subview` became one of its subviews (after the
    /// subview's ``didMoveToSuperview()``), as in UIKit. The base implementation does nothing.
    open func didAddSubview(_ subview: View) {}

    /// Called on the view just before `subview` leaves it, removed or moved to another view
    /// (after the subview's ``willMove(toSuperview:)``), as in UIKit. The base implementation
    /// does nothing.
    open func willRemoveSubview(_ subview: View) {}

    // MARK: Hit testing (overridable)

    /// Whether `point`, in the view's bounds coordinates, is inside the view, as
    /// `UIView.point(inside:with:)`: by default whether its bounds contain it (the left and
    /// top edges in, the right and bottom ones out). Override to widen or narrow what a view
    /// takes (``hitTest(_:with:)`` asks it). `event` is passed through untouched.
    open func point(inside point: CGPoint, with event: Any?) -> Bool {
        // Edge by edge rather than `CGRect.contains`, which makes a range of each pair of
        // edges and traps on a NaN (bounds set with a NaN origin or size); a NaN anywhere
        // contains nothing.
        let b = bounds
        let x0 = b.origin.x, x1 = x0 + b.size.width, y0 = b.origin.y, y1 = y0 + b.size.height
        let (left, right) = x1 < x0 ? (x1, x0) : (x0, x1)
        let (top, bottom) = y1 < y0 ? (y1, y0) : (y0, y1)
        return point.x >= left && point.x < right && point.y >= top && point.y < bottom
    }

    /// The deepest view under `point` (in the view's bounds coordinates) that takes touches,
    /// as `UIView.hitTest(_:with:)`: `nil` when the view is hidden, nearly transparent
    /// (``alpha`` under 0.01), does not take touches (``isUserInteractionEnabled``) or the point
    /// is not inside it (``point(inside:with:)``); else the first hit among its subviews,
    /// front to back (last subview first), else the view itself. Frames are used as they are:
    /// call ``layoutIfNeeded()`` first for a layout that is due.
    ///
    /// Each subview is asked through its own `hitTest`, as UIKit does, which takes a level of
    /// the stack per level of the tree. So that a tree thousands of levels deep cannot
    /// overflow the stack, more than ``hitTestRecursionLimit`` levels below the outermost call
    /// the rest of the path is found in a loop, which asks ``point(inside:with:)`` but no
    /// override of `hitTest`.
    ///
    /// - Complexity: O(*n*) for *n* views under the point's path, at worst the whole tree.
    open func hitTest(_ point: CGPoint, with event: Any?) -> View? {
        guard takesHit(at: point, with: event) else { return nil }
        let root = rootView, depth = self.depth
        let entry = root.settingsStorage?.hitTestEntryDepth
        if entry == nil { root.settings.hitTestEntryDepth = depth }
        defer { if entry == nil { root.settingsStorage?.hitTestEntryDepth = nil } }
        if depth - (entry ?? depth) >= View.hitTestRecursionLimit { return deepestHit(at: point, with: event) }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// How many levels below the outermost ``hitTest(_:with:)`` subviews are asked through
    /// their own `hitTest` (256): beyond, a loop finds the rest of the path.
    public static let hitTestRecursionLimit = 256

    /// Whether the view takes a hit at `point`: visible, opaque enough, taking touches, and
    /// the point inside it.
    func takesHit(at point: CGPoint, with event: Any?) -> Bool {
        isUserInteractionEnabled && !isHidden && !(alpha < 0.01) && self.point(inside: point, with: event)
    }

    /// `point`, in the superview's bounds coordinates, in this view's.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let frame = self.frame, bounds = self.bounds
        return CGPoint(x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
    }

    /// ``hitTest(_:with:)``'s answer from a view that takes the hit, found in a loop: a view
    /// taking the hit answers with the deepest view below it or itself, never `nil`, so the
    /// first subview (front to back) that takes it is the way down.
    func deepestHit(at point: CGPoint, with event: Any?) -> View {
        var view = self, point = point
        descending: while true {
            for subview in view.subviews.reversed() {
                let inner = subview.pointFromSuperview(point)
                if subview.takesHit(at: inner, with: event) {
                    view = subview
                    point = inner
                    continue descending
                }
            }
            return view
        }
    }

    /// ``isUserInteractionEnabled`` until set: `true`, and `false` for labels and image views,
    /// as in UIKit.
    var takesTouchesByDefault: Bool { true }

    /// ``clipsToBounds`` until set: `false`, and `true` for scroll views, as in UIKit.
    var clipsByDefault: Bool { false }

    // MARK: Sizing (overridable)

    /// The size the view would take within `size`, as `UIView.sizeThatFits(_:)`. The base
    /// implementation returns the view's current size, as UIKit's does; a label returns its
    /// text's size. ``sizeToFit()`` applies it.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        storedFrame.size
    }

    /// The size the view's content needs, as `UIView.intrinsicContentSize`:
    /// ``View/noIntrinsicMetric`` on an axis where it has none (the default on both axes).
    ///
    /// Auto Layout turns each present dimension into two constraints: the size at most the
    /// intrinsic one at the content hugging priority, and at least it at the compression
    /// resistance priority. Call ``invalidateIntrinsicContentSize()`` when it changes.
    open var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The insets from the frame to the view's alignment rectangle, as
    /// `UIView.alignmentRectInsets`: ``EdgeInsets/zero`` by default.
    ///
    /// Auto Layout places the alignment rectangle, not the frame. A view that draws a shadow
    /// or a badge around its visible body answers positive insets: constraints on its edges,
    /// centers and size then hold the body, its ``intrinsicContentSize`` is the body's size,
    /// and its frame takes the extra room around it. Subviews constrained to its edges line
    /// up with the body too (not in a ``ScrollView``, whose edges are its content area's for
    /// its content). Margins, baselines, the safe area and the frame an autoresizing mask
    /// keeps are read from the frame, as in UIKit.
    ///
    /// The engine asks for the insets when a constraint first reads the view and keeps the
    /// answer. When an override's answer changes, call ``invalidateIntrinsicContentSize()``:
    /// the engine asks again, and the constraints on the view take the new insets in place.
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// A baseline as `top + sizeFactor * height + offset`: the bottom unless
    /// ``firstBaselineOffsetFromTop`` / ``lastBaselineOffsetFromBottom`` say otherwise (a
    /// label's come from its text).
    func baselineParts(first: Bool) -> (sizeFactor: Double, offset: Double) {
        if first {
            if let offset = firstBaselineOffsetFromTop { return (0, Double(offset)) }
            return (1, 0)
        }
        if let offset = lastBaselineOffsetFromBottom { return (1, -Double(offset)) }
        return (1, 0)
    }

    /// The distance from the top edge to the first baseline, or `nil` (the default) for a
    /// view whose first baseline is its bottom edge (AppKit's spelling). Override it in a view
    /// that draws text; when it changes, call ``invalidateBaselines()``.
    open var firstBaselineOffsetFromTop: CGFloat? { nil }

    /// The distance from the last baseline to the bottom edge, or `nil` (the default) for a
    /// view whose last baseline is its bottom edge (AppKit's spelling).
    open var lastBaselineOffsetFromBottom: CGFloat? { nil }

    /// The view whose first baseline stands for this view's, as
    /// `UIView.forFirstBaselineLayout`: the view itself by default. A container overrides it
    /// to return a descendant (its title label, say), and constraints on the container's
    /// ``LayoutAttribute/firstBaseline`` (and ``firstBaselineAnchor``) then place that
    /// descendant's first baseline. Redirects chain: the returned view's own redirect is
    /// followed in turn.
    ///
    /// The view returned must be this view or one of its descendants. Any other (a view
    /// elsewhere, or one back up the chain) ends the chain at the view that returned it,
    /// which gives its own baseline, with a ``LayoutDiagnostic/Kind/invalidBaselineView``
    /// diagnostic. The engine reads the redirect when it installs a constraint; call
    /// ``invalidateBaselines()`` when the answer changes. When the view read leaves the
    /// subtree (removed, or moved), the constraints reading it stay active and read the
    /// redirect afresh at once: its new place if it is still a descendant, else the
    /// fallback above (a diagnostic unless the override then answers the view itself).
    open var forFirstBaselineLayout: View { self }

    /// The view whose last baseline stands for this view's, as
    /// `UIView.forLastBaselineLayout`: the view itself by default. The same rules as
    /// ``forFirstBaselineLayout`` apply, for ``LayoutAttribute/lastBaseline`` and
    /// ``lastBaselineAnchor``.
    open var forLastBaselineLayout: View { self }

    /// Called on every view by the environment pass after its frame is settled (a label
    /// re-measures its text for its new width here).
    func frameDidSettle() {}

    /// Called on the superview when a subview was hidden or shown (a stack view closes up).
    func subviewVisibilityDidChange(_ subview: View) {}

    /// Called on the superview when a subview's intrinsic content size was invalidated (a
    /// stack view sharing its length by intrinsic lengths shares it again).
    func subviewIntrinsicContentSizeDidChange(_ subview: View) {}

    /// Called by ``invalidateIntrinsicContentSize()`` before anything else: a view that keeps
    /// a measured size (a label) forgets it.
    func intrinsicContentSizeWillChange() {}

    // MARK: Description

    /// `<View:red; frame = (x y; w h)>`.
    open var description: String {
        let f = storedFrame
        return "<\(layoutDescription); frame = (\(formatNumber(f.minX)) \(formatNumber(f.minY)); \(formatNumber(f.width)) \(formatNumber(f.height)))>"
    }
}
