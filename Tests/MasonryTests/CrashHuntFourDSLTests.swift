import Foundation
import Testing
@testable import Masonry

// A fourth crash hunt on the DSL: closures that make constraints re-entrantly, composites
// changed while they install, mixed and mismatched targets, updates after a view moved to
// another tree, distribution with duplicates, other trees and values at the edge of Double.

/// A view whose alignment insets getter runs a closure (the engine reads the insets while it
/// builds the expression of a constraint on the view).
final class FourHookView: View {
    var onAlignment: ((FourHookView) -> Void)?
    override var alignmentRectInsets: EdgeInsets {
        onAlignment?(self)
        return .zero
    }
}

@Suite struct CrashHuntFourDSLTests {
    // MARK: Re-entrant closures

    @Test func makeInsideMakeOnTheSameView() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let d = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in
                make.left.equalTo(10)
                a.mas.makeConstraints { inner in
                    inner.top.equalTo(20)
                    a.mas.updateConstraints { innermost in innermost.top.equalTo(30) }
                }
                make.size.equalTo(CGSize(width: 40, height: 50))
            }
            root.layoutIfNeeded()
        }
        // The innermost update ran first (nothing to update: it installed top == 30), then the
        // inner make added top == 20, which conflicts with it; the outer installs last.
        #expect(d.map(\.kind) == [.unsatisfiable])
        // top == 30, top == 20 (broken, still installed), left, width, height.
        #expect(a.mas.installedConstraints.count == 5)
        #expect(a.frame.minX == 10 && a.frame.size == CGSize(width: 40, height: 50))
        #expect(a.frame.minY == 30)
    }

    @Test func remakeInsideMakeAndMakeInsideRemake() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let d = LayoutDiagnostics.record {
            // The outer remake uninstalls what the inner make installed before its own go in.
            a.mas.remakeConstraints { make in
                a.mas.makeConstraints { inner in inner.edges.equalToSuperview() }
                make.left.top.equalTo(5)
                make.size.equalTo(10)
            }
            root.layoutIfNeeded()
        }
        #expect(d.isEmpty)
        #expect(a.mas.installedConstraints.count == 4)
        expectFrame(a, 5, 5, 10, 10)
        // A make whose closure remakes: the remake clears what was there, the make adds.
        let d2 = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in
                a.mas.remakeConstraints { inner in inner.left.top.equalTo(7) }
                make.size.equalTo(12)
            }
            root.layoutIfNeeded()
        }
        #expect(d2.isEmpty)
        expectFrame(a, 7, 7, 12, 12)
        #expect(a.mas.installedConstraints.count == 4)
    }

    /// A maker kept after its closure: what it makes later is never installed.
    @Test func escapedMakerAfterItsViewIsFreed() {
        let root = makeRoot()
        var escaped: ConstraintMaker?
        do {
            let a = makeView("a", in: root)
            a.mas.makeConstraints { make in
                make.edges.equalToSuperview()
                escaped = make
            }
            let late = escaped?.width.equalTo(5)
            #expect(late?.isActive == false)
            a.removeFromSuperview()
        }
        #expect(escaped?.view == nil)
        var late: Constraint?
        let d = LayoutDiagnostics.record {
            late = escaped?.height.equalTo(3)
            late?.install()
        }
        #expect(late?.isActive == false)
        #expect(d.map(\.kind) == [.missingItem])
        #expect(d.first?.message.contains("the view was freed before the constraint was installed") == true)
    }

    // MARK: Composites changed while they install

    /// A composite without a relation (`make.left.right`) chains another attribute and a
    /// child is made invalid from an override while the composite installs; the refusal
    /// takes back exactly what this install did.
    @Test func compositeGrowsWhileItInstalls() {
        let root = makeRoot()
        root.layoutIfNeeded()
        let a = FourHookView()
        a.mas.key = "a"
        root.addSubview(a)
        var held: Constraint?
        a.onAlignment = { _ in
            guard let composite = held as? CompositeConstraint else { return }
            held = nil
            // A third child joins; the second, not installed yet, gets a value it refuses.
            _ = composite.top
            _ = composite.children[1].equalTo(CGFloat.nan)
        }
        let d = LayoutDiagnostics.record {
            // The engine reads a's insets (once) when its first constraint goes in: the
            // composite's first child.
            a.mas.makeConstraints { make in
                held = make.left.right
                make.top.equalTo(1)
                make.width.height.equalTo(10)
            }
            root.layoutIfNeeded()
        }
        #expect(d.map(\.kind) == [.invalidValue], "\(d.map(\.textWithoutAddresses))")
        // Left (installed, then taken back) and right (refused) are out; the grown child was
        // not part of this install.
        #expect(a.mas.installedConstraints.count == 3)
        expectFrame(a, 0, 1, 10, 10)
    }

    /// The same, with an array target replacing the children while the composite installs.
    @Test func compositeChildrenReplacedWhileItInstalls() {
        let root = makeRoot()
        root.layoutIfNeeded()
        let a = FourHookView()
        a.mas.key = "a"
        root.addSubview(a)
        let b = makeView("b", in: root)
        let c = makeView("c", in: root)
        var held: Constraint?
        a.onAlignment = { _ in
            guard let composite = held as? CompositeConstraint else { return }
            held = nil
            let second = composite.children[1]
            _ = composite.equalTo([b, c] as [any ConstraintTarget])
            _ = second.equalTo(CGFloat.infinity)
        }
        let d = LayoutDiagnostics.record {
            // The engine reads a's insets (once) when its first constraint goes in: the
            // composite's first child.
            a.mas.makeConstraints { make in
                held = make.left.right
                make.top.equalTo(1)
                make.width.height.equalTo(10)
            }
            root.layoutIfNeeded()
        }
        #expect(d.map(\.kind).contains(.invalidValue), "\(d.map(\.textWithoutAddresses))")
        #expect(a.mas.installedConstraints.count == 3)
        expectFrame(a, 0, 1, 10, 10)
    }

    // MARK: Mixed and mismatched targets

    @Test func mixedArrayTargets() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        b.mas.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.equalTo(30)
            make.height.equalTo(60)
        }
        var made: [Constraint] = []
        let d = LayoutDiagnostics.record {
            made = a.mas.makeConstraints { make in
                make.width.greaterThanOrEqualTo([
                    b, 10, b.mas.height, CGSize(width: 3, height: 4), CGPoint(x: 5, y: 6),
                    EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), Float(2), Double(1),
                ] as [any ConstraintTarget])
                make.left.top.equalTo(0)
                make.height.equalTo(5)
            }
            root.layoutIfNeeded()
        }
        #expect(d.isEmpty)
        #expect(made.first?.layoutConstraints.map(\.constant) == [0, 10, 0, 3, 0, 0, 2, 1])
        // The widest: b's height.
        expectFrame(a, 0, 0, 60, 5)
    }

    @Test func nestedArraysAndUnsupportedTargets() {
        struct Stranger: ConstraintTarget {}
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let d = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in
                make.width.equalTo([b, [b, 3] as [any ConstraintTarget]] as [any ConstraintTarget])
                make.height.equalTo([Stranger(), 4] as [any ConstraintTarget])
                make.left.equalTo([] as [any ConstraintTarget])
            }
        }
        #expect(d.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue], "\(d.map(\.textWithoutAddresses))")
        #expect(d[0].message.hasSuffix("an array target cannot be nested inside another array"))
        #expect(d[1].message.hasSuffix("Stranger is not a target the DSL can relate to"))
        // Nothing of the refused statements went in, not even their valid elements.
        #expect(a.mas.installedConstraints.isEmpty)
    }

    @Test func compositeAttributesAgainstMismatchedTargets() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        b.mas.makeConstraints { make in make.edges.equalTo(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)) }
        // A size against edges relates width to left: a dimension to a position, refused
        // by the engine; the composite is taken back whole.
        let d1 = LayoutDiagnostics.record { a.mas.makeConstraints { make in make.size.equalTo(b.mas.edges) } }
        #expect(d1.map(\.kind) == [.invalidAttributePairing, .invalidAttributePairing], "\(d1.map(\.textWithoutAddresses))")
        #expect(d1.map(\.message).allSatisfy { $0.contains("cannot be related to a position (left)") })
        #expect(a.mas.installedConstraints.isEmpty)
        // Center against margins: centerX to leftMargin is a position on the same axis,
        // centerY to leftMargin is not: refused, taken back.
        let d2 = LayoutDiagnostics.record { a.mas.makeConstraints { make in make.center.equalTo(b.mas.margins) } }
        #expect(d2.map(\.kind) == [.invalidAttributePairing], "\(d2.map(\.textWithoutAddresses))")
        #expect(a.mas.installedConstraints.isEmpty)
        // Edges against a size, a point, directional insets: the values each attribute
        // takes (a size and a point give edges no constant).
        let d3 = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in
                make.edges.equalTo(CGSize(width: 7, height: 8))
            }
            a.mas.updateConstraints { make in
                make.directionalEdges.equalTo(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                make.center.equalTo(CGPoint(x: 1e308, y: -1e308)).priority(1)
            }
            root.layoutIfNeeded()
        }
        // The directional edges update top and bottom in place; leading and trailing are other
        // attributes than left and right, equal to them here: each conflicts, and is broken.
        #expect(d3.map(\.kind) == [.unsatisfiable, .unsatisfiable], "\(d3.map(\.textWithoutAddresses))")
        #expect(d3.map { $0.constraints.last?.constant } == [2, -4])
        #expect(a.mas.installedConstraints.count == 8)
        #expect(a.frame.minX == 0 && a.frame.width == 400)
        #expect(a.frame.minY == 1 && a.frame.maxY == 797)
        #expect(a.frame.minX.isFinite && a.frame.width.isFinite)
    }

    @Test func sizeAndMarginsAgainstNonFiniteComposites() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let d = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in
                make.margins.equalTo(EdgeInsets(top: CGFloat.nan, left: 0, bottom: 0, right: 0))
                make.size.equalTo(CGSize(width: 1, height: CGFloat.infinity))
                make.directionalEdges.equalTo(DirectionalEdgeInsets(top: 0, leading: -CGFloat.infinity, bottom: 0, trailing: 0))
            }
        }
        #expect(d.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue])
        #expect(a.mas.installedConstraints.isEmpty)
    }

    // MARK: Keys

    @Test func emptyAndDuplicateKeys() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        attachKeys(["": a])
        attachKeys(["same": b])
        a.mas.key = "same"
        #expect(a.mas.key == "same" && b.mas.key == "same")
        let d = LayoutDiagnostics.record {
            a.mas.makeConstraints { make in
                make.width.equalTo(b).key("")
                make.width.equalTo(b).offset(1).key("\n\u{0}\"<&>")
            }
        }
        #expect(d.map(\.kind) == [.unsatisfiable])
        #expect(d.first?.message.contains("View:same.width") == true)
        #expect(a.mas.installedConstraints.map(\.layoutConstraints.first?.identifier) == ["", "\n\u{0}\"<&>"])
    }

    // MARK: Updates after a view moved

    /// The constraint an update would change went out with the view moved to another tree:
    /// the update makes a new one, which the engine refuses (no common ancestor).
    @Test func updateAfterTheViewMovedToAnotherTree() {
        let root = makeRoot()
        let other = makeRoot(width: 100, height: 100)
        other.mas.key = "other"
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        a.mas.makeConstraints { make in
            make.left.equalTo(b).offset(5)
            make.top.equalToSuperview()
            make.size.equalTo(10)
        }
        let moved = LayoutDiagnostics.record { other.addSubview(a) }
        #expect(moved.map(\.kind) == [.constraintsRemovedWithView])
        let d = LayoutDiagnostics.record {
            a.mas.updateConstraints { make in
                make.left.equalTo(b).offset(9)
                make.top.equalToSuperview().offset(3)
                make.size.equalTo(20)
            }
            other.layoutIfNeeded()
        }
        #expect(d.map(\.kind) == [.noCommonAncestor], "\(d.map(\.textWithoutAddresses))")
        // top (to the new superview) is new, the sizes updated in place.
        #expect(a.frame.minY == 3 && a.frame.size == CGSize(width: 20, height: 20))
        #expect(a.mas.installedConstraints.count == 3)
    }

    // MARK: Distribution

    @Test func distributeWithDuplicatesAndOtherTrees() {
        let root = makeRoot()
        let a = makeView("a", in: root)
        let b = makeView("b", in: root)
        let lone = makeView("lone")
        let d1 = LayoutDiagnostics.record { [a, b, lone].mas.distributeViews(along: .horizontal, fixedSpacing: 10, leadSpacing: 0, tailSpacing: 0) }
        #expect(d1.map(\.kind) == [.noCommonAncestor])
        #expect(a.mas.installedConstraints.isEmpty)
        // A view listed twice is its own container (the closest common superview of a view
        // and itself), as in Masonry: `a.top == a.top`, installed without a word (kept as
        // Masonry does it; the first crash hunt pins `[one, one, one]`'s conflicts).
        let d2 = LayoutDiagnostics.record {
            [a, a].mas.distributeViews(along: .vertical, fixedItemLength: 10, leadSpacing: 0, tailSpacing: 0)
            a.mas.makeConstraints { make in make.left.width.equalTo(1) }
            root.layoutIfNeeded()
        }
        #expect(d2.isEmpty)
        #expect(a.mas.installedConstraints.map { $0.layoutConstraints.first?.description.replacing(/0x[0-9a-f]+/, with: "0x…") } == [
            "<LayoutConstraint:0x… View:a.height == 10>", "<LayoutConstraint:0x… View:a.top == View:a.top>",
            "<LayoutConstraint:0x… View:a.height == 10>", "<LayoutConstraint:0x… View:a.bottom == View:a.bottom>",
            "<LayoutConstraint:0x… View:a.left == View:root.left + 1>", "<LayoutConstraint:0x… View:a.width == 1>",
        ])
        expectFrame(a, 1, 0, 1, 10)
    }

    @Test func distributeThatCannotFit() {
        let root = makeRoot(width: 100, height: 100)
        let views = (0..<4).map { makeView("v\($0)", in: root) }
        for view in views { view.mas.makeConstraints { make in make.top.equalTo(0); make.height.equalTo(5) } }
        let d = LayoutDiagnostics.record {
            views.mas.distributeViews(along: .horizontal, fixedSpacing: 50, leadSpacing: 10, tailSpacing: 10)
            root.layoutIfNeeded()
        }
        // Three gaps of 50 and the edges leave -70 for four equal widths: each -17.5.
        #expect(d.isEmpty)
        #expect(views.map(\.frame.origin.x) == [10, 42.5, 75, 107.5])
        #expect(views.map(\.frame.size.width) == [-17.5, -17.5, -17.5, -17.5])
    }

    @Test func distributeWithEdgeValues() {
        let root = makeRoot()
        let views = (0..<3).map { makeView("v\($0)", in: root) }
        for value: CGFloat in [.nan, .infinity, -.infinity] {
            let d1 = LayoutDiagnostics.record { views.mas.distributeViews(along: .horizontal, fixedSpacing: value, leadSpacing: 0, tailSpacing: 0) }
            let d2 = LayoutDiagnostics.record { views.mas.distributeViews(along: .vertical, fixedItemLength: 1, leadSpacing: value, tailSpacing: 0) }
            #expect(d1.map(\.kind) == [.invalidValue] && d2.map(\.kind) == [.invalidValue])
        }
        #expect(views.allSatisfy { $0.mas.installedConstraints.isEmpty })
        // Finite values whose sums overflow: the middle view's offset is not finite. Nothing
        // is installed, as for a value that is not finite itself.
        let d = LayoutDiagnostics.record {
            views.mas.distributeViews(along: .horizontal, fixedItemLength: 1e308, leadSpacing: 1e308, tailSpacing: 0)
            root.layoutIfNeeded()
        }
        #expect(d.map(\.kind) == [.invalidValue], "\(d.map(\.textWithoutAddresses))")
        #expect(d.first?.message == "Masonry: distributeViews of View:v0, View:v1, View:v2: fixedItemLength 1e+308, "
            + "leadSpacing 1e+308 and tailSpacing 0 place the views at offsets that are not finite; nothing was installed")
        #expect(views.allSatisfy { $0.mas.installedConstraints.isEmpty })
        // Huge but summable: installed; the solution overflows, frames stay finite.
        let d4 = LayoutDiagnostics.record {
            views.mas.distributeViews(along: .vertical, fixedSpacing: -1e307, leadSpacing: 1e307, tailSpacing: -1e307)
            root.layoutIfNeeded()
        }
        #expect(views.allSatisfy { $0.frame.minY.isFinite && $0.frame.height.isFinite }, "\(d4.map(\.textWithoutAddresses))")
        #expect(views.allSatisfy { $0.mas.installedConstraints.count == ($0 === views[0] ? 1 : $0 === views[2] ? 3 : 2) })
    }
}
