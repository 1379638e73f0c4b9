import Foundation

/// A layout whose elements can take the size their content prefers (estimated sizes), as
/// `UICollectionViewLayout` does with `preferredLayoutAttributesFitting(_:)`.
///
/// The collection view asks each visible element's preferred size; when the layout answers
/// `true` to ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
/// it hands the preferred attributes to
/// ``invalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``, which updates the
/// geometry at once and answers how the content size and offset must move, then lays out again.
public protocol SelfSizingLayout: CollectionLayout {
    /// Whether `preferred` (the attributes with the content's size) differs from `original` in
    /// a way the layout uses.
    func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                withOriginalAttributes original: LayoutAttributes) -> Bool

    /// Takes the preferred size into the layout's geometry at once and answers how the content
    /// size changed (UIKit's invalidation context's `contentSizeAdjustment`). The host sets the
    /// `contentOffsetAdjustment` itself: the offset moves by what the first cell wholly on screen
    /// moved, so what the person is looking at does not jump.
    @discardableResult
    func invalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                          withOriginalAttributes original: LayoutAttributes) -> SelfSizingAdjustment

    /// Whether the element `key` still has an estimated size: it sizes itself and no view has
    /// reported a size for it that differs from the estimate. A person has not seen such a
    /// cell, so the host anchors the offset to the cells it has (``SelfSizingAdjustment``).
    func hasEstimatedSize(_ key: ElementKey) -> Bool
}

extension SelfSizingLayout {
    /// No element is estimated: a layout that does not say anchors the offset to any cell.
    public func hasEstimatedSize(_ key: ElementKey) -> Bool { false }
}
