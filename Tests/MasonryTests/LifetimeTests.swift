import Masonry
import Testing

@Suite struct LifetimeTests {
    @Test func viewsMakersAndConstraintsAreFreed() {
        weak var weakRoot: View?, weakChild: View?, weakMaker: ConstraintMaker?
        weak var weakConstraint: Constraint?, weakLayout: LayoutConstraint?, weakSelfRelated: Constraint?
        do {
            let root = makeRoot(), child = makeView("child")
            root.addSubview(child)
            child.mas.makeConstraints { make in
                weakMaker = make
                weakConstraint = make.left.equalTo(root).inset(3)
                make.right.top.bottom.equalTo(root).inset(3)
                weakSelfRelated = make.width.equalTo(child.mas.height)
            }
            root.layoutIfNeeded()
            weakLayout = weakConstraint?.layoutConstraints.first
            weakRoot = root; weakChild = child
            #expect(weakConstraint != nil && weakLayout != nil)
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakMaker == nil)
        #expect(weakConstraint == nil)
        #expect(weakSelfRelated == nil)
        #expect(weakLayout == nil)
    }

    /// A handle kept past its maker (and a composite's child past the composite) no longer
    /// reaches it: chaining another attribute adds nothing to the view, as sending a message to
    /// Masonry's freed (weak, `nil`) delegate does nothing.
    @Test func handlesKeptPastTheirMakerChainWithoutIt() {
        let root = makeRoot(), child = makeView("child")
        root.addSubview(child)
        weak var weakMaker: ConstraintMaker?
        var single: Constraint?, edges: Constraint?
        child.mas.makeConstraints { make in
            weakMaker = make
            single = make.width.equalTo(20)
            edges = make.left.top.equalTo(root).offset(5)
        }
        #expect(weakMaker == nil)
        let chained = single?.height
        let chainedEdges = edges?.bottom
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 5, width: 20, height: 0))
        #expect(chained?.layoutConstraints.count == 1)
        #expect(chained?.layoutConstraints.first === single?.layoutConstraints.first)
        #expect(chainedEdges?.layoutConstraints.count == 2)
        #expect(child.mas.installedConstraints.count == 3)
    }

    @Test func uninstalledHandleKeepsItsLayoutConstraintOnly() {
        let root = makeRoot(), child = makeView("child")
        root.addSubview(child)
        var handle: Constraint?
        child.mas.makeConstraints { make in handle = make.left.equalTo(root) }
        handle?.uninstall()
        #expect(handle?.layoutConstraints.count == 1)
    }

    @Test func attributesAndMakersKeptPastTheirViewReadNil() {
        var attribute: ViewAttribute?, composite: CompositeViewAttribute?, guideAttribute: ViewAttribute?
        var maker: ConstraintMaker?, handle: Constraint?
        weak var weakView: View?
        do {
            let root = makeRoot(), view = makeView("gone")
            root.addSubview(view)
            attribute = view.mas.left
            composite = view.mas.edges
            guideAttribute = view.mas.safeAreaLayoutGuide
            view.mas.makeConstraints { make in
                maker = make
                handle = make.left.equalTo(root).offset(5)
            }
            root.layoutIfNeeded()
            #expect(attribute?.view === view && attribute?.item === view)
            #expect(composite?.view === view && composite?.item === view)
            #expect(guideAttribute?.view === view && guideAttribute?.item === view.safeAreaLayoutGuide)
            #expect(maker?.view === view)
            #expect(view.frame.minX == 5)
            weakView = view
        }
        // Nothing above kept the view alive, and each now reads nil instead of a freed view.
        #expect(weakView == nil)
        #expect(attribute?.view == nil && attribute?.item == nil)
        #expect(attribute?.layoutAttribute == .left)
        #expect(composite?.view == nil && composite?.item == nil)
        #expect(guideAttribute?.view == nil && guideAttribute?.item == nil)
        #expect(maker?.view == nil)
        #expect(handle?.isActive == false)
        // The handle's layout constraint went with the view that held it: the handle's link
        // to it reads nil rather than a freed constraint.
        #expect(handle?.layoutConstraints.isEmpty == true)
        // The registry drops the freed constraints: a new view in a new tree starts clean.
        let other = makeRoot(), fresh = makeView("fresh")
        other.addSubview(fresh)
        let made = fresh.mas.makeConstraints { make in make.left.equalTo(other).offset(7) }
        other.layoutIfNeeded()
        #expect(fresh.frame.minX == 7)
        #expect(fresh.mas.installedConstraints.count == 1 && made.count == 1)
    }
}
