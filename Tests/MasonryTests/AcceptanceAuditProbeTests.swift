import Foundation
import Masonry
import Testing

@Suite struct DSLAcceptanceProbeTests {
    private func near(_ a: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Bool {
        abs(a.minX - x) < 1e-6 && abs(a.minY - y) < 1e-6 && abs(a.width - w) < 1e-6 && abs(a.height - h) < 1e-6
    }

    @Test func issueSpellingOfAMixedArrayCompiles() {
        let root = makeRoot()
        let view1 = makeView("view1", in: root)
        let view3 = makeView("view3", in: root)
        let red = makeView("red", in: root)
        let made = red.mas.makeConstraints { make in
            make.left.equalTo([view1, 100, view3.mas.right]).priorityLow()
        }
        #expect(made[0].layoutConstraints.count == 3)
    }

    @Test func updateTwiceInOneBlockMatchesTheFirst() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        red.mas.updateConstraints { make in
            make.width.equalTo(10)
            make.width.equalTo(20)
        }
        #expect(red.mas.installedConstraints.count == 1)
        #expect(red.constraints.map(\.constant) == [20])
    }

    @Test func updateReturnsTheMatchedLayoutConstraintAndKeepsCount() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let made = red.mas.makeConstraints { make in make.edges.equalTo(root) }
        let updated = red.mas.updateConstraints { make in make.edges.equalTo(root).inset(5) }
        #expect(updated[0].layoutConstraints.map(ObjectIdentifier.init) == made[0].layoutConstraints.map(ObjectIdentifier.init))
        #expect(red.mas.installedConstraints.count == 4)
        #expect(root.constraints.count == 4)
        root.layoutIfNeeded()
        #expect(near(red.frame, 5, 5, 390, 790))
    }

    @Test func updateDoesNotMatchAnotherViewsConstraint() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        a.mas.makeConstraints { make in make.left.equalTo(b).offset(5) }
        b.mas.updateConstraints { make in make.left.equalTo(a).offset(7) }
        #expect(root.constraints.count == 2)
    }

    @Test func remakeThenOldHandlesAreInactive() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let old = red.mas.makeConstraints { make in make.edges.equalTo(root) }
        red.mas.remakeConstraints { make in make.size.equalTo(10); make.top.left.equalTo(0) }
        #expect(!old[0].isActive)
        #expect(root.constraints.count == 2)
        #expect(red.constraints.count == 2)
        #expect(red.mas.installedConstraints.count == 4)
        red.mas.removeConstraints()
        #expect(red.mas.installedConstraints.isEmpty)
        #expect(root.constraints.isEmpty && red.constraints.isEmpty)
    }

    @Test func remakeUninstallsTheDistributionsConstraints() {
        let root = makeRoot()
        let views = (0..<3).map { makeView("v\($0)", in: root) }
        views.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 5)
        #expect(views.map { $0.mas.installedConstraints.count } == [1, 2, 3])
        views[1].mas.remakeConstraints { make in make.width.equalTo(5) }
        #expect(views.map { $0.mas.installedConstraints.count } == [1, 1, 3])
    }

    @Test func fixedItemLengthCounts() {
        let root = makeRoot()
        let views = (0..<3).map { makeView("v\($0)", in: root) }
        views.mas.distributeViews(along: .horizontal, fixedItemLength: 30, leadSpacing: 5, tailSpacing: 5)
        #expect(views.map { $0.mas.installedConstraints.count } == [2, 2, 2])
    }

    @Test func compositeLessThanArrayOfNumberAndView() {
        let root = makeRoot()
        let other = makeView("other", in: root)
        let red = makeView("red", in: root)
        let made = red.mas.makeConstraints { make in
            make.size.lessThanOrEqualTo([2, other] as [any ConstraintTarget])
        }
        let composite = made[0] as! CompositeConstraint
        #expect(composite.children.count == 2)
        #expect(composite.children.allSatisfy { $0 is CompositeConstraint })
        let lcs = made[0].layoutConstraints
        #expect(lcs.map(\.firstAttribute) == [.width, .width, .height, .height])
        #expect(lcs.map(\.constant) == [2, 0, 2, 0])
        #expect(lcs[0].secondItem == nil && lcs[1].secondItem === other)
    }

    @Test func compositeModifiersReachEveryChild() {
        let root = makeRoot()
        let other = makeView("other", in: root)
        let red = makeView("red", in: root)
        let made = red.mas.makeConstraints { make in
            make.center.equalTo(other).centerOffset(CGPoint(x: 90, y: 30)).dividedBy(2).priorityHigh()
            make.size.greaterThanOrEqualTo(other).sizeOffset(CGSize(width: 90, height: 30)).multipliedBy(3).priorityLow()
        }
        let center = made[0].layoutConstraints
        #expect(center.map(\.constant) == [90, 30])
        #expect(center.map(\.multiplier) == [0.5, 0.5])
        #expect(center.map(\.priority) == [.defaultHigh, .defaultHigh])
        let size = made[1].layoutConstraints
        #expect(size.map(\.constant) == [90, 30])
        #expect(size.map(\.multiplier) == [3, 3])
        #expect(size.map(\.relation) == [.greaterThanOrEqual, .greaterThanOrEqual])
    }

    @Test func compositeChainingAfterASizeComposite() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let made = red.mas.makeConstraints { make in make.size.left.equalTo(root) }
        #expect(made.count == 1)
        #expect(made[0].layoutConstraints.map(\.firstAttribute) == [.width, .height, .left])
    }

    @Test func insetsOnCompositeWithBaselineAndWidth() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let made = red.mas.makeConstraints { make in
            make.right.top.bottom.left.baseline.width.equalTo(root).insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).priorityLow()
        }
        #expect(made[0].layoutConstraints.map(\.constant) == [-4, 1, -3, 2, 0, 0])
        let made2 = red.mas.makeConstraints { make in
            make.right.top.bottom.left.baseline.width.equalTo(root).inset(1).priorityLow()
        }
        #expect(made2[0].layoutConstraints.map(\.constant) == [-1, 1, -1, 1, 0, 0])
    }

    @Test func snapKitUpdateInsetOnBottom() {
        let root = makeRoot()
        let v1 = makeView("v1", in: root)
        let v2 = makeView("v2", in: root)
        var c1: Constraint!
        var c2: Constraint!
        v1.mas.makeConstraints { make in
            c1 = make.top.equalTo(v2).offset(50).constraint
            c2 = make.bottom.equalTo(v2).offset(25).constraint
        }
        c1.update(offset: 15)
        c2.update(offset: 20)
        #expect(c1.layoutConstraints[0].constant == 15 && c2.layoutConstraints[0].constant == 20)
        c1.update(inset: 15)
        c2.update(inset: 20)
        #expect(c1.layoutConstraints[0].constant == 15 && c2.layoutConstraints[0].constant == -20)
        #expect(root.constraints.count == 2)
    }

    @Test func directionalInsetsFallBackOnLeftRight() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let made = red.mas.makeConstraints { make in
            make.edges.equalTo(root).inset(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
        #expect(made[0].layoutConstraints.map(\.constant) == [2, -4, 1, -3])
        let made2 = red.mas.makeConstraints { make in
            make.top.leading.bottom.trailing.equalTo(root).inset(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).priorityLow()
        }
        #expect(made2[0].layoutConstraints.map(\.constant) == [1, 2, -3, -4])
    }

    @Test func snapKitPriorityShortcuts() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        red.mas.remakeConstraints { make in make.left.equalTo(1000.0).priority(.required) }
        #expect(root.constraints.first?.priority == .required)
        red.mas.remakeConstraints { make in make.left.equalTo(1000.0).priority(.low) }
        #expect(root.constraints.count == 1)
        #expect(root.constraints.first?.priority == .defaultLow)
        red.mas.remakeConstraints { make in make.left.equalTo(1000.0).priority(ConstraintPriority.low.value + 1) }
        #expect(root.constraints.count == 1)
        #expect(root.constraints.first?.priority.rawValue == 251)
        #expect(ConstraintPriority.high.advanced(by: 1).value == 751)
    }

    @Test func edgesToMarginsAndBack() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        red.mas.remakeConstraints { make in make.edges.equalTo(root.mas.margins) }
        #expect(root.constraints.map(\.firstAttribute) == [.left, .right, .top, .bottom])
        #expect(root.constraints.map(\.secondAttribute) == [.leftMargin, .rightMargin, .topMargin, .bottomMargin])
        red.mas.remakeConstraints { make in make.margins.equalTo(root.mas.edges) }
        #expect(root.constraints.map(\.firstAttribute) == [.leftMargin, .rightMargin, .topMargin, .bottomMargin])
        #expect(root.constraints.map(\.secondAttribute) == [.left, .right, .top, .bottom])
        red.mas.remakeConstraints { make in make.directionalEdges.equalTo(root.mas.directionalMargins) }
        #expect(root.constraints.map(\.secondAttribute) == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
    }

    @Test func viewAttributeEqualityAndHash() {
        let v = View()
        let w = View()
        let a = ViewAttribute(view: v, layoutAttribute: .left)
        #expect(a == ViewAttribute(view: v, layoutAttribute: .left))
        #expect(a.hashValue == ViewAttribute(view: v, layoutAttribute: .left).hashValue)
        #expect(a != ViewAttribute(view: w, layoutAttribute: .left))
        #expect(a != ViewAttribute(view: v, layoutAttribute: .right))
        #expect(v.mas.left == a)
        #expect(v.mas.baseline.layoutAttribute == .lastBaseline)
        #expect(v.mas.safeAreaLayoutGuide.layoutAttribute == .notAnAttribute)
        #expect(v.mas.width.isSizeAttribute && !v.mas.centerX.isSizeAttribute)
    }

    @Test func groupReturnsACompositeOfItsChildrenAsMasonryDoes() {
        // Masonry's `group` leaves its children in the maker's list: install returns them one by one.
        let root = makeRoot()
        let red = makeView("red", in: root)
        var group: Constraint!
        let made = red.mas.makeConstraints { make in
            group = make.group {
                make.left.equalTo(1)
                make.top.equalTo(2)
            }
            make.size.equalTo(3)
        }
        #expect(made.count == 3)
        #expect(group.layoutConstraints.map(\.firstAttribute) == [.left, .top])
        #expect(red.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        #expect(near(red.frame, 1, 2, 3, 3))
    }

    @Test func updateConstraintsTurnsOffAutoresizingEvenWithoutSuperview() {
        let v = View()
        v.mas.updateConstraints { _ in }
        #expect(!v.translatesAutoresizingMaskIntoConstraints)
        let w = View()
        w.mas.remakeConstraints { _ in }
        #expect(!w.translatesAutoresizingMaskIntoConstraints)
        let p = View()
        p.mas.prepareConstraints { _ in }
        #expect(!p.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func installedConstraintsOfTheSecondItemAreNotListed() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        a.mas.makeConstraints { make in make.left.equalTo(b.mas.right) }
        #expect(b.mas.installedConstraints.isEmpty)
        #expect(a.mas.installedConstraints.count == 1)
        #expect(root.mas.installedConstraints.isEmpty)
    }

    @Test func makeOnAViewWhoseSuperviewIsAnOffsetContainerWithScroll() {
        let root = makeRoot()
        let box = makeView("box", in: root)
        box.mas.makeConstraints { make in make.edges.equalTo(root).insets(EdgeInsets(top: 100, left: 50, bottom: 100, right: 50)) }
        let red = makeView("red", in: box)
        red.mas.makeConstraints { make in
            make.centerX.equalTo(0)
            make.centerY.equalTo(box.mas.bottom).multipliedBy(0.5)
            make.width.equalTo(box).multipliedBy(0.5)
            make.height.equalTo(box.mas.width).dividedBy(10)
        }
        root.layoutIfNeeded()
        #expect(near(red.frame, 75, 285, 150, 30))
    }
}

@Suite struct DSLAcceptanceProbeTests2 {
    @Test func numericTargetKinds() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let made = red.mas.makeConstraints { make in
            make.width.equalTo(Float(3.5))
            make.height.equalTo(CGFloat(4.5))
            make.left.equalTo(Double(5.5))
            make.top.equalTo(Int(6))
            make.right.lessThanOrEqualTo(UInt8(7))
            make.bottom.lessThanOrEqualTo(Int32(-8))
        }
        #expect(made.map { $0.layoutConstraints[0].constant } == [3.5, 4.5, 5.5, 6, 7, -8])
    }

    @Test func keyIsTheViewsName() {
        let v = View()
        v.mas.key = "red"
        #expect(v.name == "red")
        v.name = "blue"
        #expect(v.mas.key == "blue")
    }

    @Test func selfRelationsInstallOnTheViewItself() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        red.mas.makeConstraints { make in
            make.width.equalTo(red.mas.height).multipliedBy(2)
            make.height.equalTo(20)
            make.left.top.equalTo(0)
        }
        #expect(red.constraints.count == 2)
        root.layoutIfNeeded()
        #expect(red.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func centerPairsWithLeadingAndLeft() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let red = makeView("red", in: root)
        let diags = LayoutDiagnostics.record {
            red.mas.makeConstraints { make in
                make.centerX.equalTo(a.mas.leading)
                make.leading.equalTo(a.mas.centerX).priorityLow()
                make.left.equalTo(a.mas.centerX).priorityLow()
                make.centerY.equalTo(a.mas.firstBaseline)
                make.top.equalTo(a.mas.lastBaseline).priorityLow()
            }
        }
        #expect(diags.isEmpty)
        #expect(red.mas.installedConstraints.count == 5)
    }

    @Test func keyBeforeRelationAndDescriptionOfAGuideTarget() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let made = red.mas.makeConstraints { make in
            make.top.key("t").equalTo(root.mas.safeAreaLayoutGuideTop).offset(4)
        }
        #expect(made[0].layoutConstraints[0].identifier == "t")
        #expect(made[0].layoutConstraints[0].description.hasPrefix("<LayoutConstraint:t View:red.top == LayoutGuide:"))
        #expect(made[0].layoutConstraints[0].description.hasSuffix(".top + 4>"))
    }

    @Test func outOfRangePriorityGivesADiagnostic() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let diags = LayoutDiagnostics.record {
            red.mas.makeConstraints { make in
                make.width.equalTo(10).priority(0)
                make.height.equalTo(10).priority(1001)
            }
        }
        #expect(diags.count == 2)
        #expect(diags.allSatisfy { $0.kind == .invalidValue })
    }

    @Test func installAfterRemovalFromSuperviewIsRefused() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let prepared = red.mas.prepareConstraints { make in make.left.equalTo(root).offset(3) }
        red.removeFromSuperview()
        let diags = LayoutDiagnostics.record { prepared[0].install() }
        #expect(diags.count == 1)
        #expect(!prepared[0].isActive)
    }

    @Test func updateOffsetBeforeInstall() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let prepared = red.mas.prepareConstraints { make in make.left.equalTo(root).offset(3) }
        prepared[0].update(offset: 9)
        prepared[0].install()
        #expect(prepared[0].layoutConstraints[0].constant == 9)
    }
}
