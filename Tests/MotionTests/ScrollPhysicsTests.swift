import Foundation
import Testing
@_spi(Testing) import Motion

@Suite("Scroll physics")
struct ScrollPhysicsTests {
    @Test func decelerationRatesAreUIKits() {
        #expect(DecelerationRate.normal.rawValue == 0.998)
        #expect(DecelerationRate.fast.rawValue == 0.99)
        #expect(DecelerationRate(rawValue: 1.5) == .normal)
        #expect(DecelerationRate(rawValue: .nan) == .normal)
    }

    @Test func velocityDecaysByTheRatePerMillisecond() {
        // v(0.001) = v₀·d; v(1) = v₀·d^1000 = 2000·0.998^1000 ≈ 270.33.
        #expect(abs(ScrollPhysics.velocity(at: 0.001, initialVelocity: 2000, rate: .normal) - 1996) < 1e-9)
        #expect(abs(ScrollPhysics.velocity(at: 1, initialVelocity: 2000, rate: .normal) - 2000 * pow(0.998, 1000)) < 1e-9)
    }

    @Test func positionFollowsTheClosedForm() {
        // x(1) = 2000·(0.998^1000 − 1)/(1000·ln 0.998) ≈ 864.07.
        #expect(abs(ScrollPhysics.position(at: 1, from: 0, initialVelocity: 2000, rate: .normal) - 864.0703) < 1e-3)
        #expect(ScrollPhysics.position(at: 0, from: 50, initialVelocity: 2000, rate: .normal) == 50)
    }

    @Test func restingPointAndProjection() {
        // x∞ = −v₀/(1000·ln d) = 998.9997; projection (v₀/1000)·d/(1 − d) = 998.
        let resting = ScrollPhysics.restingPosition(from: 0, initialVelocity: 2000, rate: .normal)
        let projected = ScrollPhysics.projectedOffset(from: 0, initialVelocity: 2000, rate: .normal)
        #expect(abs(resting - 998.9997) < 1e-3)
        #expect(abs(projected - 998) < 1e-9)
        #expect(abs(projected - resting) / resting < 0.01)
        // Fast: 198 vs 198.998.
        #expect(abs(ScrollPhysics.projectedOffset(from: 0, initialVelocity: 2000, rate: .fast) - 198) < 1e-9)
        #expect(abs(ScrollPhysics.restingPosition(from: 10, initialVelocity: -2000, rate: .fast) - (10 - 198.9983)) < 1e-3)
    }

    @Test func timeToReachTheRestingSpeed() {
        // t = ln(0.5/2000)/(1000·ln 0.998) ≈ 4.1429 s; at that time the speed is 0.5.
        let t = ScrollPhysics.timeToReach(velocity: 0.5, from: 2000, rate: .normal)
        #expect(abs(t - 4.142876) < 1e-5)
        #expect(abs(ScrollPhysics.velocity(at: t, initialVelocity: 2000, rate: .normal) - 0.5) < 1e-9)
        #expect(ScrollPhysics.timeToReach(velocity: 0.5, from: 0.2, rate: .normal) == 0)
        #expect(ScrollPhysics.timeToReach(from: 2000, rate: .fast) < t)
    }

    @Test func rubberBand() {
        // b = 0.55·100·480/(480 + 55) = 49.3458; b = 0.55·50·500/(500 + 27.5) = 26.0664.
        #expect(abs(ScrollPhysics.rubberBand(overshoot: 100, dimension: 480) - 49.345794) < 1e-5)
        #expect(abs(ScrollPhysics.rubberBand(overshoot: -50, dimension: 500) + 26.066351) < 1e-5)
        #expect(ScrollPhysics.rubberBand(overshoot: 100, dimension: 0) == 0)
        #expect(ScrollPhysics.rubberBand(overshoot: .nan, dimension: 480) == 0)
        for overshoot in [1.0, 37, 250, -900] {
            let banded = ScrollPhysics.rubberBand(overshoot: overshoot, dimension: 480)
            #expect(abs(ScrollPhysics.inverseRubberBand(banded, dimension: 480) - overshoot) < 1e-6)
            #expect(abs(banded) < 480)
        }
    }

    @Test func springBackIsCriticallyDamped() {
        // x(t) = (c₁ + c₂t)·e^(−λt), λ = 2π/0.5, c₁ = 100, c₂ = λ·100; x(0.1) = 64.226.
        let state = ScrollPhysics.springBack(at: 0.1, from: 100, velocity: 0, to: 0)
        #expect(abs(state.position - 64.226044) < 1e-5)
        #expect(state.velocity < 0)
        // No overshoot when released at rest: the position never crosses the target.
        for step in 1...200 {
            #expect(ScrollPhysics.springBack(at: Double(step) * 0.01, from: 100, velocity: 0, to: 0).position >= 0)
        }
        #expect(abs(ScrollPhysics.springBack(at: 3, from: 100, velocity: 0, to: 20).position - 20) < 1e-6)
    }
}
