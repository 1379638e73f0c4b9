import Foundation
import LayoutCore

extension CompositionalLayout {
    /// The content area the sections share: the bounds inside the content inset.
    var containerSize: CGSize {
        let inset = context.contentInset
        return CGSize(width: max(0, context.bounds.size.width - inset.horizontal),
                      height: max(0, context.bounds.size.height - inset.vertical))
    }

    /// The insets `reference` measures content insets from, across the scroll axis.
    func referenceInsets(_ reference: ContentInsetsReference) -> LayoutEdgeInsets {
        let insets: LayoutEdgeInsets
        switch reference {
        case .none:
            insets = .zero
        case .automatic, .safeArea:
            insets = context.safeAreaInsets
        case .layoutMargins:
            insets = context.layoutMargins
        case .readableContent:
            let margins = context.layoutMargins
            let extent = containerSize[axis.cross]
            let side = max(0, (extent - ContentInsetsReference.readableWidth) / 2)
            insets = axis == .vertical
                ? LayoutEdgeInsets(top: 0, left: max(margins.left, side), bottom: 0, right: max(margins.right, side))
                : LayoutEdgeInsets(top: max(margins.top, side), left: 0, bottom: max(margins.bottom, side), right: 0)
        }
        return axis == .vertical
            ? LayoutEdgeInsets(top: 0, leading: insets.left, bottom: 0, trailing: insets.right)
            : LayoutEdgeInsets(top: insets.top, leading: 0, bottom: insets.bottom, trailing: 0)
    }

    /// The environment of a section measured from `reference`.
    func environment(reference: ContentInsetsReference) -> LayoutEnvironment {
        LayoutEnvironment(container: LayoutContainer(contentSize: containerSize, contentInsets: referenceInsets(reference)),
                          traitCollection: context.traits)
    }

    /// The visible extent along the scroll axis, inside the adjusted content inset.
    var visibleExtent: ClosedRange<CGFloat> {
        let (inset, bounds) = (context.adjustedContentInset, context.bounds)
        let (before, after) = axis == .vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let low = bounds.min(axis) + before
        return low...max(low, bounds.max(axis) - after)
    }

    /// Where section `index` is now.
    func placement(ofSection index: Int) -> SolvedSection.Placement {
        SolvedSection.Placement(origin: sectionStarts[index],
                                  orthogonalOffset: sections[index].isOrthogonal ? context.orthogonalContentOffsets[index] ?? 0 : 0,
                                  visible: visibleExtent)
    }

    /// The sections whose extent (widened by the elements' overhang) meets `rect` along the axis.
    func sectionRange(overlapping rect: CGRect) -> Range<Int> {
        guard rect.isFinite, !sections.isEmpty else { return 0..<0 }
        let low = rect.min(axis) - sectionMargin, high = rect.max(axis) + sectionMargin
        var lower = 0, upper = sections.count
        while lower < upper {
            let mid = (lower + upper) / 2
            if sectionStarts[mid] + sections[mid].length < low { lower = mid + 1 } else { upper = mid }
        }
        var end = lower
        var top = sections.count
        while end < top {
            let mid = (end + top) / 2
            if sectionStarts[mid] <= high { end = mid + 1 } else { top = mid }
        }
        return lower..<max(lower, end)
    }

    /// The layout-level boundary item at `position`, in a band spanning the whole content.
    func layoutBoundaryAttributes(at position: Int) -> LayoutAttributes {
        let boundary = layoutBoundaries[position]
        let natural = boundary.frame(start: 0, end: contentLength, before: layoutBand.before, after: layoutBand.after,
                                     cross: 0...crossExtent)
        let stretches = boundary.stretches(opensContent: true)
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: boundary.item.elementKind,
                                          with: ItemPath(item: 0, section: 0),
                                          frame: boundary.pinned(natural, visible: visibleExtent, start: 0, end: contentLength,
                                                                 stretching: stretches))
        attributes.zIndex = boundary.zIndex(boundary.item.zIndex, stretching: stretches)
        return attributes
    }

    /// Every element key of the layout, O(n): the reference a brute-force check filters.
    @_spi(Testing) @_spi(Testing) public func allElementKeys() -> [ElementKey] {
        layoutBoundaries.map { ElementKey(category: .supplementaryView($0.item.elementKind), indexPath: ItemPath(item: 0, section: 0)) }
            + sections.flatMap { $0.allElementKeys() }
    }

    /// Every element's attributes, asked one by one: O(n), for references and tests.
    @_spi(Testing) @_spi(Testing) public func allElementsByBruteForce() -> [LayoutAttributes] {
        allElementKeys().compactMap { layoutAttributes(for: $0) }
    }
}
