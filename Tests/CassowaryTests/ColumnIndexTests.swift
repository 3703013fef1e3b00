@testable import Cassowary
import Testing

/// The solver's column index against a plain model: each list must hold exactly the rows
/// added and not removed, in the order the solver relies on (a removal moves the last entry
/// into the gap), through the short (scanned) and long (hashed) forms of a list.
@Suite("Column index")
struct ColumnIndexTests {
    /// What the index should hold, kept with plain arrays.
    struct Model {
        var lists: [[Int32]]

        mutating func remove(_ row: Int32, from symbol: Int) {
            guard let at = lists[symbol].lastIndex(of: row) else { return }
            let last = lists[symbol].count - 1
            lists[symbol][at] = lists[symbol][last]
            lists[symbol].removeLast()
        }
    }

    func contents(_ index: ColumnIndex, _ symbol: Int32) -> [Int32] {
        Array(index.rows(of: symbol))
    }

    @Test func shortListsKeepOrderAndMoveTheLastEntryIntoAGap() {
        let index = ColumnIndex()
        index.appendSymbol()
        for row: Int32 in [5, 9, 2, 7] { index.append(row, to: 0) }
        index.remove(9, from: 0)
        #expect(contents(index, 0) == [5, 7, 2])
        index.remove(42, from: 0)
        #expect(contents(index, 0) == [5, 7, 2])
        index.remove(2, from: 0)
        #expect(contents(index, 0) == [5, 7])
        #expect(index.count(of: 0) == 2)
    }

    @Test func longListsMatchThePlainModelThroughManyChanges() {
        let index = ColumnIndex()
        let symbols = 3
        for _ in 0..<symbols { index.appendSymbol() }
        var model = Model(lists: Array(repeating: [], count: symbols))
        var present = Array(repeating: Set<Int32>(), count: symbols)
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        // Lists grow past the hashing threshold (and shrink back) many times over.
        for step in 0..<40_000 {
            let symbol = next(symbols)
            let row = Int32(next(ColumnIndex.indexedLength * 6))
            let growing = (step / 5_000) % 2 == 0
            if present[symbol].contains(row) {
                if !growing || next(4) == 0 {
                    index.remove(row, from: Int32(symbol))
                    model.remove(row, from: symbol)
                    present[symbol].remove(row)
                }
            } else if growing || next(4) == 0 {
                index.append(row, to: Int32(symbol))
                model.lists[symbol].append(row)
                present[symbol].insert(row)
            }
            if step % 997 == 0 {
                for s in 0..<symbols { #expect(contents(index, Int32(s)) == model.lists[s]) }
            }
        }
        for s in 0..<symbols { #expect(contents(index, Int32(s)) == model.lists[s]) }
        #expect(model.lists.map(\.count).max()! > ColumnIndex.indexedLength)
    }

    @Test func takeEmptiesAListAndItCanGrowLongAgain() {
        let index = ColumnIndex()
        index.appendSymbol()
        index.appendSymbol()
        let rows = (0..<Int32(200)).map { $0 * 3 }
        for row in rows { index.append(row, to: 1) }
        var taken: [Int32] = [-1]
        index.take(1, into: &taken)
        #expect(taken == [-1] + rows)
        #expect(index.count(of: 1) == 0)
        for row in rows.reversed() { index.append(row, to: 1) }
        for row in rows where row % 2 == 0 { index.remove(row, from: 1) }
        #expect(Set(contents(index, 1)) == Set(rows.filter { $0 % 2 != 0 }))
        #expect(index.count(of: 1) == 100)
        #expect(index.count(of: 0) == 0)
    }

    @Test func removeAllForgetsEveryList() {
        let index = ColumnIndex()
        for _ in 0..<100 { index.appendSymbol() }
        for s in 0..<Int32(100) { index.append(s, to: s) }
        index.removeAll()
        #expect(index.count == 0)
        index.appendSymbol()
        #expect(index.count(of: 0) == 0)
    }
}
