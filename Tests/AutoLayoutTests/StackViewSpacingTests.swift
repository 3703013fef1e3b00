import Testing
@testable import AutoLayout

/// Labels of font size 10, 20 and 10 (12, 24 and 12 points high, baselines 8, 16 and 8
/// points below their tops).
private func threeLabels() -> [Label] {
    [makeLabel("small", "ab", in: nil, fontSize: 10), makeLabel("large", "cd", in: nil, fontSize: 20),
     makeLabel("last", "ef", in: nil, fontSize: 10)]
}

/// `isBaselineRelativeArrangement`, where hidden views sit, spacing around hidden views, and
/// UIKit's ambiguity suppression across the axis.
@Suite struct StackViewSpacingTests {
    /// Spacing between the last baseline above and the first baseline below; the first view
    /// meets the stack's top with its edge, the last one its bottom.
    @Test func baselineRelativeSpacingRunsFromBaselineToBaseline() {
        let labels = threeLabels()
        let (root, stack) = placedStack(labels, axis: .vertical)
        stack.alignment = .leading
        stack.spacing = 20
        stack.isBaselineRelativeArrangement = true
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        // Baselines at 8, 28 and 48: 20 points apart.
        expectFrame(labels[0], 0, 0, 10, 12)
        expectFrame(labels[1], 0, 12, 20, 24)
        expectFrame(labels[2], 0, 40, 10, 12)
        expectFrame(stack, 10, 20, 20, 52)
        #expect(labels[1].frame.minY + 16 - (labels[0].frame.minY + 8) == 20)
        #expect(!stack.hasAmbiguousLayout && labels.allSatisfy { !$0.hasAmbiguousLayout })

        // Turned off: edge to edge again.
        stack.isBaselineRelativeArrangement = false
        root.layoutIfNeeded()
        #expect(labels.map(\.frame.minY) == [0, 32, 76])
        expectFrame(stack, 10, 20, 20, 88)
    }

    /// The baseline-relative spaces of `equalSpacing` are equal between baselines.
    @Test func baselineRelativeEqualSpacing() {
        let labels = threeLabels()
        let (root, stack) = placedStack(labels, axis: .vertical, height: 120)
        stack.alignment = .leading
        stack.distribution = .equalSpacing
        stack.isBaselineRelativeArrangement = true
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        // Baselines at 8, 62 and 116: two spaces of 54.
        expectFrame(labels[0], 0, 0, 10, 12)
        expectFrame(labels[1], 0, 46, 20, 24)
        expectFrame(labels[2], 0, 108, 10, 12)
    }

    /// A horizontal stack ignores the setting: its spacing runs between edges.
    @Test func horizontalStacksIgnoreBaselineRelativeArrangement() {
        let labels = threeLabels()
        let (root, stack) = placedStack(labels, axis: .horizontal)
        stack.alignment = .top
        stack.spacing = 5
        stack.isBaselineRelativeArrangement = true
        root.layoutIfNeeded()
        #expect(labels.map(\.frame.minX) == [0, 15, 40])
        expectFrame(stack, 10, 20, 50, 24)
        #expect(stack.isBaselineRelativeArrangement)
    }

    /// Hidden views sit in the middle of the space they closed, or at the ends.
    @Test func hiddenViewsSitInTheSpaceTheyClosed() {
        let views = ["h1", "a", "h2", "h3", "b", "h4"].map { IntrinsicSizeView($0, 20, 10) }
        let (root, stack) = placedStack(views, axis: .horizontal, height: 30)
        stack.spacing = 10
        for index in [0, 2, 3, 5] { views[index].isHidden = true }
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(views.map(\.frame.minX) == [0, 0, 25, 25, 30, 50])
        #expect(views.map(\.frame.width) == [0, 20, 0, 0, 20, 0])
        #expect(views.map(\.frame.height) == [30, 30, 30, 30, 30, 30])
        expectFrame(stack, 10, 20, 50, 30)
        #expect(views.allSatisfy { !$0.hasAmbiguousLayout })
    }

    /// The space between two visible views is the spacing after the first of them; a hidden
    /// view's own custom spacing waits until it is shown.
    @Test func customSpacingAroundAHiddenView() {
        let a = IntrinsicSizeView("a", 20, 10), h = IntrinsicSizeView("h", 20, 10), b = IntrinsicSizeView("b", 20, 10)
        let (root, stack) = placedStack([a, h, b], axis: .vertical, width: 40)
        stack.spacing = 10
        stack.setCustomSpacing(30, after: a)
        stack.setCustomSpacing(40, after: h)
        h.isHidden = true
        root.layoutIfNeeded()
        #expect([a, h, b].map(\.frame.minY) == [0, 25, 40])
        #expect(h.frame.height == 0)
        expectFrame(stack, 10, 20, 40, 50)

        h.isHidden = false
        root.layoutIfNeeded()
        #expect([a, h, b].map(\.frame.minY) == [0, 40, 90])
        expectFrame(stack, 10, 20, 40, 100)

        // The custom spacing of the view before a hidden one sets the space it closed.
        b.isHidden = true
        stack.setCustomSpacing(StackView.spacingUseSystem, after: a)
        h.isHidden = true
        root.layoutIfNeeded()
        // Both hidden after the last visible view: at its end, with no spacing.
        #expect([a, h, b].map(\.frame.minY) == [0, 10, 10])
        expectFrame(stack, 10, 20, 40, 10)
        #expect(stack.customSpacing(after: a) == StackView.spacingUseSystem)
    }

    /// A view with no size of its own across the axis has none in a stack whose alignment
    /// does not fill (UIKit's `UISV-ambiguity-suppression`), instead of an ambiguous one.
    @Test func viewsWithoutACrossSizeHaveNone() {
        let a = View(), b = IntrinsicSizeView("b", View.noIntrinsicMetric, 30)
        a.name = "a"
        let (root, stack) = placedStack([a, b], axis: .horizontal, width: 100, height: 60)
        stack.distribution = .fillEqually
        stack.alignment = .center
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        expectFrame(a, 0, 30, 50, 0)
        expectFrame(b, 50, 15, 50, 30)
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
        let suppressions = stack.arrangementConstraintsForDebugging.filter { $0.identifier == "UISV-ambiguity-suppression" }
        #expect(suppressions.count == 2)
        #expect(suppressions.allSatisfy { $0.priority == LayoutPriority(25) && $0.firstAttribute == .height && $0.constant == 0 })

        stack.alignment = .top
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 50, 0)
        expectFrame(b, 50, 0, 50, 30)

        // `fill` sizes every view across the axis: no suppression.
        stack.alignment = .fill
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 50, 60)
        #expect(!stack.arrangementConstraintsForDebugging.contains { $0.identifier == "UISV-ambiguity-suppression" })
    }

    /// A baseline-aligned row in a stack taller than it: UIKit's spanner holds the row
    /// against the bottom for first baselines and against the top for last baselines.
    @Test func baselineAlignedRowInATallerStack() {
        let small = makeLabel("small", "ab", in: nil, fontSize: 10), large = makeLabel("large", "cd", in: nil, fontSize: 20)
        let (root, stack) = placedStack([small, large], axis: .horizontal, height: 60)
        stack.alignment = .firstBaseline
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        // The row is 24 high (the large label; the small one's baseline 8 below its top
        // meets the large one's, 16 below its top); its bottom is the stack's.
        expectFrame(large, 10, 36, 20, 24)
        expectFrame(small, 0, 44, 10, 12)
        #expect(!small.hasAmbiguousLayout && !large.hasAmbiguousLayout)

        stack.alignment = .lastBaseline
        root.layoutIfNeeded()
        expectFrame(large, 10, 0, 20, 24)
        expectFrame(small, 0, 8, 10, 12)
    }

    /// `equalCentering` gives way before the views do: when equally spaced centers would
    /// leave less than the spacing between two views, the views keep their lengths, at the
    /// least spacing, as UIKit's stack (its equal spaces between centers are optional, at
    /// 149); with room enough, the centers are equally spaced.
    @Test func equalCenteringGivesWayBeforeTheViews() {
        let views = [IntrinsicSizeView("a", 10, 10), IntrinsicSizeView("b", 60, 10), IntrinsicSizeView("c", 50, 10)]
        let (root, stack) = placedStack(views, axis: .horizontal, width: 140, height: 20)
        stack.distribution = .equalCentering
        stack.spacing = 10
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(views.map(\.frame.minX) == [0, 20, 90])
        #expect(views.map(\.frame.width) == [10, 60, 50])

        stack.removeConstraints(stack.constraints.filter { $0.firstAttribute == .width && $0.secondItem == nil && $0.identifier == nil })
        LayoutConstraint.activate([stack.widthAnchor.constraint(equalToConstant: 200)])
        root.layoutIfNeeded()
        // Centers at 5, 90 and 175.
        expectFrame(views[0], 0, 0, 10, 20)
        expectFrame(views[1], 60, 0, 60, 20)
        expectFrame(views[2], 150, 0, 50, 20)
    }

    /// With nothing sizing it along the axis, a stack whose distribution spaces its views
    /// is as short as the least spacing allows (UIKit's canvas fit, at 49).
    @Test func spacedDistributionsWithoutALengthFitTheirViews() {
        let views = [IntrinsicSizeView("a", 20, 10), IntrinsicSizeView("b", 30, 10), IntrinsicSizeView("c", 40, 10)]
        let (root, stack) = placedStack(views, axis: .horizontal, height: 20)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 30, 70])
        expectFrame(stack, 10, 20, 110, 20)
        #expect(!stack.hasAmbiguousLayout && views.allSatisfy { !$0.hasAmbiguousLayout })

        // Centers 45 apart: the space between b and c is the least.
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 40, 80])
        expectFrame(stack, 10, 20, 120, 20)
        #expect(!stack.hasAmbiguousLayout && views.allSatisfy { !$0.hasAmbiguousLayout })
    }
}

