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
/// position as its `accessibilityValue` ("3 of 12") unless the app gave it a value of its own,
/// the header trait to headers, and the custom actions, on every layout pass while VoiceOver
/// runs. A cell that is not an accessibility element stays a container VoiceOver reads inside.
/// Where the host reads the cells in index-path order (lists, grids), the order stays UIKit's,
/// which scrolls on past the screen's edge; elsewhere (a carousel, the wheel, any layout that
/// selects) the collection view's `accessibilityElements` is the host's order.
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

    /// Posts `UIAccessibility.Notification.announcement` once the current event is handled, so
    /// the `.layoutChanged` an action posts does not cut it off.
    public func announceForAccessibility(_ announcement: String) {
        DispatchQueue.main.async {
            UIAccessibility.post(notification: .announcement, argument: announcement)
        }
    }

    /// Whether the collection view pages.
    package var isPagingEnabled: Bool { collectionView.isPagingEnabled }

    /// The elements the shared host reads now, from the cells and supplementary views UIKit shows.
    package var elementsVoiceOverReads: [AccessibilityElement] {
        let cells = collectionView.indexPathsForVisibleItems.compactMap(ItemPath.init).map { ElementKey(category: .cell, indexPath: $0) }
        let supplementary = registry.supplementaryReuseIdentifiers.keys.flatMap { kind in
            collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind).compactMap(ItemPath.init)
                .map { ElementKey(category: .supplementaryView(kind), indexPath: $0) }
        }
        let shown = (cells + supplementary).compactMap(adapter.host.layoutAttributes(for:))
        return adapter.host.accessibilityElements(ofShown: shown, viewLabel: collectionView.accessibilityLabel, label: accessibilityLabel(of:)) {
            accessibilityActions(for: $0).map(\.name)
        }
    }

    /// The collection view's `accessibilityElements`: the shown views in the host's order, each
    /// given its position, traits and custom actions; the adjustable element in place of the
    /// selected cell. `nil`, UIKit's own order, where the host reads the cells in index-path
    /// order anyway (``LayoutHost/readsCellsInIndexOrder(_:)``): UIKit's moves VoiceOver on past
    /// the screen's edge. Made once per layout pass.
    func orderedAccessibilityElements() -> [Any]? {
        if let cached = accessibilityElementsCache { return cached.isEmpty ? nil : cached }
        let portable = elementsVoiceOverReads
        let elements = portable.compactMap { element -> Any? in
            guard let view = view(for: element.key) else { return nil }
            if element.traits.contains(.adjustable) {
                let selection = adapter.host.accessibilitySelectedItem.map { ElementKey(category: .cell, indexPath: $0) } ?? element.key
                selectionElement.update(from: element, frame: view.frame, actions: customActions(element.customActions, key: selection))
                return selectionElement
            }
            let actions = customActions(element.customActions, key: element.key, shownBy: view)
            // Bounded by the views the collection view ever made; a new view's value is nil.
            let identifier = ObjectIdentifier(view)
            if view.accessibilityValue == nil || view.accessibilityValue == positionValues[identifier] {
                view.accessibilityValue = element.value
                positionValues[identifier] = element.value
            }
            if element.traits.contains(.header) { view.accessibilityTraits.insert(.header) }
            view.accessibilityCustomActions = actions
            return view
        }
        let ordered = adapter.host.readsCellsInIndexOrder(portable) ? [] : elements
        accessibilityElementsCache = ordered
        return ordered.isEmpty ? nil : ordered
    }

    /// `UIAccessibilityCustomAction`s for the actions `names` of the element at `key`, or of the
    /// element `view` shows when the action runs (a moved cell's new path): each performs it,
    /// then tells VoiceOver the screen changed, its focus on the view while it is still shown
    /// (on the adjustable element for the selection's actions).
    func customActions(_ names: [String], key: ElementKey, shownBy view: UICollectionReusableView? = nil) -> [UIAccessibilityCustomAction] {
        names.map { name in
            UIAccessibilityCustomAction(name: name) { [weak self, weak view] _ in
                guard let self else { return false }
                let shown = (view as? UICollectionViewCell).flatMap { collectionView.indexPath(for: $0) }.flatMap(ItemPath.init)
                let done = performAccessibilityAction(named: name, for: shown.map { ElementKey(category: .cell, indexPath: $0) } ?? key)
                accessibilityElementsCache = nil
                let focus: Any? = view == nil ? selectionElement : (done && view?.window != nil ? view : nil)
                UIAccessibility.post(notification: .layoutChanged, argument: focus)
                return done
            }
        }
    }

    /// An increment (1) or decrement (−1) of the adjustable element: the shared adjustment; the
    /// element says the item the selection moves to (VoiceOver reads it once this returns) and
    /// stands where that item is.
    func adjustSelection(by steps: Int) {
        guard let (item, value) = adjustForAccessibility(by: steps) else { return }
        selectionElement.accessibilityValue = value
        if let frame = collectionView.layoutAttributesForItem(at: IndexPath(item))?.frame {
            selectionElement.accessibilityFrameInContainerSpace = frame
        }
        accessibilityElementsCache = nil
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
        guard let status = scrollPageForAccessibility(portable) else { return false }
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
    /// The elements VoiceOver reads, in order; `nil` when there are none.
    func orderedAccessibilityElements() -> [Any]?
    /// VoiceOver's swipe up (1) or down (−1) on the adjustable element.
    func adjustSelection(by steps: Int)
    /// VoiceOver's three-finger swipe; `false` at the end of the content.
    func scrollForAccessibility(_ direction: UIAccessibilityScrollDirection) -> Bool
}

extension CollectionViewHost: @preconcurrency CollectionViewAccessibility {}
#endif
