/// One row of the simplex tableau: `basic = constant + Σ coefficient·symbol`.
///
/// Symbols are kept sorted so that two rows merge in one linear pass and a lookup is a
/// binary search; the two arrays are parallel (structure of arrays) for cache-friendly scans.
final class Row {
    @exclusivity(unchecked) var symbols: [Int32]
    @exclusivity(unchecked) var coefficients: [Double]
    @exclusivity(unchecked) var constant: Double
    /// The basic symbol this row defines, or -1 for the objective and rows being built.
    var basic: Int32 = -1

    init(constant: Double = 0) {
        symbols = []
        coefficients = []
        self.constant = constant
    }

    init(copying other: Row) {
        symbols = other.symbols
        coefficients = other.coefficients
        constant = other.constant
        basic = other.basic
    }

    var isEmpty: Bool { symbols.isEmpty }

    /// The position of `symbol`, or where it would be inserted (as a negative `-(index+1)`).
    @inline(__always)
    func find(_ symbol: Int32) -> Int {
        var low = 0
        var high = symbols.count
        while low < high {
            let mid = (low &+ high) >> 1
            let value = symbols[mid]
            if value < symbol { low = mid &+ 1 } else if value > symbol { high = mid } else { return mid }
        }
        return -(low + 1)
    }

    @inline(__always)
    func coefficient(for symbol: Int32) -> Double {
        let at = find(symbol)
        return at >= 0 ? coefficients[at] : 0
    }

    /// Inserts a term at `position` (keeping the symbols sorted). Shifts in place: the
    /// standard library's `insert(_:at:)` takes a generic path that costs several times more
    /// on these short rows.
    @inline(__always)
    func insertTerm(_ symbol: Int32, _ coefficient: Double, at position: Int) {
        symbols.append(symbol)
        coefficients.append(coefficient)
        let last = symbols.count - 1
        if position == last { return }
        symbols.withUnsafeMutableBufferPointer { s in
            var i = last
            while i > position { s[i] = s[i &- 1]; i &-= 1 }
            s[position] = symbol
        }
        coefficients.withUnsafeMutableBufferPointer { c in
            var i = last
            while i > position { c[i] = c[i &- 1]; i &-= 1 }
            c[position] = coefficient
        }
    }

    /// Removes the term at `position`, shifting in place (see `insertTerm`).
    @inline(__always)
    func removeTerm(at position: Int) {
        let last = symbols.count - 1
        if position < last {
            symbols.withUnsafeMutableBufferPointer { s in
                for i in position..<last { s[i] = s[i &+ 1] }
            }
            coefficients.withUnsafeMutableBufferPointer { c in
                for i in position..<last { c[i] = c[i &+ 1] }
            }
        }
        symbols.removeLast()
        coefficients.removeLast()
    }

    /// Multiplies every coefficient and the constant.
    func scale(_ factor: Double) {
        constant *= factor
        coefficients.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { buffer[i] *= factor }
        }
    }
}

/// Coefficients smaller than this are treated as zero, as in kiwi.
@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }
