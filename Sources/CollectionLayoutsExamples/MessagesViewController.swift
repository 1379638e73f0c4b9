#if canImport(UIKit)
import LayoutCore
import Layouts
import LayoutUIKit
import UIKit

/// A conversation in a ``ChatLayout``: bubbles as tall and wide as their text at their sender's
/// side, the newest at the bottom. "Send" adds a question and streams a reply into it a line at a
/// time, followed while the person is at the bottom and left alone while they read history;
/// nearing the top (`nearStart`) loads twenty messages above the one being read without moving
/// it; the keyboard's
/// inset keeps the last message above it (the layout's rule, through the view's
/// `adjustedContentInsetDidChange()`).
public final class MessagesViewController: UIViewController {
    private var messages = (101...160).map { "Message \($0)" + String(repeating: " and more words", count: $0 % 5 * 3) }
    private var earliest = 101
    private var collection: UIKitCollectionView?
    private var streaming: Task<Void, Never>?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        do {
            // Odd messages are the person's own: at the trailing edge.
            let layout = try ChatLayout(configuration: ChatLayoutConfiguration(estimatedMessageHeight: 44) { path in
                path.item.isMultiple(of: 2) ? .leading : .trailing
            })
            let collection = UIKitCollectionView(layout: layout, itemCounts: [messages.count]) {
                [weak self] collectionView, indexPath in
                // The collection view owns this closure: `self` weakly, or the controller never goes.
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: MessageCell.reuseIdentifier, for: indexPath)
                (cell as? MessageCell)?.label.text = self?.messages[indexPath.item]
                return cell
            }
            collection.register(MessageCell.self, forCellWithReuseIdentifier: MessageCell.reuseIdentifier)
            // A bubble whose text changes (the streaming reply) is measured again by UIKit.
            collection.collectionView.selfSizingInvalidation = .enabledIncludingConstraints
            // Earlier messages load as the person nears the top.
            collection.nearStart = { [weak self] in self?.loadEarlier() }
            embed(collection.collectionView)
            self.collection = collection
        } catch {
            show(error)
        }
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Send", primaryAction: UIAction { [weak self] _ in self?.send() }),
            UIBarButtonItem(title: "Latest", primaryAction: UIAction { [weak self] _ in self?.showLatest() }),
        ]
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChange(_:)),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    /// A question and its reply, which grows a few words at a time: the layout keeps the end in
    /// view while the person is at the bottom.
    private func send() {
        let question = messages.count
        appendMessages(["What happened next?", "…"])
        streaming?.cancel()
        streaming = Task { [weak self] in
            for words in 1...60 {
                try? await Task.sleep(nanoseconds: 100_000_000)
                guard let self, !Task.isCancelled else { return }
                messages[question + 1] = (0..<words).map { "word\($0)" }.joined(separator: " ")
                // UIKit's own call: the cell is configured again and measures itself again.
                collection?.collectionView.reconfigureItems(at: [IndexPath(item: question + 1, section: 0)])
            }
        }
    }

    /// Messages added at the end, animated.
    private func appendMessages(_ added: [String]) {
        let start = messages.count
        do {
            try collection?.performBatchUpdates(itemCounts: [messages.count + added.count],
                                                updatingData: { messages += added }) { updates in
                updates.insertItems(at: (start..<start + added.count).map { ItemPath(item: $0, section: 0) })
            }
        } catch {
            show(error)
        }
    }

    /// Twenty earlier messages above: the message being read stays where it is.
    private func loadEarlier() {
        streaming?.cancel() // The reply streams by its place, which earlier messages would move.
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

    /// The keyboard's height as the bottom inset, inside the keyboard's animation.
    @objc private func keyboardWillChange(_ notification: Notification) {
        guard let collectionView = collection?.collectionView,
              let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let overlap = max(0, collectionView.bounds.maxY - collectionView.convert(frame, from: nil).minY)
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        UIView.animate(withDuration: duration) {
            collectionView.contentInset.bottom = max(0, overlap - collectionView.safeAreaInsets.bottom)
        }
    }
}

/// A message bubble: its text wraps, and the cell reports the width its text needs (up to the
/// width it is offered) and the height that fits it at that width.
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

    /// The width the text needs, at most the width offered, and the height Auto Layout gives it
    /// there: the size the layout takes.
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        let offered = layoutAttributes.size.width
        let width = min(offered, ceil(label.intrinsicContentSize.width) + 32)
        attributes.size = CGSize(width: width, height: heightFitting(width: width))
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
