import Foundation

/// How a view's content is laid out with respect to the layout direction, as
/// `UISemanticContentAttribute` (raw values are UIKit's).
public enum SemanticContentAttribute: Int, Sendable, Hashable {
    /// Follow the direction of the superview (the root: left-to-right).
    case unspecified = 0
    /// Playback controls: always left-to-right.
    case playback = 1
    /// Spatial controls (a directional pad): always left-to-right.
    case spatial = 2
    /// Always left-to-right.
    case forceLeftToRight = 3
    /// Always right-to-left.
    case forceRightToLeft = 4
}

/// The direction in which leading goes to trailing, as `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable {
    /// Leading is left, trailing is right.
    case leftToRight = 0
    /// Leading is right, trailing is left.
    case rightToLeft = 1
}

extension View {
    /// How the view's content follows the layout direction (``SemanticContentAttribute/unspecified``
    /// by default).
    ///
    /// Unlike UIKit, where the attribute only affects the view itself and the app-wide direction
    /// comes from the language, here ``SemanticContentAttribute/forceRightToLeft`` (or
    /// ``SemanticContentAttribute/forceLeftToRight``) set on a view applies to its whole subtree,
    /// except where a descendant sets its own; ``SemanticContentAttribute/playback`` and
    /// ``SemanticContentAttribute/spatial`` are left-to-right for the view and its subtree, as
    /// UIKit's. A root left unspecified is left-to-right.
    ///
    /// Changing it reinstalls the active constraints of the subtree on leading and trailing
    /// attributes (and recomputes directional margins).
    public var semanticContentAttribute: SemanticContentAttribute {
        get { semanticContentAttributeStorage }
        set {
            guard newValue != semanticContentAttributeStorage else { return }
            let before = View.subtree(of: self).map(\.isRightToLeft)
            semanticContentAttributeStorage = newValue
            // The directions cached in the tree (``isRightToLeft``) go stale.
            if let tree = rootView.ownTree { tree.generation &+= 1 }
            let views = View.subtree(of: self)
            let after = views.map(\.isRightToLeft)
            guard before != after else { return }
            rootView.environmentNeedsUpdate = true
            for view in views { view.needsLayoutFlag = true }
            superview?.needsLayoutFlag = true
            if let engine = engineStorageOfTree {
                engine.reinstall(View.constraintsReferencing(subtreeOf: self).all)
            }
        }
    }

    /// The layout direction the view's leading and trailing follow: from its own
    /// ``semanticContentAttribute`` when set, else its nearest ancestor's, else left-to-right.
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        isRightToLeft ? .rightToLeft : .leftToRight
    }

    /// `true` when the effective layout direction is right-to-left.
    var isRightToLeft: Bool {
        switch semanticContentAttributeStorage {
        case .forceRightToLeft: return true
        case .forceLeftToRight, .playback, .spatial: return false
        case .unspecified: return superviewReference == nil ? false : inheritedIsRightToLeft()
        }
    }

    /// ``isRightToLeft`` of a view in a tree whose own attribute is unspecified: the nearest
    /// ancestor's that is set, else left-to-right. The answer is cached on the views walked
    /// past (``cachedDirection``, current with their tree cache), so that the next view below
    /// asks one step only: constraining each view of a deep chain on its leading edge walked
    /// to the root each time, quadratic in the depth.
    @inline(never)
    private func inheritedIsRightToLeft() -> Bool {
        // Makes the tree cache current on this view and every view above it (the cached
        // directions are read only where it is).
        _ = rootLink
        // Through unretained links: every view on the way is held by the one above it.
        var link = Unmanaged.passUnretained(self)
        var walked = 0
        var result = false
        while true {
            let (answer, parent) = link._withUnsafeGuaranteedRef { view -> (Bool?, Unmanaged<View>?) in
                if walked > 0 {
                    switch view.semanticContentAttributeStorage {
                    case .forceRightToLeft: return (true, nil)
                    case .forceLeftToRight, .playback, .spatial: return (false, nil)
                    case .unspecified: break
                    }
                }
                if view.cachedDirection != 0, view.treeCacheIsCurrent { return (view.cachedDirection == 2, nil) }
                return (nil, view.superviewReference)
            }
            if let answer {
                result = answer
                break
            }
            // The root, unspecified: left-to-right.
            guard let parent else { break }
            link = parent
            walked += 1
        }
        // The views walked past (unspecified, all of them) inherit the answer.
        let value: UInt8 = result ? 2 : 1
        link = Unmanaged.passUnretained(self)
        for _ in 0..<walked + 1 {
            let parent = link._withUnsafeGuaranteedRef { view -> Unmanaged<View>? in
                if view.treeCacheIsCurrent { view.cachedDirection = value }
                return view.superviewReference
            }
            guard let parent else { break }
            link = parent
        }
        return result
    }
}

extension LayoutEngine {
    /// Takes each installed constraint out of the solver and adds it again with a fresh
    /// expression (its coefficients changed: a layout direction flipped).
    /// All are removed before any is added, so that old and new expressions never meet.
    func reinstall(_ constraints: [LayoutConstraint]) {
        settleFirst()
        let installed = constraints.filter { $0.solverConstraint != nil }
        for constraint in installed { removeFromSolver(constraint) }
        for constraint in installed { addToSolver(constraint) }
    }
}
