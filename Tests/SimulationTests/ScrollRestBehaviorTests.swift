import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) @testable import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing

/// What a host does at rest for the layouts that ask: the glide of a settling layout, the jump
/// of a re-centring one.
@Suite struct ScrollRestBehaviorTests {
    /// Rows 50 tall whose content glides on to the next multiple of 100 once at rest.
    final class GlidingTableLayout: TableLayout {
        override var restingBehavior: RestingBehavior {
            .settling { target in CGPoint(x: target.x, y: (target.y / 100).rounded(.up) * 100) }
        }
    }

    @Test func aSettlingLayoutGlidesOnceAtRest() throws {
        let layout = try GlidingTableLayout(itemSize: CGSize(width: 0, height: 50))
        var behavior = ScrollRestBehavior()
        behavior.willEndDragging(layout: layout, target: CGPoint(x: 0, y: 230))
        #expect(behavior.pendingSettleOffset == CGPoint(x: 0, y: 300))
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: layout, itemCounts: [100],
                                               clock: ManualClock())
        #expect(behavior.moveOnComingToRest(of: layout, in: view) == ScrollRestBehavior.Move(contentOffset: CGPoint(x: 0, y: 300), animated: true))
        #expect(behavior.pendingSettleOffset == nil)
        // A target already on a multiple of 100 needs no glide; a drag cancels a pending one.
        behavior.willEndDragging(layout: layout, target: CGPoint(x: 0, y: 400))
        #expect(behavior.pendingSettleOffset == nil)
        behavior.willEndDragging(layout: layout, target: CGPoint(x: 0, y: 401))
        behavior.cancel()
        #expect(behavior.moveOnComingToRest(of: layout, in: view) == nil)
        // A layout that does not settle asks for nothing.
        behavior.willEndDragging(layout: try TableLayout(itemSize: CGSize(width: 0, height: 50)), target: CGPoint(x: 0, y: 230))
        #expect(behavior.pendingSettleOffset == nil)
    }

    @Test func aWrappingCarouselJumpsBackToTheMiddleOfItsBand() throws {
        let layout = try CarouselLayout(configuration: CarouselLayoutConfiguration(type: .rotary))
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 300), layout: layout, itemCounts: [10],
                                               clock: ManualClock())
        let behavior = ScrollRestBehavior()
        // The view re-centred itself when it was made: nothing to do.
        #expect(behavior.recenteringMove(of: layout, in: view) == nil)
        let middle = view.contentOffset
        view.setContentOffset(CGPoint(x: middle.x + 3000, y: 0), animated: false)
        let move = try #require(behavior.recenteringMove(of: layout, in: view))
        #expect(!move.animated && move.contentOffset == layout.recenteredContentOffset(view.contentOffset))
        #expect(abs(move.contentOffset.x - middle.x) < 3000)
        view.setContentOffset(move.contentOffset, animated: move.animated)
        #expect(behavior.recenteringMove(of: layout, in: view) == nil)
    }

    /// The first placement both views make after laying out (UIKit's host from its collection
    /// view's `layoutSubviews`): nothing while the view has no size, the re-centring once it has
    /// one, then never again.
    @Test func aWrappingCarouselIsPlacedOnceItHasASize() throws {
        let layout = try CarouselLayout(configuration: CarouselLayoutConfiguration(type: .rotary))
        let view = try SimulatedCollectionView(size: .zero, layout: layout, itemCounts: [10], clock: ManualClock())
        var behavior = ScrollRestBehavior()
        let unsized = behavior.initialMove(of: layout, in: view)
        #expect(unsized == nil && !behavior.hasPlacedInitially)
        try view.setBoundsSize(CGSize(width: 390, height: 300))
        view.setContentOffset(.zero, animated: false)
        let sized = behavior.initialMove(of: layout, in: view)
        let move = try #require(sized)
        #expect(!move.animated && move.contentOffset == layout.recenteredContentOffset(.zero))
        #expect(move.contentOffset.x > 0)
        let again = behavior.initialMove(of: layout, in: view)
        #expect(again == nil)
    }

    /// The engine's two moments of rest, on both views: a release without deceleration and the
    /// end of a deceleration, unless a new drag began; the glide is asked for once. Rows 50 tall
    /// gliding to multiples of 100: a drag of 130 released still rests at 130, then glides to 200.
    @Test func theEndsOfADragAndOfADecelerationAreRestsUnlessAFingerIsBack() throws {
        let layout = try GlidingTableLayout(itemSize: CGSize(width: 0, height: 50))
        let clock = ManualClock()
        let view = try SimulatedCollectionView(size: CGSize(width: 100, height: 200), layout: layout, itemCounts: [40], clock: clock)
        view.beginDragging()
        view.drag(by: CGPoint(x: 0, y: -130))
        view.endDragging(velocity: .zero)
        #expect(view.contentOffset == CGPoint(x: 0, y: 130) && !view.isAtRest)
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset == CGPoint(x: 0, y: 200))
        // A finger back on the content before the release's rest keeps it there: no glide.
        view.beginDragging()
        view.drag(by: CGPoint(x: 0, y: -30))
        view.beginDragging()
        #expect(view.contentOffset == CGPoint(x: 0, y: 230) && !view.isAtRest)
    }
}
