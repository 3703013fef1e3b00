import Foundation
import Testing
@testable import AutoLayout

// autolayoutTrace() called from inside a layout pass (a layoutSubviews override) probes the
// solver while the pass is under way: it must leave the pass's outcome as it was, with the
// additions made at once and with every one queued for the worker.

private final class SelfTracingView: View, @unchecked Sendable {
    var traces: [String] = []
    override func layoutSubviews() {
        super.layoutSubviews()
        traces.append(autolayoutTrace())
    }
}

/// A column of 30 views, every fifth with a height that conflicts with its own; laid out,
/// resized and laid out again. Returns the frames and the traces taken.
private func column(burst: Int, tracing: Bool) -> (frames: [CGRect], traces: [String]) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    root.layoutEngine.burstLengthOverride = burst
    var views: [View] = []
    var constraints: [LayoutConstraint] = []
    for i in 0..<30 {
        let view: View = tracing && i % 7 == 3 ? SelfTracingView() : View()
        view.name = "v\(i)"
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        constraints += [
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: CGFloat(i)),
            view.topAnchor.constraint(equalTo: views.last?.bottomAnchor ?? root.topAnchor),
            view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            view.heightAnchor.constraint(equalToConstant: CGFloat(i % 3 + 1)),
        ]
        if i % 5 == 0 { constraints.append(view.heightAnchor.constraint(equalToConstant: 50)) }
        views.append(view)
    }
    let diagnostics = LayoutDiagnostics.record {
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        root.frame.size.width = 250
        root.layoutIfNeeded()
    }
    #expect(diagnostics.count == 6)
    let traces = views.compactMap { $0 as? SelfTracingView }.flatMap(\.traces)
    return (views.map(\.frame), traces)
}

@Test(arguments: [Int.max, 0]) func aTraceInsideLayoutSubviewsChangesNothing(burst: Int) {
    let plain = column(burst: burst, tracing: false)
    let traced = column(burst: burst, tracing: true)
    #expect(traced.frames == plain.frames)
    // The column as its constraints make it: the conflicting heights broken, 125 wide after
    // the resize.
    #expect(plain.frames[0] == CGRect(x: 0, y: 0, width: 125, height: 1))
    #expect(plain.frames[1] == CGRect(x: 1, y: 1, width: 125, height: 2))
    #expect(plain.frames[29] == CGRect(x: 29, y: 57, width: 125, height: 3))
    // Four tracing views (3, 10, 17, 24), each laid out in both passes, each trace 31 lines.
    #expect(traced.traces.count == 8)
    #expect(traced.traces.allSatisfy { $0.split(separator: "\n").count == 31 && !$0.contains("AMBIGUOUS") })
}
