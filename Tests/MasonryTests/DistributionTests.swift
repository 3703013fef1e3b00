import Masonry
import Testing

@Suite struct DistributionTests {
    let root = makeRoot(width: 1000, height: 1000)
    let container = makeView("container")
    let views = (0..<4).map { makeView("v\($0)") }

    init() {
        root.addSubview(container)
        for v in views { container.addSubview(v) }
        container.mas.makeConstraints { make in
            make.left.equalTo(50); make.top.equalTo(30); make.width.equalTo(330); make.height.equalTo(450)
        }
    }

    @Test func fixedSpacingHorizontal() {
        views.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 40)
        views.mas.makeConstraints { make in make.top.equalTo(0); make.height.equalTo(5) }
        root.layoutIfNeeded()
        // (330 - 20 - 40 - 3 * 10) / 4 = 60
        for (i, v) in views.enumerated() { expectFrame(v, 20 + CGFloat(i) * 70, 0, 60, 5) }
        #expect(views[0].mas.installedConstraints.count == 3)
        #expect(views[1].mas.installedConstraints.count == 4)
        #expect(views[3].mas.installedConstraints.count == 5)
    }

    @Test func fixedSpacingVertical() {
        views.mas.distributeViews(along: .vertical, fixedSpacing: 10, leadSpacing: 0, tailSpacing: 10)
        views.mas.makeConstraints { make in make.left.equalTo(0); make.width.equalTo(5) }
        root.layoutIfNeeded()
        // (450 - 10 - 30) / 4 = 102.5
        for (i, v) in views.enumerated() { expectFrame(v, 0, CGFloat(i) * 112.5, 5, 102.5) }
    }

    @Test func fixedItemLengthHorizontal() {
        views.mas.distributeViews(along: .horizontal, fixedItemLength: 30, leadSpacing: 15, tailSpacing: 45)
        views.mas.makeConstraints { make in make.top.equalTo(0); make.height.equalTo(5) }
        root.layoutIfNeeded()
        // gap = (330 - 15 - 45 - 4 * 30) / 3 = 50
        for (i, v) in views.enumerated() { expectFrame(v, 15 + CGFloat(i) * 80, 0, 30, 5) }
        let middle = views[1].mas.installedConstraints.flatMap(\.layoutConstraints).first { $0.firstAttribute == .right }
        #expect(abs((middle?.multiplier ?? 0) - 1.0 / 3.0) < 1e-12)
        #expect(middle?.secondItem === container)
    }

    @Test func fixedItemLengthVertical() {
        views.mas.distributeViews(along: .vertical, fixedItemLength: 50, leadSpacing: 0, tailSpacing: 0)
        views.mas.makeConstraints { make in make.left.equalTo(0); make.width.equalTo(5) }
        root.layoutIfNeeded()
        // gap = (450 - 200) / 3
        let gap = CGFloat(250) / 3
        for (i, v) in views.enumerated() { expectFrame(v, 0, CGFloat(i) * (50 + gap), 5, 50) }
    }

    @Test func tooFewViewsDiagnosesAndInstallsNothing() {
        let diagnostics = LayoutDiagnostics.record {
            [views[0]].mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 0, tailSpacing: 0)
            [View]().mas.distributeViews(along: .vertical, fixedItemLength: 10, leadSpacing: 0, tailSpacing: 0)
        }
        #expect(diagnostics.map(\.kind) == [.invalidValue, .invalidValue])
        #expect(diagnostics.map(\.message) == [
            "Masonry: distributeViews needs at least two views, got 1 (View:v0); nothing was installed",
            "Masonry: distributeViews needs at least two views, got none; nothing was installed",
        ])
        #expect(views[0].mas.installedConstraints.isEmpty)
    }

    @Test func noCommonSuperviewDiagnosesAndInstallsNothing() {
        let loose = makeView("loose")
        let diagnostics = LayoutDiagnostics.record {
            [views[0], loose].mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 0, tailSpacing: 0)
        }
        #expect(diagnostics.map(\.kind) == [.noCommonAncestor])
        #expect(diagnostics.first?.message
            == "Masonry: distributeViews: View:v0, View:loose do not share a common superview; nothing was installed")
        #expect(views[0].mas.installedConstraints.isEmpty && loose.mas.installedConstraints.isEmpty)
    }
}
