import DeclaredViews
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Simulation
import Testing

/// A row's swipe actions under a finger, as a `List`'s: a row 320 wide with two trailing actions
/// (160 wide) and, where said, one leading (80).
@Suite("Swipe actions revealed")
struct SwipeRevealTests {
    static let trailing = SwipeReveal<Int>.Actions(trailingWidth: 160)

    static func swiped(_ translation: CGFloat, actions: SwipeReveal<Int>.Actions = trailing) -> SwipeReveal<Int> {
        var reveal = SwipeReveal<Int>()
        reveal.begin(7, rowWidth: 320, actions: actions)
        reveal.move(by: translation)
        return reveal
    }

    /// 100 to the left uncovers 100 and opens on the actions (past half of 160); 60 closes; 60 at
    /// 300 points per second carries on to 90 and opens.
    @Test func theRowOpensPastHalfItsActions() {
        var reveal = Self.swiped(-100)
        #expect(reveal.reveal == 100)
        #expect(reveal.end(velocity: 0) == .open(reveal: 160))
        #expect(reveal.reveal == 160 && reveal.item == 7)
        var short = Self.swiped(-60)
        #expect(short.end(velocity: 0) == .close)
        #expect(short.reveal == 0 && short.item == nil)
        var flicked = Self.swiped(-60)
        #expect(flicked.end(velocity: -300) == .open(reveal: 160))
    }

    /// A full swipe follows the finger to the far edge (400 → 320) and, past 60 % of the row
    /// (192), performs the first trailing action; without full swipes the row resists past its
    /// actions (200 → 160 + 40 × ¼ = 170) and opens.
    @Test func aFullSwipePerformsTheFirstAction() {
        #expect(Self.swiped(-400).reveal == 320)
        var full = Self.swiped(-200)
        #expect(full.reveal == 200)
        #expect(full.end(velocity: 0) == .performFirstAction(trailing: true))
        #expect(full.item == nil)
        var resisted = Self.swiped(-200, actions: SwipeReveal.Actions(trailingWidth: 160, allowsTrailingFullSwipe: false))
        #expect(resisted.reveal == 170)
        #expect(resisted.end(velocity: 0) == .open(reveal: 160))
    }

    /// An edge without actions does not move: 50 to the right stays at 0. With one leading
    /// action (80), 100 to the right uncovers it (−100) and opens on it (−80).
    @Test func eachEdgeUncoversItsOwnActions() {
        #expect(Self.swiped(50).reveal == 0)
        var leading = Self.swiped(100, actions: SwipeReveal.Actions(leadingWidth: 80, trailingWidth: 160))
        #expect(leading.reveal == -100)
        #expect(leading.end(velocity: 0) == .open(reveal: -80))
    }

    /// A delete control opens the row on its trailing actions without a finger (160), closing
    /// the row open before; a finger then goes on from there (160, 100 to the right: 60).
    @Test func aRowOpensWithoutAFinger() {
        var reveal = Self.swiped(-100)
        _ = reveal.end(velocity: 0)
        reveal.open(8, rowWidth: 320, actions: Self.trailing, trailing: true)
        #expect(reveal.item == 8 && reveal.reveal == 160)
        reveal.begin(8, rowWidth: 320, actions: Self.trailing)
        reveal.move(by: 100)
        #expect(reveal.reveal == 60)
    }

    /// The open row goes on from where it is (160, then 100 back to the right: 60, which
    /// closes); another row swiped closes the open one first.
    @Test func oneRowIsOpenAtATime() {
        var reveal = Self.swiped(-100)
        _ = reveal.end(velocity: 0)
        reveal.begin(7, rowWidth: 320, actions: Self.trailing)
        reveal.move(by: 100)
        #expect(reveal.reveal == 60)
        #expect(reveal.end(velocity: 0) == .close)
        var other = Self.swiped(-100)
        _ = other.end(velocity: 0)
        other.begin(8, rowWidth: 320, actions: Self.trailing)
        #expect(other.reveal == 0 && other.item == 8)
        other.move(by: .nan)
        #expect(other.reveal == 0)
    }
}

/// Where swipe actions are offered: on the rows of a list-like layout only.
@Suite("Swipe actions: list-like rows")
@MainActor
struct SwipeRowTests {
    /// Rows 320 wide in a 320-wide vertical view are rows; tiles 100 wide (three across) are not;
    /// nor are pages 320 wide in a horizontal strip.
    @Test func swipesAreOfferedOnRows() throws {
        func scene(_ size: CGSize, _ direction: ScrollDirection = .vertical) throws -> DeclaredCollectionScene<String, Int> {
            let scene = try DeclaredCollectionScene(size: CGSize(width: 320, height: 480), sections: [("all", Array(0..<30))]) {
                try FlowLayout(configuration: FlowLayoutConfiguration(scrollDirection: direction, itemSize: size, minimumLineSpacing: 0))
            }
            try scene.update()
            return scene
        }
        #expect(try scene(CGSize(width: 320, height: 50)).collection.isRow(at: ItemPath(item: 3, section: 0)))
        #expect(try !scene(CGSize(width: 100, height: 100)).collection.isRow(at: ItemPath(item: 3, section: 0)))
        #expect(try !scene(CGSize(width: 320, height: 480), .horizontal).collection.isRow(at: ItemPath(item: 3, section: 0)))
    }

    /// A row shows a delete control only in edit mode, when the app deletes items: not outside
    /// edit mode, not without `onDelete`, not on a grid's tile.
    @Test func deleteControlsShowOnRowsInEditMode() throws {
        let rows = try DeclaredCollectionScene(size: CGSize(width: 320, height: 480), sections: [("all", Array(0..<30))]) {
            try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 320, height: 50), minimumLineSpacing: 0))
        }
        let path = ItemPath(item: 3, section: 0)
        try rows.update { $0.canDeleteItems = true }
        #expect(!rows.collection.showsDeleteControl(at: path))
        try rows.update { $0.isEditing = true }
        #expect(rows.collection.showsDeleteControl(at: path))
        try rows.update { $0.canDeleteItems = false }
        #expect(!rows.collection.showsDeleteControl(at: path))
        let tiles = try DeclaredCollectionScene(size: CGSize(width: 320, height: 480), sections: [("all", Array(0..<30))]) {
            try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 100), minimumLineSpacing: 0))
        }
        try tiles.update {
            $0.canDeleteItems = true
            $0.isEditing = true
        }
        #expect(!tiles.collection.showsDeleteControl(at: path))
    }
}
