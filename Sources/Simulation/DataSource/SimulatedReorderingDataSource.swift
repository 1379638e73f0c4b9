import LayoutCore

/// A data source whose items a person can move: UIKit's `collectionView(_:canMoveItemAt:)` and
/// `collectionView(_:moveItemAt:to:)`. As in UIKit, where a data source that does not implement
/// `moveItemAt` cannot begin a movement, a ``SimulatedCollectionView`` moves items only for a
/// data source of this protocol.
public protocol SimulatedReorderingDataSource: SimulatedDataSource {
    /// Whether the item at `indexPath` may begin moving; `true` by default, as in UIKit once
    /// `moveItemAt` is implemented.
    func collectionView(_ collectionView: SimulatedCollectionView, canMoveItemAt indexPath: ItemPath) -> Bool

    /// The item at `sourceIndexPath` now stands at `destinationIndexPath`: move it in the data.
    /// Called when a movement ends with the item elsewhere — once, or for a layout whose
    /// movement swaps (`InteractiveMovementStyle.swapsWithTarget`) twice: the item to its
    /// target, then the item it displaced to where the first started (each path after the moves
    /// before it).
    func collectionView(_ collectionView: SimulatedCollectionView, moveItemAt sourceIndexPath: ItemPath, to destinationIndexPath: ItemPath)
}

extension SimulatedReorderingDataSource {
    /// By default every item can move, as UIKit's data source says when it implements the move.
    public func collectionView(_ collectionView: SimulatedCollectionView, canMoveItemAt indexPath: ItemPath) -> Bool { true }
}

/// The collection view's delegate: the scroll view's, and UIKit's redirect of a moving item's
/// target (`collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`).
/// Set it as the view's ``SimulatedCollectionView/delegate``.
public protocol SimulatedCollectionViewDelegate: ScrollViewDelegate {
    /// Where the item moving from `originalIndexPath`, now at `currentIndexPath`, goes instead of
    /// `proposedIndexPath` (the layout's target under the finger). Answer `currentIndexPath` to
    /// keep it where it is; `proposedIndexPath` by default.
    func collectionView(_ collectionView: SimulatedCollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: ItemPath,
                        atCurrentIndexPath currentIndexPath: ItemPath, toProposedIndexPath proposedIndexPath: ItemPath) -> ItemPath
}

extension SimulatedCollectionViewDelegate {
    /// By default the proposed place, as UIKit's delegate answers.
    public func collectionView(_ collectionView: SimulatedCollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: ItemPath,
                               atCurrentIndexPath currentIndexPath: ItemPath, toProposedIndexPath proposedIndexPath: ItemPath) -> ItemPath {
        proposedIndexPath
    }
}
