extension View {
    /// The insets of the margin attributes (`leftMargin`, `topMargin` ...) from the view's
    /// edges: 8 on each side by default, as UIKit's. Changing them updates the constants of the
    /// active constraints on the margin attributes in place.
    ///
    /// Leading and trailing margins are the left and right ones (left-to-right layout).
    public var layoutMargins: EdgeInsets {
        get { storedLayoutMargins ?? View.defaultLayoutMargins }
        set {
            guard newValue != layoutMargins else { return }
            storedLayoutMargins = newValue
            if !references.isEmpty, let engine = engineStorageOfTree {
                engine.refreshConstants(of: references)
            }
        }
    }

    /// UIKit's default margins: 8 on each side.
    static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
}
