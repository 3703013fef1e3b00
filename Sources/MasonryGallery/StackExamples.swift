import Masonry

extension Gallery {
    /// A form and a toolbar made of stack views, sized and placed with Masonry: the form a
    /// vertical stack of a banner and three rows (each a horizontal stack of a label and a
    /// field), the toolbar a horizontal stack of three buttons spread within its margins.
    /// The second state hides the banner: the rows close up and the form shrinks.
    public static func stackView(_ environment: GalleryEnvironment) -> ExampleLayout {
        let root = makeRoot(environment)
        let form = StackView()
        form.name = "form"
        form.axis = .vertical
        form.spacing = 12
        root.addSubview(form)
        form.mas.makeConstraints { make in
            make.top.equalTo(root.mas.safeAreaLayoutGuideTop).offset(16)
            make.leading.equalTo(root.mas.safeAreaLayoutGuideLeading).offset(16)
            make.trailing.equalTo(root.mas.safeAreaLayoutGuideTrailing).offset(-16)
        }
        let banner = addView("banner", .orange, to: form)
        form.addArrangedSubview(banner)
        // Below required, as UIKit code does it: hidden, the banner gets the stack's
        // required zero height instead (a required 60 would conflict with it).
        banner.mas.makeConstraints { make in make.height.equalTo(60).priority(999) }
        for index in 1...3 {
            let row = StackView()
            row.name = "row\(index)"
            row.alignment = .center
            row.spacing = 8
            let label = addView("label\(index)", .gray, to: row), field = addView("field\(index)", Color(white: 0.85), to: row)
            row.addArrangedSubview(label)
            row.addArrangedSubview(field)
            label.mas.makeConstraints { make in
                make.width.equalTo(88)
                make.height.equalTo(20)
            }
            field.mas.makeConstraints { make in make.height.equalTo(36) }
            form.addArrangedSubview(row)
        }

        let toolbar = StackView()
        toolbar.name = "toolbar"
        toolbar.backgroundColor = Color(white: 0.95)
        toolbar.distribution = .equalSpacing
        toolbar.alignment = .center
        toolbar.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        toolbar.isLayoutMarginsRelativeArrangement = true
        root.addSubview(toolbar)
        toolbar.mas.makeConstraints { make in
            make.leading.equalTo(root.mas.safeAreaLayoutGuideLeading)
            make.trailing.equalTo(root.mas.safeAreaLayoutGuideTrailing)
            make.bottom.equalTo(root.mas.safeAreaLayoutGuideBottom)
            make.height.equalTo(49)
        }
        for (index, color) in [Color.blue, .green, .red].enumerated() {
            let button = addView("button\(index + 1)", color, to: toolbar)
            toolbar.addArrangedSubview(button)
            button.mas.makeConstraints { make in make.size.equalTo(28) }
        }
        return ExampleLayout(root: root, steps: [GalleryStep("banner hidden") { banner.isHidden = true }])
    }
}
