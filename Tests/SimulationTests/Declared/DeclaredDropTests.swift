import DeclaredViews
@_spi(Testing) import DiffableData
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Layouts
@_spi(Testing) import Simulation
import Testing

/// Drops, named as the app names things: where dropped items land, and the move a drop of the
/// view's own item makes, as `ForEach`'s `onMove` reports one.
@Suite("Declared collections: drops")
@MainActor
struct DeclaredDropTests {
    static func scene() throws -> DeclaredCollectionScene<String, Int> {
        let scene = try DeclaredCollectionScene(size: CGSize(width: 320, height: 480), sections: [("fruit", [1, 2, 3]), ("veg", [10, 11])]) {
            try FlowLayout(configuration: FlowLayoutConfiguration(itemSize: CGSize(width: 320, height: 50), minimumLineSpacing: 0))
        }
        try scene.update()
        return scene
    }

    /// At (1, 0) before item 2 of "fruit"; at (2, 1), past "veg"'s last, at its end; at no path,
    /// at the end of the last section.
    @Test func aDropLandsBeforeAnItemOrAtTheEnd() throws {
        let scene = try Self.scene()
        let before = scene.collection.dropDestination(at: ItemPath(item: 1, section: 0))
        #expect(before?.section == "fruit" && before?.before == 2)
        let end = scene.collection.dropDestination(at: ItemPath(item: 2, section: 1))
        #expect(end?.section == "veg" && end?.before == nil)
        let below = scene.collection.dropDestination(at: nil)
        #expect(below?.section == "veg" && below?.before == nil)
    }

    /// Item 1 dropped at (2, 0) (it ends last of "fruit") moves from offset 0 to offset 3, counted
    /// before the move; item 3 dropped at (0, 0) to offset 0; item 2 dropped at (1, 1) goes to
    /// "veg" at offset 1; a drop where the item is moves nothing; below the content, to the end of
    /// the last section (counted before the move, as Array's `move(fromOffsets:toOffset:)` reads it).
    @Test func aDropOfTheViewsOwnItemIsAMove() throws {
        let scene = try Self.scene()
        #expect(scene.collection.move(of: 1, droppedAt: ItemPath(item: 2, section: 0))
                == ItemMove(items: [1], sourceSection: "fruit", sourceOffsets: [0], destinationSection: "fruit", destinationOffset: 3))
        #expect(scene.collection.move(of: 3, droppedAt: ItemPath(item: 0, section: 0))
                == ItemMove(items: [3], sourceSection: "fruit", sourceOffsets: [2], destinationSection: "fruit", destinationOffset: 0))
        #expect(scene.collection.move(of: 2, droppedAt: ItemPath(item: 1, section: 1))
                == ItemMove(items: [2], sourceSection: "fruit", sourceOffsets: [1], destinationSection: "veg", destinationOffset: 1))
        #expect(scene.collection.move(of: 2, droppedAt: ItemPath(item: 1, section: 0)) == nil)
        #expect(scene.collection.move(of: 1, droppedAt: nil)
                == ItemMove(items: [1], sourceSection: "fruit", sourceOffsets: [0], destinationSection: "veg", destinationOffset: 2))
        // Below the content, from the last section: to its end (offset 2); its last item stays.
        let veg = scene.collection.move(of: 10, droppedAt: nil)
        #expect(veg == ItemMove(items: [10], sourceSection: "veg", sourceOffsets: [0], destinationSection: "veg", destinationOffset: 2))
        var vegItems = [10, 11]
        #expect(veg?.apply(to: &vegItems) == true && vegItems == [11, 10])
        #expect(scene.collection.move(of: 11, droppedAt: nil) == nil)
        var fruit = [1, 2, 3]
        scene.collection.move(of: 1, droppedAt: ItemPath(item: 2, section: 0))?.apply(to: &fruit)
        #expect(fruit == [2, 3, 1])
    }
}
