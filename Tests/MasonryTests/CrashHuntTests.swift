import Foundation
import Testing
@testable import Masonry

// Crash hunting: DSL misuse is reported through the diagnostics hook, never a trap.

@Suite struct CrashHuntDSLTests {
    @Test func misuseOfTheChain() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let stranger = makeView("stranger", in: nil)
        var made: [Constraint] = []
        let d = LayoutDiagnostics.record {
            made = a.mas.makeConstraints { make in
                make.left.equalTo(root).equalTo(b)                 // relation twice
                make.top.equalTo(root).offset(.nan)                // NaN offset
                make.width.equalTo(root).multipliedBy(.infinity)   // infinite multiplier
                make.height.equalTo(root).dividedBy(0)             // division by zero
                make.right.equalTo(stranger)                       // another tree
                make.bottom.equalTo([b, root, a, 3, CGSize(width: 1, height: 1)] as [any ConstraintTarget])
            }
        }
        #expect(d.map { $0.kind } == [.invalidAttributePairing, .invalidValue, .invalidValue, .invalidValue, .noCommonAncestor])
        #expect(d.first?.message == "Masonry: redefinition of the relation of View:a.left == View:root.left (with ==); a constraint has one relation, so it is not installed")
        #expect(d[3].message == "Masonry: View:a.height == View:root.height: dividedBy(0) is not a finite multiplier, so the constraint is not installed")
        root.layoutIfNeeded()
        // Modifiers after installation.
        let e = LayoutDiagnostics.record {
            for c in made {
                c.offset(5)
                c.multipliedBy(3)
                c.priority(.defaultLow)
                c.install(); c.install()
                c.uninstall(); c.uninstall()
                c.offset(7)
            }
        }
        #expect(e.count == 13)
        #expect(e.filter { $0.kind == .invalidPriorityChange }.count == 5)
        #expect(e.contains { $0.message == "Masonry: View:a.bottom == View:root.bottom: the multiplier cannot change after the constraint is installed (multipliedBy(3) refused)" })
        root.layoutIfNeeded()
    }

    @Test func updateAndRemoveOnViewsWithoutConstraintsOrSuperview() {
        let lonely = makeView("lonely", in: nil)
        let d = LayoutDiagnostics.record {
            lonely.mas.updateConstraints { make in make.width.equalTo(10) }
            lonely.mas.updateConstraints { make in make.left.equalToSuperview() }
            lonely.mas.remakeConstraints { make in make.edges.equalToSuperview().inset(3) }
            lonely.mas.removeConstraints()
            lonely.mas.removeConstraints()
            lonely.mas.makeConstraints { make in make.center.equalToSuperview() }
        }
        #expect(d.map { $0.kind } == Array(repeating: .noCommonAncestor, count: 7))
        #expect(d.first?.message == "Masonry: View:lonely.left == 0: View:lonely has no superview to relate to")
        lonely.layoutIfNeeded()
        #expect(lonely.frame == .zero)
    }

    @Test func distributeFewOrScatteredViews() {
        let root = makeRoot()
        let one = makeView("one", in: root)
        let other = makeRoot()
        let far = makeView("far", in: other)
        let free = makeView("free", in: nil)
        let d = LayoutDiagnostics.record {
            _ = [View]().mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 0, tailSpacing: 0)
            _ = [one].mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 0, tailSpacing: 0)
            _ = [one].mas.distributeViews(along: .vertical, fixedItemLength: 10, leadSpacing: 0, tailSpacing: 0)
            _ = [one, far].mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 0, tailSpacing: 0)
            _ = [free, free].mas.distributeViews(along: .horizontal, fixedSpacing: .nan, leadSpacing: 0, tailSpacing: 0)
            _ = [one, one, one].mas.distributeViews(along: .vertical, fixedItemLength: -5, leadSpacing: 1e300, tailSpacing: 0)
            _ = [View]().mas.makeConstraints { make in make.width.equalTo(1) }
        }
        #expect(d.map { $0.kind } == [.invalidValue, .invalidValue, .invalidValue, .noCommonAncestor, .invalidValue, .unsatisfiable, .unsatisfiable])
        #expect(d[1].message == "Masonry: distributeViews needs at least two views, got 1 (View:one); nothing was installed")
        #expect(d[3].message == "Masonry: distributeViews: View:one, View:far do not share a common superview; nothing was installed")
        root.layoutIfNeeded()
    }

    @Test func reentrantMakeConstraints() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let d = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in
                make.left.equalToSuperview()
                a.mas.remakeConstraints { inner in inner.top.equalToSuperview().offset(4) }
                a.mas.removeConstraints()
                a.removeFromSuperview()
                make.width.equalTo(12)
            }
        }
        #expect(d.map { $0.kind } == [.noCommonAncestor])
        #expect(a.mas.installedConstraints.count == 1)
        #expect(a.superview == nil)
    }
}
