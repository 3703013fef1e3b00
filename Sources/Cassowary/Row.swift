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
