import Foundation
import PropertyBased
import Testing
@_spi(Testing) @testable import LayoutCore

/// The counts a batch update leaves, found from the counts before it (issue 55: an app calling
/// `insertItems(at:)` on the collection view itself gives no counts; UIKit asks its data source,
/// and the view answers what the changes make of the counts it showed).
@Suite("Batch updates: the counts they leave")
struct BatchUpdatesCountsTests {
    /// [5, 3, 4]: two items inserted in section 0, one deleted from section 1, one moved from
    /// section 2 to section 0 → [5 + 2 + 1, 3 − 1, 4 − 1] = [8, 2, 3]; each change equals a
    /// validated plan with those counts.
    @Test func itemChangesAddAndTakeAway() throws {
        var batch = BatchUpdates()
        batch.insertItems(at: [ItemPath(item: 0, section: 0), ItemPath(item: 6, section: 0)])
        batch.deleteItems(at: [ItemPath(item: 1, section: 1)])
        batch.moveItem(at: ItemPath(item: 3, section: 2), to: ItemPath(item: 7, section: 0))
        batch.reloadItems(at: [ItemPath(item: 0, section: 2)])
        let counts = try #require(batch.itemCounts(after: [5, 3, 4]))
        #expect(counts == [8, 2, 3])
        _ = try batch.validated(from: [5, 3, 4], to: counts)
    }

    /// Sections deleted and moved carry their counts: [5, 3, 4, 2], section 1 deleted, section 3
    /// moved to 0 → [2, 5, 4]; an item inserted in section 2 after the update (the old section 2,
    /// 4 items) → [2, 5, 5].
    @Test func sectionsCarryTheirCounts() throws {
        var batch = BatchUpdates()
        batch.deleteSections([1])
        batch.moveSection(3, toSection: 0)
        #expect(batch.itemCounts(after: [5, 3, 4, 2]) == [2, 5, 4])
        batch.insertItems(at: [ItemPath(item: 4, section: 2)])
        let counts = try #require(batch.itemCounts(after: [5, 3, 4, 2]))
        #expect(counts == [2, 5, 5])
        _ = try batch.validated(from: [5, 3, 4, 2], to: counts)
    }

    /// A section inserted or reloaded has the count only the app's data knows: none is found.
    /// Changes that name sections past the end find none either (the update would be refused).
    @Test func newSectionsHaveNoKnownCount() {
        var inserted = BatchUpdates()
        inserted.insertSections([1])
        #expect(inserted.itemCounts(after: [5, 3]) == nil)
        var reloaded = BatchUpdates()
        reloaded.reloadSections([0])
        #expect(reloaded.itemCounts(after: [5, 3]) == nil)
        var outside = BatchUpdates()
        outside.insertItems(at: [ItemPath(item: 0, section: 4)])
        #expect(outside.itemCounts(after: [5, 3]) == nil)
        var deletedTwice = BatchUpdates()
        deletedTwice.deleteSections([0, 0, 1, 2])
        #expect(deletedTwice.itemCounts(after: [5, 3]) == nil)
        #expect(BatchUpdates().itemCounts(after: [5, 3]) == [5, 3])
    }

    /// Random changes of random counts: the counts found are always ones the update's own check
    /// accepts as the counts after it (it may still refuse a path named twice or out of range,
    /// never the counts).
    @Test func foundCountsAreTheOnesTheUpdateChecksAgainst() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...6).array(of: 1...4), Gen.int(in: 0...1_000).array(of: 0...12)) { before, picks in
            var batch = BatchUpdates()
            var picks = picks.makeIterator()
            while let kind = picks.next(), let a = picks.next(), let b = picks.next() {
                let section = a % before.count, item = b % (before[section] + 1)
                switch kind % 5 {
                case 0: batch.insertItems(at: [ItemPath(item: item, section: section)])
                case 1: batch.deleteItems(at: [ItemPath(item: item, section: section)])
                case 2: batch.moveItem(at: ItemPath(item: item, section: section), to: ItemPath(item: b % 3, section: (a / 7) % before.count))
                case 3: batch.deleteSections([section])
                default: batch.moveSection(section, toSection: (a / 7) % before.count)
                }
            }
            guard let counts = batch.itemCounts(after: before) else { return }
            do throws(BatchUpdateError) {
                _ = try batch.validated(from: before, to: counts)
            } catch {
                switch error {
                case .invalidNumberOfItems, .invalidNumberOfSections: Issue.record("\(before) → \(counts): \(error)")
                default: break
                }
            }
        }
    }
}
