/// An incremental Cassowary solver: linear equalities and inequalities with strengths.
///
/// The algorithm is Badros, Borning and Stuckey's (2001) as kiwi implements it: a simplex
/// tableau kept in solved form, the primal simplex to optimise after an addition or removal,
/// and the dual simplex to re-optimise after a suggestion or a constant change.
///
/// One change from kiwi keeps the tableau sparse on the long chains that user interfaces
/// are made of. Rows whose basic variable is unrestricted (a user ``Variable``) take no part
/// in the simplex steps, so they are kept as *definitions* that may refer to other user
/// variables (an acyclic graph), and to solver symbols that became basic since the
/// definition was last read (see `substitute`), instead of being expanded into parametric
/// variables. A
/// chain `left₁ = right₀ + 8`, `right₁ = left₁ + width₁` ... then costs O(1) per link, where
/// kiwi's rows grow to hold every width before them. Values are read off the definitions in
/// dependency order by ``updateVariables()``.
///
/// After any thrown error the solver holds exactly the constraints and edit variables it
/// held before the call.
public final class Solver {
    // MARK: Symbols (indexed by symbol id)

    /// The number of symbols. The per-symbol tables below grow in blocks, so they may hold
    /// entries for symbols not made yet.
    @exclusivity(unchecked) var symbolCount = 0
    @exclusivity(unchecked) var kinds: [SymbolKind] = []
    /// The index of the row that defines the symbol, or -1 when it is parametric.
    @exclusivity(unchecked) var rowOf: [Int32] = []
    /// The indices of the tableau rows whose terms mention the symbol.
    let columns = ColumnIndex()
    /// The user variable of each external symbol, unretained: ``variables`` holds every one
    /// (a second strong reference cost an atomic retain per variable, and growing this table
    /// a retain and a release per empty slot).
    @exclusivity(unchecked) var variableOf: [Unmanaged<Variable>?] = []
    /// The constraint a marker or error symbol belongs to.
    @exclusivity(unchecked) var ownerOf: [Constraint?] = []
    @exclusivity(unchecked) var symbolOfVariable: [ObjectIdentifier: Int32] = [:]
    /// Every user variable and its symbol, in the order they were first seen.
    @exclusivity(unchecked) var variables: [Variable] = []
    @exclusivity(unchecked) var externalSymbols: [Int32] = []

    // MARK: Tableau

    @exclusivity(unchecked) var rows: [Row?] = []
    /// The same rows, unretained: the hot loops read rows through these, as a row read from
    /// `rows` is retained and released around every use.
    @exclusivity(unchecked) var rowRefs: [Unmanaged<Row>?] = []
    @exclusivity(unchecked) var freeRows: [Int32] = []
    /// The objective, dense: a coefficient for every symbol (most are zero). The objective
    /// gathers an error term from every non-required constraint, so a sparse row would make
    /// each substitution into it cost O(constraints).
    @exclusivity(unchecked) var objective: [Double] = []
    /// The objectives of the strength levels in use above ``baseLevel``, the highest level
    /// first (usually none: see `Solver+Levels.swift`).
    @exclusivity(unchecked) var upperObjectives: [LevelObjective] = []
    /// The strength level whose objective is ``objective``: the lowest one in use (0 until a
    /// constraint of another level comes into an empty objective).
    @exclusivity(unchecked) var baseLevel = 0
    /// The installed error symbols of ``baseLevel``.
    @exclusivity(unchecked) var baseErrorSymbols = 0
    /// While ``objective`` is a level made below the others (a probe's, usually): the
    /// symbols it was written at, so that it is cleared for the next such level in the time
    /// of its writes rather than of the whole table. Nil otherwise (nothing is recorded).
    @exclusivity(unchecked) var baseTouched: [Int32]?
    /// A cleared objective row kept for the next level made below the others.
    @exclusivity(unchecked) var spareObjective: [Double] = []
    /// The phase-one objective while a constraint is added through an artificial variable.
    @exclusivity(unchecked) var artificial: Row?
    /// Basic symbols whose rows may have become infeasible.
    @exclusivity(unchecked) var infeasible: [Int32] = []
    /// While a change that may be refused is tried: each pivot's leaving and entering
    /// symbols, so that a refusal can take them back in reverse and leave the very basis,
    /// and so the very solution, there was (a degenerate optimum has others of equal cost).
    @exclusivity(unchecked) var pivotJournal: [(leaving: Int32, entering: Int32)]?
    /// While a change of a required constraint's constant is tried (``journalsConstants``):
    /// the constant each row had before the change first wrote it, by the row's slot (a pivot
    /// keeps a row's slot), so that a refusal puts every constant back exactly. Undone by
    /// arithmetic, a large change would leave its rounding behind (15 + 1e300 - 1e300 is 0).
    @exclusivity(unchecked) var constantJournal: [(slot: Int32, constant: Double)] = []
    @exclusivity(unchecked) var journalsConstants = false
    /// Every non-dummy symbol whose coefficient in `objective` may be negative: the only
    /// candidates to enter the basis, so that optimising never scans the whole objective.
    @exclusivity(unchecked) var enteringCandidates: [Int32] = []

    // MARK: Bookkeeping

    struct EditInfo {
        let constraint: Constraint
        var constant: Double
    }

    /// Tags of constraints whose home is another solver (see `HomeSolver.swift`).
    @exclusivity(unchecked) var constraints: [ObjectIdentifier: Tag] = [:]
    /// Distinguishes this solver from every other, for variables' and constraints' homes.
    let serial = nextSolverSerial()
    @exclusivity(unchecked) var edits: [ObjectIdentifier: EditInfo] = [:]
    /// When false, a failed addition does not search for a minimal explanation (used by the
    /// throwaway solvers that do that search).
    var explainsConflicts = true

    // MARK: Scratch storage reused across operations (no allocation per pivot)

    @exclusivity(unchecked) var mergeSymbols: [Int32] = []
    @exclusivity(unchecked) var mergeCoefficients: [Double] = []
    @exclusivity(unchecked) var columnScratch: [Int32] = []
    /// A row `makeRow` built a constraint's row in and `install` was done with, free for the
    /// next one. A row that needs expanding is thrown away once expanded, and a new row for
    /// each cost two allocations and two frees; a row kept as it is (a definition) stays with
    /// its constraint, and the next call makes a new one.
    @exclusivity(unchecked) var newRowScratch: Row?
    /// The dual simplex's sorted entering candidates for one long row (see `dualOptimize`).
    @exclusivity(unchecked) var candidateCache: [(ratio: Double, symbol: Int32)] = []
    @exclusivity(unchecked) var candidateCacheRow: Int32 = -1
    /// Rows at least this long take the dual simplex's long-step path (tests lower or raise
    /// it to compare both paths).
    var longRowThreshold = Solver.flipThreshold
    /// Whether a required row without a subject of its own may be solved for an existing
    /// zero-cost slack (see `chooseFreeSlack`) before falling back to an artificial variable
    /// (tests turn it off to compare both paths).
    var usesSlackSubjects = true
    /// Whether a constant or suggested value larger than ``precisionLimit`` in magnitude has
    /// come into the solver since it was made or last ``reset()``.
    ///
    /// While such a constant is installed, the tableau's other constants keep only its
    /// precision (a sum of 1e24 and 38 is 1e24), so the solution may miss a required
    /// constraint by that rounding (a point or more), and feasibility is judged within it.
    /// Once the last such constant is removed or brought back within the limit, the solver
    /// recomputes every row's constant from the constraints' own (exact) constants, which
    /// leaves no trace of the large ones, and clears the flag.
    @exclusivity(unchecked) public internal(set) var hasSeenOversizedValues = false

    /// The magnitude past which ``hasSeenOversizedValues`` is set: 1e9, where a double's
    /// spacing is about 1e-7, so that a few pivots' rounding stays far below a millionth.
    public static let precisionLimit = 1e9

    @inline(__always)
    func noteMagnitude(_ value: Double) {
        if Swift.abs(value) > Solver.precisionLimit { noteOversized(Swift.abs(value)) }
    }

    @inline(never)
    func noteOversized(_ magnitude: Double) {
        hasSeenOversizedValues = true
        oversizedMagnitude = Swift.max(oversizedMagnitude, magnitude)
    }

    /// The largest constant or suggested value past ``precisionLimit`` since the solver was
    /// made or reset, or since its constants were last recomputed (0 while none was).
    @exclusivity(unchecked) var oversizedMagnitude = 0.0

    /// How many installed constraints hold a constant past ``precisionLimit`` (an edit
    /// variable's suggestion is its constraint's constant). When the last of them is removed
    /// or brought back within the limit, `restorePrecision` recomputes the tableau's constants.
    @exclusivity(unchecked) var oversizedConstants = 0

    /// How far below zero a row's constant may be and still count as feasible when no pivot
    /// can repair it: kiwi's 1e-8, or, while a constant past ``precisionLimit`` is installed,
    /// its rounding noise (a constant of 1e15 is kept to within 0.125, and a few pivots make
    /// that a point or so). Without it, a refused constraint's pivots taken back leave a row a
    /// few ulps of 1e15 below zero, which no pivot can repair: the refusal failed with an
    /// internal error and left the tableau infeasible (engine fuzz seed 99260, case 202: a
    /// layout loop growing without bound).
    ///
    /// Only a row no pivot repairs is let stand this way: one that a pivot can repair is
    /// repaired from kiwi's 1e-8 on (`dualOptimize`). Letting every row within the noise of
    /// the largest constant stand made a constant of 1e200 on one variable let a required
    /// `y <= 100` on an unrelated one read 2010.
    var feasibilityTolerance: Double {
        hasSeenOversizedValues ? Swift.max(Solver.kiwiTolerance, oversizedMagnitude * 1.0e-13) : Solver.kiwiTolerance
    }

    /// kiwi's feasibility tolerance: a row's constant this far below zero is infeasible.
    static let kiwiTolerance = 1.0e-8

    /// The largest strength an error term has brought into the objective: the scale of the
    /// objective's rounding noise (see `optimize`).
    @exclusivity(unchecked) var largestStrength = 1.0
    @exclusivity(unchecked) var expansionOrder: [Int32] = []
    @exclusivity(unchecked) var expansionStack: [(symbol: Int32, next: Int)] = []
    @exclusivity(unchecked) var expansionTouched: [Int32] = []
    /// The heap of `expandedInOrder(_:)`: (definition position, symbol), latest first.
    @exclusivity(unchecked) var expansionHeap: [(position: Int32, symbol: Int32)] = []
    /// The definitions the walk of `expanded(_:)` has visited since the order was last
    /// rebuilt: past the number of rows, a rebuild costs less than the walks it spares.
    @exclusivity(unchecked) var walkedSinceRebuild = 0
    /// Set when an expansion rebuilt the order in the middle of changes: the next update
    /// writes every variable, as it would have with the order still invalid.
    @exclusivity(unchecked) var fullWriteDue = false
    @exclusivity(unchecked) var marks: [UInt32] = []
    @exclusivity(unchecked) var markEpoch: UInt32 = 0
    @exclusivity(unchecked) var weights: [Double] = []
    @exclusivity(unchecked) var values: [Double] = []
    /// Definition rows in dependency order, rebuilt when definitions are added or removed.
    @exclusivity(unchecked) var definitionOrder: [Int32] = []
    /// False when a definition was added, removed or had its terms changed: the order and
    /// the compiled terms below are then rebuilt before the next evaluation.
    @exclusivity(unchecked) var definitionOrderIsValid = true
    /// The definitions' terms copied into flat arrays in dependency order (definition `d`
    /// owns `compiledSymbols[compiledStart[d] ..< compiledEnd[d]]`), so that
    /// ``updateVariables()`` is one tight loop. Constants are still read from the rows, as
    /// suggestions change them without touching terms. A definition whose terms change
    /// without changing what it refers to (see `recompile(_:_:)`) gets a new copy at the end,
    /// the old one left as `compiledGarbage` until the next rebuild.
    @exclusivity(unchecked) var compiledStart: [Int32] = []
    @exclusivity(unchecked) var compiledEnd: [Int32] = []
    @exclusivity(unchecked) var compiledGarbage = 0
    @exclusivity(unchecked) var compiledSymbols: [Int32] = []
    @exclusivity(unchecked) var compiledCoefficients: [Double] = []
    @exclusivity(unchecked) var compiledBasic: [Int32] = []
    /// Each definition row's place in `definitionOrder` (-1: not a definition).
    @exclusivity(unchecked) var definitionPosition: [Int32] = []
    /// False while a constant changes: definitions then keep referring to solver symbols
    /// that become basic without being marked stale (see `substitute`).
    @exclusivity(unchecked) var marksDefinitionsStale = true
    /// The basic solver symbols of the definition `refresh` is rewriting.
    @exclusivity(unchecked) var refreshScratch: [Int32] = []
    /// Symbols whose value may have changed since the last `updateVariables()`: the basic
    /// symbols of rows that were touched, and symbols that entered or left the basis.
    /// `updateVariables()` re-evaluates only the definitions that depend on them.
    @exclusivity(unchecked) var changedSymbols: [Int32] = []
    @exclusivity(unchecked) var isChanged: [Bool] = []
    /// On the plus error of an optional equality: whether its pair is folded, rows then
    /// holding the plus alone for both (`Solver+Pairs.swift`). 0 for every other symbol.
    @exclusivity(unchecked) var pairState: [UInt8] = []
    /// This solver's last number from `nextVariableWrite()` (-1: none yet).
    @exclusivity(unchecked) var lastVariableWrite = -1
    /// How many times ``reset()`` ran: a loop calling back into the caller stops reading the
    /// solver's tables when the callback reset it.
    @exclusivity(unchecked) var resets = 0
    /// Counts the calls that may change the tableau's rows or objective (additions,
    /// removals, edits, suggestions, constant changes, resets): what ``hasForcedValue(_:)``
    /// remembers holds while it is unchanged.
    @exclusivity(unchecked) var structureGeneration = 0
    /// ``hasForcedValue(_:)``'s answers for basic symbols (`ForcedState`), valid while
    /// `forcedMemoGeneration` is `structureGeneration`.
    @exclusivity(unchecked) var forcedMemo: [UInt8] = []
    @exclusivity(unchecked) var forcedMemoGeneration = -1

    /// Creates an empty solver.
    public init() {}

    deinit { releaseHomes() }

    // MARK: - Public API

    /// Adds a constraint.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already in the solver,
    ///   ``SolverError/invalidValue(_:)`` for a NaN or infinite coefficient or constant,
    ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` if it is required and
    ///   cannot hold together with the required constraints already added.
    /// - Complexity: amortised O(size of the new row) on sparse systems, plus the simplex
    ///   pivots its addition causes.
    public func addConstraint(_ constraint: Constraint) throws {
        structureGeneration &+= 1
        if tag(of: constraint) != nil { throw SolverError.duplicateConstraint(constraint) }
        guard constraint.expression.isFinite else {
            throw SolverError.invalidValue("constraint \(constraint) has a NaN or infinite coefficient or constant")
        }
        let constant = constraint.expression.constant
        // Past ``precisionLimit`` a step may overflow.
        let large = hasSeenOversizedValues || Swift.abs(constant) > Solver.precisionLimit
        let firstNewSymbol = symbolCount
        let tag: Tag
        do {
            tag = try install(constraint)
        } catch SolverError.internalError(let text) where large {
            // NaNs from an overflow make the ratio tests fail ("the objective is unbounded").
            try refuseOverflow(constraint, firstNewSymbol: firstNewSymbol, because: text)
            return
        }
        remember(tag, for: constraint)
        if large && !constantsAreFinite() {
            try refuseOverflow(constraint, firstNewSymbol: firstNewSymbol, because: nil)
        }
        noteMagnitude(constant)
        if Swift.abs(constant) > Solver.precisionLimit { oversizedConstants += 1 }
    }

    /// Takes out a constraint whose addition put the solution past the largest Double, then
    /// throws ``SolverError/invalidValue(_:)``. Its constant counted as 0 while it goes (the
    /// rows' constants are recomputed from the others' exact constants), so that the
    /// removal's pivots see finite numbers, and once more after it.
    func refuseOverflow(_ constraint: Constraint, firstNewSymbol: Int, because text: String?) throws {
        // `install` may have thrown before the tag was remembered: it is made again from the
        // symbols `makeRow` made for the constraint (the first is its marker).
        var found = tag(of: constraint)
        if found == nil, let marker = (firstNewSymbol..<symbolCount).first(where: { ownerOf[$0] === constraint }) {
            let other = marker + 1 < symbolCount && ownerOf[marker + 1] === constraint ? Int32(marker + 1) : -1
            let coefficient: Double = switch (constraint.relation, kinds[marker]) {
            case (.greaterThanOrEqual, _), (.equal, .error): -1
            default: 1
            }
            found = Tag(marker: Int32(marker), other: other, markerCoefficient: coefficient, constant: constraint.expression.constant)
        }
        guard var tag = found else {
            throw SolverError.internalError(text ?? "an overflow left \(constraint) half installed")
        }
        tag.constant = 0
        updateTag(tag, of: constraint)
        try restorePrecision()
        forgetTag(of: constraint)
        try uninstall(constraint, tag: tag)
        try restorePrecision()
        throw SolverError.invalidValue("constraint \(constraint) puts the solution past the range of a Double")
    }

    /// Removes a constraint.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws {
        structureGeneration &+= 1
        guard let tag = tag(of: constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        forgetTag(of: constraint)
        try uninstall(constraint, tag: tag)
        if Swift.abs(tag.constant) > Solver.precisionLimit {
            // The rounding it left in the other rows goes with it (see `restorePrecision`).
            oversizedConstants -= 1
            if hasSeenOversizedValues { try restorePrecision() }
        }
    }

    /// Whether the constraint object is in the solver. O(1).
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        tag(of: constraint) != nil
    }

    /// Makes `variable` an edit variable: its value follows ``suggestValue(_:_:)`` with the
    /// given (non-required) strength.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/badRequiredStrength``.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws {
        let key = ObjectIdentifier(variable)
        if edits[key] != nil { throw SolverError.duplicateEditVariable(variable) }
        if strength.isRequired { throw SolverError.badRequiredStrength }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[key] = EditInfo(constraint: constraint, constant: 0)
    }

    /// Stops treating `variable` as an edit variable.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws {
        guard let info = edits[ObjectIdentifier(variable)] else {
            throw SolverError.unknownEditVariable(variable)
        }
        try removeConstraint(info.constraint)
        edits[ObjectIdentifier(variable)] = nil
    }

    /// Whether `variable` is an edit variable. O(1).
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable; the solution re-optimises incrementally (dual
    /// simplex). Read the result with ``updateVariables()``.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/invalidValue(_:)``.
    public func suggestValue(_ variable: Variable, _ value: Double) throws {
        guard value.isFinite else {
            throw SolverError.invalidValue("suggested value \(value) for \(variable) is not a finite number")
        }
        guard var info = edits[ObjectIdentifier(variable)] else {
            throw SolverError.unknownEditVariable(variable)
        }
        // Noted first, so that the change's steps judge feasibility within the new value's
        // rounding; a refused value does not count (it would loosen every later step).
        let seen = (hasSeenOversizedValues, oversizedMagnitude)
        noteMagnitude(value)
        do {
            try changeConstant(of: info.constraint, to: -value)
        } catch {
            (hasSeenOversizedValues, oversizedMagnitude) = seen
            throw error
        }
        info.constant = value
        edits[ObjectIdentifier(variable)] = info
    }

    /// Sets the constant of an installed constraint's expression (`x + 2 == 20`, kept as
    /// `x - 18 == 0`, becomes `x - 28 == 0` with `to: -28`).
    ///
    /// The change is made in place and re-optimised incrementally with the dual simplex,
    /// exactly as a suggestion is: the constraint is never removed and added again.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/invalidValue(_:)``, or
    ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)`` when a required constraint
    ///   cannot take the new constant; the solver then keeps the old one.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws {
        guard constant.isFinite else {
            throw SolverError.invalidValue("constant \(constant) for \(constraint) is not a finite number")
        }
        try changeConstant(of: constraint, to: constant)
        noteMagnitude(constant)
    }

    /// Writes the current solution into every variable's ``Variable/value``.
    ///
    /// Complexity: O(number of variables + size of the definition rows).
    public func updateVariables() {
        if updateOnlyChangedVariables(nil) { return }
        writeAllVariables()
    }

    /// Writes the current solution, as ``updateVariables()``, and calls `body` with each
    /// variable written: only those a change since the last call may have moved, when few
    /// did, else every variable. Every value is written before `body` is first called. A caller that mirrors values elsewhere (the layout engine
    /// copying them into frames) then touches only what moved.
    ///
    /// Complexity: O(size of the definitions downstream of the changes) when few variables
    /// moved, else as ``updateVariables()``.
    public func updateVariables(notifying body: (Variable) -> Void) {
        let done = withoutActuallyEscaping(body) { updateOnlyChangedVariables($0) }
        if done { return }
        writeAllVariables()
        // One retain for the list, none per variable (a retain and a release each were most
        // of this loop's cost): the copy keeps every variable alive even if `body` resets the
        // solver.
        let all = variables
        all.withUnsafeBufferPointer { buffer in
            for variable in buffer { Unmanaged.passUnretained(variable)._withUnsafeGuaranteedRef { body($0) } }
        }
    }

    /// The incremental path of `updateVariables`: true when it was taken.
    func updateOnlyChangedVariables(_ body: ((Variable) -> Void)?) -> Bool {
        let write = nextVariableWrite()
        let onlyWriter = write == lastVariableWrite + 1
        lastVariableWrite = write
        let incremental = onlyWriter && definitionOrderIsValid && !fullWriteDue
        fullWriteDue = false
        if incremental && updateChangedVariables(body) { return true }
        clearChanges()
        return false
    }

    func writeAllVariables() {
        evaluateDefinitions()
        rowOf.withUnsafeBufferPointer { rowOfBuffer in
            values.withUnsafeBufferPointer { valuesBuffer in
                externalSymbols.withUnsafeBufferPointer { symbols in
                    for (k, variable) in variables.enumerated() {
                        let s = Int(symbols[k])
                        variable.storedValue = rowOfBuffer[s] < 0 ? 0 : valuesBuffer[s]
                    }
                }
            }
        }
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        resets &+= 1
        structureGeneration &+= 1
        releaseHomes()
        symbolCount = 0; kinds = []; rowOf = []; columns.removeAll(); variableOf = []; ownerOf = []
        symbolOfVariable = [:]; variables = []; externalSymbols = []
        rows = []; rowRefs = []; freeRows = []; objective = []; upperObjectives = []; artificial = nil; infeasible = []; enteringCandidates = []
        constraints = [:]; edits = [:]
        marks = []; weights = []; values = []
        definitionOrder = []; definitionOrderIsValid = true; walkedSinceRebuild = 0; fullWriteDue = false
        compiledStart = []; compiledEnd = []; compiledGarbage = 0; compiledSymbols = []; compiledCoefficients = []; compiledBasic = []
        definitionPosition = []; changedSymbols = []; isChanged = []; pairState = []
        largestStrength = 1
        baseLevel = 0
        baseErrorSymbols = 0
        baseTouched = nil
        spareObjective = []
        hasSeenOversizedValues = false
        oversizedMagnitude = 0
        oversizedConstants = 0
        lastVariableWrite = -1
    }
}
