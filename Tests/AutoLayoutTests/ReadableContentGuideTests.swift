import Testing
@testable import AutoLayout

/// `readableContentGuide`: the layout margins narrowed to the readable width, centered.
@Suite struct ReadableContentGuideTests {
    /// A label pinned to the root's readable guide, so that the guide's frame shows in a view.
    private func pinned(rootWidth: Double, height: Double = 300) -> (root: View, text: View) {
        let root = makeRoot(width: rootWidth, height: height)
        let text = makeView("text", in: root)
        let guide = root.readableContentGuide
        activate([
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor),
            text.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        return (root, text)
    }

    /// On a phone-sized view the readable guide is the margins guide (8 points each side).
    @Test func narrowViewGivesTheMargins() {
        let (root, text) = pinned(rootWidth: 375)
        expectFrame(text, 8, 8, 359, 284)
        #expect(root.readableContentGuide.layoutFrame == CGRect(x: 8, y: 8, width: 359, height: 284))
    }

    /// On a wide view it is a column of the readable width, centered between the margins.
    @Test func wideViewGivesACenteredColumn() {
        let (root, text) = pinned(rootWidth: 1024)
        // The margins are 1008 wide from x = 8: (1008 - 672) / 2 = 168 on each side.
        expectFrame(text, 176, 8, 672, 284)
        #expect(root.readableContentGuide.layoutFrame.width == View.readableContentWidth)
    }

    /// The guide follows the view's size and margins when they change.
    @Test func followsResizesAndMargins() {
        let (root, text) = pinned(rootWidth: 375)
        root.frame = CGRect(x: 0, y: 0, width: 1000, height: 300)
        root.layoutIfNeeded()
        expectFrame(text, 164, 8, 672, 284)
        root.layoutMargins = EdgeInsets(top: 20, left: 300, bottom: 10, right: 100)
        root.layoutIfNeeded()
        // The margins leave 600 points, under the readable width: the guide is all of it.
        expectFrame(text, 300, 20, 600, 270)
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        root.layoutIfNeeded()
        // Margins wider than the view: the guide follows them, as the margins guide does.
        #expect(text.frame.origin == CGPoint(x: 300, y: 20) && text.frame.size == CGSize(width: -80, height: 270))
    }

    /// Right to left, the column is centered all the same and leading is its right edge.
    @Test func rightToLeftMirrors() {
        let root = makeRoot(width: 1024, height: 200)
        root.semanticContentAttribute = .forceRightToLeft
        let badge = makeView("badge", in: root)
        let guide = root.readableContentGuide
        activate([
            badge.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            badge.topAnchor.constraint(equalTo: guide.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        // The column spans 176...848; its leading edge is on the right.
        expectFrame(badge, 808, 8, 40, 20)
    }

    /// Made once, listed among the view's guides, and placed by named constraints on the view.
    @Test func oneGuideWithItsConstraints() {
        let root = makeRoot(width: 500)
        let guide = root.readableContentGuide
        #expect(root.readableContentGuide === guide)
        #expect(root.layoutGuides.count == 1 && root.layoutGuides[0] === guide)
        #expect(guide.owningView === root)
        #expect(guide.identifier == "UIViewReadableContentGuide")
        let names = root.constraints.compactMap(\.identifier).filter { $0.hasPrefix("UIView-readableContentGuide-") }
        #expect(names.sorted() == [
            "UIView-readableContentGuide-bottom", "UIView-readableContentGuide-centerX", "UIView-readableContentGuide-leading",
            "UIView-readableContentGuide-readableWidth", "UIView-readableContentGuide-top", "UIView-readableContentGuide-trailing",
            "UIView-readableContentGuide-width",
        ])
        let allActive = root.constraints.allSatisfy { $0.isActive }
        #expect(allActive)
    }

    /// The guide stays with its view, as the margins guide does: another view cannot take it
    /// and it cannot be removed; the constraints on it stay active.
    @Test func theGuideStaysWithItsView() {
        let (root, text) = pinned(rootWidth: 1024)
        let other = makeView("other", in: root)
        let guide = root.readableContentGuide
        let diagnostics = LayoutDiagnostics.record {
            other.addLayoutGuide(guide)
            root.removeLayoutGuide(guide)
        }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchy, .invalidHierarchy])
        #expect(diagnostics.first?.message
            == "LayoutGuide:UIViewReadableContentGuide is the guide View:root defines for itself and cannot be added to View:other; nothing changed")
        #expect(guide.owningView === root && root.readableContentGuide === guide && other.layoutGuides.isEmpty)
        #expect(root.constraints.filter { $0.isActive }.count == 7 + 4)
        root.layoutIfNeeded()
        expectFrame(text, 176, 8, 672, 284)
    }

    /// The view, its guide and the guide's constraints go together.
    @Test func freedWithItsView() {
        weak var weakRoot: View?
        weak var weakGuide: LayoutGuide?
        do {
            let (root, _) = pinned(rootWidth: 800)
            weakRoot = root
            weakGuide = root.readableContentGuide
        }
        #expect(weakRoot == nil)
        #expect(weakGuide == nil)
    }
}

/// Moving or removing a guide deactivates the constraints on it, and says so, as moving a
/// view does; a view's own margins and safe-area guides stay with it.
@Suite struct LayoutGuideMoveDiagnosticsTests {
    @Test func movingAGuideNamesTheConstraintsItDeactivates() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let guide = LayoutGuide()
        guide.identifier = "g"
        a.addLayoutGuide(guide)
        let onGuide = [
            guide.leftAnchor.constraint(equalTo: a.leftAnchor, constant: 5), guide.topAnchor.constraint(equalTo: a.topAnchor),
            guide.widthAnchor.constraint(equalToConstant: 10), guide.heightAnchor.constraint(equalToConstant: 10),
        ]
        activate(onGuide + place(a, in: root, 0, 0, 100, 100) + place(b, in: root, 0, 100, 100, 100))
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 5, y: 0, width: 10, height: 10))
        let moved = LayoutDiagnostics.record { b.addLayoutGuide(guide) }
        #expect(moved.map(\.kind) == [.constraintsRemovedWithView])
        #expect(moved.first?.message.hasPrefix("LayoutGuide:g was moved to View:b; these constraints on it were deactivated:\n") == true)
        #expect(moved.first?.constraints.count == 4 && moved.first?.constraints.allSatisfy { c in onGuide.contains { $0 === c } } == true)
        #expect(onGuide.allSatisfy { !$0.isActive })
        #expect(guide.owningView === b && b.layoutGuides.count == 1 && a.layoutGuides.isEmpty)
        // Nothing on it any more: removing it again is quiet.
        let removed = LayoutDiagnostics.record { b.removeLayoutGuide(guide) }
        #expect(removed.isEmpty)
        #expect(guide.owningView == nil)
    }

    @Test func aViewsOwnGuidesStayWithIt() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let margins = a.layoutMarginsGuide, safeArea = a.safeAreaLayoutGuide
        let diagnostics = LayoutDiagnostics.record {
            b.addLayoutGuide(margins)
            a.removeLayoutGuide(safeArea)
            a.addLayoutGuide(margins)  // its own: nothing to do, nothing to say
        }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchy, .invalidHierarchy])
        #expect(diagnostics.map(\.message) == [
            "LayoutGuide:UIViewLayoutMarginsGuide is the guide View:a defines for itself and cannot be added to View:b; nothing changed",
            "LayoutGuide:UIViewSafeAreaLayoutGuide is the guide View:a defines for itself and cannot be removed from it; nothing changed",
        ])
        #expect(margins.owningView === a && safeArea.owningView === a)
        #expect(b.layoutGuides.isEmpty)
    }
}
