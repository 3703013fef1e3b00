import Foundation
import Testing
@testable import AutoLayout

// A second review of `StackView` after the changes that brought `isBaselineRelativeArrangement`,
// hidden views in the middle of the space they closed, the alignment spanner of baseline rows,
// the ambiguity suppression and the equal distributions' optional constraints. It looks at
// what the first reviews left out: properties changed after a layout (the frames must be those
// of a fresh stack with the final settings, with no stale constraint or guide), margins with
// baseline rows and equal distributions, compression and negative spacing, nested stacks,
// right to left, hiding and showing repeatedly, removing views, a hidden view with a length
// of its own, and memory. Every frame was worked out by hand from UIKit's rules: labels of
// font size f are 1.2 f high (their baseline 0.8 f below their top at that height, the text
// centered in any other) and 0.5 f wide per character.

/// Labels of font size 10, 20 and 10 ("ab" 10 x 12 with its baseline 8 below its top, "cd"
/// 20 x 24 baseline 16, "ef" 10 x 12 baseline 8).
private func threeLabels() -> [Label] {
    [makeLabel("a", "ab", in: nil, fontSize: 10), makeLabel("b", "cd", in: nil, fontSize: 20),
     makeLabel("c", "ef", in: nil, fontSize: 10)]
}

private func itemName(_ item: (any LayoutItem)?) -> String {
    switch item {
    case nil: return "-"
    case let view as View: return view.name ?? "view"
    case let guide as LayoutGuide: return guide.identifier
    default: return "?"
    }
}

/// The stack's arrangement, readable and without addresses, sorted: two stacks with the same
/// settings and views of the same names have the same one.
private func arrangement(_ stack: StackView) -> [String] {
    stack.arrangementConstraintsForDebugging.map { c in
        "\(c.identifier ?? "") \(itemName(c.firstItem)).\(c.firstAttribute) \(c.relation) \(itemName(c.secondItem)).\(c.secondAttribute)"
            + " x\(c.multiplier) \(c.constant) @\(c.priority.rawValue) active=\(c.isActive)"
    }.sorted()
}

/// The stack's installed constraints and guides, counted by identifier.
private func installed(_ stack: StackView) -> (constraints: [String], guides: [String]) {
    (stack.constraints.map { $0.identifier ?? "(none)" }.sorted(), stack.layoutGuides.map(\.identifier).sorted())
}

/// Checks that `stack` (changed after layouts) gives the same frames, constraints and guides
/// as a fresh one made by `fresh`.
private func expectSameAsFresh(
    _ tree: (root: View, stack: StackView), _ fresh: (root: View, stack: StackView),
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let diagnostics = LayoutDiagnostics.record { fresh.root.layoutIfNeeded() }
    #expect(diagnostics.isEmpty, "fresh stack: \(diagnostics)", sourceLocation: sourceLocation)
    #expect(tree.stack.frame == fresh.stack.frame, sourceLocation: sourceLocation)
    #expect(tree.stack.arrangedSubviews.map(\.frame) == fresh.stack.arrangedSubviews.map(\.frame), sourceLocation: sourceLocation)
    #expect(arrangement(tree.stack) == arrangement(fresh.stack), sourceLocation: sourceLocation)
    #expect(installed(tree.stack).constraints == installed(fresh.stack).constraints, sourceLocation: sourceLocation)
    #expect(installed(tree.stack).guides == installed(fresh.stack).guides, sourceLocation: sourceLocation)
}

/// Lays out `root`, expecting no diagnostic.
private func layOut(_ root: View, sourceLocation: SourceLocation = #_sourceLocation) {
    let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
    #expect(diagnostics.isEmpty, "unexpected diagnostics: \(diagnostics)", sourceLocation: sourceLocation)
}

@Suite struct StackViewSecondReviewTests {
    // MARK: Changes after a layout

    /// `isBaselineRelativeArrangement` turned off and on again with a hidden view: edge to
    /// edge, then baseline to baseline, as a fresh stack.
    @Test func togglingBaselineRelativeWithAHiddenViewMatchesAFreshStack() {
        let labels = threeLabels()
        let tree = placedStack(labels, axis: .vertical) {
            $0.alignment = .leading
            $0.spacing = 20
            $0.isBaselineRelativeArrangement = true
        }
        layOut(tree.root)
        labels[1].isHidden = true
        layOut(tree.root)
        // a's last baseline 8, c's first 28: c's top 20. b, no height, has its baseline (0.2 f
        // below its top at that height) half the spacing below a's: 18, its top 14.
        expectFrame(labels[0], 0, 0, 10, 12)
        expectFrame(labels[1], 0, 14, 20, 0)
        expectFrame(labels[2], 0, 20, 10, 12)
        expectFrame(tree.stack, 10, 20, 10, 32)

        tree.stack.isBaselineRelativeArrangement = false
        layOut(tree.root)
        expectFrame(labels[0], 0, 0, 10, 12)
        expectFrame(labels[1], 0, 22, 20, 0)
        expectFrame(labels[2], 0, 32, 10, 12)
        expectFrame(tree.stack, 10, 20, 10, 44)

        tree.stack.isBaselineRelativeArrangement = true
        layOut(tree.root)
        expectFrame(labels[1], 0, 14, 20, 0)
        expectFrame(labels[2], 0, 20, 10, 12)
        expectFrame(tree.stack, 10, 20, 10, 32)
        #expect(tree.stack.layoutGuides.isEmpty)

        let freshLabels = threeLabels()
        freshLabels[1].isHidden = true
        let fresh = placedStack(freshLabels, axis: .vertical) {
            $0.alignment = .leading
            $0.spacing = 20
            $0.isBaselineRelativeArrangement = true
        }
        expectSameAsFresh(tree, fresh)
    }

    /// A row moved from first baselines to center and last baselines, a view hidden then shown:
    /// the spanner comes and goes, and the frames are a fresh row's.
    @Test func switchingBetweenBaselineAndOtherAlignmentsWithAHiddenView() {
        let labels = threeLabels()
        let tree = placedStack(labels, axis: .horizontal) {
            $0.alignment = .firstBaseline
            $0.spacing = 5
        }
        layOut(tree.root)
        // Baselines at 16, b's top at 0.
        expectFrame(labels[0], 0, 8, 10, 12)
        expectFrame(labels[1], 15, 0, 20, 24)
        expectFrame(labels[2], 40, 8, 10, 12)
        expectFrame(tree.stack, 10, 20, 50, 24)
        #expect(installed(tree.stack).guides == ["UISV-alignment-spanner"])

        labels[1].isHidden = true
        layOut(tree.root)
        // b keeps its height on the row's baseline (8), half the spacing after a.
        expectFrame(labels[0], 0, 0, 10, 12)
        expectFrame(labels[1], 12.5, -8, 0, 24)
        expectFrame(labels[2], 15, 0, 10, 12)
        expectFrame(tree.stack, 10, 20, 25, 12)

        tree.stack.alignment = .center
        layOut(tree.root)
        expectFrame(labels[0], 0, 0, 10, 12)
        expectFrame(labels[1], 12.5, -6, 0, 24)
        expectFrame(labels[2], 15, 0, 10, 12)
        expectFrame(tree.stack, 10, 20, 25, 12)
        #expect(tree.stack.layoutGuides.isEmpty)

        tree.stack.alignment = .lastBaseline
        layOut(tree.root)
        expectFrame(labels[1], 12.5, -8, 0, 24)
        labels[1].isHidden = false
        layOut(tree.root)
        expectFrame(labels[0], 0, 8, 10, 12)
        expectFrame(labels[1], 15, 0, 20, 24)
        expectFrame(labels[2], 40, 8, 10, 12)
        expectFrame(tree.stack, 10, 20, 50, 24)
        #expect(installed(tree.stack).guides == ["UISV-alignment-spanner"])

        let fresh = placedStack(threeLabels(), axis: .horizontal) {
            $0.alignment = .lastBaseline
            $0.spacing = 5
        }
        expectSameAsFresh(tree, fresh)
    }

    /// The axis changed while a view is hidden: the hidden view moves with the others.
    @Test func changingTheAxisWhileAViewIsHidden() {
        func views() -> [View] { [IntrinsicSizeView("a", 20, 10), IntrinsicSizeView("h", 30, 15), IntrinsicSizeView("b", 40, 10)] }
        let arranged = views()
        arranged[1].isHidden = true
        let tree = placedStack(arranged, axis: .horizontal) {
            $0.alignment = .center
            $0.spacing = 10
        }
        layOut(tree.root)
        expectFrame(arranged[0], 0, 0, 20, 10)
        expectFrame(arranged[1], 25, -2.5, 0, 15)
        expectFrame(arranged[2], 30, 0, 40, 10)
        expectFrame(tree.stack, 10, 20, 70, 10)

        tree.stack.axis = .vertical
        layOut(tree.root)
        expectFrame(arranged[0], 10, 0, 20, 10)
        expectFrame(arranged[1], 5, 15, 30, 0)
        expectFrame(arranged[2], 0, 20, 40, 10)
        expectFrame(tree.stack, 10, 20, 40, 30)
        #expect(!tree.stack.hasAmbiguousLayout && arranged.allSatisfy { !$0.hasAmbiguousLayout })

        let freshViews = views()
        freshViews[1].isHidden = true
        let fresh = placedStack(freshViews, axis: .vertical) {
            $0.alignment = .center
            $0.spacing = 10
        }
        expectSameAsFresh(tree, fresh)
    }

    /// The spacing and a custom spacing changed with a hidden view between two visible ones.
    @Test func changingTheSpacingAroundAHiddenView() {
        let arranged = [IntrinsicSizeView("a", 20, 10), IntrinsicSizeView("h", 20, 10), IntrinsicSizeView("b", 20, 10)]
        arranged[1].isHidden = true
        let tree = placedStack(arranged, axis: .horizontal, height: 10) { $0.spacing = 10 }
        layOut(tree.root)
        #expect(arranged.map(\.frame.minX) == [0, 25, 30])
        tree.stack.spacing = 4
        layOut(tree.root)
        #expect(arranged.map(\.frame.minX) == [0, 22, 24])
        expectFrame(tree.stack, 10, 20, 44, 10)
        tree.stack.setCustomSpacing(12, after: arranged[0])
        layOut(tree.root)
        #expect(arranged.map(\.frame.minX) == [0, 26, 32])
        #expect(arranged.map(\.frame.width) == [20, 0, 20])
        expectFrame(tree.stack, 10, 20, 52, 10)
        #expect(tree.stack.arrangementConstraintsForDebugging.filter { $0.identifier == "UISV-hiding" }.count == 2)
    }

    // MARK: Margins

    /// A first-baseline row within margins, its views hidden and shown again and again: the
    /// same frames each time, one spanner, no growth of the stack's constraints.
    @Test func hidingAndShowingRepeatedlyInAMarginsRelativeBaselineRow() {
        let labels = threeLabels()
        let tree = placedStack(labels, axis: .horizontal) {
            $0.alignment = .firstBaseline
            $0.spacing = 5
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = EdgeInsets(top: 4, left: 6, bottom: 8, right: 10)
        }
        layOut(tree.root)
        func expectInitial(sourceLocation: SourceLocation = #_sourceLocation) {
            expectFrame(labels[0], 6, 12, 10, 12, sourceLocation: sourceLocation)
            expectFrame(labels[1], 21, 4, 20, 24, sourceLocation: sourceLocation)
            expectFrame(labels[2], 46, 12, 10, 12, sourceLocation: sourceLocation)
            expectFrame(tree.stack, 10, 20, 66, 36, sourceLocation: sourceLocation)
        }
        expectInitial()
        let counts = (stack: tree.stack.constraints.count, root: tree.root.constraints.count, arrangement: arrangement(tree.stack))
        let spanner = tree.stack.layoutGuides.first
        #expect(spanner?.layoutFrame == CGRect(x: 6, y: 4, width: 50, height: 24))

        for _ in 0..<6 {
            labels[0].isHidden = true
            layOut(tree.root)
            // b is the first visible view; a sits at its start on its baseline (20).
            expectFrame(labels[0], 6, 12, 0, 12)
            expectFrame(labels[1], 6, 4, 20, 24)
            expectFrame(labels[2], 31, 12, 10, 12)
            expectFrame(tree.stack, 10, 20, 51, 36)
            labels[0].isHidden = false
            labels[1].isHidden = true
            layOut(tree.root)
            expectFrame(labels[0], 6, 4, 10, 12)
            expectFrame(labels[1], 18.5, -4, 0, 24)
            expectFrame(labels[2], 21, 4, 10, 12)
            expectFrame(tree.stack, 10, 20, 41, 24)
            labels[1].isHidden = false
            layOut(tree.root)
            expectInitial()
        }
        #expect(tree.stack.constraints.count == counts.stack)
        #expect(tree.root.constraints.count == counts.root)
        #expect(arrangement(tree.stack) == counts.arrangement)
        #expect(installed(tree.stack).guides == ["UISV-alignment-spanner"])
        #expect(tree.stack.layoutGuides.first?.layoutFrame == CGRect(x: 6, y: 4, width: 50, height: 24))
        #expect(spanner?.owningView == nil, "the first spanner was removed from the stack")
    }

    /// `equalSpacing` within margins, a hidden view between two visible ones, with no length
    /// (the least spacing) and then a width.
    @Test func equalSpacingWithinMarginsAroundAHiddenView() {
        let arranged = [IntrinsicSizeView("a", 20, 10), IntrinsicSizeView("b", 30, 10), IntrinsicSizeView("h", 40, 10),
                        IntrinsicSizeView("c", 40, 10)]
        arranged[2].isHidden = true
        let tree = placedStack(arranged, axis: .horizontal) {
            $0.distribution = .equalSpacing
            $0.spacing = 10
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = EdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        }
        layOut(tree.root)
        expectFrame(arranged[0], 3, 2, 20, 10)
        expectFrame(arranged[1], 33, 2, 30, 10)
        expectFrame(arranged[2], 68, 2, 0, 10)
        expectFrame(arranged[3], 73, 2, 40, 10)
        expectFrame(tree.stack, 10, 20, 118, 16)
        #expect(!tree.stack.hasAmbiguousLayout && arranged.allSatisfy { !$0.hasAmbiguousLayout })

        LayoutConstraint.activate([tree.stack.widthAnchor.constraint(equalToConstant: 200)])
        layOut(tree.root)
        // Two spaces of (192 - 90) / 2 = 51; h half the least spacing after b.
        expectFrame(arranged[0], 3, 2, 20, 10)
        expectFrame(arranged[1], 74, 2, 30, 10)
        expectFrame(arranged[2], 109, 2, 0, 10)
        expectFrame(arranged[3], 155, 2, 40, 10)
        #expect(tree.stack.layoutGuides.count == 2)
    }

    // MARK: Compression, negative and custom spacing

    /// A fill row narrower than its views, with negative spacing and a custom spacing after
    /// the last view (unused): the view that resists least gives way; hiding the last view
    /// makes the one before it last.
    @Test func compressedRowWithNegativeSpacing() {
        let a = IntrinsicSizeView("a", 40, 10), b = IntrinsicSizeView("b", 40, 10), c = IntrinsicSizeView("c", 40, 10)
        b.setContentCompressionResistancePriority(700, for: .horizontal)
        b.setContentHuggingPriority(240, for: .horizontal)
        let tree = placedStack([a, b, c], axis: .horizontal, width: 90, height: 10) { $0.spacing = -5 }
        tree.stack.setCustomSpacing(0, after: a)
        tree.stack.setCustomSpacing(30, after: c)
        layOut(tree.root)
        // 40 + 0 + 40 - 5 + 40 = 115: b gives 25.
        expectFrame(a, 0, 0, 40, 10)
        expectFrame(b, 40, 0, 15, 10)
        expectFrame(c, 50, 0, 40, 10)

        c.isHidden = true
        layOut(tree.root)
        expectFrame(a, 0, 0, 40, 10)
        expectFrame(b, 40, 0, 50, 10)
        expectFrame(c, 90, 0, 0, 10)

        c.isHidden = false
        b.isHidden = true
        layOut(tree.root)
        // a and c: 80 in 90 with a's custom spacing 0; both hug at 250, resist at 750: a
        // hidden b between them sits at a's end (its half spacing is 0).
        #expect(b.frame == CGRect(x: a.frame.maxX, y: 0, width: 0, height: 10))
        #expect(c.frame.minX == a.frame.maxX && c.frame.maxX == 90)
    }

    // MARK: Nested stacks

    /// A first-baseline row inside a vertical baseline-relative stack: the column spaces its
    /// baselines to the row's first visible view, followed as the row's views are hidden.
    @Test func aBaselineRowInABaselineRelativeColumn() {
        let title = makeLabel("title", "ab", in: nil, fontSize: 10)
        let x = makeLabel("x", "cd", in: nil, fontSize: 20), y = makeLabel("y", "ef", in: nil, fontSize: 10)
        let footer = makeLabel("footer", "gh", in: nil, fontSize: 10)
        let row = StackView(arrangedSubviews: [x, y])
        row.name = "row"
        row.alignment = .firstBaseline
        row.spacing = 5
        let tree = placedStack([title, row, footer], axis: .vertical) {
            $0.alignment = .leading
            $0.spacing = 20
            $0.isBaselineRelativeArrangement = true
        }
        layOut(tree.root)
        // The row's baselines are x's (16 below its top) and y's (also 16): title's 8, the
        // row's at 28 (its top 12), footer's at 48 (its top 40).
        expectFrame(title, 0, 0, 10, 12)
        expectFrame(row, 0, 12, 35, 24)
        expectFrame(x, 0, 0, 20, 24)
        expectFrame(y, 25, 8, 10, 12)
        expectFrame(footer, 0, 40, 10, 12)
        expectFrame(tree.stack, 10, 20, 35, 52)

        x.isHidden = true
        layOut(tree.root)
        // The row is y alone: its baselines 8 below its top, at 28.
        expectFrame(row, 0, 20, 10, 12)
        expectFrame(y, 0, 0, 10, 12)
        expectFrame(x, 0, -8, 0, 24)
        expectFrame(footer, 0, 40, 10, 12)
        expectFrame(tree.stack, 10, 20, 10, 52)
        #expect(![title, row, x, y, footer].contains { $0.hasAmbiguousLayout })

        x.isHidden = false
        layOut(tree.root)
        expectFrame(row, 0, 12, 35, 24)
        expectFrame(y, 25, 8, 10, 12)
        expectFrame(footer, 0, 40, 10, 12)
    }

    /// A stack of hidden and visible views as an arranged view of a fill-equally row: it
    /// shares the row equally and its hidden view takes no room inside it.
    @Test func aStackWithHiddenViewsInsideAFillEquallyRow() {
        let p = IntrinsicSizeView("p", 20, 10), q = IntrinsicSizeView("q", 30, 40), r = IntrinsicSizeView("r", 40, 10)
        let inner = StackView(arrangedSubviews: [q, r])
        inner.name = "inner"
        inner.axis = .vertical
        inner.alignment = .leading
        inner.spacing = 6
        q.isHidden = true
        let tree = placedStack([p, inner], axis: .horizontal, width: 100) {
            $0.distribution = .fillEqually
            $0.alignment = .top
            $0.spacing = 10
        }
        layOut(tree.root)
        expectFrame(p, 0, 0, 45, 10)
        expectFrame(inner, 55, 0, 45, 10)
        expectFrame(q, 0, 0, 30, 0)
        expectFrame(r, 0, 0, 40, 10)
        expectFrame(tree.stack, 10, 20, 100, 10)

        q.isHidden = false
        layOut(tree.root)
        expectFrame(inner, 55, 0, 45, 56)
        expectFrame(q, 0, 0, 30, 40)
        expectFrame(r, 0, 46, 40, 10)
        expectFrame(tree.stack, 10, 20, 100, 56)
    }

    // MARK: Right to left

    /// A first-baseline row within directional margins in a right-to-left root: it runs from
    /// the right, and a hidden view sits half the spacing after (left of) the view before it.
    @Test func rightToLeftBaselineRowWithinMarginsAndAHiddenView() {
        let labels = threeLabels()
        let tree = placedStack(labels, axis: .horizontal) {
            $0.alignment = .firstBaseline
            $0.spacing = 5
            $0.isLayoutMarginsRelativeArrangement = true
            $0.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 6, bottom: 8, trailing: 10)
        }
        tree.root.semanticContentAttribute = .forceRightToLeft
        layOut(tree.root)
        // 66 wide, its right edge 10 from the root's.
        expectFrame(tree.stack, 244, 20, 66, 36)
        expectFrame(labels[0], 50, 12, 10, 12)
        expectFrame(labels[1], 25, 4, 20, 24)
        expectFrame(labels[2], 10, 12, 10, 12)

        labels[1].isHidden = true
        layOut(tree.root)
        expectFrame(tree.stack, 269, 20, 41, 24)
        expectFrame(labels[0], 25, 4, 10, 12)
        expectFrame(labels[1], 22.5, -4, 0, 24)
        expectFrame(labels[2], 10, 4, 10, 12)
        #expect(tree.stack.layoutGuides.map(\.layoutFrame) == [CGRect(x: 10, y: 4, width: 25, height: 12)])

        // Back to left to right.
        tree.root.semanticContentAttribute = .forceLeftToRight
        layOut(tree.root)
        expectFrame(tree.stack, 10, 20, 41, 24)
        expectFrame(labels[0], 6, 4, 10, 12)
        expectFrame(labels[1], 18.5, -4, 0, 24)
        expectFrame(labels[2], 21, 4, 10, 12)
    }

    // MARK: Removing views

    /// A hidden arranged view removed from the stack, then the first visible view of a
    /// baseline row: no diagnostic, no constraint left naming them.
    @Test func removingAHiddenViewThenTheFirstVisibleViewOfABaselineRow() {
        let labels = threeLabels()
        let tree = placedStack(labels, axis: .horizontal) {
            $0.alignment = .firstBaseline
            $0.spacing = 5
        }
        layOut(tree.root)
        labels[2].isHidden = true
        layOut(tree.root)
        expectFrame(labels[2], 35, 8, 0, 12)
        let removal = LayoutDiagnostics.record { labels[2].removeFromSuperview() }
        #expect(removal.isEmpty)
        layOut(tree.root)
        #expect(tree.stack.arrangedSubviews.map(\.name) == ["a", "b"])
        expectFrame(labels[0], 0, 8, 10, 12)
        expectFrame(labels[1], 15, 0, 20, 24)
        expectFrame(tree.stack, 10, 20, 35, 24)

        let second = LayoutDiagnostics.record { labels[0].removeFromSuperview() }
        #expect(second.isEmpty)
        layOut(tree.root)
        expectFrame(labels[1], 0, 0, 20, 24)
        expectFrame(tree.stack, 10, 20, 20, 24)
        let names = tree.stack.constraints.flatMap { [itemName($0.firstItem), itemName($0.secondItem)] }
        #expect(!names.contains("a") && !names.contains("c"))
        #expect(labels[0].constraints.isEmpty && labels[2].constraints.isEmpty)
        #expect(labels[0].frame == CGRect(x: 0, y: 8, width: 10, height: 12))
        #expect(!labels[1].hasAmbiguousLayout)
    }

    // MARK: A hidden view with a length of its own

    /// A hidden view whose own required width says 50: as UIKit, the conflict is reported
    /// with the stack's `UISV-hiding` constraint and the view's own, and the layout stays
    /// defined: the visible views close up (c right after a, the stack 40 wide). Here the
    /// `UISV-hiding` constraint is the one broken (the later one), so the hidden view keeps
    /// its 50 points, over c; it is not drawn. (Which one UIKit breaks is not documented.)
    @Test func aHiddenViewWithARequiredLengthReportsUISVHiding() {
        let a = IntrinsicSizeView("a", 20, 10), h = IntrinsicSizeView("h", 20, 10), c = IntrinsicSizeView("c", 20, 10)
        let tree = placedStack([a, h, c], axis: .horizontal, height: 30) { $0.spacing = 0 }
        let own = h.widthAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([own])
        layOut(tree.root)
        expectFrame(h, 20, 0, 50, 30)
        expectFrame(c, 70, 0, 20, 30)

        h.isHidden = true
        let diagnostics = LayoutDiagnostics.record { tree.root.layoutIfNeeded() }
        let unsatisfiable = diagnostics.filter { $0.kind == .unsatisfiable }
        #expect(diagnostics.count == 1 && unsatisfiable.count == 1, "\(diagnostics)")
        #expect(unsatisfiable.first.map { d in d.constraints.contains { $0.identifier == "UISV-hiding" } } == true,
                "\(unsatisfiable)")
        #expect(unsatisfiable.first.map { d in d.constraints.contains { $0 === own } } == true)
        #expect(unsatisfiable.first?.message.contains("UISV-hiding") == true, "\(unsatisfiable)")
        expectFrame(a, 0, 0, 20, 30)
        expectFrame(h, 20, 0, 50, 30)
        expectFrame(c, 20, 0, 20, 30)
        expectFrame(tree.stack, 10, 20, 40, 30)
        #expect(own.isActive)
        #expect(!a.hasAmbiguousLayout && !c.hasAmbiguousLayout && !tree.stack.hasAmbiguousLayout)

        // Shown again: no conflict, the view's own width back.
        h.isHidden = false
        layOut(tree.root)
        expectFrame(h, 20, 0, 50, 30)
        expectFrame(c, 70, 0, 20, 30)
        expectFrame(tree.stack, 10, 20, 90, 30)

        // Hidden and shown again: reported again, the same frames.
        h.isHidden = true
        let again = LayoutDiagnostics.record { tree.root.layoutIfNeeded() }
        #expect(again.map(\.kind) == [.unsatisfiable])
        expectFrame(c, 20, 0, 20, 30)
        expectFrame(tree.stack, 10, 20, 40, 30)
    }

    // MARK: Baselines that change

    /// A label of a baseline row whose font grows, shown and hidden: the row follows its new
    /// baseline, a hidden label keeps the row's baseline with its new height.
    @Test func aLabelOfABaselineRowChangesItsFont() {
        let labels = threeLabels()
        let tree = placedStack(labels, axis: .horizontal) {
            $0.alignment = .firstBaseline
            $0.spacing = 5
        }
        layOut(tree.root)
        labels[1].fontSize = 30
        layOut(tree.root)
        // "cd" at 30: 30 x 36, baseline 24.
        expectFrame(labels[0], 0, 16, 10, 12)
        expectFrame(labels[1], 15, 0, 30, 36)
        expectFrame(labels[2], 50, 16, 10, 12)
        expectFrame(tree.stack, 10, 20, 60, 36)

        labels[1].isHidden = true
        layOut(tree.root)
        labels[1].fontSize = 40
        layOut(tree.root)
        // "cd" at 40: 40 x 48, baseline 32; hidden, on the row's baseline (8).
        expectFrame(labels[0], 0, 0, 10, 12)
        expectFrame(labels[1], 12.5, -24, 0, 48)
        expectFrame(labels[2], 15, 0, 10, 12)
        expectFrame(tree.stack, 10, 20, 25, 12)

        labels[1].isHidden = false
        layOut(tree.root)
        expectFrame(labels[0], 0, 24, 10, 12)
        expectFrame(labels[1], 15, 0, 40, 48)
        expectFrame(labels[2], 60, 24, 10, 12)
        expectFrame(tree.stack, 10, 20, 70, 48)
    }

    /// A column as the first view of a baseline row: the row lines up with the column's first
    /// (last) visible view, followed when the column hides it.
    @Test func aColumnInABaselineRowHidesTheViewItsBaselineCameFrom() {
        let p = makeLabel("p", "cd", in: nil, fontSize: 20), q = makeLabel("q", "ab", in: nil, fontSize: 10)
        let r = makeLabel("r", "ef", in: nil, fontSize: 10)
        let column = StackView(arrangedSubviews: [p, q])
        column.name = "column"
        column.axis = .vertical
        column.alignment = .leading
        let tree = placedStack([column, r], axis: .horizontal) {
            $0.alignment = .firstBaseline
            $0.spacing = 5
        }
        layOut(tree.root)
        // The column's first baseline is p's, 16 below its top.
        expectFrame(column, 0, 0, 20, 36)
        expectFrame(r, 25, 8, 10, 12)
        expectFrame(tree.stack, 10, 20, 35, 36)

        p.isHidden = true
        layOut(tree.root)
        // Now q's, 8 below the column's top.
        expectFrame(column, 0, 0, 10, 12)
        expectFrame(p, 0, 0, 20, 0)
        expectFrame(q, 0, 0, 10, 12)
        expectFrame(r, 15, 0, 10, 12)
        expectFrame(tree.stack, 10, 20, 25, 12)

        p.isHidden = false
        tree.stack.alignment = .lastBaseline
        layOut(tree.root)
        // The column's last baseline is q's, 32 below its top.
        expectFrame(column, 0, 0, 20, 36)
        expectFrame(r, 25, 24, 10, 12)
        expectFrame(tree.stack, 10, 20, 35, 36)

        q.isHidden = true
        layOut(tree.root)
        expectFrame(column, 0, 0, 20, 24)
        expectFrame(q, 0, 24, 10, 0)
        expectFrame(r, 25, 8, 10, 12)
        expectFrame(tree.stack, 10, 20, 35, 24)
        #expect(![column, p, q, r].contains { $0.hasAmbiguousLayout })
    }

    /// A first-baseline row in a stack shorter than its tallest label: the label is
    /// compressed to the stack's height (its text centered in it) and the others follow its
    /// baseline; no view leaves the stack.
    @Test func aBaselineRowInAShorterStack() {
        let small = makeLabel("small", "ab", in: nil, fontSize: 10), large = makeLabel("large", "cd", in: nil, fontSize: 20)
        let tree = placedStack([small, large], axis: .horizontal, height: 20) { $0.alignment = .firstBaseline }
        layOut(tree.root)
        // large 20 high: its baseline 10 - 12 + 16 = 14 below its top; small's top 14 - 8.
        expectFrame(large, 10, 0, 20, 20)
        expectFrame(small, 0, 6, 10, 12)
        expectFrame(tree.stack, 10, 20, 30, 20)
        #expect(!small.hasAmbiguousLayout && !large.hasAmbiguousLayout)
    }

    // MARK: Memory

    /// A baseline row, with hidden views and its spanner, freed with its tree.
    @Test func aBaselineRowAndItsSpannerAreFreedWithTheTree() {
        weak var weakStack: StackView?
        weak var weakSpanner: LayoutGuide?
        weak var weakLabel: Label?
        weak var weakRoot: View?
        do {
            let labels = threeLabels()
            labels[1].isHidden = true
            var tree: (root: View, stack: StackView)? = placedStack(labels, axis: .horizontal) {
                $0.alignment = .firstBaseline
                $0.spacing = 5
            }
            layOut(tree!.root)
            labels[1].isHidden = false
            layOut(tree!.root)
            weakStack = tree!.stack
            weakSpanner = tree!.stack.layoutGuides.first
            weakLabel = labels[1]
            weakRoot = tree!.root
            #expect(weakSpanner?.identifier == "UISV-alignment-spanner")
            #expect(weakSpanner?.layoutFrame == CGRect(x: 0, y: 0, width: 50, height: 24))
            tree = nil
        }
        #expect(weakRoot == nil)
        #expect(weakStack == nil)
        #expect(weakSpanner == nil)
        #expect(weakLabel == nil)
    }

    /// The old spanners and distributing guides are freed after each rebuild.
    @Test func guidesOfOldArrangementsAreFreed() {
        let labels = threeLabels()
        let tree = placedStack(labels, axis: .horizontal, width: 100) {
            $0.alignment = .firstBaseline
            $0.distribution = .equalSpacing
        }
        layOut(tree.root)
        #expect(installed(tree.stack).guides == ["UISV-alignment-spanner", "UISV-distributing", "UISV-distributing"])
        // Spaces of (100 - 40) / 2 = 30.
        #expect(labels.map(\.frame.minX) == [0, 40, 90])
        weak var oldGuide: LayoutGuide?
        do { oldGuide = tree.stack.layoutGuides.first }
        #expect(oldGuide != nil)
        labels[1].isHidden = true
        layOut(tree.root)
        #expect(oldGuide == nil)
        #expect(installed(tree.stack).guides == ["UISV-alignment-spanner"])
        // Two views: no distributing guide; b at a's end (half a spacing of 0).
        #expect(labels.map(\.frame.minX) == [0, 10, 90])
        expectFrame(labels[0], 0, 0, 10, 12)
        expectFrame(labels[1], 10, -8, 0, 24)
        expectFrame(labels[2], 90, 0, 10, 12)
    }

    // MARK: More changes after a layout

    /// A baseline-relative column with a wrapping label: the spacing runs from the wrapped
    /// label's last line's baseline; hiding the label above it keeps the rhythm.
    @Test func aWrappingLabelInABaselineRelativeColumn() {
        let a = makeLabel("a", "ab", in: nil, fontSize: 10)
        let b = makeLabel("b", "abcd efgh", in: nil, fontSize: 10, lines: 0)
        let c = makeLabel("c", "ef", in: nil, fontSize: 10)
        let tree = placedStack([a, b, c], axis: .vertical, width: 30) {
            $0.spacing = 20
            $0.isBaselineRelativeArrangement = true
        }
        layOut(tree.root)
        // b wraps to two lines at 30 points (24 high, baselines 8 and 20 below its top).
        expectFrame(a, 0, 0, 30, 12)
        expectFrame(b, 0, 20, 30, 24)
        expectFrame(c, 0, 52, 30, 12)
        expectFrame(tree.stack, 10, 20, 30, 64)

        a.isHidden = true
        layOut(tree.root)
        // a, no height, sits on b's first baseline (its own 0.2 f below its top).
        expectFrame(a, 0, 6, 30, 0)
        expectFrame(b, 0, 0, 30, 24)
        expectFrame(c, 0, 32, 30, 12)
        expectFrame(tree.stack, 10, 20, 30, 44)
    }

    /// A fill row sizes itself across by every view, hidden ones included (UIKit aligns
    /// hidden views as the others, and `fill` ties both edges to the stack): a hidden view
    /// taller than the visible ones makes the stack as tall as it. Other alignments leave it
    /// out.
    @Test func aHiddenViewInAFillRowStillSizesItAcross() {
        let a = IntrinsicSizeView("a", 20, 10), h = IntrinsicSizeView("h", 20, 100)
        h.isHidden = true
        let tree = placedStack([a, h], axis: .horizontal)
        layOut(tree.root)
        expectFrame(a, 0, 0, 20, 100)
        expectFrame(h, 20, 0, 0, 100)
        expectFrame(tree.stack, 10, 20, 20, 100)

        tree.stack.alignment = .top
        layOut(tree.root)
        expectFrame(a, 0, 0, 20, 10)
        expectFrame(h, 20, 0, 0, 100)
        expectFrame(tree.stack, 10, 20, 20, 10)
    }

    /// Every view hidden in a stack laid out within its margins and sized by nothing else:
    /// the stack has no size (its canvas fit at 49 both ways; UIKit leaves this ambiguous),
    /// so its margins guide is 16 x 12 smaller than nothing; the hidden views sit at the
    /// margins' top leading corner. Shown again, the stack is its views and margins.
    @Test func everyViewHiddenWithinMargins() {
        let views = [IntrinsicSizeView("a", 20, 10), IntrinsicSizeView("b", 30, 10)]
        let tree = placedStack(views, axis: .horizontal) {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = EdgeInsets(top: 4, left: 6, bottom: 8, right: 10)
            $0.spacing = 5
        }
        layOut(tree.root)
        expectFrame(tree.stack, 10, 20, 71, 22)
        for view in views { view.isHidden = true }
        layOut(tree.root)
        expectFrame(tree.stack, 10, 20, 0, 0)
        expectFrame(views[0], 6, 4, 0, 10)
        expectFrame(views[1], 6, 4, 0, 10)
        #expect(tree.stack.layoutMarginsGuide.layoutFrame == CGRect(x: 6, y: 4, width: -16, height: -12))
        views[1].isHidden = false
        layOut(tree.root)
        expectFrame(tree.stack, 10, 20, 46, 22)
        expectFrame(views[0], 6, 4, 0, 10)
        expectFrame(views[1], 6, 4, 30, 10)
    }

    /// Margins-relative arrangement turned on after a layout of an equal-centering baseline
    /// row: as a fresh row.
    @Test func turningOnMarginsOfAnEqualCenteringBaselineRow() {
        func configure(_ stack: StackView) {
            stack.alignment = .lastBaseline
            stack.distribution = .equalCentering
            stack.spacing = 4
            stack.layoutMargins = EdgeInsets(top: 3, left: 5, bottom: 7, right: 9)
        }
        let labels = threeLabels()
        let tree = placedStack(labels, axis: .horizontal, width: 100, height: 50, configure: configure)
        layOut(tree.root)
        // Centers equally spaced: 5, 50, 95; the row against the top (last baselines), b's
        // baseline at 16.
        expectFrame(labels[0], 0, 8, 10, 12)
        expectFrame(labels[1], 40, 0, 20, 24)
        expectFrame(labels[2], 90, 8, 10, 12)
        tree.stack.isLayoutMarginsRelativeArrangement = true
        layOut(tree.root)
        // Within 5...91 and from 3: centers at 10, 48, 86, b's baseline at 19.
        expectFrame(labels[0], 5, 11, 10, 12)
        expectFrame(labels[1], 38, 3, 20, 24)
        expectFrame(labels[2], 81, 11, 10, 12)
        let fresh = placedStack(threeLabels(), axis: .horizontal, width: 100, height: 50) {
            configure($0)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        expectSameAsFresh(tree, fresh)
    }

    /// The view a column's first baseline came from, in a baseline row, removed from the
    /// column, then another moved from the row into the column: the row follows the column's
    /// new first view, with no diagnostic.
    @Test func theViewAColumnsBaselineCameFromLeavesIt() {
        let p = makeLabel("p", "cd", in: nil, fontSize: 20), q = makeLabel("q", "ab", in: nil, fontSize: 10)
        let r = makeLabel("r", "ef", in: nil, fontSize: 10)
        let column = StackView(arrangedSubviews: [p, q])
        column.name = "column"
        column.axis = .vertical
        column.alignment = .leading
        let tree = placedStack([column, r], axis: .horizontal) {
            $0.alignment = .firstBaseline
            $0.spacing = 5
        }
        layOut(tree.root)
        expectFrame(column, 0, 0, 20, 36)
        expectFrame(r, 25, 8, 10, 12)

        let removal = LayoutDiagnostics.record {
            p.removeFromSuperview()
            tree.root.layoutIfNeeded()
        }
        #expect(removal.isEmpty, "\(removal)")
        expectFrame(column, 0, 0, 10, 12)
        expectFrame(q, 0, 0, 10, 12)
        expectFrame(r, 15, 0, 10, 12)
        expectFrame(tree.stack, 10, 20, 25, 12)

        // r moves to the top of the column: the row is the column alone.
        let move = LayoutDiagnostics.record {
            column.insertArrangedSubview(r, at: 0)
            tree.root.layoutIfNeeded()
        }
        #expect(move.isEmpty, "\(move)")
        #expect(tree.stack.arrangedSubviews.map(\.name) == ["column"])
        expectFrame(r, 0, 0, 10, 12)
        expectFrame(q, 0, 12, 10, 12)
        expectFrame(column, 0, 0, 10, 24)
        expectFrame(tree.stack, 10, 20, 10, 24)
    }
}
