import Masonry
import Testing

// Behaviours described by the five seed articles (/work/shared/seeds/*.txt) that the other
// suites (SeedExampleTests, MakerTests, UpdateRemakeTests, IssueContractTests,
// PortedSpecTests, AutoresizingTests, SizeClassTests) do not already pin down. Each test
// names the article and quotes the passage it checks.

// MARK: - Helpers

/// Whether `view` holds `constraint` among its installed constraints (by identity).
private func holds(_ view: View, _ constraint: LayoutConstraint?) -> Bool {
    guard let constraint else { return false }
    return view.constraints.contains { $0 === constraint }
}

/// The fields of a layout constraint that Masonry sets in `install`.
private struct Fields: Equatable {
    var first: ObjectIdentifier?, firstAttribute: LayoutAttribute, relation: LayoutRelation
    var second: ObjectIdentifier?, secondAttribute: LayoutAttribute
    var multiplier: CGFloat, constant: CGFloat, priority: LayoutPriority

    init(_ c: LayoutConstraint) {
        first = c.firstItem.map { ObjectIdentifier($0) }
        firstAttribute = c.firstAttribute
        relation = c.relation
        second = c.secondItem.map { ObjectIdentifier($0) }
        secondAttribute = c.secondAttribute
        multiplier = c.multiplier
        constant = c.constant
        priority = c.priority
    }

    /// The same fields with the first item replaced (to compare constraints of two views).
    func withFirst(_ item: View) -> Fields {
        var copy = self
        copy.first = ObjectIdentifier(item)
        return copy
    }
}

@Suite struct SeedBehaviourTests {

    // MARK: Article 000 (Draveness, "iOS 源代码分析 - Masonry")

    // 000_5a4bcf33df00b7e3.txt: "make.centerX.equalTo(self.view); make.top.equalTo(self.view).with.offset(40);
    // make.width.equalTo(@185); make.height.equalTo(@38);" with the install rules
    // "如果不是 size 类型并且没有提供第二个 viewAttribute ... 会自动将约束添加到 superview 上" and the
    // closest-common-superview rule: each layout constraint's fields and the view it is on.
    @Test func buttonExampleLayoutConstraintsAndOwners() {
        let root = makeRoot(width: 375, height: 667)
        let button = makeView("button", in: root)
        var centerX: Constraint?, top: Constraint?, width: Constraint?, height: Constraint?
        let made = button.mas.makeConstraints { make in
            centerX = make.centerX.equalTo(root)
            top = make.top.equalTo(root).with.offset(40)
            width = make.width.equalTo(185)
            height = make.height.equalTo(38)
        }
        #expect(made.count == 4)
        let cx = centerX?.layoutConstraints.first, t = top?.layoutConstraints.first
        let w = width?.layoutConstraints.first, h = height?.layoutConstraints.first
        #expect(cx?.firstItem === button && cx?.firstAttribute == .centerX && cx?.secondItem === root
            && cx?.secondAttribute == .centerX && cx?.constant == 0 && cx?.multiplier == 1 && cx?.relation == .equal)
        #expect(t?.firstAttribute == .top && t?.secondItem === root && t?.secondAttribute == .top && t?.constant == 40)
        #expect(w?.firstAttribute == .width && w?.secondItem == nil && w?.secondAttribute == .notAnAttribute && w?.constant == 185)
        #expect(h?.firstAttribute == .height && h?.secondItem == nil && h?.secondAttribute == .notAnAttribute && h?.constant == 38)
        #expect([cx, t, w, h].allSatisfy { $0?.priority == .required })
        #expect(holds(root, cx) && holds(root, t))
        #expect(holds(button, w) && holds(button, h))
        #expect(!holds(button, cx) && !holds(root, w))
        root.layoutIfNeeded()
        expectFrame(button, 95, 40, 185, 38)
    }

    // 000_5a4bcf33df00b7e3.txt: "(e.g. make.left.equalTo(@10);) 会自动将约束添加到 superview 上. 它等价于:
    // make.left.equalTo(superView.mas_left).with.offset(10);" and
    // 004_04fe4f438e28f522.txt: "equalTo(superview.mas_left) 相等于 equalTo(0) 相等于 equalTo(superview)".
    @Test func valueTargetOfPositionIsTheSuperviewsSameAttribute() {
        let superView = makeRoot(width: 200, height: 200)
        let a = makeView("a", in: superView), b = makeView("b", in: superView)
        let c = makeView("c", in: superView), d = makeView("d", in: superView)
        var la: Constraint?, lb: Constraint?, lc: Constraint?, ld: Constraint?
        a.mas.makeConstraints { make in la = make.left.equalTo(10); make.top.equalTo(0); make.size.equalTo(5) }
        b.mas.makeConstraints { make in lb = make.left.equalTo(superView.mas.left).with.offset(10); make.top.equalTo(0); make.size.equalTo(5) }
        c.mas.makeConstraints { make in lc = make.left.equalTo(superView).offset(10); make.top.equalTo(0); make.size.equalTo(5) }
        d.mas.makeConstraints { make in ld = make.left.equalTo(0).offset(10); make.top.equalTo(0); make.size.equalTo(5) }
        let fa = la?.layoutConstraints.first.map(Fields.init)
        #expect(fa?.second == ObjectIdentifier(superView))
        #expect(fa?.secondAttribute == .left && fa?.constant == 10)
        #expect(lb?.layoutConstraints.first.map(Fields.init) == fa?.withFirst(b))
        #expect(lc?.layoutConstraints.first.map(Fields.init) == fa?.withFirst(c))
        #expect(ld?.layoutConstraints.first.map(Fields.init) == fa?.withFirst(d))
        for h in [la, lb, lc, ld] { #expect(holds(superView, h?.layoutConstraints.first)) }
        superView.layoutIfNeeded()
        for v in [a, b, c, d] { expectFrame(v, 10, 0, 5, 5) }
    }

    // 000_5a4bcf33df00b7e3.txt: "make.left.equalTo(view); 这时, 就会初始化一个 layoutAttribute 属性与
    // firstViewArribute 相同的 MASViewAttribute, 上面的代码就会使视图与 view 左对齐." and
    // "make.left.equalTo(view.mas_right); ... 这行代码会使视图的左侧与 view 的右侧对齐."
    @Test func equalToViewUsesSameAttributeAndEqualToAttributeUsesIt() {
        let root = makeRoot(width: 300, height: 300)
        let view = makeView("view", in: root)
        view.mas.makeConstraints { make in make.left.equalTo(40); make.top.equalTo(10); make.width.equalTo(60); make.height.equalTo(20) }
        let aligned = makeView("aligned", in: root), after = makeView("after", in: root)
        var l1: Constraint?, w1: Constraint?, l2: Constraint?
        aligned.mas.makeConstraints { make in
            l1 = make.left.equalTo(view)
            w1 = make.width.equalTo(view)
            make.top.equalTo(100); make.height.equalTo(10)
        }
        after.mas.makeConstraints { make in
            l2 = make.left.equalTo(view.mas.right)
            make.top.equalTo(view)
            make.size.equalTo(10)
        }
        let f1 = l1?.layoutConstraints.first, fw = w1?.layoutConstraints.first, f2 = l2?.layoutConstraints.first
        #expect(f1?.secondItem === view && f1?.secondAttribute == .left)
        #expect(fw?.secondItem === view && fw?.secondAttribute == .width)
        #expect(f2?.secondItem === view && f2?.secondAttribute == .right)
        // A width against another view is installed on their common superview, not on the view.
        #expect(holds(root, fw) && !holds(aligned, fw))
        root.layoutIfNeeded()
        expectFrame(aligned, 40, 100, 60, 10)
        expectFrame(after, 100, 10, 10, 10)
    }

    // 000_5a4bcf33df00b7e3.txt: "接下来它会寻找 firstLayoutItem 和 secondLayoutItem 两个视图的公共 superview"
    // (mas_closestCommonSuperview) and 001_d065b226b3bd760a.txt: "添加约束的规则：添加到其最近的父控件。
    // - 兄弟控件添加到共同的父控件。- 父子控件添加到父控件。- 非父子控件添加到最近层级的父控件",
    // 002/001: "else if (self.firstViewAttribute.isSizeAttribute) {//如果size attribute,添加到则自身".
    @Test func installedViewFollowsClosestCommonSuperview() {
        let root = makeRoot(width: 400, height: 400)
        let c1 = makeView("c1", in: root, frame: CGRect(x: 10, y: 10, width: 150, height: 150))
        let c2 = makeView("c2", in: root, frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let b = makeView("b", in: c2)
        let a = makeView("a", in: c1)
        let sibling = makeView("sibling", in: c1)
        var bLeft: Constraint?, bWidth: Constraint?
        b.mas.makeConstraints { make in
            bLeft = make.left.top.equalTo(5)
            bWidth = make.width.equalTo(20)
            make.height.equalTo(b.mas.width)                 // the view with itself: on the view
        }
        var aLeft: Constraint?, aTop: Constraint?, aParent: Constraint?, aRoot: Constraint?
        a.mas.makeConstraints { make in
            aLeft = make.left.equalTo(b.mas.left)           // cousins: on root
            aTop = make.top.equalTo(b.mas.bottom)
            aParent = make.width.equalTo(c1).multipliedBy(0.1)  // child and parent: on the parent
            aRoot = make.height.equalTo(root).dividedBy(40)    // against the grandparent: on root
        }
        var sib: Constraint?
        sibling.mas.makeConstraints { make in
            sib = make.left.equalTo(a.mas.right)            // siblings: on the shared parent
            make.top.equalTo(a)
            make.size.equalTo(a)
        }
        #expect(bLeft?.layoutConstraints.map(\.firstAttribute) == [.left, .top])
        for lc in bLeft?.layoutConstraints ?? [] { #expect(holds(c2, lc)) }
        #expect(holds(b, bWidth?.layoutConstraints.first))
        #expect(b.constraints.count == 2 && c2.constraints.count == 2)
        #expect(holds(root, aLeft?.layoutConstraints.first) && holds(root, aTop?.layoutConstraints.first))
        #expect(holds(c1, aParent?.layoutConstraints.first))
        #expect(holds(root, aRoot?.layoutConstraints.first))
        #expect(holds(c1, sib?.layoutConstraints.first))
        #expect(c1.constraints.count == 1 + 4 && root.constraints.count == 3 && a.constraints.isEmpty && sibling.constraints.isEmpty)
        root.layoutIfNeeded()
        expectFrame(b, 5, 5, 20, 20)                // (105, 105) in root
        expectFrame(a, 95, 115, 15, 10)             // left 105 and top 125 in root, less c1's origin (10, 10)
        expectFrame(sibling, 110, 115, 15, 10)
    }

    // 000_5a4bcf33df00b7e3.txt: "其实在 Masonry 中使用 with 并不是必须的, 它的作用仅仅是使代码更加的易读 ...
    // 与 with 有着相同作用的还有 and, 这两个方法都会直接返回 MASConstraint, 方法本身不做任何的修改."
    @Test func withAndAndChangeNothing() {
        let root = makeRoot(width: 200, height: 200)
        let plain = makeView("plain", in: root), sugared = makeView("sugared", in: root)
        let p = plain.mas.makeConstraints { make in
            make.top.left.equalTo(root).offset(30)
            make.width.height.equalTo(10)
        }
        let s = sugared.mas.makeConstraints { make in
            make.top.and.left.equalTo(root).with.offset(30)
            make.width.and.height.equalTo(10)
        }
        #expect(p.count == 2 && s.count == 2)
        let pf = p.flatMap(\.layoutConstraints).map { Fields($0).withFirst(sugared) }
        let sf = s.flatMap(\.layoutConstraints).map(Fields.init)
        #expect(pf == sf)
        root.layoutIfNeeded()
        expectFrame(plain, 30, 30, 10, 10)
        expectFrame(sugared, 30, 30, 10, 10)
    }

    // 000_5a4bcf33df00b7e3.txt: "而 offset 方法其实是修改 layoutConstraint 中的常量, 因为 self.layoutConstant
    // 在初始化时会被设置为 0" (setOffset: self.layoutConstant = offset): the constant is 0 without
    // an offset and exactly the offset (sign kept, on bottom and right too) with one.
    @Test func offsetIsTheConstantAsGiven() {
        let root = makeRoot(width: 200, height: 100)
        let v = makeView("v", in: root)
        var left: Constraint?, top: Constraint?, bottom: Constraint?, right: Constraint?
        v.mas.makeConstraints { make in
            left = make.left.equalTo(root)
            top = make.top.equalTo(root).offset(-5)
            bottom = make.bottom.equalTo(root).offset(-20)
            right = make.right.equalTo(root).offset(30)
        }
        #expect(left?.layoutConstraints.first?.constant == 0)
        #expect(top?.layoutConstraints.first?.constant == -5)
        #expect(bottom?.layoutConstraints.first?.constant == -20)
        #expect(right?.layoutConstraints.first?.constant == 30)
        root.layoutIfNeeded()
        expectFrame(v, 0, -5, 230, 85)
    }

    // 000_5a4bcf33df00b7e3.txt: "所有的约束都会被收集直到它们最后调用 install 方法添加到视图上" — nothing is
    // installed while the block runs; everything is installed when it returns.
    @Test func constraintsAreCollectedThenInstalledAfterTheBlock() {
        let root = makeRoot(width: 100, height: 100)
        let v = makeView("v", in: root)
        var duringBlock: (root: Int, view: Int, installed: Int) = (-1, -1, -1)
        var handle: Constraint?
        v.mas.makeConstraints { make in
            handle = make.left.top.equalTo(1)
            make.size.equalTo(2)
            duringBlock = (root.constraints.count, v.constraints.count, v.mas.installedConstraints.count)
            #expect(handle?.isActive == false)
        }
        #expect(duringBlock == (0, 0, 0))
        #expect(handle?.isActive == true)
        #expect(root.constraints.count == 2 && v.constraints.count == 2 && v.mas.installedConstraints.count == 4)
    }

    // MARK: Article 002 (PeipeiQ/SDKLearning: c1/c2/c3 walk-through)

    // 002_14a584a01c15d714.txt: "make.left.right.top.equalTo(superView).offset(100); //c2  make.height.equalTo(@100); //c3"
    // "最后maker.constraints中有两个元素：compositeConstraint和heightViewConstraint。" and
    // "创建一个视图约束topViewConstraint，将其添加到compositeConstraint.childConstraints" (one flat composite).
    @Test func c1c2c3MakesOneCompositeAndOneViewConstraint() {
        let superView = makeRoot(width: 400, height: 400)
        let someView = makeView("someView", in: superView)
        let made = someView.mas.makeConstraints { make in
            make.left.right.top.equalTo(superView).offset(100)
            make.height.equalTo(100)
        }
        #expect(made.count == 2)
        let composite = made.first as? CompositeConstraint
        #expect(composite != nil)
        #expect(composite?.children.count == 3)
        #expect(composite?.children.allSatisfy { $0 is ViewConstraint } == true)
        #expect(composite?.layoutConstraints.map(\.firstAttribute) == [.left, .right, .top])
        #expect(composite?.layoutConstraints.allSatisfy { $0.secondItem === superView && $0.constant == 100 } == true)
        #expect(composite?.layoutConstraints.map(\.secondAttribute) == [.left, .right, .top])
        #expect(made.last is ViewConstraint)
        let height = made.last?.layoutConstraints.first
        #expect(height?.firstAttribute == .height && height?.secondItem == nil && height?.constant == 100)
        #expect(superView.constraints.count == 3 && someView.constraints.count == 1)
        #expect(someView.mas.installedConstraints.count == 4)
    }

    // 002_14a584a01c15d714.txt: "MASViewAttribute存储了UIView及其布局属性(NSLayoutAttribute)" (view, item,
    // layoutAttribute); 004_04fe4f438e28f522.txt: "item：需要将此 view 布局到哪个对象之上";
    // 001_d065b226b3bd760a.txt: "- (MASViewAttribute *(^)(NSLayoutAttribute))mas_attribute".
    @Test func viewAttributeHoldsViewItemAndAttribute() {
        let root = makeRoot(width: 100, height: 100)
        let v = makeView("v", in: root)
        let left = v.mas.left
        #expect(left.view === v && left.item === v && left.layoutAttribute == .left)
        #expect(!left.isSizeAttribute && v.mas.width.isSizeAttribute && v.mas.height.isSizeAttribute)
        #expect(!v.mas.centerX.isSizeAttribute)
        #expect(v.mas.attribute(.centerY) == v.mas.centerY)
        #expect(v.mas.attribute(.trailing) == v.mas.trailing)
        let guideTop = v.mas.safeAreaLayoutGuideTop
        #expect(guideTop.view === v && guideTop.item === v.safeAreaLayoutGuide && guideTop.layoutAttribute == .top)
    }

    // 000_5a4bcf33df00b7e3.txt: setSecondViewAttribute: "if ([secondViewAttribute isKindOfClass:NSValue.class])
    // [self setLayoutConstantWithValue:...] else if MAS_VIEW ... initWithView:secondViewAttribute
    // layoutAttribute:self.firstViewAttribute.layoutAttribute] else if MASViewAttribute ... = secondViewAttribute";
    // 002_14a584a01c15d714.txt: MASViewConstraint's firstViewAttribute / secondViewAttribute /
    // layoutMultiplier / layoutPriority defaults (multiplier 1, required).
    @Test func secondViewAttributeByKindOfTarget() {
        let root = makeRoot(width: 100, height: 100)
        let v = makeView("v", in: root), other = makeView("other", in: root)
        var byValue: ViewConstraint?, byView: ViewConstraint?, byAttribute: ViewConstraint?
        v.mas.makeConstraints { make in
            byValue = make.left
            byValue?.equalTo(40)
            byView = make.top
            byView?.equalTo(other)
            byAttribute = make.width
            byAttribute?.equalTo(other.mas.height)
            make.height.equalTo(1)
        }
        #expect(byValue?.firstViewAttribute == v.mas.left)
        #expect(byValue?.secondViewAttribute == nil)
        #expect(byValue?.layoutConstraints.first?.constant == 40)
        #expect(byView?.secondViewAttribute == other.mas.top)
        #expect(byAttribute?.secondViewAttribute == other.mas.height)
        let all = [byValue, byView, byAttribute].compactMap { $0?.layoutConstraints.first }
        #expect(all.count == 3)
        #expect(all.allSatisfy { $0.multiplier == 1 && $0.priority == .required && $0.relation == .equal })
    }

    // MARK: Article 001 (温桂龙, iOS 布局的发展史 and Masonry)

    // 001_d065b226b3bd760a.txt: "make.width.mas_equalTo(self.view.frame.size.width/3.0);//宽度为self.view的宽度1/3。"
    // — the article's red view has a constant width (a third of the width when it was made);
    // green and blue fill either side. After the superview grows the red column keeps its 100.
    @Test func threeColumnsWithConstantThirdWidth() {
        let root = makeRoot(width: 300, height: 600)
        let red = makeView("red", in: root), green = makeView("green", in: root), blue = makeView("blue", in: root)
        red.mas.makeConstraints { make in
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
        #expect(red.constraints.count == 1)          // the constant width, on red itself
        #expect(root.constraints.count == 3 + 4 + 4)
        root.layoutIfNeeded()
        expectFrame(green, 0, 0, 100, 600)
        expectFrame(red, 100, 0, 100, 600)
        expectFrame(blue, 200, 0, 100, 600)
        root.frame = CGRect(x: 0, y: 0, width: 600, height: 500)
        root.layoutIfNeeded()
        expectFrame(green, 0, 0, 250, 500)
        expectFrame(red, 250, 0, 100, 500)
        expectFrame(blue, 350, 0, 250, 500)
    }

    // 001_d065b226b3bd760a.txt: "make.top.bottom.mas_equalTo(0)等同于 make.top.mas_equalTo(0) make.bottom.mas_equalTo(0)"
    // and "make.left.equalTo(anotherView.mas_right).offset(8)".
    @Test func chainedEqualsSeparateStatements() {
        let root = makeRoot(width: 200, height: 200)
        let anotherView = makeView("anotherView", in: root)
        anotherView.mas.makeConstraints { make in make.left.top.equalTo(10); make.size.equalTo(20) }
        let chained = makeView("chained", in: root), separate = makeView("separate", in: root)
        let c = chained.mas.makeConstraints { make in
            make.top.bottom.equalTo(0)
            make.left.equalTo(anotherView.mas.right).offset(8)
            make.width.equalTo(5)
        }
        let s = separate.mas.makeConstraints { make in
            make.top.equalTo(0)
            make.bottom.equalTo(0)
            make.left.equalTo(anotherView.mas.right).offset(8)
            make.width.equalTo(5)
        }
        #expect(c.count == 3 && s.count == 4)
        #expect(c.flatMap(\.layoutConstraints).map { Fields($0).withFirst(separate) } == s.flatMap(\.layoutConstraints).map(Fields.init))
        root.layoutIfNeeded()
        expectFrame(chained, 38, 0, 5, 200)
        expectFrame(separate, 38, 0, 5, 200)
    }

    // 001_d065b226b3bd760a.txt: "当链式调用时如make.top.left时 ... 第三步 ... 直接返回newConstraint对象，并将
    // constraint存入_childConstraints。后面继续链式调用，都是继续执行第三步了。" — a chain of four is one
    // composite with four single children, not nested composites.
    @Test func longChainIsOneFlatComposite() {
        let root = makeRoot(width: 100, height: 100)
        let v = makeView("v", in: root)
        let made = v.mas.makeConstraints { make in make.left.right.top.bottom.equalTo(0) }
        #expect(made.count == 1)
        let composite = made.first as? CompositeConstraint
        #expect(composite?.children.count == 4)
        #expect(composite?.children.allSatisfy { $0 is ViewConstraint } == true)
        #expect(composite?.layoutConstraints.map(\.firstAttribute) == [.left, .right, .top, .bottom])
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 100, 100)
    }

    // 001_d065b226b3bd760a.txt: "UIView *view = [[UIView alloc] initWithFrame:CGRectMake(10, 10, 10, 10)];
    // //修改view的frame,左、上边距均改为15;宽高分别改为20和30 view.frame = CGRectMake(15, 15, 20, 30);" and
    // "frame是指控件在其父控件中的位置和大小".
    @Test func frameExample() {
        let view = View(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(view.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
        view.frame = CGRect(x: 15, y: 15, width: 20, height: 30)
        #expect(view.frame == CGRect(x: 15, y: 15, width: 20, height: 30))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 20, height: 30))
        let root = makeRoot(width: 320, height: 480)
        let parent = makeView("parent", in: root, frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        parent.addSubview(view)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 15, y: 15, width: 20, height: 30))   // in the parent's coordinates
        #expect(view.autoresizingMask == [])                                   // UIViewAutoresizingNone, the default
    }

    // 001_d065b226b3bd760a.txt: "UIViewAutoresizingNone//默认值,不自动调整布局", "UIViewAutoresizingFlexibleWidth
    // //保持左、右边距不变,调整控件的宽度", "UIViewAutoresizingFlexibleHeight//保持上、下边距不变,调整控件高度",
    // "view.autoresizingMask = UIViewAutoresizingFlexibleWidth|UIViewAutoresizingFlexibleHeight;" —
    // on a rotation the margins stay and the size follows the superview.
    @Test func autoresizingExampleOnRotation() {
        let root = makeRoot(width: 320, height: 480)
        let view = makeView("view", in: root, frame: CGRect(x: 10, y: 20, width: 300, height: 440))
        let fixed = makeView("fixed", in: root, frame: CGRect(x: 10, y: 20, width: 300, height: 440))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        root.layoutIfNeeded()
        expectFrame(view, 10, 20, 460, 280)
        expectFrame(fixed, 10, 20, 300, 440)
        // And the same with a constraint naming the view (its mask becomes constraints).
        let follower = makeView("follower", in: root)
        follower.mas.makeConstraints { make in
            make.left.equalTo(view.mas.right)
            make.top.equalTo(view.mas.bottom)
            make.size.equalTo(5)
        }
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        root.layoutIfNeeded()
        expectFrame(view, 10, 20, 300, 440)
        expectFrame(follower, 310, 460, 5, 5)
        #expect(view.translatesAutoresizingMaskIntoConstraints)
    }

    // 001_d065b226b3bd760a.txt: "NSLayoutConstraint *lc =[NSLayoutConstraint constraintWithItem:anotherView
    // attribute:NSLayoutAttributeLeft ... toItem:view attribute:NSLayoutAttributeLeft multiplier:2//线性关系倍数
    // constant:0];//乘以倍数后需要加的数值" — item1.attr = multiplier × item2.attr + constant; for two siblings
    // it goes on their shared parent ("兄弟控件添加到共同的父控件").
    @Test func rawConstraintMultiplierThenConstant() {
        let root = makeRoot(width: 320, height: 480)
        let view = makeView("view", in: root), anotherView = makeView("anotherView", in: root)
        view.translatesAutoresizingMaskIntoConstraints = false
        anotherView.translatesAutoresizingMaskIntoConstraints = false
        let placeView = [
            LayoutConstraint(item: view, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, constant: 30),
            LayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, constant: 0),
            LayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 30),
            LayoutConstraint(item: view, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 10),
        ]
        let lc = LayoutConstraint(item: anotherView, attribute: .left, relatedBy: .equal, toItem: view, attribute: .left,
                                  multiplier: 2, constant: 0)
        let width = LayoutConstraint(item: anotherView, attribute: .width, relatedBy: .equal, toItem: view, attribute: .width,
                                     multiplier: 2, constant: 10)
        let rest = [
            LayoutConstraint(item: anotherView, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, constant: 50),
            LayoutConstraint(item: anotherView, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 10),
        ]
        // On the reference view itself (as the article's `[view addConstraint:lc]`): view is not
        // an ancestor of anotherView, so it is refused.
        let refused = LayoutDiagnostics.record { view.addConstraint(lc) }
        #expect(refused.map(\.kind) == [.hierarchyNotPrepared])
        #expect(refused.map(\.message) == [
            "\(lc) cannot be installed on View:view: that view is not an ancestor of both items (their closest common ancestor is View:root)",
        ])
        #expect(refused.first?.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(lc)])
        #expect(!lc.isActive && view.constraints.isEmpty)
        let accepted = LayoutDiagnostics.record {
            root.addConstraints(placeView + [lc] + rest)
            LayoutConstraint.activate([width])
        }
        #expect(accepted.isEmpty, "\(accepted)")
        #expect(holds(root, lc) && holds(root, width))  // activate() also picks the shared parent
        root.layoutIfNeeded()
        expectFrame(view, 30, 0, 30, 10)
        expectFrame(anotherView, 60, 50, 70, 10)
    }

    // 000_5a4bcf33df00b7e3.txt: "所以我们要在为视图添加约束前将 translatesAutoresizingMaskIntoConstraints 属性设置为
    // NO. 如果这个属性没有被正确设置, 那么视图的约束不会被成功添加." — the DSL does it: a view with a frame
    // gets its frame from the constraints, with no conflict reported, for make, update and remake alike.
    @Test func dslTurnsOffTranslationSoConstraintsWin() {
        let root = makeRoot(width: 200, height: 200)
        let made = makeView("made", in: root, frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let updated = makeView("updated", in: root, frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let remade = makeView("remade", in: root, frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        let diagnostics = LayoutDiagnostics.record {
            made.mas.makeConstraints { make in make.edges.equalTo(root).inset(10) }
            updated.mas.updateConstraints { make in make.edges.equalTo(root).inset(20) }
            remade.mas.remakeConstraints { make in make.edges.equalTo(root).inset(30) }
            root.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(![made, updated, remade].contains { $0.translatesAutoresizingMaskIntoConstraints })
        expectFrame(made, 10, 10, 180, 180)
        expectFrame(updated, 20, 20, 160, 160)
        expectFrame(remade, 30, 30, 140, 140)
    }

    // 001_d065b226b3bd760a.txt: "sizeClass,将屏幕的宽高抽象为三种 ,即所有的设备分为3*3共9种 - Compact:紧凑的
    // - Regular:正常的 - Any:任意的" — three classes per axis (Any is `unspecified`), nine
    // combinations, and Any matches every class.
    @Test func sizeClassesThreeByThree() {
        let classes: [UserInterfaceSizeClass] = [.unspecified, .compact, .regular]
        var all: Set<TraitCollection> = []
        for h in classes { for v in classes { all.insert(TraitCollection(horizontalSizeClass: h, verticalSizeClass: v)) } }
        #expect(all.count == 9)
        let phonePortrait = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
        #expect(phonePortrait.containsTraits(in: TraitCollection()))                                // Any × Any
        #expect(phonePortrait.containsTraits(in: TraitCollection(horizontalSizeClass: .compact))) // Compact × Any
        #expect(phonePortrait.containsTraits(in: TraitCollection(verticalSizeClass: .regular)))   // Any × Regular
        #expect(!phonePortrait.containsTraits(in: TraitCollection(horizontalSizeClass: .regular)))
        #expect(TraitCollection() == TraitCollection(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified))
    }

    // MARK: Article 004 (Damien: update, remake, auto-boxing)

    // 004_04fe4f438e28f522.txt: "思路为，找到相同的约束，然后更改 constant 值" and
    // 003_9ea2825070723358.txt: "make.edges.equalTo(superview).with.insets(padding);" — updating a
    // composite changes the four constants in place (right and bottom negated again).
    @Test func updateEdgesInsetsInPlace() {
        let superview = makeRoot(width: 300, height: 200)
        let view1 = makeView("view1", in: superview)
        view1.mas.makeConstraints { make in
            make.edges.equalTo(superview).with.insets(EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        }
        let before = superview.constraints.map(ObjectIdentifier.init)
        let updated = view1.mas.updateConstraints { make in
            make.edges.equalTo(superview).with.insets(EdgeInsets(top: 20, left: 30, bottom: 40, right: 50))
        }
        #expect(superview.constraints.map(ObjectIdentifier.init) == before)
        #expect(view1.mas.installedConstraints.count == 4)
        #expect(updated.first?.layoutConstraints.map(\.constant) == [30, -50, 20, -40])
        #expect(updated.first?.isActive == true)
        superview.layoutIfNeeded()
        expectFrame(view1, 30, 20, 220, 140)
    }

    // 004_04fe4f438e28f522.txt: "mas_remakeConstraints可以重新生成约束 ... [MASViewConstraint
    // installedConstraintsForView:self.view] ... [constraint uninstall] 然后在重新 install" — every
    // constraint the view made goes, wherever it was installed (on itself, its superview, a
    // higher common ancestor); the old handles are inactive.
    @Test func remakeUninstallsFromEveryInstalledView() {
        let root = makeRoot(width: 300, height: 300)
        let container = makeView("container", in: root, frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        let other = makeView("other", in: root)
        other.mas.makeConstraints { make in make.left.top.equalTo(0); make.size.equalTo(40) }
        let v = makeView("v", in: container)
        let old = v.mas.makeConstraints { make in
            make.width.equalTo(50)                         // on v
            make.height.equalTo(v.mas.width)               // on v
            make.left.equalTo(container).offset(5)         // on container
            make.top.equalTo(other.mas.bottom)             // on root
        }
        #expect(v.constraints.count == 2 && container.constraints.count == 1 && root.constraints.count == 2 + 1)
        root.layoutIfNeeded()
        expectFrame(v, 5, -60, 50, 50)
        let oldLayout = old.flatMap(\.layoutConstraints)
        v.mas.remakeConstraints { make in
            make.left.top.equalTo(7)
            make.size.equalTo(11)
        }
        #expect(old.allSatisfy { !$0.isActive })
        #expect(oldLayout.allSatisfy { !$0.isActive })
        #expect(v.constraints.count == 2 && container.constraints.count == 2 && root.constraints.count == 2)
        #expect(!oldLayout.contains { lc in (v.constraints + container.constraints + root.constraints).contains { $0 === lc } })
        #expect(v.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(v, 7, 7, 11, 11)
    }

    // 004_04fe4f438e28f522.txt: "make.top.mas_equalTo(42); make.top.equalTo(@42);" and _MASBoxValue
    // (double, float, int, long, long long, short, char, unsigned ... become NSNumber; CGPoint,
    // CGSize, MASEdgeInsets become NSValue), "#define mas_greaterThanOrEqualTo(...)
    // greaterThanOrEqualTo(MASBoxValue((__VA_ARGS__)))" and the lessThanOrEqualTo one.
    @Test func autoBoxingOfNumbersSizesPointsWithEveryRelation() {
        let root = makeRoot(width: 200, height: 200)
        let v = makeView("v", in: root)
        var top: Constraint?, left: Constraint?, width: Constraint?, height: Constraint?
        v.mas.makeConstraints { make in
            top = make.top.equalTo(Int16(42))
            left = make.left.equalTo(UInt8(7))
            width = make.width.equalTo(Int64(30))
            height = make.height.equalTo(Float(12.5))
        }
        #expect(top?.layoutConstraints.first?.constant == 42)
        #expect(left?.layoutConstraints.first?.constant == 7)
        #expect(width?.layoutConstraints.first?.constant == 30)
        #expect(height?.layoutConstraints.first?.constant == 12.5)
        root.layoutIfNeeded()
        expectFrame(v, 7, 42, 30, 12.5)

        let w = makeView("w", in: root)
        var size: Constraint?, center: Constraint?, maxSize: Constraint?, minCenter: Constraint?
        w.mas.makeConstraints { make in
            size = make.size.greaterThanOrEqualTo(CGSize(width: 30, height: 40))
            maxSize = make.size.lessThanOrEqualTo(CGSize(width: 30, height: 40))
            center = make.center.lessThanOrEqualTo(CGPoint(x: 5, y: 6))
            minCenter = make.center.greaterThanOrEqualTo(CGPoint(x: 5, y: 6))
        }
        #expect(size?.layoutConstraints.map(\.relation) == [.greaterThanOrEqual, .greaterThanOrEqual])
        #expect(size?.layoutConstraints.map(\.constant) == [30, 40])
        #expect(maxSize?.layoutConstraints.map(\.relation) == [.lessThanOrEqual, .lessThanOrEqual])
        #expect(center?.layoutConstraints.map(\.relation) == [.lessThanOrEqual, .lessThanOrEqual])
        #expect(center?.layoutConstraints.map(\.constant) == [5, 6])
        #expect(center?.layoutConstraints.allSatisfy { $0.secondItem === root } == true)
        #expect(minCenter?.layoutConstraints.map(\.relation) == [.greaterThanOrEqual, .greaterThanOrEqual])
        root.layoutIfNeeded()
        expectFrame(w, 100 + 5 - 15, 100 + 6 - 20, 30, 40)
    }

    // 000_5a4bcf33df00b7e3.txt / 001: "NSAssert(!self.hasLayoutRelation || self.layoutRelation == relation &&
    // [attribute isKindOfClass:NSValue.class], @"Redefinition of constraint relation");" — after a
    // relation to a view, the same relation with a value only sets the constant.
    @Test func sameRelationWithValueSetsConstantOnly() {
        let root = makeRoot(width: 200, height: 200)
        let v = makeView("v", in: root)
        var left: Constraint?
        let diagnostics = LayoutDiagnostics.record {
            v.mas.makeConstraints { make in
                left = make.left.equalTo(root.mas.centerX).equalTo(10)
                make.top.equalTo(0); make.size.equalTo(10)
            }
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let lc = left?.layoutConstraints.first
        #expect(lc?.secondItem === root && lc?.secondAttribute == .centerX && lc?.constant == 10)
        root.layoutIfNeeded()
        expectFrame(v, 110, 0, 10, 10)
    }

    // 000_5a4bcf33df00b7e3.txt: "如果需要升级当前的约束就会获取原有的约束, 并替换为新的约束, 这样就不需要再次为
    // view 安装约束" with layoutConstraintSimilarTo: matching needs the same items too — an update
    // relating to another view adds a constraint instead of changing the one to the superview.
    @Test func updateDoesNotMatchADifferentSecondItem() {
        let root = makeRoot(width: 300, height: 300)
        let anchor = makeView("anchor", in: root)
        anchor.mas.makeConstraints { make in make.left.top.equalTo(100); make.size.equalTo(10) }
        let v = makeView("v", in: root)
        v.mas.makeConstraints { make in make.left.top.equalTo(10); make.size.equalTo(20) }
        v.mas.updateConstraints { make in make.left.equalTo(anchor).offset(5).priorityHigh() }
        #expect(root.constraints.count == 2 + 2 + 1)
        #expect(v.mas.installedConstraints.count == 5)
        root.layoutIfNeeded()
        expectFrame(v, 10, 10, 20, 20)      // the required left == root.left + 10 still wins
        v.mas.updateConstraints { make in make.left.equalTo(40) }
        root.layoutIfNeeded()
        expectFrame(v, 40, 10, 20, 20)
        #expect(v.mas.installedConstraints.count == 5)
    }

    // 000_5a4bcf33df00b7e3.txt: "if (self.updateExisting) { existingConstraint = [self layoutConstraintSimilarTo:
    // layoutConstraint]; } ... else { [self.installedView addConstraint:layoutConstraint]; ...}" — each
    // constraint of an update block is installed before the next is looked up, so a second
    // similar constraint in the same update block changes the first one's constant.
    @Test func updateBlockMatchesWhatItInstalledItself() {
        let root = makeRoot(width: 300, height: 300)
        let v = makeView("v", in: root)
        v.mas.updateConstraints { make in
            make.left.equalTo(10)
            make.left.equalTo(20)
            make.top.equalTo(0); make.size.equalTo(10)
        }
        #expect(root.constraints.count == 2)
        #expect(v.mas.installedConstraints.count == 4)
        #expect(root.constraints.first { $0.firstAttribute == .left }?.constant == 20)
        root.layoutIfNeeded()
        expectFrame(v, 20, 0, 10, 10)
    }

    // 004_04fe4f438e28f522.txt: remake "调用 MASConstraint 的 uninstall 然后在重新 install" followed by
    // update ("找到相同的约束，然后更改 constant 值"): the update finds the remade constraint, not an
    // uninstalled one; a priority written as a number equal to priorityLow() is the same priority.
    @Test func updateAfterRemakeMatchesTheRemadeConstraints() {
        let root = makeRoot(width: 300, height: 300)
        let v = makeView("v", in: root)
        v.mas.makeConstraints { make in make.left.top.equalTo(10); make.width.equalTo(50).priorityLow(); make.height.equalTo(50) }
        v.mas.remakeConstraints { make in make.left.top.equalTo(20); make.width.equalTo(60).priorityLow(); make.height.equalTo(60) }
        let installed = (root.constraints + v.constraints).map(ObjectIdentifier.init)
        v.mas.updateConstraints { make in
            make.left.equalTo(30)
            make.width.equalTo(70).priority(250)
        }
        #expect((root.constraints + v.constraints).map(ObjectIdentifier.init) == installed)
        #expect(v.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(v, 30, 20, 70, 60)
    }
}
