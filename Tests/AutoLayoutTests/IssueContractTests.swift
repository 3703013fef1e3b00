import Foundation
import Testing
@testable import AutoLayout

// Acceptance review of issue 4 (the AutoLayout engine core): every API name of the issue
// text, with the values UIKit gives.

@Suite("Issue 4 contract")
struct AcceptanceReviewAutoLayoutTests {
    // MARK: The model (issue 4, "The model")

    @Test func viewModelNames() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let plain = View()
        #expect(plain.frame == .zero)
        #expect(plain.translatesAutoresizingMaskIntoConstraints == true)
        let a = View(), b = View(), c = View()
        root.addSubview(a)
        root.insertSubview(b, at: 0)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(b), ObjectIdentifier(a)])
        a.addSubview(c)
        #expect(c.isDescendant(of: root))
        #expect(c.closestCommonSuperview(with: b) === root)
        #expect(c.closestCommonSuperview(with: a) === a)
        #expect(a.closestCommonSuperview(with: a) === a)
        #expect(c.superview === a)
        c.removeFromSuperview()
        #expect(c.superview == nil)
        #expect(c.closestCommonSuperview(with: a) == nil)
        root.backgroundColor = Color.red
        root.name = "root"
        var bounds = root.bounds
        bounds.origin = CGPoint(x: 0, y: 30)
        root.bounds = bounds
        #expect(root.bounds.origin.y == 30)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        a.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(a.center == CGPoint(x: 25, y: 40))
        a.center = CGPoint(x: 50, y: 50)
        #expect(a.frame == CGRect(x: 35, y: 30, width: 30, height: 40))
        _ = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        _ = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    }

    @Test func layoutAttributeCasesExist() {
        let all: [LayoutAttribute] = [
            .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
            .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
            .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute,
        ]
        // UIKit's raw values (NSLayoutAttribute / NSLayoutRelation).
        #expect(all.map(\.rawValue) == [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 0])
        let relations: [LayoutRelation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        #expect(relations.map(\.rawValue) == [0, -1, 1])
    }

    @Test func layoutPriorityLevels() {
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(LayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(LayoutPriority.sceneSizeStayPut.rawValue == 500)
        #expect(LayoutPriority.dragThatCannotResizeScene.rawValue == 490)
        #expect(LayoutPriority(600) > LayoutPriority.defaultLow)
        #expect(LayoutPriority(rawValue: 750) == .defaultHigh)
        let raw: Float = LayoutPriority(12).rawValue
        #expect(raw == 12)
        #expect(LayoutPriority.defaultHigh + 1 == LayoutPriority(751))
        #expect(LayoutPriority.defaultHigh - 1 == LayoutPriority(749))
    }

    @Test func autoresizingMaskIsOptionSet() {
        let mask: AutoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                                      .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
        #expect(mask.contains(.flexibleWidth))
        // UIKit's raw values.
        #expect(AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(AutoresizingMask.flexibleBottomMargin.rawValue == 32)
        let v = View()
        v.autoresizingMask = .flexibleWidth
        #expect(v.autoresizingMask == View.AutoresizingMask.flexibleWidth)
    }

    @Test func layoutConstraintInitialiserAndProperties() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let c = LayoutConstraint(item: red, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
                                 multiplier: 0.5, constant: 10)
        #expect(c.firstItem === red)
        #expect(c.secondItem === root)
        #expect(c.firstAttribute == .width)
        #expect(c.secondAttribute == .width)
        #expect(c.relation == .equal)
        #expect(c.multiplier == 0.5)
        #expect(c.constant == 10)
        #expect(c.priority == .required)
        #expect(c.isActive == false)
        #expect(c.identifier == nil)
        c.isActive = true
        #expect(c.isActive)
        #expect(root.constraints.contains { $0 === c })
        LayoutConstraint.deactivate([c])
        #expect(!c.isActive)
        #expect(!root.constraints.contains { $0 === c })
        LayoutConstraint.activate([c])
        #expect(c.isActive)
        root.removeConstraint(c)
        #expect(!c.isActive)
        root.addConstraints([c])
        #expect(c.isActive)
        root.removeConstraints([c])
        #expect(!c.isActive)
        root.addConstraint(c)
        #expect(c.isActive)
    }

    @Test func anchorsAllShapes() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let blue = makeView("blue", in: root)
        let cs: [LayoutConstraint] = [
            red.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            red.topAnchor.constraint(equalTo: root.topAnchor),
            red.widthAnchor.constraint(equalToConstant: 100),
            red.heightAnchor.constraint(equalTo: red.widthAnchor, multiplier: 0.5),
            blue.leadingAnchor.constraint(greaterThanOrEqualTo: red.trailingAnchor, constant: 5),
            blue.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -5),
            blue.centerYAnchor.constraint(equalTo: red.centerYAnchor),
            blue.widthAnchor.constraint(equalTo: red.widthAnchor, multiplier: 1, constant: 0),
            blue.heightAnchor.constraint(equalTo: red.heightAnchor),
            blue.firstBaselineAnchor.constraint(equalTo: red.lastBaselineAnchor),
            red.rightAnchor.constraint(lessThanOrEqualTo: root.rightAnchor),
            red.bottomAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
            red.centerXAnchor.constraint(greaterThanOrEqualTo: root.centerXAnchor, constant: -1000),
        ]
        let d = LayoutDiagnostics.record { LayoutConstraint.activate(cs) }
        #expect(d.isEmpty, "\(d)")
        root.layoutIfNeeded()
        expectFrame(red, 10, 0, 100, 50)
        // blue: width 100, leading >= 115, trailing <= 315; bottom of blue == bottom of red (baselines of plain views).
        #expect(blue.frame.width == 100)
        #expect(blue.frame.minX >= 115 - 1e-9 && blue.frame.maxX <= 315 + 1e-9)
        #expect(blue.frame.maxY == 50)
    }

    // MARK: Semantics

    @Test func positionMultiplierActsInCommonAncestorSpace() {
        // Issue 4: `child.right == container.right * 0.5` puts the child's right edge halfway
        // across the container wherever the container sits.
        let root = makeRoot(width: 400, height: 400)
        let container = makeView("container", in: root)
        let child = makeView("child", in: container)
        activate([
            container.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 100),
            LayoutConstraint(item: child, attribute: .right, relatedBy: .equal, toItem: container, attribute: .right,
                             multiplier: 0.5, constant: 0),
            child.widthAnchor.constraint(equalToConstant: 40),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(container, 100, 50, 200, 100)
        expectFrame(child, 60, 0, 40, 10)
    }

    @Test func cousinsInOffsetContainers() {
        let root = makeRoot(width: 400, height: 400)
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let a1 = makeView("a1", in: a)
        let b1 = makeView("b1", in: b)
        activate(place(a, in: root, 10, 20, 100, 100) + place(b, in: root, 200, 40, 100, 100) + [
            a1.leftAnchor.constraint(equalTo: a.leftAnchor, constant: 5),
            a1.topAnchor.constraint(equalTo: a.topAnchor, constant: 5),
            a1.widthAnchor.constraint(equalToConstant: 10),
            a1.heightAnchor.constraint(equalToConstant: 10),
            b1.leftAnchor.constraint(equalTo: a1.rightAnchor, constant: 300),  // absolute 325 -> in b: 125
            b1.topAnchor.constraint(equalTo: a1.bottomAnchor),                // absolute 35 -> in b: -5
            b1.widthAnchor.constraint(equalTo: a1.widthAnchor, multiplier: 2),
            b1.heightAnchor.constraint(equalTo: a1.heightAnchor),
        ])
        root.layoutIfNeeded()
        expectFrame(a1, 5, 5, 10, 10)
        expectFrame(b1, 125, -5, 20, 10)
    }

    @Test(arguments: [
        // mask, expected frame after the superview goes from 300x300 to 400x400; child (50,50,100,100)
        (AutoresizingMask([]), CGRect(x: 50, y: 50, width: 100, height: 100)),
        (AutoresizingMask.flexibleLeftMargin, CGRect(x: 150, y: 50, width: 100, height: 100)),
        (AutoresizingMask.flexibleWidth, CGRect(x: 50, y: 50, width: 200, height: 100)),
        (AutoresizingMask.flexibleRightMargin, CGRect(x: 50, y: 50, width: 100, height: 100)),
        (AutoresizingMask.flexibleTopMargin, CGRect(x: 50, y: 150, width: 100, height: 100)),
        (AutoresizingMask.flexibleHeight, CGRect(x: 50, y: 50, width: 100, height: 200)),
        (AutoresizingMask.flexibleBottomMargin, CGRect(x: 50, y: 50, width: 100, height: 100)),
        (AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin]), CGRect(x: 75, y: 50, width: 100, height: 100)),
        (AutoresizingMask([.flexibleWidth, .flexibleHeight]), CGRect(x: 50, y: 50, width: 200, height: 200)),
        (AutoresizingMask([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]), CGRect(x: 50 + 100.0 / 6, y: 50, width: 100 + 100.0 / 3, height: 100)),
    ])
    func autoresizingUnderResize(mask: AutoresizingMask, expected: CGRect) {
        for useAutoLayout in [false, true] {
            let root = makeRoot(width: 500, height: 500)
            let sup = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            sup.name = "sup"
            root.addSubview(sup)
            let child = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            child.name = "child"
            child.autoresizingMask = mask
            sup.addSubview(child)
            if useAutoLayout {
                // A constrained sibling brings the engine in.
                let other = makeView("other", in: sup)
                activate(place(other, in: sup, 0, 0, 10, 10))
            }
            root.layoutIfNeeded()
            sup.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
            root.layoutIfNeeded()
            expectFrame(child, expected.minX, expected.minY, expected.width, expected.height)
        }
    }

    @Test func constantChangeOnActiveConstraintMovesView() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let cs = place(red, in: root, 10, 10, 50, 50)
        activate(cs)
        root.layoutIfNeeded()
        cs[0].constant = 30
        #expect(cs[0].isActive)
        root.layoutIfNeeded()
        expectFrame(red, 30, 10, 50, 50)
    }

    @Test func layoutPassOrderTopDown() {
        final class Recorder: View {
            nonisolated(unsafe) static var log: [String] = []
            override func layoutSubviews() {
                super.layoutSubviews()
                Recorder.log.append(name ?? "?")
            }
            override func updateConstraints() {
                super.updateConstraints()
                Recorder.log.append("update " + (name ?? "?"))
            }
        }
        Recorder.log = []
        let root = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.name = "root"
        let a = Recorder()
        a.name = "a"
        a.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        let b = Recorder()
        b.name = "b"
        b.translatesAutoresizingMaskIntoConstraints = false
        a.addSubview(b)
        activate(place(a, in: root, 0, 0, 50, 50) + place(b, in: a, 0, 0, 10, 10))
        root.setNeedsLayout()
        root.layoutIfNeeded()
        // The constraint pass bottom-up (every view starts needing it), then layout top-down.
        #expect(Recorder.log == ["update b", "update a", "update root", "root", "a", "b"])
        Recorder.log = []
        root.setNeedsUpdateConstraints()
        root.updateConstraintsIfNeeded()
        #expect(Recorder.log == ["update root"])
    }

    // MARK: Diagnostics (issue 4, "Bad input and diagnostics")

    @Test func noCommonAncestorRefused() {
        let r1 = makeRoot()
        let r2 = makeRoot()
        let a = makeView("a", in: r1)
        let b = makeView("b", in: r2)
        let c = a.leftAnchor.constraint(equalTo: b.leftAnchor)
        let d = LayoutDiagnostics.record { c.isActive = true }
        #expect(d.map(\.kind) == [.noCommonAncestor])
        #expect(d.first?.constraints.first === c)
        #expect(!c.isActive)
        #expect(r1.constraints.isEmpty && r2.constraints.isEmpty && a.constraints.isEmpty)
        let message: String = d.first?.message ?? ""
        #expect(message.contains("View:a") && message.contains("View:b"))
    }

    @Test func nanConstantAndMultiplier() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let c1 = a.widthAnchor.constraint(equalToConstant: .nan)
        let c2 = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity)
        let c3 = a.widthAnchor.constraint(equalToConstant: 10)
        let d = LayoutDiagnostics.record {
            c1.isActive = true
            c2.isActive = true
            c3.isActive = true
            c3.constant = .nan
        }
        #expect(d.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue])
        #expect(!c1.isActive && !c2.isActive && c3.isActive)
        #expect(c3.constant == 10)
        root.layoutIfNeeded()
        #expect(a.frame.width == 10)
    }

    @Test func zeroMultiplierOnSecondItem() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let c = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0)
        let d = LayoutDiagnostics.record { c.isActive = true }
        #expect(d.map(\.kind) == [.invalidValue])
        #expect(d.first?.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(c)])
        #expect(d.first?.message == "\(c): a multiplier of 0 with a second item makes the first attribute a constant; use a constant without a second item")
        #expect("\(c)".hasSuffix(" View:a.width == View:root.width * 0>"), "\(c)")
        #expect(!c.isActive)
        #expect(root.constraints.isEmpty && a.constraints.isEmpty)
    }

    @Test func priorityRequiredOptionalChangeRefused() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        let d = LayoutDiagnostics.record { c.priority = .defaultHigh }
        #expect(d.map(\.kind) == [.invalidPriorityChange])
        #expect(c.priority == .required)
        let o = a.heightAnchor.constraint(equalToConstant: 10)
        o.priority = .defaultLow
        o.isActive = true
        let d2 = LayoutDiagnostics.record {
            o.priority = .defaultHigh  // optional -> optional: fine
            o.priority = .required     // refused
        }
        #expect(d2.map(\.kind) == [.invalidPriorityChange])
        #expect(o.priority == .defaultHigh)
        // An inactive constraint may change freely.
        let i = a.heightAnchor.constraint(equalToConstant: 10)
        let d3 = LayoutDiagnostics.record { i.priority = .defaultLow; i.priority = .required }
        #expect(d3.isEmpty)
    }

    @Test func unsatisfiableNamesConflictAndBroken() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let c1 = red.widthAnchor.constraint(equalToConstant: 100)
        let c2 = red.widthAnchor.constraint(equalToConstant: 200)
        c1.identifier = "w100"
        c2.identifier = "w200"
        activate(place(red, in: root, 0, 0, 1, 1).filter { $0.firstAttribute != .width } + [c1])
        let d = LayoutDiagnostics.record {
            c2.isActive = true
            root.layoutIfNeeded()
        }
        #expect(d.map(\.kind) == [.unsatisfiable])
        // The minimal conflicting set, the broken one last.
        #expect(d.first?.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(c1), ObjectIdentifier(c2)])
        #expect(d.first?.message == """
            Unable to simultaneously satisfy constraints.
                <LayoutConstraint:w100 View:red.width == 100>
                <LayoutConstraint:w200 View:red.width == 200>
            Will attempt to recover by breaking constraint
                <LayoutConstraint:w200 View:red.width == 200>
            """)
        expectFrame(red, 0, 0, 100, 1)
    }

    @Test func removedViewDeactivatesConstraints() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let cs = place(a, in: root, 0, 0, 10, 10)
        let link = b.leftAnchor.constraint(equalTo: a.rightAnchor)
        activate(cs + [link])
        let d = LayoutDiagnostics.record { a.removeFromSuperview() }
        #expect(!link.isActive)
        #expect(!cs[0].isActive)
        #expect(!root.constraints.contains { $0 === link })
        #expect(cs[2].isActive, "a's own width constraint (installed on a) stays, as in UIKit")
        // Only the constraintsRemovedWithView diagnostic. UIKit never sets the frame of a
        // view without a superview, so a's own width/height == 10 conflict with nothing.
        #expect(d.map(\.kind) == [.constraintsRemovedWithView], "\(d.map(\.description))")
        #expect(d.first?.constraints.map(ObjectIdentifier.init) == [cs[0], cs[1], link].map(ObjectIdentifier.init))
        #expect(d.first?.message == """
            View:a was removed from its superview; these constraints tied it to its old place and were deactivated:
                \(cs[0])
                \(cs[1])
                \(link)
            """)
        let later = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(later.isEmpty, "\(later.map(\.description))")
        // b lost its only constraint and keeps its frame; a, now a root, is not laid out by root.
        expectFrame(b, 0, 0, 0, 0)
        expectFrame(a, 0, 0, 0, 0)
    }

    @Test func descriptionGrammar() {
        let root = makeRoot()
        let red = makeView("red", in: root)
        let c = red.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: 10)
        c.identifier = "KEY"
        c.priority = .defaultHigh
        #expect(c.description == "<LayoutConstraint:KEY View:red.width == View:root.width * 0.5 + 10 ^high>")
        let n = red.leftAnchor.constraint(equalTo: root.leftAnchor, constant: -4.5)
        n.identifier = "n"
        #expect(n.description == "<LayoutConstraint:n View:red.left == View:root.left - 4.5>")
        let z = red.heightAnchor.constraint(lessThanOrEqualToConstant: 0)
        z.identifier = "z"
        z.priority = LayoutPriority(345)
        #expect(z.description == "<LayoutConstraint:z View:red.height <= 0 ^345>")
        let f = red.heightAnchor.constraint(greaterThanOrEqualToConstant: 300)
        f.identifier = "f"
        f.priority = .fittingSizeLevel
        #expect(f.description == "<LayoutConstraint:f View:red.height >= 300 ^fitting size>")
        f.priority = .defaultLow
        #expect(f.description == "<LayoutConstraint:f View:red.height >= 300 ^low>")
        f.priority = 500
        #expect(f.description == "<LayoutConstraint:f View:red.height >= 300 ^medium>")
        let anon = red.topAnchor.constraint(equalTo: root.topAnchor)
        #expect(anon.description.hasPrefix("<LayoutConstraint:0x"))
        #expect(anon.description.hasSuffix(" View:red.top == View:root.top>"))
    }

    @Test func recordReturnsDiagnosticsAndRethrows() throws {
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            _ = try LayoutDiagnostics.record { throw Boom() }
        }
        let d: [LayoutDiagnostic] = LayoutDiagnostics.record {}
        #expect(d.isEmpty)
        let k: LayoutDiagnostic.Kind = .unsatisfiable
        #expect(k != .invalidValue)
        #expect(LayoutDiagnostic(kind: k, message: "m", constraints: []).description == "[AutoLayout] unsatisfiable: m")
    }

    @Test func ambiguityAPI() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let c = a.leftAnchor.constraint(equalTo: root.leftAnchor)
        let width = a.widthAnchor.constraint(equalToConstant: 10), height = a.heightAnchor.constraint(equalToConstant: 10)
        activate([c, width, height])
        root.layoutIfNeeded()
        #expect(a.hasAmbiguousLayout)  // no vertical position
        expectFrame(a, 0, 0, 10, 10)   // a position no constraint pins reads 0
        a.exerciseAmbiguityInLayout()
        expectFrame(a, 0, 10, 10, 10)  // the ambiguous y moves 10 points
        let h = a.constraintsAffectingLayout(for: .horizontal)
        #expect(h.map(ObjectIdentifier.init) == [c, width].map(ObjectIdentifier.init))
        let v = a.constraintsAffectingLayout(for: .vertical)
        #expect(v.map(ObjectIdentifier.init) == [height].map(ObjectIdentifier.init))
        let top = a.topAnchor.constraint(equalTo: root.topAnchor)
        activate([top])
        root.layoutIfNeeded()
        #expect(!a.hasAmbiguousLayout)
        expectFrame(a, 0, 0, 10, 10)
        #expect(a.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init) == [height, top].map(ObjectIdentifier.init))
    }
}
