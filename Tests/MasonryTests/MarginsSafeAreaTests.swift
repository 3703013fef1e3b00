import Masonry
import Testing

@Suite struct MarginsSafeAreaTests {
    let root = makeRoot(width: 200, height: 100), v = makeView("v")
    init() { root.addSubview(v) }

    @Test func marginsRelateToTheSuperviewsMargins() {
        root.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        v.mas.remakeConstraints { make in
            make.left.equalTo(root.mas.leftMargin)
            make.right.equalTo(root.mas.rightMargin)
            make.top.equalTo(root.mas.topMargin)
            make.bottom.equalTo(root.mas.bottomMargin)
        }
        root.layoutIfNeeded()
        expectFrame(v, 10, 5, 170, 80)
    }

    @Test func marginAttributesOfTheFirstView() {
        v.mas.makeConstraints { make in
            make.margins.equalTo(root)
        }
        root.layoutIfNeeded()
        // v's margins on root's margins (8 on both): v fills root.
        expectFrame(v, 0, 0, 200, 100)
        v.mas.remakeConstraints { make in
            make.leftMargin.equalTo(root.mas.left); make.rightMargin.equalTo(root.mas.right)
            make.topMargin.equalTo(root.mas.top); make.bottomMargin.equalTo(root.mas.bottom)
        }
        root.layoutIfNeeded()
        // v's margins (8) on root's edges: v is 8 larger on every side.
        expectFrame(v, -8, -8, 216, 116)
    }

    @Test func centerWithinMargins() {
        root.layoutMargins = EdgeInsets(top: 0, left: 40, bottom: 20, right: 0)
        v.mas.makeConstraints { make in
            make.center.equalTo(root.mas.centerXWithinMargins)
            make.size.equalTo(10)
        }
        v.mas.remakeConstraints { make in
            make.centerX.equalTo(root.mas.centerXWithinMargins)
            make.centerY.equalTo(root.mas.centerYWithinMargins)
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(v, 115, 35, 10, 10)
    }

    @Test func safeAreaTakesTheFirstAttribute() {
        var c: Constraint?
        v.mas.makeConstraints { make in c = make.edges.equalTo(root.mas.safeAreaLayoutGuide).inset(4) }
        #expect(c?.layoutConstraints.map(\.secondAttribute) == [.left, .right, .top, .bottom])
        root.layoutIfNeeded()
        expectFrame(v, 4, 4, 192, 92)
    }

    @Test func safeAreaAttributes() {
        v.mas.makeConstraints { make in
            make.top.equalTo(root.mas.safeAreaLayoutGuideTop)
            make.left.equalTo(root.mas.safeAreaLayoutGuideLeft)
            make.width.equalTo(root.mas.safeAreaLayoutGuideWidth).dividedBy(2)
            make.height.equalTo(root.mas.safeAreaLayoutGuideHeight).dividedBy(4)
        }
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 100, 25)
    }
}
