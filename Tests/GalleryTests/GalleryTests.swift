import Foundation
import Testing
@testable import GalleryModule
@_spi(Testing) import Layouts
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Motion
@_spi(Testing) import Simulation
import Rendering

@Suite("Gallery demos")
struct GalleryTests {
    @Test func foundationDemosAreRegistered() {
        let names = Gallery.demos.map(\.name)
        #expect(Set(names).count == names.count)
        let carousels = ["linear", "rotary", "inverted-rotary", "cylinder", "inverted-cylinder", "wheel", "inverted-wheel",
                         "cover-flow", "cover-flow2", "time-machine", "inverted-time-machine"].map { "carousel-\($0)" }
        for name in ["table", "flow-grid", "flow-pinned-headers", "flow-horizontal", "wheel", "pizza-halves", "pizza-drum",
                     "photo-editor", "parallax-preview", "thumbnail-strip", "compositional-self-sizing-cards"] + carousels {
            #expect(Gallery.demo(named: name) != nil, "missing demo \(name)")
        }
        #expect(Gallery.demo(named: "nope") == nil)
    }

    @Test(arguments: Gallery.demos.map(\.name))
    func scriptPlaysToRestWithFiniteFrames(name: String) throws {
        let demo = try #require(Gallery.demo(named: name))
        let frames = try demo.recordScript()
        #expect(frames.count > 30)
        for frame in frames {
            #expect(frame.bounds.isFinite)
            #expect(frame.elements.allSatisfy { $0.isFinite })
            #expect(!frame.elements.isEmpty)
        }
        // The script ends at rest inside the scrollable range of its last frame's content (which
        // cells that size themselves change on the way).
        let view = try demo.makeView()
        let last = try #require(frames.last)
        for axis in [ScrollDirection.vertical, .horizontal] {
            let range = ScrollableRange.offsets(along: axis, contentSize: last.contentSize, boundsSize: last.bounds.size,
                                                adjustedContentInset: view.adjustedContentInset)
            #expect(range.contains(last.bounds.origin[axis]), "\(axis)")
        }
        // It moved: the scripted gesture changed what is on screen.
        #expect(frames.contains { $0.elements != frames[0].elements })
    }

    /// Every layout declares the axes it scrolls: each view of each demo scrolls only along an
    /// axis its layout names, before and after its script plays.
    @Test(arguments: Gallery.demos.map(\.name))
    func everyViewScrollsOnlyAlongTheAxesItsLayoutDeclares(name: String) throws {
        let demo = try #require(Gallery.demo(named: name))
        let clock = ManualClock()
        let scene = try demo.makeScene(clock: clock)
        func check(_ moment: String) {
            for (index, view) in scene.views.enumerated() {
                for axis in ScrollDirection.allCases where view.canScroll(axis) {
                    #expect(view.collectionLayout.scrollAxes.contains(axis), "\(name) view \(index) \(moment): scrolls \(axis)")
                }
            }
        }
        check("at the start")
        for action in scene.actions.keys.sorted() {
            try scene.actions[action]?()
            _ = clock.run(until: { scene.isIdle }, maximumSeconds: 10)
            check("after \(action)")
        }
    }

    /// A scene at rest stays put: after each action, and after a fling of each view, it comes to
    /// rest, and one more second of clock changes nothing, so whoever steps the clock only while
    /// something moves (the playground) never freezes an animation halfway. Each action is
    /// accepted once the previous one rests.
    @Test(arguments: Gallery.demos.map(\.name))
    func aSceneAtRestStaysPutAfterEveryActionAndFling(name: String) throws {
        let demo = try #require(Gallery.demo(named: name))
        let clock = ManualClock()
        let scene = try demo.makeScene(clock: clock)
        var moves: [(name: String, perform: () throws -> Void)] = [("start", {})]
        moves += scene.actions.keys.sorted().map { action in (action, { try scene.actions[action]?() }) }
        moves += scene.views.indices.map { index in
            ("fling of view \(index)", {
                let view = scene.views[index]
                view.beginDragging()
                view.drag(by: CGPoint(x: -30, y: -30))
                view.endDragging(velocity: CGPoint(x: 400, y: 400))
            })
        }
        for (action, perform) in moves {
            try perform()
            #expect(clock.run(until: { scene.isIdle }, maximumSeconds: 10), "\(name): \(action) never rests")
            let rest = scene.currentFrame
            clock.advance(by: 1)
            let unchanged = scene.currentFrame.elements == rest.elements
            #expect(unchanged, "\(name): \(action) moves on at rest")
        }
    }

    /// The seed systems' cells carry the picture the app shows: pizza halves with their seams
    /// facing each other, icons on the wheel, photos with the editor's own aspect ratios and
    /// collage photos cut to their cells.
    @Test func seedSystemsCarryArtwork() throws {
        let pizza = try #require(Gallery.demo(named: "pizza-halves")).frame(atOffset: .zero)
        let seams = pizza.elements.compactMap { element -> ElementArtwork.Side? in
            if case .pizzaHalf(let seam, _)? = element[ElementArtwork.self] { return seam } else { return nil }
        }
        #expect(seams.contains(.right) && seams.contains(.left))
        #expect(pizza.elements.filter { $0.category == .cell && $0.frame.midX < 180 }
            .allSatisfy { $0[ElementArtwork.self] == .pizzaHalf(seam: .right, variety: PizzaDemos.varieties[$0.indexPath.item]) })
        // Margherita's toppings are green (basil), Pepperoni's red: variety mod 6 picks 3 and 0.
        #expect(PizzaDemos.varieties.prefix(2).map { $0 % 6 } == [3, 0])
        let wheel = try #require(Gallery.demo(named: "wheel")).frame(atOffset: .zero)
        #expect(wheel.elements.filter { $0.category == .cell }.allSatisfy { $0[ElementArtwork.self] == .icon(seed: $0.indexPath.item) })
        let strip = try #require(Gallery.demo(named: "thumbnail-strip")).frame(atOffset: .zero)
        for cell in strip.elements where cell.category == .cell {
            #expect(cell[ElementArtwork.self] == .photo(seed: cell.indexPath.item,
                                                         aspectRatio: PhotoEditorDemos.photos[cell.indexPath.item].aspectRatio))
        }
        let collage = try #require(Gallery.demo(named: "collage-editor")).frame(atOffset: .zero)
        #expect(collage.elements.contains { $0[ElementArtwork.self] != nil && $0[ElementShape.self] != nil })
        let page = try GalleryBuilder.page(for: try #require(Gallery.demo(named: "wheel")))
        #expect(page.thumbnail.contains("class=\"icon\""))
    }

    @Test func tableDemoPullsPastTheEndAndSpringsBack() throws {
        let demo = try #require(Gallery.demo(named: "table"))
        let frames = try demo.recordScript()
        let end = try demo.makeView().scrollableRange(.vertical).upperBound
        #expect(frames.contains { $0.bounds.minY > end + 1 })
        #expect(frames.last?.bounds.minY == end)
    }

    @Test func pizzaHalvesShowTheCentralCaptionOnlyWhenWhole() throws {
        let demo = try #require(Gallery.demo(named: "pizza-halves"))
        let frames = try demo.recordScript()
        let central = { (frame: RecordedFrame) in frame.elements.filter { $0.category == .supplementaryView("whole-pizza-name") } }
        // Both halves start on Margherita: one central caption, no half captions.
        #expect(central(frames[0]).first?[ElementLabel.self] == "Margherita")
        #expect(!frames[0].elements.contains { $0.category == .supplementaryView(PizzaHalfSelectorLayout.captionKind) })
        // Some frames show two different pizzas with their own captions and no central one.
        #expect(frames.contains { central($0).isEmpty && $0.elements.contains { $0.category == .supplementaryView(PizzaHalfSelectorLayout.captionKind) } })
        // The script ends matched again.
        #expect(central(frames.last!).count == 1)
        // Both views in one picture: twice the viewport's width.
        #expect(frames[0].bounds.width == demo.viewportSize.width * 2)
    }

    @Test func thePhotoEditorDemoRunsTheWholeFlow() throws {
        let demo = try #require(Gallery.demo(named: "photo-editor"))
        let frames = try demo.recordScript()
        // Preview above strip: 390 × (600 + 66), landscape after the rotation.
        #expect(frames[0].bounds.size == CGSize(width: 390, height: 666))
        #expect(frames.last!.bounds.size == CGSize(width: 844, height: 390))
        // Two photos were deleted: the preview's last frame names 18 photos at most.
        let names = Set(frames.last!.elements.compactMap { $0[ElementLabel.self] })
        #expect(!names.contains("Photo 20"))
        // The strip's thumbnails were drawn all equal while dragged, then one widened again.
        let stripWidths = frames.map { frame in
            frame.elements.filter { $0.category == .cell && $0.frame.minY >= frame.bounds.height - 66 }.map(\.frame.width)
        }
        #expect(stripWidths.contains { widths in !widths.isEmpty && Set(widths) == [33] })
        #expect(stripWidths.last!.contains { $0 > 33 })
    }

    @Test func scrollPositionsSweepTheRange() throws {
        let demo = try #require(Gallery.demo(named: "flow-horizontal"))
        let positions = try demo.scrollPositions(count: 5)
        let range = try demo.makeView().scrollableRange(.horizontal)
        #expect(positions.map(\.bounds.minX) == (0..<5).map { range.lowerBound + (range.upperBound - range.lowerBound) * CGFloat($0) / 4 })
    }

    @Test func frameAtAnOffsetAndSize() throws {
        let demo = try #require(Gallery.demo(named: "table"))
        let frame = try demo.frame(atOffset: CGPoint(x: 0, y: 120), size: CGSize(width: 200, height: 300))
        #expect(frame.bounds == CGRect(x: 0, y: 120, width: 200, height: 300))
        // Rows of 60: rows 2 through 6 are visible.
        #expect(frame.elements.map(\.indexPath.item) == [2, 3, 4, 5, 6])
    }

    @Test func galleryWritesEveryPage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let index = try GalleryBuilder.writeGallery(to: directory)
        let html = try String(contentsOf: index, encoding: .utf8)
        for demo in Gallery.demos {
            #expect(html.contains("href=\"\(demo.name).html\""))
            let page = try String(contentsOf: directory.appendingPathComponent("\(demo.name).html"), encoding: .utf8)
            #expect(page.contains("Scroll positions") && page.contains("Gesture") && page.contains("<svg"))
        }
    }
}
