import AutoLayout
import Foundation
import Testing

@Suite struct EngineAcceptanceBoundsTests {
    private func near(_ a: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Bool {
        abs(a.minX - x) < 1e-6 && abs(a.minY - y) < 1e-6 && abs(a.width - w) < 1e-6 && abs(a.height - h) < 1e-6
    }

    private func pinned(_ parent: View, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> View {
        let v = View(); v.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(v)
        LayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: x), v.topAnchor.constraint(equalTo: parent.topAnchor, constant: y),
            v.widthAnchor.constraint(equalToConstant: w), v.heightAnchor.constraint(equalToConstant: h),
        ])
        return v
    }

    @Test func grandparentConstraintThroughAScrolledParent() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = View(frame: CGRect(x: 20, y: 50, width: 200, height: 100))
        box.bounds.origin = CGPoint(x: 10, y: 30)
        root.addSubview(box)
        let child = View(); child.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(child)
        LayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.leftAnchor.constraint(equalTo: root.leftAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(near(child.frame, -10, -20, 10, 10))
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 0))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 0))
    }

    @Test func multiplierOnAScrolledParentsEdge() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = View(frame: CGRect(x: 20, y: 50, width: 200, height: 100))
        box.bounds.origin = CGPoint(x: 10, y: 30)
        root.addSubview(box)
        let child = View(); child.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(child)
        LayoutConstraint.activate([
            LayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: box, attribute: .bottom, multiplier: 0.5, constant: 0),
            LayoutConstraint(item: child, attribute: .right, relatedBy: .equal, toItem: box, attribute: .right, multiplier: 0.5, constant: 0),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // box.bottom in its own space: 30 + 100 = 130; box.right: 10 + 200 = 210.
        #expect(near(child.frame, 95, 65, 10, 10))
    }

    @Test func guideFrameIsInTheOwnersBoundsSpace() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.bounds.origin = CGPoint(x: 0, y: 100)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        LayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            guide.leftAnchor.constraint(equalTo: root.leftAnchor),
            guide.widthAnchor.constraint(equalToConstant: 50), guide.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(near(guide.layoutFrame, 0, 110, 50, 5))
        #expect(guide.owningView === root)
    }

    @Test func siblingsInAScrolledParent() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.bounds.origin = CGPoint(x: 5, y: 7)
        let a = pinned(root, 10, 10, 20, 20)
        let b = View(); b.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(b)
        LayoutConstraint.activate([
            b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 1), b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 1),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(near(a.frame, 15, 17, 20, 20))
        #expect(near(b.frame, 36, 38, 20, 20))
    }
}
