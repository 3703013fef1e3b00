import Foundation
import Masonry
import MasonryRender
import Testing

/// Pictures of constraints between distances (`anchorWithOffset(to:)`): each side drawn as a
/// length, a distance from the anchor it is measured from to its other anchor, a size across
/// its item; the first side's distance is the main line, else the second's.
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
        #expect(drawn.otherSide == nil)
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
        #expect(drawn.otherSide == RenderSpan(from: CGPoint(x: 0, y: 55), to: CGPoint(x: 50, y: 55)))
    }

    /// Two gaps kept equal: both are drawn, the first as the main line, each in the SVG with
    /// the constraint's description.
    @Test func equalGapsDrawBothDistances() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = View(), b = View(), c = View()
        for view in [a, b, c] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let equal = a.rightAnchor.anchorWithOffset(to: b.leftAnchor)
            .constraint(equalTo: b.rightAnchor.anchorWithOffset(to: c.leftAnchor), multiplier: 2)
        equal.identifier = "gaps"
        var constraints = [equal]
        for view in [a, b, c] {
            constraints += [
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 20),
            ]
        }
        constraints += [
            a.leftAnchor.constraint(equalTo: root.leftAnchor), c.rightAnchor.constraint(equalTo: root.rightAnchor),
        ]
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        // 300 - 60 = 240 of gaps, the first twice the second: 160 and 80.
        #expect(b.frame == CGRect(x: 180, y: 10, width: 20, height: 20))
        let drawn = try #require(RenderSnapshot(root).constraints.first { $0.description.contains("gaps") })
        #expect(drawn.from == CGPoint(x: 20, y: 20) && drawn.to == CGPoint(x: 180, y: 20))
        #expect(drawn.otherSide == RenderSpan(from: CGPoint(x: 200, y: 20), to: CGPoint(x: 280, y: 20)))
        let svg = SVGRenderer(overlay: .constraints).render(RenderSnapshot(root))
        let title = "<title>&lt;LayoutConstraint:gaps (View:#2.left - View:#1.right) == (View:#3.left - View:#2.right) * 2&gt;</title>"
        #expect(svg.components(separatedBy: title).count - 1 == 2)
        #expect(svg.contains("<line x1=\"200\" y1=\"20\" x2=\"280\" y2=\"20\""))
    }

    /// A height related to a distance (the distance is the second side): the distance is the
    /// main line and the height is drawn down the middle of its view.
    @Test func aHeightAgainstAVerticalDistance() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let a = View(), b = View()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let height = b.heightAnchor.constraint(equalTo: root.topAnchor.anchorWithOffset(to: a.topAnchor), constant: 5)
        height.identifier = "height"
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor), a.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50), b.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            b.widthAnchor.constraint(equalToConstant: 10), height,
        ])
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 50, y: 100, width: 10, height: 45))
        let drawn = try #require(RenderSnapshot(root).constraints.first { $0.description.contains("height") })
        #expect(drawn.from == CGPoint(x: 50, y: 0) && drawn.to == CGPoint(x: 5, y: 40))
        #expect(drawn.otherSide == RenderSpan(from: CGPoint(x: 55, y: 100), to: CGPoint(x: 55, y: 145)))
    }
}
