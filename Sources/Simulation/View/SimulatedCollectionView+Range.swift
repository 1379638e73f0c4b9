import Foundation
import LayoutCore

extension SimulatedCollectionView {
    /// Whether a finger can move the content along `axis`: the content overflows the view, or
    /// the matching `alwaysBounce` flag is set.
    package func canScroll(_ axis: ScrollDirection) -> Bool {
        let range = scrollableRange(axis)
        return range.upperBound > range.lowerBound
            || (axis == .vertical ? alwaysBounceVertical : alwaysBounceHorizontal)
    }
}
