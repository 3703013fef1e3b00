import Foundation

// A dimension measured between two anchors (`anchorWithOffset(to:)`).
//
// `a.anchorWithOffset(to: b)` is the distance from `a` to `b`: `b - a`, positive when `b`
// lies after `a` (right of it, below it, or further in the reading direction for leading
// and trailing). A constraint made from such a dimension relates up to four items: each
// side is its target item's attribute (the constraint's `firstItem`/`firstAttribute`, or
// `secondItem`/`secondAttribute`) minus the attribute of the anchor it is measured from, kept
// beside the constraint (``OffsetOrigins``). The engine reads the extra items as it reads
// the two usual ones: they count for the closest common ancestor, they list the constraint
// among their references (so that removing or moving one deactivates it), their paths are
// placed, their baselines may be redirected, and their margins refreshed.

/// The anchors the sides of a constraint made from ``LayoutDimension``s of
/// `anchorWithOffset(to:)` are measured from. Held weakly, as the items are.
final class OffsetOrigins {
    /// The item the first side is measured from (`nil` for a plain first side, or once freed).
    weak var firstItem: (any LayoutItem)?
    /// Its attribute; ``LayoutAttribute/notAnAttribute`` for a plain first side.
    var firstAttribute = LayoutAttribute.notAnAttribute
    /// The item the second side is measured from.
    weak var secondItem: (any LayoutItem)?
    /// Its attribute; ``LayoutAttribute/notAnAttribute`` for a plain (or no) second side.
    var secondAttribute = LayoutAttribute.notAnAttribute
    /// The indices in the `references` of the two origin views (as
    /// ``LayoutConstraint/referenceSlots`` for the items).
    var referenceSlots: (Int32, Int32) = (-1, -1)

    /// The first origin as an anchor's origin (`nil` for a plain side, or once freed).
    var firstOrigin: OffsetOrigin? {
        guard firstAttribute != .notAnAttribute, let firstItem else { return nil }
        return OffsetOrigin(item: firstItem, attribute: firstAttribute)
    }
    /// The second origin as an anchor's origin.
    var secondOrigin: OffsetOrigin? {
        guard secondAttribute != .notAnAttribute, let secondItem else { return nil }
        return OffsetOrigin(item: secondItem, attribute: secondAttribute)
    }

    /// The view each origin item belongs to in the hierarchy (the guide's owner for a guide).
    var views: (View?, View?) {
        (firstItem.flatMap(hierarchyView(of:)), secondItem.flatMap(hierarchyView(of:)))
    }
}

/// The anchor a side is measured from.
struct OffsetOrigin {
    let item: any LayoutItem
    let attribute: LayoutAttribute
}

/// The item of a dimension made by `anchorWithOffset(to:)`: the two anchors it is measured
/// between. The anchor's own attribute is the target's. A constraint made from the anchor
/// takes the pair apart as it is made (``LayoutConstraint/setItems(_:_:)``): the target
/// becomes its item and the origin goes beside it (``OffsetOrigins``), so that neither the
/// anchors nor the constraints of plain attributes carry anything more.
final class OffsetPair: LayoutItem {
    let target: any LayoutItem
    let origin: OffsetOrigin
    let targetAttribute: LayoutAttribute

    init(target: any LayoutItem, _ targetAttribute: LayoutAttribute, origin: OffsetOrigin) {
        self.target = target
        self.targetAttribute = targetAttribute
        self.origin = origin
    }

    var name: String? { description }

    /// `item` itself for a plain side, else the pair of it and `origin`.
    static func pair(_ item: any LayoutItem, _ attribute: LayoutAttribute, _ origin: OffsetOrigin?) -> any LayoutItem {
        guard let origin else { return item }
        return OffsetPair(target: item, attribute, origin: origin)
    }

    /// `(View:b.left - View:a.right)`.
    var description: String {
        "(\(target.layoutDescription).\(targetAttribute) - \(origin.item.layoutDescription).\(origin.attribute))"
    }
}

extension LayoutXAxisAnchor {
    /// The horizontal distance from this anchor to `otherAnchor`, as a dimension, as
    /// `NSLayoutXAxisAnchor.anchorWithOffset(to:)`: `otherAnchor - self`, positive when
    /// `otherAnchor` lies after this one (to the right for left, right and centerX; further
    /// in the reading direction for leading and trailing).
    ///
    /// Relate it to a constant, a size or another such dimension, with the
    /// ``LayoutDimension`` methods: `a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    /// .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor))` spaces
    /// three views evenly. The constraint's ``LayoutConstraint/firstItem`` and
    /// ``LayoutConstraint/firstAttribute`` are `otherAnchor`'s; the anchor it is measured
    /// from is kept beside them (``LayoutConstraint/firstAnchor`` is the dimension itself).
    /// The dimension's own ``LayoutAnchor/item`` stands for the pair of anchors (its
    /// ``LayoutAnchor/attribute`` is `otherAnchor`'s). Leading and trailing cannot be mixed
    /// with left and right in one constraint (refused when it is activated, as any such pair).
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(
            item: OffsetPair(target: otherAnchor.item, otherAnchor.attribute, origin: OffsetOrigin(item: item, attribute: attribute)),
            attribute: otherAnchor.attribute)
    }
}

extension LayoutYAxisAnchor {
    /// The vertical distance from this anchor to `otherAnchor`, as a dimension, as
    /// `NSLayoutYAxisAnchor.anchorWithOffset(to:)`: `otherAnchor - self`, positive when
    /// `otherAnchor` lies below this one. Baselines are read as in any constraint (through
    /// ``View/forFirstBaselineLayout`` and ``View/forLastBaselineLayout``).
    ///
    /// Relate it to a constant, a size or another such dimension, with the
    /// ``LayoutDimension`` methods: `title.lastBaselineAnchor.anchorWithOffset(to:
    /// body.firstBaselineAnchor).constraint(equalToConstant: 24)` sets the distance between
    /// two baselines.
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(
            item: OffsetPair(target: otherAnchor.item, otherAnchor.attribute, origin: OffsetOrigin(item: item, attribute: attribute)),
            attribute: otherAnchor.attribute)
    }
}

extension LayoutConstraint {
    /// The index in a view's `references` of the entry for `slot`: 0 and 1 for the first and
    /// second items, 2 and 3 for the anchors the sides are measured from.
    func referenceSlot(_ slot: Int) -> Int32 {
        switch slot {
        case 0: return referenceSlots.0
        case 1: return referenceSlots.1
        case 2: return offsetOrigins?.referenceSlots.0 ?? -1
        default: return offsetOrigins?.referenceSlots.1 ?? -1
        }
    }

    /// Sets the index of `slot`'s entry (see ``referenceSlot(_:)``).
    @inline(__always)
    func setReferenceSlot(_ slot: Int, _ index: Int32) {
        switch slot {
        case 0: referenceSlots.0 = index
        case 1: referenceSlots.1 = index
        case 2: offsetOrigins?.referenceSlots.0 = index
        default: offsetOrigins?.referenceSlots.1 = index
        }
    }
}

extension LayoutConstraint {
    /// The anchor the first (or second) side is measured from, for a side made from a
    /// dimension of `anchorWithOffset(to:)`; `nil` for a plain side (or once its item is
    /// freed). For the layers above (pictures draw such a side from this anchor to the
    /// side's own).
    @_spi(LayoutInternals)
    public func offsetOrigin(isSecond: Bool) -> (item: any LayoutItem, attribute: LayoutAttribute)? {
        guard let origin = isSecond ? offsetOrigins?.secondOrigin : offsetOrigins?.firstOrigin else { return nil }
        return (origin.item, origin.attribute)
    }
}
