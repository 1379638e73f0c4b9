#if canImport(UIKit)
import LayoutCore
import LayoutHosting
// The iOS 16 SDK declares the accessibility traits and notifications as mutable globals.
@preconcurrency import UIKit

/// VoiceOver in a `UICollectionView`, with the shared host's decisions: the reading order, the
/// adjustable selection, page scrolls and custom actions are each a translation and one call
/// into portable code the simulated view runs too.
///
/// Give each cell an `accessibilityLabel` (and `isAccessibilityElement`); the host adds the
/// position as its `accessibilityValue` ("3 of 12"), the header trait to headers, and the
/// custom actions. A cell that is not an accessibility element stays a container VoiceOver
/// reads inside, in the host's order among the others.
extension CollectionViewHost: @preconcurrency AccessibleCollectionView {
    package var currentLayoutHost: LayoutHost { adapter.host }

    /// The `accessibilityLabel` of the view shown for `key`.
    package func accessibilityLabel(of key: ElementKey) -> String? {
        view(for: key)?.accessibilityLabel
    }

    /// The data source's answer: ``canMoveItem`` and ``moveItem`` both allow it.
    package func allowsMovingItem(at indexPath: ItemPath) -> Bool {
        collectionView(collectionView, canMoveItemAt: IndexPath(indexPath))
    }

    /// Posts `UIAccessibility.Notification.announcement`.
    public func announceForAccessibility(_ announcement: String) {
        UIAccessibility.post(notification: .announcement, argument: announcement)
    }

    /// The elements the shared host reads now, from the attributes of the visible rect.
    func portableAccessibilityElements() -> [AccessibilityElement] {
        let shown = adapter.host.layoutAttributesForElements(in: collectionView.bounds).filter { view(for: $0.key) != nil }
        return adapter.host.accessibilityElements(ofShown: shown, viewLabel: collectionView.accessibilityLabel, label: accessibilityLabel(of:)) {
            accessibilityActions(for: $0).map(\.name)
        }
    }

    /// The collection view's `accessibilityElements`: the shown views in the host's order, each
    /// given its position, traits and custom actions; the adjustable element in place of the
    /// selected cell.
    func orderedAccessibilityElements() -> [Any]? {
        portableAccessibilityElements().compactMap { element -> Any? in
            guard let view = view(for: element.key) else { return nil }
            if element.traits.contains(.adjustable) {
                selectionElement.update(from: element, frame: view.frame)
                return selectionElement
            }
            view.accessibilityValue = element.value
            if element.traits.contains(.header) { view.accessibilityTraits.insert(.header) }
            view.accessibilityCustomActions = element.customActions.map { name in
                let key = element.key
                return UIAccessibilityCustomAction(name: name) { [weak self] _ in
                    self?.performAccessibilityAction(named: name, for: key) ?? false
                }
            }
            return view
        }
    }

    /// An increment (1) or decrement (−1) of the adjustable element: the shared adjustment, and
    /// the element says the item the selection moves to (VoiceOver reads it once this returns).
    func adjustSelection(by steps: Int) {
        guard let value = adjustForAccessibility(by: steps) else { return }
        selectionElement.accessibilityValue = value
    }

    /// `accessibilityScroll(_:)`: one screen on, as the host decides, then
    /// `UIAccessibility.Notification.pageScrolled` with what the host says of the new place;
    /// `false` at the end of the content (UIKit plays its boundary sound).
    func scrollForAccessibility(_ direction: UIAccessibilityScrollDirection) -> Bool {
        let portable: AccessibilityScrollDirection = switch direction {
        case .right: .right
        case .left: .left
        case .up: .up
        case .down: .down
        case .previous: .previous
        default: .next
        }
        let inset = LayoutEdgeInsets(collectionView.adjustedContentInset)
        guard let target = adapter.host.accessibilityScrollTarget(portable, bounds: collectionView.bounds, contentSize: collectionView.contentSize,
                                                                  adjustedContentInset: inset) else { return false }
        setContentOffset(target, animated: false)
        collectionView.layoutIfNeeded()
        let status = adapter.host.accessibilityScrollStatus(reading: portableAccessibilityElements(), isPagingEnabled: collectionView.isPagingEnabled,
                                                            bounds: collectionView.bounds, contentSize: collectionView.contentSize,
                                                            adjustedContentInset: inset)
        UIAccessibility.post(notification: .pageScrolled, argument: status)
        return true
    }

    /// The view the collection view shows for `key`, if it shows one.
    private func view(for key: ElementKey) -> UICollectionReusableView? {
        switch key.category {
        case .cell: collectionView.cellForItem(at: IndexPath(key.indexPath))
        case .supplementaryView(let kind): collectionView.supplementaryView(forElementKind: kind, at: IndexPath(key.indexPath))
        case .decorationView: nil
        }
    }
}

/// What the host's collection view asks its host when VoiceOver asks it.
protocol CollectionViewAccessibility: AnyObject {
    /// The elements VoiceOver reads, in order.
    func orderedAccessibilityElements() -> [Any]?
    /// VoiceOver's swipe up (1) or down (−1) on the adjustable element.
    func adjustSelection(by steps: Int)
    /// VoiceOver's three-finger swipe; `false` at the end of the content.
    func scrollForAccessibility(_ direction: UIAccessibilityScrollDirection) -> Bool
}

extension CollectionViewHost: @preconcurrency CollectionViewAccessibility {}
#endif
