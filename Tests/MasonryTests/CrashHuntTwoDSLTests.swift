import Foundation
import Testing
@testable import Masonry

// A second crash hunt on the DSL: constraints made in the layout overrides, targets freed
// between making and installing.

/// Runs closures from its layout overrides, as long as they are set.
final class DSLHookView: View {
    var onLayout: ((DSLHookView) -> Void)?
    var onUpdate: ((DSLHookView) -> Void)?
    override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?(self)
    }
    override func updateConstraints() {
        onUpdate?(self)
        super.updateConstraints()
    }
}

@Suite struct CrashHuntTwoDSLTests {
    /// Masonry's recommended pattern, updateConstraints in the override, and a remake in
    /// layoutSubviews every time (a loop the pass limit stops).
    @Test func remakeInLayoutSubviewsEveryTime() {
        let root = makeRoot()
        let host = DSLHookView()
        host.mas.key = "host"
        root.addSubview(host)
        let child = makeView("child", in: host)
        host.mas.makeConstraints { make in make.edges.equalToSuperview() }
        var width: CGFloat = 10
        host.onUpdate = { _ in
            child.mas.updateConstraints { make in make.width.equalTo(width) }
        }
        host.onLayout = { _ in
            width += 1
            child.mas.remakeConstraints { make in
                make.left.top.equalToSuperview()
                make.width.equalTo(width)
                make.height.equalTo(5)
            }
        }
        host.setNeedsUpdateConstraints()
        let d = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(d.map(\.kind) == [.layoutDidNotConverge])
        host.onLayout = nil
        host.onUpdate = nil
        child.mas.remakeConstraints { make in
            make.left.top.equalToSuperview().offset(2)
            make.size.equalTo(CGSize(width: 7, height: 8))
        }
        layOut(root)
        expectFrame(host, 0, 0, 400, 800)
        expectFrame(child, 2, 2, 7, 8)
    }

    /// A constraint made against a view that is freed before it is installed.
    @Test func targetFreedBetweenMakingAndInstalling() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        var made: [Constraint] = []
        var d: [LayoutDiagnostic] = []
        do {
            let gone = makeView("gone", in: root)
            d = LayoutDiagnostics.record {
                made = a.mas.prepareConstraints { make in
                    make.left.equalTo(gone.mas.right).offset(3)
                    make.top.equalTo(gone).offset(4)
                    make.size.equalTo(gone)
                }
            }
            gone.removeFromSuperview()
        }
        #expect(d.isEmpty)
        let e = LayoutDiagnostics.record {
            for c in made { c.install() }
            root.layoutIfNeeded()
        }
        #expect(!e.isEmpty)
        #expect(e.allSatisfy { $0.kind == .missingItem || $0.kind == .noCommonAncestor })
        #expect(a.mas.installedConstraints.isEmpty)
        let f = LayoutDiagnostics.record {
            for c in made {
                c.offset(9)
                c.uninstall()
            }
        }
        #expect(f.isEmpty)
        a.mas.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
        layOut(root)
        expectFrame(a, 5, 5, 390, 790)
    }

    /// Non-finite values on every kind of modifier, on arrays of views and composite
    /// attributes: refused with a diagnostic, the rest of the layout as asked.
    @Test func nonFiniteModifiersOnArraysAndComposites() {
        let root = makeRoot()
        let views = (0..<3).map { makeView("v\($0)", in: root) }
        let d = LayoutDiagnostics.record {
            views.mas.makeConstraints { make in
                make.edges.equalToSuperview().insets(EdgeInsets(top: .nan, left: 1, bottom: .infinity, right: -.infinity))
                make.center.equalToSuperview().offset(.nan)
                make.size.equalTo(CGSize(width: CGFloat.nan, height: 3))
            }
        }
        #expect(!d.isEmpty)
        #expect(d.allSatisfy { $0.kind == .invalidValue })
        root.layoutIfNeeded()
        for v in views { #expect(v.frame.minX.isFinite && v.frame.width.isFinite && v.frame.height.isFinite) }
        let e = LayoutDiagnostics.record {
            views.mas.remakeConstraints { make in
                make.left.top.equalToSuperview().offset(1)
                make.width.height.equalTo(4)
            }
            root.layoutIfNeeded()
        }
        #expect(e.isEmpty, "\(e.map(\.textWithoutAddresses))")
        for v in views { expectFrame(v, 1, 1, 4, 4) }
    }

    /// The distribute methods with 0, 1 and 2 views, non-finite spacings and lengths.
    @Test func distributionEdges() {
        let root = makeRoot()
        let a = makeView("a", in: root), b = makeView("b", in: root)
        let d = LayoutDiagnostics.record {
            _ = [a, b].mas.distributeViews(along: .horizontal, fixedSpacing: .infinity, leadSpacing: 0, tailSpacing: 0)
            _ = [a, b].mas.distributeViews(along: .vertical, fixedItemLength: .nan, leadSpacing: .nan, tailSpacing: 1)
            _ = [View]().mas.distributeViews(along: .vertical, fixedItemLength: 10, leadSpacing: 0, tailSpacing: 0)
        }
        #expect(d.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue])
        let made = [a, b].mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 5, tailSpacing: 5)
        #expect(!made.isEmpty)
        a.mas.makeConstraints { make in make.top.height.equalTo(10) }
        b.mas.makeConstraints { make in make.top.height.equalTo(10) }
        layOut(root)
        // (400 - 5 - 5 - 10) / 2 = 190
        expectFrame(a, 5, 10, 190, 10)
        expectFrame(b, 205, 10, 190, 10)
    }
}
