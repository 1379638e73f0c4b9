import Foundation
import Testing
@_spi(Testing) import DiffableData
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

/// Issue 55 (6), leaks: what the views keep alive. A screen (as a view controller) owns its view
/// and data source and gives them closures that read it, capturing it weakly as the docs ask;
/// once the screen is dropped it is freed, and so are the view and the data source, after a
/// scroll, an apply, a reload, cells sizing themselves and a reorder: nothing the package keeps
/// (the engine, its concerns, a deferred event, the reuse pool) holds them. A data source dropped
/// alone is freed while the view lives, as UIKit holds its data source weakly.
@Suite("Ownership: views, data sources and the closures given them")
@MainActor
struct OwnershipTests {
    final class Screen: ScrollViewDelegate {
        let clock = ManualClock()
        let view: SimulatedCollectionView
        var dataSource: DiffableDataSource<Int, String>?
        var items = (0..<40).map { "item \($0)" }
        var heard = 0

        init() throws {
            view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: try TableLayout(estimatedRowHeight: 44),
                                               itemCounts: [], clock: clock)
            dataSource = DiffableDataSource(collectionView: view) { [weak self] cell, _, item in
                cell.setAppearance(ElementAppearance(title: self?.items.first { $0 == item }), animationDuration: 0)
            }
            view.preferredSizeProvider = { [weak self] _ in self.map { _ in CGSize(width: 390, height: 60) } }
            view.delegate = self
            var handlers = DiffableReorderingHandlers<Int, String>()
            handlers.canReorderItem = { [weak self] _ in self != nil }
            handlers.didReorder = { [weak self] _ in self?.heard += 1 }
            dataSource?.reorderingHandlers = handlers
        }

        func scrollViewDidScroll(_ scrollView: any ScrollableCollection) { heard += 1 }

        func use() throws {
            var snapshot = DiffableSnapshot<Int, String>()
            try snapshot.appendSections([0])
            try snapshot.appendItems(items, toSection: 0)
            try dataSource?.apply(snapshot, animatingDifferences: false)
            view.drag(by: CGPoint(x: 0, y: -300))
            view.endDragging(velocity: CGPoint(x: 0, y: -800))
            clock.run(until: { self.view.isAtRest })
            try snapshot.deleteItems(["item 3"])
            try dataSource?.apply(snapshot, animatingDifferences: true)
            clock.run(until: { self.view.isAtRest })
            clock.step()
        }
    }

    @Test func aDroppedScreenFreesItsViewAndDataSource() throws {
        weak var screen: Screen?
        weak var view: SimulatedCollectionView?
        weak var dataSource: DiffableDataSource<Int, String>?
        try {
            let owner = try Screen()
            try owner.use()
            #expect(owner.heard > 0)
            (screen, view, dataSource) = (owner, owner.view, owner.dataSource)
        }()
        #expect(screen == nil)
        #expect(view == nil)
        #expect(dataSource == nil)
    }

    @Test func aDroppedDataSourceIsFreedWhileTheViewLives() throws {
        let owner = try Screen()
        try owner.use()
        weak var dataSource = owner.dataSource
        owner.dataSource = nil
        #expect(dataSource == nil)
        owner.view.layoutIfNeeded()
        #expect(owner.view.contentSize.height >= 0)
    }
}
