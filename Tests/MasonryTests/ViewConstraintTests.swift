import Masonry
import Testing

@Suite struct ViewConstraintTests {
    let root = makeRoot(), a = makeView("a"), b = makeView("b", CGRect(x: 10, y: 20, width: 30, height: 40))

    init() {
        root.addSubview(a); root.addSubview(b)
    }

    func setup() -> (View, View, View) { (root, a, b) }

    func only(_ made: [Constraint]) -> LayoutConstraint? { made.flatMap(\.layoutConstraints).first }

    /// A kept or prepared constraint installs on its items' closest common superview as the
    /// hierarchy is at install time (Masonry's `install` recomputes it; UIKit's activation
    /// does too), not where it was made.
    @Test func aKeptOrPreparedConstraintInstallsWhereTheHierarchyIsNow() {
        let root = makeRoot(width: 300, height: 300)
        let c1 = makeView("c1", in: root), c2 = makeView("c2", in: root)
        let a = makeView("a", in: c1), b = makeView("b", in: c1)
        for view in [c1, c2] {
            view.mas.makeConstraints { make in make.top.left.equalTo(0); make.size.equalTo(100) }
        }
        c2.mas.updateConstraints { make in make.left.equalTo(150) }
        b.mas.makeConstraints { make in make.left.equalTo(30); make.top.equalTo(0); make.size.equalTo(10) }
        var kept: Constraint?
        a.mas.makeConstraints { make in
            kept = make.left.equalTo(b).offset(5)
            make.size.equalTo(10)
        }
        let prepared = a.mas.prepareConstraints { make in make.top.equalTo(b.mas.bottom) }
        kept?.uninstall()
        c2.addSubview(b)
        b.mas.remakeConstraints { make in make.left.equalTo(30); make.top.equalTo(40); make.size.equalTo(10) }
        let diagnostics = LayoutDiagnostics.record {
            kept?.install()
            prepared.first?.activate()
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(kept?.isActive == true && prepared.first?.isActive == true)
        #expect(root.constraints.contains { $0 === kept?.layoutConstraints.first })
        #expect(root.constraints.contains { $0 === prepared.first?.layoutConstraints.first })
        root.layoutIfNeeded()
        // b at (180, 40) in the root: a's left 185 in the root, 185 in c1; a's top b's bottom.
        #expect(a.frame == CGRect(x: 185, y: 50, width: 10, height: 10))
    }

    @Test func positionWithNumberRelatesToSuperview() {
        let (root, a, _) = setup()
        let lc = only(a.mas.makeConstraints { $0.left.equalTo(10) })
        #expect(lc?.firstItem === a && lc?.secondItem === root)
        #expect(lc?.firstAttribute == .left && lc?.secondAttribute == .left && lc?.constant == 10)
        #expect(root.constraints.count == 1)
        let cx = only(a.mas.makeConstraints { $0.centerX.equalTo(0) })
        #expect(cx?.secondItem === root && cx?.secondAttribute == .centerX && cx?.constant == 0)
    }

    @Test func sizeWithNumberHasNoSecondItemAndIsInstalledOnTheView() {
        let (_, a, _) = setup()
        let lc = only(a.mas.makeConstraints { $0.width.equalTo(100) })
        #expect(lc?.secondItem == nil && lc?.secondAttribute == .notAnAttribute && lc?.constant == 100)
        #expect(a.constraints.count == 1 && a.constraints.first === lc)
    }

    @Test func viewTargetUsesSameAttributeAndInstallsOnCommonSuperview() {
        let (root, a, b) = setup()
        let lc = only(a.mas.makeConstraints { $0.top.greaterThanOrEqualTo(b) })
        #expect(lc?.secondItem === b && lc?.secondAttribute == .top && lc?.relation == .greaterThanOrEqual)
        #expect(root.constraints.first === lc)
    }

    @Test func viewAttributeTargetUsedAsGiven() {
        let (_, a, b) = setup()
        let lc = only(a.mas.makeConstraints { $0.left.lessThanOrEqualTo(b.mas.right) })
        #expect(lc?.secondItem === b && lc?.secondAttribute == .right && lc?.relation == .lessThanOrEqual)
    }

    @Test func deepCommonSuperview() {
        let root = makeRoot(), mid = makeView("mid"), x = makeView("x"), y = makeView("y"), z = makeView("z")
        root.addSubview(mid); mid.addSubview(x); x.addSubview(y); mid.addSubview(z)
        let lc = only(y.mas.makeConstraints { $0.left.equalTo(z) })
        #expect(mid.constraints.count == 1 && mid.constraints.first === lc)
        #expect(y.mas.closestCommonSuperview(z) === mid)
    }

    @Test func offsetSetsTheConstantLastCallWins() {
        let (_, a, _) = setup()
        let lc = only(a.mas.makeConstraints { $0.width.equalTo(100).offset(10) })
        #expect(lc?.constant == 10)
        let lc2 = only(a.mas.makeConstraints { $0.height.equalTo(5).offset(7).offset(-3) })
        #expect(lc2?.constant == -3)
    }

    @Test func insetsByAttribute() {
        let (_, a, b) = setup()
        let i = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let made = a.mas.makeConstraints { make in
            make.left.right.top.bottom.leading.trailing.width.centerX.equalTo(b).insets(i)
        }
        #expect(made.flatMap(\.layoutConstraints).map(\.constant) == [2, -4, 1, -3, 2, -4, 0, 0])
        let made2 = a.mas.makeConstraints { make in make.left.right.top.bottom.equalTo(b).inset(5) }
        #expect(made2.flatMap(\.layoutConstraints).map(\.constant) == [5, -5, 5, -5])
    }

    @Test func sizeAndCenterOffsetsTouchOnlyTheirAttributes() {
        let (_, a, b) = setup()
        let made = a.mas.makeConstraints { make in
            make.width.height.left.equalTo(b).offset(3).sizeOffset(CGSize(width: 10, height: 20))
        }
        #expect(made.flatMap(\.layoutConstraints).map(\.constant) == [10, 20, 3])
        let made2 = a.mas.makeConstraints { make in
            make.centerX.centerY.top.equalTo(b).offset(3).centerOffset(CGPoint(x: -5, y: 6))
        }
        #expect(made2.flatMap(\.layoutConstraints).map(\.constant) == [-5, 6, 3])
    }

    @Test func valueTargetsAreOffsets() {
        let (_, a, _) = setup()
        let made = a.mas.prepareConstraints { make in
            make.width.height.equalTo(CGSize(width: 11, height: 22))
            make.centerX.centerY.equalTo(CGPoint(x: 3, y: 4))
            make.left.right.top.bottom.equalTo(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            make.width.valueOffset(CGSize(width: 7, height: 8))
            make.top.valueOffset(9.5)
        }
        #expect(made.flatMap(\.layoutConstraints).map(\.constant) == [11, 22, 3, 4, 2, -4, 1, -3, 7, 9.5])
    }

    @Test func numberKindsAreConstants() {
        let (_, a, _) = setup()
        let made = a.mas.prepareConstraints { make in
            make.width.equalTo(Int(1)); make.width.equalTo(Double(2)); make.width.equalTo(Float(3)); make.width.equalTo(CGFloat(4))
        }
        #expect(made.flatMap(\.layoutConstraints).map(\.constant) == [1, 2, 3, 4])
    }

    @Test func multipliers() {
        let (root, a, _) = setup()
        let made = a.mas.makeConstraints { make in
            make.width.equalTo(root).multipliedBy(0.5)
            make.height.equalTo(root).dividedBy(4)
            make.left.top.equalTo(0)
        }
        #expect(made.flatMap(\.layoutConstraints).map(\.multiplier) == [0.5, 0.25, 1, 1])
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 200, 200)
    }

    @Test func multiplierInsideAnOffsetContainer() {
        let root = makeRoot(width: 1000, height: 1000)
        let container = makeView("container"), v = makeView("v")
        root.addSubview(container); container.addSubview(v)
        container.mas.makeConstraints { make in
            make.left.equalTo(100); make.top.equalTo(50); make.width.equalTo(400); make.height.equalTo(200)
        }
        v.mas.makeConstraints { make in
            make.right.equalTo(container).multipliedBy(0.5)
            make.bottom.equalTo(container.mas.bottom).multipliedBy(0.5).offset(10)
            make.size.equalTo(20)
        }
        root.layoutIfNeeded()
        expectFrame(container, 100, 50, 400, 200)
        expectFrame(v, 180, 90, 20, 20)
    }

    @Test func priorities() {
        let (_, a, _) = setup()
        let made = a.mas.makeConstraints { make in
            make.width.equalTo(1).priorityLow()
            make.width.equalTo(2).priorityMedium()
            make.width.equalTo(3).priorityHigh()
            make.width.equalTo(4).priorityRequired()
            make.width.equalTo(5).priority(345)
            make.width.equalTo(6).priority(LayoutPriority.defaultHigh - 1)
        }
        #expect(made.flatMap(\.layoutConstraints).map(\.priority.rawValue) == [250, 500, 750, 1000, 345, 749])
    }

    @Test func optionalPriorityLosesToRequired() {
        let root = makeRoot(), v = makeView("v")
        root.addSubview(v)
        v.mas.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.equalTo(100).priorityLow()
            make.width.equalTo(50).priorityHigh()
            make.height.lessThanOrEqualTo(30)
            make.height.equalTo(80).priorityMedium()
        }
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 50, 30)
    }

    @Test func arrayTargetsMakeOneChildPerElement() {
        let root = makeRoot(), a = makeView("a"), v1 = makeView("v1"), v3 = makeView("v3")
        root.addSubview(a); root.addSubview(v1); root.addSubview(v3)
        var made: Constraint?
        a.mas.makeConstraints { make in
            made = make.left.greaterThanOrEqualTo([v1, 100, v3.mas.right]).offset(5).priorityHigh()
        }
        let lcs = made?.layoutConstraints ?? []
        #expect(made is CompositeConstraint)
        #expect(lcs.count == 3)
        #expect(lcs.map(\.relation) == [.greaterThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual])
        #expect(lcs[0].secondItem === v1 && lcs[0].secondAttribute == .left)
        #expect(lcs[1].secondItem === root && lcs[1].secondAttribute == .left)
        #expect(lcs[2].secondItem === v3 && lcs[2].secondAttribute == .right)
        #expect(lcs.map(\.constant) == [5, 5, 5])
        #expect(lcs.map(\.priority) == [.defaultHigh, .defaultHigh, .defaultHigh])
        #expect(a.mas.installedConstraints.count == 3)
    }

    @Test func arrayChildrenCopyTheConstraintAsItStood() {
        let (_, a, b) = setup()
        let other = makeView("other")
        b.superview?.addSubview(other)
        var made: Constraint?
        a.mas.makeConstraints { make in
            made = make.width.multipliedBy(2).priority(600).equalTo([b, other])
        }
        #expect(made?.layoutConstraints.map(\.multiplier) == [2, 2])
        #expect(made?.layoutConstraints.map(\.priority.rawValue) == [600, 600])
    }

    @Test func arrayOfViewsVariable() {
        let (_, a, b) = setup()
        let views: [View] = [b, a.superview!]
        let made = a.mas.makeConstraints { make in make.top.equalTo(views) }
        #expect(made.flatMap(\.layoutConstraints).map(\.secondAttribute) == [.top, .top])
    }

    @Test func compositeWithArrayNestsComposites() {
        let (_, a, b) = setup()
        var c: Constraint?
        a.mas.makeConstraints { make in c = make.left.right.equalTo([b, b.mas.centerX]) }
        let lcs = c?.layoutConstraints ?? []
        #expect(lcs.map(\.firstAttribute) == [.left, .left, .right, .right])
        #expect(lcs.map(\.secondAttribute) == [.left, .centerX, .right, .centerX])
    }

    @Test func sameRelationWithNumberOnlyResetsConstant() {
        let (_, a, b) = setup()
        let diagnostics = LayoutDiagnostics.record {
            let lc = self.only(a.mas.makeConstraints { $0.left.equalTo(b).equalTo(20) })
            #expect(lc?.secondItem === b && lc?.constant == 20)
        }
        #expect(diagnostics.isEmpty)
    }

    @Test func equalToSuperviewRelations() {
        let (root, a, _) = setup()
        let made = a.mas.makeConstraints { make in
            make.left.equalToSuperview()
            make.top.greaterThanOrEqualToSuperview().offset(5)
            make.width.lessThanOrEqualToSuperview()
            make.edges.equalToSuperview()
        }
        let lcs = made.flatMap(\.layoutConstraints)
        #expect(lcs.allSatisfy { $0.secondItem === root && $0.secondAttribute == $0.firstAttribute })
        #expect(lcs.map(\.relation) == [.equal, .greaterThanOrEqual, .lessThanOrEqual, .equal, .equal, .equal, .equal])
    }

    @Test func keysOnSinglesAndComposites() {
        let (_, a, b) = setup()
        var single: Constraint?, composite: Constraint?
        a.mas.makeConstraints { make in
            single = make.width.equalTo(10).key("w")
            composite = make.left.top.equalTo(b).key("lt")
        }
        #expect(single?.layoutConstraints.map(\.identifier) == ["w"])
        #expect(composite?.layoutConstraints.map(\.identifier) == ["lt[0]", "lt[1]"])
    }

    @Test func installUninstallReuseTheSameLayoutConstraint() {
        let root = makeRoot(), v = makeView("v")
        root.addSubview(v)
        var left: Constraint?
        v.mas.makeConstraints { make in
            left = make.left.equalTo(30)
            make.left.equalTo(10).priorityLow()
            make.top.equalTo(0); make.size.equalTo(10)
        }
        let lc = left?.layoutConstraints.first
        root.layoutIfNeeded()
        expectFrame(v, 30, 0, 10, 10)
        left?.uninstall()
        #expect(left?.isActive == false)
        #expect(v.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(v, 10, 0, 10, 10)
        left?.install()
        #expect(left?.isActive == true)
        #expect(left?.layoutConstraints.first === lc)
        root.layoutIfNeeded()
        expectFrame(v, 30, 0, 10, 10)
        left?.deactivate()
        #expect(lc?.isActive == false)
        left?.activate()
        #expect(lc?.isActive == true)
        #expect(v.mas.installedConstraints.count == 5)
    }

    @Test func compositeIsActiveWhileAnyChildIs() {
        let (_, a, b) = setup()
        var c: Constraint?
        a.mas.makeConstraints { make in c = make.left.top.equalTo(b) }
        #expect(c?.isActive == true)
        c?.uninstall()
        #expect(c?.isActive == false)
        c?.install()
        #expect(c?.isActive == true)
    }

    @Test func updatePriorityBetweenOptionals() {
        let root = makeRoot(), v = makeView("v")
        root.addSubview(v)
        var w: Constraint?
        v.mas.makeConstraints { make in
            make.left.top.equalTo(0); make.height.equalTo(10)
            w = make.width.equalTo(100).priority(300)
            make.width.equalTo(50).priority(400)
        }
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 50, 10)
        w?.update(priority: 500)
        #expect(w?.layoutConstraints.first?.priority == 500)
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 100, 10)
    }

    @Test func updateInsetsAndInsetInPlace() {
        let root = makeRoot(width: 200, height: 200), v = makeView("v")
        root.addSubview(v)
        var edges: Constraint?
        v.mas.makeConstraints { make in edges = make.edges.equalToSuperview() }
        edges?.update(insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        root.layoutIfNeeded()
        expectFrame(v, 2, 1, 194, 196)
        edges?.update(inset: 10)
        root.layoutIfNeeded()
        expectFrame(v, 10, 10, 180, 180)
        #expect(root.constraints.count == 4)
    }

    @Test func prepareMakesLayoutConstraintsWithoutInstalling() {
        let root = makeRoot(), v = makeView("v")
        root.addSubview(v)
        let made = v.mas.prepareConstraints { make in
            make.left.top.equalTo(5); make.size.equalTo(10)
        }
        #expect(made.flatMap(\.layoutConstraints).count == 4)
        #expect(made.allSatisfy { !$0.isActive })
        #expect(root.constraints.isEmpty && v.constraints.isEmpty)
        made.forEach { $0.activate() }
        root.layoutIfNeeded()
        expectFrame(v, 5, 5, 10, 10)
        #expect(root.constraints.count == 2 && v.constraints.count == 2)
    }
}
