import Foundation
import Testing
@testable import AutoLayout

// A third crash hunt: overrides that free the view a constraint is evaluated in while the
// engine builds its expression, hooks of the environment pass and of baseline invalidation
// that move views between trees, distances whose origins go away, stacks and scroll views
// changed from their own layout, two trees laid out inside each other.

/// A view whose overridable members run closures (set per test).
final class TrapView: View {
    var onAlignment: ((TrapView) -> Void)?
    var onBaseline: ((TrapView) -> Void)?
    var onFirstBaselineView: ((TrapView) -> View)?
    var onSafeArea: ((TrapView) -> Void)?
    var onMargins: ((TrapView) -> Void)?
    var onTraits: ((TrapView) -> Void)?
    var onLayout: ((TrapView) -> Void)?
    var onUpdate: ((TrapView) -> Void)?
    var onIntrinsic: ((TrapView) -> Void)?
    var onDidMove: ((TrapView) -> Void)?
    var fixedInsets = EdgeInsets.zero
    var fixedSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    var baseline: CGFloat? = nil

    init(_ name: String) {
        super.init(frame: .zero)
        self.name = name
        translatesAutoresizingMaskIntoConstraints = false
    }

    // Each getter copies what it returns before running its closure: the closure may free
    // the view (nothing else holding it), and `self` is not read after it.
    override var alignmentRectInsets: EdgeInsets {
        let insets = fixedInsets
        onAlignment?(self)
        return insets
    }
    override var firstBaselineOffsetFromTop: CGFloat? {
        let value = baseline
        onBaseline?(self)
        return value
    }
    override var forFirstBaselineLayout: View { onFirstBaselineView?(self) ?? self }
    override var intrinsicContentSize: CGSize {
        let size = fixedSize
        onIntrinsic?(self)
        return size
    }
    override func safeAreaInsetsDidChange() { onSafeArea?(self) }
    override func layoutMarginsDidChange() { onMargins?(self) }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) { onTraits?(self) }
    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?(self)
    }
    override func updateConstraints() {
        onUpdate?(self)
        super.updateConstraints()
    }
    override func didMoveToSuperview() { onDidMove?(self) }
}

@Suite struct CrashHuntThreeAncestorTests {
    /// `root > holder > (a, b)`, only the tree holding holder, a and b; `a.left == b.left + 3`
    /// made, not active. `a`'s alignment insets getter runs `body` once.
    static func heldByTreeOnly(_ root: View, body: @escaping (TrapView, View) -> Void)
        -> (c: LayoutConstraint, holder: () -> View?, a: () -> View?)
    {
        weak var weakHolder: View?
        weak var weakA: View?
        let c: LayoutConstraint
        do {
            let holder = TrapView("holder")
            root.addSubview(holder)
            activate(place(holder, in: root, 5, 6, 100, 100))
            let a = TrapView("a")
            a.fixedInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            holder.addSubview(a)
            let b = makeView("b", in: holder)
            // Nothing reads a's insets before the constraint made below.
            activate([b.topAnchor.constraint(equalTo: holder.topAnchor), b.leftAnchor.constraint(equalTo: holder.leftAnchor, constant: 10)])
            a.onAlignment = { me in
                me.onAlignment = nil
                body(me, root)
            }
            c = a.leftAnchor.constraint(equalTo: b.leftAnchor, constant: 3)
            weakHolder = holder
            weakA = a
        }
        return (c, { weakHolder }, { weakA })
    }

    /// The first item's alignment insets getter takes the common ancestor out of the root:
    /// nothing else holds it, so it, the view being read and its sibling are freed while the
    /// expression is being built.
    @Test func alignmentGetterFreesTheCommonAncestor() {
        let root = makeRoot()
        let (c, holder, a) = Self.heldByTreeOnly(root) { _, root in root.subviews.first?.removeFromSuperview() }
        let d = LayoutDiagnostics.record {
            c.isActive = true
            root.layoutIfNeeded()
        }
        #expect(holder() == nil)
        #expect(a() == nil)
        #expect(c.isActive == false)
        #expect(c.firstItem == nil && c.secondItem == nil)
        // The holder's four constraints on the root.
        #expect(d.map(\.kind) == [.constraintsRemovedWithView])
        #expect(root.subviews.isEmpty)
        #expect(root.engineStorage?.placedViews.count ?? 0 <= 1)
        // The root's size only.
        #expect(root.engineStorage?.installedStorage.count == 2)
        let fresh = makeView("fresh", in: root)
        activate(place(fresh, in: root, 7, 8, 9, 10))
        root.layoutIfNeeded()
        expectFrame(fresh, 7, 8, 9, 10)
    }

    /// The same getter moves the common ancestor into another tree (it survives there): the
    /// constraint goes with it and is installed there, once.
    @Test func alignmentGetterMovesTheCommonAncestorToAnotherTree() {
        let root = makeRoot()
        let other = makeRoot(width: 200, height: 200)
        other.name = "other"
        other.layoutIfNeeded()
        let (c, holder, a) = Self.heldByTreeOnly(root) { _, root in
            if let holder = root.subviews.first { other.addSubview(holder) }
        }
        let d = LayoutDiagnostics.record {
            c.isActive = true
            root.layoutIfNeeded()
            other.layoutIfNeeded()
        }
        #expect(holder()?.superview === other)
        #expect(d.map(\.kind) == [.constraintsRemovedWithView])
        #expect(c.isActive)
        #expect(c.solverConstraint != nil)
        #expect(other.engineStorage?.installedStorage.filter { $0 === c }.count == 1)
        #expect(root.engineStorage?.installedStorage.contains { $0 === c } != true)
        // holder lost its place (its constraints on the root): at 0, 0, its size free.
        // a.left (alignment rect, inset 2) == b.left + 3 = 13: a's frame x is 11.
        if let a = a() { #expect(abs(a.frame.minX - 11) < 1e-9, "\(a.frame)") }
        #expect(root.subviews.isEmpty)
    }

    /// A label's text measurer (user code, asked for its baseline) frees the
    /// common ancestor while the expression is built.
    @Test func textMeasurerFreesTheCommonAncestor() {
        let root = makeRoot()
        weak var weakHolder: View?
        weak var weakLabel: Label?
        let c: LayoutConstraint
        let measurer = MeddlingMeasurer()
        do {
            let holder = makeView("holder", in: root)
            activate(place(holder, in: root, 5, 6, 100, 100))
            let label = Label()
            label.name = "label"
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = "hi"
            holder.addSubview(label)
            let b = makeView("b", in: holder)
            activate([label.leftAnchor.constraint(equalTo: holder.leftAnchor), label.topAnchor.constraint(equalTo: holder.topAnchor),
                      b.leftAnchor.constraint(equalTo: holder.leftAnchor), b.heightAnchor.constraint(equalToConstant: 4)])
            root.layoutIfNeeded()
            label.textMeasurer = measurer
            c = b.topAnchor.constraint(equalTo: label.firstBaselineAnchor)
            weakHolder = holder
            weakLabel = label
        }
        measurer.body = { root.subviews.first?.removeFromSuperview() }
        let d = LayoutDiagnostics.record {
            c.isActive = true
            root.layoutIfNeeded()
        }
        #expect(weakHolder == nil)
        #expect(weakLabel == nil)
        #expect(c.isActive == false)
        #expect(d.map(\.kind) == [.constraintsRemovedWithView])
        #expect(root.subviews.isEmpty)
        #expect(root.engineStorage?.installedStorage.count == 2)
    }
}

/// A monospaced measurer (as the default: 0.6 em wide, 1.2 em lines, 0.8 em ascender) that runs
/// a closure once when asked for the ascender.
final class MeddlingMeasurer: TextMeasurer, @unchecked Sendable {
    var body: (() -> Void)?
    func width(of text: Substring, fontSize: CGFloat) -> CGFloat { CGFloat(text.count) * fontSize * 0.6 }
    func lineHeight(fontSize: CGFloat) -> CGFloat { fontSize * 1.2 }
    func ascender(fontSize: CGFloat) -> CGFloat {
        let run = body
        body = nil
        run?()
        return fontSize * 0.8
    }
}

@Suite struct CrashHuntThreeEnvironmentTests {
    /// `root` (safe area top 20) > (first, second > inner): first and second at the top, so
    /// both see the inset change; inner held 5 below second's safe area top. Another tree
    /// `other`, laid out (it has an engine).
    static func environmentTrees() -> (root: View, other: View, first: TrapView, second: View, inner: View) {
        let root = makeRoot()
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let other = makeRoot(width: 200, height: 200)
        other.name = "other"
        let resident = makeView("resident", in: other)
        activate(place(resident, in: other, 1, 1, 1, 1))
        other.layoutIfNeeded()
        let first = TrapView("first")
        root.addSubview(first)
        activate(place(first, in: root, 0, 0, 100, 100))
        let second = makeView("second", in: root)
        activate(place(second, in: root, 0, 0, 50, 50))
        let inner = makeView("inner", in: second)
        activate([inner.topAnchor.constraint(equalTo: second.safeAreaLayoutGuide.topAnchor, constant: 5),
                  inner.leftAnchor.constraint(equalTo: second.leftAnchor),
                  inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10)])
        return (root, other, first, second, inner)
    }

    /// safeAreaInsetsDidChange of the first subview moves its sibling (still to be visited by
    /// the pass) into another tree that has an engine: the pass must not refresh the moved
    /// view's constraints in the old tree's engine.
    @Test func safeAreaHookMovesASiblingIntoAnotherTree() {
        let (root, other, first, second, inner) = Self.environmentTrees()
        first.onSafeArea = { me in
            me.onSafeArea = nil
            other.addSubview(second)
        }
        let d = LayoutDiagnostics.record {
            root.layoutIfNeeded()
            other.layoutIfNeeded()
        }
        #expect(second.superview === other)
        #expect(d.map(\.kind) == [.constraintsRemovedWithView], "\(d.map(\.textWithoutAddresses))")
        // second lost its place (its position on the root): at 0, 0 in `other`, 50 x 50.
        expectFrame(second, 0, 0, 50, 50)
        expectFrame(inner, 0, 5, 10, 10)
        expectFrame(first, 0, 0, 100, 100)
        #expect(first.safeAreaInsets.top == 20)
        for constraint in other.engineStorage?.installedStorage ?? [] { #expect(constraint.engine === other.engineStorage) }
        for constraint in root.engineStorage?.installedStorage ?? [] { #expect(constraint.engine === root.engineStorage) }
        #expect(root.engineStorage?.brokenStorage.isEmpty == true)
        #expect(other.engineStorage?.brokenStorage.isEmpty == true)
        // Both trees go on working.
        other.safeAreaInsets = EdgeInsets(top: 7, left: 0, bottom: 0, right: 0)
        other.layoutIfNeeded()
        expectFrame(inner, 0, 12, 10, 10)
    }

    /// The same hook also changes the other tree's safe area before its pass: the old tree's
    /// pass, reaching the moved view, must not refresh (in its own solver) the constraint that
    /// now reads the new insets in the other tree's.
    @Test func safeAreaHookMovesASiblingAndChangesTheOtherTreesInsets() {
        let (root, other, first, second, inner) = Self.environmentTrees()
        first.onSafeArea = { me in
            me.onSafeArea = nil
            other.addSubview(second)
            other.safeAreaInsets = EdgeInsets(top: 7, left: 0, bottom: 0, right: 0)
        }
        let d = LayoutDiagnostics.record {
            root.layoutIfNeeded()
            other.layoutIfNeeded()
        }
        #expect(second.superview === other)
        #expect(d.map(\.kind) == [.constraintsRemovedWithView], "\(d.map(\.textWithoutAddresses))")
        expectFrame(second, 0, 0, 50, 50)
        expectFrame(inner, 0, 12, 10, 10)
        #expect(root.engineStorage?.brokenStorage.isEmpty == true)
        #expect(other.engineStorage?.brokenStorage.isEmpty == true)
        for constraint in second.constraints + inner.constraints where constraint.isActive {
            #expect(constraint.engine === other.engineStorage)
            #expect(constraint.solverConstraint != nil)
        }
        // The constraint leaves cleanly: inner is free again (at 0, 0) in the other tree.
        LayoutConstraint.deactivate(second.constraints.filter { $0.firstItem === inner && $0.firstAttribute == .top })
        other.layoutIfNeeded()
        expectFrame(inner, 0, 0, 10, 10)
        other.safeAreaInsets = .zero
        other.layoutIfNeeded()
        expectFrame(inner, 0, 0, 10, 10)
    }

    /// layoutMarginsDidChange of the first subview removes (and frees) its sibling's subtree.
    @Test func marginsHookFreesASiblingSubtree() {
        let root = makeRoot()
        let first = TrapView("first")
        first.insetsLayoutMarginsFromSafeArea = true
        root.addSubview(first)
        activate(place(first, in: root, 0, 0, 100, 100))
        weak var weakSecond: View?
        weak var weakInner: View?
        do {
            let second = makeView("second", in: root)
            activate(place(second, in: root, 0, 0, 50, 50))
            let inner = makeView("inner", in: second)
            activate([inner.topAnchor.constraint(equalTo: second.layoutMarginsGuide.topAnchor),
                      inner.leftAnchor.constraint(equalTo: second.leftAnchor),
                      inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10)])
            weakSecond = second
            weakInner = inner
        }
        root.layoutIfNeeded()
        // first's margins move with the safe area (second's too: its own hook is not set).
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        var calls = 0
        first.onMargins = { _ in
            calls += 1
            weakSecond?.removeFromSuperview()
        }
        let d = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(calls == 1)
        #expect(weakSecond == nil && weakInner == nil)
        #expect(d.map(\.kind) == [.constraintsRemovedWithView])
        #expect(root.subviews.count == 1)
        expectFrame(first, 0, 0, 100, 100)
        // 20 safe area + 8 margin.
        #expect(first.layoutMargins.top == 28)
    }
}

@Suite struct CrashHuntThreeDistanceTests {
    /// root > (a, b, c): a at x 10 (20 wide), c at x 200; b's left is as far from a's right
    /// as b's right from c's left... simplified: the gap a.right → b.left is 15.
    static func distanceTree() -> (root: View, a: View, b: View, gap: LayoutConstraint) {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        activate(place(a, in: root, 10, 10, 20, 20) + [
            b.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            b.widthAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        let gap = a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 15)
        return (root, a, b, gap)
    }

    /// The origin view is freed before activation: refused, named as missing.
    @Test func originFreedBeforeActivation() {
        let root = makeRoot()
        let b = makeView("b", in: root)
        var gap: LayoutConstraint?
        weak var weakA: View?
        do {
            let a = makeView("a", in: root)
            gap = a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 15)
            weakA = a
            a.removeFromSuperview()
        }
        #expect(weakA == nil)
        let d = LayoutDiagnostics.record { gap!.isActive = true }
        #expect(gap!.isActive == false)
        #expect(d.map(\.kind) == [.missingItem], "\(d.map(\.textWithoutAddresses))")
        root.layoutIfNeeded()
        #expect(b.references.isEmpty)
    }

    /// The origin is removed between activation and layout, then freed.
    @Test func originRemovedAndFreedBeforeLayout() {
        let (root, _, b, gap) = Self.distanceTree()
        activate([gap])
        weak let weakA = root.subviews[0]
        let d = LayoutDiagnostics.record {
            root.subviews[0].removeFromSuperview()
            root.layoutIfNeeded()
        }
        #expect(weakA == nil)
        #expect(gap.isActive == false)
        // a's four constraints on the root went with it and the gap too: one report.
        #expect(d.map(\.kind) == [.constraintsRemovedWithView])
        #expect(d.first?.constraints.contains { $0 === gap } == true)
        // b's x is free.
        expectFrame(b, 0, 50, 5, 5)
        #expect(b.references.count == 3)
    }

    /// The origin is removed from layoutSubviews of a view laid out before b's placement is
    /// read, during the pass that first solves the gap.
    @Test func originRemovedDuringLayout() {
        let root = makeRoot()
        let host = TrapView("host")
        root.addSubview(host)
        activate(place(host, in: root, 0, 0, 300, 300))
        let a = makeView("a", in: host), b = makeView("b", in: host)
        activate(place(a, in: host, 10, 10, 20, 20) + [
            b.topAnchor.constraint(equalTo: host.topAnchor, constant: 50),
            b.widthAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        let gap = a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 15)
        activate([gap])
        host.onLayout = { me in
            me.onLayout = nil
            a.removeFromSuperview()
        }
        let d = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(gap.isActive == false)
        #expect(d.map(\.kind) == [.constraintsRemovedWithView])
        // The pass repeats after the removal: b is free in x again.
        expectFrame(b, 0, 50, 5, 5)
        expectFrame(a, 10, 10, 20, 20)
        #expect(a.superview == nil)
    }

    /// The origin is a baseline whose redirect changes (and whose first target is then
    /// freed) while the gap is installed.
    @Test func originBaselineRedirectChanges() {
        let root = makeRoot()
        let a = TrapView("a")
        root.addSubview(a)
        activate(place(a, in: root, 0, 10, 100, 40))
        var label: Baselined? = Baselined()
        label!.name = "label"
        label!.translatesAutoresizingMaskIntoConstraints = false
        a.addSubview(label!)
        activate(place(label!, in: a, 0, 4, 50, 20))
        weak let weakLabel = label
        a.onFirstBaselineView = { me in weakLabel ?? me }
        let b = makeView("b", in: root)
        activate([b.leftAnchor.constraint(equalTo: root.leftAnchor), b.widthAnchor.constraint(equalToConstant: 5),
                  b.heightAnchor.constraint(equalToConstant: 5)])
        let gap = a.firstBaselineAnchor.anchorWithOffset(to: b.topAnchor).constraint(equalToConstant: 6)
        activate([gap])
        root.layoutIfNeeded()
        // 10 + 4 + 8 + 6
        expectFrame(b, 0, 28, 5, 5)
        let d = LayoutDiagnostics.record {
            label!.removeFromSuperview()
            label = nil
            root.layoutIfNeeded()
        }
        #expect(weakLabel == nil)
        // The redirect named the label once it had left (the getter's weak reference still
        // held it then): reported, and a's own baseline read.
        #expect(d.map(\.kind) == [.invalidBaselineView, .constraintsRemovedWithView], "\(d.map(\.textWithoutAddresses))")
        #expect(gap.isActive)
        // a's own first baseline: its bottom, 50.
        expectFrame(b, 0, 56, 5, 5)
        // A fresh redirect target, told through invalidateBaselines.
        let fresh = Baselined()
        fresh.translatesAutoresizingMaskIntoConstraints = false
        a.addSubview(fresh)
        activate(place(fresh, in: a, 0, 20, 10, 10))
        a.onFirstBaselineView = { _ in fresh }
        a.invalidateBaselines()
        root.layoutIfNeeded()
        // 10 + 20 + 8 + 6
        expectFrame(b, 0, 44, 5, 5)
        fresh.removeFromSuperview()
        root.layoutIfNeeded()
        expectFrame(b, 0, 56, 5, 5)
    }
}

/// A scroll view whose layoutSubviews runs a closure.
final class TrapScrollView: ScrollView {
    var onLayout: ((TrapScrollView) -> Void)?
    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?(self)
    }
}

@Suite struct CrashHuntThreeStackTests {
    /// A horizontal fill-equally stack 300 x 50 at (0, 0) of named views.
    static func stack(_ views: [View]) -> (View, StackView) {
        let root = makeRoot()
        let stack = StackView()
        stack.name = "stack"
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        activate(place(stack, in: root, 0, 0, 300, 50))
        for view in views { stack.addArrangedSubview(view) }
        return (root, stack)
    }

    /// An arranged view's didMoveToSuperview arranges it again from inside the addition:
    /// it must be arranged once.
    @Test func arrangedAgainFromItsOwnDidMove() {
        let a = TrapView("a"), b = TrapView("b")
        let (root, stack) = Self.stack([a])
        b.onDidMove = { me in
            me.onDidMove = nil
            (me.superview as? StackView)?.addArrangedSubview(me)
        }
        let d = LayoutDiagnostics.record {
            stack.addArrangedSubview(b)
            root.layoutIfNeeded()
        }
        #expect(d.isEmpty, "\(d.map(\.textWithoutAddresses))")
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "b"])
        #expect(stack.subviews.count == 2)
        expectFrame(a, 0, 0, 150, 50)
        expectFrame(b, 150, 0, 150, 50)
        stack.removeArrangedSubview(b)
        b.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews.map(\.name) == ["a"])
        expectFrame(a, 0, 0, 300, 50)
    }

    /// The same hook takes the view out of the arrangement (and the stack) from inside.
    @Test func removedFromItsOwnDidMove() {
        let a = TrapView("a"), b = TrapView("b")
        let (root, stack) = Self.stack([a])
        b.onDidMove = { me in
            me.onDidMove = nil
            me.removeFromSuperview()
        }
        let d = LayoutDiagnostics.record {
            stack.addArrangedSubview(b)
            root.layoutIfNeeded()
        }
        #expect(d.isEmpty, "\(d.map(\.textWithoutAddresses))")
        #expect(b.superview == nil)
        #expect(stack.arrangedSubviews.map(\.name) == ["a"])
        expectFrame(a, 0, 0, 300, 50)
    }

    /// An arranged view's layoutSubviews removes its sibling and arranges a fresh view.
    @Test func arrangementChangedFromLayoutSubviews() {
        let a = TrapView("a"), b = TrapView("b"), c = TrapView("c")
        let (root, stack) = Self.stack([a, b])
        let fresh = TrapView("fresh")
        a.onLayout = { me in
            me.onLayout = nil
            b.removeFromSuperview()
            stack.addArrangedSubview(fresh)
            stack.insertArrangedSubview(c, at: 0)
        }
        let d = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(d.isEmpty, "\(d.map(\.textWithoutAddresses))")
        #expect(stack.arrangedSubviews.map(\.name) == ["c", "a", "fresh"])
        expectFrame(c, 0, 0, 100, 50)
        expectFrame(a, 100, 0, 100, 50)
        expectFrame(fresh, 200, 0, 100, 50)
    }

    /// An arranged view's updateConstraints tries to arrange the outer stack inside the inner
    /// one (a cycle): refused, nothing arranged.
    @Test func stackArrangedInsideItselfFromUpdateConstraints() {
        let inner = StackView()
        inner.name = "inner"
        let leaf = TrapView("leaf")
        inner.addArrangedSubview(leaf)
        let other = TrapView("other")
        let (root, outer) = Self.stack([inner, other])
        leaf.onUpdate = { me in
            me.onUpdate = nil
            inner.addArrangedSubview(outer)
            inner.addArrangedSubview(inner)
            outer.addArrangedSubview(root)
        }
        leaf.setNeedsUpdateConstraints()
        let d = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(d.map(\.kind) == [.invalidHierarchy, .invalidHierarchy, .invalidHierarchy], "\(d.map(\.textWithoutAddresses))")
        #expect(inner.arrangedSubviews.map(\.name) == ["leaf"])
        #expect(outer.arrangedSubviews.map(\.name) == ["inner", "other"])
        #expect(outer.superview === root)
        expectFrame(inner, 0, 0, 150, 50)
        expectFrame(other, 150, 0, 150, 50)
        expectFrame(leaf, 0, 0, 150, 50)
    }

    /// An arranged view's intrinsic size getter changes the stack's spacing, alignment and
    /// distribution while the arrangement is made.
    @Test func stackSettingsChangedFromIntrinsicSizeGetter() {
        let a = TrapView("a"), b = TrapView("b")
        a.fixedSize = CGSize(width: 40, height: 10)
        b.fixedSize = CGSize(width: 60, height: 20)
        let (root, stack) = Self.stack([a, b])
        stack.distribution = .fillProportionally
        var calls = 0
        a.onIntrinsic = { _ in
            calls += 1
            guard calls == 1 else { return }
            stack.spacing = 10
            stack.alignment = .top
            stack.distribution = .fillEqually
        }
        let d = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(d.isEmpty, "\(d.map(\.textWithoutAddresses))")
        #expect(stack.distribution == .fillEqually && stack.spacing == 10)
        // (300 - 10) / 2 each; heights their intrinsic ones at the top.
        expectFrame(a, 0, 0, 145, 10)
        expectFrame(b, 155, 0, 145, 20)
        // The hook holds the stack that holds a: let go, so that the tree is freed.
        a.onIntrinsic = nil
    }
}

@Suite struct CrashHuntThreeScrollTests {
    /// root > scroll (200 x 100) > content pinned to the content guide, 50 high, as wide as
    /// the frame guide.
    static func scrollTree() -> (View, TrapScrollView, TrapView) {
        let root = makeRoot()
        let scroll = TrapScrollView()
        scroll.name = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        activate(place(scroll, in: root, 0, 0, 200, 100))
        let content = TrapView("content")
        scroll.addSubview(content)
        let g = scroll.contentLayoutGuide, f = scroll.frameLayoutGuide
        activate([
            content.leftAnchor.constraint(equalTo: g.leftAnchor), content.rightAnchor.constraint(equalTo: g.rightAnchor),
            content.topAnchor.constraint(equalTo: g.topAnchor), content.bottomAnchor.constraint(equalTo: g.bottomAnchor),
            content.widthAnchor.constraint(equalTo: f.widthAnchor), content.heightAnchor.constraint(equalToConstant: 500),
        ])
        return (root, scroll, content)
    }

    /// contentSize set from the scroll view's own layoutSubviews, and the content removed from
    /// its layoutSubviews during the same pass.
    @Test func contentSizeSetAndContentRemovedDuringLayout() {
        let (root, scroll, content) = Self.scrollTree()
        scroll.onLayout = { me in
            me.onLayout = nil
            me.contentSize = CGSize(width: 1000, height: 1000)
            content.removeFromSuperview()
        }
        let d = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(d.map(\.kind) == [.constraintsRemovedWithView], "\(d.map(\.textWithoutAddresses))")
        #expect(content.superview == nil)
        #expect(scroll.contentSize == CGSize(width: 1000, height: 1000))
        expectFrame(scroll, 0, 0, 200, 100)
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 300))
    }

    /// The content's layoutSubviews scrolls and sets the content size.
    @Test func contentScrollsFromItsLayoutSubviews() {
        let (root, scroll, content) = Self.scrollTree()
        let child = makeView("child", in: content)
        activate(place(child, in: content, 1, 2, 3, 4))
        content.onLayout = { _ in
            scroll.contentOffset = CGPoint(x: 0, y: 100)
            scroll.contentSize = CGSize(width: 10, height: 10)
        }
        let d = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(d.isEmpty, "\(d.map(\.textWithoutAddresses))")
        // Set after the pass wrote the solved size: the set value shows until the next solve.
        #expect(scroll.contentSize == CGSize(width: 10, height: 10))
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 100))
        expectFrame(content, 0, 0, 200, 500)
        expectFrame(child, 1, 2, 3, 4)
        content.onLayout = nil
        content.constraints.first { $0.firstAttribute == .height }?.constant = 600
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 200, height: 600))
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 100))
    }
}

@Suite struct CrashHuntThreeTwoTreeTests {
    /// A's trait hook lays out B, whose updateConstraints lays out A again and moves a view
    /// from A into B; both trees are mid-layout.
    @Test func twoTreesLaidOutInsideEachOtherWhileAViewMoves() {
        let a = makeRoot()
        a.name = "A"
        let b = makeRoot(width: 200, height: 200)
        b.name = "B"
        let watcher = TrapView("watcher")
        a.addSubview(watcher)
        activate(place(watcher, in: a, 0, 0, 10, 10))
        let traveller = makeView("traveller", in: a)
        let passenger = makeView("passenger", in: traveller)
        activate(place(traveller, in: a, 20, 20, 30, 30) + place(passenger, in: traveller, 1, 2, 3, 4))
        let updater = TrapView("updater")
        b.addSubview(updater)
        activate(place(updater, in: b, 5, 5, 10, 10))
        a.layoutIfNeeded()
        b.layoutIfNeeded()
        var traitCalls = 0, updateCalls = 0
        watcher.onTraits = { _ in
            traitCalls += 1
            updater.setNeedsUpdateConstraints()
            b.layoutIfNeeded()
        }
        updater.onUpdate = { _ in
            updateCalls += 1
            guard updateCalls == 1 else { return }
            b.addSubview(traveller)
            a.layoutIfNeeded()
            b.layoutIfNeeded()
            _ = traveller.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        }
        // Landscape: A's size classes change.
        a.frame.size = CGSize(width: 480, height: 320)
        let d = LayoutDiagnostics.record {
            a.layoutIfNeeded()
            b.layoutIfNeeded()
        }
        #expect(traitCalls == 1 && updateCalls == 1)
        #expect(d.map(\.kind) == [.constraintsRemovedWithView], "\(d.map(\.textWithoutAddresses))")
        #expect(traveller.superview === b)
        // Its position went with its old place; its size stayed.
        expectFrame(traveller, 0, 0, 30, 30)
        expectFrame(passenger, 1, 2, 3, 4)
        expectFrame(watcher, 0, 0, 10, 10)
        expectFrame(updater, 5, 5, 10, 10)
        // The hooks hold the trees they meddle with: let go, so that the trees are freed.
        watcher.onTraits = nil
        updater.onUpdate = nil
    }
}

@Suite struct CrashHuntThreeBurstTests {
    /// A burst (burst length 4) with a conflicting constraint queued; inside it an alignment
    /// getter runs a recording of its own (nested twice) that activates a second conflicting
    /// constraint. Each refusal is reported into the recording it was made in.
    @Test func nestedRecordingsInsideAGetterWhileARefusalIsQueued() {
        let root = makeRoot()
        root.layoutEngine.burstLengthOverride = 4
        let views = (0..<10).map { makeView("v\($0)", in: root) }
        var constraints: [LayoutConstraint] = []
        for (k, v) in views.enumerated() { constraints += place(v, in: root, Double(k), Double(k), 10, 10) }
        // v3 is 10 wide: 20 conflicts.
        let conflict = views[3].widthAnchor.constraint(equalToConstant: 20)
        constraints.insert(conflict, at: 20)
        let meddler = TrapView("meddler")
        meddler.fixedInsets = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        root.addSubview(meddler)
        let innerConflict = views[5].heightAnchor.constraint(equalToConstant: 30)
        let deepConflict = views[6].heightAnchor.constraint(equalToConstant: 31)
        var inner: [LayoutDiagnostic] = []
        var deep: [LayoutDiagnostic] = []
        meddler.onAlignment = { me in
            me.onAlignment = nil
            inner = LayoutDiagnostics.record {
                innerConflict.isActive = true
                deep = LayoutDiagnostics.record { deepConflict.isActive = true }
            }
        }
        constraints.insert(meddler.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 3), at: 30)
        let outer = LayoutDiagnostics.record {
            for constraint in constraints { constraint.isActive = true }
            root.layoutIfNeeded()
        }
        #expect(outer.map(\.kind) == [.unsatisfiable], "\(outer.map(\.textWithoutAddresses))")
        #expect(outer.first?.constraints.last === conflict)
        #expect(inner.map(\.kind) == [.unsatisfiable])
        #expect(inner.first?.constraints.last === innerConflict)
        #expect(deep.map(\.kind) == [.unsatisfiable])
        #expect(deep.first?.constraints.last === deepConflict)
        #expect(conflict.isActive && innerConflict.isActive && deepConflict.isActive)
        for (k, v) in views.enumerated() { expectFrame(v, Double(k), Double(k), 10, 10) }
        #expect(meddler.frame.minX == 2)
    }

    /// The worker turned off while a burst (more than 64 activations) is queued, a view of
    /// the burst removed and the root freed with additions still queued; on again after.
    @Test func workerToggledMidBurstThenRootFreed() {
        weak var weakRoot: View?
        var frames: [CGRect] = []
        var kinds: [LayoutDiagnostic.Kind] = []
        let wasEnabled = LayoutWorkerThread.isEnabled
        defer { LayoutWorkerThread.isEnabled = wasEnabled }
        kinds = LayoutDiagnostics.record {
            let root = makeRoot()
            weakRoot = root
            let views = (0..<60).map { makeView("v\($0)", in: root) }
            for (k, v) in views.enumerated() {
                if k == 30 { LayoutWorkerThread.isEnabled = false }
                if k == 45 { LayoutWorkerThread.isEnabled = true }
                for constraint in place(v, in: root, Double(k), 1, 2, 3) { constraint.isActive = true }
            }
            views[20].widthAnchor.constraint(equalToConstant: 5).isActive = true
            views[10].removeFromSuperview()
            frames = [views[0].frame, views[59].frame]
            root.layoutIfNeeded()
            frames += [views[0].frame, views[10].frame, views[20].frame, views[59].frame]
            for (k, v) in views.enumerated() {
                for constraint in place(v, in: root, Double(k), 2, 2, 3) { constraint.isActive = true }
            }
        }.map(\.kind)
        #expect(weakRoot == nil)
        #expect(LayoutWorkerThread.isEnabled == wasEnabled)
        #expect(frames == [.zero, .zero, CGRect(x: 0, y: 1, width: 2, height: 3), .zero,
                           CGRect(x: 20, y: 1, width: 2, height: 3), CGRect(x: 59, y: 1, width: 2, height: 3)])
        // The width 5 against 2; v10's constraints on the root; the second round's tops
        // against the first, and v10's left and top, in a tree of its own now.
        let second: [LayoutDiagnostic.Kind] = (0..<60).flatMap { k -> [LayoutDiagnostic.Kind] in
            k == 10 ? [.noCommonAncestor, .noCommonAncestor] : [.unsatisfiable]
        }
        #expect(kinds == [.unsatisfiable, .constraintsRemovedWithView] + second, "\(kinds)")
    }
}

/// A constraint whose description (read by the diagnostics that name it) runs a closure once.
final class TalkativeConstraint: LayoutConstraint {
    var onDescribe: (() -> Void)?
    override var description: String {
        if let body = onDescribe {
            onDescribe = nil
            body()
        }
        return super.description
    }
}

@Suite struct CrashHuntThreeDescriptionTests {
    /// A conflicting constraint's description, read by the report of its conflict while the
    /// engine recovers, removes its view (inside a holder) from the tree.
    @Test func descriptionRemovesTheViewWhileItsConflictIsReported() {
        let root = makeRoot()
        let holder = makeView("holder", in: root)
        activate(place(holder, in: root, 5, 6, 100, 100))
        let v = makeView("v", in: holder)
        activate(place(v, in: holder, 1, 2, 10, 10))
        root.layoutIfNeeded()
        let conflict = TalkativeConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: holder, attribute: .width)
        conflict.onDescribe = { v.removeFromSuperview() }
        let d = LayoutDiagnostics.record {
            conflict.isActive = true
            root.layoutIfNeeded()
        }
        #expect(d.map(\.kind) == [.constraintsRemovedWithView, .unsatisfiable], "\(d.map(\.textWithoutAddresses))")
        #expect(conflict.isActive == false)
        #expect(v.superview == nil)
        #expect(root.engineStorage?.brokenStorage.isEmpty == true)
        #expect(root.engineStorage?.placedViews.contains { $0.takeUnretainedValue() === v } == false)
        // Its own width and height, which went along into its own tree; the holder's four.
        #expect(v.engineUses == 2)
        #expect(holder.engineUses == 4)
        // v goes into another tree and is placed there.
        let other = makeRoot(width: 50, height: 50)
        other.addSubview(v)
        // Its own width and height (10) went along.
        activate([v.leftAnchor.constraint(equalTo: other.leftAnchor, constant: 3), v.topAnchor.constraint(equalTo: other.topAnchor, constant: 4)])
        other.layoutIfNeeded()
        expectFrame(v, 3, 4, 10, 10)
        root.frame.size.width = 200
        root.layoutIfNeeded()
        expectFrame(holder, 5, 6, 100, 100)
    }

    /// The same description moves the view into another tree, laid out since.
    @Test func descriptionMovesTheViewIntoAnotherTree() {
        let root = makeRoot()
        let other = makeRoot(width: 50, height: 50)
        other.name = "other"
        let holder = makeView("holder", in: root)
        activate(place(holder, in: root, 5, 6, 100, 100))
        let v = makeView("v", in: holder)
        activate(place(v, in: holder, 1, 2, 10, 10))
        root.layoutIfNeeded()
        let conflict = TalkativeConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: holder, attribute: .width)
        conflict.onDescribe = {
            other.addSubview(v)
            activate([v.leftAnchor.constraint(equalTo: other.leftAnchor, constant: 3), v.topAnchor.constraint(equalTo: other.topAnchor, constant: 4)])
            other.layoutIfNeeded()
        }
        let d = LayoutDiagnostics.record {
            conflict.isActive = true
            root.layoutIfNeeded()
            other.layoutIfNeeded()
        }
        #expect(conflict.isActive == false)
        #expect(v.superview === other)
        #expect(d.map(\.kind) == [.constraintsRemovedWithView, .unsatisfiable], "\(d.map(\.textWithoutAddresses))")
        #expect(root.engineStorage?.brokenStorage.isEmpty == true)
        expectFrame(v, 3, 4, 10, 10)
        #expect(root.engineStorage?.placedViews.contains { $0.takeUnretainedValue() === v } == false)
        #expect(other.engineStorage?.placedViews.contains { $0.takeUnretainedValue() === v } == true)
        #expect(v.engineUses > 0)
        other.frame.size = CGSize(width: 60, height: 60)
        other.layoutIfNeeded()
        expectFrame(v, 3, 4, 10, 10)
    }

    /// The same description removes the view, held by nothing else: freed while the engine
    /// recovers. Nothing of it stays in the engine (a later pass would read it).
    @Test func descriptionFreesTheViewWhileItsConflictIsReported() {
        let root = makeRoot()
        let holder = makeView("holder", in: root)
        activate(place(holder, in: root, 5, 6, 100, 100))
        weak var weakV: View?
        let conflict: TalkativeConstraint
        do {
            let v = makeView("v", in: holder)
            activate(place(v, in: holder, 1, 2, 10, 10))
            weakV = v
            conflict = TalkativeConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: holder, attribute: .width)
        }
        root.layoutIfNeeded()
        conflict.onDescribe = { weakV?.removeFromSuperview() }
        let d = LayoutDiagnostics.record {
            conflict.isActive = true
            root.layoutIfNeeded()
        }
        #expect(weakV == nil)
        #expect(conflict.isActive == false)
        #expect(d.map(\.kind) == [.constraintsRemovedWithView, .unsatisfiable])
        #expect(root.engineStorage?.placedViews.count == 2)
        #expect(root.engineStorage?.brokenStorage.isEmpty == true)
        #expect(holder.engineUses == 4)
        root.frame.size = CGSize(width: 200, height: 200)
        root.layoutIfNeeded()
        expectFrame(holder, 5, 6, 100, 100)
    }
}
