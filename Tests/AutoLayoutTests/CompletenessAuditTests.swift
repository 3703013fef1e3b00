import Foundation
import Testing
import AutoLayout

// An acceptance-style audit of issue 6's contract (intrinsic size, hugging and compression,
// labels, baselines, margins, safe area, guides, right-to-left, fitting size, size classes),
// written as an iOS developer would write the code: no `@testable`, only the public names the
// issue spells (UIKit's). Every expected frame was worked out by hand from UIKit's documented
// behaviour and the issue's text; the arithmetic is given beside the values.
//
// Label metrics (the issue: "monospaced metrics by default"): at a font of s points a
// character advances 0.5 s, a line is 1.2 s high and its baseline 0.8 s below the line's top;
// an intrinsic size is rounded up to whole points, as UIKit rounds. At 10 points: 5 per
// character, lines 12 high, baseline 8 below a line's top. Text is centered vertically in a
// label taller than it, as UILabel draws it.

// MARK: - Helpers (private, named apart from the other suites' helpers)

private func auditRect(
    _ rect: CGRect, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let ok = abs(rect.minX - x) < 1e-6 && abs(rect.minY - y) < 1e-6 && abs(rect.width - width) < 1e-6
        && abs(rect.height - height) < 1e-6
    #expect(ok, "\(rect) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}

private func auditLabel(_ text: String?, of parent: View, fontSize: CGFloat = 10, lines: Int = 1) -> Label {
    let label = Label()
    label.name = "label '\(text ?? "")'"
    label.text = text
    label.font = .systemFont(ofSize: fontSize)
    label.numberOfLines = lines
    label.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(label)
    return label
}

/// Every edge of `view` on the same edge of `guide`.
private func auditEdges(_ view: View, _ guide: LayoutGuide) -> [LayoutConstraint] {
    [
        view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        view.topAnchor.constraint(equalTo: guide.topAnchor),
        view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ]
}

private func auditPriority(_ constraint: LayoutConstraint, _ priority: LayoutPriority) -> LayoutConstraint {
    constraint.priority = priority
    return constraint
}

/// "a view with a settable intrinsic size is enough" (the issue).
private final class AuditSizedView: View {
    var size = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    override var intrinsicContentSize: CGSize { size }
}

// MARK: - Intrinsic content size

@Suite struct CompletenessAuditIntrinsicSizeTests {
    @Test func noIntrinsicMetricIsUIKitsMinusOneAndAPlainViewHasNone() {
        #expect(View.noIntrinsicMetric == -1)
        #expect(View().intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(ImageView().intrinsicContentSize == CGSize(width: -1, height: -1))
    }

    @Test func anIntrinsicSizeSizesTheViewAndInvalidatingItTakesTheNewOne() {
        let root = makeRoot()
        let view = AuditSizedView()
        view.name = "sized"
        view.translatesAutoresizingMaskIntoConstraints = false
        view.size = CGSize(width: 40, height: 30)
        root.addSubview(view)
        activate([
            view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(view, 140, 225, 40, 30)  // (320 - 40) / 2, (480 - 30) / 2
        view.size = CGSize(width: 100, height: 10)
        view.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        expectFrame(view, 110, 235, 100, 10)
        // No intrinsic width: the width comes from a constraint, the height still intrinsic.
        view.size = CGSize(width: View.noIntrinsicMetric, height: 20)
        view.invalidateIntrinsicContentSize()
        activate([view.widthAnchor.constraint(equalToConstant: 60)])
        root.layoutIfNeeded()
        expectFrame(view, 130, 230, 60, 20)
    }

    @Test func anImageViewsIntrinsicSizeIsItsImageSize() {
        let root = makeRoot()
        let image = ImageView(imageSize: CGSize(width: 40, height: 30))
        image.name = "image"
        image.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(image)
        #expect(image.intrinsicContentSize == CGSize(width: 40, height: 30))
        activate([
            image.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            image.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
        ])
        root.layoutIfNeeded()
        expectFrame(image, 270, 440, 40, 30)  // 320 - 10 - 40, 480 - 10 - 30
        image.imageSize = CGSize(width: 60, height: 20)  // invalidates by itself
        root.layoutIfNeeded()
        expectFrame(image, 250, 450, 60, 20)
    }
}

// MARK: - Content hugging and compression resistance

@Suite struct CompletenessAuditPriorityTests {
    @Test func defaultsAre250And750OnBothAxesForViewsLabelsAndImageViews() {
        // UIKit: a view (and a UILabel or UIImageView made in code) hugs at 250
        // (UILayoutPriorityDefaultLow) and resists compression at 750 (DefaultHigh).
        for view in [View(), View(frame: .zero), Label(), Label(frame: .zero), ImageView()] as [View] {
            for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
                #expect(view.contentHuggingPriority(for: axis) == .defaultLow)
                #expect(view.contentHuggingPriority(for: axis).rawValue == 250)
                #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
                #expect(view.contentCompressionResistancePriority(for: axis).rawValue == 750)
            }
        }
    }

    @Test func eachAxisIsSetAndReadOnItsOwn() {
        let view = View()
        view.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        view.setContentCompressionResistancePriority(.required, for: .vertical)
        #expect(view.contentHuggingPriority(for: .horizontal) == LayoutPriority(251))
        #expect(view.contentHuggingPriority(for: .vertical) == LayoutPriority(250))
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(750))
        #expect(view.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(1000))
        view.setContentHuggingPriority(.defaultHigh + 1, for: .vertical)
        #expect(view.contentHuggingPriority(for: .vertical).rawValue == 751)
        #expect(view.contentHuggingPriority(for: .horizontal).rawValue == 251)
    }

    /// Two labels in a row, 10 from the root's sides and 10 apart, with room to spare: the one
    /// that hugs less stretches (UIKit: the higher hugging priority keeps its intrinsic size).
    private func row(width: Double, _ first: String, _ second: String) -> (View, Label, Label) {
        let root = makeRoot(width: width, height: 100)
        let a = auditLabel(first, of: root)
        let b = auditLabel(second, of: root)
        activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            b.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        return (root, a, b)
    }

    @Test func theLabelThatHugsLessStretches() {
        // "abcd" 20 x 12, "abcdef" 30 x 12; the row has 320 - 10 - 10 - 10 = 290 for both.
        do {
            let (root, a, b) = row(width: 320, "abcd", "abcdef")
            a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
            root.layoutIfNeeded()
            expectFrame(a, 10, 20, 20, 12)
            expectFrame(b, 40, 20, 270, 12)  // 290 - 20
            #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
        }
        do {
            let (root, a, b) = row(width: 320, "abcd", "abcdef")
            b.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
            root.layoutIfNeeded()
            expectFrame(a, 10, 20, 260, 12)  // 290 - 30
            expectFrame(b, 280, 20, 30, 12)
            #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
        }
    }

    @Test func equalHuggingLeavesTheRowAmbiguousAsInUIKit() {
        // Both at 250: nothing says which label takes the 240 spare points (UIKit's
        // hasAmbiguousLayout is about the view it is asked of: the labels, not the root).
        let (root, a, b) = row(width: 320, "abcd", "abcdef")
        root.layoutIfNeeded()
        #expect(a.hasAmbiguousLayout)
        #expect(b.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        #expect(a.frame.width + b.frame.width == 290)
    }

    @Test func theLabelThatResistsCompressionLessIsTruncated() {
        // "abcdefghij" 50 wide, "abcdefghijkl" 60 wide; the row has 100 - 30 = 70 for both.
        do {
            let (root, a, b) = row(width: 100, "abcdefghij", "abcdefghijkl")
            a.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
            root.layoutIfNeeded()
            expectFrame(a, 10, 20, 50, 12)
            expectFrame(b, 70, 20, 20, 12)  // 70 - 50
        }
        do {
            let (root, a, b) = row(width: 100, "abcdefghij", "abcdefghijkl")
            b.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
            root.layoutIfNeeded()
            expectFrame(a, 10, 20, 10, 12)  // 70 - 60
            expectFrame(b, 30, 20, 60, 12)
        }
    }

    @Test func huggingAndCompressionAreInequalitiesAtTheirPriorities() {
        // The label is 50 x 12. A wish below its compression resistance (750) cannot shrink
        // it; one above can. A wish below its hugging (250) cannot stretch it; one above can.
        func width(_ make: (Label) -> LayoutConstraint) -> CGFloat {
            let root = makeRoot()
            let label = auditLabel("abcdefghij", of: root)
            activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                label.topAnchor.constraint(equalTo: root.topAnchor),
                make(label),
            ])
            root.layoutIfNeeded()
            return label.frame.width
        }
        #expect(width { auditPriority($0.widthAnchor.constraint(lessThanOrEqualToConstant: 30), LayoutPriority(749)) } == 50)
        #expect(width { auditPriority($0.widthAnchor.constraint(lessThanOrEqualToConstant: 30), LayoutPriority(751)) } == 30)
        #expect(width { auditPriority($0.widthAnchor.constraint(greaterThanOrEqualToConstant: 80), LayoutPriority(249)) } == 50)
        #expect(width { auditPriority($0.widthAnchor.constraint(greaterThanOrEqualToConstant: 80), LayoutPriority(251)) } == 80)
    }

    @Test func changingAPriorityOnALaidOutViewTakesEffectAtTheNextPass() {
        let (root, a, b) = row(width: 320, "abcd", "abcdef")
        a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(b, 40, 20, 270, 12)
        a.setContentHuggingPriority(.defaultLow, for: .horizontal)
        b.setContentHuggingPriority(LayoutPriority(252), for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(a, 10, 20, 260, 12)
        expectFrame(b, 280, 20, 30, 12)
    }
}

// MARK: - Labels

private struct AuditMeasurer: TextMeasurer {
    func width(of text: Substring, fontSize: CGFloat) -> CGFloat { CGFloat(text.count) * 7 }
    func lineHeight(fontSize: CGFloat) -> CGFloat { 15 }
    func ascender(fontSize: CGFloat) -> CGFloat { 11 }
}

@Suite struct CompletenessAuditLabelTests {
    @Test func aLabelStartsAsUIKitsDoes() {
        for label in [Label(), Label(frame: CGRect(x: 0, y: 0, width: 50, height: 20))] {
            #expect(label.text == nil)
            #expect(label.font.pointSize == 17)  // UILabel's default: the 17-point system font
            #expect(label.numberOfLines == 1)
            #expect(label.preferredMaxLayoutWidth == 0)
            #expect(label.intrinsicContentSize == .zero)  // no text, as UILabel: (0, 0)
        }
    }

    @Test func intrinsicSizeFromTheTextAndFont() {
        let label = Label()
        label.text = "Hello"
        // 17 points: 5 x 8.5 = 42.5 -> 43; 20.4 -> 21.
        #expect(label.intrinsicContentSize == CGSize(width: 43, height: 21))
        label.font = .systemFont(ofSize: 20)
        #expect(label.intrinsicContentSize == CGSize(width: 50, height: 24))
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func aMeasurerIsPluggable() {
        let label = Label()
        label.textMeasurer = AuditMeasurer()
        label.text = "abc def"
        #expect(label.intrinsicContentSize == CGSize(width: 49, height: 15))  // 7 x 7
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 30  // 4 characters a line
        #expect(label.intrinsicContentSize == CGSize(width: 21, height: 30))
    }

    @Test func wrappingAtThePreferredWidthAndTheLineLimit() {
        let root = makeRoot()
        let label = auditLabel("aaaa bbbb cccc", of: root)
        #expect(label.intrinsicContentSize == CGSize(width: 70, height: 12))  // one line, 14 characters
        label.preferredMaxLayoutWidth = 30  // ignored on one line
        #expect(label.intrinsicContentSize == CGSize(width: 70, height: 12))
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == CGSize(width: 20, height: 36))  // three words, one a line
        label.numberOfLines = 2
        #expect(label.intrinsicContentSize == CGSize(width: 20, height: 24))
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 45  // "aaaa bbbb" is exactly 45
        #expect(label.intrinsicContentSize == CGSize(width: 45, height: 24))
        activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 45, 24)
    }

    @Test func aMultiLineLabelWrapsAtTheWidthItsConstraintsGive() {
        // No preferredMaxLayoutWidth: as UIKit, the label wraps at the width Auto Layout gives it.
        let root = makeRoot()
        let label = auditLabel("aaaa bbbb cccc", of: root, lines: 0)
        activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -265),  // 45 wide
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 45, 24)  // "aaaa bbbb" / "cccc"
        label.text = "aaaa bbbb cccc dddd eeee"
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 45, 36)  // "aaaa bbbb" / "cccc dddd" / "eeee"
        label.numberOfLines = 2
        root.layoutIfNeeded()
        expectFrame(label, 10, 10, 45, 24)
    }
}

// MARK: - Baselines

/// A container whose first baseline is its title's, as UIKit's `forFirstBaselineLayout`.
private final class AuditTitledView: View {
    let title: Label
    override init(frame: CGRect) {
        title = Label()
        super.init(frame: frame)
        title.text = "ab"
        title.font = .systemFont(ofSize: 10)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
    }

    override var forFirstBaselineLayout: View { title }
}

@Suite struct CompletenessAuditBaselineTests {
    @Test func aPlainViewsBaselinesAreItsBottom() {
        let root = makeRoot()
        let plain = makeView("plain", in: root)
        let first = makeView("first", in: root)
        let last = makeView("last", in: root)
        activate([
            plain.leftAnchor.constraint(equalTo: root.leftAnchor), plain.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            plain.widthAnchor.constraint(equalToConstant: 10), plain.heightAnchor.constraint(equalToConstant: 30),
            first.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20), first.widthAnchor.constraint(equalToConstant: 10),
            first.heightAnchor.constraint(equalToConstant: 10),
            first.topAnchor.constraint(equalTo: plain.firstBaselineAnchor),
            last.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 40), last.widthAnchor.constraint(equalToConstant: 10),
            last.heightAnchor.constraint(equalToConstant: 10),
            last.bottomAnchor.constraint(equalTo: plain.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(first, 20, 40, 10, 10)  // 10 + 30
        expectFrame(last, 40, 30, 10, 10)  // 40 - 10
    }

    @Test func aLabelsBaselinesComeFromItsFontMetricsAndLineCount() {
        let root = makeRoot()
        let single = auditLabel("ab", of: root)  // 10 x 12, baseline 8 below its top
        let multi = auditLabel("aaaa bbbb cccc", of: root, lines: 0)
        multi.preferredMaxLayoutWidth = 20  // 3 lines: 20 x 36
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let c = makeView("c", in: root)
        activate([
            single.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            single.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            multi.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            multi.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            a.widthAnchor.constraint(equalToConstant: 30), a.heightAnchor.constraint(equalToConstant: 10),
            a.firstBaselineAnchor.constraint(equalTo: single.firstBaselineAnchor),
            b.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
            b.widthAnchor.constraint(equalToConstant: 30), b.heightAnchor.constraint(equalToConstant: 10),
            b.lastBaselineAnchor.constraint(equalTo: multi.lastBaselineAnchor),
            c.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 200),
            c.widthAnchor.constraint(equalToConstant: 30), c.heightAnchor.constraint(equalToConstant: 10),
            c.firstBaselineAnchor.constraint(equalTo: multi.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(single, 10, 20, 10, 12)
        expectFrame(multi, 10, 100, 20, 36)
        expectFrame(a, 100, 18, 30, 10)  // bottom at 20 + 8
        expectFrame(b, 100, 122, 30, 10)  // bottom at 100 + 2 x 12 + 8
        expectFrame(c, 200, 98, 30, 10)  // bottom at 100 + 8
    }

    @Test func labelsOfTwoFontsAlignOnTheirBaselines() {
        let root = makeRoot()
        let big = auditLabel("ab", of: root, fontSize: 20)  // 20 x 24, baseline 16 below its top
        let small = auditLabel("ab", of: root)  // 10 x 12, baseline 8 below its top
        activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(big, 10, 40, 20, 24)
        expectFrame(small, 38, 48, 10, 12)  // baseline 56 - 8
        // The last baselines agree too (one line each), through the NSLayoutConstraint initializer.
        let other = auditLabel("cd", of: root)
        activate([
            other.leadingAnchor.constraint(equalTo: small.trailingAnchor, constant: 8),
            LayoutConstraint(item: other, attribute: .lastBaseline, relatedBy: .equal, toItem: big, attribute: .lastBaseline),
        ])
        root.layoutIfNeeded()
        expectFrame(other, 56, 48, 10, 12)
    }

    @Test func aTallerLabelCentersItsTextAndItsBaselineMovesWithIt() {
        let root = makeRoot()
        let label = auditLabel("ab", of: root)
        let marker = makeView("marker", in: root)
        activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.heightAnchor.constraint(equalToConstant: 60),
            marker.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            marker.widthAnchor.constraint(equalToConstant: 5), marker.heightAnchor.constraint(equalToConstant: 4),
            marker.bottomAnchor.constraint(equalTo: label.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(marker, 50, 38, 5, 4)  // text from 10 + 30 - 6 = 34, baseline 42
    }

    @Test func forFirstBaselineLayoutLendsADescendantsBaseline() {
        let root = makeRoot()
        let container = AuditTitledView()
        container.name = "container"
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        let mark = makeView("mark", in: root)
        activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            container.widthAnchor.constraint(equalToConstant: 100),
            container.heightAnchor.constraint(equalToConstant: 50),
            container.title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 4),
            container.title.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            mark.leadingAnchor.constraint(equalTo: container.trailingAnchor),
            mark.widthAnchor.constraint(equalToConstant: 10), mark.heightAnchor.constraint(equalToConstant: 10),
            mark.firstBaselineAnchor.constraint(equalTo: container.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(container.title, 4, 10, 10, 12)
        expectFrame(mark, 100, 208, 10, 10)  // title's baseline: 200 + 10 + 8
        // The last baseline is not redirected: the container's bottom.
        let low = makeView("low", in: root)
        activate([
            low.leadingAnchor.constraint(equalTo: root.leadingAnchor), low.widthAnchor.constraint(equalToConstant: 10),
            low.heightAnchor.constraint(equalToConstant: 10),
            low.lastBaselineAnchor.constraint(equalTo: container.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(low, 0, 240, 10, 10)
    }
}

// MARK: - Layout margins

@Suite struct CompletenessAuditMarginsTests {
    @Test func defaultsAreUIKits() {
        let view = View()
        #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(view.preservesSuperviewLayoutMargins == false)
        #expect(view.insetsLayoutMarginsFromSafeArea == true)
        #expect(view.layoutMarginsGuide.owningView === view)
        #expect(view.layoutMarginsGuide === view.layoutMarginsGuide)
    }

    @Test func theMarginsGuideFollowsDefaultAndCustomMargins() {
        let root = makeRoot()
        let inner = makeView("inner", in: root)
        activate(auditEdges(inner, root.layoutMarginsGuide))
        root.layoutIfNeeded()
        expectFrame(inner, 8, 8, 304, 464)
        auditRect(root.layoutMarginsGuide.layoutFrame, 8, 8, 304, 464)
        root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
        root.layoutIfNeeded()
        expectFrame(inner, 20, 10, 260, 440)  // 320 - 20 - 40, 480 - 10 - 30
        auditRect(root.layoutMarginsGuide.layoutFrame, 20, 10, 260, 440)
    }

    @Test func theEightMarginAttributes() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        // Margin lines: left 20, right 280, top 10, bottom 450; centers 150 and 230.
        let tl = makeView("tl", in: root)
        let br = makeView("br", in: root)
        let mid = makeView("mid", in: root)
        let band = makeView("band", in: root)
        let own = makeView("own", in: root)
        func c(_ a: View, _ aa: LayoutAttribute, _ b: View?, _ ba: LayoutAttribute, _ k: CGFloat = 0) -> LayoutConstraint {
            LayoutConstraint(item: a, attribute: aa, relatedBy: .equal, toItem: b, attribute: ba, multiplier: 1, constant: k)
        }
        var all: [LayoutConstraint] = []
        for view in [tl, br, mid, own] {
            all += [c(view, .width, nil, .notAnAttribute, 10), c(view, .height, nil, .notAnAttribute, 10)]
        }
        all += [
            c(tl, .left, root, .leftMargin), c(tl, .top, root, .topMargin),
            c(br, .right, root, .rightMargin), c(br, .bottom, root, .bottomMargin),
            c(mid, .centerX, root, .centerXWithinMargins), c(mid, .centerY, root, .centerYWithinMargins),
            c(band, .leading, root, .leadingMargin), c(band, .trailing, root, .trailingMargin),
            c(band, .top, root, .top), c(band, .height, nil, .notAnAttribute, 5),
            // A view's own margin as the first item: its left margin (8 in) at 30.
            c(own, .leftMargin, root, .left, 30), c(own, .top, root, .top, 100),
        ]
        activate(all)
        root.layoutIfNeeded()
        expectFrame(tl, 20, 10, 10, 10)
        expectFrame(br, 270, 440, 10, 10)
        expectFrame(mid, 145, 225, 10, 10)
        expectFrame(band, 20, 0, 260, 5)
        expectFrame(own, 22, 100, 10, 10)
    }

    @Test func directionalMarginsFollowTheLayoutDirection() {
        let root = makeRoot()
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(root.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let inner = makeView("inner", in: root)
        activate(auditEdges(inner, root.layoutMarginsGuide))
        root.layoutIfNeeded()
        expectFrame(inner, 2, 1, 314, 476)
        root.semanticContentAttribute = .forceRightToLeft
        // Leading is now the right side: left 4, right 2.
        #expect(root.layoutMargins == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        root.layoutIfNeeded()
        expectFrame(inner, 4, 1, 314, 476)
        auditRect(root.layoutMarginsGuide.layoutFrame, 4, 1, 314, 476)
    }

    @Test func marginsSetLeftAndRightStayLeftAndRightRightToLeft() {
        // UIKit: layoutMargins are absolute; only directionalLayoutMargins follow the direction.
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        root.semanticContentAttribute = .forceRightToLeft
        #expect(root.layoutMargins == EdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
        #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10))
    }

    @Test func preservedSuperviewMarginsWhereTheViewReachesIntoThem() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let middle = makeView("middle", in: root)
        let inner = makeView("inner", in: middle)
        activate([
            middle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            middle.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -5),
            middle.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            middle.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -5),
        ] + auditEdges(inner, middle.layoutMarginsGuide))
        root.layoutIfNeeded()
        expectFrame(middle, 5, 5, 310, 470)
        expectFrame(inner, 8, 8, 294, 454)  // its own 8
        middle.preservesSuperviewLayoutMargins = true
        root.layoutIfNeeded()
        // The root's margin line is 20 from its edges, 15 from the middle view's.
        #expect(middle.layoutMargins == EdgeInsets(top: 15, left: 15, bottom: 15, right: 15))
        expectFrame(inner, 15, 15, 280, 440)
        // Larger own margins win over the preserved ones.
        middle.layoutMargins = EdgeInsets(top: 30, left: 8, bottom: 8, right: 8)
        root.layoutIfNeeded()
        expectFrame(inner, 15, 30, 280, 425)
    }

    @Test func marginsAreMeasuredFromTheSafeAreaUnlessTurnedOff() {
        let root = makeRoot()
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let inner = makeView("inner", in: root)
        activate(auditEdges(inner, root.layoutMarginsGuide))
        root.layoutIfNeeded()
        expectFrame(inner, 8, 52, 304, 386)  // 44 + 8; 480 - 52 - 42
        #expect(root.layoutMargins == EdgeInsets(top: 52, left: 8, bottom: 42, right: 8))
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        expectFrame(inner, 8, 8, 304, 464)
        #expect(root.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
}

// MARK: - Safe area

private final class AuditSafeAreaRecorder: View {
    var calls: [EdgeInsets] = []
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        calls.append(safeAreaInsets)
    }
}

@Suite struct CompletenessAuditSafeAreaTests {
    @Test func notchAndHomeIndicatorThroughTheGuide() {
        let root = makeRoot(width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let content = makeView("content", in: root)
        activate(auditEdges(content, root.safeAreaLayoutGuide))
        root.layoutIfNeeded()
        expectFrame(content, 0, 47, 390, 763)  // 844 - 47 - 34
        auditRect(root.safeAreaLayoutGuide.layoutFrame, 0, 47, 390, 763)
        #expect(root.safeAreaLayoutGuide.owningView === root)
        #expect(content.safeAreaInsets == .zero)  // inside the safe area
    }

    @Test func landscapeInsetsOnTheSides() {
        let root = makeRoot(width: 844, height: 390)
        root.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        let content = makeView("content", in: root)
        activate(auditEdges(content, root.safeAreaLayoutGuide))
        root.layoutIfNeeded()
        expectFrame(content, 47, 0, 750, 369)
    }

    @Test func aSubviewsInsetsAreThePartOfItsSuperviewsThatOverlapsIt() {
        let root = makeRoot(width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let header = makeView("header", in: root)
        let footer = makeView("footer", in: root)
        let middle = makeView("middle", in: root)
        let title = makeView("title", in: header)
        activate([
            header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.topAnchor.constraint(equalTo: root.topAnchor),
            header.heightAnchor.constraint(equalToConstant: 100),
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            footer.heightAnchor.constraint(equalToConstant: 50),
            middle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            middle.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            middle.widthAnchor.constraint(equalToConstant: 100),
            middle.heightAnchor.constraint(equalToConstant: 100),
            title.leadingAnchor.constraint(equalTo: header.safeAreaLayoutGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
            title.widthAnchor.constraint(equalToConstant: 50),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(header.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        expectFrame(title, 0, 47, 50, 20)
        auditRect(footer.safeAreaLayoutGuide.layoutFrame, 0, 0, 390, 16)  // 50 - 34
        // The header's margins are measured from its safe area.
        #expect(header.layoutMargins == EdgeInsets(top: 55, left: 8, bottom: 8, right: 8))
    }

    @Test func safeAreaInsetsDidChangeIsCalledWhenTheyChange() {
        let root = makeRoot(width: 390, height: 844)
        let screen = AuditSafeAreaRecorder()
        screen.name = "screen"
        screen.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(screen)
        activate([
            screen.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            screen.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            screen.topAnchor.constraint(equalTo: root.topAnchor),
            screen.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(screen.calls.isEmpty)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        root.layoutIfNeeded()
        #expect(screen.calls == [EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)])
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(screen.calls.count == 1)
        // Rotation: the root's size and insets change together.
        root.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        root.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        root.layoutIfNeeded()
        #expect(screen.calls.last == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(screen.calls.count == 2)
        auditRect(screen.safeAreaLayoutGuide.layoutFrame, 47, 0, 750, 369)
    }
}

@Suite struct CompletenessAuditAdditionalSafeAreaTests {
    @Test func additionalInsetsAddToTheSafeAreaOfTheViewAndItsSubtree() {
        // UIKit: `additionalSafeAreaInsets` (a view controller's, here the view's own) are added
        // to the safe area insets the view otherwise has; subviews see the sum.
        let root = makeRoot(width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        #expect(root.additionalSafeAreaInsets == .zero)
        let content = makeView("content", in: root)
        let footer = makeView("footer", in: root)
        activate(auditEdges(content, root.safeAreaLayoutGuide) + [
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            footer.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        expectFrame(content, 0, 47, 390, 763)
        // A 44-point toolbar drawn over the bottom.
        root.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 44, right: 0)
        root.layoutIfNeeded()
        #expect(root.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 78, right: 0))
        expectFrame(content, 0, 47, 390, 719)  // 844 - 47 - 78
        #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 78, right: 0))
        root.additionalSafeAreaInsets = .zero
        root.layoutIfNeeded()
        expectFrame(content, 0, 47, 390, 763)
        #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func aSubviewsAdditionalInsetsMoveItsGuideMarginsAndTellIt() {
        let root = makeRoot()
        let panel = AuditSafeAreaRecorder()
        panel.name = "panel"
        panel.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(panel)
        let top = makeView("top", in: panel)
        let margin = makeView("margin", in: panel)
        activate([
            panel.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            panel.widthAnchor.constraint(equalToConstant: 100),
            panel.heightAnchor.constraint(equalToConstant: 100),
            top.topAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.topAnchor),
            top.leadingAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.leadingAnchor),
            top.widthAnchor.constraint(equalToConstant: 10), top.heightAnchor.constraint(equalToConstant: 10),
            margin.topAnchor.constraint(equalTo: panel.layoutMarginsGuide.topAnchor),
            margin.leadingAnchor.constraint(equalTo: panel.layoutMarginsGuide.leadingAnchor),
            margin.widthAnchor.constraint(equalToConstant: 10), margin.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(top, 0, 0, 10, 10)
        expectFrame(margin, 8, 8, 10, 10)
        #expect(panel.calls.isEmpty)
        panel.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(panel.safeAreaInsets == EdgeInsets(top: 10, left: 5, bottom: 0, right: 0))
        #expect(panel.calls == [EdgeInsets(top: 10, left: 5, bottom: 0, right: 0)])
        expectFrame(top, 5, 10, 10, 10)
        expectFrame(margin, 13, 18, 10, 10)  // margins from the safe area: 5 + 8, 10 + 8
        auditRect(panel.safeAreaLayoutGuide.layoutFrame, 5, 10, 95, 90)
    }
}

// MARK: - Layout guides

@Suite struct CompletenessAuditLayoutGuideTests {
    @Test func spacerGuidesCenterAView() {
        let root = makeRoot()
        let left = LayoutGuide()
        let right = LayoutGuide()
        #expect(left.owningView == nil)
        root.addLayoutGuide(left)
        root.addLayoutGuide(right)
        #expect(left.owningView === root)
        #expect(root.layoutGuides.count == 2 && root.layoutGuides[0] === left && root.layoutGuides[1] === right)
        let box = makeView("box", in: root)
        activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: box.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.widthAnchor.constraint(equalTo: right.widthAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            box.heightAnchor.constraint(equalToConstant: 40),
            left.topAnchor.constraint(equalTo: box.topAnchor),
            left.bottomAnchor.constraint(equalTo: box.bottomAnchor),
            right.centerYAnchor.constraint(equalTo: box.centerYAnchor),
            right.heightAnchor.constraint(equalTo: left.heightAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        expectFrame(box, 110, 50, 100, 40)  // (320 - 100) / 2
        auditRect(left.layoutFrame, 0, 50, 110, 40)
        auditRect(right.layoutFrame, 210, 60, 110, 20)
    }

    @Test func aGuidesFrameIsInItsOwningViewsCoordinates() {
        let root = makeRoot()
        let panel = makeView("panel", in: root)
        let guide = LayoutGuide()
        guide.identifier = "inset"
        panel.addLayoutGuide(guide)
        let item = makeView("item", in: root)
        activate([
            panel.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            panel.widthAnchor.constraint(equalToConstant: 200),
            panel.heightAnchor.constraint(equalToConstant: 100),
            guide.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
            guide.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
            guide.widthAnchor.constraint(equalTo: panel.widthAnchor, constant: -40),
            guide.heightAnchor.constraint(equalToConstant: 10),
            // A view elsewhere in the tree placed against the guide.
            item.leftAnchor.constraint(equalTo: guide.rightAnchor),
            item.bottomAnchor.constraint(equalTo: guide.topAnchor),
            item.widthAnchor.constraint(equalToConstant: 5),
            item.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        auditRect(guide.layoutFrame, 20, 45, 160, 10)
        expectFrame(item, 200, 70, 5, 5)  // 20 + 180, 30 + 45 - 5
        #expect(guide.identifier == "inset")
    }

    @Test func removingAGuideDeactivatesItsConstraints() {
        let root = makeRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let width = guide.widthAnchor.constraint(equalToConstant: 50)
        activate([width])
        #expect(width.isActive)
        root.removeLayoutGuide(guide)
        #expect(guide.owningView == nil)
        #expect(root.layoutGuides.isEmpty)
        #expect(!width.isActive)
    }
}

// MARK: - Layout direction

@Suite struct CompletenessAuditLayoutDirectionTests {
    @Test func theSemanticAttributesCasesAndDefaults() {
        let root = makeRoot()
        let child = makeView("child", in: root)
        #expect(root.semanticContentAttribute == .unspecified)
        #expect(root.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        root.semanticContentAttribute = .forceRightToLeft
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // The documented difference from UIKit: it applies to the subtree.
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        for attribute in [SemanticContentAttribute.forceLeftToRight, .playback, .spatial] {
            child.semanticContentAttribute = attribute
            #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
            #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
        #expect(SemanticContentAttribute.unspecified.rawValue == 0)
        #expect(SemanticContentAttribute.forceRightToLeft.rawValue == 4)
        #expect(UserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
    }

    @Test func theSameLayoutRightToLeftIsMirrored() {
        let root = makeRoot(width: 320, height: 100)
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let fixed = makeView("fixed", in: root)
        activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 20),
            b.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
            b.widthAnchor.constraint(equalToConstant: 50),
            // left and right do not flip.
            fixed.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
            fixed.widthAnchor.constraint(equalToConstant: 30),
        ] + [a, b, fixed].flatMap {
            [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)]
        })
        root.layoutIfNeeded()
        expectFrame(a, 10, 0, 100, 10)
        expectFrame(b, 130, 0, 50, 10)
        expectFrame(fixed, 5, 0, 30, 10)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        expectFrame(a, 210, 0, 100, 10)  // 320 - 10 - 100
        expectFrame(b, 140, 0, 50, 10)  // 210 - 20 - 50
        expectFrame(fixed, 5, 0, 30, 10)
        root.semanticContentAttribute = .forceLeftToRight
        root.layoutIfNeeded()
        expectFrame(a, 10, 0, 100, 10)
        expectFrame(b, 130, 0, 50, 10)
    }

    @Test func aSubtreeSetRightToLeftMirrorsInsideItsOwnBounds() {
        let root = makeRoot()
        let panel = makeView("panel", in: root)
        let item = makeView("item", in: panel)
        activate([
            panel.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            panel.topAnchor.constraint(equalTo: root.topAnchor),
            panel.widthAnchor.constraint(equalToConstant: 200),
            panel.heightAnchor.constraint(equalToConstant: 50),
            item.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
            item.topAnchor.constraint(equalTo: panel.topAnchor),
            item.widthAnchor.constraint(equalToConstant: 40),
            item.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(item, 10, 0, 40, 10)
        panel.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        expectFrame(panel, 20, 0, 200, 50)
        expectFrame(item, 150, 0, 40, 10)  // 200 - 10 - 40
    }
}

// MARK: - Fitting size

/// A self-sizing cell's content: a multi-line label 16 from the sides, 8 from top and bottom.
private func auditCell(_ text: String) -> (View, Label) {
    let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.name = "cell"
    let label = auditLabel(text, of: cell, lines: 0)
    activate([
        label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
        label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
        label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
        label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
    ])
    return (cell, label)
}

@Suite struct CompletenessAuditFittingTests {
    private static let word = String(repeating: "w", count: 50)  // 250 wide
    private static let threeWords = "\(word) \(word) \(word)"  // 152 characters, 760 on one line

    @Test func theTargetSizesAreUIKits() {
        #expect(View.layoutFittingCompressedSize == CGSize(width: 0, height: 0))
        #expect(View.layoutFittingExpandedSize == CGSize(width: 10_000_000, height: 10_000_000))
    }

    @Test func aSelfSizingCellsHeightForOneAndThreeLines() {
        let (one, _) = auditCell("hello")
        let size1 = one.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size1 == CGSize(width: 320, height: 28))  // 12 + 8 + 8
        let (three, label) = auditCell(Self.threeWords)
        let size3 = three.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // The label is 320 - 32 = 288 wide: 57 characters, one 50-character word a line.
        #expect(size3 == CGSize(width: 320, height: 52))  // 3 x 12 + 16
        // Nothing in the tree moved.
        expectFrame(three, 0, 0, 320, 44)
        expectFrame(label, 0, 0, 0, 0)
    }

    @Test func compressedAndExpandedSizes() {
        let (cell, _) = auditCell("hello")  // 25 x 12
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 57, height: 28))
        // Hugging (250) beats the pull to the target (50, fittingSizeLevel).
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == CGSize(width: 57, height: 28))
        // An image view whose vertical hugging (49) is below the fitting level (50): the
        // expanded target pulls the box to its full height.
        let image = ImageView(imageSize: CGSize(width: 40, height: 30))
        let box = View()
        image.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(image)
        activate([
            image.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 5),
            image.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -5),
            image.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
            image.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -5),
        ])
        #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 50, height: 40))
        image.setContentHuggingPriority(LayoutPriority(49), for: .vertical)
        #expect(box.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == CGSize(width: 50, height: 10_000_000))
        #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 50, height: 40))
    }

    @Test func withAFixedWidthTargetAndRequiredPriorities() {
        let (cell, _) = auditCell(Self.threeWords)
        // A cell 560 wide: the label is 528 wide, 105 characters, so two words and their
        // space (101 characters) on the first line and the third on the second.
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 560, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 560, height: 40))  // 2 x 12 + 16
    }
}

// MARK: - Autoresizing masks

@Suite struct CompletenessAuditAutoresizingTests {
    @Test func masksFollowTheSuperviewsResize() {
        let root = makeRoot()
        let stretchy = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        stretchy.name = "stretchy"
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let corner = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        corner.name = "corner"
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let pinned = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        pinned.name = "pinned"
        root.addSubview(stretchy)
        root.addSubview(corner)
        root.addSubview(pinned)
        #expect(stretchy.translatesAutoresizingMaskIntoConstraints)
        // A constrained view inside an autoresizing one.
        let inside = makeView("inside", in: stretchy)
        activate([
            inside.leadingAnchor.constraint(equalTo: stretchy.leadingAnchor, constant: 5),
            inside.trailingAnchor.constraint(equalTo: stretchy.trailingAnchor, constant: -5),
            inside.topAnchor.constraint(equalTo: stretchy.topAnchor, constant: 5),
            inside.bottomAnchor.constraint(equalTo: stretchy.bottomAnchor, constant: -5),
        ])
        root.layoutIfNeeded()
        expectFrame(inside, 5, 5, 90, 40)
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 500)
        root.layoutIfNeeded()
        expectFrame(stretchy, 10, 20, 180, 70)  // + 80, + 20
        expectFrame(corner, 90, 40, 100, 50)
        expectFrame(pinned, 10, 20, 100, 50)
        expectFrame(inside, 5, 5, 170, 60)
    }
}

// MARK: - Size classes

private final class AuditTraitRecorder: View {
    var previous: [TraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previous.append(previousTraitCollection)
    }
}

/// A screen that swaps its constraint sets when its vertical size class changes (the seeds'
/// fourth layout method).
private final class AuditSwappingScreen: View {
    let content = View()
    var portrait: [LayoutConstraint] = []
    var landscape: [LayoutConstraint] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
        portrait = [
            content.topAnchor.constraint(equalTo: topAnchor, constant: 20),
            content.leadingAnchor.constraint(equalTo: leadingAnchor),
            content.widthAnchor.constraint(equalTo: widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 100),
        ]
        landscape = [
            content.topAnchor.constraint(equalTo: topAnchor),
            content.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 50),
            content.widthAnchor.constraint(equalToConstant: 200),
            content.heightAnchor.constraint(equalTo: heightAnchor),
        ]
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.verticalSizeClass == .compact {
            LayoutConstraint.deactivate(portrait)
            LayoutConstraint.activate(landscape)
        } else {
            LayoutConstraint.deactivate(landscape)
            LayoutConstraint.activate(portrait)
        }
    }
}

@Suite struct CompletenessAuditSizeClassTests {
    private func classes(_ width: Double, _ height: Double) -> (UserInterfaceSizeClass, UserInterfaceSizeClass) {
        let root = makeRoot(width: width, height: height)
        let child = makeView("child", in: root)
        let traits = child.traitCollection
        return (traits.horizontalSizeClass, traits.verticalSizeClass)
    }

    @Test func iPhoneAndIPadSizes() {
        // Apple's size classes (HIG, Layout): iPhone portrait compact x regular; iPhone landscape
        // compact x compact, regular width on the Max phones; iPad regular x regular.
        #expect(classes(393, 852) == (.compact, .regular))
        #expect(classes(852, 393) == (.compact, .compact))
        #expect(classes(375, 667) == (.compact, .regular))
        #expect(classes(667, 375) == (.compact, .compact))
        #expect(classes(430, 932) == (.compact, .regular))
        #expect(classes(932, 430) == (.regular, .compact))
        #expect(classes(820, 1180) == (.regular, .regular))
        #expect(classes(1180, 820) == (.regular, .regular))
        #expect(UserInterfaceSizeClass.unspecified.rawValue == 0)
        #expect(UserInterfaceSizeClass.compact.rawValue == 1)
        #expect(UserInterfaceSizeClass.regular.rawValue == 2)
    }

    @Test func traitsAreInheritedAndOverridable() {
        let root = makeRoot(width: 393, height: 852)
        let panel = makeView("panel", in: root)
        let leaf = makeView("leaf", in: panel)
        panel.traitOverrides = TraitCollection(horizontalSizeClass: .regular)
        #expect(root.traitCollection.horizontalSizeClass == .compact)
        #expect(panel.traitCollection.horizontalSizeClass == .regular)
        #expect(leaf.traitCollection.horizontalSizeClass == .regular)
        #expect(leaf.traitCollection.verticalSizeClass == .regular)
        #expect(leaf.traitCollection.containsTraits(in: TraitCollection(verticalSizeClass: .regular)))
        #expect(!leaf.traitCollection.containsTraits(in: TraitCollection(horizontalSizeClass: .compact)))
    }

    @Test func traitCollectionDidChangeOnRotation() {
        let root = makeRoot(width: 393, height: 852)
        let recorder = AuditTraitRecorder()
        recorder.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(recorder)
        root.layoutIfNeeded()
        let portrait = TraitCollection(traitsFrom: [
            TraitCollection(horizontalSizeClass: .compact), TraitCollection(verticalSizeClass: .regular),
        ])
        let calls = recorder.previous.count
        #expect(recorder.traitCollection == portrait)
        root.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        root.layoutIfNeeded()
        #expect(recorder.previous.count == calls + 1)
        #expect(recorder.previous.last == .some(portrait))
        #expect(recorder.traitCollection.verticalSizeClass == .compact)
        // A resize within the same classes calls nothing.
        root.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        root.layoutIfNeeded()
        #expect(recorder.previous.count == calls + 1)
    }

    @Test func aViewSwapsItsConstraintsWhenTheClassesChange() {
        let screen = AuditSwappingScreen(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        screen.layoutIfNeeded()
        expectFrame(screen.content, 0, 20, 393, 100)
        screen.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        screen.layoutIfNeeded()
        expectFrame(screen.content, 50, 0, 200, 393)
        screen.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        screen.layoutIfNeeded()
        expectFrame(screen.content, 0, 20, 393, 100)
    }
}
