import Testing
@testable import AutoLayout

/// Optional priorities are solver weights, 10^(9p/1000) (README, "Where the engine differs
/// from UIKit's"): levels far apart act as strictly ordered, levels a point apart do not.
@Suite struct PriorityWeightTests {
    /// A view whose left edge is pulled to 0 at `high` and to 10 by two constraints at `low`.
    private func left(high: Float, low: Float) -> CGFloat {
        let root = makeRoot()
        let view = makeView("v", in: root)
        let pullToZero = view.leftAnchor.constraint(equalTo: root.leftAnchor)
        pullToZero.priority = LayoutPriority(high)
        var pulls = [pullToZero]
        for _ in 0..<2 {
            let pullToTen = view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
            pullToTen.priority = LayoutPriority(low)
            pulls.append(pullToTen)
        }
        activate(pulls + [
            view.topAnchor.constraint(equalTo: root.topAnchor), view.widthAnchor.constraint(equalToConstant: 20),
            view.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        return view.frame.minX
    }

    @Test func distantLevelsActAsOrdered() {
        #expect(left(high: 750, low: 250) == 0)
        #expect(left(high: 999, low: 750) == 0)
    }

    @Test func levelsAPointApartAreWeighedNotOrdered() {
        // 2 x 10^2.25 outweighs 10^2.259: the two pulls at 250 win over the one at 251.
        #expect(LayoutPriority(250).strength.value * 2 > LayoutPriority(251).strength.value)
        #expect(left(high: 251, low: 250) == 10)
    }
}
