import AutoLayout

// SnapKit's spellings of things the DSL already does, so that SnapKit habits carry over.

extension Constraint {
    /// The constraint itself, as SnapKit's `make.top.equalTo(10).constraint` returns the
    /// handle to keep.
    public var constraint: Constraint { self }

    /// Sets the debug key, as ``key(_:)`` (SnapKit's `labeled`).
    @discardableResult public func labeled(_ label: String) -> Constraint { key(label) }
}

extension LayoutPriority {
    /// 750: SnapKit's high priority (UIKit's `defaultHigh`).
    public static var high: LayoutPriority { .defaultHigh }
    /// 250: SnapKit's low priority (UIKit's `defaultLow`).
    public static var low: LayoutPriority { .defaultLow }
    /// The number, as SnapKit's `ConstraintPriority.value` (`rawValue`).
    public var value: Float { rawValue }
    /// The priority `amount` above this one (SnapKit's `advanced(by:)`: `.high.advanced(by: 1)`).
    public func advanced(by amount: Float) -> LayoutPriority { LayoutPriority(rawValue + amount) }
}

/// SnapKit's name for a priority.
public typealias ConstraintPriority = LayoutPriority
/// SnapKit's name for edge insets.
public typealias ConstraintInsets = EdgeInsets
/// SnapKit's name for directional edge insets.
public typealias ConstraintDirectionalInsets = DirectionalEdgeInsets
/// SnapKit's name for the views it constrains.
public typealias ConstraintView = View
/// SnapKit's name for layout guides.
public typealias ConstraintLayoutGuide = LayoutGuide

extension LayoutConstraint {
    /// The constraint's `identifier`, as SnapKit's `LayoutConstraint.label`.
    public var label: String? {
        get { identifier }
        set { identifier = newValue }
    }
}

extension ViewDSL {
    /// The view, as SnapKit's `snp.target`.
    public var target: AnyObject? { view }

    /// Sets the view's key (``key``), as SnapKit's `snp.setLabel(_:)`.
    public func setLabel(_ label: String?) { key = label }

    /// The view's key (``key``), as SnapKit's `snp.label()`.
    public func label() -> String? { key }

    /// The horizontal content hugging priority as a number (SnapKit's).
    public var contentHuggingHorizontalPriority: Float {
        get { view.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// The vertical content hugging priority as a number (SnapKit's).
    public var contentHuggingVerticalPriority: Float {
        get { view.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { view.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
    }

    /// The horizontal compression resistance priority as a number (SnapKit's).
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal) }
    }

    /// The vertical compression resistance priority as a number (SnapKit's).
    public var contentCompressionResistanceVerticalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical) }
    }
}

extension LayoutGuideDSL {
    /// The guide, as SnapKit's `snp.target`.
    public var target: AnyObject? { guide }
}
