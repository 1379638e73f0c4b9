import Foundation
import LayoutCore

extension LayoutHost {
    /// The view's data changed to `itemCounts` (a view that keeps the counts itself, before its
    /// next pass): the layout's context holds them at once, so screen logic created before the
    /// first layout pass reads them, and the counts are invalidated. The anchor is taken first,
    /// from the data shown until now.
    package func setItemCounts(_ itemCounts: [Int]) {
        holdAnchor()
        layout.context.itemCounts = itemCounts
        record(.dataCounts)
    }

    /// `prepare()`: hands the layout `environment` (bounds, insets, margins and traits from the
    /// view; its item counts and orthogonal offsets are ignored), asking `itemCounts` only when
    /// the counts are invalidated, and prepares the layout if anything is pending; after a data,
    /// size or layout change, the offsets of sections that scroll on their own are kept in their
    /// new ranges (except those of ``movingOrthogonalSections``). Answers
    /// whether the layout prepared. Throws what the context's validation or the layout throws;
    /// the pending invalidation is cleared either way, so one bad value does not make every
    /// later frame prepare again.
    @discardableResult
    package func prepare(with environment: LayoutContext, itemCounts: () -> [Int]) throws(LayoutError) -> Bool {
        let pending = layout.pendingInvalidation
        defer { layout.pendingInvalidation = [] }
        var context = environment
        context.itemCounts = pending.contains(.dataCounts) || !hasPrepared ? itemCounts() : layout.context.itemCounts
        context.orthogonalContentOffsets = layout.context.orthogonalContentOffsets
        context.interactiveMovement = interactiveMovement
        try context.validate()
        layout.context = context
        guard !pending.isEmpty || !hasPrepared else { return false }
        try layout.prepare()
        hasPrepared = true
        deliverMovementUpdates()
        if pending.invalidatesGeometry { clampOrthogonalContentOffsets(except: movingOrthogonalSections) }
        return true
    }
}
