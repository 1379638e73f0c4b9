import Foundation
import LayoutCore

extension WaterfallSection {
    /// Places items into bands, one after another: the placement rule of ``WaterfallSection``,
    /// for a whole section or for a run of its bands placed again.
    struct BandBuilder {
        let metrics: WaterfallMetrics
        let placement: WaterfallPlacement
        /// The section's index of the first band built.
        let firstBand: Int
        private(set) var bands: [WaterfallBand] = []
        private(set) var slots: [Slot] = []
        // The band being filled: each column's items (from the band's first) and offsets, its leads and running bottoms.
        private var items: [[Int]] = [], offsets: [[CGFloat]] = [], leads: [CGFloat] = [], bottoms: [CGFloat] = []
        private var isOpen = false, indexInBand = 0, bandFirstItem = 0

        init(metrics: WaterfallMetrics, placement: WaterfallPlacement, firstBand: Int, capacity: Int) {
            self.metrics = metrics
            self.placement = placement
            self.firstBand = firstBand
            slots.reserveCapacity(capacity)
        }

        /// Places item `index`: in its own band when it spans the columns, else in `column` or the
        /// column the rule picks; a band it opens takes the leads `leads(band)` gives (none: 0).
        mutating func add(_ index: Int, _ described: Item, column kept: Int?, leads keptLeads: (Int) -> [CGFloat]?) {
            let spacing = metrics.itemSpacing, columnCount = metrics.columnCount
            if described.spansAllColumns {
                closeBand()
                slots.append(Slot(band: Int32(firstBand + bands.count), column: 0, rank: 0))
                bands.append(WaterfallBand(firstItem: index, columns: [WaterfallBand.Column(items: [0], offsets: PrefixSumTree([described.length + spacing]))],
                                           spansAllColumns: true))
                return
            }
            if !isOpen {
                isOpen = true
                indexInBand = 0
                bandFirstItem = index
                items = Array(repeating: [], count: columnCount)
                offsets = Array(repeating: [], count: columnCount)
                leads = keptLeads(firstBand + bands.count) ?? Array(repeating: 0, count: columnCount)
                bottoms = leads
            }
            let column: Int
            if let kept {
                column = kept
            } else {
                switch placement {
                case .inOrder: column = indexInBand % columnCount
                case .shortestColumn:
                    var shortest = 0
                    for candidate in 1..<max(1, columnCount) where bottoms[candidate] < bottoms[shortest] { shortest = candidate }
                    column = shortest
                }
            }
            slots.append(Slot(band: Int32(firstBand + bands.count), column: Int32(column), rank: Int32(items[column].count)))
            items[column].append(index - bandFirstItem)
            offsets[column].append(described.length + spacing)
            bottoms[column] += described.length + spacing
            indexInBand += 1
        }

        /// The bands and the slots of the items placed.
        mutating func finish() -> ([WaterfallBand], [Slot]) {
            closeBand()
            return (bands, slots)
        }

        private mutating func closeBand() {
            guard isOpen else { return }
            bands.append(WaterfallBand(firstItem: bandFirstItem, columns: (0..<metrics.columnCount).map { column in
                WaterfallBand.Column(items: items[column], offsets: PrefixSumTree(offsets[column]), lead: leads[column])
            }, spansAllColumns: false))
            isOpen = false
        }
    }
}
