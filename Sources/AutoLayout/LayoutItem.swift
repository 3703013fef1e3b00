/// Something a ``LayoutConstraint`` can relate: a ``View`` or a ``LayoutGuide``.
///
/// Items are class-bound, so `constraint.firstItem === view` works. The engine knows how to
/// place the items this module defines; a constraint on an item of another type is refused
/// with a ``LayoutDiagnostic``.
public protocol LayoutItem: AnyObject {
    /// The name printed in descriptions and diagnostics (Masonry's `mas_key`), or `nil`
    /// for a short identity.
    var name: String? { get }
}

extension LayoutItem {
    /// `View:red` (the item's type and its name), or `View:0x…` when it has no name, as
    /// Masonry's debug descriptions print items.
    var layoutDescription: String {
        let type = String(describing: Swift.type(of: self))
        if let name { return "\(type):\(name)" }
        return "\(type):\(shortIdentity(self))"
    }
}

/// `0x…`: the object's address, as `%p` prints it.
func shortIdentity(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}

/// The view an item belongs to in the hierarchy: the view itself, or a layout guide's owning
/// view. `nil` for an item the engine does not know (or a guide not added to a view).
@inline(__always)
func hierarchyView(of item: any LayoutItem) -> View? {
    if let view = item as? View { return view }
    return (item as? LayoutGuide)?.owningView
}
