/// A data source that shows snapshots: the simulated `DiffableDataSource` here, a
/// `UICollectionViewDiffableDataSource` (through an adapter) on iOS. Screen logic written
/// against it (the Photos mode switch) runs unchanged on both.
public protocol SnapshotApplying<SectionIdentifierType, ItemIdentifierType>: AnyObject {
    associatedtype SectionIdentifierType: Hashable
    associatedtype ItemIdentifierType: Hashable

    /// What the collection view shows now.
    func snapshot() -> DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// Shows `snapshot`: the difference from the current one is applied as batch updates,
    /// animated when `animatingDifferences` is `true`; `completion` runs once the last update
    /// has finished. Throws when the collection view cannot show it (its layout refuses the new
    /// data), after which ``snapshot()`` answers what the view does show.
    func apply(_ snapshot: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool,
               completion: (() -> Void)?) throws
}
