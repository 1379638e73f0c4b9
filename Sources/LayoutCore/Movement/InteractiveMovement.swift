import Foundation

/// An item being moved by a finger: where it started, the place it would take if the finger
/// lifted now, and the finger. The other items stand as if the item already stood at
/// ``targetIndexPath``: a collection view in a movement reports the *current* arrangement (its
/// counts and index paths), as `UICollectionView` does, while the data source still holds the
/// original one until the movement ends.
///
/// ``originalIndexPath(forItemAt:)`` maps a current index path back to the data's, so a layout
/// that reads per-item data by index path (a size or an aspect ratio from the app) reads the
/// data of the item really shown there.
public struct InteractiveMovement: Hashable, Sendable {
    /// Where the item was when the movement began, in the data source's arrangement.
    public let originalIndexPath: ItemPath
    /// Where the item stands now: the place it settles into if the movement ends.
    public internal(set) var targetIndexPath: ItemPath
    /// The finger, in the layout's content coordinates.
    public internal(set) var position: CGPoint
    /// What a move means in the layout that began it.
    public let style: InteractiveMovementStyle

    /// A movement of the item at `originalIndexPath`, standing there, with the finger at `position`.
    package init(originalIndexPath: ItemPath, position: CGPoint, style: InteractiveMovementStyle) {
        self.originalIndexPath = originalIndexPath
        self.targetIndexPath = originalIndexPath
        self.position = position
        self.style = style
    }

    /// The data source's index path of the item shown at `indexPath` in the current arrangement.
    public func originalIndexPath(forItemAt indexPath: ItemPath) -> ItemPath {
        path(of: indexPath, movingItemAt: targetIndexPath, to: originalIndexPath)
    }

    /// Where the item at `originalPath` in the data source stands in the current arrangement.
    @_spi(Testing) public func currentIndexPath(forOriginalItemAt originalPath: ItemPath) -> ItemPath {
        path(of: originalPath, movingItemAt: originalIndexPath, to: targetIndexPath)
    }

    /// Where the item at `path` stands once the item at `source` moved to `destination` in this
    /// movement's style: a shift takes it out and puts it back in (the items between step by
    /// one), a swap trades the two places. Each way of the mapping is this with the two ends
    /// exchanged.
    private func path(of path: ItemPath, movingItemAt source: ItemPath, to destination: ItemPath) -> ItemPath {
        switch style {
        case .unsupported: return path
        case .swapsWithTarget:
            if path == source { return destination }
            return path == destination ? source : path
        case .shiftsOthers:
            if path == source { return destination }
            var moved = path
            if moved.section == source.section, moved.item > source.item { moved.item -= 1 }
            if moved.section == destination.section, moved.item >= destination.item { moved.item += 1 }
            return moved
        }
    }

    /// The item counts of the current arrangement, given the data source's.
    package func currentItemCounts(fromOriginal counts: [Int]) -> [Int] {
        style == .shiftsOthers ? Self.itemCounts(counts, movingItemAt: originalIndexPath, to: targetIndexPath) : counts
    }

    /// `counts` once the item at `source` moved to `destination` (a data source's move): one
    /// fewer in the source's section, one more in the destination's. Sections out of range are
    /// left as they are.
    package static func itemCounts(_ counts: [Int], movingItemAt source: ItemPath, to destination: ItemPath) -> [Int] {
        guard counts.indices.contains(source.section), counts.indices.contains(destination.section) else { return counts }
        var counts = counts
        counts[source.section] -= 1
        counts[destination.section] += 1
        return counts
    }

    /// The moves that take the current arrangement to the one with the item at `newTarget`, as
    /// one batch update: the path before is in the current arrangement, the path after in the new.
    package func moves(toTarget newTarget: ItemPath) -> [BatchUpdates.Move<ItemPath>] {
        guard newTarget != targetIndexPath else { return [] }
        switch style {
        case .unsupported: return []
        case .shiftsOthers: return [.init(from: targetIndexPath, to: newTarget)]
        case .swapsWithTarget:
            if targetIndexPath == originalIndexPath {
                return [.init(from: originalIndexPath, to: newTarget), .init(from: newTarget, to: originalIndexPath)]
            }
            if newTarget == originalIndexPath {
                return [.init(from: targetIndexPath, to: originalIndexPath), .init(from: originalIndexPath, to: targetIndexPath)]
            }
            // The moved item goes on; the item it displaced goes home; the new one comes over.
            return [.init(from: targetIndexPath, to: newTarget), .init(from: originalIndexPath, to: targetIndexPath),
                    .init(from: newTarget, to: originalIndexPath)]
        }
    }

    /// Whether the item can stand at `target` in the current arrangement of `itemCounts`: a place
    /// of its section, or in another section any place up to its end (the item joins it; an
    /// empty section's first place); for a swap, another item's place.
    package func isValidTarget(_ target: ItemPath, itemCounts: [Int]) -> Bool {
        guard itemCounts.indices.contains(target.section), target.item >= 0 else { return false }
        let count = itemCounts[target.section]
        switch style {
        case .unsupported: return false
        case .swapsWithTarget: return target.item < count
        case .shiftsOthers: return target.section == targetIndexPath.section ? target.item < count : target.item <= count
        }
    }

    /// The movement with the item standing at `newTarget`.
    package func moved(toTarget newTarget: ItemPath) -> InteractiveMovement {
        var movement = self
        movement.targetIndexPath = newTarget
        return movement
    }

    /// The movement with the finger at `newPosition`.
    package func moved(toPosition newPosition: CGPoint) -> InteractiveMovement {
        var movement = self
        movement.position = newPosition
        return movement
    }

    /// The data source's moves that take its arrangement to the current one, in order, each in
    /// `collectionView(_:moveItemAt:to:)`'s terms (the path after the moves before it): one
    /// move, or for a swap two — the item to its target, then the item it displaced from where
    /// the first move left it to where the item started. Empty when the item stands where it began.
    package var dataSourceMoves: [BatchUpdates.Move<ItemPath>] {
        guard targetIndexPath != originalIndexPath, style != .unsupported else { return [] }
        let first = BatchUpdates.Move(from: originalIndexPath, to: targetIndexPath)
        guard style == .swapsWithTarget else { return [first] }
        let shifted = InteractiveMovement(originalIndexPath: originalIndexPath, position: position, style: .shiftsOthers)
            .moved(toTarget: targetIndexPath)
        return [first, .init(from: shifted.currentIndexPath(forOriginalItemAt: targetIndexPath), to: originalIndexPath)]
    }

    /// Hashes what `==` compares: the moving items, their places and the finger.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(originalIndexPath)
        hasher.combine(targetIndexPath)
        hasher.combine(point: position)
        hasher.combine(style)
    }
}
