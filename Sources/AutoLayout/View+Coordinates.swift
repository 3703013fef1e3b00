import Foundation

// Converting points and rectangles between the coordinate spaces of views, as UIKit's
// `convert(_:to:)` and `convert(_:from:)`. A view's space is its bounds: a point in it moves
// to the superview's space by the view's frame origin, less its bounds origin (a scroll
// offset). Views have no transforms, so a rectangle keeps its size.
//
// UIKit's `nil` view is the window; here it is the root view of the tree. Views of two
// different trees convert through the space the roots' frames are in, as views of two
// windows convert through the screen.

extension View {
    /// `point`, given in this view's bounds, in `view`'s bounds (the root's when `view` is
    /// `nil`), as `UIView.convert(_:to:)`.
    ///
    /// Complexity: O(depth of both views).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        (view ?? rootView).pointFromOuterSpace(pointInOuterSpace(point))
    }

    /// `point`, given in `view`'s bounds (the root's when `view` is `nil`), in this view's
    /// bounds, as `UIView.convert(_:from:)`.
    ///
    /// Complexity: O(depth of both views).
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        pointFromOuterSpace((view ?? rootView).pointInOuterSpace(point))
    }

    /// `rect`, given in this view's bounds, in `view`'s bounds (the root's when `view` is
    /// `nil`), as `UIView.convert(_:to:)`: moved, with the same size.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, given in `view`'s bounds (the root's when `view` is `nil`), in this view's
    /// bounds, as `UIView.convert(_:from:)`: moved, with the same size.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// A point of this view's bounds in the space its root's frame is given in.
    private func pointInOuterSpace(_ point: CGPoint) -> CGPoint {
        var x = point.x, y = point.y
        var current: View? = self
        while let view = current {
            x += view.storedFrame.origin.x - view.boundsOrigin.x
            y += view.storedFrame.origin.y - view.boundsOrigin.y
            current = view.superview
        }
        return CGPoint(x: x, y: y)
    }

    /// The inverse of ``pointInOuterSpace(_:)``.
    private func pointFromOuterSpace(_ point: CGPoint) -> CGPoint {
        let outer = pointInOuterSpace(.zero)
        return CGPoint(x: point.x - outer.x, y: point.y - outer.y)
    }
}
