import Masonry
import Testing

/// Review 13 of 036b729 + 2444172 (a constraint holds its first attribute inline and makes
/// `firstViewAttribute` when asked): every use of the first attribute as before.
@Suite struct ReviewThirteenFirstAttributeTests {
    /// A guide added to its view inside the closure, after its constraints are made and
    /// before they are installed: the view is looked up when read, so they install.
    @Test func aGuideAddedAfterTheConstraintIsMadeAndBeforeItIsInstalled() throws {
        let root = makeRoot()
        let guide = LayoutGuide()
        guide.mas.key = "late"
        var made: [Constraint] = []
        let diagnostics = LayoutDiagnostics.record {
            made = guide.mas.makeConstraints { make in
                make.left.equalTo(12)
                make.top.equalTo(30)
                make.size.equalTo(CGSize(width: 50, height: 60))
                root.addLayoutGuide(guide)
            }
        }
        #expect(diagnostics.isEmpty)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 12, y: 30, width: 50, height: 60))
        #expect(guide.mas.installedConstraints.count == 4)
        let left = try #require(made.first as? ViewConstraint)
        #expect(left.firstViewAttribute.view === root)
        #expect(left.firstViewAttribute.item === guide)
        #expect(left.firstViewAttribute.description == "LayoutGuide:late.left")
        #expect(left.firstViewAttribute == guide.mas.left)
    }

    /// The copies of an array target share one first attribute object, and each installs.
    @Test func arrayTargetCopiesShareTheFirstAttribute() throws {
        let root = makeRoot(), v = makeView("v", in: root), a = makeView("a", in: root), b = makeView("b", in: root)
        let made = v.mas.makeConstraints { make in
            make.left.equalTo([a, b]).offset(5)
            make.top.width.height.equalTo(10)
        }
        let composite = try #require(made.first as? CompositeConstraint)
        let copies = composite.children.compactMap { $0 as? ViewConstraint }
        #expect(copies.count == 2)
        #expect(copies[0].firstViewAttribute === copies[1].firstViewAttribute)
        #expect(copies[0].firstViewAttribute.description == "View:v.left")
        #expect(copies.map { $0.secondViewAttribute?.description } == ["View:a.left", "View:b.left"])
        #expect(v.mas.installedConstraints.count == 5)
    }

    /// `updateConstraints` finds the installed constraint by its first attribute (a guide's
    /// too) and changes its constant in place.
    @Test func updateMatchesOnTheFirstAttribute() {
        let root = makeRoot(), guide = LayoutGuide()
        root.addLayoutGuide(guide)
        guide.mas.makeConstraints { make in
            make.left.top.equalTo(10)
            make.width.height.equalTo(20)
        }
        guide.mas.updateConstraints { make in make.left.equalTo(40) }
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 40, y: 10, width: 20, height: 20))
        #expect(guide.mas.installedConstraints.count == 4)
    }

    /// A guide in no view at install: refused with the guide's description, as before.
    @Test func aLooseGuideIsDescribedInTheRefusal() {
        let loose = LayoutGuide()
        loose.mas.key = "loose"
        let diagnostics = LayoutDiagnostics.record {
            loose.mas.makeConstraints { make in make.width.equalTo(10) }
        }
        #expect(diagnostics.map(\.kind) == [.noCommonAncestor])
        #expect(diagnostics.first?.message == "Masonry: LayoutGuide:loose.width == 10: LayoutGuide:loose is in no view yet; add it with addLayoutGuide(_:) before constraining it")
    }
}
