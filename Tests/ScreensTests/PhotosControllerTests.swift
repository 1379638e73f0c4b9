import GalleryModule
@_spi(Testing) import CompositionalLayoutModule
@_spi(Testing) import DiffableData
import Foundation
@_spi(Testing) import LayoutCore
@_spi(Testing) import LayoutHosting
@_spi(Testing) import Motion
@_spi(Testing) import Screens
@_spi(Testing) import Simulation
import Testing

/// The Photos screen on a 390×844 simulated view: July (photos 1–7), August (8–12) and
/// September (13–16), with a data source whose cells the controller configures.
private final class PhotosHarness {
    let clock = ManualClock(framesPerSecond: 60)
    let controller: PhotosController<DemoPhoto>
    let view: SimulatedCollectionView
    let dataSource: DiffableDataSource<PhotosSection, PhotosController<DemoPhoto>.Item>

    static let months = [
        PhotosController<DemoPhoto>.Month(title: "July 2020", photos: (1...7).map { DemoPhoto(id: $0, day: "\($0) July") }),
        PhotosController<DemoPhoto>.Month(title: "August 2020", photos: (8...12).map { DemoPhoto(id: $0, day: "\($0 - 7) August") }),
        PhotosController<DemoPhoto>.Month(title: "September 2020", photos: (13...16).map { DemoPhoto(id: $0, day: "\($0 - 12) September") }),
    ]

    init(mode: PhotosMode = .allPhotos) throws {
        let controller = try PhotosController(months: Self.months, mode: mode)
        self.controller = controller
        view = try SimulatedCollectionView(size: CGSize(width: 390, height: 844), layout: controller.layout, itemCounts: [],
                                           clock: clock, registering: ViewRegistry(supplementaryKinds: [ElementCategory.headerKind]))
        dataSource = DiffableDataSource(collectionView: view, configure: { cell, _, item in controller.configure(cell, for: item) },
                                        configureSupplementaryView: { header, _, path in
                                            controller.configureHeader(header, section: path.section)
                                        })
        controller.dataSource = dataSource
        try dataSource.apply(controller.snapshot(for: mode), animatingDifferences: false)
    }

    func element(_ category: ElementCategory = .cell, item: Int = 0, section: Int) -> LayoutAttributes? {
        view.visibleElements.first { $0.key == ElementKey(category: category, indexPath: ItemPath(item: item, section: section)) }
    }

    func cellView(showing item: PhotosController<DemoPhoto>.Item) -> SimulatedView? {
        dataSource.indexPath(for: item).flatMap { view.liveViews[ElementKey(category: .cell, indexPath: $0)] }
    }

    var headers: [LayoutAttributes] { view.visibleElements.filter { $0.category == .supplementaryView(ElementCategory.headerKind) } }
}

private let header = ElementCategory.supplementaryView(ElementCategory.headerKind)
private let july = PhotosHarness.months[0].photos

@Suite("Photos screen")
struct PhotosControllerTests {
    @Test func snapshotsOfBothModes() throws {
        let controller = try PhotosController(months: PhotosHarness.months)
        let all = controller.snapshot(for: .allPhotos), summary = controller.snapshot(for: .monthSummary)
        #expect(all.sectionIdentifiers == [.collection(header: "July 2020"), .collection(header: "August 2020"),
                                           .collection(header: "September 2020")])
        #expect(all.itemCounts == [7, 5, 4])
        #expect(try all.itemIdentifiers(inSection: .collection(header: "July 2020"))
                == [.largePhoto(july[0])] + july.dropFirst().map(PhotosController<DemoPhoto>.Item.photo))
        #expect(summary.sectionIdentifiers == all.sectionIdentifiers)
        #expect(summary.itemIdentifiers == [.largePhoto(july[0]), .largePhoto(DemoPhoto(id: 8, day: "")), .largePhoto(DemoPhoto(id: 13, day: ""))])
    }

    @Test func allPhotosShowsTheFirstPhotoLargeThenRowsOfThreeWithoutHeaders() throws {
        let photos = try PhotosHarness()
        // Large: the 390 × 390 slot inset by 2.
        #expect(photos.element(section: 0)?.frame == CGRect(x: 2, y: 2, width: 386, height: 386))
        // Small: 130 × 130 slots below it, inset by 2 horizontally only.
        #expect(photos.element(item: 1, section: 0)?.frame == CGRect(x: 2, y: 390, width: 126, height: 130))
        #expect(photos.element(item: 3, section: 0)?.frame == CGRect(x: 262, y: 390, width: 126, height: 130))
        #expect(photos.element(item: 4, section: 0)?.frame == CGRect(x: 2, y: 520, width: 126, height: 130))
        // July: 390 + two rows of 130 = 650 tall, so August's large photo is at 650 + 2.
        #expect(photos.element(section: 1)?.frame == CGRect(x: 2, y: 652, width: 386, height: 386))
        #expect(photos.headers.isEmpty)
        #expect(photos.element(section: 0)?[ElementAppearance.self]?.cornerRadius == 0)
        #expect(photos.element(section: 0)?[ElementAppearance.self]?.caption == nil)
    }

    @Test func monthSummaryShowsACardPerMonthUnderItsHeader() throws {
        let photos = try PhotosHarness(mode: .monthSummary)
        // Insets 16 leave 358; the card is 0.8 · 358 = 286.4 tall under the 44 pt header.
        #expect(photos.element(header, section: 0)?.frame == CGRect(x: 16, y: 0, width: 358, height: 44))
        #expect(photos.element(section: 0)?.frame == CGRect(x: 16, y: 44, width: 358, height: 0.8 * 358))
        #expect(photos.element(header, section: 1)?.frame.minY == 44 + 0.8 * 358)          // 330.4
        #expect(photos.element(section: 1)?.frame.minY == 44 + 0.8 * 358 + 44)             // 374.4
        #expect(photos.headers.map { $0[ElementAppearance.self]?.title } == ["July 2020", "August 2020", "September 2020"])
        let card = try #require(photos.element(section: 0)?[ElementAppearance.self])
        #expect(card.cornerRadius == 16 && card.caption == "1 July" && card.showsAccessoryButton && card.showsGradient)
    }

    @Test func theSwitchDeletesTheSmallPhotosAndReconfiguresTheLargeOnes() throws {
        let controller = try PhotosController(months: PhotosHarness.months)
        var target = controller.snapshot(for: .monthSummary)
        try target.reconfigureItems(target.itemIdentifiers)
        let stages = StagedChangeset(source: controller.snapshot(for: .allPhotos), target: target).stages
        #expect(stages.count == 2)
        #expect(stages[0].elementReconfigured == [ElementPath(element: 0, section: 0), ElementPath(element: 0, section: 1),
                                                  ElementPath(element: 0, section: 2)])
        let deleted = stages[1].elementDeleted
        #expect(deleted.count == 6 + 4 + 3)
        #expect(deleted.allSatisfy { $0.element > 0 })
        #expect(stages[1].elementInserted.isEmpty && stages[1].elementMoved.isEmpty && stages[1].sectionDeleted.isEmpty)
    }

    @Test func switchingToMonthsMovesAndRestylesTheLargeCells() throws {
        let photos = try PhotosHarness()
        let largeCell = try #require(photos.cellView(showing: .largePhoto(july[0])))
        var completed = false
        try photos.controller.setMode(.monthSummary) { completed = true }
        #expect(photos.view.itemCounts == [1, 1, 1])
        #expect(photos.cellView(showing: .largePhoto(july[0])) === largeCell)   // identity kept: the same cell

        photos.clock.step(frames: 6)    // 0.1 s: half-way through the 0.2 s restyle
        let halfStyled = try #require(largeCell.appearance(at: photos.clock.now))
        #expect(abs((halfStyled.cornerRadius ?? 0) - 8) < 1e-9)
        #expect(abs(halfStyled.detailAlpha - 0.5) < 1e-9)
        #expect(halfStyled.caption == "1 July")
        // The small photos fade out where they were, still showing their photos.
        let leaving = photos.view.visibleElements.filter { $0[ElementAppearance.self]?.title == "#2" }
        #expect(leaving.count == 1 && leaving[0].alpha > 0 && leaving[0].alpha < 1)

        photos.clock.step(frames: 3)    // 0.15 s: half-way along the 0.3 s ease of the move
        let moving = try #require(photos.element(section: 0))
        // (2, 2, 386, 386) → (16, 44, 358, 286.4): half-way (9, 23, 372, 336.2).
        #expect(abs(moving.frame.minX - 9) < 1e-6 && abs(moving.frame.minY - 23) < 1e-6)
        #expect(abs(moving.frame.width - 372) < 1e-6 && abs(moving.frame.height - 336.2) < 1e-6)

        photos.clock.advance(by: 0.3)
        #expect(completed)
        #expect(photos.view.isAtRest)
        #expect(photos.element(section: 0)?.frame == CGRect(x: 16, y: 44, width: 358, height: 0.8 * 358))
        #expect(photos.element(section: 0)?[ElementAppearance.self]?.cornerRadius == 16)
        #expect(photos.headers.count == 3)
        #expect(photos.view.visibleElements.allSatisfy { $0.alpha == 1 })
    }

    @Test func switchingBackInsertsTheSmallPhotosAndRemovesTheHeaders() throws {
        let photos = try PhotosHarness(mode: .monthSummary)
        let largeCell = try #require(photos.cellView(showing: .largePhoto(july[0])))
        try photos.controller.setMode(.allPhotos)
        #expect(photos.view.itemCounts == [7, 5, 4])
        #expect(photos.cellView(showing: .largePhoto(july[0])) === largeCell)
        // At the start the large photo is drawn where it was: nothing jumps.
        #expect(photos.element(section: 0)?.frame == CGRect(x: 16, y: 44, width: 358, height: 0.8 * 358))
        photos.clock.step(frames: 3)
        #expect(photos.headers.allSatisfy { $0.alpha < 1 })       // leaving, fading out
        #expect(photos.element(item: 1, section: 0).map { $0.alpha > 0 && $0.alpha < 1 } == true)  // fading in
        photos.clock.step(frames: 6)    // 0.15 s: half-way along the 0.3 s ease of the move
        // (16, 44, 358, 286.4) → (2, 2, 386, 386): half-way (9, 23, 372, 336.2).
        let moving = try #require(photos.element(section: 0))
        #expect(abs(moving.frame.minX - 9) < 1e-6 && abs(moving.frame.minY - 23) < 1e-6)
        #expect(abs(moving.frame.width - 372) < 1e-6 && abs(moving.frame.height - 336.2) < 1e-6)
        photos.clock.advance(by: 0.4)
        #expect(photos.headers.isEmpty)
        #expect(photos.element(section: 0)?.frame == CGRect(x: 2, y: 2, width: 386, height: 386))
        let style = try #require(photos.element(section: 0)?[ElementAppearance.self])
        #expect(style.cornerRadius == 0 && !style.hasDetails)
        #expect(photos.controller.mode == .allPhotos)
    }

    @Test func switchingToTheSameModeChangesNothing() throws {
        let photos = try PhotosHarness()
        var completed = false
        try photos.controller.setMode(.allPhotos) { completed = true }
        #expect(completed && photos.view.isAtRest)
    }

    @Test func aPhotoTwiceIsRefusedByName() {
        let repeated = [PhotosController<DemoPhoto>.Month(title: "July 2020", photos: [DemoPhoto(id: 1, day: "1 July"), DemoPhoto(id: 1, day: "2 July")])]
        #expect(throws: SnapshotError.duplicateItems(["photo 1"])) { try PhotosController(months: repeated) }
        let sameTitle = [PhotosController<DemoPhoto>.Month(title: "July", photos: []), PhotosController<DemoPhoto>.Month(title: "July", photos: [])]
        #expect(throws: SnapshotError.duplicateSections(["July"])) { try PhotosController(months: sameTitle) }
    }
}
