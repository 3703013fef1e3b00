import Masonry
import Testing

/// `installedConstraints`, `remakeConstraints` and `updateConstraints` read the item's own
/// DSL constraints (a registry kept by the DSL), with Masonry's results.
@Suite struct InstalledRegistryTests {
    let root = makeRoot(), mid = makeView("mid"), v = makeView("v"), other = makeView("other")

    init() {
        root.addSubview(mid); mid.addSubview(v); root.addSubview(other)
    }

    @Test func constraintsInstalledOnTheViewAndOnAncestorsAreListed() {
        v.mas.makeConstraints { make in
            make.size.equalTo(10)                 // on v
            make.left.top.equalTo(0)              // on mid
            make.right.equalTo(other.mas.left)    // on root
        }
        other.mas.makeConstraints { make in make.top.equalTo(v) }   // points at v: not v's
        #expect(v.mas.installedConstraints.count == 5)
        #expect(v.mas.installedConstraints.flatMap(\.layoutConstraints).allSatisfy { $0.firstItem === v })
        #expect(other.mas.installedConstraints.count == 1)
    }

    @Test func uninstallAndReinstallListOnce() {
        var left: Constraint?
        v.mas.makeConstraints { make in left = make.left.equalTo(0); make.top.equalTo(0) }
        left?.uninstall()
        #expect(v.mas.installedConstraints.count == 1)
        left?.install()
        left?.install()
        #expect(v.mas.installedConstraints.count == 2)
        left?.deactivate(); left?.activate()
        #expect(v.mas.installedConstraints.count == 2)
    }

    @Test func constraintsDeactivatedByTheEngineDropOut() {
        v.mas.makeConstraints { make in make.left.top.equalTo(0); make.size.equalTo(5) }
        v.removeFromSuperview()
        #expect(v.mas.installedConstraints.count == 2)   // the size constraints stay on v
        mid.addSubview(v)
        v.mas.updateConstraints { make in make.left.equalTo(7) }
        #expect(v.mas.installedConstraints.count == 3)
    }

    @Test func updateMatchesTheLastSimilarOne() {
        v.mas.makeConstraints { make in make.left.equalTo(1); make.top.equalTo(0); make.size.equalTo(5) }
        v.mas.makeConstraints { make in make.left.equalTo(2) }   // a second similar one
        let lefts = mid.constraints.filter { $0.firstAttribute == .left }
        v.mas.updateConstraints { make in make.left.equalTo(9) }
        #expect(lefts.map(\.constant) == [1, 9])
        #expect(v.mas.installedConstraints.count == 5)
    }

    @Test func freedViewsLeaveNothingBehind() {
        weak var weakView: View?
        for _ in 0..<600 {
            let loose = View()
            root.addSubview(loose)
            loose.mas.makeConstraints { make in make.edges.equalTo(root) }
            weakView = loose
            loose.removeFromSuperview()
        }
        #expect(weakView == nil)
        let fresh = View()
        #expect(fresh.mas.installedConstraints.isEmpty)
    }

    @Test func manyChildrenOfOneSuperview() {
        var children: [View] = []
        for i in 0..<50 {
            let child = View()
            mid.addSubview(child)
            child.mas.makeConstraints { make in make.left.equalTo(i); make.top.equalTo(0); make.size.equalTo(1) }
            children.append(child)
        }
        #expect(children.allSatisfy { $0.mas.installedConstraints.count == 4 })
        #expect(mid.mas.installedConstraints.isEmpty)
        children[3].mas.remakeConstraints { make in make.edges.equalTo(mid) }
        #expect(children[3].mas.installedConstraints.count == 4 && children[4].mas.installedConstraints.count == 4)
        #expect(mid.constraints.count == 49 * 2 + 4)
    }
}
