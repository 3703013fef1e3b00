import Masonry
import Testing

/// `insets(_:)` and `update(insets:)` with `DirectionalEdgeInsets`: leading and trailing
/// follow the layout direction, left and right take the leading or trailing inset by it.
@Suite struct DirectionalInsetsTests {
    let root = makeRoot(width: 400, height: 200), v = makeView("v")
    let d = DirectionalEdgeInsets(top: 1, leading: 10, bottom: 3, trailing: 30)
    init() { root.addSubview(v) }

    @Test func directionalEdgesLeftToRight() {
        v.mas.makeConstraints { make in make.directionalEdges.equalTo(root).insets(d) }
        root.layoutIfNeeded()
        expectFrame(v, 10, 1, 360, 196)
    }

    @Test func directionalEdgesRightToLeft() {
        root.semanticContentAttribute = .forceRightToLeft
        v.mas.makeConstraints { make in make.directionalEdges.equalTo(root).insets(d) }
        root.layoutIfNeeded()
        // Leading is the right edge: 10 from the right, trailing 30 from the left.
        expectFrame(v, 30, 1, 360, 196)
    }

    @Test func plainEdgesTakeTheInsetsByDirection() {
        v.mas.makeConstraints { make in make.edges.equalTo(root).insets(d) }
        root.layoutIfNeeded()
        expectFrame(v, 10, 1, 360, 196)
        let constants = v.mas.installedConstraints.flatMap(\.layoutConstraints).map(\.constant)
        #expect(constants == [10, -30, 1, -3])

        let w = makeView("w")
        let rtl = makeRoot(width: 400, height: 200)
        rtl.semanticContentAttribute = .forceRightToLeft
        rtl.addSubview(w)
        w.mas.makeConstraints { make in make.edges.equalTo(rtl).insets(d) }
        rtl.layoutIfNeeded()
        expectFrame(w, 30, 1, 360, 196)
        #expect(w.mas.installedConstraints.flatMap(\.layoutConstraints).map(\.constant) == [30, -10, 1, -3])
    }

    @Test func constantsByAttribute() {
        let made = v.mas.makeConstraints { make in
            make.leading.trailing.top.bottom.width.centerX.equalTo(root).insets(d)
        }
        #expect(made.flatMap(\.layoutConstraints).map(\.constant) == [10, -30, 1, -3, 0, 0])
    }

    @Test func updateInsetsInPlaceBothDirections() {
        var edges: Constraint?
        v.mas.makeConstraints { make in edges = make.directionalEdges.equalTo(root) }
        let before = root.constraints.map(ObjectIdentifier.init)
        edges?.update(insets: d)
        root.layoutIfNeeded()
        expectFrame(v, 10, 1, 360, 196)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        expectFrame(v, 30, 1, 360, 196)
        edges?.update(insets: DirectionalEdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 0))
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 350, 200)
        #expect(root.constraints.map(ObjectIdentifier.init) == before)
    }

    @Test func directionalInsetsAsATarget() {
        v.mas.makeConstraints { make in make.directionalEdges.equalTo(d) }
        root.layoutIfNeeded()
        expectFrame(v, 10, 1, 360, 196)
        v.mas.updateConstraints { make in make.directionalEdges.equalTo(DirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8)) }
        #expect(v.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(v, 4, 2, 388, 192)
    }

    @Test func directionalMarginsWithDirectionalInsets() {
        root.semanticContentAttribute = .forceRightToLeft
        v.mas.makeConstraints { make in
            make.directionalMargins.equalTo(root.mas.safeAreaLayoutGuide).insets(d)
        }
        root.layoutIfNeeded()
        // v's margins (8) sit inside the inset rectangle, so v is 8 larger on every side.
        expectFrame(v, 22, -7, 376, 212)
        let attributes = v.mas.installedConstraints.flatMap(\.layoutConstraints).map(\.firstAttribute)
        #expect(attributes == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
    }

    @Test func valueOffsetDispatchesDirectionalInsets() {
        let made = v.mas.makeConstraints { make in make.leading.trailing.equalTo(root).valueOffset(d) }
        #expect(made.flatMap(\.layoutConstraints).map(\.constant) == [10, -30])
    }

    @Test func zeroInsetsStayUnambiguous() {
        let made = v.mas.makeConstraints { make in make.edges.equalTo(root).insets(.zero) }
        #expect(made.flatMap(\.layoutConstraints).map(\.constant) == [0, 0, 0, 0])
    }
}
