import Foundation
import Testing
@testable import AutoLayout

// A fourth crash hunt on labels: empty, huge and newline-only texts, line counts out of
// range, font sizes and widths that are not finite, shrinking with odd scale factors,
// measurers that answer NaN, negative or infinite widths.

/// A measurer whose answers are fixed values, whatever the text.
struct FourFixedMeasurer: TextMeasurer {
    var width: CGFloat
    var lineHeight: CGFloat
    var ascender: CGFloat
    func width(of text: Substring, fontSize: CGFloat) -> CGFloat { text.isEmpty ? 0 : width }
    func lineHeight(fontSize: CGFloat) -> CGFloat { lineHeight }
    func ascender(fontSize: CGFloat) -> CGFloat { ascender }
}

@Suite struct CrashHuntFourLabelTests {
    /// A label in a laid-out root, its position fixed and its size its own.
    private func placed(_ text: String?, lines: Int = 1, configure: (Label) -> Void = { _ in }) -> (root: View, label: Label, diagnostics: [LayoutDiagnostic]) {
        let root = makeRoot(width: 300, height: 300)
        let label = Label()
        label.name = "label"
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = text
        label.numberOfLines = lines
        configure(label)
        root.addSubview(label)
        var d: [LayoutDiagnostic] = []
        d = LayoutDiagnostics.record {
            LayoutConstraint.activate([
                label.leftAnchor.constraint(equalTo: root.leftAnchor), label.topAnchor.constraint(equalTo: root.topAnchor),
                label.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor),
            ])
            root.layoutIfNeeded()
        }
        return (root, label, d)
    }

    @Test func emptyAndNewlineOnlyTexts() {
        for text in [nil, ""] as [String?] {
            let (_, label, d) = placed(text, lines: 0)
            #expect(d.isEmpty)
            #expect(label.intrinsicContentSize == .zero)
            #expect(label.frame.size == .zero)
            #expect(label.displayedLines.isEmpty && !label.isTruncated)
        }
        // Four empty paragraphs: four lines 20.4 high (82 rounded up), no width.
        let (_, many, d1) = placed("\n\n\n", lines: 0)
        #expect(d1.isEmpty)
        #expect(many.intrinsicContentSize == CGSize(width: 0, height: 82))
        #expect(many.lines(forWidth: nil) == ["", "", "", ""])
        // One line: newlines read as spaces, three of them, 8.5 each.
        let (_, one, _) = placed("\n\n\n", lines: 1)
        #expect(one.intrinsicContentSize == CGSize(width: 26, height: 21))
        #expect(one.displayedLines == ["   "])
        let (_, crlf, _) = placed("\r\n\r\n", lines: 0)
        #expect(crlf.lines(forWidth: 100).count == 1)
    }

    @Test func hugeText() {
        // 100 000 characters without a space at 10 points (5 each), wrapped at 100: broken
        // between characters into 5 000 lines of 20.
        let (_, label, d) = placed(String(repeating: "a", count: 100_000), lines: 0) { label in
            label.fontSize = 10
            label.preferredMaxLayoutWidth = 100
        }
        #expect(d.isEmpty)
        #expect(label.intrinsicContentSize == CGSize(width: 100, height: 60_000))
        #expect(label.frame.size == CGSize(width: 100, height: 60_000))
        // Words: "abcd " 20 000 times, 24 characters (four words and their spaces) a line.
        let words = String(repeating: "abcd ", count: 20_000)
        let (_, wrapped, _) = placed(words, lines: 3) { label in
            label.fontSize = 10
            label.preferredMaxLayoutWidth = 120
        }
        #expect(wrapped.lines(forWidth: 120) == Array(repeating: "abcd abcd abcd abcd abcd", count: 3))
        #expect(wrapped.isTruncated)
        #expect(wrapped.displayedLines.last == "abcd abcd abcd abcd abc…")
        // One line: as wide as the text.
        let (_, single, _) = placed(words, lines: 1) { $0.fontSize = 10 }
        #expect(single.intrinsicContentSize == CGSize(width: 500_000, height: 12))
    }

    @Test func lineCountsOutOfRange() {
        let text = "one two three four five six"
        // Negative counts read as no limit, as 0 does; Int.max as many as there are.
        var sizes: [CGSize] = []
        for lines in [0, -1, Int.min, Int.max] {
            let (_, label, d) = placed(text, lines: lines) { $0.preferredMaxLayoutWidth = 60 }
            #expect(d.isEmpty)
            sizes.append(label.intrinsicContentSize)
            #expect(label.lines(forWidth: 60) == ["one two", "three", "four", "five", "six"])
            #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 60, height: 30), limitedToNumberOfLines: lines).size == CGSize(width: 60, height: 21))
        }
        #expect(sizes == Array(repeating: CGSize(width: 60, height: 102), count: 4))
    }

    @Test func fontSizesThatAreNotFiniteOrPositive() {
        // Zero: nothing to measure.
        let (_, zero, d0) = placed("hello", lines: 0) { $0.fontSize = 0 }
        #expect(d0.isEmpty)
        #expect(zero.intrinsicContentSize == .zero)
        // Negative: widths below zero count as none, the height is negative; the engine keeps
        // the frame's height at the intrinsic one.
        let (_, negative, d1) = placed("hello", lines: 1) { $0.fontSize = -10 }
        #expect(negative.intrinsicContentSize == CGSize(width: 0, height: -12))
        #expect(d1.isEmpty)
        // NaN and infinities: not finite, read as no intrinsic metric, with one diagnostic.
        for size: CGFloat in [.nan, .infinity, -.infinity] {
            let (_, label, d) = placed("hello world", lines: 0) { $0.fontSize = size }
            #expect(d.map(\.kind) == [.invalidValue], "\(size)")
            #expect(label.frame.origin == .zero)
            #expect(label.frame.size.width.isFinite && label.frame.size.height.isFinite)
            // No line height to limit them and no width that fits: a character a line at most
            // (the space where a line breaks belongs to neither).
            #expect(label.displayedLines(in: CGSize(width: 50, height: 50)).count <= 10)
        }
    }

    @Test func wrappingWidthsThatAreNotFinite() {
        for width: CGFloat in [.nan, -5, -.infinity, .infinity, 1e308, .leastNonzeroMagnitude] {
            let (_, label, d) = placed("one two three", lines: 0) { $0.preferredMaxLayoutWidth = width }
            #expect(d.isEmpty, "\(width)")
            // NaN and negative widths are the automatic width (the root's 300 here); an
            // infinite or huge width does not wrap; the least width breaks every character.
            let expected: CGFloat = width == .leastNonzeroMagnitude ? 9 : 111
            #expect(label.intrinsicContentSize.width == expected, "\(width)")
        }
    }

    @Test func shrinkingWithOddScaleFactors() {
        for factor: CGFloat in [0, .nan, -1, 1, 2, .infinity, .leastNonzeroMagnitude] {
            let (_, label, _) = placed("a long line of text", lines: 1) { label in
                label.adjustsFontSizeToFitWidth = true
                label.minimumScaleFactor = factor
            }
            // Outside 0 < f < 1 nothing shrinks; the least factor shrinks as far as needed.
            let shown = label.displayedFontSize(in: CGSize(width: 40, height: 30))
            if factor == .leastNonzeroMagnitude {
                #expect(abs(shown - 17 * 40 / 161.5) < 1e-6, "\(shown)")
            } else {
                #expect(shown == 17, "\(factor)")
            }
            for size in [CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: CGFloat.infinity), CGSize(width: -1, height: -1), .zero] {
                _ = label.displayedFontSize(in: size)
                _ = label.displayedLines(in: size)
            }
        }
    }

    @Test func everyBreakModeInATinyBox() {
        let modes: [LineBreakMode] = [.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle]
        var shown: [[String]] = []
        for mode in modes {
            let label = Label()
            label.text = "hello wide world\nsecond"
            label.numberOfLines = 2
            label.lineBreakMode = mode
            shown.append(label.displayedLines(in: CGSize(width: 1, height: 1)))
            // Sizes that are not finite show nothing or everything, never trap.
            #expect(label.displayedLines(in: CGSize(width: CGFloat.nan, height: 100)).isEmpty)
            #expect(label.displayedLines(in: CGSize(width: CGFloat.infinity, height: CGFloat.infinity)) == ["hello wide world", "second"])
        }
        // Clipping shows the rest of the paragraph, running past the edge.
        #expect(shown == [["h"], ["h"], ["hello wide world"], ["…"], ["…"], ["…"]])
    }

    @Test func measurersThatAnswerNonsense() {
        let cases: [(FourFixedMeasurer, CGSize)] = [
            (FourFixedMeasurer(width: .nan, lineHeight: 10, ascender: 8), CGSize(width: 0, height: 0)),
            (FourFixedMeasurer(width: -5, lineHeight: 10, ascender: 8), CGSize(width: 0, height: 10)),
            (FourFixedMeasurer(width: 5, lineHeight: -10, ascender: .nan), CGSize(width: 5, height: -10)),
            (FourFixedMeasurer(width: .infinity, lineHeight: 10, ascender: 8), CGSize(width: 0, height: 0)),
        ]
        for (measurer, expected) in cases {
            let (root, label, d) = placed("ab cd ef", lines: 0) { label in
                label.textMeasurer = measurer
                label.preferredMaxLayoutWidth = 50
            }
            _ = label.displayedLines
            _ = label.isTruncated
            _ = LayoutDiagnostics.record {
                let baseline = makeView("b", in: root)
                LayoutConstraint.activate([baseline.firstBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor)])
                root.layoutIfNeeded()
            }
            #expect(label.frame.size.width.isFinite && label.frame.size.height.isFinite, "\(measurer)")
            if expected != .zero {
                #expect(d.isEmpty, "\(measurer)")
                #expect(label.intrinsicContentSize == expected, "\(measurer)")
            }
        }
    }
}
