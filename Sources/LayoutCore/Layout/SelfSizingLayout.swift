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

    /// Takes the preferred size into the layout's geometry and answers the adjustments the host
    /// applies (UIKit's invalidation context's `contentSizeAdjustment` and
    /// `contentOffsetAdjustment`), so content above the visible rect does not jump.
    @discardableResult
    func invalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                          withOriginalAttributes original: LayoutAttributes) -> SelfSizingAdjustment
}
