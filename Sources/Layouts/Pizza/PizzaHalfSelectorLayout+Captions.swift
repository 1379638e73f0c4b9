import Foundation
import LayoutCore

extension PizzaHalfSelectorLayout {
    /// The rows whose caption has alpha above 0: those within the critical distance of the center.
    func captionedRows() -> Range<Int> {
        let center = screenCenterY(context.contentOffset), critical = configuration.criticalOffsetFromCenter
        return cache.visibleRows(in: CGRect(x: 0, y: center - critical - itemHeight / 2,
                                            width: max(1, cache.collectionWidth), height: 2 * critical + itemHeight), ofSection: 0)
    }

    /// The frame every caption shares, fixed to the screen: as wide as the bounds less twice the
    /// larger side margin, `captionHeight` tall, its center `captionGap` above the centered row's top.
    package var captionFrame: CGRect {
        let c = configuration, bounds = context.bounds, margins = context.layoutMargins
        let inset = max(margins.left, margins.right)
        let y = bounds.minY + (bounds.height - itemHeight) / 2 - c.captionHeight / 2 - c.captionGap
        return CGRect(x: bounds.minX + inset, y: y, width: max(0, bounds.width - 2 * inset), height: c.captionHeight)
    }

    /// A row's caption: the shared frame, `alpha = 1 − |norm|`, sliding `captionTravel·norm`,
    /// above every cell. Hidden at alpha 0 and while captions are off, and then not returned.
    func captionAttributes(forRow row: Int) -> LayoutAttributes {
        let norm = normalizedOffset(ofRow: row)
        var caption = LayoutAttributes(forSupplementaryViewOfKind: Self.captionKind, with: ItemPath(item: row, section: 0),
                                       frame: captionFrame)
        caption.alpha = 1 - abs(norm)
        caption.transform = Transform2D(translationX: 0, y: configuration.captionTravel * norm)
        caption.zIndex = cache.rowCount + 1
        caption.isHidden = caption.alpha <= 0 || !configuration.showsCaptions
        caption[PizzaNormalizedOffsetKey.self] = norm
        return caption
    }
}
