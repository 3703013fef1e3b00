import Foundation
import Testing
@testable import AutoLayout

// Final review of the day's features together: alignment rectangles, the visual format
// language and `ScrollView`. Each test names the documentation it holds the code to; the
// last two pin interactions no other test reaches.

/// A scroll view drawn with room around its body.
private final class InsetScrollView: ScrollView {
    var insets = EdgeInsets(top: 0, left: 3, bottom: 0, right: 5)
    override var alignmentRectInsets: EdgeInsets { insets }
}

/// A view whose body is inset from its frame.
private final class InsetView: View {
    var insets = EdgeInsets(top: 0, left: 7, bottom: 0, right: 11)
    override var alignmentRectInsets: EdgeInsets { insets }
}

/// A view whose `alignmentRectInsets` getter invalidates its intrinsic size, as an
/// `intrinsicContentSize` getter may (the engine guards that one: "an invalidation from
/// inside the getter is then moot"). Entries into the getter while it runs are counted (and
/// stopped at 20, so that a regression fails the test rather than overflowing the stack).
private final class InvalidatingInsetsView: View {
    var insets = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
    var running = 0
    var deepest = 0
    override var alignmentRectInsets: EdgeInsets {
        running += 1
        deepest = Swift.max(deepest, running)
        defer { running -= 1 }
        if running < 20 { invalidateIntrinsicContentSize() }
        return insets
    }
}

private func pinEdges(_ view: View, to other: View) -> [LayoutConstraint] {
    [
        view.leftAnchor.constraint(equalTo: other.leftAnchor), view.rightAnchor.constraint(equalTo: other.rightAnchor),
        view.topAnchor.constraint(equalTo: other.topAnchor), view.bottomAnchor.constraint(equalTo: other.bottomAnchor),
    ]
}

@Suite struct SittingReviewTests {
    /// A 320 x 480 scroll view filling the root, with a content view pinned to its four edges,
    /// as wide as it and `height` tall; laid out, its content size never read. The tests keep
    /// the root alive, so that the scroll view stays in its tree.
    private func scroller(height: CGFloat) -> (root: View, scroll: ScrollView, content: View, height: LayoutConstraint) {
        let root = makeRoot()
        let scroll = ScrollView()
        scroll.name = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let content = makeView("content", in: scroll)
        let heightConstraint = content.heightAnchor.constraint(equalToConstant: height)
        activate(pinEdges(scroll, to: root) + pinEdges(content, to: scroll) + [
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor), heightConstraint,
        ])
        root.layoutIfNeeded()
        return (root, scroll, content, heightConstraint)
    }

    // MARK: ScrollView.contentSize is the last layout pass's, read or not

    /// `contentSize`'s documentation: on an axis no constraint sizes, "the size last set here
    /// or solved: it stays when the content goes". The size solved is 320 x 1000, kept at
    /// every solve whether or not anyone read it.
    @Test func contentSizeStaysWhenTheContentGoesBeforeAnyRead() {
        let (root, scroll, content, _) = scroller(height: 1000)
        content.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        withExtendedLifetime(root) {}
    }

    /// "until the next pass, after a change, the size before it": after passes solving 1000
    /// (read) then 2000 (not read), a pending change answers the size before it, 2000, not
    /// the last size read (1000).
    @Test func contentSizeWithAChangePendingIsTheLastSolvedOne() {
        let (root, scroll, _, height) = scroller(height: 1000)
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
        height.constant = 2000
        root.layoutIfNeeded()
        height.constant = 3000
        #expect(scroll.contentSize == CGSize(width: 320, height: 2000))
        withExtendedLifetime(root) {}
    }

    /// `scrollRectToVisible` "reads contentSize as of the last layout pass" (1000 tall): the
    /// rectangle at 900 ... 1000 is brought to the bottom edge, offset 520, with a change
    /// pending and no earlier read.
    @Test func scrollRectToVisibleWithAChangePendingUsesTheLastLayout() {
        let (root, scroll, _, height) = scroller(height: 1000)
        height.constant = 1200
        scroll.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 100), animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 520))
        withExtendedLifetime(root) {}
    }

    // MARK: Alignment insets read from inside an invalidation

    /// `invalidateIntrinsicContentSize()` asks the insets again (`refreshAlignmentInsetsIfChanged`);
    /// an invalidation from inside the getter must not read the getter again (unguarded, it
    /// recursed without end: a stack overflow). The getter is never entered while it runs,
    /// and the new insets (2 each side) apply: frame (8, 8, 54, 54).
    @Test func invalidatingFromInsideTheInsetsGetterDoesNotRecurse() {
        let root = makeRoot()
        let view = InvalidatingInsetsView()
        view.name = "view"
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        activate(place(view, in: root, 10, 10, 50, 50))
        root.layoutIfNeeded()
        expectFrame(view, 9, 9, 52, 52)
        view.deepest = 0
        view.insets = EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        view.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(view.deepest == 1)
        expectFrame(view, 8, 8, 54, 54)
    }

    // MARK: Visual format diagnostics

    /// The diagnostic "quotes the format with a caret under the position". A format written
    /// on several lines (newlines are skipped between tokens) gets its caret under the line
    /// holding the error, at its column: under the `m` of `missing`, not 11 columns in (a
    /// padding counted from the start of the whole format).
    @Test func caretOfAMultiLineFormatStandsUnderTheName() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        var made: [LayoutConstraint] = []
        let diagnostics = LayoutDiagnostics.record {
            made = LayoutConstraint.constraints(withVisualFormat: "H:|-\n[a]-\n[missing]|", metrics: nil, views: ["a": a])
        }
        #expect(made.isEmpty)
        #expect(diagnostics.map(\.kind) == [.invalidVisualFormat])
        let lines = (diagnostics.first?.message ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        let caret = lines.last ?? []
        let column = caret.firstIndex(of: "^") ?? 0
        let quoted = lines.count >= 2 ? lines[lines.count - 2] : []
        #expect(column < quoted.count && quoted[column] == "m", "\(diagnostics.first?.message ?? "")")
    }

    /// VisualFormatParser: "Whitespace between tokens is skipped", Windows line ends included
    /// (`"\r\n"` is one `Character`).
    @Test func carriageReturnLineEndsAreWhitespace() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        var made: [LayoutConstraint] = []
        let diagnostics = LayoutDiagnostics.record {
            made = LayoutConstraint.constraints(withVisualFormat: "H:|-[a]-\r\n[b]-|", metrics: nil, views: ["a": a, "b": b])
        }
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(made.count == 3)
    }

    // MARK: The features together

    /// Right to left: a scroll view with alignment insets placed by a visual format, whose
    /// content (with alignment insets of its own) is placed by another one against the scroll
    /// view's leading margin and trailing edge. From outside, the scroll view's body is 30 ...
    /// 300 (frame 27, 278 wide); inside, its leading margin is the content area's right edge
    /// less 8 and its trailing edge the content area's left edge: the content's body is 40 ...
    /// 140 (frame 33, 118 wide), and the content width is 148.
    @Test func rightToLeftVisualFormatsInAnInsetScrollView() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let scroll = InsetScrollView()
        scroll.name = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let content = InsetView()
        content.name = "content"
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        let views: [String: Any] = ["scroll": scroll, "content": content]
        let diagnostics = LayoutDiagnostics.record {
            LayoutConstraint.activate(
                ["H:|-20-[scroll]-30-|", "V:|[scroll]|", "H:|-[content(100)]-40-|", "V:|[content(50)]|"].flatMap {
                    LayoutConstraint.constraints(withVisualFormat: $0, metrics: nil, views: views)
                })
            root.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        expectFrame(scroll, 27, 0, 278, 480)
        expectFrame(content, 33, 0, 118, 50)
        #expect(scroll.contentSize == CGSize(width: 148, height: 50))
        scroll.contentOffset = CGPoint(x: 30, y: 0)
        root.layoutIfNeeded()
        expectFrame(content, 33, 0, 118, 50)
        #expect(scroll.contentSize == CGSize(width: 148, height: 50))
    }

    /// The fitting size of a view holding a scroll view (with alignment insets) whose content
    /// (with alignment insets) holds a multi-line label, the scroll view as tall as its
    /// content: the same 320 x 62 as the layout (the label wraps in the content's body, 320
    /// wide: 3 lines), and fitting changes neither frames nor the content size.
    @Test func fittingAroundAnInsetScrollViewWithInsetContentAndAWrappingLabel() {
        let root = makeRoot()
        let container = makeView("container", in: root)
        let scroll = InsetScrollView()
        scroll.insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scroll.name = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(scroll)
        let content = InsetView()
        content.insets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        content.name = "content"
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        let label = Label()
        label.name = "label"
        label.numberOfLines = 0
        // Eight words of 9 characters (8.5 points each): 3 a line at 320.
        label.text = Array(repeating: "xxxxxxxxx", count: 8).joined(separator: " ")
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        activate(pinEdges(scroll, to: container) + pinEdges(content, to: scroll) + pinEdges(label, to: content) + [
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
            scroll.heightAnchor.constraint(equalTo: content.heightAnchor),
            container.leftAnchor.constraint(equalTo: root.leftAnchor), container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 320),
        ])
        root.layoutIfNeeded()
        expectFrame(container, 0, 0, 320, 62)
        expectFrame(scroll, -2, -1, 326, 66)
        expectFrame(content, -10, 0, 340, 62)
        expectFrame(label, 10, 0, 320, 62)
        #expect(scroll.contentSize == CGSize(width: 320, height: 62))

        let size = container.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: 62))
        expectFrame(content, -10, 0, 340, 62)
        expectFrame(label, 10, 0, 320, 62)
        #expect(scroll.contentSize == CGSize(width: 320, height: 62))
        withExtendedLifetime(root) {}
    }
}
