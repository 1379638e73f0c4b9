import Foundation

/// A base class for layouts meant to be subclassed, as `UICollectionViewLayout` is: it stores
/// the context and pending invalidation and implements every optional requirement of
/// ``CollectionLayout`` as an `open` method, so a subclass's override is called (a protocol
/// extension's default could not be overridden).
///
/// Subclasses implement ``prepare()``, ``collectionViewContentSize``,
/// ``layoutAttributesForElements(in:)`` and ``layoutAttributesForItem(at:)``.
open class CollectionLayoutBase: CollectionLayout {
    // Final, so a subclass in another module reads one field of the context in place instead
    // of copying the whole context through a dynamically dispatched getter.
    /// The collection view's state as of the latest invalidation; the view sets it before ``prepare()``.
    public final var context = LayoutContext(bounds: .zero)
    /// What changed since the last ``prepare()``: read it there to recompute only that; the view clears it after.
    public final var pendingInvalidation: Invalidation = .everything
    /// Set by the hosting view: called by `invalidateLayout(with:)` so the view lays out again.
    public final var invalidationHandler: ((Invalidation) -> Void)?

    /// A layout with an empty context, prepared on the first layout pass.
    public init() {}

    /// Override to compute the geometry that ``pendingInvalidation`` says changed: all of it only when
    /// it holds `invalidatesGeometry` (data or size), never per scroll frame. Throw a `LayoutError`
    /// naming a bad value instead of producing a non-finite frame. The default does nothing.
    /// - Complexity: O(n) at most, and only when the geometry is invalidated.
    open func prepare() throws(LayoutError) {}

    /// Override to return the size of the whole content, computed in ``prepare()``. The default is zero.
    /// - Complexity: O(1).
    open var collectionViewContentSize: CGSize { .zero }

    /// Override to return every element whose frame intersects `rect`, each equal to what the
    /// single-element queries return. The default returns none.
    /// - Complexity: keep it O(log n + k) for k elements, with an index such as `SpatialIndex`.
    open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] { [] }

    /// Override to return the attributes of the cell at `indexPath`, or `nil` when it does not exist.
    /// - Complexity: keep it O(log n) or better.
    open func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? { nil }

    /// Override to return the supplementary view of `kind` at `indexPath`, or `nil` (the default).
    /// - Complexity: keep it O(log n) or better.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? { nil }

    /// Override to return the decoration view of `kind` at `indexPath`, or `nil` (the default).
    /// - Complexity: keep it O(log n) or better.
    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? { nil }

    /// By default, one single-element query per key.
    open func layoutAttributes(forElements keys: [ElementKey]) -> [LayoutAttributes?] {
        keys.map { layoutAttributes(for: $0) }
    }

    /// By default a layout is invalidated when the bounds change size.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != context.bounds.size
    }

    /// What a bounds change to `newBounds` invalidates, when ``shouldInvalidateLayout(forBoundsChange:)``
    /// says it does: by default the geometry when the size changes, else the scroll-dependent values.
    open func invalidation(forBoundsChange newBounds: CGRect) -> Invalidation {
        Invalidation(changingBoundsFrom: context.bounds, to: newBounds)
    }

    /// Where a fling that would end at `proposedContentOffset` with `velocity` (points per
    /// millisecond, as UIKit gives it) rests instead: override to snap. The default keeps the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The content offset to show after an update or a layout change, given the view's proposal:
    /// override to keep an item in place. The default keeps the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Whether the view animates batch updates for this layout; `false` applies them at once
    /// (a layout that animates its own changes). The default is `true`.
    open var animatesCollectionViewUpdates: Bool { true }

    /// Whether the view mirrors the layout right to left, as UIKit's property says. The default is `false`.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Called before a batch update animates, with its changes in UIKit's order: override to
    /// remember what moves, appears or disappears. The default does nothing.
    /// - Complexity: keep it O(changes + k).
    open func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {}

    /// Called when the update's animation is set up: forget what ``prepare(forCollectionViewUpdates:)`` kept.
    open func finalizeCollectionViewUpdates() {}

    /// Where an inserted or appearing cell starts its animation; `nil` (the default) fades it in at its place.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: ItemPath) -> LayoutAttributes? { nil }

    /// Where a deleted or disappearing cell ends its animation; `nil` (the default) fades it out in place.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: ItemPath) -> LayoutAttributes? { nil }

    /// Where an appearing supplementary view starts its animation; `nil` (the default) fades it in.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: ItemPath) -> LayoutAttributes? { nil }

    /// Where a disappearing supplementary view ends its animation; `nil` (the default) fades it out.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: ItemPath) -> LayoutAttributes? { nil }

    /// Where an appearing decoration view starts its animation; `nil` (the default) fades it in.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                   at decorationIndexPath: ItemPath) -> LayoutAttributes? { nil }

    /// Where a disappearing decoration view ends its animation; `nil` (the default) fades it out.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                    at decorationIndexPath: ItemPath) -> LayoutAttributes? { nil }

    /// How items make room while one is dragged: by default the others shift, as in UIKit.
    open var interactiveMovementStyle: InteractiveMovementStyle { .shiftsOthers }

    /// By default the cell under the finger, else the nearest (``CollectionLayout/nearestItem(to:)``).
    /// - Complexity: one rect query around the finger, O(log n + k).
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ItemPath, withPosition position: CGPoint) -> ItemPath {
        nearestItem(to: position) ?? previousIndexPath
    }

    /// By default the item's attributes centred on the finger, above every other element.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: ItemPath, withTargetPosition position: CGPoint) -> LayoutAttributes? {
        attributesOfItem(at: indexPath, centredOn: position)
    }

    /// What a step of the moving finger invalidates; the default, nothing (the view places the moving item).
    open func invalidation(forInteractivelyMovingItems targetIndexPaths: [ItemPath], withTargetPosition targetPosition: CGPoint,
                           previousIndexPaths: [ItemPath], previousPosition: CGPoint) -> Invalidation { [] }

    /// What the end of a movement invalidates; the default, nothing. `movementCancelled` is `true`
    /// when the items go back to `previousIndexPaths`.
    open func invalidationForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [ItemPath], previousIndexPaths: [ItemPath],
                                                              movementCancelled: Bool) -> Invalidation { [] }

    /// By default a page's order (``AccessibilityReadingOrder/rows(_:trailingFirst:)``).
    open func accessibilityReadingOrder(of elements: [LayoutAttributes]) -> [LayoutAttributes] {
        AccessibilityReadingOrder.rows(elements, trailingFirst: readsTrailingFirst)
    }
}
