import Foundation
import Masonry
import Testing

// Acceptance review of issue 5 (the Masonry DSL): the contract names, Masonry's values.

@Suite("Issue 5 contract")
struct AcceptanceReviewMasonryTests {
    // MARK: The API (issue 5, "The API")

    @Test func issueExampleCompilesAndLaysOut() {
        let root = makeRoot(width: 300, height: 600)
        let red = makeView("red", in: nil)
        root.addSubview(red)
        let made = red.mas.makeConstraints { make in
            make.top.bottom.equalTo(0)
            make.centerX.equalTo(root.mas.centerX)
            make.width.equalTo(root.mas.width).dividedBy(3)
        }
        #expect(made.count == 3)
        #expect(!red.translatesAutoresizingMaskIntoConstraints)
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        root.layoutIfNeeded()
        expectFrame(red, 100, 0, 100, 600)
        #expect(red.mas.installedConstraints.count == 4)
    }

    @Test func viewDSLAttributesAllExist() {
        let root = makeRoot()
        let v = makeView("v", in: root)
        let attrs: [ViewAttribute] = [
            v.mas.left, v.mas.right, v.mas.top, v.mas.bottom, v.mas.leading, v.mas.trailing, v.mas.width,
            v.mas.height, v.mas.centerX, v.mas.centerY, v.mas.baseline, v.mas.firstBaseline, v.mas.lastBaseline,
            v.mas.leftMargin, v.mas.rightMargin, v.mas.topMargin, v.mas.bottomMargin, v.mas.leadingMargin,
            v.mas.trailingMargin, v.mas.centerXWithinMargins, v.mas.centerYWithinMargins, v.mas.attribute(.width),
            v.mas.safeAreaLayoutGuide, v.mas.safeAreaLayoutGuideTop, v.mas.safeAreaLayoutGuideBottom,
            v.mas.safeAreaLayoutGuideLeft, v.mas.safeAreaLayoutGuideRight, v.mas.safeAreaLayoutGuideLeading,
            v.mas.safeAreaLayoutGuideTrailing, v.mas.safeAreaLayoutGuideWidth, v.mas.safeAreaLayoutGuideHeight,
            v.mas.safeAreaLayoutGuideCenterX, v.mas.safeAreaLayoutGuideCenterY,
        ]
        #expect(attrs.map(\.layoutAttribute) == [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
            .lastBaseline, .firstBaseline, .lastBaseline,  // baseline is the last baseline
            .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins, .width,
            .notAnAttribute, .top, .bottom, .left, .right, .leading, .trailing, .width, .height, .centerX, .centerY,
        ])
        // The first 22 name the view itself, the safe-area ones its safeAreaLayoutGuide.
        #expect(attrs.prefix(22).allSatisfy { $0.item === v && $0.view === v })
        #expect(attrs.suffix(11).allSatisfy { $0.item === v.safeAreaLayoutGuide && $0.view === v })
        #expect(v.mas.baseline.layoutAttribute == .lastBaseline)
        #expect(v.mas.safeAreaLayoutGuide.layoutAttribute == .notAnAttribute)
        #expect(v.mas.left == v.mas.attribute(.left))
        #expect(v.mas.closestCommonSuperview(v.superview!) === v.superview)
    }

    @Test func layoutGuideDSL() {
        let root = makeRoot()
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.mas.makeConstraints { make in
            make.left.equalTo(20)
            make.top.equalTo(30)
            make.size.equalTo(CGSize(width: 100, height: 50))
        }
        let v = makeView("v", in: root)
        v.mas.makeConstraints { make in
            make.edges.equalTo(guide)
        }
        root.layoutIfNeeded()
        expectFrame(v, 20, 30, 100, 50)
        #expect(guide.mas.installedConstraints.count == 4)
        #expect(guide.mas.left.item === guide && guide.mas.left.layoutAttribute == .left)
        #expect(guide.mas.centerYWithinMargins.item === guide)
        #expect(guide.mas.centerYWithinMargins.layoutAttribute == .centerYWithinMargins)
    }

    @Test func attachKeysNamesViews() {
        let a = View(), b = View()
        attachKeys(["a": a, "b": b])
        #expect(a.mas.key == "a" && b.mas.key == "b")
    }

    @Test func makerCompositesExist() {
        let root = makeRoot()
        let v = makeView("v", in: root)
        var made: [Constraint] = []
        var madeBeforeRelation: [LayoutConstraint]?
        let d = LayoutDiagnostics.record {
            v.mas.prepareConstraints { make in
                let edges = make.edges
                madeBeforeRelation = edges.layoutConstraints  // nothing made yet
                made = [
                    edges.equalTo(0),
                    make.size.equalTo(0),
                    make.center.equalTo(0),
                    make.horizontalEdges.equalTo(0),
                    make.verticalEdges.equalTo(0),
                    make.directionalEdges.equalTo(0),
                    make.margins.equalTo(0),
                    make.directionalMargins.equalTo(0),
                    make.centerWithinMargins.equalTo(0),
                    make.attributes([.top, .left]).equalTo(0),
                    make.group { make.left.equalTo(1) },
                    make.baseline.equalTo(0),
                    make.firstBaseline.equalTo(0),
                    make.lastBaseline.equalTo(0),
                    make.leftMargin.equalTo(0),
                    make.rightMargin.equalTo(0),
                    make.topMargin.equalTo(0),
                    make.bottomMargin.equalTo(0),
                    make.leadingMargin.equalTo(0),
                    make.trailingMargin.equalTo(0),
                    make.centerXWithinMargins.equalTo(0),
                    make.centerYWithinMargins.equalTo(0),
                ]
            }
        }
        #expect(d.isEmpty, "\(d.map(\.description))")
        #expect(madeBeforeRelation?.isEmpty == true)
        let expected: [[LayoutAttribute]] = [
            [.left, .right, .top, .bottom],                               // edges: Masonry's order
            [.width, .height],                                            // size
            [.centerX, .centerY],                                         // center
            [.left, .right],                                              // horizontalEdges
            [.top, .bottom],                                              // verticalEdges
            [.top, .leading, .bottom, .trailing],                         // directionalEdges
            [.leftMargin, .rightMargin, .topMargin, .bottomMargin],       // margins
            [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin], // directionalMargins
            [.centerXWithinMargins, .centerYWithinMargins],               // centerWithinMargins
            [.left, .top],                                                // attributes: the fixed order
            [.left],                                                      // group
            [.lastBaseline],                                              // baseline is the last baseline
            [.firstBaseline], [.lastBaseline],
            [.leftMargin], [.rightMargin], [.topMargin], [.bottomMargin], [.leadingMargin], [.trailingMargin],
            [.centerXWithinMargins], [.centerYWithinMargins],
        ]
        #expect(made.map { $0.layoutConstraints.map(\.firstAttribute) } == expected)
        // Each position is set against the superview's same attribute, the size to a constant;
        // the group keeps its constant of 1.
        for (index, (constraint, attributes)) in zip(made, expected).enumerated() {
            let layout = constraint.layoutConstraints
            let isSize = index == 1
            #expect(layout.map(\.secondAttribute) == (isSize ? [.notAnAttribute, .notAnAttribute] : attributes), "\(index)")
            #expect(layout.map { $0.secondItem === (isSize ? nil : root) } == layout.map { _ in true }, "\(index)")
            #expect(layout.map(\.relation) == layout.map { _ in .equal }, "\(index)")
            #expect(layout.map(\.constant) == layout.map { _ in index == 10 ? 1 : 0 }, "\(index)")
        }
    }

    @Test func relationsAndModifiersReturnConstraint() {
        let root = makeRoot()
        let v = makeView("v", in: root)
        var top: Constraint?, left: Constraint?, right: Constraint?
        v.mas.makeConstraints { make in
            top = make.top.equalTo(10)
            left = make.left.greaterThanOrEqualTo(5).priority(345)
            right = make.right.lessThanOrEqualToSuperview().with.offset(-5).and.priorityLow()
            make.width.equalTo(50).priorityMedium().key("w")
            make.height.equalTo(20).priorityHigh().priorityRequired()
            make.centerY.greaterThanOrEqualToSuperview()
            make.bottom.lessThanOrEqualToSuperview()
            make.left.equalToSuperview().offset(10).priority(LayoutPriority.defaultHigh)
        }
        root.layoutIfNeeded()
        #expect(top?.isActive == true)
        let l = left?.layoutConstraints.first, r = right?.layoutConstraints.first
        #expect(l?.relation == .greaterThanOrEqual && l?.constant == 5 && l?.priority == LayoutPriority(345))
        #expect(l?.secondItem === root && l?.secondAttribute == .left)
        #expect(r?.relation == .lessThanOrEqual && r?.constant == -5 && r?.priority == .defaultLow)
        #expect(r?.secondItem === root && r?.secondAttribute == .right)
        expectFrame(v, 10, 10, 50, 20)
    }

    // MARK: Seed examples and constants

    @Test func threeColumns() {
        // The seeds' three columns: left half and right half on top, one below.
        let superview = makeRoot(width: 300, height: 300)
        let greenView = makeView("green", in: superview)
        let redView = makeView("red", in: superview)
        let blueView = makeView("blue", in: superview)
        let padding: CGFloat = 10
        greenView.mas.makeConstraints { make in
            make.top.greaterThanOrEqualTo(superview.mas.top).offset(padding)
            make.left.equalTo(superview.mas.left).offset(padding)
            make.bottom.equalTo(blueView.mas.top).offset(-padding)
            make.right.equalTo(redView.mas.left).offset(-padding)
            make.width.equalTo(redView.mas.width)
            make.height.equalTo(redView.mas.height)
            make.height.equalTo(blueView.mas.height)
        }
        redView.mas.makeConstraints { make in
            make.top.equalTo(superview.mas.top).with.offset(padding)
            make.left.equalTo(greenView.mas.right).offset(padding)
            make.bottom.equalTo(blueView.mas.top).offset(-padding)
            make.right.equalTo(superview.mas.right).offset(-padding)
            make.width.equalTo(greenView.mas.width)
            make.height.equalTo([greenView, blueView])
        }
        blueView.mas.makeConstraints { make in
            make.top.equalTo(greenView.mas.bottom).offset(padding)
            make.left.equalTo(superview.mas.left).offset(padding)
            make.bottom.equalTo(superview.mas.bottom).offset(-padding)
            make.right.equalTo(superview.mas.right).offset(-padding)
            make.height.equalTo([greenView.mas.height, redView.mas.height])
        }
        superview.layoutIfNeeded()
        expectFrame(greenView, 10, 10, 135, 135)
        expectFrame(redView, 155, 10, 135, 135)
        expectFrame(blueView, 10, 155, 280, 135)
    }

    @Test func offsetSetsConstantNoSignChange() {
        // Issue 5: `make.left.right.top.equalTo(superView).offset(100)` moves the right edge 100
        // points outwards; `make.width.equalTo(100).offset(10)` gives width 10.
        let superView = makeRoot(width: 400, height: 800)
        let v = makeView("v", in: superView)
        let w = makeView("w", in: superView)
        v.mas.makeConstraints { make in
            make.left.right.top.equalTo(superView).offset(100)
            make.height.equalTo(100)
        }
        w.mas.makeConstraints { make in
            make.width.equalTo(100).offset(10)
            make.height.left.top.equalTo(0)
        }
        superView.layoutIfNeeded()
        expectFrame(v, 100, 100, 400, 100)
        expectFrame(w, 0, 0, 10, 0)
    }

    @Test func edgesInsetsPadding() {
        let superview = makeRoot(width: 400, height: 800)
        let view1 = makeView("view1", in: superview)
        let padding = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        view1.mas.makeConstraints { make in
            make.edges.equalTo(superview).with.insets(padding)
        }
        superview.layoutIfNeeded()
        expectFrame(view1, 20, 10, 340, 760)
        let consts = view1.mas.installedConstraints.flatMap(\.layoutConstraints).map(\.constant)
        #expect(consts == [20, -40, 10, -30])
    }

    @Test func seedButton() {
        let root = makeRoot(width: 375, height: 667)
        let button = makeView("button", in: root)
        button.mas.makeConstraints { make in
            make.centerX.equalTo(root)
            make.top.equalTo(root).offset(40)
            make.width.equalTo(185)
            make.height.equalTo(38)
        }
        root.layoutIfNeeded()
        expectFrame(button, 95, 40, 185, 38)
    }

    @Test func insetAndLastCallWins() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        v.mas.makeConstraints { make in
            make.edges.equalTo(root).inset(10).offset(3).inset(5)
        }
        root.layoutIfNeeded()
        expectFrame(v, 5, 5, 390, 390)
        let w = makeView("w", in: root)
        w.mas.makeConstraints { make in
            // insets leave width/height/centers alone
            make.width.equalTo(50).insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
            make.height.equalTo(60).sizeOffset(CGSize(width: 1, height: 70))
            make.centerX.equalTo(root).centerOffset(CGPoint(x: 7, y: 9)).sizeOffset(CGSize(width: 100, height: 100))
            make.centerY.equalTo(root).valueOffset(CGPoint(x: 7, y: 9)).valueOffset(CGSize(width: 5, height: 5))
        }
        root.layoutIfNeeded()
        expectFrame(w, 200 + 7 - 25, 200 + 9 - 35, 50, 70)
    }

    @Test func valueTargets() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        v.mas.makeConstraints { make in
            make.size.equalTo(CGSize(width: 50, height: 60))
            make.center.equalTo(CGPoint(x: 10, y: -20))
        }
        let w = makeView("w", in: root)
        w.mas.makeConstraints { make in
            make.edges.equalTo(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        let n = makeView("n", in: root)
        n.mas.makeConstraints { make in
            make.width.equalTo(Int(10))
            make.height.equalTo(Double(11))
            make.left.equalTo(Float(12))
            make.top.equalTo(CGFloat(13))
        }
        root.layoutIfNeeded()
        expectFrame(v, 185, 150, 50, 60)
        expectFrame(w, 2, 1, 394, 396)
        expectFrame(n, 12, 13, 10, 11)
    }

    @Test func arrayTargetMixedKinds() {
        let root = makeRoot(width: 400, height: 400)
        let view1 = makeView("view1", in: root)
        let view3 = makeView("view3", in: root)
        view1.frame = .zero
        let v = makeView("v", in: root)
        var c: Constraint?
        v.mas.makeConstraints { make in
            c = make.left.equalTo([view1, 100, view3.mas.right]).priorityLow().offset(7)
        }
        let lcs = c?.layoutConstraints ?? []
        #expect(lcs.count == 3)
        #expect(lcs.map(\.secondAttribute) == [.left, .left, .right])
        #expect(lcs[0].secondItem === view1)
        #expect(lcs[1].secondItem === root)
        #expect(lcs[2].secondItem === view3)
        #expect(lcs.allSatisfy { $0.priority == .defaultLow && $0.constant == 7 })
        #expect(v.mas.installedConstraints.count == 3)
    }

    @Test func arrayTargetCopiesConstraintAsItStood() {
        let root = makeRoot(width: 400, height: 400)
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let v = makeView("v", in: root)
        var c: Constraint?
        v.mas.makeConstraints { make in
            c = make.width.multipliedBy(0.5).priority(600).offset(3).equalTo([a, b])
        }
        let lcs = c?.layoutConstraints ?? []
        #expect(lcs.count == 2)
        #expect(lcs.allSatisfy { $0.multiplier == 0.5 && $0.priority == LayoutPriority(600) && $0.constant == 3 })
    }

    // MARK: Composites

    @Test func compositeOrderAndKeys() {
        let root = makeRoot()
        let v = makeView("v", in: root)
        var edges: Constraint?
        var attrs: Constraint?
        var chain: Constraint?
        v.mas.prepareConstraints { make in
            edges = make.edges.equalTo(root).key("k")
            attrs = make.attributes([.centerY, .top, .width, .left]).equalTo(root)
            chain = make.bottom.left.centerX.equalTo(root)
        }
        #expect(edges?.layoutConstraints.map(\.firstAttribute) == [.left, .right, .top, .bottom])
        #expect(edges?.layoutConstraints.map(\.identifier) == ["k[0]", "k[1]", "k[2]", "k[3]"])
        #expect(attrs?.layoutConstraints.map(\.firstAttribute) == [.left, .top, .width, .centerY])
        #expect(chain?.layoutConstraints.map(\.firstAttribute) == [.bottom, .left, .centerX])
        #expect(edges?.isActive == false)
        #expect(v.mas.installedConstraints.isEmpty)
        edges?.install()
        #expect(v.mas.installedConstraints.count == 4)
    }

    @Test func snapKitComposites() {
        let root = makeRoot()
        let v = makeView("v", in: root)
        var h: Constraint?, ve: Constraint?, de: Constraint?, m: Constraint?, dm: Constraint?, cm: Constraint?
        v.mas.prepareConstraints { make in
            h = make.horizontalEdges.equalTo(root)
            ve = make.verticalEdges.equalTo(root)
            de = make.directionalEdges.equalTo(root)
            m = make.margins.equalTo(root)
            dm = make.directionalMargins.equalTo(root)
            cm = make.centerWithinMargins.equalTo(root)
        }
        #expect(h?.layoutConstraints.map(\.firstAttribute) == [.left, .right])
        #expect(ve?.layoutConstraints.map(\.firstAttribute) == [.top, .bottom])
        #expect(Set(de?.layoutConstraints.map(\.firstAttribute) ?? []) == [.top, .leading, .bottom, .trailing])
        #expect(Set(m?.layoutConstraints.map(\.firstAttribute) ?? []) == [.leftMargin, .rightMargin, .topMargin, .bottomMargin])
        #expect(Set(dm?.layoutConstraints.map(\.firstAttribute) ?? []) == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
        #expect(cm?.layoutConstraints.map(\.firstAttribute) == [.centerXWithinMargins, .centerYWithinMargins])
    }

    @Test func groupAppliesModifiersToAll() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        v.mas.makeConstraints { make in
            make.group {
                make.left.equalTo(root)
                make.top.equalTo(root)
            }.offset(10)
            make.size.equalTo(20)
        }
        root.layoutIfNeeded()
        expectFrame(v, 10, 10, 20, 20)
    }

    @Test func chainWithoutRelationInstallsAsEqual() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        v.mas.makeConstraints { make in
            make.top.left.offset(10)
            make.size.equalTo(20)
        }
        root.layoutIfNeeded()
        expectFrame(v, 10, 10, 20, 20)
        #expect(v.mas.installedConstraints.count == 4)
        #expect(v.mas.installedConstraints.flatMap(\.layoutConstraints).allSatisfy { $0.relation == .equal })
    }

    // MARK: After install

    @Test func updateModifiersInPlace() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        var left: Constraint?, edges: Constraint?, opt: Constraint?
        v.mas.makeConstraints { make in
            left = make.left.equalTo(10)
            make.top.equalTo(10)
            make.size.equalTo(50)
            opt = make.width.greaterThanOrEqualTo(10).priority(300)
        }
        let w = makeView("w", in: root)
        w.mas.makeConstraints { make in edges = make.edges.equalTo(root) }
        let leftLC = left?.layoutConstraints.first
        left?.update(offset: 30)
        edges?.update(inset: 5)
        root.layoutIfNeeded()
        expectFrame(v, 30, 10, 50, 50)
        expectFrame(w, 5, 5, 390, 390)
        #expect(left?.layoutConstraints.first === leftLC)
        edges?.update(insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        root.layoutIfNeeded()
        expectFrame(w, 2, 1, 394, 396)
        let d = LayoutDiagnostics.record {
            opt?.update(priority: LayoutPriority(400))
            opt?.update(priority: .required)
        }
        #expect(opt?.layoutConstraints.first?.priority == LayoutPriority(400))
        #expect(d.map(\.kind) == [.invalidPriorityChange])
    }

    @Test func uninstallInstallReuse() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        let made = v.mas.makeConstraints { make in
            make.edges.equalTo(root).inset(10)
        }
        let edges = made[0]
        let before = edges.layoutConstraints
        #expect(before.count == 4)
        #expect(edges.isActive)
        edges.uninstall()
        #expect(!edges.isActive)
        #expect(v.mas.installedConstraints.isEmpty)
        #expect(root.constraints.isEmpty)
        edges.install()
        #expect(zip(edges.layoutConstraints, before).allSatisfy { $0 === $1 })
        edges.deactivate()
        edges.layoutConstraints[0].isActive = true
        #expect(edges.isActive, "a composite is active while any child is")
        edges.layoutConstraints[0].isActive = false
        edges.activate()
        #expect(v.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(v, 10, 10, 380, 380)
    }

    @Test func multiplierOrPriorityChangeAfterInstallIsDiagnosed() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        var w: Constraint?
        v.mas.makeConstraints { make in
            w = make.width.equalTo(root).multipliedBy(0.5)
        }
        let d = LayoutDiagnostics.record {
            w?.multipliedBy(0.25)
            w?.priority(.defaultLow)
        }
        #expect(d.count == 2)
        #expect(w?.layoutConstraints.first?.multiplier == 0.5)
        #expect(w?.layoutConstraints.first?.priority == .required)
        // LayoutDiagnostic.Kind documents `.invalidValue` for "A property that cannot
        // change after installation (a multiplier, say) was changed".
        #expect(d.first?.kind == .invalidValue, "multiplier change after install reported as \(String(describing: d.first?.kind))")
    }

    // MARK: update / remake

    @Test func updateChangesConstantInPlaceAndCounts() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        v.mas.makeConstraints { make in
            make.left.top.equalTo(root).offset(10)
            make.size.equalTo(50)
        }
        #expect(v.mas.installedConstraints.count == 4)
        let before = root.constraints.count + v.constraints.count
        v.mas.updateConstraints { make in
            make.left.equalTo(root).offset(20)   // matches
            make.width.equalTo(70)               // matches
            make.height.equalTo(80).priorityHigh()  // different priority: added beside
        }
        #expect(v.mas.installedConstraints.count == 5)
        #expect(root.constraints.count + v.constraints.count == before + 1)
        root.layoutIfNeeded()
        expectFrame(v, 20, 10, 70, 50)
    }

    @Test func updateUnmatchedInstallsBeside() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        v.mas.updateConstraints { make in
            make.edges.equalTo(root).inset(1)
        }
        #expect(v.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(v, 1, 1, 398, 398)
    }

    @Test func remakeKeepsOtherViewsConstraints() {
        let root = makeRoot(width: 400, height: 400)
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        a.mas.makeConstraints { make in
            make.left.top.equalTo(0)
            make.size.equalTo(10)
        }
        b.mas.makeConstraints { make in
            make.left.equalTo(a.mas.right)
            make.top.equalTo(a.mas.bottom)
            make.size.equalTo(a)
        }
        a.mas.remakeConstraints { make in
            make.left.top.equalTo(20)
            make.width.equalTo(30)
            make.height.equalTo(40)
        }
        #expect(a.mas.installedConstraints.count == 4)
        #expect(b.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(a, 20, 20, 30, 40)
        expectFrame(b, 50, 60, 30, 40)
        a.mas.removeConstraints()
        #expect(a.mas.installedConstraints.isEmpty)
        #expect(b.mas.installedConstraints.count == 4)
    }

    @Test func arrayOfViewsMakeUpdateRemake() {
        let root = makeRoot(width: 400, height: 400)
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        var runs = 0
        let made = [a, b].mas.makeConstraints { make in
            runs += 1
            make.size.equalTo(10)
            make.top.left.equalTo(0)
        }
        #expect(runs == 2)
        #expect(made.count == 4)
        [a, b].mas.updateConstraints { make in make.width.equalTo(30) }
        #expect(a.mas.installedConstraints.count == 4)
        [a, b].mas.remakeConstraints { make in make.edges.equalTo(root) }
        #expect(b.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 400, 400)
    }

    // MARK: Multipliers in an offset container

    @Test func multiplierInsideOffsetContainer() {
        let root = makeRoot(width: 400, height: 400)
        let container = makeView("container", in: root)
        let child = makeView("child", in: container)
        container.mas.makeConstraints { make in
            make.left.equalTo(100)
            make.top.equalTo(50)
            make.width.equalTo(200)
            make.height.equalTo(100)
        }
        child.mas.makeConstraints { make in
            make.right.equalTo(container).multipliedBy(0.5)
            make.bottom.equalTo(container.mas.bottom).dividedBy(2)
            make.width.height.equalTo(container).multipliedBy(0.25)
        }
        root.layoutIfNeeded()
        expectFrame(child, 50, 25, 50, 25)
    }

    // MARK: Distribution

    @Test func distributeFixedSpacingHorizontal() {
        let container = makeRoot(width: 400, height: 100)
        let views = (0 ..< 3).map { makeView("d\($0)", in: container) }
        views.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 15)
        views.mas.makeConstraints { make in
            make.top.equalTo(0)
            make.height.equalTo(20)
        }
        container.layoutIfNeeded()
        expectFrame(views[0], 5, 0, 120, 20)
        expectFrame(views[1], 135, 0, 120, 20)
        expectFrame(views[2], 265, 0, 120, 20)
    }

    @Test func distributeFixedItemLengthVerticalInOffsetContainer() {
        let root = makeRoot(width: 500, height: 500)
        let container = makeView("container", in: root)
        container.mas.makeConstraints { make in
            make.left.top.equalTo(50)
            make.size.equalTo(300)
        }
        let views = (0 ..< 4).map { makeView("d\($0)", in: container) }
        views.mas.distributeViews(along: .vertical, fixedItemLength: 30, leadSpacing: 10, tailSpacing: 20)
        views.mas.makeConstraints { make in
            make.left.equalTo(0)
            make.width.equalTo(20)
        }
        root.layoutIfNeeded()
        // 300 - 10 - 20 - 4*30 = 150 of gaps, 50 each.
        expectFrame(views[0], 0, 10, 20, 30)
        expectFrame(views[1], 0, 90, 20, 30)
        expectFrame(views[2], 0, 170, 20, 30)
        expectFrame(views[3], 0, 250, 20, 30)
    }

    @Test func distributeTooFewViews() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let d = LayoutDiagnostics.record {
            [a].mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 0, tailSpacing: 0)
        }
        #expect(d.count == 1)
        #expect(a.mas.installedConstraints.isEmpty)
        #expect(d.first?.message == "Masonry: distributeViews needs at least two views, got 1 (View:a); nothing was installed")
        #expect(d.first?.constraints.isEmpty == true)
        // LayoutDiagnostic.Kind.invalidValue is documented as "Any other refused argument
        // (fewer than two views to distribute, say)".
        #expect(d.first?.kind == .invalidValue, "reported as \(String(describing: d.first?.kind))")
    }

    // MARK: Descriptions

    @Test func descriptionsInMasonryGrammar() {
        let root = makeRoot()
        let newView1 = makeView("newView1", in: root)
        let newView2 = makeView("newView2", in: root)
        let newView = makeView("newView", in: root)
        var a: Constraint?, b: Constraint?, c: Constraint?, d: Constraint?
        newView1.mas.prepareConstraints { make in
            a = make.top.equalTo(newView2.mas.bottom).multipliedBy(2).offset(300).key("KEY")
            b = make.left.greaterThanOrEqualTo([newView2]).key("left")
        }
        newView.mas.prepareConstraints { make in
            c = make.width.greaterThanOrEqualTo(300).priorityLow()
            d = make.height.equalTo(newView1).priority(345).offset(-2).key("h")
        }
        #expect(a?.layoutConstraints.first?.description == "<LayoutConstraint:KEY View:newView1.top == View:newView2.bottom * 2 + 300>")
        #expect(b?.layoutConstraints.first?.description == "<LayoutConstraint:left[0] View:newView1.left >= View:newView2.left>")
        let cd = c?.layoutConstraints.first?.description ?? ""
        #expect(cd.hasPrefix("<LayoutConstraint:0x") && cd.hasSuffix(" View:newView.width >= 300 ^low>"), "\(cd)")
        #expect(d?.layoutConstraints.first?.description == "<LayoutConstraint:h View:newView.height == View:newView1.height - 2 ^345>")
    }

    @Test func unsatisfiableDiagnosticUsesKeys() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let d = LayoutDiagnostics.record {
            red.mas.makeConstraints { make in
                make.left.top.equalTo(0)
                make.height.equalTo(10)
                make.width.equalTo(100).key("w100")
                make.width.equalTo(200).key("w200")
            }
            root.layoutIfNeeded()
        }
        #expect(d.map(\.kind) == [.unsatisfiable])
        #expect(d.first?.message == """
            Unable to simultaneously satisfy constraints.
                <LayoutConstraint:w100 View:red.width == 100>
                <LayoutConstraint:w200 View:red.width == 200>
            Will attempt to recover by breaking constraint
                <LayoutConstraint:w200 View:red.width == 200>
            """)
        #expect(d.first?.constraints.map(\.identifier) == ["w100", "w200"])
    }

    // MARK: Bad input

    @Test func redefiningRelation() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let v = makeView("v", in: root)
        let d = LayoutDiagnostics.record {
            v.mas.makeConstraints { make in
                make.left.equalTo(a).equalTo(b)
                make.top.equalTo(a).equalTo(10)        // same relation then a number: allowed
                make.right.equalTo(a).greaterThanOrEqualTo(10)  // different relation: refused
            }
        }
        #expect(d.count == 2)
        #expect(v.mas.installedConstraints.count == 1)
        let top = v.mas.installedConstraints.first?.layoutConstraints.first
        #expect(top?.firstAttribute == .top && top?.secondItem === a && top?.constant == 10)
        #expect(d.map(\.message) == [
            "Masonry: redefinition of the relation of View:v.left == View:a.left (with ==); a constraint has one relation, so it is not installed",
            "Masonry: redefinition of the relation of View:v.right == View:a.right (with >=); a constraint has one relation, so it is not installed",
        ])
        // LayoutDiagnostic.Kind has `.invalidAttributePairing`: "A relation was given twice to one
        // constraint of a layout DSL."
        #expect(d.map(\.kind) == [.invalidAttributePairing, .invalidAttributePairing], "reported as \(d.map(\.kind))")
    }

    @Test func positionWithoutSuperview() {
        let orphan = makeView("orphan", in: nil)
        let d = LayoutDiagnostics.record {
            orphan.mas.makeConstraints { make in
                make.left.equalTo(10)
                make.width.equalTo(10)  // fine on the view itself
            }
        }
        #expect(d.count == 1, "\(d.map(\.description))")
        #expect(orphan.mas.installedConstraints.count == 1)
        #expect(d.first?.message == "Masonry: View:orphan.left == 10: View:orphan has no superview, which a position without a second item is related to")
        #expect(d.first?.constraints.isEmpty == true)
        // LayoutDiagnostic.Kind.noCommonAncestor: "A view needs a superview for what was asked
        // (a layout DSL's position relative to the superview) and has none."
        #expect(d.first?.kind == .noCommonAncestor, "reported as \(String(describing: d.first?.kind))")
    }

    @Test func equalToSuperviewWithoutSuperview() {
        let orphan = makeView("orphan", in: nil)
        let d = LayoutDiagnostics.record {
            orphan.mas.makeConstraints { make in make.edges.equalToSuperview() }
        }
        #expect(orphan.mas.installedConstraints.isEmpty)
        #expect(d.map(\.kind) == [.noCommonAncestor, .noCommonAncestor, .noCommonAncestor, .noCommonAncestor], "reported as \(d.map(\.kind))")
        #expect(d.map(\.message) == ["left", "right", "top", "bottom"].map {
            "Masonry: View:orphan.\($0) == 0: View:orphan has no superview to relate to"
        })
    }

    @Test func noCommonSuperviewViaDSL() {
        let r1 = makeRoot(), r2 = makeRoot()
        let a = makeView("a", in: r1)
        let b = makeView("b", in: r2)
        let d = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in make.left.equalTo(b) }
        }
        #expect(d.map(\.kind) == [.noCommonAncestor])
        #expect(a.mas.installedConstraints.isEmpty)
        #expect(r1.constraints.isEmpty && r2.constraints.isEmpty)
        #expect(d.first?.message.contains("View:a") == true && d.first?.message.contains("View:b") == true)
    }

    @Test func invalidPairingsAndNaN() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let v = makeView("v", in: root)
        let d = LayoutDiagnostics.record {
            v.mas.makeConstraints { make in
                make.left.equalTo(a.mas.width)
                make.top.equalTo(a.mas.left)
                make.width.equalTo(CGFloat.nan)
                make.height.equalTo(a).multipliedBy(CGFloat.infinity)
                make.centerX.equalTo(a).offset(CGFloat.infinity)
            }
        }
        // The values are refused as they are given, the pairings when the constraints are installed.
        #expect(d.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue, .invalidAttributePairing, .invalidAttributePairing])
        let refused = d.dropFirst(3).map { $0.constraints.map(\.description) }
        #expect(refused.map { $0.map { $0.drop { $0 != " " } } } == [[" View:v.left == View:a.width>"], [" View:v.top == View:a.left>"]])
        #expect(d.map(\.message) == [
            "Masonry: View:v.width == 0: nan is not a finite value, so the constraint is not installed",
            "Masonry: View:v.height == View:a.height: multipliedBy(inf) is not a finite multiplier, so the constraint is not installed",
            "Masonry: View:v.centerX == View:a.centerX: inf is not a finite value, so the constraint is not installed",
            "\(refused.first?.first ?? ""): a size (width) cannot be related to a position (left)",
            "\(refused.last?.first ?? ""): a horizontal position cannot be related to a vertical one (top, left)",
        ])
        #expect(v.mas.installedConstraints.isEmpty)
        #expect(root.constraints.isEmpty && v.constraints.isEmpty)
    }

    @Test func attributeAfterRelationIsDiagnosedNotInstalled() {
        let root = makeRoot()
        let v = makeView("v", in: root)
        let d = LayoutDiagnostics.record {
            v.mas.makeConstraints { make in
                make.left.equalTo(10).right.equalTo(5)
            }
        }
        #expect(d.map(\.kind) == [.invalidAttributePairing])
        #expect(d.map(\.message) == [
            "Masonry: View:v.left == 10: attributes must be chained before the relation (right came after it), so the constraint is not installed",
        ])
        #expect(v.mas.installedConstraints.isEmpty)
    }

    // MARK: Safe area and margins

    @Test func safeAreaGuideTakesFirstAttribute() {
        let root = makeRoot(width: 400, height: 800)
        let v = makeView("v", in: root)
        v.mas.makeConstraints { make in
            make.edges.equalTo(root.mas.safeAreaLayoutGuide)
        }
        let w = makeView("w", in: root)
        w.mas.makeConstraints { make in
            make.top.equalTo(root.mas.safeAreaLayoutGuideTop).offset(5)
            make.left.equalTo(root.mas.safeAreaLayoutGuideLeft)
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 400, 800)
        expectFrame(w, 0, 5, 10, 10)
        #expect(v.mas.installedConstraints.flatMap(\.layoutConstraints).map(\.secondAttribute) == [.left, .right, .top, .bottom])
    }

    @Test func marginsDefault8() {
        let root = makeRoot(width: 400, height: 800)
        let v = makeView("v", in: root)
        v.mas.makeConstraints { make in
            make.edges.equalTo(root.mas.margins)
        }
        root.layoutIfNeeded()
        expectFrame(v, 8, 8, 384, 784)
    }
}

private extension ViewDSL {
    /// Not in the contract: the four margins as a guide-less attribute for this test.
    var margins: ViewAttribute { ViewAttribute(view: view, item: view.layoutMarginsGuide, layoutAttribute: .notAnAttribute) }
}

@Suite("Issue 5 contract: views constrained before joining a tree")
struct AcceptanceReviewDetachedTests {
    // UIKit: constraining a view's own size before adding it to a superview is common and
    // silent (`let b = UIButton(); b.widthAnchor.constraint(equalToConstant: 50).isActive = true;
    // view.addSubview(b)`); Auto Layout never sets a superview-less view's frame, so nothing
    // conflicts.
    @Test func sizeConstraintsBeforeAddingToSuperview() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: nil)
        let d = LayoutDiagnostics.record {
            v.mas.makeConstraints { make in
                make.size.equalTo(50)
            }
        }
        #expect(d.isEmpty, "\(d.map(\.description))")
        root.addSubview(v)
        v.mas.makeConstraints { make in
            make.left.top.equalTo(10)
        }
        let d2 = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(d2.isEmpty, "\(d2.map(\.description))")
        expectFrame(v, 10, 10, 50, 50)
    }

    @Test func anchorsBeforeAddingToSuperview() {
        let root = makeRoot(width: 400, height: 400)
        let v = View()
        v.mas.key = "v"
        v.translatesAutoresizingMaskIntoConstraints = false
        let d = LayoutDiagnostics.record {
            v.widthAnchor.constraint(equalToConstant: 50).isActive = true
            v.heightAnchor.constraint(equalToConstant: 60).isActive = true
        }
        #expect(d.isEmpty, "\(d.map(\.description))")
        root.addSubview(v)
        v.leftAnchor.constraint(equalTo: root.leftAnchor).isActive = true
        v.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 50, 60)
    }

    @Test func subtreeBuiltDetachedThenAttached() {
        // A container with its subviews constrained inside it, built before it joins the window.
        let root = makeRoot(width: 400, height: 400)
        let container = makeView("container", in: nil)
        let child = makeView("child", in: container)
        let d = LayoutDiagnostics.record {
            child.mas.makeConstraints { make in
                make.edges.equalTo(container).inset(10)
            }
            container.mas.makeConstraints { make in
                make.size.equalTo(100)
            }
        }
        #expect(d.isEmpty, "\(d.map(\.description))")
        root.addSubview(container)
        container.mas.makeConstraints { make in make.center.equalTo(root) }
        root.layoutIfNeeded()
        expectFrame(container, 150, 150, 100, 100)
        expectFrame(child, 10, 10, 80, 80)
    }

    @Test func removedThenReAddedKeepsOwnSize() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        let made = v.mas.makeConstraints { make in
            make.left.top.equalTo(0)
            make.size.equalTo(30)
        }
        root.layoutIfNeeded()
        let d = LayoutDiagnostics.record { v.removeFromSuperview() }
        // left and top (installed on root) tied v to its old place; they are deactivated.
        let position = made[0].layoutConstraints
        #expect(d.map(\.kind) == [.constraintsRemovedWithView], "\(d.map(\.description))")
        #expect(d.first?.constraints.map(ObjectIdentifier.init) == position.map(ObjectIdentifier.init))
        #expect(d.first?.message == """
            View:v was removed from its superview; these constraints tied it to its old place and were deactivated:
                \(position[0])
                \(position[1])
            """)
        #expect(v.mas.installedConstraints.count == 2, "its own size constraints (installed on itself) stay, as in UIKit")
        #expect(v.mas.installedConstraints.map { $0.layoutConstraints.map(ObjectIdentifier.init) }
            == made[1].layoutConstraints.map { [ObjectIdentifier($0)] })
        #expect(position.map(\.isActive) == [false, false])
        root.addSubview(v)
        v.mas.makeConstraints { make in make.left.top.equalTo(5) }
        root.layoutIfNeeded()
        expectFrame(v, 5, 5, 30, 30)
    }
}

@Suite("Issue 5 contract: more")
struct AcceptanceReviewMoreTests {
    @Test func installedOnClosestCommonSuperviewCounts() {
        let root = makeRoot(width: 300, height: 600)
        let red = makeView("red", in: root)
        red.mas.makeConstraints { make in
            make.top.bottom.equalTo(0)
            make.centerX.equalTo(root.mas.centerX)
            make.width.equalTo(root.mas.width).dividedBy(3)
            make.height.greaterThanOrEqualTo(10)
        }
        // Masonry: positions and the width against root on root; a size with no second item on red.
        #expect(root.constraints.count == 4)
        #expect(red.constraints.count == 1)
        red.mas.remakeConstraints { make in make.edges.equalTo(root) }
        #expect(root.constraints.count == 4)
        #expect(red.constraints.isEmpty)
    }

    @Test func allDistributionCombinations() {
        let root = makeRoot(width: 400, height: 400)
        let h = (0 ..< 3).map { makeView("h\($0)", in: root) }
        h.mas.distributeViews(along: .horizontal, fixedItemLength: 40, leadSpacing: 10, tailSpacing: 30)
        h.mas.makeConstraints { make in make.top.equalTo(0); make.height.equalTo(10) }
        let v = (0 ..< 3).map { makeView("v\($0)", in: root) }
        v.mas.distributeViews(along: .vertical, fixedSpacing: 20, leadSpacing: 10, tailSpacing: 30)
        v.mas.makeConstraints { make in make.left.equalTo(0); make.width.equalTo(10) }
        root.layoutIfNeeded()
        // 400 - 10 - 30 - 120 = 240 of gaps: 120 each.
        expectFrame(h[0], 10, 0, 40, 10)
        expectFrame(h[1], 170, 0, 40, 10)
        expectFrame(h[2], 330, 0, 40, 10)
        // (400 - 10 - 30 - 40) / 3 = 320 / 3
        let len: CGFloat = 320.0 / 3
        expectFrame(v[0], 0, 10, 10, len)
        expectFrame(v[1], 0, 10 + len + 20, 10, len)
        expectFrame(v[2], 0, 10 + 2 * (len + 20), 10, len)
    }

    @Test func distributionNoCommonSuperviewAndNaN() {
        let r1 = makeRoot(), r2 = makeRoot()
        let a = makeView("a", in: r1), b = makeView("b", in: r2), c = makeView("c", in: r1)
        let d = LayoutDiagnostics.record {
            [a, b].mas.distributeViews(along: .horizontal, fixedSpacing: 1, leadSpacing: 1, tailSpacing: 1)
            [a, c].mas.distributeViews(along: .vertical, fixedItemLength: .nan, leadSpacing: 1, tailSpacing: 1)
        }
        #expect(d.map(\.kind) == [.noCommonAncestor, .invalidValue])
        #expect(a.mas.installedConstraints.isEmpty && b.mas.installedConstraints.isEmpty && c.mas.installedConstraints.isEmpty)
    }

    @Test func boundsOriginIsSeenByConstraints() {
        // Issue 4: "the ancestor itself is seen through its bounds (so superview.left is its
        // bounds' minX)": a child pinned to the container's top sits at the bounds' minY.
        let root = makeRoot(width: 400, height: 400)
        let container = makeView("container", in: root)
        container.mas.makeConstraints { make in make.edges.equalTo(root) }
        let child = makeView("child", in: container)
        child.mas.makeConstraints { make in
            make.top.left.equalTo(10)
            make.size.equalTo(20)
        }
        root.layoutIfNeeded()
        var b = container.bounds
        b.origin = CGPoint(x: 0, y: 30)
        container.bounds = b
        root.layoutIfNeeded()
        expectFrame(child, 10, 40, 20, 20)
    }

    @Test func rootResizeRelayout() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        v.mas.makeConstraints { make in make.edges.equalTo(root).insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.layoutIfNeeded()
        expectFrame(v, 2, 1, 194, 96)
    }

    @Test func layoutIfNeededFromSubview() {
        let root = makeRoot(width: 400, height: 400)
        let a = makeView("a", in: root)
        let b = makeView("b", in: a)
        a.mas.makeConstraints { make in make.edges.equalTo(root).inset(10) }
        b.mas.makeConstraints { make in make.edges.equalTo(a).inset(10) }
        b.layoutIfNeeded()
        expectFrame(a, 10, 10, 380, 380)
        expectFrame(b, 10, 10, 360, 360)
    }

    @Test func ancestorAcrossOffsetContainers() {
        let root = makeRoot(width: 400, height: 400)
        let container = makeView("container", in: root)
        container.mas.makeConstraints { make in
            make.left.equalTo(100)
            make.top.equalTo(50)
            make.size.equalTo(200)
        }
        let inner = makeView("inner", in: container)
        inner.mas.makeConstraints { make in make.edges.equalTo(container).inset(20) }
        let g = makeView("g", in: inner)
        g.mas.makeConstraints { make in
            make.left.equalTo(root).offset(5)
            make.top.equalTo(root.mas.centerY)
            make.width.equalTo(root).multipliedBy(0.1)
            make.height.equalTo(inner)
        }
        root.layoutIfNeeded()
        expectFrame(g, 5 - 120, 200 - 70, 40, 160)
    }

    @Test func marginAttributes() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        v.mas.makeConstraints { make in
            make.left.equalTo(root.mas.leftMargin)
            make.right.equalTo(root.mas.rightMargin)
            make.top.equalTo(root.mas.topMargin)
            make.height.equalTo(10)
        }
        let w = makeView("w", in: root)
        w.mas.makeConstraints { make in
            make.margins.equalTo(root)
        }
        let c = makeView("c", in: root)
        c.mas.makeConstraints { make in
            make.centerWithinMargins.equalTo(root)
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(v, 8, 8, 384, 10)
        expectFrame(w, 0, 0, 400, 400)
        expectFrame(c, 195, 195, 10, 10)
    }

    @Test func sizeAndCenterOffsetOnComposites() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        v.mas.makeConstraints { make in
            make.size.equalTo(root).sizeOffset(CGSize(width: -20, height: -40))
            make.center.equalTo(root).centerOffset(CGPoint(x: -5, y: 10))
        }
        root.layoutIfNeeded()
        expectFrame(v, 5, 30, 380, 360)
        let w = makeView("w", in: root)
        w.mas.makeConstraints { make in
            make.size.equalTo(root).offset(-100)
            make.center.equalTo(root).offset(10)
        }
        root.layoutIfNeeded()
        expectFrame(w, 60, 60, 300, 300)
    }

    @Test func updateConstraintsMatchesOnlySameRelationAndMultiplier() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        let made = v.mas.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.equalTo(root).multipliedBy(0.5)
            make.height.equalTo(10)
        }
        var updated: [Constraint] = []
        let d = LayoutDiagnostics.record {
            updated = v.mas.updateConstraints { make in
                make.width.equalTo(root).multipliedBy(0.5).offset(10)  // matches
                make.height.greaterThanOrEqualTo(20)                    // other relation: beside
            }
            root.layoutIfNeeded()
        }
        #expect(v.mas.installedConstraints.count == 5)
        // h == 10 and h >= 20 conflict: the later one, h >= 20, is broken, so the height stays 10.
        let h10 = made[2].layoutConstraints[0], h20 = updated[1].layoutConstraints[0]
        #expect(d.map(\.kind) == [.unsatisfiable])
        #expect(d.first?.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(h10), ObjectIdentifier(h20)])
        #expect(d.first?.message == """
            Unable to simultaneously satisfy constraints.
                \(h10)
                \(h20)
            Will attempt to recover by breaking constraint
                \(h20)
            """)
        expectFrame(v, 0, 0, 210, 10)
    }

    @Test func viewAndLayoutDescriptionsUseKey() {
        let root = makeRoot()
        let v = makeView("red", in: root)
        #expect(v.mas.left.description == "View:red.left")
        #expect(String(describing: v) == "<View:red; frame = (0 0; 0 0)>")
    }

    @Test func updateOffsetOnCompositeAndUninstalled() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        var edges: Constraint?
        v.mas.makeConstraints { make in edges = make.edges.equalTo(root) }
        edges?.update(offset: 10)
        root.layoutIfNeeded()
        // offset sets every constant to 10: left +10, right +10 (outwards), top +10, bottom +10.
        expectFrame(v, 10, 10, 400, 400)
    }

    @Test func numberPriorities() {
        let root = makeRoot()
        let v = makeView("v", in: root)
        var c: Constraint?
        v.mas.prepareConstraints { make in
            c = make.width.equalTo(10).priority(345)
        }
        #expect(c?.layoutConstraints.first?.priority == LayoutPriority(345))
        var m: [Constraint] = []
        v.mas.prepareConstraints { make in
            m.append(make.width.equalTo(1).priorityLow())
            m.append(make.width.equalTo(1).priorityMedium())
            m.append(make.width.equalTo(1).priorityHigh())
            m.append(make.width.equalTo(1).priorityRequired())
            m.append(make.width.equalTo(1).priority(.defaultLow))
            m.append(make.width.equalTo(1).priority(LayoutPriority(999)))
        }
        #expect(m.compactMap { $0.layoutConstraints.first?.priority.rawValue } == [250, 500, 750, 1000, 250, 999])
    }
}

@Suite("Issue 5 contract: lifecycle")
struct AcceptanceReviewLifecycleTests {
    @Test func installTwiceInstallsOnce() {
        // MASViewConstraintSpec: "should not install when already installed".
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        let made = v.mas.prepareConstraints { make in make.left.equalTo(10) }
        made[0].install()
        made[0].install()
        made[0].activate()
        #expect(root.constraints.count == 1)
        #expect(v.mas.installedConstraints.count == 1)
        made[0].uninstall()
        made[0].uninstall()
        #expect(root.constraints.isEmpty)
        #expect(!made[0].isActive)
    }

    @Test func updateReturnsHandleOnMatchedConstraint() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        v.mas.makeConstraints { make in make.left.top.equalTo(0); make.size.equalTo(10) }
        let updated = v.mas.updateConstraints { make in make.width.equalTo(20) }
        #expect(updated.count == 1)
        #expect(updated[0].isActive)
        updated[0].update(offset: 30)
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 30, 10)
        #expect(v.constraints.count == 2)
    }

    @Test func invalidPriorityValues() {
        let root = makeRoot()
        let v = makeView("v", in: root)
        let d = LayoutDiagnostics.record {
            v.mas.makeConstraints { make in
                make.width.equalTo(1).priority(0)
                make.height.equalTo(1).priority(1001)
            }
        }
        #expect(d.map(\.kind) == [.invalidValue, .invalidValue])
        #expect(v.mas.installedConstraints.isEmpty)
    }
}

// `offset(.infinity)` and the like compile: the other number types go through generic
// overloads (DiagnosticTests.specialValuesByShorthand).

/// The issue lists "arrays of targets (`[any ConstraintTarget]`, mixed kinds allowed)" among
/// the adopters of `ConstraintTarget`: such an array is a target in its own right, held as
/// `any ConstraintTarget` and related like the literal.
@Suite struct ArrayTargetConformanceTests {
    @Test func aMixedArrayHeldAsOneTargetMakesOneChildPerElement() {
        let root = makeRoot(width: 400, height: 400)
        let a = makeView("a", in: root)
        a.frame = CGRect(x: 30, y: 0, width: 10, height: 10)
        let v = makeView("v", in: root)
        let mixed: [any ConstraintTarget] = [a, 100]
        let boxed: any ConstraintTarget = mixed
        var c: Constraint?
        v.mas.makeConstraints { make in
            c = make.left.greaterThanOrEqualTo(boxed).offset(5)
            make.left.equalTo(0).priorityLow()
            make.top.width.height.equalTo(10)
        }
        let lcs = c?.layoutConstraints ?? []
        #expect(lcs.count == 2)
        #expect(lcs.map(\.relation) == [.greaterThanOrEqual, .greaterThanOrEqual])
        #expect(lcs[0].secondItem === a && lcs[0].secondAttribute == .left && lcs[0].constant == 5)
        #expect(lcs[1].secondItem === root && lcs[1].secondAttribute == .left && lcs[1].constant == 5)
        root.layoutIfNeeded()
        // Pulled towards 0, held by the larger bound: a.left + 5.
        #expect(v.frame == CGRect(x: 35, y: 10, width: 10, height: 10))
    }

    @Test func anArrayOfViewsHeldAsOneTargetRelatesEachView() {
        let root = makeRoot(width: 400, height: 400)
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let v = makeView("v", in: root)
        let views: [View] = [a, b]
        let boxed: any ConstraintTarget = views
        var c: Constraint?
        v.mas.makeConstraints { make in
            c = make.width.equalTo(boxed).multipliedBy(0.5)
        }
        let lcs = c?.layoutConstraints ?? []
        #expect(lcs.count == 2)
        #expect(lcs[0].secondItem === a && lcs[1].secondItem === b)
        #expect(lcs.allSatisfy { $0.secondAttribute == .width && $0.multiplier == 0.5 })
    }

    @Test func anArrayOfNonTargetsCompilesButIsRefusedWithADiagnostic() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        var c: Constraint?
        let diagnostics = LayoutDiagnostics.record {
            v.mas.makeConstraints { make in
                c = make.left.equalTo(["left"])
            }
        }
        #expect(diagnostics.map(\.kind) == [.invalidValue])
        #expect(diagnostics.first?.message.hasSuffix("Array<String> is not a target the DSL can relate to") == true)
        #expect(c?.layoutConstraints.isEmpty == true)
        #expect(v.mas.installedConstraints.isEmpty && root.constraints.isEmpty)
    }
}
