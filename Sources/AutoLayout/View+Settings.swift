/// The settings of a view that most views never change: its margins, safe-area insets,
/// layout direction, layout guides and background color.
///
/// They live in an object of their own, made when one of them is first set, so that a view
/// that keeps the defaults is about 220 bytes smaller (a screen of a thousand views writes and
/// reads a fifth less memory for its views). Reading one of them from a view without this
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
    @exclusivity(unchecked) var safeAreaLayoutGuide: LayoutGuide?
    @exclusivity(unchecked) var backgroundColor: Color?
}

extension View {
    /// The view's settings object, made on first use.
    var settings: ViewSettings {
        if let settingsStorage { return settingsStorage }
        let made = ViewSettings()
        settingsStorage = made
        return made
    }

    /// The layout margins when set (UIKit's default otherwise).
    var storedLayoutMargins: EdgeInsets? {
        get { settingsStorage?.layoutMargins }
        set {
            if newValue == nil && settingsStorage == nil { return }
            settings.layoutMargins = newValue
        }
    }

    /// The directional layout margins when they were set last (they then win over
    /// ``storedLayoutMargins`` and follow the layout direction).
    var storedDirectionalLayoutMargins: DirectionalEdgeInsets? {
        get { settingsStorage?.directionalLayoutMargins }
        set {
            if newValue == nil && settingsStorage == nil { return }
            settings.directionalLayoutMargins = newValue
        }
    }

    /// The safe area insets set on this view (a root's, given by its "window").
    var storedSafeAreaInsets: EdgeInsets? {
        get { settingsStorage?.safeAreaInsets }
        set {
            if newValue == nil && settingsStorage == nil { return }
            settings.safeAreaInsets = newValue
        }
    }

    /// The insets this view adds to its own safe area (``additionalSafeAreaInsets``).
    var additionalSafeAreaInsetsStorage: EdgeInsets {
        get { settingsStorage?.additionalSafeAreaInsets ?? .zero }
        set {
            if newValue == .zero && settingsStorage == nil { return }
            settings.additionalSafeAreaInsets = newValue
        }
    }

    var preservesSuperviewLayoutMarginsStorage: Bool {
        get { settingsStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            if !newValue && settingsStorage == nil { return }
            settings.preservesSuperviewLayoutMargins = newValue
        }
    }

    var insetsLayoutMarginsFromSafeAreaStorage: Bool {
        get { settingsStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            if newValue && settingsStorage == nil { return }
            settings.insetsLayoutMarginsFromSafeArea = newValue
        }
    }

    var semanticContentAttributeStorage: SemanticContentAttribute {
        get { settingsStorage?.semanticContentAttribute ?? .unspecified }
        set {
            if newValue == .unspecified && settingsStorage == nil { return }
            settings.semanticContentAttribute = newValue
        }
    }

    /// The background color (informative only; nothing is drawn).
    public var backgroundColor: Color? {
        get { settingsStorage?.backgroundColor }
        set {
            if newValue == nil && settingsStorage == nil { return }
            settings.backgroundColor = newValue
        }
    }
}
