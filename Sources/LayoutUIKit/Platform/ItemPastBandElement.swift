#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import UIKit

/// What VoiceOver moves to past the visible part of a section that scrolls on its own: the next
/// item, which has no cell yet. Focused, it has the engine scroll the band until the item is whole
/// and move VoiceOver's focus to its cell (`CollectionViewEngine.accessibilityElementFocused(_:)`),
/// as UIKit scrolls a collection view's next item into view; UIKit's own order would scroll the
/// collection view, not the band.
final class ItemPastBandElement: UIAccessibilityElement {
    /// The item it stands for, and who hears VoiceOver's focus on it (the view's VoiceOver
    /// bridge), read by UIKit's nonisolated focus callback on the main thread.
    nonisolated(unsafe) private var key: ElementKey?
    nonisolated(unsafe) private weak var gestures: (any VoiceOverGestures)?

    override init(accessibilityContainer container: Any) {
        super.init(accessibilityContainer: container)
        isAccessibilityElement = true
    }

    /// Stands for `element` (its frame in the collection view's coordinates, its place), in
    /// `container`; `gestures` hears when VoiceOver's focus reaches it.
    func update(from element: AccessibilityElement, in container: UICollectionView?, gestures: any VoiceOverGestures) {
        accessibilityContainer = container
        accessibilityFrameInContainerSpace = element.frame
        accessibilityValue = element.value
        key = element.key
        self.gestures = gestures
    }

    override func accessibilityElementDidBecomeFocused() {
        super.accessibilityElementDidBecomeFocused()
        key.map { gestures?.focused(on: $0) }
    }
}
#endif
