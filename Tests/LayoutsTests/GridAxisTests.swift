import Foundation
@_spi(Testing) import LayoutCore
@testable import Layouts
import PropertyBased
import Testing

/// One axis of the grid (catalogue spec, "Grid"): starts, the query of an interval, and frozen
/// indices, worked by hand and held to a scan of every index.
@Suite struct GridAxisTests {
    /// Columns 100, 50 and 80 wide, 10 apart: they start at 0, 110 and 170; the axis is 250 long.
    /// The interval (105, 115) meets column 1 only (100–110 is a gap); (100, 110) meets none;
    /// (0, 100) meets column 0 only; (−20, 300) all.
    @Test func columnsOfTheirOwnWidthsWorkedByHand() throws {
        let axis = try GridAxis(sizes: [100, 50, 80], gap: 10)
        #expect((0..<3).map(axis.start(of:)) == [0, 110, 170])
        #expect(axis.length == 250)
        #expect(axis.indices(overlapping: 105, 115) == 1..<2)
        #expect(axis.indices(overlapping: 100, 110).isEmpty)
        #expect(axis.indices(overlapping: 0, 100) == 0..<1)
        #expect(axis.indices(overlapping: -20, 300) == 0..<3)
        // An interval of no length meets the spans that hold it, edges included, as a rect of no
        // width meets frames: 50 is in column 0, 110 is column 1's start, 105 is in a gap.
        #expect(axis.indices(overlapping: 50, 50) == 0..<1)
        #expect(axis.indices(overlapping: 110, 110) == 1..<2)
        #expect(axis.indices(overlapping: 105, 105).isEmpty)
    }

    /// Five rows 40 tall, no gap (200 long), the first and the last frozen, the visible area
    /// from 70 to 170: row 0 follows the top, at max(0, 70 + 0) = 70; row 4 the bottom, at
    /// min(160, 170 − (200 − 160)) = 130; row 2 stays at 80. At rest (visible 0 to 100) row 0 is
    /// at 0 and row 4 at min(160, 100 − 40) = 60, at the bottom of the screen.
    @Test func frozenRowsFollowTheirEdges() throws {
        let axis = try GridAxis(count: 5, size: 40, gap: 0)
        func start(_ index: Int, _ visible: (CGFloat, CGFloat)) -> CGFloat {
            GridPlacement(axis: axis, leading: 1, trailing: 1, visibleStart: visible.0, visibleEnd: visible.1).start(of: index)
        }
        #expect(start(0, (70, 170)) == 70)
        #expect(start(4, (70, 170)) == 130)
        #expect(start(2, (70, 170)) == 80)
        #expect(start(0, (0, 100)) == 0)
        #expect(start(4, (0, 100)) == 60)
    }

    /// A width set in place equals the same widths given at once, bit for bit, and moves only
    /// the columns after it.
    @Test func aSizeSetInPlaceMovesOnlyWhatFollows() throws {
        var axis = try GridAxis(count: 4, size: 50, gap: 2)
        axis.setSize(80, of: 1)
        let fresh = try GridAxis(sizes: [50, 80, 50, 50], gap: 2)
        #expect((0..<4).map(axis.start(of:)) == [0, 52, 134, 186])
        #expect((0..<4).map(axis.start(of:)) == (0..<4).map(fresh.start(of:)))
        #expect(axis.length == 236)
    }

    @Test func badSizesAreRefusedNamingThem() {
        #expect(throws: LayoutError.invalidValue(name: "grid index count", value: -1, expected: "0 or more")) {
            try GridAxis(count: -1, size: 10, gap: 0)
        }
        #expect(throws: LayoutError.invalidValue(name: "grid size 1", value: -5, expected: "a finite length, 0 or more")) {
            try GridAxis(sizes: [10, -5], gap: 0)
        }
        #expect(throws: LayoutError.invalidValue(name: "grid gap", value: .infinity, expected: "a finite length, 0 or more")) {
            try GridAxis(count: 3, size: 10, gap: .infinity)
        }
    }

    /// Against a scan of every index: an index meets (low, high) when it starts before `high`
    /// and ends after `low`. Whole-number sizes keep the sums exact, so a uniform axis and the
    /// same sizes given one by one agree to the last bit.
    @Test func queriesMatchAScan() async {
        let input = zip(Gen.int(in: 0...6).array(of: 0...60), Gen.int(in: 0...4), Gen.int(in: -20...400), Gen.int(in: 1...200))
        await propertyCheck(count: 500, input: input) { values in
            let (sizes, gap, low, width) = values
            let axis = try GridAxis(sizes: sizes.map { CGFloat($0 * 10) }, gap: CGFloat(gap))
            let (a, b) = (CGFloat(low), CGFloat(low + width))
            let scanned = (0..<sizes.count).filter { axis.start(of: $0) < b && axis.start(of: $0) + axis.size(of: $0) > a }
            #expect(Array(axis.indices(overlapping: a, b)) == scanned)
            let uniform = try GridAxis(count: sizes.count, size: 30, gap: CGFloat(gap))
            let same = try GridAxis(sizes: Array(repeating: 30, count: sizes.count), gap: CGFloat(gap))
            #expect((0..<sizes.count).allSatisfy { uniform.start(of: $0) == same.start(of: $0) })
            #expect(uniform.indices(overlapping: a, b) == same.indices(overlapping: a, b))
            #expect(uniform.length == same.length)
        }
    }
}
