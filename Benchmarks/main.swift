// Benchmarks: release build, medians of repeated runs, with the ratio to kiwisolver
// measured in the same run.
//
//   swift run -c release Benchmarks [--quick] [--json FILE] [--no-kiwi] [--filter TEXT] [--runs N] [--no-worker]

import AutoLayout
import Cassowary
import Foundation
import SolverScript

struct Options {
    var quick = false
    var json: String?
    var kiwi = true
    var filter: String?
    var enamlPath = "Tests/CassowaryTests/Fixtures/enaml_like.txt"
    var phases = false

    static let usage = """
        usage: swift run -c release Benchmarks [--quick] [--json FILE] [--no-kiwi] [--filter TEXT] [--runs N] [--no-worker] [--enaml FILE] [--phases]
          --quick        fewer samples per row
          --json FILE    also write the results to FILE
          --no-kiwi      skip kiwisolver (Benchmarks/kiwi_bench.py)
          --filter TEXT  only the rows whose name contains TEXT (TEXT$: the row named TEXT)
          --runs N       exactly N samples per row (for callgrind)
          --no-worker    every constraint added on the caller's thread (LayoutWorkerThread off:
                         for callgrind, which runs one thread at a time and counts the
                         owner's waits for the worker as instructions)
          --enaml FILE   the enaml-like system (default: the test fixture)
          --phases       only the 1 000-view screen's first layout, timed in its three phases
                         (make, activate, layout pass), medians of 61 screens (--runs N: N)
        """

    init(_ arguments: [String]) {
        var it = arguments.dropFirst().makeIterator()
        func value(of option: String) -> String {
            guard let value = it.next(), !value.hasPrefix("--") else { Options.fail("\(option) needs a value") }
            return value
        }
        while let argument = it.next() {
            switch argument {
            case "--help", "-h": print(Options.usage); exit(0)
            case "--quick": quick = true
            case "--json": json = value(of: argument)
            case "--no-kiwi": kiwi = false
            case "--no-worker": LayoutWorkerThread.isEnabled = false
            case "--filter": filter = value(of: argument)
            case "--enaml": enamlPath = value(of: argument)
            case "--phases": phases = true
            case "--runs":
                let text = value(of: argument)
                guard let runs = Int(text), runs > 0 else { Options.fail("--runs needs a positive whole number, not '\(text)'") }
                fixedRuns = runs
            default: Options.fail("unknown argument \(argument)")
            }
        }
    }

    /// Prints `message` and the usage to standard error and exits with status 2.
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("Benchmarks: \(message)\n\(usage)\n".utf8))
        exit(2)
    }
}

/// `--runs N`: exactly N samples per row (for instruction counts under callgrind).
nonisolated(unsafe) var fixedRuns: Int?

struct Result {
    var name: String
    var median: Double
    var runs: Int
    var kiwi: Double?
}

@inline(never)
func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Runs `body` (which returns the seconds of its timed part) until `runs` samples or
/// `budget` seconds, and returns the median.
func measure(_ runs: Int, budget: Double = 3, _ body: () throws -> Double) rethrows -> (Double, Int) {
    if let fixed = fixedRuns {
        var samples: [Double] = []
        for _ in 0..<fixed { samples.append(try body()) }
        samples.sort()
        return (samples[samples.count / 2], samples.count)
    }
    var samples: [Double] = []
    let start = now()
    while samples.count < runs {
        samples.append(try body())
        if Double(now() - start) / 1e9 > budget && samples.count >= 3 { break }
    }
    samples.sort()
    return (samples[samples.count / 2], samples.count)
}

func timed(_ body: () throws -> Void) rethrows -> Double {
    let t0 = now()
    try body()
    return Double(now() - t0) / 1e9
}

// MARK: Workloads

struct Chain {
    let solver = Solver()
    let containerWidth = Variable("cw")
    var lefts: [Variable] = []
    var leftConstraints: [Constraint] = []

    init(_ n: Int, width: Double) throws {
        try solver.addEditVariable(containerWidth, strength: .strong)
        try solver.suggestValue(containerWidth, width)
        let containerLeft = Variable("containerLeft")
        try solver.addConstraint(containerLeft == 0)
        var previousRight: Variable? = nil
        for i in 0..<n {
            let left = Variable("left\(i)"), right = Variable("right\(i)"), width = Variable("width\(i)")
            let height = Variable("height\(i)"), top = Variable("top\(i)")
            let leftConstraint = previousRight.map { left == $0 + 8 } ?? (left == containerLeft + 8)
            try solver.addConstraint(leftConstraint)
            try solver.addConstraint(right == left + width)
            try solver.addConstraint(width >= 20)
            try solver.addConstraint((width == 100) | .weak)
            try solver.addConstraint((height == 44) | .strong)
            try solver.addConstraint(top == 10)
            lefts.append(left)
            leftConstraints.append(leftConstraint)
            previousRight = right
        }
        if let last = previousRight {
            try solver.addConstraint(last <= containerWidth - 8)
        }
        solver.updateVariables()
    }
}

/// Collects the medians of one run; each suite records its rows through it.
final class Recorder {
    let options: Options
    var results: [Result] = []

    init(_ options: Options) { self.options = options }

    /// Repetitions for a cheap workload.
    var reps: Int { options.quick ? 5 : 31 }

    /// Whether a row passes `--filter`.
    /// A filter ending in `$` names one row exactly; otherwise it matches any row containing it.
    func wanted(_ name: String) -> Bool {
        guard let filter = options.filter else { return true }
        if filter.hasSuffix("$") { return name == filter.dropLast() }
        return name.contains(filter)
    }

    /// Ratios measured in pairs (see `pairedRatio`): name, median, pairs.
    var ratios: [(name: String, median: Double, pairs: Int)] = []

    func recordRatio(_ name: String, _ value: (Double, Int)) {
        guard wanted(name) else { return }
        ratios.append((name, value.0, value.1))
        print(String(format: "  %-40@ %12.3f x   (median of %d pairs)", name as NSString, value.0, value.1))
    }

    func record(_ name: String, _ value: (Double, Int)) {
        guard wanted(name) else { return }
        results.append(Result(name: name, median: value.0, runs: value.1))
        print(String(format: "  %-40@ %12.3f us  (%d runs)", name as NSString, value.0 * 1e6, value.1))
    }
}

func runSolverBenchmarks(_ recorder: Recorder) throws {
    let options = recorder.options
    let reps = recorder.reps
    func record(_ name: String, _ value: (Double, Int)) { recorder.record(name, value) }
    func wanted(_ name: String) -> Bool { recorder.wanted(name) }

    // enaml-like
    let text = try String(contentsOfFile: options.enamlPath, encoding: .utf8)
    let script = try SystemScript(parsing: text, fileName: options.enamlPath)
    func buildEnaml() throws -> (Solver, [Variable], [Constraint]) {
        let solver = Solver()
        // A fresh copy of the constraints each time (constraints belong to one solver).
        let fresh = try SystemScript(parsing: text, fileName: options.enamlPath)
        return (solver, fresh.editVariables, fresh.constraints)
    }
    if wanted("enaml build") {
        record("enaml build", try measure(reps * 4) {
            let (solver, edits, constraints) = try buildEnaml()
            return try timed {
                for edit in edits { try solver.addEditVariable(edit, strength: .strong) }
                for constraint in constraints { try solver.addConstraint(constraint) }
            }
        })
    }
    if wanted("enaml suggest") {
        let (solver, edits, constraints) = try buildEnaml()
        for edit in edits { try solver.addEditVariable(edit, strength: .strong) }
        for constraint in constraints { try solver.addConstraint(constraint) }
        var sizes: [[Double]] = []
        for (_, statement) in script.statements { if case let .suggest(values, _) = statement { sizes.append(values) } }
        var k = 0
        record("enaml suggest", try measure(reps * 100) {
            let size = sizes[k % sizes.count]; k += 1
            return try timed {
                try solver.suggestValue(edits[0], size[0])
                try solver.suggestValue(edits[1], size[1])
                solver.updateVariables()
            }
        })
    }

    // The chain.
    for n in [100, 1000, 10_000] {
        if wanted("chain \(n) build") {
            record("chain \(n) build", try measure(n >= 10_000 ? 5 : reps) {
                // Keep the chain alive past the timed part: tearing it down is not building.
                var chain: Chain?
                let seconds = try timed { chain = try Chain(n, width: Double(n) * 130) }
                withExtendedLifetime(chain) {}
                return seconds
            })
        }
        if wanted("chain \(n) resize") {
            let chain = try Chain(n, width: Double(n) * 130)
            var narrow = true
            record("chain \(n) resize", try measure(n >= 10_000 ? 7 : reps) {
                let width = Double(n) * (narrow ? 60 : 130)
                narrow.toggle()
                return try timed {
                    try chain.solver.suggestValue(chain.containerWidth, width)
                    chain.solver.updateVariables()
                }
            })
        }
    }
    for (label, factor) in [("wide", 130.0), ("narrow", 60.0)] where wanted("chain 1000 updateConstant \(label)") {
        let chain = try Chain(1000, width: 1000 * factor)
        let constraint = chain.leftConstraints[500]
        var offset = 12.0
        record("chain 1000 updateConstant \(label)", try measure(reps * 10) {
            let constant = -offset
            offset = offset == 12 ? 8 : 12
            return try timed {
                try chain.solver.updateConstant(of: constraint, to: constant)
                chain.solver.updateVariables()
            }
        })
    }
}

func runKiwi(_ options: Options) -> [String: Double] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    var arguments = ["python3", "-B", "Benchmarks/kiwi_bench.py", "--enaml", options.enamlPath]
    if options.quick { arguments.append("--quick") }
    if let filter = options.filter { arguments += ["--filter", filter] }
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return [:] }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
          let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let rows = object["rows"] as? [[String: Any]] else { return [:] }
    var result: [String: Double] = [:]
    for row in rows {
        if let name = row["name"] as? String, let median = row["median_s"] as? Double { result[name] = median }
    }
    return result
}

let options = Options(CommandLine.arguments)
if options.phases {
    printFirstLayoutPhases(runs: fixedRuns ?? 61)
    exit(0)
}
print("Cassowary benchmarks (medians)")
do {
    let recorder = Recorder(options)
    try runSolverBenchmarks(recorder)
    try runEngineBenchmarks(recorder)
    try runDSLBenchmarks(recorder)
    var results = recorder.results
    var kiwi: [String: Double] = [:]
    if options.kiwi {
        print("running kiwisolver on the same workloads (Benchmarks/kiwi_bench.py) ...")
        kiwi = runKiwi(options)
        if kiwi.isEmpty { print("kiwisolver unavailable (pip install kiwisolver): ratios skipped") }
    }
    print("")
    print("| workload | ours | kiwisolver | ours/kiwi |")
    print("|---|---:|---:|---:|")
    func show(_ seconds: Double) -> String {
        seconds >= 1e-3 ? String(format: "%.3f ms", seconds * 1e3) : String(format: "%.2f us", seconds * 1e6)
    }
    for k in results.indices {
        results[k].kiwi = kiwi[results[k].name]
        let r = results[k]
        let theirs = r.kiwi.map(show) ?? "-"
        let ratio = r.kiwi.map { String(format: "%.4f", r.median / $0) } ?? "-"
        print("| \(r.name) | \(show(r.median)) | \(theirs) | \(ratio) |")
    }
    if !recorder.ratios.isEmpty {
        print("")
        print("| ratio measured in pairs | median |")
        print("|---|---:|")
        for r in recorder.ratios { print("| \(r.name) | \(String(format: "%.2fx", r.median)) |") }
    }
    // Not with --runs, which is for callgrind: it runs one thread at a time, and the two
    // threads' spinning would count billions of instructions.
    let roundTrip = fixedRuns == nil ? crossCoreRoundTrip() : nil
    if let roundTrip { print("\n" + describeRoundTrip(roundTrip)) }
    let costs = LayoutWorkerThread.measuredCosts
    if costs.workerBursts + costs.atOnceBursts > 0 {
        let each = { (cost: Double?) in cost.map { String(format: "%.0f ns", $0) } ?? "not measured" }
        print("Bursts of activations: \(costs.workerBursts) on the worker thread (lately \(each(costs.worker)) per activation), \(costs.atOnceBursts) at once (\(each(costs.atOnce))).")
    }
    if let path = options.json {
        let rows: [[String: Any]] = results.map { r in
            var row: [String: Any] = ["name": r.name, "median_s": r.median, "runs": r.runs]
            if let k = r.kiwi { row["kiwisolver_s"] = k; row["ratio"] = r.median / k }
            return row
        }
        let ratios: [[String: Any]] = recorder.ratios.map { ["name": $0.name, "median": $0.median, "pairs": $0.pairs] }
        var document: [String: Any] = ["rows": rows, "paired_ratios": ratios]
        if let roundTrip { document["cross_core_round_trip_ns"] = roundTrip }
        let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
        try data.write(to: URL(fileURLWithPath: path))
    }
} catch {
    print("benchmark failed: \(error)")
    exit(1)
}

/// Sleeps about `microseconds` (Foundation's sleep: `usleep` is not on every system).
func pause(microseconds: Int) {
    Thread.sleep(forTimeInterval: Double(microseconds) / 1_000_000)
}
