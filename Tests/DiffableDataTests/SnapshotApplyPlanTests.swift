@_spi(Testing) import DiffableData
@_spi(Testing) import LayoutCore
import Testing

/// How a data source over a real collection view shows a new snapshot.
@Suite struct SnapshotApplyPlanTests {
    static func snapshot(_ items: [Int]) throws -> DiffableSnapshot<String, Int> {
        var snapshot = DiffableSnapshot<String, Int>()
        try snapshot.appendSections(["main"])
        try snapshot.appendItems(items, toSection: "main")
        return snapshot
    }

    @Test func smallDifferencesAreBatchUpdatesStageByStage() throws {
        let plan = SnapshotApplyPlan(from: try Self.snapshot([1, 2, 3]), to: try Self.snapshot([3, 1, 4]), reloadThreshold: 10)
        guard case .batchUpdates(let stages) = plan else { Issue.record("expected batch updates"); return }
        // 2 deleted, 4 inserted, 3 moved before 1: three changes.
        #expect(stages.reduce(0) { $0 + $1.changeCount } == 3)
        #expect(stages.last?.data.itemCounts == [3])
        let all = stages.map(\.batchUpdates)
        #expect(all.flatMap(\.deletedItems) == [ItemPath(item: 1, section: 0)])
        #expect(all.flatMap(\.insertedItems) == [ItemPath(item: 2, section: 0)])
        // Every stage validates against the counts before and after it, as UIKit will check them.
        var counts = [3]
        for stage in stages {
            _ = try stage.batchUpdates.validated(from: counts, to: stage.data.itemCounts)
            counts = stage.data.itemCounts
        }
    }

    @Test func moreChangesThanTheThresholdReload() throws {
        let plan = SnapshotApplyPlan(from: try Self.snapshot([]), to: try Self.snapshot(Array(0..<11)), reloadThreshold: 10)
        guard case .reloadData = plan else { Issue.record("expected a reload"); return }
        let atThreshold = SnapshotApplyPlan(from: try Self.snapshot([]), to: try Self.snapshot(Array(0..<10)), reloadThreshold: 10)
        guard case .batchUpdates(let stages) = atThreshold else { Issue.record("expected batch updates"); return }
        #expect(stages.flatMap(\.elementInserted).count == 10)
    }

    @Test func identicalSnapshotsNeedNothing() throws {
        guard case .batchUpdates(let stages) = SnapshotApplyPlan(from: try Self.snapshot([1, 2]), to: try Self.snapshot([1, 2])) else {
            Issue.record("expected batch updates"); return
        }
        #expect(stages.isEmpty)
    }
}
