import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing

/// `scrollToItem(at:at:animated:)` lands exactly, even into cells never sized: UIKit's own scroll
/// aims at the estimate and misses (rdar://37836568).
@Suite("Scrolling to an item through cells that size themselves")
struct ScrollToItemLandingTests {
    static let positions: [(CollectionViewScrollPosition, CollectionViewScrollPosition)] = [
        (.top, .left), (.centeredVertically, .centeredHorizontally), (.bottom, .right),
    ]

    @Test(arguments: SelfSizingLayouts.all)
    func theItemEndsExactlyWhereItWasAsked(_ layoutCase: SelfSizingLayouts.Case) throws {
        for animated in [false, true] {
            for (vertical, horizontal) in Self.positions {
                let clock = ManualClock()
                let view = try SelfSizingLayouts.view(layoutCase, count: 3_000, clock: clock)
                let horizontalScroll = view.contentSize.width > view.bounds.width
                let position = horizontalScroll ? horizontal : vertical
                let item = ItemPath(item: 1_500, section: 0)
                try view.scrollToItem(at: item, at: position, animated: animated)
                clock.run(until: { view.isAtRest })
                let frame = try #require(view.layoutAttributesForItem(at: item)?.frame)
                let expected = view.contentOffset(showing: frame, at: position)
                let label = "\(layoutCase) \(position.rawValue) animated: \(animated)"
                #expect(abs(expected.x - view.contentOffset.x) < 1e-6 && abs(expected.y - view.contentOffset.y) < 1e-6, "\(label)")
                #expect(view.visibleElements.contains { $0.indexPath == item && $0.category == .cell }, "\(label)")
                // Every cell on screen has the size its content prefers.
                let axis: ScrollDirection = horizontalScroll ? .horizontal : .vertical
                for cell in view.visibleElements where cell.category == .cell {
                    let preferred = SelfSizingLayouts.preferredSize(cell, isGrid: layoutCase.isGrid, axis: axis)
                    #expect(layoutCase.takesCrossExtent ? cell.frame.size == preferred : cell.frame.size[axis] == preferred[axis],
                            "\(label): cell \(cell.indexPath.item) is \(cell.frame.size)")
                }
            }
        }
    }
}
