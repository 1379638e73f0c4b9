import Foundation
import LayoutCore
import Motion
import Simulation

/// Plays ``DemoStep``s on a simulated view, stepping its clock one frame per drag increment.
public enum DemoScriptPlayer {
    /// Performs `step` on `view`, advancing `clock` as the step takes time.
    public static func play(_ step: DemoStep, on view: SimulatedCollectionView, clock: ManualClock) throws {
        switch step {
        case .drag(let translation, let frames):
            let count = max(1, frames)
            view.beginDragging()
            for _ in 0..<count {
                clock.step()
                view.drag(by: CGPoint(x: translation.x / CGFloat(count), y: translation.y / CGFloat(count)))
            }
        case .release(let velocity):
            view.endDragging(velocity: velocity)
        case .settle(let maximumSeconds):
            clock.run(until: { view.isIdle }, maximumSeconds: maximumSeconds)
        case .wait(let seconds):
            clock.advance(by: seconds)
        case .scrollToItem(let indexPath, let position, let animated):
            try view.scrollToItem(at: indexPath, at: position, animated: animated)
        case .resize(let size):
            try view.setBoundsSize(size)
        }
    }
}
