import Testing
@testable import AutoLayout

@Suite struct ViewModelTests {
    @Test func hierarchy() {
        let root = makeRoot()
        let a = View()
        let b = View()
        let c = View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        root.insertSubview(b, at: 0)  // reordering keeps the view where it is in the tree
        #expect(root.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        let leaf = View()
        a.addSubview(leaf)
        #expect(leaf.isDescendant(of: root) && leaf.isDescendant(of: a) && leaf.isDescendant(of: leaf))
        #expect(!leaf.isDescendant(of: b))
        #expect(leaf.closestCommonSuperview(with: b) === root)
        #expect(leaf.closestCommonSuperview(with: a) === a)
        #expect(leaf.closestCommonSuperview(with: leaf) === leaf)
        #expect(leaf.closestCommonSuperview(with: View()) == nil)
        leaf.removeFromSuperview()
        #expect(leaf.superview == nil && a.subviews.isEmpty)
        b.addSubview(a)
        #expect(a.superview === b && root.subviews.count == 2)
    }

    @Test func frameBoundsAndCenter() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        view.bounds = CGRect(x: 5, y: 6, width: 20, height: 10)
        #expect(view.frame == CGRect(x: -10, y: -5, width: 20, height: 10))
        #expect(view.bounds.origin == CGPoint(x: 5, y: 6))
        #expect(View().frame == .zero)
        view.backgroundColor = .red
        #expect(view.backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func marginAttributesAndBaselines() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        activate([
            LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .leftMargin),
            LayoutConstraint(item: a, attribute: .right, relatedBy: .equal, toItem: root, attribute: .rightMargin),
            LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin),
            a.lastBaselineAnchor.constraint(equalTo: root.bottomAnchor, constant: -100),
        ])
        root.layoutIfNeeded()
        expectFrame(a, 8, 8, 304, 372)
        root.layoutMargins = EdgeInsets(top: 20, left: 16, bottom: 0, right: 4)
        root.layoutIfNeeded()
        expectFrame(a, 16, 20, 300, 360)
    }
}
