import Foundation
import LayoutCore

extension GroupTemplate {
    /// Where the cells and groups of one repetition of the template lie along the scroll axis
    /// once its self-sizing cells take their reported lengths.
    struct Reflow {
        /// An origin and a length along the scroll axis, relative to the top-level group's origin.
        struct Span {
            var origin: CGFloat
            var length: CGFloat
        }

        /// Each present cell's frame along the axis.
        var leaves: [Span]
        /// Each group's slot along the axis (groups without a present cell keep the template's).
        var groups: [Span]

        /// The top-level group's length.
        var length: CGFloat { groups[0].length }
    }

    /// Re-flows a repetition holding the first `count` cells, where `reportedLength(j)` is the
    /// length reported for self-sizing cell `j` (or `nil` to keep the template's).
    ///
    /// A group stacking along the axis moves each subitem by the growth of the ones before it; an
    /// estimated group is as long as its present content plus its trailing inset, from its start
    /// to its farthest subitem; any other group keeps its length. O(cells + groups).
    func reflow(count: Int, reportedLength: (Int) -> CGFloat?) -> Reflow {
        let axis = axis
        var leafSpans = leaves.prefix(count).map { Reflow.Span(origin: $0.frame.min(axis), length: $0.frame.length(axis)) }
        var groupSpans = groups.map { Reflow.Span(origin: $0.slot.min(axis), length: $0.slot.length(axis)) }

        /// Places group `n` moved by `shift` and returns its new length.
        func place(group n: Int, shift: CGFloat) -> CGFloat {
            let group = groups[n]
            let start = group.slot.min(axis) + shift
            var growth: CGFloat = 0, end = start
            subitems: for subitem in group.subitems {
                let subitemShift = shift + (group.stacksAlongScrollAxis ? growth : 0)
                let slot: CGRect, length: CGFloat
                switch subitem {
                case .leaf(let j):
                    guard j < count else { break subitems }
                    let leaf = leaves[j]
                    let reported = leaf.isSelfSizing ? reportedLength(j) : nil
                    leafSpans[j] = .init(origin: leaf.frame.min(axis) + subitemShift, length: reported ?? leaf.frame.length(axis))
                    slot = leaf.slot
                    length = reported ?? slot.length(axis)
                case .group(let m):
                    guard groups[m].firstLeaf < count else { break subitems }
                    slot = groups[m].slot
                    length = place(group: m, shift: subitemShift)
                }
                growth += length - slot.length(axis)
                end = max(end, slot.min(axis) + subitemShift + length)
            }
            let length = group.isEstimated ? end - start + group.insetAfter : group.slot.length(axis)
            groupSpans[n] = .init(origin: start, length: length)
            return length
        }

        if !groups.isEmpty { _ = place(group: 0, shift: 0) }
        return Reflow(leaves: leafSpans, groups: groupSpans)
    }

    /// Makes every nested group estimated along the scroll axis as long as its content, moving
    /// what follows it, so that a re-flow without reported lengths is the template itself.
    mutating func settleEstimatedGroups() {
        guard groups.dropFirst().contains(where: \.isEstimated) else { return }
        let settled = reflow(count: leaves.count) { _ in nil }
        let axis = axis
        func moved(_ rect: CGRect, to span: Reflow.Span) -> CGRect {
            CGRect(along: axis, origin: span.origin, length: span.length,
                   acrossOrigin: rect.min(axis.cross), acrossLength: rect.length(axis.cross))
        }
        let shifts = leaves.indices.map { settled.leaves[$0].origin - leaves[$0].frame.min(axis) }
        for j in leaves.indices {
            leaves[j].frame = moved(leaves[j].frame, to: settled.leaves[j])
            leaves[j].slot = moved(leaves[j].slot, to: .init(origin: leaves[j].slot.min(axis) + shifts[j],
                                                               length: leaves[j].slot.length(axis)))
        }
        for n in groups.indices.dropFirst() { groups[n].slot = moved(groups[n].slot, to: settled.groups[n]) }
        for index in supplementaries.indices {
            let supplementary = supplementaries[index]
            switch supplementary.target {
            case .leaf(let j):
                supplementaries[index].frame = moved(supplementary.frame, to: .init(
                    origin: supplementary.frame.min(axis) + shifts[j], length: supplementary.frame.length(axis)))
            case .group(let n) where n > 0:
                supplementaries[index].frame = supplementary.item.containerAnchor.frame(
                    of: supplementary.frame.size, itemAnchor: supplementary.item.itemAnchor, in: groups[n].slot)
            case .group:
                break
            }
        }
    }
}
