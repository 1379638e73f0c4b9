@_spi(Testing) import DiffableData
import PropertyBased
import Testing

/// A reorder of a snapshot: the moved snapshot equals an array model, the transaction's
/// difference and section transactions rebuild the final order, and places out of range change
/// nothing.
@Suite("Reordering transactions")
struct ReorderingTransactionTests {
    static func snapshot(_ sections: [[Int]]) throws -> DiffableSnapshot<Int, Int> {
        var snapshot = DiffableSnapshot<Int, Int>()
        try snapshot.appendSections(Array(sections.indices))
        for (section, items) in sections.enumerated() { try snapshot.appendItems(items, toSection: section) }
        return snapshot
    }

    @Test func placesOutOfRangeChangeNothing() throws {
        let snapshot = try Self.snapshot([[1, 2], []])
        #expect(snapshot.movingItem(from: (0, 2), to: (1, 0)) == nil)
        #expect(snapshot.movingItem(from: (0, 0), to: (2, 0)) == nil)
        #expect(snapshot.movingItem(from: (0, 0), to: (1, 1)) == nil)
        #expect(snapshot.movingItem(from: (0, 0), to: (0, -1)) == nil)
        #expect(snapshot.movingItem(from: (0, 0), to: (1, 0))?.itemIdentifiers == [2, 1])
        var heard = 0
        let handlers = DiffableReorderingHandlers<Int, Int>(willReorder: { _ in heard += 1 })
        #expect(!handlers.reorder(snapshot, from: (5, 0), to: (0, 0), show: { _ in Issue.record("shown") }))
        #expect(heard == 0)
        #expect(!handlers.canReorder(1))
        // Set down where it was: no transaction.
        #expect(!handlers.reorder(snapshot, from: (0, 1), to: (0, 1), show: { _ in Issue.record("shown") }))
        #expect(heard == 0)
    }

    @Test func aMoveMatchesTheArrayModel() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...4).array(of: 1...4), Gen.int(in: 0...1000), Gen.int(in: 0...1000)) { counts, a, b in
            var next = 0
            let sections = counts.map { count in (0..<count).map { _ in next += 1; return next } }
            let places = sections.enumerated().flatMap { section, items in items.indices.map { (section, $0) } }
            guard !places.isEmpty, let snapshot = try? Self.snapshot(sections) else { return }
            let source = places[a % places.count]
            var model = sections
            let item = model[source.0].remove(at: source.1)
            let targets = model.enumerated().flatMap { section, items in (0...items.count).map { (section, $0) } }
            let destination = targets[b % targets.count]
            model[destination.0].insert(item, at: destination.1)
            var shown: DiffableSnapshot<Int, Int>?
            let handlers = DiffableReorderingHandlers<Int, Int>(canReorderItem: { _ in true }, didReorder: { transaction in
                #expect(transaction.finalSnapshot == shown)
                #expect(transaction.initialSnapshot.itemIdentifiers.applying(transaction.difference) == model.flatMap { $0 })
                for sectionTransaction in transaction.sectionTransactions {
                    #expect(sectionTransaction.finalSnapshot.items == model[sectionTransaction.sectionIdentifier])
                }
            })
            guard source != destination else {
                #expect(!handlers.reorder(snapshot, from: source, to: destination, show: { shown = $0 }))
                #expect(shown == nil)
                return
            }
            #expect(handlers.reorder(snapshot, from: source, to: destination, show: { shown = $0 }))
            #expect(shown.map { snapshot in snapshot.sectionIdentifiers.indices.map { snapshot.items(inSectionAt: $0).array } } == model)
        }
    }
}
