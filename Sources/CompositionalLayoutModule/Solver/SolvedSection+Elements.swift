import Foundation
import LayoutCore

extension SolvedSection {
    /// Where the section is now: its start along the scroll axis, its orthogonal scroll offset,
    /// and the visible extent along the axis (for pinned boundary items).
    struct Placement {
        var origin: CGFloat
        var orthogonalOffset: CGFloat
        var visible: ClosedRange<CGFloat>
    }

    /// `frame` moved by `along` on the scroll axis and `across` on the other.
    func shifted(_ frame: CGRect, along: CGFloat, across: CGFloat) -> CGRect {
        axis == .vertical ? frame.offsetBy(dx: across, dy: along) : frame.offsetBy(dx: along, dy: across)
    }

    /// The zIndex of an element of the section: raised to at least 1 when a decoration draws
    /// behind the section.
    private func raised(_ zIndex: Int) -> Int { decorationItems.isEmpty ? zIndex : max(zIndex, 1) }

    // MARK: Cells

    /// Where one group is: its own rect and its cells' frames, in content coordinates.
    struct GroupFrames {
        var group: CGRect
        var leaves: [CGRect]
        /// The re-flow the frames come from, in an estimated section.
        var reflow: GroupTemplate.Reflow?
    }

    /// Group `g`'s rect and cell frames, re-flowed once for an estimated section.
    func frames(ofGroup g: Int, at placement: Placement) -> GroupFrames {
        let (along, across) = groupOrigin(g, orthogonalOffset: placement.orthogonalOffset)
        let reflow = isEstimated ? reflow(ofGroup: g) : nil
        return GroupFrames(
            group: CGRect(along: axis, origin: placement.origin + along, length: reflow?.length ?? template.size[axis],
                          acrossOrigin: across, acrossLength: template.size[axis.cross]),
            leaves: (0..<itemsInGroup(g)).map { leafFrame($0, groupAlong: placement.origin + along, groupAcross: across, reflow: reflow) },
            reflow: reflow)
    }

    /// Leaf `j` of a group at `groupAlong`, `groupAcross`, moved by the group's re-flow in an
    /// estimated section.
    private func leafFrame(_ j: Int, groupAlong: CGFloat, groupAcross: CGFloat, reflow: GroupTemplate.Reflow?) -> CGRect {
        guard let reflow else { return shifted(template.leaves[j].frame, along: groupAlong, across: groupAcross) }
        return placed(template.leaves[j].frame, span: reflow.leaves[j], groupAlong: groupAlong, groupAcross: groupAcross)
    }

    /// `rect` of the template moved to `span` along the axis, in a group at `groupAlong`, `groupAcross`.
    private func placed(_ rect: CGRect, span: GroupTemplate.Reflow.Span, groupAlong: CGFloat, groupAcross: CGFloat) -> CGRect {
        CGRect(along: axis, origin: groupAlong + span.origin, length: span.length,
               acrossOrigin: groupAcross + rect.min(axis.cross), acrossLength: rect.length(axis.cross))
    }

    /// The attributes of the cell at `item`, or `nil` outside the section.
    func cellAttributes(item: Int, at placement: Placement) -> LayoutAttributes? {
        guard item >= 0, item < itemCount else { return nil }
        // The one leaf, without building the group's other leaves.
        let g = item / itemsPerGroup
        let (along, across) = groupOrigin(g, orthogonalOffset: placement.orthogonalOffset)
        let frame = leafFrame(item % itemsPerGroup, groupAlong: placement.origin + along, groupAcross: across,
                              reflow: isEstimated ? reflow(ofGroup: g) : nil)
        return cellAttributes(item: item, frame: frame)
    }

    /// The attributes of the cell at each of `items`, in order, appended to `result`: a run of
    /// single-cell queries that reads the section once.
    func appendCellAttributes(items: some Sequence<Int>, at placement: Placement, to result: inout [LayoutAttributes?]) {
        for item in items { result.append(cellAttributes(item: item, at: placement)) }
    }

    private func cellAttributes(item: Int, frame: CGRect) -> LayoutAttributes {
        var attributes = LayoutAttributes(forCellWith: ItemPath(item: item, section: index), frame: frame)
        attributes.zIndex = raised(template.leaves[item % itemsPerGroup].zIndex)
        return attributes
    }

    // MARK: Anchored supplementaries

    /// The attributes of the template's supplementary at `position` in group `g`, given where
    /// the group is; `nil` when the cell it belongs to does not exist.
    private func anchoredAttributes(position: Int, group g: Int, frames: GroupFrames) -> LayoutAttributes? {
        let supplementary = template.supplementaries[position]
        let item = g * itemsPerGroup + supplementary.leafIndex
        guard supplementary.leafIndex < frames.leaves.count else { return nil }
        var frame = shifted(supplementary.frame, along: frames.group.min(axis), across: frames.group.min(axis.cross))
        if let reflow = frames.reflow {
            let container: CGRect
            switch supplementary.target {
            case .leaf(let j): container = frames.leaves[j]
            case .group(0): container = frames.group
            case .group(let n):
                container = placed(template.groups[n].slot, span: reflow.groups[n],
                                   groupAlong: frames.group.min(axis), groupAcross: frames.group.min(axis.cross))
            }
            frame = Self.anchor(supplementary.item, size: supplementary.frame.size, to: container)
        }
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: supplementary.item.elementKind,
                                          with: ItemPath(item: item, section: index), frame: frame)
        attributes.zIndex = raised(supplementary.item.zIndex)
        return attributes
    }

    private static func anchor(_ item: LayoutSupplementaryItem, size: CGSize, to container: CGRect) -> CGRect {
        item.containerAnchor.frame(of: size, itemAnchor: item.itemAnchor, in: container)
    }

    /// The anchored supplementary of `kind` at `item`.
    func anchoredAttributes(kind: String, item: Int, at placement: Placement) -> LayoutAttributes? {
        guard item >= 0, item < itemCount, let positions = anchoredByKind[kind] else { return nil }
        let g = item / itemsPerGroup, j = item % itemsPerGroup
        guard let position = positions.first(where: { template.supplementaries[$0].leafIndex == j }) else { return nil }
        return anchoredAttributes(position: position, group: g, frames: frames(ofGroup: g, at: placement))
    }

    // MARK: Boundary items and decorations

    /// The attributes of the boundary item at `position`, pinned if it pins, stretched if it
    /// stretches (section 0's).
    func boundaryAttributes(at position: Int, at placement: Placement, pinned: Bool = true) -> LayoutAttributes {
        let boundary = boundaries[position]
        let follows = section.supplementariesFollowContentInsets
        let low = follows ? insets.before(axis.cross) : referenceInsets.before(axis.cross)
        let high = crossExtent - (follows ? insets.after(axis.cross) : referenceInsets.after(axis.cross))
        let start = placement.origin, end = placement.origin + length
        let natural = boundary.frame(start: start, end: end, before: bandBefore, after: bandAfter, cross: low...max(low, high))
        let stretches = boundary.stretches(opensContent: index == 0)
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: boundary.item.elementKind,
                                          with: ItemPath(item: 0, section: index),
                                          frame: pinned ? boundary.pinned(natural, visible: placement.visible, start: start, end: end,
                                                                          stretching: stretches) : natural)
        attributes.zIndex = boundary.zIndex(raised(boundary.item.zIndex), stretching: stretches)
        return attributes
    }

    /// How far any boundary item reaches outside the section along the axis (an item centred
    /// beside a shorter section, an offset): pinning keeps items within this reach.
    var boundaryOverhang: CGFloat {
        let placement = Placement(origin: 0, orthogonalOffset: 0, visible: 0...0)
        return boundaries.indices.reduce(0) { reach, position in
            let frame = boundaryAttributes(at: position, at: placement, pinned: false).frame
            return max(reach, -frame.min(axis), frame.max(axis) - length)
        }
    }

    /// The attributes of the decoration at `position`: the section's area shrunk by the
    /// decoration's content insets.
    func decorationAttributes(at position: Int, at placement: Placement) -> LayoutAttributes {
        let decoration = decorationItems[position]
        let low = referenceInsets.before(axis.cross)
        let area = CGRect(along: axis, origin: placement.origin, length: length, acrossOrigin: low,
                          acrossLength: max(0, crossExtent - low - referenceInsets.after(axis.cross)))
        var frame = area.inset(by: decoration.contentInsets)
        frame.size = CGSize(width: max(0, frame.size.width), height: max(0, frame.size.height))
        var attributes = LayoutAttributes(forDecorationViewOfKind: decoration.elementKind,
                                          with: ItemPath(item: 0, section: index), frame: frame)
        attributes.zIndex = decoration.zIndex
        return attributes
    }

    // MARK: Queries

    /// Every element of the section whose frame overlaps `rect`, before any visible-items handler.
    func elements(in rect: CGRect, at placement: Placement) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        appendElements(in: rect, at: placement, to: &result)
        return result
    }

    /// ``elements(in:at:)`` appended to `result`, so a layout-wide query builds one array.
    func appendElements(in rect: CGRect, at placement: Placement, to result: inout [LayoutAttributes]) {
        for position in boundaries.indices {
            let attributes = boundaryAttributes(at: position, at: placement)
            if attributes.isShown(in: rect) { result.append(attributes) }
        }
        for position in decorationItems.indices {
            let attributes = decorationAttributes(at: position, at: placement)
            if attributes.isShown(in: rect) { result.append(attributes) }
        }
        let along = (rect.min(axis) - placement.origin)...(rect.max(axis) - placement.origin)
        let across = rect.min(axis.cross)...rect.max(axis.cross)
        let groups = groupRange(along: along, across: across, orthogonalOffset: placement.orthogonalOffset)
        result.reserveGrowing(groups.count * itemsPerGroup * (1 + template.supplementaries.count))
        for g in groups {
            guard template.supplementaries.isEmpty else {
                appendElements(ofGroup: g, in: rect, at: placement, to: &result)
                continue
            }
            // Cells only: each leaf is placed on its own, without collecting the group's frames.
            let (groupAlong, groupAcross) = groupOrigin(g, orthogonalOffset: placement.orthogonalOffset)
            let reflow = isEstimated ? reflow(ofGroup: g) : nil
            for j in 0..<itemsInGroup(g) {
                let frame = leafFrame(j, groupAlong: placement.origin + groupAlong, groupAcross: groupAcross, reflow: reflow)
                if frame.overlaps(rect) { result.append(cellAttributes(item: g * itemsPerGroup + j, frame: frame)) }
            }
        }
    }

    /// The cells and anchored supplementaries of group `g` that overlap `rect`.
    private func appendElements(ofGroup g: Int, in rect: CGRect, at placement: Placement, to result: inout [LayoutAttributes]) {
        let frames = frames(ofGroup: g, at: placement)
        for (j, frame) in frames.leaves.enumerated() where frame.overlaps(rect) {
            result.append(cellAttributes(item: g * itemsPerGroup + j, frame: frame))
        }
        for position in template.supplementaries.indices {
            if let attributes = anchoredAttributes(position: position, group: g, frames: frames), attributes.isShown(in: rect) {
                result.append(attributes)
            }
        }
    }

    /// Every element key of the section, O(n): for brute-force references.
    func allElementKeys() -> [ElementKey] {
        var keys = boundaries.map { ElementKey(category: .supplementaryView($0.item.elementKind), indexPath: ItemPath(item: 0, section: index)) }
        keys += decorationItems.map { ElementKey(category: .decorationView($0.elementKind), indexPath: ItemPath(item: 0, section: index)) }
        for item in 0..<itemCount {
            let path = ItemPath(item: item, section: index)
            keys.append(ElementKey(category: .cell, indexPath: path))
            for supplementary in template.supplementaries where supplementary.leafIndex == item % itemsPerGroup {
                keys.append(ElementKey(category: .supplementaryView(supplementary.item.elementKind), indexPath: path))
            }
        }
        return keys
    }
}
