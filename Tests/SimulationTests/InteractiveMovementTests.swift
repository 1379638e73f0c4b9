import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing
import TestSupport

/// Interactive movement in the simulated view, over a table of 60-pt rows in a 320 × 480 view:
/// row r spans y = 60r … 60r + 60. Frames worked out by hand.
@Suite("Interactive movement in the simulated view")
@MainActor
struct InteractiveMovementTests {
    let clock = ManualClock()
    let view: SimulatedCollectionView
    let data: ReorderingDataSource

    init() throws {
        view = try makeTableView(rows: 20, clock: clock)
        data = ReorderingDataSource(itemCounts: [20])
        view.dataSource = data
        try view.reloadData(itemCounts: data.itemCounts)
    }

    /// What the view shows: each cell's path, frame, title and z-index, in path order.
    func shown() -> [(ItemPath, CGRect, String?, Int)] {
        view.visibleElements.filter { $0.category == .cell }.sorted { $0.indexPath < $1.indexPath }
            .map { ($0.indexPath, $0.frame, $0[ElementAppearance.self]?.title, $0.zIndex) }
    }

    func cell(_ item: Int) -> LayoutAttributes? {
        view.visibleElements.first { $0.category == .cell && $0.indexPath == ItemPath(item: item, section: 0) }
    }

    /// Row 2 held and dragged to (160, 330), inside row 5: the target is row 5, rows 3–5 (items
    /// 3, 4, 5) move up to y = 120, 180, 240, and the moving item is centred on the finger above
    /// all. Let go, the data source moves [0, 2] to [0, 5] once and the item settles at y = 300.
    @Test func draggingARowDownMakesRoomAndEndsInOneMove() throws {
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 2, section: 0)))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 2, section: 0))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 330))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 5, section: 0))
        clock.advance(by: 0.3)
        #expect(cell(2)?.frame == CGRect(x: 0, y: 120, width: 320, height: 60))
        #expect(cell(2)?[ElementAppearance.self]?.title == "3")
        #expect(cell(3)?.frame.minY == 180)
        #expect(cell(4)?.frame.minY == 240)
        #expect(cell(4)?[ElementAppearance.self]?.title == "5")
        #expect(cell(5)?.center == CGPoint(x: 160, y: 330))
        #expect(cell(5)?.zIndex == Int.max)
        #expect(cell(5)?[ElementAppearance.self]?.title == "2")
        #expect(data.moves.isEmpty)

        view.endInteractiveMovement()
        #expect(data.moves.map(\.from) == [ItemPath(item: 2, section: 0)])
        #expect(data.moves.map(\.to) == [ItemPath(item: 5, section: 0)])
        #expect(Array(data.sections[0].prefix(7)) == [0, 1, 3, 4, 5, 2, 6])
        #expect(view.interactiveMovement == nil)
        clock.advance(by: 0.3)
        #expect(cell(5)?.frame == CGRect(x: 0, y: 300, width: 320, height: 60))
        #expect(cell(5)?.zIndex == 0)
        #expect(view.isAtRest)
    }

    /// Half-way through the settle animation the item is half-way (eased) between the finger
    /// and its slot: it does not jump.
    @Test func theItemSettlesFromTheFinger() throws {
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 2, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 345))
        view.endInteractiveMovement()
        // From centre (200, 345) to (160, 330); ease-in-ease-out is at 0.5 half-way.
        clock.advance(by: 0.15)
        let center = try #require(cell(5)?.center)
        #expect(abs(center.x - 180) < 0.5 && abs(center.y - 337.5) < 0.5)
    }

    /// Cancelled, every row goes back exactly where it was and the data source is not told.
    @Test func cancelRestoresTheStartExactly() throws {
        let before = shown().map { "\($0.0) \($0.1) \($0.2 ?? "") \($0.3)" }
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 2, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 330))
        clock.advance(by: 0.1)
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 450))
        view.cancelInteractiveMovement()
        clock.advance(by: 0.35)
        #expect(shown().map { "\($0.0) \($0.1) \($0.2 ?? "") \($0.3)" } == before)
        #expect(data.moves.isEmpty)
        #expect(view.itemCounts == [20])
    }

    /// The delegate's redirect: a target of row 0 is refused (the current one kept); row 1 is not.
    @Test func theDelegateRedirectsATarget() throws {
        let delegate = PinnedFirstRow()
        view.delegate = delegate
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 3, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 30))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 3, section: 0))
        #expect(delegate.asked.last?.proposed == ItemPath(item: 0, section: 0))
        #expect(delegate.asked.last?.original == ItemPath(item: 3, section: 0))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 90))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 1, section: 0))
        // A redirect to a place that does not exist keeps the item where it stands.
        delegate.redirect = ItemPath(item: 40, section: 0)
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 150))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 1, section: 0))
        delegate.redirect = nil
        view.endInteractiveMovement()
        #expect(Array(data.sections[0].prefix(4)) == [0, 3, 1, 2])
    }

    /// What refuses to begin: an item the data source fixes, an item that does not exist, a data
    /// source that cannot move items, a second movement.
    @Test func refusalsToBegin() throws {
        data.fixed = [ItemPath(item: 1, section: 0)]
        #expect(!view.beginInteractiveMovementForItem(at: ItemPath(item: 1, section: 0)))
        #expect(!view.beginInteractiveMovementForItem(at: ItemPath(item: 20, section: 0)))
        #expect(!view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 1)))
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        #expect(!view.beginInteractiveMovementForItem(at: ItemPath(item: 2, section: 0)))
        view.cancelInteractiveMovement()

        let plain = PlainDataSource()
        view.dataSource = plain
        #expect(!view.beginInteractiveMovementForItem(at: ItemPath(item: 2, section: 0)))
    }

    /// A batch update during a movement is refused with an error naming the movement; a finger
    /// position that is not finite is ignored and reported.
    @Test func badInputDuringAMovement() throws {
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 2, section: 0)))
        #expect(throws: BatchUpdateError.layout(.interactiveMovementInProgress)) {
            try view.performBatchUpdates(itemCounts: [21], updatingData: {}, { $0.insertItems(at: [ItemPath(item: 0, section: 0)]) },
                                         completion: nil)
        }
        #expect(throws: LayoutError.interactiveMovementInProgress) { try view.reloadData(itemCounts: [20]) }
        expectRuntimeIssue("interactive movement position (nan, 10) must be finite") {
            view.updateInteractiveMovementTargetPosition(CGPoint(x: CGFloat.nan, y: 10))
        }
        // NaN is not equal to itself: the message names the value.
        #expect(view.lastLayoutError?.description == "interactive movement position (nan, 10) must be finite")
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 2, section: 0))
        #expect(shown().allSatisfy { $0.1.isFinite })
    }

    /// Held 10 pt from the bottom edge (34 pt into the 44-pt band) the content scrolls down at
    /// 1200 · 34/44 = 927.27 pt/s: 15.45 pt in one frame at 60 fps, and the target follows the
    /// finger into row 8 (y = 485.45). It stops at the end: 100 rows end at 6000, the offset at
    /// 5520, with the finger over row 99.
    @Test func holdingNearAnEdgeScrollsAndTheTargetFollows() throws {
        let view = try makeTableView(rows: 100, clock: clock)
        let data = ReorderingDataSource(itemCounts: [100])
        view.dataSource = data
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 2, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 470))
        #expect(view.contentOffset.y == 0)
        clock.step()
        #expect(abs(view.contentOffset.y - 1200 * 34 / 44 / 60) < 1e-9)
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 8, section: 0))
        #expect(!view.isAtRest)
        clock.advance(by: 10)
        #expect(view.contentOffset.y == 5520)
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 99, section: 0))
        view.endInteractiveMovement()
        #expect(data.sections[0].last == 2)
        // Away from the edges nothing scrolls.
        #expect(view.beginInteractiveMovementForItem(at: ItemPath(item: 95, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 5520 + 240))
        clock.advance(by: 1)
        #expect(view.contentOffset.y == 5520)
        view.cancelInteractiveMovement()
    }
}

/// Keeps row 0 in place: any target there is refused.
private final class PinnedFirstRow: SimulatedCollectionViewDelegate {
    var asked: [(original: ItemPath, current: ItemPath, proposed: ItemPath)] = []
    /// Where every target goes instead, when set.
    var redirect: ItemPath?
    func collectionView(_ collectionView: SimulatedCollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: ItemPath,
                        atCurrentIndexPath currentIndexPath: ItemPath, toProposedIndexPath proposedIndexPath: ItemPath) -> ItemPath {
        asked.append((originalIndexPath, currentIndexPath, proposedIndexPath))
        if let redirect { return redirect }
        return proposedIndexPath.item == 0 ? currentIndexPath : proposedIndexPath
    }
}

/// A data source that cannot move items (no `moveItemAt`).
private final class PlainDataSource: SimulatedDataSource {
    func collectionView(_ collectionView: SimulatedCollectionView, cellForItemAt indexPath: ItemPath) throws(LayoutError) -> SimulatedView {
        try collectionView.dequeueReusableCell(withReuseIdentifier: SimulatedCollectionView.defaultCellReuseIdentifier, for: indexPath)
    }
}
