import Foundation

// Baselines read through another view (`forFirstBaselineLayout`, `forLastBaselineLayout`).
//
// A constraint on a container's baseline reads the baseline of the view the container names,
// in the same expression as any attribute (`LayoutEngine.append`): that view's variables, and
// those of the views between it and the common ancestor, are used. The redirect is resolved
// when the constraint goes into the solver and recorded on it (`LayoutConstraint.baselineViews`):
// the path of views the engine retains for it, and its expression, both come from the record,
// so they cannot drift apart when an override answers differently later. The closest common
// ancestor needs no change: the view read is the item or one of its descendants (anything else
// is refused), so every ancestor of the item is an ancestor of it too.
//
// The view read is listed with the constraint (`View.baselineDependents`), since the
// constraint uses its variables without naming it:
// - its baselines changing (a label's text) refresh the constraint's constant;
// - a bounds origin changing between it and the ancestor does too (`boundsOriginDidChange`);
// - when it leaves the container's subtree (removed, or moved), the constraint is taken out
//   and put in again in the same tree, resolving the redirect afresh: it then reads the
//   view's new place if it is still a descendant, else the container's own baseline, with
//   an `invalidBaselineView` diagnostic. It stays active: it names the container, which has
//   not moved; only a constraint that names a view that moves is deactivated.

/// The views whose baselines a constraint reads in place of its items' own; `nil` on a side
/// that reads its item. Not retained: they are in the items' subtrees while the constraint
/// is in the solver, and one that leaves takes the constraint out first
/// (``LayoutEngine/move(_:to:at:reporting:)``).
final class BaselineViews {
    let first: Unmanaged<View>?
    let second: Unmanaged<View>?
    /// The same for the anchors the sides are measured from (`anchorWithOffset(to:)`).
    let firstOrigin: Unmanaged<View>?
    let secondOrigin: Unmanaged<View>?

    init(first: Unmanaged<View>?, second: Unmanaged<View>?, firstOrigin: Unmanaged<View>? = nil, secondOrigin: Unmanaged<View>? = nil) {
        self.first = first
        self.second = second
        self.firstOrigin = firstOrigin
        self.secondOrigin = secondOrigin
    }

    /// The views read, each once.
    var distinct: [Unmanaged<View>] {
        var found: [Unmanaged<View>] = []
        for view in [first, second, firstOrigin, secondOrigin] {
            if let view, !found.contains(where: { $0.toOpaque() == view.toOpaque() }) { found.append(view) }
        }
        return found
    }

    /// The record without the views that are no longer descendants of the items they stand
    /// for (`nil` when none is left): the views must be alive.
    func keepingViewsBelowItems(of constraint: LayoutConstraint) -> BaselineViews? {
        func kept(_ link: Unmanaged<View>?, _ item: View?) -> Unmanaged<View>? {
            guard let link, let item else { return nil }
            return link._withUnsafeGuaranteedRef { $0 !== item && $0.isDescendant(of: item) } ? link : nil
        }
        let origins = constraint.offsetOrigins
        let record = BaselineViews(
            first: kept(first, constraint.firstView), second: kept(second, constraint.secondView),
            firstOrigin: kept(firstOrigin, origins?.firstItem as? View), secondOrigin: kept(secondOrigin, origins?.secondItem as? View))
        if BaselineViews.same(record, self) { return self }
        return record.distinct.isEmpty ? nil : record
    }

    /// Whether `view` is one of them.
    func contains(_ view: View) -> Bool {
        let target = Unmanaged.passUnretained(view).toOpaque()
        return first?.toOpaque() == target || second?.toOpaque() == target
            || firstOrigin?.toOpaque() == target || secondOrigin?.toOpaque() == target
    }

    /// Whether both records name the same views.
    static func same(_ a: BaselineViews?, _ b: BaselineViews?) -> Bool {
        a?.first?.toOpaque() == b?.first?.toOpaque() && a?.second?.toOpaque() == b?.second?.toOpaque()
            && a?.firstOrigin?.toOpaque() == b?.firstOrigin?.toOpaque() && a?.secondOrigin?.toOpaque() == b?.secondOrigin?.toOpaque()
    }
}

/// A chain of baseline redirects that ended early: `view` named `returned`, which is neither
/// itself nor one of its descendants.
struct BaselineRedirectProblem {
    let view: View
    let returned: View
    /// `returned` is a view the chain had already passed through.
    let cycle: Bool
}

extension View {
    /// The view whose first (or last) baseline stands for this view's: the end of the chain
    /// of ``forFirstBaselineLayout`` (``forLastBaselineLayout``) redirects, and the problem
    /// that ended the chain early, if one did.
    ///
    /// Every accepted step goes strictly down the tree, so the walk ends within the tree's
    /// depth; a redirect back up (a cycle) is refused like any other view outside the subtree.
    func baselineLayoutView(first: Bool) -> (view: View, problem: BaselineRedirectProblem?) {
        var current = self
        while true {
            let next = first ? current.forFirstBaselineLayout : current.forLastBaselineLayout
            if next === current { return (current, nil) }
            guard next.isDescendant(of: current) else {
                let cycle = current.isDescendant(of: next) && next.isDescendant(of: self)
                return (current, BaselineRedirectProblem(view: current, returned: next, cycle: cycle))
            }
            current = next
        }
    }

    /// The dependents (``baselineDependents``) that still read this view's baseline.
    var liveBaselineDependents: [LayoutConstraint] {
        baselineDependents.filter { $0.baselineViews?.contains(self) == true }
    }
}

extension LayoutConstraint {
    /// The views whose baselines the constraint reads in place of its items' own (`nil` when
    /// it reads none), resolved now; a chain that ended early is reported when `reporting`.
    func resolveBaselineViews(reporting: Bool) -> BaselineViews? {
        guard readsBaseline else { return nil }
        // The redirects are user code (`forFirstBaselineLayout`), which may move or free the
        // views an earlier step found: each is held here until all are resolved, and checked
        // against its item after the last override ran.
        var first: View?
        var second: View?
        if firstAttribute.isBaseline, let item = firstView {
            first = baselineRedirect(of: item, firstAttribute, reporting: reporting)
        }
        if secondAttribute.isBaseline, let item = secondView {
            second = baselineRedirect(of: item, secondAttribute, reporting: reporting)
        }
        var firstOrigin: View?
        var secondOrigin: View?
        if let origins = offsetOrigins {
            if origins.firstAttribute.isBaseline, let item = origins.firstItem as? View {
                firstOrigin = baselineRedirect(of: item, origins.firstAttribute, reporting: reporting)
            }
            if origins.secondAttribute.isBaseline, let item = origins.secondItem as? View {
                secondOrigin = baselineRedirect(of: item, origins.secondAttribute, reporting: reporting)
            }
        }
        if first == nil && second == nil && firstOrigin == nil && secondOrigin == nil { return nil }
        // A view that left its item's subtree meanwhile (an override removed it) is not read:
        // the engine reaches a view read through the item's path, and keeps it unretained.
        first = stillBelow(first, firstView, firstAttribute, reporting: reporting)
        second = stillBelow(second, secondView, secondAttribute, reporting: reporting)
        if let origins = offsetOrigins {
            firstOrigin = stillBelow(firstOrigin, origins.firstItem as? View, origins.firstAttribute, reporting: reporting)
            secondOrigin = stillBelow(secondOrigin, origins.secondItem as? View, origins.secondAttribute, reporting: reporting)
        }
        if first == nil && second == nil && firstOrigin == nil && secondOrigin == nil { return nil }
        return BaselineViews(
            first: first.map(Unmanaged.passUnretained), second: second.map(Unmanaged.passUnretained),
            firstOrigin: firstOrigin.map(Unmanaged.passUnretained), secondOrigin: secondOrigin.map(Unmanaged.passUnretained))
    }

    /// The view whose baseline `attribute` of `item` reads, when it is not `item`.
    private func baselineRedirect(of item: View, _ attribute: LayoutAttribute, reporting: Bool) -> View? {
        let (view, problem) = item.baselineLayoutView(first: attribute == .firstBaseline)
        if reporting, let problem { report(problem, attribute, item: item) }
        return view === item ? nil : view
    }

    /// `view`, if it is still a descendant of `item` once every redirect was asked for; else
    /// `nil` (the item's own baseline is read), reported.
    private func stillBelow(_ view: View?, _ item: View?, _ attribute: LayoutAttribute, reporting: Bool) -> View? {
        guard let view else { return nil }
        if let item, view !== item, view.isDescendant(of: item) { return view }
        if reporting, let item {
            let baseline = attribute == .firstBaseline ? "first baseline" : "last baseline"
            LayoutDiagnostics.emit(
                .invalidBaselineView,
                "\(self): \(view.layoutDescription), named for the \(baseline) of \(item.layoutDescription), left its subtree while the chain of baseline views was resolved (an override changed the tree); the constraint reads the \(baseline) of \(item.layoutDescription) instead",
                [self])
        }
        return nil
    }

    private func report(_ problem: BaselineRedirectProblem, _ attribute: LayoutAttribute, item: View) {
        let property = attribute == .firstBaseline ? "forFirstBaselineLayout" : "forLastBaselineLayout"
        let baseline = attribute == .firstBaseline ? "first baseline" : "last baseline"
        let named = "\(problem.view.layoutDescription).\(property) returned \(problem.returned.layoutDescription)"
        let why = problem.cycle
            ? "which leads back up the chain of baseline views from \(item.layoutDescription) (a cycle)"
            : "which is neither that view nor one of its descendants"
        LayoutDiagnostics.emit(
            .invalidBaselineView,
            "\(self): \(named), \(why); the constraint reads the \(baseline) of \(problem.view.layoutDescription) instead",
            [self])
    }
}

extension LayoutEngine {
    /// Resolves and records the views whose baselines a user constraint reads, as it goes
    /// into the solver (before its path is retained), and lists it with each of them.
    ///
    /// `false` when the overrides asked took the constraint out of this engine or out of
    /// `ancestor`'s space (deactivated it, removed or moved one of its views), or put it in
    /// again from inside (installed, broken or waiting): it is then not added here.
    func recordBaselineViews(of constraint: LayoutConstraint, in ancestor: View) -> Bool {
        // The overrides may remove the ancestor from its tree: it is held while they run.
        let resolved = withExtendedLifetime(ancestor) { constraint.resolveBaselineViews(reporting: true) }
        guard awaitsAddition(constraint, in: ancestor), constraint.baselineViews == nil else { return false }
        constraint.baselineViews = resolved
        guard let views = resolved else { return true }
        for view in views.distinct { view._withUnsafeGuaranteedRef { $0.baselineDependents.append(constraint) } }
        return true
    }

    /// Drops the record as the constraint comes out of the solver (after its path is
    /// released), and takes it off the lists of the views it read. Stale entries left on
    /// those lists by a freed engine go too.
    func forgetBaselineViews(of constraint: LayoutConstraint) {
        guard let views = constraint.baselineViews else { return }
        constraint.baselineViews = nil
        for link in views.distinct {
            link._withUnsafeGuaranteedRef { view in
                view.baselineDependents.removeAll { $0 === constraint || $0.baselineViews?.contains(view) != true }
            }
        }
    }
}
