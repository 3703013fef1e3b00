import Masonry

/// The direction leading and trailing follow.
public enum GalleryLayoutDirection: String, Sendable, Hashable, CaseIterable {
    /// Leading is left.
    case leftToRight
    /// Leading is right.
    case rightToLeft
}

/// Where an example is laid out: the container's size, its safe-area insets and its layout
/// direction.
public struct GalleryEnvironment: Sendable, Hashable {
    /// The container's size (the root view's frame size).
    public var size: CGSize
    /// The container's safe-area insets.
    public var safeAreaInsets: EdgeInsets
    /// The layout direction.
    public var layoutDirection: GalleryLayoutDirection

    /// Creates an environment.
    public init(size: CGSize, safeAreaInsets: EdgeInsets = .zero, layoutDirection: GalleryLayoutDirection = .leftToRight) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.layoutDirection = layoutDirection
    }

    /// The four sizes `masonry demo` lays every example out at: an iPhone SE, an iPhone 15
    /// in portrait, the same in landscape (with its side and bottom safe-area insets) and an
    /// iPad Air in portrait.
    public static let demoSizes: [GalleryEnvironment] = [
        GalleryEnvironment(size: CGSize(width: 320, height: 568), safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        GalleryEnvironment(size: CGSize(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
        GalleryEnvironment(size: CGSize(width: 852, height: 393), safeAreaInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)),
        GalleryEnvironment(size: CGSize(width: 820, height: 1180), safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
    ]
}

/// One state of an example: what the user did to get there, and the change it makes.
public struct GalleryStep {
    /// A short caption ("tap Grow Me!").
    public let title: String
    let apply: () -> Void

    /// Creates a step that runs `apply` (the same update or remake calls the original makes).
    public init(_ title: String, apply: @escaping () -> Void) {
        self.title = title
        self.apply = apply
    }
}

/// A laid-out example: its root view, its first state's caption, and the steps that lead
/// to its further states (where the original animates or reacts to taps).
public final class ExampleLayout {
    /// The root view (laid out in its first state after ``Example/make(_:)``).
    public let root: View
    /// The caption of the first state.
    public let initialTitle: String
    /// The steps to the further states.
    public let steps: [GalleryStep]
    /// The diagnostics raised while building and laying out the first state.
    public internal(set) var diagnostics: [LayoutDiagnostic] = []

    /// Creates a layout.
    public init(root: View, initialTitle: String = "initial", steps: [GalleryStep] = []) {
        self.root = root
        self.initialTitle = initialTitle
        self.steps = steps
    }

    /// How many states the example shows.
    public var stateCount: Int { steps.count + 1 }

    /// Runs through the states: `body` sees the root laid out in the first state, then after
    /// each step (applied and laid out) in turn. Returns the diagnostics of the steps.
    @discardableResult
    public func forEachState(_ body: (_ index: Int, _ title: String, _ root: View) -> Void) -> [LayoutDiagnostic] {
        body(0, initialTitle, root)
        var raised: [LayoutDiagnostic] = []
        for (offset, step) in steps.enumerated() {
            raised += LayoutDiagnostics.record {
                step.apply()
                root.layoutIfNeeded()
            }
            body(offset + 1, step.title, root)
        }
        return raised
    }

    /// Every view of the tree, the root first, depth first.
    public var allViews: [View] {
        var result: [View] = []
        func visit(_ view: View) {
            result.append(view)
            for subview in view.subviews { visit(subview) }
        }
        visit(root)
        return result
    }

    /// How many active constraints the tree holds.
    public var constraintCount: Int {
        allViews.reduce(0) { $0 + $1.constraints.filter(\.isActive).count }
    }

    /// The frame of the view keyed `key`, in the root's coordinates.
    public func frame(of key: String) -> CGRect? {
        var found: CGRect?
        func visit(_ view: View, origin: CGPoint, isRoot: Bool) {
            guard found == nil else { return }
            let frame = isRoot ? CGRect(origin: .zero, size: view.frame.size) : view.frame.offsetBy(dx: origin.x, dy: origin.y)
            if view.name == key { found = frame; return }
            for subview in view.subviews {
                visit(subview, origin: CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY), isRoot: false)
            }
        }
        visit(root, origin: .zero, isRoot: true)
        return found
    }
}

/// One screen of the gallery.
public struct Example: Sendable {
    /// The command-line name (`basic`, `seed-three-columns`).
    public let name: String
    /// The title the original app shows.
    public let title: String
    /// What the example shows.
    public let summary: String
    /// Whether the example raises diagnostics on purpose (the Debugging example).
    public let expectsDiagnostics: Bool
    private let build: @Sendable (GalleryEnvironment) -> ExampleLayout

    /// Creates an example.
    public init(
        name: String, title: String, summary: String, expectsDiagnostics: Bool = false,
        build: @escaping @Sendable (GalleryEnvironment) -> ExampleLayout
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.expectsDiagnostics = expectsDiagnostics
        self.build = build
    }

    /// Builds the example for `environment` and lays it out in its first state; the
    /// diagnostics raised on the way are in the result's ``ExampleLayout/diagnostics``.
    public func make(_ environment: GalleryEnvironment) -> ExampleLayout {
        var layout: ExampleLayout?
        let diagnostics = LayoutDiagnostics.record {
            let made = build(environment)
            made.root.layoutIfNeeded()
            layout = made
        }
        let result = layout ?? ExampleLayout(root: View())
        result.diagnostics = diagnostics
        return result
    }
}

/// The example gallery: Masonry's example app, screen by screen, and the seeds' layouts.
public enum Gallery {
    /// Every example: the seeds' first, then the Masonry app's in its menu order, then the
    /// screens of features its examples do not use.
    public static let examples: [Example] = seedExamples + masonryExamples + moreExamples

    /// The example called `name`, if any.
    public static func example(named name: String) -> Example? {
        examples.first { $0.name == name }
    }

    /// A root view of the environment's size (white, keyed `superview`).
    static func makeRoot(_ environment: GalleryEnvironment, key: String = "superview") -> View {
        configure(View(frame: CGRect(origin: .zero, size: environment.size)), environment, key: key)
    }

    /// Gives a root its key, its color, the environment's safe-area insets and its layout
    /// direction.
    static func configure<Root: View>(_ root: Root, _ environment: GalleryEnvironment, key: String = "superview") -> Root {
        root.name = key
        root.backgroundColor = .white
        root.safeAreaInsets = environment.safeAreaInsets
        if environment.layoutDirection == .rightToLeft {
            root.semanticContentAttribute = .forceRightToLeft
        }
        return root
    }

    /// A subview of `parent` with a key and a color.
    static func addView(_ key: String, _ color: Color?, to parent: View) -> View {
        let view = View()
        view.name = key
        view.backgroundColor = color
        parent.addSubview(view)
        return view
    }
}

/// Colors from a seeded generator, so that Masonry's `randomColor` screens look the same
/// on every run (hue in `0..<1`, saturation and brightness in `0.5..<1`, as Masonry's).
struct SeededColors {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    private mutating func next() -> UInt64 {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func color() -> Color {
        let hue = Double(next() % 256) / 256
        let saturation = Double(next() % 128) / 256 + 0.5
        let brightness = Double(next() % 128) / 256 + 0.5
        return Color(hue: hue, saturation: saturation, brightness: brightness)
    }
}

extension Color {
    /// A color from hue, saturation and brightness, each in `0 ... 1` (as `UIColor`'s).
    init(hue: Double, saturation: Double, brightness: Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let v = brightness
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        switch sector {
        case 0: self.init(red: v, green: t, blue: p)
        case 1: self.init(red: q, green: v, blue: p)
        case 2: self.init(red: p, green: v, blue: t)
        case 3: self.init(red: p, green: q, blue: v)
        case 4: self.init(red: t, green: p, blue: v)
        default: self.init(red: v, green: p, blue: q)
        }
    }
}

/// A stand-in for `UIButton`: a view with a title and the intrinsic size of a system button.
public final class GalleryButton: View {
    /// The button's title.
    public var title: String

    /// Creates a button with a title.
    public init(title: String) {
        self.title = title
        super.init(frame: .zero)
    }

    /// The size UIKit gives a system button with this title at 15 points: about 8 points a
    /// character plus 16, and 30 tall.
    public override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(title.count * 8 + 16), height: 30)
    }
}
