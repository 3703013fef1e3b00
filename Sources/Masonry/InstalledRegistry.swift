import AutoLayout
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

    init(item: any LayoutItem) { storedItem = UnretainedItem(item) }
}

/// Which DSL layout constraints each item (view or layout guide) is the first item of, so
/// that `installedConstraints`, `remakeConstraints` and `updateConstraints` look at the
/// item's own DSL constraints instead of scanning the constraints of the item's view and
/// every ancestor.
///
/// Entries reference items and constraints weakly; uninstalling a constraint removes it,
/// and entries of freed items are swept as the table grows. One lock guards the table, as
/// view trees on different threads share it.
final class InstalledRegistry: @unchecked Sendable {
    /// The registry of the process.
    static let shared = InstalledRegistry()

    private let lock = NSLock()
    @exclusivity(unchecked) private var entries: [ObjectIdentifier: RegistryEntry] = [:]
    @exclusivity(unchecked) private var sweepThreshold = 256
    /// The entry looked up last (consecutive calls are usually for the same item).
    @exclusivity(unchecked) private var lastKey: ObjectIdentifier?
    @exclusivity(unchecked) private var lastEntry: RegistryEntry?

    /// The live entry of `item`, made when it has none (or when the one under its
    /// identifier belonged to a freed item). Call with the lock held.
    private func entry(for item: any LayoutItem) -> RegistryEntry {
        let key = ObjectIdentifier(item)
        if key == lastKey, let lastEntry, lastEntry.item === item { return lastEntry }
        let found: RegistryEntry
        if let existing = entries[key], existing.item === item {
            found = existing
        } else {
            found = RegistryEntry(item: item)
            entries[key] = found
            if entries.count > sweepThreshold { sweep() }
        }
        lastKey = key
        lastEntry = found
        return found
    }

    /// Drops the entries of freed items. Call with the lock held.
    private func sweep() {
        entries = entries.filter { $0.value.item != nil }
        sweepThreshold = Swift.max(256, entries.count * 2)
    }

    /// Records that `constraint` is installed with `item` as its first item.
    func register(_ constraint: MasonryLayoutConstraint, for item: any LayoutItem) {
        lock.lock()
        defer { lock.unlock() }
        if constraint.isRegistered { return }
        constraint.isRegistered = true
        entry(for: item).constraints.append(WeakLayoutConstraint(value: constraint))
    }

    /// Records that `constraint` is no longer installed.
    func unregister(_ constraint: MasonryLayoutConstraint, for item: any LayoutItem) {
        lock.lock()
        defer { lock.unlock() }
        guard constraint.isRegistered else { return }
        constraint.isRegistered = false
        let key = ObjectIdentifier(item)
        guard let entry = entries[key], entry.item === item else { return }
        if let index = entry.constraints.lastIndex(where: { $0.value === constraint }) {
            entry.constraints.remove(at: index)
        }
    }

    /// The installed (active) DSL layout constraints with `item` as their first item, in
    /// install order.
    func installed(for item: any LayoutItem) -> [MasonryLayoutConstraint] {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(item)
        guard let entry = entries[key], entry.item === item else { return [] }
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
