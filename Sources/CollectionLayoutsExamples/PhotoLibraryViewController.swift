#if canImport(UIKit)
import LayoutCore
import Layouts
import LayoutUIKit
import UIKit

/// A photo library in justified rows (`JustifiedLayout`): photos at their proportions in rows near
/// 120 points, each full row fitted to the width, rows no taller than 240, the last row of each
/// month at 120; month headers pin to the top. Tapping a photo learns its "real" proportions,
/// breaking only the rows around it again.
public final class PhotoLibraryViewController: UIViewController {
    private var collection: UIKitCollectionView?
    private var layout: JustifiedLayout?
    /// The proportions of every photo, by month, as the app knows them.
    private let library = PhotoLibrary()
    private let months = ["August", "September", "October", "November"]

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        do {
            let library = library
            var configuration = JustifiedLayoutConfiguration(targetRowHeight: 120, spacing: 2) { library.aspectRatio(at: $0) }
            configuration.maximumRowHeight = 240
            configuration.headerReferenceSize = CGSize(width: 0, height: 44)
            configuration.sectionHeadersPinToVisibleBounds = true
            let layout = try JustifiedLayout(configuration: configuration)
            let collection = UIKitCollectionView(layout: layout, itemCounts: library.counts, cellProvider: LabelCell.provider { "\($0.item + 1)" })
            collection.register(HeaderView.self, forSupplementaryViewOfKind: HeaderView.kind)
            collection.supplementaryViewProvider = { [months] collectionView, kind, indexPath in
                let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
                (header as? HeaderView)?.label.text = months[indexPath.section]
                return header
            }
            collection.didSelectItem = { [weak self] path in self?.learnProportions(at: path) }
            embed(collection.collectionView)
            (self.collection, self.layout) = (collection, layout)
        } catch {
            show(error)
        }
    }

    /// The photo at `path` turns out to be a portrait: its rows break again around it.
    private func learnProportions(at path: ItemPath) {
        library.learnProportions(at: path)
        layout?.invalidateAspectRatios(ofItemsAt: [path])
    }
}

/// The photos' proportions, as the app knows them: an estimate until a photo is opened.
private final class PhotoLibrary: @unchecked Sendable {
    var ratios: [[CGFloat]] = [37, 52, 18, 61].enumerated().map { month, count in
        (0..<count).map { [0.75, 1.33, 1, 1.5, 0.56, 1.78, 3][(month * 100 + $0) % 7] }
    }

    var counts: [Int] { ratios.map(\.count) }

    func aspectRatio(at path: ItemPath) -> CGFloat { ratios[path.section][path.item] }

    /// The photo at `path` turns out to be a portrait.
    func learnProportions(at path: ItemPath) { ratios[path.section][path.item] = 0.66 }
}
#endif
