import Foundation

/// A damped spring pulling a value toward a target, described as SwiftUI and UIKit's
/// `UISpringTimingParameters` do: a `response` (the period of the undamped oscillation, in
/// seconds) and a `dampingRatio` (1 is critically damped: the fastest return with no overshoot).
public struct SpringTimingParameters: Hashable, Sendable {
    /// The period of the undamped oscillation, in seconds.
    public var response: Double
    /// 0 oscillates forever, below 1 overshoots, 1 is critically damped, above 1 creeps.
    public var dampingRatio: Double

    /// A spring; a non-positive or non-finite response becomes 0.5 s, a negative or
    /// non-finite damping ratio becomes 1.
    public init(response: Double, dampingRatio: Double = 1) {
        self.response = response.isFinite && response > 0 ? response : 0.5
        self.dampingRatio = dampingRatio.isFinite && dampingRatio >= 0 ? dampingRatio : 1
    }

    /// The spring the scroll view uses to spring back from an edge: critically damped,
    /// response 0.5 s (λ = 2π/0.5 ≈ 12.57 per second).
    public static let scrollViewBounce = SpringTimingParameters(response: 0.5, dampingRatio: 1)

    /// The angular frequency `λ = 2π/response`.
    package var angularFrequency: Double { 2 * .pi / response }

    /// The displacement from the target and the velocity, `time` seconds after starting at
    /// `displacement` with `velocity` (units per second).
    @_spi(Testing) public func state(at time: Double, displacement x0: Double, velocity v0: Double) -> (displacement: Double, velocity: Double) {
        let t = max(0, time)
        let omega = angularFrequency, zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 {
            // x(t) = (c₁ + c₂t)·e^(−λt)
            let c1 = x0, c2 = v0 + omega * x0
            let decay = exp(-omega * t)
            return ((c1 + c2 * t) * decay, (c2 - omega * (c1 + c2 * t)) * decay)
        } else if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let a = x0, b = (v0 + zeta * omega * x0) / omegaD
            let decay = exp(-zeta * omega * t)
            let (c, s) = (cos(omegaD * t), sin(omegaD * t))
            let x = decay * (a * c + b * s)
            let v = decay * ((b * omegaD - zeta * omega * a) * c - (a * omegaD + zeta * omega * b) * s)
            return (x, v)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let a = (v0 - r2 * x0) / (r1 - r2), b = x0 - a
            let (e1, e2) = (exp(r1 * t), exp(r2 * t))
            return (a * e1 + b * e2, a * r1 * e1 + b * r2 * e2)
        }
    }
}
