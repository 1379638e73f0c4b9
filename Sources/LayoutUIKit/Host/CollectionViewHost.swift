#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import UIKit

/// A `UICollectionView` as the portable ``ScrollableCollection``: portable screen logic
/// (`PizzaHalvesCoordinator`, `PhotoEditorController`,
/// `PhotosController`, `CollageEditorController`) drives a real collection view through it
/// unchanged.
///
/// The host is the collection view's data source and delegate. It keeps the item counts,
/// validates batch updates against them before UIKit sees them (``BatchUpdates`` throws where
/// UIKit would crash), forwards UIKit's scroll events to ``delegate`` with velocities in points
/// per second, performs what a layout asks for at rest (a settling
/// glide, an endless carousel's re-centring, its first centring), and keeps the views
/// registered through it, which it gives every layout it shows. Cells come from
/// ``cellProvider``, supplementary views from ``supplementaryViewProvider`` or, without one,
/// as the view registered for their kind.
///
/// ```swift
/// let host = CollectionViewHost(layout: try WheelLayout(configuration: .init()), itemCounts: [30]) { collectionView, indexPath in
///     collectionView.dequeueReusableCell(withReuseIdentifier: "icon", for: indexPath)
/// }
/// host.register(IconCell.self, forCellWithReuseIdentifier: "icon")
/// view.addSubview(host.collectionView)
/// ```
@MainActor
public final class CollectionViewHost: NSObject {
    /// Makes the cell for an index path, dequeued from the collection view.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath) -> UICollectionViewCell
    /// Makes the supplementary view of a kind for an index path, dequeued from the collection view.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ kind: String,
                                                  _ indexPath: IndexPath) -> UICollectionReusableView

    /// The collection view shown.
    public let collectionView: UICollectionView
    /// The adapter handing the layout to the collection view.
    public private(set) var adapter: CollectionLayoutAdapter
    /// The number of items in each section, as the data source answers them.
    public private(set) var itemCounts: [Int]
    /// Makes the cells.
    public var cellProvider: CellProvider
    /// Makes supplementary views; without it each is the view registered for its kind.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// Receives the scroll events, velocities in points per second; held weakly.
    public weak var delegate: (any ScrollViewDelegate)?
    /// Called when a cell is selected.
    public var didSelectItem: ((ItemPath) -> Void)?
    /// Whether the item may begin moving under a finger (the data source's `canMoveItemAt`);
    /// without it, or without ``moveItem``, nothing moves.
    public var canMoveItem: ((ItemPath) -> Bool)?
    /// A movement ended with the item at the first path now at the second: move it in the data
    /// (the data source's `moveItemAt:to:`; the host's counts follow).
    public var moveItem: ((_ source: ItemPath, _ destination: ItemPath) -> Void)?
    /// Where the item moving from `original`, now at `current`, goes instead of `proposed` (the
    /// delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`);
    /// `proposed` without it.
    public var targetIndexPathForMove: ((_ original: ItemPath, _ current: ItemPath, _ proposed: ItemPath) -> ItemPath)?
    /// The views registered through the host: every layout it shows gets them.
    public private(set) var registry = ViewRegistry()
    /// The decoration view classes registered, given again to every new adapter.
    private var decorationClasses: [String: AnyClass] = [:]
    /// The glide and re-centring a layout asks for at rest.
    private var restBehavior = ScrollRestBehavior()
    /// The diffable data source that fills the host, if any: only it may empty the host when released.
    var dataSourceIdentifier: ObjectIdentifier?
    /// The finger of a movement, and the content scrolling on under it near an edge.
    lazy var movementAutoScroll = MovementAutoScroller(host: self)
    /// The custom actions the screen logic owning the view offers on an element, after the
    /// host's own moves (a collage's swap and dividers, a photo's deletion).
    public var accessibilityCustomActionProvider: ((ElementKey) -> [AccessibilityCustomAction])?
    /// VoiceOver's adjustable element in a layout that selects: one object, so VoiceOver's
    /// focus stays on it while the selection moves.
    lazy var selectionElement = SelectionAccessibilityElement(responder: self, container: collectionView)
    /// The collection view's accessibility elements for the frame shown, made when VoiceOver
    /// first asks and dropped at the next layout pass.
    var accessibilityElementsCache: [Any]?
    /// The position each view was last given as its `accessibilityValue`, so an app's own value
    /// is left alone.
    var positionValues: [ObjectIdentifier: String] = [:]

    /// A collection view of `frame` showing `layout` with `itemCounts` items, its cells made by
    /// `cellProvider`. Negative counts are shown as empty sections. Register the cells, and the
    /// supplementary and decoration views the layout returns, before it first lays out.
    public init(frame: CGRect = .zero, layout: any CollectionLayout, itemCounts: [Int],
                cellProvider: @escaping CellProvider) {
        adapter = CollectionLayoutAdapter(layout, registry: ViewRegistry())
        let collectionView = HostCollectionView(frame: frame, collectionViewLayout: adapter)
        self.collectionView = collectionView
        self.itemCounts = itemCounts.map { max(0, $0) }
        self.cellProvider = cellProvider
        super.init()
        adapter.host.setItemCounts(self.itemCounts)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.emptyCellReuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.didLayout = { [weak self] in self?.didLayout() }
        collectionView.sectionTakesPan = { [weak self] location, velocity in
            self?.adapter.host.sectionAcceptingDrag(at: location, velocity: velocity) != nil
        }
        collectionView.accessibilityResponder = self
    }

    /// A collection view of `frame` showing `layout` with no items yet, for a data source (a
    /// ``CollectionViewDiffableDataSource``) to fill; until one gives cells, cells are empty.
    public convenience init(frame: CGRect = .zero, layout: any CollectionLayout) {
        self.init(frame: frame, layout: layout, itemCounts: [], cellProvider: Self.emptyCell)
    }

    /// The reuse identifier of the host's own empty cell.
    static let emptyCellReuseIdentifier = "CollectionViewHost.empty"

    /// A cell of a host's `collectionView` showing nothing, for an index path no data answers
    /// for (a data source released while UIKit still asks), instead of a crash.
    static func emptyCell(in collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: emptyCellReuseIdentifier, for: indexPath)
    }

    /// The diffable data source `identifier` fills the host from now on.
    func attachDataSource(_ identifier: ObjectIdentifier) {
        dataSourceIdentifier = identifier
    }

    /// The diffable data source `identifier` was released: if it still fills the host, the
    /// collection view shows nothing, as with Apple's (a collection view's data source is weak).
    func dataSourceReleased(_ identifier: ObjectIdentifier) {
        guard dataSourceIdentifier == identifier else { return }
        dataSourceIdentifier = nil
        try? reloadData(itemCounts: [])
    }

    // MARK: Registration

    /// Registers cells of `cellClass` dequeued with `identifier`.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
        changeRegistry { $0.registerCell(reuseIdentifier: identifier) }
    }

    /// Registers supplementary views of `kind` of `viewClass` dequeued with `identifier` (the kind
    /// itself when not given); without a ``supplementaryViewProvider`` the host dequeues it.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String? = nil) {
        collectionView.register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier ?? kind)
        changeRegistry { $0.registerSupplementaryView(ofKind: kind, reuseIdentifier: identifier) }
    }

    /// Registers decoration views of `kind` of `viewClass` on the layout, and on every layout
    /// shown later (a new layout object has no registrations of its own).
    public func register(_ viewClass: AnyClass, forDecorationViewOfKind kind: String) {
        decorationClasses[kind] = viewClass
        adapter.register(viewClass, forDecorationViewOfKind: kind)
        changeRegistry { $0.registerDecorationView(ofKind: kind) }
    }

    private func changeRegistry(_ change: (inout ViewRegistry) -> Void) {
        change(&registry)
        adapter.host.registry = adapter.host.registry.merging(registry)
    }

    // MARK: Layouts and data

    /// Shows `layout` instead, animated as `UICollectionView.setCollectionViewLayout(_:animated:)`:
    /// a new adapter with the host's registrations, and what the old one put on the collection
    /// view for its sections removed. The cell the person was looking at stays where it was on
    /// screen (the anchor rule, as the simulated view keeps it).
    public func setCollectionLayout(_ layout: any CollectionLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let previous = adapter
        previous.removeHostedViews(from: collectionView)
        adapter = CollectionLayoutAdapter(layout, registry: registry)
        for kind in decorationClasses.keys.sorted() { adapter.register(decorationClasses[kind], forDecorationViewOfKind: kind) }
        adapter.host.setItemCounts(itemCounts)
        adapter.host.holdAnchor(of: previous.host)
        let host = adapter.host
        collectionView.setCollectionViewLayout(adapter, animated: animated) { finished in
            host.releaseAnchor()
            completion?(finished)
        }
        if !animated { finishChange(asksLayout: true) }
    }

    /// The end of a change (a reload, a layout switch without animation, a new size): lays out,
    /// and where UIKit asked no target offset for the change, moves the offset as the shared host
    /// answers (`asksLayout`: as `targetContentOffset(forProposedContentOffset:)` would have).
    private func finishChange(asksLayout: Bool) {
        collectionView.layoutIfNeeded()
        if let offset = adapter.host.finishChange(from: collectionView.contentOffset, asksLayout: asksLayout) {
            collectionView.contentOffset = offset
        }
    }

    /// Replaces the item counts and reloads every cell (`reloadData`), keeping the cell the person
    /// was looking at where it was on screen; throws for a negative count.
    public func reloadData(itemCounts newCounts: [Int]) throws(LayoutError) {
        try reloadData(itemCounts: newCounts, updatingData: {})
    }

    /// The size the collection view asks for, given a proposal (SwiftUI's `sizeThatFits`): the
    /// shared host's answer, the one the simulated view gives.
    public func sizeThatFits(width: CGFloat?, height: CGFloat?) throws(LayoutError) -> CGSize {
        try adapter.host.sizeThatFits(width: width, height: height, environment: LayoutContext(collectionView: collectionView),
                                      itemCounts: { itemCounts })
    }

    /// The collection view was laid out: the person sees the cells it sized, and a wrapping
    /// layout starts in the middle of its band once the view has a size.
    private func didLayout() {
        accessibilityElementsCache = nil
        if UIAccessibility.isVoiceOverRunning { _ = orderedAccessibilityElements() }
        adapter.host.didShowFrame()
        perform(restBehavior.initialMove(in: self))
    }
}

extension CollectionViewHost: @preconcurrency ScrollableCollection {
    public var bounds: CGRect { collectionView.bounds }
    public var contentOffset: CGPoint { collectionView.contentOffset }
    public var contentSize: CGSize { collectionView.contentSize }
    public var adjustedContentInset: LayoutEdgeInsets { LayoutEdgeInsets(collectionView.adjustedContentInset) }
    public var contentInset: LayoutEdgeInsets { LayoutEdgeInsets(collectionView.contentInset) }
    public var collectionLayout: any CollectionLayout { adapter.layout }
    public var isDragging: Bool { collectionView.isDragging }
    public var isDecelerating: Bool { collectionView.isDecelerating }

    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.isFinite else { return }
        restBehavior.cancel()
        adapter.host.offsetWillBeTakenOver()
        collectionView.setContentOffset(contentOffset, animated: animated)
    }

    /// Scrolls to the offset the shared host answers for the item, and lands exactly through
    /// cells that size themselves, where `UICollectionView.scrollToItem` misses: the item anchors
    /// the sizes reported once it is on screen, and a scroll that ends short moves on (at once
    /// here, or in ``scrollViewDidEndScrollingAnimation(_:)``).
    public func scrollToItem(at indexPath: ItemPath, at position: CollectionViewScrollPosition, animated: Bool) throws(LayoutError) {
        try position.validate()
        guard LayoutContext(bounds: .zero, itemCounts: itemCounts).contains(indexPath) else {
            throw .indexPathOutOfRange(indexPath, itemCounts: itemCounts)
        }
        collectionView.layoutIfNeeded()
        guard let target = adapter.host.beginScroll(toItemAt: indexPath, at: position) else { return }
        restBehavior.cancel()
        collectionView.setContentOffset(target, animated: animated)
        guard !animated else { return }
        collectionView.layoutIfNeeded()
        while let correction = adapter.host.scrollTargetCorrection() {
            collectionView.setContentOffset(correction, animated: false)
            collectionView.layoutIfNeeded()
        }
    }

    public func layoutIfNeeded() {
        collectionView.layoutIfNeeded()
    }

    public func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        adapter.host.layoutAttributes(for: ElementKey(category: .cell, indexPath: indexPath))
    }

    public func setContentInset(_ inset: LayoutEdgeInsets) throws(LayoutError) {
        guard inset.isFinite else { throw .invalidInsets(name: "contentInset", inset) }
        collectionView.contentInset = UIEdgeInsets(inset)
    }

    /// The system sizes a collection view: under Auto Layout its constraints decide, and the
    /// screen logic only learns the size (call it with the laid-out size). A view laid out by
    /// its frame takes `size`.
    public func setBoundsSize(_ size: CGSize) throws(LayoutError) {
        try LayoutError.check("bounds size", size)
        if collectionView.translatesAutoresizingMaskIntoConstraints { collectionView.bounds.size = size }
        finishChange(asksLayout: true)
    }

    public func performBatchUpdates(itemCounts newCounts: [Int], updatingData: () -> Void, _ updates: (inout BatchUpdates) -> Void,
                                    completion: ((Bool) -> Void)?) throws(BatchUpdateError) {
        var batch = BatchUpdates()
        updates(&batch)
        try performBatchUpdates(batch, reconfiguring: [], itemCounts: newCounts, animated: true, updatingData: updatingData,
                                completion: completion)
    }
}

extension CollectionViewHost: @preconcurrency SnapshotApplyTarget {
    /// Validates `batch` against the counts, then performs it: inside the updates block the
    /// data changes (`updatingData`), the counts are set, the changes recorded and the items
    /// reconfigured; without animation (`UIView.performWithoutAnimation`) when the host says the
    /// update does not animate.
    public func performBatchUpdates(_ batch: BatchUpdates, reconfiguring reconfigured: [ItemPath], itemCounts newCounts: [Int],
                                    animated: Bool, updatingData: () -> Void,
                                    completion: ((Bool) -> Void)?) throws(BatchUpdateError) {
        do throws(LayoutError) { try adapter.host.checkDataChangeAllowed() } catch { throw .layout(error) }
        _ = try batch.validated(from: itemCounts, to: newCounts)
        withoutActuallyEscaping(updatingData) { updatingData in
            let perform = {
                self.collectionView.performBatchUpdates({
                    updatingData()
                    self.itemCounts = newCounts
                    self.adapter.host.setItemCounts(newCounts)
                    self.collectionView.apply(batch)
                    self.collectionView.reconfigureItems(at: reconfigured.map(IndexPath.init))
                }, completion: completion)
            }
            if adapter.host.animatesBatchUpdates(animated) { perform() } else { UIView.performWithoutAnimation(perform) }
        }
        // UIKit lays the update out inside `performBatchUpdates`; one it turned into a reload (a
        // view not laid out yet) asked no target: the update's anchor is over either way.
        adapter.host.releaseAnchor()
    }

    public func reloadData(itemCounts newCounts: [Int], updatingData: () -> Void) throws(LayoutError) {
        if let section = newCounts.firstIndex(where: { $0 < 0 }) {
            throw .negativeItemCount(section: section, count: newCounts[section])
        }
        try adapter.host.checkDataChangeAllowed()
        updatingData()
        itemCounts = newCounts
        adapter.host.setItemCounts(newCounts)
        collectionView.reloadData()
        finishChange(asksLayout: false)
    }

    public func reconfigureItems(at indexPaths: [ItemPath]) throws(LayoutError) {
        collectionView.reconfigureItems(at: indexPaths.map(IndexPath.init))
    }
}

extension UICollectionView {
    /// Records `batch`'s changes, inside `performBatchUpdates`.
    func apply(_ batch: BatchUpdates) {
        deleteSections(IndexSet(batch.deletedSections))
        insertSections(IndexSet(batch.insertedSections))
        reloadSections(IndexSet(batch.reloadedSections))
        for move in batch.movedSections { moveSection(move.from, toSection: move.to) }
        deleteItems(at: batch.deletedItems.map(IndexPath.init))
        insertItems(at: batch.insertedItems.map(IndexPath.init))
        reloadItems(at: batch.reloadedItems.map(IndexPath.init))
        for move in batch.movedItems { moveItem(at: IndexPath(move.from), to: IndexPath(move.to)) }
    }
}

extension CollectionViewHost: UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        itemCounts.count
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellProvider(collectionView, indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard moveItem != nil, let path = ItemPath(indexPath) else { return false }
        return canMoveItem?(path) ?? false
    }

    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let source = ItemPath(sourceIndexPath), let destination = ItemPath(destinationIndexPath) else { return }
        itemCounts = InteractiveMovement.itemCounts(itemCounts, movingItemAt: source, to: destination)
        moveItem?(source, destination)
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        if let supplementaryViewProvider { return supplementaryViewProvider(collectionView, kind, indexPath) }
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: registry.reuseIdentifier(forSupplementaryViewOfKind: kind),
                                                               for: indexPath)
    }
}

extension CollectionViewHost: UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        ItemPath(indexPath).map { didSelectItem?($0) }
    }

    public func collectionView(_ collectionView: UICollectionView,
                               targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                               atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        guard let targetIndexPathForMove, let original = ItemPath(originalIndexPath), let current = ItemPath(currentIndexPath),
              let proposed = ItemPath(proposedIndexPath) else { return proposedIndexPath }
        return IndexPath(adapter.host.validatedInteractiveMovementTarget(targetIndexPathForMove(original, current, proposed)))
    }

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        delegate?.scrollViewDidScroll(self)
    }

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        restBehavior.cancel()
        adapter.host.offsetWillBeTakenOver()
        delegate?.scrollViewWillBeginDragging(self)
    }

    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        var target = targetContentOffset.pointee
        delegate?.scrollViewWillEndDragging(self, withVelocity: ScrollVelocity.fromUIKit(velocity), targetContentOffset: &target)
        if target.isFinite { targetContentOffset.pointee = target }
        restBehavior.willEndDragging(layout: collectionLayout, target: targetContentOffset.pointee)
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        perform(restBehavior.didEndDragging(willDecelerate: decelerate, in: self))
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        delegate?.scrollViewWillBeginDecelerating(self)
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        delegate?.scrollViewDidEndDecelerating(self)
        perform(restBehavior.didEndDecelerating(in: self))
    }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        accessibilityGlideDidEnd()
        delegate?.scrollViewDidEndScrollingAnimation(self)
        if let correction = adapter.host.scrollTargetCorrection() {
            collectionView.setContentOffset(correction, animated: true)
        } else {
            perform(restBehavior.recenteringMove(in: self))
        }
    }
}

/// The host's collection view: it tells the host when it has laid out (the one moment UIKit
/// gives for what a layout wants once the view has a size: a wrapping carousel's first
/// centring), its pan declines a pan that a section scrolling on its own takes, and VoiceOver's
/// questions (the elements in order, a page scroll) go to the host.
@MainActor
final class HostCollectionView: UICollectionView {
    var didLayout: (() -> Void)?
    /// Whether a section takes a pan starting at a location with a velocity (the host's answer).
    var sectionTakesPan: ((CGPoint, CGPoint) -> Bool)?
    /// Answers VoiceOver's questions: the host. UIKit asks on the main thread.
    nonisolated(unsafe) weak var accessibilityResponder: (any CollectionViewAccessibility)?

    override var accessibilityElements: [Any]? {
        get { accessibilityResponder?.orderedAccessibilityElements() ?? super.accessibilityElements }
        set { super.accessibilityElements = newValue }
    }

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        accessibilityResponder?.scrollForAccessibility(direction) ?? super.accessibilityScroll(direction)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        didLayout?()
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer,
           sectionTakesPan?(panGestureRecognizer.location(in: self), panGestureRecognizer.velocity(in: self)) == true {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
#endif
