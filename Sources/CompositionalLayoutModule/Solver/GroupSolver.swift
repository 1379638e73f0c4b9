import Foundation
import LayoutCore

/// Solves a section's group once: resolves dimensions against their containers, places
/// subitems with fixed and flexible spacing and edge spacing, recurses into nested groups, asks
/// custom providers, and anchors supplementaries. Every bad value throws a
/// ``LayoutError/invalidModel(element:problem:)`` naming where it is.
struct GroupSolver {
    /// The layout's scroll axis.
    var scrollAxis: ScrollDirection
    /// The traits handed to custom providers.
    var traits: LayoutTraits
    /// The most items one repeating group may hold before it counts as never filling.
    static let maximumRepeatedItems = 10_000

    /// Solves `group` as the top-level group of a section whose effective content size is
    /// `container`. An estimated extent becomes the extent of the group's content: the group is
    /// arranged again in that extent once, and if its content still differs (an estimate so far
    /// off that another repetition fits) it takes the content's extent without a third pass.
    func solve(_ group: LayoutGroup, in container: CGSize, name: String) throws(LayoutError) -> GroupTemplate {
        try Self.check(group, name: name)
        var size = group.layoutSize.resolved(in: container)
        var template = try solve(group, size: size, name: name)
        for pass in 0..<2 {
            let measured = Self.contentExtent(of: template, insets: group.contentInsets)
            var changed = false
            for axis in ScrollDirection.allCases where group.layoutSize[axis].isEstimated && measured[axis] > 0
                && measured[axis] != size[axis] {
                size[axis] = measured[axis]
                changed = true
            }
            guard changed else { break }
            if pass == 0 {
                template = try solve(group, size: size, name: name)
            } else {
                template.resize(to: size)
            }
        }
        return template
    }

    private func solve(_ group: LayoutGroup, size: CGSize, name: String) throws(LayoutError) -> GroupTemplate {
        var template = GroupTemplate(size: size, axis: scrollAxis)
        try place(group, in: CGRect(origin: .zero, size: size), parent: nil, estimatedChain: true, name: name, into: &template)
        template.settleEstimatedGroups()
        return template
    }

    /// The extent of a group's content: its leaves' and nested groups' slots, plus its insets.
    private static func contentExtent(of template: GroupTemplate, insets: LayoutEdgeInsets) -> CGSize {
        var maxX: CGFloat = 0, maxY: CGFloat = 0
        for slot in template.leaves.map(\.slot) + template.groups.dropFirst().map(\.slot) {
            maxX = max(maxX, slot.maxX); maxY = max(maxY, slot.maxY)
        }
        return CGSize(width: maxX + insets.right, height: maxY + insets.bottom)
    }

    // MARK: Placing

    /// Places `item` in `slot` as a subitem of group `parent`; `estimatedChain` says whether
    /// every group above it is estimated along the scroll axis, so that its cells can size
    /// themselves.
    private func place(_ item: LayoutItem, in slot: CGRect, parent: Int?, estimatedChain: Bool, name: String,
                       into template: inout GroupTemplate) throws(LayoutError) {
        guard let group = item as? LayoutGroup else {
            placeLeaf(item, in: slot, parent: parent, selfSizing: estimatedChain && item.layoutSize[scrollAxis].isEstimated,
                      into: &template)
            return
        }
        let index = template.groups.count
        let isEstimated = group.layoutSize[scrollAxis].isEstimated
        let groupAxis: ScrollDirection = group.arrangement == .vertical ? .vertical : .horizontal
        template.groups.append(.init(slot: slot, stacksAlongScrollAxis: group.arrangement != .custom && groupAxis == scrollAxis,
                                     isEstimated: isEstimated, insetAfter: group.contentInsets.after(scrollAxis),
                                     firstLeaf: template.leaves.count))
        if let parent { template.groups[parent].subitems.append(.group(index)) }
        let inner = slot.inset(by: group.contentInsets)
        switch group.arrangement {
        case .custom:
            try placeCustom(group, in: slot, parent: index, name: name, into: &template)
        case .horizontal, .vertical:
            let axis: ScrollDirection = group.arrangement == .horizontal ? .horizontal : .vertical
            let placements = try arrange(group, along: axis, in: inner, name: name)
            for (position, placement) in placements.enumerated() {
                let childName = "\(name) › subitem \(position % max(1, group.subitems.count))"
                try place(placement.item, in: placement.frame, parent: index, estimatedChain: estimatedChain && isEstimated,
                          name: childName, into: &template)
            }
        }
        let firstLeaf = template.groups[index].firstLeaf
        for supplementary in group.supplementaryItems {
            let size = supplementary.layoutSize.resolved(in: slot.size)
            let frame = supplementary.containerAnchor.frame(of: size, itemAnchor: supplementary.itemAnchor, in: slot)
            template.supplementaries.append(.init(item: supplementary, frame: frame, target: .group(index), leafIndex: firstLeaf))
        }
    }

    private func placeLeaf(_ item: LayoutItem, in slot: CGRect, parent: Int?, selfSizing: Bool,
                           into template: inout GroupTemplate) {
        var insets = item.contentInsets
        if item.layoutSize.widthDimension.isEstimated { insets.left = 0; insets.right = 0 }
        if item.layoutSize.heightDimension.isEstimated { insets.top = 0; insets.bottom = 0 }
        var frame = slot.inset(by: insets)
        frame.size = CGSize(width: max(0, frame.width), height: max(0, frame.height))
        let leafIndex = template.leaves.count
        template.leaves.append(.init(frame: frame, slot: slot, zIndex: 0, isSelfSizing: selfSizing))
        if let parent { template.groups[parent].subitems.append(.leaf(leafIndex)) }
        for supplementary in item.supplementaryItems {
            let size = supplementary.layoutSize.resolved(in: frame.size)
            template.supplementaries.append(.init(
                item: supplementary,
                frame: supplementary.containerAnchor.frame(of: size, itemAnchor: supplementary.itemAnchor, in: frame),
                target: .leaf(leafIndex), leafIndex: leafIndex))
        }
    }

    private func placeCustom(_ group: LayoutGroup, in slot: CGRect, parent: Int, name: String,
                             into template: inout GroupTemplate) throws(LayoutError) {
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: slot.size, contentInsets: group.contentInsets),
                                            traitCollection: traits)
        let items = group.itemProvider?(environment) ?? []
        guard !items.isEmpty else {
            throw .invalidModel(element: name, problem: "the custom group's provider returned no items")
        }
        for (index, custom) in items.enumerated() {
            let frame = custom.frame
            guard frame.isFinite, frame.size.width >= 0, frame.size.height >= 0 else {
                throw .invalidModel(element: "\(name) › custom item \(index)",
                                    problem: "frame \(frame) must be finite with a non-negative size")
            }
            let placed = frame.offsetBy(dx: slot.minX, dy: slot.minY)
            template.groups[parent].subitems.append(.leaf(template.leaves.count))
            template.leaves.append(.init(frame: placed, slot: placed, zIndex: custom.zIndex, isSelfSizing: false))
        }
    }

    // MARK: Arranging a row or column

    /// One subitem's place in its group.
    private struct Placement {
        var item: LayoutItem
        var frame: CGRect
    }

    /// A subitem's extents and edge spacing before the leftover space is shared.
    private struct Entry {
        var item: LayoutItem
        var along: CGFloat
        var across: CGFloat
        var before: LayoutSpacing?
        var after: LayoutSpacing?
        var crossBefore: LayoutSpacing?
        var crossAfter: LayoutSpacing?
    }

    private func arrange(_ group: LayoutGroup, along axis: ScrollDirection, in inner: CGRect,
                         name: String) throws(LayoutError) -> [Placement] {
        let spacing = group.interItemSpacing ?? .fixed(0)
        let available = inner.size[axis]
        var entries: [Entry] = []
        if let count = group.count {
            guard let subitem = group.subitems.first else {
                throw .invalidModel(element: name, problem: "a group needs at least one subitem")
            }
            let along = (available - spacing.spacing * CGFloat(count - 1)) / CGFloat(count)
            guard along >= 0 else {
                throw .invalidModel(element: name, problem: "\(count) items with spacing \(spacing.spacing.messageDescription) can never fit in \(available.messageDescription) pt")
            }
            entries = Array(repeating: entry(subitem, along: along, axis: axis, in: inner.size), count: count)
        } else {
            // A group estimated along its own axis grows to hold each of its subitems at least
            // once; the estimate only bounds how often they repeat.
            let placedOnce = group.layoutSize[axis].isEstimated ? group.subitems.count : 0
            var used: CGFloat = 0
            var index = 0
            while true {
                let subitem = group.subitems[index % group.subitems.count]
                let candidate = entry(subitem, along: subitem.layoutSize[axis].resolved(in: inner.size), axis: axis, in: inner.size)
                let need = (entries.isEmpty ? 0 : spacing.spacing) + (candidate.before?.spacing ?? 0)
                    + candidate.along + (candidate.after?.spacing ?? 0)
                guard index < placedOnce || used + need <= available + 1e-9 * max(1, available) else { break }
                entries.append(candidate)
                used += need
                index += 1
                guard entries.count < Self.maximumRepeatedItems else {
                    throw .invalidModel(element: name,
                                        problem: "subitems of size \(subitem.layoutSize) repeat without filling the group (\(available.messageDescription) pt)")
                }
            }
            guard !entries.isEmpty else {
                let first = group.subitems[0]
                throw .invalidModel(element: name,
                                    problem: "its first subitem (\(first.layoutSize)) can never fit in \(available.messageDescription) pt")
            }
        }
        return distribute(entries, spacing: spacing, along: axis, in: inner)
    }

    private func entry(_ item: LayoutItem, along: CGFloat, axis: ScrollDirection, in container: CGSize) -> Entry {
        let edges = item.edgeSpacing
        let across = item.layoutSize[axis.cross].resolved(in: container)
        return axis == .horizontal
            ? Entry(item: item, along: along, across: across, before: edges?.leading, after: edges?.trailing,
                    crossBefore: edges?.top, crossAfter: edges?.bottom)
            : Entry(item: item, along: along, across: across, before: edges?.top, after: edges?.bottom,
                    crossBefore: edges?.leading, crossAfter: edges?.trailing)
    }

    /// Places the entries: fixed spacing exactly, and the leftover space shared equally by every
    /// flexible spacing (between items and on their flexible edges); across the axis, flexible
    /// edges share the room the item leaves.
    private func distribute(_ entries: [Entry], spacing: LayoutSpacing, along axis: ScrollDirection,
                            in inner: CGRect) -> [Placement] {
        let gaps = entries.count - 1
        var used = spacing.spacing * CGFloat(gaps)
        var flexibleCount = spacing.isFlexibleSpacing ? gaps : 0
        for entry in entries {
            used += entry.along + (entry.before?.spacing ?? 0) + (entry.after?.spacing ?? 0)
            flexibleCount += (entry.before?.isFlexibleSpacing == true ? 1 : 0) + (entry.after?.isFlexibleSpacing == true ? 1 : 0)
        }
        let leftover = max(0, inner.size[axis] - used)
        let share = flexibleCount > 0 ? leftover / CGFloat(flexibleCount) : 0
        func length(_ spacing: LayoutSpacing?) -> CGFloat {
            guard let spacing else { return 0 }
            return spacing.spacing + (spacing.isFlexibleSpacing ? share : 0)
        }
        var cursor = inner.min(axis)
        var placements: [Placement] = []
        placements.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            cursor += length(entry.before)
            let crossRoom = inner.size[axis.cross] - entry.across - (entry.crossBefore?.spacing ?? 0) - (entry.crossAfter?.spacing ?? 0)
            let crossFlexible = (entry.crossBefore?.isFlexibleSpacing == true ? 1 : 0) + (entry.crossAfter?.isFlexibleSpacing == true ? 1 : 0)
            let crossShare = crossFlexible > 0 ? max(0, crossRoom) / CGFloat(crossFlexible) : 0
            let crossOrigin = inner.min(axis.cross) + (entry.crossBefore?.spacing ?? 0)
                + (entry.crossBefore?.isFlexibleSpacing == true ? crossShare : 0)
            placements.append(Placement(item: entry.item, frame: CGRect(along: axis, origin: cursor, length: entry.along,
                                                                         acrossOrigin: crossOrigin, acrossLength: entry.across)))
            cursor += entry.along + length(entry.after)
            if index < gaps { cursor += length(spacing) }
        }
        return placements
    }
}
