import Foundation
import PropertyBased
import Testing
import TestSupport
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts

@Suite("CarouselLayout")
struct CarouselLayoutTests {
    /// W = 400, H = 300, 200×200 items, n = 20 unless said otherwise.
    private func carousel(_ type: CarouselType, offsetX: CGFloat? = nil, n: Int = 20,
                          configure: (inout CarouselLayoutConfiguration) -> Void = { _ in }) throws -> CarouselLayout {
        var configuration = CarouselLayoutConfiguration(type: type)
        configure(&configuration)
        let layout = try CarouselLayout(configuration: configuration)
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 400, height: 300), itemCounts: [n]))
        if let offsetX { layout.hostState.context.bounds.origin.x = offsetX }
        return layout
    }

    /// Where the item's center lands (x, y, z) before the perspective divide, mapped step by step
    /// from the spec's table with plain trigonometry (no Transform3D), and then projected.
    private func expectedCenter(_ type: CarouselType, offset o: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat) {
        let iw: CGFloat = 200, count: CGFloat = 12, arc = 2 * CGFloat.pi
        let s: CGFloat = type.isInverted ? -1 : 1
        switch type {
        case .linear: return (o * iw, 0, 0)
        case .rotary, .invertedRotary:
            let r = s * max(iw / 2, iw / 2 / tan(arc / 2 / count)), a = s * o / count * arc
            return (r * sin(a), 0, r * cos(a) - r)
        case .cylinder, .invertedCylinder:
            let r = s * max(0.01, iw / 2 / tan(arc / 2 / count)), a = s * o / count * arc
            // translate (0, 0, r + 0.01), turn about y by a, translate (0, 0, −r).
            let z0 = r + 0.01
            return (z0 * sin(a), 0, z0 * cos(a) - r)
        case .wheel, .invertedWheel:
            let r = s * iw * count / arc, a = s * arc / count * o
            // translate (0, −r, 0.01·o), turn about z by a, translate (0, r, 0).
            return (r * sin(a), -r * cos(a) + r, o * 0.01)
        case .coverFlow, .coverFlow2:
            let c = min(max(o, -1), 1)
            return ((c * 0.5 * 0.9 + o * 0.25) * iw, 0, -abs(c) * iw / 2)
        case .timeMachine, .invertedTimeMachine:
            return (s * o * iw * 0.3, 0, s * o * iw)
        }
    }

    @Test(arguments: CarouselType.allCases)
    func everyTypeMovesItsItemsAsTheTableSays(type: CarouselType) throws {
        let layout = try carousel(type)
        for offset in [0, 0.5, -0.5, 1, -1, 2, -2] as [CGFloat] where type != .coverFlow2 {
            let transform = layout.transform(forOffset: offset)
            let expected = expectedCenter(type, offset: offset)
            let w = 1 - expected.z / 500
            #expect(close(transform.project(.zero), CGPoint(x: expected.x / w, y: expected.y / w), 1e-6), "\(type) at \(offset)")
            #expect(close(transform.m43, expected.z, 1e-6), "\(type) z at \(offset)")
        }
    }

    @Test func handWorkedRotaryAndCylinder() throws {
        let rotary = try carousel(.rotary)
        // count = min(30, max(12, Int(2·π))) = 12; r = 100/tan(π/12) = 373.205; a = π/6:
        // (373.205·sin(π/6), 0, 373.205·(cos(π/6) − 1)) = (186.603, 0, −50), w = 1.1.
        #expect(rotary.circularCount == 12)
        #expect(close(try #require(rotary.radius), 373.205081, 1e-5))
        // The wheel: iw·sp·n/arc = 200·12/(2π) = 381.972; no circle for the linear type.
        #expect(close(try #require(try carousel(.wheel).radius), 381.971863, 1e-5))
        #expect(try carousel(.linear).radius == nil)
        let t = rotary.transform(forOffset: 1)
        #expect(close(t.m41, 186.602540, 1e-5) && close(t.m43, -50, 1e-5))
        #expect(close(t.project(.zero).x, 169.638673, 1e-5))
        // Inverted: r and a negated → the same x, in front (z = +50).
        #expect(close(try carousel(.invertedRotary).transform(forOffset: 1).m43, 50, 1e-5))
        // Depth: the item in front of the ring (offset 0, z 0) is above offset 1 (z −50).
        #expect(rotary.attributes(forItem: 0).zIndex > rotary.attributes(forItem: 1).zIndex)
    }

    @Test func handWorkedCoverFlow() throws {
        let flow = try carousel(.coverFlow)
        // Offset 1: c = 1, x = (0.45 + 0.25)·200 = 140, z = −100, turned −0.9·π/2 about y.
        let t = flow.transform(forOffset: 1)
        #expect(close(t.m41, 140, 1e-9) && close(t.m43, -100, 1e-9))
        #expect(close(t.m11, cos(-0.45 * .pi), 1e-9))
        // Offset 2 only moves on: x = (0.45 + 0.5)·200 = 190.
        #expect(close(flow.transform(forOffset: 2).m41, 190, 1e-9))
        // ceil(400/(200·0.25)) + 2 = 10 visible items.
        #expect(flow.visibleItemCount == 10)
    }

    @Test func coverFlow2TurnsTheArrivingItemByTheToggle() throws {
        let layout = try carousel(.coverFlow2)
        // Scrolling forward to 1.8 items: 0.3 past the change at 1.5, toggle 1 − 2·0.3 = 0.4.
        layout.hostState.context.bounds.origin.x = 300
        try layout.prepare()
        layout.hostState.context.bounds.origin.x = 360
        try layout.prepare()
        #expect(close(layout.coverFlow2Toggle, 0.4))
        // Item 2 (offset 0.2) turns as if at −0.4: rotation +0.4·0.9·π/2 about y.
        #expect(close(layout.transform(forOffset: 0.2).m11, cos(0.4 * 0.45 * .pi), 1e-9))
        // At rest on a whole item the toggle is 0 and the current item faces front.
        layout.hostState.context.bounds.origin.x = 400
        try layout.prepare()
        #expect(layout.coverFlow2Toggle == 0)
        #expect(layout.transform(forOffset: 0).m11 == 1)
    }

    @Test func timeMachineFadesItemsPastTheFront() throws {
        let machine = try carousel(.timeMachine)
        // translate(1·200·0.3, 0, 1·200): (60, 0, 200); fadeMax 0 → alpha 1 − 1 = 0 at offset 1.
        #expect(close(machine.transform(forOffset: 1).m41, 60) && close(machine.transform(forOffset: 1).m43, 200))
        #expect(machine.alpha(forOffset: 1) == 0 && machine.alpha(forOffset: 0.5) == 0.5 && machine.alpha(forOffset: -2) == 1)
        let inverted = try carousel(.invertedTimeMachine)
        #expect(close(inverted.transform(forOffset: 1).m43, -200))
        #expect(inverted.alpha(forOffset: -0.5) == 0.5 && inverted.alpha(forOffset: 3) == 1)
        let floor = try carousel(.linear) { $0.fadeMax = 1; $0.fadeRange = 2; $0.fadeMinAlpha = 0.5 }
        // f = 3 − 1 = 2 → 1 − 2/2·0.5 = 0.5; f = 0.5 → 0.875.
        #expect(floor.alpha(forOffset: 3) == 0.5 && floor.alpha(forOffset: 1.5) == 0.875)
    }

    @Test func visibleItemsByIndexArithmetic() throws {
        let linear = try carousel(.linear)
        // ceil(400/200) + 2 = 4: the window [−2, 2) around 0 holds items 0 and 1.
        #expect(linear.visibleItemCount == 4)
        #expect(linear.visibleItemIndices() == [0, 1])
        #expect(linear.layoutAttributesForItem(at: ItemPath(item: 2, section: 0))?.isHidden == true)
        // At 1.5 items: 0…3, offsets −1.5 … 1.5; the current item rounds to 2.
        let moved = try carousel(.linear, offsetX: 300)
        #expect(moved.visibleItemIndices() == [0, 1, 2, 3])
        #expect(moved.currentItemIndex == 2)
        #expect(moved.collectionViewContentSize == CGSize(width: 4200, height: 300)) // 19·200 + 400
        #expect(try carousel(.invertedRotary).visibleItemCount == 6)
        #expect(try carousel(.invertedWheel).visibleItemCount == 7)
        #expect(try carousel(.timeMachine).visibleItemCount == 20)
        #expect(try carousel(.timeMachine, n: 100).visibleItemCount == 30)
    }

    @Test func wrappingCarouselGoesRoundEndlessly() throws {
        let layout = try carousel(.rotary)
        // 51 periods of 20 items: a band of 204 400 pt, recentred to the middle period at rest.
        #expect(layout.periods == 51)
        #expect(layout.collectionViewContentSize.width == 204_400) // 51·20·200 + 400
        #expect(layout.recenteredContentOffset(.zero) == CGPoint(x: 25 * 4000, y: 0))
        // 19.6 items in: item 0 sits at offset 0.4 (−19.6 + 20), and is the current one.
        layout.hostState.context.bounds.origin.x = 100_000 + 19.6 * 200
        #expect(close(layout.offset(ofItem: 0), 0.4, 1e-9))
        #expect(layout.currentItemIndex == 0)
        #expect(Set(layout.visibleItemIndices()).count == 12)
        #expect(layout.visibleItemIndices().contains(19) && layout.visibleItemIndices().contains(0))
    }

    @Test func invertedCylinderHidesBackFaces() throws {
        let inverted = try carousel(.invertedCylinder) { $0.visibleItems = 12 }
        // Offset −5 turns the card 150°: it faces away and is hidden; the plain cylinder shows it.
        #expect(inverted.attributes(forItem: 15).isHidden)
        let plain = try carousel(.cylinder)
        #expect(!plain.attributes(forItem: 15).isHidden)
        #expect(plain.attributes(forItem: 15).transform3D.isBackFacing(for: plain.attributes(forItem: 15).frame))
    }

    @Test func snapsToWholeItems() throws {
        let layout = try carousel(.linear)
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 530, y: 0), withScrollingVelocity: .zero).x == 600)
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 99_999, y: 0), withScrollingVelocity: .zero).x == 3800)
        let wrapping = try carousel(.wheel)
        #expect(wrapping.targetContentOffset(forProposedContentOffset: CGPoint(x: 99_999, y: 0), withScrollingVelocity: .zero).x == 100_000)
    }

    @Test func verticalCarouselSwapsTheAxes() throws {
        let layout = try carousel(.linear) { $0.scrollDirection = .vertical; $0.itemSize = CGSize(width: 150, height: 100) }
        #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 2200)) // 19·100 + 300
        #expect(layout.transform(forOffset: 1).m42 == 100 && layout.transform(forOffset: 1).m41 == 0)
    }

    @Test func smallAndBadInput() throws {
        #expect(try carousel(.rotary, n: 0).layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 300)).isEmpty)
        let one = try carousel(.rotary, n: 1)
        #expect(one.circularCount == 1 && one.visibleItemIndices() == [0])
        #expect(one.layoutAttributesForElements(in: one.context.bounds).first?.isFinite == true)
        #expect(throws: LayoutError.self) { _ = try CarouselLayout(configuration: { var c = CarouselLayoutConfiguration(type: .linear); c.spacing = .nan; return c }()) }
        #expect(throws: LayoutError.self) { _ = try CarouselLayout(configuration: { var c = CarouselLayoutConfiguration(type: .linear); c.itemSize = .zero; return c }()) }
        #expect(throws: LayoutError.self) { _ = try CarouselLayout(configuration: { var c = CarouselLayoutConfiguration(type: .linear); c.fadeMinAlpha = 2; return c }()) }
    }

    @Test func agreesWithBruteForce() async {
        // Progress beyond [0, 1] scrolls past the ends, as a bounce does.
        await propertyCheck(count: 250, input: Gen.element(of: CarouselType.allCases), Gen.int(in: 0...60), Gen.double(in: -0.5...1.5),
                            Gen.bool, Gen.bool, Gen.cgFloat(in: -300...300)) { type, n, progress, vertical, wrapsOption, shift in
            let type = type!
            var configuration = CarouselLayoutConfiguration(type: type)
            configuration.scrollDirection = vertical ? .vertical : .horizontal
            configuration.itemSize = CGSize(width: 120, height: 90)
            if n % 2 == 0 { configuration.wraps = wrapsOption }
            let layout = try CarouselLayout(configuration: configuration)
            let size = CGSize(width: 400, height: 300)
            try prepare(layout, LayoutContext(bounds: CGRect(origin: .zero, size: size), itemCounts: [n]))
            let travel = layout.collectionViewContentSize[configuration.scrollDirection] - size[configuration.scrollDirection]
            var origin = CGPoint.zero
            origin[configuration.scrollDirection] = (max(0, travel) + 400) * CGFloat(progress)
            layout.hostState.context.bounds.origin = origin
            try layout.prepare()
            let bounds = layout.context.bounds
            // Items sit on the screen's center, inside the content unless the view is pulled past an end.
            let inRange = (0...max(0, travel)).contains(origin[configuration.scrollDirection])
            checkLayoutContract(layout, rect: bounds, checksContentCoverage: inRange)
            checkLayoutContract(layout, rect: bounds.offsetBy(dx: shift, dy: -shift / 2), checksContentCoverage: inRange)
        }
    }
}
