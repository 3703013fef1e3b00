import Masonry

/// The overlap of two rectangles, without Foundation's `intersection`, which traps on a
/// coordinate that is not a number (a view's frame can hold one): `.null` when they do not
/// meet or either has such a coordinate.
func overlap(_ a: CGRect, _ b: CGRect) -> CGRect {
    let values = [a.origin.x, a.origin.y, a.size.width, a.size.height, b.origin.x, b.origin.y, b.size.width, b.size.height]
    guard !values.contains(where: \.isNaN) else { return .null }
    // Each rectangle's edges, whichever way its size points.
    func span(_ origin: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat) {
        length < 0 ? (origin + length, origin) : (origin, origin + length)
    }
    let (ax0, ax1) = span(a.origin.x, a.size.width), (ay0, ay1) = span(a.origin.y, a.size.height)
    let (bx0, bx1) = span(b.origin.x, b.size.width), (by0, by1) = span(b.origin.y, b.size.height)
    let x0 = max(ax0, bx0), x1 = min(ax1, bx1), y0 = max(ay0, by0), y1 = min(ay1, by1)
    guard x0 <= x1, y0 <= y1 else { return .null }
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
}

extension RenderNode {
    /// Whether the view's clipping superviews hide it entirely: nothing of it shows inside
    /// ``clip`` (an empty clip, or one that meets the view only along an edge, shows nothing
    /// of a view with an area).
    var isClippedAway: Bool {
        guard let clip else { return false }
        let shown = overlap(clip, frame)
        if shown.isNull { return true }
        let hasArea = frame.width != 0 && frame.height != 0
        return hasArea && (shown.width == 0 || shown.height == 0)
    }
}
