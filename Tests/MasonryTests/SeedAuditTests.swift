import AutoLayout
import Masonry
import Testing

// An audit of the five seed articles (/work/shared/seeds/*.txt) against the suites: behaviours
// they describe that no other test pins down with exact values. Each test quotes its article.

/// A label with `text` at `fontSize` (monospaced metrics: a character is 0.5 × size wide, a
/// line 1.2 × size high, the baseline 0.8 × size below the line's top).
private func makeLabel(_ name: String, _ text: String, in parent: View, fontSize: CGFloat) -> Label {
    let label = Label()
    label.name = name
    label.text = text
    label.font = .systemFont(ofSize: fontSize)
    parent.addSubview(label)
    return label
}

/// Masonry's update example (MASExampleUpdateView): the constraints are (re)stated in
/// `updateConstraints` with `mas_updateConstraints`, then `[super updateConstraints]`.
private final class GrowingView: View {
    let button: View
    var side: CGFloat = 100

    init(frame: CGRect, button: View) {
        self.button = button
        super.init(frame: frame)
        addSubview(button)
    }

    override func updateConstraints() {
        button.mas.updateConstraints { make in
            make.center.equalTo(self)
            make.width.equalTo(side).priorityLow()
            make.height.equalTo(side).priorityLow()
            make.width.lessThanOrEqualTo(self)
            make.height.lessThanOrEqualTo(self)
        }
        super.updateConstraints()
    }
}

@Suite struct SeedAuditTests {

    // 001_d065b226b3bd760a.txt lists "mas_baseline ... mas_firstBaseline mas_lastBaseline" and
    // 004_04fe4f438e28f522.txt "@property ... MASConstraint *baseline;": baselines of labels of
    // different sizes line up. 10 pt: 5 per character, lines 12 high, baseline 8 below a line's
    // top; 20 pt: 10, 24, 16. Text is centered vertically, so a one-line label's baseline is 8
    // (10 pt) or 16 (20 pt) below its top; a plain view's baseline is its bottom.
    @Test func baselinesOfLabelsLineUp() {
        let root = makeRoot(width: 400, height: 200)
        let a = makeLabel("a", "Hi", in: root, fontSize: 10)
        let b = makeLabel("b", "Hey", in: root, fontSize: 20)
        let c = makeLabel("c", "Yo", in: root, fontSize: 20)
        let plain = makeView("plain", in: root)
        let wrapped = makeLabel("wrapped", "one two three", in: root, fontSize: 10)
        wrapped.numberOfLines = 0
        wrapped.preferredMaxLayoutWidth = 40  // "one two" (35) / "three" (25): 35 x 24
        a.mas.makeConstraints { make in make.left.equalTo(10); make.top.equalTo(20) }  // baseline at 28
        b.mas.makeConstraints { make in
            make.left.equalTo(a.mas.right).offset(8)
            make.baseline.equalTo(a.mas.baseline)
        }
        c.mas.makeConstraints { make in
            make.left.equalTo(100)
            make.firstBaseline.equalTo(a.mas.lastBaseline)
        }
        plain.mas.makeConstraints { make in
            make.left.equalTo(0)
            make.size.equalTo(5)
            make.baseline.equalTo(b)  // same attribute of b: its baseline
        }
        wrapped.mas.makeConstraints { make in
            make.left.equalTo(200)
            make.lastBaseline.equalTo(a.mas.baseline)  // last line's baseline: 8 + 12 below the top
        }
        root.layoutIfNeeded()
        expectFrame(a, 10, 20, 10, 12)
        expectFrame(b, 28, 12, 30, 24)        // x = 10 + 10 + 8; top = 28 - 16
        expectFrame(c, 100, 12, 20, 24)
        expectFrame(plain, 0, 23, 5, 5)       // bottom at 28
        expectFrame(wrapped, 200, 8, 35, 24)  // top = 28 - 20
        // New fonts move the baselines: b at 10 pt is 15 x 12 with its baseline 8 below its
        // top (top 28 - 8 = 20); then a at 20 pt is 20 x 24 with its baseline at 20 + 16 = 36:
        // b's top 36 - 8, c's 36 - 16, plain's bottom 36, wrapped's top 36 - 20.
        b.font = .systemFont(ofSize: 10)
        root.layoutIfNeeded()
        expectFrame(b, 28, 20, 15, 12)
        a.font = .systemFont(ofSize: 20)
        root.layoutIfNeeded()
        expectFrame(a, 10, 20, 20, 24)
        expectFrame(b, 38, 28, 15, 12)
        expectFrame(c, 100, 20, 20, 24)
        expectFrame(plain, 0, 31, 5, 5)
        expectFrame(wrapped, 200, 16, 35, 24)
    }

    // 000_5a4bcf33df00b7e3.txt: "make.left.equalTo(@10) ... 它等价于: make.left.equalTo(superView.mas_left).with.offset(10);"
    // with 004's update rule "思路为，找到相同的约束，然后更改 constant 值": the implied superview and the
    // explicit one are the same constraint, so an update in either spelling changes it in place.
    @Test func updateMatchesImpliedAndExplicitSuperviewAlike() {
        let root = makeRoot(width: 200, height: 200)
        let v = makeView("v", in: root)
        v.mas.makeConstraints { make in
            make.left.equalTo(root.mas.left).offset(10)
            make.top.equalTo(5)
            make.size.equalTo(20)
        }
        let before = root.constraints.map(ObjectIdentifier.init)
        v.mas.updateConstraints { make in
            make.left.equalTo(30)                             // implied superview.left
            make.top.equalTo(root.mas.top).offset(15)         // explicit superview.top
        }
        #expect(root.constraints.map(ObjectIdentifier.init) == before)
        #expect(v.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(v, 30, 15, 20, 20)
    }

    // 004_04fe4f438e28f522.txt (mas_updateConstraints): "if (existingConstraint) { existingConstraint.constant
    // = layoutConstraint.constant; ... } else { [self.installedView addConstraint:layoutConstraint]; ...
    // [firstLayoutItem.mas_installedConstraints addObject:self]; }" — per child of a composite: left
    // is found and changed (same layout constraint), right is new. Root 200 wide: left 20,
    // right 200 - 30 = 170, the optional width 50 gives way: width 150.
    @Test func updateOfACompositeChangesWhatMatchesAndAddsTheRest() {
        let root = makeRoot(width: 200, height: 100)
        let v = makeView("v", in: root)
        var left: Constraint?
        v.mas.makeConstraints { make in
            left = make.left.equalTo(10)
            make.top.equalTo(0)
            make.height.equalTo(10)
            make.width.equalTo(50).priorityLow()
        }
        let original = left?.layoutConstraints.first
        let updated = v.mas.updateConstraints { make in
            make.left.right.equalTo(root).insets(EdgeInsets(top: 0, left: 20, bottom: 0, right: 30))
        }
        #expect(updated.count == 1)
        let layout = updated.first?.layoutConstraints ?? []
        #expect(layout.count == 2)
        #expect(layout.first === original)
        #expect(original?.constant == 20)
        #expect(layout.last?.firstAttribute == .right && layout.last?.constant == -30 && layout.last?.isActive == true)
        #expect(root.constraints.count == 3 && v.constraints.count == 2)
        #expect(v.mas.installedConstraints.count == 5)
        root.layoutIfNeeded()
        expectFrame(v, 20, 0, 150, 10)
    }

    // 003_9ea2825070723358.txt: "multipliedBy ... dividedBy" and 000's update (the similar constraint has
    // the same multiplier): dividedBy(2) is the multiplier 0.5, so multipliedBy(0.5) in an
    // update finds it. Width = 0.5 x 400 - 20 = 180.
    @Test func updateFindsDividedByWithMultipliedBy() {
        let root = makeRoot(width: 400, height: 400)
        let v = makeView("v", in: root)
        var width: Constraint?
        v.mas.makeConstraints { make in
            make.left.top.equalTo(0)
            width = make.width.equalTo(root).dividedBy(2)
            make.height.equalTo(10)
        }
        #expect(width?.layoutConstraints.first?.multiplier == 0.5)
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 200, 10)
        v.mas.updateConstraints { make in make.width.equalTo(root).multipliedBy(0.5).offset(-20) }
        #expect(root.constraints.count == 3 && v.constraints.count == 1)
        #expect(v.mas.installedConstraints.count == 4)
        #expect(width?.layoutConstraints.first?.constant == -20)
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 180, 10)
    }

    // 001_d065b226b3bd760a.txt's three columns ("以redView为基准约束greenView的右边与blueView的左边") after
    // 004's mas_remakeConstraints on red: green and blue keep their constraints to red and follow
    // it. Red: left 50, width 300 / 2 = 150; green 0...50; blue 200...300.
    @Test func threeColumnsFollowARemadeRedView() {
        let root = makeRoot(width: 300, height: 600)
        let red = makeView("red", in: root), green = makeView("green", in: root), blue = makeView("blue", in: root)
        let oldRed = red.mas.makeConstraints { make in
            make.top.bottom.equalTo(0)
            make.centerX.equalTo(root.mas.centerX)
            make.width.equalTo(root.frame.size.width / 3.0)
        }
        green.mas.makeConstraints { make in
            make.left.top.bottom.equalTo(0)
            make.right.equalTo(red.mas.left)
        }
        blue.mas.makeConstraints { make in
            make.right.top.bottom.equalTo(0)
            make.left.equalTo(red.mas.right)
        }
        root.layoutIfNeeded()
        expectFrame(red, 100, 0, 100, 600)
        red.mas.remakeConstraints { make in
            make.top.bottom.equalTo(0)
            make.left.equalTo(50)
            make.width.equalTo(root).dividedBy(2)
        }
        #expect(oldRed.allSatisfy { !$0.isActive })
        #expect(red.constraints.isEmpty)                 // the width against root is on root
        #expect(root.constraints.count == 4 + 4 + 4)
        #expect(red.mas.installedConstraints.count == 4)
        #expect(green.mas.installedConstraints.count == 4 && blue.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(green, 0, 0, 50, 600)
        expectFrame(red, 50, 0, 150, 600)
        expectFrame(blue, 200, 0, 100, 600)
    }

    // 004_04fe4f438e28f522.txt (MASViewConstraint install): "if ([self supportsActiveProperty] &&
    // self.layoutConstraint) { self.layoutConstraint.active = YES; [self.firstViewAttribute.view.
    // mas_installedConstraints addObject:self]; return; }" — a handle uninstalled by a remake puts
    // back the very same layout constraint; required, it beats the remade high-priority left.
    @Test func handleUninstalledByRemakeReinstallsItsLayoutConstraint() {
        let root = makeRoot(width: 200, height: 200)
        let v = makeView("v", in: root)
        var oldLeft: Constraint?
        v.mas.makeConstraints { make in
            oldLeft = make.left.equalTo(10)
            make.top.equalTo(0)
            make.size.equalTo(20)
        }
        let original = oldLeft?.layoutConstraints.first
        v.mas.remakeConstraints { make in
            make.left.equalTo(50).priorityHigh()
            make.top.equalTo(0)
            make.size.equalTo(20)
        }
        #expect(original?.isActive == false)
        root.layoutIfNeeded()
        expectFrame(v, 50, 0, 20, 20)
        oldLeft?.install()
        #expect(oldLeft?.layoutConstraints.first === original)
        #expect(original?.isActive == true)
        #expect(root.constraints.contains { $0 === original })
        #expect(v.mas.installedConstraints.count == 5)
        root.layoutIfNeeded()
        expectFrame(v, 10, 0, 20, 20)
    }

    // 000_5a4bcf33df00b7e3.txt: "offset 方法其实是修改 layoutConstraint 中的常量" on an installed
    // constraint (Masonry's animation pattern: change the constant, then layoutIfNeeded in the
    // animation block). The frame moves at the next layout pass, not before; the layout
    // constraint is the same one. Button example: x = (375 - 185) / 2 = 95.
    @Test func constantChangeTakesEffectAtTheNextLayoutPass() {
        let root = makeRoot(width: 375, height: 667)
        let button = makeView("button", in: root)
        var top: Constraint?
        button.mas.makeConstraints { make in
            make.centerX.equalTo(root)
            top = make.top.equalTo(root).with.offset(40)
            make.width.equalTo(185)
            make.height.equalTo(38)
        }
        root.layoutIfNeeded()
        expectFrame(button, 95, 40, 185, 38)
        let layoutConstraint = top?.layoutConstraints.first
        top?.offset(120)
        #expect(top?.layoutConstraints.first === layoutConstraint)
        #expect(layoutConstraint?.constant == 120)
        #expect(root.constraints.count == 2)
        expectFrame(button, 95, 40, 185, 38)   // not laid out yet
        root.layoutIfNeeded()
        expectFrame(button, 95, 120, 185, 38)
    }

    // Masonry's updateConstraints flow (with 004's mas_updateConstraints "找到相同的约束，然后更改
    // constant 值"): constraints stated in updateConstraints(), re-run by setNeedsUpdateConstraints
    // + layoutIfNeeded. Root 300 x 200: side 100 -> (100, 50); 130 -> (85, 35); 250 -> the width
    // 250 fits, the height is capped at 200 -> (25, 0, 250, 200). No constraint is ever added.
    @Test func updateConstraintsOverrideRestatesConstantsInPlace() {
        let button = makeView("button")
        let root = GrowingView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), button: button)
        root.name = "root"
        root.layoutIfNeeded()
        expectFrame(button, 100, 50, 100, 100)
        let counts = (root.constraints.count, button.constraints.count)
        #expect(counts == (4, 2))
        root.side = 130
        root.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        expectFrame(button, 85, 35, 130, 130)
        root.side = 250
        root.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        expectFrame(button, 25, 0, 250, 200)
        #expect((root.constraints.count, button.constraints.count) == counts)
        #expect(button.mas.installedConstraints.count == 6)
    }

    // 000_5a4bcf33df00b7e3.txt "layoutConstraint.priority = self.layoutPriority" with priorityLow/Medium/High:
    // a high width of 500 gives way to the required width <= root (300) but beats a low width of
    // 100; a medium height of 80 beats a low height of 50.
    @Test func prioritiesDecideBetweenOptionalConstraints() {
        let root = makeRoot(width: 300, height: 200)
        let v = makeView("v", in: root)
        v.mas.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.equalTo(100).priorityLow()
            make.width.equalTo(500).priorityHigh()
            make.width.lessThanOrEqualTo(root)
            make.height.equalTo(50).priorityLow()
            make.height.equalTo(80).priorityMedium()
        }
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 300, 80)
    }

    // 001_d065b226b3bd760a.txt: "multiplier:2//线性关系倍数 constant:0];//乘以倍数后需要加的数值" through the
    // DSL, against the superview: attributes of the superview are in its own bounds, wherever
    // its frame is. Root at (50, 60), 400 x 200: centerX = 0.5 x 200 = 100, centerY = 0.5 x 100
    // = 50; another view's width = 2 x 20 + 5 = 45, its height = 20 / 4 = 5.
    @Test func multipliersOnASuperviewUseItsBounds() {
        let root = View(frame: CGRect(x: 50, y: 60, width: 400, height: 200))
        root.name = "root"
        let v = makeView("v", in: root), w = makeView("w", in: root)
        v.mas.makeConstraints { make in
            make.centerX.equalTo(root).multipliedBy(0.5)
            make.centerY.equalTo(root.mas.centerY).dividedBy(2)
            make.size.equalTo(20)
        }
        w.mas.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.equalTo(v).multipliedBy(2).offset(5)
            make.height.equalTo(v.mas.width).dividedBy(4)
        }
        root.layoutIfNeeded()
        expectFrame(v, 90, 40, 20, 20)
        expectFrame(w, 0, 0, 45, 5)
    }

    // 000_5a4bcf33df00b7e3.txt: "NSAssert(closestCommonSuperview, @"couldn't find a common superview for %@
    // and %@", ...)" through an update: with no common superview nothing is installed or changed,
    // and the existing left keeps its constant.
    @Test func updateAgainstAViewInAnotherTreeChangesNothing() {
        let root = makeRoot(width: 200, height: 200)
        let v = makeView("v", in: root)
        let otherRoot = makeRoot(width: 10, height: 10)
        let elsewhere = makeView("elsewhere", in: otherRoot)
        var left: Constraint?
        v.mas.makeConstraints { make in left = make.left.equalTo(10); make.top.equalTo(0); make.size.equalTo(20) }
        let diagnostics = LayoutDiagnostics.record {
            v.mas.updateConstraints { make in make.left.equalTo(elsewhere).offset(70) }
        }
        #expect(diagnostics.map(\.kind) == [.noCommonAncestor])
        #expect(diagnostics.first?.message.contains("View:elsewhere") == true)
        #expect(left?.layoutConstraints.first?.constant == 10)
        #expect(root.constraints.count == 2 && v.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(v, 10, 0, 20, 20)
    }

    // 001_d065b226b3bd760a.txt / 004: equalToWithRelation with an NSArray makes one copy per element
    // ("viewConstraint.layoutRelation = relation; viewConstraint.secondViewAttribute = attr;"), and
    // 000's update finds a constraint with the same items *and attributes*: an update against
    // b.left changes the b.left copy only; one against a (a.left, not a.right) is new.
    // a: 20...30, b: 100...110. v.left >= 30 and >= 100 -> 100; after the update >= 10 and >= 30
    // -> 30; then v.left >= a.left + 5 = 25 adds nothing binding.
    @Test func updateFindsOneChildOfAnArrayTarget() {
        let root = makeRoot(width: 300, height: 100)
        let a = makeView("a", in: root), b = makeView("b", in: root)
        a.mas.makeConstraints { make in make.left.equalTo(20); make.top.equalTo(0); make.size.equalTo(10) }
        b.mas.makeConstraints { make in make.left.equalTo(100); make.top.equalTo(0); make.size.equalTo(10) }
        let v = makeView("v", in: root)
        var array: Constraint?
        v.mas.makeConstraints { make in
            array = make.left.greaterThanOrEqualTo([a.mas.right, b.mas.left])
            make.left.equalTo(0).priorityLow()
            make.top.equalTo(50)
            make.size.equalTo(10)
        }
        let children = array?.layoutConstraints ?? []
        #expect(children.count == 2)
        #expect(children.allSatisfy { $0.relation == .greaterThanOrEqual })
        root.layoutIfNeeded()
        expectFrame(v, 100, 50, 10, 10)
        let count = root.constraints.count
        v.mas.updateConstraints { make in make.left.greaterThanOrEqualTo(b.mas.left).offset(-90) }
        #expect(root.constraints.count == count)
        #expect(children.map(\.constant) == [0, -90])
        root.layoutIfNeeded()
        expectFrame(v, 30, 50, 10, 10)
        v.mas.updateConstraints { make in make.left.greaterThanOrEqualTo(a).offset(5) }
        #expect(root.constraints.count == count + 1)
        #expect(children.map(\.constant) == [0, -90])
        root.layoutIfNeeded()
        expectFrame(v, 30, 50, 10, 10)
    }

    // 000_5a4bcf33df00b7e3.txt: "make.left.equalTo(view.mas_right); ... 这行代码会使视图的左侧与 view 的右侧对齐."
    // with the superview as `view`: the view sits just past the superview's right edge (x = 200),
    // and its right against the superview's left ends at 0.
    @Test func leftAgainstTheSuperviewsRight() {
        let root = makeRoot(width: 200, height: 100)
        let past = makeView("past", in: root), before = makeView("before", in: root)
        past.mas.makeConstraints { make in
            make.left.equalTo(root.mas.right)
            make.top.equalTo(root.mas.bottom).offset(-10)
            make.size.equalTo(10)
        }
        before.mas.makeConstraints { make in
            make.right.equalTo(root.mas.left)
            make.bottom.equalTo(root.mas.top)
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(past, 200, 90, 10, 10)
        expectFrame(before, -10, -10, 10, 10)
    }

    // Animation-style constant changes (000: offset "修改 layoutConstraint 中的常量"), many frames
    // in a row, through large values and back: the frame is exact every time and no
    // constraint is added. Right == root.right - 20 on a 400-wide root: width = 380 - left.
    @Test func manyConstantChangesStayExact() {
        let root = makeRoot(width: 400, height: 100)
        let v = makeView("v", in: root)
        var left: Constraint?
        v.mas.makeConstraints { make in
            left = make.left.equalTo(0)
            make.right.equalTo(root).offset(-20)
            make.top.bottom.equalTo(0)
        }
        let count = root.constraints.count
        var values: [CGFloat] = []
        for i in 0 ..< 400 {
            let x = CGFloat((i * 37) % 350) + CGFloat(i % 4) * 0.25
            values.append(i % 50 == 49 ? 2_000_000 + x : x)
        }
        values.append(12.5)
        var wrong: [(Int, CGRect)] = []
        for (i, x) in values.enumerated() {
            left?.update(offset: x)
            root.layoutIfNeeded()
            let f = v.frame
            // origin and size as stored (minX and width standardize a negative width)
            if abs(f.origin.x - x) > 1e-6 || abs(f.size.width - (380 - x)) > 1e-6 || f.origin.y != 0 || f.size.height != 100 {
                wrong.append((i, f))
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        #expect(root.constraints.count == count)
        expectFrame(v, 12.5, 0, 367.5, 100)
    }

    // 004_04fe4f438e28f522.txt: remake "调用 MASConstraint 的 uninstall 然后在重新 install", again and again
    // (a state machine that remakes on every change): nothing piles up, the last remake wins.
    @Test func repeatedRemakesLeaveOneSet() {
        let root = makeRoot(width: 300, height: 300)
        let v = makeView("v", in: root)
        for i in 0 ..< 200 {
            v.mas.remakeConstraints { make in
                if i % 2 == 0 {
                    make.left.top.equalTo(CGFloat(i))
                    make.size.equalTo(10)
                } else {
                    make.edges.equalTo(root).inset(CGFloat(i % 50))
                }
            }
            root.layoutIfNeeded()
        }
        // Last is i = 199: edges inset 49.
        #expect(v.mas.installedConstraints.count == 4)
        #expect(root.constraints.count == 4 && v.constraints.isEmpty)
        expectFrame(v, 49, 49, 202, 202)
    }

    // 003_9ea2825070723358.txt: "MASLayoutConstraint ... 新增一个属性mas_key,在debug中可以使用到" and
    // "layoutConstraint.mas_key = self.mas_key;" with 000's implied superview ("make.left.equalTo(@10) ...
    // 等价于 make.left.equalTo(superView.mas_left).with.offset(10)"): the descriptions print the key,
    // the superview the constraint was given, the multiplier of dividedBy(4) and signed constants;
    // in a conflict every constraint involved is listed by key and the last one is broken.
    // Root 200 wide: left 10 and right 200 - 10 leave 180, so width 500 cannot hold.
    @Test func keysInDescriptionsAndConflictLogs() {
        let root = makeRoot(width: 200, height: 100)
        let v = makeView("v", in: root)
        var made: [Constraint] = []
        let diagnostics = LayoutDiagnostics.record {
            made = v.mas.makeConstraints { make in
                make.left.equalTo(10).key("L")
                make.right.equalTo(root).offset(-10).key("R")
                make.top.bottom.equalTo(root).insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).key("TB")
                make.width.equalTo(500).key("W")
                make.height.equalTo(root.mas.height).dividedBy(4).offset(-2.5).priorityLow().key("H")
            }
            root.layoutIfNeeded()
        }
        #expect(made.flatMap(\.layoutConstraints).map(\.description) == [
            "<LayoutConstraint:L View:v.left == View:root.left + 10>",
            "<LayoutConstraint:R View:v.right == View:root.right - 10>",
            "<LayoutConstraint:TB[0] View:v.top == View:root.top + 1>",
            "<LayoutConstraint:TB[1] View:v.bottom == View:root.bottom - 3>",
            "<LayoutConstraint:W View:v.width == 500>",
            "<LayoutConstraint:H View:v.height == View:root.height * 0.25 - 2.5 ^low>",
        ])
        #expect(diagnostics.map(\.kind) == [.unsatisfiable], "\(diagnostics)")
        let message = diagnostics.first?.message ?? ""
        #expect(message.contains("<LayoutConstraint:L View:v.left == View:root.left + 10>"))
        #expect(message.contains("<LayoutConstraint:R View:v.right == View:root.right - 10>"))
        #expect(message.hasSuffix("Will attempt to recover by breaking constraint\n    <LayoutConstraint:W View:v.width == 500>"))
        #expect(!message.contains("TB[") && !message.contains(":H "))
        expectFrame(v, 10, 1, 180, 96)
    }

    // 000_5a4bcf33df00b7e3.txt: "if (existingConstraint) { // just update the constant
    // existingConstraint.constant = layoutConstraint.constant; self.layoutConstraint = existingConstraint; }"
    // — only the constant: the matched layout constraint keeps its key (mas_key) and priority,
    // and the update's handle now stands for that same layout constraint.
    @Test func updateChangesOnlyTheConstantOfTheMatch() {
        let root = makeRoot(width: 300, height: 100)
        let v = makeView("v", in: root)
        var width: Constraint?
        v.mas.makeConstraints { make in
            make.left.top.equalTo(0)
            width = make.width.equalTo(root).multipliedBy(0.5).priorityHigh().key("half")
            make.height.equalTo(10)
        }
        let original = width?.layoutConstraints.first
        let updated = v.mas.updateConstraints { make in
            make.width.equalTo(root).multipliedBy(0.5).offset(-30).priorityHigh().key("other")
        }
        #expect(updated.first?.layoutConstraints.first === original)
        #expect(original?.identifier == "half")
        #expect(original?.priority == .defaultHigh && original?.multiplier == 0.5 && original?.constant == -30)
        #expect(original?.description == "<LayoutConstraint:half View:v.width == View:root.width * 0.5 - 30 ^high>")
        #expect(root.constraints.count == 3)
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 120, 10)
    }
}
