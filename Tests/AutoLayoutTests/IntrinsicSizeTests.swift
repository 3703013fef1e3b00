import Testing
@testable import AutoLayout

func makeLabel(_ name: String, _ text: String, in parent: View?, fontSize: CGFloat = 10, lines: Int = 1) -> Label {
    let label = Label()
    label.name = name
    label.text = text
    label.fontSize = fontSize
    label.numberOfLines = lines
    label.translatesAutoresizingMaskIntoConstraints = false
    parent?.addSubview(label)
    return label
}

@Suite struct LabelTests {
    @Test func intrinsicSizeFromMonospacedMetrics() {
        let label = Label()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello"
        // 17 points: 8.5 per character, lines 20.4 high, rounded up.
        #expect(label.intrinsicContentSize == CGSize(width: 43, height: 21))
        label.fontSize = 10
        #expect(label.intrinsicContentSize == CGSize(width: 25, height: 12))
        label.text = "two\nlines"
        #expect(label.intrinsicContentSize == CGSize(width: 45, height: 12))  // one line: newlines are spaces
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == CGSize(width: 25, height: 24))
        label.textMeasurer = MonospacedTextMeasurer(characterWidth: 1, lineHeight: 2, ascender: 1.5)
        #expect(label.intrinsicContentSize == CGSize(width: 50, height: 40))
    }

    /// The label keeps its last measured size until its text, font or wrapping changes.
    @Test func theMeasuredSizeFollowsEveryChangeThatMovesIt() {
        let label = Label()
        label.fontSize = 10
        label.numberOfLines = 0
        label.text = "aaaa bbbb cccc"
        #expect(label.intrinsicContentSize == CGSize(width: 70, height: 12))
        #expect(label.intrinsicContentSize == CGSize(width: 70, height: 12))
        label.preferredMaxLayoutWidth = 50
        #expect(label.intrinsicContentSize == CGSize(width: 45, height: 24))
        #expect(label.textSize(forWidth: nil) == CGSize(width: 70, height: 12))
        #expect(label.intrinsicContentSize == CGSize(width: 45, height: 24))
        label.preferredMaxLayoutWidth = 20
        #expect(label.intrinsicContentSize == CGSize(width: 20, height: 36))
        label.text = "aaaa bbbb cccc"
        #expect(label.intrinsicContentSize == CGSize(width: 20, height: 36))
        label.text = "aaaa"
        #expect(label.intrinsicContentSize == CGSize(width: 20, height: 12))
        label.font = .systemFont(ofSize: 4)
        #expect(label.intrinsicContentSize == CGSize(width: 8, height: 5))
        label.numberOfLines = 1
        label.text = "aaaa\nbb"
        #expect(label.intrinsicContentSize == CGSize(width: 14, height: 5))
    }

    @Test func placedByItsIntrinsicSize() {
        let root = makeRoot()
        let label = makeLabel("label", "Hello", in: root)
        activate([label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                  label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
        root.layoutIfNeeded()
        expectFrame(label, 10, 20, 25, 12)
        label.text = "Hello, world"
        root.layoutIfNeeded()
        expectFrame(label, 10, 20, 60, 12)
    }

    @Test func wrapsUnderAWidthConstraint() {
        let root = makeRoot()
        let label = makeLabel("label", "The quick brown fox jumps", in: root, lines: 0)
        activate([label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                  label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                  label.widthAnchor.constraint(equalToConstant: 60)])
        root.layoutIfNeeded()
        // 12 characters a line: "The quick" / "brown fox" / "jumps".
        #expect(label.lines(forWidth: 60) == ["The quick", "brown fox", "jumps"])
        expectFrame(label, 10, 10, 60, 36)
        #expect(label.intrinsicContentSize == CGSize(width: 45, height: 36))
        // Limited to two lines: the third is cut.
        label.numberOfLines = 2
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 60, 24)
        #expect(label.isTruncated)
        // A preferred width wraps without layout.
        let other = makeLabel("other", "The quick brown fox jumps", in: nil, lines: 0)
        other.preferredMaxLayoutWidth = 100
        #expect(other.intrinsicContentSize == CGSize(width: 95, height: 24))
        // A word wider than a line breaks between characters.
        #expect(Label.wrap("abcdefghij", width: 20, fontSize: 10, measurer: MonospacedTextMeasurer()) == ["abcd", "efgh", "ij"])
    }

    /// A multi-line label with only a maximum width, as a chat bubble: each new text is
    /// measured on one line first, then wrapped at the width the engine gives it (UIKit's two
    /// intrinsic-size passes), so the label grows and shrinks with its text (10 points: 5 a
    /// character, lines 12 high).
    @Test func aShrinkWrappedMultiLineLabelFollowsItsText() {
        let root = makeRoot(width: 320, height: 480)
        let label = makeLabel("label", "Hello", in: root, lines: 0)
        activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
        ])
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 25, 12)
        label.text = "Hello world"
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 55, 12)
        // 15 words of "aaaa": 74 characters on one line, over the 300 available; wrapped at
        // 300 (60 characters): 12 words (59 characters, 295) and 3.
        label.text = Array(repeating: "aaaa", count: 15).joined(separator: " ")
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 295, 24)
        label.text = "Hi"
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 10, 12)

        // Fitting a cell whose label was laid out with a shorter text: one line again.
        let cell = makeView("cell", in: root)
        let inside = makeLabel("inside", "Hi", in: cell, lines: 0)
        activate([
            cell.leftAnchor.constraint(equalTo: root.leftAnchor), cell.rightAnchor.constraint(equalTo: root.rightAnchor),
            cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            inside.leftAnchor.constraint(equalTo: cell.leftAnchor, constant: 16),
            inside.rightAnchor.constraint(lessThanOrEqualTo: cell.rightAnchor, constant: -16),
            inside.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            inside.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
        ])
        root.layoutIfNeeded()
        expectFrame(inside, 16, 11, 10, 12)
        inside.text = "Hello world"
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 320, height: 34))
    }

    /// Wrapping keeps the spaces as written inside a line (runs of them, and those before the
    /// first word); only the spaces where a line breaks belong to neither line.
    @Test func wrappingKeepsTheSpacesWithinALine() {
        let label = makeLabel("label", "By A. Writer  ·  May 3", in: nil, lines: 0)
        #expect(label.lines(forWidth: 300) == ["By A. Writer  ·  May 3"])
        #expect(label.textSize(forWidth: 300) == CGSize(width: 110, height: 12))
        label.text = "  indented   text"
        #expect(label.lines(forWidth: 300) == ["  indented   text"])
        // 40 points, 8 characters a line: "  indented" does not fit, "indented" does (the
        // spaces before it are where the line starts); the three spaces at the break go.
        #expect(label.lines(forWidth: 40) == ["indented", "text"])
        // 50 points, 10 characters: the double space stays inside the line.
        label.text = "aaaa  bbbb cc  "
        #expect(label.lines(forWidth: 50) == ["aaaa  bbbb", "cc  "])
        #expect(label.lines(forWidth: 75) == ["aaaa  bbbb cc  "])
    }

    /// A fitting size places a multi-line label's baselines by the lines it wraps into there,
    /// not by its last on-screen width nor on one line.
    @Test func fittingUsesTheBaselinesOfTheWrappedLabel() {
        let cell = View()
        let body = makeLabel("body", Array(repeating: "paragraph", count: 11).joined(separator: " "), in: cell, lines: 0)
        let stamp = makeLabel("stamp", "12:30", in: cell)
        activate([
            body.leftAnchor.constraint(equalTo: cell.leftAnchor, constant: 16),
            body.rightAnchor.constraint(equalTo: cell.rightAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            stamp.leftAnchor.constraint(equalTo: cell.leftAnchor, constant: 16),
            stamp.firstBaselineAnchor.constraint(equalTo: body.lastBaselineAnchor, constant: 20),
            stamp.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
        ])
        func fit(_ width: CGFloat) -> CGSize {
            cell.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        }
        // 375: the body 343 wide, 68 characters a line: 6 words a line, 2 lines (24 high);
        // its last baseline at 12 + 12 + 8 = 32, the stamp's at 52: top 44, bottom 56, + 12.
        #expect(fit(375) == CGSize(width: 375, height: 68))
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 68)
        cell.layoutIfNeeded()
        expectFrame(body, 16, 12, 343, 24)
        // 200: 168 wide, 33 characters a line: 3 words a line, 4 lines (48 high); the last
        // baseline at 12 + 36 + 8 = 56, the stamp's top at 68, its bottom 80, + 12.
        #expect(fit(200) == CGSize(width: 200, height: 92))
        expectFrame(body, 16, 12, 343, 24)
    }

    /// Made multi-line after a layout at a fixed width, a label wraps at that width, though
    /// its frame's width does not change.
    @Test func raisingNumberOfLinesWrapsAtTheWidthItHas() {
        let root = makeRoot(width: 320, height: 480)
        let label = makeLabel("label", "aaaa bbbb cccc", in: root)
        let below = makeView("below", in: root)
        activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.widthAnchor.constraint(equalToConstant: 50),
            below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 4),
            below.leftAnchor.constraint(equalTo: root.leftAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 50, 12)
        label.numberOfLines = 0
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 50, 24)  // "aaaa bbbb" (45) / "cccc"
        expectFrame(below, 0, 38, 10, 10)
    }

    @Test func wrapsAtTheWidthItsEdgesGive() {
        let root = makeRoot(width: 100, height: 200)
        let label = makeLabel("label", "aaaa bbbb cccc dddd eeee", in: root, lines: 0)
        activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                  label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                  label.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        // 80 wide: 16 characters a line, "aaaa bbbb cccc" (14) then "dddd eeee".
        expectFrame(label, 10, 0, 80, 24)
    }

    @Test func baselinesFromFontMetrics() {
        let root = makeRoot()
        let title = makeLabel("title", "Title", in: root)
        let body = makeLabel("body", "one two three", in: root, lines: 0)
        body.preferredMaxLayoutWidth = 40  // "one two" / "three"
        let plain = makeView("plain", in: root)
        let next = makeView("next", in: root)
        activate([
            title.leftAnchor.constraint(equalTo: root.leftAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            body.leftAnchor.constraint(equalTo: title.rightAnchor, constant: 10),
            // first baselines aligned, as a form's label and field
            body.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
            // a plain view's baseline is its bottom
            plain.lastBaselineAnchor.constraint(equalTo: body.lastBaselineAnchor),
            plain.leftAnchor.constraint(equalTo: root.leftAnchor),
            plain.widthAnchor.constraint(equalToConstant: 5), plain.heightAnchor.constraint(equalToConstant: 5),
            LayoutConstraint(item: next, attribute: .firstBaseline, relatedBy: .equal, toItem: plain, attribute: .lastBaseline, constant: 10),
            next.leftAnchor.constraint(equalTo: root.leftAnchor),
            next.widthAnchor.constraint(equalToConstant: 5), next.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        expectFrame(title, 0, 20, 25, 12)  // first baseline at 20 + 8
        expectFrame(body, 35, 20, 35, 24)  // first baseline at 28, last at 40
        expectFrame(plain, 0, 35, 5, 5)
        expectFrame(next, 0, 45, 5, 5)
    }

    @Test func imageViewHasAFixedIntrinsicSize() {
        let root = makeRoot()
        let image = ImageView(imageSize: CGSize(width: 40, height: 30))
        image.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(image)
        activate([image.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                  image.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        root.layoutIfNeeded()
        expectFrame(image, 140, 225, 40, 30)
        image.imageSize = CGSize(width: 60, height: 10)
        root.layoutIfNeeded()
        expectFrame(image, 130, 235, 60, 10)
        image.imageSize = nil
        #expect(image.intrinsicContentSize.width == View.noIntrinsicMetric)
    }
}

@Suite struct HuggingAndCompressionTests {
    /// Two labels in a row across the root: a at the left, b right after it up to the right edge.
    func row(width: Double, _ textA: String, _ textB: String) -> (View, Label, Label) {
        let root = makeRoot(width: width, height: 100)
        let a = makeLabel("a", textA, in: root)
        let b = makeLabel("b", textB, in: root)
        activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor),
            b.leftAnchor.constraint(equalTo: a.rightAnchor),
            b.rightAnchor.constraint(equalTo: root.rightAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (root, a, b)
    }

    @Test func defaults() {
        let view = View()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        let diagnostics = LayoutDiagnostics.record { view.setContentHuggingPriority(LayoutPriority(0), for: .horizontal) }
        #expect(diagnostics.map(\.kind) == [.invalidValue])
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    /// Space to spare (200 for 20): the label that hugs less stretches.
    @Test(arguments: [
        (Float(251), Float(250), 10.0, 190.0),
        (250, 251, 190, 10),
        (1000, 250, 10, 190),
        (250, 1000, 190, 10),
        (750, 749, 10, 190),
    ])
    func whoStretches(huggingA: Float, huggingB: Float, widthA: Double, widthB: Double) {
        let (root, a, b) = row(width: 200, "ab", "cd")
        a.setContentHuggingPriority(LayoutPriority(huggingA), for: .horizontal)
        b.setContentHuggingPriority(LayoutPriority(huggingB), for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, widthA, 12)
        expectFrame(b, widthA, 0, widthB, 12)
    }

    /// Too little space (100 for 120): the label that resists compression less is truncated.
    @Test(arguments: [
        (Float(751), Float(750), 60.0, 40.0),
        (750, 751, 40, 60),
        (1000, 750, 60, 40),
        (750, 1000, 40, 60),
        (251, 250, 60, 40),
    ])
    func whoTruncates(compressionA: Float, compressionB: Float, widthA: Double, widthB: Double) {
        let (root, a, b) = row(width: 100, "aaaaaaaaaaaa", "bbbbbbbbbbbb")
        a.setContentCompressionResistancePriority(LayoutPriority(compressionA), for: .horizontal)
        b.setContentCompressionResistancePriority(LayoutPriority(compressionB), for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, widthA, 12)
        expectFrame(b, widthA, 0, widthB, 12)
        #expect(a.isTruncated == (widthA < 60))
        #expect(b.isTruncated == (widthB < 60))
    }

    @Test func compressionBelowAnOptionalWidthGivesWay() {
        let root = makeRoot()
        let label = makeLabel("label", "aaaaaaaaaaaa", in: root)  // 60
        let width = label.widthAnchor.constraint(equalToConstant: 30)
        width.priority = .defaultHigh - 1  // 749 < compression 750
        activate([label.leftAnchor.constraint(equalTo: root.leftAnchor), label.topAnchor.constraint(equalTo: root.topAnchor), width])
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 60, 12)
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 30, 12)
    }
}

@Suite struct FittingSizeTests {
    /// A self-sizing cell: a multi-line label pinned to the cell's margins.
    func cell(_ text: String) -> View {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.name = "cell"
        let label = makeLabel("label", text, in: cell, lines: 0)
        activate(pin(label, to: cell.layoutMarginsGuide))
        return cell
    }

    @Test func oneAndThreeLines() {
        let one = cell("Hello")
        let size = one.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 200, height: 28))
        // 184 wide inside the margins: 36 characters a line, three ten-letter words a line.
        let words = Array(repeating: "aaaaaaaaaa", count: 9).joined(separator: " ")
        let three = cell(words)
        let tall = three.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(tall == CGSize(width: 200, height: 52))
        // The tree's own layout is untouched.
        three.layoutIfNeeded()
        #expect(three.frame.size == CGSize(width: 320, height: 44))
    }

    @Test func compressedAndExpanded() {
        let one = cell("Hello")
        #expect(one.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 41, height: 28))
        let label = makeLabel("label", "Hello", in: nil)
        #expect(label.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 25, height: 12))
        #expect(label.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == CGSize(width: 25, height: 12))
        let empty = View()
        #expect(empty.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == View.layoutFittingExpandedSize)
    }
}

/// Sizes and priorities that are not numbers are named in a diagnostic and read as the
/// nearest meaningful value, never handed to the solver.
@Suite struct NonFiniteSizeInputTests {
    final class SizedView: View {
        var size = CGSize(width: 10, height: 10)
        override var intrinsicContentSize: CGSize { size }
    }

    @Test func anIntrinsicSizeThatIsNotFiniteIsNoMetric() {
        let root = makeRoot()
        let v = SizedView()
        v.name = "v"
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        activate([v.leftAnchor.constraint(equalTo: root.leftAnchor), v.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 10, 10)
        v.size = CGSize(width: CGFloat.nan, height: 30)
        let diagnostics = LayoutDiagnostics.record {
            v.invalidateIntrinsicContentSize()
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [.invalidValue])
        #expect(diagnostics.first?.message
            == "SizedView:v's intrinsicContentSize (nan, 30) is not finite; a dimension that is not finite is read as noIntrinsicMetric")
        // No width of its own any more (and nothing else gives one): 0, the height 30.
        expectFrame(v, 0, 0, 0, 30)
        v.size = CGSize(width: 25, height: 30)
        let quiet = LayoutDiagnostics.record {
            v.invalidateIntrinsicContentSize()
            root.layoutIfNeeded()
        }
        #expect(quiet.isEmpty)
        expectFrame(v, 0, 0, 25, 30)
    }

    @Test func aLabelWithAFontSizeThatIsNotFinite() {
        let root = makeRoot()
        let label = Label()
        label.name = "label"
        label.text = "hi"
        label.font = Font(pointSize: .infinity)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let diagnostics = LayoutDiagnostics.record {
            LayoutConstraint.activate([label.leftAnchor.constraint(equalTo: root.leftAnchor), label.topAnchor.constraint(equalTo: root.topAnchor)])
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [.invalidValue])
        #expect(diagnostics.first?.message.hasPrefix("Label:label's intrinsicContentSize (") == true)
        #expect(label.frame.minX == 0 && label.frame.minY == 0)
        #expect(label.frame.width.isFinite && label.frame.height.isFinite)
    }

    @Test func fittingWithATargetOrPriorityThatIsNotANumber() {
        let v = View(frame: .zero)
        v.name = "v"
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        width.priority = LayoutPriority(500)
        let diagnostics = LayoutDiagnostics.record {
            LayoutConstraint.activate([width, v.heightAnchor.constraint(equalToConstant: 10)])
        }
        #expect(diagnostics.isEmpty)
        var size = CGSize.zero
        let fitting = LayoutDiagnostics.record {
            size = v.systemLayoutSizeFitting(
                CGSize(width: 50, height: CGFloat.nan), withHorizontalFittingPriority: LayoutPriority(.nan),
                verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(fitting.map(\.kind) == [.invalidValue])
        #expect(fitting.first?.message == "systemLayoutSizeFitting of View:v: target height nan, horizontal fitting priority nan; "
            + "a target that is not finite is read as layoutFittingExpandedSize (+inf) or layoutFittingCompressedSize (nan, -inf), "
            + "a priority not in (0, 1000] as fittingSizeLevel")
        // The width's 500 wins over the fitting level it is pulled at (50), not over a NaN
        // read as required.
        #expect(size == CGSize(width: 100, height: 10))
    }
}

/// A required fitting target that the view's constraints cannot meet is left out and
/// reported, as the engine reports a conflicting constraint, naming what it conflicts with.
@Test func aRequiredFittingTargetInConflictIsReported() {
    let cell = View(frame: .zero)
    cell.name = "cell"
    let content = makeView("content", in: cell)
    let fixed = content.widthAnchor.constraint(equalToConstant: 100)
    activate(place(content, in: cell, 0, 0, 100, 20) + [
        content.rightAnchor.constraint(equalTo: cell.rightAnchor),
        content.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
        fixed,
    ])
    var size = CGSize.zero
    let diagnostics = LayoutDiagnostics.record {
        size = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }
    #expect(size == CGSize(width: 100, height: 20))
    #expect(diagnostics.map(\.kind) == [.unsatisfiable])
    #expect(diagnostics.first?.message.hasPrefix(
        "systemLayoutSizeFitting of View:cell: the required target width 320 cannot hold with the view's constraints; it is left out. It conflicts with:\n") == true)
    #expect(diagnostics.first?.constraints.contains { $0.firstItem === content && $0.firstAttribute == .width } == true)
    // At a priority below required the target only pulls: no conflict.
    let quiet = LayoutDiagnostics.record {
        size = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .defaultHigh, verticalFittingPriority: .fittingSizeLevel)
    }
    #expect(quiet.isEmpty)
    #expect(size == CGSize(width: 100, height: 20))
}

/// A size that stays not finite is reported once, not at each read: a label re-measured at
/// every width of an animation says it once.
@Test func aNonFiniteIntrinsicSizeIsReportedOncePerChange() {
    let root = makeRoot()
    let label = Label()
    label.name = "label"
    label.text = "hello world"
    label.numberOfLines = 0
    label.font = Font(pointSize: .nan)
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    let width = label.widthAnchor.constraint(equalToConstant: 100)
    let first = LayoutDiagnostics.record {
        LayoutConstraint.activate([label.leftAnchor.constraint(equalTo: root.leftAnchor), label.topAnchor.constraint(equalTo: root.topAnchor), width])
        root.layoutIfNeeded()
    }
    #expect(first.map(\.kind) == [.invalidValue])
    let resized = LayoutDiagnostics.record {
        for step in 1...5 {
            width.constant = 100 + CGFloat(step) * 10
            root.layoutIfNeeded()
        }
        label.setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
        root.layoutIfNeeded()
    }
    #expect(resized.isEmpty)
    // Finite again, then not: said again.
    label.font = Font(pointSize: 10)
    root.layoutIfNeeded()
    let again = LayoutDiagnostics.record {
        label.font = Font(pointSize: .nan)
        root.layoutIfNeeded()
    }
    #expect(again.map(\.kind) == [.invalidValue])
}
