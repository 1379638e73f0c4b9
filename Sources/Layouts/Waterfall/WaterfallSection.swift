import Foundation
import LayoutCore

/// One section of a ``WaterfallLayout``: each item's length and place (band, column, rank), its
/// bands of columns, and the rules that place items into them (`catalogue-layouts.md`,
/// "Waterfall").
///
/// Placing is O(n·c) for n items in c columns, once per data or size change; an item's frame is
/// O(log n) from its band's start, a band's items in a rect O((c + k)·log n), and a length that
/// changes O(log n + c).
struct WaterfallSection {
    /// Where an item is.
    struct Slot {
        var band: Int32
        var column: Int32
        var rank: Int32
    }

    /// What placing needs to know of one item.
    struct Item {
        var length: CGFloat
        /// The item sizes itself (``WaterfallItemSize/estimated(_:)``).
        var sizesItself: Bool
        /// Its length is still the estimate.
        var isEstimated: Bool
        var spansAllColumns: Bool
    }

    /// What a section placed again takes from before: `section`'s items before `keep` in their
    /// columns, and `reported` as the lengths of items that size themselves, by item.
    struct Carryover {
        var section: WaterfallSection?
        var keep = 0
        var reported: [Int: CGFloat] = [:]

        /// Keeps no item from `index` on.
        mutating func keepNoMoreThan(_ index: Int) { keep = min(keep, index) }
    }

    let metrics: WaterfallMetrics
    /// Each item's length along the axis.
    private(set) var lengths: [CGFloat] = []
    /// Whether each item sizes itself, and whether its length is still the estimate.
    private(set) var sizesItself: [Bool] = []
    private(set) var isEstimated: [Bool] = []
    /// Where each item is.
    private(set) var slots: [Slot] = []
    /// The bands, along the axis.
    private(set) var bands: [WaterfallBand] = []

    /// The number of items.
    var count: Int { lengths.count }

    /// An empty section.
    init(metrics: WaterfallMetrics) {
        self.metrics = metrics
    }

    /// The section of `count` items as `item` describes them, placed by `placement`; the items
    /// before `keep` stay in the columns they had in `kept` (of the same metrics), and the bands
    /// they fill keep their leads, as far as the items spanning the columns are the same.
    init<Failure: Error>(metrics: WaterfallMetrics, count: Int, placement: WaterfallPlacement, keeping kept: WaterfallSection? = nil,
                         before keep: Int = 0, item: (Int) throws(Failure) -> Item) throws(Failure) {
        self.metrics = metrics
        let kept = kept.flatMap { $0.metrics == metrics ? $0 : nil }
        var keep = kept == nil ? 0 : min(keep, kept!.count, count)
        // The last band whose leads carry over: the band of the last item kept.
        var lastKeptBand: Int { keep > 0 ? Int(kept!.slots[keep - 1].band) : -1 }
        let spacing = metrics.itemSpacing, columnCount = metrics.columnCount
        lengths.reserveCapacity(count)
        sizesItself.reserveCapacity(count)
        isEstimated.reserveCapacity(count)
        slots.reserveCapacity(count)

        var items: [[Int]] = [], offsets: [[CGFloat]] = [], leads: [CGFloat] = [], bottoms: [CGFloat] = []
        var isOpen = false, indexInBand = 0
        func closeBand() {
            guard isOpen else { return }
            var columns: [WaterfallBand.Column] = []
            columns.reserveCapacity(columnCount)
            for column in 0..<columnCount {
                columns.append(WaterfallBand.Column(items: items[column], offsets: PrefixSumTree(offsets[column]), lead: leads[column]))
            }
            bands.append(WaterfallBand(columns: columns, spansAllColumns: false))
            isOpen = false
        }

        for index in 0..<count {
            let described = try item(index)
            if index < keep, described.spansAllColumns != kept!.bands[Int(kept!.slots[index].band)].spansAllColumns {
                // An item that spans the columns now, or no longer: the bands change from here.
                keep = index
            }
            lengths.append(described.length)
            sizesItself.append(described.sizesItself)
            isEstimated.append(described.isEstimated)
            if described.spansAllColumns {
                closeBand()
                slots.append(Slot(band: Int32(bands.count), column: 0, rank: 0))
                bands.append(WaterfallBand(columns: [WaterfallBand.Column(items: [index], offsets: PrefixSumTree([described.length + spacing]))],
                                           spansAllColumns: true))
                continue
            }
            if !isOpen {
                isOpen = true
                indexInBand = 0
                items = Array(repeating: [], count: columnCount)
                offsets = Array(repeating: [], count: columnCount)
                let band = bands.count
                leads = band <= lastKeptBand && !kept!.bands[band].spansAllColumns
                    ? kept!.bands[band].columns.map(\.lead) : Array(repeating: 0, count: columnCount)
                bottoms = leads
            }
            let column: Int
            if index < keep, let kept {
                column = Int(kept.slots[index].column)
            } else {
                switch placement {
                case .inOrder: column = indexInBand % columnCount
                case .shortestColumn:
                    var shortest = 0
                    for candidate in 1..<max(1, columnCount) where bottoms[candidate] < bottoms[shortest] { shortest = candidate }
                    column = shortest
                }
            }
            slots.append(Slot(band: Int32(bands.count), column: Int32(column), rank: Int32(items[column].count)))
            items[column].append(index)
            offsets[column].append(described.length + spacing)
            bottoms[column] += described.length + spacing
            indexInBand += 1
        }
        closeBand()
        if !bands.isEmpty { bands[bands.count - 1].isLast = true }
    }

    // MARK: Geometry

    /// The extent along the axis of band `band`.
    func length(ofBand band: Int) -> CGFloat {
        bands[band].length(itemSpacing: metrics.itemSpacing)
    }

    /// The frame of `item`, its band starting at `bandStart` along the axis.
    func frame(of item: Int, bandStart: CGFloat) -> CGRect {
        let slot = slots[item]
        let band = bands[Int(slot.band)], column = band.columns[Int(slot.column)]
        return frame(of: item, column: Int(slot.column), along: bandStart + column.lead + column.offsets.prefixSum(Int(slot.rank)),
                     spansAllColumns: band.spansAllColumns)
    }

    /// The frame of `item` in `column`, beginning at `along`.
    private func frame(of item: Int, column: Int, along: CGFloat, spansAllColumns: Bool) -> CGRect {
        CGRect(along: metrics.axis, origin: along, length: lengths[item],
               acrossOrigin: metrics.columnOrigin(spansAllColumns ? 0 : column),
               acrossLength: spansAllColumns ? metrics.available : metrics.columnWidth)
    }

    /// Calls `body` with each item of `band` (starting at `bandStart`) whose frame overlaps
    /// `rect`, column by column: O(c·log n + k).
    func forEachItem(inBand band: Int, bandStart: CGFloat, intersecting rect: CGRect, _ body: (Int, CGRect) -> Void) {
        let axis = metrics.axis, low = rect.min(axis), high = rect.max(axis)
        let spans = bands[band].spansAllColumns
        for (index, column) in bands[band].columns.enumerated() where !column.items.isEmpty {
            let top = bandStart + column.lead
            var rank = column.offsets.index(containing: max(0, low - top))
            // Items of no length at the rect's start touch it too.
            while rank > 0, top + column.offsets.prefixSum(rank) - metrics.itemSpacing >= low { rank -= 1 }
            // Each place is its own prefix sum, as the single query's is, so both answer the same
            // frame to the last bit: O(log n) an item.
            while rank < column.items.count {
                let along = top + column.offsets.prefixSum(rank)
                guard along <= high else { break }
                let item = column.items[rank]
                let frame = frame(of: item, column: index, along: along, spansAllColumns: spans)
                if frame.overlaps(rect) { body(item, frame) }
                rank += 1
            }
        }
    }

    // MARK: Changes

    /// Whether `item` sizes itself and its cell has not reported its length.
    func hasEstimatedLength(_ item: Int) -> Bool {
        (0..<count).contains(item) && sizesItself[item] && isEstimated[item]
    }

    /// Gives `item` the length `length` its cell reported. Growing `towardStart` (the item begins
    /// above the screen), its end stays where it is and the items before it in its column move
    /// instead, so nothing on screen moves; the band's columns then begin as high as they can.
    /// The caller moves what follows the band. O(log n + c).
    mutating func resolve(item: Int, length: CGFloat, towardStart: Bool) {
        isEstimated[item] = false
        setLength(length, of: item, towardStart: towardStart)
    }

    /// Gives `item` `length`, growing toward the start or the end (see ``resolve(item:length:towardStart:)``).
    private mutating func setLength(_ length: CGFloat, of item: Int, towardStart: Bool) {
        let slot = slots[item], change = length - lengths[item]
        guard change != 0 else { return }
        lengths[item] = length
        let band = Int(slot.band), column = Int(slot.column)
        bands[band].columns[column].offsets.set(length + metrics.itemSpacing, at: Int(slot.rank))
        if towardStart {
            bands[band].columns[column].lead -= change
            bands[band].closeLeadingGap()
        }
    }

    /// The items of `range`, all in one band and none spanning the columns, take the lengths and
    /// states of `source`'s items at `origins` (an interactive movement's step: each slot keeps
    /// its place and takes the item that now stands in it). Answers `false`, changing nothing,
    /// when the range is not such a run.
    mutating func takeItems(in range: ClosedRange<Int>, from source: WaterfallSection, at origins: [Int]) -> Bool {
        guard range.upperBound < count, origins.count == range.count, source.count == count else { return false }
        let band = slots[range.lowerBound].band
        guard !bands[Int(band)].spansAllColumns, range.allSatisfy({ slots[$0].band == band }) else { return false }
        for (item, origin) in zip(range, origins) {
            sizesItself[item] = source.sizesItself[origin]
            isEstimated[item] = source.isEstimated[origin]
            setLength(source.lengths[origin], of: item, towardStart: false)
        }
        return true
    }

    /// Every column begins at its band's start again.
    mutating func closeGaps() {
        for band in bands.indices {
            for column in bands[band].columns.indices { bands[band].columns[column].lead = 0 }
        }
    }

    /// Whether a column of some band begins below the band's start.
    var hasGaps: Bool { bands.contains { $0.columns.contains { $0.lead != 0 } } }

    /// The lengths cells reported, by item.
    var reportedLengths: [Int: CGFloat] {
        var reported: [Int: CGFloat] = [:]
        for item in 0..<count where sizesItself[item] && !isEstimated[item] { reported[item] = lengths[item] }
        return reported
    }
}
