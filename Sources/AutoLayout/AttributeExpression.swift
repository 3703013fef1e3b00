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
// extend.

extension LayoutEngine {
    /// Appends the terms of `first - multiplier * second` to `terms` and returns the constant
    /// part (without the constraint's own `constant`).
    func expression(of constraint: LayoutConstraint, in ancestor: View, terms: inout [Term]) -> Double {
        var constant = 0.0
        guard let firstItem = constraint.firstItem else { return 0 }
        append(constraint.firstAttribute, of: firstItem, in: ancestor, times: 1, terms: &terms, constant: &constant)
        if let secondItem = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            append(
                constraint.secondAttribute, of: secondItem, in: ancestor, times: -Double(constraint.multiplier),
                terms: &terms, constant: &constant)
        }
        return constant
    }

    /// Appends `k * attribute(item)`, in `ancestor`'s coordinate space.
    func append(
        _ attribute: LayoutAttribute, of item: any LayoutItem, in ancestor: View, times k: Double,
        terms: inout [Term], constant: inout Double
    ) {
        guard let view = item as? View else { return }
        let variables = view.layoutVariables
        let horizontal = attribute.axis == .horizontal
        if attribute == .width {
            terms.append(Term(variables.width, k))
            return
        }
        if attribute == .height {
            terms.append(Term(variables.height, k))
            return
        }
        let (sizeFactor, offset) = positionParts(of: attribute, of: view)
        if view === ancestor {
            constant += k * (Double(horizontal ? view.boundsOrigin.x : view.boundsOrigin.y) + offset)
        } else {
            terms.append(Term(horizontal ? variables.x : variables.y, k))
            var current = view.superview
            while let intermediate = current, intermediate !== ancestor {
                let v = intermediate.layoutVariables
                terms.append(Term(horizontal ? v.x : v.y, k))
                constant -= k * Double(horizontal ? intermediate.boundsOrigin.x : intermediate.boundsOrigin.y)
                current = intermediate.superview
            }
            constant += k * offset
        }
        if sizeFactor != 0 {
            terms.append(Term(horizontal ? variables.width : variables.height, k * sizeFactor))
        }
    }

    /// A position attribute as `origin + sizeFactor * size + offset` on its axis.
    func positionParts(of attribute: LayoutAttribute, of view: View) -> (sizeFactor: Double, offset: Double) {
        switch attribute {
        case .left, .top, .notAnAttribute, .width, .height:
            return (0, 0)
        case .right, .bottom:
            return (1, 0)
        case .centerX, .centerY:
            return (0.5, 0)
        case .leading:
            return (0, 0)
        case .trailing:
            return (1, 0)
        case .lastBaseline, .firstBaseline:
            return (1, 0)
        case .leftMargin, .leadingMargin:
            return (0, Double(view.layoutMargins.left))
        case .rightMargin, .trailingMargin:
            return (1, -Double(view.layoutMargins.right))
        case .topMargin:
            return (0, Double(view.layoutMargins.top))
        case .bottomMargin:
            return (1, -Double(view.layoutMargins.bottom))
        case .centerXWithinMargins:
            return (0.5, Double(view.layoutMargins.left - view.layoutMargins.right) / 2)
        case .centerYWithinMargins:
            return (0.5, Double(view.layoutMargins.top - view.layoutMargins.bottom) / 2)
        }
    }
}
