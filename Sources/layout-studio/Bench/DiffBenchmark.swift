import DiffableData
import Foundation

/// Times the staged changeset on each ``DiffBenchmarkCase`` against Swift's
/// `CollectionDifference` with `inferringMoves()` on the same flat items, where that finishes.
struct DiffBenchmark {
    var diffCase: DiffBenchmarkCase
    var runs = 9
    /// The reference takes seconds at 100,000 items: three runs give its median.
    var referenceRuns = 3

    func measure() throws -> BenchRow {
        let clock = ContinuousClock()
        var times: [Duration] = [], referenceTimes: [Duration] = []
        let (source, target) = (diffCase.source, diffCase.target)
        for _ in 0..<runs {
            times.append(try clock.measure { _ = StagedChangeset(source: source, target: target).stages.count })
        }
        if diffCase.timesStandardLibrary {
            let old = source.itemIdentifiers, new = target.itemIdentifiers
            for _ in 0..<referenceRuns {
                referenceTimes.append(try clock.measure { _ = new.difference(from: old).inferringMoves().count })
            }
        }
        return BenchRow(layout: diffCase.name, n: diffCase.n, prepare: .zero,
                        frame: FrameBenchmark.median(times), referenceFrame: FrameBenchmark.median(referenceTimes))
    }
}
