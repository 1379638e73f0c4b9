#if canImport(UIKit)
import LayoutCore
import LayoutHosting
// The iOS 16 SDK declares the accessibility traits as mutable globals.
@preconcurrency import UIKit

/// VoiceOver's adjustable element for a layout that selects (a carousel, the wheel, a pizza
/// half, the thumbnail strip, the parallax preview): it stands where the selected cell is, says
/// the view's label and the item's label and place, and its increment and decrement are the
/// engine's. One object for the view's life, so VoiceOver's focus stays on it while the
/// selection moves.
final class SelectionAccessibilityElement: UIAccessibilityElement {
    /// Adjusts the selection: the view's VoiceOver bridge. UIKit asks on the main thread.
    nonisolated(unsafe) weak var adjuster: (any VoiceOverGestures)?
    /// The selected item's cell, read when VoiceOver asks: its own hint, traits and custom actions
    /// stand beside the element's (a selecting layout's cell keeps what the app gave it).
    nonisolated(unsafe) weak var cell: UIView?
    /// The engine's custom actions of the selected item.
    nonisolated(unsafe) private var ownActions: [UIAccessibilityCustomAction] = []
    /// The app's own custom actions of the selected item's cell (not those the engine gave it
    /// while it was not selected).
    nonisolated(unsafe) private var cellActions: [UIAccessibilityCustomAction] = []

    /// An adjustable element whose container, the collection view, is set once the view's platform
    /// is attached to it.
    override init() {
        super.init(accessibilityContainer: NSObject())
        isAccessibilityElement = true
    }

    /// Adjustable and selected, with the cell's own traits.
    override var accessibilityTraits: UIAccessibilityTraits {
        get { (cell?.accessibilityTraits ?? []).union([.adjustable, .selected]) }
        set {}
    }

    override var accessibilityHint: String? {
        get { cell?.accessibilityHint }
        set {}
    }

    /// The cell's own actions, then the engine's.
    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { cellActions + ownActions }
        set {}
    }

    /// Takes the label, value, frame (the selected cell's visible frame, in the collection view's
    /// coordinates: a cell's own `frame` is undefined under a 3D transform) and custom `actions`
    /// of `element`, the engine's adjustable element, standing for `cell`, whose own actions are
    /// `cellActions`.
    func update(from element: AccessibilityElement, cell: UIView?, cellActions: [UIAccessibilityCustomAction],
                actions: [UIAccessibilityCustomAction]) {
        accessibilityLabel = element.label
        accessibilityValue = element.value
        accessibilityFrameInContainerSpace = element.frame
        self.cell = cell
        self.cellActions = cellActions
        ownActions = actions
    }

    override func accessibilityIncrement() { adjuster?.adjustSelection(by: 1) }

    override func accessibilityDecrement() { adjuster?.adjustSelection(by: -1) }
}

/// VoiceOver's gestures a view hands its engine, which UIKit calls outside the main actor's
/// isolation (on the main thread).
protocol VoiceOverGestures: AnyObject {
    /// VoiceOver's swipe up (1) or down (−1) on the adjustable element.
    func adjustSelection(by steps: Int)
    /// VoiceOver's three-finger swipe; `false` at the end of the content.
    func scroll(_ direction: UIAccessibilityScrollDirection) -> Bool
    /// VoiceOver's focus reached the element of `key` (an item past a band's visible part).
    func focused(on key: ElementKey)
}
#endif
