@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

extension BadInputCatalogue {
    /// The simulated view's entry points and the clock.
    static var viewAndClock: [BadInput] {
        let size = CGSize(width: 390, height: 844)
        @Sendable func table() throws -> SimulatedCollectionView {
            try SimulatedCollectionView(size: size, layout: TableLayout(itemSize: CGSize(width: 0, height: 44)),
                                        itemCounts: [200], clock: ManualClock())
        }
        @Sendable func paging() throws -> SimulatedCollectionView {
            try SimulatedCollectionView(size: size, layout: CompositionalLayout.nestedGroupsScrolling(),
                                        itemCounts: [5, 5], clock: ManualClock(), registering: SweptLayout.headers)
        }
        return [
            refuses("view: NaN size", "bounds (0, 0, nan × 844)") {
                _ = try SimulatedCollectionView(size: CGSize(width: CGFloat.nan, height: 844), layout: FlowLayout(), itemCounts: [1], clock: ManualClock())
            },
            refuses("view: negative size", "bounds (0, 0, -1 × 844)") {
                _ = try SimulatedCollectionView(size: CGSize(width: -1, height: 844), layout: FlowLayout(), itemCounts: [1], clock: ManualClock())
            },
            refuses("view: negative item count", "negative item count (-1)") {
                _ = try SimulatedCollectionView(size: size, layout: FlowLayout(), itemCounts: [3, -1], clock: ManualClock())
            },
            refuses("view: NaN content inset at creation", "contentInset (top nan") {
                _ = try SimulatedCollectionView(size: size, layout: FlowLayout(), itemCounts: [1], clock: ManualClock(),
                                                contentInset: LayoutEdgeInsets(top: .nan))
            },
            refuses("view: setBoundsSize infinite", "bounds") { try table().setBoundsSize(CGSize(width: CGFloat.infinity, height: 1)) },
            refuses("view: setContentInset NaN", "contentInset (top 0, left nan") { try table().setContentInset(LayoutEdgeInsets(left: .nan)) },
            refuses("view: setSafeAreaInsets infinite", "safeAreaInsets") { try table().setSafeAreaInsets(LayoutEdgeInsets(bottom: .infinity)) },
            refuses("view: setLayoutMargins NaN", "layoutMargins") { try table().setLayoutMargins(LayoutEdgeInsets(all: .nan)) },
            refuses("view: reloadData with a negative count", "negative item count (-2)") { try table().reloadData(itemCounts: [-2]) },
            refuses("view: reloadData with 11 million items", "a section holds at most 10000000") {
                try table().reloadData(itemCounts: [11_000_000])
            },
            refuses("view: scrollToItem out of range", "index path [0, 200] is out of range") {
                try table().scrollToItem(at: ItemPath(item: 200, section: 0), at: .top, animated: false)
            },
            refuses("view: scrollToItem in a missing section", "index path [3, 0] is out of range") {
                try table().scrollToItem(at: ItemPath(item: 0, section: 3), at: .top, animated: true)
            },
            clamps("view: setContentOffset NaN is ignored") {
                let view = try table()
                view.setContentOffset(CGPoint(x: 0, y: CGFloat.nan), animated: false)
                view.setContentOffset(CGPoint(x: CGFloat.infinity, y: 0), animated: true)
                BadInput.require(view.contentOffset == .zero, "offset \(view.contentOffset)")
            },
            clamps("view: drag by NaN is ignored") {
                let view = try table()
                view.drag(by: CGPoint(x: CGFloat.nan, y: CGFloat.infinity))
                view.endDragging(velocity: CGPoint(x: CGFloat.nan, y: CGFloat.nan))
                requireComesToRest(view, "drag NaN")
                BadInput.require(view.contentOffset == .zero, "offset \(view.contentOffset)")
            },
            clamps("view: a fling at the greatest finite speed rests at the end within seconds") {
                let view = try table()
                view.beginDragging()
                view.endDragging(velocity: CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude))
                requireComesToRest(view, "fling")
                BadInput.require(view.contentOffset.y == 200 * 44 - 844, "rests at \(view.contentOffset)")
            },
            refuses("view: batch update with wrong counts", "section 0") {
                try table().performBatchUpdates(itemCounts: [201], { _ in })
            },
            refuses("view: batch update deleting a missing item", "delete item 500 in section 0") {
                try table().performBatchUpdates(itemCounts: [199], { $0.deleteItems(at: [ItemPath(item: 500, section: 0)]) })
            },
            refuses("view: batch update with a negative count", "negative item count") {
                try table().performBatchUpdates(itemCounts: [-1], { _ in })
            },
            refuses("view: orthogonal drag of a section that does not scroll on its own", "section is 7") {
                try paging().dragOrthogonalSection(7, by: 10)
            },
            refuses("view: orthogonal offset NaN", "orthogonal content offset is nan; expected a finite number") {
                try paging().setOrthogonalContentOffset(.nan, inSection: 1, animated: false)
            },
            clamps("view: orthogonal offset 1e30 is kept, as setContentOffset keeps it, with finite frames") {
                let view = try paging()
                try view.setOrthogonalContentOffset(1e30, inSection: 1, animated: false)
                view.layoutIfNeeded()
                requireFiniteGeometry(view.collectionLayout, in: view.bounds, "orthogonal 1e30")
            },
            clamps("view: orthogonal fling at the greatest finite speed comes to rest") {
                let view = try paging()
                try view.dragOrthogonalSection(1, by: -5)
                try view.endDraggingOrthogonalSection(1, velocity: .greatestFiniteMagnitude)
                requireComesToRest(view, "orthogonal fling")
            },
            refuses("view: interactive transition progress NaN", "nan") {
                let view = try table()
                try view.startInteractiveTransition(TransitionLayout(from: view.collectionLayout, to: FlowLayout()))
                try view.updateInteractiveTransition(progress: .nan)
            },
            refuses("view: a second interactive transition", "already running") {
                let view = try table()
                try view.startInteractiveTransition(TransitionLayout(from: view.collectionLayout, to: FlowLayout()))
                try view.startInteractiveTransition(TransitionLayout(from: view.collectionLayout, to: FlowLayout()))
            },
            refuses("view: a batch update during an interactive transition", "interactive layout transition is already running") {
                let view = try table()
                try view.startInteractiveTransition(TransitionLayout(from: view.collectionLayout, to: FlowLayout()))
                try view.performBatchUpdates(itemCounts: [199]) { $0.deleteItems(at: [ItemPath(item: 0, section: 0)]) }
            },
            refuses("view: reloadData during an interactive transition", "interactive layout transition is already running") {
                let view = try table()
                try view.startInteractiveTransition(TransitionLayout(from: view.collectionLayout, to: FlowLayout()))
                try view.reloadData(itemCounts: [3])
            },
            clamps("clock: run with NaN, infinite and negative limits") {
                let clock = ManualClock()
                BadInput.require(!clock.run(until: { false }, maximumSeconds: .nan), "NaN limit ran to done")
                BadInput.require(clock.frameCount == 0, "NaN limit stepped \(clock.frameCount)")
                BadInput.require(!clock.run(until: { false }, maximumSeconds: -1), "negative limit ran")
                BadInput.require(!clock.run(until: { false }, maximumSeconds: .infinity), "infinite limit ran to done")
                BadInput.require(clock.frameCount == 3600 * 60, "infinite limit stepped \(clock.frameCount)")
            },
            clamps("clock: advance by NaN, infinite and 1e300 seconds") {
                let clock = ManualClock(framesPerSecond: 1)
                clock.advance(by: .nan)
                clock.advance(by: -.infinity)
                BadInput.require(clock.frameCount == 0, "stepped \(clock.frameCount)")
                clock.advance(by: 1e300)
                BadInput.require(clock.frameCount == 3600, "1e300 s stepped \(clock.frameCount)")
            },
            clamps("clock: frames per second Int.max, 0 and a NaN start") {
                BadInput.require(ManualClock(framesPerSecond: .max).framesPerSecond == 1000, "fps not clamped to 1000")
                BadInput.require(ManualClock(framesPerSecond: 0).framesPerSecond == 1, "fps not clamped to 1")
                BadInput.require(ManualClock(start: .nan).now == 0, "NaN start")
            },
            clamps("animator: NaN and negative durations finish") {
                let clock = ManualClock()
                for duration in [TimeInterval.nan, -1, .infinity] {
                    var finished = false
                    let animator = Animator(duration: duration, clock: clock, onUpdate: { progress in
                        BadInput.require(progress.isFinite, "progress \(progress)")
                    }, completion: { _ in finished = true })
                    animator.start()
                    clock.advance(by: 1)
                    BadInput.require(finished, "duration \(duration) did not finish")
                }
            },
            clamps("physics: NaN velocities and rates stay finite") {
                BadInput.require(ScrollPhysics.cappedVelocity(.nan) == 0, "NaN velocity")
                BadInput.require(ScrollPhysics.cappedVelocity(-.infinity) == -ScrollPhysics.maximumVelocity, "infinite velocity")
                let rate = DecelerationRate(rawValue: .nan)
                BadInput.require(rate.rawValue.isFinite && rate.rawValue > 0 && rate.rawValue < 1, "rate \(rate.rawValue)")
                BadInput.require(SpringTimingParameters(response: .nan).state(at: 1, displacement: 10, velocity: 0).displacement.isFinite, "spring")
                BadInput.require(ScrollPhysics.rubberBand(overshoot: .infinity, dimension: 100).isFinite, "rubber band")
            },
            clamps("timing curve: control points and times out of range") {
                let curve = TimingCurve.cubicBezier(x1: .nan, y1: 5, x2: -3, y2: .infinity)
                for time in [-1, 0.5, 2, .nan] { BadInput.require(curve.progress(at: time).isFinite, "progress at \(time)") }
            },
        ]
    }
}
