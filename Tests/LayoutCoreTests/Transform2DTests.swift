import Foundation
import Testing
import TestSupport
@_spi(Testing) import LayoutCore

@Suite("Transform2D")
struct Transform2DTests {
    @Test func concatenationAppliesLeftFirst() {
        let translate = Transform2D(translationX: 10, y: 0)
        let scale = Transform2D(scaleX: 2, y: 3)
        let point = CGPoint(x: 1, y: 1)
        // Translate then scale: ((1 + 10)·2, 1·3) = (22, 3); scale then translate: (2 + 10, 3).
        #expect(translate.concatenating(scale).apply(to: point) == CGPoint(x: 22, y: 3))
        #expect(scale.concatenating(translate).apply(to: point) == CGPoint(x: 12, y: 3))
        // CoreGraphics' `translatedBy` prepends: scaled first by 2, then translated by (10, 0)·scale.
        #expect(scale.translatedBy(x: 10, y: 0).apply(to: point) == CGPoint(x: 22, y: 3))
    }

    @Test func rotationTurnsXTowardY() {
        let quarter = Transform2D(rotationAngle: .pi / 2)
        #expect(close(quarter.apply(to: CGPoint(x: 1, y: 0)), CGPoint(x: 0, y: 1)))
        #expect(close(quarter.apply(to: CGPoint(x: 0, y: 1)), CGPoint(x: -1, y: 0)))
        #expect(close(quarter.rotated(by: .pi / 2).apply(to: CGPoint(x: 1, y: 0)), CGPoint(x: -1, y: 0)))
    }

    @Test func inverseUndoesTheTransform() throws {
        let transform = Transform2D(rotationAngle: 0.7).concatenating(Transform2D(scaleX: 2, y: 0.5))
            .concatenating(Transform2D(translationX: -13, y: 42))
        let inverse = try #require(transform.inverted())
        for point in [CGPoint(x: 3, y: -8), CGPoint(x: 100, y: 0.5)] {
            #expect(close(inverse.apply(to: transform.apply(to: point)), point, 1e-9))
        }
        #expect(Transform2D(scaleX: 0, y: 1).inverted() == nil)
        #expect(Transform2D(scaleX: .nan, y: 1).inverted() == nil)
    }

    @Test func visibleFrameOfARotatedSquare() {
        // A 100×100 square rotated 45° about its center spans 100·√2 = 141.42 around the same center.
        let frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let box = Transform2D(rotationAngle: .pi / 4).visibleFrame(of: frame)
        #expect(close(box, CGRect(x: 100 - 70.710678, y: 100 - 70.710678, width: 141.421356, height: 141.421356), 1e-5))
        // Rotating a 200×50 frame by 90° swaps its extents.
        let wide = Transform2D(rotationAngle: .pi / 2).visibleFrame(of: CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(close(wide, CGRect(x: 75, y: -75, width: 50, height: 200), 1e-9))
    }

    @Test func scaleAndTranslationAboutTheCenter() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(Transform2D(scaleX: 0.5, y: 0.5).visibleFrame(of: frame) == CGRect(x: 25, y: 10, width: 50, height: 20))
        #expect(Transform2D(translationX: 5, y: -3).visibleFrame(of: frame) == CGRect(x: 5, y: -3, width: 100, height: 40))
    }
}
