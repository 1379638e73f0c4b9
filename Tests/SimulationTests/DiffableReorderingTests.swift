@_spi(Testing) import DiffableData
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing

/// The simulated diffable data source's reordering handlers: who may move, the transaction's
/// snapshots and difference, and the data source's own snapshot afterwards. A 320 × 480 view
/// over full-width rows 50 tall with no spacing: section "a" = [1, 2, 3] at y = 0, 50, 100,
/// section "b" = [4, 5] at 150, 200.
@Suite("Diffable data source: reordering handlers")
@MainActor
struct DiffableReorderingTests {
    let clock = ManualClock()
    let view: SimulatedCollectionView
    let dataSource: DiffableDataSource<String, Int>

    init() throws {
        view = try SimulatedCollectionView(size: CGSize(width: 320, height: 480),
                                           layout: FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 320, height: 50),
                                                                                                    minimumLineSpacing: 0)),
                                           itemCounts: [], clock: clock)
        dataSource = DiffableDataSource(collectionView: view) { view, path, item in
            let cell = try view.dequeueReusableCell(withReuseIdentifier: SimulatedCollectionView.defaultCellReuseIdentifier, for: path)
            cell.setAppearance(ElementAppearance(title: "\(item)"), animationDuration: 0)
            return cell
        }
        var snapshot = DiffableSnapshot<String, Int>()
        try snapshot.appendSections(["a", "b"])
        try snapshot.appendItems([1, 2, 3], toSection: "a")
        try snapshot.appendItems([4, 5], toSection: "b")
        try dataSource.apply(snapshot, animatingDifferences: false)
    }

    func title(_ item: Int, _ section: Int) -> String? {
        view.visibleElements.first { $0.category == .cell && $0.indexPath == ItemPath(item: item, section: section) }?[ElementAppearance.self]?.title
    }

    /// Without `canReorderItem` nothing moves, and it refuses the items it says no to.
    @Test func reorderingIsOffUntilAllowed() {
        #expect(!view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        dataSource.reorderingHandlers.canReorderItem = { $0 != 2 }
        #expect(!view.beginInteractiveMovementForItem(at: ItemPath(item: 1, section: 0)))
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
    }

    /// Item 1 dragged over item 5 (y = 225): section "a" closes up (2, 3 at 0, 50), "b" starts at
    /// 100 (4 at 100, 1's place at 150, 5 at 200). Cells coming on screen mid-move show the right
    /// items. On release the data source shows a: [2, 3], b: [4, 1, 5]: `willReorder` sees the old
    /// snapshot still shown, `didReorder` the new one; the difference removes 1 at 0 and inserts
    /// it at 3.
    @Test func aMoveAcrossSectionsIsOneTransaction() throws {
        var heard: [(String, DiffableDataSourceTransaction<String, Int>, [Int])] = []
        dataSource.reorderingHandlers = .init(canReorderItem: { _ in true },
                                              willReorder: { [dataSource] in heard.append(("will", $0, dataSource.snapshot().itemIdentifiers)) },
                                              didReorder: { [dataSource] in heard.append(("did", $0, dataSource.snapshot().itemIdentifiers)) })
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 225))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 1, section: 1))
        clock.advance(by: 0.3)
        #expect(title(0, 0) == "2")
        #expect(title(0, 1) == "4")
        #expect(title(2, 1) == "5")
        #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3, 4, 5])
        view.endInteractiveMovement()
        #expect(heard.map(\.0) == ["will", "did"])
        #expect(heard[0].2 == [1, 2, 3, 4, 5])
        #expect(heard[1].2 == [2, 3, 4, 1, 5])
        let transaction = heard[1].1
        #expect(transaction.initialSnapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(transaction.finalSnapshot == dataSource.snapshot())
        #expect(try dataSource.snapshot().itemIdentifiers(inSection: "b") == [4, 1, 5])
        #expect(Array(transaction.difference) == [.remove(offset: 0, element: 1, associatedWith: 3), .insert(offset: 3, element: 1, associatedWith: 0)])
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["a", "b"])
        #expect(transaction.sectionTransactions[1].finalSnapshot.items == [4, 1, 5])
        clock.advance(by: 0.3)
        #expect(title(1, 1) == "1")
    }

    /// A cancelled movement tells no handler and leaves the snapshot.
    @Test func aCancelledMoveChangesNothing() {
        var heard = 0
        dataSource.reorderingHandlers = .init(canReorderItem: { _ in true }, willReorder: { _ in heard += 1 }, didReorder: { _ in heard += 1 })
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 225))
        view.cancelInteractiveMovement()
        clock.advance(by: 0.3)
        #expect(heard == 0)
        #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(title(0, 0) == "1")
    }
}
