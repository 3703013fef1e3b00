import Foundation
import Masonry
import Testing

@Suite struct DiagnosticTests {
    let root = makeRoot(), a = makeView("a"), b = makeView("b")
    init() { root.addSubview(a); root.addSubview(b) }

    @Test func redefiningARelation() {
        let diagnostics = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in
                make.left.equalTo(b).greaterThanOrEqualTo(b)
                make.top.equalTo(b).equalTo(b.mas.bottom)
                make.width.equalTo(10).equalTo([b])
                make.height.equalTo(5)
            }
        }
        #expect(diagnostics.map(\.kind) == [.invalidAttributePairing, .invalidAttributePairing, .invalidAttributePairing])
        #expect(diagnostics.map(\.message) == [
            "Masonry: redefinition of the relation of View:a.left == View:b.left (with >=); a constraint has one relation, so it is not installed",
            "Masonry: redefinition of the relation of View:a.top == View:b.top (with ==); a constraint has one relation, so it is not installed",
            "Masonry: redefinition of the relation of View:a.width == 10 (with ==); a constraint has one relation, so it is not installed",
        ])
        #expect(a.mas.installedConstraints.flatMap(\.layoutConstraints).map(\.firstAttribute) == [.height])
    }

    /// Masonry asserts on a value `mas_offset` cannot use: here a diagnostic, and the
    /// constraint is not installed; once installed, the constant stays.
    @Test func valueOffsetWithAValueOfNoConstantKind() {
        let diagnostics = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in
                make.width.equalTo(10).valueOffset(b)
                make.height.equalTo(5)
            }
        }
        #expect(diagnostics.map(\.kind) == [.invalidValue])
        #expect(diagnostics.first?.message == "Masonry: View:a.width == 10: View is not a number, size, point or insets, so the constraint is not installed")
        #expect(a.constraints.map(\.firstAttribute) == [.height])

        var width: Constraint?
        a.mas.makeConstraints { make in width = make.width.equalTo(20) }
        let later = LayoutDiagnostics.record { width?.valueOffset(b) }
        #expect(later.map(\.message) == ["Masonry: View:a.width == 20: View is not a number, size, point or insets; the constant is unchanged"])
        root.layoutIfNeeded()
        #expect(a.frame.size == CGSize(width: 20, height: 5))
    }

    /// A change refused once the layout constraint exists (a second relation, an attribute
    /// after the relation, a priority out of range) is reported and leaves the constraint as
    /// it was: uninstalled, it installs again as it stood.
    @Test func aChangeRefusedAfterInstallLeavesTheConstraintReinstallable() {
        var left: Constraint?, top: Constraint?
        a.mas.makeConstraints { make in
            left = make.left.equalTo(10)
            top = make.top.equalTo(20)
            make.size.equalTo(10)
        }
        let diagnostics = LayoutDiagnostics.record {
            left?.lessThanOrEqualTo(b)
            _ = top?.right
            left?.uninstall()
            left?.priority(2000)
        }
        #expect(diagnostics.map(\.message) == [
            "Masonry: redefinition of the relation of View:a.left == 10 (with <=); a constraint has one relation, so it is left as it was",
            "Masonry: View:a.top == 20: attributes must be chained before the relation (right came after it), so the constraint is left as it was",
            "Masonry: View:a.left == 10: priority 2000 is not above 0 and at most 1000, so the priority is unchanged",
        ])
        let reinstalled = LayoutDiagnostics.record {
            left?.install()
            top?.deactivate()
            top?.activate()
        }
        #expect(reinstalled.isEmpty)
        #expect(left?.isActive == true && top?.isActive == true)
        #expect(a.mas.installedConstraints.count == 4)
        #expect(left?.layoutConstraints.map(\.relation) == [.equal] && left?.layoutConstraints.map(\.priority) == [.required])
        #expect(left?.layoutConstraints.first?.secondItem === root && left?.layoutConstraints.first?.constant == 10)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 20, width: 10, height: 10))
    }

    /// An update statement refused in part gives back every constant it changed, even when
    /// two of its children updated the same installed constraint.
    @Test func aRefusedUpdateRestoresAConstantTwoChildrenChanged() {
        a.mas.makeConstraints { make in make.width.equalTo(10); make.height.equalTo(5) }
        let diagnostics = LayoutDiagnostics.record {
            a.mas.updateConstraints { make in make.width.equalTo([20, 30, b.mas.left]) }
        }
        #expect(diagnostics.map(\.kind) == [.invalidAttributePairing])
        #expect(a.constraints.map(\.constant) == [10, 5] && a.mas.installedConstraints.count == 2)
    }

    /// A refusal on a handle whose layout constraint exists lists that constraint, as the
    /// engine's diagnostics list the constraints involved.
    @Test func refusalsOnAHandleCarryItsLayoutConstraint() throws {
        var handle: Constraint?
        a.mas.makeConstraints { make in handle = make.left.equalTo(b).offset(4) }
        let layoutConstraint = try #require(handle?.layoutConstraints.first)
        let diagnostics = LayoutDiagnostics.record {
            handle?.update(offset: .nan)
            handle?.priority(500)
            handle?.multipliedBy(2)
            handle?.lessThanOrEqualTo(b)
            _ = handle?.top
        }
        #expect(diagnostics.map(\.kind) == [.invalidValue, .invalidPriorityChange, .invalidValue, .invalidAttributePairing, .invalidAttributePairing])
        #expect(diagnostics.allSatisfy { $0.constraints.count == 1 && $0.constraints.first === layoutConstraint })
    }

    /// A composite statement given a NaN or an infinity is refused once, as one constraint.
    @Test func aNonFiniteValueOnACompositeIsOneDiagnostic() {
        let diagnostics = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in
                make.size.equalTo(CGSize(width: 1, height: CGFloat.nan))
                make.center.equalTo(b).centerOffset(CGPoint(x: CGFloat.infinity, y: 0))
                make.left.top.equalTo(b).offset(CGFloat.nan)
            }
        }
        #expect(diagnostics.map(\.message) == [
            "Masonry: View:a.width == 0, View:a.height == 0: size (1, nan) is not a finite value, so the constraint is not installed",
            "Masonry: View:a.centerX == View:b.centerX, View:a.centerY == View:b.centerY: point (inf, 0) is not a finite value, so the constraint is not installed",
            "Masonry: View:a.left == View:b.left, View:a.top == View:b.top: nan is not a finite value, so the constraint is not installed",
        ])
        #expect(a.constraints.isEmpty && root.constraints.isEmpty && a.mas.installedConstraints.isEmpty)
    }

    @Test func noCommonSuperview() {
        let loose = makeView("loose")
        let diagnostics = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in make.left.equalTo(loose); make.width.equalTo(10) }
        }
        #expect(diagnostics.map(\.kind) == [.noCommonAncestor])
        #expect(diagnostics.first?.message == """
            \(diagnostics.first?.constraints.first.map { "\($0)" } ?? "?") relates View:a and View:loose, \
            which have no common ancestor; add them to the same view hierarchy first
            """)
        #expect(diagnostics.first?.constraints.first.map { "\($0)".hasSuffix(" View:a.left == View:loose.left>") } == true)
        #expect(a.mas.installedConstraints.count == 1)
        #expect(root.constraints.isEmpty)
    }

    @Test func positionWithoutSuperview() {
        let loose = makeView("loose", CGRect(x: 0, y: 0, width: 3, height: 3))
        let diagnostics = LayoutDiagnostics.record {
            loose.mas.makeConstraints { make in make.left.equalTo(10); make.top.equalToSuperview(); make.width.equalTo(3) }
        }
        // top.equalToSuperview() is refused as it is written, left at install.
        #expect(diagnostics.map(\.kind) == [.noCommonAncestor, .noCommonAncestor])
        #expect(diagnostics.map(\.message) == [
            "Masonry: View:loose.top == 0: View:loose has no superview to relate to",
            "Masonry: View:loose.left == 10: View:loose has no superview, which a position without a second item is related to",
        ])
        #expect(loose.constraints.count == 1)
    }

    @Test func invalidPairings() {
        let diagnostics = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in
                make.left.equalTo(b.mas.width)
                make.top.equalTo(b.mas.left)
                make.width.equalTo(b.mas.centerX)
                make.leading.equalTo(b.mas.left)
            }
        }
        #expect(diagnostics.map(\.kind) == Array(repeating: LayoutDiagnostic.Kind.invalidAttributePairing, count: 4))
        #expect(diagnostics.allSatisfy { $0.message.contains("View:a") && $0.message.contains("View:b") })
        #expect(root.constraints.isEmpty && a.mas.installedConstraints.isEmpty)
    }

    /// A composite is one statement: when a child is refused, its siblings are not installed
    /// either (never half-installed), whether made, updated or given an array target.
    @Test func aCompositeWithARefusedChildInstallsNothing() {
        let made = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in
                make.left.top.equalTo(b.mas.left)                      // top == b.left: an x with a y
                make.edges.equalTo(b).insets(EdgeInsets(top: .nan, left: 1, bottom: 2, right: 3))
                make.width.equalTo([b, b.mas.centerX, 30] as [any ConstraintTarget])  // width == b.centerX
                make.height.equalTo(10)
            }
        }
        // The NaN inset is refused as it is written (once for the statement), the pairings at
        // install.
        #expect(made.map(\.kind) == [.invalidValue, .invalidAttributePairing, .invalidAttributePairing])
        #expect(made[0].message == "Masonry: View:a.left == View:b.left, View:a.right == View:b.right, View:a.top == View:b.top, View:a.bottom == View:b.bottom: insets (top nan, left 1, bottom 2, right 3) is not a finite value, so the constraint is not installed")
        #expect(made[1].message.contains("View:a.top") && made[2].message.contains("View:a.width"))
        #expect(a.mas.installedConstraints.count == 1)
        #expect(root.constraints.isEmpty && a.constraints.count == 1)

        // Updating: the matched sibling's constant goes back to what it was.
        var width: Constraint?
        a.mas.makeConstraints { make in width = make.width.equalTo(b).offset(5) }
        let updated = LayoutDiagnostics.record {
            a.mas.updateConstraints { make in make.width.centerX.equalTo(b.mas.width).offset(9) }  // centerX == b.width
        }
        #expect(updated.map(\.kind) == [.invalidAttributePairing])
        #expect(width?.layoutConstraints.first?.constant == 5)
        #expect(a.mas.installedConstraints.count == 2)

        // A valid composite of the same shape installs as usual.
        a.mas.makeConstraints { make in make.left.top.equalTo(b).offset(2) }
        b.mas.makeConstraints { make in make.left.top.equalTo(10); make.width.height.equalTo(20) }
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 12, y: 12, width: 25, height: 10))
    }

    @Test func nonFiniteValues() {
        let diagnostics = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in
                make.left.equalTo(CGFloat.nan)
                make.top.equalTo(b).offset(CGFloat.infinity)
                make.width.equalTo(b).multipliedBy(CGFloat.nan)
                make.height.equalTo(b).dividedBy(0)
                make.centerX.equalTo(b).priority(LayoutPriority(Float.nan))
                make.centerY.equalTo(b).insets(EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0))
            }
        }
        #expect(diagnostics.map(\.kind) == Array(repeating: LayoutDiagnostic.Kind.invalidValue, count: 6))
        #expect(diagnostics.map(\.message) == [
            "Masonry: View:a.left == 0: nan is not a finite value, so the constraint is not installed",
            "Masonry: View:a.top == View:b.top: inf is not a finite value, so the constraint is not installed",
            "Masonry: View:a.width == View:b.width: multipliedBy(nan) is not a finite multiplier, so the constraint is not installed",
            "Masonry: View:a.height == View:b.height: dividedBy(0) is not a finite multiplier, so the constraint is not installed",
            "Masonry: View:a.centerX == View:b.centerX: priority nan is not above 0 and at most 1000, so the constraint is not installed",
            "Masonry: View:a.centerY == View:b.centerY: insets (top nan, left 0, bottom 0, right 0) is not a finite value, so the constraint is not installed",
        ])
        #expect(root.constraints.isEmpty && a.constraints.isEmpty)
    }

    @Test func multiplierAndPriorityAfterInstall() {
        var w: Constraint?
        a.mas.makeConstraints { make in w = make.width.equalTo(b) }
        let diagnostics = LayoutDiagnostics.record {
            w?.multipliedBy(2)
            w?.priority(500)
            w?.update(priority: 500)
        }
        #expect(diagnostics.map(\.kind) == [.invalidValue, .invalidPriorityChange, .invalidPriorityChange])
        #expect(w?.layoutConstraints.first?.multiplier == 1)
        #expect(w?.layoutConstraints.first?.priority == .required)
    }

    /// A layout constraint's multiplier is fixed once it is made, so a prepared or uninstalled
    /// constraint refuses a new one too (Masonry would reinstall the old one silently), while
    /// its constant and priority still change.
    @Test func multiplierOfAMadeButInactiveConstraint() {
        b.mas.makeConstraints { make in make.left.top.equalTo(0); make.size.equalTo(40) }
        var w: Constraint?, h: Constraint?
        a.mas.prepareConstraints { make in w = make.width.equalTo(b) }
        a.mas.makeConstraints { make in h = make.height.equalTo(b).multipliedBy(2) }
        h?.uninstall()
        let diagnostics = LayoutDiagnostics.record {
            w?.multipliedBy(3)
            h?.dividedBy(4)
            w?.priority(.required).offset(5)
        }
        #expect(diagnostics.map(\.kind) == [.invalidValue, .invalidValue])
        #expect(diagnostics.first?.message.contains("the multiplier cannot change once its layout constraint is made") == true)
        #expect(w?.layoutConstraints.first?.multiplier == 1)
        #expect(h?.layoutConstraints.first?.multiplier == 2)
        w?.install()
        h?.install()
        root.layoutIfNeeded()
        #expect(a.frame.size == CGSize(width: 45, height: 80))
    }

    @Test func constantChangesAfterInstallAreInPlace() {
        var left: Constraint?
        a.mas.makeConstraints { make in left = make.left.equalTo(5); make.top.equalTo(0); make.size.equalTo(10) }
        let diagnostics = LayoutDiagnostics.record { left?.offset(25); left?.update(offset: .nan) }
        #expect(diagnostics.map(\.kind) == [.invalidValue])
        root.layoutIfNeeded()
        expectFrame(a, 25, 0, 10, 10)
    }

    @Test func attributeChainedAfterRelationAtRunTime() {
        let diagnostics = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in
                let left = make.left.equalTo(b)
                if let chainable = left as? ViewConstraint { _ = chainable.right }
                make.width.equalTo(4)
            }
        }
        #expect(diagnostics.count == 1)
        #expect(a.mas.installedConstraints.count == 1)
    }
}

/// The shorthand spellings of CGFloat's special values compile and are refused as values.
@Test func specialValuesByShorthand() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = View()
    a.mas.key = "a"
    root.addSubview(a)
    let wide: Double = 0.5, count: Int = 4, small: Float = 2
    let diagnostics = LayoutDiagnostics.record {
        a.mas.makeConstraints { make in
            make.left.equalTo(0).offset(.nan)
            make.top.equalTo(0).offset(.infinity)
            make.width.equalTo(root).multipliedBy(.infinity)
            make.height.equalTo(root).dividedBy(.nan)
            make.right.equalTo(root).inset(.infinity)
        }
    }
    #expect(diagnostics.map(\.kind) == Array(repeating: LayoutDiagnostic.Kind.invalidValue, count: 5))
    let messages = diagnostics.map(\.message)
    #expect(messages.prefix(2) == [
        "Masonry: View:a.left == 0: nan is not a finite value, so the constraint is not installed",
        "Masonry: View:a.top == 0: inf is not a finite value, so the constraint is not installed",
    ])
    // The unkeyed root prints with its short identity, as descriptions print it.
    let rootName = "View:0x" + String(UInt(bitPattern: ObjectIdentifier(root)), radix: 16)
    #expect(Array(messages.dropFirst(2)) == [
        "Masonry: View:a.width == \(rootName).width: multipliedBy(inf) is not a finite multiplier, so the constraint is not installed",
        "Masonry: View:a.height == \(rootName).height: dividedBy(nan) is not a finite multiplier, so the constraint is not installed",
        "Masonry: View:a.right == \(rootName).right: insets (top inf, left inf, bottom inf, right inf) is not a finite value, so the constraint is not installed",
    ])
    #expect(a.mas.installedConstraints.isEmpty)
    // Other number types still read as numbers.
    a.mas.makeConstraints { make in
        make.left.equalTo(0).offset(count)
        make.top.equalTo(0).offset(small)
        make.width.equalTo(root).multipliedBy(wide)
        make.height.equalTo(root).dividedBy(count)
    }
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 4, y: 2, width: 50, height: 25))
}

/// `equalTo([])` relates to nothing: refused with one diagnostic, for a single attribute and
/// for a composite, and nothing is installed. Given to an installed constraint it changes
/// nothing.
@Test func anEmptyArrayTargetIsRefused() {
    let root = makeRoot()
    let a = makeView("a", in: root)
    var messages: [String] = []
    let diagnostics = LayoutDiagnostics.record {
        a.mas.makeConstraints { make in
            make.height.equalTo([] as [any ConstraintTarget])
            make.size.lessThanOrEqualTo([] as [any ConstraintTarget])
        }
    }
    messages = diagnostics.map(\.message)
    #expect(diagnostics.map(\.kind) == [.invalidValue, .invalidValue])
    #expect(messages == [
        "Masonry: View:a.height == []: an empty array is not a target, there is nothing to relate to, so the constraint is not installed",
        "Masonry: View:a.width, View:a.height <= []: an empty array is not a target, there is nothing to relate to, so the constraint is not installed",
    ])
    #expect(a.mas.installedConstraints.isEmpty)
    // An installed constraint keeps its constant.
    var width: Constraint?
    a.mas.makeConstraints { make in
        width = make.width.equalTo(40)
        make.height.equalTo(20)
        make.left.top.equalTo(0)
    }
    let later = LayoutDiagnostics.record { _ = width?.equalTo([] as [any ConstraintTarget]) }
    #expect(later.map(\.kind) == [.invalidAttributePairing])
    root.layoutIfNeeded()
    expectFrame(a, 0, 0, 40, 20)
}
