import Foundation
import Testing
@_spi(Testing) import Motion

@Suite("Timing curves")
struct TimingCurveTests {
    // Expected values from solving the cubic Bézier by bisection to 1e-12 (see the spec of
    // CAMediaTimingFunction's named curves).
    @Test func namedCurvesAtQuarterPoints() {
        let cases: [(TimingCurve, [Double])] = [
            (.linear, [0, 0.25, 0.5, 0.75, 1]),
            (.easeIn, [0, 0.093465, 0.315357, 0.621862, 1]),
            (.easeOut, [0, 0.378138, 0.684643, 0.906535, 1]),
            (.easeInEaseOut, [0, 0.129162, 0.5, 0.870838, 1]),
            // The photo editor's polynomial curves, by hand: x², 1 − (1 − x)², and
            // 2x² below one half, −2x² + 4x − 1 above (0.75 → −1.125 + 3 − 1 = 0.875).
            (.quadraticEaseIn, [0, 0.0625, 0.25, 0.5625, 1]),
            (.quadraticEaseOut, [0, 0.4375, 0.75, 0.9375, 1]),
            (.quadraticEaseInOut, [0, 0.125, 0.5, 0.875, 1]),
        ]
        for (curve, expected) in cases {
            for (time, value) in zip([0, 0.25, 0.5, 0.75, 1], expected) {
                #expect(abs(curve.progress(at: time) - value) < 1e-5, "\(curve) at \(time)")
            }
        }
    }

    @Test func customBezierMatchesNamedOne() {
        let custom = TimingCurve.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        #expect(abs(custom.progress(at: 0.3) - TimingCurve.easeInEaseOut.progress(at: 0.3)) < 1e-12)
    }

    @Test func timeIsClampedAndCurvesAreMonotonic() {
        #expect(TimingCurve.easeIn.progress(at: -1) == 0)
        #expect(TimingCurve.easeIn.progress(at: 7) == 1)
        #expect(TimingCurve.easeOut.progress(at: .nan) == 0)
        let curve = TimingCurve.cubicBezier(x1: 0.9, y1: 0.1, x2: 0.1, y2: 0.9)
        var previous = -1.0
        for step in 0...100 {
            let value = curve.progress(at: Double(step) / 100)
            #expect(value >= previous - 1e-9)
            previous = value
        }
    }
}
