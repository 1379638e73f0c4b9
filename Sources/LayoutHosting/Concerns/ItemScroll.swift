import Foundation
import LayoutCore

/// An item a view is scrolling to (`scrollToItem(at:at:animated:)`), and where.
struct ScrollTarget: Equatable, Sendable {
    /// The item.
    package var key: ElementKey
    /// Where in the visible area it goes.
    package var position: CollectionViewScrollPosition
    /// How many times the view has moved on to it after a scroll ended short.
    var corrections = 0
}

/// `scrollToItem(at:at:animated:)` that lands exactly, even into cells never sized: UIKit
/// computes the target once, from estimates, and misses (rdar://37836568). While a view scrolls
/// to an item, the item anchors the sizes cells report once it is on screen (``ScrollAnchor``),
/// and when a scroll ends short, ``correction(in:)`` answers where to go on: the view glides
/// there, until the item is where it was asked to be. Where an item goes is read from the view as
/// it is at the call (``Viewport``: UIKit reads the scroll view's bounds and adjusted inset), not
/// from what the layout was last prepared with: a keyboard's inset changes no layout.
struct ItemScroll {
    /// The view as a scroll to an item reads it now.
    struct Viewport {
        var bounds: CGRect
        var adjustedContentInset: LayoutEdgeInsets
        var displayScale: CGFloat

        init(_ view: some CollectionViewPlatform) {
            bounds = view.bounds
            adjustedContentInset = view.adjustedContentInset
            displayScale = view.layoutContext.traits.displayScale
        }
    }

    /// How many times a scroll moves on before it gives up: sizes are learned once, so a few
    /// glides reach any item; a layout whose frames never settle stops here.
    static let maximumCorrections = 8

    /// The item the view is heading for, while it is.
    private(set) var target: ScrollTarget?

    /// Starts a scroll to the item at `indexPath` and answers the offset that shows it at
    /// `position`, within the scrollable range; `nil`, and no scroll, when the layout has no
    /// attributes for it.
    mutating func begin(toItemAt indexPath: ItemPath, at position: CollectionViewScrollPosition, in hosted: HostedLayout,
                        viewport: Viewport) -> CGPoint? {
        let target = ScrollTarget(key: ElementKey(category: .cell, indexPath: indexPath), position: position)
        guard let offset = Self.contentOffset(showing: target, in: hosted, viewport: viewport) else {
            self.target = nil
            return nil
        }
        self.target = target
        return offset
    }

    /// Where the view moves on to now that a scroll to the item ended, or `nil` when the item is
    /// where it was asked to be (or gone, or the corrections ran out), which ends the scroll.
    mutating func correction(in hosted: HostedLayout, viewport: Viewport) -> CGPoint? {
        guard var target else { return nil }
        let current = viewport.bounds.origin
        let tolerance = Self.landingTolerance(scale: viewport.displayScale)
        guard target.corrections < Self.maximumCorrections, let offset = Self.contentOffset(showing: target, in: hosted, viewport: viewport),
              abs(offset.x - current.x) > tolerance || abs(offset.y - current.y) > tolerance else {
            self.target = nil
            return nil
        }
        target.corrections += 1
        self.target = target
        return offset
    }

    /// The scroll is over: a finger or the app took the offset.
    mutating func end() {
        target = nil
    }

    /// The item heading for follows a batch update's `plan` to its path after it (gone when
    /// deleted or when there is no plan).
    mutating func follow(_ plan: BatchUpdatePlan?) {
        guard let current = target else { return }
        target = plan.flatMap { $0.keyAfterUpdate(current.key) }.map { ScrollTarget(key: $0, position: current.position) }
    }

    /// How close a scroll lands to count as there: less than half a pixel, which a scroll view
    /// may round offsets to.
    static func landingTolerance(scale: CGFloat) -> CGFloat {
        0.5 / max(1, scale) - 1e-9
    }

    /// The offset that shows `target`'s item at its position in `viewport` now, within its
    /// scrollable range.
    private static func contentOffset(showing target: ScrollTarget, in hosted: HostedLayout, viewport: Viewport) -> CGPoint? {
        guard let frame = hosted.layoutAttributes(for: target.key)?.frame, frame.isFinite else { return nil }
        let offset = target.position.contentOffset(showing: frame, in: viewport.bounds, adjustedContentInset: viewport.adjustedContentInset)
        return hosted.clampedToScrollableRange(offset, boundsSize: viewport.bounds.size, adjustedContentInset: viewport.adjustedContentInset)
    }
}
