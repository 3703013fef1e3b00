import Foundation
import Testing
@testable import AutoLayout

// Review of 72082b4 (View.clipsToBounds) and 9253651 (Label.adjustsFontSizeToFitWidth,
// minimumScaleFactor, displayedFontSize(in:)): the label and view side.
//
// `ReviewClipShrinkFixes` failed on the reviewed code, each test showing a bug since fixed.
// `ReviewClipShrinkPins` passes: edge cases worth keeping.
//
// Default metrics at 10 points: a character is 5 wide, a line 12 high.

private func shrinking(_ text: String?, size: CGFloat = 10, lines: Int = 1, scale: CGFloat = 0.5) -> Label {
    let label = Label()
    label.text = text
    label.fontSize = size
    label.numberOfLines = lines
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = scale
    return label
}

/// Widths that are not monotone in the font size: only sizes in [6, 7) and the font's 10 give
/// narrow text.
private struct BumpyMeasurer: TextMeasurer {
    func width(of text: Substring, fontSize: CGFloat) -> CGFloat {
        (fontSize >= 6 && fontSize < 7) ? 0 : CGFloat(text.count) * fontSize / 2
    }
    func lineHeight(fontSize: CGFloat) -> CGFloat { fontSize * 1.2 }
    func ascender(fontSize: CGFloat) -> CGFloat { fontSize * 0.8 }
}

/// Metrics that are not numbers, zero or negative.
private struct BrokenMeasurer: TextMeasurer {
    var width: CGFloat
    var line: CGFloat
    func width(of text: Substring, fontSize: CGFloat) -> CGFloat { width }
    func lineHeight(fontSize: CGFloat) -> CGFloat { line }
    func ascender(fontSize: CGFloat) -> CGFloat { line }
}

// MARK: - Fixed bugs (each test failed on the reviewed code)

@Suite struct ReviewClipShrinkFixes {
    /// LOW. The bisection's midpoint `(fits + overflows) / 2` overflows to infinity for a font
    /// near `greatestFiniteMagnitude`: every later midpoint is infinite, so the search never
    /// moves and returns the minimum (0.85e308) though sizes up to ~8.99e307 fit ("AAAA" is 2 ×
    /// the size wide). `fits + (overflows - fits) / 2` keeps it finite.
    @Test func aHugeFontStillFindsTheLargestSizeThatFits() {
        let label = shrinking("AAAA", size: 1.7e308, scale: 0.5)
        let box = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
        let size = label.displayedFontSize(in: box)
        #expect(size > 8.98e307)  // was 8.5e307, the minimum
        #expect(label.textMeasurer.width(of: "AAAA", fontSize: size) <= box.width)
    }

    /// LOW (judgement call: UIKit has no public `isTruncated`). The project's `isTruncated`
    /// ("the label's bounds are too small for its text ... the text is truncated") keeps
    /// measuring at the font's size: a label that shrinks its text to fit, and shows all of it,
    /// says it is truncated.
    @Test func aLabelThatShrinksToFitIsNotTruncated() {
        let label = shrinking("The quick brown fox", scale: 0.5)
        label.frame = CGRect(x: 0, y: 0, width: 50, height: 12)
        #expect(label.displayedLines == ["The quick brown fox"])
        #expect(!label.isTruncated)  // was true
    }
}

// MARK: - Pins (pass on the reviewed code)

@Suite struct ReviewClipShrinkPins {
    @Test func clipsToBoundsDefaultsAndOverrides() {
        let scroll = ScrollView(frame: .zero)
        #expect(scroll.clipsToBounds)
        scroll.clipsToBounds = false
        #expect(!scroll.clipsToBounds)
        scroll.clipsToBounds = true
        #expect(scroll.clipsToBounds)
        let view = View()
        view.clipsToBounds = false  // the default: nothing stored
        #expect(!view.clipsToBounds)
        view.clipsToBounds = true
        #expect(view.clipsToBounds)
    }

    @Test func nonsenseFactorsAndSizesShrinkNothing() {
        for scale in [CGFloat.nan, .infinity, -.infinity, -0.5, 0, 1, 1.5, .greatestFiniteMagnitude] {
            let label = shrinking("The quick brown fox", scale: scale)
            #expect(label.displayedFontSize(in: CGSize(width: 50, height: 12)) == 10)
        }
        for font in [CGFloat.nan, .infinity, -10, 0] {
            let label = shrinking("The quick brown fox", size: font)
            let size = label.displayedFontSize(in: CGSize(width: 50, height: 12))
            #expect(size == font || (size.isNaN && font.isNaN))
        }
        let label = shrinking("The quick brown fox")
        for box in [CGSize(width: CGFloat.nan, height: 12), CGSize(width: 50, height: CGFloat.nan), CGSize(width: -5, height: 12),
                    CGSize(width: 0, height: 0)] {
            #expect(label.displayedFontSize(in: box) == 10)
            #expect(label.displayedLines(in: box) == [])
        }
        #expect(label.displayedFontSize(in: CGSize(width: CGFloat.infinity, height: CGFloat.infinity)) == 10)
        #expect(shrinking("").displayedFontSize(in: CGSize(width: 1, height: 1)) == 10)
        #expect(shrinking(nil).displayedFontSize(in: CGSize(width: 1, height: 1)) == 10)
    }

    /// A measurer whose widths are not monotone in the size: the answer is always a size at
    /// which the text shows (the minimum when the minimum does not), never one that truncates.
    @Test func nonMonotoneWidthsGiveASizeThatShows() {
        let label = shrinking("The quick brown fox", scale: 0.5)
        label.textMeasurer = BumpyMeasurer()
        let box = CGSize(width: 50, height: 12)
        let size = label.displayedFontSize(in: box)
        #expect(size >= 6.99 && size < 7)  // just under 7: the bisection happens on the bump
        #expect(label.displayedLines(in: box) == ["The quick brown fox"])
    }

    @Test func brokenMeasurersDoNotTrap() {
        let box = CGSize(width: 50, height: 24)
        for (width, line) in [(CGFloat.nan, CGFloat.nan), (0, 0), (-5, -5), (.infinity, .infinity), (100, 0), (0, .nan)] {
            for lines in [0, 1, 3] {
                let label = shrinking("The quick brown fox\njumps", lines: lines, scale: 0.5)
                label.textMeasurer = BrokenMeasurer(width: width, line: line)
                let size = label.displayedFontSize(in: box)
                #expect(size == 10 || size == 5)
                _ = label.displayedLines(in: box)
            }
        }
    }

    /// 100 000 characters: the search sets one long line at 8 points (400 000 wide holds
    /// 500 000 at 10) and many lines at about 7.07 (3 000 high holds 60 s² at s points in
    /// 1 000 wide). (It wrapped the whole text at each of its 32 steps; it now stops wrapping
    /// one line past what the box holds.)
    @Test func longTexts() {
        let text = String(repeating: "word ", count: 20_000)
        for (lines, box) in [(1, CGSize(width: 400_000, height: 12)), (0, CGSize(width: 1_000, height: 3_000))] {
            let label = shrinking(text, lines: lines, scale: 0.5)
            let size = label.displayedFontSize(in: box)
            #expect(lines == 1 ? (size > 7.999 && size <= 8.0001) : (size > 7.04 && size < 7.05))
            #expect(!label.displayedLines(in: box).joined().contains("…"))
        }
    }
}
