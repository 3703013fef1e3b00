import Testing
import AutoLayout
@testable import Masonry

/// Priorities through the DSL are strictly ordered, as UIKit documents them: a constraint of
/// a higher priority holds however many of a lower one pull the other way.
@Suite struct PriorityOrderDSLTests {
    @Test func oneHigherPriorityBeatsManyLowerOnes() {
        let root = makeRoot(width: 300, height: 300)
        let v = makeView("v", in: root)
        // A 50-point square at the top, its left pulled to 10 at `single` and to 40 by five
        // constraints at priorityLow (250).
        func pulls(single: Float) -> (ConstraintMaker) -> Void {
            { make in
                make.top.equalTo(0)
                make.size.equalTo(50)
                make.left.equalTo(10).priority(single)
                for _ in 0..<5 { make.left.equalTo(40).priorityLow() }
            }
        }
        v.mas.makeConstraints(pulls(single: 251))
        root.layoutIfNeeded()
        expectFrame(v, 10, 0, 50, 50)
        // An update matches a constraint of the same priority only (Masonry's similarity):
        // one at 249 is added beside the one at 251, which still holds.
        v.mas.updateConstraints { make in make.left.equalTo(10).priority(249) }
        root.layoutIfNeeded()
        expectFrame(v, 10, 0, 50, 50)
        // Remade with the single one below the others: the five now hold together.
        v.mas.remakeConstraints(pulls(single: 249))
        root.layoutIfNeeded()
        expectFrame(v, 40, 0, 50, 50)
    }

    @Test func oneAboveLowAgainstAColumnOfLowOnes() {
        // A width at 251 against two views that each want the container wider at
        // priorityLow (250): the 251 holds and both low ones break (as weights, the two
        // outweighed it).
        let root = makeRoot(width: 300, height: 300)
        let box = makeView("box", in: root), a = makeView("a", in: box), b = makeView("b", in: box)
        box.mas.makeConstraints { make in
            make.left.top.equalTo(root)
            make.width.equalTo(100).priority(251)
            make.height.equalTo(40)
        }
        for view in [a, b] {
            view.mas.makeConstraints { make in
                make.left.right.equalTo(box)
                make.height.equalTo(20)
                make.width.equalTo(180).priorityLow()
            }
        }
        a.mas.makeConstraints { make in make.top.equalTo(box) }
        b.mas.makeConstraints { make in make.top.equalTo(a.mas.bottom) }
        root.layoutIfNeeded()
        expectFrame(box, 0, 0, 100, 40)
        expectFrame(a, 0, 0, 100, 20)
        expectFrame(b, 0, 20, 100, 20)
    }
}
