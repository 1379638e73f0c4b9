import Foundation
import PropertyBased
import Testing
import TestSupport
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts

@Suite("Thumbnail strip layout")
struct ThumbnailStripLayoutTests {
    // A 390×66 strip: thumbnails 33×66, places every c = 37, farInset = (390 − 33 − 4)/2 = 176.5,
    // 20 photos, content 740×66. Photo 2 is 3:2, photo 3 square, the rest 1:2.
    static let aspects: [Int: CGFloat] = [2: 1.5, 3: 1]

    private func layout(centeringPlace place: CGFloat, count: Int = 20, rate: CGFloat = 1,
                        updates: [ItemPath: ThumbnailStripLayout.CellUpdate] = [:]) throws -> ThumbnailStripLayout {
        var configuration = ThumbnailStripConfiguration(aspectRatio: { Self.aspects[$0.item] ?? 0.5 })
        configuration.expandingRate = rate
        let layout = try ThumbnailStripLayout(configuration: configuration)
        layout.updates = updates
        try prepare(layout, LayoutContext(bounds: CGRect(x: place * 37 - 176.5, y: 0, width: 390, height: 66), itemCounts: [count]))
        return layout
    }

    private func item(_ index: Int) -> ItemPath { ItemPath(item: index, section: 0) }

    private func attributes(_ layout: ThumbnailStripLayout, _ index: Int) throws -> LayoutAttributes {
        try #require(layout.layoutAttributesForItem(at: item(index)))
    }

    @Test func geometryAtRest() throws {
        let layout = try layout(centeringPlace: 0, rate: 0)
        #expect(layout.itemSize == CGSize(width: 33, height: 66))
        #expect(layout.farInset == 176.5)
        #expect(layout.centeringContentInset == LayoutEdgeInsets(top: 0, left: 176.5, bottom: 0, right: 176.5))
        #expect(layout.collectionViewContentSize == CGSize(width: 740, height: 66))
        #expect(try attributes(layout, 5).frame == CGRect(x: 185, y: 0, width: 33, height: 66))
        #expect(try attributes(layout, 5).transform == .identity)
    }

    @Test func theCentredThumbnailShowsItsPhotosAspectRatio() throws {
        // Photo 2 centred: expanding 1, additional width 66·1.5 − 33 = 66, width 99 about the
        // centre 90.5; each side shifts by (66 + 20)/2 = 43.
        let layout = try layout(centeringPlace: 2)
        let centred = try attributes(layout, 2)
        #expect(centred.frame == CGRect(x: 41, y: 0, width: 99, height: 66))
        #expect(centred.transform.tx == 0)
        #expect(centred[ThumbnailExpansion.self] == 1)
        #expect(try attributes(layout, 1).transform.tx == -43)
        #expect(try attributes(layout, 0).transform.tx == -43)
        #expect(try attributes(layout, 3).transform.tx == 43)
        #expect(try attributes(layout, 3).frame.width == 33)
        // The content never changes with expansion.
        #expect(layout.collectionViewContentSize == CGSize(width: 740, height: 66))
    }

    @Test func halfwayBetweenTwoThumbnailsBothHalfExpand() throws {
        // offsetX 92.5 is 18.5 from places 2 and 3: each expands 0.5. Photo 2 gains 33 (width 66)
        // and shifts (33 + 10)/2 = 21.5; photo 3 (square) gains 16.5 (width ceil(49.5) = 50) and
        // shifts (16.5 + 10)/2 = 13.25.
        let layout = try layout(centeringPlace: 2.5)
        #expect(try attributes(layout, 2).frame.width == 66)
        #expect(try attributes(layout, 3).frame.width == 50)
        #expect(try attributes(layout, 1).transform.tx == -34.75)
        #expect(try attributes(layout, 2).transform.tx == -13.25)
        #expect(try attributes(layout, 3).transform.tx == 21.5)
        #expect(try attributes(layout, 4).transform.tx == 34.75)
    }

    @Test func theRateScalesExpansion() throws {
        // Rate 0.5: photo 2 expands 0.5 at the centre (width 66), rate 0: all thumbnails equal.
        #expect(try attributes(layout(centeringPlace: 2, rate: 0.5), 2).frame.width == 66)
        let flat = try layout(centeringPlace: 2, rate: 0)
        #expect(try (0..<5).map { try attributes(flat, $0).frame.width } == [33, 33, 33, 33, 33])
        #expect(try (0..<5).map { try attributes(flat, $0).transform.tx } == [0, 0, 0, 0, 0])
    }

    @Test func widthsRoundUp() throws {
        // Photo 3 at 0.3 expansion... square: additional 33·e; at e = 0.3 the width is ceil(42.9) = 43.
        let layout = try layout(centeringPlace: 0, rate: 0, updates: [item(3): { var cell = $0; cell.state.expanding = 0.3; return cell }])
        #expect(try attributes(layout, 3).frame.width == 43)
    }

    /// The delete animation's updates for deleting photo 2 (centred) toward `direction`:
    /// phase 1 at `p1` (photo 2 collapsing, its neighbour taking over its expansion), then phase 2
    /// at `p2` (the gap closing), composed on phase 1's end as the editor composes them.
    private func deleting(phase1 p1: CGFloat, phase2 p2: CGFloat?, deleted: Int = 2, neighbour: Int = 3,
                          direction: ThumbnailCell.Direction = .next) -> [ItemPath: ThumbnailStripLayout.CellUpdate] {
        let layout = try! ThumbnailStripLayout()
        layout.composeUpdate(at: item(deleted)) { var cell = $0; cell.state.collapsing = p1; cell.state.direction = direction; return cell }
        layout.composeUpdate(at: item(neighbour)) { var cell = $0; cell.state.expanding = p1; return cell }
        if let p2 {
            layout.composeUpdate(at: item(deleted)) { var cell = $0; cell.state.deleting = p2; return cell }
        }
        return layout.updates
    }

    @Test func deletePhaseOneCollapsesWhileTheNeighbourExpands() throws {
        // p = 0: as at rest.
        let start = try layout(centeringPlace: 2, updates: deleting(phase1: 0, phase2: nil))
        #expect(try attributes(start, 2).frame.size == CGSize(width: 99, height: 66))
        #expect(try attributes(start, 3).frame.width == 33)
        // p = 0.5: photo 2 is ceil(49.5) = 50 × 33 at alpha 0.5; photo 3 expands 0.5 (width 50,
        // shift 13.25); photo 2 still shifts 43.
        let half = try layout(centeringPlace: 2, updates: deleting(phase1: 0.5, phase2: nil))
        let collapsing = try attributes(half, 2)
        #expect(collapsing.frame.size == CGSize(width: 50, height: 33))
        #expect(collapsing.center == CGPoint(x: 90.5, y: 33))
        #expect(collapsing.alpha == 0.5)
        #expect(try attributes(half, 3).frame.width == 50)
        #expect(try attributes(half, 3).transform.tx == 43)
        #expect(try attributes(half, 4).transform.tx == 56.25)
        #expect(try attributes(half, 1).transform.tx == -56.25)
        // p = 1: photo 2 is gone (0×0, alpha 0); photo 3 is 66 wide, shifting (33 + 20)/2 = 26.5.
        let end = try layout(centeringPlace: 2, updates: deleting(phase1: 1, phase2: nil))
        #expect(try attributes(end, 2).frame.size == .zero)
        #expect(try attributes(end, 2).alpha == 0)
        #expect(try attributes(end, 3).frame.width == 66)
        #expect(try attributes(end, 4).transform.tx == 69.5)
        #expect(try attributes(end, 1).transform.tx == -69.5)
    }

    @Test func deletePhaseTwoClosesTheGapFromTheNext() throws {
        // Photo 2's shift fades, 43·(1 − p), and its right side closes by c·p = 37p.
        let half = try layout(centeringPlace: 2, updates: deleting(phase1: 1, phase2: 0.5))
        #expect(try attributes(half, 3).transform.tx == 3)      // 21.5 − 18.5
        #expect(try attributes(half, 4).transform.tx == 29.5)   // 3 + 26.5
        #expect(try attributes(half, 1).transform.tx == -48)    // −21.5 − 26.5
        let end = try layout(centeringPlace: 2, updates: deleting(phase1: 1, phase2: 1))
        // Photo 3 has taken photo 2's place: centre 3·37 + 16.5 − 37 = 90.5.
        let taking = try attributes(end, 3)
        #expect(taking.center.x + taking.transform.tx == 90.5)
        #expect(try attributes(end, 4).transform.tx == -10.5)
        #expect(try attributes(end, 1).transform.tx == -26.5)
    }

    @Test func deletingTheLastPhotoClosesFromThePrevious() throws {
        // 20 photos, photo 19 centred and deleted, photo 18 takes its place: the thumbnails
        // before 19 move on by 37.
        let end = try layout(centeringPlace: 19, updates: deleting(phase1: 1, phase2: 1, deleted: 19, neighbour: 18, direction: .previous))
        let taking = try attributes(end, 18)
        #expect(taking.center.x + taking.transform.tx == 19 * 37 + 16.5)
        // Photo 17: +37 from photo 19's closed place, −10 from photo 18 (a 1:2 photo expanded:
        // (0 + 20)/2).
        #expect(try attributes(end, 17).transform.tx == 27)
    }

    @Test func updatesCompose() throws {
        let layout = try ThumbnailStripLayout()
        layout.composeUpdate(at: item(0)) { var cell = $0; cell.state.collapsing += 0.25; return cell }
        layout.composeUpdate(at: item(0)) { var cell = $0; cell.state.collapsing *= 2; return cell }
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 66), itemCounts: [3]))
        #expect(layout.cell(at: 0).state.collapsing == 0.5) // (0 + 0.25)·2, not 0·2 + 0.25
    }

    @Test func snappingPicksTheNearerThumbnailAndTiesGoRight() throws {
        let layout = try layout(centeringPlace: 0)
        func snapped(_ place: CGFloat) -> CGFloat {
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: place * 37 - 176.5, y: 0),
                                       withScrollingVelocity: CGPoint(x: 500, y: 0)).x
        }
        #expect(abs(snapped(2.3) - (-102.5)) < 1e-9)   // candidates 2 (−102.5) and 3 (−65.5)
        #expect(abs(snapped(2.7) - (-65.5)) < 1e-9)
        #expect(abs(snapped(2.5) - (-65.5)) < 1e-9)    // the tie goes right
        #expect(snapped(-3.3) == -176.5)               // both candidates kept at 0
        #expect(snapped(30) == 20 * 37 - 176.5)        // … or at n
    }

    @Test func nearestIndexRoundsHalfUp() throws {
        #expect(try layout(centeringPlace: 2).nearestIndex == 2)
        #expect(try layout(centeringPlace: 2.4).nearestIndex == 2)
        #expect(try layout(centeringPlace: 2.5).nearestIndex == 3)
        #expect(try layout(centeringPlace: -4).nearestIndex == 0)
        #expect(try layout(centeringPlace: 40).nearestIndex == 19)
        #expect(try layout(centeringPlace: 3, count: 0).nearestIndex == 0)
    }

    @Test func relativeOffsetsAndRotation() throws {
        let layout = try layout(centeringPlace: 0)
        // 0.25 of 740 is 185, less 176.5.
        #expect(layout.contentOffset(relative: 0.25).x == 8.5)
        layout.beginConfiguring(activeIndex: 7)
        try prepare(layout, LayoutContext(bounds: CGRect(x: 0, y: 0, width: 844, height: 66), itemCounts: [20]))
        // farInset (844 − 37)/2 = 403.5: 7·37 − 403.5.
        #expect(layout.targetContentOffset(forProposedContentOffset: .zero).x == -144.5)
        layout.endConfiguring()
        #expect(layout.targetContentOffset(forProposedContentOffset: .zero).x == 0)
    }

    @Test func badInputThrowsOrFallsBack() throws {
        #expect(throws: LayoutError.invalidValue(name: "expandingRate", value: 1.5, expected: "a number in 0…1")) {
            try ThumbnailStripLayout().update { $0.expandingRate = 1.5 }
        }
        #expect(throws: LayoutError.self) { try ThumbnailStripLayout().update { $0.defaultAspectRatio = 0 } }
        #expect(throws: LayoutError.self) { try ThumbnailStripLayout().update { $0.distanceBetween = .nan } }
        #expect(throws: LayoutError.unsupportedSectionCount(layout: "ThumbnailStripLayout", count: 2, supported: 1)) {
            try prepare(ThumbnailStripLayout(), LayoutContext(bounds: CGRect(x: 0, y: 0, width: 390, height: 66), itemCounts: [1, 1]))
        }
        // A photo without a usable aspect ratio reads as 1:2; an update writing NaN reads as 0.
        let layout = try ThumbnailStripLayout(configuration: ThumbnailStripConfiguration(aspectRatio: { _ in .nan }))
        layout.updates[item(1)] = { var cell = $0; cell.state.collapsing = .nan; return cell }
        try prepare(layout, LayoutContext(bounds: CGRect(x: -176.5, y: 0, width: 390, height: 66), itemCounts: [3]))
        #expect(try attributes(layout, 0).frame.width == 33)
        #expect(try attributes(layout, 1).alpha == 1)
    }

    @Test func agreesWithBruteForce() async {
        let updates = zip(Gen.int(in: 0...25), Gen.cgFloat(in: 0...1), Gen.cgFloat(in: 0...1), Gen.bool)
        await propertyCheck(count: 250, input: zip(Gen.int(in: 0...40), Gen.double(in: -0.2...1.2), Gen.cgFloat(in: 0...1)),
                            updates, Gen.cgFloat(in: -300...300)) { strip, update, shift in
            let (count, progress, rate) = strip
            let (updated, p1, p2, last) = update
            var configuration = ThumbnailStripConfiguration(aspectRatio: { CGFloat(($0.item * 7) % 16) / 10 + 0.5 })
            configuration.expandingRate = rate
            let layout = try ThumbnailStripLayout(configuration: configuration)
            layout.updates[ItemPath(item: updated, section: 0)] = { var cell = $0; cell.state.collapsing = p1; cell.state.deleting = p2
                cell.state.direction = last ? .previous : .next; return cell }
            layout.updates[ItemPath(item: updated + 1, section: 0)] = { var cell = $0; cell.state.expanding = p1; return cell }
            let offset = (CGFloat(count) * 37) * CGFloat(progress) - 176.5
            let bounds = CGRect(x: offset, y: 0, width: 390, height: 66)
            try prepare(layout, LayoutContext(bounds: bounds, itemCounts: [count]))
            // Expanded and shifted thumbnails lean past the content's ends by design.
            checkLayoutContract(layout, rect: bounds.offsetBy(dx: shift, dy: 0), checksContentCoverage: false)
            checkLayoutContract(layout, rect: CGRect(x: offset + 180 + shift, y: 20, width: 10, height: 10), checksContentCoverage: false)
        }
        // At rate 0 without updates every thumbnail lies within the content.
        let layout = try! ThumbnailStripLayout(configuration: { var c = ThumbnailStripConfiguration(); c.expandingRate = 0; return c }())
        try! prepare(layout, LayoutContext(bounds: CGRect(x: 100, y: 0, width: 390, height: 66), itemCounts: [30]))
        checkLayoutContract(layout, rect: CGRect(x: 100, y: 0, width: 390, height: 66))
    }
}
