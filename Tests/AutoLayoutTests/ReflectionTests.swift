import Testing
@testable import AutoLayout

// Reflection (`dump`, `Mirror`, a failed `#expect` printing its values) must never crash:
// after a root was freed, its views' tree caches kept an unretained link to it, and a
// mirror copying that link crashed the test process that only wanted to print a failure.
// Constraints, guides and anchors reflect as their meaningful state; views as any class.

/// Visits every child reachable through mirrors (each object once) and returns the count.
private func walk(_ value: Any, seen: inout Set<ObjectIdentifier>, depth: Int = 0) -> Int {
    guard depth < 16 else { return 0 }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class, let object = value as AnyObject? {
        guard seen.insert(ObjectIdentifier(object)).inserted else { return 0 }
    }
    var count = 0
    for child in mirror.children { count += 1 + walk(child.value, seen: &seen, depth: depth + 1) }
    return count
}

private func children(of value: Any) -> [String: String] {
    var result: [String: String] = [:]
    for child in Mirror(reflecting: value).children {
        result[child.label ?? "?"] = String(describing: child.value)
    }
    return result
}

@Suite("Reflection shows state, not internals") struct ReflectionTests {
    @Test func aDiagnosticAfterItsRootWasFreedCanBeWalkedWhole() {
        // The root, not bound, is freed at the end of this statement.
        let (_, a, b, c) = filledTree()
        let equal = c.widthAnchor.constraint(equalTo: b.widthAnchor)
        let recorded = LayoutDiagnostics.record { LayoutConstraint.activate([equal]) }
        #expect(recorded.map(\.kind) == [.unsatisfiable])
        var seen = Set<ObjectIdentifier>()
        // The diagnostic, its three constraints, each with its five fields.
        #expect(walk(recorded, seen: &seen) == 1 + 3 + 3 + 3 * 5)
        // A view reflects as any class does, through its stored properties: every link it
        // holds to a freed object (here, the freed root) reads `nil` by now.
        seen = []
        #expect(walk(a, seen: &seen) > 100)
        var dumped = ""
        dump(a, to: &dumped)
        #expect(dumped.hasPrefix("▿ <View:a; frame = (0 0; 300 600)> #0\n"))
        #expect(dumped.contains("\n  ▿ name: Optional(\"a\")\n"))
    }

    @Test func eachObjectShowsItsState() {
        let root = makeRoot(width: 300, height: 600)
        let v = makeView("v", in: root)
        let width = v.widthAnchor.constraint(equalToConstant: 40)
        width.priority = .defaultHigh
        activate(place(v, in: root, 5, 6, 70, 80).dropLast(2) + [width, v.heightAnchor.constraint(equalToConstant: 80)])
        root.layoutIfNeeded()
        #expect(children(of: width) == [
            "description": width.description, "isActive": "true", "constant": "40.0", "multiplier": "1.0", "priority": "750.0",
        ])
        let guide = LayoutGuide()
        guide.identifier = "g"
        #expect(children(of: guide) == ["identifier": "g", "layoutFrame": "\(CGRect.zero)", "owningView": "nil"])
        root.addLayoutGuide(guide)
        #expect(children(of: guide)["owningView"] == "Optional(\"View:root\")")
        #expect(children(of: v.leftAnchor) == ["item": "View:v", "attribute": "left"])
    }
}
