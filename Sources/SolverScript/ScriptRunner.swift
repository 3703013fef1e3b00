import Cassowary
import Foundation

/// What a run of a ``SystemScript`` produced.
public struct ScriptRun {
    /// The state after one `suggest` statement.
    public struct Snapshot {
        /// `suggest 400 600` (the statement as written).
        public var label: String
        /// Every variable's value, sorted by name.
        public var values: [(name: String, value: Double)]
        /// The constraints installed at that moment.
        public var installed: [Constraint]
        /// The edit variables and their suggested values at that moment.
        public var suggestions: [(variable: Variable, value: Double, strength: Strength)]
    }

    /// One snapshot per `suggest`.
    public var snapshots: [Snapshot] = []
    /// Lines of constraints the solver refused as unsatisfiable, with the error.
    public var unsatisfiable: [(line: Int, error: SolverError)] = []
    /// The output in the format of `enaml_like.expected.txt`: `suggest W H: a=1 b=2`, and
    /// `unsatisfiable LINE` where a required constraint was refused.
    public var transcript: [String] = []
}

extension SystemScript {
    /// Runs every statement against a new solver.
    ///
    /// A constraint the solver refuses as unsatisfiable is recorded and skipped; any other
    /// solver error is thrown as a ``ScriptError`` naming its line (a `remove` of a
    /// constraint that is not installed, say) and carrying the transcript up to that line.
    public func run(_ solver: Solver = Solver()) throws -> ScriptRun {
        var result = ScriptRun()
        var installed: [Bool] = Array(repeating: false, count: constraints.count)
        var editStrengths: [Strength] = []
        var suggested: [Double] = []
        let names = variables.keys.sorted()
        for (line, statement) in statements {
            do {
                switch statement {
                case let .edit(name, strength):
                    guard let variable = variables[name] else { continue }
                    try solver.addEditVariable(variable, strength: strength)
                    editStrengths.append(strength)
                    suggested.append(0)
                case let .constraint(index, constraint):
                    do {
                        try solver.addConstraint(constraint)
                        installed[index] = true
                    } catch let error as SolverError {
                        guard case .unsatisfiableConstraint = error else { throw error }
                        result.unsatisfiable.append((line, error))
                        result.transcript.append("unsatisfiable \(line)")
                    }
                case let .remove(index):
                    try solver.removeConstraint(constraints[index])
                    installed[index] = false
                case let .update(index, constant):
                    do {
                        try solver.updateConstant(of: constraints[index], to: constant)
                    } catch let error as SolverError {
                        guard case .unsatisfiableConstraint = error else { throw error }
                        result.unsatisfiable.append((line, error))
                        result.transcript.append("unsatisfiable \(line)")
                    }
                case let .suggest(values, text):
                    for (k, value) in values.enumerated() {
                        try solver.suggestValue(editVariables[k], value)
                        suggested[k] = value
                    }
                    solver.updateVariables()
                    let snapshot = ScriptRun.Snapshot(
                        label: text,
                        values: names.map { ($0, variables[$0]?.value ?? 0) },
                        installed: constraints.indices.filter { installed[$0] }.map { constraints[$0] },
                        // The edit variables declared so far: an `edit` may follow this suggest,
                        // and `editVariables` already lists it.
                        suggestions: suggested.indices.map { (editVariables[$0], suggested[$0], editStrengths[$0]) }
                    )
                    result.snapshots.append(snapshot)
                    let body = snapshot.values.map { "\($0.name)=\(format($0.value))" }.joined(separator: " ")
                    result.transcript.append("\(text):\(body.isEmpty ? "" : " " + body)")
                }
            } catch let error as SolverError {
                throw ScriptError(fileName: fileName, line: line, message: error.description, transcript: result.transcript)
            }
        }
        return result
    }

    /// The line where each constraint was written, for messages.
    public func line(of constraint: Constraint) -> Int? {
        constraints.firstIndex { $0 === constraint }.map { constraintLines[$0] }
    }
}

/// Prints a value the way the expected files do: integral values without a fraction,
/// others to twelve significant digits.
public func format(_ value: Double) -> String {
    // Twelve significant digits, as kiwi's expected files print: the last bits of rounding
    // noise (43.50000000000006 for 43.5) are not part of the answer.
    let rounded = Double(String(format: "%.12g", value)) ?? value
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
        return String(Int64(rounded))
    }
    return String(rounded)
}
