import Foundation
import LayoutCore

/// One step of a demo's scripted interaction, played on a simulated collection view.
public enum DemoStep: Sendable, Hashable {
    /// The finger moves by `translation` in total, spread evenly over `frames` frames.
    case drag(by: CGPoint, frames: Int)
    /// The finger lifts with `velocity` (content offset, points per second), or the velocity
    /// estimated from the drag when `nil`.
    case release(velocity: CGPoint?)
    /// Frames run until the view is idle, at most `maximumSeconds`.
    case settle(maximumSeconds: Double)
    /// Frames run for `seconds`.
    case wait(seconds: Double)
    /// `scrollToItem(at:at:animated:)`.
    case scrollToItem(ItemPath, ScrollPosition, animated: Bool)
    /// The bounds change size (a rotation).
    case resize(CGSize)

    /// A drag of `translation` over `frames` frames, released with `velocity`, then settling:
    /// the common fling.
    public static func fling(drag translation: CGPoint, frames: Int = 8, velocity: CGPoint) -> [DemoStep] {
        [.drag(by: translation, frames: frames), .release(velocity: velocity), .settle(maximumSeconds: 8)]
    }
}
