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
    /// `LayoutError.indexPathOutOfRange(_:itemCounts:)` for a path that names no item, and for
    /// two positions on one axis (UIKit raises).
    public func scrollToItem(at indexPath: ItemPath, at position: CollectionViewScrollPosition, animated: Bool) throws(LayoutError) {
        try position.validate()
        guard itemCounts.indices.contains(indexPath.section),
              (0..<itemCounts[indexPath.section]).contains(indexPath.item) else {
            throw .indexPathOutOfRange(indexPath, itemCounts: itemCounts)
        }
        layoutIfNeeded()
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        setContentOffset(clampedToScrollableRange(contentOffset(showing: frame, at: position)), animated: animated)
    }

    /// The content offset that puts `frame` at `position` in the visible area.
    public func contentOffset(showing frame: CGRect, at position: CollectionViewScrollPosition) -> CGPoint {
        CGPoint(x: offset(showing: frame, along: .horizontal, leading: position.contains(.left),
                          centered: position.contains(.centeredHorizontally), trailing: position.contains(.right)),
                y: offset(showing: frame, along: .vertical, leading: position.contains(.top),
                          centered: position.contains(.centeredVertically), trailing: position.contains(.bottom)))
    }

    /// The offset along `axis` that puts `frame`'s leading edge, center or trailing edge at the
    /// same place in the visible area; the current offset when no position is asked for.
    private func offset(showing frame: CGRect, along axis: ScrollDirection, leading: Bool, centered: Bool,
                        trailing: Bool) -> CGFloat {
        let inset = adjustedContentInset
        let (before, after) = axis == .vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let visible = bounds.size[axis] - before - after
        if leading { return frame.min(axis) - before }
        if centered { return frame.mid(axis) - before - visible / 2 }
        if trailing { return frame.max(axis) - before - visible }
        return bounds.origin[axis]
    }
}
