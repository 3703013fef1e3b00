import Foundation
import Testing
@_spi(LayoutInternals) @testable import AutoLayout

/// The ambiguity checks read the parts of a frame the solver's tableau shows pinned before
/// probing (`LayoutEngine.forcedParts(of:)`): they answer as probing every part did.
@Suite struct AmbiguityForcedPartsTests {
    /// Whether any part of `view`'s frame moves under a probe, every part probed.
    static func movesUnderProbes(_ view: View) -> Bool {
        let engine = view.layoutEngine
        let v = view.layoutVariables
        let moved = [v.x, v.y, v.width, v.height].filter { engine.probe($0) }
        engine.writeSolution()
        return !moved.isEmpty
    }

    /// A list of rows, each an icon, a title and a value label between hugging and
    /// compression resistance, each row's height at least 44 and its title's plus 8.
    static func labelList(rows: Int) -> (root: View, views: [View]) {
        let root = makeRoot(width: 375, height: 812)
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        var previous: View?
        for i in 0..<rows {
            let row = makeView("row\(i)", in: root), icon = makeView("icon\(i)", in: row)
            let title = Label(), value = Label()
            title.name = "title\(i)"
            value.name = "value\(i)"
            title.text = "Setting \(i)"
            value.text = i % 3 == 0 ? "On" : "A longer value \(i % 7)"
            value.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            for label in [title, value] {
                label.translatesAutoresizingMaskIntoConstraints = false
                row.addSubview(label)
            }
            let height = row.heightAnchor.constraint(equalToConstant: 44)
            height.priority = .defaultLow
            constraints += [
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
                row.leftAnchor.constraint(equalTo: root.leftAnchor), row.rightAnchor.constraint(equalTo: root.rightAnchor),
                row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
                row.heightAnchor.constraint(greaterThanOrEqualTo: title.heightAnchor, constant: 8), height,
                icon.leftAnchor.constraint(equalTo: row.leftAnchor, constant: 16), icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                icon.widthAnchor.constraint(equalToConstant: 24), icon.heightAnchor.constraint(equalToConstant: 24),
                title.leftAnchor.constraint(equalTo: icon.rightAnchor, constant: 12), title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                value.leftAnchor.constraint(greaterThanOrEqualTo: title.rightAnchor, constant: 8),
                value.rightAnchor.constraint(equalTo: row.rightAnchor, constant: -16), value.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            ]
            views += [row, icon, title, value]
            previous = row
        }
        activate(constraints)
        root.layoutIfNeeded()
        return (root, views)
    }

    @Test func aListOfLabelsIsReadWithoutProbes() {
        let (root, views) = Self.labelList(rows: 12)
        let engine = root.layoutEngine
        // Every part of every view shown pinned: the trace probes nothing.
        #expect(views.allSatisfy { engine.forcedParts(of: $0) == 0b1111 })
        #expect(views.allSatisfy { !$0.hasAmbiguousLayout })
        #expect(views.allSatisfy { !Self.movesUnderProbes($0) })
        let trace = root.autolayoutTrace()
        #expect(!trace.contains("AMBIGUOUS"))
        #expect(trace.split(separator: "\n").count == 1 + 4 * 12)
        // The frames are untouched by the checks.
        expectFrame(views[4], 0, 44, 375, 44)
        expectFrame(views[6], 52, 11.5, 77, 21)
    }

    @Test func aProbeKeepsWhatWasFoundPinned() {
        let root = makeRoot()
        let fixed = makeView("fixed", in: root), loose = makeView("loose", in: root)
        activate(place(fixed, in: root, 10, 10, 50, 50) + [
            loose.leftAnchor.constraint(equalTo: fixed.rightAnchor, constant: 5),
            loose.topAnchor.constraint(equalTo: fixed.topAnchor),
            loose.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        let engine = root.layoutEngine
        #expect(engine.forcedParts(of: loose) == 0b1011)  // x, y and height; not the width
        let revision = engine.forcedPartsRevision
        #expect(loose.hasAmbiguousLayout)  // probes the width
        // The probe changed the solver and put it back: the parts found stand.
        #expect(engine.forcedPartsRevision != revision)
        #expect(engine.forcedPartsRevision == engine.solver.revision)
        #expect(engine.forcedParts(of: fixed) == 0b1111)
        // A new constraint makes them be found again.
        activate([loose.widthAnchor.constraint(equalToConstant: 30)])
        #expect(!loose.hasAmbiguousLayout)
        #expect(engine.forcedParts(of: loose) == 0b1111)
        root.layoutIfNeeded()
        expectFrame(loose, 65, 10, 30, 20)
    }

    /// Random trees of views and labels, related at random priorities: for every view, the
    /// check answers as probing every part does, and a part shown pinned never moves.
    @Test(arguments: 0..<6) func randomTreesAnswerAsProbingEverything(seed: UInt64) {
        var random = SeededRandom(state: 0xA7B1 &+ seed)
        let root = makeRoot(width: 400, height: 600)
        var views: [View] = []
        for i in 0..<9 {
            let parent = views.isEmpty || Bool.random(using: &random) ? root : views.randomElement(using: &random)!
            let view: View
            if Int.random(in: 0..<3, using: &random) == 0 {
                let label = Label()
                label.name = "label\(i)"
                label.text = String(repeating: "word ", count: Int.random(in: 1...4, using: &random))
                label.translatesAutoresizingMaskIntoConstraints = false
                parent.addSubview(label)
                view = label
            } else {
                view = makeView("v\(i)", in: parent)
            }
            views.append(view)
        }
        let priorities: [LayoutPriority] = [.required, .required, .defaultHigh, .defaultLow, LayoutPriority(500)]
        var constraints: [LayoutConstraint] = []
        for _ in 0..<22 {
            let a = views.randomElement(using: &random)!
            let b = [root] + views
            let other = b.randomElement(using: &random)!
            guard other !== a else { continue }
            let constant = CGFloat(Int.random(in: -3...12, using: &random) * 5)
            let constraint: LayoutConstraint
            switch Int.random(in: 0..<6, using: &random) {
            case 0: constraint = a.leftAnchor.constraint(equalTo: other.leftAnchor, constant: constant)
            case 1: constraint = a.topAnchor.constraint(greaterThanOrEqualTo: other.bottomAnchor, constant: constant)
            case 2: constraint = a.widthAnchor.constraint(equalToConstant: abs(constant) + 10)
            case 3: constraint = a.heightAnchor.constraint(lessThanOrEqualTo: other.heightAnchor, multiplier: 0.5)
            case 4: constraint = a.centerXAnchor.constraint(equalTo: other.centerXAnchor)
            default: constraint = a.rightAnchor.constraint(lessThanOrEqualTo: other.rightAnchor, constant: -constant)
            }
            constraint.priority = priorities.randomElement(using: &random)!
            constraints.append(constraint)
        }
        _ = LayoutDiagnostics.record { LayoutConstraint.activate(constraints) }
        _ = LayoutDiagnostics.record { root.layoutIfNeeded() }
        let engine = root.layoutEngine
        var pinnedParts = 0
        for view in views where view.engineUses > 0 {
            let parts = engine.forcedParts(of: view)
            pinnedParts += parts.nonzeroBitCount
            let v = view.layoutVariables
            for (part, variable) in [v.x, v.y, v.width, v.height].enumerated() where parts & (1 << part) != 0 {
                #expect(!engine.probe(variable), "seed \(seed): \(view.layoutDescription) part \(part) shown pinned but moves")
            }
            engine.writeSolution()
            #expect(view.hasAmbiguousLayout == Self.movesUnderProbes(view), "seed \(seed): \(view.layoutDescription)")
        }
        #expect(pinnedParts > 0)
    }
}
