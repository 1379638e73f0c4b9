import Foundation

/// The velocity of a finger at release, as a pan gesture recognizer measures it: the distance
/// moved over the samples of the last ``window`` seconds, divided by their time span. The
/// simulated view's drags and the playground's pointers both measure with it.
package struct VelocityTracker: Sendable {
    /// How far back samples count, in seconds.
    package static let window: Double = 0.1

    private var samples: [(point: CGPoint, time: Double)] = []

    /// An empty tracker.
    package init() {}

    /// Adds the finger's position at `time` (seconds); older samples than the window drop out.
    /// A sample earlier than the last one is ignored, so a clock cannot run backwards.
    package mutating func add(_ point: CGPoint, at time: Double) {
        if let last = samples.last, time < last.time { return }
        samples.append((point, time))
        samples.removeAll { time - $0.time > Self.window }
    }

    /// Points per second over the window; zero with fewer than two samples or no time between
    /// them.
    package var velocity: CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let span = CGFloat(last.time - first.time)
        return CGPoint(x: (last.point.x - first.point.x) / span, y: (last.point.y - first.point.y) / span)
    }

    /// Forgets every sample.
    package mutating func reset() { samples.removeAll() }
}
