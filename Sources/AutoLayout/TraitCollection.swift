import Foundation

/// A size class: a coarse description of the space along one axis, as
/// `UIUserInterfaceSizeClass` (raw values are UIKit's).
public enum UserInterfaceSizeClass: Int, Sendable, Hashable, CustomStringConvertible {
    /// Not known (a view outside a sized tree), or "any" in an override.
    case unspecified = 0
    /// Constrained space: an iPhone's width in portrait, its height in landscape.
    case compact = 1
    /// Expansive space: an iPad's width and height, an iPhone's height in portrait.
    case regular = 2

    /// `unspecified`, `compact` or `regular`.
    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .compact: return "compact"
        case .regular: return "regular"
        }
    }
}

/// The traits of a view's environment, as `UITraitCollection`: its horizontal and vertical
/// size classes.
///
/// A root's come from its size (``sizeClasses(for:)``); a subview inherits its superview's;
/// any view can override them (``View/traitOverrides``). When they change, the layout pass
/// calls ``View/traitCollectionDidChange(_:)``, where a view swaps its constraint sets (the
/// size-class layout of the seeds).
public struct TraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass

    /// A collection with every trait unspecified.
    public init() {
        self.horizontalSizeClass = .unspecified
        self.verticalSizeClass = .unspecified
    }

    /// A collection with both size classes.
    public init(horizontalSizeClass: UserInterfaceSizeClass, verticalSizeClass: UserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// A collection with only the horizontal size class specified, as UIKit's initializer.
    public init(horizontalSizeClass: UserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
    }

    /// A collection with only the vertical size class specified, as UIKit's initializer.
    public init(verticalSizeClass: UserInterfaceSizeClass) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    /// The collections merged, as `UITraitCollection(traitsFrom:)`: for each trait, the last
    /// collection that specifies it wins.
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        for collection in collections { self = self.overridden(by: collection) }
    }

    /// Whether every trait `other` specifies has the same value here, as UIKit's
    /// `containsTraits(in:)` (`true` for `nil`).
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
    }

    /// These traits with those `overrides` specifies replacing them.
    func overridden(by overrides: TraitCollection) -> TraitCollection {
        TraitCollection(
            horizontalSizeClass: overrides.horizontalSizeClass == .unspecified ? horizontalSizeClass : overrides.horizontalSizeClass,
            verticalSizeClass: overrides.verticalSizeClass == .unspecified ? verticalSizeClass : overrides.verticalSizeClass)
    }

    /// The size classes of a root (a window) of the given size, by the iPhone and iPad rules.
    ///
    /// Apple assigns size classes per device and orientation; from a size alone they follow:
    ///
    /// - Vertical: compact when the height is under 480 points (every iPhone in landscape,
    ///   320 to 440 high), regular otherwise (every iPhone in portrait, 480 and more; every
    ///   iPad, 744 and more, in either orientation and in split view).
    /// - Horizontal, in a short space (height under 480: an iPhone in landscape): regular from a
    ///   height of 414 (the Plus, Max and XR/11 phones, 414 to 440 high in landscape), compact
    ///   below (SE, mini and the standard and Pro phones, 320 to 402).
    /// - Horizontal, in a tall space (an iPhone in portrait, an iPad): regular from a width of
    ///   678 points (an iPad full screen, 744 to 1376, or its larger split views), compact below
    ///   (every iPhone in portrait, 320 to 440; an iPad's slide over and narrower split views).
    /// - A size with a zero (or negative, or non-finite) side has unspecified size classes.
    ///
    /// So an iPhone 15 is compact × regular in portrait (393 × 852) and compact × compact in
    /// landscape (852 × 393); an iPhone 15 Pro Max regular × compact in landscape (932 × 430);
    /// an iPad regular × regular (820 × 1180 or 1180 × 820).
    public static func sizeClasses(for size: CGSize) -> TraitCollection {
        let width = size.width, height = size.height
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return TraitCollection() }
        if height < 480 {
            return TraitCollection(horizontalSizeClass: height >= 414 ? .regular : .compact, verticalSizeClass: .compact)
        }
        return TraitCollection(horizontalSizeClass: width >= 678 ? .regular : .compact, verticalSizeClass: .regular)
    }

    /// `<TraitCollection: horizontalSizeClass = compact, verticalSizeClass = regular>`.
    public var description: String {
        "<TraitCollection: horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass)>"
    }
}

extension View {
    /// The view's traits: its root's size classes (``TraitCollection/sizeClasses(for:)``),
    /// overridden down the tree by each view's ``traitOverrides``.
    public var traitCollection: TraitCollection {
        var chain: [View] = []
        var current: View? = self
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        var traits = TraitCollection()
        for view in chain.reversed() {
            if view.superview == nil { traits = TraitCollection.sizeClasses(for: view.storedFrame.size) }
            traits = traits.overridden(by: view.traitOverridesStorage)
        }
        return traits
    }

    /// The traits this view imposes on itself and its subtree, as UIKit's `traitOverrides`:
    /// the traits it specifies replace the inherited ones (``UserInterfaceSizeClass/unspecified``
    /// overrides nothing). Changes take effect at the next layout pass.
    public var traitOverrides: TraitCollection {
        get { traitOverridesStorage }
        set {
            guard newValue != traitOverridesStorage else { return }
            traitOverridesStorage = newValue
            let root = rootView
            root.traitsNeedUpdate = true
            root.needsLayoutFlag = true
        }
    }

    /// On a root: recomputes the traits of the tree and calls
    /// ``traitCollectionDidChange(_:)`` on the views whose traits changed, parents first.
    func updateTraitCollections() {
        traitsNeedUpdate = false
        var stack: [(View, TraitCollection)] = [(self, TraitCollection.sizeClasses(for: storedFrame.size))]
        while let (view, inherited) = stack.popLast() {
            let traits = inherited.overridden(by: view.traitOverridesStorage)
            let previous = view.lastTraitCollection
            if previous != traits {
                view.lastTraitCollection = traits
                view.traitCollectionDidChange(previous)
            }
            for subview in view.subviews.reversed() { stack.append((subview, traits)) }
        }
    }
}
