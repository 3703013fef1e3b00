import Masonry
import Testing

/// A view whose first and last baselines are those of views it names (`nil`: its own).
private final class Field: View {
    var firstBaselineView: View?
    var lastBaselineView: View?
    override var forFirstBaselineLayout: View { firstBaselineView ?? self }
    override var forLastBaselineLayout: View { lastBaselineView ?? self }
}

/// A label of font size 10: characters 5 wide, lines 12 high, the baseline 8 below a line's top.
func makeLabel(_ name: String, _ text: String, in parent: View, lines: Int = 1) -> Label {
    let label = Label()
    label.mas.key = name
    label.text = text
    label.font = .systemFont(ofSize: 10)
    label.numberOfLines = lines
    parent.addSubview(label)
    return label
}

@Suite struct BaselineRedirectDSLTests {
    /// `make.firstBaseline` and `make.lastBaseline` build layout constraints on the
    /// container's baselines, so they read the views its `forFirstBaselineLayout` and
    /// `forLastBaselineLayout` name: an inner caption (first) and the second line of an inner
    /// two-line body (last), not the container's bottom.
    @Test func baselinesOfTheDSLFollowTheRedirects() {
        let root = makeRoot()
        let field = Field()
        field.mas.key = "field"
        root.addSubview(field)
        let caption = makeLabel("caption", "Name", in: field)
        let body = makeLabel("body", "one two three", in: field, lines: 0)
        body.preferredMaxLayoutWidth = 40  // "one two" / "three": 35 x 24
        field.firstBaselineView = caption
        field.lastBaselineView = body
        field.mas.makeConstraints { make in
            make.left.equalTo(root).offset(10)
            make.top.equalTo(root).offset(100)
            make.width.equalTo(200)
            make.height.equalTo(80)
        }
        caption.mas.makeConstraints { make in
            make.left.equalTo(field).offset(4)
            make.top.equalTo(field).offset(6)
        }
        body.mas.makeConstraints { make in
            make.left.equalTo(field).offset(4)
            make.bottom.equalTo(field).offset(-10)
        }
        let first = makeLabel("first", "First", in: root)
        let last = makeLabel("last", "Last", in: root)
        first.mas.makeConstraints { make in
            make.left.equalTo(root).offset(240)
            make.firstBaseline.equalTo(field.mas.firstBaseline)
        }
        let made = last.mas.makeConstraints { make in
            make.left.equalTo(root).offset(300)
            make.lastBaseline.equalTo(field)
        }
        root.layoutIfNeeded()
        expectFrame(field, 10, 100, 200, 80)
        expectFrame(caption, 4, 6, 20, 12)
        expectFrame(body, 4, 46, 35, 24)
        // The caption's baseline: 100 + 6 + 8 = 114.
        expectFrame(first, 240, 106, 25, 12)
        // The body's second line: 100 + 46 + 12 + 8 = 166.
        expectFrame(last, 300, 158, 20, 12)
        #expect(made.last?.layoutConstraints.first?.description.contains("Label:last.baseline == Field:field.baseline") == true)
    }
}
