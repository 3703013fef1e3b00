import Synchronization

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
    @_spi(LayoutInternals) public var layoutDescription: String {
        let type = typeName(of: self)
        if let name { return "\(type):\(name)" }
        return "\(type):\(shortIdentity(self))"
    }
}

/// The names of the item types described so far: `String(describing:)` of a type looks for
/// conformances first, which cost more than the rest of a description (and descriptions are
/// made for every view of a trace, and for every constraint a diagnostic names).
private let typeNames = Mutex<[ObjectIdentifier: String]>([:])

/// `String(describing: type(of: item))`, remembered per type.
func typeName(of item: AnyObject) -> String {
    let type: any AnyObject.Type = Swift.type(of: item)
    let key = ObjectIdentifier(type)
    if let known = typeNames.withLock({ $0[key] }) { return known }
    let name = String(describing: type)
    typeNames.withLock { $0[key] = name }
    return name
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
///
/// The list is threaded through the constraints themselves (each has a pair of links per
/// item, ``LayoutConstraint/firstNaming`` and ``LayoutConstraint/secondNaming``), so that
/// registering or unregistering is O(1) and never allocates: an array per item grew through
/// two or three reallocations on a typical screen and cost more than the rest of making the
/// constraint.
protocol ConstraintItemRegistry: AnyObject {
    /// The most recently registered entry, or `nil`.
    var namingHead: NamingEntry? { get set }
}

/// One entry of an item's list: a constraint, and which of its items the entry stands for
/// (a constraint relating a view to itself is in that view's list twice).
struct NamingEntry {
    let constraint: Unmanaged<LayoutConstraint>
    let isSecond: Bool

    /// The entry's neighbours, stored in the constraint.
    var links: NamingLinks {
        get { constraint._withUnsafeGuaranteedRef { isSecond ? $0.secondNaming : $0.firstNaming } }
        nonmutating set {
            constraint._withUnsafeGuaranteedRef {
                if isSecond { $0.secondNaming = newValue } else { $0.firstNaming = newValue }
            }
        }
    }
}

/// A constraint's neighbours in one item's list.
struct NamingLinks {
    var previous: NamingEntry?
    var next: NamingEntry?
}

extension ConstraintItemRegistry {
    /// Registers `constraint` as naming this item as its first or second item.
    ///
    /// Complexity: O(1).
    func registerNaming(_ constraint: LayoutConstraint, isSecond: Bool) {
        let entry = NamingEntry(constraint: Unmanaged.passUnretained(constraint), isSecond: isSecond)
        entry.links = NamingLinks(previous: nil, next: namingHead)
        namingHead?.links.previous = entry
        namingHead = entry
    }

    /// Unregisters the entry of `constraint` for its first or second item, which is this one.
    ///
    /// Complexity: O(1).
    func unregisterNaming(_ constraint: LayoutConstraint, isSecond: Bool) {
        let entry = NamingEntry(constraint: Unmanaged.passUnretained(constraint), isSecond: isSecond)
        let links = entry.links
        if let previous = links.previous {
            previous.links.next = links.next
        } else if namingHead?.constraint.toOpaque() == entry.constraint.toOpaque() && namingHead?.isSecond == isSecond {
            namingHead = links.next
        } else {
            return  // not in this item's list
        }
        links.next?.links.previous = links.previous
        entry.links = NamingLinks()
    }

    /// Every constraint that names this item, most recent first (once per side that names
    /// it). For tests and diagnostics: O(n).
    var namingConstraints: [Unmanaged<LayoutConstraint>] {
        var found: [Unmanaged<LayoutConstraint>] = []
        var entry = namingHead
        while let current = entry {
            found.append(current.constraint)
            entry = current.links.next
        }
        return found
    }

    /// In `deinit`: the constraints that name this item forget it.
    func clearNamingConstraints() {
        var entry = namingHead
        namingHead = nil
        while let current = entry {
            entry = current.links.next
            current.links = NamingLinks()
            current.constraint._withUnsafeGuaranteedRef { $0.itemWillGoAway(isSecond: current.isSecond) }
        }
    }
}
