import Foundation
import LayoutCore
import Motion

extension SimulatedCollectionView {
    /// How long an animated `setContentOffset` or `scrollToItem` takes, in seconds.
    static let scrollAnimationDuration: Double = 0.3

    /// Moves the content offset, at once (one `scrollViewDidScroll`) or over
    /// 0.3 s with an ease-in-ease-out curve, ending with
    /// `scrollViewDidEndScrollingAnimation`. As in UIKit the offset is not clamped; a
    /// non-finite offset is ignored.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        engine.setContentOffset(contentOffset, animated: animated)
    }

    /// Moves the content offset to `contentOffset` over 0.3 s, ease in and out; to the offset it
    /// is at, nothing moves and no end comes (UIKit skips a move that changes nothing).
    func animateContentOffset(to contentOffset: CGPoint) {
        let start = bounds.origin
        func eased(_ axis: ScrollDirection) -> AxisMotion? {
            start[axis] == contentOffset[axis] ? nil
                : .eased(start: Double(start[axis]), target: Double(contentOffset[axis]),
                         duration: Self.scrollAnimationDuration, curve: .easeInEaseOut)
        }
        let animation = ScrollMotion(kind: .animation, startTime: clock.now, x: eased(.horizontal), y: eased(.vertical))
        guard animation.x != nil || animation.y != nil else { return }
        motion = animation
    }

    /// Scrolls so the item at `indexPath` sits at `position` within the visible area (the bounds
    /// inside the adjusted content inset), kept within the scrollable range. Throws
    /// `LayoutError.indexPathOutOfRange(_:itemCounts:)` for a path that names no item, and for
    /// two positions on one axis (UIKit raises).
    ///
    /// It lands exactly even through cells that size themselves, which UIKit's own scroll misses:
    /// once the item is on screen it anchors what the cells around it report, and when the
    /// scroll ends where sizes learned on the way moved the item, the view glides on to it (the
    /// engine's decision, which `UICollectionView` follows on a device too).
    /// - Complexity: the layout's single-element query, and one rect query per frame of an animated scroll.
    public func scrollToItem(at indexPath: ItemPath, at position: CollectionViewScrollPosition, animated: Bool) throws(LayoutError) {
        try engine.scrollToItem(at: indexPath, at: position, animated: animated)
    }

    /// The content offset that puts `frame` at `position` in the visible area.
    @_spi(Testing) public func contentOffset(showing frame: CGRect, at position: CollectionViewScrollPosition) -> CGPoint {
        position.contentOffset(showing: frame, in: bounds, adjustedContentInset: adjustedContentInset)
    }
}
