import Masonry
import Testing

/// SnapKit's composite targets (`view.snp.edges`, `.margins` ...) as `view.mas.edges`, and
/// its directional composites on the maker.
@Suite struct CompositeTargetTests {
    let root = makeRoot()
    let container = makeView("container")
    let child = makeView("child")

    init() {
        root.addSubview(container)
        container.addSubview(child)
        container.mas.makeConstraints { make in
            make.left.top.equalTo(20)
            make.width.equalTo(200)
            make.height.equalTo(100)
        }
        container.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    }

    @Test func edgesToEdges() {
        child.mas.makeConstraints { make in make.edges.equalTo(container.mas.edges).inset(10) }
        root.layoutIfNeeded()
        expectFrame(child, 10, 10, 180, 80)
        let pairs = child.mas.installedConstraints.flatMap(\.layoutConstraints).map { "\($0.firstAttribute)-\($0.secondAttribute)" }
        #expect(pairs == ["left-left", "right-right", "top-top", "bottom-bottom"])
    }

    @Test func edgesToMarginsPairEachEdgeWithItsMargin() {
        child.mas.makeConstraints { make in make.edges.equalTo(container.mas.margins) }
        root.layoutIfNeeded()
        expectFrame(child, 2, 1, 194, 96)
        let seconds = child.mas.installedConstraints.flatMap(\.layoutConstraints).map(\.secondAttribute)
        #expect(seconds == [.leftMargin, .rightMargin, .topMargin, .bottomMargin])
    }

    @Test func marginsToEdges() {
        child.layoutMargins = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        child.mas.makeConstraints { make in make.margins.equalTo(container.mas.edges) }
        root.layoutIfNeeded()
        // The child's margins sit on the container's edges: the child sticks out by 5.
        expectFrame(child, -5, -5, 210, 110)
        let pairs = child.mas.installedConstraints.flatMap(\.layoutConstraints).map { "\($0.firstAttribute)-\($0.secondAttribute)" }
        #expect(pairs == ["leftMargin-left", "rightMargin-right", "topMargin-top", "bottomMargin-bottom"])
    }

    @Test func sizeAndCenter() {
        child.mas.makeConstraints { make in
            make.size.equalTo(container.mas.size).multipliedBy(0.5)
            make.center.equalTo(container.mas.center)
        }
        root.layoutIfNeeded()
        expectFrame(child, 50, 25, 100, 50)
    }

    @Test func singleAttributesTakeTheMatchingOne() {
        child.mas.makeConstraints { make in
            make.height.equalTo(container.mas.size)
            make.top.equalTo(container.mas.edges).offset(3)
            make.centerX.equalTo(container.mas.centerWithinMargins)
            make.width.equalTo(40)
        }
        root.layoutIfNeeded()
        // centerX within the margins: (2 + 196) / 2 = 99.
        expectFrame(child, 79, 3, 40, 100)
    }

    @Test func directionalCompositesFollowTheLayoutDirection() {
        let insets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        child.mas.makeConstraints { make in
            make.directionalHorizontalEdges.equalTo(container.mas.directionalHorizontalEdges).insets(insets)
            make.directionalVerticalEdges.equalTo(container.mas.directionalVerticalEdges)
        }
        root.layoutIfNeeded()
        expectFrame(child, 10, 0, 160, 100)
        let firsts = child.mas.installedConstraints.flatMap(\.layoutConstraints).map(\.firstAttribute)
        #expect(firsts == [.leading, .trailing, .top, .bottom])

        let mirrored = makeRoot()
        let box = makeView("box"), inner = makeView("inner")
        mirrored.semanticContentAttribute = .forceRightToLeft
        mirrored.addSubview(box)
        box.addSubview(inner)
        box.mas.makeConstraints { make in make.edges.equalTo(mirrored.mas.edges) }
        inner.mas.makeConstraints { make in
            make.directionalEdges.equalTo(box.mas.directionalEdges).insets(insets)
        }
        mirrored.layoutIfNeeded()
        // Leading is the right side: 10 from the right, 30 from the left.
        expectFrame(inner, 30, 0, 360, 800)
    }

    @Test func aLayoutGuidesComposite() {
        let guide = LayoutGuide()
        container.addLayoutGuide(guide)
        guide.mas.makeConstraints { make in make.edges.equalTo(container.mas.edges).inset(20) }
        child.mas.makeConstraints { make in make.edges.equalTo(guide.mas.edges) }
        root.layoutIfNeeded()
        expectFrame(child, 20, 20, 160, 60)
    }

    @Test func describedByItsAttributes() {
        #expect(container.mas.margins.description == "View:container.(leftMargin, rightMargin, topMargin, bottomMargin)")
        #expect(container.mas.edges.attribute(matching: .leading) == .left)
    }
}
