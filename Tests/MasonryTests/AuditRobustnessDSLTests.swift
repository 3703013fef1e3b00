import Foundation
import Testing
import Masonry

// Robustness audit of the DSL through the public API: values out of range, freed targets.

private struct AuditUnknownTarget: ConstraintTarget {}

@Suite struct AuditRobustnessDSLTests {
    @Test func outOfRangeValuesAreEachRefusedWithADiagnostic() {
        let r = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480)); r.name = "root"
        let a = View(); a.name = "a"; r.addSubview(a)
        let d = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in
                make.left.equalTo(r).priority(LayoutPriority(0))
                make.right.equalTo(r).priority(LayoutPriority(-1))
                make.top.equalTo(r).priority(LayoutPriority(1000.5))
                make.bottom.equalTo(r).priority(LayoutPriority(.nan))
                make.width.equalTo(1e300).priority(Double(1e300))
                make.height.equalTo(CGFloat.nan)
                make.size.equalTo(CGSize(width: CGFloat.infinity, height: -1))
                make.center.equalTo(CGPoint(x: CGFloat.nan, y: 1e308))
                make.edges.equalTo(r).insets(EdgeInsets(top: .infinity, left: .nan, bottom: 0, right: 0))
                make.width.equalTo(r).valueOffset(AuditUnknownTarget())
                make.height.equalTo(AuditUnknownTarget())
                make.height.equalTo([AuditUnknownTarget(), r] as [any ConstraintTarget])
            }
            r.layoutIfNeeded()
        }
        #expect(d.map(\.kind) == Array(repeating: .invalidValue, count: 12))
        #expect(d[3].message == "Masonry: View:a.bottom == View:root.bottom: priority nan is not above 0 and at most 1000, so the constraint is not installed")
        #expect(d[4].message == "Masonry: View:a.width == 1e+300: priority inf is not above 0 and at most 1000, so the constraint is not installed")
        #expect(d[11].message == "Masonry: View:a.height == 0: AuditUnknownTarget is not a target the DSL can relate to")
        #expect(a.mas.installedConstraints.isEmpty)
        #expect(a.frame == .zero)
    }

    @Test func updateAndRemakeAfterTheTargetsWereFreed() {
        let r = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480)); r.name = "root"
        let a = View(); a.name = "a"; r.addSubview(a)
        var b: View? = View(), c: View? = View()
        r.addSubview(b!); r.addSubview(c!)
        var made: [Constraint] = []
        _ = LayoutDiagnostics.record {
            made = a.mas.makeConstraints { make in
                make.left.equalTo([b!, c!, r] as [any ConstraintTarget])
                make.edges.equalTo(b!).priority(500)
                make.size.equalTo(c!).multipliedBy(0.5)
            }
        }
        weak let wb = b, wc = c
        _ = LayoutDiagnostics.record { b!.removeFromSuperview(); c!.removeFromSuperview() }
        b = nil; c = nil
        #expect(wb == nil && wc == nil)
        let d = LayoutDiagnostics.record {
            for m in made { m.offset(1); m.install(); m.uninstall(); m.activate() }
            a.mas.remakeConstraints { make in make.edges.equalTo(r) }
            r.layoutIfNeeded()
        }
        #expect(d.count == 16)
        #expect(d.allSatisfy { $0.kind == .missingItem })
        #expect(a.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(a.mas.installedConstraints.count == 4)
    }

    @Test func constraintsKeptByTheCallerDoNotKeepViewsAlive() {
        weak var wr: View?, wa: View?, wb: View?
        var kept: [Constraint] = []
        do {
            let r = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let a = View(); r.addSubview(a)
            let b = View(); a.addSubview(b)
            wr = r; wa = a; wb = b
            kept = a.mas.makeConstraints { make in make.edges.equalTo(r).inset(3); make.width.equalTo(b).priority(10) }
            kept += b.mas.makeConstraints { make in make.top.equalTo(a.mas.safeAreaLayoutGuideTop); make.size.equalTo(r).multipliedBy(0.5) }
            kept += [a, b].mas.makeConstraints { make in make.height.equalTo(10).priorityLow() }
            let g = LayoutGuide(); a.addLayoutGuide(g)
            kept += g.mas.makeConstraints { make in make.edges.equalTo(b) }
            r.layoutIfNeeded()
            b.mas.remakeConstraints { make in make.edges.equalTo(a) }
            r.layoutIfNeeded()
        }
        #expect(wr == nil && wa == nil && wb == nil)
        let d = LayoutDiagnostics.record { for c in kept { c.install() } }
        #expect(d.allSatisfy { $0.kind == .missingItem })
        #expect(kept.allSatisfy { !$0.isActive })
    }
}
