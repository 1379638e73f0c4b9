import DeclaredViews
@_spi(Testing) import DiffableData
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Simulation
import Testing

/// Where an app asks SwiftUI's view to scroll (as `ScrollPosition` and `ScrollViewReader` ask a
/// scroll view): an item at an anchor, the least scroll that shows it, an edge, an offset, each
/// request carried out once; and the bound position read at an anchor.
///
/// The rows: a 320 × 480 view over 100 full-width rows 50 tall, no spacing (content 5,000 tall,
/// offsets 0…4,520); row r lies at y = 50·r.
@Suite("Declared collections: scroll destinations")
@MainActor
struct DeclaredScrollTests {
    static func scene() throws -> DeclaredCollectionScene<String, Int> {
        try DeclaredCollectionScene(size: CGSize(width: 320, height: 480), sections: [("all", Array(0..<100))]) {
            try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 320, height: 50), minimumLineSpacing: 0))
        }
    }

    static func offset(_ scene: DeclaredCollectionScene<String, Int>, _ destination: ScrollDestination<Int>) -> CGFloat? {
        scene.collection.contentOffset(for: destination)?.y
    }

    /// Row 20 (y 1,000…1,050): its centre (1,025) at the region's centre (240 down) is offset
    /// 785; its point a quarter down (1,012.5) at the region's quarter (120) is 892.5; its top at
    /// the top is 1,000; row 99 at the top would be 4,950, kept at 4,520.
    @Test func anItemsAnchorGoesToTheRegionsAnchor() throws {
        let scene = try Self.scene()
        try scene.update()
        #expect(Self.offset(scene, .item(20, anchor: CGPoint(x: 0.5, y: 0.5))) == 785)
        #expect(Self.offset(scene, .item(20, anchor: CGPoint(x: 0.5, y: 0.25))) == 892.5)
        #expect(Self.offset(scene, .item(20, anchor: CGPoint(x: 0.5, y: 0))) == 1000)
        #expect(Self.offset(scene, .item(99, anchor: CGPoint(x: 0.5, y: 0))) == 4520)
        #expect(Self.offset(scene, .item(1000, anchor: nil)) == nil)
    }

    /// Without an anchor, the least scroll that shows the item whole: at offset 0 row 20 lies
    /// below (its bottom, 1,050, at the region's, 480 down: 570); at 570 row 15 (750…800) shows
    /// already (570); row 5 (250…300) lies above (its top at the top: 250).
    @Test func withoutAnAnchorTheLeastScrollShowsTheItem() throws {
        let scene = try Self.scene()
        try scene.update()
        #expect(Self.offset(scene, .item(20, anchor: nil)) == 570)
        scene.view.setContentOffset(CGPoint(x: 0, y: 570), animated: false)
        #expect(Self.offset(scene, .item(15, anchor: nil)) == 570)
        #expect(Self.offset(scene, .item(5, anchor: nil)) == 250)
    }

    /// The keyboard takes the lower part of the view (480 → 200 tall): row 8 (400…450), where a
    /// field has focus, is revealed by the least scroll, its bottom at the region's (250); row 2
    /// (100…150), still shown, moves nothing.
    @Test func theFocusedItemIsRevealedAboveTheKeyboard() throws {
        let scene = try Self.scene()
        try scene.update()
        try scene.view.setBoundsSize(CGSize(width: 320, height: 200))
        scene.collection.reveal(itemAt: ItemPath(item: 2, section: 0), animated: false)
        #expect(scene.view.contentOffset.y == 0)
        scene.collection.reveal(itemAt: ItemPath(item: 8, section: 0), animated: false)
        #expect(scene.view.contentOffset.y == 250)
    }

    /// Edges and offsets stay within where the view rests: the bottom 4,520, the top 0, an
    /// offset of 10,000 kept at 4,520, one of −50 at 0.
    @Test func edgesAndOffsetsStayWhereTheViewRests() throws {
        let scene = try Self.scene()
        try scene.update()
        #expect(Self.offset(scene, .edge(.bottom)) == 4520)
        #expect(Self.offset(scene, .edge(.top)) == 0)
        #expect(Self.offset(scene, .offset(CGPoint(x: 0, y: 10_000))) == 4520)
        #expect(Self.offset(scene, .offset(CGPoint(x: 0, y: -50))) == 0)
    }

    /// A request is carried out once per token, at once on the first update: the same request
    /// again leaves a view the person scrolled where it is; a new token (the same destination
    /// asked again) goes there again, animated inside an animated update.
    @Test func aRequestIsCarriedOutOncePerToken() throws {
        let scene = try Self.scene()
        try scene.update { $0.scrollRequest = ScrollRequest(.item(20, anchor: CGPoint(x: 0.5, y: 0.5)), token: 1) }
        #expect(scene.view.contentOffset.y == 785)
        scene.view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        try scene.update()
        #expect(scene.view.contentOffset.y == 100)
        try scene.update(animated: true) { $0.scrollRequest = ScrollRequest(.item(20, anchor: CGPoint(x: 0.5, y: 0.5)), token: 2) }
        #expect(!scene.view.isAtRest)
        scene.settle()
        #expect(scene.view.contentOffset.y == 785)
        try scene.update { $0.scrollRequest = ScrollRequest(.edge(.bottom), token: 3) }
        #expect(scene.view.contentOffset.y == 4520)
    }

    /// A position the app reads (`CollectionScrollPosition`) hears where the view rests after the
    /// person scrolls it, never after a request it carried out: a request for row 20 glides to
    /// 785 and tells nothing; a drag of 300 from there, released still, rests at 1,085, where row
    /// 21 (1,050…1,100) is the first row reaching past the top edge: the app hears it once.
    @Test func theAppHearsWhereThePersonLeftTheView() throws {
        let scene = try Self.scene()
        var positioned: [Int?] = []
        scene.collection.positionedByUser = { positioned.append($0) }
        try scene.update(animated: true) { $0.scrollRequest = ScrollRequest(.item(20, anchor: CGPoint(x: 0.5, y: 0.5)), token: 1) }
        scene.settle()
        #expect(scene.view.contentOffset.y == 785)
        #expect(positioned.isEmpty)
        scene.view.beginDragging()
        for _ in 0..<6 {
            scene.view.drag(by: CGPoint(x: 0, y: -50))
            scene.clock.step()
        }
        #expect(positioned.isEmpty)
        scene.view.endDragging(velocity: .zero)
        scene.settle()
        #expect(scene.view.contentOffset.y == 1085)
        #expect(positioned == [21])
    }

    /// A position bound at the centre names the item at the region's centre and brings the item
    /// set to it: set to 20, the view goes to 785; scrolled to 1,500 the centre (1,740) lies in
    /// row 34, which the app hears at rest.
    @Test func aPositionBoundAtTheCentre() throws {
        let scene = try Self.scene()
        try scene.update {
            $0.scrollAnchor = CGPoint(x: 0.5, y: 0.5)
            $0.scrollPosition = .some(20)
        }
        #expect(scene.view.contentOffset.y == 785)
        scene.settle()
        scene.view.setContentOffset(CGPoint(x: 0, y: 1500), animated: true)
        scene.settle()
        #expect(scene.heard.last == "position 34")
    }
}
