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
    private func run(_ scheduler: inout BurstScheduler, _ count: Int, worker: UInt64, caller: UInt64) -> [BurstPlace] {
        (0..<count).map { _ in
            let place = scheduler.choose()
            burst(&scheduler, place, place == .worker ? worker : caller)
            return place
        }
    }

    @Test func theFirstBurstGoesToTheWorkerAndTheSecondAtOnce() {
        var scheduler = BurstScheduler()
        #expect(scheduler.choose() == .worker)
        // Not measured yet: the worker again.
        #expect(scheduler.choose() == .worker)
        burst(&scheduler, .worker, 500)
        #expect(scheduler.choose() == .caller)
        burst(&scheduler, .caller, 700)
        #expect(scheduler.workerCost == 500)
        #expect(scheduler.callerCost == 700)
        #expect(scheduler.choose() == .worker)
        #expect(scheduler.workerChoices == 3)
        #expect(scheduler.callerChoices == 1)
    }

    @Test func theCheaperWayWinsAndTheOtherIsTriedEveryEighthBurstWhileItWins() {
        var scheduler = BurstScheduler()
        let choices = run(&scheduler, 2 + 7 + 1 + 15 + 1, worker: 400, caller: 600)
        #expect(Array(choices.prefix(2)) == [.worker, .caller])
        // Seven bursts on the worker, a trial at once; it loses, so the next trial is 16 later.
        #expect(Array(choices[2..<9]) == Array(repeating: .worker, count: 7))
        #expect(choices[9] == .caller)
        #expect(scheduler.trialPeriod == 32)
        #expect(Array(choices[10..<25]) == Array(repeating: .worker, count: 15))
        #expect(choices[25] == .caller)
    }

    @Test func aLosingWayIsTriedLessOftenUpToEverySixtyFourthBurst() {
        var scheduler = BurstScheduler()
        // The worker sharing its caller's processor: several times dearer.
        let choices = run(&scheduler, 2 + 8 + 16 + 32 + 64 + 64, worker: 3_000, caller: 600)
        let trials = choices.indices.filter { choices[$0] == .worker }
        #expect(trials == [0, 9, 25, 57, 121, 185])
        #expect(scheduler.trialPeriod == BurstScheduler.longestTrialPeriod)
    }

    @Test func whenTheWaysChangePlacesTheTrialsStartAgainEveryEighthBurst() {
        var scheduler = BurstScheduler()
        _ = run(&scheduler, 2 + 8 + 16, worker: 400, caller: 600)
        #expect(scheduler.trialPeriod == 32)
        // The processors move apart: one burst on the worker costs 2 000 ns an activation,
        // which brings its estimate to 1 000, above at once's 600.
        let after = run(&scheduler, 40, worker: 2_000, caller: 600)
        #expect(scheduler.workerCost! > 1_000)
        let onTheWorker = after.indices.filter { after[$0] == .worker }
        // Then at once, the worker tried at the eighth burst, and 16 later.
        #expect(onTheWorker == [0, 8, 24])
        #expect(scheduler.trialPeriod == 32)
    }

    /// A trial that finds its way cheaper makes it the way bursts go.
    @Test func aTrialThatWinsTakesOver() {
        var scheduler = BurstScheduler()
        _ = run(&scheduler, 2 + 8 + 16, worker: 3_000, caller: 600)
        #expect(scheduler.trialPeriod == 32)
        // The worker gets cheap: its next trial, 32 bursts after the last, finds it so (a
        // trial's figure replaces the estimate), and bursts go to the worker from then on,
        // with a trial at once every eighth.
        let after = run(&scheduler, 48, worker: 100, caller: 600)
        #expect(scheduler.workerCost == 100)
        let atOnce = after.indices.filter { after[$0] == .caller }
        #expect(Array(atOnce.prefix(31)) == Array(0..<31))
        #expect(Array(atOnce.dropFirst(31)) == [39])
        #expect(scheduler.trialPeriod == 16)
    }

    @Test func shortBurstsAreNotMeasured() {
        var scheduler = BurstScheduler()
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
