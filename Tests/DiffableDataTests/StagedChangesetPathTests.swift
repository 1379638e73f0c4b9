@_spi(Testing) @testable import DiffableData
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

    /// A run of items deleted and one inserted at the same place in each section (pages
    /// appended, a message inserted above, rows deleted) takes the trimmed path, to the general
    /// path's stages; a change that moves an item does not take it.
    @Test func aRunDeletedAndInsertedTakesTheTrimmedPathToTheGeneralPathsStages() async throws {
        let edits = zip(Gen.int(in: 0...40), Gen.int(in: 0...5), Gen.int(in: 0...5)).array(of: 0...4)
        await propertyCheck(count: 2_000, input: Self.pairs, edits, Gen.int(in: 0...29).array(of: 0...4)) { layout, edits, reloaded in
            let source = try Self.make(layout)
            var target = source
            var fresh = 1_000
            for (section, (at, deleted, inserted)) in zip(source.sectionIdentifiers, edits) {
                let items = try target.itemIdentifiers(inSection: section)
                let start = items.isEmpty ? 0 : at % (items.count + 1)
                let gone = Array(items[start..<min(items.count, start + deleted)])
                try target.deleteItems(gone)
                let rest = try target.itemIdentifiers(inSection: section)
                let new = Array(fresh..<fresh + inserted)
                fresh += inserted
                if start < rest.count { try target.insertItems(new, beforeItem: rest[start]) } else { try target.appendItems(new, toSection: section) }
            }
            try target.reloadItems(reloaded.filter { source.indexOfItem($0) != nil && target.indexOfItem($0) != nil })
            let general = StagedChangeset(matching: source, target: target).stages
            if source != target {
                let trimmed = try #require(StagedChangeset(trimming: source, target: target))
                #expect(Self.same(trimmed.stages, general))
            }
            #expect(Self.same(StagedChangeset(source: source, target: target).stages, general))
        }
        // A move is not a run deleted and inserted: the general path finds it.
        let source = try snapshot([("a", [1, 2, 3, 4])])
        #expect(StagedChangeset(trimming: source, target: try snapshot([("a", [1, 3, 2, 4])])) == nil)
        #expect(StagedChangeset(trimming: source, target: try snapshot([("b", [1, 2, 3, 4])])) == nil)
        let twoSections = try snapshot([("a", [1, 2]), ("b", [3])])
        #expect(StagedChangeset(trimming: twoSections, target: try snapshot([("a", [1]), ("b", [3, 2])])) == nil)
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
