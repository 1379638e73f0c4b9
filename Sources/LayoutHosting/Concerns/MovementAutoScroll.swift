import Foundation
import LayoutCore

/// The content scrolling on by itself while a finger moving an item rests near an edge of the
/// visible area, as UIKit's drag and drop does (the interactive-movement API alone does not
/// scroll; our hosts do, in both views, through this one rule).
///
/// Inside a band of ``bandDepth`` points along each edge of the visible area (the bounds inside
/// the safe area: not under a bar; a content inset that centres a strip is not an edge), the
/// content moves toward that edge at a speed growing linearly
/// with the finger's depth into the band, up to ``maximumSpeed`` at the edge and beyond. It moves
/// only along an axis the content can scroll, and stops at the end of the scrollable range.
package enum MovementAutoScroll {
    /// The depth of the band along each edge, in points (a fingertip, Apple's 44-pt minimum
    /// hit target).
    static let bandDepth: CGFloat = 44
    /// The speed at the edge, in points per second.
    static let maximumSpeed: CGFloat = 1200

    /// The scrolling velocity, in points per second, for a finger at `finger` (content
    /// coordinates) over `visibleRect`, along the axes in `axes`.
    package static func velocity(finger: CGPoint, visibleRect: CGRect, axes: Set<ScrollDirection>) -> CGPoint {
        guard finger.isFinite, visibleRect.isFinite else { return .zero }
        func speed(_ position: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat) -> CGFloat {
            let band = min(bandDepth, (maximum - minimum) / 2)
            guard band > 0 else { return 0 }
            if position < minimum + band { return -maximumSpeed * min(1, (minimum + band - position) / band) }
            if position > maximum - band { return maximumSpeed * min(1, (position - (maximum - band)) / band) }
            return 0
        }
        return CGPoint(x: axes.contains(.horizontal) ? speed(finger.x, visibleRect.minX, visibleRect.maxX) : 0,
                       y: axes.contains(.vertical) ? speed(finger.y, visibleRect.minY, visibleRect.maxY) : 0)
    }

    /// The offset `offset` moves to in `interval` seconds at `velocity`, kept within
    /// `horizontal` × `vertical` (the scrollable range); an offset already past an end stays.
    package static func offset(from offset: CGPoint, velocity: CGPoint, interval: Double,
                               horizontal: ClosedRange<CGFloat>, vertical: ClosedRange<CGFloat>) -> CGPoint {
        func moved(_ value: CGFloat, _ speed: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
            guard speed != 0, interval > 0 else { return value }
            let next = value + speed * CGFloat(interval)
            return speed > 0 ? max(value, min(next, range.upperBound)) : min(value, max(next, range.lowerBound))
        }
        return CGPoint(x: moved(offset.x, velocity.x, horizontal), y: moved(offset.y, velocity.y, vertical))
    }

    /// One frame of auto-scroll for a view of `bounds` over `contentSize`, scrolling within
    /// `adjustedContentInset` and seen inside `safeAreaInsets`, the finger resting at
    /// `fingerInBounds` (relative to the bounds' origin) for `interval` seconds: the new content
    /// offset, or `nil` when the content stays. The finger's place in the content is then the new
    /// origin plus `fingerInBounds`. Nothing moves while another finger drags the content
    /// (`isDragging`): the content is the drag's.
    static func nextOffset(fingerInBounds: CGPoint, bounds: CGRect, contentSize: CGSize, adjustedContentInset: LayoutEdgeInsets,
                                   safeAreaInsets: LayoutEdgeInsets, isDragging: Bool, interval: Double) -> CGPoint? {
        guard !isDragging else { return nil }
        func range(_ axis: ScrollDirection) -> ClosedRange<CGFloat> {
            ScrollableRange.offsets(along: axis, contentSize: contentSize, boundsSize: bounds.size, adjustedContentInset: adjustedContentInset)
        }
        let axes = Set(ScrollDirection.allCases.filter { range($0).upperBound > range($0).lowerBound })
        let finger = CGPoint(x: bounds.minX + fingerInBounds.x, y: bounds.minY + fingerInBounds.y)
        let speed = velocity(finger: finger, visibleRect: bounds.inset(by: safeAreaInsets), axes: axes)
        guard speed != .zero else { return nil }
        let next = offset(from: bounds.origin, velocity: speed, interval: interval, horizontal: range(.horizontal), vertical: range(.vertical))
        return next == bounds.origin ? nil : next
    }
}
