/// How a ``Label`` wraps its lines and what its last line shows when the text does not fit, as
/// `NSLineBreakMode` (the same cases and raw values).
///
/// Every mode but ``byCharWrapping`` wraps a multi-line label at word boundaries; the mode
/// decides the last line shown when text is left over (more lines than ``Label/numberOfLines``
/// or than the height holds, or one line wider than the label). See
/// ``Label/displayedLines(in:)``.
public enum LineBreakMode: Int, Sendable, Hashable, CaseIterable {
    /// Lines break at word boundaries; the last line shows the words that fit.
    case byWordWrapping = 0
    /// Lines break between characters; the last line shows the characters that fit.
    case byCharWrapping = 1
    /// The last line runs on past the edge and is clipped there.
    case byClipping = 2
    /// The last line shows the end of the text after an ellipsis: `…ick brown fox`.
    case byTruncatingHead = 3
    /// The last line shows what fits of its text before an ellipsis: `The quick b…` (UIKit's
    /// default for labels).
    case byTruncatingTail = 4
    /// The last line shows the text's start and end around an ellipsis: `The qu…own fox`.
    case byTruncatingMiddle = 5

    /// Whether lines break between characters rather than at word boundaries.
    var wrapsCharacters: Bool { self == .byCharWrapping }
}
