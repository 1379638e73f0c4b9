import Foundation
import LayoutCore
import Testing

/// Prepares `layout` from scratch for `context`.
public func prepare(_ layout: any CollectionLayout, _ context: LayoutContext) throws(LayoutError) {
    layout.context = context
    layout.invalidateLayout(with: .everything)
    try layout.prepare()
    layout.pendingInvalidation = []
}

/// The properties every layout keeps, checked for one rect: the rect query equals filtering all
/// elements by their visible frame, leaving out those the layout hides (`isHidden`, the answer of
/// single queries for elements a layout does not return, such as faded wheel items); each returned element equals its single-element query; one
/// batched query answers exactly as the single queries, in order, for keys the layout has and
/// keys it does not; every value is finite; the content size covers every untransformed frame;
/// and after any bounds change it declines to invalidate, what a view keeps is still true
/// (``checkKeptAttributes(of:deltas:sourceLocation:)``).
///
/// `allElements` is the reference list; by default the layout's items and the given kinds.
public func checkLayoutContract(_ layout: any CollectionLayout, rect: CGRect, supplementaryKinds: [String] = [],
                                perItemSupplementaryKinds: [String] = [], allElements: [LayoutAttributes]? = nil,
                                checksContentCoverage: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
    let all = allElements ?? layout.allElementsByBruteForce(supplementaryKinds: supplementaryKinds,
                                                            perItemSupplementaryKinds: perItemSupplementaryKinds)
    let expected = all.filter { !$0.isHidden && $0.visibleFrame.overlaps(rect) }.sorted { $0.key < $1.key }
    let returned = layout.layoutAttributesForElements(in: rect).sorted { $0.key < $1.key }
    #expect(returned == expected, "rect query for \(rect)", sourceLocation: sourceLocation)
    for attributes in returned {
        #expect(layout.layoutAttributes(for: attributes.key) == attributes, sourceLocation: sourceLocation)
    }
    // Returned keys backwards (runs of one section in falling order), then every key in order
    // (cells interrupted by supplementaries), then keys no layout has.
    let missing = [ElementKey(category: .cell, indexPath: ItemPath(item: -1, section: 0)),
                   ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: layout.context.numberOfSections)),
                   ElementKey(category: .supplementaryView("no such kind"), indexPath: ItemPath(item: 0, section: 0))]
    let keys = returned.reversed().map(\.key) + all.map(\.key) + missing
    #expect(layout.layoutAttributes(forElements: keys) == keys.map { layout.layoutAttributes(for: $0) },
            "batched query", sourceLocation: sourceLocation)
    let size = layout.collectionViewContentSize
    #expect(size.isFinite && size.width >= 0 && size.height >= 0, sourceLocation: sourceLocation)
    for attributes in all {
        #expect(attributes.isFinite, "\(attributes.key) is not finite", sourceLocation: sourceLocation)
        guard checksContentCoverage else { continue }
        #expect(attributes.frame.minX >= -1e-6 && attributes.frame.minY >= -1e-6
                && attributes.frame.maxX <= size.width + 1e-6 && attributes.frame.maxY <= size.height + 1e-6,
                "\(attributes.key) at \(attributes.frame) is outside the content \(size)", sourceLocation: sourceLocation)
    }
    checkKeptAttributes(of: layout, sourceLocation: sourceLocation)
}

/// The bounds-change rule of the contract, as a view that keeps attributes sees it: UIKit (and
/// the simulated view) keeps the attributes it has for the elements that stay visible when the
/// layout declines to invalidate. So for the bounds moved from the layout's current bounds by
/// each of `deltas` (by default a third of the bounds along each axis, both ways, and a quarter
/// along both at once), a layout answering `false` to `shouldInvalidateLayout(forBoundsChange:)`
/// must answer, for every element of the old bounds still shown in the new ones, what it
/// answered before. A layout that invalidates is queried afresh and needs no check. The
/// layout's context is restored.
public func checkKeptAttributes(of layout: any CollectionLayout, deltas: [CGPoint]? = nil,
                                sourceLocation: SourceLocation = #_sourceLocation) {
    let original = layout.context
    defer { layout.context = original }
    let bounds = original.bounds
    guard bounds.isFinite, bounds.size.width > 0, bounds.size.height > 0 else { return }
    let (third, quarter) = (CGSize(width: bounds.width / 3, height: bounds.height / 3),
                            CGSize(width: bounds.width / 4, height: bounds.height / 4))
    let moves = deltas ?? [CGPoint(x: 0, y: third.height), CGPoint(x: 0, y: -third.height), CGPoint(x: third.width, y: 0),
                           CGPoint(x: -third.width, y: 0), CGPoint(x: quarter.width, y: quarter.height)]
    for delta in moves {
        layout.context = original
        let kept = layout.layoutAttributesForElements(in: bounds)
        let newBounds = bounds.offsetBy(dx: delta.x, dy: delta.y)
        guard !layout.shouldInvalidateLayout(forBoundsChange: newBounds) else { continue }
        layout.context.bounds = newBounds
        for element in kept where element.isShown(in: newBounds) {
            let fresh = layout.layoutAttributes(for: element.key)
            #expect(fresh == element, "\(element.key) is stale after the bounds moved by \(delta) without an invalidation: kept \(element.frame), now \(fresh.map { "\($0.frame)" } ?? "gone")",
                    sourceLocation: sourceLocation)
        }
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
