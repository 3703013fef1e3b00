extension View {
    /// The insets of the margin attributes (`leftMargin`, `topMargin` ...) and of
    /// ``layoutMarginsGuide`` from the view's edges: 8 on each side by default, as UIKit's.
    ///
    /// Reading it gives the effective margins, as UIKit does: the margins set (directly or
    /// through ``directionalLayoutMargins``), plus the ``safeAreaInsets`` when
    /// ``insetsLayoutMarginsFromSafeArea`` is `true` (the default), each side then raised to
    /// the superview's margin where ``preservesSuperviewLayoutMargins`` is `true` and the view
    /// reaches into it. Setting it sets the view's own margins (so with a safe area, the value
    /// read back includes it). Changes update the constants of the active constraints on the
    /// margins in place.
    public var layoutMargins: EdgeInsets {
        get {
            // A view that preserves its superview's margins reads them, and so on up a run of
            // such views: computed down the run in a loop (a call per level overflowed the
            // stack on a 20 000-deep chain of preserving views).
            guard preservesSuperviewLayoutMarginsStorage, superviewReference != nil else {
                return computeLayoutMargins(safeArea: safeAreaInsets, superviewMargins: nil)
            }
            return marginsDownPreservingRun()
        }
        set {
            let changed = newValue != ownLayoutMargins
            storedLayoutMargins = newValue
            storedDirectionalLayoutMargins = nil
            if changed { marginsSettingsDidChange() }
        }
    }

    /// The layout margins with leading and trailing in place of left and right, as UIKit's:
    /// leading is the left margin left-to-right and the right one right-to-left
    /// (``effectiveUserInterfaceLayoutDirection``). Margins set this way keep following the
    /// direction when it changes; margins set through ``layoutMargins`` stay left and right.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { directional(layoutMargins) }
        set {
            guard storedDirectionalLayoutMargins != newValue else { return }
            storedDirectionalLayoutMargins = newValue
            storedLayoutMargins = nil
            marginsSettingsDidChange()
        }
    }

    /// Whether the view's margins extend to its superview's where the view reaches into them
    /// (default `false`, as UIKit's): each side of ``layoutMargins`` is at least the distance
    /// from that edge of the view to the superview's margin line.
    public var preservesSuperviewLayoutMargins: Bool {
        get { preservesSuperviewLayoutMarginsStorage }
        set {
            guard newValue != preservesSuperviewLayoutMarginsStorage else { return }
            preservesSuperviewLayoutMarginsStorage = newValue
            marginsSettingsDidChange()
        }
    }

    /// Whether the margins are measured from the safe area rather than from the bounds
    /// (default `true`, as UIKit's): the effective margins add the ``safeAreaInsets``.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { insetsLayoutMarginsFromSafeAreaStorage }
        set {
            guard newValue != insetsLayoutMarginsFromSafeAreaStorage else { return }
            insetsLayoutMarginsFromSafeAreaStorage = newValue
            marginsSettingsDidChange()
        }
    }

    /// UIKit's default margins: 8 on each side.
    static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The margins set on the view, left and right resolved for its layout direction.
    var ownLayoutMargins: EdgeInsets {
        if let d = storedDirectionalLayoutMargins {
            return isRightToLeft
                ? EdgeInsets(top: d.top, left: d.trailing, bottom: d.bottom, right: d.leading)
                : EdgeInsets(top: d.top, left: d.leading, bottom: d.bottom, right: d.trailing)
        }
        return storedLayoutMargins ?? View.defaultLayoutMargins
    }

    /// `insets` with leading and trailing for the view's layout direction.
    func directional(_ insets: EdgeInsets) -> DirectionalEdgeInsets {
        isRightToLeft
            ? DirectionalEdgeInsets(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
            : DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    /// The effective margins given the view's safe area insets and (when known) its
    /// superview's effective margins (computed when `nil` and needed).
    func computeLayoutMargins(safeArea: EdgeInsets, superviewMargins: EdgeInsets?) -> EdgeInsets {
        var m = ownLayoutMargins
        if insetsLayoutMarginsFromSafeAreaStorage {
            m.top += safeArea.top
            m.left += safeArea.left
            m.bottom += safeArea.bottom
            m.right += safeArea.right
        }
        if preservesSuperviewLayoutMarginsStorage, let parent = superview {
            let pm = superviewMargins ?? parent.layoutMargins
            let line = parent.bounds.inset(by: pm)
            let f = storedFrame
            m.left = Swift.max(m.left, Swift.min(f.width, line.minX - f.minX))
            m.right = Swift.max(m.right, Swift.min(f.width, f.maxX - line.maxX))
            m.top = Swift.max(m.top, Swift.min(f.height, line.minY - f.minY))
            m.bottom = Swift.max(m.bottom, Swift.min(f.height, f.maxY - line.maxY))
        }
        return m
    }

    /// ``layoutMargins`` of a view that preserves its superview's margins: the run of views
    /// above it that preserve theirs is listed up to the first that does not (or the root),
    /// whose margins read no superview's; then the safe area insets and the margins are worked
    /// out down the run, each view's from its superview's, with the same steps as the getters
    /// (``safeAreaInsets`` walks up to its nearest source once, for the top of the run).
    ///
    /// - Complexity: O(*d*) for *d* levels to the top of the run and from there to the
    ///   nearest safe area source; no call per level.
    private func marginsDownPreservingRun() -> EdgeInsets {
        var run: [View] = []
        var current: View? = self
        while let view = current {
            run.append(view)
            guard view.preservesSuperviewLayoutMarginsStorage, let parent = view.superview else { break }
            current = parent
        }
        var index = run.count - 1
        let top = run[index]
        var insets = top.safeAreaInsets
        var margins = top.computeLayoutMargins(safeArea: insets, superviewMargins: nil)
        while index > 0 {
            let parent = run[index]
            index -= 1
            let view = run[index]
            // As `safeAreaInsets` gives it: a source's own, else the part of its superview's
            // that overlaps it, plus its additional insets.
            if let stored = view.storedSafeAreaInsets {
                insets = view.adding(stored)
            } else {
                insets = view.adding(view.inheritedSafeAreaInsets(parent: parent, parentInsets: insets))
            }
            margins = view.computeLayoutMargins(safeArea: insets, superviewMargins: margins)
        }
        return margins
    }

    /// The margins settings changed: refresh the constraints that read them and have the
    /// next environment pass look at the views that may preserve them.
    func marginsSettingsDidChange() {
        rootView.environmentNeedsUpdate = true
        needsLayoutFlag = true
        if !references.isEmpty, let engine = engineStorageOfTree {
            engine.refreshConstants(of: references)
        }
    }
}
