import Foundation

/// The velocity of a pointer at release, as a pan gesture recognizer measures it: the distance
/// moved over the samples of the last ``window`` seconds, divided by their time span.
public struct PointerVelocityTracker: Sendable {
    /// How far back samples count, in seconds.
    public static let window: Double = 0.1

    private var samples: [(point: CGPoint, time: Double)] = []

    /// An empty tracker.
    public init() {}

    /// Adds the pointer's position at `time` (seconds); older samples than the window drop out.
    /// A sample earlier than the last one is ignored, so a page's clock cannot run backwards.
    public mutating func add(_ point: CGPoint, at time: Double) {
        if let last = samples.last, time < last.time { return }
        samples.append((point, time))
        samples.removeAll { time - $0.time > Self.window }
    }

    /// Points per second of the pointer over the window; zero with fewer than two samples or no
    /// time between them.
    public var velocity: CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let span = CGFloat(last.time - first.time)
        return CGPoint(x: (last.point.x - first.point.x) / span, y: (last.point.y - first.point.y) / span)
    }

    /// Forgets every sample.
    public mutating func reset() { samples.removeAll() }
}
