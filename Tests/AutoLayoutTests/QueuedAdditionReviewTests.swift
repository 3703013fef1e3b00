import Foundation
import Synchronization
import Testing
@testable import AutoLayout

// Review of the worker thread for bursts (SolverWorker.swift): each scenario runs with every
// user addition made at once (`burstLengthOverride = Int.max`) and with every one queued
// (`0`), and logs frames, diagnostics (addresses normalised) and answers, which must match
// line for line. Each test also checks a few exact values, so that it fails if both runs go
// wrong the same way.

private let atOnce = Int.max
private let queued = 0

private func reviewRoot(_ burst: Int, _ name: String = "root", width: Double = 400, height: Double = 400) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.name = name
    root.layoutEngine.burstLengthOverride = burst
    return root
}

private func child(_ name: String, of parent: View, translates: Bool = false) -> View {
    let view = View()
    view.name = name
    view.translatesAutoresizingMaskIntoConstraints = translates
    parent.addSubview(view)
    return view
}

private func normalised(_ text: String) -> String {
    text.replacing(/0x[0-9a-f]+/, with: "0x…")
}

private func lines(_ diagnostics: [LayoutDiagnostic], _ tag: String = "") -> [String] {
    diagnostics.map { tag + $0.textWithoutAddresses }
}

private func frameLines(_ root: View) -> [String] {
    var result: [String] = []
    func walk(_ view: View) {
        let f = view.convert(view.bounds, to: root)
        result.append("\(view.name ?? "?") \(f.minX) \(f.minY) \(f.width) \(f.height)")
        view.subviews.forEach(walk)
    }
    walk(root)
    return result
}

/// A row of `n` views inside `root`: each 10 × 10 (width and height at 750), kept inside the
/// root, its left pulled (at 500) after the previous one's right, all in one activation each.
@discardableResult
private func row(_ root: View, _ n: Int, prefix: String = "v", top: CGFloat = 0) -> [View] {
    var views: [View] = []
    for i in 0..<n {
        let view = child("\(prefix)\(i)", of: root)
        var constraints = [
            view.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor),
            view.rightAnchor.constraint(lessThanOrEqualTo: root.rightAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: top),
            view.widthAnchor.constraint(equalToConstant: 10),
            view.heightAnchor.constraint(equalToConstant: 10),
        ]
        if let previous = views.last {
            let pull = view.leftAnchor.constraint(equalTo: previous.rightAnchor, constant: 2)
            pull.priority = LayoutPriority(500)
            constraints.append(pull)
        }
        LayoutConstraint.activate(constraints)
        views.append(view)
    }
    return views
}

private func bothWays(_ scenario: (Int) -> [String]) -> (atOnce: [String], queued: [String]) {
    (scenario(atOnce), scenario(queued))
}

private func threadScenario(_ burst: Int, seed: Int) -> [String] {
    let root = reviewRoot(burst)
    var log: [String] = []
    let recorded = LayoutDiagnostics.record {
        for round in 0..<4 {
            let views = row(root, 40, prefix: "r\(round)v", top: CGFloat(20 * round))
            let bad = views[(seed + round * 7) % 40].widthAnchor.constraint(equalToConstant: CGFloat(11 + round))
            bad.identifier = "bad\(round)"
            bad.isActive = true
            if round == 2 { root.layoutIfNeeded() }
        }
        root.layoutIfNeeded()
    }
    log += lines(recorded)
    log += frameLines(root)
    return log
}

@Suite("Review: queued additions compared with additions made at once") struct QueuedAdditionReviewTests {
    // A refusal is described with the names the constraint and its views had when it was
    // activated: renaming a view, or setting an identifier, settles a queue first (a
    // queued refusal once showed the later names: `<LayoutConstraint:late View:renamed...`).
    @Test func aConflictIsDescribedAsItWasWhenItWasActivated() {
        let result = bothWays { burst in
            let root = reviewRoot(burst)
            var log: [String] = []
            let recorded = LayoutDiagnostics.record {
                let views = row(root, 8)
                let wide = views[3].widthAnchor.constraint(equalToConstant: 30)
                wide.isActive = true
                wide.identifier = "late"
                views[3].name = "renamed"
                row(root, 3, prefix: "w", top: 50)
                root.layoutIfNeeded()
            }
            log += lines(recorded)
            log += frameLines(root)
            return log
        }
        #expect(result.queued == result.atOnce)
        #expect(result.atOnce.first?.hasSuffix("breaking constraint\n    <LayoutConstraint:0x… View:v3.width == 30>") == true)
    }

    // Conflicts of two trees in one recording come in the order they were made: a tree that
    // starts a queue settles the recording's other queues first (settled tree by tree, they
    // once came b1, a1, a2 instead of a1, b1, a2).
    @Test func conflictsOfTwoTreesInOneRecordingKeepTheirOrder() {
        let result = bothWays { burst in
            let a = reviewRoot(burst, "A"), b = reviewRoot(burst, "B")
            let recorded = LayoutDiagnostics.record {
                let va = row(a, 5, prefix: "a"), vb = row(b, 5, prefix: "b")
                let a1 = va[1].widthAnchor.constraint(equalToConstant: 20)
                a1.identifier = "a1"
                a1.isActive = true
                let b1 = vb[1].widthAnchor.constraint(equalToConstant: 20)
                b1.identifier = "b1"
                b1.isActive = true
                let a2 = va[2].widthAnchor.constraint(equalToConstant: 20)
                a2.identifier = "a2"
                a2.isActive = true
                a.layoutIfNeeded()
                b.layoutIfNeeded()
            }
            return lines(recorded) + frameLines(a) + frameLines(b)
        }
        #expect(result.queued == result.atOnce)
        let broken = result.atOnce.prefix(3).map { $0.split(separator: "\n").last.map(String.init) ?? "" }
        #expect(broken == ["    <LayoutConstraint:a1 View:a1.width == 20>", "    <LayoutConstraint:b1 View:b1.width == 20>", "    <LayoutConstraint:a2 View:a2.width == 20>"])
    }

    @Test func queuedConstraintsDeactivatedBeforeLayout() {
        let result = bothWays { burst in
            let root = reviewRoot(burst)
            var log: [String] = []
            let recorded = LayoutDiagnostics.record {
                let views = row(root, 6)
                // A conflicting one, taken back before any layout.
                let wide = views[2].widthAnchor.constraint(equalToConstant: 30)
                wide.identifier = "wide"
                wide.isActive = true
                wide.isActive = false
                // One that makes a later one conflict, then goes: the later one stays broken.
                let first = views[4].leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100)
                first.identifier = "first"
                let second = views[4].leftAnchor.constraint(equalTo: root.leftAnchor, constant: 200)
                second.identifier = "second"
                LayoutConstraint.activate([first, second])
                first.isActive = false
                log.append("active \(wide.isActive) \(first.isActive) \(second.isActive)")
                log.append("broken \(root.layoutEngine.brokenConstraints.map { $0.identifier ?? "-" })")
                root.layoutIfNeeded()
            }
            log += lines(recorded)
            log += frameLines(root)
            return log
        }
        #expect(result.queued == result.atOnce)
        #expect(result.atOnce.count == 2 + 2 + 7)
        #expect(result.atOnce[0] == "active false false true")
        #expect(result.atOnce[1] == "broken [\"second\"]")
    }

    @Test func aViewWithQueuedConstraintsRemovedOrMovedBeforeLayout() {
        let result = bothWays { burst in
            let a = reviewRoot(burst, "A"), b = reviewRoot(burst, "B")
            var log: [String] = []
            let recorded = LayoutDiagnostics.record {
                let va = row(a, 6, prefix: "a")
                _ = row(b, 6, prefix: "b")
                let tall = va[3].heightAnchor.constraint(equalToConstant: 40)
                tall.identifier = "tall"
                tall.isActive = true
                va[3].removeFromSuperview()
                // A subtree with inside constraints moves to the other (busy) tree.
                let box = child("box", of: a)
                let inner = child("inner", of: box)
                LayoutConstraint.activate([
                    inner.widthAnchor.constraint(equalToConstant: 30), inner.heightAnchor.constraint(equalToConstant: 30),
                    inner.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 5), inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 5),
                    box.leftAnchor.constraint(equalTo: a.leftAnchor, constant: 50), box.topAnchor.constraint(equalTo: a.topAnchor, constant: 60),
                    box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
                ])
                let narrow = inner.widthAnchor.constraint(equalToConstant: 31)
                narrow.identifier = "narrow"
                narrow.isActive = true
                b.addSubview(box)
                LayoutConstraint.activate([box.rightAnchor.constraint(equalTo: b.rightAnchor), box.bottomAnchor.constraint(equalTo: b.bottomAnchor)])
                a.layoutIfNeeded()
                b.layoutIfNeeded()
                log.append("tall \(tall.isActive) narrow \(narrow.isActive)")
            }
            log += lines(recorded)
            log += frameLines(a) + frameLines(b)
            return log
        }
        #expect(result.queued == result.atOnce)
        #expect(result.atOnce.first == "tall true narrow true")
        #expect(result.atOnce.contains("box 300.0 300.0 100.0 100.0"))
        #expect(result.atOnce.contains("inner 305.0 305.0 30.0 30.0"))
        // tall once; narrow at its activation and again in B's engine.
        #expect(result.atOnce.filter { $0.hasPrefix("unsatisfiable") }.count == 3)
        #expect(result.atOnce.filter { $0.hasPrefix("constraintsRemovedWithView") }.count == 2)
        #expect(result.atOnce.contains("a4 378.0 0.0 10.0 10.0"))
    }

    @Test func aWholeBusyTreeMovesUnderAnotherBusyRoot() {
        let result = bothWays { burst in
            let a = reviewRoot(burst, "A"), b = reviewRoot(burst, "B", width: 200, height: 200)
            var log: [String] = []
            let recorded = LayoutDiagnostics.record {
                _ = row(a, 8, prefix: "a")
                let vb = row(b, 8, prefix: "b")
                let bad = vb[5].widthAnchor.constraint(equalToConstant: 11)
                bad.identifier = "bad"
                bad.isActive = true
                b.translatesAutoresizingMaskIntoConstraints = false
                a.addSubview(b)
                LayoutConstraint.activate([
                    b.leftAnchor.constraint(equalTo: a.leftAnchor, constant: 10), b.topAnchor.constraint(equalTo: a.topAnchor, constant: 100),
                    b.widthAnchor.constraint(equalToConstant: 150), b.heightAnchor.constraint(equalToConstant: 150),
                ])
                a.layoutIfNeeded()
            }
            log += lines(recorded)
            log += frameLines(a)
            return log
        }
        #expect(result.queued == result.atOnce)
        // Reported at the activation, and again when the tree's constraints move into A's engine.
        #expect(result.atOnce.filter { $0.hasPrefix("unsatisfiable") }.count == 2)
        #expect(result.atOnce.contains("B 10.0 100.0 150.0 150.0"))
        #expect(result.atOnce.contains("b5 126.0 100.0 10.0 10.0"))
    }

    @Test func prioritiesChangedDuringABurst() {
        let result = bothWays { burst in
            let root = reviewRoot(burst)
            var log: [String] = []
            let recorded = LayoutDiagnostics.record {
                let views = row(root, 6)
                let conflict = views[1].widthAnchor.constraint(equalToConstant: 25)
                conflict.identifier = "conflict"
                conflict.isActive = true
                let soft = views[2].widthAnchor.constraint(equalToConstant: 40)
                soft.identifier = "soft"
                soft.priority = LayoutPriority(999)
                soft.isActive = true
                soft.priority = LayoutPriority(700)  // loses to the required width of 10
                let required = views[3].leftAnchor.constraint(equalTo: root.leftAnchor, constant: 77)
                required.identifier = "required"
                required.isActive = true
                required.priority = LayoutPriority(300)  // required to optional while active: refused
                row(root, 2, prefix: "w", top: 100)
                root.layoutIfNeeded()
                log.append("priorities \(soft.priority.rawValue) \(required.priority.rawValue)")
            }
            log += lines(recorded)
            log += frameLines(root)
            return log
        }
        #expect(result.queued == result.atOnce)
        #expect(result.atOnce.first == "priorities 700.0 1000.0")
        #expect(result.atOnce.filter { $0.hasPrefix("unsatisfiable") }.count == 1)
        #expect(result.atOnce.filter { $0.hasPrefix("invalidPriorityChange") }.count == 1)
        #expect(result.atOnce.contains("v3 77.0 0.0 10.0 10.0"))
    }

    @Test func questionsAskedDuringABurst() {
        let result = bothWays { burst in
            let root = reviewRoot(burst)
            var log: [String] = []
            let recorded = LayoutDiagnostics.record {
                let views = row(root, 5)
                let loose = child("loose", of: root)
                LayoutConstraint.activate([loose.widthAnchor.constraint(equalToConstant: 20), loose.heightAnchor.constraint(equalToConstant: 20)])
                log.append("ambiguous loose \(loose.hasAmbiguousLayout) v2 \(views[2].hasAmbiguousLayout)")
                let conflict = views[2].widthAnchor.constraint(equalToConstant: 12)
                conflict.isActive = true
                log.append("affecting " + views[2].constraintsAffectingLayout(for: .horizontal).map { normalised("\($0)") }.sorted().joined(separator: "|"))
                let box = child("box", of: root)
                let inner = child("boxInner", of: box)
                LayoutConstraint.activate([
                    inner.leftAnchor.constraint(equalTo: box.leftAnchor, constant: 3), inner.rightAnchor.constraint(equalTo: box.rightAnchor, constant: -4),
                    inner.topAnchor.constraint(equalTo: box.topAnchor, constant: 5), inner.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -6),
                    inner.widthAnchor.constraint(equalToConstant: 33), inner.heightAnchor.constraint(equalToConstant: 44),
                ])
                log.append("fitting \(box.systemLayoutSizeFitting(.zero))")
                LayoutConstraint.activate([loose.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 9), loose.topAnchor.constraint(equalTo: root.topAnchor, constant: 90)])
                log.append("ambiguous loose \(loose.hasAmbiguousLayout)")
                root.layoutIfNeeded()
            }
            log += lines(recorded)
            log += frameLines(root)
            return log
        }
        #expect(result.queued == result.atOnce)
        #expect(result.atOnce[0] == "ambiguous loose true v2 true")
        #expect(result.atOnce[2] == "fitting \(CGSize(width: 40, height: 55))")
        #expect(result.atOnce[3] == "ambiguous loose false")
        #expect(result.atOnce.contains("loose 9.0 90.0 20.0 20.0"))
    }

    @Test func theRootResizedDuringABurstBreaksWhatBlocksIt() {
        let result = bothWays { burst in
            let root = reviewRoot(burst)
            var log: [String] = []
            let recorded = LayoutDiagnostics.record {
                let views = row(root, 5)
                let fill = child("fill", of: root)
                let wide = fill.widthAnchor.constraint(equalToConstant: 380)
                wide.identifier = "wide"
                LayoutConstraint.activate([
                    fill.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10), wide,
                    fill.rightAnchor.constraint(lessThanOrEqualTo: root.rightAnchor, constant: -10),
                    fill.topAnchor.constraint(equalTo: views[0].bottomAnchor), fill.heightAnchor.constraint(equalToConstant: 5),
                ])
                root.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
                row(root, 3, prefix: "w", top: 200)
                root.layoutIfNeeded()
                log.append("wide active \(wide.isActive) broken \(root.layoutEngine.brokenConstraints.map { $0.identifier ?? "-" })")
            }
            log += lines(recorded)
            log += frameLines(root)
            return log
        }
        #expect(result.queued == result.atOnce)
        #expect(result.atOnce.first == "wide active true broken [\"-\"]")
        #expect(result.atOnce.filter { $0.hasPrefix("unsatisfiable") }.count == 1)
        // The root's size breaks the most recent constraint it conflicts with (the unnamed `<=`).
        #expect(result.atOnce.contains { $0.hasSuffix("breaking constraint\n    <LayoutConstraint:0x… View:fill.right <= View:root.right - 10>") })
        #expect(result.atOnce.contains("fill 10.0 10.0 380.0 5.0"))
    }

    @Test func labelsChangedDuringABurst() {
        let result = bothWays { burst in
            let root = reviewRoot(burst)
            var log: [String] = []
            let recorded = LayoutDiagnostics.record {
                let views = row(root, 4)
                var labels: [Label] = []
                for i in 0..<4 {
                    let label = Label()
                    label.name = "L\(i)"
                    label.text = String(repeating: "x", count: 4 + i)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(label)
                    LayoutConstraint.activate([
                        label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
                        label.topAnchor.constraint(equalTo: views[i].bottomAnchor, constant: CGFloat(30 * i)),
                    ])
                    labels.append(label)
                }
                labels[1].text = "a much longer text now"
                labels[2].invalidateIntrinsicContentSize()
                let capped = labels[1].widthAnchor.constraint(lessThanOrEqualToConstant: 50)
                capped.identifier = "capped"
                capped.isActive = true
                labels[3].setContentCompressionResistancePriority(LayoutPriority(100), for: .horizontal)
                let squeezed = labels[3].widthAnchor.constraint(equalToConstant: 7)
                squeezed.isActive = true
                root.layoutIfNeeded()
                log.append("intrinsic \(labels.map { $0.intrinsicContentSize.width })")
            }
            log += lines(recorded)
            log += frameLines(root)
            return log
        }
        #expect(result.queued == result.atOnce)
        #expect(result.atOnce.contains { $0.hasPrefix("L1 5.0") && $0.contains(" 50.0 ") })
        #expect(result.atOnce.contains { $0.hasPrefix("L3 5.0") && $0.contains(" 7.0 ") })
    }

    @Test func conflictsWithAutoresizingConstraintsInABurst() {
        let result = bothWays { burst in
            let root = reviewRoot(burst)
            var log: [String] = []
            let recorded = LayoutDiagnostics.record {
                _ = row(root, 4)
                // Frames translated into constraints; user constraints that conflict wait.
                let kept = child("kept", of: root, translates: true)
                kept.frame = CGRect(x: 10, y: 100, width: 50, height: 50)
                let freed = child("freed", of: root, translates: true)
                freed.frame = CGRect(x: 10, y: 200, width: 50, height: 50)
                let k = kept.widthAnchor.constraint(equalToConstant: 70)
                k.identifier = "k"
                let f = freed.widthAnchor.constraint(equalToConstant: 70)
                f.identifier = "f"
                LayoutConstraint.activate([k, f])
                log.append("pending \(root.layoutEngine.pendingConstraints.map { $0.identifier ?? "-" })")
                freed.translatesAutoresizingMaskIntoConstraints = false
                LayoutConstraint.activate([freed.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 3), freed.topAnchor.constraint(equalTo: root.topAnchor, constant: 300), freed.heightAnchor.constraint(equalToConstant: 8)])
                row(root, 2, prefix: "w", top: 50)
                root.layoutIfNeeded()
            }
            log += lines(recorded)
            log += frameLines(root)
            return log
        }
        #expect(result.queued == result.atOnce)
        #expect(result.atOnce.first == "pending [\"k\", \"f\"]")
        #expect(result.atOnce.filter { $0.hasPrefix("unsatisfiable") }.count == 1)
        #expect(result.atOnce.contains("kept 10.0 100.0 50.0 50.0"))
        #expect(result.atOnce.contains("freed 3.0 300.0 70.0 8.0"))
    }

    @Test func aRootFreedInsideANestedRecordReportsIntoItsOwn() {
        func run(_ burst: Int) -> (outer: [String], inner: [String], freed: Bool) {
            weak var freedRoot: View?
            weak var freedEngine: LayoutEngine?
            weak var freedView: View?
            var inner: [LayoutDiagnostic] = []
            let outer = LayoutDiagnostics.record {
                var root: View? = reviewRoot(burst)
                let views = row(root!, 10)
                let wide = views[4].widthAnchor.constraint(equalToConstant: 30)
                wide.identifier = "wide"
                wide.isActive = true
                row(root!, 3, prefix: "w", top: 40)
                freedRoot = root
                freedEngine = root!.layoutEngine
                freedView = views[9]
                inner = LayoutDiagnostics.record {
                    root = nil
                    LayoutDiagnostics.emit(.missingItem, "inner marker", [])
                }
                LayoutDiagnostics.emit(.missingItem, "outer marker", [])
            }
            return (lines(outer), lines(inner), freedRoot == nil && freedEngine == nil && freedView == nil)
        }
        let a = run(atOnce), q = run(queued)
        #expect(q.outer == a.outer)
        #expect(q.inner == a.inner)
        #expect(a.outer.count == 2 && a.outer.first?.hasPrefix("unsatisfiable") == true && a.outer.last == "missingItem: outer marker")
        #expect(a.inner == ["missingItem: inner marker"])
        #expect(a.freed)
        #expect(q.freed)
    }

    @Test func ambiguityExercisedThenABurst() {
        let result = bothWays { burst in
            let root = reviewRoot(burst)
            var log: [String] = []
            let views = row(root, 6)
            root.layoutIfNeeded()
            log += frameLines(root)
            root.exerciseAmbiguityInLayout()
            root.layoutIfNeeded()
            log += frameLines(root)
            // A burst right after: the exercised values are let go.
            row(root, 3, prefix: "w", top: 60)
            let pin = views[5].rightAnchor.constraint(equalTo: root.rightAnchor)
            pin.isActive = true
            root.layoutIfNeeded()
            log += frameLines(root)
            return log
        }
        #expect(result.queued == result.atOnce)
        #expect(result.atOnce.last == "w2 \(result.atOnce.last!.split(separator: " ")[1]) 60.0 10.0 10.0")
        #expect(result.atOnce.contains { $0.hasPrefix("v5 390.0 0.0") })
    }

    @Test func burstsWithConflictsOnSixThreadsAtOnce() {
        var expected: [[String]] = []
        for t in 0..<6 { expected.append(threadScenario(atOnce, seed: t)) }
        final class Results: Sendable { let value = Mutex<[Int: [String]]>([:]) }
        let results = Results()
        let done = DispatchSemaphore(value: 0)
        for t in 0..<6 {
            let thread = Thread {
                var mine: [String] = []
                for _ in 0..<3 { mine = threadScenario(queued, seed: t) }
                results.value.withLock { $0[t] = mine }
                done.signal()
            }
            thread.start()
        }
        for _ in 0..<6 { done.wait() }
        let all = results.value.withLock { $0 }
        for t in 0..<6 {
            #expect(all[t] == expected[t])
            #expect(expected[t].filter { $0.hasPrefix("unsatisfiable") }.count == 4)
        }
    }
}
