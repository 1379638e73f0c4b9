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
    ///
    /// An extent not given (`nil`, SwiftUI's ideal size: a `ScrollView` proposes it along its own
    /// axis, as does `fixedSize()`) along an axis the layout scrolls (its `scrollAxes`) would make the view as long
    /// as its content, and every cell exist: it is answered so, and reported as a runtime issue
    /// naming what to do, once per view. An infinite extent (a stack asking how far the view
    /// stretches) is not a placement and is not reported.
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
        let axes = measuring.scrollAxes
        if !hasReportedUnboundedScrollAxis,
           let axis = ScrollDirection.allCases.first(where: { axes.contains($0) && ($0 == .vertical ? height : width) == nil }) {
            hasReportedUnboundedScrollAxis = true
            RuntimeIssue.report("a CollectionLayoutView was given no \(axis == .vertical ? "height" : "width") along the axis it scrolls "
                + "(inside a ScrollView of that axis, or under fixedSize()): it takes its whole content's length and makes every cell, "
                + "where it would make only those on screen. It scrolls itself: take it out of the ScrollView, or give it a frame.")
        }
        return CGSize(width: proposedWidth ?? content.width, height: proposedHeight ?? content.height)
    }
}
