import Foundation
import Testing
@testable import AutoLayout

/// `Label.textAlignment`: where a line sits across the label, the leading edge following the
/// layout direction for `.natural`, and no effect on the layout.
@Suite struct LabelTextAlignmentTests {
    @Test func theDefaultAndTheRawValuesAreUIKits() {
        #expect(Label().textAlignment == .natural)
        #expect(TextAlignment.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(TextAlignment(rawValue: 1) == .center)
    }

    @Test(arguments: [
        (TextAlignment.left, 0.0, 0.0),
        (.center, 15.0, 15.0),
        (.right, 30.0, 30.0),
        (.natural, 0.0, 30.0),
        (.justified, 0.0, 30.0),
    ])
    func offsets(_ alignment: TextAlignment, _ leftToRight: Double, _ rightToLeft: Double) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = Label()
        root.addSubview(label)
        label.textAlignment = alignment
        #expect(label.lineOffset(ofWidth: 70, in: 100) == CGFloat(leftToRight))
        root.semanticContentAttribute = .forceRightToLeft
        #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(label.lineOffset(ofWidth: 70, in: 100) == CGFloat(rightToLeft))
        // A line wider than the box overhangs by the same rule; an endless box starts at 0.
        label.semanticContentAttribute = .forceLeftToRight
        #expect(label.lineOffset(ofWidth: 130, in: 100) == CGFloat(leftToRight) * -1)
        #expect(label.lineOffset(ofWidth: 70, in: .infinity) == 0)
    }

    @Test func alignmentLeavesTheLayoutAlone() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = Label()
        label.text = "Hello"
        label.fontSize = 10
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 20, width: 25, height: 12))
        label.textAlignment = .center
        #expect(!root.needsLayout)
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 20, width: 25, height: 12))
    }
}
