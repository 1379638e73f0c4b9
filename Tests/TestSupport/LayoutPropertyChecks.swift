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
/// single queries for elements a layout does not return, such as faded wheel items); each returned element equals its single-element query; every
/// value is finite; the content size covers every untransformed frame.
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
    let size = layout.collectionViewContentSize
    #expect(size.isFinite && size.width >= 0 && size.height >= 0, sourceLocation: sourceLocation)
    for attributes in all {
        #expect(attributes.isFinite, "\(attributes.key) is not finite", sourceLocation: sourceLocation)
        guard checksContentCoverage else { continue }
        #expect(attributes.frame.minX >= -1e-6 && attributes.frame.minY >= -1e-6
                && attributes.frame.maxX <= size.width + 1e-6 && attributes.frame.maxY <= size.height + 1e-6,
                "\(attributes.key) at \(attributes.frame) is outside the content \(size)", sourceLocation: sourceLocation)
    }
}
