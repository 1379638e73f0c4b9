import Foundation
import LayoutCore
@testable import Layouts
import Testing

/// What a batch update changed in each section, as the layouts that place only that read it,
/// worked out by hand.
@Suite("SectionEdit")
struct SectionEditTests {
    static func edits(from before: [Int], to after: [Int], _ record: (inout BatchUpdates) -> Void,
                      unchanged: Set<ItemPath> = []) throws -> [Int: SectionEdit]? {
        var updates = BatchUpdates()
        record(&updates)
        let plan = try updates.validated(from: before, to: after)
        return try SectionEdit.edits(of: plan) { (before: ItemPath, _: ItemPath) throws(LayoutError) -> Bool in unchanged.contains(before) }
    }

    @Test func anInsertADeleteAndAReload() throws {
        // 10 items; 4 inserted: from 4 on, nothing removed, one new item, the rest one place on.
        #expect(try Self.edits(from: [10], to: [11]) { $0.insertItems(at: [ItemPath(item: 4, section: 0)]) }
                == [0: SectionEdit(first: 4, removedCount: 0, sources: [.new])])
        // Item 6 deleted: one item removed at 6, nothing in its place.
        #expect(try Self.edits(from: [10], to: [9]) { $0.deleteItems(at: [ItemPath(item: 6, section: 0)]) }
                == [0: SectionEdit(first: 6, removedCount: 1, sources: [])])
        // Item 3 reloaded: replaced by a new item; described as before, no change at all.
        #expect(try Self.edits(from: [10], to: [10]) { $0.reloadItems(at: [ItemPath(item: 3, section: 0)]) }
                == [0: SectionEdit(first: 3, removedCount: 1, sources: [.new])])
        #expect(try Self.edits(from: [10], to: [10], { $0.reloadItems(at: [ItemPath(item: 3, section: 0)]) },
                               unchanged: [ItemPath(item: 3, section: 0)]) == [:])
    }

    @Test func aMoveReachesTheItemsBetweenItsEnds() throws {
        // 8 → 3 of 10: places 3…8 change, taking items 8, 3, 4, 5, 6, 7.
        #expect(try Self.edits(from: [10], to: [10]) { $0.moveItem(at: ItemPath(item: 8, section: 0), to: ItemPath(item: 3, section: 0)) }
                == [0: SectionEdit(first: 3, removedCount: 6, sources: [.kept(8), .kept(3), .kept(4), .kept(5), .kept(6), .kept(7)])])
        // 2 → 5: places 2…5 take items 3, 4, 5, 2.
        #expect(try Self.edits(from: [10], to: [10]) { $0.moveItem(at: ItemPath(item: 2, section: 0), to: ItemPath(item: 5, section: 0)) }
                == [0: SectionEdit(first: 2, removedCount: 4, sources: [.kept(3), .kept(4), .kept(5), .kept(2)])])
    }

    @Test func aDeleteAndAnInsertApartMakeOneRun() throws {
        // 10 items; item 2 deleted and a new item at 6 (after the update): from 2, old items 2…5
        // (2 removed, 3, 4, 5 staying) give way to 3, 4, 5, new; items from 6 on stay.
        #expect(try Self.edits(from: [10], to: [10]) {
            $0.deleteItems(at: [ItemPath(item: 2, section: 0)])
            $0.insertItems(at: [ItemPath(item: 5, section: 0)])
        } == [0: SectionEdit(first: 2, removedCount: 4, sources: [.kept(3), .kept(4), .kept(5), .new])])
        // Each section its own edit.
        let both = try Self.edits(from: [5, 5], to: [6, 4]) {
            $0.insertItems(at: [ItemPath(item: 0, section: 0)])
            $0.deleteItems(at: [ItemPath(item: 4, section: 1)])
        }
        #expect(both == [0: SectionEdit(first: 0, removedCount: 0, sources: [.new]), 1: SectionEdit(first: 4, removedCount: 1, sources: [])])
    }

    @Test func sectionChangesAndMovesAcrossSectionsAreLeftToAFullPlacement() throws {
        #expect(try Self.edits(from: [5, 5], to: [4, 6]) { $0.moveItem(at: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 1)) } == nil)
        #expect(try Self.edits(from: [5], to: [5, 3]) { $0.insertSections([1]) } == nil)
    }
}
