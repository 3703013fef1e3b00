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
    ]

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
