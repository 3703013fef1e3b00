import Foundation
import Testing
@testable import AutoLayout

// Minimal reproductions of what the feature fuzz (Scripts/engine_fuzz/gen.py --ics --guides
// --safe --rtl) turned up where the engine and the kiwisolver model disagreed.

private final class SizedView: View {
    var size = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    override var intrinsicContentSize: CGSize { size }
}

/// By design (a model limitation, not an engine bug): a subtree removed from its window keeps
/// its own engine, its top view becoming a root fixed at its last frame. Making a required
/// compression resistance there conflict with its constraints reports the conflict at once,
/// although no layout of the original tree is asked for (UIKit's engine also solves on change).
@Test func removedSubtreeReportsConflictOnIntrinsicChange() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 414, height: 480))
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let sized = SizedView()
    sized.translatesAutoresizingMaskIntoConstraints = false
    sized.setContentCompressionResistancePriority(.required, for: .horizontal)
    box.addSubview(sized)
    LayoutConstraint.activate([
        box.leftAnchor.constraint(equalTo: root.leftAnchor),
        box.topAnchor.constraint(equalTo: root.topAnchor),
        box.widthAnchor.constraint(equalToConstant: 100),
        box.heightAnchor.constraint(equalToConstant: 50),
        sized.centerXAnchor.constraint(equalTo: box.leftAnchor, constant: 82),
        sized.rightAnchor.constraint(equalTo: box.rightAnchor),
    ])
    root.layoutIfNeeded()
    #expect(sized.frame.size.width == 36)   // centerX 82, right 100
    box.removeFromSuperview()             // box keeps its 100-point width as a root
    let diags = LayoutDiagnostics.record {
        sized.size = CGSize(width: 66, height: 126)
        sized.invalidateIntrinsicContentSize()   // width >= 66 required, but only 36 fit
        root.layoutIfNeeded()
    }
    #expect(diags.map(\.kind).contains(.unsatisfiable))
}

/// Doubtful (transient): a view's safe-area insets come from its frame of the last pass. A
/// constraint on its own `safeAreaLayoutGuide` that only the settled insets satisfy is first
/// solved with the insets of the frame the view was created with: the engine reports it
/// unsatisfiable (breaking it), then the insets settle and the final layout satisfies every
/// constraint (the broken one included). The model (the fixed point of the insets) sees no
/// conflict. UIKit also reads a safe area from the current frame, so it may well log the same.
@Test func transientConflictFromStaleSafeAreaInsets() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 896))
    root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
    let v = View(frame: CGRect(x: 0, y: 0, width: 30, height: 85))   // top inset 44 here
    v.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(v)
    LayoutConstraint.activate([
        v.leftAnchor.constraint(equalTo: root.leftAnchor),
        v.widthAnchor.constraint(equalToConstant: 30),
        v.centerYAnchor.constraint(equalTo: root.topAnchor),     // y = -h/2
        v.bottomAnchor.constraint(equalTo: root.bottomAnchor),   // h = 1792, y = -896
        // h/2 = 896 <= top inset: 44 with the first frame, 940 once settled
        v.centerYAnchor.constraint(lessThanOrEqualTo: v.safeAreaLayoutGuide.topAnchor),
    ])
    let diags = LayoutDiagnostics.record { root.layoutIfNeeded() }
    #expect(v.frame == CGRect(x: 0, y: -896, width: 30, height: 1792))
    #expect(v.safeAreaInsets.top == 940)
    #expect(v.safeAreaLayoutGuide.layoutFrame.minY == 940)
    // What the engine does today: a conflict is reported although the final layout has none.
    #expect(diags.map(\.kind) == [.unsatisfiable])
}

/// The same stale insets after a resize (seed 99213, case 172): a view below a guide as tall as
/// the root, its top held at most at its own margins' center. Its frame below the shrunk root
/// gives it a bottom inset as tall as itself, so with the old frame its height must stay 896,
/// which the guide's new height (300) refuses. The root's size is a fact: the most recent
/// constraint in the way breaks (the guide's centerY), reported, and stays out, as any broken
/// constraint does until it is deactivated or its item leaves; the layout settles without it.
/// The model (the fixed point of the insets, every constraint in) puts the view at 300, 300
/// tall: the fuzz no longer judges frames after such a transient conflict.
@Test func constraintBrokenUnderStaleInsetsStaysOut() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 500, height: 896))
    root.name = "root"
    root.safeAreaInsets = EdgeInsets(top: 59, left: 23, bottom: 34, right: 25)
    let v = View()
    v.name = "v"
    v.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(v)
    let band = LayoutGuide()
    band.identifier = "band"
    root.addLayoutGuide(band)
    let centered = band.centerYAnchor.constraint(equalTo: root.centerYAnchor)
    LayoutConstraint.activate([
        v.heightAnchor.constraint(equalTo: band.heightAnchor),
        v.leftAnchor.constraint(equalTo: root.centerXAnchor),
        v.widthAnchor.constraint(equalToConstant: 120),
        v.topAnchor.constraint(equalTo: band.bottomAnchor),
        band.leftAnchor.constraint(equalTo: root.leftAnchor),
        band.widthAnchor.constraint(equalTo: root.widthAnchor),
        band.topAnchor.constraint(equalTo: root.topAnchor),
        centered,
        v.topAnchor.constraint(lessThanOrEqualTo: v.layoutMarginsGuide.centerYAnchor),
    ])
    let first = LayoutDiagnostics.record { root.layoutIfNeeded() }
    #expect(first.isEmpty)
    #expect(v.frame == CGRect(x: 250, y: 896, width: 120, height: 896))
    #expect(v.safeAreaInsets.bottom == 896)
    let diags = LayoutDiagnostics.record {
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        root.layoutIfNeeded()
    }
    #expect(diags.map(\.kind) == [.unsatisfiable])
    #expect(diags.first?.message.contains("Will attempt to recover by breaking constraint\n    \(centered)") == true)
    #expect(centered.isActive)
    #expect(v.frame == CGRect(x: 160, y: 896, width: 120, height: 896))
    #expect(band.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 896))
    // Nothing else changes: the next pass has nothing to report.
    let again = LayoutDiagnostics.record { root.setNeedsLayout(); root.layoutIfNeeded() }
    #expect(again.isEmpty)
    #expect(v.frame == CGRect(x: 160, y: 896, width: 120, height: 896))
}
