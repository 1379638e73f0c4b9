#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import UIKit

/// The collection view of a ``UIKitCollectionView``: its overrides hand UIKit's moments to the
/// engine — the end of each layout pass (the frame the person sees, what VoiceOver's views are
/// given) and VoiceOver's questions, through all four container methods, as UIKit's accessibility
/// uses a collection view's own order only when a subclass overrides all four
/// (`UICollectionViewAccessibility`'s `_accessibilityOverridesContainerProtocol`, iOS 18.2
/// decompile; openradar 19194522: `accessibilityElements` alone is ignored).
@MainActor
final class EngineCollectionView: UICollectionView {
    /// VoiceOver's side of the engine, for this view.
    var voiceOver: VoiceOverBridge? {
        didSet { gestures = voiceOver }
    }
    /// The same, for UIKit's nonisolated `accessibilityScroll(_:)`, which it calls on the main thread.
    nonisolated(unsafe) private weak var gestures: (any VoiceOverGestures)?

    override func layoutSubviews() {
        super.layoutSubviews()
        voiceOver?.viewDidLayout()
    }

    override var accessibilityElements: [Any]? {
        get { voiceOver?.containerElements() ?? super.accessibilityElements }
        set { super.accessibilityElements = newValue }
    }

    override func accessibilityElementCount() -> Int {
        voiceOver?.containerElementCount() ?? super.accessibilityElementCount()
    }

    override func accessibilityElement(at index: Int) -> Any? {
        voiceOver?.containerElement(at: index) ?? super.accessibilityElement(at: index)
    }

    override func index(ofAccessibilityElement element: Any) -> Int {
        voiceOver?.containerIndex(of: element) ?? super.index(ofAccessibilityElement: element)
    }

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        gestures?.scroll(direction) ?? super.accessibilityScroll(direction)
    }
}
#endif
