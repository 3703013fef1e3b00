import AutoLayout

extension Array where Element: View {
    /// The Masonry additions of an array of views (Masonry's `NSArray+MASAdditions`):
    /// `[view1, view2].mas.makeConstraints { make in ... }`.
    public var mas: ArrayDSL { ArrayDSL(views: self) }
}

/// The Masonry additions of an array of views, reached through `views.mas`.
public struct ArrayDSL {
    /// The views, in order.
    public let views: [View]

    /// The additions of `views`.
    public init(views: [View]) { self.views = views }

    /// Runs `closure` once per view with its own maker (``ViewDSL/makeConstraints(_:)``) and
    /// returns every constraint made.
    @discardableResult public func makeConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        views.flatMap { $0.mas.makeConstraints(closure) }
    }

    /// Runs ``ViewDSL/updateConstraints(_:)`` on each view.
    @discardableResult public func updateConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        views.flatMap { $0.mas.updateConstraints(closure) }
    }

    /// Runs ``ViewDSL/remakeConstraints(_:)`` on each view.
    @discardableResult public func remakeConstraints(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        views.flatMap { $0.mas.remakeConstraints(closure) }
    }

    /// The closest view that every view is or descends from (Masonry's
    /// `mas_commonSuperviewOfViews`), `nil` when there is none.
    func commonSuperview() -> View? {
        guard var common = views.first else { return nil }
        for view in views.dropFirst() {
            guard let next = view.closestCommonSuperview(with: common) else { return nil }
            common = next
        }
        return common
    }
}
