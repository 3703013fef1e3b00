import Foundation
import Testing
@testable import AutoLayout

// Contract tests for issue 6 (engine completeness), written against the names the issue
// spells and UIKit's documented behaviour.

private func ecLabel(_ text: String?, in parent: View?, fontSize: CGFloat = 10, lines: Int = 1) -> Label {
    let label = Label()
    label.text = text
    label.fontSize = fontSize
    label.numberOfLines = lines
    label.translatesAutoresizingMaskIntoConstraints = false
    parent?.addSubview(label)
    return label
}

/// "a view with a settable intrinsic size is enough"
private final class SizedView: View {
    var size = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    override var intrinsicContentSize: CGSize { size }
}

private final class TraitRecorder: View {
    var calls: [TraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        calls.append(previousTraitCollection)
    }
}

private final class SafeAreaRecorder: View {
    var calls = 0
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        calls += 1
    }
}

@Suite struct EngineCompletenessContractIntrinsicTests {
    @Test func customIntrinsicSizeAndInvalidate() {
        let root = makeRoot()
        let v = SizedView()
        v.name = "sized"
        v.translatesAutoresizingMaskIntoConstraints = false
        v.size = CGSize(width: 40, height: 30)
        root.addSubview(v)
        LayoutConstraint.activate([v.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                   v.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        root.layoutIfNeeded()
        expectFrame(v, 140, 225, 40, 30)
        v.size = CGSize(width: 100, height: 10)
        v.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        expectFrame(v, 110, 235, 100, 10)
        // width none, height still present
        v.size = CGSize(width: View.noIntrinsicMetric, height: 20)
        v.invalidateIntrinsicContentSize()
        LayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 60)])
        root.layoutIfNeeded()
        expectFrame(v, 130, 230, 60, 20)
        // none at all again: size from constraints only
        v.size = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        v.invalidateIntrinsicContentSize()
        LayoutConstraint.activate([v.heightAnchor.constraint(equalToConstant: 6)])
        root.layoutIfNeeded()
        expectFrame(v, 130, 237, 60, 6)
    }

    @Test func noIntrinsicMetricIsMinusOne() {
        #expect(View.noIntrinsicMetric == -1)
        #expect(View().intrinsicContentSize == CGSize(width: -1, height: -1))
    }

    @Test func defaultsOnLabelAndPlainView() {
        for view in [View(), Label(), Label(frame: .zero)] as [View] {
            #expect(view.contentHuggingPriority(for: .horizontal) == LayoutPriority(250))
            #expect(view.contentHuggingPriority(for: .vertical) == LayoutPriority(250))
            #expect(view.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(750))
            #expect(view.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(750))
        }
        let v = View()
        v.setContentHuggingPriority(.required, for: .vertical)
        v.setContentCompressionResistancePriority(LayoutPriority(100), for: .horizontal)
        #expect(v.contentHuggingPriority(for: .vertical) == .required)
        #expect(v.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(v.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(100))
        #expect(v.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func verticalHuggingStretchesTheLowerOne() {
        let root = makeRoot(width: 100, height: 100)
        let a = ecLabel("a", in: root)
        let b = ecLabel("b", in: root)
        a.name = "a"; b.name = "b"
        LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            a.leftAnchor.constraint(equalTo: root.leftAnchor),
            b.leftAnchor.constraint(equalTo: root.leftAnchor),
        ])
        b.setContentHuggingPriority(LayoutPriority(251), for: .vertical)
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 5, 88)
        expectFrame(b, 0, 88, 5, 12)
    }

    @Test func requiredHuggingBeatsAHighWidth() {
        let root = makeRoot()
        let v = SizedView()
        v.size = CGSize(width: 50, height: 20)
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        let w = v.widthAnchor.constraint(equalToConstant: 200)
        w.priority = LayoutPriority(999)
        LayoutConstraint.activate([v.leftAnchor.constraint(equalTo: root.leftAnchor), v.topAnchor.constraint(equalTo: root.topAnchor), w])
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 200, 20)
        v.setContentHuggingPriority(.required, for: .horizontal)
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 50, 20)
    }
}

@Suite struct EngineCompletenessContractLabelTests {
    @Test func emptyLabelHasZeroIntrinsicSize() {
        #expect(Label().intrinsicContentSize == CGSize.zero)
        let l = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        l.text = ""
        #expect(l.intrinsicContentSize == CGSize.zero)
        #expect(l.numberOfLines == 1)
        #expect(l.preferredMaxLayoutWidth == 0)
        #expect(l.text == "")  // kept as written
    }

    @Test func textChangeRelayouts() {
        let root = makeRoot()
        let l = ecLabel("abc", in: root)
        LayoutConstraint.activate([l.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                                   l.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        root.layoutIfNeeded()
        expectFrame(l, 10, 10, 15, 12)
        l.text = "abcdefgh"
        root.layoutIfNeeded()
        expectFrame(l, 10, 10, 40, 12)
        l.fontSize = 20
        root.layoutIfNeeded()
        expectFrame(l, 10, 10, 80, 24)
        l.text = nil
        root.layoutIfNeeded()
        expectFrame(l, 10, 10, 0, 0)
    }

    @Test func explicitNewlinesMakeLinesWhenUnlimited() {
        let l = ecLabel("ab\ncdef\ng", in: nil, lines: 0)
        #expect(l.intrinsicContentSize == CGSize(width: 20, height: 36))
        l.numberOfLines = 2
        #expect(l.intrinsicContentSize == CGSize(width: 20, height: 24))
    }

    @Test func preferredMaxLayoutWidthWrapsAndLastBaseline() {
        let root = makeRoot()
        let l = ecLabel("aaaa bbbb cccc", in: root, lines: 0)
        l.preferredMaxLayoutWidth = 50  // 10 characters a line
        let mark = makeView("mark", in: root)
        LayoutConstraint.activate([
            l.leftAnchor.constraint(equalTo: root.leftAnchor),
            l.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            mark.leftAnchor.constraint(equalTo: root.leftAnchor),
            mark.widthAnchor.constraint(equalToConstant: 4),
            mark.heightAnchor.constraint(equalToConstant: 4),
            mark.bottomAnchor.constraint(equalTo: l.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(l, 0, 10, 45, 24)  // "aaaa bbbb" / "cccc"
        expectFrame(mark, 0, 26, 4, 4)  // last baseline: 10 + 12 + 8 = 30
    }

    /// UIKit centers a label's text vertically: in a taller label the first baseline moves down.
    @Test func baselineOfATallLabelIsCentered() {
        let root = makeRoot()
        let l = ecLabel("Hi", in: root)
        let mark = makeView("mark", in: root)
        LayoutConstraint.activate([
            l.leftAnchor.constraint(equalTo: root.leftAnchor),
            l.topAnchor.constraint(equalTo: root.topAnchor),
            l.heightAnchor.constraint(equalToConstant: 40),
            mark.leftAnchor.constraint(equalTo: root.leftAnchor),
            mark.widthAnchor.constraint(equalToConstant: 4),
            mark.heightAnchor.constraint(equalToConstant: 4),
            mark.topAnchor.constraint(equalTo: l.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(l, 0, 0, 10, 40)
        expectFrame(mark, 0, 22, 4, 4)  // (40 - 12) / 2 + 8
    }

    @Test func plainViewBaselinesAreItsBottom() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor), a.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 30),
            b.leftAnchor.constraint(equalTo: root.leftAnchor), b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
            b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(b, 0, 25, 10, 10)
    }

    /// A multi-line label alone, given a required width: the self-sizing computation wraps it.
    @Test func labelFittingAtARequiredWidth() {
        let l = ecLabel("aaaa bbbb cccc dddd", in: nil, lines: 0)
        let size = l.systemLayoutSizeFitting(
            CGSize(width: 50, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 50, height: 24))
    }
}

@Suite struct EngineCompletenessContractFittingTests {
    @Test func fittingSizeConstants() {
        #expect(View.layoutFittingCompressedSize == CGSize(width: 0, height: 0))
        #expect(View.layoutFittingExpandedSize == CGSize(width: 10_000_000, height: 10_000_000))
    }

    @Test func cellWithTwoStackedLabelsAndFixedPadding() {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let title = ecLabel("Title", in: cell)
        let body = ecLabel(Array(repeating: "aaaaaaaaa", count: 6).joined(separator: " "), in: cell, lines: 0)
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 15),
            title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -15),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 15),
            body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -15),
            body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        // 130 wide: the body wraps at 100 -> 20 characters: two 9-letter words a line, 3 lines.
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 130, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 130, height: 10 + 12 + 4 + 36 + 10))
        // Compressed: the body on one line (59 characters: 295), the title 25.
        let compressed = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(compressed == CGSize(width: 325, height: 10 + 12 + 4 + 12 + 10))
        // The cell's frame is not changed by measuring.
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test func fittingWithOwnSizeConstraints() {
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 120),
                                   v.heightAnchor.constraint(greaterThanOrEqualToConstant: 30)])
        #expect(v.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 120, height: 30))
        let expanded = v.systemLayoutSizeFitting(View.layoutFittingExpandedSize)
        #expect(expanded == CGSize(width: 120, height: 10_000_000))
    }

    @Test func fittingPrioritiesAgainstAnOptionalConstraint() {
        let v = View()
        let w = v.widthAnchor.constraint(equalToConstant: 100)
        w.priority = .defaultLow
        LayoutConstraint.activate([w, v.heightAnchor.constraint(equalToConstant: 10)])
        // required horizontal fitting beats the 250 width
        let a = v.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(a == CGSize(width: 300, height: 10))
        // fitting at 50 loses against it
        let b = v.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        #expect(b == CGSize(width: 100, height: 10))
    }
}

@Suite struct EngineCompletenessContractMarginsSafeAreaTests {
    @Test func defaults() {
        let v = View()
        #expect(v.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(v.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(v.preservesSuperviewLayoutMargins == false)
        #expect(v.insetsLayoutMarginsFromSafeArea == true)
        #expect(v.safeAreaInsets == EdgeInsets.zero)
        #expect(v.semanticContentAttribute == .unspecified)
        #expect(v.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(v.layoutMarginsGuide.owningView === v)
        #expect(v.safeAreaLayoutGuide.owningView === v)
        #expect(LayoutGuide().owningView == nil)
        #expect(LayoutGuide().layoutFrame == .zero)
    }

    @Test func marginsNotFromSafeArea() {
        let root = makeRoot(width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        root.insetsLayoutMarginsFromSafeArea = false
        let child = makeView("child", in: root)
        LayoutConstraint.activate(pin(child, to: root.layoutMarginsGuide))
        root.layoutIfNeeded()
        expectFrame(child, 8, 8, 374, 828)
        #expect(root.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        root.insetsLayoutMarginsFromSafeArea = true
        root.layoutIfNeeded()
        expectFrame(child, 8, 55, 374, 747)
    }

    @Test func subviewMarginsIncludeTheOverlappingSafeArea() {
        let root = makeRoot(width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let header = makeView("header", in: root)
        let title = makeView("title", in: header)
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: root.topAnchor), header.leftAnchor.constraint(equalTo: root.leftAnchor),
            header.widthAnchor.constraint(equalToConstant: 390), header.heightAnchor.constraint(equalToConstant: 100),
        ] + pin(title, to: header.layoutMarginsGuide))
        root.layoutIfNeeded()
        #expect(header.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(header.layoutMargins == EdgeInsets(top: 55, left: 8, bottom: 8, right: 8))
        expectFrame(title, 8, 55, 374, 37)
        #expect(header.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 53))
        #expect(header.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 55, width: 374, height: 37))
    }

    /// A sibling placed on another view's margins guide: the guide's rectangle carried to the
    /// common ancestor's space.
    @Test func guideOfAnOffsetViewUsedByASibling() {
        let root = makeRoot()
        let container = makeView("container", in: root)
        let sibling = makeView("sibling", in: root)
        container.layoutMargins = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        LayoutConstraint.activate([
            container.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 100),
        ] + pin(sibling, to: container.layoutMarginsGuide))
        root.layoutIfNeeded()
        expectFrame(sibling, 26, 35, 186, 88)
        container.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        root.layoutIfNeeded()
        expectFrame(sibling, 22, 31, 194, 96)
        #expect(container.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test func preservedMarginsOnTheSidesWithALandscapeSafeArea() {
        let root = makeRoot(width: 844, height: 390)
        root.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        root.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        let row = makeView("row", in: root)
        let content = makeView("content", in: row)
        row.preservesSuperviewLayoutMargins = true
        row.insetsLayoutMarginsFromSafeArea = false
        LayoutConstraint.activate([
            row.leftAnchor.constraint(equalTo: root.leftAnchor), row.rightAnchor.constraint(equalTo: root.rightAnchor),
            row.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), row.heightAnchor.constraint(equalToConstant: 50),
        ] + pin(content, to: row.layoutMarginsGuide))
        root.layoutIfNeeded()
        // The root's margin line is at 47 + 16 = 63 from each side; the row reaches into it.
        #expect(root.layoutMargins == EdgeInsets(top: 8, left: 63, bottom: 29, right: 63))
        #expect(row.layoutMargins == EdgeInsets(top: 8, left: 63, bottom: 8, right: 63))
        expectFrame(content, 63, 8, 718, 34)
    }

    /// The root's own safeAreaInsetsDidChange, and a subview placed by autoresizing (no engine).
    @Test func safeAreaInsetsDidChangeWithoutConstraints() {
        let root = SafeAreaRecorder(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let bar = SafeAreaRecorder(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        bar.autoresizingMask = [.flexibleWidth]
        root.addSubview(bar)
        root.layoutIfNeeded()
        let rootBefore = root.calls, barBefore = bar.calls
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        root.layoutIfNeeded()
        #expect(root.calls == rootBefore + 1)
        #expect(bar.calls == barBefore + 1)
        #expect(bar.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(bar.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 53))
    }

    /// The subview moves out of the inset by its autoresizing mask when the root is resized.
    @Test func safeAreaInsetsDidChangeWhenAutoresizingMovesAView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        let footer = SafeAreaRecorder(frame: CGRect(x: 0, y: 744, width: 390, height: 100))
        footer.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]  // stays at y 744
        root.addSubview(footer)
        root.layoutIfNeeded()
        #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        let before = footer.calls
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 1000)
        root.layoutIfNeeded()
        #expect(footer.frame == CGRect(x: 0, y: 744, width: 390, height: 100))
        #expect(footer.safeAreaInsets == .zero)
        #expect(footer.calls == before + 1)
    }
}

@Suite struct EngineCompletenessContractDirectionTests {
    @Test func userGuideMirrorsRightToLeft() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let v = makeView("v", in: root)
        LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            guide.widthAnchor.constraint(equalToConstant: 100),
            guide.topAnchor.constraint(equalTo: root.topAnchor), guide.heightAnchor.constraint(equalToConstant: 10),
            v.leadingAnchor.constraint(equalTo: guide.trailingAnchor, constant: 5),
            v.widthAnchor.constraint(equalToConstant: 30),
            v.topAnchor.constraint(equalTo: root.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 200, y: 0, width: 100, height: 10))
        expectFrame(v, 165, 0, 30, 10)
    }

    @Test func marginAttributesMirrorWithPlainMargins() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        let v = makeView("v", in: root)
        LayoutConstraint.activate([
            LayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin),
            v.widthAnchor.constraint(equalToConstant: 50),
            v.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor), v.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // right-to-left, leading margin is the right one (10): right edge at 310
        expectFrame(v, 260, 0, 50, 10)
        #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30))
    }

    @Test func subtreeInheritsRightToLeft() {
        let root = makeRoot()
        let container = makeView("container", in: root)
        let child = makeView("child", in: container)
        container.semanticContentAttribute = .forceRightToLeft
        #expect(root.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        child.semanticContentAttribute = .forceLeftToRight
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        child.semanticContentAttribute = .unspecified
        LayoutConstraint.activate([
            container.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 50),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 40),
            child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(child, 150, 0, 40, 10)
    }

    /// A subtree forced left-to-right in a right-to-left tree (playback controls): a constraint
    /// between the forced view and its right-to-left superview must still give a frame on one
    /// of the two sides (UIKit reads leading / trailing either in one direction or the other),
    /// not one flung off-screen by mixing a flipped and an unflipped axis.
    @Test func mixedDirectionsInOneConstraint() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let player = makeView("player", in: root)
        player.semanticContentAttribute = .playback
        LayoutConstraint.activate([
            player.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            player.widthAnchor.constraint(equalToConstant: 100),
            player.topAnchor.constraint(equalTo: root.topAnchor), player.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // One direction per constraint, its first item's (AttributeExpression): the player's
        // left-to-right, so its leading is its left, 10 from the root's left.
        expectFrame(player, 10, 0, 100, 10)
    }

    @Test func directionalSafeAreaFreeLayoutMirrorsEdgesWithMargins() {
        // a row of two views between the directional margins, LTR and RTL
        func build(_ rtl: Bool) -> (View, View) {
            let root = makeRoot()
            if rtl { root.semanticContentAttribute = .forceRightToLeft }
            root.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 20)
            let a = makeView("a", in: root)
            let b = makeView("b", in: root)
            LayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                a.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                a.widthAnchor.constraint(equalToConstant: 60), a.heightAnchor.constraint(equalToConstant: 10),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
                b.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
                b.topAnchor.constraint(equalTo: a.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            return (a, b)
        }
        let (a1, b1) = build(false)
        expectFrame(a1, 12, 4, 60, 10)
        expectFrame(b1, 80, 4, 220, 10)
        let (a2, b2) = build(true)
        expectFrame(a2, 248, 4, 60, 10)
        expectFrame(b2, 20, 4, 220, 10)
    }
}

@Suite struct EngineCompletenessContractTraitTests {
    @Test(arguments: [
        (375.0, 667.0, UserInterfaceSizeClass.compact, UserInterfaceSizeClass.regular),  // iPhone 8
        (667, 375, .compact, .compact),
        (414, 736, .compact, .regular),  // iPhone 8 Plus
        (736, 414, .regular, .compact),
        (375, 812, .compact, .regular),  // iPhone X / 12 mini
        (812, 375, .compact, .compact),
        (402, 874, .compact, .regular),  // iPhone 16 Pro
        (874, 402, .compact, .compact),
        (440, 956, .compact, .regular),  // iPhone 16 Pro Max
        (956, 440, .regular, .compact),
        (744, 1133, .regular, .regular),  // iPad mini
        (1133, 744, .regular, .regular),
        (1024, 1366, .regular, .regular),  // iPad Pro 12.9
        (1366, 1024, .regular, .regular),
        (375, 1024, .compact, .regular),  // slide over / a third
        (639, 1366, .compact, .regular),  // 2/3 in portrait on the 12.9
        (981, 1024, .regular, .regular),  // 2/3 in landscape on the 12.9
    ])
    func deviceSizes(width: Double, height: Double, horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        let root = makeRoot(width: width, height: height)
        let child = makeView("child", in: root)
        let grandchild = makeView("grandchild", in: child)
        #expect(root.traitCollection.horizontalSizeClass == horizontal)
        #expect(root.traitCollection.verticalSizeClass == vertical)
        #expect(grandchild.traitCollection == root.traitCollection)
    }

    @Test func unspecifiedRawValuesAndDefault() {
        #expect(UserInterfaceSizeClass.unspecified.rawValue == 0)
        #expect(UserInterfaceSizeClass.compact.rawValue == 1)
        #expect(UserInterfaceSizeClass.regular.rawValue == 2)
        #expect(View().traitCollection.horizontalSizeClass == .unspecified)
        #expect(View().traitCollection.verticalSizeClass == .unspecified)
    }

    @Test func traitCollectionDidChangeOnARootWithoutConstraints() {
        let root = TraitRecorder(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let child = TraitRecorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(child)
        root.layoutIfNeeded()
        let rootCount = root.calls.count, childCount = child.calls.count
        root.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        root.layoutIfNeeded()
        #expect(root.calls.count == rootCount + 1)
        #expect(child.calls.count == childCount + 1)
        #expect(child.calls.last == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        #expect(child.traitCollection == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact))
    }

    @Test func traitCollectionDidChangeOnOverride() {
        let root = makeRoot(width: 393, height: 852)
        let panel = TraitRecorder()
        root.addSubview(panel)
        let inner = TraitRecorder()
        panel.addSubview(inner)
        root.layoutIfNeeded()
        let p = panel.calls.count, i = inner.calls.count
        panel.traitOverrides.horizontalSizeClass = .regular
        root.layoutIfNeeded()
        #expect(panel.calls.count == p + 1)
        #expect(inner.calls.count == i + 1)
        #expect(inner.calls.last == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        #expect(inner.traitCollection == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
    }

    @Test func traitCollectionDidChangeWhenMovedToAnotherTree() {
        let phone = makeRoot(width: 393, height: 852)
        let pad = makeRoot(width: 820, height: 1180)
        let moving = TraitRecorder()
        phone.addSubview(moving)
        phone.layoutIfNeeded()
        pad.layoutIfNeeded()
        let before = moving.calls.count
        pad.addSubview(moving)
        pad.layoutIfNeeded()
        #expect(moving.calls.count == before + 1)
        #expect(moving.calls.last == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        #expect(moving.traitCollection == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
    }
}

@Suite struct EngineCompletenessContractAutoresizingTests {
    /// UIKit: flexible parts share the change in proportion to their sizes.
    @Test func flexibleMarginsShareProportionally() {
        let root = makeRoot(width: 300, height: 300)
        let v = View(frame: CGRect(x: 50, y: 0, width: 100, height: 100))  // margins 50 and 150
        v.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        root.addSubview(v)
        root.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
        #expect(v.frame == CGRect(x: 100, y: 0, width: 100, height: 100))
    }

    @Test func autoresizingViewNextToConstrainedViewAfterResize() {
        let root = makeRoot(width: 300, height: 300)
        let v = View(frame: CGRect(x: 10, y: 10, width: 280, height: 50))
        v.autoresizingMask = [.flexibleWidth]
        root.addSubview(v)
        let below = makeView("below", in: root)
        LayoutConstraint.activate([
            below.topAnchor.constraint(equalTo: v.bottomAnchor, constant: 5),
            below.leftAnchor.constraint(equalTo: v.leftAnchor),
            below.rightAnchor.constraint(equalTo: v.rightAnchor),
            below.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        expectFrame(below, 10, 65, 280, 20)
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 10, y: 10, width: 380, height: 50))
        expectFrame(below, 10, 65, 380, 20)
    }
}

@Suite struct EngineCompletenessContractMoreTests {
    /// A subtree built left-to-right, then added to a right-to-left root: its leading and
    /// trailing constraints follow the direction it now inherits.
    @Test func subtreeMovedIntoARightToLeftTree() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        container.translatesAutoresizingMaskIntoConstraints = false
        let child = makeView("child", in: container)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 40),
            child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        expectFrame(child, 10, 0, 40, 10)
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        root.addSubview(container)
        LayoutConstraint.activate([
            container.leftAnchor.constraint(equalTo: root.leftAnchor), container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        expectFrame(child, 150, 0, 40, 10)
    }

    /// A multi-line label with the automatic preferred width re-wraps when its width changes
    /// through a resize of the root.
    @Test func automaticWrappingFollowsARootResize() {
        let root = makeRoot(width: 100, height: 200)
        let label = ecLabel("aaaa bbbb cccc dddd", in: root, lines: 0)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(label, 10, 0, 80, 24)  // 16 characters a line
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        root.layoutIfNeeded()
        expectFrame(label, 10, 0, 280, 12)
        root.frame = CGRect(x: 0, y: 0, width: 60, height: 200)
        root.layoutIfNeeded()
        expectFrame(label, 10, 0, 40, 48)  // 8 characters a line: four lines
    }

    @Test func rightToLeftSafeAreaGuideOnTheNotchSide() {
        let root = makeRoot(width: 844, height: 390)
        root.semanticContentAttribute = .forceRightToLeft
        root.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 0)
        let v = makeView("v", in: root)
        LayoutConstraint.activate(pin(v, to: root.safeAreaLayoutGuide))
        root.layoutIfNeeded()
        expectFrame(v, 47, 0, 797, 369)
        let w = makeView("w", in: root)
        LayoutConstraint.activate([
            w.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor, constant: 10),
            w.widthAnchor.constraint(equalToConstant: 20),
            w.topAnchor.constraint(equalTo: root.topAnchor), w.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        expectFrame(w, 814, 0, 20, 20)
    }

    /// A label that translates its autoresizing mask keeps its frame: the autoresizing
    /// constraints are required, its intrinsic size is not.
    @Test func autoresizingLabelKeepsItsFrame() {
        let root = makeRoot()
        let label = Label(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        label.text = "Hi"
        root.addSubview(label)
        let next = makeView("next", in: root)
        LayoutConstraint.activate([
            next.leftAnchor.constraint(equalTo: label.rightAnchor), next.topAnchor.constraint(equalTo: label.topAnchor),
            next.widthAnchor.constraint(equalToConstant: 10), next.heightAnchor.constraint(equalTo: label.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
        expectFrame(next, 110, 10, 10, 50)
    }

    @Test func safeAreaOfAScrolledContainersChild() {
        let root = makeRoot(width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let scroll = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.addSubview(scroll)
        scroll.bounds = CGRect(x: 0, y: 50, width: 390, height: 844)
        let child = View(frame: CGRect(x: 0, y: 50, width: 390, height: 100))
        scroll.addSubview(child)
        root.layoutIfNeeded()
        #expect(scroll.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(child.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
    }

    @Test func preservedMarginsTwoLevelsDown() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
        let a = makeView("a", in: root)
        let b = makeView("b", in: a)
        let c = makeView("c", in: b)
        a.preservesSuperviewLayoutMargins = true
        b.preservesSuperviewLayoutMargins = true
        LayoutConstraint.activate(
            [a.leftAnchor.constraint(equalTo: root.leftAnchor), a.rightAnchor.constraint(equalTo: root.rightAnchor),
             a.topAnchor.constraint(equalTo: root.topAnchor, constant: 100), a.heightAnchor.constraint(equalToConstant: 100),
             b.leftAnchor.constraint(equalTo: a.leftAnchor), b.rightAnchor.constraint(equalTo: a.rightAnchor),
             b.topAnchor.constraint(equalTo: a.topAnchor), b.bottomAnchor.constraint(equalTo: a.bottomAnchor)]
            + pin(c, to: b.layoutMarginsGuide))
        root.layoutIfNeeded()
        #expect(b.layoutMargins == EdgeInsets(top: 8, left: 30, bottom: 8, right: 30))
        expectFrame(c, 30, 8, 260, 84)
        root.layoutMargins = EdgeInsets(top: 20, left: 40, bottom: 20, right: 40)
        root.layoutIfNeeded()
        expectFrame(c, 40, 8, 240, 84)
    }
}

@Suite struct EngineCompletenessContractBaselineWrapTests {
    @Test func lastBaselineFollowsAutomaticRewrap() {
        let root = makeRoot(width: 100, height: 200)
        let body = ecLabel("aaaa bbbb cccc dddd", in: root, lines: 0)
        let side = makeView("side", in: root)
        LayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            body.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            body.topAnchor.constraint(equalTo: root.topAnchor),
            side.leftAnchor.constraint(equalTo: root.leftAnchor),
            side.widthAnchor.constraint(equalToConstant: 4), side.heightAnchor.constraint(equalToConstant: 4),
            side.bottomAnchor.constraint(equalTo: body.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(body, 10, 0, 80, 24)
        expectFrame(side, 0, 16, 4, 4)  // last baseline 12 + 8 = 20
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        root.layoutIfNeeded()
        expectFrame(body, 10, 0, 280, 12)
        expectFrame(side, 0, 4, 4, 4)  // one line: baseline 8
    }

    @Test func numberOfLinesLimitsTheFittingHeight() {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let label = ecLabel(Array(repeating: "aaaaaaaaa", count: 6).joined(separator: " "), in: cell, lines: 2)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: cell.topAnchor), label.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor), label.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
        ])
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 100, height: 24))
    }

    @Test func prioritiesSetBeforeEnteringTheEngine() {
        let root = makeRoot(width: 200, height: 100)
        let a = Label()
        a.text = "ab"
        a.fontSize = 10
        a.setContentHuggingPriority(LayoutPriority(240), for: .horizontal)
        a.translatesAutoresizingMaskIntoConstraints = false
        let b = ecLabel("cd", in: nil)
        root.addSubview(a)
        root.addSubview(b)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor), b.leftAnchor.constraint(equalTo: a.rightAnchor),
            b.rightAnchor.constraint(equalTo: root.rightAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 190, 12)
        expectFrame(b, 190, 0, 10, 12)
    }
}

@Suite struct EngineCompletenessContractMixedAxisTests {
    /// Apple's `leadingAnchor` documentation: "You can combine a leadingAnchor with another
    /// leadingAnchor, a trailingAnchor, or a centerXAnchor." Left-to-right, leading is left.
    @Test func leadingAgainstCenterXIsAccepted() {
        let root = makeRoot()
        let b = makeView("b", in: root)
        let c = makeView("c", in: root)
        let diagnostics = LayoutDiagnostics.record {
            LayoutConstraint.activate([
                b.leadingAnchor.constraint(equalTo: root.centerXAnchor, constant: 8),
                b.widthAnchor.constraint(equalToConstant: 50),
                b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
                c.centerXAnchor.constraint(equalTo: root.trailingAnchor, constant: -40),
                c.widthAnchor.constraint(equalToConstant: 50),
                c.topAnchor.constraint(equalTo: root.topAnchor), c.heightAnchor.constraint(equalToConstant: 10),
                LayoutConstraint(item: c, attribute: .trailing, relatedBy: .lessThanOrEqual, toItem: root,
                                 attribute: .centerXWithinMargins, multiplier: 2, constant: 0),
            ])
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        root.layoutIfNeeded()
        expectFrame(b, 168, 0, 50, 10)
        expectFrame(c, 255, 0, 50, 10)
    }

    /// The same right-to-left: the layout mirrored (leading is the right edge).
    @Test func leadingAgainstCenterXRightToLeftMirrors() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let b = makeView("b", in: root)
        let c = makeView("c", in: root)
        LayoutConstraint.activate([
            b.leadingAnchor.constraint(equalTo: root.centerXAnchor, constant: 8),
            b.widthAnchor.constraint(equalToConstant: 50),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
            c.centerXAnchor.constraint(equalTo: root.trailingAnchor, constant: -40),
            c.widthAnchor.constraint(equalToConstant: 50),
            c.topAnchor.constraint(equalTo: root.topAnchor), c.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(b, 102, 0, 50, 10)
        expectFrame(c, 15, 0, 50, 10)
    }
}

@Suite struct EngineCompletenessContractFlipTests {
    @Test func flippingAContainerWithAUserGuideAfterLayout() {
        let root = makeRoot()
        let container = makeView("container", in: root)
        let guide = LayoutGuide()
        container.addLayoutGuide(guide)
        let child = makeView("child", in: container)
        container.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0)
        LayoutConstraint.activate([
            container.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 50),
            guide.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor, constant: 6),
            guide.widthAnchor.constraint(equalToConstant: 50),
            guide.topAnchor.constraint(equalTo: container.topAnchor), guide.heightAnchor.constraint(equalToConstant: 10),
            child.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.widthAnchor.constraint(equalToConstant: 30),
            child.topAnchor.constraint(equalTo: container.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 10, y: 0, width: 50, height: 10))
        expectFrame(child, 60, 0, 30, 10)
        container.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 140, y: 0, width: 50, height: 10))
        expectFrame(child, 110, 0, 30, 10)
        // container's own position is set with left: unchanged
        expectFrame(container, 20, 0, 200, 50)
    }

    @Test func lastBaselineWithLimitedLines() {
        let root = makeRoot()
        let label = ecLabel("aaaa bbbb cccc", in: root, lines: 2)
        label.preferredMaxLayoutWidth = 20  // 4 characters a line: three lines, two shown
        let mark = makeView("mark", in: root)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor), label.topAnchor.constraint(equalTo: root.topAnchor),
            mark.leftAnchor.constraint(equalTo: root.leftAnchor), mark.widthAnchor.constraint(equalToConstant: 2),
            mark.heightAnchor.constraint(equalToConstant: 2), mark.bottomAnchor.constraint(equalTo: label.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(label, 0, 0, 20, 24)
        expectFrame(mark, 0, 18, 2, 2)  // 12 + 8
    }
}
