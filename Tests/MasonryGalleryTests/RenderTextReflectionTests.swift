import Foundation
import Masonry
import MasonryRender
import Testing

/// The text a picture shows for a view comes from a stored `text` or `title` property found
/// by reflection; view types without one are remembered and not reflected again.
@Suite struct RenderTextReflectionTests {
    final class Titled: View {
        var title: String?
    }

    final class Plain: View {
        var count = 3
    }

    @Test func textAndTitlePropertiesAreShownAndFollowChanges() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.name = "root"
        let label = Label(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        label.name = "label"
        label.text = "Hello"
        let titled = Titled(frame: CGRect(x: 0, y: 20, width: 50, height: 20))
        titled.name = "titled"
        let plain = Plain(frame: CGRect(x: 0, y: 40, width: 50, height: 20))
        plain.name = "plain"
        for view in [label, titled, plain] { root.addSubview(view) }
        root.layoutIfNeeded()
        let first = RenderSnapshot(root)
        #expect(first.node(named: "label")?.text == "Hello")
        #expect(first.node(named: "titled")?.text == nil)  // a title not set yet
        #expect(first.node(named: "plain")?.text == nil)
        #expect(first.node(named: "root")?.text == nil)
        // A type with the property is reflected every time: its value is read afresh.
        titled.title = "Now set"
        label.text = "Changed"
        let second = RenderSnapshot(root)
        #expect(second.node(named: "titled")?.text == "Now set")
        #expect(second.node(named: "label")?.text == "Changed")
        #expect(second.node(named: "plain")?.text == nil)
    }
}
