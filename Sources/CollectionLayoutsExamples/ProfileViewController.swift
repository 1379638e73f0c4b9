#if canImport(UIKit)
import LayoutCore
import Layouts
import LayoutUIKit
import UIKit

/// A profile page whose cover photo stretches (`HeaderStretching`): a table whose first section's
/// header grows when the page is pulled past the top, its top at the top of the screen and its
/// bottom on the first post, and leaves at half the scroll's pace when the page scrolls up,
/// the posts sliding over it.
public final class ProfileViewController: UIViewController {
    private var collection: UIKitCollectionView?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        do {
            let style = try TableSectionStyle(headerHeight: 260, firstHeaderStretching: .parallax())
            let layout = try TableLayout(itemSize: CGSize(width: 0, height: 64), sections: style)
            let collection = UIKitCollectionView(layout: layout, itemCounts: [40], cellProvider: LabelCell.provider { "Post \($0.item + 1)" })
            collection.register(CoverView.self, forSupplementaryViewOfKind: CoverView.kind)
            collection.supplementaryViewProvider = { collectionView, kind, indexPath in
                collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            }
            embed(collection.collectionView)
            self.collection = collection
        } catch {
            show(error)
        }
    }
}

/// The cover: a picture that fills whatever height the layout gives the header.
private final class CoverView: UICollectionReusableView {
    static let kind = UICollectionView.elementKindSectionHeader
    private let image = UIImageView(image: UIImage(systemName: "mountain.2.fill"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemTeal
        clipsToBounds = true
        image.contentMode = .scaleAspectFill
        image.tintColor = .white
        image.frame = bounds
        image.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(image)
    }

    required init?(coder: NSCoder) { nil }
}
#endif
