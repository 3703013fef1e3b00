import Testing
@testable import AutoLayout

@Suite struct StackViewTests {
    /// `fill`: the view with the lowest hugging priority takes the room left.
    @Test func fillStretchesTheViewThatHugsLeast() {
        let a = IntrinsicSizeView("a", 50, 20), b = IntrinsicSizeView("b", 60, 20), c = IntrinsicSizeView("c", 40, 20)
        a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        c.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        let (root, stack) = placedStack([a, b, c], width: 300, height: 44)
        stack.spacing = 10
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 300, height: 44))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 44))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 190, height: 44))
        #expect(c.frame == CGRect(x: 260, y: 0, width: 40, height: 44))
        #expect(stack.arrangedSubviews.map { $0.name } == ["a", "b", "c"])
        #expect(!a.translatesAutoresizingMaskIntoConstraints)
    }

    /// Without a width of its own, the stack is as long as its views and spaces.
    @Test func aStackWithoutALengthTakesItsViews() {
        let a = IntrinsicSizeView("a", 50, 20), b = IntrinsicSizeView("b", 60, 30)
        let (root, stack) = placedStack([a, b], width: nil, height: 30)
        stack.spacing = 8
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 118, height: 30))
        #expect(b.frame == CGRect(x: 58, y: 0, width: 60, height: 30))
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let views = [IntrinsicSizeView("a", 10, 10), IntrinsicSizeView("b", 80, 10), IntrinsicSizeView("c", 30, 10)]
        let (root, stack) = placedStack(views, width: 300, height: 40)
        stack.distribution = .fillEqually
        stack.spacing = 15
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 90, height: 40),
            CGRect(x: 105, y: 0, width: 90, height: 40),
            CGRect(x: 210, y: 0, width: 90, height: 40),
        ])
    }

    /// `fillProportionally`: the length less the spaces (280), shared 20 : 30 : 50.
    @Test func fillProportionallySharesByIntrinsicLength() {
        let views = [IntrinsicSizeView("a", 20, 10), IntrinsicSizeView("b", 30, 10), IntrinsicSizeView("c", 50, 10)]
        let (root, stack) = placedStack(views, width: 300, height: 40)
        stack.distribution = .fillProportionally
        stack.spacing = 10
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 56, height: 40),
            CGRect(x: 66, y: 0, width: 84, height: 40),
            CGRect(x: 160, y: 0, width: 140, height: 40),
        ])
    }

    /// `equalSpacing`: the views keep their lengths, the two spaces are (300 - 150) / 2.
    @Test func equalSpacingSharesTheRoomBetweenTheViews() {
        let views = [IntrinsicSizeView("a", 40, 10), IntrinsicSizeView("b", 60, 10), IntrinsicSizeView("c", 50, 10)]
        let (root, stack) = placedStack(views, width: 300, height: 40)
        stack.distribution = .equalSpacing
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 40, height: 40),
            CGRect(x: 115, y: 0, width: 60, height: 40),
            CGRect(x: 250, y: 0, width: 50, height: 40),
        ])
    }

    /// `equalCentering`: centers at 20, 147.5 and 275.
    @Test func equalCenteringSpacesTheCenters() {
        let views = [IntrinsicSizeView("a", 40, 10), IntrinsicSizeView("b", 60, 10), IntrinsicSizeView("c", 50, 10)]
        let (root, stack) = placedStack(views, width: 300, height: 40)
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        #expect(views.map(\.frame.midX) == [20, 147.5, 275])
        #expect(views.map(\.frame.width) == [40, 60, 50])
    }

    /// A vertical stack, centered across: as wide as it is pinned, as tall as its views.
    @Test func verticalCenterAlignment() {
        let a = IntrinsicSizeView("a", 40, 20), b = IntrinsicSizeView("b", 60, 30)
        let (root, stack) = placedStack([a, b], width: 100, height: nil)
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 5
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 100, height: 55))
        #expect(a.frame == CGRect(x: 30, y: 0, width: 40, height: 20))
        #expect(b.frame == CGRect(x: 20, y: 25, width: 60, height: 30))
    }

    /// `top` and `bottom` in a horizontal stack: the stack is as tall as its tallest view
    /// when nothing else sets its height.
    @Test func topAndBottomAlignmentsFitTheStackToTheTallestView() {
        let a = IntrinsicSizeView("a", 40, 20), b = IntrinsicSizeView("b", 60, 30)
        let (root, stack) = placedStack([a, b], width: nil, height: nil)
        stack.alignment = .top
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 100, height: 30))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(b.frame == CGRect(x: 40, y: 0, width: 60, height: 30))
        stack.alignment = .bottom
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 10, width: 40, height: 20))
        #expect(b.frame == CGRect(x: 40, y: 0, width: 60, height: 30))
    }

    /// `firstBaseline`: a 10-point label's baseline is 8 below its top, a 20-point one's 16.
    @Test func firstBaselineAlignmentLinesUpTheBaselines() {
        let small = makeLabel("small", "ab", in: nil, fontSize: 10)
        let large = makeLabel("large", "cd", in: nil, fontSize: 20)
        let (root, stack) = placedStack([small, large], width: nil, height: nil)
        stack.alignment = .firstBaseline
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(small.frame == CGRect(x: 0, y: 8, width: 10, height: 12))
        #expect(large.frame == CGRect(x: 10, y: 0, width: 20, height: 24))
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 30, height: 24))
    }

    /// A hidden view takes no room and no spacing (it sits in the middle of the space it
    /// closed, as UIKit places it); shown again, it has its share back.
    @Test func hiddenViewsCloseUp() {
        let views = [IntrinsicSizeView("a", 10, 10), IntrinsicSizeView("b", 10, 10), IntrinsicSizeView("c", 10, 10)]
        let (root, stack) = placedStack(views, width: 300, height: 40)
        stack.distribution = .fillEqually
        stack.spacing = 15
        root.layoutIfNeeded()
        views[1].isHidden = true
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 142.5, height: 40))
        #expect(views[1].frame == CGRect(x: 150, y: 0, width: 0, height: 40))
        #expect(views[2].frame == CGRect(x: 157.5, y: 0, width: 142.5, height: 40))
        views[1].isHidden = false
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 105, 210])
        #expect(views.map(\.frame.width) == [90, 90, 90])
    }

    @Test func layoutMarginsRelativeArrangement() {
        let views = [IntrinsicSizeView("a", 10, 10), IntrinsicSizeView("b", 10, 10)]
        let (root, stack) = placedStack(views, width: 200, height: 60)
        stack.distribution = .fillEqually
        stack.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 30)
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == [
            CGRect(x: 10, y: 5, width: 80, height: 40),
            CGRect(x: 90, y: 5, width: 80, height: 40),
        ])
    }

    /// A custom spacing after one view; `spacingUseDefault` gives the stack's back, and
    /// `spacingUseSystem` the system spacing (8).
    @Test func customSpacingAfterAView() {
        let views = [IntrinsicSizeView("a", 20, 10), IntrinsicSizeView("b", 20, 10), IntrinsicSizeView("c", 20, 10)]
        let (root, stack) = placedStack(views, width: nil, height: 10)
        stack.spacing = 4
        stack.setCustomSpacing(30, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 30)
        #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 50, 74])
        stack.setCustomSpacing(StackView.spacingUseDefault, after: views[0])
        stack.setCustomSpacing(StackView.spacingUseSystem, after: views[1])
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 24, 52])
        #expect(stack.frame.width == 72)
    }

    /// As UIKit: `removeArrangedSubview` keeps the view a subview; removing it from the
    /// stack takes it out of the arrangement too. Neither reports anything.
    @Test func removingArrangedViews() {
        let a = IntrinsicSizeView("a", 20, 10), b = IntrinsicSizeView("b", 30, 10), c = IntrinsicSizeView("c", 40, 10)
        let (root, stack) = placedStack([a, b, c], width: nil, height: 10)
        root.layoutIfNeeded()
        let diagnostics = LayoutDiagnostics.record {
            stack.removeArrangedSubview(b)
            root.layoutIfNeeded()
            #expect(stack.arrangedSubviews.map { $0.name } == ["a", "c"])
            #expect(stack.subviews.map { $0.name } == ["a", "b", "c"])
            #expect(c.frame.minX == 20)
            #expect(stack.frame.width == 60)
            a.removeFromSuperview()
            root.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty)
        #expect(stack.arrangedSubviews.map { $0.name } == ["c"])
        #expect(stack.subviews.map { $0.name } == ["b", "c"])
        #expect(c.frame.minX == 0)
        #expect(stack.frame.width == 40)
        #expect(stack.constraints.allSatisfy { $0.firstItem !== a && $0.secondItem !== a })
    }

    /// Inserting puts the view at its index (moving it when it is arranged already).
    @Test func insertingAndMovingArrangedViews() {
        let a = IntrinsicSizeView("a", 20, 10), b = IntrinsicSizeView("b", 30, 10), c = IntrinsicSizeView("c", 40, 10)
        let (root, stack) = placedStack([a, b], width: nil, height: 10)
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews.map { $0.name } == ["c", "a", "b"])
        stack.addArrangedSubview(c)
        #expect(stack.arrangedSubviews.map { $0.name } == ["a", "b", "c"])
        stack.insertArrangedSubview(a, at: 99)
        #expect(stack.arrangedSubviews.map { $0.name } == ["b", "c", "a"])
        root.layoutIfNeeded()
        #expect([b, c, a].map(\.frame.minX) == [0, 30, 70])
        #expect(stack.frame.width == 90)
    }

    /// The arrangement follows a change of axis and its constraints are named as UIKit's.
    @Test func changingTheAxisRemakesTheArrangement() {
        let a = IntrinsicSizeView("a", 20, 10), b = IntrinsicSizeView("b", 30, 15)
        let (root, stack) = placedStack([a, b], width: nil, height: nil)
        stack.alignment = .leading
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 50, height: 15))
        stack.axis = .vertical
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 30, height: 25))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(b.frame == CGRect(x: 0, y: 10, width: 30, height: 15))
        let names = Set(stack.arrangementConstraintsForDebugging.compactMap(\.identifier))
        #expect(names == ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-canvas-fit", "UISV-ambiguity-suppression"])
    }

    /// A stack filled before it is in a tree arranges its views once it is in one.
    @Test func aStackFilledBeforeItJoinsATree() {
        let a = IntrinsicSizeView("a", 20, 10), b = IntrinsicSizeView("b", 30, 10)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.spacing = 5
        b.isHidden = true
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 300, y: 470, width: 20, height: 10))
        b.isHidden = false
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 265, y: 470, width: 55, height: 10))
        #expect(b.frame == CGRect(x: 25, y: 0, width: 30, height: 10))
    }

    /// Right to left, a horizontal stack runs from the right edge.
    @Test func rightToLeftRunsFromTheRight() {
        let a = IntrinsicSizeView("a", 20, 10), b = IntrinsicSizeView("b", 30, 10)
        let (root, stack) = placedStack([a, b], width: 100, height: 10)
        stack.distribution = .equalSpacing
        root.semanticContentAttribute = .forceRightToLeft
        stack.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 80, y: 0, width: 20, height: 10))
        #expect(b.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    /// A vertical stack of horizontal rows, each row as tall as its tallest view.
    @Test func nestedStacks() {
        let rows = (0..<3).map { index in
            StackView(arrangedSubviews: [IntrinsicSizeView("l\(index)", 40, 10 + CGFloat(index) * 5), IntrinsicSizeView("r\(index)", 60, 12)])
        }
        for row in rows {
            row.alignment = .center
            row.distribution = .equalSpacing
        }
        let (root, column) = placedStack(rows, width: 200, height: nil)
        column.axis = .vertical
        column.spacing = 2
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(rows.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 200, height: 12),
            CGRect(x: 0, y: 14, width: 200, height: 15),
            CGRect(x: 0, y: 31, width: 200, height: 20),
        ])
        #expect(column.frame == CGRect(x: 10, y: 20, width: 200, height: 51))
        #expect(rows[2].arrangedSubviews.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 40, height: 20),
            CGRect(x: 140, y: 4, width: 60, height: 12),
        ])
    }

    /// The stack, its views, its constraints and its guides are freed with the tree.
    @Test func aStackIsFreedWithItsTree() {
        weak var weakStack: StackView?
        weak var weakView: View?
        weak var weakConstraint: LayoutConstraint?
        weak var weakGuide: LayoutGuide?
        do {
            let views = [IntrinsicSizeView("a", 10, 10), IntrinsicSizeView("b", 10, 10), IntrinsicSizeView("c", 10, 10)]
            let (root, stack) = placedStack(views, width: 100, height: 10)
            stack.distribution = .equalSpacing
            root.layoutIfNeeded()
            weakStack = stack
            weakView = views[1]
            weakConstraint = stack.arrangementConstraintsForDebugging.first
            weakGuide = stack.layoutGuides.first
            #expect(weakConstraint != nil && weakGuide != nil)
            #expect(views.map(\.frame.minX) == [0, 45, 90])
        }
        #expect(weakStack == nil)
        #expect(weakView == nil)
        #expect(weakConstraint == nil)
        #expect(weakGuide == nil)
    }

    /// `fillProportionally` shares the length again when a label's text changes its width.
    @Test func proportionalSharesFollowTheViewsIntrinsicLengths() {
        let left = makeLabel("left", "aaaa", in: nil, fontSize: 10)
        let right = makeLabel("right", "bbbbbbbbbbbb", in: nil, fontSize: 10)
        let (root, stack) = placedStack([left, right], width: 200, height: 20)
        stack.distribution = .fillProportionally
        root.layoutIfNeeded()
        #expect(left.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(right.frame == CGRect(x: 50, y: 0, width: 150, height: 20))
        left.text = "aaaaaaaaaaaa"
        root.layoutIfNeeded()
        #expect(left.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(right.frame == CGRect(x: 100, y: 0, width: 100, height: 20))
    }

    /// UIKit's idiom for taking a view out of a stack, `removeArrangedSubview` then
    /// `removeFromSuperview` with no layout in between, reports nothing.
    @Test func removeArrangedThenRemoveFromSuperview() {
        let a = IntrinsicSizeView("a", 20, 10), b = IntrinsicSizeView("b", 30, 10), c = IntrinsicSizeView("c", 40, 10)
        let (root, stack) = placedStack([a, b, c], width: nil, height: 10)
        stack.spacing = 5
        root.layoutIfNeeded()
        let diagnostics = LayoutDiagnostics.record {
            stack.removeArrangedSubview(b)
            b.removeFromSuperview()
            root.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty)
        #expect(stack.subviews.map { $0.name } == ["a", "c"])
        #expect(c.frame == CGRect(x: 25, y: 0, width: 40, height: 10))
        #expect(stack.frame.width == 65)
    }

    /// A superview's `updateConstraints()` that changes a stack below it (whose own update
    /// came first, subviews before superviews) still gets the new arrangement in that layout.
    @Test func aStackChangedByItsSuperviewsUpdatePass() {
        final class Container: View {
            let stack = StackView()
            var pendingView: View?
            override func updateConstraints() {
                if let view = pendingView {
                    stack.addArrangedSubview(view)
                    pendingView = nil
                }
                super.updateConstraints()
            }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = Container(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        root.addSubview(container)
        let stack = container.stack
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            stack.heightAnchor.constraint(equalToConstant: 20),
        ])
        stack.addArrangedSubview(IntrinsicSizeView("a", 30, 10))
        root.layoutIfNeeded()
        #expect(stack.frame.width == 30)
        let b = IntrinsicSizeView("b", 40, 10)
        container.pendingView = b
        container.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 30, y: 0, width: 40, height: 20))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 70, height: 20))
    }
}
