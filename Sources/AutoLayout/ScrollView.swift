import Cassowary
import Foundation

/// A view whose content is larger than its frame and moves under it, as `UIScrollView` is
/// for Auto Layout: the layout rules, not the scrolling gestures.
///
/// The content scrolls by ``contentOffset``, the origin of the view's ``View/bounds``.
/// Constraints read a scroll view the way UIKit's Auto Layout guide describes:
/// - between the scroll view and views outside it, its frame, as any view's;
/// - between its edges or margins (its margin attributes and its ``View/layoutMarginsGuide``)
///   and its content (its descendants), its content area: pinning content to all four edges
///   makes the content define ``contentSize``, and scrolling does not move content pinned
///   that way; its baselines, read by its content, are measured there too;
/// - between its width, height or centers and its content, its frame (the visible
///   rectangle; its alignment rectangle if it has ``View/alignmentRectInsets``):
///   `content.width == scrollView.width` disables horizontal scrolling.
///
/// The content area ignores the scroll view's alignment insets: they describe its frame.
///
/// ``contentLayoutGuide`` and ``frameLayoutGuide`` (UIKit's since iOS 11) name the two
/// rectangles explicitly, from anywhere.
/// ``View/safeAreaLayoutGuide`` stays on the frame.
open class ScrollView: View {
    /// The content size as last set or solved: answered on an axis no constraint sizes.
    private var storedContentSize: CGSize = .zero
    private var contentGuide: LayoutGuide?
    private var frameGuide: LayoutGuide?

    /// Creates a scroll view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        scrollsContent = true
    }

    /// Scroll views clip their content to their bounds unless told not to, as UIKit's.
    override var clipsByDefault: Bool { true }

    /// The size of the content area, as `UIScrollView.contentSize`.
    ///
    /// Set by the application, or by each layout pass on the axes where a constraint reads
    /// the content area's size (content pinned to the scroll view's trailing or bottom edge,
    /// or to ``contentLayoutGuide``'s): the size of the last pass. It stays when the content
    /// goes or the scroll view leaves its tree, and a change of the content shows at the next
    /// pass, as in UIKit.
    public var contentSize: CGSize {
        get { storedContentSize }
        set { storedContentSize = newValue }
    }

    /// The engine this scroll view is registered with (see ``noteContentAreaRead()``).
    @exclusivity(unchecked) weak var registeredEngine: LayoutEngine?

    /// A constraint reads the content area: the tree's engine gives this scroll view its
    /// content size after each solve.
    func noteContentAreaRead() {
        guard let engine = engineStorageOfTree, registeredEngine !== engine else { return }
        registeredEngine = engine
        engine.contentScrollViews.append(WeakScrollView(view: self))
    }

    /// After a solve: the solved content size on the axes whose size a constraint in the
    /// solver reads.
    func captureSolvedContentSize() {
        let read = contentAxesRead()
        guard read.horizontal || read.vertical, let guide = contentGuide else { return }
        let solved = guide.layoutVariables
        // A size the solution gives as no finite number (an overflow) keeps its value, as a
        // view's frame does.
        let (width, height) = (solvedValue(solved.width.value), solvedValue(solved.height.value))
        if read.horizontal, width.isFinite { storedContentSize.width = width }
        if read.vertical, height.isFinite { storedContentSize.height = height }
    }

    /// The axes whose content-area size a constraint in the solver reads, found by building
    /// the expressions of the constraints naming the scroll view (or its guides) and looking
    /// for the content guide's two variables in them, so that every way of reading the
    /// content area (edges, margins, baselines, the guides) counts.
    ///
    /// - Complexity: O(c), c the constraints naming the scroll view or its guides.
    func contentAxesRead() -> (horizontal: Bool, vertical: Bool) {
        guard let guide = contentGuide, guide.hasLayoutVariables else { return (false, false) }
        let variables = guide.layoutVariables
        var read = (horizontal: false, vertical: false)
        for constraint in references where constraint.active && constraint.solverConstraint != nil {
            guard let ancestor = constraint.ancestor else { continue }
            var terms: [Term] = []
            _ = LayoutEngine.expression(of: constraint, in: ancestor, terms: &terms)
            for term in terms {
                if term.variable === variables.width { read.horizontal = true }
                if term.variable === variables.height { read.vertical = true }
            }
        }
        return read
    }

    /// How far the content is scrolled: the origin of ``View/bounds``, as
    /// `UIScrollView.contentOffset`. Content pinned to the scroll view's edges keeps its
    /// frame; what is tied to its frame (its centers, ``frameLayoutGuide``) or to views
    /// outside it stays put on screen as the content moves.
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Extra room around the content, as `UIScrollView.contentInset` (none by default): the
    /// content can scroll that much further at each edge (a keyboard's height at the bottom,
    /// say). It does not move the content or change the layout.
    public var contentInset: EdgeInsets = .zero

    /// Whether the safe area adds to ``contentInset``, as
    /// `UIScrollView.contentInsetAdjustmentBehavior` (``ContentInsetAdjustmentBehavior/automatic``
    /// by default).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// ``contentInset`` with the part of the scroll view's ``View/safeAreaInsets`` its
    /// ``contentInsetAdjustmentBehavior`` adds, as `UIScrollView.adjustedContentInset`: the
    /// room ``scrollRectToVisible(_:animated:)`` keeps clear and scrolls into.
    ///
    /// An axis is scrollable when ``contentSize`` is larger than the bounds on it. There
    /// being no view controllers here, ``ContentInsetAdjustmentBehavior/automatic`` adjusts as
    /// ``ContentInsetAdjustmentBehavior/scrollableAxes`` does.
    ///
    /// Unlike UIKit, a change of the adjusted inset does not move ``contentOffset`` (UIKit
    /// keeps a scroll view resting at its top at minus the new top inset): set the offset to
    /// `-adjustedContentInset.top` to start the content below the safe area.
    public var adjustedContentInset: EdgeInsets {
        var inset = contentInset
        let adjustsHorizontally: Bool, adjustsVertically: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            return inset
        case .always:
            (adjustsHorizontally, adjustsVertically) = (true, true)
        case .automatic, .scrollableAxes:
            let size = contentSize, visible = bounds.size
            (adjustsHorizontally, adjustsVertically) = (size.width > visible.width, size.height > visible.height)
        }
        let safe = safeAreaInsets
        if adjustsHorizontally {
            inset.left += safe.left
            inset.right += safe.right
        }
        if adjustsVertically {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        return inset
    }

    /// Scrolls as little as needed for `rect` (in the scroll view's coordinates: the
    /// content's) to be visible clear of ``adjustedContentInset``, as
    /// `UIScrollView.scrollRectToVisible(_:animated:)`: an edge of `rect` beyond the visible
    /// rectangle is brought to its edge (the top or left one when `rect` is larger), within
    /// the content and its insets (offsets from minus the top or left inset to
    /// ``contentSize`` plus the bottom or right inset less the frame's size). `animated` is
    /// accepted for UIKit's signature; the offset is set at once. Reads ``contentSize`` as of
    /// the last layout pass.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds
        let size = contentSize
        // An inset that is not finite is read as none (an offset must stay finite).
        let adjusted = adjustedContentInset
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let inset = EdgeInsets(
            top: finite(adjusted.top), left: finite(adjusted.left), bottom: finite(adjusted.bottom), right: finite(adjusted.right))
        func scrolled(
            _ offset: CGFloat, _ length: CGFloat, _ low: CGFloat, _ high: CGFloat,
            _ minimum: CGFloat, _ maximum: CGFloat, _ content: CGFloat
        ) -> CGFloat {
            // What shows clear of the insets: offset + low ..< offset + length - high.
            var value = offset
            if maximum > value + length - high { value = maximum - length + high }
            if minimum < value + low { value = minimum - low }
            let lowest = 0 - low  // not -low: no -0 offset without an inset
            return Swift.min(Swift.max(value, lowest), Swift.max(content + high - length, lowest))
        }
        let x = scrolled(visible.minX, visible.width, inset.left, inset.right, rect.minX, rect.maxX, size.width)
        let y = scrolled(visible.minY, visible.height, inset.top, inset.bottom, rect.minY, rect.maxY, size.height)
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

/// When the safe area adds to a scroll view's content inset, as
/// `UIScrollView.ContentInsetAdjustmentBehavior` (the same cases and raw values).
public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable, CaseIterable {
    /// As ``scrollableAxes`` here (UIKit also adjusts vertically for a scroll view shown by a
    /// navigation or tab bar controller; there are none here).
    case automatic = 0
    /// The safe area's edges on each axis along which the content is larger than the bounds.
    case scrollableAxes = 1
    /// Never: the adjusted inset is the content inset.
    case never = 2
    /// Always, all four edges.
    case always = 3
}

/// A scroll view an engine gives its content size, held weakly.
struct WeakScrollView {
    weak var view: ScrollView?
}
