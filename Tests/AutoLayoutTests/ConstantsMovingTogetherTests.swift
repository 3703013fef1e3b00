import Foundation
import Testing
@testable import AutoLayout

// Found by a differential fuzz of the engine against kiwisolver (random trees and
// constraints, each layout compared with kiwisolver's solution of the same system in root
// coordinates), minimised. Expected frames worked out by hand from issue 4's semantics.
//
// Constants that move together (a bounds origin, margins, a root's width and height, a frame's
// autoresizing constants) reach the solver one at a time; a refusal part way must wait for the
// rest, and a mask's conflicts are judged at layout time, as UIKit makes mask constraints then.

/// A bounds-origin change moves the constants of every constraint seen through that view
/// together. Two required constraints that agree before and after (`v.top == root.top`,
/// `v.top >= root.top`) must not be reported as conflicting, nor broken.
@Test func BoundsOriginChangeKeepsConsistentRequiredConstraints() {
    let root = makeRoot()
    let v = makeView("v", in: root)
    let ge = v.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor)
    let eq = v.topAnchor.constraint(equalTo: root.topAnchor)
    activate([ge, eq, v.leftAnchor.constraint(equalTo: root.leftAnchor), v.widthAnchor.constraint(equalToConstant: 10),
              v.heightAnchor.constraint(equalToConstant: 10)])
    root.layoutIfNeeded()
    expectFrame(v, 0, 0, 10, 10)
    let diagnostics = LayoutDiagnostics.record {
        root.bounds = CGRect(x: 0, y: 23, width: 320, height: 480)
        root.layoutIfNeeded()
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    // root.top is the bounds' minY, 23: both constraints say v.frame.minY == 23 / >= 23.
    expectFrame(v, 0, 23, 10, 10)
    // The consequence: the broken `>=` no longer holds. Without `eq`, a weaker pull above
    // root.top must stop at root.top (23).
    eq.isActive = false
    let pull = v.topAnchor.constraint(equalTo: root.topAnchor, constant: -5)
    pull.priority = .defaultHigh
    pull.isActive = true
    root.layoutIfNeeded()
    #expect(ge.isActive)
    expectFrame(v, 0, 23, 10, 10)
}

/// The same in a container, with a multiplier (from the fuzz: case 501892):
/// `c.centerY == box.top * 0.75 + 7` and `c.centerY >= box.top`, box.bounds.minY 0 -> 22.
@Test func BoundsOriginChangeWithMultiplier() {
    let root = makeRoot()
    let box = makeView("box", in: root)
    let c = makeView("c", in: box)
    activate(place(box, in: root, 10, 10, 200, 200) + [
        c.centerYAnchor.constraint(greaterThanOrEqualTo: box.topAnchor),
        LayoutConstraint(item: c, attribute: .centerY, relatedBy: .equal, toItem: box, attribute: .top, multiplier: 0.75, constant: 7),
        c.leftAnchor.constraint(equalTo: box.leftAnchor), c.widthAnchor.constraint(equalToConstant: 10),
        c.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(c, 0, 2, 10, 10)
    let diagnostics = LayoutDiagnostics.record {
        box.bounds = CGRect(x: 0, y: 22, width: 200, height: 200)
        root.layoutIfNeeded()
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    // centerY = 0.75 * 22 + 7 = 23.5 (>= 22 holds) -> minY 18.5
    expectFrame(c, 0, 18.5, 10, 10)
}

/// The same through layout margins: a margin change moves both constants at once.
@Test func MarginChangeKeepsConsistentRequiredConstraints() {
    let root = makeRoot()
    root.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    let v = makeView("v", in: root)
    activate([
        v.leftAnchor.constraint(greaterThanOrEqualTo: root.layoutMarginsGuide.leftAnchor),
        LayoutConstraint(item: v, attribute: .left, relatedBy: .equal, toItem: root, attribute: .leftMargin, multiplier: 1, constant: 0),
        v.topAnchor.constraint(equalTo: root.topAnchor), v.widthAnchor.constraint(equalToConstant: 10),
        v.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(v, 0, 0, 10, 10)
    let diagnostics = LayoutDiagnostics.record {
        root.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        root.layoutIfNeeded()
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    expectFrame(v, 30, 0, 10, 10)
}

/// AutoresizingMask's doc: "A view that takes part in Auto Layout with
/// translatesAutoresizingMaskIntoConstraints gets this as four constraints ..., a view that
/// does not is resized directly; both give the same frames." Not when the superview passes
/// through a zero size (fuzz case 602599): the direct path loses the proportions, the
/// constraint path does not.
@Test func AutoresizingDirectAndConstraintPathsAgreeThroughZeroSize() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 768, height: 896))
    let mask: AutoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
    let direct = View(frame: CGRect(x: 77, y: 37, width: 179, height: 79))
    direct.autoresizingMask = mask
    root.addSubview(direct)
    let viaEngine = View(frame: CGRect(x: 77, y: 37, width: 179, height: 79))
    viaEngine.autoresizingMask = mask
    root.addSubview(viaEngine)
    // a constrained view that reads viaEngine: viaEngine takes part in Auto Layout
    let follower = makeView("follower", in: root)
    activate(place(follower, in: root, 0, 0, 10, 10) + [
        follower.bottomAnchor.constraint(lessThanOrEqualTo: viaEngine.bottomAnchor, constant: 1000),
    ])
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 0, height: 896)
    root.layoutIfNeeded()
    root.frame = CGRect(x: 0, y: 0, width: 600, height: 896)
    root.layoutIfNeeded()
    // Springs and struts: at width 0 the three flexible parts are 0, so 600 is shared equally.
    expectFrame(direct, 200, 37, 200, 79)
    // The constraints keep the proportions of 77 : 179 : 512 from the set-up (600 / 768 of each
    // part, 60.15625 and 139.84375).
    expectFrame(viaEngine, 60.15625, 37, 139.84375, 79)
}

/// A root resize changes the width and the height at once. Required constraints that hold
/// before and after (v.width == root.width, v.width <= root.height) must not be broken
/// because the width is given to the solver before the height.
@Test func RootResizeChangesBothDimensionsAtOnce() {
    let root = makeRoot(width: 320, height: 480)
    let v = makeView("v", in: root)
    let le = v.widthAnchor.constraint(lessThanOrEqualTo: root.heightAnchor)
    activate([
        v.leftAnchor.constraint(equalTo: root.leftAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
        v.heightAnchor.constraint(equalToConstant: 10), le,
        v.widthAnchor.constraint(equalTo: root.widthAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(v, 0, 0, 320, 10)
    let diagnostics = LayoutDiagnostics.record {
        root.frame = CGRect(x: 0, y: 0, width: 600, height: 700)
        root.layoutIfNeeded()
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    expectFrame(v, 0, 0, 600, 10)
    // the <= still holds afterwards
    let diagnostics2 = LayoutDiagnostics.record {
        root.frame = CGRect(x: 0, y: 0, width: 600, height: 500)
        root.layoutIfNeeded()
    }
    #expect(diagnostics2.count == 1, "width 600 > height 500: one conflict expected, got \(diagnostics2)")
}

/// Setting the frame of a view that translates its autoresizing mask changes its four
/// autoresizing constraints at once; a satisfiable required constraint that reads two of them
/// must not be broken on the way.
@Test func AutoresizingFrameChangeUpdatesAllFourAtOnce() {
    let root = makeRoot()
    let t = View(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    t.name = "t"
    root.addSubview(t)
    let a = makeView("a", in: root)
    let le = a.widthAnchor.constraint(lessThanOrEqualTo: t.heightAnchor)
    activate([
        a.leftAnchor.constraint(equalTo: root.leftAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
        a.heightAnchor.constraint(equalToConstant: 10), a.widthAnchor.constraint(equalTo: t.widthAnchor), le,
    ])
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 100, 10)
    let diagnostics = LayoutDiagnostics.record {
        t.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        root.layoutIfNeeded()
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    expectFrame(a, 0, 0, 300, 10)
    expectFrame(t, 0, 0, 300, 400)
}

/// UIKit makes a view's autoresizing constraints only when it lays out, so turning
/// translatesAutoresizingMaskIntoConstraints off after activating the view's constraints but
/// before the layout pass raises no conflict and loses no constraint.
@Test func MaskTurnedOffAfterActivationBeforeLayout() {
    let root = makeRoot()
    let v = View()
    v.name = "v"
    root.addSubview(v)
    let constraints = place(v, in: root, 10, 20, 30, 40)
    let diagnostics = LayoutDiagnostics.record {
        LayoutConstraint.activate(constraints)
        v.translatesAutoresizingMaskIntoConstraints = false
        root.layoutIfNeeded()
    }
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    expectFrame(v, 10, 20, 30, 40)
}

/// Two equalities that read the same bounds origin hold each other back: neither constant can
/// move first. Both come out and go in again with their new constants; nothing is reported.
@Test func twoEqualitiesOnOneBoundsOriginMoveTogether() {
    let root = makeRoot()
    let v = makeView("v", in: root)
    let top = v.topAnchor.constraint(equalTo: root.topAnchor)
    let center = v.centerYAnchor.constraint(equalTo: root.topAnchor, constant: 5)
    activate([top, center, v.leftAnchor.constraint(equalTo: root.leftAnchor), v.widthAnchor.constraint(equalToConstant: 10),
              v.heightAnchor.constraint(equalToConstant: 10)])
    root.layoutIfNeeded()
    expectFrame(v, 0, 0, 10, 10)
    let diagnostics = LayoutDiagnostics.record {
        root.bounds = CGRect(x: 0, y: 40, width: 320, height: 480)
        root.layoutIfNeeded()
    }
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    expectFrame(v, 0, 40, 10, 10)
    // Both are in the solver with their new constants: each alone holds the view.
    center.isActive = false
    root.layoutIfNeeded()
    expectFrame(v, 0, 40, 10, 10)
    top.isActive = false
    center.constant = 15
    center.isActive = true
    root.layoutIfNeeded()
    expectFrame(v, 0, 50, 10, 10)
}

/// A change that really conflicts once every constant has moved is still reported, naming the
/// constraints of that moment, and the layout goes on without the broken one.
@Test func aConflictThatHoldsAfterTheWholeResizeIsReported() {
    let root = makeRoot()
    let v = makeView("v", in: root)
    let follow = v.widthAnchor.constraint(equalTo: root.widthAnchor)
    let cap = v.widthAnchor.constraint(lessThanOrEqualTo: root.heightAnchor)
    activate([follow, cap, v.leftAnchor.constraint(equalTo: root.leftAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
              v.heightAnchor.constraint(equalToConstant: 10)])
    root.layoutIfNeeded()
    let diagnostics = LayoutDiagnostics.record {
        root.frame = CGRect(x: 0, y: 0, width: 600, height: 500)
        root.layoutIfNeeded()
    }
    #expect(diagnostics.map(\.kind) == [.unsatisfiable])
    #expect(diagnostics.first?.constraints.contains { $0 === follow } == true)
    #expect(diagnostics.first?.constraints.contains { $0 === cap } == true)
    #expect(diagnostics.first?.constraints.contains { $0.description == "<LayoutConstraint:root View:root.width == 600>" } == true,
            "\(diagnostics)")
    // One of the two user constraints gave way; the other holds in the frame.
    #expect(v.frame.width == 600 || v.frame.width == 500, "\(v.frame)")
}
