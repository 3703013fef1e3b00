/// A reference to a view or layout guide that does not keep it alive and reads `nil` once the
/// item is gone, as a `weak` reference does, but without being one.
///
/// A weak reference gives its object a side table, after which every retain and release of
/// that object takes the runtime's slower path; the DSL refers to every view it constrains,
/// and the engine retains those views all through activation and layout. The item owns its
/// reference (made on first use) and clears it in its `deinit`.
///
/// For the layers built on the engine (the Masonry DSL); like views, not thread-safe.
@_spi(LayoutInternals)
public final class ItemReference {
    @exclusivity(unchecked) var viewLink: Unmanaged<View>?
    @exclusivity(unchecked) var guideLink: Unmanaged<LayoutGuide>?
    /// Storage for the layer above, about this item (the DSL keeps its record of the item's
    /// installed constraints here, with no table to look it up in). Released when the item
    /// is freed.
    public var layerData: AnyObject? {
        get { layerDataStorage }
        set { layerDataStorage = newValue }
    }
    // Stored apart: another module reading a public stored property of a class checks
    // exclusivity at run time, on every DSL install.
    @exclusivity(unchecked) var layerDataStorage: AnyObject?

    init(view: View) { viewLink = Unmanaged.passUnretained(view) }
    init(guide: LayoutGuide) { guideLink = Unmanaged.passUnretained(guide) }

    /// The view, until it is freed (`nil` for a guide's reference).
    public var view: View? { viewLink?.takeUnretainedValue() }
    /// The guide, until it is freed (`nil` for a view's reference).
    public var guide: LayoutGuide? { guideLink?.takeUnretainedValue() }
    /// The view or the guide, until it is freed.
    public var item: (any LayoutItem)? {
        if let view = viewLink { return view.takeUnretainedValue() }
        return guideLink?.takeUnretainedValue()
    }

    /// The reference of a view or a guide; `nil` for items of other types.
    public static func to(_ item: any LayoutItem) -> ItemReference? {
        if let view = item as? View { return view.itemReference }
        if let guide = item as? LayoutGuide { return guide.itemReference }
        return nil
    }
}

extension View {
    /// The view's ``ItemReference`` (made on first use).
    @_spi(LayoutInternals)
    public var itemReference: ItemReference {
        if let itemReferenceStorage { return itemReferenceStorage }
        let made = ItemReference(view: self)
        itemReferenceStorage = made
        return made
    }
}

extension LayoutGuide {
    /// The guide's ``ItemReference`` (made on first use).
    @_spi(LayoutInternals)
    public var itemReference: ItemReference {
        if let itemReferenceStorage { return itemReferenceStorage }
        let made = ItemReference(guide: self)
        itemReferenceStorage = made
        return made
    }
}
