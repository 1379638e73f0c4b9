import Foundation
import LayoutCore

/// When a collection view's data may change, and what a change made at the wrong moment becomes.
///
/// - While a finger moves an item, the view's counts and index paths are the movement's
///   arrangement, not the data's: a batch update or a reload against the data would name the
///   wrong items (UIKit raises on the counts).
/// - From the moment a movement ends until the current event is handled, UIKit still holds the
///   moved item's stale index path (it reloads the moved cell asynchronously, openradar 34933061):
///   a synchronous insert or delete in that run-loop turn fails inside `invalidateLayout(with:)`.
///   square/Listable waits one turn (`CollectionViewLayout.sendEndQueuingEditsAfterDelay`); so do
///   we: a direct change is refused with an error that says so, and a diffable data source's
///   apply (say, from `didReorder`) is carried out once the turn is over.
struct DataChangeGate {
    /// Whether a movement ended in the current event.
    private(set) var isSettlingMovement = false
    /// What waits for the movement to settle, in order.
    private var waiting: [() -> Void] = []

    /// Throws when the data may not change now: ``LayoutError/interactiveMovementInProgress``
    /// while an item moves, ``LayoutError/interactiveMovementEnding`` in the event a movement
    /// ended in.
    func check(movementUnderWay: Bool) throws(LayoutError) {
        if movementUnderWay { throw .interactiveMovementInProgress }
        if isSettlingMovement { throw .interactiveMovementEnding }
    }

    /// A movement is ending now: the data may change again once the current event is handled
    /// (the engine calls ``movementSettled()`` then).
    mutating func movementEnds() {
        isSettlingMovement = true
    }

    /// Runs `work` once the movement has settled.
    mutating func afterSettling(_ work: @escaping () -> Void) {
        waiting.append(work)
    }

    /// The event a movement ended in is over: answers what waited for it, to run now.
    mutating func movementSettled() -> [() -> Void] {
        isSettlingMovement = false
        defer { waiting = [] }
        return waiting
    }
}
