import Foundation
import Testing
import AutoLayout

// An acceptance-style audit of issue 4's contract, written as an iOS developer would write the
// code, without `@testable`: every name is the public one. Every expected value was worked out
// by hand from UIKit's documented behaviour (the source is given where it is not obvious).

// MARK: - Helpers (private, so that they do not collide with the other suites' helpers)

private func withPriority(_ constraint: LayoutConstraint, _ priority: LayoutPriority) -> LayoutConstraint {
    constraint.priority = priority
    return constraint
}

private func same(_ a: [LayoutConstraint], _ b: [LayoutConstraint]) -> Bool {
    a.map(ObjectIdentifier.init) == b.map(ObjectIdentifier.init)
}

private func holds(_ list: [LayoutConstraint], _ constraint: LayoutConstraint) -> Bool {
    list.contains { $0 === constraint }
}

/// Records the calls of `layoutSubviews()` and `updateConstraints()` into a shared log.
private final class Log {
    var entries: [String] = []
}

private final class TracingView: View {
    let log: Log
    var updateCount = 0
    /// A constraint `updateConstraints()` activates the first time it runs.
    var pendingConstraint: LayoutConstraint?
    /// The frame of the first subview seen in `layoutSubviews()` just after `super`.
    var subviewFrameAfterSuper: CGRect?

    init(_ name: String, log: Log) {
        self.log = log
        super.init(frame: .zero)
        self.name = name
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append("layout \(name ?? "?")")
        subviewFrameAfterSuper = subviews.first?.frame
    }

    override func updateConstraints() {
        updateCount += 1
        log.entries.append("update \(name ?? "?")")
        if let pendingConstraint {
            pendingConstraint.isActive = true
            self.pendingConstraint = nil
        }
        super.updateConstraints()
    }
}

// MARK: - The model

@Suite("Issue 4 contract audit")
struct ContractAuditTests {
    @Test func viewInitializersFrameBoundsCenter() {
        let plain = View()
        #expect(plain.frame == .zero)
        #expect(plain.bounds == .zero)
        #expect(plain.superview == nil)
        #expect(plain.subviews.isEmpty)
        #expect(plain.translatesAutoresizingMaskIntoConstraints)
        #expect(plain.autoresizingMask == [])

        let view = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        // The bounds: origin zero, the frame's size.
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(view.center == CGPoint(x: 25, y: 40))

        // A scroll offset: the bounds origin moves, the frame does not.
        view.bounds.origin = CGPoint(x: 7, y: 9)
        #expect(view.bounds == CGRect(x: 7, y: 9, width: 30, height: 40))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))

        // UIKit: setting the bounds' size resizes the view around its center.
        view.bounds = CGRect(x: 7, y: 9, width: 50, height: 60)
        #expect(view.center == CGPoint(x: 25, y: 40))
        #expect(view.frame == CGRect(x: 0, y: 10, width: 50, height: 60))

        // Moving the center moves the frame, keeping its size.
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 75, y: 70, width: 50, height: 60))

        // Setting the frame keeps the bounds origin (UIKit only changes the bounds size).
        view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(view.bounds == CGRect(x: 7, y: 9, width: 3, height: 4))
    }

    @Test func hierarchyNamesAndOrder() {
        let top = makeRoot()
        let a = View(), b = View(), c = View(), d = View()
        top.addSubview(a)
        top.addSubview(b)
        top.insertSubview(c, at: 0)
        #expect(same2(top.subviews, [c, a, b]))
        top.insertSubview(d, at: 1)
        #expect(same2(top.subviews, [c, d, a, b]))
        // UIKit: adding a view that is already a subview brings it to the front.
        top.addSubview(c)
        #expect(same2(top.subviews, [d, a, b, c]))
        #expect(a.superview === top)

        let grandchild = View()
        a.addSubview(grandchild)
        #expect(grandchild.isDescendant(of: top))
        #expect(grandchild.isDescendant(of: a))
        // UIKit: a view counts as a descendant of itself.
        #expect(grandchild.isDescendant(of: grandchild))
        #expect(!grandchild.isDescendant(of: b))
        #expect(!top.isDescendant(of: a))

        #expect(grandchild.closestCommonSuperview(with: b) === top)
        #expect(grandchild.closestCommonSuperview(with: a) === a)
        #expect(a.closestCommonSuperview(with: grandchild) === a)
        #expect(b.closestCommonSuperview(with: b) === b)
        #expect(grandchild.closestCommonSuperview(with: View()) == nil)

        // Moving a view to another superview takes it out of the old one.
        b.addSubview(grandchild)
        #expect(grandchild.superview === b)
        #expect(a.subviews.isEmpty)

        grandchild.removeFromSuperview()
        #expect(grandchild.superview == nil)
        #expect(b.subviews.isEmpty)
        #expect(!grandchild.isDescendant(of: top))
    }

    @Test func superviewIsWeak() {
        let orphan = View()
        do {
            let parent = View()
            parent.addSubview(orphan)
            #expect(orphan.superview === parent)
        }
        #expect(orphan.superview == nil)
    }

    @Test func nameColorAndGeometryTypes() {
        let view = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.name = "red"
        view.backgroundColor = Color(red: 1, green: 0, blue: 0)
        #expect(view.backgroundColor == Color.red)
        #expect(Color(white: 0.5) == Color.gray)
        #expect(view.description.contains("red"))

        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.top == 1 && insets.left == 2 && insets.bottom == 3 && insets.right == 4)
        #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        let directional = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(directional.leading == 2 && directional.trailing == 4)
        #expect(DirectionalEdgeInsets.zero == DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))

        // A constraint's description names the view by its name.
        let c = view.widthAnchor.constraint(equalToConstant: 10)
        #expect(c.description.contains("View:red.width"))
    }

    // MARK: - Vocabulary

    @Test func everyLayoutAttributeWithUIKitsRawValues() {
        let all: [(LayoutAttribute, Int)] = [
            (.notAnAttribute, 0), (.left, 1), (.right, 2), (.top, 3), (.bottom, 4), (.leading, 5), (.trailing, 6),
            (.width, 7), (.height, 8), (.centerX, 9), (.centerY, 10), (.lastBaseline, 11), (.firstBaseline, 12),
            (.leftMargin, 13), (.rightMargin, 14), (.topMargin, 15), (.bottomMargin, 16), (.leadingMargin, 17),
            (.trailingMargin, 18), (.centerXWithinMargins, 19), (.centerYWithinMargins, 20),
        ]
        for (attribute, raw) in all {
            #expect(attribute.rawValue == raw)
            #expect(LayoutAttribute(rawValue: raw) == attribute)
        }
        #expect(LayoutRelation.lessThanOrEqual.rawValue == -1)
        #expect(LayoutRelation.equal.rawValue == 0)
        #expect(LayoutRelation.greaterThanOrEqual.rawValue == 1)
        #expect(LayoutAxis.horizontal.rawValue == 0)
        #expect(LayoutAxis.vertical.rawValue == 1)
        // NSLayoutConstraint's nested spellings.
        let attribute: LayoutConstraint.Attribute = .centerYWithinMargins
        let relation: LayoutConstraint.Relation = .greaterThanOrEqual
        let axis: LayoutConstraint.Axis = .vertical
        #expect(attribute.rawValue == 20 && relation.rawValue == 1 && axis.rawValue == 1)
    }

    @Test func layoutPriorityAsUILayoutPriority() {
        // UILayoutPriority's levels (UIKit headers): 1000, 750, 510, 500, 490, 250, 50.
        #expect(LayoutPriority.required.rawValue == 1000)
        #expect(LayoutPriority.defaultHigh.rawValue == 750)
        #expect(LayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(LayoutPriority.sceneSizeStayPut.rawValue == 500)
        #expect(LayoutPriority.dragThatCannotResizeScene.rawValue == 490)
        #expect(LayoutPriority.defaultLow.rawValue == 250)
        #expect(LayoutPriority.fittingSizeLevel.rawValue == 50)

        let raw: Float = LayoutPriority(999).rawValue
        #expect(raw == 999)
        #expect(LayoutPriority(rawValue: 999) == LayoutPriority(999))
        #expect(LayoutPriority.defaultLow < .defaultHigh)
        #expect(LayoutPriority.required > LayoutPriority(999))
        #expect(LayoutPriority.fittingSizeLevel <= .defaultLow)
        #expect([LayoutPriority.required, .fittingSizeLevel, .defaultHigh].max() == .required)
        // The operators of UIKit's Swift overlay.
        #expect(LayoutPriority.defaultHigh + 1 == LayoutPriority(751))
        #expect(LayoutPriority.required - 1 == LayoutPriority(999))
    }

    // MARK: - LayoutConstraint

    @Test func constraintInitializerAndProperties() {
        let top = makeRoot()
        let a = makeView("a", in: top)
        let c = LayoutConstraint(
            item: a, attribute: .width, relatedBy: .equal, toItem: top, attribute: .width, multiplier: 0.5, constant: 10)
        #expect(c.firstItem === a)
        #expect(c.firstAttribute == .width)
        #expect(c.relation == .equal)
        #expect(c.secondItem === top)
        #expect(c.secondAttribute == .width)
        #expect(c.multiplier == 0.5)
        #expect(c.constant == 10)
        #expect(c.priority == .required)
        #expect(!c.isActive)
        #expect(c.identifier == nil)
        c.identifier = "half"
        #expect(c.identifier == "half")
        // Masonry's grammar with the identifier as the key.
        #expect(c.description == "<LayoutConstraint:half View:a.width == View:root.width * 0.5 + 10>")

        let constant = LayoutConstraint(
            item: a, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 40)
        #expect(constant.secondItem == nil)
        #expect(constant.secondAttribute == .notAnAttribute)
        constant.priority = .defaultHigh
        constant.identifier = "tall"
        #expect(constant.description == "<LayoutConstraint:tall View:a.height >= 40 ^high>")

        c.isActive = true
        constant.isActive = true
        #expect(c.isActive && constant.isActive)
        top.layoutIfNeeded()
        // width = 320 * 0.5 + 10; height 40; left and top undetermined: 0 (documented).
        #expect(a.frame.width == 170)
        #expect(a.frame.height == 40)
    }

    @Test func constantChangesOnActiveConstraint() {
        let top = makeRoot()
        let a = makeView("a", in: top)
        let left = a.leftAnchor.constraint(equalTo: top.leftAnchor, constant: 10)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        activate([left, width, a.topAnchor.constraint(equalTo: top.topAnchor), a.heightAnchor.constraint(equalToConstant: 20)])
        top.layoutIfNeeded()
        expectFrame(a, 10, 0, 100, 20)
        left.constant = 30
        width.constant = 55.5
        #expect(left.isActive && width.isActive)
        top.layoutIfNeeded()
        expectFrame(a, 30, 0, 55.5, 20)
        #expect(holds(top.constraints, left))
        #expect(holds(a.constraints, width))
    }

    @Test func priorityChangesFollowUIKitsRule() {
        let top = makeRoot()
        let a = makeView("a", in: top)
        let height = a.heightAnchor.constraint(equalToConstant: 10)
        activate([a.leftAnchor.constraint(equalTo: top.leftAnchor), a.topAnchor.constraint(equalTo: top.topAnchor), height])
        let low = withPriority(a.widthAnchor.constraint(equalToConstant: 100), .defaultLow)
        let medium = withPriority(a.widthAnchor.constraint(equalToConstant: 200), LayoutPriority(500))
        activate([low, medium])
        top.layoutIfNeeded()
        // The stronger optional constraint wins.
        expectFrame(a, 0, 0, 200, 10)

        // Optional to optional on an active constraint: allowed, and takes effect.
        let none = LayoutDiagnostics.record { low.priority = .defaultHigh }
        #expect(none.isEmpty)
        #expect(low.priority == .defaultHigh)
        top.layoutIfNeeded()
        expectFrame(a, 0, 0, 100, 10)

        // Optional to required on an active constraint: refused with a diagnostic, nothing changes.
        let up = LayoutDiagnostics.record { low.priority = .required }
        #expect(up.map(\.kind) == [.invalidPriorityChange])
        #expect(same(up.first?.constraints ?? [], [low]))
        #expect(low.priority == .defaultHigh)
        #expect(low.isActive)

        // Required to optional on an active constraint: refused too.
        let down = LayoutDiagnostics.record { height.priority = LayoutPriority(999) }
        #expect(down.map(\.kind) == [.invalidPriorityChange])
        #expect(same(down.first?.constraints ?? [], [height]))
        #expect(height.priority == .required)

        // On an inactive constraint the move is allowed.
        let inactive = a.widthAnchor.constraint(equalToConstant: 1)
        let ok = LayoutDiagnostics.record {
            inactive.priority = LayoutPriority(999)
            inactive.priority = .required
            inactive.priority = .fittingSizeLevel
        }
        #expect(ok.isEmpty)
        #expect(inactive.priority == .fittingSizeLevel)
    }

    @Test func activateDeactivateAndInstallation() {
        let top = makeRoot()
        let container = makeView("container", in: top)
        let a = makeView("a", in: container)
        let b = makeView("b", in: container)
        let siblings = a.leftAnchor.constraint(equalTo: b.leftAnchor)
        let own = a.widthAnchor.constraint(equalToConstant: 10)
        let toAncestor = a.topAnchor.constraint(equalTo: top.topAnchor)
        LayoutConstraint.activate([siblings, own, toAncestor])
        #expect(siblings.isActive && own.isActive && toAncestor.isActive)
        // Installed on the closest common ancestor (UIKit's activate documentation); a
        // constraint on one item on that item.
        #expect(holds(container.constraints, siblings))
        #expect(holds(a.constraints, own))
        #expect(holds(top.constraints, toAncestor))
        #expect(!holds(top.constraints, siblings))

        LayoutConstraint.deactivate([siblings, own])
        #expect(!siblings.isActive && !own.isActive && toAncestor.isActive)
        #expect(!holds(container.constraints, siblings))
        #expect(!holds(a.constraints, own))

        // addConstraint(s) / removeConstraint(s): installed on the receiver, active.
        top.addConstraint(siblings)
        #expect(siblings.isActive)
        #expect(holds(top.constraints, siblings))
        top.addConstraints([own])
        #expect(own.isActive && holds(top.constraints, own))
        top.removeConstraint(siblings)
        #expect(!siblings.isActive && !holds(top.constraints, siblings))
        top.removeConstraints([own, toAncestor])
        #expect(!own.isActive && !toAncestor.isActive)
        #expect(top.constraints.isEmpty)

        // A view that is not an ancestor of both items cannot hold the constraint (UIKit: "The
        // view hierarchy is not prepared for the constraint").
        let diagnostics = LayoutDiagnostics.record { b.addConstraint(siblings) }
        #expect(diagnostics.map(\.kind) == [.hierarchyNotPrepared])
        #expect(!siblings.isActive)
    }

    // MARK: - Anchors

    @Test func everyAnchorAndAnchorMethod() {
        let top = makeRoot()
        let a = makeView("a", in: top)
        let b = makeView("b", in: top)
        let c = makeView("c", in: top)
        let d = makeView("d", in: top)
        activate([
            a.leftAnchor.constraint(equalTo: top.leftAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: top.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalToConstant: 50),

            b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 5),  // 115
            b.topAnchor.constraint(equalTo: a.bottomAnchor),  // 70
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),  // 50
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2, constant: 10),  // 110

            c.centerXAnchor.constraint(equalTo: top.centerXAnchor),  // 160
            c.centerYAnchor.constraint(equalTo: top.centerYAnchor),  // 240
            c.widthAnchor.constraint(equalTo: b.widthAnchor, constant: -10),  // 40
            c.heightAnchor.constraint(equalTo: c.widthAnchor),  // 40

            // Left to right (the default): leading is left, trailing is right.
            d.leadingAnchor.constraint(equalTo: top.leadingAnchor, constant: 8),
            d.trailingAnchor.constraint(equalTo: top.trailingAnchor, constant: -8),
            // A plain view's baselines are its bottom edge.
            d.lastBaselineAnchor.constraint(equalTo: a.lastBaselineAnchor),  // bottom 70
            d.heightAnchor.constraint(equalToConstant: 30),
        ])
        top.layoutIfNeeded()
        expectFrame(a, 10, 20, 100, 50)
        expectFrame(b, 115, 70, 50, 110)
        expectFrame(c, 140, 220, 40, 40)
        expectFrame(d, 8, 40, 304, 30)

        let e = makeView("e", in: top)
        activate([
            e.firstBaselineAnchor.constraint(equalTo: b.firstBaselineAnchor, constant: 1),  // bottom 181
            e.heightAnchor.constraint(equalToConstant: 1),
            e.leftAnchor.constraint(equalTo: top.leftAnchor),
            e.widthAnchor.constraint(equalToConstant: 1),
        ])
        top.layoutIfNeeded()
        expectFrame(e, 0, 180, 1, 1)
    }

    @Test func inequalityAnchorsHoldTheirBound() {
        let top = makeRoot()
        let a = makeView("a", in: top)
        activate(place(a, in: top, 10, 20, 100, 50))
        let views = (0..<8).map { makeView("v\($0)", in: top) }
        // Each view is pulled by a weak (250) constraint against the inequality it is given; the
        // inequality wins and the value sits on its bound.
        let pullLeftToZero: (View) -> LayoutConstraint = { withPriority($0.leftAnchor.constraint(equalTo: top.leftAnchor), .defaultLow) }
        let pullLeftFar: (View) -> LayoutConstraint = { withPriority($0.leftAnchor.constraint(equalTo: top.leftAnchor, constant: 1000), .defaultLow) }
        let pullWidthToZero: (View) -> LayoutConstraint = { withPriority($0.widthAnchor.constraint(equalToConstant: 0), .defaultLow) }
        let pullWidthFar: (View) -> LayoutConstraint = { withPriority($0.widthAnchor.constraint(equalToConstant: 1000), .defaultLow) }
        var list: [LayoutConstraint] = []
        for view in views {
            list += [view.topAnchor.constraint(equalTo: top.topAnchor), view.heightAnchor.constraint(equalToConstant: 1)]
        }
        list += [
            views[0].leftAnchor.constraint(greaterThanOrEqualTo: a.rightAnchor), pullLeftToZero(views[0]),  // 110
            views[0].widthAnchor.constraint(equalToConstant: 1),
            views[1].leftAnchor.constraint(greaterThanOrEqualTo: a.rightAnchor, constant: 20), pullLeftToZero(views[1]),  // 130
            views[1].widthAnchor.constraint(equalToConstant: 1),
            views[2].leftAnchor.constraint(lessThanOrEqualTo: a.leftAnchor), pullLeftFar(views[2]),  // 10
            views[2].widthAnchor.constraint(equalToConstant: 1),
            views[3].rightAnchor.constraint(lessThanOrEqualTo: top.rightAnchor, constant: -30), pullLeftFar(views[3]),  // right 290
            views[3].widthAnchor.constraint(equalToConstant: 10),
            views[4].leftAnchor.constraint(equalTo: top.leftAnchor),
            views[4].widthAnchor.constraint(greaterThanOrEqualToConstant: 60), pullWidthToZero(views[4]),
            views[5].leftAnchor.constraint(equalTo: top.leftAnchor),
            views[5].widthAnchor.constraint(lessThanOrEqualToConstant: 80), pullWidthFar(views[5]),
            views[6].leftAnchor.constraint(equalTo: top.leftAnchor),
            views[6].widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor), pullWidthToZero(views[6]),  // 100
            views[7].leftAnchor.constraint(equalTo: top.leftAnchor),
            views[7].widthAnchor.constraint(lessThanOrEqualTo: a.widthAnchor), pullWidthFar(views[7]),  // 100
        ]
        activate(list)
        top.layoutIfNeeded()
        expectFrame(views[0], 110, 0, 1, 1)
        expectFrame(views[1], 130, 0, 1, 1)
        expectFrame(views[2], 10, 0, 1, 1)
        expectFrame(views[3], 280, 0, 10, 1)
        expectFrame(views[4], 0, 0, 60, 1)
        expectFrame(views[5], 0, 0, 80, 1)
        expectFrame(views[6], 0, 0, 100, 1)
        expectFrame(views[7], 0, 0, 100, 1)
    }

    @Test func dimensionInequalitiesWithMultipliers() {
        let top = makeRoot()
        let a = makeView("a", in: top)
        activate(place(a, in: top, 0, 0, 100, 50))
        let views = (0..<4).map { makeView("m\($0)", in: top) }
        var list: [LayoutConstraint] = []
        for view in views {
            list += [view.leftAnchor.constraint(equalTo: top.leftAnchor), view.topAnchor.constraint(equalTo: top.topAnchor),
                     view.heightAnchor.constraint(equalToConstant: 1)]
        }
        list += [
            views[0].widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, multiplier: 0.8),  // >= 80
            withPriority(views[0].widthAnchor.constraint(equalToConstant: 0), .defaultLow),
            views[1].widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, multiplier: 0.8, constant: 5),  // >= 85
            withPriority(views[1].widthAnchor.constraint(equalToConstant: 0), .defaultLow),
            views[2].widthAnchor.constraint(lessThanOrEqualTo: a.heightAnchor, multiplier: 2),  // <= 100
            withPriority(views[2].widthAnchor.constraint(equalToConstant: 1000), .defaultLow),
            views[3].widthAnchor.constraint(lessThanOrEqualTo: a.heightAnchor, multiplier: 2, constant: -1.5),  // <= 98.5
            withPriority(views[3].widthAnchor.constraint(equalToConstant: 1000), .defaultLow),
        ]
        activate(list)
        top.layoutIfNeeded()
        expectFrame(views[0], 0, 0, 80, 1)
        expectFrame(views[1], 0, 0, 85, 1)
        expectFrame(views[2], 0, 0, 100, 1)
        expectFrame(views[3], 0, 0, 98.5, 1)
    }

    @Test func everyAttributeThroughTheInitializer() {
        // The attributes as NSLayoutConstraint's initializer takes them, with a plain view (no
        // margins set: UIKit's default layout margins are 8 on each side).
        let top = makeRoot()
        let box = makeView("box", in: top)
        activate(place(box, in: top, 20, 30, 200, 100))
        func probe(_ attribute: LayoutAttribute, _ probeAttribute: LayoutAttribute) -> Double {
            let p = makeView("probe", in: box)
            let isX = attribute.axis == .horizontal
            activate([
                LayoutConstraint(item: p, attribute: probeAttribute, relatedBy: .equal, toItem: box, attribute: attribute,
                                 multiplier: 1, constant: 0),
                isX ? p.widthAnchor.constraint(equalToConstant: 0) : p.heightAnchor.constraint(equalToConstant: 0),
                isX ? p.topAnchor.constraint(equalTo: box.topAnchor) : p.leftAnchor.constraint(equalTo: box.leftAnchor),
                isX ? p.heightAnchor.constraint(equalToConstant: 0) : p.widthAnchor.constraint(equalToConstant: 0),
            ])
            top.layoutIfNeeded()
            let value = isX ? p.frame.minX : p.frame.minY
            // Its constraints to the box go with it (a diagnostic each time, recorded here).
            let removal = LayoutDiagnostics.record { p.removeFromSuperview() }
            #expect(removal.map(\.kind) == [.constraintsRemovedWithView])
            return value
        }
        // In the box's own (bounds) space: 200 x 100.
        #expect(probe(.left, .left) == 0)
        #expect(probe(.right, .right) == 200)
        #expect(probe(.leading, .leading) == 0)
        #expect(probe(.trailing, .trailing) == 200)
        #expect(probe(.centerX, .centerX) == 100)
        #expect(probe(.top, .top) == 0)
        #expect(probe(.bottom, .bottom) == 100)
        #expect(probe(.centerY, .centerY) == 50)
        #expect(probe(.lastBaseline, .top) == 100)
        #expect(probe(.firstBaseline, .top) == 100)
        #expect(probe(.leftMargin, .left) == 8)
        #expect(probe(.rightMargin, .left) == 192)
        // Leading and trailing go with leading and trailing only (UIKit refuses left/leading).
        #expect(probe(.leadingMargin, .leading) == 8)
        #expect(probe(.trailingMargin, .leading) == 192)
        #expect(probe(.topMargin, .top) == 8)
        #expect(probe(.bottomMargin, .top) == 92)
        #expect(probe(.centerXWithinMargins, .left) == 100)
        #expect(probe(.centerYWithinMargins, .top) == 50)

        // Width and height through the initializer, and a constant (notAnAttribute).
        let sized = makeView("sized", in: box)
        activate([
            LayoutConstraint(item: sized, attribute: .width, relatedBy: .equal, toItem: box, attribute: .height,
                             multiplier: 1.5, constant: 0),
            LayoutConstraint(item: sized, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                             multiplier: 1, constant: 12),
            sized.leftAnchor.constraint(equalTo: box.leftAnchor), sized.topAnchor.constraint(equalTo: box.topAnchor),
        ])
        top.layoutIfNeeded()
        expectFrame(sized, 0, 0, 150, 12)
    }

    // MARK: - Coordinate spaces

    @Test func positionMultiplierInsideAnOffsetContainer() {
        let top = makeRoot()
        let container = makeView("container", in: top)
        let placed = place(container, in: top, 100, 50, 200, 100)
        activate(placed)
        let inner = makeView("inner", in: container)
        activate([
            // NSLayoutXAxisAnchor has no multiplier method: the initializer says it.
            LayoutConstraint(item: inner, attribute: .right, relatedBy: .equal, toItem: container, attribute: .right,
                             multiplier: 0.5, constant: 0),
            inner.leftAnchor.constraint(equalTo: container.leftAnchor),
            inner.topAnchor.constraint(equalTo: container.topAnchor),
            inner.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
        ])
        top.layoutIfNeeded()
        expectFrame(container, 100, 50, 200, 100)
        // right = 200 * 0.5 = 100 in the container's space, wherever the container sits.
        expectFrame(inner, 0, 0, 100, 90)

        // Moving the container leaves the child's frame (in the container) alone.
        placed[0].constant = 10
        top.layoutIfNeeded()
        expectFrame(container, 10, 50, 200, 100)
        expectFrame(inner, 0, 0, 100, 90)
    }

    @Test func positionMultiplierAgainstAnAncestorAndCousins() {
        let top = makeRoot()
        let boxA = makeView("boxA", in: top)
        let boxB = makeView("boxB", in: top)
        activate(place(boxA, in: top, 100, 50, 200, 100) + place(boxB, in: top, 10, 200, 100, 100))
        let a1 = makeView("a1", in: boxA)
        let b1 = makeView("b1", in: boxB)
        activate(place(b1, in: boxB, 5, 7, 20, 20))
        activate([
            // Cousins: compared in the root's space. b1's left there is 10 + 5 = 15.
            a1.leftAnchor.constraint(equalTo: b1.leftAnchor),
            // An ancestor with a multiplier, in the root's space: root.centerY = 240 * 0.5 = 120;
            // b1's centerY there is 200 + 7 + 10 = 217.
            LayoutConstraint(item: a1, attribute: .centerY, relatedBy: .equal, toItem: top, attribute: .centerY,
                             multiplier: 0.5, constant: 0),
            a1.widthAnchor.constraint(equalTo: b1.widthAnchor),
            a1.heightAnchor.constraint(equalToConstant: 10),
        ])
        top.layoutIfNeeded()
        // x in boxA: 15 - 100 = -85; centerY in the root 120, minY 115, in boxA 65.
        expectFrame(a1, -85, 65, 20, 10)
    }

    @Test func ancestorSeenThroughItsBoundsOrigin() {
        // Issue 4: "the ancestor itself is seen through its bounds (so superview.left is its
        // bounds' minX)"; Apple's TN2154 (UIScrollView and Auto Layout): pinning a view to its
        // superview's left edge pins it to the minimum x of the superview's bounds, and changing
        // the bounds origin does not change the position of the view (scroll views excepted).
        let top = makeRoot()
        let container = makeView("container", in: top)
        activate(place(container, in: top, 100, 50, 200, 100))
        let inner = makeView("inner", in: container)
        activate([
            inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            inner.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            inner.leftAnchor.constraint(equalTo: container.leftAnchor),
            LayoutConstraint(item: inner, attribute: .right, relatedBy: .equal, toItem: container, attribute: .right,
                             multiplier: 0.5, constant: 0),
        ])
        top.layoutIfNeeded()
        expectFrame(inner, 0, 10, 100, 90)
        container.bounds.origin = CGPoint(x: 40, y: 30)
        top.layoutIfNeeded()
        // left = bounds.minX = 40, right = (40 + 200) * 0.5 = 120; top 30 + 10, bottom 30 + 100.
        expectFrame(inner, 40, 40, 80, 90)
        expectFrame(container, 100, 50, 200, 100)
    }

    @Test func cousinsThroughAnIntermediateBoundsOrigin() {
        let top = makeRoot()
        let boxA = makeView("boxA", in: top)
        let boxB = makeView("boxB", in: top)
        activate(place(boxA, in: top, 100, 50, 200, 100) + place(boxB, in: top, 10, 200, 100, 100))
        let a1 = makeView("a1", in: boxA)
        let b1 = makeView("b1", in: boxB)
        activate(place(b1, in: boxB, 5, 7, 20, 20))
        activate([
            a1.leftAnchor.constraint(equalTo: b1.leftAnchor),
            a1.topAnchor.constraint(equalTo: b1.bottomAnchor),
            a1.widthAnchor.constraint(equalToConstant: 1), a1.heightAnchor.constraint(equalToConstant: 1),
        ])
        boxA.bounds.origin = CGPoint(x: 20, y: -5)
        top.layoutIfNeeded()
        // b1 in the root: left 15, bottom 227. A point p of boxA's bounds space is at
        // boxA.origin + p - boxA.bounds.origin in the root: x = 15 - 100 + 20, y = 227 - 50 - 5.
        expectFrame(a1, -65, 172, 1, 1)
        // The same point through convert(_:to:).
        let inRoot = boxA.convert(a1.frame.origin, to: top)
        #expect(abs(inRoot.x - 15) < 1e-9 && abs(inRoot.y - 227) < 1e-9)
    }

    // MARK: - Autoresizing

    /// A superview 200 x 100 with a subview at (20, 10, 100, 50) with `mask`, resized to
    /// 300 x 160 (the width grows by 100, the height by 60).
    private func resized(_ mask: AutoresizingMask, constrainedSibling: Bool) -> (View, View?) {
        let top = makeRoot(width: 400, height: 400)
        let sup = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        sup.name = "sup"
        top.addSubview(sup)
        let view = View(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        view.name = "masked"
        view.autoresizingMask = mask
        sup.addSubview(view)
        var sibling: View?
        if constrainedSibling {
            // A view placed by Auto Layout from the masked view: the masked view's autoresizing
            // becomes constraints.
            let s = makeView("sibling", in: sup)
            activate([
                s.leftAnchor.constraint(equalTo: view.rightAnchor, constant: 1),
                s.topAnchor.constraint(equalTo: view.bottomAnchor, constant: 2),
                s.widthAnchor.constraint(equalTo: view.widthAnchor),
                s.heightAnchor.constraint(equalTo: view.heightAnchor),
            ])
            sibling = s
        }
        top.layoutIfNeeded()
        sup.frame = CGRect(x: 0, y: 0, width: 300, height: 160)
        top.layoutIfNeeded()
        return (view, sibling)
    }

    @Test(arguments: [false, true])
    func eachAutoresizingMaskAloneAndCombined(constrainedSibling: Bool) {
        // UIView.autoresizingMask: a fixed part keeps its size; when several parts along an axis
        // are flexible the change is shared in proportion to their sizes. Margins before the
        // resize: left 20, right 80, top 10, bottom 40.
        let cases: [(AutoresizingMask, (Double, Double, Double, Double))] = [
            ([], (20, 10, 100, 50)),
            (.flexibleLeftMargin, (120, 10, 100, 50)),
            (.flexibleWidth, (20, 10, 200, 50)),
            (.flexibleRightMargin, (20, 10, 100, 50)),
            (.flexibleTopMargin, (20, 70, 100, 50)),
            (.flexibleHeight, (20, 10, 100, 110)),
            (.flexibleBottomMargin, (20, 10, 100, 50)),
            // 20 : 80 of 100.
            ([.flexibleLeftMargin, .flexibleRightMargin], (40, 10, 100, 50)),
            // 20 : 100 of 100.
            ([.flexibleLeftMargin, .flexibleWidth], (20 + 100.0 * 20 / 120, 10, 100 + 100.0 * 100 / 120, 50)),
            // 100 : 80 of 100.
            ([.flexibleWidth, .flexibleRightMargin], (20, 10, 100 + 100.0 * 100 / 180, 50)),
            // 20 : 100 : 80 of 100.
            ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], (30, 10, 150, 50)),
            // 10 : 40 of 60.
            ([.flexibleTopMargin, .flexibleBottomMargin], (20, 22, 100, 50)),
            // 10 : 50 of 60.
            ([.flexibleTopMargin, .flexibleHeight], (20, 20, 100, 100)),
            // 50 : 40 of 60.
            ([.flexibleHeight, .flexibleBottomMargin], (20, 10, 100, 50 + 60.0 * 50 / 90)),
            // 10 : 50 : 40 of 60.
            ([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], (20, 16, 100, 80)),
            ([.flexibleWidth, .flexibleHeight], (20, 10, 200, 110)),
            ([.flexibleLeftMargin, .flexibleBottomMargin], (120, 10, 100, 50)),
            ([.flexibleRightMargin, .flexibleTopMargin], (20, 70, 100, 50)),
        ]
        for (mask, expected) in cases {
            let (view, sibling) = resized(mask, constrainedSibling: constrainedSibling)
            expectFrame(view, expected.0, expected.1, expected.2, expected.3)
            if let sibling {
                expectFrame(sibling, expected.0 + expected.2 + 1, expected.1 + expected.3 + 2, expected.2, expected.3)
            }
        }
    }

    @Test func autoresizingShrinksBackLinearly() {
        let top = makeRoot(width: 400, height: 400)
        let sup = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        top.addSubview(sup)
        let view = View(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        view.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleBottomMargin, .flexibleHeight]
        sup.addSubview(view)
        top.layoutIfNeeded()
        sup.frame.size = CGSize(width: 300, height: 160)
        top.layoutIfNeeded()
        // x: 20 : 100 of +100; y: fixed top, 50 : 40 of +60.
        expectFrame(view, 20 + 100.0 / 6, 10, 100 + 500.0 / 6, 50 + 100.0 / 3)
        sup.frame.size = CGSize(width: 200, height: 100)
        top.layoutIfNeeded()
        expectFrame(view, 20, 10, 100, 50)
        // A root's own resize also drives its subviews' masks.
        let flexible = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        flexible.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        top.addSubview(flexible)
        top.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
        top.layoutIfNeeded()
        expectFrame(flexible, 0, 0, 500, 300)
    }

    @Test func framesOfAutoresizingViewsFeedConstraints() {
        let top = makeRoot()
        let framed = View(frame: CGRect(x: 20, y: 30, width: 50, height: 40))
        framed.name = "framed"
        top.addSubview(framed)
        let follower = makeView("follower", in: top)
        activate([
            follower.leftAnchor.constraint(equalTo: framed.rightAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: framed.topAnchor),
            follower.widthAnchor.constraint(equalTo: framed.widthAnchor),
            follower.heightAnchor.constraint(equalTo: framed.heightAnchor, multiplier: 0.5),
        ])
        top.layoutIfNeeded()
        expectFrame(framed, 20, 30, 50, 40)
        expectFrame(follower, 75, 30, 50, 20)
        // Setting the frame of a view that translates its autoresizing mask moves what follows it.
        framed.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        top.layoutIfNeeded()
        expectFrame(framed, 0, 0, 10, 10)
        expectFrame(follower, 15, 0, 10, 5)
        // A required constraint on the framed view itself conflicts with its frame's constraints.
        let diagnostics = LayoutDiagnostics.record {
            framed.widthAnchor.constraint(equalToConstant: 99).isActive = true
            top.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [.unsatisfiable])
    }

    // MARK: - Layout pass

    @Test func layoutSubviewsRunsTopDownAfterFramesAreSet() {
        let log = Log()
        let top = TracingView("root", log: log)
        top.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let a = TracingView("a", log: log)
        let a1 = TracingView("a1", log: log)
        let b = TracingView("b", log: log)
        for (view, parent) in [(a, top), (a1, a), (b, top)] as [(View, View)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
        }
        activate(place(a, in: top, 10, 10, 100, 100) + place(a1, in: a, 5, 6, 7, 8) + place(b, in: top, 0, 200, 50, 50))
        for view in [top, a, a1, b] { view.setNeedsLayout() }
        top.layoutIfNeeded()
        let layouts = log.entries.filter { $0.hasPrefix("layout") }
        // UIKit: a view's layoutSubviews before its subviews' (top-down, depth first).
        #expect(layouts == ["layout root", "layout a", "layout a1", "layout b"])
        // super.layoutSubviews() has placed the subviews.
        #expect(top.subviewFrameAfterSuper == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(a.subviewFrameAfterSuper == CGRect(x: 5, y: 6, width: 7, height: 8))

        // Nothing pending: nothing runs.
        log.entries = []
        top.layoutIfNeeded()
        #expect(log.entries.isEmpty)

        // Only the view marked.
        a1.setNeedsLayout()
        top.layoutIfNeeded()
        #expect(log.entries == ["layout a1"])
        #expect(!a1.needsLayout)

        // A constant change relays out the superview whose subview moves.
        log.entries = []
        a.constraints.first { $0.firstAttribute == .width }?.constant = 60
        top.layoutIfNeeded()
        expectFrame(a, 10, 10, 60, 100)
        #expect(log.entries.contains("layout root"))
    }

    @Test func updateConstraintsPassRunsBottomUp() {
        let log = Log()
        let top = TracingView("root", log: log)
        top.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let a = TracingView("a", log: log)
        a.translatesAutoresizingMaskIntoConstraints = false
        top.addSubview(a)
        let a1 = TracingView("a1", log: log)
        a1.translatesAutoresizingMaskIntoConstraints = false
        a.addSubview(a1)
        // a1's left is left to a's updateConstraints().
        activate(place(a, in: top, 0, 0, 100, 100) + Array(place(a1, in: a, 0, 0, 10, 10).dropFirst()))
        let first = LayoutDiagnostics.record { top.layoutIfNeeded() }
        #expect(first.isEmpty)

        log.entries = []
        a.updateCount = 0
        a.pendingConstraint = a1.leftAnchor.constraint(equalTo: a.leftAnchor, constant: 1)
        a.setNeedsUpdateConstraints()
        a1.setNeedsUpdateConstraints()
        top.setNeedsUpdateConstraints()
        #expect(a.needsUpdateConstraints())
        top.updateConstraintsIfNeeded()
        // UIKit's update pass goes from the leaves up.
        #expect(log.entries == ["update a1", "update a", "update root"])
        #expect(!a.needsUpdateConstraints())
        // Again without a request: nothing.
        top.updateConstraintsIfNeeded()
        #expect(a.updateCount == 1)
        #expect(a.pendingConstraint == nil)
        top.layoutIfNeeded()
        expectFrame(a1, 1, 0, 10, 10)

        // layoutIfNeeded() runs a pending update pass first.
        a.pendingConstraint = withPriority(a1.topAnchor.constraint(equalTo: a.topAnchor, constant: 3), .defaultHigh)
        a.setNeedsUpdateConstraints()
        top.layoutIfNeeded()
        #expect(a.updateCount == 2)
        // The optional top (750) loses to the required one (top == a.top).
        expectFrame(a1, 1, 0, 10, 10)
    }

    @Test func viewWithoutEnoughConstraintsHasItsDocumentedFrame() {
        let top = makeRoot()
        let loose = makeView("loose", in: top)
        activate([loose.leftAnchor.constraint(equalTo: top.leftAnchor, constant: 10),
                       loose.widthAnchor.constraint(equalToConstant: 50)])
        top.layoutIfNeeded()
        // Documented (layoutIfNeeded): an undetermined position or size reads 0.
        expectFrame(loose, 10, 0, 50, 0)
        #expect(loose.hasAmbiguousLayout)
    }

    // MARK: - Diagnostics

    @Test func unsatisfiableNamesTheConflictAndTheBrokenConstraint() {
        let top = makeRoot()
        let a = makeView("a", in: top)
        activate([a.leftAnchor.constraint(equalTo: top.leftAnchor), a.topAnchor.constraint(equalTo: top.topAnchor),
                       a.heightAnchor.constraint(equalToConstant: 10)])
        let first = a.widthAnchor.constraint(equalToConstant: 100)
        first.identifier = "first"
        let second = a.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "second"
        let unrelated = a.heightAnchor.constraint(lessThanOrEqualToConstant: 500)
        let diagnostics = LayoutDiagnostics.record {
            LayoutConstraint.activate([first, unrelated, second])
            top.layoutIfNeeded()
        }
        #expect(diagnostics.map(\.kind) == [.unsatisfiable])
        let d = diagnostics.first
        // The minimal set: the two widths (not the unrelated height), the broken one last.
        #expect(d?.constraints.count == 2)
        #expect(d.map { holds($0.constraints, first) && holds($0.constraints, second) } == true)
        #expect(d?.constraints.last === second)
        #expect(d?.message.contains("<LayoutConstraint:first View:a.width == 100>") == true)
        #expect(d?.message.contains("<LayoutConstraint:second View:a.width == 200>") == true)
        // The layout goes on with the kept constraint.
        expectFrame(a, 0, 0, 100, 10)
    }

    @Test func noCommonAncestorIsRefused() {
        let one = makeRoot()
        let other = makeRoot()
        let a = makeView("a", in: one)
        let b = makeView("b", in: other)
        let c = a.leftAnchor.constraint(equalTo: b.leftAnchor)
        let diagnostics = LayoutDiagnostics.record { c.isActive = true }
        #expect(diagnostics.map(\.kind) == [.noCommonAncestor])
        #expect(same(diagnostics.first?.constraints ?? [], [c]))
        #expect(!c.isActive)
        #expect(one.constraints.isEmpty && other.constraints.isEmpty && a.constraints.isEmpty)
    }

    @Test func invalidValuesAreRefusedWithNothingHalfInstalled() {
        let top = makeRoot()
        let a = makeView("a", in: top)
        let nanConstant = a.widthAnchor.constraint(equalToConstant: .nan)
        let infiniteConstant = a.leftAnchor.constraint(equalTo: top.leftAnchor, constant: .infinity)
        let nanMultiplier = a.widthAnchor.constraint(equalTo: top.widthAnchor, multiplier: .nan)
        let infiniteMultiplier = a.widthAnchor.constraint(equalTo: top.widthAnchor, multiplier: -.infinity)
        for c in [nanConstant, infiniteConstant, nanMultiplier, infiniteMultiplier] {
            let diagnostics = LayoutDiagnostics.record { c.isActive = true }
            #expect(diagnostics.map(\.kind) == [.invalidValue])
            #expect(same(diagnostics.first?.constraints ?? [], [c]))
            #expect(!c.isActive)
        }
        #expect(top.constraints.isEmpty && a.constraints.isEmpty)

        // Setting a non-finite constant on an active constraint: refused, the old one stays.
        let width = a.widthAnchor.constraint(equalToConstant: 40)
        activate([width, a.heightAnchor.constraint(equalToConstant: 5), a.leftAnchor.constraint(equalTo: top.leftAnchor),
                       a.topAnchor.constraint(equalTo: top.topAnchor)])
        let refused = LayoutDiagnostics.record {
            width.constant = .infinity
            width.constant = .nan
        }
        #expect(refused.map(\.kind) == [.invalidValue, .invalidValue])
        #expect(width.constant == 40)
        top.layoutIfNeeded()
        expectFrame(a, 0, 0, 40, 5)

        // A priority outside 0 < p <= 1000.
        let outOfRange = LayoutDiagnostics.record {
            width.priority = LayoutPriority(1001)
            width.priority = LayoutPriority(0)
        }
        #expect(outOfRange.map(\.kind) == [.invalidValue, .invalidValue])
        #expect(width.priority == .required)
    }

    @Test func zeroMultiplierOnASecondItemIsRefused() {
        let top = makeRoot()
        let a = makeView("a", in: top)
        let c = a.widthAnchor.constraint(equalTo: top.widthAnchor, multiplier: 0, constant: 10)
        let diagnostics = LayoutDiagnostics.record { c.isActive = true }
        #expect(diagnostics.count == 1)
        #expect(same(diagnostics.first?.constraints ?? [], [c]))
        #expect(!c.isActive)
        #expect(a.constraints.isEmpty && top.constraints.isEmpty)
    }

    @Test func removingAViewDeactivatesTheConstraintsThatPointAtIt() {
        let top = makeRoot()
        let a = makeView("a", in: top)
        let b = makeView("b", in: top)
        activate(place(a, in: top, 10, 10, 50, 50))
        let follow = b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 5)
        let own = b.widthAnchor.constraint(equalToConstant: 20)
        activate([follow, own, b.topAnchor.constraint(equalTo: top.topAnchor), b.heightAnchor.constraint(equalToConstant: 20)])
        top.layoutIfNeeded()
        expectFrame(b, 65, 0, 20, 20)
        let diagnostics = LayoutDiagnostics.record {
            a.removeFromSuperview()
            top.layoutIfNeeded()
        }
        #expect(!follow.isActive)
        #expect(!holds(top.constraints, follow))
        #expect(diagnostics.map(\.kind) == [.constraintsRemovedWithView])
        #expect(diagnostics.first.map { holds($0.constraints, follow) } == true)
        // a's constraints to the root went too; its own (width, height) stay with it.
        #expect(a.constraints.count == 2)
        #expect(own.isActive)
        // b's left is no longer constrained: 0 (documented).
        expectFrame(b, 0, 0, 20, 20)
        // Adding a back does not bring the constraint back (UIKit).
        top.addSubview(a)
        top.layoutIfNeeded()
        #expect(!follow.isActive)
    }

    @Test func recordIsTaskLocal() async {
        let seen = await LayoutDiagnostics.recordAsync()
        #expect(seen.count == 2)
        #expect(seen.contains([.noCommonAncestor]))
        #expect(seen.contains([.invalidValue]))
    }

    @Test func autoresizingFramesIgnoreTheSuperviewsBoundsOrigin() {
        // A frame is in the superview's bounds space: scrolling the superview (its bounds origin)
        // moves neither a framed view nor what is constrained to it.
        let top = makeRoot()
        let sup = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        top.addSubview(sup)
        let framed = View(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        framed.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        sup.addSubview(framed)
        let follower = makeView("follower", in: sup)
        activate([
            follower.leftAnchor.constraint(equalTo: framed.rightAnchor), follower.topAnchor.constraint(equalTo: framed.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 5), follower.heightAnchor.constraint(equalToConstant: 5),
        ])
        top.layoutIfNeeded()
        sup.bounds.origin = CGPoint(x: 7, y: 50)
        top.layoutIfNeeded()
        expectFrame(framed, 20, 10, 100, 50)
        expectFrame(follower, 120, 10, 5, 5)
        // Resized while scrolled: +100 wide (flexible width), +60 high (flexible top margin).
        sup.frame = CGRect(x: 0, y: 0, width: 300, height: 160)
        top.layoutIfNeeded()
        expectFrame(framed, 20, 70, 200, 50)
        expectFrame(follower, 220, 70, 5, 5)
        #expect(sup.bounds == CGRect(x: 7, y: 50, width: 300, height: 160))
    }

    @Test func fillingSubviewIdiomFollowsAnAutoLayoutContainer() {
        // UIKit's idiom: `sub.frame = container.bounds; sub.autoresizingMask = [.flexibleWidth,
        // .flexibleHeight]` while the container is still zero-sized; the subview then follows
        // every size the container gets.
        let top = makeRoot()
        let container = makeView("container", in: top)
        let fill = View(frame: container.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(fill)
        let width = container.widthAnchor.constraint(equalToConstant: 200)
        activate([container.leftAnchor.constraint(equalTo: top.leftAnchor, constant: 10),
                       container.topAnchor.constraint(equalTo: top.topAnchor, constant: 20), width,
                       container.heightAnchor.constraint(equalToConstant: 100)])
        top.layoutIfNeeded()
        expectFrame(container, 10, 20, 200, 100)
        expectFrame(fill, 0, 0, 200, 100)
        width.constant = 300
        top.layoutIfNeeded()
        expectFrame(fill, 0, 0, 300, 100)
        // Resizing through the bounds keeps the center (UIKit) and drives the masks too.
        let sup = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let sub = View(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        sub.autoresizingMask = .flexibleWidth
        sup.addSubview(sub)
        sup.bounds.size = CGSize(width: 300, height: 100)
        #expect(sup.frame == CGRect(x: -50, y: 0, width: 300, height: 100))
        #expect(sub.frame == CGRect(x: 20, y: 10, width: 200, height: 50))
    }

    @Test func moreInstallationRules() {
        let top = makeRoot()
        let a = makeView("a", in: top)
        let own = a.widthAnchor.constraint(equalToConstant: 5)
        own.isActive = true
        // UIKit: removeConstraint on a view that does not hold the constraint does nothing.
        top.removeConstraint(own)
        #expect(own.isActive)
        #expect(holds(a.constraints, own))
        // Activating twice, deactivating twice: no change, no diagnostic.
        let quiet = LayoutDiagnostics.record {
            LayoutConstraint.activate([own])
            own.isActive = false
            LayoutConstraint.deactivate([own])
        }
        #expect(quiet.isEmpty)
        #expect(!own.isActive)

        // Deactivated then activated again: it takes effect again.
        let left = a.leftAnchor.constraint(equalTo: top.leftAnchor, constant: 33)
        activate([left, own, a.topAnchor.constraint(equalTo: top.topAnchor), a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2)])
        top.layoutIfNeeded()
        expectFrame(a, 33, 0, 5, 10)
        left.isActive = false
        top.layoutIfNeeded()
        expectFrame(a, 0, 0, 5, 10)
        left.isActive = true
        top.layoutIfNeeded()
        expectFrame(a, 33, 0, 5, 10)
        #expect(holds(top.constraints, left))

        // Moving a view to another superview deactivates the constraints that tied it to its old
        // place, as removing it does; those inside the moved subtree stay.
        let b = makeView("b", in: top)
        let inner = makeView("inner", in: a)
        let tie = b.leftAnchor.constraint(equalTo: inner.leftAnchor)
        let inside = inner.widthAnchor.constraint(equalTo: a.widthAnchor)
        activate([tie, inside])
        let other = makeView("other", in: top)
        let moved = LayoutDiagnostics.record { other.addSubview(a) }
        #expect(moved.map(\.kind) == [.constraintsRemovedWithView])
        #expect(moved.first.map { holds($0.constraints, tie) && holds($0.constraints, left) } == true)
        #expect(!tie.isActive && !left.isActive)
        #expect(inside.isActive && own.isActive)
        #expect(holds(a.constraints, inside))
    }

    @Test func unsatisfiableIsReportedWhenTheConflictIsActivated() {
        let top = makeRoot()
        let a = makeView("a", in: top)
        let one = a.widthAnchor.constraint(equalToConstant: 1)
        let two = a.widthAnchor.constraint(equalToConstant: 2)
        let diagnostics = LayoutDiagnostics.record { LayoutConstraint.activate([one, two]) }
        #expect(diagnostics.map(\.kind) == [.unsatisfiable])
        #expect(same(diagnostics.first?.constraints ?? [], [one, two]))
        // UIKit keeps both active; the broken one is left out of the solution.
        #expect(one.isActive && two.isActive)
        // A constant change that makes a conflict is reported when it is made.
        let min = a.heightAnchor.constraint(greaterThanOrEqualToConstant: 0)
        let max = a.heightAnchor.constraint(lessThanOrEqualToConstant: 10)
        activate([min, max])
        let late = LayoutDiagnostics.record { min.constant = 20 }
        #expect(late.map(\.kind) == [.unsatisfiable])
        #expect(late.first.map { holds($0.constraints, min) && holds($0.constraints, max) } == true)
    }

    @Test func descriptionsInMasonrysGrammar() {
        let top = makeRoot()
        let a = makeView("a", in: top)
        let p = a.widthAnchor.constraint(equalToConstant: 10)
        p.identifier = "k"
        p.priority = LayoutPriority(999)
        #expect(p.description == "<LayoutConstraint:k View:a.width == 10 ^999>")
        p.priority = LayoutPriority(500)
        #expect(p.description == "<LayoutConstraint:k View:a.width == 10 ^medium>")
        p.priority = .defaultLow
        #expect(p.description == "<LayoutConstraint:k View:a.width == 10 ^low>")
        p.priority = .fittingSizeLevel
        #expect(p.description == "<LayoutConstraint:k View:a.width == 10 ^fitting size>")
        let q = a.leftAnchor.constraint(equalTo: top.rightAnchor, constant: -2.5)
        q.identifier = "q"
        #expect(q.description == "<LayoutConstraint:q View:a.left == View:root.right - 2.5>")
        let r = a.widthAnchor.constraint(equalToConstant: 0)
        r.identifier = "r"
        #expect(r.description == "<LayoutConstraint:r View:a.width == 0>")
        let t = a.heightAnchor.constraint(lessThanOrEqualTo: top.widthAnchor, multiplier: 2, constant: 0)
        t.identifier = "t"
        #expect(t.description == "<LayoutConstraint:t View:a.height <= View:root.width * 2>")
    }

    // MARK: - Ambiguity

    @Test func ambiguityQueries() {
        let top = makeRoot()
        let a = makeView("a", in: top)
        let left = a.leftAnchor.constraint(equalTo: top.leftAnchor, constant: 10)
        let topEdge = a.topAnchor.constraint(equalTo: top.topAnchor, constant: 20)
        let width = a.widthAnchor.constraint(greaterThanOrEqualToConstant: 30)
        activate([left, topEdge, width])
        top.layoutIfNeeded()
        #expect(a.hasAmbiguousLayout)
        let before = a.frame
        a.exerciseAmbiguityInLayout()
        let after = a.frame
        // The ambiguous parts (width, height) moved; the constrained ones did not.
        #expect(after.minX == 10 && after.minY == 20)
        #expect(after.size != before.size)
        #expect(after.width >= 30)

        let horizontal = a.constraintsAffectingLayout(for: .horizontal)
        #expect(holds(horizontal, left) && holds(horizontal, width))
        #expect(!holds(horizontal, topEdge))
        let vertical = a.constraintsAffectingLayout(for: .vertical)
        #expect(holds(vertical, topEdge))
        #expect(!holds(vertical, left) && !holds(vertical, width))

        activate([a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 50)])
        #expect(!a.hasAmbiguousLayout)
        top.layoutIfNeeded()
        expectFrame(a, 10, 20, 40, 50)
        a.exerciseAmbiguityInLayout()
        expectFrame(a, 10, 20, 40, 50)
        // A view that translates its (fixed) frame is never ambiguous.
        let framed = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        top.addSubview(framed)
        #expect(!framed.hasAmbiguousLayout)
    }
}

private func same2(_ a: [View], _ b: [View]) -> Bool {
    a.map(ObjectIdentifier.init) == b.map(ObjectIdentifier.init)
}

extension LayoutDiagnostics {
    /// Two concurrent recordings: each sees only its own diagnostic. Returns the kinds each saw.
    fileprivate static func recordAsync() async -> [[LayoutDiagnostic.Kind]] {
        await withTaskGroup(of: [LayoutDiagnostic.Kind].self) { group in
            group.addTask {
                LayoutDiagnostics.record {
                    let a = View(), b = View()
                    a.leftAnchor.constraint(equalTo: b.leftAnchor).isActive = true
                }.map(\.kind)
            }
            group.addTask {
                LayoutDiagnostics.record {
                    let a = View()
                    a.widthAnchor.constraint(equalToConstant: .nan).isActive = true
                }.map(\.kind)
            }
            var all: [[LayoutDiagnostic.Kind]] = []
            for await kinds in group { all.append(kinds) }
            return all
        }
    }
}
