import Foundation
import Masonry
import Testing

/// Acceptance-style probes: the listing, Masonry's specs and sources, SnapKit's tests.
@Suite struct AcceptanceAuditTests {
    private func near(_ a: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Bool {
        abs(a.minX - x) < 1e-6 && abs(a.minY - y) < 1e-6 && abs(a.width - w) < 1e-6 && abs(a.height - h) < 1e-6
    }

    private func rootAndChild() -> (View, View) {
        let root = makeRoot(width: 400, height: 800)
        let child = makeView("red", in: root)
        return (root, child)
    }

    // MARK: auto-boxing

    @Test func sizeTargetOnWidthAndHeight() {
        let (root, red) = rootAndChild()
        red.mas.makeConstraints { make in
            make.width.equalTo(CGSize(width: 200, height: 100))
            make.height.equalTo(CGSize(width: 200, height: 100))
            make.left.top.equalTo(0)
        }
        root.layoutIfNeeded()
        #expect(near(red.frame, 0, 0, 200, 100))
    }

    @Test func sizeTargetOnAPositionKeepsTheConstant() {
        let (root, red) = rootAndChild()
        red.mas.makeConstraints { make in
            make.left.equalTo(CGSize(width: 50, height: 60))
            make.top.equalTo(CGPoint(x: 30, y: 40))
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(near(red.frame, 0, 0, 10, 10))
        #expect(red.mas.installedConstraints.count == 4)
    }

    @Test func pointTargetOnCenter() {
        let (root, red) = rootAndChild()
        red.mas.makeConstraints { make in
            make.center.equalTo(CGPoint(x: 10, y: -20))
            make.size.equalTo(CGSize(width: 100, height: 50))
        }
        root.layoutIfNeeded()
        #expect(near(red.frame, 160, 355, 100, 50))
    }

    @Test func insetsTargetOnEdges() {
        let (root, red) = rootAndChild()
        red.mas.makeConstraints { make in
            make.edges.equalTo(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        root.layoutIfNeeded()
        #expect(near(red.frame, 2, 1, 394, 796))
        let constants = red.mas.installedConstraints.flatMap(\.layoutConstraints).map(\.constant)
        #expect(constants == [2, -4, 1, -3])
    }

    @Test func sizeEqualToANumberSetsBoth() {
        let (root, red) = rootAndChild()
        red.mas.makeConstraints { make in
            make.size.equalTo(40)
            make.center.equalTo(root)
        }
        root.layoutIfNeeded()
        #expect(near(red.frame, 180, 380, 40, 40))
    }

    @Test func centerEqualToANumberOffsetsBoth() {
        let (root, red) = rootAndChild()
        red.mas.makeConstraints { make in
            make.size.equalTo(40)
            make.center.equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(near(red.frame, 190, 390, 40, 40))
    }

    // MARK: constant setters

    @Test func insetsOnMarginsLeaveTheConstantsAlone() {
        let (root, red) = rootAndChild()
        red.mas.makeConstraints { make in
            make.margins.equalTo(root).insets(EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        }
        let constants = red.mas.installedConstraints.flatMap(\.layoutConstraints).map(\.constant)
        #expect(constants == [0, 0, 0, 0])
        root.layoutIfNeeded()
        #expect(near(red.frame, 0, 0, 400, 800))
    }

    @Test func insetOnWidthAndCenterDoesNothing() {
        let (root, red) = rootAndChild()
        let made = red.mas.makeConstraints { make in
            make.width.equalTo(root).inset(10)
            make.centerX.equalTo(root).inset(10)
            make.height.equalTo(20).inset(5)
            make.top.equalTo(0)
        }
        root.layoutIfNeeded()
        #expect(near(red.frame, 0, 0, 400, 20))
        #expect(made.flatMap(\.layoutConstraints).map(\.constant) == [0, 0, 20, 0])
    }

    @Test func sizeOffsetAndCenterOffsetOnlyTouchTheirAttributes() {
        let (root, red) = rootAndChild()
        let made = red.mas.makeConstraints { make in
            make.left.equalTo(5).sizeOffset(CGSize(width: 1, height: 2))
            make.top.equalTo(6).centerOffset(CGPoint(x: 3, y: 4))
            make.width.equalTo(root).sizeOffset(CGSize(width: -100, height: -200))
            make.height.equalTo(root).centerOffset(CGPoint(x: 1, y: 1))
        }
        #expect(made.flatMap(\.layoutConstraints).map(\.constant) == [5, 6, -100, 0])
        root.layoutIfNeeded()
        #expect(near(red.frame, 5, 6, 300, 800))
    }

    @Test func centerOffsetWithinMarginsIsUnchanged() {
        let (root, red) = rootAndChild()
        let made = red.mas.makeConstraints { make in
            make.centerXWithinMargins.equalTo(root).centerOffset(CGPoint(x: 30, y: 40))
            make.centerYWithinMargins.equalTo(root).centerOffset(CGPoint(x: 30, y: 40))
            make.size.equalTo(10)
        }
        #expect(made[0].layoutConstraints[0].constant == 0)
        #expect(made[1].layoutConstraints[0].constant == 0)
    }

    @Test func lastConstantSetterWins() {
        let (root, red) = rootAndChild()
        red.mas.makeConstraints { make in
            make.left.equalTo(root).offset(10).inset(3).offset(7)
            make.top.equalTo(root).inset(4).offset(-2).inset(9)
            make.width.equalTo(100).offset(10)
            make.height.equalTo(100).sizeOffset(CGSize(width: 1, height: 33))
        }
        root.layoutIfNeeded()
        #expect(near(red.frame, 7, 9, 10, 33))
    }

    @Test func valueOffsetDispatchesByKind() {
        let (root, red) = rootAndChild()
        let made = red.mas.makeConstraints { make in
            make.left.equalTo(root).valueOffset(12)
            make.right.equalTo(root).valueOffset(EdgeInsets(top: 0, left: 0, bottom: 0, right: 20))
            make.top.equalTo(root).valueOffset(CGPoint(x: 5, y: 5))
            make.height.equalTo(root).valueOffset(CGSize(width: 1, height: -300))
        }
        #expect(made.flatMap(\.layoutConstraints).map(\.constant) == [12, -20, 0, -300])
        root.layoutIfNeeded()
        #expect(near(red.frame, 12, 0, 368, 500))
    }

    @Test func chainWithoutRelationInstallsEqual() {
        let (root, red) = rootAndChild()
        let made = red.mas.makeConstraints { make in
            make.top.left.offset(10)
            make.size.equalTo(20)
        }
        let lcs = made.flatMap(\.layoutConstraints)
        #expect(lcs.map(\.relation) == [.equal, .equal, .equal, .equal])
        #expect(lcs[0].secondItem === root && lcs[0].secondAttribute == .top)
        #expect(lcs[1].secondItem === root && lcs[1].secondAttribute == .left)
        root.layoutIfNeeded()
        #expect(near(red.frame, 10, 10, 20, 20))
    }

    @Test func rightOffsetMovesOutwardsNoSignChange() {
        let (root, red) = rootAndChild()
        red.mas.makeConstraints { make in
            make.left.right.top.equalTo(root).offset(100)
            make.height.equalTo(100)
        }
        root.layoutIfNeeded()
        #expect(near(red.frame, 100, 100, 400, 100))
    }

    // MARK: arrays

    @Test func mixedArrayMakesOneChildPerElement() {
        let root = makeRoot()
        let v1 = makeView("v1", in: root, frame: .zero)
        let v3 = makeView("v3", in: root, frame: .zero)
        let red = makeView("red", in: root)
        v1.mas.makeConstraints { make in make.left.equalTo(50); make.top.equalTo(0); make.size.equalTo(10) }
        v3.mas.makeConstraints { make in make.left.equalTo(150); make.top.equalTo(0); make.size.equalTo(10) }
        let made = red.mas.makeConstraints { make in
            make.left.greaterThanOrEqualTo([v1, 100, v3.mas.right] as [any ConstraintTarget])
            make.top.equalTo(0)
            make.size.equalTo(10)
        }
        #expect(made.count == 3)
        let lcs = made[0].layoutConstraints
        #expect(lcs.count == 3)
        #expect(lcs.map(\.relation) == [.greaterThanOrEqual, .greaterThanOrEqual, .greaterThanOrEqual])
        #expect(lcs[0].secondItem === v1 && lcs[0].secondAttribute == .left && lcs[0].constant == 0)
        #expect(lcs[1].secondItem === root && lcs[1].secondAttribute == .left && lcs[1].constant == 100)
        #expect(lcs[2].secondItem === v3 && lcs[2].secondAttribute == .right && lcs[2].constant == 0)
        #expect(red.mas.installedConstraints.count == 6)
        root.layoutIfNeeded()
        #expect(red.frame.minX >= 160 - 1e-6)
    }

    @Test func arrayChildrenCopyModifiersGivenBeforeAndAfter() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let red = makeView("red", in: root)
        let made = red.mas.makeConstraints { make in
            make.width.multipliedBy(0.5).priorityHigh().lessThanOrEqualTo([a, b]).offset(3)
        }
        let lcs = made[0].layoutConstraints
        #expect(lcs.count == 2)
        #expect(lcs.map(\.multiplier) == [0.5, 0.5])
        #expect(lcs.map(\.priority) == [.defaultHigh, .defaultHigh])
        #expect(lcs.map(\.constant) == [3, 3])
        #expect(lcs[0].secondItem === a && lcs[1].secondItem === b)
        #expect(lcs.allSatisfy { $0.secondAttribute == .width })
    }

    @Test func compositeEqualToArrayNestsAndKeysRecursively() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let red = makeView("red", in: root)
        let made = red.mas.makeConstraints { make in
            make.size.equalTo([a, b] as [any ConstraintTarget]).priorityLow().key("s")
        }
        let ids = made[0].layoutConstraints.map { $0.identifier ?? "nil" }
        #expect(ids == ["s[0][0]", "s[0][1]", "s[1][0]", "s[1][1]"])
        #expect(made[0].layoutConstraints.map(\.firstAttribute) == [.width, .width, .height, .height])
        #expect(red.mas.installedConstraints.count == 4)
    }

    // MARK: keys and descriptions

    @Test func compositeKeyDescriptions() {
        let (root, red) = rootAndChild()
        let made = red.mas.makeConstraints { make in
            make.edges.equalTo(root).insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).key("e")
        }
        let descs = made[0].layoutConstraints.map(\.description)
        #expect(descs == [
            "<LayoutConstraint:e[0] View:red.left == View:root.left + 2>",
            "<LayoutConstraint:e[1] View:red.right == View:root.right - 4>",
            "<LayoutConstraint:e[2] View:red.top == View:root.top + 1>",
            "<LayoutConstraint:e[3] View:red.bottom == View:root.bottom - 3>",
        ])
    }

    @Test func descriptionOfUnusualPrioritiesAndNumbers() {
        let (root, red) = rootAndChild()
        let made = red.mas.makeConstraints { make in
            make.width.equalTo(root).dividedBy(3).priority(345).key("w")
            make.height.equalTo(1_000_000).priority(LayoutPriority(345.5)).key("h")
            make.left.equalTo(root).offset(-0.5).priority(.fittingSizeLevel).key("l")
            make.top.equalTo(root).priorityMedium().key("t")
            make.baseline.equalTo(root.mas.firstBaseline).key("b")
        }
        let descs = made.map { $0.layoutConstraints[0].description }
        #expect(descs == [
            "<LayoutConstraint:w View:red.width == View:root.width * 0.333333 ^345>",
            "<LayoutConstraint:h View:red.height == 1e+06 ^345.5>",
            "<LayoutConstraint:l View:red.left == View:root.left - 0.5 ^fitting size>",
            "<LayoutConstraint:t View:red.top == View:root.top ^medium>",
            "<LayoutConstraint:b View:red.baseline == View:root.firstBaseline>",
        ])
    }

    @Test func descriptionUsesDynamicTypeName() {
        let root = makeRoot()
        let label = Label()
        label.mas.key = "title"
        root.addSubview(label)
        let made = label.mas.makeConstraints { make in
            make.left.equalTo(root.mas.left).offset(8).key("k")
        }
        #expect(made[0].layoutConstraints[0].description == "<LayoutConstraint:k Label:title.left == View:root.left + 8>")
    }

    @Test func descriptionOfALayoutGuideItem() {
        let root = makeRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.mas.key = "g"
        let made = guide.mas.makeConstraints { make in
            make.width.equalTo(root).multipliedBy(0.5).key("gw")
        }
        #expect(made[0].layoutConstraints[0].description == "<LayoutConstraint:gw LayoutGuide:g.width == View:root.width * 0.5>")
    }

    @Test func attachKeysNamesEachView() {
        let root = makeRoot()
        let a = View()
        let b = View()
        root.addSubview(a)
        root.addSubview(b)
        attachKeys(["alpha": a, "beta": b])
        #expect(a.mas.key == "alpha")
        #expect(b.mas.key == "beta")
        let made = a.mas.makeConstraints { make in make.top.equalTo(b.mas.bottom).multipliedBy(2).offset(300).key("KEY") }
        #expect(made[0].layoutConstraints[0].description == "<LayoutConstraint:KEY View:alpha.top == View:beta.bottom * 2 + 300>")
    }

    // MARK: install, update, remake

    @Test func updateWithSecondItemSpelledDifferentlyMatches() {
        let (root, red) = rootAndChild()
        let first = red.mas.makeConstraints { make in
            make.left.equalTo(10)
            make.top.equalTo(root.mas.top)
            make.size.equalTo(10)
        }
        let second = red.mas.updateConstraints { make in
            make.left.equalTo(root).offset(20)
            make.top.equalToSuperview().offset(30)
        }
        #expect(red.mas.installedConstraints.count == 4)
        #expect(second[0].layoutConstraints[0] === first[0].layoutConstraints[0])
        #expect(second[1].layoutConstraints[0] === first[1].layoutConstraints[0])
        root.layoutIfNeeded()
        #expect(near(red.frame, 20, 30, 10, 10))
    }

    @Test func updateWithOtherPriorityOrMultiplierInstallsBeside() {
        let (root, red) = rootAndChild()
        red.mas.makeConstraints { make in
            make.width.equalTo(root).multipliedBy(0.5).priorityHigh()
            make.height.equalTo(10)
            make.left.top.equalTo(0)
        }
        red.mas.updateConstraints { make in
            make.width.equalTo(root).multipliedBy(0.25).priorityHigh()
            make.height.equalTo(20).priorityLow()
            make.width.equalTo(root).multipliedBy(0.5).priorityHigh().offset(4)
        }
        #expect(red.mas.installedConstraints.count == 6)
        #expect(root.constraints.count == 4)
        #expect(red.constraints.count == 2)
    }

    @Test func updateMatchesTheNewestOfTwoSimilar() {
        let (root, red) = rootAndChild()
        red.mas.makeConstraints { make in
            make.width.greaterThanOrEqualTo(10)
            make.height.equalTo(5)
            make.left.top.equalTo(0)
        }
        red.mas.makeConstraints { make in make.width.greaterThanOrEqualTo(20) }
        red.mas.updateConstraints { make in make.width.greaterThanOrEqualTo(30) }
        let widths = red.constraints.filter { $0.firstAttribute == .width }.map(\.constant)
        #expect(widths == [10, 30])
        root.layoutIfNeeded()
        #expect(abs(red.frame.width - 30) < 1e-6)
    }

    @Test func remakeKeepsConstraintsOfOtherViewsPointingAtIt() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        a.mas.makeConstraints { make in make.left.top.equalTo(10); make.size.equalTo(50) }
        b.mas.makeConstraints { make in make.left.equalTo(a.mas.right).offset(5); make.top.equalTo(a); make.size.equalTo(a) }
        a.mas.remakeConstraints { make in make.left.top.equalTo(20); make.size.equalTo(30) }
        #expect(a.mas.installedConstraints.count == 4)
        #expect(b.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        #expect(near(a.frame, 20, 20, 30, 30))
        #expect(near(b.frame, 55, 20, 30, 30))
    }

    @Test func uninstallReinstallReusesTheLayoutConstraint() {
        let (root, red) = rootAndChild()
        var width: Constraint!
        red.mas.makeConstraints { make in
            width = make.width.equalTo(100)
            make.height.equalTo(10)
            make.left.top.equalTo(0)
        }
        let lc = width.layoutConstraints[0]
        width.uninstall()
        #expect(!width.isActive)
        #expect(!lc.isActive)
        #expect(red.mas.installedConstraints.count == 3)
        width.install()
        #expect(width.isActive)
        #expect(width.layoutConstraints[0] === lc)
        #expect(red.mas.installedConstraints.count == 4)
        width.deactivate()
        width.activate()
        #expect(width.layoutConstraints[0] === lc)
        #expect(red.constraints.filter { $0 === lc }.count == 1)
        root.layoutIfNeeded()
        #expect(near(red.frame, 0, 0, 100, 10))
    }

    @Test func installTwiceDoesNotDuplicate() {
        let (root, red) = rootAndChild()
        defer { withExtendedLifetime(root) {} }
        let made = red.mas.makeConstraints { make in make.width.equalTo(10) }
        made[0].install()
        made[0].activate()
        #expect(red.mas.installedConstraints.count == 1)
        #expect(red.constraints.count == 1)
    }

    @Test func prepareConstraintsThenInstall() {
        let (root, red) = rootAndChild()
        let prepared = red.mas.prepareConstraints { make in
            make.edges.equalTo(root).inset(10)
        }
        #expect(prepared.count == 1)
        #expect(red.mas.installedConstraints.isEmpty)
        #expect(root.constraints.isEmpty)
        #expect(!prepared[0].isActive)
        prepared[0].install()
        #expect(red.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        #expect(near(red.frame, 10, 10, 380, 780))
    }

    @Test func compositeStaysActiveWhileAnyChildIs() {
        let (root, red) = rootAndChild()
        defer { withExtendedLifetime(root) {} }
        let made = red.mas.makeConstraints { make in make.size.equalTo(10) }
        let composite = made[0] as! CompositeConstraint
        composite.children[0].uninstall()
        #expect(composite.isActive)
        composite.children[1].uninstall()
        #expect(!composite.isActive)
        #expect(red.mas.installedConstraints.isEmpty)
    }

    @Test func updateOffsetOnACompositeShiftsEveryChild() {
        let (root, red) = rootAndChild()
        let made = red.mas.makeConstraints { make in make.edges.equalTo(root) }
        made[0].update(offset: 10)
        root.layoutIfNeeded()
        #expect(near(red.frame, 10, 10, 400, 800))
        made[0].update(inset: 10)
        root.layoutIfNeeded()
        #expect(near(red.frame, 10, 10, 380, 780))
        made[0].update(insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        root.layoutIfNeeded()
        #expect(near(red.frame, 2, 1, 394, 796))
    }

    @Test func updatePriorityBetweenOptionals() {
        let (root, red) = rootAndChild()
        var wide: Constraint!
        red.mas.makeConstraints { make in
            wide = make.width.equalTo(300).priorityHigh()
            make.width.equalTo(100).priorityMedium()
            make.height.equalTo(10)
            make.left.top.equalTo(0)
        }
        root.layoutIfNeeded()
        #expect(abs(red.frame.width - 300) < 1e-6)
        let diags = LayoutDiagnostics.record { wide.update(priority: .defaultLow) }
        #expect(diags.isEmpty)
        #expect(wide.layoutConstraints[0].priority == .defaultLow)
        root.layoutIfNeeded()
        #expect(abs(red.frame.width - 100) < 1e-6)
    }

    @Test func updatePriorityFromRequiredIsRefused() {
        let (root, red) = rootAndChild()
        defer { withExtendedLifetime(root) {} }
        let made = red.mas.makeConstraints { make in make.width.equalTo(100) }
        let diags = LayoutDiagnostics.record { made[0].update(priority: .defaultLow) }
        #expect(diags.map(\.kind) == [.invalidPriorityChange])
        #expect(made[0].layoutConstraints[0].priority == .required)
    }

    @Test func multiplierAfterInstallIsRefused() {
        let (root, red) = rootAndChild()
        defer { withExtendedLifetime(root) {} }
        let made = red.mas.makeConstraints { make in make.width.equalTo(red.mas.height).multipliedBy(2) }
        let diags = LayoutDiagnostics.record { made[0].multipliedBy(3) }
        #expect(diags.count == 1)
        #expect(made[0].layoutConstraints[0].multiplier == 2)
    }

    @Test func priorityAfterInstallIsRefused() {
        let (root, red) = rootAndChild()
        defer { withExtendedLifetime(root) {} }
        let made = red.mas.makeConstraints { make in make.width.equalTo(10).priorityHigh() }
        let diags = LayoutDiagnostics.record { made[0].priority(.defaultLow) }
        #expect(diags.count == 1)
        #expect(made[0].layoutConstraints[0].priority == .defaultHigh)
    }

    @Test func keyAfterInstallRenamesTheLayoutConstraint() {
        let (root, red) = rootAndChild()
        defer { withExtendedLifetime(root) {} }
        let made = red.mas.makeConstraints { make in make.width.equalTo(10) }
        made[0].key("late")
        #expect(made[0].layoutConstraints[0].identifier == "late")
    }

    // MARK: bad input

    @Test func redefiningARelationIsRefused() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let red = makeView("red", in: root)
        var made: [Constraint] = []
        let diags = LayoutDiagnostics.record {
            made = red.mas.makeConstraints { make in
                make.left.equalTo(a).equalTo(b)
                make.top.equalTo(a).greaterThanOrEqualTo(10)
                make.width.equalTo(a).equalTo(10)
            }
        }
        #expect(diags.count == 2)
        #expect(diags.allSatisfy { $0.message.contains("red") })
        #expect(red.mas.installedConstraints.count == 1)
        #expect(red.mas.installedConstraints[0].layoutConstraints[0].constant == 10)
        #expect(red.mas.installedConstraints[0].layoutConstraints[0].secondItem === a)
        _ = made
    }

    @Test func invalidPairingsAreRefused() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let red = makeView("red", in: root)
        let diags = LayoutDiagnostics.record {
            red.mas.makeConstraints { make in
                make.left.equalTo(a.mas.width)
                make.left.equalTo(a.mas.top)
                make.width.equalTo(a.mas.left)
                make.leading.equalTo(a.mas.left)
                make.width.equalTo(a.mas.height)
            }
        }
        #expect(diags.count == 4)
        #expect(red.mas.installedConstraints.count == 1)
    }

    @Test func noSuperviewForAPositionIsRefused() {
        let lonely = makeView("lonely", CGRect(x: 0, y: 0, width: 10, height: 10))
        let diags = LayoutDiagnostics.record {
            lonely.mas.makeConstraints { make in
                make.left.equalTo(10)
                make.width.equalTo(10)
            }
        }
        #expect(diags.count == 1)
        #expect(diags.first?.message.contains("lonely") == true)
        #expect(lonely.mas.installedConstraints.count == 1)
    }

    @Test func noCommonSuperviewIsRefused() {
        let r1 = makeRoot()
        let r2 = makeRoot()
        let a = makeView("a", in: r1)
        let b = makeView("b", in: r2)
        let diags = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in make.left.equalTo(b) }
        }
        #expect(diags.map(\.kind) == [.noCommonAncestor])
        #expect(diags[0].message.contains("a") && diags[0].message.contains("b"))
        #expect(a.mas.installedConstraints.isEmpty)
    }

    @Test func nanValueIsRefused() {
        let (root, red) = rootAndChild()
        defer { withExtendedLifetime(root) {} }
        let diags = LayoutDiagnostics.record {
            red.mas.makeConstraints { make in
                make.width.equalTo(CGFloat.nan)
                make.height.equalTo(10).offset(.infinity)
                make.left.equalTo(0).multipliedBy(.nan)
            }
        }
        #expect(diags.count >= 3)
        #expect(diags.allSatisfy { $0.kind == .invalidValue })
        #expect(red.mas.installedConstraints.isEmpty)
    }

    // MARK: arrays of views, distribution

    @Test func arrayMakeRunsOncePerView() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        var calls = 0
        let made = [a, b].mas.makeConstraints { make in
            calls += 1
            make.height.equalTo(20)
            make.top.left.equalTo(0)
        }
        #expect(calls == 2)
        #expect(made.count == 4)
        #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
        let remade = [a, b].mas.remakeConstraints { make in make.size.equalTo(5); make.center.equalTo(0) }
        #expect(remade.count == 4)
        #expect(a.mas.installedConstraints.count == 4)
        [a, b].mas.updateConstraints { make in make.size.equalTo(6) }
        #expect(b.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        #expect(near(b.frame, 197, 397, 6, 6))
    }

    @Test func distributeFixedSpacingInAnOffsetContainer() {
        let root = makeRoot()
        let box = makeView("box", in: root)
        box.mas.makeConstraints { make in
            make.left.equalTo(100); make.top.equalTo(50)
            make.width.equalTo(300); make.height.equalTo(100)
        }
        let views = (0..<3).map { makeView("v\($0)", in: box) }
        let made = views.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 15)
        #expect(made.count == 6)
        views.mas.makeConstraints { make in make.top.equalTo(0); make.height.equalTo(20) }
        root.layoutIfNeeded()
        let w: CGFloat = (300 - 5 - 15 - 20) / 3
        #expect(near(views[0].frame, 5, 0, w, 20))
        #expect(near(views[1].frame, 5 + w + 10, 0, w, 20))
        #expect(near(views[2].frame, 5 + 2 * w + 20, 0, w, 20))
    }

    @Test func distributeFixedLengthInAnOffsetContainer() {
        let root = makeRoot()
        let box = makeView("box", in: root)
        box.mas.makeConstraints { make in
            make.left.equalTo(100); make.top.equalTo(50)
            make.width.equalTo(100); make.height.equalTo(300)
        }
        let views = (0..<4).map { makeView("v\($0)", in: box) }
        let made = views.mas.distributeViews(along: .vertical, fixedItemLength: 30, leadSpacing: 10, tailSpacing: 20)
        #expect(made.count == 8)
        views.mas.makeConstraints { make in make.left.right.equalTo(0) }
        root.layoutIfNeeded()
        // lead 10, tail 20, 4 items of 30: 150 left over in 3 equal gaps of 50.
        for (i, v) in views.enumerated() {
            #expect(near(v.frame, 0, 10 + CGFloat(i) * 80, 100, 30))
        }
        let middle = views[1].mas.installedConstraints.flatMap(\.layoutConstraints).first { $0.firstAttribute == .bottom }
        #expect(middle?.multiplier == CGFloat(1) / 3)
        #expect(middle?.secondItem === box)
    }

    @Test func distributeOneViewIsRefused() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        var made: [Constraint] = [Constraint]()
        let diags = LayoutDiagnostics.record {
            made = [a].mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 0, tailSpacing: 0)
        }
        #expect(made.isEmpty)
        #expect(diags.map(\.kind) == [.invalidValue])
        #expect(a.mas.installedConstraints.isEmpty)
    }

    // MARK: guides, safe area, margins, direction

    @Test func edgesToTheSafeAreaGuideTakeEachAttribute() {
        let root = makeRoot(width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let red = makeView("red", in: root)
        red.mas.makeConstraints { make in make.edges.equalTo(root.mas.safeAreaLayoutGuide) }
        root.layoutIfNeeded()
        #expect(near(red.frame, 0, 47, 390, 763))
        let blue = makeView("blue", in: root)
        blue.mas.makeConstraints { make in
            make.top.equalTo(root.mas.safeAreaLayoutGuideBottom).offset(-10)
            make.leading.trailing.equalTo(root.mas.safeAreaLayoutGuide)
            make.height.equalTo(root.mas.safeAreaLayoutGuideHeight).multipliedBy(0.1)
        }
        root.layoutIfNeeded()
        #expect(near(blue.frame, 0, 800, 390, 76.3))
    }

    @Test func leadingTrailingFollowRightToLeft() {
        let root = makeRoot(width: 400, height: 400)
        root.semanticContentAttribute = .forceRightToLeft
        let red = makeView("red", in: root)
        red.mas.makeConstraints { make in
            make.leading.equalTo(10)
            make.top.equalTo(0)
            make.size.equalTo(50)
        }
        let blue = makeView("blue", in: root)
        blue.mas.makeConstraints { make in
            make.leading.equalTo(red.mas.trailing).offset(5)
            make.top.width.height.equalTo(red)
        }
        root.layoutIfNeeded()
        #expect(near(red.frame, 340, 0, 50, 50))
        #expect(near(blue.frame, 285, 0, 50, 50))
    }

    @Test func marginsCompositeUsesMarginAttributes() {
        let root = makeRoot(width: 400, height: 400)
        root.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let red = makeView("red", in: root)
        red.mas.makeConstraints { make in make.edges.equalTo(root.mas.margins) }
        root.layoutIfNeeded()
        #expect(near(red.frame, 20, 10, 340, 360))
        let blue = makeView("blue", in: root)
        blue.mas.makeConstraints { make in
            make.centerWithinMargins.equalTo(root)
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(near(blue.frame, 185, 185, 10, 10))
    }

    @Test func layoutGuideMakesConstraints() {
        let root = makeRoot(width: 400, height: 400)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let made = guide.mas.makeConstraints { make in
            make.left.equalTo(10)
            make.top.equalTo(root).offset(20)
            make.width.equalTo(root).dividedBy(4)
            make.height.equalTo(30)
        }
        #expect(made.count == 4)
        #expect(guide.mas.installedConstraints.count == 4)
        let red = makeView("red", in: root)
        red.mas.makeConstraints { make in
            make.left.equalTo(guide.mas.right)
            make.top.equalTo(guide)
            make.size.equalTo(guide)
        }
        root.layoutIfNeeded()
        #expect(near(guide.layoutFrame, 10, 20, 100, 30))
        #expect(near(red.frame, 110, 20, 100, 30))
    }

    @Test func attributesOptionSetUsesMasonrysOrder() {
        let (root, red) = rootAndChild()
        let made = red.mas.makeConstraints { make in
            make.attributes([.centerY, .height, .top, .left, .trailing]).equalTo(root)
        }
        #expect(made[0].layoutConstraints.map(\.firstAttribute) == [.left, .top, .trailing, .height, .centerY])
    }

    @Test func chainedCompositesKeepChainOrder() {
        let (root, red) = rootAndChild()
        let made = red.mas.makeConstraints { make in
            make.bottom.width.left.centerY.equalTo(root)
        }
        #expect(made.count == 1)
        #expect(made[0].layoutConstraints.map(\.firstAttribute) == [.bottom, .width, .left, .centerY])
    }

    @Test func snapKitCompositesOrder() {
        let (root, red) = rootAndChild()
        let made = red.mas.makeConstraints { make in
            make.horizontalEdges.equalTo(root)
            make.verticalEdges.equalTo(root)
            make.directionalEdges.equalTo(root).priorityLow()
            make.directionalMargins.equalTo(root).priorityLow()
            make.centerWithinMargins.equalTo(root).priorityLow()
        }
        #expect(made[0].layoutConstraints.map(\.firstAttribute) == [.left, .right])
        #expect(made[1].layoutConstraints.map(\.firstAttribute) == [.top, .bottom])
        #expect(made[2].layoutConstraints.map(\.firstAttribute) == [.top, .leading, .bottom, .trailing])
        #expect(made[3].layoutConstraints.map(\.firstAttribute) == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
        #expect(made[4].layoutConstraints.map(\.firstAttribute) == [.centerXWithinMargins, .centerYWithinMargins])
    }

    @Test func superviewClosureVariant() {
        let (root, red) = rootAndChild()
        red.mas.makeConstraints { make in
            make.width.equalToSuperview().dividedBy(2)
            make.height.lessThanOrEqualToSuperview().multipliedBy(0.25)
            make.height.equalTo(1000).priorityLow()
            make.left.greaterThanOrEqualToSuperview().offset(15)
            make.left.equalTo(0).priorityLow()
            make.top.equalToSuperview()
        }
        root.layoutIfNeeded()
        #expect(near(red.frame, 15, 0, 200, 200))
    }

    @Test func installedOnClosestCommonSuperview() {
        let root = makeRoot()
        let box = makeView("box", in: root)
        let inner = makeView("inner", in: box)
        let other = makeView("other", in: root)
        inner.mas.makeConstraints { make in
            make.width.equalTo(10)
            make.height.equalTo(box)
            make.left.equalTo(other)
            make.top.equalTo(5)
        }
        #expect(inner.constraints.count == 1)
        #expect(box.constraints.count == 2)
        #expect(root.constraints.count == 1)
        #expect(inner.mas.closestCommonSuperview(other) === root)
        #expect(inner.mas.closestCommonSuperview(box) === box)
    }

    @Test func priorityLiteralShapes() {
        let (root, red) = rootAndChild()
        defer { withExtendedLifetime(root) {} }
        let made = red.mas.makeConstraints { make in
            make.width.equalTo(1).priority(345)
            make.height.equalTo(1).priority(LayoutPriority(rawValue: 600))
            make.left.equalTo(1).priority(12.5)
            make.top.equalTo(1).priorityRequired()
        }
        #expect(made.map { $0.layoutConstraints[0].priority.rawValue } == [345, 600, 12.5, 1000])
    }

    @Test func multiplierInsideAnOffsetContainer() {
        let root = makeRoot()
        let box = makeView("box", in: root)
        box.mas.makeConstraints { make in make.left.equalTo(100); make.top.equalTo(200); make.size.equalTo(200) }
        let red = makeView("red", in: box)
        red.mas.makeConstraints { make in
            make.right.equalTo(box).multipliedBy(0.5)
            make.bottom.equalTo(box.mas.centerY).multipliedBy(1.5)
            make.width.equalTo(20); make.height.equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(near(red.frame, 80, 140, 20, 10))
    }
}
