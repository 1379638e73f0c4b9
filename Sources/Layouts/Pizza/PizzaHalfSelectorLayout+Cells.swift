import Foundation
import LayoutCore

extension PizzaHalfSelectorLayout {
    /// The rows whose cells can reach `rect`, found without a scan: for the classic design the
    /// inverse of the compaction maps the rect back to default positions; for the drum, the rows
    /// from the top of one pile to the top of the other (every other row is buried under those).
    func candidateRows(reaching rect: CGRect) -> Range<Int> {
        let center = screenCenterY(context.contentOffset)
        let half = itemHeight / 2
        switch configuration.variant {
        case .classic:
            let low = center + compaction.distance(compactedTo: rect.minY - center - half) - half
            let high = center + compaction.distance(compactedTo: rect.maxY - center + half) + half
            return cache.visibleRows(in: CGRect(x: 0, y: low, width: max(1, cache.collectionWidth), height: high - low), ofSection: 0)
        case .drum:
            // Row r's middle is itemHeight·(r + 0.5); the pile tops are the last row whose middle is
            // at least the critical offset above the center and the first one that far below it.
            let critical = configuration.criticalOffsetFromCenter, count = CGFloat(cache.rowCount)
            let above = ((center - critical) / itemHeight - 0.5).rounded(.down)
            let below = ((center + critical) / itemHeight - 0.5).rounded(.up)
            guard above.isFinite, below.isFinite, count > 0 else { return 0..<0 }
            // One row of slack on each side absorbs rounding; extra rows are buried and filtered out.
            // Past the menu's end the last row is the top of the pile above, and likewise the first.
            let first = Int(saturating: (above - 1).clamped(to: 0...(count - 1)))
            let end = Int(saturating: (below + 2).clamped(to: 1...count))
            return first..<max(first, end)
        }
    }

    /// A row's cell: scaled by `s = 1 − scaleFactor·|norm|`, moved toward the other half by
    /// `(width − width·s)/2 − spaceBetweenHalves/2`, and either closed up by `−offsetFromCenter/4·s`
    /// with `alpha = s` (classic) or rolled to `centerPizzaFrame` plus `norm·critical·drumSpread`
    /// at full alpha with zIndex by closeness to the current pizza (drum). Drum rows buried in
    /// a pile under a nearer row are hidden: they are not returned by the rect query.
    func cellAttributes(forRow row: Int) -> LayoutAttributes {
        let c = configuration
        let defaultFrame = cache.defaultCellFrame(at: ItemPath(item: row, section: 0))
        let distance = offsetFromCenter(defaultFrame)
        let norm = (distance / c.criticalOffsetFromCenter).clamped(to: -1...1)
        let scale = 1 - c.scaleFactor * abs(norm)
        let hOffset = (context.bounds.width - defaultFrame.width * scale) / 2
        let dx = c.orientation == .left ? hOffset - c.spaceBetweenHalves / 2 : -hOffset + c.spaceBetweenHalves / 2

        var attributes = LayoutAttributes(forCellWith: ItemPath(item: row, section: 0))
        attributes.transform = Transform2D(scaleX: scale, y: scale)
        attributes[PizzaHalfKey.self] = c.orientation
        attributes[PizzaNormalizedOffsetKey.self] = norm
        switch c.variant {
        case .classic:
            let vOffset = -distance / 4 * scale
            attributes.frame = defaultFrame.offsetBy(dx: dx, dy: vOffset)
            attributes.alpha = scale
        case .drum:
            let verticalOffset = norm * c.criticalOffsetFromCenter * c.drumSpread
            attributes.frame = centerPizzaFrame.offsetBy(dx: dx, dy: verticalOffset)
            attributes.zIndex = drumZIndex(forRow: row)
            attributes.isHidden = isBuriedInDrumPile(row: row, distance: distance)
        }
        return attributes
    }

    /// The frame the current pizza has when centered: the default frame at the screen's center.
    var centerPizzaFrame: CGRect {
        CGRect(x: 0, y: screenCenterY(context.contentOffset) - itemHeight / 2, width: cache.collectionWidth, height: itemHeight)
    }

    /// The drum's stacking: the current row gets `numberOfCells`, rows before it `row`, rows
    /// after it `numberOfCells − row − 1`, so nearer rows cover farther ones.
    func drumZIndex(forRow row: Int) -> Int {
        let current = currentPizzaIndex, count = cache.rowCount
        if row == current { return count }
        return row < current ? row : count - row - 1
    }

    /// Beyond the critical distance every drum row has the same frame and scale; only the
    /// nearest one on each side shows, the rest lie exactly under it.
    private func isBuriedInDrumPile(row: Int, distance: CGFloat) -> Bool {
        let critical = configuration.criticalOffsetFromCenter
        guard abs(distance) >= critical else { return false }
        let neighbour = row + (distance > 0 ? -1 : 1)
        guard (0..<cache.rowCount).contains(neighbour) else { return false }
        return abs(offsetFromCenter(cache.defaultCellFrame(at: ItemPath(item: neighbour, section: 0)))) >= critical
    }
}
