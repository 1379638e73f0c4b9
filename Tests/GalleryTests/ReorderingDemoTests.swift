import Foundation
import Testing
@testable import GalleryModule
@_spi(Testing) import LayoutCore
@_spi(Testing) import Simulation

/// The reordering demos end in the order their scripts make, read off the last frame's cells.
@Suite("Reordering demos")
struct ReorderingDemoTests {
    /// Cell titles of `frame`, in index-path order, by section.
    static func titles(_ frame: RecordedFrame) -> [[String]] {
        let cells = frame.elements.filter { $0.category == .cell }.sorted { $0.indexPath < $1.indexPath }
        let sections = (cells.map(\.indexPath.section).max() ?? -1) + 1
        return (0..<sections).map { section in cells.filter { $0.indexPath.section == section }.compactMap { $0[ElementAppearance.self]?.title } }
    }

    /// Item 2 to place 14, then 30 to the top: [30, 1, 3, …, 15, 2, 16, …].
    @Test func theGridEndsInTheOrderOfItsTwoMoves() throws {
        var order = Array(1...48)
        order.insert(order.remove(at: 1), at: 14)
        order.insert(order.remove(at: 29), at: 0)
        let demo = try #require(Gallery.demo(named: "reorder-grid"))
        let last = try #require(try demo.recordScript().last)
        let shown = Self.titles(last)[0]
        #expect(shown == order.prefix(shown.count).map(String.init))
        #expect(shown.count >= 20)
    }

    @Test func theBoardEndsWithAnItemInEachSectionItJoined() throws {
        let demo = try #require(Gallery.demo(named: "reorder-sections"))
        let last = try #require(try demo.recordScript().last)
        #expect(Self.titles(last) == [["2", "1"], ["3", "102", "103"], ["101"]])
    }

    @Test func theCollageEndsWithTwoSwaps() throws {
        let demo = try #require(Gallery.demo(named: "collage-swap"))
        let last = try #require(try demo.recordScript().last)
        #expect(Self.titles(last) == [["2", "3", "1", "4"]])
    }

    /// Photo 3 carried to the focused place (place 0): the strip reads 3, 0, 1, 2, 4, …
    @Test func theStripEndsWithTheWidePhotoInFocus() throws {
        let demo = try #require(Gallery.demo(named: "reorder-thumbnail-strip"))
        let last = try #require(try demo.recordScript().last)
        #expect(Array(Self.titles(last)[0].prefix(5)) == ["3", "0", "1", "2", "4"])
    }
}
