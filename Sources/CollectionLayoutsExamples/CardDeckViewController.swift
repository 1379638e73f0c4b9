#if canImport(UIKit)
import LayoutCore
import Layouts
import LayoutUIKit
import UIKit

/// A deck of profiles to swipe (`CardDeckLayout`): a pan moves and turns the top card, a release
/// past 0.4 of its width or faster than 800 pt/s sideways takes it off that side (a like to the
/// right, a pass to the left) in an animated delete, a shorter one springs it back in an animated
/// update, and "Undo" brings the last card back from the side it left by. VoiceOver reads the top
/// card alone, with the actions Like, Pass and Undo.
public final class CardDeckViewController: UIViewController {
    private var cards = (1...30).map { "Profile \($0)" }
    private var gone: [String] = []
    private var collection: UIKitCollectionView?
    private var layout: CardDeckLayout?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        do {
            let layout = try CardDeckLayout()
            let collection = UIKitCollectionView(layout: layout, itemCounts: [cards.count], cellProvider: LabelCell.provider { [weak self] path in
                self?.cards[path.item] ?? ""
            })
            collection.accessibilityCustomActionProvider = { [weak self] _ in
                [AccessibilityCustomAction(name: "Like") { self?.swipe(.right) ?? false },
                 AccessibilityCustomAction(name: "Pass") { self?.swipe(.left) ?? false },
                 AccessibilityCustomAction(name: "Undo") { self?.undo() ?? false }]
            }
            collection.collectionView.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(pan(_:))))
            embed(collection.collectionView)
            (self.collection, self.layout) = (collection, layout)
        } catch {
            show(error)
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Undo", primaryAction: UIAction { [weak self] _ in _ = self?.undo() })
    }

    /// The finger moves the top card; when it lifts, the card leaves or springs back.
    @objc private func pan(_ gesture: UIPanGestureRecognizer) {
        guard let layout, let collection else { return }
        switch gesture.state {
        case .changed:
            try? layout.dragTopCard(by: gesture.translation(in: collection.collectionView))
        case .ended, .cancelled:
            if let direction = layout.releaseTopCard(velocity: gesture.velocity(in: collection.collectionView)) {
                _ = remove(toward: direction)
            } else {
                try? collection.performBatchUpdates(itemCounts: [cards.count], updatingData: { layout.returnTopCard() }) { _ in }
            }
        default:
            break
        }
    }

    /// A like or a pass from VoiceOver: the card leaves that way.
    private func swipe(_ direction: CardSwipeDirection) -> Bool {
        guard let layout else { return false }
        try? layout.dragTopCard(by: CGPoint(x: direction == .right ? 1_000 : -1_000, y: 0))
        guard layout.releaseTopCard(velocity: .zero) != nil else { return false }
        return remove(toward: direction)
    }

    /// The top card out of the data, animated off its side.
    private func remove(toward direction: CardSwipeDirection) -> Bool {
        guard !cards.isEmpty else { return false }
        do {
            try collection?.performBatchUpdates(itemCounts: [cards.count - 1], updatingData: { gone.append(cards.removeFirst()) }) {
                $0.deleteItems(at: [ItemPath(item: 0, section: 0)])
            }
        } catch {
            show(error)
        }
        return true
    }

    /// The last card back on top, from the side it left by.
    private func undo() -> Bool {
        guard let last = gone.last else { return false }
        do {
            try collection?.performBatchUpdates(itemCounts: [cards.count + 1], updatingData: {
                gone.removeLast()
                cards.insert(last, at: 0)
            }) { $0.insertItems(at: [ItemPath(item: 0, section: 0)]) }
        } catch {
            show(error)
        }
        return true
    }
}
#endif
