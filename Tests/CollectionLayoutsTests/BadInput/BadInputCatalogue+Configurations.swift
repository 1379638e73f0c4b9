@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

extension BadInputCatalogue {
    /// Settings out of range, and settings in range whose geometry overflows.
    static var configurations: [BadInput] {
        let phone = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), itemCounts: [10])
        @Sendable func carousel(_ change: @escaping @Sendable (inout CarouselLayoutConfiguration) -> Void) -> @Sendable () throws -> Void {
            { var configuration = CarouselLayoutConfiguration(type: .rotary); change(&configuration)
              _ = try CarouselLayout(configuration: configuration) }
        }
        @Sendable func wheel(_ change: @escaping @Sendable (inout WheelLayoutConfiguration) -> Void) -> @Sendable () throws -> Void {
            { var configuration = WheelLayoutConfiguration(); change(&configuration)
              _ = try WheelLayout(configuration: configuration) }
        }
        @Sendable func pizza(_ change: @escaping @Sendable (inout PizzaHalfSelectorConfiguration) -> Void) -> @Sendable () throws -> Void {
            { var configuration = PizzaHalfSelectorConfiguration(orientation: .left); change(&configuration)
              _ = try PizzaHalfSelectorLayout(configuration: configuration) }
        }
        @Sendable func strip(_ change: @escaping @Sendable (inout ThumbnailStripConfiguration) -> Void) -> @Sendable () throws -> Void {
            { var configuration = ThumbnailStripConfiguration(); change(&configuration)
              _ = try ThumbnailStripLayout(configuration: configuration) }
        }
        @Sendable func flow(_ change: @escaping @Sendable (inout FlowLayoutConfiguration) -> Void) -> @Sendable () throws -> Void {
            { var configuration = FlowLayoutConfiguration(); change(&configuration)
              try prepare(FlowLayout(configuration: configuration), phone) }
        }
        @Sendable func waterfall(_ change: @escaping @Sendable (inout WaterfallLayoutConfiguration) -> Void) -> @Sendable () throws -> Void {
            { var configuration = WaterfallLayoutConfiguration(); change(&configuration)
              try prepare(WaterfallLayout(configuration: configuration), phone) }
        }
        @Sendable func justified(_ change: @escaping @Sendable (inout JustifiedLayoutConfiguration) -> Void) -> @Sendable () throws -> Void {
            { var configuration = JustifiedLayoutConfiguration(); change(&configuration)
              try prepare(JustifiedLayout(configuration: configuration), phone) }
        }
        @Sendable func compositional(_ group: @escaping @Sendable () -> LayoutGroup) -> @Sendable () throws -> Void {
            { try prepare(CompositionalLayout(section: LayoutSection(group: group())), phone) }
        }
        @Sendable func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
            LayoutSize(widthDimension: width, heightDimension: height)
        }
        return [
            refuses("table: row height 1e308 times 10 rows overflows", "TableLayout: content size 390 × inf") {
                try prepare(TableLayout(itemSize: CGSize(width: 0, height: 1e308)), phone)
            },
            refuses("table: row height 0", "itemSize 0 × 0") { _ = try TableLayout(itemSize: .zero) },
            refuses("table: row height NaN", "itemSize 0 × nan") { _ = try TableLayout(itemSize: CGSize(width: 0, height: CGFloat.nan)) },
            refuses("pizza halves: two sections", "PizzaHalfSelectorLayout lays out 1 section(s), got 2") {
                try prepare(PizzaHalfSelectorLayout(configuration: PizzaHalfSelectorConfiguration(orientation: .left)),
                            LayoutContext(bounds: phone.bounds, itemCounts: [1, 1]))
            },
            refuses("table: section header height NaN", "headerHeight") { _ = try TableSectionStyle(headerHeight: .nan) },
            refuses("table: section spacing −1", "spacing") { _ = try TableSectionStyle.grouped(headerHeight: 20, spacing: -1) },
            refuses("flow: line spacing 1e308 between 6 lines overflows", "FlowLayout: content size") {
                try prepare(FlowLayout(configuration: FlowLayoutConfiguration(minimumLineSpacing: 1e308)),
                            LayoutContext(bounds: phone.bounds, itemCounts: [40]))
            },
            refuses("flow: item height 1e308 overflows", "FlowLayout: content size") {
                try flow { $0.itemSize = CGSize(width: 50, height: 1e308) }()
            },
            refuses("flow: negative line spacing", "minimumLineSpacing is -1") { try flow { $0.minimumLineSpacing = -1 }() },
            refuses("flow: NaN interitem spacing", "minimumInteritemSpacing is nan") { try flow { $0.minimumInteritemSpacing = .nan }() },
            refuses("flow: infinite item size", "itemSize inf × 50") { try flow { $0.itemSize = CGSize(width: CGFloat.infinity, height: 50) }() },
            refuses("flow: infinite section inset", "sectionInset") { try flow { $0.sectionInset = LayoutEdgeInsets(left: .infinity) }() },
            refuses("flow: sizeForItem answers NaN", "sizeForItem([0, 0]) nan × 10") {
                try flow { $0.sizeForItem = { _ in CGSize(width: CGFloat.nan, height: 10) } }()
            },
            refuses("flow: negative header size", "headerReferenceSize 0 × -4") {
                try flow { $0.headerReferenceSize = CGSize(width: 0, height: -4) }()
            },
            clamps("carousel: rotary with items 1e-17 wide counts its circle") {
                let layout = try CarouselLayout(configuration: { var c = CarouselLayoutConfiguration(type: .rotary)
                    c.itemSize = CGSize(width: 1e-17, height: 100); return c }())
                try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 300), itemCounts: [40]))
                BadInput.require(layout.circularCount == 30, "circular count \(layout.circularCount)")
                requireFiniteGeometry(layout, in: layout.context.bounds, "carousel 1e-17")
            },
            refuses("carousel: zero item size", "itemSize 0 × 200") { try carousel { $0.itemSize = CGSize(width: 0, height: 200) }() },
            refuses("carousel: zero spacing", "spacing is 0") { try carousel { $0.spacing = 0 }() },
            refuses("carousel: NaN radius", "radius is nan") { try carousel { $0.radius = .nan }() },
            refuses("carousel: infinite arc", "arc is inf") { try carousel { $0.arc = .infinity }() },
            refuses("carousel: NaN fadeMin", "fadeMin is nan") { try carousel { $0.fadeMin = .nan }() },
            refuses("carousel: fadeRange 0", "fadeRange is 0") { try carousel { $0.fadeRange = 0 }() },
            refuses("carousel: fadeMinAlpha 2", "fadeMinAlpha is 2") { try carousel { $0.fadeMinAlpha = 2 }() },
            refuses("carousel: visibleItems 0", "visibleItems is 0") { try carousel { $0.visibleItems = 0 }() },
            refuses("carousel: negative eye distance", "eyeDistance is -1") { try carousel { $0.eyeDistance = -1 }() },
            refuses("wheel: negative radius", "radius is -3") { try wheel { $0.radius = -3 }() },
            refuses("wheel: NaN angle per item", "anglePerItem is nan") { try wheel { $0.anglePerItem = .nan }() },
            refuses("wheel: fadeBand 0", "fadeBand is 0") { try wheel { $0.fadeBand = 0 }() },
            refuses("wheel: visibleItemCount 0", "visibleItemCount is 0") { try wheel { $0.visibleItemCount = 0 }() },
            refuses("wheel: item width 1e308 times 10 items overflows", "WheelLayout: content size") {
                try prepare(WheelLayout(configuration: { var c = WheelLayoutConfiguration(); c.itemSize = CGSize(width: 1e308, height: 1); return c }()),
                            phone)
            },
            refuses("pizza: item height 0", "itemHeight is 0") { try pizza { $0.itemHeight = 0 }() },
            refuses("pizza: scale factor 1.5", "scaleFactor is 1.5") { try pizza { $0.scaleFactor = 1.5 }() },
            refuses("pizza: NaN critical offset", "criticalOffsetFromCenter is nan") { try pizza { $0.criticalOffsetFromCenter = .nan }() },
            refuses("pizza: negative caption height", "captionHeight is -1") { try pizza { $0.captionHeight = -1 }() },
            refuses("strip: expanding rate 2", "expandingRate is 2") { try strip { $0.expandingRate = 2 }() },
            refuses("strip: default aspect ratio 0", "defaultAspectRatio is 0") { try strip { $0.defaultAspectRatio = 0 }() },
            refuses("strip: NaN distance", "distanceBetween is nan") { try strip { $0.distanceBetween = .nan }() },
            clamps("strip: aspect ratios that are not positive fall back to the default") {
                let layout = try ThumbnailStripLayout(configuration: ThumbnailStripConfiguration(aspectRatio: { _ in -.infinity }))
                try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 66), itemCounts: [5]))
                requireFiniteGeometry(layout, in: CGRect(x: -500, y: -100, width: 2000, height: 300), "strip")
            },
            refuses("parallax: infinite offset between cells", "offsetBetweenCells is inf") {
                _ = try ParallaxPreviewLayout(offsetBetweenCells: .infinity)
            },
            refuses("transition: progress 2", "2") {
                try TransitionLayout(from: FlowLayout(), to: FlowLayout()).setTransitionProgress(2)
            },
            refuses("transition: progress NaN", "nan") {
                try TransitionLayout(from: FlowLayout(), to: FlowLayout()).setTransitionProgress(.nan)
            },
            refuses("compositional: fractional width 0", "fractionalWidth(0) must be a finite fraction > 0") {
                try compositional { .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                subitems: [LayoutItem(layoutSize: size(.fractionalWidth(0), .fractionalHeight(1)))]) }()
            },
            refuses("compositional: absolute -1", "absolute(-1) must be finite and ≥ 0") {
                try compositional { .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(-1)),
                                                subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]) }()
            },
            refuses("compositional: a group of count 0", "count is 0") {
                try compositional { .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                subitem: LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1))), count: 0) }()
            },
            refuses("compositional: items that never fit", "can never fit in 390 pt") {
                try compositional { .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)),
                                                subitems: [LayoutItem(layoutSize: size(.absolute(500), .fractionalHeight(1)))]) }()
            },
            refuses("compositional: group height 1e308 times 10 overflows", "CompositionalLayout: content size") {
                try compositional { .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(1e308)),
                                                subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]) }()
            },
            refuses("compositional: section provider returns nil", "returned nil for section 0") {
                try prepare(CompositionalLayout { _, _ in nil }, phone)
            },
            refuses("compositional: infinite inter-group spacing", "interGroupSpacing") {
                let section = LayoutSection.list()
                section.interGroupSpacing = .infinity
                try prepare(CompositionalLayout(section: section), phone)
            },
            refuses("waterfall: no columns", "columns is 0; expected a column count from 1 to 1000") { try waterfall { $0.columns = .count(0) }() },
            refuses("waterfall: a minimum column width of 0", "columns is 0; expected a finite minimum column width > 0") {
                try waterfall { $0.columns = .minimumWidth(0) }()
            },
            refuses("waterfall: so narrow a minimum width that 39,000 columns fit", "at most 1000 columns") {
                try waterfall { $0.columns = .minimumWidth(0.01); $0.columnSpacing = 0 }()
            },
            refuses("waterfall: a negative column spacing", "columnSpacing is -1") { try waterfall { $0.columnSpacing = -1 }() },
            refuses("waterfall: an item of NaN length", "sizeForItem([0, 0]) is nan") { try waterfall { $0.sizeForItem = { _ in .absolute(.nan) } }() },
            refuses("waterfall: an aspect ratio of 0", "itemSize is 0; expected a finite aspect ratio > 0") {
                try waterfall { $0.itemSize = .aspectRatio(0) }()
            },
            refuses("waterfall: columns per section of -2", "columnsForSection(0) is -2") { try waterfall { $0.columnsForSection = { _ in .count(-2) } }() },
            refuses("waterfall: item spacing 1e308 between 5 rows overflows", "WaterfallLayout: content size") { try waterfall { $0.itemSpacing = 1e308 }() },
            refuses("waterfall: a tiny aspect ratio makes an infinite length", "WaterfallLayout: the length of item") {
                try waterfall { $0.sizeForItem = { _ in .aspectRatio(.leastNonzeroMagnitude) } }()
            },
            refuses("justified: a target row height of 0", "targetRowHeight is 0") { try justified { $0.targetRowHeight = 0 }() },
            refuses("justified: a maximum below the target", "maximumRowHeight is 100; expected a finite number ≥ 180") {
                try justified { $0.maximumRowHeight = 100 }()
            },
            refuses("justified: a minimum above the target", "minimumRowHeight is 200") { try justified { $0.minimumRowHeight = 200 }() },
            refuses("justified: a negative aspect ratio", "aspectRatioForItem([0, 0]) is -1") { try justified { $0.aspectRatioForItem = { _ in -1 } }() },
            refuses("justified: spacing 1e308 between rows overflows", "JustifiedLayout: content size") { try justified { $0.spacing = 1e308 }() },
            clamps("flow: a centred line of one item wider than the room stays at the leading inset") {
                var configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 500, height: 40))
                configuration.lineAlignment = .center
                let layout = try FlowLayout(configuration: configuration)
                try prepare(layout, phone)
                BadInput.require(layout.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))?.frame.minX == 0, "overfull centred line moved")
            },
            clamps("compositional: a grid in a view narrower than its margins lays out nothing") {
                let layout = CompositionalLayout.grid()
                try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 0, height: 844), itemCounts: [10]))
                BadInput.require(layout.layoutAttributesForElements(in: .infinite).isEmpty, "zero-width grid has elements")
            },
        ]
    }
}
