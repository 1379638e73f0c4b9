import Foundation
import LayoutCore
import Motion

extension SimulatedCollectionView {
    /// How long an animated `setContentOffset` or `scrollToItem` takes, in seconds.
    public static let scrollAnimationDuration: Double = 0.3

    /// Moves the content offset, at once (one `scrollViewDidScroll`) or over
    /// ``scrollAnimationDuration`` with an ease-in-ease-out curve, ending with
    /// `scrollViewDidEndScrollingAnimation`. As in UIKit the offset is not clamped; a
    /// non-finite offset is ignored.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.isFinite else { return }
        stopMotion()
        guard animated else {
            setBoundsOrigin(contentOffset)
            return
        }
        let start = bounds.origin
        func eased(_ axis: ScrollDirection) -> AxisMotion? {
            start[axis] == contentOffset[axis] ? nil
                : .eased(start: Double(start[axis]), target: Double(contentOffset[axis]),
                         duration: Self.scrollAnimationDuration, curve: .easeInEaseOut)
        }
        let animation = ScrollMotion(kind: .animation, startTime: clock.now, x: eased(.horizontal), y: eased(.vertical))
        if animation.x == nil && animation.y == nil {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            motion = animation
        }
    }

    /// Scrolls so the item at `indexPath` sits at `position` within the visible area (the bounds
    /// inside the adjusted content inset), kept within the scrollable range. Throws
    /// ``LayoutError/indexPathOutOfRange(_:itemCounts:)`` for a path that names no item.
    public func scrollToItem(at indexPath: ItemPath, at position: ScrollPosition, animated: Bool) throws(LayoutError) {
        guard itemCounts.indices.contains(indexPath.section),
              (0..<itemCounts[indexPath.section]).contains(indexPath.item) else {
            throw .indexPathOutOfRange(indexPath, itemCounts: itemCounts)
        }
        layoutIfNeeded()
        guard let frame = collectionLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        setContentOffset(clampedToScrollableRange(contentOffset(showing: frame, at: position)), animated: animated)
    }

    /// The content offset that puts `frame` at `position` in the visible area.
    public func contentOffset(showing frame: CGRect, at position: ScrollPosition) -> CGPoint {
        let inset = adjustedContentInset
        var offset = bounds.origin
        let visibleHeight = bounds.height - inset.vertical, visibleWidth = bounds.width - inset.horizontal
        if position.contains(.top) {
            offset.y = frame.minY - inset.top
        } else if position.contains(.centeredVertically) {
            offset.y = frame.midY - inset.top - visibleHeight / 2
        } else if position.contains(.bottom) {
            offset.y = frame.maxY - inset.top - visibleHeight
        }
        if position.contains(.left) {
            offset.x = frame.minX - inset.left
        } else if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - inset.left - visibleWidth / 2
        } else if position.contains(.right) {
            offset.x = frame.maxX - inset.left - visibleWidth
        }
        return offset
    }
}
