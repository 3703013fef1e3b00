import Foundation
import Testing
@testable import AutoLayout

/// Review of the galloping word wrap, the readable content guide and the fitting target's
/// conflict report.
@Suite struct ReviewWrapAndGuideTests {
    static let mono = MonospacedTextMeasurer(characterWidth: 1)

    /// Spaces (runs, leading, trailing, only spaces), words wider than the line, grapheme
    /// clusters (a family emoji, combining marks, flags, a combining mark after a space):
    /// the same lines as the word-by-word wrap at every width from 1 to 12.
    @Test func edgeCasesMatchTheWordByWordWrap() {
        let texts = [
            "", " ", "   ", "  a  ", "a  b", "a   b   c", "abcdefghij k", "  abcdefghij", "abc   ",
            "👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦 e\u{301}e\u{301}e\u{301}e\u{301} x", "a \u{301}b c", "🇺🇸🇫🇷🇩🇪🇯🇵 ab", "x yy zzz wwww vvvvv",
        ]
        for text in texts {
            for width in 1...12 {
                let paragraph = Substring(text)
                let wrapped = Label.wrap(paragraph, width: CGFloat(width), fontSize: 1, measurer: Self.mono)
                let expected = LabelWrapTests.greedy(paragraph, width: CGFloat(width), fontSize: 1, measurer: Self.mono)
                #expect(wrapped == expected, "'\(text)' at \(width)")
            }
        }
    }

    @Test func exactLines() {
        func wrap(_ text: String, _ width: CGFloat) -> [String] {
            Label.wrap(Substring(text), width: width, fontSize: 1, measurer: Self.mono)
        }
        #expect(wrap("   ", 2) == [""])
        #expect(wrap("   ", 3) == ["   "])
        #expect(wrap("  a  ", 3) == ["  a"])
        #expect(wrap("abcdefghij k", 4) == ["abcd", "efgh", "ij k"])
        #expect(wrap("👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦 e\u{301}e\u{301}", 2) == ["👨‍👩‍👧‍👦👨‍👩‍👧‍👦", "👨‍👩‍👧‍👦", "e\u{301}e\u{301}"])
        #expect(wrap("🇺🇸🇫🇷🇩🇪 ab", 2) == ["🇺🇸🇫🇷", "🇩🇪", "ab"])
        // A width exactly at a boundary takes the word.
        #expect(wrap("ab cd ef", 5) == ["ab cd", "ef"])
    }

    /// The guide stays with its view: a removal is refused, and the guide is placed as
    /// before, a 672-point column centered in a 1000-point view's margins.
    @Test func theReadableGuideCannotBeRemoved() {
        let root = makeRoot(width: 1000, height: 100)
        let a = makeView("a", in: root)
        activate(place(a, in: root, 0, 0, 1000, 50))
        let guide = a.readableContentGuide
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 164, y: 8, width: 672, height: 34))
        let removal = LayoutDiagnostics.record { a.removeLayoutGuide(guide) }
        #expect(removal.map(\.kind) == [.invalidHierarchy])
        #expect(a.layoutGuides.count == 1)
        let again = LayoutDiagnostics.record {
            #expect(a.readableContentGuide === guide)
            root.layoutIfNeeded()
        }
        #expect(again.isEmpty)
        #expect(guide.layoutFrame == CGRect(x: 164, y: 8, width: 672, height: 34))
    }

    @Test func theReadableGuideAndItsConstraintsGoWithTheView() {
        weak var weakView: View?
        weak var weakGuide: LayoutGuide?
        weak var weakConstraint: LayoutConstraint?
        do {
            let root = makeRoot()
            let v = makeView("v", in: root)
            activate(place(v, in: root, 0, 0, 100, 100))
            let guide = v.readableContentGuide
            root.layoutIfNeeded()
            weakView = v
            weakGuide = guide
            weakConstraint = v.constraints.first { $0.identifier == "UIView-readableContentGuide-width" }
            #expect(weakConstraint != nil)
            _ = LayoutDiagnostics.record { v.removeFromSuperview() }
        }
        #expect(weakView == nil && weakGuide == nil && weakConstraint == nil)
    }

    /// A required target the view's constraints refuse: one diagnostic per call, naming the
    /// constraint it conflicts with; the view's own width wins.
    @Test func aRequiredTargetInConflictOncePerCall() {
        let v = View(frame: .zero)
        v.name = "v"
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        activate([width, v.heightAnchor.constraint(equalToConstant: 10)])
        var sizes: [CGSize] = []
        let diagnostics = LayoutDiagnostics.record {
            for _ in 0..<3 {
                sizes.append(v.systemLayoutSizeFitting(
                    CGSize(width: 50, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel))
            }
        }
        #expect(sizes == Array(repeating: CGSize(width: 100, height: 10), count: 3))
        #expect(diagnostics.map(\.kind) == [.unsatisfiable, .unsatisfiable, .unsatisfiable])
        #expect(diagnostics.allSatisfy { $0.constraints.count == 1 && $0.constraints.first === width })
    }
}
