import Foundation
import Testing
@testable import AutoLayout

/// Review of `anchorWithOffset(to:)`: the constraints between distances relate up to four
/// items, and the engine must treat the anchors each side is measured from (the origins) as
/// it treats the constraint's first and second items. Frames are computed by hand with
/// UIKit's semantics; where a plain constraint says the same thing, the two must agree.
@Suite struct ReviewAnchorWithOffsetTests {
    // MARK: Helpers

    /// Every entry of every view's `references` names its constraint back through one of its
    /// four slots (and that slot's view is the view): the swap-remove bookkeeping holds.
    static func referencesAreConsistent(_ views: [View]) -> Bool {
        for view in views {
            for (index, constraint) in view.references.enumerated() {
                let (first, second) = constraint.itemViews
                let (firstOrigin, secondOrigin) = constraint.offsetOrigins?.views ?? (nil, nil)
                let named = [first, second, firstOrigin, secondOrigin]
                let found = (0..<4).contains { constraint.referenceSlot($0) == index && named[$0] === view }
                if !found || !constraint.isActive { return false }
            }
        }
        return true
    }

    /// The number of entries of `constraint` in `view.references`.
    static func entries(of constraint: LayoutConstraint, in view: View) -> Int {
        view.references.filter { $0 === constraint }.count
    }

    // MARK: Right-to-left

    /// `a.leading -> b.centerX == 20` is `b.centerX == a.leading + 20`: in right-to-left the
    /// plain constraint is read along the flipped axis (its second attribute is leading), so
    /// b's center is 20 points *left* of a's right edge. The distance's only directional
    /// attribute is its origin's, and the engine decides whether to flip from the first and
    /// second attributes only.
    @Test func rtlOriginLeadingToCenterXIsFlipped() {
        func layout(offset: Bool, rightToLeft: Bool) -> (View, View) {
            let root = makeRoot()
            root.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .unspecified
            let a = makeView("a", in: root), b = makeView("b", in: root)
            activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), a.topAnchor.constraint(equalTo: root.topAnchor),
                a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 10),
                b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 30),
                b.heightAnchor.constraint(equalToConstant: 10),
                offset
                    ? a.leadingAnchor.anchorWithOffset(to: b.centerXAnchor).constraint(equalToConstant: 20)
                    : b.centerXAnchor.constraint(equalTo: a.leadingAnchor, constant: 20),
            ])
            root.layoutIfNeeded()
            return (a, b)
        }
        // Left to right: a at 10...60, b's center at 30.
        let (_, plainLTR) = layout(offset: false, rightToLeft: false)
        let (_, offsetLTR) = layout(offset: true, rightToLeft: false)
        expectFrame(plainLTR, 15, 0, 30, 10)
        expectFrame(offsetLTR, 15, 0, 30, 10)
        // Right to left: a at 260...310 (its leading edge is its right one), b's center at
        // 310 - 20 = 290.
        let (plainA, plainRTL) = layout(offset: false, rightToLeft: true)
        expectFrame(plainA, 260, 0, 50, 10)
        expectFrame(plainRTL, 275, 0, 30, 10)
        let (offsetA, offsetRTL) = layout(offset: true, rightToLeft: true)
        expectFrame(offsetA, 260, 0, 50, 10)
        expectFrame(offsetRTL, 275, 0, 30, 10)  // (before the fix: a.left + 20, not flipped)
    }

    /// The same on the second side: `c.width == a.leading -> b.centerX`, with b centered in
    /// the root. In right-to-left the distance from a's leading (right) edge at 310 to b's
    /// center at 160 is 150 points in the reading direction.
    @Test func rtlSecondOriginLeadingToCenterXIsFlipped() {
        for rightToLeft in [false, true] {
            let root = makeRoot()
            root.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .unspecified
            let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
            activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), a.topAnchor.constraint(equalTo: root.topAnchor),
                a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 10),
                b.centerXAnchor.constraint(equalTo: root.centerXAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
                b.widthAnchor.constraint(equalToConstant: 30), b.heightAnchor.constraint(equalToConstant: 10),
                c.leftAnchor.constraint(equalTo: root.leftAnchor), c.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
                c.heightAnchor.constraint(equalToConstant: 10),
                c.widthAnchor.constraint(equalTo: a.leadingAnchor.anchorWithOffset(to: b.centerXAnchor)),
            ])
            root.layoutIfNeeded()
            if rightToLeft {
                expectFrame(a, 260, 0, 50, 10)
                expectFrame(c, 0, 50, 150, 10)  // (before the fix: 160 - a.left, -100)
            } else {
                expectFrame(a, 10, 0, 50, 10)
                expectFrame(c, 0, 50, 150, 10)
            }
        }
    }

    /// The direction changes after activation: the constraints are reinstalled and a
    /// trailing -> leading gap is measured in the new reading direction.
    @Test func switchingToRightToLeftAfterActivationMirrorsTheGap() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 20)
        activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 30),
            b.heightAnchor.constraint(equalToConstant: 10), gap,
        ])
        root.layoutIfNeeded()
        expectFrame(b, 80, 0, 30, 10)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        expectFrame(a, 260, 0, 50, 10)
        expectFrame(b, 210, 0, 30, 10)
        root.semanticContentAttribute = .unspecified
        root.layoutIfNeeded()
        expectFrame(b, 80, 0, 30, 10)
    }

    // MARK: One view on several anchors

    /// The same view on all four anchors: its width is half its height. The view lists the
    /// constraint four times, and every entry finds its way back after removals in any order.
    @Test func theSameViewOnAllFourAnchors() {
        let root = makeRoot()
        let a = makeView("a", in: root), other = makeView("other", in: root)
        let placing = [a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5), a.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
                     a.heightAnchor.constraint(equalToConstant: 80)]
        let otherPlace = place(other, in: root, 100, 100, 10, 10)
        activate(placing + otherPlace)
        let ratio = a.leftAnchor.anchorWithOffset(to: a.rightAnchor)
            .constraint(equalTo: a.topAnchor.anchorWithOffset(to: a.bottomAnchor), multiplier: 0.5)
        let before = a.references.count
        activate([ratio])
        root.layoutIfNeeded()
        expectFrame(a, 5, 6, 40, 80)
        #expect(Self.entries(of: ratio, in: a) == 4 && a.references.count == before + 4)
        #expect(Self.referencesAreConsistent([a, other, root]))
        #expect(!a.hasAmbiguousLayout)
        // Out of the middle of the list: the entries moved into the holes still name themselves.
        placing[1].isActive = false
        #expect(Self.referencesAreConsistent([a, other, root]))
        ratio.isActive = false
        #expect(Self.entries(of: ratio, in: a) == 0)
        #expect(Self.referencesAreConsistent([a, other, root]))
        ratio.isActive = true
        placing[1].isActive = true
        root.layoutIfNeeded()
        expectFrame(a, 5, 6, 40, 80)
        #expect(Self.referencesAreConsistent([a, other, root]))
        for constraint in a.references { constraint.isActive = false }
        #expect(a.references.isEmpty)
    }

    /// A distance from an anchor to itself is 0: `== 0` holds, `== 5` is unsatisfiable, as
    /// the plain `a.left == a.left + 5` is.
    @Test func aDistanceFromAnAnchorToItself() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        activate(place(a, in: root, 10, 20, 30, 40))
        let zero = a.leftAnchor.anchorWithOffset(to: a.leftAnchor).constraint(equalToConstant: 0)
        activate([zero])
        #expect(zero.isActive)
        let five = a.leftAnchor.anchorWithOffset(to: a.leftAnchor).constraint(equalToConstant: 5)
        five.identifier = "five"
        let plain = a.leftAnchor.constraint(equalTo: a.leftAnchor, constant: 5)
        plain.identifier = "plain"
        let offsetDiagnostics = LayoutDiagnostics.record { five.isActive = true; root.layoutIfNeeded() }
        let plainDiagnostics = LayoutDiagnostics.record { plain.isActive = true; root.layoutIfNeeded() }
        #expect(offsetDiagnostics.map(\.kind) == plainDiagnostics.map(\.kind))
        #expect(offsetDiagnostics.map(\.textWithoutAddresses) == [
            "unsatisfiable: Unable to simultaneously satisfy constraints.\n    <LayoutConstraint:five (View:a.left - View:a.left) == 5>\n"
                + "Will attempt to recover by breaking constraint\n    <LayoutConstraint:five (View:a.left - View:a.left) == 5>",
        ])
        #expect(plainDiagnostics.map(\.textWithoutAddresses) == [
            "unsatisfiable: Unable to simultaneously satisfy constraints.\n    <LayoutConstraint:plain View:a.left == View:a.left + 5>\n"
                + "Will attempt to recover by breaking constraint\n    <LayoutConstraint:plain View:a.left == View:a.left + 5>",
        ])
        expectFrame(a, 10, 20, 30, 40)
    }

    // MARK: Guides, margins and safe areas

    /// The margins guide of a view that is neither the ancestor nor an item: its margins
    /// changed after activation (left and right, then directional, then the direction).
    @Test func theMarginsOfAnOriginViewChangedAfterActivation() {
        let root = makeRoot()
        let box = makeView("box", in: root), a = makeView("a", in: root)
        box.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        let gap = box.layoutMarginsGuide.leftAnchor.anchorWithOffset(to: a.leftAnchor).constraint(equalToConstant: 5)
        activate(place(box, in: root, 20, 100, 200, 50) + [
            a.topAnchor.constraint(equalTo: root.topAnchor), a.widthAnchor.constraint(equalToConstant: 10),
            a.heightAnchor.constraint(equalToConstant: 10), gap,
        ])
        root.layoutIfNeeded()
        expectFrame(a, 35, 0, 10, 10)
        box.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        root.layoutIfNeeded()
        expectFrame(a, 55, 0, 10, 10)
        gap.isActive = false
        // Trailing margin guide edge -> a's leading edge, in the reading direction.
        box.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 4)
        let trailingGap = box.layoutMarginsGuide.trailingAnchor.anchorWithOffset(to: a.leadingAnchor).constraint(equalToConstant: 6)
        activate([trailingGap])
        root.layoutIfNeeded()
        // Left to right: box's trailing margin line at 220 - 4 = 216, a's left at 222.
        expectFrame(a, 222, 0, 10, 10)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        // Right to left: the trailing margin (4) is on the left, its line at 24; a's leading
        // (right) edge 6 further in the reading direction, at 18.
        expectFrame(a, 8, 0, 10, 10)
    }

    /// The safe-area guide as origin and as target, the insets changed after activation.
    @Test func theSafeAreaGuideAsOriginAndTargetFollowsTheInsets() {
        let root = makeRoot()
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        let a = makeView("a", in: root), b = makeView("b", in: root)
        activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor), a.widthAnchor.constraint(equalToConstant: 10),
            a.heightAnchor.constraint(equalToConstant: 10),
            root.safeAreaLayoutGuide.topAnchor.anchorWithOffset(to: a.topAnchor).constraint(equalToConstant: 10),
            b.leftAnchor.constraint(equalTo: root.leftAnchor), b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
            b.bottomAnchor.anchorWithOffset(to: root.safeAreaLayoutGuide.bottomAnchor).constraint(equalToConstant: 6),
        ])
        root.layoutIfNeeded()
        expectFrame(a, 0, 30, 10, 10)
        expectFrame(b, 0, 430, 10, 10)
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        expectFrame(a, 0, 54, 10, 10)
        expectFrame(b, 0, 464, 10, 10)
    }

    /// The safe area of an origin view that is not the ancestor: inherited from the root, it
    /// changes as the view moves (a second environment pass).
    @Test func theInheritedSafeAreaOfAnOriginViewFollowsItsFrame() {
        let root = makeRoot()
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let box = makeView("box", in: root), a = makeView("a", in: root)
        let boxTop = box.topAnchor.constraint(equalTo: root.topAnchor)
        activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor), boxTop, box.widthAnchor.constraint(equalToConstant: 320),
            box.heightAnchor.constraint(equalToConstant: 100),
            a.leftAnchor.constraint(equalTo: root.leftAnchor), a.widthAnchor.constraint(equalToConstant: 10),
            a.heightAnchor.constraint(equalToConstant: 10),
            box.safeAreaLayoutGuide.topAnchor.anchorWithOffset(to: a.topAnchor).constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(a, 0, 30, 10, 10)
        // Moved below the root's unsafe strip, box has no top inset: its guide's top is 50.
        boxTop.constant = 50
        root.layoutIfNeeded()
        #expect(box.safeAreaInsets.top == 0)
        expectFrame(a, 0, 60, 10, 10)
    }

    /// A user guide as both anchors of one side, and as the origin of another, in a subview.
    @Test func aUserGuideAsTargetAndOrigin() {
        let root = makeRoot()
        let box = makeView("box", in: root), a = makeView("a", in: root), b = makeView("b", in: root)
        let guide = LayoutGuide()
        guide.identifier = "g"
        box.addLayoutGuide(guide)
        let guideWidth = guide.leftAnchor.anchorWithOffset(to: guide.rightAnchor).constraint(equalTo: a.widthAnchor)
        let gap = guide.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 5)
        activate(place(box, in: root, 50, 50, 200, 100) + place(a, in: root, 0, 0, 70, 10) + [
            guide.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 10), guide.topAnchor.constraint(equalTo: box.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10), guideWidth, gap,
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 10, y: 0, width: 70, height: 10))
        // The guide's right edge is at 50 + 10 + 70 = 130 in the root.
        expectFrame(b, 135, 0, 10, 10)
        #expect(Self.entries(of: guideWidth, in: box) == 2 && Self.entries(of: gap, in: box) == 1)
        let diagnostics = LayoutDiagnostics.record { box.removeLayoutGuide(guide) }
        #expect(!guideWidth.isActive && !gap.isActive)
        #expect(!box.references.contains { $0 === guideWidth || $0 === gap })
        #expect(!a.references.contains { $0 === guideWidth } && !b.references.contains { $0 === gap })
        #expect(Self.referencesAreConsistent([root, box, a, b]))
        _ = diagnostics
    }

    // MARK: Scroll views

    /// Distances from the content guide (content moves when scrolled) and from the frame
    /// guide (stays on screen), inside the scroll view and from outside it.
    @Test func scrollViewContentAndFrameGuides() {
        let root = makeRoot()
        let scroll = ScrollView(frame: .zero)
        scroll.name = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let content = makeView("content", in: scroll), badge = makeView("badge", in: scroll)
        let outside = makeView("outside", in: root), plainOutside = makeView("plainOutside", in: root)
        let guide = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
        activate(place(scroll, in: root, 0, 0, 200, 200) + [
            guide.topAnchor.anchorWithOffset(to: content.topAnchor).constraint(equalToConstant: 10),
            content.leftAnchor.constraint(equalTo: guide.leftAnchor), content.rightAnchor.constraint(equalTo: guide.rightAnchor),
            content.widthAnchor.constraint(equalToConstant: 150), content.heightAnchor.constraint(equalToConstant: 300),
            content.bottomAnchor.anchorWithOffset(to: guide.bottomAnchor).constraint(equalToConstant: 20),
            frame.topAnchor.anchorWithOffset(to: badge.topAnchor).constraint(equalToConstant: 5),
            badge.leftAnchor.constraint(equalTo: frame.leftAnchor), badge.widthAnchor.constraint(equalToConstant: 10),
            badge.heightAnchor.constraint(equalToConstant: 10),
            guide.topAnchor.anchorWithOffset(to: outside.topAnchor).constraint(equalToConstant: 0),
            outside.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 250), outside.widthAnchor.constraint(equalToConstant: 10),
            outside.heightAnchor.constraint(equalToConstant: 10),
            plainOutside.topAnchor.constraint(equalTo: guide.topAnchor),
            plainOutside.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 270), plainOutside.widthAnchor.constraint(equalToConstant: 10),
            plainOutside.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(content, 0, 10, 150, 300)
        #expect(scroll.contentSize == CGSize(width: 150, height: 330))
        expectFrame(badge, 0, 5, 10, 10)
        expectFrame(outside, 250, 0, 10, 10)
        scroll.contentOffset = CGPoint(x: 0, y: 40)
        root.layoutIfNeeded()
        expectFrame(content, 0, 10, 150, 300)
        expectFrame(badge, 0, 45, 10, 10)
        expectFrame(plainOutside, 270, -40, 10, 10)
        expectFrame(outside, 250, -40, 10, 10)
    }

    // MARK: Baselines

    /// A container whose first baseline is a descendant's, as the origin of both sides of
    /// two constraints; the redirect changed, then `invalidateBaselines()`.
    @Test func aRedirectedOriginBaselineFollowsInvalidateBaselines() {
        let root = makeRoot()
        let container = makeContainer("container", in: root)
        let inner1 = makeLabel("inner1", "One", in: container), inner2 = makeLabel("inner2", "Two", in: container)
        container.firstBaselineView = inner1
        let marker = makeView("marker", in: root), c = makeView("c", in: root), floor = makeView("floor", in: root)
        activate(place(container, in: root, 0, 100, 200, 60) + place(floor, in: root, 300, 200, 10, 10) + [
            inner1.leftAnchor.constraint(equalTo: container.leftAnchor), inner1.topAnchor.constraint(equalTo: container.topAnchor, constant: 15),
            inner2.leftAnchor.constraint(equalTo: container.leftAnchor), inner2.topAnchor.constraint(equalTo: container.topAnchor, constant: 35),
            marker.leftAnchor.constraint(equalTo: root.leftAnchor), marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
            container.firstBaselineAnchor.anchorWithOffset(to: marker.topAnchor).constraint(equalToConstant: 7),
            c.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 250), c.topAnchor.constraint(equalTo: root.topAnchor),
            c.widthAnchor.constraint(equalToConstant: 10),
            c.heightAnchor.constraint(equalTo: container.firstBaselineAnchor.anchorWithOffset(to: floor.topAnchor)),
        ])
        root.layoutIfNeeded()
        // inner1's baseline: 100 + 15 + 8 = 123.
        expectFrame(marker, 0, 130, 10, 10)
        expectFrame(c, 250, 0, 10, 77)
        container.firstBaselineView = inner2
        container.invalidateBaselines()
        root.layoutIfNeeded()
        // inner2's: 100 + 35 + 8 = 143.
        expectFrame(marker, 0, 150, 10, 10)
        expectFrame(c, 250, 0, 10, 57)
        #expect(!inner1.baselineDependents.contains { $0.isActive && $0.baselineViews != nil && $0.baselineViews!.contains(inner1) })
        container.firstBaselineView = nil
        container.invalidateBaselines()
        root.layoutIfNeeded()
        // The container's own first baseline: its bottom, 160.
        expectFrame(marker, 0, 167, 10, 10)
        expectFrame(c, 250, 0, 10, 40)
        // Taking the redirected descendant out deactivates nothing (it is read, not named).
        container.firstBaselineView = inner2
        container.invalidateBaselines()
        root.layoutIfNeeded()
        expectFrame(marker, 0, 150, 10, 10)
        inner2.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(root.constraints.count == root.constraints.filter(\.isActive).count)
        expectFrame(marker, 0, 167, 10, 10)
        expectFrame(c, 250, 0, 10, 40)
    }

    /// A label's text grows a line: the distance from its last baseline (the origin) follows.
    @Test func anOriginLabelsBaselineMovesWithItsText() {
        let root = makeRoot()
        let title = makeLabel("title", "Title", in: root, lines: 0), body = makeLabel("body", "Body", in: root)
        activate([
            title.leftAnchor.constraint(equalTo: root.leftAnchor), title.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            body.leftAnchor.constraint(equalTo: root.leftAnchor),
            title.lastBaselineAnchor.anchorWithOffset(to: body.firstBaselineAnchor).constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        expectFrame(body, 0, 50, 20, 12)
        title.text = "Title\nMore"
        root.layoutIfNeeded()
        // Two lines: the last baseline at 20 + 12 + 8 = 40; body's first at 70, its top at 62.
        expectFrame(title, 0, 20, 25, 24)
        expectFrame(body, 0, 62, 20, 12)
    }

    // MARK: Removing, moving and freeing

    /// The view only the first side is measured from is removed while active.
    @Test func removingTheFirstOriginOnlyDeactivates() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
        let fallback = b.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 1)
        fallback.priority = .defaultLow
        let placeA = place(a, in: root, 0, 0, 10, 10)
        activate(placeA + place(c, in: root, 100, 0, 10, 10) + [
            b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10), fallback,
        ])
        let gap = a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalTo: b.rightAnchor.anchorWithOffset(to: c.leftAnchor))
        gap.identifier = "gap"
        activate([gap])
        root.layoutIfNeeded()
        expectFrame(b, 50, 0, 10, 10)
        let diagnostics = LayoutDiagnostics.record { a.removeFromSuperview() }
        #expect(!gap.isActive)
        #expect(diagnostics.map(\.kind) == [.constraintsRemovedWithView])
        #expect(diagnostics.first?.constraints.contains { $0 === gap } == true)
        #expect(!a.references.contains { $0 === gap } && !b.references.contains { $0 === gap } && !c.references.contains { $0 === gap })
        #expect(Self.referencesAreConsistent([root, a, b, c]))
        root.layoutIfNeeded()
        expectFrame(b, 1, 0, 10, 10)
        // Back, and active again.
        root.addSubview(a)
        activate(placeA + [gap])
        root.layoutIfNeeded()
        expectFrame(b, 50, 0, 10, 10)
        #expect(Self.referencesAreConsistent([root, a, b, c]))
    }

    /// The view only the second side is measured from is moved into another subtree.
    @Test func movingTheSecondOriginOnlyDeactivates() {
        let root = makeRoot()
        let box = makeView("box", in: root)
        let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
        activate(place(box, in: root, 0, 300, 100, 100) + place(a, in: root, 10, 0, 10, 10) + place(b, in: root, 80, 0, 10, 10) + [
            c.leftAnchor.constraint(equalTo: root.leftAnchor), c.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            c.heightAnchor.constraint(equalToConstant: 10),
        ])
        let width = c.widthAnchor.constraint(equalTo: a.rightAnchor.anchorWithOffset(to: b.leftAnchor))
        width.identifier = "width"
        let fallback = c.widthAnchor.constraint(equalToConstant: 3)
        fallback.priority = .defaultLow
        activate([width, fallback])
        root.layoutIfNeeded()
        expectFrame(c, 0, 50, 60, 10)
        let diagnostics = LayoutDiagnostics.record { box.addSubview(a) }
        #expect(!width.isActive)
        #expect(diagnostics.map(\.textWithoutAddresses) == [
            "constraintsRemovedWithView: View:a was moved to another superview; these constraints tied it to its old place and were deactivated:\n"
                + "    <LayoutConstraint:0x… View:a.left == View:root.left + 10>\n"
                + "    <LayoutConstraint:0x… View:a.top == View:root.top>\n"
                + "    <LayoutConstraint:width View:c.width == (View:b.left - View:a.right)>",
        ])
        #expect(Self.referencesAreConsistent([root, box, a, b, c]))
        root.layoutIfNeeded()
        expectFrame(c, 0, 50, 3, 10)
    }

    /// The origin is taken out of the tree while the constraint is inactive: activating it
    /// reports no common ancestor, and nothing is listed.
    @Test func anOriginRemovedWhileInactiveIsRefusedOnActivation() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let gap = a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 4)
        gap.identifier = "gap"
        a.removeFromSuperview()
        let diagnostics = LayoutDiagnostics.record { gap.isActive = true }
        #expect(diagnostics.map(\.textWithoutAddresses) == [
            "noCommonAncestor: <LayoutConstraint:gap (View:b.left - View:a.right) == 4> relates views that have no common ancestor; add them to the same view hierarchy first",
        ])
        #expect(!gap.isActive && a.references.isEmpty && b.references.isEmpty && root.constraints.isEmpty)
    }

    /// The origin is removed while active, then freed: the constraint (held by the test) is
    /// inactive, names no origin, and is refused on activation.
    @Test func anOriginFreedAfterRemovalWhileActive() {
        let root = makeRoot()
        let b = makeView("b", in: root)
        weak var freed: View?
        let gap: LayoutConstraint
        do {
            let gone = makeView("gone", in: root)
            freed = gone
            gap = gone.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 4)
            gap.identifier = "gap"
            activate(place(gone, in: root, 0, 0, 10, 10) + [b.topAnchor.constraint(equalTo: root.topAnchor), gap])
            root.layoutIfNeeded()
            _ = LayoutDiagnostics.record { gone.removeFromSuperview() }
        }
        #expect(freed == nil)
        #expect(!gap.isActive)
        #expect(gap.description == "<LayoutConstraint:gap (View:b.left - nil.right) == 4>")
        let diagnostics = LayoutDiagnostics.record { gap.isActive = true }
        #expect(diagnostics.map(\.textWithoutAddresses) == [
            "missingItem: <LayoutConstraint:gap (View:b.left - nil.right) == 4> has no anchor to measure its first side from (its item was freed)",
        ])
        #expect(b.references.count == 1)
        root.layoutIfNeeded()
    }

    /// A tree with active distances freed while the test holds the constraints: every view
    /// goes, the constraints go inactive, and activating one then reports its freed item.
    @Test func freeingTheTreeWhileTheConstraintsAreHeld() {
        weak var freedRoot: View?, freedA: View?, freedB: View?, freedC: View?
        var held: [LayoutConstraint] = []
        do {
            let root = makeRoot()
            let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
            held = [
                a.leftAnchor.anchorWithOffset(to: a.rightAnchor).constraint(equalTo: b.topAnchor.anchorWithOffset(to: c.bottomAnchor)),
                c.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 3),
            ]
            activate(place(a, in: root, 0, 0, 10, 10) + place(c, in: root, 20, 0, 10, 10) + held)
            root.layoutIfNeeded()
            (freedRoot, freedA, freedB, freedC) = (root, a, b, c)
        }
        #expect(freedRoot == nil && freedA == nil && freedB == nil && freedC == nil)
        #expect(held.allSatisfy { !$0.isActive })
        let diagnostics = LayoutDiagnostics.record { held[1].isActive = true }
        #expect(diagnostics.map(\.kind) == [.missingItem])
    }

    // MARK: Constant, priority, conflicts

    @Test func constantAndPriorityChanges() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let gap = a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 20)
        gap.identifier = "gap"
        let pinned = b.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100)
        pinned.priority = .defaultHigh
        activate(place(a, in: root, 0, 0, 50, 10) + [
            b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10), gap, pinned,
        ])
        root.layoutIfNeeded()
        expectFrame(b, 70, 0, 10, 10)
        gap.constant = 35
        root.layoutIfNeeded()
        expectFrame(b, 85, 0, 10, 10)
        let refused = LayoutDiagnostics.record { gap.priority = .defaultLow }
        #expect(refused.map(\.textWithoutAddresses) == [
            "invalidPriorityChange: priority of the active constraint <LayoutConstraint:gap (View:b.left - View:a.right) == 35> cannot change from required to optional (250); deactivate it first",
        ])
        gap.isActive = false
        gap.priority = .defaultLow
        gap.isActive = true
        root.layoutIfNeeded()
        expectFrame(b, 100, 0, 10, 10)
        // Stronger than the pin now: the distance wins.
        gap.priority = LayoutPriority(800)
        root.layoutIfNeeded()
        expectFrame(b, 85, 0, 10, 10)
        #expect(gap.description == "<LayoutConstraint:gap (View:b.left - View:a.right) == 35 ^800>")
    }

    /// A required distance that conflicts with required constraints is broken and reported,
    /// as the plain constraint saying the same is.
    @Test func aConflictingDistanceIsBrokenAsThePlainConstraintIs() {
        func run(offset: Bool) -> ([String], View, LayoutConstraint, LayoutConstraint, View) {
            let root = makeRoot()
            let a = makeView("a", in: root), b = makeView("b", in: root)
            let pin = b.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100)
            pin.identifier = "pin"
            activate(place(a, in: root, 0, 0, 50, 10) + [
                b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 10),
                b.heightAnchor.constraint(equalToConstant: 10), pin,
            ])
            let gap = offset
                ? a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 20)
                : b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 20)
            gap.identifier = "gap"
            let diagnostics = LayoutDiagnostics.record {
                gap.isActive = true
                root.layoutIfNeeded()
            }
            return (diagnostics.map(\.textWithoutAddresses), b, gap, pin, root)
        }
        let (offsetText, offsetB, offsetGap, offsetPin, offsetRoot) = run(offset: true)
        let (plainText, plainB, _, _, plainRoot) = run(offset: false)
        #expect(offsetText == [
            "unsatisfiable: Unable to simultaneously satisfy constraints.\n"
                + "    <LayoutConstraint:0x… View:a.left == View:root.left>\n"
                + "    <LayoutConstraint:0x… View:a.width == 50>\n"
                + "    <LayoutConstraint:pin View:b.left == View:root.left + 100>\n"
                + "    <LayoutConstraint:gap (View:b.left - View:a.right) == 20>\n"
                + "Will attempt to recover by breaking constraint\n"
                + "    <LayoutConstraint:gap (View:b.left - View:a.right) == 20>",
        ])
        #expect(plainText.count == 1 && plainText.first?.hasPrefix("unsatisfiable:") == true)
        expectFrame(offsetB, 100, 0, 10, 10)
        expectFrame(plainB, 100, 0, 10, 10)
        // Broken but active, as UIKit leaves it.
        #expect(offsetGap.isActive)
        // The pin goes; the broken distance comes back only when activated again.
        offsetPin.isActive = false
        offsetGap.isActive = false
        offsetGap.isActive = true
        offsetRoot.layoutIfNeeded()
        _ = plainRoot
        expectFrame(offsetB, 70, 0, 10, 10)
    }

    // MARK: Activation variants

    /// In a batch, an origin not yet in the tree at the first pass joins it through code run
    /// before the constraint's turn (an intrinsic size read).
    @Test func aBatchFindsAnOriginThatJoinsTheTreeBeforeItsTurn() {
        let root = makeRoot()
        let reading = MeddlingView()
        reading.name = "reading"
        reading.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(reading)
        let loose = makeView("loose", in: nil)
        reading.onRead = { root.addSubview(loose) }
        let gap = loose.rightAnchor.anchorWithOffset(to: reading.leftAnchor).constraint(equalToConstant: 5)
        activate([
            reading.topAnchor.constraint(equalTo: root.topAnchor), gap,
            loose.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 3), loose.topAnchor.constraint(equalTo: root.topAnchor),
            loose.widthAnchor.constraint(equalToConstant: 7), loose.heightAnchor.constraint(equalToConstant: 7),
        ])
        #expect(gap.isActive && Self.entries(of: gap, in: loose) == 1)
        root.layoutIfNeeded()
        expectFrame(loose, 3, 0, 7, 7)
        expectFrame(reading, 15, 0, 10, 12)
    }

    /// `addConstraint` on a view that holds the items but not the origin is refused; on
    /// the common ancestor of all four, or above, it is installed there, and removing the
    /// subtree below the owner takes it away.
    @Test func addConstraintOnAChosenOwner() {
        let root = makeRoot()
        let box = makeView("box", in: root), outer = makeView("outer", in: root)
        let a = makeView("a", in: box), b = makeView("b", in: box)
        activate(place(box, in: root, 10, 10, 200, 100) + place(outer, in: root, 0, 200, 40, 10) + place(a, in: box, 0, 0, 10, 10) + [
            b.topAnchor.constraint(equalTo: box.topAnchor), b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        let gap = a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalTo: outer.widthAnchor)
        gap.identifier = "gap"
        let refused = LayoutDiagnostics.record { box.addConstraint(gap) }
        #expect(refused.map(\.textWithoutAddresses) == [
            "hierarchyNotPrepared: <LayoutConstraint:gap (View:b.left - View:a.right) == View:outer.width> cannot be installed on View:box: that view is not an ancestor of both items (their closest common ancestor is View:root)",
        ])
        #expect(!gap.isActive && a.references.count == 4 && outer.references.count == 4)
        // Items and origins all in `box`: installed on the root when asked.
        let inside = a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 30)
        inside.identifier = "inside"
        root.addConstraint(inside)
        #expect(inside.isActive && inside.owner === root && root.constraints.contains { $0 === inside })
        root.layoutIfNeeded()
        expectFrame(b, 40, 0, 10, 10)
        // Owned above the subtree: moving the subtree out takes it away.
        let other = makeRoot()
        _ = LayoutDiagnostics.record { other.addSubview(box) }
        #expect(!inside.isActive && !a.references.contains { $0 === inside } && !b.references.contains { $0 === inside })
        #expect(Self.referencesAreConsistent([root, box, a, b, outer]))
    }

    /// `removeConstraint` on its owner deactivates it; on another view it does nothing.
    @Test func removeConstraintFromItsOwner() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        activate(place(a, in: root, 0, 0, 10, 10))
        let gap = a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalTo: a.heightAnchor)
        activate([gap, b.leftAnchor.constraint(equalTo: root.leftAnchor), b.widthAnchor.constraint(equalToConstant: 10),
                  b.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        expectFrame(b, 0, 20, 10, 10)
        a.removeConstraint(gap)
        #expect(gap.isActive)
        root.removeConstraint(gap)
        #expect(!gap.isActive && Self.entries(of: gap, in: a) == 0 && Self.entries(of: gap, in: b) == 0)
    }

    // MARK: Questions about the layout

    @Test func ambiguityAndConstraintsAffectingLayout() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
        let gap = a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalTo: c.widthAnchor)
        activate(place(a, in: root, 0, 0, 10, 10) + place(c, in: root, 100, 0, 25, 10) + [
            b.leftAnchor.constraint(equalTo: root.leftAnchor), b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10), gap,
        ])
        root.layoutIfNeeded()
        expectFrame(b, 0, 35, 10, 10)
        #expect(!b.hasAmbiguousLayout)
        #expect(a.constraintsAffectingLayout(for: .vertical).contains { $0 === gap })
        #expect(!a.constraintsAffectingLayout(for: .horizontal).contains { $0 === gap })
        #expect(c.constraintsAffectingLayout(for: .horizontal).contains { $0 === gap })
        #expect(!c.constraintsAffectingLayout(for: .vertical).contains { $0 === gap })
        #expect(b.constraintsAffectingLayout(for: .vertical).contains { $0 === gap })
        gap.isActive = false
        #expect(b.hasAmbiguousLayout)
    }

    /// A fitting size that reads an origin's baseline through a descendant placed by its
    /// frame only (the redirect places its path), and ignores a distance from a view outside.
    @Test func fittingReadsAnOriginsRedirectedBaseline() {
        let root = makeRoot()
        let card = makeView("card", in: root), outsider = makeView("outsider", in: root)
        let container = makeContainer("container", in: card)
        let inner = makeFramedLabel("inner", "In", in: container, x: 0, y: 6)
        container.firstBaselineView = inner
        let body = makeLabel("body", "Body", in: card)
        activate(place(outsider, in: root, 0, 400, 10, 10) + [
            card.leftAnchor.constraint(equalTo: root.leftAnchor), outsider.bottomAnchor.anchorWithOffset(to: card.topAnchor).constraint(equalToConstant: -300),
            container.topAnchor.constraint(equalTo: card.topAnchor), container.leftAnchor.constraint(equalTo: card.leftAnchor),
            container.widthAnchor.constraint(equalToConstant: 30), container.heightAnchor.constraint(equalToConstant: 40),
            container.firstBaselineAnchor.anchorWithOffset(to: body.topAnchor).constraint(equalToConstant: 4),
            body.leftAnchor.constraint(equalTo: card.leftAnchor), body.rightAnchor.constraint(equalTo: card.rightAnchor),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        // inner's baseline at 6 + 8 = 14; body's top at 18, its bottom (the card's) at 30.
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 20, height: 30))
        root.layoutIfNeeded()
        expectFrame(card, 0, 110, 20, 30)
    }

    // MARK: Autoresizing views and content sizes

    /// An origin placed by its frame (autoresizing): its frame is held by its mask's
    /// constraints, and moving it moves the target.
    @Test func anOriginPlacedByItsFrame() {
        let root = makeRoot()
        let a = makeView("a", in: root, autoresizing: true), b = makeView("b", in: root)
        a.frame = CGRect(x: 10, y: 20, width: 40, height: 10)
        activate([
            b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
            a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        expectFrame(a, 10, 20, 40, 10)
        expectFrame(b, 55, 0, 10, 10)
        a.frame = CGRect(x: 30, y: 20, width: 40, height: 10)
        root.layoutIfNeeded()
        expectFrame(b, 75, 0, 10, 10)
    }

    /// A distance that conflicts with a target still placed by its mask waits for the next
    /// layout pass, as a plain constraint does: turning the mask off in between is enough.
    @Test func aConflictWithAMaskWaitsForTheLayoutPass() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root, autoresizing: true)
        b.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        activate(place(a, in: root, 0, 0, 50, 10))
        let gap = a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 20)
        let diagnostics = LayoutDiagnostics.record {
            gap.isActive = true
            b.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 10),
                                       b.heightAnchor.constraint(equalToConstant: 10)])
            root.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty)
        expectFrame(b, 70, 0, 10, 10)
    }

    /// The content guide's size given as distances between its own anchors: the scroll view
    /// captures it as its content size.
    @Test func aContentSizeGivenAsDistancesBetweenTheContentGuidesEdges() {
        let root = makeRoot()
        let scroll = ScrollView(frame: .zero)
        scroll.name = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let guide = scroll.contentLayoutGuide
        activate(place(scroll, in: root, 0, 0, 200, 150) + [
            guide.leftAnchor.anchorWithOffset(to: guide.rightAnchor).constraint(equalToConstant: 400),
            guide.topAnchor.anchorWithOffset(to: guide.bottomAnchor).constraint(equalTo: scroll.frameLayoutGuide.heightAnchor, multiplier: 2),
        ])
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 400, height: 300))
    }

    // MARK: Validation

    /// The public `item` of a distance is a pair of anchors; a constraint made from it with
    /// another attribute than the pair's (`.top` for a horizontal distance, `.width`) takes
    /// the pair apart with that attribute: `b.top - a.right`, a vertical position minus a
    /// horizontal one. It should be refused as a horizontal position related to a vertical
    /// one (or a size related to a position); it is activated without a word.
    @Test func aPairTakenApartWithAnotherAttributeIsRefused() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        activate(place(a, in: root, 0, 0, 50, 10) + [
            b.leftAnchor.constraint(equalTo: root.leftAnchor), b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        let distance = a.rightAnchor.anchorWithOffset(to: b.leftAnchor)
        let mixed = LayoutConstraint(item: distance.item, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                     multiplier: 1, constant: 5)
        mixed.identifier = "mixed"
        #expect(mixed.description == "<LayoutConstraint:mixed (View:b.top - View:a.right) == 5>")
        let diagnostics = LayoutDiagnostics.record { mixed.isActive = true }
        root.layoutIfNeeded()
        #expect(diagnostics.map(\.message) == [
            "<LayoutConstraint:mixed (View:b.top - View:a.right) == 5>: its first side measures a distance between top and right; a distance is measured between two positions on one axis",
        ])
        #expect(diagnostics.map(\.kind) == [.invalidAttributePairing])
        #expect(!mixed.isActive)
        // What it did: b's top set from a's right edge (50 + 5).
        expectFrame(b, 0, 0, 10, 10)  // (before the fix: b's top at a's right + 5)
    }

    // MARK: Bookkeeping under random operations

    /// Random distances among views, guides and labels of a nested tree, activated,
    /// deactivated, moved, removed, re-added, with margins, directions and baselines changed
    /// in between: every `references` entry names itself back, every active constraint's
    /// four views share a tree, and once all is deactivated no view is listed or placed.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomOperationsKeepTheBookkeeping(seed: UInt64) {
        var random = SeededRandom(state: seed)
        let root = makeRoot()
        var views: [View] = [root]
        for index in 0..<8 {
            let parent = views[random.below(views.count)]
            let view: View = index % 3 == 0 ? makeLabel("l\(index)", "Text \(index)", in: parent) : makeView("v\(index)", in: parent)
            views.append(view)
        }
        let containers = (0..<2).map { index -> BaselineContainer in
            let container = makeContainer("k\(index)", in: views[1 + random.below(views.count - 1)])
            views.append(container)
            return container
        }
        let guides = (0..<2).map { index -> LayoutGuide in
            let guide = LayoutGuide()
            guide.identifier = "g\(index)"
            views[random.below(views.count)].addLayoutGuide(guide)
            return guide
        }
        // Each view and guide placed loosely, so that most distances can hold.
        var frames: [LayoutConstraint] = []
        for view in views.dropFirst() {
            for constraint in place(view, in: view.superview!, Double(random.below(200)), Double(random.below(300)), 20, 12) {
                constraint.priority = .defaultLow
                frames.append(constraint)
            }
        }
        for guide in guides {
            for constraint in [
                guide.leftAnchor.constraint(equalTo: guide.owningView!.leftAnchor, constant: 3),
                guide.topAnchor.constraint(equalTo: guide.owningView!.topAnchor, constant: 4),
                guide.widthAnchor.constraint(equalToConstant: 10), guide.heightAnchor.constraint(equalToConstant: 10),
            ] {
                constraint.priority = .defaultLow
                frames.append(constraint)
            }
        }
        LayoutConstraint.activate(frames)
        func anyItem() -> any LayoutItem {
            switch random.below(10) {
            case 0: return guides[random.below(guides.count)]
            case 1: return views[random.below(views.count)].layoutMarginsGuide
            case 2: return views[random.below(views.count)].safeAreaLayoutGuide
            default: return views[random.below(views.count)]
            }
        }
        func xDistance() -> LayoutDimension {
            let attributes: [(any LayoutItem) -> LayoutXAxisAnchor] = [\.leftAnchor, \.rightAnchor, \.centerXAnchor]
            let directional: [(any LayoutItem) -> LayoutXAxisAnchor] = [\.leadingAnchor, \.trailingAnchor, \.centerXAnchor]
            let pick = random.chance(0.5) ? attributes : directional
            return pick[random.below(3)](anyItem()).anchorWithOffset(to: pick[random.below(3)](anyItem()))
        }
        func yDistance() -> LayoutDimension {
            func anchor() -> LayoutYAxisAnchor {
                let item = anyItem()
                if let view = item as? View, random.chance(0.4) {
                    return random.chance(0.5) ? view.firstBaselineAnchor : view.lastBaselineAnchor
                }
                let edges: [(any LayoutItem) -> LayoutYAxisAnchor] = [\.topAnchor, \.bottomAnchor, \.centerYAnchor]
                return edges[random.below(3)](item)
            }
            return anchor().anchorWithOffset(to: anchor())
        }
        func distance() -> LayoutDimension { random.chance(0.5) ? xDistance() : yDistance() }
        var made: [LayoutConstraint] = []
        func check(_ step: Int, sourceLocation: SourceLocation = #_sourceLocation) {
            let everyView = views + views.flatMap { View.subtree(of: $0) }
            #expect(Self.referencesAreConsistent(everyView), "seed \(seed) step \(step)", sourceLocation: sourceLocation)
            for constraint in made where constraint.isActive {
                let roots = Set(constraint.allItemViews.map { ObjectIdentifier($0.rootView) })
                #expect(roots.count == 1, "seed \(seed) step \(step): \(constraint) spans trees", sourceLocation: sourceLocation)
                #expect(constraint.owner != nil, sourceLocation: sourceLocation)
            }
            for constraint in made where !constraint.isActive {
                #expect(!everyView.contains { view in view.references.contains { $0 === constraint } },
                        "seed \(seed) step \(step): inactive \(constraint) still listed", sourceLocation: sourceLocation)
            }
        }
        for step in 0..<120 {
            _ = LayoutDiagnostics.record {
                switch random.below(16) {
                case 0, 1, 2, 3, 12, 13:
                    let constraint: LayoutConstraint
                    switch random.below(4) {
                    case 0: constraint = distance().constraint(equalToConstant: CGFloat(random.below(40)))
                    case 1: constraint = distance().constraint(equalTo: distance(), multiplier: CGFloat(1 + random.below(2)))
                    case 2: constraint = views[random.below(views.count)].widthAnchor.constraint(equalTo: distance())
                    default: constraint = distance().constraint(lessThanOrEqualTo: views[random.below(views.count)].heightAnchor)
                    }
                    constraint.priority = random.chance(0.5) ? .required : .defaultHigh
                    made.append(constraint)
                    if random.chance(0.2), let owner = constraint.spaceView?.rootView {
                        owner.addConstraint(constraint)
                    } else {
                        constraint.isActive = true
                    }
                case 4:
                    if let constraint = made.filter(\.isActive).randomElement(using: &random) { constraint.isActive = false }
                case 5, 14, 15:
                    if let constraint = made.filter({ !$0.isActive }).randomElement(using: &random) { constraint.isActive = true }
                case 6:
                    // Move a view under another one (not into its own subtree).
                    let view = views[1 + random.below(views.count - 1)]
                    let targets = views.filter { !$0.isDescendant(of: view) }
                    targets[random.below(targets.count)].addSubview(view)
                case 7:
                    let view = views[1 + random.below(views.count - 1)]
                    if view.superview != nil { view.removeFromSuperview() } else { root.addSubview(view) }
                case 8:
                    let view = views[random.below(views.count)]
                    view.layoutMargins = EdgeInsets(top: CGFloat(random.below(10)), left: CGFloat(random.below(10)), bottom: 1, right: 2)
                case 9:
                    let view = views[random.below(views.count)]
                    view.semanticContentAttribute = random.chance(0.5) ? .forceRightToLeft : .unspecified
                case 10:
                    let container = containers[random.below(containers.count)]
                    let below = views.filter { $0 !== container && $0.isDescendant(of: container) }
                    container.firstBaselineView = below.randomElement(using: &random)
                    container.lastBaselineView = below.randomElement(using: &random)
                    container.invalidateBaselines()
                default:
                    if let constraint = made.filter(\.isActive).randomElement(using: &random) {
                        constraint.constant = CGFloat(random.below(30))
                    }
                }
                if random.chance(0.3) { root.layoutIfNeeded() }
            }
            check(step)
        }
        _ = LayoutDiagnostics.record {
            for view in views where view.superview == nil && view !== root { root.addSubview(view) }
            root.layoutIfNeeded()
        }
        check(1000)
        LayoutConstraint.deactivate(made + frames)
        for view in views {
            #expect(view.references.isEmpty, "seed \(seed): \(view.name ?? "?") lists \(view.references)")
        }
        root.layoutIfNeeded()
        for view in views {
            #expect(view.engineUses == 0, "seed \(seed): \(view.name ?? "?") is still placed (\(view.engineUses))")
        }
    }

    // MARK: More hierarchy changes

    /// An origin inside a view whose bounds origin moves (not a scroll view): the distance
    /// is read afresh in the ancestor's space.
    @Test func anOriginBelowAShiftedBoundsOrigin() {
        let root = makeRoot()
        let box = makeView("box", in: root), b = makeView("b", in: root)
        let a = makeView("a", in: box, autoresizing: true)
        a.frame = CGRect(x: 10, y: 0, width: 20, height: 10)
        activate(place(box, in: root, 100, 0, 100, 100) + [
            b.topAnchor.constraint(equalTo: root.topAnchor, constant: 200), b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
            a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        expectFrame(b, 135, 200, 10, 10)
        box.bounds.origin = CGPoint(x: 5, y: 0)
        root.layoutIfNeeded()
        // a keeps its frame in box's bounds: its right edge in the root is 100 + 30 - 5 = 125.
        expectFrame(a, 10, 0, 20, 10)
        expectFrame(b, 130, 200, 10, 10)
    }

    /// A user guide that a side is measured from is moved to another view: the distance is
    /// deactivated and named, as for the guide's other constraints.
    @Test func aGuideOriginMovedToAnotherView() {
        let root = makeRoot()
        let box = makeView("box", in: root), other = makeView("other", in: root), a = makeView("a", in: root)
        let guide = LayoutGuide()
        guide.identifier = "g"
        box.addLayoutGuide(guide)
        let gap = guide.rightAnchor.anchorWithOffset(to: a.leftAnchor).constraint(equalToConstant: 6)
        gap.identifier = "gap"
        activate(place(box, in: root, 0, 0, 50, 50) + place(other, in: root, 0, 100, 50, 50) + [
            guide.leftAnchor.constraint(equalTo: box.leftAnchor), guide.topAnchor.constraint(equalTo: box.topAnchor),
            guide.widthAnchor.constraint(equalToConstant: 20), guide.heightAnchor.constraint(equalToConstant: 20),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.widthAnchor.constraint(equalToConstant: 10),
            a.heightAnchor.constraint(equalToConstant: 10), gap,
        ])
        root.layoutIfNeeded()
        expectFrame(a, 26, 0, 10, 10)
        let diagnostics = LayoutDiagnostics.record { other.addLayoutGuide(guide) }
        #expect(!gap.isActive)
        #expect(diagnostics.count == 1 && diagnostics.first?.kind == .constraintsRemovedWithView)
        #expect(diagnostics.first?.constraints.contains { $0 === gap } == true)
        #expect(!box.references.contains { $0 === gap } && !a.references.contains { $0 === gap })
        // Active again from its new owner.
        activate([guide.leftAnchor.constraint(equalTo: other.leftAnchor, constant: 100), guide.topAnchor.constraint(equalTo: other.topAnchor),
                  guide.widthAnchor.constraint(equalToConstant: 20), guide.heightAnchor.constraint(equalToConstant: 20), gap])
        root.layoutIfNeeded()
        expectFrame(a, 126, 0, 10, 10)
        #expect(Self.entries(of: gap, in: other) == 1 && Self.referencesAreConsistent([root, box, other, a]))
    }

    // MARK: Every pair of anchors against the plain constraint

    /// `x.anchorWithOffset(to: y) == 12` says `y == x + 12`: for every pair of x-axis
    /// attributes that may share a constraint, in both directions, the target lands where the
    /// plain constraint puts it. The pairs whose only directional attribute is the origin's
    /// (leading or trailing to centerX) are read unflipped in right-to-left.
    @Test func flipFollowsOriginDirectionalAttributesForEveryXAxisPair() {
        let attributes: [(String, (View) -> LayoutXAxisAnchor)] = [
            ("left", \.leftAnchor), ("right", \.rightAnchor), ("centerX", \.centerXAnchor),
            ("leading", \.leadingAnchor), ("trailing", \.trailingAnchor),
        ]
        func absolute(_ name: String) -> Bool { name == "left" || name == "right" }
        func directional(_ name: String) -> Bool { name == "leading" || name == "trailing" }
        var mismatches: [String] = []
        for rightToLeft in [false, true] {
            for (fromName, from) in attributes {
                for (toName, to) in attributes {
                    if (absolute(fromName) && directional(toName)) || (directional(fromName) && absolute(toName)) { continue }
                    func frameOfB(offset: Bool) -> CGRect {
                        let root = makeRoot()
                        root.semanticContentAttribute = rightToLeft ? .forceRightToLeft : .unspecified
                        let a = makeView("a", in: root), b = makeView("b", in: root)
                        activate(place(a, in: root, 40, 0, 50, 10) + [
                            b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 30),
                            b.heightAnchor.constraint(equalToConstant: 10),
                            offset ? from(a).anchorWithOffset(to: to(b)).constraint(equalToConstant: 12)
                                : to(b).constraint(equalTo: from(a), constant: 12),
                        ])
                        root.layoutIfNeeded()
                        return b.frame
                    }
                    let plain = frameOfB(offset: false), offset = frameOfB(offset: true)
                    if plain != offset {
                        mismatches.append("\(rightToLeft ? "rtl" : "ltr") a.\(fromName) -> b.\(toName): \(offset.minX) instead of \(plain.minX)")
                    }
                }
            }
        }
        // (Before the fix: rtl a.leading -> b.centerX and a.trailing -> b.centerX were not mirrored.)
        #expect(mismatches == [])
    }

    /// `x.anchorWithOffset(to: y) == 12` against `y == x + 12` on the y axis, baselines
    /// included (labels, and a container whose baselines are a descendant's).
    @Test func everyYAxisPairMatchesThePlainConstraint() {
        let attributes: [(String, (View) -> LayoutYAxisAnchor)] = [
            ("top", \.topAnchor), ("bottom", \.bottomAnchor), ("centerY", \.centerYAnchor),
            ("firstBaseline", \.firstBaselineAnchor), ("lastBaseline", \.lastBaselineAnchor),
        ]
        var mismatches: [String] = []
        for (fromName, from) in attributes {
            for (toName, to) in attributes {
                func frameOfB(offset: Bool) -> CGRect {
                    let root = makeRoot()
                    let a = makeContainer("a", in: root)
                    let inner = makeFramedLabel("inner", "Inner", in: a, x: 0, y: 9)
                    a.firstBaselineView = inner
                    let b = makeLabel("b", "Two\nLines", in: root, lines: 0)
                    activate(place(a, in: root, 0, 40, 50, 60) + [
                        b.leftAnchor.constraint(equalTo: root.leftAnchor),
                        offset ? from(a).anchorWithOffset(to: to(b)).constraint(equalToConstant: 12)
                            : to(b).constraint(equalTo: from(a), constant: 12),
                    ])
                    root.layoutIfNeeded()
                    return b.frame
                }
                let plain = frameOfB(offset: false), offset = frameOfB(offset: true)
                if plain != offset { mismatches.append("a.\(fromName) -> b.\(toName): \(offset.minY) instead of \(plain.minY)") }
            }
        }
        #expect(mismatches == [])
    }

    /// In a batch, code run before the distance's turn moves its origin into another view
    /// (an intrinsic size read): the distance and the origin's own constraints, made active in
    /// the first pass, are given back silently and activated afresh at their turn, as one by
    /// one they would have been activated after the move.
    @Test func aBatchWhoseOriginMovesBeforeItsTurn() {
        let root = makeRoot()
        let box = makeView("box", in: root)
        activate(place(box, in: root, 100, 100, 50, 50))
        let reading = MeddlingView()
        reading.name = "reading"
        reading.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(reading)
        let origin = makeView("origin", in: root)
        reading.onRead = { box.addSubview(origin) }
        let gap = origin.rightAnchor.anchorWithOffset(to: reading.leftAnchor).constraint(equalToConstant: 5)
        activate([
            reading.topAnchor.constraint(equalTo: root.topAnchor), gap,
            origin.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 3), origin.topAnchor.constraint(equalTo: root.topAnchor),
            origin.widthAnchor.constraint(equalToConstant: 7), origin.heightAnchor.constraint(equalToConstant: 7),
        ])
        #expect(origin.superview === box)
        #expect(gap.isActive && Self.entries(of: gap, in: origin) == 1 && Self.entries(of: gap, in: reading) == 1)
        root.layoutIfNeeded()
        expectFrame(origin, -97, -100, 7, 7)
        expectFrame(reading, 15, 0, 10, 12)
        #expect(Self.referencesAreConsistent([root, box, origin, reading]))
    }
}
