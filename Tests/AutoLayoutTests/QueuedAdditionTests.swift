import Cassowary
import Foundation
import Synchronization
import Testing
@testable import AutoLayout

// A burst of activations hands its solver constraints to the worker thread (SolverWorker.swift).
// Each test runs one scenario twice, with every user addition made at once and with every one
// queued, and expects the same frames and the same diagnostics, word for word, in the same
// order and in the same recordings.

/// How an engine adds user constraints in these tests.
private enum Additions {
    case atOnce, queued

    var burstLength: Int { self == .atOnce ? Int.max : 0 }
}

/// A root whose engine adds user constraints as `additions` says.
private func root(_ additions: Additions, width: Double = 400, height: Double = 400) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.name = "root"
    root.layoutEngine.burstLengthOverride = additions.burstLength
    return root
}

private func subview(_ name: String, of parent: View) -> View {
    let view = View()
    view.name = name
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// The frames of a tree in the root's space, depth first.
private func frames(_ root: View) -> [CGRect] {
    var result: [CGRect] = []
    func walk(_ view: View) {
        result.append(view.convert(view.bounds, to: root))
        view.subviews.forEach(walk)
    }
    walk(root)
    return result
}

/// `n` views in `root`, each kept inside it and pulled (at 500) towards an earlier view: the
/// flat screen of the benchmarks, whose layout is degenerate, so that the frames show the
/// order in which the solver took the constraints.
private func flatScreen(_ root: View, _ n: Int, seed: UInt64 = 7) -> [View] {
    var state = seed
    func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
    var views: [View] = []
    for i in 0..<n {
        let view = subview("v\(i)", of: root)
        var constraints = [
            view.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor),
            view.rightAnchor.constraint(lessThanOrEqualTo: root.rightAnchor),
            view.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 20),
            view.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor, constant: -40),
            view.widthAnchor.constraint(equalToConstant: 10),
            view.heightAnchor.constraint(equalToConstant: 10),
        ]
        if i > 0 {
            let anchor = views[next(i)]
            let pulls = [
                view.leftAnchor.constraint(equalTo: anchor.leftAnchor, constant: CGFloat(next(41) - 20)),
                view.topAnchor.constraint(equalTo: anchor.topAnchor, constant: CGFloat(next(41) - 20)),
            ]
            for pull in pulls { pull.priority = LayoutPriority(500) }
            constraints += pulls
        }
        LayoutConstraint.activate(constraints)
        views.append(view)
    }
    return views
}

/// Runs `scenario` on a new root both ways and returns, for each, the frames after a layout
/// and the diagnostics each recording got (the scenario's own `record` calls included).
private func bothWays(
    _ scenario: (View) -> [[LayoutDiagnostic]]
) -> (atOnce: (frames: [CGRect], diagnostics: [[String]]), queued: (frames: [CGRect], diagnostics: [[String]])) {
    func run(_ additions: Additions) -> (frames: [CGRect], diagnostics: [[String]]) {
        let root = root(additions)
        let recordings = scenario(root)
        root.layoutIfNeeded()
        return (frames(root), recordings.map { $0.map(\.textWithoutAddresses) })
    }
    return (run(.atOnce), run(.queued))
}

@Suite("Queued additions: a burst added on the worker thread") struct QueuedAdditionTests {
    @Test func aBurstLaysOutAsAdditionsMadeAtOnce() {
        let result = bothWays { root in
            _ = flatScreen(root, 300)
            return []
        }
        #expect(result.queued.frames == result.atOnce.frames)
        #expect(result.atOnce.frames.count == 301)
        // Degenerate: the pulls hold, and the views sit where the order of additions put them.
        let views = result.atOnce.frames.dropFirst()
        #expect(views.allSatisfy { $0.minX >= 0 && $0.maxX <= 400 && $0.minY >= 20 && $0.maxY <= 360 && $0.size == CGSize(width: 10, height: 10) })
        // A vertex of the simplex: on each axis, some view is against one of its bounds.
        #expect(views.map(\.minX).min() == 0 || views.map(\.maxX).max() == 400)
        #expect(views.map(\.minY).min() == 20 || views.map(\.maxY).max() == 360)
    }

    @Test func theWorkerIsOnWhereThereIsMoreThanOneProcessor() {
        let set = ProcessInfo.processInfo.environment["AUTOLAYOUT_BURST_LENGTH"].flatMap { Int($0) }
        #expect(LayoutWorkerThread.isEnabled == (set.map { $0 != Int.max } ?? (ProcessInfo.processInfo.activeProcessorCount > 1)))
        #expect(LayoutEngine.initialBurstLength == set ?? (ProcessInfo.processInfo.activeProcessorCount > 1 ? 64 : Int.max))
        #expect(LayoutEngine.defaultBurstLength == 64)
    }

    @Test func onlyBurstsLongerThanTheBurstLengthAreQueued() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let engine = root.layoutEngine
        engine.burstLengthOverride = 64
        _ = flatScreen(root, 5)
        // 5 views make 38 user constraints: fewer than a burst.
        #expect(engine.additionQueue == nil)
        _ = flatScreen(root, 20)
        #expect(engine.additionQueue != nil)
        root.layoutIfNeeded()
        #expect(engine.queuedConstraints.isEmpty)
        #expect(engine.installed.count == 2 + 38 + 158)
    }

    @Test func aConflictInABurstIsReportedInsideItsRecording() {
        let result = bothWays { root in
            var views: [View] = []
            let recorded = LayoutDiagnostics.record {
                views = flatScreen(root, 40)
                let wide = views[17].widthAnchor.constraint(equalToConstant: 30)
                wide.identifier = "wide"
                wide.isActive = true
                _ = flatScreen(root, 10, seed: 3)
            }
            return [recorded]
        }
        #expect(result.queued.diagnostics == result.atOnce.diagnostics)
        #expect(result.atOnce.diagnostics[0].count == 1)
        #expect(result.atOnce.diagnostics[0].first?.hasPrefix("unsatisfiable: Unable to simultaneously satisfy constraints.") == true)
        #expect(result.atOnce.diagnostics[0].first?.hasSuffix("Will attempt to recover by breaking constraint\n    <LayoutConstraint:wide View:v17.width == 30>") == true)
        #expect(result.queued.frames == result.atOnce.frames)
    }

    @Test func aRefusalTheWorkerStoppedAtIsRecoveredFromInOrder() throws {
        let result = bothWays { root in
            let recorded = LayoutDiagnostics.record {
                let views = flatScreen(root, 20)
                let wide = views[9].widthAnchor.constraint(equalToConstant: 30)
                wide.identifier = "wide"
                wide.isActive = true
                let after = views[10].leftAnchor.constraint(equalTo: views[9].rightAnchor, constant: 3)
                after.identifier = "after"
                after.isActive = true
                // Queued: wait until the worker reaches the refusal and stops there, then let
                // the recording's end settle the rest.
                if let queue = root.layoutEngine.additionQueue, !root.layoutEngine.queuedConstraints.isEmpty {
                    let start = Date()
                    while !queue.hasStopped && Date().timeIntervalSince(start) < 5 {}
                    #expect(queue.hasStopped)
                }
            }
            return [recorded]
        }
        #expect(result.queued.diagnostics == result.atOnce.diagnostics)
        #expect(result.atOnce.diagnostics[0].count == 1)
        #expect(result.queued.frames == result.atOnce.frames)
        // The constraint after the refused one holds: 3 points right of v9, 10 wide.
        #expect(result.atOnce.frames[11].minX == result.atOnce.frames[10].minX + 13)
    }

    @Test func aLabelsContentSizeGoesBehindTheBurstAndLeavesWithARefusal() {
        let result = bothWays { root in
            _ = flatScreen(root, 20)
            let label = Label()
            label.name = "label"
            label.text = "Hello"
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            let kept = Label()
            kept.name = "kept"
            kept.text = "Kept"
            kept.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(kept)
            let recorded = LayoutDiagnostics.record {
                // The only constraint that brings `label` into the engine, refused (0 == 5):
                // its content size must not stay behind.
                let impossible = label.leftAnchor.constraint(equalTo: label.leftAnchor, constant: 5)
                impossible.identifier = "impossible"
                impossible.isActive = true
                LayoutConstraint.activate([
                    kept.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 3),
                    kept.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
                ])
                _ = flatScreen(root, 10, seed: 4)
                root.layoutIfNeeded()
            }
            #expect(label.contentSizeConstraints.isEmpty)
            #expect(kept.contentSizeConstraints.count == 4)
            #expect(root.layoutEngine.installed.allSatisfy { $0.firstItem !== label })
            return [recorded]
        }
        #expect(result.queued.diagnostics == result.atOnce.diagnostics)
        #expect(result.atOnce.diagnostics[0].map { $0.prefix { $0 != ":" } } == ["unsatisfiable"])
        #expect(result.queued.frames == result.atOnce.frames)
        // `kept` at its place, its size its text's.
        #expect(result.atOnce.frames[22].origin == CGPoint(x: 3, y: 4))
        #expect(result.atOnce.frames[22].width > 0)
    }

    @Test func aConflictComesBeforeTheNextDiagnosticOfItsRecording() {
        let result = bothWays { root in
            let stranger = View()
            stranger.name = "stranger"
            let recorded = LayoutDiagnostics.record {
                let views = flatScreen(root, 12)
                let wide = views[3].widthAnchor.constraint(equalToConstant: 30)
                wide.identifier = "wide"
                wide.isActive = true
                // No common ancestor: reported at once, after the conflict made before it.
                views[4].leftAnchor.constraint(equalTo: stranger.leftAnchor).isActive = true
            }
            return [recorded]
        }
        #expect(result.queued.diagnostics == result.atOnce.diagnostics)
        #expect(result.atOnce.diagnostics[0].map { $0.prefix { $0 != ":" } } == ["unsatisfiable", "noCommonAncestor"])
    }

    @Test func nestedRecordingsEachGetTheirOwnConflicts() {
        let result = bothWays { root in
            var inner: [LayoutDiagnostic] = []
            let outer = LayoutDiagnostics.record {
                let views = flatScreen(root, 12)
                let wide = views[2].widthAnchor.constraint(equalToConstant: 30)
                wide.identifier = "outer"
                wide.isActive = true
                inner = LayoutDiagnostics.record {
                    let more = flatScreen(root, 12, seed: 11)
                    let tall = more[5].heightAnchor.constraint(equalToConstant: 30)
                    tall.identifier = "inner"
                    tall.isActive = true
                }
                _ = flatScreen(root, 3, seed: 5)
            }
            return [outer, inner]
        }
        #expect(result.queued.diagnostics == result.atOnce.diagnostics)
        #expect(result.atOnce.diagnostics.map(\.count) == [1, 1])
        #expect(result.atOnce.diagnostics[0].first?.hasSuffix("<LayoutConstraint:outer View:v2.width == 30>") == true)
        #expect(result.atOnce.diagnostics[1].first?.hasSuffix("<LayoutConstraint:inner View:v5.height == 30>") == true)
    }

    @Test func aConflictMadeOutsideARecordingStaysOutOfALaterOne() {
        let result = bothWays { root in
            let views = flatScreen(root, 12)
            // Made outside any recording: reported to standard error (once each way).
            let wide = views[3].widthAnchor.constraint(equalToConstant: 30)
            wide.identifier = "reported to standard error"
            wide.isActive = true
            let later = LayoutDiagnostics.record { root.layoutIfNeeded() }
            return [later]
        }
        #expect(result.queued.diagnostics == result.atOnce.diagnostics)
        #expect(result.atOnce.diagnostics == [[]])
        #expect(result.queued.frames == result.atOnce.frames)
    }

    @Test func changesToQueuedConstraintsWaitForTheirAdditions() {
        let result = bothWays { root in
            let views = flatScreen(root, 30)
            let a = views[10].leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50)
            let b = views[11].topAnchor.constraint(equalTo: views[10].bottomAnchor, constant: 5)
            let c = views[12].widthAnchor.constraint(equalToConstant: 10)
            let recorded = LayoutDiagnostics.record {
                LayoutConstraint.activate([a, b, c])
                a.constant = 70
                b.isActive = false
                b.isActive = true
                c.isActive = false
                views[20].removeFromSuperview()
                // Required to optional: refused while active, as at once.
                a.priority = LayoutPriority(10)
            }
            return [recorded]
        }
        #expect(result.queued.frames == result.atOnce.frames)
        #expect(result.queued.diagnostics == result.atOnce.diagnostics)
        #expect(result.atOnce.diagnostics[0].map { $0.prefix { $0 != ":" } } == ["constraintsRemovedWithView", "invalidPriorityChange"])
    }

    @Test func aConflictWithAutoresizingWaitsForTheNextLayout() {
        let result = bothWays { root in
            _ = flatScreen(root, 12)
            let framed = View(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
            framed.name = "framed"
            root.addSubview(framed)
            let recorded = LayoutDiagnostics.record {
                _ = flatScreen(root, 4, seed: 9)
                // Conflicts with the frame's autoresizing constraints while they hold.
                framed.widthAnchor.constraint(equalToConstant: 90).isActive = true
                framed.translatesAutoresizingMaskIntoConstraints = false
                framed.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 1).isActive = true
                framed.topAnchor.constraint(equalTo: root.topAnchor, constant: 2).isActive = true
                framed.heightAnchor.constraint(equalToConstant: 3).isActive = true
                root.layoutIfNeeded()
            }
            return [recorded]
        }
        #expect(result.queued.frames == result.atOnce.frames)
        #expect(result.queued.diagnostics == result.atOnce.diagnostics)
        #expect(result.atOnce.diagnostics == [[]])
        #expect(result.atOnce.frames[13] == CGRect(x: 1, y: 2, width: 90, height: 3))
    }

    @Test func aTreeFreedWithAdditionsQueuedReportsAndLetsGo() {
        func run(_ additions: Additions) -> ([String], Bool) {
            weak var freedRoot: View?
            weak var freedView: View?
            let recorded = LayoutDiagnostics.record {
                var root: View? = root(additions)
                let views = flatScreen(root!, 30)
                let wide = views[7].widthAnchor.constraint(equalToConstant: 30)
                wide.identifier = "wide"
                wide.isActive = true
                _ = flatScreen(root!, 5, seed: 2)
                freedRoot = root
                freedView = views[29]
                root = nil
            }
            return (recorded.map { "\($0.kind)" }, freedRoot == nil && freedView == nil)
        }
        let atOnce = run(.atOnce), queued = run(.queued)
        #expect(queued.0 == atOnce.0)
        #expect(atOnce.0 == ["unsatisfiable"])
        #expect(atOnce.1)
        #expect(queued.1)
    }

    @Test func theDSLFlatScreenOfTheBenchmarksLaysOutTheSame() {
        let result = bothWays { root in
            _ = flatScreen(root, 1000, seed: 42)
            return []
        }
        #expect(result.queued.frames == result.atOnce.frames)
    }

    @Test func enginesOnSeveralThreadsShareTheWorker() async {
        let expected = bothWays { root in
            _ = flatScreen(root, 150, seed: 5)
            return []
        }.atOnce.frames
        final class Results: Sendable {
            let frames = Mutex<[[CGRect]]>([])
        }
        let results = Results()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let root = root(.queued)
                    _ = flatScreen(root, 150, seed: 5)
                    root.layoutIfNeeded()
                    let made = frames(root)
                    results.frames.withLock { $0.append(made) }
                }
            }
        }
        let all = results.frames.withLock { $0 }
        #expect(all.count == 4)
        for made in all { #expect(made == expected) }
    }
}

/// A worker short of processor time (its CPU clock standing still while the caller waits, as
/// when every core is busy): the caller takes over after a millisecond of waiting instead of
/// the twenty it gives a worker in the middle of its additions, and the third time within a
/// second, new bursts stay on their callers' threads.
@Suite struct StarvedWorkerTests {
    @Test func aCallerTakesOverFromAStarvedWorker() throws {
        let worker = SolverWorker()  // never started: it adds nothing
        worker.cpuTimeForTesting = { 5_000 }
        let queue = AdditionQueue(solver: Solver())
        let x = Variable("x")
        let constraint = Cassowary.Constraint(LinearExpression([Term(x, 1)], -10), .equal)
        #expect(queue.push(Unmanaged.passUnretained(constraint)))
        // As if the worker held the queue, taken off its core in the middle of a chunk.
        queue.processing.store(true, ordering: .relaxed)
        for strike in 1...3 {
            #expect(!worker.isAvoided)
            let start = DispatchTime.now().uptimeNanoseconds
            queue.waitForWorker(worker)
            let waited = DispatchTime.now().uptimeNanoseconds - start
            // Back after the millisecond's window, as a starvation (the twenty milliseconds
            // given to a worker that holds the queue end without one).
            #expect(waited >= 1_000_000, "waited \(waited) ns")
            #expect(worker.starvations.load(ordering: .relaxed) == strike % 3)
            #expect(queue.doneCount == 0)
        }
        #expect(worker.isAvoided)
        queue.processing.store(false, ordering: .relaxed)
        withExtendedLifetime(constraint) {}
    }

    /// A worker with an engine's burst is busy (another engine's burst then stays on its own
    /// thread), and free again once the burst is settled.
    @Test func aWorkerWithABurstIsBusy() {
        let worker = SolverWorker()
        let first = AdditionQueue(solver: Solver()), second = AdditionQueue(solver: Solver())
        #expect(!worker.isBusy)
        worker.register(first)
        worker.register(second)
        #expect(worker.isBusy)
        worker.unregister(first)
        #expect(worker.isBusy)
        worker.unregister(second)
        #expect(!worker.isBusy)
        worker.unregister(second)
        #expect(!worker.isBusy)
    }

    /// A caller taken off its core while it reads the two clocks at the start of a window is
    /// not fooled into a takeover: the worker's clock is read first there, so the pause counts
    /// as the worker's time too. (Reading the caller's clock first, a 2 ms pause inside the
    /// first reading of the worker's made a worker that ran all along look starved: the wait
    /// ended after 2 ms with a starvation.)
    @Test func aCallerPausedBetweenItsClockReadingsSeesNoStarvation() {
        let worker = SolverWorker()
        final class Readings: Sendable { let count = Atomic<Int>(0) }
        let readings = Readings()
        worker.cpuTimeForTesting = {
            // The caller taken off its core for 2 ms at its first reading; the worker
            // running all the time (its clock follows the uptime).
            if readings.count.add(1, ordering: .relaxed).newValue == 1 { Thread.sleep(forTimeInterval: 0.002) }
            return DispatchTime.now().uptimeNanoseconds
        }
        let waited = waitForAHeldQueue(worker)
        // The twenty milliseconds given to a worker that holds the queue, without a starvation.
        #expect(waited >= 20_000_000, "waited \(waited) ns")
        #expect(worker.starvations.load(ordering: .relaxed) == 0)
        #expect(readings.count.load(ordering: .relaxed) > 1)
    }

    /// A worker whose clock runs as the caller waits is not starved: the caller waits for its
    /// progress as before (here, for the twenty milliseconds given to a worker that holds the
    /// queue and makes none).
    @Test func aRunningWorkerIsWaitedFor() {
        let worker = SolverWorker()
        // A second of processor time between any two readings. Not the uptime: the caller
        // reads its own clock, then the worker's, and a caller taken off its core between the
        // two (a loaded machine) would see, at the next window, a worker that ran less than
        // half of the time that passed: a starvation.
        final class Clock: Sendable { let nanoseconds = Atomic<UInt64>(0) }
        let clock = Clock()
        worker.cpuTimeForTesting = { clock.nanoseconds.add(1_000_000_000, ordering: .relaxed).newValue }
        let waited = waitForAHeldQueue(worker)
        #expect(waited >= 20_000_000, "waited \(waited) ns")
        #expect(worker.starvations.load(ordering: .relaxed) == 0)
        #expect(!worker.isAvoided)
    }

    /// Waits for `worker` on a queue of one constraint that the worker seems to hold (in the
    /// middle of its chunk, adding nothing): the nanoseconds until the caller gives up.
    private func waitForAHeldQueue(_ worker: SolverWorker) -> UInt64 {
        let queue = AdditionQueue(solver: Solver())
        let x = Variable("x")
        // Held by the test while the ring refers to it (the ring does not retain).
        let constraint = Cassowary.Constraint(LinearExpression([Term(x, 1)], -10), .equal)
        #expect(queue.push(Unmanaged.passUnretained(constraint)))
        queue.processing.store(true, ordering: .relaxed)
        let start = DispatchTime.now().uptimeNanoseconds
        queue.waitForWorker(worker)
        let waited = DispatchTime.now().uptimeNanoseconds - start
        #expect(queue.doneCount == 0)
        queue.processing.store(false, ordering: .relaxed)
        withExtendedLifetime(constraint) {}
        return waited
    }
}
