import Foundation

extension View {
    /// The alignment rectangle of a view whose frame is `frame`: `frame` inset by
    /// ``alignmentRectInsets``, as `UIView.alignmentRect(forFrame:)`.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: frame.origin.x + insets.left, y: frame.origin.y + insets.top,
            width: frame.size.width - insets.left - insets.right, height: frame.size.height - insets.top - insets.bottom)
    }

    /// The frame whose alignment rectangle is `alignmentRect`: the rectangle grown by
    /// ``alignmentRectInsets``, as `UIView.frame(forAlignmentRect:)`.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: alignmentRect.origin.x - insets.left, y: alignmentRect.origin.y - insets.top,
            width: alignmentRect.size.width + insets.left + insets.right,
            height: alignmentRect.size.height + insets.top + insets.bottom)
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
        if alignmentInsetsState == 1 { return .zero }
        if alignmentInsetsState == 2, let insets = settingsStorage?.alignmentInsetsRead { return insets }
        return readAlignmentInsetsAfresh()
    }

    /// Asks ``alignmentRectInsets`` and keeps the answer.
    @inline(never)
    func readAlignmentInsetsAfresh() -> EdgeInsets {
        let insets = alignmentRectInsets
        if insets == .zero {
            alignmentInsetsState = 1
            if settingsStorage?.alignmentInsetsRead != nil { settingsStorage?.alignmentInsetsRead = nil }
        } else {
            alignmentInsetsState = 2
            settings.alignmentInsetsRead = insets
        }
        return insets
    }

    /// On ``invalidateIntrinsicContentSize()``: asks the insets again and, when they changed,
    /// the installed constraints that read the view's edges, centers or size take the new
    /// ones in place. Nothing to do when no constraint read them yet.
    func refreshAlignmentInsetsIfChanged(in engine: LayoutEngine) {
        guard alignmentInsetsState != 0 else { return }
        let before = readAlignmentInsets()
        guard readAlignmentInsetsAfresh() != before else { return }
        engine.refreshConstants(of: references + contentSizeConstraints)
    }
}
