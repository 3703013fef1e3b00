/// The settings of a view that most views never change: its tag, visibility, margins,
/// safe-area insets, layout direction, layout guides, content priorities and background
/// color, and the rare constraints that read its baseline for an ancestor.
///
/// They live in an object of their own, made when one of them is first set, so that a view
/// that keeps the defaults is about 270 bytes smaller (a screen of a thousand views writes and
/// reads a third less memory for its views). Reading one of them from a view without this
/// object gives the default.
final class ViewSettings {
    /// The layout margins when set (UIKit's default otherwise).
    @exclusivity(unchecked) var layoutMargins: EdgeInsets?
    /// The directional layout margins when they were set last (they then win over
    /// ``layoutMargins`` and follow the layout direction).
    @exclusivity(unchecked) var directionalLayoutMargins: DirectionalEdgeInsets?
    /// The safe area insets set on the view (a root's, given by its "window").
    @exclusivity(unchecked) var safeAreaInsets: EdgeInsets?
    /// The insets the view adds to its own safe area.
    @exclusivity(unchecked) var additionalSafeAreaInsets: EdgeInsets = .zero
    @exclusivity(unchecked) var preservesSuperviewLayoutMargins = false
    @exclusivity(unchecked) var insetsLayoutMarginsFromSafeArea = true
    @exclusivity(unchecked) var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// The layout guides added with `addLayoutGuide(_:)`.
    @exclusivity(unchecked) var layoutGuides: [LayoutGuide] = []
    @exclusivity(unchecked) var layoutMarginsGuide: LayoutGuide?
    /// Made by the first read of ``View/readableContentGuide`` (also listed in ``layoutGuides``).
    @exclusivity(unchecked) var readableContentGuide: LayoutGuide?
    /// The intrinsic size that is not finite last reported (see `readIntrinsicContentSize()`):
    /// reported once, not at every read while it stays so.
    @exclusivity(unchecked) var reportedNonFiniteIntrinsicSize: String?
    /// The view's alignment rectangle insets as the engine last read them, when not zero
    /// (see ``View/readAlignmentInsets()``).
    @exclusivity(unchecked) var alignmentInsetsRead: EdgeInsets?
    @exclusivity(unchecked) var safeAreaLayoutGuide: LayoutGuide?
    @exclusivity(unchecked) var backgroundColor: Color?
    @exclusivity(unchecked) var tag = 0
    @exclusivity(unchecked) var isHidden = false
    @exclusivity(unchecked) var alpha: CGFloat = 1
    /// `nil` until set: the class's default (see ``View/takesTouchesByDefault``).
    @exclusivity(unchecked) var isUserInteractionEnabled: Bool?
    /// `nil` until set: the class's default (see ``View/clipsByDefault``).
    @exclusivity(unchecked) var clipsToBounds: Bool?
    /// On a root, while a ``View/hitTest(_:with:)`` runs in its tree: the depth of the view
    /// the outermost call was made on.
    @exclusivity(unchecked) var hitTestEntryDepth: Int?
    /// Content hugging and compression resistance priorities (horizontal, vertical).
    @exclusivity(unchecked) var huggingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    @exclusivity(unchecked) var compressionPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)
    /// See ``View/baselineDependents``.
    @exclusivity(unchecked) var baselineDependents: [LayoutConstraint] = []
}

extension View {
    /// The view's settings object, made on first use.
    var settings: ViewSettings {
        if let settingsStorage { return settingsStorage }
        let made = ViewSettings()
        settingsStorage = made
        return made
    }

    /// Sets one setting, without making the settings object for a value equal to the default
    /// (which is what a view without it reads).
    private func set<Value: Equatable>(_ setting: ReferenceWritableKeyPath<ViewSettings, Value>, to value: Value, default: Value) {
        if value == `default` && settingsStorage == nil { return }
        settings[keyPath: setting] = value
    }

    /// The layout margins when set (UIKit's default otherwise).
    var storedLayoutMargins: EdgeInsets? {
        get { settingsStorage?.layoutMargins }
        set { set(\.layoutMargins, to: newValue, default: nil) }
    }

    /// The directional layout margins when they were set last (they then win over
    /// ``storedLayoutMargins`` and follow the layout direction).
    var storedDirectionalLayoutMargins: DirectionalEdgeInsets? {
        get { settingsStorage?.directionalLayoutMargins }
        set { set(\.directionalLayoutMargins, to: newValue, default: nil) }
    }

    /// The safe area insets set on this view (a root's, given by its "window").
    var storedSafeAreaInsets: EdgeInsets? {
        get { settingsStorage?.safeAreaInsets }
        set { set(\.safeAreaInsets, to: newValue, default: nil) }
    }

    /// The insets this view adds to its own safe area (``additionalSafeAreaInsets``).
    var additionalSafeAreaInsetsStorage: EdgeInsets {
        get { settingsStorage?.additionalSafeAreaInsets ?? .zero }
        set { set(\.additionalSafeAreaInsets, to: newValue, default: .zero) }
    }

    var preservesSuperviewLayoutMarginsStorage: Bool {
        get { settingsStorage?.preservesSuperviewLayoutMargins ?? false }
        set { set(\.preservesSuperviewLayoutMargins, to: newValue, default: false) }
    }

    var insetsLayoutMarginsFromSafeAreaStorage: Bool {
        get { settingsStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set { set(\.insetsLayoutMarginsFromSafeArea, to: newValue, default: true) }
    }

    var semanticContentAttributeStorage: SemanticContentAttribute {
        get { settingsStorage?.semanticContentAttribute ?? .unspecified }
        set { set(\.semanticContentAttribute, to: newValue, default: .unspecified) }
    }

    /// The background color (informative only; nothing is drawn).
    public var backgroundColor: Color? {
        get { settingsStorage?.backgroundColor }
        set { set(\.backgroundColor, to: newValue, default: nil) }
    }

    /// A number that identifies the view to ``viewWithTag(_:)``, as `UIView.tag` (0 by default).
    public var tag: Int {
        get { settingsStorage?.tag ?? 0 }
        set { set(\.tag, to: newValue, default: 0) }
    }

    /// Whether the view and its subviews are hidden, as `UIView.isHidden` (`false` by default).
    ///
    /// As in UIKit, a hidden view still takes part in layout: its constraints hold and it gets
    /// a frame (a ``StackView`` closes up around a hidden arranged view, giving it no length).
    /// Only the pictures (`MasonryRender`) leave it and its subviews out.
    public var isHidden: Bool {
        get { settingsStorage?.isHidden ?? false }
        set {
            let wasHidden = isHidden
            set(\.isHidden, to: newValue, default: false)
            if wasHidden != newValue { superview?.subviewVisibilityDidChange(self) }
        }
    }

    /// The view's opacity from 0 to 1, as `UIView.alpha` (1 by default). It takes no part in
    /// layout; the pictures draw the view and its subviews with it.
    public var alpha: CGFloat {
        get { settingsStorage?.alpha ?? 1 }
        set { set(\.alpha, to: newValue, default: 1) }
    }

    /// Whether the view takes touches, as `UIView.isUserInteractionEnabled`: `true` by default,
    /// `false` for a ``Label`` or an ``ImageView`` (as UIKit's). A view that does not is left
    /// out of ``hitTest(_:with:)`` with its subviews; layout ignores it.
    public var isUserInteractionEnabled: Bool {
        get { settingsStorage?.isUserInteractionEnabled ?? takesTouchesByDefault }
        set {
            if newValue == takesTouchesByDefault && settingsStorage == nil { return }
            settings.isUserInteractionEnabled = newValue
        }
    }

    /// Whether the view's subviews are drawn only inside its bounds, as
    /// `UIView.clipsToBounds`: `false` by default, `true` for a ``ScrollView`` (as UIKit's).
    /// It takes no part in layout or hit testing; the pictures (`MasonryRender`) clip to it.
    public var clipsToBounds: Bool {
        get { settingsStorage?.clipsToBounds ?? clipsByDefault }
        set {
            if newValue == clipsByDefault && settingsStorage == nil { return }
            settings.clipsToBounds = newValue
        }
    }

    /// Content hugging priorities (horizontal, vertical).
    var huggingPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) {
        get { settingsStorage?.huggingPriorities ?? (.defaultLow, .defaultLow) }
        set { settings.huggingPriorities = newValue }
    }

    /// Compression resistance priorities (horizontal, vertical).
    var compressionPriorities: (horizontal: LayoutPriority, vertical: LayoutPriority) {
        get { settingsStorage?.compressionPriorities ?? (.defaultHigh, .defaultHigh) }
        set { settings.compressionPriorities = newValue }
    }

    /// The constraints in the solver that read this view's baseline for one of its ancestors
    /// (``forFirstBaselineLayout``): they use its variables without naming it, and must
    /// follow it when it moves or its baselines change. Entries are checked against the
    /// constraint's record (``LayoutConstraint/baselineViews``) when read: a root freed with
    /// its engine leaves them behind on a view that outlives it.
    var baselineDependents: [LayoutConstraint] {
        get { settingsStorage?.baselineDependents ?? [] }
        set {
            if newValue.isEmpty && settingsStorage == nil { return }
            settings.baselineDependents = newValue
        }
    }
}
