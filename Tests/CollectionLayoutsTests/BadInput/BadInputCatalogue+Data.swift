@_spi(Testing) import DiffableData
import Foundation
import GalleryModule
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Screens
@_spi(Testing) import Simulation
import Rendering

extension BadInputCatalogue {
    /// Snapshots, section snapshots, the data source and the screen controllers.
    static var dataAndScreens: [BadInput] {
        typealias Snapshot = DiffableSnapshot<String, Int>
        @Sendable func snapshot() throws -> Snapshot {
            var snapshot = Snapshot()
            try snapshot.appendSections(["a", "b"])
            try snapshot.appendItems([1, 2, 3], toSection: "a")
            try snapshot.appendItems([4, 5], toSection: "b")
            return snapshot
        }
        @Sendable func outline() throws -> SectionSnapshot<Int> {
            var outline = SectionSnapshot<Int>()
            try outline.append([1, 2])
            try outline.append([10, 11], to: 1)
            return outline
        }
        let size = CGSize(width: 390, height: 844)
        @Sendable func pizzaViews(rows: Int = 6) throws -> [SimulatedCollectionView] {
            let clock = ManualClock()
            return try [PizzaHalfOrientation.left, .right].map { orientation in
                try SimulatedCollectionView(size: CGSize(width: 195, height: 700),
                                            layout: PizzaHalfSelectorLayout(configuration: PizzaHalfSelectorConfiguration(orientation: orientation)),
                                            itemCounts: [rows], clock: clock, registering: SweptLayout.pizzaCaptions)
            }
        }
        @Sendable func editor(photos: Int = 6) throws -> (PhotoEditorController<EditorPhoto>, SimulatedCollectionView, SimulatedCollectionView) {
            let clock = ManualClock()
            let preview = try SimulatedCollectionView(size: CGSize(width: 390, height: 600), layout: ParallaxPreviewLayout(),
                                                      itemCounts: [photos], clock: clock)
            let thumbnails = try SimulatedCollectionView(size: CGSize(width: 390, height: 66), layout: ThumbnailStripLayout(),
                                                         itemCounts: [photos], clock: clock)
            let controller = try PhotoEditorController(preview: preview, thumbnails: thumbnails,
                                                       photos: (0..<photos).map { EditorPhoto(name: "\($0)", aspectRatio: 0.5) },
                                                       aspectRatio: \.aspectRatio, clock: clock)
            return (controller, preview, thumbnails)
        }
        /// An editor over `photos` photos with six items in each view and `preview` as the preview's layout.
        @Sendable func editorOver(photos: Int, preview layout: any CollectionLayout) throws {
            let clock = ManualClock()
            let preview = try SimulatedCollectionView(size: size, layout: layout, itemCounts: [6], clock: clock)
            let thumbnails = try SimulatedCollectionView(size: size, layout: ThumbnailStripLayout(), itemCounts: [6], clock: clock)
            _ = try PhotoEditorController(preview: preview, thumbnails: thumbnails,
                                          photos: (0..<photos).map { EditorPhoto(name: "\($0)", aspectRatio: 1) },
                                          aspectRatio: \.aspectRatio, clock: clock)
        }
        return [
            refuses("snapshot: duplicate sections", "section identifiers [\"a\"] are given twice") { var s = try snapshot(); try s.appendSections(["a"]) },
            refuses("snapshot: duplicate items in one call", "item identifiers [\"7\"]") { var s = try snapshot(); try s.appendItems([7, 7]) },
            refuses("snapshot: an item already present", "item identifiers [\"1\"]") { var s = try snapshot(); try s.appendItems([1], toSection: "b") },
            refuses("snapshot: items to a missing section", "section identifiers [\"z\"] are not in the snapshot") {
                var s = try snapshot(); try s.appendItems([9], toSection: "z")
            },
            refuses("snapshot: items without sections", "without sections") { var s = Snapshot(); try s.appendItems([1]) },
            refuses("snapshot: insert before a missing item", "[\"99\"] are not in the snapshot") {
                var s = try snapshot(); try s.insertItems([9], beforeItem: 99)
            },
            refuses("snapshot: delete a missing item", "[\"99\"] are not in the snapshot") { var s = try snapshot(); try s.deleteItems([99]) },
            refuses("snapshot: move a missing item", "[\"99\"]") { var s = try snapshot(); try s.moveItem(99, afterItem: 1) },
            refuses("snapshot: move an item after itself", "relative to itself") { var s = try snapshot(); try s.moveItem(1, afterItem: 1) },
            refuses("snapshot: reload a missing item", "[\"99\"]") { var s = try snapshot(); try s.reloadItems([99]) },
            refuses("snapshot: reconfigure a missing item", "[\"99\"]") { var s = try snapshot(); try s.reconfigureItems([99]) },
            refuses("snapshot: delete a missing section", "[\"z\"]") { var s = try snapshot(); try s.deleteSections(["z"]) },
            refuses("snapshot: move a missing section", "[\"z\"]") { var s = try snapshot(); try s.moveSection("z", afterSection: "a") },
            refuses("snapshot: insert sections before a missing one", "[\"z\"]") { var s = try snapshot(); try s.insertSections(["c"], beforeSection: "z") },
            refuses("snapshot: count of a missing section", "[\"z\"]") { _ = try snapshot().numberOfItems(inSection: "z") },
            clamps("snapshot: out-of-range positions answer nil") {
                let s = try snapshot()
                BadInput.require(s.itemIdentifier(section: 5, item: 0) == nil && s.itemIdentifier(section: 0, item: -1) == nil,
                                 "out-of-range position answered")
            },
            refuses("section snapshot: append to a missing parent", "[\"99\"]") { var o = try outline(); try o.append([5], to: 99) },
            refuses("section snapshot: duplicate children", "[\"10\"]") { var o = try outline(); try o.append([10], to: 2) },
            refuses("section snapshot: expand a missing item", "[\"99\"]") { var o = try outline(); try o.expand([99]) },
            refuses("section snapshot: snapshot of a missing parent", "[\"99\"]") { _ = try outline().snapshot(of: 99) },
            refuses("section snapshot: insert before a missing sibling", "[\"99\"]") { var o = try outline(); try o.insert([7], before: 99) },
            refuses("data source: applying a snapshot whose counts exceed the maximum", "a section holds at most") {
                let view = try SimulatedCollectionView(size: size, layout: FlowLayout(), itemCounts: [], clock: ManualClock())
                let source = DiffableDataSource<String, Int>(collectionView: view) { view, path, _ in
                    try view.dequeueReusableCell(withReuseIdentifier: SimulatedCollectionView.defaultCellReuseIdentifier, for: path)
                }
                var s = Snapshot()
                try s.appendSections(["a"])
                try s.appendItems(Array(0..<10_000_001))
                try source.applySnapshotUsingReloadData(s)
            },
            clamps("data source: identifiers of out-of-range positions are nil") {
                let view = try SimulatedCollectionView(size: size, layout: FlowLayout(), itemCounts: [], clock: ManualClock())
                let source = DiffableDataSource<String, Int>(collectionView: view) { view, path, _ in
                    try view.dequeueReusableCell(withReuseIdentifier: SimulatedCollectionView.defaultCellReuseIdentifier, for: path)
                }
                try source.apply(snapshot(), animatingDifferences: false)
                BadInput.require(source.itemIdentifier(for: ItemPath(item: 9, section: 0)) == nil, "item 9 answered")
                BadInput.require(source.itemIdentifier(for: ItemPath(item: 0, section: -1)) == nil, "section -1 answered")
                BadInput.require(source.sectionIdentifier(for: 5) == nil, "section 5 answered")
            },
            refuses("pizza coordinator: a table instead of a pizza half", "left half's layout") {
                let views = try pizzaViews()
                let table = try SimulatedCollectionView(size: size, layout: TableLayout(itemSize: CGSize(width: 0, height: 44)),
                                                        itemCounts: [6], clock: ManualClock())
                _ = try PizzaHalvesCoordinator(left: table, right: views[1], menu: Array(repeating: "x", count: 6))
            },
            refuses("pizza coordinator: two left halves", "right half's layout") {
                let views = try pizzaViews()
                _ = try PizzaHalvesCoordinator(left: views[0], right: views[0], menu: Array(repeating: "x", count: 6))
            },
            refuses("pizza coordinator: a menu shorter than the rows", "menu.count is 5; expected 6") {
                let views = try pizzaViews()
                _ = try PizzaHalvesCoordinator(left: views[0], right: views[1], menu: Array(repeating: "x", count: 5))
            },
            clamps("pizza coordinator: a half's layout replaced, then scrolled, detaches") {
                let views = try pizzaViews()
                let coordinator = try PizzaHalvesCoordinator(left: views[0], right: views[1], menu: (0..<6).map { "\($0)" })
                try views[0].setCollectionViewLayout(TableLayout(itemSize: CGSize(width: 0, height: 44)))
                views[0].setContentOffset(CGPoint(x: 0, y: 300), animated: false)
                views[1].setContentOffset(CGPoint(x: 0, y: 300), animated: false)
                var generator = SplitMix64(seed: 1)
                coordinator.shuffle(using: &generator)
                BadInput.require(!coordinator.isAttached, "still attached")
                BadInput.require(views[0].delegate == nil && views[1].delegate == nil, "still a delegate")
            },
            refuses("photo editor: photos and items differ", "photos.count is 5; expected 6") {
                try editorOver(photos: 5, preview: ParallaxPreviewLayout())
            },
            refuses("photo editor: a flow layout as the preview", "a ParallaxPreviewLayout") {
                try editorOver(photos: 6, preview: FlowLayout())
            },
            refuses("photo editor: delete photo 6 of 6", "photo index 6 is out of range for 6 photos") { try editor().0.deletePhoto(at: 6) },
            refuses("photo editor: delete photo -1", "photo index -1 is out of range") { try editor().0.deletePhoto(at: -1) },
            refuses("photo editor: delete with only 2 photos", "only 2 remain") { try editor(photos: 2).0.deletePhoto(at: 0) },
            refuses("photo editor: focus on photo Int.max", "out of range") { try editor().0.focus(on: .max) },
            refuses("photo editor: a second delete while one animates", "already animating") {
                let (controller, _, _) = try editor()
                try controller.deletePhoto(at: 1)
                try controller.deletePhoto(at: 1)
            },
            refuses("photo editor: rotate to a NaN size", "nan") { try editor().0.rotate(to: CGSize(width: CGFloat.nan, height: 600)) },
            clamps("photo editor: NaN expanding rate is ignored, 5 clamped to 1") {
                let (controller, _, _) = try editor()
                controller.animateExpandingRate(to: .nan)
                controller.animateExpandingRate(to: 5)
                guard let clock = controller.clock as? ManualClock else { fatalError("needs a ManualClock") }
                clock.advance(by: 1)
                let rate = controller.thumbnailsLayout.configuration.expandingRate
                BadInput.require(rate == 1, "rate \(rate)")
            },
            clamps("photo editor: the preview's layout replaced, then scrolled, detaches") {
                let (controller, preview, thumbnails) = try editor()
                try preview.setCollectionViewLayout(FlowLayout())
                preview.setContentOffset(CGPoint(x: 500, y: 0), animated: false)
                thumbnails.setContentOffset(CGPoint(x: 100, y: 0), animated: false)
                BadInput.require(!controller.isAttached, "still attached")
            },
            refuses("photos screen: a photo in two months", "item identifiers [\"photo 1\"]") {
                _ = try PhotosController<DemoPhoto>(months: [PhotosController<DemoPhoto>.Month(title: "July", photos: [DemoPhoto(id: 1, day: "1")]),
                                                  PhotosController<DemoPhoto>.Month(title: "August", photos: [DemoPhoto(id: 1, day: "2")])])
            },
            refuses("photos screen: a month title twice", "section identifiers") {
                _ = try PhotosController<DemoPhoto>(months: [PhotosController<DemoPhoto>.Month(title: "July", photos: [DemoPhoto(id: 1, day: "1")]),
                                                  PhotosController<DemoPhoto>.Month(title: "July", photos: [DemoPhoto(id: 2, day: "2")])])
            },
        ]
    }
}
