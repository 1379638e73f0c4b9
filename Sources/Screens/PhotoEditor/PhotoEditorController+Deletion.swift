import Foundation
import LayoutCore
import Layouts
import Motion

extension PhotoEditorController {
    /// How long each phase of a deletion takes, in seconds.
    package static var deletionPhaseDuration: TimeInterval { 0.15 }

    /// Deletes photo `index` with the two-phase animation; refused when 2 or fewer photos remain.
    ///
    /// Phase 1 (0.15 s) collapses the thumbnail while its neighbour on the closing side takes
    /// over its expansion; phase 2 (0.15 s) closes the gap. The closing side is the next photo's,
    /// or the previous one's when the last photo is deleted — and when a photo before the active
    /// one is deleted, so that the thumbnails before it move on and the active one never leaves
    /// the centre (closing from the next side would slide it off and jump it back at the end).
    /// Only then do the photos change and
    /// both views delete the item (the strip without built-in animation), the strip's updates
    /// are cleared and the active index is fixed up. `completion` runs at the end.
    public func deletePhoto(at index: Int, completion: (() -> Void)? = nil) throws(PhotoEditorError) {
        guard photos.count > 2 else { throw .tooFewPhotosToDelete(count: photos.count) }
        guard photos.indices.contains(index) else { throw .photoIndexOutOfRange(index, count: photos.count) }
        guard !isAnimating else { throw .animationInProgress }
        isAnimating = true
        let closesFromPrevious = index == photos.count - 1 || index < activeIndex
        let deleted = ItemPath(item: index, section: 0)
        let neighbour = ItemPath(item: closesFromPrevious ? index - 1 : index + 1, section: 0)
        let direction: ThumbnailCell.Direction = closesFromPrevious ? .previous : .next
        let takenExpansion = thumbnailsLayout.cell(at: index).state.expanding
        let layout = thumbnailsLayout

        let collapsing = Animator(duration: Self.deletionPhaseDuration, curve: .quadraticEaseInOut, clock: clock, onUpdate: { [weak self] progress in
            guard let self else { return }
            let p = CGFloat(progress)
            layout.updates[deleted] = { cell in
                var cell = cell
                cell.state.collapsing = p
                cell.state.direction = direction
                return cell
            }
            // The first photo deleted before the active one has no previous neighbour to take over.
            if neighbour.item >= 0 {
                layout.updates[neighbour] = { cell in
                    var cell = cell
                    cell.state.expanding += (takenExpansion - cell.state.expanding) * p
                    return cell
                }
            }
            thumbnails.layoutIfNeeded()
        }, completion: { [weak self] _ in
            self?.closeGap(at: index, phaseOneUpdates: layout.updates, completion: completion)
        })
        editAnimator = collapsing
        collapsing.start()
    }

    /// Phase 2: the deleted thumbnail's gap closes, its `deleting` update composed on phase 1's end.
    private func closeGap(at index: Int, phaseOneUpdates: [ItemPath: ThumbnailStripLayout.CellUpdate],
                          completion: (() -> Void)?) {
        let layout = thumbnailsLayout, deleted = ItemPath(item: index, section: 0)
        let closing = Animator(duration: Self.deletionPhaseDuration, curve: .quadraticEaseInOut, clock: clock, onUpdate: { [weak self] progress in
            guard let self else { return }
            layout.updates = phaseOneUpdates
            layout.composeUpdate(at: deleted) { cell in
                var cell = cell
                cell.state.deleting = CGFloat(progress)
                return cell
            }
            thumbnails.layoutIfNeeded()
        }, completion: { [weak self] _ in
            self?.finishDeletion(at: index, completion: completion)
        })
        editAnimator = closing
        closing.start()
    }

    /// The data change at the end of a deletion: photos, both views, updates, active index.
    private func finishDeletion(at index: Int, completion: (() -> Void)?) {
        let path = ItemPath(item: index, section: 0)
        let wasActive = activeIndex
        var remaining = photos
        remaining.remove(at: index)
        var remainingRatios = aspectRatios
        remainingRatios.remove(at: index)
        let counts = [remaining.count]
        synchronizer.withoutEchoes {
            // The photos and the strip's ratios change inside the first view's update, as UIKit
            // requires of what its cells and layout read: changed before it, the strip would be
            // laid out with the old count and the new ratios.
            try? thumbnails.performBatchUpdates(itemCounts: counts, updatingData: {
                (photos, aspectRatios) = (remaining, remainingRatios)
                try? thumbnailsLayout.update { [remainingRatios] in $0.aspectRatio = Self.strip(remainingRatios) }
                thumbnailsLayout.updates = [:]
            }) { $0.deleteItems(at: [path]) }
            try? preview.performBatchUpdates(itemCounts: counts) { $0.deleteItems(at: [path]) }
            // The active photo keeps its place unless the deleted one was before it or was the last;
            // both views centre it (no move when they already do).
            let active = index < wasActive ? wasActive - 1 : min(wasActive, photos.count - 1)
            thumbnails.setContentOffset(thumbnailsLayout.contentOffset(centering: active), animated: false)
            preview.setContentOffset(previewLayout.contentOffset(forPage: active), animated: false)
            synchronizer.setActiveIndex(active)
        }
        editAnimator = nil
        isAnimating = false
        onChange?()
        completion?()
    }
}
