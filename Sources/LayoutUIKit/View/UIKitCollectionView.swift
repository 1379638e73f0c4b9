#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import UIKit

/// A `UICollectionView` showing any ``CollectionLayout``, with the engine the tests run deciding
/// for it: the counterpart of the simulated view (`SimulatedCollectionView`), with the same
/// words, and a ``ScrollableCollection``, so portable screen logic (`PizzaHalvesCoordinator`,
/// `PhotoEditorController`, `PhotosController`, `CollageEditorController`) drives it unchanged.
///
/// Use it for a screen of your own with any layout of the package: it makes the collection view,
/// answers as its data source and delegate, and hands every decision to the engine — batch
/// updates checked before UIKit sees them (``BatchUpdates`` throws where UIKit would crash), scroll
/// events to ``delegate`` with velocities in points per second, what a layout asks for at rest (a
/// settling glide, an endless carousel's centring), what the person is looking at across changes,
/// scroll to item, VoiceOver. For a layout in a collection view of your own (with Apple's
/// diffable data source, say), use ``CollectionLayoutAdapter`` instead; for snapshots, a
/// ``CollectionViewDiffableDataSource`` over this view.
///
/// It is a handle: the collection view owns everything UIKit calls (its data source, delegate,
/// engine), so keeping ``collectionView`` alone is enough, as a view controller keeps any view it
/// shows; keep the handle to change the view (reload, update, switch layouts). The views
/// registered through it reach every layout it shows.
///
/// The collection view owns the closures you give it (``cellProvider``, ``didSelectItem``,
/// ``moveItem``, ``layoutErrorHandler``, …), as it owns its data source: a closure that reads
/// your view controller keeps it alive for as long as the view lives, and the view controller
/// keeps the view. Capture `[weak self]` in each (not `unowned`: the view may outlive the
/// controller in a transition, and UIKit may still call it). A
/// ``CollectionViewDiffableDataSource`` is yours to keep, and the view holds it weakly, as UIKit
/// holds its data source.
///
/// UIKit's own data calls on `collectionView` work too: after changing your data, call
/// `insertItems(at:)`, `deleteItems(at:)`, `moveItem(at:to:)`, `reloadItems(at:)`,
/// `reconfigureItems(at:)`, their section forms or `performBatchUpdates(_:completion:)` on it, and
/// the view carries them out through its engine with the counts your changes leave. A section
/// inserted or reloaded that way has no count the view knows, nor has `reloadData()`: give new
/// counts with ``performBatchUpdates(itemCounts:updatingData:_:completion:)`` or
/// ``reloadData(itemCounts:updatingData:)`` (a runtime issue says so). With a
/// ``CollectionViewDiffableDataSource``, apply snapshots instead, as UIKit requires.
///
/// Set `collectionView.delegate` to your own object as you would on any `UICollectionView`
/// (`willDisplay`, context menus, scroll callbacks): the view keeps it beside its own, weakly, and
/// hands it every call it answers, each scroll event after the engine has heard it.
///
/// ```swift
/// let wheel = UIKitCollectionView(layout: try WheelLayout(configuration: .init()), itemCounts: [30]) { collectionView, indexPath in
///     collectionView.dequeueReusableCell(withReuseIdentifier: "icon", for: indexPath)
/// }
/// wheel.register(IconCell.self, forCellWithReuseIdentifier: "icon")
/// view.addSubview(wheel.collectionView)
/// ```
@MainActor
public final class UIKitCollectionView: NSObject {
    /// Makes the cell for an index path, dequeued from the collection view.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath) -> UICollectionViewCell
    /// Makes the supplementary view of a kind for an index path, dequeued from the collection view.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ kind: String,
                                                  _ indexPath: IndexPath) -> UICollectionReusableView

    /// The collection view shown: add it to your view hierarchy. It keeps itself working for as
    /// long as it lives, whether or not you keep this handle.
    public let collectionView: UICollectionView
    /// The collection view as its engine's platform, and everything made for the engine.
    let platform: UIKitPlatform
    /// The collection view's data source and delegate, which hold what the app gave the view.
    let bridge: UIKitCollectionViewBridge
    /// Every decision the view makes.
    package var engine: CollectionViewEngine { platform.engine }

    /// A collection view of `frame` showing `layout` with `itemCounts` items, its cells made by
    /// `cellProvider`. Negative counts are shown as empty sections. Register the cells, and the
    /// supplementary and decoration views the layout returns, before it first lays out.
    public convenience init(frame: CGRect = .zero, layout: any CollectionLayout, itemCounts: [Int],
                            cellProvider: @escaping CellProvider) {
        let engine = CollectionViewEngine(layout: layout)
        let bridge = UIKitCollectionViewBridge(engine: engine)
        let platform = UIKitPlatform(engine: engine, bridge: bridge)
        let view = EngineCollectionView(frame: frame, adapter: CollectionLayoutAdapter(hosted: engine.layout, platform: platform),
                                        platform: platform, bridge: bridge)
        self.init(view)
        let counts = itemCounts.map { max(0, $0) }
        bridge.cellProvider = cellProvider
        bridge.itemCounts = counts
        engine.layout.setItemCounts(counts)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: UIKitCollectionViewBridge.emptyCellReuseIdentifier)
        // Supplementary kinds are known when UIKit dequeues them, as UIKit knows them: an app may
        // register on first dequeue (`SupplementaryRegistration`); a missing one is reported then.
        engine.changeRegistry { $0.checksSupplementaryKinds = false }
        engine.makeView = { [weak view] in view.map(UIKitCollectionView.init) }
    }

    /// A collection view of `frame` showing `layout` with no items yet, for a data source (a
    /// ``CollectionViewDiffableDataSource``) to fill; until one gives cells, cells are empty.
    public convenience init(frame: CGRect = .zero, layout: any CollectionLayout) {
        self.init(frame: frame, layout: layout, itemCounts: []) { collectionView, indexPath in
            collectionView.dequeueReusableCell(withReuseIdentifier: UIKitCollectionViewBridge.emptyCellReuseIdentifier, for: indexPath)
        }
    }

    /// A handle of `view`: the engine's view for the delegate's events from now on.
    init(_ view: EngineCollectionView) {
        collectionView = view
        platform = view.platform
        bridge = view.bridge
        super.init()
        platform.engine.view = self
    }

    /// The number of items in each section, as the data source answers them: change them with
    /// ``reloadData(itemCounts:updatingData:)`` or ``performBatchUpdates(itemCounts:updatingData:_:completion:)``.
    public var itemCounts: [Int] { bridge.itemCounts }
    /// Makes the cells.
    public var cellProvider: CellProvider {
        get { { [bridge] collectionView, indexPath in bridge.collectionView(collectionView, cellForItemAt: indexPath) } }
        set { bridge.cellProvider = newValue }
    }
    /// Makes supplementary views; without it each is the view registered for its kind.
    public var supplementaryViewProvider: SupplementaryViewProvider? {
        get { bridge.supplementaryViewProvider }
        set { bridge.supplementaryViewProvider = newValue }
    }
    /// Called when a cell is selected.
    public var didSelectItem: ((ItemPath) -> Void)? {
        get { bridge.didSelectItem }
        set { bridge.didSelectItem = newValue }
    }
    /// The context menu for a long press on the items at the paths (an empty list: outside any
    /// item), as the delegate's `contextMenuConfigurationForItemsAt:point:` answers it.
    package var contextMenu: (([ItemPath]) -> UIContextMenuConfiguration?)? {
        get { bridge.contextMenu }
        set {
            bridge.contextMenu = newValue
            (collectionView as? EngineCollectionView)?.refreshDelegate()
        }
    }
    /// Whether the item may begin moving under a finger (the data source's `canMoveItemAt`);
    /// without it, or without ``moveItem``, nothing moves.
    public var canMoveItem: ((ItemPath) -> Bool)? {
        get { bridge.canMoveItem }
        set {
            bridge.canMoveItem = newValue
            engine.accessibilityInputsChanged()
        }
    }
    /// A movement ended with the item at the first path now at the second: move it in the data
    /// (the data source's `moveItemAt:to:`; the view's counts follow).
    public var moveItem: ((_ source: ItemPath, _ destination: ItemPath) -> Void)? {
        get { bridge.moveItem }
        set {
            bridge.moveItem = newValue
            engine.accessibilityInputsChanged()
        }
    }
    /// Where the item moving from `original`, now at `current`, goes instead of `proposed` (the
    /// delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:`);
    /// `proposed` without it.
    public var targetIndexPathForMove: ((_ original: ItemPath, _ current: ItemPath, _ proposed: ItemPath) -> ItemPath)? {
        get { bridge.targetIndexPathForMove }
        set {
            bridge.targetIndexPathForMove = newValue
            (collectionView as? EngineCollectionView)?.refreshDelegate()
        }
    }

    /// Receives the scroll events, velocities in points per second; held weakly. It hears of the
    /// view as this handle, or as a new one when you no longer keep it.
    public weak var delegate: (any ScrollViewDelegate)? {
        get { engine.delegate }
        set { engine.delegate = newValue }
    }

    /// Told when the view comes within ``nearEdgeDistance`` of the content's start, to load what
    /// comes before (a chat's earlier messages; insert them above, and a `ChatLayout` keeps the
    /// message read in place): on a scroll or after a change of the data, once per approach, and
    /// again when items are added while the start is still that near.
    public var nearStart: (() -> Void)? {
        get { engine.nearEdges.start }
        set { engine.nearEdges.start = newValue }
    }

    /// Told when the view comes within ``nearEdgeDistance`` of the content's end, to load the
    /// next page, as ``nearStart`` is at the start.
    public var nearEnd: (() -> Void)? {
        get { engine.nearEdges.end }
        set { engine.nearEdges.end = newValue }
    }

    /// How near an end, in points along the scroll axis, ``nearStart`` and ``nearEnd`` are
    /// told; `nil` (the default): one screen.
    public var nearEdgeDistance: CGFloat? {
        get { engine.nearEdges.distance }
        set { engine.nearEdges.distance = newValue }
    }

    /// The most recent error of a layout the view shows (a bad value its `prepare()` threw, an
    /// element no view is registered for) or of a data change made on the view's behalf.
    public var lastLayoutError: LayoutError? { platform.lastLayoutError }

    /// Called with each error ``lastLayoutError`` holds, whichever layout the view shows, after
    /// it is reported as a runtime issue (Xcode's purple warning; a failed test under a test runner).
    public var layoutErrorHandler: ((LayoutError) -> Void)? {
        get { platform.errorHandler }
        set { platform.errorHandler = newValue }
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

    // MARK: Registration

    /// Registers cells of `cellClass` dequeued with `identifier`; `nil` unregisters them. The same
    /// as `collectionView.register(_:forCellWithReuseIdentifier:)`, which the view hears too, as
    /// it hears `UICollectionView.CellRegistration`.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// Registers supplementary views of `kind` of `viewClass` dequeued with `identifier` (the kind
    /// itself when not given); `nil` unregisters them. Without a ``supplementaryViewProvider`` the
    /// view dequeues the kind's view itself.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String? = nil) {
        collectionView.register(viewClass, forSupplementaryViewOfKind: kind,
                                withReuseIdentifier: ViewRegistry.reuseIdentifier(identifier, forSupplementaryViewOfKind: kind))
    }

    /// Registers decoration views of `kind` of `viewClass` on the layout shown and on every layout
    /// shown later (a new layout object has none of the old one's); `nil` unregisters them.
    public func register(_ viewClass: AnyClass?, forDecorationViewOfKind kind: String) {
        platform.decorationClasses[kind] = viewClass
        collectionView.collectionViewLayout.register(viewClass, forDecorationViewOfKind: kind)
        engine.changeRegistry { $0.registerDecorationView(ofKind: kind, isRegistered: viewClass != nil) }
    }

    // MARK: Layouts and data

    /// Shows `layout` instead, as `UICollectionView.setCollectionViewLayout(_:animated:completion:)`
    /// (animated or not): a new adapter with the view's registrations; the cell the person was
    /// looking at stays where it was on screen (the engine's anchor rule); the section scroll
    /// views of the old layout go.
    /// - Complexity: the new layout's `prepare()`, plus O(k) for the k elements on screen in either layout.
    public func setCollectionViewLayout(_ layout: any CollectionLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        do { try engine.setCollectionViewLayout(layout, animated: animated, completion: completion) } catch { engine.report(error) }
    }

    /// `reloadData` once `updatingData` has made your data hold `itemCounts` items (it runs only
    /// when the counts are good): the data source answers the new counts, every cell is made anew,
    /// and the cell the person was looking at stays where it was on screen. Throws for a negative
    /// count, while an item moves, in the run-loop turn a movement ended in, and while an
    /// interactive transition is installed.
    /// - Complexity: the layout's `prepare()` for the new data, plus O(k) for k elements on screen.
    public func reloadData(itemCounts: [Int], updatingData: () -> Void = {}) throws(LayoutError) {
        try engine.reloadData(itemCounts: itemCounts, updatingData: updatingData)
    }

    /// The size the collection view asks for, given a proposal (SwiftUI's `sizeThatFits`): each
    /// extent given as it is, one left open the content's, measured on a layout `makeLayout` makes
    /// for it (never the one shown; made only when an extent is open). Throws what making or
    /// preparing it throws.
    package func sizeThatFits(width: CGFloat?, height: CGFloat?, measuringWith makeLayout: () throws -> any CollectionLayout) throws -> CGSize {
        try engine.sizeThatFits(width: width, height: height, measuringWith: makeLayout)
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
    public var collectionLayout: any CollectionLayout { engine.layout.layout }
    /// Whether a finger drags the content.
    public var isDragging: Bool { collectionView.isDragging }
    /// Whether the content glides after a fling.
    public var isDecelerating: Bool { collectionView.isDecelerating }
    /// Whether the view is at rest, by the one rule both views follow (the engine's): no finger on
    /// the content, no deceleration, no animated scroll, no batch-update or layout-switch
    /// animation, no section scrolling on its own, no item held by a finger.
    public var isAtRest: Bool { engine.isAtRest }

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
        engine.layoutAttributes(for: ElementKey(category: .cell, indexPath: indexPath))
    }

    /// Sets the content inset, as `UIScrollView.contentInset`; throws for a non-finite inset.
    public func setContentInset(_ inset: LayoutEdgeInsets) throws(LayoutError) {
        try LayoutError.check("contentInset", inset)
        collectionView.contentInset = UIEdgeInsets(inset)
    }

    /// The system sizes a collection view: under Auto Layout its constraints decide, and the
    /// screen logic only learns the size (call it with the laid-out size). A view laid out by its
    /// frame takes `size` through its frame, which keeps its origin (setting `bounds.size` would
    /// grow the view around its centre). The offset goes where the engine places it after a new size.
    /// - Complexity: the layout's `prepare()` for the new size, plus O(k) for k elements on screen.
    public func setBoundsSize(_ size: CGSize) throws(LayoutError) {
        try LayoutError.check("bounds size", size)
        try engine.changeBoundsSize {
            if collectionView.translatesAutoresizingMaskIntoConstraints { collectionView.frame.size = size }
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
        try engine.performBatchUpdates(itemCounts: newCounts, updatingData: updatingData, updates, completion: completion)
    }
}
#endif
