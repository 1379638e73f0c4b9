import GalleryModule
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

        /// The cells the canvas draws now (those fading out among them), by item.
        func shownCells() -> [Int: LayoutAttributes] {
            Dictionary(canvas.visibleElements.filter { $0.category == .cell }.map { ($0.indexPath.item, $0) }) { first, _ in first }
        }

        /// What `change` animates, seen at its start, half way and its end: each cell the canvas
        /// drew before is drawn where it was at the start (no jump), half way between that and
        /// its end half way through (ease in and out), and at its end at the end.
        func expectAnimated(_ change: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) rethrows
            -> (before: [Int: LayoutAttributes], middle: [Int: LayoutAttributes]) {
            settle()
            let before = shownCells()
            try change()
            #expect(canvas.isAnimatingUpdates, sourceLocation: sourceLocation)
            let start = shownCells()
            for (item, shown) in before {
                #expect(start[item]?.frame == shown.frame, "cell \(item) jumped", sourceLocation: sourceLocation)
            }
            clock.advance(by: SimulatedCollectionView.batchUpdateAnimationDuration / 2)
            let middle = shownCells()
            settle()
            let end = shownCells()
            for (item, shown) in before {
                guard let ending = end[item], let half = middle[item] else { continue }
                let expected = CGRect(x: (shown.frame.minX + ending.frame.minX) / 2, y: (shown.frame.minY + ending.frame.minY) / 2,
                                      width: (shown.frame.width + ending.frame.width) / 2, height: (shown.frame.height + ending.frame.height) / 2)
                #expect(abs(half.frame.minX - expected.minX) < 1e-6 && abs(half.frame.minY - expected.minY) < 1e-6
                        && abs(half.frame.width - expected.width) < 1e-6 && abs(half.frame.height - expected.height) < 1e-6,
                        "cell \(item) half way: \(half.frame), not \(expected)", sourceLocation: sourceLocation)
            }
            return (before, middle)
        }
    }

    /// Issue 55 (9): a template change is seen in its middle. "4-01" (four columns on the canvas
    /// at (0, 55, 390, 390), margin 10) to "2-01" (two halves): cells 0 and 1 start where they
    /// were and are half way to their halves half way through; cells 2 and 3 are still drawn,
    /// fading (alpha between 0 and 1) where they were. Back to four: cells 2 and 3 fade in.
    @Test func aTemplateChangeAnimatesFromWhatIsShown() throws {
        let editor = try Editor(photos: 4)
        let halves = try #require(editor.controller.templates.firstIndex { $0.id == "2-01" })
        let (before, middle) = try editor.expectAnimated { try editor.controller.selectTemplate(at: halves) }
        #expect(before.keys.sorted() == [0, 1, 2, 3])
        #expect(middle[0].map { $0.frame.width > before[0]!.frame.width && $0.frame.width < 180 } == true)
        for item in [2, 3] {
            let fading = try #require(middle[item])
            #expect(fading.frame == before[item]?.frame && fading.alpha > 0 && fading.alpha < 1)
        }
        #expect(editor.frame(1) == CGRect(x: 200, y: 65, width: 180, height: 370))
        let four = try #require(editor.controller.templates.firstIndex { $0.id == "4-01" })
        let (_, back) = try editor.expectAnimated { try editor.controller.selectTemplate(at: four) }
        for item in [2, 3] {
            #expect(back[item].map { $0.alpha > 0 && $0.alpha < 1 } == true)
        }
    }

    /// Issue 55 (9): a setting, an undo and a redo are seen in their middle, each moving the cells
    /// from where they are drawn: spacing 30, then the 4:5 ratio (the canvas (0, 55, 390, 390)
    /// → (0, 6.25, 390, 487.5)), then a divider drag undone and redone.
    @Test func settingsUndoAndRedoAnimateFromWhatIsShown() throws {
        let editor = try Editor()
        _ = try editor.expectAnimated { try editor.controller.setSpacing(30) }
        let (before, middle) = try editor.expectAnimated { try editor.controller.setAspectRatio(CollageAspectRatio.portrait4x5) }
        #expect(middle[0].map { $0.frame.height > before[0]!.frame.height } == true)
        #expect(editor.layout.canvas == CGRect(x: 0, y: 6.25, width: 390, height: 487.5))
        let divider = try #require(editor.frame(0)).maxX + 15
        #expect(editor.controller.touchBegan(grabbing: CGPoint(x: divider, y: 250)) == .divider(0))
        editor.controller.touchMoved(by: CGPoint(x: -30, y: 0))
        editor.controller.touchEnded()
        let dragged = try #require(editor.frame(0))
        _ = editor.expectAnimated { #expect(editor.controller.undo()) }
        #expect(try #require(editor.frame(0)).width > dragged.width)
        _ = editor.expectAnimated { #expect(editor.controller.redo()) }
        #expect(editor.frame(0) == dragged)
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
