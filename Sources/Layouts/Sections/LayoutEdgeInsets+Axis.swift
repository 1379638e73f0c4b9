import Foundation
import LayoutCore

extension LayoutEdgeInsets {
    /// The insets before and after along `axis` (top and bottom when vertical) and before and
    /// after across it (left and right): how a layout that scrolls along `axis` reads a
    /// section's inset.
    func edges(along axis: ScrollDirection) -> (leading: CGFloat, trailing: CGFloat, crossLeading: CGFloat, crossTrailing: CGFloat) {
        axis == .vertical ? (top, bottom, left, right) : (left, right, top, bottom)
    }
}
