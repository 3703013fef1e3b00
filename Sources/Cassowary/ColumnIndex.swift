/// For each symbol, the tableau rows whose terms mention it: the rows a pivot substitutes
/// into and the rows a ratio test scans.
///
/// Every term a row gains or loses adds or removes an entry, hundreds of thousands of times
/// in a large build. As an array of arrays each of those cost a nested access (two
/// uniqueness checks, a retain of the inner buffer, often a reallocation), which was over a
/// third of the solver's instructions on the DSL's flat screen. Here each list is a block
/// this index allocates and frees itself: an append is a capacity check and a store.
///
/// A list keeps its entries in insertion order, except that a removal moves the last entry
/// into the gap; the solver's few order-dependent choices see exactly that order.
final class ColumnIndex {
    struct Column {
        var base: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        var capacity: Int32 = 0
        /// For long lists only: each row's position in the list (-1: absent), indexed by
        /// row, so that removal is O(1) where a scan would cost the list's length.
        var positions: UnsafeMutablePointer<Int32>?
        var positionsCapacity: Int32 = 0
    }

    /// Lists longer than this get `positions`.
    static let indexedLength = 256

    private var columns: UnsafeMutablePointer<Column>
    private var capacity: Int
    /// The number of symbols (lists).
    private(set) var count = 0

    init() {
        capacity = 64
        columns = .allocate(capacity: capacity)
    }

    deinit {
        freeLists()
        columns.deallocate()
    }

    private func freeLists() {
        for s in 0..<count {
            columns[s].base?.deallocate()
            columns[s].positions?.deallocate()
        }
        columns.deinitialize(count: count)
        count = 0
    }

    /// Forgets every list (the solver's `reset()`).
    func removeAll() { freeLists() }

    /// Adds an empty list for a new symbol (whose id is the previous `count`).
    @inline(__always)
    func appendSymbol() {
        if count == capacity {
            let grown = UnsafeMutablePointer<Column>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: columns, count: count)
            columns.deallocate()
            columns = grown
            capacity *= 2
        }
        (columns + count).initialize(to: Column())
        count += 1
    }

    /// The rows that mention `symbol`. Valid until the next `append` to the same list.
    @inline(__always)
    func rows(of symbol: Int32) -> UnsafeBufferPointer<Int32> {
        let column = columns[Int(symbol)]
        return UnsafeBufferPointer(start: column.base, count: Int(column.count))
    }

    @inline(__always)
    func count(of symbol: Int32) -> Int { Int(columns[Int(symbol)].count) }

    /// Records that row `row` mentions `symbol`.
    @inline(__always)
    func append(_ row: Int32, to symbol: Int32) {
        let column = columns + Int(symbol)
        if column.pointee.count == column.pointee.capacity { grow(column) }
        let at = column.pointee.count
        column.pointee.base.unsafelyUnwrapped[Int(at)] = row
        column.pointee.count = at &+ 1
        if column.pointee.positions != nil {
            setPosition(column, row, at)
        } else if Int(at) >= Self.indexedLength {
            index(column)
        }
    }

    /// Records that row `row` no longer mentions `symbol` (nothing when it is not listed).
    @inline(__always)
    func remove(_ row: Int32, from symbol: Int32) {
        let column = columns + Int(symbol)
        guard let base = column.pointee.base else { return }
        let at: Int
        if let positions = column.pointee.positions {
            let i = Int(row)
            guard i < Int(column.pointee.positionsCapacity), positions[i] >= 0 else { return }
            at = Int(positions[i])
            positions[i] = -1
        } else {
            var k = Int(column.pointee.count) - 1
            while k >= 0 && base[k] != row { k -= 1 }
            guard k >= 0 else { return }
            at = k
        }
        let last = Int(column.pointee.count) - 1
        if at != last {
            let moved = base[last]
            base[at] = moved
            if column.pointee.positions != nil { setPosition(column, moved, Int32(at)) }
        }
        column.pointee.count = Int32(last)
    }

    /// Moves the list of `symbol` to the end of `buffer` and leaves it empty.
    func take(_ symbol: Int32, into buffer: inout [Int32]) {
        let column = columns + Int(symbol)
        let list = UnsafeBufferPointer(start: column.pointee.base, count: Int(column.pointee.count))
        buffer.append(contentsOf: list)
        if let positions = column.pointee.positions {
            for row in list { positions[Int(row)] = -1 }
        }
        column.pointee.count = 0
    }

    private func grow(_ column: UnsafeMutablePointer<Column>) {
        let newCapacity = Swift.max(4, Int(column.pointee.capacity) * 2)
        let grown = UnsafeMutablePointer<Int32>.allocate(capacity: newCapacity)
        if let base = column.pointee.base {
            grown.moveInitialize(from: base, count: Int(column.pointee.count))
            base.deallocate()
        }
        column.pointee.base = grown
        column.pointee.capacity = Int32(newCapacity)
    }

    @inline(__always)
    private func setPosition(_ column: UnsafeMutablePointer<Column>, _ row: Int32, _ position: Int32) {
        let i = Int(row)
        if i >= Int(column.pointee.positionsCapacity) { growPositions(column, toHold: i) }
        column.pointee.positions.unsafelyUnwrapped[i] = position
    }

    private func growPositions(_ column: UnsafeMutablePointer<Column>, toHold i: Int) {
        let old = Int(column.pointee.positionsCapacity)
        // Geometric growth: rows are added one at a time.
        let newCapacity = Swift.max(i + 1, 2 * old, 64)
        let grown = UnsafeMutablePointer<Int32>.allocate(capacity: newCapacity)
        if let positions = column.pointee.positions {
            grown.moveInitialize(from: positions, count: old)
            positions.deallocate()
        }
        (grown + old).initialize(repeating: -1, count: newCapacity - old)
        column.pointee.positions = grown
        column.pointee.positionsCapacity = Int32(newCapacity)
    }

    /// Gives a list that has grown long its `positions`.
    private func index(_ column: UnsafeMutablePointer<Column>) {
        guard let base = column.pointee.base else { return }
        for k in 0..<Int(column.pointee.count) { setPosition(column, base[k], Int32(k)) }
    }
}
