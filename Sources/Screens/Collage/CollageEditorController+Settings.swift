import Foundation
import LayoutCore
import Layouts

/// Choosing a template and changing the canvas's settings, each animated.
extension CollageEditorController {
    /// Uses the picker's template `item`: every shown photo moves to its new cell, photos past
    /// the new cell count fade out and photos coming in fade in, in one animated batch update;
    /// the picker rings the new thumbnail and scrolls it to the middle. Undo history ends here.
    public func selectTemplate(at item: Int) throws(LayoutError) {
        guard isAttached else { return }
        guard templates.indices.contains(item) else {
            throw .indexPathOutOfRange(ItemPath(item: item, section: 0), itemCounts: [templates.count])
        }
        guard item != selectedTemplateIndex else { return }
        let oldCount = shownPhotoCount, oldItem = selectedTemplateIndex
        let template = templates[item].template
        let newCount = Self.canvasItemCount(photoCount: photos.count, template: template)
        do {
            // The template changes inside the update, so the photos move from where they are drawn.
            try canvasLayout.update(animatedIn: canvas, itemCounts: [newCount], { $0.template = template }) { batch in
                if newCount < oldCount {
                    batch.deleteItems(at: (newCount..<oldCount).map { ItemPath(item: $0, section: 0) })
                } else if newCount > oldCount {
                    batch.insertItems(at: (oldCount..<newCount).map { ItemPath(item: $0, section: 0) })
                }
            }
            selectedTemplateIndex = item
            history.removeAll()
            try picker.performBatchUpdates(itemCounts: [templates.count]) { batch in
                batch.reloadItems(at: [ItemPath(item: oldItem, section: 0), ItemPath(item: item, section: 0)])
            }
            try picker.scrollToItem(at: ItemPath(item: item, section: 0), at: .centeredHorizontally, animated: true)
        } catch let error as LayoutError {
            throw error
        } catch BatchUpdateError.layout(let error) {
            throw error
        } catch {
            throw .invalidValue(name: "template change", value: CGFloat(item), expected: "\(error)")
        }
        onChange?()
    }

    /// Changes the canvas's aspect ratio (width over height), animated; a ratio that is not a
    /// finite number above 0 throws and changes nothing.
    public func setAspectRatio(_ ratio: CGFloat) throws(LayoutError) {
        try change { $0.aspectRatio = ratio }
    }

    /// Changes the margin, animated; a negative or non-finite one throws and changes nothing.
    public func setMargin(_ margin: CGFloat) throws(LayoutError) {
        try change { $0.margin = margin }
    }

    /// Changes the spacing between cells, animated; a negative or non-finite one throws.
    public func setSpacing(_ spacing: CGFloat) throws(LayoutError) {
        try change { $0.spacing = spacing }
    }

    /// Changes the corner radius, animated; a negative or non-finite one throws.
    public func setCornerRadius(_ radius: CGFloat) throws(LayoutError) {
        try change { $0.cornerRadius = radius }
    }

    private func change(_ body: (inout CollageLayoutConfiguration) -> Void) throws(LayoutError) {
        guard isAttached else { return }
        do throws(BatchUpdateError) {
            try canvasLayout.update(animatedIn: canvas, itemCounts: [shownPhotoCount], body)
        } catch {
            guard case .layout(let error) = error else { return }
            throw error
        }
        onChange?()
    }
}
