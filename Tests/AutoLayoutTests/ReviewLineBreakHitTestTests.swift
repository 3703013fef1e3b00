import Foundation
import Testing
@testable import AutoLayout

// Review of fbd9d7d (lineBreakMode, displayedLines), 367425d (textAlignment, lineOffset) and
// 5a7b13b (hitTest, point(inside:), isUserInteractionEnabled).
//
// `ReviewLineBreakHitTestFixes` FAILS on the reviewed code: each test shows a bug.
// `ReviewLineBreakHitTestPins` passes: edge cases worth keeping.
//
// Default metrics at 10 points: a character is 5 wide, a line 12 high.

private func makeLabel(_ text: String?, lines: Int = 1, mode: LineBreakMode = .byTruncatingTail) -> Label {
    let label = Label()
    label.text = text
    label.fontSize = 10
    label.numberOfLines = lines
    label.lineBreakMode = mode
    return label
}

// MARK: - Fixed bugs (each test failed on the reviewed code)

@Suite struct ReviewLineBreakHitTestFixes {
    /// HIGH. `hitTest(_:with:)` recurses once per level: a chain of 100 000 views (the depth
    /// CrashHuntTests.veryDeepHierarchy requires every walk to survive) overflows the stack
    /// (SIGSEGV; in a debug build already between 20 000 and 40 000 levels).
    @Test func hitTestOnAVeryDeepChainDoesNotOverflowTheStack() async {
        await #expect(processExitsWith: .success) {
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var last = root
            for _ in 0..<100_000 {
                let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                last.addSubview(view)
                last = view
            }
            if root.hitTest(CGPoint(x: 1, y: 1), with: nil) !== last { exit(1) }
        }
    }

    /// MEDIUM (UIKit behaviour is a judgement call; the inconsistency is not). On one line the
    /// text's trailing spaces count against the box, so a box that holds "abc" truncates
    /// "abc   ": tail gives "ab…", head gives "…" (none of the text). A multi-line label in the
    /// same box lets the spaces hang (wrapSlices: "Spaces that do not fit at the end of a
    /// paragraph hang past it") and shows "abc", as TextKit hangs trailing whitespace.
    @Test func trailingSpacesOnOneLineHangAsOnSeveral() {
        let box = CGSize(width: 15, height: 12)
        #expect(makeLabel("abc   ", lines: 0).displayedLines(in: box) == ["abc"])  // passes
        #expect(makeLabel("abc   ").displayedLines(in: box) == ["abc"])  // was ["ab…"]
        #expect(makeLabel("abc   ", mode: .byTruncatingHead).displayedLines(in: box) == ["abc"])  // was ["…"]
        #expect(makeLabel("abc   ", mode: .byTruncatingMiddle).displayedLines(in: box) == ["abc"])  // was ["ab…"]
    }

    /// LOW. Head and middle truncation replace "\n" with Foundation's
    /// `replacingOccurrences(of:with:)`, which works on scalars and splits the "\r\n"
    /// grapheme (one Character everywhere else, pinned by ReviewThirteenLabelCacheTests): a
    /// lone "\r" and a space appear, and the counts differ from tail truncation's.
    @Test func headAndMiddleTruncationKeepCRLFWhole() {
        let box = CGSize(width: 35, height: 12)  // 7 characters
        // Tail truncation keeps it whole: a a a a \r\n b …
        #expect(makeLabel("aaaa\r\nbbbb").displayedLines(in: box) == ["aaaa\r\nb…"])  // passed
        #expect(makeLabel("aaaa\r\nbbbb", mode: .byTruncatingHead).displayedLines(in: box)
            == ["…a\r\nbbbb"])  // was ["…\r bbbb"]
        #expect(makeLabel("ab\r\ncdefgh", mode: .byTruncatingMiddle).displayedLines(in: box)
            == ["ab\r\n…fgh"])  // was ["ab\r…fgh"]
    }

    /// LOW (needless work). Switching a one-line label to or from `.byCharWrapping` cannot
    /// change its intrinsic size (one line is never wrapped), yet it runs `textDidChange()`:
    /// the measured size is dropped and the label and its superview need layout again.
    @Test func charWrappingOnAOneLineLabelLeavesTheLayoutAlone() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = makeLabel("abc defghijkl mn")
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(!label.needsLayoutFlag && !root.needsLayoutFlag)
        label.lineBreakMode = .byCharWrapping
        #expect(label.intrinsicContentSize == CGSize(width: 80, height: 12))
        #expect(!label.needsLayoutFlag)  // was true
        #expect(!root.needsLayoutFlag)  // was true
    }
}

// MARK: - Pinned edge cases (pass on the reviewed code)

@Suite struct ReviewLineBreakHitTestPins {
    /// The word wrap before fbd9d7d (bb980f4's `Label.wrap` and `breakWord`, verbatim).
    enum OldWrap {
        static func wrap(_ paragraph: Substring, width: CGFloat?, fontSize: CGFloat, measurer: any TextMeasurer) -> [String] {
            guard let width, width.isFinite, width > 0 else { return [String(paragraph)] }
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
            var lines: [String] = []
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
                if let lineStart { lines.append(String(paragraph[lineStart..<lineEnd])) }
                afterBreak = true
                // A word wider than a line breaks between characters; later words may join its
                // last piece.
                let pieceStart = fits(word) ? word.startIndex : oldBreakWord(word, into: &lines, fits: fits)
                lineStart = pieceStart < word.endIndex ? pieceStart : nil
                lineEnd = word.endIndex
                next += 1
            }
            let current = lineStart.map { String(paragraph[$0..<lineEnd]) } ?? ""
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
        static func oldBreakWord(_ word: Substring, into lines: inout [String], fits: (Substring) -> Bool) -> Substring.Index {
            var bounds = Array(word.indices)
            bounds.append(word.endIndex)
            let count = bounds.count - 1
            var start = 0
            while start < count {
                let remaining = count - start
                func piece(_ length: Int) -> Substring { word[bounds[start]..<bounds[start + length]] }
                // `good` characters fit (one is taken in any case); `bad` do not (a sentinel past
                // the end until a probe fails).
                var good = 1, bad = remaining + 1
                var probe = 2
                while good < remaining {
                    let length = Swift.min(probe, remaining)
                    if fits(piece(length)) {
                        good = length
                        probe = length * 2
                    } else {
                        bad = length
                        break
                    }
                }
                while bad - good > 1 {
                    let middle = (good + bad) / 2
                    if fits(piece(middle)) { good = middle } else { bad = middle }
                }
                if good == remaining { return bounds[start] }
                lines.append(String(piece(good)))
                start += good
            }
            return word.endIndex
        }

    }

    struct OddMeasurer: TextMeasurer {
        var kind: Int
        func width(of text: Substring, fontSize: CGFloat) -> CGFloat {
            switch kind {
            case 0: return .nan
            case 1: return 0
            case 2: return -CGFloat(text.count)
            case 3: return CGFloat(text.unicodeScalars.count) * fontSize * 0.5 + 3  // padded
            case 4: return .infinity
            default: return CGFloat(text.utf8.count) * fontSize * 0.3
            }
        }
        func lineHeight(fontSize: CGFloat) -> CGFloat { [CGFloat.nan, 0, -12, 12, .infinity, 1e-300][kind] }
        func ascender(fontSize: CGFloat) -> CGFloat { 8 }
    }

    static let pieces = ["a", "bb", "mmm", "e\u{301}", "👨‍👩‍👧", "🇫🇷🇩🇪", "\r\n", "\n", " ", "  ", "x\u{200D}", "한", "…"]

    /// `wrap`, now built on `wrapSlices` and `longestFit`, gives exactly the old lines, with
    /// grapheme clusters, "\r\n" and measurers returning NaN, zero, negative or padded widths.
    @Test func wrapIsUnchanged() {
        var random = SeededRandom(state: 977)
        let measurers: [any TextMeasurer] = [MonospacedTextMeasurer()] + (0..<6).map { OddMeasurer(kind: $0) }
        for _ in 0..<400 {
            let text = (0..<Int(random.next() % 14)).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }.joined()
            let width: CGFloat? = [nil, 0, -3, .nan, .infinity, 1, 7, 23, 50, 120][Int(random.next() % 10)]
            for measurer in measurers {
                #expect(Label.wrap(Substring(text), width: width, fontSize: 10, measurer: measurer)
                    == OldWrap.wrap(Substring(text), width: width, fontSize: 10, measurer: measurer), "\(text.debugDescription) at \(String(describing: width))")
            }
        }
    }

    /// Random texts (emoji, combining marks, "\r\n", newlines, spaces), boxes, line counts
    /// (negative too) and odd measurers: no trap, never more lines than allowed, at least one.
    @Test func displayedLinesNeverTrap() {
        var random = SeededRandom(state: 31337)
        let measurers: [any TextMeasurer] = [MonospacedTextMeasurer()] + (0..<6).map { OddMeasurer(kind: $0) }
        let sizes: [CGFloat] = [.nan, -1, 0, 1e-300, 3, 17, 50, 1e300, .greatestFiniteMagnitude, .infinity]
        for _ in 0..<300 {
            let text = (0..<Int(random.next() % 16)).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }.joined()
            let label = makeLabel(text, lines: Int(random.next() % 6) - 2, mode: LineBreakMode.allCases[Int(random.next() % 6)])
            label.textMeasurer = measurers[Int(random.next() % UInt64(measurers.count))]
            let size = CGSize(width: sizes[Int(random.next() % 10)], height: sizes[Int(random.next() % 10)])
            let shown = label.displayedLines(in: size)
            if text.isEmpty || !(size.width > 0) || !(size.height > 0) {
                #expect(shown.isEmpty)
            } else {
                #expect(!shown.isEmpty)
                if label.numberOfLines > 0 { #expect(shown.count <= label.numberOfLines) }
            }
        }
    }

    /// A negative `numberOfLines` reads as 0 (unlimited), for the intrinsic size as for the
    /// lines shown.
    @Test func negativeNumberOfLinesIsUnlimited() {
        let label = makeLabel("The quick brown fox", lines: -2)
        #expect(label.displayedLines(in: CGSize(width: 50, height: 100)) == ["The quick", "brown fox"])
        #expect(label.lines(forWidth: 50) == ["The quick", "brown fox"])
    }

    /// UIKit draws in the bounds: `preferredMaxLayoutWidth` sizes the label but does not
    /// decide where its drawn lines break.
    @Test func preferredMaxLayoutWidthDoesNotWrapTheDrawing() {
        let label = makeLabel("The quick brown fox", lines: 0)
        label.preferredMaxLayoutWidth = 50
        #expect(label.intrinsicContentSize == CGSize(width: 45, height: 24))
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 24)
        #expect(label.displayedLines == ["The quick brown fox"])
    }

    /// Character wrapping with the automatic width (no preferredMaxLayoutWidth): the next
    /// layout wraps again, between characters, and back.
    @Test func characterWrappingAtTheAutomaticWidth() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = makeLabel("abc defghijkl mn", lines: 0)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 50, height: 36))
        label.lineBreakMode = .byCharWrapping
        root.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 50, height: 24))
        #expect(label.displayedLines == ["abc defghi", "jkl mn"])
        // Between truncating modes nothing is invalidated: the size cannot change.
        label.lineBreakMode = .byTruncatingTail
        root.layoutIfNeeded()
        label.lineBreakMode = .byClipping
        #expect(!label.needsLayoutFlag)
        #expect(label.frame.size == CGSize(width: 50, height: 36))
    }

    /// Natural (and justified) alignment follows the label's effective direction, set on an
    /// ancestor; left and right do not. Offsets that are not finite read as 0.
    @Test func alignmentInARightToLeftSubtree() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.semanticContentAttribute = .forceRightToLeft
        let label = makeLabel("The quick brown fox")
        label.frame = CGRect(x: 0, y: 0, width: 50, height: 12)
        parent.addSubview(label)
        #expect(label.displayedLines == ["The quick…"])
        #expect(label.lineOffset(ofWidth: 30, in: 50) == 20)
        label.textAlignment = .justified
        #expect(label.lineOffset(ofWidth: 30, in: 50) == 20)
        label.textAlignment = .left
        #expect(label.lineOffset(ofWidth: 30, in: 50) == 0)
        label.textAlignment = .center
        #expect(label.lineOffset(ofWidth: .nan, in: 50) == 0)
        #expect(label.lineOffset(ofWidth: 30, in: .infinity) == 0)
    }

    /// Edges with a bounds origin (left and top in, right and bottom out, in the subview's
    /// own coordinates), a label made touchable, its untouchable sibling passing the point to
    /// the superview, and points that are not finite.
    @Test func hitTestEdgesAndLabels() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scroller = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        scroller.bounds = CGRect(x: 20, y: 30, width: 50, height: 50)
        root.addSubview(scroller)
        // scroller's bounds cover (20...70, 30...80) of its own space: root (10, 10) is (20, 30).
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === scroller)
        #expect(root.hitTest(CGPoint(x: 60, y: 30), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 59.999, y: 59.999), with: nil) === scroller)
        let label = Label(frame: CGRect(x: 20, y: 30, width: 10, height: 10))
        scroller.addSubview(label)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === scroller)
        label.isUserInteractionEnabled = true
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === label)
        #expect(root.hitTest(CGPoint(x: CGFloat.nan, y: 10), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: CGFloat.infinity, y: 10), with: nil) == nil)
        // Asked of an untouchable view directly: nil, as UIKit's.
        label.isUserInteractionEnabled = false
        #expect(label.hitTest(CGPoint(x: 1, y: 1), with: nil) == nil)
    }
}
