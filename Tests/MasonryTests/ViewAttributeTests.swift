import Masonry
import Testing

@Suite struct ViewAttributeTests {
    @Test func attributesOfAView() {
        let v = makeView("v")
        let pairs: [(ViewAttribute, LayoutAttribute)] = [
            (v.mas.left, .left), (v.mas.right, .right), (v.mas.top, .top), (v.mas.bottom, .bottom),
            (v.mas.leading, .leading), (v.mas.trailing, .trailing), (v.mas.width, .width), (v.mas.height, .height),
            (v.mas.centerX, .centerX), (v.mas.centerY, .centerY), (v.mas.baseline, .lastBaseline),
            (v.mas.firstBaseline, .firstBaseline), (v.mas.lastBaseline, .lastBaseline),
            (v.mas.leftMargin, .leftMargin), (v.mas.rightMargin, .rightMargin), (v.mas.topMargin, .topMargin),
            (v.mas.bottomMargin, .bottomMargin), (v.mas.leadingMargin, .leadingMargin),
            (v.mas.trailingMargin, .trailingMargin), (v.mas.centerXWithinMargins, .centerXWithinMargins),
            (v.mas.centerYWithinMargins, .centerYWithinMargins), (v.mas.attribute(.top), .top),
        ]
        for (attribute, expected) in pairs {
            #expect(attribute.view === v && attribute.item === v && attribute.layoutAttribute == expected)
        }
        #expect(v.mas.safeAreaLayoutGuide.item === v.safeAreaLayoutGuide)
        #expect(v.mas.safeAreaLayoutGuide.layoutAttribute == .notAnAttribute)
        #expect(v.mas.safeAreaLayoutGuideTop.item === v.safeAreaLayoutGuide && v.mas.safeAreaLayoutGuideTop.view === v)
    }

    @Test func equalityAndSizeAttributes() {
        let v = makeView("v"), w = makeView("w")
        #expect(v.mas.left == v.mas.left)
        #expect(v.mas.left != v.mas.right)
        #expect(v.mas.left != w.mas.left)
        #expect(Set([v.mas.left, v.mas.left, w.mas.left]).count == 2)
        #expect(v.mas.width.isSizeAttribute && v.mas.height.isSizeAttribute)
        #expect(!v.mas.left.isSizeAttribute && !v.mas.centerX.isSizeAttribute)
        #expect(v.mas.left.description == "View:v.left")
    }
}
