#if canImport(UIKit)
import LayoutCore
import Layouts
import LayoutUIKit
import Screens
import UIKit

/// The collage editor: photos in a template's cells, masked by their polygons, above a strip of
/// template thumbnails. A pan on the canvas drags a divider or junction, or drops a photo on
/// another to swap them; a tap on a thumbnail changes the template; undo steps back.
public final class CollageViewController: UIViewController {
    private let photos = Array(1...6)
    private var views: [UIKitCollectionView] = []
    private var controller: CollageEditorController<Int>?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let entries = CollageCatalogue.entries
        do {
            let template = entries[0].template
            let canvas = UIKitCollectionView(
                layout: try CollageLayout(configuration: CollageLayoutConfiguration(template: template, cornerRadius: 8)),
                itemCounts: [CollageEditorController<Int>.canvasItemCount(photoCount: photos.count, template: template)],
                cellProvider: LabelCell.provider { [weak self] in
                    guard let self, let controller = self.controller, controller.photos.indices.contains($0.item) else { return "" }
                    return "Photo \(controller.photos[$0.item])"
                })
            embed(canvas.collectionView, in: CGRect(x: 0, y: 0, width: 1, height: 0.84))
            canvas.register(CollagePhotoCell.self, forCellWithReuseIdentifier: LabelCell.reuseIdentifier)
            canvas.register(PlaceholderView.self, forSupplementaryViewOfKind: CollageLayout.placeholderKind)
            canvas.register(DividerHandleView.self, forDecorationViewOfKind: CollageLayout.dividerKind)
            canvas.collectionView.isScrollEnabled = false
            let strip = try FlowLayout(configuration: FlowLayoutConfiguration(
                scrollDirection: .horizontal, itemSize: CGSize(width: 66, height: 66), minimumLineSpacing: 10,
                minimumInteritemSpacing: 10, sectionInset: LayoutEdgeInsets(all: 12)))
            let picker = UIKitCollectionView(layout: strip, itemCounts: [entries.count],
                                             cellProvider: LabelCell.provider { entries[$0.item].id })
            embed(picker.collectionView, in: CGRect(x: 0, y: 0.84, width: 1, height: 0.16))
            views = [canvas, picker]
            let controller = try CollageEditorController(canvas: canvas, picker: picker, photos: photos, templates: entries)
            self.controller = controller
            picker.didSelectItem = { [weak self] path in
                do { try self?.controller?.selectTemplate(at: path.item) } catch { self?.show(error) }
            }
            canvas.collectionView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan(_:))))
        } catch {
            show(error)
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .undo, primaryAction: UIAction { [weak self] _ in
            self?.controller?.undo()
        })
    }

    @objc private func pan(_ recognizer: UIPanGestureRecognizer) {
        guard let controller, let canvas = recognizer.view else { return }
        switch recognizer.state {
        case .began:
            let start = recognizer.location(in: canvas)
            let moved = recognizer.translation(in: canvas)
            controller.touchBegan(at: CGPoint(x: start.x - moved.x, y: start.y - moved.y))
            controller.touchMoved(by: moved)
        case .changed:
            controller.touchMoved(by: recognizer.translation(in: canvas))
        default:
            controller.touchEnded()
        }
    }
}

/// A cell waiting for a photo: a dashed outline.
final class PlaceholderView: UICollectionReusableView {
    private let outline = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        outline.fillColor = UIColor.secondarySystemFill.cgColor
        outline.strokeColor = UIColor.tertiaryLabel.cgColor
        outline.lineDashPattern = [6, 4]
        layer.addSublayer(outline)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        outline.path = UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 8).cgPath
    }
}

/// The handle on the divider a finger drags.
final class DividerHandleView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.borderColor = UIColor.systemBlue.cgColor
        layer.borderWidth = 2
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = min(bounds.width, bounds.height) / 2
    }
}

/// A photo masked by its collage cell's polygon with rounded corners.
final class CollagePhotoCell: LabelCell {
    private let shapeMask = CAShapeLayer()

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let shape = (layoutAttributes as? CollectionLayoutAttributes)?[ElementShape.self] else {
            contentView.layer.mask = nil
            return
        }
        contentView.layer.cornerRadius = 0
        shapeMask.path = UIBezierPath(shape).cgPath
        contentView.layer.mask = shapeMask
    }
}
#endif
