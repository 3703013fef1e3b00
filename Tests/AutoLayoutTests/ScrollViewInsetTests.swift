import Foundation
import Testing
@testable import AutoLayout

/// `ScrollView.contentInset`, `contentInsetAdjustmentBehavior` and `adjustedContentInset`,
/// and how `scrollRectToVisible(_:animated:)` keeps clear of them (a keyboard's height in the
/// bottom inset, the notch in the safe area).
@Suite struct ScrollViewInsetTests {
    /// A scroll view filling a root of `size` with the safe area `safe`, its content
    /// `content` large (the root returned too: a superview is held weakly).
    func scrollView(_ size: CGSize, safe: EdgeInsets, content: CGSize) -> (root: View, scrollView: ScrollView) {
        let root = View(frame: CGRect(origin: .zero, size: size))
        root.safeAreaInsets = safe
        let scrollView = ScrollView(frame: CGRect(origin: .zero, size: size))
        root.addSubview(scrollView)
        scrollView.contentSize = content
        root.layoutIfNeeded()
        return (root, scrollView)
    }

    @Test func theBehavioursRawValuesAndDefaultsAreUIKits() {
        #expect(ContentInsetAdjustmentBehavior.allCases.map(\.rawValue) == [0, 1, 2, 3])
        let scrollView = ScrollView(frame: .zero)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.adjustedContentInset == .zero)
    }

    @Test func theSafeAreaAddsOnTheScrollableAxes() {
        let (portraitRoot, portrait) = scrollView(CGSize(width: 393, height: 852), safe: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                  content: CGSize(width: 393, height: 2000))
        #expect(portrait.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        portrait.contentInset = EdgeInsets(top: 10, left: 5, bottom: 300, right: 5)
        #expect(portrait.adjustedContentInset == EdgeInsets(top: 69, left: 5, bottom: 334, right: 5))
        portrait.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(portrait.adjustedContentInset == EdgeInsets(top: 69, left: 5, bottom: 334, right: 5))
        portrait.contentInsetAdjustmentBehavior = .never
        #expect(portrait.adjustedContentInset == EdgeInsets(top: 10, left: 5, bottom: 300, right: 5))
        // Content no taller than the bounds: nothing scrolls, nothing is added.
        portrait.contentInsetAdjustmentBehavior = .automatic
        portrait.contentSize = CGSize(width: 393, height: 852)
        #expect(portrait.adjustedContentInset == EdgeInsets(top: 10, left: 5, bottom: 300, right: 5))
        portrait.contentInsetAdjustmentBehavior = .always
        #expect(portrait.adjustedContentInset == EdgeInsets(top: 69, left: 5, bottom: 334, right: 5))

        let (landscapeRoot, landscape) = scrollView(CGSize(width: 852, height: 393), safe: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                                   content: CGSize(width: 852, height: 2000))
        #expect(landscape.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        landscape.contentSize = CGSize(width: 3000, height: 2000)
        #expect(landscape.adjustedContentInset == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        landscape.contentInsetAdjustmentBehavior = .always
        landscape.contentSize = .zero
        #expect(landscape.adjustedContentInset == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        withExtendedLifetime((portraitRoot, landscapeRoot)) {}
    }

    /// The keyboard pattern: its height as the bottom inset, then the field scrolled into what
    /// is left above it.
    @Test func aFieldIsScrolledAboveTheKeyboardInset() {
        let (root, scrollView) = scrollView(CGSize(width: 393, height: 852), safe: .zero, content: CGSize(width: 393, height: 2000))
        defer { withExtendedLifetime(root) {} }
        scrollView.contentInset.bottom = 300
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 393, height: 44), animated: false)
        // The field's bottom (1044) at the top of the keyboard: 852 - 300 = 552 below the offset.
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 492))
        // Already clear: no scrolling.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 600, width: 393, height: 44), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 492))
        // The end of the content, into the inset's room: 2000 + 300 - 852.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1448))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == .zero)
    }

    /// With the safe area adjusted in, the content's top scrolls to just below the notch and
    /// its bottom to just above the home indicator.
    @Test func scrollingKeepsClearOfTheSafeArea() {
        let (root, scrollView) = scrollView(CGSize(width: 393, height: 852), safe: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                            content: CGSize(width: 393, height: 2000))
        defer { withExtendedLifetime(root) {} }
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -59))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1182))
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == .zero)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1148))
    }
}
