import CompositionalLayoutModule
import Foundation
import LayoutCore
import Layouts
import Simulation
import Rendering

/// What a VoiceOver user does where a finger would: the adjustable selection of a carousel, a
/// pizza half and the photo editor's strip, moves by custom action, a collage's swap and
/// divider steps, and page scrolls. A caption at the top shows what VoiceOver says.
enum VoiceOverDemos {
    static let all: [Demo] = [carousel, reorder, pageScroll, pizza, collage, photoEditor]

    static let carousel = Demo(
        name: "voiceover-carousel", title: "VoiceOver: adjust a carousel",
        summary: "A cover flow is one adjustable element, the centred photo: a swipe up glides to the next photo and VoiceOver says its title and place (\"Photo 14, 14 of 24\"); two swipes up, then three down in quick succession, each stepping on from where the last is going.",
        viewportSize: CGSize(width: 480, height: 300),
        script: [.wait(seconds: 0.3), .adjust(steps: 1), .wait(seconds: 0.6), .adjust(steps: 1), .wait(seconds: 0.6),
                 .adjust(steps: -3), .wait(seconds: 0.8)]
    ) { size, clock in
        var configuration = CarouselLayoutConfiguration(type: .coverFlow)
        configuration.itemSize = CGSize(width: 120, height: 150)
        let layout = try CarouselLayout(configuration: configuration)
        let scene = try titledScene(SimulatedCollectionView(size: size, layout: layout, itemCounts: [24], clock: clock), titled: "Photo")
        scene.primary.accessibilityLabel = "Photos"
        scene.primary.setContentOffset(layout.contentOffset(selecting: ItemPath(item: 12, section: 0)), animated: false)
        scene.decorate = { _, element in DemoArtwork.stampPhoto(on: &element, aspectRatio: 120.0 / 150) }
        return scene
    }

    static let reorder = Demo(
        name: "voiceover-reorder", title: "VoiceOver: move items by action",
        summary: "Each item of a reorderable grid offers Move earlier, Move later, Move to start and Move to end: item 1 moves to the end, item 5 one place earlier and item 9 to the start, each through the same movement a long press drives, the others making room; VoiceOver announces the new place.",
        viewportSize: CGSize(width: 390, height: 560),
        script: [.wait(seconds: 0.3), .accessibilityAction("Move to end", on: cell(0)), .wait(seconds: 0.7),
                 .accessibilityAction("Move earlier", on: cell(4)), .wait(seconds: 0.7),
                 .accessibilityAction("Move to start", on: cell(8)), .wait(seconds: 0.7)]
    ) { size, clock in
        let view = try SimulatedCollectionView(size: size, layout: CompositionalLayout.grid(), itemCounts: [], clock: clock)
        let dataSource = try ReorderingDemos.reorderable(view, sections: [Array(1...12)])
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource]
        scene.overlay = speech(in: scene, width: size.width, top: size.height - 58)
        return scene
    }

    static let pageScroll = Demo(
        name: "voiceover-page-scroll", title: "VoiceOver: scroll by page",
        summary: "A three-finger swipe moves a list of 200 rows one screen on, and VoiceOver says which rows show now (\"Rows 9 to 16 of 200\"); twice on, once back.",
        viewportSize: CGSize(width: 320, height: 480),
        script: [.wait(seconds: 0.3), .accessibilityScroll(.next), .wait(seconds: 0.6), .accessibilityScroll(.next), .wait(seconds: 0.6),
                 .accessibilityScroll(.previous), .wait(seconds: 0.6)]
    ) { size, clock in
        try titledScene(SimulatedCollectionView(size: size, layout: try TableLayout(itemSize: CGSize(width: 0, height: 60)), itemCounts: [200],
                                                clock: clock),
                        titled: "Row", captionTop: size.height - 58)
    }

    static let pizza = Demo(
        name: "voiceover-pizza", title: "VoiceOver: a pizza from two halves",
        summary: "Each half is one adjustable element: the right half steps on to the second pizza, then the left half follows, and once both rest on the same pizza the coordinator announces the whole pizza.",
        viewportSize: CGSize(width: 180, height: 520),
        script: [.wait(seconds: 0.3), .adjust(steps: 1, view: 1), .settle(maximumSeconds: 2), .wait(seconds: 0.4),
                 .adjust(steps: 1, view: 0), .settle(maximumSeconds: 2), .wait(seconds: 0.6)]
    ) { size, clock in
        let scene = try PizzaDemos.scene(.classic, size: size, clock: clock)
        scene.views[0].accessibilityLabel = "Left half"
        scene.views[1].accessibilityLabel = "Right half"
        let caption = scene.overlay, said = speech(in: scene, width: 2 * size.width)
        scene.overlay = { (caption?() ?? []) + said() }
        return scene
    }

    static let collage = Demo(
        name: "voiceover-collage", title: "VoiceOver: edit a collage",
        summary: "A collage cell's actions do what a drag does: the top-left photo swaps with the next, then the cell's right edge moves right a tenth of its travel three times and its bottom edge down once, each clamped as a drag is and one step of undo.",
        viewportSize: CGSize(width: CollageDemos.canvasSize.width, height: CollageDemos.canvasSize.height + CollageDemos.pickerHeight),
        script: [.wait(seconds: 0.3), .accessibilityAction("Swap with next photo", on: cell(0)), .wait(seconds: 0.6),
                 .accessibilityAction("Move right edge right", on: cell(0)), .wait(seconds: 0.4),
                 .accessibilityAction("Move right edge right", on: cell(0)), .wait(seconds: 0.4),
                 .accessibilityAction("Move right edge right", on: cell(0)), .wait(seconds: 0.4),
                 .accessibilityAction("Move bottom edge down", on: cell(0)), .wait(seconds: 0.6)],
        scene: { size, clock in
            let scene = try CollageDemos.editorScene(size: size, clock: clock, photoCount: 4, templates: CollageCatalogue.entries,
                                                     template: try CollageDemos.quarters) { _, _ in }
            scene.overlay = speech(in: scene, width: size.width)
            return scene
        })

    static let photoEditor = Demo(
        name: "voiceover-photo-editor", title: "VoiceOver: the photo editor",
        summary: "The strip is one adjustable element: two swipes up step to the third photo, the preview following once each glide ends; then the photo's Delete photo action deletes it with the editor's animation.",
        viewportSize: CGSize(width: 390, height: 666),
        script: [.wait(seconds: 0.3), .adjust(steps: 1, view: 1), .settle(maximumSeconds: 2), .adjust(steps: 1, view: 1),
                 .settle(maximumSeconds: 2), .wait(seconds: 0.3), .accessibilityAction("Delete photo", on: cell(2), view: 1),
                 .wait(seconds: 0.5), .settle(maximumSeconds: 2), .wait(seconds: 0.3)],
        scene: { size, clock in
            let scene = try PhotoEditorDemos.scene(size: size, clock: clock)
            scene.views[1].accessibilityLabel = "Photos"
            let photos = scene.overlay, said = speech(in: scene, width: size.width)
            scene.overlay = { (photos?() ?? []) + said() }
            return scene
        })

    /// A scene of `view`, its cells titled "`title` 1", "`title` 2", …, with the caption of what
    /// VoiceOver says `captionTop` below the top.
    static func titledScene(_ view: SimulatedCollectionView, titled title: String, captionTop: CGFloat = 0) throws -> DemoScene {
        let titles = AppearanceDataSource { key in ElementAppearance(title: "\(title) \(key.indexPath.item + 1)", tint: key.indexPath.item) }
        view.dataSource = titles
        try view.reloadData(itemCounts: view.itemCounts)
        let scene = DemoScene(views: [view])
        scene.retained = [titles]
        scene.overlay = speech(in: scene, width: view.bounds.width, top: captionTop)
        return scene
    }

    /// The element of item `item` of section 0.
    static func cell(_ item: Int) -> ElementKey { ElementKey(category: .cell, indexPath: ItemPath(item: item, section: 0)) }

    /// A caption across a picture `width` wide, 12 pt below `top`: what VoiceOver said last in
    /// `scene`.
    static func speech(in scene: DemoScene, width: CGFloat, top: CGFloat = 0) -> () -> [LayoutAttributes] {
        { [unowned scene] in
            guard let said = scene.spoken else { return [] }
            var caption = LayoutAttributes(forSupplementaryViewOfKind: "voiceover-speech", with: ItemPath(item: 0, section: 0),
                                           frame: CGRect(x: 12, y: top + 12, width: width - 24, height: 34))
            caption.zIndex = Int.max / 2
            caption[ElementLabel.self] = "VoiceOver: \(said)"
            return [caption]
        }
    }
}
