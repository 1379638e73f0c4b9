#if canImport(UIKit)
import LayoutCore
import UIKit

/// Hands any ``CollectionLayout`` to `UICollectionView`: every override translates UIKit's call
/// to the engine's and back; every decision is ``HostedLayout``'s, tested on Linux.
///
/// ```swift
/// let layout = try PizzaHalfSelectorLayout(configuration: .init(orientation: .left))
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: CollectionLayoutAdapter(layout))
/// ```
///
/// A layout that changes itself (a configuration change, a transition's progress) invalidates
/// the adapter through its ``CollectionLayout/invalidationHandler``. A layout whose `prepare()`
/// throws keeps its previous geometry; the error is in ``lastLayoutError`` and goes to
/// ``layoutErrorHandler``.
@MainActor
open class CollectionLayoutAdapter: UICollectionViewLayout {
    /// The hosted layout and the decisions about it.
    public let host: HostedLayout
    /// The most recent error the layout threw while preparing.
    public private(set) var lastLayoutError: LayoutError?
    /// Called with every error the layout throws while preparing.
    public var layoutErrorHandler: ((LayoutError) -> Void)?
    /// Scroll views that drive the sections scrolling on their own.
    lazy var sectionScrollers = SectionScrollers(adapter: self)
    /// Whether UIKit's animations are turned off for the batch update being performed.
    private var disablesUpdateAnimations = false

    /// The layout shown.
    public var layout: any CollectionLayout { host.layout }

    /// An adapter showing `layout`.
    public init(_ layout: any CollectionLayout) {
        host = HostedLayout(layout)
        super.init()
        layout.invalidationHandler = { [weak self] invalidation in
            self?.invalidate(with: invalidation)
        }
    }

    /// Not supported: a layout is made in code.
    public required init?(coder: NSCoder) {
        nil
    }

    open override class var layoutAttributesClass: AnyClass { CollectionLayoutAttributes.self }

    open override class var invalidationContextClass: AnyClass { CollectionLayoutInvalidationContext.self }

    /// Invalidates UIKit's layout with `invalidation` carried to the next `prepare()`.
    public func invalidate(with invalidation: Invalidation) {
        let context = CollectionLayoutInvalidationContext()
        context.invalidation = invalidation
        invalidateLayout(with: context)
    }

    // MARK: Preparing and queries

    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        do {
            try host.prepare(with: LayoutContext(collectionView: collectionView), itemCounts: { collectionView.itemCounts })
        } catch {
            lastLayoutError = error
            layoutErrorHandler?(error)
        }
        sectionScrollers.update(host.orthogonalSections(), in: collectionView)
    }

    open override var collectionViewContentSize: CGSize {
        let size = layout.collectionViewContentSize
        return CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
    }

    /// The layout's own answer: UIKit then reflects it right to left, as the simulated view does.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool {
        layout.flipsHorizontallyInOppositeLayoutDirection
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        layout.layoutAttributesForElements(in: rect).map(CollectionLayoutAttributes.make)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(at: indexPath, from: layout.layoutAttributesForItem)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(at: indexPath) { layout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: $0) }
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(at: indexPath) { layout.layoutAttributesForDecorationView(ofKind: elementKind, at: $0) }
    }

    /// What `query` answers for `indexPath`, as UIKit attributes; `nil` for a path that is not
    /// (section, item) or an element the layout does not have.
    private func attributes(at indexPath: IndexPath,
                            from query: (ItemPath) -> LayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        ItemPath(indexPath).flatMap(query).map(CollectionLayoutAttributes.make)
    }

    // MARK: Invalidation

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        host.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? CollectionLayoutInvalidationContext)?.invalidation = host.invalidation(forBoundsChange: newBounds)
        return context
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        host.record(HostedLayout.invalidation(everything: context.invalidateEverything,
                                              dataSourceCounts: context.invalidateDataSourceCounts,
                                              carried: (context as? CollectionLayoutInvalidationContext)?.invalidation))
        super.invalidateLayout(with: context)
    }

    // MARK: Scrolling

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                           withScrollingVelocity velocity: CGPoint) -> CGPoint {
        host.targetContentOffset(forProposedContentOffset: proposedContentOffset, withUIKitVelocity: velocity)
    }

    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        host.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    // MARK: Self-sizing

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard let preferred = LayoutAttributes(preferredAttributes), let original = LayoutAttributes(originalAttributes) else { return false }
        return host.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
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

    // MARK: Batch updates

    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        layout.prepare(forCollectionViewUpdates: updateItems.compactMap(UpdateItem.init))
        // A layout that drives its own update animations gets its changes at once.
        if !layout.animatesCollectionViewUpdates {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            disablesUpdateAnimations = true
        }
    }

    open override func finalizeCollectionViewUpdates() {
        layout.finalizeCollectionViewUpdates()
        if disablesUpdateAnimations {
            CATransaction.commit()
            disablesUpdateAnimations = false
        }
        super.finalizeCollectionViewUpdates()
    }

    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(at: itemIndexPath, from: layout.initialLayoutAttributesForAppearingItem)
            ?? super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(at: itemIndexPath, from: layout.finalLayoutAttributesForDisappearingItem)
            ?? super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    open override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(at: elementIndexPath) { layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: $0) }
            ?? super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    open override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(at: elementIndexPath) { layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: $0) }
            ?? super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    open override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(at: decorationIndexPath) { layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: $0) }
            ?? super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }

    open override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(at: decorationIndexPath) { layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: $0) }
            ?? super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }
}
#endif
