#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import UIKit

/// Hands any ``CollectionLayout`` to `UICollectionView`: every override converts UIKit's types
/// and makes one call into the package's shared host, which the simulated view calls too, so
/// every decision is tested on Linux.
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
/// `UICollectionViewLayout`; a new adapter has none (``CollectionViewHost`` carries them over).
@MainActor
public final class CollectionLayoutAdapter: UICollectionViewLayout {
    /// The hosted layout and every decision about it.
    package let host: LayoutHost
    /// The most recent error: a bad value the layout threw while preparing, or an element no
    /// view is registered for.
    public private(set) var lastLayoutError: LayoutError?
    /// Called with every error the layout throws while preparing, and once per unregistered kind.
    public var layoutErrorHandler: ((LayoutError) -> Void)?
    /// Scroll views that drive the sections scrolling on their own.
    lazy var sectionScrollers = SectionScrollers(adapter: self)

    /// The layout shown.
    public var layout: any CollectionLayout { host.layout }

    /// An adapter showing `layout`. `registry` holds the views registered for it: by default
    /// none, and supplementary kinds unchecked, since an app registers those on its own
    /// `UICollectionView` (decoration views, registered on the adapter, are always checked).
    public init(_ layout: any CollectionLayout, registry: ViewRegistry = ViewRegistry(checksSupplementaryKinds: false)) {
        host = LayoutHost(layout, showsSwappingMovement: false, registry: registry)
        super.init()
        layout.invalidationHandler = { [weak self] invalidation in
            self?.invalidate(with: invalidation)
        }
        host.errorHandler = { [weak self] error in
            self?.report(error)
        }
    }

    /// Not supported: a layout is made in code.
    public required init?(coder: NSCoder) {
        nil
    }

    public override class var layoutAttributesClass: AnyClass { CollectionLayoutAttributes.self }

    public override class var invalidationContextClass: AnyClass { CollectionLayoutInvalidationContext.self }

    /// Invalidates UIKit's layout with `invalidation` carried to the next `prepare()`.
    func invalidate(with invalidation: Invalidation) {
        let context = CollectionLayoutInvalidationContext()
        context.invalidation = invalidation
        invalidateLayout(with: context)
    }

    private func report(_ error: LayoutError) {
        lastLayoutError = error
        layoutErrorHandler?(error)
    }

    /// Removes what the adapter put on `collectionView` for its sections that scroll on their
    /// own (hidden scroll views, their pan gestures): call it before the collection view takes
    /// another layout. ``CollectionViewHost/setCollectionLayout(_:animated:completion:)`` does.
    func removeHostedViews(from collectionView: UICollectionView) {
        sectionScrollers.removeAll(from: collectionView)
    }

    // MARK: Registration

    public override func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        super.register(viewClass, forDecorationViewOfKind: elementKind)
        if viewClass != nil { host.registry.registerDecorationView(ofKind: elementKind) }
    }

    public override func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        super.register(nib, forDecorationViewOfKind: elementKind)
        if nib != nil { host.registry.registerDecorationView(ofKind: elementKind) }
    }

    // MARK: Preparing and queries

    public override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        host.movingOrthogonalSections = sectionScrollers.movingSections
        do {
            try host.prepare(with: LayoutContext(collectionView: collectionView), itemCounts: { collectionView.itemCounts })
        } catch {
            report(error)
        }
        sectionScrollers.update(host.orthogonalSections(), in: collectionView)
    }

    public override var collectionViewContentSize: CGSize { host.contentSize }

    /// The layout's own answer: UIKit then reflects it right to left, as the simulated view does.
    public override var flipsHorizontallyInOppositeLayoutDirection: Bool {
        layout.flipsHorizontallyInOppositeLayoutDirection
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        host.layoutAttributesForElements(in: rect).map(CollectionLayoutAttributes.make)
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.cell, at: indexPath, from: host.layoutAttributes(for:))
    }

    public override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.supplementaryView(elementKind), at: indexPath, from: host.layoutAttributes(for:))
    }

    public override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.decorationView(elementKind), at: indexPath, from: host.layoutAttributes(for:))
    }

    /// What `query` answers for the element of `category` at `indexPath`, as UIKit attributes;
    /// `nil` for a path that is not (section, item) or an element without attributes.
    private func attributes(_ category: ElementCategory, at indexPath: IndexPath,
                            from query: (ElementKey) -> LayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        ItemPath(indexPath).flatMap { query(ElementKey(category: category, indexPath: $0)) }.map(CollectionLayoutAttributes.make)
    }

    // MARK: Invalidation

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        host.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    public override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? CollectionLayoutInvalidationContext)?.invalidation = host.invalidation(forBoundsChange: newBounds)
        return context
    }

    public override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        host.record(LayoutHost.invalidation(everything: context.invalidateEverything,
                                            dataSourceCounts: context.invalidateDataSourceCounts,
                                            carried: (context as? CollectionLayoutInvalidationContext)?.invalidation))
        super.invalidateLayout(with: context)
    }

    // MARK: Scrolling

    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                           withScrollingVelocity velocity: CGPoint) -> CGPoint {
        host.targetContentOffset(forProposedContentOffset: proposedContentOffset, withUIKitVelocity: velocity)
    }

    /// The proposal moved by the anchor rule when a batch update, a change of size or a layout
    /// switch is being placed, then the layout's own answer (the shared host's decision). A layout
    /// switch and a reload keep what the person is looking at through ``CollectionViewHost``,
    /// which ends each change.
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        host.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    // MARK: Self-sizing

    public override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard let preferred = LayoutAttributes(preferredAttributes), let original = LayoutAttributes(originalAttributes) else { return false }
        return host.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    public override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                                withOriginalAttributes: originalAttributes)
        guard let preferred = LayoutAttributes(preferredAttributes), let original = LayoutAttributes(originalAttributes) else { return context }
        let adjustment = host.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        context.contentSizeAdjustment = adjustment.contentSizeAdjustment
        context.contentOffsetAdjustment = adjustment.contentOffsetAdjustment
        return context
    }

    // MARK: Interactive movement

    /// The layout's target under the finger, kept to a place the item can take (the shared
    /// host's decision); a movement begun on a bare adapter begins in the host here.
    public override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        guard let previous = ItemPath(previousIndexPath) else { return previousIndexPath }
        return IndexPath(host.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: position))
    }

    public override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                                   withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        attributes(.cell, at: indexPath) { self.host.layoutAttributesForInteractivelyMovingItem(at: $0.indexPath, withTargetPosition: position) }
            ?? super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
    }

    /// A step of the movement (the target UIKit settled on, after its delegate's redirect): the
    /// host moves the item there and records what the step invalidates.
    public override func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                           previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                                                previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
        if let target = targetIndexPaths.first.flatMap(ItemPath.init) { _ = host.moveInteractively(to: target, position: targetPosition) }
        return context
    }

    /// The movement ended (or was cancelled, the item going back): the host ends it.
    public override func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath],
                                                                              previousIndexPaths: [IndexPath],
                                                                              movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: indexPaths,
                                                                                 previousIndexPaths: previousIndexPaths,
                                                                                 movementCancelled: movementCancelled)
        _ = host.endInteractiveMovement(cancelled: movementCancelled)
        return context
    }

    // MARK: Batch updates

    /// The layout is shown the update's changes. Whether UIKit animates them is decided before
    /// the update (by the shared host, which ``CollectionViewHost`` asks):
    /// animations UIKit adds after ``finalizeCollectionViewUpdates()`` cannot be turned off here.
    public override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        host.prepare(forCollectionViewUpdates: updateItems.compactMap(UpdateItem.init))
    }

    public override func finalizeCollectionViewUpdates() {
        host.finalizeCollectionViewUpdates()
        super.finalizeCollectionViewUpdates()
    }

    public override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.cell, at: itemIndexPath, from: host.initialLayoutAttributes(forAppearingElement:))
            ?? super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    public override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.cell, at: itemIndexPath, from: host.finalLayoutAttributes(forDisappearingElement:))
            ?? super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    public override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.supplementaryView(elementKind), at: elementIndexPath, from: host.initialLayoutAttributes(forAppearingElement:))
            ?? super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    public override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.supplementaryView(elementKind), at: elementIndexPath, from: host.finalLayoutAttributes(forDisappearingElement:))
            ?? super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    public override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.decorationView(elementKind), at: decorationIndexPath, from: host.initialLayoutAttributes(forAppearingElement:))
            ?? super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    public override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.decorationView(elementKind), at: decorationIndexPath, from: host.finalLayoutAttributes(forDisappearingElement:))
            ?? super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }
}
#endif
