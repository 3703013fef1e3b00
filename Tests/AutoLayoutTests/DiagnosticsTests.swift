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
        #expect(named == [left, width, follow, conflicting].map(ObjectIdentifier.init))
        #expect(diagnostic.constraints.last === conflicting)
        let listed = diagnostic.constraints.map { "    \($0)" }.joined(separator: "\n")
        #expect(diagnostic.message == """
            Unable to simultaneously satisfy constraints.
            \(listed)
            Will attempt to recover by breaking constraint
                <LayoutConstraint:conflict View:b.left == View:root.left + 50>
            """)
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
        // Without the broken width == 60, the width is bounded only by max and sits on that bound.
        expectFrame(a, 0, 0, 50, 10)
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
        #expect(diagnostics.first?.message
            == "\(constraint) relates View:a and View:b, which have no common ancestor; add them to the same view hierarchy first")
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
        #expect(diagnostics.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue])
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

    /// Margins that turn non-finite under an installed constraint that reads them: the new
    /// constant is refused with a diagnostic naming the constraint, which stays active but
    /// out of the solver (listed as broken, so that its engine forgets it when it goes); the
    /// position it pinned is then undetermined and reads 0, the solver's basic solution.
    @Test func nonFiniteMarginsBreakTheConstraintThatReadsThem() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let left = LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .leftMargin, constant: 2)
        activate([left, a.topAnchor.constraint(equalTo: root.topAnchor), a.widthAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 0, width: 10, height: 0))
        let diagnostics = LayoutDiagnostics.record {
            root.layoutMargins = EdgeInsets(top: 8, left: .nan, bottom: 8, right: 8)
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [.invalidValue])
        #expect(diagnostics.first?.constraints.first === left)
        #expect(diagnostics.first?.message == "\(left) refused: a value it reads (a frame, margin, safe-area inset, alignmentRectInsets or baseline) is not a finite number")
        #expect(left.isActive && left.solverConstraint == nil)
        #expect(root.engineStorage?.brokenConstraints.contains { $0 === left } == true)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 10, height: 0))
        let quiet = LayoutDiagnostics.record {
            left.isActive = false
            root.layoutIfNeeded()
        }
        #expect(quiet.isEmpty)
        #expect(root.engineStorage?.brokenConstraints.isEmpty == true)
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

    /// A `layoutSubviews()` that changes a constraint on every pass: the layout stops after
    /// eight passes with a diagnostic instead of looping, the frames those passes solved.
    @Test func aLayoutThatKeepsChangingStopsAfterEightPasses() {
        final class Restless: View {
            var height: LayoutConstraint?
            var passes = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
                height?.constant += 1
            }
        }
        let root = Restless(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.name = "restless"
        let child = makeView("child", in: root)
        let height = child.heightAnchor.constraint(equalToConstant: 10)
        root.height = height
        activate([
            child.leftAnchor.constraint(equalTo: root.leftAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 20),
            height,
        ])
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(diagnostics.map(\.kind) == [.layoutDidNotConverge])
        #expect(diagnostics.first?.message
            == "layoutSubviews() of views in Restless:restless kept changing constraints; the layout stopped after 8 passes")
        #expect(root.passes == 8)
        expectFrame(child, 0, 0, 20, 17)
        #expect(height.constant == 18)
    }
}

/// Conflicts with autoresizing-mask constraints are judged at layout time (UIKit makes those
/// constraints only when it lays out).
@Suite struct MaskConflictTimingTests {
    /// Masonry's order: each view turns its own mask off in its `makeConstraints`, after the
    /// previous view's constraints already named it.
    @Test func siblingsConstrainedOneAfterAnotherReportNothing() {
        let root = makeRoot()
        let green = makeView("green", in: root, autoresizing: true)
        let red = makeView("red", in: root, autoresizing: true)
        let diagnostics = LayoutDiagnostics.record {
            green.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                green.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                green.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                green.rightAnchor.constraint(equalTo: red.leftAnchor, constant: -10),
                green.widthAnchor.constraint(equalTo: red.widthAnchor),
                green.heightAnchor.constraint(equalTo: red.heightAnchor),
            ])
            red.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                red.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                red.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -10),
                red.heightAnchor.constraint(equalToConstant: 50),
            ])
            root.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        expectFrame(green, 10, 10, 145, 50)
        expectFrame(red, 165, 10, 145, 50)
    }

    /// A sibling whose mask stays on: the conflict holds at layout time and is reported then,
    /// naming its minimal set (the sibling's mask constraints included) and the broken one.
    @Test func aRealConflictWithASiblingsMaskIsReportedAtLayout() {
        let root = makeRoot()
        let green = makeView("green", in: root)
        let red = View(frame: CGRect(x: 200, y: 0, width: 50, height: 50))
        red.name = "red"
        root.addSubview(red)
        activate([green.topAnchor.constraint(equalTo: root.topAnchor), green.heightAnchor.constraint(equalToConstant: 5),
                  green.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)])
        let follow = green.rightAnchor.constraint(equalTo: red.leftAnchor, constant: -10)
        let wide = green.widthAnchor.constraint(equalToConstant: 300)
        activate([wide])
        let atActivation = LayoutDiagnostics.record { follow.isActive = true }
        #expect(atActivation.isEmpty, "\(atActivation)")
        let atLayout = LayoutDiagnostics.record { root.layoutIfNeeded() }
        #expect(atLayout.map(\.kind) == [.unsatisfiable])
        let named = atLayout.first?.constraints ?? []
        #expect(named.last === follow)
        #expect(named.contains { $0 === wide })
        #expect(named.contains { $0.identifier == "h=--- v=---" && $0.firstItem === red && $0.firstAttribute == .left })
        #expect(!named.contains { $0.firstAttribute == .top || $0.firstAttribute == .height })
        #expect(atLayout.first?.message.contains("Will attempt to recover by breaking constraint\n    \(follow)") == true)
        #expect(follow.isActive)
        expectFrame(green, 10, 0, 300, 5)
        expectFrame(red, 200, 0, 50, 50)
        // Broken: it stays out, and later passes report nothing more.
        #expect(LayoutDiagnostics.record { root.setNeedsLayout(); root.layoutIfNeeded() }.isEmpty)
    }

    /// Conflicts among user constraints are still reported at activation.
    @Test func aConflictBetweenUserConstraintsIsReportedAtOnce() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        activate([a.widthAnchor.constraint(equalToConstant: 10)])
        let other = a.widthAnchor.constraint(equalToConstant: 20)
        let diagnostics = LayoutDiagnostics.record { other.isActive = true }
        #expect(diagnostics.map(\.kind) == [.unsatisfiable])
        #expect(diagnostics.first?.constraints.count == 2)
        #expect(diagnostics.first?.constraints.last === other)
    }

    /// A view constrained before it joins its tree is a root of its own for a while: a
    /// conflict with its own frame is not reported then (UIKit never imposes that frame), only
    /// if it still holds when that root is laid out.
    @Test func aRootsOwnSizeConflictIsReportedWhenItIsLaidOut() {
        let lone = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        lone.name = "lone"
        lone.translatesAutoresizingMaskIntoConstraints = false
        let width = lone.widthAnchor.constraint(equalToConstant: 50)
        let atActivation = LayoutDiagnostics.record { width.isActive = true }
        #expect(atActivation.isEmpty)
        let atLayout = LayoutDiagnostics.record { lone.layoutIfNeeded() }
        #expect(atLayout.map(\.kind) == [.unsatisfiable])
        #expect(atLayout.first?.constraints.last === width)
        // The root's own size (its frame's width of 20) against width == 50, which breaks.
        #expect(atLayout.first?.constraints.map(\.description) == ["<LayoutConstraint:root View:lone.width == 20>", "\(width)"])
        #expect(atLayout.first?.message == """
            Unable to simultaneously satisfy constraints.
                <LayoutConstraint:root View:lone.width == 20>
                \(width)
            Will attempt to recover by breaking constraint
                \(width)
            """)
        #expect(lone.frame.width == 20)
        #expect(width.isActive)
    }

    /// A non-finite constant is refused with a diagnostic even when the constraint already
    /// holds that value (given to the initializer, refused at activation).
    @Test func aNonFiniteConstantIsRefusedEvenWhenUnchanged() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let odd = LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                   multiplier: 1, constant: .infinity)
        let atActivation = LayoutDiagnostics.record { odd.isActive = true }
        #expect(atActivation.map(\.kind) == [.invalidValue])
        #expect(!odd.isActive)
        let atAssignment = LayoutDiagnostics.record { odd.constant = .infinity }
        #expect(atAssignment.map(\.kind) == [.invalidValue])
        #expect(atActivation.first?.message == "\(odd) has a constant that is not a finite number (inf)")
        #expect(atAssignment.first?.message == "constant inf refused for \(odd): it is not a finite number")
        #expect("\(odd)".hasSuffix(" View:a.width == inf>"))
    }

    /// A root's size is its frame: resized against a required constraint on that size, the
    /// constraint breaks (reported), not the size, and the subviews follow the new frame.
    @Test func aResizedRootBreaksTheConstraintsOnItsOwnSize() {
        let root = makeRoot(width: 100, height: 100)
        let child = makeView("child", in: root)
        let fixedWidth = root.widthAnchor.constraint(equalToConstant: 100)
        activate([
            fixedWidth,
            child.rightAnchor.constraint(equalTo: root.rightAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(child, 90, 0, 10, 10)
        let diagnostics = LayoutDiagnostics.record {
            root.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [.unsatisfiable])
        #expect(diagnostics.first?.constraints.last === fixedWidth)
        #expect(diagnostics.first?.constraints.map(\.description) == ["<LayoutConstraint:root View:root.width == 200>", "\(fixedWidth)"])
        #expect(diagnostics.first?.message == """
            Unable to simultaneously satisfy constraints.
                <LayoutConstraint:root View:root.width == 200>
                \(fixedWidth)
            Will attempt to recover by breaking constraint
                \(fixedWidth)
            """)
        expectFrame(child, 190, 0, 10, 10)
        #expect(fixedWidth.isActive)
    }

    /// The same when what fixes the root's size is its own required content hugging (an
    /// intrinsic size): the hugging constraint breaks, never the root's size.
    @Test func aResizedRootBreaksItsRequiredHuggingNotItsSize() {
        final class Sized: View {
            override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
        }
        let root = Sized(frame: CGRect(x: 0, y: 0, width: 40, height: 100))
        root.name = "root"
        root.setContentHuggingPriority(.required, for: .horizontal)
        let child = makeView("child", in: root)
        activate([
            child.rightAnchor.constraint(equalTo: root.rightAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        expectFrame(child, 30, 0, 10, 10)
        let diagnostics = LayoutDiagnostics.record {
            root.frame = CGRect(x: 0, y: 0, width: 181, height: 100)
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [.unsatisfiable])
        #expect(diagnostics.first?.constraints.map(\.description)
            == ["<LayoutConstraint:root Sized:root.width == 181>", "<LayoutConstraint:hug Sized:root.width <= 40>"])
        #expect(diagnostics.first?.message == """
            Unable to simultaneously satisfy constraints.
                <LayoutConstraint:root Sized:root.width == 181>
                <LayoutConstraint:hug Sized:root.width <= 40>
            Will attempt to recover by breaking constraint
                <LayoutConstraint:hug Sized:root.width <= 40>
            """)
        // The root keeps its frame, and its subviews follow it.
        #expect(root.frame.size == CGSize(width: 181, height: 100))
        expectFrame(child, 171, 0, 10, 10)
        #expect(root.engineStorage?.rootWidth.solverConstraint != nil)
    }
}

/// A constant changed to something absurd and refused as a conflict leaves the engine's
/// solver as it was: the layout after the refusal is the one before.
@Suite struct HugeConflictingConstantTests {
    @Test func theLayoutComesBackExactly() {
        let root = makeRoot()
        let v = makeView("v", in: root)
        let atMost = v.widthAnchor.constraint(lessThanOrEqualToConstant: 20)
        let preferred = v.widthAnchor.constraint(equalToConstant: 15.5)
        preferred.priority = .defaultLow
        activate([
            v.leftAnchor.constraint(equalTo: root.leftAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
            v.heightAnchor.constraint(equalToConstant: 1), v.widthAnchor.constraint(greaterThanOrEqualToConstant: 10),
            atMost, preferred,
        ])
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 15.5, 1)
        let diagnostics = LayoutDiagnostics.record {
            atMost.constant = -1e300
            root.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [.unsatisfiable])
        expectFrame(v, 0, 0, 15.5, 1)
        // The broken constraint stays out (as the engine breaks any conflicting one); the
        // others are solved as before, not from constants rounded away by 1e300.
        atMost.constant = 20
        root.layoutIfNeeded()
        expectFrame(v, 0, 0, 15.5, 1)
        #expect(atMost.isActive)
    }
}
