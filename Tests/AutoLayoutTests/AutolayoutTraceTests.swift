import Foundation
import Testing
import AutoLayout

// View.autolayoutTrace(): the tree a line per view, with the engine's views starred and the
// ambiguous parts of their frames named, as UIKit's _autolayoutTrace in the debugger.

/// A root holding a card whose height no constraint sets, a title placed inside the card, and
/// (unless `badge` is false) a badge placed by its frame alone. The README's trace is this
/// tree's without the badge.
func cardTree(badge withBadge: Bool = true) -> (root: View, card: View, title: View, badge: View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.name = "root"
    let card = View()
    card.name = "card"
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    let title = View()
    title.name = "title"
    title.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(title)
    let badge = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    badge.name = "badge"
    if withBadge { root.addSubview(badge) }
    LayoutConstraint.activate([
        card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
        card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        card.widthAnchor.constraint(equalToConstant: 280),
        title.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 8),
        title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
        title.rightAnchor.constraint(equalTo: card.rightAnchor, constant: -8),
        title.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    return (root, card, title, badge)
}

@Suite("View.autolayoutTrace()")
struct AutolayoutTraceTests {
    @Test func namesTheAmbiguousPartsOfTheEnginesViews() {
        let (root, card, title, _) = cardTree()
        #expect(root.autolayoutTrace() == """
            <View:root; frame = (0 0; 320 480)>
            |   *<View:card; frame = (20 20; 280 0)> - AMBIGUOUS LAYOUT for View:card.height
            |   |   *<View:title; frame = (8 8; 264 20)>
            |   <View:badge; frame = (1 2; 3 4)>
            """)
        #expect(card.hasAmbiguousLayout)
        #expect(!title.hasAmbiguousLayout)
    }

    @Test func tracesTheWholeTreeFromAnyOfItsViews() {
        let (root, _, title, badge) = cardTree()
        #expect(title.autolayoutTrace() == root.autolayoutTrace())
        #expect(badge.autolayoutTrace() == root.autolayoutTrace())
    }

    @Test func everyPartAmbiguousAtOnce() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.name = "root"
        let loose = View()
        loose.name = "loose"
        loose.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(loose)
        // Only an inequality: nothing pins any part of the frame.
        loose.widthAnchor.constraint(greaterThanOrEqualToConstant: 10).isActive = true
        root.layoutIfNeeded()
        #expect(root.autolayoutTrace() == """
            <View:root; frame = (0 0; 100 100)>
            |   *<View:loose; frame = (0 0; 10 0)> - AMBIGUOUS LAYOUT for View:loose.minX, View:loose.minY, View:loose.width, View:loose.height
            """)
    }

    @Test func showsTheLastPassesFramesAndTheCurrentConstraints() {
        let (root, card, _, _) = cardTree()
        card.heightAnchor.constraint(equalToConstant: 100).isActive = true
        // No layout pass yet: the frames are the last pass's, the card no longer ambiguous.
        #expect(root.autolayoutTrace() == """
            <View:root; frame = (0 0; 320 480)>
            |   *<View:card; frame = (20 20; 280 0)>
            |   |   *<View:title; frame = (8 8; 264 20)>
            |   <View:badge; frame = (1 2; 3 4)>
            """)
        #expect(card.frame == CGRect(x: 20, y: 20, width: 280, height: 0))
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 20, y: 20, width: 280, height: 100))
        #expect(root.autolayoutTrace().split(separator: "\n")[1] == "|   *<View:card; frame = (20 20; 280 100)>")
    }

    @Test func aTreeWithoutConstraintsHasNoStars() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 50, height: 60))
        root.name = "plain"
        let child = View(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        child.name = "child"
        root.addSubview(child)
        #expect(child.autolayoutTrace() == """
            <View:plain; frame = (0 0; 50 60)>
            |   <View:child; frame = (5 6; 7 8)>
            """)
    }
}
