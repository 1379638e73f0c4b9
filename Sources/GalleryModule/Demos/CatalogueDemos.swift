import DiffableData
import Foundation
import LayoutCore
import LayoutHosting
import Layouts
import Simulation

/// The layouts apps ask for most (`catalogue-layouts.md`): a Pinterest-like board in a waterfall,
/// cards that size themselves in one, a photo library in justified rows, and a tag cloud.
enum CatalogueDemos {
    static let all = [waterfallBoard, waterfallSelfSizing, justifiedPhotos, justifiedRatiosLearned, tagCloud]

    /// The proportions (width ÷ height) of pin or photo `identity`: portraits, squares,
    /// landscapes, and now and then a panorama.
    static func aspectRatio(of identity: Int) -> CGFloat {
        let ratios: [CGFloat] = [0.75, 1, 1.5, 0.66, 1.33, 0.8, 1.78, 1, 0.56, 1.25, 3.2, 0.9]
        return ratios[(identity &* 7) % ratios.count]
    }

    static let waterfallBoard = Demo(
        name: "waterfall-board", title: "A Pinterest-like board",
        summary: "Pins at their photos' proportions in as many columns of at least 150 pt as fit (two on a phone), each going to the shortest column, every twelfth pin a banner across both. Pin 2 is carried to the third row and the pins between step back a place each, keeping their columns; then a fling down the board and back.",
        viewportSize: CGSize(width: 390, height: 700),
        script: [.wait(seconds: 0.2), .reorder(ItemPath(item: 1, section: 0), to: CGPoint(x: 100, y: 430), frames: 30, hold: 0.3),
                 .wait(seconds: 0.4)]
            + DemoStep.fling(drag: CGPoint(x: 0, y: -120), velocity: CGPoint(x: 0, y: 2400))
            + DemoStep.fling(drag: CGPoint(x: 0, y: 80), velocity: CGPoint(x: 0, y: -3600))
    ) { size, clock in
        let board = PinBoard(pins: Array(1...240))
        var configuration = WaterfallLayoutConfiguration(columns: .minimumWidth(150), columnSpacing: 8, itemSpacing: 8,
                                                         sectionInset: LayoutEdgeInsets(all: 8)) { path in
            board.isBanner(at: path.item) ? .aspectRatio(3) : .aspectRatio(aspectRatio(of: board.pin(at: path.item)))
        }
        configuration.spansAllColumns = { board.isBanner(at: $0.item) }
        let view = try SimulatedCollectionView(size: size, layout: try WaterfallLayout(configuration: configuration), itemCounts: [],
                                               clock: clock)
        let dataSource = try ReorderingDemos.reorderable(view, sections: [board.pins]) { board.pins = $0.finalSnapshot.itemIdentifiers }
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource]
        scene.decorate = { _, element in
            let pin = element[ElementAppearance.self]?.tint ?? element.indexPath.item
            DemoArtwork.stampPhoto(on: &element, aspectRatio: board.isBanner(pin: pin) ? 3 : aspectRatio(of: pin))
        }
        return scene
    }

    static let waterfallSelfSizing = Demo(
        name: "waterfall-self-sizing", title: "Cards that size themselves in a waterfall",
        summary: "Three columns of cards estimated 150 pt tall, each as tall as its text (70 to 269 pt). Entered at card 300, the board is dragged up through cards never sized: each grows upward as it comes in at the top, so nothing on screen moves and no card changes column, leaving gaps at the top of some columns. When the finger lifts, the content is at rest and the gaps close, animated, the card under the finger staying put; then a fling down, where cards grow downward as they come in at the bottom.",
        viewportSize: CGSize(width: 390, height: 700),
        script: [.drag(by: CGPoint(x: 0, y: 420), frames: 60), .release(velocity: .zero), .wait(seconds: 0.5)]
            + DemoStep.fling(drag: CGPoint(x: 0, y: -80), velocity: CGPoint(x: 0, y: 2000))
    ) { size, clock in
        let layout = try WaterfallLayout(configuration: WaterfallLayoutConfiguration(columns: .count(3), columnSpacing: 6, itemSpacing: 6,
                                                                                     sectionInset: LayoutEdgeInsets(all: 6)) { _ in .estimated(150) })
        let view = try SimulatedCollectionView(size: size, layout: layout, itemCounts: [600], clock: clock)
        let dataSource = AppearanceDataSource { ElementAppearance(title: "Card \($0.indexPath.item + 1)", tint: $0.indexPath.item % 9) }
        view.dataSource = dataSource
        try view.reloadData(itemCounts: [600])
        view.preferredSizeProvider = { CGSize(width: $0.frame.width, height: cardHeight($0.indexPath.item)) }
        try view.scrollToItem(at: ItemPath(item: 300, section: 0), at: .top, animated: false)
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource]
        return scene
    }

    /// How tall card `item`'s text makes it.
    static func cardHeight(_ item: Int) -> CGFloat { CGFloat(70 + (item * 53) % 200) }

    static let justifiedPhotos = Demo(
        name: "justified-photos", title: "A photo library in justified rows",
        summary: "Four months of photos at their proportions in rows aiming for 110 pt, each full row scaled to fill the width exactly, 3 pt apart; a panorama wider than the width at 110 pt is a row alone, rows grow to 200 pt at most, and each month's last row stays at 110 pt, leading. Month headers stay at the top until the next month pushes them away.",
        viewportSize: CGSize(width: 390, height: 700),
        script: DemoStep.fling(drag: CGPoint(x: 0, y: -120), velocity: CGPoint(x: 0, y: 1600))
            + DemoStep.fling(drag: CGPoint(x: 0, y: -60), velocity: CGPoint(x: 0, y: 2200))
            + DemoStep.fling(drag: CGPoint(x: 0, y: 80), velocity: CGPoint(x: 0, y: -4000))
    ) { size, clock in
        var configuration = JustifiedLayoutConfiguration(targetRowHeight: 110, spacing: 3) { aspectRatio(of: photo($0)) }
        configuration.maximumRowHeight = 200
        configuration.headerReferenceSize = CGSize(width: 0, height: 36)
        configuration.sectionHeadersPinToVisibleBounds = true
        let counts = [37, 52, 18, 61]
        let view = try SimulatedCollectionView(size: size, layout: try JustifiedLayout(configuration: configuration), itemCounts: counts,
                                               clock: clock, registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind]))
        let months = ["August", "September", "October", "November"]
        let dataSource = AppearanceDataSource { key in
            key.category == .cell ? ElementAppearance(title: "", tint: photo(key.indexPath))
                : ElementAppearance(title: months[key.indexPath.section % months.count])
        }
        view.dataSource = dataSource
        try view.reloadData(itemCounts: counts)
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource]
        scene.decorate = { _, element in
            DemoArtwork.stampPhoto(on: &element, aspectRatio: aspectRatio(of: element[ElementAppearance.self]?.tint ?? 0))
        }
        return scene
    }

    static let justifiedRatiosLearned = Demo(
        name: "justified-ratios-learned", title: "Photo proportions learned above the screen",
        summary: "A library of 400 photos at the proportions of their thumbnails, in rows aiming for 110 pt, scrolled to photo 200. The full images of 30 photos above the screen load with other proportions: their rows break again until a break falls where it fell, every later row moves by the difference, and the view keeps what is on screen exactly where it is. Dragging up then shows the rows that changed.",
        viewportSize: CGSize(width: 390, height: 700),
        script: [.wait(seconds: 0.3), .perform("load-above"), .wait(seconds: 0.3), .drag(by: CGPoint(x: 0, y: 500), frames: 40),
                 .release(velocity: .zero)]
    ) { size, clock in
        final class Library: @unchecked Sendable { var ratios = (0..<400).map { aspectRatio(of: $0 &* 5) } }
        let library = Library()
        let layout = try JustifiedLayout(configuration: JustifiedLayoutConfiguration(targetRowHeight: 110, spacing: 3) { library.ratios[$0.item] })
        let view = try SimulatedCollectionView(size: size, layout: layout, itemCounts: [400], clock: clock)
        let dataSource = AppearanceDataSource { ElementAppearance(title: "", tint: $0.indexPath.item) }
        view.dataSource = dataSource
        try view.reloadData(itemCounts: [400])
        try view.scrollToItem(at: ItemPath(item: 200, section: 0), at: .top, animated: false)
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource]
        scene.actions["load-above"] = {
            let first = view.visibleElements.filter { $0.category == .cell }.map(\.indexPath.item).min() ?? 0
            let loaded = max(0, first - 40)..<max(0, first - 10)
            for item in loaded { library.ratios[item] = aspectRatio(of: item) }
            layout.invalidateAspectRatios(ofItemsAt: loaded.map { ItemPath(item: $0, section: 0) })
            view.layoutIfNeeded()
        }
        scene.decorate = { _, element in
            DemoArtwork.stampPhoto(on: &element, aspectRatio: library.ratios[element.indexPath.item])
        }
        return scene
    }

    /// The photo at `path` of the library: its identity across the months.
    static func photo(_ path: ItemPath) -> Int { path.section * 100 + path.item }

    static let tagCloud = Demo(
        name: "flow-tag-cloud", title: "A tag cloud, aligned",
        summary: "Tags that size themselves to their words in a flow layout, three sections aligned three ways: at the leading edge, centred and at the trailing edge, 8 pt apart, instead of UIKit's lines spread across the width; the last section's tags of two heights sit at their lines' tops. Mirrored right to left.",
        viewportSize: CGSize(width: 390, height: 700),
        script: DemoStep.fling(drag: CGPoint(x: 0, y: -80), velocity: CGPoint(x: 0, y: 900))
            + DemoStep.fling(drag: CGPoint(x: 0, y: 60), velocity: CGPoint(x: 0, y: -1400))
    ) { size, clock in
        var configuration = FlowLayoutConfiguration(itemSize: CGSize(width: 60, height: 32), minimumLineSpacing: 8, minimumInteritemSpacing: 8,
                                                    sectionInset: LayoutEdgeInsets(top: 8, left: 12, bottom: 20, right: 12),
                                                    headerReferenceSize: CGSize(width: 0, height: 32))
        configuration.estimatedItemSize = CGSize(width: 60, height: 32)
        configuration.lineAlignmentForSection = { [FlowLineAlignment.leading, .center, .trailing][$0 % 3] }
        configuration.itemAlignmentForSection = { $0 == 2 ? .top : .center }
        let layout = try FlowLayout(configuration: configuration)
        let counts = [tags.count, tags.count, tags.count]
        let view = try SimulatedCollectionView(size: size, layout: layout, itemCounts: counts, clock: clock,
                                               registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind]))
        let headers = ["Leading", "Centred", "Trailing, tops aligned"]
        let dataSource = AppearanceDataSource { key in
            key.category == .cell ? ElementAppearance(title: tag(key.indexPath.item), tint: key.indexPath.item % 6)
                : ElementAppearance(title: headers[key.indexPath.section % headers.count])
        }
        view.dataSource = dataSource
        try view.reloadData(itemCounts: counts)
        view.preferredSizeProvider = { attributes in
            let word = tag(attributes.indexPath.item)
            return CGSize(width: CGFloat(24 + 9 * word.count), height: attributes.indexPath.section == 2 && word.count > 7 ? 44 : 32)
        }
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource]
        return scene
    }

    /// The word of tag `item` (items inserted later repeat the words).
    static func tag(_ item: Int) -> String { tags[item % tags.count] }

    /// The words of the tag cloud.
    static let tags = ["swift", "ios", "layout", "collection view", "waterfall", "ui", "diffable", "compositional", "self-sizing",
                       "accessibility", "rtl", "spring", "scroll", "snapshot", "prefix sums", "masonry", "tags", "flow", "justified",
                       "photos", "pinterest", "gallery", "bench", "linux"]
}

/// The order of a board's pins, as the app's store keeps it: what the waterfall's closures read,
/// updated by each reorder.
private final class PinBoard: @unchecked Sendable {
    var pins: [Int]

    init(pins: [Int]) { self.pins = pins }

    /// The pin at `index` of the board.
    func pin(at index: Int) -> Int { pins.indices.contains(index) ? pins[index] : 0 }

    /// Whether the pin at `index` is a banner across the columns.
    func isBanner(at index: Int) -> Bool { isBanner(pin: pin(at: index)) }

    /// Whether pin `pin` is a banner: every twelfth.
    func isBanner(pin: Int) -> Bool { pin % 12 == 0 }
}
