import Testing
@testable import AutoLayout

// `LayoutConstraint.activate(_:)` takes a batch in two passes: every constraint is checked and
// made active first, then each goes into its engine in the batch's order. Code that runs in
// between (an intrinsic-size getter, read as a view enters the engine) may change the batch's
// later constraints or their views; these tests pin what happens then: what activating them
// one by one in the same order would do.

@Suite("Batch activation: checks first, then the engine") struct BatchActivationTests {
    /// A constraint-placed ``MeddlingView`` (10 by 12, its getter runs `onRead` once) in `root`.
    private func meddling(in root: View) -> MeddlingView {
        let view = MeddlingView()
        view.name = "reading"
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return view
    }

    @Test func everyConstraintIsActiveBeforeTheFirstGoesIntoTheEngine() {
        let root = makeRoot(width: 300, height: 300)
        let reading = meddling(in: root)
        let later = reading.topAnchor.constraint(equalTo: root.topAnchor, constant: 7)
        var seenActive: Bool?
        var seenInEngine: Bool?
        reading.onRead = {
            seenActive = later.isActive
            seenInEngine = later.engine != nil
        }
        activate([reading.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5), later])
        #expect(seenActive == true && seenInEngine == false)
        #expect(later.engine === root.engineStorage)
        root.layoutIfNeeded()
        expectFrame(reading, 5, 7, 10, 12)
    }

    @Test func aLaterConstraintDeactivatedInBetweenStaysOut() {
        let root = makeRoot(width: 300, height: 300)
        let reading = meddling(in: root)
        let later = reading.topAnchor.constraint(equalTo: root.topAnchor, constant: 7)
        reading.onRead = { later.isActive = false }
        activate([reading.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5), later,
                  reading.topAnchor.constraint(equalTo: root.topAnchor, constant: 9)])
        #expect(!later.isActive && later.engine == nil && later.solverConstraint == nil)
        #expect(!root.constraints.contains { $0 === later })
        root.layoutIfNeeded()
        expectFrame(reading, 5, 9, 10, 12)
    }

    @Test func aLaterConstraintMovedWithItsViewInBetweenGoesInOnce() throws {
        let root = makeRoot(width: 300, height: 300)
        let box = makeView("box", in: root)
        let inner = makeView("inner", in: box)
        let reading = meddling(in: root)
        let other = makeRoot(width: 200, height: 200)
        // Inside box: goes with it.
        let innerPlace = place(inner, in: box, 1, 2, 3, 4)
        // Ties box to the root: deactivated when box leaves.
        let boxLeft = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 11)
        reading.onRead = { other.addSubview(box) }
        let moved = LayoutDiagnostics.record {
            LayoutConstraint.activate([reading.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
                                       reading.topAnchor.constraint(equalTo: root.topAnchor)] + innerPlace + [boxLeft])
        }
        // One by one, boxLeft would be activated after the move: its items in two trees, it
        // is refused at its turn (not deactivated as tied to box's old place).
        #expect(moved.map(\.kind) == [.noCommonAncestor])
        #expect(moved.first?.constraints.count == 1 && moved.first?.constraints.first === boxLeft)
        #expect(!boxLeft.isActive && boxLeft.engine == nil)
        let engine = try #require(other.engineStorage)
        #expect(innerPlace.allSatisfy { $0.isActive && $0.engine === engine })
        box.translatesAutoresizingMaskIntoConstraints = false
        activate(place(box, in: other, 10, 10, 50, 50))
        let recorded = LayoutDiagnostics.record { other.layoutIfNeeded(); root.layoutIfNeeded() }
        #expect(recorded.isEmpty, "\(recorded)")
        expectFrame(inner, 1, 2, 3, 4)
        expectFrame(box, 10, 10, 50, 50)
        expectFrame(reading, 5, 0, 10, 12)
    }

    @Test func aRefusalForNoCommonAncestorComesAtItsTurn() {
        let root = makeRoot(width: 300, height: 300)
        let v = makeView("v", in: root)
        let stranger = makeRoot()
        let width = v.widthAnchor.constraint(equalToConstant: 10)
        let conflicting = v.widthAnchor.constraint(equalToConstant: 20)
        let recorded = LayoutDiagnostics.record {
            LayoutConstraint.activate([width, conflicting, v.leftAnchor.constraint(equalTo: stranger.leftAnchor)])
        }
        // Checked again at its turn (code run before it could have joined the trees): after
        // the conflict, as one by one.
        #expect(recorded.map(\.kind) == [.unsatisfiable, .noCommonAncestor])
        #expect(recorded.first?.constraints.last === conflicting)
    }

    @Test func addConstraintsTakesItsBatchTheSameWay() {
        let root = makeRoot(width: 300, height: 300)
        let box = makeView("box", in: root)
        let v = makeView("v", in: box)
        let w = makeView("w", in: root)
        let width = v.widthAnchor.constraint(equalToConstant: 10)
        let conflicting = v.widthAnchor.constraint(equalToConstant: 20)
        // Installed on box, but w is outside it: refused before the conflict is found.
        let outside = v.leftAnchor.constraint(equalTo: w.leftAnchor)
        let recorded = LayoutDiagnostics.record { box.addConstraints([width, conflicting, outside]) }
        #expect(recorded.map(\.kind) == [.hierarchyNotPrepared, .unsatisfiable])
        #expect(width.isActive && conflicting.isActive && !outside.isActive)
        #expect(box.constraints.count == 2 && box.constraints.allSatisfy { $0 === width || $0 === conflicting })
        root.layoutIfNeeded()
        #expect(v.frame.width == 10)
    }
}
