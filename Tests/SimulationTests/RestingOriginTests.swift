import Foundation
import Testing
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

/// Where a view rests before anything scrolls it, with the safe areas of familiar phones: a
/// status bar of 20 (home-button phones), 44 (iPhone X–11) or 47 (iPhone 12–14), plus 44 for a
/// navigation bar; a tab bar of 49 above a 34 home indicator.
@Suite("The resting origin under bars, as UIScrollView's automatic inset adjustment")
struct RestingOriginTests {
    static func table(safeArea: LayoutEdgeInsets = .zero, contentInset: LayoutEdgeInsets = .zero,
                      clock: ManualClock = ManualClock()) throws -> SimulatedCollectionView {
        try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: TableLayout(itemSize: CGSize(width: 0, height: 44)),
                                    itemCounts: [100], clock: clock, contentInset: contentInset, safeAreaInsets: safeArea)
    }

    @Test(arguments: [(20.0, -64.0), (44, -88), (47, -91)])
    func aViewUnderANavigationBarStartsBelowIt(statusBar: CGFloat, expected: CGFloat) throws {
        let view = try Self.table(safeArea: LayoutEdgeInsets(top: statusBar + 44, bottom: 49 + 34))
        #expect(view.contentOffset == CGPoint(x: 0, y: expected))
        // The first row shows right below the bar: its frame minus the offset.
        let first = try #require(view.layoutAttributesForItem(at: ItemPath(item: 0, section: 0)))
        #expect(first.frame.minY - view.contentOffset.y == statusBar + 44)
        // The last offset shows the last row above the tab bar: 100·44 + 83 − 844 = 3639.
        #expect(view.scrollableRange(.vertical) == expected...3639)
    }

    @Test func aViewAtRestFollowsTheSafeArea() throws {
        let view = try Self.table()
        #expect(view.contentOffset.y == 0)
        // The navigation bar arrives after the view was made (47 + 44).
        try view.setSafeAreaInsets(LayoutEdgeInsets(top: 91, bottom: 34))
        #expect(view.contentOffset.y == -91)
        // The bar goes (full screen): back to the start.
        try view.setSafeAreaInsets(.zero)
        #expect(view.contentOffset.y == 0)
    }

    @Test func aScrolledViewKeepsItsOffsetWhenTheInsetsChange() throws {
        let view = try Self.table(safeArea: LayoutEdgeInsets(top: 91))
        view.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        try view.setSafeAreaInsets(LayoutEdgeInsets(top: 47))
        #expect(view.contentOffset.y == 200)
    }

    @Test func aMovingViewIsNotMovedByAnInsetChange() throws {
        let clock = ManualClock()
        let view = try Self.table(safeArea: LayoutEdgeInsets(top: 47), clock: clock)
        view.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        clock.step()
        let moving = view.contentOffset
        try view.setSafeAreaInsets(LayoutEdgeInsets(top: 91))
        #expect(view.contentOffset == moving)
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.y == 400)
    }
}
