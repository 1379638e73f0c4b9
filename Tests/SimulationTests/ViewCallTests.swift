import Foundation
import Testing
import TestSupport
@_spi(Testing) import DiffableData
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

/// Issue 55 (1): UIKit's own data calls an app makes on the collection view itself go through the
/// engine with the counts the app's changes leave (the UIKit view's `insertItems(at:)`,
/// `performBatchUpdates(_:completion:)`… call these entries), through the simulated view as the
/// platform. Rows 50 tall in a 390 × 844 view.
@Suite("The collection view driven the UIKit way")
@MainActor
struct ViewCallTests {
    static func view(_ counts: [Int], clock: ManualClock = ManualClock()) throws -> SimulatedCollectionView {
        try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: try TableLayout(itemSize: CGSize(width: 0, height: 50)),
                                    itemCounts: counts, clock: clock)
    }

    /// Two rows inserted at the top of [10] and one deleted: the view shows 11, animated, the
    /// old row 0 at y 100 at the end; a section deleted from [3, 4] leaves [4].
    @Test func recordedChangesAreABatchUpdateWithTheirCounts() throws {
        let clock = ManualClock()
        let view = try Self.view([10], clock: clock)
        var batch = BatchUpdates()
        batch.insertItems(at: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)])
        batch.deleteItems(at: [ItemPath(item: 9, section: 0)])
        var finished: [Bool] = []
        view.engine.appRecorded(batch) { finished.append($0) }
        #expect(view.itemCounts == [11])
        #expect(view.isAnimatingUpdates)
        clock.run(until: { view.isAtRest })
        clock.step()
        #expect(finished == [true])
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 2, section: 0))?.frame.minY == 100)

        let sections = try Self.view([3, 4])
        var deletion = BatchUpdates()
        deletion.deleteSections([0])
        sections.engine.appRecorded(deletion, completion: nil)
        #expect(sections.itemCounts == [4])
    }

    /// A section inserted has no count the view knows, and any change while a diffable data
    /// source fills the view is UIKit's exception: each a runtime issue naming what to call,
    /// nothing changed, the completion told `false` on a later turn. `reloadData()` keeps the
    /// counts the view answers.
    @Test func whatCannotBeCarriedOutIsARuntimeIssue() throws {
        let clock = ManualClock()
        let view = try Self.view([3], clock: clock)
        var insertion = BatchUpdates()
        insertion.insertSections([1])
        var finished: [Bool] = []
        expectRuntimeIssue("performBatchUpdates(itemCounts:") { view.engine.appRecorded(insertion) { finished.append($0) } }
        clock.step()
        #expect(view.itemCounts == [3] && finished == [false])

        let filled = try Self.view([])
        let dataSource = DiffableDataSource<Int, Int>(collectionView: filled) { _, _, _ in }
        var snapshot = DiffableSnapshot<Int, Int>()
        try snapshot.appendSections([0])
        try snapshot.appendItems([1, 2, 3], toSection: 0)
        try dataSource.apply(snapshot, animatingDifferences: false)
        var deletion = BatchUpdates()
        deletion.deleteItems(at: [ItemPath(item: 0, section: 0)])
        expectRuntimeIssue("diffable data source's apply") { filled.engine.appRecorded(deletion, completion: nil) }
        #expect(filled.itemCounts == [3])
        filled.engine.appReloadedData()
        #expect(filled.itemCounts == [3])

        // Without a diffable data source the view has no new counts to reload: it says so once.
        let plain = try Self.view([3])
        let reported = expectRuntimeIssue("reloadData(itemCounts:") {
            plain.engine.appReloadedData()
            plain.engine.appReloadedData()
        }
        #expect(reported == 1 && plain.itemCounts == [3])
    }

    /// Counts each cell asked for, by index path.
    final class CountingCells: SimulatedDataSource {
        var asked: [ItemPath] = []
        func collectionView(_ collectionView: SimulatedCollectionView, cellForItemAt indexPath: ItemPath) throws(LayoutError) -> SimulatedView {
            asked.append(indexPath)
            return try collectionView.dequeueReusableCell(withReuseIdentifier: SimulatedCollectionView.defaultCellReuseIdentifier, for: indexPath)
        }
    }

    /// An item configured again inside the app's update is part of it: its cell is asked for at
    /// its place after the update (item 2 before a deletion of item 0 is item 1 after); alone,
    /// an item's cell is asked for again at once.
    @Test func itemsConfiguredAgainAreThoseOfTheUpdate() throws {
        let clock = ManualClock()
        let view = try Self.view([5], clock: clock)
        let cells = CountingCells()
        view.dataSource = cells
        view.layoutIfNeeded()
        cells.asked = []
        var batch = BatchUpdates()
        batch.deleteItems(at: [ItemPath(item: 0, section: 0)])
        view.engine.appRecorded(batch, reconfiguring: [ItemPath(item: 2, section: 0)], completion: nil)
        #expect(view.itemCounts == [4])
        #expect(cells.asked.contains(ItemPath(item: 1, section: 0)))
        clock.run(until: { view.isAtRest })
        cells.asked = []
        view.engine.appReconfigured([ItemPath(item: 3, section: 0)])
        #expect(cells.asked == [ItemPath(item: 3, section: 0)])
    }

    /// Issue 55 (2): a view that learns of supplementary kinds only when UIKit dequeues them (the
    /// UIKit view, whose app may register with `SupplementaryRegistration` on first dequeue) knows a
    /// kind is missing at dequeue time: the registered identifier of a kind registered on the view
    /// itself, and for a kind nothing registered, no identifier and one runtime issue naming it.
    @Test func aMissingKindIsKnownAtDequeueTime() throws {
        let view = try Self.view([3])
        view.engine.changeRegistry {
            $0.checksSupplementaryKinds = false
            $0.registerSupplementaryView(ofKind: "badge", reuseIdentifier: "badge-view")
        }
        let path = ItemPath(item: 0, section: 0)
        var told: [LayoutError] = []
        view.engine.errorHandler = { told.append($0) }
        #expect(view.engine.reuseIdentifierForDequeue(ofSupplementaryKind: "badge", at: path) == "badge-view")
        let reported = expectRuntimeIssue("caption") {
            #expect(view.engine.reuseIdentifierForDequeue(ofSupplementaryKind: "caption", at: path) == nil)
            #expect(view.engine.reuseIdentifierForDequeue(ofSupplementaryKind: "caption", at: path) == nil)
        }
        #expect(reported == 1)
        #expect(told == [.unregisteredView(ElementKey(category: .supplementaryView("caption"), indexPath: path), reuseIdentifier: nil,
                                           layout: "TableLayout")])
    }
}
