@_spi(Testing) import DiffableData
import Foundation
import Testing

/// A reorder as `onMove` reports it, carried out on an app's arrays.
@Suite("Item moves")
struct ItemMoveTests {
    typealias Move = ItemMove<String, String>

    /// Within one section the destination counts the items before the move: [a, b, c] with b
    /// (offset 1) moved to 3 reads [a, c, b]; c (2) moved to 0 reads [c, a, b]; offsets [0, 2]
    /// moved to 2 read [b, a, c].
    @Test func withinASectionTheDestinationCountsTheItemsBefore() {
        var items = ["a", "b", "c"]
        #expect(Move(items: ["b"], sourceSection: "s", sourceOffsets: [1], destinationSection: "s", destinationOffset: 3).apply(to: &items))
        #expect(items == ["a", "c", "b"])
        items = ["a", "b", "c"]
        #expect(Move(items: ["c"], sourceSection: "s", sourceOffsets: [2], destinationSection: "s", destinationOffset: 0).apply(to: &items))
        #expect(items == ["c", "a", "b"])
        items = ["a", "b", "c"]
        #expect(Move(items: ["a", "c"], sourceSection: "s", sourceOffsets: [0, 2], destinationSection: "s", destinationOffset: 2).apply(to: &items))
        #expect(items == ["b", "a", "c"])
    }

    /// Across sections: a's item at 0 to b's offset 1; a move naming a missing section or an
    /// offset out of range changes nothing.
    @Test func acrossSectionsAndOutOfRange() {
        struct Section { var id: String; var items: [Int] }
        var sections = [Section(id: "a", items: [1, 2]), Section(id: "b", items: [3, 4])]
        let move = ItemMove<String, Int>(items: [1], sourceSection: "a", sourceOffsets: [0], destinationSection: "b", destinationOffset: 1)
        #expect(!move.isWithinSection)
        #expect(move.apply(to: &sections, sectionID: \.id, items: \.items))
        #expect(sections.map(\.items) == [[2], [3, 1, 4]])
        var flat = [1, 2]
        #expect(!move.apply(to: &flat))
        let missing = ItemMove<String, Int>(items: [1], sourceSection: "z", sourceOffsets: [0], destinationSection: "b", destinationOffset: 0)
        #expect(!missing.apply(to: &sections, sectionID: \.id, items: \.items))
        let far = ItemMove<String, Int>(items: [3], sourceSection: "b", sourceOffsets: [0], destinationSection: "a", destinationOffset: 5)
        #expect(!far.apply(to: &sections, sectionID: \.id, items: \.items))
        #expect(sections.map(\.items) == [[2], [3, 1, 4]])
    }

    /// A transaction the data source's own movement made names its move; one made otherwise does
    /// not.
    @Test func aTransactionNamesItsMove() throws {
        var before = DiffableSnapshot<String, String>()
        try before.appendSections(["s", "t"])
        try before.appendItems(["a", "b", "c"], toSection: "s")
        try before.appendItems(["d"], toSection: "t")
        var heard: [DiffableDataSourceTransaction<String, String>] = []
        let handlers = DiffableReorderingHandlers<String, String>(canReorderItem: { _ in true }, didReorder: { heard.append($0) })
        #expect(handlers.reorder(before, from: (0, 2), to: (1, 0), show: { _ in }))
        let transaction = try #require(heard.first)
        let move = try #require(ItemMove(transaction))
        #expect(move == ItemMove(items: ["c"], sourceSection: "s", sourceOffsets: [2], destinationSection: "t", destinationOffset: 0))
        #expect(ItemMove(DiffableDataSourceTransaction(initialSnapshot: before, finalSnapshot: before)) == nil)
    }
}
