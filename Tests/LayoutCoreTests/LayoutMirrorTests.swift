import Foundation
import Testing
@_spi(Testing) import LayoutCore

@Suite("LayoutMirror: the right-to-left reflection")
struct LayoutMirrorTests {
    let mirror = LayoutMirror(contentWidth: 390)

    @Test func rectsAndOffsetsAreReflectedAndTheReflectionIsItsOwnInverse() {
        // x = 390 − maxX: (10, 5, 100 × 50) → (280, 5, 100 × 50).
        #expect(mirror.rect(CGRect(x: 10, y: 5, width: 100, height: 50)) == CGRect(x: 280, y: 5, width: 100, height: 50))
        #expect(mirror.rect(mirror.rect(CGRect(x: 10, y: 5, width: 100, height: 50))) == CGRect(x: 10, y: 5, width: 100, height: 50))
        #expect(mirror.rect(.null).isNull)
        // Content 2190 wide in a view 390 wide: offset 0 shows what offset 1800 shows reflected.
        let wide = LayoutMirror(contentWidth: 2190)
        #expect(wide.contentOffset(CGPoint(x: 0, y: 7), boundsWidth: 390) == CGPoint(x: 1800, y: 7))
        #expect(wide.bounds(CGRect(x: 1800, y: 0, width: 390, height: 200)) == CGRect(x: 0, y: 0, width: 390, height: 200))
    }

    @Test func transformsAreConjugatedByTheReflection() {
        var attributes = LayoutAttributes(forCellWith: ItemPath(item: 0, section: 0), frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        // A move right by 10 becomes a move left by 10.
        attributes.transform = Transform2D(translationX: 10, y: 4)
        #expect(mirror.attributes(attributes).transform == Transform2D(translationX: -10, y: 4))
        // A turn by θ becomes a turn by −θ: b and c change sign.
        attributes.transform = Transform2D(rotationAngle: .pi / 6)
        let turned = mirror.attributes(attributes).transform
        let expected = Transform2D(rotationAngle: -.pi / 6)
        #expect(abs(turned.a - expected.a) < 1e-12 && abs(turned.b - expected.b) < 1e-12 && abs(turned.c - expected.c) < 1e-12)
        // A scale is its own mirror image.
        attributes.transform = Transform2D(scaleX: 0.5, y: 2)
        #expect(mirror.attributes(attributes).transform == Transform2D(scaleX: 0.5, y: 2))
        #expect(mirror.attributes(attributes).frame == CGRect(x: 350, y: 0, width: 40, height: 40))
    }
}
