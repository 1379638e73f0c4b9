#if canImport(UIKit)
import CompositionalLayoutModule
import DiffableData
import LayoutCore
import LayoutUIKit
import UIKit

/// Drag to reorder: a board of three compositional sections (the last empty), items a long
/// press picks up and moves within and across sections, kept by the diffable data source's
/// reordering handlers.
public final class ReorderingViewController: UIViewController {
    private var collection: UIKitCollectionView?
    private var dataSource: CollectionViewDiffableDataSource<String, String>?
    /// The app's store, updated from each reorder.
    private var board: [String: [String]] = ["To do": (1...10).map { "Task \($0)" }, "Doing": ["Task 11", "Task 12"], "Done": []]

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let layout = CompositionalLayout { _, _ in
            let section = LayoutSection.grid(columns: 3, itemInsets: 4)
            section.contentInsets = LayoutEdgeInsets(top: 24, leading: 8, bottom: 24, trailing: 8)
            return section
        }
        let collection = UIKitCollectionView(layout: layout)
        embed(collection.collectionView)
        let dataSource = CollectionViewDiffableDataSource<String, String>(view: collection) { collectionView, indexPath, task in
            LabelCell.provider { _ in task }(collectionView, indexPath)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            for section in transaction.finalSnapshot.sectionIdentifiers {
                self?.board[section] = try? transaction.finalSnapshot.itemIdentifiers(inSection: section)
            }
        }
        let longPress = UILongPressGestureRecognizer(target: self, action: #selector(longPressed(_:)))
        collection.collectionView.addGestureRecognizer(longPress)
        var snapshot = DiffableSnapshot<String, String>()
        do {
            try snapshot.appendSections(["To do", "Doing", "Done"])
            for section in snapshot.sectionIdentifiers { try snapshot.appendItems(board[section] ?? [], toSection: section) }
            try dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
        } catch {
            show(error)
        }
        (self.collection, self.dataSource) = (collection, dataSource)
    }

    @objc private func longPressed(_ gesture: UILongPressGestureRecognizer) {
        collection?.handleLongPress(gesture)
    }
}
#endif
