import Foundation
import LayoutCore

/// An item a view is scrolling to (`scrollToItem(at:at:animated:)`), and where.
package struct ScrollTarget: Equatable, Sendable {
    /// The item.
    package var key: ElementKey
    /// Where in the visible area it goes.
    package var position: CollectionViewScrollPosition
    /// How many times the view has moved on to it after a scroll ended short.
    package var corrections = 0
}

/// `scrollToItem(at:at:animated:)` that lands exactly, even into cells never sized: UIKit
/// computes the target once, from estimates, and misses (rdar://37836568). While the host
/// scrolls to an item, the item anchors the sizes cells report once it is on screen
/// (``ScrollAnchor``), and when a scroll ends short, ``scrollTargetCorrection()`` answers where
/// to go on: the view glides there, until the item is where it was asked to be.
extension LayoutHost {
    /// How many times a scroll moves on before it gives up: sizes are learned once, so a few
    /// glides reach any item; a layout whose frames never settle stops here.
    static let maximumScrollCorrections = 8

    /// Starts a scroll to the item at `indexPath` (the view's paths) and answers the offset that
    /// shows it at `position`, within the scrollable range (the view's coordinates); `nil` when
    /// the layout has no attributes for it.
    package func beginScroll(toItemAt indexPath: ItemPath, at position: CollectionViewScrollPosition) -> CGPoint? {
        let target = ScrollTarget(key: ElementKey(category: .cell, indexPath: indexPath), position: position)
        guard let offset = contentOffset(showing: target) else {
            scrollTarget = nil
            return nil
        }
        scrollTarget = target
        return offset
    }

    /// Where the view moves on to when the scroll to an item has ended (the view's coordinates),
    /// or `nil` when the item is where it was asked to be (or gone, or the corrections ran out),
    /// which ends the scroll.
    package func scrollTargetCorrection() -> CGPoint? {
        guard var target = scrollTarget else { return nil }
        let current = viewBounds.origin
        let tolerance = landingTolerance
        guard target.corrections < Self.maximumScrollCorrections, let offset = contentOffset(showing: target),
              abs(offset.x - current.x) > tolerance || abs(offset.y - current.y) > tolerance else {
            scrollTarget = nil
            return nil
        }
        target.corrections += 1
        scrollTarget = target
        return offset
    }

    /// How close a scroll lands to count as there: less than half a pixel, which a scroll view
    /// may round offsets to.
    var landingTolerance: CGFloat { 0.5 / max(1, layout.context.traits.displayScale) - 1e-9 }

    /// The offset that shows `target`'s item at its position now, within the scrollable range
    /// (the view's coordinates).
    private func contentOffset(showing target: ScrollTarget) -> CGPoint? {
        guard let frame = layoutAttributes(for: target.key)?.frame, frame.isFinite else { return nil }
        return clampedToScrollableRange(target.position.contentOffset(showing: frame, in: viewBounds,
                                                                      adjustedContentInset: layout.context.adjustedContentInset))
    }
}
