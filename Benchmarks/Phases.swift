import AutoLayout
import Foundation

/// `--phases`: the 1 000-view screen's first layout in its three phases (making the views
/// and constraints, `activate`, the layout pass with its wait for the solver worker); medians
/// of `runs` screens (the ratio to the bare solver is the row
/// `engine screen 1000 first layout / bare solver`, measured in pairs).
/// With the worker on, the layout pass's share says how far the worker was behind when the
/// caller finished activating (see `docs/PERFORMANCE.md`, the twenty-first sitting).
func printFirstLayoutPhases(runs: Int) {
    var make: [Double] = [], activate: [Double] = [], layout: [Double] = []
    for _ in 0..<runs {
        let start = now()
        let screen = EngineScreen(activate: false)
        let made = now()
        LayoutConstraint.activate(screen.constraints)
        let activated = now()
        screen.root.layoutIfNeeded()
        let laidOut = now()
        withExtendedLifetime(screen) {}
        make.append(Double(made - start) / 1e3)
        activate.append(Double(activated - made) / 1e3)
        layout.append(Double(laidOut - activated) / 1e3)
    }
    func median(_ values: [Double]) -> String { String(format: "%.0f us", values.sorted()[values.count / 2]) }
    print("engine screen 1000 first layout, phases (medians of \(runs)): make \(median(make)), activate \(median(activate)), layout pass \(median(layout))")
    if fixedRuns == nil, let roundTrip = crossCoreRoundTrip() { print(describeRoundTrip(roundTrip)) }
}
