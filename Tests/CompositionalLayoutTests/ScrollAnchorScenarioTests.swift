@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing

/// The scenario of issue 28, in the simulated view: estimated rows that size themselves as they
/// scroll in from the top must not push what the person is looking at.
@Suite("Self-sizing while scrolling up")
struct ScrollAnchorScenarioTests {
    /// Enters `layout`'s 2,000 rows (preferred heights 30–119 against an estimate of 44) at
    /// offset 40,000 and scrolls back up in 37-point steps; answers the largest amount by which
    /// the row in the middle of the screen moved other than the 37 points of the scroll.
    static func largestJump(of layout: CompositionalLayout, steps: Int = 200) throws -> CGFloat {
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: layout, itemCounts: [2_000],
                                               clock: ManualClock())
        view.preferredSizeProvider = { CGSize(width: $0.frame.width, height: CGFloat(30 + ($0.indexPath.item * 37) % 90)) }
        view.setContentOffset(CGPoint(x: 0, y: 40_000), animated: false)
        var largest: CGFloat = 0, measured = 0
        for _ in 0..<steps {
            // The row at the middle of the screen, or the first below it when the middle falls
            // between two rows.
            let middle = view.contentOffset.y + 422
            let watched = view.visibleElements.filter { $0.category == .cell && $0.frame.maxY > middle }.min { $0.frame.minY < $1.frame.minY }
            let before = watched.map { $0.frame.minY - view.contentOffset.y }
            view.setContentOffset(CGPoint(x: 0, y: view.contentOffset.y - 37), animated: false)
            guard let watched, let before, let now = view.layoutAttributesForItem(at: watched.indexPath) else { continue }
            largest = max(largest, abs(now.frame.minY - view.contentOffset.y - (before + 37)))
            measured += 1
        }
        #expect(measured == steps, "every step watches a row")
        return largest
    }

    @Test func aListScrolledUpThroughUnsizedRowsDoesNotJump() throws {
        #expect(try Self.largestJump(of: SelfSizingTests.estimatedList()) < 1e-6)
    }

    @Test func selfSizingCardsScrolledUpDoNotJump() throws {
        #expect(try Self.largestJump(of: CompositionalLayout.selfSizingCards()) < 1e-6)
    }
}
