import Foundation
import Testing
import CollectionLayouts
import CollectionLayoutsTesting
import Screens

/// The code of the seed-system articles (Screens, Layouts and CompositionalLayout catalogs),
/// run as written, with the numbers the articles state.
@Suite("Seed system article examples")
struct SeedSystemArticleExamples {
    @Test func pizzaFromTwoHalves() throws {
        let clock = ManualClock(framesPerSecond: 60)
        let menu = ["Margherita", "Pepperoni", "Four cheese", "Hawaiian", "Veggie"]
        let captions = ViewRegistry(supplementaryKinds: [PizzaHalfSelectorLayout.captionKind])
        let halves = try [PizzaHalfOrientation.left, .right].map { orientation in
            let layout = try PizzaHalfSelectorLayout(configuration: .init(orientation: orientation, variant: .classic, itemHeight: 160))
            let half = try SimulatedCollectionView(size: CGSize(width: 187, height: 600), layout: layout,
                                                   itemCounts: [menu.count], clock: clock, registering: captions)
            half.decelerationRate = .fast
            return half
        }
        // Gives each half its centering inset, so the first and last pizzas reach the center.
        let coordinator = try PizzaHalvesCoordinator(left: halves[0], right: halves[1], menu: menu)
        #expect(halves[0].contentInset.top == 220)
        #expect(coordinator.state.centralCaption == "Margherita")

        let right = halves[1]
        right.beginDragging()
        right.drag(by: CGPoint(x: 0, y: -40))                 // the finger moves up
        right.endDragging(velocity: CGPoint(x: 0, y: 1500))  // and flings
        clock.run(until: { right.isAtRest })
        // coordinator.state: left 0, right 1, centralCaption nil (two different halves)
        #expect(coordinator.state.leftIndex == 0 && coordinator.state.rightIndex == 1 && coordinator.state.centralCaption == nil)
        #expect(abs(right.contentOffset.y - (160 - 220)) < 1e-9)

        right.beginDragging()
        right.drag(by: CGPoint(x: 0, y: -35))                 // a small drag
        right.endDragging(velocity: CGPoint(x: 0, y: 80))    // released almost still
        clock.run(until: { right.isAtRest })
        // It glides back: the right half still shows pizza 1.
        #expect(coordinator.state.rightIndex == 1)
        #expect(abs(right.contentOffset.y - (160 - 220)) < 1e-9)
    }

    @Test func spinningWheel() throws {
        let clock = ManualClock(framesPerSecond: 60)
        var configuration = WheelLayoutConfiguration()   // 55 × 55 items π/4 apart, 7 on the arc
        configuration.snapsToItems = true
        let wheel = try WheelLayout(configuration: configuration)
        let view = try SimulatedCollectionView(size: CGSize(width: 320, height: 480), layout: wheel,
                                               itemCounts: [20], clock: clock)
        // radius (320 − 2·55 − 2·5)/2 = 100; item 0 at 5π/4, the upper left:
        // center (160 + 100·cos 5π/4, 240 + 100·sin 5π/4) = (89.3, 169.3)
        let first = try #require(view.layoutAttributesForItem(at: ItemPath(item: 0, section: 0)))
        #expect(abs(first.center.x - 89.289) < 0.001 && abs(first.center.y - 169.289) < 0.001)
        // Content 20 · 55 = 1100 wide; one item turns the wheel every (1100 − 320)/(20 − 7) = 60 points.
        #expect(wheel.itemStep == 60)

        view.beginDragging()
        view.drag(by: CGPoint(x: -150, y: 0))
        view.endDragging(velocity: CGPoint(x: 300, y: 0))
        clock.run(until: { view.isAtRest })
        // view.contentOffset.x is a whole number of steps: 300, five items turned
        #expect(view.contentOffset.x == 300)
        #expect(view.visibleElements.allSatisfy { $0[WheelAngle.self] != nil })
    }

    @Test func carousels() throws {
        let clock = ManualClock(framesPerSecond: 60)
        var configuration = CarouselLayoutConfiguration(type: .coverFlow)
        configuration.itemSize = CGSize(width: 200, height: 200)
        let carousel = try CarouselLayout(configuration: configuration)
        let view = try SimulatedCollectionView(size: CGSize(width: 480, height: 300), layout: carousel,
                                               itemCounts: [50], clock: clock)
        view.beginDragging()
        view.drag(by: CGPoint(x: -80, y: 0))
        view.endDragging(velocity: CGPoint(x: 1200, y: 0))
        clock.run(until: { view.isAtRest })
        // carousel.currentItemIndex is a whole item and view.contentOffset.x is 200 · that item
        #expect(view.contentOffset.x == 200 * CGFloat(carousel.currentItemIndex))
        #expect(carousel.currentItemIndex > 0)
        let centred = try #require(view.layoutAttributesForItem(at: ItemPath(item: carousel.currentItemIndex, section: 0)))
        #expect(centred[CarouselOffsetKey.self] == 0)

        for type in CarouselType.allCases {
            let layout = try CarouselLayout(configuration: CarouselLayoutConfiguration(type: type))
            _ = try SimulatedCollectionView(size: CGSize(width: 480, height: 300), layout: layout, itemCounts: [50], clock: clock)
        }
    }

    @Test func photoEditor() throws {
        let clock = ManualClock(framesPerSecond: 60)
        struct Photo { let name: String; let aspectRatio: CGFloat }   // the app's own photo
        let photos = (0..<12).map { Photo(name: "Photo \($0 + 1)", aspectRatio: [0.5, 1, 1.5, 2][$0 % 4]) }
        let preview = try SimulatedCollectionView(size: CGSize(width: 390, height: 600), layout: ParallaxPreviewLayout(),
                                                  itemCounts: [photos.count], clock: clock)
        preview.isPagingEnabled = true
        let strip = try SimulatedCollectionView(size: CGSize(width: 390, height: 66), layout: ThumbnailStripLayout(),
                                                itemCounts: [photos.count], clock: clock)
        let editor = try PhotoEditorController(preview: preview, thumbnails: strip, photos: photos, aspectRatio: \.aspectRatio, clock: clock)

        preview.beginDragging()
        preview.drag(by: CGPoint(x: -150, y: 0))
        preview.endDragging(velocity: CGPoint(x: 900, y: 0))
        clock.run(until: { preview.isAtRest && strip.isAtRest })
        // editor.activeIndex == 1: the preview paged once and the strip centred thumbnail 1
        #expect(editor.activeIndex == 1)
        #expect(preview.contentOffset.x == 390)
        let active = try #require(strip.visibleElements.first { $0.indexPath.item == 1 })
        #expect(active.visibleFrame.contains(CGPoint(x: strip.bounds.midX, y: strip.bounds.midY)))
        // Photo 2 is square: its thumbnail widens to the strip's height.
        #expect(abs(active.visibleFrame.width - active.visibleFrame.height) < 0.5)

        try editor.deletePhoto(at: editor.activeIndex)
        clock.run(until: { !editor.isAnimating })
        // editor.photos.count == 11; the next photo takes the deleted one's place
        #expect(editor.photos.count == 11)
        #expect(editor.photos[editor.activeIndex].name == "Photo 3")
    }

    @Test func photosMonthsAndAllPhotos() throws {
        struct Photo: Hashable { let id: Int }   // the app's own photo: an asset, a model
        let clock = ManualClock(framesPerSecond: 60)
        let photos = try PhotosController(months: [
            PhotosController.Month(title: "July 2020", photos: (1...7).map { Photo(id: $0) }),
            PhotosController.Month(title: "August 2020", photos: (8...12).map { Photo(id: $0) }),
        ])
        let library = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: photos.layout,
                                                  itemCounts: [], clock: clock,
                                                  registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind]))
        library.register(forCellWithReuseIdentifier: "photo")
        let source = DiffableDataSource<PhotosSection, PhotosController<Photo>.Item>(collectionView: library) { view, indexPath, item in
            let cell = try view.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            cell.setAppearance(ElementAppearance(title: "\(item.photo.id)"), animationDuration: 0)
            return cell
        }
        source.supplementaryViewProvider = { view, kind, indexPath in
            let header = try view.dequeueReusableSupplementaryView(ofKind: kind, for: indexPath)
            header.setAppearance(ElementAppearance(title: photos.months[indexPath.section].title), animationDuration: 0)
            return header
        }
        photos.dataSource = source
        try source.apply(photos.snapshot(for: .allPhotos), animatingDifferences: false)
        // library.itemCounts == [7, 5]: every photo
        #expect(library.itemCounts == [7, 5])

        try photos.setMode(.monthSummary)
        clock.run(until: { library.isAtRest })
        // library.itemCounts == [1, 1]: one card per month, under the month's header
        #expect(library.itemCounts == [1, 1])
        #expect(library.visibleElements.filter { $0.category == .supplementaryView(ElementCategory.headerKind) }.count == 2)
    }

    @Test func compositionalPresets() throws {
        let clock = ManualClock(framesPerSecond: 60)
        let profile = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: CompositionalLayout.profilePage(),
                                                  itemCounts: [1, 12, 30], clock: clock,
                                                  registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind]))
        try profile.dragOrthogonalSection(1, by: -120)           // the highlights move sideways
        try profile.endDraggingOrthogonalSection(1, velocity: 1500)
        clock.run(until: { profile.isAtRest })
        // profile.orthogonalContentOffset(inSection: 1) > 0, the page itself has not moved
        #expect(profile.orthogonalContentOffset(inSection: 1) > 0)
        #expect(profile.contentOffset.y == 0)
        // The header is 0.3 of the screen high: 844 · 0.3 = 253.2.
        let header = try #require(profile.layoutAttributesForItem(at: ItemPath(item: 0, section: 0)))
        #expect(abs(header.frame.height - 253.2) < 1e-9)

        let rows = CompositionalLayout.grid()   // four square columns on any width
        let grid = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: rows,
                                               itemCounts: [80], clock: clock)
        // Item 5 is in row 1, column 1: (97.5, 97.5, 97.5 × 97.5)
        #expect(grid.layoutAttributesForItem(at: ItemPath(item: 5, section: 0))?.frame == CGRect(x: 97.5, y: 97.5, width: 97.5, height: 97.5))
        _ = rows
    }

    /// Also the README's collage example.
    @Test func collage() throws {
        let clock = ManualClock(framesPerSecond: 60)
        // The five-cell pinwheel: four dividers, each end resting on the border or on another divider.
        let pinwheel = try CollageTemplate(text: "v 2/3 to d2; h 2/3 from d3; v 1/3 from d4; h 1/3 to d1")
        let settings = CollageLayoutConfiguration(template: pinwheel, aspectRatio: CollageAspectRatio.square,
                                                  margin: 10, spacing: 10, cornerRadius: 8)
        let collage = try CollageLayout(configuration: settings)
        let canvas = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: collage,
                                                 itemCounts: [5], clock: clock)
        // collage.canvas: the 390 × 390 square centred in the view, (0, 227, 390 × 390)
        #expect(collage.canvas == CGRect(x: 0, y: 227, width: 390, height: 390))
        // Cell 0 is left of x = 260 and above y = 130: inset 10 at the border and 5 at each divider,
        // (10, 237) to (255, 352), 245 × 115, corners rounded by 8.
        let cell = try #require(canvas.layoutAttributesForItem(at: ItemPath(item: 0, section: 0)))
        #expect(cell.frame == CGRect(x: 10, y: 237, width: 245, height: 115))
        #expect(cell[ElementShape.self]?.cornerRadius == 8)
        #expect(collage.hitTest(CGPoint(x: 260, y: 260)) == .divider(0))

        collage.beginDrag(at: CGPoint(x: 260, y: 260))          // on divider 0, the line at x = 260
        collage.changeDrag(translation: CGPoint(x: -300, y: 0))  // far past the middle cell
        collage.endDrag()
        canvas.layoutIfNeeded()
        // collage.regionOfCell(3).boundingBox.width == 44: the middle cell stopped at its minimum side
        #expect(abs(collage.regionOfCell(3).boundingBox.width - 44) < 1e-9)
        collage.undo()                                           // the divider is back at x = 260
        #expect(abs(collage.pointsOfDivider(0).start.x - 260) < 1e-9)
    }
}
