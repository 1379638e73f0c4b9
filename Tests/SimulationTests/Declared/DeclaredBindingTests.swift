import DeclaredViews
@_spi(Testing) import DiffableData
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import Testing

/// The selection and the scroll position as bindings, "the end is near", and reordering reported
/// as SwiftUI reports a move, decided portably and driven through the simulated view.
///
/// The carousel: a 390 × 300 view, a linear carousel of 20 items 200 wide, item i selected at
/// offset x = 200·i. The rows: a 320 × 480 view over full-width rows 50 tall, row r at y = 50·r.
@Suite("Declared collections: selection, scroll position, near end, moves")
@MainActor
struct DeclaredBindingTests {
    static func carousel(count: Int = 20) throws -> DeclaredCollectionScene<Int, Int> {
        try DeclaredCollectionScene(size: CGSize(width: 390, height: 300), sections: [(0, Array(0..<count))]) {
            try CarouselLayout(configuration: CarouselLayoutConfiguration(type: .linear))
        }
    }

    static func rows(_ sections: [(id: String, items: [Int])]) throws -> DeclaredCollectionScene<String, Int> {
        try DeclaredCollectionScene(size: CGSize(width: 320, height: 480), sections: sections) {
            try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 320, height: 50), minimumLineSpacing: 0))
        }
    }

    // MARK: Selection

    /// The first update places the bound selection at once (item 5 at x = 1,000), and the app,
    /// which gave it, hears nothing.
    @Test func theFirstUpdatePlacesTheSelectionAtOnce() throws {
        let scene = try Self.carousel()
        try scene.update(animated: true) { $0.selection = 5 }
        #expect(scene.view.contentOffset.x == 1000)
        #expect(scene.view.isAtRest)
        scene.settle()
        #expect(scene.heard == [])
    }

    /// A swipe that comes to rest on an item sets it: a drag of 250 pt released still comes to
    /// rest on the nearest whole item, 1 (x = 200); the app hears once, at rest, never during the
    /// drag.
    @Test func aSwipeThatComesToRestSetsTheSelection() throws {
        let scene = try Self.carousel()
        try scene.update { $0.selection = 0 }
        scene.view.beginDragging()
        for _ in 0..<5 {
            scene.view.drag(by: CGPoint(x: -50, y: 0))
            scene.clock.step()
        }
        #expect(scene.heard == [])
        scene.view.endDragging(velocity: .zero)
        scene.settle()
        #expect(scene.view.contentOffset.x == 200)
        #expect(scene.heard == ["selection 1"])
    }

    /// Setting the selection glides there (animated: under way after one frame) and the app,
    /// which set it, hears nothing.
    @Test func settingTheSelectionGlidesThere() throws {
        let scene = try Self.carousel()
        try scene.update { $0.selection = 0 }
        try scene.update { $0.selection = 7 }
        scene.clock.step()
        #expect(scene.view.contentOffset.x > 0)
        #expect(scene.view.contentOffset.x < 1400)
        scene.settle()
        #expect(scene.view.contentOffset.x == 1400)
        #expect(scene.heard == [])
    }

    /// A selection set while a glide runs retargets it: 7, then 3 a tenth of a second later; the
    /// view rests on 3 (x = 600) and the app hears nothing of 7 or the items passed.
    @Test func aSelectionSetDuringAGlideRetargetsIt() throws {
        let scene = try Self.carousel()
        try scene.update { $0.selection = 0 }
        try scene.update { $0.selection = 7 }
        scene.clock.advance(by: 0.1)
        try scene.update { $0.selection = 3 }
        scene.settle()
        #expect(scene.view.contentOffset.x == 600)
        #expect(scene.heard == [])
    }

    /// The app sets the item a glide passes (0 → 7, the carousel passing some item x a tenth of
    /// a second in): the view stops there (x·200) instead of going on to 7, and the app hears
    /// nothing.
    @Test func aSelectionOfTheItemAGlidePassesStopsThere() throws {
        let scene = try Self.carousel()
        try scene.update { $0.selection = 0 }
        try scene.update { $0.selection = 7 }
        scene.clock.advance(by: 0.1)
        let passing = try #require((scene.view.collectionLayout as? CarouselLayout)?.selectedItem?.item)
        #expect(passing != 0 && passing != 7)
        try scene.update { $0.selection = passing }
        scene.settle()
        #expect(scene.view.contentOffset.x == CGFloat(passing) * 200)
        #expect(scene.heard == [])
    }

    /// An update of the app during a glide (a state change elsewhere, the same selection) tells
    /// the app nothing of the items the glide passes.
    @Test func anUpdateDuringAGlideTellsNothing() throws {
        let scene = try Self.carousel()
        try scene.update { $0.selection = 0 }
        try scene.update { $0.selection = 7 }
        for _ in 0..<10 {
            scene.clock.step()
            try scene.update()
        }
        scene.settle()
        #expect(scene.view.contentOffset.x == 1400)
        #expect(scene.heard == [])
    }

    /// Rows estimated 44 tall that size themselves (30 + 7·(r mod 10)): the app scrolls row 40 to
    /// the top, animated. The animation ends where the estimates put it, the rows it uncovered
    /// report their sizes, and the engine glides on to row 40: the app, which asked for 40,
    /// hears nothing of the row the first glide stopped at.
    @Test func theAppHearsNothingOfAGlideTheEngineCorrects() throws {
        let scene = try Self.rows([("all", Array(0..<100))])
        let table = try TableLayout(estimatedRowHeight: 44)
        try scene.update {
            $0.scrollPosition = .some(nil)
            $0.layoutID = "table"
            $0.makeLayout = { table }
        }
        scene.view.preferredSizeProvider = { CGSize(width: $0.frame.width, height: CGFloat(30 + 7 * ($0.indexPath.item % 10))) }
        scene.settle()
        scene.heard = []
        try scene.update(animated: true) { $0.scrollPosition = 40 }
        scene.settle()
        let top = try #require(scene.view.layoutAttributesForItem(at: ItemPath(item: 40, section: 0)))
        #expect(top.frame.minY == scene.view.contentOffset.y)
        #expect(scene.heard == [])
    }

    /// A person who grabs the content during a glide wins: the glide stops, and where the drag
    /// comes to rest is the selection the app hears.
    @Test func aPersonGrabbingDuringAGlideWins() throws {
        let scene = try Self.carousel()
        try scene.update { $0.selection = 0 }
        try scene.update { $0.selection = 7 }
        scene.clock.advance(by: 0.1)
        let grabbed = scene.view.contentOffset.x
        scene.view.beginDragging()
        scene.view.drag(by: CGPoint(x: 30, y: 0))
        scene.clock.step()
        scene.view.endDragging(velocity: .zero)
        scene.settle()
        let rest = scene.view.contentOffset.x
        #expect(rest == ((grabbed - 30) / 200).rounded() * 200)
        #expect(scene.heard == ["selection \(Int(rest / 200))"])
    }

    /// Deleting the selected item: the app hears the item the view now selects.
    @Test func deletingTheSelectedItemTellsTheAppTheNewSelection() throws {
        let scene = try Self.carousel()
        try scene.update { $0.selection = 5 }
        try scene.update { $0.sections = [(0, Array(0..<20).filter { $0 != 5 })] }
        scene.settle()
        let selected = try #require((scene.view.collectionLayout as? CarouselLayout)?.selectedItem)
        let now = try #require(scene.collection.itemIdentifier(at: selected))
        #expect(now != 5)
        #expect(scene.heard == ["selection \(now)"])
    }

    /// A report the app's own change overtakes is dropped: the first update tells the app the
    /// layout selects item 0, but before that reaches it the app declares 3; the app hears
    /// nothing of 0, and the view goes to 3.
    @Test func aReportTheAppOvertakesIsDropped() throws {
        let scene = try Self.carousel()
        try scene.update { $0.selection = .some(nil) }
        try scene.update { $0.selection = 3 }
        scene.settle()
        #expect(scene.heard == [])
        #expect(scene.view.contentOffset.x == 600)
    }

    /// A tap selects: in a carousel it glides to the item tapped (3, x = 600) and the app hears
    /// at rest; in rows, which do not select by offset, the app hears at once.
    @Test func aTapSelects() throws {
        let scene = try Self.carousel()
        try scene.update { $0.selection = 0 }
        scene.collection.itemTapped(at: ItemPath(item: 3, section: 0))
        #expect(scene.heard == [])
        scene.settle()
        #expect(scene.view.contentOffset.x == 600)
        #expect(scene.heard == ["selection 3"])

        let rows = try Self.rows([("all", Array(0..<20))])
        try rows.update { $0.selection = .some(nil) }
        rows.collection.itemTapped(at: ItemPath(item: 4, section: 0))
        #expect(rows.heard == ["selection 4"])
        // Unbound, a tap selects nothing.
        try rows.update { $0.selection = nil }
        rows.collection.itemTapped(at: ItemPath(item: 6, section: 0))
        #expect(rows.heard == ["selection 4"])
    }

    // MARK: Scroll position

    /// The first update puts the bound item at the leading edge at once (row 40 at y = 2,000);
    /// a drag to 1,030 comes to rest with row 20 (1,000…1,050) the first to reach past the edge,
    /// and the app hears it; setting row 60 scrolls there (3,000).
    @Test func theScrollPositionIsTheItemAtTheLeadingEdge() throws {
        let scene = try Self.rows([("all", Array(0..<100))])
        try scene.update { $0.scrollPosition = 40 }
        #expect(scene.view.contentOffset.y == 2000)
        scene.view.beginDragging()
        for _ in 0..<10 {
            scene.view.drag(by: CGPoint(x: 0, y: 97))
            scene.clock.step()
        }
        scene.view.endDragging(velocity: .zero)
        scene.settle()
        #expect(scene.view.contentOffset.y == 1030)
        #expect(scene.heard == ["position 20"])
        try scene.update(animated: true) { $0.scrollPosition = 60 }
        scene.settle()
        #expect(scene.view.contentOffset.y == 3000)
        #expect(scene.heard == ["position 20"])
    }

    /// An item that cannot reach the leading edge (row 98 of 100: the content ends at 5,000, so the
    /// offset stops at 4,520) leaves row 90 there, and the app hears so.
    @Test func aPositionPastTheEndRestsOnTheItemThatReachesTheEdge() throws {
        let scene = try Self.rows([("all", Array(0..<100))])
        try scene.update { $0.scrollPosition = 98 }
        scene.settle()
        #expect(scene.view.contentOffset.y == 4520)
        #expect(scene.heard == ["position 90"])
    }

    // MARK: Near the end

    /// 100 rows: the content ends at 5,000, the last offset is 4,520, and "near" is one screen
    /// (480): from 4,040 on. At 4,000 nothing; at 4,100 the app hears once; at 4,200 nothing more.
    /// Twenty more rows while near (last offset 5,520; 4,200 is 1,320 away): nothing; back near,
    /// at 5,100, once more. A distance of 100 given: only from 5,420.
    @Test func theAppHearsOnceWhenTheEndIsNear() throws {
        let scene = try Self.rows([("all", Array(0..<100))])
        scene.listenForNearEnd()
        try scene.update()
        for y in [4000, 4100, 4200] as [CGFloat] { scene.view.setContentOffset(CGPoint(x: 0, y: y), animated: false) }
        scene.clock.step()
        #expect(scene.heard == ["near end"])
        try scene.update { $0.sections = [("all", Array(0..<120))] }
        scene.clock.step()
        #expect(scene.heard == ["near end"])
        scene.view.setContentOffset(CGPoint(x: 0, y: 5100), animated: false)
        #expect(scene.heard == ["near end", "near end"])
        try scene.update { $0.nearEndDistance = 100 }
        scene.view.setContentOffset(CGPoint(x: 0, y: 4000), animated: false)
        scene.view.setContentOffset(CGPoint(x: 0, y: 5400), animated: false)
        #expect(scene.heard.count == 2)
        scene.view.setContentOffset(CGPoint(x: 0, y: 5420), animated: false)
        #expect(scene.heard.count == 3)
    }

    /// The other end (`onCollectionNearStart`, a chat's earlier messages): 100 rows of 50 in 480,
    /// told within one screen of the top: at first, at offset 300 after leaving, not after 20
    /// rows load above (the rows read stay put, at 300 + 1,000), and within 100 once asked.
    @Test func theAppHearsWhenTheStartIsNear() throws {
        let scene = try Self.rows([("all", Array(100..<200))])
        scene.listenForNearStart()
        try scene.update()
        scene.clock.step()
        #expect(scene.heard == ["near start"])
        scene.view.setContentOffset(CGPoint(x: 0, y: 2000), animated: false)
        scene.view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        scene.clock.step()
        #expect(scene.heard == ["near start", "near start"])
        try scene.update { $0.sections = [("all", Array(80..<200))] }
        scene.clock.step()
        #expect(scene.view.contentOffset.y == 1300)
        #expect(scene.heard.count == 2)
        try scene.update { $0.nearStartDistance = 100 }
        scene.view.setContentOffset(CGPoint(x: 0, y: 150), animated: false)
        scene.clock.step()
        #expect(scene.heard.count == 2)
        scene.view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        scene.clock.step()
        #expect(scene.heard.count == 3)
    }

    /// Content that grows while the view is near its end tells the app again (a page loaded
    /// that still leaves the end on screen).
    @Test func contentThatGrowsWhileNearTellsAgain() throws {
        let scene = try Self.rows([("all", Array(0..<8))])
        scene.listenForNearEnd()
        try scene.update()
        scene.clock.step()
        #expect(scene.heard == ["near end"])
        try scene.update { $0.sections = [("all", Array(0..<12))] }
        scene.clock.step()
        #expect(scene.heard == ["near end", "near end"])
        try scene.update()
        scene.clock.step()
        #expect(scene.heard == ["near end", "near end"])
    }

    // MARK: Moves

    /// Section "a" = [1, 2, 3] at y = 0, 50, 100; "b" = [4, 5] at 150, 200. Item 1 dragged over
    /// item 5 (y = 225) ends at b[1]: reported as SwiftUI would, offsets [0] of "a" to offset 1 of
    /// "b"; carried out on the app's arrays, they read as the data source shows them.
    @Test func aMoveAcrossSectionsIsReportedAsSwiftUIReportsIt() throws {
        let scene = try Self.rows([("a", [1, 2, 3]), ("b", [4, 5])])
        try scene.update { $0.canMoveItem = { _ in true } }
        #expect(scene.view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        scene.view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 225))
        scene.clock.advance(by: 0.3)
        scene.view.endInteractiveMovement()
        scene.settle()
        let move = try #require(scene.moves.first)
        #expect(scene.moves.count == 1)
        #expect(move == ItemMove(items: [1], sourceSection: "a", sourceOffsets: [0], destinationSection: "b", destinationOffset: 1))
        var app = [Section(id: "a", items: [1, 2, 3]), Section(id: "b", items: [4, 5])]
        #expect(move.apply(to: &app, items: \.items))
        #expect(app.flatMap(\.items) == scene.dataSource.snapshot().itemIdentifiers)
        // The app's new data, declared again, changes nothing.
        try scene.update { $0.sections = app.map { ($0.id, $0.items) } }
        #expect(scene.dataSource.snapshot().itemIdentifiers == [2, 3, 4, 1, 5])
    }

    /// Within a section the destination counts the items before the move: item 1 (offset 0)
    /// dragged over item 3 (y = 125) lands at 2, reported as offset 3, as `onMove` does.
    @Test func aMoveWithinASectionCountsTheItemsBeforeIt() throws {
        let scene = try Self.rows([("a", [1, 2, 3]), ("b", [4, 5])])
        try scene.update { $0.canMoveItem = { $0 != 4 } }
        #expect(!scene.view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 1)))
        #expect(scene.view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        scene.view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 125))
        scene.clock.advance(by: 0.3)
        scene.view.endInteractiveMovement()
        scene.settle()
        #expect(scene.moves == [ItemMove(items: [1], sourceSection: "a", sourceOffsets: [0], destinationSection: "a", destinationOffset: 3)])
        var items = [1, 2, 3]
        #expect(scene.moves[0].apply(to: &items))
        #expect(items == [2, 3, 1])
    }

    /// VoiceOver's "Move to end" on item 1 of "a" = [1, 2, 3] reaches the app as a move to the
    /// end: offsets [0] to 3.
    @Test func voiceOversMoveActionsAreReportedAsMoves() throws {
        let scene = try Self.rows([("a", [1, 2, 3])])
        try scene.update { $0.canMoveItem = { _ in true } }
        #expect(scene.view.performAccessibilityCustomAction(named: "Move to end", on: ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: 0))))
        scene.settle()
        #expect(scene.moves == [ItemMove(items: [1], sourceSection: "a", sourceOffsets: [0], destinationSection: "a", destinationOffset: 3)])
        #expect(scene.dataSource.snapshot().itemIdentifiers == [2, 3, 1])
    }

    /// The app declares twice in the event a move ended in (the data source's applies wait for
    /// the next): first without item 2, then with it again. The second declaration equals what
    /// the view showed before the first, not what it will show once the first is applied, so it
    /// is applied too: the view ends showing the app's last declaration.
    @Test func declarationsInTheEventAMoveEndedInEndAsTheLast() throws {
        let scene = try Self.rows([("a", [1, 2, 3])])
        try scene.update { $0.canMoveItem = { _ in true } }
        scene.collection.itemMoved = { [unowned scene] _ in
            try? scene.update { $0.sections = [("a", [3, 1])] }
            try? scene.update { $0.sections = [("a", [2, 3, 1])] }
        }
        #expect(scene.view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        scene.view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 125))
        scene.clock.advance(by: 0.3)
        scene.view.endInteractiveMovement()
        scene.settle()
        #expect(scene.dataSource.snapshot().itemIdentifiers == [2, 3, 1])
    }

    /// An update while an item moves configures no cell (they stand in the movement's
    /// arrangement), though its values may have changed (new storage); the first update after it,
    /// even of the same storage, configures the cells on screen again.
    @Test func anUpdateDuringAMoveConfiguresNoCell() throws {
        let scene = try Self.rows([("a", [1, 2, 3])])
        try scene.update { $0.canMoveItem = { _ in true } }
        #expect(scene.view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
        scene.view.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 125))
        scene.clock.advance(by: 0.3)
        let before = scene.configurations
        try scene.update { $0.sections = [("a", [1, 2, 3])] }
        #expect(scene.configurations == before)
        scene.view.cancelInteractiveMovement()
        scene.settle()
        let settled: Int = scene.configurations.values.reduce(0, +)
        try scene.update()
        let after: Int = scene.configurations.values.reduce(0, +)
        #expect(after == settled + 3)
    }

    /// Without `canMoveItem`, nothing moves.
    @Test func withoutCanMoveNothingMoves() throws {
        let scene = try Self.rows([("a", [1, 2, 3])])
        try scene.update()
        #expect(!scene.view.beginInteractiveMovementForItem(at: ItemPath(item: 0, section: 0)))
    }

    struct Section: Identifiable {
        var id: String
        var items: [Int]
    }
}

/// What waits for the view's size, and the content inset an app declares.
@Suite("Declared collections: before the view has a size")
@MainActor
struct DeclaredSizingTests {
    /// A pizza half 160 per pizza, declared with the centring inset of a 390 × 600 view
    /// ((600 − 160)/2 = 220 at top and bottom) and pizza 2 selected, while the view has no size
    /// yet: nothing moves until the view gets its size; the first layout pass after it centres
    /// pizza 2: offset 160·2 + 80 − 300 = 100.
    @Test func theSelectionWaitsForTheViewsSize() throws {
        let configuration = PizzaHalfSelectorConfiguration(orientation: .left)
        let scene = try DeclaredCollectionScene<Int, Int>(size: .zero, sections: [(0, Array(0..<6))],
                                                          supplementaryKinds: [PizzaHalfSelectorLayout.captionKind]) {
            try PizzaHalfSelectorLayout(configuration: configuration)
        }
        let inset = configuration.centeringContentInset(forBoundsSize: CGSize(width: 390, height: 600))
        #expect(inset == LayoutEdgeInsets(top: 220, left: 0, bottom: 220, right: 0))
        try scene.update {
            $0.selection = 2
            $0.contentInset = inset
        }
        #expect(scene.view.contentInset == inset)
        scene.settle()
        #expect(scene.heard == [])
        try scene.view.setBoundsSize(CGSize(width: 390, height: 600))
        scene.settle()
        #expect(scene.view.contentOffset.y == 100)
        #expect(scene.heard == [])
    }

    /// An inset that is not finite is refused, naming it.
    @Test func aContentInsetThatIsNotFiniteIsRefused() throws {
        let scene = try DeclaredBindingTests.rows([("all", [1, 2, 3])])
        #expect(throws: LayoutError.self) {
            try scene.update { $0.contentInset = LayoutEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0) }
        }
    }
}
