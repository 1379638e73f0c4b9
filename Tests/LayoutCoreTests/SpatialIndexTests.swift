import Foundation
import PropertyBased
import Testing
@_spi(Testing) @testable import LayoutCore

@Suite("SpatialIndex")
struct SpatialIndexTests {
    @Test func findsRowsOfAList() {
        let entries = (0..<100).map { (frame: CGRect(x: 0, y: CGFloat($0) * 50, width: 300, height: 50), element: $0) }
        let index = SpatialIndex(axis: .vertical, entries: entries.shuffled())
        #expect(index.query(CGRect(x: 0, y: 120, width: 300, height: 100)) == [2, 3, 4])
        // Touching edges do not intersect, as CGRect.intersects says.
        #expect(index.query(CGRect(x: 0, y: 100, width: 300, height: 50)) == [2])
        #expect(index.query(CGRect(x: 400, y: 0, width: 10, height: 1000)) == [])
        #expect(index.query(.null) == [])
        // A zero-height rect on a row's inside still finds it; on the shared edge it finds the row below.
        #expect(index.query(CGRect(x: 0, y: 125, width: 300, height: 0)) == [2])
        #expect(index.candidateRange(alongAxisOf: CGRect(x: 0, y: 120, width: 300, height: 100)).count == 3)
    }

    @Test func tallFramesEarlierInOrderAreFound() {
        // A tall frame starting at 0 reaches a query at 900 though frames between end earlier.
        var entries = (1..<20).map { (frame: CGRect(x: 0, y: CGFloat($0) * 50, width: 10, height: 10), element: $0) }
        entries.append((CGRect(x: 20, y: 0, width: 10, height: 2000), 0))
        let index = SpatialIndex(axis: .vertical, entries: entries)
        #expect(index.query(CGRect(x: 0, y: 965, width: 100, height: 5)).sorted() == [0])
    }

    @Test func agreesWithBruteForce() async {
        let frame = zip(Gen.cgFloat(in: -500...500), Gen.cgFloat(in: -500...500), Gen.cgFloat(in: 0...200), Gen.cgFloat(in: 0...200))
            .map { CGRect(x: $0, y: $1, width: $2, height: $3) }
        await propertyCheck(count: 200, input: frame.array(of: 0...60), frame, Gen.bool) { frames, rect, vertical in
            let axis: ScrollDirection = vertical ? .vertical : .horizontal
            let index = SpatialIndex(axis: axis, entries: frames.enumerated().map { ($1, $0) })
            let expected = frames.indices.filter { frames[$0].overlaps(rect) }
            #expect(index.query(rect).sorted() == expected)
        }
    }
}

@Suite("Rect overlap")
struct RectOverlapTests {
    @Test func touchingEdgesDoNotOverlap() {
        let row = CGRect(x: 0, y: 50, width: 100, height: 50)
        #expect(!row.overlaps(CGRect(x: 0, y: 100, width: 100, height: 50)))
        #expect(!row.overlaps(CGRect(x: 100, y: 50, width: 10, height: 10)))
        #expect(row.overlaps(CGRect(x: 99, y: 99, width: 10, height: 10)))
        #expect(!row.overlaps(.null))
        #expect(!row.overlaps(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)))
    }

    @Test func zeroLengthExtentsInsideCount() {
        let row = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(row.overlaps(CGRect(x: 10, y: 10, width: 0, height: 0)))
        #expect(CGRect(x: 10, y: 10, width: 0, height: 0).overlaps(row))
        #expect(!row.overlaps(CGRect(x: 10, y: 60, width: 0, height: 0)))
    }
}
