#if canImport(UIKit) && canImport(SwiftUI)
import LayoutCore
import UIKit

/// Drag and drop between SwiftUI's view and other views and apps, through UIKit's drag and drop
/// delegates: an item a person lifts carries what the app makes of it (a `Transferable`, in an
/// item provider); items dropped from elsewhere are loaded and handed to the app with where they
/// landed; the view's own item dropped in it is a move, as `onCollectionMove` reports one (the portable
/// model names both).
@MainActor
final class DragAndDrop: NSObject, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    /// The item and what it carries, for the item at a path; `nil`: it is not dragged.
    var lift: (ItemPath) -> (item: AnyHashable, provider: NSItemProvider)? = { _ in nil }
    /// Takes the providers of items dropped from elsewhere at a path (`nil`: below the content);
    /// `nil` when the view takes no drops.
    var receive: (([NSItemProvider], ItemPath?) -> Void)?
    /// Moves the view's own item dropped at a path; `nil` when its items do not move.
    var move: ((AnyHashable, ItemPath?) -> Void)?

    /// Makes `collectionView` a drag source when `drags` and a drop target when it takes drops or
    /// moves its items.
    func update(_ collectionView: UICollectionView, drags: Bool) {
        let drops = receive != nil || move != nil
        collectionView.dragDelegate = drags ? self : nil
        collectionView.dropDelegate = drops ? self : nil
        // Off by default on iPhone, where it gates drops as well as drags.
        collectionView.dragInteractionEnabled = drags || drops
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        guard let path = ItemPath(indexPath), let lifted = lift(path) else { return [] }
        let item = UIDragItem(itemProvider: lifted.provider)
        item.localObject = lifted.item
        return [item]
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        if collectionView.hasActiveDrag {
            return move == nil ? UICollectionViewDropProposal(operation: .forbidden)
                : UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return receive == nil ? UICollectionViewDropProposal(operation: .forbidden)
            : UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath.flatMap(ItemPath.init)
        let own = coordinator.items.filter { $0.sourceIndexPath != nil }
        if let move, let dropped = own.first, let item = dropped.dragItem.localObject as? AnyHashable {
            move(item, destination)
            // The lifted item settles into the place it moves to (`drop(_:toItemAt:)` animates the
            // drag preview there, as a table's reorder does), instead of flying back to its source.
            if let target = coordinator.destinationIndexPath { coordinator.drop(dropped.dragItem, toItemAt: target) }
            return
        }
        receive?(coordinator.items.filter { $0.sourceIndexPath == nil }.map(\.dragItem.itemProvider), destination)
    }
}
#endif
