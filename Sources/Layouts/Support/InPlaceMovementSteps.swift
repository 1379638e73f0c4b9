import Foundation
import LayoutCore

/// The steps of an interactive movement that a layout of stored geometry takes in place: each
/// step reaches the layout as a change of the data counts (which `prepare()` would answer by
/// laying every item out again) followed by its moves (`prepare(forCollectionViewUpdates:)`).
/// When the counts did not change and the movement goes on (or just ended: its last step, the
/// way back when cancelled, is still to come), the layout skips the relayout and applies the
/// moves to the items between each move's ends: O(log n) per item between them instead of O(n).
///
/// Call order: ``movementWillEnd()`` from the layout's
/// `invalidationForEndingInteractiveMovementOfItems(…)`; ``prepare(_:in:canStepInPlace:)`` first
/// thing in `prepare()` (it answers `true` when `prepare()` should stop there); ``takeStep()`` in
/// `prepare(forCollectionViewUpdates:)`.
struct InPlaceMovementSteps {
    /// Whether an interactive movement just ended: its last step is still to come.
    private var ending = false
    /// Whether the last `prepare()` left a step's geometry to the moves that follow it, and
    /// whether that step ends the movement.
    private var pending: Step?

    /// A step the moves handed to `prepare(forCollectionViewUpdates:)` are.
    enum Step {
        /// A step while the finger moves.
        case during
        /// The movement's last step: where it ended, or the way back when cancelled.
        case last
    }

    /// The movement ended; its last step comes with the next `prepare()`.
    mutating func movementWillEnd() {
        ending = true
    }

    /// Whether `prepare()`, seeing `invalidation` in `context`, leaves this change to the moves
    /// that follow: the data counts alone changed, a movement goes on or just ended, and
    /// `canStepInPlace` (the layout's own conditions: the counts and the room across it laid out
    /// for are the context's, its items' sizes are the app's).
    mutating func prepare(_ invalidation: Invalidation, in context: LayoutContext, canStepInPlace: Bool) -> Bool {
        pending = nil
        guard invalidation.invalidatesGeometry else { return false }
        if invalidation == .dataCounts && (ending || context.interactiveMovement != nil) && canStepInPlace {
            pending = ending ? .last : .during
        }
        ending = false
        return pending != nil
    }

    /// The step `prepare()` left to the moves now handed to `prepare(forCollectionViewUpdates:)`,
    /// if it left one; taking it clears it.
    mutating func takeStep() -> Step? {
        defer { pending = nil }
        return pending
    }

    /// The items between the ends of `moves` in each section, or `nil` when a move crosses
    /// sections or is not a move: such a step lays the layout out again.
    static func ranges(of moves: [UpdateItem]) -> [Int: ClosedRange<Int>]? {
        var ranges: [Int: ClosedRange<Int>] = [:]
        for move in moves {
            guard move.updateAction == .move, let from = move.indexPathBeforeUpdate, let to = move.indexPathAfterUpdate,
                  from.section == to.section else { return nil }
            let range = min(from.item, to.item)...max(from.item, to.item)
            ranges[from.section] = ranges[from.section].map { min($0.lowerBound, range.lowerBound)...max($0.upperBound, range.upperBound) } ?? range
        }
        return ranges
    }
}
