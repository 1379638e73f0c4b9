import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Simulation

/// A small frame: a viewport scrolled to y = 100, a header, a plain cell and a cell scaled by
/// half with alpha 0.5.
enum GoldenFrame {
    static var frame: RecordedFrame {
        var header = LayoutAttributes(forSupplementaryViewOfKind: ElementCategory.headerKind, with: ItemPath(item: 0, section: 1),
                                      frame: CGRect(x: 0, y: 100, width: 200, height: 30))
        header.zIndex = 10
        let cell = LayoutAttributes(forCellWith: ItemPath(item: 7, section: 1), frame: CGRect(x: 10, y: 140, width: 80, height: 40))
        var scaled = LayoutAttributes(forCellWith: ItemPath(item: 8, section: 1), frame: CGRect(x: 100, y: 140, width: 80, height: 40))
        scaled.transform = Transform2D(scaleX: 0.5, y: 0.5)
        scaled.alpha = 0.5
        return RecordedFrame(time: 0, bounds: CGRect(x: 0, y: 100, width: 200, height: 120),
                             contentSize: CGSize(width: 200, height: 1000.125), elements: [cell, scaled, header])
    }
}
