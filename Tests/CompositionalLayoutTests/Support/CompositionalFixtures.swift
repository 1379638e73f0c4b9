@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
import TestSupport
import Testing

/// A portrait phone: 390 × 844.
let portrait = CGSize(width: 390, height: 844)
/// The same phone in landscape: 844 × 390.
let landscape = CGSize(width: 844, height: 390)

/// `layout` prepared for a view of `size` at `offset` with `itemCounts`.
@discardableResult
func prepared<Layout: CollectionLayout>(_ layout: Layout, size: CGSize = portrait, itemCounts: [Int],
                                        offset: CGPoint = .zero, safeArea: LayoutEdgeInsets = .zero) throws -> Layout {
    try prepare(layout, LayoutContext(bounds: CGRect(origin: offset, size: size), itemCounts: itemCounts,
                                      safeAreaInsets: safeArea))
    return layout
}

/// The frame of the cell at `item` in `section`.
func cellFrame(_ layout: CompositionalLayout, _ item: Int, section: Int = 0) -> CGRect? {
    layout.layoutAttributesForItem(at: ItemPath(item: item, section: section))?.frame
}

/// An item of `width` × `height`.
func item(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutItem {
    LayoutItem(layoutSize: LayoutSize(widthDimension: width, heightDimension: height))
}

/// A size of `width` × `height`.
func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
    LayoutSize(widthDimension: width, heightDimension: height)
}

/// The layout's contract checked for `rect` against every element asked one by one.
func checkCompositionalContract(_ layout: CompositionalLayout, rect: CGRect, coversContent: Bool = true,
                                sourceLocation: SourceLocation = #_sourceLocation) {
    checkLayoutContract(layout, rect: rect, allElements: layout.allElementsByBruteForce(),
                        checksContentCoverage: coversContent, sourceLocation: sourceLocation)
}


/// Whether an optional number is present and within `tolerance` of `expected`.
func close(_ value: CGFloat?, _ expected: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool {
    value.map { abs($0 - expected) <= tolerance } ?? false
}

/// Whether an optional rectangle is present and within `tolerance` of `expected`.
func close(_ value: CGRect?, _ expected: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
    value.map { TestSupport.close($0, expected, tolerance) } ?? false
}
