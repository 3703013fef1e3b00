import Foundation

/// What the second pass of ``LayoutConstraint/activate(_:)`` does with a constraint.
enum BatchEntry {
    /// Nothing: refused (reported) or already active.
    case skip
    /// Activate it afresh at its turn: its items had no common ancestor in the first pass.
    case retry
    /// Into the engine of the view it is evaluated in.
    case install(Unmanaged<View>)
}

extension LayoutConstraint {
    /// What keeps a constraint out of layout (see ``validate()``).
    enum ValidationProblem {
        case missingFirstItem, missingSecondItem
        case unsupportedFirstItem(any LayoutItem)
        case guideWithoutView(LayoutGuide)
        case constantNotFinite, multiplierNotFinite, priorityOutOfRange, noFirstAttribute
        case unsupportedSecondItem(any LayoutItem)
        case secondAttributeWithoutItem, positionSetToConstant, secondItemWithoutAttribute
        case sizeRelatedToPosition, horizontalRelatedToVertical, directionalRelatedToAbsolute
        case zeroMultiplier
        case missingOrigin(isSecond: Bool), unsupportedOrigin(any LayoutItem), offsetRelatedToPosition
        case offsetBetweenMismatchedAnchors(isSecond: Bool)
    }

    /// Checks what Auto Layout checks before a constraint can take part in layout, reporting
    /// the first problem found. Returns the views of the two items when the constraint is valid.
    ///
    /// The views come back unretained: the constraint's items are alive while it is being
    /// activated, and their trees hold them. The checks run on every activation, so the
    /// messages are written out of line (``report(_:)``): inline, their string building made
    /// this function several times larger and pushed the rest of activation out of the
    /// instruction cache.
    func validate() -> (first: Unmanaged<View>, second: Unmanaged<View>?)? {
        switch checkedViews() {
        case .success(let views): return views
        case .failure(let problem):
            report(problem)
            return nil
        }
    }

    private enum Checked {
        case success((first: Unmanaged<View>, second: Unmanaged<View>?))
        case failure(ValidationProblem)
    }

    private func checkedViews() -> Checked {
        // (Compared with nil, not bound: binding retains and releases it on every activation.)
        if offsetOrigins != nil { return checkedOffsetViews() }
        // Views and guides without the existential `firstItem` (the usual case, on every
        // activation).
        let firstView: Unmanaged<View>
        if let view = firstViewLink {
            firstView = view
        } else if let guide = firstGuide, let owner = guide.owningView {
            firstView = Unmanaged.passUnretained(owner)
        } else {
            guard let firstItem else { return .failure(.missingFirstItem) }
            if let guide = firstItem as? LayoutGuide, guide.owningView == nil { return .failure(.guideWithoutView(guide)) }
            guard let view = hierarchyView(of: firstItem) else { return .failure(.unsupportedFirstItem(firstItem)) }
            firstView = Unmanaged.passUnretained(view)
        }
        guard storedConstant.isFinite else { return .failure(.constantNotFinite) }
        guard multiplier.isFinite else { return .failure(.multiplierNotFinite) }
        guard storedPriority.isValid else { return .failure(.priorityOutOfRange) }
        guard firstAttribute != .notAnAttribute else { return .failure(.noFirstAttribute) }
        let secondView: Unmanaged<View>
        if let view = secondViewLink {
            secondView = view
        } else if let guide = secondGuide, let owner = guide.owningView {
            secondView = Unmanaged.passUnretained(owner)
        } else if let secondItem {
            if let guide = secondItem as? LayoutGuide, guide.owningView == nil { return .failure(.guideWithoutView(guide)) }
            guard let view = hierarchyView(of: secondItem) else { return .failure(.unsupportedSecondItem(secondItem)) }
            secondView = Unmanaged.passUnretained(view)
        } else {
            if secondAttribute != .notAnAttribute {
                return .failure(madeWithSecondItem ? .missingSecondItem : .secondAttributeWithoutItem)
            }
            if !firstAttribute.isDimension { return .failure(.positionSetToConstant) }
            return .success((firstView, nil))
        }
        guard secondAttribute != .notAnAttribute else { return .failure(.secondItemWithoutAttribute) }
        if firstAttribute.isDimension != secondAttribute.isDimension { return .failure(.sizeRelatedToPosition) }
        if !firstAttribute.isDimension {
            if firstAttribute.axis != secondAttribute.axis { return .failure(.horizontalRelatedToVertical) }
            if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontal)
                || (firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectional)
            {
                return .failure(.directionalRelatedToAbsolute)
            }
        }
        if multiplier == 0 { return .failure(.zeroMultiplier) }
        return .success((firstView, secondView))
    }

    /// ``checkedViews()`` for a constraint between dimensions of `anchorWithOffset(to:)`: the
    /// same checks, with a side measured between two anchors counted as a size, its origin
    /// checked as an item, and leading or trailing refused with left or right anywhere in
    /// the constraint (it is read along one direction). Returns the two items' views; the
    /// origins' are ``OffsetOrigins/views``.
    @inline(never)
    private func checkedOffsetViews() -> Checked {
        guard let origins = offsetOrigins else { return .failure(.missingFirstItem) }
        func view(of item: any LayoutItem, unsupported: ValidationProblem) -> (Unmanaged<View>?, ValidationProblem?) {
            if let guide = item as? LayoutGuide, guide.owningView == nil { return (nil, .guideWithoutView(guide)) }
            guard let view = hierarchyView(of: item) else { return (nil, unsupported) }
            return (Unmanaged.passUnretained(view), nil)
        }
        func checkOrigin(isSecond: Bool) -> ValidationProblem? {
            guard (isSecond ? origins.secondAttribute : origins.firstAttribute) != .notAnAttribute else { return nil }
            guard let item = isSecond ? origins.secondItem : origins.firstItem else { return .missingOrigin(isSecond: isSecond) }
            return view(of: item, unsupported: .unsupportedOrigin(item)).1
        }
        guard let firstItem else { return .failure(.missingFirstItem) }
        let (foundFirst, firstProblem) = view(of: firstItem, unsupported: .unsupportedFirstItem(firstItem))
        guard let firstView = foundFirst else { return .failure(firstProblem ?? .missingFirstItem) }
        if let problem = checkOrigin(isSecond: false) { return .failure(problem) }
        guard storedConstant.isFinite else { return .failure(.constantNotFinite) }
        guard multiplier.isFinite else { return .failure(.multiplierNotFinite) }
        guard storedPriority.isValid else { return .failure(.priorityOutOfRange) }
        guard firstAttribute != .notAnAttribute else { return .failure(.noFirstAttribute) }
        if !Self.measurable(firstAttribute, from: origins.firstAttribute) { return .failure(.offsetBetweenMismatchedAnchors(isSecond: false)) }
        let firstIsSize = origins.firstAttribute != .notAnAttribute || firstAttribute.isDimension
        // Leading or trailing with left or right, anywhere: the constraint is read along one
        // direction.
        let positions = [firstAttribute, secondAttribute, origins.firstAttribute, origins.secondAttribute]
        if positions.contains(where: \.isDirectional) && positions.contains(where: \.isAbsoluteHorizontal) {
            return .failure(.directionalRelatedToAbsolute)
        }
        guard let secondItem else {
            if secondAttribute != .notAnAttribute {
                return .failure(madeWithSecondItem ? .missingSecondItem : .secondAttributeWithoutItem)
            }
            return firstIsSize ? .success((firstView, nil)) : .failure(.positionSetToConstant)
        }
        let (foundSecond, secondProblem) = view(of: secondItem, unsupported: .unsupportedSecondItem(secondItem))
        guard let secondView = foundSecond else { return .failure(secondProblem ?? .missingSecondItem) }
        guard secondAttribute != .notAnAttribute else { return .failure(.secondItemWithoutAttribute) }
        if let problem = checkOrigin(isSecond: true) { return .failure(problem) }
        if !Self.measurable(secondAttribute, from: origins.secondAttribute) { return .failure(.offsetBetweenMismatchedAnchors(isSecond: true)) }
        let secondIsSize = origins.secondAttribute != .notAnAttribute || secondAttribute.isDimension
        if firstIsSize != secondIsSize { return .failure(.offsetRelatedToPosition) }
        if multiplier == 0 { return .failure(.zeroMultiplier) }
        return .success((firstView, secondView))
    }

    /// Emits the diagnostic for `problem`.
    @inline(never)
    func report(_ problem: ValidationProblem) {
        let kind: LayoutDiagnostic.Kind
        let message: String
        switch problem {
        case .missingFirstItem:
            kind = .missingItem
            message = "\(self) has no first item (it was freed)"
        case .missingSecondItem:
            kind = .missingItem
            message = "\(self) has no second item (it was freed)"
        case .guideWithoutView(let guide):
            // UIKit refuses it as having no common ancestor: the guide is in no hierarchy.
            kind = .noCommonAncestor
            message = "\(self): \(guide.layoutDescription) belongs to no view, so it is in no view hierarchy; add it to a view with addLayoutGuide(_:) first"
        case .unsupportedFirstItem(let item), .unsupportedSecondItem(let item):
            kind = .unsupportedItem
            message = "\(self): \(item.layoutDescription) is not an item the engine can place"
        case .constantNotFinite:
            kind = .invalidValue
            message = "\(self) has a constant that is not a finite number (\(storedConstant))"
        case .multiplierNotFinite:
            kind = .invalidValue
            message = "\(self) has a multiplier that is not a finite number (\(multiplier))"
        case .priorityOutOfRange:
            kind = .invalidValue
            message = "\(self) has the priority \(storedPriority); a priority must be above 0 and at most 1000"
        case .noFirstAttribute:
            kind = .invalidAttributePairing
            message = "\(self) has no first attribute"
        case .secondAttributeWithoutItem:
            kind = .invalidAttributePairing
            message = "\(self) names a second attribute (\(secondAttribute)) but no second item"
        case .positionSetToConstant:
            kind = .invalidAttributePairing
            message = "\(self): a position (\(firstAttribute)) cannot be set to a constant; relate it to another item's position"
        case .secondItemWithoutAttribute:
            kind = .invalidAttributePairing
            message = "\(self) has a second item but no second attribute"
        case .sizeRelatedToPosition:
            kind = .invalidAttributePairing
            message = "\(self): a size (\(firstAttribute.isDimension ? firstAttribute : secondAttribute)) cannot be related to a position (\(firstAttribute.isDimension ? secondAttribute : firstAttribute))"
        case .horizontalRelatedToVertical:
            kind = .invalidAttributePairing
            message = "\(self): a horizontal position cannot be related to a vertical one (\(firstAttribute), \(secondAttribute))"
        case .directionalRelatedToAbsolute:
            kind = .invalidAttributePairing
            // A constraint between distances names its four anchors in its description.
            message = offsetOrigins != nil
                ? "\(self): leading and trailing cannot be related to left and right"
                : "\(self): leading and trailing cannot be related to left and right (\(firstAttribute), \(secondAttribute))"
        case .missingOrigin(let isSecond):
            kind = .missingItem
            message = "\(self) has no anchor to measure its \(isSecond ? "second" : "first") side from (its item was freed)"
        case .unsupportedOrigin(let item):
            kind = .unsupportedItem
            message = "\(self): \(item.layoutDescription) is not an item the engine can place"
        case .offsetBetweenMismatchedAnchors(let isSecond):
            kind = .invalidAttributePairing
            message = "\(self): its \(isSecond ? "second" : "first") side measures a distance between \(isSecond ? secondAttribute : firstAttribute) and \(isSecond ? offsetOrigins?.secondAttribute ?? .notAnAttribute : offsetOrigins?.firstAttribute ?? .notAnAttribute); a distance is measured between two positions on one axis"
        case .offsetRelatedToPosition:
            kind = .invalidAttributePairing
            message = "\(self): a distance between two anchors (anchorWithOffset(to:)) can be related to a constant, a size or another distance, not to a position"
        case .zeroMultiplier:
            kind = .invalidValue
            message = "\(self): a multiplier of 0 with a second item makes the first attribute a constant; use a constant without a second item"
        }
        LayoutDiagnostics.emit(kind, message, [self])
    }

    /// Activates the constraint, installing it on `requestedOwner` (``View/addConstraint(_:)``)
    /// or on its items' closest common ancestor.
    func activate(on requestedOwner: View?) {
        guard let ancestor = enterActivation(on: requestedOwner) else { return }
        installInEngine(in: ancestor)
    }

    /// The first half of activating: the checks, then the constraint active, on its owner
    /// and in its items' reference lists. Returns the view it is evaluated in, or `nil` when
    /// refused (after a diagnostic) or already active.
    func enterActivation(on requestedOwner: View?, inBatch: Bool = false) -> Unmanaged<View>? {
        guard kind == .user else { return nil }
        if active { return nil }
        guard let (firstView, secondView) = validate() else { return nil }
        let ancestor: Unmanaged<View>
        if offsetOrigins != nil {
            guard let common = offsetAncestor(firstView, secondView, inBatch: inBatch) else { return nil }
            ancestor = common
        } else if let secondView {
            guard let common = View.closestCommonAncestor(firstView, secondView) else {
                if inBatch {
                    // Checked again at its turn: code run before it may join the two trees.
                    batchTurnPending = true
                    return nil
                }
                LayoutDiagnostics.emit(
                    .noCommonAncestor,
                    "\(self) relates \(firstView.takeUnretainedValue().layoutDescription) and \(secondView.takeUnretainedValue().layoutDescription), which have no common ancestor; add them to the same view hierarchy first",
                    [self])
                return nil
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
            return nil
        }
        // A tree whose constraints wait for its engine (a survivor, see
        // ``View/awaitsEngineInstall``) gets it first: those constraints go in before this one,
        // as they would have had they been installed at once (made active first, this one
        // would go in among them, in the tree's order, and be installed twice). The checks are
        // made again after: the getters of intrinsic sizes read then may move views.
        let root = ancestor._withUnsafeGuaranteedRef { $0.rootLink }
        if root._withUnsafeGuaranteedRef({ $0.awaitsEngineInstall && $0.engineLink == nil }) {
            root.takeUnretainedValue().installAwaitedConstraints()
            return enterActivation(on: requestedOwner, inBatch: inBatch)
        }
        active = true
        if inBatch { batchTurnPending = true }
        if let requestedOwner {
            requestedOwner.appendOwnedConstraint(self)
        } else {
            ancestor._withUnsafeGuaranteedRef { $0.appendOwnedConstraint(self) }
        }
        firstView._withUnsafeGuaranteedRef { $0.addReference(self, slot: 0) }
        secondView?._withUnsafeGuaranteedRef { $0.addReference(self, slot: 1) }
        if let origins = offsetOrigins {
            let (firstOrigin, secondOrigin) = origins.views
            firstOrigin?.addReference(self, slot: 2)
            secondOrigin?.addReference(self, slot: 3)
        }
        return ancestor
    }

    /// Whether a side's attribute can be measured from `origin` (``LayoutAttribute/notAnAttribute``:
    /// a plain side): two positions on one axis. The typed anchors make no other pair, but a
    /// dimension's item can be given to ``init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)``
    /// with another attribute.
    private static func measurable(_ attribute: LayoutAttribute, from origin: LayoutAttribute) -> Bool {
        guard origin != .notAnAttribute else { return true }
        return !attribute.isDimension && !origin.isDimension && attribute.axis != nil && attribute.axis == origin.axis
    }

    /// The closest common ancestor of the views a constraint between distances relates: its
    /// items' and those of the anchors its sides are measured from (validated present).
    /// `nil`, after a diagnostic (or flagged for its turn in a batch), when there is none.
    @inline(never)
    private func offsetAncestor(_ firstView: Unmanaged<View>, _ secondView: Unmanaged<View>?, inBatch: Bool) -> Unmanaged<View>? {
        let (firstOrigin, secondOrigin) = offsetOrigins?.views ?? (nil, nil)
        var common: Unmanaged<View>? = firstView
        for view in [secondView, firstOrigin.map(Unmanaged.passUnretained), secondOrigin.map(Unmanaged.passUnretained)] {
            guard let view, let reached = common else { continue }
            common = View.closestCommonAncestor(reached, view)
        }
        if let common { return common }
        if inBatch {
            // Checked again at its turn: code run before it may join the trees.
            batchTurnPending = true
            return nil
        }
        LayoutDiagnostics.emit(
            .noCommonAncestor,
            "\(self) relates views that have no common ancestor; add them to the same view hierarchy first", [self])
        return nil
    }

    /// The first pass of a batch for this constraint: what the second pass does at its turn.
    func enterBatch(on owner: View?) -> BatchEntry {
        if let ancestor = enterActivation(on: owner, inBatch: true) { return .install(ancestor) }
        // Not active, and flagged: its items had no common ancestor (an active one, listed
        // twice, keeps its flag for its first turn).
        if !active && batchTurnPending {
            batchTurnPending = false
            return .retry
        }
        return .skip
    }

    /// A move took this constraint's views apart before its turn in a batch had come: it is
    /// made inactive again without a diagnostic, and activated afresh at its turn (one by
    /// one, it would not have been active during the move).
    func withdrawFromBatch() {
        guard active else { return }
        deactivateNow()
        batchTurnPending = true  // deactivating cleared it
    }

    /// The second half: into the engine of the ancestor's tree (unless, between the halves,
    /// the constraint was deactivated, or a move of its views installed it already).
    func installInEngine(in ancestor: Unmanaged<View>) {
        // `ancestorLink` is set and cleared with `engine`, and reads without a retain.
        guard active, ancestorLink == nil else { return }
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
        batchTurnPending = false
        engine?.uninstall(self)
        engine = nil
        ancestor = nil
        active = false
        owner?.removeOwnedConstraint(self)
        if let firstItem, let view = hierarchyView(of: firstItem) { view.removeReference(self, slot: 0) }
        if let secondItem, let view = hierarchyView(of: secondItem) { view.removeReference(self, slot: 1) }
        if let (firstOrigin, secondOrigin) = offsetOrigins?.views {
            firstOrigin?.removeReference(self, slot: 2)
            secondOrigin?.removeReference(self, slot: 3)
        }
    }

    /// The view in whose coordinate space the constraint is evaluated: its items' closest
    /// common ancestor (the first item's view without a second item, or when they share
    /// none); `nil` once the first item is gone.
    var spaceView: View? {
        let (first, second) = itemViews
        guard let first else { return nil }
        guard offsetOrigins != nil else { return second.flatMap { first.closestCommonSuperview(with: $0) } ?? first }
        var common = first
        for view in allItemViews.dropFirst() {
            guard let reached = common.closestCommonSuperview(with: view) else { return first }
            common = reached
        }
        return common
    }

    /// Every view the constraint relates, its items' first (duplicates kept): with
    /// ``itemViews``, the views of the anchors its sides are measured from.
    var allItemViews: [View] {
        let (first, second) = itemViews
        let (firstOrigin, secondOrigin) = offsetOrigins?.views ?? (nil, nil)
        return [first, second, firstOrigin, secondOrigin].compactMap { $0 }
    }

    /// The views of the constraint's items (valid while it is active).
    var itemViews: (View?, View?) {
        (firstView ?? firstGuide?.owningView ?? firstForeign.flatMap(hierarchyView(of:)),
         secondView ?? secondGuide?.owningView ?? secondForeign.flatMap(hierarchyView(of:)))
    }
}
