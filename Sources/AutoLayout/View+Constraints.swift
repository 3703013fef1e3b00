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
    /// second (`slot` 1) item.
    func addReference(_ constraint: LayoutConstraint, slot: Int) {
        let at = Int32(truncatingIfNeeded: references.count)
        if slot == 0 { constraint.referenceSlots.0 = at } else { constraint.referenceSlots.1 = at }
        // A view is named by its four edges' constraints, its size's and its neighbours':
        // room for them at once (growing an array costs more than the rest of this).
        if references.isEmpty { references.reserveCapacity(8) }
        references.append(constraint)
    }

    func removeReference(_ constraint: LayoutConstraint, slot: Int) {
        let index = Int(slot == 0 ? constraint.referenceSlots.0 : constraint.referenceSlots.1)
        guard index >= 0, index < references.count, references[index] === constraint else { return }
        let last = references.count - 1
        if index != last {
            let moved = references[last]
            references[index] = moved
            let (firstView, _) = moved.itemViews
            if Int(moved.referenceSlots.0) == last && firstView === self {
                moved.referenceSlots.0 = Int32(truncatingIfNeeded: index)
            } else {
                moved.referenceSlots.1 = Int32(truncatingIfNeeded: index)
            }
        }
        references.removeLast()
        if slot == 0 { constraint.referenceSlots.0 = -1 } else { constraint.referenceSlots.1 = -1 }
    }

    // MARK: Autoresizing

    func autoresizingSettingsDidChange() {
        guard engineUses > 0, superview != nil, let engine = engineStorageOfTree else { return }
        engine.uninstallAutoresizing(of: self)
        if translatesAutoresizingMaskIntoConstraints { engine.installAutoresizing(of: self) }
        superview?.needsLayoutFlag = true
    }
}
