import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing
import TestSupport

/// Justified rows in the simulated view: a photo whose proportions the app learns above the
/// screen moves nothing on screen.
@Suite("JustifiedLayout in a view")
@MainActor
struct JustifiedViewTests {
    @Test func aRatioLearnedAboveTheScreenMovesNothingOnScreen() throws {
        // 200 square photos in a view 400 wide, rows aiming for 100, no spacing: rows of four
        // squares 100 tall (a fifth would bring the row to 400 / 5 = 80, farther from 100).
        // Scrolled to 1,000, row 10 (photos 40–43) is at the top of the screen.
        final class Ratios: @unchecked Sendable { var values = [CGFloat](repeating: 1, count: 200) }
        let ratios = Ratios()
        let layout = try JustifiedLayout(configuration: JustifiedLayoutConfiguration(targetRowHeight: 100, spacing: 0) { ratios.values[$0.item] })
        let view = try SimulatedCollectionView(size: CGSize(width: 400, height: 844), layout: layout, itemCounts: [200], clock: ManualClock())
        view.setContentOffset(CGPoint(x: 0, y: 1_000), animated: false)
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: ItemPath(item: 40, section: 0))?.frame.minY == 1_000)
        // Photo 0 turns out 1.2 wide: 1.2 + 1 + 1 fit at 100 (320), the fourth photo overfills
        // but brings the row to 400 / 4.2 ≈ 95.24, nearer 100 than 400 / 3.2 = 125: row 0 still
        // ends at photo 3, 100 − 400 / 4.2 ≈ 4.76 shorter, and every later row moves up by that.
        ratios.values[0] = 1.2
        layout.invalidateAspectRatios(ofItemsAt: [ItemPath(item: 0, section: 0)])
        view.layoutIfNeeded()
        let shift = 100 - 400 / 4.2
        #expect(abs(view.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))!.frame.height - 400 / 4.2) < 1e-9)
        #expect(abs(view.layoutAttributesForItem(at: ItemPath(item: 40, section: 0))!.frame.minY - (1_000 - shift)) < 1e-9)
        // The view followed: photo 40 is still at the top of the screen.
        #expect(abs(view.contentOffset.y - (1_000 - shift)) < 1e-9)
    }
}
