import Foundation
import Testing
@testable import AutoLayout

// A review of the visual format language against UIKit's documented behaviour of
// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: Apple's "Visual
// Format Language" appendix of the Auto Layout Guide (its examples and grammar), the
// `NSLayoutConstraint.FormatOptions` reference, and what UIKit does on iOS 8 and later for
// `|-[view]` (the superview's layout margin).
//
// Each test says what UIKit does where the appendix leaves a doubt, and where that comes from.

/// A view with baselines `first` below its top and `last` above its bottom.
private final class BaselineView: View {
    let first: CGFloat, last: CGFloat
    init(_ name: String, first: CGFloat, last: CGFloat) {
        self.first = first
        self.last = last
        super.init(frame: .zero)
        self.name = name
        translatesAutoresizingMaskIntoConstraints = false
    }
    override var firstBaselineOffsetFromTop: CGFloat? { first }
    override var lastBaselineOffsetFromBottom: CGFloat? { last }
}

@Suite struct VisualFormatReviewTests {
    // MARK: Helpers

    /// The constraints of one format and the diagnostics making them raised.
    private func make(
        _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil, views: [String: Any]
    ) -> (constraints: [LayoutConstraint], diagnostics: [LayoutDiagnostic]) {
        var made: [LayoutConstraint] = []
        let diagnostics = LayoutDiagnostics.record {
            made = LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        }
        return (made, diagnostics)
    }

    /// The constraints of a format that must be valid (no diagnostic).
    private func valid(
        _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil, views: [String: Any],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [LayoutConstraint] {
        let (made, diagnostics) = make(format, options: options, metrics: metrics, views: views)
        #expect(diagnostics.isEmpty, "\(format): \(diagnostics)", sourceLocation: sourceLocation)
        #expect(made.allSatisfy { !$0.isActive }, sourceLocation: sourceLocation)
        return made
    }

    /// A format that must be refused: nothing made, exactly one `invalidVisualFormat`.
    @discardableResult
    private func invalid(
        _ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil, views: [String: Any],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        let (made, diagnostics) = make(format, options: options, metrics: metrics, views: views)
        #expect(made.isEmpty, "\(format) made \(made)", sourceLocation: sourceLocation)
        #expect(diagnostics.count == 1, "\(format): \(diagnostics)", sourceLocation: sourceLocation)
        #expect(diagnostics.first?.kind == .invalidVisualFormat, sourceLocation: sourceLocation)
        return diagnostics.first?.message ?? ""
    }

    /// Makes the formats, activates them (with `extra`), lays `root` out; no diagnostic.
    @discardableResult
    private func layOut(
        _ root: View, _ formats: [String], options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: Any], extra: [LayoutConstraint] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) -> [[LayoutConstraint]] {
        var made: [[LayoutConstraint]] = []
        let diagnostics = LayoutDiagnostics.record {
            for format in formats {
                made.append(LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views))
            }
            LayoutConstraint.activate(made.flatMap { $0 } + extra)
            root.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty, "\(formats): \(diagnostics)", sourceLocation: sourceLocation)
        return made
    }

    /// Every field of a constraint.
    private func expectConstraint(
        _ constraint: LayoutConstraint?, _ first: AnyObject, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: AnyObject?, _ secondAttribute: LayoutAttribute, constant: CGFloat, priority: LayoutPriority = .required,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let constraint else {
            Issue.record("no constraint", sourceLocation: sourceLocation)
            return
        }
        #expect(constraint.firstItem === first, "first item of \(constraint)", sourceLocation: sourceLocation)
        #expect(constraint.firstAttribute == firstAttribute, "first attribute of \(constraint)", sourceLocation: sourceLocation)
        #expect(constraint.relation == relation, "relation of \(constraint)", sourceLocation: sourceLocation)
        #expect(constraint.secondItem === second, "second item of \(constraint)", sourceLocation: sourceLocation)
        #expect(constraint.secondAttribute == secondAttribute, "second attribute of \(constraint)", sourceLocation: sourceLocation)
        #expect(constraint.multiplier == 1, "multiplier of \(constraint)", sourceLocation: sourceLocation)
        #expect(constraint.constant == constant, "constant of \(constraint)", sourceLocation: sourceLocation)
        #expect(constraint.priority == priority, "priority of \(constraint)", sourceLocation: sourceLocation)
    }

    /// The constraint of `constraints` whose first item and attribute are these.
    private func lookup(
        _ constraints: [LayoutConstraint], _ first: AnyObject, _ attribute: LayoutAttribute, second: AnyObject? = nil
    ) -> LayoutConstraint? {
        constraints.first {
            $0.firstItem === first && $0.firstAttribute == attribute && (second == nil || $0.secondItem === second)
        }
    }

    // MARK: The appendix's examples

    /// Standard Space: `[button]-[textField]`, 8 points between siblings.
    @Test func appendixStandardSpace() {
        let root = makeRoot()
        let button = makeView("button", in: root), textField = makeView("textField", in: root)
        let views = ["button": button, "textField": textField]
        let made = valid("[button]-[textField]", views: views)
        #expect(made.count == 1)
        expectConstraint(made.first, textField, .leading, .equal, button, .trailing, constant: 8)
        layOut(root, ["[button]-[textField]", "H:|-20-[button(50)]", "H:[textField(60)]", "V:|[button(10)]", "V:|[textField(10)]"],
               views: views)
        expectFrame(button, 20, 0, 50, 10)
        expectFrame(textField, 78, 0, 60, 10)
    }

    /// Width Constraint: `[button(>=50)]`.
    @Test func appendixWidthConstraint() {
        let root = makeRoot()
        let button = makeView("button", in: root)
        let made = valid("[button(>=50)]", views: ["button": button])
        #expect(made.count == 1)
        expectConstraint(made.first, button, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 50)
        let narrow = button.widthAnchor.constraint(equalToConstant: 0)
        narrow.priority = 250
        layOut(root, ["[button(>=50)]", "H:|-10-[button]", "V:|[button(10)]"], views: ["button": button], extra: [narrow])
        expectFrame(button, 10, 0, 50, 10)
    }

    /// Connection to Superview: `|-50-[purpleBox]-50-|`; the superview's edges (not its
    /// margins) with an explicit number, the item further along first.
    @Test func appendixConnectionToSuperview() {
        let root = makeRoot()
        let purpleBox = makeView("purpleBox", in: root)
        let views = ["purpleBox": purpleBox]
        let made = valid("|-50-[purpleBox]-50-|", views: views)
        #expect(made.count == 2)
        expectConstraint(lookup(made, purpleBox, .leading), purpleBox, .leading, .equal, root, .leading, constant: 50)
        expectConstraint(lookup(made, root, .trailing), root, .trailing, .equal, purpleBox, .trailing, constant: 50)
        layOut(root, ["|-50-[purpleBox]-50-|", "V:|[purpleBox(10)]"], views: views)
        expectFrame(purpleBox, 50, 0, 220, 10)
    }

    /// Vertical Layout: `V:[topField]-10-[bottomField]`.
    @Test func appendixVerticalLayout() {
        let root = makeRoot()
        let topField = makeView("topField", in: root), bottomField = makeView("bottomField", in: root)
        let views = ["topField": topField, "bottomField": bottomField]
        let made = valid("V:[topField]-10-[bottomField]", views: views)
        #expect(made.count == 1)
        expectConstraint(made.first, bottomField, .top, .equal, topField, .bottom, constant: 10)
        layOut(root, ["V:[topField]-10-[bottomField]", "V:|-20-[topField(30)]", "V:[bottomField(40)]", "H:|[topField]|", "H:|[bottomField]|"],
               views: views)
        expectFrame(topField, 0, 20, 320, 30)
        expectFrame(bottomField, 0, 60, 320, 40)
    }

    /// Flush Views: `[maroonView][blueView]`, a space of 0.
    @Test func appendixFlushViews() {
        let root = makeRoot()
        let maroonView = makeView("maroonView", in: root), blueView = makeView("blueView", in: root)
        let views = ["maroonView": maroonView, "blueView": blueView]
        let made = valid("[maroonView][blueView]", views: views)
        #expect(made.count == 1)
        expectConstraint(made.first, blueView, .leading, .equal, maroonView, .trailing, constant: 0)
        layOut(root, ["[maroonView][blueView]", "H:|-5-[maroonView(30)]", "H:[blueView(40)]", "V:|[maroonView(10)]", "V:|[blueView(10)]"],
               views: views)
        expectFrame(blueView, 35, 0, 40, 10)
    }

    /// Priority: `[button(100@20)]`, a width of 100 that gives way.
    @Test func appendixPriority() {
        let root = makeRoot()
        let button = makeView("button", in: root), other = makeView("other", in: root)
        let made = valid("[button(100@20)]", views: ["button": button])
        #expect(made.count == 1)
        expectConstraint(made.first, button, .width, .equal, nil, .notAnAttribute, constant: 100, priority: 20)
        // Alone it holds; against a required width it gives way.
        layOut(root, ["[button(100@20)]", "H:|[button]", "V:|[button(10)]", "[other(100@20)]", "H:|[other(30)]", "V:|[other(10)]"],
               views: ["button": button, "other": other])
        expectFrame(button, 0, 0, 100, 10)
        expectFrame(other, 0, 0, 30, 10)
    }

    /// Equal Widths: `[button1(==button2)]`.
    @Test func appendixEqualWidths() {
        let root = makeRoot()
        let button1 = makeView("button1", in: root), button2 = makeView("button2", in: root)
        let views = ["button1": button1, "button2": button2]
        let made = valid("[button1(==button2)]", views: views)
        #expect(made.count == 1)
        expectConstraint(made.first, button1, .width, .equal, button2, .width, constant: 0)
        layOut(root, ["[button1(==button2)]", "H:|[button2(70)]", "H:|-100-[button1]", "V:|[button1(10)]", "V:|[button2(10)]"], views: views)
        expectFrame(button1, 100, 0, 70, 10)
    }

    /// Multiple Predicates: `[flexibleButton(>=70,<=100)]`, in the order written.
    @Test func appendixMultiplePredicates() {
        let made = valid("[flexibleButton(>=70,<=100)]", views: ["flexibleButton": View()])
        #expect(made.count == 2)
        for (width, expected) in [(300.0, 100.0), (0, 70)] {
            let root = makeRoot()
            let flexibleButton = makeView("flexibleButton", in: root)
            let views = ["flexibleButton": flexibleButton]
            let made = valid("[flexibleButton(>=70,<=100)]", views: views)
            if made.count == 2 {
                expectConstraint(made[0], flexibleButton, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 70)
                expectConstraint(made[1], flexibleButton, .width, .lessThanOrEqual, nil, .notAnAttribute, constant: 100)
            }
            let wish = flexibleButton.widthAnchor.constraint(equalToConstant: width)
            wish.priority = 250
            layOut(root, ["H:|[flexibleButton]", "V:|[flexibleButton(10)]"], views: views, extra: made + [wish])
            expectFrame(flexibleButton, 0, 0, expected, 10)
        }
    }

    /// A Complete Line of Layout: `|-[find]-[findNext]-[findField(>=20)]-|`; `-` at an edge is
    /// the superview's margin (iOS 8 and later), 8 between views.
    @Test func appendixCompleteLine() {
        let root = makeRoot()
        let find = makeView("find", in: root), findNext = makeView("findNext", in: root), findField = makeView("findField", in: root)
        let views = ["find": find, "findNext": findNext, "findField": findField]
        let format = "|-[find]-[findNext]-[findField(>=20)]-|"
        let made = valid(format, views: views)
        #expect(made.count == 5)
        expectConstraint(lookup(made, find, .leading), find, .leading, .equal, root, .leadingMargin, constant: 0)
        expectConstraint(lookup(made, findNext, .leading), findNext, .leading, .equal, find, .trailing, constant: 8)
        expectConstraint(lookup(made, findField, .leading), findField, .leading, .equal, findNext, .trailing, constant: 8)
        expectConstraint(lookup(made, findField, .width), findField, .width, .greaterThanOrEqual, nil, .notAnAttribute, constant: 20)
        expectConstraint(lookup(made, root, .trailingMargin), root, .trailingMargin, .equal, findField, .trailing, constant: 0)
        layOut(root, [format, "H:[find(40)]", "H:[findNext(60)]", "V:|[find(10)]", "V:|[findNext(10)]", "V:|[findField(10)]"], views: views)
        expectFrame(find, 8, 0, 40, 10)
        expectFrame(findNext, 56, 0, 60, 10)
        expectFrame(findField, 124, 0, 188, 10)
    }

    /// `V:|-[a]-|`: the top and bottom margins, as UIKit on iOS 8 and later.
    @Test func verticalStandardEdgesAreMargins() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 12, left: 8, bottom: 20, right: 8)
        let a = makeView("a", in: root)
        let made = layOut(root, ["V:|-[a]-|", "H:|[a]|"], views: ["a": a])
        expectConstraint(lookup(made[0], a, .top), a, .top, .equal, root, .topMargin, constant: 0)
        expectConstraint(lookup(made[0], root, .bottomMargin), root, .bottomMargin, .equal, a, .bottom, constant: 0)
        expectFrame(a, 0, 12, 320, 448)
    }

    // MARK: Grammar corner cases

    /// A negative number needs parentheses (`<simplePredicate>` is a positive number, but a
    /// `<predicate>`'s `<constant>` is any `<number>`).
    @Test func negativeNumbersInParentheses() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let views = ["a": a, "b": b]
        let made = layOut(root, ["H:|-(-10)-[a(50)]-(-5)-[b(20)]", "V:|-(-4)-[a(10)]", "V:|[b(>=-3,10)]"], views: views)
        expectConstraint(lookup(made[0], a, .leading), a, .leading, .equal, root, .leading, constant: -10)
        expectConstraint(lookup(made[0], b, .leading), b, .leading, .equal, a, .trailing, constant: -5)
        expectFrame(a, -10, -4, 50, 10)
        expectFrame(b, 35, 0, 20, 10)
    }

    /// Decimal numbers, with or without digits before or after the point (`strtod`).
    @Test func decimalNumbers() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
        let views = ["a": a, "b": b, "c": c]
        let made = layOut(root, ["H:|-10.5-[a(0.5)]-(2.25)-[b(5.)]", "H:|[c(.75)]", "V:|[a(10)]", "V:|[b(10)]", "V:|[c(10)]"], views: views)
        expectConstraint(lookup(made[0], a, .leading), a, .leading, .equal, root, .leading, constant: 10.5)
        expectFrame(a, 10.5, 0, 0.5, 10)
        expectFrame(b, 13.25, 0, 5, 10)
        expectFrame(c, 0, 0, 0.75, 10)
    }

    /// A `<number>` is "as parsed by strtod_l, with the C locale" (the appendix's grammar), so
    /// an exponent may carry a sign: `25e-1` is 2.5, as `1e2` is 100.
    @Test func numbersWithSignedExponents() {
        let a = View()
        let plain = valid("[a(1e2)]", views: ["a": a])
        #expect(plain.first?.constant == 100)
        let signed = valid("[a(25e-1)]", views: ["a": a])
        #expect(signed.count == 1)
        #expect(signed.first?.constant == 2.5)
        let positive = valid("[a(5e+1)]", views: ["a": a])
        #expect(positive.first?.constant == 50)
    }

    /// Priorities written as metric names, in a view's predicates and in a space's.
    @Test func metricNamesForPriorities() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let metrics: [String: Any] = ["low": 250, "mid": 500.0, "high": Float(750), "gap": 10]
        let made = layOut(root, ["H:|-(gap@mid)-[a(50@low)]-(>=4@high)-[b(==a@high)]", "V:|[a(10)]", "V:|[b(10)]"],
                          metrics: metrics, views: ["a": a, "b": b])
        let h = made[0]
        #expect(h.count == 4)
        expectConstraint(lookup(h, a, .leading), a, .leading, .equal, root, .leading, constant: 10, priority: 500)
        expectConstraint(lookup(h, a, .width), a, .width, .equal, nil, .notAnAttribute, constant: 50, priority: 250)
        expectConstraint(lookup(h, b, .leading), b, .leading, .greaterThanOrEqual, a, .trailing, constant: 4, priority: 750)
        expectConstraint(lookup(h, b, .width), b, .width, .equal, a, .width, constant: 0, priority: 750)
        expectFrame(a, 10, 0, 50, 10)
        expectFrame(b, 64, 0, 50, 10)
        // A priority must be a number in the metrics (not a view) and lie in 0 < p <= 1000.
        invalid("[a(50@b)]", views: ["a": a, "b": b])
        invalid("[a(50@missing)]", views: ["a": a])
        invalid("[a(50@big)]", metrics: ["big": 1001], views: ["a": a])
        invalid("[a(50@0)]", views: ["a": a])
    }

    /// Whitespace between tokens is skipped.
    @Test func whitespaceBetweenTokens() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let made = layOut(root, [" V : | - 10 - [ a ( 20 ) ] - ( >= 5 , <= 450 ) - | ", "H:|[a]|"], views: ["a": a])
        #expect(made[0].count == 4)
        expectFrame(a, 0, 10, 320, 20)
    }

    /// Names are C identifiers: underscores and digits, not leading digits.
    @Test func namesWithUnderscoresAndDigits() {
        let root = makeRoot()
        let a = makeView("_a1", in: root), b = makeView("view_2", in: root), c = makeView("C3", in: root)
        let views = ["_a1": a, "view_2": b, "C3": c]
        let made = layOut(root, ["H:|[_a1(20)]-[view_2(==_a1)]-[C3]|", "V:|[_a1(10)]", "V:|[view_2(10)]", "V:|[C3(10)]"], views: views)
        expectConstraint(lookup(made[0], b, .width), b, .width, .equal, a, .width, constant: 0)
        expectFrame(b, 28, 0, 20, 10)
        expectFrame(c, 56, 0, 264, 10)
        invalid("[1a]", views: ["1a": View()])
        invalid("[a-b]", views: ["a-b": View()])
    }

    /// A name that is both a metric and a view: a space can only read the metric; in a view's
    /// predicate this implementation reads the metric too (the appendix does not say which
    /// wins; pinned here).
    @Test func nameThatIsAMetricAndAView() {
        let root = makeRoot()
        let a = makeView("a", in: root), w = makeView("w", in: root)
        let views = ["a": a, "w": w]
        let made = valid("H:[a(==w)]-w-[w(w)]", metrics: ["w": 30], views: views)
        #expect(made.count == 3)
        expectConstraint(lookup(made, a, .width), a, .width, .equal, nil, .notAnAttribute, constant: 30)
        expectConstraint(lookup(made, w, .leading), w, .leading, .equal, a, .trailing, constant: 30)
        expectConstraint(lookup(made, w, .width), w, .width, .equal, nil, .notAnAttribute, constant: 30)
        // Without the metric the name is the view.
        let viewOnly = valid("H:[a(==w)]", views: views)
        expectConstraint(viewOnly.first, a, .width, .equal, w, .width, constant: 0)
    }

    /// `H:` is the default orientation: both formats make the same constraints.
    @Test func horizontalIsTheDefault() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let views = ["a": a, "b": b]
        let explicit = valid("H:|-[a]-10-[b(==a)]|", views: views)
        let implicit = valid("|-[a]-10-[b(==a)]|", views: views)
        #expect(explicit.count == 4 && implicit.count == 4)
        for (x, y) in zip(explicit, implicit) {
            #expect(x.firstItem === y.firstItem && x.firstAttribute == y.firstAttribute && x.relation == y.relation)
            #expect(x.secondItem === y.secondItem && x.secondAttribute == y.secondAttribute && x.constant == y.constant)
            #expect(x.priority == y.priority)
        }
        #expect(explicit.allSatisfy { [.leading, .trailing, .leadingMargin, .trailingMargin, .width].contains($0.firstAttribute) })
        // Lower-case or unknown orientations are refused.
        invalid("h:[a]", views: views)
        invalid("X:[a]", views: views)
        invalid("HV:[a]", views: views)
    }

    /// A format naming one view only: its size predicates and edges, no space.
    @Test func oneViewOnly() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let views = ["a": a]
        #expect(valid("[a]", views: views).isEmpty)
        #expect(valid("V:[a]", views: views).isEmpty)
        let height = valid("V:[a(20)]", views: views)
        #expect(height.count == 1)
        expectConstraint(height.first, a, .height, .equal, nil, .notAnAttribute, constant: 20)
        #expect(valid("|[a]|", views: views).count == 2)
    }

    /// A trailing `-` (or a space) with no view or `|` after it is a syntax error, as an
    /// empty format, a bare `|` and a lone orientation.
    @Test func danglingConnections() {
        let a = makeView("a", in: makeRoot())
        let views = ["a": a]
        for format in ["[a]-", "|-[a]-", "[a]-10-", "[a]-(>=10)-", "[a]-|-", "", "|", "H:", "|-|", "[a]||", "[a][", "[a]()"] {
            invalid(format, views: views)
        }
    }

    /// UIKit's parser accepts a relation and a priority in a space without parentheses:
    /// `->=10-`, `-<=10.0@750-`, `-30@750-`, `-metric@750-`. The appendix's table lists only
    /// `<metricName>|<positiveNumber>` for a `<simplePredicate>`, but these forms are in wide
    /// use in shipping iOS code (e.g. `"V:|-20-[header]->=10-[collectionView(140)]-10-[footer(40)]-20-|"`,
    /// `"H:|-<=10.0@750-[toView(>=44.0,<=394.0)]-<=10.0@750-|"`, `"H:|-30@750-[titleLabel]-30@750-|"`,
    /// `"V:|-kLineButtonPadding@750-[collectionView]|"` in public repositories), which would
    /// raise an exception on iOS if UIKit refused them. Each makes one constraint here.
    @Test func unparenthesisedPredicatesInSpaces() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let views = ["a": a, "b": b]
        let atLeast = valid("[a]->=10-[b]", views: views)
        expectConstraint(atLeast.first, b, .leading, .greaterThanOrEqual, a, .trailing, constant: 10)
        let atMost = valid("|-<=10.0@750-[a]", views: views)
        expectConstraint(atMost.first, a, .leading, .lessThanOrEqual, root, .leading, constant: 10, priority: 750)
        let withPriority = valid("[a]-30@750-|", views: views)
        expectConstraint(withPriority.first, root, .trailing, .equal, a, .trailing, constant: 30, priority: 750)
        let metric = valid("V:|-pad@750-[a]", metrics: ["pad": 6], views: views)
        expectConstraint(metric.first, a, .top, .equal, root, .top, constant: 6, priority: 750)
    }

    // MARK: Options

    /// The frames of a, b, c laid out horizontally with `options`.
    private func horizontalAlignment(_ options: LayoutConstraint.FormatOptions) -> [CGRect] {
        let root = makeRoot()
        let a = BaselineView("a", first: 12, last: 5), b = BaselineView("b", first: 6, last: 10), c = BaselineView("c", first: 20, last: 2)
        for view in [a, b, c] { root.addSubview(view) }
        let views = ["a": a, "b": b, "c": c]
        layOut(root, ["V:|-50-[a(20)]", "V:[b(30)]", "V:[c(40)]"], views: views)
        let aligned = layOut(root, ["H:|-8-[a(40)]-8-[b(60)]-8-[c(10)]"], options: options, views: views)
        #expect(aligned.first?.count == 6 + 2 * options.intersection(.alignmentMask).rawValue.nonzeroBitCount)
        return [a.frame, b.frame, c.frame]
    }

    /// Each alignment of a horizontal format, with exact frames.
    @Test func alignmentsOfAHorizontalFormat() {
        func ys(_ frames: [CGRect]) -> [CGFloat] { frames.map(\.minY) }
        #expect(ys(horizontalAlignment(.alignAllTop)) == [50, 50, 50])
        #expect(ys(horizontalAlignment(.alignAllBottom)) == [50, 40, 30])
        #expect(ys(horizontalAlignment(.alignAllCenterY)) == [50, 45, 40])
        // a's last baseline at 70 - 5 = 65: b's bottom at 75, c's at 67.
        #expect(ys(horizontalAlignment(.alignAllLastBaseline)) == [50, 45, 27])
        // a's first baseline at 50 + 12 = 62: b's top at 56, c's at 42.
        #expect(ys(horizontalAlignment(.alignAllFirstBaseline)) == [50, 56, 42])
        #expect(horizontalAlignment(.alignAllTop).map(\.minX) == [8, 56, 124])
        // Two alignments at once: tops and bottoms tie the heights too.
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
        layOut(root, ["V:|-50-[a(20)]"], views: ["a": a])
        let made = layOut(root, ["H:|-8-[a(40)]-8-[b(60)]-8-[c(10)]"], options: [.alignAllTop, .alignAllBottom],
                          views: ["a": a, "b": b, "c": c])
        #expect(made[0].count == 10)
        #expect(made[0].filter { $0.firstAttribute == .top }.count == 2)
        #expect(made[0].filter { $0.firstAttribute == .bottom }.count == 2)
        expectFrame(b, 56, 50, 60, 20)
        expectFrame(c, 124, 50, 10, 20)
    }

    /// Apple's implementation writes an alignment
    /// with the earlier view first: for `[view1][view2]` with `alignAllTop | alignAllBottom`
    /// it returns 3 constraints, `[1]` = `view1.top == view2.top` and `[2]` =
    /// `view1.bottom == view2.bottom`. Source: the GNUstep VFL parser's XCTest
    /// `testCanParseMultipleFormattingOptionsOrg`, which calls Apple's own
    /// `+[NSLayoutConstraint constraintsWithVisualFormat:...]` (AppKit, which shares the
    /// format language with UIKit). The same order here.
    @Test func alignmentConstraintsNameTheEarlierViewFirst() {
        let view1 = View(), view2 = View()
        let made = valid("[view1][view2]", options: [.alignAllTop, .alignAllBottom], views: ["view1": view1, "view2": view2])
        #expect(made.count == 3)
        guard made.count == 3 else { return }
        expectConstraint(made[0], view2, .leading, .equal, view1, .trailing, constant: 0)
        expectConstraint(made[1], view1, .top, .equal, view2, .top, constant: 0)
        expectConstraint(made[2], view1, .bottom, .equal, view2, .bottom, constant: 0)
    }

    /// The frames of a, b, c stacked vertically with `options`, in a root of either direction.
    private func verticalAlignment(_ options: LayoutConstraint.FormatOptions, rightToLeft: Bool = false) -> [CGFloat] {
        let root = makeRoot()
        if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
        let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
        let views = ["a": a, "b": b, "c": c]
        layOut(root, ["H:|-50-[a(40)]", "H:[b(60)]", "H:[c(10)]"], views: views)
        let aligned = layOut(root, ["V:|-8-[a(20)]-8-[b(20)]-8-[c(20)]"], options: options, views: views)
        #expect(aligned.first?.count == 6 + 2 * options.intersection(.alignmentMask).rawValue.nonzeroBitCount)
        #expect([a.frame.minY, b.frame.minY, c.frame.minY] == [8, 36, 64])
        return [a.frame.minX, b.frame.minX, c.frame.minX]
    }

    /// Each alignment of a vertical format, left to right and right to left.
    @Test func alignmentsOfAVerticalFormat() {
        #expect(verticalAlignment(.alignAllLeft) == [50, 50, 50])
        #expect(verticalAlignment(.alignAllRight) == [50, 30, 80])
        #expect(verticalAlignment(.alignAllLeading) == [50, 50, 50])
        #expect(verticalAlignment(.alignAllTrailing) == [50, 30, 80])
        #expect(verticalAlignment(.alignAllCenterX) == [50, 40, 65])
        // Right to left: a's right edge 50 from the root's right, at 270.
        #expect(verticalAlignment(.alignAllLeft, rightToLeft: true) == [230, 230, 230])
        #expect(verticalAlignment(.alignAllRight, rightToLeft: true) == [230, 210, 260])
        #expect(verticalAlignment(.alignAllLeading, rightToLeft: true) == [230, 210, 260])
        #expect(verticalAlignment(.alignAllTrailing, rightToLeft: true) == [230, 230, 230])
        #expect(verticalAlignment(.alignAllCenterX, rightToLeft: true) == [230, 220, 245])
        // Both leading and trailing: the widths follow a's.
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        layOut(root, ["H:|-50-[a(40)]"], views: ["a": a])
        layOut(root, ["V:|[a(10)]-[b(10)]"], options: [.alignAllLeading, .alignAllTrailing], views: ["a": a, "b": b])
        expectFrame(b, 50, 18, 40, 10)
    }

    /// An alignment along the format's own axis is refused (UIKit raises "Options mask
    /// required views to be aligned on a horizontal edge, which is not allowed for layout
    /// that is also horizontal"), each option in each orientation.
    @Test func alignmentsAlongTheAxisAreRefused() {
        let views = ["a": View(), "b": View()]
        let acrossVertical: [LayoutConstraint.FormatOptions] = [.alignAllLeft, .alignAllRight, .alignAllLeading, .alignAllTrailing, .alignAllCenterX]
        let acrossHorizontal: [LayoutConstraint.FormatOptions] = [
            .alignAllTop, .alignAllBottom, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
        ]
        for option in acrossVertical {
            invalid("H:[a][b]", options: option, views: views)
            #expect(valid("V:[a][b]", options: option, views: views).count == 2)
        }
        for option in acrossHorizontal {
            invalid("V:[a][b]", options: option, views: views)
            #expect(valid("H:[a][b]", options: option, views: views).count == 2)
        }
        // A mix of both kinds is refused in either orientation.
        invalid("H:[a][b]", options: [.alignAllTop, .alignAllLeft], views: views)
        invalid("V:[a][b]", options: [.alignAllTop, .alignAllLeft], views: views)
    }

    /// FormatOptions has UIKit's raw values.
    @Test func formatOptionRawValues() {
        typealias O = LayoutConstraint.FormatOptions
        #expect(O.alignAllLeft.rawValue == 2 && O.alignAllRight.rawValue == 4 && O.alignAllTop.rawValue == 8)
        #expect(O.alignAllBottom.rawValue == 16 && O.alignAllLeading.rawValue == 32 && O.alignAllTrailing.rawValue == 64)
        #expect(O.alignAllCenterX.rawValue == 512 && O.alignAllCenterY.rawValue == 1024)
        #expect(O.alignAllLastBaseline.rawValue == 2048 && O.alignAllFirstBaseline.rawValue == 4096)
        #expect(O.alignmentMask.rawValue == 0xFFFF)
        #expect(O.directionLeadingToTrailing.rawValue == 0 && O.directionLeftToRight.rawValue == 0x10000)
        #expect(O.directionRightToLeft.rawValue == 0x20000 && O.directionMask.rawValue == 0x30000)
        #expect(O.spacingEdgeToEdge.rawValue == 0 && O.spacingBaselineToBaseline.rawValue == 0x80000)
        #expect(O.spacingMask.rawValue == 0x80000)
    }

    /// Directions: left-to-right and right-to-left use left/right attributes whatever the
    /// root's direction; the default follows it. Combined with an alignment.
    @Test func directionsWithRootsOfEitherDirection() {
        func run(_ options: LayoutConstraint.FormatOptions, rightToLeft: Bool) -> (CGRect, CGRect, [LayoutAttribute]) {
            let root = makeRoot()
            root.layoutMargins = EdgeInsets(top: 8, left: 10, bottom: 8, right: 30)
            if rightToLeft { root.semanticContentAttribute = .forceRightToLeft }
            let a = makeView("a", in: root), b = makeView("b", in: root)
            layOut(root, ["V:|-10-[a(20)]", "V:[b(10)]"], views: ["a": a, "b": b])
            let made = layOut(root, ["H:|-[a(50)]-5-[b(30)]-(>=0)-|"], options: options.union(.alignAllCenterY), views: ["a": a, "b": b])
            let attributes = made[0].filter { $0.firstAttribute != .width && $0.firstAttribute != .centerY }
                .flatMap { [$0.firstAttribute, $0.secondAttribute] }
            return (a.frame, b.frame, attributes)
        }
        let leftToRight = (CGRect(x: 10, y: 10, width: 50, height: 20), CGRect(x: 65, y: 15, width: 30, height: 10))
        let rightToLeft = (CGRect(x: 240, y: 10, width: 50, height: 20), CGRect(x: 205, y: 15, width: 30, height: 10))
        let leadingish: Set<LayoutAttribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let leftish: Set<LayoutAttribute> = [.left, .right, .leftMargin, .rightMargin]
        for (options, rtl, expected, attributes) in [
            ([], false, leftToRight, leadingish), ([], true, rightToLeft, leadingish),
            (.directionLeadingToTrailing, true, rightToLeft, leadingish),
            (.directionLeftToRight, false, leftToRight, leftish), (.directionLeftToRight, true, leftToRight, leftish),
            (.directionRightToLeft, false, rightToLeft, leftish), (.directionRightToLeft, true, rightToLeft, leftish),
        ] as [(LayoutConstraint.FormatOptions, Bool, (CGRect, CGRect), Set<LayoutAttribute>)] {
            let (a, b, used) = run(options, rightToLeft: rtl)
            #expect(a == expected.0 && b == expected.1, "\(options) rtl \(rtl): \(a) \(b)")
            #expect(Set(used).isSubset(of: attributes), "\(options) rtl \(rtl): \(used)")
        }
    }

    /// Direction options do not touch a vertical format.
    @Test func directionsIgnoredByVerticalFormats() {
        for options in [LayoutConstraint.FormatOptions.directionLeftToRight, .directionRightToLeft, .directionLeadingToTrailing] {
            let root = makeRoot()
            let a = makeView("a", in: root), b = makeView("b", in: root)
            let made = layOut(root, ["V:|-[a(20)]-[b(30)]-(>=0)-|", "H:|[a]|", "H:|[b]|"], options: options, views: ["a": a, "b": b])
            expectConstraint(lookup(made[0], a, .top), a, .top, .equal, root, .topMargin, constant: 0)
            expectConstraint(lookup(made[0], b, .top), b, .top, .equal, a, .bottom, constant: 8)
            expectConstraint(lookup(made[0], root, .bottom), root, .bottom, .greaterThanOrEqual, b, .bottom, constant: 0)
            expectFrame(a, 0, 8, 320, 20)
            expectFrame(b, 0, 36, 320, 30)
        }
    }

    /// `spacingBaselineToBaseline`: spaces between views of a vertical format run from the
    /// upper view's last baseline to the lower one's first; the edges stay top and bottom; a
    /// horizontal format ignores it.
    @Test func baselineToBaselineSpacing() {
        let root = makeRoot()
        let a = BaselineView("a", first: 12, last: 5), b = BaselineView("b", first: 12, last: 5)
        let c = BaselineView("c", first: 4, last: 3)
        for view in [a, b, c] { root.addSubview(view) }
        let views = ["a": a, "b": b, "c": c]
        let made = layOut(root, ["V:|-10-[a(20)][b(20)]-(>=8,==20@250)-[c(10)]-(>=0)-|", "H:|[a]|", "H:|[b]|", "H:|[c]|"],
                          options: .spacingBaselineToBaseline, views: views)
        let v = made[0]
        expectConstraint(lookup(v, a, .top), a, .top, .equal, root, .top, constant: 10)
        // Flush: b's first baseline on a's last one, 25.
        expectConstraint(lookup(v, b, .firstBaseline), b, .firstBaseline, .equal, a, .lastBaseline, constant: 0)
        expectFrame(b, 0, 13, 320, 20)
        // 20 from b's last baseline (28) to c's first: c's top at 44.
        expectConstraint(lookup(v, c, .firstBaseline), c, .firstBaseline, .greaterThanOrEqual, b, .lastBaseline, constant: 8)
        expectFrame(c, 0, 44, 320, 10)
        expectConstraint(lookup(v, root, .bottom), root, .bottom, .greaterThanOrEqual, c, .bottom, constant: 0)

        // Horizontal: ignored.
        let horizontal = valid("H:|-10-[a(20)]-8-[b(20)]", options: .spacingBaselineToBaseline, views: views)
        expectConstraint(lookup(horizontal, b, .leading), b, .leading, .equal, a, .trailing, constant: 8)
    }

    /// Only views may be named in `views` (the grammar: "a key mapping to an instance of
    /// NSView"); a layout guide or a number is refused.
    @Test func viewsDictionaryHoldsViewsOnly() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        invalid("[a]-[g]", views: ["a": a, "g": guide])
        invalid("[a(==g)]", views: ["a": a, "g": guide])
        invalid("[a]-[n]", views: ["a": a, "n": 3])
    }

    /// The diagnostic's caret stands under an invalid priority, literal or metric, as under
    /// every other error (a diagnostic of this library; UIKit raises an exception).
    @Test func invalidPriorityCaretPointsAtThePriority() {
        let a = View()
        let literal = invalid("H:[a(==50@2000)]", views: ["a": a])
        let caret = literal.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        #expect(caret == String(repeating: " ", count: 10) + "^" || caret == String(repeating: " ", count: 9) + "^", "\(literal)")
        let space = invalid("H:[a]-(8@0)-[b]", views: ["a": a, "b": View()])
        let spaceCaret = space.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        #expect(spaceCaret == String(repeating: " ", count: 9) + "^" || spaceCaret == String(repeating: " ", count: 8) + "^", "\(space)")
        let metric = invalid("H:[a(==50@big)]", metrics: ["big": 2000], views: ["a": a])
        #expect(metric.hasSuffix("\n" + String(repeating: " ", count: 10) + "^"), "\(metric)")
    }

    // MARK: Hierarchies

    /// Each `|` is the superview of the view next to it: with views in different superviews
    /// the two bars are different views; the space between the views is made (activating it
    /// is the engine's business, which refuses it).
    @Test func viewsInDifferentSuperviews() {
        let root1 = makeRoot(), root2 = makeRoot()
        let container = makeView("container", in: root1)
        let a = makeView("a", in: container), b = makeView("b", in: root2)
        let made = valid("H:|-[a]-[b]-|", views: ["a": a, "b": b])
        #expect(made.count == 3)
        expectConstraint(lookup(made, a, .leading), a, .leading, .equal, container, .leadingMargin, constant: 0)
        expectConstraint(lookup(made, b, .leading), b, .leading, .equal, a, .trailing, constant: 8)
        expectConstraint(lookup(made, root2, .trailingMargin), root2, .trailingMargin, .equal, b, .trailing, constant: 0)
        let between = lookup(made, b, .leading)!
        let diagnostics = LayoutDiagnostics.record { between.isActive = true }
        #expect(diagnostics.map(\.kind) == [.noCommonAncestor])
        #expect(!between.isActive)
    }

    /// Views in no hierarchy: spaces between them and sizes can be made (activation comes
    /// later); a `|` needs a superview.
    @Test func viewsNotYetInAHierarchy() {
        let a = makeView("a", in: nil), b = makeView("b", in: nil)
        let views = ["a": a, "b": b]
        let made = valid("H:[a(50)]-[b(60)]", views: views)
        #expect(made.count == 3)
        #expect(made.allSatisfy { !$0.isActive })
        let message = invalid("H:[a]-|", views: views)
        #expect(message.contains("doesn't have a superview"))
        invalid("V:|[a]", views: views)
        // In a hierarchy later, the constraints made before lay the views out.
        let root = makeRoot()
        root.addSubview(a)
        root.addSubview(b)
        layOut(root, ["H:|-10-[a]", "V:|[a(10)]", "V:|[b(10)]"], views: views, extra: made)
        expectFrame(a, 10, 0, 50, 10)
        expectFrame(b, 68, 0, 60, 10)
    }

    // MARK: Metrics

    /// Metrics of the numeric types a Swift caller passes that UIKit documents (NSNumber, and
    /// what bridges to it: Int, Double, Float, CGFloat).
    @Test func metricsOfNumericTypes() {
        let values: [(String, Any)] = [
            ("Int", 12), ("Double", 12.0), ("Float", Float(12)), ("CGFloat", CGFloat(12)),
            ("NSNumber int", NSNumber(value: 12)), ("NSNumber double", NSNumber(value: 12.0)),
        ]
        for (label, value) in values {
            let root = makeRoot()
            let a = makeView("a", in: root)
            let made = valid("H:|-m-[a(m@p)]", metrics: ["m": value, "p": value], views: ["a": a])
            #expect(made.first { $0.firstAttribute == .leading }?.constant == 12, "\(label)")
            #expect(made.first { $0.firstAttribute == .width }?.priority == 12, "\(label)")
        }
    }

    /// Metrics "must be NSNumber objects" (the method's reference), and in Swift every
    /// integer type, Bool and Decimal bridge to NSNumber (Decimal to NSDecimalNumber, its
    /// subclass) when the `[String: Any]` crosses into UIKit: `metrics: ["m": UInt(12)]`,
    /// `Int32(12)` or `true` (1) work on iOS. Here they are read through the `NSNumber` cast.
    @Test func metricsOfOtherBridgedNumericTypes() {
        let values: [(String, Any, CGFloat)] = [
            ("UInt", UInt(12), 12), ("Int32", Int32(12), 12), ("Int64", Int64(12), 12), ("Int16", Int16(12), 12),
            ("UInt8", UInt8(12), 12), ("UInt32", UInt32(12), 12), ("Decimal", Decimal(12), 12),
            ("Bool true", true, 1), ("Bool false", false, 0),
        ]
        for (label, value, expected) in values {
            let a = View()
            let (made, diagnostics) = make("[a(m)]", metrics: ["m": value], views: ["a": a])
            #expect(diagnostics.isEmpty, "\(label): \(diagnostics.map(\.message))")
            #expect(made.first?.constant == expected, "\(label)")
        }
    }

    /// A metric that is not a number (a String, an NSString, a view, NaN) is refused.
    @Test func metricsThatAreNotNumbers() {
        let a = View()
        for value in ["12", NSString(string: "12"), View(), Double.nan, CGFloat.infinity, [12]] as [Any] {
            invalid("[a(m)]", metrics: ["m": value], views: ["a": a])
            invalid("|-m-[a]", metrics: ["m": value], views: ["a": a])
        }
    }

    // MARK: Fuzz

    /// A few thousand random strings over the format's alphabet, and as many token soups:
    /// never a crash; either constraints and no diagnostic, or nothing and exactly one
    /// `invalidVisualFormat` (a valid format may make nothing: `[a]`).
    @Test func fuzzRandomStrings() {
        let alphabet = Array("HV:|-[]()@,=<>0123456789.abc_ ")
        let tokens = ["H:", "V:", "|", "-", "[", "]", "(", ")", "@", ",", "==", ">=", "<=", "a", "b", "c", "ab", "abc", "_",
                      "10", "0", "-5", "2.5", "750", "1000", "1001", " ", "[a]", "[b]", "[c(10)]", "-8-", "(>=0)"]
        var generator = SeededRandom(state: 0x5EED_F00D)
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
        let ab = makeView("ab", in: root), abc = makeView("abc", in: nil)
        let views: [String: Any] = ["a": a, "b": b, "c": c, "ab": ab, "abc": abc, "_": 5]
        let metrics: [String: Any] = ["ab": 10, "b_": 700, "c": 2.5, "a_b": "x"]
        let seeds = ["H:|-[a]-[b(==a)]-|", "V:|-10-[a(>=20@750)]-(>=8,<=20)-[ab]|", "[a][b]-[c(ab)]", "|-ab-[a(<=b@b_)]", "V:[c]-(-5)-[a(2.5)]",
                     "[a(10,>=b,<=ab@250)]-(ab@b_)-[b]-0-|", "H:[abc]-[a]", "[a]"]
        var validCount = 0, invalidCount = 0
        for round in 0..<6000 {
            var format = ""
            switch round % 3 {
            case 0:
                for _ in 0..<Int.random(in: 0...24, using: &generator) { format.append(alphabet.randomElement(using: &generator)!) }
            case 1:
                for _ in 0..<Int.random(in: 0...12, using: &generator) { format += tokens.randomElement(using: &generator)! }
            default:
                // A valid format with a few characters inserted, deleted or replaced.
                var characters = Array(seeds.randomElement(using: &generator)!)
                for _ in 0..<Int.random(in: 0...2, using: &generator) {
                    let index = Int.random(in: 0...characters.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: characters.insert(alphabet.randomElement(using: &generator)!, at: index)
                    case 1: if index < characters.count { characters.remove(at: index) }
                    default: if index < characters.count { characters[index] = alphabet.randomElement(using: &generator)! }
                    }
                }
                format = String(characters)
            }
            let options = [LayoutConstraint.FormatOptions(), .alignAllTop, .alignAllLeft, .directionRightToLeft,
                           .spacingBaselineToBaseline].randomElement(using: &generator)!
            let (made, diagnostics) = make(format, options: options, metrics: metrics, views: views)
            if diagnostics.isEmpty {
                validCount += 1
            } else {
                invalidCount += 1
                #expect(made.isEmpty, "\(format.debugDescription) made \(made.count) and \(diagnostics.count) diagnostics")
                #expect(diagnostics.count == 1, "\(format.debugDescription): \(diagnostics.map(\.message))")
                #expect(diagnostics.allSatisfy { $0.kind == .invalidVisualFormat }, "\(format.debugDescription)")
                // The message quotes the format with a caret within it (or just after it).
                if let message = diagnostics.first?.message {
                    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
                    #expect(lines.count >= 4 && lines.last?.last == "^", "\(message)")
                    #expect((lines.last?.count ?? 0) <= format.count + 1, "\(format.debugDescription): \(message)")
                }
            }
            #expect(made.allSatisfy { !$0.isActive })
            if !made.isEmpty {
                // What was made can be handed to the engine (which may refuse or break some).
                _ = LayoutDiagnostics.record {
                    LayoutConstraint.activate(made)
                    root.layoutIfNeeded()
                    LayoutConstraint.deactivate(made)
                }
            }
        }
        #expect(validCount > 300 && invalidCount > 3000, "valid \(validCount), invalid \(invalidCount)")
    }

    /// Formats generated from the documented grammar: every one is accepted, makes exactly
    /// the constraints it draws, and activates and lays out without a diagnostic other than
    /// conflicts.
    @Test func fuzzGrammarGeneratedFormats() {
        var generator = SeededRandom(state: 0xC0FF_EE00)
        let names = ["a", "b", "c", "d"]
        let metrics: [String: Any] = ["m": 6, "p": 600]
        func number() -> String { ["0", "4", "8.5", "12", "m"].randomElement(using: &generator)! }
        func predicate(view: Bool) -> (String, Int) {
            let relation = ["", "==", ">=", "<="].randomElement(using: &generator)!
            let object = view && Bool.random(using: &generator) ? names.randomElement(using: &generator)! : number()
            let priority = ["", "@250", "@p", "@999"].randomElement(using: &generator)!
            return (relation + object + priority, 1)
        }
        func list(view: Bool) -> (String, Int) {
            let parts = (0..<Int.random(in: 1...3, using: &generator)).map { _ in predicate(view: view).0 }
            return ("(" + parts.joined(separator: ",") + ")", parts.count)
        }
        func connection() -> (String, Int) {
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: return ("", 1)
            case 1: return ("-", 1)
            case 2: return ("-" + ["10", "m", "0.5"].randomElement(using: &generator)! + "-", 1)
            default:
                let (text, count) = list(view: false)
                return ("-" + text + "-", count)
            }
        }
        for _ in 0..<1500 {
            let root = makeRoot()
            var views: [String: Any] = [:]
            for name in names { views[name] = makeView(name, in: root) }
            var format = ["", "H:", "V:"].randomElement(using: &generator)!
            var expected = 0
            if Bool.random(using: &generator) {
                let (text, count) = connection()
                format += "|" + text
                expected += count
            }
            let viewCount = Int.random(in: 1...3, using: &generator)
            for k in 0..<viewCount {
                if k > 0 {
                    let (text, count) = connection()
                    format += text
                    expected += count
                }
                format += "[" + names[k]
                if Bool.random(using: &generator) {
                    let (text, count) = list(view: true)
                    format += text
                    expected += count
                }
                format += "]"
            }
            if Bool.random(using: &generator) {
                let (text, count) = connection()
                format += text + "|"
                expected += count
            }
            let (made, diagnostics) = make(format, metrics: metrics, views: views)
            #expect(diagnostics.isEmpty, "\(format): \(diagnostics.map(\.message))")
            #expect(made.count == expected, "\(format): \(made.count) constraints, expected \(expected)")
            let engine = LayoutDiagnostics.record {
                LayoutConstraint.activate(made)
                root.layoutIfNeeded()
            }
            #expect(engine.allSatisfy { $0.kind == .unsatisfiable }, "\(format): \(engine.map(\.message))")
        }
    }
}
