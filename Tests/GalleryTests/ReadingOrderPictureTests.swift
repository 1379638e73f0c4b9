import Foundation
import Testing
@testable import GalleryModule
@_spi(Testing) import LayoutCore
import Rendering

/// `layout-studio render --accessibility`: a badge numbered in reading order at each element read.
@Suite("Reading order pictures")
struct ReadingOrderPictureTests {
    /// flow-grid at rest: a badge numbers each header and cell shown, 1, 2, …, at its top-left
    /// corner plus 4 points; the first is section 0's header, then its first cell.
    @Test func badgesNumberTheElementsRead() throws {
        let demo = try #require(Gallery.demo(named: "flow-grid"))
        let frame = try demo.frameShowingReadingOrder(atOffset: .zero)
        let badges = frame.elements.filter { $0.category == .decorationView(Demo.readingOrderKind) }
        let read = frame.elements.filter { element in
            if case .decorationView = element.category { return false }
            return true
        }
        #expect(badges.count == read.count)
        #expect(badges.map { $0[ElementLabel.self] } == (1...badges.count).map { "\($0)" })
        #expect(Set(badges.map { "\($0.frame.origin)" }) == Set(read.map { "\(CGPoint(x: $0.frame.minX + 4, y: $0.frame.minY + 4))" }))
        let header = try #require(read.first { $0.category == .supplementaryView(ElementCategory.headerKind) && $0.indexPath.section == 0 })
        #expect(badges.first?.frame.origin == CGPoint(x: header.frame.minX + 4, y: header.frame.minY + 4))
        let firstCell = try #require(read.first { $0.category == .cell && $0.indexPath == ItemPath(item: 0, section: 0) })
        #expect(badges[1].frame.origin == CGPoint(x: firstCell.frame.minX + 4, y: firstCell.frame.minY + 4))
    }
}
