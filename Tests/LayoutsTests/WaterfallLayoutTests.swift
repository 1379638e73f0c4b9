import Foundation
import PropertyBased
import TestSupport
import Testing
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts

/// The waterfall (`catalogue-layouts.md`, "Waterfall"), worked out by hand.
@Suite("WaterfallLayout")
struct WaterfallLayoutTests {
    static func layout(_ lengths: [CGFloat], columns: WaterfallColumns = .count(3), width: CGFloat = 320,
                       offset: CGFloat = 0, counts: [Int]? = nil,
                       change: (inout WaterfallLayoutConfiguration) -> Void = { _ in }) throws -> WaterfallLayout {
        var configuration = WaterfallLayoutConfiguration(columns: columns, columnSpacing: 15, itemSpacing: 10,
                                                         sectionInset: LayoutEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)) {
            .absolute(lengths[$0.item % lengths.count])
        }
        change(&configuration)
        let layout = try WaterfallLayout(configuration: configuration)
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: offset, width: width, height: 400), itemCounts: counts ?? [lengths.count]))
        return layout
    }

    static func frames(_ layout: WaterfallLayout, count: Int, section: Int = 0) -> [CGRect] {
        (0..<count).compactMap { layout.layoutAttributesForItem(at: ItemPath(item: $0, section: section))?.frame }
    }

    /// Three columns 90 wide ((300 − 2·15) / 3) at x = 10, 115, 220, items 10 apart.
    @Test func eachItemGoesToTheShortestColumnTiesToTheLeading() throws {
        // Bottoms (with spacing): 0 0 0 → item 0 (100) in column 0 → 110 0 0 → item 1 (50) in
        // column 1 (tie with 2) → 110 60 0 → item 2 (80) in 2 → 110 60 90 → item 3 (30) in 1 at
        // 60 → 110 100 90 → item 4 (60) in 2 at 90 → 110 100 160 → item 5 (40) in 1 at 100 →
        // 110 150 160 → item 6 (70) in 0 at 110 → 190 150 160.
        let layout = try Self.layout([100, 50, 80, 30, 60, 40, 70])
        #expect(Self.frames(layout, count: 7) == [
            CGRect(x: 10, y: 0, width: 90, height: 100), CGRect(x: 115, y: 0, width: 90, height: 50),
            CGRect(x: 220, y: 0, width: 90, height: 80), CGRect(x: 115, y: 60, width: 90, height: 30),
            CGRect(x: 220, y: 90, width: 90, height: 60), CGRect(x: 115, y: 100, width: 90, height: 40),
            CGRect(x: 10, y: 110, width: 90, height: 70),
        ])
        // The section ends at the highest bottom less the spacing: 190 − 10.
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 180))
    }

    @Test func inOrderPlacementGoesAcrossTheColumns() throws {
        // Item i in column i mod 3: column 0 holds 0 (100), 3 (30), 6 (70) at 0, 110, 150.
        let layout = try Self.layout([100, 50, 80, 30, 60, 40, 70]) { $0.placement = .inOrder }
        #expect(Self.frames(layout, count: 7).map(\.origin) == [
            CGPoint(x: 10, y: 0), CGPoint(x: 115, y: 0), CGPoint(x: 220, y: 0), CGPoint(x: 10, y: 110),
            CGPoint(x: 115, y: 60), CGPoint(x: 220, y: 90), CGPoint(x: 10, y: 150),
        ])
        #expect(layout.collectionViewContentSize.height == 220)
    }

    @Test func aMinimumColumnWidthAdaptsTheCountToTheWidth() throws {
        // W = 300, spacing 15, minimum 100: ⌊315 / 115⌋ = 2 columns of (300 − 15) / 2 = 142.5.
        let narrow = try Self.layout([50], columns: .minimumWidth(100), counts: [2])
        #expect(Self.frames(narrow, count: 2) == [CGRect(x: 10, y: 0, width: 142.5, height: 50), CGRect(x: 167.5, y: 0, width: 142.5, height: 50)])
        // W = 460: ⌊475 / 115⌋ = 4 columns of (460 − 45) / 4 = 103.75.
        let wide = try Self.layout([50], columns: .minimumWidth(100), width: 480, counts: [4])
        #expect(Self.frames(wide, count: 4).map(\.minX) == [10, 128.75, 247.5, 366.25])
        #expect(wide.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))?.frame.width == 103.75)
        // Per section: section 1 has one column, the room's width.
        let mixed = try Self.layout([50], columns: .minimumWidth(100), counts: [2, 2]) { configuration in
            configuration.columnsForSection = { $0 == 1 ? .count(1) : .minimumWidth(100) }
        }
        #expect(Self.frames(mixed, count: 2, section: 1) == [CGRect(x: 10, y: 50, width: 300, height: 50), CGRect(x: 10, y: 110, width: 300, height: 50)])
    }

    @Test func anAspectRatioSizesAnItemToItsColumn() throws {
        // Columns 90 wide: a ratio of 1.5 is 60 tall, 0.5 is 180.
        var configuration = WaterfallLayoutConfiguration(columns: .count(3), columnSpacing: 15, itemSpacing: 10,
                                                         sectionInset: LayoutEdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
        configuration.sizeForItem = { [.aspectRatio(1.5), .aspectRatio(0.5)][$0.item] }
        let layout = try WaterfallLayout(configuration: configuration)
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 400), itemCounts: [2]))
        #expect(Self.frames(layout, count: 2).map(\.height) == [60, 180])
        // Horizontally a column is a row: 90 tall, a ratio of 1.5 is 135 wide.
        configuration.scrollDirection = .horizontal
        configuration.sectionInset = LayoutEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        let horizontal = try WaterfallLayout(configuration: configuration)
        try prepare(horizontal, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 400, height: 320), itemCounts: [2]))
        #expect(Self.frames(horizontal, count: 2) == [CGRect(x: 0, y: 10, width: 135, height: 90), CGRect(x: 0, y: 115, width: 45, height: 90)])
    }

    @Test func aFullSpanItemStartsBelowTheLongestColumn() throws {
        // Two columns of (300 − 10) / 2 = 145 in 300, spacing 10 both ways. Items 0 (100) and 1
        // (50) fill the columns to 110 and 60; item 2 spans: at 110, 300 wide, 40 tall; both
        // columns continue at 160: item 3 (30) in column 0, item 4 (20) in column 1.
        var configuration = WaterfallLayoutConfiguration(columns: .count(2)) { .absolute([100, 50, 40, 30, 20][$0.item]) }
        configuration.spansAllColumns = { $0.item == 2 }
        let layout = try WaterfallLayout(configuration: configuration)
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 300, height: 400), itemCounts: [5]))
        #expect(Self.frames(layout, count: 5) == [
            CGRect(x: 0, y: 0, width: 145, height: 100), CGRect(x: 155, y: 0, width: 145, height: 50),
            CGRect(x: 0, y: 110, width: 300, height: 40),
            CGRect(x: 0, y: 160, width: 145, height: 30), CGRect(x: 155, y: 160, width: 145, height: 20),
        ])
        // Ends at 200 − 10.
        #expect(layout.collectionViewContentSize.height == 190)
    }

    @Test func sectionsStackHeadersInsetsAndFooters() throws {
        // Header 30, inset 10 above and 20 below, footer 25: section 0's items at 40, the band
        // 80 − 10 = 70 long, items end at 110, the inset to 130, the footer to 155.
        var configuration = WaterfallLayoutConfiguration(columns: .count(2), sectionInset: LayoutEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)) {
            .absolute([50, 70][$0.item])
        }
        configuration.headerReferenceSize = CGSize(width: 0, height: 30)
        configuration.footerReferenceSize = CGSize(width: 0, height: 25)
        configuration.sectionHeadersPinToVisibleBounds = true
        let layout = try WaterfallLayout(configuration: configuration)
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 300, height: 400), itemCounts: [2, 2]))
        #expect(Self.frames(layout, count: 2) == [CGRect(x: 0, y: 40, width: 145, height: 50), CGRect(x: 155, y: 40, width: 145, height: 70)])
        #expect(Self.frames(layout, count: 2, section: 1).map(\.minY) == [195, 195])
        let header = { (section: Int) in
            layout.layoutAttributesForSupplementaryView(ofKind: ElementCategory.headerKind, at: ItemPath(item: 0, section: section))
        }
        #expect(header(1)?.frame == CGRect(x: 0, y: 155, width: 300, height: 30))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ElementCategory.footerKind, at: ItemPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 130, width: 300, height: 25))
        #expect(layout.collectionViewContentSize.height == 310)
        // Pinned: scrolled to 60 the header sits at 60; at 100 it is pushed to 130 − 30 = 100,
        // and stays there at 120.
        for (offset, expected) in [(CGFloat(60), CGFloat(60)), (100, 100), (120, 100)] {
            #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: offset, width: 300, height: 400)))
            layout.hostState.context.bounds.origin.y = offset
            #expect(header(0)?.frame.minY == expected)
            #expect(header(0)?.zIndex == BoundaryPinning.zIndex)
        }
    }

    @Test func aReportedLengthPushesOnlyItsColumnAndKeepsItsColumn() throws {
        // Two columns 145 wide, items estimated 100: rows at 0, 110, 220. Item 2 (column 0 at
        // 110) reports 150: item 4 below it moves to 110 + 160 = 270; column 1 stays.
        var configuration = WaterfallLayoutConfiguration(columns: .count(2)) { _ in .estimated(100) }
        configuration.placement = .shortestColumn
        let layout = try WaterfallLayout(configuration: configuration)
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 300, height: 400), itemCounts: [6]))
        let before = Self.frames(layout, count: 6)
        #expect(layout.hasEstimatedSize(ElementKey(category: .cell, indexPath: ItemPath(item: 2, section: 0))))
        let original = try #require(layout.layoutAttributesForItem(at: ItemPath(item: 2, section: 0)))
        var preferred = original
        preferred.frame.size = CGSize(width: 200, height: 150)
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        let adjustment = layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        let after = Self.frames(layout, count: 6)
        #expect(after[2] == CGRect(x: 0, y: 110, width: 145, height: 150))
        #expect(after[4] == CGRect(x: 0, y: 270, width: 145, height: 100))
        #expect([after[0], after[1], after[3], after[5]] == [before[0], before[1], before[3], before[5]])
        // Column 0 now ends at 370, the content 50 taller.
        #expect(layout.collectionViewContentSize.height == 370)
        #expect(adjustment.contentSizeAdjustment == CGSize(width: 0, height: 50))
        #expect(!layout.hasEstimatedSize(ElementKey(category: .cell, indexPath: ItemPath(item: 2, section: 0))))
        // The same length again changes nothing.
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }

    /// 30 items estimated 100 in two columns (row k at 110·k), the view scrolled from 1100 up to
    /// 1000 (`up`) or from 900 down to 1000.
    static func scrolledBoard(up: Bool) throws -> WaterfallLayout {
        let layout = try WaterfallLayout(configuration: WaterfallLayoutConfiguration(columns: .count(2)) { _ in .estimated(100) })
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: up ? 1100 : 900, width: 300, height: 400), itemCounts: [30]))
        let bounds = CGRect(x: 0, y: 1000, width: 300, height: 400)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: bounds))
        layout.hostState.context.bounds = bounds
        return layout
    }

    @Test func aLengthReportedAtTheTopWhileScrollingUpGrowsUpward() throws {
        // The screen shows 1000…1400, scrolled up to; item 18 (column 0, row 9) begins at 990,
        // coming in at the top, and reports 150. Its end stays where the rest of the screen is:
        // column 0 above it would have to move up 50, past the band's start, so every other
        // column moves down 50 instead (a gap of 50 at the top of column 1) and everything from
        // item 18's top on is 50 further down: the view moves its offset by the same 50 (the
        // anchor rule), so nothing on screen moves.
        let layout = try Self.scrolledBoard(up: true)
        let before = Self.frames(layout, count: 30)
        let original = try #require(layout.layoutAttributesForItem(at: ItemPath(item: 18, section: 0)))
        var preferred = original
        preferred.frame.size.height = 150
        layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        let after = Self.frames(layout, count: 30)
        #expect(after[18] == CGRect(x: 0, y: 990, width: 145, height: 150))
        for item in 0..<30 {
            let moved = after[item].minY - before[item].minY
            if item % 2 == 0 && item < 18 {
                #expect(moved == 0, "column 0 above item 18 stays: item \(item)")
            } else if item != 18 {
                #expect(moved == 50, "item \(item) moves with the screen")
            }
            #expect(after[item].minX == before[item].minX, "item \(item) keeps its column")
        }
        #expect(after[1].minY == 50)
        // At rest the gaps close on the next pass, the view keeping what is on screen: column 1
        // is back at the top, and item 18 keeps its length.
        #expect(layout.restingBehavior.tidy?() == .anchorsVisibleContent)
        layout.invalidateLayout(with: .anchorsVisibleContent)
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 1, section: 0))?.frame.minY == 50, "nothing moves before the pass")
        try layout.prepare()
        #expect(layout.restingBehavior.tidy?() == nil, "nothing left to close")
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 1, section: 0))?.frame.minY == 0)
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 18, section: 0))?.frame.height == 150)
    }

    @Test func aLengthReportedWhileScrollingDownGrowsDownward() throws {
        // The same report after scrolling down to 1000: item 18 keeps its top, and only the items
        // after it in column 0 move, 50 down; a cell in the lower half grows down whichever way
        // the view scrolled.
        for (up, item) in [(false, 18), (true, 22)] {
            let layout = try Self.scrolledBoard(up: up)
            let before = Self.frames(layout, count: 30)
            let original = try #require(layout.layoutAttributesForItem(at: ItemPath(item: item, section: 0)))
            var preferred = original
            preferred.frame.size.height = 150
            layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            let after = Self.frames(layout, count: 30)
            for other in 0..<30 where other != item {
                let expected: CGFloat = other % 2 == 0 && other > item ? 50 : 0
                #expect(after[other].minY - before[other].minY == expected, "item \(other), \(item) reporting, up: \(up)")
            }
            #expect(after[item].minY == before[item].minY)
        }
    }

    @Test func aBatchUpdatePlacesAgainFromItsFirstChange() throws {
        // Items estimated 100 in two columns; item 0 reports 300. Inserting an item at 4 keeps
        // items 0–3 in their columns (item 2 stays under item 0 in column 0, though the shortest
        // column is now column 1) and places the rest by the rule from there: column 0 ends at
        // 310 + 110 = 420, column 1 at 220, so the new item 4 goes to column 1 at 220.
        let layout = try WaterfallLayout(configuration: WaterfallLayoutConfiguration(columns: .count(2)) { _ in .estimated(100) })
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 300, height: 400), itemCounts: [6]))
        let original = try #require(layout.layoutAttributesForItem(at: ItemPath(item: 0, section: 0)))
        var preferred = original
        preferred.frame.size.height = 300
        layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        layout.hostState.context.itemCounts = [7]
        layout.invalidateLayout(with: .dataCounts)
        try layout.prepare()
        layout.prepare(forCollectionViewUpdates: [UpdateItem(updateAction: .insert, indexPathBeforeUpdate: nil,
                                                             indexPathAfterUpdate: ItemPath(item: 4, section: 0))])
        layout.hostState.pendingInvalidation = []
        let frames = Self.frames(layout, count: 7)
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 145, height: 300))
        #expect(frames[2].origin == CGPoint(x: 0, y: 310))
        #expect(frames[3].origin == CGPoint(x: 155, y: 110))
        #expect(frames[4].origin == CGPoint(x: 155, y: 220))
        // The old item 4 (now 5) goes to column 1 (330 < 420) at 330; the old item 5 (now 6) to
        // column 0 (420 < 440) at 420.
        #expect(frames[5].origin == CGPoint(x: 155, y: 330))
        #expect(frames[6].origin == CGPoint(x: 0, y: 420))
        // The reported length followed item 0.
        #expect(!layout.hasEstimatedSize(ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: 0))))
    }

    @Test func readingOrderIsByTopThenLeadingToTrailing() throws {
        // The shortest-column example: tops 0 (items 0, 1, 2), 60 (3), 90 (4), 100 (5), 110 (6).
        let layout = try Self.layout([100, 50, 80, 30, 60, 40, 70])
        let order = layout.accessibilityReadingOrder(of: layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 400)))
        #expect(order.map(\.indexPath.item) == [0, 1, 2, 3, 4, 5, 6])
        // Right to left (a view that did not mirror), each top reads from the right.
        let rightToLeft = AccessibilityReadingOrder.byLeadingEdge(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 400)),
                                                                  along: .vertical, trailingFirst: true)
        #expect(rightToLeft.map(\.indexPath.item) == [2, 1, 0, 3, 4, 5, 6])
    }

    @Test func badSettingsAreRefusedWithTheValue() throws {
        #expect(throws: LayoutError.invalidValue(name: "columns", value: 0, expected: "a column count from 1 to 1000")) {
            try WaterfallLayout(configuration: WaterfallLayoutConfiguration(columns: .count(0)))
        }
        #expect(throws: LayoutError.self) { try WaterfallLayout(configuration: WaterfallLayoutConfiguration(columns: .count(5_000))) }
        #expect(throws: LayoutError.self) { try WaterfallLayout(configuration: WaterfallLayoutConfiguration(columns: .minimumWidth(0))) }
        #expect(throws: LayoutError.self) { try WaterfallLayout(configuration: WaterfallLayoutConfiguration(columns: .minimumWidth(.nan))) }
        #expect(throws: LayoutError.self) { try WaterfallLayout(configuration: WaterfallLayoutConfiguration(columnSpacing: -1)) }
        #expect(throws: LayoutError.self) { try WaterfallLayout(configuration: WaterfallLayoutConfiguration(itemSpacing: .infinity)) }
        #expect(throws: LayoutError.self) {
            var configuration = WaterfallLayoutConfiguration()
            configuration.itemSize = .aspectRatio(0)
            return try WaterfallLayout(configuration: configuration)
        }
        for (bad, name) in [(WaterfallItemSize.absolute(-1), "sizeForItem"), (.estimated(.nan), "sizeForItem"), (.aspectRatio(-2), "sizeForItem")] {
            let layout = try WaterfallLayout(configuration: WaterfallLayoutConfiguration { $0.item == 3 ? bad : .absolute(10) })
            layout.hostState.context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [5])
            let error = #expect(throws: LayoutError.self) { try layout.prepare() }
            #expect(error?.description.hasPrefix("\(name)(\(ItemPath(item: 3, section: 0)))") == true, "\(String(describing: error))")
        }
        // A minimum width so small that more than 1000 columns fit.
        let tiny = try WaterfallLayout(configuration: WaterfallLayoutConfiguration(columns: .minimumWidth(0.01), columnSpacing: 0))
        tiny.hostState.context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [5])
        #expect(throws: LayoutError.self) { try tiny.prepare() }
        let perSection = try WaterfallLayout(configuration: { () -> WaterfallLayoutConfiguration in
            var configuration = WaterfallLayoutConfiguration()
            configuration.columnsForSection = { _ in .count(-3) }
            return configuration
        }())
        perSection.hostState.context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [5])
        let error = #expect(throws: LayoutError.self) { try perSection.prepare() }
        #expect(error?.description.hasPrefix("columnsForSection(0)") == true)
    }

    @Test func agreesWithBruteForce() async {
        let shape = zip(Gen.bool, Gen.int(in: 1...5), Gen.cgFloat(in: 0...20), Gen.cgFloat(in: 0...20), Gen.cgFloat(in: 0...30),
                        Gen.bool, Gen.bool, Gen.int(in: 0...1000))
        let data = zip(Gen.int(in: 0...60).array(of: 0...4), Gen.cgFloat(in: 0...500), Gen.cgFloat(in: 0...600),
                       Gen.cgFloat(in: -100...3000), Gen.cgFloat(in: 0...700), Gen.int(in: 0...2))
        await propertyCheck(count: 150, input: shape, data) { shape, data in
            try Self.checkContract(shape, data)
        }
    }

    static func checkContract(_ shape: (Bool, Int, CGFloat, CGFloat, CGFloat, Bool, Bool, Int),
                              _ data: ([Int], CGFloat, CGFloat, CGFloat, CGFloat, Int)) throws {
        let (horizontal, columns, columnSpacing, itemSpacing, inset, pins, inOrder, seed) = shape
        let (counts, width, height, position, extent, spanEvery) = data
        var configuration = WaterfallLayoutConfiguration(scrollDirection: horizontal ? .horizontal : .vertical, columns: .count(columns),
                                                         columnSpacing: columnSpacing, itemSpacing: itemSpacing,
                                                         sectionInset: LayoutEdgeInsets(top: inset, left: inset / 2, bottom: inset, right: inset / 3))
        configuration.sizeForItem = { path in
            let hash = (path.item &* 37 &+ path.section &* 101 &+ seed) % 97
            switch hash % 3 {
            case 0: return .absolute(CGFloat(hash))
            case 1: return .aspectRatio(CGFloat(1 + hash % 20) / 10)
            default: return .estimated(CGFloat(20 + hash))
            }
        }
        if spanEvery > 0 {
            let every = 5 * spanEvery
            configuration.spansAllColumns = { path in path.item % every == 3 }
        }
        configuration.headerReferenceSize = CGSize(width: 24, height: 24)
        configuration.footerReferenceSize = CGSize(width: 12, height: 12)
        configuration.sectionHeadersPinToVisibleBounds = pins
        configuration.placement = inOrder ? .inOrder : .shortestColumn
        let layout = try WaterfallLayout(configuration: configuration)
        let origin = horizontal ? CGPoint(x: position, y: 0) : CGPoint(x: 0, y: position)
        try prepare(layout, LayoutContext(bounds: CGRect(origin: origin, size: CGSize(width: width, height: height)), itemCounts: counts))
        let rect = horizontal ? CGRect(x: position, y: 0, width: extent, height: height) : CGRect(x: 0, y: position, width: width, height: extent)
        let kinds = [ElementCategory.headerKind, ElementCategory.footerKind]
        checkLayoutContract(layout, rect: rect, supplementaryKinds: kinds)
        // Sizes reported for a few items, some above the bounds: still the contract, no item
        // changes column, and no two items overlap.
        let across: ScrollDirection = horizontal ? .vertical : .horizontal
        let columnsBefore = counts.enumerated().map { section, count in frames(layout, count: count, section: section).map { $0.min(across) } }
        for (section, count) in counts.enumerated() where count > 0 {
            for item in stride(from: seed % count, to: count, by: 7) {
                guard let original = layout.layoutAttributesForItem(at: ItemPath(item: item, section: section)) else { continue }
                var preferred = original
                preferred.frame.size = CGSize(width: CGFloat(10 + (item * 13 + seed) % 90), height: CGFloat(10 + (item * 17 + seed) % 90))
                if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                    layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                }
            }
        }
        checkLayoutContract(layout, rect: rect, supplementaryKinds: kinds)
        for (section, count) in counts.enumerated() {
            let placed = frames(layout, count: count, section: section)
            #expect(placed.map { $0.min(across) } == columnsBefore[section])
            for i in placed.indices {
                for j in placed.indices where j > i {
                    let overlap = placed[i].insetBy(dx: 0.001, dy: 0.001).overlaps(placed[j].insetBy(dx: 0.001, dy: 0.001))
                    #expect(!overlap, "items \(i) and \(j) of section \(section) overlap")
                }
            }
        }
    }

    @Test func aMillionItemsPrepareAndAnswerAtAnyDepth() throws {
        // 1,000,000 items in three columns, lengths by a formula; the rect query deep in the
        // content agrees with the single queries, and the content ends at the longest column.
        var configuration = WaterfallLayoutConfiguration(columns: .count(3)) { .absolute(CGFloat(40 + ($0.item * 37) % 120)) }
        configuration.spansAllColumns = { $0.item % 1000 == 999 }
        let layout = try WaterfallLayout(configuration: configuration)
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), itemCounts: [1_000_000]))
        let rect = CGRect(x: 0, y: layout.collectionViewContentSize.height / 2, width: 390, height: 844)
        let shown = layout.layoutAttributesForElements(in: rect)
        #expect(!shown.isEmpty)
        for attributes in shown { #expect(layout.layoutAttributesForItem(at: attributes.indexPath) == attributes) }
        let last = try #require(layout.layoutAttributesForItem(at: ItemPath(item: 999_999, section: 0)))
        #expect(last.frame.maxY == layout.collectionViewContentSize.height)
    }
}
