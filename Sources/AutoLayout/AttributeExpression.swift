import Cassowary
import Foundation

// How an attribute of an item becomes a linear expression over the solver's variables.
//
// Every view has four variables: the origin and size of its frame in its superview's
// coordinates. An attribute is read in the coordinate space of the constraint's closest
// common ancestor, the ancestor seen through its bounds: the ancestor's own `left` is its
// bounds' minX (a constant) and its `right` that plus its width variable; another view's
// `left` is its x plus, for each view between it and the ancestor, that view's x minus its
// bounds' minX. This is the one function that margins, baselines, guides and right-to-left
// extend:
//
// - leading and trailing become left and right; when the effective layout direction of the
//   constraint's first item (its owning view's, for a guide) is right-to-left, the whole
//   constraint is read along a flipped x axis (`x' = -x`: `leading = -right`,
//   `trailing = -left`, `centerX = -centerX`), as in UIKit, so that `a.leading ==
//   b.trailing + 8` leaves 8 points between them in both directions, `a.leading ==
//   b.centerX` mirrors too, and the whole layout mirrors. One direction per constraint keeps
//   both sides in the same coordinates when the two items' directions differ;
// - a margin attribute is the plain attribute of the view's frame inset by its effective
//   layout margins (``View/layoutMargins``);
// - a baseline is `top + sizeFactor * height + offset` as the view says
//   (``View/baselineParts(first:)``: its bottom unless it says otherwise), read from the view
//   its ``View/forFirstBaselineLayout`` / ``View/forLastBaselineLayout`` names, the
//   constraint's record of it (`View+BaselineLayout.swift`);
// - the layout-margins guide and the safe-area guide are their owning view's rectangle inset
//   by its margins or safe-area insets (constants: no variables of their own);
// - a guide made with `LayoutGuide()` has four variables of its own, its frame in the owning
//   view's bounds coordinates, carried to the ancestor's space through the owning view.
//
// Constants that depend on margins, insets or baselines are refreshed in place when those
// change; a change of layout direction changes coefficients, so it reinstalls constraints.

/// A plain edge, center or dimension of a rectangle, after direction and margins are resolved.
enum ResolvedEdge {
    case left, right, centerX, width, top, bottom, centerY, height

    /// Left, right, top or bottom: an edge, not a center or a dimension.
    var isSide: Bool {
        switch self {
        case .left, .right, .top, .bottom: return true
        case .centerX, .width, .centerY, .height: return false
        }
    }
}

extension LayoutAttribute {
    /// The plain edge this attribute reads (leading/trailing mapped by `rightToLeft`) and
    /// whether it reads it inside the margins. Baselines answer `.bottom`.
    @inline(__always)
    func resolved(rightToLeft: Bool) -> (edge: ResolvedEdge, margins: Bool) {
        switch self {
        case .left: return (.left, false)
        case .right: return (.right, false)
        case .top: return (.top, false)
        case .bottom, .notAnAttribute, .firstBaseline, .lastBaseline: return (.bottom, false)
        case .leading: return (rightToLeft ? .right : .left, false)
        case .trailing: return (rightToLeft ? .left : .right, false)
        case .width: return (.width, false)
        case .height: return (.height, false)
        case .centerX: return (.centerX, false)
        case .centerY: return (.centerY, false)
        case .leftMargin: return (.left, true)
        case .rightMargin: return (.right, true)
        case .topMargin: return (.top, true)
        case .bottomMargin: return (.bottom, true)
        case .leadingMargin: return (rightToLeft ? .right : .left, true)
        case .trailingMargin: return (rightToLeft ? .left : .right, true)
        case .centerXWithinMargins: return (.centerX, true)
        case .centerYWithinMargins: return (.centerY, true)
        }
    }
}

extension LayoutEngine {
    /// Appends the terms of `first - multiplier * second` to `terms` and returns the constant
    /// part (without the constraint's own `constant`).
    func expression(of constraint: LayoutConstraint, in ancestor: View, terms: inout [Term]) -> Double {
        LayoutEngine.expression(of: constraint, in: ancestor, terms: &terms)
    }

    /// The same, with the baselines the constraint's record gives (its items' own when it is
    /// not in a solver).
    static func expression(of constraint: LayoutConstraint, in ancestor: View, terms: inout [Term]) -> Double {
        // The record is read only for a baseline: most constraints have none to read.
        expression(of: constraint, in: ancestor, baselineViews: constraint.readsBaseline ? constraint.baselineViews : nil, terms: &terms)
    }

    /// Appends the terms of `first - multiplier * second` to `terms` and returns the constant
    /// part (without the constraint's own `constant`). Needs no engine (fitting sizes use it).
    /// A baseline of a view item is read from the view `baselineViews` gives for that side,
    /// if any: the record the engine made as the constraint went in, or one resolved afresh.
    /// Inlined: it is most of adding a constraint to the engine besides the solver, and the
    /// call alone cost about 1% of a first layout when the compiler stopped inlining it.
    @inline(__always)
    static func expression(
        of constraint: LayoutConstraint, in ancestor: View, baselineViews: BaselineViews?, terms: inout [Term]
    ) -> Double {
        var constant = 0.0
        let flip = flipsHorizontalAxis(constraint)
        // The engine's own frame constraints (a mask's, a root's size) hold the frame itself.
        let alignment = constraint.kind == .user || constraint.kind == .contentSize
        if constraint.offsetOrigins != nil {
            appendOrigins(of: constraint, in: ancestor, baselineViews: baselineViews, flip: flip, terms: &terms, constant: &constant)
        }
        // Views first, without a cast (the usual case).
        if let link = constraint.firstViewLink {
            link._withUnsafeGuaranteedRef { view in
                append(constraint.firstAttribute, of: view, baselineView: baselineViews?.first, in: ancestor, times: 1, flip: flip,
                       alignment: alignment, terms: &terms, constant: &constant)
            }
        } else if let firstItem = constraint.firstItem {
            append(constraint.firstAttribute, of: firstItem, in: ancestor, times: 1, flip: flip, alignment: alignment,
                   terms: &terms, constant: &constant)
        } else {
            return 0
        }
        guard constraint.secondAttribute != .notAnAttribute else { return constant }
        if let link = constraint.secondViewLink {
            let k = -Double(constraint.multiplier)
            link._withUnsafeGuaranteedRef { view in
                append(constraint.secondAttribute, of: view, baselineView: baselineViews?.second, in: ancestor, times: k, flip: flip,
                       alignment: alignment, terms: &terms, constant: &constant)
            }
        } else if let secondItem = constraint.secondItem {
            append(
                constraint.secondAttribute, of: secondItem, in: ancestor, times: -Double(constraint.multiplier), flip: flip,
                alignment: alignment, terms: &terms, constant: &constant)
        }
        return constant
    }

    /// The terms of the anchors a constraint's sides are measured from
    /// (`anchorWithOffset(to:)`): each side is its item's attribute minus its origin's, so
    /// `-origin` on the first side and `+multiplier * origin` on the second.
    @inline(never)
    static func appendOrigins(
        of constraint: LayoutConstraint, in ancestor: View, baselineViews: BaselineViews?, flip: Bool,
        terms: inout [Term], constant: inout Double
    ) {
        guard let origins = constraint.offsetOrigins else { return }
        if origins.firstAttribute != .notAnAttribute, let item = origins.firstItem {
            appendOrigin(origins.firstAttribute, of: item, baselineView: baselineViews?.firstOrigin, in: ancestor, times: -1,
                         flip: flip, terms: &terms, constant: &constant)
        }
        if constraint.secondAttribute != .notAnAttribute, origins.secondAttribute != .notAnAttribute, let item = origins.secondItem {
            appendOrigin(origins.secondAttribute, of: item, baselineView: baselineViews?.secondOrigin, in: ancestor,
                         times: Double(constraint.multiplier), flip: flip, terms: &terms, constant: &constant)
        }
    }

    private static func appendOrigin(
        _ attribute: LayoutAttribute, of item: any LayoutItem, baselineView: Unmanaged<View>?, in ancestor: View, times k: Double,
        flip: Bool, terms: inout [Term], constant: inout Double
    ) {
        if let view = item as? View {
            append(attribute, of: view, baselineView: baselineView, in: ancestor, times: k, flip: flip, terms: &terms, constant: &constant)
        } else {
            append(attribute, of: item, in: ancestor, times: k, flip: flip, terms: &terms, constant: &constant)
        }
    }

    /// Whether the constraint is read along a flipped x axis: it names leading or trailing
    /// and its first item's layout direction is right-to-left. One direction per constraint,
    /// so that both sides are in the same coordinates (`a.leading == b.centerX + 8` puts a's
    /// right edge 8 points left of b's center in right-to-left, whatever b's own direction).
    @inline(__always)
    static func flipsHorizontalAxis(_ constraint: LayoutConstraint) -> Bool {
        guard constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
            || (constraint.offsetOrigins != nil && measuresFromDirectionalAnchor(constraint))
        else { return false }
        return firstItemIsRightToLeft(constraint)
    }

    /// Whether a side is measured from leading or trailing (`anchorWithOffset(to:)`): the
    /// constraint is then read along the flipped axis too, as `b.centerX == a.leading + 20` is.
    @inline(never)
    static func measuresFromDirectionalAnchor(_ constraint: LayoutConstraint) -> Bool {
        guard let origins = constraint.offsetOrigins else { return false }
        return origins.firstAttribute.isDirectional || origins.secondAttribute.isDirectional
    }

    /// The effective layout direction of the constraint's first item (its owning view's,
    /// for a guide) is right-to-left.
    @inline(never)
    static func firstItemIsRightToLeft(_ constraint: LayoutConstraint) -> Bool {
        if let link = constraint.firstViewLink { return link._withUnsafeGuaranteedRef { $0.isRightToLeft } }
        if let owner = constraint.firstGuide?.owningView { return owner.isRightToLeft }
        return constraint.firstItem.flatMap(hierarchyView(of:))?.isRightToLeft ?? false
    }

    /// Appends `k * attribute(view)`, in `ancestor`'s coordinate space (along the flipped x
    /// axis, `x' = -x`, for a horizontal position when `flip` is set). A baseline is that of
    /// `baselineView` when given (a descendant of `view` that stands for its baseline). An
    /// edge, center or dimension is the alignment rectangle's when `alignment` is set (see
    /// ``View/alignmentRectInsets``), the frame's otherwise; margins and baselines are always
    /// read from the frame.
    @inline(__always)
    static func append(
        _ attribute: LayoutAttribute, of view: View, baselineView: Unmanaged<View>? = nil, in ancestor: View, times k: Double,
        flip: Bool, alignment: Bool = true, terms: inout [Term], constant: inout Double
    ) {
        if attribute.isBaseline {
            appendBaseline(attribute, of: view, baselineView: baselineView, in: ancestor, times: k, terms: &terms, constant: &constant)
            return
        }
        let flipped = flip && attribute.isHorizontalPosition
        let (edge, margins) = attribute.resolved(rightToLeft: flipped)
        // The usual case first, with zero insets spelled out so that the edge's arithmetic
        // folds away: no margins, alignment insets known to be zero, not a scroll view.
        if !margins && (!alignment || view.alignmentInsetsState == 1) && !view.scrollsContent {
            appendRect(of: view, edge, insets: .zero, in: ancestor, times: flipped ? -k : k, terms: &terms, constant: &constant)
            return
        }
        appendUnusual(edge, margins: margins, of: view, in: ancestor, times: flipped ? -k : k, alignment: alignment,
                      terms: &terms, constant: &constant)
    }

    /// `k * ` a baseline of `view` (of `baselineView` when given), as
    /// ``View/baselineParts(first:)`` describes it. Out of line: baselines are rare, and the
    /// edge reader stays small enough to inline.
    @inline(never)
    static func appendBaseline(
        _ attribute: LayoutAttribute, of view: View, baselineView: Unmanaged<View>?, in ancestor: View, times k: Double,
        terms: inout [Term], constant: inout Double
    ) {
        let source = baselineView?.takeUnretainedValue() ?? view
        let (sizeFactor, offset) = source.baselineParts(first: attribute == .firstBaseline)
        if source === ancestor && source.scrollsContent {
            // A scroll view's own baseline, read by its content, is measured in its content
            // area, as its bottom is.
            appendContentArea(of: source, .top, insets: .zero, in: ancestor, times: k, terms: &terms, constant: &constant)
            constant += k * offset
            if sizeFactor != 0 {
                appendContentArea(of: source, .height, insets: .zero, in: ancestor, times: k * sizeFactor,
                                  terms: &terms, constant: &constant)
            }
            return
        }
        appendEdge(of: source, horizontal: false, sizeFactor: sizeFactor, offset: offset, in: ancestor, times: k,
                   terms: &terms, constant: &constant)
    }

    /// The rest of ``append(_:of:baselineView:in:times:flip:alignment:terms:constant:)``:
    /// margins, alignment insets not yet known to be zero, and scroll views.
    @inline(never)
    static func appendUnusual(
        _ edge: ResolvedEdge, margins: Bool, of view: View, in ancestor: View, times k: Double, alignment: Bool,
        terms: inout [Term], constant: inout Double
    ) {
        // A scroll view's edges and margins, read by a constraint with its content (it is the
        // ancestor), are its content area's; its size and centers stay its frame's.
        if view === ancestor && view.scrollsContent && edge.isSide {
            appendContentArea(of: view, edge, insets: margins ? view.layoutMargins : .zero, in: ancestor, times: k,
                              terms: &terms, constant: &constant)
            return
        }
        let insets = margins ? view.layoutMargins : alignment ? view.readAlignmentInsets() : .zero
        appendRect(of: view, edge, insets: insets, in: ancestor, times: k, terms: &terms, constant: &constant)
    }

    /// Appends `k * attribute(item)`, in `ancestor`'s coordinate space.
    static func append(
        _ attribute: LayoutAttribute, of item: any LayoutItem, in ancestor: View, times k: Double, flip: Bool,
        alignment: Bool = true, terms: inout [Term], constant: inout Double
    ) {
        if let view = item as? View {
            append(attribute, of: view, in: ancestor, times: k, flip: flip, alignment: alignment, terms: &terms, constant: &constant)
            return
        }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView else { return }
        let flipped = flip && attribute.isHorizontalPosition
        let edge = attribute.resolved(rightToLeft: flipped).edge
        let k = flipped ? -k : k
        switch guide.kind {
        case .layoutMargins:
            // A scroll view's margins guide, read by its content, is its content area inset by
            // the margins (the edges its margin attributes give, and the rectangle between).
            if owner === ancestor && owner.scrollsContent {
                appendContentArea(of: owner, edge, insets: owner.layoutMargins, in: ancestor, times: k,
                                  terms: &terms, constant: &constant)
                return
            }
            appendRect(of: owner, edge, insets: owner.layoutMargins, in: ancestor, times: k, terms: &terms, constant: &constant)
        case .safeArea:
            appendRect(of: owner, edge, insets: owner.safeAreaInsets, in: ancestor, times: k, terms: &terms, constant: &constant)
        case .user:
            appendGuide(guide, owner: owner, edge, in: ancestor, times: k, terms: &terms, constant: &constant)
        case .scrollContent:
            appendContentArea(of: owner, edge, insets: .zero, in: ancestor, times: k, terms: &terms, constant: &constant)
        case .scrollFrame:
            appendRect(of: owner, edge, insets: .zero, in: ancestor, times: k, terms: &terms, constant: &constant)
        }
    }

    /// `k * edge` of a scroll view's content area inset by `insets`: its origin is the
    /// content's origin (0 in the scroll view's bounds space, wherever it is scrolled), its
    /// size the content guide's two variables.
    static func appendContentArea(
        of owner: View, _ edge: ResolvedEdge, insets: EdgeInsets, in ancestor: View, times k: Double,
        terms: inout [Term], constant: inout Double
    ) {
        guard let scrollView = owner as? ScrollView else { return }
        scrollView.noteContentAreaRead()
        let content = scrollView.contentLayoutGuide.layoutVariables
        let l = Double(insets.left), r = Double(insets.right), t = Double(insets.top), b = Double(insets.bottom)
        let horizontal: Bool
        switch edge {
        case .left: horizontal = true; constant += k * l
        case .right: horizontal = true; terms.append(Term(content.width, k)); constant -= k * r
        case .centerX: horizontal = true; terms.append(Term(content.width, k * 0.5)); constant += k * (l - r) / 2
        case .width: horizontal = true; terms.append(Term(content.width, k)); constant -= k * (l + r)
        case .top: horizontal = false; constant += k * t
        case .bottom: horizontal = false; terms.append(Term(content.height, k)); constant -= k * b
        case .centerY: horizontal = false; terms.append(Term(content.height, k * 0.5)); constant += k * (t - b) / 2
        case .height: horizontal = false; terms.append(Term(content.height, k)); constant -= k * (t + b)
        }
        // From the scroll view's bounds space to the ancestor's: the content moves with the
        // scroll offset (nothing to add when the scroll view is the ancestor, or for a size).
        if owner !== ancestor && edge != .width && edge != .height {
            appendOrigin(of: owner, horizontal: horizontal, in: ancestor, times: k, terms: &terms, constant: &constant)
            constant -= k * Double(horizontal ? owner.boundsOrigin.x : owner.boundsOrigin.y)
        }
    }

    /// `k * edge` of `view`'s frame inset by `insets`.
    static func appendRect(
        of view: View, _ edge: ResolvedEdge, insets: EdgeInsets, in ancestor: View, times k: Double,
        terms: inout [Term], constant: inout Double
    ) {
        let l = Double(insets.left), r = Double(insets.right), t = Double(insets.top), b = Double(insets.bottom)
        switch edge {
        case .width:
            view.unretainedLayoutVariables._withUnsafeGuaranteedRef { terms.append(Term($0.width, k)) }
            constant -= k * (l + r)
        case .height:
            view.unretainedLayoutVariables._withUnsafeGuaranteedRef { terms.append(Term($0.height, k)) }
            constant -= k * (t + b)
        case .left:
            appendEdge(of: view, horizontal: true, sizeFactor: 0, offset: l, in: ancestor, times: k, terms: &terms, constant: &constant)
        case .right:
            appendEdge(of: view, horizontal: true, sizeFactor: 1, offset: -r, in: ancestor, times: k, terms: &terms, constant: &constant)
        case .centerX:
            appendEdge(of: view, horizontal: true, sizeFactor: 0.5, offset: (l - r) / 2, in: ancestor, times: k,
                       terms: &terms, constant: &constant)
        case .top:
            appendEdge(of: view, horizontal: false, sizeFactor: 0, offset: t, in: ancestor, times: k, terms: &terms, constant: &constant)
        case .bottom:
            appendEdge(of: view, horizontal: false, sizeFactor: 1, offset: -b, in: ancestor, times: k, terms: &terms, constant: &constant)
        case .centerY:
            appendEdge(of: view, horizontal: false, sizeFactor: 0.5, offset: (t - b) / 2, in: ancestor, times: k,
                       terms: &terms, constant: &constant)
        }
    }

    /// `k * (origin + sizeFactor * size + offset)` of `view`'s frame along one axis.
    static func appendEdge(
        of view: View, horizontal: Bool, sizeFactor: Double, offset: Double, in ancestor: View, times k: Double,
        terms: inout [Term], constant: inout Double
    ) {
        appendOrigin(of: view, horizontal: horizontal, in: ancestor, times: k, terms: &terms, constant: &constant)
        constant += k * offset
        if sizeFactor != 0 {
            view.unretainedLayoutVariables._withUnsafeGuaranteedRef {
                terms.append(Term(horizontal ? $0.width : $0.height, k * sizeFactor))
            }
        }
    }

    /// `k *` the origin of `view`'s frame in `ancestor`'s space (its bounds origin when it is
    /// the ancestor).
    static func appendOrigin(
        of view: View, horizontal: Bool, in ancestor: View, times k: Double, terms: inout [Term], constant: inout Double
    ) {
        if view === ancestor {
            constant += k * Double(horizontal ? view.boundsOrigin.x : view.boundsOrigin.y)
            return
        }
        view.unretainedLayoutVariables._withUnsafeGuaranteedRef { terms.append(Term(horizontal ? $0.x : $0.y, k)) }
        // Up to the ancestor through unretained links: the tree holds every view on the way,
        // and a retain and release per step is most of this walk's cost otherwise.
        let stop = Unmanaged.passUnretained(ancestor).toOpaque()
        var link = view.superviewReference
        while let current = link, current.toOpaque() != stop {
            link = current._withUnsafeGuaranteedRef { intermediate in
                intermediate.unretainedLayoutVariables._withUnsafeGuaranteedRef { terms.append(Term(horizontal ? $0.x : $0.y, k)) }
                constant -= k * Double(horizontal ? intermediate.boundsOrigin.x : intermediate.boundsOrigin.y)
                return intermediate.superviewReference
            }
        }
    }

    /// `k * edge` of a guide with variables of its own (its frame in `owner`'s bounds space).
    static func appendGuide(
        _ guide: LayoutGuide, owner: View, _ edge: ResolvedEdge, in ancestor: View, times k: Double,
        terms: inout [Term], constant: inout Double
    ) {
        let g = guide.layoutVariables
        let horizontal: Bool
        switch edge {
        case .width:
            terms.append(Term(g.width, k))
            return
        case .height:
            terms.append(Term(g.height, k))
            return
        case .left: horizontal = true; terms.append(Term(g.x, k))
        case .right: horizontal = true; terms.append(Term(g.x, k)); terms.append(Term(g.width, k))
        case .centerX: horizontal = true; terms.append(Term(g.x, k)); terms.append(Term(g.width, k * 0.5))
        case .top: horizontal = false; terms.append(Term(g.y, k))
        case .bottom: horizontal = false; terms.append(Term(g.y, k)); terms.append(Term(g.height, k))
        case .centerY: horizontal = false; terms.append(Term(g.y, k)); terms.append(Term(g.height, k * 0.5))
        }
        // From the owner's bounds space to the ancestor's: the owner's origin there minus its
        // bounds origin (nothing when the owner is the ancestor).
        if owner !== ancestor {
            appendOrigin(of: owner, horizontal: horizontal, in: ancestor, times: k, terms: &terms, constant: &constant)
            constant -= k * Double(horizontal ? owner.boundsOrigin.x : owner.boundsOrigin.y)
        }
    }
}
