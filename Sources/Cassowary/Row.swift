/// One row of the simplex tableau: `basic = constant + Σ coefficient·symbol`.
///
/// Symbols are kept sorted so that two rows merge in one linear pass and a lookup is a
/// binary search. The terms live in one block the row allocates itself, symbols first and
/// coefficients after them (structure of arrays, for cache-friendly scans). Rows change on
/// every pivot: with two `Array`s each read retained its buffer and each write checked its
/// uniqueness, which cost more than the arithmetic.
final class Row {
    /// The symbols, sorted, then (at `coefficientBase`) their coefficients.
    private(set) var symbolBase: UnsafeMutablePointer<Int32>
    private(set) var coefficientBase: UnsafeMutablePointer<Double>
    /// The number of terms.
    private(set) var count: Int
    private var capacity: Int
    private var block: UnsafeMutableRawPointer
    var constant: Double
    /// The basic symbol this row defines, or -1 for the objective and rows being built.
    var basic: Int32 = -1
    /// A definition that still refers to solver symbols an addition or a removal made basic:
    /// it receives their rows when next read (see `Solver.refreshIfStale`).
    var isStale = false

    init(constant: Double = 0, capacity: Int = 4) {
        self.constant = constant
        count = 0
        self.capacity = Swift.max(capacity, 1)
        (block, symbolBase, coefficientBase) = Row.allocate(self.capacity)
    }

    init(copying other: Row) {
        constant = other.constant
        basic = other.basic
        count = other.count
        capacity = Swift.max(other.count, 1)
        (block, symbolBase, coefficientBase) = Row.allocate(capacity)
        symbolBase.initialize(from: other.symbolBase, count: count)
        coefficientBase.initialize(from: other.coefficientBase, count: count)
    }

    deinit { rawFree(block) }

    /// Empties the row for reuse as a row being built: no terms, no basic symbol, room for
    /// `minimumCapacity` terms.
    func reset(constant: Double, minimumCapacity: Int) {
        count = 0
        self.constant = constant
        basic = -1
        isStale = false
        reserveCapacity(minimumCapacity)
    }

    private static func allocate(_ capacity: Int) -> (UnsafeMutableRawPointer, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Double>) {
        // Coefficients start at a multiple of 8 bytes after the symbols.
        let symbolBytes = (capacity * MemoryLayout<Int32>.stride + 7) & ~7
        let block = rawAllocate(symbolBytes + capacity * MemoryLayout<Double>.stride)
        let symbols = block.bindMemory(to: Int32.self, capacity: capacity)
        let coefficients = (block + symbolBytes).bindMemory(to: Double.self, capacity: capacity)
        return (block, symbols, coefficients)
    }

    /// The symbols, sorted. Valid until the row next changes its terms.
    @inline(__always)
    var symbols: UnsafeMutableBufferPointer<Int32> { UnsafeMutableBufferPointer(start: symbolBase, count: count) }

    /// The coefficients, parallel to `symbols`. Valid until the row next changes its terms.
    @inline(__always)
    var coefficients: UnsafeMutableBufferPointer<Double> { UnsafeMutableBufferPointer(start: coefficientBase, count: count) }

    var isEmpty: Bool { count == 0 }

    /// Makes room for `minimum` terms, keeping the terms there are.
    func reserveCapacity(_ minimum: Int) {
        guard minimum > capacity else { return }
        let newCapacity = Swift.max(minimum, 2 * capacity)
        let (newBlock, newSymbols, newCoefficients) = Row.allocate(newCapacity)
        newSymbols.moveInitialize(from: symbolBase, count: count)
        newCoefficients.moveInitialize(from: coefficientBase, count: count)
        rawFree(block)
        (block, symbolBase, coefficientBase, capacity) = (newBlock, newSymbols, newCoefficients, newCapacity)
    }

    /// Appends a term whose symbol sorts after every symbol in the row.
    @inline(__always)
    func append(_ symbol: Int32, _ coefficient: Double) {
        if count == capacity { reserveCapacity(count + 1) }
        symbolBase[count] = symbol
        coefficientBase[count] = coefficient
        count &+= 1
    }

    /// Replaces every term by the first `n` of the given buffers (sorted).
    @inline(__always)
    func replaceTerms(_ symbols: UnsafePointer<Int32>, _ coefficients: UnsafePointer<Double>, count n: Int) {
        if n > capacity {
            count = 0
            reserveCapacity(n)
        }
        symbolBase.update(from: symbols, count: n)
        coefficientBase.update(from: coefficients, count: n)
        count = n
    }

    /// The position of `symbol`, or where it would be inserted (as a negative `-(index+1)`).
    @inline(__always)
    func find(_ symbol: Int32) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low &+ high) >> 1
            let value = symbolBase[mid]
            if value < symbol { low = mid &+ 1 } else if value > symbol { high = mid } else { return mid }
        }
        return -(low + 1)
    }

    @inline(__always)
    func coefficient(for symbol: Int32) -> Double {
        let at = find(symbol)
        return at >= 0 ? coefficientBase[at] : 0
    }

    /// Inserts a term at `position` (keeping the symbols sorted).
    @inline(__always)
    func insertTerm(_ symbol: Int32, _ coefficient: Double, at position: Int) {
        if count == capacity { reserveCapacity(count + 1) }
        var i = count
        while i > position {
            symbolBase[i] = symbolBase[i &- 1]
            coefficientBase[i] = coefficientBase[i &- 1]
            i &-= 1
        }
        symbolBase[position] = symbol
        coefficientBase[position] = coefficient
        count &+= 1
    }

    /// Removes the term at `position`, shifting the later ones down.
    @inline(__always)
    func removeTerm(at position: Int) {
        let last = count &- 1
        var i = position
        while i < last {
            symbolBase[i] = symbolBase[i &+ 1]
            coefficientBase[i] = coefficientBase[i &+ 1]
            i &+= 1
        }
        count = last
    }

    /// Multiplies every coefficient and the constant.
    func scale(_ factor: Double) {
        constant *= factor
        for i in 0..<count { coefficientBase[i] *= factor }
    }
}

extension Unmanaged where Instance == Row {
    /// The row's constant and the raw storage of its terms, read without retaining it.
    @inline(__always)
    var terms: (constant: Double, symbols: UnsafeMutablePointer<Int32>, coefficients: UnsafeMutablePointer<Double>, count: Int) {
        _withUnsafeGuaranteedRef { ($0.constant, $0.symbolBase, $0.coefficientBase, $0.count) }
    }
}

/// Coefficients smaller than this are treated as zero, as in kiwi.
@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }
