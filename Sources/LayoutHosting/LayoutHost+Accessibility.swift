import Foundation
import LayoutCore

/// What VoiceOver reads: the elements a view shows, those that are read, in the layout's
/// reading order, with the position the layout gives each. One decision for both views.
extension LayoutHost {
    /// The elements of `shown` (in the view's coordinates) VoiceOver reads, in order
    /// (`AccessibilityReadingOrder.readable(_:)`, then the layout's
    /// `accessibilityReadingOrder(of:)` in its own coordinates), each labelled by `label` (the
    /// app's words for the element), placed, and given the names of its `customActions`. In a
    /// layout that selects, the selected item's element is the adjustable one
    /// (``accessibilitySelectedItem``): labelled as the view (`viewLabel`), set to the item's
    /// label and position, given that item's actions, and marked adjustable and selected. For k shown elements the order
    /// costs O(k log k) and the check for elements covered whole O(k²) (k is what a screen
    /// shows); nothing unless asked.
    package func accessibilityElements(ofShown shown: [LayoutAttributes], viewLabel: String?, label: (ElementKey) -> String?,
                                       customActions: (ElementKey) -> [String]) -> [AccessibilityElement] {
        settleAccessibilitySelection()
        let readable = layout.accessibilityReadingOrder(of: AccessibilityReadingOrder.readable(shown.map(reflected))).map(reflected)
        let selection = accessibilitySelectedItem
        let adjustable = selection.flatMap { item in
            readable.contains { $0.key == ElementKey(category: .cell, indexPath: item) } ? item : (layout as? any SelectingLayout)?.selectedItem
        }
        return readable.map { element in
            let key = element.key
            guard let selection, key.category == .cell, key.indexPath == adjustable else {
                return AccessibilityElement(key: key, frame: element.visibleFrame, label: label(key), value: accessibilityPosition(of: key),
                                            traits: accessibilityTraits(of: key), customActions: customActions(key))
            }
            return AccessibilityElement(key: key, frame: element.visibleFrame, label: viewLabel,
                                        value: accessibilitySelectionValue(of: selection, label: label(ElementKey(category: .cell, indexPath: selection))),
                                        traits: [.adjustable, .selected],
                                        customActions: customActions(ElementKey(category: .cell, indexPath: selection)))
        }
    }

    /// Whether `elements` (read in the host's order) read their cells in index-path order with no
    /// adjustable element: then a view's own order of cells is the host's, and `UICollectionView`
    /// may keep its own, which moves VoiceOver on past the last cell shown by scrolling the next
    /// into view (an order handed to it stops at the screen's edge).
    package func readsCellsInIndexOrder(_ elements: [AccessibilityElement]) -> Bool {
        guard !elements.contains(where: { $0.traits.contains(.adjustable) }) else { return false }
        let cells = elements.filter { $0.key.category == .cell }.map(\.key.indexPath)
        return zip(cells, cells.dropFirst()).allSatisfy { $0 < $1 }
    }

    /// "3 of 12" for the third item of a section of twelve; "Section 2" for a section's header
    /// or footer; `nil` for anything else.
    package func accessibilityPosition(of key: ElementKey) -> String? {
        switch key.category {
        case .cell:
            let count = layout.context.numberOfItems(inSection: key.indexPath.section)
            return "\(key.indexPath.item + 1) of \(count)"
        case .supplementaryView(ElementCategory.headerKind), .supplementaryView(ElementCategory.footerKind):
            return "Section \(key.indexPath.section + 1)"
        default:
            return nil
        }
    }

    /// A section's header is a header.
    func accessibilityTraits(of key: ElementKey) -> AccessibilityElementTraits {
        key.category == .supplementaryView(ElementCategory.headerKind) ? .header : []
    }
}
