import Foundation

/// Builds templates from nested splits of rectangles (a slicing tree), attaching each new
/// divider's ends to the lines around the region it splits.
struct CollageTemplateBuilder {
    /// A tree of splits: a cell, or a region cut into parts of the given sizes (fractions of
    /// the region summing to 1) along an orientation, each part cut further.
    indirect enum Slice {
        case cell
        case split(CollageDivider.Orientation, sizes: [CGFloat], [Slice])

        /// A split into `parts.count` equal parts.
        static func equal(_ orientation: CollageDivider.Orientation, _ parts: [Slice]) -> Slice {
            .split(orientation, sizes: Array(repeating: 1 / CGFloat(parts.count), count: parts.count), parts)
        }

        /// `count` equal cells side by side: columns for `.vertical`, rows for `.horizontal`.
        static func strip(_ orientation: CollageDivider.Orientation, _ count: Int) -> Slice {
            count == 1 ? .cell : .equal(orientation, Array(repeating: .cell, count: count))
        }

        /// The number of cells.
        var cellCount: Int {
            switch self {
            case .cell: 1
            case .split(_, _, let parts): parts.reduce(0) { $0 + $1.cellCount }
            }
        }
    }

    /// A rectangle of the unit canvas and the lines its sides rest on.
    struct Region {
        var minX: CGFloat = 0, maxX: CGFloat = 1, minY: CGFloat = 0, maxY: CGFloat = 1
        var top = CollageDivider.Anchor.border, bottom = CollageDivider.Anchor.border
        var left = CollageDivider.Anchor.border, right = CollageDivider.Anchor.border
    }

    private(set) var dividers: [CollageDivider] = []

    /// The dividers of `slice` over the whole canvas.
    static func dividers(of slice: Slice) -> [CollageDivider] {
        var builder = CollageTemplateBuilder()
        builder.add(slice, in: Region())
        return builder.dividers
    }

    mutating func add(_ slice: Slice, in region: Region) {
        guard case .split(let orientation, let sizes, let parts) = slice else { return }
        for (part, child) in zip(parts, split(region, orientation, sizes: sizes)) {
            add(part, in: child)
        }
    }

    /// Cuts `region` into parts of `sizes` along `orientation`, adding a divider between
    /// neighbours; returns the parts.
    mutating func split(_ region: Region, _ orientation: CollageDivider.Orientation, sizes: [CGFloat]) -> [Region] {
        var parts: [Region] = []
        var current = region
        let isEqual = sizes.allSatisfy { $0 == sizes[0] }
        var running: CGFloat = 0
        for (position, size) in sizes.dropLast().enumerated() {
            running += size
            // i/k exactly for equal parts, so the text form prints fractions.
            let consumed = isEqual ? CGFloat(position + 1) / CGFloat(sizes.count) : running
            let index = dividers.count
            var next = current
            switch orientation {
            case .vertical:
                let x = region.minX + consumed * (region.maxX - region.minX)
                dividers.append(CollageDivider(.vertical, at: x, from: region.top, to: region.bottom))
                current.maxX = x; current.right = .divider(index)
                next.minX = x; next.left = .divider(index)
            case .horizontal:
                let y = region.minY + consumed * (region.maxY - region.minY)
                dividers.append(CollageDivider(.horizontal, at: y, from: region.left, to: region.right))
                current.maxY = y; current.bottom = .divider(index)
                next.minY = y; next.top = .divider(index)
            }
            parts.append(current)
            current = next
        }
        parts.append(current)
        return parts
    }
}
