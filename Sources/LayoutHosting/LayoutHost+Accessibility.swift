import Foundation
import LayoutCore

/// What VoiceOver reads: the elements a view shows, those that are read, in the layout's
/// reading order, with the position the layout gives each. One decision for both views.
extension LayoutHost {
    /// The elements of `shown` (in the view's coordinates) VoiceOver reads, in order
    /// (`AccessibilityReadingOrder.readable(_:)`, then the layout's
    /// `accessibilityReadingOrder(of:)` in its own coordinates), each labelled by `label` (the
    /// app's words for it) and given its position. O(k log k) for k shown elements, and nothing
    /// unless asked.
    package func accessibilityElements(ofShown shown: [LayoutAttributes],
                                       label: (LayoutAttributes) -> String?) -> [AccessibilityElement] {
        let readable = AccessibilityReadingOrder.readable(shown.map(reflected))
        return layout.accessibilityReadingOrder(of: readable).map(reflected).map { element in
            AccessibilityElement(key: element.key, frame: element.visibleFrame, label: label(element),
                                 value: accessibilityPosition(of: element.key), traits: accessibilityTraits(of: element.key))
        }
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
