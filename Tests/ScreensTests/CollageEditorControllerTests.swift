import Gallery
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Screens
@_spi(Testing) import Simulation
import Testing

/// The collage editor: divider drags, photo swaps, undo, template and setting changes, animated.
@Suite struct CollageEditorControllerTests {
    /// A 390 × 500 canvas with `photos` photos in template `id`, and a picker of every template.
    final class Editor {
        let clock = ManualClock()
        let canvas: SimulatedCollectionView
        let picker: SimulatedCollectionView
        let controller: CollageEditorController<String>

        init(photos: Int = 4, template id: String = "4-01") throws {
            let entries = CollageCatalogue.entries
            let template = try CollageCatalogue.template(id: id)
            let names = (0..<photos).map { "photo \($0)" }
            canvas = try SimulatedCollectionView(size: CGSize(width: 390, height: 500), layout: try CollageLayout(template: template),
                                                 itemCounts: [CollageEditorController<String>.canvasItemCount(photoCount: photos, template: template)],
                                                 clock: clock, registering: ViewRegistry(supplementaryKinds: [CollageLayout.placeholderKind],
                                                                                         decorationKinds: [CollageLayout.dividerKind]))
            let strip = try FlowLayout(configuration: FlowLayoutConfiguration(scrollDirection: .horizontal,
                                                                              itemSize: CGSize(width: 64, height: 64),
                                                                              minimumLineSpacing: 8, minimumInteritemSpacing: 8))
            picker = try SimulatedCollectionView(size: CGSize(width: 390, height: 80), layout: strip, itemCounts: [entries.count], clock: clock)
            controller = try CollageEditorController(canvas: canvas, picker: picker, photos: names, templates: entries)
        }

        var layout: CollageLayout { canvas.collectionLayout as! CollageLayout }

        func settle() { clock.run(until: { self.canvas.isAtRest && self.picker.isAtRest }, maximumSeconds: 5) }

        func frame(_ item: Int) -> CGRect? { canvas.layoutAttributesForItem(at: ItemPath(item: item, section: 0))?.frame }
    }

    @Test func aDividerDragIsClampedAndUndone() throws {
        // "4-01": four columns on a 390 × 390 canvas at (0, 55); divider 1 at x = 97.5.
        let editor = try Editor()
        let start = editor.layout.configuration.template
        #expect(editor.controller.touchBegan(grabbing: CGPoint(x: 97.5, y: 250)) == .divider(0))
        editor.controller.touchMoved(by: CGPoint(x: -200, y: 0))
        // The handle shows while the finger is down.
        #expect(editor.canvas.visibleElements.contains { $0.category == .decorationView(CollageLayout.dividerKind) })
        editor.controller.touchEnded()
        // The first column stops at the minimum, 44.
        #expect(abs(editor.layout.regionOfCell(0).boundingBox.width - 44) < 1e-9)
        #expect(!editor.canvas.visibleElements.contains { $0.category == .decorationView(CollageLayout.dividerKind) })
        #expect(editor.controller.canUndo)
        #expect(editor.controller.undo())
        editor.settle()
        #expect(editor.layout.configuration.template == start)
        #expect(editor.controller.redo())
        #expect(abs(editor.layout.regionOfCell(0).boundingBox.width - 44) < 1e-9)
    }

    @Test func droppingAPhotoOnAnotherSwapsThemAsTwoMoves() throws {
        let editor = try Editor()
        let first = try #require(editor.frame(0)), third = try #require(editor.frame(2))
        #expect(editor.controller.touchBegan(grabbing: CGPoint(x: first.midX, y: first.midY)) == .cell(0))
        editor.controller.touchMoved(by: CGPoint(x: third.midX - first.midX, y: 0))
        editor.controller.touchEnded()
        #expect(editor.controller.photos == ["photo 2", "photo 1", "photo 0", "photo 3"])
        // The swap animates: half way, cell 0's view is between the two cells.
        #expect(editor.canvas.isAnimatingUpdates)
        editor.clock.advance(by: SimulatedCollectionView.batchUpdateAnimationDuration / 2)
        let moving = try #require(editor.canvas.visibleElements.first { $0.indexPath.item == 2 && $0.category == .cell })
        #expect(moving.frame.midX > first.midX && moving.frame.midX < third.midX)
        editor.settle()
        #expect(editor.controller.undo())
        editor.settle()
        #expect(editor.controller.photos == ["photo 0", "photo 1", "photo 2", "photo 3"])
        // Dropped on itself or outside the canvas: nothing changes.
        editor.controller.touchBegan(at: CGPoint(x: first.midX, y: first.midY))
        editor.controller.touchMoved(by: CGPoint(x: 0, y: 400))
        editor.controller.touchEnded()
        #expect(editor.controller.photos == ["photo 0", "photo 1", "photo 2", "photo 3"])
    }

    @Test func aNewTemplateMovesPhotosAndFadesTheExtraOnesOut() throws {
        let editor = try Editor(photos: 4)
        let twoHalves = try #require(editor.controller.templates.firstIndex { $0.id == "2-01" })
        try editor.controller.selectTemplate(at: twoHalves)
        #expect(editor.canvas.itemCounts == [2])
        #expect(editor.canvas.isAnimatingUpdates)
        editor.settle()
        #expect(editor.frame(1) == CGRect(x: 200, y: 65, width: 180, height: 370))
        #expect(editor.controller.thumbnailAppearance(forItem: twoHalves)?.isSelected == true)
        // Back to four cells: photos 2 and 3 come back, in order.
        let four = try #require(editor.controller.templates.firstIndex { $0.id == "4-01" })
        try editor.controller.selectTemplate(at: four)
        #expect(editor.canvas.itemCounts == [4])
        #expect(editor.controller.photos == ["photo 0", "photo 1", "photo 2", "photo 3"])
        #expect(throws: LayoutError.self) { try editor.controller.selectTemplate(at: 10_000) }
    }

    @Test func fewerPhotosThanCellsLeavePlaceholders() throws {
        let editor = try Editor(photos: 2)
        #expect(editor.canvas.itemCounts == [2])
        let placeholders = editor.canvas.visibleElements.filter { $0.category == .supplementaryView(CollageLayout.placeholderKind) }
        #expect(placeholders.map(\.indexPath.item).sorted() == [2, 3])
        // A placeholder is no photo to swap.
        let empty = try #require(placeholders.first?.frame)
        let first = try #require(editor.frame(0))
        editor.controller.touchBegan(at: CGPoint(x: first.midX, y: first.midY))
        editor.controller.touchMoved(by: CGPoint(x: empty.midX - first.midX, y: 0))
        editor.controller.touchEnded()
        #expect(editor.controller.photos == ["photo 0", "photo 1"])
    }

    @Test func settingsChangeAnimatedAndBadOnesChangeNothing() throws {
        let editor = try Editor()
        try editor.controller.setSpacing(30)
        #expect(editor.canvas.isAnimatingUpdates)
        editor.settle()
        try editor.controller.setAspectRatio(CollageAspectRatio.portrait4x5)
        editor.settle()
        #expect(editor.layout.canvas == CGRect(x: 0, y: 6.25, width: 390, height: 487.5))
        #expect(throws: LayoutError.self) { try editor.controller.setSpacing(-1) }
        #expect(throws: LayoutError.self) { try editor.controller.setAspectRatio(.nan) }
        #expect(throws: LayoutError.self) { try editor.controller.setCornerRadius(.infinity) }
        #expect(throws: LayoutError.self) { try editor.controller.setMargin(-5) }
        #expect(editor.layout.configuration.spacing == 30)
        #expect(editor.layout.configuration.aspectRatio == CollageAspectRatio.portrait4x5)
    }

    @Test func wrongViewsAreRefusedAndAReplacedLayoutDetaches() throws {
        let editor = try Editor()
        #expect(throws: LayoutError.self) {
            _ = try CollageEditorController(canvas: editor.picker, picker: editor.picker, photos: ["a"], templates: CollageCatalogue.entries)
        }
        #expect(throws: LayoutError.self) {
            _ = try CollageEditorController(canvas: editor.canvas, picker: editor.picker, photos: ["a"], templates: CollageCatalogue.entries)
        }
        try editor.canvas.setCollectionViewLayout(try CollageLayout(template: .single), animated: false)
        #expect(!editor.controller.isAttached)
        #expect(editor.controller.touchBegan(grabbing: CGPoint(x: 100, y: 100)) == nil)
        #expect(!editor.controller.undo())
    }
}
