import Foundation
import Testing
@testable import AutoLayout

@Suite struct BaselineChainInvalidationTests {
    /// The middle of a chain names another label and says so: the constraint on the outer
    /// container reads the new label's baseline.
    @Test func chainMiddleNamesAnotherView() {
        let root = makeRoot()
        let outer = makeContainer("outer", in: root, frame: CGRect(x: 0, y: 200, width: 300, height: 80))
        let middle = makeContainer("middle", in: outer, frame: CGRect(x: 20, y: 10, width: 200, height: 50))
        let a = makeFramedLabel("a", "Aaaa", in: middle, x: 5, y: 15)
        let b = makeFramedLabel("b", "Bbbb", in: middle, x: 5, y: 30)
        outer.firstBaselineView = middle
        middle.firstBaselineView = a
        let side = makeLabel("side", "Side", in: root)
        activate([side.firstBaselineAnchor.constraint(equalTo: outer.firstBaselineAnchor),
                  side.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 240)])
        root.layoutIfNeeded()
        expectFrame(side, 240, 225, 20, 12)
        middle.firstBaselineView = b
        middle.invalidateBaselines()
        root.layoutIfNeeded()
        // 200 + 10 + 30 + 8 = 248
        expectFrame(side, 240, 240, 20, 12)
    }

    /// The middle of a chain answered itself, then names a label and says so.
    @Test func chainMiddleStartsRedirecting() {
        let root = makeRoot()
        let outer = makeContainer("outer", in: root, frame: CGRect(x: 0, y: 200, width: 300, height: 80))
        let middle = makeContainer("middle", in: outer, frame: CGRect(x: 20, y: 10, width: 200, height: 50))
        let a = makeFramedLabel("a", "Aaaa", in: middle, x: 5, y: 15)
        outer.firstBaselineView = middle
        let side = makeLabel("side", "Side", in: root)
        activate([side.firstBaselineAnchor.constraint(equalTo: outer.firstBaselineAnchor),
                  side.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 240)])
        root.layoutIfNeeded()
        expectFrame(side, 240, 252, 20, 12)  // middle's bottom: 200 + 10 + 50
        middle.firstBaselineView = a
        middle.invalidateBaselines()
        root.layoutIfNeeded()
        expectFrame(side, 240, 225, 20, 12)  // 200 + 10 + 15 + 8 = 233
        middle.firstBaselineView = nil
        middle.invalidateBaselines()
        root.layoutIfNeeded()
        expectFrame(side, 240, 252, 20, 12)
        #expect(a.baselineDependents.isEmpty && a.engineUses == 0)
    }
}
