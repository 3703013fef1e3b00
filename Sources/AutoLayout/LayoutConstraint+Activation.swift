import Foundation

extension LayoutConstraint {
    /// Checks what Auto Layout checks before a constraint can take part in layout, reporting
    /// the first problem found. Returns the views of the two items when the constraint is valid.
    ///
    /// The views come back unretained: the constraint's items are alive while it is being
    /// activated, and their trees hold them.
    func validate() -> (first: Unmanaged<View>, second: Unmanaged<View>?)? {
        // Views and guides without the existential `firstItem` (the usual case, on every
        // activation).
        let firstView: Unmanaged<View>
        if let view = firstViewLink {
            firstView = view
        } else if let guide = firstGuide, let owner = guide.owningView {
            firstView = Unmanaged.passUnretained(owner)
        } else {
            guard let firstItem else {
                LayoutDiagnostics.emit(.missingItem, "\(self) has no first item (it was freed)", [self])
                return nil
            }
            guard let view = hierarchyView(of: firstItem) else {
                LayoutDiagnostics.emit(.unsupportedItem, "\(self): \(firstItem.layoutDescription) is not an item the engine can place", [self])
                return nil
            }
            firstView = Unmanaged.passUnretained(view)
        }
        guard storedConstant.isFinite else {
            LayoutDiagnostics.emit(.invalidValue, "\(self) has a constant that is not a finite number (\(storedConstant))", [self])
            return nil
        }
        guard multiplier.isFinite else {
            LayoutDiagnostics.emit(.invalidValue, "\(self) has a multiplier that is not a finite number (\(multiplier))", [self])
            return nil
        }
        guard storedPriority.isValid else {
            LayoutDiagnostics.emit(.invalidValue, "\(self) has the priority \(storedPriority); a priority must be in 1...1000", [self])
            return nil
        }
        guard firstAttribute != .notAnAttribute else {
            LayoutDiagnostics.emit(.invalidAttributePairing, "\(self) has no first attribute", [self])
            return nil
        }
        let secondView: Unmanaged<View>
        if let view = secondViewLink {
            secondView = view
        } else if let guide = secondGuide, let owner = guide.owningView {
            secondView = Unmanaged.passUnretained(owner)
        } else if let secondItem {
            guard let view = hierarchyView(of: secondItem) else {
                LayoutDiagnostics.emit(.unsupportedItem, "\(self): \(secondItem.layoutDescription) is not an item the engine can place", [self])
                return nil
            }
            secondView = Unmanaged.passUnretained(view)
        } else {
            if secondAttribute != .notAnAttribute {
                LayoutDiagnostics.emit(.invalidAttributePairing, "\(self) names a second attribute (\(secondAttribute)) but no second item", [self])
                return nil
            }
            if !firstAttribute.isDimension {
                LayoutDiagnostics.emit(
                    .invalidAttributePairing,
                    "\(self): a position (\(firstAttribute)) cannot be set to a constant; relate it to another item's position", [self])
                return nil
            }
            return (firstView, nil)
        }
        guard secondAttribute != .notAnAttribute else {
            LayoutDiagnostics.emit(.invalidAttributePairing, "\(self) has a second item but no second attribute", [self])
            return nil
        }
        if firstAttribute.isDimension != secondAttribute.isDimension {
            LayoutDiagnostics.emit(
                .invalidAttributePairing,
                "\(self): a size (\(firstAttribute.isDimension ? firstAttribute : secondAttribute)) cannot be related to a position (\(firstAttribute.isDimension ? secondAttribute : firstAttribute))",
                [self])
            return nil
        }
        if !firstAttribute.isDimension {
            if firstAttribute.axis != secondAttribute.axis {
                LayoutDiagnostics.emit(
                    .invalidAttributePairing, "\(self): a horizontal position cannot be related to a vertical one (\(firstAttribute), \(secondAttribute))", [self])
                return nil
            }
            if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontal)
                || (firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectional)
            {
                LayoutDiagnostics.emit(
                    .invalidAttributePairing, "\(self): leading and trailing cannot be related to left and right (\(firstAttribute), \(secondAttribute))", [self])
                return nil
            }
        }
        if multiplier == 0 {
            LayoutDiagnostics.emit(
                .invalidMultiplier,
                "\(self): a multiplier of 0 with a second item makes the first attribute a constant; use a constant without a second item", [self])
            return nil
        }
        return (firstView, secondView)
    }

    /// Activates the constraint, installing it on `requestedOwner` (``View/addConstraint(_:)``)
    /// or on its items' closest common ancestor.
    func activate(on requestedOwner: View?) {
        guard kind == .user else { return }
        if active { return }
        guard let (firstView, secondView) = validate() else { return }
        let ancestor: Unmanaged<View>
        if let secondView {
            guard let common = View.closestCommonAncestor(firstView, secondView) else {
                LayoutDiagnostics.emit(
                    .noCommonAncestor,
                    "\(self) relates \(firstView.takeUnretainedValue().layoutDescription) and \(secondView.takeUnretainedValue().layoutDescription), which have no common ancestor; add them to the same view hierarchy first",
                    [self])
                return
            }
            ancestor = common
        } else {
            ancestor = firstView
        }
        if let requestedOwner, Unmanaged.passUnretained(requestedOwner).toOpaque() != ancestor.toOpaque(),
           !ancestor.takeUnretainedValue().isDescendant(of: requestedOwner)
        {
            LayoutDiagnostics.emit(
                .hierarchyNotPrepared,
                "\(self) cannot be installed on \(requestedOwner.layoutDescription): that view is not an ancestor of both items (their closest common ancestor is \(ancestor.takeUnretainedValue().layoutDescription))",
                [self])
            return
        }
        active = true
        if let requestedOwner {
            requestedOwner.appendOwnedConstraint(self)
        } else {
            ancestor._withUnsafeGuaranteedRef { $0.appendOwnedConstraint(self) }
        }
        firstView._withUnsafeGuaranteedRef { $0.addReference(self, slot: 0) }
        secondView?._withUnsafeGuaranteedRef { $0.addReference(self, slot: 1) }
        ancestor._withUnsafeGuaranteedRef { ancestor in
            let root = ancestor.rootLink
            if let engine = root._withUnsafeGuaranteedRef({ $0.engineLink }) {
                engine._withUnsafeGuaranteedRef { $0.install(self, in: ancestor) }
            } else {
                root.takeUnretainedValue().layoutEngine.install(self, in: ancestor)
            }
        }
    }

    /// Deactivates the constraint: out of the solver, off its owner, references dropped.
    func deactivateNow() {
        guard active, kind == .user else { return }
        engine?.uninstall(self)
        engine = nil
        ancestor = nil
        active = false
        owner?.removeOwnedConstraint(self)
        if let firstItem, let view = hierarchyView(of: firstItem) { view.removeReference(self, slot: 0) }
        if let secondItem, let view = hierarchyView(of: secondItem) { view.removeReference(self, slot: 1) }
    }

    /// The views of the constraint's items (valid while it is active).
    var itemViews: (View?, View?) {
        (firstView ?? firstGuide?.owningView ?? firstForeign.flatMap(hierarchyView(of:)),
         secondView ?? secondGuide?.owningView ?? secondForeign.flatMap(hierarchyView(of:)))
    }
}
