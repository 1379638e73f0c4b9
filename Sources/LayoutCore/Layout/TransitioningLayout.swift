import Foundation

/// A layout part of the way from one layout to another, as `UICollectionViewTransitionLayout`
/// is: what a collection view shows during an interactive transition. `TransitionLayout` (in
/// `Layouts`) is the one the library provides.
public protocol TransitioningLayout: CollectionLayout {
    /// The layout the transition starts from.
    var currentLayout: any CollectionLayout { get }
    /// The layout the transition ends at.
    var nextLayout: any CollectionLayout { get }
    /// How far the transition has gone, 0 (the current layout) … 1 (the next one).
    var transitionProgress: CGFloat { get }
    /// Moves the transition to `progress`; throws unless it is a finite number in 0…1.
    func setTransitionProgress(_ progress: CGFloat) throws(LayoutError)
}
