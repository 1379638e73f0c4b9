import Foundation
import Testing
@_spi(Testing) import LayoutCore
import Rendering
@_spi(Testing) import Simulation

/// The realistic style: artwork drawn in place of boxes, worked out from the frames by hand.
@Suite("SVG renderer: realistic style")
struct RealisticRenderingTests {
    static let viewport = CGRect(x: 0, y: 0, width: 400, height: 400)

    static func render(_ elements: [LayoutAttributes], style: RenderStyle = .realistic) -> String {
        SVGRenderer(style: style).render(RecordedFrame(time: 0, bounds: viewport, contentSize: viewport.size, elements: elements))
    }

    static func cell(_ item: Int, _ frame: CGRect, _ artwork: ElementArtwork?) -> LayoutAttributes {
        var cell = LayoutAttributes(forCellWith: ItemPath(item: item, section: 0), frame: frame)
        cell[ElementArtwork.self] = artwork
        return cell
    }

    @Test func aPizzaHalfIsAHalfDiscOnItsSeam() {
        // 100 × 200: radius min(200/2, 100) · 0.96 = 96 about the seam's middle (100, 100) or (0, 100).
        let left = Self.render([Self.cell(0, CGRect(x: 0, y: 0, width: 100, height: 200), .pizzaHalf(seam: .right, variety: 1))])
        #expect(left.contains("<path d=\"M100 4 A96 96 0 0 0 100 196 Z\" fill=\"#d9a05b\"/>"))   // crust, bulging left
        #expect(left.contains("A84.48 84.48 0 0 0"))                                            // sauce at 0.88 r
        #expect(left.contains("fill=\"#d8c7a8\""))                                              // variety 1's topping
        let right = Self.render([Self.cell(0, CGRect(x: 0, y: 0, width: 100, height: 200), .pizzaHalf(seam: .left, variety: 1))])
        #expect(right.contains("<path d=\"M0 4 A96 96 0 0 1 0 196 Z\""))                        // bulging right
        #expect(!left.contains("<text x=\"50\""))                                               // no box label
    }

    @Test func aPhotoFillsItsFrameAtItsAspectRatio() {
        let svg = Self.render([Self.cell(3, CGRect(x: 10, y: 20, width: 100, height: 100), .photo(seed: 3, aspectRatio: 1.5))])
        #expect(svg.contains("<svg class=\"photo\" x=\"10\" y=\"20\" width=\"100\" height=\"100\" viewBox=\"0 0 150 100\" "
                             + "preserveAspectRatio=\"xMidYMid slice\">"))
        #expect(svg.contains("fill=\"url(#sky-3)\""))
        #expect(svg.contains("<linearGradient id=\"sky-3\""))
        // Defined once however many photos share the light (seeds 3 and 9 both take light 3).
        let two = Self.render([Self.cell(3, CGRect(x: 0, y: 0, width: 50, height: 50), .photo(seed: 3, aspectRatio: 1)),
                               Self.cell(9, CGRect(x: 60, y: 0, width: 50, height: 50), .photo(seed: 9, aspectRatio: 1))])
        #expect(two.components(separatedBy: "<linearGradient id=\"sky-3\"").count == 2)
    }

    @Test func aPhotoWithRoundedCornersOrAShapeIsCutToIt() {
        var card = Self.cell(0, CGRect(x: 0, y: 0, width: 100, height: 60), .photo(seed: 1, aspectRatio: 1))
        card[ElementAppearance.self] = ElementAppearance(cornerRadius: 16)
        let rounded = Self.render([card])
        #expect(rounded.contains("<g clip-path=\"url(#cut-"))
        #expect(rounded.contains("<path d=\"M0 16 Q0 0 16 0 L84 0 Q100 0 100 16"))   // corners rounded by 16
        var collageCell = Self.cell(1, CGRect(x: 10, y: 10, width: 100, height: 100), .photo(seed: 1, aspectRatio: 1))
        collageCell[ElementShape.self] = ElementShape(polygon: LayoutPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0),
                                                                              CGPoint(x: 40, y: 100), CGPoint(x: 0, y: 100)]))
        let slanted = Self.render([collageCell])
        #expect(slanted.contains("L110 10 Q110 10 110 10 L50 110"))     // the slanted edge, moved to the frame
        let plain = Self.render([Self.cell(2, CGRect(x: 0, y: 0, width: 100, height: 60), .photo(seed: 1, aspectRatio: 1))])
        #expect(!plain.contains("clip-path=\"url(#cut-"))
    }

    @Test func anIconIsADiscWithAGlyph() {
        // 80 × 60: radius 30 · 0.92 = 27.6 about (40, 30); seed 6 takes colours 0 and the ring.
        let svg = Self.render([Self.cell(0, CGRect(x: 0, y: 0, width: 80, height: 60), .icon(seed: 6))])
        #expect(svg.contains("<circle cx=\"40\" cy=\"30\" r=\"27.6\" fill=\"url(#icon-0)\"/>"))
        #expect(svg.contains("stroke=\"#ffffff\""))
        #expect(svg.contains("<linearGradient id=\"icon-0\""))
    }

    @Test func projectedArtworkIsCutToItsProjectedOutline() {
        var cover = Self.cell(0, CGRect(x: 100, y: 100, width: 100, height: 100), .photo(seed: 2, aspectRatio: 1))
        var transform = Transform3D.identity
        transform.m34 = -1 / 500
        cover.transform3D = Transform3D(rotationAngle: 0.6, x: 0, y: 1, z: 0).concatenating(transform)
        let svg = Self.render([cover])
        #expect(svg.contains("<g class=\"cell z0\" opacity=\"1\"><g clip-path=\"url(#cut-"))
        #expect(svg.contains("<svg class=\"photo\""))
        #expect(!svg.contains("stroke-linejoin"))                       // not the wireframe's flat polygon
    }

    @Test func badAspectRatiosDrawASquarePhotoAndNeverNaN() {
        for ratio in [CGFloat.nan, 0, -2, .infinity] {
            let svg = Self.render([Self.cell(0, CGRect(x: 0, y: 0, width: 100, height: 100), .photo(seed: 0, aspectRatio: ratio))])
            #expect(svg.contains("viewBox=\"0 0 100 100\""))
            #expect(!svg.lowercased().contains("nan") && !svg.contains("inf"))
        }
    }

    @Test func extremeSeedsPickAPaletteWithoutTrapping() {
        // abs(Int.min) does not exist: the seed is reduced modulo the palette instead
        // (Int.min % 6 = −2 → colours 4; Int.max % 6 = 1).
        let frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        let svg = Self.render([Self.cell(0, frame, .icon(seed: .min)), Self.cell(1, frame, .photo(seed: .min, aspectRatio: 1)),
                               Self.cell(2, frame, .pizzaHalf(seam: .left, variety: .min)), Self.cell(3, frame, .icon(seed: .max))])
        #expect(svg.contains("url(#icon-4)") && svg.contains("url(#sky-4)") && svg.contains("url(#icon-1)"))
    }

    @Test func theWireframeIgnoresArtworkAndOthersLookMuted() {
        let pizza = Self.cell(0, CGRect(x: 0, y: 0, width: 100, height: 200), .pizzaHalf(seam: .right, variety: 0))
        let wireframe = Self.render([pizza], style: .wireframe)
        #expect(wireframe == SVGRenderer().render(RecordedFrame(time: 0, bounds: Self.viewport, contentSize: Self.viewport.size,
                                                                elements: [Self.cell(0, pizza.frame, nil)])))
        let header = LayoutAttributes(forSupplementaryViewOfKind: ElementCategory.headerKind, with: ItemPath(item: 0, section: 0),
                                      frame: CGRect(x: 0, y: 0, width: 400, height: 30))
        let svg = Self.render([Self.cell(1, CGRect(x: 0, y: 40, width: 100, height: 100), nil), header])
        #expect(svg.contains("fill=\"#e9ebf0\""))                        // a cell without artwork: pale
        #expect(svg.contains("height=\"30\" rx=\"6\" fill=\"none\" stroke=\"none\""))   // a header: its title only
    }
}
