#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import UIKit

/// Hands any ``CollectionLayout`` to `UICollectionView`: every override converts UIKit's types
/// and makes one call into the engine of the collection view showing it (`CollectionViewEngine`,
/// which the simulated view calls too), so every decision is tested on Linux. In a
/// ``UIKitCollectionView`` that is the view's engine; in an app's own collection view the
/// adapter makes one for it the first time UIKit asks, which keeps the layout-level decisions
/// (self-sizing, batch updates, sections that scroll on their own, right to left).
///
/// ```swift
/// let layout = try PizzaHalfSelectorLayout(configuration: .init(orientation: .left))
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: CollectionLayoutAdapter(layout))
/// ```
///
/// A layout that changes itself (a configuration change, a transition's progress) invalidates
/// the adapter through its ``CollectionLayout/invalidationHandler``. A layout whose `prepare()`
/// throws keeps its previous geometry; the error is in ``lastLayoutError`` and goes to
/// ``layoutErrorHandler``, as does a decoration kind no view is registered for (the element is
/// left out instead of UIKit raising). Decoration views are registered on the adapter, as on any
/// `UICollectionViewLayout`; a new adapter has none (``UIKitCollectionView`` carries them over).
@MainActor
public final class CollectionLayoutAdapter: UICollectionViewLayout {
    /// The hosted layout: UIKit's per-layout state and every answer about it.
    package let hosted: HostedLayout
    /// The most recent error: a bad value the layout threw while preparing, or an element no
    /// view is registered for.
    public private(set) var lastLayoutError: LayoutError?
    /// Called with every error the layout throws while preparing, and once per unregistered kind.
    public var layoutErrorHandler: ((LayoutError) -> Void)?

    /// The layout shown.
    public var layout: any CollectionLayout { hosted.layout }

    /// An adapter showing `layout`. `registry` holds the views registered for it: by default
    /// none, and supplementary kinds unchecked, since an app registers those on its own
    /// `UICollectionView` (decoration views, registered on the adapter, are always checked).
    public init(_ layout: any CollectionLayout, registry: ViewRegistry = ViewRegistry(checksSupplementaryKinds: false)) {
        hosted = HostedLayout(layout, registry: registry)
        super.init()
        layout.invalidationHandler = { [weak self] invalidation in
            self?.invalidate(with: invalidation)
        }
        hosted.errorHandler = { [weak self] error in
            self?.report(error)
        }
    }

    /// Not supported: a layout is made in code.
    public required init?(coder: NSCoder) {
        nil
    }

    /// ``CollectionLayoutAttributes``, which carry the layout's extra values to the cells.
    public override class var layoutAttributesClass: AnyClass { CollectionLayoutAttributes.self }

    /// The context that carries the hosted layout's ``Invalidation`` through UIKit's invalidation.
    public override class var invalidationContextClass: AnyClass { CollectionLayoutInvalidationContext.self }

    /// The engine of the collection view showing the adapter.
    var engine: CollectionViewEngine? {
        collectionView.map { UIKitPlatform.engine(of: $0, showing: hosted) }
    }

    /// Invalidates UIKit's layout with `invalidation` carried to the next `prepare()`.
    func invalidate(with invalidation: Invalidation) {
        let context = CollectionLayoutInvalidationContext()
        context.invalidation = invalidation
        invalidateLayout(with: context)
    }

    /// Keeps `error` as ``lastLayoutError`` and tells ``layoutErrorHandler``.
    func report(_ error: LayoutError) {
        lastLayoutError = error
        layoutErrorHandler?(error)
    }

    // MARK: Registration

    /// Registers a decoration view of `elementKind`, as UIKit's layout does, and tells the engine the kind is shown.
    public override func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        super.register(viewClass, forDecorationViewOfKind: elementKind)
        if viewClass != nil { hosted.registry.registerDecorationView(ofKind: elementKind) }
    }

    /// Registers a decoration view of `elementKind` from `nib`, and tells the engine the kind is shown.
    public override func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        super.register(nib, forDecorationViewOfKind: elementKind)
        if nib != nil { hosted.registry.registerDecorationView(ofKind: elementKind) }
    }

    // MARK: Preparing and queries

    /// UIKit's layout pass: the engine gives the layout the view's context and prepares it.
    /// - Complexity: the hosted layout's ``CollectionLayout/prepare()``.
    public override func prepare() {
        super.prepare()
        guard let collectionView, let engine, let platform = UIKitPlatform.attached(to: collectionView) else { return }
        engine.movingOrthogonalSections = platform.sectionScrollViews.movingSections
        do {
            try engine.prepareLayout(hosted)
        } catch {
            report(error)
        }
        if engine.isShowing(hosted) { platform.sectionScrollViews.layOut(for: hosted) }
    }

    /// The collection view takes another layout: the section scroll views made for this one go,
    /// whatever the other is.
    public override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        super.prepareForTransition(to: newLayout)
        guard let collectionView, newLayout !== self else { return }
        UIKitPlatform.attached(to: collectionView)?.sectionScrollViews.removeAll()
    }

    /// The hosted layout's content size.
    public override var collectionViewContentSize: CGSize { hosted.contentSize }

    /// The layout's own answer: UIKit then mirrors it right to left when it draws.
    public override var flipsHorizontallyInOppositeLayoutDirection: Bool {
        layout.flipsHorizontallyInOppositeLayoutDirection
    }

    /// Left to right, the direction every layout here is written in, not the app's development
    /// region (UIKit's default), which would invert every mirror in an app developed in Arabic or
    /// Hebrew.
    public override var developmentLayoutDirection: UIUserInterfaceLayoutDirection {
        HostedLayout.developmentLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The hosted layout's elements in `rect`, converted for UIKit (the engine keeps those it showed).
    /// - Complexity: the hosted layout's rect query, plus O(k) to convert.
    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        hosted.layoutAttributesForElements(in: rect).map(CollectionLayoutAttributes.make)
    }

    /// The hosted layout's cell at `indexPath`, converted for UIKit.
    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.cell, at: indexPath, from: hosted.layoutAttributes(for:))
    }

    /// The hosted layout's supplementary view, converted for UIKit.
    public override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.supplementaryView(elementKind), at: indexPath, from: hosted.layoutAttributes(for:))
    }

    /// The hosted layout's decoration view, converted for UIKit.
    public override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.decorationView(elementKind), at: indexPath, from: hosted.layoutAttributes(for:))
    }

    /// What `query` answers for the element of `category` at `indexPath`, as UIKit attributes;
    /// `nil` for a path that is not (section, item) or an element without attributes.
    private func attributes(_ category: ElementCategory, at indexPath: IndexPath,
                            from query: (ElementKey) -> LayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        ItemPath(indexPath).flatMap { query(ElementKey(category: category, indexPath: $0)) }.map(CollectionLayoutAttributes.make)
    }

    // MARK: Invalidation

    /// Whether a bounds change invalidates: the hosted layout's answer, through the engine.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        engine?.shouldInvalidateLayout(forBoundsChange: newBounds, of: hosted) ?? hosted.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    /// A context carrying what the hosted layout says the bounds change invalidates.
    public override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? CollectionLayoutInvalidationContext)?.invalidation = hosted.invalidation(forBoundsChange: newBounds)
        return context
    }

    /// Hands UIKit's invalidation to the hosted layout, as an ``Invalidation``.
    public override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let invalidation = HostedLayout.invalidation(everything: context.invalidateEverything,
                                                     dataSourceCounts: context.invalidateDataSourceCounts,
                                                     carried: (context as? CollectionLayoutInvalidationContext)?.invalidation)
        if let engine { engine.record(invalidation, ofBatchUpdate: context.invalidateDataSourceCounts, in: hosted) } else { hosted.record(invalidation) }
        super.invalidateLayout(with: context)
    }

    // MARK: Scrolling

    /// Where a fling rests: the engine's answer (the hosted layout's, kept while paging).
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                           withScrollingVelocity velocity: CGPoint) -> CGPoint {
        hosted.targetContentOffset(forProposedContentOffset: proposedContentOffset, withUIKitVelocity: velocity)
    }

    /// The proposal moved by the anchor rule when a batch update, a change of size or a layout
    /// switch is being placed, then the layout's own answer (the engine's decision).
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        engine?.targetContentOffset(forProposedContentOffset: proposedContentOffset)
            ?? hosted.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    // MARK: Self-sizing

    /// Whether a cell's preferred size changes the layout: the engine gives it to a self-sizing layout.
    public override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard let preferred = LayoutAttributes(preferredAttributes), let original = LayoutAttributes(originalAttributes) else { return false }
        return engine?.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) ?? false
    }

    /// The engine's adjustment, which keeps the cell the person looks at in place (during a batch
    /// update's setup the offset's part waits for ``finalizeCollectionViewUpdates()``).
    public override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                                withOriginalAttributes: originalAttributes)
        guard let engine, let preferred = LayoutAttributes(preferredAttributes), let original = LayoutAttributes(originalAttributes)
        else { return context }
        let adjustment = engine.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        context.contentSizeAdjustment = adjustment.contentSizeAdjustment
        context.contentOffsetAdjustment = adjustment.contentOffsetAdjustment
        return context
    }

    // MARK: Interactive movement

    /// The layout's target under the finger, kept to a place the item can take (the engine's
    /// decision); a movement begun on a bare adapter begins in the engine here.
    public override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        guard let engine, let previous = ItemPath(previousIndexPath) else { return previousIndexPath }
        return IndexPath(engine.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: position))
    }

    /// The moving item's attributes under the finger, from the hosted layout.
    public override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                                   withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        attributes(.cell, at: indexPath) { self.hosted.layoutAttributesForInteractivelyMovingItem(at: $0.indexPath, withTargetPosition: position) }
            ?? super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
    }

    /// A step of the movement (the target UIKit settled on, after its delegate's redirect): the
    /// engine moves the item there and records what the step invalidates.
    public override func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                           previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                                                previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
        if let target = targetIndexPaths.first.flatMap(ItemPath.init) { _ = engine?.moveInteractively(to: target, position: targetPosition) }
        return context
    }

    /// The movement ended (or was cancelled, the item going back): the engine ends it.
    public override func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath],
                                                                              previousIndexPaths: [IndexPath],
                                                                              movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: indexPaths,
                                                                                 previousIndexPaths: previousIndexPaths,
                                                                                 movementCancelled: movementCancelled)
        _ = engine?.movementDidEnd(cancelled: movementCancelled)
        return context
    }

    // MARK: Batch updates

    /// The layout is shown the update's changes. Whether UIKit animates them is decided before
    /// the update (by the engine, which ``UIKitCollectionView`` asks): animations UIKit adds
    /// after ``finalizeCollectionViewUpdates()`` cannot be turned off here.
    public override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        engine?.prepare(forCollectionViewUpdates: updateItems.compactMap(UpdateItem.init))
    }

    /// The update's anchor is over; a content-offset adjustment kept while UIKit set the update up
    /// (where it ignores one) is applied now in an invalidation of its own, as MagazineLayout does.
    public override func finalizeCollectionViewUpdates() {
        if let kept = engine?.finalizeCollectionViewUpdates() {
            let context = CollectionLayoutInvalidationContext()
            context.contentOffsetAdjustment = kept
            invalidateLayout(with: context)
        }
        super.finalizeCollectionViewUpdates()
    }

    /// Where an appearing cell starts its update animation: the hosted layout's answer, converted.
    public override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.cell, at: itemIndexPath, from: hosted.initialLayoutAttributes(forAppearingElement:))
            ?? super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    /// Where a disappearing cell ends its update animation: the hosted layout's answer, converted.
    public override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.cell, at: itemIndexPath, from: hosted.finalLayoutAttributes(forDisappearingElement:))
            ?? super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    /// Where an appearing supplementary view starts its update animation: the hosted layout's answer, converted.
    public override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.supplementaryView(elementKind), at: elementIndexPath, from: hosted.initialLayoutAttributes(forAppearingElement:))
            ?? super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    /// Where a disappearing supplementary view ends its update animation: the hosted layout's answer, converted.
    public override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.supplementaryView(elementKind), at: elementIndexPath, from: hosted.finalLayoutAttributes(forDisappearingElement:))
            ?? super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    /// Where an appearing decoration view starts its update animation: the hosted layout's answer, converted.
    public override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.decorationView(elementKind), at: decorationIndexPath, from: hosted.initialLayoutAttributes(forAppearingElement:))
            ?? super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    /// Where a disappearing decoration view ends its update animation: the hosted layout's answer, converted.
    public override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.decorationView(elementKind), at: decorationIndexPath, from: hosted.finalLayoutAttributes(forDisappearingElement:))
            ?? super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }
}
#endif
