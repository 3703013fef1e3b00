import Testing
@testable import AutoLayout

/// A view whose baselines sit 12 points below its top and 5 above its bottom.
private final class TextLikeView: View {
    override var firstBaselineOffsetFromTop: CGFloat? { 12 }
    override var lastBaselineOffsetFromBottom: CGFloat? { 5 }
}

/// The visual format language (`NSLayoutConstraint.constraints(withVisualFormat:...)`).
@Suite struct VisualFormatTests {
    /// Makes the constraints of several formats, checking that none raises a diagnostic,
    /// activates them and lays the root out.
    private func layOut(
        _ root: View, _ formats: [String], options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: Any], sourceLocation: SourceLocation = #_sourceLocation
    ) -> [[LayoutConstraint]] {
        var made: [[LayoutConstraint]] = []
        let diagnostics = LayoutDiagnostics.record {
            for format in formats {
                made.append(LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views))
            }
            LayoutConstraint.activate(made.flatMap { $0 })
            root.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
        return made
    }

    /// The one diagnostic a bad format raises, and that it makes no constraint.
    private func failure(
        _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil, views: [String: Any],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        var made: [LayoutConstraint] = [LayoutConstraint(item: View(), attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute)]
        let diagnostics = LayoutDiagnostics.record {
            made = LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        }
        #expect(made.isEmpty, sourceLocation: sourceLocation)
        #expect(diagnostics.count == 1, sourceLocation: sourceLocation)
        #expect(diagnostics.first?.kind == .invalidVisualFormat, sourceLocation: sourceLocation)
        return diagnostics.first?.message ?? ""
    }

    /// `-` alone: the superview's margins at the edges (8 by default), 8 between views.
    @Test func standardSpacesAndEqualWidths() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let views = ["a": a, "b": b]
        let made = layOut(root, ["H:|-[a]-[b(==a)]-|", "V:|-20-[a(40)]", "V:|-20-[b(==a)]"], views: views)
        expectFrame(a, 8, 20, 148, 40)
        expectFrame(b, 164, 20, 148, 40)

        let horizontal = made[0]
        #expect(horizontal.count == 4)
        // The order of the format: b's width, then the spaces from the left.
        let leading = horizontal.first { $0.firstItem === a && $0.secondItem === root }
        #expect(leading?.firstAttribute == .leading && leading?.secondAttribute == .leadingMargin && leading?.constant == 0)
        let between = horizontal.first { $0.firstItem === b && $0.secondItem === a && $0.firstAttribute == .leading }
        #expect(between?.secondAttribute == .trailing && between?.constant == 8 && between?.relation == .equal)
        let trailing = horizontal.first { $0.firstItem === root }
        #expect(trailing?.firstAttribute == .trailingMargin && trailing?.secondItem === b && trailing?.secondAttribute == .trailing)
        let width = horizontal.first { $0.firstAttribute == .width }
        #expect(width?.firstItem === b && width?.secondItem === a && width?.secondAttribute == .width && width?.multiplier == 1)
        #expect(horizontal.allSatisfy { $0.priority == .required })
    }

    /// Numbers, flush neighbours, relations, and a space to the edge written with the edge
    /// item first.
    @Test func numbersFlushAndRelations() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let made = layOut(root, ["H:|-10-[a(50)]-0-[b(100)]-(>=20)-|", "V:|[a(10)][b(20)]"], views: ["a": a, "b": b])
        expectFrame(a, 10, 0, 50, 10)
        expectFrame(b, 60, 10, 100, 20)
        let last = made[0].last
        #expect(last?.firstItem === root && last?.firstAttribute == .trailing && last?.relation == .greaterThanOrEqual)
        #expect(last?.secondItem === b && last?.constant == 20)
        // `|[a]` is flush: a.top == root.top + 0.
        let top = made[1].first { $0.secondItem === root }
        #expect(top?.firstItem === a && top?.firstAttribute == .top && top?.secondAttribute == .top && top?.constant == 0)
    }

    /// Metrics of every numeric type, priorities from numbers and metrics.
    @Test func metricsAndPriorities() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let metrics: [String: Any] = ["top": 30, "height": 44.5, "gap": CGFloat(12), "low": NSNumber(value: 250)]
        let made = layOut(
            root, ["V:|-top-[a(height@999)]-gap-[b(==a@low)]", "H:|[a]|", "H:|[b]|"], metrics: metrics, views: ["a": a, "b": b])
        expectFrame(a, 0, 30, 320, 44.5)
        expectFrame(b, 0, 86.5, 320, 44.5)
        let height = made[0].first { $0.firstItem === a && $0.firstAttribute == .height }
        #expect(height?.priority == 999 && height?.constant == 44.5 && height?.secondItem == nil)
        let equal = made[0].first { $0.firstItem === b && $0.firstAttribute == .height }
        #expect(equal?.priority == 250 && equal?.secondItem === a)
    }

    /// Several predicates on one view and one space: both bounds hold, the optional one
    /// gives way.
    @Test func predicateLists() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let made = layOut(root, ["H:|-(>=10,==40@500)-[a(>=70,<=100,==300@250)]", "V:|[a(10)]"], views: ["a": a])
        expectFrame(a, 40, 0, 100, 10)
        #expect(made[0].count == 5)
    }

    /// `alignAllCenterY` ties each view to the next, the earlier one first.
    @Test func alignmentOptions() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
        let views = ["a": a, "b": b, "c": c]
        _ = layOut(root, ["V:|-50-[a(20)]", "V:[b(30)]", "V:[c(40)]"], views: views)
        let aligned = layOut(root, ["H:|-8-[a(40)]-8-[b(60)]-8-[c(10)]"], options: [.alignAllCenterY], views: views)
        expectFrame(a, 8, 50, 40, 20)
        expectFrame(b, 56, 45, 60, 30)
        expectFrame(c, 124, 40, 10, 40)
        let alignments = aligned[0].filter { $0.firstAttribute == .centerY }
        #expect(alignments.count == 2)
        #expect(alignments[0].firstItem === a && alignments[0].secondItem === b && alignments[0].secondAttribute == .centerY)
        #expect(alignments[1].firstItem === b && alignments[1].secondItem === c)
    }

    /// Direction options: right to left puts the first view at the right; leading to trailing
    /// follows the layout direction; left to right ignores it.
    @Test func directions() {
        func frames(_ options: LayoutConstraint.FormatOptions, rightToLeft: Bool) -> (CGRect, CGRect) {
            let root = makeRoot()
            if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
            let a = makeView("a", in: root), b = makeView("b", in: root)
            _ = layOut(root, ["H:|-10-[a(50)]-5-[b(30)]", "V:|[a(10)]", "V:|[b(10)]"], options: options, views: ["a": a, "b": b])
            return (a.frame, b.frame)
        }
        let leftToRight = (CGRect(x: 10, y: 0, width: 50, height: 10), CGRect(x: 65, y: 0, width: 30, height: 10))
        let rightToLeft = (CGRect(x: 260, y: 0, width: 50, height: 10), CGRect(x: 225, y: 0, width: 30, height: 10))
        #expect(frames([], rightToLeft: false) == leftToRight)
        #expect(frames([], rightToLeft: true) == rightToLeft)
        #expect(frames(.directionLeftToRight, rightToLeft: true) == leftToRight)
        #expect(frames(.directionRightToLeft, rightToLeft: false) == rightToLeft)
    }

    /// `spacingBaselineToBaseline`: a vertical space runs from the upper view's last baseline
    /// to the lower one's first.
    @Test func baselineToBaselineSpacing() {
        let root = makeRoot()
        let a = TextLikeView(), b = TextLikeView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let made = layOut(root, ["V:|-10-[a(20)]-8-[b(20)]", "H:|[a]|", "H:|[b]|"], options: [.spacingBaselineToBaseline], views: ["a": a, "b": b])
        // a's last baseline at 30 - 5 = 25; b's first baseline at 25 + 8 = 33, 12 below its top.
        expectFrame(a, 0, 10, 320, 20)
        expectFrame(b, 0, 21, 320, 20)
        let space = made[0].first { $0.firstItem === b && $0.secondItem === a }
        #expect(space?.firstAttribute == .firstBaseline && space?.secondAttribute == .lastBaseline)
    }

    /// Spaces are skipped between tokens; the constraints come back inactive.
    @Test func whitespaceAndInactiveResult() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let made = LayoutConstraint.constraints(withVisualFormat: " H: | - 12 - [ a ( 30 ) ] ", metrics: nil, views: ["a": a])
        #expect(made.count == 2)
        #expect(made.allSatisfy { !$0.isActive })
        #expect(a.constraints.isEmpty && root.constraints.isEmpty)
        let width = made.first { $0.firstAttribute == .width }
        #expect(width?.constant == 30)
        let space = made.first { $0.secondItem === root }
        #expect(space?.constant == 12 && space?.secondAttribute == .leading)
    }

    // MARK: Errors

    @Test func missingColonAfterOrientation() {
        let message = failure("V|[a]", views: ["a": View()])
        #expect(message == "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement\nV|[a]\n ^")
    }

    @Test func unknownViewAndMetricNames() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        #expect(failure("H:|-[missing]", views: ["a": a])
            == "Unable to parse constraint format: \n'missing' is not a key in the views dictionary\nH:|-[missing]\n     ^")
        #expect(failure("H:|-gap-[a]", views: ["a": a])
            == "Unable to parse constraint format: \n'gap' is not a key in the metrics dictionary\nH:|-gap-[a]\n    ^")
        // A view name cannot be a space.
        #expect(failure("H:[a]-(>=a)-|", views: ["a": a]).contains("'a' is not a key in the metrics dictionary"))
        #expect(failure("H:[a(==b)]", views: ["a": a]).contains("'b' is not a key in the views or metrics dictionary"))
    }

    @Test func badValues() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        #expect(failure("H:[a(==50@2000)]", views: ["a": a]).contains("The priority 2000 is not above 0 and at most 1000"))
        #expect(failure("H:[a(w)]", metrics: ["w": "wide"], views: ["a": a]).contains("The metric 'w' is not a number: wide"))
        #expect(failure("H:[a]", views: ["a": 5]).contains("The value for 'a' in the views dictionary is not a view"))
    }

    @Test func syntaxErrors() {
        let a = View()
        #expect(failure("H:[a", views: ["a": a]) == "Unable to parse constraint format: \nExpected ']' after the view\nH:[a\n    ^")
        #expect(failure("H:|-", views: ["a": a]).contains("Expected a view: '[' and a view name"))
        #expect(failure("H:[a]-(=10)-|", views: ["a": a]).contains("Expected '==', '<=' or '>='"))
        #expect(failure("H:[a]-10|", views: ["a": a]).contains("Expected '-' after the spacing"))
        #expect(failure("H:|[a]|x", views: ["a": a]).contains("Unexpected characters after the superview's '|'"))
        #expect(failure("[]", views: ["a": a]).contains("Expected a view name after '['"))
        #expect(failure("X:[a]", views: ["a": a]).contains("Expected an orientation ('H:' or 'V:'), '|' or '['"))
    }

    @Test func superviewMissingAndBadOptions() {
        let a = View(), b = View()
        #expect(failure("H:|-[a]", views: ["a": a])
            == "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view doesn't have a superview\nH:|-[a]\n  ^")
        #expect(failure("H:[a]-[b]", options: .alignAllLeft, views: ["a": a, "b": b])
            .contains("The options align the views' left, along the format's own (horizontal) axis: an alignment must lie across it"))
        #expect(failure("V:[a]-[b]", options: .alignAllTop, views: ["a": a, "b": b]).contains("along the format's own (vertical) axis"))
        #expect(failure("H:[a]", options: [.directionLeftToRight, .directionRightToLeft], views: ["a": a])
            .contains("Options ask for both directions"))
    }
}
