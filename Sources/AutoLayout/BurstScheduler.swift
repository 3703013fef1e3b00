import Foundation

// Whether the worker thread pays depends on something the library cannot know in advance:
// what it costs to move a cache line between the caller's processor and the worker's. Each
// constraint the worker adds is data the caller has just written, so every addition pays a
// few such transfers. With the two processors side by side (a round trip of 50-70 ns) the
// 1 000-view screen's first layout took about a quarter less time with the worker than
// without; with them on different dies, or a virtual machine's processors placed far apart
// by its host (300 ns, and at times more than a microsecond), the same layout took up to
// twice as long as without. The placement can change within the hour. So the engine times
// its bursts both ways as they come and sends each burst where bursts lately went faster.

/// Where a burst of activations goes: to the worker thread, or into the solver at once on
/// the caller's thread.
enum BurstPlace: Equatable, Sendable {
    case worker
    case caller
}

/// Chooses where each burst goes from what earlier bursts cost each way.
///
/// A burst is timed from the activation that makes it a burst (the first past the burst
/// length) to the layout pass that ends it, and its cost is that time per activation: the
/// caller's own work between activations (making views and constraints) is in both ways'
/// figures, and the worker's way also pays its hand-over and the wait for its last
/// additions.
///
/// A burst goes the way that was cheaper lately, whose estimate each of its bursts updates
/// (the new figure weighs half). Now and then a trial sends bursts the other way, so that
/// its estimate follows the machine: every eighth burst at first, then, for as long as the
/// trials find that way dearer still, every 16th, 32nd and at most 64th (a trial costs what
/// the dearer way costs more), and then no sooner than a quarter of a second after the last. When the ways change places, trials start again at every
/// eighth burst. A trial is two bursts, and only the second is measured: the first after a
/// change of way pays for it (the heap's free memory sits in the other thread's arena and
/// cache; it took a third longer than the bursts after it), which made whichever way was in
/// use look the cheaper. The trial's figure replaces its way's estimate, which is many
/// bursts old by then. The process's first bursts are such a trial of the worker (with two
/// bursts unmeasured: the first ones start the thread and its heap, and took up to five
/// times as long), then one at once.
///
/// The choice changes only speed: both ways give the same frames and diagnostics (see
/// ``LayoutWorkerThread``).
struct BurstScheduler: Sendable {
    /// Nanoseconds per activation, each way (nil: not measured yet).
    private(set) var workerCost: Double?
    private(set) var callerCost: Double?
    /// The way being tried: bursts go there until its measured figure comes in.
    private(set) var trial: BurstPlace? = .worker
    /// The trial's first bursts, which are not measured, still to come: one for a trial, two
    /// for the process's first (the worker thread starts, and its heap is new).
    private var trialWarmUps = 2
    /// Choices since the last trial, and how many there are between trials.
    private var sinceTrial = 0
    /// When the last trial began (uptime, nanoseconds).
    private var lastTrialStart: UInt64 = 0
    private(set) var trialPeriod = Self.shortestTrialPeriod
    /// The way that was cheaper at the last choice.
    private var lastCheaper: BurstPlace?
    /// Bursts chosen each way so far.
    private(set) var workerChoices = 0
    private(set) var callerChoices = 0

    /// Every this many choices at first, a trial sends bursts the way that looked dearer;
    /// each trial that finds it dearer still doubles the period, up to the longest.
    static let shortestTrialPeriod = 8
    static let longestTrialPeriod = 64
    /// Trials of a way that keeps losing are at least this far apart (nanoseconds): a program
    /// that lays out many trees a second (pictures made on a server) pays for such a trial
    /// no more than a few times a second.
    static let shortestTrialInterval: UInt64 = 250_000_000
    /// Bursts with fewer activations past the burst length are not measured: their fixed
    /// costs (waking the worker, a page of the ring) would stand for the per-activation cost.
    static let shortestMeasured = 32
    /// A figure more than this many times its way's estimate counts as this many times: a
    /// burst whose layout pass came long after its activations (the caller busy with other
    /// things) would otherwise speak for several bursts.
    static let largestStep = 4.0

    /// Where the next burst goes, at `now` (uptime, nanoseconds).
    mutating func choose(at now: UInt64) -> BurstPlace {
        let place = nextPlace(at: now)
        switch place {
        case .worker: workerChoices &+= 1
        case .caller: callerChoices &+= 1
        }
        return place
    }

    private mutating func nextPlace(at now: UInt64) -> BurstPlace {
        if let trial { return trial }
        guard let workerCost else { return startTrial(.worker, at: now) }
        guard let callerCost else { return startTrial(.caller, at: now) }
        let cheaper: BurstPlace = workerCost <= callerCost ? .worker : .caller
        if cheaper != lastCheaper {
            // The ways changed places: the one that lost its lead is tried again soon.
            lastCheaper = cheaper
            sinceTrial = 0
            trialPeriod = Self.shortestTrialPeriod
        }
        sinceTrial += 1
        // The interval holds back only trials of a way that lost a trial since the ways last
        // changed places: a change is checked again after eight bursts however soon.
        guard sinceTrial >= trialPeriod,
              trialPeriod == Self.shortestTrialPeriod || now &- lastTrialStart >= Self.shortestTrialInterval
        else { return cheaper }
        return startTrial(cheaper == .worker ? .caller : .worker, at: now)
    }

    private mutating func startTrial(_ place: BurstPlace, at now: UInt64) -> BurstPlace {
        trial = place
        trialWarmUps = 1
        sinceTrial = 0
        lastTrialStart = now
        return place
    }

    /// A burst of `activations` (past the burst length) went `place` and took `nanoseconds`
    /// until its layout pass.
    mutating func record(_ place: BurstPlace, nanoseconds: UInt64, activations: Int) {
        guard activations >= Self.shortestMeasured else { return }
        let figure = Double(nanoseconds) / Double(activations)
        guard place == trial else {
            switch place {
            case .worker: workerCost = Self.blend(workerCost, figure)
            case .caller: callerCost = Self.blend(callerCost, figure)
            }
            return
        }
        if trialWarmUps > 0 {
            trialWarmUps -= 1
            return
        }
        trial = nil
        switch place {
        case .worker: workerCost = Self.clip(figure, workerCost)
        case .caller: callerCost = Self.clip(figure, callerCost)
        }
        guard let workerCost, let callerCost, place != lastCheaper else { return }
        let stillDearer = place == .worker ? workerCost > callerCost : callerCost >= workerCost
        trialPeriod = stillDearer ? Swift.min(trialPeriod * 2, Self.longestTrialPeriod) : Self.shortestTrialPeriod
    }

    private static func clip(_ figure: Double, _ estimate: Double?) -> Double {
        guard let estimate else { return figure }
        return Swift.min(figure, estimate * largestStep)
    }

    private static func blend(_ estimate: Double?, _ figure: Double) -> Double {
        guard let estimate else { return figure }
        return (estimate + clip(figure, estimate)) / 2
    }
}
