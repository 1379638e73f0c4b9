@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
import PropertyBased
@_spi(Testing) import Simulation
import Testing
import TestSupport

/// Random reorders in every reorderable layout, through the simulated view: a random item is
/// held, the finger goes to random places (some near the edges, so the content scrolls on), and
/// the movement ends or is cancelled. After every step the layout's rect query equals brute
/// force and nothing is NaN; after an end every cell shows the item the data source holds at its
/// path (the permutation the data source reports is the one shown); after a cancel the view shows
/// exactly what it showed before.
@Suite("Reordering properties in every layout")
@MainActor
struct ReorderingPropertyTests {
    /// The layouts a person can reorder, each with its view size and item counts.
    nonisolated static let cases: [String] = ["table", "table-sections", "flow", "flow-sized", "flow-horizontal", "wheel", "carousel-linear", "carousel-cover-flow",
                                  "collage", "thumbnail-strip", "compositional", "compositional-nested", "compositional-orthogonal", "flow-rtl",
                                  "waterfall", "waterfall-sized", "justified"]

    static func make(_ name: String) throws -> (layout: any CollectionLayout, size: CGSize, counts: [Int]) {
        let phone = CGSize(width: 390, height: 844)
        switch name {
        case "table": return (try TableLayout(itemSize: CGSize(width: 0, height: 60)), phone, [40])
        case "table-sections":
            return (try TableLayout(itemSize: CGSize(width: 0, height: 60), sections: .plain(headerHeight: 28, footerHeight: 20)), phone, [12, 0, 18])
        case "flow": return (try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 120, height: 120))), phone, [60])
        case "flow-sized":
            var configuration = FlowLayoutConfiguration()
            configuration.sizeForItem = { CGSize(width: 60 + CGFloat($0.item % 4) * 50, height: 50 + CGFloat($0.item % 3) * 30) }
            configuration.headerReferenceSize = .zero
            return (try FlowLayout(configuration: configuration), phone, [25, 0, 30])
        case "flow-horizontal":
            return (try FlowLayout(configuration: FlowLayoutConfiguration(scrollDirection: .horizontal, itemSize: CGSize(width: 100, height: 100))),
                    CGSize(width: 844, height: 390), [50])
        case "wheel": return (try WheelLayout(), CGSize(width: 390, height: 390), [20])
        case "carousel-linear":
            return (try CarouselLayout(configuration: CarouselLayoutConfiguration(type: .linear)), CGSize(width: 390, height: 300), [15])
        case "carousel-cover-flow":
            return (try CarouselLayout(configuration: CarouselLayoutConfiguration(type: .coverFlow)), CGSize(width: 390, height: 300), [15])
        case "collage":
            let template = try CollageTemplate(text: "v 1/2; h 1/3 to d1; h 1/2 from d1; h 2/3 from d1")
            return (try CollageLayout(configuration: CollageLayoutConfiguration(template: template)), phone, [template.photoCount])
        case "thumbnail-strip":
            return (try ThumbnailStripLayout(configuration: ThumbnailStripConfiguration(aspectRatio: { 0.5 + CGFloat($0.item % 3) * 0.5 })),
                    CGSize(width: 390, height: 60), [30])
        case "compositional": return (CompositionalLayout.grid(), phone, [10, 0, 12, 5])
        case "compositional-nested": return (CompositionalLayout.nestedGroups(), phone, [30])
        case "waterfall":
            var configuration = WaterfallLayoutConfiguration(columns: .count(3)) { .absolute(CGFloat(60 + ($0.item * 37) % 120)) }
            configuration.spansAllColumns = { $0.item % 8 == 5 }
            return (try WaterfallLayout(configuration: configuration), phone, [30, 12])
        case "waterfall-sized":
            return (try WaterfallLayout(configuration: WaterfallLayoutConfiguration { _ in .estimated(120) }), phone, [40])
        case "justified":
            return (try JustifiedLayout(configuration: JustifiedLayoutConfiguration(targetRowHeight: 110) { CGFloat(2 + $0.item % 5) / 3 }), phone, [45])
        case "flow-rtl": return (try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 120, height: 120))), phone, [60])
        default:
            let layout = CompositionalLayout { index, _ in
                index == 1 ? .orthogonalRow(itemWidth: 120, height: 100) : .list(rowHeight: 44)
            }
            return (layout, phone, [6, 12, 8])
        }
    }

    @Test(arguments: cases)
    func randomReordersEndInTheReportedPermutationAndCancelsRestore(_ name: String) async throws {
        await propertyCheck(count: 25, input: Gen.int(in: 0...10_000).array(of: 4...10), Gen.bool) { picks, ends in
            do {
                try Self.run(name, picks: picks, ends: ends)
            } catch {
                Issue.record("\(name): \(error)")
            }
        }
    }

    static func run(_ name: String, picks: [Int], ends: Bool) throws {
        let clock = ManualClock()
        let (layout, size, counts) = try make(name)
        let view = try SimulatedCollectionView(size: size, layout: layout, itemCounts: counts, clock: clock,
                                               registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind, ElementCategory.footerKind]))
        if name.hasSuffix("-rtl") { try view.setLayoutDirection(.rightToLeft) }
        let data = ReorderingDataSource(itemCounts: counts)
        view.dataSource = data
        try view.reloadData(itemCounts: counts)
        let start = view.visibleElements.filter { $0.category == .cell }.sorted { $0.indexPath < $1.indexPath }
        let startOffset = view.contentOffset
        guard !start.isEmpty else { return }
        let held = start[picks[0] % start.count].indexPath
        #expect(view.beginInteractiveMovementForItem(at: held))
        for pick in picks.dropFirst() {
            // Anywhere in the bounds and a band around them: some near an edge, some beyond.
            let bounds = view.bounds.insetBy(dx: -20, dy: -20)
            let finger = CGPoint(x: bounds.minX + CGFloat(pick % 97) / 96 * bounds.width,
                                 y: bounds.minY + CGFloat((pick / 97) % 101) / 100 * bounds.height)
            view.updateInteractiveMovementTargetPosition(finger)
            clock.step(frames: pick % 12)
            check(view, name)
        }
        if ends {
            view.endInteractiveMovement()
            clock.advance(by: 0.35)
            check(view, name)
            #expect(view.itemCounts == data.itemCounts, "\(name)")
            for cell in view.visibleElements where cell.category == .cell {
                #expect(cell[ElementAppearance.self]?.title == "\(data.sections[cell.indexPath.section][cell.indexPath.item])",
                        "\(name): \(cell.indexPath)")
            }
        } else {
            view.cancelInteractiveMovement()
            clock.advance(by: 0.35)
            #expect(data.moves.isEmpty, "\(name)")
            view.setContentOffset(startOffset, animated: false)
            clock.step()
            let now = view.visibleElements.filter { $0.category == .cell }.sorted { $0.indexPath < $1.indexPath }
            #expect(Self.summary(now) == Self.summary(start) && now == start, "\(name): cancel did not restore the start: \(Self.summary(now)) ≠ \(Self.summary(start))")
        }
    }

    /// Each cell's path, title and frame, short.
    static func summary(_ cells: [LayoutAttributes]) -> String {
        cells.map { "\($0.indexPath) \($0[ElementAppearance.self]?.title ?? "") \($0.frame)" }.joined(separator: "; ")
    }

    /// The layout's rect query equals brute force around the view, and nothing shown is NaN.
    static func check(_ view: SimulatedCollectionView, _ name: String) {
        let layout = view.collectionLayout
        let kinds = [ElementCategory.headerKind, ElementCategory.footerKind]
        checkLayoutContract(layout, rect: view.bounds.insetBy(dx: -50, dy: -50), supplementaryKinds: kinds,
                            allElements: layout.allElementsByBruteForce(supplementaryKinds: kinds), checksContentCoverage: false)
        for element in view.visibleElements {
            #expect(element.frame.isFinite && element.alpha.isFinite, "\(name): \(element.indexPath) is not finite")
        }
    }
}

extension LayoutSection {
    /// Full-width rows `rowHeight` tall.
    static func list(rowHeight: CGFloat) -> LayoutSection {
        let row = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        return LayoutSection(group: .vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
                                              subitem: row, count: 1))
    }

    /// A row of `itemWidth`-wide items that scrolls on its own.
    static func orthogonalRow(itemWidth: CGFloat, height: CGFloat) -> LayoutSection {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let section = LayoutSection(group: .horizontal(layoutSize: LayoutSize(widthDimension: .absolute(itemWidth), heightDimension: .absolute(height)),
                                                       subitem: item, count: 1))
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 8
        return section
    }
}
