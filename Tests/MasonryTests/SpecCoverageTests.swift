import Masonry
import Testing

// Completes the ports in PortedSpecTests: the cases of Masonry's Tests/Specs and SnapKit's
// Tests/SnapKitTests/Tests.swift that had no test of their own here, or whose port checked
// less than the original (a composite target not used, a spelling not exercised). Each test
// names its source case; the expected values are the source's assertions, with frames added
// where the geometry follows from them.

@Suite("SpecCoverage: SnapKit Tests") struct SpecCoverageSnapKit {
    let container = makeView("container", CGRect(x: 0, y: 0, width: 400, height: 300))
    let view = makeView("view")

    init() { container.addSubview(view) }

    /// SnapKit's `snp_constraints`: the active constraints installed on `target`.
    func active(_ target: View) -> [LayoutConstraint] { target.constraints.filter(\.isActive) }

    func pairs(_ constraints: [LayoutConstraint]) -> [String] {
        constraints.map { "\($0.firstAttribute)-\($0.secondAttribute)" }
    }

    // SnapKit: "testHorizontalVerticalDirectionalEdges"
    @Test func directionalHorizontalAndVerticalEdgesToTheSuperview() {
        view.mas.makeConstraints { make in
            make.directionalVerticalEdges.equalToSuperview()
            make.directionalHorizontalEdges.equalToSuperview()
        }
        let installed = active(container)
        #expect(installed.count == 4)
        #expect(container.constraints.count == 4)
        #expect(installed.allSatisfy { $0.firstItem === view && $0.secondItem === container })
        #expect(pairs(installed) == ["top-top", "bottom-bottom", "leading-leading", "trailing-trailing"])
        container.layoutIfNeeded()
        expectFrame(view, 0, 0, 400, 300)
    }

    // SnapKit: "testHorizontalVerticalDirectionalEdges", with constants, so that the leading
    // and trailing pair is seen to follow the layout direction.
    @Test func directionalHorizontalEdgesMirrorUnderRightToLeft() {
        container.semanticContentAttribute = .forceRightToLeft
        view.mas.makeConstraints { make in
            make.directionalVerticalEdges.equalToSuperview().insets(DirectionalEdgeInsets(top: 5, leading: 0, bottom: 15, trailing: 0))
            make.directionalHorizontalEdges.equalToSuperview().insets(DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30))
        }
        #expect(active(container).map(\.constant) == [5, -15, 10, -30])
        container.layoutIfNeeded()
        // Leading is the right edge: 10 in from the right, 30 in from the left.
        expectFrame(view, 30, 5, 360, 280)
    }

    // SnapKit: "testEdgesToMargins" (both halves, through the composite targets, each a
    // remake that leaves exactly four constraints)
    @Test func edgesToMarginsThenMarginsToEdges() {
        view.mas.remakeConstraints { make in make.edges.equalTo(container.mas.margins) }
        #expect(active(container).count == 4)
        #expect(Set(active(container).map(\.firstAttribute)) == [.top, .left, .bottom, .right])
        #expect(Set(active(container).map(\.secondAttribute)) == [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
        #expect(pairs(active(container)) == ["left-leftMargin", "right-rightMargin", "top-topMargin", "bottom-bottomMargin"])
        container.layoutIfNeeded()
        // The container's margins are 8 on each side.
        expectFrame(view, 8, 8, 384, 284)

        view.mas.remakeConstraints { make in make.margins.equalTo(container.mas.edges) }
        #expect(active(container).count == 4)
        #expect(container.constraints.count == 4)
        #expect(Set(active(container).map(\.secondAttribute)) == [.top, .left, .bottom, .right])
        #expect(Set(active(container).map(\.firstAttribute)) == [.topMargin, .leftMargin, .bottomMargin, .rightMargin])
        container.layoutIfNeeded()
        // The view's own margins (8) sit on the container's edges.
        expectFrame(view, -8, -8, 416, 316)
    }

    // SnapKit: "testDirectionalEdgesToDirectionalMargins"
    @Test func directionalEdgesToDirectionalMarginsThenBack() {
        view.mas.remakeConstraints { make in make.directionalEdges.equalTo(container.mas.directionalMargins) }
        #expect(active(container).count == 4)
        #expect(Set(active(container).map(\.firstAttribute)) == [.top, .leading, .bottom, .trailing])
        #expect(Set(active(container).map(\.secondAttribute)) == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
        #expect(pairs(active(container)) == [
            "top-topMargin", "leading-leadingMargin", "bottom-bottomMargin", "trailing-trailingMargin",
        ])
        container.layoutIfNeeded()
        expectFrame(view, 8, 8, 384, 284)

        view.mas.remakeConstraints { make in make.directionalMargins.equalTo(container.mas.directionalEdges) }
        #expect(active(container).count == 4)
        #expect(container.constraints.count == 4)
        #expect(Set(active(container).map(\.secondAttribute)) == [.top, .leading, .bottom, .trailing])
        #expect(Set(active(container).map(\.firstAttribute)) == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
        container.layoutIfNeeded()
        expectFrame(view, -8, -8, 416, 316)
    }

    // SnapKit: "testDirectionalEdgesToDirectionalEdges" (to `container.mas.directionalEdges`,
    // the composite target SnapKit's test names)
    @Test func directionalEdgesToTheCompositeDirectionalEdges() {
        view.mas.remakeConstraints { make in make.directionalEdges.equalTo(container.mas.directionalEdges).offset(3) }
        #expect(active(container).count == 4)
        #expect(Set(active(container).map(\.firstAttribute)) == [.top, .leading, .bottom, .trailing])
        #expect(Set(active(container).map(\.secondAttribute)) == [.top, .leading, .bottom, .trailing])
        #expect(pairs(active(container)) == ["top-top", "leading-leading", "bottom-bottom", "trailing-trailing"])
        #expect(active(container).map(\.constant) == [3, 3, 3, 3])
    }

    // SnapKit: "testConstraintDirectionalInsetsAsImpliedEqualToConstraints", read as its
    // name says: directional insets given to equalTo stand for the superview's edges.
    @Test func directionalInsetsAsImpliedEqualTo() {
        view.mas.makeConstraints { make in
            make.top.leading.bottom.trailing.equalTo(DirectionalEdgeInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
        }
        let installed = active(container)
        #expect(installed.count == 4)
        #expect(installed.allSatisfy { $0.secondItem === container && $0.secondAttribute == $0.firstAttribute })
        #expect(pairs(installed) == ["top-top", "leading-leading", "bottom-bottom", "trailing-trailing"])
        #expect(installed.map(\.constant) == [25, 25, -25, -25])
        container.layoutIfNeeded()
        expectFrame(view, 25, 25, 350, 250)
    }

    // SnapKit: "testConstraintDirectionalInsetsAsConstraintsConstant" and
    // "testConstraintInsetsAsConstraintsConstant" in SnapKit's spelling, `inset(_:)` with
    // insets (the ports use `insets(_:)`).
    @Test func insetSpellingWithInsetsValues() {
        view.mas.makeConstraints { make in
            make.top.leading.bottom.trailing.equalTo(container)
                .inset(DirectionalEdgeInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
        }
        #expect(active(container).map(\.constant) == [25, 25, -25, -25])
        #expect(pairs(active(container)) == ["top-top", "leading-leading", "bottom-bottom", "trailing-trailing"])

        view.mas.remakeConstraints { make in
            make.edges.equalTo(container).inset(EdgeInsets(top: 25, left: 25, bottom: 25, right: 25))
        }
        #expect(active(container).count == 4)
        #expect(active(container).map(\.constant).sorted(by: >) == [25, 25, -25, -25])
        #expect(pairs(active(container)) == ["left-left", "right-right", "top-top", "bottom-bottom"])
        container.layoutIfNeeded()
        expectFrame(view, 25, 25, 350, 250)
    }

    // SnapKit: "testPriorityShortcuts" and "testPriorityStride" in SnapKit's own spelling
    // (`ConstraintPriority`, `.low`, `.value`, a Float priority, `advanced(by:)`); the ports
    // use LayoutPriority's names.
    @Test func prioritiesInSnapKitSpelling() {
        view.mas.remakeConstraints { make in make.left.equalTo(1000.0).priority(.required) }
        #expect(active(container).count == 1)
        #expect(active(container).first?.priority.rawValue == ConstraintPriority.required.value)
        #expect(ConstraintPriority.required.value == 1000)

        view.mas.remakeConstraints { make in make.left.equalTo(1000.0).priority(.low) }
        #expect(active(container).count == 1)
        #expect(active(container).first?.priority.rawValue == ConstraintPriority.low.value)
        #expect(ConstraintPriority.low.value == 250)

        view.mas.remakeConstraints { make in make.left.equalTo(1000.0).priority(ConstraintPriority.low.value + 1) }
        #expect(active(container).count == 1)
        #expect(active(container).first?.priority.rawValue == 251)

        let high: ConstraintPriority = .high
        let higher = ConstraintPriority.high.advanced(by: 1)
        #expect(higher.value == high.value + 1)
        #expect(higher.value == 751)
    }

    // SnapKit: "testConstraintIdentifier" with `labeled(_:)`, and "testCanSetLabel" with
    // `setLabel(_:)`/`label()` (the ports use key(_:) and mas.key).
    @Test func labelsInSnapKitSpelling() {
        view.mas.makeConstraints { make in make.top.equalTo(container.mas.top).labeled("Test-Identifier") }
        #expect(active(container).first?.identifier == "Test-Identifier")
        #expect(active(container).first?.label == "Test-Identifier")
        container.mas.setLabel("Hello World")
        #expect(container.mas.label() == "Hello World")
        #expect(container.mas.key == "Hello World")
    }
}

// SnapKit: "testLayoutGuideConstraints" and Masonry's ViewController+MASAdditionsSpec
// "testLayoutGuideConstraints" relate a view to a view controller's top and bottom layout
// guides. There are no view controllers here; the safe-area guide of the containing view
// is their counterpart (Masonry's `mas_topLayoutGuide` is the guide's bottom with the
// controller's view as its view, as `safeAreaLayoutGuideTop` is the guide's top with the
// view as its view). The two constraints are installed on that view, as in both originals.
@Suite("SpecCoverage: layout guides of the containing view") struct SpecCoverageLayoutGuides {
    let root = makeView("root", CGRect(x: 0, y: 0, width: 300, height: 300))
    let container = makeView("container")

    init() {
        root.addSubview(container)
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
    }

    @Test func topAndBottomToTheSafeAreaGuide() {
        container.mas.makeConstraints { make in
            make.top.equalTo(root.mas.safeAreaLayoutGuideTop)
            make.bottom.equalTo(root.mas.safeAreaLayoutGuideBottom)
        }
        let installed = root.constraints.filter(\.isActive)
        #expect(installed.count == 2)
        #expect(installed.allSatisfy { $0.firstItem === container && $0.secondItem === root.safeAreaLayoutGuide })
        #expect(installed.map(\.firstAttribute) == [.top, .bottom])
        #expect(installed.map(\.secondAttribute) == [.top, .bottom])
        #expect(container.constraints.isEmpty)

        container.mas.makeConstraints { make in make.left.right.equalTo(0) }
        root.layoutIfNeeded()
        expectFrame(container, 0, 20, 300, 246)
    }
}

// Masonry's MASViewConstraintSpec checks the relation rules on a constraint built by hand
// ("testRelationNotAllowUpdateOf...", "testRelationAcceptsNumber"); Masonry's rule is that a
// second relation is refused unless it is the same relation given a value. The cases below
// are that rule through the maker, for the value kinds the spec's "testRelationAcceptsValue..."
// cases use, and for an array (refused whatever the relation, as Masonry asserts).
@Suite("SpecCoverage: MASViewConstraintSpec relations through the maker") struct SpecCoverageRelations {
    let root = makeView("root", CGRect(x: 0, y: 0, width: 400, height: 300))
    let a = makeView("a")
    let b = makeView("b")

    init() {
        root.addSubview(a)
        root.addSubview(b)
        b.mas.makeConstraints { make in
            make.left.equalTo(100); make.top.equalTo(50)
            make.width.equalTo(60); make.height.equalTo(40)
        }
    }

    @Test func sameRelationThenPointSetsTheCenterOffsets() {
        var center: Constraint?
        let diagnostics = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in
                center = make.center.equalTo(b).equalTo(CGPoint(x: 5, y: -6))
                make.size.equalTo(10)
            }
        }
        #expect(diagnostics.isEmpty)
        let lcs = center?.layoutConstraints ?? []
        #expect(lcs.map(\.secondItem).allSatisfy { $0 === b })
        #expect(lcs.map(\.constant) == [5, -6])
        root.layoutIfNeeded()
        // b's center is (130, 70).
        expectFrame(a, 130, 59, 10, 10)
    }

    @Test func sameRelationThenSizeSetsTheSizeOffsets() {
        var size: Constraint?
        let diagnostics = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in
                size = make.size.greaterThanOrEqualTo(b).greaterThanOrEqualTo(CGSize(width: 30, height: 40))
                make.size.lessThanOrEqualTo(1000).priorityLow()
                make.left.top.equalTo(0)
            }
        }
        #expect(diagnostics.isEmpty)
        let lcs = size?.layoutConstraints ?? []
        #expect(lcs.map(\.relation) == [.greaterThanOrEqual, .greaterThanOrEqual])
        #expect(lcs.map(\.secondAttribute) == [.width, .height])
        #expect(lcs.map(\.constant) == [30, 40])
    }

    @Test func sameRelationThenInsetsSetsTheEdgeConstants() {
        var edges: Constraint?
        let diagnostics = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in
                edges = make.edges.equalTo(b).equalTo(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            }
        }
        #expect(diagnostics.isEmpty)
        #expect(edges?.layoutConstraints.map(\.constant) == [2, -4, 1, -3])
        root.layoutIfNeeded()
        expectFrame(a, 102, 51, 54, 36)
    }

    @Test func aNumberOnEdgesIsAnOffsetWithNoSignChange() {
        // MASViewConstraint's value setter treats a number as `offset`: every child gets it.
        var edges: Constraint?
        a.mas.makeConstraints { make in edges = make.edges.equalTo(10) }
        let lcs = edges?.layoutConstraints ?? []
        #expect(lcs.map(\.constant) == [10, 10, 10, 10])
        #expect(lcs.allSatisfy { $0.secondItem === root && $0.secondAttribute == $0.firstAttribute })
        root.layoutIfNeeded()
        expectFrame(a, 10, 10, 400, 300)
    }

    @Test func anArrayAfterTheSameRelationIsRefused() {
        let diagnostics = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in make.left.equalTo(b).equalTo([b, root]) }
        }
        #expect(diagnostics.map(\.kind) == [.invalidAttributePairing])
        #expect(a.mas.installedConstraints.isEmpty)
        #expect(root.constraints.allSatisfy { $0.firstItem !== a })
    }
}
