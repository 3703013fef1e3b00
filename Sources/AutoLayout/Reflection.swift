import Foundation

// What reflection (`dump`, `Mirror`, and a failed `#expect` printing its values) sees of the
// layout objects. Constraints, guides, anchors and the engine show their meaningful state,
// not their internals: those hold unretained links (to an engine, a solver, an item) that a
// printed value has no use for, and the engine's would print the whole solver. A view shows
// its stored properties as any class does (a renderer finds a subclass's `text` or `title`
// that way); the one of them that may point to a freed object, a tree identity's link to a
// root that went away (read only while its generation matches), is hidden: a mirror copying
// it crashed the program that only wanted to print a value.

extension LayoutConstraint: CustomReflectable {
    /// The constraint as its description prints it, and whether it is active.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "description": description,
            "isActive": isActive,
            "constant": constant,
            "multiplier": multiplier,
            "priority": priority.rawValue,
        ], displayStyle: .class)
    }
}

extension LayoutGuide: CustomReflectable {
    /// The guide's identifier, frame and owning view.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "identifier": identifier,
            "layoutFrame": layoutFrame,
            "owningView": owningView.map { $0.layoutDescription } as Any,
        ], displayStyle: .class)
    }
}

extension LayoutAnchor: CustomReflectable {
    /// The anchor's item and attribute.
    public var customMirror: Mirror {
        Mirror(self, children: ["item": item.layoutDescription, "attribute": attribute], displayStyle: .class)
    }
}

extension ItemReference: CustomReflectable {
    /// The item, while it lives.
    public var customMirror: Mirror {
        Mirror(self, children: ["item": (item?.layoutDescription) as Any], displayStyle: .class)
    }
}

extension LayoutEngine: CustomReflectable {
    /// The root, and how many views and constraints are in the engine.
    var customMirror: Mirror {
        Mirror(self, children: [
            "root": root.layoutDescription,
            "views": placedViews.count,
            "constraints": installed.count,
        ], displayStyle: .class)
    }
}

extension TreeIdentity: CustomReflectable {
    /// The generation only: the link to the root may outlive the root (see `rootLink`).
    var customMirror: Mirror {
        Mirror(self, children: ["generation": generation], displayStyle: .class)
    }
}
