import Foundation

/// A view whose content is larger than its frame and moves under it, as `UIScrollView` is
/// for Auto Layout: the layout rules, not the scrolling gestures.
///
/// The content scrolls by ``contentOffset``, the origin of the view's ``View/bounds``.
/// Constraints read a scroll view the way UIKit's Auto Layout guide describes:
/// - between the scroll view and views outside it, its frame, as any view's;
/// - between its edges or margins and its content (its descendants), its content area:
///   pinning content to all four edges makes the content define ``contentSize``, and
///   scrolling does not move content pinned that way;
/// - between its width, height or centers and its content, its frame (the visible
///   rectangle): `content.width == scrollView.width` disables horizontal scrolling.
///
/// ``contentLayoutGuide`` and ``frameLayoutGuide`` (UIKit's since iOS 11) name the two
/// rectangles explicitly, from anywhere.
open class ScrollView: View {
    /// The content size the application set, answered on an axis no constraint sizes.
    private var storedContentSize: CGSize = .zero
    /// The axes on which a constraint read the content area's size: ``contentSize`` answers
    /// the solved size on them (see ``contentSize``).
    @exclusivity(unchecked) var contentAxesSolved: (horizontal: Bool, vertical: Bool) = (false, false)
    private var contentGuide: LayoutGuide?
    private var frameGuide: LayoutGuide?

    /// Creates a scroll view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        scrollsContent = true
    }

    /// The size of the content area, as `UIScrollView.contentSize`.
    ///
    /// On an axis where constraints read the content area's far edge or size (content pinned
    /// to the scroll view's trailing or bottom edge, or to ``contentLayoutGuide``'s), the
    /// size the last layout pass solved; on an axis no constraint sizes, the size set here.
    public var contentSize: CGSize {
        get {
            guard contentAxesSolved.horizontal || contentAxesSolved.vertical, let guide = contentGuide else {
                return storedContentSize
            }
            let solved = guide.layoutVariables
            return CGSize(
                width: contentAxesSolved.horizontal ? solved.width.value + 0 : storedContentSize.width,
                height: contentAxesSolved.vertical ? solved.height.value + 0 : storedContentSize.height)
        }
        set { storedContentSize = newValue }
    }

    /// How far the content is scrolled: the origin of ``View/bounds``, as
    /// `UIScrollView.contentOffset`. Content pinned to the scroll view's edges keeps its
    /// frame; what is tied to its frame (its centers, ``frameLayoutGuide``) or to views
    /// outside it stays put on screen as the content moves.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Scrolls as little as needed for `rect` (in the scroll view's coordinates: the
    /// content's) to be visible, as `UIScrollView.scrollRectToVisible(_:animated:)`: an
    /// edge of `rect` beyond the visible rectangle is brought to its edge (the top or left
    /// one when `rect` is larger), within the content (from 0 to ``contentSize`` less the
    /// frame's size). `animated` is accepted for UIKit's signature; the offset is set at once.
    /// Reads ``contentSize`` as of the last layout pass.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds
        let size = contentSize
        func scrolled(_ offset: CGFloat, _ visibleLength: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat, _ content: CGFloat)
            -> CGFloat
        {
            var value = offset
            if maximum > value + visibleLength { value = maximum - visibleLength }
            if minimum < value { value = minimum }
            return Swift.min(Swift.max(value, 0), Swift.max(content - visibleLength, 0))
        }
        let x = scrolled(visible.minX, visible.width, rect.minX, rect.maxX, size.width)
        let y = scrolled(visible.minY, visible.height, rect.minY, rect.maxY, size.height)
        let offset = CGPoint(x: x, y: y)
        if offset != contentOffset { contentOffset = offset }
    }

    /// The content area as a layout guide, as `UIScrollView.contentLayoutGuide`: its edges
    /// are the content's (at the content origin, scrolling with it), its width and height the
    /// ``contentSize``. Made on first use and listed in ``View/layoutGuides``.
    public var contentLayoutGuide: LayoutGuide {
        if let contentGuide { return contentGuide }
        let guide = LayoutGuide(kind: .scrollContent, owner: self, identifier: "UIScrollViewContentLayoutGuide")
        settings.layoutGuides.append(guide)
        contentGuide = guide
        return guide
    }

    /// The scroll view's frame as a layout guide, as `UIScrollView.frameLayoutGuide`: the
    /// visible rectangle, which content tied to it does not scroll out of. Made on first use
    /// and listed in ``View/layoutGuides``.
    public var frameLayoutGuide: LayoutGuide {
        if let frameGuide { return frameGuide }
        let guide = LayoutGuide(kind: .scrollFrame, owner: self, identifier: "UIScrollViewFrameLayoutGuide")
        settings.layoutGuides.append(guide)
        frameGuide = guide
        return guide
    }
}
