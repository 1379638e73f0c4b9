import Foundation
@_spi(Testing) import Simulation
import Testing

/// One tracker measures the simulated view's drags and the playground's pointers.
@Suite("Velocity tracker")
struct VelocityTrackerTests {
    @Test func velocityIsTheMoveOverTheWindow() {
        var tracker = VelocityTracker()
        // 0, 10, 30, 60 points at 0, 20, 40, 60 ms: 60 points in 0.06 s = 1000 points per second.
        for (index, y) in [0, 10, 30, 60].enumerated() { tracker.add(CGPoint(x: 5, y: CGFloat(y)), at: Double(index) * 0.02) }
        #expect(abs(tracker.velocity.y - 1000) < 1e-9)
        #expect(tracker.velocity.x == 0)
    }

    @Test func samplesOlderThanTheWindowDropOut() {
        var tracker = VelocityTracker()
        tracker.add(CGPoint(x: 0, y: 0), at: 0)
        tracker.add(CGPoint(x: 100, y: 0), at: 0.05)
        // The finger rests at 100 for 0.2 s: the samples left are both at 100, so no fling.
        tracker.add(CGPoint(x: 100, y: 0), at: 0.2)
        tracker.add(CGPoint(x: 100, y: 0), at: 0.25)
        #expect(tracker.velocity == .zero)
    }

    @Test func oneSampleOrTimeRunningBackwardsGivesNoVelocity() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity == .zero)
        tracker.add(CGPoint(x: 0, y: 0), at: 1)
        #expect(tracker.velocity == .zero)
        tracker.add(CGPoint(x: 500, y: 0), at: 0.5)
        #expect(tracker.velocity == .zero)
        tracker.reset()
        tracker.add(CGPoint(x: 0, y: 0), at: 2)
        tracker.add(CGPoint(x: 0, y: 0), at: 2)
        #expect(tracker.velocity == .zero)
    }
}
