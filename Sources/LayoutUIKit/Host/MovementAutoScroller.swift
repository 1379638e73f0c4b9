#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import Motion
import UIKit

/// The content of a ``CollectionViewHost`` scrolling on by itself while the finger moving an
/// item rests near an edge: on each display frame, the shared rule
/// (`MovementAutoScroll.nextOffset`) moves the offset, and the movement's target follows the
/// finger's new place in the content, as in the simulated view.
@MainActor
final class MovementAutoScroller: @preconcurrency FrameObserver {
    private weak var host: CollectionViewHost?
    private let clock = DisplayLinkClock()
    /// The finger relative to the bounds' origin, and the time of the last step.
    private var finger: (inBounds: CGPoint, time: TimeInterval)?

    init(host: CollectionViewHost) {
        self.host = host
    }

    /// A movement began with the finger at `position` in a view of `bounds`.
    func begin(at position: CGPoint, in bounds: CGRect) {
        finger = (CGPoint(x: position.x - bounds.minX, y: position.y - bounds.minY), clock.now)
        clock.addObserver(self)
    }

    /// The finger moved to `position`.
    func move(to position: CGPoint, in bounds: CGRect) {
        finger?.inBounds = CGPoint(x: position.x - bounds.minX, y: position.y - bounds.minY)
    }

    /// The movement ended.
    func end() {
        finger = nil
        clock.removeObserver(self)
    }

    func clockDidTick(_ clock: any FrameClock) {
        guard let host, let finger else { return }
        // However the movement ended (the app may call UIKit's end or cancel itself), it ends here.
        guard host.adapter.host.interactiveMovement != nil else { return end() }
        let collectionView = host.collectionView
        let interval = clock.now - finger.time
        self.finger?.time = clock.now
        guard let origin = MovementAutoScroll.nextOffset(fingerInBounds: finger.inBounds, bounds: collectionView.bounds,
                                                         contentSize: collectionView.contentSize,
                                                         adjustedContentInset: LayoutEdgeInsets(collectionView.adjustedContentInset),
                                                         safeAreaInsets: LayoutEdgeInsets(collectionView.safeAreaInsets),
                                                         isDragging: collectionView.isDragging, interval: interval) else { return }
        collectionView.contentOffset = origin
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: origin.x + finger.inBounds.x, y: origin.y + finger.inBounds.y))
    }
}
#endif
