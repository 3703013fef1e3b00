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

    /// The cached roots and depths follow every re-parenting of a subtree and the loss of a root.
    @Test func cachedRootsAndDepths() {
        let root = makeRoot()
        var chain: [View] = [root]
        for _ in 0..<6 {
            let view = View()
            chain[chain.count - 1].addSubview(view)
            chain.append(view)
        }
        for (index, view) in chain.enumerated() {
            #expect(view.rootView === root && view.depth == index)
        }
        // Move the lower half (chain[3]...) under a fresh tree's child.
        let other = makeRoot()
        let holder = View()
        other.addSubview(holder)
        #expect(chain[6].isDescendant(of: chain[2]))
        holder.addSubview(chain[3])
        #expect(!chain[6].isDescendant(of: chain[2]) && chain[6].isDescendant(of: holder) && chain[6].isDescendant(of: other))
        #expect(chain[6].rootView === other && chain[6].depth == 5 && chain[3].depth == 2)
        #expect(chain[2].rootView === root && chain[2].depth == 2)
        // The new tree joins the old one: the roots below follow.
        chain[2].addSubview(other)
        #expect(other.rootView === root && other.depth == 3 && chain[6].rootView === root && chain[6].depth == 8)
        #expect(chain[6].isDescendant(of: chain[1]) && !chain[1].isDescendant(of: chain[6]))
        // A view cannot be added into its own subtree.
        chain[6].addSubview(chain[1])
        #expect(chain[1].superview === root)
        // Removed: a subtree is its own tree.
        chain[3].removeFromSuperview()
        #expect(chain[6].rootView === chain[3] && chain[6].depth == 3 && chain[3].depth == 0)
        #expect(holder.rootView === root && holder.depth == 4)
        // A root that goes away leaves its subviews as roots.
        var transient: View? = View()
        let survivor = View()
        let below = View()
        transient?.addSubview(survivor)
        survivor.addSubview(below)
        #expect(below.rootView === transient && below.depth == 2)
        transient = nil
        #expect(survivor.superview == nil && below.rootView === survivor && below.depth == 1)
    }

    @Test func aFrameAndItsMirrorImageAreDifferentFrames() {
        // The same points with the size's sign flipped: CGRect's `==` calls them equal
        // (it compares standardized rectangles), but the new frame must be stored.
        let view = View(frame: CGRect(x: -0.5, y: 19, width: -29, height: -7))
        view.frame = CGRect(x: -29.5, y: 19, width: 29, height: -7)
        #expect(view.frame.origin == CGPoint(x: -29.5, y: 19))
        #expect(view.frame.size == CGSize(width: 29, height: -7))
    }

    @Test func centerKeepsANegativeSize() {
        // A frame solved (or set) to a negative size keeps it when the view is moved by its
        // center: CGRect's `width` and `height` are standardized, its `size` is not.
        let view = View(frame: CGRect(x: 10, y: 10, width: -20, height: -30))
        #expect(view.center == CGPoint(x: 0, y: -5))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame.size == CGSize(width: -20, height: -30))
        #expect(view.frame.origin == CGPoint(x: 110, y: 115))
        #expect(view.center == CGPoint(x: 100, y: 100))
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
