import Foundation

extension View {
    /// The insets of the area of the view that bars, notches and rounded corners do not cover,
    /// as `UIView.safeAreaInsets`.
    ///
    /// A root's are set on it (what a window gets from the screen: the notch or the status bar
    /// at the top, the home indicator at the bottom, the sensor housing on a side in
    /// landscape). A subview's are the part of its superview's insets that overlaps it: the
    /// distance from each of its edges to the superview's safe area, clamped to 0 ... its size,
    /// computed from the frames of the last layout pass. Setting the insets on a subview makes
    /// it a source as a root is: its subtree sees the value set instead of the inherited one
    /// (UIKit's subviews cannot be set; its view controllers add `additionalSafeAreaInsets`).
    /// Either way the view's own ``additionalSafeAreaInsets`` are added on each side (so the
    /// value read back is the value set plus them).
    ///
    /// When they change, constraints on ``safeAreaLayoutGuide`` and on the margins follow and
    /// ``safeAreaInsetsDidChange()`` is called during the layout pass.
    public var safeAreaInsets: EdgeInsets {
        get {
            // Up to the nearest source, then down, each view seeing its parent's safe area.
            var chain: [View] = []
            var current: View? = self
            while let view = current {
                if view.storedSafeAreaInsets != nil { break }
                chain.append(view)
                current = view.superview
            }
            var insets = current.map { $0.adding($0.storedSafeAreaInsets ?? .zero) } ?? .zero
            var parent = current
            for view in chain.reversed() {
                insets = view.adding(parent.map { view.inheritedSafeAreaInsets(parent: $0, parentInsets: insets) } ?? .zero)
                parent = view
            }
            return insets
        }
        set {
            guard storedSafeAreaInsets != newValue else { return }
            storedSafeAreaInsets = newValue
            rootView.environmentNeedsUpdate = true
            needsLayoutFlag = true
            rootView.needsLayoutFlag = true
        }
    }

    /// Insets the view adds to its safe area, as `UIViewController.additionalSafeAreaInsets`
    /// adds to its view's (`.zero` by default): ``safeAreaInsets`` is the inherited (or set)
    /// insets plus these, on each side, and the subtree sees the sum (a toolbar drawn over the
    /// bottom of a screen, say). Changes take effect at the next layout pass, as changes of
    /// the safe area do, calling ``safeAreaInsetsDidChange()``.
    ///
    /// UIKit has no view controllers here: the property is the view's own.
    public var additionalSafeAreaInsets: EdgeInsets {
        get { additionalSafeAreaInsetsStorage }
        set {
            guard additionalSafeAreaInsetsStorage != newValue else { return }
            additionalSafeAreaInsetsStorage = newValue
            rootView.environmentNeedsUpdate = true
            needsLayoutFlag = true
            rootView.needsLayoutFlag = true
        }
    }

    /// `insets` plus the view's ``additionalSafeAreaInsets``.
    func adding(_ insets: EdgeInsets) -> EdgeInsets {
        let extra = additionalSafeAreaInsetsStorage
        if extra == .zero { return insets }
        return EdgeInsets(
            top: insets.top + extra.top, left: insets.left + extra.left,
            bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
    }

    /// The part of `parent`'s safe area insets (`parentInsets`) that overlaps this view.
    func inheritedSafeAreaInsets(parent: View, parentInsets: EdgeInsets) -> EdgeInsets {
        if parentInsets == .zero { return .zero }
        let safe = parent.bounds.inset(by: parentInsets)
        let f = storedFrame
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { Swift.max(0, Swift.min(limit, value)) }
        return EdgeInsets(
            top: clamp(safe.minY - f.minY, f.height),
            left: clamp(safe.minX - f.minX, f.width),
            bottom: clamp(f.maxY - safe.maxY, f.height),
            right: clamp(f.maxX - safe.maxX, f.width))
    }

    /// After a layout pass: recomputes every view's safe area insets and effective margins
    /// (top-down, each from its parent's), refreshes the constraints that read the ones that
    /// changed, calls ``safeAreaInsetsDidChange()`` and ``layoutMarginsDidChange()`` on them,
    /// and lets each view react to its settled frame (labels re-measure for their width).
    /// The layout pass repeats if this changed constraints.
    ///
    /// With `everything` false (after a solve, when no setting changed), only the views whose
    /// frames changed since the last pass are recomputed, with the subviews of those whose
    /// size, insets or margins changed (and so on down): the others would compute the values
    /// they have.
    func updateEnvironment(everything: Bool = true) {
        // The margins and insets of many views can move at once (a resized root's safe area):
        // their constraints' constants move together.
        if let engine = engineStorage {
            engine.changingConstantsTogether { settleEnvironment(everything: everything) }
        } else {
            settleEnvironment(everything: everything)
        }
    }

    private func settleEnvironment(everything: Bool) {
        if everything { environmentNeedsUpdate = false }
        let engine = engineStorage
        // Top-down: a view's superview is done before it, so its fresh insets and margins are
        // in its `last...` fields. The flag says whether the view must be recomputed because
        // its superview changed.
        var stack: [(View, Bool)] = [(self, everything)]
        while let (view, parentChanged) = stack.popLast() {
            let ownChanges = view.environmentChanges
            view.environmentChanges = 0
            view.environmentPath = false
            if !parentChanged && ownChanges == 0 {
                // Only on the way to changed views below.
                // Checked without retaining the subviews (the array holds them).
                for index in view.subviews.indices.reversed()
                where Unmanaged.passUnretained(view.subviews[index])._withUnsafeGuaranteedRef({ $0.environmentPath }) {
                    stack.append((view.subviews[index], false))
                }
                continue
            }
            let parent = view === self ? nil : view.superview
            let parentInsets = parent?.lastSafeAreaInsets ?? .zero
            let parentMargins = parent?.lastLayoutMargins
            let insets: EdgeInsets
            if let stored = view.storedSafeAreaInsets {
                insets = view.adding(stored)
            } else if let parent {
                insets = view.adding(view.inheritedSafeAreaInsets(parent: parent, parentInsets: parentInsets))
            } else {
                insets = view.adding(.zero)
            }
            let margins = view.computeLayoutMargins(safeArea: insets, superviewMargins: parentMargins)
            // Compared to the solver's rounding noise, not bit for bit: insets that follow a
            // frame placed by constraints that read them (a view held against its own safe
            // area) come back a few last bits apart on every pass, and such a loop can double
            // its noise each time; UIKit, rounding to its screen's pixels, never sees it.
            let insetsChanged = !view.lastSafeAreaInsets.isClose(to: insets)
            let marginsChanged = view.lastLayoutMargins.map { !$0.isClose(to: margins) } ?? false
            // The first time, margins that depend on frames (preserved, or from a safe area)
            // may differ from those the constraints were installed with.
            let firstLook = view.lastLayoutMargins == nil
                && (view.preservesSuperviewLayoutMarginsStorage || insets != .zero)
            // A constraint that read this view's margins or safe area since the last pass (see
            // `LayoutEngine.noteEnvironmentReads(of:)`) may hold values of another moment, even
            // when they end where this pass last saw them: its constant is checked again (only
            // those that differ reach the solver).
            let recheck = view.environmentReadsPending
            view.environmentReadsPending = false
            // Within the noise, the values the constraints were last refreshed with stay.
            if insetsChanged { view.lastSafeAreaInsets = insets }
            if marginsChanged || view.lastLayoutMargins == nil { view.lastLayoutMargins = margins }
            if recheck && !(insetsChanged || marginsChanged || firstLook), !view.references.isEmpty, let engine {
                engine.refreshConstants(of: view.references, notingReads: false)
            }
            if insetsChanged || marginsChanged || firstLook {
                if !view.references.isEmpty, let engine { engine.refreshConstants(of: view.references, notingReads: false) }
                view.needsLayoutFlag = true
                if insetsChanged { view.safeAreaInsetsDidChange() }
                if marginsChanged { view.layoutMarginsDidChange() }
            }
            view.frameDidSettle()
            let subviewsChanged = everything || insetsChanged || marginsChanged || firstLook || ownChanges & 2 != 0
            var index = view.subviews.count
            while index > 0 {
                index -= 1
                if subviewsChanged
                    || Unmanaged.passUnretained(view.subviews[index])._withUnsafeGuaranteedRef({ $0.environmentPath })
                {
                    stack.append((view.subviews[index], subviewsChanged))
                }
            }
        }
    }
}

extension View {
    /// The view's ``safeAreaInsets`` and ``layoutMargins``, given its superview's: the values
    /// the getters give, without their walk up the tree. For code that walks a tree from the
    /// top (pictures), where reading the getters on every view of a deep chain takes time
    /// quadratic in its depth.
    ///
    /// - Complexity: O(1).
    @_spi(LayoutInternals)
    public func safeAreaAndMargins(superviewInsets: EdgeInsets, superviewMargins: EdgeInsets)
        -> (safeArea: EdgeInsets, margins: EdgeInsets)
    {
        let insets: EdgeInsets
        if let stored = storedSafeAreaInsets {
            insets = adding(stored)
        } else if let parent = superview {
            insets = adding(inheritedSafeAreaInsets(parent: parent, parentInsets: superviewInsets))
        } else {
            insets = adding(.zero)
        }
        return (insets, computeLayoutMargins(safeArea: insets, superviewMargins: superviewMargins))
    }
}

extension CGFloat {
    /// Whether the value is within the solver's rounding noise of `other`: 1e-9 of the larger
    /// of the two, at least 1e-9. A value that is not finite is close only to itself. Values
    /// read back from solved frames (insets, margins, a label's wrapping width) are compared
    /// this way before they go into constraints again.
    func isWithinRoundingNoise(of other: CGFloat) -> Bool {
        self == other
            || (isFinite && other.isFinite && Swift.abs(self - other) <= 1e-9 * Swift.max(1, Swift.abs(self), Swift.abs(other)))
    }
}

extension EdgeInsets {
    /// Whether every side is within the solver's rounding noise of `other`'s
    /// (``CGFloat/isWithinRoundingNoise(of:)``).
    func isClose(to other: EdgeInsets) -> Bool {
        top.isWithinRoundingNoise(of: other.top) && left.isWithinRoundingNoise(of: other.left)
            && bottom.isWithinRoundingNoise(of: other.bottom) && right.isWithinRoundingNoise(of: other.right)
    }
}
