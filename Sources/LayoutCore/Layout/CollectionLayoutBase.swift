import Foundation

/// A base class for layouts meant to be subclassed, as `UICollectionViewLayout` is: it stores
/// the context and pending invalidation and implements every requirement of ``CollectionLayout``
/// as an `open` method giving UIKit's default, so a subclass's override is called (a protocol
/// extension's default could not be overridden). What each requirement means, its units and its
/// rules are written once, on ``CollectionLayout``; each method here says only its default.
///
/// Subclasses implement ``prepare()``, ``collectionViewContentSize``,
/// ``layoutAttributesForElements(in:)`` and ``layoutAttributesForItem(at:)``.
open class CollectionLayoutBase: CollectionLayout {
    // Final, so a subclass in another module reads one field of the context in place instead
    // of copying the whole context through a dynamically dispatched getter.
    /// ``CollectionLayout/hostState``, kept for the layout's life.
    public final let hostState = LayoutHostState()

    /// A layout with an empty context, prepared on the first layout pass.
    public init() {}

    /// ``CollectionLayout/prepare()``; the default does nothing.
    /// - Complexity: keep it O(n) at most, and only when the geometry is invalidated.
    open func prepare() throws(LayoutError) {}

    /// ``CollectionLayout/collectionViewContentSize``; the default is zero.
    /// - Complexity: keep it O(1).
    open var collectionViewContentSize: CGSize { .zero }

    /// ``CollectionLayout/layoutAttributesForElements(in:)``; the default returns none.
    /// - Complexity: keep it O(log n + k) for k elements, with an index such as `SpatialIndex`.
    open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] { [] }

    /// ``CollectionLayout/layoutAttributesForItem(at:)``; the default is `nil`.
    /// - Complexity: keep it O(log n) or better.
    open func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? { nil }

    /// ``CollectionLayout/layoutAttributesForSupplementaryView(ofKind:at:)``; the default is `nil`.
    /// - Complexity: keep it O(log n) or better.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? { nil }

    /// ``CollectionLayout/layoutAttributesForDecorationView(ofKind:at:)``; the default is `nil`.
    /// - Complexity: keep it O(log n) or better.
    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes? { nil }

    /// ``CollectionLayout/layoutAttributes(forElements:)``; the default asks one by one.
    open func layoutAttributes(forElements keys: [ElementKey]) -> [LayoutAttributes?] {
        keys.map { layoutAttributes(for: $0) }
    }

    /// ``CollectionLayout/shouldInvalidateLayout(forBoundsChange:)``; the default is `true` when
    /// the size changes, as UIKit's.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != context.bounds.size
    }

    /// ``CollectionLayout/invalidation(forBoundsChange:)``; the default is the geometry when the
    /// size changes, else the scroll-dependent values.
    open func invalidation(forBoundsChange newBounds: CGRect) -> Invalidation {
        Invalidation(changingBoundsFrom: context.bounds, to: newBounds)
    }

    /// ``CollectionLayout/targetContentOffset(forProposedContentOffset:withScrollingVelocity:)``;
    /// the default keeps the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// ``CollectionLayout/targetContentOffset(forProposedContentOffset:)``; the default keeps the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// ``CollectionLayout/restingBehavior``; the default is ``RestingBehavior/none``, as UIKit.
    open var restingBehavior: RestingBehavior { .none }

    /// ``CollectionLayout/prepareForTransition(from:)``; the default reads nothing.
    open func prepareForTransition(from oldLayout: any CollectionLayout) {}

    /// ``CollectionLayout/animatesCollectionViewUpdates``; the default is `true`.
    open var animatesCollectionViewUpdates: Bool { true }

    /// ``CollectionLayout/scrollAxes``; the default is the axis the content overflows the bounds
    /// along (sideways only when it is wider and no taller): declare yours instead.
    /// - Complexity: O(1) when ``collectionViewContentSize`` is.
    open var scrollAxes: ScrollAxes { ScrollAxes(scrolling: collectionViewContentSize, in: context.bounds) }

    /// ``CollectionLayout/followsContentEnd``; the default is `false`: the cell the person looks at
    /// anchors, and the start of the content at the start.
    open var followsContentEnd: Bool { false }

    /// ``CollectionLayout/flipsHorizontallyInOppositeLayoutDirection``; the default is `false`.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// ``CollectionLayout/developmentLayoutDirection``; the default is left to right.
    open var developmentLayoutDirection: LayoutTraits.LayoutDirection { .leftToRight }

    /// ``CollectionLayout/prepare(forCollectionViewUpdates:)``; the default does nothing.
    /// - Complexity: keep it O(changes + k).
    open func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {}

    /// ``CollectionLayout/finalizeCollectionViewUpdates()``; the default does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// ``CollectionLayout/initialLayoutAttributesForAppearingItem(at:)``; the default is `nil`.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: ItemPath) -> LayoutAttributes? { nil }

    /// ``CollectionLayout/finalLayoutAttributesForDisappearingItem(at:)``; the default is `nil`.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: ItemPath) -> LayoutAttributes? { nil }

    /// ``CollectionLayout/initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)``; the default is `nil`.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: ItemPath) -> LayoutAttributes? { nil }

    /// ``CollectionLayout/finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)``; the default is `nil`.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: ItemPath) -> LayoutAttributes? { nil }

    /// ``CollectionLayout/initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)``; the default is `nil`.
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                   at decorationIndexPath: ItemPath) -> LayoutAttributes? { nil }

    /// ``CollectionLayout/finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)``; the default is `nil`.
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                    at decorationIndexPath: ItemPath) -> LayoutAttributes? { nil }

    /// ``CollectionLayout/interactiveMovementStyle``; the default is that the others shift, as in UIKit.
    open var interactiveMovementStyle: InteractiveMovementStyle { .shiftsOthers }

    /// ``CollectionLayout/targetIndexPath(forInteractivelyMovingItem:withPosition:)``; the default
    /// is the cell under the finger, else the nearest (``CollectionLayout/nearestItem(to:)``).
    /// - Complexity: one rect query around the finger, O(log n + k).
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ItemPath, withPosition position: CGPoint) -> ItemPath {
        nearestItem(to: position) ?? previousIndexPath
    }

    /// ``CollectionLayout/layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)``;
    /// the default is the item's attributes centred on the finger, above every other element.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: ItemPath, withTargetPosition position: CGPoint) -> LayoutAttributes? {
        attributesOfItem(at: indexPath, centredOn: position)
    }

    /// ``CollectionLayout/invalidation(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)``;
    /// the default is nothing.
    open func invalidation(forInteractivelyMovingItems targetIndexPaths: [ItemPath], withTargetPosition targetPosition: CGPoint,
                           previousIndexPaths: [ItemPath], previousPosition: CGPoint) -> Invalidation { [] }

    /// ``CollectionLayout/invalidationForEndingInteractiveMovementOfItems(toFinalIndexPaths:previousIndexPaths:movementCancelled:)``;
    /// the default is nothing.
    open func invalidationForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [ItemPath], previousIndexPaths: [ItemPath],
                                                              movementCancelled: Bool) -> Invalidation { [] }

    /// ``CollectionLayout/accessibilityReadingOrder(of:)``; the default is a page's order
    /// (``AccessibilityReadingOrder/rows(_:trailingFirst:)``).
    open func accessibilityReadingOrder(of elements: [LayoutAttributes]) -> [LayoutAttributes] {
        AccessibilityReadingOrder.rows(elements, trailingFirst: readsTrailingFirst)
    }
}
