@_spi(Testing) import CompositionalLayoutModule
import DeclaredViews
@_spi(Testing) import DiffableData
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation
import TestSupport
import Testing

/// What SwiftUI's view decides, portably, through the simulated view: the sections and items by
/// id, the supplementary content, the cells configured again when values change, the layout by id, and that
/// nothing reaches the app during its update.
///
/// The rows: a 320 × 480 view over full-width rows 50 tall, no spacing, so row r of the content
/// lies at y = 50·r.
@Suite("Declared collections: sections, items, layouts")
@MainActor
struct DeclaredCollectionTests {
    static func rows() throws -> FlowLayout {
        try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 320, height: 50), minimumLineSpacing: 0))
    }

    static func scene(_ sections: [(id: String, items: [Int])]) throws -> DeclaredCollectionScene<String, Int> {
        try DeclaredCollectionScene(size: CGSize(width: 320, height: 480), sections: sections, makeLayout: rows)
    }

    /// The sections and items shown are the declaration's, by id; a new declaration is shown as
    /// the difference (item 2 moves from "fruit" to "veg" and keeps its id).
    @Test func sectionsAndItemsAreTheDeclarations() throws {
        let scene = try Self.scene([("fruit", [1, 2, 3]), ("veg", [10, 11])])
        try scene.update()
        #expect(scene.view.itemCounts == [3, 2])
        #expect(scene.dataSource.snapshot().sectionIdentifiers == ["fruit", "veg"])
        #expect(scene.collection.itemIdentifier(at: ItemPath(item: 1, section: 1)) == 11)
        try scene.update(animated: true) { $0.sections = [("veg", [11, 2, 10]), ("fruit", [1, 3])] }
        scene.settle()
        #expect(scene.view.itemCounts == [3, 2])
        #expect(scene.dataSource.snapshot().itemIdentifiers == [11, 2, 10, 1, 3])
        // Row 1 (y = 50) shows item 2.
        #expect(scene.collection.itemIdentifier(at: ItemPath(item: 1, section: 0)) == 2)
    }

    /// A declaration telling how its ids changed (``DeclaredItemEdits``) is shown by editing what
    /// the view shows by those runs, trusted as they are told: [1, 2, 3] → [1, 9, 2, 3] inserts 9
    /// at 1 (removed 1..<1, added 1..<2); runs told wrong (adding the 1 already shown, at 0) are
    /// refused as a repeated id, which proves no comparison stood in. Runs from a declaration the
    /// view no longer shows (here, [7, 8], never shown) are not trusted: the ids are compared,
    /// and the view shows what was declared.
    @Test func editsToldByTheAppsUpdateAreShownByTheirRuns() throws {
        let scene = try Self.scene([("fruit", [1, 2, 3])])
        try scene.update()
        try scene.update {
            let previous = $0.sections.map(\.items)
            $0.sections = [("fruit", [1, 9, 2, 3])]
            $0.itemEdits = DeclaredItemEdits(previous: previous, runs: [(1..<1, 1..<2)])
        }
        #expect(scene.dataSource.snapshot().itemIdentifiers == [1, 9, 2, 3])
        #expect(scene.view.itemCounts == [4])
        #expect(throws: SnapshotError.duplicateItems(["1"])) {
            try scene.update {
                let previous = $0.sections.map(\.items)
                $0.sections = [("fruit", [1, 9, 2, 3, 4])]
                $0.itemEdits = DeclaredItemEdits(previous: previous, runs: [(4..<4, 0..<1)])
            }
        }
        try scene.update {
            $0.sections = [("fruit", [4, 9, 2])]
            $0.itemEdits = DeclaredItemEdits(previous: [[7, 8]], runs: [(0..<2, 0..<3)])
        }
        #expect(scene.dataSource.snapshot().itemIdentifiers == [4, 9, 2])
        #expect(scene.view.itemCounts == [3])
    }

    /// An id given twice is refused with an error naming it, and the view keeps what it showed.
    @Test func repeatedIDsAreRefusedNamingThem() throws {
        let scene = try Self.scene([("fruit", [1, 2, 3])])
        try scene.update()
        #expect(throws: SnapshotError.duplicateItems(["2"])) {
            try scene.update { $0.sections = [("fruit", [1, 2, 2])] }
        }
        #expect(throws: SnapshotError.duplicateSections(["fruit"])) {
            try scene.update { $0.sections = [("fruit", [1]), ("fruit", [4])] }
        }
        #expect(scene.dataSource.snapshot().itemIdentifiers == [1, 2, 3])
    }

    /// A view made with a stand-in layout (SwiftUI's, before its first update) shows the declared
    /// layout from the first update, the bound selection placed at once (item 4 of a linear
    /// carousel at x = 800); a layout that cannot be made is told, and tried again on the next
    /// update.
    @Test func theFirstUpdateShowsTheDeclaredLayout() throws {
        struct Refused: Error {}
        let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 300), layout: CollectionLayoutBase(), itemCounts: [],
                                               clock: ManualClock())
        let dataSource = DiffableDataSource<Int, Int>(collectionView: view) { view, path, _ in
            try view.dequeueReusableCell(withReuseIdentifier: SimulatedCollectionView.defaultCellReuseIdentifier, for: path)
        }
        let collection = DeclaredCollection(view: view, engine: view.engine, data: dataSource.core, layoutID: "stand-in")
        var declaration = CollectionDeclaration<Int, Int>(sections: [(0, Array(0..<10))], layoutID: "carousel") { throw Refused() }
        declaration.selection = 4
        #expect(throws: Refused.self) { try collection.update(declaration, animated: true) }
        let carousel = try CarouselLayout(configuration: CarouselLayoutConfiguration(type: .linear))
        declaration.makeLayout = { carousel }
        try collection.update(declaration, animated: true)
        #expect(view.collectionLayout === carousel)
        #expect(view.contentOffset.x == 800)
    }

    /// An app's update that cannot throw reports an error as a runtime issue (a failed test here,
    /// Xcode's purple warning in an app) and tells it once the update is over; once for the same
    /// error however often it is declared again, and again after a declaration was shown.
    @Test func errorsReachTheAppOnceAfterTheUpdate() throws {
        let scene = try Self.scene([("fruit", [1, 2, 3])])
        var told: [String] = []
        scene.collection.errorOccurred = { told.append(String(describing: $0)) }
        scene.declaration.sections = [("fruit", [1, 2, 2])]
        let reported = expectRuntimeIssue(#"item identifiers ["2"] are given twice"#) {
            scene.collection.apply(scene.declaration, animated: false)
        }
        #expect(reported == 1)
        #expect(told == [])
        scene.clock.step()
        #expect(told == [SnapshotError.duplicateItems(["2"]).description])
        // The same error again: no second issue (one here would fail the test), nothing told.
        scene.collection.apply(scene.declaration, animated: false)
        scene.clock.step()
        #expect(told.count == 1)
        scene.declaration.sections = [("fruit", [1, 2])]
        scene.collection.apply(scene.declaration, animated: false)
        scene.declaration.sections = [("fruit", [1, 2, 2])]
        expectRuntimeIssue(#"item identifiers ["2"] are given twice"#) {
            scene.collection.apply(scene.declaration, animated: false)
        }
        scene.clock.step()
        #expect(told.count == 2)
    }

    /// Every failure SwiftUI's view meets is a runtime issue naming it, with no `onCollectionError`
    /// set: a repeated section id, a layout that cannot be made (a blank view otherwise), an
    /// element of a kind no view is registered for (it would disappear), and a modifier set for
    /// other types than the view's (it would do nothing), the last once for as long as the app sets it.
    @Test func everyFailureIsARuntimeIssue() throws {
        struct Refused: Error, CustomStringConvertible { var description: String { "columns must be at least 1, got 0" } }
        let scene = try Self.scene([("fruit", [1, 2, 3])])
        try scene.update()
        scene.declaration.sections = [("fruit", [1]), ("fruit", [4])]
        expectRuntimeIssue(#"section identifiers ["fruit"]"#) { scene.collection.apply(scene.declaration, animated: false) }
        scene.declaration.sections = [("fruit", [1, 2, 3])]
        scene.declaration.layoutID = "broken"
        scene.declaration.makeLayout = { throw Refused() }
        expectRuntimeIssue("columns must be at least 1, got 0") { scene.collection.apply(scene.declaration, animated: false) }

        let section = LayoutSection.list()
        section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: ElementCategory.headerKind, alignment: .top)]
        let headers = CompositionalLayout(section: section)
        scene.declaration.layoutID = "headers"
        scene.declaration.makeLayout = { headers }
        expectRuntimeIssue(#"no view is registered for supplementary view kind "UICollectionElementKindSectionHeader""#) {
            scene.collection.apply(scene.declaration, animated: false)
        }

        var typing = ModifierTyping()
        let selection: Int?? = typing.typed(Optional<String>.some("a") as Any, ".collectionSelection(_:)", as: Int?.self)
        #expect(selection == nil)
        let mismatch = try #require(typing.mismatch)
        #expect(mismatch.description.hasPrefix(".collectionSelection(_:) was given Optional<String>, but this CollectionLayoutView expects Optional<Int>"))
        expectRuntimeIssue(".collectionSelection(_:) was given Optional<String>") { scene.collection.tellMismatch(mismatch) }
        scene.collection.tellMismatch(mismatch)
        scene.collection.tellMismatch(nil)
        expectRuntimeIssue(".collectionSelection(_:) was given") { scene.collection.tellMismatch(mismatch) }
    }

    /// A header names its section and no item; an element of another kind at a path names the
    /// item there.
    @Test func supplementaryElementsNameTheAppsIDs() throws {
        let scene = try Self.scene([("fruit", [1, 2, 3]), ("veg", [10, 11])])
        try scene.update()
        let header = scene.collection.supplementaryElement(ofKind: ElementCategory.headerKind, at: ItemPath(item: 0, section: 1))
        #expect(header == SupplementaryElement(kind: ElementCategory.headerKind, section: "veg", item: nil, indexPath: ItemPath(item: 0, section: 1)))
        #expect(header?.isHeader == true)
        let badge = scene.collection.supplementaryElement(ofKind: "badge", at: ItemPath(item: 1, section: 0))
        #expect(badge?.section == "fruit")
        #expect(badge?.item == 2)
        #expect(scene.collection.supplementaryElement(ofKind: "badge", at: ItemPath(item: 0, section: 2)) == nil)
    }

    /// A supplementary view's content is identified by its kind, section and item, not its place:
    /// "veg"'s header keeps its identity when "veg" moves to the front; "fruit"'s header, or the
    /// badge of another item, is another content.
    @Test func supplementaryContentIsIdentifiedByWhatItShows() throws {
        let scene = try Self.scene([("fruit", [1, 2, 3]), ("veg", [10, 11])])
        try scene.update()
        let header = ElementCategory.headerKind
        let vegHeader = scene.collection.supplementaryElement(ofKind: header, at: ItemPath(item: 0, section: 1))?.contentIdentity
        let fruitHeader = scene.collection.supplementaryElement(ofKind: header, at: ItemPath(item: 0, section: 0))?.contentIdentity
        let badge = scene.collection.supplementaryElement(ofKind: "badge", at: ItemPath(item: 0, section: 0))?.contentIdentity
        let otherBadge = scene.collection.supplementaryElement(ofKind: "badge", at: ItemPath(item: 1, section: 0))?.contentIdentity
        try scene.update { $0.sections = [("veg", [10, 11]), ("fruit", [1, 2, 3])] }
        #expect(scene.collection.supplementaryElement(ofKind: header, at: ItemPath(item: 0, section: 0))?.contentIdentity == vegHeader)
        #expect(vegHeader != fruitHeader)
        #expect(badge != otherBadge)
    }

    /// An update declaring the arrays the last one declared (the same storage: an app's state
    /// changed elsewhere) configures no cell again; the first configured the ten rows on screen
    /// (0…480) once each.
    @Test func theSameStorageConfiguresNoCell() throws {
        let scene = try Self.scene([("all", Array(0..<30))])
        try scene.update()
        let first = scene.configurations
        #expect(first == Dictionary(uniqueKeysWithValues: (0..<10).map { ($0, 1) }))
        #expect(!scene.collection.declaredTheShownStorage)
        try scene.update()
        try scene.update()
        #expect(scene.configurations == first)
        #expect(scene.collection.declaredTheShownStorage)
    }

    /// The same ids in new storage, their values unknown, configure again every cell that may
    /// exist: the ten on screen, once more each (the simulated view prepares none ahead).
    @Test func newStorageOfUnknownValuesConfiguresTheCellsOnScreen() throws {
        let scene = try Self.scene([("all", Array(0..<30))])
        try scene.update()
        try scene.update { $0.sections = [("all", Array(0..<30))] }
        #expect(scene.configurations == Dictionary(uniqueKeysWithValues: (0..<10).map { ($0, 2) }))
    }

    /// Values the app tells changed configure only their cells: item 3 on screen; item 25, off
    /// screen, has no cell; the other rows keep theirs as they were.
    @Test func onlyTheItemsWhoseValuesChangedAreConfiguredAgain() throws {
        let scene = try Self.scene([("all", Array(0..<30))])
        try scene.update()
        try scene.update {
            $0.sections = [("all", Array(0..<30))]
            $0.changedItems = [3, 25]
        }
        var expected = Dictionary(uniqueKeysWithValues: (0..<10).map { ($0, 1) })
        expected[3] = 2
        #expect(scene.configurations == expected)
        try scene.update {
            $0.sections = [("all", Array(0..<30))]
            $0.changedItems = []
        }
        #expect(scene.configurations == expected)
    }

    /// The cells that may exist are those within one screen of the visible rect: at offset 0 the
    /// window is y −480…960, rows 0…19 (row 19 spans 950…1,000); at offset 1,000 it is
    /// 520…1,960, rows 10…39 (row 10 spans 500…550, row 39 1,950…2,000): what UIKit may have
    /// prepared ahead is configured with what is on screen.
    @Test func theCellsThatMayExistReachOneScreenBeyondTheVisibleRect() throws {
        let scene = try Self.scene([("all", Array(0..<100))])
        try scene.update()
        #expect(scene.collection.itemsWhoseCellsMayExist == Array(0..<20))
        scene.view.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        #expect(scene.collection.itemsWhoseCellsMayExist == Array(10...39))
    }

    /// A cell that sizes itself is fitted to the extent fixed across the scroll axis: the width
    /// in the vertical rows (their content 30 × 50 = 1,500 tall in a 480-tall view), the height in
    /// a horizontal strip of 30 items 100 wide (3,000 wide in a 320-wide view).
    @Test func cellsAreFittedAcrossTheScrollAxis() throws {
        let rows = try Self.scene([("all", Array(0..<30))])
        try rows.update()
        #expect(rows.collection.fitsCellsToWidth)
        let strip = try DeclaredCollectionScene(size: CGSize(width: 320, height: 480), sections: [("all", Array(0..<30))]) {
            try FlowLayout(configuration: FlowLayoutConfiguration(scrollDirection: .horizontal, itemSize: CGSize(width: 100, height: 480),
                                                                  minimumLineSpacing: 0))
        }
        try strip.update()
        #expect(!strip.collection.fitsCellsToWidth)
    }

    /// The app hears the offset once per event, the last of it, once the event is over: three
    /// moves in one event are one report (y = 300); a move back to where it was told is none.
    @Test func offsetsAreToldOncePerEvent() throws {
        let scene = try Self.scene([("all", Array(0..<100))])
        try scene.update()
        scene.clock.step()
        var heard: [CGFloat] = []
        scene.collection.scrolled = { heard.append($0.y) }
        for y in [100, 200, 300] as [CGFloat] { scene.view.setContentOffset(CGPoint(x: 0, y: y), animated: false) }
        #expect(heard.isEmpty)
        scene.clock.step()
        #expect(heard == [300])
        scene.view.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
        scene.view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        scene.clock.step()
        #expect(heard == [300])
    }

    /// A new layout id shows the layout made for it, keeping the item the person looks at in
    /// place; going back shows the first layout object again, made once.
    /// Rows 50 tall; the other layout: rows 100 tall. At offset 1,000 row 20 is at the top; after
    /// the switch row 20 (now at y = 2,000) is still at the top: offset 2,000.
    @Test func aNewLayoutIDSwitchesLayoutsKeepingTheItemInView() throws {
        let scene = try Self.scene([("all", Array(0..<100))])
        try scene.update()
        let rows = scene.view.collectionLayout
        scene.view.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        var made = 0
        try scene.update(animated: true) {
            $0.layoutID = "tall"
            $0.makeLayout = {
                made += 1
                return try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 320, height: 100), minimumLineSpacing: 0))
            }
        }
        scene.settle()
        #expect(scene.view.contentOffset.y == 2000)
        #expect(scene.view.layoutAttributesForItem(at: ItemPath(item: 20, section: 0))?.frame.minY == 2000)
        try scene.update { $0.layoutID = "first" }
        #expect(scene.view.collectionLayout === rows)
        #expect(scene.view.contentOffset.y == 1000)
        try scene.update { $0.layoutID = "tall" }
        #expect(made == 1)
    }

    /// Layouts are kept for the four ids chosen last: an id that varies (a column count) makes a
    /// layout per value without the old ones piling up. Ids 1…5 chosen in turn: going back to 2
    /// shows the layout made for it (kept: 5, 4, 3, 2), going back to 1 makes it again.
    @Test func layoutsAreKeptForTheIDsChosenLast() throws {
        let scene = try Self.scene([("all", Array(0..<100))])
        try scene.update()
        var made: [Int: [any CollectionLayout]] = [:]
        func choose(_ id: Int) throws {
            try scene.update {
                $0.layoutID = id
                $0.makeLayout = {
                    let layout = try Self.rows()
                    made[id, default: []].append(layout)
                    return layout
                }
            }
        }
        for id in 1...5 { try choose(id) }
        try choose(2)
        #expect(made[2]?.count == 1)
        #expect(scene.view.collectionLayout === made[2]?.first)
        try choose(1)
        #expect(made[1]?.count == 2)
        #expect(scene.view.collectionLayout === made[1]?.last)
    }

    /// Photos' Months ↔ All Photos in one animated update: the sections change (three months of
    /// 30 photos → one section of 90) and the layout does (five columns 78 tall under 44-point
    /// headers → three columns 130 tall), in a 390 × 844 view. Month m begins at 512·m, so at
    /// offset 600 the first cell wholly on screen is photo 35 (month 1, row 1: y = 512 + 44 + 78
    /// = 634, 34 below the top). All Photos puts it in row 11 (y = 1,430): the offset becomes
    /// 1,430 − 34 = 1,396, and photo 35 is still 34 below the top.
    @Test func monthsToAllPhotosKeepsThePhotoInView() throws {
        func grid(_ columns: Int, headers: Bool) -> CompositionalLayout {
            let section = LayoutSection.grid(columns: columns)
            if headers {
                section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    elementKind: ElementCategory.headerKind, alignment: .top)]
            }
            return CompositionalLayout(section: section)
        }
        let months = (0..<3).map { ("month \($0)", Array($0 * 30..<$0 * 30 + 30)) }
        let scene = try DeclaredCollectionScene(size: CGSize(width: 390, height: 844), sections: months,
                                                supplementaryKinds: [ElementCategory.headerKind]) { grid(5, headers: true) }
        try scene.update()
        scene.view.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
        #expect(scene.view.layoutAttributesForItem(at: ItemPath(item: 5, section: 1))?.frame.minY == 634)
        try scene.update(animated: true) {
            $0.sections = [("all", Array(0..<90))]
            $0.layoutID = "all"
            $0.makeLayout = { grid(3, headers: false) }
        }
        scene.settle()
        #expect(scene.view.contentOffset.y == 1396)
        #expect(scene.view.layoutAttributesForItem(at: ItemPath(item: 35, section: 0))?.frame.origin == CGPoint(x: 260, y: 1430))
    }

    /// The chat's "Earlier": twenty messages declared above the one being read, in a table of
    /// rows estimated 44 tall that size themselves (row r is 30 + 7·(r mod 10) tall): the
    /// message at the top stays where it is on screen, and so does the scroll position the app
    /// binds, which hears nothing.
    @Test func messagesDeclaredAboveMoveNothingOnScreen() throws {
        let scene = try DeclaredCollectionScene<Int, Int>(size: CGSize(width: 390, height: 844), sections: [(0, Array(101...160))]) {
            try TableLayout(estimatedRowHeight: 44)
        }
        scene.view.preferredSizeProvider = { [unowned scene] attributes in
            let id = scene.collection.itemIdentifier(at: attributes.indexPath) ?? 0
            return CGSize(width: attributes.frame.width, height: CGFloat(30 + 7 * (id % 10)))
        }
        try scene.update { $0.scrollPosition = 130 }
        scene.settle()
        let top = try #require(scene.view.layoutAttributesForItem(at: ItemPath(item: 29, section: 0))).frame.minY - scene.view.contentOffset.y
        try scene.update { $0.sections = [(0, Array(81...160))] }
        scene.settle()
        let after = try #require(scene.view.layoutAttributesForItem(at: ItemPath(item: 49, section: 0))).frame.minY - scene.view.contentOffset.y
        #expect(after == top)
        #expect(scene.collection.itemIdentifier(at: ItemPath(item: 49, section: 0)) == 130)
        #expect(scene.heard == [])
    }

    /// The engine's glide: under way from an animated move until its animation ends; a move at
    /// once ends it (UIKit cancels the animation without telling), and so does a finger.
    @Test func aGlideIsUnderWayUntilItEnds() throws {
        let scene = try Self.scene([("all", Array(0..<100))])
        try scene.update()
        let engine = scene.view.engine
        scene.view.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
        scene.clock.step()
        #expect(engine.isGlidingOffset)
        scene.settle()
        #expect(!engine.isGlidingOffset)
        scene.view.setContentOffset(CGPoint(x: 0, y: 2000), animated: true)
        scene.clock.step()
        scene.view.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
        #expect(!engine.isGlidingOffset)
        scene.view.setContentOffset(CGPoint(x: 0, y: 2000), animated: true)
        scene.view.beginDragging()
        #expect(!engine.isGlidingOffset)
        scene.view.endDragging(velocity: .zero)
        scene.settle()
        // A move to where the view is does not glide.
        scene.view.setContentOffset(scene.view.contentOffset, animated: true)
        #expect(!engine.isGlidingOffset)
    }

    /// What an update causes reaches the app once the update is over, never during it: an
    /// unbound-to-nothing selection hears the layout's selection after the update returns.
    @Test func nothingReachesTheAppDuringItsUpdate() throws {
        let scene = try DeclaredCollectionScene<Int, Int>(size: CGSize(width: 390, height: 300), sections: [(0, Array(0..<20))]) {
            try CarouselLayout(configuration: CarouselLayoutConfiguration(type: .linear))
        }
        try scene.update { $0.selection = .some(nil) }
        #expect(scene.heard == [])
        scene.clock.step()
        #expect(scene.heard == ["selection 0"])
    }
}
