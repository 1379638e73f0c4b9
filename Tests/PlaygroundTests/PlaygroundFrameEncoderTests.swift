import Foundation
@_spi(Testing) import LayoutCore
import Testing
@testable import Playground
@_spi(Testing) import Simulation
import Rendering

@Suite("Playground frames")
struct PlaygroundFrameEncoderTests {
    static func cell(_ item: Int, _ frame: CGRect) -> LayoutAttributes {
        var element = LayoutAttributes(forCellWith: ItemPath(item: item, section: 0))
        element.frame = frame
        return element
    }

    @Test func anElementIsItsFrameAndOnlyTheValuesThatAreNotDefaults() {
        var element = Self.cell(3, CGRect(x: 10, y: 20.125, width: 30, height: 40))
        #expect(PlaygroundFrameEncoder.element(element, key: "c0.3") == #"{"k":"c0.3","x":10,"y":20.13,"w":30,"h":40}"#)
        element.alpha = 0.5
        element.zIndex = 2
        element[ElementLabel.self] = "A \"quoted\" label"
        element.transform3D = Transform3D(scaleX: 2, y: 0.5, z: 1)
        element[ElementArtwork.self] = .pizzaHalf(seam: .left, variety: 4)
        #expect(PlaygroundFrameEncoder.element(element, key: "c0.3")
                == #"{"k":"c0.3","x":10,"y":20.13,"w":30,"h":40,"m":[2,0,0,0,0,0.5,0,0,0,0,1,0,0,0,0,1],"a":0.5,"z":2,"l":"A \"quoted\" label","art":"pizza:left:4"}"#)
    }

    @Test func perspectiveKeepsSixDecimalsAndShapesTravelAsRoundedOutlines() {
        var element = Self.cell(0, CGRect(x: 0, y: 0, width: 10, height: 10))
        element.transform3D = Transform3D(perspectiveEyeDistance: 500)   // m34 = −1/500
        element[ElementShape.self] = ElementShape(polygon: LayoutPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)]),
                                                 cornerRadius: 4)
        let json = PlaygroundFrameEncoder.element(element, key: "c0.0")
        #expect(json.contains(#""m":[1,0,0,0,0,1,0,0,0,0,1,-0.002,0,0,0,1]"#))
        // Each corner cut 4 along both edges (2.83 = 4 / √2 on the hypotenuse) and joined by a curve through it.
        #expect(json.hasSuffix(#""clip":"M0 4 Q0 0 4 0 L6 0 Q10 0 7.17 2.83 L2.83 7.17 Q0 10 0 6 Z"}"#))
    }

    @Test func framesSortByZIndexDropHiddenElementsAndKeepKeysApart() {
        var back = Self.cell(0, CGRect(x: 0, y: 0, width: 1, height: 1)); back.zIndex = -1
        let front = Self.cell(0, CGRect(x: 5, y: 0, width: 1, height: 1))   // the second view's item 0
        var hidden = Self.cell(1, .zero); hidden.isHidden = true
        var clear = Self.cell(2, .zero); clear.alpha = 0
        let frame = RecordedFrame(time: 0.5, bounds: CGRect(x: 0, y: 0, width: 8, height: 4), contentSize: .zero,
                                  elements: [front, hidden, back, clear])
        #expect(PlaygroundFrameEncoder.message(for: frame, number: 30, isIdle: true)
                == #"{"type":"frame","n":30,"t":0.5,"idle":true,"w":8,"h":4,"e":[{"k":"c0.0#1","x":0,"y":0,"w":1,"h":1,"z":-1},{"k":"c0.0","x":5,"y":0,"w":1,"h":1}]}"#)
    }

    @Test func appearanceDetailsAndOutlinesTravelWhenTheyAreShown() {
        var element = Self.cell(1, CGRect(x: 0, y: 0, width: 100, height: 50))
        element[ElementAppearance.self] = ElementAppearance(title: "Today", cornerRadius: 12, caption: "22 Nov",
                                                            showsAccessoryButton: true, showsGradient: true, detailAlpha: 0.25)
        #expect(PlaygroundFrameEncoder.element(element, key: "c0.1")
                == #"{"k":"c0.1","x":0,"y":0,"w":100,"h":50,"l":"Today","cr":12,"cap":"22 Nov","btn":true,"grad":true,"da":0.25}"#)
        // Opaque details leave out "da". A template's outlines are placed as the renderer places them:
        // the unit square is the 100 × 50 frame inset by 6, less 10 at the bottom, (6, 6, 88, 28);
        // a degenerate outline is dropped.
        let half = LayoutPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1), CGPoint(x: 0, y: 1)])
        let line = LayoutPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)])
        element[ElementAppearance.self] = ElementAppearance(caption: "x", outlines: [half, line], isSelected: true)
        #expect(PlaygroundFrameEncoder.element(element, key: "c0.1")
                == #"{"k":"c0.1","x":0,"y":0,"w":100,"h":50,"sel":true,"cap":"x","o":[[6,6,50,6,50,34,6,34]]}"#)
        // Without details, their opacity is not sent even when it is below 1.
        element[ElementAppearance.self] = ElementAppearance(detailAlpha: 0)
        #expect(PlaygroundFrameEncoder.element(element, key: "c0.1") == #"{"k":"c0.1","x":0,"y":0,"w":100,"h":50}"#)
    }

    @Test func framesAreDrawnRelativeToTheVisibleRect() {
        let frame = RecordedFrame(time: 0, bounds: CGRect(x: 0, y: 300, width: 10, height: 10), contentSize: .zero,
                                  elements: [Self.cell(5, CGRect(x: 0, y: 305, width: 10, height: 60))])
        #expect(PlaygroundFrameEncoder.message(for: frame, number: 0, isIdle: false).contains(#"{"k":"c0.5","x":0,"y":5,"w":10,"h":60}"#))
    }

    @Test func stringsAreEscapedAsJSON() throws {
        let text = "a \"quote\", a \\ backslash,\na tab\t, a bell \u{7} and é ✓"
        let json = PlaygroundFrameEncoder.string(text)
        #expect(json == #""a \"quote\", a \\ backslash,\na tab\t, a bell \u0007 and é ✓""#)
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(json)]".utf8)) as? [String]
        #expect(decoded == [text])
    }
}
