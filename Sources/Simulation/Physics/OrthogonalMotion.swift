import Foundation

/// An orthogonal section moving on its own since `startTime`: a deceleration after a fling, a
/// spring back from past an edge, or an animated offset change.
struct OrthogonalMotion {
    var startTime: Double
    var motion: AxisMotion
}

/// A finger dragging an orthogonal section.
struct OrthogonalDrag {
    var section: Int
    /// The section's offset when the drag began.
    var startOffset: CGFloat
    /// Where the finger would have put the offset without the rubber band.
    var unbandedOffset: CGFloat
    var tracker = VelocityTracker()
}
