import Foundation
import PropertyBased
import TestSupport
import Testing
@_spi(Testing) @testable import LayoutCore
@_spi(Testing) @testable import Layouts

/// The chat layout's geometry (`catalogue-layouts.md`, "Chat"), worked by hand on a 320 × 480
/// view with messages estimated 44 tall: short content at the bottom, bubbles at their sides,
/// date headers, the typing indicator, and bad values refused by name.
@Suite("ChatLayout: geometry")
struct ChatLayoutTests {
    static let size = CGSize(width: 320, height: 480)

    static func chat(_ counts: [Int], configure: (inout ChatLayoutConfiguration) -> Void = { _ in },
                     offset: CGFloat = 0, insets: LayoutEdgeInsets = .zero) throws -> ChatLayout {
        var configuration = ChatLayoutConfiguration(estimatedMessageHeight: 44) { $0.item.isMultiple(of: 2) ? .leading : .trailing }
        configure(&configuration)
        let layout = try ChatLayout(configuration: configuration)
        var context = LayoutContext(bounds: CGRect(origin: CGPoint(x: 0, y: offset), size: size), itemCounts: counts)
        context.adjustedContentInset = insets
        try layout.prepare(in: context)
        return layout
    }

    static func frame(_ layout: ChatLayout, _ item: Int, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: ItemPath(item: item, section: section))?.frame
    }

    /// Reports `size` for the message `item`, as its cell would.
    static func report(_ layout: ChatLayout, _ item: Int, _ size: CGSize) {
        guard let original = layout.layoutAttributesForItem(at: ItemPath(item: item, section: 0)) else { return }
        var preferred = original
        preferred.frame.size = size
        if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
            layout.invalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        }
    }

    @Test func shortContentSitsAtTheBottom() throws {
        let layout = try Self.chat([3])
        // 3 × 44 = 132 in 480: a gap of 348 above, the content as tall as the view.
        #expect(Self.frame(layout, 0)?.minY == 348)
        #expect(Self.frame(layout, 1)?.minY == 392)
        #expect(Self.frame(layout, 2)?.maxY == 480)
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 480))
        // Under a navigation bar 100 tall: 380 visible, a gap of 248, resting at offset −100.
        let inset = try Self.chat([3], offset: -100, insets: LayoutEdgeInsets(top: 100))
        #expect(Self.frame(inset, 0)?.minY == 248)
        #expect(inset.collectionViewContentSize.height == 380)
        // Longer than the view: no gap.
        let long = try Self.chat([30])
        #expect(Self.frame(long, 0)?.minY == 0)
        #expect(long.collectionViewContentSize.height == 1320)
    }

    @Test func bubblesSitAtTheirSidesAsWideAsTheyReport() throws {
        let layout = try Self.chat([3])
        // The widest bubble: (320 − 2·12)·0.78 = 230.88.
        let leading = try #require(Self.frame(layout, 0))
        #expect(leading.minX == 12)
        #expect(abs(leading.width - 230.88) < 1e-9)
        let trailing = try #require(Self.frame(layout, 1))
        #expect(abs(trailing.minX - 77.12) < 1e-9)
        // Message 1 reports 100 wide: 320 − 12 − 100 = 208.
        Self.report(layout, 1, CGSize(width: 100, height: 44))
        #expect(Self.frame(layout, 1) == CGRect(x: 208, y: 392, width: 100, height: 44))
        // Wider than the widest: kept at 230.88.
        Self.report(layout, 0, CGSize(width: 400, height: 44))
        #expect(abs((Self.frame(layout, 0)?.width ?? 0) - 230.88) < 1e-9)
        // Full width: the whole row.
        let full = try Self.chat([2]) { $0.side = { _ in .fullWidth } }
        #expect(Self.frame(full, 0) == CGRect(x: 0, y: 392, width: 320, height: 44))
    }

    @Test func aTallerMessageLiftsTheOnesAboveWhileTheContentIsShort() throws {
        let layout = try Self.chat([3])
        // Message 0 reports 80: 168 in all, the gap 312.
        Self.report(layout, 0, CGSize(width: 200, height: 80))
        #expect(Self.frame(layout, 0) == CGRect(x: 12, y: 312, width: 200, height: 80))
        #expect(Self.frame(layout, 1)?.minY == 392)
        #expect(layout.collectionViewContentSize.height == 480)
        #expect(!layout.hasEstimatedSize(ElementKey(category: .cell, indexPath: ItemPath(item: 0, section: 0))))
        #expect(layout.hasEstimatedSize(ElementKey(category: .cell, indexPath: ItemPath(item: 1, section: 0))))
    }

    @Test func messagesAreSpacedApartOutsideTheirFrames() throws {
        let layout = try Self.chat([3]) { $0.messageSpacing = 6 }
        // Rows of 6 + 44 = 50: 150 in 480, a gap of 330; each message 6 below its row's top.
        #expect(Self.frame(layout, 0)?.minY == 336)
        #expect(Self.frame(layout, 0)?.height == 44)
        #expect(Self.frame(layout, 1)?.minY == 386)
        #expect(Self.frame(layout, 2)?.maxY == 480)
        Self.report(layout, 1, CGSize(width: 100, height: 80))
        // 50 + 86 + 50 = 186: the gap 294; message 1 at 294 + 50 + 6 = 350, 80 tall.
        #expect(Self.frame(layout, 1) == CGRect(x: 208, y: 350, width: 100, height: 80))
        #expect(Self.frame(layout, 2)?.minY == 436)
        var bad = layout.configuration
        bad.messageSpacing = -2
        #expect(throws: LayoutError.invalidValue(name: "messageSpacing", value: -2, expected: "a finite number ≥ 0")) {
            try layout.setConfiguration(bad)
        }
    }

    @Test func theTypingIndicatorFollowsTheLastMessage() throws {
        let layout = try Self.chat([3])
        layout.setShowsTypingIndicator(true)
        try layout.prepare(in: layout.context)
        // 132 + 36 = 168: the gap 312, the indicator at 312 + 132 = 444.
        let key = ItemPath(item: 0, section: 0)
        let indicator = try #require(layout.layoutAttributesForSupplementaryView(ofKind: ChatLayout.typingIndicatorKind, at: key))
        #expect(indicator.frame == CGRect(x: 0, y: 444, width: 320, height: 36))
        #expect(Self.frame(layout, 0)?.minY == 312)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 470, width: 320, height: 10)).contains(indicator))
        layout.setShowsTypingIndicator(false)
        try layout.prepare(in: layout.context)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: ChatLayout.typingIndicatorKind, at: key) == nil)
        #expect(Self.frame(layout, 0)?.minY == 348)
    }

    @Test func dateHeadersStartEachDayAndPin() throws {
        let layout = try Self.chat([2, 2]) { $0.dateHeaderHeight = 30 }
        // Header 30 + 2 × 44, twice: 236; the gap 244.
        let header = ElementCategory.headerKind
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: ItemPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 244, width: 320, height: 30))
        #expect(Self.frame(layout, 0)?.minY == 274)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: ItemPath(item: 0, section: 1))?.frame.minY == 362)
        // A long day scrolled to 500: its header pinned at the top, at 500.
        let long = try Self.chat([40, 5], configure: { $0.dateHeaderHeight = 30 }, offset: 500)
        #expect(long.layoutAttributesForSupplementaryView(ofKind: header, at: ItemPath(item: 0, section: 0))?.frame.minY == 500)
    }

    @Test func badValuesAreRefusedByName() throws {
        #expect(throws: LayoutError.invalidValue(name: "estimatedMessageHeight", value: 0, expected: "a finite number > 0")) {
            try ChatLayout(configuration: ChatLayoutConfiguration(estimatedMessageHeight: 0))
        }
        var configuration = ChatLayoutConfiguration()
        configuration.maximumBubbleWidthFraction = 1.5
        #expect(throws: LayoutError.invalidValue(name: "maximumBubbleWidthFraction", value: 1.5, expected: "a number in (0, 1]")) {
            try ChatLayout(configuration: configuration)
        }
        configuration = ChatLayoutConfiguration()
        configuration.typingIndicatorHeight = .nan
        let error = #expect(throws: LayoutError.self) { try ChatLayout(configuration: configuration) }
        #expect(error?.description.contains("typingIndicatorHeight") == true)
        configuration = ChatLayoutConfiguration()
        configuration.horizontalInset = -1
        let layout = try ChatLayout()
        #expect(throws: LayoutError.self) { try layout.setConfiguration(configuration) }
        // Refused: the old settings stay.
        #expect(layout.configuration.horizontalInset == 12)
        let negative = #expect(throws: LayoutError.self) {
            try layout.prepare(in: LayoutContext(bounds: CGRect(origin: .zero, size: Self.size), itemCounts: [-3]))
        }
        #expect(negative?.description.contains("-3") == true)
    }

    /// The contract against brute force for random days, sides, reports, offsets and insets.
    @Test func agreesWithBruteForce() async {
        let shape = zip(Gen.int(in: 0...15).array(of: 1...4), Gen.cgFloat(in: 0...40), Gen.bool, Gen.int(in: 0...1000))
        let view = zip(Gen.cgFloat(in: -200...1200), Gen.cgFloat(in: 1...600), Gen.cgFloat(in: 0...150))
        await propertyCheck(count: 150, input: shape, view) { shape, view in
            let (counts, headerHeight, typing, seed) = shape
            let (offset, extent, bottomInset) = view
            let layout = try Self.chat(counts, configure: { configuration in
                configuration.dateHeaderHeight = headerHeight
                configuration.messageSpacing = CGFloat(seed % 3 * 4)
                configuration.side = { path in [.leading, .trailing, .fullWidth][(path.item + path.section + seed) % 3] }
            }, offset: offset, insets: LayoutEdgeInsets(bottom: bottomInset))
            layout.setShowsTypingIndicator(typing)
            // Now and then a message pinned to the top, holding a reserve after the last one.
            if seed % 3 == 0, let last = counts.indices.last, counts[last] > 0 {
                try layout.pinMessageToTop(at: ItemPath(item: counts[last] - 1, section: last))
            }
            try layout.prepare(in: layout.context)
            for item in stride(from: seed % 7, to: counts.first ?? 0, by: 3) {
                Self.report(layout, item, CGSize(width: CGFloat(40 + (item * 37 + seed) % 300), height: CGFloat(20 + (item * 53 + seed) % 120)))
            }
            let rect = CGRect(x: 0, y: offset, width: 320, height: extent)
            checkLayoutContract(layout, rect: rect, supplementaryKinds: [ElementCategory.headerKind, ChatLayout.typingIndicatorKind])
            // The content is never shorter than the visible height.
            #expect(layout.collectionViewContentSize.height >= 480 - bottomInset - 1e-9)
        }
    }
}
