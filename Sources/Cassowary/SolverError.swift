/// Why a ``Solver`` refused a request. After any thrown error the solver holds exactly the
/// constraints and edit variables it held before the call, and keeps working.
public enum SolverError: Error {
    /// A required constraint cannot hold together with the required constraints already in
    /// the solver. `conflicting` is a minimal set of them that, with the new one, cannot all
    /// hold.
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The constraint object is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint object is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required.
    case badRequiredStrength
    /// A NaN or infinite coefficient, constant or suggested value, or a finite one that puts
    /// the solution past the range of a Double (a suggestion of -1e308 that a required
    /// constraint multiplies by 1.5); the text says which.
    case invalidValue(String)
    /// A state the solver should never reach; the text says which. The solver's state is
    /// still what it was before the call.
    case internalError(String)
}

extension SolverError: CustomStringConvertible {
    /// A sentence that names the constraint or variable involved.
    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflicting):
            if conflicting.isEmpty {
                // No other constraint is involved: the row reads `c == 0` with c not 0, once
                // terms whose coefficients are below the solver's precision are counted as 0.
                return "unsatisfiable constraint \(constraint): it cannot hold on its own (coefficients smaller than 1e-8 "
                    + "count as 0, as in kiwi, and what is left is a nonzero constant)"
            }
            let list = conflicting.map { "  \($0)" }.joined(separator: "\n")
            return "unsatisfiable constraint \(constraint); it conflicts with:\n\(list)"
        case let .duplicateConstraint(constraint):
            return "duplicate constraint \(constraint)"
        case let .unknownConstraint(constraint):
            return "unknown constraint \(constraint)"
        case let .duplicateEditVariable(variable):
            return "duplicate edit variable \(variable)"
        case let .unknownEditVariable(variable):
            return "unknown edit variable \(variable)"
        case .badRequiredStrength:
            return "an edit variable cannot have the required strength"
        case let .invalidValue(text):
            return "invalid value: \(text)"
        case let .internalError(text):
            return "internal solver error: \(text)"
        }
    }
}
