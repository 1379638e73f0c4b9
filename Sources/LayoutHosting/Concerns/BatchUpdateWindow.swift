import Foundation
import LayoutCore

/// The part of a batch update in which UIKit ignores a `contentOffsetAdjustment`: from
/// `prepare(forCollectionViewUpdates:)` to `finalizeCollectionViewUpdates()`, while it sets up the
/// update's animations and sizes the cells coming on screen. MagazineLayout keeps the adjustment
/// then ("gets ignored for some reason", `invalidationContext(forPreferredLayoutAttributes:…)`) and
/// hands it over in a new invalidation context from `finalizeCollectionViewUpdates()`; so does the
/// engine, for both views.
struct BatchUpdateWindow {
    /// Whether the view is between `prepare(forCollectionViewUpdates:)` and the finalization.
    private(set) var isOpen = false
    /// The offset adjustments kept while it is open.
    private var staged = CGPoint.zero

    /// `prepare(forCollectionViewUpdates:)` ran.
    mutating func open() {
        isOpen = true
        staged = .zero
    }

    /// Keeps `adjustment` for the finalization.
    mutating func stage(_ adjustment: CGPoint) {
        staged.x += adjustment.x
        staged.y += adjustment.y
    }

    /// `finalizeCollectionViewUpdates()`: the window closes, answering the adjustment kept, if any.
    mutating func close() -> CGPoint? {
        defer { isOpen = false; staged = .zero }
        return isOpen && staged != .zero ? staged : nil
    }
}
