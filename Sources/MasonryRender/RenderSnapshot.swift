import Masonry
import Synchronization
@_spi(LayoutInternals) import AutoLayout

/// One view of a laid-out tree, as the renderers draw it: its frame in the root's
/// coordinates, its color, its name and its text.
public struct RenderNode: Sendable, Equatable {
    /// The view's key (`view.mas.key`), or `nil`.
    public var name: String?
    /// The view's frame in the root view's coordinate space.
    public var frame: CGRect
    /// The view's background color, or `nil` for none.
    public var color: Color?
    /// The text the view shows (a label's `text`, a button's `title`), if any.
    public var text: String?
    /// The lines a label draws in its bounds (`Label.displayedLines`: its text wrapped as the
    /// engine wraps it, cut to the lines that fit, the last one truncated as its
    /// `lineBreakMode` says), or the text as one line.
    public var textLines: [String]
    /// The size the label draws its text at (its font's, or smaller when it shrinks the text
    /// to fit), if the view is a label.
    public var fontSize: CGFloat?
    /// The height of one of the label's lines, as its `TextMeasurer` gives it, if the view
    /// is a label.
    public var lineHeight: CGFloat?
    /// The distance from the top of one of the label's lines to its baseline, as its
    /// `TextMeasurer` gives it (so that a picture's baselines are the layout's).
    public var lineAscender: CGFloat?
    /// The advance width of each of ``textLines`` as the label measures it.
    public var lineWidths: [CGFloat] = []
    /// Where each of ``textLines`` starts, from the frame's left edge, as the label's
    /// `textAlignment` places it in its text box (`Label.textBounds`: 0 each for a
    /// left-aligned, or left-to-right natural, label without insets or padding).
    public var lineOffsets: [CGFloat] = []
    /// The view's layout margins.
    public var layoutMargins: EdgeInsets
    /// How deep the view is in the tree (0 for the root).
    public var depth: Int
    /// The view's index in the tree, in drawing order (0 for the root).
    public var index: Int
    /// The view's opacity: its `alpha` times its superviews' (1 when all are opaque).
    public var opacity: CGFloat = 1
    /// Where the first line's baseline is, below the frame's top, when the label keeps it
    /// where its font's size puts it: a one-line label drawing its text smaller to fit, as
    /// UIKit's default `baselineAdjustment` (`.alignBaselines`) does. `nil`: the lines are
    /// centered vertically.
    public var firstBaseline: CGFloat?
    /// The part of the root the view shows in, in the root's coordinates: the intersection of
    /// the frames of its superviews that clip to their bounds (`clipsToBounds`, a scroll
    /// view's default); `nil` when none does.
    public var clip: CGRect?

    /// The label the pictures print: the name, else `#index`.
    public var label: String { name ?? "#\(index)" }
}

/// A layout guide a view owns (added with `addLayoutGuide(_:)`), in root coordinates.
public struct RenderGuide: Sendable, Equatable {
    /// The guide's identifier, or `nil` when it has none.
    public var name: String?
    /// The guide's layout frame in the root view's coordinate space.
    public var frame: CGRect

    /// A guide named `name` at `frame`.
    public init(name: String?, frame: CGRect) {
        self.name = name
        self.frame = frame
    }
}

/// A line between the two attributes that a constraint joins, in root coordinates.
public struct RenderConstraint: Sendable, Equatable {
    /// Where the first item's attribute is.
    public var from: CGPoint
    /// Where the second item's attribute is (for a constant-only size, the other end of
    /// the dimension).
    public var to: CGPoint
    /// Whether the relation is an equality.
    public var isEquality: Bool
    /// Whether the priority is required.
    public var isRequired: Bool
    /// The constraint's description, in Masonry's grammar.
    public var description: String
    /// For a constraint between distances (`anchorWithOffset(to:)`), the side `from` and `to`
    /// do not show: a second distance, or the width or height a distance is related to
    /// (`nil` for a constant, and for every other constraint). `from` and `to` are then the
    /// first side's distance, else the second's.
    public var otherSide: RenderSpan? = nil
}

/// A stretch between two points in root coordinates: one side of a constraint that relates
/// lengths.
public struct RenderSpan: Sendable, Equatable {
    /// Where the length starts (a distance's anchor it is measured from; a size's leading
    /// edge).
    public var from: CGPoint
    /// Where it ends.
    public var to: CGPoint

    /// The stretch from `from` to `to`.
    public init(from: CGPoint, to: CGPoint) {
        self.from = from
        self.to = to
    }
}

/// A laid-out view tree frozen for drawing: the renderers draw snapshots, so that each state
/// of an animated example can be kept while the tree moves on.
public struct RenderSnapshot: Sendable, Equatable {
    /// The root's size.
    public var size: CGSize
    /// Every view, the root first, in drawing order (back to front, depth first). Hidden
    /// views (`isHidden`) and their subviews are left out, as UIKit does not draw them.
    public var nodes: [RenderNode]
    /// The active constraints of the tree, in installation order per view.
    public var constraints: [RenderConstraint]
    /// The layout guides the views own (not the margins or safe-area guides: the margins
    /// and the safe area are drawn as such), in drawing order of their views.
    public var guides: [RenderGuide] = []
    /// The safe area's insets from the root's edges (drawn as a shaded band).
    public var safeAreaInsets: EdgeInsets

    /// Freezes `root` and its subviews as they are (call `layoutIfNeeded()` first).
    ///
    /// - Parameters:
    ///   - root: the view whose tree is drawn; it is drawn at the origin, its subviews in its
    ///     coordinates.
    ///   - safeAreaInsets: the safe-area insets to shade (the root's by default).
    public init(_ root: View, safeAreaInsets: EdgeInsets? = nil) {
        var nodes: [RenderNode] = []
        var constraints: [LayoutConstraint] = []
        // The views drawn, in drawing order (depth first, each before its subviews): walked
        // with a stack of its own, not a call per level, so that any depth is drawn.
        var drawn: [View] = []
        var drawnMargins: [EdgeInsets] = []
        // Each view's safe area and margins from its superview's, carried down the walk: the
        // getters walk up the tree, which on every view of a deep chain is quadratic.
        typealias Environment = (safeArea: EdgeInsets, margins: EdgeInsets)
        var pending: [(view: View, origin: CGPoint, depth: Int, opacity: CGFloat, clip: CGRect?, parent: Environment?)] =
            [(root, .zero, 0, 1, nil, nil)]
        while let (view, origin, depth, opacity, clip, parent) = pending.popLast() {
            guard !view.isHidden else { continue }
            let environment: Environment = parent.map {
                view.safeAreaAndMargins(superviewInsets: $0.safeArea, superviewMargins: $0.margins)
            } ?? (view.safeAreaInsets, view.layoutMargins)
            let frame: CGRect
            if depth == 0 {
                frame = CGRect(origin: .zero, size: view.frame.size)
            } else {
                frame = CGRect(
                    x: origin.x + view.frame.minX, y: origin.y + view.frame.minY,
                    width: view.frame.width, height: view.frame.height)
            }
            var text = RenderSnapshot.text(of: view)
            var lines = text.map { [$0] } ?? []
            var fontSize: CGFloat?
            var lineHeight: CGFloat?, lineAscender: CGFloat?
            var widths: [CGFloat] = []
            var offsets: [CGFloat] = []
            var firstBaseline: CGFloat?
            if let label = view as? Label {
                text = label.text
                // The lines shown in the label's text box (inside a padded label's padding),
                // at the size the text is drawn at (smaller when the label shrinks it to fit).
                let box = label.textBounds
                let size = label.displayedFontSize(in: box.size)
                lines = label.displayedLines(in: box.size, fontSize: size)
                fontSize = size
                lineHeight = label.textMeasurer.lineHeight(fontSize: size)
                lineAscender = label.textMeasurer.ascender(fontSize: size)
                widths = lines.map { label.textMeasurer.width(of: $0[...], fontSize: size) }
                offsets = widths.map { box.minX + label.lineOffset(ofWidth: $0, in: box.width) }
                if label.numberOfLines == 1, size < label.font.pointSize {
                    // The baseline of the line at the font's size, centered in the text's box.
                    let full = label.font.pointSize
                    let fullHeight = label.textMeasurer.lineHeight(fontSize: full)
                    firstBaseline = box.minY + (box.height - fullHeight) / 2 + label.textMeasurer.ascender(fontSize: full)
                }
            }
            var node = RenderNode(
                name: view.name, frame: frame, color: view.backgroundColor,
                text: text, textLines: lines, fontSize: fontSize, layoutMargins: environment.margins,
                depth: depth, index: nodes.count, opacity: opacity * view.alpha)
            node.lineHeight = lineHeight
            node.lineAscender = lineAscender
            node.lineWidths = widths
            node.lineOffsets = offsets
            node.clip = clip
            node.firstBaseline = firstBaseline
            nodes.append(node)
            drawn.append(view)
            drawnMargins.append(environment.margins)
            constraints.append(contentsOf: view.constraints.filter(\.isActive))
            // Subviews are placed in the bounds: a bounds origin (a scroll offset) shifts them.
            let inner = CGPoint(x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
            // A view clipping to its bounds shows its subviews inside its frame only.
            let inside = view.clipsToBounds ? (clip.map { overlap($0, frame) } ?? frame) : clip
            // Last pushed, first drawn: the subviews in their order.
            for subview in view.subviews.reversed() {
                pending.append((subview, inner, depth + 1, opacity * view.alpha, inside, environment))
            }
        }
        var frames: [ObjectIdentifier: (CGRect, EdgeInsets)] = [:]
        // Descriptions name unnamed objects by address; the pictures name them by index so
        // that the same tree gives the same bytes.
        var addresses: [String: String] = [:]
        for (index, view) in drawn.enumerated() {
            frames[ObjectIdentifier(view)] = (nodes[index].frame, drawnMargins[index])
            addresses[RenderSnapshot.address(of: view)] = "#\(index)"
        }
        self.size = root.frame.size
        self.nodes = nodes
        self.safeAreaInsets = safeAreaInsets ?? root.safeAreaInsets
        for (number, constraint) in constraints.enumerated() {
            addresses[RenderSnapshot.address(of: constraint)] = "c\(number)"
        }
        // Where an item is: a view's frame and margins, or a guide's layout frame (through
        // its owning view's place and bounds origin).
        func placement(of item: (any LayoutItem)?) -> (CGRect, EdgeInsets)? {
            if let view = item as? View { return frames[ObjectIdentifier(view)] }
            guard let guide = item as? LayoutGuide, let owner = guide.owningView,
                  let (ownerFrame, _) = frames[ObjectIdentifier(owner)]
            else { return nil }
            let g = guide.layoutFrame
            let frame = CGRect(
                x: ownerFrame.minX - owner.bounds.minX + g.minX, y: ownerFrame.minY - owner.bounds.minY + g.minY,
                width: g.width, height: g.height)
            return (frame, .zero)
        }
        var guides: [RenderGuide] = []
        for view in drawn {
            for guide in view.layoutGuides {
                guard let (frame, _) = placement(of: guide) else { continue }
                guides.append(RenderGuide(name: guide.identifier.isEmpty ? nil : guide.identifier, frame: frame))
            }
        }
        self.guides = guides
        self.constraints = constraints.compactMap { constraint in
            guard let (firstFrame, firstMargins) = placement(of: constraint.firstItem) else { return nil }
            let from = RenderSnapshot.point(of: constraint.firstAttribute, in: firstFrame, margins: firstMargins)
            // A constraint between distances (`anchorWithOffset(to:)`) is drawn as its sides:
            // a distance from the anchor it is measured from to the other, a size across its
            // item. The first side's distance is the main line, else the second's.
            if constraint.offsetOrigin(isSecond: false) != nil || constraint.offsetOrigin(isSecond: true) != nil {
                // `nil` for a side that cannot be placed (an item not drawn); a constant side
                // has no span.
                func span(isSecond: Bool) -> RenderSpan?? {
                    let item = isSecond ? constraint.secondItem : constraint.firstItem
                    guard let item else { return .some(nil) }
                    guard let (frame, margins) = placement(of: item) else { return nil }
                    let attribute = isSecond ? constraint.secondAttribute : constraint.firstAttribute
                    let end = RenderSnapshot.point(of: attribute, in: frame, margins: margins)
                    if let origin = constraint.offsetOrigin(isSecond: isSecond) {
                        guard let (originFrame, originMargins) = placement(of: origin.item) else { return nil }
                        return RenderSpan(from: RenderSnapshot.point(of: origin.attribute, in: originFrame, margins: originMargins), to: end)
                    }
                    switch attribute {
                    case .width: return RenderSpan(from: CGPoint(x: frame.minX, y: frame.midY), to: CGPoint(x: frame.maxX, y: frame.midY))
                    case .height: return RenderSpan(from: CGPoint(x: frame.midX, y: frame.minY), to: CGPoint(x: frame.midX, y: frame.maxY))
                    default: return .some(nil)
                    }
                }
                guard let first = span(isSecond: false), let second = span(isSecond: true) else { return nil }
                let firstIsMain = constraint.offsetOrigin(isSecond: false) != nil
                guard let main = firstIsMain ? first : second else { return nil }
                var drawn = RenderConstraint(
                    from: main.from, to: main.to,
                    isEquality: constraint.relation == .equal, isRequired: constraint.priority == .required,
                    description: RenderSnapshot.replacingAddresses(in: constraint.description, addresses))
                drawn.otherSide = firstIsMain ? second : first
                return drawn
            }
            let to: CGPoint
            if let (secondFrame, secondMargins) = placement(of: constraint.secondItem) {
                to = RenderSnapshot.point(of: constraint.secondAttribute, in: secondFrame, margins: secondMargins)
            } else if constraint.secondItem == nil {
                // A constant size: the line spans the dimension.
                switch constraint.firstAttribute {
                case .width: to = CGPoint(x: firstFrame.maxX, y: firstFrame.midY)
                case .height: to = CGPoint(x: firstFrame.midX, y: firstFrame.maxY)
                default: to = from
                }
            } else {
                return nil
            }
            var start = from
            if constraint.secondItem == nil {
                switch constraint.firstAttribute {
                case .width: start = CGPoint(x: firstFrame.minX, y: firstFrame.midY)
                case .height: start = CGPoint(x: firstFrame.midX, y: firstFrame.minY)
                default: break
                }
            }
            return RenderConstraint(
                from: start, to: to, isEquality: constraint.relation == .equal,
                isRequired: constraint.priority == .required,
                description: RenderSnapshot.replacingAddresses(in: constraint.description, addresses))
        }
    }

    /// `0x…`, as descriptions print an unnamed object.
    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }

    /// `text` with each address (`0x` and lowercase hex digits, as ``address(of:)`` and the
    /// descriptions write them) that `names` knows replaced by its stable name.
    ///
    /// - Complexity: O(*n*) in the text's length: each address is looked up once, where
    ///   trying every known address on every description was quadratic in a large tree of
    ///   unnamed views (thousands of views and constraints).
    static func replacingAddresses(in text: String, _ names: [String: String]) -> String {
        guard text.contains("0x") else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "x") {
                var end = index + 2
                while end < bytes.count, isLowercaseHexDigit(bytes[end]) { end += 1 }
                if end > index + 2, let name = names[String(decoding: bytes[index..<end], as: UTF8.self)] {
                    result.append(contentsOf: name.utf8)
                    index = end
                    continue
                }
            }
            result.append(bytes[index])
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }

    /// Where an attribute is on a frame, for drawing a constraint line.
    static func point(of attribute: LayoutAttribute, in frame: CGRect, margins m: EdgeInsets) -> CGPoint {
        switch attribute {
        case .left, .leading: return CGPoint(x: frame.minX, y: frame.midY)
        case .right, .trailing: return CGPoint(x: frame.maxX, y: frame.midY)
        case .top: return CGPoint(x: frame.midX, y: frame.minY)
        case .bottom, .lastBaseline, .firstBaseline: return CGPoint(x: frame.midX, y: frame.maxY)
        case .leftMargin, .leadingMargin: return CGPoint(x: frame.minX + m.left, y: frame.midY)
        case .rightMargin, .trailingMargin: return CGPoint(x: frame.maxX - m.right, y: frame.midY)
        case .topMargin: return CGPoint(x: frame.midX, y: frame.minY + m.top)
        case .bottomMargin: return CGPoint(x: frame.midX, y: frame.maxY - m.bottom)
        case .centerXWithinMargins, .centerYWithinMargins:
            return CGPoint(
                x: frame.minX + m.left + (frame.width - m.left - m.right) / 2,
                y: frame.minY + m.top + (frame.height - m.top - m.bottom) / 2)
        default: return CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    /// The text a view shows: a stored `text` or `title` string property (a label's text, a
    /// button's title), found by reflection so that any view type can show text.
    ///
    /// Reflecting a view lists every stored property it has (a `View` has dozens): the view
    /// types found to have no such property are remembered, and their views are not
    /// reflected again. That was half of the time of a picture of a large tree.
    static func text(of view: View) -> String? {
        let type = ObjectIdentifier(Swift.type(of: view))
        if typesWithoutText.withLock({ $0.contains(type) }) { return nil }
        var mirror: Mirror? = Mirror(reflecting: view)
        var hasProperty = false
        while let current = mirror {
            for child in current.children {
                guard let label = child.label else { continue }
                let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
                guard name == "text" || name == "title" else { continue }
                hasProperty = true
                if let string = child.value as? String { return string }
                if let string = child.value as? String?, let string { return string }
            }
            mirror = current.superclassMirror
        }
        if !hasProperty { _ = typesWithoutText.withLock { $0.insert(type) } }
        return nil
    }

    /// The view types ``text(of:)`` found without a `text` or `title` property.
    private static let typesWithoutText = Mutex<Set<ObjectIdentifier>>([])

    /// The node named `name`, if any.
    public func node(named name: String) -> RenderNode? {
        nodes.first { $0.name == name }
    }
}
