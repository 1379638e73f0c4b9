import DeclaredViews
@_spi(Testing) import DiffableData
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Simulation
import Testing

/// A set of selected items, as `List(selection:)` binds a `Set` on iOS: taps change it in edit
/// mode only, the app hears each new set (at once, as a tap on a single selection is heard), and
/// a cell shows as selected when its item is in the set (or is the single selection).
@Suite("Declared collections: multiple selection")
@MainActor
struct DeclaredMultipleSelectionTests {
    static func scene() throws -> DeclaredCollectionScene<String, Int> {
        try DeclaredCollectionScene(size: CGSize(width: 320, height: 480), sections: [("all", Array(0..<30))]) {
            try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 320, height: 50), minimumLineSpacing: 0))
        }
    }

    static func tap(_ scene: DeclaredCollectionScene<String, Int>, _ item: Int) {
        scene.collection.itemTapped(at: ItemPath(item: item, section: 0))
        scene.clock.step()
    }

    /// The app's tap action (`onCollectionSelect`) hears a tap outside edit mode only: in edit
    /// mode a tap selects, as a `List` row's action does not run while editing. With a bound set,
    /// with a single selection, and with no selection bound at all.
    @Test func theTapActionIsNotHeardInEditMode() throws {
        let scene = try Self.scene()
        try scene.update()
        #expect(scene.collection.itemTapped(at: ItemPath(item: 3, section: 0)))
        try scene.update { $0.isEditing = true }
        #expect(!scene.collection.itemTapped(at: ItemPath(item: 3, section: 0)))
        try scene.update { $0.selectedItems = [] }
        #expect(!scene.collection.itemTapped(at: ItemPath(item: 3, section: 0)))
        try scene.update {
            $0.selectedItems = nil
            $0.selection = .some(nil)
        }
        #expect(!scene.collection.itemTapped(at: ItemPath(item: 4, section: 0)))
        scene.clock.step()
        // The single selection still follows the tap in edit mode.
        #expect(scene.heard.last == "selection 4")
        try scene.update { $0.isEditing = false }
        #expect(scene.collection.itemTapped(at: ItemPath(item: 5, section: 0)))
    }

    /// In edit mode: tap 3 → {3}, tap 5 → {3, 5}, tap 3 → {5}, each set heard; the cell of 5
    /// (not 3) shows as selected.
    @Test func tapsInEditModeToggleItems() throws {
        let scene = try Self.scene()
        try scene.update {
            $0.selectedItems = []
            $0.isEditing = true
        }
        Self.tap(scene, 3)
        Self.tap(scene, 5)
        Self.tap(scene, 3)
        #expect(scene.heard == ["selected 3", "selected 3,5", "selected 5"])
        #expect(scene.collection.isSelected(5) && !scene.collection.isSelected(3))
    }

    /// Outside edit mode a tap changes no set; the app's own set (it selected all) is what cells
    /// show.
    @Test func outsideEditModeTapsSelectNothing() throws {
        let scene = try Self.scene()
        try scene.update { $0.selectedItems = [] }
        Self.tap(scene, 3)
        #expect(scene.heard.isEmpty)
        try scene.update { $0.selectedItems = Set(0..<30) }
        #expect((0..<30).allSatisfy(scene.collection.isSelected))
    }

    /// A single selection bound: the cell of the tapped item shows as selected, no other.
    @Test func theSingleSelectionShowsAsSelected() throws {
        let scene = try Self.scene()
        try scene.update { $0.selection = .some(nil) }
        Self.tap(scene, 4)
        #expect(scene.heard == ["selection 4"])
        #expect(scene.collection.isSelected(4) && !scene.collection.isSelected(5))
    }
}

/// What a context menu acts on, as SwiftUI's `contextMenu(forSelectionType:)` decides.
@Suite("Declared collections: context menus")
@MainActor
struct DeclaredContextMenuTests {
    /// With {3, 5} selected: a press on 5 acts on {3, 5}; a press on 7 acts on {7} alone; a
    /// press outside any item on nothing. With no set bound, a press on 5 acts on {5}.
    @Test func aMenuActsOnTheSelectionWhenItsItemIsInIt() throws {
        let scene = try DeclaredMultipleSelectionTests.scene()
        try scene.update { $0.selectedItems = [3, 5] }
        #expect(scene.collection.itemsForContextMenu(at: [ItemPath(item: 5, section: 0)]) == [3, 5])
        #expect(scene.collection.itemsForContextMenu(at: [ItemPath(item: 7, section: 0)]) == [7])
        #expect(scene.collection.itemsForContextMenu(at: []) == [])
        try scene.update { $0.selectedItems = nil }
        #expect(scene.collection.itemsForContextMenu(at: [ItemPath(item: 5, section: 0)]) == [5])
    }
}
