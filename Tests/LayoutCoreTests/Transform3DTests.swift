import Foundation
import Testing
import TestSupport
@_spi(Testing) import LayoutCore

@Suite("Transform3D")
struct Transform3DTests {
    @Test func rotationsFollowCoreAnimation() {
        // Rotating about y by 90°: x' = x·cos + z·sin, z' = −x·sin + z·cos → (1, 0, 0) ↦ (0, 0, −1).
        let aboutY = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0).apply(toX: 1, y: 0, z: 0)
        #expect(close(aboutY.x, 0) && close(aboutY.y, 0) && close(aboutY.z, -1) && aboutY.w == 1)
        // About x by 90°: (0, 1, 0) ↦ (0, 0, 1).
        let aboutX = Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0).apply(toX: 0, y: 1, z: 0)
        #expect(close(aboutX.x, 0) && close(aboutX.y, 0) && close(aboutX.z, 1))
        // About z it equals the 2D rotation.
        let aboutZ = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
        #expect(close(aboutZ.affine.a, Transform2D(rotationAngle: 0.3).a) && close(aboutZ.affine.b, Transform2D(rotationAngle: 0.3).b))
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
    }

    @Test func concatenationAppliesLeftFirst() {
        let translate = Transform3D(translationX: 10, y: 0, z: 0)
        let rotate = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        // Translate then rotate: (1 + 10, 0) turned 90° → (0, 11); rotate then translate: (0, 1) + (10, 0).
        let first = translate.concatenating(rotate).apply(toX: 1, y: 0, z: 0)
        let second = rotate.concatenating(translate).apply(toX: 1, y: 0, z: 0)
        #expect(close(first.x, 0) && close(first.y, 11))
        #expect(close(second.x, 10) && close(second.y, 1))
        #expect(translate.rotated(by: .pi / 2, x: 0, y: 0, z: 1) == rotate.concatenating(translate))
    }

    @Test func perspectiveEnlargesNearerPoints() {
        // m34 = −1/500 and z = 100: w = 1 − 100/500 = 0.8, so (10, 20) projects to (12.5, 25).
        let transform = Transform3D(translationX: 0, y: 0, z: 100).concatenating(Transform3D(perspectiveEyeDistance: 500))
        #expect(close(transform.m34, -0.002))
        #expect(close(transform.project(CGPoint(x: 10, y: 20)), CGPoint(x: 12.5, y: 25)))
        // The 100×100 frame's visible box grows by 1.25 about its center.
        let box = transform.visibleFrame(of: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(close(box, CGRect(x: -12.5, y: -12.5, width: 125, height: 125)))
    }

    @Test func rotatedCardNarrowsAndItsNearEdgeGrows() {
        // A 100×100 card rotated 60° about y with m34 = −1/500: the corner at x = +50 goes to
        // x' = 25, z' = −43.30 (w = 1.0866 → 23.01, y = ±46.02); the one at −50 to x' = −25,
        // z' = +43.30 (w = 0.9134 → −27.37, y = ±54.74).
        let card = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).concatenating(Transform3D(perspectiveEyeDistance: 500))
        let box = card.visibleFrame(of: CGRect(x: -50, y: -50, width: 100, height: 100))
        #expect(close(box.minX, -27.3699, 1e-3) && close(box.maxX, 23.0075, 1e-3))
        #expect(close(box.minY, -54.7398, 1e-3) && close(box.maxY, 54.7398, 1e-3))
        #expect(!card.isBackFacing(for: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let flipped = Transform3D(rotationAngle: .pi * 0.9, x: 0, y: 1, z: 0)
        #expect(flipped.isBackFacing(for: CGRect(x: 0, y: 0, width: 100, height: 100)))
    }

    @Test func affineEmbeddingRoundTrips() {
        let affine = Transform2D(rotationAngle: 0.4).concatenating(Transform2D(translationX: 3, y: 9))
        #expect(Transform3D(affine).affine == affine)
        #expect(Transform3D(affine).isAffine)
        #expect(!Transform3D(perspectiveEyeDistance: 500).isAffine)
        #expect(close(Transform3D(affine).visibleFrame(of: CGRect(x: 0, y: 0, width: 40, height: 10)),
                      affine.visibleFrame(of: CGRect(x: 0, y: 0, width: 40, height: 10))))
    }

    @Test func pointsBehindTheEyeStayFinite() {
        let behind = Transform3D(translationX: 0, y: 0, z: 900).concatenating(Transform3D(perspectiveEyeDistance: 500))
        let box = behind.visibleFrame(of: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(box.isFinite)
    }
}
