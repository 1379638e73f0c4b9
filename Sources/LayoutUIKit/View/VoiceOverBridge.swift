#if canImport(UIKit)
import LayoutCore
import LayoutHosting
// The iOS 16 SDK declares the accessibility traits as mutable globals.
@preconcurrency import UIKit

/// VoiceOver in a ``UIKitCollectionView``, as the engine decides it: each method converts the
/// engine's answer into what UIKit's accessibility reads (views, `UIAccessibilityCustomAction`s,
/// the adjustable element, `NSNotFound`).
///
/// Give each cell an `accessibilityLabel` (and `isAccessibilityElement`); the view gives each
/// shown cell its place as its `accessibilityValue` ("3 of 12") unless the app gave it a value of
/// its own, headers the header trait, and items their custom actions — once each time they
/// change, not every frame. Where the engine reads the cells in index-path order (lists, grids)
/// the order stays UIKit's; elsewhere (a carousel, the wheel, any layout that selects) the
/// collection view answers the engine's order.
@MainActor
final class VoiceOverBridge {
    private unowned let platform: UIKitPlatform
    /// The place each view was last given as its `accessibilityValue`, so an app's own value is
    /// left alone.
    private var placeValues: [ObjectIdentifier: String] = [:]

    init(platform: UIKitPlatform) {
        self.platform = platform
        platform.selectionElement.adjuster = self
        // A layout pass gives the views their elements: one as soon as VoiceOver starts.
        for name in [UIAccessibility.voiceOverStatusDidChangeNotification, UIAccessibility.switchControlStatusDidChangeNotification] {
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak platform] _ in
                Task { @MainActor in platform?.collectionView?.setNeedsLayout() }
            }
        }
    }

    private var engine: CollectionViewEngine { platform.engine }

    /// A layout pass ended: the engine sees the frame, and while VoiceOver runs, the views whose
    /// element changed are given it.
    func viewDidLayout() {
        engine.viewDidLayout()
        guard UIAccessibility.isVoiceOverRunning || UIAccessibility.isSwitchControlRunning else { return }
        for element in engine.accessibilityAssignments() { assign(element) }
    }

    /// Gives `element`'s view (or the adjustable element) its value, traits and custom actions.
    private func assign(_ element: AccessibilityElement) {
        let actions = customActions(of: element)
        if element.traits.contains(.adjustable) {
            platform.selectionElement.update(from: element, actions: actions)
            return
        }
        guard let view = platform.view(for: element.key) else { return }
        // Bounded by the views the collection view ever made; a new view's value is nil.
        let identifier = ObjectIdentifier(view)
        if view.accessibilityValue == nil || view.accessibilityValue == placeValues[identifier] {
            view.accessibilityValue = element.value
            placeValues[identifier] = element.value
        }
        if element.traits.contains(.header) { view.accessibilityTraits.insert(.header) }
        view.accessibilityCustomActions = actions
    }

    /// `UIAccessibilityCustomAction`s for `element`'s actions: each performs its action by its
    /// identifier on the element the view (or the adjustable element) stands for when it runs.
    private func customActions(of element: AccessibilityElement) -> [UIAccessibilityCustomAction] {
        let adjustable = element.traits.contains(.adjustable)
        let view = adjustable ? nil : platform.view(for: element.key) as? UICollectionViewCell
        return zip(element.customActionIdentifiers, element.customActions).map { identifier, name in
            UIAccessibilityCustomAction(name: name) { [weak self, weak view] _ in
                guard let self else { return false }
                let shown = view.flatMap { self.platform.collectionView?.indexPath(for: $0) }.flatMap(ItemPath.init)
                let key = shown.map { ElementKey(category: .cell, indexPath: $0) } ?? element.key
                return self.engine.performAccessibilityAction(identifier, on: key)
            }
        }
    }

    // MARK: The container

    /// `accessibilityElements`: the engine's order, as the views (and adjustable element) UIKit
    /// shows; `nil` where UIKit keeps its own.
    func containerElements() -> [Any]? {
        engine.accessibilityContainerElements?.compactMap(platform.accessibilityObject(for:))
    }

    /// `accessibilityElementCount()`: `NSNotFound` where UIKit keeps its own order.
    func containerElementCount() -> Int {
        engine.accessibilityElementCount() ?? NSNotFound
    }

    /// `accessibilityElement(at:)`.
    func containerElement(at index: Int) -> Any? {
        engine.accessibilityElement(at: index).flatMap(platform.accessibilityObject(for:))
    }

    /// `index(ofAccessibilityElement:)`: `NSNotFound` for an object the engine's order lacks.
    func containerIndex(of object: Any) -> Int {
        engine.accessibilityContainerElements?.firstIndex { platform.accessibilityObject(for: $0) as AnyObject === object as AnyObject }
            ?? NSNotFound
    }

    // MARK: Gestures

    /// An increment (1) or decrement (−1) of the adjustable element: the engine's adjustment; the
    /// element says the item the selection moves to and stands where that item is.
    func adjustSelection(by steps: Int) {
        guard let (item, value) = engine.adjustForAccessibility(by: steps) else { return }
        platform.selectionElement.accessibilityValue = value
        if let frame = engine.layout.layoutAttributes(for: ElementKey(category: .cell, indexPath: item))?.visibleFrame {
            platform.selectionElement.accessibilityFrameInContainerSpace = frame
        }
    }

    /// `accessibilityScroll(_:)`: the engine's page scroll, which posts `.pageScrolled`; `false`
    /// at the end of the content (UIKit plays its boundary sound).
    func scroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        let portable: AccessibilityScrollDirection = switch direction {
        case .right: .right
        case .left: .left
        case .up: .up
        case .down: .down
        case .previous: .previous
        default: .next
        }
        return engine.accessibilityScroll(portable) != nil
    }
}
extension VoiceOverBridge: @preconcurrency VoiceOverGestures {}
#endif
