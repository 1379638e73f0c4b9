import Foundation
import Motion

/// How the content offset moves along one axis when no finger holds it: a deceleration, a
/// bounce off an edge, a spring, or an eased programmatic scroll. Pure: the position is a
/// function of the time since the motion began.
enum AxisMotion: Equatable {
    /// Exponential decay at `rate` from `start` landing exactly on `target`: the physics
    /// spec's decay, re-parameterised (its initial velocity chosen) so the resting point is the target.
    case decay(start: Double, target: Double, rate: DecelerationRate)
    /// A natural decay from `start` with `velocity` that crosses `edge` at `crossingTime`
    /// with `crossingVelocity`, then springs back to the edge.
    case bounce(start: Double, velocity: Double, rate: DecelerationRate, edge: Double,
                crossingTime: Double, crossingVelocity: Double)
    /// A critically damped spring from `start` with `velocity` to `target`.
    case spring(start: Double, velocity: Double, target: Double)
    /// A timed, eased move from `start` to `target`.
    case eased(start: Double, target: Double, duration: Double, curve: TimingCurve)

    /// Distance to the target below which a spring counts as settled.
    static let settleDistance = 0.5

    /// A deceleration from `start` with `velocity` to `target`: a decay when the target lies
    /// ahead (or the content is still), a spring when it lies behind the motion.
    static func decelerate(from start: Double, velocity: Double, to target: Double,
                           rate: DecelerationRate) -> AxisMotion? {
        guard target != start else { return nil }
        if velocity == 0 || (target - start).sign == velocity.sign {
            return .decay(start: start, target: target, rate: rate)
        }
        return .spring(start: start, velocity: velocity, target: target)
    }

    /// A natural fling from `start` with `velocity` that runs past `edge` and springs back.
    static func bounce(from start: Double, velocity: Double, rate: DecelerationRate, edge: Double) -> AxisMotion {
        // d^(1000·t) = 1 + (edge − x₀)·1000·ln d / v₀ where the decay reaches the edge.
        let fraction = 1 + (edge - start) * rate.decayConstant / velocity
        guard fraction > 0, fraction <= 1, velocity != 0 else {
            return .spring(start: start, velocity: velocity, target: edge)
        }
        return .bounce(start: start, velocity: velocity, rate: rate, edge: edge,
                       crossingTime: log(fraction) / rate.decayConstant, crossingVelocity: velocity * fraction)
    }

    /// The position and velocity `time` seconds in, and whether the motion has ended (then the
    /// position is exactly the resting point).
    func state(at time: Double) -> (position: Double, velocity: Double, finished: Bool) {
        switch self {
        case .decay(let start, let target, let rate):
            let distance = target - start
            let initialVelocity = -distance * rate.decayConstant
            let remaining = pow(rate.rawValue, 1000 * time)
            let velocity = initialVelocity * remaining
            if abs(velocity) < ScrollPhysics.restingVelocity { return (target, 0, true) }
            return (target - distance * remaining, velocity, false)
        case .bounce(let start, let velocity, let rate, let edge, let crossingTime, let crossingVelocity):
            if time < crossingTime {
                return (ScrollPhysics.position(at: time, from: start, initialVelocity: velocity, rate: rate),
                        ScrollPhysics.velocity(at: time, initialVelocity: velocity, rate: rate), false)
            }
            return AxisMotion.spring(start: edge, velocity: crossingVelocity, target: edge)
                .state(at: time - crossingTime)
        case .spring(let start, let velocity, let target):
            let state = ScrollPhysics.springBack(at: time, from: start, velocity: velocity, to: target)
            if abs(state.position - target) < Self.settleDistance && abs(state.velocity) < 10 * ScrollPhysics.restingVelocity
                && time > 0 {
                return (target, 0, true)
            }
            return (state.position, state.velocity, false)
        case .eased(let start, let target, let duration, let curve):
            guard duration > 0, time < duration else { return (target, 0, true) }
            return (start + (target - start) * curve.progress(at: time / duration), 0, false)
        }
    }
}
