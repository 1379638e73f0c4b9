import Foundation
import LayoutCore
import Layouts
import Testing

/// The Chat article's block, run.
@Suite("Chat article")
struct ChatArticleExamples {
    struct Message: Sendable {
        let text: String
        let isMine: Bool
    }

    @Test func theArticlesChat() throws {
        let messages = [Message(text: "Hi", isMine: false), Message(text: "Hello!", isMine: true)]
        var configuration = ChatLayoutConfiguration(estimatedMessageHeight: 60) { path in
            messages[path.item].isMine ? .trailing : .leading
        }
        configuration.dateHeaderHeight = 28
        configuration.messageSpacing = 4
        let layout = try ChatLayout(configuration: configuration)

        try layout.prepare(in: LayoutContext(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), itemCounts: [2]))
        // Header 28, two rows of 4 + 60: 156 in 480, the gap 324; mine at the trailing edge.
        let mine = try #require(layout.layoutAttributesForItem(at: ItemPath(item: 1, section: 0))).frame
        #expect(abs(mine.maxX - (320 - 12)) < 1e-9)
        #expect(mine.maxY == 480)
        #expect(layout.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))?.frame.minX == 12)
    }
}
