import Foundation
import LayoutCore

extension LayoutHost {
    /// The size a view showing the layout asks for, given a proposal (SwiftUI's `sizeThatFits`):
    /// each proposed extent that is finite as it is; one not given (or infinite, "as much as you
    /// like") the content's extent when laid out at the proposed other extent, so a list in a
    /// stack is as tall as its rows. The layout is laid out for the proposal, then invalidated
    /// for its own bounds (through its `invalidationHandler`, so a UIKit view lays out again).
    /// Throws what the layout's `prepare()` throws.
    package func sizeThatFits(width: CGFloat?, height: CGFloat?, environment: LayoutContext,
                             itemCounts: () -> [Int]) throws(LayoutError) -> CGSize {
        func given(_ extent: CGFloat?) -> CGFloat? { extent.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        let proposedWidth = given(width), proposedHeight = given(height)
        if let proposedWidth, let proposedHeight { return CGSize(width: proposedWidth, height: proposedHeight) }
        var measuring = environment
        measuring.bounds.size = CGSize(width: proposedWidth ?? environment.bounds.size.width,
                                       height: proposedHeight ?? environment.bounds.size.height)
        record(.boundsSize)
        defer { layout.invalidateLayout(with: .boundsSize) }
        try prepare(with: measuring, itemCounts: itemCounts)
        let content = contentSize
        return CGSize(width: proposedWidth ?? content.width, height: proposedHeight ?? content.height)
    }
}
