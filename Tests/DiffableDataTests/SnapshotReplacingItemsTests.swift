@_spi(Testing) @testable import DiffableData
import PropertyBased
import TestSupport
import Testing

/// A snapshot's items replaced by editing it (what SwiftUI's view does on each update) against
/// the snapshot built from scratch.
@Suite struct SnapshotReplacingItemsTests {
    /// Any items in the same sections, arranged from any source (moved between sections,
    /// reordered, added, removed): the edit equals the built snapshot, every item found where it
    /// is; or both refuse (each naming a repeated item).
    @Test func anEditEqualsTheSnapshotBuiltFromScratch() async {
        let layout = zip(Gen.int(in: 0...4).array(of: 1...4).map { Array(Set($0)) }, Gen.int(in: 0...29).array(of: 0...30), Gen.int(in: 0...1000))
        await propertyCheck(count: 2_000, input: layout, Gen.int(in: 0...40).array(of: 0...40), Gen.int(in: 0...1000)) { source, newItems, seed in
            let old = try arrangedSnapshot(sectionNumbers: source.0, items: source.1, seed: source.2, spread: 3)
            // New items per section, repeats allowed (a repeat must be refused).
            var bySection = Array(repeating: [Int](), count: old.sectionIdentifiers.count)
            for (index, item) in newItems.enumerated() { bySection[(index + seed) % bySection.count].append(item) }
            var built = DiffableSnapshot<String, Int>()
            try built.appendSections(old.sectionIdentifiers)
            var buildError: SnapshotError?
            do throws(SnapshotError) {
                for (section, items) in zip(old.sectionIdentifiers, bySection) { try built.appendItems(items, toSection: section) }
            } catch { buildError = error }
            do {
                let edited = try #require(try old.replacingItems(bySection: bySection))
                #expect(buildError == nil)
                #expect(edited == built)
                for item in built.itemIdentifiers { #expect(edited.location(ofItem: item)?.item == built.location(ofItem: item)?.item) }
                #expect(edited.numberOfItems == built.numberOfItems)
            } catch {
                #expect(buildError != nil, "the edit refused \(error), the build did not")
                if case .duplicateItems(let named)? = error as? SnapshotError { #expect(!named.isEmpty) } else { Issue.record("the edit refused \(error)") }
            }
        }
    }

    /// A page appended to a section and a message inserted at the start of another, and one
    /// array too few: nil.
    @Test func aPageAppendedAndAMessageInserted() throws {
        let old = try snapshot([("a", [1, 2, 3]), ("b", [10, 11])])
        let edited = try #require(try old.replacingItems(bySection: [[1, 2, 3, 4, 5], [9, 10, 11]]))
        #expect(edited == (try snapshot([("a", [1, 2, 3, 4, 5]), ("b", [9, 10, 11])])))
        #expect(edited.location(ofItem: 10)?.item == 1)
        #expect(try old.replacingItems(bySection: [[1]]) == nil)
        #expect(throws: SnapshotError.duplicateItems(["10"])) { try old.replacingItems(bySection: [[1, 2, 3, 10], [10, 11]]) }
    }
}
