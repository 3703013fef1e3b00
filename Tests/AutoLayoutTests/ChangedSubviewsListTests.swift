import Testing
@testable import AutoLayout

/// A superview with a few subviews compares them all after a solve instead of listing the
/// changed ones (`View.subviewsComparedWithoutList`); one with more lists them. Either way
/// the frames and the `layoutSubviews()` calls are the same.
@Suite struct ChangedSubviewsListTests {
    /// A root holding two containers, `small` with `few` subviews and `large` with `many`,
    /// each subview a 10-point square placed by a left constant.
    static func tree(few: Int, many: Int, log: RecordingView.Log) -> (root: View, small: RecordingView, large: RecordingView, lefts: [[LayoutConstraint]]) {
        let root = makeRoot()
        let small = RecordingView("small", log: log), large = RecordingView("large", log: log)
        var lefts: [[LayoutConstraint]] = []
        var constraints: [LayoutConstraint] = []
        for (index, (container, count)) in [(small, few), (large, many)].enumerated() {
            container.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(container)
            constraints += place(container, in: root, 0, Double(index * 100), 300, 50)
            var row: [LayoutConstraint] = []
            for i in 0..<count {
                let child = makeView("c\(index)-\(i)", in: container)
                let left = child.leftAnchor.constraint(equalTo: container.leftAnchor, constant: CGFloat(i * 20))
                row.append(left)
                constraints += [left, child.topAnchor.constraint(equalTo: container.topAnchor),
                                child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10)]
            }
            lefts.append(row)
        }
        activate(constraints)
        root.layoutIfNeeded()
        return (root, small, large, lefts)
    }

    @Test func fewSubviewsAreComparedAllAndManyAreListed() {
        let log = RecordingView.Log()
        let (root, small, large, lefts) = Self.tree(few: 3, many: 6, log: log)
        log.entries.removeAll()
        lefts[0][1].constant = 100
        lefts[1][4].constant = 200
        // The solve's report: the small container compares all, the large one lists one.
        _ = root.layoutEngine.solveIfNeeded()
        #expect(small.changedEngineSubviewsIncomplete)
        #expect(small.changedEngineSubviews.isEmpty)
        #expect(!large.changedEngineSubviewsIncomplete)
        #expect(large.changedEngineSubviews.count == 1)
        #expect(large.changedEngineSubviews.first?.takeUnretainedValue() === large.subviews[4])
        root.layoutIfNeeded()
        #expect(log.entries.sorted() == ["layout large", "layout small"])
        expectFrame(small.subviews[1], 100, 0, 10, 10)
        expectFrame(small.subviews[0], 0, 0, 10, 10)
        expectFrame(large.subviews[4], 200, 0, 10, 10)
        expectFrame(large.subviews[5], 100, 0, 10, 10)
        // The pass drops both marks.
        #expect(!small.changedEngineSubviewsIncomplete && large.changedEngineSubviews.isEmpty)
        // Nothing changed: no layoutSubviews() at all.
        log.entries.removeAll()
        lefts[0][2].constant = 40
        root.layoutIfNeeded()
        #expect(log.entries == [])
        expectFrame(small.subviews[2], 40, 0, 10, 10)
    }
}
