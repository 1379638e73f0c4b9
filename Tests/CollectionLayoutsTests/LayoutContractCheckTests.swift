import CollectionLayouts
import CollectionLayoutsTesting
import Foundation
import Testing

/// The testing product's contract check finds each kind of break, names it, and passes a layout
/// that keeps the contract.
@Suite("Layout contract check")
struct LayoutContractCheckTests {
    /// Ten 100-pt rows, each broken in one way on request.
    final class RowsLayout: CollectionLayoutBase {
        enum Defect { case none, dropsRowThree, nanRowTwo, followsBoundsWithoutInvalidating, overflowsContent }
        let defect: Defect
        init(_ defect: Defect) { self.defect = defect }

        override var collectionViewContentSize: CGSize {
            CGSize(width: 300, height: defect == .overflowsContent ? 900 : 1_000)
        }

        override func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
            guard indexPath.section == 0, (0..<10).contains(indexPath.item) else { return nil }
            var frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: 300, height: 100)
            if defect == .nanRowTwo, indexPath.item == 2 { frame.origin.x = .nan }
            if defect == .followsBoundsWithoutInvalidating { frame.origin.x = context.bounds.minY / 10 }
            return LayoutAttributes(forCellWith: indexPath, frame: frame)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
            (0..<10).compactMap { layoutAttributesForItem(at: ItemPath(item: $0, section: 0)) }
                .filter { $0.isShown(in: rect) && !(defect == .dropsRowThree && $0.indexPath.item == 3) }
        }
    }

    static func prepared(_ defect: RowsLayout.Defect) throws -> RowsLayout {
        let layout = RowsLayout(defect)
        layout.hostState.context = LayoutContext(bounds: CGRect(x: 0, y: 0, width: 300, height: 600), itemCounts: [10])
        try layout.prepare()
        return layout
    }

    @Test func aLayoutThatKeepsTheContractHasNoViolations() throws {
        #expect(try Self.prepared(.none).contractViolations(in: CGRect(x: 0, y: 0, width: 300, height: 600)) == [])
    }

    @Test func aRowMissingFromTheRectQueryIsNamed() throws {
        let violations = try Self.prepared(.dropsRowThree).contractViolations(in: CGRect(x: 0, y: 0, width: 300, height: 600))
        #expect(violations.count == 1)
        #expect(violations.first?.description.hasPrefix("the rect query for (0.0, 0.0, 300.0, 600.0) returned") == true)
    }

    @Test func aNaNFrameIsNamed() throws {
        let violations = try Self.prepared(.nanRowTwo).contractViolations(in: CGRect(x: 0, y: 600, width: 300, height: 400))
        #expect(violations.contains { $0.description.hasPrefix("cell[0, 2] is not finite") })
    }

    @Test func aFrameOutsideTheContentIsNamed() throws {
        let violations = try Self.prepared(.overflowsContent).contractViolations(in: CGRect(x: 0, y: 0, width: 300, height: 600))
        #expect(violations.map(\.description) == ["cell[0, 9] at (0.0, 900.0, 300.0, 100.0) is outside the content (300.0, 900.0)"])
    }

    /// Rows that slide right by a tenth of the offset, without asking to invalidate: what a view
    /// keeps goes stale, as on a device. Moving the bounds down by 200 (a third of 600) moves
    /// row 2 from x = 0 to x = 20.
    @Test func attributesThatFollowTheBoundsWithoutAnInvalidationAreStale() throws {
        let layout = try Self.prepared(.followsBoundsWithoutInvalidating)
        let violations = layout.keptAttributeViolations(deltas: [CGPoint(x: 0, y: 200)])
        #expect(violations.first?.description
                == "cell[0, 2] is stale after the bounds moved by (0.0, 200.0) without an invalidation: kept (0.0, 200.0, 300.0, 100.0), now (20.0, 200.0, 300.0, 100.0)")
        #expect(violations.count == 4)   // rows 2 to 5 stay on screen
        #expect(layout.context.bounds.minY == 0)
    }
}
