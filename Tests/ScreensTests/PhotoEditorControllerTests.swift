import Foundation
import GalleryModule
import Testing
@_spi(Testing) import LayoutCore
@_spi(Testing) import Layouts
@_spi(Testing) import Motion
@_spi(Testing) import Screens
@_spi(Testing) import Simulation

/// The photo editor at 200 frames per second, so every quarter of a 0.15 s phase is a whole frame.
/// A 390×600 preview above a 390×66 strip (thumbnails 33×66, places every 37, farInset 176.5).
/// Photo 2 is 3:2, photo 3 square, the others 1:2.
final class EditorFixture {
    let clock = ManualClock(framesPerSecond: 200)
    let preview: SimulatedCollectionView
    let thumbnails: SimulatedCollectionView
    let controller: PhotoEditorController<EditorPhoto>

    init(count: Int = 20, activeIndex: Int = 0) throws {
        let photos = (0..<count).map { EditorPhoto(name: "photo \($0)", aspectRatio: [2: 1.5, 3: 1][$0] ?? 0.5) }
        preview = try SimulatedCollectionView(size: CGSize(width: 390, height: 600), layout: ParallaxPreviewLayout(),
                                              itemCounts: [count], clock: clock)
        preview.isPagingEnabled = true
        thumbnails = try SimulatedCollectionView(size: CGSize(width: 390, height: 66), layout: ThumbnailStripLayout(),
                                                 itemCounts: [count], clock: clock)
        controller = try PhotoEditorController(preview: preview, thumbnails: thumbnails, photos: photos, aspectRatio: \.aspectRatio, clock: clock)
        preview.setContentOffset(CGPoint(x: CGFloat(activeIndex) * 390, y: 0), animated: false)
    }

    func thumbnail(_ index: Int) -> LayoutAttributes {
        thumbnails.collectionLayout.layoutAttributesForItem(at: ItemPath(item: index, section: 0))!
    }

    var rate: CGFloat { controller.thumbnailsLayout.configuration.expandingRate }
}

@Suite("Photo editor: synchronizer, expanding rate, delete, focus, rotation")
struct PhotoEditorControllerTests {
    @Test func thumbnailsFollowThePreview() throws {
        let editor = try EditorFixture(activeIndex: 2)
        #expect(editor.thumbnails.contentOffset.x == -102.5)   // 2·37 − 176.5
        #expect(editor.controller.activeIndex == 2)
        #expect(editor.thumbnail(2).frame.width == 99)          // the 3:2 photo, centred, expanded
        // Halfway between pages 2 and 3 the strip is halfway between places 2 and 3: 2.5·37 − 176.5.
        editor.preview.beginDragging()
        editor.preview.drag(by: CGPoint(x: -195, y: 0))
        #expect(editor.thumbnails.contentOffset.x == -84)
        #expect(editor.controller.activeIndex == 3)             // floor(2.5 + 0.5)
        #expect(editor.preview.contentOffset.x == 975)          // no echo moved the preview
        #expect(editor.controller.synchronizer.isBound)
        #expect(editor.preview.delegate === editor.controller.synchronizer)
        #expect(editor.thumbnails.delegate === editor.controller.synchronizer)
    }

    @Test func thePreviewJumpsWhenTheUserScrollsTheThumbnails() throws {
        let editor = try EditorFixture(activeIndex: 2)
        editor.thumbnails.beginDragging()
        editor.thumbnails.drag(by: CGPoint(x: -18, y: 0))      // place 2.486: still photo 2
        #expect(editor.preview.contentOffset.x == 780)
        editor.thumbnails.drag(by: CGPoint(x: -1, y: 0))       // place 2.514: photo 3
        #expect(editor.preview.contentOffset.x == 1170)
        #expect(editor.controller.activeIndex == 3)
        // The strip stays under the finger: the preview's jump did not echo back.
        #expect(editor.thumbnails.contentOffset.x == -83.5)
    }

    @Test func theExpandingRateFollowsWhoIsScrolling() throws {
        let editor = try EditorFixture(activeIndex: 2)
        editor.thumbnails.beginDragging()
        // 0.15·|0 − 1| = 0.15 s, quadratic ease-in-out: halfway in time is halfway.
        editor.clock.step(frames: 15)
        #expect(abs(editor.rate - 0.5) < 1e-9)
        editor.clock.step(frames: 15)
        #expect(editor.rate == 0)
        #expect(editor.thumbnail(2).frame.width == 33)          // all thumbnails equal while dragging
        editor.thumbnails.endDragging(velocity: .zero)          // at rest on place 2: no deceleration
        editor.clock.step(frames: 30)
        #expect(editor.rate == 1)
        #expect(editor.thumbnail(2).frame.width == 99)
    }

    @Test func anInterruptedRateAnimationTakesOnlyTheRestOfItsWay() throws {
        let editor = try EditorFixture(activeIndex: 2)
        editor.thumbnails.beginDragging()
        editor.clock.step(frames: 15)                           // rate 0.5
        editor.thumbnails.endDragging(velocity: .zero)
        // Back from 0.5 to 1 takes 0.15·0.5 = 0.075 s: 15 frames.
        editor.clock.step(frames: 14)
        #expect(editor.rate < 1)
        editor.clock.step()
        #expect(editor.rate == 1)
    }

    @Test func deletingAMiddlePhotoRunsBothPhasesThenChangesTheData() throws {
        let editor = try EditorFixture(activeIndex: 2)
        try editor.controller.deletePhoto(at: 2)
        #expect(editor.controller.isAnimating)
        editor.clock.step(frames: 15)                           // phase 1, p = 0.5
        #expect(editor.thumbnail(2).frame.size == CGSize(width: 50, height: 33))
        #expect(editor.thumbnail(2).alpha == 0.5)
        #expect(editor.thumbnail(3).frame.width == 50)          // the neighbour half-expanded
        editor.clock.step(frames: 15)                           // phase 1, p = 1
        #expect(editor.thumbnail(2).frame.size == .zero)
        #expect(editor.thumbnail(3).frame.width == 66)
        editor.clock.step(frames: 15)                           // phase 2, p = 0.5
        #expect(abs(editor.thumbnail(3).transform.tx - 3) < 1e-6)
        #expect(editor.controller.photos.count == 20)           // the data changes only at the end
        #expect(editor.thumbnails.itemCounts == [20])
        editor.clock.step(frames: 15)                           // phase 2, p = 1: the data changes
        #expect(!editor.controller.isAnimating)
        #expect(editor.controller.photos.count == 19)
        #expect(editor.controller.photos[2].name == "photo 3")
        #expect(editor.thumbnails.itemCounts == [19] && editor.preview.itemCounts == [19])
        #expect(editor.controller.thumbnailsLayout.updates.isEmpty)
        #expect(editor.controller.activeIndex == 2)
        #expect(editor.thumbnails.contentOffset.x == -102.5)
        // The square photo now sits centred, expanded, where the deleted one was.
        #expect(editor.thumbnail(2).frame == CGRect(x: 74 + 16.5 - 33, y: 0, width: 66, height: 66))
        #expect(editor.preview.contentOffset.x == 780)
    }

    /// Photo `active` on screen in the strip: its centre less the offset, and its width.
    private func onScreen(_ editor: EditorFixture, _ index: Int) -> (center: CGFloat, width: CGFloat) {
        let thumbnail = editor.thumbnail(index)
        return (thumbnail.frame.midX + thumbnail.transform.tx - editor.thumbnails.contentOffset.x, thumbnail.frame.width)
    }

    @Test(arguments: [(deleted: 2, active: 5), (deleted: 0, active: 5), (deleted: 9, active: 5)])
    func deletingAnotherPhotoNeverMovesTheActiveOne(deleted: Int, active: Int) throws {
        let editor = try EditorFixture(activeIndex: active)
        let before = onScreen(editor, active)
        let previous = deleted > 0 ? onScreen(editor, deleted - 1).center : 0
        try editor.controller.deletePhoto(at: deleted)
        // Every frame of both phases: the active thumbnail stays where it was, at its size.
        for _ in 0..<60 where editor.controller.isAnimating {
            editor.clock.step()
            let shown = onScreen(editor, editor.controller.isAnimating ? active : editor.controller.activeIndex)
            #expect(abs(shown.center - before.center) < 1e-6 && shown.width == before.width)
        }
        #expect(!editor.controller.isAnimating)
        // After the data change the same photo is active, one place earlier when the deleted one came first.
        let now = editor.controller.activeIndex
        #expect(now == (deleted < active ? active - 1 : active))
        #expect(editor.controller.photos[now].name == "photo \(active)")
        #expect(abs(onScreen(editor, now).center - before.center) < 1e-6)
        #expect(editor.preview.contentOffset.x == CGFloat(now) * 390)
        // Deleted before the active one, the thumbnails before it moved on by its place (37) to close the gap.
        if deleted < active, deleted > 0 {
            #expect(abs(onScreen(editor, deleted - 1).center - (previous + 37)) < 1e-6)
        }
    }

    @Test func deletingTheLastPhotoMakesThePreviousOneActive() throws {
        let editor = try EditorFixture(activeIndex: 19)
        try editor.controller.deletePhoto(at: 19)
        editor.clock.step(frames: 60)
        #expect(editor.controller.photos.count == 19)
        #expect(editor.controller.activeIndex == 18)
        #expect(editor.thumbnails.contentOffset.x == 18 * 37 - 176.5)
        #expect(editor.preview.contentOffset.x == 7020)
        #expect(editor.thumbnail(18).transform.tx == 0)
    }

    @Test func deletionIsRefusedWhenItCannotBeDone() throws {
        let small = try EditorFixture(count: 2)
        #expect(throws: PhotoEditorError.tooFewPhotosToDelete(count: 2)) { try small.controller.deletePhoto(at: 0) }
        let editor = try EditorFixture()
        #expect(throws: PhotoEditorError.photoIndexOutOfRange(20, count: 20)) { try editor.controller.deletePhoto(at: 20) }
        try editor.controller.deletePhoto(at: 0)
        #expect(throws: PhotoEditorError.animationInProgress) { try editor.controller.deletePhoto(at: 1) }
        #expect(throws: PhotoEditorError.animationInProgress) { try editor.controller.focus(on: 1) }
    }

    @Test func focusMovesTheStripAndHandsOverTheExpansion() throws {
        let editor = try EditorFixture(activeIndex: 2)
        try editor.controller.focus(on: 5)
        #expect(editor.rate == 0)
        editor.clock.step(frames: 30)                           // 0.15 s of 0.3: p = 0.5
        // Halfway between −102.5 and 5·37 − 176.5 = 8.5.
        #expect(abs(editor.thumbnails.contentOffset.x - (-47)) < 1e-9)
        #expect(editor.thumbnail(5)[ThumbnailExpansion.self] == 0.5)
        #expect(editor.thumbnail(2)[ThumbnailExpansion.self] == 0.5)
        editor.clock.step(frames: 30)
        #expect(editor.thumbnails.contentOffset.x == 8.5)
        #expect(editor.rate == 1)
        #expect(editor.controller.thumbnailsLayout.updates.isEmpty)
        #expect(editor.controller.activeIndex == 5)
        #expect(editor.preview.contentOffset.x == 1950)
        #expect(editor.thumbnail(5)[ThumbnailExpansion.self] == 1)
    }

    @Test func rotationKeepsTheActivePhotoInBothViews() throws {
        let editor = try EditorFixture(activeIndex: 3)
        try editor.controller.rotate(to: CGSize(width: 844, height: 366))
        #expect(editor.preview.bounds.size == CGSize(width: 844, height: 300))
        #expect(editor.thumbnails.bounds.size == CGSize(width: 844, height: 66))
        #expect(editor.preview.contentOffset.x == 2532)
        // farInset (844 − 37)/2 = 403.5.
        #expect(editor.thumbnails.contentInset.left == 403.5)
        #expect(editor.thumbnails.contentOffset.x == 3 * 37 - 403.5)
        #expect(editor.controller.activeIndex == 3)
        #expect(editor.controller.thumbnailsLayout.nearestIndex == 3)
        #expect(editor.controller.previewLayout.currentPage == 3)
        #expect(editor.controller.synchronizer.isBound)
        #expect(editor.controller.previewLayout.configuringActiveIndex == nil)
        // And back.
        try editor.controller.rotate(to: CGSize(width: 390, height: 666))
        #expect(editor.preview.contentOffset.x == 1170)
        #expect(editor.thumbnails.contentOffset.x == 3 * 37 - 176.5)
    }

    @Test func aRotationDuringAFocusMoveCarriesItToTheTargetInTheNewSize() throws {
        let editor = try EditorFixture(activeIndex: 2)
        try editor.controller.focus(on: 5)
        editor.clock.step(frames: 30)                           // halfway
        try editor.controller.rotate(to: CGSize(width: 844, height: 366))
        editor.clock.step(frames: 40)
        #expect(!editor.controller.isAnimating)
        #expect(editor.controller.activeIndex == 5)
        // Centred in the landscape strip: 5·37 − 403.5; the preview on page 5 of 844.
        #expect(editor.thumbnails.contentOffset.x == 5 * 37 - 403.5)
        #expect(abs(editor.preview.contentOffset.x - 5 * 844) < 1e-6)
    }

    @Test(arguments: [2, 8])
    func aRotationDuringADeletionEndsWithTheActivePhotoCentredInTheNewSize(deleted: Int) throws {
        let editor = try EditorFixture(activeIndex: 2)
        try editor.controller.deletePhoto(at: deleted)
        editor.clock.step(frames: 20)                           // in phase 1
        try editor.controller.rotate(to: CGSize(width: 844, height: 366))
        editor.clock.step(frames: 60)
        #expect(!editor.controller.isAnimating)
        #expect(editor.controller.photos.count == 19)
        // Deleting the active photo 2 makes the next one (now 2) active; deleting 8 keeps 2.
        #expect(editor.controller.activeIndex == 2)
        #expect(editor.thumbnails.contentOffset.x == 2 * 37 - 403.5)
        #expect(abs(editor.preview.contentOffset.x - 2 * 844) < 1e-6)
        #expect(editor.controller.thumbnailsLayout.updates.isEmpty)
    }

    @Test func theViewsMustMatchThePhotos() throws {
        let clock = ManualClock()
        let preview = try SimulatedCollectionView(size: CGSize(width: 390, height: 600), layout: ParallaxPreviewLayout(),
                                                  itemCounts: [3], clock: clock)
        let strip = try SimulatedCollectionView(size: CGSize(width: 390, height: 66), layout: ThumbnailStripLayout(),
                                                itemCounts: [3], clock: clock)
        let photos = [EditorPhoto(name: "a", aspectRatio: 1), EditorPhoto(name: "b", aspectRatio: 1)]
        #expect(throws: LayoutError.self) { _ = try PhotoEditorController(preview: preview, thumbnails: strip, photos: photos, aspectRatio: \.aspectRatio, clock: clock) }
        #expect(throws: LayoutError.self) { _ = try ScrollSynchronizer(preview: strip, thumbnails: preview) }
    }
}
