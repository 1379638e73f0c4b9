#if canImport(UIKit) && canImport(SwiftUI)
import LayoutCore
import LayoutHosting
import UIKit

/// Swipe actions on the rows of SwiftUI's view, as a `List` has them, in any layout whose rows
/// span a vertical scroll (a table, a compositional list): a sideways pan on a row with actions
/// moves its content and uncovers the actions' buttons behind it, as the portable
/// ``SwipeReveal`` decides (open, close, or a full swipe that performs the first action). A
/// scroll, a tap elsewhere or another row's swipe closes the open row. The actions are UIKit's
/// `UIContextualAction`s, performed through their handlers.
@MainActor
final class SwipeActionsController: NSObject, UIGestureRecognizerDelegate {
    /// The actions of a row: its item, each edge's actions, and whether a full swipe of an edge
    /// performs its first.
    struct RowActions {
        var item: AnyHashable
        var leading: [UIContextualAction]
        var trailing: [UIContextualAction]
        var allowsLeadingFullSwipe: Bool
        var allowsTrailingFullSwipe: Bool
    }

    /// The width of one action's button.
    static let buttonWidth: CGFloat = 74
    /// The actions of the row at a path; `nil`: it has none (or the layout is not list-like).
    var actions: (ItemPath) -> RowActions? = { _ in nil }
    private weak var collectionView: UICollectionView?
    private let pan = UIPanGestureRecognizer()
    private let tapToClose = UITapGestureRecognizer()
    private var model = SwipeReveal<AnyHashable>()
    /// The row being swiped or open: its cell, its actions and the buttons behind it.
    private var row: (cell: UICollectionViewCell, actions: RowActions, buttons: UIView)?

    /// Swipe actions on the rows of `collectionView`.
    init(_ collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init()
        pan.addTarget(self, action: #selector(panned(_:)))
        pan.delegate = self
        collectionView.addGestureRecognizer(pan)
        collectionView.panGestureRecognizer.addTarget(self, action: #selector(scrolled(_:)))
        tapToClose.addTarget(self, action: #selector(tapped))
        tapToClose.isEnabled = false
        collectionView.addGestureRecognizer(tapToClose)
    }

    /// A pan begins on a row with actions, moving more sideways than up or down.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === pan, let collectionView else { return true }
        let velocity = pan.velocity(in: collectionView)
        guard abs(velocity.x) > abs(velocity.y),
              let path = collectionView.indexPathForItem(at: pan.location(in: collectionView)).flatMap(ItemPath.init) else { return false }
        return actions(path) != nil
    }

    /// The scroll waits for the sideways pan to fail, which it does at once unless the pan is a
    /// swipe on a row with actions (answered here, so no link outlives the pan).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === pan && otherGestureRecognizer === collectionView?.panGestureRecognizer
    }

    @objc private func panned(_ gesture: UIPanGestureRecognizer) {
        guard let collectionView else { return }
        switch gesture.state {
        case .began:
            guard let path = collectionView.indexPathForItem(at: gesture.location(in: collectionView)),
                  let cell = collectionView.cellForItem(at: path), let rowActions = ItemPath(path).flatMap(actions) else { return }
            if let open = row, open.cell !== cell { close(animated: true) }
            let buttons = row?.buttons ?? Self.buttons(for: rowActions) { [weak self] action in self?.perform(action) }
            if row == nil { cell.insertSubview(buttons, belowSubview: cell.contentView) }
            row = (cell, rowActions, buttons)
            model.begin(rowActions.item, rowWidth: cell.bounds.width, actions: SwipeReveal.Actions(
                leadingWidth: CGFloat(rowActions.leading.count) * Self.buttonWidth,
                trailingWidth: CGFloat(rowActions.trailing.count) * Self.buttonWidth,
                allowsLeadingFullSwipe: rowActions.allowsLeadingFullSwipe, allowsTrailingFullSwipe: rowActions.allowsTrailingFullSwipe))
        case .changed:
            model.move(by: gesture.translation(in: collectionView).x)
            show()
        case .ended, .cancelled, .failed:
            guard let row else { return }
            switch model.end(velocity: gesture.velocity(in: collectionView).x) {
            case .open:
                animate { self.show() }
                tapToClose.isEnabled = true
            case .close:
                close(animated: true)
            case .performFirstAction(let trailing):
                let first = trailing ? row.actions.trailing.first : row.actions.leading.first
                close(animated: true)
                first.map(perform)
            }
        default:
            break
        }
    }

    /// Moves the row's content by the reveal and lays its buttons out in the space uncovered.
    private func show() {
        guard let row else { return }
        let reveal = model.reveal, bounds = row.cell.bounds
        row.cell.contentView.transform = CGAffineTransform(translationX: -reveal, y: 0)
        let trailing = reveal >= 0
        row.buttons.frame = trailing ? CGRect(x: bounds.maxX - reveal, y: 0, width: reveal, height: bounds.height)
            : CGRect(x: 0, y: 0, width: -reveal, height: bounds.height)
        let shown = trailing ? row.actions.trailing.count : row.actions.leading.count
        let width = shown == 0 ? 0 : abs(reveal) / CGFloat(shown)
        for (index, button) in row.buttons.subviews.enumerated() {
            let isShown = (index >= row.actions.leading.count) == trailing
            let position = trailing ? index - row.actions.leading.count : index
            button.isHidden = !isShown
            button.frame = CGRect(x: CGFloat(position) * width, y: 0, width: width, height: bounds.height)
        }
    }

    /// Closes the open row (its content back in place, its buttons gone).
    func close(animated: Bool) {
        guard let row else { return }
        self.row = nil
        model.close()
        tapToClose.isEnabled = false
        let cell = row.cell, buttons = row.buttons
        let reset = { cell.contentView.transform = .identity }
        if animated { animate(reset) { buttons.removeFromSuperview() } } else { reset(); buttons.removeFromSuperview() }
    }

    /// Performs `action` through its handler: the row closes when the handler is done.
    private func perform(_ action: UIContextualAction) {
        let source = row?.buttons ?? collectionView ?? UIView()
        action.handler(action, source) { [weak self] _ in self?.close(animated: true) }
    }

    @objc private func scrolled(_ gesture: UIPanGestureRecognizer) {
        if gesture.state == .began { close(animated: true) }
    }

    @objc private func tapped() {
        close(animated: true)
    }

    private func animate(_ changes: @escaping () -> Void, completion: (() -> Void)? = nil) {
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: changes) { _ in
            completion?()
        }
    }

    /// The buttons of `actions`, the leading ones first, each performing its action.
    private static func buttons(for actions: RowActions, perform: @escaping (UIContextualAction) -> Void) -> UIView {
        let container = UIView()
        container.clipsToBounds = true
        for action in actions.leading + actions.trailing {
            let button = UIButton(type: .system, primaryAction: UIAction(title: action.title ?? "", image: action.image) { _ in perform(action) })
            button.backgroundColor = action.backgroundColor
            button.tintColor = .white
            container.addSubview(button)
        }
        return container
    }
}
#endif
