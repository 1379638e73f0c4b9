#if canImport(UIKit)
import CollectionLayouts
import LayoutUIKit
import UIKit

/// The README's first iOS screen, from the library's products and UIKit alone: a compositional
/// list whose section headers pin to the top, a rounded background behind each section, every
/// view registered before the first layout. It rotates as it is: the layout prepares again for
/// the new width.
public final class GettingStartedViewController: UIViewController {
    private var collection: UIKitCollectionView?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        // Rows under headers that pin to the top (`pinToVisibleBounds`), each section on a background decoration.
        let layout = CompositionalLayout.pinnedHeaders(backgroundKind: SectionBackgroundView.kind)

        let collection = UIKitCollectionView(layout: layout, itemCounts: [8, 12, 20]) { collectionView, indexPath in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = "Row \(indexPath.item + 1)"
            cell.contentConfiguration = content
            return cell
        }
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        collection.register(UICollectionViewListCell.self, forSupplementaryViewOfKind: ElementCategory.headerKind)
        collection.register(SectionBackgroundView.self, forDecorationViewOfKind: SectionBackgroundView.kind)
        collection.supplementaryViewProvider = { collectionView, kind, indexPath in
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Section \(indexPath.section + 1)"
            (header as? UICollectionViewListCell)?.contentConfiguration = content
            return header
        }
        collection.collectionView.frame = view.bounds
        collection.collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collection.collectionView)
        self.collection = collection
    }
}

/// The rounded panel behind a section: a decoration view, registered on the layout.
final class SectionBackgroundView: UICollectionReusableView {
    static let kind = "section-background"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) { nil }
}
#endif
