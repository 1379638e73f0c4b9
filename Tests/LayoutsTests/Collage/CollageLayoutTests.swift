import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
import Testing
import TestSupport

/// The canvas, the cells in points, placeholders and the layout contract.
@Suite struct CollageLayoutTests {
    @Test func theSpecsWorkedExample() throws {
        // Two cells split at ½ on a 1:1 canvas in a 390 × 844 view, margin 10, spacing 10.
        let layout = try collage("v 1/2")
        #expect(layout.canvas == CGRect(x: 0, y: 227, width: 390, height: 390))
        #expect(cellFrame(layout, 0) == CGRect(x: 10, y: 237, width: 180, height: 370))
        #expect(cellFrame(layout, 1) == CGRect(x: 200, y: 237, width: 180, height: 370))
        #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 844))
        let cell = try #require(layout.layoutAttributesForItem(at: ItemPath(item: 1, section: 0)))
        // The polygon in the cell's own coordinates.
        #expect(Set(cell[ElementShape.self]?.polygon.points.map { "\($0.x),\($0.y)" } ?? [])
            == ["0.0,0.0", "180.0,0.0", "180.0,370.0", "0.0,370.0"])
    }

    @Test func aTJunctionInsetsHalfTheSpacingOnEachDivider() throws {
        // 300 × 300 view, no margin, spacing 10: rows of 150 less 5 on each divider side.
        let layout = try collage("h 1/2; v 1/2 to d1; v 1/3 from d1", size: CGSize(width: 300, height: 300)) {
            $0.margin = 0
        }
        #expect(cellFrame(layout, 0) == CGRect(x: 0, y: 0, width: 145, height: 145))
        #expect(cellFrame(layout, 1) == CGRect(x: 155, y: 0, width: 145, height: 145))
        #expect(cellFrame(layout, 2) == CGRect(x: 0, y: 155, width: 95, height: 145))
        #expect(cellFrame(layout, 3) == CGRect(x: 105, y: 155, width: 195, height: 145))
    }

    @Test func thePinwheelInPoints() throws {
        let layout = try collage("v 2/3 to d2; h 2/3 from d3; v 1/3 from d4; h 1/3 to d1", size: CGSize(width: 300, height: 300)) {
            $0.margin = 0
            $0.spacing = 0
        }
        #expect(cellFrame(layout, 0) == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(cellFrame(layout, 1) == CGRect(x: 200, y: 0, width: 100, height: 200))
        #expect(cellFrame(layout, 2) == CGRect(x: 0, y: 100, width: 100, height: 200))
        #expect(cellFrame(layout, 3) == CGRect(x: 100, y: 100, width: 100, height: 100))
        #expect(cellFrame(layout, 4) == CGRect(x: 100, y: 200, width: 200, height: 100))
    }

    @Test func aSlantedDividerKeepsTheSpacingPerpendicular() throws {
        // Canvas 100 × 100, the line from (40, 0) to (60, 100): its normal is (100, −20)/√10400,
        // so 5 points perpendicular are 5·√10400/100 = 5.0990195 points across.
        let layout = try collage("v 0.4 0.6", size: CGSize(width: 100, height: 100)) { $0.margin = 0 }
        let across = 5 * 10400.0.squareRoot() / 100
        let left = try #require(layout.geometry.cells.first?.polygon.points)
        #expect(left.contains { close($0, CGPoint(x: 40 - across, y: 0), 1e-9) })
        #expect(left.contains { close($0, CGPoint(x: 60 - across, y: 100), 1e-9) })
        // The two inset edges are parallel lines exactly 10 apart.
        let right = try #require(layout.geometry.cells.last?.polygon.points)
        let corner = try #require(right.first { close($0.y, 0) && $0.x > 40 })
        let line = (a: CGPoint(x: 40 - across, y: 0), b: CGPoint(x: 60 - across, y: 100))
        let distance = abs((line.b.x - line.a.x) * (line.a.y - corner.y) - (line.a.x - corner.x) * (line.b.y - line.a.y))
            / hypot(line.b.x - line.a.x, line.b.y - line.a.y)
        #expect(close(distance, 10, 1e-9))
    }

    @Test func theCanvasFitsItsRatioInTheViewLessItsInsets() throws {
        // 4:5 in 390 × 844: 390 wide, 487.5 high, centred.
        let portrait = try collage("v 1/2") { $0.aspectRatio = CollageAspectRatio.portrait4x5 }
        #expect(portrait.canvas == CGRect(x: 0, y: 178.25, width: 390, height: 487.5))
        // 16:9 in 300 × 100: height-bound, 177.78 wide.
        let wide = try collage("v 1/2", size: CGSize(width: 300, height: 100)) { $0.aspectRatio = CollageAspectRatio.landscape16x9 }
        #expect(close(wide.canvas, CGRect(x: 150 - 800.0 / 9, y: 0, width: 1600.0 / 9, height: 100)))
        // Content insets shrink the room: 390 − 40 wide, 844 − 100 − 20 high.
        let layout = try CollageLayout(template: try CollageTemplate(text: "v 1/2"))
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), itemCounts: [2],
                                          contentInset: LayoutEdgeInsets(top: 100, left: 20, bottom: 20, right: 20)))
        #expect(layout.collectionViewContentSize == CGSize(width: 350, height: 724))
        #expect(layout.canvas == CGRect(x: 0, y: 187, width: 350, height: 350))
    }

    @Test func theCornerRadiusIsClampedPerCell() throws {
        let layout = try collage("v 1/2") { $0.cornerRadius = 120 }
        // Cells 180 × 370: at most 90.
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))?[ElementShape.self]?.cornerRadius == 90)
        let small = try collage("v 1/2") { $0.cornerRadius = 12 }
        #expect(small.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))?[ElementShape.self]?.cornerRadius == 12)
    }

    @Test func emptyCellsArePlaceholdersAndExtraPhotosHaveNoCell() throws {
        let layout = try collage("v 1/3; v 2/3", photos: 1)
        let everything = CGRect(x: 0, y: 0, width: 390, height: 844)
        let elements = layout.layoutAttributesForElements(in: everything)
        #expect(elements.map(\.category) == [.cell, .supplementaryView(CollageLayout.placeholderKind),
                                             .supplementaryView(CollageLayout.placeholderKind)])
        #expect(elements[2].indexPath == ItemPath(item: 2, section: 0))
        checkLayoutContract(layout, rect: everything, allElements: allCollageElements(layout))
        let crowded = try collage("v 1/2", photos: 5)
        #expect(crowded.layoutAttributesForItem(at: ItemPath(item: 3, section: 0)) == nil)
        #expect(crowded.layoutAttributesForElements(in: everything).count == 2)
    }

    @Test func theSameGeometryAtAnyOutputSize() throws {
        // Export at 3000 × 3000: every corner scales by 3000 / 390 when margin and spacing do.
        let template = try CollageTemplate(text: "v 2/3 to d2; h 2/3 from d3; v 1/3 from d4; h 1/3 to d1")
        let scale: CGFloat = 3000 / 390
        let screen = CollageGeometry(template: template, canvas: CGRect(x: 0, y: 0, width: 390, height: 390),
                                     margin: 10, spacing: 10, cornerRadius: 8)
        let export = CollageGeometry(template: template, canvas: CGRect(x: 0, y: 0, width: 3000, height: 3000),
                                     margin: 10 * scale, spacing: 10 * scale, cornerRadius: 8 * scale)
        for (small, large) in zip(screen.cells, export.cells) {
            #expect(close(large.frame, CGRect(x: small.frame.minX * scale, y: small.frame.minY * scale,
                                               width: small.frame.width * scale, height: small.frame.height * scale), 1e-6))
            #expect(close(large.cornerRadius, small.cornerRadius * scale, 1e-9))
        }
    }

    @Test func badSettingsThrowNamedErrors() throws {
        func error(_ change: (inout CollageLayoutConfiguration) -> Void) -> String? {
            var configuration = CollageLayoutConfiguration()
            change(&configuration)
            do { try configuration.validate(); return nil } catch { return error.description }
        }
        #expect(error { $0.aspectRatio = .nan }?.contains("aspectRatio") == true)
        #expect(error { $0.aspectRatio = 0 }?.contains("aspectRatio") == true)
        #expect(error { $0.aspectRatio = .infinity }?.contains("aspectRatio") == true)
        #expect(error { $0.margin = -1 }?.contains("margin") == true)
        #expect(error { $0.spacing = .nan }?.contains("spacing") == true)
        #expect(error { $0.cornerRadius = -.infinity }?.contains("cornerRadius") == true)
        #expect(error { $0.minimumCellSide = -2 }?.contains("minimumCellSide") == true)
        // A refused change leaves the layout as it was.
        let layout = try collage("v 1/2")
        #expect(throws: LayoutError.self) { try layout.update { $0.spacing = -3 } }
        #expect(layout.configuration.spacing == 10)
        #expect(throws: CollageError.unknownTemplate(id: "12-01")) { try CollageCatalogue.template(id: "12-01") }
    }

    @Test func hugeSpacingLeavesEmptyCellsNotNaN() throws {
        let layout = try collage("v 1/2; h 1/2") { $0.spacing = 10_000 }
        for attributes in allCollageElements(layout) {
            #expect(attributes.isFinite)
            #expect(attributes.frame.size == .zero)
        }
        let tiny = try collage("v 1/2", size: .zero)
        #expect(allCollageElements(tiny).allSatisfy { $0.isFinite })
    }
}
