import Cassowary
import Foundation
import Synchronization

// The solver is most of the cost of a large first layout (about 60% of building a screen of
// 1 000 views through the DSL), and it is work that needs nothing from the views: a
// constraint's solver expression is made when it is activated. So a burst of activations
// hands its solver constraints to a worker thread, which adds them while the caller goes on
// making views and constraints; anything that needs the outcome waits for it first (see
// `LayoutEngine.settleAdditions()`). The order of additions is kept, so the solver ends in
// the state one-by-one additions would give, and a refused addition is reported, and the
// engine recovers from it, exactly as at once, only later: at the tree's next use of its
// engine, before the next diagnostic of the recording it was made in, or at the end of that
// `LayoutDiagnostics.record(_:)` (into which it goes, wherever it is found).
//
// The worker is an accelerator, never a dependency: whoever needs the outcome takes the
// remaining additions over and makes them itself, so a busy, slow or absent worker costs
// time, never correctness.

/// Whether a burst of constraint activations is added to the solver on a worker thread.
///
/// Building a large screen spends most of its time in the solver, which needs nothing from
/// the views once a constraint is activated. So when more than 64 constraints are activated in
/// one tree with no layout pass between them, the engine hands their solver constraints to one
/// worker thread, shared by all trees, which adds them in order while the caller goes on
/// making views and constraints (the 1 000-view screen of the benchmarks takes about a third
/// less time). Nothing else changes: anything that needs the outcome (a layout pass, a
/// constant, priority or hierarchy change, a removal, a diagnostic) first waits for the
/// additions in flight, and a conflicting constraint is broken and reported, into the
/// ``LayoutDiagnostics/record(_:)`` it was activated in, exactly as when it is added at once.
/// After such a conflict the solver's rows may be in another order than at once (the engine
/// recovers from a queued refusal when it settles, after later activations): reports list
/// their constraints in the tree's order and frames lose the solver's rounding noise, so
/// only a frame that is no simple fraction of a point may differ, in its last bit, and a
/// layout the constraints do not fix (``View/hasAmbiguousLayout``) may settle on another of
/// its solutions.
/// The worker never runs user code, and sleeps when no tree has a burst going.
///
/// Whether the worker pays depends on what handing data from one processor to the other
/// costs, which differs between machines and, in a virtual machine, from hour to hour (the
/// 1 000-view screen's first layout took a quarter less time with the worker where the two
/// processors sat side by side, and twice as long where they sat far apart). So the engine
/// times bursts both ways as they come, and each burst goes the way that was faster lately,
/// with a trial of the other way now and then (``measuredCosts`` shows the figures).
///
/// One tree's burst at a time goes to the worker: trees laid out on several threads at once
/// add the others' on their own threads, side by side. On a machine whose processors are all
/// busy the worker gets little time: a caller that finds it so takes the rest of its burst
/// over, and when that keeps happening, bursts stay on their callers' threads for half a
/// second at a time. (Telling a starved worker from a busy one reads the worker thread's CPU
/// clock, which Linux, Android and FreeBSD give; on Apple's systems and Windows a caller
/// takes over only from a worker that makes no progress.)
///
/// On by default when the machine has more than one processor. Turning it off makes every
/// addition at once, on the caller's thread; a burst already going finishes on the worker.
public enum LayoutWorkerThread {
    /// Whether bursts of activations use the worker thread.
    public static var isEnabled: Bool {
        get { LayoutEngine.burstLength.load(ordering: .relaxed) != Int.max }
        set { LayoutEngine.burstLength.store(newValue ? LayoutEngine.defaultBurstLength : Int.max, ordering: .relaxed) }
    }
}

extension LayoutWorkerThread {
    /// What the latest bursts of activations cost each way, as the engine measured them to
    /// choose where the next one goes: nanoseconds per activation, from the activation that
    /// made the burst to the layout pass that ended it (each new burst weighs half), and how
    /// many bursts went each way. `nil` where no burst long enough to measure went that way.
    public static var measuredCosts: (worker: Double?, atOnce: Double?, workerBursts: Int, atOnceBursts: Int) {
        let schedule = SolverWorker.shared.schedule
        return (schedule.workerCost, schedule.callerCost, schedule.workerChoices, schedule.callerChoices)
    }
}

/// A counter alone on its cache line: the owner writes one, the worker the other, and a
/// line shared by both would move between the two cores on every addition.
final class PaddedCounter: @unchecked Sendable {
    private let before: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
    let value = Atomic<Int>(0)
    private let after: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
}

/// The additions one engine handed to the worker: a ring of solver constraints, pushed by
/// the engine's thread (the owner) and added, in order, by whoever holds `processing`.
final class AdditionQueue: @unchecked Sendable {
    /// Ring slots; a power of two. A full ring waits for the worker (the solver is the slower
    /// side of a burst), or is settled by its owner.
    static let capacity = 8192
    private static let mask = capacity - 1

    /// The engine's solver: touched only while `processing` is held, and never after
    /// `detach()` (the engine, which owns it, calls that before it goes).
    private let solver: Unmanaged<Solver>
    /// The constraints, not retained: the engine keeps each one's layout constraint (which
    /// holds it) until the addition is settled.
    private let slots: UnsafeMutablePointer<Unmanaged<Cassowary.Constraint>>
    /// The number of constraints ever pushed (written by the owner only).
    private let pushed = PaddedCounter()
    /// The number of constraints added or refused (advanced while holding `processing`).
    private let done = PaddedCounter()
    /// The owner's last reading of `done`: the ring is full only if it looks full from there.
    private var doneSeen = 0
    /// Held by whoever adds: the worker, a chunk at a time, or the owner while it settles.
    let processing = Atomic<Bool>(false)
    /// Set by the owner before it takes `processing`: the worker stops after the current
    /// addition instead of starting another.
    private let ownerWaiting = Atomic<Bool>(false)
    /// The worker met a refusal at `done` (whose error is `failure`) and stopped there.
    private let stopped = Atomic<Bool>(false)
    /// Guarded by `processing`.
    private var failure: (any Error)?
    private var detached = false

    init(solver: Solver) {
        self.solver = Unmanaged.passUnretained(solver)
        slots = .allocate(capacity: Self.capacity)
    }

    deinit { slots.deallocate() }

    /// The number of constraints added or refused so far.
    var doneCount: Int { done.value.load(ordering: .acquiring) }

    /// Whether the worker stopped at a refusal (which its owner has not taken yet).
    var hasStopped: Bool { stopped.load(ordering: .acquiring) }

    /// Whether pushed constraints wait for the worker.
    var hasWork: Bool {
        !stopped.load(ordering: .relaxed) && pushed.value.load(ordering: .relaxed) != done.value.load(ordering: .relaxed)
    }

    // MARK: The owner's side

    /// Appends a constraint (held by its layout constraint until settled: the ring does not
    /// retain it); `false` when the ring is full.
    @inline(__always)
    func push(_ constraint: Unmanaged<Cassowary.Constraint>) -> Bool {
        let h = pushed.value.load(ordering: .relaxed)
        if h - doneSeen >= Self.capacity {
            doneSeen = done.value.load(ordering: .acquiring)
            if h - doneSeen >= Self.capacity { return false }
        }
        slots[h & Self.mask] = constraint
        pushed.value.store(h + 1, ordering: .releasing)
        return true
    }

    /// Waits until the ring has room, as long as the worker makes progress. Returns `false`
    /// when it stalls (busy with other engines, or asleep): the owner then settles.
    func waitForRoom(_ worker: SolverWorker) -> Bool {
        var last = done.value.load(ordering: .acquiring)
        var stall = Stall()
        while pushed.value.load(ordering: .relaxed) - last >= Self.capacity {
            if stopped.load(ordering: .acquiring) || stall.isLong(self, worker) { return false }
            let now = done.value.load(ordering: .acquiring)
            if now != last {
                last = now
                stall = Stall()
            }
        }
        doneSeen = last
        return true
    }

    /// Time without progress from the worker. An addition usually takes microseconds (a
    /// pivot through every row of a large screen, a few hundred); a worker stalled half a
    /// millisecond between additions is busy with another engine, asleep, or off its core
    /// (a virtual machine's second processor may be lent elsewhere), and the owner does
    /// better to add the rest itself. While the worker holds this queue (in a chunk of its
    /// additions) it is given longer: a single addition can take milliseconds (one that
    /// doubles the solver's tables of a long stack, about 100 000 symbols, copies megabytes),
    /// and taking over then left the owner the rest of a 40 000-constraint burst, with the
    /// solver's rows in the other core's cache (5 ms of the stack's 31). Taking over never
    /// waits less for it: the owner can only start once the worker leaves the queue.
    ///
    /// A worker that is short of processor time is no better than a stalled one: on a machine
    /// whose cores are all busy (other processes, other threads laying out), it gets a share
    /// of a core while the owner, spinning, holds another, and a layout took three times as
    /// long as at once. So the owner also watches the worker's processor time (its thread's
    /// CPU clock): over any millisecond of waiting in which the worker ran less than half the
    /// time, it takes over; when that happens again and again, later bursts stay on their
    /// owners' threads for a while (``SolverWorker/noteStarvation(at:)``).
    struct Stall {
        private var spins = 0
        private var since: UInt64 = 0
        private var windowStart: UInt64 = 0
        private var cpuAtWindowStart: UInt64 = 0

        mutating func isLong(_ queue: AdditionQueue, _ worker: SolverWorker) -> Bool {
            spins += 1
            guard spins & 63 == 0 else { return false }
            // A window starts with the worker's clock read before the caller's and ends with
            // it read after: a caller taken off its core between the two readings then
            // counts the worker's time over a longer span than its own, never a shorter one,
            // so that the pause cannot pass for a starved worker.
            if since == 0 {
                cpuAtWindowStart = worker.cpuTime() ?? 0
                since = DispatchTime.now().uptimeNanoseconds
                windowStart = since
                return false
            }
            let now = DispatchTime.now().uptimeNanoseconds
            if now - windowStart >= 1_000_000, let cpu = worker.cpuTime() {
                let ran = cpu &- cpuAtWindowStart, elapsed = now - windowStart
                if ran < elapsed / 2 {
                    worker.noteStarvation(at: now)
                    return true
                }
                cpuAtWindowStart = cpu
                windowStart = DispatchTime.now().uptimeNanoseconds
            }
            let limit: UInt64 = queue.processing.load(ordering: .relaxed) ? 20_000_000 : 500_000
            return now - since > limit
        }
    }

    /// Waits while the worker works through the ring: its core has the solver in its cache,
    /// where the owner's would fetch every row. Returns when the ring is empty, when the
    /// worker stopped at a refusal, or when it makes no progress (busy with another engine's
    /// addition, or asleep) or gets too little processor time (see `Stall`), for the owner to
    /// take over.
    func waitForWorker(_ worker: SolverWorker) {
        var last = done.value.load(ordering: .acquiring)
        var stall = Stall()
        while last != pushed.value.load(ordering: .relaxed), !stopped.load(ordering: .acquiring) {
            if stall.isLong(self, worker) || worker.isAsleep { return }
            let now = done.value.load(ordering: .acquiring)
            if now != last {
                last = now
                stall = Stall()
            }
        }
    }

    /// Takes the additions over from the worker: returns once the worker has finished the
    /// addition it is making, if any. Until `endSettling()`, only the owner adds.
    func beginSettling() {
        ownerWaiting.store(true, ordering: .relaxed)
        var spins = 0
        while !processing.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            // A worker taken off its core in the middle of an addition finishes it only when
            // it runs again: past a short spin, the owner sleeps, which also frees its core
            // for the worker should the system move it there.
            spins += 1
            if spins > 4096 { SolverWorker.nap() }
        }
    }

    /// The refusal the worker stopped at (the addition at `doneCount`), taken: the owner
    /// recovers from it and goes on from the next one.
    func takeFailure() -> (any Error)? {
        guard stopped.load(ordering: .relaxed) else { return nil }
        stopped.store(false, ordering: .relaxed)
        defer { failure = nil }
        return failure
    }

    /// The constraint at ring position `index`.
    func constraint(at index: Int) -> Cassowary.Constraint {
        slots[index & Self.mask].takeUnretainedValue()
    }

    /// Every pushed constraint is settled: the worker may come back for the next ones.
    func endSettling() {
        let h = pushed.value.load(ordering: .relaxed)
        done.value.store(h, ordering: .relaxed)
        doneSeen = h
        processing.store(false, ordering: .releasing)
        ownerWaiting.store(false, ordering: .relaxed)
    }

    /// The engine is going: the worker never touches its solver again.
    func detach() {
        beginSettling()
        detached = true
        endSettling()
    }

    // MARK: The worker's side

    /// Adds waiting constraints, a chunk at most. Returns whether it added any.
    func work() -> Bool {
        if ownerWaiting.load(ordering: .relaxed) || stopped.load(ordering: .relaxed) { return false }
        var t = done.value.load(ordering: .relaxed)
        if t == pushed.value.load(ordering: .acquiring) { return false }
        guard processing.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else { return false }
        defer { processing.store(false, ordering: .releasing) }
        if detached || stopped.load(ordering: .relaxed) { return false }
        // Read again under `processing`: the owner may have settled in between.
        t = done.value.load(ordering: .relaxed)
        let start = t
        var h = pushed.value.load(ordering: .acquiring)
        while t - start < 512, !ownerWaiting.load(ordering: .relaxed) {
            if t == h {
                h = pushed.value.load(ordering: .acquiring)
                if t == h { break }
            }
            do {
                try solver._withUnsafeGuaranteedRef { solver in
                    try slots[t & Self.mask]._withUnsafeGuaranteedRef { try solver.addConstraint($0) }
                }
            } catch {
                failure = error
                stopped.store(true, ordering: .relaxed)
                break
            }
            t += 1
            // Published every few additions: each store takes the line from the owner's
            // core when the owner is polling it.
            if t & 7 == 0 { done.value.store(t, ordering: .releasing) }
        }
        done.value.store(t, ordering: .releasing)
        return t != start || stopped.load(ordering: .relaxed)
    }
}

/// The one thread that adds engines' queued constraints (see `AdditionQueue`). It sleeps
/// when no engine has work for it, after spinning a little, as bursts come in quick
/// succession (a view's constraints, then the next view's).
final class SolverWorker: @unchecked Sendable {
    static let shared = SolverWorker()

    /// Guards `queues` and `started`; the worker sleeps on it.
    private let condition = NSCondition()
    private var queues: [AdditionQueue] = []
    private var started = false
    /// Bumped when `queues` changes: the worker copies the list only then.
    private let generation = Atomic<Int>(0)
    private let sleeping = Atomic<Bool>(false)

    /// Makes the worker look at `queue` (its engine started a burst).
    func register(_ queue: AdditionQueue) {
        condition.lock()
        queues.append(queue)
        registered.store(queues.count, ordering: .relaxed)
        generation.add(1, ordering: .releasing)
        if !started {
            started = true
            let thread = Thread { [self] in run() }
            thread.name = "AutoLayout solver worker"
            thread.start()
        }
        condition.signal()
        condition.unlock()
    }

    /// The engine settled: nothing more to do for it until its next burst.
    func unregister(_ queue: AdditionQueue) {
        condition.lock()
        if let index = queues.firstIndex(where: { $0 === queue }) {
            queues.remove(at: index)
            registered.store(queues.count, ordering: .relaxed)
            generation.add(1, ordering: .releasing)
        }
        condition.unlock()
    }

    /// Whether the worker sleeps.
    var isAsleep: Bool { sleeping.load(ordering: .relaxed) }

    /// The number of engines with a burst on the worker.
    private let registered = Atomic<Int>(0)

    /// Whether some engine has a burst on the worker. Another burst then stays on its own
    /// thread: one worker shared by trees laid out on several threads at once made each wait
    /// for the others' additions (two 1 000-view screens at once took 4.5 ms each, against
    /// 2.4 ms without the worker), where on their own threads they run side by side.
    var isBusy: Bool { registered.load(ordering: .relaxed) > 0 }

    /// The worker thread's CPU clock (`Int32.min` until it runs).
    private let cpuClock = Atomic<Int32>(Int32.min)
    /// Until when (uptime, nanoseconds; 0: no) new bursts stay on their owner's thread.
    private let avoidedUntil = Atomic<UInt64>(0)

    /// Stands in for the thread's CPU clock in tests (on a worker of their own, never the
    /// shared one).
    var cpuTimeForTesting: (@Sendable () -> UInt64?)?

    /// The processor time the worker thread has had, in nanoseconds; nil before it runs or
    /// where the system does not tell (a thread's CPU clock is read with
    /// `pthread_getcpuclockid`, which Linux, Android and FreeBSD have and Apple's systems and
    /// Windows do not: there the owner goes by the worker's progress alone). Costs a system
    /// call.
    func cpuTime() -> UInt64? {
        if let cpuTimeForTesting { return cpuTimeForTesting() }
        #if os(Linux) || os(Android) || os(FreeBSD)
        let clock = cpuClock.load(ordering: .relaxed)
        guard clock != Int32.min else { return nil }
        var time = timespec()
        guard clock_gettime(clockid_t(clock), &time) == 0 else { return nil }
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
        #else
        return nil
        #endif
    }

    /// Starvations seen within a second of one another, and when the last one was.
    let starvations = Atomic<Int>(0)
    private let lastStarvation = Atomic<UInt64>(0)

    /// The worker was found short of processor time at `now` (its owner takes over). The
    /// third time within a second of one another, bursts of the next half second are added
    /// on their owners' threads: once could be the worker lent to another process for a
    /// moment; again and again, the machine is busy.
    func noteStarvation(at now: UInt64) {
        let count = now - lastStarvation.load(ordering: .relaxed) < 1_000_000_000 ? starvations.load(ordering: .relaxed) + 1 : 1
        lastStarvation.store(now, ordering: .relaxed)
        if count >= 3 {
            avoidedUntil.store(now + 500_000_000, ordering: .relaxed)
            starvations.store(0, ordering: .relaxed)
        } else {
            starvations.store(count, ordering: .relaxed)
        }
    }

    /// Whether a new burst should stay on its owner's thread (the worker was short of
    /// processor time lately). Reads the clock only in the half second after that.
    var isAvoided: Bool {
        let until = avoidedUntil.load(ordering: .relaxed)
        guard until != 0 else { return false }
        if DispatchTime.now().uptimeNanoseconds < until { return true }
        avoidedUntil.store(0, ordering: .relaxed)
        return false
    }

    /// Where bursts go, from what earlier ones cost each way (see `BurstScheduler`).
    private let scheduler = Mutex(BurstScheduler())

    /// The scheduler as it stands (a copy).
    var schedule: BurstScheduler { scheduler.withLock { $0 } }

    /// Where a burst starting at `now` (uptime, nanoseconds) goes.
    func chooseBurstPlace(at now: UInt64) -> BurstPlace {
        scheduler.withLock { $0.choose(at: now) }
    }

    /// A burst of `activations` went `place` and took `nanoseconds` until its layout pass.
    func noteBurst(_ place: BurstPlace, nanoseconds: UInt64, activations: Int) {
        scheduler.withLock { $0.record(place, nanoseconds: nanoseconds, activations: activations) }
    }

    /// Sleeps for about 20 microseconds (`usleep`, or Foundation's sleep where there is none).
    static func nap() {
        #if os(Windows)
        Thread.sleep(forTimeInterval: 0.000_02)
        #else
        usleep(20)
        #endif
    }

    /// Wakes the worker if it sleeps (called after a push). A relaxed read: should it miss
    /// the worker falling asleep, the worker wakes by itself shortly, or the owner settles.
    @inline(__always)
    func nudge() {
        if sleeping.load(ordering: .relaxed) {
            condition.lock()
            condition.signal()
            condition.unlock()
        }
    }

    private func run() {
        #if os(Linux) || os(Android) || os(FreeBSD)
        var clock = clockid_t()
        if pthread_getcpuclockid(pthread_self(), &clock) == 0 { cpuClock.store(Int32(clock), ordering: .relaxed) }
        #endif
        var idleSince: UInt64 = 0
        var idle = 0
        // The sleep while a burst is queued but idle, doubled up to a tenth of a second: a
        // tree whose burst is never laid out costs a few wake-ups, not a thousand a second.
        var nap = 0.001
        var seen = -1
        var list: [AdditionQueue] = []
        while true {
            let now = generation.load(ordering: .acquiring)
            if now != seen {
                condition.lock()
                list = queues
                seen = generation.load(ordering: .relaxed)
                condition.unlock()
            }
            var worked = false
            for queue in list where queue.work() { worked = true }
            if worked {
                idle = 0
                nap = 0.001
                continue
            }
            if list.isEmpty {
                // No engine has a burst going: sleep until one starts.
                condition.lock()
                sleeping.store(true, ordering: .relaxed)
                while queues.isEmpty { condition.wait() }
                sleeping.store(false, ordering: .relaxed)
                condition.unlock()
                idle = 0
                continue
            }
            // A burst is going and its owner is making the next constraint: spin, then yield
            // the core (to the owner, on a machine with few), and sleep only after a long
            // pause. Sleeping costs the owner a system call to wake the worker, and a wake-up
            // missed in a race (the owner reads `sleeping` without a fence) a millisecond.
            idle += 1
            if idle < 256 { continue }
            if idle == 256 { idleSince = DispatchTime.now().uptimeNanoseconds }
            if idle & 63 != 0 || DispatchTime.now().uptimeNanoseconds - idleSince < 20_000_000 {
                continue
            }
            condition.lock()
            sleeping.store(true, ordering: .relaxed)
            if !queues.isEmpty, !queues.contains(where: { $0.hasWork }) {
                _ = condition.wait(until: Date(timeIntervalSinceNow: nap))
                nap = Swift.min(nap * 2, 0.1)
            }
            sleeping.store(false, ordering: .relaxed)
            condition.unlock()
        }
    }
}
