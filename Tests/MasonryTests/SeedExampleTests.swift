import Masonry
import Testing

@Suite struct SeedExampleTests {
    @Test func threeColumns() {
        let root = makeRoot(width: 300, height: 600)
        let red = makeView("red"), green = makeView("green"), blue = makeView("blue")
        root.addSubview(red); root.addSubview(green); root.addSubview(blue)
        red.mas.makeConstraints { make in
            make.top.bottom.equalTo(0)
            make.centerX.equalTo(root.mas.centerX)
            make.width.equalTo(root.mas.width).dividedBy(3)
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
        expectFrame(green, 0, 0, 100, 600)
        expectFrame(red, 100, 0, 100, 600)
        expectFrame(blue, 200, 0, 100, 600)
        #expect(red.mas.installedConstraints.count == 4)
        #expect(root.constraints.count == 12)
    }

    @Test func leftRightTopOffsetMovesRightEdgeOutwards() {
        let superView = makeRoot(width: 400, height: 400)
        let view = makeView("view")
        superView.addSubview(view)
        view.mas.makeConstraints { make in
            make.left.right.top.equalTo(superView).offset(100)
            make.height.equalTo(100)
        }
        superView.layoutIfNeeded()
        expectFrame(view, 100, 100, 400, 100)
    }

    @Test func edgesWithInsets() {
        let superview = makeRoot(width: 300, height: 200)
        let view1 = makeView("view1")
        superview.addSubview(view1)
        let padding = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        view1.mas.makeConstraints { make in
            make.edges.equalTo(superview).with.insets(padding)
        }
        superview.layoutIfNeeded()
        expectFrame(view1, 20, 10, 240, 160)
        let constants = view1.mas.installedConstraints.flatMap(\.layoutConstraints).map(\.constant)
        #expect(Set(constants) == [20, -40, 10, -30])
    }

    @Test func button() {
        let root = makeRoot(width: 375, height: 667)
        let button = makeView("button")
        root.addSubview(button)
        button.mas.makeConstraints { make in
            make.centerX.equalTo(root)
            make.top.equalTo(root).with.offset(40)
            make.width.equalTo(185)
            make.height.equalTo(38)
        }
        root.layoutIfNeeded()
        expectFrame(button, 95, 40, 185, 38)
        #expect(button.constraints.count == 2)
        #expect(root.constraints.count == 2)
    }

    @Test func leftOffsetFromSuperviewLeft() {
        let root = makeRoot()
        let view = makeView("v")
        root.addSubview(view)
        view.mas.makeConstraints { make in
            make.left.equalTo(root.mas.left).with.offset(10)
            make.top.equalTo(40)
            make.size.equalTo(CGSize(width: 50, height: 60))
        }
        root.layoutIfNeeded()
        expectFrame(view, 10, 40, 50, 60)
    }
}
