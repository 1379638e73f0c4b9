import Foundation
import PropertyBased
import TestSupport
import Testing
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts

/// A table in sections, as `UITableView` shows them: each section's header, rows and footer, the
/// space between sections, headers and footers pinned (the plain style) or scrolling with their
/// rows (grouped), rows that size themselves in any section. Worked by hand on a 320-wide table.
@Suite("TableLayout: sections")
struct TableLayoutSectionsTests {
    static let header = ElementCategory.headerKind
    static let footer = ElementCategory.footerKind

    static func table(_ counts: [Int], style: TableSectionStyle, estimated: Bool = false,
                      bounds: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) throws -> TableLayout {
        let layout = estimated ? try TableLayout(estimatedRowHeight: 44, sections: style)
            : try TableLayout(itemSize: CGSize(width: 0, height: 44), sections: style)
        try prepare(layout, LayoutContext(bounds: bounds, itemCounts: counts))
        return layout
    }

    static func frame(_ layout: TableLayout, _ kind: String, _ section: Int) -> CGRect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: ItemPath(item: 0, section: section))?.frame
    }

    static func row(_ layout: TableLayout, _ item: Int, _ section: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: ItemPath(item: item, section: section))?.frame
    }

    /// Sections [3, 2], rows 44, headers 28, footers 20, 10 apart, grouped (nothing pinned):
    /// section 0 is its header 0–28, rows at 28, 72, 116 (to 160) and its footer 160–180; section 1
    /// starts 10 later, at 190: header 190–218, rows 218 and 262 (to 306), footer 306–326.
    @Test func sectionsStackHeaderRowsFooterAndSpacing() throws {
        let layout = try Self.table([3, 2], style: .grouped(headerHeight: 28, footerHeight: 20, spacing: 10))
        #expect(Self.frame(layout, Self.header, 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
        #expect(Self.row(layout, 0, 0) == CGRect(x: 0, y: 28, width: 320, height: 44))
        #expect(Self.row(layout, 2, 0) == CGRect(x: 0, y: 116, width: 320, height: 44))
        #expect(Self.frame(layout, Self.footer, 0) == CGRect(x: 0, y: 160, width: 320, height: 20))
        #expect(Self.frame(layout, Self.header, 1) == CGRect(x: 0, y: 190, width: 320, height: 28))
        #expect(Self.row(layout, 0, 1) == CGRect(x: 0, y: 218, width: 320, height: 44))
        #expect(Self.row(layout, 1, 1) == CGRect(x: 0, y: 262, width: 320, height: 44))
        #expect(Self.frame(layout, Self.footer, 1) == CGRect(x: 0, y: 306, width: 320, height: 20))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 326))
        #expect(Self.row(layout, 2, 1) == nil && Self.row(layout, 0, 2) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: Self.header, at: ItemPath(item: 1, section: 0)) == nil)
        // y 150…200 meets row 2 of section 0 (116–160), its footer (160–180) and section 1's
        // header (190–218); the gap 180–190 holds nothing.
        let keys = Set(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 150, width: 320, height: 50)).map(\.key))
        #expect(keys == [ElementKey(category: .cell, indexPath: ItemPath(item: 2, section: 0)),
                         ElementKey(category: .supplementaryView(Self.footer), indexPath: ItemPath(item: 0, section: 0)),
                         ElementKey(category: .supplementaryView(Self.header), indexPath: ItemPath(item: 0, section: 1))])
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 181, width: 320, height: 8)).isEmpty)
        // Scrolling does not move unpinned headers, so it does not invalidate.
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 100, width: 320, height: 480)))
    }

    /// The plain style pins: scrolled to 100, section 0's header (natural 0) sticks at the top,
    /// 100; at 150 it is pushed up by its section's rows' end, 160 − 28 = 132; section 1's header
    /// stays at its natural 180 (the plain style has no space between sections). With a view 100 tall at 0, section 0's footer (natural 160)
    /// sticks to the bottom, 100 − 20 = 80. Pinned boundaries float above the rows.
    @Test func thePlainStylePinsHeadersAndFooters() throws {
        let style = try TableSectionStyle.plain(headerHeight: 28, footerHeight: 20)
        let layout = try Self.table([3, 2], style: style, bounds: CGRect(x: 0, y: 100, width: 320, height: 480))
        #expect(Self.frame(layout, Self.header, 0)?.minY == 100)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: Self.header, at: ItemPath(item: 0, section: 0))?.zIndex == 1024)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 150, width: 320, height: 480)))
        layout.hostState.context.bounds.origin.y = 150
        #expect(Self.frame(layout, Self.header, 0)?.minY == 132)
        #expect(Self.frame(layout, Self.header, 1)?.minY == 180)
        let short = try Self.table([3, 2], style: style, bounds: CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(Self.frame(short, Self.footer, 0)?.minY == 80)
        #expect(Self.frame(short, Self.header, 0)?.minY == 0)
    }

    /// Rows that size themselves in sections [2, 2], headers 30, estimate 44: rows at 30, 74
    /// (to 118), section 1's header 118–148 and rows 148, 192 (to 236). Row 1 of section 0 reports
    /// 100: it spans 74–174, section 1 moves 56 down (header 174, rows 204 and 248), the content
    /// grows from 236 to 292, and the adjustment says so.
    @Test func aRowThatSizesItselfMovesTheLaterSections() throws {
        let layout = try Self.table([2, 2], style: TableSectionStyle(headerHeight: 30), estimated: true)
        #expect(Self.row(layout, 0, 1) == CGRect(x: 0, y: 148, width: 320, height: 44))
        #expect(layout.collectionViewContentSize.height == 236)
        let original = try #require(layout.layoutAttributesForItem(at: ItemPath(item: 1, section: 0)))
        var preferred = original
        preferred.frame.size.height = 100
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        let adjustment = layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        #expect(adjustment.contentSizeAdjustment.height == 56)
        #expect(Self.row(layout, 1, 0) == CGRect(x: 0, y: 74, width: 320, height: 100))
        #expect(Self.frame(layout, Self.header, 1) == CGRect(x: 0, y: 174, width: 320, height: 30))
        #expect(Self.row(layout, 0, 1)?.minY == 204)
        #expect(Self.row(layout, 1, 1)?.minY == 248)
        #expect(layout.collectionViewContentSize.height == 292)
        #expect(!layout.hasEstimatedSize(ElementKey(category: .cell, indexPath: ItemPath(item: 1, section: 0))))
        #expect(layout.hasEstimatedSize(ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: 1))))
    }

    /// A batch update moves row 1 of section 0 (sized to 100) to the front of section 1: its
    /// height goes with it, so section 1's first row is 100 tall, at 30 + 44 + 30 = 104.
    @Test func reportedHeightsFollowTheirRowsAcrossSections() throws {
        let layout = try Self.table([2, 2], style: TableSectionStyle(headerHeight: 30), estimated: true)
        let original = try #require(layout.layoutAttributesForItem(at: ItemPath(item: 1, section: 0)))
        var preferred = original
        preferred.frame.size.height = 100
        layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        layout.hostState.context = LayoutContext(bounds: layout.context.bounds, itemCounts: [1, 3])
        layout.invalidateLayout(with: .dataCounts)
        try layout.prepare()
        layout.prepare(forCollectionViewUpdates: [UpdateItem(updateAction: .move, indexPathBeforeUpdate: ItemPath(item: 1, section: 0),
                                                             indexPathAfterUpdate: ItemPath(item: 0, section: 1))])
        #expect(Self.row(layout, 0, 1) == CGRect(x: 0, y: 104, width: 320, height: 100))
        #expect(Self.row(layout, 1, 1)?.height == 44)
        // 30 + 44 + 30 + 100 + 44 + 44.
        #expect(layout.collectionViewContentSize.height == 292)
    }

    /// A layout that lays out one section says so for two (the pizza halves), naming the count;
    /// lengths that are not finite or are negative are refused, each by its name.
    @Test func badInputIsRefusedByName() throws {
        let pizza = try PizzaHalfSelectorLayout(configuration: PizzaHalfSelectorConfiguration(orientation: .left))
        pizza.hostState.context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 195, height: 844), itemCounts: [4, 4])
        #expect(throws: LayoutError.unsupportedSectionCount(layout: "PizzaHalfSelectorLayout", count: 2, supported: 1)) {
            try pizza.prepare()
        }
        #expect(throws: LayoutError.invalidValue(name: "headerHeight", value: -1, expected: "a finite length, 0 or more")) {
            try TableSectionStyle(headerHeight: -1)
        }
        let error = #expect(throws: LayoutError.self) { try TableSectionStyle(spacing: .nan) }
        #expect(error?.description.contains("spacing") == true)
        #expect(throws: LayoutError.self) { try TableSectionStyle.plain(headerHeight: .infinity) }
    }

    /// The contract against a brute force over every row and boundary, for random sections,
    /// styles, offsets and rects, before and after rows report heights.
    @Test func agreesWithBruteForce() async {
        let shape = zip(Gen.int(in: 0...12).array(of: 0...5), Gen.cgFloat(in: 0...40), Gen.cgFloat(in: 0...30),
                        Gen.cgFloat(in: 0...25), Gen.bool, Gen.bool)
        let view = zip(Gen.cgFloat(in: -200...1200), Gen.cgFloat(in: 1...700), Gen.int(in: 0...1000))
        await propertyCheck(count: 150, input: shape, view) { shape, view in
            let (counts, header, footer, spacing, pins, estimated) = shape
            let (offset, extent, seed) = view
            let style = try TableSectionStyle(headerHeight: header, footerHeight: footer, spacing: spacing, pinsToVisibleBounds: pins)
            let layout = try Self.table(counts, style: style, estimated: estimated,
                                        bounds: CGRect(x: 0, y: offset, width: 320, height: 480))
            let rect = CGRect(x: 0, y: offset, width: 320, height: extent)
            let kinds = [Self.header, Self.footer]
            checkLayoutContract(layout, rect: rect, supplementaryKinds: kinds)
            for (section, count) in counts.enumerated() where count > 0 {
                for item in stride(from: seed % count, to: count, by: 3) {
                    guard let original = layout.layoutAttributesForItem(at: ItemPath(item: item, section: section)) else { continue }
                    var preferred = original
                    preferred.frame.size.height = CGFloat(10 + (item * 17 + seed) % 90)
                    if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                        layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                    }
                }
            }
            checkLayoutContract(layout, rect: rect, supplementaryKinds: kinds)
            // Rows follow one another without gaps or overlaps within a section.
            for (section, count) in counts.enumerated() where count > 1 {
                for item in 1..<count {
                    let gap = (Self.row(layout, item, section)?.minY ?? .nan) - (Self.row(layout, item - 1, section)?.maxY ?? 0)
                    #expect(abs(gap) < 1e-9)
                }
            }
        }
    }
}
