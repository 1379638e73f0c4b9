#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import UIKit

/// Hands any ``CollectionLayout`` to `UICollectionView`: every override converts UIKit's types
/// and makes one call into the engine of the collection view showing it (`CollectionViewEngine`,
/// which the simulated view calls too), so every decision is tested on Linux and none is made
/// here. In a ``UIKitCollectionView`` the adapter has the view's engine, given when the view
/// makes it; an adapter you make for your own collection view makes an engine of its own, which
/// takes your collection view when UIKit first prepares the layout, and keeps the layout-level
/// decisions (self-sizing, batch updates, sections that scroll on their own, right to left).
///
/// ```swift
/// let layout = try PizzaHalfSelectorLayout(configuration: .init(orientation: .left))
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: CollectionLayoutAdapter(layout))
/// ```
///
/// In your own collection view, register the supplementary views your layout returns on the
/// collection view and its decoration views on the adapter, as with any `UICollectionViewLayout`
/// (a new adapter has none of another's); use ``UIKitCollectionView`` to have both carried over
/// across layout switches and checked before UIKit would raise. A layout that changes itself (a
/// configuration change, a transition's progress) invalidates the adapter through its
/// `LayoutHostState.invalidationHandler`. A layout whose `prepare()` throws keeps its previous
/// geometry; the error is a runtime issue (Xcode's purple warning; a failed test under a test
/// runner), is kept in ``lastLayoutError`` and goes to ``layoutErrorHandler``, as does a
/// decoration kind no view is registered for (the element is left out instead of UIKit raising).
@MainActor
public final class CollectionLayoutAdapter: UICollectionViewLayout {
    /// This layout object as the engine hosts it: what the adapter names when it asks the engine.
    let hosted: HostedLayout
    /// The platform of the collection view showing the adapter, and through it the engine: the
    /// view's own in a ``UIKitCollectionView``, the adapter's otherwise.
    private let platform: UIKitPlatform
    private var engine: CollectionViewEngine { platform.engine }

    /// Whether the adapter decides through `platform` (a view's own adapters do; one made with
    /// ``init(_:registry:)`` has an engine of its own).
    func decides(through platform: UIKitPlatform) -> Bool {
        self.platform === platform
    }

    /// The layout shown.
    public var layout: any CollectionLayout { hosted.layout }

    /// The most recent error of the collection view showing the adapter: a bad value the layout
    /// threw while preparing, or an element no view is registered for.
    public var lastLayoutError: LayoutError? { platform.lastLayoutError }

    /// Called with every error the layout throws while preparing, and once per unregistered kind,
    /// after it is reported as a runtime issue.
    public var layoutErrorHandler: ((LayoutError) -> Void)? {
        get { platform.errorHandler }
        set { platform.errorHandler = newValue }
    }

    /// An adapter showing `layout` in a collection view of yours, with an engine of its own.
    /// `registry` holds the views registered on your collection view: by default none, and
    /// supplementary kinds unchecked, since you register those on your own `UICollectionView`
    /// (decoration views, registered on the adapter, are always checked).
    public convenience init(_ layout: any CollectionLayout, registry: ViewRegistry = ViewRegistry(checksSupplementaryKinds: false)) {
        let platform = UIKitPlatform(engine: CollectionViewEngine(layout: layout, registry: registry))
        self.init(hosted: platform.engine.layout, platform: platform)
    }

    /// An adapter showing `hosted` for the engine of `platform`, with the decoration views the
    /// platform's view registered.
    init(hosted: HostedLayout, platform: UIKitPlatform) {
        self.hosted = hosted
        self.platform = platform
        super.init()
        engine.adopt(hosted) { [weak self] invalidation in self?.invalidate(with: invalidation) }
        platform.decorationClasses.forEach { register($0.value, forDecorationViewOfKind: $0.key) }
    }

    /// Not supported: a layout is made in code.
    public required init?(coder: NSCoder) {
        nil
    }

    /// ``CollectionLayoutAttributes``, which carry the layout's extra values to the cells.
    public override class var layoutAttributesClass: AnyClass { CollectionLayoutAttributes.self }

    /// The context that carries the engine's ``Invalidation`` through UIKit's invalidation.
    public override class var invalidationContextClass: AnyClass { CollectionLayoutInvalidationContext.self }

    /// Invalidates UIKit's layout with `invalidation` carried to the next `prepare()`.
    private func invalidate(with invalidation: Invalidation) {
        invalidateLayout(with: CollectionLayoutInvalidationContext(invalidation))
    }

    /// UIKit's `attributes` of the element of `category` at `indexPath`, from `query` (one of the
    /// engine's); `nil` for a path that is not (section, item).
    private func attributes(_ category: ElementCategory, at indexPath: IndexPath,
                            _ query: (ElementKey) -> LayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        ItemPath(indexPath).flatMap { query(ElementKey(category: category, indexPath: $0)) }.map(CollectionLayoutAttributes.make)
    }

    /// Where the element of `category` at `indexPath` starts when it appears through an update:
    /// the engine's answer, or UIKit's own (`uikit`, the base class's: the element faded in at its
    /// place) where the engine leaves the choice to the view, as the simulated view does.
    private func start(of category: ElementCategory, at indexPath: IndexPath,
                       orUIKits uikit: () -> UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        attributes(category, at: indexPath) { engine.initialLayoutAttributes(forAppearingElement: $0, of: hosted) } ?? uikit()
    }

    /// Where the element of `category` at `indexPath` ends when it disappears through an update:
    /// the engine's answer, or UIKit's own (the element faded out where it is).
    private func end(of category: ElementCategory, at indexPath: IndexPath,
                     orUIKits uikit: () -> UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        attributes(category, at: indexPath) { engine.finalLayoutAttributes(forDisappearingElement: $0, of: hosted) } ?? uikit()
    }

    // MARK: Registration

    /// Registers a decoration view of `elementKind` on this layout object, as UIKit's layout does,
    /// or with `nil` unregisters it; the engine shows the kind only while it is registered.
    public override func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        super.register(viewClass, forDecorationViewOfKind: elementKind)
        engine.registerDecorationView(ofKind: elementKind, isRegistered: viewClass != nil, in: hosted)
    }

    /// Registers a decoration view of `elementKind` from `nib` on this layout object, or with
    /// `nil` unregisters it.
    public override func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        super.register(nib, forDecorationViewOfKind: elementKind)
        engine.registerDecorationView(ofKind: elementKind, isRegistered: nib != nil, in: hosted)
    }

    // MARK: Preparing and queries

    /// UIKit's layout pass: the platform takes the collection view showing the adapter, and the
    /// engine prepares the layout with what the view tells it. A `prepare()` that throws is
    /// reported (a runtime issue, and ``layoutErrorHandler``), the previous geometry kept.
    /// - Complexity: the hosted layout's ``CollectionLayout/prepare()``.
    public override func prepare() {
        super.prepare()
        collectionView.map(platform.attach)
        do { try engine.prepareLayout(hosted) } catch { engine.report(error) }
    }

    /// The collection view takes another layout: the section scroll views made for this one go,
    /// whatever the other is.
    public override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        super.prepareForTransition(to: newLayout)
        engine.layoutWillBeReplaced(hosted)
    }

    /// A transition to or from this layout ended: the layout shown has its section scroll views.
    public override func finalizeLayoutTransition() {
        super.finalizeLayoutTransition()
        engine.layoutTransitionDidFinish(hosted)
    }

    /// The hosted layout's content size.
    public override var collectionViewContentSize: CGSize { engine.contentSize(of: hosted) }

    /// The layout's own answer: UIKit then mirrors it right to left when it draws.
    public override var flipsHorizontallyInOppositeLayoutDirection: Bool {
        engine.flipsHorizontallyInOppositeLayoutDirection(hosted)
    }

    /// The hosted layout's own direction (left to right unless it says otherwise), not the app's
    /// development region (UIKit's default), which would invert every mirror in an app developed
    /// in Arabic or Hebrew.
    public override var developmentLayoutDirection: UIUserInterfaceLayoutDirection {
        UIUserInterfaceLayoutDirection(engine.developmentLayoutDirection(of: hosted))
    }

    /// The hosted layout's elements in `rect`, converted for UIKit.
    /// - Complexity: the hosted layout's rect query, plus O(k) to convert.
    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        engine.layoutAttributesForElements(in: rect, of: hosted).map(CollectionLayoutAttributes.make)
    }

    /// The hosted layout's cell at `indexPath`, converted for UIKit.
    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.cell, at: indexPath) { engine.layoutAttributes(for: $0, of: hosted) }
    }

    /// The hosted layout's supplementary view, converted for UIKit.
    public override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.supplementaryView(elementKind), at: indexPath) { engine.layoutAttributes(for: $0, of: hosted) }
    }

    /// The hosted layout's decoration view, converted for UIKit.
    public override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(.decorationView(elementKind), at: indexPath) { engine.layoutAttributes(for: $0, of: hosted) }
    }

    // MARK: Invalidation

    /// Whether a bounds change invalidates: the engine's answer for the hosted layout.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        engine.shouldInvalidateLayout(forBoundsChange: newBounds, of: hosted)
    }

    /// A context carrying what the engine says the bounds change invalidates.
    public override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? CollectionLayoutInvalidationContext)?.invalidation = engine.invalidation(forBoundsChange: newBounds, of: hosted)
        return context
    }

    /// Hands UIKit's invalidation to the engine, as an ``Invalidation``.
    public override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        engine.record(CollectionViewEngine.invalidation(everything: context.invalidateEverything,
                                                        dataSourceCounts: context.invalidateDataSourceCounts,
                                                        carried: (context as? CollectionLayoutInvalidationContext)?.invalidation),
                      ofBatchUpdate: context.invalidateDataSourceCounts, in: hosted)
        super.invalidateLayout(with: context)
    }

    // MARK: Scrolling

    /// Where a fling rests: the engine's answer, UIKit's velocity (points per millisecond)
    /// converted to the engine's points per second.
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                           withScrollingVelocity velocity: CGPoint) -> CGPoint {
        engine.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: ScrollVelocity.fromUIKit(velocity))
    }

    /// The proposal moved by the anchor rule when a batch update, a change of size or a layout
    /// switch is being placed, then the layout's own answer (the engine's decision).
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        engine.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    }

    // MARK: Self-sizing

    /// Whether a cell's preferred size changes the layout: the engine's answer.
    public override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        engine.shouldInvalidateLayout(forPreferredLayoutAttributes: LayoutAttributes(preferredAttributes),
                                      withOriginalAttributes: LayoutAttributes(originalAttributes))
    }

    /// The engine's adjustment, which keeps the cell the person looks at in place (during a batch
    /// update's setup the offset's part waits for ``finalizeCollectionViewUpdates()``).
    public override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                                withOriginalAttributes: originalAttributes)
        let adjustment = engine.invalidateLayout(forPreferredLayoutAttributes: LayoutAttributes(preferredAttributes),
                                                 withOriginalAttributes: LayoutAttributes(originalAttributes))
        context.contentSizeAdjustment = adjustment.contentSizeAdjustment
        context.contentOffsetAdjustment = adjustment.contentOffsetAdjustment
        return context
    }

    // MARK: Interactive movement

    /// The layout's target under the finger, kept to a place the item can take (the engine's
    /// decision); a movement begun on UIKit's collection view alone begins in the engine here.
    public override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        engine.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    }

    /// The moving item's attributes under the finger, the engine's answer (UIKit's own when it has
    /// none: the item's attributes centred on the finger, above the rest).
    public override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                                   withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        attributes(.cell, at: indexPath) { engine.layoutAttributesForInteractivelyMovingItem(at: $0.indexPath, withTargetPosition: position, of: hosted) }
            ?? super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
    }

    /// A step of the movement (the target UIKit settled on, after its delegate's redirect): the
    /// engine moves the item there and records what the step invalidates.
    public override func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                           previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
                                                previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
        engine.moveInteractively(toFirstOf: targetIndexPaths.compactMap(ItemPath.init), position: targetPosition)
        return context
    }

    /// The movement ended (or was cancelled, the item going back): the engine ends it.
    public override func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath],
                                                                              previousIndexPaths: [IndexPath],
                                                                              movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: indexPaths,
                                                                                 previousIndexPaths: previousIndexPaths,
                                                                                 movementCancelled: movementCancelled)
        _ = engine.movementDidEnd(cancelled: movementCancelled)
        return context
    }

    // MARK: Batch updates

    /// The layout is shown the update's changes. Whether UIKit animates them is decided before
    /// the update (by the engine, which ``UIKitCollectionView`` asks): animations UIKit adds
    /// after ``finalizeCollectionViewUpdates()`` cannot be turned off here.
    public override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        engine.prepare(forCollectionViewUpdates: updateItems.compactMap(UpdateItem.init))
    }

    /// The update's anchor is over; a content-offset adjustment kept while UIKit set the update up
    /// (where it ignores one) is applied now in an invalidation of its own, as MagazineLayout does.
    public override func finalizeCollectionViewUpdates() {
        engine.finalizeCollectionViewUpdates().map { invalidateLayout(with: CollectionLayoutInvalidationContext(contentOffsetAdjustment: $0)) }
        super.finalizeCollectionViewUpdates()
    }

    /// Where an appearing cell starts its update animation: the engine's answer, or UIKit's own
    /// (the cell faded in at its place) when it has none.
    public override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        start(of: .cell, at: itemIndexPath) {
            super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        }
    }

    /// Where a disappearing cell ends its update animation: the engine's answer, or UIKit's own.
    public override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        end(of: .cell, at: itemIndexPath) {
            super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        }
    }

    /// Where an appearing supplementary view starts its update animation: the engine's answer, or UIKit's own.
    public override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        start(of: .supplementaryView(elementKind), at: elementIndexPath) {
            super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        }
    }

    /// Where a disappearing supplementary view ends its update animation: the engine's answer, or UIKit's own.
    public override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        end(of: .supplementaryView(elementKind), at: elementIndexPath) {
            super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        }
    }

    /// Where an appearing decoration view starts its update animation: the engine's answer, or UIKit's own.
    public override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        start(of: .decorationView(elementKind), at: decorationIndexPath) {
            super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
        }
    }

    /// Where a disappearing decoration view ends its update animation: the engine's answer, or UIKit's own.
    public override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        end(of: .decorationView(elementKind), at: decorationIndexPath) {
            super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
        }
    }
}
#endif
