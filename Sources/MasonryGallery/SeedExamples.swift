import Masonry

extension Gallery {
    /// The layouts of the seed articles.
    static let seedExamples: [Example] = [
        Example(
            name: "seed-three-columns", title: "Three columns",
            summary: "red centered at a third of the width, green and blue filling either side",
            build: seedThreeColumns),
        Example(
            name: "seed-button", title: "A button",
            summary: "centerX, top offset 40, width 185, height 38",
            build: seedButton),
        Example(
            name: "seed-edges-padding", title: "Edges with padding",
            summary: "make.edges.equalTo(superview).with.insets(padding)",
            build: seedEdgesPadding),
        Example(
            name: "seed-offset-100", title: "left.right.top offset 100",
            summary: "make.left.right.top.equalTo(superView).offset(100): the right edge moves 100 outwards",
            build: seedOffset100),
    ]

    /// The seeds' three columns: red a third of the width in the middle, green and blue on
    /// either side.
    public static func seedThreeColumns(_ environment: GalleryEnvironment) -> ExampleLayout {
        let root = makeRoot(environment, key: "root")
        let red = addView("red", .red, to: root)
        let green = addView("green", .green, to: root)
        let blue = addView("blue", .blue, to: root)
        red.mas.makeConstraints { make in
            make.top.bottom.equalTo(0)
            make.centerX.equalTo(root.mas.centerX)
            make.width.equalTo(root.mas.width).dividedBy(3)
        }
        green.mas.makeConstraints { make in
            make.left.top.bottom.equalTo(0)
            make.right.equalTo(red.mas.left)
        }
        blue.mas.makeConstraints { make in
            make.right.top.bottom.equalTo(0)
            make.left.equalTo(red.mas.right)
        }
        return ExampleLayout(root: root)
    }

    /// The seeds' button: centered, 40 from the top, 185 by 38.
    public static func seedButton(_ environment: GalleryEnvironment) -> ExampleLayout {
        let root = makeRoot(environment, key: "root")
        let button = GalleryButton(title: "Button")
        button.mas.key = "button"
        button.backgroundColor = Color(red: 0.2, green: 0.5, blue: 1)
        root.addSubview(button)
        button.mas.makeConstraints { make in
            make.centerX.equalTo(root)
            make.top.equalTo(root).with.offset(40)
            make.width.equalTo(185)
            make.height.equalTo(38)
        }
        return ExampleLayout(root: root)
    }

    /// The seeds' `edges` with padding: view1 inset 10, 20, 30, 40 from its superview.
    public static func seedEdgesPadding(_ environment: GalleryEnvironment) -> ExampleLayout {
        let superview = makeRoot(environment)
        let view1 = addView("view1", .orange, to: superview)
        let padding = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        view1.mas.makeConstraints { make in
            make.edges.equalTo(superview).with.insets(padding)
        }
        return ExampleLayout(root: superview)
    }

    /// The seeds' `left.right.top.equalTo(superView).offset(100)` with a height of 100:
    /// `offset` sets +100 on every attribute, so the right edge lies 100 beyond the
    /// superview's.
    public static func seedOffset100(_ environment: GalleryEnvironment) -> ExampleLayout {
        let superView = makeRoot(environment, key: "superView")
        let view = addView("view", .purple, to: superView)
        view.mas.makeConstraints { make in
            make.left.right.top.equalTo(superView).offset(100)
            make.height.equalTo(100)
        }
        return ExampleLayout(root: superView)
    }
}
