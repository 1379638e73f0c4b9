import DeclaredViews
import Foundation
import Testing

/// What SwiftUI's view hands UIKit for the features a `List` has (issue 45), checked in its
/// sources, since SwiftUI cannot run here (the iOS type-check compiles them). What is decided (a
/// set changed by taps in edit mode, what a context menu acts on, scroll destinations, the item
/// revealed above the keyboard) is tested through `DeclaredCollection` and the simulated view.
@Suite("SwiftUI's view does what a List does")
struct SwiftUIListFeatureTranslationTests {
    /// `refreshable` sets the environment's refresh action (`EnvironmentValues.refresh`, which a
    /// `List` reads): the view shows a `UIRefreshControl` while there is one and ends refreshing
    /// when the action's task ends.
    @Test func refreshIsTheEnvironmentsAction() throws {
        let coordinator = try UIKitTranslationTests.source("SwiftUI/CollectionLayoutView+Coordinator.swift")
        #expect(coordinator.contains("pullToRefresh.update(environment.refresh, in: view.collectionView)"))
        let refresh = try UIKitTranslationTests.source("SwiftUI/PullToRefresh.swift")
        #expect(refresh.contains("await action()") && refresh.contains("self?.control.endRefreshing()"))
    }

    /// UIKit asks the delegate for the menu of a press (`contextMenuConfigurationForItemsAt:point:`,
    /// iOS 16); the items it acts on are the portable model's answer.
    @Test func contextMenusActOnThePortableAnswer() throws {
        let bridge = try UIKitTranslationTests.source("View/UIKitCollectionViewBridge.swift")
        #expect(bridge.contains("contextMenuConfigurationForItemsAt indexPaths: [IndexPath]"))
        let coordinator = try UIKitTranslationTests.source("SwiftUI/CollectionLayoutView+Coordinator.swift")
        #expect(coordinator.contains("modifiers.contextMenu?(collection.itemsForContextMenu(at: paths))"))
    }

    /// The selection is the app's: UIKit's own is dropped at every tap, so every tap is told
    /// (a selected item tapped again leaves the set), and cells read the portable answer.
    @Test func theSelectionIsTheApps() throws {
        let coordinator = try UIKitTranslationTests.source("SwiftUI/CollectionLayoutView+Coordinator.swift")
        #expect(coordinator.contains("view.collectionView.deselectItem(at: IndexPath(path), animated: false)"))
        #expect(coordinator.contains("isSelected: collection.isSelected(id)"))
        #expect(coordinator.contains("declaration.isEditing = environment.editMode?.wrappedValue.isEditing ?? false"))
    }

    /// The keyboard: the environment's `scrollDismissesKeyboardMode` becomes UIKit's dismiss mode,
    /// and when the keyboard shows, the cell holding the first responder is revealed. The bars:
    /// the view becomes its controller's content scroll view (`setContentScrollView(_:for:)`),
    /// so a large title collapses over it.
    @Test func keyboardAndBarsFollowTheView() throws {
        let keyboard = try UIKitTranslationTests.source("SwiftUI/KeyboardFocus.swift")
        #expect(keyboard.contains("UIResponder.keyboardDidShowNotification"))
        // Focus moving to another field with the keyboard up brings no keyboard notification.
        #expect(keyboard.contains("UITextField.textDidBeginEditingNotification") && keyboard.contains("UITextView.textDidBeginEditingNotification"))
        #expect(keyboard.contains("if isSame(.interactively) { return .interactive }"))
        // `.automatic`, the default, dismisses on a scroll as a List does (SwiftUI's documentation
        // of `ScrollDismissesKeyboardMode.automatic`), not `.none`.
        #expect(keyboard.contains("Self.dismissMode(for: mode) ?? .onDrag"))
        let coordinator = try UIKitTranslationTests.source("SwiftUI/CollectionLayoutView+Coordinator.swift")
        #expect(coordinator.contains("keyboard?.update(environment.scrollDismissesKeyboardMode)"))
        #expect(coordinator.contains("self?.collection.reveal(itemAt: path, animated: true)"))
        #expect(coordinator.contains("controller.setContentScrollView(collectionView, for: .top)"))
    }

    /// Swipe actions: a sideways pan the vertical scroll waits for (it fails at once otherwise;
    /// answered by the pan's delegate, no `require(toFail:)` link),
    /// moved and ended as the portable `SwipeReveal` decides, performed through UIKit's own
    /// `UIContextualAction` handlers; offered only on the rows the portable model calls rows.
    @Test func swipeActionsFollowThePortableReveal() throws {
        let swipe = try UIKitTranslationTests.source("SwiftUI/SwipeActionsController.swift")
        #expect(swipe.contains("gestureRecognizer === pan && otherGestureRecognizer === collectionView?.panGestureRecognizer"))
        #expect(swipe.contains("model.move(by: towardTrailing(gesture.translation(in: collectionView).x))"))
        #expect(swipe.contains("switch model.end(velocity: towardTrailing(gesture.velocity(in: collectionView).x))"))
        #expect(swipe.contains("action.handler(action, row.buttons.subviews[index])"))
        // Right to left, the leading actions are on the right: the finger's sideways distance and
        // the buttons' frames are mirrored (UIKit's swipe actions follow the layout direction).
        #expect(swipe.contains("isRightToLeft ? -x : x") && swipe.contains("effectiveUserInterfaceLayoutDirection == .rightToLeft"))
        #expect(swipe.contains("(cell as? ShapedHostingCell)?.willBeReused = { [weak self] in self?.close(animated: false) }"))
        let coordinator = try UIKitTranslationTests.source("SwiftUI/CollectionLayoutView+Coordinator.swift")
        #expect(coordinator.contains("guard collection.isRow(at: path), !collection.isEditing"))
        // In edit mode, a row's delete control (where the portable model shows one) opens its Delete.
        #expect(coordinator.contains("collection.showsDeleteControl(at: path)") && coordinator.contains("swipe?.openTrailingActions(at: path, actions)"))
        #expect(try UIKitTranslationTests.source("SwiftUI/HostedContent.swift").contains("if inputs.showsDeleteControl, let delete {"))
    }

    /// Drag and drop: items are lifted with a `Transferable` registered in their provider
    /// (`NSItemProvider.register(_:)`, iOS 16), drops from elsewhere are loaded with
    /// `loadTransferable(type:)` and handed over where the portable model says they land, and the
    /// view's own item dropped in it (`sourceIndexPath` set) is the portable model's move; with
    /// drags, the move long press gives way to UIKit's lift.
    @Test func dragAndDropGoThroughUIKitsDelegates() throws {
        let options = try UIKitTranslationTests.source("SwiftUI/CollectionLayoutOptions.swift")
        #expect(options.contains("provider.register(value)") && options.contains("provider.loadTransferable(type: Payload.self)"))
        let drag = try UIKitTranslationTests.source("SwiftUI/DragAndDrop.swift")
        #expect(drag.contains("$0.sourceIndexPath != nil") && drag.contains("collectionView.dragInteractionEnabled = drags"))
        // The view's own item settles where it moves to (UIKit's `drop(_:toItemAt:)`).
        #expect(drag.contains("coordinator.drop(dropped.dragItem, toItemAt: target)"))
        let coordinator = try UIKitTranslationTests.source("SwiftUI/CollectionLayoutView+Coordinator.swift")
        #expect(coordinator.contains("collection.dropDestination(at: path)") && coordinator.contains("collection.move(of: id, droppedAt: path)"))
        #expect(coordinator.contains("longPress.isEnabled = modifiers.move != nil && modifiers.draggable == nil"))
    }
}
