import Testing
@testable import AutoLayout

@Suite struct AutoresizingTests {
    typealias Mask = AutoresizingMask

    /// (mask, expected frame after the root grows from 320 x 480 to 420 x 580) for a view at
    /// (20, 30, 100, 50).
    static let cases: [(String, AutoresizingMask, CGRect)] = [
        ("none", [], CGRect(x: 20, y: 30, width: 100, height: 50)),
        ("flexibleLeftMargin", .flexibleLeftMargin, CGRect(x: 120, y: 30, width: 100, height: 50)),
        ("flexibleWidth", .flexibleWidth, CGRect(x: 20, y: 30, width: 200, height: 50)),
        ("flexibleRightMargin", .flexibleRightMargin, CGRect(x: 20, y: 30, width: 100, height: 50)),
        ("flexibleTopMargin", .flexibleTopMargin, CGRect(x: 20, y: 130, width: 100, height: 50)),
        ("flexibleHeight", .flexibleHeight, CGRect(x: 20, y: 30, width: 100, height: 150)),
        ("flexibleBottomMargin", .flexibleBottomMargin, CGRect(x: 20, y: 30, width: 100, height: 50)),
        // Left 20 and right 200 share 100 in proportion: 20/220 of it to the left.
        ("left+right margins", [.flexibleLeftMargin, .flexibleRightMargin],
         CGRect(x: 20 + 100.0 * 20 / 220, y: 30, width: 100, height: 50)),
        // Width 100 and right 200: the width takes 100/300.
        ("width+right margin", [.flexibleWidth, .flexibleRightMargin],
         CGRect(x: 20, y: 30, width: 100 + 100.0 / 3, height: 50)),
        // Left 20, width 100: the left takes 20/120, the width 100/120.
        ("left margin+width", [.flexibleLeftMargin, .flexibleWidth],
         CGRect(x: 20 + 100.0 * 20 / 120, y: 30, width: 100 + 100.0 * 100 / 120, height: 50)),
        // All three horizontal (20 + 100 + 200 = 320) and width + height.
        ("all horizontal, flexible height", [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleHeight],
         CGRect(x: 26.25, y: 30, width: 131.25, height: 150)),
        // Top 30, height 50, bottom 400: all flexible on y.
        ("all vertical", [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin],
         CGRect(x: 20, y: 30 + 100.0 * 30 / 480, width: 100, height: 50 + 100.0 * 50 / 480)),
        ("width+height", [.flexibleWidth, .flexibleHeight], CGRect(x: 20, y: 30, width: 200, height: 150)),
    ]

    func check(_ view: View, _ rect: CGRect, _ label: String) {
        let f = view.frame
        let ok = abs(f.minX - rect.minX) < 1e-9 && abs(f.minY - rect.minY) < 1e-9
            && abs(f.width - rect.width) < 1e-9 && abs(f.height - rect.height) < 1e-9
        #expect(ok, "\(label): \(f) != \(rect)")
    }

    /// The view is not in the engine: UIKit's springs and struts on the superview's resize.
    @Test func masksWithoutConstraints() {
        for (label, mask, expected) in Self.cases {
            let root = makeRoot()
            let view = View(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
            view.autoresizingMask = mask
            root.addSubview(view)
            root.layoutIfNeeded()
            root.frame = CGRect(x: 0, y: 0, width: 420, height: 580)
            root.layoutIfNeeded()
            check(view, expected, label)
            #expect(view.engineUses == 0)
            // And back: the same rule returns the original frame.
            root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            root.layoutIfNeeded()
            check(view, CGRect(x: 20, y: 30, width: 100, height: 50), label + " (back)")
        }
    }

    /// The view is in the engine (a constraint names it): its mask becomes constraints.
    @Test func masksAsConstraints() {
        for (label, mask, expected) in Self.cases {
            let root = makeRoot()
            let view = View(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
            view.name = "masked"
            view.autoresizingMask = mask
            root.addSubview(view)
            let follower = makeView("follower", in: root)
            activate([
                follower.leftAnchor.constraint(equalTo: view.rightAnchor),
                follower.topAnchor.constraint(equalTo: view.bottomAnchor),
                follower.widthAnchor.constraint(equalTo: view.widthAnchor),
                follower.heightAnchor.constraint(equalToConstant: 10),
            ])
            #expect(view.autoresizingConstraints.count == 4)
            root.layoutIfNeeded()
            check(view, CGRect(x: 20, y: 30, width: 100, height: 50), label + " (before)")
            root.frame = CGRect(x: 0, y: 0, width: 420, height: 580)
            root.layoutIfNeeded()
            check(view, expected, label)
            check(follower, CGRect(x: expected.maxX, y: expected.maxY, width: expected.width, height: 10), label + " follower")
            root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            root.layoutIfNeeded()
            check(view, CGRect(x: 20, y: 30, width: 100, height: 50), label + " (back)")
        }
    }

    /// A frame of negative size keeps its raw origin and size under a mask, with or without
    /// the engine (the autoresizing constraints read the raw values, as the solver's
    /// variables hold them; standardized ones turned the frame over in the engine only).
    @Test func negativeSizeUnderAMaskWithAndWithoutTheEngine() {
        let start = CGRect(x: 50, y: 10, width: -20, height: 30)
        // Width -20 is the only flexible part: it takes the whole 100 points the root grows.
        let expected = CGRect(x: 50, y: 10, width: 80, height: 30)
        for inEngine in [false, true] {
            let root = makeRoot()
            let view = View(frame: start)
            view.autoresizingMask = .flexibleWidth
            root.addSubview(view)
            if inEngine {
                let follower = makeView("follower", in: root)
                activate([
                    follower.leftAnchor.constraint(equalTo: view.rightAnchor, constant: 5),
                    follower.topAnchor.constraint(equalTo: view.topAnchor),
                    follower.widthAnchor.constraint(equalToConstant: 10),
                    follower.heightAnchor.constraint(equalToConstant: 10),
                ])
            }
            root.layoutIfNeeded()
            #expect(view.frame.origin == start.origin && view.frame.size == start.size, "in engine: \(inEngine)")
            root.frame = CGRect(x: 0, y: 0, width: 420, height: 480)
            root.layoutIfNeeded()
            #expect(view.frame.origin == expected.origin && view.frame.size == expected.size, "in engine: \(inEngine)")
            #expect((view.engineUses > 0) == inEngine)
        }
    }

    @Test func nestedAutoresizingContainersUnderConstraints() {
        let root = makeRoot()
        let container = View(frame: CGRect(x: 10, y: 10, width: 300, height: 460))
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(container)
        let child = makeView("child", in: container)
        activate([
            child.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
            child.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            child.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        expectFrame(container, 10, 10, 300, 460)
        expectFrame(child, 10, 10, 280, 230)
        root.frame = CGRect(x: 0, y: 0, width: 420, height: 580)
        root.layoutIfNeeded()
        expectFrame(container, 10, 10, 400, 560)
        expectFrame(child, 10, 10, 380, 280)
    }

    @Test func settingTheFrameOfAnAutoresizingViewInTheEngine() {
        let root = makeRoot()
        let box = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(box)
        let follower = makeView("follower", in: root)
        activate(place(follower, in: box, 0, 0, 5, 5).map { $0 })
        // The follower is a sibling: relate it to the box by edges instead.
        LayoutConstraint.deactivate(follower.constraints + root.constraints)
        activate([
            follower.leftAnchor.constraint(equalTo: box.rightAnchor),
            follower.topAnchor.constraint(equalTo: box.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 5),
            follower.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        expectFrame(follower, 60, 10, 5, 5)
        box.frame = CGRect(x: 100, y: 200, width: 30, height: 30)
        root.layoutIfNeeded()
        expectFrame(box, 100, 200, 30, 30)
        expectFrame(follower, 130, 200, 5, 5)
        box.autoresizingMask = .flexibleLeftMargin
        root.frame = CGRect(x: 0, y: 0, width: 420, height: 480)
        root.layoutIfNeeded()
        expectFrame(box, 200, 200, 30, 30)
        expectFrame(follower, 230, 200, 5, 5)
    }

    /// A superview that does not autoresize its subviews leaves their frames alone, whether
    /// frames or the engine place them; turned back on, resizing resumes from there.
    @Test func autoresizesSubviewsOffHoldsFramesInTheEngineToo() {
        let root = makeRoot(width: 320, height: 480)
        root.autoresizesSubviews = false
        let masked = makeView("masked", in: root, autoresizing: true)
        masked.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
        masked.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let follower = makeView("follower", in: root)
        activate([
            follower.leftAnchor.constraint(equalTo: masked.rightAnchor), follower.topAnchor.constraint(equalTo: masked.bottomAnchor),
            follower.widthAnchor.constraint(equalToConstant: 5), follower.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 420, height: 580)
        root.layoutIfNeeded()
        expectFrame(masked, 10, 10, 100, 50)
        expectFrame(follower, 110, 60, 5, 5)
        #expect(masked.autoresizingConstraints.map(\.identifier) == Array(repeating: "h=--- v=---", count: 4))

        root.autoresizesSubviews = true
        root.frame = CGRect(x: 0, y: 0, width: 520, height: 680)
        root.layoutIfNeeded()
        expectFrame(masked, 10, 10, 200, 150)
        expectFrame(follower, 210, 160, 5, 5)

        // The same without the engine: frames only.
        let plain = makeRoot(width: 320, height: 480)
        plain.autoresizesSubviews = false
        let alone = makeView("alone", in: plain, autoresizing: true)
        alone.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
        alone.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        plain.frame = CGRect(x: 0, y: 0, width: 420, height: 580)
        plain.layoutIfNeeded()
        expectFrame(alone, 10, 10, 100, 50)
    }

    @Test func turningTranslationOffRemovesTheAutoresizingConstraints() {
        let root = makeRoot()
        let box = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        box.name = "box"
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 80)
        // UIKit makes mask constraints when it lays out: the conflict is judged then.
        #expect(LayoutDiagnostics.record { width.isActive = true }.isEmpty)
        let diagnostics = LayoutDiagnostics.record { root.layoutIfNeeded() }
        // The box still translates its frame: the width conflicts with its autoresizing width.
        #expect(diagnostics.map(\.kind) == [.unsatisfiable])
        #expect(diagnostics.first?.constraints.contains { $0 === width } == true)
        #expect(diagnostics.first?.constraints.contains { $0.identifier == "h=--- v=---" } == true, "\(diagnostics)")
        #expect(width.isActive)
        box.translatesAutoresizingMaskIntoConstraints = false
        #expect(box.autoresizingConstraints.isEmpty)
        // The broken constraint stays out until it is activated again.
        width.isActive = false
        activate([width])
        activate([box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 1),
                  box.topAnchor.constraint(equalTo: root.topAnchor, constant: 2),
                  box.heightAnchor.constraint(equalToConstant: 3)])
        root.layoutIfNeeded()
        expectFrame(box, 1, 2, 80, 3)
    }
}
