import Foundation
import Testing
@testable import AutoLayout

// A second crash hunt: overrides that change the tree from inside the engine's own calls
// (baseline redirects, frames, hierarchy hooks), roots that change or go away mid-layout.

/// A view whose overridable members run closures; each closure runs as long as it is set.
final class MeddlerView: View {
    var firstBaseline: ((MeddlerView) -> View)?
    var lastBaseline: ((MeddlerView) -> View)?
    var onLayout: ((MeddlerView) -> Void)?
    var onUpdate: ((MeddlerView) -> Void)?
    var onWillMove: ((MeddlerView, View?) -> Void)?
    var onWillRemove: ((MeddlerView, View) -> Void)?
    var onDidAdd: ((MeddlerView, View) -> Void)?
    var onSizeThatFits: ((MeddlerView) -> Void)?
    var onAlignment: ((MeddlerView) -> Void)?
    var onIntrinsic: ((MeddlerView) -> Void)?
    var onFrameSet: ((MeddlerView) -> Void)?
    var insets = EdgeInsets.zero
    var size = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)

    override var forFirstBaselineLayout: View { firstBaseline?(self) ?? self }
    override var forLastBaselineLayout: View { lastBaseline?(self) ?? self }
    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?(self)
    }
    override func updateConstraints() {
        onUpdate?(self)
        super.updateConstraints()
    }
    override func willMove(toSuperview newSuperview: View?) { onWillMove?(self, newSuperview) }
    override func willRemoveSubview(_ subview: View) { onWillRemove?(self, subview) }
    override func didAddSubview(_ subview: View) { onDidAdd?(self, subview) }
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        onSizeThatFits?(self)
        return CGSize(width: 11, height: 13)
    }
    override var alignmentRectInsets: EdgeInsets {
        onAlignment?(self)
        return insets
    }
    override var intrinsicContentSize: CGSize {
        onIntrinsic?(self)
        return size
    }
    override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            onFrameSet?(self)
        }
    }
}

/// A view with a first baseline 8 from its top and a last baseline 3 from its bottom.
final class Baselined: View {
    override var firstBaselineOffsetFromTop: CGFloat? { 8 }
    override var lastBaselineOffsetFromBottom: CGFloat? { 3 }
}

@Suite struct CrashHuntTwoBaselineTests {
    /// The redirect's target, asked for its own redirect, leaves the container (and, held by
    /// nothing else, is freed): the constraint must not read (or keep) a view outside the
    /// container's subtree.
    @Test func redirectTargetLeavesWhileTheChainIsResolved() {
        let root = makeRoot()
        let container = MeddlerView()
        container.name = "container"
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        activate(place(container, in: root, 10, 20, 100, 50))
        var inner: MeddlerView? = MeddlerView()
        inner!.name = "inner"
        inner!.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(inner!)
        activate(place(inner!, in: container, 0, 5, 30, 30))
        weak let weakInner = inner
        container.firstBaseline = { _ in weakInner ?? container }
        inner!.firstBaseline = { me in
            me.firstBaseline = nil
            me.removeFromSuperview()
            return me
        }
        inner = nil
        let other = makeView("other", in: root)
        activate([other.leftAnchor.constraint(equalTo: root.leftAnchor), other.widthAnchor.constraint(equalToConstant: 5),
                  other.heightAnchor.constraint(equalToConstant: 5)])
        let c = other.topAnchor.constraint(equalTo: container.firstBaselineAnchor)
        let d = LayoutDiagnostics.record {
            c.isActive = true
            root.layoutIfNeeded()
        }
        #expect(weakInner == nil)
        #expect(container.subviews.isEmpty)
        // The container has no baseline of its own: as in UIKit, its first baseline is its bottom.
        #expect(c.isActive)
        expectFrame(other, 0, 70, 5, 5)
        #expect(d.map(\.kind).allSatisfy { $0 == .constraintsRemovedWithView || $0 == .invalidBaselineView })
        root.frame.size.height = 400
        root.layoutIfNeeded()
        expectFrame(other, 0, 70, 5, 5)
        // The redirect holds the container: let go, so that the tree is freed.
        container.firstBaseline = nil
    }

    /// The redirect getter moves the target to another tree and back in the middle.
    @Test func redirectGetterMovesTheTargetToAnotherTree() {
        let root = makeRoot()
        let elsewhere = makeRoot()
        let container = MeddlerView()
        container.name = "container"
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        activate(place(container, in: root, 10, 20, 100, 50))
        let label = Baselined()
        label.name = "label"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        activate(place(label, in: container, 0, 5, 30, 30))
        var calls = 0
        container.firstBaseline = { me in
            calls += 1
            if calls == 1 { elsewhere.addSubview(label) }
            return label
        }
        let other = makeView("other", in: root)
        activate([other.leftAnchor.constraint(equalTo: root.leftAnchor), other.widthAnchor.constraint(equalToConstant: 5),
                  other.heightAnchor.constraint(equalToConstant: 5)])
        let c = other.topAnchor.constraint(equalTo: container.firstBaselineAnchor)
        let d = LayoutDiagnostics.record {
            c.isActive = true
            root.layoutIfNeeded()
        }
        #expect(label.superview === elsewhere)
        #expect(c.isActive)
        // The label left: the container's own first baseline (its bottom) is read.
        expectFrame(other, 0, 70, 5, 5)
        #expect(d.map(\.kind).contains(.invalidBaselineView))
        container.firstBaseline = nil
        elsewhere.layoutIfNeeded()
        root.layoutIfNeeded()
        expectFrame(other, 0, 70, 5, 5)
    }
}

/// A view whose first baseline (8 from the top) getter runs a closure, once.
final class MeddlingBaselineView: View {
    var onRead: (() -> Void)?
    override var firstBaselineOffsetFromTop: CGFloat? {
        if let body = onRead {
            onRead = nil
            body()
        }
        return 8
    }
}

@Suite struct CrashHuntTwoExpressionGetterTests {
    /// `root > holder > view`, holder at (5, 6) 100 x 100.
    func holderTree() -> (View, View) {
        let root = makeRoot()
        let holder = makeView("holder", in: root)
        activate(place(holder, in: root, 5, 6, 100, 100))
        return (root, holder)
    }

    /// The alignment insets are read while the constraint's expression is built: the getter
    /// removes the view (which is then freed) before the constraint is in the solver.
    @Test func alignmentInsetsGetterRemovesTheViewBeingInstalled() {
        let (root, holder) = holderTree()
        weak var weakView: MeddlerView?
        var left: LayoutConstraint?
        let d = LayoutDiagnostics.record {
            let view = MeddlerView()
            view.name = "view"
            view.translatesAutoresizingMaskIntoConstraints = false
            view.insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            holder.addSubview(view)
            view.onAlignment = { me in
                me.onAlignment = nil
                me.removeFromSuperview()
            }
            weakView = view
            left = view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 30)
            left!.isActive = true
        }
        #expect(weakView == nil)
        #expect(d.map(\.kind) == [.constraintsRemovedWithView])
        #expect(left?.isActive == false)
        #expect(holder.subviews.isEmpty)
        #expect(root.constraints.count == 2)
        // Nothing of the freed view or its constraint stays in the engine.
        #expect(root.engineStorage?.installedStorage.contains { $0 === left } == false)
        #expect(root.engineStorage?.placedViews.count == 2)
        root.frame.size.width = 200
        root.layoutIfNeeded()
        expectFrame(holder, 5, 6, 100, 100)
        // A fresh view takes part normally.
        let fresh = makeView("fresh", in: holder)
        activate(place(fresh, in: holder, 1, 2, 3, 4))
        root.layoutIfNeeded()
        expectFrame(fresh, 1, 2, 3, 4)
    }

    /// The baseline offset is read while the expression is built: the getter deactivates
    /// the constraint being installed.
    @Test func baselineGetterDeactivatesTheConstraintBeingInstalled() {
        let (root, holder) = holderTree()
        let view = MeddlingBaselineView()
        view.name = "view"
        view.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(view)
        activate(place(view, in: holder, 0, 0, 20, 20))
        let other = makeView("other", in: root)
        activate([other.leftAnchor.constraint(equalTo: root.leftAnchor), other.widthAnchor.constraint(equalToConstant: 5),
                  other.heightAnchor.constraint(equalToConstant: 5)])
        let c = other.topAnchor.constraint(equalTo: view.firstBaselineAnchor)
        view.onRead = { c.isActive = false }
        let d = LayoutDiagnostics.record {
            c.isActive = true
            root.layoutIfNeeded()
        }
        #expect(c.isActive == false)
        #expect(c.solverConstraint == nil)
        #expect(d.isEmpty)
        // No stale constraint holds `other`: it is free (ambiguous in y, at 0).
        expectFrame(other, 0, 0, 5, 5)
        c.isActive = true
        root.layoutIfNeeded()
        expectFrame(other, 0, 14, 5, 5)
    }

    /// The baseline getter removes the view, which is then freed.
    @Test func baselineGetterRemovesTheViewBeingInstalled() {
        let (root, holder) = holderTree()
        let other = makeView("other", in: root)
        activate([other.leftAnchor.constraint(equalTo: root.leftAnchor), other.widthAnchor.constraint(equalToConstant: 5),
                  other.heightAnchor.constraint(equalToConstant: 5)])
        weak var weakView: View?
        var c: LayoutConstraint?
        let d = LayoutDiagnostics.record {
            let view = MeddlingBaselineView()
            view.name = "view"
            view.translatesAutoresizingMaskIntoConstraints = false
            holder.addSubview(view)
            activate(place(view, in: holder, 0, 0, 20, 20))
            view.onRead = { view.removeFromSuperview() }
            weakView = view
            c = other.topAnchor.constraint(equalTo: view.firstBaselineAnchor)
            c!.isActive = true
        }
        #expect(weakView == nil)
        #expect(d.map(\.kind) == [.constraintsRemovedWithView])
        #expect(c?.isActive == false)
        root.frame.size.height = 300
        root.layoutIfNeeded()
        expectFrame(other, 0, 0, 5, 5)
        expectFrame(holder, 5, 6, 100, 100)
    }

    /// The redirect getter deactivates the constraint being installed, then activates it
    /// again from inside (so it is installed from inside; the outer installation stops).
    @Test func redirectGetterReactivatesTheConstraint() {
        let (root, holder) = holderTree()
        let container = MeddlerView()
        container.name = "container"
        container.translatesAutoresizingMaskIntoConstraints = false
        holder.addSubview(container)
        activate(place(container, in: holder, 0, 10, 50, 50))
        let label = Baselined()
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        activate(place(label, in: container, 0, 4, 20, 20))
        let other = makeView("other", in: root)
        activate([other.leftAnchor.constraint(equalTo: root.leftAnchor), other.widthAnchor.constraint(equalToConstant: 5),
                  other.heightAnchor.constraint(equalToConstant: 5)])
        let c = other.topAnchor.constraint(equalTo: container.firstBaselineAnchor)
        var calls = 0
        container.firstBaseline = { _ in
            calls += 1
            if calls == 1 {
                c.isActive = false
                c.isActive = true
            }
            return label
        }
        let d = LayoutDiagnostics.record {
            c.isActive = true
            root.layoutIfNeeded()
        }
        #expect(d.isEmpty)
        #expect(c.isActive)
        // 6 + 10 + 4 + 8
        expectFrame(other, 0, 28, 5, 5)
        c.isActive = false
        root.layoutIfNeeded()
        expectFrame(other, 0, 0, 5, 5)
        #expect(label.baselineDependents.isEmpty)
    }

    /// The redirect getter removes the constraint's own item (the container) with the
    /// ancestor it would be evaluated in, and nothing else holds that ancestor.
    @Test func redirectGetterFreesTheAncestor() {
        let root = makeRoot()
        weak var weakHolder: View?
        let container = MeddlerView()
        container.name = "container"
        let other = View()
        other.name = "other"
        var c: LayoutConstraint?
        let d = LayoutDiagnostics.record {
            let holder = makeView("holder", in: root)
            activate(place(holder, in: root, 5, 6, 100, 100))
            weakHolder = holder
            container.translatesAutoresizingMaskIntoConstraints = false
            holder.addSubview(container)
            other.translatesAutoresizingMaskIntoConstraints = false
            holder.addSubview(other)
            activate(place(container, in: holder, 0, 10, 50, 50))
            container.firstBaseline = { me in
                me.firstBaseline = nil
                holder.removeFromSuperview()
                // Held only by this closure's capture, gone at the end of the closure's scope.
                container.removeFromSuperview()
                other.removeFromSuperview()
                return me
            }
            c = other.topAnchor.constraint(equalTo: container.firstBaselineAnchor)
        }
        #expect(d.isEmpty)
        let d2 = LayoutDiagnostics.record {
            c!.isActive = true
            root.layoutIfNeeded()
        }
        #expect(weakHolder == nil)
        #expect(c!.isActive == false)
        #expect(d2.map(\.kind).allSatisfy { $0 == .constraintsRemovedWithView })
        #expect(root.subviews.isEmpty)
        #expect(container.superview == nil && other.superview == nil)
    }
}

@Suite struct CrashHuntTwoTreeChangeTests {
    /// A subview's layoutSubviews puts the root under another view: the root's engine goes
    /// away while the root's own layout pass is under way.
    @Test func layoutSubviewsMovesTheRootIntoAnotherTree() {
        let root = makeRoot()
        let host = makeRoot(width: 500, height: 500)
        host.name = "host"
        let child = MeddlerView()
        child.name = "child"
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        activate(place(child, in: root, 1, 2, 30, 40))
        let grandchild = makeView("grandchild", in: child)
        activate(place(grandchild, in: child, 3, 4, 5, 6))
        child.onLayout = { me in
            me.onLayout = nil
            host.addSubview(root)
            root.layoutIfNeeded()
        }
        let d = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(d.isEmpty)
        #expect(root.superview === host)
        host.layoutIfNeeded()
        // root translates its mask: its frame stays; its subtree's constraints moved along.
        #expect(root.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        expectFrame(child, 1, 2, 30, 40)
        expectFrame(grandchild, 3, 4, 5, 6)
    }

    /// updateConstraints of a subview removes the root's only subview and frees everything
    /// but the root.
    @Test func updateConstraintsEmptiesTheTree() {
        let root = makeRoot()
        weak var weakChild: View?
        do {
            let child = MeddlerView()
            child.name = "child"
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            activate(place(child, in: root, 1, 2, 30, 40))
            for k in 0..<5 { activate(place(makeView("k\(k)", in: child), in: child, Double(k), 0, 1, 1)) }
            child.onUpdate = { me in
                me.onUpdate = nil
                for sub in me.subviews { sub.removeFromSuperview() }
                me.removeFromSuperview()
            }
            child.setNeedsUpdateConstraints()
            weakChild = child
        }
        let d = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(weakChild == nil)
        // The five subviews' constraints on `child`, then `child`'s on the root.
        #expect(d.map(\.kind) == Array(repeating: .constraintsRemovedWithView, count: 6))
        #expect(root.subviews.isEmpty)
        #expect(root.engineStorage?.placedViews.count ?? 0 <= 1)
        root.frame.size = CGSize(width: 100, height: 100)
        root.layoutIfNeeded()
        #expect(root.frame.size == CGSize(width: 100, height: 100))
    }

    /// A fill-proportionally stack reads its views' intrinsic sizes as it makes its
    /// arrangement: a getter takes its view out of the stack meanwhile.
    @Test func arrangedViewLeavesTheStackFromItsIntrinsicSizeGetter() {
        let root = makeRoot()
        let stack = StackView()
        stack.name = "stack"
        stack.distribution = .fillProportionally
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        activate(place(stack, in: root, 0, 0, 300, 50))
        let a = MeddlerView(), b = MeddlerView(), c = MeddlerView()
        for (v, n) in [(a, "a"), (b, "b"), (c, "c")] {
            v.name = n
            v.size = CGSize(width: 100, height: 20)
            stack.addArrangedSubview(v)
        }
        b.onIntrinsic = { me in
            me.onIntrinsic = nil
            me.removeFromSuperview()
        }
        let d = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(b.superview == nil)
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "c"])
        // Only b's own leaving is reported: the arrangement made while b left is dropped,
        // not activated with b in it.
        #expect(d.isEmpty, "\(d.map(\.textWithoutAddresses))")
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 150, 50)
        expectFrame(c, 150, 0, 150, 50)
    }

    /// The same, with the getter taking the view out of the arrangement only, and another
    /// getter adding a new arranged view.
    @Test func intrinsicSizeGettersRearrangeTheStack() {
        let root = makeRoot()
        let stack = StackView()
        stack.name = "stack"
        stack.distribution = .fillProportionally
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        activate(place(stack, in: root, 0, 0, 300, 50))
        let a = MeddlerView(), b = MeddlerView()
        for (v, n) in [(a, "a"), (b, "b")] {
            v.name = n
            v.size = CGSize(width: 100, height: 20)
            stack.addArrangedSubview(v)
        }
        let extra = IntrinsicSizeView("extra", 100, 20)
        a.onIntrinsic = { me in
            me.onIntrinsic = nil
            stack.removeArrangedSubview(me)
        }
        b.onIntrinsic = { me in
            me.onIntrinsic = nil
            stack.addArrangedSubview(extra)
        }
        let d = LayoutDiagnostics.record { root.layoutIfNeeded() }
        root.layoutIfNeeded()
        #expect(d.isEmpty, "\(d.map(\.textWithoutAddresses))")
        #expect(stack.arrangedSubviews.map(\.name) == ["b", "extra"], "\(stack.arrangementConstraintsForDebugging)")
        expectFrame(b, 0, 0, 150, 50)
        expectFrame(extra, 150, 0, 150, 50)
        #expect(a.superview === stack)
    }

    /// systemLayoutSizeFitting resolves baseline redirects, then reads intrinsic sizes (in
    /// every pass: a wrapping label makes two): a redirect getter adds a new view, an
    /// intrinsic getter removes (and frees) it before the second pass.
    @Test func fittingWithMeddlingRedirectAndIntrinsicGetters() {
        let cell = MeddlerView()
        cell.name = "cell"
        let label = Baselined()
        label.name = "label"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        let sizer = MeddlerView()
        sizer.name = "sizer"
        sizer.translatesAutoresizingMaskIntoConstraints = false
        sizer.size = CGSize(width: 40, height: 10)
        cell.addSubview(sizer)
        let text = Label()
        text.name = "text"
        text.numberOfLines = 0
        text.text = "a b c d e f"
        text.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(text)
        activate(place(label, in: cell, 0, 0, 30, 20) + [
            sizer.leftAnchor.constraint(equalTo: cell.leftAnchor),
            sizer.rightAnchor.constraint(equalTo: cell.rightAnchor),
            sizer.topAnchor.constraint(equalTo: cell.firstBaselineAnchor),
            sizer.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
            text.leftAnchor.constraint(equalTo: cell.leftAnchor),
            text.topAnchor.constraint(equalTo: cell.topAnchor),
            text.widthAnchor.constraint(equalToConstant: 3),
        ])
        weak var weakFresh: View?
        cell.firstBaseline = { me in
            guard weakFresh == nil else { return label }
            let fresh = Baselined()
            fresh.name = "fresh"
            label.addSubview(fresh)
            weakFresh = fresh
            return fresh
        }
        sizer.onIntrinsic = { _ in weakFresh?.removeFromSuperview() }
        var size = CGSize.zero
        let d = LayoutDiagnostics.record { size = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) }
        #expect(weakFresh == nil)
        // Once the fresh view left, the cell's own first baseline (its bottom) is read:
        // sizer is squeezed to nothing at the cell's bottom, which is pulled up to 0.
        #expect(size == CGSize(width: 40, height: 0))
        #expect(d.isEmpty)
        cell.firstBaseline = nil
        sizer.onIntrinsic = nil
    }
}

@Suite struct CrashHuntTwoBurstTests {
    /// One tree: a burst of additions queued for the worker, a getter in the middle of it
    /// that removes (and frees) a view and deactivates a queued constraint; the root freed
    /// right after.
    static func meddlingBurst(seed: Int) -> (frames: [CGRect], kinds: [LayoutDiagnostic.Kind]) {
        var frames: [CGRect] = []
        var kinds: [LayoutDiagnostic.Kind] = []
        weak var weakRoot: View?
        do {
            let root = makeRoot()
            root.layoutEngine.burstLengthOverride = 4
            weakRoot = root
            let views = (0..<40).map { makeView("v\($0)", in: root) }
            var constraints: [LayoutConstraint] = []
            for (k, v) in views.enumerated() { constraints += place(v, in: root, Double(k + seed), Double(k), 10, 10) }
            let meddler = MeddlerView()
            meddler.name = "meddler"
            meddler.translatesAutoresizingMaskIntoConstraints = false
            meddler.insets = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
            root.addSubview(meddler)
            let victim = constraints[4 * 20]
            meddler.onAlignment = { me in
                me.onAlignment = nil
                views[7].removeFromSuperview()
                victim.isActive = false
            }
            constraints.insert(meddler.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 3), at: 60)
            kinds = LayoutDiagnostics.record {
                LayoutConstraint.activate(constraints)
                root.layoutIfNeeded()
            }.map(\.kind)
            frames = [views[0].frame, views[7].frame, views[20].frame, views[39].frame, meddler.frame]
        }
        #expect(weakRoot == nil)
        return (frames, kinds)
    }

    @Test func meddlingGetterInABurstOnSeveralThreads() async {
        let results = await withTaskGroup(of: (Int, [CGRect], [LayoutDiagnostic.Kind]).self) { group in
            for seed in 0..<4 {
                group.addTask {
                    let (frames, kinds) = Self.meddlingBurst(seed: seed)
                    return (seed, frames, kinds)
                }
            }
            var all: [(Int, [CGRect], [LayoutDiagnostic.Kind])] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 4)
        for (seed, frames, kinds) in results {
            let s = CGFloat(seed)
            #expect(frames[0] == CGRect(x: s, y: 0, width: 10, height: 10))
            // v7 left with its constraints (reported), keeping its last frame (none laid out).
            #expect(frames[1] == .zero)
            // v20 lost its left constraint: x is free, solved to 0.
            #expect(frames[2] == CGRect(x: 0, y: 20, width: 10, height: 10))
            #expect(frames[3] == CGRect(x: 39 + s, y: 39, width: 10, height: 10))
            // meddler: left 3 - 1 inset; the rest free (0), its alignment rect 2 larger.
            #expect(frames[4].minX == 2)
            #expect(kinds == [.constraintsRemovedWithView])
        }
    }
}
