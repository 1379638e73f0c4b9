import Foundation
import PropertyBased
import Testing
import TestSupport
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts

@Suite("PizzaHalfSelectorLayout")
struct PizzaHalfSelectorLayoutTests {
    /// Each half 320×480, rows 160 tall, 10 pizzas; at offset y = 160 pizza 2 is centered
    /// (screen center 400 = row 2's middle).
    private func pizza(_ orientation: PizzaHalfOrientation, _ variant: PizzaHalfSelectorConfiguration.Variant = .classic,
                       offsetY: CGFloat = 160, rows: Int = 10) throws -> PizzaHalfSelectorLayout {
        let layout = try PizzaHalfSelectorLayout(configuration: PizzaHalfSelectorConfiguration(orientation: orientation, variant: variant))
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: offsetY, width: 320, height: 480), itemCounts: [rows]))
        return layout
    }

    private func cell(_ layout: PizzaHalfSelectorLayout, _ row: Int) throws -> LayoutAttributes {
        try #require(layout.layoutAttributesForItem(at: ItemPath(item: row, section: 0)))
    }

    private func caption(_ layout: PizzaHalfSelectorLayout, _ row: Int) throws -> LayoutAttributes {
        try #require(layout.layoutAttributesForSupplementaryView(ofKind: PizzaHalfSelectorLayout.captionKind, at: ItemPath(item: row, section: 0)))
    }

    @Test func indexAndOffsets() throws {
        let layout = try pizza(.left)
        #expect(layout.pizzaIndex(CGPoint(x: 0, y: 160)) == 2.5)
        #expect(layout.currentPizzaIndex == 2)
        // (0, 160·4 + 80 − 240).
        #expect(layout.contentOffset(for: 4) == CGPoint(x: 0, y: 480))
        #expect(layout.centeringContentInset == LayoutEdgeInsets(top: 160, left: 0, bottom: 160, right: 0))
        #expect(layout.pizzaIndex(CGPoint(x: 0, y: -160)) == 0.5)
    }

    @Test func centeredRowIsFullSizeAndLeansToTheSeam() throws {
        // d = 0: scale 1, alpha 1, hOffset 0, so only ∓spaceBetweenHalves/2 = ∓2 remains.
        let left = try cell(try pizza(.left), 2), right = try cell(try pizza(.right), 2)
        #expect(left.frame == CGRect(x: -2, y: 320, width: 320, height: 160))
        #expect(right.frame == CGRect(x: 2, y: 320, width: 320, height: 160))
        #expect(left.transform == .identity && left.alpha == 1)
        #expect(left[PizzaHalfKey.self] == .left && right[PizzaHalfKey.self]?.imageAlignment == .topLeft)
        #expect(left[PizzaNormalizedOffsetKey.self] == 0)
    }

    @Test func rowsAwayFromTheCenterShrinkFadeAndCloseUp() throws {
        let left = try pizza(.left), right = try pizza(.right)
        // Row 3: d = 160, norm 0.8, scale 1 − 0.48 = 0.52, hOffset (320 − 166.4)/2 = 76.8,
        // vOffset −160/4·0.52 = −20.8.
        let below = try cell(left, 3)
        #expect(close(below.frame, CGRect(x: 74.8, y: 459.2, width: 320, height: 160), 1e-9))
        #expect(close(below.transform.a, 0.52) && close(below.transform.d, 0.52))
        #expect(close(below.alpha, 0.52))
        #expect(close(below.visibleFrame, CGRect(x: 151.6, y: 497.6, width: 166.4, height: 83.2), 1e-9))
        #expect(close(try cell(right, 3).frame.minX, -74.8))
        // Row 1 mirrors it above: vOffset +20.8.
        #expect(close(try cell(left, 1).frame.minY, 180.8))
        // Row 4: d = 320 clamps to norm 1, scale 0.4, hOffset 96, vOffset −32 (the unclamped d).
        let far = try cell(left, 4)
        #expect(close(far.frame, CGRect(x: 94, y: 608, width: 320, height: 160), 1e-9))
        #expect(close(far.alpha, 0.4))
    }

    @Test func halfwayBetweenTwoPizzas() throws {
        // Offset 240: center 480, rows 2 and 3 at d = ∓80, norm ∓0.4, scale 0.76, hOffset 38.4, vOffset ±15.2.
        let left = try pizza(.left, offsetY: 240), right = try pizza(.right, offsetY: 240)
        #expect(left.currentPizzaIndex == 3)
        #expect(close(try cell(left, 2).frame, CGRect(x: 36.4, y: 335.2, width: 320, height: 160), 1e-9))
        #expect(close(try cell(left, 3).frame, CGRect(x: 36.4, y: 464.8, width: 320, height: 160), 1e-9))
        #expect(close(try cell(right, 3).frame.minX, -36.4))
        #expect(close(try cell(left, 2).alpha, 0.76))
    }

    @Test func aFifthOfTheWayToTheNextPizza() throws {
        // Offset 200: center 440, row 2 at d = −40, norm −0.2, scale 0.88, hOffset (320 − 281.6)/2 = 19.2,
        // vOffset 40/4·0.88 = 8.8.
        let left = try pizza(.left, offsetY: 200), right = try pizza(.right, offsetY: 200)
        let row = try cell(left, 2)
        #expect(close(row.frame, CGRect(x: 17.2, y: 328.8, width: 320, height: 160), 1e-9))
        #expect(close(row.alpha, 0.88) && close(row.transform.a, 0.88))
        #expect(close(try cell(right, 2).frame.minX, -17.2))
        #expect(close(try #require(row[PizzaNormalizedOffsetKey.self]), -0.2))
    }

    @Test func captionsSitFixedOnScreenFadeAndSlide() throws {
        let layout = try pizza(.left)
        // Width 320 − 2·16 (the larger margin), y = 160 + (480 − 160)/2 − 30 − 30 = 260.
        #expect(layout.captionFrame == CGRect(x: 16, y: 260, width: 288, height: 60))
        let centered = try caption(layout, 2)
        #expect(centered.frame == layout.captionFrame && centered.alpha == 1 && centered.transform == .identity)
        // Row 3: alpha 1 − 0.8, sliding 20·0.8 = 16 down; row 1 slides up.
        #expect(close(try caption(layout, 3).alpha, 0.2))
        #expect(try caption(layout, 3).transform == Transform2D(translationX: 0, y: 16))
        #expect(try caption(layout, 1).transform == Transform2D(translationX: 0, y: -16))
        // Above every cell.
        #expect(try caption(layout, 2).zIndex > (try cell(layout, 2)).zIndex)
        // Row 4's caption is at alpha 0: hidden and not returned.
        #expect(try caption(layout, 4).isHidden)
        let returned = layout.layoutAttributesForElements(in: layout.context.bounds)
            .filter { $0.category == .supplementaryView(PizzaHalfSelectorLayout.captionKind) }.map(\.indexPath.item)
        #expect(returned.sorted() == [1, 2, 3])
        layout.setShowsCaptions(false)
        #expect(!layout.layoutAttributesForElements(in: layout.context.bounds).contains { $0.category != .cell })
    }

    @Test func snappingMovesToAnotherPizzaOrStaysAndGlidesBack() throws {
        let layout = try pizza(.left)
        // Proposed 260: index Int(500/160) = 3 ≠ 2 → centered on 3 at 320.
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 260), withScrollingVelocity: CGPoint(x: 0, y: 500))
                == CGPoint(x: 0, y: 320))
        // Proposed 200: still pizza 2 → stay where the content is; already centered, nothing to glide.
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 200), withScrollingVelocity: .zero)
                == CGPoint(x: 0, y: 160))
        #expect(layout.settlingContentOffset(afterComingToRestAt: CGPoint(x: 0, y: 160)) == nil)
        // Dragged to 190 (still pizza 2) and proposed 230 (pizza 2): stay at 190, then glide to 160.
        layout.hostState.context.bounds.origin.y = 190
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 230), withScrollingVelocity: .zero)
                == CGPoint(x: 0, y: 190))
        #expect(layout.settlingContentOffset(afterComingToRestAt: CGPoint(x: 0, y: 190)) == CGPoint(x: 0, y: 160))
        // Proposals past the menu stay on its last pizza.
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 99_999), withScrollingVelocity: .zero)
                == layout.contentOffset(for: 9))
    }

    @Test func drumRollsAroundTheCenterFrame() throws {
        let layout = try pizza(.left, .drum)
        #expect(layout.centerPizzaFrame == CGRect(x: 0, y: 320, width: 320, height: 160))
        // Row 3: norm 0.8 → 0.8·200·1.1 = 176 below the center frame; scaled 0.52; alpha 1.
        let below = try cell(layout, 3)
        #expect(close(below.frame, CGRect(x: 74.8, y: 496, width: 320, height: 160), 1e-9))
        #expect(below.alpha == 1)
        // Row 4 (norm 1) sits 220 below; row 5 lies exactly under it and is hidden.
        #expect(close(try cell(layout, 4).frame.minY, 540))
        #expect(try cell(layout, 5).isHidden)
        #expect(try cell(layout, 5).frame == (try cell(layout, 4)).frame)
        // zIndex: current (2) gets 10; before it, the row; after it, 10 − row − 1.
        #expect(try (0...5).map { try cell(layout, $0).zIndex } == [0, 1, 10, 6, 5, 4])
        let returned = layout.layoutAttributesForElements(in: layout.context.bounds).filter { $0.category == .cell }
        #expect(returned.map(\.indexPath.item).sorted() == [0, 1, 2, 3, 4])
    }

    @Test func badConfigurationIsRefused() {
        var configuration = PizzaHalfSelectorConfiguration(orientation: .left)
        configuration.scaleFactor = 1.5
        #expect(throws: LayoutError.invalidValue(name: "scaleFactor", value: 1.5, expected: "a number in [0, 1)")) {
            _ = try PizzaHalfSelectorLayout(configuration: configuration)
        }
        #expect(throws: LayoutError.self) {
            _ = try PizzaHalfSelectorLayout(configuration: PizzaHalfSelectorConfiguration(orientation: .right, itemHeight: .nan))
        }
        #expect(PizzaHalfOrientation.left.opposite() == .right)
    }

    @Test func emptyMenu() throws {
        let layout = try pizza(.left, rows: 0)
        #expect(layout.layoutAttributesForElements(in: layout.context.bounds).isEmpty)
        #expect(layout.currentPizzaIndex == 0)
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 50), withScrollingVelocity: .zero) == CGPoint(x: 0, y: 50))
    }

    @Test func compactionInverts() {
        let compaction = PizzaCompaction(scaleFactor: 0.6, criticalOffset: 200)
        for d in stride(from: -900.0, through: 900, by: 37.5) {
            #expect(close(compaction.distance(compactedTo: compaction.compacted(CGFloat(d))), CGFloat(d), 1e-9))
        }
        // f(160) = 160 − 160·0.52/4 = 139.2; f(400) = 400·3.6/4 = 360.
        #expect(close(compaction.compacted(160), 139.2) && close(compaction.compacted(400), 360))
    }

    @Test func agreesWithBruteForce() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...400), Gen.cgFloat(in: 20...300), Gen.double(in: -0.1...1.1),
                            Gen.bool, Gen.bool, Gen.cgFloat(in: -900...900)) { rows, height, progress, drum, right, shift in
            var configuration = PizzaHalfSelectorConfiguration(orientation: right ? .right : .left, variant: drum ? .drum : .classic,
                                                               itemHeight: height)
            configuration.showsCaptions = rows % 3 != 0
            let layout = try PizzaHalfSelectorLayout(configuration: configuration)
            let offsetY = CGFloat(progress) * CGFloat(rows) * height - 240
            let bounds = CGRect(x: 0, y: offsetY, width: 320, height: 480)
            try prepare(layout, LayoutContext(bounds: bounds, itemCounts: [rows]))
            // Cells lean past the view's sides toward the seam by design: check coverage only vertically-safe cases.
            checkLayoutContract(layout, rect: bounds, perItemSupplementaryKinds: [PizzaHalfSelectorLayout.captionKind], checksContentCoverage: false)
            checkLayoutContract(layout, rect: bounds.offsetBy(dx: 0, dy: shift).insetBy(dx: 0, dy: 100),
                                perItemSupplementaryKinds: [PizzaHalfSelectorLayout.captionKind], checksContentCoverage: false)
        }
    }
}
