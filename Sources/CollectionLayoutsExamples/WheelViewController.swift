#if canImport(UIKit)
import Layouts
import LayoutUIKit
import UIKit

/// A spinning wheel of icons: `WheelLayout` turning the items on a circle as the content scrolls.
public final class WheelViewController: UIViewController {
    private var collection: UIKitCollectionView?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        do {
            var configuration = WheelLayoutConfiguration()
            configuration.snapsToItems = true
            let collection = UIKitCollectionView(layout: try WheelLayout(configuration: configuration), itemCounts: [24],
                                                 cellProvider: LabelCell.provider { "\($0.item + 1)" })
            embed(collection.collectionView)
            self.collection = collection
        } catch {
            show(error)
        }
    }
}
#endif
