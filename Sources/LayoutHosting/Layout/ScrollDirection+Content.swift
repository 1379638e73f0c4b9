import Foundation
import LayoutCore

extension ScrollDirection {
    /// The axis a view showing `content` in `bounds` scrolls along: sideways only when the
    /// content is wider than the bounds and no taller.
    package init(scrolling content: CGSize, in bounds: CGRect) {
        self = content.width > bounds.width && content.height <= bounds.height ? .horizontal : .vertical
    }
}
