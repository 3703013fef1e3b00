import Foundation
import Masonry
import Testing

@Suite struct DSLAcceptanceChainTests {
    @Test func chainAfterAModifierKeepsTheFirstChildsModifier() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let made = red.mas.makeConstraints { make in
            make.width.priorityLow().height.equalTo(root)
            make.left.offset(10).right.equalTo(root)
        }
        let size = made[0].layoutConstraints
        #expect(size.map(\.firstAttribute) == [.width, .height])
        #expect(size.map(\.priority) == [.defaultLow, .required])
        let lr = made[1].layoutConstraints
        #expect(lr.map(\.constant) == [10, 0])
    }

    @Test func chainAfterARelationIsRefusedWholly() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        var made: [Constraint] = []
        let diags = LayoutDiagnostics.record {
            made = red.mas.makeConstraints { make in
                make.left.equalTo(root).right.equalTo(root)
                make.width.equalTo(5)
            }
        }
        #expect(diags.count >= 1)
        #expect(diags.allSatisfy { $0.kind == .invalidAttributePairing })
        #expect(red.mas.installedConstraints.count == 1)
        _ = made
    }

    @Test func compositeChainedAfterComposite() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let made = red.mas.makeConstraints { make in
            make.size.centerX.equalTo(root).priorityLow()
            make.edges.centerY.equalTo(root).priorityLow()
        }
        #expect(made[0].layoutConstraints.map(\.firstAttribute) == [.width, .height, .centerX])
        #expect(made[1].layoutConstraints.map(\.firstAttribute) == [.left, .right, .top, .bottom, .centerY])
    }
}
