import Masonry
import Testing

@Suite struct UpdateRemakeTests {
    let root = makeRoot(width: 300, height: 300), v = makeView("v")
    init() { root.addSubview(v) }

    @Test func updateChangesMatchingConstantsInPlace() {
        v.mas.makeConstraints { make in
            make.left.top.equalTo(10)
            make.width.height.equalTo(50)
        }
        let before = root.constraints + v.constraints
        v.mas.updateConstraints { make in
            make.left.equalTo(40)
            make.width.equalTo(80)
        }
        #expect(root.constraints.count == 2 && v.constraints.count == 2)
        #expect((root.constraints + v.constraints).map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
        #expect(v.mas.installedConstraints.count == 4)
        root.layoutIfNeeded()
        expectFrame(v, 40, 10, 80, 50)
    }

    @Test func updateInstallsWhatItCannotMatch() {
        v.mas.makeConstraints { make in
            make.left.top.equalTo(10)
            make.size.equalTo(50)
        }
        v.mas.updateConstraints { make in
            make.width.equalTo(20).priorityHigh()  // different priority: a new constraint
            make.left.greaterThanOrEqualTo(0)      // different relation
            make.right.lessThanOrEqualTo(200)      // not there at all
        }
        #expect(v.constraints.count == 3)
        #expect(root.constraints.count == 4)
        #expect(v.mas.installedConstraints.count == 7)
        root.layoutIfNeeded()
        expectFrame(v, 10, 10, 50, 50)
    }

    @Test func updateMatchesOnlyDSLConstraints() {
        let manual = LayoutConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 50)
        manual.priority = .defaultLow
        v.addConstraint(manual)
        v.mas.updateConstraints { make in make.width.equalTo(70).priorityLow() }
        #expect(v.constraints.count == 2)
        #expect(manual.constant == 50)
    }

    @Test func remakeReplacesTheViewsConstraintsOnly() {
        let other = makeView("other")
        root.addSubview(other)
        v.mas.makeConstraints { make in
            make.left.top.equalTo(10)
            make.size.equalTo(50)
        }
        other.mas.makeConstraints { make in
            make.left.equalTo(v.mas.right)
            make.top.equalTo(v)
            make.size.equalTo(v)
        }
        v.mas.remakeConstraints { make in
            make.left.top.equalTo(100)
            make.size.equalTo(20)
        }
        #expect(v.mas.installedConstraints.count == 4)
        #expect(other.mas.installedConstraints.count == 4)
        #expect(root.constraints.count == 2 + 4)
        #expect(v.constraints.count == 2)
        root.layoutIfNeeded()
        expectFrame(v, 100, 100, 20, 20)
        expectFrame(other, 120, 100, 20, 20)
    }

    @Test func removeConstraints() {
        v.mas.makeConstraints { make in make.edges.equalTo(root) }
        #expect(v.mas.installedConstraints.count == 4)
        v.mas.removeConstraints()
        #expect(v.mas.installedConstraints.isEmpty && root.constraints.isEmpty)
    }

    @Test func arrayMakeUpdateRemake() {
        let a = makeView("a"), b = makeView("b")
        root.addSubview(a); root.addSubview(b)
        let made = [a, b].mas.makeConstraints { make in
            make.top.left.equalTo(0); make.size.equalTo(10)
        }
        #expect(made.count == 4)
        [a, b].mas.updateConstraints { make in make.size.equalTo(30) }
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 30, 30); expectFrame(b, 0, 0, 30, 30)
        [a, b].mas.remakeConstraints { make in make.edges.equalTo(root).inset(5) }
        root.layoutIfNeeded()
        expectFrame(a, 5, 5, 290, 290)
        #expect(a.mas.installedConstraints.count == 4 && b.mas.installedConstraints.count == 4)
        #expect(a.constraints.isEmpty)
    }
}
