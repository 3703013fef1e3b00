import Testing
@testable import AutoLayout

/// Where bursts of activations go: the scheduler sends each to the way that cost less per
/// activation lately, and tries the other way now and then, less often while it keeps losing.
@Suite struct BurstSchedulerTests {
    /// A burst of 1 000 activations past the burst length, at `nanosecondsEach` per activation.
    private func burst(_ scheduler: inout BurstScheduler, _ place: BurstPlace, _ nanosecondsEach: UInt64) {
        scheduler.record(place, nanoseconds: nanosecondsEach * 1_000, activations: 1_000)
    }

    /// Chooses and measures `count` bursts, each way at its own cost; returns the choices.
    /// A second apart, so that trials are never held back by their shortest interval.
    private func run(_ scheduler: inout BurstScheduler, _ count: Int, worker: UInt64, caller: UInt64) -> [BurstPlace] {
        (0..<count).map { _ in
            let place = scheduler.choose(at: UInt64(scheduler.workerChoices + scheduler.callerChoices + 1) * 1_000_000_000)
            burst(&scheduler, place, place == .worker ? worker : caller)
            return place
        }
    }

    /// The indices of `choices` that went `place`.
    private func indices(of place: BurstPlace, in choices: [BurstPlace]) -> [Int] {
        choices.indices.filter { choices[$0] == place }
    }

    /// The first three bursts try the worker, the next two at once; the first burst of each
    /// trial is not measured (it pays for the change of way), and neither is the process's
    /// first (it starts the worker thread).
    @Test func theFirstBurstsTryTheWorkerThenAtOnceMeasuringTheLastOfEach() {
        var scheduler = BurstScheduler()
        for _ in 0..<2 {
            #expect(scheduler.choose(at: 0) == .worker)
            burst(&scheduler, .worker, 9_000)
            #expect(scheduler.workerCost == nil)
        }
        #expect(scheduler.choose(at: 0) == .worker)
        burst(&scheduler, .worker, 500)
        #expect(scheduler.workerCost == 500)
        #expect(scheduler.choose(at: 0) == .caller)
        burst(&scheduler, .caller, 9_000)
        #expect(scheduler.callerCost == nil)
        #expect(scheduler.choose(at: 0) == .caller)
        burst(&scheduler, .caller, 700)
        #expect(scheduler.callerCost == 700)
        #expect(scheduler.trial == nil)
        #expect(scheduler.choose(at: 0) == .worker)
        burst(&scheduler, .worker, 600)
        // Outside a trial, each figure weighs half.
        #expect(scheduler.workerCost == 550)
        #expect(scheduler.workerChoices == 4)
        #expect(scheduler.callerChoices == 2)
    }

    @Test func theCheaperWayWinsAndTheOtherIsTriedEveryEighthBurstWhileItWins() {
        var scheduler = BurstScheduler()
        let choices = run(&scheduler, 31, worker: 400, caller: 600)
        // The first trials, then the worker, with a trial of two bursts at once at the eighth;
        // it loses, so the next trial comes after 16.
        #expect(indices(of: .caller, in: choices) == [3, 4, 12, 13, 29, 30])
        #expect(scheduler.trialPeriod == 32)
    }

    @Test func aLosingWayIsTriedLessOftenUpToEverySixtyFourthBurst() {
        var scheduler = BurstScheduler()
        // The worker sharing its caller's processor: several times dearer.
        let choices = run(&scheduler, 200, worker: 3_000, caller: 600)
        #expect(indices(of: .worker, in: choices) == [0, 1, 2, 12, 13, 29, 30, 62, 63, 127, 128, 192, 193])
        #expect(scheduler.trialPeriod == BurstScheduler.longestTrialPeriod)
    }

    @Test func whenTheWaysChangePlacesTheTrialsStartAgainEveryEighthBurst() {
        var scheduler = BurstScheduler()
        _ = run(&scheduler, 31, worker: 400, caller: 600)
        #expect(scheduler.trialPeriod == 32)
        // The processors move apart: one burst on the worker at 2 000 ns an activation brings
        // its estimate to 1 000, above at once's 600.
        let after = run(&scheduler, 40, worker: 2_000, caller: 600)
        // Then at once, the worker tried at the eighth burst and 16 after.
        #expect(indices(of: .worker, in: after) == [0, 8, 9, 25, 26])
        #expect(scheduler.workerCost == 2_000)
        #expect(scheduler.trialPeriod == 32)
    }

    /// A trial that finds its way cheaper makes it the way bursts go.
    @Test func aTrialThatWinsTakesOver() {
        var scheduler = BurstScheduler()
        _ = run(&scheduler, 31, worker: 3_000, caller: 600)
        #expect(scheduler.trialPeriod == 32)
        // The worker gets cheap: its next trial, 32 bursts after the last, finds it so (the
        // trial's figure replaces the estimate), and bursts go to the worker from then on,
        // with a trial at once at the eighth.
        let after = run(&scheduler, 50, worker: 100, caller: 600)
        #expect(indices(of: .caller, in: after) == Array(0...30) + [40, 41])
        #expect(scheduler.workerCost == 100)
        #expect(scheduler.trialPeriod == 16)
    }

    /// A program laying out many trees a second: trials wait a quarter of a second after the
    /// last one began, however many bursts came in between.
    @Test func trialsAreAQuarterOfASecondApartAtLeast() {
        var scheduler = BurstScheduler()
        var choices: [BurstPlace] = []
        // A burst every 10 ms.
        for index in 0..<100 {
            let place = scheduler.choose(at: UInt64(index) * 10_000_000)
            burst(&scheduler, place, place == .worker ? 400 : 600)
            choices.append(place)
        }
        // The first trial at once, then one eight bursts later (a way that has not lost a
        // trial yet is tried again however soon), at 120 ms; the next when 16 bursts have
        // passed and 250 ms since that one began: at 370 ms; then the 32 bursts are the
        // longer wait (700 ms).
        #expect(indices(of: .caller, in: choices) == [3, 4, 12, 13, 37, 38, 70, 71])
    }

    @Test func shortBurstsAreNotMeasured() {
        var scheduler = BurstScheduler()
        for _ in 0..<2 {
            _ = scheduler.choose(at: 0)
            burst(&scheduler, .worker, 9_000)
        }
        scheduler.record(.worker, nanoseconds: 1_000_000, activations: BurstScheduler.shortestMeasured - 1)
        #expect(scheduler.workerCost == nil)
        scheduler.record(.worker, nanoseconds: 32_000, activations: BurstScheduler.shortestMeasured)
        #expect(scheduler.workerCost == 1_000)
    }

    /// A burst whose layout pass came long after its activations counts as at most four times
    /// its way's estimate, and each figure weighs half.
    @Test func aLateLayoutPassCountsAsAtMostFourTimesTheEstimate() {
        var scheduler = BurstScheduler()
        burst(&scheduler, .caller, 500)
        burst(&scheduler, .caller, 1_000_000)
        #expect(scheduler.callerCost == 1_250.0)
        burst(&scheduler, .caller, 250)
        #expect(scheduler.callerCost == 750.0)
    }
}
