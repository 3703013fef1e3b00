import Masonry
import Testing

@Suite struct MakerTests {
    func attrs(_ c: Constraint) -> [LayoutAttribute] { c.layoutConstraints.map(\.firstAttribute) }

    @Test func singleAttributesMakeOneConstraintEach() {
        let root = makeRoot(), v = makeView("v")
        root.addSubview(v)
        let made = v.mas.makeConstraints { make in
            make.left.equalTo(1); make.right.equalTo(2); make.top.equalTo(3); make.bottom.equalTo(4)
            make.leading.equalTo(5); make.trailing.equalTo(6); make.width.equalTo(7); make.height.equalTo(8)
            make.centerX.equalTo(9); make.centerY.equalTo(10); make.baseline.equalTo(11)
            make.firstBaseline.equalTo(12); make.lastBaseline.equalTo(13)
        }
        #expect(made.count == 13)
        #expect(made.flatMap(attrs) == [.left, .right, .top, .bottom, .leading, .trailing, .width, .height,
                                         .centerX, .centerY, .lastBaseline, .firstBaseline, .lastBaseline])
        #expect(made.allSatisfy { $0 is ViewConstraint })
    }

    /// A constraint's first attribute is made when first asked for, then the same object.
    @Test func firstViewAttributeIsOneObjectNamingTheViewAndAttribute() throws {
        let root = makeRoot(), v = makeView("v")
        root.addSubview(v)
        let made = v.mas.makeConstraints { make in
            make.left.equalTo(1)
            make.size.equalTo(10)
        }
        let left = try #require(made.first as? ViewConstraint)
        #expect(left.firstViewAttribute === left.firstViewAttribute)
        #expect(left.firstViewAttribute.view === v)
        #expect(left.firstViewAttribute.item === v)
        #expect(left.firstViewAttribute.layoutAttribute == .left)
        #expect(left.firstViewAttribute == v.mas.left)
        #expect(left.firstViewAttribute.description == "View:v.left")
    }

    @Test func marginAttributes() {
        let root = makeRoot(), v = makeView("v")
        root.addSubview(v)
        let made = v.mas.makeConstraints { make in
            make.leftMargin.equalTo(1); make.rightMargin.equalTo(2); make.topMargin.equalTo(3)
            make.bottomMargin.equalTo(4); make.leadingMargin.equalTo(5); make.trailingMargin.equalTo(6)
            make.centerXWithinMargins.equalTo(7); make.centerYWithinMargins.equalTo(8)
        }
        #expect(made.flatMap(attrs) == [.leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
                                         .trailingMargin, .centerXWithinMargins, .centerYWithinMargins])
        #expect(made.flatMap(\.layoutConstraints).allSatisfy { $0.secondItem === root && $0.secondAttribute == $0.firstAttribute })
    }

    @Test func compositesInMasonryOrder() {
        let root = makeRoot(), v = makeView("v")
        root.addSubview(v)
        var edges: Constraint?, size: Constraint?, center: Constraint?
        v.mas.makeConstraints { make in
            edges = make.edges.equalTo(root)
            size = make.size.equalTo(root)
            center = make.center.equalTo(root)
        }
        #expect(edges.map(attrs) == [.left, .right, .top, .bottom])
        #expect(size.map(attrs) == [.width, .height])
        #expect(center.map(attrs) == [.centerX, .centerY])
    }

    @Test func snapKitComposites() {
        let root = makeRoot(), v = makeView("v")
        root.addSubview(v)
        var made: [Constraint] = []
        v.mas.prepareConstraints { make in
            made.append(make.horizontalEdges.equalTo(root))
            made.append(make.verticalEdges.equalTo(root))
            made.append(make.directionalEdges.equalTo(root))
            made.append(make.margins.equalTo(root))
            made.append(make.directionalMargins.equalTo(root))
            made.append(make.centerWithinMargins.equalTo(root))
        }
        #expect(made.map(attrs) == [
            [.left, .right], [.top, .bottom], [.top, .leading, .bottom, .trailing],
            [.leftMargin, .rightMargin, .topMargin, .bottomMargin],
            [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin],
            [.centerXWithinMargins, .centerYWithinMargins],
        ])
    }

    @Test func attributesOptionSetUsesFixedOrder() {
        let root = makeRoot(), v = makeView("v")
        root.addSubview(v)
        var c: Constraint?
        v.mas.makeConstraints { make in
            c = make.attributes([.centerY, .top, .width, .left, .baseline]).equalTo(root)
        }
        #expect(c.map(attrs) == [.left, .top, .width, .centerY, .lastBaseline])
        #expect(c is CompositeConstraint)
    }

    @Test func chainingKeepsChainOrderAndReturnsComposite() {
        let root = makeRoot(), v = makeView("v")
        root.addSubview(v)
        let made = v.mas.makeConstraints { make in
            make.top.left.width.and.height.equalTo(20)
        }
        #expect(made.count == 1)
        #expect(made.first is CompositeConstraint)
        #expect(made.first.map(attrs) == [.top, .left, .width, .height])
        root.layoutIfNeeded()
        expectFrame(v, 20, 20, 20, 20)
    }

    /// A handle kept on the first attribute chains through the composite that absorbed it,
    /// as Masonry's delegate does: the new attribute joins that composite, and what follows
    /// applies to the new attribute alone.
    @Test func aHandleAbsorbedIntoACompositeChainsIntoThatComposite() {
        let root = makeRoot(width: 200, height: 100), v = makeView("v"), w = makeView("w")
        root.addSubview(v)
        root.addSubview(w)
        var composite: Constraint?
        let made = v.mas.makeConstraints { make in
            let left: Constraint = make.left
            composite = left.right
            left.top.equalTo(5).key("top")
            make.height.equalTo(10)
        }
        #expect(made.count == 2 && made[0] === composite)
        #expect(made[0].layoutConstraints.map(\.firstAttribute) == [.left, .right, .top])
        #expect(made[0].layoutConstraints.map(\.constant) == [0, 0, 5])
        #expect(made[0].layoutConstraints.map(\.identifier) == [nil, nil, "top"])
        #expect(v.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 5, width: 200, height: 10))

        // Chaining on from there adds to the same composite; the relation is the last one's.
        let again = w.mas.makeConstraints { make in
            let left: Constraint = make.left
            _ = left.right
            left.top.centerY.equalTo(5)
        }
        #expect(again.count == 1 && again[0].layoutConstraints.map(\.firstAttribute) == [.left, .right, .top, .centerY])
        #expect(again[0].layoutConstraints.map(\.constant) == [0, 0, 0, 5])
        root.layoutIfNeeded()
        #expect(w.frame == CGRect(x: 0, y: 0, width: 200, height: 110))
    }

    @Test func chainWithoutRelationInstallsAsEqual() {
        let root = makeRoot(), v = makeView("v")
        root.addSubview(v)
        let made = v.mas.makeConstraints { make in
            make.top.left.offset(10)
            make.size.offset(30)
        }
        #expect(made.flatMap(\.layoutConstraints).allSatisfy { $0.relation == .equal })
        root.layoutIfNeeded()
        expectFrame(v, 10, 10, 30, 30)
    }

    @Test func groupAppliesModifiersToEveryConstraintInside() {
        let root = makeRoot(), v = makeView("v")
        root.addSubview(v)
        var group: Constraint?
        let made = v.mas.makeConstraints { make in
            group = make.group {
                make.left.equalTo(root)
                make.top.equalTo(root)
            }.offset(15)
            make.size.equalTo(10)
        }
        #expect(made.count == 3)
        #expect(group?.layoutConstraints.map(\.constant) == [15, 15])
        root.layoutIfNeeded()
        expectFrame(v, 15, 15, 10, 10)
    }

    @Test func makeTurnsOffAutoresizingOfThatViewOnly() {
        let root = makeRoot(), v = makeView("v"), other = makeView("other", CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(v); root.addSubview(other)
        v.mas.makeConstraints { make in make.edges.equalTo(other) }
        #expect(!v.translatesAutoresizingMaskIntoConstraints)
        #expect(other.translatesAutoresizingMaskIntoConstraints)
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        root.layoutIfNeeded()
        expectFrame(v, 1, 2, 3, 4)
    }

    @Test func returnedHandlesKeepTheirConstraint() {
        let root = makeRoot(), v = makeView("v")
        root.addSubview(v)
        var top: Constraint?
        v.mas.makeConstraints { make in
            top = make.top.equalTo(10)
            make.left.equalTo(0); make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        expectFrame(v, 0, 10, 10, 10)
        top?.update(offset: 50)
        root.layoutIfNeeded()
        expectFrame(v, 0, 50, 10, 10)
        #expect(top?.layoutConstraints.first?.constant == 50)
    }
}
