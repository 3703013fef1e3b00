import Foundation

// UIKit's smaller view-tree conveniences: the order of the subviews, finding a view by its
// tag, and sizing a view to fit. None of them takes part in layout by itself: the order of
// the subviews is the drawing order only, and a size set by `sizeToFit()` is a frame like
// any other (the engine replaces it at the next pass on a view that constraints place).

extension View {
    // MARK: Drawing order

    /// Moves `subview` to the end of ``subviews``, in front of its siblings, as
    /// `UIView.bringSubviewToFront(_:)`. A view that is not a subview is left alone.
    public func bringSubviewToFront(_ subview: View) {
        guard subview.superview === self else { return }
        reorderSubview(subview, to: subviews.count)
    }

    /// Moves `subview` to the start of ``subviews``, behind its siblings, as
    /// `UIView.sendSubviewToBack(_:)`. A view that is not a subview is left alone.
    public func sendSubviewToBack(_ subview: View) {
        guard subview.superview === self else { return }
        reorderSubview(subview, to: 0)
    }

    /// Adds `view` (or moves it, if it is already a subview) just in front of `sibling`, as
    /// `UIView.insertSubview(_:aboveSubview:)`. When `sibling` is not a subview, `view` goes
    /// in front of all of them.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        insertSubview(view, at: position(of: view, besides: sibling, after: true) ?? subviews.count)
    }

    /// Adds `view` (or moves it, if it is already a subview) just behind `sibling`, as
    /// `UIView.insertSubview(_:belowSubview:)`. When `sibling` is not a subview, `view` goes
    /// behind all of them.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: position(of: view, besides: sibling, after: false) ?? 0)
    }

    /// The index among the subviews without `view` at which `view` comes just after (or
    /// before) `sibling`, or `nil` when `sibling` is not another subview.
    private func position(of view: View, besides sibling: View, after: Bool) -> Int? {
        guard sibling !== view, sibling.superview === self else { return nil }
        var index = 0
        for subview in subviews where subview !== view {
            if subview === sibling { return after ? index + 1 : index }
            index += 1
        }
        return nil
    }

    /// Swaps the subviews at two indices, as `UIView.exchangeSubview(at:withSubviewAt:)`.
    /// An index out of range changes nothing and reports an
    /// ``LayoutDiagnostic/Kind/invalidHierarchy`` diagnostic (UIKit raises an exception).
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            LayoutDiagnostics.emit(
                .invalidHierarchy,
                "cannot exchange the subviews at \(index1) and \(index2) of \(layoutDescription): it has \(subviews.count) subviews",
                [])
            return
        }
        subviews.swapAt(index1, index2)
    }

    // MARK: Tags

    /// The first view with `tag` among this view and its descendants, searched depth first
    /// (the view itself, then each subview's subtree in order), as `UIView.viewWithTag(_:)`;
    /// `nil` when there is none.
    ///
    /// Complexity: O(*n*) in the number of views searched.
    public func viewWithTag(_ tag: Int) -> View? {
        // An explicit stack: a deep tree must not exhaust the call stack.
        var pending: [View] = [self]
        while let view = pending.popLast() {
            if view.tag == tag { return view }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    // MARK: Sizing

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin, as
    /// `UIView.sizeToFit()`: a label takes its text's size.
    public func sizeToFit() {
        let origin = storedFrame.origin
        frame = CGRect(origin: origin, size: sizeThatFits(storedFrame.size))
    }
}
