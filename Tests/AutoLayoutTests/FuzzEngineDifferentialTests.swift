import Foundation
import Testing
@testable import AutoLayout

// Engine-level differential fuzz runner. It reads cases written by Scripts/engine_fuzz/gen.py (the path in
// FUZZ_CASES), builds each view tree and its constraints with the public API, lays out,
// applies the case's operations one by one (each followed by a layout pass) and writes every
// view's frame and the diagnostics raised at each stage to FUZZ_OUT. Scripts/engine_fuzz/compare.py checks
// them against kiwisolver. Without FUZZ_CASES the test does nothing.

struct FuzzView: Codable {
    var parent: Int
    var frame: [Double]
    var tamic: Bool
    var mask: UInt
    var bounds: [Double]
    var margins: [Double]?
    // optional features (gen.py flags)
    var ics: [Double]?
    var hug: [Float]?
    var comp: [Float]?
    var sca: String?
}

struct FuzzGuide: Codable {
    var owner: Int
    var kind: String
}

/// A view with a settable intrinsic content size (per axis, `View.noIntrinsicMetric` for none).
private final class FuzzIntrinsicView: View {
    var size = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    override var intrinsicContentSize: CGSize { size }
}

private func semantic(_ text: String?) -> SemanticContentAttribute {
    switch text {
    case "rtl": return .forceRightToLeft
    case "ltr": return .forceLeftToRight
    default: return .unspecified
    }
}

struct FuzzConstraint: Codable {
    var a: Int
    var fa: Int
    var rel: String
    var b: Int
    var sa: Int
    var m: Double
    var c: Double
    var p: Float
    var api: String
    // --offsets: the item and attribute the first (second) side is measured from; such a side
    // is the distance `origin.anchorWithOffset(to: item.attribute)` (anchors only)
    var oa: Int?
    var ofa: Int?
    var ob: Int?
    var osa: Int?
}

struct FuzzOp: Codable {
    var op: String
    var i: Int?
    var v: Double?
    var p: Float?
    var w: Double?
    var h: Double?
    var j: Int?
    var vals: [Double]?
}

struct FuzzCase: Codable {
    var id: Int
    var views: [FuzzView]
    var constraints: [FuzzConstraint]
    var activation: String
    var owners: [Int]?
    var ops: [FuzzOp]
    var guides: [FuzzGuide]?
    var safe: [Double]?
}

struct FuzzStage: Codable {
    var frames: [[Double]]
    var diags: [String]
    var messages: [String]
    /// Whether a view's layout is ambiguous, recorded once the case has seen a conflict
    /// (after one, the two ways of adding constraints may leave the solver's rows in another
    /// order, and an ambiguous layout may then settle on another of its solutions).
    var ambiguous: Bool?
}

struct FuzzResult: Codable {
    var id: Int
    var stages: [FuzzStage]
}

private func relation(_ text: String) -> LayoutRelation {
    switch text {
    case "<=": return .lessThanOrEqual
    case ">=": return .greaterThanOrEqual
    default: return .equal
    }
}

private func isX(_ a: LayoutAttribute) -> Bool {
    [.left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
     .centerXWithinMargins].contains(a)
}
private func isY(_ a: LayoutAttribute) -> Bool {
    [.top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .firstBaseline, .lastBaseline].contains(a)
}

private func xAnchor(_ v: any LayoutItem, _ a: LayoutAttribute) -> LayoutXAxisAnchor? {
    switch a {
    case .left: return v.leftAnchor
    case .right: return v.rightAnchor
    case .leading: return v.leadingAnchor
    case .trailing: return v.trailingAnchor
    case .centerX: return v.centerXAnchor
    default: return nil
    }
}
private func yAnchor(_ v: any LayoutItem, _ a: LayoutAttribute) -> LayoutYAxisAnchor? {
    switch a {
    case .top: return v.topAnchor
    case .bottom: return v.bottomAnchor
    case .centerY: return v.centerYAnchor
    default: return nil
    }
}
private func dAnchor(_ v: any LayoutItem, _ a: LayoutAttribute) -> LayoutDimension? {
    switch a {
    case .width: return v.widthAnchor
    case .height: return v.heightAnchor
    default: return nil
    }
}

/// A side of a distance constraint: `origin.anchorWithOffset(to: item.attribute)`, or the
/// item's width or height when the side has no origin.
private func dimension(_ item: any LayoutItem, _ attribute: Int, _ origin: (any LayoutItem)?, _ originAttribute: Int?) -> LayoutDimension {
    let a = LayoutAttribute(rawValue: attribute)!
    guard let origin, let originAttribute else { return dAnchor(item, a)! }
    let o = LayoutAttribute(rawValue: originAttribute)!
    if let from = xAnchor(origin, o), let to = xAnchor(item, a) { return from.anchorWithOffset(to: to) }
    return yAnchor(origin, o)!.anchorWithOffset(to: yAnchor(item, a)!)
}

/// A constraint of distances (gen.py --offsets), made with the anchors.
private func makeOffset(_ c: FuzzConstraint, _ views: [any LayoutItem]) -> LayoutConstraint {
    let first = dimension(views[c.a], c.fa, c.oa.map { views[$0] }, c.ofa)
    let k = CGFloat(c.c), m = CGFloat(c.m)
    guard c.b >= 0 else {
        switch relation(c.rel) {
        case .equal: return first.constraint(equalToConstant: k)
        case .greaterThanOrEqual: return first.constraint(greaterThanOrEqualToConstant: k)
        case .lessThanOrEqual: return first.constraint(lessThanOrEqualToConstant: k)
        }
    }
    let second = dimension(views[c.b], c.sa, c.ob.map { views[$0] }, c.osa)
    switch relation(c.rel) {
    case .equal: return first.constraint(equalTo: second, multiplier: m, constant: k)
    case .greaterThanOrEqual: return first.constraint(greaterThanOrEqualTo: second, multiplier: m, constant: k)
    case .lessThanOrEqual: return first.constraint(lessThanOrEqualTo: second, multiplier: m, constant: k)
    }
}

/// The constraint, made with an anchor where the anchor API can say it, else with the
/// initializer.
private func make(_ c: FuzzConstraint, _ views: [any LayoutItem]) -> LayoutConstraint {
    if c.oa != nil || c.ob != nil { return makeOffset(c, views) }
    let first = views[c.a]
    let fa = LayoutAttribute(rawValue: c.fa)!
    let sa = LayoutAttribute(rawValue: c.sa)!
    let rel = relation(c.rel)
    let second: (any LayoutItem)? = c.b >= 0 ? views[c.b] : nil
    let k = CGFloat(c.c), m = CGFloat(c.m)
    if c.api == "anchor" {
        if let second {
            if c.m == 1, let x = xAnchor(first, fa), let y = xAnchor(second, sa) {
                switch rel {
                case .equal: return x.constraint(equalTo: y, constant: k)
                case .greaterThanOrEqual: return x.constraint(greaterThanOrEqualTo: y, constant: k)
                case .lessThanOrEqual: return x.constraint(lessThanOrEqualTo: y, constant: k)
                }
            }
            if c.m == 1, let x = yAnchor(first, fa), let y = yAnchor(second, sa) {
                switch rel {
                case .equal: return x.constraint(equalTo: y, constant: k)
                case .greaterThanOrEqual: return x.constraint(greaterThanOrEqualTo: y, constant: k)
                case .lessThanOrEqual: return x.constraint(lessThanOrEqualTo: y, constant: k)
                }
            }
            if let x = dAnchor(first, fa), let y = dAnchor(second, sa) {
                switch rel {
                case .equal: return x.constraint(equalTo: y, multiplier: m, constant: k)
                case .greaterThanOrEqual: return x.constraint(greaterThanOrEqualTo: y, multiplier: m, constant: k)
                case .lessThanOrEqual: return x.constraint(lessThanOrEqualTo: y, multiplier: m, constant: k)
                }
            }
        } else if let x = dAnchor(first, fa) {
            switch rel {
            case .equal: return x.constraint(equalToConstant: k)
            case .greaterThanOrEqual: return x.constraint(greaterThanOrEqualToConstant: k)
            case .lessThanOrEqual: return x.constraint(lessThanOrEqualToConstant: k)
            }
        }
    }
    return LayoutConstraint(item: first, attribute: fa, relatedBy: rel, toItem: second, attribute: sa, multiplier: m, constant: k)
}

private func kinds(_ diagnostics: [LayoutDiagnostic]) -> [String] {
    diagnostics.map { "\($0.kind)" }
}

private func snapshot(_ views: [View], _ guides: [LayoutGuide], _ diags: [LayoutDiagnostic]) -> FuzzStage {
    FuzzStage(
        frames: views.map { v in
            let f = v.frame
            return [Double(f.origin.x), Double(f.origin.y), Double(f.size.width), Double(f.size.height)]
        } + guides.map { g in
            let f = g.layoutFrame
            return [Double(f.origin.x), Double(f.origin.y), Double(f.size.width), Double(f.size.height)]
        },
        diags: kinds(diags), messages: diags.map(\.message))
}

/// Lays `fuzz` out stage by stage; `burst`, when given, is the root engine's burst length
/// (`Int.max`: every addition at once; 0: every one queued for the worker).
func run(_ fuzz: FuzzCase, burst: Int? = nil) -> FuzzResult {
    var views: [View] = []
    for (index, spec) in fuzz.views.enumerated() {
        let f = spec.frame
        let frame = CGRect(x: f[0], y: f[1], width: f[2], height: f[3])
        let view: View
        if let ics = spec.ics {
            let v = FuzzIntrinsicView(frame: frame)
            v.size = CGSize(width: ics[0], height: ics[1])
            view = v
        } else {
            view = View(frame: frame)
        }
        view.name = "v\(index)"
        if let hug = spec.hug {
            view.setContentHuggingPriority(LayoutPriority(hug[0]), for: .horizontal)
            view.setContentHuggingPriority(LayoutPriority(hug[1]), for: .vertical)
        }
        if let comp = spec.comp {
            view.setContentCompressionResistancePriority(LayoutPriority(comp[0]), for: .horizontal)
            view.setContentCompressionResistancePriority(LayoutPriority(comp[1]), for: .vertical)
        }
        if spec.sca != nil { view.semanticContentAttribute = semantic(spec.sca) }
        if index > 0 { view.translatesAutoresizingMaskIntoConstraints = spec.tamic }
        view.autoresizingMask = AutoresizingMask(rawValue: spec.mask)
        if let m = spec.margins { view.layoutMargins = EdgeInsets(top: m[0], left: m[1], bottom: m[2], right: m[3]) }
        if spec.bounds[0] != 0 || spec.bounds[1] != 0 {
            view.bounds = CGRect(x: spec.bounds[0], y: spec.bounds[1], width: f[2], height: f[3])
        }
        if spec.parent >= 0 { views[spec.parent].addSubview(view) }
        views.append(view)
    }
    let root = views[0]
    if let burst { root.layoutEngine.burstLengthOverride = burst }
    if let s = fuzz.safe { root.safeAreaInsets = EdgeInsets(top: s[0], left: s[1], bottom: s[2], right: s[3]) }
    var guides: [LayoutGuide] = []
    for spec in fuzz.guides ?? [] {
        switch spec.kind {
        case "margins": guides.append(views[spec.owner].layoutMarginsGuide)
        case "safe": guides.append(views[spec.owner].safeAreaLayoutGuide)
        default:
            let g = LayoutGuide()
            g.identifier = "g\(guides.count)"
            views[spec.owner].addLayoutGuide(g)
            guides.append(g)
        }
    }
    let items: [any LayoutItem] = views + guides
    var stages: [FuzzStage] = []
    var constraints: [LayoutConstraint] = []
    let first = LayoutDiagnostics.record {
        for spec in fuzz.constraints {
            let c = make(spec, items)
            if spec.p != 1000 { c.priority = LayoutPriority(spec.p) }
            constraints.append(c)
        }
        switch fuzz.activation {
        case "batch":
            LayoutConstraint.activate(constraints)
        case "install":
            // View.addConstraint on the given ancestor of the items (Masonry's way)
            for (k, c) in constraints.enumerated() { views[fuzz.owners![k]].addConstraint(c) }
        case "each-layout":
            for c in constraints {
                c.isActive = true
                root.layoutIfNeeded()
            }
        default:
            for c in constraints { c.isActive = true }
        }
        root.layoutIfNeeded()
    }
    var sawConflict = false
    func record(_ diags: [LayoutDiagnostic]) {
        var stage = snapshot(views, guides, diags)
        sawConflict = sawConflict || diags.contains { $0.kind == .unsatisfiable }
        if sawConflict { stage.ambiguous = views.contains { $0.hasAmbiguousLayout } }
        stages.append(stage)
    }
    record(first)
    for op in fuzz.ops {
        let diags = LayoutDiagnostics.record {
            switch op.op {
            case "constant": constraints[op.i!].constant = CGFloat(op.v!)
            case "deactivate": constraints[op.i!].isActive = false
            case "activate": constraints[op.i!].isActive = true
            case "priority": constraints[op.i!].priority = LayoutPriority(op.p!)
            case "resize":
                let f = root.frame
                root.frame = CGRect(x: f.origin.x, y: f.origin.y, width: op.w!, height: op.h!)
            case "remove": views[op.i!].removeFromSuperview()
            case "readd": views[op.j!].addSubview(views[op.i!])
            case "insert": views[op.j!].insertSubview(views[op.i!], at: 0)
            case "bounds":
                let v = views[op.i!]
                v.bounds = CGRect(origin: CGPoint(x: op.vals![0], y: op.vals![1]), size: v.bounds.size)
            case "margins":
                let m = op.vals!
                views[op.i!].layoutMargins = EdgeInsets(top: m[0], left: m[1], bottom: m[2], right: m[3])
            case "frame":
                let f = op.vals!
                views[op.i!].frame = CGRect(x: f[0], y: f[1], width: f[2], height: f[3])
            case "ics":
                (views[op.i!] as! FuzzIntrinsicView).size = CGSize(width: op.vals![0], height: op.vals![1])
                views[op.i!].invalidateIntrinsicContentSize()
            case "hug":
                views[op.i!].setContentHuggingPriority(LayoutPriority(op.p!), for: op.j! == 0 ? .horizontal : .vertical)
            case "comp":
                views[op.i!].setContentCompressionResistancePriority(LayoutPriority(op.p!), for: op.j! == 0 ? .horizontal : .vertical)
            case "sca":
                views[op.i!].semanticContentAttribute = semantic([nil, "ltr", "rtl"][op.j!])
            case "safe":
                let s = op.vals!
                root.safeAreaInsets = EdgeInsets(top: s[0], left: s[1], bottom: s[2], right: s[3])
            case "uninstall": views[op.j!].removeConstraint(constraints[op.i!])
            case "install": views[op.j!].addConstraint(constraints[op.i!])
            default: break
            }
            root.layoutIfNeeded()
        }
        record(diags)
    }
    return FuzzResult(id: fuzz.id, stages: stages)
}

/// Runs only when FUZZ_CASES names a batch (`.ci/run` generates one with a fresh seed).
@Test(.enabled(if: ProcessInfo.processInfo.environment["FUZZ_CASES"] != nil))
func fuzzEngineDifferential() throws {
    guard let input = ProcessInfo.processInfo.environment["FUZZ_CASES"] else { return }
    let output = ProcessInfo.processInfo.environment["FUZZ_OUT"] ?? input + ".out.json"
    let data = try Data(contentsOf: URL(fileURLWithPath: input))
    let cases = try JSONDecoder().decode([FuzzCase].self, from: data)
    var results: [FuzzResult] = []
    for fuzz in cases {
        results.append(run(fuzz))
    }
    // A frame that is not finite is a finding, not a failure of the runner: JSON has no such
    // numbers, so they go out as Python's bare `NaN` / `Infinity`, which compare.py reads.
    let encoder = JSONEncoder()
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: "+Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    let text = String(decoding: try encoder.encode(results), as: UTF8.self)
        .replacingOccurrences(of: "\"NaN\"", with: "NaN")
        .replacingOccurrences(of: "\"+Infinity\"", with: "Infinity")
        .replacingOccurrences(of: "\"-Infinity\"", with: "-Infinity")
    try Data(text.utf8).write(to: URL(fileURLWithPath: output))
}
