import Foundation
import PropertyBased
import TestSupport
import Testing
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts

@Suite("TableLayout")
struct TableLayoutTests {
    private func table(rows: Int, height: CGFloat = 60, width: CGFloat = 320) throws -> TableLayout {
        let layout = try TableLayout(itemSize: CGSize(width: 100, height: height))
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: width, height: 480), itemCounts: [rows]))
        return layout
    }

    @Test func rowsSpanTheCollectionWidth() throws {
        let layout = try table(rows: 10)
        // Row 3: (0, 60·3, 320, 60) whatever itemSize.width (100) says.
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 180, width: 320, height: 60))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 600))
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 10, section: 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 0, section: 1)) == nil)
    }

    @Test func visibleRowsComeFromTheRowHeight() throws {
        let cache = try table(rows: 10).cache
        // y 100…250 crosses rows 1 (60–120), 2, 3 and 4 (240–300).
        #expect(cache.visibleRows(in: CGRect(x: 0, y: 100, width: 320, height: 150), ofSection: 0) == 1..<5)
        // A rect ending on a row edge does not include the next row.
        #expect(cache.visibleRows(in: CGRect(x: 0, y: 120, width: 320, height: 60), ofSection: 0) == 2..<3)
        #expect(cache.visibleRows(in: CGRect(x: 0, y: -500, width: 320, height: 100), ofSection: 0).isEmpty)
        #expect(cache.visibleRows(in: CGRect(x: 0, y: 590, width: 320, height: 1000), ofSection: 0) == 9..<10)
        #expect(cache.visibleRows(in: CGRect(x: 400, y: 0, width: 10, height: 100), ofSection: 0).isEmpty)
        #expect(cache.visibleRows(in: .null, ofSection: 0).isEmpty)
    }

    @Test func emptyTableHasNoContent() throws {
        let layout = try table(rows: 0)
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 0))
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)).isEmpty)
    }

    @Test func changingItemSizeInvalidates() throws {
        let layout = try table(rows: 10)
        try layout.setItemSize(CGSize(width: 0, height: 30))
        #expect(layout.pendingInvalidation.contains(.layoutConfiguration))
        try layout.prepare()
        #expect(layout.collectionViewContentSize.height == 300)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 500, width: 320, height: 480)) == false)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 568, height: 320)))
    }

    @Test func badInputIsRefusedWithTheValue() throws {
        #expect(throws: LayoutError.invalidSize(name: "itemSize", CGSize(width: 10, height: 0))) {
            try TableLayout(itemSize: CGSize(width: 10, height: 0))
        }
        #expect(throws: LayoutError.self) { try TableLayout(itemSize: CGSize(width: 10, height: CGFloat.nan)) }
        let layout = try table(rows: 3)
        #expect(throws: LayoutError.self) { try layout.setItemSize(CGSize(width: -1, height: 20)) }
        #expect(layout.itemSize == CGSize(width: 100, height: 60))
        // Sections are laid out one after another (TableLayoutSectionsTests), not refused.
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), itemCounts: [1, 1]))
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 60, width: 10, height: 60))
    }

    @Test func agreesWithBruteForce() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...300), Gen.cgFloat(in: 1...120), Gen.cgFloat(in: 0...500),
                            Gen.cgFloat(in: -200...20000), Gen.cgFloat(in: 0...900)) { rows, height, width, y, extent in
            let layout = try TableLayout(itemSize: CGSize(width: 10, height: height))
            try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: width, height: 480), itemCounts: [rows]))
            checkLayoutContract(layout, rect: CGRect(x: 0, y: y, width: width, height: extent))
            checkLayoutContract(layout, rect: CGRect(x: 0, y: (y / height).rounded() * height, width: max(1, width), height: 0))
        }
    }
}
