import Foundation

/// The pieces of UIKit's interactive movement that ``CollectionLayoutBase``'s defaults are made
/// of: the item under the finger, made total (the nearest item when the finger is between items),
/// and the moving item centred on the finger above everything.
extension CollectionLayout {
    /// UIKit's default moving attributes: the item's attributes with their centre at
    /// `position` and a z-index above every other element (``InteractiveMovement/movingItemZIndex``);
    /// `nil` for an item that does not exist or a position that is not finite.
    package func attributesOfItem(at indexPath: ItemPath, centredOn position: CGPoint) -> LayoutAttributes? {
        guard var attributes = layoutAttributesForItem(at: indexPath), position.isFinite else { return nil }
        attributes.center = position
        attributes.zIndex = InteractiveMovement.movingItemZIndex
        return attributes
    }

    /// The cell under `position`, or the nearest one around it (within the larger of the
    /// bounds' extents), the first in reading order among equally near ones; `nil` when there
    /// is none or `position` is not finite.
    public func nearestItem(to position: CGPoint) -> ItemPath? {
        guard position.isFinite else { return nil }
        let hits = layoutAttributesForElements(in: CGRect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1))
            .filter { $0.category == .cell && !$0.isHidden && $0.alpha > 0 && $0.visibleFrame.contains(position) }
        if let top = hits.max(by: { ($0.zIndex, $1.indexPath) < ($1.zIndex, $0.indexPath) }) { return top.indexPath }
        let reach = max(context.bounds.width, context.bounds.height, 1)
        let around = CGRect(x: position.x - reach, y: position.y - reach, width: 2 * reach, height: 2 * reach)
        return layoutAttributesForElements(in: around)
            .filter { $0.category == .cell && !$0.isHidden && $0.alpha > 0 }
            .min { ($0.visibleFrame.distance(to: position), $0.indexPath) < ($1.visibleFrame.distance(to: position), $1.indexPath) }?
            .indexPath
    }
}

extension InteractiveMovement {
    /// The z-index the default moving item takes, as UIKit's (`NSIntegerMax`): above every
    /// element a layout places.
    package static let movingItemZIndex = Int.max
}

extension CGRect {
    /// The distance from `point` to the nearest point of the rect: 0 inside it.
    package func distance(to point: CGPoint) -> CGFloat {
        let dx = Swift.max(minX - point.x, 0, point.x - maxX)
        let dy = Swift.max(minY - point.y, 0, point.y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }
}
