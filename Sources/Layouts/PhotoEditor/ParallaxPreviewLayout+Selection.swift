import Foundation
import LayoutCore

/// The page shown as VoiceOver's adjustable selection.
extension ParallaxPreviewLayout: SelectingLayout {
    /// The page nearest the current offset; `nil` without photos.
    public var selectedItem: ItemPath? {
        context.numberOfItems(inSection: 0) > 0 ? ItemPath(item: currentPage, section: 0) : nil
    }

    /// ``contentOffset(forPage:)``: the offset that shows the page.
    public func contentOffset(selecting item: ItemPath) -> CGPoint { contentOffset(forPage: item.item) }
}
