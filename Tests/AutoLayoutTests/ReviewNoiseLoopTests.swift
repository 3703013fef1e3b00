import Foundation
import Testing
@testable import AutoLayout

/// Review of the places where a value computed from solved frames is compared and fed back
/// into the constraints (safe areas, margins, readable guides, label wrapping, scroll views,
/// stacks): loops that sit on their fixed point must settle there, without chasing the
/// solver's rounding noise, and a second layout pass must change nothing.
@Suite struct ReviewNoiseLoopTests {
    /// Frames of `views`, to compare bit for bit.
    private func frames(_ views: [View]) -> [[Double]] {
        views.map { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height] }
    }

    /// Lays `root` out recording diagnostics, checks there are none, then a second pass that
    /// must leave every frame of `views` as it was (bit for bit) with no diagnostic either.
    private func settle(
        _ root: View, _ views: [View], _ activation: () -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let diagnostics = LayoutDiagnostics.record {
            activation()
            root.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.textWithoutAddresses))", sourceLocation: sourceLocation)
        let before = frames(views)
        let again = LayoutDiagnostics.record {
            root.setNeedsLayout()
            root.layoutIfNeeded()
        }
        #expect(again.isEmpty, "second pass: \(again.map(\.textWithoutAddresses))", sourceLocation: sourceLocation)
        #expect(frames(views) == before, "a second pass moved frames: \(before) -> \(frames(views))", sourceLocation: sourceLocation)
    }

    private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    // MARK: Margins preserved from the superview

    /// v's left margin is the distance from its left edge to the root's margin line (it
    /// preserves the superview's margins, its own are 0), and v is placed at twice that
    /// margin less c: x = 2 (20 - x) - c, x = (40 - c) / 3.
    @Test(arguments: [0.0, 1, 2, 4, 5, 7, 8, 10, 11])
    func preservedMarginLoopSettlesOnItsFixedPoint(shift: Double) {
        let root = makeRoot(width: 300, height: 600)
        root.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        let v = makeView("v", in: root)
        v.layoutMargins = .zero
        v.preservesSuperviewLayoutMargins = true
        let c = 6.0 + shift / 3
        let fixed = (40 - c) / 3
        v.frame = CGRect(x: fixed, y: 10, width: 100, height: 100)
        let margin = v.leftAnchor.anchorWithOffset(to: v.layoutMarginsGuide.leftAnchor)
        settle(root, [v]) {
            LayoutConstraint.activate([
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100),
                root.leftAnchor.anchorWithOffset(to: v.leftAnchor).constraint(equalTo: margin, multiplier: 2, constant: -c),
            ])
        }
        #expect(near(v.frame.minX, fixed), "\(v.frame)")
        #expect(near(v.layoutMargins.left, 20 - fixed), "\(v.layoutMargins)")
    }

    /// The same loop on a subview of a preserving view, two levels of preserved margins:
    /// root margin 30, a at x 4 preserving (its left margin 26), v in a preserving:
    /// v's margin 26 - x, x = 2 (26 - x) - c.
    @Test(arguments: [0.0, 1, 2, 5])
    func twoLevelsOfPreservedMarginsSettle(shift: Double) {
        let root = makeRoot(width: 300, height: 600)
        root.layoutMargins = EdgeInsets(top: 8, left: 30, bottom: 8, right: 30)
        let a = makeView("a", in: root)
        a.preservesSuperviewLayoutMargins = true
        a.layoutMargins = .zero
        let v = makeView("v", in: a)
        v.layoutMargins = .zero
        v.preservesSuperviewLayoutMargins = true
        let c = 6.0 + shift / 3
        let fixed = (52 - c) / 3
        a.frame = CGRect(x: 4, y: 0, width: 200, height: 300)
        v.frame = CGRect(x: fixed, y: 10, width: 100, height: 100)
        let margin = v.leftAnchor.anchorWithOffset(to: v.layoutMarginsGuide.leftAnchor)
        settle(root, [a, v]) {
            LayoutConstraint.activate(place(a, in: root, 4, 0, 200, 300) + [
                v.topAnchor.constraint(equalTo: a.topAnchor, constant: 10),
                v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100),
                a.leftAnchor.anchorWithOffset(to: v.leftAnchor).constraint(equalTo: margin, multiplier: 2, constant: -c),
            ])
        }
        #expect(near(v.frame.minX, fixed), "\(v.frame)")
        #expect(near(v.layoutMargins.left, 26 - fixed), "\(v.layoutMargins)")
    }

    // MARK: Margins from the safe area

    /// v's top margin is 8 plus its top safe-area inset, 44 - y: y = 2 (52 - y) - c.
    @Test(arguments: [0.0, 1, 2, 4, 5, 7, 8, 10, 11])
    func marginsFromSafeAreaLoopSettles(shift: Double) {
        let root = makeRoot(width: 300, height: 600)
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        let v = makeView("v", in: root)
        let c = 6.0 + shift / 3
        let fixed = (104 - c) / 3
        v.frame = CGRect(x: 0, y: fixed, width: 100, height: 100)
        let margin = v.topAnchor.anchorWithOffset(to: v.layoutMarginsGuide.topAnchor)
        settle(root, [v]) {
            LayoutConstraint.activate([
                v.leftAnchor.constraint(equalTo: root.leftAnchor),
                v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100),
                root.topAnchor.anchorWithOffset(to: v.topAnchor).constraint(equalTo: margin, multiplier: 2, constant: -c),
            ])
        }
        #expect(near(v.frame.minY, fixed), "\(v.frame)")
        #expect(near(v.layoutMargins.top, 52 - fixed), "\(v.layoutMargins)")
    }

    /// With additional insets of 10 on v: its inset is 54 - y, y = 2 (54 - y) - c.
    @Test(arguments: [0.0, 1, 2, 4, 5])
    func additionalSafeAreaLoopSettles(shift: Double) {
        let root = makeRoot(width: 300, height: 600)
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        let v = makeView("v", in: root)
        v.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let c = 6.0 + shift / 3
        let fixed = (108 - c) / 3
        v.frame = CGRect(x: 0, y: fixed, width: 100, height: 100)
        let inset = v.topAnchor.anchorWithOffset(to: v.safeAreaLayoutGuide.topAnchor)
        settle(root, [v]) {
            LayoutConstraint.activate([
                v.leftAnchor.constraint(equalTo: root.leftAnchor),
                v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100),
                root.topAnchor.anchorWithOffset(to: v.topAnchor).constraint(equalTo: inset, multiplier: 2, constant: -c),
            ])
        }
        #expect(near(v.frame.minY, fixed), "\(v.frame)")
        #expect(near(v.safeAreaInsets.top, 54 - fixed), "\(v.safeAreaInsets)")
    }

    // MARK: Right to left

    /// Right to left, v's leading margin (its right one) preserved from the root's trailing
    /// margin (20 from the right edge): d the distance from v's trailing edge to the root's,
    /// margin 20 - d, d = 2 (20 - d) - c.
    @Test(arguments: [0.0, 1, 2, 4, 5])
    func rightToLeftPreservedLeadingMarginLoopSettles(shift: Double) {
        let root = makeRoot(width: 300, height: 600)
        root.semanticContentAttribute = .forceRightToLeft
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
        let v = makeView("v", in: root)
        v.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        v.preservesSuperviewLayoutMargins = true
        let c = 6.0 + shift / 3
        let fixed = (40 - c) / 3
        v.frame = CGRect(x: 300 - fixed - 100, y: 10, width: 100, height: 100)
        let margin = v.leadingAnchor.anchorWithOffset(to: v.layoutMarginsGuide.leadingAnchor)
        settle(root, [v]) {
            LayoutConstraint.activate([
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100),
                root.leadingAnchor.anchorWithOffset(to: v.leadingAnchor).constraint(equalTo: margin, multiplier: 2, constant: -c),
            ])
        }
        #expect(near(v.frame.maxX, 300 - fixed), "\(v.frame)")
        #expect(near(v.directionalLayoutMargins.leading, 20 - fixed), "\(v.directionalLayoutMargins)")
    }

    // MARK: Readable content guide

    /// v's readable guide is its margins guide (v is narrow), its left margin preserved from
    /// the root's: the loop of `preservedMarginLoopSettlesOnItsFixedPoint` through the guide's
    /// own constraints.
    @Test(arguments: [0.0, 1, 2, 4, 5])
    func readableGuideLoopSettles(shift: Double) {
        let root = makeRoot(width: 300, height: 600)
        root.layoutMargins = EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        let v = makeView("v", in: root)
        v.layoutMargins = .zero
        v.preservesSuperviewLayoutMargins = true
        let c = 6.0 + shift / 3
        let fixed = (40 - c) / 3
        v.frame = CGRect(x: fixed, y: 10, width: 100, height: 100)
        let readable = v.leftAnchor.anchorWithOffset(to: v.readableContentGuide.leftAnchor)
        settle(root, [v]) {
            LayoutConstraint.activate([
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100),
                root.leftAnchor.anchorWithOffset(to: v.leftAnchor).constraint(equalTo: readable, multiplier: 2, constant: -c),
            ])
        }
        #expect(near(v.frame.minX, fixed), "\(v.frame)")
        #expect(near(v.readableContentGuide.layoutFrame.minX, 20 - fixed), "\(v.readableContentGuide.layoutFrame)")
    }

    // MARK: Loops that converge

    /// A loop that shrinks a difference a hundredfold on each pass: y = (44 - y) / 100 + 1/3
    /// from y = 0 (fixed point y = (44 + 100/3) / 101). It reaches its fixed point within
    /// the noise in a few passes.
    @Test func aContractingSafeAreaLoopReachesItsFixedPoint() {
        let root = makeRoot(width: 300, height: 600)
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        let v = makeView("v", in: root)
        let inset = v.topAnchor.anchorWithOffset(to: v.safeAreaLayoutGuide.topAnchor)
        let fixed = (44 + 100.0 / 3) / 101
        settle(root, [v]) {
            LayoutConstraint.activate([
                v.leftAnchor.constraint(equalTo: root.leftAnchor),
                v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100),
                root.topAnchor.anchorWithOffset(to: v.topAnchor).constraint(equalTo: inset, multiplier: 0.01, constant: 1.0 / 3),
            ])
        }
        #expect(near(v.frame.minY, fixed), "\(v.frame)")
    }

    /// A loop that halves a difference on each pass (y = (44 - y) / 2 + 1/3 from y = 0, fixed
    /// point (22 + 1/3) / 1.5 = 134/9) has a stable fixed point, but iterated one layout pass
    /// at a time it needs some 35 passes to come within the 1e-9 noise comparison, and the
    /// layout gives up after 8 (0.11 away, with `layoutDidNotConverge`). A limit of the
    /// design (pass-by-pass iteration, 8 passes) rather than of the noise comparison: kept as
    /// a known issue.
    @Test func aLoopHalvingItsDifferenceStopsAtThePassLimit() {
        let root = makeRoot(width: 300, height: 600)
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        let v = makeView("v", in: root)
        let inset = v.topAnchor.anchorWithOffset(to: v.safeAreaLayoutGuide.topAnchor)
        let diagnostics = LayoutDiagnostics.record {
            LayoutConstraint.activate([
                v.leftAnchor.constraint(equalTo: root.leftAnchor),
                v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100),
                root.topAnchor.anchorWithOffset(to: v.topAnchor).constraint(equalTo: inset, multiplier: 0.5, constant: 1.0 / 3),
            ])
            root.layoutIfNeeded()
        }
        withKnownIssue("8 passes of a loop halving its difference end 0.11 from its fixed point") {
            #expect(diagnostics.isEmpty, "\(diagnostics.map(\.textWithoutAddresses))")
            #expect(near(v.frame.minY, 134.0 / 9), "\(v.frame)")
        }
    }

    // MARK: Scroll views

    /// Content as wide as the scroll view's frame (a third of the root, plus a third): the
    /// solved content width is the frame's to the bit, so the horizontal axis does not
    /// scroll and the safe area's left and right are not added to the adjusted inset.
    @Test(arguments: [300.0, 301, 302, 350, 393, 400, 419])
    func contentAsWideAsTheFrameDoesNotScrollSideways(width: Double) {
        let root = makeRoot(width: width, height: 600)
        root.safeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        let sv = ScrollView(frame: .zero)
        sv.name = "scroll"
        sv.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(sv)
        let content = makeView("content", in: sv)
        settle(root, [sv, content]) {
            LayoutConstraint.activate([
                sv.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 1.0 / 3),
                sv.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 2.0 / 3, constant: 1.0 / 3),
                sv.topAnchor.constraint(equalTo: root.topAnchor), sv.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: sv.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: sv.contentLayoutGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: sv.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: sv.contentLayoutGuide.bottomAnchor),
                content.widthAnchor.constraint(equalTo: sv.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 2000),
            ])
        }
        let w = width * 2 / 3 + 1.0 / 3
        #expect(near(sv.frame.width, w), "\(sv.frame)")
        #expect(sv.contentSize.width == sv.bounds.width, "\(sv.contentSize) \(sv.bounds)")
        #expect(sv.contentSize.height == 2000)
        #expect(sv.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0), "\(sv.adjustedContentInset)")
    }

    // MARK: Labels

    /// A multi-line label held by its own safe-area inset (y = 2 inset - c, inset = 44 - y),
    /// whose width follows the inset (width = 3 inset + 50) and whose height is fixed (40, so
    /// that the inset is never clamped): at the fixed point, the inset is (44 + c) / 3. A
    /// label that re-measured when its width moved by a last bit refreshed its constraints
    /// with the noisy inset, and the loop chased the noise to the pass limit; it must not
    /// refresh the loop's constant around the noise comparison.
    @Test(arguments: [0.0, 1, 2, 4, 5, 7, 8])
    func aLabelHeldByItsOwnSafeAreaSettles(shift: Double) {
        let root = makeRoot(width: 300, height: 600)
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        let label = Label()
        label.name = "label"
        label.text = "one two three four five six seven"
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 10)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let c = 6.0 + shift / 3
        let fixed = (44 + c) / 3
        label.frame = CGRect(x: 0, y: 44 - fixed, width: 3 * fixed + 50, height: 40)
        let inset = label.topAnchor.anchorWithOffset(to: label.safeAreaLayoutGuide.topAnchor)
        settle(root, [label]) {
            LayoutConstraint.activate([
                label.leftAnchor.constraint(equalTo: root.leftAnchor),
                label.widthAnchor.constraint(equalTo: inset, multiplier: 3, constant: 50),
                label.heightAnchor.constraint(equalToConstant: 40),
                root.topAnchor.anchorWithOffset(to: label.topAnchor).constraint(equalTo: inset, multiplier: 2, constant: -c),
            ])
        }
        #expect(near(label.frame.minY, 44 - fixed), "\(label.frame)")
        #expect(near(label.frame.width, 3 * fixed + 50), "\(label.frame)")
        #expect(near(label.safeAreaInsets.top, fixed), "\(label.safeAreaInsets)")
    }

    /// v is held by its own safe-area inset on the left (x = 2 inset - c, inset = 30 - x)
    /// and a multi-line label fills v's safe area: its width, 100 - inset, moves with v's
    /// noise. The label's re-measuring must not keep v's constants following the noise.
    @Test(arguments: [0.0, 1, 2, 4, 5, 7, 8])
    func aLabelInAViewHeldByItsSafeAreaSettles(shift: Double) {
        let root = makeRoot(width: 300, height: 600)
        root.safeAreaInsets = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        let v = makeView("v", in: root)
        let label = Label()
        label.name = "label"
        label.text = "one two three four five six seven eight nine ten eleven twelve"
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 10)
        label.translatesAutoresizingMaskIntoConstraints = false
        v.addSubview(label)
        let c = 6.0 + shift / 3
        let fixed = (30 + c) / 3  // the inset
        let x = 30 - fixed
        v.frame = CGRect(x: x, y: 0, width: 100, height: 200)
        let inset = v.leftAnchor.anchorWithOffset(to: v.safeAreaLayoutGuide.leftAnchor)
        settle(root, [v, label]) {
            LayoutConstraint.activate([
                v.topAnchor.constraint(equalTo: root.topAnchor),
                v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 200),
                root.leftAnchor.anchorWithOffset(to: v.leftAnchor).constraint(equalTo: inset, multiplier: 2, constant: -c),
                label.leftAnchor.constraint(equalTo: v.safeAreaLayoutGuide.leftAnchor),
                label.rightAnchor.constraint(equalTo: v.safeAreaLayoutGuide.rightAnchor),
                label.topAnchor.constraint(equalTo: v.topAnchor),
            ])
        }
        #expect(near(v.frame.minX, x), "\(v.frame)")
        #expect(near(label.frame.minX, fixed), "\(label.frame)")
        #expect(near(label.frame.width, 100 - fixed), "\(label.frame)")
    }
}
