import Foundation
import Masonry
import Testing

@Suite struct DSLAcceptanceCountTests {
    @Test func masonrySpecCountsWithAFrameBasedSibling() {
        let superview = View()
        let view = View()
        let newView = View()
        superview.addSubview(view)
        superview.addSubview(newView)
        view.mas.updateConstraints { make in make.left.equalTo(newView).offset(10) }
        #expect(superview.constraints.count == 1)
        view.mas.updateConstraints { make in make.left.equalTo(newView).offset(20) }
        #expect(superview.constraints.count == 1)
        #expect(superview.constraints[0].constant == 20)
        view.mas.updateConstraints { make in make.right.equalTo(newView).offset(20) }
        #expect(superview.constraints.count == 2)
        superview.layoutIfNeeded()
        #expect(superview.constraints.count == 2)
        #expect(newView.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func masonryRemoveExistingSpec() {
        let superview = View()
        let view = View()
        let newView = View()
        superview.addSubview(view)
        superview.addSubview(newView)
        view.mas.makeConstraints { make in
            make.left.equalTo(newView).offset(10)
            make.right.equalTo(newView).offset(20)
            make.width.equalTo(newView).offset(30)
        }
        #expect(superview.constraints.count == 3)
        #expect(view.mas.installedConstraints.count == 3)
        view.mas.remakeConstraints { make in make.height.equalTo(newView).offset(100) }
        #expect(superview.constraints.count == 1)
        #expect(view.mas.installedConstraints.count == 1)
        #expect(superview.constraints[0].constant == 100)
    }

    @Test func installReturnsTwoForEdgesAndAnArray() {
        let superview = View()
        let view = View()
        let newView = View()
        superview.addSubview(view)
        superview.addSubview(newView)
        let made = view.mas.makeConstraints { make in
            make.edges.equalTo(newView)
            make.centerX.equalTo([newView, 10] as [any ConstraintTarget])
        }
        #expect(made.count == 2)
    }

    @Test func debugSpecDisplayConstraintKey() {
        let superview = View()
        let newView1 = View()
        newView1.mas.key = "newView1"
        let newView2 = View()
        newView2.mas.key = "newView2"
        superview.addSubview(newView1)
        superview.addSubview(newView2)
        newView1.mas.makeConstraints { make in
            make.left.greaterThanOrEqualTo([newView2, 10] as [any ConstraintTarget]).key("left")
        }
        #expect(superview.constraints[0].description == "<LayoutConstraint:left[0] View:newView1.left >= View:newView2.left>")
        #expect(superview.constraints[1].description.hasSuffix(".left + 10>"))
    }
}

@Suite struct DSLAcceptancePriorityUpdateTests {
    @Test func updatePriorityToRequiredIsRefusedAndCompositeUpdatesEveryChild() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let made = red.mas.makeConstraints { make in
            make.size.equalTo(10).priorityLow()
            make.left.top.equalTo(0).priorityHigh()
        }
        let refused = LayoutDiagnostics.record { made[0].update(priority: .required) }
        #expect(refused.map(\.kind) == [.invalidPriorityChange, .invalidPriorityChange])
        #expect(made[0].layoutConstraints.map(\.priority) == [.defaultLow, .defaultLow])
        let fine = LayoutDiagnostics.record { made[1].update(priority: 600) }
        #expect(fine.isEmpty)
        #expect(made[1].layoutConstraints.map { $0.priority.rawValue } == [600, 600])
    }

    @Test func layoutOnABackgroundThread() async {
        let frame: CGRect = await withCheckedContinuation { cont in
            Thread {
                let root = makeRoot()
                let red = makeView("red", in: root)
                red.mas.makeConstraints { make in make.edges.equalTo(root).inset(20) }
                root.layoutIfNeeded()
                cont.resume(returning: red.frame)
            }.start()
        }
        #expect(frame == CGRect(x: 20, y: 20, width: 360, height: 760))
    }
}
