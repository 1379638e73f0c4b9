#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import Motion
import UIKit

/// The display link of an interactive movement: on each frame the engine moves the content on
/// while the finger rests near an edge (`CollectionViewEngine.stepMovementAutoScroll()`), as the
/// simulated view's clock does.
@MainActor
final class MovementAutoScroller: @preconcurrency FrameObserver {
    private unowned let engine: CollectionViewEngine
    private let clock = DisplayLinkClock()

    init(engine: CollectionViewEngine) {
        self.engine = engine
    }

    /// A movement began.
    func start() {
        clock.addObserver(self)
    }

    /// The movement ended.
    func stop() {
        clock.removeObserver(self)
    }

    func clockDidTick(_ clock: any FrameClock) {
        // However the movement ended (the app may call UIKit's end or cancel itself), it ends here.
        guard engine.interactiveMovement != nil else { return stop() }
        engine.stepMovementAutoScroll()
    }
}
#endif
