// Folded error pairs.
//
// An optional equality `expression == 0` gets two errors, `expression == plus - minus`, both
// non-negative and both costing the constraint's strength. While neither is basic, every
// row holds the two with opposite coefficients: their tableau columns are the basis inverse
// times two opposite columns, and IEEE arithmetic is symmetric under negation, so they stay
// exactly opposite. A screen of views pulled towards one another at a medium priority has
// rows of which nine terms in ten are such errors, and every pivot that rewrites those rows
// merges both halves of every pair.
//
// So while a pair is *folded*, rows (and the column index) hold its plus alone: a coefficient
// `c` on the plus stands for `c·plus - c·minus`. Row arithmetic needs no change (the minus's
// coefficient would follow the plus's exactly). The objective keeps both errors: their
// reduced costs differ by twice the strength. The places that pick or read a symbol in a
// row see the folded minus through its plus.
//
// A step that makes either error basic first unfolds the pair: the minus is written back
// into every row that holds the plus. A pivot that takes one of them out of the basis folds
// the pair again when that row is the only one that mentions either and holds them exactly
// opposite, which is the usual case: an equality's error is basic from its installation to
// the next pivot.

/// A symbol's place in an error pair (`Solver.pairState`, on the plus).
enum PairState {
    /// Not the plus of an optional equality's errors.
    static let none: UInt8 = 0
    /// The plus of a pair written out in full (one of them is basic, or was).
    static let unfolded: UInt8 = 1
    /// The plus of a folded pair: rows hold it alone for both.
    static let folded: UInt8 = 2
}

extension Solver {
    /// Whether `symbol` is the minus of a folded pair (its plus is the symbol made just
    /// before it).
    @inline(__always)
    func isFoldedMinus(_ symbol: Int32) -> Bool {
        symbol > 0 && pairState[Int(symbol) &- 1] == PairState.folded
    }

    /// Whether `symbol` is the plus of a folded pair.
    @inline(__always)
    func isFoldedPlus(_ symbol: Int32) -> Bool {
        pairState[Int(symbol)] == PairState.folded
    }

    /// The symbol whose column lists the rows that mention `symbol` (a folded minus is
    /// listed under its plus).
    @inline(__always)
    func columnSymbol(_ symbol: Int32) -> Int32 {
        isFoldedMinus(symbol) ? symbol &- 1 : symbol
    }

    /// The coefficient of `symbol` in `row`, a folded minus read through its plus.
    @inline(__always)
    func coefficient(of symbol: Int32, in row: Row) -> Double {
        isFoldedMinus(symbol) ? -row.coefficient(for: symbol &- 1) : row.coefficient(for: symbol)
    }

    /// Unfolds the pair of `symbol`, if `symbol` belongs to a folded one: writes its minus
    /// into every row that holds its plus (the rows of the tableau, the phase-one objective
    /// and `extra`, a row outside the tableau), so that either can be solved for.
    ///
    /// Complexity: O(rows that mention the pair), each an insertion.
    @inline(never)
    func unfoldPair(of symbol: Int32, alsoIn extra: Row?) {
        let plus: Int32
        if isFoldedPlus(symbol) {
            plus = symbol
        } else if isFoldedMinus(symbol) {
            plus = symbol &- 1
        } else {
            return
        }
        pairState[Int(plus)] = PairState.unfolded
        let minus = plus &+ 1
        // Inserting the minus appends to the minus's column only, so the plus's list stays
        // valid while it is walked.
        for index in columns.rows(of: plus) {
            guard let row = rows[Int(index)] else { continue }
            let c = row.coefficient(for: plus)
            insert(minus, -c, into: row, index: index)
            // The compiled copies of the definitions lack the minus.
            if kinds[Int(row.basic)] == .external { definitionOrderIsValid = false }
        }
        if let extra { unfold(plus, minus, inRowOutside: extra) }
        if let artificial, artificial !== extra { unfold(plus, minus, inRowOutside: artificial) }
    }

    private func unfold(_ plus: Int32, _ minus: Int32, inRowOutside row: Row) {
        let c = row.coefficient(for: plus)
        if c != 0 && row.find(minus) < 0 { insert(minus, -c, into: row, index: -1) }
    }

    /// Folds the pair of `leaving` again after a row was solved for another symbol in its
    /// place, when that row (`target`, at `index` or outside the tableau at -1) is the only
    /// one that mentions either error, holds them exactly opposite, and neither is basic.
    @inline(never)
    func refoldPair(after leaving: Int32, in target: Row, index: Int32) {
        let plus: Int32
        if pairState[Int(leaving)] == PairState.unfolded {
            plus = leaving
        } else if leaving > 0 && pairState[Int(leaving) &- 1] == PairState.unfolded {
            plus = leaving &- 1
        } else {
            return
        }
        let minus = plus &+ 1
        guard rowOf[Int(plus)] < 0, rowOf[Int(minus)] < 0 else { return }
        let p = target.find(plus), m = target.find(minus)
        guard p >= 0, m >= 0, target.coefficients[m] == -target.coefficients[p] else { return }
        let listed = index >= 0 ? 1 : 0
        guard columns.count(of: plus) == listed, columns.count(of: minus) == listed else { return }
        if let artificial, artificial !== target, artificial.find(plus) >= 0 || artificial.find(minus) >= 0 { return }
        remove(minus, from: target, index: index)
        pairState[Int(plus)] = PairState.folded
    }

    /// Makes a new optional equality's errors a folded pair: `row` holds `-plus` alone.
    func foldNewPair(plus: Int32) {
        pairState[Int(plus)] = PairState.folded
    }

    /// The number of terms `row` stands for, a folded pair's two counted as two: the length
    /// that chooses the dual simplex's path, as it was before pairs were folded.
    func termCount(of row: Row) -> Int {
        let count = row.count
        // Only a short row that could reach the threshold is scanned: a long row is long
        // whatever it folds (scanning it at every dual step made a chain's resize quadratic).
        if count >= longRowThreshold || count &* 2 < longRowThreshold { return count }
        var folded = 0
        for symbol in row.symbols where isFoldedPlus(symbol) { folded &+= 1 }
        return count &+ folded
    }

    /// The terms of `row` written out, a folded pair as its two errors.
    func writtenOutTerms(of row: Row) -> [(Int32, Double)] {
        var terms: [(Int32, Double)] = []
        for (k, symbol) in row.symbols.enumerated() {
            terms.append((symbol, row.coefficients[k]))
            if isFoldedPlus(symbol) { terms.append((symbol &+ 1, -row.coefficients[k])) }
        }
        return terms
    }
}
