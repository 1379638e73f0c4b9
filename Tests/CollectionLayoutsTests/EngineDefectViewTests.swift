@_spi(Testing) import CompositionalLayoutModule
@_spi(Testing) import DiffableData
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing
import TestSupport

/// The defects a reading of `LayoutUIKit` found (issue 36) that a strict simulated view shows,
/// each decided away by the engine both views call: each test fails on the host that came before.
@Suite("Device defects the strict view shows and the engine fixes")
struct EngineDefectViewTests {
    static let size = CGSize(width: 390, height: 844)

    // MARK: 2. Rows at their estimates during an update

    /// Two sections of rows that size themselves (estimated 44; section 0's row n, by identity,
    /// wants 60 + 10·n, section 1's 100), each under a 30-point header, scrolled to 300. UIKit
    /// queries the new visible rect after the layout prepares for an update's new counts, before
    /// the layout has seen the update's items, and keeps the answers as the update's final
    /// attributes: the compositional layout carries reported sizes to their rows only once it
    /// sees the items, so then section 0's rows sit at their estimates and section 1's header at
    /// 30 + 8 · 44 = 382 — which UIKit then finds changed without an invalidation (it is at 950).
    /// The engine answers nothing in that window. Rows 0 and 1 (60 and 70) deleted from 60…150:
    /// section 0 ends at 30 + 920 = 950; the header moves from 1080 to 950 and stays where it was
    /// on screen, the offset moving from 300 to 170.
    @Test func rowsAreNeverAnsweredAtTheirEstimatesDuringAnUpdate() throws {
        let layout = CompositionalLayout { _, _ in
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
            let group = LayoutGroup.vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                             subitems: [item])
            let section = LayoutSection(group: group)
            section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: ElementCategory.headerKind, alignment: .top)]
            return section
        }
        let view = try SimulatedCollectionView(size: Self.size, layout: layout, itemCounts: [10, 10], clock: ManualClock(),
                                               registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind]))
        var rows = Array(0..<10)
        view.preferredSizeProvider = { element in
            guard element.category == .cell else { return nil }
            let path = element.indexPath
            return CGSize(width: element.frame.width, height: path.section == 0 ? 60 + 10 * CGFloat(rows[path.item]) : 100)
        }
        for offset in stride(from: 100, through: 300, by: 100) { view.setContentOffset(CGPoint(x: 0, y: offset), animated: false) }
        let header = ElementKey(category: .supplementaryView(ElementCategory.headerKind), indexPath: ItemPath(item: 0, section: 1))
        let before = try #require(view.visibleElements.first { $0.key == header })
        // Section 0: 30 + (60 + 70 + … + 150) = 30 + 1050 = 1080.
        #expect(before.frame.minY == 1080 && view.contentOffset.y == 300)
        #expect(view.lastLayoutError == nil)
        try view.performBatchUpdates(itemCounts: [8, 10], updatingData: { rows.removeFirst(2) }, {
            $0.deleteItems(at: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)])
        }, completion: nil)
        #expect(view.lastLayoutError == nil)
        let after = try #require(view.visibleElements.first { $0.key == header })
        #expect(after.frame.minY == 950 && view.contentOffset.y == 170)
    }

    // MARK: 3. An offset adjustment during an update's setup

    /// Rows 60 tall (estimated 44) at 1000: row 16 (960–1020) is cut by the top edge and row 17
    /// (1020–1080) anchors, 20 below it. A batch update reloads row 16, whose new cell wants 100:
    /// the view sizes it while UIKit sets the update up, where UIKit ignores an offset adjustment.
    /// The engine keeps the 40 and hands it over when the update finalizes, so row 17 stays 20
    /// below the top; the adjustment set in the setup would have been lost, and everything on
    /// screen would have moved down 40.
    @Test func anOffsetAdjustmentDuringAnUpdateArrivesWhenItFinalizes() throws {
        var heights = [Int: CGFloat]()
        let view = try SimulatedCollectionView(size: Self.size, layout: TableLayout(estimatedRowHeight: 44), itemCounts: [100],
                                               clock: ManualClock())
        view.preferredSizeProvider = { CGSize(width: $0.frame.width, height: heights[$0.indexPath.item] ?? 60) }
        for offset in stride(from: 100, through: 1000, by: 100) { view.setContentOffset(CGPoint(x: 0, y: offset), animated: false) }
        let row17 = ElementKey(category: .cell, indexPath: ItemPath(item: 17, section: 0))
        let before = try #require(view.visibleElements.first { $0.key == row17 })
        #expect(before.frame.minY - view.contentOffset.y == 20)
        heights[16] = 100
        try view.performBatchUpdates(itemCounts: [100], updatingData: {}, { $0.reloadItems(at: [ItemPath(item: 16, section: 0)]) },
                                     completion: nil)
        let after = try #require(view.engine.layout.layoutAttributes(for: row17))
        #expect(after.frame.minY == 1060)
        #expect(after.frame.minY - view.contentOffset.y == 20)
    }

    // MARK: 6. SwiftUI: nothing reaches the app during its own update

    /// An update of the view by the app (SwiftUI's `updateUIView`) that deletes the last rows
    /// moves the offset; the delegate hears of it once the event is over, not during it.
    @Test func scrollEventsOfAnAppsUpdateArriveAfterIt() throws {
        let clock = ManualClock()
        let view = try SimulatedCollectionView(size: Self.size, layout: TableLayout(itemSize: CGSize(width: 0, height: 50)),
                                               itemCounts: [40], clock: clock)
        view.setContentOffset(CGPoint(x: 0, y: 1156), animated: false)
        let recorder = ScrollRecorder()
        view.delegate = recorder
        try view.engine.performViewUpdate {
            try view.performBatchUpdates(itemCounts: [30]) { $0.deleteItems(at: (30..<40).map { ItemPath(item: $0, section: 0) }) }
            #expect(view.contentOffset.y == 656)
            #expect(recorder.scrolls == 0)
        }
        #expect(recorder.scrolls == 0)
        clock.step()
        #expect(recorder.scrolls == 1)
    }

    // MARK: 7. Data in the turn a movement ended in

    /// A diffable data source whose `didReorder` applies the moved snapshot with one more item: in
    /// the event the movement ended in, UIKit still holds the moved item's old path, so the apply
    /// waits for the next, and happens then; a direct batch update in that event is refused with
    /// an error that says why, and goes through on the next.
    @Test func dataChangesWaitForTheTurnAfterAMovement() throws {
        let clock = ManualClock()
        let view = try SimulatedCollectionView(size: Self.size, layout: TableLayout(itemSize: CGSize(width: 0, height: 50)),
                                               itemCounts: [0], clock: clock)
        let dataSource = DiffableDataSource<Int, String>(collectionView: view) { _, _, _ in }
        var snapshot = DiffableSnapshot<Int, String>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(["a", "b", "c"], toSection: 0)
        try dataSource.apply(snapshot, animatingDifferences: false)
        var applyError: (any Error)?
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { transaction in
            var next = transaction.finalSnapshot
            do {
                try next.appendItems(["d"], toSection: 0)
                try dataSource.apply(next, animatingDifferences: false)
            } catch { applyError = error }
        }
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 125))
        view.endInteractiveMovement()
        #expect(applyError == nil)
        #expect(dataSource.snapshot().itemIdentifiers == ["b", "c", "a"])
        #expect(throws: BatchUpdateError.layout(.interactiveMovementEnding)) {
            try view.performBatchUpdates(itemCounts: [3]) { _ in }
        }
        clock.step()
        #expect(dataSource.snapshot().itemIdentifiers == ["b", "c", "a", "d"])
        #expect(view.itemCounts == [4])
        try view.performBatchUpdates(itemCounts: [4]) { _ in }
    }

    // MARK: 8. A data source released late

    /// A data source released (its `deinit` reaches the view once the event is over, as UIKit's
    /// does) while another now fills the view — made at the same address, as a new object often
    /// is — leaves the new one's data shown: the attachment is a token, never an address.
    @Test func aLateReleaseLeavesTheNextDataSourceAlone() throws {
        let clock = ManualClock()
        let view = try SimulatedCollectionView(size: Self.size, layout: TableLayout(itemSize: CGSize(width: 0, height: 50)),
                                               itemCounts: [0], clock: clock)
        var first: DiffableDataSource<Int, String>? = DiffableDataSource(collectionView: view) { _, _, _ in }
        let address = first.map(ObjectIdentifier.init)
        first = nil
        var second: DiffableDataSource<Int, String>? = DiffableDataSource(collectionView: view) { _, _, _ in }
        var others: [DiffableDataSource<Int, String>?] = []
        while second.map(ObjectIdentifier.init) != address, others.count < 16 {
            others.append(second)
            second = DiffableDataSource(collectionView: view) { _, _, _ in }
        }
        var snapshot = DiffableSnapshot<Int, String>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(["a", "b"], toSection: 0)
        try second?.apply(snapshot, animatingDifferences: false)
        clock.step()
        #expect(view.itemCounts == [2])
        #expect(second?.snapshot().itemIdentifiers == ["a", "b"])
        // Released itself, the data source filling the view empties it.
        others = []
        second = nil
        clock.step()
        #expect(view.itemCounts == [])
    }
}

/// Counts the scroll events.
private final class ScrollRecorder: ScrollViewDelegate {
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: any ScrollableCollection) { scrolls += 1 }
}
