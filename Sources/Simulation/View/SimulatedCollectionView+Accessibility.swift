import Foundation
import LayoutCore
import LayoutHosting

extension SimulatedCollectionView {
    /// What VoiceOver reads now, in order: the elements shown that are read (not hidden, not
    /// transparent, not covered whole), in the layout's reading order, each labelled by its
    /// cell's title and placed ("3 of 12"). Computed when asked: nothing while no one asks.
    public var accessibilityElements: [AccessibilityElement] {
        layoutHost.accessibilityElements(ofShown: shownElements) { $0[ElementAppearance.self]?.title }
    }
}

extension SimulatedCollectionView {
    /// VoiceOver's three-finger swipe (`accessibilityScroll(_:)`): the content moves one screen
    /// in `direction` at once and the view answers what VoiceOver announces ("Rows 9 to 16 of
    /// 200", "Page 2 of 5"); `nil`, and nothing moves, at the end of the content.
    @discardableResult
    public func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> String? {
        guard let target = layoutHost.accessibilityScrollTarget(direction, bounds: bounds, contentSize: contentSize,
                                                                adjustedContentInset: adjustedContentInset) else { return nil }
        setContentOffset(target, animated: false)
        return layoutHost.accessibilityScrollStatus(reading: accessibilityElements, isPagingEnabled: isPagingEnabled, bounds: bounds,
                                                    contentSize: contentSize, adjustedContentInset: adjustedContentInset)
    }
}
