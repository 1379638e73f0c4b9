import Foundation
import LayoutCore
import Layouts
import Motion
import Screens
import Simulation
import Rendering

/// The photo editor: its two layouts alone, and the whole screen.
enum PhotoEditorDemos {
    /// 20 photos with aspect ratios spread between 1:2 and 2:1 (log-uniformly, by the golden ratio).
    static let photos: [EditorPhoto] = (0..<20).map { index in
        let fraction = (Double(index) * 0.618_034).truncatingRemainder(dividingBy: 1)
        return EditorPhoto(name: "Photo \(index + 1)", aspectRatio: CGFloat(0.5 * pow(4, fraction)))
    }

    static let stripHeight: CGFloat = 66

    static let editor = Demo(
        name: "photo-editor", title: "Photo editor",
        summary: "A paging preview with parallax above a strip of thumbnails, kept in sync: a swipe of the preview, a drag of the strip (all thumbnails equal, then the centred one widens to its photo's shape), deleting a middle and the last photo, a tap that moves the focus, and a rotation that keeps the active photo.",
        viewportSize: CGSize(width: 390, height: 666),
        script: [.wait(seconds: 0.3)]
            + DemoStep.fling(drag: CGPoint(x: -150, y: 0), frames: 10, velocity: CGPoint(x: 900, y: 0))
            + [.drag(by: CGPoint(x: -70, y: 0), frames: 24, view: 1), .release(velocity: CGPoint(x: 250, y: 0), view: 1),
               .settle(maximumSeconds: 3), .wait(seconds: 0.4),
               .perform("delete-active"), .wait(seconds: 0.6),
               .perform("show-last"), .settle(maximumSeconds: 2), .wait(seconds: 0.2),
               .perform("delete-last"), .wait(seconds: 0.6),
               .perform("focus"), .wait(seconds: 0.5),
               .perform("rotate"), .wait(seconds: 0.4)],
        scene: { size, clock in try scene(size: size, clock: clock) })

    static let parallaxPreview = Demo(
        name: "parallax-preview", title: "Parallax preview",
        summary: "The editor's paging preview alone: pages less than a page from the centre carry a parallax value and drift by 44 pt per page, so neighbours separate while a swipe pages.",
        viewportSize: CGSize(width: 390, height: 600),
        script: [.drag(by: CGPoint(x: -195, y: 0), frames: 20), .release(velocity: CGPoint(x: 600, y: 0)), .settle(maximumSeconds: 2)]
            + [.drag(by: CGPoint(x: 120, y: 0), frames: 12), .release(velocity: .zero), .settle(maximumSeconds: 2)]
    ) {
        DemoSetup(layout: try ParallaxPreviewLayout(), itemCounts: [photos.count],
                  decorate: { DemoArtwork.stampPhoto(on: &$0, aspectRatio: aspectRatios($0.indexPath)) }) { view in
            view.isPagingEnabled = true
            view.decelerationRate = .fast
        }
    }

    static let thumbnailStrip = Demo(
        name: "thumbnail-strip", title: "Expanding thumbnail strip",
        summary: "The editor's strip alone: the centred thumbnail widens to its photo's aspect ratio while its neighbours make room through transforms; flings snap to the nearest thumbnail.",
        viewportSize: CGSize(width: 390, height: stripHeight),
        script: [.drag(by: CGPoint(x: -55, y: 0), frames: 30), .release(velocity: .zero), .settle(maximumSeconds: 2)]
            + DemoStep.fling(drag: CGPoint(x: -30, y: 0), frames: 6, velocity: CGPoint(x: 700, y: 0))
    ) {
        let layout = try ThumbnailStripLayout(configuration: ThumbnailStripConfiguration(aspectRatio: aspectRatios))
        let inset = layout.centeringContentInset(forBoundsSize: CGSize(width: 390, height: stripHeight))
        return DemoSetup(layout: layout, itemCounts: [photos.count], contentInset: inset,
                         decorate: { DemoArtwork.stampPhoto(on: &$0, aspectRatio: aspectRatios($0.indexPath)) })
    }

    static let aspectRatios: @Sendable (ItemPath) -> CGFloat = { path in
        photos.indices.contains(path.item) ? photos[path.item].aspectRatio : 0.5
    }

    /// The editor in a screen of `size`: the preview above, the strip `stripHeight` tall below.
    static func scene(size: CGSize, clock: ManualClock) throws -> DemoScene {
        let preview = try SimulatedCollectionView(size: CGSize(width: size.width, height: size.height - stripHeight),
                                                  layout: ParallaxPreviewLayout(), itemCounts: [photos.count], clock: clock)
        preview.isPagingEnabled = true
        preview.decelerationRate = .fast
        let thumbnails = try SimulatedCollectionView(size: CGSize(width: size.width, height: stripHeight),
                                                     layout: ThumbnailStripLayout(), itemCounts: [photos.count], clock: clock)
        thumbnails.decelerationRate = .fast
        let controller = try PhotoEditorController(preview: preview, thumbnails: thumbnails, photos: photos, aspectRatio: \.aspectRatio, clock: clock)
        let scene = DemoScene(views: [preview, thumbnails])
        scene.arrangement = .stacked
        scene.scrollsAllViews = false
        scene.retained = [controller]
        scene.isAnimating = { controller.isMoving }
        scene.actions["delete-active"] = { try controller.deletePhoto(at: controller.activeIndex) }
        scene.actions["show-last"] = {
            preview.setContentOffset(controller.previewLayout.contentOffset(forPage: controller.photos.count - 1), animated: true)
        }
        scene.actions["delete-last"] = { try controller.deletePhoto(at: controller.photos.count - 1) }
        scene.actions["focus"] = { try controller.focus(on: max(0, controller.activeIndex - 3)) }
        scene.actions["rotate"] = { try controller.rotate(to: CGSize(width: 844, height: 390)) }
        scene.decorate = { view, element in
            guard controller.photos.indices.contains(element.indexPath.item) else { return }
            let photo = controller.photos[element.indexPath.item]
            element[ElementLabel.self] = photo.name
            // The strip's thumbnails show their photos. The preview's pages are clear, as the
            // app's cells are: each shows only its photo, drawn in the overlay at its aspect-fit rect.
            if view == 1, element.category == .cell {
                element[ElementArtwork.self] = .photo(seed: DemoArtwork.seed(of: photo.name), aspectRatio: photo.aspectRatio)
            } else if view == 0, element.category == .cell {
                element.alpha = 0
            }
        }
        scene.overlay = { photoImages(in: preview, photos: controller.photos) }
        return scene
    }

    /// The photo inside each visible preview page: the aspect-fit rect the cell clips its image
    /// to, showing the part of the image moved by `−(width · 0.3 · parallax)`.
    static func photoImages(in preview: SimulatedCollectionView, photos: [EditorPhoto]) -> [LayoutAttributes] {
        preview.visibleElements.compactMap { page in
            guard page.category == .cell, photos.indices.contains(page.indexPath.item) else { return nil }
            let frame = page.frame.offsetBy(dx: page.transform.tx - preview.bounds.minX, dy: -preview.bounds.minY)
            let aspect = photos[page.indexPath.item].aspectRatio
            let fitted = frame.width / max(frame.height, 1) > aspect
                ? CGSize(width: frame.height * aspect, height: frame.height)
                : CGSize(width: frame.width, height: frame.width / aspect)
            let clip = CGRect(x: frame.midX - fitted.width / 2, y: frame.midY - fitted.height / 2,
                              width: fitted.width, height: fitted.height)
            let shift = page.parallaxImageShift
            let visible = clip.intersection(clip.offsetBy(dx: shift, dy: 0))
            guard !visible.isNull, visible.width > 0 else { return nil }
            var image = LayoutAttributes(forSupplementaryViewOfKind: "photo", with: page.indexPath, frame: visible)
            image.alpha = page.alpha
            image.zIndex = 1
            image[ElementLabel.self] = "\(photos[page.indexPath.item].name) · \(String(format: "%.2f", Double(aspect)))"
            image[ElementArtwork.self] = .photo(seed: DemoArtwork.seed(of: photos[page.indexPath.item].name), aspectRatio: aspect)
            return image
        }
    }
}
