import Foundation
import Testing
@testable import GalleryModule
@_spi(Testing) import LayoutCore
@_spi(Testing) import Motion
@_spi(Testing) import Screens
@_spi(Testing) import Simulation

/// The VoiceOver demos end where their scripts take them, saying what VoiceOver says there.
@Suite("VoiceOver demos")
struct VoiceOverDemoTests {
    /// The scene of demo `name` after its whole script.
    static func played(_ name: String) throws -> DemoScene {
        let demo = try #require(Gallery.demo(named: name))
        let clock = ManualClock()
        let scene = try demo.makeScene(clock: clock)
        for step in demo.script { try DemoScriptPlayer.play(step, in: scene, clock: clock) }
        return scene
    }

    /// From photo 13 (item 12): up twice to photo 15, down three times to photo 12.
    @Test func theCarouselEndsOnPhotoTwelve() throws {
        let scene = try Self.played("voiceover-carousel")
        #expect(scene.spoken == "Photo 12, 12 of 24")
        let selected = scene.primary.accessibilityElements.first { $0.traits.contains(.adjustable) }
        #expect(selected?.label == "Photos")
        #expect(selected?.value == "Photo 12, 12 of 24")
    }

    /// 1 to the end, then 6 (fifth now) one earlier, then 10 (ninth now) to the start.
    @Test func theGridEndsInTheOrderOfItsThreeMoves() throws {
        let scene = try Self.played("voiceover-reorder")
        #expect(scene.spoken == "Moved to 1 of 12")
        #expect(scene.primary.accessibilityElements.map(\.label) == ["10", "2", "3", "4", "6", "5", "7", "8", "9", "11", "12", "1"])
    }

    /// Two screens of 480 on, one back: rows 9 to 16 (0-based 8 to 15) show.
    @Test func thePageScrollEndsOnTheSecondScreen() throws {
        let scene = try Self.played("voiceover-page-scroll")
        #expect(scene.spoken == "Rows 9 to 16 of 200")
        #expect(scene.primary.contentOffset.y == 480)
    }

    @Test func thePizzaEndsWhole() throws {
        let scene = try Self.played("voiceover-pizza")
        #expect(scene.spoken == "Pepperoni, whole pizza")
        #expect(scene.views.map { $0.accessibilityElements.first { $0.traits.contains(.adjustable) }?.value } == ["2 of 10", "2 of 10"])
    }

    /// The top-left photo swapped with the top-right one; the top-left cell widened three tenths
    /// of its edge's travel and grew down one.
    @Test func theCollageEndsSwappedAndResized() throws {
        let before = try #require(Gallery.demo(named: "voiceover-collage")).makeScene(clock: ManualClock())
        let scene = try Self.played("voiceover-collage")
        #expect(scene.spoken == "Move bottom edge down")
        let controller = try #require(scene.retained.first as? CollageEditorController<Int>)
        #expect(controller.photos == [1, 0, 2, 3])
        let start = try #require(before.primary.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))?.frame)
        let end = try #require(scene.primary.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))?.frame)
        #expect(end.width > start.width && end.height > start.height)
        #expect(end.origin == start.origin)
    }

    /// Two steps up the strip to photo 3, which is then deleted: photo 4 takes its place.
    @Test func thePhotoEditorEndsWithoutPhotoThree() throws {
        let scene = try Self.played("voiceover-photo-editor")
        let controller = try #require(scene.retained.first as? PhotoEditorController<EditorPhoto>)
        #expect(controller.photos.count == 19)
        #expect(!controller.photos.map(\.name).contains("Photo 3"))
        #expect(controller.activeIndex == 2)
        #expect(scene.spoken == "Delete photo")
    }
}
