import Foundation
@_spi(Testing) import LayoutCore
import Testing

/// The default reading order and what is read, on elements placed by hand.
@Suite("Accessibility: the default reading order")
struct AccessibilityReadingOrderTests {
    static func cell(_ item: Int, _ section: Int = 0, _ frame: CGRect) -> LayoutAttributes {
        LayoutAttributes(forCellWith: ItemPath(item: item, section: section), frame: frame)
    }

    static func items(_ elements: [LayoutAttributes]) -> [String] {
        elements.map { "\($0.category == .cell ? "" : "h")\($0.indexPath.section).\($0.indexPath.item)" }
    }

    /// Rows of unequal heights: items 0 (0…100 tall) and 1 (20…60, centred in the row) share
    /// row one; item 2 below them starts row two even though it lies left of item 1. Right to
    /// left, each row reads from its right end.
    @Test func rowsTopToBottomLeadingToTrailing() {
        let elements = [Self.cell(2, 0, CGRect(x: 0, y: 110, width: 100, height: 50)),
                        Self.cell(1, 0, CGRect(x: 200, y: 20, width: 100, height: 40)),
                        Self.cell(0, 0, CGRect(x: 0, y: 0, width: 100, height: 100)),
                        Self.cell(3, 0, CGRect(x: 150, y: 130, width: 100, height: 50))]
        #expect(Self.items(AccessibilityReadingOrder.rows(elements, trailingFirst: false)) == ["0.0", "0.1", "0.2", "0.3"])
        #expect(Self.items(AccessibilityReadingOrder.rows(elements, trailingFirst: true)) == ["0.1", "0.0", "0.3", "0.2"])
    }

    /// Section by section: a section's header before its items, its footer after, whatever their
    /// places (a pinned header of section 1 drawn over section 0's last row still reads first in
    /// its section); decorations are not read.
    @Test func headersBeforeTheirSectionsItemsAndFootersAfter() {
        var header1 = LayoutAttributes(forSupplementaryViewOfKind: ElementCategory.headerKind, with: ItemPath(item: 0, section: 1),
                                       frame: CGRect(x: 0, y: 0, width: 320, height: 30))
        header1.zIndex = 1024
        let footer0 = LayoutAttributes(forSupplementaryViewOfKind: ElementCategory.footerKind, with: ItemPath(item: 0, section: 0),
                                       frame: CGRect(x: 0, y: 100, width: 320, height: 20))
        let background = LayoutAttributes(forDecorationViewOfKind: "background", with: ItemPath(item: 0, section: 0),
                                           frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let elements = [Self.cell(0, 1, CGRect(x: 0, y: 130, width: 100, height: 50)), header1, footer0,
                        Self.cell(0, 0, CGRect(x: 0, y: 40, width: 100, height: 50))]
        #expect(Self.items(AccessibilityReadingOrder.rows(elements, trailingFirst: false)) == ["0.0", "h0.0", "h1.0", "1.0"])
        #expect(AccessibilityReadingOrder.readable(elements + [background]).count == 4)
    }

    /// Not read: hidden, transparent (alpha below 0.01), without area, or covered whole by an
    /// opaque element drawn above. Read: a translucent cover's content, a partly covered element,
    /// and one covered by an element drawn below it.
    @Test func whatIsNotRead() {
        var hidden = Self.cell(0, 0, CGRect(x: 0, y: 0, width: 50, height: 50))
        hidden.isHidden = true
        var clear = Self.cell(1, 0, CGRect(x: 60, y: 0, width: 50, height: 50))
        clear.alpha = 0.005
        let flat = Self.cell(2, 0, CGRect(x: 120, y: 0, width: 50, height: 0))
        let covered = Self.cell(3, 0, CGRect(x: 10, y: 100, width: 40, height: 40))
        var cover = Self.cell(4, 0, CGRect(x: 0, y: 90, width: 100, height: 100))
        cover.zIndex = 1
        let partly = Self.cell(5, 0, CGRect(x: 80, y: 100, width: 40, height: 40))
        var translucent = Self.cell(6, 0, CGRect(x: 200, y: 90, width: 100, height: 100))
        translucent.zIndex = 1
        translucent.alpha = 0.5
        let underTranslucent = Self.cell(7, 0, CGRect(x: 210, y: 100, width: 40, height: 40))
        let read = AccessibilityReadingOrder.readable([hidden, clear, flat, covered, cover, partly, translucent, underTranslucent])
        #expect(read.map(\.indexPath.item) == [4, 5, 6, 7])
        // Drawn above by order alone at the same z-index: the later one covers.
        let first = Self.cell(8, 0, CGRect(x: 0, y: 0, width: 100, height: 100))
        let inside = Self.cell(9, 0, CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(AccessibilityReadingOrder.readable([inside, first]).map(\.indexPath.item) == [8])
        #expect(AccessibilityReadingOrder.readable([first, inside]).map(\.indexPath.item) == [8, 9])
    }
}
