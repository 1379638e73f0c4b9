import Foundation
import LayoutCore
import LayoutHosting

extension DeclaredCollection {
    /// The offset `destination` asks for, kept within the offsets the view rests at along each axis
    /// (its scrollable range); `nil` for an item the view does not show.
    /// - Complexity: one single-element query for an item.
    package func contentOffset(for destination: ScrollDestination<ItemID>) -> CGPoint? {
        let bounds = view.bounds, inset = view.adjustedContentInset
        let x = view.scrollableRange(.horizontal), y = view.scrollableRange(.vertical)
        let proposed: CGPoint
        switch destination {
        case .offset(let offset):
            proposed = offset
        case .edge(.top): proposed = CGPoint(x: bounds.minX, y: y.lowerBound)
        case .edge(.bottom): proposed = CGPoint(x: bounds.minX, y: y.upperBound)
        case .edge(.leading): proposed = CGPoint(x: x.lowerBound, y: bounds.minY)
        case .edge(.trailing): proposed = CGPoint(x: x.upperBound, y: bounds.minY)
        case .item(let id, let anchor):
            guard let path = data.indexPath(for: id),
                  let frame = engine.layoutAttributes(for: ElementKey(category: .cell, indexPath: path))?.frame else { return nil }
            let visible = bounds.inset(by: inset)
            if let anchor {
                proposed = CGPoint(x: frame.minX + anchor.x * frame.width - inset.left - anchor.x * visible.width,
                                   y: frame.minY + anchor.y * frame.height - inset.top - anchor.y * visible.height)
            } else {
                proposed = CGPoint(x: bounds.minX + Self.leastScroll(showing: frame.minX...frame.maxX, in: visible.minX...visible.maxX),
                                   y: bounds.minY + Self.leastScroll(showing: frame.minY...frame.maxY, in: visible.minY...visible.maxY))
            }
        }
        guard proposed.x.isFinite, proposed.y.isFinite else { return nil }
        return view.clampedToScrollableRange(proposed)
    }

    /// How far the region `visible` moves along an axis to show `item` whole: nothing when it
    /// does, to its start when the item begins before it or is longer, else to its end.
    static func leastScroll(showing item: ClosedRange<CGFloat>, in visible: ClosedRange<CGFloat>) -> CGFloat {
        if item.lowerBound >= visible.lowerBound, item.upperBound <= visible.upperBound { return 0 }
        if item.lowerBound < visible.lowerBound || item.upperBound - item.lowerBound > visible.upperBound - visible.lowerBound {
            return item.lowerBound - visible.lowerBound
        }
        return item.upperBound - visible.upperBound
    }

    /// Carries out the app's request when it is new (a token not served yet), animated when
    /// `animated`; a view without a size yet keeps it for the end of its first layout pass
    /// (``followBindings(animated:)``). A request for an item the view does not show is dropped.
    func serve(_ request: ScrollRequest<ItemID>?, animated: Bool) {
        guard let request, request.token != servedScrollToken else { return }
        servedScrollToken = request.token
        scroll(to: request.destination, animated: animated)
    }

    /// Goes to `destination`: an item at an anchor UIKit names (an edge or the centre on each
    /// axis) through `scrollToItem(at:at:animated:)`, which the engine lands exactly even into
    /// cells never sized; any other destination at its offset.
    func scroll(to destination: ScrollDestination<ItemID>, animated: Bool) {
        if case .item(let id, let anchor?) = destination, let position = Self.scrollPosition(at: anchor),
           let path = data.indexPath(for: id) {
            try? view.scrollToItem(at: path, at: position, animated: animated)
            return
        }
        guard let offset = contentOffset(for: destination) else { return }
        view.setContentOffset(offset, animated: animated)
    }

    /// Keeps the item at `indexPath` visible, by the least scroll that shows it whole (none when
    /// it shows): the cell holding focus when the keyboard took part of the view.
    package func reveal(itemAt indexPath: ItemPath, animated: Bool) {
        guard let id = data.itemIdentifier(shownAt: indexPath) else { return }
        scroll(to: .item(id, anchor: nil), animated: animated)
    }

    /// UIKit's scroll position for `anchor`, when UIKit has one: 0, ½ or 1 on each axis.
    static func scrollPosition(at anchor: CGPoint) -> CollectionViewScrollPosition? {
        let horizontal: [CGFloat: CollectionViewScrollPosition] = [0: .left, 0.5: .centeredHorizontally, 1: .right]
        let vertical: [CGFloat: CollectionViewScrollPosition] = [0: .top, 0.5: .centeredVertically, 1: .bottom]
        guard let x = horizontal[anchor.x], let y = vertical[anchor.y] else { return nil }
        return [x, y]
    }
}
