import DiffableData
import Foundation
import LayoutCore
import LayoutHosting

extension DeclaredCollection {
    /// Where a drop at `indexPath` lands, named by the app's ids: the section and the item the
    /// dropped items go before (`nil`: at the section's end). A drop at no path (below the
    /// content) lands at the end of the last section; `nil` when no section is shown.
    package func dropDestination(at indexPath: ItemPath?) -> (section: SectionID, before: ItemID?)? {
        let sections = data.current.sectionIdentifiers
        guard let last = sections.indices.last else { return nil }
        guard let indexPath, sections.indices.contains(indexPath.section) else { return (sections[last], nil) }
        return (sections[indexPath.section], data.itemIdentifier(for: indexPath))
    }

    /// The move a drop of the view's own item `id` at `indexPath` makes (UIKit's destination:
    /// where the item ends), as `ForEach`'s `onMove` reports one (the offset counted in the
    /// items before the move); `nil` when `id` is not shown or the drop lands where it is.
    package func move(of id: ItemID, droppedAt indexPath: ItemPath?) -> ItemMove<SectionID, ItemID>? {
        let sections = data.current.sectionIdentifiers
        guard let source = data.indexPath(for: id), let last = sections.indices.last else { return nil }
        // Below the content: after the last section's last item, counted before the move.
        guard let destination = indexPath else {
            let count = data.current.items(inSectionAt: last).count
            guard source.section != last || source.item != count - 1 else { return nil }
            return ItemMove(items: [id], sourceSection: sections[source.section], sourceOffsets: IndexSet(integer: source.item),
                            destinationSection: sections[last], destinationOffset: count)
        }
        guard sections.indices.contains(destination.section), destination != source else { return nil }
        let within = source.section == destination.section
        return ItemMove(items: [id], sourceSection: sections[source.section], sourceOffsets: IndexSet(integer: source.item),
                        destinationSection: sections[destination.section],
                        destinationOffset: within && destination.item > source.item ? destination.item + 1 : destination.item)
    }
}
