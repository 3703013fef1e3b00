import AutoLayout
import Foundation
import Testing

/// Acceptance-style probes of the engine against UIKit's documented behaviour and the issue.
@Suite struct EngineAcceptanceAuditTests {
    private func near(_ a: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Bool {
        abs(a.minX - x) < 1e-6 && abs(a.minY - y) < 1e-6 && abs(a.width - w) < 1e-6 && abs(a.height - h) < 1e-6
    }

    private func named(_ name: String, in parent: View?) -> View {
        let v = View()
        v.name = name
        v.translatesAutoresizingMaskIntoConstraints = false
        parent?.addSubview(v)
        return v
    }

    @Test func initialisersAndDefaults() {
        let v = View()
        #expect(v.frame == .zero)
        #expect(v.translatesAutoresizingMaskIntoConstraints)
        #expect(v.superview == nil && v.subviews.isEmpty)
        #expect(v.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(v.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(v.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(v.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(LayoutPriority(rawValue: 300) == LayoutPriority(300))
        #expect(LayoutPriority.defaultLow < .defaultHigh)
        let c = LayoutConstraint(item: v, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5)
        #expect(c.priority == .required)
        #expect(!c.isActive)
        #expect(c.identifier == nil)
        #expect(c.firstItem === v)
        #expect(c.secondItem == nil)
    }

    @Test func activateInstallsOnTheClosestCommonAncestor() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = named("a", in: root)
        let b = named("b", in: a)
        let c = named("c", in: root)
        let size = b.widthAnchor.constraint(equalToConstant: 10)
        let toParent = b.topAnchor.constraint(equalTo: a.topAnchor)
        let cousin = b.leftAnchor.constraint(equalTo: c.rightAnchor)
        let rootOwn = root.widthAnchor.constraint(equalTo: root.heightAnchor)
        LayoutConstraint.activate([size, toParent, cousin, rootOwn])
        #expect(b.constraints.contains { $0 === size })
        #expect(a.constraints.contains { $0 === toParent })
        #expect(root.constraints.contains { $0 === cousin })
        #expect(root.constraints.contains { $0 === rootOwn })
        #expect(size.isActive && toParent.isActive && cousin.isActive)
        LayoutConstraint.deactivate([cousin])
        #expect(!root.constraints.contains { $0 === cousin })
        #expect(!cousin.isActive)
        cousin.isActive = true
        cousin.isActive = true
        #expect(root.constraints.filter { $0 === cousin }.count == 1)
    }

    @Test func removeConstraintDeactivatesAndAddConstraintActivates() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = named("a", in: root)
        let w = LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 0.5, constant: 0)
        root.addConstraint(w)
        #expect(w.isActive)
        a.removeConstraint(w)  // not installed there: no effect
        #expect(w.isActive)
        root.removeConstraint(w)
        #expect(!w.isActive)
        #expect(root.constraints.isEmpty)
    }

    @Test func anchorShapesAndDescriptions() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.name = "root"
        let red = named("red", in: root)
        let c1 = red.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 10)
        c1.priority = .defaultHigh
        c1.identifier = "KEY"
        #expect(c1.description == "<LayoutConstraint:KEY View:red.width == View:root.width * 0.5 + 10 ^high>")
        let c2 = red.heightAnchor.constraint(greaterThanOrEqualToConstant: 300)
        c2.priority = .defaultLow
        c2.identifier = "h"
        #expect(c2.description == "<LayoutConstraint:h View:red.height >= 300 ^low>")
        let c3 = red.leftAnchor.constraint(lessThanOrEqualTo: root.leftAnchor, constant: -2.5)
        c3.identifier = "l"
        #expect(c3.description == "<LayoutConstraint:l View:red.left <= View:root.left - 2.5>")
        let c4 = red.lastBaselineAnchor.constraint(equalTo: root.firstBaselineAnchor)
        c4.identifier = "b"
        c4.priority = LayoutPriority(999)
        #expect(c4.description == "<LayoutConstraint:b View:red.baseline == View:root.firstBaseline ^999>")
        let c5 = red.widthAnchor.constraint(equalToConstant: 0)
        c5.identifier = "z"
        #expect(c5.description == "<LayoutConstraint:z View:red.width == 0>")
        let c6 = red.widthAnchor.constraint(equalTo: root.heightAnchor, multiplier: 2)
        c6.identifier = "m"
        c6.priority = .fittingSizeLevel
        #expect(c6.description == "<LayoutConstraint:m View:red.width == View:root.height * 2 ^fitting size>")
    }

    @Test func descriptionWithoutKeysUsesShortIdentities() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = View()
        root.addSubview(a)
        let c = a.widthAnchor.constraint(equalTo: root.widthAnchor)
        let text = c.description
        #expect(text.hasPrefix("<LayoutConstraint:"))
        #expect(text.contains(" View:"))
        #expect(text.contains(".width == View:"))
        #expect(text.hasSuffix(".width>"))
    }

    @Test func constantChangeMovesTheView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = named("a", in: root)
        let left = a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        LayoutConstraint.activate([
            left, a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(near(a.frame, 10, 0, 20, 20))
        left.constant = 50
        root.layoutIfNeeded()
        #expect(near(a.frame, 50, 0, 20, 20))
        #expect(left.isActive)
    }

    @Test func priorityChangeAcrossRequiredIsRefusedWhileActive() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = named("a", in: root)
        let w = a.widthAnchor.constraint(equalToConstant: 20)
        w.isActive = true
        let diags = LayoutDiagnostics.record { w.priority = .defaultHigh }
        #expect(diags.map(\.kind) == [.invalidPriorityChange])
        #expect(diags.first?.constraints.first === w)
        #expect(w.priority == .required)
        w.isActive = false
        let none = LayoutDiagnostics.record { w.priority = .defaultHigh }
        #expect(none.isEmpty)
        #expect(w.priority == .defaultHigh)
        w.isActive = true
        let optional = LayoutDiagnostics.record { w.priority = LayoutPriority(300) }
        #expect(optional.isEmpty)
        #expect(w.priority.rawValue == 300)
    }

    @Test func outOfRangePriorityIsRefused() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = named("a", in: root)
        let w = a.widthAnchor.constraint(equalToConstant: 20)
        let diags = LayoutDiagnostics.record {
            w.priority = LayoutPriority(0)
            w.priority = LayoutPriority(1001)
        }
        #expect(diags.count == 2)
        #expect(diags.allSatisfy { $0.kind == .invalidValue })
        #expect(w.priority == .required)
    }

    @Test func positionMultiplierActsInTheCommonAncestorSpace() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        let box = named("box", in: root)
        let child = named("child", in: box)
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            box.widthAnchor.constraint(equalToConstant: 200), box.heightAnchor.constraint(equalToConstant: 100),
            LayoutConstraint(item: child, attribute: .right, relatedBy: .equal, toItem: box, attribute: .right, multiplier: 0.5, constant: 0),
            LayoutConstraint(item: child, attribute: .centerY, relatedBy: .equal, toItem: box, attribute: .bottom, multiplier: 0.25, constant: 0),
            child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(near(child.frame, 60, 20, 40, 10))
    }

    @Test func cousinsInOffsetContainers() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        let c1 = View(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let c2 = View(frame: CGRect(x: 300, y: 50, width: 200, height: 200))
        root.addSubview(c1)
        root.addSubview(c2)
        let a = named("a", in: c1)
        let b = named("b", in: c2)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: c1.leftAnchor, constant: 5),
            a.topAnchor.constraint(equalTo: c1.topAnchor, constant: 5),
            a.widthAnchor.constraint(equalToConstant: 30), a.heightAnchor.constraint(equalToConstant: 30),
            b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 10),
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(near(a.frame, 5, 5, 30, 30))
        // a's right in root: 10 + 35 = 45; b.left = 55 in root = -245 in c2.
        #expect(near(b.frame, -245, 5, 60, 30))
    }

    @Test func scrolledSuperviewBoundsShiftChildren() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.bounds.origin = CGPoint(x: 0, y: 100)
        let a = named("a", in: root)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor), a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalTo: root.widthAnchor), a.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(near(a.frame, 0, 110, 300, 10))
    }

    @Test func autoresizingMasksUnderResize() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let margins = View(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        margins.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let all = View(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        all.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        let none = View(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        let right = View(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        right.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let height = View(frame: CGRect(x: 50, y: 50, width: 100, height: 50))
        height.autoresizingMask = [.flexibleHeight]
        for v in [margins, all, none, right, height] { root.addSubview(v) }
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
        root.layoutIfNeeded()
        // 300 more, split by the flexible margins 50 : 150.
        #expect(near(margins.frame, 125, 50, 100, 50))
        let third: CGFloat = 200.0 / 3.0
        #expect(near(all.frame, 100, third, 200, third))
        #expect(near(none.frame, 50, 50, 100, 50))
        #expect(near(right.frame, 350, 150, 100, 50))
        #expect(near(height.frame, 50, 50, 100, 150))
    }

    @Test func layoutSubviewsRunsTopDown() {
        final class Recorder: View {
            nonisolated(unsafe) static var log: [String] = []
            override func layoutSubviews() {
                super.layoutSubviews()
                Recorder.log.append(name ?? "?")
            }
        }
        Recorder.log = []
        let root = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.name = "root"
        let a = Recorder()
        a.name = "a"
        let b = Recorder()
        b.name = "b"
        root.addSubview(a)
        a.addSubview(b)
        root.layoutIfNeeded()
        #expect(Recorder.log == ["root", "a", "b"])
    }

    @Test func removingAViewDeactivatesItsConstraints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = named("a", in: root)
        let b = named("b", in: root)
        let inner = named("inner", in: a)
        let ab = a.leftAnchor.constraint(equalTo: b.rightAnchor)
        let innerToRoot = inner.topAnchor.constraint(equalTo: root.topAnchor)
        let own = a.widthAnchor.constraint(equalToConstant: 10)
        let innerToA = inner.leftAnchor.constraint(equalTo: a.leftAnchor)
        LayoutConstraint.activate([ab, innerToRoot, own, innerToA])
        let diags = LayoutDiagnostics.record { a.removeFromSuperview() }
        #expect(!ab.isActive)
        #expect(!innerToRoot.isActive)
        #expect(own.isActive)
        #expect(innerToA.isActive)
        #expect(root.constraints.isEmpty)
        _ = diags
    }

    @Test func conflictingRequiredConstraintsNameTheSet() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.name = "root"
        let a = named("a", in: root)
        let w1 = a.widthAnchor.constraint(equalToConstant: 10)
        let w2 = a.widthAnchor.constraint(equalToConstant: 20)
        w1.identifier = "w1"
        w2.identifier = "w2"
        let other = a.heightAnchor.constraint(equalToConstant: 5)
        let diags = LayoutDiagnostics.record {
            LayoutConstraint.activate([other, a.leftAnchor.constraint(equalTo: root.leftAnchor), a.topAnchor.constraint(equalTo: root.topAnchor), w1, w2])
            root.layoutIfNeeded()
        }
        #expect(diags.map(\.kind) == [.unsatisfiable])
        let names = diags.first?.constraints.compactMap(\.identifier) ?? []
        #expect(Set(names) == ["w1", "w2"])
        #expect(diags.first?.message.contains("<LayoutConstraint:w1 View:a.width == 10>") == true)
        #expect(diags.first?.message.contains("<LayoutConstraint:w2 View:a.width == 20>") == true)
        #expect(abs(a.frame.width - 10) < 1e-6 || abs(a.frame.width - 20) < 1e-6)
    }

    @Test func badValuesGiveDiagnostics() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = named("a", in: root)
        let nanConstant = a.widthAnchor.constraint(equalToConstant: .nan)
        let infMultiplier = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity)
        let zero = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0)
        let diags = LayoutDiagnostics.record { LayoutConstraint.activate([nanConstant, infMultiplier, zero]) }
        #expect(diags.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue])
        #expect(!nanConstant.isActive && !infMultiplier.isActive && !zero.isActive)
        #expect(root.constraints.isEmpty && a.constraints.isEmpty)
        let ok = a.widthAnchor.constraint(equalToConstant: 5)
        ok.isActive = true
        let change = LayoutDiagnostics.record { ok.constant = .infinity }
        #expect(change.map(\.kind) == [.invalidValue])
        #expect(ok.constant == 5)
    }

    @Test func noCommonAncestorIsRefused() {
        let r1 = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let r2 = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let c = r1.leftAnchor.constraint(equalTo: r2.leftAnchor)
        let diags = LayoutDiagnostics.record { c.isActive = true }
        #expect(diags.map(\.kind) == [.noCommonAncestor])
        #expect(diags.first?.constraints.first === c)
        #expect(!c.isActive)
    }

    @Test func closestCommonSuperviewCountsTheViewItself() {
        let root = View()
        let a = View()
        let b = View()
        root.addSubview(a)
        a.addSubview(b)
        #expect(a.closestCommonSuperview(with: b) === a)
        #expect(b.closestCommonSuperview(with: a) === a)
        #expect(a.closestCommonSuperview(with: a) === a)
        #expect(b.closestCommonSuperview(with: View()) == nil)
        #expect(b.isDescendant(of: root) && b.isDescendant(of: b) && !root.isDescendant(of: b))
        let c = View()
        root.insertSubview(c, at: 0)
        #expect(root.subviews.first === c)
    }

    @Test func ambiguityAndAffectingConstraints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = named("a", in: root)
        let w = a.widthAnchor.constraint(equalToConstant: 10)
        let l = a.leftAnchor.constraint(equalTo: root.leftAnchor)
        LayoutConstraint.activate([w, l])
        root.layoutIfNeeded()
        #expect(a.hasAmbiguousLayout)
        let h = a.constraintsAffectingLayout(for: .horizontal)
        #expect(h.contains { $0 === w } && h.contains { $0 === l })
        #expect(!a.constraintsAffectingLayout(for: .vertical).contains { $0 === w })
        LayoutConstraint.activate([a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 3)])
        root.layoutIfNeeded()
        #expect(!a.hasAmbiguousLayout)
    }

    @Test func leftWithLeadingIsRefused() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = named("a", in: root)
        let c = LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 0)
        let diags = LayoutDiagnostics.record { c.isActive = true }
        #expect(diags.count == 1)
        #expect(!c.isActive)
    }

    @Test func updateConstraintsPassRunsBeforeLayout() {
        final class Updater: View {
            nonisolated(unsafe) static var log: [String] = []
            override func updateConstraints() {
                Updater.log.append("update \(name ?? "?")")
                super.updateConstraints()
            }
            override func layoutSubviews() {
                Updater.log.append("layout \(name ?? "?")")
                super.layoutSubviews()
            }
        }
        Updater.log = []
        let root = Updater(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.name = "root"
        let a = Updater()
        a.name = "a"
        root.addSubview(a)
        root.layoutIfNeeded()
        Updater.log = []
        a.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(Updater.log.first == "update a")
        #expect(!Updater.log.isEmpty)
    }
}
