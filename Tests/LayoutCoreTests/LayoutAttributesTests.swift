import Foundation
import Testing
@_spi(Testing) import LayoutCore

private enum ParallaxValue: LayoutAttributeKey {
    static let defaultValue: CGFloat? = nil
}

private enum WheelAngle: LayoutAttributeKey {
    static let defaultValue: CGFloat = 0
}

@Suite("LayoutAttributes")
struct LayoutAttributesTests {
    @Test func extraValuesAreTypedAndCompared() {
        var a = LayoutAttributes(forCellWith: ItemPath(item: 0, section: 0), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var b = a
        #expect(a[ParallaxValue.self] == nil)
        #expect(a[WheelAngle.self] == 0)
        a[ParallaxValue.self] = 0.5
        #expect(a[ParallaxValue.self] == 0.5)
        #expect(a != b)
        b[ParallaxValue.self] = 0.5
        #expect(a == b)
        b[WheelAngle.self] = 1
        #expect(a != b)
    }

    @Test func centerAndSizeBehaveAsInUIKit() {
        var attributes = LayoutAttributes(forCellWith: ItemPath(item: 1, section: 0), frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(attributes.center == CGPoint(x: 60, y: 45))
        attributes.size = CGSize(width: 50, height: 10)
        #expect(attributes.frame == CGRect(x: 35, y: 40, width: 50, height: 10))
        attributes.center = CGPoint(x: 0, y: 0)
        #expect(attributes.frame == CGRect(x: -25, y: -5, width: 50, height: 10))
        #expect(attributes.bounds == CGRect(x: 0, y: 0, width: 50, height: 10))
    }

    @Test func transformAndTransform3DAreOneLayerTransform() {
        var attributes = LayoutAttributes(forCellWith: ItemPath(item: 0, section: 0), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        attributes.transform = Transform2D(scaleX: 0.5, y: 0.5)
        #expect(attributes.transform3D == Transform3D(scaleX: 0.5, y: 0.5, z: 1))
        #expect(attributes.visibleFrame == CGRect(x: 25, y: 25, width: 50, height: 50))
        attributes.transform3D = Transform3D(rotationAngle: 0.3, x: 0, y: 1, z: 0)
        #expect(attributes.transform == Transform2D(a: cos(0.3), b: 0, c: 0, d: 1, tx: 0, ty: 0))
    }

    @Test func itemPathsOrderBySectionThenItem() {
        let paths = [ItemPath(item: 3, section: 1), ItemPath(item: 9, section: 0), ItemPath(item: 0, section: 1)]
        #expect(paths.sorted() == [ItemPath(item: 9, section: 0), ItemPath(item: 0, section: 1), ItemPath(item: 3, section: 1)])
        #expect(ElementKey(category: .cell, indexPath: ItemPath(item: 5, section: 5))
            < ElementKey(category: .supplementaryView("header"), indexPath: ItemPath(item: 0, section: 0)))
    }
}
