extension View {
    /// The constraints installed on this view, in the order they were installed (where
    /// ``LayoutConstraint/activate(_:)`` puts a constraint on its items' closest common
    /// ancestor, and Masonry installs its constraints).
    public var constraints: [LayoutConstraint] {
        if ownedHoles == 0 { return ownedStorage.map { $0.unsafelyUnwrapped } }
        return ownedStorage.compactMap { $0 }
    }

    /// Installs and activates `constraint` on this view, which must be an ancestor of (or
    /// equal to) both of its items; otherwise a ``LayoutDiagnostic/Kind/hierarchyNotPrepared``
    /// diagnostic is reported and nothing changes.
    public func addConstraint(_ constraint: LayoutConstraint) {
        constraint.activate(on: self)
    }

    /// Installs each constraint on this view (see ``addConstraint(_:)``), as a batch: every
    /// constraint checked first, then each into the engine in order (as
    /// ``LayoutConstraint/activate(_:)``).
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(constraints, on: self)
    }

    /// Deactivates `constraint` if it is installed on this view.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.owner === self else { return }
        constraint.deactivateNow()
    }

    /// Deactivates each of the constraints that is installed on this view.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Owned storage

    func appendOwnedConstraint(_ constraint: LayoutConstraint) {
        constraint.owner = self
        constraint.ownerSlot = ownedStorage.count
        // A view that owns constraints usually owns several (those between its subviews, and
        // its own size): room for them at once instead of growing through 1, 2, 4, 8 and 16.
        if ownedStorage.isEmpty { ownedStorage.reserveCapacity(16) }
        ownedStorage.append(constraint)
    }

    func removeOwnedConstraint(_ constraint: LayoutConstraint) {
        let slot = constraint.ownerSlot
        guard slot >= 0, slot < ownedStorage.count, ownedStorage[slot] === constraint else { return }
        constraint.owner = nil
        constraint.ownerSlot = -1
        if slot == ownedStorage.count - 1 {
            ownedStorage.removeLast()
            while let last = ownedStorage.last, last == nil { ownedStorage.removeLast(); ownedHoles -= 1 }
            return
        }
        ownedStorage[slot] = nil
        ownedHoles += 1
        if ownedHoles > 16, ownedHoles * 2 > ownedStorage.count {
            var compacted: [LayoutConstraint?] = []
            compacted.reserveCapacity(ownedStorage.count - ownedHoles)
            for case let kept? in ownedStorage {
                kept.ownerSlot = compacted.count
                compacted.append(kept)
            }
            ownedStorage = compacted
            ownedHoles = 0
        }
    }

    // MARK: References

    /// Records that the active `constraint` names this view as its first (`slot` 0) or
    /// second (`slot` 1) item, or as the item its first (2) or second (3) side is measured
    /// from (`anchorWithOffset(to:)`).
    func addReference(_ constraint: LayoutConstraint, slot: Int) {
        let at = Int32(truncatingIfNeeded: references.count)
        constraint.setReferenceSlot(slot, at)
        // A view is named by its four edges' constraints, its size's and its neighbours':
        // room for them at once (growing an array costs more than the rest of this).
        if references.isEmpty { references.reserveCapacity(8) }
        references.append(constraint)
    }

    func removeReference(_ constraint: LayoutConstraint, slot: Int) {
        let index = Int(constraint.referenceSlot(slot))
        guard index >= 0, index < references.count, references[index] === constraint else { return }
        let last = references.count - 1
        if index != last {
            let moved = references[last]
            references[index] = moved
            // The entry at `last` is one of the moved constraint's slots that name this view.
            let at = Int32(truncatingIfNeeded: index)
            if let origins = moved.offsetOrigins {
                let (first, second) = moved.itemViews
                let (firstOrigin, secondOrigin) = origins.views
                let named = [first, second, firstOrigin, secondOrigin]
                if let movedSlot = (0..<4).first(where: { moved.referenceSlot($0) == last && named[$0] === self }) {
                    moved.setReferenceSlot(movedSlot, at)
                }
            } else {
                let (firstView, _) = moved.itemViews
                if Int(moved.referenceSlots.0) == last && firstView === self {
                    moved.referenceSlots.0 = at
                } else {
                    moved.referenceSlots.1 = at
                }
            }
        }
        references.removeLast()
        constraint.setReferenceSlot(slot, -1)
    }

    // MARK: Autoresizing

    func autoresizingSettingsDidChange() {
        guard engineUses > 0, superview != nil, let engine = engineStorageOfTree else { return }
        engine.uninstallAutoresizing(of: self)
        if translatesAutoresizingMaskIntoConstraints { engine.installAutoresizing(of: self) }
        superview?.needsLayoutFlag = true
    }
}
