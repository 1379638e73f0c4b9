import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) @testable import LayoutHosting
import Testing

/// UIKit's order for a batch update, written once (`uikit-contract.md`, "Batch updates"): the
/// counts' invalidation, `prepare()`, `prepare(forCollectionViewUpdates:)`, the finalization.
@Suite struct BatchUpdateStepsTests {
    enum Call: CaseIterable { case counts, prepare, showItems, finalize }

    /// Walks `calls`, answering whether every step came in order, and the adjustment the
    /// finalization handed over (40 then −15 staged whenever the update is being set up).
    func walk(_ calls: [Call]) -> (inOrder: Bool, kept: CGPoint?) {
        var steps = BatchUpdateSteps(), inOrder = true, kept: CGPoint?
        for call in calls {
            switch call {
            case .counts: steps.countsInvalidated(ofBatchUpdate: true)
            case .prepare: steps.prepared()
            case .showItems:
                inOrder = steps.showUpdateItems(isEcho: false) && inOrder
                _ = steps.stage(CGPoint(x: 0, y: 40))
                _ = steps.stage(CGPoint(x: 0, y: -15))
            case .finalize:
                let end = steps.finalize(isEcho: false)
                inOrder = end.inOrder && inOrder
                kept = end.kept
            }
        }
        return (inOrder, kept)
    }

    /// The contract's order walks through, and the two adjustments made during the setup arrive
    /// once, added up (40 − 15 = 25), at the finalization.
    @Test func theContractsOrderIsInOrderAndHandsTheKeptAdjustmentOver() {
        let walked = walk([.counts, .prepare, .showItems, .finalize])
        #expect(walked.inOrder)
        #expect(walked.kept == CGPoint(x: 0, y: 25))
    }

    /// Every other order of the four calls (23 of the 24), and every order missing one of the
    /// two checked steps' predecessors, is out of order.
    @Test func everyOtherOrderIsOutOfOrder() {
        func permutations(_ calls: [Call]) -> [[Call]] {
            calls.isEmpty ? [[]] : calls.indices.flatMap { index in
                var rest = calls
                let first = rest.remove(at: index)
                return permutations(rest).map { [first] + $0 }
            }
        }
        let contract: [Call] = [.counts, .prepare, .showItems, .finalize]
        let others = permutations(Call.allCases).filter { $0 != contract }
        #expect(others.count == 23)
        for order in others { #expect(!walk(order).inOrder, "\(order)") }
        #expect(!walk([.prepare, .showItems, .finalize]).inOrder)
        #expect(!walk([.counts, .showItems, .finalize]).inOrder)
        #expect(!walk([.counts, .prepare, .finalize]).inOrder)
    }

    /// What a view reads at each step: no query answered between `prepare()` and the items; an
    /// adjustment kept only during the setup; a reload's counts end the wait; a movement step's
    /// echo is in order anywhere and keeps nothing.
    @Test func whatEachStepMeans() {
        var steps = BatchUpdateSteps()
        let stagedWithoutUpdate = steps.stage(CGPoint(x: 0, y: 10))
        #expect(!stagedWithoutUpdate, "no update: applied at once")
        steps.countsInvalidated(ofBatchUpdate: true)
        #expect(steps.preparesForUpdate && !steps.awaitsUpdateItems)
        steps.prepared()
        #expect(steps.awaitsUpdateItems && !steps.preparesForUpdate)
        steps.countsInvalidated(ofBatchUpdate: false)
        #expect(steps.step == nil, "a reload's counts end the wait")
        steps.countsInvalidated(ofBatchUpdate: true)
        steps.prepared()
        let shown = steps.showUpdateItems(isEcho: false)
        #expect(shown && steps.isSettingUp && !steps.awaitsUpdateItems)
        steps.countsInvalidated(ofBatchUpdate: false)
        #expect(steps.isSettingUp, "counts put back during the setup leave it to its finalization")
        steps.abandon()
        #expect(steps.isSettingUp)
        let end = steps.finalize(isEcho: false)
        #expect(end.kept == nil && end.inOrder && steps.step == nil)
        let echo = steps.showUpdateItems(isEcho: true)
        #expect(echo && steps.step == nil)
        let echoEnd = steps.finalize(isEcho: true)
        #expect(echoEnd.kept == nil && echoEnd.inOrder)
    }
}

/// Rows 50 tall that write each call a batch update makes of them into the view's log.
private final class LoggingRows: CollectionLayoutBase {
    weak var view: HeadlessPlatform?
    var count = 0

    override func prepare() throws(LayoutError) {
        count = context.numberOfItems(inSection: 0)
        view?.updateSteps.append("layout: prepare() with \(count) rows")
    }
    override var collectionViewContentSize: CGSize { CGSize(width: context.bounds.width, height: CGFloat(count) * 50) }
    override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        (0..<count).compactMap { layoutAttributesForItem(at: ItemPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        return LayoutAttributes(forCellWith: indexPath, frame: CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: context.bounds.width, height: 50))
    }
    override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        view?.updateSteps.append("layout: prepare(forCollectionViewUpdates:) with \(updateItems.count) items")
    }
    override func finalizeCollectionViewUpdates() { view?.updateSteps.append("layout: finalizeCollectionViewUpdates()") }
}

/// The driver a view that carries updates out itself is walked by: the contract's order, the
/// view's steps around the engine's.
@Suite struct BatchUpdateDriverTests {
    @Test func theDriverWalksAViewThroughTheContractsOrder() throws {
        let layout = LoggingRows()
        let view = HeadlessPlatform(layout: layout, bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [10])
        layout.view = view
        view.layoutIfNeeded()
        view.updateSteps = []
        try view.engine.performBatchUpdates(itemCounts: [11], updatingData: { view.updateSteps.append("the app's data changes") },
                                            { $0.insertItems(at: [ItemPath(item: 0, section: 0)]) }, completion: nil)
        #expect(view.updateSteps == [
            "begin",
            "the app's data changes",
            "counts [11]",
            "prepare",
            "layout: prepare() with 11 rows",
            "query: 0 elements",
            "views follow",
            "layout: prepare(forCollectionViewUpdates:) with 1 items",
            "set up",
            "layout: finalizeCollectionViewUpdates()",
            "end",
        ])
        #expect(view.engine.layout.queriesAwaitingUpdateItems == 1)
        #expect(view.engine.layout.update.step == nil)
    }

    /// Each change the engine carries out is a value under way while it runs, and none is left
    /// after: a batch update, a reload, a new size.
    @Test func eachChangeIsUnderWayWhileItRuns() throws {
        let layout = LoggingRows()
        let view = HeadlessPlatform(layout: layout, bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [10])
        view.layoutIfNeeded()
        var seen: [[EngineChange]] = []
        try view.engine.performBatchUpdates(itemCounts: [11], updatingData: { seen.append(view.engine.changes) },
                                            { $0.insertItems(at: [ItemPath(item: 0, section: 0)]) }, completion: nil)
        try view.engine.reloadData(itemCounts: [12], updatingData: { seen.append(view.engine.changes) })
        try view.engine.changeBoundsSize { seen.append(view.engine.changes) }
        #expect(seen == [[.batchUpdate], [.reload], [.boundsSize]])
        #expect(view.engine.changes.isEmpty)
    }
}
