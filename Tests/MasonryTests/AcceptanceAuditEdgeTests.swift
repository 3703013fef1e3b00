import Foundation
import Masonry
import Testing

@Suite struct DSLAcceptanceEdgeTests {
    @Test func emptyAndNestedArraysAreRefusedWhole() {
        let root = makeRoot()
        let v1 = makeView("v1", in: root)
        let v2 = makeView("v2", in: root)
        let v3 = makeView("v3", in: root)
        let red = makeView("red", in: root)
        let diags = LayoutDiagnostics.record {
            red.mas.makeConstraints { make in
                make.width.equalTo([] as [any ConstraintTarget])
                make.left.greaterThanOrEqualTo([[v1, v2], v3] as [any ConstraintTarget]).key("L")
            }
        }
        // An empty array relates to nothing, and Masonry asserts on a nested array
        // ("unsupported attribute"): each refused with its diagnostic, nothing installed.
        #expect(diags.map(\.kind) == [.invalidValue, .invalidValue])
        #expect(diags.first?.message.contains("an empty array is not a target") == true)
        #expect(diags.allSatisfy { $0.message.contains("red") })
        #expect(red.mas.installedConstraints.isEmpty)
    }

    @Test func zeroMultiplierOnAConstantSizeIsAccepted() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let diags = LayoutDiagnostics.record {
            red.mas.makeConstraints { make in
                make.width.equalTo(10).multipliedBy(0)
                make.height.equalTo(root).multipliedBy(0)
                make.left.top.equalTo(0)
            }
        }
        #expect(diags.count == 1)
        #expect(red.mas.installedConstraints.count == 3)
    }

    @Test func dividedByZeroIsRefused() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let diags = LayoutDiagnostics.record {
            red.mas.makeConstraints { make in make.width.equalTo(root).dividedBy(0) }
        }
        #expect(diags.map(\.kind) == [.invalidValue])
        #expect(red.mas.installedConstraints.isEmpty)
    }

    @Test func positionMultiplierWithoutSecondItem() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let made = red.mas.makeConstraints { make in
            make.centerX.equalTo(10).multipliedBy(0.5)
            make.top.equalTo(0); make.size.equalTo(20)
        }
        #expect(made[0].layoutConstraints[0].secondItem === root)
        #expect(made[0].layoutConstraints[0].secondAttribute == .centerX)
        root.layoutIfNeeded()
        #expect(red.frame.midX == 110)
    }

    @Test func sizeEqualToAWidthAttribute() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        red.mas.makeConstraints { make in
            make.size.equalTo(root.mas.width).multipliedBy(0.25)
            make.left.top.equalTo(0)
        }
        root.layoutIfNeeded()
        #expect(red.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func centerToAnXAttributeIsRefusedWhole() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let diags = LayoutDiagnostics.record {
            red.mas.makeConstraints { make in make.center.equalTo(root.mas.centerX) }
        }
        #expect(diags.map(\.kind) == [.invalidAttributePairing])
        #expect(red.mas.installedConstraints.isEmpty)
    }

    @Test func deactivatedConstraintIsNotMatchedByUpdate() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let made = red.mas.makeConstraints { make in make.width.equalTo(10) }
        made[0].deactivate()
        red.mas.updateConstraints { make in make.width.equalTo(20) }
        #expect(red.constraints.map(\.constant) == [20])
        #expect(made[0].layoutConstraints[0].constant == 10)
        #expect(red.mas.installedConstraints.count == 1)
    }

    @Test func recordIsPerTask() async {
        let counts = await withTaskGroup(of: Int.self) { group in
            for n in 1...4 {
                group.addTask {
                    LayoutDiagnostics.record {
                        let root = makeRoot()
                        let red = makeView("red", in: root)
                        for _ in 0..<n { red.mas.makeConstraints { make in make.width.equalTo(CGFloat.nan) } }
                    }.count * 10 + n
                }
            }
            var all: [Int] = []
            for await c in group { all.append(c) }
            return all.sorted()
        }
        #expect(counts == [11, 22, 33, 44])
    }
}
