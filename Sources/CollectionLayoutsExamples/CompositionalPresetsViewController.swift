#if canImport(UIKit)
import CompositionalLayoutModule
import LayoutUIKit
import UIKit

/// The compositional layouts of the article, switched with a segmented control; the nested
/// groups preset has sections that scroll on their own.
public final class CompositionalPresetsViewController: UIViewController {
    private let presets: [(title: String, make: () -> CompositionalLayout)] = [
        ("List", CompositionalLayout.list), ("Grid", CompositionalLayout.grid),
        ("Sections", CompositionalLayout.distinctSections), ("Nested", CompositionalLayout.nestedGroupsScrolling),
        ("Profile", CompositionalLayout.profilePage),
    ]
    private var collection: UIKitCollectionView?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let collection = UIKitCollectionView(layout: presets[0].make(), itemCounts: [12, 12, 12],
                                             cellProvider: LabelCell.provider { "\($0.section).\($0.item)" })
        collection.register(HeaderView.self, forSupplementaryViewOfKind: HeaderView.kind)
        collection.supplementaryViewProvider = { collectionView, kind, indexPath in
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            (header as? HeaderView)?.label.text = "Section \(indexPath.section + 1)"
            return header
        }
        embed(collection.collectionView)
        self.collection = collection
        let control = UISegmentedControl(items: presets.map(\.title))
        control.selectedSegmentIndex = 0
        control.addAction(UIAction { [weak self] action in
            guard let self, let control = action.sender as? UISegmentedControl else { return }
            self.collection?.setCollectionViewLayout(self.presets[control.selectedSegmentIndex].make(), animated: true)
        }, for: .valueChanged)
        navigationItem.titleView = control
    }
}
#endif
