import Foundation

/// A collection-view layout: the portable `UICollectionViewLayout`.
///
/// A collection view (simulated, or `UICollectionView` through an adapter) hands the layout a
/// ``LayoutContext`` and an ``Invalidation`` saying what changed, calls ``prepare()``, then asks
/// for ``collectionViewContentSize`` and the attributes of the visible rect. On every bounds
/// change it asks ``shouldInvalidateLayout(forBoundsChange:)`` and
/// ``invalidation(forBoundsChange:)``.
///
/// Rules every layout keeps: geometry that depends only on data and size is computed in
/// `prepare()` when ``Invalidation/invalidatesGeometry`` says so, never per scroll frame;
/// queries cost O(log n + k); output is always finite.
///
/// Write a layout of your own by subclassing ``CollectionLayoutBase``, as UIKit's layouts
/// subclass `UICollectionViewLayout`: it answers every requirement with UIKit's default, and
/// you override what your layout changes. A type that conforms directly implements them all.
public protocol CollectionLayout: AnyObject {
    /// What the view showing the layout sets on it (its context, the pending invalidation, who
    /// listens to the layout's own invalidations): one object for the layout's life, which only
    /// the view changes. Read it through ``context`` and ``pendingInvalidation``.
    var hostState: LayoutHostState { get }

    /// Recomputes whatever ``pendingInvalidation`` requires. Throws a ``LayoutError`` naming a
    /// bad value (an item size that is not finite, too many sections, …).
    func prepare() throws(LayoutError)

    /// The size of the whole content.
    var collectionViewContentSize: CGSize { get }

    /// Every element whose visible frame (after its transform) intersects `rect`.
    func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]

    /// The attributes of the cell at `indexPath`, equal to those the rect query returns.
    func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes?

    /// The attributes of a supplementary view, equal to those the rect query returns.
    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes?

    /// The attributes of a decoration view, equal to those the rect query returns.
    func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ItemPath) -> LayoutAttributes?

    /// The attributes of each element of `keys`, in order: exactly what
    /// ``layoutAttributes(for:)`` returns for each, in one call. A layout answering many at once
    /// (a transition asks for every element only the other layout shows) overrides it to find
    /// each section's place once instead of once per element; by default it asks one by one.
    func layoutAttributes(forElements keys: [ElementKey]) -> [LayoutAttributes?]

    /// Whether a change of the bounds to `newBounds` needs a new layout pass.
    func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool

    /// What a bounds change invalidates, when ``shouldInvalidateLayout(forBoundsChange:)`` is true.
    func invalidation(forBoundsChange newBounds: CGRect) -> Invalidation

    /// Where a fling should come to rest. `proposedContentOffset` is where the scroll view's
    /// deceleration would stop; `velocity` is in points per second along each axis, the engine's
    /// one velocity unit (see ``ScrollVelocity``).
    func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                             withScrollingVelocity velocity: CGPoint) -> CGPoint

    /// The content offset to use after a bounds-size change (rotation) or an animated layout
    /// change, given the offset the view would keep.
    func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint

    /// What the view does once scrolling stops, beyond the resting offset: a glide on, a jump to
    /// the middle of repeating content, a tidy of the geometry (``RestingBehavior``). Read each
    /// time the content comes to rest; its closures are not kept.
    var restingBehavior: RestingBehavior { get }

    /// The view is about to show this layout instead of `oldLayout` (`UICollectionViewLayout`'s
    /// `prepareForTransition(from:)`), which still has its context: a layout that keeps what the
    /// person looks at in its own terms (a calendar's time at the centre across a zoom) reads it
    /// here and answers ``targetContentOffset(forProposedContentOffset:)`` from it.
    func prepareForTransition(from oldLayout: any CollectionLayout)

    // MARK: Batch updates

    /// Whether the collection view animates batch updates from the old attributes to the new
    /// ones. A layout that drives its own update animations answers `false` (in UIKit: a
    /// `CATransaction` with actions disabled between ``prepare(forCollectionViewUpdates:)`` and
    /// ``finalizeCollectionViewUpdates()``); its updates then apply at once.
    var animatesCollectionViewUpdates: Bool { get }

    /// The axes the content scrolls along. A view sized by its content (SwiftUI's door) reads it to
    /// know which open extent would make it as long as its content, and a change keeps what the
    /// person looks at in place along it.
    var scrollAxes: ScrollAxes { get }

    /// Whether a view showing the layout keeps the end of its content in view while the person
    /// is there (a chat): across a change (an insert, a size a cell reports, an inset) the offset
    /// goes to the new end instead of keeping a cell in place, and the start of the content never
    /// anchors (loading earlier messages keeps the one read where it is). "There" is a state the
    /// view keeps: it ends when a drag takes the end more than 1 pt out of view and begins when
    /// the content comes to rest within 1 pt of the end. Vertical only; `false` by default.
    var followsContentEnd: Bool { get }

    /// Whether the host mirrors the layout horizontally when the layout direction is right to
    /// left (``LayoutTraits/layoutDirection``), as UIKit's property of this name: the layout
    /// computes left to right and the host reflects every rect, offset and element across the
    /// content's width. `false` by default; the flow and compositional layouts answer `true`,
    /// as UIKit's do.
    var flipsHorizontallyInOppositeLayoutDirection: Bool { get }

    /// The reading direction the layout is written for (UIKit's `developmentLayoutDirection`): a
    /// view in the other direction mirrors a layout that flips
    /// (``flipsHorizontallyInOppositeLayoutDirection``). Left to right by default, whatever the
    /// app's development region (UIKit's default is that region, which would invert every mirror
    /// in an app developed in Arabic or Hebrew); a layout written right to left says so.
    var developmentLayoutDirection: LayoutTraits.LayoutDirection { get }

    /// Called after ``prepare()`` for a batch update, with its changes.
    func prepare(forCollectionViewUpdates updateItems: [UpdateItem])

    /// Called once the view has collected the start and end attributes of a batch update.
    func finalizeCollectionViewUpdates()

    /// Where the cell at `itemIndexPath` (after the update) starts when it comes on screen
    /// through a batch update; `nil` lets the view choose (inserted cells fade in in place,
    /// cells that were on screen move from where they were).
    func initialLayoutAttributesForAppearingItem(at itemIndexPath: ItemPath) -> LayoutAttributes?

    /// Where the cell at `itemIndexPath` (before the update) ends when it leaves the screen
    /// through a batch update; `nil` lets the view choose (deleted cells fade out in place,
    /// moved cells go to their new place).
    func finalLayoutAttributesForDisappearingItem(at itemIndexPath: ItemPath) -> LayoutAttributes?

    /// As ``initialLayoutAttributesForAppearingItem(at:)``, for a supplementary view.
    func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                 at elementIndexPath: ItemPath) -> LayoutAttributes?

    /// As ``finalLayoutAttributesForDisappearingItem(at:)``, for a supplementary view.
    func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                  at elementIndexPath: ItemPath) -> LayoutAttributes?

    /// As ``initialLayoutAttributesForAppearingItem(at:)``, for a decoration view.
    func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                              at decorationIndexPath: ItemPath) -> LayoutAttributes?

    /// As ``finalLayoutAttributesForDisappearingItem(at:)``, for a decoration view.
    func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                               at decorationIndexPath: ItemPath) -> LayoutAttributes?
    // MARK: Interactive movement

    /// What moving an item with a finger means in this layout; ``InteractiveMovementStyle/unsupported``
    /// makes `beginInteractiveMovementForItem(at:)` answer `false`.
    var interactiveMovementStyle: InteractiveMovementStyle { get }

    /// The place a moving item takes with the finger at `position` (content coordinates), the
    /// layout laid out as if the item stood at `previousIndexPath`, its current target. Answers
    /// `previousIndexPath` to keep it.
    func targetIndexPath(forInteractivelyMovingItem previousIndexPath: ItemPath, withPosition position: CGPoint) -> ItemPath

    /// The attributes of the moving item standing at `indexPath` with the finger at `position`:
    /// by default its attributes centred on the finger, above every other element.
    func layoutAttributesForInteractivelyMovingItem(at indexPath: ItemPath, withTargetPosition position: CGPoint) -> LayoutAttributes?

    /// What a step of a movement invalidates beyond the move itself (which reaches the layout as
    /// a batch update of data counts with its moves): by default nothing.
    func invalidation(forInteractivelyMovingItems targetIndexPaths: [ItemPath], withTargetPosition targetPosition: CGPoint,
                      previousIndexPaths: [ItemPath], previousPosition: CGPoint) -> Invalidation

    /// The order VoiceOver reads `elements` in (the readable elements a view shows, in the
    /// layout's coordinates): by default a page's order (``AccessibilityReadingOrder/rows(_:trailingFirst:)``,
    /// right to left for a right-to-left layout the view does not mirror). A layout whose order on
    /// screen is not a grid's (a wheel, a carousel) answers its own.
    func accessibilityReadingOrder(of elements: [LayoutAttributes]) -> [LayoutAttributes]

    /// What the end of a movement invalidates: by default nothing. `movementCancelled` is `true`
    /// when the items go back to `previousIndexPaths`' original places.
    func invalidationForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [ItemPath],
                                                         previousIndexPaths: [ItemPath],
                                                         movementCancelled: Bool) -> Invalidation
}

/// What every layout answers through its requirements: invalidating, and any element's attributes
/// by key. UIKit's defaults for the requirements themselves are ``CollectionLayoutBase``'s.
extension CollectionLayout {
    /// The collection view's state as of the latest invalidation: its bounds, insets, item
    /// counts and traits. Set by the view that shows the layout (or
    /// ``prepare(in:invalidating:)``).
    @inlinable public var context: LayoutContext { hostState.context }

    /// What changed since the last ``prepare()``; the view clears it after preparing.
    @inlinable public var pendingInvalidation: Invalidation { hostState.pendingInvalidation }

    /// Records that `invalidation` happened and tells the view that shows the layout, so it lays
    /// out again (UIKit has no other way to learn of a layout's own change: a configuration, a
    /// transition's progress); the next layout pass prepares again.
    public func invalidateLayout(with invalidation: Invalidation = .everything) {
        hostState.pendingInvalidation.formUnion(invalidation)
        hostState.invalidationHandler?(invalidation)
    }

    /// Hands the layout `context`, records `invalidation`, and calls ``prepare()`` when anything
    /// is pending, as a view's layout pass does; the pending invalidation is cleared either way.
    /// How a test, a benchmark or a layout that shows other layouts (a transition) drives a
    /// layout without a view. The view showing a layout calls nothing else.
    ///
    /// - Throws: what the context's validation or ``prepare()`` throws.
    /// - Complexity: the layout's `prepare()` when anything is pending, else O(1).
    public func prepare(in context: LayoutContext, invalidating invalidation: Invalidation = []) throws(LayoutError) {
        hostState.context = context
        hostState.pendingInvalidation.formUnion(invalidation)
        guard !hostState.pendingInvalidation.isEmpty else { return }
        defer { hostState.pendingInvalidation = [] }
        try context.validate()
        try prepare()
    }

    /// The start attributes a layout gives any element appearing through a batch update.
    package func initialLayoutAttributesForAppearingElement(_ key: ElementKey) -> LayoutAttributes? {
        switch key.category {
        case .cell: initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementaryView(let kind): initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: key.indexPath)
        case .decorationView(let kind): initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: key.indexPath)
        }
    }

    /// The end attributes a layout gives any element disappearing through a batch update.
    package func finalLayoutAttributesForDisappearingElement(_ key: ElementKey) -> LayoutAttributes? {
        switch key.category {
        case .cell: finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementaryView(let kind): finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: key.indexPath)
        case .decorationView(let kind): finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: key.indexPath)
        }
    }

    /// The attributes of any element, by category.
    public func layoutAttributes(for key: ElementKey) -> LayoutAttributes? {
        switch key.category {
        case .cell: layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView(let kind): layoutAttributesForSupplementaryView(ofKind: kind, at: key.indexPath)
        case .decorationView(let kind): layoutAttributesForDecorationView(ofKind: kind, at: key.indexPath)
        }
    }
}
