import Foundation
import Synchronization

extension View {
    /// The views of the subtree rooted at `view`, parents before children.
    static func subtree(of view: View) -> [View] {
        var result: [View] = []
        // The tree holds every view while the walk lasts: the stack lends them, without a
        // retain and a release each.
        var stack = [Unmanaged.passUnretained(view)]
        while let next = stack.popLast() {
            next._withUnsafeGuaranteedRef { next in
                result.append(next)
                // Last to first, so that the first comes off the stack first (`reversed()`
                // took a generic copying path that was a quarter of freeing a deep chain).
                var index = next.subviews.count
                while index > 0 {
                    index -= 1
                    stack.append(Unmanaged.passUnretained(next.subviews[index]))
                }
            }
        }
        return result
    }

    /// Stamps for ``constraintsReferencing(subtreeOf:)``, one per walk (trees on other threads
    /// take their own), so that a view's ``subtreeWalkStamp`` says whether the current walk
    /// listed it.
    private static let subtreeWalkStamps = Atomic<UInt64>(0)

    /// The active user constraints naming a view of `view`'s subtree, split into those that
    /// belong to the subtree (their items and the view they are installed on all in it) and
    /// those that reach outside it. A constraint between two views of the subtree installed
    /// on a view above it (`root.addConstraint(_:)`) reaches outside: UIKit removes it with
    /// the subtree, as the view holding it stays behind.
    ///
    /// `rerouted` holds the constraints that name no view of the subtree but read the
    /// baseline of one for an ancestor (``View/forFirstBaselineLayout``); `all` has them too.
    static func constraintsReferencing(subtreeOf view: View)
        -> (all: [LayoutConstraint], inside: [LayoutConstraint], crossing: [LayoutConstraint], rerouted: [LayoutConstraint])
    {
        let views = subtree(of: view)
        // Membership by stamp (no code outside this function runs before the last reading).
        let stamp = subtreeWalkStamps.add(1, ordering: .relaxed).newValue
        for member in views { member.subtreeWalkStamp = stamp }
        var seen = Set<ObjectIdentifier>()
        var all: [LayoutConstraint] = []
        var inside: [LayoutConstraint] = []
        var crossing: [LayoutConstraint] = []
        var rerouted: [LayoutConstraint] = []
        func isMember(_ view: View?) -> Bool? { view.map { $0.subtreeWalkStamp == stamp } }
        func classify(_ constraint: LayoutConstraint, namedHere: Bool) {
            all.append(constraint)
            let (first, second) = constraint.itemViews
            // The anchors a side is measured from count as items.
            let (firstOrigin, secondOrigin) = constraint.offsetOrigins?.views ?? (nil, nil)
            if isMember(first) ?? true, isMember(second) ?? true, isMember(firstOrigin) ?? true, isMember(secondOrigin) ?? true,
               isMember(constraint.owner) ?? true
            {
                inside.append(constraint)
            } else if !namedHere, isMember(first) != true, isMember(second) != true, isMember(firstOrigin) != true,
                      isMember(secondOrigin) != true
            {
                rerouted.append(constraint)
            } else {
                crossing.append(constraint)
            }
        }
        for member in views {
            for constraint in member.references where constraint.active && seen.insert(ObjectIdentifier(constraint)).inserted {
                classify(constraint, namedHere: true)
            }
        }
        // After every member's own list: a constraint that names a member is sorted by that.
        for member in views where !member.baselineDependents.isEmpty {
            for constraint in member.liveBaselineDependents
            where constraint.active && seen.insert(ObjectIdentifier(constraint)).inserted {
                classify(constraint, namedHere: false)
            }
        }
        return (all, inside, crossing, rerouted)
    }
}

extension View {
    /// The active constraints that tie `child`'s subtree to `root`, when `root` is a root
    /// whose only subview is `child`, found from `root`'s own lists instead of a walk of the
    /// subtree: the rest of the tree is `root` alone, so they are the constraints naming
    /// `root` and a view of the subtree, and those installed on `root` (between two views of
    /// the subtree, they stay behind with it). Those naming `root` alone stay.
    ///
    /// A view freed from the top of a deep chain of views held elsewhere lets go of its one
    /// subview this way at every level (see ``LayoutEngine/move(_:to:at:reporting:deferringInstall:)``);
    /// walking the subtree each time made freeing the chain quadratic.
    static func constraintsTying(onlyChild child: View, toRoot root: View) -> [LayoutConstraint] {
        var tying: [LayoutConstraint] = []
        func namesAnotherView(_ constraint: LayoutConstraint) -> Bool {
            constraint.allItemViews.contains { $0 !== root }
        }
        for constraint in root.references where constraint.active && namesAnotherView(constraint) {
            tying.append(constraint)
        }
        // Those naming `root` are on its `references` already: the rest of those installed on it.
        for case let constraint? in root.ownedStorage where constraint.owner === root && constraint.active {
            if !constraint.allItemViews.contains(where: { $0 === root }) { tying.append(constraint) }
        }
        return tying
    }
}

extension LayoutEngine {
    /// Whether ``move(_:to:at:reporting:deferringInstall:)`` finds what ties a survivor to an
    /// engine-less root from the root's lists (``View/constraintsTying(onlyChild:toRoot:)``);
    /// off, it walks the subtree as for any move. Tests compare the two.
    static let findsTiesWithoutWalking = Atomic<Bool>(true)

    /// Moves `view` (with its subtree) under `newParent` at `index`, or out of its tree when
    /// `newParent` is `nil`.
    ///
    /// The constraints between the subtree and the rest of the old tree are deactivated (as
    /// UIKit does); those inside the subtree stay active and move into the engine of the
    /// subtree's new tree, evaluated afresh there. The old engine loses exactly what the
    /// subtree brought into it.
    ///
    /// With `deferringInstall`, a subtree taken out of its tree (`newParent` `nil`) keeps its
    /// inside constraints active but out of any engine until its new root's engine is first
    /// used (a layout pass, an activation, a question about the solution). A view being freed
    /// lets go of its subviews this way: a deep chain of views held elsewhere and freed from
    /// the top would otherwise install the same constraints again at every level, in an
    /// engine that goes away with the next view.
    static func move(_ view: View, to newParent: View?, at index: Int, reporting: Bool = true, deferringInstall: Bool = false) {
        let oldParent = view.superview
        let oldEngine = view.engineStorageOfTree
        // A fresh leaf (no subviews, no constraints naming it, nothing in an engine) has no
        // constraints to carry: skip the subtree walk.
        let bare = view.subviews.isEmpty && view.references.isEmpty && view.engineUses == 0
            && view.autoresizingConstraints.isEmpty && (view.settingsStorage?.layoutGuides.isEmpty ?? true) && view.baselineDependents.isEmpty
        if !bare {
            // Queued additions of both trees first: the move reads and changes what they
            // leave. (A fresh leaf takes nothing from either.)
            oldEngine?.settleFirst()
            newParent?.engineStorageOfTree?.settleFirst()
        }
        // Out of a tree without an engine, taken out of it for good, from a root whose only
        // subview it is (a freed view letting go of a subview held elsewhere): only the
        // constraints tying it to that root have anything to do (they are deactivated); those
        // inside it, in no engine, wait for the one its subtree gets (listed then).
        let insideUnlisted = !bare && oldEngine == nil && deferringInstall && newParent == nil
            && oldParent.map { $0.superviewReference == nil && $0.subviews.count == 1 } ?? false
            && findsTiesWithoutWalking.load(ordering: .relaxed)
        let (_, inside, crossingFound, rerouted) =
            bare ? ([], [], [], [])
            : insideUnlisted ? ([], [], View.constraintsTying(onlyChild: view, toRoot: oldParent.unsafelyUnwrapped), [])
            : View.constraintsReferencing(subtreeOf: view)

        var crossing = crossingFound
        // Out of the old engine, while the old hierarchy still defines the paths.
        if let oldEngine {
            for constraint in rerouted { oldEngine.uninstall(constraint) }
            for constraint in crossing { oldEngine.uninstall(constraint) }
            for constraint in inside { oldEngine.uninstall(constraint) }
            if !view.autoresizingConstraints.isEmpty { oldEngine.uninstallAutoresizing(of: view) }
            // The old engine keeps the subtree's variables (its solver writes all it has
            // seen): the subtree solves with new ones wherever it goes.
            for member in bare ? [view] : View.subtree(of: view) { member.discardLayoutVariables() }
        }
        // Those a batch made active but has not reached yet are given back, to be activated
        // at their turn (see ``LayoutConstraint/activate(_:)``).
        if crossing.contains(where: { $0.batchTurnPending }) {
            for constraint in crossing where constraint.batchTurnPending { constraint.withdrawFromBatch() }
            crossing.removeAll { !$0.active }
        }
        for constraint in crossing { constraint.deactivateNow() }

        // Relink.
        View.invalidateTreeCaches(around: view)
        if let oldParent {
            if let position = oldParent.subviews.firstIndex(where: { $0 === view }) { oldParent.subviews.remove(at: position) }
            oldParent.forgetEngineChanges()
            oldParent.needsLayoutFlag = true
        }
        view.superview = newParent
        if let newParent {
            // `insert(_:at:)` takes the generic replace-a-range path even at the end, which
            // is where `addSubview` puts every view.
            if index >= newParent.subviews.count {
                // Room for a few at once: growing through 1, 2 and 4 cost more than the rest of
                // adding a subview.
                if newParent.subviews.isEmpty { newParent.subviews.reserveCapacity(4) }
                newParent.subviews.append(view)
            } else {
                newParent.subviews.insert(view, at: Swift.max(0, index))
            }
            newParent.needsLayoutFlag = true
            view.engineStorage = nil  // no longer a root
            view.awaitsEngineInstall = false  // its constraints are in `inside`
        }
        view.needsLayoutFlag = true
        view.needsUpdateConstraintsFlag = true
        view.rootLink._withUnsafeGuaranteedRef { newRoot in
            newRoot.traitsNeedUpdate = true
            newRoot.environmentNeedsUpdate = true
            newRoot.constraintUpdatePending = true
        }

        // Into the new tree's engine (or later, into the engine the new root gets then).
        if !inside.isEmpty || insideUnlisted, deferringInstall, newParent == nil, view.engineStorage == nil {
            view.awaitsEngineInstall = true
        } else if !inside.isEmpty {
            let engine = view.layoutEngine
            // Making the engine may have installed the waiting constraints of the new tree,
            // which include this subtree's.
            for constraint in inside where constraint.engine == nil && !constraint.batchTurnPending {
                guard let ancestor = constraint.spaceView else { continue }
                engine.install(constraint, in: ancestor)
            }
        }

        // Those that read a baseline in the subtree for a view left behind stay active there,
        // and go in again with the redirect resolved afresh (the view's own baseline, with a
        // diagnostic, when the redirect still names the view that left). Not into an engine
        // that is going away with its root.
        if let oldEngine, !oldEngine.retiring {
            for constraint in rerouted where constraint.active && constraint.engine == nil {
                guard let ancestor = constraint.spaceView else { continue }
                ancestor.layoutEngine.install(constraint, in: ancestor)
            }
        }

        if reporting, !crossing.isEmpty {
            let list = crossing.map { "    \($0)" }.joined(separator: "\n")
            let action = newParent == nil ? "removed from its superview" : "moved to another superview"
            LayoutDiagnostics.emit(
                .constraintsRemovedWithView,
                "\(view.layoutDescription) was \(action); these constraints tied it to its old place and were deactivated:\n\(list)",
                crossing)
        }
    }

    /// Installs the active constraints of the root's tree that are in no engine yet (see
    /// ``View/awaitsEngineInstall``), in the order moving the tree would install them.
    func installAwaitedConstraints() {
        settleFirst()
        root.awaitsEngineInstall = false
        let (_, inside, _, _) = View.constraintsReferencing(subtreeOf: root)
        for constraint in inside where constraint.active && constraint.engine == nil && !constraint.batchTurnPending {
            guard let ancestor = constraint.spaceView else { continue }
            install(constraint, in: ancestor)
        }
    }
}
