@_spi(LayoutInternals) import AutoLayout

/// A view or layout item held without keeping it alive, reading `nil` once it is freed (as
/// Masonry's weak references do). Views and guides are held through their ``ItemReference``,
/// which spares them a weak reference's side table; items of other types weakly.
struct UnretainedItem {
    /// The item's reference, for a view or a guide.
    let reference: ItemReference?
    private weak var other: (any LayoutItem)?

    init(_ item: (any LayoutItem)?) {
        guard let item else {
            reference = nil
            return
        }
        reference = ItemReference.to(item)
        if reference == nil { other = item }
    }

    init(view: View?) {
        reference = view?.itemReference
    }

    /// The item, until it is freed.
    var item: (any LayoutItem)? {
        if let reference { return reference.item }
        return other
    }

    /// The item as a view, until it is freed.
    var view: View? { reference?.view }

    /// The item as a layout guide, until it is freed.
    var guide: LayoutGuide? { reference?.guide }
}
