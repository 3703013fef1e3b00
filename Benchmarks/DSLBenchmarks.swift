import Masonry

/// A small seeded generator (SplitMix64), so that every run builds the same screens.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The flat screen of the seeds' performance article: `n` views in one superview, each
/// with eight constraints made by `makeConstraints`. Returns the views and, per view, the
/// earlier view its left and top follow (`nil` for the first) with the offsets used.
@discardableResult
func buildFlatScreen(_ root: View, _ n: Int, seed: UInt64 = 42) -> [(view: View, anchor: View?, dx: CGFloat, dy: CGFloat)] {
    var generator = SeededGenerator(seed: seed)
    var made: [(view: View, anchor: View?, dx: CGFloat, dy: CGFloat)] = []
    made.reserveCapacity(n)
    var views: [View] = []
    views.reserveCapacity(n)
    for i in 0..<n {
        let view = View()
        root.addSubview(view)
        let anchor: View? = i == 0 ? nil : views[Int.random(in: 0..<i, using: &generator)]
        let dx = CGFloat(Int.random(in: -20...20, using: &generator))
        let dy = CGFloat(Int.random(in: -20...20, using: &generator))
        // In the order: the edges, the pulls towards an earlier view, then the size.
        view.mas.makeConstraints { make in
            make.left.greaterThanOrEqualTo(0)
            make.right.lessThanOrEqualTo(0)
            make.top.greaterThanOrEqualTo(20)
            make.bottom.lessThanOrEqualTo(-40)
            if let anchor {
                make.left.equalTo(anchor.mas.left).offset(dx).priorityMedium()
                make.top.equalTo(anchor.mas.top).offset(dy).priorityMedium()
            }
            make.size.equalTo(10)
        }
        views.append(view)
        made.append((view, anchor, dx, dy))
    }
    return made
}

/// The DSL's workloads (issue 5): rows named `dsl ...`.
func runDSLBenchmarks(_ recorder: Recorder) throws {
    // (1) Flat: N views in one superview, eight constraints each, from creating the views
    // through layoutIfNeeded().
    for n in [100, 1000, 10000] {
        let name = "dsl flat \(n)"
        guard recorder.wanted(name) else { continue }
        let runs = n >= 10000 ? 3 : recorder.reps
        recorder.record(name, measure(runs, budget: n >= 10000 ? 20 : 3) {
            let root = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
            return timed {
                buildFlatScreen(root, n)
                root.layoutIfNeeded()
            }
        })
    }

    // (2) Nested: view i a subview of view i-1, its edges inset by 1 from its superview's.
    for n in [100, 500, 1000] {
        let name = "dsl nested \(n)"
        guard recorder.wanted(name) else { continue }
        recorder.record(name, measure(recorder.reps) {
            let root = View(frame: CGRect(x: 0, y: 0, width: 4000, height: 4000))
            return timed {
                var parent = root
                for _ in 0..<n {
                    let view = View()
                    parent.addSubview(view)
                    view.mas.makeConstraints { make in
                        make.edges.equalTo(parent).insets(EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
                    }
                    parent = view
                }
                root.layoutIfNeeded()
            }
        })
    }

    // (2b) The nested chain built (not timed), then every level remade, top to bottom, with
    // the same constraints to its parent, and laid out.
    for n in [1000, 8000] {
        let name = "dsl nested \(n) remake every level"
        guard recorder.wanted(name) else { continue }
        recorder.record(name, measure(n >= 8000 ? 3 : 5, budget: 30) {
            let root = View(frame: CGRect(x: 0, y: 0, width: 40_000, height: 40_000))
            var chain: [(view: View, parent: View)] = []
            var parent = root
            for _ in 0..<n {
                let view = View()
                parent.addSubview(view)
                view.mas.makeConstraints { make in
                    make.edges.equalTo(parent).insets(EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
                }
                chain.append((view, parent))
                parent = view
            }
            root.layoutIfNeeded()
            return timed {
                for (view, parent) in chain {
                    view.mas.remakeConstraints { make in
                        make.edges.equalTo(parent).insets(EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
                    }
                }
                root.layoutIfNeeded()
            }
        })
    }

    // (3) One constant changed by updateConstraints on a 1 000-view screen, then layout.
    let updateName = "dsl update constant 1000"
    if recorder.wanted(updateName) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let screen = buildFlatScreen(root, 1000)
        root.layoutIfNeeded()
        var step = 0
        recorder.record(updateName, measure(recorder.options.quick ? 201 : 2001) {
            step += 1
            let entry = screen[1 + step % (screen.count - 1)]
            guard let anchor = entry.anchor else { return 0 }
            let offset = entry.dx + CGFloat(step % 7) - 3
            return timed {
                entry.view.mas.updateConstraints { make in
                    make.left.equalTo(anchor.mas.left).offset(offset).priorityMedium()
                }
                root.layoutIfNeeded()
            }
        })
    }
}
