import Foundation
import LayoutCore
import LayoutHosting

extension SimulatedCollectionView {
    /// What VoiceOver reads now, in order (the engine's decision, as on a device): the elements
    /// shown that are read (not hidden, not transparent, not covered whole), in the layout's
    /// reading order, each labelled by its view's title, placed ("3 of 12") and given its custom
    /// actions' names, its frame where the view draws it. In a layout that selects, the selected
    /// item is the adjustable element, labelled ``accessibilityLabel``. Made once per layout
    /// pass, when first asked.
    public var accessibilityElements: [AccessibilityElement] {
        let elements = engine.accessibilityElements
        guard let mirror = screenMirror else { return elements }
        return elements.map { element in
            var drawn = element
            drawn.frame = mirror.rect(element.frame)
            return drawn
        }
    }

    /// VoiceOver's row and column navigation in a layout read as a table (`DataTableLayout`, the
    /// spreadsheet grid): the element holding the cell at `row` and `column` (a merged cell's for
    /// each it covers), scrolled on screen first when it is not, as `UIAccessibilityContainerDataTable`'s
    /// `accessibilityDataTableCellElement(forRow:column:)` answers on a device; `nil` outside the
    /// table, or in a layout that is not one.
    public func accessibilityTableElement(row: Int, column: Int) -> AccessibilityElement? {
        guard let key = engine.revealAccessibilityTableCell(row: row, column: column) else { return nil }
        layoutIfNeeded()
        return accessibilityElements.first { $0.key == key }
    }

    /// VoiceOver's focus moves to the element of `key` (a swipe to it, a touch on it): an item of
    /// a section that scrolls on its own that is not whole in its band, or just past its visible
    /// part (`AccessibilityElement.revealsOnFocus`), scrolls whole into the band first, as on a
    /// device.
    public func accessibilityFocus(on key: ElementKey) {
        engine.accessibilityElementFocused(key)
        layoutIfNeeded()
    }

    /// VoiceOver's swipe up on the adjustable element (`accessibilityIncrement()`): the selection
    /// moves to the next item, scrolling there animated, and the view answers what VoiceOver
    /// says ("Margherita, 4 of 12"); `nil`, and nothing moves, at the end or in a layout that
    /// does not select (`SelectingLayout`).
    @discardableResult
    public func accessibilityIncrement() -> String? { engine.adjustForAccessibility(by: 1)?.value }

    /// VoiceOver's swipe down on the adjustable element (`accessibilityDecrement()`): the
    /// selection moves to the previous item, as ``accessibilityIncrement()``.
    @discardableResult
    public func accessibilityDecrement() -> String? { engine.adjustForAccessibility(by: -1)?.value }

    /// Performs the custom action `identifier` of the element at `key`, as VoiceOver's actions
    /// rotor does; `false` when it has none such or it did nothing.
    @discardableResult
    public func performAccessibilityCustomAction(_ identifier: AccessibilityCustomAction.Identifier, on key: ElementKey) -> Bool {
        engine.performAccessibilityAction(identifier, on: key)
    }

    /// Performs the custom action called `name` (one of the element's
    /// `AccessibilityElement/customActions`), as ``performAccessibilityCustomAction(_:on:)`` does
    /// with its identifier; `false` when it has none of that name or it did nothing.
    @discardableResult
    public func performAccessibilityCustomAction(named name: String, on key: ElementKey) -> Bool {
        guard let action = engine.accessibilityActions(for: key).first(where: { $0.name == name }) else { return false }
        return engine.performAccessibilityAction(action.identifier, on: key)
    }

    /// Records `announcement` in ``accessibilityAnnouncements``.
    public func announceForAccessibility(_ announcement: String) {
        accessibilityAnnouncements.append(announcement)
    }

    /// VoiceOver's three-finger swipe (`accessibilityScroll(_:)`, in the swipe's direction on
    /// screen): the content moves one screen at once and the view answers what VoiceOver
    /// announces ("Rows 9 to 16 of 200", "Page 2 of 5"); `nil`, and nothing moves, at the end of
    /// the content.
    @discardableResult
    public func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> String? {
        engine.accessibilityScroll(direction)
    }

    /// The title of the view shown for `key`.
    package func accessibilityLabel(of key: ElementKey) -> String? {
        shownElements.first { $0.key == key }?[ElementAppearance.self]?.title
    }
}
