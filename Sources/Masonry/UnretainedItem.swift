@_spi(LayoutInternals) import AutoLayout

/// A view or layout item held without keeping it alive, reading `nil` once it is freed (as
/// Masonry's weak references do). Views and guides are held through their ``ItemReference``,
/// which spares them a weak reference's side table; items of other types weakly, in a box.
///
/// The weak reference lives in the box rather than here: a weak field makes every copy,
/// assignment and destruction of this struct a call into the runtime, even when it is `nil`,
/// and the DSL copies these for every attribute and constraint it makes.
struct UnretainedItem {
    /// The item's reference, for a view or a guide.
    let reference: ItemReference?
    private let other: WeakItemBox?

    init(_ item: (any LayoutItem)?) {
        guard let item else {
            reference = nil
            other = nil
            return
        }
        reference = ItemReference.to(item)
        other = reference == nil ? WeakItemBox(item) : nil
    }

    init(view: View?) {
        reference = view?.itemReference
        other = nil
    }

    /// The item, until it is freed.
    var item: (any LayoutItem)? {
        if let reference { return reference.item }
        return other?.item
    }

    /// The item as a view, until it is freed.
    var view: View? { reference?.view }

    /// The item as a layout guide, until it is freed.
    var guide: LayoutGuide? { reference?.guide }
}

/// A weak reference to an item of a type that has no ``ItemReference``.
final class WeakItemBox {
    weak var item: (any LayoutItem)?
    init(_ item: any LayoutItem) { self.item = item }
}
