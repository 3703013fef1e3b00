import Foundation
import Masonry
import MasonryRender
import Testing

/// Pictures carry each view's safe area and margins down the tree instead of reading the
/// getters (which walk up it) on every view: the values must be the getters' all the same.
@Suite struct SnapshotEnvironmentTests {
    @Test func marginsInPicturesAreTheGettersValues() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 10)
        func child(of parent: View, _ frame: CGRect, configure: (View) -> Void = { _ in }) -> View {
            let view = View(frame: frame)
            configure(view)
            parent.addSubview(view)
            return view
        }
        let header = child(of: root, CGRect(x: 0, y: 0, width: 300, height: 80)) { $0.preservesSuperviewLayoutMargins = true }
        let title = child(of: header, CGRect(x: 4, y: 30, width: 200, height: 40)) {
            $0.preservesSuperviewLayoutMargins = true
            $0.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        }
        let body = child(of: root, CGRect(x: 20, y: 100, width: 290, height: 380)) {
            $0.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 6, bottom: 12, right: 0)
        }
        let plain = child(of: body, CGRect(x: 0, y: 300, width: 290, height: 80)) { $0.insetsLayoutMarginsFromSafeArea = false }
        let own = child(of: body, CGRect(x: 10, y: 10, width: 100, height: 100)) {
            $0.safeAreaInsets = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        }
        let inner = child(of: own, CGRect(x: 0, y: 0, width: 50, height: 50))
        let views = [root, header, title, body, plain, own, inner]
        let snapshot = RenderSnapshot(root)
        #expect(snapshot.nodes.count == views.count)
        for (node, view) in zip(snapshot.nodes, views) {
            #expect(node.layoutMargins == view.layoutMargins, "\(node.index)")
        }
        // Spot values: the header reaches into the root's top safe area (44) and keeps the
        // root's margins of 8 plus it; the body's bottom is inside the root's safe area.
        #expect(snapshot.nodes[1].layoutMargins == EdgeInsets(top: 52, left: 8, bottom: 8, right: 18))
        #expect(snapshot.nodes[4].layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    /// A picture of a subtree starts from its top view's own values.
    @Test func aSubtreesPictureStartsFromItsTopView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.safeAreaInsets = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        let box = View(frame: CGRect(x: 0, y: 10, width: 200, height: 100))
        root.addSubview(box)
        let inside = View(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        box.addSubview(inside)
        let snapshot = RenderSnapshot(box)
        #expect(snapshot.nodes.map(\.layoutMargins) == [box.layoutMargins, inside.layoutMargins])
        #expect(snapshot.nodes[1].layoutMargins == EdgeInsets(top: 28, left: 8, bottom: 8, right: 8))
    }
}
