@_spi(Testing) import LayoutCore
@_spi(Testing) import Simulation

/// A data source of numbered items a person can move: item `i` of section `s` starts as
/// `s * 1000 + i`. It records every `moveItemAt` and applies it to ``sections``, refuses the
/// items in ``fixed``, and titles each cell with its number (read through the movement's
/// arrangement while one runs).
public final class ReorderingDataSource: SimulatedReorderingDataSource {
    /// The items of each section, in order.
    public private(set) var sections: [[Int]]
    /// Every move the view reported, in order.
    public private(set) var moves: [(from: ItemPath, to: ItemPath)] = []
    /// The items that cannot begin moving.
    public var fixed: Set<ItemPath> = []

    /// `itemCounts` numbered items.
    public init(itemCounts: [Int]) {
        sections = itemCounts.enumerated().map { section, count in (0..<count).map { section * 1000 + $0 } }
    }

    /// The number of items of each section.
    public var itemCounts: [Int] { sections.map(\.count) }

    public func collectionView(_ collectionView: SimulatedCollectionView, cellForItemAt indexPath: ItemPath) throws(LayoutError) -> SimulatedView {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: SimulatedCollectionView.defaultCellReuseIdentifier, for: indexPath)
        let path = collectionView.interactiveMovement?.originalIndexPath(forItemAt: indexPath) ?? indexPath
        cell.setAppearance(ElementAppearance(title: "\(sections[path.section][path.item])"), animationDuration: 0)
        return cell
    }

    public func collectionView(_ collectionView: SimulatedCollectionView, canMoveItemAt indexPath: ItemPath) -> Bool {
        !fixed.contains(indexPath)
    }

    public func collectionView(_ collectionView: SimulatedCollectionView, moveItemAt sourceIndexPath: ItemPath, to destinationIndexPath: ItemPath) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }
}
