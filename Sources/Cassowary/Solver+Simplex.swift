// The steps of the incremental simplex method, one function each.

extension Solver {
    // MARK: Adding a constraint

    /// Builds the row of a new constraint: its expression with simplex-basic variables
    /// substituted (definitions are kept as references), plus its slack, error or dummy
    /// symbols; error symbols enter the objective with the constraint's strength.
    ///
    /// The row is ``newRowScratch`` when there is one (taken out of it); whoever is done with
    /// the row puts it back there.
    func makeRow(for constraint: Constraint) -> (Row, Tag) {
        // Room for the terms and the constraint's own symbols. (Two branches, each with a
        // row of one origin: merged into one variable, the new row cost a retain and a
        // release more.)
        if let scratch = newRowScratch.take() {
            scratch.reset(constant: constraint.expression.constant, minimumCapacity: constraint.expression.terms.count + 2)
            return (scratch, fill(scratch, for: constraint))
        }
        let row = Row(constant: constraint.expression.constant, capacity: constraint.expression.terms.count + 2)
        return (row, fill(row, for: constraint))
    }

    /// The terms and symbols of `makeRow`, into an empty row with the constraint's constant.
    @inline(__always)
    private func fill(_ row: Row, for constraint: Constraint) -> Tag {
        let expression = constraint.expression
        let constant = expression.constant
        // Variables and rows are read unretained: this runs for every constraint added.
        expression.terms.withUnsafeBufferPointer { terms in
            for k in terms.indices {
                let coefficient = terms[k].coefficient
                // As kiwi: a negligible term does not bring its variable into the solver,
                // which would otherwise write the variable's value from then on.
                if nearZero(coefficient) { continue }
                let symbol: Int32 = Unmanaged.passUnretained(terms[k].variable)._withUnsafeGuaranteedRef { self.symbol(for: $0) }
                let r = rowOf[Int(symbol)]
                if r >= 0, let basic = rowRefs[Int(r)],
                   basic._withUnsafeGuaranteedRef({ kinds[Int($0.basic)] != .external }) {
                    basic._withUnsafeGuaranteedRef { add($0, times: coefficient, to: row, index: -1) }
                } else {
                    insert(symbol, coefficient, into: row, index: -1)
                }
            }
        }
        let strength = constraint.strength.value
        let required = constraint.strength.isRequired
        // Errors go into their level's objective: `objective` for the lowest level in use.
        let level = required ? nil : objectiveForNewError(at: constraint.strength.level)
        if !required && level == nil { largestStrength = Swift.max(largestStrength, strength) }
        var tag = Tag(marker: -1, other: -1, markerCoefficient: 1, constant: constant)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression <= 0 becomes expression + slack == 0; >= flips the slack's sign.
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            tag.markerCoefficient = coefficient
            insert(slack, coefficient, into: row, index: -1)
            if !required {
                let error = newSymbol(.error)
                tag.other = error
                insert(error, -coefficient, into: row, index: -1)
                addToObjective(error, strength, level: level)
                noteLevelError(level, strength: strength)
            }
        case .equal:
            if required {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                tag.markerCoefficient = 1
                insert(dummy, 1, into: row, index: -1)
            } else {
                // expression == errorPlus - errorMinus
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                tag.markerCoefficient = -1
                // Folded: the row holds -plus alone, standing for -plus + minus.
                insert(plus, -1, into: row, index: -1)
                foldNewPair(plus: plus)
                addToObjective(plus, strength, level: level)
                addToObjective(minus, strength, level: level)
                noteLevelError(level, strength: strength)
                noteLevelError(level, strength: strength)
            }
        }
        ownerOf[Int(tag.marker)] = constraint
        if tag.other >= 0 { ownerOf[Int(tag.other)] = constraint }
        return tag
    }

    /// Adds the constraint's row to the tableau and re-optimises.
    func install(_ constraint: Constraint) throws -> Tag {
        let (row, tag) = makeRow(for: constraint)

        // 1. A user variable that is still parametric, mentioned directly, can define the
        //    row without expanding anything.
        if let subject = chooseDirectSubject(row) {
            defineByRow(row, subject: subject)
            try optimize()
            return tag
        }

        // 2. Otherwise look through the definitions: the same equation in parametric form
        //    (always a new row: `row` is free again for the next constraint).
        let flat = expanded(row)
        newRowScratch = row
        if let subject = chooseExpandedSubject(flat) {
            defineByRow(flat, subject: subject)
            try optimize()
            return tag
        }

        // 3. Only solver symbols remain: a simplex row, as in kiwi.
        try installSimplexRow(flat, constraint: constraint, tag: tag)
        return tag
    }

    /// Step 3 of `install`: the constraint's row in parametric form, with no user variable
    /// left to solve it for, goes into the simplex tableau.
    func installSimplexRow(_ flat: Row, constraint: Constraint, tag: Tag) throws {
        if flat.constant < 0 { flat.scale(-1) }
        if allDummies(flat) {
            if !nearZero(flat.constant) {
                let candidates = owners(of: Array(flat.symbols))
                throw SolverError.unsatisfiableConstraint(constraint, conflicting: explain(constraint, candidates))
            }
            // A redundant equality: the row ties its dummy to the others.
            solve(flat, for: tag.marker, index: -1)
            substitute(tag.marker, by: flat)
            store(flat, basic: tag.marker)
            try optimize()
            return
        }
        if let subject = chooseRestrictedSubject(flat, tag) {
            solve(flat, for: subject, index: -1)
            substitute(subject, by: flat)
            store(flat, basic: subject)
            try optimize()
            return
        }
        if usesSlackSubjects, let subject = chooseFreeSlack(flat) {
            try addThroughSlack(flat, subject: subject, constraint: constraint, tag: tag)
            try optimize()
            return
        }
        try addWithArtificialVariable(flat, constraint)
        try optimize()
    }

    /// A slack of an installed inequality that costs nothing in the objective and whose
    /// coefficient in `row` is negative (so that it takes the row's non-negative constant):
    /// the fewest rows to substitute into first.
    ///
    /// Making such a slack basic leaves the objective untouched, so the tableau stays dual
    /// feasible and the dual simplex can repair the rows its substitution upsets. This replaces
    /// kiwi's artificial variable, which on large systems pivots through long rows (a required
    /// `width == 10` added after `left >= 0` and `right <= 0` cost seconds that way).
    func chooseFreeSlack(_ row: Row) -> Int32? {
        var best: Int32?
        var bestCost = Int.max
        for (k, symbol) in row.symbols.enumerated()
        where kinds[Int(symbol)] == .slack && row.coefficients[k] < 0 && costIsZero(symbol) {
            let cost = columns.count(of: symbol)
            if cost < bestCost { best = symbol; bestCost = cost }
        }
        return best
    }

    /// Adds `row` solved for an existing zero-cost slack, then repairs feasibility with the
    /// dual simplex. If that fails the constraint cannot hold: its row is taken out again and
    /// feasibility restored, leaving the solver as it was.
    func addThroughSlack(_ row: Row, subject: Int32, constraint: Constraint, tag: Tag) throws {
        solve(row, for: subject, index: -1)
        substitute(subject, by: row)
        store(row, basic: subject)
        let (attempt, pivots) = try journalingPivots { try dualOptimize() }
        guard let failed = attempt else { return }
        let candidates = owners(of: [failed.basic] + failed.symbols).filter { $0 !== constraint }
        // Back through the same pivots to the basis the row went in with, then the row out
        // through its own marker (the slack it was solved for leaves the basis again): the
        // basis, and so the solution, there was before.
        takeBack(pivots)
        if rowOf[Int(subject)] >= 0, let own = rows[Int(rowOf[Int(subject)])], own.coefficient(for: tag.marker) != 0 {
            pivot(rowOf[Int(subject)], tag.marker)
        }
        removeMarker(tag.marker)
        for case let stored? in rows { noteIfInfeasible(stored) }
        if try dualOptimize() != nil {
            throw SolverError.internalError("could not restore feasibility after refusing \(constraint)")
        }
        // Feasible again, but the dual steps that tried the constraint left the objective
        // where they stopped: back to an optimum of the constraints that stay.
        try optimize()
        throw SolverError.unsatisfiableConstraint(constraint, conflicting: explain(constraint, candidates))
    }

    /// A parametric user variable mentioned directly by `row` that can become its basic
    /// symbol without creating a cycle among definitions. Fresh variables (mentioned nowhere
    /// else) cost nothing and are preferred, the oldest first.
    func chooseDirectSubject(_ row: Row) -> Int32? {
        var hasDefinitionReferences = false
        for symbol in row.symbols where !isParametric(symbol) {
            hasDefinitionReferences = true
            break
        }
        var fallback: Int32?
        for symbol in row.symbols where kinds[Int(symbol)] == .external && isParametric(symbol) {
            if columns.count(of: symbol) == 0 && !inObjectives(symbol) { return symbol }
            if fallback != nil { continue }
            var mentionedBySimplexRows = inObjectives(symbol)
            if !mentionedBySimplexRows {
                for index in columns.rows(of: symbol) where !isDefinition(index) {
                    mentionedBySimplexRows = true
                    break
                }
            }
            if mentionedBySimplexRows { continue }
            if !hasDefinitionReferences || !definitions(of: row, mayReach: symbol, budget: 32) {
                fallback = symbol
            }
        }
        return fallback
    }

    /// A parametric user variable of a row in parametric form, preferring one that no
    /// simplex row mentions (nothing to substitute), the oldest first.
    func chooseExpandedSubject(_ row: Row) -> Int32? {
        var best: Int32?
        var bestCost = Int.max
        for symbol in row.symbols where kinds[Int(symbol)] == .external {
            var cost = inObjectives(symbol) ? 1 : 0
            for index in columns.rows(of: symbol) where !isDefinition(index) { cost += 1 }
            if cost < bestCost {
                best = symbol
                bestCost = cost
                if cost == 0 { break }
            }
        }
        return best
    }

    @inline(__always)
    func inObjectives(_ symbol: Int32) -> Bool {
        !costIsZero(symbol) || (artificial.map { $0.find(symbol) >= 0 } ?? false)
    }

    /// Makes `row` the definition of the user variable `subject`. Simplex rows and the
    /// objectives that mention `subject` receive its parametric form; definitions keep the
    /// reference.
    func defineByRow(_ row: Row, subject: Int32) {
        solve(row, for: subject, index: -1)
        var needsSubstitution = inObjectives(subject)
        if !needsSubstitution {
            for index in columns.rows(of: subject) where !isDefinition(index) {
                needsSubstitution = true
                break
            }
        }
        if needsSubstitution {
            substitute(subject, by: expanded(row))
        }
        store(row, basic: subject)
    }

    /// kiwi's rule for a row without user variables: the constraint's own slack or error
    /// symbol, when its coefficient is negative (the row's constant being non-negative,
    /// that keeps the new basic symbol feasible).
    func chooseRestrictedSubject(_ row: Row, _ tag: Tag) -> Int32? {
        for symbol in [tag.marker, tag.other] where symbol >= 0 {
            let kind = kinds[Int(symbol)]
            if (kind == .slack || kind == .error) && coefficient(of: symbol, in: row) < 0 {
                return symbol
            }
        }
        return nil
    }

    func allDummies(_ row: Row) -> Bool {
        row.symbols.allSatisfy { kinds[Int($0)] == .dummy }
    }

    /// Phase one: adds the row through an artificial variable and minimises it. If it cannot
    /// reach zero the constraint is unsatisfiable; the artificial row is then taken out
    /// again, which leaves exactly the constraints there were before.
    func addWithArtificialVariable(_ row: Row, _ constraint: Constraint) throws {
        let art = newSymbol(.slack)
        store(Row(copying: row), basic: art)
        artificial = Row(copying: row)
        let pivots: [(leaving: Int32, entering: Int32)]
        do {
            // A row already satisfied (its constant zero: a required equality between values
            // that are equal now) needs no phase one: the artificial variable is at its least,
            // and minimising it would only pivot in place, each pivot through every row that
            // shares the entering symbol (a stack's equal lengths added after the views'
            // heights took one such pivot per earlier view each: cubic in the views).
            pivots = nearZero(row.constant) ? [] : try journalingPivots { try optimize(phaseOne: artificial) }.pivots
        } catch {
            artificial = nil
            removeMarker(art)
            throw error
        }
        let success = nearZero(artificial!.constant)
        let certificate = artificial!
        artificial = nil

        if !success {
            let candidates = owners(of: Array(certificate.symbols))
            // Back through phase one's pivots: the artificial row is basic again, as it went
            // in, and dropping it leaves the basis, and so the solution, there was before.
            takeBack(pivots)
            removeMarker(art)
            try optimize()
            throw SolverError.unsatisfiableConstraint(constraint, conflicting: explain(constraint, candidates))
        }

        // The artificial variable is zero: swap it out of the basis, then drop it.
        if rowOf[Int(art)] >= 0, let artRow = unstore(rowOf[Int(art)]) {
            if !artRow.isEmpty {
                // The slack or error symbol fewest rows mention: it is substituted into
                // each of them (the first one listed was often one every earlier row of a
                // stack's equal lengths shares).
                var entering: Int32 = -1
                var fewest = Int.max
                for symbol in artRow.symbols {
                    let kind = kinds[Int(symbol)]
                    guard kind == .slack || kind == .error else { continue }
                    let count = columns.count(of: symbol)
                    if count < fewest { entering = symbol; fewest = count }
                }
                if entering < 0, let first = artRow.symbols.first { entering = first }
                if entering >= 0 {
                    solve(artRow, from: art, to: entering, index: -1)
                    substitute(entering, by: artRow)
                    store(artRow, basic: entering)
                }
            }
        }
        // The artificial variable is zero from now on: drop it from every row.
        substitute(art, by: Row(), includingDefinitions: true)
    }

    // MARK: Removing a constraint

    func uninstall(_ constraint: Constraint, tag: Tag) throws {
        // Take the errors out of the objective before pivoting, so that no substitution
        // carries them back in.
        let level = constraint.strength.isRequired ? nil : objective(at: constraint.strength.level)
        for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            let strength = constraint.strength.value
            if rowOf[Int(symbol)] >= 0, let row = rows[Int(rowOf[Int(symbol)])] {
                addToObjective(row, times: -strength, level: level)
            } else {
                addToObjective(symbol, -strength, level: level)
            }
        }
        removeMarker(tag.marker)
        // The constraint's errors cost nothing from now on. In exact arithmetic the lines
        // above leave them at 0; with strengths near required (about 1e9) they can keep a
        // residue near 1e-8, and a negative one would make a symbol that no row bounds look
        // like an unbounded entering candidate.
        for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            if let level {
                level[symbol] = 0
            } else {
                objective[Int(symbol)] = 0
            }
            if !constraint.strength.isRequired { dropLevelError(level) }
        }
        ownerOf[Int(tag.marker)] = nil
        if tag.other >= 0 { ownerOf[Int(tag.other)] = nil }
        try optimize()
    }

    /// Removes the equation that `marker` belongs to: makes the marker basic if it is not,
    /// then drops its row. Every other row stays feasible.
    func removeMarker(_ marker: Int32) {
        let m = Int(marker)
        if rowOf[m] < 0, kinds[m] == .dummy, columns.count(of: marker) == 1, !inObjectives(marker) {
            // A required equality that only its own definition mentions (a link of a chain,
            // `left₂ = left₁ + 1`): the steps below would expand the definition into
            // parametric form (every link above it), make the marker basic and drop that row,
            // leaving exactly what dropping the definition leaves: its variable free, and
            // no row mentioning the marker. Expanding cost O(depth) per removal, so remaking
            // every level of a deep chain was quadratic.
            let index = columns.rows(of: marker)[0]
            if let row = rows[Int(index)], kinds[Int(row.basic)] == .external, !nearZero(row.coefficient(for: marker)) {
                unstore(index)
                return
            }
        }
        if rowOf[m] < 0 {
            if let index = markerLeavingRow(marker) {
                let row = rows[Int(index)]!
                let leaving = row.basic
                unstore(index)
                solve(row, from: leaving, to: marker, index: -1)
                store(row, basic: marker)
                substitute(marker, by: row, includingDefinitions: true)
            } else if !pivotMarkerThroughDefinitions(marker) {
                return
            }
        }
        // The marker is basic: drop its row, and hand its value to the definitions that
        // still refer to it.
        guard rowOf[m] >= 0, let row = unstore(rowOf[m]) else { return }
        substitute(marker, by: expanded(row), includingDefinitions: true)
    }

    /// kiwi's choice of the row through which a parametric marker enters the basis: among
    /// simplex rows mentioning it, the one that keeps every other row feasible.
    func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: Int32?, second: Int32?
        var firstBasic = Int32.max, secondBasic = Int32.max
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        for index in columns.rows(of: marker) {
            guard let row = rows[Int(index)], kinds[Int(row.basic)] != .external else { continue }
            // A dummy row ties a redundant equality to this one (its constant is zero):
            // pivoting through it hands the equality over intact. Leaving it for later, as
            // kiwi does, would leave that equality unenforced.
            if kinds[Int(row.basic)] == .dummy { return index }
            let c = row.coefficient(for: marker)
            if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && row.basic < firstBasic) { r1 = r; first = index; firstBasic = row.basic }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && row.basic < secondBasic) { r2 = r; second = index; secondBasic = row.basic }
            }
        }
        return first ?? second
    }

    /// When only definitions mention the marker: solve one of them (in parametric form) for
    /// the marker, so that its user variable becomes free. Simplex rows are unaffected.
    func pivotMarkerThroughDefinitions(_ marker: Int32) -> Bool {
        for index in columns.rows(of: marker) {
            guard let row = rows[Int(index)] else { continue }
            let flat = expanded(row)
            guard !nearZero(flat.coefficient(for: marker)) else { continue }
            let basic = row.basic
            unstore(index)
            solve(flat, from: basic, to: marker, index: -1)
            store(flat, basic: marker)
            substitute(marker, by: flat)
            return true
        }
        return false
    }

    // MARK: Optimisation

    /// The primal simplex: pivots until no symbol of `objective` can improve it. Entering
    /// and leaving symbols are chosen by lowest id among ties (Bland's rule), which cannot
    /// cycle.
    func optimize(phaseOne: Row? = nil) throws {
        var iterations = 0
        var objectiveRebuilt = false
        while true {
            var entering = phaseOne.map(enteringSymbol) ?? enteringSymbol()
            if entering < 0 { return }
            let (lowest, ratio) = leavingRow(entering)
            var leaving = lowest
            // In phase one, a pivot that would make no progress (Bland's symbol bounded at once
            // by a row whose constant is zero) through many rows gives way to one that makes
            // progress, by the symbol fewest rows mention (see `sparsestEnteringSymbol(_:)`).
            // Only pivots that lower the artificial objective are taken out of Bland's order,
            // so there is still no cycle. Below `Solver.stallingColumn` rows the order is
            // kiwi's, and so is the choice among equally good solutions.
            if let phaseOne, leaving >= 0, nearZero(ratio), columns.count(of: columnSymbol(entering)) >= Solver.stallingColumn {
                let sparsest = sparsestEnteringSymbol(phaseOne)
                if sparsest >= 0, sparsest != entering {
                    let (row, bound) = leavingRow(sparsest)
                    if row >= 0, !nearZero(bound) { (entering, leaving) = (sparsest, row) }
                }
            }
            if leaving < 0 {
                // No row bounds it. The objective (a weighted sum of non-negative errors)
                // cannot decrease forever, so a coefficient this small is rounding noise
                // (strengths near required weigh about 1e9 beside weak ones near 1): it is
                // zero. A larger one means the tableau is wrong.
                let (coefficient, scale) = phaseOne.map { (self.coefficient(of: entering, in: $0), 1.0) } ?? leadingCost(of: entering)
                if phaseOne == nil, -coefficient <= 1e-12 * scale {
                    clearLeadingCost(of: entering)
                    continue
                }
                // Coefficients far above the strengths (a multiplier of 89 on a priority-999
                // strength makes terms of 1e11) leave residues above that bound as they
                // cancel. Computed afresh from the rows, the objective shows whether the
                // direction is really unbounded, which in exact arithmetic it never is.
                if phaseOne == nil, !objectiveRebuilt {
                    objectiveRebuilt = true
                    rebuildObjective()
                    continue
                }
                throw SolverError.internalError("the objective is unbounded")
            }
            pivot(leaving, entering)
            iterations += 1
            if iterations > 1_000_000 { throw SolverError.internalError("the simplex did not converge") }
        }
    }

    /// How many rows a symbol that would enter phase one without progress must be in for a
    /// sparser one to be tried first (see ``optimize(phaseOne:)``).
    static let stallingColumn = 64

    /// The ratio test for `entering`: the row (its slot) whose basic symbol reaches zero
    /// first as `entering` grows, lowest basic symbol among ties, and how far `entering` can
    /// grow; -1 when no row bounds it. Rows of user variables never leave.
    func leavingRow(_ entering: Int32) -> (index: Int32, ratio: Double) {
        var leaving: Int32 = -1
        var leavingBasic = Int32.max
        var ratio = Double.greatestFiniteMagnitude
        // A folded minus is listed under its plus, with the opposite coefficient.
        let listed = columnSymbol(entering)
        let sign: Double = listed == entering ? 1 : -1
        for index in columns.rows(of: listed) {
            guard let reference = rowRefs[Int(index)] else { continue }
            reference._withUnsafeGuaranteedRef { row in
                guard kinds[Int(row.basic)] != .external else { return }
                let c = sign * row.coefficient(for: listed)
                if c < 0 {
                    let r = -row.constant / c
                    if r < ratio || (r == ratio && row.basic < leavingBasic) {
                        ratio = r; leaving = index; leavingBasic = row.basic
                    }
                }
            }
        }
        return (leaving, ratio)
    }

    /// Recomputes the objective from the tableau, free of the rounding its updates piled up:
    /// each installed error symbol's strength, times its row when it is basic (simplex rows
    /// are in parametric form).
    ///
    /// Complexity: O(number of symbols + size of the error rows).
    func rebuildObjective() {
        for s in objective.indices { objective[s] = 0 }
        for level in upperObjectives {
            for s in level.window.indices { level.window[s] = 0 }
        }
        enteringCandidates.removeAll(keepingCapacity: true)
        for s in 0..<Swift.min(symbolCount, kinds.count, ownerOf.count, rowOf.count) where kinds[s] == .error {
            guard let owner = ownerOf[s] else { continue }
            let strength = owner.strength.value
            let level = objective(at: owner.strength.level)
            if rowOf[s] >= 0, let row = rows[Int(rowOf[s])] {
                addToObjective(row, times: strength, level: level)
            } else {
                addToObjective(Int32(s), strength, level: level)
            }
        }
    }

    /// The lowest symbol that may enter (not a dummy, not a user variable: see
    /// `noteEnteringCandidate`) with a negative coefficient in a phase-one objective.
    func enteringSymbol(_ phaseOne: Row) -> Int32 {
        for (k, symbol) in phaseOne.symbols.enumerated() where kinds[Int(symbol)] != .dummy && kinds[Int(symbol)] != .external {
            if phaseOne.coefficients[k] < 0 { return symbol }
            // A folded minus comes right after its plus, with the opposite coefficient.
            if isFoldedPlus(symbol) && phaseOne.coefficients[k] > 0 { return symbol &+ 1 }
        }
        return -1
    }

    /// Of the symbols that may enter phase one's `row` (those ``enteringSymbol(_:)`` looks
    /// at), the one fewest rows mention, or -1. Adding a required equality between values
    /// that several optional constraints pull apart (a stack's equal lengths added after the
    /// views' own heights) puts the error of the newly tied view's height beside symbols
    /// every earlier view's row shares: entering the lowest of them pivoted in place through
    /// each of those rows in turn, at a cost proportional to the rows each time (cubic in the
    /// views), where that error, which few rows mention, takes one pivot.
    func sparsestEnteringSymbol(_ row: Row) -> Int32 {
        var best: Int32 = -1
        var bestCount = Int.max
        for (k, symbol) in row.symbols.enumerated() where kinds[Int(symbol)] != .dummy && kinds[Int(symbol)] != .external {
            let candidate: Int32
            if row.coefficients[k] < 0 {
                candidate = symbol
            } else if isFoldedPlus(symbol) && row.coefficients[k] > 0 {
                candidate = symbol &+ 1
            } else {
                continue
            }
            let count = columns.count(of: columnSymbol(candidate))
            if count < bestCount {
                best = candidate
                bestCount = count
            }
        }
        return best
    }

    /// The lowest symbol that may enter with a negative coefficient in the objective, or -1;
    /// only the recorded candidates are looked at.
    func enteringSymbol() -> Int32 {
        var best: Int32 = -1
        var k = 0
        while k < enteringCandidates.count {
            let symbol = enteringCandidates[k]
            if costIsNegative(symbol) {
                if best < 0 || symbol < best { best = symbol }
                k += 1
            } else {
                enteringCandidates.swapAt(k, enteringCandidates.count - 1)
                enteringCandidates.removeLast()
            }
        }
        return best
    }

    /// Makes `entering` the basic symbol of the row at `index`.
    func pivot(_ index: Int32, _ entering: Int32) {
        guard let row = rows[Int(index)] else { return }
        let leaving = row.basic
        if pivotJournal != nil { pivotJournal?.append((leaving, entering)) }
        journalConstant(of: row, slot: index)
        rowOf[Int(leaving)] = -1
        markChanged(leaving)
        markChanged(entering)
        // The row keeps its slot: only the two symbols that swap places change columns.
        solve(row, from: leaving, to: entering, index: index)
        row.basic = entering
        rowOf[Int(entering)] = index
        if kinds[Int(leaving)] == .external || kinds[Int(entering)] == .external {
            definitionOrderIsValid = false
        }
        substitute(entering, by: row)
    }

    /// Runs `body`, a step that may be refused, recording its pivots (see ``pivotJournal``).
    func journalingPivots<T>(_ body: () throws -> T) rethrows -> (result: T, pivots: [(leaving: Int32, entering: Int32)]) {
        pivotJournal = []
        defer { pivotJournal = nil }
        let result = try body()
        return (result, pivotJournal ?? [])
    }

    /// Takes recorded pivots back, last first: each leaving symbol re-enters the row of the
    /// symbol that replaced it, which gives back the basis from before them.
    func takeBack(_ pivots: [(leaving: Int32, entering: Int32)]) {
        for (leaving, entering) in pivots.reversed() {
            let r = rowOf[Int(entering)]
            guard r >= 0 else { continue }
            pivot(r, leaving)
        }
    }

    /// The dual simplex: restores feasibility after constants changed, keeping the objective
    /// optimal. Returns the row it could not repair (a required conflict), if any.
    func dualOptimize() throws -> Row? {
        // Long rows (the dense ones, written with a chain's every link) take the long-step
        // path: bound flipping, and entering candidates sorted once per leaving row instead of
        // a scan of the row per pivot. It may pick a candidate that is no longer the best
        // ratio, so a primal pass restores optimality at the end.
        var longStepsTaken = false
        defer { candidateCache.removeAll(keepingCapacity: true); candidateCacheRow = -1 }
        while let leaving = infeasible.popLast() {
            let r = rowOf[Int(leaving)]
            guard r >= 0, let row = rows[Int(r)] else { continue }
            let kind = kinds[Int(leaving)]
            if kind == .external { continue }
            let tooHigh = kind == .dummy && row.constant > 0 && row.constant >= Solver.kiwiTolerance
            let tooLow = row.constant < 0 && -row.constant >= Solver.kiwiTolerance
            if !tooHigh && !tooLow { continue }
            let sign: Double = tooHigh ? -1 : 1
            let long = termCount(of: row) >= longRowThreshold
            let entering = !upperObjectives.isEmpty ? leveledDualEntering(row, sign)
                : long ? cachedDualEntering(row, leaving, sign) : dualEntering(row, sign)
            if entering < 0 {
                // No pivot repairs this row. Past ``Solver/precisionLimit`` that may be the
                // rounding of the large values (see `feasibilityTolerance`): within it the row
                // stands; beyond it, or without large values, it is a conflict.
                if hasSeenOversizedValues && -row.constant < feasibilityTolerance && row.constant < feasibilityTolerance { continue }
                infeasible.append(leaving)
                return row
            }
            if long {
                longStepsTaken = true
                if let (bound, at) = primalBound(of: entering, except: r),
                   bound > 0, row.constant + coefficient(of: entering, in: row) * sign * bound < 0 {
                    // Moving `entering` all the way does not repair this row: let it reach
                    // its bound in the (short) row that limits it instead, and try again.
                    // This is the bound-flipping step of the long-step dual simplex; it
                    // replaces many pivots on the long row by pivots on short ones.
                    pivot(at, entering)
                    infeasible.append(leaving)
                    continue
                }
                candidateCacheRow = -1
            }
            pivot(r, entering)
        }
        if longStepsTaken { try optimize() }
        return nil
    }

    /// kiwi's dual ratio test: the symbol of positive coefficient (in the direction that
    /// repairs the row) with the least objective-to-coefficient ratio, lowest id on ties.
    func dualEntering(_ row: Row, _ sign: Double) -> Int32 {
        var entering: Int32 = -1
        var ratio = Double.greatestFiniteMagnitude
        for (k, symbol) in row.symbols.enumerated() {
            let c = row.coefficients[k] * sign
            if c > 0 && kinds[Int(symbol)] != .dummy {
                let r = objective[Int(symbol)] / c
                if r < ratio { ratio = r; entering = symbol }
            } else if c < 0 && isFoldedPlus(symbol) {
                // The folded minus, right after its plus, with the opposite coefficient.
                let r = objective[Int(symbol &+ 1)] / -c
                if r < ratio { ratio = r; entering = symbol &+ 1 }
            }
        }
        return entering
    }

    /// The dual ratio test on a long row from candidates sorted once: least ratio first and,
    /// among equals, the highest id (the end of the row, where edits move the least memory).
    /// A cached candidate is used only while its coefficient and ratio are unchanged.
    func cachedDualEntering(_ row: Row, _ leaving: Int32, _ sign: Double) -> Int32 {
        for attempt in 0..<2 {
            if attempt == 1 || candidateCacheRow != leaving || candidateCache.isEmpty {
                candidateCache.removeAll(keepingCapacity: true)
                for (k, symbol) in row.symbols.enumerated() {
                    let c = row.coefficients[k] * sign
                    if c > 0 && kinds[Int(symbol)] != .dummy {
                        candidateCache.append((objective[Int(symbol)] / c, symbol))
                    } else if c < 0 && isFoldedPlus(symbol) {
                        candidateCache.append((objective[Int(symbol &+ 1)] / -c, symbol &+ 1))
                    }
                }
                // Popped from the end: ratios descending, ids ascending.
                candidateCache.sort { $0.ratio != $1.ratio ? $0.ratio > $1.ratio : $0.symbol < $1.symbol }
                candidateCacheRow = leaving
            }
            while let (ratio, symbol) = candidateCache.last {
                let c = coefficient(of: symbol, in: row) * sign
                if c > 0 && objective[Int(symbol)] / c == ratio { return symbol }
                candidateCache.removeLast()
            }
        }
        return -1
    }

    /// Rows at least this long use bound flipping in the dual simplex; shorter ones follow
    /// kiwi's pivots exactly, so that ties resolve as kiwi resolves them.
    static let flipThreshold = 24

    /// How far `symbol` can grow before a simplex row other than `except` reaches zero, and
    /// that row: the primal ratio test.
    func primalBound(of symbol: Int32, except: Int32) -> (Double, Int32)? {
        var best: (Double, Int32)?
        for index in columns.rows(of: columnSymbol(symbol)) where index != except {
            guard let row = rows[Int(index)] else { continue }
            let kind = kinds[Int(row.basic)]
            guard kind != .external && kind != .dummy else { continue }
            let c = coefficient(of: symbol, in: row)
            guard c < 0 else { continue }
            let ratio = -row.constant / c
            if best == nil || ratio < best!.0 { best = (ratio, index) }
        }
        return best
    }

    // MARK: Constants

    /// Moves the constant of an installed constraint by shifting its marker symbol in every
    /// row that mentions it, then lets the dual simplex repair feasibility.
    func changeConstant(of constraint: Constraint, to constant: Double) throws {
        structureGeneration &+= 1
        guard var tag = tag(of: constraint) else {
            throw SolverError.unknownConstraint(constraint)
        }
        // The change is measured from this solver's own constant: a solver sharing the
        // constraint may have changed the constraint's since.
        let old = tag.constant, previous = constraint.expression.constant
        let delta = constant - old
        constraint.expression.constant = constant
        if delta == 0 { return }
        // Only a required constraint's change can be refused as unsatisfiable (an optional
        // one's errors take any constant), and any change among values past
        // ``Solver/precisionLimit`` as overflowing: only then are the constants it writes
        // kept to put back.
        let large = hasSeenOversizedValues || Swift.abs(constant) > Solver.precisionLimit || Swift.abs(old) > Solver.precisionLimit
        let journaling = constraint.strength.isRequired || large
        if journaling {
            constantJournal.removeAll(keepingCapacity: true)
            journalsConstants = true
        }
        defer { journalsConstants = false }
        // A constant past the limit that shrinks: every row's constant is recomputed from the
        // exact ones (see `recomputeConstants`) as part of the change, so that a conflict the
        // large value's rounding hid is refused with the change (`2 v1 <= 1e20` and
        // `1.5 v1 >= 10`, the first's constant changed to 5, went in and broke the second).
        let shrinking = Swift.abs(old) > Solver.precisionLimit && Swift.abs(constant) < Swift.abs(old)
        let toleranceBefore = (hasSeenOversizedValues, oversizedMagnitude)
        tag.constant = constant
        updateTag(tag, of: constraint)
        if shrinking { recomputeConstants() } else { shiftMarker(tag, by: delta) }
        if large && !constantsAreFinite() {
            // Overflowed before any pivot: the journaled constants put back are the very
            // tableau there was (after pivots, taken back below, the coefficients may differ
            // in their last bits).
            tag.constant = old
            updateTag(tag, of: constraint)
            constraint.expression.constant = previous
            (hasSeenOversizedValues, oversizedMagnitude) = toleranceBefore
            restoreJournaledConstants()
            throw SolverError.invalidValue("constant \(constant) for \(constraint) puts the solution past the range of a Double")
        }
        // A change of constant (a suggestion, a drag, a resize) keeps every definition's
        // terms: see `substitute`.
        marksDefinitionsStale = false
        defer { marksDefinitionsStale = true }
        let (attempt, pivots) = try journalingPivots { try dualOptimize() }
        journalsConstants = false
        if large && attempt == nil && !constantsAreFinite() {
            // The solution is past the largest Double (a suggestion of 1e308 on `x` with
            // `z == 2 * x` made z's row infinite, and the next step's inf - inf NaN, after
            // which every answer was wrong): refused, as a NaN is, with everything as it was.
            tag.constant = old
            updateTag(tag, of: constraint)
            constraint.expression.constant = previous
            (hasSeenOversizedValues, oversizedMagnitude) = toleranceBefore
            takeBack(pivots)
            restoreJournaledConstants()
            throw SolverError.invalidValue("constant \(constant) for \(constraint) puts the solution past the range of a Double")
        }
        // A predictable branch on the usual path (false).
        if attempt == nil && large {
            let wasOversized = Swift.abs(old) > Solver.precisionLimit
            if wasOversized != (Swift.abs(constant) > Solver.precisionLimit) { oversizedConstants += wasOversized ? -1 : 1 }
        }
        if let failed = attempt {
            let candidates = owners(of: [failed.basic] + failed.symbols).filter { $0 !== constraint }
            if !journaling { shiftMarker(tag, by: -delta) }
            tag.constant = old
            updateTag(tag, of: constraint)
            constraint.expression.constant = previous
            (hasSeenOversizedValues, oversizedMagnitude) = toleranceBefore
            // Back through the same pivots: the basis the solver had, so the same solution
            // (another optimum of equal cost would move tied variables); then the constants
            // the change and its pivots wrote, as they were.
            takeBack(pivots)
            if journaling { restoreJournaledConstants() }
            if try dualOptimize() != nil {
                throw SolverError.internalError("could not restore the previous constant of \(constraint)")
            }
            let attempted = Constraint(constraint.expression, constraint.relation, strength: constraint.strength)
            attempted.expression.constant = constant
            let conflicting = explain(attempted, candidates)
            throw SolverError.unsatisfiableConstraint(constraint, conflicting: conflicting)
        }
    }

    /// Whether every row's constant is a finite number: with values past
    /// ``Solver/precisionLimit`` a step can overflow (the coefficients never depend on the
    /// constants, so they stay finite).
    func constantsAreFinite() -> Bool {
        for case let row? in rows where !row.constant.isFinite { return false }
        return true
    }

    /// Recomputes every row's constant from the installed constraints' constants, then
    /// repairs feasibility, once no constant past ``Solver/precisionLimit`` is left.
    ///
    /// Each row's constant is a linear function of the constraints' constants, zero when they
    /// all are (the rows are combinations of the constraints' rows, and the coefficients never
    /// depend on the constants), and its derivative by one constraint's constant is what
    /// `shiftMarker` adds. Updated incrementally, the constants keep the rounding of the large
    /// values they held (1e200 + 90 - 1e200 is 0): every later answer was off by up to that
    /// rounding, and the feasibility tolerance scaled for it (1e187) let any later suggestion
    /// within it stand as feasible, so that after a suggestion of 1e200 an edit variable held
    /// at most 90 kept the value 0 whatever was suggested next, and one of 1e18 let a required
    /// `y <= 100` read 138. Summed afresh from exact constants, the constants are those of a
    /// tableau that never saw the large values; the basis, chosen with the rounded ones, may
    /// need a few dual pivots (the objective is untouched, so it stays optimal).
    ///
    /// Complexity: O(rows + the rows that mention each constraint's marker), once per return
    /// within the limit.
    func restorePrecision() throws {
        let before = (hasSeenOversizedValues, oversizedMagnitude)
        recomputeConstants()
        if try dualOptimize() != nil {
            // A required constraint went in while the large values' rounding let it (it
            // conflicts with the others by less than that rounding): exact constants show
            // the conflict. It stands within the tolerance it was accepted with, which
            // stays until the next recomputation.
            (hasSeenOversizedValues, oversizedMagnitude) = before
            if try dualOptimize() != nil {
                throw SolverError.internalError("could not repair feasibility after recomputing the constants")
            }
        }
    }

    /// Sets every row's constant from the installed constraints' (journaled, when a change
    /// that may be refused is tried) and the tolerance from the largest of them, and notes the
    /// rows that are infeasible (see `restorePrecision`).
    func recomputeConstants() {
        var largest = 0.0
        for index in rows.indices {
            guard let row = rows[index], row.constant != 0 else { continue }
            journalConstant(of: row, slot: Int32(index))
            row.constant = 0
            markChanged(row.basic)
        }
        for s in 0..<symbolCount {
            guard let owner = ownerOf[s], let tag = tag(of: owner), Int(tag.marker) == s, tag.constant != 0 else { continue }
            shiftMarker(tag, by: tag.constant)
            largest = Swift.max(largest, Swift.abs(tag.constant))
        }
        // The tolerance follows the largest constant still installed.
        hasSeenOversizedValues = largest > Solver.precisionLimit
        oversizedMagnitude = hasSeenOversizedValues ? largest : 0
        infeasible.removeAll(keepingCapacity: true)
        for case let row? in rows { noteIfInfeasible(row) }
        infeasible.sort()
    }

    /// Notes a row's constant before a change that may be refused writes it (see
    /// ``constantJournal``).
    @inline(__always)
    func journalConstant(of row: Row, slot: Int32) {
        if journalsConstants { constantJournal.append((slot, row.constant)) }
    }

    /// Puts back the constants ``constantJournal`` noted, the earliest note of each row last
    /// so that it wins, once the refused change's pivots are taken back (each row in its slot
    /// again, with its basic symbol of before).
    func restoreJournaledConstants() {
        for (slot, constant) in constantJournal.reversed() {
            guard let row = rows[Int(slot)] else { continue }
            if row.constant != constant {
                row.constant = constant
                markChanged(row.basic)
            }
        }
        constantJournal.removeAll(keepingCapacity: true)
        infeasible.removeAll(keepingCapacity: true)
    }

    /// Replaces `marker` by `marker + delta / markerCoefficient` in every row: the same as
    /// changing the constant of the constraint's original row by `delta`.
    func shiftMarker(_ tag: Tag, by delta: Double) {
        let shift = delta / tag.markerCoefficient
        let m = Int(tag.marker)
        let infeasibleBefore = infeasible.count
        defer {
            if infeasible.count - infeasibleBefore > 1 { infeasible[infeasibleBefore...].sort() }
        }
        if rowOf[m] >= 0, let row = rows[Int(rowOf[m])] {
            journalConstant(of: row, slot: rowOf[m])
            row.constant -= shift
            markChanged(row.basic)
            noteIfInfeasible(row)
        }
        for index in columns.rows(of: tag.marker) {
            guard let row = rows[Int(index)] else { continue }
            journalConstant(of: row, slot: index)
            row.constant += row.coefficient(for: tag.marker) * shift
            markChanged(row.basic)
            noteIfInfeasible(row)
        }
    }

    // MARK: Explanations

    /// The required constraints whose markers appear in a failed row.
    func owners(of symbols: [Int32]) -> [Constraint] {
        var seen = Set<ObjectIdentifier>()
        var result: [Constraint] = []
        for symbol in symbols {
            let kind = kinds[Int(symbol)]
            guard kind == .dummy || kind == .slack, let owner = ownerOf[Int(symbol)] else { continue }
            guard owner.strength.isRequired, seen.insert(ObjectIdentifier(owner)).inserted else { continue }
            guard tag(of: owner) != nil else { continue }
            result.append(owner)
        }
        return result
    }

    /// Shrinks `candidates` to a minimal set that, with `constraint`, cannot all hold: drops
    /// each candidate whose absence still leaves a conflict (checked in a scratch solver).
    func explain(_ constraint: Constraint, _ candidates: [Constraint]) -> [Constraint] {
        guard explainsConflicts, candidates.count > 1, candidates.count <= 200 else { return candidates }
        func conflicts(_ set: [Constraint]) -> Bool {
            let scratch = Solver()
            scratch.explainsConflicts = false
            do {
                for c in set { try scratch.addConstraint(c) }
                try scratch.addConstraint(constraint)
                return false
            } catch {
                return true
            }
        }
        var kept = candidates
        var i = 0
        while i < kept.count {
            var trial = kept
            trial.remove(at: i)
            if conflicts(trial) { kept = trial } else { i += 1 }
        }
        return kept
    }
}
