import Testing
@testable import AutoLayout

/// The settings most views keep at their defaults live in a side object (`ViewSettings`),
/// made only when one of them is set to something else.
@Suite struct ViewSettingsTests {
    /// A screen laid out with constraints alone, margins and safe area read by the layout
    /// pass, gives none of its views the side object.
    @Test func aLaidOutTreeWithDefaultsMakesNoSettings() {
        let (root, a, b, c) = filledTree()
        _ = a.layoutMargins
        _ = b.safeAreaInsets
        _ = c.effectiveUserInterfaceLayoutDirection
        for view in [root, a, b, c] {
            #expect(view?.settingsStorage == nil)
        }
        expectFrame(b, 1, 2, 50, 10)
        expectFrame(c, 3, 40, 70, 10)
    }

    /// Setting a value equal to the default on a view without the object makes none; any
    /// other value makes it, and the value reads back; going back to the default reads the
    /// default again.
    @Test func eachSettingReadsItsDefaultAndWhatWasSet() {
        func setDefaults(_ view: View) {
            view.backgroundColor = nil
            view.additionalSafeAreaInsets = .zero
            view.preservesSuperviewLayoutMargins = false
            view.insetsLayoutMarginsFromSafeArea = true
            view.semanticContentAttribute = .unspecified
        }
        let view = View()
        setDefaults(view)
        #expect(view.settingsStorage == nil)
        #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.layoutGuides.isEmpty)

        view.backgroundColor = Color(red: 1, green: 0.5, blue: 0)
        #expect(view.settingsStorage != nil)
        #expect(view.backgroundColor == Color(red: 1, green: 0.5, blue: 0))
        view.additionalSafeAreaInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.layoutMargins = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        view.preservesSuperviewLayoutMargins = true
        view.insetsLayoutMarginsFromSafeArea = false
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.additionalSafeAreaInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.layoutMargins == EdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
        #expect(view.preservesSuperviewLayoutMargins)
        #expect(!view.insetsLayoutMarginsFromSafeArea)
        #expect(view.semanticContentAttribute == .forceRightToLeft)

        setDefaults(view)
        #expect(view.backgroundColor == nil)
        #expect(view.additionalSafeAreaInsets == .zero)
        #expect(!view.preservesSuperviewLayoutMargins)
        #expect(view.insetsLayoutMarginsFromSafeArea)
        #expect(view.semanticContentAttribute == .unspecified)
        #expect(view.tag == 0 && !view.isHidden && view.alpha == 1)
        view.tag = 7
        view.isHidden = true
        view.alpha = 0.25
        #expect(view.tag == 7 && view.isHidden && view.alpha == 0.25)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        view.setContentHuggingPriority(.required, for: .horizontal)
        view.setContentCompressionResistancePriority(LayoutPriority(300), for: .vertical)
        #expect(view.contentHuggingPriority(for: .horizontal) == .required)
        #expect(view.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(300))
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        // Directional margins replace the absolute ones (and follow the direction).
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    /// Settings kept in the side object act on layout: a right-to-left subtree and margins
    /// set on a view that had none.
    @Test func settingsInTheSideObjectActOnLayout() {
        let root = makeRoot(width: 300, height: 200)
        let container = makeView("container", in: root)
        let child = makeView("child", in: container)
        activate(place(container, in: root, 10, 20, 200, 100) + [
            child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        expectFrame(child, 8, 8, 50, 30)

        container.layoutMargins = EdgeInsets(top: 4, left: 12, bottom: 4, right: 20)
        root.layoutIfNeeded()
        expectFrame(child, 12, 4, 50, 30)

        container.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        // Leading is the right edge now: 200 - 20 (right margin) - 50.
        expectFrame(child, 130, 4, 50, 30)

        container.semanticContentAttribute = .unspecified
        root.layoutIfNeeded()
        expectFrame(child, 12, 4, 50, 30)
    }

    /// Guides added to a view live in the side object; freeing the view leaves them without an
    /// owning view, as before.
    @Test func guidesOutliveTheirFreedView() {
        let guide = LayoutGuide()
        var holder: View? = View()
        let margins = holder?.layoutMarginsGuide
        holder?.addLayoutGuide(guide)
        #expect(holder?.layoutGuides.count == 1 && holder?.layoutGuides.first === guide)
        #expect(guide.owningView === holder && margins?.owningView === holder)
        holder = nil
        #expect(guide.owningView == nil)
        #expect(margins?.owningView == nil)
    }
}
