/// Where a ``Label`` puts each line across its width, as `NSTextAlignment` (the same cases and
/// raw values as on iOS).
///
/// Layout does not depend on it (a label's size is its text's); pictures draw by it, through
/// ``Label/lineOffset(ofWidth:in:)``.
public enum TextAlignment: Int, Sendable, Hashable, CaseIterable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centered.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines fill the width; drawn here as ``natural`` (pictures do not stretch the spacing).
    case justified = 3
    /// Lines start at the leading edge: the left one left-to-right, the right one
    /// right-to-left (UIKit's default for labels).
    case natural = 4
}
