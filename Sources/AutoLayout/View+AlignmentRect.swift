import Foundation

extension View {
    /// The alignment rectangle of a view whose frame is `frame`: `frame` inset by
    /// ``alignmentRectInsets``, as `UIView.alignmentRect(forFrame:)`.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.movingEdges(by: alignmentRectInsets)
    }

    /// The frame whose alignment rectangle is `alignmentRect`: the rectangle grown by
    /// ``alignmentRectInsets``, as `UIView.frame(forAlignmentRect:)`.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.movingEdges(by: EdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// The width of the alignment rectangle of a frame `width` wide (as the engine reads
    /// the insets).
    func alignmentWidth(ofFrameWidth width: CGFloat) -> CGFloat {
        let insets = readAlignmentInsets()
        return width - insets.left - insets.right
    }

    /// ``alignmentRectInsets`` as the engine reads them: asked once, then kept until
    /// ``invalidateIntrinsicContentSize()`` asks again. Expressions read a view's edges for
    /// every constraint on it, and almost every view answers zero: a kept answer costs a byte
    /// compare where a call of the overridable getter and a comparison of four numbers cost
    /// more than the rest of reading an edge.
    @inline(__always)
    func readAlignmentInsets() -> EdgeInsets {
        switch alignmentInsetsState {
        case 1: return .zero
        case 2: return settingsStorage?.alignmentInsetsRead ?? readAlignmentInsetsAfresh()
        // Being read (an override building constraints from inside the getter): the last
        // answer, without entering the getter again.
        case 3: return settingsStorage?.alignmentInsetsRead ?? .zero
        default: return readAlignmentInsetsAfresh()
        }
    }

    /// Asks ``alignmentRectInsets`` and keeps the answer.
    @inline(never)
    func readAlignmentInsetsAfresh() -> EdgeInsets {
        // What a read from inside the getter answers: the last answer.
        let answered = settingsStorage?.alignmentInsetsRead ?? .zero
        // An override that invalidates from inside the getter must not be asked again while
        // it answers (see ``refreshAlignmentInsetsIfChanged(in:)``).
        alignmentInsetsState = 3
        let insets = alignmentRectInsets
        if insets == .zero {
            alignmentInsetsState = 1
            if settingsStorage?.alignmentInsetsRead != nil { settingsStorage?.alignmentInsetsRead = nil }
        } else {
            alignmentInsetsState = 2
            settings.alignmentInsetsRead = insets
        }
        // The installed constraints read `answered`: those made before (insets changed since,
        // see ``refreshAlignmentInsetsIfChanged(in:)``), and those installed from inside the
        // getter (an override that activated constraints, or moved the view and so installed
        // its constraints in another tree, while the first read of a constraint was under way).
        // They take the answer in place.
        if insets != answered, !references.isEmpty || !contentSizeConstraints.isEmpty, let engine = engineStorageOfTree {
            engine.refreshConstants(of: references + contentSizeConstraints)
        }
        return insets
    }

    /// On ``invalidateIntrinsicContentSize()``: asks the insets again and, when they changed,
    /// the installed constraints that read the view's edges, centers or size take the new
    /// ones in place (``readAlignmentInsetsAfresh()`` refreshes them). Nothing to do when no
    /// constraint read them yet.
    func refreshAlignmentInsetsIfChanged(in engine: LayoutEngine) {
        // 0: nothing read them yet; 3: called from inside the getter.
        guard alignmentInsetsState == 1 || alignmentInsetsState == 2 else { return }
        _ = readAlignmentInsetsAfresh()
    }
}
