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
    let start: CGFloat
    /// The leading edge of the line, across the scroll axis.
    let crossStart: CGFloat
    /// The room available for a line, across the scroll axis.
    let available: CGFloat
    let lineSpacing: CGFloat
    let interitemSpacing: CGFloat

    /// Appends the frames of the items of `section` with `sizes` to `frames` in item order and
    /// to `index` in axis order, and returns where the last line ends.
    func place(_ sizes: [CGSize], section: Int, frames: inout [CGRect],
               index: inout SpatialIndex<ItemPath>) -> CGFloat {
        var lineStart = start
        var line: [CGSize] = []
        var lineFirstItem = 0
        var lineLength: CGFloat = 0
        var placedAny = false

        func flush() {
            guard !line.isEmpty else { return }
            if placedAny { lineStart += lineSpacing }
            let thickness = line.map { $0[axis] }.max() ?? 0
            let sum = line.reduce(0) { $0 + $1[axis.cross] }
            let gap = line.count > 1 ? (available - sum) / CGFloat(line.count - 1) : 0
            var cross = crossStart
            var lineFrames: [CGRect] = []
            lineFrames.reserveCapacity(line.count)
            for size in line {
                let along = lineStart + (thickness - size[axis]) / 2
                lineFrames.append(CGRect(along: axis, origin: along, length: size[axis],
                                         acrossOrigin: cross, acrossLength: size[axis.cross]))
                cross += size[axis.cross] + gap
            }
            frames.append(contentsOf: lineFrames)
            // Thinner items are centered, so a line's frames start at different places along the
            // axis; every one starts at or after the line's start, which follows the previous line.
            let order = lineFrames.indices.sorted { (lineFrames[$0].min(axis), $0) < (lineFrames[$1].min(axis), $1) }
            for position in order {
                index.append(lineFrames[position], ItemPath(item: lineFirstItem + position, section: section))
            }
            lineFirstItem += line.count
            lineStart += thickness
            placedAny = true
            line.removeAll(keepingCapacity: true)
            lineLength = 0
        }

        for size in sizes {
            let across = size[axis.cross]
            let needed = line.isEmpty ? across : lineLength + interitemSpacing + across
            if !line.isEmpty && needed > available { flush() }
            lineLength = line.isEmpty ? across : lineLength + interitemSpacing + across
            line.append(size)
        }
        flush()
        return lineStart
    }
}
