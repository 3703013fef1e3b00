import Foundation
import Testing
@testable import AutoLayout

/// A view placed by its own safe-area inset, which its place sets: a loop whose fixed point
/// the engine lands on, but which doubles any difference on each pass. Compared bit for bit,
/// the insets' rounding noise kept the layout going until it gave up after 8 passes.
@Suite struct SafeAreaNoiseLoopTests {
    @Test(arguments: [0.0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    func aLoopThatDoublesItsNoiseSettlesOnItsFixedPoint(shift: Double) {
        let root = makeRoot(width: 300, height: 600)
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        let v = makeView("v", in: root)
        let c = 6.0 + shift / 3
        let fixed = (44 + c) / 3  // inset = 44 - y, y = 2 * inset - c
        v.frame = CGRect(x: 0, y: 44 - fixed, width: 100, height: 100)
        let inset = v.topAnchor.anchorWithOffset(to: v.safeAreaLayoutGuide.topAnchor)
        let diagnostics = LayoutDiagnostics.record {
            LayoutConstraint.activate([
                v.leftAnchor.constraint(equalTo: root.leftAnchor), v.widthAnchor.constraint(equalToConstant: 100),
                v.heightAnchor.constraint(equalToConstant: 100),
                root.topAnchor.anchorWithOffset(to: v.topAnchor).constraint(equalTo: inset, multiplier: 2, constant: -c),
            ])
            root.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(abs(v.frame.minY - (44 - fixed)) < 1e-6)
        #expect(abs(v.safeAreaInsets.top - fixed) < 1e-6)
    }

    /// A view whose bottom margin (which adds its safe-area inset) is held to the root's
    /// bottom: any place from wholly inside the safe area to wholly below it is a fixed point.
    /// After the root shrinks, the first solve uses the insets of the old layout (none), so the
    /// view settles inside the new safe area, not below the screen where its old frame was
    /// (engine fuzz seed 99206, case 8; the model now takes the same path).
    @Test func aShrunkRootSettlesItsMarginLoopInsideTheSafeArea() {
        let root = makeRoot(width: 375, height: 896)
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let v = makeView("v", in: root)
        v.layoutMargins = EdgeInsets(top: 3, left: 2, bottom: 0, right: 4)
        let diagnostics = LayoutDiagnostics.record {
            LayoutConstraint.activate([
                v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10), v.widthAnchor.constraint(equalToConstant: 32),
                v.heightAnchor.constraint(equalToConstant: 88),
                v.layoutMarginsGuide.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            ])
            root.layoutIfNeeded()
            #expect(v.frame == CGRect(x: 10, y: 808, width: 32, height: 88))
            root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            root.layoutIfNeeded()
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(v.frame == CGRect(x: 10, y: 392, width: 32, height: 88))
        #expect(v.safeAreaInsets == .zero)
    }
}
