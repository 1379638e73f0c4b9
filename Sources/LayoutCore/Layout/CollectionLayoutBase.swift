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
    public final var context = LayoutContext(bounds: .zero)
    public final var pendingInvalidation: Invalidation = .everything
    public final var invalidationHandler: ((Invalidation) -> Void)?

    /// A layout with an empty context, prepared on the first layout pass.
    public init() {}

    open func prepare() throws(LayoutError) {}

    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] { [] }

    open func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? { nil }

    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? { nil }

    /// By default, one single-element query per key.
    open func layoutAttributes(forElements keys: [ElementKey]) -> [LayoutAttributes?] {
        keys.map { layoutAttributes(for: $0) }
    }

    /// By default a layout is invalidated when the bounds change size.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != context.bounds.size
    }

    open func invalidation(forBoundsChange newBounds: CGRect) -> Invalidation {
        Invalidation(changingBoundsFrom: context.bounds, to: newBounds)
    }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    open var animatesCollectionViewUpdates: Bool { true }

    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    open func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {}

    open func finalizeCollectionViewUpdates() {}

    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: ItemPath) -> LayoutAttributes? { nil }

    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: ItemPath) -> LayoutAttributes? { nil }

    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: ItemPath) -> LayoutAttributes? { nil }

    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: ItemPath) -> LayoutAttributes? { nil }

    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                   at decorationIndexPath: ItemPath) -> LayoutAttributes? { nil }

    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                    at decorationIndexPath: ItemPath) -> LayoutAttributes? { nil }

    open var interactiveMovementStyle: InteractiveMovementStyle { .shiftsOthers }

    /// By default the cell under the finger, else the nearest (``CollectionLayout/nearestItem(to:)``).
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ItemPath, withPosition position: CGPoint) -> ItemPath {
        nearestItem(to: position) ?? previousIndexPath
    }

    /// By default the item centred on the finger, above all (``CollectionLayout/attributesOfItem(at:centredOn:)``).
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: ItemPath, withTargetPosition position: CGPoint) -> LayoutAttributes? {
        attributesOfItem(at: indexPath, centredOn: position)
    }

    open func invalidation(forInteractivelyMovingItems targetIndexPaths: [ItemPath], withTargetPosition targetPosition: CGPoint,
                           previousIndexPaths: [ItemPath], previousPosition: CGPoint) -> Invalidation { [] }

    open func invalidationForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [ItemPath], previousIndexPaths: [ItemPath],
                                                              movementCancelled: Bool) -> Invalidation { [] }

    /// By default a page's order (``AccessibilityReadingOrder/rows(_:trailingFirst:)``).
    open func accessibilityReadingOrder(of elements: [LayoutAttributes]) -> [LayoutAttributes] {
        AccessibilityReadingOrder.rows(elements, trailingFirst: readsTrailingFirst)
    }
}
