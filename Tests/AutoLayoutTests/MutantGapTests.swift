import Testing
@testable import AutoLayout

/// Behaviour a mutation-testing campaign found unpinned by the rest of the suite.
@Suite struct MutantGapTests {
    /// The bounds origin of a view on the path is subtracted on x as on y (UIKit: a point of
    /// the superview's space is `frame.origin - bounds.origin` away from the subview's).
    @Test func convertSubtractsAHorizontalBoundsOrigin() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = View(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        container.bounds.origin = CGPoint(x: 7, y: 0)
        let child = View(frame: CGRect(x: 3, y: 4, width: 50, height: 60))
        root.addSubview(container)
        container.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 6, y: 24))
        #expect(root.convert(CGPoint(x: 6, y: 24), to: child) == .zero)
    }

    /// With all three parts flexible and adding up to zero, they share a change of the
    /// superview's width equally: a third each.
    @Test func threeFlexiblePartsOfZeroTotalShareEqually() {
        let root = View(frame: .zero)
        let sub = View(frame: .zero)
        sub.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        root.addSubview(sub)
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        #expect(sub.frame == CGRect(x: 100, y: 0, width: 100, height: 0))
    }

    /// A left safe-area inset adds to the left margin only (landscape: the sensor housing on
    /// one side).
    @Test func asymmetricSafeAreaAddsToTheMarginOnItsOwnSide() {
        let root = makeRoot(width: 844, height: 390)
        root.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 0)
        let child = makeView("child", in: root)
        activate([
            child.leftAnchor.constraint(equalTo: root.layoutMarginsGuide.leftAnchor),
            child.rightAnchor.constraint(equalTo: root.layoutMarginsGuide.rightAnchor),
            child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(root.layoutMargins == EdgeInsets(top: 8, left: 55, bottom: 29, right: 8))
        expectFrame(child, 55, 8, 781, 353)
    }

    /// `lastBaselineOffsetFromBottom` puts the last baseline that far above the bottom edge.
    @Test func lastBaselineOffsetIsAboveTheBottom() {
        final class Text: View {
            override var lastBaselineOffsetFromBottom: CGFloat? { 10 }
        }
        let root = makeRoot()
        let text = Text()
        text.name = "text"
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        let below = makeView("below", in: root)
        activate(place(text, in: root, 0, 0, 100, 50) + [
            below.leftAnchor.constraint(equalTo: root.leftAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
            below.topAnchor.constraint(equalTo: text.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(below, 0, 40, 10, 10)
    }

    /// In a fitting computation a subview's autoresizing constraints are required, as in the
    /// engine: an optional constraint above `defaultHigh` does not move the subview.
    @Test func fittingKeepsAutoresizingConstraintsRequired() {
        let container = View()
        container.translatesAutoresizingMaskIntoConstraints = false
        let sub = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        container.addSubview(sub)
        let tall = sub.heightAnchor.constraint(greaterThanOrEqualToConstant: 60)
        tall.priority = LayoutPriority(800)
        activate([
            container.widthAnchor.constraint(equalTo: sub.widthAnchor),
            container.heightAnchor.constraint(equalTo: sub.heightAnchor),
            tall,
        ])
        #expect(container.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 100, height: 40))
    }
}

@Suite struct MutantGapDirectionTests {
    /// `.spatial`, as `.playback`, is left-to-right for the view and its subtree even under a
    /// right-to-left superview (UIKit's `userInterfaceLayoutDirection(for: .spatial)`).
    @Test func spatialIsLeftToRightUnderARightToLeftSuperview() {
        let root = makeRoot()
        root.semanticContentAttribute = .forceRightToLeft
        let spatial = makeView("spatial", in: root)
        spatial.semanticContentAttribute = .spatial
        let inner = makeView("inner", in: spatial)
        #expect(root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(spatial.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }
}

@Suite struct MutantGapIntrinsicTests {
    /// An intrinsic size of zero is a size like any other: its hugging (250) holds the view
    /// at 0 against a weaker pull (UIKit makes content constraints for any size >= 0).
    @Test func aZeroIntrinsicSizeStillHugs() {
        final class Empty: View {
            override var intrinsicContentSize: CGSize { CGSize(width: 0, height: 0) }
        }
        let root = makeRoot()
        let empty = Empty()
        empty.name = "empty"
        empty.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(empty)
        let wide = empty.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)
        wide.priority = LayoutPriority(100)
        activate([empty.leftAnchor.constraint(equalTo: root.leftAnchor), empty.topAnchor.constraint(equalTo: root.topAnchor), wide])
        root.layoutIfNeeded()
        expectFrame(empty, 0, 0, 0, 0)
    }
}
