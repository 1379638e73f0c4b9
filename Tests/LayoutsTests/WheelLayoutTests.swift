import Foundation
import PropertyBased
import Testing
import TestSupport
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts

@Suite("WheelLayout")
struct WheelLayoutTests {
    /// W = 320, H = 480, 55 pt items: radius (320 − 110 − 10)/2 = 100, content 55·n wide.
    private func wheel(_ n: Int, offsetX: CGFloat = 0, configure: (inout WheelLayoutConfiguration) -> Void = { _ in }) throws -> WheelLayout {
        var configuration = WheelLayoutConfiguration()
        configure(&configuration)
        let layout = try WheelLayout(configuration: configuration)
        try prepare(layout, LayoutContext(bounds: CGRect(x: offsetX, y: 0, width: 320, height: 480), itemCounts: [n]))
        return layout
    }

    private func attributes(_ layout: WheelLayout, _ item: Int) -> LayoutAttributes? {
        layout.layoutAttributesForItem(at: ItemPath(item: item, section: 0))
    }

    @Test func geometryAtRest() throws {
        let layout = try wheel(20)
        #expect(layout.effectiveRadius == 100)
        #expect(layout.collectionViewContentSize == CGSize(width: 1100, height: 480))
        // θ₀ = 5π/4: center (160 − 70.71, 240 − 70.71), rotated by 5π/4, alpha 1, zIndex 3 926 990.
        let first = try #require(attributes(layout, 0))
        #expect(close(first.center, CGPoint(x: 89.289322, y: 169.289322), 1e-5))
        #expect(first.size == CGSize(width: 55, height: 55))
        #expect(first.transform == Transform2D(rotationAngle: 5 * .pi / 4))
        #expect(first.alpha == 1)
        #expect(first.zIndex == 3_926_990)
        #expect(first[WheelAngle.self] == 5 * .pi / 4)
        // θ₂ = 3π/4: lower left.
        #expect(close(try #require(attributes(layout, 2)).center, CGPoint(x: 89.289322, y: 310.710678), 1e-5))
        // θ₆ = −π/4 lies in the far fade band: alpha (π/3 − π/4)/(π/6) = 0.5.
        #expect(close(try #require(attributes(layout, 6)).alpha, 0.5))
        // θ₇ = −π/2 is past the band: alpha 0, hidden, not returned.
        #expect(attributes(layout, 7)?.alpha == 0)
        #expect(attributes(layout, 7)?.isHidden == true)
        let visible = layout.layoutAttributesForElements(in: layout.context.bounds)
        #expect(visible.map(\.indexPath.item).sorted() == Array(0...6))
        // Later items (smaller θ) sit below earlier ones.
        #expect(visible.sorted { $0.zIndex < $1.zIndex }.map(\.indexPath.item) == Array((0...6).reversed()))
    }

    @Test func scrollingTurnsTheWheel() throws {
        // offsetAngle = −(13·π/4)·x/780: one item step (π/4) every 60 pt.
        let quarter = try wheel(20, offsetX: 30)
        #expect(close(quarter.offsetAngle(forContentOffset: CGPoint(x: 30, y: 0)), -.pi / 8))
        // θ₀ = 5π/4 + π/8 = 11π/8, past the start: alpha (5π/4 + π/6 − 11π/8)/(π/6) = 0.25.
        #expect(close(try #require(attributes(quarter, 0)).alpha, 0.25))
        let step = try wheel(20, offsetX: 60)
        // θ₀ = 3π/2: alpha −0.5 clamped to 0, gone; θ₁ = 5π/4 takes the first place on screen.
        #expect(attributes(step, 0)?.isHidden == true)
        #expect(!step.layoutAttributesForElements(in: step.context.bounds).contains { $0.indexPath.item == 0 })
        let second = try #require(attributes(step, 1))
        #expect(close(second.center, CGPoint(x: 60 + 89.289322, y: 169.289322), 1e-5))
        #expect(close(try #require(attributes(step, 7)).alpha, 0.5))
        // At the end (780) items 13…19 are on the arc; the last one at −π/4 (alpha 0.5).
        let end = try wheel(20, offsetX: 780)
        #expect(end.layoutAttributesForElements(in: end.context.bounds).map(\.indexPath.item).sorted() == Array(13...19))
        #expect(close(try #require(attributes(end, 19)).alpha, 0.5))
    }

    @Test func clockwiseMirrorsAboutTheStartAngle() throws {
        let layout = try wheel(20) { $0.direction = .clockwise }
        // θᵢ = 5π/4 + i·π/4: item 0 stays upper left, item 1 moves to the top (160, 140).
        #expect(close(try #require(attributes(layout, 0)).center, CGPoint(x: 89.289322, y: 169.289322), 1e-5))
        #expect(close(try #require(attributes(layout, 1)).center, CGPoint(x: 160, y: 140), 1e-5))
        #expect(close(try #require(attributes(layout, 6)).alpha, 0.5))
        #expect(attributes(layout, 7)?.isHidden == true)
        // Later items cover earlier ones.
        #expect(try #require(attributes(layout, 5)).zIndex > (try #require(attributes(layout, 4))).zIndex)
    }

    @Test func snapsToWholeItemSteps() throws {
        let layout = try wheel(20) { $0.snapsToItems = true }
        #expect(layout.itemStep == 60)
        let proposed = CGPoint(x: 100, y: 0)
        #expect(layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: CGPoint(x: 500, y: 0)).x == 120)
        #expect(layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: CGPoint(x: -500, y: 0)).x == 60)
        #expect(layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: .zero).x == 120)
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 5000, y: 0), withScrollingVelocity: .zero).x == 780)
        let free = try wheel(20)
        #expect(free.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: .zero) == proposed)
    }

    @Test func smallAndEmptyWheels() throws {
        let empty = try wheel(0)
        #expect(empty.collectionViewContentSize == CGSize(width: 0, height: 480))
        #expect(empty.layoutAttributesForElements(in: empty.context.bounds).isEmpty)
        // Fewer items than the arc holds: the wheel does not turn (no division by zero).
        let three = try wheel(3)
        #expect(three.totalAngle == 0)
        #expect(three.offsetAngle(forContentOffset: CGPoint(x: 50, y: 0)) == 0)
        #expect(three.layoutAttributesForElements(in: three.context.bounds).count == 3)
        #expect(try wheel(1).layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)).count == 1)
        // A wheel narrower than the view still draws around the screen center, past its content.
        #expect(three.collectionViewContentSize.width == 165)
        // Zero radius: every item at the center.
        let point = try wheel(5) { $0.radius = 0 }
        #expect(point.layoutAttributesForElements(in: point.context.bounds).allSatisfy { close($0.center, CGPoint(x: 160, y: 240)) })
        // Narrow bounds give a negative default radius, clamped to 0.
        let narrow = try WheelLayout()
        try prepare(narrow, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 50, height: 50), itemCounts: [4]))
        #expect(narrow.effectiveRadius == 0)
    }

    @Test func badConfigurationIsRefused() {
        #expect(throws: LayoutError.invalidValue(name: "radius", value: -3, expected: "a finite number ≥ 0")) {
            var configuration = WheelLayoutConfiguration()
            configuration.radius = -3
            _ = try WheelLayout(configuration: configuration)
        }
        #expect(throws: LayoutError.self) {
            var configuration = WheelLayoutConfiguration()
            configuration.anglePerItem = .nan
            _ = try WheelLayout(configuration: configuration)
        }
        #expect(throws: LayoutError.self) {
            var configuration = WheelLayoutConfiguration()
            configuration.visibleItemCount = 0
            _ = try WheelLayout(configuration: configuration)
        }
    }

    @Test func agreesWithBruteForce() async {
        // Progress beyond [0, 1] scrolls past the ends, as a bounce does.
        let settings = zip(Gen.int(in: 7...300), Gen.double(in: -0.5...1.5), Gen.bool, Gen.bool, Gen.cgFloat(in: 0.05...1.2))
        await propertyCheck(count: 200, input: settings, Gen.cgFloat(in: 280...420), Gen.cgFloat(in: -200...600)) { settings, width, shift in
            let (n, progress, clockwise, snaps, anglePerItem) = settings
            var configuration = WheelLayoutConfiguration()
            configuration.direction = clockwise ? .clockwise : .counterclockwise
            configuration.snapsToItems = snaps
            configuration.anglePerItem = anglePerItem
            let layout = try WheelLayout(configuration: configuration)
            let contentWidth = 55 * CGFloat(n)
            let offsetX = (max(0, contentWidth - width) + 300) * CGFloat(progress)
            let bounds = CGRect(x: offsetX, y: 0, width: width, height: 600)
            try prepare(layout, LayoutContext(bounds: bounds, itemCounts: [n]))
            // The spec fixes the content at 55·n × H; it covers the wheel when the content is wider than the view.
            let covered = contentWidth >= width && (0...(contentWidth - width)).contains(offsetX)
            checkLayoutContract(layout, rect: bounds.offsetBy(dx: shift, dy: shift / 3), checksContentCoverage: covered)
            checkLayoutContract(layout, rect: bounds, checksContentCoverage: covered)
        }
    }
}
