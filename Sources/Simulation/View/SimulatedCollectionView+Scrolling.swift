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
        guard contentOffset.isFinite else { return }
        stopMotion()
        layoutHost.offsetWillBeTakenOver()
        guard animated else {
            setBoundsOrigin(contentOffset)
            return
        }
        animateContentOffset(to: contentOffset)
    }

    /// Moves the content offset to `contentOffset` over 0.3 s, ease in and out.
    func animateContentOffset(to contentOffset: CGPoint) {
        let start = bounds.origin
        func eased(_ axis: ScrollDirection) -> AxisMotion? {
            start[axis] == contentOffset[axis] ? nil
                : .eased(start: Double(start[axis]), target: Double(contentOffset[axis]),
                         duration: Self.scrollAnimationDuration, curve: .easeInEaseOut)
        }
        let animation = ScrollMotion(kind: .animation, startTime: clock.now, x: eased(.horizontal), y: eased(.vertical))
        if animation.x == nil && animation.y == nil {
            scrollingAnimationDidEnd()
        } else {
            motion = animation
        }
    }

    /// A scrolling animation ended: the delegate hears of it, and a scroll to an item that the
    /// sizes learned on the way moved glides on to it.
    func scrollingAnimationDidEnd() {
        accessibilityGlideDidEnd()
        delegate?.scrollViewDidEndScrollingAnimation(self)
        if let correction = layoutHost.scrollTargetCorrection() { animateContentOffset(to: correction) }
    }

    /// Scrolls so the item at `indexPath` sits at `position` within the visible area (the bounds
    /// inside the adjusted content inset), kept within the scrollable range. Throws
    /// `LayoutError.indexPathOutOfRange(_:itemCounts:)` for a path that names no item, and for
    /// two positions on one axis (UIKit raises).
    ///
    /// It lands exactly even through cells that size themselves, which UIKit's own scroll misses:
    /// once the item is on screen it anchors what the cells around it report, and when the
    /// scroll ends where sizes learned on the way moved the item, the view glides on to it
    /// (the shared host's decision, which the UIKit host follows too).
    public func scrollToItem(at indexPath: ItemPath, at position: CollectionViewScrollPosition, animated: Bool) throws(LayoutError) {
        try position.validate()
        guard itemCounts.indices.contains(indexPath.section),
              (0..<itemCounts[indexPath.section]).contains(indexPath.item) else {
            throw .indexPathOutOfRange(indexPath, itemCounts: itemCounts)
        }
        layoutIfNeeded()
        guard let target = layoutHost.beginScroll(toItemAt: indexPath, at: position) else { return }
        stopMotion()
        guard animated else {
            setBoundsOrigin(target)
            while let correction = layoutHost.scrollTargetCorrection() { setBoundsOrigin(correction) }
            return
        }
        animateContentOffset(to: target)
    }

    /// The content offset that puts `frame` at `position` in the visible area.
    public func contentOffset(showing frame: CGRect, at position: CollectionViewScrollPosition) -> CGPoint {
        position.contentOffset(showing: frame, in: bounds, adjustedContentInset: adjustedContentInset)
    }
}
