import Masonry
import Testing

@Suite struct DescriptionTests {
    let root = makeRoot(), newView1 = makeView("newView1"), newView2 = makeView("newView2")
    init() { root.addSubview(newView1); root.addSubview(newView2) }

    @Test func keyedConstraintWithMultiplierAndConstant() {
        var c: Constraint?
        newView1.mas.makeConstraints { make in
            c = make.top.equalTo(newView2.mas.bottom).multipliedBy(2).offset(300).key("KEY")
        }
        #expect(c?.layoutConstraints.first?.description == "<LayoutConstraint:KEY View:newView1.top == View:newView2.bottom * 2 + 300>")
    }

    @Test func compositeKeysAndRelation() {
        var c: Constraint?
        newView1.mas.makeConstraints { make in c = make.left.right.greaterThanOrEqualTo(newView2).key("left") }
        #expect(c?.layoutConstraints.map(\.description) == [
            "<LayoutConstraint:left[0] View:newView1.left >= View:newView2.left>",
            "<LayoutConstraint:left[1] View:newView1.right >= View:newView2.right>",
        ])
    }

    @Test func constantOnlyAndPriorities() {
        var made: [Constraint] = []
        newView1.mas.makeConstraints { make in
            made.append(make.width.greaterThanOrEqualTo(300).priorityLow().key("a"))
            made.append(make.width.lessThanOrEqualTo(400).priorityMedium().key("b"))
            made.append(make.height.equalTo(10).priorityHigh().key("c"))
            made.append(make.height.equalTo(20).priority(.fittingSizeLevel).key("d"))
            made.append(make.height.equalTo(30).priority(345).key("e"))
            made.append(make.left.equalTo(newView2).offset(-5).key("f"))
        }
        #expect(made.flatMap(\.layoutConstraints).map(\.description) == [
            "<LayoutConstraint:a View:newView1.width >= 300 ^low>",
            "<LayoutConstraint:b View:newView1.width <= 400 ^medium>",
            "<LayoutConstraint:c View:newView1.height == 10 ^high>",
            "<LayoutConstraint:d View:newView1.height == 20 ^fitting size>",
            "<LayoutConstraint:e View:newView1.height == 30 ^345>",
            "<LayoutConstraint:f View:newView1.left == View:newView2.left - 5>",
        ])
    }

    @Test func unkeyedConstraintPrintsShortIdentity() {
        var c: Constraint?
        newView1.mas.makeConstraints { make in c = make.baseline.equalTo(newView2) }
        let text = c?.layoutConstraints.first?.description ?? ""
        #expect(text.hasPrefix("<LayoutConstraint:0x"))
        #expect(text.hasSuffix(" View:newView1.baseline == View:newView2.baseline>"))
    }

    @Test func attachKeysNamesViews() {
        let a = View(), b = View()
        attachKeys(["alpha": a, "beta": b])
        #expect(a.mas.key == "alpha" && b.name == "beta")
    }

    @Test func unsatisfiableDiagnosticUsesKeys() {
        let diagnostics = LayoutDiagnostics.record {
            newView1.mas.makeConstraints { make in
                make.width.equalTo(100).key("hundred")
                make.width.equalTo(200).key("twoHundred")
            }
            root.layoutIfNeeded()
        }
        let unsatisfiable = diagnostics.first { $0.kind == .unsatisfiable }
        #expect(unsatisfiable?.message.contains("<LayoutConstraint:twoHundred View:newView1.width == 200>") == true)
    }
}
