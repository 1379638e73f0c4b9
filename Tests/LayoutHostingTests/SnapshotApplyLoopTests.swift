import DiffableData
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) @testable import LayoutHosting
import Testing

/// The engine's staged-apply loop, as both diffable data sources drive it: each stage's data is
/// shown inside the stage's own batch update, a reload shows the data before the view reloads,
/// and the completion runs once the current event is over, never inside the apply.
@Suite("The engine's staged apply")
struct SnapshotApplyLoopTests {
    /// Sections a (1, 2, 3) and b (4); the target deletes 2 and appends 5 and 6 to b.
    private static func snapshots() throws -> (source: DiffableSnapshot<String, Int>, target: DiffableSnapshot<String, Int>) {
        var source = DiffableSnapshot<String, Int>()
        try source.appendSections(["a", "b"])
        try source.appendItems([1, 2, 3], toSection: "a")
        try source.appendItems([4], toSection: "b")
        var target = source
        try target.deleteItems([2])
        try target.appendItems([5, 6], toSection: "b")
        return (source, target)
    }

    @Test func eachStageShowsItsDataInsideItsOwnUpdate() throws {
        let (source, target) = try Self.snapshots()
        let view = HeadlessPlatform(layout: ShiftingRows(), itemCounts: source.itemCounts)
        view.layoutIfNeeded()
        var log: [String] = [], insideUpdate = false
        view.batchUpdateExecutor = { call in
            insideUpdate = true
            call.updateData()
            insideUpdate = false
            view.itemCounts = call.itemCounts
            log.append("update \(call.itemCounts)")
            let completion = call.completion
            view.performAfterCurrentEvent { completion(true) }
        }
        var shownOutsideAnUpdate: [[Int]] = []
        var completed = false
        try view.engine.apply(target, from: source, animatingDifferences: true, reloadThreshold: 1000,
                              show: { if !insideUpdate, $0 != target { shownOutsideAnUpdate.append($0.itemCounts) } },
                              completion: { completed = true })
        #expect(shownOutsideAnUpdate.isEmpty)
        // The deletion first, then the insertions: [3, 1] → [2, 1] → [2, 3].
        #expect(log == ["update [2, 1]", "update [2, 3]"])
        // As UIKit's, the completion never runs inside the call.
        #expect(!completed)
        view.endEvent()
        #expect(completed)
    }

    /// Past the threshold, one reload: the data is shown before the view reloads with its counts.
    @Test func pastTheThresholdTheDataIsShownThenReloaded() throws {
        let (source, target) = try Self.snapshots()
        let view = HeadlessPlatform(layout: ShiftingRows(), itemCounts: source.itemCounts)
        view.layoutIfNeeded()
        var shown: [[Int]] = []
        var completed = false
        try view.engine.apply(target, from: source, animatingDifferences: true, reloadThreshold: 1,
                              show: { shown.append($0.itemCounts) }, completion: { completed = true })
        #expect(view.batchUpdates.isEmpty && shown == [[2, 3]] && view.itemCounts == [2, 3])
        #expect(!completed)
        view.endEvent()
        #expect(completed)
    }
}
