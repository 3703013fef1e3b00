// Strength levels: a lexicographic objective.
//
// A strength of a higher level (``Strength/level``) must outweigh any amount of every lower
// level, which no finite weight does once there are enough errors, and which weights far
// apart do not do either: a double's 16 digits cannot hold the errors of a level 1e9 below
// another. So each level in use has an objective row of its own, and a symbol's cost is the
// vector of its coefficients, most important level first, compared lexicographically. The
// simplex steps read a cost through three questions only: is it negative (a symbol may
// enter), is it zero (a slack costs nothing), and which of two cost ratios is smaller (the
// dual ratio test).
//
// The lowest level in use lives in `objective`, the others in `upperObjectives`: a solver
// whose errors all have one level (kiwi's, all at 0; or a layout whose optional constraints
// share one priority) runs kiwi's steps unchanged. A constraint below the lowest level moves
// that level's row into `upperObjectives`; the last error of the lowest level going brings
// the next one down. Each is a swap of arrays, not a copy.
//
// Within a level, a strength's value weighs as kiwi's does; each level's objective is an
// exact sum of its own strengths, so each keeps its own rounding scale.

/// One level's objective above the lowest: a coefficient for a window of symbols, every
/// other symbol's being 0.
///
/// A level's errors are among the newest symbols, and the rows substituted into its objective
/// mention few others, so a window, not a row of every symbol as `Solver.objective` is: a
/// layout with hundreds of distinct priorities made hundreds of rows of every symbol, each
/// grown with the symbol tables (`engine priorities 400`).
final class LevelObjective {
    /// The level (above the lowest in use).
    let level: Int
    /// The coefficients of the symbols `offset ..< offset + window.count`.
    @exclusivity(unchecked) var window: [Double] = []
    @exclusivity(unchecked) var offset = 0
    /// The installed error symbols of this level's strengths: the level goes away with its
    /// last one.
    @exclusivity(unchecked) var errorSymbols = 0
    /// The largest strength value of the level: the scale of its rounding noise.
    @exclusivity(unchecked) var largestStrength = 1.0

    init(level: Int) {
        self.level = level
    }

    /// The coefficient of `symbol` (0 outside the window); set, the window grows to hold it.
    subscript(symbol: Int32) -> Double {
        get {
            let i = Int(symbol) &- offset
            return i >= 0 && i < window.count ? window[i] : 0
        }
        set {
            var i = Int(symbol) &- offset
            if i < 0 || i >= window.count {
                if newValue == 0 { return }
                if window.isEmpty {
                    offset = Int(symbol)
                    i = 0
                    window.append(0)
                } else if i < 0 {
                    // Grown by half as much again below, not past symbol 0.
                    let extra = Swift.min(Swift.max(-i, window.count / 2), offset)
                    window.insert(contentsOf: repeatElement(0, count: extra), at: 0)
                    offset -= extra
                    i += extra
                } else {
                    window.append(contentsOf: repeatElement(0, count: Swift.max(i - window.count + 1, window.count / 2)))
                }
            }
            window[i] = newValue
        }
    }

    /// The coefficients as a row of every symbol, at least `count` long (the window is left
    /// empty): for the level that becomes the lowest.
    func takeDense(count: Int) -> [Double] {
        var dense: [Double] = []
        if offset == 0 {
            swap(&dense, &window)
        } else {
            dense = Array(repeating: 0, count: offset)
            dense.append(contentsOf: window)
            window = []
        }
        offset = 0
        if dense.count < count { dense.append(contentsOf: repeatElement(0, count: count - dense.count)) }
        return dense
    }
}

extension Solver {
    /// The objective of an error of `level` being installed: nil for ``objective`` (the
    /// lowest level in use), else the level's row in ``upperObjectives``, made if needed. A
    /// level below the lowest becomes the lowest.
    func objectiveForNewError(at level: Int) -> LevelObjective? {
        if level == baseLevel { return nil }
        if baseErrorSymbols == 0 && upperObjectives.isEmpty {
            // Nothing weighs in `objective`: it is the new level's (what it holds is the
            // rounding noise of errors removed, kept as a level-0 solver keeps it).
            baseLevel = level
            largestStrength = 1
            baseTouched = nil
            return nil
        }
        if level < baseLevel {
            // The lowest level so far moves up, its row with it; `objective` starts empty,
            // from the row such a level left last time (clearing a new one for each of the
            // engine's ambiguity probes, one per variable, cost O(symbols) each).
            let moved = LevelObjective(level: baseLevel)
            let count = objective.count
            swap(&moved.window, &objective)
            swap(&objective, &spareObjective)
            if objective.count < count {
                objective.append(contentsOf: repeatElement(0, count: count - objective.count))
            }
            baseTouched = []
            moved.errorSymbols = baseErrorSymbols
            moved.largestStrength = largestStrength
            upperObjectives.append(moved)
            baseLevel = level
            baseErrorSymbols = 0
            largestStrength = 1
            return nil
        }
        var at = 0
        while at < upperObjectives.count {
            let existing = upperObjectives[at]
            if existing.level == level { return existing }
            if existing.level < level { break }
            at += 1
        }
        let made = LevelObjective(level: level)
        upperObjectives.insert(made, at: at)
        return made
    }

    /// The objective of installed errors of `level`: nil for ``objective``.
    func objective(at level: Int) -> LevelObjective? {
        level == baseLevel ? nil : upperObjectives.first { $0.level == level }
    }

    /// Whether `symbol`'s cost is negative: its coefficient in the most important objective
    /// where it is not zero.
    @inline(__always)
    func costIsNegative(_ symbol: Int32) -> Bool {
        if upperObjectives.isEmpty { return objective[Int(symbol)] < 0 }
        return leveledCostIsNegative(symbol)
    }

    @inline(never)
    func leveledCostIsNegative(_ symbol: Int32) -> Bool {
        let s = Int(symbol)
        for level in upperObjectives {
            let c = level[symbol]
            if c != 0 { return c < 0 }
        }
        return objective[s] < 0
    }

    /// Whether `symbol` costs nothing in any objective.
    @inline(__always)
    func costIsZero(_ symbol: Int32) -> Bool {
        if objective[Int(symbol)] != 0 { return false }
        if upperObjectives.isEmpty { return true }
        for level in upperObjectives where level[symbol] != 0 { return false }
        return true
    }

    /// `objective(level) += coefficient * symbol`, nil being ``objective`` (the lowest level).
    func addToObjective(_ symbol: Int32, _ coefficient: Double, level: LevelObjective?) {
        guard let level else { return addToObjective(symbol, coefficient) }
        var value = level[symbol] + coefficient
        if nearZero(value) { value = 0 }
        level[symbol] = value
        // A zero here may uncover a negative coefficient below.
        if value <= 0 && costIsNegative(symbol) { noteEnteringCandidate(symbol) }
    }

    /// `objective(level) += factor * row`, nil being ``objective`` (the lowest level).
    func addToObjective(_ row: Row, times factor: Double, level: LevelObjective?) {
        guard let level else { return addToObjective(row, times: factor) }
        for (k, symbol) in row.symbols.enumerated() {
            let value = row.coefficients[k] * factor
            addToObjective(symbol, value, level: level)
            if isFoldedPlus(symbol) { addToObjective(symbol &+ 1, -value, level: level) }
        }
    }

    /// Replaces `symbol` by `definition` in the objectives of the levels above the lowest.
    @inline(never)
    func substituteInLevelObjectives(_ symbol: Int32, by definition: Row) {
        for level in upperObjectives {
            let coefficient = level[symbol]
            if coefficient != 0 {
                level[symbol] = 0
                addToObjective(definition, times: coefficient, level: level)
            }
        }
    }

    /// The coefficient that decides whether `symbol`'s cost is negative, and the largest
    /// strength of its level (the scale of its rounding noise).
    func leadingCost(of symbol: Int32) -> (coefficient: Double, scale: Double) {
        for level in upperObjectives {
            let c = level[symbol]
            if c != 0 { return (c, level.largestStrength) }
        }
        return (objective[Int(symbol)], largestStrength)
    }

    /// Sets the coefficient that ``leadingCost(of:)`` reads to zero (rounding noise).
    func clearLeadingCost(of symbol: Int32) {
        for level in upperObjectives where level[symbol] != 0 {
            level[symbol] = 0
            if costIsNegative(symbol) { noteEnteringCandidate(symbol) }
            return
        }
        objective[Int(symbol)] = 0
    }

    /// An error symbol of a strength of `level` (nil: ``baseLevel``) came into the tableau.
    func noteLevelError(_ level: LevelObjective?, strength: Double) {
        guard let level else { baseErrorSymbols += 1; return }
        level.errorSymbols += 1
        level.largestStrength = Swift.max(level.largestStrength, strength)
    }

    /// An error symbol of `level` (nil: ``baseLevel``) left. A level above the lowest goes
    /// with its last error; when the lowest level's last one goes, the next level up takes
    /// its place in ``objective``. What a level's row still holds then is rounding noise:
    /// its errors' terms were taken out.
    func dropLevelError(_ level: LevelObjective?) {
        if let level {
            level.errorSymbols -= 1
            if level.errorSymbols <= 0, let at = upperObjectives.firstIndex(where: { $0 === level }) {
                upperObjectives.remove(at: at)
            }
            return
        }
        baseErrorSymbols -= 1
        guard baseErrorSymbols <= 0, let next = upperObjectives.popLast() else { return }
        var leaving = next.takeDense(count: objective.count)
        swap(&leaving, &objective)
        if let touched = baseTouched {
            // The row leaving was made below the others: cleared where it was written, it
            // is kept for the next such level.
            for symbol in touched { leaving[Int(symbol)] = 0 }
            swap(&spareObjective, &leaving)
            baseTouched = nil
        }
        baseLevel = next.level
        baseErrorSymbols = next.errorSymbols
        largestStrength = next.largestStrength
    }

    /// The dual ratio test with levels: among the symbols that repair the row, the least
    /// cost-to-coefficient ratio compared level by level, the first found on ties (as
    /// `dualEntering`).
    @inline(never)
    func leveledDualEntering(_ row: Row, _ sign: Double) -> Int32 {
        var entering: Int32 = -1
        var enteringCoefficient = 0.0
        for (k, symbol) in row.symbols.enumerated() {
            let c = row.coefficients[k] * sign
            var candidate: Int32 = -1
            var coefficient = 0.0
            if c > 0 && kinds[Int(symbol)] != .dummy {
                candidate = symbol; coefficient = c
            } else if c < 0 && isFoldedPlus(symbol) {
                candidate = symbol &+ 1; coefficient = -c
            }
            if candidate < 0 { continue }
            if entering < 0 || ratioIsLess(candidate, coefficient, than: entering, enteringCoefficient) {
                entering = candidate
                enteringCoefficient = coefficient
            }
        }
        return entering
    }

    /// Whether `cost(a) / ca` is lexicographically less than `cost(b) / cb`.
    func ratioIsLess(_ a: Int32, _ ca: Double, than b: Int32, _ cb: Double) -> Bool {
        for level in upperObjectives {
            let ra = level[a] / ca, rb = level[b] / cb
            if ra != rb { return ra < rb }
        }
        return objective[Int(a)] / ca < objective[Int(b)] / cb
    }
}
