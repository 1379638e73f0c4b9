import Foundation

/// Estimates the release velocity of a drag from its last samples, weighted toward the
/// newest, as UIKit's pan recognizer does.
struct VelocityTracker {
    /// Samples older than this, relative to the newest, are ignored.
    static let window: Double = 0.1
    private var samples: [(time: Double, position: CGPoint)] = []

    mutating func reset() { samples.removeAll() }

    mutating func add(time: Double, position: CGPoint) {
        samples.append((time, position))
        if let newest = samples.last?.time {
            samples.removeAll { newest - $0.time > Self.window * 2 }
        }
    }

    /// The weighted mean velocity (points per second) over consecutive sample pairs in the
    /// window; pairs later in time weigh more. Zero without two samples at different times.
    var velocity: CGPoint {
        guard let newest = samples.last?.time else { return .zero }
        let recent = samples.filter { newest - $0.time <= Self.window }
        var sum = CGPoint.zero, totalWeight = 0.0
        for (index, pair) in zip(recent, recent.dropFirst()).enumerated() {
            let dt = pair.1.time - pair.0.time
            guard dt > 0 else { continue }
            let weight = Double(index + 1)
            sum.x += (pair.1.position.x - pair.0.position.x) / dt * weight
            sum.y += (pair.1.position.y - pair.0.position.y) / dt * weight
            totalWeight += weight
        }
        guard totalWeight > 0 else { return .zero }
        return CGPoint(x: sum.x / totalWeight, y: sum.y / totalWeight)
    }
}
