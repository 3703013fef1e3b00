import Testing
@testable import AutoLayout

/// A view whose alignment rectangle is inset from its frame (a card with a shadow drawn
/// around its body), with insets and an intrinsic size a test may change.
private final class ShadowedView: View {
    var insets = EdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
    var contentSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    override var alignmentRectInsets: EdgeInsets { insets }
    override var intrinsicContentSize: CGSize { contentSize }
}

private func makeShadowed(_ name: String, in parent: View) -> ShadowedView {
    let view = ShadowedView()
    view.name = name
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// `alignmentRectInsets`: Auto Layout places the alignment rectangle; the frame is it grown by
/// the insets (UIKit's `alignmentRect(forFrame:)` / `frame(forAlignmentRect:)`).
@Suite struct AlignmentRectTests {
    @Test func conversionsFollowTheInsets() {
        let plain = View()
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(plain.alignmentRectInsets == .zero)
        #expect(plain.alignmentRect(forFrame: rect) == rect)
        #expect(plain.frame(forAlignmentRect: rect) == rect)

        let card = ShadowedView()
        #expect(card.alignmentRect(forFrame: rect) == CGRect(x: 13, y: 22, width: 22, height: 34))
        #expect(card.frame(forAlignmentRect: rect) == CGRect(x: 7, y: 18, width: 38, height: 46))
        #expect(card.frame(forAlignmentRect: card.alignmentRect(forFrame: rect)) == rect)
    }

    /// Edges and size constraints hold the alignment rectangle: the frame takes the insets
    /// around it.
    @Test func constraintsPlaceTheAlignmentRect() {
        let root = makeRoot()
        let card = makeShadowed("card", in: root)
        activate(place(card, in: root, 10, 20, 100, 50))
        root.layoutIfNeeded()
        expectFrame(card, 7, 18, 108, 56)
        #expect(card.alignmentRect(forFrame: card.frame) == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    /// Centers are the alignment rectangle's: with uneven insets the frame sits off center by
    /// half their difference.
    @Test func centersAreTheAlignmentRectsCenters() {
        let root = makeRoot(width: 300, height: 200)
        let card = makeShadowed("card", in: root)
        activate([
            card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        // The body is (100, 80, 100, 40); the frame adds 3 left, 5 right, 2 top, 4 bottom.
        expectFrame(card, 97, 78, 108, 46)
    }

    /// A sibling lined up with the card's right edge lines up with its body, not its shadow.
    @Test func siblingsAlignWithTheBody() {
        let root = makeRoot()
        let card = makeShadowed("card", in: root)
        let label = makeView("label", in: root)
        activate(place(card, in: root, 10, 20, 100, 50) + [
            label.leftAnchor.constraint(equalTo: card.rightAnchor, constant: 8),
            label.topAnchor.constraint(equalTo: card.bottomAnchor),
            label.widthAnchor.constraint(equalTo: card.widthAnchor),
            label.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(label, 118, 70, 100, 10)
    }

    /// The intrinsic content size is the alignment rectangle's size.
    @Test func intrinsicSizeIsTheBodysSize() {
        let root = makeRoot()
        let card = makeShadowed("card", in: root)
        card.contentSize = CGSize(width: 40, height: 20)
        activate([
            card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(card, 7, 8, 48, 26)
        #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 48, height: 26))
    }

    /// Subviews pinned to the card's edges fill its body: the superview's own edges are read
    /// through its alignment rectangle too.
    @Test func subviewsPinnedToTheEdgesFillTheBody() {
        let root = makeRoot()
        let card = makeShadowed("card", in: root)
        let content = makeView("content", in: card)
        activate(place(card, in: root, 10, 20, 100, 50) + [
            content.leftAnchor.constraint(equalTo: card.leftAnchor),
            content.rightAnchor.constraint(equalTo: card.rightAnchor),
            content.topAnchor.constraint(equalTo: card.topAnchor),
            content.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(card, 7, 18, 108, 56)
        expectFrame(content, 3, 2, 100, 50)
    }

    /// Margins are measured from the frame, as UIKit's layout margins guide is the bounds
    /// inset by the margins.
    @Test func marginsAreReadFromTheFrame() {
        let root = makeRoot()
        let card = makeShadowed("card", in: root)
        let content = makeView("content", in: card)
        activate(place(card, in: root, 10, 20, 100, 50) + [
            LayoutConstraint(
                item: content, attribute: .left, relatedBy: .equal, toItem: card, attribute: .leftMargin, multiplier: 1, constant: 0),
            content.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            content.widthAnchor.constraint(equalToConstant: 10),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // The default margins are 8, from the frame's edges (5 and 6 inside the body).
        expectFrame(content, 8, 8, 10, 10)
    }

    /// A view placed by its autoresizing mask keeps the frame it was given, insets or not, and
    /// follows its superview's resizes as a view without insets does.
    @Test func autoresizingKeepsTheFrame() {
        let root = makeRoot(width: 300, height: 200)
        let card = ShadowedView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        card.autoresizingMask = [.flexibleWidth]
        root.addSubview(card)
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(card.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 10, y: 20, width: 200, height: 50))
    }

    /// New insets reach the installed constraints on `invalidateIntrinsicContentSize()`, in
    /// place, and back to zero as well.
    @Test func changedInsetsApplyOnInvalidate() {
        let root = makeRoot()
        let card = makeShadowed("card", in: root)
        let constraints = place(card, in: root, 10, 20, 100, 50)
        activate(constraints)
        root.layoutIfNeeded()
        expectFrame(card, 7, 18, 108, 56)

        card.insets = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        card.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        expectFrame(card, 0, 10, 120, 70)
        #expect(constraints.allSatisfy { $0.isActive })

        card.insets = .zero
        card.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        expectFrame(card, 10, 20, 100, 50)
    }

    /// Insets first answered after the constraints went in (zero before) also apply on
    /// invalidate, and a content size follows them.
    @Test func insetsThatAppearLaterApplyOnInvalidate() {
        let root = makeRoot()
        let card = makeShadowed("card", in: root)
        card.insets = .zero
        card.contentSize = CGSize(width: 40, height: 20)
        activate([
            card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(card, 10, 10, 40, 20)
        card.insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        card.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        expectFrame(card, 8, 9, 46, 24)
    }
}
