import Foundation
import Synchronization

#if os(Linux)
import Glibc

/// Pins the calling thread to the processors in `set` (`sched_setaffinity`, found at run
/// time: Glibc's Swift module leaves it out), returning the set it had; nil where that fails.
private func pinCurrentThread(to set: cpu_set_t) -> cpu_set_t? {
    typealias Call = @convention(c) (Int32, Int, UnsafeMutableRawPointer) -> Int32
    guard let get = dlsym(nil, "sched_getaffinity"), let put = dlsym(nil, "sched_setaffinity") else { return nil }
    var old = cpu_set_t()
    var new = set
    let size = MemoryLayout<cpu_set_t>.size
    guard withUnsafeMutableBytes(of: &old, { unsafeBitCast(get, to: Call.self)(0, size, $0.baseAddress!) }) == 0,
          withUnsafeMutableBytes(of: &new, { unsafeBitCast(put, to: Call.self)(0, size, $0.baseAddress!) }) == 0
    else { return nil }
    return old
}

/// The set holding processor `cpu` alone.
private func processorSet(_ cpu: Int) -> cpu_set_t {
    var set = cpu_set_t()
    withUnsafeMutableBytes(of: &set) { $0.storeBytes(of: UInt64(1) << UInt64(cpu), toByteOffset: 0, as: UInt64.self) }
    return set
}
#endif

/// A line that two threads hand back and forth.
private final class Baton: @unchecked Sendable {
    let value = Atomic<Int>(0)
    let abandoned = Atomic<Bool>(false)
}

/// The time two threads take to pass a cache line there and back (nanoseconds, median of
/// five trials of 100 000 round trips), or nil with one processor.
///
/// The worker thread adds constraints the caller's thread has just written, so its cost per
/// constraint follows this figure, which the host of a virtual machine decides (where it
/// places the VM's processors) and may change from one minute to the next: a C program
/// measured 51-66 ns and 323-344 ns here within an hour (`docs/PERFORMANCE.md`); this loop
/// reads about 1.8 times as much (117-120 ns while the C program read 66-69 ns). Printed
/// with the ratios so that a reader knows which machine they came from.
func crossCoreRoundTrip() -> Double? {
    guard ProcessInfo.processInfo.activeProcessorCount > 1 else { return nil }
    // The solver's worker spins for about 20 ms after a burst before it sleeps: a third
    // thread on the machine's two processors would time the scheduler, not the line.
    pause(microseconds: 50_000)
    // One thread on each of the first two processors, as far as the system lets us: left to
    // the scheduler, the two sometimes share one and the figure times its switches.
    #if os(Linux)
    let previous = pinCurrentThread(to: processorSet(0))
    defer { if let previous { _ = pinCurrentThread(to: previous) } }
    #endif
    let trips = 100_000
    var trials: [Double] = []
    for _ in 0..<5 {
        let baton = Baton()
        let finished = DispatchSemaphore(value: 0)
        let partner = Thread {
            #if os(Linux)
            _ = pinCurrentThread(to: processorSet(1))
            #endif
            // Answers each odd value with the next even one.
            var expected = 1
            while expected < 2 * trips, !baton.abandoned.load(ordering: .relaxed) {
                if baton.value.load(ordering: .acquiring) == expected {
                    baton.value.store(expected + 1, ordering: .releasing)
                    expected += 2
                }
            }
            finished.signal()
        }
        partner.start()
        let start = DispatchTime.now().uptimeNanoseconds
        var completed = true
        for trip in 0..<trips {
            baton.value.store(2 * trip + 1, ordering: .releasing)
            var spins = 0
            while baton.value.load(ordering: .acquiring) != 2 * trip + 2 {
                spins += 1
                // Both threads on one processor (the system's choice): give up on this trial
                // rather than time the scheduler.
                if spins & 0xFFFF == 0, DispatchTime.now().uptimeNanoseconds - start > 1_000_000_000 {
                    completed = false
                    break
                }
            }
            if !completed { break }
        }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        baton.abandoned.store(true, ordering: .relaxed)
        finished.wait()
        if completed { trials.append(Double(elapsed) / Double(trips)) }
    }
    guard !trials.isEmpty else { return nil }
    return trials.sorted()[trials.count / 2]
}

/// The line printed under the ratios.
func describeRoundTrip(_ nanoseconds: Double) -> String {
    String(format: "Two threads pass a cache line there and back in %.0f ns on this machine now: the worker thread's cost per constraint follows it.", nanoseconds)
}
