// Forced values: which variables the constraints pin down, read from the tableau.
//
// A debugging aid asks of every variable of a layout whether another solution, as good as
// the current one, gives it another value (UIKit's `hasAmbiguousLayout`). An edit variable
// that pulls it answers that, but each probe pivots and writes the solution again: asked of
// every view of a large tree, that added up to far more than the layout. Most variables can
// be answered from the tableau instead.
//
// Written in the symbols outside the basis, a variable moves only if one of them moves. A
// required equality's marker never does. Nor does a slack or an error whose reduced cost is
// positive (at the most important level where it is not zero): at an optimum no symbol
// outside the basis has a negative cost to make up for it, and those that may move only
// grow. A slack or error that costs nothing still cannot grow if a restricted row at zero
// would go negative, with nothing else that moves for free to hold that row up (a label's
// width, between hugging and compression resistance, is such a case). So a variable whose
// row, read through the rows of the basic symbols it mentions, holds only such symbols has
// its value in every optimal solution. Anything else (a user variable outside the basis, a
// free slack that no single row stops) is left to a probe: the coefficients may cancel, or
// the move may be stopped by several rows together, which this reading does not see.

extension Solver {
    /// Whether the tableau shows that `variable` has its current value in every solution as
    /// good as the current one: one that breaks no required constraint and leaves no
    /// optional one, at any strength level, worse off.
    ///
    /// `true` is exact: no such solution moves `variable`. `false` means only that the
    /// tableau does not show it at a glance: the variable may be free (an underconstrained
    /// one, or one that two equally strong constraints pull apart), or fixed in a way only
    /// re-optimising reveals. An edit variable of a strength below every constraint's,
    /// suggested a little either way, tells the two apart.
    ///
    /// A variable the solver has never seen is not fixed.
    ///
    /// - Complexity: O(the terms of the rows its value is read through), once per change of
    ///   the solver: answers are remembered until the next addition, removal, edit or
    ///   suggestion, so asking it of every variable costs one pass over the tableau.
    public func hasForcedValue(_ variable: Variable) -> Bool {
        guard let symbol = knownSymbol(of: variable), Int(symbol) < rowOf.count, rowOf[Int(symbol)] >= 0 else { return false }
        if forcedMemoGeneration != structureGeneration || forcedMemo.count < symbolCount {
            forcedMemo.removeAll(keepingCapacity: true)
            forcedMemo.append(contentsOf: repeatElement(ForcedState.unknown, count: symbolCount))
            forcedMemoGeneration = structureGeneration
        }
        return isForced(symbol)
    }

    /// A number that grows with every call that may change the constraints, the edit
    /// variables or their suggested values (and so the solution, or what
    /// ``hasForcedValue(_:)`` answers): equal numbers mean nothing changed in between.
    public var revision: Int { structureGeneration }

    /// Whether basic `symbol`'s row, read through the rows of the basic symbols it mentions,
    /// holds only symbols that cannot move at an optimum. Depth first with a stack of its
    /// own: a stack of rows, each defined by the one above, is as deep as the stack.
    private func isForced(_ symbol: Int32) -> Bool {
        if forcedMemo[Int(symbol)] != ForcedState.unknown { return forcedMemo[Int(symbol)] == ForcedState.forced }
        var stack: [(symbol: Int32, next: Int)] = [(symbol, 0)]
        forcedMemo[Int(symbol)] = ForcedState.visiting
        while let top = stack.last {
            guard let row = rows[Int(rowOf[Int(top.symbol)])] else {
                settle(&stack, as: ForcedState.notShown)
                continue
            }
            let symbols = row.symbols
            var next = top.next
            var verdict = ForcedState.forced
            var descended = false
            while next < symbols.count {
                let s = symbols[next]
                next += 1
                if rowOf[Int(s)] >= 0 {
                    let state = forcedMemo[Int(s)]
                    if state == ForcedState.forced { continue }
                    if state == ForcedState.unknown {
                        stack[stack.count - 1].next = next
                        forcedMemo[Int(s)] = ForcedState.visiting
                        stack.append((s, 0))
                        descended = true
                        break
                    }
                    // Not shown, or a cycle (definitions have none; a cycle is not trusted).
                    verdict = ForcedState.notShown
                    break
                }
                if !cannotMove(s) {
                    verdict = ForcedState.notShown
                    break
                }
            }
            if descended { continue }
            settle(&stack, as: verdict)
        }
        return forcedMemo[Int(symbol)] == ForcedState.forced
    }

    /// Records the answer of the row on top of `stack` and pops it; a row not shown fixed
    /// makes every row below it on the stack (which read it) not shown either.
    private func settle(_ stack: inout [(symbol: Int32, next: Int)], as verdict: UInt8) {
        guard let finished = stack.popLast() else { return }
        forcedMemo[Int(finished.symbol)] = verdict
        if verdict == ForcedState.notShown {
            while let below = stack.popLast() { forcedMemo[Int(below.symbol)] = ForcedState.notShown }
        }
    }

    /// Whether `symbol`, outside the basis, keeps its value (zero) in every optimal solution:
    /// a required equality's marker, or a slack or error that costs something or that
    /// ``isBlocked(_:)``. A folded plus stands for its minus too, so both must keep theirs.
    private func cannotMove(_ symbol: Int32) -> Bool {
        switch kinds[Int(symbol)] {
        case .dummy:
            return true
        case .external:
            return false
        case .slack, .error:
            if !isPinned(symbol) { return false }
            return !isFoldedPlus(symbol) || isPinned(symbol &+ 1)
        }
    }

    /// Whether slack or error `symbol` (outside the basis) stays at zero at an optimum, as
    /// remembered in `forcedMemo` with the answers for basic symbols.
    private func isPinned(_ symbol: Int32) -> Bool {
        let known = forcedMemo[Int(symbol)]
        if known == ForcedState.forced { return true }
        if known == ForcedState.notShown { return false }
        let pinned = costIsPositive(symbol) || (costIsZero(symbol) && isBlocked(symbol))
        forcedMemo[Int(symbol)] = pinned ? ForcedState.forced : ForcedState.notShown
        return pinned
    }

    /// Whether zero-cost `symbol` (a slack or error outside the basis) cannot grow: some
    /// restricted row at zero would go negative, and nothing else that may move at no cost
    /// could hold it up. A label's width between its hugging and its compression
    /// resistance is the usual case: each inequality's slack costs nothing, and the other's
    /// row, tight, stops it. The rows looked at are bounded: past that, not shown.
    private func isBlocked(_ symbol: Int32) -> Bool {
        var budget = 512
        for index in columns.rows(of: columnSymbol(symbol)) {
            guard let row = rows[Int(index)] else { continue }
            let basic = kinds[Int(row.basic)]
            guard basic == .slack || basic == .error, nearZero(row.constant), coefficient(of: symbol, in: row) < 0 else { continue }
            budget -= row.count
            if budget < 0 { return false }
            if rowHoldsOnlyNonPositiveFreeTerms(row, besides: symbol) { return true }
        }
        return false
    }

    /// Whether every symbol of `row` other than `symbol` that could move at no cost (a
    /// user variable outside the basis, a slack or error costing nothing) has a coefficient
    /// that is not positive: moving them only lowers the row further.
    private func rowHoldsOnlyNonPositiveFreeTerms(_ row: Row, besides symbol: Int32) -> Bool {
        let symbols = row.symbols, coefficients = row.coefficients
        for k in 0..<symbols.count {
            let t = symbols[k], c = coefficients[k]
            // A folded plus stands for `c·plus - c·minus`: two terms.
            if isFoldedPlus(t) {
                if t != symbol && !termCannotHoldUp(t, c) { return false }
                if t &+ 1 != symbol && !termCannotHoldUp(t &+ 1, -c) { return false }
            } else if t != symbol && !termCannotHoldUp(t, c) {
                return false
            }
        }
        return true
    }

    /// Whether term `coefficient·symbol` of a tight row is no help in holding it up: it
    /// cannot move, or moving it at no cost lowers the row.
    private func termCannotHoldUp(_ symbol: Int32, _ coefficient: Double) -> Bool {
        switch kinds[Int(symbol)] {
        case .dummy: return true
        case .external: return false
        case .slack, .error: return coefficient <= 0 || costIsPositive(symbol)
        }
    }

    /// Whether `symbol`'s cost is positive at the most important level where it is not zero.
    private func costIsPositive(_ symbol: Int32) -> Bool {
        !costIsZero(symbol) && !costIsNegative(symbol)
    }
}

/// What ``Solver/hasForcedValue(_:)`` found of a basic symbol (`Solver.forcedMemo`).
enum ForcedState {
    static let unknown: UInt8 = 0
    static let forced: UInt8 = 1
    static let notShown: UInt8 = 2
    /// On the stack of the walk now: its answer is not known yet.
    static let visiting: UInt8 = 3
}

