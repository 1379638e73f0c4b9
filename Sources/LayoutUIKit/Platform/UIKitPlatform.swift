#if canImport(UIKit)
import LayoutCore
import LayoutHosting
// The iOS 16 SDK declares the accessibility notifications as mutable globals.
@preconcurrency import UIKit

/// A `UICollectionView` as its engine's platform (`CollectionViewPlatform`): one per collection
/// view, holding the engine that decides for it and what UIKit needs made for the engine (the
/// data source and delegate, section scroll views, VoiceOver's pieces, the display link of a
/// movement). Every member converts UIKit's state or makes one UIKit call.
///
/// A ``UIKitCollectionView``'s collection view owns its platform, made with the view; an adapter
/// an app puts in its own collection view owns one, made with the adapter and attached to that
/// collection view when UIKit first prepares the layout.
@MainActor
final class UIKitPlatform {
    /// The collection view, once attached.
    private(set) weak var collectionView: UICollectionView?
    /// The engine deciding for it.
    let engine: CollectionViewEngine
    /// The data source and delegate of a ``UIKitCollectionView``'s collection view; `nil` for an
    /// app's own collection view, whose data source is the app's.
    let bridge: UIKitCollectionViewBridge?
    /// The decoration view classes registered through the view: every adapter it shows gets them,
    /// as a new layout object has none of the old one's.
    var decorationClasses: [String: AnyClass] = [:]
    /// The most recent error the engine reported (`CollectionViewEngine.report(_:)`: an adapter
    /// shown, or a data change made on the view's behalf).
    private(set) var lastLayoutError: LayoutError?
    /// Told of each error ``lastLayoutError`` holds.
    var errorHandler: ((LayoutError) -> Void)?
    /// How deep the engine is in data calls of its own on the collection view (a batch update, a
    /// reload): ``EngineCollectionView`` hands those to UIKit, and the app's own to the engine.
    fileprivate(set) var makesUIKitCalls = 0
    /// Whether the collection view tells the engine the end of its layout passes: a
    /// ``UIKitCollectionView``'s does (`EngineCollectionView.layoutSubviews()`), an app's own does not.
    var reportsLayoutPasses = false
    /// The scroll views driving the sections that scroll on their own.
    lazy var sectionScrollViews = SectionScrollViews(platform: self)
    /// VoiceOver's side of the engine, for this view.
    lazy var voiceOver = VoiceOverBridge(platform: self)
    /// VoiceOver's adjustable element in a layout that selects: one object for the view's life, so
    /// VoiceOver's focus stays on it while the selection moves; its container is the collection
    /// view once attached.
    let selectionElement = SelectionAccessibilityElement()
    /// The display link of an interactive movement.
    lazy var movementDisplayLink = MovementDisplayLink(engine: engine)

    /// The platform of `engine`, not yet attached to a collection view; `bridge` answers UIKit as
    /// the collection view's data source and delegate (a ``UIKitCollectionView``'s; `nil` for an
    /// app's own collection view).
    init(engine: CollectionViewEngine, bridge: UIKitCollectionViewBridge? = nil) {
        self.engine = engine
        self.bridge = bridge
        engine.platform = self
        engine.errorHandler = { [unowned self] error in
            lastLayoutError = error
            errorHandler?(error)
        }
        selectionElement.adjuster = voiceOver
    }

    /// The platform now stands for `collectionView` (the view UIKit shows the adapter in).
    func attach(_ collectionView: UICollectionView) {
        self.collectionView = collectionView
        selectionElement.accessibilityContainer = collectionView
    }

    /// What `value` reads from the collection view, or `detached` before it is attached.
    private func read<Value>(_ value: (UICollectionView) -> Value, detached: Value) -> Value {
        collectionView.map(value) ?? detached
    }

    /// A layout pass of the collection view ended: the engine sees the frame, and the views whose
    /// VoiceOver element changed are given it.
    func viewDidLayout() {
        engine.viewDidLayout()
        voiceOver.giveViewsTheirElements()
    }

    /// The view UIKit shows for `key`, if it shows one.
    func view(for key: ElementKey) -> UICollectionReusableView? {
        switch key.category {
        case .cell: collectionView?.cellForItem(at: IndexPath(key.indexPath))
        case .supplementaryView(let kind): collectionView?.supplementaryView(forElementKind: kind, at: IndexPath(key.indexPath))
        case .decorationView: nil
        }
    }

    /// The object VoiceOver finds for `element`: the adjustable element, a table's cell's proxy,
    /// or the view UIKit shows.
    func accessibilityObject(for element: AccessibilityElement) -> Any? {
        if element.revealsOnFocus { return voiceOver.itemPastBand(element) }
        return element.traits.contains(.adjustable) ? selectionElement
            : element.tableSpan.map { voiceOver.tableCell(for: element, span: $0) } ?? view(for: element.key)
    }
}

extension UIKitPlatform: @preconcurrency CollectionViewPlatform {
    var bounds: CGRect { read(\.bounds, detached: .zero) }
    var contentSize: CGSize { read(\.contentSize, detached: .zero) }
    var adjustedContentInset: LayoutEdgeInsets { LayoutEdgeInsets(read(\.adjustedContentInset, detached: .zero)) }
    var safeAreaInsets: LayoutEdgeInsets { LayoutEdgeInsets(read(\.safeAreaInsets, detached: .zero)) }
    var layoutContext: LayoutContext { read(LayoutContext.init(collectionView:), detached: LayoutContext(bounds: .zero)) }
    var itemCounts: [Int] { read(\.itemCounts, detached: []) }
    var isTracking: Bool { read(\.isTracking, detached: false) }
    var isDragging: Bool { read(\.isDragging, detached: false) }
    var isDecelerating: Bool { read(\.isDecelerating, detached: false) }
    var isPagingEnabled: Bool { read(\.isPagingEnabled, detached: false) }
    var movingSections: Set<Int> { sectionScrollViews.movingSections }
    /// UIKit's update and layout-switch animations end through the completions the engine counts.
    var isAnimatingElements: Bool { false }
    /// An app's `startInteractiveTransition(to:completion:)` installs UIKit's transition layout; the
    /// engine cannot see it run to its end.
    var interactiveTransitionPhase: InteractiveTransitionPhase {
        read({ $0.collectionViewLayout is UICollectionViewTransitionLayout ? .held : .none }, detached: .none)
    }

    func isShowing(_ layout: HostedLayout) -> Bool {
        read({ ($0.collectionViewLayout as? CollectionLayoutAdapter)?.hosted === layout }, detached: false)
    }

    func layoutIfNeeded() {
        collectionView?.layoutIfNeeded()
    }

    func moveContentOffset(to offset: CGPoint, animated: Bool) {
        collectionView?.setContentOffset(offset, animated: animated)
    }

    var now: TimeInterval { CACurrentMediaTime() }

    func performAfterCurrentEvent(_ work: @escaping () -> Void) {
        nonisolated(unsafe) let work = work
        DispatchQueue.main.async { work() }
    }

    func post(_ notification: AccessibilityNotification) {
        switch notification {
        case .announcement(let announcement):
            // After the current event, so that the `.layoutChanged` an action posts does not cut it off.
            DispatchQueue.main.async { UIAccessibility.post(notification: .announcement, argument: announcement) }
        case .layoutChanged(let focus):
            UIAccessibility.post(notification: .layoutChanged, argument: focusObject(focus))
        case .pageScrolled(let status):
            UIAccessibility.post(notification: .pageScrolled, argument: status)
        }
    }

    /// The object VoiceOver's focus goes to: the adjustable element, a table cell's proxy, or the
    /// view of an element on screen.
    private func focusObject(_ focus: AccessibilityFocus) -> Any? {
        switch focus {
        case .unchanged: nil
        case .adjustableElement: selectionElement
        case .element(let key): voiceOver.handedTableCell(key) ?? view(for: key).flatMap { $0.window == nil ? nil : $0 }
        }
    }

    // MARK: Changes, carried out

    /// `performBatchUpdates`, inside `UIView.performWithoutAnimation` when the update does not
    /// animate. UIKit declares the updates block `NS_NOESCAPE` (`UICollectionView.h`), but Swift
    /// imports an optional block as escaping: the block reaches the app's data change through a
    /// box emptied once UIKit returns, and captures nothing else of the call. UIKit calls the
    /// completion inside the call for a view off screen (iOS 10's `_performBatchUpdates…`): it
    /// reaches the engine on the next turn, always after the call, as the contract says.
    func applyBatchUpdates(_ call: BatchUpdateCall) throws(BatchUpdateError) {
        makesUIKitCalls += 1
        defer { makesUIKitCalls -= 1 }
        var updateData: (() -> Void)? = call.updateData
        let (counts, batch, reconfigured, completion) = (call.itemCounts, call.batch, call.reconfigured.map(IndexPath.init), call.completion)
        let perform: () -> Void = { [self] in
            collectionView?.performBatchUpdates({ [self] in
                updateData?()
                bridge?.itemCounts = counts
                collectionView?.apply(batch)
                collectionView?.reconfigureItems(at: reconfigured)
            }, completion: { finished in DispatchQueue.main.async { completion(finished) } })
        }
        if call.animates { perform() } else { UIView.performWithoutAnimation(perform) }
        updateData = nil
    }

    func reloadAllViews(itemCounts: [Int]) throws(LayoutError) {
        makesUIKitCalls += 1
        defer { makesUIKitCalls -= 1 }
        bridge?.itemCounts = itemCounts
        collectionView?.reloadData()
    }

    func configureAgain(itemsAt indexPaths: [ItemPath]) throws(LayoutError) {
        makesUIKitCalls += 1
        defer { makesUIKitCalls -= 1 }
        collectionView?.reconfigureItems(at: indexPaths.map(IndexPath.init))
    }

    /// A new adapter for `layout`, given the view's decoration classes, becomes the collection
    /// view's layout (`setCollectionViewLayout(_:animated:completion:)`). UIKit neither animates
    /// nor completes a switch of a view off screen (iOS 10's `_setCollectionViewLayout:animated:…`
    /// returns early): such a switch is made at once and completes on the next turn.
    func installLayout(_ layout: HostedLayout, replacing previous: HostedLayout, animated: Bool,
                       completion: @escaping (Bool) -> Void) throws(LayoutError) {
        let adapter = CollectionLayoutAdapter(hosted: layout, platform: self)
        let onScreen = read({ $0.window != nil }, detached: false)
        collectionView?.setCollectionViewLayout(adapter, animated: animated && onScreen, completion: onScreen ? completion : nil)
        if !onScreen { performAfterCurrentEvent { completion(true) } }
    }

    func layOutSectionScrollViews(_ sections: [OrthogonalSectionFrame], for layout: HostedLayout) {
        sectionScrollViews.layOut(sections, for: layout)
    }

    func scrollSection(_ section: Int, toOffset offset: CGFloat) {
        sectionScrollViews.scroll(section: section, toLayoutOffset: offset)
    }

    // MARK: What it shows

    var shownElements: [LayoutAttributes] {
        let cells = read(\.indexPathsForVisibleItems, detached: []).compactMap(ItemPath.init).map { ElementKey(category: .cell, indexPath: $0) }
        // The kinds registered, and those the layout shows here (registered by UIKit at their first
        // dequeue, through a `SupplementaryRegistration`).
        let shownKinds = engine.layoutAttributesForElements(in: bounds).compactMap { element -> String? in
            if case .supplementaryView(let kind) = element.category { kind } else { nil }
        }
        let supplementary = Set(engine.registeredSupplementaryKinds + shownKinds).sorted().flatMap { kind in
            read({ $0.indexPathsForVisibleSupplementaryElements(ofKind: kind) }, detached: []).compactMap(ItemPath.init)
                .map { ElementKey(category: .supplementaryView(kind), indexPath: $0) }
        }
        return (cells + supplementary).compactMap { engine.layoutAttributes(for: $0) }
    }

    func accessibilityLabel(of key: ElementKey) -> String? {
        view(for: key)?.accessibilityLabel
    }

    var viewAccessibilityLabel: String? { collectionView?.accessibilityLabel }

    /// UIKit's own rule: the data source implements `moveItemAt:to:`, and its `canMoveItemAt`
    /// (when it implements it) allows the item.
    func dataSourceCanMoveItem(at indexPath: ItemPath) -> Bool {
        guard let collectionView, let dataSource = collectionView.dataSource,
              dataSource.responds(to: #selector(UICollectionViewDataSource.collectionView(_:moveItemAt:to:))) else { return false }
        return dataSource.collectionView?(collectionView, canMoveItemAt: IndexPath(indexPath)) ?? true
    }

    /// `UICollectionView`'s movement only shifts the items between.
    var showsSwappingMovement: Bool { false }

    /// UIKit's movement has VoiceOver hear the reorder itself: `accessibilityShouldSpeakItemReorderEvents`
    /// defaults to the reordering flag `beginInteractiveMovementForItemAtIndexPath:` sets, and
    /// `_accessibilityPostReorderingAnnouncementForCurrentIndexPath:…` speaks the moved cell's label
    /// (`UICollectionViewAccessibility.m`, iOS 18.2 decompile).
    var speaksReorderEvents: Bool { true }

    // MARK: Interactive movement

    func beginViewMovement(forItemAt indexPath: ItemPath) -> Bool {
        makesUIKitCalls += 1
        defer { makesUIKitCalls -= 1 }
        guard collectionView?.beginInteractiveMovementForItem(at: IndexPath(indexPath)) == true else { return false }
        movementDisplayLink.start()
        return true
    }

    func updateViewMovement(to position: CGPoint) {
        makesUIKitCalls += 1
        defer { makesUIKitCalls -= 1 }
        collectionView?.updateInteractiveMovementTargetPosition(position)
    }

    func endViewMovement(cancelled: Bool) {
        movementDisplayLink.stop()
        makesUIKitCalls += 1
        defer { makesUIKitCalls -= 1 }
        if cancelled { collectionView?.cancelInteractiveMovement() } else { collectionView?.endInteractiveMovement() }
    }
}

extension UICollectionView {
    /// Records `batch`'s changes, inside `performBatchUpdates`.
    func apply(_ batch: BatchUpdates) {
        deleteSections(IndexSet(batch.deletedSections))
        insertSections(IndexSet(batch.insertedSections))
        reloadSections(IndexSet(batch.reloadedSections))
        batch.movedSections.forEach { moveSection($0.from, toSection: $0.to) }
        deleteItems(at: batch.deletedItems.map(IndexPath.init))
        insertItems(at: batch.insertedItems.map(IndexPath.init))
        reloadItems(at: batch.reloadedItems.map(IndexPath.init))
        batch.movedItems.forEach { moveItem(at: IndexPath($0.from), to: IndexPath($0.to)) }
    }
}
#endif
