import Foundation
import LayoutCore

extension CollectionViewEngine {
    /// The size a view showing the layout asks for, given a proposal (SwiftUI's `sizeThatFits`):
    /// each proposed extent that is finite as it is; one not given (or infinite, "as much as you
    /// like") the content's extent when laid out at the proposed other extent, so a list in a
    /// stack is as tall as its rows. The content is measured on the layout `makeLayout` makes for
    /// the measure (only when an extent is open: SwiftUI asks several proposals a pass), never
    /// the live one: preparing the shown layout at a hypothetical size would leave its context
    /// there, and the next real change of size would anchor on a frame never shown. Throws what `makeLayout` and the measure's `prepare()` throw.
    /// - Complexity: one layout made and prepared when an extent is open; nothing otherwise.
    package func sizeThatFits(width: CGFloat?, height: CGFloat?, measuringWith makeLayout: () throws -> any CollectionLayout) throws -> CGSize {
        func given(_ extent: CGFloat?) -> CGFloat? { extent.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
        let proposedWidth = given(width), proposedHeight = given(height)
        if let proposedWidth, let proposedHeight { return CGSize(width: proposedWidth, height: proposedHeight) }
        guard let platform else { return .zero }
        let measuring = try makeLayout()
        var context = platform.layoutContext
        context.bounds = CGRect(origin: .zero, size: CGSize(width: proposedWidth ?? context.bounds.size.width,
                                                                height: proposedHeight ?? context.bounds.size.height))
        let measure = HostedLayout(measuring, registry: layout.registry)
        try measure.prepare(with: context, itemCounts: { platform.itemCounts })
        let content = measure.contentSize
        return CGSize(width: proposedWidth ?? content.width, height: proposedHeight ?? content.height)
    }
}
