import Testing
import AutoLayout

/// The README's engine example, exactly as printed there.
@Test func readmeEngineExample() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let box = View()
    root.addSubview(box)
    box.translatesAutoresizingMaskIntoConstraints = false
    LayoutConstraint.activate([
        box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
        box.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
        box.heightAnchor.constraint(equalToConstant: 44),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 20, y: 40, width: 160, height: 44))
}

/// The README's trace of an ambiguous card, exactly as printed there.
@Test func readmeTraceExample() {
    let tree = cardTree(badge: false)
    #expect(tree.title.autolayoutTrace() == """
        <View:root; frame = (0 0; 320 480)>
        |   *<View:card; frame = (20 20; 280 0)> - AMBIGUOUS LAYOUT for View:card.height
        |   |   *<View:title; frame = (8 8; 264 20)>
        """)
}
