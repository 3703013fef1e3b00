import Synchronization

/// Serial numbers for solvers, never reused, so that a variable or constraint can remember
/// the one solver it lives in without a dictionary look-up (and without mistaking a new solver
/// at a freed solver's address for the old one).
private let solverSerials = Atomic<Int>(0)

func nextSolverSerial() -> Int {
    solverSerials.add(1, ordering: .relaxed).newValue
}

/// Counts `updateVariables()` calls across all solvers. A solver may write only the variables
/// that changed if no other solver has written variables since its own last update (they may
/// share variables, whose values would then be another solver's).
private let variableWrites = Atomic<Int>(0)

func nextVariableWrite() -> Int {
    variableWrites.add(1, ordering: .relaxed).newValue
}

// Most variables and constraints belong to a single solver: their symbol or tag is stored in
// the object itself (its "home" solver); only objects shared by several solvers are looked up
// in the solver's dictionaries.
extension Solver {
    @inline(__always)
    func knownSymbol(of variable: Variable) -> Int32? {
        if variable.homeSolver == serial { return variable.homeSymbol }
        // A home released by another solver may leave this one's entry in the dictionary.
        return symbolOfVariable.isEmpty ? nil : symbolOfVariable[ObjectIdentifier(variable)]
    }

    func remember(_ symbol: Int32, for variable: Variable) {
        if variable.homeSolver == 0 {
            variable.homeSolver = serial
            variable.homeSymbol = symbol
        } else {
            symbolOfVariable[ObjectIdentifier(variable)] = symbol
        }
    }

    @inline(__always)
    func tag(of constraint: Constraint) -> Tag? {
        if constraint.homeSolver == serial { return constraint.homeTag }
        return constraints.isEmpty ? nil : constraints[ObjectIdentifier(constraint)]
    }

    func remember(_ tag: Tag, for constraint: Constraint) {
        if constraint.homeSolver == 0 {
            constraint.homeSolver = serial
            constraint.homeTag = tag
        } else {
            constraints[ObjectIdentifier(constraint)] = tag
        }
    }

    /// Replaces the tag this solver keeps for an installed constraint.
    func updateTag(_ tag: Tag, of constraint: Constraint) {
        if constraint.homeSolver == serial {
            constraint.homeTag = tag
        } else {
            constraints[ObjectIdentifier(constraint)] = tag
        }
    }

    func forgetTag(of constraint: Constraint) {
        if constraint.homeSolver == serial {
            constraint.homeSolver = 0
        } else {
            constraints[ObjectIdentifier(constraint)] = nil
        }
    }

    /// Hands every variable and constraint whose home is this solver back (on reset and
    /// deinit), so that they can make their home in another solver.
    func releaseHomes() {
        for variable in variables where variable.homeSolver == serial { variable.homeSolver = 0 }
        for owner in ownerOf {
            if let owner, owner.homeSolver == serial { owner.homeSolver = 0 }
        }
    }
}
