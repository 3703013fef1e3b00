import Masonry
import Testing

/// Remaking the constraints of every level of a chain of views, each tied to its parent:
/// the frames after each remake are those of the new constants.
@Suite struct RemakeChainTests {
    @Test func remakingEveryLevelOfAChainTopToBottomAndBack() {
        let root = makeRoot(width: 400, height: 400)
        var chain: [(view: View, parent: View)] = []
        var parent = root
        for index in 0..<30 {
            let view = makeView("v\(index)")
            parent.addSubview(view)
            view.mas.makeConstraints { make in make.edges.equalTo(parent).inset(1) }
            chain.append((view, parent))
            parent = view
        }
        root.layoutIfNeeded()
        #expect(chain.map(\.view.frame) == Array(repeating: CGRect(x: 1, y: 1, width: 0, height: 0), count: 30).enumerated().map {
            CGRect(x: 1, y: 1, width: 398 - 2 * CGFloat($0.offset), height: 398 - 2 * CGFloat($0.offset))
        })
        for (view, parent) in chain {
            view.mas.remakeConstraints { make in
                make.left.top.equalTo(parent).offset(2)
                make.right.bottom.equalTo(parent).offset(-3)
            }
        }
        root.layoutIfNeeded()
        for (index, link) in chain.enumerated() {
            #expect(link.view.frame == CGRect(x: 2, y: 2, width: 395 - 5 * CGFloat(index), height: 395 - 5 * CGFloat(index)))
            #expect(link.view.mas.installedConstraints.count == 4)
        }
        // Bottom to top, with a size of their own for the odd levels.
        for (index, link) in chain.enumerated().reversed() {
            link.view.mas.remakeConstraints { make in
                make.left.top.equalTo(link.parent).offset(1)
                if index % 2 == 1 {
                    make.width.height.equalTo(100 - CGFloat(index))
                } else {
                    make.right.bottom.equalTo(link.parent).offset(-1)
                }
            }
        }
        root.layoutIfNeeded()
        var expected: [CGFloat] = []
        var side: CGFloat = 400
        for index in 0..<30 {
            side = index % 2 == 1 ? 100 - CGFloat(index) : side - 2
            expected.append(side)
        }
        #expect(chain.map(\.view.frame.width) == expected)
        #expect(chain.map(\.view.frame.origin) == Array(repeating: CGPoint(x: 1, y: 1), count: 30))
    }
}
