import Foundation
import LayoutCore

/// The page shown as VoiceOver's adjustable selection.
extension ParallaxPreviewLayout: SelectingLayout {
    /// The page nearest the current offset; `nil` without photos.
    public var selectedItem: ItemPath? {
        context.numberOfItems(inSection: 0) > 0 ? ItemPath(item: currentPage, section: 0) : nil
    }

    /// The offset that shows `item`'s page: `item` pages of the view's width.
    public func contentOffset(selecting item: ItemPath) -> CGPoint { contentOffset(forPage: item.item) }
}
