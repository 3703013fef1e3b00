import Foundation
import Testing
@testable import AutoLayout

// Crash hunting: misuse of the engine's public API is recovered from (with a diagnostic
// where UIKit would log or raise), never a trap.

@Suite struct CrashHuntHierarchyTests {
    @Test func insertSubviewAtAnyIndexIsClamped() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let c = makeView("c", in: nil), d = makeView("d", in: nil)
        root.insertSubview(c, at: Int.max)
        root.insertSubview(d, at: Int.min)
        #expect(root.subviews.map { $0.name } == ["d", "a", "b", "c"])
        // Reordering an existing subview with out-of-range indices.
        root.insertSubview(a, at: -1)
        root.insertSubview(d, at: 99)
        #expect(root.subviews.map { $0.name } == ["a", "b", "c", "d"])
        let diagnostics = LayoutDiagnostics.record {
            root.exchangeSubview(at: 0, withSubviewAt: Int.max)
            root.exchangeSubview(at: -1, withSubviewAt: 0)
        }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchy, .invalidHierarchy])
        #expect(diagnostics.first?.message == "cannot exchange the subviews at 0 and \(Int.max) of View:root: it has 4 subviews")
        #expect(root.subviews.map { $0.name } == ["a", "b", "c", "d"])
        // Siblings that are not subviews, and a view relative to itself.
        root.insertSubview(b, aboveSubview: b)
        root.insertSubview(b, belowSubview: makeView("stranger", in: nil))
        #expect(root.subviews.map { $0.name } == ["b", "a", "c", "d"])
    }

    @Test func cyclesAreRefused() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: a)
        let diagnostics = LayoutDiagnostics.record {
            b.addSubview(root)
            a.addSubview(a)
            b.insertSubview(a, at: 0)
        }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchy, .invalidHierarchy, .invalidHierarchy])
        #expect(diagnostics.first?.message == "cannot add View:root to View:b: a view cannot be its own descendant")
        #expect(root.superview == nil && a.superview === root && b.superview === a)
    }

    @Test func aViewAddedToASecondTreeMovesWithItsConstraintsDeactivated() {
        let one = makeRoot(), two = makeRoot(width: 100, height: 100)
        two.name = "two"
        let v = makeView("v", in: one)
        let inside = makeView("inside", in: v)
        activate(place(v, in: one, 10, 20, 30, 40) + place(inside, in: v, 1, 2, 3, 4))
        one.layoutIfNeeded()
        expectFrame(v, 10, 20, 30, 40)
        let diagnostics = LayoutDiagnostics.record { two.addSubview(v) }
        #expect(diagnostics.map(\.kind) == [.constraintsRemovedWithView])
        #expect(diagnostics.first?.constraints.count == 2)
        // Its own width and height (installed on it) moved with it; left and top went.
        activate([v.rightAnchor.constraint(equalTo: two.rightAnchor), v.bottomAnchor.constraint(equalTo: two.bottomAnchor)])
        two.layoutIfNeeded()
        one.layoutIfNeeded()
        expectFrame(v, 70, 60, 30, 40)
        expectFrame(inside, 1, 2, 3, 4)
        #expect(one.subviews.isEmpty)
    }

    /// A chain of 100 000 views: no walk may recurse once per level (a stack overflow).
    @Test func veryDeepHierarchy() {
        var root: View? = makeRoot()
        var last = root!
        var views: [View] = []
        for k in 0..<100_000 {
            let v = View(frame: CGRect(x: 1, y: 1, width: 10, height: 10))
            v.tag = k
            last.addSubview(v)
            views.append(v)
            last = v
        }
        let leaf = makeView("leaf", in: last)
        activate([
            leaf.leftAnchor.constraint(equalTo: last.leftAnchor, constant: 5),
            leaf.topAnchor.constraint(equalTo: last.topAnchor, constant: 7),
            leaf.widthAnchor.constraint(equalTo: last.widthAnchor, multiplier: 0.5),
            leaf.heightAnchor.constraint(equalToConstant: 9),
        ])
        root!.layoutIfNeeded()
        expectFrame(leaf, 5, 7, 5, 9)
        #expect(leaf.isDescendant(of: root!))
        #expect(leaf.closestCommonSuperview(with: views[3]) === views[3])
        #expect(root!.viewWithTag(99_999) === last)
        #expect(leaf.convert(CGPoint.zero, to: root!) == CGPoint(x: 100_005, y: 100_007))
        root!.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root!.setNeedsUpdateConstraints()
        root!.safeAreaInsets = EdgeInsets(top: 3, left: 0, bottom: 0, right: 0)
        root!.layoutIfNeeded()
        expectFrame(leaf, 5, 7, 5, 9)
        _ = leaf.hasAmbiguousLayout
        #expect(leaf.constraintsAffectingLayout(for: .horizontal).count >= 2)
        // Cut in the middle (nothing crosses the cut), then free everything: the top half
        // with its root, the bottom half with its new root.
        let d = LayoutDiagnostics.record { views[50_000].removeFromSuperview() }
        #expect(d.isEmpty)
        #expect(leaf.isDescendant(of: views[50_000]) && !leaf.isDescendant(of: root!))
        views[50_000].layoutIfNeeded()
        expectFrame(leaf, 5, 7, 5, 9)
        let bottom = views[50_000]
        views.removeAll()
        last = leaf
        root = nil
        #expect(bottom.superview == nil)
    }
}

// MARK: - Items that go away

@Suite struct CrashHuntLifetimeTests {
    @Test func constraintOutlivesItsSecondView() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        var b: View? = makeView("b", in: root)
        let c = a.leftAnchor.constraint(equalTo: b!.rightAnchor, constant: 3)
        activate([c] + [a.topAnchor.constraint(equalTo: root.topAnchor), a.widthAnchor.constraint(equalToConstant: 1),
                        a.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        // b leaves and is freed: c goes with it.
        let d = LayoutDiagnostics.record { b!.removeFromSuperview() }
        #expect(d.map(\.kind) == [.constraintsRemovedWithView])
        b = nil
        #expect(c.secondItem == nil)
        #expect(!c.isActive)
        // Using the constraint now must not touch the freed view.
        c.constant = 10
        c.priority = .defaultHigh
        // The freed item reads as nil, as a missing first item does.
        #expect(c.description.hasSuffix(" View:a.left == nil.right + 10 ^high>"), "\(c)")
        _ = c.secondAnchor
        let again = LayoutDiagnostics.record { c.isActive = true }
        #expect(again.count == 1)
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 1, 1)
    }

    @Test func constraintOutlivesItsFirstView() {
        let root = makeRoot()
        var a: View? = makeView("a", in: root)
        let c = a!.widthAnchor.constraint(equalToConstant: 4)
        let e = a!.leftAnchor.constraint(equalTo: root.leftAnchor)
        activate([c])
        a!.removeFromSuperview()
        a = nil
        #expect(c.firstItem == nil)
        #expect(!c.isActive)
        let d = LayoutDiagnostics.record {
            c.isActive = true
            LayoutConstraint.activate([e, e])
            root.addConstraint(e)
        }
        #expect(d.map(\.kind) == [.missingItem, .missingItem, .missingItem, .missingItem])
        root.layoutIfNeeded()
        #expect(root.constraints.isEmpty)
    }

    /// The root of a tree with active constraints is freed while a subview and the
    /// constraints live on.
    @Test func rootFreedUnderLiveConstraints() {
        var root: View? = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: a)
        let inner = place(b, in: a, 1, 2, 3, 4)
        let outer = place(a, in: root!, 10, 10, 50, 50)
        activate(inner + outer)
        root!.layoutIfNeeded()
        root = nil
        #expect(a.superview == nil)
        // left and top (installed on the root) went with it; width and height are a's own.
        #expect(outer.map(\.isActive) == [false, false, true, true])
        #expect(inner.allSatisfy { $0.isActive })
        a.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        a.layoutIfNeeded()
        expectFrame(b, 1, 2, 3, 4)
        for c in outer { c.constant = 1; _ = c.description }
        // Their second item is gone (freed): refused as a freed first item is.
        let d = LayoutDiagnostics.record { LayoutConstraint.activate(outer) }
        #expect(d.map(\.kind) == [.missingItem, .missingItem])
        #expect(d.first?.message == "\(outer[0]) has no second item (it was freed)")
        #expect(outer[0].description.hasSuffix(" View:a.left == nil.left + 1>"))
    }

    @Test func aSecondAttributeWithoutASecondItemIsAPairingErrorNotAFreedItem() {
        let root = makeRoot()
        let v = makeView("v", in: root)
        let never = LayoutConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .height)
        let d = LayoutDiagnostics.record { never.isActive = true }
        #expect(d.map(\.kind) == [.invalidAttributePairing])
        #expect(d.first?.message == "\(never) names a second attribute (height) but no second item")
        #expect(!never.isActive)
    }

    @Test func guideRemovedOrWithoutOwner() {
        let root = makeRoot()
        let guide = LayoutGuide()
        guide.identifier = "g"
        // Never added to a view.
        let orphan = guide.leftAnchor.constraint(equalTo: root.leftAnchor)
        var d = LayoutDiagnostics.record { orphan.isActive = true }
        // UIKit refuses a guide in no view as having no common ancestor.
        #expect(d.map(\.kind) == [.noCommonAncestor])
        #expect(d.first?.message == "\(orphan): LayoutGuide:g belongs to no view, so it is in no view hierarchy; add it to a view with addLayoutGuide(_:) first")
        #expect(!orphan.isActive)
        #expect(guide.layoutFrame == .zero)
        root.addLayoutGuide(guide)
        activate([guide.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 4),
                  guide.topAnchor.constraint(equalTo: root.topAnchor),
                  guide.widthAnchor.constraint(equalToConstant: 10),
                  guide.heightAnchor.constraint(equalToConstant: 10)])
        let v = makeView("v", in: root)
        let follow = v.leftAnchor.constraint(equalTo: guide.rightAnchor)
        activate([follow, v.topAnchor.constraint(equalTo: root.topAnchor), v.widthAnchor.constraint(equalToConstant: 1),
                  v.heightAnchor.constraint(equalToConstant: 1)])
        root.layoutIfNeeded()
        expectFrame(v, 14, 0, 1, 1)
        root.removeLayoutGuide(guide)
        root.removeLayoutGuide(guide)
        #expect(!follow.isActive)
        #expect(guide.owningView == nil)
        d = LayoutDiagnostics.record { follow.isActive = true }
        #expect(d.map(\.kind) == [.noCommonAncestor])
        #expect(d.first?.message == "\(follow): LayoutGuide:g belongs to no view, so it is in no view hierarchy; add it to a view with addLayoutGuide(_:) first")
        root.layoutIfNeeded()
        #expect(v.frame.minX == 0)
        // The owner freed: the guide lives on without it.
        var owner: View? = makeView("owner", in: nil)
        let g2 = LayoutGuide()
        owner!.addLayoutGuide(g2)
        let margins = owner!.layoutMarginsGuide
        let c2 = g2.widthAnchor.constraint(equalTo: margins.widthAnchor)
        activate([c2])
        owner = nil
        #expect(g2.owningView == nil && margins.owningView == nil)
        #expect(margins.layoutFrame == .zero)
        _ = g2.description
        d = LayoutDiagnostics.record { c2.isActive = true }
        #expect(d.count == 1)
        #expect(!c2.isActive)
    }
}

// MARK: - Values

@Suite struct CrashHuntValueTests {
    @Test func selfConstraints() {
        let root = makeRoot()
        let v = makeView("v", in: root)
        let d = LayoutDiagnostics.record {
            LayoutConstraint.activate([
                v.leftAnchor.constraint(equalTo: v.leftAnchor),
                v.widthAnchor.constraint(equalTo: v.widthAnchor, multiplier: 2),
                v.leftAnchor.constraint(equalTo: v.rightAnchor, constant: -30),
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 1, constant: 2),
            ])
        }
        // v.width == 2 * v.width gives 0, which conflicts with left == right - 30.
        #expect(d.map(\.kind) == [.unsatisfiable])
        root.layoutIfNeeded()
        expectFrame(v, 0, 5, 0, 2)
    }

    @Test func extremeConstantsMultipliersAndPriorities() {
        let root = makeRoot()
        let v = makeView("v", in: root)
        let huge = v.widthAnchor.constraint(equalToConstant: 1e300)
        let d = LayoutDiagnostics.record {
            LayoutConstraint.activate([
                v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: -0.0),
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: .leastNonzeroMagnitude),
                huge,
                v.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: .greatestFiniteMagnitude),
                v.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: .nan),
                v.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: .infinity),
                v.heightAnchor.constraint(equalToConstant: .nan),
                v.heightAnchor.constraint(equalToConstant: -.infinity),
            ])
        }
        #expect(d.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue, .invalidValue])
        // The multiplier of greatestFiniteMagnitude is finite and accepted; 480 times it
        // overflows: the height is not taken, and the layout says why.
        let laidOut = LayoutDiagnostics.record { root.layoutIfNeeded() }
        // The least subnormal top lies within rounding noise of 0, which the frame reads.
        #expect(v.frame == CGRect(x: 0, y: 0, width: 1e300, height: 0))
        #expect(laidOut.map(\.kind) == [.invalidValue])
        #expect(laidOut.first?.message.hasPrefix(
            "The constraints of View:v give it a frame that is not a finite number (height = inf): a constant or multiplier overflowed.") == true)
        #expect(laidOut.first?.constraints.contains { $0.multiplier == .greatestFiniteMagnitude } == true)
        #expect(laidOut.first?.constraints.allSatisfy { $0.firstAttribute.axis == .vertical } == true)
        #expect(v.frame.minY.isFinite && v.frame.height.isFinite)
        // Priorities at and past their bounds.
        let p = v.widthAnchor.constraint(equalToConstant: 1)
        let q = LayoutDiagnostics.record {
            p.priority = LayoutPriority(0)
            p.priority = LayoutPriority(1001)
            p.priority = LayoutPriority(-1)
            p.priority = LayoutPriority(.nan)
            p.priority = LayoutPriority(.infinity)
        }
        #expect(q.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue, .invalidValue, .invalidValue])
        p.priority = LayoutPriority(Float(1000).nextDown)
        p.priority = LayoutPriority(Float.leastNonzeroMagnitude)
        let r = LayoutDiagnostics.record { p.isActive = true }
        #expect(r.isEmpty)
        root.layoutIfNeeded()
        #expect(v.frame.width == 1e300)
    }

    @Test func nonFiniteRootFrameAndFittingTargets() {
        let root = makeRoot()
        let v = makeView("v", in: root)
        activate([v.leftAnchor.constraint(equalTo: root.leftAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
                  v.widthAnchor.constraint(equalTo: root.widthAnchor), v.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 320, 10)
        let nf = LayoutDiagnostics.record {
            root.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: .infinity)
            root.layoutIfNeeded()
        }
        #expect(nf.map(\.kind) == [.invalidValue, .invalidValue])
        #expect(nf.first?.message == "<LayoutConstraint:root View:root.width == nan> refused: a value it reads (a frame, margin, safe-area inset, alignmentRectInsets or baseline) is not a finite number")
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        _ = LayoutDiagnostics.record { root.layoutIfNeeded() }
        expectFrame(v, 0, 0, 100, 10)
        _ = LayoutDiagnostics.record {
            _ = v.systemLayoutSizeFitting(CGSize(width: CGFloat.nan, height: .infinity))
            _ = v.systemLayoutSizeFitting(CGSize(width: -1e300, height: 1e300), withHorizontalFittingPriority: .fittingSizeLevel,
                                          verticalFittingPriority: LayoutPriority(.nan))
            v.additionalSafeAreaInsets = EdgeInsets(top: .nan, left: .infinity, bottom: -.infinity, right: 1e300)
            v.layoutMargins = EdgeInsets(top: .nan, left: .infinity, bottom: 0, right: 0)
            root.layoutIfNeeded()
        }
        _ = v.convert(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), to: makeView("elsewhere", in: nil))
    }
}

// MARK: - Re-entrancy

/// A view whose overrides run a closure (once per call).
final class HookView: View {
    var onLayout: ((HookView) -> Void)?
    var onUpdate: ((HookView) -> Void)?
    var onSafeArea: ((HookView) -> Void)?
    var onTraits: ((HookView) -> Void)?
    var onMargins: ((HookView) -> Void)?
    var onIntrinsic: ((HookView) -> Void)?
    var onMove: ((HookView) -> Void)?
    var size = CGSize(width: 20, height: 10)

    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?(self)
    }
    override func updateConstraints() {
        onUpdate?(self)
        super.updateConstraints()
    }
    override func safeAreaInsetsDidChange() { onSafeArea?(self) }
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) { onTraits?(self) }
    override func layoutMarginsDidChange() { onMargins?(self) }
    override func didMoveToSuperview() { onMove?(self) }
    override var intrinsicContentSize: CGSize {
        onIntrinsic?(self)
        return size
    }
}

@Suite struct CrashHuntReentrancyTests {
    /// A tree of hook views under `root`: `outer` holds `inner`, beside `sibling`.
    func tree() -> (View, HookView, HookView, HookView) {
        let root = makeRoot()
        let outer = HookView(), inner = HookView(), sibling = HookView()
        outer.name = "outer"; inner.name = "inner"; sibling.name = "sibling"
        for v in [outer, inner, sibling] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(outer)
        outer.addSubview(inner)
        root.addSubview(sibling)
        activate(place(outer, in: root, 10, 10, 100, 100) + place(sibling, in: root, 200, 0, 50, 50)
            + [inner.leftAnchor.constraint(equalTo: outer.leftAnchor, constant: 5),
               inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 5),
               inner.rightAnchor.constraint(equalTo: sibling.leftAnchor)])
        return (root, outer, inner, sibling)
    }

    @Test func layoutSubviewsRemovesViewsAndConstraints() {
        let (root, outer, inner, sibling) = tree()
        outer.onLayout = { view in
            view.onLayout = nil
            sibling.removeFromSuperview()
            inner.removeFromSuperview()
            view.removeFromSuperview()
            root.layoutIfNeeded()
        }
        let d = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(d.map(\.kind).allSatisfy { $0 == .constraintsRemovedWithView })
        #expect(root.subviews.isEmpty)
        expectFrame(outer, 10, 10, 100, 100)
    }

    @Test func layoutSubviewsFreesTheSubviewsTheEngineIsSetting() {
        let root = makeRoot()
        let host = HookView()
        host.name = "host"
        root.addSubview(host)
        activate(place(host, in: root, 0, 0, 300, 300))
        var kids: [View] = (0..<40).map { k in makeView("k\(k)", in: host) }
        let constants = kids.enumerated().flatMap { k, v in place(v, in: host, Double(k), 0, 1, 1) }
        activate(constants)
        root.layoutIfNeeded()
        // Every kid moves; the host's layoutSubviews frees them before super runs.
        host.onLayout = nil
        for c in constants where c.firstAttribute == .left { c.constant += 1 }
        final class Dropper: View {}
        let d = LayoutDiagnostics.record {
            for kid in kids { kid.removeFromSuperview() }
            kids.removeAll()
            root.layoutIfNeeded()
        }
        #expect(d.count == 40)
        #expect(host.subviews.isEmpty)
    }

    @Test func updateConstraintsAndTraitsChangeTheTree() {
        let (root, outer, inner, sibling) = tree()
        inner.onUpdate = { view in
            view.onUpdate = nil
            view.removeFromSuperview()
            sibling.addSubview(view)
            root.updateConstraintsIfNeeded()
            root.layoutIfNeeded()
        }
        outer.onTraits = { view in
            view.onTraits = nil
            let fresh = makeView("fresh", in: view)
            fresh.widthAnchor.constraint(equalToConstant: 3).isActive = true
            root.layoutIfNeeded()
        }
        sibling.onSafeArea = { view in
            view.onSafeArea = nil
            view.removeFromSuperview()
            root.layoutIfNeeded()
        }
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        _ = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(inner.superview === sibling)
        #expect(outer.subviews.map { $0.name } == ["fresh"])
        expectFrame(outer, 10, 10, 100, 100)
    }

    @Test func intrinsicContentSizeThatChangesConstraints() {
        let root = makeRoot()
        let v = HookView()
        v.name = "v"
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        var extra: LayoutConstraint?
        v.onIntrinsic = { view in
            view.invalidateIntrinsicContentSize()
            if extra == nil {
                extra = view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 7)
                extra?.isActive = true
            }
            view.setNeedsLayout()
            root.layoutIfNeeded()
        }
        activate([v.topAnchor.constraint(equalTo: root.topAnchor)])
        _ = LayoutDiagnostics.record { root.layoutIfNeeded() }
        v.onIntrinsic = nil
        root.layoutIfNeeded()
        expectFrame(v, 7, 0, 20, 10)
    }

    @Test func intrinsicContentSizeThatRemovesTheView() {
        let root = makeRoot()
        var v: HookView? = HookView()
        v!.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v!)
        v!.onIntrinsic = { view in
            view.onIntrinsic = nil
            view.removeFromSuperview()
        }
        let c = v!.leftAnchor.constraint(equalTo: root.leftAnchor)
        _ = LayoutDiagnostics.record {
            c.isActive = true
            root.layoutIfNeeded()
        }
        v = nil
        root.layoutIfNeeded()
        #expect(root.subviews.isEmpty)
    }

    @Test func didMoveToSuperviewThatMovesTheViewAgain() {
        let root = makeRoot()
        let other = makeRoot()
        let v = HookView()
        var moves = 0
        v.onMove = { view in
            moves += 1
            if moves < 5 {
                if view.superview === root { other.addSubview(view) } else { root.addSubview(view) }
            }
        }
        root.addSubview(v)
        #expect(moves == 5)
        #expect(v.superview === root)
        #expect(other.subviews.isEmpty)
        #expect(root.subviews.count == 1)
        v.onMove = nil  // the closure holds both roots, which hold v
    }

    @Test func marginsChangedHookThatLaysOutAgain() {
        let (root, outer, _, _) = tree()
        var count = 0
        outer.onMargins = { view in
            count += 1
            view.layoutMargins = EdgeInsets(top: Double(count), left: 0, bottom: 0, right: 0)
            root.layoutIfNeeded()
        }
        let guideUser = makeView("g", in: outer)
        activate([guideUser.topAnchor.constraint(equalTo: outer.layoutMarginsGuide.topAnchor)])
        _ = LayoutDiagnostics.record {
            outer.layoutMargins = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
            root.layoutIfNeeded()
        }
        outer.onMargins = nil
        root.layoutIfNeeded()
        #expect(guideUser.frame.minY == outer.layoutMargins.top)
    }
}
