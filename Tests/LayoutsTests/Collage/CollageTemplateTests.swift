import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) @testable import Layouts
import Testing
import TestSupport

/// The template model: cells found from dividers, reading order, the text form and its errors.
@Suite struct CollageTemplateTests {
    @Test func oneVerticalDividerMakesTwoCellsInReadingOrder() throws {
        let template = try CollageTemplate(text: "v 1/2")
        #expect(template.photoCount == 2)
        #expect(template.polygon(ofCell: 0).boundingBox == CGRect(x: 0, y: 0, width: 0.5, height: 1))
        #expect(template.polygon(ofCell: 1).boundingBox == CGRect(x: 0.5, y: 0, width: 0.5, height: 1))
        #expect(template.cells[1].edges.contains(.divider(0)) && template.cells[1].edges.contains(.border(.right)))
    }

    @Test func aTJunctionCutsOnlyOneSide() throws {
        // A full-width line at y = ½; above it a divider at x = ½, below it one at x = ⅓.
        let template = try CollageTemplate(text: "h 1/2; v 1/2 to d1; v 1/3 from d1")
        let boxes = template.cells.indices.map { template.polygon(ofCell: $0).boundingBox }
        #expect(boxes.count == 4)
        #expect(close(boxes[0], CGRect(x: 0, y: 0, width: 0.5, height: 0.5)))
        #expect(close(boxes[1], CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5)))
        #expect(close(boxes[2], CGRect(x: 0, y: 0.5, width: 1.0 / 3, height: 0.5)))
        #expect(close(boxes[3], CGRect(x: 1.0 / 3, y: 0.5, width: 2.0 / 3, height: 0.5)))
        // The T end is not a junction.
        #expect(template.junctions.isEmpty)
    }

    @Test func thePinwheelIsFiveCellsAroundAMiddleOne() throws {
        // Each divider ends on the next: no order of splits in two builds it.
        let template = try CollageTemplate(text: "v 2/3 to d2; h 2/3 from d3; v 1/3 from d4; h 1/3 to d1")
        let boxes = template.cells.indices.map { template.polygon(ofCell: $0).boundingBox }
        let third = 1.0 / 3
        #expect(boxes.count == 5)
        #expect(close(boxes[0], CGRect(x: 0, y: 0, width: 2 * third, height: third)))
        #expect(close(boxes[1], CGRect(x: 2 * third, y: 0, width: third, height: 2 * third)))
        #expect(close(boxes[2], CGRect(x: 0, y: third, width: third, height: 2 * third)))
        #expect(close(boxes[3], CGRect(x: third, y: third, width: third, height: third)))
        #expect(close(boxes[4], CGRect(x: third, y: 2 * third, width: 2 * third, height: third)))
        let middleIsAllDividers = template.cells[3].edges.allSatisfy { $0.isDivider }
        #expect(middleIsAllDividers)
    }

    @Test func aSlantedDividerMakesQuadrilaterals() throws {
        let template = try CollageTemplate(text: "v 0.4 0.6")
        #expect(template.polygon(ofCell: 0).points.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
            == [CGPoint(x: 0, y: 0), CGPoint(x: 0.4, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: 0.6, y: 1)])
        // Trapezoid areas: (0.4 + 0.6)/2 and (0.6 + 0.4)/2.
        #expect(close(template.polygon(ofCell: 0).area, 0.5))
        #expect(close(template.polygon(ofCell: 1).area, 0.5))
    }

    @Test func crossingsAndEndToEndMeetingsAreJunctions() throws {
        let cross = try CollageTemplate(text: "v 1/2; h 1/2")
        #expect(cross.junctions == [CollageJunction(point: CGPoint(x: 0.5, y: 0.5), dividers: [0, 1])])
        // Two halves of a line meeting on a third divider: all three move with the junction.
        let meeting = try CollageTemplate(text: "h 1/2; v 1/2 to d1; v 1/2 from d1")
        #expect(meeting.junctions == [CollageJunction(point: CGPoint(x: 0.5, y: 0.5), dividers: [0, 1, 2])])
        #expect(meeting.photoCount == 4)
    }

    @Test func theTextFormRoundTrips() throws {
        func printed(_ text: String) throws -> String { try CollageTemplate(text: text).text }
        let text = "v 2/3 to d2; h 2/3 from d3; v 1/3 from d4; h 1/3 to d1"
        #expect(try printed(text) == text)
        #expect(try printed("v 0.4 0.6") == "v 2/5 3/5")
        #expect(try printed("v 0.37") == "v 0.37")
        #expect(try printed("") == "")
        let empty = try CollageTemplate(text: "")
        #expect(empty == .single)
        // Newlines, comments and "border" read as the one-line form.
        let written = """
            # a hero on top
            h 2/3
            v 1/2 from d1 to border   # the strip below
            """
        #expect(try printed(written) == "h 2/3; v 1/2 from d1")
    }

    @Test func parseErrorsNameThePlace() {
        func error(_ text: String) -> String? {
            do { _ = try CollageTemplate(text: text); return nil } catch { return error.description }
        }
        #expect(error("x 1/2") == "line 1, column 1: expected \"v\" or \"h\", found \"x\"")
        #expect(error("v 1/2; h half") == "line 1, column 10: expected a position such as 0.5 or 1/3, found \"half\"")
        #expect(error("v 1/2\nh 1/2 from e1") == "line 2, column 12: expected \"border\" or a divider such as \"d1\", found \"e1\"")
        #expect(error("v 1/2 to d1 to d1") == "line 1, column 13: expected \"from\" or \"to\" (once each), found \"to\"")
        #expect(error("v") == "line 1, column 2: expected a position, found end of divider")
        #expect(error("v 1/2 sideways") == "line 1, column 7: expected a second position, \"from\" or \"to\", found \"sideways\"")
    }

    @Test func badDividersThrowNamedErrors() {
        func error(_ text: String) -> CollageError? {
            do { _ = try CollageTemplate(text: text); return nil } catch { return error }
        }
        #expect(error("v 1.5") == .positionOutOfRange(divider: 0, value: 1.5))
        #expect(error("v 0") == .positionOutOfRange(divider: 0, value: 0))
        #expect(error("v 1/2 0/0") == .syntax(line: 1, column: 7, expected: "a second position, \"from\" or \"to\"", found: "\"0/0\""))
        #expect(error("v 1e400") == .positionOutOfRange(divider: 0, value: .infinity))
        #expect(error("v 1/2 to d1") == .invalidAnchor(divider: 0, anchor: 0, problem: "a divider cannot rest on itself"))
        #expect(error("v 1/2 to d3") == .invalidAnchor(divider: 0, anchor: 2, problem: "there are only 1 dividers"))
        #expect(error("v 1/2; v 1/3 to d1") == .invalidAnchor(divider: 1, anchor: 0, problem: "both run the same way"))
        // The horizontal divider starts at x = ½ but the vertical at ⅓ names it: a dangling end.
        #expect(error("v 1/2; h 1/2 from d1; v 1/3 from d2")?.description
            == "divider 3's end (0.3333333333333333, 0.5) is not on divider 2, so the cells would not tile the canvas")
        #expect(error("v 0.3 0.7; v 0.7 0.3") == .overlappingDividers(0, 1, problem: "cross"))
        #expect(error("v 1/2; v 1/2") == .overlappingDividers(0, 1, problem: "overlap on one line"))
        // Two halves of one line with nothing crossing where they meet: the cell above has a bent edge.
        #expect(error("h 1/2 to d3; h 1/2 from d3; v 1/2 from d1")
            == .overlappingDividers(0, 1, problem: "run on from each other in one straight line; write them as one divider"))
        #expect(error("h 1/2; h 1/4; v 1/2 from d1 to d2") == .emptyDivider(divider: 2))
    }
}
