#if canImport(UIKit)
import LayoutCore
import LayoutHosting
// The iOS 16 SDK declares the accessibility traits and notifications as mutable globals.
@preconcurrency import UIKit

/// VoiceOver's adjustable element for a layout that selects (a carousel, the wheel, a pizza
/// half, the thumbnail strip, the parallax preview): it stands where the selected cell is, says
/// the view's label and the item's label and position, and its increment and decrement are the
/// shared host's (`AccessibleCollectionView`). One object for the host's life, so VoiceOver's
/// focus stays on it while the selection moves.
final class SelectionAccessibilityElement: UIAccessibilityElement {
    /// Adjusts the selection: the host. UIKit asks on the main thread.
    nonisolated(unsafe) private weak var responder: (any CollectionViewAccessibility)?

    /// The element of `responder`'s collection view, `container`.
    init(responder: any CollectionViewAccessibility, container: UICollectionView) {
        self.responder = responder
        super.init(accessibilityContainer: container)
        isAccessibilityElement = true
        accessibilityTraits = [.adjustable, .selected]
    }

    /// Takes the label, value and custom `actions` of `element`, the host's adjustable element,
    /// standing on `frame` (the selected cell's frame in the collection view).
    func update(from element: AccessibilityElement, frame: CGRect, actions: [UIAccessibilityCustomAction]) {
        accessibilityLabel = element.label
        accessibilityValue = element.value
        accessibilityFrameInContainerSpace = frame
        accessibilityCustomActions = actions
    }

    override func accessibilityIncrement() { responder?.adjustSelection(by: 1) }

    override func accessibilityDecrement() { responder?.adjustSelection(by: -1) }
}
#endif
