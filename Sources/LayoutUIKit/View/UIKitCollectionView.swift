#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import UIKit

/// A `UICollectionView` showing any ``CollectionLayout``, with the engine the tests run deciding
/// for it: the counterpart of the simulated view (`SimulatedCollectionView`), with the same
/// words, and a ``ScrollableCollection``, so portable screen logic (`PizzaHalvesCoordinator`,
/// `PhotoEditorController`, `PhotosController`, `CollageEditorController`) drives it unchanged.
///
/// It answers as the collection view's data source and delegate (through an internal object, so
/// UIKit's callbacks are not part of its API): it keeps the item counts, makes cells
/// with ``cellProvider`` and supplementary views with ``supplementaryViewProvider`` (or as the view
/// registered for their kind), and hands every decision to the engine — batch updates checked
/// before UIKit sees them (``BatchUpdates`` throws where UIKit would crash), scroll events to
/// ``delegate`` with velocities in points per second, what a layout asks for at rest (a settling
/// glide, an endless carousel's centring), what the person is looking at across changes, scroll
/// to item, VoiceOver. The views registered through it reach every layout it shows.
///
/// ```swift
/// let view = UIKitCollectionView(layout: try WheelLayout(configuration: .init()), itemCounts: [30]) { collectionView, indexPath in
///     collectionView.dequeueReusableCell(withReuseIdentifier: "icon", for: indexPath)
/// }
/// view.register(IconCell.self, forCellWithReuseIdentifier: "icon")
/// parent.addSubview(view.collectionView)
/// ```
@MainActor
public final class UIKitCollectionView: NSObject {
    /// Makes the cell for an index path, dequeued from the collection view.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath) -> UICollectionViewCell
    /// Makes the supplementary view of a kind for an index path, dequeued from the collection view.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ kind: String,
                                                  _ indexPath: IndexPath) -> UICollectionReusableView

    /// The collection view shown: add it to your view hierarchy.
    public let collectionView: UICollectionView
    /// The adapter handing the layout shown to the collection view.
    public private(set) var adapter: CollectionLayoutAdapter
    /// The number of items in each section, as the data source answers them.
    public internal(set) var itemCounts: [Int]
    /// Makes the cells.
    public var cellProvider: CellProvider
    /// Makes supplementary views; without it each is the view registered for its kind.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// Called when a cell is selected.
    public var didSelectItem: ((ItemPath) -> Void)?
    /// Whether the item may begin moving under a finger (the data source's `canMoveItemAt`);
    /// without it, or without ``moveItem``, nothing moves.
    public var canMoveItem: ((ItemPath) -> Bool)?
    /// A movement ended with the item at the first path now at the second: move it in the data
    /// (the data source's `moveItemAt:to:`; the view's counts follow).
    public var moveItem: ((_ source: ItemPath, _ destination: ItemPath) -> Void)?
    /// Where the item moving from `original`, now at `current`, goes instead of `proposed` (the
    /// delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`);
    /// `proposed` without it.
    public var targetIndexPathForMove: ((_ original: ItemPath, _ current: ItemPath, _ proposed: ItemPath) -> ItemPath)?
    /// The decoration view classes registered, given again to every new adapter.
    private var decorationClasses: [String: AnyClass] = [:]
    /// The collection view's data source and delegate, which it holds weakly.
    private lazy var bridge = UIKitCollectionViewBridge(view: self)
    /// The collection view as the engine's platform.
    let platform: UIKitPlatform
    /// Every decision the view makes.
    package var engine: CollectionViewEngine { platform.engine }

    /// A collection view of `frame` showing `layout` with `itemCounts` items, its cells made by
    /// `cellProvider`. Negative counts are shown as empty sections. Register the cells, and the
    /// supplementary and decoration views the layout returns, before it first lays out.
    public init(frame: CGRect = .zero, layout: any CollectionLayout, itemCounts: [Int],
                cellProvider: @escaping CellProvider) {
        adapter = CollectionLayoutAdapter(layout, registry: ViewRegistry())
        let collectionView = EngineCollectionView(frame: frame, collectionViewLayout: adapter)
        self.collectionView = collectionView
        self.itemCounts = itemCounts.map { max(0, $0) }
        self.cellProvider = cellProvider
        platform = UIKitPlatform(collectionView: collectionView, engine: CollectionViewEngine(hosted: adapter.hosted))
        super.init()
        engine.view = self
        engine.errorHandler = { [weak self] error in self?.adapter.report(error) }
        adapter.hosted.setItemCounts(self.itemCounts)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.emptyCellReuseIdentifier)
        collectionView.dataSource = bridge
        collectionView.delegate = bridge
        collectionView.voiceOver = VoiceOverBridge(platform: platform)
    }

    /// A collection view of `frame` showing `layout` with no items yet, for a data source (a
    /// ``CollectionViewDiffableDataSource``) to fill; until one gives cells, cells are empty.
    public convenience init(frame: CGRect = .zero, layout: any CollectionLayout) {
        self.init(frame: frame, layout: layout, itemCounts: [], cellProvider: Self.emptyCell)
    }

    /// The reuse identifier of the view's own empty cell.
    static let emptyCellReuseIdentifier = "UIKitCollectionView.empty"

    /// A cell showing nothing, for an index path no data answers for (a data source released
    /// while UIKit still asks), instead of a crash.
    static func emptyCell(in collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: emptyCellReuseIdentifier, for: indexPath)
    }

    /// Receives the scroll events, velocities in points per second; held weakly.
    public weak var delegate: (any ScrollViewDelegate)? {
        get { engine.delegate }
        set { engine.delegate = newValue }
    }

    /// The custom actions the screen logic owning the view offers VoiceOver on an element, after
    /// the view's own moves (a collage's swap and dividers, a photo's deletion).
    public var accessibilityCustomActionProvider: ((ElementKey) -> [AccessibilityCustomAction])? {
        get { engine.accessibilityCustomActionProvider }
        set { engine.accessibilityCustomActionProvider = newValue }
    }

    /// The words VoiceOver says (positions, moves, page scrolls): English unless the app gives
    /// its own table (`AccessibilityStrings.table(_:in:locale:)`).
    public var accessibilityStrings: AccessibilityStrings {
        get { engine.accessibilityStrings }
        set { engine.accessibilityStrings = newValue }
    }

    /// The views registered through the view: every layout it shows gets them.
    package var registry: ViewRegistry { engine.registry }

    // MARK: Registration

    /// Registers cells of `cellClass` dequeued with `identifier`.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
        engine.changeRegistry { $0.registerCell(reuseIdentifier: identifier) }
    }

    /// Registers supplementary views of `kind` of `viewClass` dequeued with `identifier` (the kind
    /// itself when not given); without a ``supplementaryViewProvider`` the view dequeues it.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String? = nil) {
        collectionView.register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier ?? kind)
        engine.changeRegistry { $0.registerSupplementaryView(ofKind: kind, reuseIdentifier: identifier) }
    }

    /// Registers decoration views of `kind` of `viewClass` on the layout, and on every layout
    /// shown later (a new layout object has no registrations of its own).
    public func register(_ viewClass: AnyClass, forDecorationViewOfKind kind: String) {
        decorationClasses[kind] = viewClass
        adapter.register(viewClass, forDecorationViewOfKind: kind)
        engine.changeRegistry { $0.registerDecorationView(ofKind: kind) }
    }

    // MARK: Layouts and data

    /// Shows `layout` instead, as `UICollectionView.setCollectionViewLayout(_:animated:completion:)`
    /// (animated or not): a new adapter with the view's registrations; the cell the person was
    /// looking at stays where it was on screen (the engine's anchor rule); the section scroll
    /// views of the old layout go.
    /// - Complexity: the new layout's `prepare()`, plus O(k) for the k elements on screen in either layout.
    public func setCollectionViewLayout(_ layout: any CollectionLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let next = CollectionLayoutAdapter(layout, registry: registry)
        for kind in decorationClasses.keys.sorted() { next.register(decorationClasses[kind], forDecorationViewOfKind: kind) }
        next.layoutErrorHandler = adapter.layoutErrorHandler
        next.hosted.setItemCounts(itemCounts)
        adapter = next
        engine.setCollectionViewLayout(next.hosted, animated: animated) { _ in
            collectionView.setCollectionViewLayout(next, animated: animated, completion: completion)
        }
    }

    /// Replaces the item counts and reloads every cell (`reloadData`), keeping the cell the person
    /// was looking at where it was on screen; throws for a negative count, while an item moves and
    /// in the run-loop turn a movement ended in.
    package func reloadData(itemCounts newCounts: [Int]) throws(LayoutError) {
        try reloadData(itemCounts: newCounts, updatingData: {})
    }

    /// The size the collection view asks for, given a proposal (SwiftUI's `sizeThatFits`): each
    /// extent given as it is, one left open the content's, measured on a layout `makeLayout` makes
    /// for it (never the one shown; made only when an extent is open). Throws what making or
    /// preparing it throws.
    package func sizeThatFits(width: CGFloat?, height: CGFloat?, measuringWith makeLayout: () throws -> any CollectionLayout) throws -> CGSize {
        try engine.sizeThatFits(width: width, height: height, measuringWith: makeLayout)
    }
}

extension UIKitCollectionView: @preconcurrency DeclaredCollectionHost {
    package func showLayout(_ layout: any CollectionLayout, animated: Bool) throws(LayoutError) {
        setCollectionViewLayout(layout, animated: animated)
    }
}

extension UIKitCollectionView: @preconcurrency ScrollableCollection {
    /// The collection view's bounds: its visible region in content coordinates.
    public var bounds: CGRect { collectionView.bounds }
    /// The collection view's content offset.
    public var contentOffset: CGPoint { collectionView.contentOffset }
    /// The collection view's content size.
    public var contentSize: CGSize { collectionView.contentSize }
    /// The inset the content scrolls within: the content inset plus the safe area.
    public var adjustedContentInset: LayoutEdgeInsets { LayoutEdgeInsets(collectionView.adjustedContentInset) }
    /// The collection view's content inset.
    public var contentInset: LayoutEdgeInsets { LayoutEdgeInsets(collectionView.contentInset) }
    /// The layout the view shows.
    public var collectionLayout: any CollectionLayout { adapter.layout }
    /// Whether a finger drags the content.
    public var isDragging: Bool { collectionView.isDragging }
    /// Whether the content glides after a fling.
    public var isDecelerating: Bool { collectionView.isDecelerating }

    /// Scrolls to `contentOffset`, animated or at once; the engine decides when the view is at rest.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        engine.setContentOffset(contentOffset, animated: animated)
    }

    /// Scrolls to the offset the engine answers for the item, and lands exactly through cells that
    /// size themselves, where `UICollectionView.scrollToItem` misses.
    /// - Complexity: the layout's single-element query, and one rect query per frame of an animated scroll.
    public func scrollToItem(at indexPath: ItemPath, at position: CollectionViewScrollPosition, animated: Bool) throws(LayoutError) {
        try engine.scrollToItem(at: indexPath, at: position, animated: animated)
    }

    /// Runs the layout pass now if one is pending.
    public func layoutIfNeeded() {
        collectionView.layoutIfNeeded()
    }

    /// The layout's attributes for the cell at `indexPath`, or `nil`.
    /// - Complexity: the layout's single-element query.
    public func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        engine.layout.layoutAttributes(for: ElementKey(category: .cell, indexPath: indexPath))
    }

    /// Sets the content inset, keeping the item the person looks at where it is; throws for a non-finite inset.
    public func setContentInset(_ inset: LayoutEdgeInsets) throws(LayoutError) {
        guard inset.isFinite else { throw .invalidInsets(name: "contentInset", inset) }
        collectionView.contentInset = UIEdgeInsets(inset)
    }

    /// The system sizes a collection view: under Auto Layout its constraints decide, and the
    /// screen logic only learns the size (call it with the laid-out size). A view laid out by
    /// its frame takes `size`. The offset goes where the engine places it after a new size.
    /// - Complexity: the layout's `prepare()` for the new size, plus O(k) for k elements on screen.
    public func setBoundsSize(_ size: CGSize) throws(LayoutError) {
        try LayoutError.check("bounds size", size)
        try engine.changeBoundsSize {
            if collectionView.translatesAutoresizingMaskIntoConstraints { collectionView.bounds.size = size }
        }
    }

    /// Has VoiceOver say `announcement`, once the current event is handled.
    public func announceForAccessibility(_ announcement: String) {
        platform.post(.announcement(announcement))
    }

    /// Changes the data and the items in one animated update: `updatingData` makes the data hold `newCounts`,
    /// `updates` names the changes. Throws a `BatchUpdateError` when they disagree, changing nothing.
    /// - Complexity: O(changes + k).
    public func performBatchUpdates(itemCounts newCounts: [Int], updatingData: () -> Void, _ updates: (inout BatchUpdates) -> Void,
                                    completion: ((Bool) -> Void)?) throws(BatchUpdateError) {
        var batch = BatchUpdates()
        updates(&batch)
        try performBatchUpdates(batch, reconfiguring: [], itemCounts: newCounts, animated: true, updatingData: updatingData,
                                completion: completion)
    }
}

extension UIKitCollectionView: @preconcurrency SnapshotApplyTarget {
    /// The engine checks `batch` against the counts, then UIKit performs it: inside the updates
    /// block the data changes, the counts are set, the changes recorded and the items
    /// reconfigured; without animation (`UIView.performWithoutAnimation`) when the engine says the
    /// update does not animate.
    package func performBatchUpdates(_ batch: BatchUpdates, reconfiguring reconfigured: [ItemPath], itemCounts newCounts: [Int],
                                    animated: Bool, updatingData: () -> Void,
                                    completion: ((Bool) -> Void)?) throws(BatchUpdateError) {
        try engine.performBatchUpdates(batch, reconfiguring: reconfigured, itemCounts: newCounts, animated: animated,
                                       updatingData: updatingData, completion: completion) { call in
            let perform = {
                self.collectionView.performBatchUpdates({
                    call.updateData()
                    self.itemCounts = call.itemCounts
                    self.collectionView.apply(call.batch)
                    self.collectionView.reconfigureItems(at: call.reconfigured.map(IndexPath.init))
                }, completion: call.completion)
            }
            if call.animates { perform() } else { UIView.performWithoutAnimation(perform) }
        }
    }

    package func reloadData(itemCounts newCounts: [Int], updatingData: () -> Void) throws(LayoutError) {
        try engine.reloadData(itemCounts: newCounts, updatingData: {
            updatingData()
            itemCounts = newCounts
        }, perform: {
            collectionView.reloadData()
        })
    }

    package func reconfigureItems(at indexPaths: [ItemPath]) throws(LayoutError) {
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

#endif
