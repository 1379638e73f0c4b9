import Foundation
import LayoutCore

/// VoiceOver's page scroll (`accessibilityScroll(_:)`): where one screen on is, and what is
/// announced once there. One decision for both views.
extension LayoutHost {
    /// The offset one screen on in `direction` from a view of `bounds` over `contentSize` within
    /// `adjustedContentInset`: the visible extent (the bounds inside the inset) along the axis,
    /// kept in the scrollable range; `nil` when the content cannot move that way (UIKit then
    /// plays its boundary sound). `next` and `previous` take the axis that scrolls further.
    package func accessibilityScrollTarget(_ direction: AccessibilityScrollDirection, bounds: CGRect, contentSize: CGSize,
                                           adjustedContentInset inset: LayoutEdgeInsets) -> CGPoint? {
        let scrollsFurther = ScrollableRange.longerAxis(contentSize: contentSize, boundsSize: bounds.size, adjustedContentInset: inset)
        let (axis, sign): (ScrollDirection, CGFloat) = switch direction {
        case .up: (.vertical, 1)
        case .down: (.vertical, -1)
        case .left: (.horizontal, 1)
        case .right: (.horizontal, -1)
        case .next: (scrollsFurther, 1)
        case .previous: (scrollsFurther, -1)
        }
        let range = ScrollableRange.offsets(along: axis, contentSize: contentSize, boundsSize: bounds.size, adjustedContentInset: inset)
        var target = bounds.origin
        target[axis] = (bounds.origin[axis] + sign * Self.pageExtent(along: axis, bounds: bounds, adjustedContentInset: inset)).clamped(to: range)
        return target[axis] == bounds.origin[axis] ? nil : target
    }

    /// What VoiceOver says after a page scroll: "Page 3 of 10" for a paging view (pages of the
    /// visible extent along `axis`), else the cells read now: "Rows 21 to 30 of 200" when each
    /// spans the visible width (a list), "Items 5 to 16 of 48" otherwise — the first and last
    /// read of the first read cell's section, of that section's count.
    package func accessibilityScrollStatus(reading elements: [AccessibilityElement], isPagingEnabled: Bool, bounds: CGRect,
                                           contentSize: CGSize, adjustedContentInset inset: LayoutEdgeInsets) -> String {
        let axis = ScrollableRange.longerAxis(contentSize: contentSize, boundsSize: bounds.size, adjustedContentInset: inset)
        let range = ScrollableRange.offsets(along: axis, contentSize: contentSize, boundsSize: bounds.size, adjustedContentInset: inset)
        let page = Self.pageExtent(along: axis, bounds: bounds, adjustedContentInset: inset)
        if isPagingEnabled, page > 0 {
            let pages = Int(((range.upperBound - range.lowerBound) / page).rounded(.up)) + 1
            let current = Int(((bounds.origin[axis] - range.lowerBound) / page).rounded()) + 1
            return "Page \(min(max(1, current), pages)) of \(pages)"
        }
        let cells = elements.filter { $0.key.category == .cell }
        guard let first = cells.first else { return "" }
        let section = first.key.indexPath.section
        let inSection = cells.filter { $0.key.indexPath.section == section }.map(\.key.indexPath.item)
        let count = layout.context.numberOfItems(inSection: section)
        let visibleWidth = bounds.width - inset.horizontal
        let noun = cells.allSatisfy { $0.frame.width >= visibleWidth - 0.5 } ? "Rows" : "Items"
        return "\(noun) \((inSection.min() ?? 0) + 1) to \((inSection.max() ?? 0) + 1) of \(count)"
    }

    /// One screen along `axis`: the bounds' extent inside the adjusted inset, at least 0.
    static func pageExtent(along axis: ScrollDirection, bounds: CGRect, adjustedContentInset inset: LayoutEdgeInsets) -> CGFloat {
        max(0, axis == .vertical ? bounds.height - inset.vertical : bounds.width - inset.horizontal)
    }
}
