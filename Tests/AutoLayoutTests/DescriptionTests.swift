import Testing
@testable import AutoLayout

@Suite struct DescriptionTests {
    @Test func masonryGrammar() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let c = LayoutConstraint(item: red, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 0.5, constant: 10)
        c.identifier = "KEY"
        c.priority = .defaultHigh
        #expect(c.description == "<LayoutConstraint:KEY View:red.width == View:root.width * 0.5 + 10 ^high>")
        let top = LayoutConstraint(item: red, attribute: .top, relatedBy: .equal, toItem: root, attribute: .bottom, multiplier: 2, constant: 300)
        top.identifier = "KEY"
        #expect(top.description == "<LayoutConstraint:KEY View:red.top == View:root.bottom * 2 + 300>")
        let left = LayoutConstraint(item: red, attribute: .left, relatedBy: .greaterThanOrEqual, toItem: root, attribute: .left)
        left.identifier = "left[0]"
        #expect(left.description == "<LayoutConstraint:left[0] View:red.left >= View:root.left>")
        let width = red.widthAnchor.constraint(greaterThanOrEqualToConstant: 300)
        width.identifier = "w"
        width.priority = .defaultLow
        #expect(width.description == "<LayoutConstraint:w View:red.width >= 300 ^low>")
        let negative = red.rightAnchor.constraint(lessThanOrEqualTo: root.rightAnchor, constant: -12.5)
        negative.identifier = "n"
        negative.priority = .medium
        #expect(negative.description == "<LayoutConstraint:n View:red.right <= View:root.right - 12.5 ^medium>")
        let zero = red.heightAnchor.constraint(equalToConstant: 0)
        zero.identifier = "z"
        zero.priority = .fittingSizeLevel
        #expect(zero.description == "<LayoutConstraint:z View:red.height == 0 ^fitting size>")
        zero.priority = LayoutPriority(345)
        #expect(zero.description == "<LayoutConstraint:z View:red.height == 0 ^345>")
        zero.priority = LayoutPriority(249.5)
        #expect(zero.description == "<LayoutConstraint:z View:red.height == 0 ^249.5>")
        let baseline = LayoutConstraint(item: red, attribute: .lastBaseline, relatedBy: .equal, toItem: root, attribute: .firstBaseline)
        baseline.identifier = "b"
        #expect(baseline.description == "<LayoutConstraint:b View:red.baseline == View:root.firstBaseline>")
    }

    @Test func unnamedItemsAndConstraintsPrintAddresses() {
        let view = View()
        let c = view.widthAnchor.constraint(equalToConstant: 1.5)
        let text = c.description
        #expect(text.hasPrefix("<LayoutConstraint:0x"))
        #expect(text.contains(" View:0x"))
        #expect(text.hasSuffix(".width == 1.5>"))
    }

    @Test func subclassesPrintTheirTypeName() {
        final class Button: View {}
        let button = Button()
        button.name = "ok"
        let c = button.heightAnchor.constraint(equalToConstant: 38)
        c.identifier = "h"
        #expect(c.description == "<LayoutConstraint:h Button:ok.height == 38>")
        #expect(button.description == "<Button:ok; frame = (0 0; 0 0)>")
    }

    @Test func autoresizingConstraintsDescribeTheirMask() {
        let root = makeRoot()
        let box = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        box.name = "box"
        box.autoresizingMask = [.flexibleLeftMargin, .flexibleHeight]
        root.addSubview(box)
        let other = makeView("other", in: root)
        activate([other.leftAnchor.constraint(equalTo: box.leftAnchor)])
        let texts = box.autoresizingConstraints.map(\.description)
        #expect(texts == [
            "<LayoutConstraint:h=&-- v=-&- View:box.left == View:root.width - 310>",
            "<LayoutConstraint:h=&-- v=-&- View:box.width == 30>",
            "<LayoutConstraint:h=&-- v=-&- View:box.top == 20>",
            "<LayoutConstraint:h=&-- v=-&- View:box.height == View:root.height - 440>",
        ])
    }

    @Test func proportionalAutoresizingDescription() {
        let root = makeRoot()
        let box = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        box.name = "box"
        box.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        root.addSubview(box)
        let other = makeView("other", in: root)
        activate([other.leftAnchor.constraint(equalTo: box.leftAnchor)])
        // Left 10 and right 280 share a change: the left takes 10/290 of it.
        #expect(box.autoresizingConstraints[0].description
            == "<LayoutConstraint:h=&-& v=--- View:box.left == View:root.width * 0.0344828 - 1.03448>")
    }

    @Test func priorities() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(LayoutPriority.defaultLow < .defaultHigh)
        #expect(LayoutPriority(999) + 1 == .required)
        let literal: LayoutPriority = 345
        #expect(literal == LayoutPriority(rawValue: 345))
        // Each optional priority is a strength level of its own (in millionths), of weight 1;
        // required has no level.
        let levels: [Float] = [1, 50, 250, 500, 750, 999, 999.9, 250.5]
        #expect(levels.map { LayoutPriority($0).strength.level }
            == [1_000_000, 50_000_000, 250_000_000, 500_000_000, 750_000_000, 999_000_000, 999_900_024, 250_500_000])
        #expect(levels.allSatisfy { LayoutPriority($0).strength.value == 1 && !LayoutPriority($0).strength.isRequired })
        #expect(LayoutPriority.required.strength.isRequired)
        #expect(LayoutPriority.required.strength.value == 1_001_001_000)  // the solver's required strength
        #expect(LayoutPriority.required.strength.level == 0)
        #expect(LayoutPriority.defaultLow.strength < LayoutPriority(251).strength)
        #expect(LayoutPriority(999.9).strength < LayoutPriority.required.strength)
    }
}
