import Foundation
import LayoutCore

/// One section solved for its container: the group template, where the groups start and how
/// far apart they are, its boundary items and decorations. Along the scroll axis everything is
/// local to the section's start, so later sections move by changing one origin.
///
/// A section of identical groups stores nothing per item: group `g` sits at
/// `contentStart + g·stride`. An estimated section keeps its group lengths in a
/// ``PrefixSumTree`` so one self-sizing resolution costs O(log n).
struct SolvedSection {
    let index: Int
    let section: LayoutSection
    let environment: LayoutEnvironment
    let axis: ScrollDirection
    let itemCount: Int
    let template: GroupTemplate
    let itemsPerGroup: Int
    let groupCount: Int
    let isOrthogonal: Bool
    /// Section content insets plus the reference insets across the axis.
    let insets: LayoutEdgeInsets
    /// The reference insets alone (safe area, layout margins, …).
    let referenceInsets: LayoutEdgeInsets
    /// The container's extent across the scroll axis.
    let crossExtent: CGFloat
    let boundaries: [BoundaryPlacement]
    let bandBefore: CGFloat
    let bandAfter: CGFloat
    /// Where the groups start along the axis, from the section's start.
    let contentStart: CGFloat
    /// Where the (first) group starts across the axis.
    let crossStart: CGFloat
    let spacing: CGFloat
    /// The distance from one group to the next: along the axis, or across it when orthogonal.
    let stride: CGFloat
    /// The length of an orthogonal section's scrolling content, insets included.
    let orthogonalContentLength: CGFloat
    /// Group lengths plus spacing, for an estimated section.
    private(set) var sizes: PrefixSumTree?
    /// Lengths along the axis reported for self-sizing items, by item.
    private(set) var resolvedLengths: [Int: CGFloat] = [:]
    /// How far elements reach beyond a group's extent, along and across the axis.
    let overhangAlong: (before: CGFloat, after: CGFloat)
    let overhangAcross: (before: CGFloat, after: CGFloat)
    /// The template's supplementaries of each kind, by their index in the template.
    let anchoredByKind: [String: [Int]]
    /// The section's decorations as of solving, read without going back to the section object
    /// for every element.
    let decorationItems: [LayoutDecorationItem]

    /// Solves `section` with `itemCount` items in `environment` (whose container is the layout's
    /// content area, with the reference insets as its content insets).
    init(index: Int, section: LayoutSection, itemCount: Int, environment: LayoutEnvironment,
         axis: ScrollDirection, solver: GroupSolver) throws(LayoutError) {
        let name = "section \(index)"
        try GroupSolver.check(section, name: name)
        self.index = index
        self.section = section
        decorationItems = section.decorationItems
        self.environment = environment
        self.axis = axis
        self.itemCount = itemCount
        referenceInsets = environment.container.contentInsets
        insets = referenceInsets + section.contentInsets
        let container = environment.container.contentSize
        crossExtent = container[axis.cross]
        isOrthogonal = section.orthogonalScrollingBehavior != .none
        let effective = CGSize(width: max(0, container.width - insets.left - insets.right),
                               height: max(0, container.height - insets.top - insets.bottom))
        template = try solver.solve(section.group, in: effective, name: "\(name) › group")
        itemsPerGroup = template.leaves.count
        groupCount = (itemCount + itemsPerGroup - 1) / itemsPerGroup
        spacing = section.interGroupSpacing

        let crossRegion = section.supplementariesFollowContentInsets
            ? CGSize(along: axis, container[axis], across: effective[axis.cross])
            : CGSize(along: axis, container[axis], across: max(0, crossExtent - referenceInsets.total(along: axis.cross)))
        boundaries = section.boundarySupplementaryItems.map { BoundaryPlacement($0, axis: axis, container: crossRegion) }
        (bandBefore, bandAfter) = BoundaryPlacement.bands(boundaries)
        contentStart = bandBefore + insets.before(axis)

        let groupLength = template.size[axis], groupCross = template.size[axis.cross]
        if isOrthogonal {
            let centering = section.orthogonalScrollingBehavior == .groupPagingCentered
                ? max(0, (effective[axis.cross] - groupCross) / 2) : 0
            crossStart = insets.before(axis.cross) + centering
            stride = groupCross + spacing
            orthogonalContentLength = groupCount == 0 ? 0
                : crossStart + CGFloat(groupCount) * stride - spacing + centering + insets.after(axis.cross)
        } else {
            crossStart = insets.before(axis.cross)
            stride = groupLength + spacing
            orthogonalContentLength = 0
        }
        guard groupCount == 0 || stride > 0 else {
            throw .invalidModel(element: "\(name) interGroupSpacing",
                                problem: "groups of length \(isOrthogonal ? groupCross : groupLength) with spacing \(spacing) never advance")
        }
        if !isOrthogonal && template.hasSelfSizingLeaves {
            guard spacing >= 0 else {
                throw .invalidModel(element: "\(name) interGroupSpacing",
                                    problem: "\(spacing) must be ≥ 0 in a section with estimated items")
            }
            // Every full group is as long as the template; a partly filled last one is as long as
            // its own cells.
            var sizes = PrefixSumTree(repeating: template.reflow(count: itemsPerGroup) { _ in nil }.length + spacing,
                                      count: groupCount)
            let lastCount = itemCount - (groupCount - 1) * itemsPerGroup
            if groupCount > 0 && lastCount < itemsPerGroup {
                sizes.set(template.reflow(count: lastCount) { _ in nil }.length + spacing, at: groupCount - 1)
            }
            self.sizes = sizes
        }
        overhangAlong = template.overhang(along: axis)
        overhangAcross = template.overhang(along: axis.cross)

        var byKind: [String: [Int]] = [:]
        var seen = Set<String>()
        for (position, supplementary) in template.supplementaries.enumerated() {
            let kind = supplementary.item.elementKind
            guard seen.insert("\(kind)#\(supplementary.leafIndex)").inserted else {
                throw .invalidModel(element: "\(name) › supplementary (\(kind))",
                                    problem: "two supplementaries of kind \(kind) would share item \(supplementary.leafIndex)'s index path")
            }
            byKind[kind, default: []].append(position)
        }
        var boundaryKinds = Set<String>()
        for boundary in section.boundarySupplementaryItems {
            guard boundaryKinds.insert(boundary.elementKind).inserted, byKind[boundary.elementKind] == nil else {
                throw .invalidModel(element: "\(name) › boundary supplementary (\(boundary.elementKind))",
                                    problem: "kind \(boundary.elementKind) is used twice in the section; index paths would collide")
            }
        }
        anchoredByKind = byKind
    }

    // MARK: Extent

    /// Whether the section's group lengths come from the content.
    var isEstimated: Bool { sizes != nil }

    /// The extent of the groups along the axis.
    var contentLength: CGFloat {
        guard groupCount > 0 else { return 0 }
        if isOrthogonal { return template.size[axis] }
        if let sizes { return sizes.total - spacing }
        return CGFloat(groupCount) * stride - spacing
    }

    /// The section's whole extent along the axis: bands, insets and groups.
    var length: CGFloat { bandBefore + insets.before(axis) + contentLength + insets.after(axis) + bandAfter }

    /// The offsets an orthogonal section can rest at: from 0 to its content beyond the container.
    var orthogonalScrollableRange: ClosedRange<CGFloat> {
        0...max(0, orthogonalContentLength - crossExtent)
    }

    // MARK: Groups

    /// Where group `g` starts: along the axis from the section's start, and across it.
    func groupOrigin(_ g: Int, orthogonalOffset: CGFloat) -> (along: CGFloat, across: CGFloat) {
        if isOrthogonal { return (contentStart, crossStart + CGFloat(g) * stride - orthogonalOffset) }
        if let sizes { return (contentStart + sizes.prefixSum(g), crossStart) }
        return (contentStart + CGFloat(g) * stride, crossStart)
    }

    /// The groups that can have an element in the local rect `along × across`.
    func groupRange(along: ClosedRange<CGFloat>, across: ClosedRange<CGFloat>, orthogonalOffset: CGFloat) -> Range<Int> {
        guard groupCount > 0 else { return 0..<0 }
        let first: Int, last: Int
        if isOrthogonal {
            let groupLength = template.size[axis]
            guard along.upperBound >= contentStart - overhangAlong.before,
                  along.lowerBound <= contentStart + groupLength + overhangAlong.after else { return 0..<0 }
            let low = across.lowerBound + orthogonalOffset - crossStart - template.size[axis.cross] - overhangAcross.after
            let high = across.upperBound + orthogonalOffset - crossStart + overhangAcross.before
            first = Self.floorIndex(low / stride)
            last = Self.floorIndex(high / stride)
        } else if let sizes {
            first = sizes.index(containing: along.lowerBound - contentStart - overhangAlong.after)
            last = sizes.index(containing: along.upperBound - contentStart + overhangAlong.before)
        } else {
            first = Self.floorIndex((along.lowerBound - contentStart - template.size[axis] - overhangAlong.after) / stride)
            last = Self.floorIndex((along.upperBound - contentStart + overhangAlong.before) / stride)
        }
        let lower = min(max(0, first), groupCount), upper = min(max(-1, last), groupCount - 1)
        return lower..<max(lower, upper + 1)
    }

    private static func floorIndex(_ value: CGFloat) -> Int {
        Int(saturating: value.rounded(.down))
    }

    /// The number of items in group `g` (the last may be partly filled).
    func itemsInGroup(_ g: Int) -> Int { min(itemsPerGroup, itemCount - g * itemsPerGroup) }

    // MARK: Self-sizing

    /// Group `g` re-flowed with the lengths reported for its self-sizing cells.
    func reflow(ofGroup g: Int) -> GroupTemplate.Reflow {
        let first = g * itemsPerGroup
        return template.reflow(count: itemsInGroup(g)) { resolvedLengths[first + $0] }
    }

    /// Records that `item` is `length` long along the axis; re-flows its group and moves every
    /// later group in O(log n). Returns whether anything changed.
    mutating func resolve(item: Int, length: CGFloat) -> Bool {
        guard sizes != nil, item >= 0, item < itemCount, length.isFinite, length >= 0,
              template.leaves[item % itemsPerGroup].isSelfSizing, resolvedLengths[item] != length else { return false }
        resolvedLengths[item] = length
        let g = item / itemsPerGroup
        let groupLength = reflow(ofGroup: g).length
        sizes?.set(groupLength + spacing, at: g)
        return true
    }

    /// Whether `item` sizes itself and no length was reported for it.
    func hasEstimatedLength(item: Int) -> Bool {
        sizes != nil && item >= 0 && item < itemCount && template.leaves[item % itemsPerGroup].isSelfSizing
            && resolvedLengths[item] == nil
    }

    /// Takes over lengths reported to an earlier solve of the same section.
    mutating func restore(_ lengths: [Int: CGFloat]) {
        for (item, length) in lengths { _ = resolve(item: item, length: length) }
    }
}
