#if canImport(UIKit) && canImport(SwiftUI)
import DeclaredViews
import LayoutCore
import SwiftUI
import UIKit

/// The keyboard and SwiftUI's view: scrolling dismisses it as `scrollDismissesKeyboard` asks
/// (the environment's `scrollDismissesKeyboardMode`, which SwiftUI's scroll views read), and when
/// it comes up (SwiftUI then gives the view less height) or focus moves to another field while it
/// is up, the cell whose field has focus is revealed above it by the least scroll (``DeclaredCollection/reveal(itemAt:animated:)``), as a
/// `List` keeps a focused row in view.
@MainActor
final class KeyboardFocus: NSObject {
    private weak var collectionView: UICollectionView?
    private let reveal: (ItemPath) -> Void

    /// Reveals, through `reveal`, the item of `collectionView` holding focus when the keyboard
    /// comes up.
    init(_ collectionView: UICollectionView, reveal: @escaping (ItemPath) -> Void) {
        self.collectionView = collectionView
        self.reveal = reveal
        super.init()
        // The keyboard coming up, and focus moving to another field while it is up (no new
        // keyboard notification then: the field's own begin-editing notification tells it).
        for name in [UIResponder.keyboardDidShowNotification, UITextField.textDidBeginEditingNotification,
                     UITextView.textDidBeginEditingNotification] {
            NotificationCenter.default.addObserver(self, selector: #selector(focusMoved), name: name, object: nil)
        }
    }

    /// UIKit's dismiss mode for SwiftUI's `mode`: `.interactively` drags the keyboard down,
    /// `.immediately` dismisses it on drag, `.never` keeps it; `nil` for `.automatic` (see
    /// ``update(_:)``).
    /// (SwiftUI's modes are not `Equatable` in the iOS 16 SDK: they are told apart by their
    /// bytes, equal only for the same mode.)
    static func dismissMode(for mode: ScrollDismissesKeyboardMode) -> UIScrollView.KeyboardDismissMode? {
        func isSame(_ other: ScrollDismissesKeyboardMode) -> Bool {
            withUnsafeBytes(of: mode) { mine in withUnsafeBytes(of: other) { mine.elementsEqual($0) } }
        }
        if isSame(.interactively) { return .interactive }
        if isSame(.immediately) { return .onDrag }
        if isSame(.never) { return UIScrollView.KeyboardDismissMode.none }
        return nil
    }

    /// Dismisses the keyboard on scrolling as `mode` asks; `.automatic`, the default, as a `List`
    /// does: SwiftUI's documentation of `ScrollDismissesKeyboardMode.automatic` says "a List of
    /// scrollable content always dismiss[es] the keyboard on a scroll, when linked against iOS 16
    /// or later", which is UIKit's `.onDrag`.
    func update(_ mode: ScrollDismissesKeyboardMode) {
        collectionView?.keyboardDismissMode = Self.dismissMode(for: mode) ?? .onDrag
    }

    @objc private func focusMoved() {
        guard let collectionView, collectionView.window != nil,
              let focused = Self.firstResponder(in: collectionView),
              let cell = focused.enclosingCell,
              let path = collectionView.indexPath(for: cell).flatMap(ItemPath.init) else { return }
        reveal(path)
    }

    /// The view inside `view` that is the first responder (a field with focus), if one is.
    private static func firstResponder(in view: UIView) -> UIView? {
        if view.isFirstResponder { return view }
        return view.subviews.lazy.compactMap(firstResponder(in:)).first
    }
}
#endif
