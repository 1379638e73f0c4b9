import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

/// Records the delegate callbacks a view sends, in order.
final class DelegateRecorder: ScrollViewDelegate {
    var events: [String] = []
    var lastWillEndVelocity: CGPoint?
    var targetOverride: ((CGPoint) -> CGPoint)?

    func scrollViewDidScroll(_ scrollView: any ScrollableCollection) { append("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: any ScrollableCollection) { append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: any ScrollableCollection, withVelocity velocity: CGPoint,
                                   targetContentOffset: inout CGPoint) {
        lastWillEndVelocity = velocity
        if let targetOverride { targetContentOffset = targetOverride(targetContentOffset) }
        append("willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: any ScrollableCollection, willDecelerate decelerate: Bool) {
        append("didEndDragging(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: any ScrollableCollection) { append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: any ScrollableCollection) { append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: any ScrollableCollection) { append("didEndScrollingAnimation") }

    /// Consecutive `didScroll`s are folded into one entry so orders read clearly.
    private func append(_ event: String) {
        if event == "didScroll", events.last == "didScroll" { return }
        events.append(event)
    }
}

/// A table whose flings snap to whole multiples of `step`, and whose rotation target is fixed.
final class SnappingTableLayout: TableLayout {
    var step: CGFloat = 100
    var rotationTarget: CGPoint?
    var proposals: [(offset: CGPoint, velocity: CGPoint)] = []

    override func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposals.append((proposed, velocity))
        return CGPoint(x: proposed.x, y: (proposed.y / step).rounded() * step)
    }

    override func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
        rotationTarget ?? proposed
    }
}

/// A 320×480 view over a table of `rows` 60 pt rows.
func makeTableView(rows: Int = 1000, layout: TableLayout? = nil, clock: ManualClock = ManualClock(),
                   inset: LayoutEdgeInsets = .zero) throws -> SimulatedCollectionView {
    try SimulatedCollectionView(size: CGSize(width: 320, height: 480),
                                layout: layout ?? TableLayout(itemSize: CGSize(width: 320, height: 60)),
                                itemCounts: [rows], clock: clock, contentInset: inset)
}
