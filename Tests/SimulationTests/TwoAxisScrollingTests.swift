import Foundation
import Testing
@_spi(Testing) import LayoutCore
import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) @testable import Simulation

/// Content that scrolls both ways (issue 47): a diagonal drag and fling, deceleration, bounce and
/// paging on each axis, the directional lock by UIKit's rule, and the visible set in both axes.
@Suite struct TwoAxisScrollingTests {
    /// A grid of 50 × 50 cells 100 × 44, 1 apart (5,049 × 2,249), its header row and name column
    /// frozen, in a 390 × 700 view.
    static func gridView(clock: ManualClock) throws -> SimulatedCollectionView {
        var configuration = GridLayoutConfiguration(columnWidths: .uniform(100), rowHeights: .uniform(44), spacing: 1)
        configuration.frozenLeadingRows = 1
        configuration.frozenLeadingColumns = 1
        return try SimulatedCollectionView(size: CGSize(width: 390, height: 700), layout: try GridLayout(configuration: configuration),
                                           itemCounts: Array(repeating: 50, count: 50), clock: clock,
                                           registering: ViewRegistry(decorationKinds: [GridLayout.columnLineKind, GridLayout.rowLineKind]))
    }

    /// UIKit weighs each movement by its angle while the finger has travelled under 10 pt, and
    /// nothing moves until then: (3, 3) is diagonal (45°) and held; (8, 1) at 7.1° locks
    /// horizontally, and after 4.2 + 8.1 = 12.3 pt the pan is recognised: the content catches up
    /// with both, (11, 4) without its y. The lock holds, so (2, 9) moves by (2, 0); after a pause
    /// of 0.6 s, (1, 9) at 83.7° locks vertically.
    @Test func theLockFollowsUIKitsRule() {
        var lock = DirectionalLock()
        #expect(lock.filter(CGPoint(x: 3, y: 3), at: 0) == .zero)
        #expect(lock.axis == nil && !lock.isRecognised)
        #expect(lock.filter(CGPoint(x: 8, y: 1), at: 0.016) == CGPoint(x: 11, y: 0))
        #expect(lock.axis == .horizontal)
        #expect(lock.filter(CGPoint(x: 2, y: 9), at: 0.032) == CGPoint(x: 2, y: 0))
        #expect(lock.filter(velocity: CGPoint(x: 300, y: 800)) == CGPoint(x: 300, y: 0))
        #expect(lock.filter(CGPoint(x: 1, y: 9), at: 0.7) == CGPoint(x: 0, y: 9))
        #expect(lock.axis == .vertical)
        // 20° and 70° themselves lock; 45° and nothing do not.
        #expect(DirectionalLock.axis(of: CGPoint(x: cos(20 * .pi / 180), y: sin(19.999 * .pi / 180))) == .horizontal)
        #expect(DirectionalLock.axis(of: CGPoint(x: cos(70.001 * .pi / 180), y: sin(70.001 * .pi / 180))) == .vertical)
        #expect(DirectionalLock.axis(of: CGPoint(x: -5, y: 5)) == nil)
        #expect(DirectionalLock.axis(of: .zero) == nil)
    }

    /// A diagonal drag moves both axes; a fling from (60, 60) at (1000, 800) pt/s rests at each
    /// axis's projection: 60 + 1·0.998/0.002 = 559 and 60 + 0.8·499 = 459.2.
    @Test func aDiagonalFlingDeceleratesOnBothAxes() throws {
        let clock = ManualClock()
        let view = try Self.gridView(clock: clock)
        view.drag(by: CGPoint(x: -60, y: -60))
        #expect(view.contentOffset == CGPoint(x: 60, y: 60))
        view.endDragging(velocity: CGPoint(x: 1000, y: 800))
        #expect(clock.run(until: { view.isAtRest }, maximumSeconds: 10))
        #expect(abs(view.contentOffset.x - 559) < 0.5)
        #expect(abs(view.contentOffset.y - 459.2) < 0.5)
        // What the view shows is what the layout places in its bounds, in both axes: the frozen
        // header row at the top and the name column at the left edge.
        let shown = Set(view.visibleElements.map(\.key))
        #expect(shown == Set(view.collectionLayout.layoutAttributesForElements(in: view.bounds).map(\.key)))
        let corner = try #require(view.visibleElements.first { $0.key == ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: 0)) })
        #expect(corner.frame.origin == view.contentOffset)
    }

    /// From (60, 60), a fling at (−3000, 100) runs past the left edge and springs back to 0,
    /// while the vertical axis decays to 60 + 0.1·499 = 109.9 on its own.
    @Test func eachAxisBouncesOnItsOwn() throws {
        let clock = ManualClock()
        let view = try Self.gridView(clock: clock)
        view.drag(by: CGPoint(x: -60, y: -60))
        view.endDragging(velocity: CGPoint(x: -3000, y: 100))
        var wentPast = false
        #expect(clock.run(until: { wentPast = wentPast || view.contentOffset.x < 0; return view.isAtRest }, maximumSeconds: 10))
        #expect(wentPast)
        #expect(view.contentOffset.x == 0)
        #expect(abs(view.contentOffset.y - 109.9) < 0.5)
    }

    /// Paging pages each axis by the bounds' size: from (100, 50), a fling at (800, 0) projects
    /// x to 100 + 0.8·499 = 499.2, nearest 390; y stays nearest 0.
    @Test func pagingPagesEachAxis() throws {
        let clock = ManualClock()
        let view = try Self.gridView(clock: clock)
        view.isPagingEnabled = true
        view.drag(by: CGPoint(x: -100, y: -50))
        view.endDragging(velocity: CGPoint(x: 800, y: 0))
        #expect(clock.run(until: { view.isAtRest }, maximumSeconds: 10))
        #expect(view.contentOffset == CGPoint(x: 390, y: 0))
    }

    /// With the lock on, a drag that begins sideways moves sideways only, however the finger
    /// wanders after, and flings sideways; one that begins diagonally moves freely. Off, the
    /// drag follows the finger.
    @Test func theDirectionalLockHoldsADragToItsAxis() throws {
        let clock = ManualClock()
        let view = try Self.gridView(clock: clock)
        view.isDirectionalLockEnabled = true
        view.drag(by: CGPoint(x: -30, y: -4))
        view.drag(by: CGPoint(x: -20, y: -40))
        #expect(view.contentOffset == CGPoint(x: 50, y: 0))
        view.endDragging(velocity: CGPoint(x: 500, y: 900))
        #expect(clock.run(until: { view.isAtRest }, maximumSeconds: 10))
        #expect(abs(view.contentOffset.x - (50 + 0.5 * 499)) < 0.5)
        #expect(view.contentOffset.y == 0)

        view.drag(by: CGPoint(x: -10, y: -10))
        view.drag(by: CGPoint(x: 0, y: -40))
        #expect(abs(view.contentOffset.x - (60 + 0.5 * 499)) < 0.5)
        #expect(view.contentOffset.y == 50)
        view.endDragging(velocity: .zero)

        let free = try Self.gridView(clock: ManualClock())
        free.drag(by: CGPoint(x: -30, y: -4))
        free.drag(by: CGPoint(x: -20, y: -40))
        #expect(free.contentOffset == CGPoint(x: 50, y: 44))
    }

    /// Issue 55 (8): with the lock on, UIKit's pan is not recognised before the finger has
    /// travelled its 10-pt hysteresis, and nothing moves before: three movements of (−3, −1)
    /// (3.16 pt each, 9.5 in all) leave the content where it was; the fourth crosses 10 pt, each
    /// movement at 18.4° locked the drag sideways, and the content catches up with the finger
    /// along x only (12 pt). A finger lifted before the hysteresis moves nothing and flings nothing.
    @Test func theLockedDragWaitsForTheHysteresis() throws {
        let clock = ManualClock()
        let view = try Self.gridView(clock: clock)
        view.isDirectionalLockEnabled = true
        for _ in 0..<3 { view.drag(by: CGPoint(x: -3, y: -1)) }
        #expect(view.contentOffset == .zero)
        view.drag(by: CGPoint(x: -3, y: -1))
        #expect(view.contentOffset == CGPoint(x: 12, y: 0))
        view.drag(by: CGPoint(x: -5, y: -20))
        #expect(view.contentOffset == CGPoint(x: 17, y: 0))
        view.endDragging(velocity: .zero)
        clock.run(until: { view.isAtRest })

        view.drag(by: CGPoint(x: -4, y: -4))
        view.endDragging()
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset == CGPoint(x: 17, y: 0))

        // Released just after the pan is recognised, the fling follows the finger's speed, not the
        // 12-pt catch-up in one frame: movements of 3 pt sideways a frame at 60 frames a second
        // are 180 pt/s, a fling of 180 · 0.499 = 89.8 pt at most; the catch-up read as speed
        // (720 pt/s) would fling 359 pt.
        for _ in 0..<5 {
            view.drag(by: CGPoint(x: -3, y: -1))
            clock.step()
        }
        let start = view.contentOffset.x
        view.endDragging()
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.x - start <= 89.9)
    }

    /// Right to left the name column stands at the right of the screen, and a finger moving
    /// right scrolls towards the later columns.
    @Test func rightToLeftTheNameColumnIsAtTheRight() throws {
        let clock = ManualClock()
        let view = try Self.gridView(clock: clock)
        try view.setLayoutDirection(.rightToLeft)
        view.drag(by: CGPoint(x: 200, y: 0))
        view.endDragging(velocity: .zero)
        #expect(view.contentOffset.x == 200)
        let frame = view.currentFrame
        let name = try #require(frame.elements.first { $0.key == ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: 3)) })
        #expect(name.frame.maxX == frame.bounds.maxX)
    }
}
