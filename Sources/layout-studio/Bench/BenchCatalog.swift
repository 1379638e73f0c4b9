import Foundation
import LayoutCore
import LayoutHosting
import Layouts
import CompositionalLayoutModule

/// The layouts the bench measures, each with its viewport and data at a given n.
struct BenchCatalog: Sendable {
    var name: String
    var viewport: CGSize
    var axis: ScrollDirection
    /// Whether the frames scroll diagonally, for content that scrolls both ways.
    var scrollsBothAxes = false
    var supplementaryKinds: [String]
    /// The decoration kinds a view registers, so that they are shown.
    var decorationKinds: [String] = []
    var perItemSupplementaryKinds: [String] = []
    var itemCounts: @Sendable (Int) -> [Int]
    /// Measured once, at its own data, whatever counts are asked for.
    var measuredOnce = false
    var makeLayout: @Sendable () throws(LayoutError) -> any CollectionLayout

    static let entries: [BenchCatalog] = [
        BenchCatalog(name: "table", viewport: CGSize(width: 390, height: 844), axis: .vertical,
                     supplementaryKinds: [], itemCounts: { [$0] }) { () throws(LayoutError) in
            try TableLayout(itemSize: CGSize(width: 390, height: 60))
        },
        BenchCatalog(name: "table sections", viewport: CGSize(width: 390, height: 844), axis: .vertical,
                     supplementaryKinds: [ElementCategory.headerKind, ElementCategory.footerKind],
                     itemCounts: { Self.sections($0) }) { () throws(LayoutError) in
            try TableLayout(itemSize: CGSize(width: 390, height: 60), sections: .plain(headerHeight: 28, footerHeight: 20))
        },
        BenchCatalog(name: "chat", viewport: CGSize(width: 390, height: 844), axis: .vertical,
                     supplementaryKinds: [ElementCategory.headerKind, ChatLayout.typingIndicatorKind],
                     itemCounts: { Self.sections($0) }) { () throws(LayoutError) in
            try BenchCatalog.chat()
        },
        BenchCatalog(name: "card deck", viewport: CGSize(width: 390, height: 844), axis: .vertical,
                     supplementaryKinds: [], itemCounts: { [$0] }) { () throws(LayoutError) in
            let deck = try CardDeckLayout()
            try deck.dragTopCard(by: CGPoint(x: 120, y: 30))
            return deck
        },
        BenchCatalog(name: "table stretching header", viewport: CGSize(width: 390, height: 844), axis: .vertical,
                     supplementaryKinds: [ElementCategory.headerKind], itemCounts: { [$0] }) { () throws(LayoutError) in
            try BenchCatalog.stretchingTable()
        },
        BenchCatalog(name: "flow grid", viewport: CGSize(width: 390, height: 844), axis: .vertical,
                     supplementaryKinds: [ElementCategory.headerKind], itemCounts: { Self.sections($0) }) { () throws(LayoutError) in
            try FlowLayout(configuration: FlowLayoutConfiguration(
                itemSize: CGSize(width: 120, height: 120), minimumLineSpacing: 8, minimumInteritemSpacing: 8,
                sectionInset: LayoutEdgeInsets(all: 8), headerReferenceSize: CGSize(width: 0, height: 44)))
        },
        BenchCatalog(name: "flow pinned", viewport: CGSize(width: 390, height: 844), axis: .vertical,
                     supplementaryKinds: [ElementCategory.headerKind], itemCounts: { Self.sections($0) }) { () throws(LayoutError) in
            var configuration = FlowLayoutConfiguration(
                itemSize: CGSize(width: 120, height: 120), minimumLineSpacing: 8, minimumInteritemSpacing: 8,
                sectionInset: LayoutEdgeInsets(all: 8), headerReferenceSize: CGSize(width: 0, height: 44))
            configuration.sectionHeadersPinToVisibleBounds = true
            return try FlowLayout(configuration: configuration)
        },
        BenchCatalog(name: "pizza classic", viewport: CGSize(width: 195, height: 844), axis: .vertical,
                     supplementaryKinds: [], perItemSupplementaryKinds: [PizzaHalfSelectorLayout.captionKind],
                     itemCounts: { [$0] }) { () throws(LayoutError) in
            try PizzaHalfSelectorLayout(configuration: PizzaHalfSelectorConfiguration(orientation: .left))
        },
        BenchCatalog(name: "pizza drum", viewport: CGSize(width: 195, height: 844), axis: .vertical,
                     supplementaryKinds: [], perItemSupplementaryKinds: [PizzaHalfSelectorLayout.captionKind],
                     itemCounts: { [$0] }) { () throws(LayoutError) in
            try PizzaHalfSelectorLayout(configuration: PizzaHalfSelectorConfiguration(orientation: .right, variant: .drum))
        },
        BenchCatalog(name: "wheel", viewport: CGSize(width: 390, height: 844), axis: .horizontal,
                     supplementaryKinds: [], itemCounts: { [$0] }) { () throws(LayoutError) in
            try WheelLayout()
        },
    ] + [CarouselType.linear, .rotary, .coverFlow].map { type in
        BenchCatalog(name: "carousel \(type.rawValue)", viewport: CGSize(width: 390, height: 844), axis: .horizontal,
                     supplementaryKinds: [], itemCounts: { [$0] }) { () throws(LayoutError) in
            try CarouselLayout(configuration: CarouselLayoutConfiguration(type: type))
        }
    } + [
        BenchCatalog(name: "photo preview", viewport: CGSize(width: 390, height: 600), axis: .horizontal,
                     supplementaryKinds: [], itemCounts: { [$0] }) { () throws(LayoutError) in
            try ParallaxPreviewLayout()
        },
        BenchCatalog(name: "thumbnail strip", viewport: CGSize(width: 390, height: 66), axis: .horizontal,
                     supplementaryKinds: [], itemCounts: { [$0] }) { () throws(LayoutError) in
            try ThumbnailStripLayout(configuration: ThumbnailStripConfiguration(aspectRatio: { path in
                CGFloat(path.item % 7) / 4 + 0.5
            }))
        },
        // The collage editor's picker: every template's thumbnail in a horizontal strip.
        BenchCatalog(name: "collage picker", viewport: CGSize(width: 390, height: 90), axis: .horizontal,
                     supplementaryKinds: [], itemCounts: { _ in [CollageCatalogue.entries.count] },
                     measuredOnce: true) { () throws(LayoutError) in
            try FlowLayout(configuration: FlowLayoutConfiguration(scrollDirection: .horizontal, itemSize: CGSize(width: 66, height: 66),
                                                                  minimumLineSpacing: 10, minimumInteritemSpacing: 10,
                                                                  sectionInset: LayoutEdgeInsets(all: 12)))
        },
        // Half-way from a list to a grid: both layouts' queries and one interpolation per element.
        BenchCatalog(name: "transition list→grid", viewport: CGSize(width: 390, height: 844), axis: .vertical,
                     supplementaryKinds: [], itemCounts: { [$0] }) { () throws(LayoutError) in
            let transition = TransitionLayout(from: CompositionalLayout.list(), to: CompositionalLayout.grid())
            try transition.setTransitionProgress(0.5)
            return transition
        },
    ] + catalogueEntries + twoAxisEntries + compositionalEntries

    /// The layouts apps ask for most: a board of photos in a waterfall, a photo library in
    /// justified rows, a tag cloud.
    static let catalogueEntries: [BenchCatalog] = [
        // Two columns of photos at their proportions, every fiftieth a banner across both.
        BenchCatalog(name: "waterfall", viewport: CGSize(width: 390, height: 844), axis: .vertical,
                     supplementaryKinds: [], itemCounts: { [$0] }) { () throws(LayoutError) in try waterfall() },
        // Photos at their proportions in rows aiming for 120 points.
        BenchCatalog(name: "justified", viewport: CGSize(width: 390, height: 844), axis: .vertical,
                     supplementaryKinds: [], itemCounts: { [$0] }) { () throws(LayoutError) in try justified() },
        // Tags of their own widths at the leading edge.
        BenchCatalog(name: "flow tags", viewport: CGSize(width: 390, height: 844), axis: .vertical,
                     supplementaryKinds: [], itemCounts: { [$0] }) { () throws(LayoutError) in
            var configuration = FlowLayoutConfiguration(minimumLineSpacing: 8, minimumInteritemSpacing: 8, sectionInset: LayoutEdgeInsets(all: 12))
            configuration.lineAlignment = .leading
            configuration.sizeForItem = { CGSize(width: CGFloat(48 + ($0.item * 29) % 90), height: 32) }
            return try FlowLayout(configuration: configuration)
        },
    ]

    /// The layouts that scroll both ways, scrolled diagonally: a spreadsheet of n cells (√n rows
    /// of √n) with a header row, a name column and a totals row frozen and grid lines; a calendar
    /// of n events, a hundred a day.
    static let twoAxisEntries: [BenchCatalog] = [
        BenchCatalog(name: "grid", viewport: CGSize(width: 390, height: 844), axis: .vertical, scrollsBothAxes: true,
                     supplementaryKinds: [], decorationKinds: [GridLayout.columnLineKind, GridLayout.rowLineKind],
                     itemCounts: gridCounts) { () throws(LayoutError) in try spreadsheet() },
        BenchCatalog(name: "timeline", viewport: CGSize(width: 390, height: 844), axis: .horizontal, scrollsBothAxes: true,
                     supplementaryKinds: [TimelineLayout.dayHeaderKind],
                     decorationKinds: [TimelineLayout.hourLineKind, TimelineLayout.nowLineKind, TimelineLayout.cornerKind],
                     itemCounts: timelineCounts) { () throws(LayoutError) in try timeline() },
    ]

    /// About n cells: √n rows of √n.
    @Sendable static func gridCounts(_ n: Int) -> [Int] {
        let side = max(1, Int(Double(n).squareRoot().rounded()))
        return Array(repeating: side, count: side)
    }

    /// A spreadsheet with its header row, totals row and name column frozen, 1 pt grid lines.
    static func spreadsheet() throws(LayoutError) -> GridLayout {
        var configuration = GridLayoutConfiguration(columnWidths: .uniform(88), rowHeights: .uniform(36), spacing: 1)
        (configuration.frozenLeadingRows, configuration.frozenTrailingRows, configuration.frozenLeadingColumns) = (1, 1, 1)
        return try GridLayout(configuration: configuration)
    }

    /// n events, a hundred a day.
    @Sendable static func timelineCounts(_ n: Int) -> [Int] {
        Array(repeating: 100, count: max(1, n / 100))
    }

    /// A calendar of a hundred events a day: meetings of a quarter to two hours from 7:00,
    /// overlapping in clusters, every tenth all day.
    static func timeline() throws(LayoutError) -> TimelineLayout {
        let layout = try TimelineLayout(configuration: TimelineLayoutConfiguration { timelineEvent($0) })
        try layout.setNow(TimelineMoment(day: 3, hour: 14))
        return layout
    }

    /// Event `path` of the bench's calendar.
    @Sendable static func timelineEvent(_ path: ItemPath) -> TimelineEvent {
        guard path.item % 10 != 9 else { return .allDay }
        let start = 7 + Double((path.item * 37 + path.section * 11) % 56) / 4
        return TimelineEvent(start: start, end: min(24, start + Double(1 + (path.item * 13) % 8) / 4))
    }

    /// The proportions of photo `item`: portraits to panoramas.
    static func photoRatio(_ item: Int) -> CGFloat { [0.75, 1, 1.5, 0.66, 1.33, 0.8, 1.78, 1, 0.56, 1.25, 3.2, 0.9][(item &* 7) % 12] }

    /// The bench's chat: messages estimated 60 tall, a third the person's (trailing), under
    /// date headers (`dateHeaders`; the change, sizing and unsized rows go without: their views
    /// register cells only).
    static func chat(dateHeaders: Bool = true) throws(LayoutError) -> ChatLayout {
        var configuration = ChatLayoutConfiguration(estimatedMessageHeight: 60) { $0.item % 3 == 0 ? .trailing : .leading }
        configuration.dateHeaderHeight = dateHeaders ? 28 : 0
        configuration.messageSpacing = 4
        return try ChatLayout(configuration: configuration)
    }

    /// The bench's profile page: rows 60 tall under a first header 240 tall that stretches and
    /// parallaxes, so every scrolled frame invalidates the scroll-dependent values.
    static func stretchingTable() throws(LayoutError) -> TableLayout {
        try TableLayout(itemSize: CGSize(width: 390, height: 60),
                        sections: TableSectionStyle(headerHeight: 240, firstHeaderStretching: .parallax()))
    }

    /// The bench's product page: a compositional list under the layout's own photo 300 tall,
    /// which stretches and parallaxes.
    static func stretchingCompositional() -> CompositionalLayout {
        let photo = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)), elementKind: "photo",
            alignment: .top)
        photo.stretching = .parallax()
        var configuration = CompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [photo]
        return CompositionalLayout(section: .list(), configuration: configuration)
    }

    /// The bench's waterfall: two columns of 150 points or more, photos at their proportions,
    /// every fiftieth item a banner.
    static func waterfall() throws(LayoutError) -> WaterfallLayout {
        var configuration = WaterfallLayoutConfiguration(columns: .minimumWidth(150), columnSpacing: 8, itemSpacing: 8) { .aspectRatio(photoRatio($0.item)) }
        configuration.spansAllColumns = { $0.item % 50 == 49 }
        return try WaterfallLayout(configuration: configuration)
    }

    /// The bench's aligned flow: tags of their own widths (40 to 200 points, 32 tall), lines
    /// aligned to the leading edge.
    static func alignedFlow() throws(LayoutError) -> FlowLayout {
        var configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 80, height: 32))
        configuration.sizeForItem = { CGSize(width: CGFloat(40 + ($0.item * 37) % 161), height: 32) }
        configuration.lineAlignment = .leading
        return try FlowLayout(configuration: configuration)
    }

    /// The bench's justified rows: photos at their proportions, rows aiming for 120 points.
    static func justified() throws(LayoutError) -> JustifiedLayout {
        var configuration = JustifiedLayoutConfiguration(targetRowHeight: 120, spacing: 3) { photoRatio($0.item) }
        configuration.maximumRowHeight = 240
        return try JustifiedLayout(configuration: configuration)
    }

    /// The compositional layout: fixed sections repeat one solved group, the estimated list keeps
    /// its offsets in a prefix-sum tree, and orthogonal rows scroll sideways.
    static let compositionalEntries: [BenchCatalog] = [
        BenchCatalog(name: "compositional list", viewport: CGSize(width: 390, height: 844), axis: .vertical,
                     supplementaryKinds: [], itemCounts: { [$0] }) { CompositionalLayout.list() },
        BenchCatalog(name: "compositional stretching header", viewport: CGSize(width: 390, height: 844), axis: .vertical,
                     supplementaryKinds: ["photo"], itemCounts: { [$0] }) { BenchCatalog.stretchingCompositional() },
        BenchCatalog(name: "compositional grid", viewport: CGSize(width: 390, height: 844), axis: .vertical,
                     supplementaryKinds: [], itemCounts: { [$0] }) { CompositionalLayout.grid() },
        BenchCatalog(name: "compositional nested", viewport: CGSize(width: 390, height: 844), axis: .vertical,
                     supplementaryKinds: [], itemCounts: { [$0] }) { CompositionalLayout.nestedGroups() },
        BenchCatalog(name: "compositional estimated", viewport: CGSize(width: 390, height: 844), axis: .vertical,
                     supplementaryKinds: [], itemCounts: { [$0] }) { estimatedList() },
        BenchCatalog(name: "compositional orthogonal", viewport: CGSize(width: 390, height: 844), axis: .vertical,
                     supplementaryKinds: [ElementCategory.headerKind], itemCounts: { _ in Array(repeating: 1000, count: 100) },
                     measuredOnce: true) { CompositionalLayout.nestedGroupsScrolling() },
    ]

    /// Rows estimated at 44 points, 1 point apart.
    static func estimatedList() -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let row = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                                         subitems: [item])
        let section = LayoutSection(group: row)
        section.interGroupSpacing = 1
        return CompositionalLayout(section: section)
    }

    /// `n` items in sections of 1,000.
    static func sections(_ n: Int) -> [Int] {
        Array(repeating: 1000, count: n / 1000) + (n % 1000 > 0 ? [n % 1000] : [])
    }

    func measure(n: Int, frames: Int) throws -> BenchRow {
        let benchmark = FrameBenchmark(viewport: viewport, itemCounts: itemCounts(n), axis: axis, scrollsBothAxes: scrollsBothAxes,
                                       registry: ViewRegistry(supplementaryKinds: supplementaryKinds + perItemSupplementaryKinds,
                                                              decorationKinds: decorationKinds))
        let prepareRuns = n >= 1_000_000 ? 3 : 7
        let real = try benchmark.measure(try makeLayout(), prepareRuns: prepareRuns, frames: frames)
        // The reference recomputes all n elements per frame: fewer frames keep the run short.
        let referenceFrames = max(10, min(frames, 20_000_000 / max(n, 1)))
        let reference = try benchmark.measure(ReferenceLayout(wrapping: try makeLayout(), supplementaryKinds: supplementaryKinds,
                                                                              perItemSupplementaryKinds: perItemSupplementaryKinds),
                                              prepareRuns: 1, frames: referenceFrames)
        return BenchRow(layout: name, n: n, prepare: real.prepare, frame: real.frameMedian,
                        referenceFrame: reference.frameMedian)
    }
}
