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

    @Test func uninstalledHandleKeepsItsLayoutConstraintOnly() {
        let root = makeRoot(), child = makeView("child")
        root.addSubview(child)
        var handle: Constraint?
        child.mas.makeConstraints { make in handle = make.left.equalTo(root) }
        handle?.uninstall()
        #expect(handle?.layoutConstraints.count == 1)
    }
}
