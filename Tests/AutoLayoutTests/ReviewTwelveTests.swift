import Testing
@testable import AutoLayout

// Review twelve: the deferred install of survivor subtrees, the two-pass batch activation,
// non-finite solutions and the diagnostic kinds of guides in no view and freed items.
// Each survivor test builds the same tree as a fresh root (installed at once) and expects
// the same frames and diagnostics.

private final class R12BaselineContainer: View {
    weak var inner: View?
    override var forFirstBaselineLayout: View { inner ?? self }
}

private final class R12SizedView: View {
    var size = CGSize(width: 30, height: 20)
    var onRead: (() -> Void)?
    override var intrinsicContentSize: CGSize {
        if let body = onRead {
            onRead = nil
            body()
        }
        return size
    }
}

@Suite("Review twelve: survivors") struct ReviewTwelveSurvivorTests {
    /// root > a > (b, c); `a` fills the root; b.width == 50 and c.width == 70, both placed.
    /// With `free`, the root is freed and `a` held: a waits with b's and c's constraints.
    private func tree(free: Bool) -> (a: View, b: View, c: View, keep: View?) {
        var (root, a, b, c) = filledTree()
        if free {
            root = nil
            let waits = a.superview == nil && a.awaitsEngineInstall
            #expect(waits)
            return (a, b, c, nil)
        }
        // The eager reference: `a` a root of its own, its constraints installed at once.
        _ = LayoutDiagnostics.record { a.removeFromSuperview() }
        let eager = a.superview == nil && !a.awaitsEngineInstall && a.engineStorage != nil
        #expect(eager)
        return (a, b, c, root)
    }

    /// A required `c.width == b.width` activated before the first layout conflicts with
    /// the widths already active: installed at once, the survivor's constraints are in first and
    /// the new one is broken, as in any tree.
    @Test(arguments: [false, true]) func aConflictingActivationBreaksTheNewConstraint(free: Bool) {
        let (a, b, c, keep) = tree(free: free)
        _ = keep
        let equal = c.widthAnchor.constraint(equalTo: b.widthAnchor)
        let recorded = LayoutDiagnostics.record { equal.isActive = true }
        #expect(recorded.map(\.kind) == [.unsatisfiable], "\(recorded)")
        let brokeNew = recorded.first?.constraints.last === equal
        #expect(brokeNew)
        let after = LayoutDiagnostics.record { a.layoutIfNeeded() }
        #expect(after.map(\.message) == [])
        expectFrame(b, 1, 2, 50, 10)
        expectFrame(c, 3, 40, 70, 10)
    }

    /// The same through a batch.
    @Test(arguments: [false, true]) func aConflictingBatchBreaksTheNewConstraint(free: Bool) {
        let (a, b, c, keep) = tree(free: free)
        _ = keep
        let equal = c.widthAnchor.constraint(equalTo: b.widthAnchor)
        let height = c.heightAnchor.constraint(equalToConstant: 10)
        let recorded = LayoutDiagnostics.record { LayoutConstraint.activate([height, equal]) }
        #expect(recorded.map(\.kind) == [.unsatisfiable], "\(recorded)")
        let brokeNew = recorded.first?.constraints.last === equal
        #expect(brokeNew)
        a.layoutIfNeeded()
        expectFrame(b, 1, 2, 50, 10)
        expectFrame(c, 3, 40, 70, 10)
    }

    /// A required width conflicting with the survivor's own is broken and reported once.
    @Test(arguments: [false, true]) func aConflictIsReportedOnce(free: Bool) {
        let (a, b, _, keep) = tree(free: free)
        _ = keep
        let wider = b.widthAnchor.constraint(equalToConstant: 90)
        let recorded = LayoutDiagnostics.record { wider.isActive = true }
        #expect(recorded.map(\.kind) == [.unsatisfiable], "\(recorded)")
        let brokeWider = recorded.first?.constraints.last === wider
        #expect(brokeWider)
        let brokenButActive = wider.isActive && wider.solverConstraint == nil
        #expect(brokenButActive)
        let after = LayoutDiagnostics.record { a.layoutIfNeeded() }
        #expect(after.map(\.message) == [])
        expectFrame(b, 1, 2, 50, 10)
    }

    /// Constant, priority and frame changes before the first layout land as they would have.
    @Test(arguments: [false, true]) func changesBeforeTheFirstLayout(free: Bool) {
        let (a, b, c, keep) = tree(free: free)
        _ = keep
        let width = b.constraints.first { $0.firstAttribute == .width }
        let found = width != nil
        #expect(found)
        width?.constant = 55
        // Required to optional on an active constraint: refused, waiting or not.
        let refused = LayoutDiagnostics.record { width?.priority = .defaultHigh }
        #expect(refused.map(\.kind) == [.invalidPriorityChange])
        a.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let frameView = View(frame: CGRect(x: 7, y: 8, width: 9, height: 10))
        frameView.name = "frameView"
        a.addSubview(frameView)
        activate([c.leftAnchor.constraint(equalTo: frameView.rightAnchor, constant: 1).withPriority(.defaultHigh)])
        frameView.frame = CGRect(x: 11, y: 12, width: 13, height: 14)
        let recorded = LayoutDiagnostics.record { a.layoutIfNeeded() }
        #expect(recorded.map(\.message) == [])
        expectFrame(b, 1, 2, 55, 10)
        expectFrame(c, 3, 40, 70, 10)
        expectFrame(frameView, 11, 12, 13, 14)
        let ambiguous = c.hasAmbiguousLayout
        #expect(!ambiguous)
    }
}

extension LayoutConstraint {
    fileprivate func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}

@Suite("Review twelve: batches against one by one") struct ReviewTwelveBatchTests {
    /// Activates `constraints` as one batch, or one by one.
    private func activateAll(_ constraints: [LayoutConstraint], batch: Bool) {
        if batch {
            LayoutConstraint.activate(constraints)
        } else {
            for constraint in constraints { constraint.isActive = true }
        }
    }

    /// A constraint-placed ``R12SizedView`` named "reading" in `root`.
    private func sizedView(in root: View) -> R12SizedView {
        let view = R12SizedView()
        view.name = "reading"
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return view
    }

    /// root > s1 (10, 10, 100, 100), s2 (150, 10, 100, 100), reading; x and y in s1, y at
    /// (20, 30, 10, 10). Reading x's intrinsic size moves x into s2, in the same tree.
    /// The batch places reading, then ties x to y. One by one, x has moved when the tie is
    /// activated: its views share the root, and it holds.
    private func run(batch: Bool) -> (x: View, kinds: [LayoutDiagnostic.Kind]) {
        let root = makeRoot(width: 300, height: 300)
        let s1 = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let s2 = View(frame: CGRect(x: 150, y: 10, width: 100, height: 100))
        root.addSubview(s1)
        root.addSubview(s2)
        let x = makeView("x", in: s1)
        let y = View(frame: CGRect(x: 20, y: 30, width: 10, height: 10))
        s1.addSubview(y)
        let reading = sizedView(in: root)
        reading.onRead = { s2.addSubview(x) }
        let constraints = [
            reading.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
            reading.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
            x.leftAnchor.constraint(equalTo: y.leftAnchor),
            x.topAnchor.constraint(equalTo: y.topAnchor),
            x.widthAnchor.constraint(equalToConstant: 10),
            x.heightAnchor.constraint(equalToConstant: 12),
        ]
        let recorded = LayoutDiagnostics.record {
            activateAll(constraints, batch: batch)
            root.layoutIfNeeded()
        }
        expectFrame(reading, 5, 6, 30, 20)
        return (x, recorded.map(\.kind))
    }

    @Test func aViewMovedInTheSameTreeBetweenThePassesKeepsItsTie() {
        let single = run(batch: false)
        #expect(single.kinds == [])
        // x in s2 at y's place in the root: (10 + 20 - 150, 10 + 30 - 10).
        expectFrame(single.x, -120, 30, 10, 12)
        let batch = run(batch: true)
        #expect(batch.kinds == single.kinds)
        expectFrame(batch.x, -120, 30, 10, 12)
    }

    /// Reading joins two trees: the tie activated after that has a common ancestor.
    private func joined(batch: Bool) -> (x: View, kinds: [LayoutDiagnostic.Kind]) {
        let root = makeRoot(width: 300, height: 300)
        let stranger = View(frame: CGRect(x: 40, y: 50, width: 60, height: 70))
        let x = makeView("x", in: root)
        let reading = sizedView(in: root)
        reading.onRead = { root.addSubview(stranger) }
        let constraints = [
            reading.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
            reading.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
            x.leftAnchor.constraint(equalTo: stranger.rightAnchor),
            x.topAnchor.constraint(equalTo: stranger.bottomAnchor),
            x.widthAnchor.constraint(equalToConstant: 10),
            x.heightAnchor.constraint(equalToConstant: 12),
        ]
        let recorded = LayoutDiagnostics.record {
            activateAll(constraints, batch: batch)
            root.layoutIfNeeded()
        }
        return (x, recorded.map(\.kind))
    }

    @Test func treesJoinedBetweenThePassesTieTheLaterConstraints() {
        let single = joined(batch: false)
        #expect(single.kinds == [])
        expectFrame(single.x, 100, 120, 10, 12)
        let batch = joined(batch: true)
        #expect(batch.kinds == single.kinds)
        expectFrame(batch.x, 100, 120, 10, 12)
    }

    /// Without code in between: duplicates, a refusal, a conflict and a view whose mask
    /// conflicts until it is turned off give the same frames and break the same constraint.
    @Test(arguments: [false, true]) func aMixedBatchMatchesOneByOne(batch: Bool) {
        let root = makeRoot(width: 300, height: 300)
        let masked = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        masked.name = "masked"
        root.addSubview(masked)
        let v = makeView("v", in: root)
        let other = makeRoot()
        let width = v.widthAnchor.constraint(equalToConstant: 40)
        let conflicting = v.widthAnchor.constraint(equalToConstant: 50)
        let maskConflict = masked.leftAnchor.constraint(equalTo: v.rightAnchor, constant: 5)
        let constraints = [
            v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 7), width, width,
            v.topAnchor.constraint(equalTo: masked.bottomAnchor), maskConflict,
            v.leftAnchor.constraint(equalTo: other.leftAnchor), conflicting,
            v.heightAnchor.constraint(equalToConstant: 9),
        ]
        let recorded = LayoutDiagnostics.record {
            activateAll(constraints, batch: batch)
            masked.translatesAutoresizingMaskIntoConstraints = false
            activate([masked.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
                      masked.widthAnchor.constraint(equalToConstant: 3), masked.heightAnchor.constraint(equalToConstant: 4)])
            root.layoutIfNeeded()
        }
        let kinds = Set(recorded.map(\.kind))
        #expect(kinds == [.noCommonAncestor, .unsatisfiable])
        #expect(recorded.count == 2)
        let brokeConflicting = recorded.first { $0.kind == .unsatisfiable }?.constraints.last === conflicting
        #expect(brokeConflicting)
        expectFrame(v, 7, 6, 40, 9)
        expectFrame(masked, 52, 2, 3, 4)
        let states = constraints.map(\.isActive)
        #expect(states == [true, true, true, true, true, false, true, true])
    }

    @Test func anEmptyBatchDoesNothing() {
        let root = makeRoot()
        let recorded = LayoutDiagnostics.record { LayoutConstraint.activate([]) }
        #expect(recorded.map(\.message) == [])
        let noEngine = root.engineStorage == nil
        #expect(noEngine)
    }
}

@Suite("Review twelve: non-finite solutions") struct ReviewTwelveNonFiniteTests {
    @Test func anOverflowingHeightIsReportedOncePerPassAndKeepsItsValue() {
        let root = makeRoot(width: 300, height: 600)
        let v = makeView("v", in: root)
        let child = makeView("child", in: v)
        let height = v.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 1e308)
        activate([
            v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 4),
            v.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            v.widthAnchor.constraint(equalToConstant: 60), height,
        ] + place(child, in: v, 1, 2, 3, 4))
        let first = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(first.map(\.kind) == [.invalidValue])
        #expect(first.first?.message.hasPrefix("The constraints of View:v give it a frame that is not a finite number (height = inf)") == true)
        let names = first.first?.constraints.contains { $0 === height } == true
        #expect(names)
        expectFrame(v, 4, 5, 60, 0)
        expectFrame(child, 1, 2, 3, 4)
        // Nothing changed: no new pass, no new report.
        let again = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(again.map(\.kind) == [])
        // Fixed: the height is taken.
        let fixed = LayoutDiagnostics.record {
            height.isActive = false
            activate([v.heightAnchor.constraint(equalToConstant: 70)])
            root.layoutIfNeeded()
        }
        #expect(fixed.map(\.kind) == [])
        expectFrame(v, 4, 5, 60, 70)
    }

    @Test func aFittingSizeThatOverflowsDoesNotTrap() {
        let v = View()
        v.name = "v"
        v.translatesAutoresizingMaskIntoConstraints = false
        let w = v.widthAnchor.constraint(equalToConstant: 10)
        let h = v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 1e308)
        activate([w, h])
        var size = CGSize.zero
        let recorded = LayoutDiagnostics.record { size = v.systemLayoutSizeFitting(View.layoutFittingCompressedSize) }
        #expect(size.width == 10)
        // Reported, and never infinite: the largest finite height instead.
        #expect(size.height == .greatestFiniteMagnitude)
        #expect(recorded.map(\.kind) == [.invalidValue])
        #expect(recorded.first?.message == "The constraints of View:v give it a fitting size that is not a finite number (width = 10.0, height = inf): a constant or multiplier overflowed")
    }
}

@Suite("Review twelve: diagnostic kinds") struct ReviewTwelveKindTests {
    @Test func aGuideInNoViewAndAFreedSecondItem() {
        let root = makeRoot()
        let v = makeView("v", in: root)
        let guide = LayoutGuide()
        let onGuide = guide.leftAnchor.constraint(equalTo: v.leftAnchor)
        var gone: View? = makeView("gone", in: root)
        let toGone = v.widthAnchor.constraint(equalTo: gone!.widthAnchor)
        gone!.removeFromSuperview()
        gone = nil
        let recorded = LayoutDiagnostics.record { LayoutConstraint.activate([onGuide, toGone]) }
        #expect(recorded.map(\.kind) == [.noCommonAncestor, .missingItem])
        #expect(recorded.last?.message.hasSuffix("has no second item (it was freed)") == true)
        let states = [onGuide.isActive, toGone.isActive]
        #expect(states == [false, false])
        // Once the guide is in the tree, the same constraint goes in.
        root.addLayoutGuide(guide)
        activate([onGuide])
    }
}
