import Foundation
@_spi(Testing) import LayoutCore
@testable import Layouts
import PropertyBased
import Testing

/// Merged cells of the grid (catalogue spec, "Grid"): within the grid, across no frozen edge,
/// never overlapping, each refusal naming the merges, and held to a check of every pair.
@Suite struct GridMergesTests {
    typealias Merge = GridMerges.Merge

    static func merge(_ rows: Range<Int>, _ columns: Range<Int>) -> Merge { Merge(rows: rows, columns: columns) }

    /// In a 10 × 6 grid with its first and last rows and its first column frozen: a block in the
    /// body, one cell of the body, and two cells of the frozen column merged down are kept, by
    /// first row then first column.
    @Test func mergesThatFitAreKeptInRowOrder() throws {
        let merges = try GridMerges([Self.merge(4..<6, 0..<1), Self.merge(1..<3, 1..<4), Self.merge(1..<2, 4..<5)],
                                    rowCount: 10, columnCount: 6, frozenRows: (1, 1), frozenColumns: (1, 0))
        #expect(merges.merges == [Self.merge(1..<3, 1..<4), Self.merge(1..<2, 4..<5), Self.merge(4..<6, 0..<1)])
    }

    /// A 10 × 6 grid with its first row, last row and first column frozen: the edges are at row 1,
    /// row 9 and column 1.
    @Test func badMergesAreRefusedNamingThem() {
        let frozen = (rows: (1, 1), columns: (1, 0))
        func check(_ merges: [Merge], _ element: String, _ problem: String, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(throws: LayoutError.invalidModel(element: element, problem: problem), sourceLocation: sourceLocation) {
                try GridMerges(merges, rowCount: 10, columnCount: 6, frozenRows: frozen.rows, frozenColumns: frozen.columns)
            }
        }
        check([Self.merge(0..<2, 2..<3)], "merged cells rows 0..<2 × columns 2..<3", "crosses the frozen rows' edge at row 1")
        check([Self.merge(8..<10, 2..<3)], "merged cells rows 8..<10 × columns 2..<3", "crosses the frozen rows' edge at row 9")
        check([Self.merge(2..<3, 0..<2)], "merged cells rows 2..<3 × columns 0..<2", "crosses the frozen columns' edge at column 1")
        check([Self.merge(2..<3, 5..<7)], "merged cells rows 2..<3 × columns 5..<7", "not within the grid's 10 rows × 6 columns")
        check([Self.merge(2..<2, 1..<2)], "merged cells rows 2..<2 × columns 1..<2", "not within the grid's 10 rows × 6 columns")
        check([Self.merge(2..<5, 1..<3), Self.merge(4..<6, 2..<4)], "merged cells rows 2..<5 × columns 1..<3",
              "overlaps merged cells rows 4..<6 × columns 2..<4")
    }

    /// Against every pair: random merges in a 12 × 12 grid without frozen edges are accepted
    /// exactly when no two overlap.
    @Test func overlapsMatchEveryPair() async {
        let block = zip(Gen.int(in: 0...11), Gen.int(in: 1...4), Gen.int(in: 0...11), Gen.int(in: 1...4))
        await propertyCheck(count: 500, input: block.array(of: 0...8)) { blocks in
            let merges = blocks.map { Self.merge($0.0..<min(12, $0.0 + $0.1), $0.2..<min(12, $0.2 + $0.3)) }
            var overlapping = false
            for a in merges.indices {
                for b in merges.indices where a < b && merges[a].rows.overlaps(merges[b].rows) && merges[a].columns.overlaps(merges[b].columns) {
                    overlapping = true
                }
            }
            let accepted = (try? GridMerges(merges, rowCount: 12, columnCount: 12)) != nil
            #expect(accepted == !overlapping)
        }
    }
}
