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
        var current: View? = self
        while let view = current {
            switch view.semanticContentAttributeStorage {
            case .forceRightToLeft: return true
            case .forceLeftToRight, .playback, .spatial: return false
            case .unspecified: current = view.superview
            }
        }
        return false
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
