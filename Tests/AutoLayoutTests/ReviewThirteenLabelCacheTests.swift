import Testing
@testable import AutoLayout

/// A measurer whose metrics change in place (as a dynamic type scale would): a class, so
/// that the label's copy sees the change.
private final class ScaledMeasurer: TextMeasurer, @unchecked Sendable {
    var scale: CGFloat = 1
    func width(of text: Substring, fontSize: CGFloat) -> CGFloat { CGFloat(text.count) * 0.5 * fontSize * scale }
    func lineHeight(fontSize: CGFloat) -> CGFloat { 1.2 * fontSize * scale }
    func ascender(fontSize: CGFloat) -> CGFloat { 0.8 * fontSize * scale }
}

/// Review 13 of 5e49d63 (a label keeps its last measured size): after every kind of change,
/// a label measures and lays out as a fresh label made in its final state.
@Suite struct ReviewThirteenLabelCacheTests {
    /// A label at (10, 10) in a root, at most `maxWidth` wide, laid out.
    private func laidOut(_ label: Label, maxWidth: CGFloat) -> View {
        let root = makeRoot()
        label.name = "label"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.widthAnchor.constraint(lessThanOrEqualToConstant: maxWidth),
        ])
        root.layoutIfNeeded()
        return root
    }

    /// A label made in the given state.
    private func label(_ text: String, fontSize: CGFloat, lines: Int) -> Label {
        let label = Label()
        label.fontSize = fontSize
        label.numberOfLines = lines
        label.text = text
        return label
    }

    private func fresh(_ text: String, fontSize: CGFloat, lines: Int, maxWidth: CGFloat) -> Label {
        let made = label(text, fontSize: fontSize, lines: lines)
        _ = laidOut(made, maxWidth: maxWidth)
        return made
    }

    @Test func eachChangeInALaidOutLabelMatchesAFreshLabel() {
        let label = label("aaaa bbbb cccc", fontSize: 10, lines: 0)
        let root = laidOut(label, maxWidth: 60)
        // 14 characters (70) wrapped at 60: "aaaa bbbb" / "cccc" (45 x 24).
        expectFrame(label, 10, 10, 45, 24)
        // The text, then the font (through fontSize), then the lines, each laid out twice.
        let steps: [(String, CGFloat, Int, (Double, Double))] = [
            ("aaaa bbbb cccc dddd", 10, 0, (45, 24)),
            ("aaaa bbbb cccc dddd", 4, 0, (38, 5)),
            ("aaaa bbbb cccc dddd", 4, 1, (38, 5)),
            ("aaaa bbbb cccc dddd", 10, 1, (60, 12)),
            ("aa\r\nbb cc", 10, 0, (40, 12)),  // 8 characters: "\r\n" is one
        ]
        for (text, fontSize, lines, (width, height)) in steps {
            label.text = text
            label.fontSize = fontSize
            label.numberOfLines = lines
            root.layoutIfNeeded()
            root.layoutIfNeeded()
            let other = fresh(text, fontSize: fontSize, lines: lines, maxWidth: 60)
            expectFrame(label, 10, 10, width, height)
            expectFrame(other, 10, 10, width, height)
            #expect(label.intrinsicContentSize == other.intrinsicContentSize)
            #expect(label.lines(forWidth: label.wrappingWidth) == other.lines(forWidth: other.wrappingWidth))
            #expect(label.isTruncated == other.isTruncated)
        }
    }

    /// Fitting sizes at other widths in between do not leave their measure behind.
    @Test func fittingAndSizeThatFitsInBetweenLeaveTheIntrinsicSize() {
        let label = label("aaaa bbbb cccc", fontSize: 10, lines: 0)
        let root = laidOut(label, maxWidth: 60)
        #expect(label.intrinsicContentSize == CGSize(width: 45, height: 24))
        #expect(label.sizeThatFits(CGSize(width: 20, height: 0)) == CGSize(width: 20, height: 36))
        #expect(label.sizeThatFits(CGSize(width: 0, height: 0)) == CGSize(width: 70, height: 12))
        let fitted = root.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(label.intrinsicContentSize == CGSize(width: 45, height: 24))
        root.setNeedsLayout()
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 45, 24)
        #expect(fitted == root.systemLayoutSizeFitting(View.layoutFittingCompressedSize))
    }

    /// One line: only "\n" (a character of its own) reads as a space; "\r\n" is one
    /// character that the old split never matched either (old code: `text.split(separator: "\n")`).
    @Test func oneLineNewlinesAsBefore() {
        let label = Label()
        label.fontSize = 10
        label.text = "ab\r\ncd"
        // 5 characters: a b \r\n c d.
        #expect(label.lines(forWidth: nil) == ["ab\r\ncd"])
        #expect(label.intrinsicContentSize == CGSize(width: 25, height: 12))
        label.text = "ab\n\ncd\n"
        #expect(label.lines(forWidth: nil) == ["ab  cd "])
        #expect(label.intrinsicContentSize == CGSize(width: 35, height: 12))
        label.text = "ab\u{2028}cd\u{85}e"
        #expect(label.lines(forWidth: nil) == ["ab\u{2028}cd\u{85}e"])
        #expect(label.intrinsicContentSize == CGSize(width: 35, height: 12))
    }

    /// Before 5e49d63 every read measured again, so a measurer changed in place was followed
    /// after `invalidateIntrinsicContentSize()` (UIKit's way to say the size moved). Now the
    /// cached size stays while the baselines (not cached) follow the new metrics.
    @Test func invalidatingTheIntrinsicSizeMeasuresAgain() {
        let measurer = ScaledMeasurer()
        let label = Label()
        label.textMeasurer = measurer
        label.fontSize = 10
        label.text = "abcd"
        #expect(label.intrinsicContentSize == CGSize(width: 20, height: 12))
        measurer.scale = 2
        label.invalidateIntrinsicContentSize()
        #expect(label.intrinsicContentSize == CGSize(width: 40, height: 24))
        #expect(label.sizeThatFits(.zero) == CGSize(width: 40, height: 24))
    }
}
