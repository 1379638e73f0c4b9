import Foundation
import CollectionLayoutsTesting
@_spi(Testing) import LayoutCore
import Testing

/// Prepares `layout` from scratch for `context`.
public func prepare(_ layout: any CollectionLayout, _ context: LayoutContext) throws(LayoutError) {
    layout.hostState.context = context
    layout.invalidateLayout(with: .everything)
    try layout.prepare()
    layout.hostState.pendingInvalidation = []
}

/// The layout contract for one rect
/// (``CollectionLayout/contractViolations(in:supplementaryKinds:perItemSupplementaryKinds:allElements:checksContentCoverage:)``),
/// each violation recorded as an issue at the caller.
public func checkLayoutContract(_ layout: any CollectionLayout, rect: CGRect, supplementaryKinds: [String] = [],
                                perItemSupplementaryKinds: [String] = [], allElements: [LayoutAttributes]? = nil,
                                checksContentCoverage: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
    for violation in layout.contractViolations(in: rect, supplementaryKinds: supplementaryKinds,
                                               perItemSupplementaryKinds: perItemSupplementaryKinds, allElements: allElements,
                                               checksContentCoverage: checksContentCoverage) {
        Issue.record(Comment(rawValue: violation.description), sourceLocation: sourceLocation)
    }
}

/// The bounds-change rule of the contract (``CollectionLayout/keptAttributeViolations(deltas:)``),
/// each violation recorded as an issue at the caller.
public func checkKeptAttributes(of layout: any CollectionLayout, deltas: [CGPoint]? = nil,
                                sourceLocation: SourceLocation = #_sourceLocation) {
    for violation in layout.keptAttributeViolations(deltas: deltas) {
        Issue.record(Comment(rawValue: violation.description), sourceLocation: sourceLocation)
    }
}

/// What a transition shows in `rect` at `progress`, worked out from every element of the layout
/// it starts from (`first`) and of the one it ends at (`second`): each element either layout
/// shows in the rect, moved `progress` of the way between its two places, or faded where its
/// one layout puts it.
public func transitionByBruteForce(from first: [LayoutAttributes], to second: [LayoutAttributes], progress: CGFloat,
                                   in rect: CGRect) -> [LayoutAttributes] {
    let starts = Dictionary(uniqueKeysWithValues: first.map { ($0.key, $0) })
    let ends = Dictionary(uniqueKeysWithValues: second.map { ($0.key, $0) })
    var reference: [LayoutAttributes] = []
    for key in Set(starts.keys).union(ends.keys) {
        let start = starts[key], end = ends[key]
        guard start?.isShown(in: rect) == true || end?.isShown(in: rect) == true else { continue }
        switch (start, end) {
        case let (start?, end?): reference.append(progress == 0 ? start : start.interpolated(to: end, progress: progress))
        case (var start?, nil) where progress < 1: start.alpha *= 1 - progress; reference.append(start)
        case (nil, var end?) where progress > 0: end.alpha *= progress; reference.append(end)
        default: break
        }
    }
    return reference
}
