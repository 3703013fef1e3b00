import AutoLayout

// The chain that describes a constraint: relations, then modifiers. Each returns the
// constraint that stands for this one afterwards, so a handle can be kept:
// `let top = make.top.equalTo(10)`.
extension Constraint {
    // MARK: Relations

    /// `==` the target (a number, size, point, insets, view, view attribute or array).
    @discardableResult public func equalTo(_ target: any ConstraintTarget) -> Constraint {
        applyRelation(.equal, to: ResolvedTarget(target))
    }

    /// `==` each of the targets: one child per element (`equalTo([view1, 100, view3.mas.right])`).
    @discardableResult public func equalTo(_ targets: [any ConstraintTarget]) -> Constraint {
        applyRelation(.equal, to: .list(targets))
    }

    /// `>=` the target.
    @discardableResult public func greaterThanOrEqualTo(_ target: any ConstraintTarget) -> Constraint {
        applyRelation(.greaterThanOrEqual, to: ResolvedTarget(target))
    }

    /// `>=` each of the targets.
    @discardableResult public func greaterThanOrEqualTo(_ targets: [any ConstraintTarget]) -> Constraint {
        applyRelation(.greaterThanOrEqual, to: .list(targets))
    }

    /// `<=` the target.
    @discardableResult public func lessThanOrEqualTo(_ target: any ConstraintTarget) -> Constraint {
        applyRelation(.lessThanOrEqual, to: ResolvedTarget(target))
    }

    /// `<=` each of the targets.
    @discardableResult public func lessThanOrEqualTo(_ targets: [any ConstraintTarget]) -> Constraint {
        applyRelation(.lessThanOrEqual, to: .list(targets))
    }

    // The commonest targets also have overloads of their own, so that the type checker, not a
    // run-time cast, sorts them (and `equalTo(.nan)` means CGFloat's). They behave exactly as
    // the general forms above.

    /// `==` the constant `value`.
    @discardableResult public func equalTo(_ value: CGFloat) -> Constraint { applyRelation(.equal, to: .value(.number(value))) }
    /// `==` the constant `value`: an `Int`, which an integer literal is (the general form would
    /// box it in an existential and sort it at run time).
    @discardableResult public func equalTo(_ value: Int) -> Constraint { equalTo(CGFloat(value)) }
    /// `==` the constant `value`: a `Double`, which a floating-point literal is.
    @discardableResult public func equalTo(_ value: Double) -> Constraint { equalTo(CGFloat(value)) }
    /// `==` the constant `value` (an `Int` ...).
    @discardableResult public func equalTo<T: BinaryInteger>(_ value: T) -> Constraint { equalTo(CGFloat(value)) }
    /// `==` the constant `value` (a `Double`, `Float` ...).
    @discardableResult public func equalTo<T: BinaryFloatingPoint>(_ value: T) -> Constraint { equalTo(CGFloat(value)) }
    /// `==` the same attribute of `view`.
    @discardableResult public func equalTo(_ view: View) -> Constraint { applyRelation(.equal, to: .view(view)) }
    /// `==` `attribute` (one without an attribute takes the first one's).
    @discardableResult public func equalTo(_ attribute: ViewAttribute) -> Constraint { applyRelation(.equal, to: .attribute(attribute)) }

    /// `>=` the constant `value`.
    @discardableResult public func greaterThanOrEqualTo(_ value: CGFloat) -> Constraint {
        applyRelation(.greaterThanOrEqual, to: .value(.number(value)))
    }
    /// `>=` the constant `value`: an `Int`, which an integer literal is (the general form would
    /// box it in an existential and sort it at run time).
    @discardableResult public func greaterThanOrEqualTo(_ value: Int) -> Constraint { greaterThanOrEqualTo(CGFloat(value)) }
    /// `>=` the constant `value`: a `Double`, which a floating-point literal is.
    @discardableResult public func greaterThanOrEqualTo(_ value: Double) -> Constraint { greaterThanOrEqualTo(CGFloat(value)) }
    /// `>=` the constant `value` (an `Int` ...).
    @discardableResult public func greaterThanOrEqualTo<T: BinaryInteger>(_ value: T) -> Constraint { greaterThanOrEqualTo(CGFloat(value)) }
    /// `>=` the constant `value` (a `Double`, `Float` ...).
    @discardableResult public func greaterThanOrEqualTo<T: BinaryFloatingPoint>(_ value: T) -> Constraint { greaterThanOrEqualTo(CGFloat(value)) }
    /// `>=` the same attribute of `view`.
    @discardableResult public func greaterThanOrEqualTo(_ view: View) -> Constraint { applyRelation(.greaterThanOrEqual, to: .view(view)) }
    /// `>=` `attribute`.
    @discardableResult public func greaterThanOrEqualTo(_ attribute: ViewAttribute) -> Constraint {
        applyRelation(.greaterThanOrEqual, to: .attribute(attribute))
    }

    /// `<=` the constant `value`.
    @discardableResult public func lessThanOrEqualTo(_ value: CGFloat) -> Constraint {
        applyRelation(.lessThanOrEqual, to: .value(.number(value)))
    }
    /// `<=` the constant `value`: an `Int`, which an integer literal is (the general form would
    /// box it in an existential and sort it at run time).
    @discardableResult public func lessThanOrEqualTo(_ value: Int) -> Constraint { lessThanOrEqualTo(CGFloat(value)) }
    /// `<=` the constant `value`: a `Double`, which a floating-point literal is.
    @discardableResult public func lessThanOrEqualTo(_ value: Double) -> Constraint { lessThanOrEqualTo(CGFloat(value)) }
    /// `<=` the constant `value` (an `Int` ...).
    @discardableResult public func lessThanOrEqualTo<T: BinaryInteger>(_ value: T) -> Constraint { lessThanOrEqualTo(CGFloat(value)) }
    /// `<=` the constant `value` (a `Double`, `Float` ...).
    @discardableResult public func lessThanOrEqualTo<T: BinaryFloatingPoint>(_ value: T) -> Constraint { lessThanOrEqualTo(CGFloat(value)) }
    /// `<=` the same attribute of `view`.
    @discardableResult public func lessThanOrEqualTo(_ view: View) -> Constraint { applyRelation(.lessThanOrEqual, to: .view(view)) }
    /// `<=` `attribute`.
    @discardableResult public func lessThanOrEqualTo(_ attribute: ViewAttribute) -> Constraint {
        applyRelation(.lessThanOrEqual, to: .attribute(attribute))
    }

    /// `==` the same attribute of the view's superview.
    @discardableResult public func equalToSuperview() -> Constraint { relateToSuperview(.equal) }

    /// `>=` the same attribute of the view's superview.
    @discardableResult public func greaterThanOrEqualToSuperview() -> Constraint { relateToSuperview(.greaterThanOrEqual) }

    /// `<=` the same attribute of the view's superview.
    @discardableResult public func lessThanOrEqualToSuperview() -> Constraint { relateToSuperview(.lessThanOrEqual) }

    /// `==` what `target` picks from the view's superview (SnapKit's
    /// `equalToSuperview { $0.snp.centerY }`); without a superview, refused as
    /// ``equalToSuperview()`` is.
    @discardableResult public func equalToSuperview(_ target: (View) -> any ConstraintTarget) -> Constraint {
        relateToSuperview(.equal, target)
    }

    /// `>=` what `target` picks from the view's superview.
    @discardableResult public func greaterThanOrEqualToSuperview(_ target: (View) -> any ConstraintTarget) -> Constraint {
        relateToSuperview(.greaterThanOrEqual, target)
    }

    /// `<=` what `target` picks from the view's superview.
    @discardableResult public func lessThanOrEqualToSuperview(_ target: (View) -> any ConstraintTarget) -> Constraint {
        relateToSuperview(.lessThanOrEqual, target)
    }

    private func relateToSuperview(_ relation: LayoutRelation, _ target: (View) -> any ConstraintTarget) -> Constraint {
        var container: View?
        visitSingles { single in if container == nil { container = single.containerOfFirstItem } }
        guard let container else { return relateToSuperview(relation) }  // refused there, with its diagnostic
        return applyRelation(relation, to: ResolvedTarget(target(container)))
    }

    private func relateToSuperview(_ relation: LayoutRelation) -> Constraint {
        if let single = self as? ViewConstraint { return single.applyRelationToSuperview(relation) }
        if let composite = self as? CompositeConstraint { composite.applyRelationToSuperview(relation) }
        return self
    }

    // MARK: Constants (each sets the constant; the last call wins)

    /// Sets the constant to `amount`, whatever the attribute.
    @discardableResult public func offset(_ amount: CGFloat) -> Constraint {
        applyConstant(.number(amount))
    }

    // The other number types go through generic overloads rather than one per type, so that
    // `offset(.nan)` or `offset(.infinity)` still means CGFloat's (with a concrete overload per
    // floating-point type the shorthand would be ambiguous).

    /// Sets the constant to `amount` (a `Double`, `Float` ...).
    @discardableResult public func offset<T: BinaryFloatingPoint>(_ amount: T) -> Constraint { offset(CGFloat(amount)) }
    /// Sets the constant to `amount` (an `Int` ...).
    @discardableResult public func offset<T: BinaryInteger>(_ amount: T) -> Constraint { offset(CGFloat(amount)) }

    /// Sets the constant from `insets` by the attribute: left and leading `+left`, top
    /// `+top`, right and trailing `-right`, bottom `-bottom`; other attributes keep theirs.
    @discardableResult public func insets(_ insets: EdgeInsets) -> Constraint {
        applyConstant(.insets(insets))
    }

    /// Sets the constant from directional `insets` by the attribute (SnapKit's): leading
    /// `+leading`, trailing `-trailing`, top `+top`, bottom `-bottom`, and left and right from
    /// the leading and trailing insets by the first view's layout direction (left is
    /// `+leading` left-to-right, `+trailing` right-to-left); margin attributes as their edges;
    /// other attributes keep theirs.
    @_disfavoredOverload
    @discardableResult public func insets(_ insets: DirectionalEdgeInsets) -> Constraint {
        applyConstant(.directionalInsets(insets))
    }

    /// `insets(_:)` with `amount` on all four sides.
    @discardableResult public func inset(_ amount: CGFloat) -> Constraint {
        insets(EdgeInsets(top: amount, left: amount, bottom: amount, right: amount))
    }

    /// `insets(_:)` with `amount` (a `Double`, `Float` ...) on all four sides.
    @discardableResult public func inset<T: BinaryFloatingPoint>(_ amount: T) -> Constraint { inset(CGFloat(amount)) }
    /// `insets(_:)` with `amount` (an `Int` ...) on all four sides.
    @discardableResult public func inset<T: BinaryInteger>(_ amount: T) -> Constraint { inset(CGFloat(amount)) }
    /// SnapKit's spelling of `insets(_:)`: `inset(EdgeInsets(...))`, with Masonry's rule for
    /// which attributes take an inset (the edges; SnapKit also shrinks a width, a height or a
    /// center, Masonry leaves them). Disfavoured, so that `inset(.zero)` still means the
    /// number.
    @_disfavoredOverload
    @discardableResult public func inset(_ insets: EdgeInsets) -> Constraint { self.insets(insets) }
    /// SnapKit's spelling of `insets(_:)` with directional insets.
    @_disfavoredOverload
    @discardableResult public func inset(_ insets: DirectionalEdgeInsets) -> Constraint { self.insets(insets) }

    /// Sets the constant of a width to `size.width` and of a height to `size.height`; other
    /// attributes keep theirs.
    @discardableResult public func sizeOffset(_ size: CGSize) -> Constraint {
        applyConstant(.size(size))
    }

    /// Sets the constant of a centerX to `point.x` and of a centerY to `point.y`; other
    /// attributes keep theirs.
    @discardableResult public func centerOffset(_ point: CGPoint) -> Constraint {
        applyConstant(.point(point))
    }

    /// Sets the constant from a value of any kind: a number (`offset(_:)`), a size
    /// (``sizeOffset(_:)``), a point (``centerOffset(_:)``) or insets, plain or directional
    /// (`insets(_:)`). Any other value (a view, say) is bad input, as Masonry asserts: a
    /// diagnostic, and the constraint is not installed (or, installed already, keeps its
    /// constant).
    @discardableResult public func valueOffset(_ value: any ConstraintTarget) -> Constraint {
        guard let constant = ConstantValue(value) else {
            refuseValue("\(type(of: value)) is not a number, size, point or insets")
            return self
        }
        return applyConstant(constant)
    }

    // MARK: Multiplier

    /// Multiplies the second attribute by `amount` (before install only).
    @discardableResult public func multipliedBy(_ amount: CGFloat) -> Constraint {
        forEachSingle { $0.applyMultiplier(amount, written: "multipliedBy(\(format(amount)))") }
    }

    /// Multiplies the second attribute by `amount` (a `Double`, `Float` ...).
    @discardableResult public func multipliedBy<T: BinaryFloatingPoint>(_ amount: T) -> Constraint { multipliedBy(CGFloat(amount)) }
    /// Multiplies the second attribute by `amount` (an `Int` ...).
    @discardableResult public func multipliedBy<T: BinaryInteger>(_ amount: T) -> Constraint { multipliedBy(CGFloat(amount)) }

    /// Divides the second attribute by `amount` (the multiplier is `1 / amount`).
    @discardableResult public func dividedBy(_ amount: CGFloat) -> Constraint {
        forEachSingle { $0.applyMultiplier(1 / amount, written: "dividedBy(\(format(amount)))") }
    }

    /// Divides the second attribute by `amount` (a `Double`, `Float` ...).
    @discardableResult public func dividedBy<T: BinaryFloatingPoint>(_ amount: T) -> Constraint { dividedBy(CGFloat(amount)) }
    /// Divides the second attribute by `amount` (an `Int` ...).
    @discardableResult public func dividedBy<T: BinaryInteger>(_ amount: T) -> Constraint { dividedBy(CGFloat(amount)) }

    // MARK: Priority

    /// Sets the priority (before install only; see `update(priority:)`).
    @discardableResult public func priority(_ priority: LayoutPriority) -> Constraint {
        forEachSingle { $0.applyPriority(priority) }
    }

    /// Sets the priority from a number (`priority(345)`).
    @discardableResult public func priority(_ amount: Int) -> Constraint { priority(LayoutPriority(Float(amount))) }
    /// Sets the priority from an unsigned number (SnapKit takes one).
    @discardableResult public func priority(_ amount: UInt) -> Constraint { priority(LayoutPriority(Float(amount))) }
    /// Sets the priority from a number.
    @discardableResult public func priority(_ amount: Float) -> Constraint { priority(LayoutPriority(amount)) }
    /// Sets the priority from a number.
    @discardableResult public func priority(_ amount: Double) -> Constraint { priority(LayoutPriority(Float(amount))) }

    /// Priority 250 (`defaultLow`).
    @discardableResult public func priorityLow() -> Constraint { priority(.defaultLow) }
    /// Priority 500.
    @discardableResult public func priorityMedium() -> Constraint { priority(.medium) }
    /// Priority 750 (`defaultHigh`).
    @discardableResult public func priorityHigh() -> Constraint { priority(.defaultHigh) }
    /// Priority 1000 (`required`).
    @discardableResult public func priorityRequired() -> Constraint { priority(.required) }

    // MARK: Key, readability

    /// Names the constraint in descriptions; a composite keys its children `key[0]`, `key[1]`...
    @discardableResult public func key(_ key: String) -> Constraint {
        applyKey(key)
        return self
    }

    // MARK: After install

    /// Changes the constant of the installed layout constraints in place, as `offset(_:)`.
    @discardableResult public func update(offset amount: CGFloat) -> Constraint { offset(amount) }
    /// Changes the constant in place, as `offset(_:)` (a `Double`, `Float` ...).
    @discardableResult public func update<T: BinaryFloatingPoint>(offset amount: T) -> Constraint { offset(CGFloat(amount)) }
    /// Changes the constant in place, as `offset(_:)` (an `Int` ...).
    @discardableResult public func update<T: BinaryInteger>(offset amount: T) -> Constraint { offset(CGFloat(amount)) }
    /// Changes the constants in place, as `inset(_:)`.
    @discardableResult public func update(inset amount: CGFloat) -> Constraint { inset(amount) }
    /// Changes the constants in place, as `inset(_:)` (a `Double`, `Float` ...).
    @discardableResult public func update<T: BinaryFloatingPoint>(inset amount: T) -> Constraint { inset(CGFloat(amount)) }
    /// Changes the constants in place, as `inset(_:)` (an `Int` ...).
    @discardableResult public func update<T: BinaryInteger>(inset amount: T) -> Constraint { inset(CGFloat(amount)) }
    /// Changes the constants in place, as `insets(_:)` (SnapKit's spelling).
    @_disfavoredOverload
    @discardableResult public func update(inset insets: EdgeInsets) -> Constraint { self.insets(insets) }
    /// Changes the constants in place, as `insets(_:)` with directional insets (SnapKit's
    /// spelling).
    @_disfavoredOverload
    @discardableResult public func update(inset insets: DirectionalEdgeInsets) -> Constraint { self.insets(insets) }
    /// Changes the constants in place, as `insets(_:)`.
    @discardableResult public func update(insets: EdgeInsets) -> Constraint { self.insets(insets) }
    /// Changes the constants in place, as `insets(_:)` with directional insets.
    @_disfavoredOverload
    @discardableResult public func update(insets: DirectionalEdgeInsets) -> Constraint { self.insets(insets) }
    /// Changes the priority of the installed layout constraints in place (between two
    /// optional priorities; moving to or from required is refused with a diagnostic).
    @discardableResult public func update(priority: LayoutPriority) -> Constraint {
        visitSingles { $0.updatePriority(priority) }
        return self
    }
    /// Changes the priority in place from an unsigned number (SnapKit takes one).
    @discardableResult public func update(priority: UInt) -> Constraint { update(priority: LayoutPriority(Float(priority))) }
    /// Changes the priority in place from a number (`update(priority: 600)`).
    @discardableResult public func update(priority: Int) -> Constraint { update(priority: LayoutPriority(Float(priority))) }
    /// Changes the priority in place from a number.
    @discardableResult public func update(priority: Float) -> Constraint { update(priority: LayoutPriority(priority)) }
    /// Changes the priority in place from a number.
    @discardableResult public func update(priority: Double) -> Constraint { update(priority: LayoutPriority(Float(priority))) }

    private func forEachSingle(_ body: (ViewConstraint) -> Void) -> Constraint {
        visitSingles(body)
        return self
    }

    /// Sets the constant of every single constraint from `value`; a value with a NaN or an
    /// infinity is refused once for the whole statement (see ``refuseValue(_:)``), even where
    /// some children would have taken only its finite parts (`edges ... insets(...)`).
    func applyConstant(_ value: ConstantValue) -> Constraint {
        guard value.isFinite else {
            refuseValue("\(value.text) is not a finite value")
            return self
        }
        return forEachSingle { $0.applyValue(value) }
    }

    /// Refuses a value given to this statement with one diagnostic: before install, every
    /// single constraint is marked invalid (so none is installed: a statement is never half
    /// installed); once its layout constraints are made (installed, prepared, or uninstalled
    /// to be installed again), the constants stay as they are.
    /// Refuses `equalTo([])` and the like: an empty array relates to nothing (Masonry would
    /// install nothing, without a word).
    func refuseEmptyArray(_ relation: LayoutRelation) {
        var made = false
        var attributes: [String] = []
        visitSingles { single in
            if single.isMade { made = true }
            attributes.append(single.first.description)
        }
        let subject = attributes.joined(separator: ", ") + " \(relation) []: an empty array is not a target, there is nothing to relate to"
        if made {
            report(.invalidValue, subject + "; the constraint is unchanged")
        } else {
            visitSingles { $0.isInvalid = true }
            report(.invalidValue, subject + ", so the constraint is not installed")
        }
    }

    func refuseValue(_ reason: String) {
        var made = false
        var summaries: [String] = []
        visitSingles { single in
            if single.isMade { made = true }
            summaries.append(single.summary)
        }
        let subject = summaries.joined(separator: ", ")
        if made {
            report(.invalidValue, "\(subject): \(reason); the constant is unchanged")
        } else {
            visitSingles { $0.isInvalid = true }
            report(.invalidValue, "\(subject): \(reason), so the constraint is not installed")
        }
    }
}
