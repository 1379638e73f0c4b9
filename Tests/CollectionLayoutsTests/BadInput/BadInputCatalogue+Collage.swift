import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Screens
@_spi(Testing) import Simulation

extension BadInputCatalogue {
    /// Collage templates and their text, the collage layout and its drags, and the editor.
    static var collage: [BadInput] {
        @Sendable func template(_ text: String) throws { _ = try CollageTemplate(text: text) }
        @Sendable func layout(_ text: String = "v 1/2; h 1/2", size: CGSize = CGSize(width: 390, height: 844),
                              counts: [Int] = [4]) throws -> CollageLayout {
            let layout = try CollageLayout(template: try CollageTemplate(text: text))
            layout.hostState.context = LayoutContext(bounds: CGRect(origin: .zero, size: size), itemCounts: counts)
            try layout.prepare()
            return layout
        }
        @Sendable func finite(_ layout: CollageLayout) -> Bool {
            try? layout.prepare()
            return layout.layoutAttributesForElements(in: CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)).allSatisfy { $0.isFinite }
                && layout.configuration.template.dividers.allSatisfy { $0.start.isFinite && $0.start > 0 && $0.start < 1 }
        }
        @Sendable func editor(photos: Int = 4) throws -> (CollageEditorController<Int>, SimulatedCollectionView) {
            let clock = ManualClock()
            let template = try CollageCatalogue.template(id: "4-01")
            let canvas = try SimulatedCollectionView(size: CGSize(width: 390, height: 500), layout: CollageLayout(template: template),
                                                     itemCounts: [min(photos, 4)], clock: clock,
                                                     registering: ViewRegistry(supplementaryKinds: [CollageLayout.placeholderKind],
                                                                               decorationKinds: [CollageLayout.dividerKind]))
            let picker = try SimulatedCollectionView(size: CGSize(width: 390, height: 90), layout: FlowLayout(),
                                                     itemCounts: [CollageCatalogue.entries.count], clock: clock)
            return (try CollageEditorController(canvas: canvas, picker: picker, photos: Array(0..<photos), templates: CollageCatalogue.entries), canvas)
        }
        return [
            refuses("collage text: an unknown word", "line 1, column 1: expected \"v\" or \"h\"") { try template("diagonal 1/2") },
            refuses("collage text: a word for a number", "found \"half\"") { try template("v half") },
            refuses("collage text: a division by zero", "found \"1/0\"") { try template("v 1/0") },
            refuses("collage text: a bad anchor", "found \"d0\"") { try template("v 1/2; h 1/2 from d0") },
            refuses("collage text: two ends named twice", "once each") { try template("v 1/2 from border from border") },
            refuses("collage text: a second line's error names its line", "line 3, column 3") { try template("v 1/2\n# comment\nh x") },
            refuses("collage: a position of 0", "position 0 must be") { try template("v 0") },
            refuses("collage: a position of 1", "position 1 must be") { try template("h 1") },
            refuses("collage: a negative position", "position -0.5 must be") { try template("v -0.5") },
            refuses("collage: an infinite position", "position inf must be") { try template("v 1e999") },
            refuses("collage: NaN in a divider", "position nan must be") {
                _ = try CollageTemplate(dividers: [CollageDivider(.vertical, at: .nan)])
            },
            refuses("collage: a divider resting on itself", "cannot rest on itself") { try template("v 1/2 to d1") },
            refuses("collage: an anchor past the dividers", "there are only 1 dividers") { try template("v 1/2 to d9") },
            refuses("collage: an anchor of the same orientation", "both run the same way") { try template("v 1/2; v 1/4 to d1") },
            refuses("collage: an end off its anchor", "is not on divider 2") { try template("v 1/2; h 1/2 from d1; v 1/3 from d2") },
            refuses("collage: crossing verticals", "cross") { try template("v 0.3 0.7; v 0.7 0.3") },
            refuses("collage: two dividers on one line", "overlap on one line") { try template("h 1/3; h 1/3") },
            refuses("collage: a divider with no length", "has no length") { try template("h 1/2; h 1/4; v 1/2 from d1 to d2") },
            refuses("collage: an unknown template id", "no collage template has the id \"10-01\"") {
                _ = try CollageCatalogue.template(id: "10-01")
            },
            refuses("collage layout: a NaN ratio", "aspectRatio") { _ = try CollageLayout(configuration: .init(aspectRatio: .nan)) },
            refuses("collage layout: a zero ratio", "aspectRatio") { _ = try CollageLayout(configuration: .init(aspectRatio: 0)) },
            refuses("collage layout: a negative margin", "margin") { _ = try CollageLayout(configuration: .init(margin: -1)) },
            refuses("collage layout: an infinite spacing", "spacing") { _ = try CollageLayout(configuration: .init(spacing: .infinity)) },
            refuses("collage layout: a NaN corner radius", "cornerRadius") { _ = try CollageLayout(configuration: .init(cornerRadius: .nan)) },
            refuses("collage layout: a negative minimum cell", "minimumCellSide") {
                var configuration = CollageLayoutConfiguration()
                configuration.minimumCellSide = -44
                _ = try CollageLayout(configuration: configuration)
            },
            refuses("collage layout: two sections", "lays out 1 section(s), got 2") { _ = try layout(counts: [2, 2]) },
            refuses("collage layout: a negative count", "-3") { _ = try layout(counts: [-3]) },
            clamps("collage layout: ten million photos show four cells") {
                let collage = try layout(counts: [10_000_000])
                let shown = collage.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
                BadInput.require(shown.count == 4, "\(shown.count) elements")
            },
            clamps("collage layout: huge spacing leaves empty, finite cells") {
                let collage = try layout()
                try collage.update { $0.spacing = 1e300; $0.margin = 1e300; $0.cornerRadius = 1e300 }
                BadInput.require(finite(collage), "not finite")
            },
            clamps("collage layout: an extreme ratio in a huge view stays finite") {
                let collage = try layout(size: CGSize(width: 1e15, height: 1))
                try collage.update { $0.aspectRatio = 1e-300 }
                BadInput.require(finite(collage), "not finite")
            },
            clamps("collage drag: a NaN translation moves nothing") {
                let collage = try layout()
                let before = collage.configuration.template
                collage.beginDrag(at: CGPoint(x: 195, y: 300))
                collage.changeDrag(translation: CGPoint(x: CGFloat.nan, y: 0))
                collage.endDrag()
                BadInput.require(collage.configuration.template == before, "moved")
            },
            clamps("collage drag: an infinite or huge translation stops at the clamp") {
                let collage = try layout()
                collage.beginDrag(at: CGPoint(x: 195, y: 422))
                collage.changeDrag(translation: CGPoint(x: 1e300, y: -1e300))
                collage.changeDrag(translation: CGPoint(x: CGFloat.infinity, y: 0))
                collage.endDrag()
                BadInput.require(finite(collage), "not finite")
                BadInput.require(abs(collage.regionOfCell(1).boundingBox.width - 44) < 1e-6, "right column not at its minimum")
            },
            clamps("collage drag: touches at NaN or far away hit nothing") {
                let collage = try layout()
                BadInput.require(collage.beginDrag(grabbing: CGPoint(x: CGFloat.nan, y: 1)) == nil, "NaN hit something")
                BadInput.require(collage.hitTest(CGPoint(x: 1e300, y: -1e300)) == nil, "far away hit something")
            },
            clamps("collage drag: a zero-size view has nothing to drag") {
                let collage = try layout(size: .zero)
                BadInput.require(collage.beginDrag(grabbing: .zero) == nil, "hit in a zero-size view")
                collage.changeDrag(translation: CGPoint(x: 10, y: 10))
                BadInput.require(finite(collage), "not finite")
            },
            clamps("collage drag: undo and redo with nothing to step over") {
                let collage = try layout()
                BadInput.require(!collage.undo() && !collage.redo(), "stepped over nothing")
            },
            refuses("collage editor: a flow layout as the canvas", "a CollageLayout") {
                let clock = ManualClock()
                let view = try SimulatedCollectionView(size: CGSize(width: 390, height: 500), layout: FlowLayout(), itemCounts: [4], clock: clock)
                _ = try CollageEditorController(canvas: view, picker: view, photos: [1, 2], templates: CollageCatalogue.entries)
            },
            refuses("collage editor: photos and canvas items differ", "canvas's items is 4") {
                let (controller, canvas) = try editor()
                _ = try CollageEditorController(canvas: canvas, picker: controller.picker, photos: [1], templates: CollageCatalogue.entries)
            },
            refuses("collage editor: a template outside the picker", "one of the 0 templates") {
                let (controller, canvas) = try editor()
                _ = try CollageEditorController(canvas: canvas, picker: controller.picker, photos: [1, 2, 3, 4], templates: [])
            },
            refuses("collage editor: a template past the picker's end", "index path") {
                try editor().0.selectTemplate(at: 100_000)
            },
            refuses("collage editor: a negative template", "index path") { try editor().0.selectTemplate(at: -1) },
            refuses("collage editor: a NaN spacing changes nothing", "spacing") {
                let (controller, canvas) = try editor()
                defer { BadInput.require((canvas.collectionLayout as? CollageLayout)?.configuration.spacing == 10, "spacing changed") }
                try controller.setSpacing(.nan)
            },
            clamps("collage editor: NaN and far touches, swaps out of range, empty undo") {
                let (controller, canvas) = try editor(photos: 2)
                controller.touchBegan(at: CGPoint(x: CGFloat.nan, y: 0))
                controller.touchMoved(by: CGPoint(x: CGFloat.infinity, y: 0))
                controller.touchEnded()
                controller.swapPhotos(0, 7)
                controller.swapPhotos(-1, 0)
                BadInput.require(!controller.undo() && !controller.redo(), "undid nothing")
                BadInput.require(controller.photos == [0, 1], "photos changed")
                BadInput.require(canvas.visibleElements.allSatisfy { $0.isFinite }, "not finite")
            },
        ]
    }
}
