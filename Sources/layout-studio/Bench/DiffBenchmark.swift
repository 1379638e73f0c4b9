import DiffableData
import Foundation

/// Diffing 100,000 items with 10,000 deleted, 10,000 inserted and 2,000 pairs swapped: the
/// staged changeset (Heckel) against Swift's `CollectionDifference` with `inferringMoves()`.
struct DiffBenchmark {
    var n = 100_000
    var runs = 7

    func measure() throws -> BenchRow {
        var source = DiffableSnapshot<Int, Int>()
        try source.appendSections([0])
        try source.appendItems(Array(0..<n))
        var items = Array(0..<n)
        var generator = SystemRandomNumberGenerator()
        var deleted = Set<Int>()
        while deleted.count < n / 10 { deleted.insert(Int.random(in: 0..<n, using: &generator)) }
        items.removeAll { deleted.contains($0) }
        for index in 0..<(n / 10) { items.insert(n + index, at: Int.random(in: 0...items.count, using: &generator)) }
        for _ in 0..<(n / 50) {
            items.swapAt(Int.random(in: 0..<items.count, using: &generator), Int.random(in: 0..<items.count, using: &generator))
        }
        var target = DiffableSnapshot<Int, Int>()
        try target.appendSections([0])
        try target.appendItems(items)

        let clock = ContinuousClock()
        var times: [Duration] = [], referenceTimes: [Duration] = []
        let old = source.itemIdentifiers
        for run in 0..<runs {
            times.append(try clock.measure { _ = StagedChangeset(source: source, target: target).stages.count })
            // The reference takes seconds: three runs give its median.
            if run < 3 { referenceTimes.append(try clock.measure { _ = items.difference(from: old).inferringMoves().count }) }
        }
        return BenchRow(layout: "diff (staged, Heckel)", n: n, prepare: .zero,
                        frame: FrameBenchmark.median(times), referenceFrame: FrameBenchmark.median(referenceTimes))
    }
}
