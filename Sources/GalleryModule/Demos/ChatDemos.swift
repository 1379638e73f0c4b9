import Foundation
import LayoutCore
import LayoutHosting
import Layouts
import Simulation

/// A conversation in a `ChatLayout` (`catalogue-layouts.md`, "Chat"): messages from the bottom
/// up, a reply that streams in and is followed while the person is at the bottom, history read
/// while it keeps growing, and a keyboard.
enum ChatDemos {
    static let all = [streamingReply, pinnedQuestion]

    /// The height of message `item`'s bubble: one to five lines of text.
    static func height(of item: Int) -> CGFloat { CGFloat(40 + (item * 37) % 5 * 20) }

    /// Send, the typing indicator, four lines of the reply; up into history while three more
    /// arrive; back to the newest; one more line and a keyboard that opens and closes.
    static let script: [DemoStep] = {
        let stream: [DemoStep] = [.perform("stream"), .wait(seconds: 0.15)]
        var steps: [DemoStep] = [.wait(seconds: 0.3), .perform("send"), .wait(seconds: 0.4), .perform("typing"), .wait(seconds: 0.3)]
        for _ in 0..<4 { steps += stream }
        steps += [.drag(by: CGPoint(x: 0, y: 300), frames: 30), .release(velocity: .zero), .wait(seconds: 0.3)]
        for _ in 0..<3 { steps += stream }
        steps += [.scrollToItem(ItemPath(item: 41, section: 1), .bottom, animated: true), .settle(maximumSeconds: 2),
                  .wait(seconds: 0.3), .perform("stream"), .wait(seconds: 0.3), .perform("keyboard"), .wait(seconds: 0.8),
                  .perform("hide keyboard"), .wait(seconds: 0.6)]
        return steps
    }()

    static let streamingReply = Demo(
        name: "chat-streaming-reply", title: "A chat following a reply as it streams in",
        summary: "Forty messages a day under pinned date headers, the person's on the right, the other side's on the left, each bubble as wide and tall as its text. The chat opens at the newest message. A question is sent, the typing indicator shows, and the reply grows line by line: the view follows it while the person is at the bottom. Dragged up to read history, the reply grows on below the screen and nothing moves; scrolled back to the newest message (the app's Latest button), it is followed again. Then a keyboard opens (300 pt at the bottom, not drawn) and the last message stays above it, and closes again.",
        viewportSize: CGSize(width: 390, height: 700),
        script: script
    ) { size, clock in
        final class Conversation {
            var heights: [[CGFloat]] = [(0..<40).map(height(of:)), (40..<80).map(height(of:))]
        }
        let conversation = Conversation()
        var configuration = ChatLayoutConfiguration(estimatedMessageHeight: 60) { path in
            path.item.isMultiple(of: 3) ? .trailing : .leading
        }
        configuration.dateHeaderHeight = 32
        configuration.messageSpacing = 6
        let layout = try ChatLayout(configuration: configuration)
        let view = try SimulatedCollectionView(
            size: size, layout: layout, itemCounts: conversation.heights.map(\.count), clock: clock,
            registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind, ChatLayout.typingIndicatorKind]))
        let days = ["Yesterday", "Today"]
        let dataSource = AppearanceDataSource { key in
            switch key.category {
            case .cell: ElementAppearance(title: "Message \(key.indexPath.item + 1)", tint: key.indexPath.item.isMultiple(of: 3) ? 4 : 8)
            case .supplementaryView(ElementCategory.headerKind): ElementAppearance(title: days[key.indexPath.section % days.count], tint: 0)
            default: ElementAppearance(title: "typing…", tint: 2)
            }
        }
        view.dataSource = dataSource
        try view.reloadData(itemCounts: conversation.heights.map(\.count))
        view.preferredSizeProvider = { attributes in
            let path = attributes.indexPath
            guard attributes.category == .cell, conversation.heights.indices.contains(path.section), conversation.heights[path.section].indices.contains(path.item)
            else { return nil }
            let height = conversation.heights[path.section][path.item]
            return CGSize(width: min(attributes.frame.width, 120 + height * 2), height: height)
        }
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource, conversation]
        let today = 1
        scene.actions["send"] = {
            let count = conversation.heights[today].count
            conversation.heights[today].append(40)
            try view.performBatchUpdates(itemCounts: conversation.heights.map(\.count), updatingData: {}, {
                $0.insertItems(at: [ItemPath(item: count, section: today)])
            }, completion: nil)
        }
        scene.actions["typing"] = {
            layout.setShowsTypingIndicator(true)
            view.layoutIfNeeded()
        }
        scene.actions["stream"] = {
            if layout.showsTypingIndicator {
                // The reply arrives: the indicator gives way to its first line.
                layout.setShowsTypingIndicator(false)
                let count = conversation.heights[today].count
                conversation.heights[today].append(40)
                try view.performBatchUpdates(itemCounts: conversation.heights.map(\.count), updatingData: {}, {
                    $0.insertItems(at: [ItemPath(item: count, section: today)])
                }, completion: nil)
                return
            }
            let last = conversation.heights[today].count - 1
            conversation.heights[today][last] += 40
            try view.reconfigureItems(at: [ItemPath(item: last, section: today)])
        }
        scene.actions["keyboard"] = {
            try view.setContentInset(LayoutEdgeInsets(bottom: 300), animated: true)
        }
        scene.actions["hide keyboard"] = {
            try view.setContentInset(.zero, animated: true)
        }
        return scene
    }

    static let pinnedQuestion = Demo(
        name: "chat-pinned-question", title: "A question pinned to the top while its answer streams in",
        summary: "An assistant's chat: the question sent is pinned to the top of the screen (ChatLayout.pinMessageToTop), a reserve below it holding the screen, and the answer streams in under it, two lines at a time, without moving it. Once the answer outgrows the screen the reserve collapses and the view follows the answer's end.",
        viewportSize: CGSize(width: 390, height: 700),
        script: [.wait(seconds: 0.3), .perform("ask"), .wait(seconds: 0.5)]
            + Array(repeating: [DemoStep.perform("stream"), .wait(seconds: 0.2)], count: 9).flatMap { $0 } + [.wait(seconds: 0.3)]
    ) { size, clock in
        final class Conversation {
            var heights: [CGFloat] = (0..<12).map(height(of:))
        }
        let conversation = Conversation()
        var configuration = ChatLayoutConfiguration(estimatedMessageHeight: 60) { path in
            path.item.isMultiple(of: 2) ? .trailing : .leading
        }
        configuration.messageSpacing = 6
        let layout = try ChatLayout(configuration: configuration)
        let view = try SimulatedCollectionView(size: size, layout: layout, itemCounts: [conversation.heights.count], clock: clock)
        let dataSource = AppearanceDataSource { key in
            ElementAppearance(title: key.indexPath.item.isMultiple(of: 2) ? "Question \(key.indexPath.item / 2 + 1)"
                                : "Answer \(key.indexPath.item / 2 + 1)", tint: key.indexPath.item.isMultiple(of: 2) ? 4 : 8)
        }
        view.dataSource = dataSource
        try view.reloadData(itemCounts: [conversation.heights.count])
        view.preferredSizeProvider = { attributes in
            guard attributes.category == .cell, conversation.heights.indices.contains(attributes.indexPath.item) else { return nil }
            let height = conversation.heights[attributes.indexPath.item]
            return CGSize(width: min(attributes.frame.width, 160 + height), height: height)
        }
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource, conversation]
        scene.actions["ask"] = {
            let count = conversation.heights.count
            conversation.heights += [60, 40]
            try view.performBatchUpdates(itemCounts: [conversation.heights.count], updatingData: {}, {
                $0.insertItems(at: [ItemPath(item: count, section: 0), ItemPath(item: count + 1, section: 0)])
            }, completion: nil)
            try layout.pinMessageToTop(at: ItemPath(item: count, section: 0))
        }
        scene.actions["stream"] = {
            let last = conversation.heights.count - 1
            conversation.heights[last] += 80
            try view.reconfigureItems(at: [ItemPath(item: last, section: 0)])
        }
        return scene
    }
}
