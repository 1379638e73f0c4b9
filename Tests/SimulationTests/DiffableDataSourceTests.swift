@_spi(Testing) import DiffableData
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
import PropertyBased
@_spi(Testing) import Simulation
import TestSupport
import Testing

/// A 100×200 view over 50 pt rows of a flow layout (rows 0–3 visible) with a data source whose cells show their
/// item's number as their title, and a log of every configuration.
private final class Harness {
    let clock = ManualClock()
    let view: SimulatedCollectionView
    let dataSource: DiffableDataSource<String, Int>
    var configured: [Int] = []
    var headers: [Int] = []

    init(layout: (any CollectionLayout)? = nil) throws {
        view = try SimulatedCollectionView(size: CGSize(width: 100, height: 200),
                                           layout: layout ?? FlowLayout(configuration: FlowLayoutConfiguration(
                                               itemSize: CGSize(width: 100, height: 50), minimumLineSpacing: 0)),
                                           itemCounts: [], clock: clock,
                                           registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind]))
        view.register(forCellWithReuseIdentifier: "number")
        var log: (Int) -> Void = { _ in }
        dataSource = DiffableDataSource(collectionView: view) { view, path, item in
            log(item)
            let cell = try view.dequeueReusableCell(withReuseIdentifier: "number", for: path)
            cell.setAppearance(ElementAppearance(title: "\(item)", tint: item), animationDuration: 0)
            return cell
        }
        log = { [unowned self] in configured.append($0) }
    }

    /// The title each live cell shows, by index path.
    var shownTitles: [ItemPath: String] {
        Dictionary(uniqueKeysWithValues: view.liveViews.filter { $0.key.category == .cell }
            .map { ($0.key.indexPath, $0.value.appearance?.title ?? "?") })
    }

    /// Whether every live cell shows the item the data source has at its path.
    var cellsShowTheirItems: Bool {
        shownTitles.allSatisfy { path, title in dataSource.itemIdentifier(for: path).map { "\($0)" } == title }
    }

    func view(showing item: Int) -> SimulatedView? {
        dataSource.indexPath(for: item).flatMap { view.liveViews[ElementKey(category: .cell, indexPath: $0)] }
    }
}


@Suite("Diffable data source")
struct DiffableDataSourceTests {
    /// An item that leaves a deleted section keeps its place on screen: sections "a" = 0…9 and
    /// "b" = 10…19, rows 50 tall, at offset 520 show item 11 (y = 550) first whole, 30 below the
    /// top. One section "all" = 19…0 instead (UIKit deletes both sections and inserts the items
    /// anew, so a batch update's paths lose item 11): item 11 is now row 8 (y = 400), and the
    /// offset follows it by its identifier, to 370.
    @Test func anItemLeavingADeletedSectionKeepsItsPlace() throws {
        let harness = try Harness()
        try harness.dataSource.apply(try snapshot([("a", Array(0..<10)), ("b", Array(10..<20))]), animatingDifferences: false)
        harness.view.setContentOffset(CGPoint(x: 0, y: 520), animated: false)
        try harness.dataSource.apply(try snapshot([("all", Array((0..<20).reversed()))]), animatingDifferences: true)
        #expect(harness.view.contentOffset.y == 370)
        #expect(harness.dataSource.itemIdentifier(for: ItemPath(item: 8, section: 0)) == 11)
    }

    @Test func cellsAreConfiguredOnlyWhenTheyComeOnScreen() throws {
        let harness = try Harness()
        try harness.dataSource.apply(snapshot([("a", Array(100..<1100))]), animatingDifferences: false)
        #expect(harness.view.itemCounts == [1000])
        #expect(harness.configured == [100, 101, 102, 103])
        harness.view.setContentOffset(CGPoint(x: 0, y: 75), animated: false)  // rows 1–5 now
        #expect(harness.configured == [100, 101, 102, 103, 104, 105])
        #expect(harness.cellsShowTheirItems)
    }

    @Test func identifiersAndPathsAnswerFromTheShownSnapshot() throws {
        let harness = try Harness()
        let data = try snapshot([("a", [1, 2]), ("b", [3])])
        try harness.dataSource.apply(data)
        #expect(harness.dataSource.snapshot() == data)
        #expect(harness.dataSource.itemIdentifier(for: ItemPath(item: 0, section: 1)) == 3)
        #expect(harness.dataSource.itemIdentifier(for: ItemPath(item: 1, section: 1)) == nil)
        #expect(harness.dataSource.itemIdentifier(for: ItemPath(item: 0, section: 2)) == nil)
        #expect(harness.dataSource.indexPath(for: 2) == ItemPath(item: 1, section: 0))
        #expect(harness.dataSource.indexPath(for: 9) == nil)
        #expect(harness.dataSource.sectionIdentifier(for: 1) == "b")
        #expect(harness.dataSource.index(for: "b") == 1)
        #expect(harness.dataSource.index(for: "z") == nil)
    }

    @Test func viewsFollowTheirItemsThroughDeletesInsertsAndMoves() throws {
        let harness = try Harness()
        try harness.dataSource.apply(snapshot([("a", [0, 1, 2, 3, 4, 5])]), animatingDifferences: false)
        let viewOf2 = try #require(harness.view(showing: 2))
        let viewOf3 = try #require(harness.view(showing: 3))
        harness.configured = []
        // 0 deleted, 9 inserted first, 3 moved before 2.
        try harness.dataSource.apply(snapshot([("a", [9, 1, 3, 2, 4, 5])]))
        #expect(harness.view.itemCounts == [6])
        #expect(harness.view(showing: 2) === viewOf2)
        #expect(harness.view(showing: 3) === viewOf3)
        // The kept views were not configured again; the new item was (and item 4, which the
        // intermediate stage, after the delete and before the insert, brought on screen).
        #expect(harness.configured == [4, 9])
        #expect(harness.cellsShowTheirItems)
        harness.clock.advance(by: 0.4)
        #expect(!harness.view.isAnimatingUpdates)
        #expect(harness.cellsShowTheirItems)
        #expect(harness.shownTitles[ItemPath(item: 1, section: 0)] == "1")
    }

    @Test func reconfigureKeepsTheViewWhileReloadReplacesIt() throws {
        let harness = try Harness()
        let data = try snapshot([("a", [0, 1, 2, 3])])
        try harness.dataSource.apply(data, animatingDifferences: false)
        let viewOf1 = try #require(harness.view(showing: 1)), viewOf2 = try #require(harness.view(showing: 2))
        let configurations = viewOf1.configurationCount
        harness.configured = []

        var reconfigured = data
        try reconfigured.reconfigureItems([1])
        try harness.dataSource.apply(reconfigured)
        #expect(harness.configured == [1])
        #expect(harness.view(showing: 1) === viewOf1)
        #expect(viewOf1.configurationCount == configurations + 1)
        #expect(!harness.view.isAnimatingUpdates)            // reconfiguring is no batch update

        harness.configured = []
        var reloaded = data
        try reloaded.reloadItems([2])
        try harness.dataSource.apply(reloaded)
        #expect(harness.configured == [2])
        let newView = try #require(harness.view(showing: 2))
        #expect(newView !== viewOf2)
        #expect(newView.appearance?.title == "2")
        #expect(harness.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test func reconfiguringAnItemOffScreenConfiguresNothing() throws {
        let harness = try Harness()
        var data = try snapshot([("a", Array(0..<20))])
        try harness.dataSource.apply(data, animatingDifferences: false)
        harness.configured = []
        try data.reconfigureItems([15])
        try harness.dataSource.apply(data)
        #expect(harness.configured.isEmpty)
    }

    @Test func animatingDifferencesFalseAppliesAtOnce() throws {
        let harness = try Harness()
        try harness.dataSource.apply(snapshot([("a", [0, 1, 2])]), animatingDifferences: false)
        var completed = false
        try harness.dataSource.apply(snapshot([("a", [2, 0])]), animatingDifferences: false) { completed = true }
        #expect(!harness.view.isAnimatingUpdates && harness.view.isAtRest)
        // As UIKit's, the completion runs once the current event is handled, never inside the call.
        #expect(!completed)
        harness.clock.step()
        #expect(completed)
        #expect(harness.view.visibleElements.map(\.frame.minY) == [0, 50])
        #expect(harness.cellsShowTheirItems)
    }

    @Test func completionWaitsForTheLastStage() throws {
        let harness = try Harness()
        try harness.dataSource.apply(snapshot([("a", [0, 1]), ("b", [2, 3])]), animatingDifferences: false)
        var completed = 0
        // Deletes, a section insert and moves: three stages, one completion after the last.
        try harness.dataSource.apply(snapshot([("c", [7]), ("b", [3, 0]), ("a", [1])])) { completed += 1 }
        #expect(completed == 0)
        #expect(harness.view.itemCounts == [1, 2, 1])
        harness.clock.advance(by: 0.4)
        #expect(completed == 1)
        #expect(harness.cellsShowTheirItems)
    }

    @Test func reloadDataConfiguresEveryVisibleViewAnew() throws {
        let harness = try Harness()
        try harness.dataSource.apply(snapshot([("a", [0, 1, 2])]), animatingDifferences: false)
        harness.configured = []
        try harness.dataSource.applySnapshotUsingReloadData(snapshot([("a", [0, 1, 2]), ("b", [5])]))
        #expect(harness.configured == [0, 1, 2, 5])
        #expect(harness.view.itemCounts == [3, 1])
        #expect(!harness.view.isAnimatingUpdates)
    }

    @Test func supplementaryViewsAreConfiguredByTheirProvider() throws {
        let layout = try FlowLayout(configuration: FlowLayoutConfiguration(
            itemSize: CGSize(width: 100, height: 50), headerReferenceSize: CGSize(width: 100, height: 20)))
        let harness = try Harness(layout: layout)
        var kinds: [String] = []
        harness.dataSource.supplementaryViewProvider = { collectionView, kind, path in
            kinds.append("\(kind) \(path.section)")
            let view = try collectionView.dequeueReusableSupplementaryView(ofKind: kind, for: path)
            view.setAppearance(ElementAppearance(title: "header \(path.section)"), animationDuration: 0)
            return view
        }
        try harness.dataSource.apply(snapshot([("a", [0, 1]), ("b", [2])]), animatingDifferences: false)
        #expect(kinds == ["\(ElementCategory.headerKind) 0", "\(ElementCategory.headerKind) 1"])
        let header = harness.view.visibleElements.first { $0.category == .supplementaryView(ElementCategory.headerKind) }
        #expect(header?[ElementAppearance.self]?.title == "header 0")
    }

    /// Random pairs of snapshots over sections s0…s4 and items 0…24 (empty sections, moves
    /// between sections and all-new data included): applied through the view, every stage is a
    /// consistent batch update (the view would throw otherwise), and at the end, mid-animation
    /// and at rest, every visible cell shows the item the data source has at its path.
    @Test func randomSnapshotsKeepTheViewConsistent() async {
        let arrangement = Gen.int(in: 0...4).array(of: 0...5).map { Array(Set($0)) }
        let data = zip(arrangement, Gen.int(in: 0...24).array(of: 0...25), Gen.int(in: 0...1000))
        await propertyCheck(count: 300, input: data, data) { old, new in
            func make(_ value: ([Int], [Int], Int)) throws -> DiffableSnapshot<String, Int> {
                try arrangedSnapshot(sectionNumbers: value.0, items: value.1, seed: value.2, spread: 3)
            }
            let harness = try Harness()
            try harness.dataSource.apply(make(old), animatingDifferences: false)
            let target = try make(new)
            try harness.dataSource.apply(target)
            #expect(harness.view.itemCounts == target.itemCounts)
            #expect(harness.dataSource.snapshot() == target)
            #expect(harness.cellsShowTheirItems)
            harness.clock.step(frames: 6)
            #expect(harness.cellsShowTheirItems)
            harness.clock.advance(by: 0.4)
            #expect(!harness.view.isAnimatingUpdates)
            #expect(harness.cellsShowTheirItems)
            #expect(harness.view.visibleElements.allSatisfy { $0.alpha == 1 })
        }
    }
}
