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
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
}

/// The view an item belongs to in the hierarchy: the view itself, or a layout guide's owning
/// view. `nil` for an item the engine does not know (or a guide not added to a view).
@inline(__always)
func hierarchyView(of item: any LayoutItem) -> View? {
    if let view = item as? View { return view }
    return (item as? LayoutGuide)?.owningView
}

/// A view or guide: it keeps (unretained) the constraints that name it, so that it can clear
/// their references to it when it goes away (see ``LayoutConstraint/firstView``).
protocol ConstraintItemRegistry: AnyObject {
    var namingConstraints: [Unmanaged<LayoutConstraint>] { get set }
}

extension ConstraintItemRegistry {
    /// Registers `constraint`; returns its slot.
    func registerNaming(_ constraint: LayoutConstraint) -> Int {
        // A typical item is named by a handful of constraints: room for them at once, not
        // four reallocations on the way.
        if namingConstraints.isEmpty { namingConstraints.reserveCapacity(6) }
        namingConstraints.append(Unmanaged.passUnretained(constraint))
        return namingConstraints.count - 1
    }

    /// Unregisters `constraint` from `slot` (moving the last registration there).
    func unregisterNaming(_ constraint: LayoutConstraint, slot: Int) {
        guard slot >= 0, slot < namingConstraints.count,
              namingConstraints[slot].toOpaque() == Unmanaged.passUnretained(constraint).toOpaque() else { return }
        let last = namingConstraints.count - 1
        if slot != last {
            let moved = namingConstraints[last]
            namingConstraints[slot] = moved
            let other = moved.takeUnretainedValue()
            if other.itemSlots.0 == last && (other.firstView === self || other.firstGuide === self) {
                other.itemSlots.0 = slot
            } else {
                other.itemSlots.1 = slot
            }
        }
        namingConstraints.removeLast()
    }

    /// In `deinit`: the constraints that name this item forget it.
    func clearNamingConstraints() {
        let registered = namingConstraints
        namingConstraints = []
        for constraint in registered { constraint.takeUnretainedValue().itemWillGoAway(self) }
    }
}
