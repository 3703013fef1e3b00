import AutoLayout

// What reflection (`dump`, `Mirror`, a failed `#expect` printing its values) sees of the DSL's
// objects: what they stand for, never their unretained links to items and layout
// constraints (see AutoLayout's `Reflection.swift`).

extension Constraint: CustomReflectable {
    /// The layout constraints made so far (a composite's children in chain order) and whether
    /// the constraint is installed.
    public var customMirror: Mirror {
        Mirror(self, children: ["layoutConstraints": layoutConstraints, "isActive": isActive], displayStyle: .class)
    }
}

extension ViewAttribute: CustomReflectable {
    /// The attribute as its description prints it.
    public var customMirror: Mirror {
        Mirror(self, children: ["description": description], displayStyle: .class)
    }
}

extension CompositeViewAttribute: CustomReflectable {
    /// The attributes as their description prints them.
    public var customMirror: Mirror {
        Mirror(self, children: ["description": description], displayStyle: .class)
    }
}

extension ConstraintMaker: CustomReflectable {
    /// The item the maker makes constraints for.
    public var customMirror: Mirror {
        Mirror(self, children: ["view": view as Any, "layoutGuide": layoutGuide as Any], displayStyle: .class)
    }
}
