import Foundation
import PropertyBased
import Testing
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts

/// The transition's position table against a plain dictionary, with paths that collide,
/// repeat, do not pack (negative, beyond 32 bits) and elements that are not cells.
@Suite struct ElementPositionsTests {
    static let sections = [0, 1, 2, -1, 1 << 33]
    static let items = [0, 1, 7, 8, 64, 1 << 20, -3, 1 << 40]
    static let categories: [ElementCategory] = [.cell, .cell, .cell, .supplementaryView("header"), .decorationView("background")]

    static func key(_ code: Int) -> ElementKey {
        ElementKey(category: categories[code % categories.count],
                   indexPath: ItemPath(item: items[(code / 5) % items.count], section: sections[(code / 40) % sections.count]))
    }

    @Test func findsWhatADictionaryFinds() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0..<200).array(of: 0...120), Gen.int(in: 0..<200).array(of: 1...40)) { stored, asked in
            let elements = stored.map { code in
                let key = Self.key(code)
                return LayoutAttributes(category: key.category, indexPath: key.indexPath, frame: .zero)
            }
            var expected: [ElementKey: Int] = [:]
            for (position, element) in elements.enumerated() { expected[element.key] = position }
            let positions = elements.withUnsafeBufferPointer { ElementPositions($0) }
            for code in stored + asked {
                let key = Self.key(code)
                #expect(positions[key] == expected[key], "\(key)")
            }
        }
    }
}
