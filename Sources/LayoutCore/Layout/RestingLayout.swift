import Foundation

/// A layout that tidies its geometry once the content comes to rest, never under a moving
/// finger: a waterfall closing the gaps that cells sizing themselves left at the top of its
/// columns, as Android's `StaggeredGridLayoutManager` closes its gaps when scrolling goes idle.
///
/// The collection view asks after a drag released without deceleration, a deceleration or a
/// glide ends with nothing else moving (UIKit has no layout callback for this; both views ask
/// through the same engine). An invalidation it answers is recorded on the layout inside an
/// empty animated batch update, so the change animates as UIKit's `performBatchUpdates(nil)`
/// after an invalidation does, and the item the person is looking at stays where it is on
/// screen (include ``Invalidation/anchorsVisibleContent``).
public protocol RestingLayout: CollectionLayout {
    /// What to invalidate now that the content rests, or `nil` to leave the layout as it is. The
    /// layout makes the change in its next `prepare()`. Called after every rest: answer `nil`
    /// cheaply when there is nothing to tidy.
    func invalidationOnComingToRest() -> Invalidation?
}
