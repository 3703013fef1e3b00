import Testing
@testable import AutoLayout

/// Two boxes stacked in a regular height (portrait), side by side in a compact height
/// (landscape): the constraint sets are swapped in `traitCollectionDidChange`.
final class AdaptiveView: View {
    let first = View()
    let second = View()
    var portrait: [LayoutConstraint] = []
    var landscape: [LayoutConstraint] = []
    var changes: [TraitCollection?] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        for (box, name) in [(first, "first"), (second, "second")] {
            box.name = name
            box.translatesAutoresizingMaskIntoConstraints = false
            addSubview(box)
        }
        let shared = [
            first.leftAnchor.constraint(equalTo: leftAnchor), first.topAnchor.constraint(equalTo: topAnchor),
            second.rightAnchor.constraint(equalTo: rightAnchor), second.bottomAnchor.constraint(equalTo: bottomAnchor),
            first.widthAnchor.constraint(equalTo: second.widthAnchor), first.heightAnchor.constraint(equalTo: second.heightAnchor),
        ]
        LayoutConstraint.activate(shared)
        portrait = [
            first.rightAnchor.constraint(equalTo: rightAnchor), second.leftAnchor.constraint(equalTo: leftAnchor),
            second.topAnchor.constraint(equalTo: first.bottomAnchor),
        ]
        landscape = [
            first.bottomAnchor.constraint(equalTo: bottomAnchor), second.topAnchor.constraint(equalTo: topAnchor),
            second.leftAnchor.constraint(equalTo: first.rightAnchor),
        ]
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(previousTraitCollection)
        if traitCollection.verticalSizeClass == .compact {
            LayoutConstraint.deactivate(portrait)
            LayoutConstraint.activate(landscape)
        } else {
            LayoutConstraint.deactivate(landscape)
            LayoutConstraint.activate(portrait)
        }
    }
}

@Suite struct SizeClassTests {
    @Test(arguments: [
        // iPhone SE, 15, 15 Pro Max in portrait
        (320.0, 568.0, UserInterfaceSizeClass.compact, UserInterfaceSizeClass.regular),
        (393, 852, .compact, .regular),
        (430, 932, .compact, .regular),
        // the same in landscape: compact height; the Max is regular wide
        (568, 320, .compact, .compact),
        (852, 393, .compact, .compact),
        (932, 430, .regular, .compact),
        (896, 414, .regular, .compact),
        // iPad 10.9" in both orientations, and split views
        (820, 1180, .regular, .regular),
        (1180, 820, .regular, .regular),
        (678, 820, .regular, .regular),
        (320, 1180, .compact, .regular),
        (0, 0, .unspecified, .unspecified),
    ])
    func rulesBySize(width: Double, height: Double, horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        let root = makeRoot(width: width, height: height)
        #expect(root.traitCollection == TraitCollection(horizontalSizeClass: horizontal, verticalSizeClass: vertical))
        let child = makeView("child", in: root)
        #expect(child.traitCollection.horizontalSizeClass == horizontal)
        #expect(child.traitCollection.verticalSizeClass == vertical)
    }

    @Test func overridesApplyToTheSubtree() {
        let root = makeRoot(width: 393, height: 852)
        let panel = makeView("panel", in: root)
        let inner = makeView("inner", in: panel)
        panel.traitOverrides.horizontalSizeClass = .regular
        #expect(inner.traitCollection == TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
        #expect(root.traitCollection.horizontalSizeClass == .compact)
        #expect(TraitCollection(traitsFrom: [TraitCollection(horizontalSizeClass: .compact), TraitCollection(verticalSizeClass: .regular)])
            == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        #expect(inner.traitCollection.containsTraits(in: TraitCollection(horizontalSizeClass: .regular)))
    }

    @Test func aViewSwapsItsConstraintsWhenTheSizeClassChanges() {
        let root = makeRoot(width: 393, height: 852)
        let adaptive = AdaptiveView()
        adaptive.name = "adaptive"
        adaptive.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(adaptive)
        activate([
            adaptive.leftAnchor.constraint(equalTo: root.leftAnchor), adaptive.rightAnchor.constraint(equalTo: root.rightAnchor),
            adaptive.topAnchor.constraint(equalTo: root.topAnchor), adaptive.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(adaptive.changes == [nil])
        expectFrame(adaptive.first, 0, 0, 393, 426)
        expectFrame(adaptive.second, 0, 426, 393, 426)

        root.frame = CGRect(x: 0, y: 0, width: 852, height: 393)  // rotate
        root.layoutIfNeeded()
        #expect(adaptive.changes.count == 2)
        #expect(adaptive.changes.last == TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        expectFrame(adaptive.first, 0, 0, 426, 393)
        expectFrame(adaptive.second, 426, 0, 426, 393)

        root.frame = CGRect(x: 0, y: 0, width: 800, height: 393)  // same classes: no call
        root.layoutIfNeeded()
        #expect(adaptive.changes.count == 2)
        expectFrame(adaptive.second, 400, 0, 400, 393)

        root.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        root.layoutIfNeeded()
        #expect(adaptive.changes.count == 3)
        expectFrame(adaptive.second, 0, 426, 393, 426)
    }
}
