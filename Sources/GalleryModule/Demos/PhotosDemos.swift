import Foundation
import LayoutCore
import LayoutHosting
import Motion
import Screens
import Simulation

/// The Photos app's library: All Photos, Month Summary, and the animated switch between them.
enum PhotosDemos {
    /// Four months of 2020: 10, 7, 8 and 5 photos, numbered 1–30.
    static let months: [PhotosController<DemoPhoto>.Month] = {
        var next = 1
        return [("June", 10), ("July", 7), ("August", 8), ("September", 5)].map { name, count in
            let photos = (0..<count).map { day in DemoPhoto(id: next + day, day: "\(3 * day + 1) \(name)") }
            next += count
            return PhotosController<DemoPhoto>.Month(title: "\(name) 2020", photos: photos)
        }
    }()

    static let viewportSize = CGSize(width: 390, height: 844)

    static let allPhotos = Demo(
        name: "photos-all", title: "Photos: All Photos",
        summary: "Every photo of the library: each month opens with its first photo large (full width, square, insets 2), then rows of three small ones, in one vertical group estimated 500 pt tall; no headers.",
        viewportSize: viewportSize,
        script: DemoStep.fling(drag: CGPoint(x: 0, y: 160), frames: 10, velocity: CGPoint(x: 0, y: 1800))
    ) { size, clock in try scene(size: size, clock: clock, mode: .allPhotos) }

    static let monthSummary = Demo(
        name: "photos-months", title: "Photos: Month Summary",
        summary: "One card per month under its title header (estimated 44 pt): the month's first photo, 0.8 of the width tall, inset 16 pt, with rounded corners, its day, a button and a gradient.",
        viewportSize: viewportSize,
        script: DemoStep.fling(drag: CGPoint(x: 0, y: 120), frames: 10, velocity: CGPoint(x: 0, y: 1200))
    ) { size, clock in try scene(size: size, clock: clock, mode: .monthSummary) }

    static let modeSwitch = Demo(
        name: "photos-switch", title: "Photos: switching Months ↔ All Photos",
        summary: "Applying the other mode's snapshot: the small photos fade out (or in) where they are while each month's large photo keeps its cell, moves to its new place and restyles over 0.2 s; headers appear only in the month summary. Both directions, then again from further down.",
        viewportSize: viewportSize,
        script: [.wait(seconds: 0.3), .perform("show-months"), .wait(seconds: 0.8), .perform("show-all-photos"), .wait(seconds: 0.8),
                 .scrollToItem(ItemPath(item: 0, section: 2), .top, animated: true), .settle(maximumSeconds: 2), .wait(seconds: 0.2),
                 .perform("show-months"), .wait(seconds: 0.8)]
    ) { size, clock in try scene(size: size, clock: clock, mode: .allPhotos) }

    static let all = [allPhotos, monthSummary, modeSwitch]

    /// The library on a view of `size` in `mode`, with actions switching modes.
    static func scene(size: CGSize, clock: ManualClock, mode: PhotosMode) throws -> DemoScene {
        let controller = try PhotosController(months: months, mode: mode)
        let view = try SimulatedCollectionView(size: size, layout: controller.layout, itemCounts: [], clock: clock,
                                               registering: .sectionHeaders)
        let dataSource = DiffableDataSource<PhotosSection, PhotosController<DemoPhoto>.Item>(
            collectionView: view, configure: { cell, _, item in controller.configure(cell, for: item) },
            configureSupplementaryView: { header, _, path in controller.configureHeader(header, section: path.section) })
        controller.dataSource = dataSource
        try dataSource.apply(controller.snapshot(for: mode), animatingDifferences: false)
        let scene = DemoScene(views: [view])
        scene.retained = [controller, dataSource]
        scene.decorate = { _, element in DemoArtwork.stampPhoto(on: &element) }
        scene.actions["show-months"] = { try controller.setMode(.monthSummary) }
        scene.actions["show-all-photos"] = { try controller.setMode(.allPhotos) }
        return scene
    }
}
