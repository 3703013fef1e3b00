import Masonry

extension Gallery {
    /// Screens beyond Masonry's app and the seeds: features its examples do not use.
    static let moreExamples: [Example] = [
        Example(
            name: "directional", title: "Leading and Trailing",
            summary: "a list row and a card on leading, trailing and directional insets: mirrored with --rtl",
            build: directional),
        Example(
            name: "stack-view", title: "Stack Views",
            summary: "a form and a toolbar of StackViews (UIStackView) placed with Masonry; a hidden banner closes up",
            build: stackView),
        Example(
            name: "distances", title: "Distances Between Anchors",
            summary: "equal gaps and half-gap margins, and two baselines 28 apart, with anchorWithOffset(to:); a wider box narrows the gaps",
            build: distances),
    ]

    /// Distances between anchors (UIKit's `anchorWithOffset(to:)`) beside Masonry: three boxes
    /// of different widths whose two gaps are equal and whose outer margins are half a gap
    /// each, whatever the width; below them, as wide as the row, a title and a body whose
    /// baselines are 28 points apart. The second state widens the middle box: the gaps and margins shrink together.
    public static func distances(_ environment: GalleryEnvironment) -> ExampleLayout {
        let root = makeRoot(environment)
        let boxes = [("left", Color.orange, 60), ("middle", Color.blue, 100), ("right", Color.green, 40)].map { key, color, width in
            let box = addView(key, color, to: root)
            box.mas.makeConstraints { make in
                make.top.equalTo(root.mas.safeAreaLayoutGuideTop).offset(24)
                make.width.equalTo(width).key("\(key)Width")
                make.height.equalTo(44)
            }
            return box
        }
        let (left, middle, right) = (boxes[0], boxes[1], boxes[2])
        let safe = root.safeAreaLayoutGuide
        let gap = left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor)
        LayoutConstraint.activate([
            gap.constraint(equalTo: middle.trailingAnchor.anchorWithOffset(to: right.leadingAnchor)),
            safe.leadingAnchor.anchorWithOffset(to: left.leadingAnchor).constraint(equalTo: gap, multiplier: 0.5),
            right.trailingAnchor.anchorWithOffset(to: safe.trailingAnchor).constraint(equalTo: gap, multiplier: 0.5),
        ])

        let title = Label(), body = Label()
        title.name = "title"
        title.font = .systemFont(ofSize: 24)
        title.text = "Distances"
        body.name = "body"
        body.font = .systemFont(ofSize: 14)
        body.text = "Baselines 28 points apart"
        for label in [title, body] {
            root.addSubview(label)
            label.mas.makeConstraints { make in
                make.leading.equalTo(left)
                make.trailing.equalTo(right)
            }
        }
        title.mas.makeConstraints { make in make.top.equalTo(left.mas.bottom).offset(24) }
        title.lastBaselineAnchor.anchorWithOffset(to: body.firstBaselineAnchor).constraint(equalToConstant: 28).isActive = true
        return ExampleLayout(root: root, steps: [
            GalleryStep("a wider middle box") {
                middle.mas.updateConstraints { make in make.width.equalTo(160) }
            },
        ])
    }

    /// A list row (avatar, badge, title, subtitle), a card and a button, placed with leading,
    /// trailing, `directionalEdges` and a badge centered on the avatar's trailing edge: in a
    /// right-to-left environment every frame mirrors (x becomes width - x - w).
    public static func directional(_ environment: GalleryEnvironment) -> ExampleLayout {
        let root = makeRoot(environment)
        let avatar = addView("avatar", .orange, to: root)
        let badge = addView("badge", .red, to: root)
        let title = addView("title", .gray, to: root)
        let subtitle = addView("subtitle", Color(white: 0.75), to: root)
        let card = addView("card", .blue, to: root)
        let button = addView("button", .green, to: root)
        avatar.mas.makeConstraints { make in
            make.leading.equalTo(root.mas.safeAreaLayoutGuideLeading).offset(16)
            make.top.equalTo(root.mas.safeAreaLayoutGuideTop).offset(16)
            make.size.equalTo(48)
        }
        badge.mas.makeConstraints { make in
            make.centerX.equalTo(avatar.mas.trailing)
            make.centerY.equalTo(avatar.mas.top)
            make.size.equalTo(16)
        }
        title.mas.makeConstraints { make in
            make.leading.equalTo(avatar.mas.trailing).offset(12)
            make.trailing.equalTo(root.mas.safeAreaLayoutGuideTrailing).offset(-16)
            make.top.equalTo(avatar)
            make.height.equalTo(20)
        }
        subtitle.mas.makeConstraints { make in
            make.leading.trailing.equalTo(title)
            make.top.equalTo(title.mas.bottom).offset(8)
            make.height.equalTo(16)
        }
        card.mas.makeConstraints { make in
            make.directionalHorizontalEdges.equalTo(root.mas.safeAreaLayoutGuide)
                .insets(DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 64))
            make.top.equalTo(avatar.mas.bottom).offset(24)
            make.height.equalTo(120)
        }
        button.mas.makeConstraints { make in
            make.trailing.equalTo(card)
            make.top.equalTo(card.mas.bottom).offset(16)
            make.width.equalTo(120)
            make.height.equalTo(44)
        }
        return ExampleLayout(root: root)
    }
}
