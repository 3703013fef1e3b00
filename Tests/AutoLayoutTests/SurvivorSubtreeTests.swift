import Foundation
import Testing
@testable import AutoLayout

// A subtree that outlives the view it hung from keeps its inside constraints active but
// waits to put them into an engine until the new root's engine is first used. These tests
// check that each way of using the survivor installs them exactly once, with the same
// results as installing them at once.

@Suite("Survivor subtrees: constraints wait for the new root's engine") struct SurvivorSubtreeTests {
    /// root > a > b, with `b` inset 5 in `a` and `a` filling the root; the root freed, `a` held.
    private func survivor() -> (a: View, b: View, inside: [LayoutConstraint]) {
        var root: View? = makeRoot(width: 300, height: 600)
        let a = makeView("a", in: root), b = makeView("b", in: a)
        let inside = place(b, in: a, 5, 6, 70, 80)
        activate([
            a.leftAnchor.constraint(equalTo: root!.leftAnchor), a.rightAnchor.constraint(equalTo: root!.rightAnchor),
            a.topAnchor.constraint(equalTo: root!.topAnchor), a.bottomAnchor.constraint(equalTo: root!.bottomAnchor),
        ] + inside)
        root!.layoutIfNeeded()
        expectFrame(a, 0, 0, 300, 600)
        root = nil
        return (a, b, inside)
    }

    @Test func theSurvivorHasNoEngineUntilItIsLaidOut() {
        let (a, b, inside) = survivor()
        #expect(a.superview == nil && a.engineStorage == nil && a.awaitsEngineInstall)
        #expect(inside.allSatisfy { $0.isActive && $0.engine == nil })
        #expect(b.engineUses == 0)
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        a.layoutIfNeeded()
        #expect(a.engineStorage != nil && !a.awaitsEngineInstall)
        #expect(inside.allSatisfy { $0.isActive && $0.engine === a.engineStorage })
        expectFrame(b, 5, 6, 70, 80)
        expectFrame(a, 0, 0, 100, 100)
    }

    @Test func aConstraintActivatedBeforeTheFirstLayoutGoesInAfterTheWaitingOnes() throws {
        let (a, b, inside) = survivor()
        let wider = b.widthAnchor.constraint(equalToConstant: 90)
        wider.priority = .defaultHigh
        let recorded = LayoutDiagnostics.record { wider.isActive = true }
        // The required width of 70 was installed first: the new one is optional and loses.
        #expect(recorded.isEmpty)
        let engine = try #require(a.engineStorage)
        #expect(inside.allSatisfy { $0.engine === engine } && wider.engine === engine)
        a.layoutIfNeeded()
        expectFrame(b, 5, 6, 70, 80)
    }

    @Test func movedIntoAnotherTreeBeforeAnyLayoutItsConstraintsGoInOnce() throws {
        let (a, b, inside) = survivor()
        let other = makeRoot(width: 200, height: 200)
        other.addSubview(a)
        #expect(!a.awaitsEngineInstall)
        a.translatesAutoresizingMaskIntoConstraints = false
        activate(place(a, in: other, 10, 20, 150, 160))
        let engine = try #require(other.engineStorage)
        #expect(inside.allSatisfy { $0.isActive && $0.engine === engine })
        let recorded = LayoutDiagnostics.record { other.layoutIfNeeded() }
        #expect(recorded.isEmpty, "\(recorded)")
        expectFrame(a, 10, 20, 150, 160)
        expectFrame(b, 5, 6, 70, 80)
        LayoutConstraint.deactivate(inside)
        #expect(inside.allSatisfy { $0.engine == nil && $0.solverConstraint == nil })
        b.translatesAutoresizingMaskIntoConstraints = true
        b.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let relaid = LayoutDiagnostics.record { other.layoutIfNeeded() }
        #expect(relaid.isEmpty, "\(relaid)")
        expectFrame(b, 1, 2, 3, 4)
    }

    @Test func movedIntoATreeThatIsItselfWaitingBothGoInOnce() throws {
        let (a, b, inside) = survivor()
        let (c, d, otherInside) = survivor()
        c.addSubview(a)
        // Making c's engine for a's constraints installed c's own waiting ones first.
        #expect(!c.awaitsEngineInstall && !a.awaitsEngineInstall && c.engineStorage != nil)
        #expect((inside + otherInside).allSatisfy { $0.isActive && $0.engine === c.engineStorage })
        a.translatesAutoresizingMaskIntoConstraints = false
        activate(place(a, in: c, 100, 110, 120, 130))
        c.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        c.layoutIfNeeded()
        expectFrame(d, 5, 6, 70, 80)
        expectFrame(a, 100, 110, 120, 130)
        expectFrame(b, 5, 6, 70, 80)
    }

    @Test func questionsAboutTheLayoutInstallTheWaitingConstraintsFirst() {
        let (a, b, inside) = survivor()
        #expect(!b.hasAmbiguousLayout)
        #expect(a.engineStorage != nil && inside.allSatisfy { $0.engine != nil })

        let (a2, b2, inside2) = survivor()
        let horizontal = b2.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.count == 2 && horizontal.contains { $0 === inside2[0] } && horizontal.contains { $0 === inside2[2] })
        #expect(a2.engineStorage != nil)
        #expect(a2.constraintsAffectingLayout(for: .vertical).contains { $0.identifier == "root" && $0.constant == 600 })

        // With its left edge let go, b's x is free: exercising the ambiguity moves it.
        let (a3, b3, inside3) = survivor()
        inside3[0].isActive = false
        // Deactivating needs no engine: still waiting.
        #expect(a3.awaitsEngineInstall && a3.engineStorage == nil)
        let (a4, b4, inside4) = survivor()
        inside4[0].isActive = false
        b4.exerciseAmbiguityInLayout()
        #expect(b4.frame == CGRect(x: 10, y: 6, width: 70, height: 80) && a4.engineStorage != nil)
        #expect(b3.hasAmbiguousLayout)
    }

    @Test func freedAgainBeforeAnyLayoutTheNextSurvivorWaitsInTurn() {
        var root: View? = makeRoot(width: 300, height: 300)
        var b: View? = makeView("b", in: root)
        let c = makeView("c", in: b)
        let inside = place(c, in: b!, 1, 2, 3, 4)
        activate(place(b!, in: root!, 10, 10, 100, 100) + inside)
        root!.layoutIfNeeded()
        root = nil
        #expect(b!.superview == nil && b!.awaitsEngineInstall && inside.allSatisfy { $0.isActive })
        // `b` freed in turn: `c` is a root now; its constraints naming `b` went with `b`.
        b = nil
        #expect(c.superview == nil && c.awaitsEngineInstall)
        #expect(!inside[0].isActive && !inside[1].isActive && inside[2].isActive && inside[3].isActive)
        let recorded = LayoutDiagnostics.record { c.layoutIfNeeded() }
        #expect(recorded.isEmpty, "\(recorded)")
        #expect(c.engineStorage != nil && inside[2].engine === c.engineStorage && inside[3].engine === c.engineStorage)
        expectFrame(c, 1, 2, 3, 4)
    }

    @Test func aDeepChainFreedFromTheTopKeepsTheSpanningConstraintUntilItsViewGoes() {
        // Frame-placed views, the leaf's left and top tied to the middle view's, then the chain
        // freed from the top while an array holds every view: each level's survivor waits.
        let depth = 120
        var views: [View] = [View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))]
        for index in 1..<depth {
            let view = View(frame: CGRect(x: 1, y: 1, width: 400 - CGFloat(index), height: 400 - CGFloat(index)))
            views[index - 1].addSubview(view)
            views.append(view)
        }
        let leaf = views[depth - 1]
        let middle = Unmanaged.passUnretained(views[depth / 2])
        leaf.translatesAutoresizingMaskIntoConstraints = false
        let spanning = [
            leaf.leftAnchor.constraint(equalTo: middle.takeUnretainedValue().leftAnchor, constant: 5),
            leaf.topAnchor.constraint(equalTo: middle.takeUnretainedValue().topAnchor, constant: 6),
            leaf.widthAnchor.constraint(equalToConstant: 10),
            leaf.heightAnchor.constraint(equalToConstant: 11),
        ]
        activate(spanning)
        views[0].layoutIfNeeded()
        // Each frame-placed view sits at (1, 1) in its superview: the leaf's superview is
        // one point further in for each view between the middle view and the leaf.
        let between = Double(depth - 2 - depth / 2)
        expectFrame(leaf, 5 - between, 6 - between, 10, 11)
        // Free all but the middle view and everything below it: the middle view is the root.
        views.removeFirst(depth / 2)
        #expect(views[0] === middle.takeUnretainedValue())
        #expect(views[0].superview == nil && views[0].awaitsEngineInstall)
        #expect(spanning.allSatisfy { $0.isActive })
        views[0].layoutIfNeeded()
        expectFrame(leaf, 5 - between, 6 - between, 10, 11)
        // Then the middle view goes: the constraints naming it go with it.
        views.removeFirst()
        #expect(spanning[0].isActive == false && spanning[1].isActive == false)
        #expect(spanning[2].isActive && spanning[3].isActive)
        #expect(views[0].superview == nil)
    }

    @Test func aSurvivorLetGoByAnEngineLessOnlyParentLosesExactlyWhatTiedItThere() {
        // root > r1 > r2 > r3 > r4, laid out once; then the root freed (r1 waits for an
        // engine), then r1 freed: r2 is r1's only subview and r1's tree has no engine, so what
        // tied r2 to r1 is found from r1's own lists, without walking r2's subtree.
        var root: View? = makeRoot(width: 300, height: 300)
        var r1: View? = makeView("r1", in: root)
        let r2 = makeView("r2", in: r1), r3 = makeView("r3", in: r2), r4 = makeView("r4", in: r3)
        let toRoot = place(r1!, in: root!, 0, 0, 200, 200)
        let tying = [r2.leftAnchor.constraint(equalTo: r1!.leftAnchor, constant: 5), r2.topAnchor.constraint(equalTo: r1!.topAnchor)]
        let ownSize = [r2.widthAnchor.constraint(equalToConstant: 120), r2.heightAnchor.constraint(equalToConstant: 100)]
        let inside = place(r3, in: r2, 1, 2, 60, 50) + place(r4, in: r3, 3, 4, 20, 10)
        // Between two views of r2's subtree, installed on r1 (above it): UIKit removes it
        // with the subtree, as the view holding it stays behind.
        let installedAbove = r4.bottomAnchor.constraint(lessThanOrEqualTo: r2.bottomAnchor, constant: -1)
        activate(toRoot + tying + ownSize + inside)
        let recorded = LayoutDiagnostics.record { r1!.addConstraint(installedAbove) }
        #expect(recorded.isEmpty, "\(recorded)")
        #expect(installedAbove.isActive && r1!.constraints.contains { $0 === installedAbove })
        root!.layoutIfNeeded()
        expectFrame(r4, 3, 4, 20, 10)
        root = nil
        #expect(r1!.superview == nil && r1!.engineStorage == nil && r1!.awaitsEngineInstall)
        #expect(tying.allSatisfy(\.isActive) && installedAbove.isActive)
        r1 = nil
        #expect(r2.superview == nil && r2.awaitsEngineInstall && r2.engineStorage == nil)
        #expect(!tying.contains(where: \.isActive) && !installedAbove.isActive && !toRoot.contains(where: \.isActive))
        #expect(ownSize.allSatisfy(\.isActive) && inside.allSatisfy(\.isActive))
        let laidOut = LayoutDiagnostics.record { r2.layoutIfNeeded() }
        #expect(laidOut.isEmpty, "\(laidOut)")
        #expect(inside.allSatisfy { $0.engine === r2.engineStorage } && r2.engineStorage != nil)
        expectFrame(r3, 1, 2, 60, 50)
        expectFrame(r4, 3, 4, 20, 10)
    }
}

/// Random trees freed from the top while views are held elsewhere, each scenario run twice:
/// with the ties of a survivor to an engine-less root found from the root's lists, and with
/// the subtree walked as for any move. Everything observable must agree: which constraints
/// are active, the frames of the survivors once laid out, and the diagnostics.
@Suite("Survivor subtrees: the ties found without a walk", .serialized) struct SurvivorTiesDifferentialTests {
    /// What a scenario leaves: each constraint's state after each step, the survivors' frames
    /// once laid out, the diagnostics.
    private struct Outcome: Equatable {
        var active: [Bool] = []
        var frames: [String] = []
        var diagnostics: [String] = []
    }

    /// Builds a tree of frame-consistent constraints (each view placed in its parent, plus
    /// redundant ties between views, some installed on a view above their common ancestor),
    /// holds some views, frees the root and then the held views one by one.
    private func run(seed: UInt64) -> Outcome {
        var rng = SeededRandom(state: seed)
        var outcome = Outcome()
        var constraints: [LayoutConstraint] = []
        var held: [View] = []
        outcome.diagnostics = LayoutDiagnostics.record {
            var root: View? = makeRoot(width: 400, height: 400)
            var views: [View] = [root!]
            var origins: [CGPoint] = [.zero]  // in the root's space
            var parents: [Int] = [-1]
            let count = 3 + rng.below(10)
            for index in 1...count {
                // A chain more often than not: the case the lists serve.
                let parent = rng.chance(0.6) ? index - 1 : rng.below(index)
                let view = makeView("v\(index)", in: views[parent])
                let x = CGFloat(rng.below(20)), y = CGFloat(rng.below(20))
                views.append(view)
                parents.append(parent)
                origins.append(CGPoint(x: origins[parent].x + x, y: origins[parent].y + y))
                let placing = place(view, in: views[parent], x, y, CGFloat(30 + rng.below(50)), CGFloat(30 + rng.below(50)))
                LayoutConstraint.activate(placing)
                constraints += placing
            }
            // Redundant ties that hold at the placed frames: left to left, top to top.
            func ancestors(_ index: Int) -> [Int] {
                var list: [Int] = [index]
                var current = index
                while parents[current] >= 0 { current = parents[current]; list.append(current) }
                return list
            }
            for _ in 0..<rng.below(8) {
                let a = 1 + rng.below(count), b = 1 + rng.below(count)
                guard a != b else { continue }
                let tie = rng.chance(0.5)
                    ? views[a].leftAnchor.constraint(equalTo: views[b].leftAnchor, constant: origins[a].x - origins[b].x)
                    : views[a].topAnchor.constraint(equalTo: views[b].topAnchor, constant: origins[a].y - origins[b].y)
                let common = ancestors(a).filter { ancestors(b).contains($0) }
                if rng.chance(0.3) {
                    views[common[rng.below(common.count)]].addConstraint(tie)
                } else {
                    tie.isActive = true
                }
                constraints.append(tie)
            }
            if rng.chance(0.5) { root!.layoutIfNeeded() }
            for index in 1...count where rng.chance(0.5) { held.append(views[index]) }
            views = []
            root = nil
            // Every survivor laid out, as its tree's root; then the frames.
            for view in held { view.rootView.layoutIfNeeded() }
            outcome.frames = held.map { "\($0.name ?? "?") \($0.frame)" }
            // The held views freed one by one, from the top most of the time; a survivor laid
            // out now and then (which gives its tree an engine).
            while !held.isEmpty {
                let index = rng.chance(0.7) ? 0 : rng.below(held.count)
                held.remove(at: index)
                if !held.isEmpty, rng.chance(0.3) { held[rng.below(held.count)].rootView.layoutIfNeeded() }
                outcome.active.append(contentsOf: constraints.map(\.isActive))
            }
            _ = origins
        }.map(\.textWithoutAddresses)
        // Independent conflicts may be met in another order (a survivor's lists keep their
        // entries in the order removals left them): the same reports, in any order.
        outcome.diagnostics.sort()
        return outcome
    }

    @Test func bothWaysAgree() {
        defer { LayoutEngine.findsTiesWithoutWalking.store(true, ordering: .relaxed) }
        var differing: [UInt64] = []
        for seed in UInt64(0)..<300 {
            LayoutEngine.findsTiesWithoutWalking.store(true, ordering: .relaxed)
            let listed = run(seed: seed)
            LayoutEngine.findsTiesWithoutWalking.store(false, ordering: .relaxed)
            let walked = run(seed: seed)
            if listed != walked {
                differing.append(seed)
                if ProcessInfo.processInfo.environment["SURVIVOR_DEBUG"] != nil { print("seed \(seed)\nlisted \(listed)\nwalked \(walked)") }
            }
        }
        #expect(differing.isEmpty, "scenarios that differ: \(differing)")
    }
}
