#if canImport(UIKit) && canImport(SwiftUI)
import DeclaredViews
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
              let indexPath = collectionView.indexPathForItem(at: pan.location(in: collectionView)),
              let path = ItemPath(indexPath) else { return false }
        // A gesture of the row's own content (a slider, a horizontal scroll) keeps the touch.
        if let cell = collectionView.cellForItem(at: indexPath), cell.contentView.hasActiveGestureRecognizer { return false }
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
            attach(rowActions, to: cell)
            model.begin(rowActions.item, rowWidth: cell.bounds.width, actions: Self.widths(of: rowActions))
        case .changed:
            model.move(by: towardTrailing(gesture.translation(in: collectionView).x))
            show()
        case .ended, .cancelled, .failed:
            guard let row else { return }
            switch model.end(velocity: towardTrailing(gesture.velocity(in: collectionView).x)) {
            case .open:
                animate { self.show() }
                tapToClose.isEnabled = true
            case .close:
                close(animated: true)
            case .performFirstAction(let trailing):
                // The first action of an edge is the outermost button: performed, then the row closes.
                perform(actionAt: trailing ? row.actions.leading.count : 0)
            }
        default:
            break
        }
    }

    /// A sideways distance on screen as the portable model counts it, toward the row's trailing
    /// side: rightward in a left-to-right layout, leftward in a right-to-left one, where the
    /// leading actions are on the right and a leftward swipe uncovers them.
    private func towardTrailing(_ x: CGFloat) -> CGFloat {
        isRightToLeft ? -x : x
    }

    private var isRightToLeft: Bool {
        collectionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// `frame`, laid out for a left-to-right row, in a row `width` wide of the layout direction.
    private func mirroredForDirection(_ frame: CGRect, in width: CGFloat) -> CGRect {
        isRightToLeft ? CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
    }

    /// Opens the trailing actions of the row at `path` without a finger (a delete control tapped
    /// in edit mode), as `actions` gives them.
    func openTrailingActions(at path: ItemPath, _ rowActions: RowActions) {
        guard let collectionView, let cell = collectionView.cellForItem(at: IndexPath(path)) else { return }
        attach(rowActions, to: cell)
        model.open(rowActions.item, rowWidth: cell.bounds.width, actions: Self.widths(of: rowActions), trailing: true)
        animate { self.show() }
        tapToClose.isEnabled = true
    }

    /// Makes `cell`, showing the item of `rowActions`, the row swiped: another row, or this cell
    /// showing another item now, closes first; the row gets its buttons behind its content.
    private func attach(_ rowActions: RowActions, to cell: UICollectionViewCell) {
        if let open = row, open.cell !== cell || open.actions.item != rowActions.item { close(animated: true) }
        guard row == nil else { return }
        let buttons = Self.buttons(for: rowActions) { [weak self] index in self?.perform(actionAt: index) }
        cell.insertSubview(buttons, belowSubview: cell.contentView)
        row = (cell, rowActions, buttons)
        (cell as? ShapedHostingCell)?.willBeReused = { [weak self] in self?.close(animated: false) }
    }

    /// The widths of the actions of each edge, a button each.
    private static func widths(of actions: RowActions) -> SwipeReveal<AnyHashable>.Actions {
        SwipeReveal.Actions(leadingWidth: CGFloat(actions.leading.count) * buttonWidth,
                            trailingWidth: CGFloat(actions.trailing.count) * buttonWidth,
                            allowsLeadingFullSwipe: actions.allowsLeadingFullSwipe, allowsTrailingFullSwipe: actions.allowsTrailingFullSwipe)
    }

    /// Moves the row's content by the reveal and lays its buttons out in the space uncovered, each
    /// edge's first action outermost (at the edge), as UIKit's.
    private func show() {
        guard let row else { return }
        let reveal = model.reveal, bounds = row.cell.bounds
        // Laid out left to right, then mirrored in a right-to-left layout (trailing on the left).
        row.cell.contentView.transform = CGAffineTransform(translationX: towardTrailing(-reveal), y: 0)
        let trailing = reveal >= 0
        row.buttons.frame = mirroredForDirection(trailing ? CGRect(x: bounds.maxX - reveal, y: 0, width: reveal, height: bounds.height)
            : CGRect(x: 0, y: 0, width: -reveal, height: bounds.height), in: bounds.width)
        row.buttons.autoresizingMask = trailing != isRightToLeft ? [.flexibleLeftMargin, .flexibleHeight] : [.flexibleRightMargin, .flexibleHeight]
        let leadingCount = row.actions.leading.count, shown = trailing ? row.actions.trailing.count : leadingCount
        let width = shown == 0 ? 0 : abs(reveal) / CGFloat(shown)
        for (index, button) in row.buttons.subviews.enumerated() {
            let isShown = (index >= leadingCount) == trailing
            // Leading: the first at the left; trailing: the first at the right.
            let position = trailing ? shown - 1 - (index - leadingCount) : index
            button.isHidden = !isShown
            button.frame = mirroredForDirection(CGRect(x: CGFloat(position) * width, y: 0, width: width, height: bounds.height),
                                                in: abs(reveal))
            button.autoresizingMask = [.flexibleHeight]
        }
    }

    /// Closes the open row unless a finger is swiping it (an update of the app's data, a
    /// scroll the app asked for, a new layout).
    func closeUnlessSwiping() {
        guard pan.state != .began, pan.state != .changed else { return }
        close(animated: false)
    }

    /// Offers swipes only while some row may have actions: otherwise the scroll waits for nothing.
    func update(isEnabled: Bool) {
        pan.isEnabled = isEnabled
        if !isEnabled { close(animated: false) }
    }

    /// Closes the open row (its content back in place, its buttons gone).
    func close(animated: Bool) {
        guard let row else { return }
        self.row = nil
        (row.cell as? ShapedHostingCell)?.willBeReused = nil
        model.close()
        tapToClose.isEnabled = false
        let cell = row.cell, buttons = row.buttons
        let reset = { cell.contentView.transform = .identity }
        if animated { animate(reset) { buttons.removeFromSuperview() } } else { reset(); buttons.removeFromSuperview() }
    }

    /// Performs the action of the button at `index` (leading actions first) through its handler,
    /// its button the source view: the row closes when the handler is done.
    private func perform(actionAt index: Int) {
        guard let row, index < row.buttons.subviews.count else { return }
        let actions = row.actions.leading + row.actions.trailing
        let action = actions[index]
        action.handler(action, row.buttons.subviews[index]) { [weak self] _ in self?.close(animated: true) }
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
    private static func buttons(for actions: RowActions, perform: @escaping (Int) -> Void) -> UIView {
        let container = UIView()
        container.clipsToBounds = true
        for (index, action) in (actions.leading + actions.trailing).enumerated() {
            let button = UIButton(type: .system, primaryAction: UIAction(title: action.title ?? "", image: action.image) { _ in perform(index) })
            button.backgroundColor = action.backgroundColor
            button.tintColor = .white
            container.addSubview(button)
        }
        return container
    }
}
#endif
