import Foundation
import Masonry
import MasonryRender
import Testing

/// Pictures name unnamed views and constraints by their places (`#3`, `c7`) instead of their
/// addresses, so that the same tree gives the same bytes, in trees of any size.
@Suite struct RenderAddressNamingTests {
    /// A named root and `count` unnamed views in a row, each 2 wide and 1 right of the last.
    private func row(_ count: Int) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 4_000, height: 20))
        root.name = "root"
        var previous: View?
        for _ in 0..<count {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            var made = [
                view.topAnchor.constraint(equalTo: root.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 2),
                view.heightAnchor.constraint(equalToConstant: 10),
            ]
            if let previous {
                made.append(view.leftAnchor.constraint(equalTo: previous.rightAnchor, constant: 1))
            } else {
                made.append(view.leftAnchor.constraint(equalTo: root.leftAnchor))
            }
            LayoutConstraint.activate(made)
            previous = view
        }
        root.layoutIfNeeded()
        return root
    }

    @Test func unnamedViewsAndConstraintsAreNamedByPlace() {
        let snapshot = RenderSnapshot(row(1_000))
        #expect(snapshot.constraints.count == 4_000)
        #expect(snapshot.constraints.allSatisfy { !$0.description.contains("0x") })
        // The root's constraints first (each view's top and left, in order), then each view's
        // own (its width and height).
        let descriptions = Set(snapshot.constraints.map(\.description))
        for expected in [
            "<LayoutConstraint:c1 View:#1.left == View:root.left>",
            "<LayoutConstraint:c3 View:#2.left == View:#1.right + 1>",
            "<LayoutConstraint:c1999 View:#1000.left == View:#999.right + 1>",
            "<LayoutConstraint:c3000 View:#501.width == 2>",
            "<LayoutConstraint:c3999 View:#1000.height == 10>",
        ] {
            let found = descriptions.contains(expected)
            #expect(found, "\(expected)")
        }
        #expect(snapshot.nodes[1000].frame == CGRect(x: 2_997, y: 0, width: 2, height: 10))
    }
}
