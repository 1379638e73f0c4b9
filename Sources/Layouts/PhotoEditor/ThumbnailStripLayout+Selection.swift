import Foundation
import LayoutCore

/// The centred thumbnail as VoiceOver's adjustable selection.
extension ThumbnailStripLayout: SelectingLayout {
    /// The thumbnail nearest the centre; `nil` for an empty strip.
    public var selectedItem: ItemPath? {
        context.numberOfItems(inSection: 0) > 0 ? ItemPath(item: nearestIndex, section: 0) : nil
    }

    /// The offset that centres `item`'s thumbnail.
    public func contentOffset(selecting item: ItemPath) -> CGPoint { contentOffset(centering: item.item) }
}
