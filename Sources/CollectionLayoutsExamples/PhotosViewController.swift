#if canImport(UIKit)
import LayoutUIKit
import Screens
import UIKit

/// The Photos app's library: All Photos and a month summary in one compositional layout,
/// switched by `PhotosController` through the diffable data source.
public final class PhotosViewController: UIViewController {
    private var collection: UIKitCollectionView?
    /// The app's photo: here a number and the day it was taken, identified by its number.
    private struct Photo: Hashable {
        let id: Int
        let day: String
    }

    private var dataSource: CollectionViewDiffableDataSource<PhotosSection, PhotosController<Photo>.Item>?
    private var controller: PhotosController<Photo>?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let months = ["May", "June", "July"].enumerated().map { index, month in
            PhotosController<Photo>.Month(title: "\(month) 2020", photos: (0..<10).map { Photo(id: index * 10 + $0, day: "\(month) \($0 + 1)") })
        }
        do {
            let controller = try PhotosController(months: months)
            let collection = UIKitCollectionView(layout: controller.layout)
            embed(collection.collectionView)
            collection.register(HeaderView.self, forSupplementaryViewOfKind: HeaderView.kind)
            let dataSource = CollectionViewDiffableDataSource<PhotosSection, PhotosController<Photo>.Item>(view: collection) { collectionView, indexPath, item in
                LabelCell.provider { _ in item.photo.day }(collectionView, indexPath)
            }
            dataSource.supplementaryViewProvider = { [weak dataSource] collectionView, kind, indexPath in
                let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
                let sections = dataSource?.snapshot().sectionIdentifiers ?? []
                (header as? HeaderView)?.label.text = sections.indices.contains(indexPath.section) ? sections[indexPath.section].description : nil
                return header
            }
            controller.dataSource = dataSource
            try dataSource.apply(controller.snapshot(for: controller.mode), animatingDifferences: false, completion: nil)
            (self.collection, self.dataSource, self.controller) = (collection, dataSource, controller)
        } catch {
            show(error)
        }
        let modes = UISegmentedControl(items: ["Months", "All Photos"])
        modes.selectedSegmentIndex = 1
        modes.addAction(UIAction { [weak self] action in
            guard let self, let control = action.sender as? UISegmentedControl else { return }
            do { try self.controller?.setMode(control.selectedSegmentIndex == 0 ? .monthSummary : .allPhotos) } catch { self.show(error) }
        }, for: .valueChanged)
        navigationItem.titleView = modes
    }
}
#endif
