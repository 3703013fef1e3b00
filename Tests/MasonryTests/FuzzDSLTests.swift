// Model-based random testing of the DSL's lifecycle (make / update / remake / uninstall /
// install / activate / deactivate / removeConstraints / removeFromSuperview / re-adding /
// arrays of views), against a small reference model written from Masonry's sources.
//
// FUZZ_SEEDS="0-199" (or "17") picks the seeds, FUZZ_OPS the number of operations (default:
// random 50...300 per seed). FUZZ_VERBOSE=1 prints each operation; FUZZ_TRACE_H=n traces handle n.
// The model is in FuzzWorld; what it found, minimised, is in the FuzzDSLFindings suite at the
// end: constraints taken out with a view removed from its superview (by the engine, not by
// `uninstall()`) behave as uninstalled ones, whoever else holds them.

import Foundation
import Testing
@testable import Masonry

// MARK: Random

struct FuzzRNG {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }
    mutating func chance(_ p: Double) -> Bool { Double(next() % 1_000_000) / 1_000_000 < p }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}

// MARK: Statements

enum FuzzStart { case chain([LayoutAttribute]), edges, size, center }
enum FuzzElem { case number(CGFloat), view(Int), attr(Int, LayoutAttribute) }
enum FuzzTarget {
    case none, number(CGFloat), view(Int), attr(Int, LayoutAttribute), superview
    case size(CGSize), point(CGPoint), insets(EdgeInsets), array([FuzzElem])
}
enum FuzzMod {
    case offset(CGFloat), inset(CGFloat), insets(EdgeInsets), sizeOffset(CGSize), centerOffset(CGPoint)
    case multipliedBy(CGFloat), dividedBy(CGFloat), priority(Float), key(String)
}
struct FuzzStmt {
    var start: FuzzStart
    var relation: LayoutRelation
    var target: FuzzTarget
    var mods: [FuzzMod]

    var attributes: [LayoutAttribute] {
        switch start {
        case .chain(let a): return a
        case .edges: return [.left, .right, .top, .bottom]
        case .size: return [.width, .height]
        case .center: return [.centerX, .centerY]
        }
    }
}

func fuzzIsSize(_ a: LayoutAttribute) -> Bool { a == .width || a == .height }

/// Whether the engine accepts relating `a` to `b` (UIKit's rules).
func fuzzPairingOK(_ a: LayoutAttribute, _ b: LayoutAttribute) -> Bool {
    if fuzzIsSize(a) != fuzzIsSize(b) { return false }
    if fuzzIsSize(a) { return true }
    let xAbs: Set<LayoutAttribute> = [.left, .right]
    let xDir: Set<LayoutAttribute> = [.leading, .trailing]
    let y: Set<LayoutAttribute> = [.top, .bottom, .centerY]
    if y.contains(a) != y.contains(b) { return false }
    if (xAbs.contains(a) && xDir.contains(b)) || (xDir.contains(a) && xAbs.contains(b)) { return false }
    return true
}

// MARK: Model

final class MRec {
    let id: Int
    let first: Int
    let attr: LayoutAttribute
    let second: Int?
    let secondAttr: LayoutAttribute
    let relation: LayoutRelation
    let multiplier: CGFloat
    var constant: CGFloat
    var priority: Float
    var active = false
    var ownerView: Int?
    var ownerSingle: MSingle?
    var stamp = 0
    weak var real: LayoutConstraint?
    init(id: Int, first: Int, attr: LayoutAttribute, second: Int?, secondAttr: LayoutAttribute,
         relation: LayoutRelation, multiplier: CGFloat, constant: CGFloat, priority: Float) {
        self.id = id; self.first = first; self.attr = attr; self.second = second; self.secondAttr = secondAttr
        self.relation = relation; self.multiplier = multiplier; self.constant = constant; self.priority = priority
    }
    var tuple: String {
        "\(first).\(attr) \(relation) \(second.map(String.init) ?? "-").\(secondAttr) *\(multiplier) +\(constant + 0) @\(priority)"
    }
}

final class MSingle {
    let first: Int
    let attr: LayoutAttribute
    var second: (Int, LayoutAttribute)?
    var relation: LayoutRelation = .equal
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0
    var priority: Float = 1000
    var invalid = false
    var updateExisting = false
    var linked: MRec?
    var held: MRec?
    /// Its layout constraint was made once (it may have been freed since, with a removed view).
    var wasMade = false
    weak var realVC: ViewConstraint?
    init(first: Int, attr: LayoutAttribute) { self.first = first; self.attr = attr }
    func copy() -> MSingle {
        let c = MSingle(first: first, attr: attr)
        c.second = second; c.relation = relation; c.multiplier = multiplier; c.constant = constant; c.priority = priority
        return c
    }
    /// The model's `layoutConstraint` (installed link, else held).
    var lc: MRec? { linked ?? held }
}

final class MHandle {
    /// `nil` once the test dropped it (as a caller discarding the result does).
    var real: Constraint?
    let singles: [MSingle]
    let view: Int
    init(real: Constraint, singles: [MSingle], view: Int) {
        self.real = real; self.singles = singles; self.view = view
        let rs = real.singles
        if rs.count == singles.count {
            for (r, m) in zip(rs, singles) {
                m.realVC = r
                if let rec = m.lc, rec.real == nil { rec.real = r.layoutConstraint }
            }
        }
    }
}

enum Outcome { case unchanged, installed(MRec), updated(MRec, CGFloat), refused }

final class FuzzWorld {
    var rng: FuzzRNG
    let seed: UInt64
    var views: [View] = []
    var parent: [Int?] = []
    var recs: [MRec] = []
    var handles: [MHandle] = []
    var past: [Int: [FuzzStmt]] = [:]
    var stampCounter = 0
    var expectedRefusals = 0
    var expectedRemoved = 0
    var log: [String] = []
    var failures: [String] = []
    let verbose = ProcessInfo.processInfo.environment["FUZZ_VERBOSE"] != nil

    // A record and the single that owns it refer to each other (the model's own cycle):
    // broken here, so that the model goes with the world (LeakSanitizer found it).
    deinit {
        for rec in recs { rec.ownerSingle = nil }
    }

    init(seed: UInt64) {
        self.seed = seed
        rng = FuzzRNG(seed: seed)
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        root.mas.key = "root"
        views.append(root); parent.append(nil)
        let n = rng.int(2...6)
        for i in 1...n { addView("v\(i)", to: 0) }
        if rng.chance(0.6) {
            let c = addView("c", to: 0)
            for i in 1...rng.int(1...2) { addView("n\(i)", to: c) }
        }
    }

    @discardableResult func addView(_ key: String, to p: Int) -> Int {
        let v = View(frame: .zero)
        v.mas.key = key
        views[p].addSubview(v)
        views.append(v); parent.append(p)
        return views.count - 1
    }

    func idx(_ item: (any LayoutItem)?) -> Int? {
        guard let item else { return nil }
        return views.firstIndex { $0 === item }
    }

    func isAncestorOrSelf(_ a: Int, of b: Int) -> Bool {
        var x: Int? = b
        while let y = x { if y == a { return true }; x = parent[y] }
        return false
    }

    func cca(_ a: Int, _ b: Int) -> Int? {
        var x: Int? = a
        while let y = x { if isAncestorOrSelf(y, of: b) { return y }; x = parent[y] }
        return nil
    }

    func subtree(_ v: Int) -> Set<Int> {
        Set(views.indices.filter { isAncestorOrSelf(v, of: $0) })
    }

    // MARK: Model operations

    func activate(_ rec: MRec, by single: MSingle) -> Bool {
        // the reuse path: validation, then the closest common superview
        if let s = rec.second, !fuzzPairingOK(rec.attr, rec.secondAttr) || cca(rec.first, s) == nil { _ = s; expectedRefusals += 1; return false }
        if rec.second == nil && !fuzzIsSize(rec.attr) { expectedRefusals += 1; return false }
        rec.active = true
        rec.ownerView = rec.second.map { cca(rec.first, $0)! } ?? rec.first
        stampCounter += 1
        rec.stamp = stampCounter
        didInstall(single, rec)
        return true
    }

    func didInstall(_ s: MSingle, _ rec: MRec) {
        if rec.ownerSingle == nil { rec.ownerSingle = s }
        s.linked = rec
        s.held = nil
        s.wasMade = true
    }

    func installSingle(_ s: MSingle) -> Outcome {
        if let rec = s.lc, rec.active { return .unchanged }
        if s.invalid { return .refused }
        if let rec = s.lc {
            return activate(rec, by: s) ? .installed(rec) : .refused
        }
        // fresh: make the layout constraint now
        var secondView: Int? = s.second?.0
        var secondAttr: LayoutAttribute = s.second?.1 ?? .notAnAttribute
        if s.second == nil && !fuzzIsSize(s.attr) {
            guard let p = parent[s.first] else { expectedRefusals += 1; return .refused }
            secondView = p
            secondAttr = s.attr
        }
        if let sv = secondView, cca(s.first, sv) == nil { expectedRefusals += 1; return .refused }
        if s.updateExisting {
            let similar = recs.filter {
                $0.active && $0.first == s.first && $0.attr == s.attr && $0.second == secondView
                    && $0.secondAttr == secondAttr && $0.relation == s.relation && $0.multiplier == s.multiplier
                    && $0.priority == s.priority
            }.max { $0.stamp < $1.stamp }
            if let similar {
                let previous = similar.constant
                similar.constant = s.constant
                // The DSL constraint that installed it follows (a later install made afresh
                // from it, after the layout constraint was freed, has the same constant).
                similar.ownerSingle?.constant = s.constant
                s.linked = similar
                s.wasMade = true
                s.held = nil
                fuzzStats["updated-in-place", default: 0] += 1
                return .updated(similar, previous)
            }
        }
        if let sv = secondView, sv >= 0, !fuzzPairingOK(s.attr, secondAttr) { expectedRefusals += 1; return .refused }
        let rec = MRec(
            id: recs.count, first: s.first, attr: s.attr, second: secondView, secondAttr: secondAttr,
            relation: s.relation, multiplier: s.multiplier, constant: s.constant, priority: s.priority)
        recs.append(rec)
        rec.active = true
        rec.ownerView = secondView.map { cca(s.first, $0)! } ?? s.first
        stampCounter += 1
        rec.stamp = stampCounter
        didInstall(s, rec)
        return .installed(rec)
    }

    func uninstallSingle(_ s: MSingle) {
        guard let rec = s.lc else { return }
        rec.active = false
        s.held = rec
        s.linked = nil
        if rec.ownerSingle === s { rec.ownerSingle = nil }
    }

    func installHandle(_ singles: [MSingle]) {
        if singles.count <= 1 {
            for s in singles { _ = installSingle(s) }
            return
        }
        var outcomes: [Outcome] = []
        var refused = false
        for s in singles {
            let o = installSingle(s)
            if case .refused = o { refused = true }
            outcomes.append(o)
        }
        if refused {
            fuzzStats["composite-undo", default: 0] += 1
            for k in singles.indices.reversed() {
                switch outcomes[k] {
                case .installed: uninstallSingle(singles[k])
                case .updated(let rec, let previous):
                    rec.constant = previous
                    rec.ownerSingle?.constant = previous
                    singles[k].linked = nil
                default: break
                }
            }
        }
    }

    /// Drops model layout constraints nobody keeps (inactive and held by no single): their
    /// singles start afresh.
    func collect(_ allSingles: [MSingle]) {
        var heldIDs = keptIDs
        for s in allSingles { if let h = s.held { heldIDs.insert(h.id) } }
        for s in allSingles {
            if let l = s.linked, !l.active, !heldIDs.contains(l.id) {
                s.linked = nil; s.wasMade = true; fuzzStats["freed-after-removal", default: 0] += 1
                if verbose { print("   model frees \(l.tuple) (rec \(l.id)); kept \(keptIDs.sorted())") }
            }
        }
    }

    func deactivateCrossing(_ v: Int) {
        let sub = subtree(v)
        for rec in recs where rec.active {
            let touches = sub.contains(rec.first) || rec.second.map(sub.contains) == true
            guard touches else { continue }
            let inside = sub.contains(rec.first) && (rec.second.map(sub.contains) ?? true) && sub.contains(rec.ownerView!)
            if !inside {
                rec.active = false
                expectedRemoved += 1
                removedNow.append(rec.id)
            }
        }
    }

    // MARK: Statement generation

    let positionAttrs: [LayoutAttribute] = [.left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY]
    let allAttrs: [LayoutAttribute] = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY]

    func compatibleAttr(_ a: LayoutAttribute) -> LayoutAttribute {
        switch a {
        case .left, .right: return rng.pick([.left, .right, .centerX])
        case .centerX: return rng.pick([.left, .right, .centerX, .leading, .trailing])
        case .leading, .trailing: return rng.pick([.leading, .trailing, .centerX])
        case .top, .bottom, .centerY: return rng.pick([.top, .bottom, .centerY])
        default: return rng.pick([.width, .height])
        }
    }

    func randomNumber(_ a: LayoutAttribute) -> CGFloat {
        fuzzIsSize(a) ? CGFloat(rng.int(0...12) * 10) : CGFloat(rng.int(-4...12) * 5)
    }

    func randomTargetView(for v: Int) -> Int {
        if rng.chance(0.05) { return v }
        if rng.chance(0.3), let p = parent[v] { return p }
        if rng.chance(0.85) {
            let same = views.indices.filter { w in cca(v, w) != nil }
            return rng.pick(same)
        }
        return rng.int(0...(views.count - 1))
    }

    func randomStmt(for v: Int) -> FuzzStmt {
        let start: FuzzStart
        switch rng.int(0...19) {
        case 0...9: start = .chain([rng.pick(allAttrs)])
        case 10...12:
            var a: [LayoutAttribute] = []
            for _ in 0..<rng.int(2...3) {
                let x = rng.pick(allAttrs)
                if !a.contains(x) { a.append(x) }
            }
            start = .chain(a)
        case 13...14: start = .edges
        case 15...17: start = .size
        default: start = .center
        }
        var stmt = FuzzStmt(start: start, relation: .equal, target: .none, mods: [])
        let attrs = stmt.attributes
        let single = attrs.count == 1
        let r = rng.int(0...9)
        stmt.relation = r < 7 ? .equal : (r < 8 ? .greaterThanOrEqual : .lessThanOrEqual)
        let t = rng.int(0...99)
        switch t {
        case 0...34: stmt.target = .number(randomNumber(attrs[0]))
        case 35...59: stmt.target = .view(randomTargetView(for: v))
        case 60...69:
            let a = single ? (rng.chance(0.93) ? compatibleAttr(attrs[0]) : rng.pick(allAttrs)) : attrs[0]
            stmt.target = .attr(randomTargetView(for: v), single ? a : compatibleAttr(a))
            if !single { stmt.target = .view(randomTargetView(for: v)) }
        case 70...77: stmt.target = .superview
        case 78...84:
            var elems: [FuzzElem] = []
            for _ in 0..<rng.int(1...3) {
                switch rng.int(0...2) {
                case 0: elems.append(.number(randomNumber(attrs[0])))
                case 1: elems.append(.view(randomTargetView(for: v)))
                default: elems.append(.attr(randomTargetView(for: v), single ? compatibleAttr(attrs[0]) : attrs[0]))
                }
            }
            if !single { elems = elems.map { if case .attr(let w, _) = $0 { return .view(w) } else { return $0 } } }
            stmt.target = .array(elems)
        case 85...89: stmt.target = .size(CGSize(width: rng.int(0...10) * 10, height: rng.int(0...10) * 10))
        case 90...94: stmt.target = .point(CGPoint(x: rng.int(-4...4) * 5, y: rng.int(-4...4) * 5))
        case 95...97:
            stmt.target = .insets(EdgeInsets(
                top: CGFloat(rng.int(0...4) * 5), left: CGFloat(rng.int(0...4) * 5),
                bottom: CGFloat(rng.int(0...4) * 5), right: CGFloat(rng.int(0...4) * 5)))
        default: stmt.target = .none
        }
        var hasView = false
        switch stmt.target {
        case .view, .attr, .superview, .array: hasView = true
        default: break
        }
        for _ in 0..<rng.int(0...2) {
            switch rng.int(0...9) {
            case 0, 1: stmt.mods.append(.offset(CGFloat(rng.int(-4...8) * 5)))
            case 2: stmt.mods.append(.inset(CGFloat(rng.int(0...4) * 5)))
            case 3: stmt.mods.append(.insets(EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)))
            case 4: stmt.mods.append(rng.chance(0.5) ? .sizeOffset(CGSize(width: 30, height: 40)) : .centerOffset(CGPoint(x: 5, y: -5)))
            case 5: if hasView { stmt.mods.append(rng.chance(0.5) ? .multipliedBy(rng.pick([0.5, 2, 1.5])) : .dividedBy(rng.pick([2, 4]))) }
            case 6, 7, 8: stmt.mods.append(.priority(rng.pick([250, 500, 750, 1000, 600, 999])))
            default: stmt.mods.append(.key("k\(rng.int(0...99))"))
            }
        }
        if case .none = stmt.target, stmt.mods.isEmpty { stmt.mods.append(.offset(10)) }
        return stmt
    }

    // MARK: Expansion in the model

    func expand(_ stmt: FuzzStmt, on v: Int) -> [MSingle] {
        var singles: [MSingle] = []
        for a in stmt.attributes {
            let base = MSingle(first: v, attr: a)
            if case .none = stmt.target {} else { base.relation = stmt.relation }
            switch stmt.target {
            case .none: singles.append(base)
            case .number(let n): base.constant = n; singles.append(base)
            case .view(let w): base.second = (w, a); singles.append(base)
            case .attr(let w, let b): base.second = (w, b); singles.append(base)
            case .superview:
                if let p = parent[v] { base.second = (p, a) } else { base.invalid = true; expectedRefusals += 1 }
                singles.append(base)
            case .size(let s):
                if a == .width { base.constant = s.width } else if a == .height { base.constant = s.height }
                singles.append(base)
            case .point(let p):
                if a == .centerX { base.constant = p.x } else if a == .centerY { base.constant = p.y }
                singles.append(base)
            case .insets(let i): applyInsets(base, i); singles.append(base)
            case .array(let elems):
                for e in elems {
                    let c = base.copy()
                    switch e {
                    case .number(let n): c.constant = n
                    case .view(let w): c.second = (w, a)
                    case .attr(let w, let b): c.second = (w, b)
                    }
                    singles.append(c)
                }
            }
        }
        for m in stmt.mods {
            for s in singles {
                switch m {
                case .offset(let x): s.constant = x
                case .inset(let x): applyInsets(s, EdgeInsets(top: x, left: x, bottom: x, right: x))
                case .insets(let i): applyInsets(s, i)
                case .sizeOffset(let z):
                    if s.attr == .width { s.constant = z.width } else if s.attr == .height { s.constant = z.height }
                case .centerOffset(let p):
                    if s.attr == .centerX { s.constant = p.x } else if s.attr == .centerY { s.constant = p.y }
                case .multipliedBy(let m): s.multiplier = m
                case .dividedBy(let d): s.multiplier = 1 / d
                case .priority(let p): s.priority = p
                case .key: break
                }
            }
        }
        return singles
    }

    func applyInsets(_ s: MSingle, _ i: EdgeInsets) {
        switch s.attr {
        case .left, .leading: s.constant = i.left
        case .top: s.constant = i.top
        case .bottom: s.constant = -i.bottom
        case .right, .trailing: s.constant = -i.right
        default: break
        }
    }

    // MARK: Real application

    func applyReal(_ stmt: FuzzStmt, _ make: ConstraintMaker) {
        var c: Constraint
        switch stmt.start {
        case .edges: c = make.edges
        case .size: c = make.size
        case .center: c = make.center
        case .chain(let attrs):
            c = startAttr(make, attrs[0])
            for a in attrs.dropFirst() { c = chainAttr(c, a) }
        }
        func target(_ e: FuzzElem) -> any ConstraintTarget {
            switch e {
            case .number(let n): return n
            case .view(let w): return views[w]
            case .attr(let w, let a): return views[w].mas.attribute(a)
            }
        }
        func relate(_ t: any ConstraintTarget) -> Constraint {
            switch stmt.relation {
            case .equal: return c.equalTo(t)
            case .greaterThanOrEqual: return c.greaterThanOrEqualTo(t)
            default: return c.lessThanOrEqualTo(t)
            }
        }
        switch stmt.target {
        case .none: break
        case .number(let n): c = relate(n)
        case .view(let w): c = relate(views[w])
        case .attr(let w, let a): c = relate(views[w].mas.attribute(a))
        case .superview:
            switch stmt.relation {
            case .equal: c = c.equalToSuperview()
            case .greaterThanOrEqual: c = c.greaterThanOrEqualToSuperview()
            default: c = c.lessThanOrEqualToSuperview()
            }
        case .size(let s): c = relate(s)
        case .point(let p): c = relate(p)
        case .insets(let i): c = relate(i)
        case .array(let elems):
            let list: [any ConstraintTarget] = elems.map(target)
            switch stmt.relation {
            case .equal: c = c.equalTo(list)
            case .greaterThanOrEqual: c = c.greaterThanOrEqualTo(list)
            default: c = c.lessThanOrEqualTo(list)
            }
        }
        for m in stmt.mods {
            switch m {
            case .offset(let x): c = c.offset(x)
            case .inset(let x): c = c.inset(x)
            case .insets(let i): c = c.insets(i)
            case .sizeOffset(let z): c = c.sizeOffset(z)
            case .centerOffset(let p): c = c.centerOffset(p)
            case .multipliedBy(let m): c = c.multipliedBy(m)
            case .dividedBy(let d): c = c.dividedBy(d)
            case .priority(let p): c = c.priority(p)
            case .key(let k): c = c.key(k)
            }
        }
    }

    func startAttr(_ make: ConstraintMaker, _ a: LayoutAttribute) -> Constraint {
        switch a {
        case .left: return make.left
        case .right: return make.right
        case .top: return make.top
        case .bottom: return make.bottom
        case .leading: return make.leading
        case .trailing: return make.trailing
        case .width: return make.width
        case .height: return make.height
        case .centerX: return make.centerX
        default: return make.centerY
        }
    }

    func chainAttr(_ c: Constraint, _ a: LayoutAttribute) -> Constraint {
        switch a {
        case .left: return c.left
        case .right: return c.right
        case .top: return c.top
        case .bottom: return c.bottom
        case .leading: return c.leading
        case .trailing: return c.trailing
        case .width: return c.width
        case .height: return c.height
        case .centerX: return c.centerX
        default: return c.centerY
        }
    }

    func describe(_ stmt: FuzzStmt) -> String {
        var s = "make"
        switch stmt.start {
        case .edges: s += ".edges"
        case .size: s += ".size"
        case .center: s += ".center"
        case .chain(let a): s += a.map { ".\($0)" }.joined()
        }
        let rel = stmt.relation == .equal ? "equalTo" : (stmt.relation == .greaterThanOrEqual ? "greaterThanOrEqualTo" : "lessThanOrEqualTo")
        func e(_ x: FuzzElem) -> String {
            switch x {
            case .number(let n): return "\(n)"
            case .view(let w): return key(w)
            case .attr(let w, let a): return "\(key(w)).mas.\(a)"
            }
        }
        switch stmt.target {
        case .none: break
        case .number(let n): s += ".\(rel)(\(n))"
        case .view(let w): s += ".\(rel)(\(key(w)))"
        case .attr(let w, let a): s += ".\(rel)(\(key(w)).mas.\(a))"
        case .superview: s += ".\(rel)Superview()"
        case .size(let z): s += ".\(rel)(CGSize(width: \(z.width), height: \(z.height)))"
        case .point(let p): s += ".\(rel)(CGPoint(x: \(p.x), y: \(p.y)))"
        case .insets(let i): s += ".\(rel)(EdgeInsets(top: \(i.top), left: \(i.left), bottom: \(i.bottom), right: \(i.right)))"
        case .array(let l): s += ".\(rel)([\(l.map(e).joined(separator: ", "))] as [any ConstraintTarget])"
        }
        for m in stmt.mods {
            switch m {
            case .offset(let x): s += ".offset(\(x))"
            case .inset(let x): s += ".inset(\(x))"
            case .insets(let i): s += ".insets(EdgeInsets(top: \(i.top), left: \(i.left), bottom: \(i.bottom), right: \(i.right)))"
            case .sizeOffset(let z): s += ".sizeOffset(CGSize(width: \(z.width), height: \(z.height)))"
            case .centerOffset(let p): s += ".centerOffset(CGPoint(x: \(p.x), y: \(p.y)))"
            case .multipliedBy(let m): s += ".multipliedBy(\(m))"
            case .dividedBy(let d): s += ".dividedBy(\(d))"
            case .priority(let p): s += ".priority(\(p))"
            case .key(let k): s += ".key(\"\(k)\")"
            }
        }
        return s
    }

    func key(_ v: Int) -> String { views[v].mas.key ?? "?" }

    // MARK: Operations

    var allSingles: [MSingle] { handles.filter { $0.real != nil }.flatMap { $0.singles } }

    func runMaker(_ kind: Int, on targets: [Int], _ stmts: [FuzzStmt]) {
        // model
        for v in targets {
            if kind == 2 {
                for rec in recs where rec.active && rec.first == v {
                    uninstallSingle(rec.ownerSingle!)
                }
            }
            var made: [[MSingle]] = []
            for st in stmts { made.append(expand(st, on: v)) }
            if kind == 3 {
                // prepare: make the layout constraints, no install
                for group in made {
                    for s in group where !s.invalid {
                        var sv: Int? = s.second?.0
                        var sa = s.second?.1 ?? .notAnAttribute
                        if s.second == nil && !fuzzIsSize(s.attr) {
                            guard let p = parent[v] else { expectedRefusals += 1; continue }
                            sv = p; sa = s.attr
                        }
                        if let x = sv, cca(v, x) == nil { expectedRefusals += 1; continue }
                        let rec = MRec(id: recs.count, first: v, attr: s.attr, second: sv, secondAttr: sa,
                                       relation: s.relation, multiplier: s.multiplier, constant: s.constant, priority: s.priority)
                        recs.append(rec)
                        s.held = rec
                    }
                }
            } else {
                for group in made {
                    for s in group { s.updateExisting = kind == 1 }
                    installHandle(group)
                }
            }
            pendingModel.append(contentsOf: made.map { (v, $0) })
        }
    }
    var pendingModel: [(Int, [MSingle])] = []
    /// Removal diagnostics kept alive (they hold the removed layout constraints), and the
    /// model's ids of those constraints.
    var keptDiagnostics: [LayoutDiagnostic] = []
    /// Constraints an unsatisfiable diagnostic ever broke (weakly).
    struct WeakLC { weak var c: LayoutConstraint? }
    var brokenEver: [WeakLC] = []
    func noteBroken(_ diags: [LayoutDiagnostic]) {
        for d in diags where d.kind == .unsatisfiable {
            if let last = d.constraints.last { brokenEver.append(WeakLC(c: last)) }
        }
    }
    var satisfactionChecks = 0
    var keptIDs = Set<Int>()
    var removedNow: [Int] = []
    var keepThisOne = false

    func step(_ n: Int) {
        let op = rng.int(0...99)
        expectedRefusals = 0
        expectedRemoved = 0
        let text = performRecording(op, n)
        collect(allSingles)
        check(n, text)
    }

    /// Runs the operation and checks its diagnostics; they (and the layout constraints they
    /// hold) are gone when this returns.
    func performRecording(_ op: Int, _ n: Int) -> String {
        var text = ""
        removedNow = []
        keepThisOne = false
        let diags = LayoutDiagnostics.record {
            text = perform(op)
        }
        if keepThisOne {
            keptDiagnostics = diags
            // every layout constraint a kept diagnostic lists stays alive (an unsatisfiable
            // diagnostic of the re-solved subtree lists constraints too)
            keptIDs = Set(removedNow)
            for d in diags {
                for lc in d.constraints {
                    if let rec = recs.first(where: { $0.real === lc }) { keptIDs.insert(rec.id) }
                }
            }
            text += "  // diagnostics kept"
        }
        log.append(text)
        if verbose { print("[\(seed)#\(n)] \(text)") }
        checkDiagnostics(diags, text)
        noteBroken(diags)
        for d in diags { fuzzStats["diag-\(d.kind)", default: 0] += 1 }
        let head = String(text.prefix { $0 != "(" && $0 != "{" })
        let opName: String = head.split(separator: ".").last.map { String($0) } ?? head
        fuzzStats["op-" + opName, default: 0] += 1
        return text
    }

    func perform(_ op: Int) -> String {
        let nonRoot = Array(1..<views.count)
        switch op {
        case 0...44:
            // make / update / remake / array make / prepare
            var kind: Int
            switch op {
            case 0...17: kind = 0
            case 18...31: kind = 1
            case 32...38: kind = 2
            default: kind = rng.chance(0.5) ? 4 : 3
            }
            var targets = [rng.pick(nonRoot)]
            if kind == 4 {
                targets = [rng.pick(nonRoot), rng.pick(nonRoot)]
                if targets[0] == targets[1] { targets.removeLast() }
                kind = rng.pick([0, 0, 1, 2])
                if targets.count == 1 { kind = 0 }
            }
            var stmts: [FuzzStmt] = []
            for _ in 0..<rng.int(1...3) {
                if (kind == 1 || rng.chance(0.25)), let old = past[targets[0]], !old.isEmpty, rng.chance(0.7) {
                    var s = rng.pick(old)
                    // same statement, new constant
                    s.mods = s.mods.filter { if case .key = $0 { return false } else { return true } }
                    s.mods.append(.offset(CGFloat(rng.int(-4...8) * 5)))
                    stmts.append(s)
                } else {
                    stmts.append(randomStmt(for: targets[0]))
                }
            }
            past[targets[0], default: []].append(contentsOf: stmts)
            pendingModel = []
            runMaker(kind, on: targets, stmts)
            let dropFresh = rng.chance(0.3)
            let closure: (ConstraintMaker) -> Void = { make in
                for st in stmts { self.applyReal(st, make) }
            }
            var realHandles: [Constraint] = []
            let name = ["makeConstraints", "updateConstraints", "remakeConstraints", "prepareConstraints"][kind]
            if targets.count > 1 {
                let arr = targets.map { views[$0] }
                switch kind {
                case 0: realHandles = arr.mas.makeConstraints(closure)
                case 1: realHandles = arr.mas.updateConstraints(closure)
                default: realHandles = arr.mas.remakeConstraints(closure)
                }
            } else {
                let dsl = views[targets[0]].mas
                switch kind {
                case 0: realHandles = dsl.makeConstraints(closure)
                case 1: realHandles = dsl.updateConstraints(closure)
                case 2: realHandles = dsl.remakeConstraints(closure)
                default: realHandles = dsl.prepareConstraints(closure)
                }
            }
            if realHandles.count != pendingModel.count {
                failures.append("handle count \(realHandles.count) != model \(pendingModel.count) after \(name)")
            } else {
                for (r, m) in zip(realHandles, pendingModel) {
                    let h = MHandle(real: r, singles: m.1, view: m.0)
                    if dropFresh { h.real = nil }
                    handles.append(h)
                }
            }
            let who = targets.count > 1 ? "[\(targets.map(key).joined(separator: ", "))]" : key(targets[0])
            return "\(who).mas.\(name) { make in \(stmts.map(describe).joined(separator: "; ")) }" + (dropFresh ? "  // result dropped" : "")
        case 45...80:
            let live = handles.indices.filter { handles[$0].real != nil }
            guard !live.isEmpty else { return "noop" }
            let hi = rng.pick(live)
            let h = handles[hi]
            let real = h.real!
            let sub = rng.int(0...18)
            switch sub {
            case 0...3:
                for s in h.singles { uninstallSingle(s) }
                real.uninstall(); return "h\(hi).uninstall()"
            case 4...7:
                installHandle(h.singles)
                real.install(); return "h\(hi).install()"
            case 8:
                installHandle(h.singles)
                real.activate(); return "h\(hi).activate()"
            case 9:
                for s in h.singles { uninstallSingle(s) }
                real.deactivate(); return "h\(hi).deactivate()"
            case 14:
                let p: Float = rng.pick([250, 500, 750, 1000])
                for s in h.singles {
                    if s.lc?.active == true { expectedRefusals += 1; continue }
                    s.priority = p
                    // Held (uninstalled) or linked (taken out with a removed view): the one
                    // the next install reuses.
                    s.lc?.priority = p
                }
                real.priority(p); return "h\(hi).priority(\(p))  // after install"
            case 15:
                let m: CGFloat = rng.pick([0.5, 2])
                for s in h.singles {
                    if s.lc != nil || s.wasMade { expectedRefusals += 1; continue }
                    s.multiplier = m
                }
                real.multipliedBy(m); return "h\(hi).multipliedBy(\(m))  // after install"
            case 16:
                expectedRefusals += 1
                if !h.singles.contains(where: { $0.lc != nil || $0.wasMade }) {
                    for s in h.singles { s.invalid = true }
                }
                real.update(offset: CGFloat.nan); return "h\(hi).update(offset: .nan)"
            case 17:
                let on = rng.chance(0.5)
                if on { installHandle(h.singles) } else { for s in h.singles { uninstallSingle(s) } }
                real.isActive = on; return "h\(hi).isActive = \(on)"
            case 18:
                h.real = nil
                return "h\(hi) = nil  // dropped"
            case 10, 11:
                let x = CGFloat(rng.int(-4...8) * 5)
                for s in h.singles where !s.invalid || true {
                    s.constant = x
                    s.lc?.constant = x
                }
                real.update(offset: x); return "h\(hi).update(offset: \(x))"
            case 12:
                let x = CGFloat(rng.int(0...4) * 5)
                for s in h.singles {
                    applyInsets(s, EdgeInsets(top: x, left: x, bottom: x, right: x))
                    if let rec = s.lc {
                        switch s.attr {
                        case .left, .leading, .top: rec.constant = x
                        case .right, .trailing, .bottom: rec.constant = -x
                        default: break
                        }
                    }
                }
                real.update(inset: x); return "h\(hi).update(inset: \(x))"
            default:
                let p: Float = rng.pick([250, 500, 750, 1000, 600])
                for s in h.singles {
                    if let rec = s.lc {
                        if rec.priority != p {
                            if rec.active && (rec.priority == 1000) != (p == 1000) {
                                expectedRefusals += 1
                            } else {
                                rec.priority = p
                            }
                        }
                        if rec.priority == p { s.priority = p }
                    } else {
                        s.priority = p
                    }
                }
                real.update(priority: LayoutPriority(p)); return "h\(hi).update(priority: \(p))"
            }
        case 81...85:
            let v = rng.pick(nonRoot)
            for rec in recs where rec.active && rec.first == v { uninstallSingle(rec.ownerSingle!) }
            views[v].mas.removeConstraints()
            return "\(key(v)).mas.removeConstraints()"
        case 86...91:
            let attached = nonRoot.filter { parent[$0] != nil }
            guard let v = attached.isEmpty ? nil : rng.pick(attached) else { return "noop" }
            deactivateCrossing(v)
            parent[v] = nil
            keepThisOne = rng.chance(0.4)
            views[v].removeFromSuperview()
            return "\(key(v)).removeFromSuperview()"
        default:
            let v = rng.pick(nonRoot)
            // a new parent that is not in v's subtree
            let candidates = views.indices.filter { !isAncestorOrSelf(v, of: $0) && $0 != parent[v] }
            let detached = parent[v] == nil
            guard !candidates.isEmpty, detached || rng.chance(0.4) else { return "noop" }
            let p = detached && rng.chance(0.6) && candidates.contains(0) ? 0 : rng.pick(candidates)
            if parent[v] != nil { deactivateCrossing(v) }
            parent[v] = p
            views[p].addSubview(views[v])
            return "\(key(p)).addSubview(\(key(v)))"
        }
    }

    // MARK: Checks

    func checkDiagnostics(_ diags: [LayoutDiagnostic], _ text: String) {
        let refusalKinds: Set<LayoutDiagnostic.Kind> = [.noCommonAncestor, .invalidAttributePairing, .invalidValue, .invalidPriorityChange]
        let refusals = diags.filter { refusalKinds.contains($0.kind) }
        let removed = diags.filter { $0.kind == .constraintsRemovedWithView }
        let others = diags.filter { !refusalKinds.contains($0.kind) && $0.kind != .constraintsRemovedWithView && $0.kind != .unsatisfiable }
        if (expectedRefusals > 0) != !refusals.isEmpty {
            failures.append("refusal diagnostics: model expected \(expectedRefusals), got \(refusals.map(\.description)) after \(text)")
        }
        if (expectedRemoved > 0) != !removed.isEmpty {
            failures.append("removal diagnostics: model expected \(expectedRemoved), got \(removed.count) after \(text)")
        }
        if let r = removed.first, r.constraints.count != expectedRemoved {
            failures.append("removal diagnostic lists \(r.constraints.count), model removed \(expectedRemoved) after \(text)")
        }
        if !others.isEmpty { failures.append("unexpected diagnostics \(others.map(\.description)) after \(text)") }
        for d in diags where d.message.contains("View:0x") {
            failures.append("diagnostic names a keyed view by address: \(d.description)")
        }
        for d in refusals where !d.message.contains("View:") {
            failures.append("refusal without a view key: \(d.description)")
        }
    }

    func tuple(_ lc: LayoutConstraint) -> String {
        let f = idx(lc.firstItem).map(String.init) ?? "?"
        let s = idx(lc.secondItem).map(String.init) ?? "-"
        return "\(f).\(lc.firstAttribute) \(lc.relation) \(s).\(lc.secondAttribute) *\(lc.multiplier) +\(lc.constant + 0) @\(lc.priority.rawValue)"
    }

    func check(_ n: Int, _ text: String) {
        let before = failures.count
        if let t = ProcessInfo.processInfo.environment["FUZZ_TRACE_H"].flatMap({ Int($0) }), t < handles.count {
            let h = handles[t]
            for (r, m) in zip(h.real?.singles ?? [], h.singles) {
                print("   trace h\(t) \(m.attr): real \(r.layoutConstraint.map { "\($0) active \($0.isActive)" } ?? "nil") model linked \(m.linked.map { "\($0.id) \($0.tuple) \($0.active)" } ?? "nil") held \(m.held.map { "\($0.id)" } ?? "nil") invalid \(m.invalid)")
            }
        }
        // 1. real hierarchy equals the model's
        for v in views.indices {
            if idx(views[v].superview) != parent[v] { failures.append("superview of \(key(v)) differs") }
        }
        // 2. the installed constraints, from every view's `constraints`
        var seen = Set<ObjectIdentifier>()
        var real: [String] = []
        var holder: [ObjectIdentifier: Int] = [:]
        for (i, v) in views.enumerated() {
            for lc in v.constraints {
                if !seen.insert(ObjectIdentifier(lc)).inserted { failures.append("constraint installed twice: \(lc)") }
                if !(lc is MasonryLayoutConstraint) { failures.append("non-DSL constraint \(lc) on \(key(i))") }
                if !lc.isActive { failures.append("inactive constraint in \(key(i)).constraints: \(lc)") }
                holder[ObjectIdentifier(lc)] = i
                real.append(tuple(lc))
            }
        }
        let active = recs.filter(\.active)
        let model = active.map(\.tuple)
        if real.sorted() != model.sorted() {
            let r = Set(real), m = Set(model)
            failures.append("installed set differs (\(real.count) real, \(model.count) model): only real \(r.subtracting(m).sorted()), only model \(m.subtracting(r).sorted()); counts \(real.count)/\(model.count)")
        }
        // 3. identity: handles' layout constraints are the model's
        for (hi, h) in handles.enumerated() {
            guard let hreal = h.real else { continue }
            let rs = hreal.singles
            if rs.count != h.singles.count {
                failures.append("h\(hi): \(rs.count) singles, model \(h.singles.count)")
                continue
            }
            for (r, m) in zip(rs, h.singles) {
                let rlc = r.layoutConstraint
                if let rec = m.lc {
                    guard let rlc else { failures.append("h\(hi): single \(m.attr) has no layout constraint, model has \(rec.tuple) (active \(rec.active))"); continue }
                    if let known = rec.real {
                        if known !== rlc { failures.append("h\(hi): single \(m.attr) has another layout constraint than the model's \(rec.tuple)") }
                    } else {
                        rec.real = rlc
                    }
                    if tuple(rlc) != rec.tuple { failures.append("h\(hi): \(tuple(rlc)) != model \(rec.tuple)") }
                    if rlc.isActive != rec.active { failures.append("h\(hi): isActive \(rlc.isActive) != model \(rec.active) for \(rec.tuple)") }
                    if rec.active, let o = rec.ownerView, holder[ObjectIdentifier(rlc)] != o {
                        failures.append("h\(hi): \(rec.tuple) installed on \(holder[ObjectIdentifier(rlc)].map(key) ?? "nil"), model \(key(o))")
                    }
                } else if let rlc {
                    failures.append("h\(hi): single \(m.attr) has layout constraint \(rlc) (active \(rlc.isActive)), model none")
                }
            }
            let modelActive = h.singles.contains { $0.lc?.active == true }
            if hreal.isActive != modelActive { failures.append("h\(hi).isActive \(hreal.isActive) != model \(modelActive)") }
        }
        // 4. installedConstraints (read now and then only: reading prunes the registry)
        if rng.chance(0.3) {
            for v in views.indices {
                let got = views[v].mas.installedConstraints.map { ObjectIdentifier($0) }
                var want: [ObjectIdentifier] = []
                for rec in active where rec.first == v {
                    guard let s = rec.ownerSingle, let rv = realSingle(for: s) else { continue }
                    want.append(ObjectIdentifier(rv))
                }
                let wantCount = active.filter { $0.first == v }.count
                if got.count != wantCount || Set(got) != Set(want) {
                    failures.append("\(key(v)).mas.installedConstraints: \(got.count) entries, model \(wantCount) (identity match \(Set(got) == Set(want)))")
                }
            }
        }
        // 5. layout does not crash and gives finite frames
        let layoutDiags = LayoutDiagnostics.record {
            for v in views.indices where parent[v] == nil {
                views[v].layoutIfNeeded()
            }
        }
        noteBroken(layoutDiags)
        checkSatisfaction()
        for d in layoutDiags where d.message.contains("View:0x") {
            failures.append("layout diagnostic names a keyed view by address: \(d.description)")
        }
        for d in layoutDiags where d.kind != .unsatisfiable {
            failures.append("unexpected diagnostic in layoutIfNeeded: \(d.description)")
        }
        for v in views where !(v.frame.origin.x.isFinite && v.frame.origin.y.isFinite && v.frame.width.isFinite && v.frame.height.isFinite) {
            failures.append("non-finite frame \(v.frame) of \(v.mas.key ?? "?")")
        }
        if failures.count > before {
            failures.insert("seed \(seed) step \(n): after \(text)", at: before)
        }
    }

    func realSingle(for s: MSingle) -> ViewConstraint? { s.realVC }

    /// The frame of `v` in the coordinates of its tree's top view.
    func rectInTop(_ v: View) -> CGRect {
        var origin = CGPoint.zero
        var x: View = v
        while let p = x.superview {
            origin.x += x.frame.origin.x; origin.y += x.frame.origin.y
            x = p
        }
        return CGRect(x: origin.x, y: origin.y, width: v.frame.width, height: v.frame.height)
    }

    /// The attribute's value in the coordinates of `space` (the view the constraint is
    /// installed on: the engine evaluates a constraint in its ancestor's space, which matters
    /// for a multiplier on a position).
    func value(_ item: (any LayoutItem)?, _ a: LayoutAttribute, in space: View) -> CGFloat? {
        guard let v = item as? View else { return nil }
        // by hand: CGRect's minX/maxX/width standardize a negative size
        let r = rectInTop(v)
        let o = rectInTop(space).origin
        let x = r.origin.x - o.x, y = r.origin.y - o.y, w = v.frame.size.width, h = v.frame.size.height
        switch a {
        case .left, .leading: return x
        case .right, .trailing: return x + w
        case .top: return y
        case .bottom: return y + h
        case .width: return w
        case .height: return h
        case .centerX: return x + w / 2
        case .centerY: return y + h / 2
        default: return nil
        }
    }

    /// Every active required DSL constraint that no unsatisfiable diagnostic broke holds in
    /// the frames.
    func checkSatisfaction() {
        for v in views {
            for lc in v.constraints where lc.priority == .required {
                if brokenEver.contains(where: { $0.c === lc }) { continue }
                guard let lhs = value(lc.firstItem, lc.firstAttribute, in: v) else { continue }
                var rhs = lc.constant
                if lc.secondItem != nil {
                    guard let s = value(lc.secondItem, lc.secondAttribute, in: v) else { continue }
                    rhs += lc.multiplier * s
                }
                let tol = 1e-4 * max(1, abs(lhs), abs(rhs))
                let ok: Bool
                switch lc.relation {
                case .equal: ok = abs(lhs - rhs) <= tol
                case .greaterThanOrEqual: ok = lhs >= rhs - tol
                default: ok = lhs <= rhs + tol
                }
                satisfactionChecks += 1
                fuzzStats["checked-required-satisfied", default: 0] += 1
                if !ok { failures.append("required \(lc) not satisfied: \(lhs) vs \(rhs) (frames \(views.map { "\($0.mas.key!)=\($0.frame)" }.joined(separator: " ")))") }
            }
        }
    }
}

nonisolated(unsafe) var fuzzStats: [String: Int] = [:]

func fuzzSeeds() -> [UInt64] {
    let spec = ProcessInfo.processInfo.environment["FUZZ_SEEDS"] ?? "0-29"
    var seeds: [UInt64] = []
    for part in spec.split(separator: ",") {
        let bounds = part.split(separator: "-").compactMap { UInt64($0) }
        if bounds.count == 2 { seeds += Array(bounds[0]...bounds[1]) } else if let one = bounds.first { seeds.append(one) }
    }
    return seeds
}

@Suite struct FuzzDSLTests {
    @Test func randomLifecycle() {
        let opsOverride = ProcessInfo.processInfo.environment["FUZZ_OPS"].flatMap { Int($0) }
        var failingSeeds: [UInt64] = []
        for seed in fuzzSeeds() {
            let world = FuzzWorld(seed: seed)
            let count = opsOverride ?? world.rng.int(50...300)
            for n in 0..<count {
                world.step(n)
                if !world.failures.isEmpty { break }
            }
            if !world.failures.isEmpty {
                failingSeeds.append(seed)
                let tail = world.log.suffix(40).enumerated().map { "  \($0.element)" }.joined(separator: "\n")
                Issue.record("seed \(seed):\n\(world.failures.prefix(6).joined(separator: "\n"))\nlast operations:\n\(tail)")
            }
        }
        if !failingSeeds.isEmpty { print("FUZZ failing seeds: \(failingSeeds)") }
        print("FUZZ stats: \(fuzzStats.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))")
    }
}

// MARK: Minimised findings

@Suite struct FuzzDSLFindings {
    /// Masonry's `layoutConstraintSimilarTo:` walks `installedView.constraints` in reverse, so
    /// `updateConstraints` changes the most recently installed similar constraint. After a
    /// view is removed and added back and its handles are installed again (their layout
    /// constraints kept alive), the install order is the new one.
    @Test func updateMatchesTheLastInstalledAfterReAdd() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800)); root.mas.key = "root"
        let v = View(); v.mas.key = "v"; root.addSubview(v)
        let a = v.mas.makeConstraints { make in make.left.equalTo(10) }[0]
        let b = v.mas.makeConstraints { make in make.left.equalTo(30) }[0]
        let kept = a.layoutConstraints + b.layoutConstraints  // the user keeps them (or a diagnostic does)
        v.removeFromSuperview()
        root.addSubview(v)
        b.install()
        a.install()
        #expect(root.constraints.map(\.constant) == [30, 10])  // a is the last installed
        #expect(v.mas.installedConstraints.map { ObjectIdentifier($0) } == [ObjectIdentifier(b), ObjectIdentifier(a)],
                "installedConstraints lists in install order")
        v.mas.updateConstraints { make in make.left.equalTo(50) }
        #expect(a.layoutConstraints.map(\.constant) == [50], "Masonry updates the last installed (a)")
        #expect(b.layoutConstraints.map(\.constant) == [30])
        _ = kept
    }

    /// `install()` after a remove-and-re-add either reuses the handle's layout constraint
    /// (when something else, here a recorded diagnostic, kept it alive) or makes it again from
    /// the handle; both carry the constant `updateConstraints` gave it in place.
    @Test(arguments: [false, true]) func reinstallAfterReAddDoesNotDependOnWhoHoldsTheConstraint(keepDiagnostics: Bool) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800)); root.mas.key = "root"
        let v = View(); v.mas.key = "v"; root.addSubview(v)
        let a = v.mas.makeConstraints { make in make.left.equalTo(10); make.top.width.height.equalTo(10) }[0]
        v.mas.updateConstraints { make in make.left.equalTo(50) }
        root.layoutIfNeeded()
        #expect(v.frame.minX == 50)
        var kept = LayoutDiagnostics.record { v.removeFromSuperview() }
        if !keepDiagnostics { kept = [] }
        root.addSubview(v)
        a.install()
        root.layoutIfNeeded()
        #expect(v.frame.minX == 50, "same result whether or not a diagnostic is kept")
        _ = kept
    }

    /// `priority(_:)` on a handle that is not active (its constraint deactivated by
    /// removeFromSuperview but still alive) reaches the layout constraint `install()` reuses.
    @Test func priorityAfterRemovalReachesTheReusedConstraint() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800)); root.mas.key = "root"
        let v = View(); v.mas.key = "v"; root.addSubview(v)
        let a = v.mas.makeConstraints { make in make.left.equalTo(10) }[0]
        let kept = a.layoutConstraints
        v.removeFromSuperview()
        let diagnostics = LayoutDiagnostics.record { a.priority(500) }
        root.addSubview(v)
        a.install()
        #expect(diagnostics.isEmpty)
        #expect(a.layoutConstraints.map(\.priority) == [LayoutPriority(500)])
        #expect(root.constraints.map(\.priority) == [LayoutPriority(500)])
        _ = kept
    }

    /// After removeFromSuperview, with the handle's layout constraint freed or kept, a refused
    /// value (`update(offset: .nan)`) leaves the handle as it was, as for any constraint made
    /// before: `install()` after re-adding the view installs it.
    @Test(arguments: [false, true]) func refusedValueAfterRemovalDoesNotDisableTheHandle(keepConstraint: Bool) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800)); root.mas.key = "root"
        let v = View(); v.mas.key = "v"; root.addSubview(v)
        let a = v.mas.makeConstraints { make in make.left.equalTo(10) }[0]
        var kept = a.layoutConstraints
        v.removeFromSuperview()
        if !keepConstraint { kept = [] }
        let diagnostics = LayoutDiagnostics.record { a.update(offset: CGFloat.nan) }
        #expect(diagnostics.count == 1)
        root.addSubview(v)
        let installDiagnostics = LayoutDiagnostics.record { a.install() }
        #expect(a.isActive, "diagnostics: \(diagnostics.map(\.message)) then \(installDiagnostics.map(\.message))")
        _ = kept
    }

    /// A multiplier cannot change once the layout constraint was made, whether that
    /// constraint is still alive or was freed with a removed view: the same refusal either
    /// way, and the reinstalled constraint keeps its multiplier.
    @Test(arguments: [false, true]) func multiplierAfterRemovalIsRefusedWhoeverHoldsTheConstraint(keepConstraint: Bool) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800)); root.mas.key = "root"
        let v = View(); v.mas.key = "v"; root.addSubview(v)
        let a = v.mas.makeConstraints { make in make.width.equalTo(root).multipliedBy(0.5) }[0]
        var kept = a.layoutConstraints
        v.removeFromSuperview()
        if !keepConstraint { kept = [] }
        let diagnostics = LayoutDiagnostics.record { a.multipliedBy(2) }
        #expect(diagnostics.map(\.kind) == [.invalidValue])
        #expect(diagnostics.first?.message.hasSuffix(
            "the multiplier cannot change once its layout constraint is made (prepared, or installed before); multipliedBy(2) refused, make a new constraint instead") == true)
        root.addSubview(v)
        a.install()
        #expect(root.constraints.map(\.multiplier) == [0.5])
        _ = kept
    }
}
