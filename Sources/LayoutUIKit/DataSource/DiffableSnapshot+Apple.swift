#if canImport(UIKit)
import DiffableData
import UIKit

extension DiffableSnapshot where Section: Sendable, Item: Sendable {
    /// The same sections and items as Apple's snapshot (whose identifiers must be `Sendable`), for apps that use
    /// `UICollectionViewDiffableDataSource` with our layouts.
    public var appleSnapshot: NSDiffableDataSourceSnapshot<Section, Item> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(sectionIdentifiers)
        sectionIdentifiers.enumerated().forEach { snapshot.appendItems(items(inSectionAt: $0.offset).array, toSection: $0.element) }
        return snapshot
    }

    /// The sections and items of Apple's `snapshot`. Throws a ``SnapshotError`` should an
    /// identifier appear twice (Apple's snapshots refuse that too).
    public init(_ snapshot: NSDiffableDataSourceSnapshot<Section, Item>) throws(SnapshotError) {
        self.init()
        try appendSections(snapshot.sectionIdentifiers)
        for section in snapshot.sectionIdentifiers {
            try appendItems(snapshot.itemIdentifiers(inSection: section), toSection: section)
        }
    }
}
#endif
