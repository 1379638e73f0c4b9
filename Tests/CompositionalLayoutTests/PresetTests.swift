@_spi(Testing) import CompositionalLayoutModule
import Foundation
@_spi(Testing) import LayoutCore
import Testing

/// The article's presets at width 390 (844 for landscape), frames worked out by hand.
@Suite struct PresetTests {
    @Test func pinnedHeadersStayOnTopOfTheirSectionsOverABackground() throws {
        let layout = try prepared(CompositionalLayout.pinnedHeaders(backgroundKind: "background"), itemCounts: [8, 12])
        // Section 0: a header 40 high inset like the rows (16 each side: 358 wide), rows of 44
        // from 40, 20 below: 40 + 8·44 + 20 = 412; section 1 starts there.
        let header = ElementCategory.headerKind
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: ItemPath(item: 0, section: 0))?.frame
                == CGRect(x: 16, y: 0, width: 358, height: 40))
        #expect(cellFrame(layout, 2) == CGRect(x: 16, y: 128, width: 358, height: 44))
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: ItemPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 390, height: 412))
        #expect(cellFrame(layout, 0, section: 1) == CGRect(x: 16, y: 452, width: 358, height: 44))
        // Scrolled to 300, section 0's header is at the top; at 390 its section's end pushes it up: 412 − 40 = 372.
        layout.hostState.context.bounds.origin.y = 300
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: ItemPath(item: 0, section: 0))?.frame.minY == 300)
        layout.hostState.context.bounds.origin.y = 390
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: ItemPath(item: 0, section: 0))?.frame.minY == 372)
        checkCompositionalContract(layout, rect: layout.context.bounds)
    }

    @Test func listRowsAreFullWidthAnd44High() throws {
        let layout = try prepared(CompositionalLayout.list(), itemCounts: [100])
        #expect(cellFrame(layout, 0) == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(cellFrame(layout, 3) == CGRect(x: 0, y: 132, width: 390, height: 44))
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 4400))
    }

    @Test func gridHasFourSquareColumnsOnAnyWidth() throws {
        let layout = try prepared(CompositionalLayout.grid(), itemCounts: [10])
        // Item 0.25 × 390 = 97.5 wide; group 0.25 of the width = 97.5 high.
        #expect(cellFrame(layout, 0) == CGRect(x: 0, y: 0, width: 97.5, height: 97.5))
        #expect(cellFrame(layout, 3) == CGRect(x: 292.5, y: 0, width: 97.5, height: 97.5))
        #expect(cellFrame(layout, 5) == CGRect(x: 97.5, y: 97.5, width: 97.5, height: 97.5))
        // 10 items: three rows.
        #expect(layout.collectionViewContentSize.height == 292.5)
        try prepared(layout, size: CGSize(width: 800, height: 600), itemCounts: [10])
        #expect(cellFrame(layout, 1) == CGRect(x: 200, y: 0, width: 200, height: 200))
    }

    @Test func twoColumnsSplitTheRowAroundTenPointsOfSpacing() throws {
        let layout = try prepared(CompositionalLayout.twoColumns(), itemCounts: [5])
        // Insets 10: 370 wide; (370 − 10)/2 = 180 per item.
        #expect(cellFrame(layout, 0) == CGRect(x: 10, y: 10, width: 180, height: 44))
        #expect(cellFrame(layout, 1) == CGRect(x: 200, y: 10, width: 180, height: 44))
        #expect(cellFrame(layout, 2) == CGRect(x: 10, y: 64, width: 180, height: 44))
        #expect(cellFrame(layout, 4) == CGRect(x: 10, y: 118, width: 180, height: 44))
        // Three rows: 10 + 44·3 + 10·2 + 10.
        #expect(layout.collectionViewContentSize.height == 172)
    }

    @Test func insetItemsGridShrinksCellsInsideTheirSlots() throws {
        let layout = try prepared(CompositionalLayout.insetItemsGrid(), itemCounts: [12])
        // Slots 78 × 78; cells inset by 2.
        #expect(cellFrame(layout, 0) == CGRect(x: 2, y: 2, width: 74, height: 74))
        #expect(cellFrame(layout, 4) == CGRect(x: 314, y: 2, width: 74, height: 74))
        #expect(cellFrame(layout, 6) == CGRect(x: 80, y: 80, width: 74, height: 74))
    }

    @Test func distinctSectionsStackAListAndTwoGrids() throws {
        let layout = try prepared(CompositionalLayout.distinctSections(), itemCounts: [2, 4, 6])
        #expect(cellFrame(layout, 1, section: 0) == CGRect(x: 0, y: 44, width: 390, height: 44))
        // Section 1 starts at 88: three columns of 130, cells inset by 2.
        #expect(cellFrame(layout, 0, section: 1) == CGRect(x: 2, y: 90, width: 126, height: 126))
        #expect(cellFrame(layout, 3, section: 1) == CGRect(x: 2, y: 220, width: 126, height: 126))
        // Section 2 starts at 88 + 260 = 348: five columns of 78.
        #expect(cellFrame(layout, 5, section: 2) == CGRect(x: 2, y: 428, width: 74, height: 74))
        #expect(layout.collectionViewContentSize.height == 504)
    }

    @Test func adaptiveSectionsDoubleTheColumnsAndFixTheRowHeightInLandscape() throws {
        let layout = try prepared(CompositionalLayout.adaptiveSections(), itemCounts: [1, 6])
        #expect(cellFrame(layout, 0, section: 1) == CGRect(x: 2, y: 46, width: 126, height: 126))
        try prepared(layout, size: landscape, itemCounts: [1, 6])
        // 844 > 800: six columns of 844/6; compact height: rows of 100.
        let column = CGFloat(844) / 6
        let frame = try #require(cellFrame(layout, 5, section: 1))
        #expect(abs(frame.minX - (5 * column + 2)) < 1e-9)
        #expect(abs(frame.width - (column - 4)) < 1e-9)
        #expect(frame.minY == 46 && frame.height == 96)
    }

    @Test func nestedGroupsPutALargeItemBesideTwoStackedOnes() throws {
        let layout = try prepared(CompositionalLayout.nestedGroups(), itemCounts: [6])
        // Group 390 × 156. Leading slot 273 × 156, trailing column 117 wide of two 78-high slots.
        #expect(cellFrame(layout, 0) == CGRect(x: 10, y: 10, width: 253, height: 136))
        #expect(cellFrame(layout, 1) == CGRect(x: 283, y: 10, width: 97, height: 58))
        #expect(cellFrame(layout, 2) == CGRect(x: 283, y: 88, width: 97, height: 58))
        #expect(cellFrame(layout, 3) == CGRect(x: 10, y: 166, width: 253, height: 136))
        #expect(layout.collectionViewContentSize.height == 312)
    }

    @Test func nestedGroupsScrollingLaysGroupsOutSideways() throws {
        let layout = try prepared(CompositionalLayout.nestedGroupsScrolling(), itemCounts: [9, 3])
        // Group 0.85 × 390 = 331.5 wide, 0.34 × 390 = 132.6 high, under a 44-point header.
        #expect(close(cellFrame(layout, 0), CGRect(x: 10, y: 54, width: 0.7 * 331.5 - 20, height: 132.6 - 20)))
        #expect(close(cellFrame(layout, 3)?.minX, 331.5 + 10))
        #expect(close(cellFrame(layout, 0, section: 1)?.minY, 44 + 132.6 + 44 + 10))
        #expect(layout.orthogonalScrollableRange(inSection: 0) == 0...(3 * 331.5 - 390))
    }

    @Test func profilePageHasAHeaderHighlightsAndAPhotoGrid() throws {
        let layout = try prepared(CompositionalLayout.profilePage(), itemCounts: [1, 8, 7])
        // Header: 0.3 × 844 = 253.2 high.
        #expect(cellFrame(layout, 0, section: 0) == CGRect(x: 0, y: 0, width: 390, height: 253.2))
        // Highlights: group 351 wide holding four 87.75-wide slots, 0.22 × 351 = 77.22 high.
        let highlight = try #require(cellFrame(layout, 1, section: 1))
        #expect(abs(highlight.minX - (87.75 + 4)) < 1e-9 && abs(highlight.minY - (253.2 + 4)) < 1e-9)
        #expect(abs(highlight.height - (0.22 * 351 - 8)) < 1e-9)
        #expect(close(cellFrame(layout, 4, section: 1)?.minX, 351 + 4))
        // Photos: the header 50 high, then three 130-point squares per row.
        let header = layout.layoutAttributesForSupplementaryView(ofKind: ElementCategory.headerKind, at: ItemPath(item: 0, section: 2))
        let photosStart = 253.2 + 0.22 * 351
        #expect(abs((header?.frame.minY ?? 0) - photosStart) < 1e-9)
        let photo = try #require(cellFrame(layout, 4, section: 2))
        #expect(abs(photo.minY - (photosStart + 50 + 130 + 1)) < 1e-9 && photo.minX == 131 && photo.width == 128)
    }
}
