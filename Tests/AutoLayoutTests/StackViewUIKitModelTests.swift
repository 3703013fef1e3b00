import Foundation
import Testing
@testable import AutoLayout

// A differential review of `StackView` against a model of the constraints UIKit's
// `UIStackView` makes. The model is written here in the engine's own terms: the same views are
// laid out in a plain `View` container (not a stack) by constraints activated one by one, with
// `LayoutGuide`s standing in for UIKit's `_UILayoutSpacer`s. Its rules are those that
// kean/Arranged (an open-source UIStackView replacement) checked, constraint for constraint,
// against UIKit's on iOS: they are restated below in our API, not copied.

// MARK: - Configurations

/// The stack's settings for one layout.
struct StackModelConfiguration: CustomStringConvertible, Sendable {
    var axis: LayoutAxis
    var alignment: StackView.Alignment
    var distribution: StackView.Distribution
    var spacing: CGFloat = 0
    var baselineRelative = false

    var description: String {
        "\(axis) \(alignment) \(distribution) spacing \(formatNumber(Double(spacing)))"
            + (baselineRelative ? " baseline-relative" : "")
    }
}

/// How the stack (and the model's container) is sized; both are pinned at (10, 20) in a
/// 1000 x 1000 root.
enum StackModelSizing: CaseIterable, Sendable, CustomStringConvertible {
    /// 400 x 300: larger than any of the view sets needs.
    case fixed
    /// The size across the axis only (the length is left to the views).
    case noLength
    /// The length along the axis only (the size across it is left to the views).
    case noCross

    static let fixedSize = CGSize(width: 400, height: 300)

    var description: String {
        switch self {
        case .fixed: "400 x 300"
        case .noLength: "no length along the axis"
        case .noCross: "no size across the axis"
        }
    }
}

/// Which of three arranged views are hidden.
enum StackModelHidden: CaseIterable, Sendable, CustomStringConvertible {
    case none, first, middle, last, all

    var indices: Set<Int> {
        switch self {
        case .none: []
        case .first: [0]
        case .middle: [1]
        case .last: [2]
        case .all: [0, 1, 2]
        }
    }

    var description: String {
        switch self {
        case .none: "none hidden"
        case .first: "first hidden"
        case .middle: "middle hidden"
        case .last: "last hidden"
        case .all: "all hidden"
        }
    }
}

/// A set of three arranged views, made afresh for each tree (the stack's and the model's).
struct StackModelViews: CustomStringConvertible, Sendable {
    let name: String
    let make: @Sendable (LayoutAxis) -> [View]

    var description: String { name }

    /// Content hugging along the axis, all different, so that which view stretches in a
    /// `fill` stack longer than its views is decided (the middle one, of the lowest).
    static let hugging: [LayoutPriority] = [250, 240, 260]

    /// Three boxes, the middle one the largest both ways: 30 x 20, 50 x 40, 20 x 10.
    static let boxes = StackModelViews(name: "boxes") { _ in
        [IntrinsicSizeView("a", 30, 20), IntrinsicSizeView("b", 50, 40), IntrinsicSizeView("c", 20, 10)]
    }

    /// Boxes with an intrinsic length along the axis only (30, 50, 20), and none across it but
    /// the middle one's (40): the other two are sized across by the alignment alone.
    static let boxesWithoutCrossSize = StackModelViews(name: "boxes without cross size") { axis in
        let none = View.noIntrinsicMetric
        let sizes: [(CGFloat, CGFloat)] = [(30, none), (50, 40), (20, none)]
        return zip(["a", "b", "c"], sizes).map { name, size in
            axis == .horizontal ? IntrinsicSizeView(name, size.0, size.1) : IntrinsicSizeView(name, size.1, size.0)
        }
    }

    /// Labels of font sizes 10, 30, 20 ("ab" 10 x 12 with its baseline 8 below its top,
    /// "cdef" 60 x 36 baseline 24, "ghi" 30 x 24 baseline 16): the middle one reaches highest
    /// above the common baseline and lowest below it.
    static let labels = StackModelViews(name: "labels 10, 30, 20") { _ in
        [makeLabel("ab", "ab", in: nil, fontSize: 10), makeLabel("cdef", "cdef", in: nil, fontSize: 30),
         makeLabel("ghi", "ghi", in: nil, fontSize: 20)]
    }

    /// The same labels, the largest first (30, 10, 20).
    static let labelsLargestFirst = StackModelViews(name: "labels 30, 10, 20") { _ in
        [makeLabel("cdef", "cdef", in: nil, fontSize: 30), makeLabel("ab", "ab", in: nil, fontSize: 10),
         makeLabel("ghi", "ghi", in: nil, fontSize: 20)]
    }

    static let all = [boxes, boxesWithoutCrossSize, labels, labelsLargestFirst]
}

// MARK: - The UIKit model

/// The attributes along the axis and across it.
private struct ModelAttributes {
    let start, end, center, length: LayoutAttribute
    let crossStart, crossEnd, crossCenter, crossLength: LayoutAttribute

    init(_ axis: LayoutAxis) {
        if axis == .horizontal {
            (start, end, center, length) = (.leading, .trailing, .centerX, .width)
            (crossStart, crossEnd, crossCenter, crossLength) = (.top, .bottom, .centerY, .height)
        } else {
            (start, end, center, length) = (.top, .bottom, .centerY, .height)
            (crossStart, crossEnd, crossCenter, crossLength) = (.leading, .trailing, .centerX, .width)
        }
    }
}

/// Lays `views` out inside `container` (a plain view: the stack's stand-in) with the
/// constraints UIKit's `UIStackView` makes for `configuration`, the views at `hidden` hidden.
/// The views become subviews of `container`; the constraints are returned, active.
///
/// The rules, as kean/Arranged's test suite recorded them from UIKit (see the notes in the body
/// for the two places where its record leaves a choice):
///
/// Along the axis:
/// - canvas connections: the first visible view's start and the last visible view's end meet
///   the container's (with no visible view, a spacer guide spans the container);
/// - spacing between every two neighbours, hidden or not: the spacing, less half of it for
///   each of the two that is hidden, and none where the view after is the first visible one or
///   the view before the last visible one; equal for the `fill...` distributions, at least
///   that for the `equal...` ones; between baselines (last to first) for a vertical
///   baseline-relative stack;
/// - a hidden view has no length (required);
/// - `fillEqually`: the visible views as long as the first visible one;
/// - `fillProportionally`: each visible view with an intrinsic length `l` is
///   `l / (sum of those lengths + spaces)` of the container's length, at priorities 999, 998,
///   ... (required when only one view has a length and there is one view or no spacing); the
///   others have no length (required); all equal when none has an intrinsic length;
/// - `equalSpacing` / `equalCentering`: a gap guide between each two visible neighbours, from
///   one's end (center) to the next one's start (center), all as long as the first gap
///   (required; 149 for `equalCentering`), and the container as short as that allows (0 @49).
///
/// Across the axis ("top" below is the start across the axis, "bottom" its end):
/// - `fill` pins both edges of the views, `leading` the top, `trailing` the bottom; `center`,
///   `firstBaseline` and `lastBaseline` neither (their item connections are "weak");
/// - with a weak side and more than one view (or no visible view), a spanner guide wraps the
///   visible views: its top above theirs (at or above, when the top is weak; equal @999.5
///   otherwise), likewise its bottom, and it is as short as it can be (0 @51, when a side is
///   weak);
/// - canvas connections: the container's top to the first view's (`items.first`, hidden or
///   not) and its bottom to the spanner's (or the first view's, when there is no spanner);
///   the other way round for `trailing` and `lastBaseline`; `center` to the spanner on both
///   sides, and the container's center to the first view's. A connection is weak (the
///   container's top at or above, its bottom at or below) where the item connection is, but
///   with a spanner only the top for a horizontal `firstBaseline` (UIKit's known bug: the top
///   meets the first view only) and the bottom for a horizontal `lastBaseline`;
/// - all views, hidden or not, aligned with the first one: both edges for `fill`, the top for
///   `leading`, the bottom for `trailing`, the center for `center`, the first (last) baseline
///   for `firstBaseline` (`lastBaseline`) in a horizontal stack, nothing in a vertical one;
/// - with a weak item connection, every view has no size across the axis @25 (ambiguity
///   suppression); with a weak canvas connection, the container none either @49.
@discardableResult
func arrangeAsUIKit(
    _ views: [View], hidden: Set<Int>, in container: View, _ configuration: StackModelConfiguration
) -> [LayoutConstraint] {
    var model = UIKitStackModel(container: container, views: views, hidden: hidden, configuration: configuration)
    for (index, view) in views.enumerated() {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        view.isHidden = hidden.contains(index)
    }
    model.arrangeAlongTheAxis()
    model.arrangeAcrossTheAxis()
    LayoutConstraint.activate(model.constraints)
    return model.constraints
}

private struct UIKitStackModel {
    let container: View
    let views: [View]
    let hidden: Set<Int>
    let configuration: StackModelConfiguration
    let a: ModelAttributes
    /// The indices of the visible views, in order.
    let visible: [Int]
    var constraints: [LayoutConstraint] = []

    init(container: View, views: [View], hidden: Set<Int>, configuration: StackModelConfiguration) {
        self.container = container
        self.views = views
        self.hidden = hidden
        self.configuration = configuration
        a = ModelAttributes(configuration.axis)
        visible = views.indices.filter { !hidden.contains($0) }
    }

    mutating func add(
        _ first: any LayoutItem, _ firstAttribute: LayoutAttribute, _ second: any LayoutItem,
        _ secondAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: LayoutPriority = .required
    ) {
        add(first, firstAttribute, .equal, second, secondAttribute, multiplier: multiplier, constant: constant, priority: priority)
    }

    mutating func add(
        _ first: any LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: (any LayoutItem)?, _ secondAttribute: LayoutAttribute, multiplier: CGFloat = 1,
        constant: CGFloat = 0, priority: LayoutPriority = .required
    ) {
        let constraint = LayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
            attribute: secondAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraints.append(constraint)
    }

    /// `item`'s length (or size across the axis) is `constant`.
    mutating func add(_ item: any LayoutItem, _ attribute: LayoutAttribute, is constant: CGFloat, priority: LayoutPriority = .required) {
        add(item, attribute, .equal, nil, .notAnAttribute, constant: constant, priority: priority)
    }

    /// A new guide of the container (UIKit's `_UILayoutSpacer`).
    func spacer(_ name: String) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = name
        container.addLayoutGuide(guide)
        return guide
    }

    var isEqualDistribution: Bool {
        configuration.distribution == .equalSpacing || configuration.distribution == .equalCentering
    }

    mutating func arrangeAlongTheAxis() {
        guard !views.isEmpty else { return }
        if let first = visible.first, let last = visible.last {
            add(container, a.start, views[first], a.start)
            add(container, a.end, views[last], a.end)
        } else {
            let spanner = spacer("distribution-spanner")
            add(container, a.start, spanner, a.start)
            add(container, a.end, spanner, a.end)
        }

        let baselines = configuration.baselineRelative && configuration.axis == .vertical
        let (from, to): (LayoutAttribute, LayoutAttribute) = baselines ? (.lastBaseline, .firstBaseline) : (a.end, a.start)
        let spacing = configuration.spacing
        for index in views.indices.dropFirst() {
            let previous = index - 1
            let halves = CGFloat([previous, index].filter { hidden.contains($0) }.count)
            let atAnEnd = index == visible.first || previous == visible.last
            add(views[index], to, isEqualDistribution ? .greaterThanOrEqual : .equal, views[previous], from,
                constant: atAnEnd ? 0 : spacing - spacing / 2 * halves)
        }

        switch configuration.distribution {
        case .fill:
            break
        case .fillEqually:
            equalLengths(visible.map { views[$0] })
        case .fillProportionally:
            fillProportionally()
        case .equalSpacing, .equalCentering:
            let centering = configuration.distribution == .equalCentering
            var gaps: [LayoutGuide] = []
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let gap = spacer("gap")
                // Arranged records the gap's first (last) baseline against the view before
                // (after) in a baseline-relative stack; a guide has no baselines, and those
                // stand for its start (end) here.
                add(gap, a.start, views[previous], centering ? a.center : from)
                add(gap, a.end, views[next], centering ? a.center : to)
                gaps.append(gap)
            }
            equalLengths(gaps, priority: centering ? 149 : .required)
        }

        for index in hidden { add(views[index], a.length, is: 0) }
        if isEqualDistribution { add(container, a.length, is: 0, priority: 49) }
    }

    mutating func equalLengths(_ items: [any LayoutItem], priority: LayoutPriority = .required) {
        guard let first = items.first else { return }
        for item in items.dropFirst() { add(item, a.length, first, a.length, priority: priority) }
    }

    mutating func fillProportionally() {
        let lengths = visible.map { index -> CGFloat in
            let size = views[index].intrinsicContentSize
            return configuration.axis == .horizontal ? size.width : size.height
        }
        let sized = lengths.filter { $0 > 0 }
        guard !sized.isEmpty else { return equalLengths(visible.map { views[$0] }) }
        let total = sized.reduce(configuration.spacing * CGFloat(visible.count - 1), +)
        let required = sized.count == 1 && (visible.count == 1 || configuration.spacing == 0)
        var priority: LayoutPriority = required ? .required : 999
        for (index, length) in zip(visible, lengths) {
            if length > 0 {
                add(views[index], a.length, container, a.length, multiplier: length / total, priority: priority)
            } else {
                add(views[index], a.length, is: 0)
            }
            if !required { priority = priority - 1 }
        }
    }

    mutating func arrangeAcrossTheAxis() {
        guard !views.isEmpty else { return }
        let alignment = configuration.alignment
        let horizontal = configuration.axis == .horizontal
        let topIsWeak = [.trailing, .center, .firstBaseline, .lastBaseline].contains(alignment)
        let bottomIsWeak = [.leading, .center, .firstBaseline, .lastBaseline].contains(alignment)
        let anyIsWeak = topIsWeak || bottomIsWeak

        var spanner: LayoutGuide?
        if visible.isEmpty || (views.count > 1 && anyIsWeak) {
            let guide = spacer("alignment-spanner")
            if anyIsWeak { add(guide, a.crossLength, is: 0, priority: 51) }
            for index in visible {
                add(guide, a.crossStart, topIsWeak ? .lessThanOrEqual : .equal, views[index], a.crossStart,
                    priority: topIsWeak ? .required : 999.5)
                add(guide, a.crossEnd, bottomIsWeak ? .greaterThanOrEqual : .equal, views[index], a.crossEnd,
                    priority: bottomIsWeak ? .required : 999.5)
            }
            spanner = guide
        }

        let first: any LayoutItem = visible.isEmpty ? spanner! : views[0]
        var (topItem, bottomItem): (any LayoutItem, any LayoutItem) = (first, spanner ?? first)
        switch alignment {
        case .trailing, .lastBaseline:
            swap(&topItem, &bottomItem)
        case .center:
            // Arranged connects the first view's bottom here (its test could not tell a view
            // from a spacer, matching any two non-view items); that would stretch the first
            // view over the whole container, which UIKit's center alignment does not do. UIKit
            // logs both connections against the spanner.
            bottomItem = spanner ?? first
            topItem = spanner ?? first
        default:
            break
        }
        let topCanvasIsWeak = spanner == nil ? topIsWeak : alignment == .firstBaseline && !visible.isEmpty && horizontal
        let bottomCanvasIsWeak = spanner == nil ? bottomIsWeak : alignment == .lastBaseline && !visible.isEmpty && horizontal
        add(container, a.crossStart, topCanvasIsWeak ? .lessThanOrEqual : .equal, topItem, a.crossStart)
        add(container, a.crossEnd, bottomCanvasIsWeak ? .greaterThanOrEqual : .equal, bottomItem, a.crossEnd)
        if alignment == .center { add(container, a.crossCenter, first, a.crossCenter) }

        let aligned: [LayoutAttribute] = switch alignment {
        case .fill: [a.crossEnd, a.crossStart]
        case .leading: [a.crossStart]
        case .trailing: [a.crossEnd]
        case .center: [a.crossCenter]
        case .firstBaseline: horizontal ? [.firstBaseline] : []
        case .lastBaseline: horizontal ? [.lastBaseline] : []
        }
        for view in views.dropFirst() {
            for attribute in aligned { add(views[0], attribute, view, attribute) }
        }

        if anyIsWeak {
            for view in views { add(view, a.crossLength, is: 0, priority: 25) }
        }
        if topCanvasIsWeak || bottomCanvasIsWeak { add(container, a.crossLength, is: 0, priority: 49) }
    }
}

// MARK: - Laying out both

/// A stack (or the model's container) pinned at (10, 20) in a 1000 x 1000 root, with its
/// arranged views; ``resize(_:)`` sizes it and lays the tree out.
final class StackModelTree {
    let root = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    let container: View
    let views: [View]
    let axis: LayoutAxis
    private var sizeConstraints: [LayoutConstraint] = []
    /// The diagnostics raised since the tree was made or ``clearDiagnostics()`` was last called.
    private(set) var diagnostics: [LayoutDiagnostic] = []

    /// `views` in a `StackView` set up as `configuration`, the views at `hidden` hidden.
    static func stack(_ views: [View], hidden: Set<Int>, _ configuration: StackModelConfiguration) -> StackModelTree {
        let stack = StackView(arrangedSubviews: views)
        stack.name = "stack"
        stack.axis = configuration.axis
        stack.alignment = configuration.alignment
        stack.distribution = configuration.distribution
        stack.spacing = configuration.spacing
        stack.isBaselineRelativeArrangement = configuration.baselineRelative
        for index in hidden { views[index].isHidden = true }
        return StackModelTree(stack, views, axis: configuration.axis) { }
    }

    /// `views` in a plain container, arranged by the UIKit model.
    static func model(_ views: [View], hidden: Set<Int>, _ configuration: StackModelConfiguration) -> StackModelTree {
        let container = View()
        container.name = "container"
        return StackModelTree(container, views, axis: configuration.axis) {
            arrangeAsUIKit(views, hidden: hidden, in: container, configuration)
        }
    }

    private init(_ container: View, _ views: [View], axis: LayoutAxis, arrange: () -> Void) {
        self.container = container
        self.views = views
        self.axis = axis
        for (view, priority) in zip(views, StackModelViews.hugging) { view.setContentHuggingPriority(priority, for: axis) }
        root.name = "root"
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        diagnostics = LayoutDiagnostics.record {
            LayoutConstraint.activate([
                container.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                container.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            ])
            arrange()
        }
    }

    /// Sizes the container as `sizing` says and lays the tree out.
    @discardableResult
    func resize(_ sizing: StackModelSizing) -> StackModelTree {
        let size = StackModelSizing.fixedSize
        let sizedAlong = sizing != .noLength, sizedAcross = sizing != .noCross
        let horizontal = axis == .horizontal
        return resize(width: (horizontal ? sizedAlong : sizedAcross) ? size.width : nil,
                      height: (horizontal ? sizedAcross : sizedAlong) ? size.height : nil)
    }

    /// Gives the container the width and height that are not `nil` (in place of those given
    /// before) and lays the tree out.
    @discardableResult
    func resize(width: CGFloat?, height: CGFloat?) -> StackModelTree {
        var constraints: [LayoutConstraint] = []
        if let width { constraints.append(container.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(container.heightAnchor.constraint(equalToConstant: height)) }
        diagnostics += LayoutDiagnostics.record {
            LayoutConstraint.deactivate(sizeConstraints)
            sizeConstraints = constraints
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
        }
        return self
    }

    /// Forgets the diagnostics raised so far.
    func clearDiagnostics() { diagnostics = [] }

    var conflicts: Int { diagnostics.filter { $0.kind == .unsatisfiable }.count }

    /// The container's frame (in the root), then each view's (in the container).
    var frames: [CGRect] { [container.frame] + views.map(\.frame) }
}

// MARK: - Comparing

/// One part of a frame.
private enum FramePart: Int, CaseIterable, CustomStringConvertible {
    case x, y, width, height

    func value(_ frame: CGRect) -> Double {
        switch self {
        case .x: frame.minX
        case .y: frame.minY
        case .width: frame.width
        case .height: frame.height
        }
    }

    var description: String { ["x", "y", "width", "height"][rawValue] }
}

/// The parts of `view`'s frame its constraints leave free (in the model, where UIKit's own
/// constraints are ambiguous: there is nothing to compare there).
private func ambiguousParts(of view: View) -> Set<FramePart> {
    guard view.hasAmbiguousLayout else { return [] }
    let variables = view.layoutVariables
    let moving = view.layoutEngine.ambiguousVariables(of: view)
    let all = [variables.x, variables.y, variables.width, variables.height]
    return Set(FramePart.allCases.filter { part in moving.contains { $0 === all[part.rawValue] } })
}

/// Frame parts left out of a comparison: the container's, and the views' by index.
private struct IgnoredParts {
    var container: Set<FramePart> = []
    var views: [Int: Set<FramePart>] = [:]
}

/// The differences between the stack's layout and the model's, as lines of text: none when
/// they agree to 1e-6 wherever the model's layout is determined, but for the `ignored` parts
/// (by view index).
private func differences(_ ours: StackModelTree, _ model: StackModelTree, ignoring ignored: IgnoredParts = IgnoredParts()) -> [String] {
    var found: [String] = []
    if ours.conflicts != model.conflicts {
        found.append("unsatisfiable constraints: ours \(ours.conflicts), model \(model.conflicts)")
    }
    let names = ["stack"] + ours.views.map { ($0.name ?? "view") + ($0.isHidden ? " (hidden)" : "") }
    let modelViews = [model.container] + model.views
    for (index, (ourFrame, modelFrame)) in zip(ours.frames, model.frames).enumerated() {
        let parts = FramePart.allCases.filter {
            abs($0.value(ourFrame) - $0.value(modelFrame)) > 1e-6
                && !(index == 0 ? ignored.container : ignored.views[index - 1, default: []]).contains($0)
        }
        guard !parts.isEmpty else { continue }
        let free = ambiguousParts(of: modelViews[index])
        let determined = parts.filter { !free.contains($0) }
        guard !determined.isEmpty else { continue }
        found.append("\(names[index]) \(determined): ours \(describe(ourFrame)), model \(describe(modelFrame))")
    }
    return found
}

private func describe(_ frame: CGRect) -> String {
    "(\(formatNumber(frame.minX)), \(formatNumber(frame.minY)), \(formatNumber(frame.width)), \(formatNumber(frame.height)))"
}

// MARK: - The matrix

/// A configuration, its views and which are hidden: one tree each for the stack and the model,
/// laid out at each sizing in turn.
private struct StackModelCase: CustomStringConvertible {
    var configuration: StackModelConfiguration
    var views: StackModelViews
    var hidden: StackModelHidden

    var description: String { "\(configuration), \(views), \(hidden)" }

    /// Every case for one axis and alignment.
    static func all(axis: LayoutAxis, alignment: StackView.Alignment) -> [StackModelCase] {
        var cases: [StackModelCase] = []
        for distribution in [StackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering] {
            for spacing: CGFloat in [0, 10] {
                // A horizontal stack ignores `isBaselineRelativeArrangement` (so does the model):
                // checked with spacing only.
                for baselineRelative in [false, true] where !baselineRelative || axis == .vertical || spacing > 0 {
                    let configuration = StackModelConfiguration(
                        axis: axis, alignment: alignment, distribution: distribution, spacing: spacing,
                        baselineRelative: baselineRelative)
                    for views in viewSets(axis: axis, alignment: alignment) {
                        for hidden in StackModelHidden.allCases {
                            cases.append(StackModelCase(configuration: configuration, views: views, hidden: hidden))
                        }
                    }
                }
            }
        }
        return cases
    }

    /// The view sets for an axis and alignment: all of them, but for a baseline alignment in a
    /// vertical stack (compared along the axis only, as the other alignments are) the labels.
    static func viewSets(axis: LayoutAxis, alignment: StackView.Alignment) -> [StackModelViews] {
        let verticalBaselines = axis == .vertical && (alignment == .firstBaseline || alignment == .lastBaseline)
        return verticalBaselines ? [.labels, .labelsLargestFirst] : StackModelViews.all
    }

    /// Why the matrix leaves this case out at `sizing`, if it does: the deliberate differences.
    func exclusion(_ sizing: StackModelSizing) -> String? {
        let c = configuration
        // UIKit meets the stack's top (first baselines) or bottom (last baselines) with the
        // first arranged view even when it is hidden, so a hidden first label sizes a row
        // that nothing else sizes across (the same connection as UIKit's baseline bug below);
        // StackView's hidden views take no room.
        if c.axis == .horizontal, c.alignment == .firstBaseline || c.alignment == .lastBaseline,
           hidden == .first, sizing == .noCross {
            return "a hidden first view of a baseline row"
        }
        // Deliberate: our proportional shares (of the length less the spaces) and UIKit's (of
        // the length, spaces counted in the total, at 999, 998, ...) agree at the natural
        // length only: compared when nothing else sizes the stack along the axis.
        if c.distribution == .fillProportionally && sizing != .noLength {
            return "fillProportionally with a length of its own"
        }
        // The same shares with spaces between baselines: both count the spacing as if it ran
        // between edges, so no length satisfies them, and each gives way differently.
        if c.distribution == .fillProportionally && c.axis == .vertical && c.baselineRelative && c.spacing > 0 {
            return "fillProportionally with spaces between baselines"
        }
        return nil
    }

    /// Whether the model's layout shows UIKit's bug of horizontal baseline alignments: a
    /// visible view out of the container across the axis. The container's top meets only the
    /// first view for first baselines (a later view reaching higher above the baseline pokes
    /// out at the top); by the same rules its bottom meets only the first view for last
    /// baselines (a later view reaching lower pokes out at the bottom). StackView keeps every
    /// view inside: such layouts are left out.
    func showsUIKitBaselineBug(_ model: StackModelTree) -> Bool {
        let c = configuration
        guard c.axis == .horizontal, c.alignment == .firstBaseline || c.alignment == .lastBaseline else { return false }
        let height = model.container.frame.height
        return model.views.contains { !$0.isHidden && ($0.frame.minY < -1e-6 || $0.frame.maxY > height + 1e-6) }
    }

    /// The frame parts the matrix leaves out (a deliberate difference): in a vertical stack
    /// with a baseline alignment, everything across the axis
    /// (`baselineAlignmentInAVerticalStack`).
    var ignoredParts: IgnoredParts {
        let c = configuration
        let baselineAlignment = c.alignment == .firstBaseline || c.alignment == .lastBaseline
        var ignored = IgnoredParts()
        if c.axis == .vertical && baselineAlignment {
            ignored.container = [.width]
            for index in 0..<3 { ignored.views[index] = [.x, .width] }
        }
        return ignored
    }

    /// What running the case at each sizing it is not excluded at found.
    struct Outcome {
        var compared = 0
        /// Layouts left out because the model showed UIKit's baseline bug.
        var uikitBug = 0
        var differences: [String] = []
    }

    func run() -> Outcome {
        var outcome = Outcome()
        let sizings = StackModelSizing.allCases.filter { exclusion($0) == nil }
        guard !sizings.isEmpty else { return outcome }
        let axis = configuration.axis
        let ours = StackModelTree.stack(views.make(axis), hidden: hidden.indices, configuration)
        let model = StackModelTree.model(views.make(axis), hidden: hidden.indices, configuration)
        for sizing in sizings {
            ours.resize(sizing)
            model.resize(sizing)
            defer {
                ours.clearDiagnostics()
                model.clearDiagnostics()
            }
            if showsUIKitBaselineBug(model) {
                outcome.uikitBug += 1
                continue
            }
            outcome.compared += 1
            let found = differences(ours, model, ignoring: ignoredParts)
            if !found.isEmpty { outcome.differences.append("\(self), \(sizing):\n    " + found.joined(separator: "\n    ")) }
        }
        return outcome
    }
}

// MARK: - Tests

/// `expected` frames of the container and views, a `nil` part not checked (where the model
/// leaves it ambiguous), to 1e-9.
private func expectFrames(
    _ tree: StackModelTree, container: CGRect, _ expected: [(x: Double?, y: Double?, width: Double?, height: Double?)],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectFrame(tree.container, container.minX, container.minY, container.width, container.height, sourceLocation: sourceLocation)
    for (view, parts) in zip(tree.views, expected) {
        let frame = view.frame
        let values = [parts.x, parts.y, parts.width, parts.height]
        let ok = zip(FramePart.allCases, values).allSatisfy { part, value in value.map { abs(part.value(frame) - $0) < 1e-9 } ?? true }
        #expect(ok, "\(view.name ?? "view") frame is \(describe(frame)), expected \(values.map { $0.map { formatNumber($0) } ?? "any" })",
                sourceLocation: sourceLocation)
    }
}

/// The views of `make()` in a stack and, made again, in the model's container, both sized
/// `width` by `height` (`nil`: left to the views) and laid out.
private func layOutBoth(
    _ make: () -> [View], hidden: Set<Int> = [], _ configuration: StackModelConfiguration, width: CGFloat?, height: CGFloat?
) -> (ours: StackModelTree, model: StackModelTree) {
    (StackModelTree.stack(make(), hidden: hidden, configuration).resize(width: width, height: height),
     StackModelTree.model(make(), hidden: hidden, configuration).resize(width: width, height: height))
}

/// A view with a width of 30 and no intrinsic height whose first baseline is 5 points below
/// its top (its last baseline is its bottom).
private final class BaselineOffsetView: View {
    override var intrinsicContentSize: CGSize { CGSize(width: 30, height: View.noIntrinsicMetric) }
    override var firstBaselineOffsetFromTop: CGFloat? { 5 }
}

@Suite struct StackViewUIKitModelTests {
    static let axesAndAlignments: [(LayoutAxis, StackView.Alignment)] = [LayoutAxis.horizontal, .vertical].flatMap { axis in
        [StackView.Alignment.fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline].map { (axis, $0) }
    }

    /// The layouts the matrix compares for each axis and alignment (three sizings of each case
    /// less the exclusions), and those it leaves out for UIKit's baseline bug.
    static let expectedCounts: [String: (compared: Int, uikitBug: Int)] = [
        "horizontal fill": (780, 0), "horizontal leading": (780, 0), "horizontal firstBaseline": (648, 84),
        "horizontal center": (780, 0), "horizontal trailing": (780, 0), "horizontal lastBaseline": (696, 36),
        "vertical fill": (1020, 0), "vertical leading": (1020, 0), "vertical firstBaseline": (510, 0),
        "vertical center": (1020, 0), "vertical trailing": (1020, 0), "vertical lastBaseline": (510, 0),
    ]

    /// The stack's frames and its views' are the model's (to 1e-6, where the model's are
    /// determined), over both axes, every alignment and distribution, spacing 0 and 10,
    /// baseline-relative or not, four view sets with none, one or all of their views hidden,
    /// and three ways of sizing the stack; less the known differences and issues (see
    /// `StackModelCase.exclusion(_:)`, `ignoredParts` and `showsUIKitBaselineBug(_:)`).
    @Test(arguments: axesAndAlignments)
    func matrix(axis: LayoutAxis, alignment: StackView.Alignment) {
        var outcome = StackModelCase.Outcome()
        for testCase in StackModelCase.all(axis: axis, alignment: alignment) {
            let one = testCase.run()
            outcome.compared += one.compared
            outcome.uikitBug += one.uikitBug
            outcome.differences += one.differences
        }
        #expect(outcome.differences.isEmpty,
                "\(outcome.differences.count) layouts differ:\n\(outcome.differences.prefix(20).joined(separator: "\n"))")
        let expected = Self.expectedCounts["\(axis) \(alignment)"]
        #expect(outcome.compared == expected?.compared)
        #expect(outcome.uikitBug == expected?.uikitBug)
    }
}

// MARK: - Agreement, by hand

/// Layouts worked out by hand from UIKit's documented behaviour, where the stack and the model
/// agree: checks of the model itself as much as of the stack.
@Suite struct StackViewUIKitModelAgreementTests {
    /// Equal spacing: 400 less the views' 100 in two equal spaces of 150; centered across.
    @Test func equalSpacingInACenteredRow() {
        let configuration = StackModelConfiguration(axis: .horizontal, alignment: .center, distribution: .equalSpacing, spacing: 10)
        let (ours, model) = layOutBoth({ StackModelViews.boxes.make(.horizontal) }, configuration, width: 400, height: 300)
        for tree in [ours, model] {
            expectFrames(tree, container: CGRect(x: 10, y: 20, width: 400, height: 300),
                         [(0, 140, 30, 20), (180, 130, 50, 40), (380, 145, 20, 10)])
        }
    }

    /// Equal centering with nothing sizing the column: the centers 34 apart (18 + 10 + 6, the
    /// first space at its least, 10), the second space 16; the column as short as that allows
    /// (98) and as wide as its widest label; views against its trailing edge.
    @Test func equalCenteringInATrailingColumn() {
        let configuration = StackModelConfiguration(axis: .vertical, alignment: .trailing, distribution: .equalCentering, spacing: 10)
        let (ours, model) = layOutBoth({ StackModelViews.labelsLargestFirst.make(.vertical) }, configuration, width: nil, height: nil)
        for tree in [ours, model] {
            expectFrames(tree, container: CGRect(x: 10, y: 20, width: 60, height: 98),
                         [(0, 0, 60, 36), (50, 46, 10, 12), (30, 74, 30, 24)])
        }
    }

    /// Fill equally around a hidden view: two visible views of (400 - 10) / 2; the hidden one
    /// has no width, halfway through the space it closed.
    @Test func fillEquallyAroundAHiddenView() {
        let configuration = StackModelConfiguration(axis: .horizontal, alignment: .fill, distribution: .fillEqually, spacing: 10)
        let (ours, model) = layOutBoth({ StackModelViews.boxes.make(.horizontal) }, hidden: [1], configuration, width: 400, height: 300)
        for tree in [ours, model] {
            expectFrames(tree, container: CGRect(x: 10, y: 20, width: 400, height: 300),
                         [(0, 0, 195, 300), (200, 0, 0, 300), (205, 0, 195, 300)])
        }
    }

    /// First baselines, the tallest label first (its baseline 24 below the top, the others' 8
    /// and 16): the row as tall as that label; the lowest hugging (the middle label) takes the
    /// width left over.
    @Test func firstBaselineRowWithItsTallestViewFirst() {
        let configuration = StackModelConfiguration(axis: .horizontal, alignment: .firstBaseline, distribution: .fill)
        let (ours, model) = layOutBoth({ StackModelViews.labelsLargestFirst.make(.horizontal) }, configuration, width: 400, height: nil)
        for tree in [ours, model] {
            expectFrames(tree, container: CGRect(x: 10, y: 20, width: 400, height: 36),
                         [(0, 0, 60, 36), (60, 16, 310, 12), (370, 8, 30, 24)])
        }
    }

    /// Fill proportionally with nothing sizing the row: every view at its intrinsic width (the
    /// only length where our shares and UIKit's agree).
    @Test func fillProportionallyAtTheNaturalLength() {
        let configuration = StackModelConfiguration(axis: .horizontal, alignment: .fill, distribution: .fillProportionally, spacing: 10)
        let (ours, model) = layOutBoth({ StackModelViews.boxes.make(.horizontal) }, configuration, width: nil, height: 300)
        for tree in [ours, model] {
            expectFrames(tree, container: CGRect(x: 10, y: 20, width: 120, height: 300),
                         [(0, 0, 30, 300), (40, 0, 50, 300), (100, 0, 20, 300)])
        }
    }
}

// MARK: - Differences found and fixed

/// Where StackView differed from the model, found by the matrix and fixed: each test checks the
/// model's frames (UIKit's, by its constraints), then the stack's, the same. The last one is a
/// deliberate difference in a case Apple leaves undefined.
@Suite struct StackViewUIKitModelDifferenceTests {
    /// All views hidden in a stack with a length of its own: UIKit keeps the hidden views out of
    /// the canvas connections (no view is visible to meet the stack's edges: a spacer spans it)
    /// and raises no conflict. (StackView used to pin the hidden chain to both edges, which
    /// required a stack of length 0: an `unsatisfiable` diagnostic for a 400-wide one.) UIKit
    /// also aligns the hidden views with one another only, so they keep the tallest one's
    /// height (40) rather than the stack's (300).
    @Test func allHiddenInAStackWithALengthRaisesNoConflict() {
        let configuration = StackModelConfiguration(axis: .horizontal, alignment: .fill, distribution: .fill, spacing: 10)
        let (ours, model) = layOutBoth({ StackModelViews.boxes.make(.horizontal) }, hidden: [0, 1, 2], configuration,
                                       width: 400, height: 300)
        let expected: [(x: Double?, y: Double?, width: Double?, height: Double?)] = [(nil, nil, 0, 40), (nil, nil, 0, 40), (nil, nil, 0, 40)]
        #expect(model.conflicts == 0)
        expectFrames(model, container: CGRect(x: 10, y: 20, width: 400, height: 300), expected)
        #expect(ours.conflicts == 0)
        expectFrames(ours, container: CGRect(x: 10, y: 20, width: 400, height: 300), expected)
    }

    /// Hidden views do not size the stack across the axis (alignments other than `fill`): UIKit's
    /// spanner, which the stack's size across fits, wraps the visible views only, so a hidden
    /// view larger than them sticks out (it has no width anyway), and with every view hidden the
    /// stack has no height. (StackView used to keep hidden views inside the stack across the
    /// axis too: the 40-high hidden box made the row 40 high and moved the centered views down
    /// by 10.)
    @Test func hiddenViewsDoNotSizeTheStackAcross() {
        // A centered row 400 wide, the middle box (50 x 40) hidden: the row is as high as the
        // first box (20); the hidden one is centered on it.
        let centered = StackModelConfiguration(axis: .horizontal, alignment: .center, distribution: .fill, spacing: 10)
        let (ours, model) = layOutBoth({ StackModelViews.boxes.make(.horizontal) }, hidden: [1], centered, width: 400, height: nil)
        let frames: [(x: Double?, y: Double?, width: Double?, height: Double?)] = [(0, 0, 370, 20), (375, -10, 0, 40), (380, 5, 20, 10)]
        expectFrames(model, container: CGRect(x: 10, y: 20, width: 400, height: 20), frames)
        expectFrames(ours, container: CGRect(x: 10, y: 20, width: 400, height: 20), frames)

        // Every view hidden, nothing sizing the stack: UIKit's stack has no size (its spanner
        // fits nothing); the hidden views, aligned with one another only, float.
        let top = StackModelConfiguration(axis: .horizontal, alignment: .top, distribution: .equalSpacing, spacing: 10)
        let (allOurs, allModel) = layOutBoth({ StackModelViews.boxes.make(.horizontal) }, hidden: [0, 1, 2], top, width: nil, height: nil)
        let hidden: [(x: Double?, y: Double?, width: Double?, height: Double?)] = [(nil, nil, 0, 20), (nil, nil, 0, 40), (nil, nil, 0, 10)]
        expectFrames(allModel, container: CGRect(x: 10, y: 20, width: 0, height: 0), hidden)
        expectFrames(allOurs, container: CGRect(x: 10, y: 20, width: 0, height: 0), hidden)
    }

    /// Where a hidden view sits in a baseline-relative vertical stack: UIKit's spacing
    /// constraints run through hidden views too, between baselines, so a hidden label's baseline
    /// sits halfway between the baselines around it (a hidden label with no height has its
    /// baseline 0.2 f below its top: text centered on it, baseline 0.8 f below the text's top),
    /// and before the first visible view on that view's first baseline. (StackView used to
    /// place hidden views by edges; only the hidden ones, drawn nowhere, differed.)
    @Test func hiddenViewsSitBetweenBaselinesInABaselineRelativeStack() {
        let configuration = StackModelConfiguration(
            axis: .vertical, alignment: .leading, distribution: .fill, spacing: 30, baselineRelative: true)
        // Baselines at 8 (the first label) and 38 (the last): the hidden one's at 23, its top 17
        // (by edges: 12 + 15 = 27).
        let (ours, model) = layOutBoth({ StackModelViews.labels.make(.vertical) }, hidden: [1], configuration, width: 400, height: nil)
        let middle: [(x: Double?, y: Double?, width: Double?, height: Double?)] = [(0, 0, 10, 12), (0, 17, 60, 0), (0, 22, 30, 24)]
        expectFrames(model, container: CGRect(x: 10, y: 20, width: 400, height: 46), middle)
        expectFrames(ours, container: CGRect(x: 10, y: 20, width: 400, height: 46), middle)

        // The first view hidden: its last baseline on the first visible view's first baseline
        // (8), its top at 2 (by edges: 0).
        let (firstOurs, firstModel) = layOutBoth({ StackModelViews.labelsLargestFirst.make(.vertical) }, hidden: [0], configuration,
                                                 width: 400, height: nil)
        let first: [(x: Double?, y: Double?, width: Double?, height: Double?)] = [(0, 2, 60, 0), (0, 0, 10, 12), (0, 22, 30, 24)]
        expectFrames(firstModel, container: CGRect(x: 10, y: 20, width: 400, height: 46), first)
        expectFrames(firstOurs, container: CGRect(x: 10, y: 20, width: 400, height: 46), first)
    }

    /// A baseline alignment in a vertical stack, which Apple documents as valid for horizontal
    /// stacks only. UIKit's constraints then align nothing: the views keep their intrinsic widths
    /// in a spanner, the first one against the leading edge for first baselines (the trailing
    /// edge for last baselines), the others anywhere in the stack (ambiguous). StackView aligns
    /// them as `fill` (documented), which is a reasonable reading of an undefined case: along the
    /// axis the two agree (the matrix compares that).
    @Test(arguments: [(StackView.Alignment.firstBaseline, 0.0), (.lastBaseline, 390.0)])
    func baselineAlignmentInAVerticalStack(alignment: StackView.Alignment, firstX: Double) {
        let configuration = StackModelConfiguration(axis: .vertical, alignment: alignment, distribution: .fill)
        let (ours, model) = layOutBoth({ StackModelViews.labels.make(.vertical) }, configuration, width: 400, height: 300)
        // The middle label, of the lowest hugging, takes the height left over.
        let frames: [(x: Double?, y: Double?, width: Double?, height: Double?)] = [(firstX, 0, 10, 12), (nil, 12, 60, 264), (nil, 276, 30, 24)]
        expectFrames(model, container: CGRect(x: 10, y: 20, width: 400, height: 300), frames)
        // StackView: fill across, the same along the axis.
        expectFrames(ours, container: CGRect(x: 10, y: 20, width: 400, height: 300),
                     [(0, 0, 400, 12), (0, 12, 400, 264), (0, 276, 400, 24)])
    }

    /// Hidden views in a baseline-aligned row: UIKit aligns every arranged view's baseline,
    /// hidden or not (a hidden view only loses its width). (StackView used to leave hidden views
    /// out of the alignment and pull them to the row's far edge: 4 points off here for first
    /// baselines, 8 for last ones.)
    @Test(arguments: [
        // First baselines: the row against the bottom, baselines at 292; the hidden label's top
        // at 292 - 24 (it was put with its bottom on the row's, 300 - 36).
        (StackView.Alignment.firstBaseline, [284.0, 268, 276]),
        // Last baselines: the row against the top, baselines at 16; the hidden label's top at
        // 16 - 24 (it was put on the row's top, 0).
        (.lastBaseline, [8.0, -8, 0]),
    ])
    func hiddenViewsKeepTheBaselineOfARow(alignment: StackView.Alignment, tops: [Double]) {
        let configuration = StackModelConfiguration(axis: .horizontal, alignment: alignment, distribution: .fill)
        let (ours, model) = layOutBoth({ StackModelViews.labels.make(.horizontal) }, hidden: [1], configuration, width: 400, height: 300)
        let frames: [(x: Double?, y: Double?, width: Double?, height: Double?)] = [(0, tops[0], 370, 12), (370, tops[1], 0, 36), (370, tops[2], 30, 24)]
        expectFrames(model, container: CGRect(x: 10, y: 20, width: 400, height: 300), frames)
        expectFrames(ours, container: CGRect(x: 10, y: 20, width: 400, height: 300), frames)
    }

    /// A view with no intrinsic height in a baseline-aligned row: UIKit gives it no height
    /// (ambiguity suppression, 0 @25), nothing else pulling at it (only the spanner is pulled to
    /// fit, @51). (StackView used to pull each view's far edge to the row's at 48, which
    /// outweighed the suppression: the view stretched from its baseline to the row's edge. It
    /// now has a spanner as UIKit's.)
    @Test func viewsWithoutHeightInABaselineRow() {
        // Last baselines: the boxes with no height (baselines at their bottoms) sit on the 40-high
        // box's baseline, 40 (they were stretched up to the row's top, 0, 40 high).
        let last = StackModelConfiguration(axis: .horizontal, alignment: .lastBaseline, distribution: .fill)
        let (ours, model) = layOutBoth({ StackModelViews.boxesWithoutCrossSize.make(.horizontal) }, last, width: nil, height: 300)
        let frames: [(x: Double?, y: Double?, width: Double?, height: Double?)] = [(0, 40, 30, 0), (30, 0, 50, 40), (80, 40, 20, 0)]
        expectFrames(model, container: CGRect(x: 10, y: 20, width: 100, height: 300), frames)
        expectFrames(ours, container: CGRect(x: 10, y: 20, width: 100, height: 300), frames)

        // First baselines: a view whose first baseline is 5 below its top and that has no
        // height. The row sits against the bottom, baselines at 296 (the label's bottom, 4
        // below its baseline, on the row's); the view's top at 291, no height (it was 9 high,
        // down to the row's bottom).
        let first = StackModelConfiguration(axis: .horizontal, alignment: .firstBaseline, distribution: .fill)
        let make = { [BaselineOffsetView(), IntrinsicSizeView("box", 50, 40), makeLabel("ab", "ab", in: nil, fontSize: 10)] as [View] }
        let (firstOurs, firstModel) = layOutBoth(make, first, width: nil, height: 300)
        let firstFrames: [(x: Double?, y: Double?, width: Double?, height: Double?)] = [(0, 291, 30, 0), (30, 256, 50, 40), (80, 288, 10, 12)]
        expectFrames(firstModel, container: CGRect(x: 10, y: 20, width: 90, height: 300), firstFrames)
        expectFrames(firstOurs, container: CGRect(x: 10, y: 20, width: 90, height: 300), firstFrames)
    }
}
