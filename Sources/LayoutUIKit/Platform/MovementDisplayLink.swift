#if canImport(UIKit)
import LayoutCore
import LayoutHosting
import Motion
import UIKit

/// The display link of an interactive movement: on each frame the engine moves the content on
/// while the finger rests near an edge (`CollectionViewEngine.stepMovementAutoScroll()`, the
/// engine's `MovementAutoScroll`), as the simulated view's clock does.
@MainActor
final class MovementDisplayLink: @preconcurrency FrameObserver {
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

    /// A display frame: the engine's step, until the movement is over however it ended (an app
    /// may end UIKit's movement itself).
    func clockDidTick(_ clock: any FrameClock) {
        guard engine.interactiveMovement != nil else { return stop() }
        engine.stepMovementAutoScroll()
    }
}
#endif
