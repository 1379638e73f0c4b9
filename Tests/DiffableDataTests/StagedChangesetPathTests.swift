@testable import DiffableData
import PropertyBased
import TestSupport
import Testing

/// The unchanged-identifiers fast path against the general matching path, and the fewest-moves
/// promise against a brute-force longest increasing subsequence.
@Suite struct StagedChangesetPathTests {
    typealias Snapshot = DiffableSnapshot<String, Int>

    static func same(_ a: [Changeset<String, Int>], _ b: [Changeset<String, Int>]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { a, b in
            a.data == b.data && a.data.reloadedItemIdentifiers == b.data.reloadedItemIdentifiers
                && a.sectionDeleted == b.sectionDeleted && a.sectionInserted == b.sectionInserted
                && a.sectionUpdated == b.sectionUpdated
                && a.sectionMoved.map { [$0.source, $0.target] } == b.sectionMoved.map { [$0.source, $0.target] }
                && a.elementDeleted == b.elementDeleted && a.elementInserted == b.elementInserted
                && a.elementMoved.map { [$0.source, $0.target] } == b.elementMoved.map { [$0.source, $0.target] }
                && a.elementUpdated == b.elementUpdated && a.elementReconfigured == b.elementReconfigured
        }
    }

    /// The length of a longest increasing subsequence, by the quadratic recurrence.
    static func longestIncreasingRun(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    static let pairs = zip(Gen.int(in: 0...6).array(of: 0...6).map { Array(Set($0)) }, Gen.int(in: 0...29).array(of: 0...30),
                           Gen.int(in: 0...1000))

    static func make(_ value: ([Int], [Int], Int)) throws -> Snapshot {
        try arrangedSnapshot(sectionNumbers: value.0, items: value.1, seed: value.2, spread: 7)
    }

    @Test func unchangedIdentifiersTakeTheFastPathToTheGeneralPathsStages() async {
        let marks = Gen.int(in: 0...29).array(of: 0...8)
        await propertyCheck(count: 2_000, input: Self.pairs, marks, marks) { layout, reloaded, reconfigured in
            let source = try Self.make(layout)
            var target = source
            try target.reloadItems(reloaded.filter { source.indexOfItem($0) != nil })
            try target.reconfigureItems(reconfigured.filter { source.indexOfItem($0) != nil })
            try target.reloadSections(Array(source.sectionIdentifiers.prefix(reloaded.count % 3)))
            let fast = StagedChangeset(unchangedIdentifiers: source, target: target).stages
            #expect(Self.same(StagedChangeset(source: source, target: target).stages, fast))
            #expect(Self.same(fast, StagedChangeset(matching: source, target: target).stages))
        }
    }

    @Test func movesAreTheFewestThatKeepTheRestInOrder() async {
        await propertyCheck(count: 2_000, input: Self.pairs, Self.pairs) { old, new in
            let source = try Self.make(old), target = try Self.make(new)
            let stages = StagedChangeset(source: source, target: target).stages
            // Surviving sections keep the longest run of their target order.
            let surviving = source.sectionIdentifiers.compactMap { target.indexOfSection($0) }
            let sectionMoves = stages.reduce(0) { $0 + $1.sectionMoved.count }
            #expect(sectionMoves == surviving.count - Self.longestIncreasingRun(surviving))
            // In each surviving section, the items that stay keep their longest run; every item
            // bound for another section moves.
            var expectedMoves = 0
            for section in source.sectionIdentifiers where target.indexOfSection(section) != nil {
                var staying: [Int] = []
                for item in try source.itemIdentifiers(inSection: section) {
                    guard let place = target.location(ofItem: item) else { continue }
                    if target.sectionIdentifiers[place.section] == section { staying.append(place.item) } else { expectedMoves += 1 }
                }
                expectedMoves += staying.count - Self.longestIncreasingRun(staying)
            }
            #expect(stages.reduce(0) { $0 + $1.elementMoved.count } == expectedMoves)
        }
    }
}
