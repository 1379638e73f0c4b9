import Foundation
import Testing
@_spi(Testing) import LayoutCore
import Rendering
@_spi(Testing) import Simulation

@Suite("SVG renderer")
struct SVGRendererTests {
    /// Checked by hand: the viewport is scrolled to y = 100, so the cell at y = 140 draws at 40;
    /// the half-scaled cell scales about its center (140, 60); 1000.125 prints as 1000.13.
    static let golden = #"""
<svg xmlns="http://www.w3.org/2000/svg" width="248" height="168" viewBox="-24 -24 248 168" font-family="Helvetica, Arial, sans-serif">
<rect x="-24" y="-24" width="248" height="168" fill="#f4f4f6"/>
<rect class="viewport" x="0" y="0" width="200" height="120" fill="#ffffff" stroke="#222222" stroke-width="1.5"/>
<clipPath id="viewport-200x120"><rect x="0" y="0" width="200" height="120"/></clipPath>
<g clip-path="url(#viewport-200x120)">
<g class="cell z0" opacity="1"><rect x="10" y="40" width="80" height="40" rx="6" fill="#4fb3c9" stroke="#1d3a7a" stroke-width="1"/><text x="50" y="60" font-size="16" text-anchor="middle" dominant-baseline="central" fill="#ffffff">7</text></g>
<g class="cell z0" opacity="0.5" transform="translate(140 60) matrix(0.5 0 0 0.5 0 0) translate(-140 -60)"><rect x="100" y="40" width="80" height="40" rx="6" fill="#6c7ae0" stroke="#1d3a7a" stroke-width="1"/><text x="140" y="60" font-size="16" text-anchor="middle" dominant-baseline="central" fill="#ffffff">8</text></g>
<g class="header z10" opacity="1"><rect x="0" y="0" width="200" height="30" rx="6" fill="#f5a623" stroke="#8a5a00" stroke-width="1"/><text x="100" y="15" font-size="12" text-anchor="middle" dominant-baseline="central" fill="#2b1a00">H1</text></g>
</g>
<text x="0" y="136.8" font-size="11" fill="#555555">offset 0,100 · content 200×1000.13</text>
</svg>

"""#

    @Test func goldenFrame() {
        #expect(SVGRenderer().render(GoldenFrame.frame) == Self.golden)
    }

    @Test func withoutItsFooterAFrameIsTheGoldenLessTheOffsetLine() {
        let footer = "<text x=\"0\" y=\"136.8\" font-size=\"11\" fill=\"#555555\">offset 0,100 · content 200×1000.13</text>\n"
        #expect(SVGRenderer(showsFooter: false).render(GoldenFrame.frame) == Self.golden.replacingOccurrences(of: footer, with: ""))
        #expect(Self.golden.contains(footer))
    }

    @Test func anAppearanceDrawsTheViewsContent() {
        var card = LayoutAttributes(forCellWith: ItemPath(item: 0, section: 0), frame: CGRect(x: 10, y: 10, width: 180, height: 100))
        card[ElementAppearance.self] = ElementAppearance(title: "#13", tint: 2, cornerRadius: 16, caption: "1 July",
                                                         showsAccessoryButton: true, showsGradient: true, detailAlpha: 0.5)
        let svg = SVGRenderer().render(RecordedFrame(time: 0, bounds: CGRect(x: 0, y: 0, width: 200, height: 120),
                                                     contentSize: CGSize(width: 200, height: 120), elements: [card]))
        #expect(svg.contains("rx=\"16\" fill=\"#6c7ae0\""))          // the tint's colour, not item 0's
        #expect(svg.contains(">#13</text>"))
        #expect(svg.contains("<g class=\"details\" opacity=\"0.5\">"))
        #expect(svg.contains("fill-opacity=\"0.35\""))                 // the gradient
        #expect(svg.contains(">1 July</text>"))
        #expect(svg.contains("<circle"))
        card[ElementAppearance.self]?.detailAlpha = 0
        let plain = SVGRenderer().render(RecordedFrame(time: 0, bounds: CGRect(x: 0, y: 0, width: 200, height: 120),
                                                       contentSize: CGSize(width: 200, height: 120), elements: [card]))
        #expect(!plain.contains("details") && !plain.contains("1 July"))
    }

    @Test func clippingCanBeTurnedOff() {
        let svg = SVGRenderer(clipsToViewport: false).render(GoldenFrame.frame)
        #expect(!svg.contains("clip-path"))
        #expect(svg.contains(">H1<"))
    }

    @Test func renderingIsDeterministic() {
        #expect(SVGRenderer().render(GoldenFrame.frame) == SVGRenderer().render(GoldenFrame.frame))
    }

    /// One formatter for SVG, HTML and the playground's JSON.
    @Test func numbersHaveFixedFormatting() {
        #expect(NumberText.format(0) == "0")
        #expect(NumberText.format(-0.001) == "0")
        #expect(NumberText.format(12.5) == "12.5")
        #expect(NumberText.format(1.25) == "1.25")
        #expect(NumberText.format(-3.14159) == "-3.14")
        #expect(NumberText.format(0.05) == "0.05")
        #expect(NumberText.format(.nan) == "0")
        #expect(NumberText.format(.infinity) == "0")
        #expect(NumberText.format(-.infinity) == "0")
        #expect(NumberText.format(1e20) == "100000000000000000000")
        #expect(NumberText.format(-1e20) == "-100000000000000000000")
    }

    @Test func placesRoundAndDropTrailingZeros() {
        #expect(NumberText.format(0.1234567, places: 6) == "0.123457")
        #expect(NumberText.format(0.000_001, places: 6) == "0.000001")
        #expect(NumberText.format(2.5004, places: 3) == "2.5")
        #expect(NumberText.format(-1.0305, places: 4) == "-1.0305")
        #expect(NumberText.format(7.6, places: 0) == "8")
        #expect(NumberText.format(0.1234, places: -3) == "0")
        #expect(NumberText.format(0.123456789012, places: 20) == "0.123456789")
    }

    @Test func hiddenAndTransparentElementsAreNotDrawn() {
        var frame = GoldenFrame.frame
        frame.elements[0].isHidden = true
        frame.elements[1].alpha = 0
        let svg = SVGRenderer().render(frame)
        #expect(!svg.contains(">7<") && !svg.contains(">8<") && svg.contains(">H1<"))
    }

    @Test func threeDTransformsAreProjectedPolygons() {
        var card = LayoutAttributes(forCellWith: ItemPath(item: 3, section: 0), frame: CGRect(x: 50, y: 10, width: 100, height: 100))
        card.transform3D = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(Transform3D(perspectiveEyeDistance: 500))
        let svg = SVGRenderer().render(RecordedFrame(time: 0, bounds: CGRect(x: 0, y: 0, width: 200, height: 120),
                                                     contentSize: CGSize(width: 200, height: 120), elements: [card]))
        // Corners from the projection worked out in Transform3DTests: x = 100 − 27.37 and 100 + 23.01,
        // the near (left) edge taller (±54.74) than the far one (±46.02).
        #expect(svg.contains("<polygon points=\"72.63,5.26 123.01,13.99 123.01,106.01 72.63,114.74\""))
    }

    @Test func labelsTellElementsApart() {
        let footer = LayoutAttributes(forSupplementaryViewOfKind: ElementCategory.footerKind, with: ItemPath(item: 0, section: 2),
                                      frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        let cell = LayoutAttributes(forCellWith: ItemPath(item: 4, section: 2), frame: CGRect(x: 0, y: 30, width: 50, height: 20))
        let frame = RecordedFrame(time: 0, bounds: CGRect(x: 0, y: 0, width: 100, height: 100),
                                  contentSize: CGSize(width: 100, height: 100), elements: [footer, cell])
        #expect(SVGRenderer().render(frame).contains(">F2<"))
        #expect(SVGRenderer(showsSectionInCellLabels: true).render(frame).contains(">2.4<"))
        #expect(SVGRenderer.escape("<a & \"b\">") == "&lt;a &amp; &quot;b&quot;&gt;")
    }
}
