import Foundation
import LayoutCore

/// Breaks one section's items into lines and places them as `UICollectionViewFlowLayout` does:
/// items fill a line while they fit with the minimum interitem spacing; lines are `lineSpacing`
/// apart. Along the line, the items sit as ``lineAlignment`` says (UIKit's: justified, the first
/// at the leading inset and the last at the trailing one with equal gaps between, a lone item at
/// the leading inset); across it, as ``itemAlignment`` says (UIKit's: centred in the line's
/// thickness, its thickest item).
struct FlowLineBuilder: LineBreaking {
    let axis: ScrollDirection
    /// Where the first line starts along the scroll axis.
    var start: CGFloat
    /// The leading edge of the line, across the scroll axis.
    let crossStart: CGFloat
    /// The room available for a line, across the scroll axis.
    let available: CGFloat
    let lineSpacing: CGFloat
    let interitemSpacing: CGFloat
    /// Where a line's items sit along it.
    var lineAlignment: FlowLineAlignment = .justified
    /// Where an item sits within its line's thickness.
    var itemAlignment: FlowItemAlignment = .center

    /// The end of the line that starts at item `first`, of `count` items whose sizes `item`
    /// gives: the first item that no longer fits after the others with the interitem spacing.
    /// A line holds at least one item, however wide.
    func lineEnd(from first: Int, count: Int, item size: (Int) -> CGSize) -> Int {
        var end = first + 1, length = size(first)[axis.cross]
        while end < count {
            let across = size(end)[axis.cross]
            guard length + interitemSpacing + across <= available else { break }
            length += interitemSpacing + across
            end += 1
        }
        return end
    }

    /// The thickest item's extent along the axis.
    func thickness(of sizes: ArraySlice<CGSize>, isLast: Bool) -> CGFloat {
        sizes.reduce(0) { max($0, $1[axis]) }
    }

    /// Where the first of `itemCount` items whose extents across add up to `totalLength` sits
    /// across the axis, and the gap between one item and the next: the line's alignment. An
    /// overfull line (a lone item wider than the room) starts at the leading edge.
    func arrangement(itemCount: Int, totalLength: CGFloat) -> (origin: CGFloat, gap: CGFloat) {
        let spaced = totalLength + CGFloat(max(0, itemCount - 1)) * interitemSpacing
        let slack = max(0, available - spaced)
        switch lineAlignment {
        case .justified:
            guard itemCount > 1 else { return (crossStart, 0) }
            return (crossStart, (available - totalLength) / CGFloat(itemCount - 1))
        case .leading: return (crossStart, interitemSpacing)
        case .center: return (crossStart + slack / 2, interitemSpacing)
        case .trailing: return (crossStart + slack, interitemSpacing)
        }
    }

    /// The frames of one line of items of `sizes` starting at `lineStart` along the axis, in item
    /// order.
    func place(_ sizes: ArraySlice<CGSize>, at lineStart: CGFloat, isLast: Bool) -> [CGRect] {
        let thickness = thickness(of: sizes, isLast: isLast)
        let (origin, gap) = arrangement(itemCount: sizes.count, totalLength: sizes.reduce(0) { $0 + $1[axis.cross] })
        var cross = origin
        var frames: [CGRect] = []
        frames.reserveCapacity(sizes.count)
        for size in sizes {
            frames.append(CGRect(along: axis, origin: lineStart + itemAlignment.offset(of: size[axis], in: thickness), length: size[axis],
                                 acrossOrigin: cross, acrossLength: size[axis.cross]))
            cross += size[axis.cross] + gap
        }
        return frames
    }

    func crossLength(of size: CGSize) -> CGFloat { size[axis.cross] }

    /// A new extent along the axis changes the line's thickness only.
    func keepsBreaks(replacing old: CGSize, with new: CGSize) -> Bool { old[axis.cross] == new[axis.cross] }
}
