#if canImport(UIKit)
import Layouts
import LayoutUIKit
import UIKit

/// A spinning wheel of icons: `WheelLayout` turning the items on a circle as the content scrolls.
public final class WheelViewController: UIViewController {
    private var host: CollectionViewHost?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        do {
            var configuration = WheelLayoutConfiguration()
            configuration.snapsToItems = true
            let host = CollectionViewHost(layout: try WheelLayout(configuration: configuration), itemCounts: [24],
                                          cellProvider: LabelCell.provider { "\($0.item + 1)" })
            embed(host.collectionView)
            self.host = host
        } catch {
            show(error)
        }
    }
}
#endif
