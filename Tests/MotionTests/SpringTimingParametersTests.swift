import Foundation
import Testing
@_spi(Testing) import Motion

@Suite("SpringTimingParameters")
struct SpringTests {
    @Test(arguments: [0.3, 1.0, 1.8])
    func startsWhereItIsTold(dampingRatio: Double) {
        let spring = SpringTimingParameters(response: 0.4, dampingRatio: dampingRatio)
        let state = spring.state(at: 0, displacement: 30, velocity: -120)
        #expect(abs(state.displacement - 30) < 1e-9)
        #expect(abs(state.velocity + 120) < 1e-9)
        #expect(abs(spring.state(at: 10, displacement: 30, velocity: -120).displacement) < 1e-3)
    }

    @Test(arguments: [0.3, 1.0, 1.8])
    func velocityIsTheDerivativeOfDisplacement(dampingRatio: Double) {
        let spring = SpringTimingParameters(response: 0.5, dampingRatio: dampingRatio)
        let h = 1e-6, t = 0.137
        let numeric = (spring.state(at: t + h, displacement: 40, velocity: 300).displacement
            - spring.state(at: t - h, displacement: 40, velocity: 300).displacement) / (2 * h)
        #expect(abs(numeric - spring.state(at: t, displacement: 40, velocity: 300).velocity) < 1e-3)
    }

    @Test func underdampedSpringOvershoots() {
        let spring = SpringTimingParameters(response: 0.5, dampingRatio: 0.3)
        let lowest = (1...100).map { spring.state(at: Double($0) * 0.01, displacement: 100, velocity: 0).displacement }.min()!
        #expect(lowest < -10)
    }

    @Test func badParametersFallBack() {
        #expect(SpringTimingParameters(response: -1).response == 0.5)
        #expect(SpringTimingParameters(response: .nan, dampingRatio: .infinity).dampingRatio == 1)
    }
}
