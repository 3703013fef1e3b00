/// The kind of an internal unknown of the tableau.
///
/// External symbols stand for the user's ``Variable``s and are unrestricted; the other kinds
/// are the solver's own and are never negative.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality (`expression + slack == 0`, slack >= 0); also the
    /// artificial variable of phase one.
    case slack
    /// The error of a non-required constraint, weighted by its strength in the objective.
    case error
    /// The marker of a required equality: always zero, never chosen to enter the basis.
    case dummy
}

/// What the solver remembers of an installed constraint: the symbols that mark its row.
struct Tag {
    /// The symbol unique to this constraint's row: a slack, a dummy or the positive error.
    var marker: Int32
    /// The second error symbol of a non-required constraint, or -1.
    var other: Int32
    /// The coefficient `marker` had in the constraint's row as first written; a change of
    /// the constraint's constant by `d` equals a shift of `marker` by `d / markerCoefficient`.
    var markerCoefficient: Double
    /// The constant this solver's row holds for the constraint (the constraint's own may
    /// differ: another solver sharing it may have changed it since).
    var constant: Double
}
