import Foundation
import Testing
import Cassowary

/// Tolerance for comparing solutions.
let tolerance = 1e-6

/// `true` when `a` and `b` agree to `tolerance`.
func close(_ a: Double, _ b: Double, _ eps: Double = tolerance) -> Bool {
    abs(a - b) <= eps
}

/// `true` when the two lists hold the same constraint objects, in any order.
func sameConstraints(_ a: [Constraint], _ b: [Constraint]) -> Bool {
    guard a.count == b.count else { return false }
    let left = Set(a.map(ObjectIdentifier.init))
    let right = Set(b.map(ObjectIdentifier.init))
    return left == right && left.count == a.count
}

/// Runs `body`, which must throw a `SolverError`; returns it (or records an issue).
func solverError(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> SolverError? {
    do {
        try body()
        Issue.record("expected a SolverError, nothing was thrown", sourceLocation: sourceLocation)
        return nil
    } catch let error as SolverError {
        return error
    } catch {
        Issue.record("expected a SolverError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// The conflicting set of an `unsatisfiableConstraint` error, with the constraint it names.
func unsatisfiable(_ error: SolverError?) -> (constraint: Constraint, conflicting: [Constraint])? {
    if case let .unsatisfiableConstraint(constraint, conflicting)? = error { return (constraint, conflicting) }
    return nil
}

/// `true` when the installed constraint holds at the variables' current values.
func holds(_ constraint: Constraint, _ eps: Double = tolerance) -> Bool {
    let value = constraint.expression.value
    switch constraint.relation {
    case .equal: return abs(value) <= eps
    case .lessThanOrEqual: return value <= eps
    case .greaterThanOrEqual: return value >= -eps
    }
}

/// A small deterministic random generator (SplitMix64), so random tests are reproducible.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// How far an installed constraint is from holding at the current values: |expr| for ==,
/// max(0, expr) for <=, max(0, -expr) for >=.
func violation(_ constraint: Constraint) -> Double {
    let value = constraint.expression.value
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
}

/// The objective Cassowary minimises: the strength-weighted violation of every non-required
/// constraint, plus each edit variable's distance from its suggested value.
func weightedError(
    _ constraints: [Constraint], edits: [(variable: Variable, value: Double, strength: Strength)] = []
) -> Double {
    var total = 0.0
    for c in constraints where !c.strength.isRequired { total += c.strength.value * violation(c) }
    for e in edits { total += e.strength.value * abs(e.variable.value - e.value) }
    return total
}

/// The size of the weighted error's terms, Σ strength · (|constant| + Σ |coefficient · value|):
/// rounding of 1e-12 in a value shows in the weighted error as 1e-12 of this.
func weightedErrorScale(
    _ constraints: [Constraint], edits: [(variable: Variable, value: Double, strength: Strength)] = []
) -> Double {
    var total = 0.0
    for c in constraints where !c.strength.isRequired {
        var size = abs(c.expression.constant)
        for t in c.expression.terms { size += abs(t.coefficient * t.variable.value) }
        total += c.strength.value * size
    }
    for e in edits { total += e.strength.value * (abs(e.value) + abs(e.variable.value)) }
    return total
}

/// Equal to 1e-6 relative, or 1e-6 absolute when both are tiny.
func relativelyClose(_ a: Double, _ b: Double, _ eps: Double = 1e-6) -> Bool {
    let scale = max(abs(a), abs(b))
    return abs(a - b) <= (scale > 1 ? eps * scale : eps)
}
