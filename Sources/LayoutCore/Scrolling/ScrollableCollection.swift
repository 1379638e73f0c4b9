import Foundation

/// A scrolling collection view as portable screen logic and apps drive it: the simulated view
/// (`SimulatedCollectionView`) here, `UIKitCollectionView` on iOS. Screen code written against
/// this protocol runs unchanged on both. What it shows (bounds, content, insets, whether a finger
/// holds it) is ``ScrollingView``'s.
public protocol ScrollableCollection: ScrollingView {
    /// The offset of the visible region's origin from the content's origin.
    var contentOffset: CGPoint { get }
    /// The layout the view asks for attributes.
    var collectionLayout: any CollectionLayout { get }
    /// Receives the scroll events; held weakly.
    var delegate: (any ScrollViewDelegate)? { get set }
    /// Extra room around the content, as `UIScrollView.contentInset`.
    var contentInset: LayoutEdgeInsets { get }
    /// The custom actions VoiceOver offers on an element, after those the view offers itself
    /// (moving an item, when the data can move it): set by the screen logic that owns the view
    /// (a collage's swap and dividers, a photo's deletion). Asked when VoiceOver reads the
    /// element and again when an action is performed.
    var accessibilityCustomActionProvider: ((ElementKey) -> [AccessibilityCustomAction])? { get set }

    /// Moves the visible region, at once or with an animation.
    func setContentOffset(_ contentOffset: CGPoint, animated: Bool)
    /// Scrolls so the item at `indexPath` sits at `position`; throws when the path names no item.
    func scrollToItem(at indexPath: ItemPath, at position: CollectionViewScrollPosition, animated: Bool) throws(LayoutError)
    /// Has VoiceOver say `announcement` (UIKit's `UIAccessibility.Notification.announcement`).
    func announceForAccessibility(_ announcement: String)
    /// The attributes the view currently uses for the item at `indexPath`.
    func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes?
    /// Changes the content inset; throws when an edge is not finite.
    func setContentInset(_ inset: LayoutEdgeInsets) throws(LayoutError)
    /// Changes the size of the view, as a rotation does; the layout chooses the new offset through
    /// `targetContentOffset(forProposedContentOffset:)`. (On iOS the system resizes the view.)
    func setBoundsSize(_ size: CGSize) throws(LayoutError)
    /// Applies the changes `updates` records, as `performBatchUpdates(_:completion:)`: checks them
    /// against the counts before and `itemCounts` after, then, inside the update's block, runs
    /// `updatingData` (change the data the cells show there, as UIKit requires: a view that lays
    /// out before the update would read changed data with the old counts), prepares the layout,
    /// animates unless the layout opts out, and calls `completion` when done (`true` when the
    /// animation ran to its end). Throws a ``BatchUpdateError`` and changes nothing (without
    /// running `updatingData`) when the changes and counts disagree.
    func performBatchUpdates(itemCounts: [Int], updatingData: () -> Void, _ updates: (inout BatchUpdates) -> Void,
                             completion: ((Bool) -> Void)?) throws(BatchUpdateError)
}

extension ScrollableCollection {
    /// `performBatchUpdates` for data that holds `itemCounts` already, or whose cells read nothing.
    public func performBatchUpdates(itemCounts: [Int], _ updates: (inout BatchUpdates) -> Void,
                                    completion: ((Bool) -> Void)? = nil) throws(BatchUpdateError) {
        try performBatchUpdates(itemCounts: itemCounts, updatingData: {}, updates, completion: completion)
    }

    /// `performBatchUpdates` changing the data inside the update, without a completion handler.
    public func performBatchUpdates(itemCounts: [Int], updatingData: () -> Void,
                                    _ updates: (inout BatchUpdates) -> Void) throws(BatchUpdateError) {
        try performBatchUpdates(itemCounts: itemCounts, updatingData: updatingData, updates, completion: nil)
    }
}

/// The scroll events UIKit sends to `UIScrollViewDelegate`, in the same order, for any
/// ``ScrollableCollection``. Every method has an empty default.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: any ScrollableCollection)
    /// A finger started moving the content.
    func scrollViewWillBeginDragging(_ scrollView: any ScrollableCollection)
    /// The finger is about to lift with `velocity`, the content offset's velocity in points per
    /// second (the engine's one unit, ``ScrollVelocity``; UIKit's own delegate gets points per
    /// millisecond, and the UIKit adapter converts); the delegate may change where the content
    /// comes to rest.
    func scrollViewWillEndDragging(_ scrollView: any ScrollableCollection, withVelocity velocity: CGPoint,
                                   targetContentOffset: inout CGPoint)
    /// The finger lifted; `decelerate` says whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: any ScrollableCollection, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after the finger lifted.
    func scrollViewWillBeginDecelerating(_ scrollView: any ScrollableCollection)
    /// The content came to rest after decelerating.
    func scrollViewDidEndDecelerating(_ scrollView: any ScrollableCollection)
    /// An animated `setContentOffset` or `scrollToItem` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: any ScrollableCollection)
}

extension ScrollViewDelegate {
    /// Called after every change of the content offset; by default nothing happens.
    public func scrollViewDidScroll(_ scrollView: any ScrollableCollection) {}
    /// Called when a finger starts to drag the content; by default nothing happens.
    public func scrollViewWillBeginDragging(_ scrollView: any ScrollableCollection) {}
    /// Called when the finger lifts, with the target it may change; by default nothing happens.
    public func scrollViewWillEndDragging(_ scrollView: any ScrollableCollection, withVelocity velocity: CGPoint,
                                          targetContentOffset: inout CGPoint) {}
    /// Called after the finger lifted; `decelerate` says whether the content glides on; by default nothing happens.
    public func scrollViewDidEndDragging(_ scrollView: any ScrollableCollection, willDecelerate decelerate: Bool) {}
    /// Called when the content starts to glide after a fling; by default nothing happens.
    public func scrollViewWillBeginDecelerating(_ scrollView: any ScrollableCollection) {}
    /// Called when a glide after a fling comes to rest; by default nothing happens.
    public func scrollViewDidEndDecelerating(_ scrollView: any ScrollableCollection) {}
    /// Called when an animated scroll the app started comes to rest; by default nothing happens.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: any ScrollableCollection) {}
}
