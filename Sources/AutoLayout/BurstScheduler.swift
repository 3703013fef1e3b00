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
/// additions. Each way keeps a running estimate: every new figure weighs half, and a
/// trial's figure (below) replaces the estimate, which is many bursts old by then. A burst goes
/// the cheaper way, except a trial now and then, which goes the other way so that its
/// estimate follows the machine: every eighth burst at first, then, for as long as the
/// trials find the other way dearer still, every 16th, 32nd and at most 64th (a trial costs
/// what the dearer way costs more, up to several times as much where the worker shares one
/// processor with its caller). Until both ways have a figure, the first burst goes to the
/// worker and the next one at once. When the ways change places, trials start again at
/// every eighth burst.
///
/// The choice changes only speed: both ways give the same frames and diagnostics (see
/// ``LayoutWorkerThread``).
struct BurstScheduler: Sendable {
    /// Nanoseconds per activation, each way (nil: not measured yet).
    private(set) var workerCost: Double?
    private(set) var callerCost: Double?
    /// Choices since the last trial of the dearer way, and how many there are between trials.
    private var sinceTrial = 0
    private(set) var trialPeriod = Self.shortestTrialPeriod
    /// The way of a trial whose burst has not been measured yet.
    private var pendingTrial: BurstPlace?
    /// The way that was cheaper at the last choice.
    private var lastCheaper: BurstPlace?
    /// Bursts chosen each way so far.
    private(set) var workerChoices = 0
    private(set) var callerChoices = 0

    /// Every this many choices at first, a burst goes the way that looked dearer; each trial
    /// that finds it dearer still doubles the period, up to the longest.
    static let shortestTrialPeriod = 8
    static let longestTrialPeriod = 64
    /// Bursts with fewer activations past the burst length are not measured: their fixed
    /// costs (waking the worker, a page of the ring) would stand for the per-activation cost.
    static let shortestMeasured = 32
    /// A figure more than this many times its way's estimate counts as this many times: a
    /// burst whose layout pass came long after its activations (the caller busy with other
    /// things) would otherwise speak for several bursts.
    static let largestStep = 4.0

    /// Where the next burst goes.
    mutating func choose() -> BurstPlace {
        let place = nextPlace()
        switch place {
        case .worker: workerChoices &+= 1
        case .caller: callerChoices &+= 1
        }
        return place
    }

    private mutating func nextPlace() -> BurstPlace {
        guard let workerCost else { return .worker }
        guard let callerCost else { return .caller }
        let cheaper: BurstPlace = workerCost <= callerCost ? .worker : .caller
        if cheaper != lastCheaper {
            // The ways changed places: the one that lost its lead is tried again soon.
            lastCheaper = cheaper
            sinceTrial = 0
            trialPeriod = Self.shortestTrialPeriod
        }
        sinceTrial += 1
        guard sinceTrial >= trialPeriod else { return cheaper }
        sinceTrial = 0
        let dearer: BurstPlace = cheaper == .worker ? .caller : .worker
        pendingTrial = dearer
        return dearer
    }

    /// A burst of `activations` (past the burst length) went `place` and took `nanoseconds`
    /// until its layout pass.
    mutating func record(_ place: BurstPlace, nanoseconds: UInt64, activations: Int) {
        guard activations >= Self.shortestMeasured else { return }
        let figure = Double(nanoseconds) / Double(activations)
        // A trial's figure replaces its way's estimate, which is many bursts old.
        let isTrial = pendingTrial == place
        switch place {
        case .worker: workerCost = Self.blend(workerCost, figure, replacing: isTrial)
        case .caller: callerCost = Self.blend(callerCost, figure, replacing: isTrial)
        }
        guard isTrial, let workerCost, let callerCost else { return }
        pendingTrial = nil
        let stillDearer = place == .worker ? workerCost > callerCost : callerCost >= workerCost
        trialPeriod = stillDearer ? Swift.min(trialPeriod * 2, Self.longestTrialPeriod) : Self.shortestTrialPeriod
    }

    private static func blend(_ estimate: Double?, _ figure: Double, replacing: Bool) -> Double {
        guard let estimate else { return figure }
        let clipped = Swift.min(figure, estimate * largestStep)
        return replacing ? clipped : (estimate + clipped) / 2
    }
}
