import Masonry
import Testing

// An acceptance-style audit of issue 5's contract: every name of its API listing, written as a
// user writes it, each with a frame or an installed constraint derived by hand from Masonry's
// semantics (MASViewConstraint, MASCompositeConstraint, MASConstraintMaker,
// NSArray+MASAdditions, NSLayoutConstraint+MASDebugAdditions) and SnapKit's where the issue
// names SnapKit's additions. The expected values are worked out in the comments.

/// The first layout constraint of `constraint`.
private func first(_ constraint: Constraint?) -> LayoutConstraint? { constraint?.layoutConstraints.first }

/// The attributes of the layout constraints of `constraint`, in order.
private func attributes(_ constraint: Constraint?) -> [LayoutAttribute] { constraint?.layoutConstraints.map(\.firstAttribute) ?? [] }

/// The constants of the layout constraints of `constraint`, in order.
private func constants(_ constraint: Constraint?) -> [CGFloat] { constraint?.layoutConstraints.map(\.constant) ?? [] }

@Suite struct ContractAuditTests {
    let root = makeRoot()  // 400 x 800

    // MARK: The issue's own example, the seeds' examples

    @Test func issueOpeningExample() {
        let red = makeView("red", in: root), view1 = makeView("view1", in: root)
        let padding = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        red.mas.makeConstraints { make in
            make.top.bottom.equalTo(0)
            make.centerX.equalTo(root.mas.centerX)
            make.width.equalTo(root.mas.width).dividedBy(3)
        }
        view1.mas.makeConstraints { make in
            make.edges.equalTo(root).with.insets(padding)
        }
        root.layoutIfNeeded()
        // width 400 / 3; centred on 200.
        expectFrame(red, 200 - 200.0 / 3, 0, 400.0 / 3, 800)
        // left +20, top +10, right -40, bottom -30.
        expectFrame(view1, 20, 10, 340, 760)
    }

    @Test func seedOffsetMovesRightEdgeOutwards() {
        let view = makeView("view", in: root)
        view.mas.makeConstraints { make in
            make.left.right.top.equalTo(root).offset(100)
            make.height.equalTo(100)
        }
        root.layoutIfNeeded()
        // left = 0 + 100, right = 400 + 100, top = 100.
        expectFrame(view, 100, 100, 400, 100)
    }

    @Test func seedButton() {
        let button = makeView("button", in: root)
        button.mas.makeConstraints { make in
            make.centerX.equalTo(root)
            make.top.equalTo(root).offset(40)
            make.width.equalTo(185)
            make.height.equalTo(38)
        }
        root.layoutIfNeeded()
        expectFrame(button, 200 - 92.5, 40, 185, 38)
    }

    // MARK: Installation (MASViewConstraint install)

    @Test func installationPlacesAndSecondItems() {
        let container = makeView("container", in: root), other = makeView("other", in: root)
        let view = makeView("view", in: container)
        container.mas.makeConstraints { make in make.edges.equalTo(0) }
        other.mas.makeConstraints { make in make.left.top.equalTo(0); make.size.equalTo(30) }
        var left: Constraint?, centerX: Constraint?, width: Constraint?, top: Constraint?
        view.mas.makeConstraints { make in
            left = make.left.equalTo(10)
            centerX = make.centerX.equalTo(0).priorityLow()
            width = make.width.equalTo(50)
            top = make.top.equalTo(other.mas.bottom)
            make.height.equalTo(5)
        }
        // A position with no second item: the superview's same attribute, installed there.
        let leftLC = first(left)
        #expect(leftLC?.secondItem === container && leftLC?.secondAttribute == .left && leftLC?.constant == 10)
        #expect(container.constraints.contains { $0 === leftLC })
        let centerLC = first(centerX)
        #expect(centerLC?.secondItem === container && centerLC?.secondAttribute == .centerX && centerLC?.constant == 0)
        // A size with no second item: on the view itself.
        let widthLC = first(width)
        #expect(widthLC?.secondItem == nil && widthLC?.secondAttribute == .notAnAttribute)
        #expect(view.constraints.contains { $0 === widthLC })
        // Two views: on their closest common superview.
        let topLC = first(top)
        #expect(topLC?.secondItem === other && topLC?.secondAttribute == .bottom)
        #expect(root.constraints.contains { $0 === topLC } && !container.constraints.contains { $0 === topLC })
        // Only the constrained view loses its autoresizing constraints.
        #expect(view.translatesAutoresizingMaskIntoConstraints == false)
        #expect(root.translatesAutoresizingMaskIntoConstraints == true)
        root.layoutIfNeeded()
        expectFrame(view, 10, 30, 50, 5)
    }

    @Test func chainWithoutRelationInstallsAsEqual() {
        let view = makeView("view", in: root)
        var chain: Constraint?
        view.mas.makeConstraints { make in
            chain = make.top.left.offset(10)
            make.size.equalTo(20)
        }
        #expect(chain?.layoutConstraints.map(\.relation) == [.equal, .equal])
        #expect(attributes(chain) == [.top, .left])
        root.layoutIfNeeded()
        expectFrame(view, 10, 10, 20, 20)
    }

    @Test func makeReturnsTopLevelConstraints() {
        let view = makeView("view", in: root)
        let made: [Constraint] = view.mas.makeConstraints { make in
            make.left.right.equalTo(0)
            make.top.equalTo(5)
            make.size.equalTo(CGSize(width: 10, height: 20))
        }
        #expect(made.count == 3)
        #expect(made.map { $0.layoutConstraints.count } == [2, 1, 2])
        #expect(made[0] is CompositeConstraint && made[1] is ViewConstraint)
        // One installed constraint per single constraint.
        #expect(view.mas.installedConstraints.count == 5)
    }

    // MARK: view.mas attributes as targets

    @Test func viewAttributesAsTargets() {
        let red = makeView("red", in: root)
        red.mas.makeConstraints { make in
            make.left.equalTo(10); make.top.equalTo(20); make.width.equalTo(100); make.height.equalTo(50)
        }
        // red: (10, 20, 100, 50); its margins are 8: (18, 28) to (102, 62).
        let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
        let d = makeView("d", in: root), e = makeView("e", in: root), f = makeView("f", in: root)
        let g = makeView("g", in: root), h = makeView("h", in: root)
        a.mas.makeConstraints { make in
            make.left.equalTo(red.mas.right)  // 110
            make.top.equalTo(red.mas.bottom)  // 70
            make.width.equalTo(red.mas.height)  // 50
            make.height.equalTo(red.mas.attribute(.width))  // 100
        }
        b.mas.makeConstraints { make in
            make.right.equalTo(red.mas.left)  // 10
            make.bottom.equalTo(red.mas.top)  // 20
            make.size.equalTo(5)
        }
        c.mas.makeConstraints { make in
            make.centerX.equalTo(red.mas.centerX)  // 60
            make.centerY.equalTo(red.mas.centerY)  // 45
            make.size.equalTo(10)
        }
        d.mas.makeConstraints { make in
            make.leading.equalTo(red.mas.trailing)  // 110
            make.trailing.equalTo(red.mas.trailing).offset(30)  // 140
            make.top.equalTo(red.mas.leading).priorityLow()  // an x with a y: refused below
            make.height.equalTo(1)
        }
        e.mas.makeConstraints { make in
            make.left.equalTo(red.mas.leftMargin)  // 18
            make.right.equalTo(red.mas.rightMargin)  // 102
            make.top.equalTo(red.mas.topMargin)  // 28
            make.bottom.equalTo(red.mas.bottomMargin)  // 62
        }
        f.mas.makeConstraints { make in
            make.leading.equalTo(red.mas.leadingMargin)  // 18
            make.trailing.equalTo(red.mas.trailingMargin)  // 102
            make.centerY.equalTo(red.mas.centerYWithinMargins)  // (28 + 62) / 2 = 45
            make.height.equalTo(4)
        }
        g.mas.makeConstraints { make in
            make.centerX.equalTo(red.mas.centerXWithinMargins)  // (18 + 102) / 2 = 60
            make.centerY.equalTo(red.mas.centerY)
            make.size.equalTo(6)
        }
        h.mas.makeConstraints { make in
            // A plain view's baselines are its bottom edge (70).
            make.top.equalTo(red.mas.baseline)
            make.left.equalTo(0)
            make.width.equalTo(1)
            make.bottom.equalTo(red.mas.lastBaseline).offset(10)
        }
        root.layoutIfNeeded()
        expectFrame(a, 110, 70, 50, 100)
        expectFrame(b, 5, 15, 5, 5)
        expectFrame(c, 55, 40, 10, 10)
        expectFrame(e, 18, 28, 84, 34)
        expectFrame(f, 18, 43, 84, 4)
        expectFrame(g, 57, 42, 6, 6)
        expectFrame(h, 0, 70, 1, 10)
        #expect(red.mas.baseline.layoutAttribute == .lastBaseline)
        #expect(red.mas.firstBaseline.layoutAttribute == .firstBaseline)
    }

    @Test func firstBaselineAsTarget() {
        let red = makeView("red", in: root), view = makeView("view", in: root)
        red.mas.makeConstraints { make in make.left.top.equalTo(0); make.size.equalTo(40) }
        view.mas.makeConstraints { make in
            make.firstBaseline.equalTo(red.mas.firstBaseline).offset(5)  // bottom 45
            make.left.equalTo(0)
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(view, 0, 35, 10, 10)
    }

    @Test func safeAreaAttributes() {
        root.safeAreaInsets = EdgeInsets(top: 44, left: 10, bottom: 34, right: 20)
        // The safe area: x 10 ... 380, y 44 ... 766 (370 x 722, centre 195, 405).
        let s1 = makeView("s1", in: root), s2 = makeView("s2", in: root), s3 = makeView("s3", in: root)
        let s4 = makeView("s4", in: root)
        s1.mas.makeConstraints { make in make.edges.equalTo(root.mas.safeAreaLayoutGuide) }
        s2.mas.makeConstraints { make in
            make.top.equalTo(root.mas.safeAreaLayoutGuideTop).offset(1)
            make.bottom.equalTo(root.mas.safeAreaLayoutGuideBottom).offset(-1)
            make.left.equalTo(root.mas.safeAreaLayoutGuideLeft).offset(2)
            make.right.equalTo(root.mas.safeAreaLayoutGuideRight).offset(-2)
        }
        s3.mas.makeConstraints { make in
            make.leading.equalTo(root.mas.safeAreaLayoutGuideLeading)
            make.trailing.equalTo(root.mas.safeAreaLayoutGuideTrailing)
            make.top.equalTo(0)
            make.height.equalTo(root.mas.safeAreaLayoutGuideHeight).multipliedBy(0.5)
        }
        s4.mas.makeConstraints { make in
            make.width.equalTo(root.mas.safeAreaLayoutGuideWidth).offset(-70)
            make.height.equalTo(2)
            make.centerX.equalTo(root.mas.safeAreaLayoutGuideCenterX)
            make.centerY.equalTo(root.mas.safeAreaLayoutGuideCenterY)
        }
        root.layoutIfNeeded()
        expectFrame(s1, 10, 44, 370, 722)
        expectFrame(s2, 12, 45, 366, 720)
        expectFrame(s3, 10, 0, 370, 361)
        expectFrame(s4, 45, 404, 300, 2)
        #expect(first(s1.mas.installedConstraints.first)?.secondItem === root.safeAreaLayoutGuide)
    }

    @Test func keysAttachKeysAndCommonSuperview() {
        let a = makeView("x", in: root), b = View(), inner = View(), loose = View()
        root.addSubview(b)
        b.addSubview(inner)
        attachKeys(["a": a, "b": b, "inner": inner])
        #expect(a.mas.key == "a" && b.mas.key == "b" && inner.mas.key == "inner")
        loose.mas.key = "loose"
        #expect(loose.mas.key == "loose" && loose.name == "loose")
        #expect(a.mas.closestCommonSuperview(inner) === root)
        #expect(inner.mas.closestCommonSuperview(b) === b)
        #expect(a.mas.closestCommonSuperview(loose) == nil)
        var left: Constraint?
        a.mas.makeConstraints { make in left = make.left.equalTo(inner.mas.right) }
        #expect(first(left)?.description.hasSuffix(" View:a.left == View:inner.right>") == true)
    }

    // MARK: layoutGuide.mas

    @Test func layoutGuideAdditions() {
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.mas.key = "guide"
        #expect(guide.mas.key == "guide")
        let made: [Constraint] = guide.mas.makeConstraints { make in
            make.left.equalTo(10)  // the owning view's left + 10
            make.top.equalTo(20)
            make.width.equalTo(100)
            make.height.equalTo(50)
        }
        #expect(made.count == 4 && guide.mas.installedConstraints.count == 4)
        let view = makeView("view", in: root), edged = makeView("edged", in: root)
        view.mas.makeConstraints { make in
            make.left.equalTo(guide.mas.right)  // 110
            make.top.equalTo(guide.mas.bottom)  // 70
            make.width.equalTo(guide.mas.width).dividedBy(2)  // 50
            make.height.equalTo(guide.mas.attribute(.height))  // 50
        }
        edged.mas.makeConstraints { make in make.edges.equalTo(guide) }
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 10, y: 20, width: 100, height: 50))
        expectFrame(view, 110, 70, 50, 50)
        expectFrame(edged, 10, 20, 100, 50)

        // Update in place: same first item, attribute, second item, relation.
        let leftBefore = guide.mas.installedConstraints.first.flatMap(first)
        guide.mas.updateConstraints { make in make.left.equalTo(30) }
        #expect(guide.mas.installedConstraints.count == 4)
        #expect(guide.mas.installedConstraints.first.flatMap(first) === leftBefore && leftBefore?.constant == 30)
        root.layoutIfNeeded()
        expectFrame(edged, 30, 20, 100, 50)

        let prepared = guide.mas.prepareConstraints { make in make.centerY.equalTo(0).priorityLow() }
        #expect(prepared.count == 1 && prepared[0].isActive == false && guide.mas.installedConstraints.count == 4)

        guide.mas.remakeConstraints { make in
            make.left.top.equalTo(5)
            make.size.equalTo(CGSize(width: 60, height: 70))
        }
        #expect(guide.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(edged, 5, 5, 60, 70)
        #expect(guide.mas.closestCommonSuperview(view) === root)
        guide.mas.removeConstraints()
        #expect(guide.mas.installedConstraints.isEmpty)
        // Constraints from other views that point at the guide stay.
        #expect(edged.mas.installedConstraints.count == 4)
    }

    // MARK: ConstraintMaker composites

    @Test func makerComposites() {
        root.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        var edges: Constraint?, size: Constraint?, center: Constraint?
        let e = makeView("e", in: root), s = makeView("s", in: root)
        e.mas.makeConstraints { make in
            edges = make.edges.equalTo(root).insets(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        }
        s.mas.makeConstraints { make in
            size = make.size.equalTo(CGSize(width: 50, height: 60))
            center = make.center.equalTo(root).centerOffset(CGPoint(x: 5, y: -5))
        }
        #expect(attributes(edges) == [.left, .right, .top, .bottom])
        #expect(constants(edges) == [20, -40, 10, -30])
        #expect(attributes(size) == [.width, .height] && constants(size) == [50, 60])
        #expect(attributes(center) == [.centerX, .centerY] && constants(center) == [5, -5])

        var horizontal: Constraint?, vertical: Constraint?, directional: Constraint?
        let h = makeView("h", in: root), d = makeView("d", in: root)
        h.mas.makeConstraints { make in
            horizontal = make.horizontalEdges.equalToSuperview().inset(10)
            vertical = make.verticalEdges.equalToSuperview().inset(20)
        }
        d.mas.makeConstraints { make in
            directional = make.directionalEdges.equalToSuperview().insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        #expect(attributes(horizontal) == [.left, .right] && constants(horizontal) == [10, -10])
        #expect(attributes(vertical) == [.top, .bottom] && constants(vertical) == [20, -20])
        #expect(attributes(directional) == [.top, .leading, .bottom, .trailing])
        #expect(constants(directional) == [1, 2, -3, -4])

        // Margins: the view's margins (1, 2, 3, 4) on the root's (8 each side).
        var margins: Constraint?, directionalMargins: Constraint?, centered: Constraint?
        let m = makeView("m", in: root), dm = makeView("dm", in: root), cm = makeView("cm", in: root)
        for view in [m, dm, cm] { view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
        m.mas.makeConstraints { make in margins = make.margins.equalTo(root) }
        dm.mas.makeConstraints { make in directionalMargins = make.directionalMargins.equalToSuperview() }
        cm.mas.makeConstraints { make in
            centered = make.centerWithinMargins.equalTo(root)
            make.size.equalTo(100)
        }
        #expect(attributes(margins) == [.leftMargin, .rightMargin, .topMargin, .bottomMargin])
        #expect(attributes(directionalMargins) == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
        #expect(attributes(centered) == [.centerXWithinMargins, .centerYWithinMargins])
        #expect(first(margins)?.secondAttribute == .leftMargin)

        root.layoutIfNeeded()
        expectFrame(e, 20, 10, 340, 760)
        // centre (200 + 5, 400 - 5), size 50 x 60.
        expectFrame(s, 180, 365, 50, 60)
        expectFrame(h, 10, 20, 380, 760)
        expectFrame(d, 2, 1, 394, 796)
        // left + 2 = 8, top + 1 = 8, right - 4 = 392, bottom - 3 = 792.
        expectFrame(m, 6, 7, 390, 788)
        expectFrame(dm, 6, 7, 390, 788)
        // left + 2 + (100 - 6) / 2 = 200; top + 1 + (100 - 4) / 2 = 400.
        expectFrame(cm, 151, 351, 100, 100)
    }

    @Test func attributesOptionSetInFixedOrder() {
        let view = makeView("view", in: root)
        var made: Constraint?, all: Constraint?
        view.mas.makeConstraints { make in
            made = make.attributes([.width, .top, .left]).equalTo(5)
            make.height.equalTo(7)
        }
        #expect(attributes(made) == [.left, .top, .width])
        root.layoutIfNeeded()
        expectFrame(view, 5, 5, 5, 7)
        let other = makeView("other", in: root)
        other.mas.prepareConstraints { make in
            all = make.attributes([
                .centerYWithinMargins, .centerXWithinMargins, .trailingMargin, .leadingMargin, .bottomMargin, .topMargin,
                .rightMargin, .leftMargin, .lastBaseline, .firstBaseline, .baseline, .centerY, .centerX, .height, .width,
                .trailing, .leading, .bottom, .top, .right, .left,
            ]).equalTo(root)
        }
        #expect(
            attributes(all) == [
                .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
                .firstBaseline, .lastBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
            ])
        let composites: [(ConstraintAttributes, [LayoutAttribute])] = [
            (.edges, [.left, .right, .top, .bottom]), (.size, [.width, .height]), (.center, [.centerX, .centerY]),
        ]
        for (set, expected) in composites {
            var c: Constraint?
            other.mas.prepareConstraints { make in c = make.attributes(set).equalTo(root) }
            #expect(attributes(c) == expected)
        }
    }

    @Test func everySingleMakerAttribute() {
        let view = makeView("view", in: root)
        var made: [Constraint] = []
        view.mas.prepareConstraints { make in
            made = [
                make.left, make.right, make.top, make.bottom, make.leading, make.trailing, make.width, make.height,
                make.centerX, make.centerY, make.baseline, make.firstBaseline, make.lastBaseline, make.leftMargin,
                make.rightMargin, make.topMargin, make.bottomMargin, make.leadingMargin, make.trailingMargin,
                make.centerXWithinMargins, make.centerYWithinMargins,
            ].map { $0.equalTo(root) }
        }
        #expect(
            made.map { first($0)?.firstAttribute } == [
                .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
                .firstBaseline, .lastBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
                .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
            ])
        #expect(made.allSatisfy { first($0)?.secondItem === root && first($0)?.secondAttribute == first($0)?.firstAttribute })
        #expect(made.allSatisfy { !$0.isActive })
    }

    @Test func groupAppliesModifiersToItsChildren() {
        let view = makeView("view", in: root)
        var group: Constraint?
        let made = view.mas.makeConstraints { make in
            group = make.group {
                make.left.equalTo(10)
                make.top.equalTo(20)
            }.offset(30)
            make.size.equalTo(10)
        }
        // The children stay top-level constraints of the maker: 3 top-level, 4 singles.
        #expect(made.count == 3 && view.mas.installedConstraints.count == 4)
        #expect(attributes(group) == [.left, .top] && constants(group) == [30, 30] && group?.isActive == true)
        root.layoutIfNeeded()
        expectFrame(view, 30, 30, 10, 10)
    }

    @Test func chainingExtendsIntoCompositeInOrder() {
        let view = makeView("view", in: root)
        var chain: Constraint?, withAnd: Constraint?
        let diagnostics = LayoutDiagnostics.record {
            view.mas.makeConstraints { make in
                chain = make.left.right.top.equalTo(root).offset(10)
                // height == root.height / 4, width == root.width / 4, centerY == root.centerY / 4, all low.
                withAnd = make.height.and.width.with.centerY.equalTo(root).multipliedBy(0.25).priorityLow()
                make.bottom.equalTo(-10).priorityMedium()
            }
        }
        #expect(diagnostics.isEmpty)
        #expect(attributes(chain) == [.left, .right, .top] && constants(chain) == [10, 10, 10])
        #expect(attributes(withAnd) == [.height, .width, .centerY])
        #expect(withAnd?.layoutConstraints.map(\.secondAttribute) == [.height, .width, .centerY])
        #expect(withAnd?.layoutConstraints.map(\.multiplier) == [0.25, 0.25, 0.25])
        #expect(withAnd?.layoutConstraints.allSatisfy { $0.priority == LayoutPriority(250) && $0.isActive } == true)
        root.layoutIfNeeded()
        // left 10, right 410, top 10; the medium bottom (790) beats the low height (200).
        expectFrame(view, 10, 10, 400, 780)
    }

    // MARK: Relations

    @Test func relations() {
        let a = makeView("a", in: root), b = makeView("b", in: root), c = makeView("c", in: root)
        a.mas.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.greaterThanOrEqualTo(300)
            make.width.equalTo(100).priorityLow()
            make.height.lessThanOrEqualTo(50)
            make.height.equalTo(100).priorityLow()
        }
        b.mas.makeConstraints { make in
            make.left.greaterThanOrEqualTo(a.mas.right)  // >= 300
            make.left.equalTo(0).priorityLow()
            make.right.lessThanOrEqualTo(root).offset(-20)  // <= 380
            make.right.equalTo(0).priorityLow()
            make.top.equalTo(a)  // a's top
            make.height.greaterThanOrEqualTo(a).offset(5)  // >= 55
            make.height.equalTo(0).priorityLow()
        }
        c.mas.makeConstraints { make in
            make.left.greaterThanOrEqualToSuperview().offset(7)
            make.left.equalTo(0).priorityLow()
            make.right.lessThanOrEqualToSuperview().offset(-9)
            make.right.equalTo(0).priorityLow()
            make.top.equalToSuperview().offset(3)
            make.height.equalTo(1)
        }
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 300, 50)
        expectFrame(b, 300, 0, 80, 55)
        expectFrame(c, 7, 3, 384, 1)
        let relations = b.mas.installedConstraints.compactMap(first).map(\.relation)
        #expect(relations == [.greaterThanOrEqual, .equal, .lessThanOrEqual, .equal, .equal, .greaterThanOrEqual, .equal])
    }

    @Test func relationsReturnAHandle() {
        let view = makeView("view", in: root)
        var top: Constraint?
        view.mas.makeConstraints { make in
            let handle: Constraint = make.top.equalTo(10)
            top = handle
            make.left.equalTo(0)
            make.size.equalTo(10)
        }
        top?.update(offset: 25)
        root.layoutIfNeeded()
        expectFrame(view, 0, 25, 10, 10)
    }

    // MARK: Constants

    @Test func everyConstantSetterSetsAndLastWins() {
        let view = makeView("view", in: root)
        var width: Constraint?, left: Constraint?, top: Constraint?, right: Constraint?, bottom: Constraint?
        var leading: Constraint?, trailing: Constraint?, height: Constraint?, centerX: Constraint?, centerY: Constraint?
        view.mas.prepareConstraints { make in
            width = make.width.equalTo(100).offset(10)  // 10: offset sets
            left = make.left.equalTo(root).insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))  // +2
            top = make.top.equalTo(root).insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))  // +1
            right = make.right.equalTo(root).inset(6)  // -6
            bottom = make.bottom.equalTo(root).offset(50).inset(6)  // -6: last wins
            leading = make.leading.equalTo(root).insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))  // +2
            trailing = make.trailing.equalTo(root).insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))  // -4
            height = make.height.equalTo(40).insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))  // unchanged 40
            centerX = make.centerX.equalTo(root).offset(3).inset(9)  // unchanged 3
            centerY = make.centerY.equalTo(root).offset(-3)  // -3, no sign change
        }
        let values = [width, left, top, right, bottom, leading, trailing, height, centerX, centerY].map { first($0)?.constant }
        #expect(values == [10, 2, 1, -6, -6, 2, -4, 40, 3, -3])

        var sized: [Constraint] = []
        view.mas.prepareConstraints { make in
            sized = [
                make.width.equalTo(root).sizeOffset(CGSize(width: 11, height: 12)),
                make.height.equalTo(root).sizeOffset(CGSize(width: 11, height: 12)),
                make.left.equalTo(root).offset(5).sizeOffset(CGSize(width: 11, height: 12)),
                make.centerX.equalTo(root).centerOffset(CGPoint(x: 13, y: 14)),
                make.centerY.equalTo(root).centerOffset(CGPoint(x: 13, y: 14)),
                make.width.equalTo(root).offset(5).centerOffset(CGPoint(x: 13, y: 14)),
                make.margins.equalTo(root).offset(7).insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            ]
        }
        #expect(sized.prefix(6).map { first($0)?.constant } == [11, 12, 5, 13, 14, 5])
        // Margin attributes are not among Masonry's inset attributes: they keep 7.
        #expect(constants(sized[6]) == [7, 7, 7, 7])
    }

    @Test func valueOffsetDispatchesByKind() {
        let view = makeView("view", in: root)
        var made: [Constraint] = []
        view.mas.prepareConstraints { make in
            made = [
                make.left.equalTo(root).valueOffset(12),
                make.width.equalTo(root).valueOffset(CGSize(width: 20, height: 30)),
                make.height.equalTo(root).valueOffset(CGSize(width: 20, height: 30)),
                make.centerY.equalTo(root).valueOffset(CGPoint(x: 40, y: 50)),
                make.bottom.equalTo(root).valueOffset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
                make.top.equalTo(root).offset(8).valueOffset(CGPoint(x: 40, y: 50)),
                make.right.equalTo(root).valueOffset(Double(2.5)),
                make.right.equalTo(root).valueOffset(Float(-1.5)),
                make.right.equalTo(root).valueOffset(CGFloat(4)),
            ]
        }
        #expect(made.map { first($0)?.constant } == [12, 20, 30, 50, -3, 8, 2.5, -1.5, 4])
    }

    // MARK: Multipliers, priorities, keys

    @Test func multipliers() {
        let a = makeView("a", in: root), b = makeView("b", in: root)
        var half: Constraint?
        a.mas.makeConstraints { make in
            make.left.top.equalTo(0)
            half = make.width.equalTo(root).multipliedBy(0.5)  // 200
            make.height.equalTo(root.mas.width).dividedBy(4)  // 100
        }
        b.mas.makeConstraints { make in
            make.left.equalTo(a.mas.right).multipliedBy(2).offset(-100)  // 2 * 200 - 100
            make.top.equalTo(root.mas.centerY).multipliedBy(0.5)  // 200
            make.width.height.equalTo(a.mas.height).multipliedBy(0.1)  // 10
        }
        #expect(first(half)?.multiplier == 0.5)
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 200, 100)
        expectFrame(b, 300, 200, 10, 10)
    }

    @Test func priorities() {
        let view = makeView("view", in: root)
        var made: [Constraint] = []
        view.mas.prepareConstraints { make in
            made = [
                make.width.equalTo(1).priorityLow(), make.width.equalTo(2).priorityMedium(),
                make.width.equalTo(3).priorityHigh(), make.width.equalTo(4).priorityRequired(),
                make.width.equalTo(5).priority(345), make.width.equalTo(6).priority(LayoutPriority(600)),
                make.width.equalTo(7).priority(.defaultLow), make.width.equalTo(8),
            ]
        }
        #expect(made.map { first($0)?.priority.rawValue } == [250, 500, 750, 1000, 345, 600, 250, 1000])
    }

    @Test func keysOnSinglesAndComposites() {
        let view = makeView("view", in: root)
        var single: Constraint?, composite: Constraint?
        view.mas.makeConstraints { make in
            single = make.width.equalTo(10).key("width")
            composite = make.left.top.equalTo(0).key("corner")
            make.height.equalTo(10)
        }
        #expect(first(single)?.identifier == "width")
        #expect(composite?.layoutConstraints.map(\.identifier) == ["corner[0]", "corner[1]"])
        #expect(first(single)?.description == "<LayoutConstraint:width View:view.width == 10>")
        #expect(composite?.layoutConstraints.last?.description == "<LayoutConstraint:corner[1] View:view.top == View:root.top>")
    }

    // MARK: After install

    @Test func installUninstallActivateDeactivate() {
        let view = makeView("view", in: root)
        var edges: Constraint?, size: Constraint?
        view.mas.makeConstraints { make in
            edges = make.edges.equalTo(root).inset(10)
            size = make.size.equalTo(50).priorityLow()
            make.left.top.equalTo(0).priorityLow()
        }
        let made = edges?.layoutConstraints.map(ObjectIdentifier.init)
        #expect(edges?.isActive == true && view.mas.installedConstraints.count == 8)
        root.layoutIfNeeded()
        expectFrame(view, 10, 10, 380, 780)

        edges?.uninstall()
        #expect(edges?.isActive == false && view.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(view, 0, 0, 50, 50)
        edges?.install()
        #expect(edges?.isActive == true && edges?.layoutConstraints.map(ObjectIdentifier.init) == made)
        root.layoutIfNeeded()
        expectFrame(view, 10, 10, 380, 780)

        edges?.deactivate()
        #expect(edges?.isActive == false)
        edges?.activate()
        #expect(edges?.isActive == true && edges?.layoutConstraints.map(ObjectIdentifier.init) == made)

        // A composite is active while any child is.
        if let composite = edges as? CompositeConstraint {
            composite.children[0].uninstall()
            #expect(composite.isActive == true && view.mas.installedConstraints.count == 7)
            for child in composite.children { child.uninstall() }
            #expect(composite.isActive == false)
        } else {
            Issue.record("make.edges is not a CompositeConstraint")
        }
        #expect(size?.isActive == true)
    }

    @Test func updateMethodsChangeInPlace() {
        let view = makeView("view", in: root)
        var edges: Constraint?, width: Constraint?, height: Constraint?
        view.mas.makeConstraints { make in
            edges = make.left.top.equalTo(root).offset(5)
            width = make.width.equalTo(100).priority(300)
            make.width.equalTo(50).priorityLow()
            height = make.height.equalTo(20)
        }
        let before = view.mas.installedConstraints.compactMap(first).map(ObjectIdentifier.init)
        root.layoutIfNeeded()
        expectFrame(view, 5, 5, 100, 20)

        edges?.update(offset: 15)
        root.layoutIfNeeded()
        expectFrame(view, 15, 15, 100, 20)

        edges?.update(inset: 7)  // left +7, top +7
        root.layoutIfNeeded()
        expectFrame(view, 7, 7, 100, 20)

        edges?.update(insets: EdgeInsets(top: 3, left: 4, bottom: 0, right: 0))
        root.layoutIfNeeded()
        expectFrame(view, 4, 3, 100, 20)

        width?.update(priority: 200)  // now below the low 50
        root.layoutIfNeeded()
        expectFrame(view, 4, 3, 50, 20)
        #expect(first(width)?.priority == LayoutPriority(200))
        width?.update(priority: LayoutPriority(260))
        root.layoutIfNeeded()
        expectFrame(view, 4, 3, 100, 20)

        height?.update(offset: 30)
        root.layoutIfNeeded()
        expectFrame(view, 4, 3, 100, 30)
        // Same layout constraints throughout.
        #expect(view.mas.installedConstraints.compactMap(first).map(ObjectIdentifier.init) == before)

        // Required to optional is refused with a diagnostic, nothing changes.
        let refused = LayoutDiagnostics.record { height?.update(priority: 500) }
        #expect(refused.map(\.kind) == [.invalidPriorityChange])
        #expect(first(height)?.priority == .required)
    }

    @Test func modifiersAfterInstall() {
        let view = makeView("view", in: root)
        var left: Constraint?, width: Constraint?
        view.mas.makeConstraints { make in
            left = make.left.equalTo(10)
            width = make.width.equalTo(root).multipliedBy(0.5).priorityHigh()
            make.top.equalTo(0)
            make.size.equalTo(10).priorityLow()
        }
        root.layoutIfNeeded()
        expectFrame(view, 10, 0, 200, 10)
        // A constant changes in place; the last call wins.
        left?.offset(20).inset(30)
        root.layoutIfNeeded()
        expectFrame(view, 30, 0, 200, 10)
        // The multiplier and the priority cannot change once installed: a diagnostic each, nothing changes.
        let refused = LayoutDiagnostics.record {
            width?.multipliedBy(0.25)
            width?.priority(100)
        }
        #expect(refused.map(\.kind) == [.invalidValue, .invalidPriorityChange])
        #expect(first(width)?.multiplier == 0.5 && first(width)?.priority == LayoutPriority(750))
        root.layoutIfNeeded()
        expectFrame(view, 30, 0, 200, 10)
    }

    // MARK: Targets

    @Test func everyTargetKind() {
        let ref = makeView("ref", in: root)
        ref.mas.makeConstraints { make in make.left.equalTo(40); make.top.equalTo(60); make.size.equalTo(80) }
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.mas.makeConstraints { make in make.left.top.equalTo(100); make.size.equalTo(30) }

        let int: any ConstraintTarget = Int(11)
        let double: any ConstraintTarget = Double(12.5)
        let float: any ConstraintTarget = Float(13.5)
        let cgFloat: any ConstraintTarget = CGFloat(14)
        let size: any ConstraintTarget = CGSize(width: 15, height: 16)
        let point: any ConstraintTarget = CGPoint(x: 17, y: 18)
        let insets: any ConstraintTarget = EdgeInsets(top: 19, left: 20, bottom: 21, right: 22)
        let view: any ConstraintTarget = ref
        let layoutGuide: any ConstraintTarget = guide
        let attribute: any ConstraintTarget = ref.mas.bottom

        var made: [Constraint] = []
        let v = makeView("v", in: root)
        v.mas.prepareConstraints { make in
            made = [
                make.left.equalTo(int), make.left.equalTo(double), make.left.equalTo(float), make.left.equalTo(cgFloat),
                make.width.equalTo(size), make.height.equalTo(size), make.centerX.equalTo(point), make.centerY.equalTo(point),
                make.right.equalTo(insets), make.top.equalTo(insets), make.left.equalTo(view), make.left.equalTo(layoutGuide),
                make.top.equalTo(attribute), make.left.equalTo(size),
            ]
        }
        let lcs = made.map(first)
        #expect(lcs.map { $0?.constant } == [11, 12.5, 13.5, 14, 15, 16, 17, 18, -22, 19, 0, 0, 0, 0])
        // Numbers, sizes, points and insets relate a position to the superview's same attribute.
        #expect(lcs[0]?.secondItem === root && lcs[0]?.secondAttribute == .left)
        #expect(lcs[4]?.secondItem == nil && lcs[6]?.secondItem === root)
        #expect(lcs[10]?.secondItem === ref && lcs[10]?.secondAttribute == .left)
        #expect(lcs[11]?.secondItem === guide && lcs[11]?.secondAttribute == .left)
        #expect(lcs[12]?.secondItem === ref && lcs[12]?.secondAttribute == .bottom)
        #expect(lcs[13]?.secondItem === root && lcs[13]?.secondAttribute == .left)

        // The same through the concrete overloads, laid out.
        let w = makeView("w", in: root)
        w.mas.makeConstraints { make in
            make.left.equalTo(guide)  // 100
            make.top.equalTo(ref.mas.bottom)  // 140
            make.width.equalTo(Float(12.5))
            make.height.equalTo(CGFloat(7))
        }
        let x = makeView("x", in: root)
        x.mas.makeConstraints { make in
            make.edges.equalTo(EdgeInsets(top: 19, left: 20, bottom: 21, right: 22))
        }
        let y = makeView("y", in: root)
        y.mas.makeConstraints { make in
            make.size.equalTo(CGSize(width: 15, height: 16))
            make.center.equalTo(CGPoint(x: 17, y: 18))
        }
        root.layoutIfNeeded()
        expectFrame(w, 100, 140, 12.5, 7)
        expectFrame(x, 20, 19, 358, 760)
        expectFrame(y, 217 - 7.5, 418 - 8, 15, 16)
    }

    @Test func mixedArrayTargets() {
        let view1 = makeView("view1", in: root), view3 = makeView("view3", in: root)
        view1.mas.makeConstraints { make in make.left.equalTo(100); make.top.equalTo(20); make.size.equalTo(10) }
        view3.mas.makeConstraints { make in make.left.equalTo(0); make.top.equalTo(20); make.size.equalTo(100) }
        // view1.left = 100, view3.right = 100: all three agree.
        let a = makeView("a", in: root), b = makeView("b", in: root)
        var left: Constraint?, top: Constraint?, lower: Constraint?, width: Constraint?
        a.mas.makeConstraints { make in
            left = make.left.equalTo([view1, 100, view3.mas.right])
            top = make.top.equalTo([view1, view3]).offset(7)  // the modifier applies to each child
            width = make.width.multipliedBy(0.5).equalTo([view3, root.mas.height]).priorityLow()
            make.height.equalTo(1)
        }
        #expect(left?.layoutConstraints.count == 3)
        #expect(left?.layoutConstraints.map { $0.secondAttribute } == [.left, .left, .right])
        #expect(left?.layoutConstraints[0].secondItem === view1 && left?.layoutConstraints[1].secondItem === root)
        #expect(left?.layoutConstraints[1].constant == 100)
        #expect(constants(top) == [7, 7])
        // A copy of the constraint as it stood: the multiplier comes along.
        #expect(width?.layoutConstraints.map(\.multiplier) == [0.5, 0.5])
        #expect(width?.layoutConstraints.map(\.secondAttribute) == [.width, .height])
        b.mas.makeConstraints { make in
            lower = make.left.greaterThanOrEqualTo([view1, 120, view3.mas.centerX])  // max(100, 120, 50)
            make.left.equalTo(0).priorityLow()
            make.top.lessThanOrEqualTo([view1.mas.bottom, 25])  // min(30, 25)
            make.top.equalTo(800).priorityLow()
            make.size.equalTo(1)
        }
        #expect(lower?.layoutConstraints.map(\.relation) == [.greaterThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual])
        root.layoutIfNeeded()
        // The two low widths (50, 400) compromise somewhere in 50 ... 400; only the position is exact.
        #expect(a.frame.minX == 100 && a.frame.minY == 27)
        expectFrame(b, 120, 25, 1, 1)
        #expect(a.mas.installedConstraints.count == 3 + 2 + 2 + 1)
    }

    @Test func targetsAdoptTheProtocol() {
        let view = makeView("view", in: root)
        let guide = LayoutGuide()
        let all: [any ConstraintTarget] = [
            1, 2.5, Float(3), CGFloat(4), CGSize.zero, CGPoint.zero, EdgeInsets.zero, view, guide, view.mas.left, [1, 2], [view],
        ]
        #expect(all.count == 12)
    }

    // MARK: updateConstraints and remakeConstraints

    @Test func updateMatchingRule() {
        let view = makeView("view", in: root)
        view.mas.makeConstraints { make in
            make.left.equalTo(10)
            make.top.equalTo(20)
            make.width.equalTo(100)
            make.height.equalTo(50).priorityHigh()
        }
        let constraintsBefore = view.mas.installedConstraints.compactMap(first)
        #expect(constraintsBefore.count == 4)

        // Same first item/attribute, second item/attribute (the superview's left), relation,
        // multiplier and priority: the constant changes in place.
        let updated = view.mas.updateConstraints { make in make.left.equalTo(30) }
        #expect(view.mas.installedConstraints.count == 4)
        #expect(constraintsBefore[0].constant == 30 && first(updated.first) === constraintsBefore[0])
        // An explicit `root.mas.top` with multiplier 1 is the same constraint as `top.equalTo(20)`.
        view.mas.updateConstraints { make in make.top.equalTo(root.mas.top).multipliedBy(1).offset(40) }
        #expect(view.mas.installedConstraints.count == 4 && constraintsBefore[1].constant == 40)
        root.layoutIfNeeded()
        expectFrame(view, 30, 40, 100, 50)

        // Another priority: installed beside (required 70 wins over high 50).
        view.mas.updateConstraints { make in make.height.equalTo(70) }
        #expect(view.mas.installedConstraints.count == 5 && constraintsBefore[3].constant == 50)
        // Another relation: installed beside.
        view.mas.updateConstraints { make in make.width.lessThanOrEqualTo(150) }
        #expect(view.mas.installedConstraints.count == 6 && constraintsBefore[2].constant == 100)
        // Another multiplier: installed beside.
        view.mas.updateConstraints { make in make.left.equalTo(root).multipliedBy(2).priorityLow() }
        #expect(view.mas.installedConstraints.count == 7)
        // Another second attribute: installed beside.
        view.mas.updateConstraints { make in make.top.equalTo(root.mas.centerY).priorityLow() }
        #expect(view.mas.installedConstraints.count == 8)
        root.layoutIfNeeded()
        expectFrame(view, 30, 40, 100, 70)
        // Two updates through the same handle of one constraint keep it single.
        view.mas.updateConstraints { make in make.left.equalTo(35) }
        #expect(view.mas.installedConstraints.count == 8 && constraintsBefore[0].constant == 35)
    }

    @Test func remakeUninstallsOnlyThisViewsConstraints() {
        let view = makeView("view", in: root), follower = makeView("follower", in: root)
        view.mas.makeConstraints { make in
            make.left.top.equalTo(10)
            make.size.equalTo(100)
        }
        follower.mas.makeConstraints { make in
            make.left.equalTo(view.mas.right)
            make.top.equalTo(view)
            make.size.equalTo(5)
        }
        #expect(view.mas.installedConstraints.count == 4 && follower.mas.installedConstraints.count == 4)
        let remade = view.mas.remakeConstraints { make in
            make.left.equalTo(5)
            make.top.equalTo(6)
            make.width.equalTo(7)
        }
        #expect(remade.count == 3 && view.mas.installedConstraints.count == 3)
        #expect(follower.mas.installedConstraints.count == 4)
        view.mas.makeConstraints { make in make.height.equalTo(8) }
        root.layoutIfNeeded()
        expectFrame(view, 5, 6, 7, 8)
        expectFrame(follower, 12, 6, 5, 5)
        view.mas.removeConstraints()
        #expect(view.mas.installedConstraints.isEmpty && follower.mas.installedConstraints.count == 4)
    }

    @Test func prepareThenInstall() {
        let view = makeView("view", in: root)
        let prepared = view.mas.prepareConstraints { make in
            make.edges.equalTo(root).inset(30)
        }
        #expect(prepared.count == 1 && prepared[0].layoutConstraints.count == 4 && !prepared[0].isActive)
        #expect(view.mas.installedConstraints.isEmpty)
        #expect(view.translatesAutoresizingMaskIntoConstraints == false)
        prepared[0].install()
        #expect(view.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(view, 30, 30, 340, 740)
    }

    // MARK: Arrays of views

    @Test func arrayOfViewsMakeUpdateRemake() {
        let a = makeView("a", in: root), b = makeView("b", in: root)
        a.mas.makeConstraints { make in make.left.equalTo(0) }
        b.mas.makeConstraints { make in make.left.equalTo(200) }
        var runs = 0
        let made = [a, b].mas.makeConstraints { make in
            runs += 1
            make.top.equalTo(10)
            make.size.equalTo(20)
        }
        #expect(runs == 2 && made.count == 4)
        #expect(a.mas.installedConstraints.count == 4 && b.mas.installedConstraints.count == 4)
        let updated = [a, b].mas.updateConstraints { make in make.top.equalTo(30) }
        #expect(updated.count == 2 && a.mas.installedConstraints.count == 4 && b.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(a, 0, 30, 20, 20)
        expectFrame(b, 200, 30, 20, 20)
        let remade = [a, b].mas.remakeConstraints { make in
            make.right.bottom.equalTo(-1)
            make.size.equalTo(2)
        }
        #expect(remade.count == 4 && a.mas.installedConstraints.count == 4 && b.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(a, 397, 797, 2, 2)
        expectFrame(b, 397, 797, 2, 2)
    }

    // MARK: Distribution (NSArray+MASAdditions)

    @Test func distributeFixedSpacingBothAxes() {
        let views = (0..<3).map { makeView("h\($0)", in: root) }
        views.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 30)
        views.mas.makeConstraints { make in make.top.equalTo(0); make.height.equalTo(10) }
        // 20 + 3w + 2 * 10 + 30 = 400: w = 110.
        let column = (0..<3).map { makeView("v\($0)", in: root) }
        column.mas.distributeViews(along: .vertical, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 30)
        column.mas.makeConstraints { make in make.left.equalTo(0); make.width.equalTo(10) }
        // 20 + 3h + 20 + 30 = 800: h = 730 / 3.
        root.layoutIfNeeded()
        expectFrame(views[0], 20, 0, 110, 10)
        expectFrame(views[1], 140, 0, 110, 10)
        expectFrame(views[2], 260, 0, 110, 10)
        let h = 730.0 / 3
        expectFrame(column[0], 0, 20, 10, h)
        expectFrame(column[1], 0, 30 + h, 10, h)
        expectFrame(column[2], 0, 40 + 2 * h, 10, h)
        // Masonry's constraints: the first 1 (left), the middle 2 (width, left), the last 3.
        #expect(views.map { $0.mas.installedConstraints.count } == [1 + 2, 2 + 2, 3 + 2])
    }

    @Test func distributeFixedItemLengthBothAxesInOffsetContainer() {
        let container = makeView("container", in: root)
        container.mas.makeConstraints { make in
            make.left.equalTo(50); make.top.equalTo(30)
            make.width.equalTo(400); make.height.equalTo(800)
        }
        let row = (0..<4).map { makeView("h\($0)", in: container) }
        row.mas.distributeViews(along: .horizontal, fixedItemLength: 20, leadSpacing: 10, tailSpacing: 30)
        row.mas.makeConstraints { make in make.top.equalTo(0); make.height.equalTo(5) }
        let column = (0..<4).map { makeView("v\($0)", in: container) }
        column.mas.distributeViews(along: .vertical, fixedItemLength: 40, leadSpacing: 20, tailSpacing: 60)
        column.mas.makeConstraints { make in make.left.equalTo(0); make.width.equalTo(5) }
        root.layoutIfNeeded()
        // Middle right edges: 400 * i / 3 + (1 - i / 3) * (20 + 10) - i * 30 / 3:
        // i = 1: 143.33.. ; i = 2: 256.66..; so x = 10, 123.33.., 236.66.., 350 (gaps of 93.33..).
        expectFrame(row[0], 10, 0, 20, 5)
        expectFrame(row[1], 400.0 / 3 + 20 - 10 - 20, 0, 20, 5)
        expectFrame(row[2], 800.0 / 3 + 10 - 20 - 20, 0, 20, 5)
        expectFrame(row[3], 350, 0, 20, 5)
        // Middle bottoms: 800 * i / 3 + (1 - i / 3) * 60 - i * 20: 286.66.., 513.33..
        expectFrame(column[0], 0, 20, 5, 40)
        expectFrame(column[1], 0, 800.0 / 3 + 40 - 20 - 40, 5, 40)
        expectFrame(column[2], 0, 1600.0 / 3 + 20 - 40 - 40, 5, 40)
        expectFrame(column[3], 0, 700, 5, 40)
        let multipliers = row[1].mas.installedConstraints.compactMap(first).map(\.multiplier)
        #expect(multipliers.contains { abs($0 - 1.0 / 3) < 1e-12 })
    }

    // MARK: Descriptions

    @Test func descriptionsInMasonrysGrammar() {
        let newView1 = makeView("newView1", in: root), newView2 = makeView("newView2", in: root)
        var top: Constraint?, left: Constraint?, width: Constraint?, right: Constraint?, others: [Constraint] = []
        newView1.mas.prepareConstraints { make in
            top = make.top.equalTo(newView2.mas.bottom).multipliedBy(2).offset(300).key("KEY")
            left = make.left.right.greaterThanOrEqualTo(newView2).key("left")
            width = make.width.greaterThanOrEqualTo(300).priorityLow()
            right = make.right.equalTo(newView2.mas.right).offset(-10).key("r")
            others = [
                make.height.equalTo(1).priorityMedium().key("m"), make.height.equalTo(2).priorityHigh().key("h"),
                make.height.equalTo(3).priority(345).key("n"), make.height.equalTo(4).priority(.fittingSizeLevel).key("f"),
                make.height.equalTo(newView2).multipliedBy(0.5).key("half"),
            ]
        }
        #expect(first(top)?.description == "<LayoutConstraint:KEY View:newView1.top == View:newView2.bottom * 2 + 300>")
        #expect(first(left)?.description == "<LayoutConstraint:left[0] View:newView1.left >= View:newView2.left>")
        #expect(left?.layoutConstraints.last?.description == "<LayoutConstraint:left[1] View:newView1.right >= View:newView2.right>")
        #expect(first(width)?.description.hasSuffix(" View:newView1.width >= 300 ^low>") == true)
        #expect(first(width)?.description.hasPrefix("<LayoutConstraint:") == true)
        #expect(first(right)?.description == "<LayoutConstraint:r View:newView1.right == View:newView2.right - 10>")
        #expect(
            others.map { first($0)?.description ?? "" } == [
                "<LayoutConstraint:m View:newView1.height == 1 ^medium>",
                "<LayoutConstraint:h View:newView1.height == 2 ^high>",
                "<LayoutConstraint:n View:newView1.height == 3 ^345>",
                "<LayoutConstraint:f View:newView1.height == 4 ^fitting size>",
                "<LayoutConstraint:half View:newView1.height == View:newView2.height * 0.5>",
            ])
    }

    // MARK: Bad input

    @Test func badInputIsDiagnosedNotInstalled() {
        let a = makeView("a", in: root), b = makeView("b", in: root), loose = makeView("loose")
        let redefined = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in make.left.equalTo(b).equalTo(root) }
        }
        #expect(redefined.map(\.kind) == [.invalidAttributePairing])
        #expect(redefined.first?.message.contains("View:a.left") == true)
        #expect(a.mas.installedConstraints.isEmpty)
        // The same relation again with a number only resets the constant.
        let same = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in make.width.equalTo(10).equalTo(20) }
        }
        #expect(same.isEmpty && a.mas.installedConstraints.compactMap(first).map(\.constant) == [20])
        let noSuperview = LayoutDiagnostics.record {
            loose.mas.makeConstraints { make in make.left.equalTo(10) }
        }
        #expect(noSuperview.map(\.kind) == [.noCommonAncestor] && noSuperview.first?.message.contains("View:loose") == true)
        let noCommon = LayoutDiagnostics.record {
            b.mas.makeConstraints { make in make.left.equalTo(loose) }
        }
        #expect(noCommon.map(\.kind) == [.noCommonAncestor] && b.mas.installedConstraints.isEmpty)
        let notFinite = LayoutDiagnostics.record {
            b.mas.makeConstraints { make in make.edges.equalTo(root).inset(.infinity) }
        }
        #expect(notFinite.map(\.kind) == [.invalidValue] && b.mas.installedConstraints.isEmpty)
        let tooFew = LayoutDiagnostics.record {
            [a].mas.distributeViews(along: .horizontal, fixedSpacing: 1, leadSpacing: 1, tailSpacing: 1)
        }
        #expect(tooFew.map(\.kind) == [.invalidValue] && tooFew.first?.message.contains("View:a") == true)
    }
}
