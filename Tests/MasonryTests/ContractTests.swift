import Masonry
import Testing

/// Every name of issue 5's API listing, spelled as the issue spells it, with the shape it
/// states (types are written out where the issue names them).
@Suite struct ContractTests {
    let root = makeRoot(width: 300, height: 600), red = makeView("red"), view1 = makeView("view1"), view3 = makeView("view3")

    init() {
        root.addSubview(red); root.addSubview(view1); root.addSubview(view3)
    }

    /// SnapKit's spellings: `inset` and `update(inset:)` with edge insets mean `insets`, and
    /// `inset(.zero)` still means the number.
    @Test func snapKitInsetSpellings() {
        var edges: Constraint?
        red.mas.makeConstraints { make in
            edges = make.edges.equalToSuperview().inset(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        }
        view1.mas.makeConstraints { make in
            make.edges.equalToSuperview().inset(.zero)
        }
        view3.mas.makeConstraints { make in
            make.top.bottom.equalToSuperview().inset(DirectionalEdgeInsets(top: 5, leading: 0, bottom: 6, trailing: 0))
            make.leading.trailing.equalToSuperview().inset(DirectionalEdgeInsets(top: 0, leading: 7, bottom: 0, trailing: 8))
        }
        root.layoutIfNeeded()
        expectFrame(red, 20, 10, 240, 560)
        expectFrame(view1, 0, 0, 300, 600)
        expectFrame(view3, 7, 5, 285, 589)
        edges?.update(inset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        root.layoutIfNeeded()
        expectFrame(red, 2, 1, 294, 596)
    }

    /// SnapKit's `.constraint`, `labeled(_:)` and priority names.
    @Test func snapKitHandleLabelAndPriorityNames() {
        var top: Constraint?, width: Constraint?
        red.mas.makeConstraints { make in
            top = make.top.equalTo(10).labeled("top").constraint
            width = make.width.equalTo(50).priority(.high)
            make.width.equalTo(80).priority(.low)
            make.left.height.equalTo(0).priority(.medium)
        }
        #expect(top?.layoutConstraints.first?.identifier == "top")
        #expect(top?.layoutConstraints.first?.description.hasPrefix("<LayoutConstraint:top View:red.top == View:root.top + 10") == true)
        #expect(width?.layoutConstraints.first?.priority == LayoutPriority(750))
        root.layoutIfNeeded()
        expectFrame(red, 0, 10, 50, 0)
        top?.update(offset: 20)
        root.layoutIfNeeded()
        expectFrame(red, 0, 20, 50, 0)
    }

    /// `isActive` is settable, as SnapKit's: false uninstalls, true installs the same layout
    /// constraints again.
    @Test func settingIsActiveUninstallsAndInstalls() {
        var edges: Constraint?
        red.mas.makeConstraints { make in
            edges = make.edges.equalToSuperview().inset(10)
            make.size.equalTo(50).priority(.low)
        }
        root.layoutIfNeeded()
        expectFrame(red, 10, 10, 280, 580)
        let made = edges?.layoutConstraints.map(ObjectIdentifier.init)
        edges?.isActive = false
        #expect(edges?.isActive == false && red.mas.installedConstraints.count == 2)
        root.layoutIfNeeded()
        #expect(red.frame.size == CGSize(width: 50, height: 50))
        edges?.isActive = true
        #expect(edges?.isActive == true && red.mas.installedConstraints.count == 6)
        #expect(edges?.layoutConstraints.map(ObjectIdentifier.init) == made)
        root.layoutIfNeeded()
        expectFrame(red, 10, 10, 280, 580)
    }

    /// More SnapKit spellings: `equalToSuperview` with a closure, chained `update`s, the
    /// priority helpers and type names, labels, `target`, hugging and compression numbers, and
    /// a guide's margin composites.
    @Test func snapKitClosuresUpdatesNamesAndNumbers() {
        var top: Constraint?
        red.mas.makeConstraints { make in
            top = make.top.equalToSuperview { $0.mas.centerY }
            make.left.greaterThanOrEqualToSuperview { $0.mas.left }.offset(4)
            make.right.lessThanOrEqualToSuperview { $0.mas.left }.offset(24)  // with the left, x is 4
            make.size.equalTo(20).priority(UInt(600))
        }
        root.layoutIfNeeded()
        expectFrame(red, 4, 300, 20, 20)
        top?.update(offset: 10).update(priority: .required)
        root.layoutIfNeeded()
        expectFrame(red, 4, 310, 20, 20)
        let loose = makeView("loose")
        let refused = LayoutDiagnostics.record {
            loose.mas.makeConstraints { make in make.top.equalToSuperview { $0.mas.bottom } }
        }
        #expect(refused.map(\.kind) == [.noCommonAncestor])
        #expect(loose.mas.installedConstraints.isEmpty)

        let p: ConstraintPriority = .high
        #expect(p.value == 750 && p.advanced(by: 1) == LayoutPriority(751))
        let insets: ConstraintInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.left == 2)
        let asView: ConstraintView = red
        #expect(asView.mas.target === red)
        red.mas.setLabel("red2")
        #expect(red.mas.label() == "red2" && red.name == "red2")
        top?.layoutConstraints.first?.label = "top"
        #expect(top?.layoutConstraints.first?.identifier == "top")

        red.mas.contentHuggingHorizontalPriority = 300
        red.mas.contentCompressionResistanceVerticalPriority = 900
        #expect(red.contentHuggingPriority(for: .horizontal) == LayoutPriority(300))
        #expect(red.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(900))
        #expect(red.mas.contentHuggingVerticalPriority == 250 && red.mas.contentCompressionResistanceHorizontalPriority == 750)

        let guide: ConstraintLayoutGuide = LayoutGuide()
        root.addLayoutGuide(guide)
        #expect(guide.mas.target === guide)
        guide.mas.makeConstraints { make in make.edges.equalTo(root.mas.margins) }
        view1.mas.makeConstraints { make in make.edges.equalTo(guide.mas.margins) }
        root.layoutIfNeeded()
        expectFrame(view1, 8, 8, 284, 584)
    }

    @Test func theIssuesOpeningExample() {
        let padding = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        red.mas.makeConstraints { make in
            make.top.bottom.equalTo(0)
            make.centerX.equalTo(root.mas.centerX)
            make.width.equalTo(root.mas.width).dividedBy(3)
        }
        let superview = root
        view1.mas.makeConstraints { make in
            make.edges.equalTo(superview).with.insets(padding)
        }
        root.layoutIfNeeded()
        expectFrame(red, 100, 0, 100, 600)
        expectFrame(view1, 20, 10, 240, 560)
    }

    @Test func viewAdditions() {
        let made: [Constraint] = red.mas.makeConstraints { make in make.left.top.equalTo(0) }
        let updated: [Constraint] = red.mas.updateConstraints { make in make.size.equalTo(20) }
        let prepared: [Constraint] = view1.mas.prepareConstraints { make in make.size.equalTo(5) }
        #expect(made.count == 1 && updated.count == 1 && prepared.count == 1)
        #expect(!prepared[0].isActive && prepared[0].layoutConstraints.count == 2)
        let installed: [Constraint] = red.mas.installedConstraints
        #expect(installed.count == 4)
        let remade: [Constraint] = red.mas.remakeConstraints { make in make.edges.equalTo(root) }
        #expect(remade.count == 1 && red.mas.installedConstraints.count == 4)
        red.mas.removeConstraints()
        #expect(red.mas.installedConstraints.isEmpty)
        red.mas.key = "red2"
        #expect(red.mas.key == "red2" && red.name == "red2")
        #expect(red.translatesAutoresizingMaskIntoConstraints == false)
        #expect(view1.translatesAutoresizingMaskIntoConstraints == false)
        #expect(view3.translatesAutoresizingMaskIntoConstraints == true)
        #expect(red.mas.closestCommonSuperview(view1) === root)
    }

    @Test func viewAttributes() {
        let attributes: [(ViewAttribute, LayoutAttribute)] = [
            (red.mas.left, .left), (red.mas.right, .right), (red.mas.top, .top), (red.mas.bottom, .bottom),
            (red.mas.leading, .leading), (red.mas.trailing, .trailing), (red.mas.width, .width), (red.mas.height, .height),
            (red.mas.centerX, .centerX), (red.mas.centerY, .centerY), (red.mas.baseline, .lastBaseline),
            (red.mas.firstBaseline, .firstBaseline), (red.mas.lastBaseline, .lastBaseline),
            (red.mas.leftMargin, .leftMargin), (red.mas.rightMargin, .rightMargin), (red.mas.topMargin, .topMargin),
            (red.mas.bottomMargin, .bottomMargin), (red.mas.leadingMargin, .leadingMargin),
            (red.mas.trailingMargin, .trailingMargin), (red.mas.centerXWithinMargins, .centerXWithinMargins),
            (red.mas.centerYWithinMargins, .centerYWithinMargins), (red.mas.attribute(.width), .width),
        ]
        for (attribute, expected) in attributes {
            #expect(attribute.layoutAttribute == expected && attribute.view === red && attribute.item === red)
        }
        let safe: [(ViewAttribute, LayoutAttribute)] = [
            (root.mas.safeAreaLayoutGuide, .notAnAttribute), (root.mas.safeAreaLayoutGuideTop, .top),
            (root.mas.safeAreaLayoutGuideBottom, .bottom), (root.mas.safeAreaLayoutGuideLeft, .left),
            (root.mas.safeAreaLayoutGuideRight, .right), (root.mas.safeAreaLayoutGuideLeading, .leading),
            (root.mas.safeAreaLayoutGuideTrailing, .trailing), (root.mas.safeAreaLayoutGuideWidth, .width),
            (root.mas.safeAreaLayoutGuideHeight, .height), (root.mas.safeAreaLayoutGuideCenterX, .centerX),
            (root.mas.safeAreaLayoutGuideCenterY, .centerY),
        ]
        for (attribute, expected) in safe {
            #expect(attribute.layoutAttribute == expected && attribute.item === root.safeAreaLayoutGuide && attribute.view === root)
        }
    }

    @Test func layoutGuideAdditions() {
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        let made: [Constraint] = guide.mas.makeConstraints { make in make.left.top.equalTo(10); make.size.equalTo(50) }
        let updated: [Constraint] = guide.mas.updateConstraints { make in make.left.equalTo(20) }
        #expect(made.count == 2 && updated.count == 1 && guide.mas.installedConstraints.count == 4)
        let prepared: [Constraint] = guide.mas.prepareConstraints { make in make.height.equalTo(1) }
        #expect(!prepared[0].isActive)
        guide.mas.key = "g"
        let attributes: [ViewAttribute] = [
            guide.mas.left, guide.mas.right, guide.mas.top, guide.mas.bottom, guide.mas.leading, guide.mas.trailing,
            guide.mas.width, guide.mas.height, guide.mas.centerX, guide.mas.centerY, guide.mas.baseline,
            guide.mas.firstBaseline, guide.mas.lastBaseline, guide.mas.leftMargin, guide.mas.rightMargin,
            guide.mas.topMargin, guide.mas.bottomMargin, guide.mas.leadingMargin, guide.mas.trailingMargin,
            guide.mas.centerXWithinMargins, guide.mas.centerYWithinMargins, guide.mas.attribute(.left),
        ]
        #expect(attributes.allSatisfy { $0.item === guide && $0.view === root })
        view1.mas.makeConstraints { make in make.left.equalTo(guide.mas.right); make.top.equalTo(guide); make.size.equalTo(guide) }
        root.layoutIfNeeded()
        expectFrame(view1, 70, 10, 50, 50)
        #expect(guide.mas.closestCommonSuperview(view1) === root)
        let remade: [Constraint] = guide.mas.remakeConstraints { make in make.edges.equalTo(root) }
        #expect(remade.count == 1)
        guide.mas.removeConstraints()
        #expect(guide.mas.installedConstraints.isEmpty)
    }

    @Test func attachKeysNamesEachView() {
        attachKeys(["a": view1, "b": view3])
        #expect(view1.mas.key == "a" && view3.mas.key == "b")
    }

    @Test func makerSinglesAndComposites() {
        var singles: [ViewConstraint] = []
        var composites: [(CompositeConstraint, [LayoutAttribute])] = []
        red.mas.prepareConstraints { make in
            singles = [
                make.left, make.right, make.top, make.bottom, make.leading, make.trailing, make.width, make.height,
                make.centerX, make.centerY, make.baseline, make.firstBaseline, make.lastBaseline, make.leftMargin,
                make.rightMargin, make.topMargin, make.bottomMargin, make.leadingMargin, make.trailingMargin,
                make.centerXWithinMargins, make.centerYWithinMargins,
            ]
            composites = [
                (make.edges, [.left, .right, .top, .bottom]),
                (make.size, [.width, .height]),
                (make.center, [.centerX, .centerY]),
                (make.horizontalEdges, [.left, .right]),
                (make.verticalEdges, [.top, .bottom]),
                (make.directionalEdges, [.top, .leading, .bottom, .trailing]),
                (make.margins, [.leftMargin, .rightMargin, .topMargin, .bottomMargin]),
                (make.directionalMargins, [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]),
                (make.centerWithinMargins, [.centerXWithinMargins, .centerYWithinMargins]),
                (make.attributes([.bottom, .width, .left]), [.left, .bottom, .width]),
            ]
        }
        #expect(singles.map(\.firstViewAttribute.layoutAttribute) == [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
            .firstBaseline, .lastBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
        ])
        for (composite, expected) in composites {
            #expect(composite.children.compactMap { ($0 as? ViewConstraint)?.firstViewAttribute.layoutAttribute } == expected)
        }
    }

    @Test func group() {
        let made = red.mas.makeConstraints { make in
            let grouped: Constraint = make.group {
                make.left.equalTo(root)
                make.top.equalTo(root)
            }
            grouped.offset(7)
            make.size.equalTo(10)
        }
        #expect(made.count == 3)
        root.layoutIfNeeded()
        expectFrame(red, 7, 7, 10, 10)
    }

    @Test func chainingFromAnyConstraint() {
        red.mas.makeConstraints { make in
            let c: Constraint = make.left
            let composite: CompositeConstraint = c.right.top
            composite.equalTo(root).offset(10)
            make.width.and.height.equalTo(20)
            make.bottom.with.centerX.priorityLow()
        }
        #expect(red.mas.installedConstraints.count == 7)
    }

    @Test func chainingAfterARelationDiagnoses() {
        let diagnostics = LayoutDiagnostics.record {
            red.mas.makeConstraints { make in
                make.left.equalTo(root).right.equalTo(root)
                make.size.equalTo(10)
            }
        }
        #expect(diagnostics.map(\.kind) == [.invalidAttributePairing])
        #expect(diagnostics.first?.message == """
            Masonry: View:red.left == View:root.left: attributes must be chained before the relation (right came after it), \
            so the constraint is not installed
            """)
        #expect(red.mas.installedConstraints.flatMap(\.layoutConstraints).map(\.firstAttribute) == [.width, .height])
    }

    @Test func relationsAndModifiersReturnTheConstraint() {
        var handles: [Constraint] = []
        red.mas.makeConstraints { make in
            let top: Constraint = make.top.equalTo(10)
            handles.append(top)
            handles.append(make.left.greaterThanOrEqualTo(0))
            handles.append(make.right.lessThanOrEqualTo(root))
            handles.append(make.bottom.lessThanOrEqualToSuperview())
            handles.append(make.leading.greaterThanOrEqualToSuperview())
            handles.append(make.centerY.equalToSuperview())
            handles.append(make.width.equalTo(root).multipliedBy(0.5).with.offset(1).and.priority(345))
            handles.append(make.height.equalTo(10).inset(2).insets(EdgeInsets.zero).sizeOffset(CGSize(width: 1, height: 30)))
            handles.append(make.centerX.equalTo(root).centerOffset(CGPoint(x: 5, y: 6)).valueOffset(CGPoint(x: 2, y: 3)))
            handles.append(make.firstBaseline.equalTo(root).priorityLow().key("fb"))
            handles.append(make.lastBaseline.equalTo(root).priorityMedium())
            handles.append(make.leftMargin.equalTo(root).priorityHigh())
            handles.append(make.rightMargin.equalTo(root).priorityRequired())
            handles.append(make.topMargin.equalTo(root).priority(LayoutPriority.defaultHigh))
        }
        let lcs = handles.flatMap(\.layoutConstraints)
        #expect(lcs.count == 14)
        #expect(lcs[6].multiplier == 0.5 && lcs[6].constant == 1 && lcs[6].priority == LayoutPriority(345))
        #expect(lcs[7].constant == 30)
        #expect(lcs[8].constant == 2)
        #expect(lcs[9].identifier == "fb" && lcs[9].priority == .defaultLow)
        #expect(lcs.suffix(4).map(\.priority) == [.medium, .defaultHigh, .required, .defaultHigh])
        #expect(handles[0].layoutConstraints.first?.constant == 10)
    }

    @Test func afterInstall() {
        var top: Constraint?
        var edges: Constraint?
        view1.mas.makeConstraints { make in
            top = make.top.equalTo(root).priorityHigh()
            edges = make.left.right.equalTo(root)
            make.height.equalTo(root).dividedBy(2)
        }
        guard let top, let edges else { return }
        #expect(top.isActive && edges.isActive && edges.layoutConstraints.map(\.firstAttribute) == [.left, .right])
        top.update(offset: 5)
        edges.update(inset: 10)
        root.layoutIfNeeded()
        expectFrame(view1, 10, 5, 280, 300)
        edges.update(insets: EdgeInsets(top: 0, left: 1, bottom: 0, right: 2))
        top.update(priority: .defaultLow)
        #expect(top.layoutConstraints.first?.priority == .defaultLow)
        let same = top.layoutConstraints.first
        top.uninstall()
        #expect(!top.isActive)
        top.install()
        #expect(top.isActive && top.layoutConstraints.first === same)
        top.deactivate()
        #expect(!top.isActive)
        top.activate()
        #expect(top.isActive)
        root.layoutIfNeeded()
        expectFrame(view1, 1, 5, 297, 300)
    }

    @Test func targetsOfEveryKind() {
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.mas.makeConstraints { make in make.edges.equalTo(root).inset(3) }
        let targets: [any ConstraintTarget] = [
            1 as Int, 2.5 as Double, Float(3), CGFloat(4), CGSize(width: 5, height: 6), CGPoint(x: 7, y: 8),
            EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), view1, guide, view3.mas.right,
        ]
        let made = red.mas.prepareConstraints { make in make.left.equalTo(targets) }
        let lcs = made.flatMap(\.layoutConstraints)
        #expect(lcs.count == 10)
        #expect(lcs.prefix(4).map(\.constant) == [1, 2.5, 3, 4])
        #expect(lcs[6].constant == 2)
        #expect(lcs[7].secondItem === view1 && lcs[7].secondAttribute == .left)
        #expect(lcs[8].secondItem === guide && lcs[8].secondAttribute == .left)
        #expect(lcs[9].secondItem === view3 && lcs[9].secondAttribute == .right)
        let mixed = red.mas.prepareConstraints { make in make.left.equalTo([view1, 100, view3.mas.right]) }
        #expect(mixed.flatMap(\.layoutConstraints).map(\.constant) == [0, 100, 0])
    }

    @Test func arraysOfViews() {
        let views = [view1, view3]
        let made: [Constraint] = views.mas.makeConstraints { make in make.top.equalTo(0); make.size.equalTo(10) }
        let updated: [Constraint] = views.mas.updateConstraints { make in make.size.equalTo(20) }
        let remade: [Constraint] = views.mas.remakeConstraints { make in make.top.equalTo(5); make.height.equalTo(10) }
        #expect(made.count == 4 && updated.count == 2 && remade.count == 4)
        let horizontal: [Constraint] = views.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 20, tailSpacing: 30)
        #expect(!horizontal.isEmpty)
        root.layoutIfNeeded()
        expectFrame(view1, 20, 5, 120, 10)
        expectFrame(view3, 150, 5, 120, 10)
        let a = makeView("a"), b = makeView("b"), c = makeView("c")
        root.addSubview(a); root.addSubview(b); root.addSubview(c)
        let column = [a, b, c]
        column.mas.makeConstraints { make in make.left.equalTo(0); make.width.equalTo(10) }
        column.mas.distributeViews(along: .vertical, fixedItemLength: 100, leadSpacing: 0, tailSpacing: 0)
        root.layoutIfNeeded()
        expectFrame(a, 0, 0, 10, 100)
        expectFrame(b, 0, 250, 10, 100)
        expectFrame(c, 0, 500, 10, 100)
    }
}
