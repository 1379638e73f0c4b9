import Foundation
import PropertyBased
import TestSupport
import Testing
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts

/// Rows that size themselves: `TableLayout(estimatedRowHeight:)`, as `UITableView` with
/// `automaticDimension`.
@Suite("TableLayout: rows that size themselves")
struct TableLayoutSelfSizingTests {
    /// 10 rows estimated 44 tall in a 320-wide view.
    private func table(rows: Int = 10) throws -> TableLayout {
        let layout = try TableLayout(estimatedRowHeight: 44)
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [rows]))
        return layout
    }

    /// Row `row` of `layout` reporting `height`, as the host hands it over.
    @discardableResult
    private func report(_ height: CGFloat, row: Int, of layout: TableLayout) -> SelfSizingAdjustment? {
        let original = layout.layoutAttributesForItem(at: ItemPath(item: row, section: 0))!
        var preferred = original
        preferred.frame.size.height = height
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return nil }
        return layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    }

    private func frame(_ layout: TableLayout, _ row: Int) -> CGRect? {
        layout.layoutAttributesForItem(at: ItemPath(item: row, section: 0))?.frame
    }

    @Test func rowsStartAtTheEstimateAndTakeTheirHeights() throws {
        let layout = try table()
        #expect(frame(layout, 3) == CGRect(x: 0, y: 132, width: 320, height: 44))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 440))
        #expect(layout.hasEstimatedSize(ElementKey(category: .cell, indexPath: ItemPath(item: 3, section: 0))))
        // Row 3 grows to 100: 56 more, rows 4 on move down 56, the content grows 56.
        #expect(report(100, row: 3, of: layout) == SelfSizingAdjustment(contentSizeAdjustment: CGSize(width: 0, height: 56)))
        #expect(frame(layout, 3) == CGRect(x: 0, y: 132, width: 320, height: 100))
        #expect(frame(layout, 4) == CGRect(x: 0, y: 232, width: 320, height: 44))
        #expect(layout.collectionViewContentSize.height == 496)
        #expect(!layout.hasEstimatedSize(ElementKey(category: .cell, indexPath: ItemPath(item: 3, section: 0))))
        // Row 0 shrinks to 20: everything after moves up 24.
        report(20, row: 0, of: layout)
        #expect(frame(layout, 4) == CGRect(x: 0, y: 208, width: 320, height: 44))
        // The same height again changes nothing; a fixed table never sizes itself.
        #expect(report(20, row: 0, of: layout) == nil)
        let fixed = try TableLayout(itemSize: CGSize(width: 0, height: 44))
        try prepare(fixed, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [10]))
        var preferred = fixed.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))!
        preferred.frame.size.height = 80
        #expect(!fixed.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: fixed.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))!))
        #expect(!fixed.hasEstimatedSize(ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: 0))))
    }

    @Test func theRectQueryFindsRowsByTheirHeights() throws {
        let layout = try table()
        report(100, row: 1, of: layout)   // rows: 0–44, 44–144, 144–188, 188–232, …
        #expect(layout.cache.visibleRows(in: CGRect(x: 0, y: 150, width: 320, height: 40), ofSection: 0) == 2..<4)
        #expect(layout.cache.visibleRows(in: CGRect(x: 0, y: 144, width: 320, height: 44), ofSection: 0) == 2..<3)
        // Row 7 spans 364–408.
        #expect(layout.cache.visibleRows(in: CGRect(x: 0, y: 400, width: 320, height: 1000), ofSection: 0) == 7..<10)
        #expect(layout.cache.visibleRows(in: CGRect(x: 0, y: -100, width: 320, height: 90), ofSection: 0).isEmpty)
    }

    /// Heights follow their rows through a batch update: rows 0–4 sized 100, two rows inserted at
    /// the top (estimated 44) and row 2 deleted: old rows 0, 1, 3, 4 are now rows 2, 3, 4, 5.
    @Test func heightsFollowTheirRowsThroughAnUpdate() throws {
        let layout = try table()
        for row in 0..<5 { report(100, row: row, of: layout) }
        layout.hostState.context.itemCounts = [11]
        layout.invalidateLayout(with: .dataCounts)
        try layout.prepare()
        var updates = BatchUpdates()
        updates.insertItems(at: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)])
        updates.deleteItems(at: [ItemPath(item: 2, section: 0)])
        layout.prepare(forCollectionViewUpdates: try updates.validated(from: [10], to: [11]).updateItems)
        #expect((0..<7).map { frame(layout, $0)!.height } == [44, 44, 100, 100, 100, 100, 44])
        #expect(layout.collectionViewContentSize.height == 708)   // 4 × 100 + 7 × 44
        #expect(layout.hasEstimatedSize(ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: 0))))
        #expect(!layout.hasEstimatedSize(ElementKey(category: .cell, indexPath: ItemPath(item: 2, section: 0))))
    }

    /// A reloaded row is measured again; a new width or estimate measures every row again.
    @Test func aReloadedRowOrANewWidthStartsFromTheEstimate() throws {
        let layout = try table()
        for row in 0..<3 { report(100, row: row, of: layout) }
        layout.invalidateLayout(with: .dataCounts)
        try layout.prepare()
        var updates = BatchUpdates()
        updates.reloadItems(at: [ItemPath(item: 1, section: 0)])
        layout.prepare(forCollectionViewUpdates: try updates.validated(from: [10], to: [10]).updateItems)
        #expect((0..<3).map { frame(layout, $0)!.height } == [100, 44, 100])
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 568, height: 320), itemCounts: [10]))
        #expect((0..<3).map { frame(layout, $0)!.height } == [44, 44, 44])
    }

    @Test func aBadEstimateIsRefusedWithTheValue() {
        for bad: CGFloat in [0, -44, .nan, .infinity] {
            let error = #expect(throws: LayoutError.self) { try TableLayout(estimatedRowHeight: bad) }
            #expect(error == .invalidSize(name: "estimatedRowHeight", CGSize(width: 0, height: bad)) || bad.isNaN)
            #expect(error?.description.hasPrefix("estimatedRowHeight 0 × ") == true, "\(String(describing: error))")
        }
    }

    @Test func agreesWithBruteForceForAnyHeights() async {
        await propertyCheck(count: 120, input: Gen.int(in: 0...200), Gen.cgFloat(in: 0...150).array(of: 0...40),
                            Gen.cgFloat(in: -200...9000), Gen.cgFloat(in: 0...900)) { rows, heights, y, extent in
            let layout = try TableLayout(estimatedRowHeight: 44)
            try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [rows]))
            for (index, height) in heights.enumerated() where rows > 0 { report(height, row: (index * 37) % rows, of: layout) }
            checkLayoutContract(layout, rect: CGRect(x: 0, y: y, width: 320, height: extent))
        }
    }
}
