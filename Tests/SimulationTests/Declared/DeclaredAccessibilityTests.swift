import DeclaredViews
@_spi(Testing) import DiffableData
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Simulation
import Testing

/// What VoiceOver says of a declared collection's items, as of a `List`'s rows: selected while
/// selected, a button while a tap acts on the item, a row's swipe actions and "Delete" as its
/// custom actions. Rows: a 320 × 480 view over full-width rows 50 tall.
@Suite("Declared collections: VoiceOver as a List's rows")
@MainActor
struct DeclaredAccessibilityTests {
    static func rows() throws -> DeclaredCollectionScene<String, Int> {
        try DeclaredCollectionScene(size: CGSize(width: 320, height: 480), sections: [("notes", Array(0..<30))]) {
            try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 320, height: 50), minimumLineSpacing: 0))
        }
    }

    static func element(_ scene: DeclaredCollectionScene<String, Int>, _ item: Int) -> AccessibilityElement? {
        scene.view.accessibilityElements.first { $0.key == ElementKey(category: .cell, indexPath: ItemPath(item: item, section: 0)) }
    }

    /// A bound set in edit mode: a tap on row 3 selects it, and VoiceOver says so ("selected")
    /// of row 3 only, at once; every row is a button while taps select. Out of edit mode, with no
    /// tap action, no row is a button; with one (`onCollectionSelect`) every row is.
    @Test func selectedRowsAndTappableRowsSaySo() throws {
        let scene = try Self.rows()
        try scene.update {
            $0.selectedItems = []
            $0.isEditing = true
        }
        scene.collection.itemTapped(at: ItemPath(item: 3, section: 0))
        #expect(Self.element(scene, 3)?.traits == [.selected, .button])
        #expect(Self.element(scene, 4)?.traits == [.button])
        try scene.update {
            $0.selectedItems = [3]
            $0.isEditing = false
        }
        #expect(Self.element(scene, 3)?.traits == [.selected])
        #expect(Self.element(scene, 4)?.traits == [])
        try scene.update { $0.hasTapAction = true }
        #expect(Self.element(scene, 4)?.traits == [.button])
    }

    /// With `onCollectionDelete`, each row offers "Delete" after the app's swipe actions ("Pin");
    /// VoiceOver's Delete on row 2 tells the app item 2, and the app's next declaration leaves it
    /// out. A grid's items (not rows) offer none.
    @Test func swipeActionsAndDeleteAreCustomActions() throws {
        let scene = try Self.rows()
        var deleted: [Int] = [], pinned: [Int] = []
        scene.collection.itemDeleted = { deleted.append($0) }
        scene.collection.rowSwipeActions = { id in [AccessibilityCustomAction(name: "Pin") { pinned.append(id); return true }] }
        try scene.update { $0.canDeleteItems = true }
        #expect(Self.element(scene, 2)?.customActions == ["Pin", "Delete"])
        #expect(scene.view.performAccessibilityCustomAction(.delete, on: ElementKey(category: .cell, indexPath: ItemPath(item: 2, section: 0))))
        #expect(scene.view.performAccessibilityCustomAction(named: "Pin", on: ElementKey(category: .cell, indexPath: ItemPath(item: 5, section: 0))))
        scene.clock.step()
        #expect(deleted == [2] && pinned == [5])
        try scene.update { $0.sections = [("notes", Array(0..<30).filter { $0 != 2 })] }
        #expect(Self.element(scene, 2)?.customActions == ["Pin", "Delete"])

        let grid = try DeclaredCollectionScene(size: CGSize(width: 320, height: 480), sections: [("photos", Array(0..<30))]) {
            try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 100, height: 100)))
        }
        grid.collection.itemDeleted = { _ in }
        try grid.update { $0.canDeleteItems = true }
        #expect(grid.view.accessibilityElements.first { $0.key.category == .cell }?.customActions == [])
    }
}
