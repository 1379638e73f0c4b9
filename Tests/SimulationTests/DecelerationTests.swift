import Foundation
import Testing
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

@Suite("Deceleration in the simulated view")
struct DecelerationTests {
    @Test func flingRestsAtTheProjectedOffset() throws {
        let clock = ManualClock()
        let view = try makeTableView(clock: clock)
        view.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        view.beginDragging()
        view.endDragging(velocity: CGPoint(x: 0, y: 2000))
        #expect(view.isDecelerating)
        #expect(clock.run(until: { view.isAtRest }, maximumSeconds: 10))
        // Projection: 1000 + 2·0.998/0.002 = 1998; the continuous form 1000 + 998.9997 is within 1%.
        #expect(abs(view.contentOffset.y - 1998) < 0.5)
        #expect(abs(view.contentOffset.y - 1998.9997) / 998.9997 < 0.01)
        // It takes about as long as the decay needs to fall to 0.5 pt/s (4.14 s).
        #expect(abs(clock.now - ScrollPhysics.timeToReach(from: 1996, rate: .normal)) < 0.1)
    }

    @Test func midFlightPositionFollowsTheDecay() throws {
        let clock = ManualClock()
        let view = try makeTableView(clock: clock)
        view.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        view.beginDragging()
        view.endDragging(velocity: CGPoint(x: 0, y: 2000))
        clock.step(frames: 60)
        // The decay is re-parameterised to land on 1998: x(t) = 1998 − 998·0.998^(1000t).
        #expect(abs(view.contentOffset.y - (1998 - 998 * pow(0.998, 1000))) < 1e-6)
    }

    @Test func fastRateStopsSooner() throws {
        func fling(_ rate: DecelerationRate) throws -> (distance: CGFloat, time: Double) {
            let clock = ManualClock()
            let view = try makeTableView(clock: clock)
            view.decelerationRate = rate
            view.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
            view.beginDragging()
            view.endDragging(velocity: CGPoint(x: 0, y: 3000))
            clock.run(until: { view.isAtRest })
            return (view.contentOffset.y - 1000, clock.now)
        }
        let normal = try fling(.normal), fast = try fling(.fast)
        #expect(abs(fast.distance - 297) < 0.5)
        // 3·0.998/0.002 = 1497 and 3·0.99/0.01 = 297.
        #expect(abs(normal.distance - 1497) < 0.5)
        #expect(fast.time < normal.time)
    }

    @Test func restsExactlyOnTheLayoutsSnapTarget() throws {
        let clock = ManualClock()
        let layout = try SnappingTableLayout(itemSize: CGSize(width: 320, height: 60))
        let view = try makeTableView(layout: layout, clock: clock)
        view.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
        view.beginDragging()
        view.endDragging(velocity: CGPoint(x: 0, y: 1400))
        // Proposed 500 + 1.4·499 = 1198.6, snapped to 1200: the scroll comes to rest exactly there.
        #expect(abs(layout.proposals.last!.offset.y - 1198.6) < 1e-9)
        #expect(layout.proposals.last!.velocity == CGPoint(x: 0, y: 1400))
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.y == 1200)
    }

    @Test func snapTargetBehindTheMotionSpringsThere() throws {
        let clock = ManualClock()
        let layout = try SnappingTableLayout(itemSize: CGSize(width: 320, height: 60))
        layout.step = 1000
        let view = try makeTableView(layout: layout, clock: clock)
        view.setContentOffset(CGPoint(x: 0, y: 1100), animated: false)
        view.beginDragging()
        view.endDragging(velocity: CGPoint(x: 0, y: 300))
        // Proposed 1249.7 rounds to 1000, behind the motion: a spring carries it back.
        clock.step()
        #expect(view.contentOffset.y > 1100)
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.y == 1000)
    }

    @Test func delegateHearsUIKitsOrder() throws {
        let clock = ManualClock()
        let view = try makeTableView(clock: clock)
        let recorder = DelegateRecorder()
        view.delegate = recorder
        view.beginDragging()
        clock.step()
        view.drag(by: CGPoint(x: 0, y: -30))
        clock.step()
        view.drag(by: CGPoint(x: 0, y: -30))
        view.endDragging()
        clock.run(until: { view.isAtRest })
        #expect(recorder.events == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                    "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        // The estimated release velocity is 30 pt per 1/60 s = 1800 pt/s, the engine's one unit.
        #expect(abs(recorder.lastWillEndVelocity!.y - 1800) < 1e-6)
    }

    @Test func releaseWithoutVelocityDoesNotDecelerate() throws {
        let view = try makeTableView()
        let recorder = DelegateRecorder()
        view.delegate = recorder
        view.drag(by: CGPoint(x: 0, y: -50))
        view.endDragging(velocity: .zero)
        #expect(recorder.events == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(view.contentOffset.y == 50)
        #expect(view.isAtRest)
    }

    @Test func delegateCanRetarget() throws {
        let clock = ManualClock()
        let view = try makeTableView(clock: clock)
        let recorder = DelegateRecorder()
        recorder.targetOverride = { _ in CGPoint(x: 0, y: 777) }
        view.delegate = recorder
        view.beginDragging()
        view.endDragging(velocity: CGPoint(x: 0, y: 900))
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.y == 777)
    }

    @Test func touchingStopsADeceleration() throws {
        let clock = ManualClock()
        let view = try makeTableView(clock: clock)
        view.beginDragging()
        view.endDragging(velocity: CGPoint(x: 0, y: 3000))
        clock.step(frames: 10)
        let caught = view.contentOffset
        view.beginDragging()
        clock.step(frames: 10)
        #expect(view.contentOffset == caught)
        #expect(!view.isDecelerating)
    }
}
