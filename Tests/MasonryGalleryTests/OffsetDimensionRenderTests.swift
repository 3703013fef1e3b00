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

    /// A size related to a distance: the distance (the second side) is drawn.
    @Test func aSizeRelatedToADistanceDrawsTheDistance() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let a = View(), b = View(), c = View()
        for view in [a, b, c] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let width = c.widthAnchor.constraint(equalTo: a.rightAnchor.anchorWithOffset(to: b.leftAnchor))
        width.identifier = "width"
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 20),
            b.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 70), b.topAnchor.constraint(equalTo: root.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
            c.leftAnchor.constraint(equalTo: root.leftAnchor), c.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            c.heightAnchor.constraint(equalToConstant: 10), width,
        ])
        root.layoutIfNeeded()
        #expect(c.frame == CGRect(x: 0, y: 50, width: 50, height: 10))
        let drawn = try #require(RenderSnapshot(root).constraints.first { $0.description.contains("width") })
        #expect(drawn.from == CGPoint(x: 20, y: 10) && drawn.to == CGPoint(x: 70, y: 10))
    }
}
