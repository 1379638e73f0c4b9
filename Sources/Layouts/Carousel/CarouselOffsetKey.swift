import Foundation
import LayoutCore

/// A carousel item's offset from the current scroll position, in items (`i − scrollOffset`).
public enum CarouselOffsetKey: LayoutAttributeKey {
    /// No offset: the element is not a carousel item.
    public static let defaultValue: CGFloat? = nil
}
