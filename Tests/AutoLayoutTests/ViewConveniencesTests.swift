import Testing
@testable import AutoLayout

/// Records the hierarchy hooks UIKit calls, in order, into a shared log.
final class HookRecordingView: View {
    let log: HookLog
    init(_ name: String, log: HookLog) {
        self.log = log
        super.init(frame: .zero)
        self.name = name
    }
    var onWillMove: ((View?) -> Void)?

    override func willMove(toSuperview newSuperview: View?) {
        log.events.append("\(name!).willMove(\(newSuperview?.name ?? "nil"))")
        onWillMove?(newSuperview)
    }
    override func didMoveToSuperview() {
        log.events.append("\(name!).didMove(\(superview?.name ?? "nil"))")
    }
    override func didAddSubview(_ subview: View) {
        log.events.append("\(name!).didAdd(\(subview.name!))")
    }
    override func willRemoveSubview(_ subview: View) {
        log.events.append("\(name!).willRemove(\(subview.name!))")
    }
}

final class HookLog {
    var events: [String] = []
}

@Suite("View hierarchy hooks") struct HierarchyHookTests {
    @Test func addingMovingAndRemovingCallTheHooksInUIKitsOrder() {
        let log = HookLog()
        let a = HookRecordingView("a", log: log), b = HookRecordingView("b", log: log)
        let child = HookRecordingView("child", log: log)
        a.addSubview(child)
        #expect(log.events == ["child.willMove(a)", "child.didMove(a)", "a.didAdd(child)"])
        log.events = []
        b.insertSubview(child, at: 0)
        #expect(log.events == ["child.willMove(b)", "a.willRemove(child)", "child.didMove(b)", "b.didAdd(child)"])
        #expect(a.subviews.isEmpty && b.subviews.count == 1 && child.superview === b)
        log.events = []
        child.removeFromSuperview()
        #expect(log.events == ["child.willMove(nil)", "b.willRemove(child)", "child.didMove(nil)"])
        #expect(child.superview == nil && b.subviews.isEmpty)
    }

    /// A subview that outlives its freed superview is told it left, as UIKit removes the
    /// subviews of a view it frees; the subviews freed with it are not.
    @Test func aSubviewThatOutlivesItsFreedSuperviewIsToldItLeft() {
        let log = HookLog()
        var kept: HookRecordingView?
        do {
            let root = HookRecordingView("root", log: log)
            let survivor = HookRecordingView("survivor", log: log), doomed = HookRecordingView("doomed", log: log)
            root.addSubview(survivor)
            root.addSubview(doomed)
            survivor.addSubview(HookRecordingView("inner", log: log))
            kept = survivor
            log.events = []
        }
        #expect(log.events == ["survivor.willMove(nil)", "survivor.didMove(nil)"])
        #expect(kept?.superview == nil && kept?.subviews.map(\.name) == ["inner"])
    }

    @Test func reorderingAmongTheSameSubviewsCallsNoHook() {
        let log = HookLog()
        let parent = HookRecordingView("p", log: log)
        let x = HookRecordingView("x", log: log), y = HookRecordingView("y", log: log)
        parent.addSubview(x)
        parent.addSubview(y)
        log.events = []
        parent.addSubview(x)
        parent.bringSubviewToFront(y)
        parent.sendSubviewToBack(y)
        #expect(log.events.isEmpty)
        #expect(parent.subviews.map(\.name) == ["y", "x"])
        // Removing a view without a superview calls nothing either.
        let loose = HookRecordingView("loose", log: log)
        loose.removeFromSuperview()
        #expect(log.events.isEmpty)
    }

    @Test func aHookThatRemovesTheViewFirstStillEndsWithTheViewAdded() {
        let log = HookLog()
        let a = View(), b = View()
        a.name = "a"
        b.name = "b"
        let child = HookRecordingView("child", log: log)
        a.addSubview(child)
        child.onWillMove = { [unowned child] target in
            if target != nil { child.removeFromSuperview() }
        }
        b.addSubview(child)
        #expect(child.superview === b)
        #expect(a.subviews.isEmpty && b.subviews.count == 1)
    }

    @Test func aHookThatMakesTheNewSuperviewADescendantIsRefusedWithADiagnostic() {
        let log = HookLog()
        let parent = View()
        parent.name = "parent"
        let child = HookRecordingView("child", log: log)
        child.onWillMove = { [unowned child] target in
            if let target { child.addSubview(target) }
        }
        let diagnostics = LayoutDiagnostics.record { parent.addSubview(child) }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchy])
        #expect(diagnostics.first?.message == "cannot add HookRecordingView:child to View:parent: a view cannot be its own descendant")
        #expect(parent.superview === child && child.superview == nil)
        #expect(child.subviews.count == 1 && parent.subviews.isEmpty)
    }

    @Test func didMoveToSuperviewSeesTheOldConstraintsAlreadyGoneAndCanMakeNewOnes() {
        final class EdgesView: View {
            override func didMoveToSuperview() {
                guard let superview else { return }
                translatesAutoresizingMaskIntoConstraints = false
                LayoutConstraint.activate([
                    leftAnchor.constraint(equalTo: superview.leftAnchor, constant: 10),
                    rightAnchor.constraint(equalTo: superview.rightAnchor, constant: -10),
                    topAnchor.constraint(equalTo: superview.topAnchor, constant: 10),
                    bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -10),
                ])
            }
        }
        let first = makeRoot(width: 200, height: 100), second = makeRoot(width: 300, height: 300)
        let view = EdgesView()
        first.addSubview(view)
        first.layoutIfNeeded()
        expectFrame(view, 10, 10, 180, 80)
        let diagnostics = LayoutDiagnostics.record { second.addSubview(view) }
        #expect(diagnostics.map(\.kind) == [.constraintsRemovedWithView])
        second.layoutIfNeeded()
        expectFrame(view, 10, 10, 280, 280)
        #expect(first.constraints.isEmpty)
        #expect(second.constraints.count == 4)
    }
}

@Suite("View drawing order, tags and sizing") struct SubviewOrderTests {
    func family() -> (View, [View]) {
        let parent = View()
        let views = ["a", "b", "c"].map { name -> View in
            let view = View()
            view.name = name
            parent.addSubview(view)
            return view
        }
        return (parent, views)
    }

    @Test func bringToFrontAndSendToBack() {
        let (parent, v) = family()
        parent.bringSubviewToFront(v[0])
        #expect(parent.subviews.map(\.name) == ["b", "c", "a"])
        parent.sendSubviewToBack(v[2])
        #expect(parent.subviews.map(\.name) == ["c", "b", "a"])
        // Not a subview: nothing changes, and the stranger stays where it is.
        let stranger = View()
        parent.bringSubviewToFront(stranger)
        parent.sendSubviewToBack(stranger)
        #expect(parent.subviews.map(\.name) == ["c", "b", "a"] && stranger.superview == nil)
    }

    @Test func insertAboveAndBelowASibling() {
        let (parent, v) = family()
        let d = View(), e = View()
        d.name = "d"
        e.name = "e"
        parent.insertSubview(d, aboveSubview: v[0])
        #expect(parent.subviews.map(\.name) == ["a", "d", "b", "c"])
        parent.insertSubview(e, belowSubview: v[0])
        #expect(parent.subviews.map(\.name) == ["e", "a", "d", "b", "c"])
        // Moving an existing subview: counted without it.
        parent.insertSubview(v[2], belowSubview: v[0])
        #expect(parent.subviews.map(\.name) == ["e", "c", "a", "d", "b"])
        parent.insertSubview(v[2], aboveSubview: v[1])
        #expect(parent.subviews.map(\.name) == ["e", "a", "d", "b", "c"])
        parent.insertSubview(e, aboveSubview: v[1])
        #expect(parent.subviews.map(\.name) == ["a", "d", "b", "e", "c"])
        // A sibling that is not a subview: in front, or behind, of all of them.
        let f = View(), g = View()
        f.name = "f"
        g.name = "g"
        parent.insertSubview(f, aboveSubview: View())
        parent.insertSubview(g, belowSubview: View())
        #expect(parent.subviews.map(\.name) == ["g", "a", "d", "b", "e", "c", "f"])
        #expect(f.superview === parent && g.superview === parent)
    }

    @Test func exchangeSubviews() {
        let (parent, _) = family()
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews.map(\.name) == ["c", "b", "a"])
        parent.name = "parent"
        let diagnostics = LayoutDiagnostics.record { parent.exchangeSubview(at: 1, withSubviewAt: 3) }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchy])
        #expect(diagnostics.first?.message == "cannot exchange the subviews at 1 and 3 of View:parent: it has 3 subviews")
        #expect(parent.subviews.map(\.name) == ["c", "b", "a"])
    }

    @Test func viewWithTagSearchesTheViewThenEachSubtreeDepthFirst() {
        let (parent, v) = family()
        let inner = View()
        inner.name = "inner"
        v[0].addSubview(inner)
        inner.tag = 7
        v[1].tag = 7
        v[2].tag = 9
        #expect(parent.viewWithTag(7) === inner)
        #expect(parent.viewWithTag(9) === v[2])
        #expect(parent.viewWithTag(0) === parent)
        #expect(parent.viewWithTag(4) == nil)
        #expect(v[1].viewWithTag(7) === v[1])
        // A deep tree does not exhaust the call stack.
        var deepest = parent
        for _ in 0..<3_000 {
            let next = View()
            deepest.addSubview(next)
            deepest = next
        }
        deepest.tag = 42
        #expect(parent.viewWithTag(42) === deepest)
    }

    @Test func sizeToFitKeepsTheOriginAndTakesSizeThatFits() {
        let view = View(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        #expect(view.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 70, height: 80))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 5, y: 6, width: 70, height: 80))

        let image = ImageView(imageSize: CGSize(width: 40, height: 30))
        image.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        #expect(image.sizeThatFits(.zero) == CGSize(width: 40, height: 30))
        image.sizeToFit()
        #expect(image.frame == CGRect(x: 10, y: 20, width: 40, height: 30))

        let label = Label()
        label.text = "Hello"
        label.frame = CGRect(x: 3, y: 4, width: 500, height: 500)
        let textSize = label.intrinsicContentSize
        // 5 characters of 8.5 (42.5) by one line of 20.4, each rounded up to a whole point.
        #expect(textSize == CGSize(width: 43, height: 21))
        label.sizeToFit()
        #expect(label.frame == CGRect(origin: CGPoint(x: 3, y: 4), size: textSize))
    }

    @Test func hiddenAndTransparentViewsStillTakePartInLayout() {
        let root = makeRoot(width: 100, height: 100)
        let view = makeView("hidden", in: root)
        view.isHidden = true
        view.alpha = 0
        activate(place(view, in: root, 10, 20, 30, 40))
        root.layoutIfNeeded()
        expectFrame(view, 10, 20, 30, 40)
        #expect(View().isHidden == false && View().alpha == 1 && View().tag == 0)
    }
}

@Suite("View coordinate conversion") struct CoordinateConversionTests {
    /// root (at 0, 0) > container (10, 20, scrolled by 0, 5) > child (3, 4); root > other (100, 50).
    func tree() -> (root: View, container: View, child: View, other: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = View(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        container.bounds.origin = CGPoint(x: 0, y: 5)
        let child = View(frame: CGRect(x: 3, y: 4, width: 50, height: 60))
        let other = View(frame: CGRect(x: 100, y: 50, width: 10, height: 10))
        root.addSubview(container)
        container.addSubview(child)
        root.addSubview(other)
        return (root, container, child, other)
    }

    @Test func pointsMoveByFramesLessBoundsOrigins() {
        let (root, container, child, other) = tree()
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 13, y: 19))
        #expect(child.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 14, y: 21))
        #expect(child.convert(CGPoint.zero, to: container) == CGPoint(x: 3, y: 4))
        #expect(container.convert(CGPoint(x: 3, y: 4), to: child) == .zero)
        #expect(root.convert(CGPoint(x: 13, y: 19), to: child) == .zero)
        #expect(child.convert(CGPoint(x: 2, y: 2), to: other) == CGPoint(x: -85, y: -29))
        #expect(child.convert(CGPoint(x: -85, y: -29), from: other) == CGPoint(x: 2, y: 2))
        #expect(child.convert(CGPoint(x: 14, y: 21), from: nil) == CGPoint(x: 1, y: 2))
        #expect(child.convert(CGPoint(x: 7, y: 8), to: child) == CGPoint(x: 7, y: 8))
    }

    @Test func rectanglesMoveAndKeepTheirSize() {
        let (root, _, child, _) = tree()
        #expect(child.convert(child.bounds, to: root) == CGRect(x: 13, y: 19, width: 50, height: 60))
        #expect(root.convert(CGRect(x: 13, y: 19, width: 5, height: 6), to: child) == CGRect(x: 0, y: 0, width: 5, height: 6))
        #expect(child.convert(CGRect(x: 13, y: 19, width: 5, height: 6), from: root) == CGRect(x: 0, y: 0, width: 5, height: 6))
    }

    @Test func nilIsTheRootsOwnSpaceAndOtherTreesGoThroughTheRootsFrames() {
        let rootA = View(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        let rootB = View(frame: CGRect(x: 0, y: 50, width: 50, height: 50))
        let a = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        rootA.addSubview(a)
        // nil: the root's bounds, wherever the root's frame is.
        #expect(a.convert(CGPoint.zero, to: nil) == CGPoint(x: 5, y: 5))
        #expect(rootA.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 1, y: 1))
        // Another tree: as two windows through the screen.
        #expect(a.convert(CGPoint.zero, to: rootB) == CGPoint(x: 105, y: -45))
        #expect(rootB.convert(CGPoint(x: 105, y: -45), to: a) == .zero)
    }

    @Test func convertingUsesTheFramesTheEngineSolved() {
        let root = makeRoot(width: 300, height: 300)
        let box = makeView("box", in: root)
        let inner = makeView("inner", in: box)
        activate(place(box, in: root, 40, 50, 100, 100) + place(inner, in: box, 7, 8, 10, 10))
        root.layoutIfNeeded()
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 48, y: 59))
    }
}

@Suite("System spacing anchors") struct SystemSpacingTests {
    @Test func horizontalSpacingAfterIsEightPointsTimesTheMultiplier() {
        let root = makeRoot(width: 300, height: 300)
        let first = makeView("first", in: root), second = makeView("second", in: root)
        let spacing = second.leftAnchor.constraint(equalToSystemSpacingAfter: first.rightAnchor, multiplier: 2)
        #expect(spacing.constant == 16 && spacing.relation == .equal && spacing.multiplier == 1)
        #expect(spacing.secondItem === first && spacing.secondAttribute == .right && spacing.firstAttribute == .left)
        activate(place(first, in: root, 10, 0, 50, 20) + [
            spacing,
            second.topAnchor.constraint(equalTo: root.topAnchor),
            second.widthAnchor.constraint(equalToConstant: 20),
            second.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        expectFrame(second, 76, 0, 20, 20)
        #expect(View.systemSpacing == 8)
    }

    @Test func inequalitiesAndTheVerticalAxis() {
        let a = View(), b = View()
        let atLeast = a.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 1)
        let atMost = a.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: b.trailingAnchor, multiplier: 0.5)
        #expect(atLeast.relation == .greaterThanOrEqual && atLeast.constant == 8)
        #expect(atMost.relation == .lessThanOrEqual && atMost.constant == 4)
        let below = a.topAnchor.constraint(equalToSystemSpacingBelow: b.bottomAnchor, multiplier: 1)
        let belowAtLeast = a.firstBaselineAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: b.lastBaselineAnchor, multiplier: 3)
        let belowAtMost = a.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: b.bottomAnchor, multiplier: 1.5)
        #expect(below.relation == .equal && below.constant == 8 && below.secondAttribute == .bottom)
        #expect(belowAtLeast.relation == .greaterThanOrEqual && belowAtLeast.constant == 24)
        #expect(belowAtLeast.firstAttribute == .firstBaseline && belowAtLeast.secondAttribute == .lastBaseline)
        #expect(belowAtMost.relation == .lessThanOrEqual && belowAtMost.constant == 12)
    }
}
