import Foundation
import Testing
@testable import AutoLayout

// A sixth crash hunt, on large trees: thousands of views in a stack.

@Suite struct CrashHuntSixLargeTests {
    /// A vertical stack of 400 views whose own heights (1, 2 and 3 in turn, at priority
    /// 999) disagree, made `fillEqually`: the stack's equal lengths go in after the heights,
    /// each through the solver's phase one, which pivoted through every earlier view's row
    /// each time (2 500 views took 525 s in a release build, 400 take 7 s). All views get the median
    /// height, 2.
    @Test func fillEquallyAfterConflictingHeights() {
        let n = 400
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 1_000))
        let stack = StackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        activate([
            stack.leftAnchor.constraint(equalTo: root.leftAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.widthAnchor.constraint(equalTo: root.widthAnchor),
        ])
        var views: [View] = []
        for i in 0..<n {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            let height = view.heightAnchor.constraint(equalToConstant: CGFloat(1 + i % 3))
            height.priority = LayoutPriority(999)
            height.isActive = true
            stack.addArrangedSubview(view)
            views.append(view)
        }
        root.layoutIfNeeded()
        // Each its own height first: 1 + 2 + 3 a turn (133 turns, then 1).
        expectFrame(views[n - 1], 0, 798, 400, 1)
        expectFrame(stack, 0, 0, 400, 799)
        stack.distribution = .fillEqually
        root.layoutIfNeeded()
        expectFrame(stack, 0, 0, 400, Double(2 * n))
        expectFrame(views[0], 0, 0, 400, 2)
        expectFrame(views[n / 2], 0, Double(n), 400, 2)
        expectFrame(views[n - 1], 0, Double(2 * (n - 1)), 400, 2)
    }
}
