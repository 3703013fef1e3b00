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
}
