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
    var itemCounts: [Int]
    var isDragging = false
    var isDecelerating = false
    var isPagingEnabled = false
    var isAtRest = true
    var now: TimeInterval = 0
    /// Whether the view shows the engine's layout (an app may give it another).
    var showsEngineLayout = true
    var showsSwappingMovement = true
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

    var layoutEnvironment: LayoutContext {
        LayoutContext(bounds: bounds, itemCounts: itemCounts, adjustedContentInset: adjustedContentInset)
    }

    func isShowing(_ layout: HostedLayout) -> Bool { showsEngineLayout }

    func moveContentOffset(to offset: CGPoint, animated: Bool) {
        moves.append((offset, animated))
        let newBounds = CGRect(origin: offset, size: bounds.size)
        engine.boundsDidChange(to: newBounds)
        bounds = newBounds
        layoutIfNeeded()
    }

    /// A layout pass: prepares through the engine, shows the layout's rect answer, ends the pass.
    func layoutIfNeeded() {
        _ = try? engine.prepareLayout()
        contentSize = engine.layout.contentSize
        shownElements = engine.layout.layoutAttributesForElements(in: bounds)
        engine.viewDidLayout()
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
