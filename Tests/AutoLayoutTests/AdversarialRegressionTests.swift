import Testing
@testable import AutoLayout

// Regressions for what an adversarial review found: crashes (a word-wrapping trap, freeing a
// deep tree, re-entrant invalidation and layout), a tree left broken when its root is freed,
// and constraints left out for good after a NaN value.

/// A measurer with fixed padding: even one character is wider than a narrow line.
struct PaddedMeasurer: TextMeasurer {
    func width(of text: Substring, fontSize: CGFloat) -> CGFloat { CGFloat(text.count) * 8 + 20 }
    func lineHeight(fontSize: CGFloat) -> CGFloat { 20 }
    func ascender(fontSize: CGFloat) -> CGFloat { 15 }
}

@Suite("Adversarial regressions: word wrapping") struct WrappingRegressionTests {
    @Test func aMeasurerWithNothingNarrowEnoughPutsOneCharacterOnEachLine() {
        let label = Label()
        label.textMeasurer = PaddedMeasurer()
        label.text = "hi"
        label.numberOfLines = 0
        #expect(label.lines(forWidth: 10) == ["h", "i"])
        #expect(label.sizeThatFits(CGSize(width: 10, height: 0)) == CGSize(width: 28, height: 40))
    }

    @Test func aNaNFontSizeWrapsWithoutTrapping() {
        let label = Label()
        label.numberOfLines = 0
        label.text = "abc def"
        label.font = Font(pointSize: .nan)
        #expect(label.lines(forWidth: 10) == ["a", "b", "c", "d", "e", "f"])
        label.font = Font(pointSize: .infinity)
        #expect(label.lines(forWidth: 10) == ["a", "b", "c", "d", "e", "f"])
    }

    @Test func aLongWordBreaksIntoTheLongestRunsThatFit() {
        let label = Label()
        label.numberOfLines = 0
        label.text = "ab abcdefghij k"
        // 17-point system font, half a point size per character: 8.5 points, three to 26.
        #expect(label.lines(forWidth: 26) == ["ab", "abc", "def", "ghi", "j k"])
        #expect(label.lines(forWidth: 8.5) == ["a", "b", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"])
        let long = String(repeating: "x", count: 100_000)
        label.text = long
        let lines = label.lines(forWidth: 85)
        #expect(lines.count == 10_000 && lines.allSatisfy { $0 == "xxxxxxxxxx" })
    }
}

@Suite("Adversarial regressions: freeing trees") struct FreeingRegressionTests {
    @Test func freeingAVeryDeepTreeDoesNotExhaustTheStack() {
        var root: View? = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var deepest = root!
        for _ in 0..<60_000 {
            let next = View()
            deepest.addSubview(next)
            deepest = next
        }
        let last = deepest
        #expect(last.superview != nil)
        root = nil
        // The innermost view survives (held here), as a root of its own.
        #expect(last.superview == nil)
    }

    @Test func aSubtreeThatOutlivesItsRootKeepsItsOwnConstraintsAndLaysOutAlone() {
        var root: View? = makeRoot(width: 300, height: 600)
        let a = makeView("a", in: root), b = makeView("b", in: a)
        let bLeft = b.leftAnchor.constraint(equalTo: a.leftAnchor, constant: 5)
        let bRight = b.rightAnchor.constraint(equalTo: a.rightAnchor, constant: -5)
        activate([
            a.leftAnchor.constraint(equalTo: root!.leftAnchor), a.rightAnchor.constraint(equalTo: root!.rightAnchor),
            a.topAnchor.constraint(equalTo: root!.topAnchor), a.bottomAnchor.constraint(equalTo: root!.bottomAnchor),
            bLeft, bRight,
            b.topAnchor.constraint(equalTo: a.topAnchor, constant: 5), b.bottomAnchor.constraint(equalTo: a.bottomAnchor, constant: -5),
        ])
        let kept = b.widthAnchor.constraint(equalToConstant: 77)
        kept.priority = .defaultLow
        root!.addConstraint(kept)
        root!.layoutIfNeeded()
        expectFrame(b, 5, 5, 290, 590)
        let diagnostics = LayoutDiagnostics.record { root = nil }
        #expect(diagnostics.isEmpty)
        #expect(a.superview == nil && a.constraints.count == 4 && kept.isActive == false)
        // Now a root: its horizontal layout is b's two edges against it and its own width,
        // the root-size constraint of its new engine (its frame, 300 wide).
        let horizontal = a.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.count == 3)
        #expect(horizontal.contains { $0 === bLeft } && horizontal.contains { $0 === bRight })
        #expect(horizontal.contains { $0.identifier == "root" && $0.firstAttribute == .width && $0.constant == 300 })

        // On its own: the root is gone, its frame is where layout starts.
        a.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        a.layoutIfNeeded()
        expectFrame(b, 5, 5, 40, 40)

        // In another tree: nothing of the old one comes back.
        let other = makeRoot(width: 200, height: 200)
        other.addSubview(a)
        a.translatesAutoresizingMaskIntoConstraints = false
        activate([
            a.leftAnchor.constraint(equalTo: other.leftAnchor), a.rightAnchor.constraint(equalTo: other.rightAnchor),
            a.topAnchor.constraint(equalTo: other.topAnchor), a.bottomAnchor.constraint(equalTo: other.bottomAnchor),
        ])
        let recorded = LayoutDiagnostics.record { other.layoutIfNeeded() }
        #expect(recorded.isEmpty, "\(recorded)")
        expectFrame(a, 0, 0, 200, 200)
        expectFrame(b, 5, 5, 190, 190)
    }

    @Test func siblingsThatOutliveTheirRootEachLeaveWithWhatIsTheirs() {
        var root: View? = makeRoot(width: 300, height: 600)
        let framed = makeView("framed", in: root, autoresizing: true)
        framed.frame = CGRect(x: 7, y: 8, width: 50, height: 60)
        let placed = makeView("placed", in: root), inner = makeView("inner", in: placed)
        let between = placed.leftAnchor.constraint(equalTo: framed.rightAnchor, constant: 3)
        activate([between, placed.topAnchor.constraint(equalTo: root!.topAnchor, constant: 20)]
            + [placed.widthAnchor.constraint(equalToConstant: 100), placed.heightAnchor.constraint(equalToConstant: 90)]
            + place(inner, in: placed, 4, 5, 6, 7))
        root!.layoutIfNeeded()
        expectFrame(placed, 60, 20, 100, 90)
        let diagnostics = LayoutDiagnostics.record { root = nil }
        #expect(diagnostics.isEmpty)
        // The constraints to the root and between the two went; each keeps its own.
        #expect(!between.isActive && framed.superview == nil && placed.superview == nil)
        #expect(placed.constraints.count == 4 && placed.constraints.allSatisfy(\.isActive))
        expectFrame(framed, 7, 8, 50, 60)
        placed.frame = CGRect(x: 0, y: 0, width: 100, height: 90)
        let relaid = LayoutDiagnostics.record { placed.layoutIfNeeded() }
        #expect(relaid.isEmpty, "\(relaid)")
        expectFrame(inner, 4, 5, 6, 7)
        // Each laid out in an engine of its own, which takes changes as any engine does.
        placed.constraints[2].constant = 9
        placed.layoutIfNeeded()
        expectFrame(inner, 9, 5, 6, 7)
    }

    @Test func aGrandchildThatOutlivesTheWholeTreeLeavesIt() {
        var root: View? = makeRoot(width: 300, height: 600)
        var middle: View? = makeView("middle", in: root)
        let inner = makeView("inner", in: middle), innermost = makeView("innermost", in: inner)
        activate(place(middle!, in: root!, 10, 10, 100, 100) + place(inner, in: middle!, 1, 2, 30, 40)
            + place(innermost, in: inner, 3, 4, 5, 6))
        root!.layoutIfNeeded()
        middle = nil
        root = nil
        #expect(inner.superview == nil && innermost.superview === inner)
        // The constraints to `middle` went; the ones inside `inner` stayed, in its own engine:
        // its own size (installed on it) and innermost's position.
        #expect(inner.constraints.count == 4 && inner.constraints.allSatisfy(\.isActive))
        #expect(inner.constraints.map(\.description).map { $0.drop { $0 != " " } } == [
            " View:inner.width == 30>", " View:inner.height == 40>",
            " View:innermost.left == View:inner.left + 3>", " View:innermost.top == View:inner.top + 4>",
        ])
        #expect(innermost.constraints.count == 2 && innermost.constraints.allSatisfy(\.isActive))
        // A root's frame is its size: a different one breaks inner's own size constraints,
        // as it does for a view taken out with removeFromSuperview().
        let diagnostics = LayoutDiagnostics.record {
            inner.frame = CGRect(x: 0, y: 0, width: 70, height: 80)
            inner.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [.unsatisfiable, .unsatisfiable])
        #expect(diagnostics.map { $0.constraints.last === inner.constraints[0] } == [true, false])
        #expect(diagnostics.map { $0.constraints.last === inner.constraints[1] } == [false, true])
        expectFrame(inner, 0, 0, 70, 80)
        expectFrame(innermost, 3, 4, 5, 6)
    }
}

@Suite("Adversarial regressions: values that come back") struct NonFiniteRecoveryTests {
    func pinned(_ anchors: (View) -> (LayoutXAxisAnchor, LayoutXAxisAnchor, LayoutYAxisAnchor, LayoutYAxisAnchor))
        -> (View, View)
    {
        let root = makeRoot(width: 300, height: 600)
        let a = makeView("a", in: root)
        let (left, right, top, bottom) = anchors(root)
        activate([
            a.leftAnchor.constraint(equalTo: left), a.rightAnchor.constraint(equalTo: right),
            a.topAnchor.constraint(equalTo: top), a.bottomAnchor.constraint(equalTo: bottom),
        ])
        root.layoutIfNeeded()
        return (root, a)
    }

    @Test func aNaNRootSizeBreaksTheSizeUntilItIsFiniteAgain() {
        let (root, a) = pinned { ($0.leftAnchor, $0.rightAnchor, $0.topAnchor, $0.bottomAnchor) }
        let diagnostics = LayoutDiagnostics.record {
            root.frame.size.width = .nan
            root.layoutIfNeeded()
        }
        // The root's own width constraint reads the NaN: it is left out.
        #expect(diagnostics.map(\.kind) == [.invalidValue])
        let broken = diagnostics.first?.constraints.map(\.description)
        #expect(broken == ["<LayoutConstraint:root View:root.width == nan>"])
        let message = diagnostics.first?.message ?? ""
        #expect(message == "<LayoutConstraint:root View:root.width == nan> refused: a value it reads (a frame, margin, safe-area inset, alignmentRectInsets or baseline) is not a finite number")
        // The constraints that do not read the width still hold: left, top and the height; the
        // width no constraint pins now reads 0 (layoutIfNeeded's documented basic solution).
        expectFrame(a, 0, 0, 0, 600)
        root.frame.size.width = 200
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 200, 600)
        root.frame.size.width = 250
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 250, 600)
    }

    @Test func aNaNAdditionalSafeAreaInsetBreaksTheConstraintsThatReadItUntilItIsFiniteAgain() {
        let (root, a) = pinned {
            let guide = $0.safeAreaLayoutGuide
            return (guide.leftAnchor, guide.rightAnchor, guide.topAnchor, guide.bottomAnchor)
        }
        expectFrame(a, 0, 0, 300, 600)
        let diagnostics = LayoutDiagnostics.record {
            root.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: .infinity, right: 0)
            root.layoutIfNeeded()
        }
        // Only a.bottom reads the infinite inset: it is left out, the other three hold.
        let bottom = root.constraints.first { $0.firstItem === a && $0.firstAttribute == .bottom }
        #expect(diagnostics.map(\.kind) == [.invalidValue])
        #expect(diagnostics.first?.constraints.map(ObjectIdentifier.init) == bottom.map { [ObjectIdentifier($0)] })
        #expect(a.frame.minX == 0 && a.frame.minY == 10 && a.frame.width == 300)
        root.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 44, right: 0)
        root.layoutIfNeeded()
        expectFrame(a, 0, 10, 300, 546)
        root.additionalSafeAreaInsets = EdgeInsets()
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 300, 600)
    }

    @Test func aNaNMarginBreaksTheConstraintsThatReadItUntilItIsFiniteAgain() {
        let (root, a) = pinned {
            let guide = $0.layoutMarginsGuide
            return (guide.leftAnchor, guide.rightAnchor, guide.topAnchor, guide.bottomAnchor)
        }
        expectFrame(a, 8, 8, 284, 584)
        let diagnostics = LayoutDiagnostics.record {
            root.layoutMargins = EdgeInsets(top: .nan, left: 8, bottom: 8, right: 8)
            root.layoutIfNeeded()
        }
        // Only a.top reads the NaN inset: it is left out, the other three still hold.
        let top = root.constraints.first { $0.firstItem === a && $0.firstAttribute == .top }
        #expect(diagnostics.map(\.kind) == [.invalidValue])
        #expect(diagnostics.first?.constraints.map(ObjectIdentifier.init) == top.map { [ObjectIdentifier($0)] })
        #expect(top.map { "\($0)".hasSuffix(" View:a.top == LayoutGuide:UIViewLayoutMarginsGuide.top>") } == true)
        let message = diagnostics.first?.message ?? ""
        #expect(message == "\(top.map { "\($0)" } ?? "?") refused: a value it reads (a frame, margin, safe-area inset, alignmentRectInsets or baseline) is not a finite number")
        // The top no constraint pins reads 0 (layoutIfNeeded's documented basic solution).
        expectFrame(a, 8, 0, 284, 592)
        root.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        root.layoutIfNeeded()
        expectFrame(a, 8, 8, 284, 584)
        root.layoutMargins = EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        root.layoutIfNeeded()
        expectFrame(a, 4, 4, 292, 592)
    }

    @Test func aNaNSafeAreaInsetBreaksTheConstraintsThatReadItUntilItIsFiniteAgain() {
        let (root, a) = pinned {
            let guide = $0.safeAreaLayoutGuide
            return (guide.leftAnchor, guide.rightAnchor, guide.topAnchor, guide.bottomAnchor)
        }
        let diagnostics = LayoutDiagnostics.record {
            root.safeAreaInsets = EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
            root.layoutIfNeeded()
        }
        // Only a.top reads the NaN inset: it is left out, the other three still hold.
        let top = root.constraints.first { $0.firstItem === a && $0.firstAttribute == .top }
        #expect(diagnostics.map(\.kind) == [.invalidValue])
        #expect(diagnostics.first?.constraints.map(ObjectIdentifier.init) == top.map { [ObjectIdentifier($0)] })
        #expect(top.map { "\($0)".hasSuffix(" View:a.top == LayoutGuide:UIViewSafeAreaLayoutGuide.top>") } == true)
        let message = diagnostics.first?.message ?? ""
        #expect(message == "\(top.map { "\($0)" } ?? "?") refused: a value it reads (a frame, margin, safe-area inset, alignmentRectInsets or baseline) is not a finite number")
        // The top no constraint pins reads 0 (layoutIfNeeded's documented basic solution).
        expectFrame(a, 0, 0, 300, 600)
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        expectFrame(a, 0, 20, 300, 580)
    }
}

/// Invalidates its intrinsic size from inside the getter.
final class SelfInvalidatingView: View {
    override var intrinsicContentSize: CGSize {
        invalidateIntrinsicContentSize()
        return CGSize(width: 10, height: 12)
    }
}

/// Calls layout again from inside its own layout, while told to.
final class ReentrantLayoutView: View {
    var reenters = true
    var reentersConstraintUpdates = false
    override func layoutSubviews() {
        super.layoutSubviews()
        if reenters {
            setNeedsLayout()
            layoutIfNeeded()
        }
    }
    override func updateConstraints() {
        super.updateConstraints()
        if reentersConstraintUpdates {
            setNeedsUpdateConstraints()
            updateConstraintsIfNeeded()
        }
    }
}

@Suite("Adversarial regressions: re-entrant calls") struct ReentrancyRegressionTests {
    @Test func invalidatingTheIntrinsicSizeFromItsGetterDoesNotRecurse() {
        let root = makeRoot(width: 300, height: 600)
        let view = SelfInvalidatingView()
        root.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        activate([view.leftAnchor.constraint(equalTo: root.leftAnchor), view.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        expectFrame(view, 0, 0, 10, 12)
        view.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        expectFrame(view, 0, 0, 10, 12)
    }

    @Test func layoutCalledFromItsOwnLayoutStopsAtTheNestingLimit() {
        let root = ReentrantLayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.name = "root"
        let child = makeView("child", in: root)
        activate(place(child, in: root, 1, 2, 3, 4))
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [.layoutDidNotConverge])
        #expect(diagnostics.first?.message == "layoutIfNeeded() was called inside the layout of ReentrantLayoutView:root 16 levels deep (from layoutSubviews(), updateConstraints() or another override); the layout stopped there")
        expectFrame(child, 1, 2, 3, 4)
        // The next call starts afresh.
        root.reenters = false
        activate([child.widthAnchor.constraint(equalToConstant: 3)])
        let later = LayoutDiagnostics.record {
            root.setNeedsLayout()
            root.layoutIfNeeded()
        }
        #expect(later.isEmpty)
        #expect(View.layoutNestingLimit == 16)
    }

    @Test func constraintUpdatesCalledFromTheirOwnPassStopAtTheNestingLimit() {
        let root = ReentrantLayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.name = "root"
        root.reenters = false
        root.reentersConstraintUpdates = true
        let diagnostics = LayoutDiagnostics.record { root.updateConstraintsIfNeeded() }
        #expect(diagnostics.map(\.kind) == [.layoutDidNotConverge])
        #expect(diagnostics.first?.message.hasPrefix("updateConstraintsIfNeeded() was called inside the layout of ReentrantLayoutView:root 16 levels deep") == true)
        root.reentersConstraintUpdates = false
        let later = LayoutDiagnostics.record {
            root.setNeedsUpdateConstraints()
            root.layoutIfNeeded()
        }
        #expect(later.isEmpty)
    }
}

/// Runs `onRead` (once) when the engine reads its intrinsic size.
final class MeddlingView: View {
    var onRead: (() -> Void)?
    override var intrinsicContentSize: CGSize {
        if let body = onRead {
            onRead = nil
            body()
        }
        return CGSize(width: 10, height: 12)
    }
}

@Suite("Adversarial regressions: the intrinsic size getter changes the layout") struct MeddlingGetterTests {
    @Test func deactivatingTheConstraintBeingActivated() {
        let root = makeRoot(width: 300, height: 600)
        let view = MeddlingView()
        view.name = "view"
        root.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        let left = view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 30)
        view.onRead = { left.isActive = false }
        activate([left])
        #expect(left.isActive == false && left.solverConstraint == nil && root.constraints.isEmpty)
        activate([view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 7),
                  view.topAnchor.constraint(equalTo: root.topAnchor, constant: 9)])
        root.layoutIfNeeded()
        expectFrame(view, 7, 9, 10, 12)
        // Activated again, it counts, once.
        let diagnostics = LayoutDiagnostics.record {
            left.isActive = true
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [.unsatisfiable])
        #expect(diagnostics.first?.constraints.last === left)
    }

    @Test func removingTheViewWhoseConstraintIsBeingActivated() {
        let root = makeRoot(width: 300, height: 600)
        let holder = makeView("holder", in: root)
        activate(place(holder, in: root, 5, 6, 100, 100))
        let view = MeddlingView()
        view.name = "view"
        holder.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.onRead = { view.removeFromSuperview() }
        let left = view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 30)
        let diagnostics = LayoutDiagnostics.record { left.isActive = true }
        #expect(diagnostics.map(\.kind) == [.constraintsRemovedWithView] && diagnostics.first?.constraints.first === left)
        #expect(left.isActive == false && left.solverConstraint == nil)
        #expect(root.constraints.count == 2 && !root.constraints.contains { $0 === left })
        #expect(view.superview == nil)
        root.layoutIfNeeded()
        expectFrame(holder, 5, 6, 100, 100)
        // The view comes back and takes part again.
        holder.addSubview(view)
        activate([view.leftAnchor.constraint(equalTo: holder.leftAnchor, constant: 1),
                  view.topAnchor.constraint(equalTo: holder.topAnchor, constant: 2)])
        root.layoutIfNeeded()
        expectFrame(view, 1, 2, 10, 12)
        holder.frame.size.width = 100  // nothing stale moves it
        root.layoutIfNeeded()
        expectFrame(view, 1, 2, 10, 12)
    }
}
