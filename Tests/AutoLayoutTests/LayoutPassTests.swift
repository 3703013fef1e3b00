import Testing
@testable import AutoLayout

/// Records the calls of the layout pass into a shared log.
final class RecordingView: View {
    final class Log { var entries: [String] = [] }
    let log: Log
    var onLayout: ((RecordingView) -> Void)?

    init(_ name: String, log: Log) {
        self.log = log
        super.init(frame: .zero)
        self.name = name
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append("layout \(name ?? "")")
        onLayout?(self)
    }

    override func updateConstraints() {
        log.entries.append("update \(name ?? "")")
        super.updateConstraints()
    }
}

@Suite struct LayoutPassTests {
    @Test func orderOfTheLayoutPass() {
        let log = RecordingView.Log()
        let root = RecordingView("root", log: log)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let a = RecordingView("a", log: log)
        let a1 = RecordingView("a1", log: log)
        let b = RecordingView("b", log: log)
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        for view in [a, a1, b] { view.translatesAutoresizingMaskIntoConstraints = false }
        activate(place(a, in: root, 0, 0, 50, 50) + place(a1, in: a, 1, 1, 10, 10) + place(b, in: root, 50, 0, 50, 50))
        root.layoutIfNeeded()
        // Constraints are updated bottom-up, then laid out top-down.
        #expect(log.entries == [
            "update a1", "update a", "update b", "update root",
            "layout root", "layout a", "layout a1", "layout b",
        ])
        expectFrame(a1, 1, 1, 10, 10)
        log.entries = []
        root.layoutIfNeeded()
        #expect(log.entries.isEmpty)  // nothing pending
        b.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.entries == ["layout b"])
        log.entries = []
        a.setNeedsUpdateConstraints()
        #expect(a.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(log.entries == ["update a"])
        #expect(!a.needsUpdateConstraints())
    }

    @Test func updateConstraintsCanChangeConstantsBeforeSolving() {
        final class Box: View {
            var width: LayoutConstraint?
            var wanted: CGFloat = 10
            override func updateConstraints() {
                width?.constant = wanted
                super.updateConstraints()
            }
        }
        let root = makeRoot()
        let box = Box()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let constraints = place(box, in: root, 0, 0, 1, 1)
        box.width = constraints[2]
        activate(constraints)
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 10, 1)
        box.wanted = 42
        box.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 42, 1)
    }

    @Test func layoutSubviewsOverridesAdjustFramesAfterSuper() {
        let log = RecordingView.Log()
        let root = RecordingView("root", log: log)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let a = makeView("a", in: root)
        activate(place(a, in: root, 10, 10, 10, 10))
        root.onLayout = { view in view.subviews[0].frame.origin.x = 77 }
        root.layoutIfNeeded()
        expectFrame(a, 77, 10, 10, 10)
        // The adjustment leaves nothing pending: later calls lay out nothing, and the frame
        // stays until the root is laid out again, when the engine's frame comes back first.
        #expect(!root.needsLayout)
        root.onLayout = { view in view.subviews[0].frame.origin.y += 5 }
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        expectFrame(a, 77, 10, 10, 10)
        #expect(log.entries == ["update root", "layout root"])
        root.setNeedsLayout()
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        expectFrame(a, 10, 15, 10, 10)
        #expect(log.entries == ["update root", "layout root", "layout root"] && !root.needsLayout)
        // Set from outside a layout, the frame is the engine's again at the next pass.
        a.frame.origin.x = 50
        root.onLayout = nil
        root.layoutIfNeeded()
        expectFrame(a, 10, 10, 10, 10)
    }

    @Test func layoutSubviewsChangingConstraintsRunsAgain() {
        let log = RecordingView.Log()
        let root = RecordingView("root", log: log)
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let a = makeView("a", in: root)
        let constraints = place(a, in: root, 10, 10, 10, 10)
        activate(constraints)
        root.onLayout = { _ in constraints[2].constant = 30 }
        root.layoutIfNeeded()
        expectFrame(a, 10, 10, 30, 10)
        // The constraint pass once, then layout twice: the change made in the first asks for another.
        #expect(log.entries == ["update root", "layout root", "layout root"])
    }

    @Test func unconstrainedPartsAndViewsOutsideTheEngine() {
        let root = makeRoot()
        let loose = View(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        loose.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(loose)
        let partial = makeView("partial", in: root)
        partial.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        activate([partial.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
                  partial.topAnchor.constraint(equalTo: root.topAnchor, constant: 30)])
        root.layoutIfNeeded()
        // Not in the engine: keeps its frame. In the engine: the size no constraint names is 0.
        expectFrame(loose, 5, 6, 7, 8)
        expectFrame(partial, 20, 30, 0, 0)
    }

    // The pass after a solve sets only the frames of the views whose variables the solver
    // wrote; these check that nothing else is skipped.

    @Test func aConstantChangeMovesOnlyTheViewsItReaches() {
        let root = makeRoot()
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        for i in 0..<40 {
            let view = makeView("v\(i)", in: root)
            views.append(view)
            constraints += place(view, in: root, Double(i), 2 * Double(i), 5, 5)
        }
        activate(constraints)
        root.layoutIfNeeded()
        expectFrame(views[7], 7, 14, 5, 5)
        // A frame set by hand on a view the solve will not touch comes back all the same.
        views[3].frame = CGRect(x: 99, y: 99, width: 1, height: 1)
        constraints[4 * 7].constant = 70
        root.layoutIfNeeded()
        expectFrame(views[7], 70, 14, 5, 5)
        expectFrame(views[3], 3, 6, 5, 5)
        expectFrame(views[8], 8, 16, 5, 5)
        // More changes than the list keeps: every subview is compared.
        for i in 0..<40 { constraints[4 * i + 2].constant = 6 }
        root.layoutIfNeeded()
        for (i, view) in views.enumerated() { expectFrame(view, i == 7 ? 70 : Double(i), 2 * Double(i), 6, 5) }
    }

    @Test func aSubviewRemovedBetweenTheSolveAndThePass() {
        let root = makeRoot()
        let b = makeView("b", in: root)
        let placeB = place(b, in: root, 5, 6, 7, 8)
        weak var gone: View?
        do {
            let a = makeView("a", in: root)
            gone = a
            let placeA = place(a, in: root, 1, 2, 3, 4)
            activate(placeA + placeB)
            root.layoutIfNeeded()
            placeA[0].constant = 10
            placeB[0].constant = 20
            // A query solves (listing a and b as changed) before the layout pass runs.
            #expect(!b.hasAmbiguousLayout)
            a.removeFromSuperview()
        }
        // The removed view is freed: the pass must not reach it through that list.
        #expect(gone == nil)
        root.layoutIfNeeded()
        expectFrame(b, 20, 6, 7, 8)
        #expect(root.subviews.count == 1)
    }

    @Test func aViewPlacedAgainGetsItsSolvedFrame() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let first = place(a, in: root, 1, 2, 3, 4)
        activate(first)
        root.layoutIfNeeded()
        LayoutConstraint.deactivate(first)
        // Out of the engine the view keeps what it is given; back in, the same solved values
        // (the solver's variables did not move) must still replace it.
        a.frame = CGRect(x: 50, y: 50, width: 50, height: 50)
        root.layoutIfNeeded()
        expectFrame(a, 50, 50, 50, 50)
        activate(place(a, in: root, 1, 2, 3, 4))
        root.layoutIfNeeded()
        expectFrame(a, 1, 2, 3, 4)
    }

    /// A subtree moved to another tree solves with new variables: the old tree's engine,
    /// which writes every variable it has seen, no longer overwrites the moved views' and
    /// guides' values when it lays out again.
    @Test func theOldEngineDoesNotOverwriteAMovedSubtree() {
        let a = makeRoot(width: 300, height: 300)
        let container = makeView("container", in: a)
        let guide = LayoutGuide()
        container.addLayoutGuide(guide)
        let placed = place(container, in: a, 10, 10, 100, 100)
        activate(placed + [
            guide.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 5),
            guide.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            guide.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -5),
            guide.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -5),
        ])
        a.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 5, y: 5, width: 90, height: 90))

        let b = makeRoot(width: 400, height: 400)
        let moved = LayoutDiagnostics.record { b.addSubview(container) }  // its position constraints to a go
        #expect(moved.map(\.kind) == [.constraintsRemovedWithView])
        #expect(moved.first?.constraints.map(ObjectIdentifier.init) == placed.prefix(2).map(ObjectIdentifier.init))
        #expect(moved.first?.message == """
            View:container was moved to another superview; these constraints tied it to its old place and were deactivated:
                \(placed[0])
                \(placed[1])
            """)
        activate([
            container.leftAnchor.constraint(equalTo: b.leftAnchor, constant: 50),
            container.topAnchor.constraint(equalTo: b.topAnchor, constant: 50),
        ])
        b.layoutIfNeeded()
        expectFrame(container, 50, 50, 100, 100)
        #expect(guide.layoutFrame == CGRect(x: 5, y: 5, width: 90, height: 90))

        a.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        a.layoutIfNeeded()
        b.layoutIfNeeded()
        expectFrame(container, 50, 50, 100, 100)
        #expect(guide.layoutFrame == CGRect(x: 5, y: 5, width: 90, height: 90))
    }

    /// A constant taken to 1e24 and back (a layout feedback loop that diverged and was then
    /// cut) leaves its rounding in the solver's tableau: the engine makes the solver afresh
    /// once every constant is back within ``Solver/precisionLimit``, so the frame is exact
    /// again (10, not 0).
    @Test func framesAreExactAgainAfterOversizedConstants() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let a = View(), b = View()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let left = a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        LayoutConstraint.activate([
            left,
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            a.widthAnchor.constraint(equalToConstant: 38),
            a.heightAnchor.constraint(equalToConstant: 20),
            b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 4),
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor),
            b.heightAnchor.constraint(equalToConstant: 7),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 5, width: 38, height: 20))
        left.constant = 1e24
        root.layoutIfNeeded()
        #expect(a.frame.minX == 1e24)
        #expect(root.layoutEngine.solver.hasSeenOversizedValues)
        left.constant = 10
        root.layoutIfNeeded()
        #expect(!root.layoutEngine.solver.hasSeenOversizedValues)
        #expect(a.frame == CGRect(x: 10, y: 5, width: 38, height: 20))
        #expect(b.frame == CGRect(x: 52, y: 25, width: 38, height: 7))
        #expect(left.isActive && root.layoutEngine.installed.count == root.layoutEngine.lookup.count)
        // The rebuilt engine keeps working incrementally.
        left.constant = 20
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 62, y: 25, width: 38, height: 7))
    }
}


@Suite struct NegativeZeroTests {
    /// The solver can compute a zero as -0 (a constant scaled by -1); a frame, a guide's
    /// layout frame and a fitting size never show it.
    @Test func framesNeverHoldNegativeZero() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        var previous: View?
        var rows: [View] = []
        for _ in 0..<3 {
            let row = View()
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            LayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
                row.leftAnchor.constraint(equalTo: root.leftAnchor),
                row.rightAnchor.constraint(equalTo: root.rightAnchor),
                row.heightAnchor.constraint(equalToConstant: 44),
            ])
            previous = row
            rows.append(row)
        }
        root.layoutIfNeeded()
        for (i, row) in rows.enumerated() {
            #expect(row.frame == CGRect(x: 0, y: 44 * CGFloat(i), width: 375, height: 44))
            #expect(row.frame.origin.x.sign == .plus && row.frame.origin.y.sign == .plus, "row \(i): \(row.frame)")
        }
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        LayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: root.leftAnchor),
            guide.topAnchor.constraint(equalTo: rows[2].bottomAnchor),
            guide.widthAnchor.constraint(equalToConstant: 10),
            guide.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 132, width: 10, height: 10))
        #expect(guide.layoutFrame.origin.x.sign == .plus, "\(guide.layoutFrame)")
    }
}
