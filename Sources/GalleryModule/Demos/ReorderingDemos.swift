import CompositionalLayoutModule
import DiffableData
import Foundation
import LayoutCore
import LayoutHosting
import Layouts
import Motion
import Simulation

/// Drag to reorder: a long press picks an item up, the finger carries it, the others make room,
/// and the diffable data source keeps the new order (its reordering handlers).
enum ReorderingDemos {
    static let all: [Demo] = [grid, sections, thumbnailStrip, collageSwap]

    static let grid = Demo(
        name: "reorder-grid", title: "Reorder a grid",
        summary: "A four-column grid fed by a diffable data source with reordering handlers: item 2 is carried to the fourth row and the items between step back one place each; then item 30 is carried to the top edge and held there, the content scrolling up by itself to the top, where it takes the first place.",
        viewportSize: CGSize(width: 390, height: 560),
        script: [.wait(seconds: 0.2), .reorder(ItemPath(item: 1, section: 0), to: CGPoint(x: 240, y: 340), frames: 30),
                 .wait(seconds: 0.4), .perform("scroll-down"), .wait(seconds: 0.2),
                 .reorder(ItemPath(item: 29, section: 0), to: CGPoint(x: 48, y: 20), frames: 24, hold: 1.2), .wait(seconds: 0.4)]
    ) { size, clock in
        let view = try SimulatedCollectionView(size: size, layout: CompositionalLayout.grid(), itemCounts: [], clock: clock)
        let dataSource = try reorderable(view, sections: [Array(1...48)])
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource]
        scene.actions["scroll-down"] = { view.setContentOffset(CGPoint(x: 0, y: 300), animated: true) }
        return scene
    }

    static let sections = Demo(
        name: "reorder-sections", title: "Reorder across sections",
        summary: "A compositional board of three sections (the last empty, its insets still there to drop on): an item moves within its section, then into the next one, then into the empty section, where it becomes the first item. Each section closes up or opens as the item leaves or joins it.",
        viewportSize: CGSize(width: 390, height: 560),
        script: [.wait(seconds: 0.2), .reorder(ItemPath(item: 0, section: 0), to: CGPoint(x: 330, y: 80), frames: 20),
                 .wait(seconds: 0.3), .reorder(ItemPath(item: 1, section: 0), to: CGPoint(x: 200, y: 260), frames: 24),
                 .wait(seconds: 0.3), .reorder(ItemPath(item: 0, section: 1), to: CGPoint(x: 195, y: 495), frames: 24),
                 .wait(seconds: 0.4)]
    ) { size, clock in
        let layout = CompositionalLayout { _, _ in
            let section = LayoutSection.grid(columns: 3, itemInsets: 4)
            section.contentInsets = LayoutEdgeInsets(top: 24, leading: 8, bottom: 24, trailing: 8)
            return section
        }
        let view = try SimulatedCollectionView(size: size, layout: layout, itemCounts: [], clock: clock)
        let dataSource = try reorderable(view, sections: [Array(1...3), Array(101...103), []])
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource]
        return scene
    }

    static let thumbnailStrip = Demo(
        name: "reorder-thumbnail-strip", title: "Reorder the thumbnail strip",
        summary: "The photo editor's strip: the wide photo 3 is carried into the focused place; the expanding focus widens to the photo now standing there (its own aspect ratio, read through the movement), and its neighbours make room.",
        viewportSize: CGSize(width: 390, height: PhotoEditorDemos.stripHeight),
        script: [.wait(seconds: 0.2), .reorder(ItemPath(item: 3, section: 0), to: CGPoint(x: 195, y: 33), frames: 30, hold: 0.4),
                 .wait(seconds: 0.4)]
    ) { size, clock in
        let order = PhotoOrder(Array(PhotoEditorDemos.photos.indices))
        let layout = try ThumbnailStripLayout(configuration: ThumbnailStripConfiguration(aspectRatio: { order.aspectRatio(at: $0.item) }))
        let inset = layout.centeringContentInset(forBoundsSize: size)
        let view = try SimulatedCollectionView(size: size, layout: layout, itemCounts: [], clock: clock, contentInset: inset)
        let dataSource = try reorderable(view, sections: [order.photos]) { order.photos = $0.finalSnapshot.itemIdentifiers }
        view.setContentOffset(CGPoint(x: -inset.left, y: 0), animated: false)
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource]
        scene.decorate = { _, element in
            DemoArtwork.stampPhoto(on: &element, aspectRatio: PhotoOrder.aspectRatio(ofPhoto: element[ElementAppearance.self]?.tint ?? 0))
        }
        return scene
    }

    static let collageSwap = Demo(
        name: "collage-swap", title: "Swap photos in a collage",
        summary: "A collage moves a photo by swapping it with the photo of the cell under the finger (InteractiveMovementStyle.swapsWithTarget): photo 1 is carried onto the top-right cell and trades places with photo 2, nothing else moving; then it is carried on to the bottom-left cell and trades with photo 3. The data source hears each swap as two moves.",
        viewportSize: CollageDemos.canvasSize,
        script: [.wait(seconds: 0.2), .reorder(ItemPath(item: 0, section: 0), to: CGPoint(x: 300, y: 200), frames: 24, hold: 0.4),
                 .wait(seconds: 0.3), .reorder(ItemPath(item: 1, section: 0), to: CGPoint(x: 100, y: 380), frames: 24),
                 .wait(seconds: 0.4)]
    ) { size, clock in
        let layout = try CollageLayout(configuration: CollageLayoutConfiguration(template: try CollageDemos.quarters))
        let view = try SimulatedCollectionView(size: size, layout: layout, itemCounts: [], clock: clock,
                                               registering: ViewRegistry(supplementaryKinds: [CollageLayout.placeholderKind],
                                                                         decorationKinds: [CollageLayout.dividerKind]))
        let dataSource = try reorderable(view, sections: [Array(1...4)])
        let scene = DemoScene(views: [view])
        scene.retained = [dataSource]
        scene.decorate = { _, element in
            DemoArtwork.stampPhoto(on: &element, aspectRatio: 1.3)
            CollageDemos.labelCanvas(&element)
        }
        return scene
    }

    /// A diffable data source showing `sections` (numbers, each its own colour) in `view`, every
    /// item reorderable; `didReorder` hears each reorder.
    static func reorderable(_ view: SimulatedCollectionView, sections: [[Int]],
                            didReorder: ((DiffableDataSourceTransaction<Int, Int>) -> Void)? = nil) throws -> DiffableDataSource<Int, Int> {
        let dataSource = DiffableDataSource<Int, Int>(collectionView: view) { cell, _, item in
            cell.setAppearance(ElementAppearance(title: "\(item)", tint: item), animationDuration: 0)
        }
        dataSource.reorderingHandlers = .init(canReorderItem: { _ in true }, didReorder: didReorder)
        var snapshot = DiffableSnapshot<Int, Int>()
        try snapshot.appendSections(Array(sections.indices))
        for (section, items) in sections.enumerated() { try snapshot.appendItems(items, toSection: section) }
        try dataSource.apply(snapshot, animatingDifferences: false)
        return dataSource
    }
}

/// The order of the editor's photos in a strip a person reorders: what the strip's aspect-ratio
/// closure reads (the app's store, updated by each reorder).
private final class PhotoOrder: @unchecked Sendable {
    var photos: [Int]

    init(_ photos: [Int]) { self.photos = photos }

    /// The aspect ratio of the photo at `index` of the data.
    func aspectRatio(at index: Int) -> CGFloat {
        photos.indices.contains(index) ? Self.aspectRatio(ofPhoto: photos[index]) : 0.5
    }

    /// The aspect ratio of photo `photo` of the editor's list.
    static func aspectRatio(ofPhoto photo: Int) -> CGFloat {
        PhotoEditorDemos.photos.indices.contains(photo) ? PhotoEditorDemos.photos[photo].aspectRatio : 0.5
    }
}
