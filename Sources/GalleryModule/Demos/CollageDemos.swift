import Foundation
import LayoutCore
import LayoutHosting
import Layouts
import Motion
import Screens
import Simulation
import Rendering

/// The collage: every template, the editor (drags, a swap, undo, a new template, ratio and
/// spacing), and slanted templates.
enum CollageDemos {
    static let canvasSize = CGSize(width: 390, height: 520)
    static let pickerHeight: CGFloat = 90

    static let all: [Demo] = [templates, editor, slanted]

    static let templates = Demo(
        name: "collage-templates", title: "Collage templates",
        summary: "All \(CollageCatalogue.entries.count) built-in templates as thumbnails, one section per photo count, each labelled with its id: guillotine splits, rows and columns, grids, heroes, the pinwheel and slanted ones.",
        viewportSize: CGSize(width: 390, height: 700),
        script: DemoStep.fling(drag: CGPoint(x: 0, y: -200), velocity: CGPoint(x: 0, y: 2500))
    ) { size, clock in
        var configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 66, height: 66), minimumLineSpacing: 10,
                                                    minimumInteritemSpacing: 8, sectionInset: LayoutEdgeInsets(all: 12),
                                                    headerReferenceSize: CGSize(width: 0, height: 30))
        configuration.sectionHeadersPinToVisibleBounds = true
        let sections = (1...9).map { CollageCatalogue.entries(forPhotoCount: $0) }
        let counts = sections.map(\.count)
        let view = try SimulatedCollectionView(size: size, layout: try FlowLayout(configuration: configuration),
                                               itemCounts: counts, clock: clock, registering: .sectionHeaders)
        let source = AppearanceDataSource { key in
            guard key.category == .cell else { return nil }
            let entry = sections[key.indexPath.section][key.indexPath.item]
            return ElementAppearance(title: entry.id, tint: key.indexPath.section,
                                     outlines: entry.template.cells.indices.map { entry.template.polygon(ofCell: $0) })
        }
        view.dataSource = source
        try view.reloadData(itemCounts: counts)
        let scene = DemoScene(views: [view])
        scene.retained = [source]
        scene.decorate = { _, element in
            if element.category == .supplementaryView(ElementCategory.headerKind) {
                let count = element.indexPath.section + 1
                element[ElementLabel.self] = "\(count) photo\(count == 1 ? "" : "s") · \(counts[element.indexPath.section]) templates"
            }
        }
        return scene
    }

    /// The catalogue's 2 × 2 template: a junction in the middle.
    static var quarters: CollageTemplate {
        get throws {
            let signature = CollageCatalogue.signature(of: try CollageTemplate(text: "v 1/2; h 1/2"))
            return CollageCatalogue.entries.first { CollageCatalogue.signature(of: $0.template) == signature }?.template
                ?? CollageTemplate.single
        }
    }

    static let editor = Demo(
        name: "collage-editor", title: "Collage editor",
        summary: "The canvas above its template picker, six photos: a divider dragged into its clamp (the narrow column stops at 44 pt), the junction dragged, two photos swapped by drag and drop, the swap undone, a six-photo template chosen (the extra photos fade in), then the ratio 4:5 and a wider spacing, each animated.",
        viewportSize: CGSize(width: canvasSize.width, height: canvasSize.height + pickerHeight),
        script: [
            .wait(seconds: 0.2),
            // The vertical divider at x = 195 pushed right: it stops where the right column is 44 wide.
            .touch(at: CGPoint(x: 195, y: 160), by: CGPoint(x: 260, y: 0), frames: 24), .wait(seconds: 0.3),
            // The junction, now at (346, 260): left 120 and down 80.
            .touch(at: CGPoint(x: 346, y: 260), by: CGPoint(x: -120, y: 80), frames: 24), .wait(seconds: 0.3),
            // The top-left photo dropped on the bottom-right one: they swap.
            .touch(at: CGPoint(x: 113, y: 200), by: CGPoint(x: 195, y: 197), frames: 20), .wait(seconds: 0.5),
            .perform("undo"), .wait(seconds: 0.5),
            .perform("six-photo-template"), .wait(seconds: 0.6), .settle(maximumSeconds: 2),
            .perform("ratio-4:5"), .wait(seconds: 0.5),
            .perform("spacing-20"), .wait(seconds: 0.5),
        ],
        scene: { size, clock in
            try editorScene(size: size, clock: clock, photoCount: 6, templates: CollageCatalogue.entries, template: try quarters) { scene, controller in
                scene.actions["undo"] = { controller.undo() }
                scene.actions["six-photo-template"] = {
                    let hero = controller.templates.firstIndex { $0.family == "hero" && $0.template.photoCount == 6 } ?? 0
                    try controller.selectTemplate(at: hero)
                }
                scene.actions["ratio-4:5"] = { try controller.setAspectRatio(CollageAspectRatio.portrait4x5) }
                scene.actions["spacing-20"] = { try controller.setSpacing(20) }
            }
        })

    static let slanted = Demo(
        name: "collage-slanted", title: "Slanted collages",
        summary: "Templates with slanted dividers, spacing kept exactly 10 pt across each slant and corners rounded by 12: a slanted divider dragged along its normal keeps its slant and stops at the narrower cell's minimum; then the next slanted templates.",
        viewportSize: CGSize(width: canvasSize.width, height: canvasSize.height + pickerHeight),
        script: [
            .wait(seconds: 0.2),
            .touch(at: CGPoint(x: 195, y: 260), by: CGPoint(x: -300, y: 0), frames: 24), .wait(seconds: 0.3),
            .perform("next"), .wait(seconds: 0.6), .perform("next"), .wait(seconds: 0.6), .perform("next"), .wait(seconds: 0.6),
        ],
        scene: { size, clock in
            let templates = CollageCatalogue.entries.filter { entry in entry.template.dividers.contains { $0.isSlanted } }
            return try editorScene(size: size, clock: clock, photoCount: 6, templates: templates,
                                   template: templates[0].template, cornerRadius: 12) { scene, controller in
                scene.actions["next"] = { try controller.selectTemplate(at: (controller.selectedTemplateIndex + 1) % templates.count) }
            }
        })

    /// A canvas above a picker of `templates`, `photoCount` photos, tied by a
    /// ``CollageEditorController``; `configure` adds the demo's actions.
    static func editorScene(size: CGSize, clock: ManualClock, photoCount: Int, templates: [CollageCatalogue.Entry],
                            template: CollageTemplate, cornerRadius: CGFloat = 6,
                            configure: (DemoScene, CollageEditorController<Int>) -> Void) throws -> DemoScene {
        var configuration = CollageLayoutConfiguration(template: template)
        configuration.cornerRadius = cornerRadius
        let canvas = try SimulatedCollectionView(
            size: CGSize(width: size.width, height: size.height - pickerHeight), layout: try CollageLayout(configuration: configuration),
            itemCounts: [CollageEditorController<Int>.canvasItemCount(photoCount: photoCount, template: template)], clock: clock,
            registering: ViewRegistry(supplementaryKinds: [CollageLayout.placeholderKind], decorationKinds: [CollageLayout.dividerKind]))
        let strip = try FlowLayout(configuration: FlowLayoutConfiguration(scrollDirection: .horizontal, itemSize: CGSize(width: 66, height: 66),
                                                                          minimumLineSpacing: 10, minimumInteritemSpacing: 10,
                                                                          sectionInset: LayoutEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)))
        let picker = try SimulatedCollectionView(size: CGSize(width: size.width, height: pickerHeight), layout: strip,
                                                 itemCounts: [templates.count], clock: clock)
        let controller = try CollageEditorController(canvas: canvas, picker: picker, photos: Array(0..<photoCount), templates: templates)
        let canvasSource = AppearanceDataSource { [unowned controller] key in
            guard key.category == .cell, controller.photos.indices.contains(key.indexPath.item) else { return nil }
            let photo = controller.photos[key.indexPath.item]
            return ElementAppearance(title: "Photo \(photo + 1)", tint: photo)
        }
        let pickerSource = AppearanceDataSource { [unowned controller] key in controller.thumbnailAppearance(forItem: key.indexPath.item) }
        canvas.dataSource = canvasSource
        picker.dataSource = pickerSource
        try canvas.reloadData(itemCounts: canvas.itemCounts)
        try picker.reloadData(itemCounts: picker.itemCounts)
        try picker.scrollToItem(at: ItemPath(item: controller.selectedTemplateIndex, section: 0), at: .centeredHorizontally, animated: false)
        let scene = DemoScene(views: [canvas, picker])
        scene.arrangement = .stacked
        scene.scrollsAllViews = false
        scene.retained = [controller, canvasSource, pickerSource]
        scene.touches = (began: { controller.touchBegan(at: $0) }, moved: { controller.touchMoved(by: $0) }, ended: { controller.touchEnded() })
        scene.decorate = { view, element in
            if view == 0 {
                DemoArtwork.stampPhoto(on: &element, aspectRatio: 1.5)
                labelCanvas(&element)
            }
        }
        configure(scene, controller)
        return scene
    }

    /// What the renderer writes on a collage canvas: "+" on an empty cell's placeholder, nothing
    /// on a divider's handle (in place of its index path).
    static func labelCanvas(_ element: inout LayoutAttributes) {
        switch element.category {
        case .supplementaryView(CollageLayout.placeholderKind): element[ElementLabel.self] = "+"
        case .decorationView(CollageLayout.dividerKind): element[ElementLabel.self] = ""
        default: break
        }
    }
}
