import Foundation
import Testing
import AutoLayout

// Robustness audit through the public API only: hooks that change the tree, guides, priorities
// and values out of range, deep trees. Each must end in a diagnostic, never a trap.

private func auditRoot() -> View { let r = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480)); r.name = "root"; return r }
private func auditView(_ name: String, in parent: View?) -> View {
    let v = View(); v.name = name; v.translatesAutoresizingMaskIntoConstraints = false; parent?.addSubview(v); return v
}
private func auditPlace(_ v: View, in p: View, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [LayoutConstraint] {
    [v.leftAnchor.constraint(equalTo: p.leftAnchor, constant: x), v.topAnchor.constraint(equalTo: p.topAnchor, constant: y),
     v.widthAnchor.constraint(equalToConstant: w), v.heightAnchor.constraint(equalToConstant: h)]
}

final class RobustnessHookedView: View {
    var onSafeArea: ((RobustnessHookedView) -> Void)?
    var onWillMove: ((RobustnessHookedView, View?) -> Void)?
    var onMargins: ((RobustnessHookedView) -> Void)?
    var onWillRemove: ((RobustnessHookedView, View) -> Void)?
    override func safeAreaInsetsDidChange() { onSafeArea?(self) }
    override func willMove(toSuperview newSuperview: View?) { onWillMove?(self, newSuperview) }
    override func layoutMarginsDidChange() { onMargins?(self) }
    override func willRemoveSubview(_ subview: View) { onWillRemove?(self, subview) }
}

final class RobustnessSizedView: View {
    var size = CGSize(width: 10, height: 10)
    override var intrinsicContentSize: CGSize { size }
}

@Suite struct AuditRobustnessTests {
    @Test func safeAreaHookThatMovesTheViewToAnotherTree() {
        let root = auditRoot(), other = auditRoot()
        let a = RobustnessHookedView(); a.name = "a"; a.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(a)
        let b = auditView("b", in: a)
        LayoutConstraint.activate(auditPlace(a, in: root, 0, 0, 100, 100) + [
            b.topAnchor.constraint(equalTo: a.safeAreaLayoutGuide.topAnchor), b.leftAnchor.constraint(equalTo: a.leftAnchor),
            b.widthAnchor.constraint(equalToConstant: 5), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        var calls = 0
        a.onSafeArea = { v in calls += 1; other.addSubview(v); b.removeFromSuperview(); root.addSubview(b) }
        let d = LayoutDiagnostics.record {
            root.safeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            root.layoutIfNeeded()
            other.layoutIfNeeded()
        }
        #expect(d.map(\.kind) == [.constraintsRemovedWithView, .constraintsRemovedWithView])
        #expect(d.map(\.constraints.count) == [2, 2])
        #expect(a.superview === other && b.superview === root)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(b.frame == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(calls == 2)
        a.onSafeArea = nil  // the hook holds `other`, which holds `a`
    }

    @Test func willMoveHookThatBouncesBetweenTwoTrees() {
        let root = auditRoot(), other = auditRoot()
        let a = RobustnessHookedView()
        var depth = 0
        a.onWillMove = { v, s in
            depth += 1
            guard depth < 50 else { return }
            if s === root { other.addSubview(v) } else if s === other { root.addSubview(v) }
        }
        let d = LayoutDiagnostics.record { root.addSubview(a) }
        #expect(d.isEmpty)
        #expect(depth == 50)
        #expect(a.superview === root)
        #expect(root.subviews.count == 1 && other.subviews.isEmpty)
        a.onWillMove = nil  // the hook holds `root`, which holds `a`
    }

    @Test func marginsHookThatRemovesViewsWhileMarginsAreNaN() {
        let root = auditRoot()
        let a = RobustnessHookedView(); a.name = "a"; a.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(a)
        let b = auditView("b", in: a)
        LayoutConstraint.activate(auditPlace(a, in: root, 0, 0, 100, 100) + [
            b.leftAnchor.constraint(equalTo: a.layoutMarginsGuide.leftAnchor), b.topAnchor.constraint(equalTo: a.layoutMarginsGuide.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 1), b.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        a.onMargins = { v in v.removeFromSuperview(); b.removeFromSuperview() }
        let d = LayoutDiagnostics.record {
            a.layoutMargins = EdgeInsets(top: .nan, left: 3, bottom: 1e300, right: -.infinity)
            root.layoutIfNeeded()
        }
        #expect(d.map(\.kind) == [.invalidValue, .invalidValue, .constraintsRemovedWithView, .constraintsRemovedWithView])
        #expect(a.superview == nil && b.superview == nil)
        #expect(root.subviews.isEmpty)
    }

    @Test func willRemoveHookThatRemovesAndReAddsSubviews() {
        let r = RobustnessHookedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = auditView("a", in: r), b = auditView("b", in: r)
        LayoutConstraint.activate(auditPlace(a, in: r, 0, 0, 10, 10) + [b.leftAnchor.constraint(equalTo: a.rightAnchor)])
        var k = 0
        r.onWillRemove = { p, s in
            k += 1
            if k < 5 { p.addSubview(s); s.removeFromSuperview() }
            if k < 8 { b.removeFromSuperview() }
        }
        let d = LayoutDiagnostics.record { a.removeFromSuperview(); r.layoutIfNeeded() }
        #expect(d.map(\.kind) == [.constraintsRemovedWithView, .constraintsRemovedWithView])
        #expect(k == 8)
        #expect(r.subviews.isEmpty && a.superview == nil && b.superview == nil)
    }

    @Test func invalidContentPrioritiesAreRefusedAndKept() {
        let root = auditRoot()
        let b = auditView("b", in: root)
        let d = LayoutDiagnostics.record {
            b.setContentHuggingPriority(LayoutPriority(.nan), for: .horizontal)
            b.setContentHuggingPriority(LayoutPriority(-1), for: .vertical)
            b.setContentCompressionResistancePriority(LayoutPriority(2000), for: .horizontal)
            b.setContentCompressionResistancePriority(LayoutPriority(0), for: .vertical)
        }
        #expect(d.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue, .invalidValue])
        #expect(d.first?.message == "content hugging priority nan refused for View:b: a priority must be above 0 and at most 1000")
        #expect(b.contentHuggingPriority(for: .horizontal) == LayoutPriority(250))
        #expect(b.contentHuggingPriority(for: .vertical) == LayoutPriority(250))
        #expect(b.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(750))
        #expect(b.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(750))
    }

    @Test func autoresizingFrameOfNaNAndInfinityIsRefused() {
        let root = auditRoot()
        let a = View(frame: CGRect(x: CGFloat.nan, y: CGFloat.infinity, width: 5, height: 7)); a.name = "a"
        root.addSubview(a)
        let b = auditView("b", in: root)
        let d = LayoutDiagnostics.record {
            LayoutConstraint.activate([b.leftAnchor.constraint(equalTo: a.rightAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor),
                                       b.widthAnchor.constraint(equalToConstant: 1), b.heightAnchor.constraint(equalToConstant: 1)])
            root.layoutIfNeeded()
        }
        #expect(d.map(\.kind) == [.invalidValue, .invalidValue])
        #expect(d.allSatisfy { $0.message.hasSuffix("refused: a value it reads (a frame, margin, safe-area inset, alignmentRectInsets or baseline) is not a finite number") })
        #expect(a.frame.width == 5 && a.frame.height == 7)
        #expect(b.frame.size == CGSize(width: 1, height: 1))
    }

    @Test func nonFiniteOrNegativeIntrinsicSizesDoNotTrap() {
        let root = auditRoot()
        let v = RobustnessSizedView(); v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v)
        LayoutConstraint.activate([v.leftAnchor.constraint(equalTo: root.leftAnchor), v.topAnchor.constraint(equalTo: root.topAnchor)])
        let sizes = [CGSize(width: CGFloat.nan, height: 5), CGSize(width: -5, height: -1), CGSize(width: CGFloat.infinity, height: 1e300), CGSize(width: 7, height: 8)]
        var frames: [CGSize] = []
        for s in sizes {
            v.size = s
            v.invalidateIntrinsicContentSize()
            root.layoutIfNeeded()
            frames.append(v.frame.size)
        }
        #expect(frames == [CGSize(width: 0, height: 5), CGSize(width: 0, height: 0), CGSize(width: 0, height: 1e300), CGSize(width: 7, height: 8)])
    }

    @Test func fittingAbsurdTargetsDoesNotTouchTheLayout() {
        let root = auditRoot()
        let v = auditView("v", in: root), c = auditView("c", in: v)
        LayoutConstraint.activate(auditPlace(c, in: v, 1, 2, 30, 40) + [c.rightAnchor.constraint(lessThanOrEqualTo: v.rightAnchor), c.bottomAnchor.constraint(equalTo: v.bottomAnchor)])
        var sizes: [CGSize] = []
        let diagnostics = LayoutDiagnostics.record {
            sizes.append(v.systemLayoutSizeFitting(CGSize(width: CGFloat.nan, height: CGFloat.nan)))
            sizes.append(v.systemLayoutSizeFitting(CGSize(width: CGFloat.infinity, height: -CGFloat.infinity)))
            sizes.append(v.systemLayoutSizeFitting(CGSize(width: -5, height: 0)))
        }
        // An infinite width is read as layoutFittingExpandedSize's (c's right edge only
        // stays inside v), NaN and -inf as layoutFittingCompressedSize's.
        #expect(sizes == [CGSize(width: 31, height: 42), CGSize(width: 10_000_000, height: 42), CGSize(width: 31, height: 42)])
        // The two targets that are not finite are named; a negative one is a size like any.
        #expect(diagnostics.map(\.kind) == [.invalidValue, .invalidValue])
        root.layoutIfNeeded()
        #expect(c.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(v.frame == CGRect(x: 0, y: 0, width: 31, height: 42))
    }

    @Test func labelWithDegenerateTextFontsAndWidths() {
        let root = auditRoot()
        let l = Label(); l.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(l)
        LayoutConstraint.activate([l.leftAnchor.constraint(equalTo: root.leftAnchor), l.topAnchor.constraint(equalTo: root.topAnchor)])
        l.numberOfLines = 0
        l.text = "\n\n\n"
        root.layoutIfNeeded()
        #expect(l.frame.size == CGSize(width: 0, height: 82))
        l.numberOfLines = Int.min
        l.text = ""
        root.layoutIfNeeded()
        #expect(l.frame.size == .zero)
        l.numberOfLines = 0
        l.text = "hello world this wraps"
        let w = l.widthAnchor.constraint(equalToConstant: 0)
        w.isActive = true
        for size in [0.0, -3, .nan, .infinity, .leastNonzeroMagnitude] {
            l.font = Font(pointSize: size)
            for max in [0.0, -1, .nan, .infinity, 1e-300] {
                l.preferredMaxLayoutWidth = max
                root.layoutIfNeeded()
                #expect(l.frame.width == 0)
                _ = l.lines(forWidth: .nan); _ = l.lines(forWidth: -1); _ = l.textSize(forWidth: 0)
            }
        }
        l.font = Font(pointSize: 17)
        #expect(l.lines(forWidth: 1e-300).count == 19)
    }

    @Test func deepConstrainedTreeLaysOut() {
        let root = auditRoot()
        var last: View = root
        var chain: [View] = []
        for _ in 0..<2000 {
            let v = View(); v.translatesAutoresizingMaskIntoConstraints = false
            last.addSubview(v)
            LayoutConstraint.activate([v.leftAnchor.constraint(equalTo: last.leftAnchor, constant: 1), v.topAnchor.constraint(equalTo: last.topAnchor, constant: 1),
                                       v.rightAnchor.constraint(equalTo: last.rightAnchor), v.bottomAnchor.constraint(equalTo: last.bottomAnchor)])
            chain.append(v); last = v
        }
        root.frame = CGRect(x: 0, y: 0, width: 5000, height: 5000)
        root.layoutIfNeeded()
        #expect(last.frame == CGRect(x: 1, y: 1, width: 3000, height: 3000))
        #expect(last.convert(CGPoint.zero, to: root) == CGPoint(x: 2000, y: 2000))
        #expect(!last.hasAmbiguousLayout)
        let d = LayoutDiagnostics.record { chain[1000].removeFromSuperview() }
        #expect(d.map(\.kind) == [.constraintsRemovedWithView])
        #expect(d.first?.constraints.count == 4)
    }
}
