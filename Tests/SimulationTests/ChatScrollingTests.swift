import Foundation
import PropertyBased
import Testing
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Simulation

/// A chat as a person uses it (`catalogue-layouts.md`, "Chat"): it opens at the newest message,
/// follows new messages and a growing reply while the person is at the bottom, moves nothing
/// while they read history (earlier messages loading included), and keeps the last message above
/// a keyboard. A 320 × 480 view, messages 44 tall: 30 of them are 1,320 tall, so the end is at
/// offset 1,320 − 480 = 840.
@Suite("ChatLayout in a scrolling view")
struct ChatScrollingTests {
    static func chat(_ count: Int = 30, clock: ManualClock = ManualClock()) throws -> SimulatedCollectionView {
        let layout = try ChatLayout(configuration: ChatLayoutConfiguration(estimatedMessageHeight: 44))
        return try SimulatedCollectionView(size: CGSize(width: 320, height: 480), layout: layout, itemCounts: [count], clock: clock)
    }

    /// Appends `added` messages at the end (or at the start), as an app's send or "load earlier".
    static func insert(_ view: SimulatedCollectionView, _ added: Int, atStart: Bool = false) throws {
        let count = view.itemCounts[0]
        let paths = (0..<added).map { ItemPath(item: atStart ? $0 : count + $0, section: 0) }
        try view.performBatchUpdates(itemCounts: [count + added], updatingData: {}, { $0.insertItems(at: paths) }, completion: nil)
        view.layoutIfNeeded()
    }

    @Test func itOpensAtTheNewestMessage() throws {
        let view = try Self.chat()
        #expect(view.contentOffset.y == 840)
        // Short: it sits at the bottom, at offset 0.
        let short = try Self.chat(3)
        #expect(short.contentOffset.y == 0)
        #expect(short.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))?.frame.minY == 348)
    }

    @Test func atTheBottomANewMessageScrollsIntoView() throws {
        let view = try Self.chat()
        try Self.insert(view, 1)
        // 31 × 44 − 480 = 884.
        #expect(view.contentOffset.y == 884)
        try Self.insert(view, 2)
        #expect(view.contentOffset.y == 972)
    }

    @Test func readingHistoryNothingMoves() throws {
        let view = try Self.chat()
        view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        try Self.insert(view, 1)
        #expect(view.contentOffset.y == 300)
        // Twenty earlier messages load above: the message read stays, 300 + 20·44 = 1,180.
        try Self.insert(view, 20, atStart: true)
        #expect(view.contentOffset.y == 1180)
        // At the very top too: the start does not anchor a chat, the message read does.
        view.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
        try Self.insert(view, 10, atStart: true)
        #expect(view.contentOffset.y == 440)
    }

    @Test func followingEndsWithADragAwayAndBeginsAtRestAtTheEnd() throws {
        let clock = ManualClock()
        let view = try Self.chat(clock: clock)
        // A drag 10 pt down: the end is 10 pt out of view, so a message arriving moves nothing.
        view.drag(by: CGPoint(x: 0, y: 10))
        #expect(view.contentOffset.y == 830)
        try Self.insert(view, 1)
        #expect(view.contentOffset.y == 830)
        // Back to the end (884 now) and let go: following again.
        view.drag(by: CGPoint(x: 0, y: -54))
        view.endDragging(velocity: .zero)
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.y == 884)
        try Self.insert(view, 1)
        #expect(view.contentOffset.y == 928)
        // Within 1 pt of the end counts as the end: a drag 0.5 pt away keeps following.
        view.drag(by: CGPoint(x: 0, y: 0.5))
        view.endDragging(velocity: .zero)
        clock.run(until: { view.isAtRest })
        try Self.insert(view, 1)
        #expect(view.contentOffset.y == 972)
    }

    @Test func aReplyThatGrowsIsFollowedAtTheBottomOnly() throws {
        let view = try Self.chat()
        var lastHeight: CGFloat = 44
        view.preferredSizeProvider = { attributes in
            CGSize(width: attributes.frame.width, height: attributes.indexPath.item == 29 ? lastHeight : 44)
        }
        #expect(view.contentOffset.y == 840)
        // The reply streams in: 44 → 100 → 260; each report keeps the end in view.
        for (height, end): (CGFloat, CGFloat) in [(100, 896), (260, 1056)] {
            lastHeight = height
            try view.reconfigureItems(at: [ItemPath(item: 29, section: 0)])
            view.layoutIfNeeded()
            #expect(view.layoutAttributesForItem(at: ItemPath(item: 29, section: 0))?.frame.height == height)
            #expect(view.contentOffset.y == end)
        }
        // Reading history, the reply grows below the screen and nothing moves.
        view.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        lastHeight = 400
        try view.reconfigureItems(at: [ItemPath(item: 29, section: 0)])
        view.layoutIfNeeded()
        #expect(view.contentOffset.y == 200)
    }

    @Test func aKeyboardKeepsTheLastMessageAboveIt() throws {
        let clock = ManualClock()
        let view = try Self.chat(clock: clock)
        // A keyboard 300 tall: the end moves to 840 + 300 = 1,140, animated.
        try view.setContentInset(LayoutEdgeInsets(bottom: 300), animated: true)
        clock.step(frames: 5)
        let partway = view.contentOffset.y
        #expect(partway > 840 && partway < 1140)
        clock.run(until: { view.isAtRest })
        #expect(view.contentOffset.y == 1140)
        // Hidden again: back to 840.
        try view.setContentInset(.zero, animated: false)
        #expect(view.contentOffset.y == 840)
        // Reading history, the keyboard moves nothing.
        view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        try view.setContentInset(LayoutEdgeInsets(bottom: 300), animated: false)
        #expect(view.contentOffset.y == 100)
    }

    /// A question sent and pinned to the top while its reply streams in below it: 30 messages at
    /// 840; the question (item 30, at 1,320) pinned holds a reserve of 480 − 44 = 436 after it, so
    /// the end is at 1,364 + 436 − 480 = 1,320 and the question at the top of the screen. The reply
    /// grows (44, 300) under it with the offset still 1,320; at 500 it outgrows the screen (544 >
    /// 480): the reserve collapses, the pin is let go and the view follows the reply's end (1,384).
    @Test func aSentQuestionStaysAtTheTopWhileItsReplyFillsTheScreen() throws {
        let view = try Self.chat()
        let layout = try #require(view.collectionLayout as? ChatLayout)
        var reply: CGFloat = 44
        view.preferredSizeProvider = { CGSize(width: $0.frame.width, height: $0.indexPath.item == 31 ? reply : 44) }
        try Self.insert(view, 1)
        #expect(view.contentOffset.y == 884)
        try layout.pinMessageToTop(at: ItemPath(item: 30, section: 0))
        view.layoutIfNeeded()
        #expect(view.contentSize.height == 1800)
        #expect(view.contentOffset.y == 1320)
        try Self.insert(view, 1)
        #expect(view.contentOffset.y == 1320)
        #expect(view.contentSize.height == 1800)
        reply = 300
        try view.reconfigureItems(at: [ItemPath(item: 31, section: 0)])
        #expect(view.contentOffset.y == 1320)
        #expect(layout.pinnedMessage == ItemPath(item: 30, section: 0))
        reply = 500
        try view.reconfigureItems(at: [ItemPath(item: 31, section: 0)])
        #expect(layout.pinnedMessage == nil)
        #expect(view.contentSize.height == 1864)
        #expect(view.contentOffset.y == 1384)
        // A path that names no message is refused by name.
        #expect(throws: LayoutError.indexPathOutOfRange(ItemPath(item: 40, section: 0), itemCounts: [32])) {
            try layout.pinMessageToTop(at: ItemPath(item: 40, section: 0))
        }
    }

    /// SwiftUI's keyboard reaches a hosted collection view as its safe area: 300 at the bottom
    /// keeps the last message above it (840 → 1,140), and its going back to 840.
    @Test func aKeyboardAsASafeAreaKeepsTheLastMessageAboveIt() throws {
        let view = try Self.chat()
        try view.setSafeAreaInsets(LayoutEdgeInsets(bottom: 300))
        #expect(view.contentOffset.y == 1140)
        try view.setSafeAreaInsets(.zero)
        #expect(view.contentOffset.y == 840)
    }

    /// History loads as the person nears the top (`nearStart`, within 400 pt here): 100 messages,
    /// 4,400 tall, open at 3,920; scrolled to 300, twenty earlier ones load above and the message
    /// read stays put (300 + 880 = 1,180, no longer near); at the top again, twenty more.
    @Test func earlierMessagesLoadAsThePersonNearsTheTop() throws {
        let view = try Self.chat(100)
        #expect(view.contentOffset.y == 3920)
        var told = 0
        view.nearEdgeDistance = 400
        view.nearStart = {
            told += 1
            try? Self.insert(view, 20, atStart: true)
        }
        view.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        #expect(told == 0)
        view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        #expect(told == 1)
        #expect(view.itemCounts == [120])
        #expect(view.contentOffset.y == 1180)
        view.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
        #expect(told == 2)
        #expect(view.contentOffset.y == 880)
        // The other end too: 140 messages end at 6,160 − 480 = 5,680; within 400 of it.
        var nearEnd = 0
        view.nearEnd = { nearEnd += 1 }
        view.setContentOffset(CGPoint(x: 0, y: 5270), animated: false)
        #expect(nearEnd == 0)
        view.setContentOffset(CGPoint(x: 0, y: 5290), animated: false)
        #expect(nearEnd == 1)
    }

    /// Random sends, earlier pages, replies growing, keyboards and scrolls: whenever the person was
    /// at the bottom the end is in view after the change, and otherwise the message they were
    /// reading stays where it was on screen.
    @Test func theEndOrTheMessageReadStaysPut() async {
        let steps = zip(Gen.int(in: 0...5), Gen.int(in: 1...4), Gen.int(in: 0...1000)).array(of: 1...12)
        await propertyCheck(count: 60, input: steps, Gen.int(in: 3...40)) { steps, start in
            let view = try Self.chat(start)
            var heights: [CGFloat] = Array(repeating: 44, count: start)
            view.preferredSizeProvider = { attributes in
                let item = attributes.indexPath.item
                return CGSize(width: attributes.frame.width, height: heights.indices.contains(item) ? heights[item] : 44)
            }
            var keyboard: CGFloat = 0
            for (kind, amount, seed) in steps {
                let count = view.itemCounts[0]
                let end = max(0, view.contentSize.height + keyboard - 480)
                let wasAtEnd = view.contentOffset.y >= end - 1 // the end within 1 pt of the bottom, or above it
                // The message read: the first one wholly on screen, and where.
                // (The layout's frames: an update's animation may still draw cells on their way.)
                let read = view.visibleElements.filter { $0.category == .cell }
                    .compactMap { view.layoutAttributesForItem(at: $0.indexPath) }
                    .filter { $0.frame.minY >= view.contentOffset.y }
                    .min { $0.frame.minY < $1.frame.minY }
                let readPosition = read.map { $0.frame.minY - view.contentOffset.y }
                var readPath = read?.indexPath
                switch kind {
                case 0: // A send: messages at the end.
                    heights += Array(repeating: 44, count: amount)
                    try Self.insert(view, amount)
                case 1: // An earlier page above.
                    heights = Array(repeating: 44, count: amount) + heights
                    try Self.insert(view, amount, atStart: true)
                    readPath = readPath.map { ItemPath(item: $0.item + amount, section: 0) }
                case 2: // The last reply grows.
                    heights[count - 1] += CGFloat(20 * amount)
                    try view.reconfigureItems(at: [ItemPath(item: count - 1, section: 0)])
                case 3: // A keyboard shows or hides.
                    keyboard = keyboard > 0 ? 0 : CGFloat(100 + seed % 200)
                    try view.setContentInset(LayoutEdgeInsets(bottom: keyboard), animated: false)
                default: // The person scrolls somewhere and lets go.
                    let range = view.scrollableRange(.vertical)
                    let target = range.lowerBound + (range.upperBound - range.lowerBound) * CGFloat(seed) / 1000
                    view.setContentOffset(CGPoint(x: 0, y: target.rounded()), animated: false)
                    continue
                }
                view.layoutIfNeeded()
                let newEnd = max(0, view.contentSize.height + keyboard - 480)
                if wasAtEnd {
                    #expect(abs(view.contentOffset.y - newEnd) < 1e-6, "step \(kind): at the end before, \(view.contentOffset.y) after, end \(newEnd)")
                } else if let readPath, let readPosition, kind != 3,
                          let frame = view.layoutAttributesForItem(at: readPath)?.frame {
                    #expect(abs(frame.minY - view.contentOffset.y - readPosition) < 1e-6,
                            "step \(kind): message \(readPath.item) moved from \(readPosition) to \(frame.minY - view.contentOffset.y)")
                }
            }
        }
    }
}
