// Row storage and row arithmetic that keeps the column index (symbol -> rows) up to date.

extension Solver {
    // MARK: Symbols

    func newSymbol(_ kind: SymbolKind) -> Int32 {
        let id = symbolCount
        if id == kinds.count { growSymbolTables() }
        kinds[id] = kind
        symbolCount = id + 1
        columns.appendSymbol()
        return Int32(id)
    }

    /// Gives every per-symbol table the entries of a block of future symbols, each holding
    /// what a new symbol starts with. One append per table per symbol cost about 300
    /// instructions a symbol (a uniqueness and a capacity check on each of nine arrays).
    @inline(never)
    func growSymbolTables() {
        let extra = Swift.max(64, kinds.count)
        kinds.append(contentsOf: repeatElement(.external, count: extra))
        rowOf.append(contentsOf: repeatElement(-1, count: extra))
        isChanged.append(contentsOf: repeatElement(false, count: extra))
        variableOf.append(contentsOf: repeatElement(nil, count: extra))
        ownerOf.append(contentsOf: repeatElement(nil, count: extra))
        marks.append(contentsOf: repeatElement(0, count: extra))
        weights.append(contentsOf: repeatElement(0, count: extra))
        objective.append(contentsOf: repeatElement(0, count: extra))
        values.append(contentsOf: repeatElement(0, count: extra))
        pairState.append(contentsOf: repeatElement(0, count: extra))
    }

    func symbol(for variable: Variable) -> Int32 {
        if let existing = knownSymbol(of: variable) { return existing }
        let id = newSymbol(.external)
        variableOf[Int(id)] = Unmanaged.passUnretained(variable)
        remember(id, for: variable)
        variables.append(variable)
        externalSymbols.append(id)
        markChanged(id)
        return id
    }

    @inline(__always)
    func isParametric(_ symbol: Int32) -> Bool { rowOf[Int(symbol)] < 0 }

    /// A definition row: its basic symbol is a user variable, so it never takes part in the
    /// simplex steps and may refer to other basic symbols.
    @inline(__always)
    func isDefinition(_ index: Int32) -> Bool {
        guard let row = rows[Int(index)] else { return false }
        return kinds[Int(row.basic)] == .external
    }

    // MARK: Storing rows

    /// Puts `row` into the tableau as the definition of `basic`.
    @discardableResult
    func store(_ row: Row, basic: Int32) -> Int32 {
        let index: Int32
        if let reused = freeRows.popLast() {
            index = reused
            rows[Int(index)] = row
            rowRefs[Int(index)] = .passUnretained(row)
        } else {
            index = Int32(rows.count)
            rows.append(row)
            rowRefs.append(.passUnretained(row))
        }
        row.basic = basic
        rowOf[Int(basic)] = index
        markChanged(basic)
        for symbol in row.symbols { addToColumn(symbol, index) }
        if kinds[Int(basic)] == .external {
            if definitionOrderIsValid && !isReferencedByDefinition(basic) {
                appendDefinition(index, row)
            } else {
                definitionOrderIsValid = false
            }
        }
        return index
    }

    /// Whether some definition row mentions `symbol`.
    func isReferencedByDefinition(_ symbol: Int32) -> Bool {
        for index in columns.rows(of: symbol) where isDefinition(index) { return true }
        return false
    }

    /// Puts a new definition at the end of a valid dependency order. Valid when no
    /// definition refers to its basic symbol: everything it refers to is then either
    /// parametric, a simplex row, or a definition already in the order. This spares the
    /// usual case (a new variable defined by earlier ones) the full rebuild.
    func appendDefinition(_ index: Int32, _ row: Row) {
        compiledStart.append(Int32(compiledSymbols.count))
        compiledSymbols.append(contentsOf: row.symbols)
        compiledCoefficients.append(contentsOf: row.coefficients)
        compiledBasic.append(row.basic)
        compiledEnd.append(Int32(compiledSymbols.count))
        if definitionPosition.count <= Int(index) {
            // Grown geometrically, as rows are: appended one definition at a time otherwise.
            let count = Swift.max(Int(index) + 1, 2 * definitionPosition.count, 64)
            definitionPosition.append(contentsOf: repeatElement(-1, count: count - definitionPosition.count))
        }
        definitionPosition[Int(index)] = Int32(definitionOrder.count)
        definitionOrder.append(index)
    }

    /// Takes a row out of the tableau; its basic symbol becomes parametric.
    @discardableResult
    func unstore(_ index: Int32) -> Row? {
        guard let row = rows[Int(index)] else { return nil }
        for symbol in row.symbols { removeFromColumn(symbol, index) }
        rowOf[Int(row.basic)] = -1
        markChanged(row.basic)
        if kinds[Int(row.basic)] == .external { definitionOrderIsValid = false }
        rows[Int(index)] = nil
        rowRefs[Int(index)] = nil
        freeRows.append(index)
        return row
    }

    /// Records that row `index` mentions `symbol`.
    @inline(__always)
    func addToColumn(_ symbol: Int32, _ index: Int32) {
        columns.append(index, to: symbol)
    }

    /// Records that row `index` no longer mentions `symbol`. O(1): short columns are
    /// scanned, long ones (a root's width is in every row that reaches it) keep each row's
    /// position (see `ColumnIndex`).
    @inline(__always)
    func removeFromColumn(_ symbol: Int32, _ index: Int32) {
        columns.remove(index, from: symbol)
    }

    // MARK: Row arithmetic (index -1: a row outside the tableau, no column bookkeeping)

    /// `target += factor * source`.
    func add(_ source: Row, times factor: Double, to target: Row, index: Int32) {
        if index >= 0 { markChanged(target.basic) }
        target.constant += source.constant * factor
        let sourceCount = source.symbols.count
        if sourceCount == 0 { return }
        if sourceCount == 1 || sourceCount &* 16 < target.symbols.count {
            // A few terms into a long row: binary search and a memmove each beat a full merge.
            for k in 0..<sourceCount {
                insert(source.symbols[k], source.coefficients[k] * factor, into: target, index: index)
            }
            return
        }
        // Merged into the scratch arrays through raw buffers (appending one term at a time
        // costs a uniqueness check per term), then copied back into the row's own storage.
        // The scratch arrays only grow: their count is a high-water mark, not the result's.
        let tracked = index >= 0
        let tn = target.symbols.count, sn = sourceCount
        let capacity = tn + sn
        if mergeSymbols.count < capacity {
            mergeSymbols.append(contentsOf: repeatElement(0, count: capacity - mergeSymbols.count))
            mergeCoefficients.append(contentsOf: repeatElement(0, count: capacity - mergeCoefficients.count))
        }
        var n = 0
        let ts = target.symbolBase, tc = target.coefficientBase
        let ss = source.symbolBase, sc = source.coefficientBase
        mergeSymbols.withUnsafeMutableBufferPointer { os in
            mergeCoefficients.withUnsafeMutableBufferPointer { oc in
                var i = 0, j = 0
                while i < tn || j < sn {
                    if j == sn || (i < tn && ts[i] < ss[j]) {
                        os[n] = ts[i]; oc[n] = tc[i]; n &+= 1; i &+= 1
                    } else if i == tn || ss[j] < ts[i] {
                        let value = sc[j] * factor
                        if !nearZero(value) {
                            os[n] = ss[j]; oc[n] = value; n &+= 1
                            if tracked { addToColumn(ss[j], index) }
                        }
                        j &+= 1
                    } else {
                        let value = tc[i] + sc[j] * factor
                        if nearZero(value) {
                            if tracked { removeFromColumn(ts[i], index) }
                        } else {
                            os[n] = ts[i]; oc[n] = value; n &+= 1
                        }
                        i &+= 1; j &+= 1
                    }
                }
                target.replaceTerms(os.baseAddress.unsafelyUnwrapped, oc.baseAddress.unsafelyUnwrapped, count: n)
            }
        }
    }

    // MARK: The objective

    /// `objective += factor * row` (the row's constant is irrelevant to the optimum).
    func addToObjective(_ row: Row, times factor: Double) {
        for (k, symbol) in row.symbols.enumerated() {
            let value = row.coefficients[k] * factor
            addToObjective(symbol, value)
            // The objective holds a folded pair's minus in full.
            if isFoldedPlus(symbol) { addToObjective(symbol &+ 1, -value) }
        }
    }

    @inline(__always)
    func addToObjective(_ symbol: Int32, _ coefficient: Double) {
        let s = Int(symbol)
        if baseTouched != nil && objective[s] == 0 { baseTouched?.append(symbol) }
        var value = objective[s] + coefficient
        if nearZero(value) { value = 0 }
        objective[s] = value
        if value < 0 { noteEnteringCandidate(symbol) }
    }

    /// Replaces `symbol` by `definition` in the objective and the phase-one objective.
    func substituteInObjectives(_ symbol: Int32, by definition: Row) {
        let coefficient = objective[Int(symbol)]
        if coefficient != 0 {
            objective[Int(symbol)] = 0
            addToObjective(definition, times: coefficient)
        }
        if !upperObjectives.isEmpty { substituteInLevelObjectives(symbol, by: definition) }
        if let artificial {
            let c = remove(symbol, from: artificial, index: -1)
            if c != 0 { add(definition, times: c, to: artificial, index: -1) }
        }
    }

    @inline(__always)
    func noteEnteringCandidate(_ symbol: Int32) {
        // Dummies never enter (kiwi's rule). Nor do user variables: in exact arithmetic a
        // parametric user variable has no cost in the objective (the solver prefers them
        // basic, and a free one costs nothing to move), so a coefficient on one is rounding
        // noise, the residue of strengths near required (about 1e9) beside weak ones
        // carried onto a dummy and then onto the variable when the dummy leaves with its
        // constraint. Entering it would find it unbounded.
        let kind = kinds[Int(symbol)]
        if kind != .dummy && kind != .external { enteringCandidates.append(symbol) }
    }

    /// `target += coefficient * symbol`.
    func insert(_ symbol: Int32, _ coefficient: Double, into target: Row, index: Int32) {
        if index >= 0 { markChanged(target.basic) }
        let at = target.find(symbol)
        if at >= 0 {
            let value = target.coefficients[at] + coefficient
            if nearZero(value) {
                target.removeTerm(at: at)
                if index >= 0 { removeFromColumn(symbol, index) }
            } else {
                target.coefficients[at] = value
            }
        } else if !nearZero(coefficient) {
            target.insertTerm(symbol, coefficient, at: -at - 1)
            if index >= 0 { addToColumn(symbol, index) }
        }
    }

    /// Removes `symbol` from `target` and returns its coefficient (0 when absent).
    @discardableResult
    func remove(_ symbol: Int32, from target: Row, index: Int32) -> Double {
        if index >= 0 { markChanged(target.basic) }
        let at = target.find(symbol)
        guard at >= 0 else { return 0 }
        let value = target.coefficients[at]
        target.removeTerm(at: at)
        if index >= 0 { removeFromColumn(symbol, index) }
        return value
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -(constant + rest) / a`.
    func solve(_ target: Row, for symbol: Int32, index: Int32) {
        if isFoldedPlus(symbol) || isFoldedMinus(symbol) { unfoldPair(of: symbol, alsoIn: index < 0 ? target : nil) }
        let a = remove(symbol, from: target, index: index)
        target.scale(-1 / a)
    }

    /// Turns `lhs = ...` into `rhs = ...` (the pivot of one row).
    func solve(_ target: Row, from lhs: Int32, to rhs: Int32, index: Int32) {
        insert(lhs, -1, into: target, index: index)
        solve(target, for: rhs, index: index)
        if kinds[Int(lhs)] == .error { refoldPair(after: lhs, in: target, index: index) }
    }

    // MARK: Substitution

    /// Replaces `symbol` by `definition` (which must be in parametric form) in every
    /// simplex row, the objective and the phase-one objective. Definition rows keep
    /// referring to `symbol` unless `includingDefinitions` is set (that is what keeps chains
    /// short), but when an addition or a removal makes a solver symbol basic, the definitions
    /// that mention it are marked stale and receive its row when they are next read by
    /// `expanded` (`refreshIfStale`).
    ///
    /// A definition left referring to a solver symbol that became basic is exact, but its
    /// coefficients date from the basis it was written in: after values went to 1e5 and back
    /// they are in the hundreds, and every later expansion through them multiplied the
    /// rounding of the symbol's row again, feeding it into new rows (seed 126704 system 53
    /// drifted by 1e-6 that way, and a second copy of a required equality was refused as
    /// conflicting with the first). Substituted once, the large terms cancel once. Doing it
    /// eagerly, at every pivot, rewrote each definition as often as its symbols changed
    /// basis (the flat DSL screen did a quarter more work); read lazily, a definition is
    /// rewritten at most once per read. Values need no refresh: a definition's value is the
    /// same sum either way. A change of constant (`changeConstant`: suggestions, resizes)
    /// marks nothing: its pivots only move between the bases that additions and removals
    /// left, and refreshing after them would cost relayouts that read no definition.
    func substitute(_ symbol: Int32, by definition: Row, includingDefinitions: Bool = false) {
        // The column is copied into the scratch array (moved out of `self` so that it stays
        // uniquely referenced) and emptied: the substitution then adds entries to columns
        // while it walks this list.
        var list: [Int32] = []
        swap(&list, &columnScratch)
        list.removeAll(keepingCapacity: true)
        columns.take(symbol, into: &list)
        let infeasibleBefore = infeasible.count
        let marksStale = !includingDefinitions && marksDefinitionsStale && kinds[Int(symbol)] != .external
        for index in list {
            guard let reference = rowRefs[Int(index)] else { continue }
            reference._withUnsafeGuaranteedRef { row in
                let isDefinition = kinds[Int(row.basic)] == .external
                if isDefinition && !includingDefinitions {
                    addToColumn(symbol, index)
                    if marksStale { row.isStale = true }
                    return
                }
                if isDefinition { definitionOrderIsValid = false }
                journalConstant(of: row, slot: index)
                let coefficient = remove(symbol, from: row, index: -1)
                add(definition, times: coefficient, to: row, index: index)
                noteIfInfeasible(row)
            }
        }
        list.removeAll(keepingCapacity: true)
        columnScratch = list
        // kiwi visits rows in order of their basic symbol; the dual simplex takes infeasible
        // rows last-in first-out, so keep that order for identical tie-breaking.
        if infeasible.count - infeasibleBefore > 1 {
            infeasible[infeasibleBefore...].sort()
        }
        substituteInObjectives(symbol, by: definition)
    }

    @inline(__always)
    func noteIfInfeasible(_ row: Row) {
        let kind = kinds[Int(row.basic)]
        if kind == .external { return }
        if row.constant < 0 && Swift.abs(row.constant) >= Solver.kiwiTolerance {
            infeasible.append(row.basic)
        } else if kind == .dummy && Swift.abs(row.constant) >= Solver.kiwiTolerance {
            infeasible.append(row.basic)
        }
    }

    // MARK: Expansion of definitions

    /// `row` with every basic symbol replaced, recursively, by its row: the same equation in
    /// parametric symbols only.
    ///
    /// Complexity: O(size of the definitions reachable from `row`); each is visited once.
    func expanded(_ row: Row) -> Row {
        var hasBasic = false
        for symbol in row.symbols where !isParametric(symbol) { hasBasic = true; break }
        if !hasBasic { return Row(copying: row) }
        // A burst of additions leaves the order invalid until the next update, and each walk
        // reads every definition it reaches; once they have read as many as there are rows,
        // the order is rebuilt, so that the next expansions stop where their weights cancel.
        if !definitionOrderIsValid && walkedSinceRebuild > rows.count {
            rebuildDefinitionOrder()
            fullWriteDue = true
        }
        if definitionOrderIsValid {
            // The walk is the cheaper for the few definitions most rows reach; past a few
            // dozen it gives way to the ordered expansion, which reads only where the weights
            // do not cancel.
            if let walked = walkExpanded(row, budget: Solver.shortWalk) { return walked }
            if let made = expandedInOrder(row) { return made }
        }
        // Without a budget the walk always finishes.
        return walkExpanded(row, budget: .max) ?? Row(copying: row)
    }

    /// How many definitions a walk reads, with the order valid, before it gives way to
    /// `expandedInOrder(_:)`.
    static let shortWalk = 48

    /// ``expanded(_:)`` by a walk over every basic symbol reachable from `row`, then the
    /// weights pushed down in reverse post-order. `nil` once the walk has reached more than
    /// `budget` basic symbols (nothing changed).
    func walkExpanded(_ row: Row, budget: Int) -> Row? {
        // The scratch arrays are moved out of `self` while in use, so that each is uniquely
        // referenced: writing through a stored property or a copy would check that (or copy
        // the buffer) on every element.
        markEpoch &+= 1
        let epoch = markEpoch
        var order: [Int32] = [], stack: [(symbol: Int32, next: Int)] = [], touched: [Int32] = []
        var marks: [UInt32] = [], weights: [Double] = []
        swap(&order, &expansionOrder)
        swap(&stack, &expansionStack)
        swap(&touched, &expansionTouched)
        swap(&marks, &self.marks)
        swap(&weights, &self.weights)
        defer {
            swap(&order, &expansionOrder)
            swap(&stack, &expansionStack)
            swap(&touched, &expansionTouched)
            swap(&marks, &self.marks)
            swap(&weights, &self.weights)
        }
        order.removeAll(keepingCapacity: true)
        stack.removeAll(keepingCapacity: true)
        touched.removeAll(keepingCapacity: true)
        var abandoned = false
        var made: Row?
        rowRefs.withUnsafeBufferPointer { rows in
            rowOf.withUnsafeBufferPointer { rowOf in
                marks.withUnsafeMutableBufferPointer { marks in
                    weights.withUnsafeMutableBufferPointer { weights in
                        // Depth-first post-order over the basic symbols reachable from the row.
                        var visited = 0
                        search: for root in row.symbols where rowOf[Int(root)] >= 0 && marks[Int(root)] != epoch {
                            marks[Int(root)] = epoch
                            stack.append((root, 0))
                            visited &+= 1
                            if visited > budget { break search }
                            while let top = stack.last {
                                let definition = rows[Int(rowOf[Int(top.symbol)])].unsafelyUnwrapped.terms
                                var next = top.next
                                var pushed = false
                                let count = definition.count
                                while next < count {
                                    let child = definition.symbols[next]
                                    next &+= 1
                                    if rowOf[Int(child)] >= 0 && marks[Int(child)] != epoch {
                                        marks[Int(child)] = epoch
                                        stack[stack.count &- 1].next = next
                                        stack.append((child, 0))
                                        pushed = true
                                        visited &+= 1
                                        break
                                    }
                                }
                                if !pushed {
                                    stack.removeLast()
                                    order.append(top.symbol)
                                } else if visited > budget {
                                    break search
                                }
                            }
                        }
                        if visited > budget {
                            stack.removeAll(keepingCapacity: true)
                            abandoned = true
                            return
                        }

                        // Push weights from each definition down to what it refers to, parents first.
                        // A definition is refreshed (if stale) only when a weight reaches it: where
                        // the weights cancel (neighbours of a chain), the rows below are not read.
                        // A refresh only swaps simplex rows' symbols for their parametric terms,
                        // which need no visit, so the order found above still holds.
                        var constant = row.constant
                        for (k, symbol) in row.symbols.enumerated() {
                            if weights[Int(symbol)] == 0 { touched.append(symbol) }
                            weights[Int(symbol)] += row.coefficients[k]
                        }
                        for symbol in order.reversed() {
                            let weight = weights[Int(symbol)]
                            weights[Int(symbol)] = 0
                            if weight == 0 { continue }
                            refreshIfStale(rowOf[Int(symbol)])
                            let definition = rows[Int(rowOf[Int(symbol)])].unsafelyUnwrapped.terms
                            constant += weight * definition.constant
                            let symbols = definition.symbols, coefficients = definition.coefficients
                            for k in 0..<definition.count {
                                let child = symbols[k]
                                if weights[Int(child)] == 0 { touched.append(child) }
                                weights[Int(child)] += weight * coefficients[k]
                            }
                        }
                        // Sorted symbol ids (a plain integer sort) give the row's order; a symbol
                        // touched twice (its weight back at 0 in between) is read once, as reading
                        // resets its weight.
                        walkedSinceRebuild &+= order.count
                        touched.sort()
                        // Made here, with room for every term at once.
                        let result = Row(constant: constant, capacity: touched.count)
                        made = result
                        for symbol in touched {
                            let weight = weights[Int(symbol)]
                            weights[Int(symbol)] = 0
                            if rowOf[Int(symbol)] < 0 && !nearZero(weight) {
                                result.append(symbol, weight)
                            }
                        }
                    }
                }
            }
        }
        if abandoned { return nil }
        return made ?? Row(constant: row.constant)
    }

    /// ``expanded(_:)`` through the definitions latest first, in the dependency order
    /// (`definitionPosition`), stopping wherever the weights cancel: a definition is read
    /// only if the weight that reaches it is not zero. Each definition refers only to earlier
    /// ones, so a definition's weight is whole once the later ones are done; simplex rows
    /// (already parametric) come last. A new inequality between neighbours of a chain
    /// (`view₂.left >= view₁.right + 8`, each view placed after the one before) cancels to a
    /// few terms after one level, where walking everything reachable first read the whole
    /// chain: a stack view spacing its views equally was quadratic. `nil` (nothing changed)
    /// when a definition has no place in the order.
    ///
    /// Complexity: O(k log k) for the k rows that receive a weight.
    func expandedInOrder(_ row: Row) -> Row? {
        markEpoch &+= 1
        let epoch = markEpoch
        var heap: [(position: Int32, symbol: Int32)] = [], touched: [Int32] = []
        var marks: [UInt32] = [], weights: [Double] = []
        swap(&heap, &expansionHeap)
        swap(&touched, &expansionTouched)
        swap(&marks, &self.marks)
        swap(&weights, &self.weights)
        defer {
            swap(&heap, &expansionHeap)
            swap(&touched, &expansionTouched)
            swap(&marks, &self.marks)
            swap(&weights, &self.weights)
        }
        heap.removeAll(keepingCapacity: true)
        touched.removeAll(keepingCapacity: true)
        var constant = row.constant
        var complete = true
        for (k, symbol) in row.symbols.enumerated() where complete {
            complete = addExpansionWeight(symbol, row.coefficients[k], epoch, &weights, &marks, &touched, &heap)
        }
        while complete, let top = popLatest(&heap) {
            // Out of the heap: weight reaching it later (a definition out of order, which the
            // order rules out) puts it back, to be read again.
            marks[Int(top.symbol)] = epoch &- 1
            let weight = weights[Int(top.symbol)]
            weights[Int(top.symbol)] = 0
            if weight == 0 { continue }
            let index = rowOf[Int(top.symbol)]
            // Read, as the walk reads what it reaches: a stale definition gets its rows.
            refreshIfStale(index)
            guard let reference = rowRefs[Int(index)] else { continue }
            reference._withUnsafeGuaranteedRef { definition in
                constant += weight * definition.constant
                let symbols = definition.symbols, coefficients = definition.coefficients
                for k in 0..<symbols.count where complete {
                    complete = addExpansionWeight(symbols[k], weight * coefficients[k], epoch, &weights, &marks, &touched, &heap)
                }
            }
        }
        guard complete else {
            for symbol in touched { weights[Int(symbol)] = 0 }
            return nil
        }
        touched.sort()
        let result = Row(constant: constant, capacity: touched.count)
        for symbol in touched {
            let weight = weights[Int(symbol)]
            weights[Int(symbol)] = 0
            if rowOf[Int(symbol)] < 0 && !nearZero(weight) {
                result.append(symbol, weight)
            }
        }
        return result
    }

    /// Adds `weight` to `symbol`'s in `weights` for `expandedInOrder(_:)`, putting a basic
    /// symbol on `heap` (by its definition's position, -1 for a simplex row, which is already
    /// parametric) unless it is there; false for a definition outside the order.
    @inline(__always)
    private func addExpansionWeight(
        _ symbol: Int32, _ weight: Double, _ epoch: UInt32, _ weights: inout [Double], _ marks: inout [UInt32],
        _ touched: inout [Int32], _ heap: inout [(position: Int32, symbol: Int32)]
    ) -> Bool {
        let s = Int(symbol)
        if weights[s] == 0 { touched.append(symbol) }
        weights[s] += weight
        let index = Int(rowOf[s])
        guard index >= 0, marks[s] != epoch else { return true }
        marks[s] = epoch
        var position: Int32 = -1
        if kinds[s] == .external {
            guard index < definitionPosition.count, definitionPosition[index] >= 0 else { return false }
            position = definitionPosition[index]
        }
        heap.append((position, symbol))
        siftUp(&heap, heap.count - 1)
        return true
    }

    // MARK: Stale definitions

    /// Gives every stale definition the rows of the solver symbols it refers to that are basic.
    func refreshStaleDefinitions() {
        for index in rows.indices { refreshIfStale(Int32(index)) }
    }

    /// Substitutes into the definition at `index`, if it is stale, the rows of the basic
    /// solver symbols it mentions (rows in parametric form: no further level to follow).
    /// Done when the definition is read rather than whenever such a symbol becomes basic: a
    /// definition that many pivots touch before anything reads it is rewritten once.
    @inline(__always)
    func refreshIfStale(_ index: Int32) {
        guard let reference = rowRefs[Int(index)] else { return }
        let stale = reference._withUnsafeGuaranteedRef { $0.isStale }
        if stale { refresh(reference._withUnsafeGuaranteedRef { $0 }, index: index) }
    }

    @inline(never)
    func refresh(_ row: Row, index: Int32) {
        row.isStale = false
        guard kinds[Int(row.basic)] == .external else { return }
        // `x = c ± s` (a view's edge defined by its first inequality): the row substituted in
        // would be a copy of the symbol's, expanded to the same weights and rewritten by the
        // same pivots afterwards, so there is nothing to cancel and nothing to gain.
        if row.count == 1 && Swift.abs(row.coefficients[0]) == 1 { return }
        var basics: [Int32] = []
        swap(&basics, &refreshScratch)
        basics.removeAll(keepingCapacity: true)
        for symbol in row.symbols where rowOf[Int(symbol)] >= 0 && kinds[Int(symbol)] != .external {
            basics.append(symbol)
        }
        for symbol in basics {
            guard let source = rows[Int(rowOf[Int(symbol)])] else { continue }
            let coefficient = remove(symbol, from: row, index: index)
            add(source, times: coefficient, to: row, index: index)
        }
        if !basics.isEmpty { recompile(index, row) }
        swap(&basics, &refreshScratch)
    }

    /// Gives the definition at `index` a new compiled copy of `row`, its terms, after they
    /// changed without changing which definitions it refers to: a refresh substitutes
    /// simplex rows, which mention none. The order stays valid. Rebuilding it instead, after
    /// each refresh, made probing every view of a tree (``View/hasAmbiguousLayout``) with
    /// an edit variable quadratic: each probe refreshes a definition or two.
    func recompile(_ index: Int32, _ row: Row) {
        guard definitionOrderIsValid, Int(index) < definitionPosition.count, definitionPosition[Int(index)] >= 0 else {
            definitionOrderIsValid = false
            return
        }
        let d = Int(definitionPosition[Int(index)])
        let old = Int(compiledEnd[d] - compiledStart[d])
        // The old copies are dropped by the next rebuild, which is due once they are most of
        // the arrays (the cost of a rebuild is then paid for by the copies it spared).
        if compiledGarbage + old > Swift.max(4096, compiledSymbols.count / 2) {
            definitionOrderIsValid = false
            return
        }
        compiledGarbage += old
        compiledStart[d] = Int32(compiledSymbols.count)
        compiledSymbols.append(contentsOf: row.symbols)
        compiledCoefficients.append(contentsOf: row.coefficients)
        compiledEnd[d] = Int32(compiledSymbols.count)
    }

    /// Whether any definition reachable from `row` mentions `target` directly. Gives up
    /// (answering `true`) after `budget` definitions.
    func definitions(of row: Row, mayReach target: Int32, budget: Int) -> Bool {
        markEpoch &+= 1
        let epoch = markEpoch
        var stack: [Int32] = []
        for symbol in row.symbols where !isParametric(symbol) && kinds[Int(symbol)] == .external {
            stack.append(symbol)
        }
        var visited = 0
        while let symbol = stack.popLast() {
            if marks[Int(symbol)] == epoch { continue }
            marks[Int(symbol)] = epoch
            visited += 1
            if visited > budget { return true }
            let definition = rows[Int(rowOf[Int(symbol)])]!
            for child in definition.symbols {
                if child == target { return true }
                if !isParametric(child) && kinds[Int(child)] == .external && marks[Int(child)] != epoch {
                    stack.append(child)
                }
            }
        }
        return false
    }

    // MARK: Values

    /// Computes `values` for every basic symbol: simplex rows are read off their constants,
    /// definitions are evaluated in dependency order.
    func evaluateDefinitions() {
        if !definitionOrderIsValid { rebuildDefinitionOrder() }
        // One pass in dependency order over raw buffers: this runs after every suggestion.
        let count = definitionOrder.count
        rows.withUnsafeBufferPointer { rowsBuffer in
            kinds.withUnsafeBufferPointer { kindsBuffer in
                rowOf.withUnsafeBufferPointer { rowOfBuffer in
                    values.withUnsafeMutableBufferPointer { valuesBuffer in
                        compiledStart.withUnsafeBufferPointer { start in
                            compiledEnd.withUnsafeBufferPointer { end in
                                compiledSymbols.withUnsafeBufferPointer { symbols in
                                    compiledCoefficients.withUnsafeBufferPointer { coefficients in
                                        definitionOrder.withUnsafeBufferPointer { order in
                                            compiledBasic.withUnsafeBufferPointer { basics in
                                                for d in 0..<count {
                                                    var value = rowsBuffer[Int(order[d])].unsafelyUnwrapped.constant
                                                    for k in Int(start[d])..<Int(end[d]) {
                                                        let s = Int(symbols[k])
                                                        let r = rowOfBuffer[s]
                                                        if r < 0 { continue }
                                                        if kindsBuffer[s] == .external {
                                                            value += coefficients[k] * valuesBuffer[s]
                                                        } else {
                                                            value += coefficients[k] * rowsBuffer[Int(r)].unsafelyUnwrapped.constant
                                                        }
                                                    }
                                                    valuesBuffer[Int(basics[d])] = value
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    @inline(__always)
    func markChanged(_ symbol: Int32) {
        let s = Int(symbol)
        if s >= 0 && s < isChanged.count && !isChanged[s] {
            isChanged[s] = true
            changedSymbols.append(symbol)
        }
    }

    func clearChanges() {
        for symbol in changedSymbols { isChanged[Int(symbol)] = false }
        changedSymbols.removeAll(keepingCapacity: true)
    }

    /// `updateVariables()` when little changed: follows the column index from the changed
    /// symbols to the definitions that mention them (and on, transitively), re-evaluates
    /// those in dependency order, and writes only the variables whose value may have moved.
    /// Returns false, having done nothing but the marking, when the change reaches a
    /// sixteenth of the variables: the full pass, a tight loop, is then about as cheap.
    @discardableResult
    func updateChangedVariables(_ body: ((Variable) -> Void)? = nil) -> Bool {
        var k = 0
        let limit = max(16, variables.count / 16)
        while k < changedSymbols.count {
            if changedSymbols.count > limit { return false }
            let symbol = changedSymbols[k]
            k += 1
            for index in columns.rows(of: symbol) {
                guard let row = rows[Int(index)], kinds[Int(row.basic)] == .external else { continue }
                markChanged(row.basic)
            }
        }
        var positions: [Int32] = []
        for symbol in changedSymbols where kinds[Int(symbol)] == .external {
            let r = rowOf[Int(symbol)]
            if r >= 0, Int(r) < definitionPosition.count, definitionPosition[Int(r)] >= 0 {
                positions.append(definitionPosition[Int(r)])
            }
        }
        positions.sort()
        for d in positions { evaluateDefinition(Int(d)) }
        for symbol in changedSymbols {
            let s = Int(symbol)
            guard kinds[s] == .external, let variable = variableOf[s] else { continue }
            variable._withUnsafeGuaranteedRef { $0.storedValue = rowOf[s] < 0 ? 0 : values[s] }
        }
        // Every value is written before the first notification, so that a caller reading a
        // group of variables (a frame) on the first of them sees the whole solution.
        guard let body else {
            clearChanges()
            return true
        }
        // The callback may change the solver (add, remove, reset): the list is taken out and
        // its marks cleared first, so that changes made inside it stay marked for the next
        // update, and the loop stops once a reset has emptied the tables it reads.
        var notified: [Int32] = []
        swap(&notified, &changedSymbols)
        for symbol in notified { isChanged[Int(symbol)] = false }
        let resetsBefore = resets
        for symbol in notified {
            guard resets == resetsBefore else { break }
            let s = Int(symbol)
            // Held for the call: the callback may reset the solver, which lets go of it.
            guard kinds[s] == .external, let variable = variableOf[s]?.takeUnretainedValue() else { continue }
            body(variable)
        }
        if changedSymbols.isEmpty {
            // Keep the list's capacity.
            notified.removeAll(keepingCapacity: true)
            swap(&notified, &changedSymbols)
        }
        return true
    }

    /// Evaluates the `d`-th definition of `definitionOrder` from its compiled terms.
    func evaluateDefinition(_ d: Int) {
        guard let row = rows[Int(definitionOrder[d])] else { return }
        var value = row.constant
        for k in Int(compiledStart[d])..<Int(compiledEnd[d]) {
            let s = Int(compiledSymbols[k])
            let r = rowOf[s]
            if r < 0 { continue }
            if kinds[s] == .external {
                value += compiledCoefficients[k] * values[s]
            } else if let basic = rows[Int(r)] {
                value += compiledCoefficients[k] * basic.constant
            }
        }
        values[Int(compiledBasic[d])] = value
    }

    func rebuildDefinitionOrder() {
        walkedSinceRebuild = 0
        definitionOrder.removeAll(keepingCapacity: true)
        markEpoch &+= 1
        let epoch = markEpoch
        // Rows are read unretained and the compiled arrays written in one go: a screen whose
        // new definitions keep referring to older ones rebuilds this after each batch.
        var stack: [(symbol: Int32, next: Int)] = []
        swap(&stack, &expansionStack)
        defer { swap(&stack, &expansionStack) }
        stack.removeAll(keepingCapacity: true)
        var total = 0
        for index in rowRefs.indices {
            guard let reference = rowRefs[index] else { continue }
            let root = reference._withUnsafeGuaranteedRef { $0.basic }
            guard kinds[Int(root)] == .external, marks[Int(root)] != epoch else { continue }
            marks[Int(root)] = epoch
            stack.append((root, 0))
            while let top = stack.last {
                let at = rowOf[Int(top.symbol)]
                var pushed = false
                rowRefs[Int(at)].unsafelyUnwrapped._withUnsafeGuaranteedRef { definition in
                    let symbols = definition.symbols
                    var next = top.next
                    while next < symbols.count {
                        let child = symbols[next]
                        next &+= 1
                        if rowOf[Int(child)] >= 0 && kinds[Int(child)] == .external && marks[Int(child)] != epoch {
                            marks[Int(child)] = epoch
                            stack[stack.count &- 1].next = next
                            stack.append((child, 0))
                            pushed = true
                            return
                        }
                    }
                    total &+= symbols.count
                }
                if !pushed {
                    stack.removeLast()
                    definitionOrder.append(at)
                }
            }
        }
        compiledStart.removeAll(keepingCapacity: true)
        compiledEnd.removeAll(keepingCapacity: true)
        compiledBasic.removeAll(keepingCapacity: true)
        compiledGarbage = 0
        compiledStart.reserveCapacity(definitionOrder.count)
        compiledEnd.reserveCapacity(definitionOrder.count)
        compiledBasic.reserveCapacity(definitionOrder.count)
        compiledSymbols = [Int32](unsafeUninitializedCapacity: total) { symbols, filled in
            compiledCoefficients = [Double](unsafeUninitializedCapacity: total) { coefficients, coefficientsFilled in
                var n = 0
                for index in definitionOrder {
                    rowRefs[Int(index)].unsafelyUnwrapped._withUnsafeGuaranteedRef { row in
                        compiledStart.append(Int32(n))
                        compiledBasic.append(row.basic)
                        let count = row.count
                        if count > 0 {
                            (symbols.baseAddress.unsafelyUnwrapped + n).initialize(from: row.symbolBase, count: count)
                            (coefficients.baseAddress.unsafelyUnwrapped + n).initialize(from: row.coefficientBase, count: count)
                        }
                        n &+= count
                        compiledEnd.append(Int32(n))
                    }
                }
                coefficientsFilled = n
            }
            filled = total
        }
        definitionPosition = Array(repeating: -1, count: rows.count)
        for (d, index) in definitionOrder.enumerated() { definitionPosition[Int(index)] = Int32(d) }
        definitionOrderIsValid = true
    }
}

/// Moves the entry at `index` of a max-heap (by position) up to its place.
private func siftUp(_ heap: inout [(position: Int32, symbol: Int32)], _ index: Int) {
    var child = index
    while child > 0 {
        let parent = (child - 1) / 2
        if heap[parent].position >= heap[child].position { return }
        heap.swapAt(parent, child)
        child = parent
    }
}

/// Takes the entry of the greatest position off a max-heap.
private func popLatest(_ heap: inout [(position: Int32, symbol: Int32)]) -> (position: Int32, symbol: Int32)? {
    guard let last = heap.popLast() else { return nil }
    guard !heap.isEmpty else { return last }
    let top = heap[0]
    heap[0] = last
    var parent = 0
    while true {
        let left = 2 * parent + 1, right = left + 1
        var largest = parent
        if left < heap.count && heap[left].position > heap[largest].position { largest = left }
        if right < heap.count && heap[right].position > heap[largest].position { largest = right }
        if largest == parent { return top }
        heap.swapAt(parent, largest)
        parent = largest
    }
}

