import Foundation
import LayoutCore

/// Breaks one section's items into lines and places them as `UICollectionViewFlowLayout` does:
/// items fill a line while they fit with the minimum interitem spacing; a line of several items
/// is justified (the first at the leading inset, the last at the trailing one, equal gaps
/// between); a lone item sits at the leading inset; each item is centered across the line's
/// thickness; lines are `lineSpacing` apart.
struct FlowLineBuilder {
    let axis: ScrollDirection
    /// Where the first line starts along the scroll axis.
    var start: CGFloat
    /// The leading edge of the line, across the scroll axis.
    let crossStart: CGFloat
    /// The room available for a line, across the scroll axis.
    let available: CGFloat
    let lineSpacing: CGFloat
    let interitemSpacing: CGFloat

    /// The end of the line that starts at item `first`, of `count` items whose sizes `size`
    /// gives: the first item that no longer fits after the others with the interitem spacing.
    /// A line holds at least one item, however wide.
    func lineEnd(from first: Int, count: Int, size: (Int) -> CGSize) -> Int {
        var end = first + 1, length = size(first)[axis.cross]
        while end < count {
            let across = size(end)[axis.cross]
            guard length + interitemSpacing + across <= available else { break }
            length += interitemSpacing + across
            end += 1
        }
        return end
    }

    /// The frames of one line of items of `sizes` starting at `lineStart` along the axis, in item
    /// order, and the line's thickness (its thickest item).
    func place(_ sizes: some Collection<CGSize>, at lineStart: CGFloat) -> (frames: [CGRect], thickness: CGFloat) {
        let thickness = sizes.map { $0[axis] }.max() ?? 0
        let sum = sizes.reduce(0) { $0 + $1[axis.cross] }
        let gap = sizes.count > 1 ? (available - sum) / CGFloat(sizes.count - 1) : 0
        var cross = crossStart
        var frames: [CGRect] = []
        frames.reserveCapacity(sizes.count)
        for size in sizes {
            frames.append(CGRect(along: axis, origin: lineStart + (thickness - size[axis]) / 2, length: size[axis],
                                 acrossOrigin: cross, acrossLength: size[axis.cross]))
            cross += size[axis.cross] + gap
        }
        return (frames, thickness)
    }
}
