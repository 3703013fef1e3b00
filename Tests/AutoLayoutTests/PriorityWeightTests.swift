import Testing
@testable import AutoLayout

/// Optional priorities are strictly ordered, as UIKit documents them ("higher priority
/// constraints are met before lower priority constraints"): however many constraints of a
/// lower priority pull the other way, and however close the priorities.
@Suite struct PriorityWeightTests {
    /// A view whose left edge is pulled to 0 at `high` and to 10 by `count` constraints at `low`.
    private func left(high: Float, low: Float, count: Int = 2) -> CGFloat {
        let root = makeRoot()
        let view = makeView("v", in: root)
        let pullToZero = view.leftAnchor.constraint(equalTo: root.leftAnchor)
        pullToZero.priority = LayoutPriority(high)
        var pulls = [pullToZero]
        for _ in 0..<count {
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

    @Test func levelsAPointApartAreOrdered() {
        // Two pulls at 250 weighed more than one at 251 when priorities were weights.
        #expect(left(high: 251, low: 250) == 0)
        #expect(left(high: 750, low: 749, count: 200) == 0)
        #expect(left(high: 250.5, low: 250, count: 10) == 0)
        #expect(left(high: 999.5, low: 999, count: 10) == 0)
    }

    @Test func equalPrioritiesAddUp() {
        // Within one priority, errors add up: two pulls to 10 beat one to 0.
        #expect(left(high: 500, low: 500) == 10)
        #expect(left(high: 500, low: 500, count: 1) == 0)  // a tie: the first one added stays
    }

    /// Hugging at 251 against two views hugging at 250 that both span another view (a column
    /// of two labels): widening the column by d breaks both huggings by d, which outweighed
    /// one break of d at 251 when priorities were weights. The higher priority wins, as in
    /// UIKit: the single view keeps its intrinsic width, the column takes the rest.
    @Test func huggingOneAgainstTwo() {
        let root = makeRoot()
        let single = IntrinsicSizeView("single", 50, 20)
        let column = View(), a = IntrinsicSizeView("a", 30, 20), b = IntrinsicSizeView("b", 30, 20)
        for view in [single, column] { view.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(view) }
        for view in [a, b] { view.translatesAutoresizingMaskIntoConstraints = false; column.addSubview(view) }
        single.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        activate([
            single.leftAnchor.constraint(equalTo: root.leftAnchor), single.topAnchor.constraint(equalTo: root.topAnchor),
            column.leftAnchor.constraint(equalTo: single.rightAnchor), column.rightAnchor.constraint(equalTo: root.rightAnchor),
            column.topAnchor.constraint(equalTo: root.topAnchor),
            a.leftAnchor.constraint(equalTo: column.leftAnchor), a.rightAnchor.constraint(equalTo: column.rightAnchor),
            a.topAnchor.constraint(equalTo: column.topAnchor),
            b.leftAnchor.constraint(equalTo: column.leftAnchor), b.rightAnchor.constraint(equalTo: column.rightAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor), b.bottomAnchor.constraint(equalTo: column.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(single.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(column.frame == CGRect(x: 50, y: 0, width: 270, height: 40))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 270, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 20, width: 270, height: 20))
    }
}
