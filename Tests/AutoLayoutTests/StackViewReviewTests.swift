import Testing
@testable import AutoLayout

// Adversarial review of `StackView` against UIKit's documented `UIStackView` behaviour. Every
// expected frame below was worked out by hand from the constraints UIKit's stack makes
// (edges to the first and last visible view, spacing between neighbours, the distribution's
// and alignment's constraints) and the views' intrinsic sizes, hugging (250) and compression
// resistance (750).

private func reviewRoot() -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.name = "root"
    return root
}

/// A stack in `root` with its top left at (x, y) and the given width and height (nil: left to
/// its views). Returns the width and height constraints made.
@discardableResult
private func place(
    _ stack: StackView, in root: View, x: CGFloat = 10, y: CGFloat = 20, width: CGFloat? = nil, height: CGFloat? = nil
) -> (width: LayoutConstraint?, height: LayoutConstraint?) {
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    var constraints = [
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
    ]
    let w = width.map { stack.widthAnchor.constraint(equalToConstant: $0) }
    let h = height.map { stack.heightAnchor.constraint(equalToConstant: $0) }
    if let w { constraints.append(w) }
    if let h { constraints.append(h) }
    LayoutConstraint.activate(constraints)
    return (w, h)
}

private func named(_ name: String, _ views: [View]) -> StackView {
    let stack = StackView(arrangedSubviews: views)
    stack.name = name
    return stack
}

private func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

@Suite struct StackViewReviewTests {
    // MARK: Scroll view

    /// A vertical stack as a scroll view's content (pinned to its content area, as wide as its
    /// frame): the stack defines the content size; hiding views shrinks it.
    @Test func aVerticalStackInsideAScrollView() {
        let root = reviewRoot()
        let scroll = ScrollView()
        scroll.name = "scroll"
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let views = (0..<5).map { IntrinsicSizeView("v\($0)", 50, 100) }
        let stack = named("stack", views)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.widthAnchor),
        ])
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect(scroll.frame == rect(0, 0, 320, 480))
        #expect(stack.frame == rect(0, 0, 320, 540))
        #expect(views.map(\.frame) == (0..<5).map { rect(0, CGFloat($0) * 110, 320, 100) })
        #expect(scroll.contentSize == CGSize(width: 320, height: 540))
        #expect(!stack.hasAmbiguousLayout)
        #expect(views.allSatisfy { !$0.hasAmbiguousLayout })

        views[0].isHidden = true
        views[4].isHidden = true
        let again = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(again.map(\.kind) == [])
        #expect(stack.frame == rect(0, 0, 320, 320))
        #expect(views[1...3].map(\.frame) == [rect(0, 0, 320, 100), rect(0, 110, 320, 100), rect(0, 220, 320, 100)])
        #expect(views[0].frame.height == 0 && views[4].frame.height == 0)
        #expect(scroll.contentSize == CGSize(width: 320, height: 320))
    }

    // MARK: Arranged views with constraints of their own

    /// A view without intrinsic size but a width constraint of its own; the view that hugs
    /// least takes the rest. Changing the constraint's constant re-shares the length.
    @Test func arrangedViewsWithTheirOwnWidthConstraints() {
        let root = reviewRoot()
        let a = View(); a.name = "a"
        let b = IntrinsicSizeView("b", 50, 20), c = IntrinsicSizeView("c", 60, 20)
        c.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        let stack = named("stack", [a, b, c])
        place(stack, in: root, width: 300, height: 40)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect([a, b, c].map(\.frame) == [rect(0, 0, 100, 40), rect(100, 0, 140, 40), rect(240, 0, 60, 40)])
        #expect(![a, b, c, stack].contains { $0.hasAmbiguousLayout })
        width.constant = 150
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame) == [rect(0, 0, 150, 40), rect(150, 0, 90, 40), rect(240, 0, 60, 40)])
    }

    /// `fill` with views that do not fit: the one with the lower compression resistance gives.
    @Test func fillCompressesTheViewThatResistsLeast() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 80, 10), b = IntrinsicSizeView("b", 80, 10)
        a.setContentCompressionResistancePriority(LayoutPriority(751), for: .horizontal)
        let stack = named("stack", [a, b])
        place(stack, in: root, width: 100, height: 10)
        root.layoutIfNeeded()
        #expect([a, b].map(\.frame) == [rect(0, 0, 80, 10), rect(80, 0, 20, 10)])
        stack.spacing = 10
        root.layoutIfNeeded()
        #expect([a, b].map(\.frame) == [rect(0, 0, 80, 10), rect(90, 0, 10, 10)])
        a.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        root.layoutIfNeeded()
        #expect([a, b].map(\.frame) == [rect(0, 0, 10, 10), rect(20, 0, 80, 10)])
    }

    // MARK: Hidden views

    /// `equalSpacing` with a hidden view and a custom spacing that does not bind: the hidden
    /// view takes no room and no space; showing it and hiding another re-shares the spaces.
    @Test func equalSpacingWithHiddenViewsAndCustomSpacing() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 40, 10), b = IntrinsicSizeView("b", 60, 10), c = IntrinsicSizeView("c", 50, 10), d = IntrinsicSizeView("d", 30, 10)
        let stack = named("stack", [a, b, c, d])
        stack.distribution = .equalSpacing
        place(stack, in: root, width: 300, height: 10)
        stack.setCustomSpacing(30, after: a)
        b.isHidden = true
        var diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        // (300 - 120) / 2 = 90 between a, c and d.
        #expect([a, c, d].map(\.frame) == [rect(0, 0, 40, 10), rect(130, 0, 50, 10), rect(270, 0, 30, 10)])
        #expect(b.frame.width == 0)
        b.isHidden = false
        c.isHidden = true
        diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        // (300 - 130) / 2 = 85 between a, b and d.
        #expect([a, b, d].map(\.frame) == [rect(0, 0, 40, 10), rect(125, 0, 60, 10), rect(270, 0, 30, 10)])
        c.isHidden = false
        root.layoutIfNeeded()
        // (300 - 180) / 3 = 40 >= 30.
        #expect([a, b, c, d].map(\.frame.minX) == [0, 80, 180, 270])
    }

    /// `equalCentering` with a hidden view in the middle: the visible views' centers are
    /// equally spaced (20, 147.5, 275).
    @Test func equalCenteringSkipsHiddenViews() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 40, 10), hidden = IntrinsicSizeView("hidden", 70, 10), c = IntrinsicSizeView("c", 60, 10), d = IntrinsicSizeView("d", 50, 10)
        let stack = named("stack", [a, hidden, c, d])
        stack.distribution = .equalCentering
        place(stack, in: root, width: 300, height: 10)
        hidden.isHidden = true
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect([a, c, d].map(\.frame.midX) == [20, 147.5, 275])
        #expect([a, c, d].map(\.frame.width) == [40, 60, 50])
        #expect(hidden.frame.width == 0)
    }

    /// Toggling `isHidden` several times, with and without layouts in between: the frames
    /// follow the last state and the stack's constraints do not pile up.
    @Test func togglingHiddenManyTimes() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 50, 10), b = IntrinsicSizeView("b", 60, 10), c = IntrinsicSizeView("c", 70, 10)
        let stack = named("stack", [a, b, c])
        stack.spacing = 5
        place(stack, in: root, height: 10)
        root.layoutIfNeeded()
        #expect(stack.frame == rect(10, 20, 190, 10))
        #expect([a, b, c].map(\.frame.minX) == [0, 55, 120])
        let constraintCount = stack.constraints.count
        let arrangementCount = stack.arrangementConstraintsForDebugging.count

        let diagnostics = LayoutDiagnostics.record {
            b.isHidden = true
            root.layoutIfNeeded()
            #expect(stack.frame == rect(10, 20, 125, 10))
            #expect([a, c].map(\.frame) == [rect(0, 0, 50, 10), rect(55, 0, 70, 10)])
            #expect(b.frame.width == 0)
            b.isHidden = false
            b.isHidden = true
            b.isHidden = false
            c.isHidden = true
            c.isHidden = true
            root.layoutIfNeeded()
            #expect(stack.frame == rect(10, 20, 115, 10))
            #expect([a, b].map(\.frame) == [rect(0, 0, 50, 10), rect(55, 0, 60, 10)])
            #expect(c.frame.width == 0)
            c.isHidden = false
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [])
        #expect(stack.frame == rect(10, 20, 190, 10))
        #expect([a, b, c].map(\.frame) == [rect(0, 0, 50, 10), rect(55, 0, 60, 10), rect(120, 0, 70, 10)])
        #expect(stack.constraints.count == constraintCount)
        #expect(stack.arrangementConstraintsForDebugging.count == arrangementCount)
    }

    /// Every arranged view hidden: the stack collapses to zero length along its axis (as
    /// UIKit's, whose canvas stays connected to the hidden views), so the view below it moves
    /// up; its layout is not ambiguous. A weak pull on its height must not open it again.
    @Test func hidingEveryViewCollapsesTheStack() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 40, 20), b = IntrinsicSizeView("b", 40, 30)
        let stack = named("stack", [a, b])
        stack.axis = .vertical
        stack.spacing = 5
        place(stack, in: root, width: 100)
        let footer = View(); footer.name = "footer"
        footer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(footer)
        let weakPull = stack.heightAnchor.constraint(equalToConstant: 77)
        weakPull.priority = LayoutPriority(1)
        LayoutConstraint.activate([
            footer.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 10),
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 10),
            footer.heightAnchor.constraint(equalToConstant: 10),
            weakPull,
        ])
        root.layoutIfNeeded()
        #expect(stack.frame == rect(10, 20, 100, 55))
        #expect(footer.frame == rect(0, 85, 10, 10))

        a.isHidden = true
        b.isHidden = true
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        // With every arranged view hidden the stack's end is tied to the last of them: no length.
        #expect(stack.frame == rect(10, 20, 100, 0))
        #expect(footer.frame == rect(0, 30, 10, 10))
        #expect(!stack.hasAmbiguousLayout)
        #expect(a.frame.height == 0 && b.frame.height == 0)

        a.isHidden = false
        root.layoutIfNeeded()
        #expect(stack.frame == rect(10, 20, 100, 20))
        #expect(footer.frame == rect(0, 50, 10, 10))
    }

    /// A nested horizontal stack hidden in a vertical one: it takes no height and no spacing;
    /// nothing conflicts (its own spacing runs across the outer axis).
    @Test func hidingANestedStack() {
        let root = reviewRoot()
        let x = IntrinsicSizeView("x", 20, 15), y = IntrinsicSizeView("y", 30, 15)
        let inner = named("inner", [x, y])
        inner.spacing = 10
        let header = IntrinsicSizeView("header", 50, 10), footer = IntrinsicSizeView("footer", 40, 10)
        let outer = named("outer", [header, inner, footer])
        outer.axis = .vertical
        outer.spacing = 5
        place(outer, in: root, width: 100)
        root.layoutIfNeeded()
        #expect([header, inner, footer].map(\.frame) == [rect(0, 0, 100, 10), rect(0, 15, 100, 15), rect(0, 35, 100, 10)])
        #expect(outer.frame == rect(10, 20, 100, 45))
        inner.isHidden = true
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect([header, footer].map(\.frame) == [rect(0, 0, 100, 10), rect(0, 15, 100, 10)])
        #expect(inner.frame.height == 0)
        #expect(outer.frame == rect(10, 20, 100, 25))
    }

    // MARK: Moving views and stacks

    /// `addArrangedSubview` on a second stack moves the view there: the first stack closes
    /// up and forgets the view's custom spacing; nothing is reported. Moving it back with
    /// `insertArrangedSubview(_:at:)` works the same way.
    @Test func movingAnArrangedViewToAnotherStack() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 20, 10), b = IntrinsicSizeView("b", 30, 10), c = IntrinsicSizeView("c", 40, 10), d = IntrinsicSizeView("d", 50, 10)
        let first = named("first", [a, b, c]), second = named("second", [d])
        place(first, in: root, height: 10)
        place(second, in: root, y: 100, height: 10)
        first.setCustomSpacing(7, after: b)
        root.layoutIfNeeded()
        #expect(first.frame == rect(10, 20, 97, 10))
        #expect([a, b, c].map(\.frame.minX) == [0, 20, 57])

        let diagnostics = LayoutDiagnostics.record {
            second.addArrangedSubview(b)
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [])
        #expect(first.arrangedSubviews.map(\.name) == ["a", "c"])
        #expect(first.subviews.map(\.name) == ["a", "c"])
        #expect(second.arrangedSubviews.map(\.name) == ["d", "b"])
        #expect(second.subviews.map(\.name) == ["d", "b"])
        #expect(first.customSpacing(after: b) == StackView.spacingUseDefault)
        #expect(second.customSpacing(after: b) == StackView.spacingUseDefault)
        #expect(first.frame == rect(10, 20, 60, 10))
        #expect(c.frame == rect(20, 0, 40, 10))
        #expect(second.frame == rect(10, 100, 80, 10))
        #expect(b.frame == rect(50, 0, 30, 10))

        let back = LayoutDiagnostics.record {
            first.insertArrangedSubview(b, at: 0)
            root.layoutIfNeeded()
        }
        #expect(back.map(\.kind) == [])
        #expect(first.arrangedSubviews.map(\.name) == ["b", "a", "c"])
        #expect([b, a, c].map(\.frame) == [rect(0, 0, 30, 10), rect(30, 0, 20, 10), rect(50, 0, 40, 10)])
        #expect(first.frame == rect(10, 20, 90, 10))
        #expect(second.frame == rect(10, 100, 50, 10))
        #expect(second.arrangedSubviews.map(\.name) == ["d"])
    }

    /// Bringing an arranged view to the front (or adding it again) changes the drawing order
    /// only: the arrangement stays.
    @Test func reorderingSubviewsKeepsTheArrangement() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 20, 10), b = IntrinsicSizeView("b", 30, 10), c = IntrinsicSizeView("c", 40, 10)
        let stack = named("stack", [a, b, c])
        place(stack, in: root, height: 10)
        root.layoutIfNeeded()
        stack.addSubview(a)
        stack.sendSubviewToBack(c)
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect(stack.subviews.map(\.name) == ["c", "b", "a"])
        #expect(stack.arrangedSubviews.map(\.name) == ["a", "b", "c"])
        #expect([a, b, c].map(\.frame.minX) == [0, 20, 50])
    }

    /// The stack itself removed from its superview: only the constraints that tied it to the
    /// old tree go (none of its own); added back elsewhere, with a change made while it was
    /// out, it arranges its views again.
    @Test func removingTheStackAndAddingItBackAfterAChange() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 20, 10), b = IntrinsicSizeView("b", 30, 10)
        let stack = named("stack", [a, b])
        stack.spacing = 5
        place(stack, in: root, height: 10)
        root.layoutIfNeeded()
        #expect(stack.frame == rect(10, 20, 55, 10))
        let removal = LayoutDiagnostics.record { stack.removeFromSuperview() }
        #expect(removal.map(\.kind) == [.constraintsRemovedWithView])
        #expect(removal.first?.constraints.count == 2)
        #expect(removal.flatMap(\.constraints).allSatisfy { !($0.identifier ?? "").hasPrefix("UISV-") })
        #expect(stack.arrangementConstraintsForDebugging.allSatisfy { $0.isActive })

        b.isHidden = true
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
        ])
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect(stack.frame == rect(290, 30, 20, 10))
        #expect(a.frame == rect(0, 0, 20, 10))
        #expect(b.frame.width == 0)
    }

    /// The same without any change while it was out: the arrangement made before still holds
    /// in the new tree.
    @Test func removingTheStackAndAddingItBackUnchanged() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 20, 10), b = IntrinsicSizeView("b", 30, 10)
        let stack = named("stack", [a, b])
        stack.spacing = 5
        place(stack, in: root, height: 10)
        root.layoutIfNeeded()
        stack.removeFromSuperview()
        let other = reviewRoot()
        place(stack, in: other, x: 100, y: 200)
        let diagnostics = LayoutDiagnostics.record { other.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect(stack.frame == rect(100, 200, 55, 10))
        #expect([a, b].map(\.frame) == [rect(0, 0, 20, 10), rect(25, 0, 30, 10)])
        #expect(!stack.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    // MARK: Changing the stack after layout

    /// Spacing, distribution, alignment and axis changed one after the other, each followed
    /// by a layout.
    @Test func changingPropertiesAfterLayout() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 40, 20), b = IntrinsicSizeView("b", 60, 30)
        b.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        b.setContentHuggingPriority(LayoutPriority(249), for: .vertical)
        let stack = named("stack", [a, b])
        let (_, height) = place(stack, in: root, width: 200, height: 50)
        let diagnostics = LayoutDiagnostics.record {
            root.layoutIfNeeded()
            #expect([a, b].map(\.frame) == [rect(0, 0, 40, 50), rect(40, 0, 160, 50)])
            stack.spacing = 20
            root.layoutIfNeeded()
            #expect([a, b].map(\.frame) == [rect(0, 0, 40, 50), rect(60, 0, 140, 50)])
            stack.distribution = .fillEqually
            root.layoutIfNeeded()
            #expect([a, b].map(\.frame) == [rect(0, 0, 90, 50), rect(110, 0, 90, 50)])
            stack.alignment = .center
            root.layoutIfNeeded()
            #expect([a, b].map(\.frame) == [rect(0, 15, 90, 20), rect(110, 10, 90, 30)])
            stack.alignment = .bottom
            root.layoutIfNeeded()
            #expect([a, b].map(\.frame) == [rect(0, 30, 90, 20), rect(110, 20, 90, 30)])
            stack.distribution = .equalSpacing
            root.layoutIfNeeded()
            #expect([a, b].map(\.frame) == [rect(0, 30, 40, 20), rect(140, 20, 60, 30)])
            height?.constant = 100
            root.layoutIfNeeded()
            #expect([a, b].map(\.frame) == [rect(0, 80, 40, 20), rect(140, 70, 60, 30)])
            stack.axis = .vertical
            root.layoutIfNeeded()
            // Along y: 100 - 50 = 50 between them (>= 20); across: against the trailing edge.
            #expect([a, b].map(\.frame) == [rect(160, 0, 40, 20), rect(140, 70, 60, 30)])
            stack.distribution = .fill
            root.layoutIfNeeded()
            #expect([a, b].map(\.frame) == [rect(160, 0, 40, 20), rect(140, 40, 60, 60)])
            stack.alignment = .firstBaseline
            root.layoutIfNeeded()
            #expect([a, b].map(\.frame) == [rect(0, 0, 200, 20), rect(0, 40, 200, 60)])
        }
        #expect(diagnostics.map(\.kind) == [])
        #expect(stack.frame == rect(10, 20, 200, 100))
    }

    // MARK: Layout margins

    /// A vertical stack centered within its layout margins: the margins add to its height,
    /// and the views center between the left and right margins (x 20 ... 140, center 80).
    @Test func marginsRelativeVerticalCenter() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 40, 20), b = IntrinsicSizeView("b", 60, 30)
        let stack = named("stack", [a, b])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 5
        stack.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 60)
        stack.isLayoutMarginsRelativeArrangement = true
        place(stack, in: root, width: 200)
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect(stack.frame == rect(10, 20, 200, 95))
        #expect([a, b].map(\.frame) == [rect(60, 10, 40, 20), rect(50, 35, 60, 30)])
        stack.alignment = .leading
        root.layoutIfNeeded()
        #expect([a, b].map(\.frame) == [rect(20, 10, 40, 20), rect(20, 35, 60, 30)])
        stack.alignment = .trailing
        root.layoutIfNeeded()
        #expect([a, b].map(\.frame) == [rect(100, 10, 40, 20), rect(80, 35, 60, 30)])
        stack.alignment = .fill
        root.layoutIfNeeded()
        #expect([a, b].map(\.frame) == [rect(20, 10, 120, 20), rect(20, 35, 120, 30)])
        stack.alignment = .center
        stack.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(stack.frame == rect(10, 20, 200, 55))
        #expect([a, b].map(\.frame) == [rect(80, 0, 40, 20), rect(70, 25, 60, 30)])
        stack.isLayoutMarginsRelativeArrangement = false
        stack.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 60)
        root.layoutIfNeeded()
        #expect(stack.frame == rect(10, 20, 200, 55))
        #expect([a, b].map(\.frame) == [rect(80, 0, 40, 20), rect(70, 25, 60, 30)])
    }

    /// `fillProportionally` within margins (260 wide, 240 less the space), shared 1 : 3; one
    /// view hidden, the other fills the margins; a new intrinsic width shares 1 : 9.
    @Test func fillProportionallyWithinMarginsAndHiddenViews() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 10, 10), b = IntrinsicSizeView("b", 30, 10)
        let stack = named("stack", [a, b])
        stack.distribution = .fillProportionally
        stack.spacing = 20
        stack.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        stack.isLayoutMarginsRelativeArrangement = true
        place(stack, in: root, width: 300, height: 20)
        let diagnostics = LayoutDiagnostics.record {
            root.layoutIfNeeded()
            #expect([a, b].map(\.frame) == [rect(10, 0, 60, 20), rect(90, 0, 180, 20)])
            a.isHidden = true
            root.layoutIfNeeded()
            #expect(b.frame == rect(10, 0, 260, 20))
            a.isHidden = false
            b.size = CGSize(width: 90, height: 10)
            b.invalidateIntrinsicContentSize()
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [])
        #expect([a, b].map(\.frame) == [rect(10, 0, 24, 20), rect(54, 0, 216, 20)])
    }

    // MARK: Baselines

    /// Last and first baselines with a two-line label (wrapped at 25: "aaaa" / "bbbb", 20 x
    /// 24, baselines 8 and 20 below its top) beside a 20-point one-line label (20 x 24,
    /// baseline 16).
    @Test func baselineAlignmentWithAMultiLineLabel() {
        let root = reviewRoot()
        let multi = makeLabel("multi", "aaaa bbbb", in: nil, fontSize: 10, lines: 0)
        multi.preferredMaxLayoutWidth = 25
        let big = makeLabel("big", "cd", in: nil, fontSize: 20)
        #expect(multi.intrinsicContentSize == CGSize(width: 20, height: 24))
        let stack = named("stack", [multi, big])
        stack.alignment = .lastBaseline
        place(stack, in: root)
        var diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect(multi.frame == rect(0, 0, 20, 24))
        #expect(big.frame == rect(20, 4, 20, 24))
        #expect(stack.frame == rect(10, 20, 40, 28))
        stack.alignment = .firstBaseline
        diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect(multi.frame == rect(0, 8, 20, 24))
        #expect(big.frame == rect(20, 0, 20, 24))
        #expect(stack.frame == rect(10, 20, 40, 32))
    }

    /// A vertical stack with a baseline alignment lines its views up as `fill`.
    @Test func verticalBaselineAlignmentsActAsFill() {
        for alignment in [StackView.Alignment.firstBaseline, .lastBaseline] {
            let root = reviewRoot()
            let a = IntrinsicSizeView("a", 40, 20), b = IntrinsicSizeView("b", 60, 30)
            let stack = named("stack", [a, b])
            stack.axis = .vertical
            stack.alignment = alignment
            place(stack, in: root, width: 100)
            let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
            #expect(diagnostics.map(\.kind) == [])
            #expect([a, b].map(\.frame) == [rect(0, 0, 100, 20), rect(0, 20, 100, 30)])
            #expect(stack.frame == rect(10, 20, 100, 50))
        }
    }

    /// A vertical stack of two labels as an arranged view of a horizontal stack aligned on
    /// baselines: UIKit's vertical stack reports its first arranged view's first baseline and
    /// its last arranged view's last baseline (its `forFirstBaselineLayout` /
    /// `forLastBaselineLayout`).
    @Test func nestedVerticalStackBaselines() {
        let root = reviewRoot()
        let small = makeLabel("small", "ab", in: nil, fontSize: 10)  // 10 x 12, baseline 8
        let large = makeLabel("large", "cd", in: nil, fontSize: 20)  // 20 x 24, baseline 16
        let inner = named("inner", [small, large])
        inner.axis = .vertical  // 20 x 36
        let side = makeLabel("side", "xy", in: nil, fontSize: 20)  // 20 x 24, baseline 16
        let outer = named("outer", [inner, side])
        outer.alignment = .firstBaseline
        place(outer, in: root)
        root.layoutIfNeeded()
        // The inner stack's first baseline is its first arranged view's, as UIKit's.
        // inner.top + 8 == side.top + 16.
        #expect(inner.frame == rect(0, 8, 20, 36))
        #expect(side.frame == rect(20, 0, 20, 24))
        #expect(outer.frame.height == 44)
        outer.alignment = .lastBaseline
        root.layoutIfNeeded()
        // And its last baseline its last arranged view's.
        // inner.top + 12 + 16 == side.top + 16.
        #expect(inner.frame == rect(0, 0, 20, 36))
        #expect(side.frame == rect(20, 12, 20, 24))
        #expect(outer.frame.height == 36)
    }

    // MARK: Constraints across the stack's boundary

    /// An arranged view also constrained to views outside the stack: its width follows an
    /// outside view, a view outside lines up with another arranged view. Removing that one
    /// from the stack reports only the outside constraint, none of the stack's.
    @Test func arrangedViewsConstrainedToViewsOutsideTheStack() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 50, 20), b = IntrinsicSizeView("b", 60, 20)
        let stack = named("stack", [a, b])
        place(stack, in: root, height: 40)
        let ruler = View(), marker = View()
        ruler.name = "ruler"; marker.name = "marker"
        for view in [ruler, marker] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let markerLeading = marker.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        LayoutConstraint.activate([
            ruler.widthAnchor.constraint(equalToConstant: 120),
            ruler.heightAnchor.constraint(equalToConstant: 10),
            ruler.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            ruler.topAnchor.constraint(equalTo: root.topAnchor, constant: 200),
            a.widthAnchor.constraint(equalTo: ruler.widthAnchor),
            markerLeading,
            marker.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 5),
            marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        var diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect([a, b].map(\.frame) == [rect(0, 0, 120, 40), rect(120, 0, 60, 40)])
        #expect(stack.frame == rect(10, 20, 180, 40))
        #expect(marker.frame == rect(130, 65, 10, 10))
        diagnostics = LayoutDiagnostics.record {
            b.removeFromSuperview()
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [.constraintsRemovedWithView])
        #expect(diagnostics.first?.constraints.count == 1)
        #expect(diagnostics.first?.constraints.first === markerLeading)
        #expect(stack.arrangedSubviews.map(\.name) == ["a"])
        #expect(a.frame == rect(0, 0, 120, 40))
        #expect(stack.frame == rect(10, 20, 120, 40))
    }

    // MARK: Fitting size

    /// `systemLayoutSizeFitting` of a stack asks its arrangement, as UIKit's (whose stack
    /// makes its constraints as views are arranged): 40 + 10 + 60 by the tallest view.
    @Test func fittingSizeOfAFreshStack() {
        let a = IntrinsicSizeView("a", 40, 20), b = IntrinsicSizeView("b", 60, 30)
        let stack = named("stack", [a, b])
        stack.spacing = 10
        let size = stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        // Fitting runs the subtree's update pass first: the stack's arrangement is made.
        #expect(size == CGSize(width: 110, height: 30))
    }

    /// The same after a change to a stack that was laid out, before the next pass.
    @Test func fittingSizeAfterAChangeBeforeTheNextPass() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 40, 20), b = IntrinsicSizeView("b", 60, 30)
        let stack = named("stack", [a, b])
        stack.spacing = 10
        place(stack, in: root)
        root.layoutIfNeeded()
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 110, height: 30))
        stack.spacing = 30
        b.isHidden = true
        let size = stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        // The changes reach the fitting size without a layout pass in between.
        #expect(size == CGSize(width: 40, height: 30))
        root.layoutIfNeeded()
        #expect(stack.frame == rect(10, 20, 40, 30))
    }

    // MARK: Memory

    /// Stacks with guides, proportional shares, hidden views and a view moved between them
    /// are freed with their tree, with their views and constraints.
    @Test func stacksAreFreed() {
        weak var weakFirst: StackView?
        weak var weakSecond: StackView?
        weak var weakMoved: View?
        weak var weakGuide: LayoutGuide?
        weak var weakDroppedGuide: LayoutGuide?
        weak var weakConstraint: LayoutConstraint?
        do {
            let root = reviewRoot()
            let views = (0..<6).map { IntrinsicSizeView("v\($0)", 10 + CGFloat($0) * 5, 10) }
            let first = named("first", Array(views[0..<5]))
            first.distribution = .equalSpacing
            let second = named("second", [views[5]])
            second.distribution = .fillProportionally
            place(first, in: root, width: 200, height: 10)
            place(second, in: root, y: 100, width: 200, height: 10)
            root.layoutIfNeeded()
            #expect(first.layoutGuides.count == 4)
            weakDroppedGuide = first.layoutGuides.first
            views[1].isHidden = true
            second.addArrangedSubview(views[0])
            root.layoutIfNeeded()
            // v2, v3, v4 visible: two guides, the four made before gone.
            #expect(first.layoutGuides.count == 2)
            #expect(weakDroppedGuide == nil)
            weakFirst = first
            weakSecond = second
            weakMoved = views[0]
            weakGuide = first.layoutGuides.first
            weakConstraint = second.arrangementConstraintsForDebugging.first
            #expect(weakConstraint != nil && weakGuide != nil)
        }
        #expect(weakFirst == nil)
        #expect(weakSecond == nil)
        #expect(weakMoved == nil)
        #expect(weakGuide == nil)
        #expect(weakConstraint == nil)
    }

    /// An arranged view held elsewhere outlives its stack, as a view of its own, and can be
    /// arranged by another stack.
    @Test func anArrangedViewOutlivesItsStack() {
        weak var weakStack: StackView?
        let survivor = IntrinsicSizeView("survivor", 30, 10)
        do {
            let root = reviewRoot()
            let stack = named("stack", [IntrinsicSizeView("other", 20, 10), survivor])
            place(stack, in: root, height: 10)
            root.layoutIfNeeded()
            #expect(survivor.frame.minX == 20)
            weakStack = stack
        }
        #expect(weakStack == nil)
        #expect(survivor.superview == nil)
        let root = reviewRoot()
        let stack = named("next", [survivor])
        place(stack, in: root, height: 10)
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect(survivor.frame == rect(0, 0, 30, 10))
        #expect(stack.frame == rect(10, 20, 30, 10))
    }

    // MARK: More hiding, nesting and trees

    /// The all-hidden case where it shows without any weak pull: a vertical stack of rows,
    /// one of which has every view hidden; UIKit collapses that row to zero height, so the
    /// rows below move up by its height (the spacing around it stays, the row is not hidden).
    @Test func aNestedStackWithEveryViewHidden() {
        let root = reviewRoot()
        let x = IntrinsicSizeView("x", 20, 15), y = IntrinsicSizeView("y", 30, 25)
        let inner = named("inner", [x, y])
        inner.axis = .vertical
        let header = IntrinsicSizeView("header", 50, 10), footer = IntrinsicSizeView("footer", 40, 10)
        let outer = named("outer", [header, inner, footer])
        outer.axis = .vertical
        outer.spacing = 5
        place(outer, in: root, width: 100)
        root.layoutIfNeeded()
        #expect([header, inner, footer].map(\.frame) == [rect(0, 0, 100, 10), rect(0, 15, 100, 40), rect(0, 60, 100, 10)])
        x.isHidden = true
        y.isHidden = true
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        // A stack whose arranged views are all hidden is collapsed, and nothing is ambiguous.
        #expect(!inner.hasAmbiguousLayout)
        #expect(!outer.hasAmbiguousLayout)
        #expect(!footer.hasAmbiguousLayout)
        #expect(inner.frame == rect(0, 15, 100, 0))
        #expect(footer.frame == rect(0, 20, 100, 10))
        #expect(outer.frame == rect(10, 20, 100, 30))
    }

    /// `fillProportionally` in a stack that no width constrains: the shares are consistent
    /// with the views' intrinsic widths, which decide (20 + 10 + 30).
    @Test func fillProportionallyWithoutALength() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 20, 10), b = IntrinsicSizeView("b", 30, 10)
        let stack = named("stack", [a, b])
        stack.distribution = .fillProportionally
        stack.spacing = 10
        place(stack, in: root, height: 10)
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect(stack.frame == rect(10, 20, 60, 10))
        #expect([a, b].map(\.frame) == [rect(0, 0, 20, 10), rect(30, 0, 30, 10)])
        #expect(!stack.hasAmbiguousLayout && !a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }

    /// A negative spacing overlaps the views.
    @Test func negativeSpacingOverlaps() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 50, 10), b = IntrinsicSizeView("b", 50, 10)
        let stack = named("stack", [a, b])
        stack.spacing = -10
        place(stack, in: root, height: 10)
        root.layoutIfNeeded()
        #expect(stack.frame == rect(10, 20, 90, 10))
        #expect(b.frame == rect(40, 0, 50, 10))
    }

    /// Right to left within margins: the leading margin is the right one (layoutMargins'
    /// `right`, 30), so the first view ends at 170 and the stretching one starts at the left
    /// margin (10).
    @Test func rightToLeftWithinMargins() {
        let root = reviewRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let a = IntrinsicSizeView("a", 20, 10), b = IntrinsicSizeView("b", 30, 10)
        b.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        let stack = named("stack", [a, b])
        stack.semanticContentAttribute = .forceRightToLeft
        stack.layoutMargins = EdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        stack.isLayoutMarginsRelativeArrangement = true
        place(stack, in: root, width: 200, height: 10)
        root.layoutIfNeeded()
        #expect(a.frame == rect(150, 0, 20, 10))
        #expect(b.frame == rect(10, 0, 140, 10))
    }

    /// A stack built inside a container that is not yet in the window, the container then
    /// added to a tree that was laid out already: the stack arranges its views at the next
    /// pass. The same after the stack changes while the container is out.
    @Test func aStackInsideAContainerThatJoinsALaidOutTree() {
        let root = reviewRoot()
        root.layoutIfNeeded()
        let container = View(); container.name = "container"
        container.translatesAutoresizingMaskIntoConstraints = false
        let a = IntrinsicSizeView("a", 20, 10), b = IntrinsicSizeView("b", 30, 10)
        let stack = named("stack", [a, b])
        stack.spacing = 5
        place(stack, in: container, x: 0, y: 0)
        root.addSubview(container)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
        ])
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect(stack.frame == rect(0, 0, 55, 10))
        #expect(b.frame == rect(25, 0, 30, 10))

        container.removeFromSuperview()
        stack.spacing = 15
        a.isHidden = true
        b.isHidden = false
        let c = IntrinsicSizeView("c", 40, 10)
        stack.addArrangedSubview(c)
        root.addSubview(container)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let again = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(again.map(\.kind) == [])
        #expect(stack.frame == rect(0, 0, 85, 10))
        #expect([b, c].map(\.frame) == [rect(0, 0, 30, 10), rect(45, 0, 40, 10)])
    }

    /// `removeArrangedSubview` then `addArrangedSubview` of the same view: it goes to the
    /// end; hiding a view that is no longer arranged changes nothing in the stack.
    @Test func removingAndReArranging() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 20, 10), b = IntrinsicSizeView("b", 30, 10), c = IntrinsicSizeView("c", 40, 10)
        let stack = named("stack", [a, b, c])
        place(stack, in: root, height: 10)
        root.layoutIfNeeded()
        stack.removeArrangedSubview(a)
        a.isHidden = true
        #expect(stack.arrangedSubviews.map(\.name) == ["b", "c"])
        root.layoutIfNeeded()
        #expect(stack.frame == rect(10, 20, 70, 10))
        a.isHidden = false
        stack.addArrangedSubview(a)
        #expect(stack.subviews.map(\.name) == ["a", "b", "c"])
        #expect(stack.arrangedSubviews.map(\.name) == ["b", "c", "a"])
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect([b, c, a].map(\.frame) == [rect(0, 0, 30, 10), rect(30, 0, 40, 10), rect(70, 0, 20, 10)])
        #expect(stack.frame == rect(10, 20, 90, 10))
    }

    /// Baseline alignment with the first arranged view hidden: the visible ones still line up
    /// (8 + 16 = 24 below ... : the 10-point label's baseline at 8 meets the 20-point one's 16).
    @Test func baselineAlignmentWithTheFirstViewHidden() {
        let root = reviewRoot()
        let hidden = makeLabel("hidden", "zzzz", in: nil, fontSize: 30)
        let small = makeLabel("small", "ab", in: nil, fontSize: 10)
        let large = makeLabel("large", "cd", in: nil, fontSize: 20)
        let stack = named("stack", [hidden, small, large])
        stack.alignment = .firstBaseline
        stack.spacing = 4
        hidden.isHidden = true
        place(stack, in: root, height: 24)
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect(small.frame == rect(0, 8, 10, 12))
        #expect(large.frame == rect(14, 0, 20, 24))
        #expect(stack.frame == rect(10, 20, 34, 24))
    }

    /// A wrapping label (automatic preferred width) in a vertical `fill` stack wraps at the
    /// stack's width: 50 wide, "aaaa bbbb" / "cccc" (two 12-point lines); 30 wide, three.
    @Test func aWrappingLabelInAVerticalStack() {
        let root = reviewRoot()
        let label = makeLabel("label", "aaaa bbbb cccc", in: nil, fontSize: 10, lines: 0)
        let box = IntrinsicSizeView("box", 10, 10)
        let stack = named("stack", [label, box])
        stack.axis = .vertical
        let (width, _) = place(stack, in: root, width: 50)
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [])
        #expect(label.frame == rect(0, 0, 50, 24))
        #expect(box.frame == rect(0, 24, 50, 10))
        #expect(stack.frame == rect(10, 20, 50, 34))
        width?.constant = 30
        root.layoutIfNeeded()
        #expect(label.frame == rect(0, 0, 30, 36))
        #expect(box.frame == rect(0, 36, 30, 10))
        #expect(stack.frame == rect(10, 20, 30, 46))
    }

    /// `fillProportionally` on the vertical axis shares the height by intrinsic heights
    /// (10 : 30 of 100), and again after the axis changes to horizontal (widths 30 : 10 of 200).
    @Test func fillProportionallyFollowsTheAxis() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 30, 10), b = IntrinsicSizeView("b", 10, 30)
        let stack = named("stack", [a, b])
        stack.axis = .vertical
        stack.distribution = .fillProportionally
        place(stack, in: root, width: 200, height: 100)
        root.layoutIfNeeded()
        #expect([a, b].map(\.frame) == [rect(0, 0, 200, 25), rect(0, 25, 200, 75)])
        stack.axis = .horizontal
        root.layoutIfNeeded()
        #expect([a, b].map(\.frame) == [rect(0, 0, 150, 100), rect(150, 0, 50, 100)])
    }

    /// The stack's rebuilds leave the application's own guides and constraints on the stack
    /// and its arranged views alone.
    @Test func rebuildsKeepTheApplicationsGuidesAndConstraints() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 20, 10), b = IntrinsicSizeView("b", 30, 10), c = IntrinsicSizeView("c", 40, 10)
        let stack = named("stack", [a, b, c])
        stack.distribution = .equalSpacing
        place(stack, in: root, width: 200, height: 40)
        let guide = LayoutGuide()
        guide.identifier = "mine"
        stack.addLayoutGuide(guide)
        let square = a.heightAnchor.constraint(equalTo: a.widthAnchor)
        LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: b.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: c.trailingAnchor),
            guide.topAnchor.constraint(equalTo: stack.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 5),
            square,
        ])
        stack.alignment = .top
        root.layoutIfNeeded()
        // (200 - 90) / 2 = 55 between the views; a is 20 x 20.
        #expect([a, b, c].map(\.frame) == [rect(0, 0, 20, 20), rect(75, 0, 30, 10), rect(160, 0, 40, 10)])
        #expect(guide.layoutFrame == rect(75, 0, 125, 5))
        b.isHidden = true
        stack.spacing = 1
        stack.distribution = .equalCentering
        b.isHidden = false
        root.layoutIfNeeded()
        #expect(stack.layoutGuides.contains { $0 === guide })
        #expect(square.isActive)
        #expect(a.frame == rect(0, 0, 20, 20))
        // Centers 10, 95 (b: 80 ... 110), 180.
        #expect(b.frame == rect(80, 0, 30, 10))
        #expect(guide.layoutFrame == rect(80, 0, 120, 5))
    }

    // MARK: Constraints made between a change and the next pass

    /// `removeArrangedSubview` leaves the view's position to the application ("no longer
    /// managed by the stack view"): constraints placing it as an overlay, activated right
    /// away, must hold at the next layout and must not be reported.
    @Test func constrainingAViewJustTakenOutOfTheArrangement() {
        let root = reviewRoot()
        let a = IntrinsicSizeView("a", 20, 10), b = IntrinsicSizeView("b", 30, 10)
        a.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        let stack = named("stack", [a, b])
        place(stack, in: root, width: 100, height: 20)
        root.layoutIfNeeded()
        #expect([a, b].map(\.frame) == [rect(0, 0, 70, 20), rect(70, 0, 30, 20)])
        stack.removeArrangedSubview(b)
        let diagnostics = LayoutDiagnostics.record {
            LayoutConstraint.activate([
                b.leadingAnchor.constraint(equalTo: stack.leadingAnchor, constant: 5),
                b.topAnchor.constraint(equalTo: stack.topAnchor),
                b.widthAnchor.constraint(equalToConstant: 10),
                b.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
        }
        // The stack's constraints leave the view at once: the new ones meet no conflict.
        #expect(diagnostics.map(\.kind) == [])
        #expect(b.frame == rect(5, 0, 10, 10))
        #expect(a.frame == rect(0, 0, 100, 20))
    }

    /// Alignment changed from `fill` to `center`, then heights given to the views, then one
    /// layout: the heights hold (UIKit's stack answers for its new alignment).
    @Test func constraintsForTheNewAlignmentMadeBeforeTheNextPass() {
        let root = reviewRoot()
        let a = View(), b = View()
        a.name = "a"; b.name = "b"
        let stack = named("stack", [a, b])
        place(stack, in: root, width: 300, height: 50)
        LayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 40)])
        root.layoutIfNeeded()
        #expect([a, b].map(\.frame) == [rect(0, 0, 40, 50), rect(40, 0, 260, 50)])
        stack.alignment = .center
        let diagnostics = LayoutDiagnostics.record {
            LayoutConstraint.activate([
                a.heightAnchor.constraint(equalToConstant: 10),
                b.heightAnchor.constraint(equalToConstant: 30),
            ])
            root.layoutIfNeeded()
        }
        // The old alignment's constraints are out at once: the new heights meet no conflict.
        #expect(diagnostics.map(\.kind) == [])
        #expect([a, b].map(\.frame) == [rect(0, 20, 40, 10), rect(40, 10, 260, 30)])
        #expect(!a.hasAmbiguousLayout)
    }

    // MARK: Diagnostics

    /// Every distribution with every alignment, on both axes, with room to spare: nothing is
    /// reported.
    @Test func noDiagnosticsInOrdinaryUse() {
        let distributions: [StackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
        let alignments: [StackView.Alignment] = [.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline]
        var reported: [String] = []
        for axis in [LayoutAxis.horizontal, .vertical] {
            for distribution in distributions {
                for alignment in alignments {
                    let root = reviewRoot()
                    let views: [View] = [
                        IntrinsicSizeView("a", 40, 20), makeLabel("label", "hello", in: nil, fontSize: 10), IntrinsicSizeView("c", 30, 25),
                    ]
                    let stack = named("stack", views)
                    stack.axis = axis
                    stack.distribution = distribution
                    stack.alignment = alignment
                    stack.spacing = 4
                    place(stack, in: root, width: 250, height: 250)
                    let diagnostics = LayoutDiagnostics.record {
                        root.layoutIfNeeded()
                        views[2].isHidden = true
                        root.layoutIfNeeded()
                    }
                    if !diagnostics.isEmpty { reported.append("\(axis) \(distribution) \(alignment): \(diagnostics.map(\.kind))") }
                }
            }
        }
        #expect(reported == [])
    }
}
