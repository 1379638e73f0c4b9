#if canImport(UIKit)
import UIKit

extension UIView {
    /// Whether a gesture recognizer of this view, or of a view inside it, has begun (a cell's
    /// own drag, slider or pressed button): the collection view's own gestures leave it the touch.
    var hasActiveGestureRecognizer: Bool {
        (gestureRecognizers ?? []).contains { $0.state == .began || $0.state == .changed }
            || subviews.contains { $0.hasActiveGestureRecognizer }
    }

    /// The collection view cell this view is in (itself, or the nearest one around it), if any.
    var enclosingCell: UICollectionViewCell? {
        sequence(first: self, next: \.superview).lazy.compactMap { $0 as? UICollectionViewCell }.first
    }
}
#endif
