import Foundation
@_spi(Testing) import LayoutCore
import Testing

/// The polygon shared by collage cells, template thumbnails and their renderers.
@Suite struct LayoutPolygonTests {
    let square = LayoutPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 4), CGPoint(x: 0, y: 4)])

    @Test func areaBoxAndContainment() {
        #expect(square.area == 40)
        #expect(square.signedArea == 40)
        #expect(square.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 4))
        #expect(square.edgeLengths == [10, 4, 10, 4])
        #expect(square.contains(CGPoint(x: 5, y: 2)) && square.contains(CGPoint(x: 10, y: 4)))
        #expect(!square.contains(CGPoint(x: 11, y: 2)))
    }

    @Test func roundedCornersStopHalfWayAlongShortEdges() {
        // Radius 3 on the 4-point edges is cut to 2.
        let corners = square.roundedCorners(radius: 3)
        #expect(corners.count == 4)
        #expect(corners[0].entry == CGPoint(x: 0, y: 2) && corners[0].corner == .zero && corners[0].exit == CGPoint(x: 3, y: 0))
        #expect(corners[1].entry == CGPoint(x: 7, y: 0) && corners[1].exit == CGPoint(x: 10, y: 2))
        #expect(LayoutPolygon([.zero, CGPoint(x: 1, y: 1)]).roundedCorners(radius: 1).isEmpty)
    }
}
