import AutoLayout
import Testing
@testable import Masonry

// A second review of `StackView` through the Masonry DSL: a baseline row with equal spacing
// placed and resized with `makeConstraints` and `updateConstraints`, its middle view hidden
// and shown. Labels of font size f are 1.2 f high (baseline 0.8 f below the top) and 0.5 f
// wide per character.

private func label(_ name: String, _ text: String, _ fontSize: CGFloat) -> Label {
    let label = Label()
    label.mas.key = name
    label.text = text
    label.fontSize = fontSize
    return label
}

@Suite struct StackViewSecondReviewDSLTests {
    @Test func equalSpacingBaselineRowResizedWithTheDSL() {
        let root = makeRoot()
        let a = label("a", "ab", 10), b = label("b", "cd", 20), c = label("c", "ef", 10)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.mas.key = "stack"
        stack.alignment = .firstBaseline
        stack.distribution = .equalSpacing
        stack.spacing = 5
        root.addSubview(stack)
        stack.mas.makeConstraints { make in
            make.left.top.equalTo(10)
            make.width.equalTo(100)
        }
        layOut(root)
        // Spaces of (100 - 40) / 2; b's baseline at 16.
        expectFrame(a, 0, 8, 10, 12)
        expectFrame(b, 40, 0, 20, 24)
        expectFrame(c, 90, 8, 10, 12)
        expectFrame(stack, 10, 10, 100, 24)

        b.isHidden = true
        layOut(root)
        // a and c at the ends; b half the spacing after a, on the row's baseline (8).
        expectFrame(a, 0, 0, 10, 12)
        expectFrame(b, 12.5, -8, 0, 24)
        expectFrame(c, 90, 0, 10, 12)
        expectFrame(stack, 10, 10, 100, 12)

        stack.mas.updateConstraints { make in make.width.equalTo(60) }
        layOut(root)
        expectFrame(c, 50, 0, 10, 12)
        expectFrame(stack, 10, 10, 60, 12)

        b.isHidden = false
        layOut(root)
        expectFrame(a, 0, 8, 10, 12)
        expectFrame(b, 20, 0, 20, 24)
        expectFrame(c, 50, 8, 10, 12)
        expectFrame(stack, 10, 10, 60, 24)
        #expect(stack.layoutGuides.map(\.identifier).sorted() == ["UISV-alignment-spanner", "UISV-distributing", "UISV-distributing"])
    }
}
