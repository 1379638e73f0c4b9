#if canImport(UIKit)
import DiffableData
import LayoutCore
import Layouts
import LayoutUIKit
import UIKit

/// A Pinterest-like board (`WaterfallLayout`): pins as tall as their photo and caption in as many
/// columns of 160 points as fit, every twelfth a banner across them, each going to the shortest
/// column; a long press carries a pin to a new place. Pins size themselves as they come on screen
/// without moving what is already there.
public final class PinBoardViewController: UIViewController {
    private var collection: UIKitCollectionView?
    private var dataSource: CollectionViewDiffableDataSource<Int, Int>?
    /// The app's store, which the layout's closures read and each reorder updates.
    private let board = PinBoard(pins: Array(1...300))

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        do {
            let board = board
            var configuration = WaterfallLayoutConfiguration(columns: .minimumWidth(160), columnSpacing: 8, itemSpacing: 8,
                                                             sectionInset: LayoutEdgeInsets(all: 8)) { _ in .estimated(220) }
            configuration.spansAllColumns = { board.isBanner(at: $0.item) }
            let collection = UIKitCollectionView(layout: try WaterfallLayout(configuration: configuration))
            collection.register(PinCell.self, forCellWithReuseIdentifier: PinCell.reuseIdentifier)
            embed(collection.collectionView)
            let dataSource = CollectionViewDiffableDataSource<Int, Int>(view: collection) { collectionView, indexPath, pin in
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PinCell.reuseIdentifier, for: indexPath)
                (cell as? PinCell)?.show(pin: pin, aspectRatio: PinBoard.aspectRatio(of: pin))
                return cell
            }
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            dataSource.reorderingHandlers.didReorder = { transaction in board.pins = transaction.finalSnapshot.itemIdentifiers }
            var snapshot = DiffableSnapshot<Int, Int>()
            try snapshot.appendSections([0])
            try snapshot.appendItems(board.pins)
            try dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
            collection.collectionView.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(longPressed(_:))))
            (self.collection, self.dataSource) = (collection, dataSource)
        } catch {
            show(error)
        }
    }

    @objc private func longPressed(_ gesture: UILongPressGestureRecognizer) {
        collection?.handleLongPress(gesture)
    }
}

/// The order of the board's pins, as the app keeps it.
private final class PinBoard: @unchecked Sendable {
    var pins: [Int]

    init(pins: [Int]) { self.pins = pins }

    /// Whether the pin at `index` is a banner across the columns: every twelfth pin.
    func isBanner(at index: Int) -> Bool { pins.indices.contains(index) && pins[index] % 12 == 0 }

    /// The proportions of pin `pin`'s photo.
    static func aspectRatio(of pin: Int) -> CGFloat { [0.75, 1, 1.5, 0.66, 1.33, 0.8, 1.78][pin % 7] }
}

/// A pin: a photo at its proportions over a caption; it reports the height that fits them at
/// its column's width.
final class PinCell: UICollectionViewCell {
    static let reuseIdentifier = "PinCell"
    private let photo = UIView()
    private let caption = UILabel()
    private var ratio: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true
        contentView.backgroundColor = .secondarySystemBackground
        caption.numberOfLines = 0
        caption.font = .preferredFont(forTextStyle: .footnote)
        for view in [photo, caption] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            photo.topAnchor.constraint(equalTo: contentView.topAnchor),
            photo.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            photo.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            caption.topAnchor.constraint(equalTo: photo.bottomAnchor, constant: 6),
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            caption.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { nil }

    /// Shows pin `pin`, its photo `aspectRatio` wide per unit of height.
    func show(pin: Int, aspectRatio: CGFloat) {
        ratio?.isActive = false
        ratio = photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 1 / aspectRatio)
        ratio?.isActive = true
        photo.backgroundColor = UIColor(hue: CGFloat(pin % 12) / 12, saturation: 0.45, brightness: 0.85, alpha: 1)
        caption.text = "Pin \(pin)" + String(repeating: " with a longer caption", count: pin % 3)
        accessibilityLabel = caption.text
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = CGSize(width: layoutAttributes.size.width, height: heightFitting(width: layoutAttributes.size.width))
        return attributes
    }
}
#endif
