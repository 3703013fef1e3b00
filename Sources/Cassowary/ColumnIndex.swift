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
        /// For long lists only: each listed row's position in the list, in an open-addressing
        /// hash table (linear probing, `slotMask + 1` slots, at most half full), so that
        /// removal is O(1) where a scan would cost the list's length. Its size follows the
        /// list's length, not the number of rows.
        var slots: UnsafeMutablePointer<Slot>?
        var slotMask: Int32 = 0
    }

    struct Slot {
        /// The row, or -1 for an empty slot.
        var row: Int32
        var position: Int32
    }

    /// Lists longer than this get a hash table of positions.
    static let indexedLength = 64

    private var columns: UnsafeMutablePointer<Column>
    private var capacity: Int
    /// The number of symbols (lists).
    private(set) var count = 0

    /// A list's first block (`firstCapacity` entries) is cut from a slab: most lists stay
    /// that short, and a `malloc` per symbol was a tenth of building a screen of short
    /// definitions. A list that outgrows it moves to `malloc`ed blocks and leaves the small
    /// one behind (symbols are never freed one by one, so neither are these); slabs go with
    /// the index.
    static let firstCapacity = 4
    static let slabBlocks = 1024
    private var slabs: [UnsafeMutableRawPointer] = []
    private var slabNext: UnsafeMutablePointer<Int32>?
    private var slabRemaining = 0

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
            if let base = columns[s].base, columns[s].capacity > Self.firstCapacity { rawFree(base) }
            if let slots = columns[s].slots { rawFree(slots) }
        }
        columns.deinitialize(count: count)
        count = 0
        for slab in slabs { rawFree(slab) }
        slabs.removeAll()
        slabNext = nil
        slabRemaining = 0
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
        if column.pointee.slots != nil {
            if Int(at &+ 1) &* 2 > Int(column.pointee.slotMask) &+ 1 { rehash(column, slotCount: 2 * (Int(column.pointee.slotMask) + 1)) }
            setPosition(column, row, at)
        } else if Int(at) >= Self.indexedLength {
            rehash(column, slotCount: 4 * Self.indexedLength)
        }
    }

    /// Records that row `row` no longer mentions `symbol` (nothing when it is not listed).
    @inline(__always)
    func remove(_ row: Int32, from symbol: Int32) {
        let column = columns + Int(symbol)
        guard let base = column.pointee.base else { return }
        let at: Int
        if column.pointee.slots != nil {
            guard let slot = find(column, row) else { return }
            at = Int(slot.pointee.position)
            deleteSlot(column, slot)
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
            if column.pointee.slots != nil { setPosition(column, moved, Int32(at)) }
        }
        column.pointee.count = Int32(last)
    }

    /// Moves the list of `symbol` to the end of `buffer` and leaves it empty.
    func take(_ symbol: Int32, into buffer: inout [Int32]) {
        let column = columns + Int(symbol)
        let list = UnsafeBufferPointer(start: column.pointee.base, count: Int(column.pointee.count))
        buffer.append(contentsOf: list)
        column.pointee.count = 0
        // An empty list needs no table; it gets a new one if it grows long again.
        if let slots = column.pointee.slots { rawFree(slots) }
        column.pointee.slots = nil
        column.pointee.slotMask = 0
    }

    private func grow(_ column: UnsafeMutablePointer<Column>) {
        let capacity = Int(column.pointee.capacity)
        guard let base = column.pointee.base else {
            column.pointee.base = firstBlock()
            column.pointee.capacity = Int32(Self.firstCapacity)
            return
        }
        let newCapacity = capacity * 2
        let grown = rawAllocate(newCapacity * MemoryLayout<Int32>.stride).bindMemory(to: Int32.self, capacity: newCapacity)
        grown.moveInitialize(from: base, count: Int(column.pointee.count))
        if capacity > Self.firstCapacity { rawFree(base) }
        column.pointee.base = grown
        column.pointee.capacity = Int32(newCapacity)
    }

    /// The next first block from the current slab (a new slab when it is used up).
    private func firstBlock() -> UnsafeMutablePointer<Int32> {
        if slabRemaining == 0 {
            let slab = rawAllocate(Self.slabBlocks * Self.firstCapacity * MemoryLayout<Int32>.stride)
            slabs.append(slab)
            slabNext = slab.bindMemory(to: Int32.self, capacity: Self.slabBlocks * Self.firstCapacity)
            slabRemaining = Self.slabBlocks
        }
        let block = slabNext.unsafelyUnwrapped
        slabNext = block + Self.firstCapacity
        slabRemaining -= 1
        return block
    }

    // MARK: The position table of a long list

    @inline(__always)
    private func home(_ row: Int32, _ mask: Int32) -> Int {
        // Fibonacci hashing: rows are small consecutive integers, which the middle bits of
        // this product spread over the table.
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: row)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & Int(mask)
    }

    /// The slot holding `row`, if any.
    @inline(__always)
    private func find(_ column: UnsafeMutablePointer<Column>, _ row: Int32) -> UnsafeMutablePointer<Slot>? {
        guard let slots = column.pointee.slots else { return nil }
        let mask = Int(column.pointee.slotMask)
        var i = home(row, column.pointee.slotMask)
        while true {
            let key = slots[i].row
            if key == row { return slots + i }
            if key < 0 { return nil }
            i = (i &+ 1) & mask
        }
    }

    /// Records `position` for `row`, replacing its previous one. The table has room.
    @inline(__always)
    private func setPosition(_ column: UnsafeMutablePointer<Column>, _ row: Int32, _ position: Int32) {
        let slots = column.pointee.slots.unsafelyUnwrapped
        let mask = Int(column.pointee.slotMask)
        var i = home(row, column.pointee.slotMask)
        while slots[i].row >= 0 && slots[i].row != row { i = (i &+ 1) & mask }
        slots[i] = Slot(row: row, position: position)
    }

    /// Empties `slot`, moving later entries of its probe run back so that every entry
    /// stays reachable from its home slot (no tombstones).
    private func deleteSlot(_ column: UnsafeMutablePointer<Column>, _ slot: UnsafeMutablePointer<Slot>) {
        let slots = column.pointee.slots.unsafelyUnwrapped
        let mask = Int(column.pointee.slotMask)
        var hole = slots.distance(to: slot)
        var j = hole
        while true {
            j = (j &+ 1) & mask
            let key = slots[j].row
            if key < 0 { break }
            let k = home(key, column.pointee.slotMask)
            // The entry at j may move into the hole when its home is not cyclically in (hole, j].
            let movable = hole <= j ? (k <= hole || k > j) : (k <= hole && k > j)
            if movable {
                slots[hole] = slots[j]
                hole = j
            }
        }
        slots[hole].row = -1
    }

    /// Builds the table afresh with `slotCount` slots (a power of two) from the list.
    private func rehash(_ column: UnsafeMutablePointer<Column>, slotCount: Int) {
        if let old = column.pointee.slots { rawFree(old) }
        let slots = rawAllocate(slotCount * MemoryLayout<Slot>.stride).bindMemory(to: Slot.self, capacity: slotCount)
        slots.initialize(repeating: Slot(row: -1, position: 0), count: slotCount)
        column.pointee.slots = slots
        column.pointee.slotMask = Int32(slotCount - 1)
        guard let base = column.pointee.base else { return }
        for k in 0..<Int(column.pointee.count) { setPosition(column, base[k], Int32(k)) }
    }
}
