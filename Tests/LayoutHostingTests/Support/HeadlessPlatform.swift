import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting

/// A collection view without views, driven by hand: the engine's platform in these tests, as
/// UIKit would call it. Its layout passes prepare through the engine and show the layout's rect
/// answer; its moves and posts are recorded.
final class HeadlessPlatform: CollectionViewPlatform {
    let engine: CollectionViewEngine
    var bounds: CGRect
    var contentSize: CGSize = .zero
    var adjustedContentInset = LayoutEdgeInsets.zero
    var safeAreaInsets = LayoutEdgeInsets.zero
    var traits = LayoutTraits()
    var itemCounts: [Int]
    var isTracking = false
    var isDragging = false
    var isDecelerating = false
    var isPagingEnabled = false
    var movingSections: Set<Int> = []
    var isAnimatingElements = false
    var interactiveTransitionPhase = InteractiveTransitionPhase.none
    var now: TimeInterval = 0
    /// Whether the view shows the engine's layout (an app may give it another).
    var showsEngineLayout = true
    var showsSwappingMovement = true
    var reportsLayoutPasses = true
    var speaksReorderEvents = false
    var viewAccessibilityLabel: String?
    var labels: [ElementKey: String] = [:]
    var canMoveItem: (ItemPath) -> Bool = { _ in false }
    var beginsMovement = true
    /// Work the view queues as it ends a movement (UIKit's reload of the moved cell).
    var queuedAtMovementEnd: (() -> Void)?
    /// The offsets moved to, and whether animated.
    private(set) var moves: [(offset: CGPoint, animated: Bool)] = []
    /// What VoiceOver was told.
    private(set) var posted: [AccessibilityNotification] = []
    /// Work waiting for the current event.
    private(set) var waiting: [() -> Void] = []
    private(set) var shownElements: [LayoutAttributes] = []

    init(layout: any CollectionLayout, bounds: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844), itemCounts: [Int]) {
        engine = CollectionViewEngine(layout: layout)
        self.bounds = bounds
        self.itemCounts = itemCounts
        engine.platform = self
    }

    var layoutContext: LayoutContext {
        var context = LayoutContext(bounds: bounds, itemCounts: itemCounts, adjustedContentInset: adjustedContentInset)
        context.safeAreaInsets = safeAreaInsets
        context.traits = traits
        return context
    }

    func isShowing(_ layout: HostedLayout) -> Bool { showsEngineLayout }

    func moveContentOffset(to offset: CGPoint, animated: Bool) {
        moves.append((offset, animated))
        let newBounds = CGRect(origin: offset, size: bounds.size)
        engine.boundsDidChange(to: newBounds)
        bounds = newBounds
        layoutIfNeeded()
    }

    /// A layout pass: prepares through the engine, shows the layout's rect answer, ends the pass
    /// (told to the engine only by a view that reports its passes: an app's own collection view
    /// with an adapter does not).
    func layoutIfNeeded() {
        _ = try? engine.prepareLayout()
        contentSize = engine.contentSize()
        shownElements = engine.layoutAttributesForElements(in: bounds)
        if reportsLayoutPasses { engine.viewDidLayout() }
    }

    /// The sections moved to an offset, and where.
    private(set) var sectionScrolls: [(section: Int, offset: CGFloat)] = []

    func scrollSection(_ section: Int, toOffset offset: CGFloat) {
        sectionScrolls.append((section, offset))
    }

    /// The counts after each batch update carried out.
    private(set) var batchUpdates: [[Int]] = []
    /// The sections laid out for section scroll views, by the layout they were made for.
    private(set) var sectionScrollViewLayouts: [(sections: [Int], layout: HostedLayout)] = []
    /// The items configured again.
    private(set) var reconfigured: [ItemPath] = []

    /// Carries out a batch update instead of the view's own order, when set.
    var batchUpdateExecutor: ((BatchUpdateCall) throws(BatchUpdateError) -> Void)?

    func applyBatchUpdates(_ call: BatchUpdateCall) throws(BatchUpdateError) {
        if let batchUpdateExecutor { return try batchUpdateExecutor(call) }
        try engine.walkBatchUpdate(call, in: self)
    }

    /// The view's steps of each batch update, as the engine walked them.
    var updateSteps: [String] = []

    func reloadAllViews(itemCounts: [Int]) throws(LayoutError) {
        self.itemCounts = itemCounts
        layoutIfNeeded()
    }

    func configureAgain(itemsAt indexPaths: [ItemPath]) throws(LayoutError) {
        reconfigured += indexPaths
    }

    func installLayout(_ layout: HostedLayout, replacing previous: HostedLayout, animated: Bool,
                       completion: @escaping (Bool) -> Void) throws(LayoutError) {
        layoutIfNeeded()
        performAfterCurrentEvent { completion(true) }
    }

    func layOutSectionScrollViews(_ sections: [OrthogonalSectionFrame], for layout: HostedLayout) {
        sectionScrollViewLayouts.append((sections.map(\.section), layout))
    }

    func performAfterCurrentEvent(_ work: @escaping () -> Void) { waiting.append(work) }

    /// Ends the current event: what waited for it runs.
    func endEvent() {
        let work = waiting
        waiting = []
        work.forEach { $0() }
    }

    func post(_ notification: AccessibilityNotification) { posted.append(notification) }

    func accessibilityLabel(of key: ElementKey) -> String? { labels[key] }

    func dataSourceCanMoveItem(at indexPath: ItemPath) -> Bool { canMoveItem(indexPath) }

    func beginViewMovement(forItemAt indexPath: ItemPath) -> Bool { beginsMovement }

    /// UIKit's step: the layout's target under the finger, then the step.
    func updateViewMovement(to position: CGPoint) {
        guard let movement = engine.interactiveMovement else { return }
        let target = engine.targetIndexPath(forInteractivelyMovingItem: movement.targetIndexPath, withPosition: position)
        _ = engine.moveInteractively(to: target, position: position)
    }

    func endViewMovement(cancelled: Bool) {
        _ = engine.movementDidEnd(cancelled: cancelled)
        if let queuedAtMovementEnd { performAfterCurrentEvent(queuedAtMovementEnd) }
    }
}

/// The headless view's steps of a batch update, which the engine walks in UIKit's order; each
/// is logged in `updateSteps`.
extension HeadlessPlatform: BatchUpdateView {
    func beginUpdate(_ call: BatchUpdateCall) {
        updateSteps.append("begin")
    }

    func takeItemCounts(_ counts: [Int]) {
        updateSteps.append("counts \(counts)")
        itemCounts = counts
    }

    func prepareLayoutForUpdate() throws(LayoutError) {
        updateSteps.append("prepare")
        try engine.prepareLayout()
    }

    func abandonUpdate(_ state: Void) {
        updateSteps.append("abandon")
    }

    func queryAwaitingUpdateItems(_ state: inout Void) {
        updateSteps.append("query: \(engine.layoutAttributesForElements(in: bounds).count) elements")
    }

    func viewsFollow(_ plan: BatchUpdatePlan) {
        updateSteps.append("views follow")
    }

    func setUpUpdate(_ call: BatchUpdateCall, _ state: inout Void) {
        updateSteps.append("set up")
        contentSize = engine.contentSize()
    }

    func applyKeptOffsetAdjustment(_ adjustment: CGPoint) {
        updateSteps.append("kept \(adjustment)")
        bounds.origin.x += adjustment.x
        bounds.origin.y += adjustment.y
    }

    func endUpdate(_ call: BatchUpdateCall, _ state: Void) {
        updateSteps.append("end")
        layoutIfNeeded()
        batchUpdates.append(call.itemCounts)
        let completion = call.completion
        performAfterCurrentEvent { completion(true) }
    }
}
