import Foundation
import Testing
@testable import AutoLayout

/// `hitTest(_:with:)` and `point(inside:with:)`: the deepest view under a point that takes
/// touches, front to back, as UIKit finds it.
@Suite struct HitTestTests {
    /// root 300 x 300 > a (10, 10, 100, 100) > b (20, 20, 50, 50); c (50, 50, 100, 100) on top
    /// of a.
    func tree() -> (root: View, a: View, b: View, c: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let b = View(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        let c = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(c)
        return (root, a, b, c)
    }

    @Test func theDeepestFrontmostViewUnderThePoint() {
        let (root, a, b, c) = tree()
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === a)
        #expect(root.hitTest(CGPoint(x: 35, y: 35), with: nil) === b)
        // Under both a's b and c: c, added later, is in front.
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === c)
        #expect(root.hitTest(CGPoint(x: 200, y: 200), with: nil) === root)
        // The left and top edges are in, the right and bottom ones out.
        #expect(root.hitTest(CGPoint(x: 0, y: 0), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 300, y: 10), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: 10, y: 300), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: -1, y: 5), with: nil) == nil)
        // Asked of a subview, in its own coordinates.
        #expect(a.hitTest(CGPoint(x: 25, y: 25), with: nil) === b)
        #expect(a.hitTest(CGPoint(x: 5, y: 5), with: nil) === a)
    }

    @Test func hiddenTransparentAndUntouchableViewsAreSkippedWithTheirSubviews() {
        let (root, a, b, c) = tree()
        c.isHidden = true
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === b)
        c.isHidden = false
        c.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === b)
        c.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === c)
        c.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === b)
        a.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 35, y: 35), with: nil) === root)
        root.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 200, y: 200), with: nil) == nil)
    }

    @Test func labelsAndImageViewsTakeNoTouchesByDefault() {
        #expect(View().isUserInteractionEnabled)
        #expect(!Label().isUserInteractionEnabled)
        #expect(!ImageView().isUserInteractionEnabled)
        #expect(StackView().isUserInteractionEnabled)
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = Label(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        root.addSubview(label)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        label.isUserInteractionEnabled = true
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === label)
        label.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        // Back to a view's default without a settings object being made for it.
        let plain = View()
        plain.isUserInteractionEnabled = true
        #expect(plain.settingsStorage == nil)
    }

    @Test func aSubviewOutsideItsSuperviewIsNotHit() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let parent = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let outside = View(frame: CGRect(x: 60, y: 0, width: 20, height: 20))
        root.addSubview(parent)
        parent.addSubview(outside)
        #expect(root.hitTest(CGPoint(x: 65, y: 5), with: nil) === root)
    }

    /// A bounds origin (a scroll offset) moves what is under the point.
    @Test func theBoundsOriginShiftsTheSubviews() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let scroller = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let row = View(frame: CGRect(x: 0, y: 60, width: 10, height: 10))
        root.addSubview(scroller)
        scroller.addSubview(row)
        #expect(root.hitTest(CGPoint(x: 5, y: 65), with: nil) === row)
        scroller.bounds.origin = CGPoint(x: 0, y: 50)
        #expect(root.hitTest(CGPoint(x: 5, y: 65), with: nil) === scroller)
        #expect(root.hitTest(CGPoint(x: 5, y: 15), with: nil) === row)
    }

    /// Frames laid out by constraints are what is hit.
    @Test func framesFromTheLayout() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = View()
        button.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(button)
        LayoutConstraint.activate([
            button.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
            button.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
            button.widthAnchor.constraint(equalToConstant: 44),
            button.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 145, y: 150), with: nil) === root)
    }

    final class Counting: View {
        nonisolated(unsafe) static var calls = 0
        override func hitTest(_ point: CGPoint, with event: Any?) -> View? {
            Counting.calls += 1
            return super.hitTest(point, with: event)
        }
    }

    /// Overrides are asked down to `hitTestRecursionLimit` levels below the outermost call;
    /// the rest of the path is found in a loop, with the same answer.
    @Test func belowTheRecursionLimitALoopFindsTheRest() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var last: View = root
        var chain: [View] = []
        for _ in 0..<400 {
            let view = Counting(frame: CGRect(x: 1, y: 1, width: 90, height: 90))
            last.addSubview(view)
            chain.append(view)
            last = view
        }
        Counting.calls = 0
        // Each level is 1 point in from its superview: chain[k] spans k + 1 ..< k + 91 in the
        // root, so (50, 50) is in chain[0 ... 49]; chain[50] is asked and says no.
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === chain[49])
        #expect(Counting.calls == 51)
        for view in chain { view.frame = CGRect(x: 0, y: 0, width: 100, height: 100) }
        Counting.calls = 0
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === chain[399])
        #expect(Counting.calls == View.hitTestRecursionLimit)
        // Asked of a view deep in the chain, the limit counts from there.
        Counting.calls = 0
        #expect(chain[99].hitTest(CGPoint(x: 50, y: 50), with: nil) === chain[399])
        #expect(Counting.calls == 1 + View.hitTestRecursionLimit)
    }

    final class Enlarged: View {
        var events: [String] = []
        override func point(inside point: CGPoint, with event: Any?) -> Bool {
            if let event = event as? String { events.append(event) }
            return bounds.insetBy(dx: -10, dy: -10).contains(point)
        }
    }

    final class PassThrough: View {
        override func hitTest(_ point: CGPoint, with event: Any?) -> View? {
            let hit = super.hitTest(point, with: event)
            return hit === self ? nil : hit
        }
    }

    @Test func subclassesWidenTheAreaOrLetTouchesThrough() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let small = Enlarged(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        root.addSubview(small)
        #expect(root.hitTest(CGPoint(x: 95, y: 95), with: "tap") === small)
        #expect(small.events == ["tap"])
        #expect(root.hitTest(CGPoint(x: 85, y: 95), with: nil) === root)

        let overlay = PassThrough(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let control = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(overlay)
        overlay.addSubview(control)
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === control)
        // The overlay itself lets the touch through to what is behind it.
        #expect(root.hitTest(CGPoint(x: 105, y: 105), with: nil) === small)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
    }
}
