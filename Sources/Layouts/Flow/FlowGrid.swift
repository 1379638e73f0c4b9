import Foundation
import LayoutCore

/// The items of a flow section that all share one size, placed by formula instead of stored:
/// the same lines ``FlowLineBuilder`` makes (as many items a line as fit with the minimum
/// interitem spacing, aligned as the builder aligns them, lines `lineSpacing` apart), answered in O(1) per item. A layout
/// of uniform sections prepares in O(sections), whatever the number of items.
struct FlowGrid {
    let axis: ScrollDirection
    let itemSize: CGSize
    let count: Int
    /// Where the first line starts along the scroll axis.
    var start: CGFloat
    /// The items in every line but perhaps the last.
    let perLine: Int
    let lineCount: Int
    /// From one line's start to the next: the item thickness plus the line spacing.
    let lineStep: CGFloat
    /// Where a line's first item sits across the axis, and from one item's leading edge to the
    /// next's, in a full line and in the last line.
    let fullLine: (origin: CGFloat, step: CGFloat)
    let lastLine: (origin: CGFloat, step: CGFloat)

    /// The grid of `count` items of `itemSize` in the lines `builder` makes: as many a line as
    /// fit, each line aligned as the builder aligns it.
    init(builder: FlowLineBuilder, itemSize: CGSize, count: Int) {
        let axis = builder.axis
        self.axis = axis
        self.itemSize = itemSize
        self.count = count
        self.start = builder.start
        let across = itemSize[axis.cross]
        // The builder's own test, item by item: another item joins while it fits.
        let perLine = builder.lineEnd(from: 0, count: count) { _ in itemSize }
        self.perLine = perLine
        lineCount = (count + perLine - 1) / perLine
        lineStep = itemSize[axis] + builder.lineSpacing
        func arrangement(_ itemsInLine: Int) -> (origin: CGFloat, step: CGFloat) {
            let (origin, gap) = builder.arrangement(itemCount: itemsInLine, totalLength: CGFloat(itemsInLine) * across)
            return (origin, across + gap)
        }
        fullLine = arrangement(perLine)
        lastLine = arrangement(count - (lineCount - 1) * perLine)
    }

    /// Where the last line ends along the scroll axis.
    var end: CGFloat { start + CGFloat(lineCount - 1) * lineStep + itemSize[axis] }

    /// The frame of the item at `item`.
    func frame(of item: Int) -> CGRect {
        let line = item / perLine, column = item - line * perLine
        let arrangement = line == lineCount - 1 ? lastLine : fullLine
        return CGRect(along: axis, origin: start + CGFloat(line) * lineStep, length: itemSize[axis],
                      acrossOrigin: arrangement.origin + CGFloat(column) * arrangement.step, acrossLength: itemSize[axis.cross])
    }

    /// The farthest any item reaches across the scroll axis.
    var crossReach: CGFloat {
        Swift.max(frame(of: perLine - 1).max(axis.cross), frame(of: count - 1).max(axis.cross))
    }

    /// Calls `body` with each item whose frame overlaps `rect`, line by line.
    func forEachItem(intersecting rect: CGRect, _ body: (Int, CGRect) -> Void) {
        guard rect.isFinite, count > 0 else { return }
        var lines = 0..<lineCount
        if lineStep > 0 {
            let first = ((rect.min(axis) - start - itemSize[axis]) / lineStep).rounded(.down)
            let last = ((rect.max(axis) - start) / lineStep).rounded(.down)
            let low = Int(Swift.max(0, Swift.min(CGFloat(lineCount), first)))
            let high = Int(Swift.max(0, Swift.min(CGFloat(lineCount - 1), last)))
            lines = low..<Swift.max(low, high + 1)
        }
        for line in lines {
            for item in line * perLine..<Swift.min(count, (line + 1) * perLine) {
                let frame = frame(of: item)
                if frame.overlaps(rect) { body(item, frame) }
            }
        }
    }
}
