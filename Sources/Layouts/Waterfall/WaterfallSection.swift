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

    /// The run of bands an update placed again: `bands` of the section before it, `placed`
    /// bands in their place after it.
    struct PlacedRun {
        var bands: Range<Int>
        var placed: Int
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
        lengths.reserveCapacity(count)
        sizesItself.reserveCapacity(count)
        isEstimated.reserveCapacity(count)
        var builder = BandBuilder(metrics: metrics, placement: placement, firstBand: 0, capacity: count)
        for index in 0..<count {
            let described = try item(index)
            if index < keep, described.spansAllColumns != kept!.bands[Int(kept!.slots[index].band)].spansAllColumns {
                // An item that spans the columns now, or no longer: the bands change from here.
                keep = index
            }
            lengths.append(described.length)
            sizesItself.append(described.sizesItself)
            isEstimated.append(described.isEstimated)
            // The bands the items kept fill keep their leads.
            let lastKeptBand = keep > 0 ? Int(kept!.slots[keep - 1].band) : -1
            builder.add(index, described, column: index < keep ? Int(kept!.slots[index].column) : nil) { band in
                band <= lastKeptBand && !kept!.bands[band].spansAllColumns ? kept!.bands[band].columns.map(\.lead) : nil
            }
        }
        (bands, slots) = builder.finish()
        if !bands.isEmpty { bands[bands.count - 1].isLast = true }
    }

    /// The first item of band `band`.
    func firstItem(ofBand band: Int) -> Int {
        bands[band].firstItem
    }

    /// Places the items of `range` again, the run of bands `bandRange` holds in `start` (the
    /// section as it was, of the same items), the item at each place `p` being `start`'s item
    /// `origin(p)`: by the rule, the items before `keep` in their columns and the first band with
    /// its leads. The bands after the run are `start`'s, untouched. Answers `false`, changing
    /// nothing, when the run would not have as many bands as before. O(the run's items · c).
    mutating func placeAgain(_ range: Range<Int>, bands bandRange: Range<Int>, from start: WaterfallSection, placement: WaterfallPlacement,
                             origin: (Int) -> Int, keepingColumnsBefore keep: Int) -> Bool {
        var builder = BandBuilder(metrics: metrics, placement: placement, firstBand: bandRange.lowerBound, capacity: range.count)
        var items: [Item] = []
        items.reserveCapacity(range.count)
        for place in range {
            let item = origin(place)
            let described = Item(length: start.lengths[item], sizesItself: start.sizesItself[item], isEstimated: start.isEstimated[item],
                                 spansAllColumns: start.bands[Int(start.slots[item].band)].spansAllColumns)
            items.append(described)
            builder.add(place, described, column: place < keep ? Int(start.slots[place].column) : nil) { band in
                band == bandRange.lowerBound && !start.bands[band].spansAllColumns ? start.bands[band].columns.map(\.lead) : nil
            }
        }
        var (placed, placedSlots) = builder.finish()
        guard placed.count == bandRange.count else { return false }
        if bandRange.upperBound == bands.count, !placed.isEmpty { placed[placed.count - 1].isLast = true }
        bands.replaceSubrange(bandRange, with: placed)
        slots.replaceSubrange(range, with: placedSlots)
        for (place, item) in zip(range, items) {
            lengths[place] = item.length
            sizesItself[place] = item.sizesItself
            isEstimated[place] = item.isEstimated
        }
        return true
    }

    /// Puts the items of `range` and the bands of `bandRange` back as `start` has them.
    mutating func restore(_ range: Range<Int>, bands bandRange: Range<Int>, from start: WaterfallSection) {
        bands.replaceSubrange(bandRange, with: start.bands[bandRange])
        slots.replaceSubrange(range, with: start.slots[range])
        lengths.replaceSubrange(range, with: start.lengths[range])
        sizesItself.replaceSubrange(range, with: start.sizesItself[range])
        isEstimated.replaceSubrange(range, with: start.isEstimated[range])
    }

    // MARK: Batch updates

    /// What `item` is, as the section holds it.
    func item(_ item: Int) -> Item {
        Item(length: lengths[item], sizesItself: sizesItself[item], isEstimated: isEstimated[item],
             spansAllColumns: bands[Int(slots[item].band)].spansAllColumns)
    }

    /// Takes `edit`, the items of its changed run being `middle`, and places again only the run
    /// of bands it reaches: from the band of the item before its first index (the items before
    /// that index keeping their columns, the band its leads) to the first item spanning the
    /// columns after the changed run, from which the old bands follow as they were, one place
    /// later or earlier per item more or fewer. A band depends only on its own items and leads,
    /// so the result is the placement of the whole section by the rule.
    /// - Complexity: O(the run's items · c + bands after it) to place, plus moving the arrays'
    ///   later elements (and their bands' indices when the run's bands are more or fewer).
    mutating func apply(_ edit: SectionEdit, middle: [Item], placement: WaterfallPlacement) -> PlacedRun {
        let oldCount = count, first = edit.first, delta = edit.countChange
        let oldTail = first + edit.removedCount, newTail = first + middle.count
        let firstBand = first > 0 ? Int(slots[first - 1].band) : 0
        let runStart = bands.isEmpty ? 0 : min(firstItem(ofBand: firstBand), first)
        // The run ends at the first item spanning the columns after the change: its band and
        // every later one stand as they were.
        var endBand = oldTail < oldCount ? Int(slots[oldTail].band) : bands.count
        while endBand < bands.count, !bands[endBand].spansAllColumns { endBand += 1 }
        let oldRunEnd = endBand < bands.count ? firstItem(ofBand: endBand) : oldCount
        let runEnd = oldRunEnd + delta

        var builder = BandBuilder(metrics: metrics, placement: placement, firstBand: firstBand, capacity: runEnd - runStart)
        var items: [Item] = []
        items.reserveCapacity(runEnd - runStart)
        let keepsLeads = runStart < first && firstBand < bands.count && !bands[firstBand].spansAllColumns
        for place in runStart..<runEnd {
            let described = place < first ? item(place) : place < newTail ? middle[place - first] : item(place - delta)
            items.append(described)
            builder.add(place, described, column: place < first ? Int(slots[place].column) : nil) { band in
                band == firstBand && keepsLeads ? bands[band].columns.map(\.lead) : nil
            }
        }
        var (placed, placedSlots) = builder.finish()
        let bandChange = placed.count - (endBand - firstBand)
        if endBand == bands.count, !placed.isEmpty { placed[placed.count - 1].isLast = true }
        bands.replaceSubrange(firstBand..<endBand, with: placed)
        slots.replaceSubrange(runStart..<oldRunEnd, with: placedSlots)
        lengths.replaceSubrange(runStart..<oldRunEnd, with: items.lazy.map(\.length))
        sizesItself.replaceSubrange(runStart..<oldRunEnd, with: items.lazy.map(\.sizesItself))
        isEstimated.replaceSubrange(runStart..<oldRunEnd, with: items.lazy.map(\.isEstimated))
        // The bands after the run hold the same items, `delta` places on, and are `bandChange` later.
        if delta != 0 {
            for band in (firstBand + placed.count)..<bands.count {
                bands[band].firstItem += delta
            }
        }
        if bandChange != 0 {
            let shift = Int32(bandChange)
            slots.withUnsafeMutableBufferPointer { slots in
                for item in runEnd..<slots.count { slots[item].band += shift }
            }
        }
        return PlacedRun(bands: firstBand..<endBand, placed: placed.count)
    }

    /// Marks `item` as sizing itself again (its cell was reloaded): it keeps its length until
    /// its new cell reports one.
    mutating func measureAgain(_ item: Int) {
        if sizesItself[item] { isEstimated[item] = true }
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
        let spans = bands[band].spansAllColumns, firstItem = bands[band].firstItem
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
                let item = firstItem + column.items[rank]
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

    /// The lengths cells reported, by item.
    var reportedLengths: [Int: CGFloat] {
        var reported: [Int: CGFloat] = [:]
        for item in 0..<count where sizesItself[item] && !isEstimated[item] { reported[item] = lengths[item] }
        return reported
    }
}
