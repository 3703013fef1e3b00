import Foundation
import Testing
@testable import AutoLayout

// A fourth crash hunt: the visual format language given adversarial and random strings,
// odd metrics and views, and the constraints it makes activated in a laid-out tree.

@Suite struct CrashHuntFourVisualFormatTests {
    /// A root with three subviews a, b, c (and a view `lone` outside any tree).
    private func makeTree() -> (root: View, views: [String: Any]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.name = "root"
        var views: [String: Any] = [:]
        for name in ["a", "b", "c"] {
            let view = View()
            view.name = name
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views[name] = view
        }
        let lone = View()
        lone.name = "lone"
        views["lone"] = lone
        views["notAView"] = 42
        views["guide"] = LayoutGuide()
        return (root, views)
    }

    private let metrics: [String: Any] = [
        "m": 10, "big": 1e308, "neg": -1e308, "tiny": 1e-300, "f": Float(2.5), "cg": CGFloat(3),
        "ns": NSNumber(value: 7), "nan": Double.nan, "inf": CGFloat.infinity, "text": "12", "p": 750,
        "pBad": 1001, "pZero": 0, "i8": Int8(4),
    ]

    /// Runs one format: either constraints and no diagnostic, or none and exactly one
    /// `invalidVisualFormat` diagnostic quoting the format.
    private func check(_ format: String, options: LayoutConstraint.FormatOptions = [], activate: Bool = true)
        -> (made: [LayoutConstraint], diagnostics: [LayoutDiagnostic])
    {
        let (root, views) = makeTree()
        var made: [LayoutConstraint] = []
        let d = LayoutDiagnostics.record {
            made = LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        }
        #expect(d.count <= 1, "\(format.debugDescription): \(d.map(\.message))")
        if let diagnostic = d.first {
            #expect(diagnostic.kind == .invalidVisualFormat)
            #expect(diagnostic.message.hasPrefix("Unable to parse constraint format: \n"))
            // A caret line: "^" after the line break (compared by scalars: a combining mark
            // after a line break in the format joins it into one character).
            let scalars = Array(diagnostic.message.unicodeScalars)
            let caret = scalars.indices.contains { k in
                scalars[k] == "^" && (k + 1 == scalars.count || scalars[k + 1] == "\n")
                    && scalars[..<k].reversed().prefix { $0 != "\n" }.allSatisfy { $0 == " " || $0 == "\t" }
            }
            #expect(caret, "\(diagnostic.message)")
            #expect(made.isEmpty)
        }
        if activate, !made.isEmpty {
            // Whatever the constants, activation and layout report (conflicts, overflow) and
            // never leave a non-finite frame.
            _ = LayoutDiagnostics.record {
                LayoutConstraint.activate(made)
                root.layoutIfNeeded()
            }
            for case let view as View in views.values {
                #expect(view.frame.origin.x.isFinite && view.frame.size.width.isFinite, "\(format.debugDescription)")
            }
        }
        return (made, d)
    }

    private func reason(_ format: String, options: LayoutConstraint.FormatOptions = []) -> String? {
        let d = check(format, options: options).diagnostics
        guard let message = d.first?.message else { return nil }
        return message.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
    }

    @Test func degenerateStrings() {
        #expect(reason("") == "Expected a view: '[' and a view name")
        #expect(reason("|") == "Expected a view: '[' and a view name")
        #expect(reason("||") == "Expected a view: '[' and a view name")
        #expect(reason("H:") == "Expected a view: '[' and a view name")
        #expect(reason("H") == "Expected ':' after 'H' to specify horizontal arrangement")
        #expect(reason("X:[a]") == "Expected an orientation ('H:' or 'V:'), '|' or '['")
        #expect(reason("[") == "Expected a view name after '['")
        #expect(reason("[]") == "Expected a view name after '['")
        #expect(reason("[a") == "Expected ']' after the view")
        #expect(reason("[a]|x") == "Unexpected characters after the superview's '|'")
        #expect(reason("[a]-") == "Expected a view: '[' and a view name")
        #expect(reason("[a]--") == "Expected a number or a metric name")
        #expect(reason("[a]-10") == "Expected '-' after the spacing")
        #expect(reason("[a(") == "Expected a number, a metric or a view name")
        #expect(reason("[a(==)]") == "Expected a number, a metric or a view name")
        #expect(reason("[a(=10)]") == "Expected '==', '<=' or '>='")
        #expect(reason("[a(10@)]") == "Expected a number or a metric name")
        #expect(reason("[a(10,)]") == "Expected a number, a metric or a view name")
        #expect(reason("\u{0}") == "Expected a view: '[' and a view name")
        #expect(reason("\n\n\n") == "Expected a view: '[' and a view name")
    }

    @Test func hugeAndOddNumbers() {
        #expect(reason("H:|-(-1e308)-[a]-|") == nil)
        #expect(reason("H:|-(1e309)-[a]-|") == "Expected a number or a metric name")
        #expect(reason("H:|-(-1e400)-[a]-|") == "Expected a number or a metric name")
        #expect(reason("[a(1e)]") == "Expected a number, a metric or a view name")
        #expect(reason("[a(.)]") == "Expected a number, a metric or a view name")
        #expect(reason("[a(--5)]") == "Expected a number, a metric or a view name")
        #expect(reason("[a(+5)]") == nil)
        #expect(reason("[a(0x10)]") == "Expected ')' or ',' after a predicate")
        #expect(reason("[a(١٢)]") == "Expected a number, a metric or a view name")
        #expect(reason("[a(\(String(repeating: "9", count: 400)))]") == "Expected a number, a metric or a view name")
        #expect(reason("[a(\(String(repeating: "9", count: 300)))]") == nil)
        let made = check("[a(1e308)]-(1e308)-[b(1e308)]").made
        #expect(made.map(\.constant) == [1e308, 1e308, 1e308])
    }

    @Test func namesAndMetrics() {
        #expect(reason("[é]") == "Expected a view name after '['")
        #expect(reason("[missing]") == "'missing' is not a key in the views dictionary")
        #expect(reason("[notAView]") == "The value for 'notAView' in the views dictionary is not a view")
        #expect(reason("[guide]") == "The value for 'guide' in the views dictionary is not a view")
        #expect(reason("|[lone]") == "Unable to interpret '|' character, because the related view doesn't have a superview")
        #expect(reason("[lone]|") == "Unable to interpret '|' character, because the related view doesn't have a superview")
        #expect(reason("[a(nan)]") == "The metric 'nan' is not a number: nan")
        #expect(reason("[a(inf)]") == "The metric 'inf' is not a number: inf")
        #expect(reason("[a(text)]") == "The metric 'text' is not a number: 12")
        #expect(reason("[a(notAView)]") == "The value for 'notAView' in the views dictionary is not a view")
        #expect(reason("[a]-nope-[b]") == "'nope' is not a key in the metrics dictionary")
        #expect(reason("[a]-a-[b]") == "'a' is not a key in the metrics dictionary")
        #expect(reason("[a(big)]-neg-[b(tiny)]-cg-[c(f)]") == nil)
        #expect(reason("[a(ns)]") == nil)
        // The view's own width against itself: made (a tautology), activated without a word.
        let selfWidth = check("[a(==a)]")
        #expect(selfWidth.made.count == 1)
        #expect(selfWidth.made.first?.secondAttribute == .width)
        // The same view twice in a row: made; activation reports the conflict.
        let twice = check("H:|[a][a]|", activate: false)
        #expect(twice.made.count == 3)
    }

    @Test func priorities() {
        #expect(reason("[a(10@1001)]") == "The priority 1001 is not above 0 and at most 1000")
        #expect(reason("[a(10@0)]") == "The priority 0 is not above 0 and at most 1000")
        #expect(reason("[a(10@-1)]") == "The priority -1 is not above 0 and at most 1000")
        #expect(reason("[a(10@1e308)]") == "The priority 1e+308 is not above 0 and at most 1000")
        #expect(reason("[a(10@pBad)]") == "The priority 1001 is not above 0 and at most 1000")
        #expect(reason("[a(10@pZero)]") == "The priority 0 is not above 0 and at most 1000")
        #expect(reason("[a(10@nan)]") == "'nan' is not a number in the metrics dictionary")
        #expect(reason("[a(10@missing)]") == "'missing' is not a number in the metrics dictionary")
        #expect(reason("[a(10@1e-50)]") == "The priority 1e-50 is not above 0 and at most 1000")
        let made = check("[a(10@p)]-(5@0.5)-[b]").made
        #expect(made.map(\.priority.rawValue) == [750, 0.5])
    }

    @Test func options() {
        #expect(reason("H:[a][b]", options: .alignAllLeft)?.hasPrefix("The options align the views' left") == true)
        #expect(reason("H:[a][b]", options: [.directionLeftToRight, .directionRightToLeft])
            == "Options ask for both directions (left to right and right to left)")
        #expect(reason("H:[a][b]", options: LayoutConstraint.FormatOptions(rawValue: 1 << 0)) == "Unknown alignment options (raw value 1)")
        #expect(reason("H:[a][b]", options: LayoutConstraint.FormatOptions(rawValue: .max))?.hasPrefix("The options align") == true)
        #expect(reason("V:[a]-[b]", options: .spacingBaselineToBaseline) == nil)
    }

    @Test func deepAndLongFormats() {
        // Ten thousand views in a row: linear, no recursion.
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var views: [String: Any] = [:]
        var format = "H:|"
        for k in 0..<10_000 {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            views["v\(k)"] = view
            format += "[v\(k)]"
        }
        format += "|"
        var made: [LayoutConstraint] = []
        let d = LayoutDiagnostics.record {
            made = LayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views)
        }
        #expect(d.isEmpty)
        #expect(made.count == 10_001)
        // Deep parentheses and long predicate lists are refused or read in one pass.
        #expect(reason("[a(" + String(repeating: "(", count: 10_000) + "10)]") == "Expected a number, a metric or a view name")
        let list = Array(repeating: ">=1", count: 5_000).joined(separator: ",")
        #expect(check("[a(\(list))]", activate: false).made.count == 5_000)
        // A caret far into a long line, and after many lines.
        let long = String(repeating: " ", count: 50_000) + "?"
        #expect(reason(long) == "Expected a view: '[' and a view name")
        #expect(reason(String(repeating: "\n", count: 5_000) + "[a]?") == "Expected a view, a connection or '|'")
    }

    /// Random strings built from the language's tokens, names and junk: every one either
    /// makes constraints without a word or makes none and reports one diagnostic.
    @Test func seededRandomFormats() {
        let tokens = [
            "H:", "V:", "|", "-", "[", "]", "(", ")", ",", "@", "==", "<=", ">=", "=", "<", ">",
            "a", "b", "c", "lone", "missing", "notAView", "guide", "m", "big", "neg", "nan", "inf", "text",
            "p", "pBad", "ns", "f", "cg", "tiny", "i8",
            "0", "8", "-5", "+3", "1e308", "-1e308", "1e309", "2.5", ".", "e", "1e", "1000", "1001",
            " ", "\n", "\t", "\r\n", "é", "👍🏽", "\u{0}", "\u{301}", "_", "9999999999999999999999",
        ]
        var random = SeededRandom(state: 0xC0FFEE)
        var parsed = 0
        var refused = 0
        for _ in 0..<3_000 {
            var format = ""
            // Mostly well-formed skeletons with mutations, sometimes pure junk.
            if random.below(3) == 0 {
                for _ in 0..<random.below(20) { format += random.pick(tokens) }
            } else {
                let skeletons = [
                    "H:|-[a]-[b]-|", "V:|-(m)-[a(>=10@p)]-(>=0,<=big)-[b(==a)]-|", "[a(==b,<=100@750)]-8-[c]",
                    "|[a][b][c]|", "H:|-(-1e308)-[a]-|", "V:[a]-(neg@1)-[b]", "[a]-[b]-[c]-|",
                ]
                var characters = Array(random.pick(skeletons))
                for _ in 0..<random.below(4) {
                    let at = random.below(characters.count + 1)
                    switch random.below(3) {
                    case 0: characters.insert(contentsOf: Array(random.pick(tokens)), at: at)
                    case 1: if at < characters.count { characters.remove(at: at) }
                    default: if at < characters.count { characters[at] = random.pick(Array("[]()|-@=<>,:HV ab9")) }
                    }
                }
                format = String(characters)
            }
            let options: LayoutConstraint.FormatOptions = random.below(4) == 0
                ? random.pick([.alignAllTop, .alignAllLeft, .directionRightToLeft, .spacingBaselineToBaseline, .alignAllLastBaseline])
                : []
            let result = check(format, options: options, activate: random.below(4) == 0)
            if result.diagnostics.isEmpty { parsed += 1 } else { refused += 1 }
        }
        // Both kinds are exercised (the numbers are the seed's).
        #expect(parsed + refused == 3_000)
        #expect(parsed > 100)
        #expect(refused > 1_000)
    }
}
