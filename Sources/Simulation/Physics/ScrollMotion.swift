import Foundation
import LayoutCore

/// A movement of the content offset on both axes that began at `startTime`: after a fling
/// (ending with `scrollViewDidEndDecelerating`) or from an animated scroll (ending with
/// `scrollViewDidEndScrollingAnimation`).
struct ScrollMotion {
    enum Kind { case deceleration, animation }

    var kind: Kind
    var startTime: Double
    var x: AxisMotion?
    var y: AxisMotion?
    /// How far the content moved under the motion since it began (self-sizing above the visible
    /// rect); added to every position.
    var shift: CGPoint = .zero

    /// The offset `now`, starting from `current` for an axis without motion, and whether every
    /// axis has come to rest.
    func offset(at now: Double, from current: CGPoint) -> (offset: CGPoint, finished: Bool) {
        let time = max(0, now - startTime)
        var offset = current
        var finished = true
        if let x {
            let state = x.state(at: time)
            offset.x = CGFloat(state.position) + shift.x
            finished = finished && state.finished
        }
        if let y {
            let state = y.state(at: time)
            offset.y = CGFloat(state.position) + shift.y
            finished = finished && state.finished
        }
        return (offset, finished)
    }
}
