import Masonry

extension Gallery {
    /// The screens of Masonry's iOS example app, in its menu order.
    static let masonryExamples: [Example] = [
        Example(name: "basic", title: "Basic", summary: "three views sharing the screen with equal widths and heights", build: basic),
        Example(name: "update", title: "Update Constraints", summary: "a button that grows by 1.3 on each tap (updateConstraints)", build: update),
        Example(name: "remake", title: "Remake Constraints", summary: "a button that moves between corners on each tap (remakeConstraints)", build: remake),
        Example(name: "constants", title: "Using Constants", summary: "numbers, CGPoint and CGSize as targets", build: constants),
        Example(name: "sides", title: "Composite Edges", summary: "ten views, each inset (5, 10, 15, 20) in the previous one", build: sides),
        Example(name: "aspect-fit", title: "Aspect Fit", summary: "3:1 and 1:3 boxes fitted in two halves by priorities", build: aspectFit),
        Example(name: "animated", title: "Basic Animated", summary: "the insets of low-priority edges between 10 and 100", build: animated),
        Example(
            name: "debugging", title: "Debugging Helpers", summary: "conflicting constraints on purpose, reported with keys",
            expectsDiagnostics: true, build: debugging),
        Example(name: "label", title: "Bacony Labels", summary: "a wrapping label beside a short one, aligned on the last baseline", build: label),
        Example(name: "scroll", title: "UIScrollView", summary: "a column of ten growing views in a scrolling container", build: scroll),
        Example(name: "array", title: "Array", summary: "three buttons' baselines moved together by updateConstraints on an array", build: array),
        Example(name: "attribute-chaining", title: "Attribute Chaining", summary: "the Basic layout with chained attributes and insets", build: attributeChaining),
        Example(name: "margins", title: "Margins", summary: "ten views, each pinned to the previous one's layout margins", build: margins),
        Example(name: "distribute", title: "Views Distribute", summary: "four views distributed by fixed spacing and by fixed length, on both axes", build: distribute),
        Example(name: "layout-guides", title: "Layout Guides", summary: "bars pinned to the top and bottom layout guides", build: layoutGuides),
        Example(name: "safe-area", title: "Safe Area Layout Guides", summary: "views pinned to every attribute of the safe area", build: safeArea),
    ]

    // MARK: Basic

    /// MASExampleBasicView: green and red side by side on top, blue below, all of one height.
    public static func basic(_ environment: GalleryEnvironment) -> ExampleLayout {
        let superview = makeRoot(environment)
        let greenView = addView("greenView", .green, to: superview)
        let redView = addView("redView", .red, to: superview)
        let blueView = addView("blueView", .blue, to: superview)
        let padding = 10
        greenView.mas.makeConstraints { make in
            make.top.greaterThanOrEqualTo(superview.mas.top).offset(padding)
            make.left.equalTo(superview.mas.left).offset(padding)
            make.bottom.equalTo(blueView.mas.top).offset(-padding)
            make.right.equalTo(redView.mas.left).offset(-padding)
            make.width.equalTo(redView.mas.width)
            make.height.equalTo(redView.mas.height)
            make.height.equalTo(blueView.mas.height)
        }
        redView.mas.makeConstraints { make in
            make.top.equalTo(superview.mas.top).with.offset(padding)
            make.left.equalTo(greenView.mas.right).offset(padding)
            make.bottom.equalTo(blueView.mas.top).offset(-padding)
            make.right.equalTo(superview.mas.right).offset(-padding)
            make.width.equalTo(greenView.mas.width)
            make.height.equalTo([greenView, blueView])  // an array of views
        }
        blueView.mas.makeConstraints { make in
            make.top.equalTo(greenView.mas.bottom).offset(padding)
            make.left.equalTo(superview.mas.left).offset(padding)
            make.bottom.equalTo(superview.mas.bottom).offset(-padding)
            make.right.equalTo(superview.mas.right).offset(-padding)
            make.height.equalTo([greenView.mas.height, redView.mas.height])  // an array of attributes
        }
        return ExampleLayout(root: superview)
    }

    // MARK: Update

    /// MASExampleUpdateView: its `updateConstraints` updates the button's size constants.
    final class UpdateExampleView: View {
        let growingButton = GalleryButton(title: "Grow Me!")
        var buttonSize = CGSize(width: 100, height: 100)

        init(frame: CGRect, unusedMarker: Void) {
            super.init(frame: frame)
            growingButton.mas.key = "growingButton"
            growingButton.backgroundColor = Color(red: 0.85, green: 1, blue: 0.85)
            // The size constraints are `priorityLow()` (250), as the button's content hugging
            // is: UIKit lets the size win that tie; here the tie is broken explicitly.
            growingButton.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
            growingButton.setContentHuggingPriority(LayoutPriority(249), for: .vertical)
            addSubview(growingButton)
        }

        override func updateConstraints() {
            growingButton.mas.updateConstraints { make in
                make.center.equalTo(self)
                make.width.equalTo(buttonSize.width).priorityLow()
                make.height.equalTo(buttonSize.height).priorityLow()
                make.width.lessThanOrEqualTo(self)
                make.height.lessThanOrEqualTo(self)
            }
            super.updateConstraints()
        }

        func didTapGrowButton() {
            buttonSize = CGSize(width: buttonSize.width * 1.3, height: buttonSize.height * 1.3)
            setNeedsUpdateConstraints()
            updateConstraintsIfNeeded()
        }
    }

    /// MASExampleUpdateView, with five taps on "Grow Me!".
    public static func update(_ environment: GalleryEnvironment) -> ExampleLayout {
        let view = configure(UpdateExampleView(frame: CGRect(origin: .zero, size: environment.size), unusedMarker: ()), environment)
        let steps = (1...5).map { tap in
            GalleryStep("tap \(tap) on Grow Me!") { view.didTapGrowButton() }
        }
        return ExampleLayout(root: view, steps: steps)
    }

    // MARK: Remake

    /// MASExampleRemakeView: its `updateConstraints` remakes the button's constraints.
    final class RemakeExampleView: View {
        let movingButton = GalleryButton(title: "Move Me!")
        var topLeft = true

        init(frame: CGRect, unusedMarker: Void) {
            super.init(frame: frame)
            movingButton.mas.key = "movingButton"
            movingButton.backgroundColor = Color(red: 0.85, green: 1, blue: 0.85)
            addSubview(movingButton)
        }

        override func updateConstraints() {
            movingButton.mas.remakeConstraints { make in
                make.width.equalTo(100)
                make.height.equalTo(100)
                if topLeft {
                    make.left.equalTo(self.mas.left).with.offset(10)
                    make.top.equalTo(self.mas.top).with.offset(10)
                } else {
                    make.bottom.equalTo(self.mas.bottom).with.offset(-10)
                    make.right.equalTo(self.mas.right).with.offset(-10)
                }
            }
            super.updateConstraints()
        }

        func toggleButtonPosition() {
            topLeft.toggle()
            setNeedsUpdateConstraints()
            updateConstraintsIfNeeded()
        }
    }

    /// MASExampleRemakeView, with two taps on "Move Me!".
    public static func remake(_ environment: GalleryEnvironment) -> ExampleLayout {
        let view = configure(RemakeExampleView(frame: CGRect(origin: .zero, size: environment.size), unusedMarker: ()), environment)
        return ExampleLayout(
            root: view, initialTitle: "top left",
            steps: [
                GalleryStep("tap: bottom right") { view.toggleButtonPosition() },
                GalleryStep("tap: top left") { view.toggleButtonPosition() },
            ])
    }

    // MARK: Constants

    /// MASExampleConstantsView: plain numbers against the superview, a CGPoint center offset
    /// and a CGSize.
    public static func constants(_ environment: GalleryEnvironment) -> ExampleLayout {
        let superview = makeRoot(environment)
        let purpleView = addView("purpleView", .purple, to: superview)
        let orangeView = addView("orangeView", .orange, to: superview)
        purpleView.mas.makeConstraints { make in
            make.top.equalTo(20)
            make.left.equalTo(20)
            make.bottom.equalTo(-20)
            make.right.equalTo(-20)
        }
        orangeView.mas.makeConstraints { make in
            make.center.equalTo(CGPoint(x: 0, y: 50))
            make.size.equalTo(CGSize(width: 200, height: 100))
        }
        return ExampleLayout(root: superview)
    }

    // MARK: Sides

    /// MASExampleSidesView: ten views, each `edges.equalTo(lastView).insets(5, 10, 15, 20)`.
    public static func sides(_ environment: GalleryEnvironment) -> ExampleLayout {
        let superview = makeRoot(environment)
        var colors = SeededColors(seed: 1)
        var lastView = superview
        for i in 0..<10 {
            let view = addView("view\(i)", colors.color(), to: superview)
            let previous = lastView
            view.mas.makeConstraints { make in
                make.edges.equalTo(previous).insets(EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
            }
            lastView = view
        }
        return ExampleLayout(root: superview)
    }

    // MARK: Aspect fit

    /// MASExampleAspectFitView: two halves, each with an inner view of a fixed aspect ratio
    /// as large as fits (required `<=` and low-priority `==`).
    public static func aspectFit(_ environment: GalleryEnvironment) -> ExampleLayout {
        let superview = makeRoot(environment)
        let topView = addView("topView", Color(red: 0.663, green: 0.796, blue: 0.996), to: superview)
        let bottomView = addView("bottomView", Color(red: 0.992, green: 0.804, blue: 0.941), to: superview)
        let topInnerView = addView("topInnerView", Color(red: 0.784, green: 0.992, blue: 0.851), to: topView)
        let bottomInnerView = addView("bottomInnerView", Color(red: 0.443, green: 0.780, blue: 0.337), to: bottomView)
        topView.mas.makeConstraints { make in
            make.left.right.and.top.equalTo(superview)
        }
        bottomView.mas.makeConstraints { make in
            make.left.right.and.bottom.equalTo(superview)
            make.top.equalTo(topView.mas.bottom)
            make.height.equalTo(topView)
        }
        topInnerView.mas.makeConstraints { make in
            make.width.equalTo(topInnerView.mas.height).multipliedBy(3)
            make.width.and.height.lessThanOrEqualTo(topView)
            make.width.and.height.equalTo(topView).with.priorityLow()
            make.center.equalTo(topView)
        }
        bottomInnerView.mas.makeConstraints { make in
            make.height.equalTo(bottomInnerView.mas.width).multipliedBy(3)
            make.width.and.height.lessThanOrEqualTo(bottomView)
            make.width.and.height.equalTo(bottomView).with.priorityLow()
            make.center.equalTo(bottomView)
        }
        return ExampleLayout(root: superview)
    }

    // MARK: Animated

    /// MASExampleAnimatedView: low-priority edges whose insets swap between 10 and 100
    /// (`constraint.insets = ...` in Masonry, `update(insets:)` here).
    public static func animated(_ environment: GalleryEnvironment) -> ExampleLayout {
        let superview = makeRoot(environment)
        let greenView = addView("greenView", .green, to: superview)
        let redView = addView("redView", .red, to: superview)
        let blueView = addView("blueView", .blue, to: superview)
        let padding: CGFloat = 10
        let paddingInsets = EdgeInsets(top: padding, left: padding, bottom: padding, right: padding)
        var animatable: [Constraint] = []
        greenView.mas.makeConstraints { make in
            animatable += [
                make.edges.equalTo(superview).insets(paddingInsets).priorityLow(),
                make.bottom.equalTo(blueView.mas.top).offset(-padding),
            ]
            make.size.equalTo(redView)
            make.height.equalTo(blueView.mas.height)
        }
        redView.mas.makeConstraints { make in
            animatable += [
                make.edges.equalTo(superview).insets(paddingInsets).priorityLow(),
                make.left.equalTo(greenView.mas.right).offset(padding),
                make.bottom.equalTo(blueView.mas.top).offset(-padding),
            ]
            make.size.equalTo(greenView)
            make.height.equalTo(blueView.mas.height)
        }
        blueView.mas.makeConstraints { make in
            animatable += [
                make.edges.equalTo(superview).insets(paddingInsets).priorityLow()
            ]
            make.height.equalTo(greenView.mas.height)
            make.height.equalTo(redView.mas.height)
        }
        let constraints = animatable
        func setInsets(_ amount: CGFloat) {
            for constraint in constraints {
                constraint.update(insets: EdgeInsets(top: amount, left: amount, bottom: amount, right: amount))
            }
        }
        return ExampleLayout(
            root: superview, initialTitle: "insets 10",
            steps: [
                GalleryStep("inverted: insets 100") { setInsets(100) },
                GalleryStep("back: insets 10") { setInsets(padding) },
            ])
    }

    // MARK: Debugging

    /// MASExampleDebuggingView: the Basic layout plus constraints that conflict on purpose;
    /// the diagnostics name the views and constraints by their keys.
    public static func debugging(_ environment: GalleryEnvironment) -> ExampleLayout {
        let superview = makeRoot(environment)
        let greenView = addView("greenView", .green, to: superview)
        let redView = addView("redView", .red, to: superview)
        let blueView = Label()
        blueView.backgroundColor = .blue
        blueView.numberOfLines = 3
        blueView.font = .systemFont(ofSize: 24)
        blueView.text = "this should look broken! check your console!"
        superview.addSubview(blueView)
        let padding = 10
        attachKeys(["greenView": greenView, "redView": redView, "blueView": blueView, "superview": superview])
        blueView.mas.makeConstraints { make in
            make.edges.equalTo(1).key("ConflictingConstraint")  // composite keys are indexed
            make.height.greaterThanOrEqualTo(5000).key("ConstantConstraint")
            make.top.equalTo(greenView.mas.bottom).offset(padding)
            make.left.equalTo(superview.mas.left).offset(padding)
            make.bottom.equalTo(superview.mas.bottom).offset(-padding).key("BottomConstraint")
            make.right.equalTo(superview.mas.right).offset(-padding)
            make.height.equalTo(greenView.mas.height)
            make.height.equalTo(redView.mas.height).key("340954")  // anything can be a key
        }
        greenView.mas.makeConstraints { make in
            make.top.greaterThanOrEqualTo(superview.mas.top).offset(padding)
            make.left.equalTo(superview.mas.left).offset(padding)
            make.bottom.equalTo(blueView.mas.top).offset(-padding)
            make.right.equalTo(redView.mas.left).offset(-padding)
            make.width.equalTo(redView.mas.width)
            make.height.equalTo(redView.mas.height)
            make.height.equalTo(blueView.mas.height)
        }
        redView.mas.makeConstraints { make in
            make.top.equalTo(superview.mas.top).with.offset(padding)
            make.left.equalTo(greenView.mas.right).offset(padding)
            make.bottom.equalTo(blueView.mas.top).offset(-padding)
            make.right.equalTo(superview.mas.right).offset(-padding)
            make.width.equalTo(greenView.mas.width)
            make.height.equalTo([greenView, blueView])
        }
        return ExampleLayout(root: superview)
    }

    // MARK: Label

    /// MASExampleLabelView: a long label of up to eight lines, and a short one to its right
    /// whose top is on the long one's last baseline; `layoutSubviews` sets the long label's
    /// preferred width from the frames and lays out again, as the original does.
    final class LabelExampleView: View {
        static let padding = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let shortLabel = Label()
        let longLabel = Label()

        init(frame: CGRect, unusedMarker: Void) {
            super.init(frame: frame)
            shortLabel.mas.key = "shortLabel"
            shortLabel.numberOfLines = 1
            shortLabel.text = "Bacon"
            addSubview(shortLabel)
            longLabel.mas.key = "longLabel"
            longLabel.numberOfLines = 8
            longLabel.text =
                "Bacon ipsum dolor sit amet spare ribs fatback kielbasa salami, tri-tip jowl pastrami flank short loin rump sirloin. Tenderloin frankfurter chicken biltong rump chuck filet mignon pork t-bone flank ham hock."
            addSubview(longLabel)
            let padding = LabelExampleView.padding
            longLabel.mas.makeConstraints { make in
                make.left.equalTo(self.mas.left).insets(padding)
                make.top.equalTo(self.mas.top).insets(padding)
            }
            shortLabel.mas.makeConstraints { make in
                make.top.equalTo(longLabel.mas.lastBaseline)
                make.right.equalTo(self.mas.right).insets(padding)
            }
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            // A multi-line label needs its preferred width, known once Auto Layout has placed
            // the labels; then the subviews are laid out again.
            var width = shortLabel.frame.minX - LabelExampleView.padding.left
            width -= longLabel.frame.minX
            longLabel.preferredMaxLayoutWidth = width
            super.layoutSubviews()
        }
    }

    /// MASExampleLabelView.
    public static func label(_ environment: GalleryEnvironment) -> ExampleLayout {
        let view = configure(LabelExampleView(frame: CGRect(origin: .zero, size: environment.size), unusedMarker: ()), environment)
        return ExampleLayout(root: view)
    }

    // MARK: Scroll

    /// MASExampleScrollView: a content view of ten views (25, 50 ... 250 tall) in a gray
    /// scroll view, as Masonry writes it: the content view's edges are the scroll view's (its
    /// content area) and its width the scroll view's (its frame), and its bottom (the last
    /// view's) sets the content size. A tap scrolls the tapped view into view
    /// (`scrollRectToVisible`), which moves the scroll view's bounds, not the content.
    public static func scroll(_ environment: GalleryEnvironment) -> ExampleLayout {
        let superview = makeRoot(environment)
        let scrollView = ScrollView()
        scrollView.name = "scrollView"
        scrollView.backgroundColor = .gray
        superview.addSubview(scrollView)
        scrollView.mas.makeConstraints { make in
            make.edges.equalTo(superview)
        }
        let contentView = addView("contentView", nil, to: scrollView)
        contentView.mas.makeConstraints { make in
            make.edges.equalTo(scrollView)
            make.width.equalTo(scrollView)
        }
        var colors = SeededColors(seed: 3)
        var lastView: View?
        var height: CGFloat = 25
        var views: [View] = []
        for i in 0..<10 {
            let view = addView("view\(i)", colors.color(), to: contentView)
            let previous = lastView
            let viewHeight = height
            view.mas.makeConstraints { make in
                if let previous {
                    make.top.equalTo(previous.mas.bottom)
                } else {
                    make.top.equalTo(0)
                }
                make.left.equalTo(0)
                make.width.equalTo(contentView.mas.width)
                make.height.equalTo(viewHeight)
            }
            height += 25
            lastView = view
            views.append(view)
        }
        if let lastView {
            contentView.mas.makeConstraints { make in
                make.bottom.equalTo(lastView.mas.bottom)
            }
        }
        // A tap dims the view and scrolls it into view.
        func tap(_ view: View) {
            if var color = view.backgroundColor {
                color.alpha /= 1.2
                view.backgroundColor = color
            }
            superview.layoutIfNeeded()
            scrollView.scrollRectToVisible(view.frame, animated: true)
        }
        return ExampleLayout(
            root: superview, initialTitle: "top",
            steps: [
                GalleryStep("tap view9: scrolled to the end") { tap(views[9]) },
                GalleryStep("tap view2: scrolled back") { tap(views[2]) },
            ])
    }

    // MARK: Array

    /// MASExampleArrayView: `updateConstraints` on an array of buttons moves their baselines
    /// together.
    final class ArrayExampleView: View {
        let raiseButton = GalleryButton(title: "Raise")
        let centerButton = GalleryButton(title: "Center")
        let lowerButton = GalleryButton(title: "Lower")
        var offset: CGFloat = 0 {
            didSet { setNeedsUpdateConstraints() }
        }
        var buttonViews: [GalleryButton] { [raiseButton, lowerButton, centerButton] }

        init(frame: CGRect, unusedMarker: Void) {
            super.init(frame: frame)
            for (button, key) in [(raiseButton, "raiseButton"), (centerButton, "centerButton"), (lowerButton, "lowerButton")] {
                button.mas.key = key
                button.backgroundColor = Color(red: 0.85, green: 0.92, blue: 1)
                addSubview(button)
            }
            lowerButton.mas.makeConstraints { make in
                make.left.equalTo(self).with.offset(10.0)
            }
            centerButton.mas.makeConstraints { make in
                make.centerX.equalTo(self)
            }
            raiseButton.mas.makeConstraints { make in
                make.right.equalTo(self).with.offset(-10)
            }
        }

        override func updateConstraints() {
            buttonViews.mas.updateConstraints { make in
                make.baseline.equalTo(self.mas.centerY).with.offset(offset)
            }
            super.updateConstraints()
        }
    }

    /// MASExampleArrayView, with taps on Raise, Raise, Lower and Center.
    public static func array(_ environment: GalleryEnvironment) -> ExampleLayout {
        let view = configure(ArrayExampleView(frame: CGRect(origin: .zero, size: environment.size), unusedMarker: ()), environment)
        let increment: CGFloat = 10
        return ExampleLayout(
            root: view, initialTitle: "offset 0",
            steps: [
                GalleryStep("tap Raise: offset -10") { view.offset -= increment },
                GalleryStep("tap Raise: offset -20") { view.offset -= increment },
                GalleryStep("tap Lower: offset -10") { view.offset += increment },
                GalleryStep("tap Center: offset 0") { view.offset = 0 },
            ])
    }

    // MARK: Attribute chaining

    /// MASExampleAttributeChainingView: the Basic layout written with chained attributes and
    /// `insets` (which picks each attribute's side).
    public static func attributeChaining(_ environment: GalleryEnvironment) -> ExampleLayout {
        let superview = makeRoot(environment)
        let greenView = addView("greenView", .green, to: superview)
        let redView = addView("redView", .red, to: superview)
        let blueView = addView("blueView", .blue, to: superview)
        let padding = EdgeInsets(top: 15, left: 10, bottom: 15, right: 10)
        greenView.mas.makeConstraints { make in
            make.top.and.left.equalTo(superview).insets(padding)
            make.bottom.equalTo(blueView.mas.top).insets(padding)
            make.right.equalTo(redView.mas.left).insets(padding)
            make.width.equalTo(redView.mas.width)
            make.height.equalTo([redView, blueView])
        }
        redView.mas.makeConstraints { make in
            make.top.and.right.equalTo(superview).insets(padding)
            make.left.equalTo(greenView.mas.right).insets(padding)
            make.bottom.equalTo(blueView.mas.top).insets(padding)
            make.width.equalTo(greenView.mas.width)
            make.height.equalTo([greenView, blueView])
        }
        blueView.mas.makeConstraints { make in
            make.top.equalTo(greenView.mas.bottom).insets(padding)
            make.left.right.and.bottom.equalTo(superview).insets(padding)
            make.height.equalTo([greenView, redView])
        }
        return ExampleLayout(root: superview)
    }

    // MARK: Margins

    /// MASExampleMarginView: ten views, each pinned to the previous one's margins
    /// (5, 10, 15, 20).
    public static func margins(_ environment: GalleryEnvironment) -> ExampleLayout {
        let superview = makeRoot(environment)
        var colors = SeededColors(seed: 2)
        var lastView = superview
        for i in 0..<10 {
            let view = addView("view\(i)", colors.color(), to: superview)
            view.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
            let previous = lastView
            view.mas.makeConstraints { make in
                make.top.equalTo(previous.mas.topMargin)
                make.bottom.equalTo(previous.mas.bottomMargin)
                make.left.equalTo(previous.mas.leftMargin)
                make.right.equalTo(previous.mas.rightMargin)
            }
            lastView = view
        }
        return ExampleLayout(root: superview)
    }

    // MARK: Distribute

    /// MASExampleDistributeView: the original picks one of four distributions at random;
    /// here each is a state, in the original's order.
    public static func distribute(_ environment: GalleryEnvironment) -> ExampleLayout {
        let superview = makeRoot(environment)
        var colors = SeededColors(seed: 4)
        let views = (0..<4).map { addView("view\($0)", colors.color(), to: superview) }
        func apply(_ type: Int) {
            for view in views { view.mas.removeConstraints() }
            switch type {
            case 0:
                views.mas.distributeViews(along: .horizontal, fixedSpacing: 20, leadSpacing: 5, tailSpacing: 5)
                views.mas.makeConstraints { make in
                    make.top.equalTo(60)
                    make.height.equalTo(60)
                }
            case 1:
                views.mas.distributeViews(along: .vertical, fixedSpacing: 20, leadSpacing: 5, tailSpacing: 5)
                views.mas.makeConstraints { make in
                    make.left.equalTo(0)
                    make.width.equalTo(60)
                }
            case 2:
                views.mas.distributeViews(along: .horizontal, fixedItemLength: 30, leadSpacing: 200, tailSpacing: 30)
                views.mas.makeConstraints { make in
                    make.top.equalTo(60)
                    make.height.equalTo(60)
                }
            default:
                views.mas.distributeViews(along: .vertical, fixedItemLength: 30, leadSpacing: 30, tailSpacing: 200)
                views.mas.makeConstraints { make in
                    make.left.equalTo(0)
                    make.width.equalTo(60)
                }
            }
        }
        apply(0)
        return ExampleLayout(
            root: superview, initialTitle: "horizontal, fixed spacing 20",
            steps: [
                GalleryStep("vertical, fixed spacing 20") { apply(1) },
                GalleryStep("horizontal, fixed item length 30") { apply(2) },
                GalleryStep("vertical, fixed item length 30") { apply(3) },
            ])
    }

    // MARK: Layout guides

    /// MASExampleLayoutGuideViewController: a green bar (with a blue square) under the top
    /// layout guide and a red bar on the bottom one. A view controller's top and bottom
    /// layout guides are the safe area's top and bottom.
    public static func layoutGuides(_ environment: GalleryEnvironment) -> ExampleLayout {
        let view = makeRoot(environment, key: "view")
        let topView = addView("topView", .green, to: view)
        let topSubview = addView("topSubview", .blue, to: topView)
        let bottomView = addView("bottomView", .red, to: view)
        topView.mas.makeConstraints { make in
            make.top.equalTo(view.mas.safeAreaLayoutGuideTop)
            make.left.equalTo(view)
            make.right.equalTo(view)
            make.height.equalTo(40)
        }
        topSubview.mas.makeConstraints { make in
            make.top.equalTo(view.mas.safeAreaLayoutGuideTop)
            make.centerX.equalTo(0)
            make.width.equalTo(20)
            make.height.equalTo(20)
        }
        bottomView.mas.makeConstraints { make in
            make.bottom.equalTo(view.mas.safeAreaLayoutGuideBottom)
            make.left.equalTo(view)
            make.right.equalTo(view)
            make.height.equalTo(40)
        }
        return ExampleLayout(root: view)
    }

    // MARK: Safe area

    /// MASExampleSafeAreaLayoutGuideViewController: three nested rectangles and nine
    /// 50-point labels pinned to every attribute of the safe area.
    public static func safeArea(_ environment: GalleryEnvironment) -> ExampleLayout {
        let view = makeRoot(environment, key: "view")
        let view1 = addView("view1", .red, to: view)
        let view2 = addView("view2", .green, to: view)
        let view3 = addView("view3", .blue, to: view)
        func label(_ name: String) -> View {
            let label = Label()
            label.text = name
            label.name = name
            label.backgroundColor = .yellow
            view.addSubview(label)
            return label
        }
        let leftView = label("LY"), rightView = label("RY"), topView = label("TX"), bottomView = label("BX")
        let leftTopView = label("LT"), rightTopView = label("RT"), leftBottomView = label("LB"), rightBottomView = label("RB")
        let centerView = label("XY")
        let size: CGFloat = 50
        view1.mas.makeConstraints { make in
            make.edges.equalTo(view.mas.safeAreaLayoutGuide).inset(10.0)
        }
        view2.mas.makeConstraints { make in
            make.center.equalTo(view.mas.safeAreaLayoutGuide)
            make.width.height.equalTo(view.mas.safeAreaLayoutGuide).sizeOffset(CGSize(width: -40, height: -40))
        }
        view3.mas.makeConstraints { make in
            make.center.equalTo(view.mas.safeAreaLayoutGuide)
            make.width.equalTo(view.mas.safeAreaLayoutGuide).sizeOffset(CGSize(width: -60, height: -60))
            make.height.equalTo(view.mas.safeAreaLayoutGuide).sizeOffset(CGSize(width: -60, height: -60))
        }
        leftTopView.mas.makeConstraints { make in
            make.left.top.equalTo(view.mas.safeAreaLayoutGuide)
            make.width.height.equalTo(size)
        }
        rightTopView.mas.makeConstraints { make in
            make.right.equalTo(view.mas.safeAreaLayoutGuideRight)
            make.top.equalTo(view.mas.safeAreaLayoutGuideTop)
            make.width.height.equalTo(size)
        }
        leftBottomView.mas.makeConstraints { make in
            make.left.equalTo(view.mas.safeAreaLayoutGuideLeft)
            make.bottom.equalTo(view.mas.safeAreaLayoutGuideBottom)
            make.width.height.equalTo(size)
        }
        rightBottomView.mas.makeConstraints { make in
            make.right.bottom.equalTo(view.mas.safeAreaLayoutGuide)
            make.width.height.equalTo(size)
        }
        leftView.mas.makeConstraints { make in
            make.left.centerY.equalTo(view.mas.safeAreaLayoutGuide)
            make.width.height.equalTo(size)
        }
        rightView.mas.makeConstraints { make in
            make.right.equalTo(view.mas.safeAreaLayoutGuideRight)
            make.centerY.equalTo(view.mas.safeAreaLayoutGuideCenterY)
            make.width.height.equalTo(size)
        }
        topView.mas.makeConstraints { make in
            make.top.equalTo(view.mas.safeAreaLayoutGuideTop)
            make.centerX.equalTo(view.mas.safeAreaLayoutGuideCenterX)
            make.width.height.equalTo(size)
        }
        bottomView.mas.makeConstraints { make in
            make.bottom.centerX.equalTo(view.mas.safeAreaLayoutGuide)
            make.width.height.equalTo(size)
        }
        centerView.mas.makeConstraints { make in
            make.center.equalTo(view.mas.safeAreaLayoutGuide)
            make.width.height.equalTo(size)
        }
        return ExampleLayout(root: view)
    }
}
