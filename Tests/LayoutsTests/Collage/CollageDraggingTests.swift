import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) @testable import Layouts
import Testing
import TestSupport

/// Hit testing and dragging dividers and junctions into their exact clamps, with undo and redo.
@Suite struct CollageDraggingTests {
    /// Drags from `point` by `translation` and lets go.
    static func drag(_ layout: CollageLayout, from point: CGPoint, by translation: CGPoint) throws -> CollageHit? {
        let hit = layout.beginDrag(grabbing: point)
        layout.changeDrag(translation: translation)
        layout.endDrag()
        try relayout(layout)
        return hit
    }

    @Test func hitsJunctionsThenDividersThenCells() throws {
        // The 2 × 2 cross on the worked example's canvas (0, 227, 390, 390): centre (195, 422).
        let layout = try collage("v 1/2; h 1/2")
        #expect(layout.hitTest(CGPoint(x: 210, y: 436)) == .junction(CollageJunction(point: CGPoint(x: 0.5, y: 0.5), dividers: [0, 1])))
        // 21 points from the vertical divider, far from the junction.
        #expect(layout.hitTest(CGPoint(x: 216, y: 300)) == .divider(0))
        #expect(layout.hitTest(CGPoint(x: 300, y: 440)) == .divider(1))
        #expect(layout.hitTest(CGPoint(x: 300, y: 300)) == .cell(1))
        #expect(layout.hitTest(CGPoint(x: 100, y: 560)) == .cell(2))
        #expect(layout.hitTest(CGPoint(x: 100, y: 100)) == nil)
        #expect(layout.hitTest(CGPoint(x: CGFloat.nan, y: 0)) == nil)
    }

    @Test func aDividerStopsExactlyAtTheMinimumCell() throws {
        // Canvas 390: the minimum side is max(44, 39) = 44, so the divider stops at 390 − 44 = 346.
        let layout = try collage("v 1/2")
        #expect(try Self.drag(layout, from: CGPoint(x: 196, y: 400), by: CGPoint(x: 1000, y: 0)) == .divider(0))
        #expect(close(layout.configuration.template.dividers[0].start * 390, 346, 1e-9))
        #expect(close(layout.regionOfCell(1).boundingBox.width, 44, 1e-9))
        // The cell beyond the margin and half the spacing: 346 + 5 … 390 − 10.
        #expect(close(try #require(cellFrame(layout, 1)), CGRect(x: 351, y: 237, width: 29, height: 370), 1e-9))
        // Back the other way it stops at 44 too.
        _ = try Self.drag(layout, from: CGPoint(x: 346, y: 400), by: CGPoint(x: -1000, y: 0))
        #expect(close(layout.configuration.template.dividers[0].start * 390, 44, 1e-9))
        // A vertical drag does not move a vertical divider.
        _ = try Self.drag(layout, from: CGPoint(x: 44, y: 400), by: CGPoint(x: 0, y: 150))
        #expect(close(layout.configuration.template.dividers[0].start * 390, 44, 1e-9))
    }

    @Test func thePinwheelsMiddleKeepsItsMinimum() throws {
        // 300 × 300 canvas, minimum 44: divider 1 (x = 200) pushed left stops where the middle
        // cell (x from 100) is 44 wide, at 144; pushed right, where the right column is 44, at 256.
        let layout = try collage("v 2/3 to d2; h 2/3 from d3; v 1/3 from d4; h 1/3 to d1", size: CGSize(width: 300, height: 300))
        _ = try Self.drag(layout, from: CGPoint(x: 200, y: 50), by: CGPoint(x: -500, y: 0))
        #expect(close(layout.configuration.template.dividers[0].start * 300, 144, 1e-9))
        #expect(close(layout.regionOfCell(3).boundingBox.width, 44, 1e-9))
        // Divider 4 ends on divider 1, so it follows: the top-left cell is 144 wide.
        #expect(close(layout.regionOfCell(0).boundingBox.width, 144, 1e-9))
        _ = try Self.drag(layout, from: CGPoint(x: 144, y: 50), by: CGPoint(x: 500, y: 0))
        #expect(close(layout.configuration.template.dividers[0].start * 300, 256, 1e-9))
    }

    @Test func aSlantedDividerMovesAlongItsNormalAndStopsAtTheNarrowerEnd() throws {
        // "v 0.4 0.6" on a 100 × 100 canvas with a minimum of 10: the right cell's narrower end is
        // the bottom (40 wide), so a push right stops after 30 points: positions 0.7 and 0.9.
        let layout = try collage("v 0.4 0.6", size: CGSize(width: 100, height: 100)) { $0.minimumCellSide = 10 }
        _ = try Self.drag(layout, from: CGPoint(x: 50, y: 50), by: CGPoint(x: 60, y: 0))
        let divider = layout.configuration.template.dividers[0]
        #expect(close(divider.start, 0.7, 1e-12) && close(divider.end, 0.9, 1e-12))
        // A drag along the divider itself (20 across, 100 down) does not move it.
        let along = try collage("v 0.4 0.6", size: CGSize(width: 100, height: 100)) { $0.minimumCellSide = 10 }
        _ = try Self.drag(along, from: CGPoint(x: 50, y: 50), by: CGPoint(x: 20, y: 100))
        #expect(close(along.configuration.template.dividers[0].start, 0.4, 1e-12))
    }

    @Test func aJunctionMovesEveryDividerThroughIt() throws {
        let layout = try collage("h 1/2; v 1/2 to d1; v 1/2 from d1")
        let hit = try Self.drag(layout, from: CGPoint(x: 195, y: 422), by: CGPoint(x: 50, y: -30))
        #expect(hit == .junction(CollageJunction(point: CGPoint(x: 0.5, y: 0.5), dividers: [0, 1, 2])))
        let dividers = layout.configuration.template.dividers
        #expect(close(dividers[0].start * 390, 165, 1e-9))
        #expect(close(dividers[1].start * 390, 245, 1e-9) && close(dividers[2].start * 390, 245, 1e-9))
        // Each clamped: far up-left, the top-left cell stops at 44 × 44.
        _ = try Self.drag(layout, from: CGPoint(x: 245, y: 392), by: CGPoint(x: -1000, y: -1000))
        let corner = layout.regionOfCell(0).boundingBox
        #expect(close(corner.width, 44) && close(corner.height, 44))
    }

    @Test func undoAndRedoStepOverWholeDrags() throws {
        let layout = try collage("v 1/2; h 1/2")
        let start = layout.configuration.template
        #expect(!layout.canUndo && !layout.undo())
        layout.beginDrag(grabbing: CGPoint(x: 195, y: 300))
        for step in 1...10 { layout.changeDrag(translation: CGPoint(x: CGFloat(step) * 5, y: 0)) }
        layout.endDrag()
        let afterFirst = layout.configuration.template
        _ = try Self.drag(layout, from: CGPoint(x: 100, y: 422), by: CGPoint(x: 0, y: 40))
        let afterSecond = layout.configuration.template
        #expect(layout.undo())
        #expect(layout.configuration.template == afterFirst)
        #expect(layout.undo())
        #expect(layout.configuration.template == start)
        #expect(!layout.undo())
        #expect(layout.redo() && layout.redo())
        #expect(layout.configuration.template == afterSecond)
        // A new drag clears what could be redone.
        #expect(layout.undo())
        _ = try Self.drag(layout, from: CGPoint(x: 100, y: 422), by: CGPoint(x: 0, y: -20))
        #expect(!layout.canRedo)
        // A drag that moves nothing is no step; cancelling puts the dividers back.
        let before = layout.configuration.template
        layout.beginDrag(grabbing: CGPoint(x: 245, y: 300))
        layout.changeDrag(translation: CGPoint(x: 30, y: 0))
        layout.cancelDrag()
        #expect(layout.configuration.template == before)
        // A new template makes the old drags meaningless: nothing to undo.
        try layout.update { $0.template = try! CollageTemplate(text: "h 1/3") }
        #expect(!layout.canUndo)
    }

    @Test func theHandleShowsOnlyWhileDragging() throws {
        let layout = try collage("v 1/2")
        let everything = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(layout.layoutAttributesForElements(in: everything).count == 2)
        layout.beginDrag(grabbing: CGPoint(x: 195, y: 400))
        try relayout(layout)
        let handle = try #require(layout.layoutAttributesForElements(in: everything).first { $0.category == .decorationView(CollageLayout.dividerKind) })
        #expect(handle.frame == CGRect(x: 191, y: 223, width: 8, height: 398))
        #expect(handle[CollageDividerSegment.self] == LayoutPolygon([CGPoint(x: 195, y: 227), CGPoint(x: 195, y: 617)]))
        checkLayoutContract(layout, rect: everything, allElements: allCollageElements(layout))
        layout.endDrag()
        try relayout(layout)
        #expect(layout.layoutAttributesForElements(in: everything).count == 2)
    }
}
