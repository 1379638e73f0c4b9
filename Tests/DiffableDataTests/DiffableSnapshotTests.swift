@_spi(Testing) import DiffableData
import Testing

/// The snapshot's API as `NSDiffableDataSourceSnapshot` behaves, and every refused change.
@Suite struct DiffableSnapshotTests {
    typealias Snapshot = DiffableSnapshot<String, Int>

    func sample() throws -> Snapshot {
        var snapshot = Snapshot()
        try snapshot.appendSections(["a", "b"])
        try snapshot.appendItems([1, 2, 3], toSection: "a")
        try snapshot.appendItems([4, 5])
        return snapshot
    }

    @Test func countsAndLookups() throws {
        let snapshot = try sample()
        #expect(snapshot.numberOfItems == 5 && snapshot.numberOfSections == 2)
        #expect(try snapshot.numberOfItems(inSection: "b") == 2)
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(try snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3])
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "b")
        #expect(snapshot.indexOfItem(5) == 4 && snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("b") == 1 && snapshot.indexOfSection("z") == nil)
    }

    @Test func insertingAndMovingSections() throws {
        var snapshot = try sample()
        try snapshot.insertSections(["x"], beforeSection: "a")
        try snapshot.insertSections(["y"], afterSection: "a")
        #expect(snapshot.sectionIdentifiers == ["x", "a", "y", "b"])
        try snapshot.moveSection("x", afterSection: "b")
        try snapshot.moveSection("b", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["b", "a", "y", "x"])
        #expect(snapshot.indexOfItem(1) == 2 && snapshot.sectionIdentifier(containingItem: 5) == "b")
        try snapshot.deleteSections(["a", "x"])
        #expect(snapshot.sectionIdentifiers == ["b", "y"] && snapshot.itemIdentifiers == [4, 5])
        #expect(snapshot.indexOfItem(1) == nil && snapshot.indexOfSection("y") == 1)
    }

    @Test func insertingMovingAndDeletingItems() throws {
        var snapshot = try sample()
        try snapshot.insertItems([10, 11], beforeItem: 2)
        try snapshot.insertItems([12], afterItem: 5)
        #expect(snapshot.itemIdentifiers == [1, 10, 11, 2, 3, 4, 5, 12])
        try snapshot.moveItem(1, afterItem: 4)
        try snapshot.moveItem(12, beforeItem: 10)
        #expect(try snapshot.itemIdentifiers(inSection: "a") == [12, 10, 11, 2, 3])
        #expect(try snapshot.itemIdentifiers(inSection: "b") == [4, 1, 5])
        #expect(snapshot.indexOfItem(1) == 6 && snapshot.sectionIdentifier(containingItem: 12) == "a")
        try snapshot.deleteItems([10, 4])
        #expect(snapshot.itemIdentifiers == [12, 11, 2, 3, 1, 5])
        #expect(snapshot.indexOfItem(5) == 5)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
    }

    @Test func reloadAndReconfigureMarks() throws {
        var snapshot = try sample()
        try snapshot.reloadItems([2, 2, 4])
        try snapshot.reconfigureItems([5])
        try snapshot.reloadSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [2, 4])
        #expect(snapshot.reconfiguredItemIdentifiers == [5])
        #expect(snapshot.reloadedSectionIdentifiers == ["b"])
        try snapshot.deleteItems([4])
        #expect(snapshot.reloadedItemIdentifiers == [2])
    }

    @Test func refusedChangesNameTheIdentifiersAndChangeNothing() throws {
        var snapshot = try sample()
        let before = snapshot
        #expect(throws: SnapshotError.duplicateSections(["a"])) { try snapshot.appendSections(["c", "a"]) }
        #expect(throws: SnapshotError.duplicateItems(["7"])) { try snapshot.appendItems([7, 7], toSection: "a") }
        #expect(throws: SnapshotError.duplicateItems(["3"])) { try snapshot.appendItems([3]) }
        #expect(throws: SnapshotError.unknownSections(["z"])) { try snapshot.appendItems([8], toSection: "z") }
        #expect(throws: SnapshotError.unknownItems(["9"])) { try snapshot.deleteItems([1, 9]) }
        #expect(throws: SnapshotError.unknownItems(["9"])) { try snapshot.reloadItems([9]) }
        #expect(throws: SnapshotError.unknownItems(["9"])) { try snapshot.insertItems([8], beforeItem: 9) }
        #expect(throws: SnapshotError.unknownSections(["z"])) { try snapshot.deleteSections(["z"]) }
        #expect(throws: SnapshotError.relativeToItself("2")) { try snapshot.moveItem(2, beforeItem: 2) }
        #expect(throws: SnapshotError.unknownSections(["z"])) { try snapshot.numberOfItems(inSection: "z") }
        #expect(snapshot == before && snapshot.numberOfItems == 5)
        var empty = Snapshot()
        #expect(throws: SnapshotError.noSections) { try empty.appendItems([1]) }
        #expect(SnapshotError.unknownItems(["9"]).description == "item identifiers [\"9\"] are not in the snapshot")
    }
}
