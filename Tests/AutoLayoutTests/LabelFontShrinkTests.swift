import Foundation
import Testing
@testable import AutoLayout

/// `adjustsFontSizeToFitWidth` and `minimumScaleFactor`: the text drawn smaller to fit, the
/// layout as it was. At 10 points a character is 5 points wide and a line 12 high.
@Suite struct LabelFontShrinkTests {
    static let fox = "The quick brown fox"

    func label(_ text: String, lines: Int = 1, scale: CGFloat) -> Label {
        let label = Label()
        label.text = text
        label.fontSize = 10
        label.numberOfLines = lines
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = scale
        return label
    }

    @Test func theDefaultsShrinkNothing() {
        let label = Label()
        #expect(!label.adjustsFontSizeToFitWidth)
        #expect(label.minimumScaleFactor == 0)
        label.text = Self.fox
        label.fontSize = 10
        #expect(label.displayedFontSize(in: CGSize(width: 50, height: 12)) == 10)
        // On, with a minimum scale of 0: the font's size is the smallest, as in UIKit.
        label.adjustsFontSizeToFitWidth = true
        #expect(label.displayedFontSize(in: CGSize(width: 50, height: 12)) == 10)
        #expect(label.displayedLines(in: CGSize(width: 50, height: 12)) == ["The quick…"])
    }

    /// 19 characters in 50 points: 50 / 9.5 = 5.263... points, within half the size.
    @Test func oneLineShrinksToFitItsWidth() {
        let label = label(Self.fox, scale: 0.5)
        let size = label.displayedFontSize(in: CGSize(width: 50, height: 12))
        #expect(abs(size - 100 / 19) < 1e-6)
        #expect(size <= 100 / 19)
        #expect(label.displayedLines(in: CGSize(width: 50, height: 12)) == [Self.fox])
        // Room enough: the font's size.
        #expect(label.displayedFontSize(in: CGSize(width: 95, height: 12)) == 10)
        // The layout does not change: the intrinsic size is the text's at 10 points.
        #expect(label.intrinsicContentSize == CGSize(width: 95, height: 12))
    }

    /// Not even the smallest size fits: the text is set at it (6 points: 3 a character) and
    /// truncated there, 16 characters in 50 points.
    @Test func belowTheMinimumTheTextIsTruncated() {
        let label = label(Self.fox, scale: 0.6)
        #expect(label.displayedFontSize(in: CGSize(width: 50, height: 12)) == 6)
        #expect(label.displayedLines(in: CGSize(width: 50, height: 12)) == ["The quick brown…"])
    }

    /// Several lines shrink until every line shows in the height: at 10 points five lines of
    /// at most 10 characters need 60 points; the box is 24 high.
    @Test func severalLinesShrinkToFitTheHeight() {
        let dog = "The quick brown fox jumps over the lazy dog"
        let label = label(dog, lines: 0, scale: 0.5)
        let box = CGSize(width: 50, height: 24)
        let size = label.displayedFontSize(in: box)
        #expect(size > 5 && size < 10)
        let shown = label.displayedLines(in: box)
        #expect(!shown.joined().contains("…"))
        #expect(shown.joined(separator: " ") == dog)
        // A little larger and it would not fit.
        label.adjustsFontSizeToFitWidth = false
        label.fontSize = size * 1.01
        #expect(label.displayedLines(in: box).joined().contains("…"))
    }
}
