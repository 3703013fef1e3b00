import Foundation
import Testing
@testable import AutoLayout

/// `Label.wrap` finds each line's words by doubling and halving; these check it against the
/// word-by-word greedy wrap it replaced, and that a long paragraph wraps in linear time.
@Suite struct LabelWrapTests {
    /// The word-by-word greedy wrap (measuring the line with each next word), as reference.
    static func greedy(_ paragraph: Substring, width: CGFloat, fontSize: CGFloat, measurer: any TextMeasurer) -> [String] {
        let limit = width + 1e-9
        func fits(_ text: Substring) -> Bool { measurer.width(of: text, fontSize: fontSize) <= limit }
        var lines: [String] = []
        var current = ""
        var afterBreak = false
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            let gapEnd = paragraph[index...].firstIndex { $0 != " " } ?? paragraph.endIndex
            let gap = paragraph[index..<gapEnd]
            let wordEnd = paragraph[gapEnd...].firstIndex(of: " ") ?? paragraph.endIndex
            let word = paragraph[gapEnd..<wordEnd]
            index = wordEnd
            let candidate = current + (current.isEmpty && afterBreak ? "" : gap) + word
            if fits(Substring(candidate)) {
                current = candidate
                continue
            }
            if word.isEmpty { break }
            if !current.isEmpty { lines.append(current) }
            afterBreak = true
            if fits(word) {
                current = String(word)
            } else {
                // One character at a time, the longest run that fits (at least one).
                var rest = word
                while !rest.isEmpty {
                    var length = 1
                    while length < rest.count && fits(rest.prefix(length + 1)) { length += 1 }
                    if length == rest.count { break }
                    lines.append(String(rest.prefix(length)))
                    rest = rest.dropFirst(length)
                }
                current = String(rest)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// Wider letters than others, so that a line's width is not its length.
    struct ProportionalMeasurer: TextMeasurer {
        func width(of text: Substring, fontSize: CGFloat) -> CGFloat {
            text.reduce(0) { $0 + ($1 == "m" || $1 == "w" ? 0.9 : $1 == "i" || $1 == " " ? 0.3 : 0.55) } * fontSize
        }
        func lineHeight(fontSize: CGFloat) -> CGFloat { 1.2 * fontSize }
        func ascender(fontSize: CGFloat) -> CGFloat { 0.8 * fontSize }
    }

    @Test(arguments: 0..<4)
    func sameLinesAsTheWordByWordWrap(seed: Int) {
        var generator = SeededRandom(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        let letters = Array("aimwxyz")
        let measurers: [any TextMeasurer] = [MonospacedTextMeasurer(), ProportionalMeasurer()]
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<Int(generator.next() % 12) {
                text += String(repeating: " ", count: Int(generator.next() % 3))
                text += String((0..<Int(generator.next() % 14)).map { _ in letters[Int(generator.next() % 7)] })
            }
            let width = CGFloat(generator.next() % 120) + 1
            for measurer in measurers {
                let paragraph = Substring(text)
                let wrapped = Label.wrap(paragraph, width: width, fontSize: 10, measurer: measurer)
                let expected = Self.greedy(paragraph, width: width, fontSize: 10, measurer: measurer)
                #expect(wrapped == expected, "'\(text)' at \(width)")
            }
        }
    }

    /// Counts the runs measured (a real font's measurer is costly per call).
    final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
        var calls = 0
        func width(of text: Substring, fontSize: CGFloat) -> CGFloat {
            calls += 1
            return CGFloat(text.count)
        }
        func lineHeight(fontSize: CGFloat) -> CGFloat { 1 }
        func ascender(fontSize: CGFloat) -> CGFloat { 1 }
    }

    /// Short lines cost no more measures than the word-by-word wrap (a run found too wide
    /// is not measured again), long ones far fewer.
    @Test func measuresNoMoreThanWordByWord() {
        for (text, width, expected) in [
            ("aa bb cc dd ee ff gg hh", 5.0, 11), ("a b c d e f g h", 1.0, 15), ("hello there", 100.0, 2),
        ] {
            let new = CountingMeasurer(), old = CountingMeasurer()
            let lines = Label.wrap(Substring(text), width: width, fontSize: 1, measurer: new)
            #expect(lines == Self.greedy(Substring(text), width: width, fontSize: 1, measurer: old))
            #expect(old.calls == expected)
            #expect(new.calls <= old.calls, "\(text): \(new.calls) measures against \(old.calls)")
        }
        let long = String(repeating: "word ", count: 1_000)
        let new = CountingMeasurer(), old = CountingMeasurer()
        _ = Label.wrap(Substring(long), width: 1e6, fontSize: 1, measurer: new)
        _ = Self.greedy(Substring(long), width: 1e6, fontSize: 1, measurer: old)
        #expect(old.calls == 1_001 && new.calls < 25)
    }

    @Test func aLongParagraphAtAWideWidth() {
        let words = 32_000
        let paragraph = Substring(String(repeating: "word ", count: words))
        // The thread's processor time, not a wall clock: a test thread kept off its core on a
        // loaded machine (tests run in parallel) would count the time it waited.
        // (Windows has no such clock: the uptime stands in there.)
        func processorTime() -> Duration {
            #if os(Windows)
            return .nanoseconds(DispatchTime.now().uptimeNanoseconds)
            #else
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
            #endif
        }
        let start = processorTime()
        let lines = Label.wrap(paragraph, width: 1e12, fontSize: 17, measurer: MonospacedTextMeasurer())
        let elapsed = processorTime() - start
        #expect(lines.count == 1 && lines[0].count == 5 * words)
        // Quadratic, this took seconds; linear, milliseconds (a generous bound for a debug build).
        #expect(elapsed < .seconds(2))
        let narrow = Label.wrap(paragraph, width: 85, fontSize: 17, measurer: MonospacedTextMeasurer())
        // Ten characters a line: two words; the paragraph's last space fits after the last.
        #expect(narrow.count == words / 2 && narrow.dropLast().allSatisfy { $0 == "word word" } && narrow.last == "word word ")
    }
}
