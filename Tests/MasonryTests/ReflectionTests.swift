import Masonry
import Testing

// The DSL's objects reflect (`dump`, `Mirror`, a failed `#expect`) as what they stand for:
// their layout constraints and whether they are installed, never their unretained links.

@Suite("DSL reflection") struct DSLReflectionTests {
    @Test func aCompositeReflectsItsLayoutConstraints() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        var made: [Constraint] = []
        made = red.mas.makeConstraints { make in
            make.size.equalTo(CGSize(width: 10, height: 20)).key("size")
        }
        let mirror = Mirror(reflecting: made[0])
        #expect(mirror.displayStyle == .class)
        #expect(mirror.children.map(\.label) == ["layoutConstraints", "isActive"])
        let constraints = mirror.children.first?.value as? [LayoutConstraint]
        #expect(constraints?.map(\.description) == [
            "<LayoutConstraint:size[0] View:red.width == 10>", "<LayoutConstraint:size[1] View:red.height == 20>",
        ])
        #expect(Array(mirror.children).last?.value as? Bool == true)
        // Uninstalled and out of its tree: the mirror says so.
        made[0].uninstall()
        red.removeFromSuperview()
        #expect(Array(Mirror(reflecting: made[0]).children).last?.value as? Bool == false)
        let attribute = root.mas.left
        #expect(Mirror(reflecting: attribute).children.map { "\($0.label ?? "?")=\($0.value)" } == ["description=\(attribute.description)"])
        var dumped = ""
        dump(made, to: &dumped)
        #expect(dumped.contains("isActive: false"))
    }
}
