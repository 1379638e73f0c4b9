import Foundation
import LayoutCore

/// What VoiceOver can do with a photo that a finger does with the delete button: delete it.
extension PhotoEditorController {
    /// The custom actions of photo `index`, on the strip and the preview alike: "Delete photo"
    /// while more than two photos remain and no deletion runs (``deletePhoto(at:completion:)``,
    /// animated); none for a photo that does not exist.
    package func accessibilityActions(forPhoto index: Int) -> [AccessibilityCustomAction] {
        guard photos.indices.contains(index), photos.count > 2, !isAnimating else { return [] }
        return [AccessibilityCustomAction(name: "Delete photo") { [weak self] in
            guard let self else { return false }
            do { try self.deletePhoto(at: index) } catch { return false }
            return true
        }]
    }

    /// Offers ``accessibilityActions(forPhoto:)`` on both views' cells.
    func offerAccessibilityActions() {
        let provider: (ElementKey) -> [AccessibilityCustomAction] = { [weak self] key in
            key.category == .cell ? self?.accessibilityActions(forPhoto: key.indexPath.item) ?? [] : []
        }
        preview.accessibilityCustomActionProvider = provider
        thumbnails.accessibilityCustomActionProvider = provider
    }
}
