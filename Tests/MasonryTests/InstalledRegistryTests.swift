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

/// View trees on different threads at once: each tree's DSL records live on its own items, so
/// trees never share them (the registry's shared table is only for items of other types).
@Suite struct ConcurrentTreesTests {
    @Test func treesOnConcurrentTasksKeepTheirOwnConstraints() async {
        await withTaskGroup(of: [String].self) { group in
            for task in 0..<8 {
                group.addTask {
                    var problems: [String] = []
                    for round in 0..<40 {
                        let root = makeRoot()
                        var views: [View] = []
                        for i in 0..<20 {
                            let view = makeView("v\(i)", in: root)
                            view.mas.makeConstraints { make in
                                make.left.equalTo(CGFloat(i * 10 + task))
                                make.top.equalTo(CGFloat(round))
                                make.size.equalTo(CGFloat(5 + i))
                            }
                            views.append(view)
                        }
                        views[3].mas.updateConstraints { make in make.left.equalTo(7) }
                        views[4].mas.remakeConstraints { make in make.edges.equalTo(root).inset(CGFloat(task)) }
                        root.layoutIfNeeded()
                        let expected: [(View, CGRect)] = [
                            (views[0], CGRect(x: CGFloat(task), y: CGFloat(round), width: 5, height: 5)),
                            (views[3], CGRect(x: 7, y: CGFloat(round), width: 8, height: 8)),
                            (views[4], CGRect(x: CGFloat(task), y: CGFloat(task), width: 400 - 2 * CGFloat(task), height: 800 - 2 * CGFloat(task))),
                            (views[19], CGRect(x: CGFloat(190 + task), y: CGFloat(round), width: 24, height: 24)),
                        ]
                        for (view, frame) in expected where view.frame != frame {
                            problems.append("task \(task) round \(round): \(view.mas.key ?? "?") at \(view.frame), expected \(frame)")
                        }
                        let counts = views.map { $0.mas.installedConstraints.count }
                        if counts[3] != 4 || counts[4] != 4 || counts[5] != 4 {
                            problems.append("task \(task) round \(round): installed counts \(counts[3...5])")
                        }
                    }
                    return problems
                }
            }
            for await problems in group { #expect(problems == []) }
        }
    }
}
