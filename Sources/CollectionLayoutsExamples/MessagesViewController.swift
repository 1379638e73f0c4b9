#if canImport(UIKit)
import LayoutCore
import Layouts
import LayoutUIKit
import UIKit

/// A conversation: rows as tall as their messages (`TableLayout(estimatedRowHeight:)`), which
/// loads earlier messages above the one being read without moving it, and jumps to the latest.
public final class MessagesViewController: UIViewController {
    private var messages = (101...160).map { "Message \($0)" + String(repeating: " and more words", count: $0 % 5 * 3) }
    private var earliest = 101
    private var collection: UIKitCollectionView?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        do {
            let collection = UIKitCollectionView(layout: try TableLayout(estimatedRowHeight: 44), itemCounts: [messages.count]) {
                [weak self] collectionView, indexPath in
                // The collection view owns this closure: `self` weakly, or the controller never goes.
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: MessageCell.reuseIdentifier, for: indexPath)
                (cell as? MessageCell)?.label.text = self?.messages[indexPath.item]
                return cell
            }
            collection.register(MessageCell.self, forCellWithReuseIdentifier: MessageCell.reuseIdentifier)
            embed(collection.collectionView)
            self.collection = collection
        } catch {
            show(error)
        }
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Earlier", primaryAction: UIAction { [unowned self] _ in loadEarlier() }),
            UIBarButtonItem(title: "Latest", primaryAction: UIAction { [unowned self] _ in showLatest() }),
        ]
    }

    /// Twenty earlier messages above: the message being read stays where it is.
    private func loadEarlier() {
        let earlier = (earliest - 20..<earliest).map { "Message \($0)" }
        earliest -= 20
        do {
            try collection?.performBatchUpdates(itemCounts: [messages.count + earlier.count],
                                                updatingData: { messages.insert(contentsOf: earlier, at: 0) }) { updates in
                updates.insertItems(at: (0..<earlier.count).map { ItemPath(item: $0, section: 0) })
            }
        } catch {
            show(error)
        }
    }

    /// The latest message at the bottom, exactly, through rows never sized.
    private func showLatest() {
        do { try collection?.scrollToItem(at: ItemPath(item: messages.count - 1, section: 0), at: .bottom, animated: true) } catch { show(error) }
    }
}

/// A message row: its text wraps, and the cell reports the height that fits it at the row's width.
final class MessageCell: UICollectionViewCell {
    static let reuseIdentifier = "MessageCell"
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { nil }

    /// The height Auto Layout gives the text at the row's width: the size the layout takes.
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = CGSize(width: layoutAttributes.size.width, height: heightFitting(width: layoutAttributes.size.width))
        return attributes
    }
}

extension UICollectionViewCell {
    /// The height Auto Layout gives the cell's content at `width`.
    func heightFitting(width: CGFloat) -> CGFloat {
        contentView.systemLayoutSizeFitting(CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                                            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel).height
    }
}
#endif
