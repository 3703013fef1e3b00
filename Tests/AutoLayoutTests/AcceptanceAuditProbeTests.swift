import AutoLayout
import Foundation
import Testing

@Suite struct EngineAcceptanceProbeTests {
    private func near(_ a: CGRect, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Bool {
        abs(a.minX - x) < 1e-6 && abs(a.minY - y) < 1e-6 && abs(a.width - w) < 1e-6 && abs(a.height - h) < 1e-6
    }

    @Test func boundsSizeKeepsTheCenter() {
        let v = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        v.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(near(v.frame, 35, 35, 50, 50))
        #expect(v.center == CGPoint(x: 60, y: 60))
    }

    @Test func centerSetterMovesTheFrame() {
        let v = View(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        v.center = CGPoint(x: 0, y: 0)
        #expect(near(v.frame, -50, -20, 100, 40))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test func boundsOriginDoesNotMoveTheFrame() {
        let v = View(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        v.bounds.origin = CGPoint(x: 5, y: 7)
        #expect(near(v.frame, 10, 10, 100, 40))
        v.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(v.bounds.origin == CGPoint(x: 5, y: 7))
    }

    @Test func addSubviewMovesAViewAndCutsItsOldConstraints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = View(); a.translatesAutoresizingMaskIntoConstraints = false
        let b = View(); b.translatesAutoresizingMaskIntoConstraints = false
        let c = View(); c.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a); root.addSubview(b); a.addSubview(c)
        let cToB = c.leftAnchor.constraint(equalTo: b.leftAnchor)
        let cToA = c.topAnchor.constraint(equalTo: a.topAnchor)
        LayoutConstraint.activate([cToB, cToA])
        b.addSubview(c)
        #expect(c.superview === b)
        #expect(!a.subviews.contains { $0 === c })
        // As UIKit's removeFromSuperview: constraints tying the moved view to its old place go.
        #expect(!cToB.isActive)
        #expect(!cToA.isActive)
    }

    @Test func insertSubviewAtIndexReorders() {
        let root = View()
        let a = View(), b = View(), c = View()
        root.addSubview(a); root.addSubview(b); root.addSubview(c)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
        root.insertSubview(a, at: 99)
        #expect(root.subviews.last === a)
    }

    @Test func addingAViewToItselfIsRefused() {
        let root = View()
        let a = View()
        root.addSubview(a)
        let diags = LayoutDiagnostics.record {
            a.addSubview(a)
            a.addSubview(root)
        }
        #expect(diags.count == 2)
        #expect(a.superview === root && root.superview == nil)
    }

    @Test func autoresizedFramesAfterLayout() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = View(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        a.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(a)
        root.layoutIfNeeded()
        root.frame.size = CGSize(width: 300, height: 100)
        root.layoutIfNeeded()
        #expect(near(a.frame, 20, 20, 200, 0))
    }

    @Test func autoresizingViewConstrainedFromOutside() {
        // A view keeping its autoresizing constraints: others may refer to it.
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let fixed = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        root.addSubview(fixed)
        let b = View(); b.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(b)
        LayoutConstraint.activate([
            b.leftAnchor.constraint(equalTo: fixed.rightAnchor, constant: 5),
            b.topAnchor.constraint(equalTo: fixed.bottomAnchor),
            b.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            b.heightAnchor.constraint(equalTo: fixed.heightAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(near(fixed.frame, 10, 20, 30, 40))
        #expect(near(b.frame, 45, 60, 30, 20))
        fixed.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.layoutIfNeeded()
        #expect(near(b.frame, 15, 10, 10, 5))
    }

    @Test func constantOnInactiveConstraintIsStored() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = View(); a.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        let w = a.widthAnchor.constraint(equalToConstant: 10)
        w.constant = 42
        w.isActive = true
        LayoutConstraint.activate([a.heightAnchor.constraint(equalToConstant: 1), a.leftAnchor.constraint(equalTo: root.leftAnchor), a.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(a.frame.width == 42)
    }

    @Test func layoutIfNeededOnASubviewLaysOutFromTheRoot() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = View(); a.translatesAutoresizingMaskIntoConstraints = false
        let b = View(); b.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a); a.addSubview(b)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10), a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 100), a.heightAnchor.constraint(equalToConstant: 100),
            b.leftAnchor.constraint(equalTo: a.leftAnchor, constant: 5), b.topAnchor.constraint(equalTo: a.topAnchor, constant: 5),
            b.rightAnchor.constraint(equalTo: a.rightAnchor), b.bottomAnchor.constraint(equalTo: a.bottomAnchor),
        ])
        b.layoutIfNeeded()
        #expect(near(a.frame, 10, 10, 100, 100))
        #expect(near(b.frame, 5, 5, 95, 95))
    }

    @Test func labelIntrinsicSizeAndWrapping() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let label = Label()
        label.text = "hello world"
        #expect(label.intrinsicContentSize == CGSize(width: 94, height: 21))
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        label.numberOfLines = 0
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor), label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // "hello" (42.5) and "world" (42.5) on two lines of 20.4.
        #expect(near(label.frame, 0, 0, 50, 41))
    }

    @Test func sizeClassesForDevices() {
        let phone = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(phone.traitCollection.horizontalSizeClass == .compact)
        #expect(phone.traitCollection.verticalSizeClass == .regular)
        let landscape = View(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
        #expect(landscape.traitCollection.verticalSizeClass == .compact)
        #expect(landscape.traitCollection.horizontalSizeClass == .compact)
        let pad = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 1366))
        #expect(pad.traitCollection == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
        let child = View()
        pad.addSubview(child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func safeAreaOfASubviewIsTheOverlap() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let a = View(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        root.addSubview(a)
        root.layoutIfNeeded()
        #expect(a.safeAreaInsets == EdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        let b = View(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        root.addSubview(b)
        root.layoutIfNeeded()
        #expect(b.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func marginsGuideFollowsLayoutMargins() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(root.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        root.semanticContentAttribute = .forceRightToLeft
        #expect(root.layoutMargins == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        root.layoutIfNeeded()
        #expect(near(root.layoutMarginsGuide.layoutFrame, 4, 1, 294, 196))
    }

    @Test func fittingSizeOfASelfSizingCell() {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let label = Label()
        label.text = "abc"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: cell.leftAnchor, constant: 10),
            label.rightAnchor.constraint(lessThanOrEqualTo: cell.rightAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 5),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -5),
        ])
        let size = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(size == CGSize(width: 46, height: 31))
        let fixedWidth = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 320, height: 31))
    }
}

@Suite struct EngineAcceptanceProbeTests2 {
    @Test func higherPriorityWinsAgainstAScaledLowerOne() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 3000, height: 300))
        let a = View(); a.translatesAutoresizingMaskIntoConstraints = false
        let b = View(); b.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a); root.addSubview(b)
        let high = a.widthAnchor.constraint(equalToConstant: 100); high.priority = .defaultHigh
        let low = b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 100); low.priority = .defaultLow
        LayoutConstraint.activate([
            high, low, b.widthAnchor.constraint(equalToConstant: 1000),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            a.leftAnchor.constraint(equalTo: root.leftAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
            b.leftAnchor.constraint(equalTo: root.leftAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.width == 100)
    }

    @Test func layoutSubviewsOnlyWhenNeeded() {
        final class Counter: View {
            var count = 0
            override func layoutSubviews() { count += 1; super.layoutSubviews() }
        }
        let root = Counter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = Counter(); a.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        let w = a.widthAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([w, a.heightAnchor.constraint(equalToConstant: 10), a.leftAnchor.constraint(equalTo: root.leftAnchor), a.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let r0 = root.count, a0 = a.count
        #expect(r0 >= 1 && a0 >= 1)
        root.layoutIfNeeded()
        #expect(root.count == r0 && a.count == a0)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.count == r0 + 1)
        w.constant = 20
        root.layoutIfNeeded()
        #expect(a.count == a0 + 1)  // its size changed
    }
}
