import Masonry
import Testing

/// Constraints that start from a layout guide (`layoutGuide.mas`), as SnapKit's can.
@Suite struct LayoutGuideTests {
    let root = makeRoot(), guide = LayoutGuide(), v = makeView("v")

    init() {
        guide.mas.key = "guide"
        root.addLayoutGuide(guide)
        root.addSubview(v)
    }

    func expectGuide(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        let f = guide.layoutFrame
        let ok = abs(f.minX - x) < 1e-6 && abs(f.minY - y) < 1e-6 && abs(f.width - w) < 1e-6 && abs(f.height - h) < 1e-6
        #expect(ok, "guide frame is \(f), expected (\(x) \(y); \(w) \(h))", sourceLocation: sourceLocation)
    }

    @Test func guidePlacedByConstraintsAndViewAgainstIt() {
        guide.mas.makeConstraints { make in
            make.left.equalTo(10)                      // the owning view's left + 10
            make.top.equalToSuperview().offset(20)     // the owning view, as SnapKit's superview
            make.width.equalTo(100)
            make.height.equalTo(root).multipliedBy(0.5)
        }
        v.mas.makeConstraints { make in make.edges.equalTo(guide).inset(5) }
        root.layoutIfNeeded()
        expectGuide(10, 20, 100, 400)
        expectFrame(v, 15, 25, 90, 390)
        #expect(guide.mas.installedConstraints.count == 4)
        let first = guide.mas.installedConstraints.flatMap(\.layoutConstraints)
        #expect(first.allSatisfy { $0.firstItem === guide })
        #expect(first.first?.secondItem === root && first.first?.secondAttribute == .left)
        // A size with no second item is installed on the owning view.
        #expect(root.constraints.contains { $0.firstItem === guide && $0.firstAttribute == .width && $0.secondItem == nil })
    }

    @Test func guideAttributesAsTargets() {
        guide.mas.makeConstraints { make in
            make.left.top.equalTo(root).offset(40)
            make.size.equalTo(CGSize(width: 60, height: 30))
        }
        v.mas.makeConstraints { make in
            make.left.equalTo(guide.mas.right).offset(1)
            make.top.equalTo(guide.mas.bottom)
            make.width.equalTo(guide.mas.width).multipliedBy(2)
            make.height.equalTo(guide.mas.height)
        }
        root.layoutIfNeeded()
        expectGuide(40, 40, 60, 30)
        expectFrame(v, 101, 70, 120, 30)
    }

    @Test func guideInANestedViewAndAViewOutsideIt() {
        let container = makeView("container")
        root.addSubview(container)
        container.mas.makeConstraints { make in make.left.top.equalTo(50); make.size.equalTo(200) }
        let inner = LayoutGuide()
        container.addLayoutGuide(inner)
        inner.mas.makeConstraints { make in
            make.edges.equalTo(container).insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        v.mas.makeConstraints { make in make.edges.equalTo(inner) }
        root.layoutIfNeeded()
        #expect(inner.layoutFrame == CGRect(x: 2, y: 1, width: 194, height: 196))
        expectFrame(v, 52, 51, 194, 196)
        #expect(inner.mas.closestCommonSuperview(v) === root)
        #expect(container.constraints.count == 2 + 4)
    }

    @Test func updateRemakeRemoveOnAGuide() {
        guide.mas.makeConstraints { make in
            make.left.top.equalTo(10)
            make.size.equalTo(50)
        }
        let before = root.constraints.map(ObjectIdentifier.init)
        guide.mas.updateConstraints { make in make.left.equalTo(30); make.width.equalTo(80) }
        #expect(root.constraints.map(ObjectIdentifier.init) == before)
        root.layoutIfNeeded()
        expectGuide(30, 10, 80, 50)
        guide.mas.remakeConstraints { make in make.edges.equalTo(root).inset(100) }
        #expect(guide.mas.installedConstraints.count == 4)
        #expect(root.constraints.count == 4)
        root.layoutIfNeeded()
        expectGuide(100, 100, 200, 600)
        guide.mas.removeConstraints()
        #expect(guide.mas.installedConstraints.isEmpty && root.constraints.isEmpty)
    }

    @Test func prepareThenActivate() {
        let made = guide.mas.prepareConstraints { make in make.edges.equalTo(root).inset(7) }
        #expect(root.constraints.isEmpty && made.count == 1 && made[0].layoutConstraints.count == 4)
        made[0].activate()
        root.layoutIfNeeded()
        expectGuide(7, 7, 386, 786)
        #expect(made[0].isActive)
    }

    @Test func leadingFollowsTheOwningViewsDirection() {
        root.semanticContentAttribute = .forceRightToLeft
        guide.mas.makeConstraints { make in
            make.leading.equalTo(10)
            make.top.equalTo(0)
            make.width.equalTo(100)
            make.height.equalTo(10)
        }
        v.mas.makeConstraints { make in
            make.trailing.equalTo(guide.mas.leading)
            make.top.width.height.equalTo(guide)
        }
        root.layoutIfNeeded()
        expectGuide(290, 0, 100, 10)
        expectFrame(v, 390, 0, 100, 10)
    }

    @Test func attributesCarryTheGuide() {
        let attribute = guide.mas.centerY
        #expect(attribute.item === guide && attribute.view === root && attribute.layoutAttribute == .centerY)
        #expect(guide.mas.baseline.layoutAttribute == .lastBaseline)
        #expect(guide.mas.attribute(.leadingMargin).layoutAttribute == .leadingMargin)
        #expect(guide.mas.key == "guide")
        // An attribute taken before the guide is added finds its owning view later.
        let loose = LayoutGuide()
        let early = loose.mas.left
        #expect(early.view == nil)
        root.addLayoutGuide(loose)
        #expect(early.view === root)
    }

    /// `guide.mas` offers the safe-area attributes too: those of the owning view's safe area.
    @Test func guideSafeAreaAttributesAreTheOwningViews() {
        root.safeAreaInsets = EdgeInsets(top: 47, left: 10, bottom: 34, right: 20)
        guide.mas.makeConstraints { make in
            make.top.equalTo(guide.mas.safeAreaLayoutGuideTop)
            make.leading.equalTo(guide.mas.safeAreaLayoutGuideLeading).offset(5)
            make.width.equalTo(guide.mas.safeAreaLayoutGuideWidth).dividedBy(2)
            make.bottom.equalTo(guide.mas.safeAreaLayoutGuide)
        }
        v.mas.makeConstraints { make in make.edges.equalTo(guide) }
        root.layoutIfNeeded()
        // The root is 400 by 800: its safe area spans x 10...380 and y 47...766.
        expectGuide(15, 47, 185, 719)
        expectFrame(v, 15, 47, 185, 719)
        #expect(guide.mas.safeAreaLayoutGuideCenterY.item === root.safeAreaLayoutGuide)
        #expect(guide.mas.safeAreaLayoutGuide.layoutAttribute == .notAnAttribute)
        #expect(LayoutGuide().mas.safeAreaLayoutGuideTop.item == nil)
    }

    @Test func aGuideWithoutOwningViewDiagnoses() {
        let loose = LayoutGuide()
        let diagnostics = LayoutDiagnostics.record {
            loose.mas.makeConstraints { make in make.left.equalTo(10) }
        }
        // Refused as the engine (and UIKit) refuses a guide in no view: no common ancestor.
        #expect(diagnostics.map(\.kind) == [.noCommonAncestor])
        #expect(diagnostics.first?.message.contains("is in no view yet; add it with addLayoutGuide(_:)") == true)
        #expect(loose.mas.installedConstraints.isEmpty)
        // As a target too.
        let asTarget = LayoutDiagnostics.record {
            v.mas.makeConstraints { make in make.left.equalTo(loose.mas.right) }
        }
        #expect(asTarget.map(\.kind) == [.noCommonAncestor])
        #expect(asTarget.first?.message.contains("is in no view yet") == true)
        #expect(v.mas.installedConstraints.isEmpty)
    }
}
/// A view's `readableContentGuide` is a target like any guide: a column of text in the middle
/// of a wide screen, the margins on a narrow one.
@Suite struct ReadableContentGuideDSLTests {
    @Test func edgesEqualToTheReadableGuide() {
        let root = makeRoot(width: 1024, height: 300)
        let text = makeView("text")
        root.addSubview(text)
        text.mas.makeConstraints { make in
            make.top.leading.trailing.equalTo(root.readableContentGuide)
            make.height.equalTo(40)
        }
        root.layoutIfNeeded()
        expectFrame(text, 176, 8, 672, 40)
        #expect(text.mas.installedConstraints.count == 4)
        root.frame = CGRect(x: 0, y: 0, width: 375, height: 300)
        root.layoutIfNeeded()
        expectFrame(text, 8, 8, 359, 40)
    }
}
