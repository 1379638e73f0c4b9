#if canImport(UIKit)
import Layouts
import LayoutUIKit
import Screens
import UIKit

/// A pizza from two halves: each half a `PizzaHalfSelectorLayout` in its own collection view,
/// the `PizzaHalvesCoordinator` keeping the pair, the centering insets and the whole-pizza caption.
public final class PizzaHalvesViewController: UIViewController {
    private let menu = ["Margherita", "Pepperoni", "Four Cheese", "Hawaiian", "Veggie", "Diavola"]
    private var halves: [UIKitCollectionView] = []
    private var coordinator: PizzaHalvesCoordinator?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        do {
            let left = try half(.left, in: CGRect(x: 0, y: 0, width: 0.5, height: 1))
            let right = try half(.right, in: CGRect(x: 0.5, y: 0, width: 0.5, height: 1))
            halves = [left, right]
            coordinator = try PizzaHalvesCoordinator(left: left, right: right, menu: menu)
            coordinator?.onChange = { [weak self] state in self?.title = state.centralCaption }
        } catch {
            show(error)
        }
    }

    /// The halves have their size only now: each gets the centering inset of it (and again after a rotation).
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let size = halves.first?.bounds.size else { return }
        do { try coordinator?.resize(to: size) } catch { show(error) }
    }

    private func half(_ orientation: PizzaHalfOrientation, in frame: CGRect) throws -> UIKitCollectionView {
        let layout = try PizzaHalfSelectorLayout(configuration: PizzaHalfSelectorConfiguration(orientation: orientation))
        let collection = UIKitCollectionView(layout: layout, itemCounts: [menu.count],
                                             cellProvider: LabelCell.provider { [menu] in menu[$0.item] })
        collection.register(CaptionView.self, forSupplementaryViewOfKind: PizzaHalfSelectorLayout.captionKind)
        collection.supplementaryViewProvider = { [menu] collectionView, kind, indexPath in
            let caption = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            (caption as? CaptionView)?.label.text = menu[indexPath.item]
            return caption
        }
        collection.collectionView.decelerationRate = .fast
        collection.collectionView.accessibilityLabel = orientation == .left ? "Left half" : "Right half"
        embed(collection.collectionView, in: frame)
        return collection
    }
}

/// A half's caption: the name of a pizza near the centre, above the cells.
final class CaptionView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .headline)
        label.textAlignment = .center
        label.frame = bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }
}
#endif
