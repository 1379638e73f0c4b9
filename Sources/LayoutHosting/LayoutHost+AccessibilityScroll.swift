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
        func range(_ axis: ScrollDirection) -> ClosedRange<CGFloat> {
            ScrollableRange.offsets(along: axis, contentSize: contentSize, boundsSize: bounds.size, adjustedContentInset: inset)
        }
        let scrollsFurther: ScrollDirection = range(.vertical).upperBound - range(.vertical).lowerBound
            >= range(.horizontal).upperBound - range(.horizontal).lowerBound ? .vertical : .horizontal
        let (axis, sign): (ScrollDirection, CGFloat) = switch direction {
        case .up: (.vertical, 1)
        case .down: (.vertical, -1)
        case .left: (.horizontal, 1)
        case .right: (.horizontal, -1)
        case .next: (scrollsFurther, 1)
        case .previous: (scrollsFurther, -1)
        }
        let page = axis == .vertical ? bounds.height - inset.vertical : bounds.width - inset.horizontal
        var target = bounds.origin
        target[axis] = (bounds.origin[axis] + sign * max(0, page)).clamped(to: range(axis))
        return target[axis] == bounds.origin[axis] ? nil : target
    }

    /// What VoiceOver says after a page scroll: "Page 3 of 10" for a paging view (pages of the
    /// visible extent along `axis`), else the cells read now: "Rows 21 to 30 of 200" when each
    /// spans the visible width (a list), "Items 5 to 16 of 48" otherwise — the first and last
    /// read of the first read cell's section, of that section's count.
    package func accessibilityScrollStatus(reading elements: [AccessibilityElement], isPagingEnabled: Bool, bounds: CGRect,
                                           contentSize: CGSize, adjustedContentInset inset: LayoutEdgeInsets) -> String {
        let vertical = ScrollableRange.offsets(along: .vertical, contentSize: contentSize, boundsSize: bounds.size, adjustedContentInset: inset)
        let horizontal = ScrollableRange.offsets(along: .horizontal, contentSize: contentSize, boundsSize: bounds.size, adjustedContentInset: inset)
        let axis: ScrollDirection = vertical.upperBound - vertical.lowerBound >= horizontal.upperBound - horizontal.lowerBound ? .vertical : .horizontal
        let range = axis == .vertical ? vertical : horizontal
        let page = axis == .vertical ? bounds.height - inset.vertical : bounds.width - inset.horizontal
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
}
