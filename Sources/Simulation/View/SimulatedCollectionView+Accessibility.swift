import Foundation
import LayoutCore
import LayoutHosting

extension SimulatedCollectionView: AccessibleCollectionView {
    /// What VoiceOver reads now, in order: the elements shown that are read (not hidden, not
    /// transparent, not covered whole), in the layout's reading order, each labelled by its
    /// view's title, placed ("3 of 12") and given its custom actions' names. In a layout that
    /// selects, the selected item is the adjustable element, labelled ``accessibilityLabel``.
    /// Computed when asked: nothing while no one asks.
    public var accessibilityElements: [AccessibilityElement] {
        let titles = Dictionary(shownElements.map { ($0.key, $0[ElementAppearance.self]?.title) }) { first, _ in first }
        return layoutHost.accessibilityElements(ofShown: shownElements, viewLabel: accessibilityLabel, label: { titles[$0] ?? nil }) {
            accessibilityActions(for: $0).map(\.name)
        }
    }

    /// VoiceOver's swipe up on the adjustable element (`accessibilityIncrement()`): the selection
    /// moves to the next item, scrolling there animated, and the view answers what VoiceOver
    /// says ("Margherita, 4 of 12"); `nil`, and nothing moves, at the end or in a layout that
    /// does not select (`SelectingLayout`).
    @discardableResult
    public func accessibilityIncrement() -> String? { adjustForAccessibility(by: 1)?.value }

    /// VoiceOver's swipe down on the adjustable element (`accessibilityDecrement()`): the
    /// selection moves to the previous item, as ``accessibilityIncrement()``.
    @discardableResult
    public func accessibilityDecrement() -> String? { adjustForAccessibility(by: -1)?.value }

    /// Performs the custom action `name` of the element at `key` (one of its
    /// `AccessibilityElement/customActions`), as VoiceOver's actions rotor does; `false` when
    /// it has none of that name or it did nothing.
    @discardableResult
    public func performAccessibilityCustomAction(named name: String, on key: ElementKey) -> Bool {
        performAccessibilityAction(named: name, for: key)
    }

    /// Records `announcement` in ``accessibilityAnnouncements``.
    public func announceForAccessibility(_ announcement: String) {
        accessibilityAnnouncements.append(announcement)
    }

    /// VoiceOver's three-finger swipe (`accessibilityScroll(_:)`): the content moves one screen
    /// in `direction` at once and the view answers what VoiceOver announces ("Rows 9 to 16 of
    /// 200", "Page 2 of 5"); `nil`, and nothing moves, at the end of the content.
    @discardableResult
    public func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> String? {
        scrollPageForAccessibility(direction)
    }

    package var currentLayoutHost: LayoutHost { layoutHost }

    package var elementsVoiceOverReads: [AccessibilityElement] { accessibilityElements }

    /// The title of the view shown for `key`.
    package func accessibilityLabel(of key: ElementKey) -> String? {
        shownElements.first { $0.key == key }?[ElementAppearance.self]?.title
    }

    package func allowsMovingItem(at indexPath: ItemPath) -> Bool {
        (dataSource as? any SimulatedReorderingDataSource)?.collectionView(self, canMoveItemAt: indexPath) ?? false
    }
}
