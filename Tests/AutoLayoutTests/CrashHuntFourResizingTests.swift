import Foundation
import Testing
@testable import AutoLayout

// A fourth crash hunt: autoresizing masks with frames and superviews of zero, negative, NaN
// and infinite sizes, deep chains of resizing views, bounds origins that are not finite,
// and trait changes that swap constraints and resize the root from inside the pass.

/// A view whose trait change runs a closure.
final class FourTraitView: View {
    var onTraits: ((FourTraitView, TraitCollection?) -> Void)?
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        onTraits?(self, previousTraitCollection)
    }
}

@Suite struct CrashHuntFourResizingTests {
    private let everything: AutoresizingMask = [
        .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin,
    ]

    /// A chain of 100 000 frame-only views, each resizing with its superview: a resize of
    /// the root reaches the bottom without a call per level.
    @Test func deepChainOfResizingViews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var last = root
        var views: [View] = []
        for _ in 0..<100_000 {
            let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            last.addSubview(view)
            views.append(view)
            last = view
        }
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        #expect(last.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(views[50_000].frame == CGRect(x: 0, y: 0, width: 200, height: 50))
        root.layoutIfNeeded()
        #expect(last.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
    }

    /// Superviews resized to zero, negative, NaN and infinite sizes, and back: the masks'
    /// shares apply to finite changes; a change that is not finite leaves the subview's
    /// frame to the next finite one.
    @Test func superviewResizedToOddSizes() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        child.autoresizingMask = everything
        root.addSubview(child)
        root.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
        // Each flexible part takes its share: 10, 30, 60 of 100 and 20, 40, 40 of 100.
        #expect(child.frame.origin == CGPoint(x: 0, y: 0) && child.frame.size == CGSize(width: 0, height: 0))
        root.frame = CGRect(x: 0, y: 0, width: -30, height: -30)
        // From a container of no size, each flexible part takes a third of the change.
        #expect(child.frame.origin == CGPoint(x: -10, y: -10) && child.frame.size == CGSize(width: -10, height: -10))
        // Changes that are not finite leave the frame as it was.
        for size in [CGSize(width: CGFloat.nan, height: 5), CGSize(width: CGFloat.infinity, height: -CGFloat.infinity), CGSize(width: 7, height: 7)] {
            root.frame = CGRect(origin: .zero, size: size)
            root.layoutIfNeeded()
            #expect(child.frame.origin == CGPoint(x: -10, y: -10) && child.frame.size == CGSize(width: -10, height: -10), "\(size)")
        }
        // Finite again: from 7 x 7 to 37 x 37, each part takes a third of 30 (the child's
        // parts are -10, -10 and 27, whose sum is 7).
        root.frame = CGRect(x: 0, y: 0, width: 37, height: 37)
        let f = child.frame
        #expect([f.origin.x, f.origin.y, f.size.width, f.size.height].allSatisfy { $0.isFinite }, "\(f)")
        #expect(abs(f.origin.x - (-10 + 30 * -10 / 7)) < 1e-9 && abs(f.size.width - (-10 + 30 * -10 / 7)) < 1e-9, "\(f)")
    }

    /// The same under the engine: autoresizing constraints of a child whose superview's frame
    /// is set to values that are not finite.
    @Test func engineAutoresizingWithOddFrames() {
        let root = makeRoot(width: 100, height: 100)
        let holder = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        holder.name = "holder"
        holder.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(holder)
        let child = makeView("child", in: holder)
        activate(place(child, in: holder, 1, 2, 3, 4))
        root.layoutIfNeeded()
        expectFrame(holder, 0, 0, 50, 50)
        var reported: [LayoutDiagnostic] = []
        for frame in [
            CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10),
            CGRect(x: 0, y: 0, width: -10, height: CGFloat.nan), CGRect(x: 1e308, y: 1e308, width: 1e308, height: 1e308),
        ] {
            reported += LayoutDiagnostics.record {
                holder.frame = frame
                root.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
                root.layoutIfNeeded()
            }
            #expect(child.frame.origin.x.isFinite && child.frame.size.height.isFinite)
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            root.layoutIfNeeded()
        }
        // A finite frame again: laid out as before.
        reported += LayoutDiagnostics.record {
            holder.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            root.layoutIfNeeded()
        }
        expectFrame(child, 1, 2, 3, 4)
        #expect(holder.frame.origin.x.isFinite)
        #expect(reported.allSatisfy { $0.kind == .invalidValue || $0.kind == .unsatisfiable }, "\(reported.map(\.kind))")
    }

    /// Bounds origins that are not finite (a scroll offset): subviews placed in them, points
    /// converted through them, hit-testing.
    @Test func boundsOriginsThatAreNotFinite() {
        let root = makeRoot(width: 100, height: 100)
        let scroller = makeView("scroller", in: root)
        let inner = makeView("inner", in: scroller)
        activate(place(scroller, in: root, 0, 0, 100, 100) + place(inner, in: scroller, 10, 10, 20, 20))
        root.layoutIfNeeded()
        for origin in [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: CGFloat.infinity, y: -CGFloat.infinity), CGPoint(x: 1e308, y: -1e308)] {
            let d = LayoutDiagnostics.record {
                scroller.bounds = CGRect(origin: origin, size: scroller.bounds.size)
                root.layoutIfNeeded()
            }
            #expect(d.allSatisfy { $0.kind == .invalidValue }, "\(d.map(\.message))")
            _ = inner.convert(CGPoint(x: 1, y: 1), to: root)
            // The scroller's bounds hold no point (NaN) or not this one: the hit is the root's.
            #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === root, "\(origin)")
        }
        let d = LayoutDiagnostics.record {
            scroller.bounds = CGRect(x: 5, y: 5, width: 100, height: 100)
            root.layoutIfNeeded()
        }
        #expect(d.isEmpty)
        // A finite offset again: the subview's frame and conversions are finite.
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: inner.frame.minX - 4, y: inner.frame.minY - 4))
        #expect(root.hitTest(CGPoint(x: inner.frame.minX - 4, y: inner.frame.minY - 4), with: nil) === inner)
    }

    /// A trait change whose override swaps the constraint set and resizes the root inside
    /// the layout pass, back and forth: the pass settles on the set of the last size.
    @Test func traitChangeSwapsConstraintsAndResizesTheRoot() {
        let root = makeRoot(width: 393, height: 852)
        let host = FourTraitView()
        host.name = "host"
        host.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(host)
        let compact = place(host, in: root, 0, 0, 100, 100)
        let regular = place(host, in: root, 50, 50, 300, 300)
        activate(compact)
        root.layoutIfNeeded()
        expectFrame(host, 0, 0, 100, 100)
        var calls = 0
        host.onTraits = { me, _ in
            calls += 1
            let isRegular = me.traitCollection.horizontalSizeClass == .regular
            LayoutConstraint.deactivate(isRegular ? compact : regular)
            LayoutConstraint.activate(isRegular ? regular : compact)
            // The first change (to regular) sizes the root back to compact from inside.
            if calls == 1 { root.frame = CGRect(x: 0, y: 0, width: 393, height: 852) }
        }
        let d = LayoutDiagnostics.record {
            root.frame = CGRect(x: 0, y: 0, width: 800, height: 1000)
            root.layoutIfNeeded()
        }
        #expect(d.isEmpty, "\(d.map(\.message))")
        // One layoutIfNeeded() tells the host of both changes (the pass runs again while traits
        // changed after its trait pass).
        #expect(calls == 2)
        #expect(root.frame.size == CGSize(width: 393, height: 852))
        #expect(host.traitCollection.horizontalSizeClass == .compact)
        expectFrame(host, 0, 0, 100, 100)
        #expect(compact.allSatisfy(\.isActive) && !regular.contains(where: \.isActive))
        // Back and forth without end: stopped after the pass limit, with a diagnostic.
        host.onTraits = { me, _ in
            calls += 1
            let isRegular = me.traitCollection.horizontalSizeClass == .regular
            root.frame = isRegular ? CGRect(x: 0, y: 0, width: 393, height: 852) : CGRect(x: 0, y: 0, width: 800, height: 1000)
        }
        calls = 0
        let d2 = LayoutDiagnostics.record {
            root.frame = CGRect(x: 0, y: 0, width: 800, height: 1000)
            root.layoutIfNeeded()
        }
        #expect(d2.map(\.kind) == [.layoutDidNotConverge])
        #expect(calls == 8)
        host.onTraits = nil
    }

    /// Roots sized to zero, negative, NaN and infinite sizes: unspecified size classes, and
    /// a trait override that reads them.
    @Test func rootSizesWithoutSizeClasses() {
        let root = makeRoot()
        let host = FourTraitView()
        host.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(host)
        activate(place(host, in: root, 1, 2, 3, 4))
        var seen: [UserInterfaceSizeClass] = []
        host.onTraits = { me, _ in seen.append(me.traitCollection.horizontalSizeClass) }
        for size in [CGSize(width: 0, height: 0), CGSize(width: -1, height: 500), CGSize(width: CGFloat.nan, height: 500),
                     CGSize(width: 800, height: 1000), CGSize(width: CGFloat.infinity, height: 500)] {
            root.frame = CGRect(origin: .zero, size: size)
            _ = LayoutDiagnostics.record { root.layoutIfNeeded() }
            expectFrame(host, 1, 2, 3, 4)
        }
        #expect(seen == [.unspecified, .regular, .unspecified])
    }
}
