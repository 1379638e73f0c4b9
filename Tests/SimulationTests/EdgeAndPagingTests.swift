import Foundation
import Testing
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

@Suite("Rubber band, bounce and paging")
struct EdgeAndPagingTests {
    @Test func draggingPastTheTopRubberBands() throws {
        let view = try makeTableView()
        view.drag(by: CGPoint(x: 0, y: 100))
        // b = 0.55·100·480/(480 + 55) = 49.3458, above the top.
        #expect(abs(view.contentOffset.y + 49.345794) < 1e-5)
        view.drag(by: CGPoint(x: 0, y: -100))
        #expect(abs(view.contentOffset.y) < 1e-9)
    }

    @Test func draggingPastTheEndRubberBandsFromTheLastOffset() throws {
        let view = try makeTableView(rows: 20)
        // Content 1200 tall in 480: the last offset is 720.
        view.setContentOffset(CGPoint(x: 0, y: 720), animated: false)
        view.drag(by: CGPoint(x: 0, y: -50))
        #expect(abs(view.contentOffset.y - (720 + 0.55 * 50 * 480 / (480 + 0.55 * 50))) < 1e-9)
    }

    @Test func releasedPastTheEdgeSpringsBack() throws {
        let clock = ManualClock()
        let view = try makeTableView(clock: clock)
        let recorder = DelegateRecorder()
        view.delegate = recorder
        view.drag(by: CGPoint(x: 0, y: 200))
        view.endDragging(velocity: .zero)
        #expect(view.isDecelerating)
        clock.step(frames: 6)
        let partway = view.contentOffset.y
        #expect(partway < 0 && partway > -80)
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.y == 0)
        #expect(recorder.events.suffix(2) == ["didScroll", "didEndDecelerating"])
    }

    @Test func withoutBouncesTheEdgeStops() throws {
        let view = try makeTableView()
        view.bounces = false
        view.drag(by: CGPoint(x: 0, y: 100))
        #expect(view.contentOffset.y == 0)
    }

    @Test func flingIntoTheEndOvershootsAndSettlesOnIt() throws {
        let clock = ManualClock()
        let view = try makeTableView(rows: 20, clock: clock)
        view.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
        view.beginDragging()
        view.endDragging(velocity: CGPoint(x: 0, y: 3000))
        var furthest: CGFloat = 0
        clock.run(until: {
            furthest = max(furthest, view.contentOffset.y)
            return view.isAtRest
        })
        #expect(furthest > 720 + 10)
        #expect(view.contentOffset.y == 720)
    }

    @Test func shortContentDoesNotScrollUnlessAlwaysBounce() throws {
        let clock = ManualClock()
        let view = try makeTableView(rows: 3, clock: clock)
        view.drag(by: CGPoint(x: 0, y: -100))
        #expect(view.contentOffset.y == 0)
        view.endDragging(velocity: .zero)
        view.alwaysBounceVertical = true
        view.drag(by: CGPoint(x: 0, y: -100))
        #expect(view.contentOffset.y > 0)
        view.endDragging(velocity: .zero)
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.y == 0)
    }

    @Test func scrollableRangeUsesTheAdjustedInset() throws {
        let view = try makeTableView(rows: 20, inset: LayoutEdgeInsets(top: 50, left: 0, bottom: 30, right: 0))
        // [−50, 1200 + 30 − 480] = [−50, 750].
        #expect(view.scrollableRange(.vertical) == -50...750)
        let short = try makeTableView(rows: 2, inset: LayoutEdgeInsets(top: 50, left: 0, bottom: 30, right: 0))
        #expect(short.scrollableRange(.vertical) == -50...(-50))
    }

    @Test func pagingStopsOnPageBoundariesOnePageAtMost() throws {
        let clock = ManualClock()
        let view = try makeTableView(clock: clock)
        view.isPagingEnabled = true
        // A fast fling from page 0 would project far, but paging allows one page: 480.
        view.drag(by: CGPoint(x: 0, y: -100))
        view.endDragging(velocity: CGPoint(x: 0, y: 5000))
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.y == 480)
        // A short drag with no velocity returns to the nearest page.
        view.drag(by: CGPoint(x: 0, y: -100))
        view.endDragging(velocity: .zero)
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.y == 480)
        // A drag past half a page goes on to the next.
        view.drag(by: CGPoint(x: 0, y: -300))
        view.endDragging(velocity: .zero)
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.y == 960)
    }

    @Test func theEndOfContentThatIsNotWholePagesIsAPage() throws {
        let clock = ManualClock()
        // 18 rows of 60 in 480: content 1080, range 0…600; pages at 0 and 480, then the end, 600,
        // whose partial page (120) counts as one.
        let view = try makeTableView(rows: 18, clock: clock)
        view.isPagingEnabled = true
        view.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
        // A touch released without moving at the end stays there (1 + 120/120 = page 2).
        view.beginDragging()
        view.endDragging(velocity: .zero)
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.y == 600)
        // Dragged back 30 (570: page 1 + 90/120 = 1.75) it returns to the end …
        view.drag(by: CGPoint(x: 0, y: 30))
        view.endDragging(velocity: .zero)
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.y == 600)
        // … dragged back 80 (520: page 1.33) it rests on the last whole page.
        view.drag(by: CGPoint(x: 0, y: 80))
        view.endDragging(velocity: .zero)
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.y == 480)
    }
}
