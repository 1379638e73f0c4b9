import Foundation
import LayoutCore

/// A view that carries a batch update out itself, where UIKit's `performBatchUpdates` is not
/// there to do it: the simulated view. It supplies the steps only a view can take (what it shows,
/// its animations, its views); the engine walks them in UIKit's order, written once
/// (``CollectionViewEngine/walkBatchUpdate(_:in:)``), around its own steps of the update.
///
/// `UICollectionView` walks the same order itself, through the adapter, and the engine's
/// `BatchUpdateSteps` report a step UIKit takes out of it.
package protocol BatchUpdateView: AnyObject {
    /// What the view keeps from before the update until its end: what it showed, where, and
    /// the update animation it interrupts.
    associatedtype UpdateState

    /// Before the data changes: what the view shows and, for an animated update, what lies
    /// within a screen of it (which may come into view as others leave).
    func beginUpdate(_ call: BatchUpdateCall) -> UpdateState

    /// The data changed: the view takes the counts it now has.
    func takeItemCounts(_ counts: [Int])

    /// `prepare()` with the update's counts. Throws what the layout throws.
    func prepareLayoutForUpdate() throws(LayoutError)

    /// The layout refused the update's counts: the view takes back what it had and lays out.
    func abandonUpdate(_ state: UpdateState)

    /// UIKit's rect query between `prepare()` and `prepare(forCollectionViewUpdates:)`, which the
    /// layout answers with nothing; the view also stops the update animation it interrupts.
    func queryAwaitingUpdateItems(_ state: inout UpdateState)

    /// Its views follow the update's items: a moved item keeps its view, a deleted or reloaded
    /// one gives it up.
    func viewsFollow(_ plan: BatchUpdatePlan)

    /// Between `prepare(forCollectionViewUpdates:)` and the finalization: the content size, the
    /// target offset, where each element starts and ends (the layout's appearing and
    /// disappearing attributes), and the animation.
    func setUpUpdate(_ call: BatchUpdateCall, _ state: inout UpdateState)

    /// An offset adjustment kept during the setup, handed over at the finalization.
    func applyKeptOffsetAdjustment(_ adjustment: CGPoint)

    /// After the finalization: a layout pass, the reconfigured items, the interrupted update's
    /// and this update's completions.
    func endUpdate(_ call: BatchUpdateCall, _ state: UpdateState)
}
