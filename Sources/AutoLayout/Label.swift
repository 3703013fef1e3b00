import Foundation

/// How text is measured: widths of runs of characters and the vertical metrics of a line, for
/// a font size. Pluggable so that layout is deterministic (tests, Linux) or follows real fonts.
public protocol TextMeasurer: Sendable {
    /// The advance width of `text` set in one line at `fontSize`.
    ///
    /// Wrapping takes it that a run of text is never narrower than a run it contains (as
    /// advances are: kerning moves a glyph by less than the glyph's own advance), and finds
    /// how much of a paragraph fits on a line by measuring a few runs of it.
    func width(of text: Substring, fontSize: CGFloat) -> CGFloat
    /// The height of one line (ascender, descender and leading) at `fontSize`.
    func lineHeight(fontSize: CGFloat) -> CGFloat
    /// The distance from the top of a line to its baseline at `fontSize`.
    func ascender(fontSize: CGFloat) -> CGFloat
}

/// Monospaced metrics, the default ``TextMeasurer``: every character (extended grapheme
/// cluster) advances `characterWidth × fontSize`, a line is `lineHeight × fontSize` high and
/// its baseline `ascender × fontSize` below its top. The defaults (0.5, 1.2, 0.8) give, at
/// the default 17 points, 8.5 per character and lines 20.4 high; at 10 points, 5 and 12.
public struct MonospacedTextMeasurer: TextMeasurer, Hashable {
    /// The advance of one character, as a fraction of the font size.
    public var characterWidth: CGFloat
    /// The height of a line, as a fraction of the font size.
    public var lineHeight: CGFloat
    /// The distance from a line's top to its baseline, as a fraction of the font size.
    public var ascender: CGFloat

    /// Creates monospaced metrics (fractions of the font size).
    public init(characterWidth: CGFloat = 0.5, lineHeight: CGFloat = 1.2, ascender: CGFloat = 0.8) {
        self.characterWidth = characterWidth
        self.lineHeight = lineHeight
        self.ascender = ascender
    }

    /// `count × characterWidth × fontSize`.
    public func width(of text: Substring, fontSize: CGFloat) -> CGFloat {
        CGFloat(text.count) * characterWidth * fontSize
    }

    /// `lineHeight × fontSize`.
    public func lineHeight(fontSize: CGFloat) -> CGFloat { lineHeight * fontSize }

    /// `ascender × fontSize`.
    public func ascender(fontSize: CGFloat) -> CGFloat { ascender * fontSize }
}

/// A font, reduced to what layout needs: its point size (as `UIFont.pointSize`).
public struct Font: Sendable, Hashable {
    /// The size in points.
    public var pointSize: CGFloat

    /// A font of `pointSize` points.
    public init(pointSize: CGFloat) { self.pointSize = pointSize }

    /// The system font of the given size, as `UIFont.systemFont(ofSize:)`.
    public static func systemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size) }
}

/// A view showing text, as `UILabel`, with an intrinsic content size and baselines from its
/// text measured by a ``TextMeasurer`` (monospaced by default).
///
/// - ``numberOfLines`` 1 (the default): one line as wide as the text.
/// - ``numberOfLines`` 0 (unlimited) or more: the text wraps at word boundaries (a word wider
///   than a line breaks between characters; newlines break lines) at ``preferredMaxLayoutWidth``
///   when set, else, as UIKit's automatic preferred width, at the label's width after a layout
///   pass (the first pass measures it on one line; the pass repeats with the wrapped height).
///   At most ``numberOfLines`` lines are shown.
/// - The intrinsic size is the widest line's width by the lines' height, each rounded up to a
///   whole point, as UIKit rounds; an empty label's is zero.
/// - The text is centered vertically, as UIKit draws it: the first baseline is the first
///   line's, the last baseline the last line's.
/// - A label smaller than its text shows the lines that fit, the last one as ``lineBreakMode``
///   makes it (``displayedLines``): `The quick brown…` by default.
open class Label: View {
    /// The text (`nil` by default).
    public var text: String? {
        didSet { if oldValue != text { textDidChange() } }
    }

    /// The font (17 points, as UIKit's default label font).
    public var font: Font = .systemFont(ofSize: 17) {
        didSet { if oldValue != font { textDidChange() } }
    }

    /// The font size in points (``font``'s).
    public var fontSize: CGFloat {
        get { font.pointSize }
        set { font = Font(pointSize: newValue) }
    }

    /// The greatest number of lines shown, 0 for unlimited (1 by default), as UIKit's.
    public var numberOfLines: Int = 1 {
        didSet { if oldValue != numberOfLines { textDidChange() } }
    }

    /// How the lines break and what the last line shows when the text does not fit
    /// (``LineBreakMode/byTruncatingTail`` by default, as UIKit's). Only
    /// ``LineBreakMode/byCharWrapping`` changes the intrinsic size (a multi-line label wraps
    /// between characters); the others decide what ``displayedLines(in:)`` shows.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet {
            // One line never wraps: only a multi-line label measures differently.
            if numberOfLines != 1, oldValue.wrapsCharacters != lineBreakMode.wrapsCharacters { textDidChange() }
        }
    }

    /// Whether the text is set smaller, down to ``minimumScaleFactor`` of its font's size,
    /// when it does not fit the label (`false` by default), as
    /// `UILabel.adjustsFontSizeToFitWidth`. It changes what is drawn (``displayedFontSize(in:)``,
    /// ``displayedLines``), not the intrinsic size, which is the text's at its font's size.
    public var adjustsFontSizeToFitWidth = false

    /// The smallest fraction of the font's size the text may be set at when
    /// ``adjustsFontSizeToFitWidth`` is on (0 by default: as in UIKit, the font's size is then
    /// the smallest, so nothing shrinks).
    public var minimumScaleFactor: CGFloat = 0

    /// The font size the label draws its text at in a box of `size`: the font's, or with
    /// ``adjustsFontSizeToFitWidth`` the largest size down to ``minimumScaleFactor`` of it at
    /// which all the text shows untruncated (the smallest allowed when none does), found by
    /// halving the range to a billionth of the font's size.
    public func displayedFontSize(in size: CGSize) -> CGFloat {
        let full = font.pointSize
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, full > 0, full.isFinite else { return full }
        func showsAll(_ fontSize: CGFloat) -> Bool { !(lineLayout(in: size, fontSize: fontSize)?.overflows ?? false) }
        if showsAll(full) { return full }
        var fits = full * minimumScaleFactor, overflows = full
        if !showsAll(fits) { return fits }
        for _ in 0..<30 {
            let middle = fits + (overflows - fits) / 2  // not (a + b) / 2: no overflow near the largest sizes
            if showsAll(middle) { fits = middle } else { overflows = middle }
        }
        return fits
    }

    /// Where each line sits across the label (``TextAlignment/natural`` by default, as
    /// UIKit's): read by pictures through ``lineOffset(ofWidth:in:)``; the layout does not
    /// depend on it.
    public var textAlignment: TextAlignment = .natural

    /// How far from the left edge of a box `width` wide a line `lineWidth` wide starts, as
    /// ``textAlignment`` places it (``TextAlignment/natural`` and ``TextAlignment/justified``
    /// at the leading edge, which is the right one in a right-to-left label).
    public func lineOffset(ofWidth lineWidth: CGFloat, in width: CGFloat) -> CGFloat {
        let room = width - lineWidth
        guard room.isFinite else { return 0 }
        switch textAlignment {
        case .left: return 0
        case .center: return room / 2
        case .right: return room
        case .natural, .justified: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? room : 0
        }
    }

    /// The width at which a multi-line label wraps its text for its intrinsic size; 0 (the
    /// default) for the automatic width (the label's own, after layout).
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if oldValue != preferredMaxLayoutWidth { textDidChange() } }
    }

    /// How the text is measured (``MonospacedTextMeasurer`` by default). The label keeps the
    /// last size measured until its text, font or wrapping changes: when a measurer's metrics
    /// change (a class with mutable state), assign it again, or call
    /// ``View/invalidateIntrinsicContentSize()`` and ``View/invalidateBaselines()``.
    public var textMeasurer: any TextMeasurer = MonospacedTextMeasurer() {
        didSet { textDidChange() }
    }

    /// Labels take no touches unless told to, as UIKit's.
    override var takesTouchesByDefault: Bool { false }

    /// The width the automatic wrapping measured at (the label's width at the last layout).
    var automaticWrappingWidth: CGFloat?

    /// The text as one line per shown line, wrapped at `width` (`nil`: no limit), at most
    /// ``numberOfLines`` lines.
    public func lines(forWidth width: CGFloat?) -> [String] {
        lines(forWidth: width, limit: numberOfLines)
    }

    /// The lines the label draws in its ``textBounds`` (its alignment rectangle, less a padded
    /// subclass's padding): see ``displayedLines(in:)``.
    public var displayedLines: [String] {
        displayedLines(in: textBounds.size)
    }

    /// The lines the label draws in a box of `size`, as UIKit draws them: the text wrapped at
    /// the width as for the intrinsic size, as many lines as ``numberOfLines`` and the height
    /// allow (at least one), and, when text is left over or the last line is wider than the
    /// box, that last line as ``lineBreakMode`` makes it:
    ///
    /// - ``LineBreakMode/byTruncatingTail``: what fits of the rest of its paragraph, then `…`;
    /// - ``LineBreakMode/byTruncatingHead``: `…`, then what fits of the end of the text;
    /// - ``LineBreakMode/byTruncatingMiddle``: the start of the rest of the text, `…`, its end
    ///   (the start keeps the odd character);
    /// - ``LineBreakMode/byClipping``: the rest of its paragraph, running past the edge (a
    ///   renderer clips it);
    /// - ``LineBreakMode/byWordWrapping`` and ``LineBreakMode/byCharWrapping``: the line as
    ///   wrapped, the words (or characters) that fit.
    ///
    /// Head and middle truncation read the rest of the text with newlines as spaces; spaces
    /// next to the ellipsis are left out. An empty box, or no text, shows nothing.
    ///
    /// - Complexity: O(*n* log *n*) measures for a text of *n* characters.
    public func displayedLines(in size: CGSize) -> [String] {
        displayedLines(in: size, fontSize: displayedFontSize(in: size))
    }

    /// How a box of `size` lays the text out at `fontSize`: the text as `base` (a one-line
    /// label's with newlines read as spaces), its lines as slices of it, how many show, the
    /// last one shown (trailing spaces hanging past the edge), and whether text is left
    /// over or that line is too wide. `nil` when nothing shows.
    private func lineLayout(in size: CGSize, fontSize: CGFloat)
        -> (base: String, all: [Substring], shownCount: Int, last: Substring, overflows: Bool)?
    {
        guard let text, !text.isEmpty, size.width > 0, size.height > 0 else { return nil }
        let measurer = textMeasurer
        let limit = size.width + 1e-9
        func fits(_ line: Substring) -> Bool { measurer.width(of: line, fontSize: fontSize) <= limit }
        let base: String
        // At most this many lines show; one more tells that text is left over, so the
        // wrapping stops there (the font-size search wraps the text up to 32 times).
        var most = numberOfLines > 0 ? numberOfLines : Int.max
        if let held = linesHeld(inHeight: size.height, fontSize: fontSize), held < most { most = held }
        var all: [Substring] = []
        if numberOfLines == 1 {
            base = Label.oneLine(text)
            all = [base[...]]
        } else {
            base = text
            for paragraph in base.split(separator: "\n", omittingEmptySubsequences: false) {
                all += wrapped(paragraph, width: size.width, fontSize: fontSize)
                if all.count > most { break }
            }
        }
        let shownCount = Swift.min(all.count, most)
        var last = all[shownCount - 1]
        let leftOver = shownCount < all.count
        if !leftOver, !fits(last) {
            // Spaces at the end of the text hang past the edge, as where a paragraph ends on
            // several lines (`wrapSlices`): they make no line too wide.
            var end = last.endIndex
            while end > last.startIndex, base[base.index(before: end)] == " " { end = base.index(before: end) }
            if end < last.endIndex, fits(base[last.startIndex..<end]) { last = base[last.startIndex..<end] }
        }
        return (base, all, shownCount, last, leftOver || !fits(last))
    }

    /// ``displayedLines(in:)`` with the text set at `fontSize` (``displayedFontSize(in:)``'s
    /// answer, for a caller that needs both: the size is searched for once).
    public func displayedLines(in size: CGSize, fontSize: CGFloat) -> [String] {
        guard let (base, all, shownCount, last, overflows) = lineLayout(in: size, fontSize: fontSize) else { return [] }
        let measurer = textMeasurer
        let limit = size.width + 1e-9
        func fits(_ line: Substring) -> Bool { measurer.width(of: line, fontSize: fontSize) <= limit }
        guard overflows else { return all[..<(shownCount - 1)].map(String.init) + [String(last)] }
        var shown = all[..<(shownCount - 1)].map(String.init)
        let paragraphEnd = base[last.startIndex...].firstIndex(of: "\n") ?? base.endIndex
        let paragraphRest = base[last.startIndex..<paragraphEnd]
        switch lineBreakMode {
        case .byWordWrapping, .byCharWrapping:
            shown.append(String(wrapped(paragraphRest, width: size.width, fontSize: fontSize)[0]))
        case .byClipping:
            shown.append(String(paragraphRest))
        case .byTruncatingTail:
            let characters = Array(paragraphRest)
            func line(_ count: Int) -> String { Label.trimmingSpaces(characters[..<count], leading: false) + "…" }
            shown.append(line(Label.mostCharacters(characters.count) { fits(line($0)[...]) }))
        case .byTruncatingHead, .byTruncatingMiddle:
            // Split on the character, so that "\r\n" (one character, not a line break here)
            // stays whole.
            let rest = base[last.startIndex...].split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
            let characters = Array(rest)
            let middle = lineBreakMode == .byTruncatingMiddle
            func line(_ count: Int) -> String {
                let head = middle ? (count + 1) / 2 : 0
                let tail = count - head
                return Label.trimmingSpaces(characters[..<head], leading: false) + "…"
                    + Label.trimmingSpaces(characters[(characters.count - tail)...], leading: true)
            }
            shown.append(line(Label.mostCharacters(characters.count) { fits(line($0)[...]) }))
        }
        return shown
    }

    /// `paragraph` wrapped at `width` as ``lineBreakMode`` wraps: between characters for
    /// ``LineBreakMode/byCharWrapping``, else at word boundaries.
    func wrapped(_ paragraph: Substring, width: CGFloat?, fontSize: CGFloat? = nil) -> [Substring] {
        let size = fontSize ?? font.pointSize
        return lineBreakMode.wrapsCharacters
            ? Label.wrapCharacters(paragraph, width: width, fontSize: size, measurer: textMeasurer)
            : Label.wrapSlices(paragraph, width: width, fontSize: size, measurer: textMeasurer)
    }

    /// A one-line label's text: its newlines read as spaces (most texts have none to replace).
    static func oneLine(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "\n")) ? text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ") : text
    }

    /// The greatest `n` in `0 ... upper` for which `fits(n)` holds (0 when none does), by
    /// halving: the truncated line's search.
    static func mostCharacters(_ upper: Int, _ fits: (Int) -> Bool) -> Int {
        var good = 0, bad = upper + 1
        while bad - good > 1 {
            let middle = (good + bad) / 2
            if fits(middle) { good = middle } else { bad = middle }
        }
        return good
    }

    /// `characters` as a string without its spaces on one side (next to an ellipsis).
    static func trimmingSpaces(_ characters: ArraySlice<Character>, leading: Bool) -> String {
        var slice = characters
        if leading {
            while slice.first == " " { slice.removeFirst() }
        } else {
            while slice.last == " " { slice.removeLast() }
        }
        return String(slice)
    }

    /// The text's lines wrapped at `width`, at most `limit` (0: all).
    func lines(forWidth width: CGFloat?, limit numberOfLines: Int) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        var result: [String] = []
        if self.numberOfLines == 1 {
            result = [Label.oneLine(text)]
        } else {
            for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
                for line in wrapped(paragraph, width: width) { result.append(String(line)) }
            }
        }
        if numberOfLines > 0, result.count > numberOfLines { result.removeLast(result.count - numberOfLines) }
        return result
    }

    /// Greedy word wrapping of one paragraph. Spaces are kept as written (runs of them, and
    /// those before the first word), except where a line breaks: the spaces there belong to
    /// neither line, as in UIKit's text layout.
    ///
    /// A line is always a run of the paragraph, measured whole. How many words it takes is
    /// found word by word for the first few, then by doubling and halving the count:
    /// O(log *k*) measures of a line of *k* words rather than one per word, which made a long
    /// paragraph at a wide width quadratic.
    static func wrap(_ paragraph: Substring, width: CGFloat?, fontSize: CGFloat, measurer: any TextMeasurer) -> [String] {
        wrapSlices(paragraph, width: width, fontSize: fontSize, measurer: measurer).map(String.init)
    }

    /// ``wrap(_:width:fontSize:measurer:)``'s lines as slices of `paragraph` (so that a line's
    /// place in the text is known: the truncated last line reads on from it).
    static func wrapSlices(_ paragraph: Substring, width: CGFloat?, fontSize: CGFloat, measurer: any TextMeasurer) -> [Substring] {
        guard let width, width.isFinite, width > 0 else { return [paragraph] }
        let limit = width + 1e-9
        func fits(_ text: Substring) -> Bool { measurer.width(of: text, fontSize: fontSize) <= limit }
        // Each word with the run of spaces before it (the last word is empty when the
        // paragraph ends in spaces).
        var words: [(gap: Substring.Index, start: Substring.Index, end: Substring.Index)] = []
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            let gapEnd = paragraph[index...].firstIndex { $0 != " " } ?? paragraph.endIndex
            let wordEnd = paragraph[gapEnd...].firstIndex(of: " ") ?? paragraph.endIndex
            words.append((index, gapEnd, wordEnd))
            index = wordEnd
        }
        var lines: [Substring] = []
        // The line being filled, `paragraph[lineStart..<lineEnd]`; `nil` while it is empty.
        var lineStart: Substring.Index?
        var lineEnd = paragraph.startIndex
        // Whether the next line starts after a break (its leading spaces are dropped).
        var afterBreak = false
        // Whether the line as it stands is known not to take the next word (the search
        // below measured that run already).
        var nextIsKnownToOverflow = false
        var next = 0
        while next < words.count {
            let start = lineStart ?? (afterBreak ? words[next].start : words[next].gap)
            func fitsUpTo(_ last: Int) -> Bool { fits(paragraph[start..<words[last].end]) }
            if !nextIsKnownToOverflow && fitsUpTo(next) {
                // One word at a time for the first few (most lines are short: no more measures
                // than word by word), then doubling.
                var good = next, bad = words.count, step = 1
                while good + step < words.count {
                    if fitsUpTo(good + step) {
                        good += step
                        if good - next >= 4 { step *= 2 }
                    } else {
                        bad = good + step
                        break
                    }
                }
                while bad - good > 1 {
                    let middle = (good + bad) / 2
                    if fitsUpTo(middle) { good = middle } else { bad = middle }
                }
                lineStart = start
                lineEnd = words[good].end
                next = good + 1
                nextIsKnownToOverflow = bad == next
                continue
            }
            nextIsKnownToOverflow = false
            let word = paragraph[words[next].start..<words[next].end]
            // Spaces that do not fit at the end of a paragraph hang past it.
            if word.isEmpty { break }
            if let lineStart { lines.append(paragraph[lineStart..<lineEnd]) }
            afterBreak = true
            // A word wider than a line breaks between characters; later words may join its
            // last piece.
            let pieceStart = fits(word) ? word.startIndex : breakWord(word, into: &lines, fits: fits)
            lineStart = pieceStart < word.endIndex ? pieceStart : nil
            lineEnd = word.endIndex
            next += 1
        }
        let current = paragraph[(lineStart ?? lineEnd)..<lineEnd]
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// Breaks a word wider than a line between characters: appends the full lines and
    /// returns where the last piece starts (later words may join it).
    ///
    /// Each line takes the longest run of characters that fits, and at least one, so that a
    /// measurer that finds nothing narrow enough (a padded one, a NaN font size) still ends.
    /// The run is found by doubling, then halving, its length: O(*n* log *n*) measured
    /// characters for a word of *n*, where measuring every longer prefix, and the whole rest
    /// for each line, took O(*n*²).
    static func breakWord(_ word: Substring, into lines: inout [Substring], fits: (Substring) -> Bool) -> Substring.Index {
        var bounds = Array(word.indices)
        bounds.append(word.endIndex)
        let count = bounds.count - 1
        var start = 0
        while start < count {
            let remaining = count - start
            let good = longestFit(remaining) { fits(word[bounds[start]..<bounds[start + $0]]) }
            if good == remaining { return bounds[start] }
            lines.append(word[bounds[start]..<bounds[start + good]])
            start += good
        }
        return word.endIndex
    }

    /// How many of `remaining` characters fit on a line, `fits(n)` telling whether the first
    /// `n` do: at least one (so that a measurer that finds nothing narrow enough, a padded
    /// one or a NaN font size, still lets the text end), found by doubling, then halving, the
    /// count: O(log *n*) measures.
    static func longestFit(_ remaining: Int, _ fits: (Int) -> Bool) -> Int {
        // `good` characters fit (one is taken in any case); `bad` do not (a sentinel past the
        // end until a probe fails).
        var good = 1, bad = remaining + 1
        var probe = 2
        while good < remaining {
            let length = Swift.min(probe, remaining)
            if fits(length) {
                good = length
                probe = length * 2
            } else {
                bad = length
                break
            }
        }
        while bad - good > 1 {
            let middle = (good + bad) / 2
            if fits(middle) { good = middle } else { bad = middle }
        }
        return good
    }

    /// Wrapping between characters (``LineBreakMode/byCharWrapping``) of one paragraph: each
    /// line the longest run of characters that fits, at least one. As with words, the spaces
    /// where a line breaks belong to neither line.
    static func wrapCharacters(_ paragraph: Substring, width: CGFloat?, fontSize: CGFloat, measurer: any TextMeasurer) -> [Substring] {
        guard let width, width.isFinite, width > 0 else { return [paragraph] }
        let limit = width + 1e-9
        var bounds = Array(paragraph.indices)
        bounds.append(paragraph.endIndex)
        let count = bounds.count - 1
        func isSpace(_ offset: Int) -> Bool { paragraph[bounds[offset]] == " " }
        var lines: [Substring] = []
        var start = 0
        while start < count {
            let end = start + longestFit(count - start) {
                measurer.width(of: paragraph[bounds[start]..<bounds[start + $0]], fontSize: fontSize) <= limit
            }
            var lineEnd = end
            if end < count { while lineEnd > start, isSpace(lineEnd - 1) { lineEnd -= 1 } }
            if lineEnd > start { lines.append(paragraph[bounds[start]..<bounds[lineEnd]]) }
            start = end
            if start < count { while start < count, isSpace(start) { start += 1 } }
        }
        if lines.isEmpty { lines.append(paragraph) }
        return lines
    }

    /// The width the text wraps at for the intrinsic size: ``preferredMaxLayoutWidth`` when
    /// set, else (multi-line) the width of the last layout, else none.
    var wrappingWidth: CGFloat? {
        if numberOfLines == 1 { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        if let fitting = fittingWrappingWidth { return fitting }
        return automaticWrappingWidth
    }

    /// While ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// solves: the automatic width the label wraps at there (`.some(nil)`: on one line), so
    /// that its baselines are those of the size it gets there.
    var fittingWrappingWidth: CGFloat??

    /// The size the text needs wrapped at `width`, rounded up to whole points.
    public func textSize(forWidth width: CGFloat?) -> CGSize {
        // The engine asks several times per layout (its content-size constraints, the
        // baselines, `isTruncated`): the last answer holds until the text or its wrapping
        // changes, or the intrinsic size is invalidated (`intrinsicContentSizeWillChange()`).
        if let measuredSize, measuredSize.width == width { return measuredSize.size }
        let size = size(of: lines(forWidth: width))
        measuredSize = (width, size)
        return size
    }

    /// The size of `lines`: the widest one's width by their height, each rounded up to a
    /// whole point.
    private func size(of lines: [String]) -> CGSize {
        guard !lines.isEmpty else { return .zero }
        let fontSize = font.pointSize
        var widest: CGFloat = 0
        for line in lines { widest = Swift.max(widest, textMeasurer.width(of: Substring(line), fontSize: fontSize)) }
        let height = CGFloat(lines.count) * textMeasurer.lineHeight(fontSize: fontSize)
        return CGSize(width: roundUp(widest), height: roundUp(height))
    }

    /// The rectangle the text takes in `bounds`, as
    /// `UILabel.textRect(forBounds:limitedToNumberOfLines:)`: at `bounds`' origin, as large as
    /// the text wrapped at `bounds`' width (a multi-line label's; one line does not wrap),
    /// with at most `numberOfLines` lines (0: no limit) and no more than the height holds (at
    /// least one), rounded up to whole points as the intrinsic size is.
    ///
    /// The intrinsic size, ``sizeThatFits(_:)`` and ``isTruncated`` measure through it, with
    /// an unbounded height (and width, where the text does not wrap). A subclass that pads its
    /// text overrides it, as in UIKit: it insets `bounds`, asks `super`, and outsets the
    /// answer; its intrinsic size then includes the padding, the automatic wrapping width
    /// and the baselines leave it out, and ``textBounds`` and ``displayedLines`` are inside
    /// it. (There is no `drawText(in:)` here: the pictures draw ``displayedLines``.) An override
    /// may read the label's measures: inside it they are the plain text's.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        if measuringThroughTextRect { innerTextBounds = bounds }
        let width = textWrapWidth(in: bounds)
        var limit = numberOfLines
        if let held = linesHeld(inHeight: bounds.height), limit <= 0 || held < limit { limit = held }
        let size = limit == self.numberOfLines ? textSize(forWidth: width) : size(of: lines(forWidth: width, limit: limit))
        return CGRect(origin: bounds.origin, size: size)
    }

    /// The width the text wraps at in `bounds`: `nil` for a one-line label, and for a width
    /// that is zero, negative, not a number or unbounded (the largest finite value, which the
    /// unbounded measures pass and an inset leaves whole).
    private func textWrapWidth(in bounds: CGRect) -> CGFloat? {
        numberOfLines != 1 && bounds.width > 0 && bounds.width < .greatestFiniteMagnitude ? bounds.width : nil
    }

    /// Set while the label measures through ``textRect(forBounds:limitedToNumberOfLines:)``
    /// (see ``measure(_:)``).
    private var measuringThroughTextRect = false
    /// The box the base ``textRect(forBounds:limitedToNumberOfLines:)`` was last given while
    /// measuring: a padded subclass's inner box.
    private var innerTextBounds: CGRect?

    /// The text's size in `bounds` as ``textRect(forBounds:limitedToNumberOfLines:)`` gives it
    /// (an override's answer), and the box the text is laid out in: what the override passed
    /// on to the base implementation (`bounds` when it did not). An override that reads the
    /// label's measures (its intrinsic size, ``sizeThatFits(_:)``, ``isTruncated``) gets the
    /// plain text's from here rather than a call into itself without end.
    private func measure(_ bounds: CGRect) -> (size: CGSize, textBounds: CGRect) {
        if measuringThroughTextRect { return (textSize(forWidth: textWrapWidth(in: bounds)), bounds) }
        measuringThroughTextRect = true
        defer { measuringThroughTextRect = false }
        innerTextBounds = nil
        let size = textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
        return (size, innerTextBounds ?? bounds)
    }

    /// The box the label lays its text out in, in its bounds' coordinates: its alignment
    /// rectangle, less what an override of ``textRect(forBounds:limitedToNumberOfLines:)``
    /// takes off before asking `super` (a padded label's padding). ``displayedLines`` are
    /// the lines shown in it.
    public var textBounds: CGRect {
        measure(alignmentRect(forFrame: bounds)).textBounds
    }

    /// How many lines a box `height` high holds: at least one, or `nil` for no limit (a
    /// height that is unbounded, not a number or holds a billion lines or more, or a measurer
    /// without a positive line height).
    private func linesHeld(inHeight height: CGFloat, fontSize: CGFloat? = nil) -> Int? {
        let lineHeight = textMeasurer.lineHeight(fontSize: fontSize ?? font.pointSize)
        guard lineHeight > 0, height < .greatestFiniteMagnitude else { return nil }
        let held = (height + 1e-9) / lineHeight
        // Compared before converting: a huge height stays out of `Int`.
        if !(held < 1e9) { return nil }
        return held >= 1 ? Int(held) : 1
    }

    /// The box the unbounded measures pass to ``textRect(forBounds:limitedToNumberOfLines:)``:
    /// `width` wide (unbounded for `nil`), unbounded in height.
    private func measuringBounds(width: CGFloat?) -> CGRect {
        CGRect(x: 0, y: 0, width: width ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    }

    /// The last size `textSize(forWidth:)` measured, and the width it wrapped at (forgotten
    /// by ``View/invalidateIntrinsicContentSize()`` too).
    private var measuredSize: (width: CGFloat?, size: CGSize)?

    override func intrinsicContentSizeWillChange() { measuredSize = nil }

    /// The size that fits `size`, as `UILabel.sizeThatFits(_:)`: the text wrapped at the given
    /// width (for a multi-line label; a width of 0 means no limit).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measure(measuringBounds(width: size.width > 0 ? size.width : nil)).size
    }

    /// The text's size (see ``Label``): wrapped at ``preferredMaxLayoutWidth`` or the automatic
    /// width for a multi-line label.
    open override var intrinsicContentSize: CGSize {
        measuredForLayout.size
    }

    /// The text measured as for the intrinsic size (at the wrapping width, unbounded in
    /// height), and the box it is laid out in.
    private var measuredForLayout: (size: CGSize, textBounds: CGRect) {
        measure(measuringBounds(width: wrappingWidth))
    }

    /// Whether the label's bounds are too small for its text: narrower or shorter than its
    /// text needs (the text is truncated), or the text has more lines than ``numberOfLines``.
    /// With ``adjustsFontSizeToFitWidth``, whether text is left out even at the size it is
    /// drawn at.
    public var isTruncated: Bool {
        if adjustsFontSizeToFitWidth {
            // Set smaller to fit: truncated only if even the size it is drawn at leaves text out.
            let box = self.textBounds.size
            guard let layout = lineLayout(in: box, fontSize: displayedFontSize(in: box)) else { return !(text ?? "").isEmpty }
            return layout.overflows
        }
        let (needed, textBounds) = measuredForLayout
        // Against the alignment rectangle, which the text size describes.
        let body = alignmentRect(forFrame: bounds)
        if body.width + 1e-9 < needed.width || body.height + 1e-9 < needed.height { return true }
        guard numberOfLines > 0, let text, !text.isEmpty else { return false }
        // At the width the text wraps at (a padded label's, inside its padding).
        return lines(forWidth: textWrapWidth(in: textBounds), limit: 0).count > numberOfLines
    }

    override func baselineParts(first: Bool) -> (sizeFactor: Double, offset: Double) {
        let fontSize = font.pointSize
        let lineHeight = Double(textMeasurer.lineHeight(fontSize: fontSize))
        let ascender = Double(textMeasurer.ascender(fontSize: fontSize))
        // The lines wrapped where the intrinsic size wraps them (a padded label's text inside
        // its padding).
        let textBounds = measuredForLayout.textBounds
        let count = Swift.max(1, lines(forWidth: textWrapWidth(in: textBounds)).count)
        let textHeight = Double(count) * lineHeight
        // Centered text: the block's top is at top + height / 2 - textHeight / 2.
        let line = first ? 0 : Double(count - 1)
        return (0.5, -textHeight / 2 + line * lineHeight + ascender)
    }

    override func frameDidSettle() {
        guard numberOfLines != 1, preferredMaxLayoutWidth <= 0 else { return }
        // The text wraps in the alignment rectangle, the width its intrinsic size describes.
        let width = alignmentWidth(ofFrameWidth: storedFrame.width)
        let measured: CGFloat? = width > 0 ? width : nil
        // Within the solver's rounding noise the width is the one the text was wrapped at (the
        // wrapping allows 1e-9 itself): re-measuring would refresh the label's constraints with
        // insets or margins a last bit off, and a loop through the label's own frame (a label
        // held by its own safe area) would chase that noise until the pass limit.
        if let measured, let current = automaticWrappingWidth, measured.isWithinRoundingNoise(of: current) { return }
        guard measured != automaticWrappingWidth else { return }
        automaticWrappingWidth = measured
        wrappingDidChange()
    }

    /// The text, its font or how it wraps changed. As UIKit's two intrinsic-size passes do,
    /// the automatic width starts again: the next layout measures the text on one line, then
    /// wraps it at the width the engine gives the label (kept, it could only shrink: the old
    /// width limits the new text, and hugging holds the label to it). The environment pass
    /// looks at the label even if its frame does not move, so that the width is taken again.
    func textDidChange() {
        automaticWrappingWidth = nil
        markEnvironmentChanged(sizeChanged: false)
        wrappingDidChange()
    }

    /// New intrinsic size and baselines.
    func wrappingDidChange() {
        invalidateIntrinsicContentSize()
        invalidateBaselines()
    }

    /// `<Label:name; frame = (x y; w h); text = '...'>`.
    open override var description: String {
        let f = storedFrame
        return "<\(layoutDescription); frame = (\(formatNumber(f.minX)) \(formatNumber(f.minY)); \(formatNumber(f.width)) \(formatNumber(f.height))); text = '\(text ?? "")'>"
    }
}

/// `value` rounded up to a whole point (tolerating the last bits of rounding error).
func roundUp(_ value: CGFloat) -> CGFloat {
    (value - 1e-9).rounded(.up)
}
