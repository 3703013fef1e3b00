import Testing
@testable import AutoLayout

@Suite struct DiagnosticsTests {
    @Test func unsatisfiableNamesTheMinimalConflictingSet() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let left = a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        let unrelated = a.topAnchor.constraint(equalTo: root.topAnchor)
        let follow = b.leftAnchor.constraint(equalTo: a.rightAnchor)
        activate([left, width, unrelated, follow, a.heightAnchor.constraint(equalToConstant: 5),
                  b.topAnchor.constraint(equalTo: root.topAnchor), b.widthAnchor.constraint(equalToConstant: 5),
                  b.heightAnchor.constraint(equalToConstant: 5)])
        let conflicting = b.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50)
        conflicting.identifier = "conflict"
        let diagnostics = LayoutDiagnostics.record { conflicting.isActive = true }
        #expect(diagnostics.count == 1)
        let diagnostic = diagnostics[0]
        #expect(diagnostic.kind == .unsatisfiable)
        let named = diagnostic.constraints.map(ObjectIdentifier.init)
        #expect(Set(named) == Set([left, width, follow, conflicting].map(ObjectIdentifier.init)))
        #expect(diagnostic.constraints.last === conflicting)
        #expect(diagnostic.message.contains("Will attempt to recover by breaking constraint\n    <LayoutConstraint:conflict View:b.left == View:root.left + 50>"))
        #expect(diagnostic.message.contains("<LayoutConstraint:0x"))
        // The layout goes on without it.
        #expect(conflicting.isActive)
        root.layoutIfNeeded()
        expectFrame(b, 110, 0, 5, 5)
    }

    @Test func unsatisfiableConstantChangeBreaksTheConstraint() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let constraints = place(a, in: root, 0, 0, 10, 10)
        let max = a.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
        activate(constraints + [max])
        let diagnostics = LayoutDiagnostics.record { constraints[2].constant = 60 }
        #expect(diagnostics.map(\.kind) == [.unsatisfiable])
        #expect(diagnostics.first?.constraints.map(ObjectIdentifier.init) == [max, constraints[2]].map(ObjectIdentifier.init))
        #expect(constraints[2].constant == 60)
        root.layoutIfNeeded()
        #expect(a.frame.width <= 50)
    }

    @Test func noCommonAncestor() {
        let a = View()
        a.name = "a"
        let b = View()
        b.name = "b"
        let constraint = a.leftAnchor.constraint(equalTo: b.leftAnchor)
        let diagnostics = LayoutDiagnostics.record { constraint.isActive = true }
        #expect(diagnostics.map(\.kind) == [.noCommonAncestor])
        #expect(diagnostics.first?.constraints.first === constraint)
        #expect(diagnostics.first?.message.contains("View:a") == true)
        #expect(!constraint.isActive)
        #expect(a.constraints.isEmpty && b.constraints.isEmpty)
    }

    @Test func invalidValues() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let nanConstant = a.widthAnchor.constraint(equalToConstant: .nan)
        let infiniteMultiplier = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity)
        let zeroMultiplier = a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0)
        let good = a.widthAnchor.constraint(equalToConstant: 10)
        activate([good])
        var diagnostics = LayoutDiagnostics.record {
            LayoutConstraint.activate([nanConstant, infiniteMultiplier, zeroMultiplier])
        }
        #expect(diagnostics.map(\.kind) == [.invalidValue, .invalidValue, .invalidMultiplier])
        #expect(diagnostics.map { $0.constraints.first.map(ObjectIdentifier.init) }
            == [nanConstant, infiniteMultiplier, zeroMultiplier].map(ObjectIdentifier.init))
        #expect(![nanConstant, infiniteMultiplier, zeroMultiplier].contains { $0.isActive })
        #expect(a.constraints.count == 1)
        diagnostics = LayoutDiagnostics.record {
            good.constant = .infinity
            good.priority = LayoutPriority(0)
            good.priority = LayoutPriority(1001)
        }
        #expect(diagnostics.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue])
        #expect(diagnostics.allSatisfy { $0.constraints.first === good })
        #expect(good.constant == 10 && good.priority == .required)
    }

    @Test func invalidAttributePairings() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let xWithY = LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .top)
        let positionWithSize = LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .width)
        let positionToConstant = LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 4)
        let leadingWithLeft = LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left)
        let noSecondAttribute = LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: root, attribute: .notAnAttribute)
        let all = [xWithY, positionWithSize, positionToConstant, leadingWithLeft, noSecondAttribute]
        let diagnostics = LayoutDiagnostics.record { LayoutConstraint.activate(all) }
        #expect(diagnostics.map(\.kind) == Array(repeating: .invalidAttributePairing, count: 5))
        #expect(diagnostics.map { ObjectIdentifier($0.constraints[0]) } == all.map(ObjectIdentifier.init))
        #expect(!all.contains { $0.isActive })
        // Widths and heights may be related across axes (an aspect ratio).
        activate([a.widthAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2)])
    }

    @Test func hierarchyNotPreparedAndInvalidHierarchy() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let constraint = a.leftAnchor.constraint(equalTo: b.leftAnchor)
        var diagnostics = LayoutDiagnostics.record { a.addConstraint(constraint) }
        #expect(diagnostics.map(\.kind) == [.hierarchyNotPrepared])
        #expect(diagnostics.first?.constraints.first === constraint)
        #expect(!constraint.isActive)
        diagnostics = LayoutDiagnostics.record { a.addSubview(root) }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchy])
        #expect(root.superview == nil && a.superview === root)
        diagnostics = LayoutDiagnostics.record { a.addSubview(a) }
        #expect(diagnostics.map(\.kind) == [.invalidHierarchy])
    }

    @Test func diagnosticsAreTaskLocal() async {
        await withTaskGroup(of: Int.self) { group in
            for index in 0 ..< 8 {
                group.addTask {
                    let diagnostics = LayoutDiagnostics.record {
                        for _ in 0 ... index {
                            let v = View()
                            v.widthAnchor.constraint(equalToConstant: .nan).isActive = true
                        }
                    }
                    return diagnostics.count - (index + 1)
                }
            }
            for await difference in group { #expect(difference == 0) }
        }
    }
}
