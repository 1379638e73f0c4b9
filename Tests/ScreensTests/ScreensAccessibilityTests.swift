import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Screens
@_spi(Testing) import Simulation
import Testing

/// What VoiceOver can do on the screens: turn a pizza half and hear a whole pizza, swap collage
/// photos and move their dividers, page through the photo editor and delete a photo.
@Suite("Screens with VoiceOver")
struct ScreensAccessibilityTests {
    static let menu = ["Margherita", "Pepperoni", "Four cheese", "Hawaiian", "Veggie", "BBQ"]

    private func half(_ orientation: PizzaHalfOrientation, at index: Int, clock: ManualClock) throws -> SimulatedCollectionView {
        let layout = try PizzaHalfSelectorLayout(configuration: PizzaHalfSelectorConfiguration(orientation: orientation))
        let view = try SimulatedCollectionView(size: CGSize(width: 180, height: 480), layout: layout, itemCounts: [Self.menu.count], clock: clock,
                                               registering: ViewRegistry(supplementaryKinds: [PizzaHalfSelectorLayout.captionKind]))
        try view.setContentInset(layout.centeringContentInset)
        view.setContentOffset(layout.contentOffset(for: index), animated: false)
        return view
    }

    /// Left on Four cheese (2), right on Hawaiian (3): a decrement of the right half turns it to
    /// Four cheese ("3 of 6"; the cells have no titles), and at rest the coordinator announces
    /// "Four cheese, whole pizza" once; an increment parts the halves, and coming back announces
    /// it again.
    @Test func matchingHalvesAnnounceTheWholePizza() throws {
        let clock = ManualClock()
        let left = try half(.left, at: 2, clock: clock), right = try half(.right, at: 3, clock: clock)
        let coordinator = try PizzaHalvesCoordinator(left: left, right: right, menu: Self.menu)
        #expect(right.accessibilityElements.contains { $0.traits == [.adjustable, .selected] && $0.value == "4 of 6" })
        #expect(right.accessibilityDecrement() == "3 of 6")
        clock.run(until: { right.isAtRest })
        #expect(coordinator.state.isWholePizza)
        #expect(right.accessibilityAnnouncements == ["Four cheese, whole pizza"])
        clock.advance(by: 0.5)
        #expect(right.accessibilityAnnouncements.count == 1)
        #expect(right.accessibilityIncrement() == "4 of 6")
        clock.run(until: { right.isAtRest })
        #expect(!coordinator.state.isWholePizza)
        #expect(right.accessibilityDecrement() == "3 of 6")
        clock.run(until: { right.isAtRest })
        #expect(right.accessibilityAnnouncements == ["Four cheese, whole pizza", "Four cheese, whole pizza"])
        #expect(left.accessibilityAnnouncements.isEmpty)
    }

    /// A 390 × 390 canvas of template "4-01": four columns 97.5 pt wide, divider 0 at 0.25
    /// between cells 0 and 1; cells are at least 44 pt, so divider 0 travels from 44 to 151 pt
    /// (107 pt) and a tenth is 10.7 pt.
    final class Collage {
        let clock = ManualClock()
        let canvas: SimulatedCollectionView
        let controller: CollageEditorController<String>

        init() throws {
            let template = try CollageCatalogue.template(id: "4-01")
            canvas = try SimulatedCollectionView(size: CGSize(width: 390, height: 500), layout: try CollageLayout(template: template),
                                                 itemCounts: [4], clock: clock,
                                                 registering: ViewRegistry(supplementaryKinds: [CollageLayout.placeholderKind],
                                                                           decorationKinds: [CollageLayout.dividerKind]))
            let picker = try SimulatedCollectionView(size: CGSize(width: 390, height: 80), layout: try FlowLayout(),
                                                     itemCounts: [CollageCatalogue.entries.count], clock: clock)
            controller = try CollageEditorController(canvas: canvas, picker: picker, photos: (0..<4).map { "photo \($0)" },
                                                     templates: CollageCatalogue.entries)
        }

        func cell(_ item: Int) -> ElementKey { ElementKey(category: .cell, indexPath: ItemPath(item: item, section: 0)) }
        var divider0: CGFloat { controller.template.dividers[0].start * 390 }
    }

    /// Cell 0 offers a swap and its right edge; cell 1 both edges.
    @Test func collageCellsOfferTheirEdges() throws {
        let collage = try Collage()
        let elements = collage.canvas.accessibilityElements
        #expect(elements.first { $0.key == collage.cell(0) }?.customActions
            == ["Swap with next photo", "Move right edge left", "Move right edge right"])
        #expect(elements.first { $0.key == collage.cell(1) }?.customActions
            == ["Swap with next photo", "Move left edge left", "Move left edge right", "Move right edge left", "Move right edge right"])
    }

    /// "Move right edge right" on cell 0 moves divider 0 from 97.5 to 108.2 pt, one undo step;
    /// six "Move right edge left" bring it to 44 pt, the least cell 0 may be, and a seventh does
    /// nothing, as a drag is clamped.
    @Test func aDividerMovesByATenthClampedAsADrag() throws {
        let collage = try Collage()
        #expect(collage.canvas.performAccessibilityCustomAction(named: "Move right edge right", on: collage.cell(0)))
        #expect(abs(collage.divider0 - 108.2) < 1e-9)
        #expect(collage.controller.canUndo)
        for _ in 0..<6 { #expect(collage.canvas.performAccessibilityCustomAction(named: "Move right edge left", on: collage.cell(0))) }
        #expect(abs(collage.divider0 - 44) < 1e-9)
        #expect(!collage.canvas.performAccessibilityCustomAction(named: "Move right edge left", on: collage.cell(0)))
        #expect(abs(collage.divider0 - 44) < 1e-9)
        #expect(collage.controller.undo())
        #expect(abs(collage.divider0 - 54.7) < 1e-9)
    }

    /// "Swap with next photo" on the last cell swaps it with the first, one undo step.
    @Test func theLastPhotoSwapsWithTheFirst() throws {
        let collage = try Collage()
        #expect(collage.canvas.performAccessibilityCustomAction(named: "Swap with next photo", on: collage.cell(3)))
        #expect(collage.controller.photos == ["photo 3", "photo 1", "photo 2", "photo 0"])
        #expect(collage.controller.undo())
        #expect(collage.controller.photos == ["photo 0", "photo 1", "photo 2", "photo 3"])
    }

    /// Four photos in the editor (390-pt preview pages, a strip of 37-pt places): an increment
    /// of the strip centres photo 1 and the preview follows; one of the preview pages on to
    /// photo 2 and the strip follows.
    @Test func thePhotoEditorStepsPhotoByPhoto() throws {
        let editor = try EditorFixture(count: 4)
        #expect(editor.thumbnails.accessibilityIncrement() == "2 of 4")
        editor.clock.run(until: { editor.thumbnails.isAtRest && editor.preview.isAtRest && !editor.controller.isMoving })
        #expect(editor.controller.activeIndex == 1)
        #expect(editor.preview.contentOffset.x == 390)
        #expect(editor.preview.accessibilityIncrement() == "3 of 4")
        editor.clock.run(until: { editor.thumbnails.isAtRest && editor.preview.isAtRest && !editor.controller.isMoving })
        #expect(editor.controller.activeIndex == 2)
        #expect(editor.thumbnails.contentOffset.x == 2 * 37 - 176.5)
    }

    /// "Delete photo" on either view deletes the photo, animated; none is offered once two are
    /// left, and none while a deletion runs.
    @Test func aPhotoIsDeletedFromItsActions() throws {
        let editor = try EditorFixture(count: 4)
        let photo1 = ElementKey(category: .cell, indexPath: ItemPath(item: 1, section: 0))
        #expect(editor.thumbnails.accessibilityElements.allSatisfy { $0.customActions == ["Delete photo"] })
        #expect(editor.thumbnails.performAccessibilityCustomAction(named: "Delete photo", on: photo1))
        #expect(!editor.preview.performAccessibilityCustomAction(named: "Delete photo", on: photo1))
        editor.clock.run(until: { !editor.controller.isMoving })
        #expect(editor.controller.photos.map(\.name) == ["photo 0", "photo 2", "photo 3"])
        #expect(editor.preview.performAccessibilityCustomAction(named: "Delete photo", on: photo1))
        editor.clock.run(until: { !editor.controller.isMoving })
        #expect(editor.controller.photos.map(\.name) == ["photo 0", "photo 3"])
        #expect(editor.thumbnails.accessibilityElements.allSatisfy { $0.customActions.isEmpty })
    }
}
