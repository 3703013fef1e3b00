import Foundation
import Testing
@testable import AutoLayout

// Engine-level differential fuzz runner. It reads cases written by Scripts/engine_fuzz/gen.py (the path in
// FUZZ_CASES), builds each view tree and its constraints with the public API, lays out,
// applies the case's operations one by one (each followed by a layout pass) and writes every
// view's frame and the diagnostics raised at each stage to FUZZ_OUT. Scripts/engine_fuzz/compare.py checks
// them against kiwisolver. Without FUZZ_CASES the test does nothing.

private struct FuzzView: Codable {
    var parent: Int
    var frame: [Double]
    var tamic: Bool
    var mask: UInt
    var bounds: [Double]
    var margins: [Double]?
}

private struct FuzzConstraint: Codable {
    var a: Int
    var fa: Int
    var rel: String
    var b: Int
    var sa: Int
    var m: Double
    var c: Double
    var p: Float
    var api: String
}

private struct FuzzOp: Codable {
    var op: String
    var i: Int?
    var v: Double?
    var p: Float?
    var w: Double?
    var h: Double?
    var j: Int?
    var vals: [Double]?
}

private struct FuzzCase: Codable {
    var id: Int
    var views: [FuzzView]
    var constraints: [FuzzConstraint]
    var activation: String
    var owners: [Int]?
    var ops: [FuzzOp]
}

private struct FuzzStage: Codable {
    var frames: [[Double]]
    var diags: [String]
    var messages: [String]
}

private struct FuzzResult: Codable {
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

private func xAnchor(_ v: View, _ a: LayoutAttribute) -> LayoutXAxisAnchor? {
    switch a {
    case .left: return v.leftAnchor
    case .right: return v.rightAnchor
    case .leading: return v.leadingAnchor
    case .trailing: return v.trailingAnchor
    case .centerX: return v.centerXAnchor
    default: return nil
    }
}
private func yAnchor(_ v: View, _ a: LayoutAttribute) -> LayoutYAxisAnchor? {
    switch a {
    case .top: return v.topAnchor
    case .bottom: return v.bottomAnchor
    case .centerY: return v.centerYAnchor
    default: return nil
    }
}
private func dAnchor(_ v: View, _ a: LayoutAttribute) -> LayoutDimension? {
    switch a {
    case .width: return v.widthAnchor
    case .height: return v.heightAnchor
    default: return nil
    }
}

/// The constraint, made with an anchor where the anchor API can say it, else with the
/// initializer.
private func make(_ c: FuzzConstraint, _ views: [View]) -> LayoutConstraint {
    let first = views[c.a]
    let fa = LayoutAttribute(rawValue: c.fa)!
    let sa = LayoutAttribute(rawValue: c.sa)!
    let rel = relation(c.rel)
    let second: View? = c.b >= 0 ? views[c.b] : nil
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

private func snapshot(_ views: [View], _ diags: [LayoutDiagnostic]) -> FuzzStage {
    FuzzStage(
        frames: views.map { v in
            let f = v.frame
            return [Double(f.origin.x), Double(f.origin.y), Double(f.size.width), Double(f.size.height)]
        },
        diags: kinds(diags), messages: diags.map(\.message))
}

private func run(_ fuzz: FuzzCase) -> FuzzResult {
    var views: [View] = []
    for (index, spec) in fuzz.views.enumerated() {
        let f = spec.frame
        let view = View(frame: CGRect(x: f[0], y: f[1], width: f[2], height: f[3]))
        view.name = "v\(index)"
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
    var stages: [FuzzStage] = []
    var constraints: [LayoutConstraint] = []
    let first = LayoutDiagnostics.record {
        for spec in fuzz.constraints {
            let c = make(spec, views)
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
    stages.append(snapshot(views, first))
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
            case "uninstall": views[op.j!].removeConstraint(constraints[op.i!])
            case "install": views[op.j!].addConstraint(constraints[op.i!])
            default: break
            }
            root.layoutIfNeeded()
        }
        stages.append(snapshot(views, diags))
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
    let encoded = try JSONEncoder().encode(results)
    try encoded.write(to: URL(fileURLWithPath: output))
}
