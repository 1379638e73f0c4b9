import DiffableData
import Foundation
import LayoutCore
import Layouts
import Simulation

/// Cells that size themselves in the table and flow layouts, and the anchor rule that keeps what
/// a person is looking at in place while they do, while rows are inserted above, and while a
/// scroll to an item crosses rows never sized.
enum SelfSizingDemos {
    static let all = [table, loadEarlier, flowTags]

    static let table = Demo(
        name: "table-self-sizing", title: "Rows that size themselves",
        summary: "A table of 400 rows estimated 44 pt tall, each as tall as its message (36 to 124 pt). Entered at row 200, it is dragged up through rows never sized: each grows as it comes in at the top, and nothing below it moves. Then a scroll to row 330 crosses rows never sized and lands with the row exactly at the top.",
        viewportSize: CGSize(width: 320, height: 480),
        script: [.drag(by: CGPoint(x: 0, y: 300), frames: 40), .release(velocity: .zero)]
            + DemoStep.fling(drag: CGPoint(x: 0, y: 60), velocity: CGPoint(x: 0, y: -1800))
            + [.scrollToItem(ItemPath(item: 330, section: 0), .top, animated: true), .settle(maximumSeconds: 3)]
    ) { size, clock in
        let view = try SimulatedCollectionView(size: size, layout: try TableLayout(estimatedRowHeight: 44), itemCounts: [400], clock: clock)
        let dataSource = AppearanceDataSource { ElementAppearance(title: "Message \($0.indexPath.item + 1)", tint: $0.indexPath.item) }
        view.dataSource = dataSource
        try view.reloadData(itemCounts: [400])
        view.preferredSizeProvider = { CGSize(width: $0.frame.width, height: messageHeight($0.indexPath.item)) }
        try view.scrollToItem(at: ItemPath(item: 200, section: 0), at: .top, animated: false)
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource]
        return scene
    }

    static let loadEarlier = Demo(
        name: "table-load-earlier", title: "Loading earlier rows keeps your place",
        summary: "A conversation of self-sizing messages, read at message 20: twice, twenty earlier messages are inserted above it, as a chat loads history. The anchor rule moves the offset by what was inserted, so the message the person reads stays where it is; a drag up then brings the new messages in, each sizing itself without a jump.",
        viewportSize: CGSize(width: 320, height: 480),
        script: [.wait(seconds: 0.3), .perform("load-earlier"), .wait(seconds: 0.6), .perform("load-earlier"), .wait(seconds: 0.6),
                 .drag(by: CGPoint(x: 0, y: 360), frames: 48), .release(velocity: .zero), .settle(maximumSeconds: 2)]
    ) { size, clock in
        let view = try SimulatedCollectionView(size: size, layout: try TableLayout(estimatedRowHeight: 44), itemCounts: [], clock: clock)
        let dataSource = DiffableDataSource<Int, Int>(collectionView: view) { cell, _, message in
            cell.setAppearance(ElementAppearance(title: "Message \(message)", tint: message), animationDuration: 0)
        }
        var snapshot = DiffableSnapshot<Int, Int>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(Array(101...160))
        try dataSource.apply(snapshot, animatingDifferences: false)
        view.preferredSizeProvider = { [weak dataSource] attributes in
            dataSource?.itemIdentifier(for: attributes.indexPath).map { CGSize(width: attributes.frame.width, height: messageHeight($0)) }
        }
        try view.scrollToItem(at: ItemPath(item: 19, section: 0), at: .top, animated: false)
        var earliest = 101
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource]
        scene.actions["load-earlier"] = {
            var snapshot = dataSource.snapshot()
            let earlier = Array(earliest - 20..<earliest)
            earliest -= 20
            if let first = snapshot.itemIdentifiers.first {
                try snapshot.insertItems(earlier, beforeItem: first)
            }
            try dataSource.apply(snapshot)
        }
        return scene
    }

    static let flowTags = Demo(
        name: "flow-self-sizing", title: "Tags that size themselves",
        summary: "A flow layout with automaticSize: every tag starts at the first tag's size and takes its own width (48 to 136 pt) as it comes on screen, and the lines break again around it, as UIKit's flow layout does with estimatedItemSize.",
        viewportSize: CGSize(width: 320, height: 480),
        script: DemoStep.fling(drag: CGPoint(x: 0, y: -120), velocity: CGPoint(x: 0, y: 1600))
            + DemoStep.fling(drag: CGPoint(x: 0, y: 80), velocity: CGPoint(x: 0, y: -2400))
    ) { size, clock in
        var configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 60, height: 32), minimumLineSpacing: 8, minimumInteritemSpacing: 8,
                                                    sectionInset: LayoutEdgeInsets(all: 12))
        configuration.estimatedItemSize = FlowLayout.automaticSize
        let view = try SimulatedCollectionView(size: size, layout: try FlowLayout(configuration: configuration), itemCounts: [240],
                                               clock: clock)
        let dataSource = AppearanceDataSource { ElementAppearance(title: "#\($0.indexPath.item + 1)", tint: $0.indexPath.item % 7) }
        view.dataSource = dataSource
        try view.reloadData(itemCounts: [240])
        view.preferredSizeProvider = { CGSize(width: tagWidth($0.indexPath.item), height: 32) }
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource]
        return scene
    }

    /// The height of message `id`: one to five lines of text.
    static func messageHeight(_ id: Int) -> CGFloat {
        36 + CGFloat((id * 37) % 5) * 22
    }

    /// The width of tag `item`: its text, 48 to 136 points.
    static func tagWidth(_ item: Int) -> CGFloat {
        48 + CGFloat((item * 53) % 12) * 8
    }
}
