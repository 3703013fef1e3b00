@testable import Masonry
import Testing

// The behaviours checked by Masonry's own specs (Tests/Specs of SnapKit/Masonry) and by
// SnapKit's Tests/SnapKitTests/Tests.swift, one suite per spec file, written against this
// package's API. Where Masonry raises an assertion, this package reports a
// `LayoutDiagnostic` and installs nothing; the ports check that instead. The model-level
// specs (a constraint built by hand, its delegate, the maker's flags) reach the internal
// members through `@testable import`, as the Objective-C specs reach the private ones
// through class extensions.

// MARK: - Helpers

/// Stands in for the constraint's delegate (the maker or a composite), recording what it is asked.
final class SpecDelegateMock: ConstraintDelegate {
    var constraints: [Constraint] = []
    var chained: [Constraint] = []
    lazy var delegateLink = DelegateLink(self)

    deinit { delegateLink.target = nil }

    func constraint(_ constraint: Constraint, shouldBeReplacedWith replacement: Constraint) {
        guard let index = constraints.firstIndex(where: { $0 === constraint }) else { return }
        constraints[index] = replacement
    }

    func constraint(_ constraint: Constraint?, addConstraintWith attribute: LayoutAttribute) -> Constraint {
        if let constraint { chained.append(constraint) }
        return ViewConstraint(firstViewAttribute: ViewAttribute(view: nil, item: nil, layoutAttribute: attribute))
    }
}

/// A target type the DSL does not know (Masonry's `@{}`).
struct UnsupportedSpecTarget: ConstraintTarget {}

private func specSingle(_ attribute: ViewAttribute) -> ViewConstraint {
    ViewConstraint(firstViewAttribute: attribute)
}

private func specChild(_ composite: Constraint?, _ index: Int) -> ViewConstraint? {
    (composite as? CompositeConstraint)?.children[index] as? ViewConstraint
}

private func specFrame(
    _ view: View, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let f = view.frame
    let ok = abs(f.minX - x) < 1e-6 && abs(f.minY - y) < 1e-6 && abs(f.width - width) < 1e-6 && abs(f.height - height) < 1e-6
    #expect(ok, "frame is \(f), expected (\(x) \(y); \(width) \(height))", sourceLocation: sourceLocation)
}

// MARK: - MASConstraintMakerSpec

@Suite("PortedSpec: MASConstraintMakerSpec") struct PortedSpecConstraintMaker {
    let superview = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let view = View()
    let maker: ConstraintMaker

    init() {
        superview.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        maker = ConstraintMaker(view: view)
    }

    // MASConstraintMakerSpec: "testCreateSingleAttribute"
    @Test func createSingleAttribute() {
        let composite = maker.attributes(.height)
        #expect(composite.children.count == 1)
        let child = composite.children[0] as? ViewConstraint
        #expect(child?.firstViewAttribute.view === view)
        #expect(child?.firstViewAttribute.layoutAttribute == .height)
    }

    // MASConstraintMakerSpec: "testCreateAttributes" (children in MASAttribute's order: width before centerX)
    @Test func createAttributes() {
        let composite = maker.attributes([.centerX, .width])
        #expect(composite.children.count == 2)
        #expect(specChild(composite, 0)?.firstViewAttribute.view === view)
        #expect(specChild(composite, 0)?.firstViewAttribute.layoutAttribute == .width)
        #expect(specChild(composite, 1)?.firstViewAttribute.view === view)
        #expect(specChild(composite, 1)?.firstViewAttribute.layoutAttribute == .centerX)
    }

    // MASConstraintMakerSpec: "testCreateCenterYAndCenterXChildren"
    @Test func createCenterChildren() {
        let composite = maker.center
        #expect(composite.children.count == 2)
        #expect(specChild(composite, 0)?.firstViewAttribute.view === view)
        #expect(specChild(composite, 0)?.firstViewAttribute.layoutAttribute == .centerX)
        #expect(specChild(composite, 1)?.firstViewAttribute.view === view)
        #expect(specChild(composite, 1)?.firstViewAttribute.layoutAttribute == .centerY)
    }

    // MASConstraintMakerSpec: "testCreateAllEdges"
    @Test func createAllEdges() {
        let newView = View()
        let composite = maker.edges
        composite.equalTo(newView)
        #expect(composite.children.count == 4)
        let expected: [LayoutAttribute] = [.left, .right, .top, .bottom]
        for (index, attribute) in expected.enumerated() {
            let child = specChild(composite, index)
            #expect(child?.firstViewAttribute.view === view)
            #expect(child?.firstViewAttribute.layoutAttribute == attribute)
            #expect(child?.secondViewAttribute?.view === newView)
            #expect(child?.secondViewAttribute?.layoutAttribute == attribute)
        }
        // Not in Masonry's spec: newView has no common superview with view, so installing
        // diagnoses each child and installs nothing.
        let diagnostics = LayoutDiagnostics.record { _ = maker.install() }
        #expect(diagnostics.map(\.kind) == Array(repeating: LayoutDiagnostic.Kind.noCommonAncestor, count: 4))
        #expect(superview.constraints.isEmpty && view.mas.installedConstraints.isEmpty)
    }

    // MASConstraintMakerSpec: "testCreateWidthAndHeightChildren"
    @Test func createSizeChildren() {
        let composite = maker.size
        #expect(composite.children.count == 2)
        #expect(specChild(composite, 0)?.firstViewAttribute.view === view)
        #expect(specChild(composite, 0)?.firstViewAttribute.layoutAttribute == .width)
        #expect(specChild(composite, 1)?.firstViewAttribute.view === view)
        #expect(specChild(composite, 1)?.firstViewAttribute.layoutAttribute == .height)
    }

    // MASConstraintMakerSpec: "testInstallConstraints"
    @Test func installConstraints() {
        let newView = View()
        superview.addSubview(newView)
        maker.edges.equalTo(newView)
        maker.centerX.equalTo([newView, 10])
        let installed = maker.install()
        #expect(installed.count == 2)
        #expect(installed.flatMap(\.layoutConstraints).count == 6)
        #expect(superview.constraints.count == 6)
        #expect(view.mas.installedConstraints.count == 6)
        let centers = installed[1].layoutConstraints
        #expect(centers.map(\.firstAttribute) == [.centerX, .centerX])
        #expect(centers[0].secondItem === newView && centers[0].constant == 0)
        #expect(centers[1].secondItem === superview && centers[1].secondAttribute == .centerX && centers[1].constant == 10)
    }

    // MASConstraintMakerSpec: "testUpdateConstraints"
    @Test func updateConstraints() {
        let newView = View()
        superview.addSubview(newView)
        maker.updateExisting = true
        maker.left.equalTo(newView).offset(10)
        _ = maker.install()
        let constraint1 = superview.constraints[0]
        #expect(constraint1.constant == 10)

        maker.left.equalTo(newView).offset(20)
        _ = maker.install()
        #expect(superview.constraints.count == 1)
        let constraint2 = superview.constraints[0]
        #expect(constraint2.constant == 20)
        #expect(constraint2 === constraint1)
        #expect(view.mas.installedConstraints.count == 1)
    }

    // MASConstraintMakerSpec: "testDoNotUpdateConstraints"
    @Test func doNotUpdateConstraints() {
        let newView = View()
        superview.addSubview(newView)
        maker.updateExisting = true
        maker.left.equalTo(newView).offset(10)
        _ = maker.install()
        let constraint1 = superview.constraints[0]
        #expect(constraint1.constant == 10)

        maker.right.equalTo(newView).offset(20)
        _ = maker.install()
        #expect(superview.constraints.count == 2)
        let constraint2 = superview.constraints[1]
        #expect(constraint1.constant == 10)
        #expect(constraint2.constant == 20)
        #expect(constraint2.firstAttribute == .right)
    }

    // MASConstraintMakerSpec: "testRemoveConstraints"
    @Test func removeConstraints() {
        let newView = View()
        superview.addSubview(newView)
        maker.left.equalTo(newView).offset(10)
        maker.right.equalTo(newView).offset(20)
        maker.width.equalTo(newView).offset(30)
        // left + 10, right + 20 and width + 30 cannot all hold: the engine breaks one and
        // keeps it installed, as UIKit does.
        let conflicts = LayoutDiagnostics.record { _ = maker.install() }
        #expect(conflicts.map(\.kind) == [.unsatisfiable])
        #expect(superview.constraints.count == 3)
        #expect(view.mas.installedConstraints.count == 3)

        maker.removeExisting = true
        maker.height.equalTo(newView).offset(100)
        _ = maker.install()
        #expect(superview.constraints.count == 1)
        #expect(view.mas.installedConstraints.count == 1)
        #expect(superview.constraints[0].constant == 100)
        #expect(superview.constraints[0].firstAttribute == .height)
    }

    // MASConstraintMakerSpec: "testCreateNewViewAttributes"
    @Test func createNewViewAttributes() {
        #expect(maker.left !== maker.left)
        #expect(maker.right !== maker.right)
        #expect(maker.top !== maker.top)
        #expect(maker.bottom !== maker.bottom)
        #expect(maker.baseline !== maker.baseline)
        #expect(maker.leading !== maker.leading)
        #expect(maker.trailing !== maker.trailing)
        #expect(maker.width !== maker.width)
        #expect(maker.height !== maker.height)
        #expect(maker.centerX !== maker.centerX)
        #expect(maker.centerY !== maker.centerY)
    }

    // MASConstraintMakerSpec: "testAttributeChainingWithComposite"
    @Test func attributeChainingWithComposite() {
        let size = maker.size
        #expect(maker.constraints.count == 1)
        #expect(size.children.count == 2)
        let composite = size.left
        #expect(composite === size)
        #expect(maker.constraints.count == 1)
        #expect(composite.children.count == 3)
        let child = specChild(composite, 2)
        #expect(child?.firstViewAttribute.view === view)
        #expect(child?.firstViewAttribute.layoutAttribute == .left)
        #expect(child?.delegate === composite)
    }

    // MASConstraintMakerSpec: "testAttributeChainingWithViewConstraint"
    @Test func attributeChainingWithViewConstraint() {
        let width = maker.width
        #expect(maker.constraints.count == 1)
        #expect(maker.constraints[0] === width)
        #expect(width.delegate === maker)

        let composite = width.height
        #expect(maker.constraints.count == 1)
        #expect(maker.constraints[0] === composite)
        #expect(composite.delegate === maker)
        #expect(width.delegate === composite)

        let first = specChild(composite, 0)
        #expect(first === width)
        #expect(first?.firstViewAttribute.view === view)
        #expect(first?.firstViewAttribute.layoutAttribute == .width)
        #expect(first?.delegate === composite)

        let second = specChild(composite, 1)
        #expect(second?.firstViewAttribute.view === view)
        #expect(second?.firstViewAttribute.layoutAttribute == .height)
        #expect(second?.delegate === composite)
    }
}

// MARK: - MASViewConstraintSpec

@Suite("PortedSpec: MASViewConstraintSpec") struct PortedSpecViewConstraint {
    let superview = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let view = View()
    let otherView = View()
    let delegate = SpecDelegateMock()
    let constraint: ViewConstraint

    init() {
        view.mas.key = "view"
        otherView.mas.key = "otherView"
        constraint = ViewConstraint(firstViewAttribute: view.mas.width)
        constraint.delegate = delegate
        superview.addSubview(view)
        superview.addSubview(otherView)
        view.translatesAutoresizingMaskIntoConstraints = false
        otherView.translatesAutoresizingMaskIntoConstraints = false
    }

    /// The constant a constraint on `attribute` of otherView gets from `apply`.
    func constant(_ attribute: ViewAttribute, _ apply: (ViewConstraint) -> Void) -> CGFloat {
        let single = specSingle(attribute)
        apply(single)
        return single.constant
    }

    // MASViewConstraintSpec: "testRelationCreateEqualConstraint"
    @Test func relationCreatesEqual() {
        let second = otherView.mas.top
        let result = constraint.equalTo(second)
        #expect(result === constraint)
        #expect(constraint.secondViewAttribute === second)
        #expect(constraint.relation == .equal)
        #expect(constraint.hasLayoutRelation)
    }

    // MASViewConstraintSpec: "testRelationCreateGreaterThanOrEqualConstraint"
    @Test func relationCreatesGreaterThanOrEqual() {
        let second = otherView.mas.top
        let result = constraint.greaterThanOrEqualTo(second)
        #expect(result === constraint)
        #expect(constraint.secondViewAttribute === second)
        #expect(constraint.relation == .greaterThanOrEqual)
    }

    // MASViewConstraintSpec: "testRelationCreateLessThanOrEqualConstraint"
    @Test func relationCreatesLessThanOrEqual() {
        let second = otherView.mas.top
        let result = constraint.lessThanOrEqualTo(second)
        #expect(result === constraint)
        #expect(constraint.secondViewAttribute === second)
        #expect(constraint.relation == .lessThanOrEqual)
    }

    /// Redefining the relation diagnoses once and leaves the constraint uninstallable.
    func expectRedefinitionRefused(first: (ViewConstraint) -> Void, then: (ViewConstraint) -> Void,
                                   sourceLocation: SourceLocation = #_sourceLocation) {
        first(constraint)
        let diagnostics = LayoutDiagnostics.record { then(constraint) }
        #expect(diagnostics.map(\.kind) == [.invalidAttributePairing], sourceLocation: sourceLocation)
        #expect(diagnostics.first?.message.contains("View:view") == true, sourceLocation: sourceLocation)
        let later = LayoutDiagnostics.record { constraint.install() }
        #expect(later.isEmpty, sourceLocation: sourceLocation)
        #expect(constraint.layoutConstraints.isEmpty, sourceLocation: sourceLocation)
        #expect(superview.constraints.isEmpty && view.constraints.isEmpty, sourceLocation: sourceLocation)
    }

    // MASViewConstraintSpec: "testRelationNotAllowUpdateOfEqual"
    @Test func relationNotAllowUpdateOfEqual() {
        let second = otherView.mas.top
        expectRedefinitionRefused(first: { $0.lessThanOrEqualTo(second) }, then: { $0.equalTo(second) })
    }

    // MASViewConstraintSpec: "testRelationNotAllowUpdateOfLessThanOrEqual"
    @Test func relationNotAllowUpdateOfLessThanOrEqual() {
        let second = otherView.mas.top
        expectRedefinitionRefused(first: { $0.equalTo(second) }, then: { $0.lessThanOrEqualTo(second) })
    }

    // MASViewConstraintSpec: "testRelationNotAllowUpdateOfGreaterThanOrEqual"
    @Test func relationNotAllowUpdateOfGreaterThanOrEqual() {
        let second = otherView.mas.top
        expectRedefinitionRefused(first: { $0.greaterThanOrEqualTo(second) }, then: { $0.greaterThanOrEqualTo(second) })
    }

    // MASViewConstraintSpec: "testRelationAcceptsView"
    @Test func relationAcceptsView() {
        let target = View()
        constraint.equalTo(target)
        #expect(constraint.secondViewAttribute?.view === target)
        #expect(constraint.secondViewAttribute?.layoutAttribute == constraint.firstViewAttribute.layoutAttribute)
    }

    // MASViewConstraintSpec: "testRelationAcceptsNumber" (an NSNumber: here a CGFloat)
    @Test func relationAcceptsNumber() {
        constraint.equalTo(CGFloat(42))
        #expect(constraint.secondViewAttribute == nil)
        #expect(constraint.constant == 42)
    }

    // MASViewConstraintSpec: "testRelationAcceptsValueWithCGPoint", "testRelationAcceptsAutoboxedCGPoint"
    @Test func relationAcceptsPoint() {
        let point = CGPoint(x: 10, y: 20)
        #expect(constant(otherView.mas.centerX) { $0.equalTo(point) } == 10)
        #expect(constant(otherView.mas.centerY) { $0.equalTo(point) } == 20)
        #expect(constant(otherView.mas.width) { $0.equalTo(point) } == 0)
    }

    // MASViewConstraintSpec: "testRelationAcceptsValueWithCGSize", "testRelationAcceptsAutoboxedCGSize"
    @Test func relationAcceptsSize() {
        let size = CGSize(width: 30, height: 40)
        #expect(constant(otherView.mas.width) { $0.equalTo(size) } == 30)
        #expect(constant(otherView.mas.height) { $0.equalTo(size) } == 40)
        #expect(constant(otherView.mas.centerX) { $0.equalTo(size) } == 0)
    }

    // MASViewConstraintSpec: "testRelationAcceptsValueWithEdgeInsets", "testRelationAcceptsAutoboxedEdgeInsets"
    @Test func relationAcceptsEdgeInsets() {
        let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        #expect(constant(otherView.mas.top) { $0.equalTo(insets) } == 10)
        #expect(constant(otherView.mas.left) { $0.equalTo(insets) } == 20)
        #expect(constant(otherView.mas.leading) { $0.equalTo(insets) } == 20)
        #expect(constant(otherView.mas.bottom) { $0.equalTo(insets) } == -30)
        #expect(constant(otherView.mas.right) { $0.equalTo(insets) } == -40)
        #expect(constant(otherView.mas.trailing) { $0.equalTo(insets) } == -40)
        #expect(constant(otherView.mas.centerX) { $0.equalTo(insets) } == 0)
    }

    // MASViewConstraintSpec: "testRelationCreatesCompositeWithArrayOfViews"
    @Test func relationCreatesCompositeWithArrayOfViews() {
        let views = [View(), View(), View()]
        delegate.constraints.append(constraint)
        let composite = constraint.equalTo(views).priorityMedium().offset(-10)
        #expect(delegate.constraints.count == 1)
        #expect(delegate.constraints[0] is CompositeConstraint)
        #expect(delegate.constraints[0] === composite)
        let children = (composite as? CompositeConstraint)?.children ?? []
        #expect(children.count == 3)
        for (index, child) in children.enumerated() {
            let single = child as? ViewConstraint
            #expect(single?.secondViewAttribute?.view === views[index])
            #expect(single?.firstViewAttribute.layoutAttribute == .width)
            #expect(single?.secondViewAttribute?.layoutAttribute == .width)
            #expect(single?.priority == .medium)
            #expect(single?.constant == -10)
            #expect(single?.relation == .equal)
        }
    }

    // MASViewConstraintSpec: "testRelationCreatesCompositeWithArrayOfAttributes"
    @Test func relationCreatesCompositeWithArrayOfAttributes() {
        let a = View(), b = View()
        let attributes = [a.mas.height, b.mas.left]
        delegate.constraints.append(constraint)
        let composite = constraint.equalTo(attributes).priority(60).offset(10)
        #expect(delegate.constraints.count == 1)
        #expect(delegate.constraints[0] is CompositeConstraint)
        #expect(delegate.constraints[0] === composite)
        let children = (composite as? CompositeConstraint)?.children ?? []
        #expect(children.count == 2)
        for (index, child) in children.enumerated() {
            let single = child as? ViewConstraint
            #expect(single?.secondViewAttribute?.view === attributes[index].view)
            #expect(single?.firstViewAttribute.layoutAttribute == .width)
            #expect(single?.secondViewAttribute?.layoutAttribute == attributes[index].layoutAttribute)
            #expect(single?.priority.rawValue == 60)
            #expect(single?.constant == 10)
        }
    }

    // MASViewConstraintSpec: "testRelationComplainsWithUnsupportedArgument",
    // "testRelationAutoboxingComplainsWithUnsupportedArgument"
    @Test func relationComplainsWithUnsupportedArgument() {
        let diagnostics = LayoutDiagnostics.record { constraint.equalTo(UnsupportedSpecTarget()) }
        #expect(diagnostics.map(\.kind) == [.invalidValue])
        #expect(diagnostics.first?.message.contains("UnsupportedSpecTarget") == true)
        constraint.install()
        #expect(constraint.layoutConstraints.isEmpty && !constraint.isActive)
        #expect(view.constraints.isEmpty && superview.constraints.isEmpty)
    }

    // MASViewConstraintSpec: "testRelationAcceptsAutoboxedScalar"
    @Test func relationAcceptsAutoboxedScalar() {
        constraint.equalTo(42)
        #expect(constraint.constant == 42)
    }

    func expectInstalledPriority(_ set: (Constraint) -> Void, _ expected: LayoutPriority,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
        constraint.equalTo(otherView)
        set(constraint.with)
        constraint.install()
        #expect(constraint.priority == expected, sourceLocation: sourceLocation)
        #expect(constraint.layoutConstraints.first?.priority == expected, sourceLocation: sourceLocation)
        #expect(superview.constraints.count == 1, sourceLocation: sourceLocation)
    }

    // MASViewConstraintSpec: "testPriorityHigh"
    @Test func priorityHigh() { expectInstalledPriority({ $0.priorityHigh() }, LayoutPriority(750)) }

    // MASViewConstraintSpec: "testPriorityLow"
    @Test func priorityLow() { expectInstalledPriority({ $0.priorityLow() }, LayoutPriority(250)) }

    // MASViewConstraintSpec: "testPriorityMedium"
    @Test func priorityMedium() { expectInstalledPriority({ $0.priorityMedium() }, LayoutPriority(500)) }

    // MASViewConstraintSpec: "testMultiplierNotUpdate"
    @Test func multiplierNotUpdatedAfterInstall() {
        constraint.install()
        #expect(constraint.isActive)
        let diagnostics = LayoutDiagnostics.record { constraint.multipliedBy(0.9) }
        #expect(diagnostics.map(\.kind) == [.invalidValue])
        #expect(constraint.multiplier == 1)
        #expect(constraint.layoutConstraints.first?.multiplier == 1)
    }

    // MASViewConstraintSpec: "testMultiplierWithMultipliedBy"
    @Test func multiplierWithMultipliedBy() {
        constraint.equalTo(otherView)
        constraint.multipliedBy(5)
        constraint.install()
        #expect(constraint.multiplier == 5)
        #expect(constraint.layoutConstraints.first?.multiplier == 5)
    }

    // MASViewConstraintSpec: "testMultiplierWithDividedBy"
    @Test func multiplierWithDividedBy() {
        constraint.equalTo(otherView)
        constraint.dividedBy(10)
        constraint.install()
        #expect(constraint.multiplier == 0.1)
        #expect(abs((constraint.layoutConstraints.first?.multiplier ?? 0) - 0.1) < 1e-12)
    }

    // MASViewConstraintSpec: "testConstantUpdateAfterConstraintCreated"
    @Test func constantUpdateAfterInstall() {
        constraint.install()
        let layoutConstraint = constraint.layoutConstraints.first
        constraint.offset(10)
        #expect(constraint.constant == 10)
        #expect(layoutConstraint?.constant == 10)
        #expect(constraint.layoutConstraints.first === layoutConstraint)
    }

    // MASViewConstraintSpec: "testConstantUpdateSidesOffset"
    @Test func constantUpdateSidesOffset() {
        #expect(constant(otherView.mas.centerY) { $0.with.insets(EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)) } == 0)
        #expect(constant(otherView.mas.top) { $0.insets(EdgeInsets(top: 15, left: 10, bottom: 10, right: 10)) } == 15)
        #expect(constant(otherView.mas.left) { $0.insets(EdgeInsets(top: 10, left: 15, bottom: 10, right: 10)) } == 15)
        #expect(constant(otherView.mas.bottom) { $0.insets(EdgeInsets(top: 10, left: 10, bottom: 15, right: 10)) } == -15)
        #expect(constant(otherView.mas.right) { $0.insets(EdgeInsets(top: 10, left: 10, bottom: 10, right: 15)) } == -15)
    }

    // MASViewConstraintSpec: "testConstantUpdateCenterOffsetOnly"
    @Test func constantUpdateCenterOffsetOnly() {
        let point = CGPoint(x: -20, y: -10)
        #expect(constant(otherView.mas.width) { $0.centerOffset(point) } == 0)
        #expect(constant(otherView.mas.centerX) { $0.centerOffset(point) } == -20)
        #expect(constant(otherView.mas.centerY) { $0.centerOffset(point) } == -10)
    }

    // MASViewConstraintSpec: "testConstantUpdateSizeOffsetOnly"
    @Test func constantUpdateSizeOffsetOnly() {
        let size = CGSize(width: -40, height: 55)
        #expect(constant(otherView.mas.bottom) { $0.sizeOffset(size) } == 0)
        #expect(constant(otherView.mas.width) { $0.sizeOffset(size) } == -40)
        #expect(constant(otherView.mas.height) { $0.sizeOffset(size) } == 55)
    }

    // MASViewConstraintSpec: "testAutoboxedConstantUpdateOffset" (mas_offset is valueOffset here)
    @Test func autoboxedConstantUpdateOffset() {
        constraint.valueOffset(42)
        #expect(constraint.constant == 42)
    }

    // MASViewConstraintSpec: "testAutoboxedConstantUpdateSidesOffset"
    @Test func autoboxedConstantUpdateSidesOffset() {
        let insets = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        #expect(constant(otherView.mas.centerY) { $0.valueOffset(insets) } == 0)
        #expect(constant(otherView.mas.top) { $0.valueOffset(insets) } == 10)
        #expect(constant(otherView.mas.left) { $0.valueOffset(insets) } == 20)
        #expect(constant(otherView.mas.bottom) { $0.valueOffset(insets) } == -30)
        #expect(constant(otherView.mas.right) { $0.valueOffset(insets) } == -40)
    }

    // MASViewConstraintSpec: "testAutoboxedConstantUpdateCenterOffset"
    @Test func autoboxedConstantUpdateCenterOffset() {
        let point = CGPoint(x: -20, y: -10)
        #expect(constant(otherView.mas.centerX) { $0.valueOffset(point) } == -20)
        #expect(constant(otherView.mas.centerY) { $0.valueOffset(point) } == -10)
    }

    // MASViewConstraintSpec: "testAutoboxedConstantUpdateSizeOffset"
    @Test func autoboxedConstantUpdateSizeOffset() {
        let size = CGSize(width: -40, height: 55)
        #expect(constant(otherView.mas.width) { $0.valueOffset(size) } == -40)
        #expect(constant(otherView.mas.height) { $0.valueOffset(size) } == 55)
    }

    // MASViewConstraintSpec: "testInstallLayoutConstraintOnCommit"
    @Test func installLayoutConstraintOnCommit() {
        let second = otherView.mas.height
        constraint.equalTo(second)
        constraint.multipliedBy(0.5)
        constraint.offset(10)
        constraint.priority(345)
        constraint.install()
        let lc = constraint.layoutConstraints.first
        #expect(lc?.firstAttribute == .width)
        #expect(lc?.secondAttribute == .height)
        #expect(lc?.firstItem === view)
        #expect(lc?.secondItem === otherView)
        #expect(lc?.relation == .equal)
        #expect(lc?.constant == 10)
        #expect(lc?.priority.rawValue == 345)
        #expect(lc?.multiplier == 0.5)
        #expect(superview.constraints.count == 1)
        #expect(superview.constraints.first === lc)
    }

    // MASViewConstraintSpec: "testInstallRelativeToSuperview"
    @Test func installRelativeToSuperview() {
        let baselineView = View()
        baselineView.translatesAutoresizingMaskIntoConstraints = false
        let baseline = specSingle(baselineView.mas.baseline)
        baseline.delegate = delegate
        superview.addSubview(baselineView)
        baseline.equalTo(10)
        baseline.install()
        let lc = baseline.layoutConstraints.first
        #expect(lc?.firstAttribute == .lastBaseline)
        #expect(lc?.secondAttribute == .lastBaseline)
        #expect(lc?.firstItem === baselineView)
        #expect(lc?.secondItem === superview)
        #expect(lc?.relation == .equal)
        #expect(lc?.constant == 10)
        #expect(superview.constraints.first === lc)
    }

    // MASViewConstraintSpec: "testInstallWidthAsConstant"
    @Test func installWidthAsConstant() {
        constraint.equalTo(10)
        constraint.install()
        let lc = constraint.layoutConstraints.first
        #expect(lc?.firstAttribute == .width)
        #expect(lc?.secondAttribute == .notAnAttribute)
        #expect(lc?.firstItem === view)
        #expect(lc?.secondItem == nil)
        #expect(lc?.relation == .equal)
        #expect(lc?.constant == 10)
        #expect(view.constraints.first === lc)
        #expect(superview.constraints.isEmpty)
    }

    // MASViewConstraintSpec: "testUninstallConstraint"
    @Test func uninstallConstraint() {
        constraint.equalTo(otherView.mas.height)
        constraint.install()
        #expect(superview.constraints.count == 1)
        #expect(superview.constraints.first === constraint.layoutConstraints.first)
        constraint.uninstall()
        #expect(superview.constraints.isEmpty)
        #expect(!constraint.isActive)
    }

    // MASViewConstraintSpec: "testAttributeChainingShouldNotHaveRelation"
    @Test func attributeChainingShouldNotHaveRelation() {
        constraint.lessThanOrEqualTo(otherView.mas.top)
        let diagnostics = LayoutDiagnostics.record { _ = constraint.bottom }
        #expect(diagnostics.map(\.kind) == [.invalidAttributePairing])
        #expect(diagnostics.first?.message.contains("View:view") == true)
        constraint.install()
        #expect(constraint.layoutConstraints.isEmpty)
        #expect(superview.constraints.isEmpty && view.constraints.isEmpty)
    }

    // MASViewConstraintSpec: "testAttributeChainingShouldCallDelegate"
    // (here `.bottom` always answers the composite of the chain; its new child is the bottom one)
    @Test func attributeChainingShouldCallDelegate() {
        let result = constraint.and.bottom
        #expect(result.children.count == 2)
        #expect(result.children[0] === constraint)
        #expect(specChild(result, 1)?.firstViewAttribute.layoutAttribute == .bottom)
        #expect(delegate.chained.count == 1)
        #expect(delegate.chained.first === constraint)
    }
}

// MARK: - MASCompositeConstraintSpec

@Suite("PortedSpec: MASCompositeConstraintSpec") struct PortedSpecCompositeConstraint {
    let superview = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let view = View()
    let delegate = SpecDelegateMock()

    init() {
        superview.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
    }

    func composite(_ attributes: [ViewAttribute]) -> (CompositeConstraint, [ViewConstraint]) {
        let children = attributes.map(specSingle)
        let composite = CompositeConstraint(children: children)
        composite.delegate = delegate
        return (composite, children)
    }

    // MASCompositeConstraintSpec: "testCompleteChildren"
    @Test func completeChildren() {
        let (composite, _) = composite([view.mas.width, view.mas.height])
        let newView = View()
        composite.greaterThanOrEqualTo(newView).sizeOffset(CGSize(width: 90, height: 30)).multipliedBy(3).priorityLow()
        #expect(composite.children.count == 2)
        let width = specChild(composite, 0), height = specChild(composite, 1)
        #expect(width?.secondViewAttribute?.view === newView)
        #expect(width?.secondViewAttribute?.layoutAttribute == .width)
        #expect(width?.constant == 90)
        #expect(width?.priority == .defaultLow)
        #expect(width?.multiplier == 3)
        #expect(width?.relation == .greaterThanOrEqual)
        #expect(height?.secondViewAttribute?.view === newView)
        #expect(height?.secondViewAttribute?.layoutAttribute == .height)
        #expect(height?.constant == 30)
        #expect(height?.priority == .defaultLow)
    }

    // MASCompositeConstraintSpec: "testDoNotRemoveOnInstall"
    @Test func doNotRemoveOnInstall() {
        let (composite, _) = composite([view.mas.centerX, view.mas.centerY])
        let newView = View()
        superview.addSubview(newView)
        composite.equalTo(newView).centerOffset(CGPoint(x: 90, y: 30)).dividedBy(2).priorityHigh()
        composite.install()
        #expect(composite.children.count == 2)
        let x = specChild(composite, 0), y = specChild(composite, 1)
        #expect(x?.constant == 90 && x?.multiplier == 0.5 && x?.priority == .defaultHigh)
        #expect(y?.constant == 30 && y?.multiplier == 0.5 && y?.priority == .defaultHigh)
        let lcs = composite.layoutConstraints
        #expect(lcs.map(\.constant) == [90, 30])
        #expect(lcs.map(\.multiplier) == [0.5, 0.5])
        #expect(lcs.map(\.priority) == [.defaultHigh, .defaultHigh])
        #expect(superview.constraints.count == 2)
    }

    // MASCompositeConstraintSpec: "testSpawnChildCompositeConstraints"
    @Test func spawnChildCompositeConstraints() {
        let (composite, _) = composite([view.mas.width, view.mas.height])
        let otherView = View()
        superview.addSubview(otherView)
        composite.lessThanOrEqualTo([2, otherView])
        #expect(composite.children.count == 2)
        #expect(composite.children[0] is CompositeConstraint)
        #expect(composite.children[1] is CompositeConstraint)
        // Not in the spec: the grandchildren, in order.
        let singles = composite.singles
        #expect(singles.map(\.firstViewAttribute.layoutAttribute) == [.width, .width, .height, .height])
        #expect(singles.map(\.constant) == [2, 0, 2, 0])
        #expect(singles[1].secondViewAttribute?.view === otherView && singles[0].secondViewAttribute == nil)
    }

    // MASCompositeConstraintSpec: "testModifyInsetsOnAppropriateChildren"
    @Test func modifyInsetsOnAppropriateChildren() {
        let (composite, children) = composite([
            view.mas.right, view.mas.top, view.mas.bottom, view.mas.left, view.mas.baseline, view.mas.width,
        ])
        composite.with.insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(children.map(\.constant) == [-4, 1, -3, 2, 0, 0])
    }

    // MASCompositeConstraintSpec: "testModifyInsetOnAppropriateChildren"
    @Test func modifyInsetOnAppropriateChildren() {
        let (composite, children) = composite([
            view.mas.right, view.mas.top, view.mas.bottom, view.mas.left, view.mas.baseline, view.mas.width,
        ])
        composite.with.inset(1)
        #expect(children.map(\.constant) == [-1, 1, -1, 1, 0, 0])
    }

    // MASCompositeConstraintSpec: "testUninstall"
    @Test func uninstall() {
        let (composite, _) = composite([view.mas.leading, view.mas.trailing])
        let newView = View()
        superview.addSubview(newView)
        composite.equalTo(newView)
        composite.install()
        #expect(superview.constraints.count == 2)
        composite.uninstall()
        #expect(superview.constraints.isEmpty)
        #expect(!composite.isActive)
    }

    // MASCompositeConstraintSpec: "testActivateDeactivate"
    @Test func activateDeactivate() {
        let (composite, _) = composite([view.mas.leading, view.mas.trailing])
        let newView = View()
        superview.addSubview(newView)
        composite.equalTo(newView)
        composite.install()
        let installed = superview.constraints
        #expect(installed.count == 2)
        composite.deactivate()
        #expect(superview.constraints.isEmpty)
        composite.activate()
        #expect(superview.constraints.count == 2)
        #expect(superview.constraints.map(ObjectIdentifier.init) == installed.map(ObjectIdentifier.init))
    }

    // MASCompositeConstraintSpec: "testAttributeChainingShouldCallDelegate"
    @Test func attributeChainingShouldCallDelegate() {
        let (composite, _) = composite([view.mas.left, view.mas.right])
        #expect(composite.children.count == 2)
        let result = composite.and.bottom
        #expect(result === composite)
        #expect(delegate.chained.count == 1 && delegate.chained.first === composite)
        #expect(composite.children.count == 3)
        let newChild = specChild(composite, 2)
        #expect(newChild?.firstViewAttribute.layoutAttribute == .bottom)
        #expect(newChild?.delegate === composite)
    }
}

// MARK: - MASViewAttributeSpec

@Suite("PortedSpec: MASViewAttributeSpec") struct PortedSpecViewAttribute {
    let view = View()
    let viewAttribute: ViewAttribute

    init() { viewAttribute = ViewAttribute(view: view, layoutAttribute: .left) }

    // MASViewAttributeSpec: "testIsEqual" (the non-attribute case is ruled out by the type system)
    @Test func isEqual() {
        let same = ViewAttribute(view: view, layoutAttribute: viewAttribute.layoutAttribute)
        #expect(viewAttribute == same)
        #expect(viewAttribute !== same)
        let otherView = View()
        #expect(viewAttribute != ViewAttribute(view: otherView, layoutAttribute: .left))
        #expect(viewAttribute != ViewAttribute(view: view, layoutAttribute: .right))
        #expect(viewAttribute != ViewAttribute(view: otherView, layoutAttribute: .right))
    }

    // MASViewAttributeSpec: "testHashing"
    @Test func hashing() {
        let same = ViewAttribute(view: view, layoutAttribute: viewAttribute.layoutAttribute)
        #expect(viewAttribute.hashValue == same.hashValue)
        let otherView = View()
        #expect(viewAttribute.hashValue != ViewAttribute(view: otherView, layoutAttribute: .left).hashValue)
        #expect(viewAttribute.hashValue != ViewAttribute(view: view, layoutAttribute: .right).hashValue)
        #expect(viewAttribute.hashValue != ViewAttribute(view: otherView, layoutAttribute: .right).hashValue)
        #expect(Set([viewAttribute, same, view.mas.left]).count == 1)
    }

    // MASViewAttribute's isEqual: and hash read the view and the attribute, not the item: a
    // safe-area attribute equals the view's own.
    @Test func aGuideAttributeEqualsItsOwningViewsAttribute() {
        let superview = View()
        superview.addSubview(view)
        #expect(view.mas.safeAreaLayoutGuideTop == view.mas.top)
        #expect(view.mas.safeAreaLayoutGuideTop.hashValue == view.mas.top.hashValue)
        #expect(view.mas.safeAreaLayoutGuideTop != view.mas.bottom)
        #expect(view.mas.safeAreaLayoutGuideTop != superview.mas.top)
        #expect(Set([view.mas.top, view.mas.safeAreaLayoutGuideTop, view.mas.safeAreaLayoutGuideBottom]).count == 2)
        // Guides of no view compare as items.
        let loose = LayoutGuide(), other = LayoutGuide()
        #expect(loose.mas.top == loose.mas.top && loose.mas.top != other.mas.top)
    }
}

// MARK: - NSArray+MASAdditionsSpec

@Suite("PortedSpec: NSArray+MASAdditionsSpec") struct PortedSpecArrayAdditions {
    let superView = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let subject1 = View(), subject2 = View(), subject3 = View()

    init() {
        subject1.mas.key = "subject1"; subject2.mas.key = "subject2"; subject3.mas.key = "subject3"
        superView.addSubview(subject1); superView.addSubview(subject2); superView.addSubview(subject3)
    }

    // NSArray+MASAdditionsSpec: "testShouldCreateConstraintsForEachView"
    @Test func createsConstraintsForEachView() {
        let views = [subject1, subject2]
        var flags: [Bool] = []
        let constraints = views.mas.makeConstraints { make in
            flags.append(make.updateExisting)
            make.width.equalTo(superView)
        }
        #expect(flags == [false, false])
        #expect(constraints.count == views.count)
        for constraint in constraints {
            let single = constraint as? ViewConstraint
            #expect(views.contains { $0 === single?.firstViewAttribute.view })
            #expect(single?.firstViewAttribute.layoutAttribute == .width)
            #expect(single?.secondViewAttribute?.view === superView)
            #expect(single?.secondViewAttribute?.layoutAttribute == .width)
        }
        #expect(constraints.map { ($0 as? ViewConstraint)?.firstViewAttribute.view }.map { $0.map(ObjectIdentifier.init) }
            == views.map(ObjectIdentifier.init))
        #expect(superView.constraints.count == 2)
    }

    // NSArray+MASAdditionsSpec: "testShouldSetUpdateExistingForArray"
    @Test func setsUpdateExistingForArray() {
        var flags: [Bool] = []
        [View()].mas.updateConstraints { make in flags.append(make.updateExisting) }
        #expect(flags == [true])
    }

    // NSArray+MASAdditionsSpec: "testShouldSetRemoveExistingForArray"
    @Test func setsRemoveExistingForArray() {
        var flags: [Bool] = []
        [View()].mas.remakeConstraints { make in flags.append(make.removeExisting) }
        #expect(flags == [true])
    }

    // NSArray+MASAdditionsSpec: "testDistributeViewsWithFixedSpacingShouldFailWhenArrayContainsLessTwoViews"
    @Test func fixedSpacingFailsWithFewerThanTwoViews() {
        var made: [Constraint] = [specSingle(subject1.mas.left)]
        let diagnostics = LayoutDiagnostics.record {
            made = [subject1].mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 5)
        }
        #expect(diagnostics.map(\.kind) == [.invalidValue])
        #expect(diagnostics.first?.message
            == "Masonry: distributeViews needs at least two views, got 1 (View:subject1); nothing was installed")
        #expect(made.isEmpty)
        #expect(subject1.mas.installedConstraints.isEmpty && superView.constraints.isEmpty)
    }

    // NSArray+MASAdditionsSpec: "testDistributeViewsWithFixedItemLengthShouldFailWhenArrayContainsLessTwoViews"
    @Test func fixedItemLengthFailsWithFewerThanTwoViews() {
        var made: [Constraint] = [specSingle(subject1.mas.left)]
        let diagnostics = LayoutDiagnostics.record {
            made = [subject1].mas.distributeViews(along: .horizontal, fixedItemLength: 10, leadSpacing: 5, tailSpacing: 5)
        }
        #expect(diagnostics.map(\.kind) == [.invalidValue])
        #expect(diagnostics.first?.message
            == "Masonry: distributeViews needs at least two views, got 1 (View:subject1); nothing was installed")
        #expect(made.isEmpty)
        #expect(subject1.mas.installedConstraints.isEmpty && superView.constraints.isEmpty && subject1.constraints.isEmpty)
    }

    // NSArray+MASAdditionsSpec: "testDistributeViewsWithFixedSpacingShouldHaveCorrectNumberOfConstraints"
    @Test func fixedSpacingConstraintCounts() {
        let views = [subject1, subject2, subject3]
        views.mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 5)
        #expect(subject1.mas.installedConstraints.count == 1)
        #expect(subject2.mas.installedConstraints.count == 2)
        #expect(subject3.mas.installedConstraints.count == 3)
        // Not in the spec: the geometry. (300 - 5 - 5 - 2 * 10) / 3 = 90.
        views.mas.makeConstraints { make in make.top.equalTo(0); make.height.equalTo(10) }
        superView.layoutIfNeeded()
        specFrame(subject1, 5, 0, 90, 10)
        specFrame(subject2, 105, 0, 90, 10)
        specFrame(subject3, 205, 0, 90, 10)
    }

    // NSArray+MASAdditionsSpec: "testDistributeViewsWithFixedItemLengthShouldHaveCorrectNumberOfConstraints"
    @Test func fixedItemLengthConstraintCounts() {
        let views = [subject1, subject2, subject3]
        views.mas.distributeViews(along: .horizontal, fixedItemLength: 30, leadSpacing: 5, tailSpacing: 5)
        #expect(subject1.mas.installedConstraints.count == 2)
        #expect(subject2.mas.installedConstraints.count == 2)
        #expect(subject3.mas.installedConstraints.count == 2)
        // Not in the spec: the geometry. Gaps (300 - 10 - 90) / 2 = 100.
        views.mas.makeConstraints { make in make.top.equalTo(0); make.height.equalTo(10) }
        superView.layoutIfNeeded()
        specFrame(subject1, 5, 0, 30, 10)
        specFrame(subject2, 135, 0, 30, 10)
        specFrame(subject3, 265, 0, 30, 10)
    }
}

// MARK: - NSLayoutConstraint+MASDebugAdditionsSpec

@Suite("PortedSpec: NSLayoutConstraint+MASDebugAdditionsSpec") struct PortedSpecDebugAdditions {
    // NSLayoutConstraint+MASDebugAdditionsSpec: "testDisplayViewKey" (no constraint key: its address, as %p)
    @Test func displayViewKey() {
        let newView = View()
        newView.mas.key = "newView"
        let layoutConstraint = MasonryLayoutConstraint(
            item: newView, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 300)
        layoutConstraint.priority = .defaultLow
        let address = "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(layoutConstraint).toOpaque()), radix: 16)
        #expect(layoutConstraint.description == "<LayoutConstraint:\(address) View:newView.width >= 300 ^low>")
        // The plain engine type prints the same grammar.
        let plain = LayoutConstraint(
            item: newView, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 300)
        plain.priority = .defaultLow
        let plainAddress = "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(plain).toOpaque()), radix: 16)
        #expect(plain.description == "<LayoutConstraint:\(plainAddress) View:newView.width >= 300 ^low>")
    }

    // NSLayoutConstraint+MASDebugAdditionsSpec: "testDisplayLayoutConstraintKey"
    @Test func displayLayoutConstraintKey() {
        let newView1 = View(), newView2 = View()
        newView1.mas.key = "newView1"
        newView2.mas.key = "newView2"
        let layoutConstraint = MasonryLayoutConstraint(
            item: newView1, attribute: .lastBaseline, relatedBy: .equal, toItem: newView2, attribute: .top,
            multiplier: 2, constant: 300)
        layoutConstraint.identifier = "helloConstraint"
        #expect(layoutConstraint.description == "<LayoutConstraint:helloConstraint View:newView1.baseline == View:newView2.top * 2 + 300>")
    }

    // NSLayoutConstraint+MASDebugAdditionsSpec: "testDisplayConstraintKey"
    @Test func displayConstraintKey() {
        let superview = View()
        let newView1 = View(), newView2 = View()
        newView1.mas.key = "newView1"
        newView2.mas.key = "newView2"
        superview.addSubview(newView1)
        superview.addSubview(newView2)
        newView1.mas.makeConstraints { make in
            make.left.greaterThanOrEqualTo([newView2, 10]).key("left")
        }
        #expect(superview.constraints.count == 2)
        #expect(superview.constraints.first?.description == "<LayoutConstraint:left[0] View:newView1.left >= View:newView2.left>")
        // Not in the spec: the second child, against the superview (which has no key).
        let address = "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(superview).toOpaque()), radix: 16)
        #expect(superview.constraints.last?.description == "<LayoutConstraint:left[1] View:newView1.left >= View:\(address).left + 10>")
    }
}

// MARK: - View+MASAdditionsSpec

@Suite("PortedSpec: View+MASAdditionsSpec") struct PortedSpecViewAdditions {
    // View+MASAdditionsSpec: "testSetTranslatesAutoresizingMaskIntoConstraints"
    @Test func makeTurnsOffAutoresizing() {
        let newView = View()
        #expect(newView.translatesAutoresizingMaskIntoConstraints)
        var flags: [Bool] = []
        newView.mas.makeConstraints { make in flags.append(make.updateExisting || make.removeExisting) }
        #expect(flags == [false])
        #expect(!newView.translatesAutoresizingMaskIntoConstraints)
    }

    // View+MASAdditionsSpec: "testSetUpdateExisting"
    @Test func updateSetsUpdateExisting() {
        let newView = View()
        var flags: [Bool] = []
        newView.mas.updateConstraints { make in flags.append(make.updateExisting) }
        #expect(flags == [true])
        #expect(!newView.translatesAutoresizingMaskIntoConstraints)
    }

    // View+MASAdditionsSpec: "testSetRemoveExisting"
    @Test func remakeSetsRemoveExisting() {
        let newView = View()
        var flags: [Bool] = []
        newView.mas.remakeConstraints { make in flags.append(make.removeExisting) }
        #expect(flags == [true])
        #expect(!newView.translatesAutoresizingMaskIntoConstraints)
    }
}

// MARK: - SnapKit Tests.swift

@Suite("PortedSpec: SnapKit Tests") struct PortedSpecSnapKit {
    let container = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))

    init() { container.mas.key = "container" }

    /// SnapKit's `snp_constraints`: the active constraints installed on the view.
    func active(_ view: View) -> [LayoutConstraint] { view.constraints.filter(\.isActive) }

    func pair() -> (View, View) {
        let v1 = View(), v2 = View()
        v1.mas.key = "v1"; v2.mas.key = "v2"
        container.addSubview(v1); container.addSubview(v2)
        return (v1, v2)
    }

    // SnapKit: "testMakeConstraints". SnapKit's `left.equalTo(v2.snp.top)` relates an x to a
    // y; this package refuses that pairing with a diagnostic (issue 5), so 1 and 5 where
    // SnapKit counts 2 and 6.
    @Test func makeConstraints() {
        let (v1, v2) = pair()
        let diagnostics = LayoutDiagnostics.record {
            v1.mas.makeConstraints { make in
                make.top.equalTo(v2.mas.top).offset(50)
                make.left.equalTo(v2.mas.top).offset(50)
            }
        }
        #expect(diagnostics.map(\.kind) == [.invalidAttributePairing])
        #expect(active(container).count == 1)
        // v1.top == v2.top + 50 and v2.top == v1.top conflict: one is broken, all stay installed.
        let conflicts = LayoutDiagnostics.record { v2.mas.makeConstraints { make in make.edges.equalTo(v1) } }
        #expect(conflicts.map(\.kind) == [.unsatisfiable])
        #expect(active(container).count == 5)
    }

    // SnapKit: "testMakeConstraints", with a valid pairing (left to v2's left): 2, then 6.
    @Test func makeConstraintsValidPairing() {
        let (v1, v2) = pair()
        v1.mas.makeConstraints { make in
            make.top.equalTo(v2.mas.top).offset(50)
            make.left.equalTo(v2.mas.left).offset(50)
        }
        #expect(active(container).count == 2)
        let conflicts = LayoutDiagnostics.record { v2.mas.makeConstraints { make in make.edges.equalTo(v1) } }
        #expect(conflicts.map(\.kind) == [.unsatisfiable, .unsatisfiable])
        #expect(active(container).count == 6)
    }

    // SnapKit: "testHorizontalVerticalEdges"
    @Test func horizontalVerticalEdges() {
        let v1 = View()
        container.addSubview(v1)
        v1.mas.makeConstraints { make in
            make.verticalEdges.equalToSuperview()
            make.horizontalEdges.equalToSuperview()
        }
        let constraints = active(container)
        #expect(constraints.count == 4 && container.constraints.count == 4)
        #expect(constraints.allSatisfy { $0.firstItem === v1 && $0.secondItem === container })
        #expect(constraints.map(\.firstAttribute) == [.top, .bottom, .left, .right])
        #expect(constraints.allSatisfy { $0.firstAttribute == $0.secondAttribute })
        container.layoutIfNeeded()
        specFrame(v1, 0, 0, 400, 300)
    }

    // SnapKit: "testGuideMakeConstraints" (left to the guide's top is an x against a y:
    // refused here, so 1 and 5 where SnapKit counts 2 and 6)
    @Test func guideMakeConstraints() {
        let v1 = View()
        let g1 = LayoutGuide()
        container.addSubview(v1)
        container.addLayoutGuide(g1)
        let diagnostics = LayoutDiagnostics.record {
            v1.mas.makeConstraints { make in
                make.top.equalTo(g1).offset(50)
                make.left.equalTo(g1.mas.top).offset(50)
            }
        }
        #expect(diagnostics.map(\.kind) == [.invalidAttributePairing])
        #expect(active(container).count == 1)
        let top = active(container).first
        #expect(top?.firstItem === v1 && top?.secondItem === g1 && top?.secondAttribute == .top && top?.constant == 50)
        let conflicts = LayoutDiagnostics.record { g1.mas.makeConstraints { make in make.edges.equalTo(v1) } }
        #expect(conflicts.map(\.kind) == [.unsatisfiable])
        #expect(active(container).count == 5)
    }

    // SnapKit: "testMakeImpliedSuperviewConstraints"
    @Test func makeImpliedSuperviewConstraints() {
        let (v1, v2) = pair()
        v1.mas.makeConstraints { make in
            make.top.equalTo(50.0)
            make.left.equalTo(50.0)
        }
        #expect(active(container).count == 2)
        #expect(active(container).allSatisfy { $0.secondItem === container && $0.constant == 50 })
        v2.mas.makeConstraints { make in make.edges.equalTo(v1) }
        #expect(active(container).count == 6)
    }

    // SnapKit: "testUpdateConstraints" (left against v2's left, a valid pairing)
    @Test func updateConstraints() {
        let (v1, v2) = pair()
        v1.mas.makeConstraints { make in
            make.top.equalTo(v2.mas.top).offset(50)
            make.left.equalTo(v2.mas.left).offset(50)
        }
        #expect(active(container).count == 2)
        v1.mas.updateConstraints { make in make.top.equalTo(v2.mas.top).offset(15) }
        #expect(active(container).count == 2)
        #expect(active(container).map(\.constant) == [15, 50])
    }

    // SnapKit: "testRemakeConstraints"
    @Test func remakeConstraints() {
        let (v1, v2) = pair()
        v1.mas.makeConstraints { make in
            make.top.equalTo(v2.mas.top).offset(50)
            make.left.equalTo(v2.mas.left).offset(50)
        }
        #expect(active(container).count == 2)
        v1.mas.remakeConstraints { make in make.edges.equalTo(v2) }
        #expect(active(container).count == 4)
        #expect(active(container).map(\.firstAttribute) == [.left, .right, .top, .bottom])
    }

    // SnapKit: "testRemoveConstraints"
    @Test func removeConstraints() {
        let (v1, v2) = pair()
        v1.mas.makeConstraints { make in
            make.top.equalTo(v2).offset(50)
            make.left.equalTo(v2).offset(50)
        }
        #expect(active(container).count == 2)
        v1.mas.removeConstraints()
        #expect(active(container).isEmpty)
        #expect(v1.mas.installedConstraints.isEmpty)
    }

    // SnapKit: "testPrepareConstraints"
    @Test func prepareConstraints() {
        let (v1, v2) = pair()
        let constraints = v1.mas.prepareConstraints { make in make.edges.equalTo(v2) }
        #expect(active(container).isEmpty)
        for constraint in constraints { constraint.activate() }
        #expect(active(container).count == 4)
        for constraint in constraints { constraint.deactivate() }
        #expect(active(container).isEmpty)
    }

    // SnapKit: "testReactivateConstraints" (activated again after the deactivation, with the same layout constraints)
    @Test func reactivateConstraints() {
        let (v1, v2) = pair()
        let constraints = v1.mas.prepareConstraints { make in make.edges.equalTo(v2) }
        #expect(active(container).isEmpty)
        for constraint in constraints { constraint.activate() }
        let first = active(container).map(ObjectIdentifier.init)
        #expect(first.count == 4)
        for constraint in constraints { constraint.deactivate() }
        #expect(active(container).isEmpty)
        for constraint in constraints { constraint.activate() }
        #expect(active(container).map(ObjectIdentifier.init) == first)
    }

    // SnapKit: "testActivateDeactivateConstraints" (left against v2's left, a valid pairing)
    @Test func activateDeactivateConstraints() {
        let (v1, v2) = pair()
        var c1: Constraint?, c2: Constraint?
        v1.mas.prepareConstraints { make in
            c1 = make.top.equalTo(v2.mas.top).offset(50)
            c2 = make.left.equalTo(v2.mas.left).offset(50)
        }
        #expect(active(container).isEmpty)
        c1?.activate(); c2?.activate()
        #expect(active(container).count == 2)
        c1?.deactivate(); c2?.deactivate()
        #expect(active(container).isEmpty)
        c1?.activate(); c2?.activate()
        #expect(active(container).count == 2)
    }

    // SnapKit: "testSetIsActivatedConstraints" (through activate()/deactivate() and through
    // setting isActive, as SnapKit does)
    @Test func setIsActivatedConstraints() {
        let (v1, v2) = pair()
        var c1: Constraint?, c2: Constraint?
        v1.mas.prepareConstraints { make in
            c1 = make.top.equalTo(v2.mas.top).offset(50)
            c2 = make.left.equalTo(v2.mas.left).offset(50)
        }
        #expect(active(container).isEmpty)
        c1?.activate(); c2?.deactivate()
        #expect(active(container).count == 1)
        #expect(c1?.isActive == true && c2?.isActive == false)
        c1?.activate(); c2?.activate()
        #expect(active(container).count == 2)
        #expect(c1?.isActive == true && c2?.isActive == true)
        c1?.deactivate(); c2?.deactivate()
        #expect(active(container).isEmpty)
        #expect(c1?.isActive == false && c2?.isActive == false)
        c1?.isActive = true; c2?.isActive = false
        #expect(active(container).count == 1)
        #expect(c1?.isActive == true && c2?.isActive == false)
        c2?.isActive = true
        #expect(active(container).count == 2)
    }

    // SnapKit: "testEdgeConstraints" (offset sets every constant, with no sign change)
    @Test func edgeConstraints() {
        let view = View()
        container.addSubview(view)
        view.mas.makeConstraints { make in make.edges.equalTo(container).offset(50.0) }
        let constraints = active(container)
        #expect(constraints.count == 4)
        #expect(constraints.map(\.constant) == [50, 50, 50, 50])
        container.layoutIfNeeded()
        specFrame(view, 50, 50, 400, 300)
    }

    // SnapKit: "testUpdateReferencedConstraints"
    @Test func updateReferencedConstraints() {
        let (v1, v2) = pair()
        var c1: Constraint?, c2: Constraint?
        v1.mas.makeConstraints { make in
            c1 = make.top.equalTo(v2).offset(50)
            c2 = make.bottom.equalTo(v2).offset(25)
        }
        #expect(active(container).count == 2)
        let constraints = active(container).sorted { $0.constant > $1.constant }
        #expect(constraints.map(\.constant) == [50, 25])
        c1?.update(offset: 15)
        c2?.update(offset: 20)
        #expect(active(container).count == 2)
        #expect(constraints.map(\.constant) == [15, 20])
        c1?.update(inset: 15)
        c2?.update(inset: 20)
        #expect(active(container).count == 2)
        #expect(constraints.map(\.constant) == [15, -20])
    }

    // SnapKit: "testInsetsAsConstraintsConstant"
    @Test func insetsAsConstraintsConstant() {
        let view = View()
        container.addSubview(view)
        view.mas.makeConstraints { make in make.edges.equalTo(container).inset(50.0) }
        #expect(active(container).count == 4)
        #expect(active(container).map(\.constant).sorted(by: >) == [50, 50, -50, -50])
        container.layoutIfNeeded()
        specFrame(view, 50, 50, 300, 200)
    }

    // SnapKit: "testConstraintInsetsAsImpliedEqualToConstraints"
    @Test func insetsAsImpliedEqualTo() {
        let view = View()
        container.addSubview(view)
        view.mas.makeConstraints { make in make.edges.equalTo(EdgeInsets(top: 25, left: 25, bottom: 25, right: 25)) }
        #expect(active(container).count == 4)
        #expect(active(container).map(\.constant).sorted(by: >) == [25, 25, -25, -25])
        #expect(active(container).allSatisfy { $0.secondItem === container })
        container.layoutIfNeeded()
        specFrame(view, 25, 25, 350, 250)
    }

    // SnapKit: "testConstraintInsetsAsConstraintsConstant" (SnapKit's inset(ConstraintInsets) is insets(_:) here)
    @Test func edgeInsetsAsConstraintsConstant() {
        let view = View()
        container.addSubview(view)
        view.mas.makeConstraints { make in make.edges.equalTo(container).insets(EdgeInsets(top: 25, left: 25, bottom: 25, right: 25)) }
        #expect(active(container).count == 4)
        #expect(active(container).map(\.constant).sorted(by: >) == [25, 25, -25, -25])
    }

    /// The constraints of `container` by first attribute, checked against `expected`.
    func verify(_ expected: [(LayoutAttribute, CGFloat)], sourceLocation: SourceLocation = #_sourceLocation) {
        let constraints = active(container)
        #expect(constraints.count == expected.count, sourceLocation: sourceLocation)
        for (attribute, constant) in expected {
            let found = constraints.first { $0.firstAttribute == attribute }
            #expect(found?.secondAttribute == attribute, "\(attribute)", sourceLocation: sourceLocation)
            #expect(found?.constant == constant, "\(attribute)", sourceLocation: sourceLocation)
        }
    }

    // SnapKit: "testConstraintDirectionalInsetsAsImpliedEqualToConstraints",
    // "testConstraintDirectionalInsetsAsConstraintsConstant" (identical bodies in SnapKit)
    @Test func directionalInsetsAsConstraintsConstant() {
        let view = View()
        container.addSubview(view)
        view.mas.makeConstraints { make in
            make.top.leading.bottom.trailing.equalTo(container)
                .insets(DirectionalEdgeInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
        }
        verify([(.top, 25), (.bottom, -25), (.leading, 25), (.trailing, -25)])
    }

    // SnapKit: "testConstraintDirectionalInsetsFallBackForNonDirectionalConstraints"
    @Test func directionalInsetsFallBackForNonDirectional() {
        let view = View()
        container.addSubview(view)
        view.mas.makeConstraints { make in
            make.edges.equalTo(container).insets(DirectionalEdgeInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
        }
        verify([(.left, 25), (.right, -25), (.top, 25), (.bottom, -25)])
    }

    // SnapKit: "testSizeConstraints"
    @Test func sizeConstraints() {
        let view = View()
        container.addSubview(view)
        view.mas.makeConstraints { make in
            make.size.equalTo(CGSize(width: 50, height: 50))
            make.left.top.equalTo(container)
        }
        #expect(active(view).count == 2)
        #expect(active(container).count == 2)
        #expect(active(view).map(\.firstAttribute) == [.width, .height])
        #expect(active(view).map(\.constant) == [50, 50])
        container.layoutIfNeeded()
        specFrame(view, 0, 0, 50, 50)
    }

    // SnapKit: "testCenterConstraints"
    @Test func centerConstraints() {
        let view = View()
        container.addSubview(view)
        view.mas.makeConstraints { make in make.center.equalTo(container).offset(50.0) }
        #expect(active(container).count == 2)
        #expect(active(container).map(\.constant) == [50, 50])
        #expect(active(container).map(\.firstAttribute) == [.centerX, .centerY])
    }

    // SnapKit: "testConstraintIdentifier" (SnapKit's labeled(_:) is key(_:) here)
    @Test func constraintIdentifier() {
        let identifier = "Test-Identifier"
        let view = View()
        container.addSubview(view)
        view.mas.makeConstraints { make in make.top.equalTo(container.mas.top).key(identifier) }
        #expect(active(container).first?.identifier == identifier)
    }

    // SnapKit: "testEdgesToEdges" (the container itself, and `container.mas.edges` as SnapKit's
    // `container.snp.edges`)
    @Test func edgesToEdges() {
        let view = View()
        container.addSubview(view)
        view.mas.remakeConstraints { make in make.edges.equalTo(container) }
        #expect(active(container).count == 4)
        #expect(Set(active(container).map(\.firstAttribute)) == [.top, .left, .bottom, .right])
        #expect(Set(active(container).map(\.secondAttribute)) == [.top, .left, .bottom, .right])
        view.mas.remakeConstraints { make in make.edges.equalTo(container.mas.edges) }
        #expect(active(container).count == 4)
        #expect(Set(active(container).map(\.secondAttribute)) == [.top, .left, .bottom, .right])
    }

    // SnapKit: "testDirectionalEdgesToDirectionalEdges" (the container stands for `container.snp.directionalEdges`)
    @Test func directionalEdgesToDirectionalEdges() {
        let view = View()
        container.addSubview(view)
        view.mas.remakeConstraints { make in make.directionalEdges.equalTo(container) }
        #expect(active(container).count == 4)
        #expect(Set(active(container).map(\.firstAttribute)) == [.top, .leading, .bottom, .trailing])
        #expect(Set(active(container).map(\.secondAttribute)) == [.top, .leading, .bottom, .trailing])
    }

    // SnapKit: "testEdgesToMargins" (SnapKit's rule for a view target: each margin attribute
    // relates to the container's same margin attribute; the composite targets
    // `container.mas.margins` and `.edges` are tested in CompositeTargetTests)
    @Test func marginsToAViewRelateMargins() {
        let view = View()
        container.addSubview(view)
        view.mas.remakeConstraints { make in make.margins.equalTo(container) }
        #expect(active(container).count == 4)
        #expect(active(container).map(\.firstAttribute) == [.leftMargin, .rightMargin, .topMargin, .bottomMargin])
        #expect(active(container).allSatisfy { $0.secondAttribute == $0.firstAttribute && $0.secondItem === container })
        container.layoutIfNeeded()
        // Both views' margins are 8: the view fills the container.
        specFrame(view, 0, 0, 400, 300)
    }

    // SnapKit: "testDirectionalEdgesToDirectionalMargins" (as above, without the composite targets)
    @Test func directionalMarginsToAViewRelateMargins() {
        let view = View()
        container.addSubview(view)
        view.mas.remakeConstraints { make in make.directionalMargins.equalTo(container) }
        #expect(active(container).count == 4)
        #expect(active(container).map(\.firstAttribute) == [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin])
        #expect(active(container).allSatisfy { $0.secondAttribute == $0.firstAttribute && $0.secondItem === container })
        container.layoutIfNeeded()
        specFrame(view, 0, 0, 400, 300)
    }

    // SnapKit: "testCanSetLabel" (setLabel/label is the view's key here)
    @Test func canSetLabel() {
        container.mas.key = "Hello World"
        #expect(container.mas.key == "Hello World")
        #expect(container.name == "Hello World")
    }

    // SnapKit: "testPriorityShortcuts"
    @Test func priorityShortcuts() {
        let view = View()
        container.addSubview(view)
        view.mas.remakeConstraints { make in make.left.equalTo(1000.0).priority(.required) }
        #expect(active(container).count == 1)
        #expect(active(container).first?.priority == .required)
        view.mas.remakeConstraints { make in make.left.equalTo(1000.0).priority(.defaultLow) }
        #expect(active(container).count == 1)
        #expect(active(container).first?.priority.rawValue == 250)
        view.mas.remakeConstraints { make in make.left.equalTo(1000.0).priority(LayoutPriority.defaultLow + 1) }
        #expect(active(container).count == 1)
        #expect(active(container).first?.priority.rawValue == 251)
    }

    // SnapKit: "testPriorityStride"
    @Test func priorityStride() {
        let high = LayoutPriority.defaultHigh
        let higher = high + 1
        #expect(higher.rawValue == high.rawValue + 1)
        #expect(higher > high)
    }
}

@Suite struct FirstAttributeSharingTests {
    /// The children an array target makes are copies of the constraint: they share its first
    /// attribute object (Masonry copies the view attribute reference into each child).
    @Test func arrayTargetChildrenShareTheFirstAttribute() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = View(), b = View(), v = View()
        for view in [a, b, v] { root.addSubview(view) }
        var made: Constraint?
        v.mas.makeConstraints { make in made = make.left.equalTo([a, b]) }
        let first = try #require(specChild(made, 0)), second = try #require(specChild(made, 1))
        #expect(first.firstViewAttribute === second.firstViewAttribute)
        #expect(first.firstViewAttribute.view === v && first.firstViewAttribute.layoutAttribute == .left)
        #expect(first.secondViewAttribute?.view === a && second.secondViewAttribute?.view === b)
    }
}
