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
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    root.name = "root"
    let card = View()
    card.name = "card"
    let title = View()
    title.name = "title"
    root.addSubview(card)
    card.addSubview(title)
    card.translatesAutoresizingMaskIntoConstraints = false
    title.translatesAutoresizingMaskIntoConstraints = false
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
    #expect(title.autolayoutTrace() == """
        <View:root; frame = (0 0; 320 480)>
        |   *<View:card; frame = (20 20; 280 0)> - AMBIGUOUS LAYOUT for View:card.height
        |   |   *<View:title; frame = (8 8; 264 20)>
        """)
}
