import DeclaredViews
@_spi(Testing) import DiffableData
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Simulation
import TestSupport
import Testing

/// What a layout reads per item comes from the items the view shows now (`CollectionItems`),
/// as SwiftUI's view hands them over: given just before an update is shown, taken back when it
/// is not. A Pinterest board: a 320-wide waterfall of two columns 155 wide, 10 apart, each pin
/// `155 / ratio` tall.
@Suite("Declared collections: layout inputs from the items shown")
@MainActor
struct DeclaredLayoutInputsTests {
    struct Pin {
        let id: Int
        let ratio: CGFloat
    }

    /// The board: a scene whose waterfall reads each pin's ratio through `items`, and the app's
    /// update, which shows its pins as SwiftUI's view does.
    final class Board {
        let items = CollectionItems<Pin>()
        let scene: DeclaredCollectionScene<Int, Int>

        init(_ pins: [Pin]) throws {
            let items = items
            scene = try DeclaredCollectionScene(size: CGSize(width: 320, height: 480), sections: [(0, pins.map(\.id))]) {
                try WaterfallLayout(configuration: WaterfallLayoutConfiguration(sizeForItem: { path in
                    items[path].map { .aspectRatio($0.ratio) } ?? .estimated(50)
                }))
            }
            declare(pins)
        }

        /// The app's update with `pins`, as `CollectionLayoutView`'s coordinator makes it.
        func declare(_ pins: [Pin]) {
            let before = items.show([pins])
            scene.declaration.sections = [(0, pins.map(\.id))]
            scene.collection.apply(scene.declaration, animated: false)
            if !scene.collection.showsDeclaredSections { items.restore(before) }
        }

        func height(of item: Int) -> CGFloat? {
            scene.view.collectionLayout.layoutAttributesForItem(at: ItemPath(item: item, section: 0))?.frame.height
        }
    }

    /// Ten square pins (155 tall); scrolled to the end, the app hears "near end" and appends ten
    /// pins of ratio 0.5: each is 155 / 0.5 = 310 tall, sized from its own value by the layout made
    /// for the first ten (a closure that captured the first array would read past its end).
    @Test func pinsLoadedMoreAreSizedFromTheirValues() throws {
        var pins = (0..<10).map { Pin(id: $0, ratio: 1) }
        let board = try Board(pins)
        #expect(board.height(of: 9) == 155)
        board.scene.listenForNearEnd()
        board.scene.view.setContentOffset(CGPoint(x: 0, y: board.scene.view.contentSize.height - 480), animated: false)
        board.scene.settle()
        #expect(board.scene.heard == ["near end"])
        pins += (10..<20).map { Pin(id: $0, ratio: 0.5) }
        board.declare(pins)
        #expect(board.items.sections[0].count == 20)
        #expect((10..<20).allSatisfy { board.height(of: $0) == 310 })
        #expect((0..<10).allSatisfy { board.height(of: $0) == 155 })
    }

    /// A declaration the view does not show (a repeated id) leaves the items the layout reads as
    /// the view shows them: twenty, not the twenty-one declared; a deletion after it is read from
    /// the nineteen left.
    @Test func itemsFollowWhatTheViewShows() throws {
        let pins = (0..<20).map { Pin(id: $0, ratio: $0 < 10 ? 1 : 0.5) }
        let board = try Board(pins)
        expectRuntimeIssue("given twice") { board.declare(pins + [Pin(id: 3, ratio: 2)]) }
        #expect(board.items.sections[0].count == 20)
        #expect(board.items[ItemPath(item: 20, section: 0)] == nil)
        var fewer = pins
        fewer.remove(at: 0)
        board.declare(fewer)
        #expect(board.items.sections[0].count == 19)
        #expect(board.height(of: 8) == 155 && board.height(of: 9) == 310)
        #expect(board.height(of: 19) == nil)
    }
}

/// A pinch in SwiftUI's week calendar chooses a new hour height as a new layout id: the new
/// calendar reads the time at the centre from the one it replaces and keeps it there. Two days
/// (the second with two all-day events, so the top is 40 + 2·20 = 80) of hours 8–20 at 60 pt, in a
/// 200 × 544 view: 13:00 at the centre is offset 80 + 5·60 − 272 = 108; at 90 pt it is
/// 80 + 5·90 − 272 = 258.
@Suite("Declared collections: a new layout keeps what the old one showed")
@MainActor
struct DeclaredLayoutTransitionTests {
    @Test func aNewHourHeightKeepsTheCentresTime() throws {
        let week: [[TimelineEvent]] = [[TimelineEvent(start: 9, end: 10), TimelineEvent(start: 12, end: 13)],
                                       [TimelineEvent(start: 8, end: 9), .allDay, .allDay]]
        let items = CollectionItems<TimelineEvent>()
        items.show(week)
        func calendar(hourHeight: CGFloat) throws -> TimelineLayout {
            var configuration = TimelineLayoutConfiguration { path in items[path] ?? .allDay }
            configuration.dayWidth = 100
            configuration.hourHeight = hourHeight
            configuration.hours = 8...20
            configuration.hourLabelWidth = 50
            configuration.dayHeaderHeight = 40
            configuration.allDayEventHeight = 20
            return try TimelineLayout(configuration: configuration)
        }
        let scene = try DeclaredCollectionScene(size: CGSize(width: 200, height: 544), sections: [(0, [0, 1]), (1, [2, 3, 4])],
                                                supplementaryKinds: [TimelineLayout.dayHeaderKind, TimelineLayout.hourLabelKind],
                                                decorationKinds: [TimelineLayout.hourLineKind, TimelineLayout.nowLineKind, TimelineLayout.cornerKind]) {
            try calendar(hourHeight: 60)
        }
        try scene.update()
        scene.view.setContentOffset(CGPoint(x: 0, y: 108), animated: false)
        try scene.update {
            $0.layoutID = 90
            $0.makeLayout = { try calendar(hourHeight: 90) }
        }
        #expect(scene.view.contentOffset == CGPoint(x: 0, y: 258))
    }
}
