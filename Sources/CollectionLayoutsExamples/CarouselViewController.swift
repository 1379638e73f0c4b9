#if canImport(UIKit)
import Layouts
import LayoutUIKit
import UIKit

/// A cover-flow carousel, or any of the eleven iCarousel types: `CarouselLayout` with its
/// perspective, fades and snapping; a wrapping type re-centres itself at rest.
public final class CarouselViewController: UIViewController {
    private let type: CarouselType
    private var collection: UIKitCollectionView?

    /// A carousel of `type`.
    public init(type: CarouselType = .coverFlow) {
        self.type = type
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        do {
            let layout = try CarouselLayout(configuration: CarouselLayoutConfiguration(type: type))
            let collection = UIKitCollectionView(layout: layout, itemCounts: [30], cellProvider: LabelCell.provider { "\($0.item + 1)" })
            // VoiceOver: "Numbers, 3, 3 of 30, adjustable"; swipe up or down to move one item.
            collection.collectionView.accessibilityLabel = "Numbers"
            collection.collectionView.showsHorizontalScrollIndicator = false
            embed(collection.collectionView)
            self.collection = collection
        } catch {
            show(error)
        }
    }
}
#endif
