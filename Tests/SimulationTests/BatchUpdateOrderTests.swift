import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import TestSupport
import Testing

/// The engine holds whichever view walks a batch update to UIKit's order: the simulated view's
/// updates walk it (every test that performs one would fail otherwise), and a step out of order
/// is a runtime issue naming it.
@Suite struct BatchUpdateOrderTests {
    func makeView() throws -> SimulatedCollectionView {
        try SimulatedCollectionView(size: CGSize(width: 320, height: 480), layout: TableLayout(itemSize: CGSize(width: 0, height: 44)),
                                    itemCounts: [10], clock: ManualClock())
    }

    @Test func aViewsUpdateWalksTheStepsInOrder() throws {
        let view = try makeView()
        try view.performBatchUpdates(itemCounts: [11], updatingData: {}, { $0.insertItems(at: [ItemPath(item: 0, section: 0)]) }, completion: nil)
        #expect(view.engine.layout.update.step == nil, "the update is over")
    }

    @Test func theUpdatesItemsBeforeItsPrepareAreReported() throws {
        let view = try makeView()
        let insert = UpdateItem(updateAction: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: ItemPath(item: 0, section: 0))
        view.engine.record(.dataCounts, ofBatchUpdate: true)
        expectRuntimeIssue("a batch update walked out of UIKit's order: prepare(forCollectionViewUpdates:) before prepare()") {
            view.engine.prepare(forCollectionViewUpdates: [insert])
        }
        _ = view.engine.finalizeCollectionViewUpdates()
    }

    @Test func aFinalizationWithoutTheUpdatesItemsIsReported() throws {
        let view = try makeView()
        expectRuntimeIssue("a batch update walked out of UIKit's order: finalizeCollectionViewUpdates() without prepare(forCollectionViewUpdates:)") {
            _ = view.engine.finalizeCollectionViewUpdates()
        }
    }
}
