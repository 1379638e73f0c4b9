import Foundation
import GalleryModule
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Screens
@_spi(Testing) import Simulation
import Testing
@testable import Playground

@Suite("Playground sessions")
struct PlaygroundSessionTests {
    @Test func anUnknownDemoIsNamed() {
        #expect(throws: PlaygroundError.unknownDemo("nope")) { try PlaygroundSession(demoNamed: "nope") }
    }

    @Test func aDragFollowsThePointerAndAReleaseFlings() throws {
        let session = try PlaygroundSession(demoNamed: "table")
        let view = session.scene.primary
        try session.handle(.pointer(.down, point: CGPoint(x: 100, y: 400), time: 1))
        try session.handle(.pointer(.move, point: CGPoint(x: 100, y: 300), time: 1.05))
        #expect(view.contentOffset.y == 100)
        #expect(!session.isIdle)
        try session.handle(.pointer(.up, point: CGPoint(x: 100, y: 250), time: 1.1))
        // 150 points up in 0.1 s: the content decelerates from 1500 points per second.
        #expect(view.isDecelerating)
        while !session.isIdle { session.step() }
        #expect(view.contentOffset.y > 250)
        #expect(session.frameNumber > 0)
    }

    /// The spreadsheet scrolls both ways under a diagonal drag, its frozen corner staying at the
    /// visible area's origin, and a diagonal release flings on both axes.
    @Test func aDiagonalDragScrollsTheSpreadsheetBothWays() throws {
        let session = try PlaygroundSession(demoNamed: "grid-spreadsheet")
        let view = session.scene.primary, origin = session.scene.origin(ofViewAt: 0)
        try session.handle(.pointer(.down, point: CGPoint(x: origin.x + 300, y: origin.y + 500), time: 1))
        try session.handle(.pointer(.move, point: CGPoint(x: origin.x + 220, y: origin.y + 380), time: 1.05))
        #expect(view.contentOffset == CGPoint(x: 80, y: 120))
        let corner = view.visibleElements.first { $0.key == ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: 0)) }
        #expect(corner?.frame.origin == CGPoint(x: 80, y: 120))
        try session.handle(.pointer(.up, point: CGPoint(x: origin.x + 180, y: origin.y + 320), time: 1.1))
        while !session.isIdle { session.step() }
        #expect(view.contentOffset.x > 120 && view.contentOffset.y > 180)
    }

    @Test func aCancelledPressComesToRestWithoutAFling() throws {
        let session = try PlaygroundSession(demoNamed: "table")
        try session.handle(.pointer(.down, point: CGPoint(x: 100, y: 400), time: 1))
        try session.handle(.pointer(.move, point: CGPoint(x: 100, y: 300), time: 1.02))
        try session.handle(.pointer(.cancel, point: .zero, time: 1.03))
        while !session.isIdle { session.step() }
        #expect(session.scene.primary.contentOffset.y == 100)
    }

    /// reorder-grid: four 97.5-pt columns. A press held still on item 1 for half a second (30
    /// frames; 29 are not enough) picks it up; carried over place 5 (centre 146.25, 146.25) and
    /// let go, it stands there and items 2–6 stepped back.
    @Test func aLongPressPicksAnItemUpAndThePointerCarriesIt() throws {
        let session = try PlaygroundSession(demoNamed: "reorder-grid")
        let view = session.scene.primary, origin = session.scene.origin(ofViewAt: 0)
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: origin.x + x, y: origin.y + y) }
        try session.handle(.pointer(.down, point: point(48.75, 48.75), time: 0))
        for _ in 0..<29 { session.step() }
        #expect(view.interactiveMovement == nil)
        session.step()
        #expect(view.interactiveMovement?.originalIndexPath == ItemPath(item: 0, section: 0))
        try session.handle(.pointer(.move, point: point(146.25, 146.25), time: 0.6))
        #expect(view.interactiveMovement?.targetIndexPath == ItemPath(item: 5, section: 0))
        try session.handle(.pointer(.up, point: point(146.25, 146.25), time: 0.7))
        while !session.isIdle { session.step() }
        let titles = view.visibleElements.filter { $0.category == .cell }.sorted { $0.indexPath < $1.indexPath }
            .prefix(7).map { $0[ElementAppearance.self]?.title ?? "" }
        #expect(titles == ["2", "3", "4", "5", "6", "1", "7"])
        #expect(view.contentOffset == .zero)
    }

    /// A press that wanders more than 10 pt before half a second is a drag: nothing is picked up;
    /// a cancelled carry puts the item back.
    @Test func aWanderingPressDragsAndACancelledCarryGoesBack() throws {
        let session = try PlaygroundSession(demoNamed: "reorder-grid")
        let view = session.scene.primary, origin = session.scene.origin(ofViewAt: 0)
        try session.handle(.pointer(.down, point: CGPoint(x: origin.x + 48, y: origin.y + 300), time: 0))
        try session.handle(.pointer(.move, point: CGPoint(x: origin.x + 48, y: origin.y + 288), time: 0.1))
        for _ in 0..<40 { session.step() }
        #expect(view.interactiveMovement == nil)
        #expect(view.contentOffset.y == 12)
        try session.handle(.pointer(.up, point: CGPoint(x: origin.x + 48, y: origin.y + 288), time: 0.8))
        while !session.isIdle { session.step() }

        let start = view.contentOffset
        try session.handle(.pointer(.down, point: CGPoint(x: origin.x + 48, y: origin.y + 48.75 - start.y), time: 1))
        for _ in 0..<30 { session.step() }
        #expect(view.interactiveMovement != nil)
        try session.handle(.pointer(.move, point: CGPoint(x: origin.x + 300, y: origin.y + 250), time: 1.6))
        try session.handle(.pointer(.cancel, point: .zero, time: 1.7))
        while !session.isIdle { session.step() }
        #expect(view.interactiveMovement == nil)
        #expect(view.visibleElements.first { $0.category == .cell && $0.indexPath.item == 0 }?[ElementAppearance.self]?.title == "1")
    }

    @Test func thePressGoesToTheViewUnderThePointer() throws {
        let session = try PlaygroundSession(demoNamed: "pizza-halves")
        let left = session.scene.views[0], right = session.scene.views[1]
        let leftStart = left.contentOffset, rightStart = right.contentOffset
        try session.handle(.pointer(.down, point: CGPoint(x: 270, y: 300), time: 0))
        try session.handle(.pointer(.move, point: CGPoint(x: 270, y: 260), time: 0.02))
        #expect(left.contentOffset == leftStart)
        #expect(right.contentOffset.y == rightStart.y + 40)
        #expect(session.viewIndex(at: CGPoint(x: 179, y: 10)) == 0)
        #expect(session.viewIndex(at: CGPoint(x: 180, y: 10)) == 1)
        #expect(session.viewIndex(at: CGPoint(x: -1, y: 10)) == nil)
    }

    @Test func aPressOutsideEveryViewIsLetGoAndMovesWithoutAPressAreRefused() throws {
        let session = try PlaygroundSession(demoNamed: "wheel")
        #expect(throws: PlaygroundError.unexpectedEvent("a move with no pointer down")) {
            try session.handle(.pointer(.move, point: CGPoint(x: 1, y: 1), time: 0))
        }
        #expect(throws: PlaygroundError.unexpectedEvent("an up with no pointer down")) {
            try session.handle(.pointer(.up, point: CGPoint(x: 1, y: 1), time: 0))
        }
        // A press that begins outside moves nothing even when it comes into a view, and is no error.
        try session.handle(.pointer(.down, point: CGPoint(x: -50, y: -50), time: 0))
        try session.handle(.pointer(.move, point: CGPoint(x: 100, y: 100), time: 0.02))
        #expect(!session.isIdle)
        try session.handle(.pointer(.up, point: CGPoint(x: 200, y: 100), time: 0.04))
        #expect(session.scene.primary.contentOffset == .zero)
        #expect(session.isIdle)
    }

    @Test func aCollageCanvasTakesTouchesThatDragItsDividers() throws {
        let session = try PlaygroundSession(demoNamed: "collage-editor")
        let layout = try #require(session.scene.primary.collectionLayout as? CollageLayout)
        let divider = layout.pointsOfDivider(0)
        let onDivider = CGPoint(x: (divider.start.x + divider.end.x) / 2, y: (divider.start.y + divider.end.y) / 2)
        try session.handle(.pointer(.down, point: onDivider, time: 0))
        try session.handle(.pointer(.move, point: CGPoint(x: onDivider.x - 30, y: onDivider.y), time: 0.05))
        try session.handle(.pointer(.up, point: CGPoint(x: onDivider.x - 30, y: onDivider.y), time: 0.1))
        let moved = layout.pointsOfDivider(0)
        #expect(abs(moved.start.x - (divider.start.x - 30)) < 1e-9)
        #expect(session.scene.primary.contentOffset == .zero)
    }

    @Test func aSidewaysPressInAnOrthogonalBandDragsTheSection() throws {
        let session = try PlaygroundSession(demoNamed: "compositional-orthogonal-behaviours")
        let view = session.scene.primary
        let band = try #require(view.engine.layout.orthogonalSections().first { $0.section == 0 })
        let start = CGPoint(x: band.frame.midX, y: band.frame.midY)
        try session.handle(.pointer(.down, point: start, time: 0))
        try session.handle(.pointer(.move, point: CGPoint(x: start.x - 60, y: start.y + 5), time: 0.05))
        #expect(view.orthogonalContentOffset(inSection: 0) == 60)
        #expect(view.contentOffset.y == 0)
        try session.handle(.pointer(.up, point: CGPoint(x: start.x - 60, y: start.y + 5), time: 0.3))
        while !session.isIdle { session.step() }
        // Released still: section 0 (continuous) rests where the finger left it.
        #expect(view.orthogonalContentOffset(inSection: 0) == 60)

        // Moving mostly up from the same band drags the page instead (whose content here fits).
        try session.handle(.pointer(.down, point: start, time: 1))
        #expect(!view.isDragging)
        try session.handle(.pointer(.move, point: CGPoint(x: start.x - 5, y: start.y - 40), time: 1.05))
        #expect(view.isDragging)
        #expect(view.orthogonalContentOffset(inSection: 0) == 60)
    }

    @Test func rightToLeftBandsScrollOnWhenTheFingerMovesRight() throws {
        let session = try PlaygroundSession(demoNamed: "compositional-right-to-left")
        let view = session.scene.primary
        let band = try #require(view.engine.layout.orthogonalSections().first { $0.section == 0 })
        // The band where the view draws it, mirrored.
        let drawnBounds = view.currentFrame.bounds, mirror = try #require(view.screenMirror)
        let middle = mirror.point(CGPoint(x: band.frame.midX, y: band.frame.midY))
        let start = CGPoint(x: middle.x - drawnBounds.minX, y: middle.y - drawnBounds.minY)
        let cells = { view.currentFrame.elements.filter { $0.category == .cell && $0.indexPath.section == 0 } }
        let before = try #require(cells().first { $0.indexPath.item == 0 })
        try session.handle(.pointer(.down, point: start, time: 0))
        try session.handle(.pointer(.move, point: CGPoint(x: start.x + 60, y: start.y + 5), time: 0.05))
        #expect(view.orthogonalContentOffset(inSection: 0) == 60)
        // The row's first item, at the right, follows the finger.
        let after = try #require(cells().first { $0.indexPath.item == 0 })
        #expect(after.frame.minX + after.transform.tx == before.frame.minX + before.transform.tx + 60)
        try session.handle(.pointer(.up, point: CGPoint(x: start.x + 60, y: start.y + 5), time: 0.3))
        while !session.isIdle { session.step() }
        #expect(view.orthogonalContentOffset(inSection: 0) == 60)
    }

    @Test func actionsRunAndUnknownOrFailingOnesAreNamed() throws {
        let session = try PlaygroundSession(demoNamed: "pizza-halves")
        #expect(session.actionNames == ["match", "shuffle"])
        try session.handle(.action("shuffle"))
        #expect(!session.isIdle)
        #expect(throws: PlaygroundError.unknownAction("fly", available: ["match", "shuffle"])) { try session.handle(.action("fly")) }
        session.scene.actions["broken"] = { throw PlaygroundError.unknownDemo("inner") }
        #expect(throws: PlaygroundError.actionFailed("broken", reason: "no demo named 'inner'")) { try session.handle(.action("broken")) }
    }

    @Test func anAnimationOutsideTheViewsKeepsTheSessionMovingUntilItEnds() throws {
        // The editor's deletion runs on its own animators while both views rest: 2 phases of its
        // deletionPhaseDuration, after which one photo is gone and another deletion is accepted.
        let session = try PlaygroundSession(demoNamed: "photo-editor")
        let strip = session.scene.views[1]
        let count = strip.itemCounts[0]
        try session.handle(.action("delete-active"))
        let viewsRest = session.scene.views.allSatisfy { $0.isAtRest }
        #expect(viewsRest)
        #expect(!session.isIdle)
        var frames = 0
        while !session.isIdle && frames < 600 { session.step(); frames += 1 }
        let phases = 2 * PhotoEditorController<EditorPhoto>.deletionPhaseDuration * 60
        #expect(Double(frames) >= phases && Double(frames) <= phases + 30)
        #expect(strip.itemCounts[0] == count - 1)
        try session.handle(.action("delete-last"))
        #expect(!session.isIdle)

        // A pinch played by an animator holds the transition at a progress the views call rest.
        let transition = try PlaygroundSession(demoNamed: "layout-transition")
        try transition.handle(.action("pinch-to-grid"))
        #expect(!transition.isIdle)
        while !transition.isIdle { transition.step() }
        #expect(transition.frameNumber > 48)   // the pinch's 0.8 s, then the finish
    }
}

@Suite("Playground connections")
struct PlaygroundConnectionTests {
    @Test func eventsPastTheFrameBudgetAreDroppedAndReported() async throws {
        let (messages, output) = AsyncStream.makeStream(of: String.self)
        let connection = PlaygroundConnection(session: try PlaygroundSession(demoNamed: "table"), output: output)
        let budget = PlaygroundConnection.maximumEventsPerFrame
        for _ in 0..<(budget + 60) { await connection.receive(#"{"type":"action","name":"nope"}"#) }
        await connection.tick()
        await connection.finish()
        var errors: [String] = []
        for await message in messages where message.contains("\"error\"") { errors.append(message) }
        #expect(errors.filter { $0.contains("no action 'nope'") }.count == budget)
        #expect(errors.last?.contains("too many events: 60 dropped this frame (at most \(budget))") == true)
    }

    @Test func aConnectionGreetsWithTheDemoAndSendsFramesOnlyWhileSomethingMoves() async throws {
        let (messages, output) = AsyncStream.makeStream(of: String.self)
        let connection = PlaygroundConnection(session: try PlaygroundSession(demoNamed: "table"), output: output)
        for _ in 0..<5 { await connection.tick() }          // at rest: one closing idle frame at most
        await connection.receive(#"{"type":"pointer","phase":"down","x":100,"y":400,"t":0}"#)
        await connection.receive(#"{"type":"pointer","phase":"move","x":100,"y":350,"t":20}"#)
        await connection.finish()
        var all: [String] = []
        for await message in messages { all.append(message) }
        #expect(all.first?.hasPrefix(#"{"type":"hello","demo":"table""#) == true)
        let frames = all.filter { $0.hasPrefix(#"{"type":"frame""#) }
        #expect(frames.count <= 4)
        // The content moved up 50 points: row 0 is drawn 50 points above the top of the view.
        #expect(frames.last?.contains(#""k":"c0.0","x":0,"y":-50"#) == true)
    }
}
