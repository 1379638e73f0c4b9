#if canImport(UIKit)
import Layouts
import LayoutUIKit
import Screens
import UIKit

/// The photo editor: a paging parallax preview above a strip of thumbnails that widen to the
/// photo in focus, kept in step by `PhotoEditorController`; the trash button deletes the photo.
public final class PhotoEditorViewController: UIViewController {
    /// The app's photo: a name and its shape.
    private struct Photo {
        let name: String
        let aspectRatio: CGFloat
    }

    private let photos = (1...12).map { Photo(name: "Photo \($0)", aspectRatio: [0.75, 1, 1.5][$0 % 3]) }
    private var views: [UIKitCollectionView] = []
    private var controller: PhotoEditorController<Photo>?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // Titles come from the controller's photos, which a deletion changes.
        let title = LabelCell.provider { [weak self] path in
            guard let photos = self?.controller?.photos, photos.indices.contains(path.item) else { return "" }
            return photos[path.item].name
        }
        do {
            let preview = UIKitCollectionView(layout: try ParallaxPreviewLayout(), itemCounts: [photos.count], cellProvider: title)
            preview.collectionView.isPagingEnabled = true
            embed(preview.collectionView, in: CGRect(x: 0, y: 0, width: 1, height: 0.85))
            preview.register(ParallaxPageCell.self, forCellWithReuseIdentifier: LabelCell.reuseIdentifier)
            let thumbnails = UIKitCollectionView(layout: try ThumbnailStripLayout(), itemCounts: [photos.count], cellProvider: title)
            embed(thumbnails.collectionView, in: CGRect(x: 0, y: 0.85, width: 1, height: 0.15))
            views = [preview, thumbnails]
            controller = try PhotoEditorController(preview: preview, thumbnails: thumbnails, photos: photos,
                                                   aspectRatio: \.aspectRatio, clock: DisplayLinkClock())
        } catch {
            show(error)
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .trash, primaryAction: UIAction { [weak self] _ in
            guard let self, let controller = self.controller else { return }
            do { try controller.deletePhoto(at: controller.activeIndex) } catch { self.show(error) }
        })
    }

    /// The views have their sizes only now, and new ones after a rotation: the strip's inset
    /// follows, and both views keep the active photo.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        do { try controller?.viewsDidResize() } catch { show(error) }
    }
}

/// A preview page: its content slides against the page by the layout's parallax value.
final class ParallaxPageCell: LabelCell {
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let parallax = (layoutAttributes as? CollectionLayoutAttributes)?[ParallaxValue.self]
        label.transform = CGAffineTransform(translationX: ParallaxValue.imageShift(forParallax: parallax, width: bounds.width), y: 0)
    }
}
#endif
