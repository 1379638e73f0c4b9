import Foundation

/// The scroll view's physics as pure functions of one axis: exponential decay, UIKit's
/// projection of the resting offset, the rubber band beyond the content edges, and the spring
/// back. Velocities are in points per second, times in seconds.
package enum ScrollPhysics {
    /// Below this speed (points per second) a decelerating scroll view stops.
    package static let restingVelocity: Double = 0.5
    /// The rubber band's stiffness constant `c`.
    static let rubberBandCoefficient: Double = 0.55
    /// The fastest fling, in points per second: 100,000, five times the fastest a finger
    /// reaches on a phone. Faster release velocities are capped to it, so every fling comes to
    /// rest within seconds (about 6 s at the normal rate) instead of decaying from 1e308 for minutes.
    package static let maximumVelocity: Double = 100_000

    /// `velocity` limited to ±``maximumVelocity``; NaN becomes 0.
    package static func cappedVelocity(_ velocity: Double) -> Double {
        velocity.isNaN ? 0 : min(max(velocity, -maximumVelocity), maximumVelocity)
    }

    /// `v(t) = v₀·d^(1000t)`.
    package static func velocity(at time: Double, initialVelocity v0: Double, rate: DecelerationRate) -> Double {
        v0 * pow(rate.rawValue, 1000 * time)
    }

    /// `x(t) = x₀ + v₀·(d^(1000t) − 1)/(1000·ln d)`.
    package static func position(at time: Double, from x0: Double, initialVelocity v0: Double,
                                rate: DecelerationRate) -> Double {
        x0 + v0 * (pow(rate.rawValue, 1000 * time) - 1) / rate.decayConstant
    }

    /// Where the decay comes to rest: `x∞ = x₀ − v₀/(1000·ln d)`.
    package static func restingPosition(from x0: Double, initialVelocity v0: Double, rate: DecelerationRate) -> Double {
        x0 - v0 / rate.decayConstant
    }

    /// The offset UIKit proposes when a drag ends: `x₀ + (v₀/1000)·d/(1 − d)`.
    package static func projectedOffset(from x0: Double, initialVelocity v0: Double, rate: DecelerationRate) -> Double {
        let d = rate.rawValue
        return x0 + (v0 / 1000) * d / (1 - d)
    }

    /// The time for the speed to fall from `|v₀|` to `threshold`:
    /// `t = ln(threshold/|v₀|)/(1000·ln d)`, zero when already slower.
    ///
    /// The spec writes the threshold as a distance, `ln(−1000·ln d·threshold/|v₀|)`; the two
    /// agree because the remaining distance is `|v|/(−1000·ln d)`. This form takes a speed.
    package static func timeToReach(velocity threshold: Double = restingVelocity, from v0: Double,
                                   rate: DecelerationRate) -> Double {
        let speed = abs(v0)
        guard threshold > 0, speed > threshold else { return 0 }
        return log(threshold / speed) / rate.decayConstant
    }

    /// How far the content moves when dragged `overshoot` points past its edge in a viewport of
    /// `dimension` points: `b = c·x·d/(d + c·x)`. Symmetric for negative overshoot.
    package static func rubberBand(overshoot x: Double, dimension d: Double) -> Double {
        guard d > 0, x != 0, x.isFinite else { return 0 }
        let c = rubberBandCoefficient, magnitude = abs(x)
        let banded = c * magnitude * d / (d + c * magnitude)
        return x < 0 ? -banded : banded
    }

    /// The overshoot that rubber-bands to `banded`: `x = d·b/((d − b)·c)`; `banded` must stay
    /// below `dimension` (it is clamped just under it).
    package static func inverseRubberBand(_ banded: Double, dimension d: Double) -> Double {
        guard d > 0, banded != 0, banded.isFinite else { return 0 }
        let b = min(abs(banded), d * 0.999_999)
        let x = d * b / ((d - b) * rubberBandCoefficient)
        return banded < 0 ? -x : x
    }

    /// Position and velocity of a spring back toward `target`, `time` seconds after leaving
    /// `position` with `velocity`: a critically damped spring (``SpringTimingParameters/scrollViewBounce``).
    package static func springBack(at time: Double, from position: Double, velocity: Double, to target: Double,
                                  spring: SpringTimingParameters = .scrollViewBounce) -> (position: Double, velocity: Double) {
        let state = spring.state(at: time, displacement: position - target, velocity: velocity)
        return (target + state.displacement, state.velocity)
    }
}
