import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
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
