import Foundation

/// What the view showing a layout sets on it, and only that view: the context, the pending
/// invalidation, and who listens to the layout's own invalidations, as UIKit sets a
/// `UICollectionViewLayout`'s `collectionView` and an app only reads it.
///
/// A layout keeps one for its life (``CollectionLayoutBase`` does) and reads it through
/// ``CollectionLayout/context`` and ``CollectionLayout/pendingInvalidation``. To drive a layout
/// without a view (a test, a layout that shows others), hand it a context with
/// ``CollectionLayout/prepare(in:invalidating:)``.
public final class LayoutHostState {
    /// The collection view's state as of the latest invalidation.
    public package(set) var context = LayoutContext(bounds: .zero)
    /// What changed since the last `prepare()`: everything until the first.
    public package(set) var pendingInvalidation: Invalidation = .everything
    /// Told of every invalidation the layout records on itself; `nil` when no view listens.
    package var invalidationHandler: ((Invalidation) -> Void)?

    /// A layout's state before any view shows it: an empty context, everything pending.
    public init() {}
}
