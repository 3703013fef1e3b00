import Foundation
import Masonry
import MasonryRender
import Testing

/// Pictures of constraints between distances (`anchorWithOffset(to:)`): drawn from the anchor
/// the first side is measured from to its other anchor.
@Suite struct OffsetDimensionRenderTests {
    @Test func aDistanceIsDrawnBetweenItsTwoAnchors() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = View(), b = View()
        a.name = "a"
        b.name = "b"
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let gap = a.rightAnchor.anchorWithOffset(to: b.leftAnchor).constraint(equalToConstant: 30)
        gap.identifier = "gap"
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10), a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: a.topAnchor), b.widthAnchor.constraint(equalToConstant: 40),
            b.heightAnchor.constraint(equalToConstant: 10), gap,
        ])
        root.layoutIfNeeded()
        let drawn = try #require(RenderSnapshot(root).constraints.first { $0.description.contains("gap") })
        #expect(drawn.from == CGPoint(x: 50, y: 25))
        #expect(drawn.to == CGPoint(x: 80, y: 25))
        #expect(drawn.description == "<LayoutConstraint:gap (View:b.left - View:a.right) == 30>")
        #expect(drawn.isEquality && drawn.isRequired)
    }
}
