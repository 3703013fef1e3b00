import Foundation
import Testing
@testable import AutoLayout

// Review of 31552d4 (Label.textRect(forBounds:limitedToNumberOfLines:)) and 4b42fa8
// (ScrollView.contentInset, contentInsetAdjustmentBehavior, adjustedContentInset).
//
// `ReviewTextRectScrollInsetFixes` FAILS on the reviewed code: each test shows a bug.
// `ReviewTextRectScrollInsetPins` passes: edge cases worth keeping.
//
// Default metrics at 10 points: a character is 5 wide, a line 12 high, the ascender 8.

/// The UIKit way of padding a label: LabelTextRectTests' (padding 4, 8, 4, 8).
typealias ReviewPaddedLabel = LabelTextRectTests.PaddedLabel

/// A subclass whose textRect consults the label's own measures (re-entrancy).
final class ReviewReentrantLabel: Label {
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        _ = isTruncated
        return super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }
}

/// A subclass whose textRect answers nonsense.
final class ReviewBadTextRectLabel: Label {
    var answer = CGSize(width: CGFloat.nan, height: -5)
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        CGRect(origin: bounds.origin, size: answer)
    }
}

/// A custom measurer whose line height is infinite.
struct ReviewInfiniteLineMeasurer: TextMeasurer {
    func width(of text: Substring, fontSize: CGFloat) -> CGFloat { CGFloat(text.count) * fontSize / 2 }
    func lineHeight(fontSize: CGFloat) -> CGFloat { .infinity }
    func ascender(fontSize: CGFloat) -> CGFloat { 8 }
}

private let dog = "The quick brown fox jumps over the lazy dog"

/// A padded multi-line label 66 wide (its text wraps at 50: "The quick", "brown fox",
/// "jumps over", "the lazy", "dog"; at 66 it would be four lines), laid out in a root.
private func paddedDog(lines: Int) -> (root: View, label: ReviewPaddedLabel) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 86, height: 300))
    let label = ReviewPaddedLabel()
    label.text = dog
    label.fontSize = 10
    label.numberOfLines = lines
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    LayoutConstraint.activate([
        label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
        label.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
        label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    return (root, label)
}

/// A scroll view filling a 100 × 100 root, its content 100 × 2000.
private func scroller(size: CGSize = CGSize(width: 100, height: 100), content: CGSize = CGSize(width: 100, height: 2000),
                      safe: EdgeInsets = .zero) -> (root: View, scrollView: ScrollView) {
    let root = View(frame: CGRect(origin: .zero, size: size))
    root.safeAreaInsets = safe
    let scrollView = ScrollView(frame: CGRect(origin: .zero, size: size))
    root.addSubview(scrollView)
    scrollView.contentSize = content
    root.layoutIfNeeded()
    return (root, scrollView)
}

// MARK: - Fixed bugs (each test failed on the reviewed code)

@Suite struct ReviewTextRectScrollInsetFixes {
    /// MEDIUM. A padded label's baselines count the lines wrapped at its full width (66: four
    /// lines), not at the width its text wraps at (50: five lines, which its intrinsic height
    /// holds): `baselineParts` reads `lines(forWidth: wrappingWidth)`, bypassing textRect.
    /// The frame is 66 × 68, the text block 60 high centered in it (top at 4): the first
    /// baseline is 4 + 8 = 12 from the top, the last 4 + 48 + 8 = 60 (8 from the bottom).
    /// Observed: 18 and 54 (the first baseline 6 points low, the last 6 points high), so
    /// baseline-aligned neighbours are misplaced.
    @Test func aPaddedLabelsBaselinesFollowItsWrappedLines() {
        let (root, label) = paddedDog(lines: 0)
        defer { withExtendedLifetime(root) {} }
        #expect(label.frame == CGRect(x: 10, y: 20, width: 66, height: 68))  // passes
        let first = label.baselineParts(first: true), last = label.baselineParts(first: false)
        #expect(first.sizeFactor * 68 + first.offset == 12)  // was 18
        #expect(last.sizeFactor * 68 + last.offset == 60)  // was 54
    }

    /// MEDIUM. A padded label limited to four lines, at its intrinsic size (66 × 56: four
    /// lines wrapped at 50), drops "dog": its text has five lines at 50. `isTruncated`
    /// counts the lines at the full width (66: four) and says false.
    @Test func aPaddedLabelIsTruncatedWhenItsWrappedTextHasMoreLines() {
        let (root, label) = paddedDog(lines: 4)
        defer { withExtendedLifetime(root) {} }
        #expect(label.frame == CGRect(x: 10, y: 20, width: 66, height: 56))  // passes
        #expect(label.displayedLines(in: CGSize(width: 50, height: 48)) == ["The quick", "brown fox", "jumps over", "the lazy…"])  // passes
        #expect(label.isTruncated)  // was false
    }

    /// LOW (huge sizes; a change from before 31552d4). textRect takes any width of 1e15 or
    /// more as "unbounded" (the sentinel check `bounds.width < 1e15`), so sizeThatFits and
    /// the intrinsic size stop wrapping there, where they wrapped before (old sizeThatFits was
    /// `textSize(forWidth: size.width)`, the old intrinsic size `textSize(forWidth:
    /// wrappingWidth)`). "aa bb" at 1e15 points is 2.5e15 wide: at 2e15 it wraps to two lines,
    /// 1e15 × 2.4e15; now 2.5e15 × 1.2e15. The baselines still wrap (two lines), so the last
    /// baseline (0.6e15 + 0.8e15 = 1.4e15) falls below the label's bottom (1.2e15).
    /// The sentinel could be `greatestFiniteMagnitude / 2` (or measure with `.infinity` and
    /// test `isFinite`): a padding subtracted from `greatestFiniteMagnitude` leaves it whole.
    @Test func hugeWrappingWidthsStillWrap() {
        let label = Label()
        label.text = "aa bb"
        label.fontSize = 1e15
        label.numberOfLines = 0
        let old = label.textSize(forWidth: 2e15)
        #expect(old == CGSize(width: 1e15, height: 2 * (1.2 * 1e15)))  // passes: the old answer
        #expect(label.sizeThatFits(CGSize(width: 2e15, height: 0)) == old)  // was 2.5e15 × 1.2e15
        label.preferredMaxLayoutWidth = 2e15
        #expect(label.intrinsicContentSize == old)  // was 2.5e15 × 1.2e15
    }

    /// LOW (a custom measurer). With an infinite line height the unbounded height
    /// (`greatestFiniteMagnitude`) "holds" one line, so the intrinsic size measures the first
    /// line only: width 5 ("a") instead of 20 ("bbbb"), the width the engine then uses
    /// (the height is read as noIntrinsicMetric either way). Same for a finite line height
    /// above greatestFiniteMagnitude / lines. Before 31552d4: textSize(forWidth: nil), 20 × inf.
    @Test func anInfiniteLineHeightDoesNotDropLinesFromTheIntrinsicWidth() {
        let label = Label()
        label.text = "a\nbbbb"
        label.fontSize = 10
        label.numberOfLines = 0
        label.textMeasurer = ReviewInfiniteLineMeasurer()
        #expect(label.textSize(forWidth: nil) == CGSize(width: 20, height: CGFloat.infinity))  // passes: the old answer
        #expect(label.intrinsicContentSize.width == 20)  // was 5
    }

    /// MEDIUM per the project's no-trap rule (UIKit recurses the same way: a judgement call).
    /// A textRect override that reads `isTruncated` (or `intrinsicContentSize`,
    /// `sizeThatFits`) recurses without end: stack overflow (SIGSEGV). A re-entrancy flag
    /// (measure the plain text size when textRect is already on the stack) would end it.
    @Test func aTextRectOverrideReadingTheLabelsMeasuresDoesNotOverflowTheStack() async {
        await #expect(processExitsWith: .success) {
            let label = ReviewReentrantLabel()
            label.text = "Hello"
            label.fontSize = 10
            _ = label.intrinsicContentSize
        }
    }

    /// LOW (judgement: UIKit leaves nonsense insets undefined; the project reads non-finite
    /// values as none elsewhere). An infinite top inset scrolls to an offset of -inf: the
    /// scroll view's bounds origin, and every descendant's position on screen, become
    /// non-finite. Read as 0, the rect (500 ..< 510) is brought to the bottom: 410.
    @Test func anInfiniteInsetDoesNotMakeTheOffsetInfinite() {
        let (root, scrollView) = scroller()
        defer { withExtendedLifetime(root) {} }
        scrollView.contentInset = EdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 410))  // was (0, -inf)
    }
}

// MARK: - Pins (pass on the reviewed code)

@Suite struct ReviewTextRectScrollInsetPins {
    /// A default label's sizeThatFits and intrinsic size are exactly the old ones
    /// (`textSize(forWidth:)` at the old widths) below the 1e15 sentinel, for odd line counts,
    /// fonts, texts and wrapping modes.
    @Test func aDefaultLabelsSizesAreTheOldOnes() {
        let texts: [String?] = [nil, "", "Hello", dog, "a\nbb\n\nccc ", "   ", "x\r\ny z", String(repeating: "word ", count: 40)]
        let lineCounts = [Int.min, -3, 0, 1, 2, 3, 1_000_000_000, Int.max]
        let fonts: [CGFloat] = [10, 0, -10, .nan, .infinity, 1e-300]
        let widths: [CGFloat] = [0, -5, .nan, .infinity, 1, 4.9, 5, 23, 50, 51.5, 200, 1e14]
        for text in texts {
            for lines in lineCounts {
                for font in fonts {
                    for mode in [LineBreakMode.byTruncatingTail, .byCharWrapping] {
                        let label = Label()
                        label.text = text
                        label.fontSize = font
                        label.numberOfLines = lines
                        label.lineBreakMode = mode
                        for width in widths {
                            let got = label.sizeThatFits(CGSize(width: width, height: 7))
                            let old = label.textSize(forWidth: lines == 1 || width <= 0 ? nil : width)
                            #expect(got == old || (got.width.isNaN && old.width.isNaN) || (got.height.isNaN && old.height.isNaN),
                                    "\(String(describing: text)) lines \(lines) font \(font) width \(width)")
                            label.preferredMaxLayoutWidth = width
                            let intrinsic = label.intrinsicContentSize
                            let oldIntrinsic = label.textSize(forWidth: label.wrappingWidth)
                            #expect(intrinsic == oldIntrinsic || intrinsic.width.isNaN || intrinsic.height.isNaN,
                                    "\(String(describing: text)) lines \(lines) font \(font) pmlw \(width)")
                        }
                    }
                }
            }
        }
    }

    /// The automatic wrapping width and fitting size of a default multi-line label are
    /// unchanged: 86 wide, the dog wraps at 86 in three lines.
    @Test func aDefaultMultiLineLabelWrapsAtItsWidth() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 106, height: 300))
        let label = Label()
        label.text = dog
        label.fontSize = 10
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            label.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 0, width: 86, height: 36))
        #expect(label.lines(forWidth: 86) == ["The quick brown", "fox jumps over", "the lazy dog"])
        #expect(label.intrinsicContentSize == label.textSize(forWidth: 86))
        label.removeFromSuperview()
        #expect(label.systemLayoutSizeFitting(CGSize(width: 86, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 86, height: 36))
    }

    /// textRect with a bounded box: the height limits the lines (at least one), a NaN or
    /// negative height gives one line, a huge limit or negative limit changes nothing.
    @Test func textRectEdgeCases() {
        let label = Label()
        label.text = dog
        label.fontSize = 10
        label.numberOfLines = 0
        let box = CGRect(x: 1, y: 2, width: 50, height: 1000)
        #expect(label.textRect(forBounds: box, limitedToNumberOfLines: Int.max).size == CGSize(width: 50, height: 60))
        #expect(label.textRect(forBounds: box, limitedToNumberOfLines: -7).size == CGSize(width: 50, height: 60))
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 50, height: -30), limitedToNumberOfLines: 0).size
            == CGSize(width: 45, height: 24))  // a negative height reads as its magnitude (CGRect.height is |h|)
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 50, height: 0), limitedToNumberOfLines: 0).size
            == CGSize(width: 45, height: 12))
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: CGFloat.nan), limitedToNumberOfLines: 0).size
            == CGSize(width: 215, height: 12))
        // A negative width reads as its magnitude too (CGRect.width is |w|): a padded label
        // narrower than its padding wraps at |inner width|, but exactly at zero it does not
        // wrap at all (a discontinuity: judgement call).
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: -50, height: 1000), limitedToNumberOfLines: 0).size
            == CGSize(width: 50, height: 60))
        let padded = ReviewPaddedLabel()
        padded.text = "ab cd"
        padded.fontSize = 10
        padded.numberOfLines = 0
        padded.preferredMaxLayoutWidth = 21  // inner 5: one character a line
        #expect(padded.intrinsicContentSize == CGSize(width: 21, height: 56))
        padded.preferredMaxLayoutWidth = 16  // inner 0: one line
        #expect(padded.intrinsicContentSize == CGSize(width: 41, height: 20))
        padded.preferredMaxLayoutWidth = 11  // inner -5, read as 5
        #expect(padded.intrinsicContentSize == CGSize(width: 21, height: 56))
    }

    /// A textRect override answering NaN or negative sizes: no trap; the engine reads the NaN
    /// width as noIntrinsicMetric.
    @Test func aNonsenseTextRectDoesNotTrap() async {
        await #expect(processExitsWith: .success) {
            let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let label = ReviewBadTextRectLabel()
            label.text = "Hello"
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            LayoutConstraint.activate([label.leftAnchor.constraint(equalTo: root.leftAnchor), label.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
            _ = label.isTruncated
            _ = label.sizeThatFits(CGSize(width: 50, height: 50))
            label.answer = CGSize(width: -1e308, height: .infinity)
            label.invalidateIntrinsicContentSize()
            root.layoutIfNeeded()
            _ = label.isTruncated
            _ = label.systemLayoutSizeFitting(.zero)
            withExtendedLifetime(root) {}
        }
    }

    /// The padded label's other measures agree: intrinsic size and isTruncated at 66 × 68.
    @Test func aPaddedLabelAtItsIntrinsicSizeIsNotTruncated() {
        let (root, label) = paddedDog(lines: 0)
        defer { withExtendedLifetime(root) {} }
        #expect(label.intrinsicContentSize == CGSize(width: 66, height: 68))
        #expect(!label.isTruncated)
        #expect(label.sizeThatFits(CGSize(width: 66, height: 0)) == CGSize(width: 66, height: 68))
    }

    /// scrollRectToVisible on the edges: insets larger than the bounds (the rect's top goes
    /// to the top inset), a zero-size scroll view, content smaller than the bounds (at
    /// -top), `.always` on a view that does not scroll, NaN insets (read as none),
    /// negative insets (the range shrinks), a rect larger than the visible area (top edge).
    @Test func scrollRectToVisibleEdgeCases() {
        do {
            let (root, sv) = scroller()
            sv.contentInset = EdgeInsets(top: 80, left: 0, bottom: 80, right: 0)
            sv.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 10), animated: false)
            #expect(sv.contentOffset == CGPoint(x: 0, y: 420))
            sv.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 10), animated: false)
            #expect(sv.contentOffset == CGPoint(x: 0, y: 1910))
            sv.contentInset = EdgeInsets(top: CGFloat.nan, left: CGFloat.nan, bottom: CGFloat.nan, right: CGFloat.nan)
            sv.scrollRectToVisible(CGRect(x: 0, y: 700, width: 10, height: 10), animated: false)
            // Insets that are not finite are read as none: the rect is brought to the top.
            #expect(sv.contentOffset == CGPoint(x: 0, y: 700))
            sv.contentInset = EdgeInsets(top: -20, left: 0, bottom: -20, right: 0)
            sv.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
            #expect(sv.contentOffset == CGPoint(x: 0, y: 20))
            sv.contentInset = .zero
            sv.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 400), animated: false)
            #expect(sv.contentOffset == CGPoint(x: 0, y: 300))
            withExtendedLifetime(root) {}
        }
        do {
            let (root, sv) = scroller(size: .zero)
            sv.contentInset = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
            sv.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: false)
            #expect(sv.contentOffset == CGPoint(x: 0, y: 90))
            withExtendedLifetime(root) {}
        }
        do {
            let (root, sv) = scroller(content: CGSize(width: 50, height: 50), safe: EdgeInsets(top: 20, left: 5, bottom: 10, right: 5))
            sv.scrollRectToVisible(CGRect(x: 0, y: 40, width: 10, height: 10), animated: false)
            #expect(sv.adjustedContentInset == .zero)
            #expect(sv.contentOffset == .zero)
            sv.contentInsetAdjustmentBehavior = .always
            #expect(sv.adjustedContentInset == EdgeInsets(top: 20, left: 5, bottom: 10, right: 5))
            sv.scrollRectToVisible(CGRect(x: 0, y: 40, width: 10, height: 10), animated: false)
            #expect(sv.contentOffset == CGPoint(x: -5, y: -20))
            withExtendedLifetime(root) {}
        }
    }
}
