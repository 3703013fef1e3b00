@_spi(LayoutInternals) import AutoLayout
import Foundation

/// A reference to an installed DSL layout constraint that does not keep it alive (through
/// its ``LayoutConstraintLink``, not a `weak` reference).
struct WeakLayoutConstraint {
    let link: LayoutConstraintLink

    init(value: MasonryLayoutConstraint) { link = value.link }

    /// The layout constraint, until it is freed.
    var value: MasonryLayoutConstraint? { link.constraint }
}

/// The DSL layout constraints installed with one item as their first item.
final class RegistryEntry {
    /// The item (not retained: a freed item's entry is swept later).
    var item: (any LayoutItem)? { storedItem.item }
    private let storedItem: UnretainedItem
    /// Its installed DSL layout constraints, in install order (with freed or deactivated
    /// ones dropped when next read).
    @exclusivity(unchecked) var constraints: [WeakLayoutConstraint] = []

    init(item: any LayoutItem) {
        storedItem = UnretainedItem(item)
        // A view usually gets several (its edges and size): one allocation, not four.
        constraints.reserveCapacity(8)
    }
}

/// Which DSL layout constraints each item (view or layout guide) is the first item of, so
/// that `installedConstraints`, `remakeConstraints` and `updateConstraints` look at the
/// item's own DSL constraints instead of scanning the constraints of the item's view and
/// every ancestor.
///
/// A view's or guide's entry lives on the item itself (its ``ItemReference``'s `layerData`):
/// no lookup, no lock, and it goes with the item. Like the item, it belongs to the item's
/// thread. Items of other types have entries in a table that view trees on different
/// threads share, so one lock guards it, and entries of freed items are swept as it grows.
/// Entries refer to constraints through their links; uninstalling a constraint removes it.
final class InstalledRegistry: @unchecked Sendable {
    /// The registry of the process.
    static let shared = InstalledRegistry()

    private let lock = NSLock()
    @exclusivity(unchecked) private var entries: [ObjectIdentifier: RegistryEntry] = [:]
    @exclusivity(unchecked) private var sweepThreshold = 256

    /// The entry of a view or guide, kept on its reference; made when `create` is set.
    @inline(__always)
    private func entry(on reference: ItemReference, for item: any LayoutItem, create: Bool) -> RegistryEntry? {
        if let stored = reference.layerData as? RegistryEntry { return stored }
        guard create else { return nil }
        let made = RegistryEntry(item: item)
        reference.layerData = made
        return made
    }

    /// The live table entry of `item`, made when `create` is set and it has none (or when
    /// the one under its identifier belonged to a freed item). Call with the lock held.
    private func tableEntry(for item: any LayoutItem, create: Bool) -> RegistryEntry? {
        let key = ObjectIdentifier(item)
        if let existing = entries[key], existing.item === item { return existing }
        guard create else { return nil }
        let made = RegistryEntry(item: item)
        entries[key] = made
        if entries.count > sweepThreshold { sweep() }
        return made
    }

    /// Drops the entries of freed items. Call with the lock held.
    private func sweep() {
        entries = entries.filter { $0.value.item != nil }
        sweepThreshold = Swift.max(256, entries.count * 2)
    }

    /// Runs `body` with the entry of `item` (`reference`: its ``ItemReference``, when the
    /// caller has it), under the lock when the entry is in the shared table.
    private func withEntry<R>(
        for item: any LayoutItem, reference: ItemReference?, create: Bool, _ body: (RegistryEntry?) -> R
    ) -> R {
        if let reference = reference ?? ItemReference.to(item) {
            return body(entry(on: reference, for: item, create: create))
        }
        lock.lock()
        defer { lock.unlock() }
        return body(tableEntry(for: item, create: create))
    }

    /// Records that `constraint` is installed with `item` as its first item.
    func register(_ constraint: MasonryLayoutConstraint, for item: any LayoutItem, reference: ItemReference? = nil) {
        // Still listed when it went out with a view removed from its superview (the engine,
        // not `uninstall`, took it out): installed again, it moves to the end, its place in
        // the install order (the last similar one is the one `updateConstraints` changes).
        if constraint.isRegistered { unregister(constraint, for: item, reference: reference) }
        constraint.isRegistered = true
        withEntry(for: item, reference: reference, create: true) { entry in
            entry?.constraints.append(WeakLayoutConstraint(value: constraint))
        }
    }

    /// Records that `constraint` is no longer installed.
    func unregister(_ constraint: MasonryLayoutConstraint, for item: any LayoutItem, reference: ItemReference? = nil) {
        guard constraint.isRegistered else { return }
        constraint.isRegistered = false
        withEntry(for: item, reference: reference, create: false) { entry in
            guard let entry else { return }
            if let index = entry.constraints.lastIndex(where: { $0.value === constraint }) {
                entry.constraints.remove(at: index)
            }
        }
    }

    /// The installed (active) DSL layout constraints with `item` as their first item, in
    /// install order.
    func installed(for item: any LayoutItem, reference: ItemReference? = nil) -> [MasonryLayoutConstraint] {
        withEntry(for: item, reference: reference, create: false) { entry in
            guard let entry else { return [] }
            var found: [MasonryLayoutConstraint] = []
            found.reserveCapacity(entry.constraints.count)
            var stale = false
            for reference in entry.constraints {
                if let constraint = reference.value, constraint.isActive {
                    found.append(constraint)
                } else {
                    reference.value?.isRegistered = false
                    stale = true
                }
            }
            if stale { entry.constraints = found.map { WeakLayoutConstraint(value: $0) } }
            return found
        }
    }
}
