import Foundation
import Testing
@testable import AutoLayout

/// `Label.textRect(forBounds:limitedToNumberOfLines:)`: the text's rectangle, and the hook
/// through which a subclass pads its text, as UIKit's padded labels do. At 10 points a
/// character is 5 points wide and a line 12 high.
@Suite struct LabelTextRectTests {
    static let dog = "The quick brown fox jumps over the lazy dog"

    /// A label with room around its text, written as it is for UIKit.
    final class PaddedLabel: Label {
        var padding = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            let inner = CGRect(
                x: bounds.minX + padding.left, y: bounds.minY + padding.top,
                width: bounds.width - padding.left - padding.right, height: bounds.height - padding.top - padding.bottom)
            let text = super.textRect(forBounds: inner, limitedToNumberOfLines: numberOfLines)
            return CGRect(
                x: text.minX - padding.left, y: text.minY - padding.top,
                width: text.width + padding.left + padding.right, height: text.height + padding.top + padding.bottom)
        }
    }

    func label(_ text: String, lines: Int) -> Label {
        let label = Label()
        label.text = text
        label.fontSize = 10
        label.numberOfLines = lines
        return label
    }

    @Test func theTextsRectangleInABox() {
        let label = label(Self.dog, lines: 0)
        // Wrapped at 50: "The quick", "brown fox", "jumps over", "the lazy", "dog".
        #expect(label.textRect(forBounds: CGRect(x: 5, y: 7, width: 50, height: 100), limitedToNumberOfLines: 0)
            == CGRect(x: 5, y: 7, width: 50, height: 60))
        #expect(label.textRect(forBounds: CGRect(x: 5, y: 7, width: 50, height: 100), limitedToNumberOfLines: 2)
            == CGRect(x: 5, y: 7, width: 45, height: 24))
        // The height holds two lines, then one (at least one).
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 50, height: 30), limitedToNumberOfLines: 0).size
            == CGSize(width: 45, height: 24))
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 50, height: 5), limitedToNumberOfLines: 0).size
            == CGSize(width: 45, height: 12))
        // A height that is not a number limits nothing: three lines, as asked.
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 50, height: CGFloat.nan), limitedToNumberOfLines: 3).size
            == CGSize(width: 50, height: 36))
        // Unbounded: one line of 43 characters.
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: .infinity), limitedToNumberOfLines: 0).size
            == CGSize(width: 215, height: 12))
        // One line does not wrap.
        let single = self.label("The quick brown fox", lines: 1)
        #expect(single.textRect(forBounds: CGRect(x: 0, y: 0, width: 50, height: 12), limitedToNumberOfLines: 1).size
            == CGSize(width: 95, height: 12))
        #expect(single.intrinsicContentSize == CGSize(width: 95, height: 12))
    }

    @Test func aPaddedLabelsSizeIncludesItsPadding() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = PaddedLabel()
        label.text = "Hello"
        label.fontSize = 10
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(label.intrinsicContentSize == CGSize(width: 41, height: 20))
        #expect(label.frame == CGRect(x: 10, y: 20, width: 41, height: 20))
        #expect(label.sizeThatFits(.zero) == CGSize(width: 41, height: 20))
        #expect(!label.isTruncated)
        label.padding = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        label.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 20, width: 45, height: 32))
    }

    /// The automatic wrapping width is the label's width less the padding: 66 - 16 = 50, five
    /// lines of 12, and the padding above and below.
    @Test func aPaddedMultiLineLabelWrapsInsideItsPadding() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 86, height: 300))
        let label = PaddedLabel()
        label.text = Self.dog
        label.fontSize = 10
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            label.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 20, width: 66, height: 68))
        #expect(label.intrinsicContentSize == CGSize(width: 66, height: 68))
        #expect(!label.isTruncated)
        // The text's box is inside the padding; the lines shown are those of the layout.
        #expect(label.textBounds == CGRect(x: 8, y: 4, width: 50, height: 60))
        #expect(label.displayedLines == ["The quick", "brown fox", "jumps over", "the lazy", "dog"])
        // A plain label's box is its bounds.
        let plain = self.label("Hi", lines: 1)
        plain.frame = CGRect(x: 3, y: 4, width: 30, height: 20)
        #expect(plain.textBounds == CGRect(x: 0, y: 0, width: 30, height: 20))
        let height = label.heightAnchor.constraint(equalToConstant: 40)
        height.isActive = true
        root.layoutIfNeeded()
        #expect(label.frame.height == 40)
        #expect(label.isTruncated)
        // What it shows in its inner box (32 high: two lines).
        #expect(label.displayedLines(in: CGSize(width: 50, height: 32)) == ["The quick", "brown fox…"])
        // A fitting size wraps at the width it is given, inside the padding too.
        label.removeFromSuperview()
        height.isActive = false
        #expect(label.systemLayoutSizeFitting(CGSize(width: 66, height: 0),
                                              withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel)
            == CGSize(width: 66, height: 68))
    }
}
