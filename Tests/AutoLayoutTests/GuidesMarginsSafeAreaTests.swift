import Testing
@testable import AutoLayout

/// Pins `view`'s four edges to `guide`'s (through the ordinary constraint initializer).
func pin(_ view: View, to guide: any LayoutItem, leading: LayoutAttribute = .leading, trailing: LayoutAttribute = .trailing)
    -> [LayoutConstraint]
{
    [
        LayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: guide, attribute: .top),
        LayoutConstraint(item: view, attribute: .bottom, relatedBy: .equal, toItem: guide, attribute: .bottom),
        LayoutConstraint(item: view, attribute: leading, relatedBy: .equal, toItem: guide, attribute: leading),
        LayoutConstraint(item: view, attribute: trailing, relatedBy: .equal, toItem: guide, attribute: trailing),
    ]
}

final class SafeAreaCounter: View {
    var calls = 0
    override func safeAreaInsetsDidChange() { calls += 1 }
}

@Suite struct LayoutGuideTests {
    @Test func userGuideBetweenViewsWithEveryAttribute() {
        let root = makeRoot(width: 300, height: 200)
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let gap = LayoutGuide()
        gap.identifier = "gap"
        root.addLayoutGuide(gap)
        #expect(gap.owningView === root)
        #expect(root.layoutGuides.count == 1)
        activate(place(a, in: root, 0, 0, 50, 20) + [
            gap.leftAnchor.constraint(equalTo: a.rightAnchor),
            gap.widthAnchor.constraint(equalToConstant: 100),
            gap.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            gap.heightAnchor.constraint(equalTo: a.heightAnchor),
            LayoutConstraint(item: b, attribute: .leading, relatedBy: .equal, toItem: gap, attribute: .trailing),
            LayoutConstraint(item: b, attribute: .centerY, relatedBy: .equal, toItem: gap, attribute: .centerY),
            b.widthAnchor.constraint(equalToConstant: 30),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(gap.layoutFrame == CGRect(x: 50, y: 5, width: 100, height: 20))
        expectFrame(b, 150, 10, 30, 10)
    }

    @Test func guideInAnOffsetContainerIsInItsOwnersCoordinates() {
        let root = makeRoot()
        let container = makeView("container", in: root)
        let child = makeView("child", in: container)
        let guide = LayoutGuide()
        container.addLayoutGuide(guide)
        activate(place(container, in: root, 20, 30, 200, 100) + [
            guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            guide.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            guide.widthAnchor.constraint(equalToConstant: 50),
            guide.heightAnchor.constraint(equalToConstant: 40),
            // child placed from the root's space onto the guide's
            child.leftAnchor.constraint(equalTo: guide.rightAnchor),
            child.topAnchor.constraint(equalTo: guide.bottomAnchor),
            child.widthAnchor.constraint(equalTo: guide.widthAnchor),
            child.heightAnchor.constraint(equalTo: guide.heightAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 10, y: 10, width: 50, height: 40))
        expectFrame(child, 60, 50, 50, 20)
    }

    @Test func removingAGuideDeactivatesItsConstraints() {
        let root = makeRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let c = guide.widthAnchor.constraint(equalToConstant: 10)
        activate([c])
        #expect(c.isActive)
        root.removeLayoutGuide(guide)
        #expect(!c.isActive)
        #expect(guide.owningView == nil)
        let diagnostics = LayoutDiagnostics.record { c.isActive = true }
        #expect(diagnostics.map(\.kind) == [.noCommonAncestor])
        #expect(!c.isActive)
    }
}

@Suite struct LayoutMarginsTests {
    @Test func defaultMarginsAreEightThroughTheGuide() {
        let root = makeRoot()
        let child = makeView("child", in: root)
        activate(pin(child, to: root.layoutMarginsGuide))
        root.layoutIfNeeded()
        expectFrame(child, 8, 8, 304, 464)
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 304, height: 464))
    }

    @Test func customMarginsMoveGuideAndMarginAttributesInPlace() {
        let root = makeRoot()
        let child = makeView("child", in: root)
        let other = makeView("other", in: root)
        activate(pin(child, to: root.layoutMarginsGuide) + [
            LayoutConstraint(item: other, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerXWithinMargins),
            LayoutConstraint(item: other, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerYWithinMargins),
            other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(other, 155, 235, 10, 10)
        root.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 10, right: 4)
        root.layoutIfNeeded()
        expectFrame(child, 16, 20, 300, 450)
        expectFrame(other, 161, 240, 10, 10)
    }

    @Test func directionalMarginsFollowTheLayoutDirection() {
        let root = makeRoot()
        let child = makeView("child", in: root)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        activate([
            LayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin),
            LayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin),
            LayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(root.layoutMargins == EdgeInsets(top: 0, left: 30, bottom: 0, right: 10))
        expectFrame(child, 30, 0, 280, 10)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(root.layoutMargins == EdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
        #expect(root.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10))
        expectFrame(child, 10, 0, 280, 10)
    }

    @Test func marginsPreservedFromTheSuperview() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let container = makeView("container", in: root)
        let child = makeView("child", in: container)
        container.preservesSuperviewLayoutMargins = true
        activate(place(container, in: root, 0, 0, 320, 100) + [
            LayoutConstraint(item: child, attribute: .left, relatedBy: .equal, toItem: container, attribute: .leftMargin),
            LayoutConstraint(item: child, attribute: .right, relatedBy: .equal, toItem: container, attribute: .rightMargin),
            LayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin),
            LayoutConstraint(item: child, attribute: .bottom, relatedBy: .equal, toItem: container, attribute: .bottomMargin),
        ])
        root.layoutIfNeeded()
        // Left, right and top reach into the root's margins (20); the bottom (at 100) does not.
        #expect(container.layoutMargins == EdgeInsets(top: 20, left: 20, bottom: 8, right: 20))
        expectFrame(child, 20, 20, 280, 72)
        container.preservesSuperviewLayoutMargins = false
        root.layoutIfNeeded()
        expectFrame(child, 8, 8, 304, 84)
    }
}

@Suite struct SafeAreaTests {
    @Test func notchAndHomeIndicatorInPortrait() {
        let root = makeRoot(width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let content = makeView("content", in: root)
        activate(pin(content, to: root.safeAreaLayoutGuide))
        root.layoutIfNeeded()
        expectFrame(content, 0, 47, 390, 763)
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        // The margins are measured from the safe area.
        #expect(root.layoutMargins == EdgeInsets(top: 55, left: 8, bottom: 42, right: 8))
    }

    @Test func landscapeInsetsOnTheSides() {
        let root = makeRoot(width: 844, height: 390)
        root.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        let content = makeView("content", in: root)
        activate(pin(content, to: root.safeAreaLayoutGuide, leading: .left, trailing: .right))
        root.layoutIfNeeded()
        expectFrame(content, 47, 0, 750, 369)
    }

    @Test func subviewsSeeTheOverlappingPartAndAreNotified() {
        let root = makeRoot(width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let header = SafeAreaCounter()
        header.name = "header"
        header.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(header)
        let footer = SafeAreaCounter()
        footer.name = "footer"
        footer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(footer)
        let title = makeView("title", in: header)
        let button = makeView("button", in: footer)
        activate(place(header, in: root, 0, 0, 390, 100) + place(footer, in: root, 0, 744, 390, 100)
            + pin(title, to: header.safeAreaLayoutGuide) + pin(button, to: footer.safeAreaLayoutGuide))
        root.layoutIfNeeded()
        #expect(header.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(footer.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        expectFrame(title, 0, 47, 390, 53)
        expectFrame(button, 0, 0, 390, 66)
        #expect(header.calls == 1)
        #expect(footer.calls == 1)
        // Rotate the "device": new root size and insets.
        root.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        root.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        root.layoutIfNeeded()
        #expect(header.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 0, right: 0))
        expectFrame(title, 47, 0, 343, 100)
        #expect(header.calls == 2)
    }

    /// A root narrower than its own safe-area insets: its guide is inverted (the insets moved
    /// in from each edge, not clamped), but a subview sees an empty safe area at the root's
    /// left inset and is unsafe all across, its guide zero wide there, never inverted. (A
    /// case the engine fuzz found with `--safe`, where the model read the inverted rectangle.)
    @Test func aRootNarrowerThanItsInsetsLeavesSubviewsAnEmptySafeArea() {
        let root = makeRoot(width: 1, height: 800)
        root.safeAreaInsets = EdgeInsets(top: 27, left: 1, bottom: 48, right: 4)
        let child = makeView("child", in: root)
        activate(place(child, in: root, -29.5, 757, 61, 86))
        root.layoutIfNeeded()
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 1, y: 27, width: -4, height: 725))
        // The root's safe rectangle, clamped: x 1 to 1, y 27 to 752.
        #expect(child.safeAreaInsets == EdgeInsets(top: 0, left: 30.5, bottom: 86, right: 30.5))
        let frame = child.safeAreaLayoutGuide.layoutFrame
        #expect(frame.origin == CGPoint(x: 30.5, y: 0) && frame.size == CGSize(width: 0, height: 0), "\(frame)")
    }

    /// A relayout after a constant change recomputes the views that moved and, below them,
    /// those whose superview's insets changed, even though their own frames did not.
    @Test func aMovedViewAndItsSubtreeFollowTheSafeAreaAfterAConstantChange() {
        let root = makeRoot(width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let header = SafeAreaCounter()
        header.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(header)
        let inner = SafeAreaCounter()
        inner.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(inner)
        let still = SafeAreaCounter()
        still.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(still)
        let title = makeView("title", in: inner)
        let placed = place(header, in: root, 0, 0, 390, 100)
        activate(placed + place(inner, in: header, 0, 0, 390, 100) + place(still, in: root, 0, 0, 390, 100)
            + pin(title, to: inner.safeAreaLayoutGuide))
        root.layoutIfNeeded()
        expectFrame(title, 0, 47, 390, 53)
        #expect(header.calls == 1 && inner.calls == 1 && still.calls == 1)
        placed[1].constant = 30  // header's top: now 17 points under the top inset
        root.layoutIfNeeded()
        expectFrame(inner, 0, 0, 390, 100)
        #expect(inner.safeAreaInsets == EdgeInsets(top: 17, left: 0, bottom: 0, right: 0))
        expectFrame(title, 0, 17, 390, 83)
        #expect(header.calls == 2 && inner.calls == 2 && still.calls == 1)
        placed[1].constant = 100  // out of the inset
        root.layoutIfNeeded()
        expectFrame(title, 0, 0, 390, 100)
        #expect(header.calls == 3 && inner.calls == 3 && still.calls == 1)
    }
}

@Suite struct RightToLeftTests {
    func build(_ root: View) -> (View, View, View) {
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let c = makeView("c", in: root)
        activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 20),
            b.widthAnchor.constraint(equalToConstant: 50),
            LayoutConstraint(item: c, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin),
            c.widthAnchor.constraint(equalToConstant: 30),
        ] + [a, b, c].flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)] })
        return (a, b, c)
    }

    @Test func theSameLayoutMirrored() {
        let ltr = makeRoot()
        let (a1, b1, c1) = build(ltr)
        ltr.layoutIfNeeded()
        expectFrame(a1, 10, 0, 100, 10)
        expectFrame(b1, 130, 0, 50, 10)
        expectFrame(c1, 282, 0, 30, 10)

        let rtl = makeRoot()
        rtl.semanticContentAttribute = .forceRightToLeft
        let (a2, b2, c2) = build(rtl)
        rtl.layoutIfNeeded()
        #expect(b2.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        for (l, r) in [(a1, a2), (b1, b2), (c1, c2)] {
            expectFrame(r, 320 - l.frame.maxX, l.frame.minY, l.frame.width, l.frame.height)
        }
        expectFrame(a2, 210, 0, 100, 10)
        expectFrame(b2, 140, 0, 50, 10)
        expectFrame(c2, 8, 0, 30, 10)

        // Flipping back reinstalls the constraints.
        rtl.semanticContentAttribute = .unspecified
        rtl.layoutIfNeeded()
        expectFrame(a2, 10, 0, 100, 10)
        expectFrame(b2, 130, 0, 50, 10)
    }

    @Test func aDescendantCanForceItsOwnDirection() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let bar = makeView("bar", in: root)
        let player = makeView("player", in: bar)
        player.semanticContentAttribute = .playback
        #expect(bar.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(player.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(makeRoot().effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
}

extension SafeAreaTests {
    /// A constraint installed between two layout passes reads the safe area of that moment;
    /// if the safe area goes back before the next pass (which compares with its own previous
    /// values only), the pass still checks the constraint's constant.
    @Test func safeAreaChangedAndRestoredBetweenPasses() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.name = "root"
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        LayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        root.safeAreaInsets = EdgeInsets(top: 0, left: 4, bottom: 0, right: 5)
        let guide = root.safeAreaLayoutGuide
        LayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: guide.leftAnchor),
            child.rightAnchor.constraint(equalTo: guide.rightAnchor),
        ])
        root.safeAreaInsets = .zero
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 300, height: 10))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 200))
    }
}
