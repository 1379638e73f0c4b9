import Foundation
import Testing
@_spi(Testing) import LayoutCore

@Suite("Batch updates: validation and where elements go")
struct BatchUpdatePlanTests {
    private func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

    private func plan(_ before: [Int], _ after: [Int], _ record: (inout BatchUpdates) -> Void) throws(BatchUpdateError) -> BatchUpdatePlan {
        var updates = BatchUpdates()
        record(&updates)
        return try updates.validated(from: before, to: after)
    }

    @Test func stayingItemsFillTheFreePlacesInOrder() throws {
        // [a b c d e]: delete b (1), insert X at 3 → [a c d X e].
        let plan = try plan([5], [5]) { $0.deleteItems(at: [path(1)]); $0.insertItems(at: [path(3)]) }
        #expect((0..<5).map { plan.indexPathAfterUpdate(forItemAt: path($0))?.item } == [0, nil, 1, 2, 4])
        #expect(plan.isInserted(itemAt: path(3)))
        #expect(!plan.isInserted(itemAt: path(4)))
        #expect(plan.updateItems == [
            UpdateItem(updateAction: .delete, indexPathBeforeUpdate: path(1), indexPathAfterUpdate: nil),
            UpdateItem(updateAction: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: path(3)),
        ])
    }

    @Test func movesTakeTheirDestination() throws {
        // [a b c d e]: move a to the end → [b c d e a].
        let plan = try plan([5], [5]) { $0.moveItem(at: path(0), to: path(4)) }
        #expect((0..<5).map { plan.indexPathAfterUpdate(forItemAt: path($0))?.item } == [4, 0, 1, 2, 3])
        // Across sections: [a b | c] → move b to the front of section 1 → [a | b c].
        let across = try self.plan([2, 1], [1, 2]) { $0.moveItem(at: path(1, 0), to: path(0, 1)) }
        #expect(across.indexPathAfterUpdate(forItemAt: path(0, 1)) == path(1, 1))
        #expect(across.indexPathAfterUpdate(forItemAt: path(1, 0)) == path(0, 1))
    }

    @Test func sectionsDeleteInsertAndMove() throws {
        // Sections [A(3) B(2) C(1)]: delete A, insert a new section at 0 → [N(4) B C].
        let plan = try plan([3, 2, 1], [4, 2, 1]) { $0.deleteSections([0]); $0.insertSections(IndexSet([0])) }
        #expect(plan.sectionAfterUpdate(0) == nil)
        #expect(plan.sectionAfterUpdate(1) == 1)
        #expect(plan.indexPathAfterUpdate(forItemAt: path(1, 1)) == path(1, 1))
        #expect(plan.isInserted(itemAt: path(3, 0)))
        #expect(plan.keyAfterUpdate(ElementKey(category: .supplementaryView("header"), indexPath: path(0, 0))) == nil)
        // Move C to the front: [A B C] → [C A B].
        let moved = try self.plan([3, 2, 1], [1, 3, 2]) { $0.moveSection(2, toSection: 0) }
        #expect((0..<3).map { moved.sectionAfterUpdate($0) } == [1, 2, 0])
        #expect(moved.keyAfterUpdate(ElementKey(category: .supplementaryView("header"), indexPath: path(0, 1)))
                == ElementKey(category: .supplementaryView("header"), indexPath: path(0, 2)))
        #expect(moved.updateItems == [UpdateItem(updateAction: .move, indexPathBeforeUpdate: UpdateItem.sectionPath(2),
                                                 indexPathAfterUpdate: UpdateItem.sectionPath(0))])
        #expect(moved.updateItems[0].isSectionUpdate)
    }

    @Test func reloadsKeepTheirPlaceButAreReplaced() throws {
        let plan = try plan([4], [3]) { $0.deleteItems(at: [path(0)]); $0.reloadItems(at: [path(2)]) }
        #expect(plan.indexPathAfterUpdate(forItemAt: path(2)) == path(1))
        #expect(plan.isReloaded(itemAt: path(2)))
        #expect(plan.isReplaced(ElementKey(category: .cell, indexPath: path(2))))
        #expect(!plan.isReplaced(ElementKey(category: .cell, indexPath: path(3))))
        #expect(plan.updateItems.last == UpdateItem(updateAction: .reload, indexPathBeforeUpdate: path(2), indexPathAfterUpdate: path(1)))
    }

    @Test func countsMustAgreeWithTheChanges() {
        #expect(throws: BatchUpdateError.invalidNumberOfItems(section: 0, after: 5, before: 5, inserted: 0, deleted: 1,
                                                              movedIn: 0, movedOut: 0)) {
            try plan([5], [5]) { $0.deleteItems(at: [path(1)]) }
        }
        #expect(throws: BatchUpdateError.invalidNumberOfSections(after: 2, before: 2, inserted: 1, deleted: 0)) {
            try plan([1, 1], [1, 1]) { $0.insertSections([0]) }
        }
        // Moves across sections count as moved in and out.
        #expect(throws: BatchUpdateError.invalidNumberOfItems(section: 0, after: 2, before: 2, inserted: 0, deleted: 0,
                                                              movedIn: 0, movedOut: 1)) {
            try plan([2, 1], [2, 1]) { $0.moveItem(at: path(1, 0), to: path(0, 1)) }
        }
        let message = BatchUpdateError.invalidNumberOfItems(section: 0, after: 5, before: 5, inserted: 0, deleted: 1,
                                                            movedIn: 0, movedOut: 0).description
        #expect(message.contains("(5)") && message.contains("1 deleted"))
    }

    @Test func pathsMustExistOnTheirSideOfTheUpdate() {
        #expect(throws: BatchUpdateError.itemOutOfRange(.delete, path(5), itemCounts: [5], afterUpdate: false)) {
            try plan([5], [4]) { $0.deleteItems(at: [path(5)]) }
        }
        #expect(throws: BatchUpdateError.itemOutOfRange(.insert, path(6), itemCounts: [6], afterUpdate: true)) {
            try plan([5], [6]) { $0.insertItems(at: [path(6)]) }
        }
        #expect(throws: BatchUpdateError.itemOutOfRange(.delete, path(-1), itemCounts: [5], afterUpdate: false)) {
            try plan([5], [4]) { $0.deleteItems(at: [path(-1)]) }
        }
        #expect(throws: BatchUpdateError.sectionOutOfRange(.delete, section: 1, sectionCount: 1, afterUpdate: false)) {
            try plan([5], []) { $0.deleteSections([1]) }
        }
    }

    @Test func oneElementCannotBeChangedTwice() {
        #expect(throws: BatchUpdateError.conflictingItemUpdates(path(1), "deleted and deleted")) {
            try plan([5], [3]) { $0.deleteItems(at: [path(1), path(1)]) }
        }
        #expect(throws: BatchUpdateError.conflictingItemUpdates(path(1), "deleted and moved away")) {
            try plan([5], [4]) { $0.deleteItems(at: [path(1)]); $0.moveItem(at: path(1), to: path(3)) }
        }
        #expect(throws: BatchUpdateError.conflictingItemUpdates(path(0, 1), "deleted in a section that is deleted or reloaded")) {
            try plan([1, 2], [1]) { $0.deleteSections([1]); $0.deleteItems(at: [path(0, 1)]) }
        }
        #expect(throws: BatchUpdateError.conflictingSectionUpdates(section: 0, "deleted and reloaded")) {
            try plan([1, 2], [2]) { $0.deleteSections([0]); $0.reloadSections([0]) }
        }
    }

    @Test func interpolationMovesFrameTransformAndAlpha() {
        var start = LayoutAttributes(forCellWith: path(0), frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        start.alpha = 0
        var end = LayoutAttributes(forCellWith: path(1), frame: CGRect(x: 100, y: 40, width: 30, height: 20))
        end.transform = Transform2D(translationX: 8, y: 0)
        end.zIndex = 3
        let middle = start.interpolated(to: end, progress: 0.25)
        #expect(middle.frame == CGRect(x: 25, y: 10, width: 15, height: 20))
        #expect(middle.transform.tx == 2)
        #expect(middle.alpha == 0.25)
        #expect(middle.indexPath == path(1) && middle.zIndex == 3)
        #expect(start.interpolated(to: end, progress: 1) == end)
    }
}
