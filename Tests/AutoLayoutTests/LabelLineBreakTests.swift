import Foundation
import Testing
@testable import AutoLayout

/// `Label.lineBreakMode` and `displayedLines(in:)`: what a label draws when its text does not
/// fit. With the default metrics at 10 points a character is 5 points wide and a line 12
/// high, so a box 50 wide holds 10 characters.
@Suite struct LabelLineBreakTests {
    static let fox = "The quick brown fox"
    static let dog = "The quick brown fox jumps over the lazy dog"

    func label(_ text: String?, lines: Int = 1, mode: LineBreakMode = .byTruncatingTail) -> Label {
        let label = Label()
        label.text = text
        label.fontSize = 10
        label.numberOfLines = lines
        label.lineBreakMode = mode
        return label
    }

    @Test func theDefaultAndTheRawValuesAreUIKits() {
        #expect(Label().lineBreakMode == .byTruncatingTail)
        #expect(LineBreakMode.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(LineBreakMode(rawValue: 4) == .byTruncatingTail)
        #expect(LineBreakMode(rawValue: 6) == nil)
    }

    @Test(arguments: [
        (LineBreakMode.byTruncatingTail, "The quick…"),
        (.byTruncatingHead, "…brown fox"),
        (.byTruncatingMiddle, "The q…fox"),
        (.byClipping, "The quick brown fox"),
        (.byWordWrapping, "The quick"),
        (.byCharWrapping, "The quick"),
    ])
    func oneLineTooWide(_ mode: LineBreakMode, _ shown: String) {
        let label = label(Self.fox, mode: mode)
        #expect(label.displayedLines(in: CGSize(width: 50, height: 12)) == [shown])
        // Wide enough: the text as it is, whatever the mode.
        #expect(label.displayedLines(in: CGSize(width: 95, height: 12)) == [Self.fox])
        #expect(label.displayedLines(in: CGSize(width: 500, height: 100)) == [Self.fox])
    }

    @Test func wordAndCharacterWrappingDifferOnOneLine() {
        #expect(label("abc defghijkl", mode: .byWordWrapping).displayedLines(in: CGSize(width: 50, height: 12)) == ["abc"])
        #expect(label("abc defghijkl", mode: .byCharWrapping).displayedLines(in: CGSize(width: 50, height: 12)) == ["abc defghi"])
    }

    @Test(arguments: [
        (LineBreakMode.byTruncatingTail, ["The quick", "brown fox…"]),
        (.byTruncatingHead, ["The quick", "…lazy dog"]),
        (.byTruncatingMiddle, ["The quick", "brown…dog"]),
        (.byClipping, ["The quick", "brown fox jumps over the lazy dog"]),
        (.byWordWrapping, ["The quick", "brown fox"]),
        (.byCharWrapping, ["The quick", "brown fox"]),
    ])
    func theLastOfTwoLines(_ mode: LineBreakMode, _ shown: [String]) {
        let twoLines = label(Self.dog, lines: 2, mode: mode)
        #expect(twoLines.displayedLines(in: CGSize(width: 50, height: 100)) == shown)
        // Unlimited lines in a box 30 high: the height holds two (30 / 12).
        let byHeight = label(Self.dog, lines: 0, mode: mode)
        #expect(byHeight.displayedLines(in: CGSize(width: 50, height: 30)) == shown)
        // Room for every line: all five, untouched (broken between characters when so wrapped).
        #expect(byHeight.displayedLines(in: CGSize(width: 50, height: 60)) == (mode == .byCharWrapping
            ? ["The quick", "brown fox", "jumps over", "the lazy d", "og"]
            : ["The quick", "brown fox", "jumps over", "the lazy", "dog"]))
    }

    @Test func aBoxLowerThanOneLineStillShowsOne() {
        #expect(label(Self.dog, lines: 0).displayedLines(in: CGSize(width: 50, height: 5)) == ["The quick…"])
    }

    @Test func tailTruncationStopsAtItsParagraph() {
        #expect(label("A\nB\nC", lines: 2).displayedLines(in: CGSize(width: 50, height: 100)) == ["A", "B…"])
        // Head truncation shows the end of the text, newlines read as spaces.
        #expect(label("A\nB\nC", lines: 2, mode: .byTruncatingHead).displayedLines(in: CGSize(width: 50, height: 100))
            == ["A", "…B C"])
        // One line reads newlines as spaces, as its intrinsic size does.
        #expect(label("ab\ncd\nefghijk").displayedLines(in: CGSize(width: 50, height: 12)) == ["ab cd efg…"])
    }

    @Test func spacesNextToTheEllipsisAreLeftOut() {
        // "The quick " (10) would leave a space before the ellipsis.
        #expect(label("The quick  brown").displayedLines(in: CGSize(width: 55, height: 12)) == ["The quick…"])
        #expect(label("ab    cdefg", mode: .byTruncatingHead).displayedLines(in: CGSize(width: 45, height: 12)) == ["…cdefg"])
    }

    @Test func nothingToShow() {
        #expect(label(nil).displayedLines(in: CGSize(width: 50, height: 12)) == [])
        #expect(label("").displayedLines(in: CGSize(width: 50, height: 12)) == [])
        #expect(label(Self.fox).displayedLines(in: CGSize(width: 0, height: 12)) == [])
        #expect(label(Self.fox).displayedLines(in: CGSize(width: 50, height: 0)) == [])
        #expect(label(Self.fox).displayedLines(in: CGSize(width: CGFloat.nan, height: 12)) == [])
        // No room even for the ellipsis: the ellipsis alone.
        #expect(label(Self.fox).displayedLines(in: CGSize(width: 3, height: 12)) == ["…"])
        // An endless box: everything.
        #expect(label(Self.dog, lines: 0).displayedLines(in: CGSize(width: CGFloat.infinity, height: CGFloat.infinity)) == [Self.dog])
        #expect(label(Self.dog, lines: 0).displayedLines(in: CGSize(width: 50, height: CGFloat.greatestFiniteMagnitude)).count == 5)
    }

    @Test func characterWrappingBreaksBetweenCharacters() {
        let measurer = MonospacedTextMeasurer()
        func wrap(_ text: String, _ width: CGFloat) -> [String] {
            Label.wrapCharacters(Substring(text), width: width, fontSize: 10, measurer: measurer).map(String.init)
        }
        #expect(wrap("abc defghijkl mn", 50) == ["abc defghi", "jkl mn"])
        // The spaces where a line breaks belong to neither line.
        #expect(wrap("abcd efgh", 25) == ["abcd", "efgh"])
        #expect(wrap("abcdefgh   ij", 20) == ["abcd", "efgh", "ij"])
        // At least a character a line, however narrow.
        #expect(wrap("abc", 1) == ["a", "b", "c"])
        #expect(wrap("abc", 0) == ["abc"])
        #expect(wrap("", 50) == [""])
    }

    /// Only character wrapping changes a multi-line label's size: two lines of 10 and 6
    /// characters instead of three ("abc", "defghijkl", "mn").
    @Test func characterWrappingChangesTheIntrinsicSizeAndTheLayout() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = label("abc defghijkl mn", lines: 0)
        label.preferredMaxLayoutWidth = 50
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(label.intrinsicContentSize == CGSize(width: 45, height: 36))
        #expect(label.frame == CGRect(x: 10, y: 20, width: 45, height: 36))
        label.lineBreakMode = .byCharWrapping
        #expect(label.intrinsicContentSize == CGSize(width: 50, height: 24))
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 20, width: 50, height: 24))
        #expect(label.lines(forWidth: 50) == ["abc defghi", "jkl mn"])
        label.lineBreakMode = .byTruncatingMiddle
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 20, width: 45, height: 36))
    }

    /// A label laid out at its intrinsic size shows its lines whole; squeezed, it is truncated
    /// and its last line ends in the ellipsis.
    @Test func displayedLinesFollowTheFrame() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = label(Self.dog, lines: 0)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let width = label.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            width,
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 50, height: 60))
        #expect(label.displayedLines == ["The quick", "brown fox", "jumps over", "the lazy", "dog"])
        #expect(!label.isTruncated)
        let height = label.heightAnchor.constraint(equalToConstant: 30)
        height.isActive = true
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(label.isTruncated)
        #expect(label.displayedLines == ["The quick", "brown fox…"])
    }

    /// Over many texts, boxes and modes: never more lines than allowed, every line but a
    /// clipped one within the width, and nothing lost while everything fits.
    @Test func linesStayInTheirBox() {
        var random = SeededRandom(state: 4242)
        let words = ["a", "bb", "ccc", "dddd", "eeeeeeeeeeee", " ", "\n"]
        let measurer = MonospacedTextMeasurer()
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<random.below(12) { text += words[random.below(words.count)] + " " }
            let lines = random.below(4)
            let mode = LineBreakMode.allCases[random.below(6)]
            let size = CGSize(width: CGFloat(5 + random.below(60)), height: CGFloat(random.below(50)))
            let label = label(text, lines: lines, mode: mode)
            let shown = label.displayedLines(in: size)
            if text.isEmpty || size.height == 0 {
                #expect(shown.isEmpty)
                continue
            }
            #expect(!shown.isEmpty)
            if lines > 0 { #expect(shown.count <= lines) }
            #expect(shown.count <= Swift.max(1, Int(size.height / 12)))
            let wrapped = label.lines(forWidth: lines == 1 ? nil : size.width, limit: 0)
            #expect(shown.count <= wrapped.count)
            for (index, line) in shown.enumerated() {
                let isLast = index == shown.count - 1
                if mode != .byClipping || !isLast {
                    #expect(measurer.width(of: Substring(line), fontSize: 10) <= size.width + 1e-9, "\(text) \(mode) \(size)")
                }
                if !isLast { #expect(line == wrapped[index]) }
            }
            let fitsWhole = shown.count == wrapped.count
                && wrapped.allSatisfy { measurer.width(of: Substring($0), fontSize: 10) <= size.width + 1e-9 }
            if fitsWhole { #expect(shown == wrapped, "\(text) \(mode) \(size)") }
        }
    }
}
