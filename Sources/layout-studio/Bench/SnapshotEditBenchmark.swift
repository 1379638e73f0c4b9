import DiffableData
import Foundation
import LayoutCore
import Rendering

/// Times snapshot edits on 100,000 items in one section against the same edit on a plain
/// array, which has no index to keep: the cost of the snapshot's index beyond moving memory.
enum SnapshotEditBenchmark: CaseIterable {
    /// 100 moves of random items before other random items.
    case moveItems
    /// 100,000 items appended to an empty section.
    case appendItems
    /// 10,000 random items of 100,000 deleted.
    case deleteItems

    static let n = 100_000

    var name: String {
        switch self {
        case .moveItems: "snapshot moveItem ×100"
        case .appendItems: "snapshot appendItems"
        case .deleteItems: "snapshot deleteItems 10k"
        }
    }

    func measure(runs: Int = 9) throws -> BenchRow {
        let n = Self.n
        var random = SplitMix64(seed: 11)
        let items = Array(0..<n)
        var full = DiffableSnapshot<Int, Int>()
        try full.appendSections([0])
        try full.appendItems(items)
        let clock = ContinuousClock()
        var times: [Duration] = [], referenceTimes: [Duration] = []
        switch self {
        case .moveItems:
            let pairs = (0..<100).map { _ in (Int.random(in: 0..<n, using: &random), Int.random(in: 0..<n, using: &random)) }
                .filter { $0.0 != $0.1 }
            for _ in 0..<runs {
                var snapshot = full
                try snapshot.moveItem(0, beforeItem: 1)  // copies the storage outside the timing
                times.append(try clock.measure { for (item, other) in pairs { try snapshot.moveItem(item, beforeItem: other) } })
                var array = items
                referenceTimes.append(try clock.measure {
                    for (item, other) in pairs {
                        array.remove(at: array.firstIndex(of: item)!)
                        array.insert(item, at: array.firstIndex(of: other)!)
                    }
                })
            }
        case .appendItems:
            var empty = DiffableSnapshot<Int, Int>()
            try empty.appendSections([0])
            for _ in 0..<runs {
                var snapshot = empty
                times.append(try clock.measure { try snapshot.appendItems(items) })
                var array: [Int] = []
                referenceTimes.append(try clock.measure { array.append(contentsOf: items) })
            }
        case .deleteItems:
            var gone = Set<Int>()
            while gone.count < n / 10 { gone.insert(Int.random(in: 0..<n, using: &random)) }
            let deleted = Array(gone)
            for _ in 0..<runs {
                var snapshot = full
                try snapshot.moveItem(0, beforeItem: 1)
                times.append(try clock.measure { try snapshot.deleteItems(deleted) })
                var array = items
                referenceTimes.append(try clock.measure {
                    let removed = Set(deleted)
                    array.removeAll { removed.contains($0) }
                })
            }
        }
        return BenchRow(layout: name, n: n, prepare: .zero, frame: FrameBenchmark.median(times),
                        referenceFrame: FrameBenchmark.median(referenceTimes))
    }
}
