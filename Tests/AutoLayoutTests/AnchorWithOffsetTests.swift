import Foundation
import Testing
@testable import AutoLayout

/// `anchorWithOffset(to:)`: a dimension measured between two anchors, related to constants,
/// sizes and other such dimensions, as UIKit's `NSLayoutXAxisAnchor` / `NSLayoutYAxisAnchor`.
@Suite struct AnchorWithOffsetTests {
    /// a | gap | b | gap | c in a 320-point row: the two gaps equal.
    @Test func twoEqualDistancesCenterTheMiddleView() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
        let sizes = [a, b, c].flatMap { [$0.widthAnchor.constraint(equalToConstant: 40), $0.heightAnchor.constraint(equalToConstant: 20),
                                           $0.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)] }
        activate(sizes + [
            a.leftAnchor.constraint(equalTo: root.leftAnchor),
            c.rightAnchor.constraint(equalTo: root.rightAnchor),
            a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalTo: b.rightAnchor.anchorWithOffset(to: c.leftAnchor)),
        ])
        root.layoutIfNeeded()
        expectFrame(a, 0, 10, 40, 20)
        expectFrame(b, 140, 10, 40, 20)
        expectFrame(c, 280, 10, 40, 20)
    }

    @Test func aDistanceSetToAConstantAndChangedLater() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let gap = a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalToConstant: 20)
        activate(place(a, in: root, 10, 30, 100, 50) + [
            b.leftAnchor.constraint(equalTo: a.leftAnchor), b.widthAnchor.constraint(equalToConstant: 60),
            b.heightAnchor.constraint(equalToConstant: 10), gap,
        ])
        root.layoutIfNeeded()
        expectFrame(b, 10, 100, 60, 10)
        gap.constant = -5
        root.layoutIfNeeded()
        expectFrame(b, 10, 75, 60, 10)
    }

    /// The distance is `other - self`: measured backwards it is negative.
    @Test func theDistanceIsSignedFromTheReceiverToTheOtherAnchor() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        activate(place(a, in: root, 200, 0, 50, 50) + [
            b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 30),
            b.heightAnchor.constraint(equalToConstant: 30),
            a.leftAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: -150),
        ])
        root.layoutIfNeeded()
        expectFrame(b, 50, 0, 30, 30)
    }

    @Test func aDistanceRelatedToASizeWithAMultiplierAndConstant() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
        activate(place(a, in: root, 0, 0, 20, 20) + place(c, in: root, 0, 100, 80, 10) + [
            b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
            // gap == c.width * 0.5 + 4 == 44
            a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalTo: c.widthAnchor, multiplier: 0.5, constant: 4),
        ])
        root.layoutIfNeeded()
        expectFrame(b, 64, 0, 10, 10)
    }

    /// A size on the first side, a distance on the second (the multiplier scales it).
    @Test func aSizeRelatedToADistance() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
        activate(place(a, in: root, 10, 0, 20, 20) + place(b, in: root, 130, 0, 20, 20) + [
            c.leftAnchor.constraint(equalTo: root.leftAnchor), c.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            c.heightAnchor.constraint(equalToConstant: 5),
            // c.width == (b.left - a.right) * 2 - 10 == 190
            c.widthAnchor.constraint(equalTo: a.rightAnchor.anchorWithOffset(to: b.leftAnchor), multiplier: 2, constant: -10),
        ])
        root.layoutIfNeeded()
        expectFrame(c, 0, 50, 190, 5)
    }

    @Test func distancesOnBothSidesWithAMultiplier() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
        let row = [a, b, c].flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.widthAnchor.constraint(equalToConstant: 10),
                                        $0.heightAnchor.constraint(equalToConstant: 10)] }
        activate(row + [
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
            a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 12),
            // b -> c is twice a -> b, plus 1: 25
            b.rightAnchor.anchorWithOffset(to: c.leftAnchor)
                .constraint(equalTo: a.rightAnchor.anchorWithOffset(to: b.leftAnchor), multiplier: 2, constant: 1),
        ])
        root.layoutIfNeeded()
        expectFrame(b, 27, 0, 10, 10)
        expectFrame(c, 62, 0, 10, 10)
    }

    @Test func inequalitiesHoldAgainstAPreference() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let preferred = b.leftAnchor.constraint(equalTo: a.rightAnchor)
        preferred.priority = .defaultLow
        activate(place(a, in: root, 0, 0, 50, 10) + [
            b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10), preferred,
            a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(greaterThanOrEqualToConstant: 16),
        ])
        root.layoutIfNeeded()
        expectFrame(b, 66, 0, 10, 10)
    }

    /// Across the tree: the anchors may belong to views in different subtrees, each read in
    /// the closest common ancestor of all four.
    @Test func itemsInDifferentSubtreesAreReadInTheirCommonAncestor() {
        let root = makeRoot()
        let left = makeView("left", in: root), right = makeView("right", in: root)
        let a = makeView("a", in: left), b = makeView("b", in: right)
        activate(place(left, in: root, 10, 10, 100, 100) + place(right, in: root, 150, 10, 100, 100)
            + place(a, in: left, 5, 5, 20, 20) + [
                b.topAnchor.constraint(equalTo: right.topAnchor), b.widthAnchor.constraint(equalToConstant: 20),
                b.heightAnchor.constraint(equalToConstant: 20),
                a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 30),
            ])
        root.layoutIfNeeded()
        // a's right edge in the root is 10 + 5 + 20 = 35; b's left 65 there, 65 - 150 in `right`.
        expectFrame(b, -85, 0, 20, 20)
    }

    @Test func leadingAndTrailingDistancesFollowTheReadingDirection() {
        for rightToLeft in [false, true] {
            let root = makeRoot()
            root.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .unspecified
            let a = makeView("a", in: root), b = makeView("b", in: root)
            activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), a.topAnchor.constraint(equalTo: root.topAnchor),
                a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 10),
                b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 30),
                b.heightAnchor.constraint(equalToConstant: 10),
                a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 20),
            ])
            root.layoutIfNeeded()
            if rightToLeft {
                expectFrame(a, 260, 0, 50, 10)
                expectFrame(b, 210, 0, 30, 10)
            } else {
                expectFrame(a, 10, 0, 50, 10)
                expectFrame(b, 80, 0, 30, 10)
            }
        }
    }

    /// The distance between one label's last baseline and the next one's first.
    @Test func baselinesAreMeasuredAsInAnyConstraint() {
        let root = makeRoot()
        let title = makeLabel("title", "Title", in: root), body = makeLabel("body", "Body", in: root)
        activate([
            title.leftAnchor.constraint(equalTo: root.leftAnchor), title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            body.leftAnchor.constraint(equalTo: root.leftAnchor),
            title.lastBaselineAnchor.anchorWithOffset(to: body.firstBaselineAnchor).constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        // Title's last baseline is at 20 + 8 = 28; body's first at 58, so its top at 50.
        expectFrame(title, 0, 20, 25, 12)
        expectFrame(body, 0, 50, 20, 12)
    }

    /// A container whose baseline is a descendant's: the distance reads that descendant.
    @Test func aRedirectedBaselineIsReadThroughTheDescendant() {
        let root = makeRoot()
        let container = makeContainer("container", in: root)
        let inner = makeLabel("inner", "Inner", in: container)
        container.firstBaselineView = inner
        let marker = makeView("marker", in: root)
        activate(place(container, in: root, 0, 100, 200, 60) + [
            inner.leftAnchor.constraint(equalTo: container.leftAnchor), inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 15),
            marker.leftAnchor.constraint(equalTo: root.leftAnchor), marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
            container.firstBaselineAnchor.anchorWithOffset(to: marker.topAnchor).constraint(equalToConstant: 7),
        ])
        root.layoutIfNeeded()
        // The container's first baseline is inner's: 100 + 15 + 8 = 123.
        expectFrame(marker, 0, 130, 10, 10)
    }

    @Test func aGuideCanBeEitherEnd() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        let a = makeView("a", in: root)
        activate([
            a.topAnchor.constraint(equalTo: root.topAnchor), a.widthAnchor.constraint(equalToConstant: 40),
            a.heightAnchor.constraint(equalToConstant: 10),
            root.layoutMarginsGuide.leftAnchor.anchorWithOffset(to: a.leftAnchor).constraint(equalToConstant: 4),
        ])
        root.layoutIfNeeded()
        expectFrame(a, 20, 0, 40, 10)
        root.layoutMargins = EdgeInsets(top: 8, left: 30, bottom: 8, right: 16)
        root.layoutIfNeeded()
        expectFrame(a, 34, 0, 40, 10)
    }

    @Test func theConstraintDescribesBothAnchorsOfEachSide() throws {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
        let first = a.rightAnchor.anchorWithOffset(to: b.leftAnchor)
        #expect(first.description == "(View:b.left - View:a.right)")
        let equal = first.constraint(equalTo: b.rightAnchor.anchorWithOffset(to: c.leftAnchor), multiplier: 2, constant: 3)
        equal.identifier = "gaps"
        #expect(equal.description == "<LayoutConstraint:gaps (View:b.left - View:a.right) == (View:c.left - View:b.right) * 2 + 3>")
        let fixed = a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalToConstant: 8)
        fixed.identifier = "fixed"
        #expect(fixed.description == "<LayoutConstraint:fixed (View:b.top - View:a.bottom) == 8>")
        #expect(fixed.firstItem === b && fixed.firstAttribute == .top && fixed.secondItem == nil)
        #expect(try #require(fixed.firstAnchor).description == "(View:b.top - View:a.bottom)")
        #expect(try #require(equal.secondAnchor).description == "(View:c.left - View:b.right)")
    }

    /// The anchors' views list the constraint as any item does; deactivating takes it off
    /// every list (the same view may be named twice).
    @Test func everyViewListsTheConstraintWhileItIsActive() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        activate(place(a, in: root, 0, 0, 10, 10) + place(b, in: root, 50, 0, 10, 10))
        let widthOfA = a.leftAnchor.anchorWithOffset(to: a.rightAnchor).constraint(equalTo: b.leftAnchor.anchorWithOffset(to: b.rightAnchor))
        let before = (a.references.count, b.references.count)
        activate([widthOfA])
        #expect(a.references.count == before.0 + 2 && b.references.count == before.1 + 2)
        #expect(a.constraintsAffectingLayout(for: .horizontal).contains { $0 === widthOfA })
        #expect(!a.constraintsAffectingLayout(for: .vertical).contains { $0 === widthOfA })
        widthOfA.isActive = false
        #expect(a.references.count == before.0 && b.references.count == before.1)
        // The other constraints' entries still find themselves after the moves in the lists.
        for view in [a, b] {
            for constraint in view.references { constraint.isActive = false }
            #expect(view.references.isEmpty)
        }
    }

    @Test func removingTheViewAnAnchorIsMeasuredFromDeactivatesIt() throws {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
        let fallback = b.leftAnchor.constraint(equalTo: root.leftAnchor)
        fallback.priority = .defaultLow
        activate(place(a, in: root, 0, 0, 10, 10) + place(c, in: root, 100, 0, 10, 10) + [
            b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10), fallback,
        ])
        let gap = a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalTo: b.rightAnchor.anchorWithOffset(to: c.leftAnchor))
        gap.identifier = "gap"
        activate([gap])
        root.layoutIfNeeded()
        expectFrame(b, 50, 0, 10, 10)
        let diagnostics = LayoutDiagnostics.record { c.removeFromSuperview() }
        #expect(!gap.isActive)
        #expect(diagnostics.map(\.kind) == [.constraintsRemovedWithView])
        #expect(diagnostics.first?.constraints.contains { $0 === gap } == true)
        root.layoutIfNeeded()
        expectFrame(b, 0, 0, 10, 10)
        #expect(!c.references.contains { $0 === gap } && !a.references.contains { $0 === gap } && !b.references.contains { $0 === gap })
    }

    @Test func aSubtreeMovedWholeKeepsItsDistances() {
        let root = makeRoot(), other = makeRoot()
        let box = makeView("box", in: root)
        let a = makeView("a", in: box), b = makeView("b", in: box)
        activate(place(box, in: root, 0, 0, 100, 100) + place(a, in: box, 5, 5, 10, 10) + [
            b.topAnchor.constraint(equalTo: box.topAnchor), b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
            a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 9),
        ])
        other.addSubview(box)
        activate(place(box, in: other, 40, 40, 100, 100))
        other.layoutIfNeeded()
        expectFrame(b, 24, 0, 10, 10)
    }

    @Test func fittingSizesCountTheDistances() {
        let root = makeRoot()
        let card = makeView("card", in: root)
        let top = IntrinsicSizeView("top", 50, 20), bottom = IntrinsicSizeView("bottom", 70, 30)
        for view in [top, bottom] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        activate([
            top.topAnchor.constraint(equalTo: card.topAnchor), top.leftAnchor.constraint(equalTo: card.leftAnchor),
            bottom.leftAnchor.constraint(equalTo: card.leftAnchor), bottom.rightAnchor.constraint(equalTo: card.rightAnchor),
            top.bottomAnchor.anchorWithOffset(to: bottom.topAnchor).constraint(equalToConstant: 15),
            bottom.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 70, height: 65))
    }

    // MARK: Refused

    @Test func aDistanceCannotBeRelatedToAPosition() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let bad = LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .left)
        bad.identifier = "bad"
        bad.measure(isSecond: true, from: OffsetOrigin(item: root, attribute: .left))
        let diagnostics = LayoutDiagnostics.record { bad.isActive = true }
        #expect(diagnostics.map(\.textWithoutAddresses) == [
            "invalidAttributePairing: <LayoutConstraint:bad View:a.left == (View:b.left - View:root.left)>: a distance between two anchors (anchorWithOffset(to:)) can be related to a constant, a size or another distance, not to a position",
        ])
        #expect(!bad.isActive && a.references.isEmpty)
    }

    @Test func leadingCannotBeMixedWithLeftInOneConstraint() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let mixed = a.leadingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: a.leftAnchor.anchorWithOffset(to: b.leftAnchor))
        mixed.identifier = "mixed"
        let within = a.leadingAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 5)
        within.identifier = "within"
        let diagnostics = LayoutDiagnostics.record { LayoutConstraint.activate([mixed, within]) }
        #expect(diagnostics.map(\.kind) == [.invalidAttributePairing, .invalidAttributePairing])
        #expect(diagnostics.map(\.message) == [
            "<LayoutConstraint:mixed (View:b.leading - View:a.leading) == (View:b.left - View:a.left)>: leading and trailing cannot be related to left and right",
            "<LayoutConstraint:within (View:b.left - View:a.leading) == 5>: leading and trailing cannot be related to left and right",
        ])
        #expect(!mixed.isActive && !within.isActive)
    }

    @Test func anAnchorInAnotherTreeHasNoCommonAncestor() {
        let root = makeRoot(), elsewhere = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root), far = makeView("far", in: elsewhere)
        let gap = far.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalTo: a.widthAnchor)
        gap.identifier = "gap"
        let diagnostics = LayoutDiagnostics.record { gap.isActive = true }
        #expect(diagnostics.map(\.textWithoutAddresses) == [
            "noCommonAncestor: <LayoutConstraint:gap (View:b.left - View:far.right) == View:a.width> relates views that have no common ancestor; add them to the same view hierarchy first",
        ])
        #expect(!gap.isActive && far.references.isEmpty && b.references.isEmpty)
    }

    @Test func aFreedOriginIsReportedAsAMissingItem() {
        let root = makeRoot()
        let b = makeView("b", in: root)
        var gone: View? = View()
        gone?.name = "gone"
        let gap = gone!.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 4)
        gap.identifier = "gap"
        gone = nil
        let diagnostics = LayoutDiagnostics.record { gap.isActive = true }
        #expect(diagnostics.map(\.textWithoutAddresses) == [
            "missingItem: <LayoutConstraint:gap (View:b.left - nil.right) == 4> has no anchor to measure its first side from (its item was freed)",
        ])
        #expect(!gap.isActive)
    }

    @Test func aGuideInNoViewIsRefused() {
        let root = makeRoot()
        let b = makeView("b", in: root)
        let guide = LayoutGuide()
        guide.identifier = "loose"
        let gap = guide.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 4)
        let diagnostics = LayoutDiagnostics.record { gap.isActive = true }
        #expect(diagnostics.map(\.kind) == [.noCommonAncestor])
        #expect(!gap.isActive)
    }

    // MARK: Memory

    @Test func viewsAndConstraintsAreFreed() {
        weak var freedRoot: View?
        weak var freedOrigin: View?
        weak var freedConstraint: LayoutConstraint?
        do {
            let root = makeRoot()
            let a = makeView("a", in: root), b = makeView("b", in: root)
            let gap = a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalTo: a.widthAnchor)
            activate(place(a, in: root, 0, 0, 10, 10) + [gap])
            root.layoutIfNeeded()
            freedRoot = root
            freedOrigin = a
            freedConstraint = gap
        }
        #expect(freedRoot == nil && freedOrigin == nil && freedConstraint == nil)
    }
}

/// The anchors a constraint between distances gives back, and the ways its items come and go.
@Suite struct AnchorWithOffsetLifecycleTests {
    @Test func theSidesAnchorsMakeTheSameConstraintAgain() throws {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
        let row = [a, b, c].flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.widthAnchor.constraint(equalToConstant: 10),
                                        $0.heightAnchor.constraint(equalToConstant: 10)] }
        let template = a.rightAnchor.anchorWithOffset(to: b.leftAnchor)
            .constraint(equalTo: b.rightAnchor.anchorWithOffset(to: c.leftAnchor))
        let first = try #require(template.firstAnchor), second = try #require(template.secondAnchor)
        let again = first.constraint(equalTo: second)
        again.identifier = "again"
        #expect(again.description == "<LayoutConstraint:again (View:b.left - View:a.right) == (View:c.left - View:b.right)>")
        activate(row + [a.leftAnchor.constraint(equalTo: root.leftAnchor), c.rightAnchor.constraint(equalTo: root.rightAnchor), again])
        root.layoutIfNeeded()
        expectFrame(b, 155, 0, 10, 10)
    }

    /// In a batch, the common ancestor is checked again at the constraint's turn: an intrinsic
    /// size read before it (the first constraint's) puts the loose view into the tree.
    @Test func aBatchChecksTheAncestorAgainAtItsTurn() {
        let root = makeRoot()
        let reading = MeddlingView()
        reading.name = "reading"
        reading.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(reading)
        let loose = makeView("loose", in: nil)
        reading.onRead = { root.addSubview(loose) }
        let gap = reading.rightAnchor.anchorWithOffset(to: loose.leftAnchor).constraint(equalToConstant: 5)
        activate([
            reading.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20), reading.topAnchor.constraint(equalTo: root.topAnchor),
            gap, loose.topAnchor.constraint(equalTo: root.topAnchor), loose.widthAnchor.constraint(equalToConstant: 7),
            loose.heightAnchor.constraint(equalToConstant: 7),
        ])
        #expect(gap.isActive)
        root.layoutIfNeeded()
        expectFrame(loose, 35, 0, 7, 7)
    }

    /// Refused at its turn when the trees stay apart, after a conflict found before it.
    @Test func aBatchRefusesTheAncestorAtItsTurn() {
        let root = makeRoot(), stranger = makeRoot()
        let v = makeView("v", in: root)
        let width = v.widthAnchor.constraint(equalToConstant: 10)
        let conflicting = v.widthAnchor.constraint(equalToConstant: 20)
        let gap = v.rightAnchor.anchorWithOffset(to: stranger.leftAnchor).constraint(equalToConstant: 5)
        let recorded = LayoutDiagnostics.record { LayoutConstraint.activate([width, conflicting, gap]) }
        #expect(recorded.map(\.kind) == [.unsatisfiable, .noCommonAncestor])
        #expect(!gap.isActive && !v.references.contains { $0 === gap })
    }

    @Test func removingAGuideThatASideIsMeasuredFromDeactivatesIt() {
        let root = makeRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let a = makeView("a", in: root)
        activate([
            guide.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 30), guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.widthAnchor.constraint(equalToConstant: 10), guide.heightAnchor.constraint(equalToConstant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.widthAnchor.constraint(equalToConstant: 10),
            a.heightAnchor.constraint(equalToConstant: 10),
        ])
        let gap = guide.rightAnchor.anchorWithOffset(to: a.leftAnchor).constraint(equalToConstant: 6)
        activate([gap])
        root.layoutIfNeeded()
        expectFrame(a, 46, 0, 10, 10)
        let diagnostics = LayoutDiagnostics.record { root.removeLayoutGuide(guide) }
        #expect(!gap.isActive)
        #expect(diagnostics.contains { $0.constraints.contains { $0 === gap } })
    }

    /// Moving an item within its tree takes its ties to its old place away, the distance with
    /// them, as for any item (its own size stays).
    @Test func aViewMovedWithinTheTreeLosesItsDistance() {
        let root = makeRoot()
        let box = makeView("box", in: root)
        let a = makeView("a", in: root), b = makeView("b", in: box)
        activate(place(box, in: root, 100, 100, 100, 100) + place(a, in: root, 10, 10, 10, 10))
        let inside = [b.topAnchor.constraint(equalTo: box.topAnchor), b.widthAnchor.constraint(equalToConstant: 10),
                      b.heightAnchor.constraint(equalToConstant: 10)]
        activate(inside)
        let gap = a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 15)
        activate([gap])
        root.layoutIfNeeded()
        expectFrame(b, -65, 0, 10, 10)
        // Moved out of `box`: the constraints that tie it to its old place go, as for any item.
        let diagnostics = LayoutDiagnostics.record { root.addSubview(b) }
        #expect(!gap.isActive && !inside[0].isActive && inside[1].isActive && inside[2].isActive)
        #expect(diagnostics.map(\.kind) == [.constraintsRemovedWithView])
    }
}
